// The review of a match (core/review): the analyser's results, cancelling, thread independence,
// the analysis saved in a record and read back, and the turning points it finds.
#include "testutil.h"

#include "core/records/bpgn.h"
#include "core/review/analysis.h"

#include <QFile>

#include <atomic>
#include <mutex>

using core::review::Analysis;
using core::review::PositionAnalysis;

namespace {

// The records of the rows, written for these tests: short games or positions whose verdict is
// plain (a hung queen, a missed or allowed mate, a piece fed to the other board).
const char *const HungQueen = R"([Variant "Crazyhouse"]
1. e4 e5 2. Qh5 Nc6 3. Qxe5+ Nxe5 *)";
const char *const MissedMateIn1 = R"([Variant "Crazyhouse"]
[SetUp "1"]
[FEN "6k1/5ppp/8/8/8/8/1q3PPP/3R2K1[] w - - 0 1"]
1. h3 *)";
const char *const MissedMateIn2 = R"([Variant "Crazyhouse"]
[SetUp "1"]
[FEN "r6k/6pp/7N/8/2Q5/8/1q3PPP/6K1[] w - - 0 1"]
1. h3 *)";
const char *const AllowedMate = R"([Variant "Crazyhouse"]
[SetUp "1"]
[FEN "3r2k1/5ppp/8/8/8/8/R4PPP/6K1[] w - - 0 1"]
1. Ra3 Rd1# 0-1)";
// Black-A takes White-A's knight; White-B drops it and mates Black-B.
const char *const FedKnight = R"([WhiteA "a"]
[BlackA "b"]
[WhiteB "c"]
[BlackB "d"]
[TimeControl "180"]
[Variant "Bughouse"]
[SetUp "1"]
[FEN "4k3/8/8/3p4/8/N7/8/4K3[] w - - 0 1 | 6rk/6pp/8/8/8/8/5PPP/6K1[] w - - 0 1"]
1A. Nc4 {178} 1a. dxc4 {177} 1B. N@f7# {174} 0-1)";
// Stalemate: the last move leaves Black without a move.
const char *const Stalemate = R"([Variant "Crazyhouse"]
[SetUp "1"]
[FEN "7k/8/4Q1K1/8/8/8/8/8[] w - - 0 1"]
1. Qf7 1/2-1/2)";

core::GameRecord record(const char *text)
{
    auto games = core::readGames(text);
    if (games.size() != 1 || !games[0]) qFatal("bad test record: %s", text);
    return *games[0];
}

// The reviewed match of the benchmark, tests/data/review/bughouse-121.bpgn.
core::GameRecord benchmarkMatch()
{
    QFile f(BUGHOUSE_TEST_DATA_DIR "/review/bughouse-121.bpgn");
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read the benchmark match");
    auto games = core::readGames(f.readAll().toStdString());
    if (games.empty() || !games[0]) qFatal("bad benchmark match");
    return *games[0];
}

// The first `plies` plies of `full` (its result as it is: the review does not read it).
core::GameRecord cut(core::GameRecord full, int plies)
{
    full.plies.resize(std::size_t(plies));
    return full;
}

Analysis analysed(const core::GameRecord &r, int threads = 2)
{
    const auto a = core::review::analyse(r, {core::review::Setting::Quick, threads});
    if (!a) qFatal("analysis failed: %s", a.error().c_str());
    return *a;
}

} // namespace

class TestReview : public QObject
{
    Q_OBJECT

private slots:
    void exactWithoutSearch_data();
    void exactWithoutSearch();
    void everyPositionReported();
    void cancelStopsEarly();
    void threadsDoNotMatter();
    void readBackFromTheRecord();
};

void TestReview::exactWithoutSearch_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("ply");
    QTest::addColumn<core::Status>("status");
    QTest::addColumn<bool>("evaluated");
    QTest::newRow("checkmate: no evaluation, the side to move lost")
        << AllowedMate << 1 << core::Status::Checkmate << false;
    QTest::newRow("stalemate: exactly 0") << Stalemate << 0 << core::Status::Stalemate << true;
    QTest::newRow("bughouse: a drop mates") << FedKnight << 2 << core::Status::Checkmate << false;
}

void TestReview::exactWithoutSearch()
{
    QFETCH(QString, text);
    QFETCH(int, ply);
    QFETCH(core::Status, status);
    QFETCH(bool, evaluated);
    const core::GameRecord r = record(text.toUtf8().constData());
    const Analysis a = analysed(r);
    const PositionAnalysis *p = a.at(r.plies[std::size_t(ply)].board(), ply);
    QVERIFY(p);
    QCOMPARE(p->status, status);
    QCOMPARE(p->nodes, std::uint64_t(0));
    QCOMPARE(p->best, std::string());
    QCOMPARE(p->eval.has_value(), evaluated);
    if (evaluated) QVERIFY(*p->eval == core::Evaluation{});
    // The winner's chances are whole: a mate counts as the largest score.
    const auto white = core::review::whiteChances(*p);
    QVERIFY(white);
    if (status == core::Status::Checkmate)
        QCOMPARE(*white < 0, p->sideToMove == core::Color::White);
}

// Every position: each board's start, each ply's board after it, and in bughouse the board a
// capture filled. A found mate is in moves.
void TestReview::everyPositionReported()
{
    const core::GameRecord r = record(FedKnight);
    const Analysis a = analysed(r);
    QStringList spots;
    for (const PositionAnalysis &p : a.positions)
        spots << QString("AB"[int(p.board)]) + QString::number(p.ply);
    QCOMPARE(spots, QStringList({"A-1", "B-1", "A0", "A1", "B1", "B2"}));
    // After the capture White-B holds the knight: mate in 1 for White.
    QCOMPARE(a.at(core::Board::B, 1)->eval->mate, 1);
    QCOMPARE(a.at(core::Board::B, 1)->best, std::string("N@f7#"));
    QCOMPARE(a.at(core::Board::B, 1)->pv, std::vector<std::string>{"N@f7#"});
}

// Cancelled from the first result's callback: the workers end before the last position, report
// nothing more after the one in progress, and say the analysis is incomplete.
void TestReview::cancelStopsEarly()
{
    const core::GameRecord r = cut(benchmarkMatch(), 40);
    core::review::Analyser analyser({core::review::Setting::Deep, 2});
    std::atomic<int> reports = 0;
    std::atomic<int> finished = 0;
    std::atomic<bool> complete = true;
    const auto count = analyser.start(
        r,
        [&](const PositionAnalysis &) {
            ++reports;
            analyser.cancel();
        },
        [&](bool done) {
            complete = done;
            ++finished;
        });
    QVERIFY(count);
    QVERIFY(*count > 40);
    analyser.wait();
    QCOMPARE(finished.load(), 1);
    QVERIFY(!complete);
    // Both workers may each have finished a position when the flag went up.
    QVERIFY2(reports >= 1 && reports <= 2, qPrintable(QString::number(reports)));
}

void TestReview::threadsDoNotMatter()
{
    const core::GameRecord r = cut(benchmarkMatch(), 24);
    const Analysis one = analysed(r, 1);
    const Analysis two = analysed(r, 2);
    QCOMPARE(one.positions.size(), two.positions.size());
    for (std::size_t i = 0; i < one.positions.size(); ++i)
        QVERIFY2(one.positions[i] == two.positions[i], qPrintable(QString::number(i)));
}

// What writeInto() saves, analysisOf() gives back, through the file's text too; starts and the
// boards a capture filled are not in a record.
void TestReview::readBackFromTheRecord()
{
    core::GameRecord r = record(FedKnight);
    const Analysis a = analysed(r);
    core::review::writeInto(r, a);
    QVERIFY(core::review::hasEvaluations(r));
    auto read = core::readGames(core::writeGame(r));
    QCOMPARE(read.size(), std::size_t(1));
    QVERIFY2(read[0], read[0] ? "" : read[0].error().c_str());
    QVERIFY(*read[0] == r);
    const auto back = core::review::analysisOf(*read[0]);
    QVERIFY(back);
    Analysis expected;
    for (PositionAnalysis p : a.positions) {
        if (p.ply == core::review::StartPly || r.plies[std::size_t(p.ply)].board() != p.board)
            continue;
        if (!p.best.empty()) p.pv = {p.best};
        p.depth = 0;
        p.nodes = 0;
        expected.positions.push_back(p);
    }
    QCOMPARE(back->positions.size(), expected.positions.size());
    QVERIFY(*back == expected);
}

QTEST_GUILESS_MAIN(TestReview)
#include "tst_review.moc"
