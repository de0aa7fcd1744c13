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
///   maxHandUnits.
/// - threatByPawn per piece (not pawn or king) an enemy pawn attacks; threatByMinor per rook or
///   queen an enemy knight or bishop attacks; threatByRook per queen an enemy rook attacks; hanging
///   per piece or pawn attacked and undefended (not next to its king); tempo for the side to move.
struct EvalWeights
{
    // clang-format off
    int boardValue[6] = {188, 287, 313, 446, 683, 0};
    int handBonus[PocketTypes] = {-109, 149, 101, 192, 142};
    int mobility[6] = {0, 29, 41, 16, 22, 0};
    int dropMobility[PocketTypes] = {81, 26, 4, -37, 179};
    int pawnSquares[SquareTableSize] = {
        0, 0, 0, 0,
        -71, 153, 105, -209,
        -224, -13, -17, -46,
        -190, -55, -5, 18,
        -80, 46, 132, 152,
        321, 246, 341, 211,
        160, 313, 156, 228,
        0, 0, 0, 0};
    int knightSquares[SquareTableSize] = {
        -21, -248, -222, -30,
        -128, -20, 96, 95,
        -164, 87, 121, -97,
        93, 239, 275, 245,
        236, 80, 39, 207,
        229, -64, -13, 34,
        96, -278, -14, 83,
        -342, 80, -73, 136};
    int bishopSquares[SquareTableSize] = {
        -270, -127, -70, 134,
        79, 114, 42, 75,
        135, 80, 46, 65,
        82, -30, 203, 155,
        -34, 230, 157, 258,
        134, 300, 8, 3,
        -204, -308, 73, 220,
        -259, -112, -180, -252};
    int rookSquares[SquareTableSize] = {
        -26, -110, 117, 41,
        5, 38, 50, -159,
        -186, -6, -300, -164,
        -232, -183, 71, -18,
        184, -222, 207, 112,
        170, 36, 196, -104,
        -168, -150, -51, -280,
        204, 188, 300, 300};
    int queenSquares[SquareTableSize] = {
        -126, -59, -85, 15,
        110, 84, 72, 16,
        -30, -91, -42, -52,
        -6, 49, -194, -204,
        -11, 2, -160, -22,
        -70, -150, -64, 247,
        87, -108, -15, -180,
        127, 180, 298, -300};
    int kingSquares[SquareTableSize] = {
        171, 240, 76, -70,
        8, 78, -228, 17,
        -146, -304, 161, -130,
        -378, -378, 56, -85,
        196, -404, -404, 196,
        170, -130, 170, -430,
        -156, -156, -456, -456,
        -182, -182, -482, -482};
    int attackUnits[6] = {4, 6, 4, 2, 2, 0};
    int handUnits[PocketTypes] = {1, 2, 2, 3, 3};
    int maxHandUnits = 6;
    int safeCheckUnits[PocketTypes] = {17, 20, 6, 12, 9};
    int attackScale = 3;
    int holeUnits = 10;
    int attackedHoleUnits = -1;
    int flankUnits = 3;
    int shieldUnits = 5;
    int kingDangerDivisor = 16;
    int maxKingPenalty = 1704;
    int threatByPawn = 284;
    int threatByMinor = 146;
    int threatByRook = 300;
    int hanging = 52;
    int tempo = 317;
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
