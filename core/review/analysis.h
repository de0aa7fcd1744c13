#pragma once

#include "core/board/move.h"
#include "core/records/gamerecord.h"
#include "timeline.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <thread>
#include <vector>

/// The review of a finished match or game: the built-in engine's view of each position, and the
/// turning points (turningpoints.h).
namespace core::review {

/// How deeply the analyser searches.
enum class Setting : std::uint8_t
{
    Quick, ///< a 120-ply bughouse match in well under 20 s on two cores
    Deep   ///< the same in well under two minutes
};

/// The positions searched per analysed position at `setting` (docs/performance.md, "Reviewing a
/// match").
std::uint64_t nodeBudget(Setting setting);

/// The engine's view of one position of a record.
struct PositionAnalysis
{
    Board board = Board::A;
    /// The board as it stood right after this ply (an index into GameRecord::plies): the ply's
    /// own move, or in bughouse a capture on the other board that put a piece into a pocket here.
    /// StartPly: the board's start position.
    int ply = StartPly;
    Color sideToMove = Color::White;
    Status status = Status::Normal; ///< of the side to move
    /// From White's view of the board; none for a checkmate (the side to move has lost: there is
    /// no "mate in 0"). A stalemate is 0.
    std::optional<Evaluation> eval;
    Move bestMove;               ///< the best move; null when there is none
    std::string best;            ///< its SAN, empty when there is none
    std::vector<std::string> pv; ///< SAN of the expected line, starting with `best`
    int depth = 0;               ///< the search's last full iteration; 0: no search
    std::uint64_t nodes = 0;     ///< positions searched

    friend bool operator==(const PositionAnalysis &, const PositionAnalysis &) = default;
};

/// What is known of a record's positions.
struct Analysis
{
    /// Known positions only, ordered by ply, then as situations() lists them (a ply's own board
    /// before the board its capture filled).
    std::vector<PositionAnalysis> positions;

    /// Adds `position` in order, replacing the one of the same board and ply.
    void add(PositionAnalysis position);
    /// Board `board` right after ply `ply`, if known.
    const PositionAnalysis *at(Board board, int ply) const;
    /// The latest known position of `board` up to and including ply `ply`, if any: the board as
    /// a move after `ply` found it when every position is known.
    const PositionAnalysis *latest(Board board, int ply) const;
    /// The first known position of `board` after ply `ply`, if any.
    const PositionAnalysis *next(Board board, int ply) const;

    friend bool operator==(const Analysis &, const Analysis &) = default;
};

/// The winning chances a position gives White, from -1 (Black wins) to 1, as lichess reckons
/// them: 2 / (1 + e^(-0.00368208 cp)) - 1 with cp clamped to ±1000, a mate counting as ±1000 (and
/// so does a checkmate, for the side that gave it); empty without an evaluation.
std::optional<double> whiteChances(const PositionAnalysis &position);

/// True if a ply of `record` carries an evaluation (Ply::eval): an analysed record.
bool hasEvaluations(const GameRecord &record);
/// The analysis `record` carries, as read back from a saved analysed file: the position after
/// each ply that has an evaluation (Ply::eval, Ply::best and Ply::bestMove; the line is just the
/// best move), and every checkmate and stalemate after a ply, exact. A record holds nothing of the
/// start positions nor of a board whose pocket a capture on the other board filled: those stay
/// unknown. Fails if the record does not replay.
Result<Analysis> analysisOf(const GameRecord &record);
/// Writes `analysis` into `record`'s plies for saving: each ply's eval, best and bestMove from the
/// position of its board right after it, cleared where that is unknown and after a checkmate
/// (which a record shows by its moves). analysisOf() reads back what was written.
void writeInto(GameRecord &record, const Analysis &analysis);

/// Options of an Analyser.
struct AnalyserOptions
{
    Setting setting = Setting::Quick;
    int threads = 2; ///< worker threads, at least 1
    /// Called first on each worker thread, if set: a GUI lowers the thread's priority there, so
    /// that the analysis takes only the time the window leaves.
    std::function<void()> workerStarted = {};
};

/// Analyses every position of a record (situations()) with the built-in engine, on threads of
/// its own. Each position is searched from a fresh engine (empty table and history) within the
/// setting's node budget, so the results do not depend on the number of threads or on their
/// timing. Checkmate and stalemate are evaluated exactly, without a search.
class Analyser
{
public:
    /// Called with each result as soon as it is known, from a worker thread (two may call at
    /// once); the caller marshals. Results come roughly in the order of situations().
    using Report = std::function<void(const PositionAnalysis &)>;
    /// Called once when the workers are done, from the last of them: `complete` unless
    /// cancelled before every position was analysed.
    using Finished = std::function<void(bool complete)>;

    explicit Analyser(const AnalyserOptions &options = {});
    /// Cancels and waits for the workers.
    ~Analyser();
    Analyser(const Analyser &) = delete;
    Analyser &operator=(const Analyser &) = delete;

    /// Starts analysing `record` (moves resolved, as readGames() gives them) and returns how many
    /// positions it will report; fails, starting nothing, if the record does not replay.
    /// Precondition: nothing running (a new Analyser, or wait() returned).
    Result<int> start(const GameRecord &record, Report report, Finished finished = {});
    /// Stops the analysis: the searches notice within microseconds, the workers report nothing
    /// more and end. Returns at once; safe from any thread, a Report callback included.
    void cancel();
    /// Waits for the workers to end (not from a callback).
    void wait();

private:
    void work();

    AnalyserOptions m_options;
    std::vector<Situation> m_situations;
    Report m_report;
    Finished m_finished;
    std::atomic<bool> m_cancel = false;
    std::atomic<std::size_t> m_next = 0;
    std::atomic<std::size_t> m_done = 0;
    std::atomic<int> m_running = 0;
    std::vector<std::thread> m_threads;
};

/// Analyses `record` and waits for the whole analysis; `progress`, if given, sees each result
/// as it comes, one call at a time, from a worker thread. Fails as Analyser::start() does.
Result<Analysis> analyse(const GameRecord &record, const AnalyserOptions &options = {},
                         const Analyser::Report &progress = {});

} // namespace core::review
