#include "seatplayers.h"

#include "ui/match/matchcontroller.h"

#include <QTimer>

#include <algorithm>

namespace ui {

using core::Seat;

SeatPlayers::SeatPlayers(MatchController *controller, QObject *parent)
    : QObject(parent), m_controller(controller)
{
    connect(controller, &MatchController::matchReset, this, [this] {
        stopAll();
        update();
    });
    connect(controller, &MatchController::stateChanged, this, &SeatPlayers::update);
    connect(controller, &MatchController::moveMade, this, &SeatPlayers::update);
    connect(controller, &MatchController::matchEnded, this, &SeatPlayers::retire);
}

SeatPlayers::~SeatPlayers() = default;

void SeatPlayers::setPlayer(Seat seat, std::unique_ptr<ComputerPlayer> player)
{
    m_players[int(seat)] = std::move(player);
    m_controller->setComputer(seat, m_players[int(seat)] != nullptr);
    m_askedAt[int(seat)] = -1;
    m_sittingAt[int(seat)].reset();
    attach(seat);
    update();
}

void SeatPlayers::clear()
{
    for (int s = 0; s < 4; ++s) {
        m_players[s].reset();
        m_controller->setComputer(Seat(s), false);
    }
    m_askedAt = {-1, -1, -1, -1};
    m_sittingAt = {};
}

void SeatPlayers::attach(Seat seat)
{
    ComputerPlayer *p = m_players[int(seat)].get();
    if (!p) return;
    connect(p, &ComputerPlayer::moveReady, this, [this, seat](core::Move m) { onMove(seat, m); });
    connect(p, &ComputerPlayer::failed, this,
            [this, seat](const QString &why) { onFailed(seat, why); });
    connect(p, &ComputerPlayer::sits, this,
            [this, seat](int awaited, qint64 ms) { onSit(seat, core::PieceType(awaited), ms); });
}

void SeatPlayers::stopAll()
{
    ++m_generation;
    for (int s = 0; s < 4; ++s) {
        if (m_players[s]) m_players[s]->stop();
        m_askedAt[s] = -1;
        m_sittingAt[s].reset();
    }
}

// The match is over: nothing may go on reading or thinking for it. A player may be emitting the
// move that ended it, so it is deleted later.
void SeatPlayers::retire()
{
    for (auto &player : m_players)
        if (player) {
            player->disconnect(this);
            player->stop();
            player->setParent(this); // deleted with this at the latest
            player.release()->deleteLater();
        }
    m_askedAt = {-1, -1, -1, -1};
    m_sittingAt = {};
    ++m_generation;
}

// Asks each computer seat that is to move and has not been asked since the last move.
void SeatPlayers::update()
{
    const core::Match *match = m_controller->match();
    if (!match) return;
    const bool running = match->isStarted() && !match->isPaused() && !match->isOver();
    if (!running) {
        stopAll();
        return;
    }
    const qint64 now = m_controller->clocks().now();
    for (Seat seat : match->seats()) {
        ComputerPlayer *p = m_players[int(seat)].get();
        const core::Position &pos = match->board(core::boardOf(seat));
        // Moves on the other board (or pieces arriving from it) do not interrupt its thinking.
        const int boardPly = 2 * pos.fullmoveNumber() + int(pos.sideToMove());
        if (m_sittingAt[int(seat)] && *m_sittingAt[int(seat)] != pos.key()) { // a piece came
            m_sittingAt[int(seat)].reset();
            m_askedAt[int(seat)] = -1;
        }
        if (!p || !match->isToMove(seat) || m_askedAt[int(seat)] == boardPly) continue;
        // Waiting for a piece (bughouse mate rule): asked once one arrives and a move exists.
        if (pos.status() == core::Status::Wait) continue;
        m_askedAt[int(seat)] = boardPly;
        m_askedTime[int(seat)] = now;
        ComputerPlayer::Request r;
        r.position = match->board(core::boardOf(seat));
        r.seat = seat;
        r.control = match->config().time;
        r.myTime = match->timeLeft(seat, now);
        r.opponentTime = match->timeLeft(core::opponentOf(seat), now);
        r.moveNumber = r.position.fullmoveNumber();
        r.history = match->keyHistory(core::boardOf(seat));
        if (!r.history.empty()) r.history.pop_back(); // the current position itself
        if (match->config().mode == core::MatchMode::Bughouse) {
            const Seat partner = core::partnerOf(seat);
            r.other = core::engine::OtherBoard{match->board(core::boardOf(partner)),
                                               match->timeLeft(partner, now),
                                               match->timeLeft(core::opponentOf(partner), now)};
        }
        const auto log = m_controller->signalLog(core::teamOf(seat));
        for (auto it = log.rbegin(); it != log.rend(); ++it)
            if (it->from == core::partnerOf(seat)) {
                r.partnerSignal = it->signal;
                break;
            }
        m_paceOf[int(seat)] = m_playerPace ? p->pace(r) : 0;
        p->think(r);
    }
}

std::optional<qint64> SeatPlayers::heldUntil(Seat seat) const
{
    if (m_askedAt[int(seat)] < 0) return std::nullopt;
    return m_askedTime[int(seat)] + std::max<qint64>(m_minimumMoveTime, m_paceOf[int(seat)]);
}

void SeatPlayers::onMove(Seat seat, core::Move move)
{
    const qint64 now = m_controller->clocks().now();
    const qint64 wait = heldUntil(seat).value_or(now) - now;
    if (wait <= 0) {
        play(seat, move);
        return;
    }
    // Held back for the pace; dropped if the match stops or moves on meanwhile (it is asked again).
    QTimer::singleShot(int(wait), this,
                       [this, seat, move, asked = m_askedAt[int(seat)], generation = m_generation] {
                           if (generation == m_generation && asked == m_askedAt[int(seat)])
                               play(seat, move);
                       });
}

// The seat waits, its clock running, for the piece its partner is about to capture, and tells
// the partner which piece (once). It is asked again when a piece reaches its board or the time
// is up.
void SeatPlayers::onSit(Seat seat, core::PieceType awaited, qint64 ms)
{
    const core::Match *match = m_controller->match();
    if (!match || !match->isToMove(seat)) return;
    m_sittingAt[int(seat)] = match->board(core::boardOf(seat)).key();
    const auto need = core::PartnerSignal(int(core::PartnerSignal::NeedPawn) + int(awaited));
    const auto log = m_controller->signalLog(core::teamOf(seat));
    const auto last =
        std::find_if(log.rbegin(), log.rend(), [seat](const auto &e) { return e.from == seat; });
    if (last == log.rend() || last->signal != need) m_controller->sendSignal(seat, need);
    QTimer::singleShot(int(ms), this,
                       [this, seat, asked = m_askedAt[int(seat)], generation = m_generation] {
                           if (generation != m_generation || asked != m_askedAt[int(seat)] ||
                               !m_sittingAt[int(seat)])
                               return;
                           m_sittingAt[int(seat)].reset();
                           m_askedAt[int(seat)] = -1;
                           update();
                       });
}

void SeatPlayers::play(Seat seat, core::Move move)
{
    const core::Match *match = m_controller->match();
    if (!match || !match->isToMove(seat)) return;
    const QString refusal = m_controller->proposeMove(core::boardOf(seat), move);
    if (!refusal.isEmpty()) {
        m_askedAt[int(seat)] = -1; // the position moved on under it: ask again
        update();
    }
}

void SeatPlayers::onFailed(Seat seat, const QString &why)
{
    std::unique_ptr<ComputerPlayer> replacement = m_fallback ? m_fallback(seat) : nullptr;
    emit message(replacement ? tr("%1 The built-in engine takes over.").arg(why) : why);
    m_players[int(seat)].release()->deleteLater(); // it is still emitting: delete it later
    m_players[int(seat)] = std::move(replacement);
    m_controller->setComputer(seat, m_players[int(seat)] != nullptr);
    m_askedAt[int(seat)] = -1;
    m_sittingAt[int(seat)].reset();
    attach(seat);
    update();
}

} // namespace ui
