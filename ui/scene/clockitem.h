#pragma once

#include <QGraphicsObject>

namespace ui {

struct Theme;

/// A seat's clock: large digits, tenths under 10 s, a low-time colour, bright while running.
/// It repaints only when told (its text or state changed), never on a timer of its own.
class ClockItem : public QGraphicsObject
{
    Q_OBJECT

public:
    static constexpr qreal Width = 270;
    static constexpr qreal Height = 100;

    explicit ClockItem(const Theme *theme, QGraphicsItem *parent = nullptr);

    /// What to show; repaints only if something changed. `description` is the tool tip.
    void setState(const QString &text, const QString &description, bool running, bool low,
                  bool paused);
    QString text() const { return m_text; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    const Theme *m_theme;
    QString m_text;
    bool m_running = false;
    bool m_low = false;
    bool m_paused = false;
};

} // namespace ui
