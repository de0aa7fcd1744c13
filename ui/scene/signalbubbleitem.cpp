#include "signalbubbleitem.h"

#include "pieceart.h"
#include "theme.h"

#include <QPainter>

#include <algorithm>

namespace ui {

SignalBubbleItem::SignalBubbleItem(const Theme *theme, PieceArt *art, QSizeF size,
                                   QGraphicsItem *parent)
    : QGraphicsObject(parent), m_theme(theme), m_art(art), m_size(size), m_fade(this, "opacity")
{
    setVisible(false);
    setAcceptedMouseButtons(Qt::NoButton); // signals never block the board underneath
    m_hideTimer.setSingleShot(true);
    m_fade.setDuration(400);
    connect(&m_hideTimer, &QTimer::timeout, this, [this] {
        m_fade.setStartValue(1.0);
        m_fade.setEndValue(0.0);
        m_fade.start();
    });
    connect(&m_fade, &QPropertyAnimation::finished, this, [this] {
        if (opacity() == 0.0) setVisible(false);
    });
}

void SignalBubbleItem::showSignal(const QString &sender, const QString &text,
                                  const QColor &teamColor, core::Piece piece)
{
    m_sender = sender;
    m_text = text;
    m_color = teamColor;
    m_piece = piece;
    m_fade.stop();
    setOpacity(1.0);
    setVisible(true);
    update();
    m_hideTimer.start(ShowMs);
}

QRectF SignalBubbleItem::boundingRect() const
{
    return QRectF(QPointF(0, 0), m_size);
}

void SignalBubbleItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF r = boundingRect().adjusted(4, 4, -4, -4);
    painter->setPen(QPen(m_color, 6));
    painter->setBrush(m_theme->panel); // opaque: a name under it must not show through
    painter->drawRoundedRect(r, 20, 20);
    QRectF textRect = r.adjusted(24, 8, -24, -8);
    if (m_piece != core::Piece::None) {
        const qreal side = textRect.height();
        m_art->paint(painter, m_piece, QRectF(textRect.right() - side, textRect.top(), side, side));
        textRect.setRight(textRect.right() - side - 10);
    }
    QFont font = Theme::font();
    // The sender above, the signal below, sharing the height as the Size asks.
    const int senderSize = m_theme->textPixels(24, int(textRect.height() * 0.45));
    font.setPixelSize(senderSize);
    painter->setFont(font);
    painter->setPen(m_color);
    painter->drawText(textRect, Qt::AlignLeft | Qt::AlignTop, m_sender);
    font.setPixelSize(
        int(std::min({qreal(48), textRect.height() * 0.55, textRect.height() - senderSize * 1.2})));
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(m_theme->text);
    painter->drawText(textRect, Qt::AlignLeft | Qt::AlignBottom,
                      QFontMetricsF(font).elidedText(m_text, Qt::ElideRight, textRect.width()));
}

} // namespace ui
