// core::Clock: Fischer increment, simple delay, Bronstein, stop/resume and flag times, all on
// fake time (the milliseconds passed as `now`).
#include "core/match/clock.h"

#include <QStringList>
#include <QTest>

using core::Clock;
using core::Color;
using core::Milliseconds;
using core::Never;
using core::TimeControl;
using core::TimingKind;

class TestClock : public QObject
{
    Q_OBJECT

private slots:
    void increment_data();
    void increment();
    void simpleDelay_data();
    void simpleDelay();
    void bronstein_data();
    void bronstein();
    void stopResume_data();
    void stopResume();
    void flagTime_data();
    void flagTime();
    void neverNegative_data();
    void neverNegative();
    void earlierNow_data();
    void earlierNow();
    void extremeTimes_data();
    void extremeTimes();
};

namespace {

constexpr Milliseconds Base = 60'000;

// Every row: a time control, white and black base, a script of calls, then what is read at `at`.
void addColumns()
{
    QTest::addColumn<TimingKind>("kind");
    QTest::addColumn<qint64>("bonus");
    QTest::addColumn<qint64>("whiteBase");
    QTest::addColumn<qint64>("blackBase");
    QTest::addColumn<QStringList>("script");
    QTest::addColumn<qint64>("at");
    QTest::addColumn<qint64>("white");
    QTest::addColumn<qint64>("black");
    QTest::addColumn<qint64>("whiteDelay");
    QTest::addColumn<qint64>("blackDelay");
    QTest::addColumn<qint64>("flag");
}

// Runs script lines "start w|b MS", "punch MS", "stop MS", "resume MS" on `clock`.
void run(Clock &clock, const QStringList &script)
{
    for (const QString &line : script) {
        const QStringList words = line.split(' ');
        const Milliseconds now = words.last().toLongLong();
        if (words[0] == "start")
            clock.start(words[1] == "b" ? Color::Black : Color::White, now);
        else if (words[0] == "punch")
            clock.punch(now);
        else if (words[0] == "stop")
            clock.stop(now);
        else if (words[0] == "resume")
            clock.resume(now);
        else
            QFAIL(qPrintable("bad script line " + line));
    }
}

// Reads the row's columns, runs the script and compares both sides' time, delay and the flag time.
void check()
{
    QFETCH(TimingKind, kind);
    QFETCH(qint64, bonus);
    QFETCH(qint64, whiteBase);
    QFETCH(qint64, blackBase);
    QFETCH(QStringList, script);
    QFETCH(qint64, at);
    QFETCH(qint64, white);
    QFETCH(qint64, black);
    QFETCH(qint64, whiteDelay);
    QFETCH(qint64, blackDelay);
    QFETCH(qint64, flag);
    Clock clock(TimeControl{Base, bonus, kind}, whiteBase, blackBase);
    run(clock, script);
    QCOMPARE(clock.timeLeft(Color::White, at), white);
    QCOMPARE(clock.timeLeft(Color::Black, at), black);
    QCOMPARE(clock.delayLeft(Color::White, at), whiteDelay);
    QCOMPARE(clock.delayLeft(Color::Black, at), blackDelay);
    QCOMPARE(clock.flagTime(), flag);
}

// Shorthand for a row with both sides on the 60 s base.
void row(const char *name, TimingKind kind, Milliseconds bonus, const QStringList &script,
         Milliseconds at, Milliseconds white, Milliseconds black, Milliseconds whiteDelay,
         Milliseconds blackDelay, Milliseconds flag)
{
    QTest::addRow("%s", name) << kind << qint64(bonus) << qint64(Base) << qint64(Base) << script
                              << qint64(at) << qint64(white) << qint64(black) << qint64(whiteDelay)
                              << qint64(blackDelay) << qint64(flag);
}

constexpr auto Inc = TimingKind::Increment;
constexpr auto Delay = TimingKind::SimpleDelay;
constexpr auto Bron = TimingKind::Bronstein;

} // namespace

void TestClock::increment_data()
{
    addColumns();
    // 60 s + 2 s: the mover loses the time used and gains 2 s when punching.
    row("fresh-start", Inc, 2000, {"start w 0"}, 0, 60000, 60000, 0, 0, 60000);
    row("white-running-7s", Inc, 2000, {"start w 0"}, 7000, 53000, 60000, 0, 0, 60000);
    row("white-moves-at-10s", Inc, 2000, {"start w 0", "punch 10000"}, 10000, 52000, 60000, 0, 0,
        70000);
    row("instant-move-gains-bonus", Inc, 2000, {"start w 0", "punch 0"}, 0, 62000, 60000, 0, 0,
        60000);
    row("black-running-after-white", Inc, 2000, {"start w 0", "punch 10000"}, 30000, 52000, 40000,
        0, 0, 70000);
    row("black-moves-after-15s", Inc, 2000, {"start w 0", "punch 10000", "punch 25000"}, 25000,
        52000, 47000, 0, 0, 77000);
    row("white-second-turn-running", Inc, 2000, {"start w 0", "punch 10000", "punch 25000"}, 31000,
        46000, 47000, 0, 0, 77000);
    row("four-quick-moves-accumulate", Inc, 2000,
        {"start w 0", "punch 1000", "punch 2000", "punch 3000", "punch 4000"}, 4000, 62000, 62000,
        0, 0, 66000);
    row("move-longer-than-bonus", Inc, 2000, {"start w 0", "punch 45000"}, 50000, 17000, 55000, 0,
        0, 105000);
    row("zero-bonus", Inc, 0, {"start w 0", "punch 10000"}, 12000, 50000, 58000, 0, 0, 70000);
    row("black-starts", Inc, 2000, {"start b 0", "punch 5000"}, 6000, 59000, 57000, 0, 0, 65000);
}

void TestClock::increment()
{
    check();
}

void TestClock::simpleDelay_data()
{
    addColumns();
    // 60 s, 5 s delay: the first 5 s of each turn are free, then the main time runs.
    row("fresh-start", Delay, 5000, {"start w 0"}, 0, 60000, 60000, 5000, 0, 65000);
    row("during-delay-1s", Delay, 5000, {"start w 0"}, 1000, 60000, 60000, 4000, 0, 65000);
    row("during-delay-3s", Delay, 5000, {"start w 0"}, 3000, 60000, 60000, 2000, 0, 65000);
    row("delay-just-over", Delay, 5000, {"start w 0"}, 5000, 60000, 60000, 0, 0, 65000);
    row("main-time-after-delay", Delay, 5000, {"start w 0"}, 8000, 57000, 60000, 0, 0, 65000);
    row("punch-within-delay-keeps-time", Delay, 5000, {"start w 0", "punch 3000"}, 3000, 60000,
        60000, 0, 5000, 68000);
    row("fresh-delay-for-black", Delay, 5000, {"start w 0", "punch 3000"}, 4000, 60000, 60000, 0,
        4000, 68000);
    row("punch-after-delay-loses-excess", Delay, 5000, {"start w 0", "punch 12000"}, 12000, 53000,
        60000, 0, 5000, 77000);
    row("no-accumulation", Delay, 5000,
        {"start w 0", "punch 1000", "punch 2000", "punch 3000", "punch 4000"}, 4000, 60000, 60000,
        5000, 0, 69000);
    row("black-past-delay", Delay, 5000, {"start w 0", "punch 2000", "punch 20000"}, 20000, 60000,
        47000, 5000, 0, 85000);
    row("delay-of-waiting-side-is-zero", Delay, 5000, {"start w 0", "punch 2000"}, 2500, 60000,
        60000, 0, 4500, 67000);
}

void TestClock::simpleDelay()
{
    check();
}

void TestClock::bronstein_data()
{
    addColumns();
    // 60 s, 5 s Bronstein: time visibly runs; after the move the time used comes back, at most 5 s.
    row("fresh-start", Bron, 5000, {"start w 0"}, 0, 60000, 60000, 0, 0, 60000);
    row("time-runs-during-turn", Bron, 5000, {"start w 0"}, 3000, 57000, 60000, 0, 0, 60000);
    row("move-within-bonus-given-back", Bron, 5000, {"start w 0", "punch 3000"}, 3000, 60000, 60000,
        0, 0, 63000);
    row("move-exactly-bonus", Bron, 5000, {"start w 0", "punch 5000"}, 5000, 60000, 60000, 0, 0,
        65000);
    row("longer-move-loses-excess", Bron, 5000, {"start w 0", "punch 8000"}, 8000, 57000, 60000, 0,
        0, 68000);
    row("no-accumulation", Bron, 5000, {"start w 0", "punch 1000", "punch 2000", "punch 3000"},
        3000, 60000, 60000, 0, 0, 63000);
    row("black-long-move", Bron, 5000, {"start w 0", "punch 1000", "punch 31000"}, 31000, 60000,
        35000, 0, 0, 91000);
}

void TestClock::bronstein()
{
    check();
}

void TestClock::stopResume_data()
{
    addColumns();
    row("main-time-frozen", Inc, 0, {"start w 0", "stop 10000"}, 50000, 50000, 60000, 0, 0, Never);
    row("resume-continues", Inc, 0, {"start w 0", "stop 10000", "resume 50000"}, 55000, 45000,
        60000, 0, 0, 100000);
    row("stop-twice-keeps-first", Inc, 0, {"start w 0", "stop 10000", "stop 20000"}, 30000, 50000,
        60000, 0, 0, Never);
    row("punch-after-resume", Inc, 2000, {"start w 0", "stop 10000", "resume 20000", "punch 25000"},
        25000, 47000, 60000, 0, 0, 85000);
    row("black-frozen", Inc, 0, {"start w 0", "punch 5000", "stop 15000"}, 99000, 55000, 50000, 0,
        0, Never);
    row("delay-frozen", Delay, 5000, {"start w 0", "stop 2000"}, 9000, 60000, 60000, 3000, 0,
        Never);
    row("delay-resumes-where-it-stopped", Delay, 5000, {"start w 0", "stop 2000", "resume 9000"},
        10000, 60000, 60000, 2000, 0, 72000);
    row("delay-then-main-after-resume", Delay, 5000, {"start w 0", "stop 2000", "resume 9000"},
        13000, 59000, 60000, 0, 0, 72000);
    row("main-time-frozen-after-delay", Delay, 5000, {"start w 0", "stop 8000"}, 20000, 57000,
        60000, 0, 0, Never);
    row("bronstein-frozen", Bron, 5000, {"start w 0", "stop 4000"}, 20000, 56000, 60000, 0, 0,
        Never);
    row("bronstein-bonus-after-pause", Bron, 5000,
        {"start w 0", "stop 2000", "resume 10000", "punch 12000"}, 12000, 60000, 60000, 0, 0,
        72000);
}

void TestClock::stopResume()
{
    check();
}

void TestClock::flagTime_data()
{
    addColumns();
    // The exact moment the active side reaches zero: turn start + base - time used so far (+
    // delay).
    row("fresh", Inc, 0, {"start w 0"}, 0, 60000, 60000, 0, 0, 60000);
    row("started-late", Inc, 0, {"start w 1500"}, 1500, 60000, 60000, 0, 0, 61500);
    row("black-after-white-move", Inc, 0, {"start w 0", "punch 10000"}, 10000, 50000, 60000, 0, 0,
        70000);
    row("white-second-turn", Inc, 0, {"start w 0", "punch 10000", "punch 30000"}, 30000, 50000,
        40000, 0, 0, 80000);
    row("with-increment", Inc, 3000, {"start w 0", "punch 10000", "punch 30000"}, 30000, 53000,
        43000, 0, 0, 83000);
    row("simple-delay-added", Delay, 5000, {"start w 0"}, 0, 60000, 60000, 5000, 0, 65000);
    row("simple-delay-part-used-before-stop", Delay, 5000,
        {"start w 0", "stop 2000", "resume 10000"}, 10000, 60000, 60000, 3000, 0, 73000);
    row("bronstein-no-bonus-before-move", Bron, 5000, {"start w 0"}, 0, 60000, 60000, 0, 0, 60000);
    row("after-stop-resume", Inc, 0, {"start w 0", "stop 10000", "resume 20000"}, 20000, 50000,
        60000, 0, 0, 70000);
    row("stopped-is-never", Inc, 0, {"start w 0", "stop 10000"}, 10000, 50000, 60000, 0, 0, Never);
    row("not-started-is-never", Inc, 0, {}, 0, 60000, 60000, 0, 0, Never);
    QTest::addRow("time-odds-white-30s")
        << Inc << qint64(0) << qint64(30000) << qint64(Base) << QStringList{"start w 0"}
        << qint64(1000) << qint64(29000) << qint64(60000) << qint64(0) << qint64(0)
        << qint64(30000);
    QTest::addRow("time-odds-black-10s")
        << Inc << qint64(0) << qint64(Base) << qint64(10000)
        << QStringList{"start w 0", "punch 4000"} << qint64(4000) << qint64(56000) << qint64(10000)
        << qint64(0) << qint64(0) << qint64(14000);
}

void TestClock::flagTime()
{
    check();
}

void TestClock::neverNegative_data()
{
    addColumns();
    row("increment-long-past-flag", Inc, 2000, {"start w 0"}, 100000, 0, 60000, 0, 0, 60000);
    row("exactly-at-flag", Inc, 0, {"start w 0"}, 60000, 0, 60000, 0, 0, 60000);
    row("one-ms-before-flag", Inc, 0, {"start w 0"}, 59999, 1, 60000, 0, 0, 60000);
    row("simple-delay-past-flag", Delay, 5000, {"start w 0"}, 100000, 0, 60000, 0, 0, 65000);
    row("bronstein-past-flag", Bron, 5000, {"start w 0"}, 100000, 0, 60000, 0, 0, 60000);
    row("black-past-flag", Inc, 0, {"start w 0", "punch 1000"}, 500000, 59000, 0, 0, 0, 61000);
    row("stopped-after-flag", Inc, 0, {"start w 0", "stop 70000"}, 80000, 0, 60000, 0, 0, Never);
}

void TestClock::neverNegative()
{
    check();
}

void TestClock::earlierNow_data()
{
    addColumns();
    // Calls must come in non-decreasing time; an earlier `now` counts as the latest seen (clock.h).
    row("query-before-start", Inc, 0, {"start w 1000"}, 500, 60000, 60000, 0, 0, 61000);
    row("query-before-turn-start", Inc, 0, {"start w 0", "punch 10000"}, 5000, 50000, 60000, 0, 0,
        70000);
    row("punch-earlier-than-turn-start", Inc, 0, {"start w 0", "punch 10000", "punch 5000"}, 12000,
        48000, 60000, 0, 0, 60000);
    row("punch-earlier-gets-only-bonus", Inc, 2000, {"start w 0", "punch 10000", "punch 5000"},
        10000, 52000, 62000, 0, 0, 62000);
    row("delay-not-refilled-by-earlier-query", Delay, 5000, {"start w 0", "punch 10000"}, 9000,
        55000, 60000, 0, 5000, 75000);
    row("stop-earlier-than-turn-start", Inc, 0, {"start w 0", "punch 10000", "stop 8000"}, 20000,
        50000, 60000, 0, 0, Never);
    row("resume-earlier-than-stop", Inc, 0, {"start w 0", "stop 10000", "resume 5000"}, 12000,
        48000, 60000, 0, 0, 60000);
    row("stop-and-resume-before-turn-start", Inc, 0,
        {"start w 0", "punch 10000", "stop 8000", "resume 8000"}, 12000, 50000, 58000, 0, 0, 70000);
}

void TestClock::earlierNow()
{
    check();
}

void TestClock::extremeTimes_data()
{
    addColumns();
    // Times at the ends of the range (from a damaged file) saturate instead of overflowing.
    row("start-at-end-of-time", Inc, 0, {"start w 9223372036854775000"}, 9223372036854775807, 59193,
        60000, 0, 0, Never);
    row("query-across-all-time", Inc, 0, {"start w -9223372036854775000"}, 9223372036854775807, 0,
        60000, 0, 0, -9223372036854715000);
    row("punch-across-all-time", Inc, 2000,
        {"start w -9223372036854775000", "punch 9223372036854775000"}, 9223372036854775000, 0,
        60000, 0, 0, Never);
    row("delay-across-all-time", Delay, 5000, {"start w -9223372036854775000"}, 9223372036854775807,
        0, 60000, 0, 0, -9223372036854710000);
    row("bronstein-punch-across-all-time", Bron, 5000,
        {"start w -9223372036854775000", "punch 9223372036854775000"}, 9223372036854775000, 0,
        60000, 0, 0, Never);
    row("stop-resume-across-all-time", Inc, 0,
        {"start w -9223372036854775000", "stop 9223372036854775000", "resume 9223372036854775000"},
        9223372036854775807, 0, 60000, 0, 0, 59193);
}

void TestClock::extremeTimes()
{
    check();
}

QTEST_APPLESS_MAIN(TestClock)
#include "tst_clock.moc"
