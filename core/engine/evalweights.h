#pragma once

#include "core/types.h"

#include <string>
#include <vector>

namespace core::engine {

/// The entries of a square table: 8 ranks × 4 files, as squareIndex() says.
inline constexpr int SquareTableSize = 32;

/// Every weight of the static evaluation (evaluation.h), in centipawns unless said otherwise.
/// The member initialisers are the built-in set that evaluate(pos) uses; `bughouse-cli tune`
/// fits them on game positions and prints this member list with new values, ready to paste.
/// Arrays by piece type run Pawn..King, pocket arrays Pawn..Queen, square tables as
/// squareIndex() says.
///
/// - boardValue, handBonus: material; a piece in hand is worth its board value plus its bonus.
/// - mobility: per square a piece attacks that holds no own piece and no enemy pawn guards.
/// - dropMobility: per piece type in hand, per safe empty square near the enemy king.
/// - pawnSquares ... kingSquares: placement, by square seen from the piece's own side, a rank a
///   row from its first rank, files a-d (e-h mirrored onto them: h as a, g as b ...).
/// - King danger, in units: attackUnits per attacked square next to the king and type,
///   times attackScale; safeCheckUnits per safe checking square (two counted) and type;
///   holeUnits and attackedHoleUnits per empty square next to the king that only the king
///   guards (and that the enemy attacks); flankUnits per square the enemy attacks in the king's
///   flank (its file and the next ones, the first four ranks); minus shieldUnits per own pawn
///   next to the king. The
///   penalty is units² × (2 + hand) / 16, at most maxKingPenalty, where hand is the sum of
///   handUnits over the enemy's hand pieces, at most maxHandUnits.
/// - threatByPawn per piece (not pawn or king) an enemy pawn attacks; threatByMinor per rook or
///   queen an enemy knight or bishop attacks; threatByRook per queen an enemy rook attacks; hanging per piece or pawn
///   attacked and undefended (not next to its king); tempo for the side to move.
struct EvalWeights
{
    // clang-format off
    int boardValue[6] = {135, 370, 343, 572, 839, 0};
    int handBonus[PocketTypes] = {24, 56, 38, 41, 49};
    int mobility[6] = {0, 5, 14, 9, 5, 0};
    int dropMobility[PocketTypes] = {2, 1, 1, 1, 1};
    int pawnSquares[SquareTableSize] = {
        0, 0, 0, 0,
        0, 0, 0, 0,
        0, 0, 0, 0,
        10, 16, 22, 28,
        25, 31, 37, 43,
        39, 45, 51, 57,
        62, 68, 74, 80,
        0, 0, 0, 0};
    int knightSquares[SquareTableSize] = {
        -42, -28, -14, 0,
        -28, -14, 0, 14,
        -14, 0, 14, 28,
        0, 14, 28, 42,
        0, 14, 28, 42,
        -14, 0, 14, 28,
        -28, -14, 0, 14,
        -42, -28, -14, 0};
    int bishopSquares[SquareTableSize] = {
        -24, -16, -8, 0,
        -16, -8, 0, 8,
        -8, 0, 8, 16,
        0, 8, 16, 24,
        0, 8, 16, 24,
        -8, 0, 8, 16,
        -16, -8, 0, 8,
        -24, -16, -8, 0};
    int rookSquares[SquareTableSize] = {
        0, 0, 0, 0,
        0, 0, 0, 0,
        0, 0, 0, 0,
        0, 0, 0, 0,
        0, 0, 0, 0,
        0, 0, 0, 0,
        20, 20, 20, 20,
        0, 0, 0, 0};
    int queenSquares[SquareTableSize] = {
        -6, -4, -2, 0,
        -4, -2, 0, 2,
        -2, 0, 2, 4,
        0, 2, 4, 6,
        0, 2, 4, 6,
        -2, 0, 2, 4,
        -4, -2, 0, 2,
        -6, -4, -2, 0};
    int kingSquares[SquareTableSize] = {
        21, 21, 11, 1,
        -26, -26, -26, -26,
        -52, -52, -52, -52,
        -78, -78, -78, -78,
        -104, -104, -104, -104,
        -130, -130, -130, -130,
        -156, -156, -156, -156,
        -182, -182, -182, -182};
    int attackUnits[6] = {9, 7, 4, 3, 4, 0};
    int handUnits[PocketTypes] = {1, 4, 2, 5, 5};
    int maxHandUnits = 9;
    int safeCheckUnits[PocketTypes] = {2, 12, 8, 6, 8};
    int attackScale = 3;
    int holeUnits = 13;
    int attackedHoleUnits = 2;
    int flankUnits = 0;
    int shieldUnits = 6;
    int maxKingPenalty = 1988;
    int threatByPawn = 41;
    int threatByMinor = 0;
    int threatByRook = 0;
    int hanging = 23;
    int tempo = 17;
    // clang-format on
};

/// The index into the square tables (EvalWeights::pawnSquares ...) of square `s` for a piece of
/// colour `c`: relative rank × 4 + file distance from the nearer edge.
constexpr int squareIndex(Color c, Square s)
{
    const int file = fileOf(s);
    return relativeRank(c, s) * 4 + (file < 4 ? file : 7 - file);
}

/// The built-in weights.
inline constexpr EvalWeights DefaultWeights{};

/// One weight of an EvalWeights, by name (`boardValue[1]`), for a tuner to change.
struct EvalWeight
{
    std::string name;
    int *value;
};

/// The weights of `w` a tuner may change: all but those that are zero by definition (the king's
/// value, mobility and attack units, a pawn's mobility, pawns on the first and last rank).
std::vector<EvalWeight> tunableWeights(EvalWeights &w);

/// The member list of EvalWeights with the values of `w`, as C++ text in the layout of this
/// header, one member a line.
std::string weightsAsCpp(const EvalWeights &w);

} // namespace core::engine
