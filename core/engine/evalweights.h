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
/// - kingDistance: per knight, bishop, rook and queen, its distance to its own king times its
///   distance to the enemy king, over 16 (a penalty).
/// - unsafeCheckUnits: king-danger units per square (four counted) from which an enemy piece on
///   the board or in hand could check, but not safely.
struct EvalWeights
{
    // clang-format off
    int boardValue[6] = {46, 86, 65, 106, 182, 0};
    int handBonus[PocketTypes] = {-13, 16, 7, 31, 8};
    int mobility[6] = {0, 1, 6, 0, 3, 0};
    int dropMobility[PocketTypes] = {12, 5, 3, -2, 4};
    int pawnSquares[SquareTableSize] = {
        0, 0, 0, 0,
        -12, 26, 19, -10,
        4, -2, -3, 0,
        -26, -7, -2, 0,
        -10, 6, 4, 18,
        27, 19, 60, 40,
        21, 41, 19, 36,
        0, 0, 0, 0};
    int knightSquares[SquareTableSize] = {
        -3, -32, -33, -5,
        -17, -3, 11, 15,
        -21, 11, 14, -13,
        14, 30, 33, 41,
        41, 10, 6, 39,
        26, -9, -2, 5,
        13, -17, 0, 12,
        -42, 11, -10, 20};
    int bishopSquares[SquareTableSize] = {
        -31, -15, -7, 18,
        11, 14, 7, 11,
        16, 11, 5, 10,
        12, -3, 13, 25,
        -4, 15, 23, 50,
        14, 41, 2, 0,
        -27, -35, 10, 27,
        -27, -16, -23, -35};
    int rookSquares[SquareTableSize] = {
        -3, -15, 19, 5,
        1, 4, 6, -20,
        -27, -2, -38, -20,
        -31, -24, 10, -3,
        26, -29, 28, 16,
        24, 5, 27, -14,
        -23, -21, -7, -38,
        28, 26, 48, 44};
    int queenSquares[SquareTableSize] = {
        -18, -8, -10, 5,
        15, 11, 9, 2,
        -3, -12, -6, -6,
        -2, 6, -27, -26,
        -2, 0, -21, -3,
        -10, -21, -9, 32,
        12, -15, -2, -23,
        18, 23, 42, -34};
    int kingSquares[SquareTableSize] = {
        13, 18, 7, -4,
        3, 10, -20, 1,
        -22, -34, 22, -18,
        -57, -53, 8, -12,
        26, -57, -49, 25,
        24, -18, 22, -50,
        -22, -22, -59, -66,
        -26, -26, -66, -69};
    int attackUnits[6] = {4, 4, 3, 5, 0, 0};
    int handUnits[PocketTypes] = {2, 1, 2, 5, 3};
    int maxHandUnits = 6;
    int safeCheckUnits[PocketTypes] = {19, 21, 12, 18, 12};
    int attackScale = 3;
    int holeUnits = 7;
    int attackedHoleUnits = 1;
    int flankUnits = 3;
    int shieldUnits = 2;
    int kingDangerDivisor = 161;
    int maxKingPenalty = 433;
    int threatByPawn = 40;
    int threatByMinor = 27;
    int threatByRook = 45;
    int hanging = 12;
    int tempo = 79;
    int kingDistance = 0;
    int unsafeCheckUnits = 0;
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
