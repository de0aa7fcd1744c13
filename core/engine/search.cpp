#include "search.h"

#include "evaluation.h"
#include "exchange.h"
#include "mix.h"

#include <algorithm>
#include <array>
#include <cmath>
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
constexpr int DeltaMargin = 200;
// The static evaluation of a node in check, which has none.
constexpr int NoEval = -Infinite;
constexpr int FutilityMargin = 120;
constexpr int ExchangeMargin = 60;
constexpr int ProbCutMargin = 120;
// Singular extensions: from this depth, with a margin of this many centipawns a ply.
constexpr int SingularDepth = 6;
constexpr int SingularMargin = 2;

// Move ordering tiers.
constexpr int TtMoveOrder = 1 << 30;
constexpr int CaptureOrder = 1 << 24;
constexpr int KillerOrder = 1 << 23;
constexpr int CounterOrder = KillerOrder - 1;
constexpr int CheckOrder = 1 << 22;
// Captures that lose material come after every quiet move (history sums stay within ±49152).
constexpr int BadCaptureOrder = -(1 << 21);

int toTable(int score, int ply)
{
    return score >= MateBound ? score + ply : score <= -MateBound ? score - ply : score;
}

int fromTable(int score, int ply)
{
    return score >= MateBound ? score - ply : score <= -MateBound ? score + ply : score;
}

// The piece type that stands on the target square after `m`.
PieceType arrivingType(const Position &pos, Move m)
{
    return m.kind == MoveKind::Drop || m.kind == MoveKind::Promotion ? m.piece
                                                                     : typeOf(pos.pieceAt(m.from));
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

// The side to move's pieces that stand alone between one of its sliders and the enemy king: moving
// one off that line checks.
Bitboard discoverers(const Position &pos)
{
    const Color us = pos.sideToMove();
    const Square king = pos.kingSquare(~us);
    const Bitboard queens = pos.pieces(us, PieceType::Queen);
    return loneBlockers(king, pos.pieces(us, PieceType::Bishop) | queens,
                        pos.pieces(us, PieceType::Rook) | queens, pos.occupied()) &
           pos.pieces(us);
}

// True if the legal move `m` gives check, without making it; castling and en passant, rare and
// intricate, are taken to check.
bool givesCheck(const Position &pos, Move m, Bitboard discovering)
{
    if (m.kind == MoveKind::Castling || m.kind == MoveKind::EnPassant) return true;
    const Color us = pos.sideToMove();
    const Square king = pos.kingSquare(~us);
    Bitboard occ = pos.occupied() | bit(m.to);
    if (m.kind != MoveKind::Drop) {
        if ((discovering & bit(m.from)) && !(line(m.from, king) & bit(m.to))) return true;
        occ &= ~bit(m.from);
    }
    const PieceType t = arrivingType(pos, m);
    const Bitboard reach = t == PieceType::Pawn ? pawnAttacks(us, m.to) : attacks(t, m.to, occ);
    return (reach & bit(king)) != 0;
}

// The score of a side to move without a legal move.
int terminalScore(const Position &pos, int ply)
{
    const bool check = pos.inCheck();
    if (pos.rules().mateRule == MateRule::Bughouse && pos.status() == Status::Wait)
        return check ? -WaitInCheckScore : 0;
    return check ? -MateScore + ply : 0;
}

// The basic reduction of the index-th move at `depth`: it grows with the logarithm of both, so
// deep nodes with many drops reduce their late moves by several plies.
int lateMoveReduction(int depth, std::size_t index)
{
    static const auto table = [] {
        std::array<std::array<std::int8_t, 64>, MaxPly> t{};
        for (int d = 1; d < MaxPly; ++d)
            for (int i = 1; i < 64; ++i)
                t[d][i] = std::int8_t(0.75 + std::log(d) * std::log(i) / 2.25);
        return t;
    }();
    return table[std::min(depth, MaxPly - 1)][std::min<std::size_t>(index, 63)];
}

// Quiet moves tried at `depth` before the rest is skipped.
int moveCountLimit(int depth, bool improving)
{
    return (3 + depth * depth) / (2 - improving);
}

// Passing is safe from zugzwang unless the side to move has only pawns and the king on the board
// and nothing in hand: any other piece, and any drop, is a useful move to make instead.
bool canPass(const Position &pos)
{
    const Color us = pos.sideToMove();
    if (pos.pieces(us) & ~pos.pieces(PieceType::Pawn) & ~pos.pieces(PieceType::King)) return true;
    for (int t = 0; t < PocketTypes; ++t)
        if (pos.pocketCount(us, PieceType(t)) > 0) return true;
    return false;
}

} // namespace

Search::Search(TranspositionTable &table, History &history, const TeamPlay &team,
               const SearchLimits &limits, const SearchContext &context, const TimeSource &now,
               const std::atomic<bool> *stop)
    : m_table(table), m_history(history), m_team(team), m_limits(limits), m_now(now), m_stop(stop),
      m_need(context.partnerNeeds), m_other(context.otherBoard), m_frames(MaxPly + 1)
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
    if (m_bughouse) m_outlook = teamOutlook(m_us, m_other ? &*m_other : nullptr, m_need, m_team);
    m_table.newSearch();

    Frame &frame = m_frames[0];
    frame.list.clear();
    pos.legalMoves(frame.list);
    if (frame.list.empty()) {
        m_result.score = terminalScore(pos, 0);
        return m_result;
    }
    const TranspositionTable::Entry *entry = m_table.probe(pos.key());
    orderMoves(pos, frame, entry ? entry->move : Move(), MoveFilter::All, 0);
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
    int stableIterations = 0;
    const int maxDepth = std::min(m_limits.maxDepth, MaxPly - 1);
    for (int depth = 1; depth <= maxDepth; ++depth) {
        const Move previousBest = m_result.best;
        const int previousScore = score;
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
        // The target grows while the best move changes or its score falls, and shrinks once the
        // best move has held for a few iterations.
        stableIterations = m_result.best == previousBest ? stableIterations + 1 : 0;
        int percent = 100;
        if (depth >= 4) {
            if (stableIterations == 0) percent += 60;
            if (score < previousScore - 40) percent += 40;
            if (stableIterations >= 4) percent -= 30;
        }
        if (m_limits.softTime != Never && 200 * elapsed() >= m_limits.softTime * percent) break;
    }
    m_result.nodes = m_nodes;
    return m_result;
}

// Fail-soft PVS. The root (ply 0) walks m_root instead of generating moves and records its results
// there. Checks that do not lose the checking piece, and the only reply to a check, extend the
// search by one ply as long as the line is shorter than twice the iteration depth, and so does the
// table's move where it is singular (see below). Away from the principal variation a position far
// above beta is cut at once (reverse futility), after a reduced search with the move passed (null
// move) or after a capture that beats beta by a margin in a search four plies shallower (ProbCut).
// These judge the position by the table's score where it bounds the static evaluation from the side
// the evaluation errs on. Late quiet moves and drops are skipped near the leaves (move count,
// futility, exchange value) and reduced elsewhere, and searched again at full depth if they
// surprise. Moves that give check are skipped only away from the principal variation and only if
// the checking piece is simply lost: in drop chess a checking sacrifice is often the point, but far
// more of them only give a piece away.
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
    }
    m_keys[ply] = key;
    const Move excluded = m_excluded[ply];

    Move ttMove;
    int ttScore = 0, ttDepth = 0;
    Bound ttBound = Bound::None;
    if (const TranspositionTable::Entry *e = m_table.probe(key)) {
        ttMove = e->move;
        ttScore = fromTable(e->score, ply);
        ttBound = e->bound;
        ttDepth = e->depth;
        if (!pvNode && ply > 0 && !excluded.isValid() && e->depth >= depth &&
            (e->bound == Bound::Exact || (e->bound == Bound::Lower && ttScore >= beta) ||
             (e->bound == Bound::Upper && ttScore <= alpha)))
            return ttScore;
    }

    // Without a move from the table this node is new to the search: a shallower look will do
    // and fills the table for the next iteration (internal iterative reduction).
    if (ply > 0 && depth >= 4 && !ttMove.isValid()) --depth;

    // A search without the table's move looks at the node its caller has just evaluated.
    const int staticEval = inCheck              ? NoEval
                           : excluded.isValid() ? m_eval[ply]
                                                : correctedEvaluation(pos);
    m_eval[ply] = staticEval;
    const int eval =
        !inCheck && !isMateScore(ttScore) &&
                ((ttBound == Bound::Lower && ttScore > staticEval) ||
                 (ttBound == Bound::Upper && ttScore < staticEval) || ttBound == Bound::Exact)
            ? ttScore
            : staticEval;
    const bool improving =
        !inCheck && (ply < 2 || m_eval[ply - 2] == NoEval || staticEval > m_eval[ply - 2]);
    const bool nearMate = isMateScore(alpha) || isMateScore(beta);
    if (ply > 0 && !pvNode && !inCheck && !nearMate && !excluded.isValid()) {
        if (depth <= 6 && eval - FutilityMargin * (depth - improving) >= beta) return eval;
        if (depth >= 2 && eval >= beta && m_played[ply - 1].isValid() && canPass(pos)) {
            const int s = nullMoveScore(pos, beta, depth, eval, ply);
            if (m_aborted) return 0;
            if (s >= beta) return isMateScore(s) ? beta : s;
        }
        const int cutBeta = beta + ProbCutMargin - ProbCutMargin / 4 * improving;
        if (depth >= 5 && !isMateScore(cutBeta) &&
            !(ttBound != Bound::None && ttDepth >= depth - 3 && ttScore < cutBeta)) {
            const int s = probCut(pos, cutBeta, depth, staticEval, ttMove, ply);
            if (m_aborted) return 0;
            if (s >= cutBeta) {
                m_table.store(key, Move(), toTable(s, ply), depth - 3, Bound::Lower);
                return s;
            }
        }
    }

    // Singular extension: the table's move is searched a ply deeper if every other move, searched
    // to half the depth, falls short of its score less a margin. If one reaches that bound and the
    // bound is at or above beta, the node has more than one refutation and is cut (multi-cut).
    // This search runs before this node's moves are generated, as it uses the same frame.
    bool singular = false;
    if (ply > 0 && depth >= SingularDepth && !excluded.isValid() && ttMove.isValid() &&
        ttBound != Bound::Upper && ttDepth >= depth - 3 && !isMateScore(ttScore) &&
        ply < 2 * m_rootDepth) {
        const int singularBeta = ttScore - SingularMargin * depth;
        m_excluded[ply] = ttMove;
        const int s = search(pos, singularBeta - 1, singularBeta, (depth - 1) / 2, ply);
        m_excluded[ply] = Move();
        if (m_aborted) return 0;
        if (s < singularBeta)
            singular = true;
        else if (singularBeta >= beta)
            return singularBeta;
    }

    Frame &frame = m_frames[ply];
    if (ply > 0) {
        frame.list.clear();
        pos.legalMoves(frame.list);
        if (frame.list.empty()) return terminalScore(pos, ply);
        // A check with a single reply is followed one ply further: its subtree costs little
        // more, and forced strings like it are how drop attacks end in mate.
        if (inCheck && frame.list.size() == 1 && ply < 2 * m_rootDepth) ++depth;
        orderMoves(pos, frame, ttMove, MoveFilter::All, ply);
    }

    const std::size_t count = ply == 0 ? m_root.size() : frame.size;
    const Bitboard discovering = discoverers(pos);
    bool sorted = true;
    const int originalAlpha = alpha;
    const Color mover = pos.sideToMove();
    int best = -Infinite;
    Move bestMove;
    Move failedQuiets[64], failedCaptures[32];
    int failedCount = 0, failedCaptureCount = 0;
    for (std::size_t i = 0; i < count; ++i) {
        // Past the move-count limit the rest is only looked through for captures and checks,
        // in any order: sorting a hundred drops would cost more than the search of the node.
        const Move m = ply == 0 ? m_root[i].move
                       : sorted ? pickMove(frame, i)
                                : frame.moves[i].move;
        if (m == excluded) continue;
        const bool quiet = !isCapture(pos, m) && m.kind != MoveKind::Promotion;
        const bool killer = m == frame.killers[0] || m == frame.killers[1];
        const int history = quiet ? quietHistory(pos, m, ply) : 0;
        const int reduction = quiet && depth >= 3 && i >= 2 ? lateMoveReduction(depth, i) : 0;
        bool skip = false;
        if (ply > 0 && !inCheck && best > -MateBound && !nearMate) {
            const int lmrDepth = std::max(0, depth - 1 - reduction);
            if (quiet) {
                const bool late = depth <= 8 && int(i) >= moveCountLimit(depth, improving);
                sorted = sorted && !late;
                skip = late || (lmrDepth <= 6 && eval + FutilityMargin * (lmrDepth + 1) <= alpha) ||
                       (depth <= 8 && staticExchange(pos, m) < -ExchangeMargin * lmrDepth);
            } else {
                skip = depth <= 6 && staticExchange(pos, m) < -2 * ExchangeMargin * depth;
            }
        }
        const bool checking = givesCheck(pos, m, discovering);
        const bool checkLosesPiece = checking && staticExchange(pos, m) < 0;
        if (skip && (!checking || (checkLosesPiece && !pvNode))) continue;
        // A check extends the line unless the checking piece is simply lost: drop chess is full
        // of such checks, and extending them all starves the rest of the tree. At full strength
        // only where seven plies remain: near the leaves the extensions cost the deep searches of
        // longer controls more than they find (docs/strength-history.md, "Strength and time").
        const bool extend =
            checking && !checkLosesPiece && depth >= m_checkExtensionDepth && ply < 2 * m_rootDepth;
        m_played[ply] = m;
        m_playedKey[ply] = History::key(pos, m);
        Position::Undo undo;
        pos.makeMove(m, undo);
        bool received[2] = {false, false};
        if (ply == 0) receiveIncoming(pos, received);
        const bool check = pos.inCheck();
        const int newDepth = depth - 1 + ((extend && check) || (singular && m == ttMove));
        const int edge = teamCredit(undo.earned(), mover) + (ply == 0 ? m_root[i].noise : 0);
        int score;
        if (i == 0) {
            score = child(pos, alpha, beta, newDepth, ply + 1, edge);
        } else {
            int r = 0;
            if (reduction > 0 && !inCheck) {
                r = reduction - pvNode + !improving - killer - history / 12000 - check;
                r = std::clamp(r, 0, depth - 2);
            }
            score = child(pos, alpha, alpha + 1, newDepth - r, ply + 1, edge);
            if (score > alpha && r > 0)
                score = child(pos, alpha, alpha + 1, newDepth, ply + 1, edge);
            if (score > alpha && score < beta)
                score = child(pos, alpha, beta, newDepth, ply + 1, edge);
        }
        if (ply == 0) returnIncoming(pos, received);
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
                    rewardCapture(pos, quiet ? Move() : m, depth, failedCaptures,
                                  failedCaptureCount);
                    break;
                }
            }
        }
        if (quiet && failedCount < 64) failedQuiets[failedCount++] = m;
        if (!quiet && failedCaptureCount < 32) failedCaptures[failedCaptureCount++] = m;
    }

    // A search without the table's move stores nothing: its result is not the node's value.
    if (excluded.isValid()) return best == -Infinite ? alpha : best;
    const Bound bound = best >= beta           ? Bound::Lower
                        : best > originalAlpha ? Bound::Exact
                                               : Bound::Upper;
    m_table.store(key, bestMove, toTable(best, ply), depth, bound);
    // The evaluation learns from quiet nodes whose score bounds it from the side it erred on.
    if (!inCheck && !isMateScore(best) && !(bestMove.isValid() && isCapture(pos, bestMove)) &&
        !(bound == Bound::Lower && best <= staticEval) &&
        !(bound == Bound::Upper && best >= staticEval))
        m_history.learnCorrection(pos, best - staticEval, depth);
    return best;
}

// The side to move passes and the opponent searches to a depth reduced by more the deeper the
// node and the further the evaluation is above beta. If even that fails to bring the score
// below beta, a real move will do at least as well, barring zugzwang (see canPass()).
int Search::nullMoveScore(Position &pos, int beta, int depth, int eval, int ply)
{
    const int r = 3 + depth / 4 + std::min(3, (eval - beta) / 200);
    Position::Undo undo;
    pos.makeNullMove(undo);
    m_played[ply] = Move();
    m_playedKey[ply] = -1;
    const int s = child(pos, beta - 1, beta, depth - 1 - r, ply + 1, 0);
    pos.unmakeNullMove(undo);
    return s;
}

// The captures and queen promotions whose exchange value could reach cutBeta are searched with
// a quiescence search first and, only if that beats cutBeta, four plies shallower: the cheap look
// weeds out most. Returns the first score at or above cutBeta, else -Infinite. The caller skips it
// where the table already holds a deep enough score below cutBeta.
int Search::probCut(Position &pos, int cutBeta, int depth, int staticEval, Move ttMove, int ply)
{
    Frame &frame = m_frames[ply];
    frame.list.clear();
    pos.legalMoves(frame.list);
    orderMoves(pos, frame, ttMove, MoveFilter::Tactical, ply);
    const Color mover = pos.sideToMove();
    for (std::size_t i = 0; i < frame.size; ++i) {
        const Move m = pickMove(frame, i);
        if (staticExchange(pos, m) < cutBeta - staticEval) continue;
        const PieceType earned = earnedBy(pos, m);
        const int edge = teamCredit(earned, mover);
        m_played[ply] = m;
        m_playedKey[ply] = History::key(pos, m);
        Position::Undo undo;
        pos.makeMove(m, undo);
        int s = child(pos, cutBeta - 1, cutBeta, 0, ply + 1, edge);
        if (s >= cutBeta) s = child(pos, cutBeta - 1, cutBeta, depth - 4, ply + 1, edge);
        pos.unmakeMove(m, undo);
        if (m_aborted) return 0;
        if (s >= cutBeta) return s;
    }
    return -Infinite;
}

// Captures and queen promotions, plus, at the first quiescence ply, drops that give check on a
// square the opponent does not attack, or that only its king attacks and we guard (a drop that
// may mate next to the king); in check every evasion. Captures that cannot raise alpha (delta)
// or lose material in the exchange are skipped. Bounded by MaxQuiescencePly.
int Search::quiescence(Position &pos, int alpha, int beta, int depth, int ply)
{
    m_pvLength[ply] = ply;
    if (!countNode()) return 0;
    if (ply >= MaxPly - 1) return evaluate(pos);
    const bool inCheck = pos.inCheck();
    const bool pvNode = beta - alpha > 1;
    int best = -Infinite;
    if (!inCheck) {
        best = correctedEvaluation(pos);
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
                            : MoveFilter::Tactical,
               ply);

    const int originalAlpha = alpha;
    const int standPat = best;
    Move bestMove;
    for (std::size_t i = 0; i < frame.size; ++i) {
        const Move m = pickMove(frame, i);
        const Color mover = pos.sideToMove();
        const PieceType earned = earnedBy(pos, m);
        if (!inCheck && earned != PieceType::None &&
            ((m.kind != MoveKind::Promotion &&
              standPat + pieceValue(earned) + teamCredit(earned, mover) + DeltaMargin <= alpha) ||
             staticExchange(pos, m) < 0))
            continue;
        m_played[ply] = m;
        m_playedKey[ply] = History::key(pos, m);
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

// Order: the table's move, captures that do not lose material by most valuable victim (plus team
// credit), then capture history, queen promotions with them, killers, the countermove, then moves
// that check directly (drops included) and the rest, each tier sorted by butterfly and
// continuation history, and last the captures that lose material.
void Search::orderMoves(const Position &pos, Frame &frame, Move ttMove, MoveFilter filter, int ply)
{
    const CheckSquares checks(pos);
    const Color us = pos.sideToMove();
    const Move counter = counterMove(ply);
    frame.size = 0;
    for (const Move &m : frame.list) {
        const PieceType earned = earnedBy(pos, m);
        const bool queening = m.kind == MoveKind::Promotion && m.piece == PieceType::Queen;
        const bool givesCheck = checks.direct(arrivingType(pos, m), m.to);
        if (filter != MoveFilter::All && earned == PieceType::None && !queening) {
            bool safeCheckingDrop =
                filter == MoveFilter::TacticalAndChecks && m.kind == MoveKind::Drop && givesCheck;
            if (safeCheckingDrop) {
                // Safe also next to the king when only the king attacks it and we guard it.
                const Bitboard guards = pos.attackersTo(m.to, pos.occupied());
                const Bitboard theirs = guards & pos.pieces(~us);
                safeCheckingDrop = !theirs || (theirs == pos.pieces(~us, PieceType::King) &&
                                               (guards & pos.pieces(us)));
            }
            if (!safeCheckingDrop) continue;
        }
        int score;
        if (m == ttMove) {
            score = TtMoveOrder;
        } else if (earned != PieceType::None || queening) {
            const int value =
                8 * (pieceValue(earned) + teamCredit(earned, us)) +
                (queening ? 8 * pieceValue(PieceType::Queen) : 0) +
                (earned != PieceType::None ? m_history.capture(pos, m, earned) / 16 : 0);
            score = (staticExchange(pos, m) >= 0 ? CaptureOrder : BadCaptureOrder) + value;
        } else if (m == frame.killers[0] || m == frame.killers[1]) {
            score = KillerOrder + (m == frame.killers[0]);
        } else if (m == counter) {
            score = CounterOrder;
        } else {
            score = quietHistory(pos, m, ply) + (givesCheck ? CheckOrder : 0);
        }
        frame.moves[frame.size++] = {m, score};
    }
}

int Search::correctedEvaluation(const Position &pos) const
{
    return std::clamp(evaluate(pos) + m_history.correction(pos), -EvalLimit, EvalLimit);
}

// The quiet move that last refuted the move just played, or a null move.
Move Search::counterMove(int ply) const
{
    return ply > 0 && m_playedKey[ply - 1] >= 0 ? m_history.counter(m_playedKey[ply - 1]) : Move();
}

// Butterfly history plus the continuation history after the opponent's last move and after our
// own move before it (where those were real moves).
int Search::quietHistory(const Position &pos, Move m, int ply) const
{
    History &h = m_history;
    int score = h.butterfly(pos, m);
    const int key = History::key(pos, m);
    for (int back = 1; back <= 2 && back <= ply; ++back)
        if (m_playedKey[ply - back] >= 0) score += h.continuation(m_playedKey[ply - back], key);
    return score;
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
    return m_outlook.credit[int(mover)][int(earned)];
}

// Below the root the pieces about to arrive from the other board are in hand already: by the
// time either side here moves again, the capture there has most likely been made.
void Search::receiveIncoming(Position &pos, bool received[2]) const
{
    for (Color c : {Color::White, Color::Black})
        if (m_outlook.incoming[int(c)] != PieceType::None)
            received[int(c)] = pos.addToPocket(c, m_outlook.incoming[int(c)]);
}

void Search::returnIncoming(Position &pos, const bool received[2]) const
{
    for (Color c : {Color::White, Color::Black})
        if (received[int(c)]) pos.removeFromPocket(c, m_outlook.incoming[int(c)]);
}

namespace {

int historyBonus(int depth)
{
    return std::min(32 * depth * depth, 2000);
}

} // namespace

// A quiet move that refuted the node becomes a killer and the countermove of the move before,
// and gains butterfly and continuation history; the quiet moves tried before it lose some.
void Search::rewardQuiet(const Position &pos, Move m, int depth, int ply, const Move *failed,
                         int failedCount)
{
    Frame &frame = m_frames[ply];
    if (frame.killers[0] != m) {
        frame.killers[1] = frame.killers[0];
        frame.killers[0] = m;
    }
    if (ply > 0 && m_playedKey[ply - 1] >= 0) m_history.counter(m_playedKey[ply - 1]) = m;
    const int bonus = historyBonus(depth);
    auto update = [&](Move move, int delta) {
        History::update(m_history.butterfly(pos, move), delta);
        const int key = History::key(pos, move);
        for (int back = 1; back <= 2 && back <= ply; ++back)
            if (m_playedKey[ply - back] >= 0)
                History::update(m_history.continuation(m_playedKey[ply - back], key), delta);
    };
    update(m, bonus);
    for (int i = 0; i < failedCount; ++i) update(failed[i], -bonus);
}

// The capture `m` that refuted the node (null if a quiet move did) gains capture history, the
// captures tried before it lose some.
void Search::rewardCapture(const Position &pos, Move m, int depth, const Move *failed,
                           int failedCount)
{
    const int bonus = historyBonus(depth);
    auto update = [&](Move move, int delta) {
        const PieceType victim = earnedBy(pos, move);
        if (victim != PieceType::None) History::update(m_history.capture(pos, move, victim), delta);
    };
    if (m.isValid()) update(m, bonus);
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
