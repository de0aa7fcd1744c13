#include "match.h"

#include <algorithm>

namespace core {

namespace {

constexpr Milliseconds MaxTime = 24 * 3600 * 1000LL; // a day on one clock is plenty
constexpr int CrazyhousePlyLimit = 600;              // seed 002, Draws

Rules rulesFor(const MatchConfig &config)
{
    Rules rules = config.rules;
    rules.variant = config.mode == MatchMode::Bughouse ? Variant::Bughouse : Variant::Crazyhouse;
    if (config.mode == MatchMode::Crazyhouse) {
        // Seed 002 keeps stalemate; without a partner no piece could end a wait.
        rules.stalemate = true;
        rules.repetitionPerBoard = rules.repetitionAcrossBoards = false;
        rules.poisonedPiece = rules.simultaneousEnd = false;
    }
    return rules;
}

MatchConfig normalized(MatchConfig config)
{
    config.rules = rulesFor(config);
    return config;
}

// True if the side to move on `pos` has a move that checkmates.
bool hasMateInOne(const Position &pos)
{
    MoveList list;
    pos.legalMoves(list);
    Position after = pos;
    Position::Undo undo;
    for (const Move &m : list) {
        after.makeMove(m, undo);
        const bool mate = after.inCheck() && after.status() == Status::Checkmate;
        after.unmakeMove(m, undo);
        if (mate) return true;
    }
    return false;
}

Position startPosition(const MatchConfig &config, Board b)
{
    const std::string &fen = config.startFen[int(b)];
    if (fen.empty()) return Position(rulesFor(config));
    return *Position::fromFen(fen, rulesFor(config));
}

Clock makeClock(const MatchConfig &config, Board b)
{
    return Clock(config.time, config.baseOf(seatAt(b, Color::White)),
                 config.baseOf(seatAt(b, Color::Black)));
}

MatchResult::Outcome winOf(Team t)
{
    return t == Team::One ? MatchResult::Outcome::TeamOneWins : MatchResult::Outcome::TeamTwoWins;
}

} // namespace

std::string MatchConfig::validate() const
{
    if (time.base <= 0) return "the base time must be positive";
    if (!(rules.promotions & promotion::Any) || (rules.promotions & ~promotion::Any))
        return "promotions must allow some of queen, rook, bishop and knight, and nothing else";
    if (time.base > MaxTime) return "the base time must be at most 24 hours";
    if (time.bonus < 0) return "the increment or delay cannot be negative";
    if (time.bonus > 3600 * 1000) return "the increment or delay must be at most one hour";
    for (const auto &base : seatBase)
        if (base && (*base <= 0 || *base > MaxTime))
            return "each seat's base time must be from 1 ms to 24 hours";
    if (mode == MatchMode::Crazyhouse &&
        (seatBase[int(Seat::WhiteB)] || seatBase[int(Seat::BlackB)]))
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
        if (!pos)
            return std::string("start position of board ") + char('A' + b) + ": " + pos.error();
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

int Match::plyLimit(MatchMode mode)
{
    return mode == MatchMode::Crazyhouse ? CrazyhousePlyLimit : MaxPlies;
}

Match::Match(const MatchConfig &config)
    : m_config(normalized(config)), m_boards{startPosition(config, Board::A),
                                             startPosition(config, Board::B)},
      m_clocks{makeClock(config, Board::A), makeClock(config, Board::B)}
{
    const bool bughouse = config.mode == MatchMode::Bughouse;
    for (int b = 0; b < boardCount(); ++b)
        if (!bughouse || m_config.rules.repetitionPerBoard)
            m_history[b].push_back(m_boards[b].key());
    if (m_config.rules.repetitionAcrossBoards)
        m_bothHistory.push_back({m_boards[0].key(), m_boards[1].key()});
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
        if (m_clocks[b].flagTime() <= now &&
            (board < 0 || m_clocks[b].flagTime() < m_clocks[board].flagTime()))
            board = b;
    if (board < 0) return false;
    const Milliseconds at = m_clocks[board].flagTime();
    const Seat flagged = seatAt(Board(board), m_clocks[board].activeSide());
    log(MatchEvent::Kind::Flag, at, flagged);
    MatchResult result{winOf(otherTeam(teamOf(flagged))), EndReason::Flag, Board(board), flagged,
                       at};
    const int other = 1 - board;
    if (m_config.rules.simultaneousEnd && other < boardCount() &&
        m_clocks[other].flagTime() == at) {
        // R01: two flags in the same millisecond; the board A flag was found first.
        const Seat also = seatAt(Board(other), m_clocks[other].activeSide());
        log(MatchEvent::Kind::Flag, at, also);
        result.alsoFlagged = also;
        if (teamOf(also) != teamOf(flagged)) result.outcome = MatchResult::Outcome::Draw;
    }
    finish(result);
    return true;
}

// R01: a move made in the very millisecond the other board's flag falls still counts, and the
// two boards end together if it ends its own.
bool Match::flagFallsWith(Board moving, Milliseconds now) const
{
    const int other = 1 - int(moving);
    return m_config.rules.simultaneousEnd && m_started && !m_paused && !m_result &&
           other < boardCount() && m_clocks[other].flagTime() == now &&
           m_clocks[int(moving)].flagTime() > now;
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
    const Board b = boardOf(seat);
    const bool together = int(b) < boardCount() && flagFallsWith(b, now);
    if (!together)
        if (const Refusal r = checkActive(seat, now); r != Refusal::None) return {r};
    Position &pos = m_boards[int(b)];
    if (pos.sideToMove() != colorOf(seat)) return {Refusal::NotYourTurn};
    if (const MoveError e = checkMove(pos, move); e != MoveError::None)
        return {Refusal::IllegalMove, e};

    MatchEvent event;
    event.kind = MatchEvent::Kind::Move;
    event.at = now;
    event.seat = seat;
    event.move = move;
    event.san = toSan(pos, move);
    // R7: a drop takes a clean piece of its type while there is one.
    bool poisonedDrop = false;
    if (move.kind == MoveKind::Drop) {
        std::uint8_t &poisoned = m_poisoned[int(seat)][int(move.piece)];
        if (poisoned && pos.pocketCount(colorOf(seat), move.piece) <= poisoned) {
            --poisoned;
            poisonedDrop = true;
        }
    }
    Position::Undo undo;
    pos.makeMove(move, undo);
    const bool passed = m_config.mode == MatchMode::Bughouse && undo.earned() != PieceType::None;
    if (passed) {
        const Seat partner = partnerOf(seat);
        // Cannot be refused: validate() keeps both boards together within two sets.
        [[maybe_unused]] const bool added =
            m_boards[int(boardOf(partner))].addToPocket(colorOf(partner), undo.earned());
    }
    m_clocks[int(b)].punch(now);
    event.clock = m_clocks[int(b)].timeLeft(colorOf(seat), now);
    m_events.push_back(std::move(event));
    ++m_plies;
    // A new move (of either team) withdraws pending abort requests: play has gone on.
    m_abortRequest[0] = m_abortRequest[1] = false;
    judgeAfterMove(seat, poisonedDrop, passed, now);
    if (!m_result) updatePoison(seat, passed ? undo.earned() : PieceType::None);
    if (together) {
        if (!m_result) {
            update(now); // the move did not end its board: the flag ends the match
        } else {
            const Board other = Board(1 - int(b));
            const Seat flagged = seatAt(other, m_clocks[int(other)].activeSide());
            log(MatchEvent::Kind::Flag, now, flagged);
            m_result->alsoFlagged = flagged;
            if (m_result->winner() != otherTeam(teamOf(flagged)))
                m_result->outcome = MatchResult::Outcome::Draw;
        }
    }
    return {};
}

void Match::judgeAfterMove(Seat mover, bool poisonedDrop, bool passed, Milliseconds now)
{
    const Board b = boardOf(mover);
    const Seat next = opponentOf(mover);
    switch (m_boards[int(b)].status()) {
    case Status::Checkmate:
        if (poisonedDrop)
            return finish({MatchResult::Outcome::Draw, EndReason::PoisonedPiece, b, next, now});
        return finish({winOf(teamOf(mover)), EndReason::Checkmate, b, next, now});
    case Status::Stalemate:
        return finish({MatchResult::Outcome::Draw, EndReason::Stalemate, b, next, now});
    default: break;
    }
    const Board other = Board(1 - int(b));
    const bool repeated = recordRepetition(b) || (passed && recordRepetition(other));
    if (repeated) return finish({MatchResult::Outcome::Draw, EndReason::Repetition, b, mover, now});
    if (m_config.rules.repetitionAcrossBoards) {
        const std::array<std::uint64_t, 2> both{m_boards[0].key(), m_boards[1].key()};
        m_bothHistory.push_back(both);
        if (std::count(m_bothHistory.begin(), m_bothHistory.end(), both) >= 3)
            return finish(
                {MatchResult::Outcome::Draw, EndReason::RepetitionAcrossBoards, b, mover, now});
    }
    if (m_plies >= plyLimit(m_config.mode))
        finish({MatchResult::Outcome::Draw, EndReason::MoveLimit, b, mover, now});
}

// Records board `b`'s new state if the repetition rule applies to it; true on the third time.
bool Match::recordRepetition(Board b)
{
    if (m_config.mode == MatchMode::Bughouse && !m_config.rules.repetitionPerBoard) return false;
    std::vector<std::uint64_t> &history = m_history[int(b)];
    const std::uint64_t key = m_boards[int(b)].key();
    history.push_back(key);
    return std::count(history.begin(), history.end(), key) >= 3;
}

// R7: the mover's move ends the poison of what its opponent captured (the mate it left was not
// played); a capture that leaves the opponent a mate in one poisons the piece passed.
void Match::updatePoison(Seat mover, PieceType earned)
{
    if (!m_config.rules.poisonedPiece) return;
    m_poisoned[int(partnerOf(opponentOf(mover)))] = {};
    if (earned != PieceType::None && hasMateInOne(m_boards[int(boardOf(mover))]))
        ++m_poisoned[int(partnerOf(mover))][int(earned)];
}

Refusal Match::resign(Seat seat, Milliseconds now)
{
    if (const Refusal r = checkActive(seat, now); r != Refusal::None && r != Refusal::Paused)
        return r;
    log(MatchEvent::Kind::Resign, now, seat);
    finish({winOf(otherTeam(teamOf(seat))), EndReason::Resignation, boardOf(seat), seat, now});
    return Refusal::None;
}

Refusal Match::requestAbort(Seat seat, Milliseconds now)
{
    if (const Refusal r = checkActive(seat, now); r != Refusal::None && r != Refusal::Paused)
        return r;
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

SanText::SanText(std::string_view text) : m_length(std::uint8_t(std::min(text.size(), MaxLength)))
{
    std::copy_n(text.begin(), m_length, m_text.begin());
}

Result<Match> Match::replay(const MatchConfig &config, const std::vector<MatchEvent> &events)
{
    if (const std::string error = config.validate(); !error.empty())
        return Result<Match>::failure(error);
    MatchReplay replay(config);
    replay.match().reserveEvents(events.size());
    for (const MatchEvent &e : events)
        if (std::string error = replay.replay(e); !error.empty())
            return Result<Match>::failure(std::move(error));
    return std::move(replay.match());
}

std::string MatchReplay::replay(const MatchEvent &e)
{
    Match &match = m_match;
    const std::size_t i = m_count++;
    const std::string where = "event " + std::to_string(i + 1) + ": ";
    if (match.m_events.size() >
        i) { // logged with the event before (R01: both boards ended at once)
        if (match.m_events[i] != e) return where + "does not match the replayed event";
        return {};
    }
    if (match.isOver()) return where + "the match was already over";
    Refusal refusal = Refusal::None;
    switch (e.kind) {
    case MatchEvent::Kind::Start:
        if (match.isStarted()) return where + "second start";
        match.start(e.at);
        break;
    case MatchEvent::Kind::Move: {
        const Match::PlayOutcome outcome = match.play(e.seat, e.move, e.at);
        if (!outcome.ok())
            return where + "move " + toUci(e.move) + " refused" +
                   (outcome.refusal == Refusal::IllegalMove
                        ? std::string(": ") + describe(outcome.moveError)
                        : "");
        break;
    }
    case MatchEvent::Kind::Resign: refusal = match.resign(e.seat, e.at); break;
    case MatchEvent::Kind::AbortRequest: refusal = match.requestAbort(e.seat, e.at); break;
    case MatchEvent::Kind::Pause: refusal = match.pause(e.at); break;
    case MatchEvent::Kind::Resume: refusal = match.resume(e.at); break;
    case MatchEvent::Kind::Flag:
        if (!match.update(e.at) || match.result()->reason != EndReason::Flag ||
            match.result()->seat != e.seat)
            return where + "no flag fell for that seat at that time";
        break;
    }
    if (refusal != Refusal::None) return where + "refused";
    if (match.m_events.size() <= i || match.m_events[i] != e)
        return where + "does not match the replayed event";
    return {};
}

} // namespace core
