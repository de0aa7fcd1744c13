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
    int boardValue[6] = {44, 98, 98, 122, 192, 0};
    int handBonus[PocketTypes] = {-12, 2, -2, 22, 7};
    int mobility[6] = {0, 8, 7, 7, 6, 0};
    int dropMobility[PocketTypes] = {25, 11, 7, 3, 10};
    int pawnSquares[SquareTableSize] = {
        0, 0, 0, 0,
        -18, 15, 9, -23,
        -10, 3, -4, 0,
        -9, -4, -5, 9,
        -9, 6, 5, 21,
        47, 23, 41, 49,
        21, 32, 32, 37,
        0, 0, 0, 0};
    int knightSquares[SquareTableSize] = {
        -5, -16, -25, -7,
        -17, -6, 8, 10,
        -12, 8, 4, -6,
        14, 45, 26, 41,
        40, 11, 13, 51,
        43, -9, 0, 6,
        15, -15, -1, 12,
        -28, 12, -10, 21};
    int bishopSquares[SquareTableSize] = {
        -30, -20, -6, 11,
        11, 18, 7, 8,
        16, 16, 6, 14,
        12, -2, 15, 24,
        -2, 18, 24, 35,
        20, 42, 2, 2,
        -25, -22, 10, 15,
        -26, -18, -22, -26};
    int rookSquares[SquareTableSize] = {
        -8, -11, 4, 8,
        -2, 4, 6, -17,
        -21, -3, -28, -22,
        -26, -24, 11, -3,
        23, -24, 28, 16,
        23, 6, 27, -15,
        -20, -19, -8, -27,
        24, 26, 43, 39};
    int queenSquares[SquareTableSize] = {
        -17, -8, -11, 11,
        16, 10, 8, 3,
        -2, -10, -12, -7,
        -2, 8, -17, -26,
        -1, -1, -22, -4,
        -10, -20, -10, 33,
        11, -16, -1, -25,
        16, 27, 36, -27};
    int kingSquares[SquareTableSize] = {
        18, 43, 3, -5,
        8, 10, -17, -3,
        -38, -37, 16, -22,
        -62, -62, 7, -14,
        20, -51, -32, 19,
        23, -18, 17, -33,
        -23, -27, -50, -73,
        -28, -30, -65, -79};
    int attackUnits[6] = {4, 4, 3, 2, 0, 0};
    int handUnits[PocketTypes] = {2, 2, 2, 3, 2};
    int maxHandUnits = 5;
    int safeCheckUnits[PocketTypes] = {23, 29, 9, 14, 13};
    int attackScale = 3;
    int holeUnits = 2;
    int attackedHoleUnits = 3;
    int flankUnits = 5;
    int shieldUnits = 8;
    int kingDangerDivisor = 159;
    int maxKingPenalty = 275;
    int threatByPawn = 72;
    int threatByMinor = 59;
    int threatByRook = 56;
    int hanging = 23;
    int tempo = 114;
    int kingDistance = 14;
    int unsafeCheckUnits = 7;
    int pinnedUnits = 9;
    int weakRingUnits = 5;
    int dropAttackUnits[PocketTypes] = {0, 1, 1, 0, 2};
    int notToMoveShare = 0;
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
