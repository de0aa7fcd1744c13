#include "clockmodel.h"

#include <QLocale>

#include <algorithm>

namespace ui {

namespace {

constexpr qint64 LowTime = 10'000; // tenths are shown, and the clock turns red, below this

// Time until the text for `left` ms changes while the clock runs down.
qint64 untilTextChanges(qint64 left)
{
    const qint64 unit = left < LowTime ? 100 : 1000;
    return left % unit + 1;
}

} // namespace

ClockModel::ClockModel(QObject *parent) : QObject(parent)
{
    m_elapsed.start();
    m_timer.setSingleShot(true);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &ClockModel::refresh);
}

void ClockModel::setTimeSource(TimeSource source)
{
    m_source = std::move(source);
}

qint64 ClockModel::now() const
{
    return core::saturatedAdd(m_source ? m_source() : m_elapsed.elapsed(), m_offset);
}

void ClockModel::continueFrom(qint64 time)
{
    m_offset = core::saturatedAdd(m_offset, core::saturatedSub(time, now()));
}

void ClockModel::setMatch(core::Match *match)
{
    m_match = match;
    m_low = {};
    m_shownSeconds = {};
    refresh();
}

QString ClockModel::format(qint64 ms)
{
    ms = std::max<qint64>(0, ms);
    if (ms < LowTime) return QStringLiteral("%1.%2").arg(ms / 1000).arg(ms / 100 % 10);
    const qint64 s = ms / 1000;
    if (s >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(s / 3600)
            .arg(s / 60 % 60, 2, 10, QChar('0'))
            .arg(s % 60, 2, 10, QChar('0'));
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QChar('0'));
}

QString ClockModel::formatLead(qint64 seconds)
{
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    // Two digits, padded with the locale's zero.
    const auto two = [&locale](qint64 n) {
        return (n < 10 ? locale.zeroDigit() : QString()) + locale.toString(n);
    };
    // The separators as on the clocks.
    const QString time =
        seconds >= 3600
            ? QStringLiteral("%1:%2:%3")
                  .arg(locale.toString(seconds / 3600), two(seconds / 60 % 60), two(seconds % 60))
            : QStringLiteral("%1:%2").arg(locale.toString(seconds / 60), two(seconds % 60));
    return locale.positiveSign() + time;
}

QString ClockModel::describe(qint64 ms)
{
    const int seconds = int(std::max<qint64>(0, ms) / 1000);
    const QString secondsText = tr("%n second(s)", "time left on a clock", seconds % 60);
    if (seconds < 60) return secondsText;
    return tr("%1 %2", "minutes and seconds")
        .arg(tr("%n minute(s)", "time left on a clock", seconds / 60), secondsText);
}

bool ClockModel::isLow(core::Seat seat) const
{
    return m_match && m_match->timeLeft(seat, now()) < LowTime;
}

void ClockModel::refresh()
{
    m_timer.stop();
    if (!m_match) return;
    const qint64 t = now();
    const bool wasOver = m_match->isOver();
    if (m_match->update(t) && !wasOver) emit flagFell();

    qint64 next = core::Never;
    // All seats first: whoever hears of one change reads the others as shown with it.
    for (core::Seat seat : m_match->seats())
        m_shownSeconds[int(seat)] = std::max<qint64>(0, m_match->timeLeft(seat, t)) / 1000;
    for (core::Seat seat : m_match->seats()) {
        const qint64 left = m_match->timeLeft(seat, t);
        const QString text = format(left);
        if (text != m_text[int(seat)]) {
            m_text[int(seat)] = text;
            emit displayChanged(seat);
        }
        const bool running = m_match->isStarted() && !m_match->isPaused() && !m_match->isOver() &&
                             m_match->isToMove(seat);
        if (!running) {
            m_low[int(seat)] = false;
            continue;
        }
        if (left < LowTime && !m_low[int(seat)]) {
            m_low[int(seat)] = true;
            emit lowTime(seat);
        }
        next = std::min(next, m_match->delayLeft(seat, t) + untilTextChanges(left));
    }
    if (!m_match->isOver() && m_match->nextFlagTime() != core::Never)
        next = std::min<qint64>(next, core::saturatedSub(m_match->nextFlagTime(), t));
    if (next != core::Never) m_timer.start(int(std::clamp<qint64>(next, 1, 1000)));
}

} // namespace ui
