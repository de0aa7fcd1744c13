// Keeping matches: autosave after every move (an append-only journal), exact resume, damaged
// autosaves kept aside, a full disk, surviving a kill, saving and opening BPGN, the replay window,
// and finished matches kept for reopening.
#include "modal.h"
#include "testutil.h"

#include "ui/dialogs/movelist.h"
#include "ui/dialogs/replaywindow.h"
#include "ui/match/autosave.h"
#include "ui/players/seatplayers.h"
#include "ui/scene/boarditem.h"
#include "ui/scene/matchscene.h"
#include "ui/scene/matchview.h"
#include "ui/settings/appsettings.h"
#include "ui/window/demoloop.h"
#include "ui/window/eveningshow.h"
#include "ui/window/mainwindow.h"
#include "ui/window/matchkeeper.h"
#include "ui/window/matchsetup.h"
#include "ui/window/recordfiles.h"

#include "core/board/notation.h"
#include "core/records/bpgn.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <linux/capability.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <zlib.h>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <memory>

using core::Board;
using core::Seat;

// The wall clock of the tests' windows: the test's clock time after this moment (in 2023).
constexpr qint64 WallBase = 1'700'000'000'000;

class TestPersistence : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void autosaveAfterEveryMove();
    void resumeExactly_data();
    void resumeExactly();
    void resumeChargesHeartbeat();
    void declinedResumeKept();
    void resumeQuestionNamesMatch_data();
    void resumeQuestionNamesMatch();
    void continueDeclinedFromRecent();
    void resumedDemoStaysDemo_data();
    void resumedDemoStaysDemo();
    void noMoveNoResume();
    void continuedPositionKept();
    void journalAppends();
    void damagedAutosaveKeptAside_data();
    void damagedAutosaveKeptAside();
    void tornLastLineIgnored();
    void everyFlippedBitFound_data();
    void everyFlippedBitFound();
    void endJournalledFirst_data();
    void endJournalledFirst();
    void unreadableLeftInPlace();
    void unknownEnginesAsked_data();
    void unknownEnginesAsked();
    void eventLinesRead_data();
    void eventLinesRead();
    void readingReportsProgress();
    void heartbeatChecked_data();
    void heartbeatChecked();
    void journalNotAFile_data();
    void journalNotAFile();
    void settingsNotAFile_data();
    void settingsNotAFile();
    void fullDisk_data();
    void fullDisk();
    void survivesKill();
    void saveAndOpenRoundTrip();
    void finishedMatchKept();
    void finishedMatchNotKeptOfferedAgain();
    void replayWindow_data();
    void replayWindow();

private:
    std::unique_ptr<ui::MainWindow> window();
    void play(ui::MainWindow &w, Board board, const char *uci);
    // The journal's heartbeat timer fires, as it does twice a second while the clocks run.
    static void heartbeat(ui::MainWindow &w);
    // Writes `content` as the autosave of the data folder; its file name.
    QString writeJournal(const QByteArray &content);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ui::AppSettings> m_settings;
    qint64 m_now = 0;
};

void TestPersistence::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_settings = std::make_unique<ui::AppSettings>(m_dir->filePath("settings.ini"));
    m_settings->setMuted(true);
    m_now = 0;
}

void TestPersistence::cleanup()
{
    m_settings.reset();
    m_dir.reset();
}

std::unique_ptr<ui::MainWindow> TestPersistence::window()
{
    auto w = std::make_unique<ui::MainWindow>(m_settings.get(), m_dir->filePath("data"));
    w->controller()->clocks().setTimeSource([this] { return m_now; });
    w->keeper()->setWallClock(
        [this] { return WallBase + m_now; }); // the clocks run as the wall clock does
    return w;
}

void TestPersistence::play(ui::MainWindow &w, Board board, const char *uci)
{
    const auto move = core::parseUci(w.controller()->match()->board(board), uci);
    QVERIFY2(move.ok(), move.ok() ? "" : move.error().c_str());
    QCOMPARE(w.controller()->proposeMove(board, *move), QString());
    // Under the clock-move rule (R0) the move stands once the clock is pressed.
    if (w.controller()->pendingMove(board))
        QCOMPARE(w.controller()->pressClock(w.controller()->seatToMove(board)), QString());
}

void TestPersistence::heartbeat(ui::MainWindow &w)
{
    auto *timer = w.keeper()->findChild<QTimer *>("heartbeat");
    QVERIFY(timer && timer->isActive());
    QVERIFY(QMetaObject::invokeMethod(timer, "timeout"));
}

QString TestPersistence::writeJournal(const QByteArray &content)
{
    const QString data = m_dir->filePath("data");
    QDir().mkpath(data);
    const QString file = ui::Autosave(data).fileName();
    QFile f(file);
    if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(file));
    return file;
}

void TestPersistence::autosaveAfterEveryMove()
{
    auto w = window();
    w->matchSetup()->setUpMatch({}, {"Ann", "Bob", "Cid", "Dee"});
    ui::Autosave autosave(m_dir->filePath("data"));
    QVERIFY(!autosave.read()); // nothing before the clocks start
    w->matchSetup()->startClocks();
    const char *moves[][2] = {{"A", "e2e4"}, {"B", "d2d4"}, {"A", "d7d5"}, {"A", "e4d5"}};
    int count = 0;
    for (const auto &m : moves) {
        m_now += 1000;
        play(*w, m[0][0] == 'A' ? Board::A : Board::B, m[1]);
        const auto saved = autosave.read();
        QVERIFY(saved);
        QCOMPARE(int(std::count_if(
                     saved->match.events().begin(), saved->match.events().end(),
                     [](const auto &e) { return e.kind == core::MatchEvent::Kind::Move; })),
                 ++count);
    }
}

void TestPersistence::resumeExactly_data()
{
    QTest::addColumn<bool>("pausedBefore");
    QTest::addColumn<QString>("rules");
    QTest::addRow("running-when-interrupted") << false << "";
    QTest::addRow("paused-when-interrupted") << true << "";
    QTest::addRow("czech-rules-kept") << false << "czech,bughouse";
    QTest::addRow("doorgeefschaak-clock-move-kept")
        << true << "doorgeefschaak,clock-move,promotions=N";
}

void TestPersistence::resumeExactly()
{
    QFETCH(bool, pausedBefore);
    QFETCH(QString, rules);
    core::MatchConfig config;
    config.rules = testutil::rulesFrom(rules);
    config.rules.variant = core::Variant::Bughouse;
    std::array<std::string, 2> fens;
    std::array<qint64, 4> times;
    {
        auto w = window();
        w->matchSetup()->setUpMatch(config, {"Ann", "Bob", "Cid", "Dee"},
                                    {"human", "human", "human", "builtin:1"});
        w->matchSetup()->startClocks();
        m_now = 3000;
        play(*w, Board::A, "e2e4");
        m_now = 5500;
        play(*w, Board::A, "d7d5");
        m_now = 7000;
        play(*w, Board::A, "e4d5"); // a pawn for Black-B's pocket
        m_now = 9000;
        if (pausedBefore) w->togglePause();
        const core::Match *match = w->controller()->match();
        fens = {match->board(Board::A).fen(), match->board(Board::B).fen()};
        for (int s = 0; s < 4; ++s) times[s] = match->timeLeft(Seat(s), match->events().back().at);
        m_now = 60'000; // then the program dies; the time after the last event is not known
    }
    auto w = window();
    QVERIFY(w->keeper()->resumeSaved());
    const core::Match *match = w->controller()->match();
    QCOMPARE(match->board(Board::A).fen(), fens[0]);
    QCOMPARE(match->board(Board::B).fen(), fens[1]);
    QCOMPARE(match->board(Board::B).pocketCount(core::Color::Black, core::PieceType::Pawn), 1);
    QVERIFY(match->isPaused());
    for (int s = 0; s < 4; ++s)
        QCOMPARE(match->timeLeft(Seat(s), w->controller()->clocks().now()), times[s]);
    QCOMPARE(w->controller()->name(Seat::WhiteA), QString("Ann"));
    QVERIFY(!w->controller()->isHuman(Seat::BlackB)); // the computer seat is a computer again
    QVERIFY(match->config().rules == config.rules);
    // Play goes on from there.
    w->togglePause();
    m_now += 1000;
    play(*w, Board::A, "d8d5");
}

// While the clocks run, the journal gets the time about once a second: a resumed match is charged
// the time up to then, not just up to its last move.
void TestPersistence::resumeChargesHeartbeat()
{
    {
        auto w = window();
        w->matchSetup()->setUpMatch({}, {"Ann", "Bob", "Cid", "Dee"});
        w->matchSetup()->startClocks();
        m_now = 3000;
        play(*w, Board::A, "e2e4");
        const QString file = ui::Autosave(m_dir->filePath("data")).fileName();
        auto beats = [&] {
            QFile f(file);
            return f.open(QIODevice::ReadOnly) ? int(f.readAll().count("\"alive\"")) : -1;
        };
        auto *timer = w->keeper()->findChild<QTimer *>("heartbeat");
        QVERIFY(timer && timer->isActive());
        QVERIFY(timer->interval() <= ui::MatchKeeper::BeatMs);
        const int before = beats();
        for (const qint64 t : {89'000, 89'500, 90'000, 90'100}) {
            m_now = t;
            heartbeat(*w);
        }
        QCOMPARE(beats(), before + 4); // one at every tick
        w->togglePause();
        QVERIFY(!timer->isActive()); // nothing to charge while the clocks stand
        w->togglePause();
        QVERIFY(timer->isActive());
        m_now = 140'000; // killed 50 s later, long after the last beat
    }
    auto w = window();
    QVERIFY(w->keeper()->resumeSaved());
    const core::Match *match = w->controller()->match();
    QVERIFY(match->isPaused());
    const qint64 now = w->controller()->clocks().now();
    QCOMPARE(now, qint64(90'100));
    QCOMPARE(match->timeLeft(Seat::BlackA, now), qint64(180'000 - 87'100));
    QCOMPARE(match->timeLeft(Seat::WhiteB, now), qint64(180'000 - 90'100));
    QCOMPARE(match->timeLeft(Seat::WhiteA, now), qint64(177'000));
}

// "No" to "Resume the interrupted match?" keeps it with the finished matches.
void TestPersistence::declinedResumeKept()
{
    {
        auto w = window();
        w->matchSetup()->setUpMatch({}, {"Ann", "Bob", "Cid", "Dee"});
        w->matchSetup()->startClocks();
        m_now = 1000;
        play(*w, Board::A, "e2e4");
        m_now = 2000;
        play(*w, Board::A, "e7e5");
    }
    auto w = window();
    QString question;
    testutil::onNextModal<QMessageBox>([&](QMessageBox *box) {
        question = box->text();
        QTest::mouseClick(box->button(QMessageBox::No), Qt::LeftButton);
    });
    w->keeper()->offerResume();
    QTRY_VERIFY(!question.isEmpty());
    QCOMPARE(question, QString("A match was interrupted after 2 moves. Resume it?"));
    QTRY_VERIFY(!QFile::exists(ui::Autosave(m_dir->filePath("data")).fileName()));
    const QStringList recent = w->keeper()->recentMatches();
    QCOMPARE(recent.size(), 1);
    QFile f(recent.first());
    QVERIFY(f.open(QIODevice::ReadOnly));
    const auto games = core::readGames(f.readAll().toStdString());
    QVERIFY(games.size() == 1 && games[0].ok());
    QCOMPARE(games[0]->plies.size(), std::size_t(2));
    QCOMPARE(games[0]->tag("WhiteA"), std::string("Ann"));
}

void TestPersistence::resumeQuestionNamesMatch_data()
{
    QTest::addColumn<core::MatchConfig>("config");
    QTest::addColumn<QString>("how");
    core::MatchConfig internet;
    internet.rules = core::rulesOf(core::RuleSet::Internet);
    QTest::addRow("three-minutes-internet-rules") << internet << "3 min";
    core::MatchConfig czech;
    czech.time = {300'000, 3'000, core::TimingKind::Increment};
    czech.rules = core::rulesOf(core::RuleSet::CzechClub);
    QTest::addRow("czech-club-five-plus-three") << czech << "5 min + 3 s · Czech club rules";
    core::MatchConfig delay = internet;
    delay.time = {90'000, 2'000, core::TimingKind::SimpleDelay};
    QTest::addRow("simple-delay") << delay << "1.5 min, 2 s delay";
}

// The resume question says which match it is: the teams, the time control, the rules when they
// are not the internet's, and when it was saved last.
void TestPersistence::resumeQuestionNamesMatch()
{
    QFETCH(core::MatchConfig, config);
    QFETCH(QString, how);
    {
        auto w = window();
        w->matchSetup()->setUpMatch(config, {"Ann", "Bob", "Cid", "Dee"});
        w->matchSetup()->startClocks();
        m_now = 1000;
        play(*w, Board::A, "e2e4");
    }
    const QDateTime saved =
        QFileInfo(ui::Autosave(m_dir->filePath("data")).fileName()).lastModified();
    auto w = window();
    QString details;
    testutil::onNextModal<QMessageBox>([&](QMessageBox *box) {
        details = box->informativeText();
        QTest::mouseClick(box->button(QMessageBox::Yes), Qt::LeftButton);
    });
    w->keeper()->offerResume();
    QTRY_VERIFY(!details.isEmpty());
    const QString when = QLocale().toString(saved.time(), QLocale::ShortFormat);
    QCOMPARE(details, "Ann & Dee – Bob & Cid\n" + how + "\nLast saved today at " + when + ".");
}

// "No" to the resume question, then File -> Recent matches, End and "Continue playing from here":
// the match goes on as the journal left it, every clock as it was at the kill (the heartbeat), its
// moves in the move list.
void TestPersistence::continueDeclinedFromRecent()
{
    {
        auto w = window();
        w->matchSetup()->setUpMatch({}, {"Ann", "Bob", "Cid", "Dee"});
        w->matchSetup()->startClocks();
        m_now = 3000;
        play(*w, Board::A, "e2e4");
        m_now = 5000;
        play(*w, Board::B, "d2d4");
        m_now = 12'000;
        play(*w, Board::A, "e7e5");
        m_now = 60'000;
        heartbeat(*w);
        m_now = 70'000; // killed before the next one
    }
    auto w = window();
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    testutil::onNextModal<QMessageBox>(
        [](QMessageBox *box) { QTest::mouseClick(box->button(QMessageBox::No), Qt::LeftButton); });
    w->keeper()->offerResume();
    QTRY_COMPARE(w->keeper()->recentMatches().size(), 1);
    QTRY_VERIFY(!QApplication::activeModalWidget());
    QMenu *recent = nullptr;
    for (QMenu *menu : w->findChildren<QMenu *>())
        if (menu->title() == "&Recent matches") recent = menu;
    QVERIFY(recent);
    recent->popup(w->mapToGlobal(QPoint(10, 10)));
    QVERIFY(QTest::qWaitForWindowExposed(recent));
    QTest::mouseClick(recent, Qt::LeftButton, {},
                      recent->actionGeometry(recent->actions().value(0)).center());
    ui::ReplayWindow *replay = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((replay = w->findChild<ui::ReplayWindow *>()), 30000);
    QVERIFY(QTest::qWaitForWindowActive(replay));
    QTest::keyClick(replay, Qt::Key_End);
    QCOMPARE(replay->ply(), 3);
    QTest::mouseClick(replay->findChild<QPushButton *>("continueButton"), Qt::LeftButton);
    const core::Match *match = w->controller()->match();
    QCOMPARE(match->plies(), 3);
    const auto kept = ui::Autosave(m_dir->filePath("data")).read(); // kept at once
    QVERIFY(kept && kept->match.plies() == 3);
    QVERIFY(match->isPaused());
    const qint64 now = w->controller()->clocks().now();
    QCOMPARE(match->timeLeft(Seat::WhiteA, now),
             qint64(177'000 - 48'000)); // running since e5 at 12 s
    QCOMPARE(match->timeLeft(Seat::BlackA, now), qint64(171'000));
    QCOMPARE(match->timeLeft(Seat::WhiteB, now), qint64(175'000));
    QCOMPARE(match->timeLeft(Seat::BlackB, now),
             qint64(180'000 - 55'000)); // running since d4 at 5 s
    QCOMPARE(w->moveList()->plies(), 3);
    QVERIFY(w->moveList()->plyText(3).startsWith("e5"));
    // Play goes on: the next move is charged from the moment of the kill.
    w->togglePause();
    m_now += 4000;
    play(*w, Board::A, "g1f3");
    QCOMPARE(w->controller()->match()->events().back().clock, qint64(129'000 - 4000));
}

void TestPersistence::resumedDemoStaysDemo_data()
{
    QTest::addColumn<bool>("resume");
    QTest::addRow("resumed-at-the-demo-pace") << true;
    QTest::addRow("declined-not-kept") << false;
}

// A demo cut off by a crash goes on as a demo: at the demo's pace, and not kept when it ends
// (declined, it is not kept either).
void TestPersistence::resumedDemoStaysDemo()
{
    QFETCH(bool, resume);
    m_settings->setDemoPace("blitz"); // the computers move at once (the test's clock stands still)
    {
        auto w = window();
        w->demoLoop()->setRunning(true);
        QTRY_VERIFY_WITH_TIMEOUT(w->controller()->match()->plies() >= 2, 30000);
    }
    m_settings->setDemoPace("relaxed");
    auto w = window();
    testutil::onNextModal<QMessageBox>([resume](QMessageBox *box) {
        QTest::mouseClick(box->button(resume ? QMessageBox::Yes : QMessageBox::No), Qt::LeftButton);
    });
    w->keeper()->offerResume();
    QTRY_VERIFY(!QFile::exists(ui::Autosave(m_dir->filePath("data")).fileName()) ||
                w->controller()->match()->plies() > 0);
    if (!resume) {
        QVERIFY(w->keeper()->recentMatches().isEmpty());
        return;
    }
    QCOMPARE(w->matchSetup()->seatPlayers()->minimumMoveTime(), ui::MatchSetup::DemoMoveMs);
    QVERIFY(w->controller()->match()->isPaused());
    w->controller()->resign(Seat::WhiteA);
    QVERIFY(w->controller()->match()->isOver());
    QVERIFY(w->keeper()->recentMatches().isEmpty());
}

// Clocks started but no move made: nothing worth resuming, nothing asked.
void TestPersistence::noMoveNoResume()
{
    {
        auto w = window();
        w->matchSetup()->setUpMatch({}, {"Ann", "Bob", "Cid", "Dee"});
        w->matchSetup()->startClocks();
        m_now = 5000;
        w->togglePause();
    }
    QVERIFY(ui::Autosave(m_dir->filePath("data")).read());
    auto w = window();
    w->keeper()->offerResume();
    QTRY_VERIFY(!QFile::exists(ui::Autosave(m_dir->filePath("data")).fileName()));
    QVERIFY(!w->findChild<QMessageBox *>());
    QVERIFY(w->keeper()->recentMatches().isEmpty());
}

// "Continue playing from here" at a record's position without its moves: the match is kept from
// the moment its clocks start, before any move, and the next start offers it.
void TestPersistence::continuedPositionKept()
{
    core::MatchConfig config;
    config.startFen[0] = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[] w KQkq - 2 3";
    {
        auto w = window();
        w->matchSetup()->setUpMatch(config, {"Ann", "Bob", "Cid", "Dee"});
        w->matchSetup()->startClocks();
        m_now = 4000;
        heartbeat(*w);
        QVERIFY(w->keeper()->isInProgress()); // leaving it needs a yes
        m_now = 4200;                         // killed
    }
    auto w = window();
    QVERIFY(w->keeper()->resumeSaved());
    QCOMPARE(w->controller()->match()->board(Board::A).fen(), config.startFen[0]);
    QCOMPARE(w->controller()->clocks().now(), qint64(4000));
}

namespace {

QByteArray readAll(const QString &fileName)
{
    QFile f(fileName);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

qulonglong inode(const QString &fileName)
{
    struct stat st
    {
    };
    return ::stat(QFile::encodeName(fileName).constData(), &st) == 0 ? qulonglong(st.st_ino) : 0;
}

// `lines` as the program writes them from version 4 on: each with a tab and its CRC-32 (zlib's)
// before the '\n'.
QByteArray sealed(const QByteArray &lines)
{
    QByteArray out;
    for (const QByteArray &line : lines.split('\n')) {
        if (line.isEmpty()) continue;
        const auto crc =
            crc32(0, reinterpret_cast<const Bytef *>(line.constData()), uInt(line.size()));
        out += line + '\t' + QByteArray::number(qulonglong(crc), 16).rightJustified(8, '0') + '\n';
    }
    return out;
}

// The journal's first line (from version 3 on with its wall-clock time, from 4 on with the match's
// identity), not sealed.
QByteArray header(int version = 4)
{
    return QByteArray(
               R"({"config":{"base":180000,"bonus":0,"clockMove":false,"dropCheck":true,"dropMate":true,)"
               R"("mateRule":"standard","mode":"bughouse","odds":[null,null,null,null],"poisonedPiece":false,)"
               R"("premoves":true,"promotions":30,"repetitionAcrossBoards":false,"repetitionPerBoard":false,)"
               R"("simultaneousEnd":false,"stalemate":true,"startFen":["",""],"timing":0},"names":["Ann","Bob","Cid","Dee"],)"
               R"("players":["human","human","human","human"],"version":)") +
           QByteArray::number(version) + (version >= 4 ? R"(,"id":"00000000000000ab")" : "") +
           (version >= 3 ? R"(,"wall":1700000000000})" : "}") + "\n";
}
const QByteArray Header = header();
const QByteArray StartAt0 = R"({"at":0,"kind":0,"seat":0,"wall":1700000000000})"
                            "\n";
const QByteArray E2E4 =
    R"({"at":1000,"clock":179000,"kind":1,"move":[12,28,0,6],"san":"e4","seat":0,"wall":1700000001000})"
    "\n";
// A heartbeat at match time `at`, written `wall` ms after WallBase (version 2: without it).
QByteArray beat(const char *at, const char *wall = nullptr)
{
    return QByteArray(R"({"alive":)") + at +
           (wall ? QByteArray(R"(,"wall":)") + wall : QByteArray()) + "}\n";
}
// The same lines in version 2.
QByteArray withoutWalls(QByteArray lines)
{
    return lines.replace(R"(,"wall":1700000000000)", "").replace(R"(,"wall":1700000001000)", "");
}

} // namespace

// After the first write of a match, each move only appends its line: the earlier bytes stay as
// they are, in the same file, so the cost of a move does not grow with the match.
void TestPersistence::journalAppends()
{
    auto w = window();
    w->matchSetup()->setUpMatch({}, {"Ann", "Bob", "Cid", "Dee"},
                                {"human", "human", "human", "human"});
    w->matchSetup()->startClocks();
    const QString file = ui::Autosave(m_dir->filePath("data")).fileName();
    QByteArray before = readAll(file);
    const qulonglong node = inode(file);
    QVERIFY(before.contains(R"("id":")" + w->keeper()->matchId().toLatin1() + '"'));
    QCOMPARE(before.count('\n'), 2);
    QVERIFY(before.endsWith(sealed(StartAt0)));
    const char *moves[][2] = {
        {"A", "e2e4"}, {"B", "d2d4"}, {"A", "d7d5"}, {"A", "e4d5"}, {"B", "g8f6"}};
    for (const auto &m : moves) {
        m_now += 1000;
        play(*w, m[0][0] == 'A' ? Board::A : Board::B, m[1]);
        const QByteArray after = readAll(file);
        QVERIFY(after.startsWith(before));
        QCOMPARE(after.mid(before.size()).count('\n'), 1); // one line per move
        QCOMPARE(inode(file), node);
        before = after;
    }
    QVERIFY(before.contains(sealed(E2E4)));
}

void TestPersistence::damagedAutosaveKeptAside_data()
{
    QTest::addColumn<QByteArray>("content");
    QByteArray wrongCrc = sealed(E2E4);
    wrongCrc[wrongCrc.size() - 2] = wrongCrc[wrongCrc.size() - 2] == '0' ? '1' : '0';
    QTest::addRow("crc-of-a-line-wrong") << sealed(Header + StartAt0) + wrongCrc;
    QTest::addRow("line-without-its-crc") << sealed(Header + StartAt0) + E2E4;
    QTest::addRow("version-4-not-sealed") << Header + StartAt0 + E2E4;
    QTest::addRow("version-3-sealed") << sealed(header(3) + StartAt0 + E2E4);
    // A crash leaves the start of a line, never a whole line and then something else.
    QTest::addRow("end-of-the-last-line-flipped")
        << sealed(Header + StartAt0 + E2E4).chopped(1) + '\x0b';
    // The line cut short may hold the first move: kept, and said, not forgotten.
    QTest::addRow("first-move-cut-short") << sealed(Header + StartAt0) + sealed(E2E4).left(30);
    QTest::addRow("cut-in-the-header")
        << QByteArray(R"({"version": 2, "config": {"mode": "bughouse", "base": -5)"
                      "\n");
    QTest::addRow("unknown-version")
        << sealed(QByteArray(Header).replace(R"("version":4)", R"("version":9)") + StartAt0);
    QTest::addRow("bad-base-time") << sealed(QByteArray(Header).replace("180000", "-5") + StartAt0);
    QTest::addRow("base-time-1e300")
        << sealed(QByteArray(Header).replace("180000", "1e300") + StartAt0);
    QTest::addRow("unknown-event-kind") << sealed(Header + StartAt0 +
                                                  R"({"at":5,"kind":42,"seat":0})"
                                                  "\n");
    QTest::addRow("garbage-line") << sealed(Header + StartAt0 + "\x01\x02 not json\n" + E2E4);
    // Absurd times (item: clock overflow) are refused when reading, before any arithmetic.
    QTest::addRow("start-at-9.2e18") << sealed(Header + R"({"at":9.2e18,"kind":0,"seat":0})"
                                                        "\n");
    QTest::addRow("start-at-1e300") << sealed(Header + R"({"at":1e300,"kind":0,"seat":0})"
                                                       "\n");
    QTest::addRow("clock-1e300") << sealed(Header + StartAt0 +
                                           QByteArray(E2E4).replace("179000", "1e300"));
    QTest::addRow("fractional-time") << sealed(Header + R"({"at":0.5,"kind":0,"seat":0})"
                                                        "\n");
    // Well formed, but the log does not replay.
    QTest::addRow("does-not-replay")
        << sealed(Header + StartAt0 + QByteArray(E2E4).replace(R"("san":"e4")", R"("san":"d4")"));
    QTest::addRow("move-before-start") << sealed(Header + E2E4);
    // Partner signals: only the eleven there are, from one of the four seats.
    QTest::addRow("unknown-signal")
        << sealed(Header + StartAt0 +
                  R"({"signal":11,"seat":0,"at":5,"wall":1700000000005})"
                  "\n");
    QTest::addRow("signal-from-a-fifth-seat")
        << sealed(Header + StartAt0 +
                  R"({"signal":0,"seat":4,"at":5,"wall":1700000000005})"
                  "\n");
    QTest::addRow("bad-signal-in-the-header") << sealed(
        QByteArray(Header).replace(R"("version":4)", R"("signals":[[0,99,5]],"version":4)") +
        StartAt0);
    QTest::addRow("start-fen-over-two-sets") << sealed(
        QByteArray(Header).replace(
            R"("startFen":["",""])",
            R"("startFen":["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QQQQRRRRBBBBNNNNqqqqrrrrbbbbnnnn] w KQkq - 0 1",""])") +
        StartAt0);
}

// A damaged autosave is renamed (kept for the user), the user is told once in plain words, and
// the next start does not offer it again.
void TestPersistence::damagedAutosaveKeptAside()
{
    QFETCH(QByteArray, content);
    const QString data = m_dir->filePath("data");
    const QString file = writeJournal(content);
    auto w = window();
    QVERIFY(!w->keeper()->resumeSaved());
    QVERIFY(!QFile::exists(file));
    const QStringList kept = QDir(data).entryList({"autosave-damaged-*"}, QDir::Files);
    QCOMPARE(kept.size(), 1);
    QCOMPARE(readAll(QDir(data).filePath(kept[0])), content);
    QVERIFY2(w->statusText().startsWith("The interrupted match could not be restored"),
             qPrintable(w->statusText()));
    QVERIFY(w->statusText().contains(kept[0]));
    QVERIFY(!w->statusText().contains("event")); // no technical words in the message itself
    auto *box = w->findChild<QMessageBox *>("damagedAutosaveMessage");
    QVERIFY(box);
    QVERIFY(box->isVisible());
    QVERIFY(box->text().contains(kept[0]));
    QVERIFY(!box->detailedText().isEmpty()); // the reason, for whoever wants it
    box->close();
    // Found at the start: read and replayed on another thread, the window staying live, then said.
    writeJournal(content);
    auto early = window();
    early->keeper()->offerResume();
    QVERIFY(!early->findChild<QMessageBox *>());
    QTRY_VERIFY(early->findChild<QMessageBox *>("damagedAutosaveMessage"));
    QCOMPARE(QDir(data).entryList({"autosave-damaged-*"}, QDir::Files).size(), 2);
    early.reset();
    // Next start: nothing is offered, nothing is said.
    auto again = window();
    again->keeper()->offerResume();
    QVERIFY(!again->findChild<QMessageBox *>());
    QCOMPARE(QDir(data).entryList({"autosave-damaged-*"}, QDir::Files).size(), 2);
}

// A crash in the middle of a write leaves a last line without its end: the match resumes without
// that event, and the next move is appended after the good part.
void TestPersistence::tornLastLineIgnored()
{
    const QString data = m_dir->filePath("data");
    writeJournal(sealed(Header + StartAt0 + E2E4) + sealed(E2E4).left(30));
    auto w = window();
    QVERIFY(w->keeper()->resumeSaved());
    QCOMPARE(w->controller()->match()->plies(), 1);
    QVERIFY(w->controller()->match()->isPaused());
    w->togglePause();
    m_now = 2000;
    play(*w, Board::A, "e7e5");
    const auto saved = ui::Autosave(data).read();
    QVERIFY(saved);
    QCOMPARE(saved->match.events().size(), std::size_t(5)); // start, e2e4, pause, resume, e7e5
}

void TestPersistence::everyFlippedBitFound_data()
{
    QTest::addColumn<bool>("crazyhouse");
    QTest::addColumn<bool>("finished");
    QTest::addRow("bughouse-in-progress") << false << false;
    QTest::addRow("bughouse-resigned") << false << true;
    QTest::addRow("crazyhouse-in-progress") << true << false;
}

// A journal as the program writes it (moves, a capture and its drop, a signal, a pause, heartbeats,
// the end): whichever single bit of it flips, reading it finds the damage; none gives a match.
void TestPersistence::everyFlippedBitFound()
{
    QFETCH(bool, crazyhouse);
    QFETCH(bool, finished);
    const QString data = m_dir->filePath("data");
    QDir().mkpath(data);
    QFile(QDir(data).filePath("matches")).open(QIODevice::WriteOnly); // keeps the finished journal
    QByteArray journal;
    {
        auto w = window();
        core::MatchConfig config;
        if (crazyhouse) config.mode = core::MatchMode::Crazyhouse;
        w->matchSetup()->setUpMatch(config, {"Ann", "Bob", "Cid", "Dee"});
        w->matchSetup()->startClocks();
        const Board second = crazyhouse ? Board::A : Board::B;
        const char *moves[][2] = {{"A", "e2e4"}, {"A", "d7d5"}, {"A", "e4d5"},
                                  {"B", "d2d4"}, {"A", "d8d5"}, {"B", "P@e5"}};
        for (const auto &m : moves) {
            m_now += 1700;
            if (crazyhouse && m[0][0] == 'B') continue;
            play(*w, m[0][0] == 'A' ? Board::A : second, m[1]);
            heartbeat(*w);
        }
        if (crazyhouse) play(*w, Board::A, "P@e6");
        w->controller()->sendSignal(Seat::WhiteA, core::PartnerSignal(0));
        w->togglePause();
        m_now += 5000;
        w->togglePause();
        m_now += 900;
        heartbeat(*w);
        if (finished) w->controller()->resign(Seat::BlackB);
        journal = readAll(ui::Autosave(data).fileName());
    }
    QBuffer intact(&journal);
    QVERIFY(intact.open(QIODevice::ReadOnly));
    QString error;
    const auto saved = ui::Autosave::readFrom(intact, WallBase + m_now, &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->match.isOver(), finished);
    QVERIFY(saved->aliveAt > 0 || finished);
    int accepted = 0;
    for (qsizetype i = 0; i < journal.size(); ++i)
        for (int bit = 0; bit < 8; ++bit) {
            QByteArray flipped = journal;
            flipped[i] = char(flipped[i] ^ (1 << bit));
            QBuffer buffer(&flipped);
            buffer.open(QIODevice::ReadOnly);
            if (ui::Autosave::readFrom(buffer, WallBase + m_now)) ++accepted;
        }
    QCOMPARE(accepted, 0);
}

void TestPersistence::endJournalledFirst_data()
{
    QTest::addColumn<bool>("archived"); // the crash came after the record was written
    QTest::addRow("crash-before-the-archive") << false;
    QTest::addRow("crash-after-the-archive") << true;
}

// The program dies between the end of a match and forgetting its journal: the next start neither
// offers it nor loses it, and keeps and counts it once.
void TestPersistence::endJournalledFirst()
{
    QFETCH(bool, archived);
    const QString data = m_dir->filePath("data");
    QByteArray atTheEnd;
    QString id;
    {
        auto w = window();
        w->matchSetup()->setUpMatch({}, {"Ann", "Bob", "Cid", "Dee"});
        w->matchSetup()->startClocks();
        m_now = 1000;
        play(*w, Board::A, "e2e4");
        // What the journal holds once the end is known, before the record is written.
        connect(w->controller(), &ui::MatchController::stateChanged, this, [&] {
            if (w->controller()->match()->isOver())
                atTheEnd = readAll(ui::Autosave(data).fileName());
        });
        id = w->keeper()->matchId();
        m_now = 3000;
        w->controller()->resign(Seat::BlackA);
        QCOMPARE(w->keeper()->recentMatches().size(), 1);
        QCOMPARE(int(w->eveningShow()->evening().matches().size()), 1);
    }
    QVERIFY(!atTheEnd.isEmpty());
    writeJournal(atTheEnd);
    if (!archived)
        for (const QString &f : QDir(QDir(data).filePath("matches")).entryList(QDir::Files))
            QVERIFY(QFile::remove(QDir(QDir(data).filePath("matches")).filePath(f)));
    for (int start = 0; start < 2; ++start) { // and once more: still once
        auto w = window();
        QVERIFY(!w->keeper()->resumeSaved());
        QVERIFY(!w->controller()->match() || w->controller()->match()->plies() == 0);
        QVERIFY(!QFile::exists(ui::Autosave(data).fileName()));
        const QStringList recent = w->keeper()->recentMatches();
        QCOMPARE(recent.size(), 1);
        QVERIFY(recent.first().endsWith(id + ".bpgn"));
        QFile f(recent.first());
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto games = core::readGames(f.readAll().toStdString());
        QVERIFY(games.size() == 1 && games[0].ok());
        QCOMPARE(games[0]->result, std::string("1-0"));
        QCOMPARE(int(w->eveningShow()->evening().matches().size()), 1);
        QCOMPARE(w->eveningShow()->evening().matches().front().id, id);
        if (start == 0) writeJournal(atTheEnd); // as if the journal had not gone
    }
}

namespace {

// Root reads every file: for the test's thread (and those it starts) the capabilities that let it
// are dropped, and given back at the end, so that a file's permissions count as for anybody.
class PermissionsCount
{
public:
    PermissionsCount()
    {
        syscall(SYS_capget, &m_header, m_saved);
        __user_cap_data_struct dropped[2] = {m_saved[0], m_saved[1]};
        for (const int cap : {CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH})
            dropped[cap / 32].effective &= ~(1u << (cap % 32));
        syscall(SYS_capset, &m_header, dropped);
    }
    ~PermissionsCount() { syscall(SYS_capset, &m_header, m_saved); }

private:
    __user_cap_header_struct m_header{_LINUX_CAPABILITY_VERSION_3, 0};
    __user_cap_data_struct m_saved[2]{};
};

} // namespace

// A journal the user cannot read is not damaged: it is said so, with the reason, and left where it
// is; meanwhile the match in progress is kept in another file; readable again, it is offered.
void TestPersistence::unreadableLeftInPlace()
{
    const QString data = m_dir->filePath("data");
    const QByteArray content = sealed(Header + StartAt0 + E2E4);
    const QString file = writeJournal(content);
    QVERIFY(QFile::setPermissions(file, {}));
    {
        PermissionsCount permissions;
        auto w = window();
        QVERIFY(!w->keeper()->resumeSaved());
        auto *box = w->findChild<QMessageBox *>("unreadableAutosaveMessage");
        QVERIFY(box && box->isVisible());
        QVERIFY2(box->informativeText().contains(file), qPrintable(box->informativeText()));
        QVERIFY2(box->informativeText().contains(QString::fromLocal8Bit(std::strerror(EACCES))),
                 qPrintable(box->informativeText()));
        QVERIFY(w->statusText().contains("could not be read"));
        w->matchSetup()->setUpMatch({}, {"Eva", "Fay", "Gus", "Hal"});
        w->matchSetup()->startClocks();
        m_now = 1000;
        play(*w, Board::B, "d2d4");
        QVERIFY(QFile::exists(QDir(data).filePath("autosave-2.journal")));
    }
    QCOMPARE(QDir(data).entryList({"autosave-damaged-*"}, QDir::Files).size(), 0);
    QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner));
    QCOMPARE(readAll(file), content);
    {
        auto w = window();
        QVERIFY(w->keeper()->resumeSaved());
        QCOMPARE(w->controller()->name(Seat::WhiteA), QString("Ann"));
        w->controller()->resign(Seat::BlackA); // it ends, and its journal goes
    }
    // Then the match kept meanwhile under the other name is offered.
    QVERIFY(!QFile::exists(file));
    auto w = window();
    QVERIFY(w->keeper()->resumeSaved());
    QCOMPARE(w->controller()->name(Seat::WhiteA), QString("Eva"));
}

void TestPersistence::unknownEnginesAsked_data()
{
    QTest::addColumn<QString>("answer"); // the button clicked
    QTest::addColumn<QString>("blackA"); // then who plays Black-A; empty: not resumed
    QTest::addRow("yes-gives-the-seat-to-the-built-in-engine") << "yes"
                                                               << "builtin:4";
    QTest::addRow("start-them-on-request") << "start"
                                           << "uci:";
    QTest::addRow("no") << "no"
                        << "";
}

// The journal says which program plays a seat, and whoever wrote the file chose it: a program the
// user has not added is named in the question and started only on the user's word.
void TestPersistence::unknownEnginesAsked()
{
    QFETCH(QString, answer);
    QFETCH(QString, blackA);
    const QString program = m_dir->filePath("not-an-engine.sh");
    const QString marker = m_dir->filePath("started");
    {
        QFile f(program);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("#!/bin/sh\ntouch '" + marker.toUtf8() + "'\n");
    }
    QVERIFY(QFile::setPermissions(program, QFile::ReadOwner | QFile::ExeOwner));
    const QByteArray players =
        R"("players":["human","uci:)" + program.toUtf8() + R"(","human","human"])";
    writeJournal(sealed(
        QByteArray(Header).replace(R"("players":["human","human","human","human"])", players) +
        StartAt0 + E2E4));
    auto w = window();
    QString details;
    testutil::onNextModal<QMessageBox>([&](QMessageBox *box) {
        details = box->informativeText();
        QAbstractButton *button =
            answer == "start" ? box->findChild<QPushButton *>("startUnknownEngines")
                              : box->button(answer == "yes" ? QMessageBox::Yes : QMessageBox::No);
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
    });
    w->keeper()->offerResume();
    QSignalSpy settled(w->keeper(), &ui::MatchKeeper::resumeSettled);
    QTRY_COMPARE(settled.size(), 1);
    QVERIFY2(details.contains(program), qPrintable(details));
    if (blackA.isEmpty()) {
        QVERIFY(!w->controller()->match() || w->controller()->match()->plies() == 0);
    } else {
        QCOMPARE(w->controller()->match()->plies(), 1);
        QVERIFY(w->matchSetup()->playerSpecs()[int(Seat::BlackA)].startsWith(blackA));
        QVERIFY(!w->controller()->isHuman(Seat::BlackA));
    }
    if (answer == "start") {
        QTRY_VERIFY(QFile::exists(marker));
    } else {
        w->togglePause(); // the clocks run: a computer to move would be asked now
        QCoreApplication::processEvents();
        QVERIFY(!QFile::exists(marker));
    }
}

void TestPersistence::eventLinesRead_data()
{
    QTest::addColumn<QByteArray>("line"); // the move line after the start
    QTest::addColumn<bool>("read");
    QTest::addRow("as-written") << E2E4 << true;
    QTest::addRow("spaces-around-the-fields")
        << QByteArray(
               R"({ "at" : 1000, "clock": 179000 ,"kind":1, "move": [ 12, 28, 0, 6 ], "san": "e4", "seat": 0, "wall": 1700000001000 })"
               "\n")
        << true;
    QTest::addRow("fields-in-another-order")
        << QByteArray(
               R"({"wall":1700000001000,"seat":0,"san":"e4","move":[12,28,0,6],"kind":1,"clock":179000,"at":1000})"
               "\n")
        << true;
    QTest::addRow("unknown-field-passed-over")
        << QByteArray(E2E4).replace(R"("seat":0)", R"("note":"x","extra":[1],"seat":0)") << true;
    QTest::addRow("time-with-an-exponent")
        << QByteArray(E2E4).replace(R"("at":1000)", R"("at":1e3)") << true;
    QTest::addRow("time-with-a-fraction")
        << QByteArray(E2E4).replace(R"("at":1000)", R"("at":1000.5)") << false;
    QTest::addRow("san-with-an-escape")
        << QByteArray(E2E4).replace(R"("e4")", R"("e\u0034")") << false;
    QTest::addRow("san-longer-than-any-san")
        << QByteArray(E2E4).replace(R"("e4")", R"("e4xxxxxx")") << false;
    QTest::addRow("move-of-three-fields")
        << QByteArray(E2E4).replace("[12,28,0,6]", "[12,28,0]") << false;
    QTest::addRow("seat-true") << QByteArray(E2E4).replace(R"("seat":0)", R"("seat":true)")
                               << false;
    QTest::addRow("no-kind") << QByteArray(E2E4).replace(R"("kind":1,)", "") << false;
    QTest::addRow("text-after-the-object") << QByteArray(E2E4).replace("}\n", "}x\n") << false;
    QTest::addRow("not-an-object") << QByteArray("[1000]\n") << false;
    QTest::addRow("line-of-5000-bytes")
        << QByteArray(E2E4).replace(R"("seat":0)",
                                    R"("seat":0,"pad":")" + QByteArray(5000, 'x') + '"')
        << false;
}

// The event lines are read by hand (for speed): every form of what the program writes, also
// hand-edited, is read; anything that is not one of its events is damage.
void TestPersistence::eventLinesRead()
{
    QFETCH(QByteArray, line);
    QFETCH(bool, read);
    QByteArray bytes = sealed(Header + StartAt0 + line);
    QBuffer buffer(&bytes);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    QString error;
    const auto saved = ui::Autosave::readFrom(buffer, WallBase + 60'000, &error);
    QCOMPARE(bool(saved), read);
    if (!read) {
        QVERIFY2(error.startsWith("line 3: "), qPrintable(error));
        return;
    }
    QCOMPARE(saved->match.plies(), 1);
    QCOMPARE(std::string(saved->match.events().back().san), std::string("e4"));
}

// A long journal reports its progress as it is read, up to the whole file.
void TestPersistence::readingReportsProgress()
{
    const QString data = m_dir->filePath("data");
    QDir().mkpath(data);
    ui::Autosave autosave(data);
    {
        QFile f(autosave.fileName());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(sealed(Header + StartAt0));
        // Knights out and back on board A, 10 ms a move.
        const char *moves[] = {R"("move":[6,21,0,6],"san":"Nf3","seat":0)",
                               R"("move":[62,45,0,6],"san":"Nf6","seat":1)",
                               R"("move":[21,6,0,6],"san":"Ng1","seat":0)",
                               R"("move":[45,62,0,6],"san":"Ng8","seat":1)"};
        for (int i = 1; i <= 4000; ++i)
            f.write(sealed(QStringLiteral(R"({"at":%1,"clock":%2,"kind":1,%3,"wall":%4})")
                               .arg(i * 10)
                               .arg(180'000 - (i + 1) / 2 * 10)
                               .arg(QLatin1String(moves[(i - 1) % 4]))
                               .arg(WallBase + i * 10)
                               .toLatin1()));
    }
    QList<int> reported;
    QString error;
    const auto saved = autosave.read(&error, [&](int permille) { reported << permille; });
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->match.plies(), 4000);
    QVERIFY2(reported.size() >= 100, qPrintable(QString::number(reported.size())));
    QVERIFY(std::is_sorted(reported.begin(), reported.end()) &&
            std::adjacent_find(reported.begin(), reported.end()) == reported.end());
    QCOMPARE(reported.last(), 1000);
}

void TestPersistence::heartbeatChecked_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<qint64>("resumedAt"); // -1: damaged, kept aside
    const QByteArray moved =
        sealed(Header + StartAt0 + E2E4); // Black-A and White-B to move, clocks running
    QTest::addRow("heartbeat-as-written")
        << moved + sealed(beat("11102", "1700000011102")) << qint64(11102);
    QTest::addRow("heartbeat-a-little-behind-the-wall-clock")
        << moved + sealed(beat("11102", "1700000012000")) << qint64(11102);
    QTest::addRow("later-heartbeat-counts")
        << moved + sealed(beat("5000", "1700000005000")) + sealed(beat("6000", "1700000006000"))
        << qint64(6000);
    // A time 80 s beyond what the wall clock let pass.
    QTest::addRow("flipped-bit-in-the-time")
        << moved + sealed(beat("91102", "1700000011102")) << qint64(-1);
    QTest::addRow("time-1e15") << moved + sealed(beat("1e15", "1700000011102")) << qint64(-1);
    QTest::addRow("time-near-2^53")
        << moved + sealed(beat("9007199254740000", "1700000011102")) << qint64(-1);
    QTest::addRow("time-before-the-last-move")
        << moved + sealed(beat("500", "1700000000500")) << qint64(-1);
    QTest::addRow("time-going-back")
        << moved + sealed(beat("6000", "1700000006000")) + sealed(beat("5000", "1700000007000"))
        << qint64(-1);
    QTest::addRow("wall-clock-in-the-future")
        << moved + sealed(beat("11102", "1800000011102")) << qint64(-1);
    QTest::addRow("no-wall-clock") << moved + sealed(beat("11102")) << qint64(-1);
    // Within the wall clock, but White-B's 3 minutes ran out at 180 s: resuming would end the
    // match.
    QTest::addRow("after-a-clock-ran-out")
        << moved + sealed(beat("180500", "1700000180500")) << qint64(-1);
    QTest::addRow("while-paused")
        << moved + sealed(R"({"at":2000,"kind":4,"seat":0,"wall":1700000002000})") +
               sealed(beat("3000", "1700000003000"))
        << qint64(-1);
    // Journals before version 4 have no seals: their heartbeats cannot be checked, and are not
    // believed (the clocks stand at the last event), whatever they say.
    QTest::addRow("version-3-heartbeat-not-believed")
        << header(3) + StartAt0 + E2E4 + beat("11102", "1700000011102") << qint64(1000);
    QTest::addRow("version-2-heartbeat-not-believed")
        << header(2) + withoutWalls(StartAt0 + E2E4) + beat("11102") << qint64(1000);
    QTest::addRow("version-2-flipped-heartbeat-not-believed")
        << header(2) + withoutWalls(StartAt0 + E2E4) + beat("91102") << qint64(1000);
}

// A heartbeat is believed only between the move before it and what the wall clock allows, and
// never so far that resuming would end the match; anything else is a damaged journal.
void TestPersistence::heartbeatChecked()
{
    QFETCH(QByteArray, content);
    QFETCH(qint64, resumedAt);
    const QString data = m_dir->filePath("data");
    const QString file = writeJournal(content);
    m_now = 300'000; // read five minutes after the match began
    auto w = window();
    QCOMPARE(w->keeper()->resumeSaved(), resumedAt >= 0);
    if (resumedAt < 0) {
        QVERIFY(!w->controller()->match() || w->controller()->match()->plies() == 0);
        QCOMPARE(QDir(data).entryList({"autosave-damaged-*"}, QDir::Files).size(), 1);
        QVERIFY(w->findChild<QMessageBox *>("damagedAutosaveMessage"));
        return;
    }
    const core::Match *match = w->controller()->match();
    QVERIFY(match->isPaused() && !match->isOver());
    QCOMPARE(w->controller()->clocks().now(), resumedAt);
    QCOMPARE(match->timeLeft(Seat::WhiteB, resumedAt), 180'000 - resumedAt);
}

void TestPersistence::journalNotAFile_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addRow("link-to-an-endless-device") << "link";
    QTest::addRow("pipe-without-a-writer") << "fifo";
    QTest::addRow("sparse-file-over-the-size-limit") << "sparse";
}

namespace {

// In the place of `file`, as `kind` says: a link to an endless device, a pipe, or a sparse file
// starting with `start` and one byte over `limit`. False if it could not be made.
bool notAFile(const QString &kind, const QString &file, const QByteArray &start, qint64 limit)
{
    if (kind == "link") return QFile::link("/dev/zero", file);
    if (kind == "fifo") return ::mkfifo(QFile::encodeName(file).constData(), 0600) == 0;
    QFile f(file);
    return f.open(QIODevice::WriteOnly) && f.write(start) == start.size() && f.resize(limit + 1);
}

} // namespace

// Only a regular file of bounded size is read: an endless device, a pipe or a huge file is said to
// be damaged at once, without reading it (or blocking on it).
void TestPersistence::journalNotAFile()
{
    QFETCH(QString, kind);
    const QString data = m_dir->filePath("data");
    QDir().mkpath(data);
    const QString file = ui::Autosave(data).fileName();
    QVERIFY(notAFile(kind, file, sealed(Header + StartAt0 + E2E4), ui::Autosave::MaxFileSize));
    auto w = window();
    QVERIFY(!w->keeper()->resumeSaved());
    QVERIFY(!QFileInfo::exists(file) && !QFileInfo(file).isSymLink());
    QCOMPARE(QDir(data).entryList({"autosave-damaged-*"}, QDir::Files | QDir::System).size(), 1);
    QVERIFY(w->findChild<QMessageBox *>("damagedAutosaveMessage"));
}

void TestPersistence::settingsNotAFile_data()
{
    journalNotAFile_data();
}

// The settings file too: a pipe, an endless device or a huge file in its place is not read (the
// program would block before any window appears); it is kept aside, said, and the defaults apply.
void TestPersistence::settingsNotAFile()
{
    QFETCH(QString, kind);
    const QString file = m_dir->filePath("bad.conf");
    QVERIFY(notAFile(kind, file, "[view]\n", ui::AppSettings::MaxFileSize));
    ui::AppSettings settings(file);
    QVERIFY2(settings.problem().contains("kept as"), qPrintable(settings.problem()));
    QVERIFY(!QFileInfo::exists(file) && !QFileInfo(file).isSymLink());
    QCOMPARE(QDir(m_dir->path())
                 .entryList({"bad-damaged-*"}, QDir::Files | QDir::System | QDir::NoDotAndDotDot)
                 .size(),
             1);
    QCOMPARE(settings.names(), ui::AppSettings::defaultNames());
    ui::MainWindow w(&settings, m_dir->filePath("data"));
    auto *box = w.findChild<QMessageBox *>("settingsNotReadMessage");
    QVERIFY(box && box->text() == settings.problem());
    settings.setNames({"Ann", "Bob", "Cid", "Dee"}); // then kept in a fresh file
    QCOMPARE(ui::AppSettings(file).names()[0], QString("Ann"));
}

void TestPersistence::fullDisk_data()
{
    QTest::addColumn<bool>("tmpfs");  // a real full file system, or a file size limit
    QTest::addColumn<bool>("finish"); // false: the autosave fails, true: the archive fails too
    QTest::addRow("size-limit-autosave") << false << false;
    QTest::addRow("size-limit-archive") << false << true;
    QTest::addRow("tmpfs-autosave") << true << false;
    QTest::addRow("tmpfs-archive") << true << true;
}

namespace {

// A full disk: a small tmpfs filled up (where the test may mount one), or a file size limit, as
// RLIMIT_FSIZE makes writes past it fail as on a full file system. Lifted however the test ends.
class FullDisk
{
public:
    FullDisk(bool tmpfs, const QString &directory) : m_tmpfs(tmpfs), m_directory(directory)
    {
        getrlimit(RLIMIT_FSIZE, &m_old);
        QDir().mkpath(directory);
        m_mounted = tmpfs && ::mount("bughouse-test", QFile::encodeName(directory).constData(),
                                     "tmpfs", 0, "size=64k") == 0;
    }
    ~FullDisk()
    {
        makeRoom();
        if (m_mounted) ::umount2(QFile::encodeName(m_directory).constData(), MNT_DETACH);
    }
    bool ready() const { return !m_tmpfs || m_mounted; }
    // No more room, however little: a few bytes past `fileSize` with the limit; a filled tmpfs.
    void fill(qint64 fileSize)
    {
        if (!m_tmpfs) {
            if (!m_limited) m_previous = std::signal(SIGXFSZ, SIG_IGN);
            m_limited = true;
            rlimit limit = m_old;
            limit.rlim_cur = rlim_t(fileSize + 10);
            setrlimit(RLIMIT_FSIZE, &limit);
            return;
        }
        QFile filler(QDir(m_directory).filePath("filler"));
        filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered);
        const QByteArray block(512, 'x');
        while (filler.write(block) == block.size()) {
        }
    }
    void makeRoom()
    {
        if (m_tmpfs) {
            QFile::remove(QDir(m_directory).filePath("filler"));
        } else if (m_limited) {
            setrlimit(RLIMIT_FSIZE, &m_old);
            std::signal(SIGXFSZ, m_previous);
            m_limited = false;
        }
    }

private:
    bool m_tmpfs;
    QString m_directory;
    bool m_mounted = false;
    rlimit m_old{};
    bool m_limited = false;
    void (*m_previous)(int) = SIG_DFL;
};

} // namespace

// Nothing good is replaced by something incomplete, and the user is told; once there is room
// again, nothing is lost.
void TestPersistence::fullDisk()
{
    QFETCH(bool, tmpfs);
    QFETCH(bool, finish);
    const QString data = m_dir->filePath("data");
    FullDisk disk(tmpfs, data);
    if (!disk.ready())
        QSKIP("cannot mount a tmpfs here (needs root); the size-limit rows cover it");
    auto w = window();
    w->matchSetup()->setUpMatch({}, {"Ann", "Bob", "Cid", "Dee"});
    w->matchSetup()->startClocks();
    m_now = 1000;
    play(*w, Board::A, "e2e4");
    const QString file = ui::Autosave(data).fileName();
    QByteArray good = readAll(file);
    QVERIFY(good.contains("e4"));

    disk.fill(good.size());
    // Knights out and back on board B until a move cannot be saved (a tmpfs may still have room
    // for a few lines in the file's last page).
    const char *knights[] = {"g1f3", "g8f6", "f3g1", "f6g8"};
    int moves = 1;
    for (int i = 0; i < 400 && !w->statusText().contains("could not be saved"); ++i) {
        good = readAll(file);
        m_now += 1000;
        play(*w, Board::B, knights[i % 4]);
        ++moves;
    }
    QVERIFY2(w->statusText().contains("could not be saved"), qPrintable(w->statusText()));
    // It says why: the disk is full (or the file may grow no further), not "Unknown error".
    const QString cause = QString::fromLocal8Bit(std::strerror(tmpfs ? ENOSPC : EFBIG));
    QVERIFY2(w->statusText().endsWith(": " + cause), qPrintable(w->statusText()));
    QCOMPARE(readAll(file), good); // the move that failed is not half in the file
    if (finish) {
        disk.fill(0); // no room for the record either
        w->controller()->resign(Seat::WhiteB);
        QVERIFY(w->controller()->match()->isOver());
        QCOMPARE(w->keeper()->recentMatches().size(), 0); // no empty or partial record
        QVERIFY2(w->statusText().startsWith("Cannot write"), qPrintable(w->statusText()));
        auto *box = w->findChild<QMessageBox *>("archiveFailedMessage");
        QVERIFY(box && box->isVisible());
        QVERIFY(box->text().contains("could not be saved"));
        QVERIFY2(box->text().contains(cause), qPrintable(box->text()));
        bool saveAs = false;
        for (QAbstractButton *b : box->buttons()) saveAs |= b->text() == "Save &as...";
        QVERIFY(saveAs);
        QCOMPARE(readAll(file), good); // the match can still be resumed
        disk.makeRoom();
        auto next = window(); // the next start finds the match as it was last saved
        QVERIFY(next->keeper()->resumeSaved());
        QCOMPARE(next->controller()->match()->plies(), moves - 1);
        return;
    }
    // Room again: the next move catches up, nothing lost.
    disk.makeRoom();
    m_now += 1000;
    play(*w, Board::A, "e7e5");
    const auto saved = ui::Autosave(data).read();
    QVERIFY(saved);
    QCOMPARE(
        int(std::count_if(saved->match.events().begin(), saved->match.events().end(),
                          [](const auto &e) { return e.kind == core::MatchEvent::Kind::Move; })),
        moves + 1);
}

// The real program, four computers playing on a short clock, killed mid-match several times:
// the autosave is always whole, holds at least every move seen before the kill, and resumes.
void TestPersistence::survivesKill()
{
    QTemporaryDir home;
    QDir().mkpath(home.filePath(".config/Bughouse"));
    QFile conf(home.filePath(".config/Bughouse/bughouse.conf"));
    QVERIFY(conf.open(QIODevice::WriteOnly));
    conf.write("[match]\nbaseMs=15000\n[sound]\nmuted=true\n");
    conf.close();
    const QString dataDir = home.filePath(".local/share/Bughouse/bughouse");
    ui::Autosave autosave(dataDir);
    int seen = 0;
    for (int round = 0; round < 3; ++round) {
        QProcess app;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("HOME", home.path());
        env.insert("XDG_DATA_HOME", home.filePath(".local/share"));
        env.insert("XDG_CONFIG_HOME", home.filePath(".config"));
        env.insert("QT_QPA_PLATFORM", "offscreen");
        app.setProcessEnvironment(env);
        app.start(BUGHOUSE_GUI, {"--demo"});
        QVERIFY(app.waitForStarted());
        const int target = 4 + 3 * round;
        int moves = 0;
        QTRY_VERIFY_WITH_TIMEOUT(
            ([&] {
                const auto saved = autosave.read();
                moves =
                    saved
                        ? int(std::count_if(
                              saved->match.events().begin(), saved->match.events().end(),
                              [](const auto &e) { return e.kind == core::MatchEvent::Kind::Move; }))
                        : 0;
                return moves >= target;
            }()),
            60000);
        seen = moves;
        QTest::qWait(37 * round); // a different moment of the next move each time
        app.kill();
        QVERIFY(app.waitForFinished(5000));
        QString error;
        const auto saved = autosave.read(&error);
        QVERIFY2(saved, qPrintable(error));
        QVERIFY(saved->match.plies() >= seen);
        autosave.clear(); // the next round starts a fresh demo
    }
}

void TestPersistence::saveAndOpenRoundTrip()
{
    auto w = window();
    w->matchSetup()->setUpMatch({}, {"Ann", "Bob", "Cid", "Dee"});
    w->matchSetup()->startClocks();
    const char *moves[][2] = {{"A", "e2e4"}, {"B", "d2d4"}, {"A", "d7d5"},
                              {"A", "e4d5"}, {"B", "e7e5"}, {"B", "d4e5"}};
    for (const auto &m : moves) {
        m_now += 1234;
        play(*w, m[0][0] == 'A' ? Board::A : Board::B, m[1]);
    }
    const QString file = m_dir->filePath("match.bpgn");
    QVERIFY(w->recordFiles()->saveFile(file));
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    const auto games = core::readGames(text.toStdString());
    QCOMPARE(games.size(), std::size_t(1));
    QVERIFY2(games[0].ok(), games[0].ok() ? "" : games[0].error().c_str());
    QCOMPARE(games[0]->plies.size(), std::size_t(6));
    QCOMPARE(games[0]->tag("WhiteA"), std::string("Ann"));
    const auto replayed = core::replay(*games[0]);
    QVERIFY(replayed.ok());
    for (int b = 0; b < 2; ++b)
        QCOMPARE(replayed->boards[b].fen(), w->controller()->match()->board(Board(b)).fen());
    QCOMPARE(*games[0]->plies[0].clock, w->controller()->match()->events()[1].clock);
}

void TestPersistence::finishedMatchKept()
{
    auto w = window();
    w->matchSetup()->setUpMatch({}, {"Ann", "Bob", "Cid", "Dee"});
    w->matchSetup()->startClocks();
    m_now = 1000;
    play(*w, Board::A, "e2e4");
    QVERIFY(ui::Autosave(m_dir->filePath("data")).read());
    w->controller()->resign(Seat::BlackB);
    QVERIFY(!ui::Autosave(m_dir->filePath("data")).read()); // over: nothing to resume
    const QStringList recent = w->keeper()->recentMatches();
    QCOMPARE(recent.size(), 1);
    QFile f(recent.first());
    QVERIFY(f.open(QIODevice::ReadOnly));
    const auto games = core::readGames(f.readAll().toStdString());
    QVERIFY(games.size() == 1 && games[0].ok());
    QCOMPARE(games[0]->result, std::string("0-1"));
}

// A finished match that could not go to the matches folder is not offered as an interrupted one
// at the next start: it goes to the matches once it can, and until then Save as... is offered.
void TestPersistence::finishedMatchNotKeptOfferedAgain()
{
    const QString data = m_dir->filePath("data");
    const QString matches = QDir(data).filePath("matches");
    QDir().mkpath(data);
    auto blockMatches = [&] { // a file in the folder's place: no record can be written there
        QFile f(matches);
        return f.open(QIODevice::WriteOnly);
    };
    QVERIFY(blockMatches());
    {
        auto w = window();
        w->matchSetup()->setUpMatch({}, {"Ann", "Bob", "Cid", "Dee"});
        w->matchSetup()->startClocks();
        m_now = 1000;
        play(*w, Board::A, "e2e4");
        w->controller()->resign(Seat::BlackB);
        QVERIFY(w->findChild<QMessageBox *>("archiveFailedMessage"));
        const auto saved = ui::Autosave(data).read();
        QVERIFY(saved && saved->match.isOver()); // journalled with its end
    }
    for (const bool offered : {false, true}) { // resumeSaved(), then offerResume() as at a start
        auto w = window();
        QString question;
        testutil::onNextModal<QMessageBox>([&](QMessageBox *box) {
            if (box->objectName() == "archiveFailedMessage") return;
            question = box->text();
            box->reject();
        });
        if (offered)
            w->keeper()->offerResume();
        else
            QVERIFY(!w->keeper()->resumeSaved());
        QMessageBox *box = nullptr;
        QTRY_VERIFY((box = w->findChild<QMessageBox *>("archiveFailedMessage")));
        QVERIFY2(box->text().contains("Ann & Dee – Bob & Cid (0-1)"), qPrintable(box->text()));
        QTRY_VERIFY(QApplication::activeModalWidget() == box);
        QCOMPARE(question, QString()); // no "Resume it?"
        QVERIFY(!w->controller()->match() || w->controller()->match()->plies() == 0);
        QVERIFY(QFile::exists(ui::Autosave(data).fileName()));
    }
    QVERIFY(QFile::remove(matches));
    auto w = window();
    QVERIFY(!w->keeper()->resumeSaved());
    QCOMPARE(w->keeper()->recentMatches().size(), 1);
    QVERIFY(!QFile::exists(ui::Autosave(data).fileName()));
    QVERIFY2(w->statusText().contains("Recent matches"), qPrintable(w->statusText()));
}

void TestPersistence::replayWindow_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("game");
    QTest::addRow("bughouse-fics") << BUGHOUSE_TEST_DATA_DIR "/reference/games/bughouse.bpgn" << 0;
    QTest::addRow("bughouse-chesscom")
        << BUGHOUSE_TEST_DATA_DIR "/reference/games/bughouse_chesscom.bpgn" << 3;
    QTest::addRow("crazyhouse-lichess")
        << BUGHOUSE_TEST_DATA_DIR "/reference/games/crazyhouse.pgn" << 2;
}

void TestPersistence::replayWindow()
{
    QFETCH(QString, file);
    QFETCH(int, game);
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const auto games = core::readGames(f.readAll().toStdString());
    QVERIFY(games[std::size_t(game)].ok());
    const core::GameRecord record = *games[std::size_t(game)];
    ui::ReplayWindow replay(record, false);
    replay.show();
    replay.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&replay));
    const int plies = int(record.plies.size());
    for (int ply : {0, 1, plies / 2, plies}) {
        replay.setPly(ply);
        const auto expected = core::replay(record, ply);
        QVERIFY(expected.ok());
        QCOMPARE(replay.shown()->board(Board::A).fen(), expected->boards[0].fen());
        if (record.mode == core::MatchMode::Bughouse)
            QCOMPARE(replay.shown()->board(Board::B).fen(), expected->boards[1].fen());
        // Each seat's clock shows its last stamp.
        for (int i = ply - 1; i >= 0; --i)
            if (record.plies[i].seat == record.plies[std::max(0, ply - 1)].seat &&
                record.plies[i].clock) {
                QCOMPARE(replay.shown()->timeLeft(record.plies[i].seat, 0),
                         std::max<qint64>(0, *record.plies[i].clock));
                break;
            }
    }
    // Keyboard: Right and Left step, Home and End jump.
    replay.setPly(0);
    QTest::keyClick(&replay, Qt::Key_Right);
    QCOMPARE(replay.ply(), 1);
    QTest::keyClick(&replay, Qt::Key_End);
    QCOMPARE(replay.ply(), plies);
    QTest::keyClick(&replay, Qt::Key_Left);
    QCOMPARE(replay.ply(), plies - 1);
    QTest::keyClick(&replay, Qt::Key_Home);
    QCOMPARE(replay.ply(), 0);
    // Continue playing from the middle: a new match starts from that position.
    replay.setPly(plies / 2);
    QSignalSpy cont(&replay, &ui::ReplayWindow::continueRequested);
    QPushButton *button = nullptr;
    for (QPushButton *b : replay.findChildren<QPushButton *>())
        if (b->text() == "Continue playing from here") button = b;
    QVERIFY(button && button->isEnabled());
    button->click();
    QCOMPARE(cont.count(), 1);
    const auto config = cont.first().at(0).value<core::MatchConfig>();
    QVERIFY(config.validate().empty());
    QCOMPARE(config.startFen[0], core::replay(record, plies / 2)->boards[0].fen());
}

QTEST_MAIN(TestPersistence)
#include "tst_persistence.moc"
