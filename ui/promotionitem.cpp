#include "promotionitem.h"

#include "pieceart.h"
#include "theme.h"

#include <QPainter>

namespace ui {

using core::PieceType;

namespace {

constexpr PieceType Choices[4] = {PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight};
constexpr qreal Frame = 6;

} // namespace

PromotionItem::PromotionItem(const Theme *theme, PieceArt *art, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_theme(theme), m_art(art)
{
    setVisible(false);
    setZValue(50);
}

void PromotionItem::open(core::Color color, QPointF topLeft, bool downwards)
{
    m_color = color;
    m_downwards = downwards;
    setPos(downwards ? topLeft : topLeft - QPointF(0, 3 * Cell));
    setVisible(true);
    update();
}

// The frame is drawn around the cells: it belongs to the item, or hiding it would leave it behind.
QRectF PromotionItem::boundingRect() const
{
    return QRectF(0, 0, Cell, 4 * Cell).adjusted(-Frame, -Frame, Frame, Frame);
}

void PromotionItem::setHighlighted(PieceType type)
{
    if (type == m_highlighted) return;
    m_highlighted = type;
    update();
}

QRectF PromotionItem::choiceRect(PieceType type) const
{
    for (int i = 0; i < 4; ++i) {
        if (Choices[i] != type) continue;
        const int row = m_downwards ? i : 3 - i;
        return mapRectToScene(QRectF(0, row * Cell, Cell, Cell));
    }
    return {};
}

PieceType PromotionItem::choiceAt(QPointF scenePoint) const
{
    if (!isVisible()) return PieceType::None;
    for (PieceType t : Choices)
        if (choiceRect(t).contains(scenePoint)) return t;
    return PieceType::None;
}

void PromotionItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(m_theme->background, 4));
    painter->setBrush(m_theme->lightSquare.lighter(110));
    painter->drawRoundedRect(QRectF(0, 0, Cell, 4 * Cell).adjusted(-4, -4, 4, 4), 14, 14);
    for (PieceType t : Choices) {
        const QRectF cell = mapRectFromScene(choiceRect(t));
        if (t == m_highlighted) {
            painter->setBrush(m_theme->selected);
            painter->drawRoundedRect(cell.adjusted(3, 3, -3, -3), 10, 10);
        }
        m_art->paint(painter, core::makePiece(m_color, t), cell.adjusted(6, 6, -6, -6));
    }
}

} // namespace ui
