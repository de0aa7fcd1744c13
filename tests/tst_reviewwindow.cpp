// The review in the replay window: the timeline driven by real mouse and key events, where each
// dropped piece came from, the engine's analysis in the background with its turning points, an
// analysed record saved and read back, and the timeline exported.
#include "ui/dialogs/replaywindow.h"
#include "ui/review/analysisrunner.h"
#include "ui/review/timelinewidget.h"
#include "ui/scene/boarditem.h"
#include "ui/scene/matchscene.h"

#include "core/records/bpgn.h"

#include <QApplication>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {

// White-A's pawn takes on d5: Black-B drops it on e5; Black-A's knight takes on e4, never dropped.
const char *const Crossings = R"([WhiteA "Ann"]
[BlackA "Bob"]
[WhiteB "Cid"]
[BlackB "Dee"]
[TimeControl "180+0"]
[Variant "Bughouse"]
1A. e4 {179} 1B. d4 {179} 1a. d5 {178} 2A. exd5 {177} 1b. P@e5 {175} 2a. Nf6 {176}
3A. Nc3 {175} 3a. Nxd5 {174} 4A. Nxd5 {173} *
)";
// Crazyhouse: White's queen hangs at its third move (lichess's words: a blunder).
const char *const HungQueen = R"([White "Ann"]
[Black "Bob"]
[Variant "Crazyhouse"]
1. e4 e5 2. Qh5 Nc6 3. Qxe5+ Nxe5 *
)";
// Black-A takes White-A's knight; White-B drops it and mates Black-B two seconds later (the file
// tst_review and tst_cli read too).
const QByteArray FedKnight = [] {
    QFile f(BUGHOUSE_TEST_DATA_DIR "/review/fed-knight.bpgn");
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}();

core::GameRecord recordOf(const char *text)
{
    auto games = core::readGames(text);
    if (games.size() != 1 || !games[0]) qFatal("test record does not read");
    return std::move(games[0].value());
}

} // namespace

class TestReviewWindow : public QObject
{
    Q_OBJECT

private slots:
    void provenanceSaid_data();
    void provenanceSaid();
    void timelineByMouse_data();
    void timelineByMouse();
    void timelineByKeys_data();
    void timelineByKeys();
    void analysisFindsTheTurningPoint_data();
    void analysisFindsTheTurningPoint();
    void analysedRecordReadBack();
    void timelineExports_data();
    void timelineExports();

private:
    std::unique_ptr<ui::ReplayWindow> open(const char *text);
    static void analyseByClick(ui::ReplayWindow *window);
};

std::unique_ptr<ui::ReplayWindow> TestReviewWindow::open(const char *text)
{
    auto window = std::make_unique<ui::ReplayWindow>(recordOf(text), false);
    window->resize(1280, 800);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get())) return nullptr;
    return window;
}

// A click on Analyse, as a user starts it, and the analysis' end awaited.
void TestReviewWindow::analyseByClick(ui::ReplayWindow *window)
{
    auto *button = window->findChild<QPushButton *>("analyseButton");
    QVERIFY(button && button->isEnabled());
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(window->analysis()->isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!window->analysis()->isRunning(), 120'000);
    QCOMPARE(window->analysis()->done(), window->analysis()->total());
}

void TestReviewWindow::provenanceSaid_data()
{
    QTest::addColumn<int>("ply"); // plies shown
    QTest::addColumn<QString>("said");
    QTest::newRow("a drop names the capture that supplied it")
        << 5 << "This pawn came from 2A. exd5 on board A, 1 s earlier.";
    QTest::newRow("a capture names the drop of its piece")
        << 4 << "The captured pawn went to Dee's pocket. Dropped at 1b. P@e5, 1 s later.";
    QTest::newRow("a capture whose piece is never dropped")
        << 9 << "The captured knight went to Dee's pocket. It was never dropped.";
    QTest::newRow("a quiet move says nothing of pockets") << 7 << "";
}

void TestReviewWindow::provenanceSaid()
{
    QFETCH(int, ply);
    QFETCH(QString, said);
    auto window = open(Crossings);
    QVERIFY(window);
    window->setPly(ply);
    const QStringList lines = window->findChild<QLabel *>("reviewText")->text().split('\n');
    if (said.isEmpty())
        QCOMPARE(lines.size(), 1); // the move alone
    else
        QVERIFY2(lines.contains(said), qPrintable(lines.join(" | ")));
}

void TestReviewWindow::timelineByMouse_data()
{
    QTest::addColumn<int>("press");   // the plies at the press
    QTest::addColumn<int>("release"); // and where the drag ends (the same: a click)
    QTest::newRow("a click on the third move") << 3 << 3;
    QTest::newRow("a click at the start") << 0 << 0;
    QTest::newRow("a click on the last move") << 9 << 9;
    QTest::newRow("a drag from the third move to the seventh") << 3 << 7;
    QTest::newRow("a drag back to the start") << 8 << 0;
}

// The moments chosen differ by a second or more: each lies on a pixel of its own (the first two
// moves share theirs).
void TestReviewWindow::timelineByMouse()
{
    QFETCH(int, press);
    QFETCH(int, release);
    auto window = open(Crossings);
    QVERIFY(window);
    ui::TimelineWidget *timeline = window->timeline();
    const int y = timeline->height() / 3;
    const QPoint from(int(std::lround(timeline->xOf(press))), y);
    const QPoint to(int(std::lround(timeline->xOf(release))), y);
    QTest::mousePress(timeline, Qt::LeftButton, {}, from);
    QCOMPARE(window->ply(), press);
    QCOMPARE(timeline->ply(), press);
    QTest::mouseMove(timeline, (from + to) / 2);
    QTest::mouseMove(timeline, to);
    QTest::mouseRelease(timeline, Qt::LeftButton, {}, to);
    QCOMPARE(window->ply(), release);
    QCOMPARE(timeline->ply(), release);
}

void TestReviewWindow::timelineByKeys_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<QList<int>>("keys");
    QTest::addColumn<int>("to");
    QTest::newRow("End, then Left") << 0 << QList<int>{Qt::Key_End, Qt::Key_Left} << 5;
    QTest::newRow("Right twice") << 1 << QList<int>{Qt::Key_Right, Qt::Key_Right} << 3;
    QTest::newRow("Home") << 4 << QList<int>{Qt::Key_Home} << 0;
    // The position after the queen was hung (ply 5: 3. Qxe5+).
    QTest::newRow("Page Down to the turning point") << 0 << QList<int>{Qt::Key_PageDown} << 5;
    QTest::newRow("Page Up back to it") << 6 << QList<int>{Qt::Key_PageUp} << 5;
}

void TestReviewWindow::timelineByKeys()
{
    QFETCH(int, from);
    QFETCH(QList<int>, keys);
    QFETCH(int, to);
    auto window = open(HungQueen);
    QVERIFY(window);
    analyseByClick(window.get());
    QVERIFY(!window->turningPoints().empty());
    window->setPly(from);
    ui::TimelineWidget *timeline = window->timeline();
    QTest::mouseClick(timeline, Qt::LeftButton, {}, QPoint(int(timeline->xOf(from)), 5));
    QVERIFY(timeline->hasFocus());
    for (int key : keys) QTest::keyClick(timeline, Qt::Key(key));
    QCOMPARE(window->ply(), to);
    QCOMPARE(timeline->ply(), to);
}

void TestReviewWindow::analysisFindsTheTurningPoint_data()
{
    QTest::addColumn<QString>("record");
    QTest::addColumn<int>("ply"); // the plies shown after the turning point's move
    QTest::addColumn<QString>("verdict");
    QTest::newRow("a hung queen") << HungQueen << 5 << "Turning point: Lost the queen";
    QTest::newRow("a knight fed to the other board")
        << QString(FedKnight) << 2
        << "Turning point: Gave the partner's opponent a knight: 2B. N@f7# mated 2 s later";
}

// In the background, with a progress bar; the turning point listed, marked, and said at its move;
// each board shows the engine's best move there as an arrow.
void TestReviewWindow::analysisFindsTheTurningPoint()
{
    QFETCH(QString, record);
    QFETCH(int, ply);
    QFETCH(QString, verdict);
    const QByteArray text = record.toUtf8();
    auto window = open(text.constData());
    QVERIFY(window);
    analyseByClick(window.get());
    auto *list = window->findChild<QListWidget *>("turningPoints");
    QVERIFY(list->isVisible() && list->count() >= 1);
    // Chosen in the list by a click, as a user does.
    list->scrollToItem(list->item(0));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                      list->visualItemRect(list->item(0)).center());
    QCOMPARE(window->ply(), ply);
    const QString review = window->findChild<QLabel *>("reviewText")->text();
    QVERIFY2(review.split('\n').contains(verdict), qPrintable(review));
    window->setPly(0);
    QVERIFY(window->scene()->boardItem(core::Board::A)->suggestion().isValid());
}

// Saved with its evaluations, read back: the same evaluations and turning points, at once.
void TestReviewWindow::analysedRecordReadBack()
{
    auto window = open(FedKnight.constData());
    QVERIFY(window);
    analyseByClick(window.get());
    const std::string saved = core::writeGame(window->analysedRecord());
    QVERIFY2(saved.find("[%eval ") != std::string::npos, saved.c_str());
    auto again = open(saved.c_str());
    QVERIFY(again);
    QVERIFY(!again->analysis()->isRunning());
    const auto &before = window->analysis()->analysis();
    const auto &after = again->analysis()->analysis();
    int compared = 0;
    for (const auto &p : before.positions) {
        if (p.ply == core::review::StartPly) continue;
        const auto *q = after.at(p.board, p.ply);
        if (!q) continue; // a board a capture filled is not in the file
        QCOMPARE(q->eval, p.eval);
        QCOMPARE(q->best, p.best);
        ++compared;
    }
    QVERIFY(compared >= 3);
    QCOMPARE(again->turningPoints().size(), window->turningPoints().size());
    for (std::size_t i = 0; i < again->turningPoints().size(); ++i)
        QCOMPARE(again->turningPoints()[i].verdict.kind, window->turningPoints()[i].verdict.kind);
}

void TestReviewWindow::timelineExports_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("png") << "timeline.png";
    QTest::newRow("svg") << "timeline.svg";
}

void TestReviewWindow::timelineExports()
{
    QFETCH(QString, name);
    auto window = open(Crossings);
    QVERIFY(window);
    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    QVERIFY(window->timeline()->save(path, 2));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    if (name.endsWith(".svg")) {
        QVERIFY(bytes.contains("<svg"));
        QVERIFY(bytes.contains("Board A"));
    } else {
        const QImage image = QImage::fromData(bytes, "PNG");
        QCOMPARE(image.size(), window->timeline()->size() * 2);
    }
    // A folder that is not there: refused, no crash.
    QVERIFY(!window->timeline()->save(dir.filePath("missing/" + name), 1));
}

QTEST_MAIN(TestReviewWindow)
#include "tst_reviewwindow.moc"
