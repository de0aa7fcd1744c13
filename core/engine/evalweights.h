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
///   queen an enemy knight or bishop attacks; threatByRook per queen an enemy rook attacks; hanging
///   per piece or pawn attacked and undefended (not next to its king); tempo for the side to move.
struct EvalWeights
{
    // clang-format off
    int boardValue[6] = {192, 329, 378, 491, 786, 0};
    int handBonus[PocketTypes] = {-73, 147, 52, 207, 148};
    int mobility[6] = {0, 31, 41, 27, 30, 0};
    int dropMobility[PocketTypes] = {67, 14, 13, 20, 104};
    int pawnSquares[SquareTableSize] = {
        0, 0, 0, 0,
        -53, 152, 114, -229,
        -160, 51, 37, 26,
        -173, -59, 38, 59,
        -54, 7, 92, 140,
        301, 254, 443, 212,
        287, 220, 170, 314,
        0, 0, 0, 0};
    int knightSquares[SquareTableSize] = {
        -26, -195, -112, -49,
        -144, -71, 142, 137,
        -82, 136, 147, 48,
        80, 262, 261, 289,
        270, 167, 168, 261,
        332, 28, 72, 48,
        -65, -61, -80, -11,
        -288, 30, -6, 193};
    int bishopSquares[SquareTableSize] = {
        -260, -30, -17, 126,
        223, 170, 57, 107,
        140, 168, 117, 148,
        206, 64, 217, 212,
        123, 281, 77, 337,
        53, 305, 142, 89,
        -114, -169, 37, 67,
        -53, -62, -118, 48};
    int rookSquares[SquareTableSize] = {
        -82, -88, 76, 50,
        -93, 81, 91, -64,
        -135, -114, -344, -123,
        -144, -118, 53, 195,
        -84, -186, 100, 268,
        116, -22, 194, 194,
        -119, -192, -151, -97,
        144, 286, 380, 186};
    int queenSquares[SquareTableSize] = {
        -271, -116, -55, 30,
        -18, 26, 47, -9,
        -24, -38, -8, -62,
        -31, 10, -118, -14,
        42, -66, -53, -79,
        -80, -42, -123, 307,
        28, 18, 93, -75,
        167, 229, 266, -482};
    int kingSquares[SquareTableSize] = {
        201, 374, 103, 18,
        108, -45, -116, -65,
        -330, -180, -27, -174,
        -466, -678, -21, -385,
        238, -669, -704, 276,
        -90, -430, -130, -130,
        -156, -156, -756, -756,
        -182, -182, -782, -782};
    int attackUnits[6] = {4, 5, 3, 2, 1, 0};
    int handUnits[PocketTypes] = {1, 2, 2, 2, 2};
    int maxHandUnits = 5;
    int safeCheckUnits[PocketTypes] = {17, 25, 7, 14, 10};
    int attackScale = 3;
    int holeUnits = 7;
    int attackedHoleUnits = 0;
    int flankUnits = 4;
    int shieldUnits = 5;
    int maxKingPenalty = 1464;
    int threatByPawn = 375;
    int threatByMinor = 259;
    int threatByRook = 506;
    int hanging = 67;
    int tempo = 486;
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
