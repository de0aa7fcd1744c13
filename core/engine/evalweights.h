#pragma once

#include "core/board/types.h"

#include <string>
#include <vector>

namespace core::engine {

/// The entries of a square table: 8 ranks × 4 files, as squareIndex() says.
inline constexpr int SquareTableSize = 32;

/// Every weight of the static evaluation (evaluation.h), in centipawns unless said otherwise.
/// The member initialisers are the built-in set that evaluate(pos) uses; `bughouse-tune`
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
///   next to the king. The penalty is units² × (2 + hand) / kingDangerDivisor (at least 1), at
///   most maxKingPenalty, where hand is the sum of handUnits over the enemy's hand pieces, at most
///   maxHandUnits. maxKingPenalty is set by self-play, not by the fit: a higher cap played weaker.
/// - threatByPawn per piece (not pawn or king) an enemy pawn attacks; threatByMinor per rook or
///   queen an enemy knight or bishop attacks; threatByRook per queen an enemy rook attacks; hanging
///   per piece or pawn attacked and undefended (not next to its king); tempo for the side to move.
/// - kingDistance: per knight, bishop, rook and queen, its distance to its own king times its
///   distance to the enemy king, over 16 (a penalty).
/// - unsafeCheckUnits: king-danger units per square (four counted) from which an enemy piece on
///   the board or in hand could check, but not safely.
/// - pinnedUnits: king-danger units per own piece alone between the king and an enemy bishop, rook
///   or queen on its line; weakRingUnits per own piece next to the king that the enemy attacks and
///   no own piece but the king guards; dropAttackUnits per piece of a type in the enemy's hand (two
///   counted) if one could land next to the king on an empty square the enemy supports and no own
///   piece guards.
/// - notToMoveShare: the king penalty of the side not to move is multiplied by
///   (16 + notToMoveShare) / 16, after the cap; a ratio, which does not scale.
struct EvalWeights
{
    // clang-format off
    int boardValue[6] = {50, 104, 115, 134, 225, 0};
    int handBonus[PocketTypes] = {-13, 1, -5, 24, 6};
    int mobility[6] = {0, 9, 8, 7, 6, 0};
    int dropMobility[PocketTypes] = {20, 11, 7, 3, 12};
    int pawnSquares[SquareTableSize] = {
        0, 0, 0, 0,
        -9, 18, 10, -29,
        -18, 7, -6, 1,
        -11, -3, -8, 11,
        -11, 6, 7, 22,
        37, 25, 45, 47,
        21, 37, 41, 45,
        0, 0, 0, 0};
    int knightSquares[SquareTableSize] = {
        -6, -18, -24, -8,
        -17, -8, 7, 10,
        -11, 8, 4, -5,
        14, 52, 24, 49,
        28, 11, 19, 52,
        60, -9, 0, 7,
        16, -15, -2, 12,
        -30, 13, -10, 22};
    int bishopSquares[SquareTableSize] = {
        -30, -21, -7, 10,
        11, 21, 8, 8,
        14, 19, 8, 14,
        15, -1, 14, 21,
        0, 18, 24, 31,
        25, 42, 3, 3,
        -24, -21, 10, 14,
        -25, -20, -23, -23};
    int rookSquares[SquareTableSize] = {
        -9, -11, 3, 9,
        -3, 3, 7, -16,
        -21, -4, -26, -23,
        -24, -25, 12, -3,
        23, -24, 29, 16,
        25, 7, 27, -15,
        -20, -19, -9, -26,
        24, 27, 45, 40};
    int queenSquares[SquareTableSize] = {
        -17, -9, -12, 15,
        16, 10, 9, 1,
        -2, -10, -14, -8,
        -1, 8, -16, -27,
        -1, -1, -25, -5,
        -11, -20, -10, 33,
        12, -16, -1, -24,
        15, 28, 35, -25};
    int kingSquares[SquareTableSize] = {
        27, 53, 2, -6,
        12, 12, -16, -5,
        -48, -39, 16, -26,
        -64, -60, 8, -15,
        19, -50, -29, 18,
        24, -19, 17, -32,
        -24, -30, -51, -77,
        -31, -34, -68, -85};
    int attackUnits[6] = {4, 4, 3, 2, 0, 0};
    int handUnits[PocketTypes] = {1, 2, 2, 2, 2};
    int maxHandUnits = 5;
    int safeCheckUnits[PocketTypes] = {21, 29, 8, 16, 13};
    int attackScale = 3;
    int holeUnits = 3;
    int attackedHoleUnits = 4;
    int flankUnits = 5;
    int shieldUnits = 8;
    int kingDangerDivisor = 199;
    int maxKingPenalty = 300;
    int threatByPawn = 78;
    int threatByMinor = 69;
    int threatByRook = 72;
    int hanging = 30;
    int tempo = 65;
    int kingDistance = 13;
    int unsafeCheckUnits = 7;
    int pinnedUnits = 13;
    int weakRingUnits = 6;
    int dropAttackUnits[PocketTypes] = {-1, 0, 1, 2, 8};
    int notToMoveShare = 15;
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

/// Scales `w` so that evaluate(pos, w) becomes about `factor` × what it was: every centipawn
/// weight is multiplied by `factor` (rounded), kingDangerDivisor divided by it, the king-danger
/// units stay. `factor` is positive.
void scaleWeights(EvalWeights &w, double factor);

/// The member list of EvalWeights with the values of `w`, as C++ text in the layout of this
/// header, one member a line.
std::string weightsAsCpp(const EvalWeights &w);

} // namespace core::engine
