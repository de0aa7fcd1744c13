#pragma once

#include "core/types.h"

#include <string>
#include <vector>

namespace core::engine {

/// Every weight of the static evaluation (evaluation.h), in centipawns unless said otherwise.
/// The member initialisers are the built-in set that evaluate(pos) uses; `bughouse-cli tune`
/// fits them on game positions and prints this member list with new values, ready to paste.
/// Arrays by piece type run Pawn..King, pocket arrays Pawn..Queen.
///
/// - boardValue, handBonus: material; a piece in hand is worth its board value plus its bonus.
/// - mobility: per square a piece attacks that holds no own piece and no enemy pawn guards.
/// - dropMobility: per piece type in hand, per safe empty square near the enemy king.
/// - pawnAdvance (by relative rank), pawnFile (per file from the edge, from the 4th rank),
///   knightCentre, bishopCentre, queenCentre (per step from the board's middle distance),
///   rookSeventh, kingHome (on the first rank), kingWing (per file towards the centre there),
///   kingAdvance (per rank off the first): placement.
/// - King danger, in units: attackUnits per attacked square next to the king and type,
///   times attackScale; safeCheckUnits per safe checking square (two counted) and type;
///   holeUnits and attackedHoleUnits per empty square next to the king that only the king
///   guards (and that the enemy attacks); minus shieldUnits per own pawn next to the king. The
///   penalty is units² × (2 + hand) / 16, at most maxKingPenalty, where hand is the sum of
///   handUnits over the enemy's hand pieces, at most maxHandUnits.
/// - threatByPawn per piece (not pawn or king) an enemy pawn attacks; hanging per piece or pawn
///   attacked and undefended (not next to its king); tempo for the side to move.
struct EvalWeights
{
    // clang-format off
    int boardValue[6] = {135, 370, 343, 572, 839, 0};
    int handBonus[PocketTypes] = {24, 56, 38, 41, 49};
    int mobility[6] = {0, 5, 14, 9, 5, 0};
    int dropMobility[PocketTypes] = {2, 1, 1, 1, 1};
    int pawnAdvance[8] = {0, 0, 0, 10, 25, 39, 62, 0};
    int pawnFile = 6;
    int knightCentre = 14;
    int bishopCentre = 8;
    int queenCentre = 2;
    int rookSeventh = 20;
    int kingHome = 21;
    int kingWing = 10;
    int kingAdvance = 26;
    int attackUnits[6] = {9, 7, 4, 3, 4, 0};
    int handUnits[PocketTypes] = {1, 4, 2, 5, 5};
    int maxHandUnits = 9;
    int safeCheckUnits[PocketTypes] = {2, 12, 8, 6, 8};
    int attackScale = 3;
    int holeUnits = 13;
    int attackedHoleUnits = 2;
    int shieldUnits = 6;
    int maxKingPenalty = 1988;
    int threatByPawn = 41;
    int hanging = 23;
    int tempo = 17;
    // clang-format on
};

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
