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
struct EvalWeights
{
    // clang-format off
    int boardValue[6] = {36, 93, 99, 128, 174, 0};
    int handBonus[PocketTypes] = {-12, 4, 2, 21, 10};
    int mobility[6] = {0, 8, 13, 7, 9, 0};
    int dropMobility[PocketTypes] = {17, 7, 0, -1, 8};
    int pawnSquares[SquareTableSize] = {
        0, 0, 0, 0,
        20, 25, 8, -18,
        -18, -2, -2, -6,
        -24, -6, -1, 8,
        -9, 7, 4, 26,
        42, 24, 43, 52,
        29, 35, 29, 39,
        0, 0, 0, 0};
    int knightSquares[SquareTableSize] = {
        -4, -44, -33, -6,
        -19, -5, 11, 16,
        -17, 10, 5, -7,
        16, 40, 38, 53,
        66, 11, 10, 58,
        34, -10, -1, 6,
        15, -18, 0, 13,
        -28, 12, -10, 22};
    int bishopSquares[SquareTableSize] = {
        -33, -21, -8, 13,
        11, 18, 8, 9,
        19, 15, 5, 22,
        10, -3, 17, 28,
        -4, 18, 24, 46,
        18, 45, 1, 1,
        -26, -25, 11, 17,
        -30, -18, -24, -30};
    int rookSquares[SquareTableSize] = {
        -8, -16, 31, 9,
        -1, 5, 6, -20,
        -22, -2, -35, -23,
        -32, -27, 11, -3,
        26, -28, 33, 17,
        23, 6, 29, -16,
        -24, -21, -8, -32,
        28, 29, 52, 48};
    int queenSquares[SquareTableSize] = {
        -21, -8, -12, 7,
        17, 11, 7, 5,
        -2, -11, -11, -7,
        -3, 9, -22, -28,
        -1, -1, -22, -3,
        -10, -23, -10, 33,
        12, -17, -2, -28,
        20, 26, 43, -33};
    int kingSquares[SquareTableSize] = {
        13, 51, 5, -6,
        4, 10, -24, 1,
        -33, -36, 19, -19,
        -63, -70, 8, -14,
        24, -57, -40, 22,
        25, -19, 20, -40,
        -24, -26, -56, -76,
        -29, -30, -69, -80};
    int attackUnits[6] = {5, 4, 3, 2, 0, 0};
    int handUnits[PocketTypes] = {4, 4, 3, 3, 4};
    int maxHandUnits = 5;
    int safeCheckUnits[PocketTypes] = {19, 27, 7, 12, 10};
    int attackScale = 3;
    int holeUnits = 1;
    int attackedHoleUnits = 2;
    int flankUnits = 4;
    int shieldUnits = 8;
    int kingDangerDivisor = 136;
    int maxKingPenalty = 280;
    int threatByPawn = 70;
    int threatByMinor = 42;
    int threatByRook = 53;
    int hanging = 17;
    int tempo = 111;
    int kingDistance = 14;
    int unsafeCheckUnits = 7;
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
