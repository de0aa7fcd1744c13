#pragma once

#include "core/records/gamerecord.h"

#include <cstdint>
#include <vector>

namespace core::review {

/// The step between plies when no clock tells their moments: one second.
constexpr Milliseconds MoveOrderStep = 1000;

/// When each ply of a record was played, for a timeline with time on its axis.
struct Moments
{
    /// How `at` was found.
    enum class Kind : std::uint8_t
    {
        /// Every ply at the moment its clock stamp gives: a Match of matchConfigOf() started at 0
        /// plays each ply at its moment and shows the stamp after it (the program's own records).
        Exact,
        /// From stamps that are rounded, missing in places or otherwise inexact (other programs'
        /// records, a server's lag allowance, time odds): each board's clocks tell how long it
        /// has been played at least, and the plies come in their order.
        Estimated,
        /// No time control or no stamps: the n-th ply (from 1) at n * MoveOrderStep, the axis is
        /// the move order.
        MoveOrder
    };

    std::vector<Milliseconds> at; ///< per ply, from the start of the match, never decreasing
    Kind kind = Kind::MoveOrder;
    /// How many plies, from the first, are at their exact moments (as Kind::Exact says): all of
    /// them when `kind` is Exact, else those before the first ply whose stamp does not come out.
    int exact = 0;
};

/// The moment of every ply of `record` (moves resolved, as readGames() gives them), taking each
/// stamp as the mover's time left after the move, the bonus applied. Exact where a Match replays
/// the stamps exactly. Else estimated from each board's time used, both sides' together: the base
/// time, plus the increments so far, less what the latest stamps say is left. A board's clocks run
/// only while it is played and never faster than time (a server's lag allowance and a delay's free
/// time make them slower), so a ply came no earlier than that, nor than the ply before it: it is
/// put at the earliest moment both allow, never before the last exact one. A ply whose board's time
/// is not known (a stamp missing) lies on the line between its neighbours that have one, and after
/// the last of those at the game's average pace so far.
Moments plyMoments(const GameRecord &record);

} // namespace core::review
