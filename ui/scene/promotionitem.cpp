#include "promotionitem.h"

#include "pieceart.h"
#include "theme.h"

#include <QPainter>

namespace ui {

using core::PieceType;

namespace {

constexpr qreal Frame = 6;

} // namespace

PromotionItem::PromotionItem(const Theme *theme, PieceArt *art, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_theme(theme), m_art(art)
{
    setVisible(false);
    setZValue(50);
}

void PromotionItem::open(core::Color color, QPointF topLeft, bool downwards,
                         std::uint8_t promotions)
{
    prepareGeometryChange();
    m_color = color;
    m_downwards = downwards;
    m_choices.clear();
    for (PieceType t : core::promotion::Order)
        if (promotions >> int(t) & 1) m_choices.append(t);
    setPos(downwards ? topLeft : topLeft - QPointF(0, (m_choices.size() - 1) * Cell));
    setVisible(true);
    update();
}

// The frame is drawn around the cells: it belongs to the item, or hiding it would leave it behind.
QRectF PromotionItem::boundingRect() const
{
    return QRectF(0, 0, Cell, qMax<qsizetype>(1, m_choices.size()) * Cell)
        .adjusted(-Frame, -Frame, Frame, Frame);
}

void PromotionItem::setHighlighted(PieceType type)
{
    if (type == m_highlighted) return;
    m_highlighted = type;
    update();
}

QRectF PromotionItem::choiceRect(PieceType type) const
{
    const qsizetype i = m_choices.indexOf(type);
    if (i < 0) return {};
    const qsizetype row = m_downwards ? i : m_choices.size() - 1 - i;
    return mapRectToScene(QRectF(0, row * Cell, Cell, Cell));
}

PieceType PromotionItem::choiceAt(QPointF scenePoint) const
{
    if (!isVisible()) return PieceType::None;
    for (PieceType t : m_choices)
        if (choiceRect(t).contains(scenePoint)) return t;
    return PieceType::None;
}

void PromotionItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(m_theme->background, 4));
    painter->setBrush(m_theme->lightSquare.lighter(110));
    painter->drawRoundedRect(QRectF(0, 0, Cell, m_choices.size() * Cell).adjusted(-4, -4, 4, 4), 14,
                             14);
    for (PieceType t : m_choices) {
        const QRectF cell = mapRectFromScene(choiceRect(t));
        if (t == m_highlighted) {
            painter->setBrush(m_theme->selected);
            painter->drawRoundedRect(cell.adjusted(3, 3, -3, -3), 10, 10);
        }
        m_art->paint(painter, core::makePiece(m_color, t), cell.adjusted(6, 6, -6, -6));
    }
}

} // namespace ui
