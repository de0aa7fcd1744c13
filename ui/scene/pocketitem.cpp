#include "pocketitem.h"

#include "pieceart.h"
#include "theme.h"

#include <QGraphicsSceneHoverEvent>
#include <QPainter>

#include <algorithm>

namespace ui {

using core::PieceType;

PocketItem::PocketItem(const Theme *theme, PieceArt *art, core::Color color, bool pawnAtTop,
                       QGraphicsItem *parent)
    : QGraphicsObject(parent), m_theme(theme), m_art(art), m_color(color), m_pawnAtTop(pawnAtTop)
{
    setAcceptHoverEvents(true);
}

QString PocketItem::describe(PieceType type, int count)
{
    switch (type) {
    case PieceType::Pawn: return tr("%n pawn(s)", "in a pocket", count);
    case PieceType::Knight: return tr("%n knight(s)", "in a pocket", count);
    case PieceType::Bishop: return tr("%n bishop(s)", "in a pocket", count);
    case PieceType::Rook: return tr("%n rook(s)", "in a pocket", count);
    case PieceType::Queen: return tr("%n queen(s)", "in a pocket", count);
    default: return {};
    }
}

void PocketItem::hoverMoveEvent(QGraphicsSceneHoverEvent *event)
{
    const PieceType type = slotAt(event->pos());
    setToolTip(type == PieceType::None
                   ? QString()
                   : describe(type, m_position ? m_position->pocketCount(m_color, type) : 0));
}

void PocketItem::setPosition(const core::Position *position)
{
    m_position = position;
    update();
}

void PocketItem::setHeld(PieceType type)
{
    m_held = type;
    update();
}

QRectF PocketItem::boundingRect() const
{
    return QRectF(0, 0, Width, SlotHeight * core::PocketTypes);
}

QRectF PocketItem::slotRect(PieceType type) const
{
    const int index = m_pawnAtTop ? int(type) : core::PocketTypes - 1 - int(type);
    return QRectF(0, index * SlotHeight, Width, SlotHeight);
}

PieceType PocketItem::slotAt(QPointF point) const
{
    for (int t = 0; t < core::PocketTypes; ++t)
        if (slotRect(PieceType(t)).contains(point)) return PieceType(t);
    return PieceType::None;
}

void PocketItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    QFont font = Theme::font();
    font.setPixelSize(m_theme->textPixels(22, 36));
    font.setBold(true);
    painter->setFont(font);
    for (int t = 0; t < core::PocketTypes; ++t) {
        const PieceType type = PieceType(t);
        const QRectF slot = slotRect(type).adjusted(3, 3, -3, -3);
        const int count = m_position ? m_position->pocketCount(m_color, type) : 0;
        painter->setPen(Qt::NoPen);
        painter->setBrush(type == m_held ? m_theme->selected : m_theme->panel);
        painter->drawRoundedRect(slot, 8, 8);
        const qreal side = slot.height() - 4;
        const QRectF pieceRect(slot.center().x() - side / 2 - 6, slot.top() + 2, side, side);
        m_art->paint(painter, core::makePiece(m_color, type), pieceRect, count > 0 ? 1.0 : 0.18);
        if (count > 0) {
            const qreal badgeSide = std::max<qreal>(28, font.pixelSize() * 1.25);
            const QRectF badge(slot.right() - badgeSide - 2, slot.top() + 2, badgeSide, badgeSide);
            painter->setBrush(m_theme->text);
            painter->drawEllipse(badge);
            painter->setPen(m_theme->panel);
            painter->drawText(badge, Qt::AlignCenter, QString::number(count));
        }
    }
}

} // namespace ui
