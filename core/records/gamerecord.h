#pragma once

#include "core/match/match.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// Game records: a bughouse match or crazyhouse game as a list of moves with tags, clock stamps,
/// comments and result, as BPGN and PGN hold them (bpgn.h reads and writes the text).
namespace core {

/// One tag pair, `[Name "Value"]`.
struct Tag
{
    std::string name;
    std::string value;

    friend bool operator==(const Tag &, const Tag &) = default;
};

/// An engine's evaluation of a position, as lichess writes it in a comment: `[%eval 0.35]` (pawns)
/// or `[%eval #-3]` (mate in 3 moves for Black).
struct Evaluation
{
    int centipawns = 0; ///< from White's view of the board; 0 when `mate` is set
    int mate = 0;       ///< moves to mate: > 0 White mates, < 0 Black mates, 0 none

    friend bool operator==(const Evaluation &, const Evaluation &) = default;
};

/// The largest evaluation a record holds: 100,000 pawns, and mate in 9,999 moves. Larger numbers
/// in a file are no evaluation (see parseEvaluation()).
constexpr int MaxEvalCentipawns = 10'000'000;
constexpr int MaxEvalMate = 9'999;

/// One half-move of a record.
struct Ply
{
    Seat seat = Seat::WhiteA; ///< who moved (crazyhouse: WhiteA or BlackA)
    std::string san;          ///< the move as written: `Nf3`, `exd5`, `N@f3`, `@e4`, `d5?!`
    Move move;                ///< the move resolved on its board; null until resolved
    std::optional<Milliseconds> clock; ///< the mover's time left after the move, if recorded
    /// Comments after the move, without braces and trimmed; the clock stamp and the analysis
    /// (`eval`, `best`) taken out.
    std::vector<std::string> comments;
    int line = 0;   ///< where the move was read (1 = first line), 0 if not read
    int number = 0; ///< its move number as written (`41b.`: 41), 0 if none was
    /// An engine's evaluation of the position after the move, from White's view of its board, if an
    /// analysis gave one.
    std::optional<Evaluation> eval;
    /// The engine's best move in the position after the move, if an analysis gave one: the next
    /// move on this board, the opponent's (SAN as written, `N@f7+`).
    std::string best;
    Move bestMove; ///< `best` resolved on the board after the move; null until resolved

    /// The board the move was played on.
    Board board() const { return boardOf(seat); }
    /// Equal plies are the same move with the same clock, comments, evaluation and best move;
    /// `line` and `number` do not count.
    friend bool operator==(const Ply &a, const Ply &b);
};

/// The most plies a record holds, both boards together: Match::MaxPlies, where a bughouse match is
/// drawn. The reader refuses a longer game, so that one game takes at most a few megabytes.
constexpr int MaxRecordPlies = Match::MaxPlies;

/// A game as recorded. The reader fills every field, moves resolved up to a checkmate (plies after
/// one keep a null move; see replay()); recordOf() makes one from a
/// live match. `mode` and `startFen` come from the tags (and move numbers), which the writer
/// writes as they are: a caller that changes them keeps the Variant and FEN tags in step.
struct GameRecord
{
    std::vector<Tag> tags; ///< in file order, unknown tags included
    MatchMode mode = MatchMode::Bughouse;
    std::array<std::string, 2> startFen; ///< X-FEN per board from SetUp/FEN; empty = standard start
    std::vector<std::string> comments;   ///< comments before the first move
    std::vector<Ply> plies;              ///< every half-move of both boards, in the order played
    std::string ending;                  ///< the closing comment, e.g. `Marat checkmated`
    std::string result = "*";            ///< the result marker as written: 1-0, 0-1, 1/2-1/2 or *
    /// Why the moves stop early (a file cut off in the middle of a game), or empty.
    std::string incomplete;

    /// The value of the first tag called `name`, or an empty string.
    std::string tag(std::string_view name) const;
    /// Sets the first tag called `name` to `value`, or appends the tag.
    void setTag(std::string_view name, std::string value);
    /// The TimeControl tag as a time control, if it holds one (see parseTimeControl()).
    std::optional<TimeControl> timeControl() const;

    friend bool operator==(const GameRecord &, const GameRecord &) = default;
};

/// Reads a PGN TimeControl value: `180+2` (seconds, Fischer increment), `120` (no bonus), and this
/// project's `180d2` (simple delay) and `180b2` (Bronstein). Decimal seconds are allowed. Empty
/// for `-`, `?`, periods (`40/7200`), sand clocks (`*60`), a zero base or anything else.
std::optional<TimeControl> parseTimeControl(std::string_view text);
/// Writes `time` the way parseTimeControl() reads it back (`180+0`, `90.5+2`, `300d3`).
std::string formatTimeControl(const TimeControl &time);

/// Seconds with up to three decimals, as BPGN clock stamps are written: `179`, `119.051`, `-0.576`.
std::string formatSeconds(Milliseconds ms);
/// Reads a decimal number of seconds (`179`, `119.051`, `-0.576`) into milliseconds, rounded to
/// the nearest millisecond; empty unless the whole text is such a number.
std::optional<Milliseconds> parseSeconds(std::string_view text);

/// An evaluation as `[%eval]` holds it, the way lichess writes it: pawns with one or two decimals
/// (`0.35`, `-1.2`, `3.0`), or `#3` / `#-3` for a mate.
std::string formatEvaluation(const Evaluation &eval);
/// Reads what formatEvaluation() writes, and also pawns with more or no decimals (`-1`, `+0.355`,
/// rounded to the nearest centipawn) and a depth after a comma (`0.35,22`, not kept). Empty
/// unless the whole text is such an evaluation within MaxEvalCentipawns and MaxEvalMate; a mate
/// in 0 (`#0`) is none.
std::optional<Evaluation> parseEvaluation(std::string_view text);

/// Both boards' FENs the way records and bughouse-cli show them: `FEN_A | FEN_B` in bughouse,
/// just board A's in crazyhouse.
std::string joinFens(MatchMode mode, const std::array<std::string, 2> &fens);

/// How a game ended.
enum class Ending : std::uint8_t
{
    Unknown,
    Checkmate,
    Resignation,
    TimeForfeit,
    Abort,
    Draw
};

/// Lower-case English name: checkmate, resignation, time forfeit, abort, draw, unknown.
const char *describe(Ending e);

/// What a replayed record amounts to.
struct GameSummary
{
    int plies = 0; ///< half-moves replayed, both boards together (up to a checkmate)
    /// Half-moves the record has after a checkmate on either board: the game ended at the mate,
    /// so they are not replayed (and ending and result are the mate's), or 0.
    int afterMate = 0;
    /// The result for the teams: `1-0` when team One (White-A and Black-B; crazyhouse: White)
    /// won, `0-1` for team Two, `1/2-1/2` or `*`. Where the closing comment names a seat and
    /// disagrees with the result marker (some bughousedb files give board B's result), the
    /// comment wins; a mate on the board (the last move's) wins over both. "X mates" (as
    /// cutechess-cli writes) names the winner.
    std::string result = "*";
    std::optional<Team> winner;      ///< the winning team, if any
    Ending ending = Ending::Unknown; ///< from the closing comment, else the final position
};

/// A record played through on its boards.
struct Replay
{
    std::array<Position, 2> boards; ///< after the plies replayed (board B unused in crazyhouse)
    std::vector<Move> moves;        ///< the resolved move of each ply replayed
    std::vector<Move> bestMoves;    ///< each ply's Ply::best resolved after it, null where none
    /// The summary; after a partial replay that stops short of a mate an unfinished game (`*`,
    /// Ending::Unknown).
    GameSummary summary;
};

/// The rules a record was played by, from its tags (README, "Records"): MateRule (`standard`,
/// `bughouse`), Promotions (letters of the allowed pieces, `QN`), and `yes`/`no` for DropMate,
/// DropCheck, Stalemate, Repetition (per board), RepetitionAcrossBoards, PoisonedPiece,
/// SimultaneousEnd and ClockMove. A missing tag means the servers' rule: the bughouse mate rule
/// in bughouse, the standard one in crazyhouse, drop-mate and drop checks allowed, any promotion,
/// stalemate, and nothing else. Fails naming the tag whose value is not understood.
Result<Rules> recordRules(const GameRecord &record);
/// Sets the rule tags of `rules` on `record` (its mode already set): only those that differ from
/// the servers' rules, so other programs' records and ours under their rules carry none.
void setRuleTags(GameRecord &record, const Rules &rules);

/// The boards of `record` before its first ply: its start positions (the standard start where
/// `startFen` is empty) under recordRules(). Fails naming the rule tag or the board whose FEN is
/// wrong.
Result<std::array<Position, 2>> startBoards(const GameRecord &record);

/// replay() plays every ply (up to a checkmate).
constexpr int AllPlies = -1;

/// Replays the first `plies` plies of `record` (all by default) on one Position per board, but
/// stops after a ply that checkmates (`moves` is then shorter than asked, and the summary is the
/// finished game's, GameSummary::afterMate counting the record's plies after the mate): each
/// SAN is resolved with parseSan() on its board, and in bughouse a capture goes to the partner's
/// pocket in the partner's colour (a promoted piece as a pawn). The boards follow recordRules().
/// A ply's best move (Ply::best) is resolved on its board after the ply. Fails with `line L, move
/// 12A. ` (or `ply N, move ...` for plies not read from text) naming the move, and why it or its
/// best move (`[%best Nf9]: ...`) cannot be played.
Result<Replay> replay(const GameRecord &record, int plies = AllPlies);

/// A record of `match` for saving: names per seat (indexed by Seat; crazyhouse uses the first
/// two), tags (Event, Site, Date as unknowns for the caller to set, players, TimeControl, Variant,
/// the rule tags of setRuleTags(), SetUp/FEN, Result), every move with its SAN, move and clock
/// stamp (MatchEvent::clock), and, once the match is over, the result for the teams and a closing
/// comment such as `Marat checkmated`. Per-seat base times (time odds) are not recorded.
GameRecord recordOf(const Match &match, const std::array<std::string, 4> &names);
/// The match `record` was played as, the other way round: its mode, time control (the TimeControl
/// tag), rules (recordRules()) and start positions, every seat with the base time. Fails saying
/// why when the record has no time control or the match could not be played
/// (MatchConfig::validate()).
Result<MatchConfig> matchConfigOf(const GameRecord &record);

} // namespace core
