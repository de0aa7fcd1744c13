#pragma once

#include "core/match/clock.h"
#include "core/match/partnersignal.h"
#include "teamoutlook.h"

namespace core::engine {

/// A sitting engine keeps at least this much more time than its opponent (bughouse).
constexpr Milliseconds SitReserve = 2000;

/// What the partner's signals ask of the engine (bughouse).
struct TeamSignals
{
    bool sit = false;                 ///< stall: think longer while ahead on the clock
    bool go = false;                  ///< play fast
    PieceType need = PieceType::None; ///< capture this piece type for the partner

    /// Takes in a signal from the partner: Sit and Go replace each other, a need replaces the
    /// previous need; the other signals change nothing.
    void receive(PartnerSignal signal);
};

/// How long to think about one move, counted from the start of the search.
struct TimeBudget
{
    Milliseconds soft = 0; ///< the target: no new iteration once half of it has passed
    Milliseconds hard = 0; ///< the search is abandoned here; never below `soft`
};

/// The budget for a move from the mover's own main time `myTime`, the opponent's `opponentTime`
/// on the same board, the time control's increment or delay, the move number, the partner's
/// signals and, in bughouse, the clocks of the `other` board if known: while our partner has less
/// time than their opponent, the match may end on our partner's flag, so we plan with no more
/// than twice our partner's time (their clock runs about half of the time). Both limits are at
/// least 1 ms.
TimeBudget budgetFor(const TimeControl &control, Milliseconds myTime, Milliseconds opponentTime,
                     int moveNumber, const TeamSignals &team, const OtherBoard *other = nullptr);

} // namespace core::engine
