#include "evalweights.h"

#include <cmath>

namespace core::engine {

namespace {

// What a member's values are: centipawns, which scale with the evaluation; king-danger units,
// which do not (the penalty grows with their square); the divisor of that square; or a ratio,
// which does not scale either.
enum class Unit
{
    Centipawns,
    DangerUnits,
    Divisor,
    Ratio
};

// Calls f(name, values, size, fixed, unit) for each member of EvalWeights in declaration order;
// bit i of `fixed` marks element i as zero by definition, not to be tuned.
template <typename Weights, typename F> void forEachMember(Weights &w, F g)
{
    const auto f = [&](const char *name, auto *values, int size, unsigned fixed,
                       Unit unit = Unit::Centipawns) { g(name, values, size, fixed, unit); };
    f("boardValue", w.boardValue, 6, 1u << 5);
    f("handBonus", w.handBonus, PocketTypes, 0u);
    f("mobility", w.mobility, 6, 1u << 0 | 1u << 5);
    f("dropMobility", w.dropMobility, PocketTypes, 0u);
    // No pawn stands on its first or last rank.
    f("pawnSquares", w.pawnSquares, SquareTableSize, 0xfu | 0xfu << 28);
    f("knightSquares", w.knightSquares, SquareTableSize, 0u);
    f("bishopSquares", w.bishopSquares, SquareTableSize, 0u);
    f("rookSquares", w.rookSquares, SquareTableSize, 0u);
    f("queenSquares", w.queenSquares, SquareTableSize, 0u);
    f("kingSquares", w.kingSquares, SquareTableSize, 0u);
    f("attackUnits", w.attackUnits, 6, 1u << 5, Unit::DangerUnits);
    f("handUnits", w.handUnits, PocketTypes, 0u, Unit::DangerUnits);
    f("maxHandUnits", &w.maxHandUnits, 1, 0u, Unit::DangerUnits);
    f("safeCheckUnits", w.safeCheckUnits, PocketTypes, 0u, Unit::DangerUnits);
    f("attackScale", &w.attackScale, 1, 0u, Unit::DangerUnits);
    f("holeUnits", &w.holeUnits, 1, 0u, Unit::DangerUnits);
    f("attackedHoleUnits", &w.attackedHoleUnits, 1, 0u, Unit::DangerUnits);
    f("flankUnits", &w.flankUnits, 1, 0u, Unit::DangerUnits);
    f("shieldUnits", &w.shieldUnits, 1, 0u, Unit::DangerUnits);
    f("kingDangerDivisor", &w.kingDangerDivisor, 1, 0u, Unit::Divisor);
    f("maxKingPenalty", &w.maxKingPenalty, 1, 0u);
    f("threatByPawn", &w.threatByPawn, 1, 0u);
    f("threatByMinor", &w.threatByMinor, 1, 0u);
    f("threatByRook", &w.threatByRook, 1, 0u);
    f("hanging", &w.hanging, 1, 0u);
    f("tempo", &w.tempo, 1, 0u);
    f("kingDistance", &w.kingDistance, 1, 0u);
    f("unsafeCheckUnits", &w.unsafeCheckUnits, 1, 0u, Unit::DangerUnits);
    f("pinnedUnits", &w.pinnedUnits, 1, 0u, Unit::DangerUnits);
    f("weakRingUnits", &w.weakRingUnits, 1, 0u, Unit::DangerUnits);
    f("dropAttackUnits", w.dropAttackUnits, PocketTypes, 0u, Unit::DangerUnits);
    f("notToMoveShare", &w.notToMoveShare, 1, 0u, Unit::Ratio);
}

} // namespace

std::vector<EvalWeight> tunableWeights(EvalWeights &w)
{
    std::vector<EvalWeight> list;
    forEachMember(w, [&](const char *name, int *values, int size, unsigned fixed, Unit) {
        for (int i = 0; i < size; ++i) {
            if (fixed & (1u << i)) continue;
            std::string full = name;
            if (size > 1) full += '[' + std::to_string(i) + ']';
            list.push_back({std::move(full), values + i});
        }
    });
    return list;
}

void scaleWeights(EvalWeights &w, double factor)
{
    forEachMember(w, [&](const char *, int *values, int size, unsigned, Unit unit) {
        if (unit == Unit::DangerUnits || unit == Unit::Ratio) return;
        for (int i = 0; i < size; ++i) {
            const double v = unit == Unit::Centipawns ? values[i] * factor : values[i] / factor;
            values[i] = int(std::lround(v));
        }
    });
}

std::string weightsAsCpp(const EvalWeights &w)
{
    std::string text;
    forEachMember(w, [&](const char *name, const int *values, int size, unsigned, Unit) {
        text += "    int ";
        text += name;
        if (size > 1)
            text += '[' +
                    (size == PocketTypes       ? std::string("PocketTypes")
                     : size == SquareTableSize ? std::string("SquareTableSize")
                                               : std::to_string(size)) +
                    ']';
        text += " = ";
        if (size > 1) text += "{";
        // A square table a rank a line.
        const int row = size == SquareTableSize ? 4 : size;
        for (int i = 0; i < size; ++i) {
            if (row != size && i % row == 0) text += "\n        ";
            text += std::to_string(values[i]);
            if (i + 1 < size) text += i % row == row - 1 ? "," : ", ";
        }
        text += size > 1 ? "};\n" : ";\n";
    });
    return text;
}

} // namespace core::engine
