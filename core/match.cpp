#include "match.h"

#include <algorithm>

namespace core {

namespace {

constexpr Milliseconds MaxTime = 24 * 3600 * 1000LL; // a day on one clock is plenty
constexpr int CrazyhousePlyLimit = 600;             // seed 002, Draws

Rules rulesFor(const MatchConfig &config)
{
    Rules rules = config.rules;
    rules.variant = config.mode == MatchMode::Bughouse ? Variant::Bughouse : Variant::Crazyhouse;
    return rules;
}

Position startPosition(const MatchConfig &config, Board b)
{
    const std::string &fen = config.startFen[int(b)];
    if (fen.empty()) return Position(rulesFor(config));
    return *Position::fromFen(fen, rulesFor(config));
}

Clock makeClock(const MatchConfig &config, Board b)
{
    return Clock(config.time, config.baseOf(seatAt(b, Color::White)), config.baseOf(seatAt(b, Color::Black)));
}

MatchResult::Outcome winOf(Team t)
{
    return t == Team::One ? MatchResult::Outcome::TeamOneWins : MatchResult::Outcome::TeamTwoWins;
}

} // namespace

std::string MatchConfig::validate() const
{
    if (time.base <= 0) return "the base time must be positive";
    if (time.base > MaxTime) return "the base time must be at most 24 hours";
    if (time.bonus < 0) return "the increment or delay cannot be negative";
    if (time.bonus > 3600 * 1000) return "the increment or delay must be at most one hour";
    for (const auto &base : seatBase)
        if (base && (*base <= 0 || *base > MaxTime)) return "each seat's base time must be from 1 ms to 24 hours";
    if (mode == MatchMode::Crazyhouse && (seatBase[int(Seat::WhiteB)] || seatBase[int(Seat::BlackB)]))
        return "crazyhouse has no board B seats";
    if (mode == MatchMode::Crazyhouse && !startFen[int(Board::B)].empty())
        return "crazyhouse has no board B";
    int pieces = 0;
    for (int b = 0; b < 2; ++b) {
        if (startFen[b].empty()) {
            pieces += 32;
            continue;
        }
        const auto pos = Position::fromFen(startFen[b], rulesFor(*this));
        if (!pos) return std::string("start position of board ") + char('A' + b) + ": " + pos.error();
        if (pos->status() == Status::Checkmate || pos->status() == Status::Stalemate)
            return std::string("start position of board ") + char('A' + b) + " is already over";
        pieces += pos->pieceCount();
    }
    // Captures only move pieces between the boards, so this bounds each board for the whole match.
    if (mode == MatchMode::Bughouse && pieces > Position::MaxPieces)
        return "the two boards hold " + std::to_string(pieces) + " pieces, more than two sets (" +
               std::to_string(Position::MaxPieces) + ")";
    return {};
}

std::optional<Team> MatchResult::winner() const
{
    switch (outcome) {
    case Outcome::TeamOneWins: return Team::One;
    case Outcome::TeamTwoWins: return Team::Two;
    default: return std::nullopt;
    }
}

Match::Match(const MatchConfig &config)
    : m_config(config), m_boards{startPosition(config, Board::A), startPosition(config, Board::B)},
      m_clocks{makeClock(config, Board::A), makeClock(config, Board::B)}
{
    if (config.mode == MatchMode::Crazyhouse) m_history.push_back(m_boards[0].key());
}

std::vector<Seat> Match::seats() const
{
    if (m_config.mode == MatchMode::Crazyhouse) return {Seat::WhiteA, Seat::BlackA};
    return {Seat::WhiteA, Seat::BlackA, Seat::WhiteB, Seat::BlackB};
}

bool Match::isToMove(Seat seat) const
{
    if (int(boardOf(seat)) >= boardCount()) return false;
    return m_boards[int(boardOf(seat))].sideToMove() == colorOf(seat);
}

void Match::start(Milliseconds now)
{
    if (m_started) return;
    m_started = true;
    for (int b = 0; b < boardCount(); ++b) m_clocks[b].start(m_boards[b].sideToMove(), now);
    log(MatchEvent::Kind::Start, now);
}

// The earliest flag among the running clocks ends the match at the moment it fell.
bool Match::update(Milliseconds now)
{
    if (m_result || !m_started || m_paused) return m_result.has_value();
    int board = -1;
    for (int b = 0; b < boardCount(); ++b)
        if (m_clocks[b].flagTime() <= now && (board < 0 || m_clocks[b].flagTime() < m_clocks[board].flagTime()))
            board = b;
    if (board < 0) return false;
    const Milliseconds at = m_clocks[board].flagTime();
    const Seat flagged = seatAt(Board(board), m_clocks[board].activeSide());
    log(MatchEvent::Kind::Flag, at, flagged);
    finish({winOf(otherTeam(teamOf(flagged))), EndReason::Flag, Board(board), flagged, at});
    return true;
}

Refusal Match::checkActive(Seat seat, Milliseconds now)
{
    if (int(boardOf(seat)) >= boardCount()) return Refusal::NotInMatch;
    if (!m_started) return Refusal::NotStarted;
    if (update(now)) return Refusal::Over;
    if (m_paused) return Refusal::Paused;
    return Refusal::None;
}

Match::PlayOutcome Match::play(Seat seat, Move move, Milliseconds now)
{
    if (const Refusal r = checkActive(seat, now); r != Refusal::None) return {r};
    const Board b = boardOf(seat);
    Position &pos = m_boards[int(b)];
    if (pos.sideToMove() != colorOf(seat)) return {Refusal::NotYourTurn};
    if (const MoveError e = checkMove(pos, move); e != MoveError::None) return {Refusal::IllegalMove, e};

    MatchEvent event;
    event.kind = MatchEvent::Kind::Move;
    event.at = now;
    event.seat = seat;
    event.move = move;
    event.san = toSan(pos, move);
    Position::Undo undo;
    pos.makeMove(move, undo);
    if (m_config.mode == MatchMode::Bughouse && undo.earned() != PieceType::None) {
        const Seat partner = partnerOf(seat);
        // Cannot be refused: validate() keeps both boards together within two sets.
        [[maybe_unused]] const bool added = m_boards[int(boardOf(partner))].addToPocket(colorOf(partner), undo.earned());
    }
    m_clocks[int(b)].punch(now);
    event.clock = m_clocks[int(b)].timeLeft(colorOf(seat), now);
    m_events.push_back(std::move(event));
    ++m_plies;
    // A new move (of either team) withdraws pending abort requests: play has gone on.
    m_abortRequest[0] = m_abortRequest[1] = false;
    judgeAfterMove(seat, now);
    return {};
}

void Match::judgeAfterMove(Seat mover, Milliseconds now)
{
    const Board b = boardOf(mover);
    const Seat next = opponentOf(mover);
    switch (m_boards[int(b)].status()) {
    case Status::Checkmate: return finish({winOf(teamOf(mover)), EndReason::Checkmate, b, next, now});
    case Status::Stalemate: return finish({MatchResult::Outcome::Draw, EndReason::Stalemate, b, next, now});
    default: break;
    }
    if (m_config.mode != MatchMode::Crazyhouse) return;
    const std::uint64_t key = m_boards[0].key();
    m_history.push_back(key);
    if (std::count(m_history.begin(), m_history.end(), key) >= 3)
        return finish({MatchResult::Outcome::Draw, EndReason::Repetition, b, mover, now});
    if (m_plies >= CrazyhousePlyLimit) finish({MatchResult::Outcome::Draw, EndReason::MoveLimit, b, mover, now});
}

Refusal Match::resign(Seat seat, Milliseconds now)
{
    if (const Refusal r = checkActive(seat, now); r != Refusal::None && r != Refusal::Paused) return r;
    log(MatchEvent::Kind::Resign, now, seat);
    finish({winOf(otherTeam(teamOf(seat))), EndReason::Resignation, boardOf(seat), seat, now});
    return Refusal::None;
}

Refusal Match::requestAbort(Seat seat, Milliseconds now)
{
    if (const Refusal r = checkActive(seat, now); r != Refusal::None && r != Refusal::Paused) return r;
    log(MatchEvent::Kind::AbortRequest, now, seat);
    const Team team = teamOf(seat);
    m_abortRequest[int(team)] = true;
    if (m_abortRequest[int(otherTeam(team))])
        finish({MatchResult::Outcome::Aborted, EndReason::Abort, boardOf(seat), seat, now});
    return Refusal::None;
}

Refusal Match::pause(Milliseconds now)
{
    if (const Refusal r = checkActive(Seat::WhiteA, now); r != Refusal::None) return r;
    for (int b = 0; b < boardCount(); ++b) m_clocks[b].stop(now);
    m_paused = true;
    log(MatchEvent::Kind::Pause, now);
    return Refusal::None;
}

Refusal Match::resume(Milliseconds now)
{
    if (!m_started) return Refusal::NotStarted;
    if (m_result) return Refusal::Over;
    if (!m_paused) return Refusal::None;
    for (int b = 0; b < boardCount(); ++b) m_clocks[b].resume(now);
    m_paused = false;
    log(MatchEvent::Kind::Resume, now);
    return Refusal::None;
}

void Match::log(MatchEvent::Kind kind, Milliseconds at, Seat seat)
{
    MatchEvent event;
    event.kind = kind;
    event.at = at;
    event.seat = seat;
    m_events.push_back(std::move(event));
}

void Match::finish(MatchResult result)
{
    for (int b = 0; b < boardCount(); ++b) m_clocks[b].stop(result.at);
    m_result = result;
}

Milliseconds Match::timeLeft(Seat seat, Milliseconds now) const
{
    return m_clocks[int(boardOf(seat))].timeLeft(colorOf(seat), now);
}

Milliseconds Match::delayLeft(Seat seat, Milliseconds now) const
{
    return m_clocks[int(boardOf(seat))].delayLeft(colorOf(seat), now);
}

Milliseconds Match::nextFlagTime() const
{
    if (m_result) return Never;
    Milliseconds t = Never;
    for (int b = 0; b < boardCount(); ++b) t = std::min(t, m_clocks[b].flagTime());
    return t;
}

Result<Match> Match::replay(const MatchConfig &config, const std::vector<MatchEvent> &events)
{
    using R = Result<Match>;
    if (const std::string error = config.validate(); !error.empty()) return R::failure(error);
    Match match(config);
    for (std::size_t i = 0; i < events.size(); ++i) {
        const MatchEvent &e = events[i];
        const std::string where = "event " + std::to_string(i + 1) + ": ";
        if (match.isOver()) return R::failure(where + "the match was already over");
        Refusal refusal = Refusal::None;
        switch (e.kind) {
        case MatchEvent::Kind::Start:
            if (match.isStarted()) return R::failure(where + "second start");
            match.start(e.at);
            break;
        case MatchEvent::Kind::Move: {
            const PlayOutcome outcome = match.play(e.seat, e.move, e.at);
            if (!outcome.ok())
                return R::failure(where + "move " + toUci(e.move) + " refused" +
                                  (outcome.refusal == Refusal::IllegalMove ? std::string(": ") + describe(outcome.moveError) : ""));
            break;
        }
        case MatchEvent::Kind::Resign: refusal = match.resign(e.seat, e.at); break;
        case MatchEvent::Kind::AbortRequest: refusal = match.requestAbort(e.seat, e.at); break;
        case MatchEvent::Kind::Pause: refusal = match.pause(e.at); break;
        case MatchEvent::Kind::Resume: refusal = match.resume(e.at); break;
        case MatchEvent::Kind::Flag:
            if (!match.update(e.at) || match.result()->reason != EndReason::Flag || match.result()->seat != e.seat)
                return R::failure(where + "no flag fell for that seat at that time");
            break;
        }
        if (refusal != Refusal::None) return R::failure(where + "refused");
        if (match.m_events.back() != e) return R::failure(where + "does not match the replayed event");
    }
    return match;
}

} // namespace core
