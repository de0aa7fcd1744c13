// Keeping matches: autosave after every move, exact resume, surviving a kill, saving and opening
// BPGN, the replay window, and finished matches kept for reopening.
#include "testutil.h"

#include "ui/appsettings.h"
#include "ui/autosave.h"
#include "ui/boarditem.h"
#include "ui/mainwindow.h"
#include "ui/matchscene.h"
#include "ui/matchview.h"
#include "ui/replaywindow.h"

#include "core/bpgn.h"
#include "core/notation.h"

#include <QFile>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using core::Board;
using core::Seat;

class TestPersistence : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void autosaveAfterEveryMove();
    void resumeExactly_data();
    void resumeExactly();
    void damagedAutosaveKept();
    void survivesKill();
    void saveAndOpenRoundTrip();
    void finishedMatchKept();
    void replayWindow_data();
    void replayWindow();

private:
    std::unique_ptr<ui::MainWindow> window();
    void play(ui::MainWindow &w, Board board, const char *uci);

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

void TestPersistence::autosaveAfterEveryMove()
{
    auto w = window();
    w->setUpMatch({}, {"Ann", "Bob", "Cid", "Dee"});
    ui::Autosave autosave(m_dir->filePath("data"));
    QVERIFY(!autosave.read()); // nothing before the clocks start
    w->startClocks();
    const char *moves[][2] = {{"A", "e2e4"}, {"B", "d2d4"}, {"A", "d7d5"}, {"A", "e4d5"}};
    int count = 0;
    for (const auto &m : moves) {
        m_now += 1000;
        play(*w, m[0][0] == 'A' ? Board::A : Board::B, m[1]);
        const auto saved = autosave.read();
        QVERIFY(saved);
        QCOMPARE(int(std::count_if(saved->events.begin(), saved->events.end(),
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
    QTest::addRow("doorgeefschaak-clock-move-kept") << true << "doorgeefschaak,clock-move,promotions=N";
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
        w->setUpMatch(config, {"Ann", "Bob", "Cid", "Dee"}, {"human", "human", "human", "builtin:1"});
        w->startClocks();
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
    QVERIFY(w->resumeSaved());
    const core::Match *match = w->controller()->match();
    QCOMPARE(match->board(Board::A).fen(), fens[0]);
    QCOMPARE(match->board(Board::B).fen(), fens[1]);
    QCOMPARE(match->board(Board::B).pocketCount(core::Color::Black, core::PieceType::Pawn), 1);
    QVERIFY(match->isPaused());
    for (int s = 0; s < 4; ++s) QCOMPARE(match->timeLeft(Seat(s), w->controller()->clocks().now()), times[s]);
    QCOMPARE(w->controller()->name(Seat::WhiteA), QString("Ann"));
    QVERIFY(!w->controller()->isHuman(Seat::BlackB)); // the computer seat is a computer again
    QVERIFY(match->config().rules == config.rules);
    // Play goes on from there.
    w->togglePause();
    m_now += 1000;
    play(*w, Board::A, "d8d5");
}

void TestPersistence::damagedAutosaveKept()
{
    QDir().mkpath(m_dir->filePath("data"));
    QFile file(ui::Autosave(m_dir->filePath("data")).fileName());
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"version\": 1, \"config\": {\"mode\": \"bughouse\", \"base\": -5");
    file.close();
    auto w = window();
    QVERIFY(!w->resumeSaved());
    QVERIFY(w->statusText().contains("cannot be resumed"));
    QVERIFY(QFile::exists(file.fileName())); // kept for the user, not deleted
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
        QTRY_VERIFY_WITH_TIMEOUT(([&] {
                                     const auto saved = autosave.read();
                                     moves = saved ? int(std::count_if(saved->events.begin(), saved->events.end(),
                                                                       [](const auto &e) {
                                                                           return e.kind == core::MatchEvent::Kind::Move;
                                                                       }))
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
        const auto match = core::Match::replay(saved->config, saved->events);
        QVERIFY2(match.ok(), match.ok() ? "" : match.error().c_str());
        QVERIFY(match->plies() >= seen);
        autosave.clear(); // the next round starts a fresh demo
    }
}

void TestPersistence::saveAndOpenRoundTrip()
{
    auto w = window();
    w->setUpMatch({}, {"Ann", "Bob", "Cid", "Dee"});
    w->startClocks();
    const char *moves[][2] = {{"A", "e2e4"}, {"B", "d2d4"}, {"A", "d7d5"}, {"A", "e4d5"}, {"B", "e7e5"}, {"B", "d4e5"}};
    for (const auto &m : moves) {
        m_now += 1234;
        play(*w, m[0][0] == 'A' ? Board::A : Board::B, m[1]);
    }
    const QString file = m_dir->filePath("match.bpgn");
    QVERIFY(w->saveFile(file));
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
    w->setUpMatch({}, {"Ann", "Bob", "Cid", "Dee"});
    w->startClocks();
    m_now = 1000;
    play(*w, Board::A, "e2e4");
    QVERIFY(ui::Autosave(m_dir->filePath("data")).read());
    w->controller()->resign(Seat::BlackB);
    QVERIFY(!ui::Autosave(m_dir->filePath("data")).read()); // over: nothing to resume
    const QStringList recent = w->recentMatches();
    QCOMPARE(recent.size(), 1);
    QFile f(recent.first());
    QVERIFY(f.open(QIODevice::ReadOnly));
    const auto games = core::readGames(f.readAll().toStdString());
    QVERIFY(games.size() == 1 && games[0].ok());
    QCOMPARE(games[0]->result, std::string("0-1"));
}

void TestPersistence::replayWindow_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("game");
    QTest::addRow("bughouse-fics") << BUGHOUSE_SHARED_DIR "/reference/games/bughouse.bpgn" << 0;
    QTest::addRow("bughouse-chesscom") << BUGHOUSE_SHARED_DIR "/reference/games/bughouse_chesscom.bpgn" << 3;
    QTest::addRow("crazyhouse-lichess") << BUGHOUSE_SHARED_DIR "/reference/games/crazyhouse.pgn" << 2;
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
            if (record.plies[i].seat == record.plies[std::max(0, ply - 1)].seat && record.plies[i].clock) {
                QCOMPARE(replay.shown()->timeLeft(record.plies[i].seat, 0), std::max<qint64>(0, *record.plies[i].clock));
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
