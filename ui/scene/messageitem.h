#pragma once

#include <QFont>
#include <QGraphicsObject>
#include <QTimer>

namespace ui {

struct Theme;

/// A message that matters during play (why a move was refused, a premove dropped, why a check is
/// not mate), shown large on the name plate of the seat it concerns for a few seconds, so that it
/// is read from afar and not only on the status line, and covers no square, pocket or clock. It
/// takes no input: what lies under it stays playable.
class MessageItem : public QGraphicsObject
{
    Q_OBJECT

public:
    /// How long a message stays.
    static constexpr int ShowMs = 3000;

    explicit MessageItem(const Theme *theme, QGraphicsItem *parent = nullptr);

    /// Shows `text` over `plate` (scene units), replacing what was shown, in type as large as
    /// `room` allows (growing with the theme's text growth); a text taller than the plate grows the
    /// box within `room`, which holds `plate` at its top or bottom end, away from that end. It
    /// hides itself after ShowMs.
    void showText(const QRectF &plate, const QRectF &room, const QString &text);
    QString text() const { return isVisible() ? m_text : QString(); }
    /// The font, the rectangle the text is drawn in (item coordinates) and how it is laid out
    /// there.
    QFont font() const { return m_font; }
    QRectF textRect() const { return m_textRect; }
    int textFlags() const { return m_flags; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    const Theme *m_theme;
    QString m_text;
    QFont m_font;
    int m_flags = 0;
    QRectF m_box;
    QRectF m_textRect;
    QTimer m_timer;
};

} // namespace ui
