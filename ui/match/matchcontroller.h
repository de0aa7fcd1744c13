#pragma once

#include "clockmodel.h"

#include "core/match/match.h"
#include "core/match/partnersignal.h"

#include <QList>
#include <QObject>
#include <QString>

#include <array>
#include <memory>
#include <optional>

namespace ui {

/// The Qt side of a match: owns the core::Match and its ClockModel, takes proposals from the
/// scene (moves, drops, signals, resignations), lets the core decide, and reports what happened.
class MatchController : public QObject
{
    Q_OBJECT

public:
    /// A partner signal as shown in the team log.
    struct SignalEntry
    {
        core::Seat from;
        core::PartnerSignal signal;
        qint64 at;
    };

    /// A move prepared while the opponent is to move: a board move (from, to; a pawn reaching the
    /// last rank becomes a queen) or a drop (`drop`, to). Its legality is judged when it is played.
    struct Premove
    {
        core::Square from = core::Square::None;
        core::Square to = core::Square::None;
        core::PieceType drop = core::PieceType::None;
        friend bool operator==(const Premove &, const Premove &) = default;
    };

    explicit MatchController(QObject *parent = nullptr);
    ~MatchController() override;

    /// The clock model (its time source is the controller's time source).
    ClockModel &clocks() { return m_clocks; }

    /// Sets up a new match, not yet started (precondition: config.validate() is empty).
    void newMatch(const core::MatchConfig &config, const std::array<QString, 4> &names);
    /// Takes over `match` (rebuilt from a saved log) with its clocks paused at its last event, or
    /// at `aliveAt` if that is later and the clocks ran (the log's last heartbeat): the time up to
    /// then is charged, and a flag that fell by then ends the match (matchEnded()). `sent`, the
    /// partner signals sent in it (oldest first), fill the team logs again.
    void restore(core::Match match, const std::array<QString, 4> &names, qint64 aliveAt = 0,
                 const QList<SignalEntry> &sent = {});
    /// Starts all clocks now.
    void start();
    /// The current match, or null before the first newMatch().
    const core::Match *match() const { return m_match.get(); }
    /// Gives the players of the match `names` (indexed by core::Seat); the match goes on.
    void rename(const std::array<QString, 4> &names);
    /// Player names, indexed by core::Seat.
    QString name(core::Seat seat) const { return m_names[int(seat)]; }
    const std::array<QString, 4> &names() const { return m_names; }

    /// Marks `seat` as played by the computer (the scene then does not let people move for it).
    void setComputer(core::Seat seat, bool computer) { m_computer[int(seat)] = computer; }
    /// True if a person plays `seat`.
    bool isHuman(core::Seat seat) const { return !m_computer[int(seat)]; }
    /// The seat to move on `board`.
    core::Seat seatToMove(core::Board board) const;
    /// The legal moves on `board` (for target marks), empty when no move may be made now.
    QList<core::Move> legalMoves(core::Board board) const;
    /// True if the seat to move on `board` may act now (match running, not paused).
    bool canMove(core::Board board) const;

    /// Proposes `move` for the seat to move on `board`. Returns an empty string if the match took
    /// it, else the reason it was refused, translated, for the status line. Under the clock-move
    /// rule (Rules::clockMove, R0) a person's legal move is only held as pending (replacing one
    /// held before) until pressClock().
    QString proposeMove(core::Board board, core::Move move);
    /// Sets `seat`'s premove (one per seat, replacing the last), played the moment the opponent's
    /// move lands, at that move's time (so no clock is charged for it). A premove that is illegal
    /// by then is dropped with premoveDropped(). Needs a person in `seat` and premoves allowed.
    bool setPremove(core::Seat seat, const Premove &premove);
    void clearPremove(core::Seat seat);
    const std::optional<Premove> &premove(core::Seat seat) const { return m_premoves[int(seat)]; }
    /// True if `seat` may premove now (a person, the match allows it, the opponent is to move).
    bool canPremove(core::Seat seat) const;

    /// R0: the move held for the seat to move on `board`, waiting for its clock to be pressed.
    std::optional<core::Move> pendingMove(core::Board board) const { return m_pending[int(board)]; }
    /// The position to show for `board`: the match's, with a pending move made on it.
    const core::Position &shownBoard(core::Board board) const;
    /// R0: `seat` presses its clock, and its pending move is made now. Returns an empty string, or
    /// why nothing was made (no move pending, a flag fell, ...), translated.
    QString pressClock(core::Seat seat);
    /// R0: `seat` takes back its pending move, if it has one.
    void takeBack(core::Seat seat);
    /// `seat` resigns.
    void resign(core::Seat seat);
    /// `seat` asks to abort (the match ends when a seat of the other team asks too).
    void requestAbort(core::Seat seat);
    /// Pauses or resumes all clocks.
    void setPaused(bool paused);
    bool isPaused() const { return m_match && m_match->isPaused(); }
    /// Sends a signal from `seat` to its partner.
    void sendSignal(core::Seat from, core::PartnerSignal signal);
    /// The last signals of `team`, oldest first (at most five).
    QList<SignalEntry> signalLog(core::Team team) const { return m_signalLog[int(team)]; }

    /// Why the seat to move on `board` has no move and yet has not lost (Status::Wait): a check
    /// that a piece from the partner could block is not mate under the bughouse mate rule, and
    /// without stalemate a seat with no move waits; empty when that seat has a move or the match
    /// is over. Translated, for the status line and the seat's plate.
    QString waitingText(core::Board board) const;
    /// A sentence for the end of the match: who won, how, on which board.
    QString resultText() const;
    /// "White · board A" (bughouse) or "White" (crazyhouse), translated.
    static QString seatLabel(core::Seat seat, bool bughouse);
    /// The translated name of a signal (button text).
    static QString signalText(core::PartnerSignal signal);
    /// The translated reason for a refusal.
    static QString refusalText(core::Refusal refusal, core::MoveError error);

signals:
    /// A new match was set up (boards, pockets, names and clocks all changed).
    void matchReset();
    /// R0: the pending move on `board` was held, replaced, taken back or made.
    void pendingChanged(core::Board board);
    /// A move was made on `board`; `capture`, `check` describe it for sounds and marks.
    void moveMade(core::Board board, core::Move move, bool capture, bool check);
    /// The players were renamed (rename()).
    void namesChanged();
    /// Something about the state changed (pause, abort request, start).
    void stateChanged();
    /// The match is over; see resultText().
    void matchEnded();
    /// `from` sent `signal` to its partner.
    void signalSent(core::Seat from, core::PartnerSignal signal);
    /// A premove was set, played or dropped.
    void premovesChanged();
    /// `seat`'s premove was dropped: `why` it could not be played (translated).
    void premoveDropped(core::Seat seat, const QString &why);

private:
    QString play(core::Board board, core::Move move, qint64 at);
    void playPremove(core::Board board, qint64 at);
    void clearPremoves();
    void checkEnded(bool wasOver);
    void logSignal(const SignalEntry &entry);
    QString holdMove(core::Board board, core::Move move);
    void setPending(core::Board board, std::optional<core::Move> move);

    ClockModel m_clocks;
    std::unique_ptr<core::Match> m_match;
    std::array<QString, 4> m_names;
    std::array<QList<SignalEntry>, 2> m_signalLog;
    std::array<bool, 4> m_computer{};
    std::array<std::optional<Premove>, 4> m_premoves;
    std::array<std::optional<core::Move>, 2> m_pending;
    std::array<core::Position, 2> m_shown; // the boards with their pending moves made
};

} // namespace ui
