#include "search.h"

#include "evaluation.h"

#include <algorithm>
#include <cstdlib>

namespace core::engine {

using namespace bitboard;

namespace {

constexpr int Infinite = MateScore + 1;
// A side in check that must wait for a piece (bughouse mate rule) is close to lost, not mated.
constexpr int WaitInCheckScore = 2000;
constexpr std::uint64_t ClockInterval = 512; // nodes between readings of the caller's clock
constexpr int MaxQuiescencePly = 12;
constexpr int AspirationWindow = 40;
constexpr int MaxHistory = 16384;
constexpr int DeltaMargin = 200;

// Move ordering tiers.
constexpr int TtMoveOrder = 1 << 30;
constexpr int CaptureOrder = 1 << 24;
constexpr int KillerOrder = 1 << 23;
constexpr int CheckOrder = 1 << 22;

int toTable(int score, int ply)
{
    return score >= MateBound ? score + ply : score <= -MateBound ? score - ply : score;
}

int fromTable(int score, int ply)
{
    return score >= MateBound ? score - ply : score <= -MateBound ? score + ply : score;
}

std::uint64_t mix(std::uint64_t z) // splitmix64 finaliser
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

bool isCapture(const Position &pos, Move m)
{
    return m.kind == MoveKind::EnPassant ||
           (m.kind != MoveKind::Drop && m.kind != MoveKind::Castling &&
            pos.pieceAt(m.to) != Piece::None);
}

// What capturing with `m` earns (a promoted piece counts as a pawn), or None.
PieceType earnedBy(const Position &pos, Move m)
{
    if (m.kind == MoveKind::EnPassant) return PieceType::Pawn;
    if (!isCapture(pos, m)) return PieceType::None;
    return (pos.promoted() & bit(m.to)) ? PieceType::Pawn : typeOf(pos.pieceAt(m.to));
}

// The piece type that stands on the target square after `m`.
PieceType arrivingType(const Position &pos, Move m)
{
    return m.kind == MoveKind::Drop || m.kind == MoveKind::Promotion ? m.piece
                                                                     : typeOf(pos.pieceAt(m.from));
}

// History slot: the moving piece type for board moves, 6 + type for drops.
int historyIndex(const Position &pos, Move m)
{
    return m.kind == MoveKind::Drop ? 6 + int(m.piece) : int(typeOf(pos.pieceAt(m.from)));
}

// Squares from which a piece of each type (Pawn..Queen) of the side to move checks directly.
struct CheckSquares
{
    Bitboard by[PocketTypes];

    explicit CheckSquares(const Position &pos)
    {
        const Color us = pos.sideToMove();
        const Square king = pos.kingSquare(~us);
        const Bitboard occ = pos.occupied();
        by[0] = pawnAttacks(~us, king);
        by[1] = knightAttacks(king);
        by[2] = bishopAttacks(king, occ);
        by[3] = rookAttacks(king, occ);
        by[4] = by[2] | by[3];
    }
    bool direct(PieceType t, Square to) const
    {
        return t < PieceType::King && (by[int(t)] & bit(to));
    }
};

// The score of a side to move without a legal move.
int terminalScore(const Position &pos, int ply)
{
    const bool check = pos.inCheck();
    if (pos.rules().mateRule == MateRule::Bughouse && pos.status() == Status::Wait)
        return check ? -WaitInCheckScore : 0;
    return check ? -MateScore + ply : 0;
}

int lateMoveReduction(int depth, std::size_t index, bool pvNode)
{
    const int r = 1 + (index >= 8) + (depth >= 7 && index >= 16);
    return pvNode ? r - 1 : r;
}

} // namespace

Search::Search(TranspositionTable &table, const TeamPlay &team, const SearchLimits &limits,
               const SearchContext &context, const TimeSource &now, const std::atomic<bool> *stop)
    : m_table(table), m_team(team), m_limits(limits), m_now(now), m_stop(stop),
      m_need(context.partnerNeeds), m_frames(MaxPly + 1)
{
    for (std::uint64_t key : context.history) ++m_gameKeys[key];
}

void Search::setRootNoise(int noise, std::uint64_t seed)
{
    m_noise = noise;
    m_seed = seed;
}

// Iterative deepening: each iteration orders the root moves by the previous one's scores, and
// from depth 4 on starts with a window around the previous score that widens when it fails. An
// abandoned iteration still counts the root moves it finished, so a better move found before the
// deadline is played.
SearchResult Search::run(const Position &root)
{
    Position pos = root;
    m_start = m_now();
    m_us = pos.sideToMove();
    m_bughouse = pos.rules().variant == Variant::Bughouse;
    m_table.newSearch();

    Frame &frame = m_frames[0];
    frame.list.clear();
    pos.legalMoves(frame.list);
    if (frame.list.empty()) {
        m_result.score = terminalScore(pos, 0);
        return m_result;
    }
    const TranspositionTable::Entry *entry = m_table.probe(pos.key());
    orderMoves(pos, frame, entry ? entry->move : Move(), MoveFilter::All);
    for (std::size_t i = 0; i < frame.size; ++i) {
        const Move m = pickMove(frame, i);
        const std::uint64_t bits = std::uint64_t(m.from) | std::uint64_t(m.to) << 8 |
                                   std::uint64_t(m.kind) << 16 | std::uint64_t(m.piece) << 24;
        const int noise = m_noise > 0 ? int(mix(m_seed ^ bits) % std::uint64_t(m_noise + 1)) : 0;
        m_root.push_back({m, noise, 0});
    }
    m_result.best = m_root[0].move;
    m_result.pv = {m_result.best};

    int score = 0;
    const int maxDepth = std::min(m_limits.maxDepth, MaxPly - 1);
    for (int depth = 1; depth <= maxDepth; ++depth) {
        m_rootDepth = depth;
        int window = AspirationWindow;
        int alpha = -Infinite, beta = Infinite;
        if (depth >= 4 && !isMateScore(score)) {
            alpha = score - window;
            beta = score + window;
        }
        for (;;) {
            const int s = search(pos, alpha, beta, depth, 0);
            if (m_aborted) break;
            if (s <= alpha) {
                alpha = std::max(-Infinite, alpha - window);
            } else if (s >= beta) {
                beta = std::min(Infinite, beta + window);
            } else {
                score = s;
                break;
            }
            window = std::min(2 * window, Infinite);
        }
        if (m_aborted) break;
        std::stable_sort(m_root.begin(), m_root.end(),
                         [](const RootMove &a, const RootMove &b) { return a.score > b.score; });
        m_result.depth = depth;
        m_result.score = score;
        if (isMateScore(score) && MateScore - std::abs(score) <= depth) break;
        if (m_limits.softTime != Never && 2 * elapsed() >= m_limits.softTime) break;
    }
    m_result.nodes = m_nodes;
    return m_result;
}

// Fail-soft PVS. The root (ply 0) walks m_root instead of generating moves and records its
// results there. Checks extend the search by one ply as long as the line is shorter than twice
// the iteration depth; late quiet moves are reduced and searched again at full depth if they
// surprise.
int Search::search(Position &pos, int alpha, int beta, int depth, int ply)
{
    if (depth <= 0) return quiescence(pos, alpha, beta, depth, ply);
    m_pvLength[ply] = ply;
    if (!countNode()) return 0;
    const bool pvNode = beta - alpha > 1;
    const bool inCheck = pos.inCheck();
    const std::uint64_t key = pos.key();
    if (ply > 0) {
        if (isRepetition(key, ply)) return 0;
        alpha = std::max(alpha, -MateScore + ply);
        beta = std::min(beta, MateScore - ply - 1);
        if (alpha >= beta) return alpha;
        if (ply >= MaxPly - 1) return evaluate(pos);
        if (inCheck && ply < 2 * m_rootDepth) ++depth;
    }
    m_keys[ply] = key;

    Move ttMove;
    if (const TranspositionTable::Entry *e = m_table.probe(key)) {
        ttMove = e->move;
        const int s = fromTable(e->score, ply);
        if (!pvNode && ply > 0 && e->depth >= depth &&
            (e->bound == Bound::Exact || (e->bound == Bound::Lower && s >= beta) ||
             (e->bound == Bound::Upper && s <= alpha)))
            return s;
    }

    Frame &frame = m_frames[ply];
    bool futile = false;
    if (ply > 0) {
        frame.list.clear();
        pos.legalMoves(frame.list);
        if (frame.list.empty()) return terminalScore(pos, ply);
        if (!pvNode && !inCheck && depth <= 3 && !isMateScore(alpha) && !isMateScore(beta)) {
            const int eval = evaluate(pos);
            if (eval - 120 * depth >= beta) return eval;
            futile = depth <= 2 && eval + 150 * depth <= alpha;
        }
        orderMoves(pos, frame, ttMove, MoveFilter::All);
    }

    const std::size_t count = ply == 0 ? m_root.size() : frame.size;
    const int originalAlpha = alpha;
    int best = -Infinite;
    Move bestMove;
    Move failedQuiets[64];
    int failedCount = 0;
    for (std::size_t i = 0; i < count; ++i) {
        const Move m = ply == 0 ? m_root[i].move : pickMove(frame, i);
        const bool quiet = !isCapture(pos, m) && m.kind != MoveKind::Promotion;
        const bool killer = m == frame.killers[0] || m == frame.killers[1];
        const Color mover = pos.sideToMove();
        Position::Undo undo;
        pos.makeMove(m, undo);
        const bool check = pos.inCheck();
        if (futile && quiet && !check && i > 0) {
            pos.unmakeMove(m, undo);
            continue;
        }
        const int edge = teamCredit(undo.earned(), mover) + (ply == 0 ? m_root[i].noise : 0);
        int score;
        if (i == 0) {
            score = child(pos, alpha, beta, depth - 1, ply + 1, edge);
        } else {
            const bool reducible = depth >= 3 && i >= 3 && quiet && !check && !inCheck && !killer;
            const int r = reducible ? lateMoveReduction(depth, i, pvNode) : 0;
            score = child(pos, alpha, alpha + 1, depth - 1 - r, ply + 1, edge);
            if (score > alpha && r > 0)
                score = child(pos, alpha, alpha + 1, depth - 1, ply + 1, edge);
            if (score > alpha && score < beta)
                score = child(pos, alpha, beta, depth - 1, ply + 1, edge);
        }
        pos.unmakeMove(m, undo);
        if (m_aborted) return 0;
        if (ply == 0) m_root[i].score = score;

        if (score > best) {
            best = score;
            if (score > alpha) {
                bestMove = m;
                alpha = score;
                updatePv(ply, m);
                if (ply == 0) {
                    m_result.best = m;
                    m_result.score = score;
                    m_result.pv.assign(m_pv[0], m_pv[0] + m_pvLength[0]);
                }
                if (alpha >= beta) {
                    if (quiet) rewardQuiet(pos, m, depth, ply, failedQuiets, failedCount);
                    break;
                }
            }
        }
        if (quiet && failedCount < 64) failedQuiets[failedCount++] = m;
    }

    const Bound bound = best >= beta           ? Bound::Lower
                        : best > originalAlpha ? Bound::Exact
                                               : Bound::Upper;
    m_table.store(key, bestMove, toTable(best, ply), depth, bound);
    return best;
}

// Captures and queen promotions, plus, at the first quiescence ply, drops that give check on a
// square the opponent does not attack; in check every evasion. Bounded by MaxQuiescencePly.
int Search::quiescence(Position &pos, int alpha, int beta, int depth, int ply)
{
    m_pvLength[ply] = ply;
    if (!countNode()) return 0;
    if (ply >= MaxPly - 1) return evaluate(pos);
    const bool inCheck = pos.inCheck();
    const bool pvNode = beta - alpha > 1;
    int best = -Infinite;
    if (!inCheck) {
        best = evaluate(pos);
        if (best >= beta || depth <= -MaxQuiescencePly) return best;
        alpha = std::max(alpha, best);
    }

    const std::uint64_t key = pos.key();
    Move ttMove;
    if (const TranspositionTable::Entry *e = m_table.probe(key)) {
        ttMove = e->move;
        const int s = fromTable(e->score, ply);
        if (!pvNode && (e->bound == Bound::Exact || (e->bound == Bound::Lower && s >= beta) ||
                        (e->bound == Bound::Upper && s <= alpha)))
            return s;
    }

    Frame &frame = m_frames[ply];
    frame.list.clear();
    pos.legalMoves(frame.list);
    if (frame.list.empty()) return terminalScore(pos, ply);
    if (inCheck && depth <= -MaxQuiescencePly) return evaluate(pos);
    orderMoves(pos, frame, ttMove,
               inCheck      ? MoveFilter::All
               : depth == 0 ? MoveFilter::TacticalAndChecks
                            : MoveFilter::Tactical);

    const int originalAlpha = alpha;
    const int standPat = best;
    Move bestMove;
    for (std::size_t i = 0; i < frame.size; ++i) {
        const Move m = pickMove(frame, i);
        const Color mover = pos.sideToMove();
        const PieceType earned = earnedBy(pos, m);
        if (!inCheck && earned != PieceType::None && m.kind != MoveKind::Promotion &&
            standPat + pieceValue(earned) + teamCredit(earned, mover) + DeltaMargin <= alpha)
            continue;
        Position::Undo undo;
        pos.makeMove(m, undo);
        const int score = child(pos, alpha, beta, depth - 1, ply + 1, teamCredit(earned, mover));
        pos.unmakeMove(m, undo);
        if (m_aborted) return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                bestMove = m;
                alpha = score;
                updatePv(ply, m);
                if (alpha >= beta) break;
            }
        }
    }

    const Bound bound = best >= beta           ? Bound::Lower
                        : best > originalAlpha ? Bound::Exact
                                               : Bound::Upper;
    m_table.store(key, bestMove, toTable(best, ply), 0, bound);
    return best;
}

// The mover's score for a move that earns `edge` by itself (bughouse partner credit, root
// noise): the child is searched with the window shifted by it, so that a node's value never
// depends on the path to it and can be stored in the table. Mate scores are not shifted, and
// neither are window bounds among them, or a window near mate would close.
int Search::child(Position &pos, int alpha, int beta, int depth, int ply, int edge)
{
    const auto toChild = [edge](int bound) {
        return isMateScore(bound) ? -bound : std::clamp(edge - bound, -Infinite, Infinite);
    };
    const int v = -search(pos, toChild(beta), toChild(alpha), depth, ply);
    return isMateScore(v) ? v : v + edge;
}

// Order: the table's move, captures by most valuable victim (plus team credit) and least
// valuable attacker, queen promotions with them, killers, then moves that check directly (drops
// included) and finally the rest, each tier sorted by history.
void Search::orderMoves(const Position &pos, Frame &frame, Move ttMove, MoveFilter filter)
{
    const CheckSquares checks(pos);
    const Color us = pos.sideToMove();
    frame.size = 0;
    for (const Move &m : frame.list) {
        const PieceType earned = earnedBy(pos, m);
        const bool queening = m.kind == MoveKind::Promotion && m.piece == PieceType::Queen;
        const bool givesCheck = checks.direct(arrivingType(pos, m), m.to);
        if (filter != MoveFilter::All && earned == PieceType::None && !queening) {
            const bool safeCheckingDrop =
                filter == MoveFilter::TacticalAndChecks && m.kind == MoveKind::Drop && givesCheck &&
                !(pos.attackersTo(m.to, pos.occupied()) & pos.pieces(~us));
            if (!safeCheckingDrop) continue;
        }
        int score;
        if (m == ttMove) {
            score = TtMoveOrder;
        } else if (earned != PieceType::None || queening) {
            score = CaptureOrder + 8 * (pieceValue(earned) + teamCredit(earned, us)) +
                    (queening ? 8 * pieceValue(PieceType::Queen) : 0) - int(arrivingType(pos, m));
        } else if (m == frame.killers[0] || m == frame.killers[1]) {
            score = KillerOrder + (m == frame.killers[0]);
        } else {
            score =
                m_history[int(us)][historyIndex(pos, m)][int(m.to)] + (givesCheck ? CheckOrder : 0);
        }
        frame.moves[frame.size++] = {m, score};
    }
}

// Selection sort, one step at a time: a cut-off usually comes after a few moves.
Move Search::pickMove(Frame &frame, std::size_t i)
{
    std::size_t bestIndex = i;
    for (std::size_t j = i + 1; j < frame.size; ++j)
        if (frame.moves[j].score > frame.moves[bestIndex].score) bestIndex = j;
    std::swap(frame.moves[i], frame.moves[bestIndex]);
    return frame.moves[i].move;
}

int Search::teamCredit(PieceType earned, Color mover) const
{
    if (!m_bughouse || earned == PieceType::None) return 0;
    int credit = handValue(earned) * m_team.partnerCredit / 100;
    if (mover == m_us && earned == m_need) credit += handValue(earned) * m_team.needBonus / 100;
    return credit;
}

// A quiet move that refuted the node becomes a killer and gains history; the quiet moves tried
// before it lose some. The update pulls values towards ±MaxHistory, so they stay bounded.
void Search::rewardQuiet(const Position &pos, Move m, int depth, int ply, const Move *failed,
                         int failedCount)
{
    Frame &frame = m_frames[ply];
    if (frame.killers[0] != m) {
        frame.killers[1] = frame.killers[0];
        frame.killers[0] = m;
    }
    const int bonus = std::min(depth * depth, 400);
    auto update = [&](Move move, int delta) {
        int &h = m_history[int(pos.sideToMove())][historyIndex(pos, move)][int(move.to)];
        h += delta - h * std::abs(delta) / MaxHistory;
    };
    update(m, bonus);
    for (int i = 0; i < failedCount; ++i) update(failed[i], -bonus);
}

// Counts a node and decides whether to abandon the search: the stop flag and the node limit are
// checked at every node, the caller's clock every ClockInterval nodes.
bool Search::countNode()
{
    if (m_aborted) return false;
    ++m_nodes;
    if ((m_limits.maxNodes && m_nodes >= m_limits.maxNodes) ||
        (m_stop && m_stop->load(std::memory_order_relaxed)) ||
        (m_limits.hardTime != Never && m_nodes % ClockInterval == 0 &&
         elapsed() >= m_limits.hardTime))
        m_aborted = true;
    return !m_aborted;
}

// A position met before on the search path is a draw, as the side that repeated could repeat
// again; one from the game before the search needs two earlier occurrences (threefold).
bool Search::isRepetition(std::uint64_t key, int ply) const
{
    if (m_bughouse) return false;
    for (int i = ply - 2; i >= 0; i -= 2)
        if (m_keys[i] == key) return true;
    const auto it = m_gameKeys.find(key);
    return it != m_gameKeys.end() && it->second >= 2;
}

void Search::updatePv(int ply, Move m)
{
    m_pv[ply][ply] = m;
    for (int i = ply + 1; i < m_pvLength[ply + 1]; ++i) m_pv[ply][i] = m_pv[ply + 1][i];
    m_pvLength[ply] = std::max(m_pvLength[ply + 1], ply + 1);
}

} // namespace core::engine
