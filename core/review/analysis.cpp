#include "analysis.h"

#include "core/board/notation.h"
#include "core/engine/engine.h"

#include <algorithm>
#include <cmath>
#include <mutex>

namespace core::review {

namespace {

// The node budgets, from the engine's speed on the 2-core development machine, about 0.75 M
// nodes a second and core (docs/performance.md, "Reviewing a match"): a 120-ply bughouse match
// has about 170 positions, counting those a capture changed on the other board, two searched at a
// time. Quick takes about 14 s of the 20 allowed; Deep about 70 s of 120, its budget held back by
// the first result, which should come within a second.
constexpr std::uint64_t QuickNodes = 120'000;
constexpr std::uint64_t DeepNodes = 600'000;

// A search's score for the side to move as White's evaluation of the board.
Evaluation evaluationOf(int score, Color toMove)
{
    const int sign = toMove == Color::White ? 1 : -1;
    if (!engine::isMateScore(score)) return {sign * score, 0};
    // Mate in n plies: the winner moves (n + 1) / 2 times, as UCI counts it.
    const int moves = (engine::MateScore - std::abs(score) + 1) / 2;
    return {0, (score > 0 ? sign : -sign) * moves};
}

// The SAN of `line` from `pos`, as far as its moves are legal there: in bughouse the search may
// drop a piece it expects from the other board, which the position does not hold yet.
std::vector<std::string> sanLine(Position pos, const std::vector<Move> &line)
{
    std::vector<std::string> san;
    for (const Move &m : line) {
        if (!pos.isLegal(m)) break;
        san.push_back(toSan(pos, m));
        Position::Undo undo;
        pos.makeMove(m, undo);
    }
    return san;
}

// What `s` is without a search: where it is, and for a checkmate or stalemate the exact value.
PositionAnalysis exactPart(const Situation &s)
{
    PositionAnalysis a;
    a.board = s.board;
    a.ply = s.ply;
    a.sideToMove = s.position.sideToMove();
    a.status = s.position.status();
    if (a.status == Status::Stalemate) a.eval = Evaluation{};
    return a;
}

bool isOver(const PositionAnalysis &a)
{
    return a.status == Status::Checkmate || a.status == Status::Stalemate;
}

PositionAnalysis analysePosition(const Situation &s, engine::Engine &engine, std::uint64_t nodes,
                                 const std::atomic<bool> &stop)
{
    PositionAnalysis a = exactPart(s);
    if (isOver(a)) return a;
    // A fresh engine and a clock that stands still: the result is the node budget's alone.
    engine.newGame();
    engine::SearchLimits limits;
    limits.maxNodes = nodes;
    const engine::SearchResult r = engine.search(
        s.position, limits, s.context, [] { return Milliseconds(0); }, &stop);
    a.eval = evaluationOf(r.score, s.position.sideToMove());
    a.pv = sanLine(s.position, r.pv);
    if (!a.pv.empty()) {
        a.bestMove = r.best;
        a.best = a.pv.front();
    }
    a.depth = r.depth;
    a.nodes = r.nodes;
    return a;
}

} // namespace

std::uint64_t nodeBudget(Setting setting)
{
    return setting == Setting::Deep ? DeepNodes : QuickNodes;
}

namespace {

// The order of Analysis::positions: by ply, then board.
bool precedes(const PositionAnalysis &a, const PositionAnalysis &b)
{
    return a.ply != b.ply ? a.ply < b.ply : a.board < b.board;
}

} // namespace

void Analysis::add(PositionAnalysis position)
{
    const auto it = std::lower_bound(positions.begin(), positions.end(), position, precedes);
    if (it != positions.end() && it->ply == position.ply && it->board == position.board)
        *it = std::move(position);
    else
        positions.insert(it, std::move(position));
}

// Binary searches: a record of thousands of plies is looked up for each of its plies.
const PositionAnalysis *Analysis::at(Board board, int ply) const
{
    PositionAnalysis key;
    key.board = board;
    key.ply = ply;
    const auto it = std::lower_bound(positions.begin(), positions.end(), key, precedes);
    return it != positions.end() && it->ply == ply && it->board == board ? &*it : nullptr;
}

const PositionAnalysis *Analysis::latest(Board board, int ply) const
{
    auto it = std::upper_bound(positions.begin(), positions.end(), ply,
                               [](int p, const PositionAnalysis &a) { return p < a.ply; });
    while (it != positions.begin())
        if ((--it)->board == board) return &*it;
    return nullptr;
}

const PositionAnalysis *Analysis::next(Board board, int ply) const
{
    auto it = std::upper_bound(positions.begin(), positions.end(), ply,
                               [](int p, const PositionAnalysis &a) { return p < a.ply; });
    for (; it != positions.end(); ++it)
        if (it->board == board) return &*it;
    return nullptr;
}

std::optional<double> whiteChances(const PositionAnalysis &position)
{
    // lichess's WinPercent: a logistic fitted to its games' results by centipawns.
    constexpr double Multiplier = -0.00368208;
    constexpr int Ceiling = 1000;
    int cp = 0;
    if (position.status == Status::Checkmate)
        cp = position.sideToMove == Color::White ? -Ceiling : Ceiling;
    else if (!position.eval)
        return std::nullopt;
    else if (position.eval->mate != 0)
        cp = position.eval->mate > 0 ? Ceiling : -Ceiling;
    else
        cp = std::clamp(position.eval->centipawns, -Ceiling, Ceiling);
    return 2 / (1 + std::exp(Multiplier * cp)) - 1;
}

bool hasEvaluations(const GameRecord &record)
{
    return std::any_of(record.plies.begin(), record.plies.end(),
                       [](const Ply &p) { return p.eval.has_value(); });
}

Result<Analysis> analysisOf(const GameRecord &record)
{
    const auto list = situations(record);
    if (!list) return Result<Analysis>::failure(list.error());
    Analysis analysis;
    for (const Situation &s : *list) {
        if (s.ply == StartPly || record.plies[s.ply].board() != s.board) continue;
        const Ply &ply = record.plies[s.ply];
        PositionAnalysis a = exactPart(s);
        if (!isOver(a)) {
            if (!ply.eval) continue;
            a.eval = ply.eval;
            a.best = ply.best;
            a.bestMove = ply.bestMove;
            if (!a.best.empty()) a.pv = {a.best};
        }
        analysis.positions.push_back(std::move(a));
    }
    return analysis;
}

void writeInto(GameRecord &record, const Analysis &analysis)
{
    for (std::size_t i = 0; i < record.plies.size(); ++i) {
        Ply &ply = record.plies[i];
        const PositionAnalysis *a = analysis.at(ply.board(), int(i));
        ply.eval = a ? a->eval : std::nullopt;
        ply.best = a ? a->best : std::string();
        ply.bestMove = a ? a->bestMove : Move();
    }
}

Analyser::Analyser(const AnalyserOptions &options) : m_options(options)
{
    m_options.threads = std::max(m_options.threads, 1);
}

Analyser::~Analyser()
{
    cancel();
    wait();
}

Result<int> Analyser::start(const GameRecord &record, Report report, Finished finished)
{
    auto list = situations(record);
    if (!list) return Result<int>::failure(list.error());
    m_situations = std::move(list.value());
    m_report = std::move(report);
    m_finished = std::move(finished);
    m_cancel = false;
    m_next = 0;
    m_done = 0;
    const int threads = std::min<int>(m_options.threads, int(m_situations.size()));
    m_running = threads;
    for (int i = 0; i < threads; ++i) m_threads.emplace_back(&Analyser::work, this);
    return int(m_situations.size());
}

void Analyser::cancel()
{
    m_cancel = true;
}

void Analyser::wait()
{
    for (std::thread &t : m_threads) t.join();
    m_threads.clear();
}

// Each worker takes the next position in the match's order, so that the curves grow from the
// start, and searches it with its own engine (two engines' tables, not one shared: no locks).
void Analyser::work()
{
    if (m_options.workerStarted) m_options.workerStarted();
    engine::Engine engine;
    const std::uint64_t nodes = nodeBudget(m_options.setting);
    while (!m_cancel) {
        const std::size_t i = m_next++;
        if (i >= m_situations.size()) break;
        const PositionAnalysis result = analysePosition(m_situations[i], engine, nodes, m_cancel);
        // A search the flag cut short is no result.
        if (m_cancel) break;
        ++m_done;
        if (m_report) m_report(result);
    }
    if (--m_running == 0 && m_finished) m_finished(m_done == m_situations.size());
}

Result<Analysis> analyse(const GameRecord &record, const AnalyserOptions &options,
                         const Analyser::Report &progress)
{
    Analysis analysis;
    std::mutex mutex;
    Analyser analyser(options);
    const auto started = analyser.start(record, [&](const PositionAnalysis &p) {
        const std::lock_guard lock(mutex);
        analysis.add(p);
        if (progress) progress(p);
    });
    if (!started) return Result<Analysis>::failure(started.error());
    analyser.wait();
    return analysis;
}

} // namespace core::review
