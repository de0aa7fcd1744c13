#pragma once

#include <QGraphicsView>

namespace ui {

/// Shows a scene scaled to fit the widget, keeping its proportions, crisp at any size.
class MatchView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit MatchView(QGraphicsScene *scene, QWidget *parent = nullptr);

    /// Fits the scene again (after its size changed).
    void refit();

protected:
    void resizeEvent(QResizeEvent *event) override;
};

} // namespace ui
