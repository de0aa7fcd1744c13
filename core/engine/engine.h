#pragma once

#include "history.h"
#include "search.h"
#include "timebudget.h"
#include "transpositiontable.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace core::engine {

/// Settings fixed for an engine's lifetime.
struct EngineOptions
{
    std::size_t hashMegabytes = 16; ///< transposition table size
    TeamPlay team;                  ///< bughouse team-play weights
};

/// The weakest and the strongest level.
constexpr int MinLevel = 1;
constexpr int MaxLevel = 8;

/// How a level plays.
struct LevelSettings
{
    std::uint64_t nodes;     ///< positions searched per move at most; 0: only the time limits
    int noise;               ///< up to this many centipawns of random preference per root move
    int checkExtensionDepth; ///< checks extend the line where this many plies remain
};

/// The settings of `level`, clamped to MinLevel..MaxLevel.
LevelSettings levelSettings(int level);

/// The computer player of one seat. Keeps its transposition table and move history between
/// moves; use from one thread at a time (a worker thread may run it while another thread sets the
/// stop flag).
class Engine
{
public:
    /// An engine with an empty table of `options.hashMegabytes` MiB.
    explicit Engine(const EngineOptions &options = {});

    /// The best move of the side to move in `pos` within `limits`, at full strength. `now` is
    /// the caller's clock; the search stops soon after `*stop` becomes true. The result depends
    /// on what the table and the move history hold from earlier searches (newGame() clears them).
    SearchResult search(const Position &pos, const SearchLimits &limits,
                        const SearchContext &context, const TimeSource &now,
                        const std::atomic<bool> *stop = nullptr);
    /// A move as played at `level`: within the level's node budget (levelSettings()) and
    /// `limits`, with the level's per-move noise decided by `seed` (the same seed and table give
    /// the same move). Always a legal move, or null when there is none. In bughouse, given the
    /// other board and both clocks of ours, it may advise to sit instead (SearchResult::sit).
    SearchResult chooseMove(const Position &pos, int level, const SearchLimits &limits,
                            const SearchContext &context, const TimeSource &now, std::uint64_t seed,
                            const std::atomic<bool> *stop = nullptr);
    /// Forgets everything learnt in the previous game.
    void newGame();

private:
    void adviseSit(const Position &pos, const SearchLimits &limits, const SearchContext &context,
                   const TimeSource &now, Milliseconds start, const std::atomic<bool> *stop,
                   SearchResult &result);

    EngineOptions m_options;
    TranspositionTable m_table;
    std::unique_ptr<History> m_history; // megabytes: on the heap
};

} // namespace core::engine
