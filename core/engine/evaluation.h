#pragma once

#include "core/position.h"

namespace core::engine {

/// The largest magnitude evaluate() returns, well below mate scores.
constexpr int EvalLimit = 20000;

/// Centipawn value of a piece of type `t` on the board (0 for the king and None); used by the
/// evaluation, by move ordering and for the credit of pieces passed to a bughouse partner.
int pieceValue(PieceType t);
/// Centipawn value of a piece of type `t` (Pawn..Queen) in hand: its board value plus a bonus,
/// since it can land on any empty square, pawns most of all.
int handValue(PieceType t);

/// Static evaluation of `pos` in centipawns from the side to move's point of view: material on
/// the board and in hand, piece placement, mobility, king safety (attacks on the squares around
/// the king, empty undefended squares there and safe checks by pieces on the board or in hand,
/// scaled by what the opponent holds in hand), threats (pieces attacked by pawns, or attacked and
/// undefended), plus a small bonus for having the move. Within ±EvalLimit.
int evaluate(const Position &pos);

} // namespace core::engine
