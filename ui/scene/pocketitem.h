#pragma once

#include "core/board/position.h"

#include <QGraphicsObject>

namespace ui {

class PieceArt;
struct Theme;

/// One seat's pocket: a fixed slot per piece type (pawn to queen) with its count; empty slots stay
/// in place, drawn faintly. The pawn slot is nearest the seat's own edge of the screen.
class PocketItem : public QGraphicsObject
{
    Q_OBJECT

public:
    static constexpr qreal Width = 100;
    static constexpr qreal SlotHeight = 80;

    /// A pocket for colour `color`; `pawnAtTop` puts the pawn slot at the top (seats at the top).
    PocketItem(const Theme *theme, PieceArt *art, core::Color color, bool pawnAtTop,
               QGraphicsItem *parent = nullptr);

    /// The position whose pocket to show (null: empty).
    void setPosition(const core::Position *position);
    /// Highlights the slot of a held piece (PieceType::None: none).
    void setHeld(core::PieceType type);
    /// The piece type whose slot is under `point`, or PieceType::None.
    core::PieceType slotAt(QPointF point) const;
    /// The rectangle of a slot.
    QRectF slotRect(core::PieceType type) const;
    core::Color color() const { return m_color; }

    /// "3 knights": the count of a pocket slot in words.
    static QString describe(core::PieceType type, int count);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    void hoverMoveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    const Theme *m_theme;
    PieceArt *m_art;
    const core::Position *m_position = nullptr;
    core::Color m_color;
    bool m_pawnAtTop;
    core::PieceType m_held = core::PieceType::None;
};

} // namespace ui
