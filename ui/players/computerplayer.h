#pragma once

#include "core/board/position.h"
#include "core/engine/teamoutlook.h"
#include "core/match/clock.h"
#include "core/match/match.h"
#include "core/match/partnersignal.h"

#include <QObject>
#include <QString>

#include <optional>
#include <vector>

namespace ui {

/// A computer player for one seat. Asked to think, it answers later (never blocking the GUI) with
/// moveReady(), or with failed() if it cannot play (a crashed or silent engine).
class ComputerPlayer : public QObject
{
    Q_OBJECT

public:
    /// Everything a player needs to choose a move.
    struct Request
    {
        core::Position position; ///< its board, its side to move
        core::Seat seat;
        core::TimeControl control;
        qint64 myTime = 0; ///< its remaining time, ms
        qint64 opponentTime = 0;
        int moveNumber = 1;
        std::vector<std::uint64_t> history; ///< earlier keys of this board (crazyhouse repetition)
        std::optional<core::PartnerSignal> partnerSignal; ///< the partner's latest sit/go/need
        std::optional<core::engine::OtherBoard> other; ///< bughouse: the partner's board and clocks
    };

    using QObject::QObject;

    /// Starts choosing a move for `request`; any earlier request is abandoned.
    virtual void think(const Request &request) = 0;
    /// Abandons the current request (its answer, if it still comes, is dropped).
    virtual void stop() = 0;
    /// A name for the seat plate ("Fairy-Stockfish", "Computer (level 3)").
    virtual QString displayName() const = 0;
    /// The least time the seat takes for a move in `request`, so that people can follow it (its
    /// move is held back until then, its clock running); 0 for none.
    virtual qint64 pace(const Request &request) const
    {
        Q_UNUSED(request);
        return 0;
    }

signals:
    /// The chosen move for the last request; legal in its position.
    void moveReady(core::Move move);
    /// Bughouse: instead of a move, the player waits up to `ms` for a piece of type `awaited`
    /// (a core::PieceType) that its partner is about to capture; ask again when its board changes
    /// or the time is up.
    void sits(int awaited, qint64 ms);
    /// The player cannot go on; `why` is for the status line.
    void failed(const QString &why);
};

} // namespace ui
