#include "signalbubbleitem.h"

#include "pieceart.h"
#include "theme.h"

#include <QPainter>

namespace ui {

SignalBubbleItem::SignalBubbleItem(const Theme *theme, PieceArt *art, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_theme(theme), m_art(art), m_fade(this, "opacity")
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

void SignalBubbleItem::showSignal(const QString &sender, const QString &text, const QColor &teamColor,
                                  core::Piece piece)
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
    return QRectF(0, 0, Width, Height);
}

void SignalBubbleItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF r = boundingRect().adjusted(4, 4, -4, -4);
    painter->setPen(QPen(m_color, 6));
    QColor fill = m_theme->panel;
    fill.setAlpha(235);
    painter->setBrush(fill);
    painter->drawRoundedRect(r, 20, 20);
    QRectF textRect = r.adjusted(28, 10, -28, -10);
    if (m_piece != core::Piece::None) {
        m_art->paint(painter, m_piece, QRectF(textRect.right() - 90, r.center().y() - 45, 90, 90));
        textRect.setRight(textRect.right() - 100);
    }
    QFont font = Theme::font();
    font.setPixelSize(26);
    painter->setFont(font);
    painter->setPen(m_color);
    painter->drawText(textRect, Qt::AlignLeft | Qt::AlignTop, m_sender);
    font.setPixelSize(52);
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(m_theme->text);
    painter->drawText(textRect, Qt::AlignLeft | Qt::AlignBottom,
                      QFontMetricsF(font).elidedText(m_text, Qt::ElideRight, textRect.width()));
}

} // namespace ui
