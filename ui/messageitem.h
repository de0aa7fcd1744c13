#pragma once

#include <QFont>
#include <QGraphicsObject>
#include <QTimer>

namespace ui {

struct Theme;

/// A message that matters during play (why a move was refused, a premove dropped), shown large
/// over the board it concerns for a few seconds, so that it is read from afar and not only on
/// the status line. It takes no input: the board under it stays playable.
class MessageItem : public QGraphicsObject
{
    Q_OBJECT

public:
    /// How long a message stays.
    static constexpr int ShowMs = 3000;

    explicit MessageItem(const Theme *theme, QGraphicsItem *parent = nullptr);

    /// Shows `text` centred in `area` (scene units), its type `scale` times the normal size (the
    /// Size setting), replacing what was shown; it hides itself after ShowMs.
    void showText(const QRectF &area, const QString &text, qreal scale);
    QString text() const { return isVisible() ? m_text : QString(); }
    /// The font and the rectangle the text is drawn in (item coordinates).
    QFont font() const { return m_font; }
    QRectF textRect() const { return m_textRect; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    const Theme *m_theme;
    QString m_text;
    QFont m_font;
    QRectF m_box;
    QRectF m_textRect;
    QTimer m_timer;
};

} // namespace ui
