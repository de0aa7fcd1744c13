#pragma once

#include "core/match/match.h"
#include "core/match/partnersignal.h"

#include <QList>
#include <QPointF>

#include <compare>

namespace ui::input {

/// The device a hand belongs to.
enum class HandKind
{
    Mouse,
    Touch,
    Keys,
    Pad
};

/// Names one hand: the mouse, a touch point (a serial number per touch, never reused), a
/// keyboard block (0 plays board A, 1 board B) or a gamepad (its SDL instance id).
struct HandId
{
    HandKind kind = HandKind::Mouse;
    int index = 0;

    auto operator<=>(const HandId &) const = default;
};

/// What lies under a hand: the scene's geometry turned into the terms of the match.
struct Spot
{
    enum class Kind
    {
        Nothing,
        Square,
        Pocket,
        Promotion,
        Signal,
        Clock
    };

    Kind kind = Kind::Nothing;
    core::Board board = core::Board::A;       ///< every kind but Nothing
    core::Square square = core::Square::None; ///< Square
    core::Seat seat = core::Seat::WhiteA;     ///< Pocket (whose pocket), Signal (who sends), Clock
    core::PieceType piece = core::PieceType::None;         ///< Pocket slot, Promotion choice
    core::PartnerSignal signal = core::PartnerSignal::Sit; ///< Signal
};

/// A piece a hand holds: picked up from a square or a pocket slot of one board.
struct Hand
{
    HandId id;
    core::Board board = core::Board::A;
    core::Square from = core::Square::None;           ///< Square::None for a pocket piece
    core::PieceType dropType = core::PieceType::None; ///< the pocket piece's type
    core::Piece piece = core::Piece::None;
    QList<core::Move> moves; ///< its legal moves
    QPointF pos;             ///< where it is drawn, in scene coordinates
    QPointF pressPos;
    core::Square over = core::Square::None; ///< the square under a dragging pointer
    bool dragging = false;                  ///< follows the pointer or key cursor
    bool moved = false;                     ///< the pointer left the press point
    bool premove = false;                   ///< held while the opponent is to move
};

} // namespace ui::input
