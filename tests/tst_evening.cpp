// The evening's scoreboard: counted through the main window over rematch series, kept across
// restarts, cleared by "New evening", exported, and shown readably at projector sizes.
#include "modal.h"

#include "ui/dialogs/newmatchdialog.h"
#include "ui/evening/scoreboard.h"
#include "ui/evening/scoreboarditem.h"
#include "ui/match/matchcontroller.h"
#include "ui/scene/matchscene.h"
#include "ui/scene/matchview.h"
#include "ui/settings/appsettings.h"
#include "ui/window/demoloop.h"
#include "ui/window/eveningshow.h"
#include "ui/window/mainwindow.h"
#include "ui/window/matchsetup.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFontMetricsF>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using core::Seat;

class TestEvening : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void rematchSeries_data();
    void rematchSeries();
    void survivesRestart_data();
    void survivesRestart();
    void damagedFileKeptAside_data();
    void damagedFileKeptAside();
    void longNamesReadBack();
    void keepsTheNewest();
    void sameMatchCountedOnce();
    void computersCountForNoPerson();
    void csvExport();
    void exportFailureSaid_data();
    void exportFailureSaid();
    void shownAfterFinalPositions();
    void onDemandNotWhileRunning();
    void demoShowsItsOwn();
    void fitsAndReadable_data();
    void fitsAndReadable();

private:
    std::unique_ptr<ui::MainWindow> window();
    // Plays `steps` (see rematchSeries_data()) in `w`.
    void play(ui::MainWindow &w, const QStringList &steps);
    QString eveningFile() const { return QDir(m_dir->filePath("data")).filePath("evening.json"); }
    void writeEvening(const QByteArray &content);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ui::AppSettings> m_settings;
    qint64 m_now = 0;
};

namespace {

// "Ann & Dee 3/1/1/1 3": name, matches/wins/draws/losses, half points.
QStringList lines(const QList<ui::Scoreboard::Tally> &tallies)
{
    QStringList out;
    for (const auto &t : tallies)
        out << QString("%1 %2/%3/%4/%5 %6")
                   .arg(t.name)
                   .arg(t.matches)
                   .arg(t.wins)
                   .arg(t.draws)
                   .arg(t.losses)
                   .arg(t.halfPoints());
    return out;
}

Seat seatNamed(const QString &code)
{
    const QStringList codes = {"WA", "BA", "WB", "BB"};
    return Seat(codes.indexOf(code));
}

QJsonObject bughouseMatch(const QString &a, const QString &b, const QString &c, const QString &d,
                          const QString &result)
{
    return {{"mode", "bughouse"},
            {"teams", QJsonArray{QJsonArray{a, b}, QJsonArray{c, d}}},
            {"result", result}};
}

} // namespace

void TestEvening::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_settings = std::make_unique<ui::AppSettings>(m_dir->filePath("settings.ini"));
    m_settings->setMuted(true);
    m_now = 0;
}

void TestEvening::cleanup()
{
    m_settings.reset();
    m_dir.reset();
}

std::unique_ptr<ui::MainWindow> TestEvening::window()
{
    auto w = std::make_unique<ui::MainWindow>(m_settings.get(), m_dir->filePath("data"));
    w->controller()->clocks().setTimeSource([this] { return m_now; });
    w->resize(1280, 800);
    w->show();
    if (!QTest::qWaitForWindowActive(w.get())) qWarning("the window did not become active");
    return w;
}

void TestEvening::writeEvening(const QByteArray &content)
{
    QDir().mkpath(m_dir->filePath("data"));
    QFile f(eveningFile());
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(content), content.size());
}

// Steps: "match A B C D" sets up a match (seats White-A, Black-A, White-B, Black-B) and starts it;
// "rematch" is Ctrl+R then Space; "resign WA" (or BA, WB, BB); "flag": all the time runs out (a
// flag on board A, or with both boards ending at once two flags: a draw); "abort": both teams
// agree; "demo": a demo match, ended by a resignation, then the demo unticked.
void TestEvening::play(ui::MainWindow &w, const QStringList &steps)
{
    ui::MatchController *c = w.controller();
    for (const QString &step : steps) {
        const QStringList words = step.split(' ');
        if (words[0] == "match") {
            w.matchSetup()->setUpMatch(c->match()->config(),
                                       {words[1], words[2], words[3], words[4]});
            w.matchSetup()->startClocks();
        } else if (words[0] == "rematch") {
            QTest::keyClick(&w, Qt::Key_R, Qt::ControlModifier);
            QTest::keyClick(w.view()->viewport(), Qt::Key_Space);
            QVERIFY(c->match()->isStarted());
        } else if (words[0] == "resign") {
            c->resign(seatNamed(words[1]));
        } else if (words[0] == "flag") {
            m_now += 10 * 60 * 1000;
            c->clocks().refresh();
        } else if (words[0] == "abort") {
            c->requestAbort(Seat::WhiteA);
            c->requestAbort(Seat::BlackA);
        } else if (words[0] == "demo") {
            w.demoLoop()->setRunning(true);
            QVERIFY(c->match()->isStarted());
            c->resign(Seat::WhiteB);
            QVERIFY(c->match()->isOver());
            w.demoLoop()->setRunning(false); // a new match of the players' own waits
            QVERIFY(!c->match()->isStarted());
            continue;
        } else {
            QFAIL(qPrintable("unknown step " + step));
        }
        if (words[0] != "match" && words[0] != "rematch")
            QVERIFY2(c->match()->isOver(), qPrintable(step));
    }
}

void TestEvening::rematchSeries_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QStringList>("steps");
    QTest::addColumn<QStringList>("teams");
    QTest::addColumn<QStringList>("players");
    // The first match: Ann (White A) & Dee (Black B) against Bob (Black A) & Cid (White B). A
    // rematch swaps colours: Bob & Cid then play White A and Black B.
    QTest::addRow("white-wins-twice")
        << "bughouse" << QStringList{"resign BA", "rematch", "resign BA"}
        << QStringList{"Ann & Dee 2/1/0/1 2", "Bob & Cid 2/1/0/1 2"}
        << QStringList{"Ann 2/1/0/1 2", "Bob 2/1/0/1 2", "Cid 2/1/0/1 2", "Dee 2/1/0/1 2"};
    QTest::addRow("black-wins-three")
        << "bughouse" << QStringList{"resign WA", "rematch", "resign WA", "rematch", "resign WA"}
        << QStringList{"Bob & Cid 3/2/0/1 4", "Ann & Dee 3/1/0/2 2"}
        << QStringList{"Bob 3/2/0/1 4", "Cid 3/2/0/1 4", "Ann 3/1/0/2 2", "Dee 3/1/0/2 2"};
    QTest::addRow("flag-loses") << "bughouse" << QStringList{"flag"}
                                << QStringList{"Bob & Cid 1/1/0/0 2", "Ann & Dee 1/0/0/1 0"}
                                << QStringList{"Bob 1/1/0/0 2", "Cid 1/1/0/0 2", "Ann 1/0/0/1 0",
                                               "Dee 1/0/0/1 0"};
    QTest::addRow("draw-then-win")
        << "simultaneous" << QStringList{"flag", "rematch", "resign WB"}
        << QStringList{"Bob & Cid 2/1/1/0 3", "Ann & Dee 2/0/1/1 1"}
        << QStringList{"Bob 2/1/1/0 3", "Cid 2/1/1/0 3", "Ann 2/0/1/1 1", "Dee 2/0/1/1 1"};
    // Cid and Bob swapped seats: still the team "Bob & Cid", named as first seen.
    QTest::addRow("new-match-same-players")
        << "bughouse" << QStringList{"resign BB", "match Ann Cid Bob Dee", "resign BB"}
        << QStringList{"Bob & Cid 2/2/0/0 4", "Ann & Dee 2/0/0/2 0"}
        << QStringList{"Bob 2/2/0/0 4", "Cid 2/2/0/0 4", "Ann 2/0/0/2 0", "Dee 2/0/0/2 0"};
    QTest::addRow("new-partners") << "bughouse"
                                  << QStringList{"resign BA", "match Ann Bob Dee Cid", "resign WA"}
                                  << QStringList{"Ann & Dee 1/1/0/0 2", "Bob & Dee 1/1/0/0 2",
                                                 "Ann & Cid 1/0/0/1 0", "Bob & Cid 1/0/0/1 0"}
                                  << QStringList{"Dee 2/2/0/0 4", "Ann 2/1/0/1 2", "Bob 2/1/0/1 2",
                                                 "Cid 2/0/0/2 0"};
    QTest::addRow("different-players")
        << "bughouse" << QStringList{"resign BA", "match Ann Eve Fay Dee", "resign BA"}
        << QStringList{"Ann & Dee 2/2/0/0 4", "Bob & Cid 1/0/0/1 0", "Eve & Fay 1/0/0/1 0"}
        << QStringList{"Ann 2/2/0/0 4", "Dee 2/2/0/0 4", "Bob 1/0/0/1 0",
                       "Cid 1/0/0/1 0", "Eve 1/0/0/1 0", "Fay 1/0/0/1 0"};
    QTest::addRow("aborted-not-counted")
        << "bughouse" << QStringList{"resign BA", "rematch", "abort"}
        << QStringList{"Ann & Dee 1/1/0/0 2", "Bob & Cid 1/0/0/1 0"}
        << QStringList{"Ann 1/1/0/0 2", "Dee 1/1/0/0 2", "Bob 1/0/0/1 0", "Cid 1/0/0/1 0"};
    QTest::addRow("demo-not-counted")
        << "bughouse" << QStringList{"resign BA", "demo"}
        << QStringList{"Ann & Dee 1/1/0/0 2", "Bob & Cid 1/0/0/1 0"}
        << QStringList{"Ann 1/1/0/0 2", "Dee 1/1/0/0 2", "Bob 1/0/0/1 0", "Cid 1/0/0/1 0"};
    QTest::addRow("crazyhouse-players-only")
        << "crazyhouse" << QStringList{"resign BA", "rematch", "resign BA", "rematch", "flag"}
        << QStringList{} << QStringList{"Bob 3/2/0/1 4", "Ann 3/1/0/2 2"};
}

// Ctrl+R between matches: the tallies per team and player add up, whatever the colours.
void TestEvening::rematchSeries()
{
    QFETCH(QString, kind);
    QFETCH(QStringList, steps);
    QFETCH(QStringList, teams);
    QFETCH(QStringList, players);
    auto w = window();
    core::MatchConfig config;
    config.mode = kind == "crazyhouse" ? core::MatchMode::Crazyhouse : core::MatchMode::Bughouse;
    config.rules.simultaneousEnd = kind == "simultaneous";
    w->matchSetup()->setUpMatch(config, {"Ann", "Bob", "Cid", "Dee"});
    w->matchSetup()->startClocks();
    play(*w, steps);
    QCOMPARE(lines(w->eveningShow()->evening().teams()), teams);
    QCOMPARE(lines(w->eveningShow()->evening().players()), players);
}

void TestEvening::survivesRestart_data()
{
    QTest::addColumn<int>("answer");
    QTest::addRow("new-evening-declined") << int(QMessageBox::No);
    QTest::addRow("new-evening-confirmed") << int(QMessageBox::Yes);
}

// The tallies are there after a restart; "New evening" clears them (after a yes), also for the
// next start.
void TestEvening::survivesRestart()
{
    QFETCH(int, answer);
    const QStringList teams = {"Ann & Dee 2/1/0/1 2", "Bob & Cid 2/1/0/1 2"};
    {
        auto w = window();
        w->matchSetup()->setUpMatch({}, {"Ann", "Bob", "Cid", "Dee"});
        w->matchSetup()->startClocks();
        play(*w, {"resign BA", "rematch", "resign BA"});
        QCOMPARE(lines(w->eveningShow()->evening().teams()), teams);
    }
    auto w = window();
    QCOMPARE(lines(w->eveningShow()->evening().teams()), teams);
    QCOMPARE(w->eveningShow()->evening().players().size(), 4);
    w->matchSetup()->startClocks(); // a running match: the question stops its clocks
    m_now = 1000;
    QString question;
    bool paused = false;
    testutil::onNextModal<QMessageBox>([&](QMessageBox *box) {
        question = box->text();
        paused = w->controller()->isPaused();
        QTest::mouseClick(box->button(QMessageBox::StandardButton(answer)), Qt::LeftButton);
    });
    w->eveningShow()->newEvening();
    QVERIFY(paused);
    QCOMPARE(question, QString("Clear the scoreboard of the evening (2 matches)?"));
    QVERIFY(!w->controller()->isPaused());
    const bool cleared = answer == QMessageBox::Yes;
    QCOMPARE(w->eveningShow()->evening().isEmpty(), cleared);
    w.reset();
    auto again = window();
    QCOMPARE(lines(again->eveningShow()->evening().teams()), cleared ? QStringList() : teams);
}

void TestEvening::damagedFileKeptAside_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addRow("not-json") << QByteArray("{\"version\": 1, \"matches\": [");
    QTest::addRow("empty-file") << QByteArray();
    QTest::addRow("unknown-version") << QByteArray(R"({"version": 7, "matches": []})");
    QTest::addRow("matches-not-a-list") << QByteArray(R"({"version": 1, "matches": "many"})");
    QTest::addRow("name-not-a-string") << QByteArray(
        R"({"version": 1, "matches": [{"mode": "bughouse", "teams": [["Ann", 5], ["Bob", "Cid"]], "result": "1-0"}]})");
    QTest::addRow("team-of-three") << QByteArray(
        R"({"version": 1, "matches": [{"mode": "bughouse", "teams": [["Ann", "Dee", "Eve"], ["Bob", "Cid"]], "result": "1-0"}]})");
    QTest::addRow("negative-result") << QByteArray(
        R"({"version": 1, "matches": [{"mode": "bughouse", "teams": [["Ann", "Dee"], ["Bob", "Cid"]], "result": -1}]})");
    QTest::addRow("unknown-mode") << QByteArray(
        R"({"version": 1, "matches": [{"mode": "chess960", "teams": [["Ann"], ["Bob"]], "result": "1-0"}]})");
    QTest::addRow("huge-name") << QJsonDocument(
                                      QJsonObject{{"version", 1},
                                                  {"matches", QJsonArray{bughouseMatch(
                                                                  QString(100000, 'x'), "Dee",
                                                                  "Bob", "Cid", "1-0")}}})
                                      .toJson();
    QJsonArray many;
    for (int i = 0; i <= ui::Scoreboard::MaxMatches; ++i)
        many.append(bughouseMatch("Ann", "Dee", "Bob", "Cid", "0-1"));
    QTest::addRow("too-many-matches")
        << QJsonDocument(QJsonObject{{"version", 1}, {"matches", many}}).toJson();
    QTest::addRow("huge-file") << QByteArray(R"({"version": 1, "matches": [)") +
                                      QByteArray(17 << 20, ' ') + "]}";
    QTest::addRow("deeply-nested") << QByteArray(100000, '[') + QByteArray(100000, ']');
}

// A damaged or hostile file: an empty scoreboard, a clear word on the status line, the file kept
// aside untouched, and the next match counted in a new file.
void TestEvening::damagedFileKeptAside()
{
    QFETCH(QByteArray, content);
    writeEvening(content);
    auto w = std::make_unique<ui::MainWindow>(m_settings.get(), m_dir->filePath("data"));
    QVERIFY(w->eveningShow()->evening().isEmpty());
    QVERIFY2(w->statusText().startsWith(
                 "The scoreboard of the evening could not be read: its file is damaged."),
             qPrintable(w->statusText()));
    const QStringList kept =
        QDir(m_dir->filePath("data")).entryList({"evening-damaged-*.json"}, QDir::Files);
    QCOMPARE(kept.size(), 1);
    QVERIFY(w->statusText().contains(kept[0]));
    auto *box = w->findChild<QMessageBox *>("damagedEveningMessage");
    QVERIFY(box && box->isVisible());
    QVERIFY(box->text().contains(kept[0]));
    QVERIFY(!box->detailedText().isEmpty()); // the reason, for whoever wants it
    box->close();
    w->controller()->clocks().setTimeSource([this] { return m_now; });
    QFile f(QDir(m_dir->filePath("data")).filePath(kept[0]));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll() == content);
    QVERIFY(!QFile::exists(eveningFile()));
    w->matchSetup()->setUpMatch({}, {"Ann", "Bob", "Cid", "Dee"});
    w->matchSetup()->startClocks();
    play(*w, {"resign WA"});
    w.reset();
    auto again = window();
    QCOMPARE(lines(again->eveningShow()->evening().teams()),
             QStringList({"Bob & Cid 1/1/0/0 2", "Ann & Dee 1/0/0/1 0"}));
}

// A name longer than a file may hold is cut to MaxName letters when counted: what is written is
// always read back.
void TestEvening::longNamesReadBack()
{
    const QString longName(ui::Scoreboard::MaxName + 50,
                           QChar(0x0159)); // ř, two bytes each in UTF-8
    {
        auto w = window();
        w->matchSetup()->setUpMatch({}, {longName, "Bob", "Cid", "Dee"});
        w->matchSetup()->startClocks();
        play(*w, {"resign BA"});
    }
    auto w = window();
    QCOMPARE(w->statusText(), QString("Ready. Press Space to start the clocks."));
    QVERIFY(lines(w->eveningShow()->evening().players())
                .contains(longName.left(ui::Scoreboard::MaxName) + " 1/1/0/0 2"));
}

// At most MaxMatches matches are kept: the oldest goes first.
void TestEvening::keepsTheNewest()
{
    ui::Scoreboard board; // in memory, as the demo's
    QVERIFY(board.add({core::MatchMode::Bughouse,
                       {QStringList{"Old", "Timer"}, QStringList{"Bob", "Cid"}},
                       0,
                       {},
                       {}}));
    const ui::Scoreboard::Played later{core::MatchMode::Bughouse,
                                       {QStringList{"Ann", "Dee"}, QStringList{"Bob", "Cid"}},
                                       1,
                                       {},
                                       {}};
    for (int i = 0; i < ui::Scoreboard::MaxMatches; ++i) board.add(later);
    QCOMPARE(int(board.matches().size()), ui::Scoreboard::MaxMatches);
    QCOMPARE(lines(board.teams()),
             QStringList({"Bob & Cid 5000/5000/0/0 10000", "Ann & Dee 5000/0/0/5000 0"}));
}

// A match with an identity counts once, also after the file is read again (a crash between
// counting and forgetting its journal brings it back).
void TestEvening::sameMatchCountedOnce()
{
    const QString file = m_dir->filePath("once.json");
    const ui::Scoreboard::Played won{core::MatchMode::Bughouse,
                                     {QStringList{"Ann", "Dee"}, QStringList{"Bob", "Cid"}},
                                     0,
                                     "ab",
                                     {}};
    ui::Scoreboard board(file);
    QVERIFY(board.add(won));
    QVERIFY(board.add(won));
    QCOMPARE(int(board.matches().size()), 1);
    ui::Scoreboard again(file);
    QVERIFY(again.load());
    QVERIFY(again.add(won));
    QVERIFY(again.add({won.mode, won.teams, 1, {}, {}})); // no identity: each counts
    QVERIFY(again.add({won.mode, won.teams, 1, {}, {}}));
    QCOMPARE(lines(again.teams()), QStringList({"Bob & Cid 3/2/0/1 4", "Ann & Dee 3/1/0/2 2"}));
}

// New match with people's names in every field and computers in two seats: those seats are named
// after the computers on the plates, and the evening counts them for no person.
void TestEvening::computersCountForNoPerson()
{
    m_settings->setNames({"Ann", "Bob", "Cid", "Dee"});
    m_settings->setPlayers({"human", "builtin:4", "human", "builtin:1"});
    auto w = window();
    ui::NewMatchDialog dialog(m_settings.get());
    QLineEdit *bob = dialog.findChild<QLineEdit *>("name1");
    QVERIFY(!bob->isEnabled() && bob->text().isEmpty());
    QCOMPARE(bob->placeholderText(), QString("Computer, level 4"));
    QVERIFY(dialog.findChild<QLineEdit *>("name0")->isEnabled());
    auto *bobPlays = dialog.findChild<QComboBox *>("player1");
    QTest::keyClick(bobPlays, Qt::Key_Home); // a person again: the name comes back
    QVERIFY(bob->isEnabled());
    QCOMPARE(bob->text(), QString("Bob"));
    for (int level = 1; level <= 4; ++level) QTest::keyClick(bobPlays, Qt::Key_Down); // level 4
    QVERIFY(!bob->isEnabled() && bob->text().isEmpty());
    w->matchSetup()->setUpMatch(dialog.config(), dialog.names(), dialog.players());
    QCOMPARE(w->controller()->name(Seat::BlackA), QString("Computer (level 4)"));
    QCOMPARE(w->controller()->name(Seat::BlackB), QString("Computer (level 1)"));
    w->matchSetup()->startClocks();
    w->controller()->resign(Seat::WhiteA);
    QCOMPARE(lines(w->eveningShow()->evening().players()),
             QStringList({"Cid 1/1/0/0 2", "Ann 1/0/0/1 0"}));
    QCOMPARE(
        lines(w->eveningShow()->evening().teams()),
        QStringList({"Computer (level 4) & Cid 1/1/0/0 2", "Ann & Computer (level 1) 1/0/0/1 0"}));
}

// The CSV: a header, teams then players, quotes where a name needs them, points with a '.'.
void TestEvening::csvExport()
{
    auto w = window();
    core::MatchConfig config;
    config.rules.simultaneousEnd = true;
    w->matchSetup()->setUpMatch(config, {"Smith, Jr.", "Bob \"the Rook\"", "Čeněk", "Dee"});
    w->matchSetup()->startClocks();
    play(*w, {"flag", "rematch", "resign BA"});
    const QString file = m_dir->filePath("evening.csv");
    QVERIFY(w->eveningShow()->writeCsv(file));
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray expected = "\xEF\xBB\xBF"
                                "Kind,Name,Matches,Wins,Draws,Losses,Points\r\n"
                                "Team,\"Bob \"\"the Rook\"\" & Čeněk\",2,1,1,0,1.5\r\n"
                                "Team,\"Smith, Jr. & Dee\",2,0,1,1,0.5\r\n"
                                "Player,\"Bob \"\"the Rook\"\"\",2,1,1,0,1.5\r\n"
                                "Player,Čeněk,2,1,1,0,1.5\r\n"
                                "Player,Dee,2,0,1,1,0.5\r\n"
                                "Player,\"Smith, Jr.\",2,0,1,1,0.5\r\n";
    QCOMPARE(QString::fromUtf8(f.readAll()), QString::fromUtf8(expected));
}

void TestEvening::exportFailureSaid_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addRow("csv") << "csv";
    QTest::addRow("picture") << "png";
}

// A file that cannot be written is said on the status line; one that can holds what it should.
void TestEvening::exportFailureSaid()
{
    QFETCH(QString, kind);
    auto w = window();
    w->matchSetup()->setUpMatch({}, {"Ann", "Bob", "Cid", "Dee"});
    w->matchSetup()->startClocks();
    play(*w, {"resign BA"});
    auto write = [&](const QString &file, QString *error) {
        return kind == "csv" ? w->eveningShow()->writeCsv(file, error)
                             : w->eveningShow()->writePicture(file, error);
    };
    const QString bad = m_dir->filePath("no-such-folder/scoreboard." + kind);
    QString error;
    QVERIFY(!write(bad, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY2(w->statusText().startsWith("Cannot write " + bad), qPrintable(w->statusText()));
    const QString good = m_dir->filePath("scoreboard." + kind);
    QVERIFY(write(good, nullptr));
    if (kind == "png") {
        const QImage picture(good);
        QCOMPARE(picture.width(), 1920);
        QCOMPARE(picture.height(), 1080);
    } else {
        QVERIFY(QFile(good).size() > 0);
    }
}

// After the end the final positions stay uncovered, then the result banner is read; the scoreboard
// follows, until a key or click.
void TestEvening::shownAfterFinalPositions()
{
    auto w = window();
    w->matchSetup()->setUpMatch({}, {"Ann", "Bob", "Cid", "Dee"});
    w->matchSetup()->startClocks();
    w->scene()->setFinalPositionsTime(100);
    play(*w, {"resign BA"});
    auto *delay = w->findChild<QTimer *>("scoreboardDelay");
    QVERIFY(delay);
    QVERIFY(!w->scene()->isResultShown() && !delay->isActive()); // the final positions
    QTRY_VERIFY(w->scene()->isResultShown());                    // the banner
    QVERIFY(delay->isActive());
    QCOMPARE(delay->interval(), ui::EveningShow::ResultBannerMs);
    QVERIFY(!w->eveningShow()->scoreboardItem());
    delay->start(0); // the banner has been read
    QTRY_VERIFY(w->eveningShow()->scoreboardItem() &&
                w->eveningShow()->scoreboardItem()->isVisible());
    QCOMPARE(w->eveningShow()->scoreboardItem()->layout().shownTeams, 2);
    QCOMPARE(w->eveningShow()->scoreboardItem()->layout().shownPlayers, 4);
    QTest::keyClick(w->view()->viewport(), Qt::Key_Control); // a modifier alone is not a dismissal
    QVERIFY(w->eveningShow()->scoreboardItem()->isVisible());
    QTest::keyClick(w->view()->viewport(), Qt::Key_Return);
    QVERIFY(!w->eveningShow()->scoreboardItem()->isVisible());
    QTest::keyClick(w.get(), Qt::Key_B, Qt::ControlModifier);
    QVERIFY(w->eveningShow()->scoreboardItem()->isVisible());
    QTest::mouseClick(w->view()->viewport(), Qt::LeftButton, {},
                      w->view()->viewport()->rect().center());
    QVERIFY(!w->eveningShow()->scoreboardItem()->isVisible());
    // A rematch set up before the scoreboard came: none comes over it.
    w->matchSetup()->setUpMatch({}, {"Ann", "Bob", "Cid", "Dee"});
    w->matchSetup()->startClocks();
    w->scene()->setFinalPositionsTime(0);
    play(*w, {"resign WA"});
    QTRY_VERIFY(delay->isActive());
    QTest::keyClick(w.get(), Qt::Key_R, Qt::ControlModifier);
    QVERIFY(!delay->isActive());
}

// Ctrl+B between matches shows it, and the clocks starting hide it; while they run it stays away.
void TestEvening::onDemandNotWhileRunning()
{
    auto w = window();
    w->matchSetup()->setUpMatch({}, {"Ann", "Bob", "Cid", "Dee"});
    QTest::keyClick(w.get(), Qt::Key_B, Qt::ControlModifier);
    QVERIFY(w->eveningShow()->scoreboardItem() && w->eveningShow()->scoreboardItem()->isVisible());
    QTest::keyClick(w.get(), Qt::Key_Space); // Space starts the clocks as always
    QVERIFY(w->controller()->match()->isStarted());
    QVERIFY(!w->eveningShow()->scoreboardItem()->isVisible());
    QTest::keyClick(w.get(), Qt::Key_B, Qt::ControlModifier);
    QVERIFY(!w->eveningShow()->scoreboardItem()->isVisible());
    QCOMPARE(w->statusText(),
             QString("The scoreboard is shown between matches, not while the clocks run."));
}

// Between demo matches the demo's own scoreboard shows for a few seconds, then the next match.
void TestEvening::demoShowsItsOwn()
{
    auto w = window();
    w->demoLoop()->setRunning(true);
    const QString ada = w->controller()->name(Seat::WhiteA);
    w->scene()->setFinalPositionsTime(0);
    w->controller()->resign(Seat::WhiteB);
    auto *delay = w->findChild<QTimer *>("scoreboardDelay");
    QTRY_VERIFY(delay->isActive());
    delay->start(0);
    QTRY_VERIFY(w->eveningShow()->scoreboardItem() &&
                w->eveningShow()->scoreboardItem()->isVisible());
    QVERIFY(w->eveningShow()->evening().isEmpty());
    const auto &cells = w->eveningShow()->scoreboardItem()->layout().cells;
    QVERIFY(std::any_of(cells.begin(), cells.end(), [&](const auto &c) { return c.text == ada; }));
    QVERIFY(cells[0].text.startsWith("Demo"));
    QSignalSpy next(w->controller(), &ui::MatchController::matchReset);
    QTRY_COMPARE_WITH_TIMEOUT(next.count(), 1, ui::DemoLoop::ScoreboardMs + 3000);
    QVERIFY(w->controller()->match()->isStarted());
    QVERIFY(!w->eveningShow()->scoreboardItem()); // the new match's scene
    w->demoLoop()->setRunning(false);
}

void TestEvening::fitsAndReadable_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("crazyhouse"); // the narrower scene of one board
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("all"); // every line shown
    for (const QSize size : {QSize(1280, 800), QSize(1920, 1080), QSize(3840, 2160)}) {
        const QString name = QString("%1x%2").arg(size.width()).arg(size.height());
        QTest::addRow("%s-four-players", qPrintable(name)) << size << false << 4 << true;
        QTest::addRow("%s-twelve-players", qPrintable(name)) << size << false << 12 << true;
        QTest::addRow("%s-twenty-four-players", qPrintable(name)) << size << false << 24 << false;
        QTest::addRow("%s-crazyhouse-four-players", qPrintable(name)) << size << true << 4 << true;
        QTest::addRow("%s-crazyhouse-twenty-four-players", qPrintable(name))
            << size << true << 24 << false;
    }
}

// Inside the scene, no text over another or cut, rows tall enough to read from the back of the
// room; a big evening shows its best lines and says how many more there are.
void TestEvening::fitsAndReadable()
{
    QFETCH(QSize, size);
    QFETCH(bool, crazyhouse);
    QFETCH(int, players);
    QFETCH(bool, all);
    QJsonArray matches;
    auto name = [](int i) { return QString("Player number %1 with a long name").arg(i + 1); };
    for (int i = 0; i + 3 < players; i += 2)
        for (int j = 0; j < 2; ++j)
            matches.append(bughouseMatch(name(i), name(i + 1), name(i + 2), name(i + 3),
                                         j ? "1/2-1/2" : "1-0"));
    for (int i = 0; i + 1 < players; ++i)
        matches.append(
            QJsonObject{{"mode", "crazyhouse"},
                        {"teams", QJsonArray{QJsonArray{name(i)}, QJsonArray{name(i + 1)}}},
                        {"result", "0-1"}});
    writeEvening(QJsonDocument(QJsonObject{{"version", 1}, {"matches", matches}}).toJson());
    auto w = window();
    core::MatchConfig config;
    config.mode = crazyhouse ? core::MatchMode::Crazyhouse : core::MatchMode::Bughouse;
    w->matchSetup()->setUpMatch(config, {"Ann", "Bob", "Cid", "Dee"});
    w->resize(size);
    QCoreApplication::processEvents();
    w->view()->refit();
    QVERIFY(!w->eveningShow()->evening().isEmpty());
    QTest::keyClick(w.get(), Qt::Key_B, Qt::ControlModifier);
    ui::ScoreboardItem *item = w->eveningShow()->scoreboardItem();
    QVERIFY(item && item->isVisible());
    const QRectF scene = w->scene()->sceneRect();
    QVERIFY(scene.contains(item->sceneBoundingRect()));
    const auto &l = item->layout();
    const int teams = int(w->eveningShow()->evening().teams().size()),
              people = int(w->eveningShow()->evening().players().size());
    QVERIFY(l.shownTeams > 0 && l.shownPlayers > 0);
    QVERIFY(l.shownTeams <= teams && l.shownPlayers <= people);
    QCOMPARE(l.shownTeams == teams && l.shownPlayers == people, all);
    const qsizetype notes = std::count_if(l.cells.begin(), l.cells.end(), [](const auto &c) {
        return c.role == ui::ScoreboardItem::Role::Note;
    });
    QCOMPARE(notes, (l.shownTeams < teams) + (l.shownPlayers < people));
    for (qsizetype i = 0; i < l.cells.size(); ++i) {
        const auto &c = l.cells[i];
        QVERIFY2(l.panel.contains(c.rect), qPrintable(c.text));
        if (c.role == ui::ScoreboardItem::Role::Name) // names are not squeezed out by the numbers
            QVERIFY2(c.rect.width() >= 0.15 * l.panel.width(), qPrintable(c.text));
        const QFontMetricsF metrics(c.font);
        QVERIFY2(metrics.horizontalAdvance(c.text) <= c.rect.width() + 0.5, qPrintable(c.text));
        QVERIFY2(metrics.height() <= c.rect.height() + 0.5, qPrintable(c.text));
        for (qsizetype j = i + 1; j < l.cells.size(); ++j)
            QVERIFY2(!c.rect.intersects(l.cells[j].rect),
                     qPrintable(c.text + " / " + l.cells[j].text));
    }
    // A name row is at least a 45th of the screen's height high: readable from ten metres.
    const qreal rowPixels = w->view()->transform().m22() * l.rowHeight;
    QVERIFY2(rowPixels >= w->view()->viewport()->height() / 45.0,
             qPrintable(QString::number(rowPixels)));
    const QRect shown = w->view()->mapFromScene(item->sceneBoundingRect()).boundingRect();
    QVERIFY(w->view()->viewport()->rect().adjusted(-1, -1, 1, 1).contains(shown));
}

QTEST_MAIN(TestEvening)
#include "tst_evening.moc"
