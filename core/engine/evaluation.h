#pragma once

#include "core/board/position.h"
#include "core/engine/evalweights.h"

namespace core::engine {

/// The largest magnitude evaluate() returns, well below mate scores.
constexpr int EvalLimit = 20000;

/// Centipawn value of a piece of type `t` on the board (the built-in EvalWeights::boardValue, 0
/// for the king and None); used by the evaluation, by move ordering and for the credit of pieces
/// passed to a bughouse partner.
int pieceValue(PieceType t);
/// Centipawn value of a piece of type `t` (Pawn..Queen) in hand: its board value plus the
/// built-in EvalWeights::handBonus, since it can land on any empty square.
int handValue(PieceType t);

/// Static evaluation of `pos` in centipawns from the side to move's point of view, with the
/// built-in weights (DefaultWeights): material on the board and in hand, piece placement (a
/// square table per piece), mobility, drop mobility (safe empty squares near the enemy king for
/// the pieces in hand), the pieces' distance from both kings, king safety (attacks on the squares
/// around the king and in its flank, empty undefended squares there and safe and unsafe checks by
/// pieces on the board or in hand, scaled by what the opponent holds in hand, and larger for the
/// side not to move), threats (pieces attacked by pawns, rooks and queens by minor pieces, queens
/// by rooks, pieces attacked and undefended), plus a bonus for having the move. Within
/// ±EvalLimit.
int evaluate(const Position &pos);
/// evaluate() with the weights `weights`, for tuning; evaluate(pos, DefaultWeights) ==
/// evaluate(pos).
int evaluate(const Position &pos, const EvalWeights &weights);

} // namespace core::engine
