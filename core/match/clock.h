#pragma once

#include "core/board/types.h"

#include <cstdint>
#include <limits>

namespace core {

/// Milliseconds on a monotonic clock supplied by the caller; core never reads a clock itself.
using Milliseconds = std::int64_t;

/// A moment that never comes (no flag while a clock is stopped).
constexpr Milliseconds Never = std::numeric_limits<Milliseconds>::max();

/// `a + b` and `a - b`, held at the ends of the range instead of overflowing (absurd times from
/// a file must never become undefined behaviour).
constexpr Milliseconds saturatedAdd(Milliseconds a, Milliseconds b)
{
    Milliseconds r = 0;
    if (__builtin_add_overflow(a, b, &r))
        return b > 0 ? std::numeric_limits<Milliseconds>::max()
                     : std::numeric_limits<Milliseconds>::min();
    return r;
}
constexpr Milliseconds saturatedSub(Milliseconds a, Milliseconds b)
{
    Milliseconds r = 0;
    if (__builtin_sub_overflow(a, b, &r))
        return b < 0 ? std::numeric_limits<Milliseconds>::max()
                     : std::numeric_limits<Milliseconds>::min();
    return r;
}

/// How time is added per move (seed 000, "Clocks": initial time and any increment or delay).
enum class TimingKind : std::uint8_t
{
    Increment,   ///< Fischer: `bonus` is added after each move
    SimpleDelay, ///< US delay: the first `bonus` of each turn is free, then the main time runs
    Bronstein    ///< the time used is given back after the move, at most `bonus`
};

/// A time control: base time and a per-move bonus whose meaning is set by `kind`.
struct TimeControl
{
    Milliseconds base = 180'000;
    Milliseconds bonus = 0;
    TimingKind kind = TimingKind::Increment;

    friend bool operator==(const TimeControl &, const TimeControl &) = default;
};

/// The pair of clocks of one board. Only the side to move runs; calls take `now` and must come in
/// non-decreasing time (an earlier `now` is treated as the latest one seen). All arithmetic
/// saturates: any `now` in the range of Milliseconds is safe, a flag beyond its end is Never.
class Clock
{
public:
    /// Clocks for White and Black with their own base times (time odds) and a shared bonus.
    Clock(const TimeControl &control, Milliseconds whiteBase, Milliseconds blackBase);

    /// Starts `side`'s clock at `now` (the match start).
    void start(Color side, Milliseconds now);
    /// The side to move finished a move at `now`: its bonus is applied and the other side runs.
    /// Precondition: running and the mover's time has not run out.
    void punch(Milliseconds now);
    /// Stops time at `now` without applying any bonus (pause, or end of the match).
    void stop(Milliseconds now);
    /// Lets the side to move run again from `now` after stop().
    void resume(Milliseconds now);

    /// True between start()/resume() and stop().
    bool isRunning() const { return m_running; }
    /// The side whose clock runs, or would run when resumed.
    Color activeSide() const { return m_active; }
    /// `side`'s main time at `now`, never below zero; a simple delay still unused is not included.
    Milliseconds timeLeft(Color side, Milliseconds now) const;
    /// What is left of the simple delay of the current turn at `now` (0 for other kinds or sides).
    Milliseconds delayLeft(Color side, Milliseconds now) const;
    /// The moment the active side's time reaches zero, or Never while stopped.
    Milliseconds flagTime() const;

private:
    Milliseconds turnElapsed(Milliseconds now) const;
    /// `now`, or the latest time a changing call has seen if that is later.
    Milliseconds advance(Milliseconds now);

    TimeControl m_control;
    Milliseconds m_remaining[2];      // main time at the start of the current turn
    Milliseconds m_turnStart = 0;     // when the active side's clock last started
    Milliseconds m_elapsedBefore = 0; // turn time used before the last stop()
    Milliseconds m_latest =
        std::numeric_limits<Milliseconds>::min(); // latest `now` of start, punch, stop, resume
    Color m_active = Color::White;
    bool m_running = false;
};

} // namespace core
