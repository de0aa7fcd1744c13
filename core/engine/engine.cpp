#include "engine.h"

#include "timebudget.h"

#include <algorithm>
#include <memory>

namespace core::engine {

namespace {

// Each of levels 2 to 7 searches 1.5 to 2.2 times the positions of the level below (less where a
// budget completes another ply): steps of 150-250 Elo at 10 s + 0.1 s in self-play
// (docs/strength.md), so that a person can climb from level 1, which a beginner can beat. Level
// 8 searches as long as its time allows, about a hundred times level 7's positions there: seven
// even steps cannot span a beginner's level and the full engine, so the one large step is the
// last, above the levels people play. The levels also prefer moves at random within a margin, so
// that games differ. No level plays a random move: even a beginner's level never simply hangs a
// piece, it misses what lies deeper.
constexpr LevelSettings Levels[MaxLevel] = {
    {100, 60, 1},  {220, 50, 1},  {470, 40, 1},  {850, 30, 1},
    {1250, 25, 1}, {2000, 20, 1}, {3400, 15, 1}, {0, 0, FullCheckExtensionDepth},
};

Milliseconds scaled(Milliseconds time, int percent)
{
    return time == Never ? Never : time * percent / 100;
}

// Sitting pays when having the awaited piece now rather than after a move is worth this much.
constexpr int SitGain = 42;
// The longest single wait; the engine is asked again after it and may sit on.
constexpr Milliseconds MaxSit = 5000;

} // namespace

LevelSettings levelSettings(int level)
{
    return Levels[std::clamp(level, MinLevel, MaxLevel) - 1];
}

Engine::Engine(const EngineOptions &options)
    : m_options(options), m_table(options.hashMegabytes), m_history(std::make_unique<History>())
{}

void Engine::newGame()
{
    m_table.clear();
    m_history->clear();
}

SearchResult Engine::search(const Position &pos, const SearchLimits &limits,
                            const SearchContext &context, const TimeSource &now,
                            const std::atomic<bool> *stop)
{
    // About a megabyte of move lists: on the heap, not on a worker thread's stack.
    auto s =
        std::make_unique<Search>(m_table, *m_history, m_options.team, limits, context, now, stop);
    return s->run(pos);
}

SearchResult Engine::chooseMove(const Position &pos, int level, const SearchLimits &limits,
                                const SearchContext &context, const TimeSource &now,
                                std::uint64_t seed, const std::atomic<bool> *stop)
{
    const LevelSettings settings = levelSettings(level);
    SearchLimits capped = limits;
    if (settings.nodes > 0)
        capped.maxNodes =
            limits.maxNodes > 0 ? std::min(limits.maxNodes, settings.nodes) : settings.nodes;
    const Milliseconds start = now();
    auto s =
        std::make_unique<Search>(m_table, *m_history, m_options.team, capped, context, now, stop);
    s->setRootNoise(settings.noise, seed);
    s->setCheckExtensionDepth(settings.checkExtensionDepth);
    SearchResult result = s->run(pos);
    adviseSit(pos, capped, context, now, start, stop, result);
    return result;
}

// Bughouse: the engine sits when the piece its partner is about to capture (see teamOutlook())
// would be worth SitGain more in hand now than after a move of ours, judged by a second search
// with a third of the time, and the clocks allow: our partner is not behind on time (else our
// partner's flag may fall first) and we keep SitReserve more time than our opponent.
void Engine::adviseSit(const Position &pos, const SearchLimits &limits,
                       const SearchContext &context, const TimeSource &now, Milliseconds start,
                       const std::atomic<bool> *stop, SearchResult &result)
{
    if (pos.rules().variant != Variant::Bughouse || !context.otherBoard || !context.myTime ||
        !context.opponentTime || !result.best.isValid() || result.score >= MateBound)
        return;
    const OtherBoard &other = *context.otherBoard;
    const Milliseconds lead =
        *context.myTime - (now() - start) - *context.opponentTime - SitReserve;
    if (lead <= 0 || other.partnerTime < other.partnerOpponentTime) return;
    const Color us = pos.sideToMove();
    const PieceType awaited =
        teamOutlook(us, &other, context.partnerNeeds, m_options.team).incoming[int(us)];
    Position with = pos;
    if (awaited == PieceType::None || !with.addToPocket(us, awaited)) return;
    SearchLimits third = limits;
    third.softTime = scaled(limits.softTime, 33);
    third.hardTime = scaled(limits.hardTime, 33);
    auto s =
        std::make_unique<Search>(m_table, *m_history, m_options.team, third, context, now, stop);
    const SearchResult withPiece = s->run(with);
    if (withPiece.score - result.score < SitGain) return;
    result.sit = std::min(lead, MaxSit);
    result.awaited = awaited;
}

} // namespace core::engine
