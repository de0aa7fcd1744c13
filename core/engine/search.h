#pragma once

#include "core/board/position.h"
#include "core/match/clock.h"
#include "history.h"
#include "teamoutlook.h"
#include "transpositiontable.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <unordered_map>
#include <vector>

/// The computer player: search, evaluation, time management and playing levels.
namespace core::engine {

/// Deepest ply the search reaches, extensions and quiescence included.
constexpr int MaxPly = 64;
/// The score of a mate on the board: mate in n plies scores MateScore - n, being mated in n
/// plies -(MateScore - n).
constexpr int MateScore = 32000;
/// Scores at least this far from zero announce a mate.
constexpr int MateBound = MateScore - MaxPly;
/// True if `score` announces a mate for either side.
constexpr bool isMateScore(int score)
{
    return score >= MateBound || score <= -MateBound;
}

/// A search at full strength extends checks only where at least this many plies remain.
constexpr int FullCheckExtensionDepth = 7;

/// The caller's monotonic clock in milliseconds; the search never reads a clock itself.
using TimeSource = std::function<Milliseconds()>;

/// When a search stops. Times count on the TimeSource from the start of the search.
struct SearchLimits
{
    int maxDepth = MaxPly; ///< deepest iteration, in plies
    /// No new iteration starts once half of this has passed, from depth 4 on scaled by the
    /// search's confidence: 70 % while the best move has held for four iterations, up to 200 %
    /// while it changes and its score falls.
    Milliseconds softTime = Never;
    Milliseconds hardTime = Never; ///< the search is abandoned at this point
    std::uint64_t maxNodes = 0;    ///< the search is abandoned after this many nodes; 0 = no limit
};

/// What the game around the board tells the search.
struct SearchContext
{
    /// Position::key() of the game's earlier positions, the current one excluded (crazyhouse
    /// threefold repetition; bughouse has none and ignores them).
    std::vector<std::uint64_t> history;
    /// Bughouse: the piece type the partner asked for with a "need" signal, or None.
    PieceType partnerNeeds = PieceType::None;
    /// Bughouse: the other board, if the caller knows it (see teamOutlook()).
    std::optional<OtherBoard> otherBoard;
    /// Bughouse: the main time left to the side to move and to its opponent, if known; with the
    /// other board, Engine::chooseMove() may then advise to sit (SearchResult::sit).
    std::optional<Milliseconds> myTime, opponentTime;
};

/// What a search found.
struct SearchResult
{
    Move best;               ///< a legal move; null only when there is none
    int score = 0;           ///< centipawns for the side to move, or a mate score
    int depth = 0;           ///< the last completed iteration
    std::uint64_t nodes = 0; ///< positions visited
    std::vector<Move> pv;    ///< the expected line, starting with `best`
    /// Bughouse: wait up to this long for `awaited`, the piece our partner is about to capture,
    /// before playing (0: play `best` now). Asked again when the board changes or the time is up.
    Milliseconds sit = 0;
    PieceType awaited = PieceType::None;
};

/// One iterative-deepening alpha-beta search of one position: PVS with a transposition table,
/// check, single-reply and singular extensions, null-move, ProbCut, futility, move-count and
/// exchange pruning, late-move reductions, quiescence with checking drops, and move ordering by
/// exchange value, killers, countermoves and history; the static evaluation is corrected by the
/// error the search found in earlier nodes with the same pawns or hands (History::correction()).
/// Engine makes one per request; run() it once.
class Search
{
public:
    /// A search using `table` and `history` (both kept and updated) and the given limits, context
    /// and clock; `stop`, if given, is polled and abandons the search when it becomes true.
    Search(TranspositionTable &table, History &history, const TeamPlay &team,
           const SearchLimits &limits, const SearchContext &context, const TimeSource &now,
           const std::atomic<bool> *stop);

    /// Adds 0..`noise` centipawns to each root move's score, fixed per move by `seed`, so that
    /// weaker levels pick among nearly equal moves at random.
    void setRootNoise(int noise, std::uint64_t seed);
    /// Checks extend the line only where at least `depth` plies remain (FullCheckExtensionDepth
    /// unless set): the levels, whose searches end at 4 to 7 plies, extend them everywhere.
    void setCheckExtensionDepth(int depth) { m_checkExtensionDepth = depth; }
    /// Searches `root` until a limit is reached and returns the best move found; a search
    /// abandoned before finishing depth 1 still returns a legal move.
    SearchResult run(const Position &root);

private:
    struct ScoredMove
    {
        Move move;
        int score;
    };
    // Move storage of one ply, kept on the heap: a worker thread's stack may be small.
    struct Frame
    {
        MoveList list;
        ScoredMove moves[MoveList::Capacity];
        std::size_t size = 0;
        Move killers[2];
    };
    // Which moves orderMoves() keeps.
    enum class MoveFilter : std::uint8_t
    {
        All,
        Tactical,         // captures and queen promotions
        TacticalAndChecks // and drops giving check on a square the opponent does not attack
                          // (but with its king, when we guard it)
    };
    struct RootMove
    {
        Move move;
        int noise = 0;
        int score = 0;
    };

    int search(Position &pos, int alpha, int beta, int depth, int ply);
    int nullMoveScore(Position &pos, int beta, int depth, int eval, int ply);
    int probCut(Position &pos, int cutBeta, int depth, int staticEval, Move ttMove, int ply);
    int quiescence(Position &pos, int alpha, int beta, int depth, int ply);
    int child(Position &pos, int alpha, int beta, int depth, int ply, int edge);
    void orderMoves(const Position &pos, Frame &frame, Move ttMove, MoveFilter filter, int ply);
    Move pickMove(Frame &frame, std::size_t i);
    Move counterMove(int ply) const;
    int quietHistory(const Position &pos, Move m, int ply) const;
    int correctedEvaluation(const Position &pos) const;
    int teamCredit(PieceType earned, Color mover) const;
    void receiveIncoming(Position &pos, bool received[2]) const;
    void returnIncoming(Position &pos, const bool received[2]) const;
    void rewardQuiet(const Position &pos, Move m, int depth, int ply, const Move *failed,
                     int failedCount);
    void rewardCapture(const Position &pos, Move m, int depth, const Move *failed, int failedCount);
    bool countNode();
    Milliseconds elapsed() const { return m_now() - m_start; }
    bool isRepetition(std::uint64_t key, int ply) const;
    void updatePv(int ply, Move m);

    TranspositionTable &m_table;
    History &m_history;
    TeamPlay m_team;
    SearchLimits m_limits;
    const TimeSource &m_now;
    const std::atomic<bool> *m_stop;
    std::unordered_map<std::uint64_t, int> m_gameKeys;
    PieceType m_need;
    std::optional<OtherBoard> m_other;
    TeamOutlook m_outlook;
    int m_noise = 0;
    std::uint64_t m_seed = 0;
    int m_checkExtensionDepth = FullCheckExtensionDepth;

    Color m_us = Color::White;
    bool m_bughouse = false;
    Milliseconds m_start = 0;
    std::uint64_t m_nodes = 0;
    bool m_aborted = false;
    int m_rootDepth = 0;
    std::vector<RootMove> m_root;
    SearchResult m_result;
    std::vector<Frame> m_frames;
    std::uint64_t m_keys[MaxPly + 1] = {};
    Move m_pv[MaxPly + 1][MaxPly + 1];
    int m_pvLength[MaxPly + 1] = {};
    Move m_excluded[MaxPly + 1];      // the move a singular-extension search leaves out, if any
    Move m_played[MaxPly + 1];        // the move made at each ply; null for a null move
    int m_playedKey[MaxPly + 1] = {}; // its History::key(), -1 for a null move
    int m_eval[MaxPly + 1] = {};      // static evaluation at each ply, NoEval in check
};

} // namespace core::engine
