#pragma once

#include "position.h"

#include <string>
#include <string_view>

/// Reading and writing moves: UCI and SAN, drops included (`N@f3`).
namespace core {

/// Why a move is not legal, for messages in the UI and in readers.
enum class MoveError : std::uint8_t
{
    None,            ///< the move is legal
    NoPieceToMove,   ///< no piece of the side to move on the origin square
    NotInPocket,     ///< the pocket holds no piece of the dropped type
    PawnOnBackRank,  ///< pawns cannot be dropped on the first or last rank (seed 000, Drops)
    SquareOccupied,  ///< drops land on empty squares only (seed 000, Drops)
    DropMate,        ///< drop-mate is forbidden in this match
    CannotMoveThere, ///< the piece does not move that way
    CannotCastle,    ///< castling right lost, path blocked, or king in, through or into check
    KingInCheck,     ///< the move would leave (or keep) the mover's king in check
    BadPromotion,    ///< a promotion needs a Q, R, B or N, and only a pawn reaching the last rank
    DropCheck,       ///< drops may not give check in this match (Rules::dropCheck)
    PromotionNotAllowed ///< the match does not allow promotion to that piece (Rules::promotions)
};

/// Why `m` is not legal in `pos`, or MoveError::None if it is. Any Move value is accepted.
MoveError checkMove(const Position &pos, Move m);
/// An English sentence for `e` (the UI translates its own wording of the same errors).
const char *describe(MoveError e);

/// The move a piece makes from `from` to `to` in `pos`, with its kind worked out (castling as the
/// king's two-square step or king-takes-own-rook, en passant, promotion to `promotion`, which
/// defaults to none). Not checked for legality: pass it to checkMove() or a match.
Move moveFromSquares(const Position &pos, Square from, Square to,
                     PieceType promotion = PieceType::None);

/// UCI text: `e2e4`, `e7e8q`, castling as the king's move `e1g1`, drops `N@f3` (upper-case letter
/// for both colours, `P@e4` for pawns).
std::string toUci(Move m);
/// Reads a UCI move and checks it is legal in `pos`. Accepts lower-case drop letters and castling
/// written as king-takes-rook (`e1h1`). Fails with a message naming what is wrong.
Result<Move> parseUci(const Position &pos, std::string_view text);

/// SAN of the legal move `m` in `pos`: `Nbd7`, `exd6`, `e8=Q+`, `O-O`, `N@f3`, `P@e4#`.
std::string toSan(const Position &pos, Move m);
/// Reads SAN and checks it is legal in `pos`. Accepts `@e4` for a pawn drop, `0-0`, `x` or `:`
/// for captures, promotion with or without `=`, and trailing `+`, `#`, `!`, `?`.
Result<Move> parseSan(const Position &pos, std::string_view text);

} // namespace core
