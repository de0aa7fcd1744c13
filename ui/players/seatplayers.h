#pragma once

#include "computerplayer.h"

#include <QObject>

#include <array>
#include <memory>
#include <optional>

namespace ui {

class MatchController;

/// Lets computer players take seats: whenever such a seat is to move in a running match it is
/// asked for a move, and its answer is proposed to the match like a human's. Pausing, a new match
/// stops all thinking; the end of a match ends its computer players (an engine is stopped and
/// reaped), the seats staying computer seats. A player that fails is replaced by `fallback()`.
/// A bughouse computer may sit instead, clock running, for a piece its partner is about to
/// capture: it asks its partner for that piece (a "need" signal) and is asked again when its board
/// changes or the wait is over.
class SeatPlayers : public QObject
{
    Q_OBJECT

public:
    /// Makes a replacement for a failed player of `seat` (may return null: the seat then waits and
    /// its clock runs, so it loses on time).
    using Fallback = std::function<std::unique_ptr<ComputerPlayer>(core::Seat seat)>;

    explicit SeatPlayers(MatchController *controller, QObject *parent = nullptr);
    ~SeatPlayers() override;

    /// Gives `seat` to `player`, or to a human with null.
    void setPlayer(core::Seat seat, std::unique_ptr<ComputerPlayer> player);
    /// Removes every computer player.
    void clear();
    ComputerPlayer *player(core::Seat seat) const { return m_players[int(seat)].get(); }
    void setFallback(Fallback fallback) { m_fallback = std::move(fallback); }
    /// A computer's move is played no sooner than `ms` after it was asked (the demo's relaxed
    /// pace, so that people can follow); its clock runs meanwhile. 0 plays at once.
    void setMinimumMoveTime(int ms) { m_minimumMoveTime = ms; }
    int minimumMoveTime() const { return m_minimumMoveTime; }
    /// Whether each computer takes its own pace (ComputerPlayer::pace()) too: in the players'
    /// matches, not in the demo's, which keeps the demo's.
    void setPlayerPace(bool on) { m_playerPace = on; }
    /// When the move of `seat` asked last may be played, on the match's clock (its pace), or
    /// nothing if none was asked.
    std::optional<qint64> heldUntil(core::Seat seat) const;

signals:
    /// Something worth a line in the status bar (a replaced engine).
    void message(const QString &text);

private:
    void update();
    void stopAll();
    void retire();
    void onMove(core::Seat seat, core::Move move);
    void play(core::Seat seat, core::Move move);
    void onFailed(core::Seat seat, const QString &why);
    void onSit(core::Seat seat, core::PieceType awaited, qint64 ms);
    void attach(core::Seat seat);

    MatchController *m_controller;
    std::array<std::unique_ptr<ComputerPlayer>, 4> m_players;
    std::array<int, 4> m_askedAt{-1, -1, -1, -1}; // its board's ply when asked, -1: not asked
    std::array<qint64, 4> m_askedTime{};          // and when, on the match's clock
    // A sitting seat's board key when it sat down: it is asked again once the key changes.
    std::array<std::optional<quint64>, 4> m_sittingAt;
    std::array<qint64, 4> m_paceOf{}; // the pace of the move asked last
    int m_minimumMoveTime = 0;
    bool m_playerPace = true;
    int m_generation = 0; // a move held back for the pace is dropped once this changes
    Fallback m_fallback;
};

} // namespace ui
