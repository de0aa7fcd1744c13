#pragma once

#include "clock.h"
#include "core/board/notation.h"
#include "core/board/position.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace core {

/// Bughouse (two boards, four seats) or crazyhouse (one board, two seats).
enum class MatchMode : std::uint8_t
{
    Bughouse,
    Crazyhouse
};

/// The boards; crazyhouse uses only A.
enum class Board : std::uint8_t
{
    A,
    B
};

/// The four seats (seed 000, Setup). Crazyhouse uses WhiteA and BlackA.
enum class Seat : std::uint8_t
{
    WhiteA,
    BlackA,
    WhiteB,
    BlackB
};

/// The two teams: One is WhiteA + BlackB, Two is BlackA + WhiteB (in crazyhouse: White, Black).
enum class Team : std::uint8_t
{
    One,
    Two
};

/// The board a seat plays on.
constexpr Board boardOf(Seat s)
{
    return int(s) < 2 ? Board::A : Board::B;
}
/// The colour a seat plays.
constexpr Color colorOf(Seat s)
{
    return Color(int(s) & 1);
}
/// The seat playing `c` on `b`.
constexpr Seat seatAt(Board b, Color c)
{
    return Seat(int(b) * 2 + int(c));
}
/// The seat across the same board.
constexpr Seat opponentOf(Seat s)
{
    return Seat(int(s) ^ 1);
}
/// The team-mate on the other board, with the other colour (White-A partners Black-B).
constexpr Seat partnerOf(Seat s)
{
    return Seat(int(s) ^ 3);
}
/// The team of a seat.
constexpr Team teamOf(Seat s)
{
    return (s == Seat::WhiteA || s == Seat::BlackB) ? Team::One : Team::Two;
}
/// The other team.
constexpr Team otherTeam(Team t)
{
    return t == Team::One ? Team::Two : Team::One;
}

/// Everything that defines a match before it starts, as plain data.
struct MatchConfig
{
    MatchMode mode = MatchMode::Bughouse;
    TimeControl time;
    /// Per-seat base time (time odds); empty = `time.base`. Indexed by Seat.
    std::array<std::optional<Milliseconds>, 4> seatBase;
    /// The rule options; the variant is set from `mode`, and in crazyhouse the bughouse-only
    /// options (no stalemate, repetition across boards, poisoned piece, both boards at once) are
    /// left out.
    Rules rules;
    /// Starting positions as X-FEN per board; empty = the standard start (pockets empty).
    std::array<std::string, 2> startFen;

    /// An error message if the configuration cannot be played, else an empty string.
    std::string validate() const;
    /// The base time of `seat`.
    Milliseconds baseOf(Seat seat) const { return seatBase[int(seat)].value_or(time.base); }
};

/// Why a match ended.
enum class EndReason : std::uint8_t
{
    Checkmate,
    Flag,
    Resignation,
    Abort,
    Stalemate,  ///< draw: stalemate (bughouse under the standard mate rule, and crazyhouse)
    Repetition, ///< draw: one board's position, side to move and pockets three times (crazyhouse;
                ///< R6)
    MoveLimit,  ///< draw: Match::plyLimit() plies in all
    RepetitionAcrossBoards, ///< bughouse draw: both boards and all pockets three times (R6)
    PoisonedPiece ///< bughouse draw: mate by dropping a poisoned piece (R7); `seat` was mated
};

/// The outcome of a finished match.
struct MatchResult
{
    enum class Outcome : std::uint8_t
    {
        TeamOneWins,
        TeamTwoWins,
        Draw,
        Aborted
    };
    Outcome outcome;
    EndReason reason;
    Board board; ///< where it ended (for resignation and abort: the seat's board)
    Seat seat;   ///< the seat it happened to: mated, flagged, resigned, stalemated, repeated, abort
                 ///< accepter
    Milliseconds at; ///< when (for a flag: the exact moment the time reached zero)
    /// Rules::simultaneousEnd: the other board ended at the same moment too, by this seat's flag;
    /// the outcome is then the team that won both boards, or a draw.
    std::optional<Seat> alsoFlagged = std::nullopt;

    /// The winning team, if any.
    std::optional<Team> winner() const;
    friend bool operator==(const MatchResult &, const MatchResult &) = default;
};

/// A move's SAN as the match log keeps it: inline, as a log may hold millions. No SAN is longer
/// than MaxLength characters ("Qa1xb2+", "exd8=Q#", "O-O-O+").
class SanText
{
public:
    static constexpr std::size_t MaxLength = 7;
    SanText() = default;
    /// `text`, cut after MaxLength characters (see fits()).
    SanText(std::string_view text);
    SanText(const std::string &text) : SanText(std::string_view(text)) {}
    SanText(const char *text) : SanText(std::string_view(text)) {}
    /// True if `text` is kept whole.
    static bool fits(std::string_view text) { return text.size() <= MaxLength; }
    std::string_view view() const { return {m_text.data(), m_length}; }
    operator std::string() const { return std::string(view()); }
    friend bool operator==(const SanText &, const SanText &) = default;

private:
    std::array<char, MaxLength> m_text{};
    std::uint8_t m_length = 0;
};

/// One entry of the match log; enough to replay the match exactly and to write BPGN. Its fields
/// are ordered to pack it into 32 bytes.
struct MatchEvent
{
    enum class Kind : std::uint8_t
    {
        Start,
        Move,
        Resign,
        AbortRequest,
        Pause,
        Resume,
        Flag
    };
    Kind kind = Kind::Start;
    Seat seat = Seat::WhiteA; ///< mover, resigner, requester, flagged seat
    Move move;                ///< Kind::Move only
    SanText san;              ///< Kind::Move only
    Milliseconds at = 0;
    Milliseconds clock = 0; ///< Kind::Move: the mover's time left after the move (bonus applied)

    friend bool operator==(const MatchEvent &, const MatchEvent &) = default;
};

/// Why a request to the match was refused.
enum class Refusal : std::uint8_t
{
    None,        ///< accepted
    NotStarted,  ///< start() was not called yet
    Paused,      ///< the clocks are paused
    Over,        ///< the match has ended (possibly by a flag that just fell)
    NotYourTurn, ///< the seat is not to move on its board
    NotInMatch,  ///< a B-board seat in crazyhouse
    IllegalMove  ///< see the MoveError that comes with it
};

/// A whole bughouse match or crazyhouse game as pure logic: boards, pockets, clocks, results and
/// the event log. Every call that reads or changes time takes `now`; a flag that fell before `now`
/// is noticed first and ends the match at the moment it fell (seed 000, Clocks and Winning).
class Match
{
public:
    /// The outcome of play().
    struct PlayOutcome
    {
        Refusal refusal = Refusal::None;
        MoveError moveError = MoveError::None;
        bool ok() const { return refusal == Refusal::None; }
    };

    /// A bughouse match is drawn after this many plies, both boards together: ten times the
    /// longest real game, and the most a record holds (core/records), so every match can be saved
    /// and read back.
    static constexpr int MaxPlies = 10'000;
    /// The plies after which a match of `mode` is drawn (EndReason::MoveLimit): 600 in crazyhouse
    /// (seed 002), MaxPlies in bughouse.
    static int plyLimit(MatchMode mode);

    /// A match for `config` (precondition: config.validate() is empty), not yet started.
    explicit Match(const MatchConfig &config);

    /// Replays a log from events(): the same moves at the same times give the same match.
    /// Fails naming the first event that does not fit.
    static Result<Match> replay(const MatchConfig &config, const std::vector<MatchEvent> &events);
    /// Room for `events` events in the log (a reader that knows about how many will come).
    void reserveEvents(std::size_t events) { m_events.reserve(events); }

    const MatchConfig &config() const { return m_config; }
    /// The board (precondition: B only in bughouse).
    const Position &board(Board b) const { return m_boards[int(b)]; }
    /// Number of boards: 2 in bughouse, 1 in crazyhouse.
    int boardCount() const { return m_config.mode == MatchMode::Bughouse ? 2 : 1; }
    /// Seats taking part (4 or 2).
    std::vector<Seat> seats() const;
    /// True if `seat` is to move on its board.
    bool isToMove(Seat seat) const;

    /// Starts all clocks (White's on each board) at `now`.
    void start(Milliseconds now);
    bool isStarted() const { return m_started; }
    /// Plays `move` for `seat` at `now`. A capture in bughouse goes to the partner's pocket in the
    /// partner's colour (a promoted piece as a pawn); in crazyhouse to the mover's hand.
    PlayOutcome play(Seat seat, Move move, Milliseconds now);
    /// `seat` resigns at `now`: the other team wins.
    Refusal resign(Seat seat, Milliseconds now);
    /// `seat` asks to abort; if the other team had already asked, the match ends without winner.
    Refusal requestAbort(Seat seat, Milliseconds now);
    /// True if `team` has an abort request pending.
    bool abortRequested(Team team) const { return m_abortRequest[int(team)]; }
    /// Stops all clocks at `now`.
    Refusal pause(Milliseconds now);
    /// Starts the clocks of the sides to move again at `now`.
    Refusal resume(Milliseconds now);
    bool isPaused() const { return m_paused; }

    /// Notices a flag that fell by `now`; true if the match is over.
    bool update(Milliseconds now);
    /// The result once the match is over (call update() first to notice flags).
    const std::optional<MatchResult> &result() const { return m_result; }
    bool isOver() const { return m_result.has_value(); }

    /// `seat`'s main time at `now` (frozen at the end of the match).
    Milliseconds timeLeft(Seat seat, Milliseconds now) const;
    /// What is left of `seat`'s simple delay this turn at `now`.
    Milliseconds delayLeft(Seat seat, Milliseconds now) const;
    /// The earliest moment a running clock can flag, or Never (a GUI can time its next update).
    Milliseconds nextFlagTime() const;
    /// The state of the side to move on `b` under the match rules (Status::Wait: waiting for a
    /// piece).
    Status status(Board b) const { return m_boards[int(b)].status(); }

    /// Every event so far, in order.
    const std::vector<MatchEvent> &events() const { return m_events; }
    /// Plies played so far on all boards together.
    int plies() const { return m_plies; }
    /// The keys of board `b`'s states so far, the current one last, for the repetition rule: in
    /// crazyhouse always, in bughouse with Rules::repetitionPerBoard (a state is recorded whenever
    /// the board changes, also when a piece arrives in a pocket), else empty.
    const std::vector<std::uint64_t> &keyHistory(Board b = Board::A) const
    {
        return m_history[int(b)];
    }
    /// Rules::poisonedPiece: how many of the pieces of type `t` in `seat`'s pocket are poisoned.
    int poisonedCount(Seat seat, PieceType t) const { return m_poisoned[int(seat)][int(t)]; }

private:
    friend class MatchReplay;

    Refusal checkActive(Seat seat, Milliseconds now);
    bool flagFallsWith(Board moving, Milliseconds now) const;
    void log(MatchEvent::Kind kind, Milliseconds at, Seat seat = Seat::WhiteA);
    void finish(MatchResult result);
    void judgeAfterMove(Seat mover, bool poisonedDrop, bool passed, Milliseconds now);
    bool recordRepetition(Board b);
    void updatePoison(Seat mover, PieceType earned);

    MatchConfig m_config;
    std::array<Position, 2> m_boards;
    std::array<Clock, 2> m_clocks;
    std::array<std::vector<std::uint64_t>, 2> m_history;     // per board, for repetition
    std::vector<std::array<std::uint64_t, 2>> m_bothHistory; // both boards, for repetition across
    std::array<std::array<std::uint8_t, PocketTypes>, 4> m_poisoned{}; // by pocket owner and type
    std::vector<MatchEvent> m_events;
    std::optional<MatchResult> m_result;
    bool m_abortRequest[2] = {false, false};
    bool m_started = false;
    bool m_paused = false;
    int m_plies = 0;
};

/// Replays a log one event at a time, for a reader that need not hold the log twice: after
/// `replay(event)` for every event of a log, `match()` is what Match::replay() gives.
class MatchReplay
{
public:
    /// A replay from the start (precondition: config.validate() is empty).
    explicit MatchReplay(const MatchConfig &config) : m_match(config) {}
    /// Applies the next event of the log; an error naming it if it does not fit, else empty.
    std::string replay(const MatchEvent &event);
    /// The events replayed so far.
    std::size_t count() const { return m_count; }
    Match &match() { return m_match; }

private:
    Match m_match;
    std::size_t m_count = 0;
};

} // namespace core
