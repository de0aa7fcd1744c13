#pragma once

#include "hand.h"

#include <QHash>
#include <QObject>

#include <functional>

class QGraphicsView;

namespace ui::input {

class InputLayer;

/// A touch screen's points as hands: an event filter on a view's viewport that accepts touch
/// events (so Qt synthesizes no mouse events from them) and turns each touch point into its own
/// pointer hand. When the system cancels the touches, every dragged piece stays selected.
class TouchInput : public QObject
{
    Q_OBJECT

public:
    /// Fingers jitter: a touch moves this far (scene units) before it drags.
    static constexpr qreal Slop = 24;

    /// Listens on `view`'s viewport; `spotAt` says what lies under a scene position, `pressedOn`
    /// hears of each touch that lands on a board.
    TouchInput(QGraphicsView *view, InputLayer *layer, std::function<Spot(QPointF)> spotAt,
               std::function<void(core::Board)> pressedOn, QObject *parent = nullptr);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QGraphicsView *m_view;
    InputLayer *m_layer;
    std::function<Spot(QPointF)> m_spotAt;
    std::function<void(core::Board)> m_pressedOn;
    QHash<int, int> m_serials; ///< touch point id -> hand index
    int m_next = 0;
};

} // namespace ui::input
