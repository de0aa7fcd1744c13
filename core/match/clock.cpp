#include "clock.h"

#include <algorithm>

namespace core {

Clock::Clock(const TimeControl &control, Milliseconds whiteBase, Milliseconds blackBase)
    : m_control(control), m_remaining{whiteBase, blackBase}
{}

Milliseconds Clock::advance(Milliseconds now)
{
    m_latest = std::max(m_latest, now);
    return m_latest;
}

void Clock::start(Color side, Milliseconds now)
{
    now = advance(now);
    m_active = side;
    m_turnStart = now;
    m_elapsedBefore = 0;
    m_running = true;
}

Milliseconds Clock::turnElapsed(Milliseconds now) const
{
    return saturatedAdd(m_elapsedBefore,
                        m_running ? std::max<Milliseconds>(0, saturatedSub(now, m_turnStart)) : 0);
}

// The simple delay is spent before the main time, so only time beyond it counts.
Milliseconds Clock::timeLeft(Color side, Milliseconds now) const
{
    Milliseconds left = m_remaining[int(side)];
    if (side == m_active) {
        Milliseconds used = turnElapsed(now);
        if (m_control.kind == TimingKind::SimpleDelay)
            used = std::max<Milliseconds>(0, saturatedSub(used, m_control.bonus));
        left = saturatedSub(left, used);
    }
    return std::max<Milliseconds>(0, left);
}

Milliseconds Clock::delayLeft(Color side, Milliseconds now) const
{
    if (m_control.kind != TimingKind::SimpleDelay || side != m_active) return 0;
    return std::max<Milliseconds>(0, saturatedSub(m_control.bonus, turnElapsed(now)));
}

Milliseconds Clock::flagTime() const
{
    if (!m_running) return Never;
    Milliseconds budget = saturatedSub(m_remaining[int(m_active)], m_elapsedBefore);
    if (m_control.kind == TimingKind::SimpleDelay) budget = saturatedAdd(budget, m_control.bonus);
    return saturatedAdd(m_turnStart, budget); // the end of the range is Never
}

void Clock::punch(Milliseconds now)
{
    now = advance(now);
    const Milliseconds used = turnElapsed(now);
    Milliseconds &left = m_remaining[int(m_active)];
    switch (m_control.kind) {
    case TimingKind::Increment:
        left = saturatedAdd(left, saturatedSub(m_control.bonus, used));
        break;
    case TimingKind::SimpleDelay:
        left = saturatedSub(left, std::max<Milliseconds>(0, saturatedSub(used, m_control.bonus)));
        break;
    case TimingKind::Bronstein:
        left = saturatedSub(left, used - std::min(used, m_control.bonus));
        break;
    }
    m_active = ~m_active;
    m_turnStart = now;
    m_elapsedBefore = 0;
}

void Clock::stop(Milliseconds now)
{
    now = advance(now);
    if (!m_running) return;
    m_elapsedBefore = turnElapsed(now);
    m_running = false;
}

void Clock::resume(Milliseconds now)
{
    m_turnStart = advance(now);
    m_running = true;
}

} // namespace core
