#pragma once

#include "core/board/position.h"

namespace core::engine {

/// True if `m`, a move in `pos`, takes a piece (en passant included).
bool isCapture(const Position &pos, Move m);
/// What capturing with `m` earns, as Position::Undo::earned() reports it after the move: the
/// captured piece's type, a pawn for a promoted piece or en passant; None for no capture.
PieceType earnedBy(const Position &pos, Move m);

/// Static exchange evaluation: the material balance in centipawns (board values, see
/// pieceValue()) for the side to move of playing `m` and then trading on its target square,
/// each side recapturing with its least valuable piece as long as that pays. Pins and checks are
/// ignored. A drop or quiet move to a square the opponent wins comes out negative; castling is 0.
int staticExchange(const Position &pos, Move m);

} // namespace core::engine
