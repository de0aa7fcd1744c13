#pragma once

#include "core/match/match.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <array>
#include <functional>

namespace ui {

/// Drives a core::Match's clocks in real time: reads a QElapsedTimer (or a fake time source in
/// tests), wakes only when a displayed digit changes or a flag is due, and tells the match.
class ClockModel : public QObject
{
    Q_OBJECT

public:
    /// Milliseconds since an arbitrary start; defaults to a QElapsedTimer.
    using TimeSource = std::function<qint64()>;

    explicit ClockModel(QObject *parent = nullptr);

    /// Replaces the time source (tests feed fake milliseconds).
    void setTimeSource(TimeSource source);
    /// The current time of the time source.
    qint64 now() const;
    /// Shifts the time so that now() is `time` at this moment (a restored match goes on from the
    /// time its log ended).
    void continueFrom(qint64 time);

    /// Follows `match` (may be null); call refresh() after anything that changes its clocks.
    void setMatch(core::Match *match);
    /// Re-reads all clocks, emits what changed and schedules the next wake-up.
    void refresh();

    /// The text a clock shows for `ms`: h:mm:ss, m:ss, or s.t with tenths under 10 s.
    static QString format(qint64 ms);
    /// `ms` in words, for tool tips: "2 minutes 5 seconds".
    static QString describe(qint64 ms);
    /// The text currently shown for `seat`.
    QString text(core::Seat seat) const { return m_text[int(seat)]; }
    /// The whole seconds that text(seat) shows (tenths dropped): what a reader subtracts.
    qint64 shownSeconds(core::Seat seat) const { return m_shownSeconds[int(seat)]; }
    /// A lead of `seconds` (> 0) on time, as shown beside a clock: "+0:42", "+1:02:05", with the
    /// locale's sign and digits.
    static QString formatLead(qint64 seconds);
    /// True when `seat` is low on time (under 10 s, tenths shown).
    bool isLow(core::Seat seat) const;
    /// True if the timer is armed (for tests: nothing runs while paused or idle).
    bool isTicking() const { return m_timer.isActive(); }

signals:
    /// The text shown for `seat` changed.
    void displayChanged(core::Seat seat);
    /// `seat` just went under 10 s on its turn.
    void lowTime(core::Seat seat);
    /// A flag fell; the match is over.
    void flagFell();

private:
    core::Match *m_match = nullptr;
    QElapsedTimer m_elapsed;
    TimeSource m_source;
    qint64 m_offset = 0;
    QTimer m_timer;
    std::array<QString, 4> m_text;
    std::array<qint64, 4> m_shownSeconds{};
    std::array<bool, 4> m_low{};
};

} // namespace ui
