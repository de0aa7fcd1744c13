// bughouse-cli play: short real-time games between built-in levels and a fake UCI engine that
// plays, crashes, hangs or cheats; game lines, score tables and the written records; argument
// errors.
#include "testutil.h"

#include "core/board/notation.h"
#include "core/records/bpgn.h"
#include "core/records/gamerecord.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <cmath>
#include <map>

class TestPlay : public QObject
{
    Q_OBJECT

private slots:
    void games_data();
    void games();
    void errors_data();
    void errors();
    void engineErrorsEscaped_data();
    void engineErrorsEscaped();
    void xboardDialogue_data();
    void xboardDialogue();
    void uciGo_data();
    void uciGo();
    void sameGamesEveryRun_data();
    void sameGamesEveryRun();
    void shippedSuites_data();
    void shippedSuites();

private:
    QTemporaryDir m_dir;
};

namespace {

using Run = testutil::CliRun;

void writeFile(const QString &path, const QByteArray &text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(text), text.size());
}

// Runs `bughouse-cli play ARGS` with the fake engines told to behave as `engineMode`, to list
// their processes in `pids` and to log what they are told to `log`.
Run play(const QStringList &args, const QString &engineMode = {}, const QString &pids = {},
         const QString &log = {})
{
    QProcessEnvironment env;
    env.insert("BUGHOUSE_CLI", BUGHOUSE_CLI);
    env.insert("FAKE_ENGINE_MODE", engineMode);
    env.insert("FAKE_ENGINE_PIDS", pids);
    env.insert("FAKE_ENGINE_LOG", log);
    return testutil::runCli(QStringList{"play"} + args, {}, env);
}

const QString FakeEngine = "uci:" BUGHOUSE_TEST_DATA_DIR "/fake-uci-engine.sh";
const QString OwnEngine = "uci:" BUGHOUSE_TEST_DATA_DIR "/builtin-uci-engine.sh";
const QString XboardEngine = "xboard:" BUGHOUSE_TEST_DATA_DIR "/fake-xboard-engine.sh";
const QString Sjeng = "/usr/games/sjeng";
// Sjeng keeps what it learns in ~/.sjeng/bug.lrn, whatever HOME says: it writes each search of
// depth 3 or more and reads the file before a move given more than half a second. Searching 2
// plies on a 5 s clock (which it splits at most ten ways) it does neither, so no earlier game on
// the machine changes its moves, and the tests leave the file as they found it.
const char *const SjengTime = "5+0";
const QString AnyResult = "(1-0|0-1|1/2-1/2) .+";
const QString NoForfeit = "(1-0|0-1|1/2-1/2) (?!\\w+ resigns).+";
// `game N: RESULT ENDING (P plies) SEAT=PLAYER ...`, with the result and ending as a pattern.
QString gameLine(int number, const QString &outcome, const QString &plies, const QStringList &seats)
{
    return QString("^game %1: %2 \\((?<plies>%3) plies\\) %4$")
        .arg(number)
        .arg(outcome, plies, QRegularExpression::escape(seats.join(' ')));
}

// Checks that the engine's log `path` holds lines matching `patterns` (anchored), in that order.
void toldInOrder(const QString &path, const QStringList &patterns)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split('\n');
    qsizetype at = 0;
    for (const QString &pattern : patterns) {
        const QRegularExpression line("^" + pattern + "$");
        while (at < lines.size() && !line.match(lines[at]).hasMatch()) ++at;
        QVERIFY2(at < lines.size(),
                 qPrintable(pattern + " not told in order:\n" + lines.join('\n')));
        ++at;
    }
}

} // namespace

void TestPlay::games_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("engineMode");
    QTest::addColumn<QStringList>("lines"); // a pattern per game
    QTest::addColumn<QString>("ending");    // describe() of every game's ending; empty: any

    QTest::addRow("crazyhouse-builtin1-vs-builtin2")
        << QStringList{"--mode", "crazyhouse",      "--time", "5+0",
                       "--seat", "White=builtin:1", "--seat", "Black=builtin:2"}
        << ""
        << QStringList{gameLine(1, AnyResult, "\\d+", {"WhiteA=builtin:1", "BlackA=builtin:2"})}
        << "";
    QTest::addRow("bughouse-four-builtins")
        << QStringList{"--time", "2+0",
                       "--seed", "7",
                       "--seat", "WhiteA=builtin:1",
                       "--seat", "BlackA=builtin:2",
                       "--seat", "WhiteB=builtin:2",
                       "--seat", "BlackB=builtin:1"}
        << ""
        << QStringList{gameLine(
               1, AnyResult, "\\d+",
               {"WhiteA=builtin:1", "BlackA=builtin:2", "WhiteB=builtin:2", "BlackB=builtin:1"})}
        << "";
    QTest::addRow("bughouse-defaults-builtin4-two-games")
        << QStringList{"--time", "2+0", "--games", "2"} << ""
        << QStringList{gameLine(1, AnyResult, "\\d+",
                                {"WhiteA=builtin:4", "BlackA=builtin:4", "WhiteB=builtin:4",
                                 "BlackB=builtin:4"}),
                       gameLine(2, AnyResult, "\\d+",
                                {"WhiteA=builtin:4", "BlackA=builtin:4", "WhiteB=builtin:4",
                                 "BlackB=builtin:4"})}
        << "";
    QTest::addRow("uci-first-legal-move-engine-finishes")
        << QStringList{"--mode", "crazyhouse",          "--time", "5+0",
                       "--seat", "White=" + FakeEngine, "--seat", "Black=builtin:6"}
        << "first"
        << QStringList{gameLine(1, AnyResult, "\\d+", {"WhiteA=" + FakeEngine, "BlackA=builtin:6"})}
        << "";
    // bughouse-cli uci, played through the project's own UCI client: whole games, never a forfeit.
    QTest::addRow("own-uci-engine-crazyhouse")
        << QStringList{"--mode", "crazyhouse",         "--time", "5+0.1",          "--games", "2",
                       "--seat", "White=" + OwnEngine, "--seat", "Black=builtin:3"}
        << ""
        << QStringList{gameLine(1, NoForfeit, "\\d+", {"WhiteA=" + OwnEngine, "BlackA=builtin:3"}),
                       gameLine(2, NoForfeit, "\\d+", {"WhiteA=builtin:3", "BlackA=" + OwnEngine})}
        << "";
    QTest::addRow("own-uci-engine-bughouse")
        << QStringList{"--time", "5+0",
                       "--seat", "WhiteA=" + OwnEngine,
                       "--seat", "BlackA=builtin:2",
                       "--seat", "WhiteB=builtin:2",
                       "--seat", "BlackB=" + OwnEngine}
        << ""
        << QStringList{gameLine(1, NoForfeit, "\\d+",
                                {"WhiteA=" + OwnEngine, "BlackA=builtin:2", "WhiteB=builtin:2",
                                 "BlackB=" + OwnEngine})}
        << "";
    QTest::addRow("uci-crash-forfeits-with-either-colour")
        << QStringList{"--mode", "crazyhouse",           "--games", "2",
                       "--seat", "WhiteA=" + FakeEngine, "--seat",  "BlackA=builtin:1"}
        << "crash"
        << QStringList{gameLine(1, "0-1 WhiteA resigns \\(the engine exited with status 3\\)", "0",
                                {"WhiteA=" + FakeEngine, "BlackA=builtin:1"}),
                       gameLine(2, "1-0 BlackA resigns \\(the engine exited with status 3\\)", "1",
                                {"WhiteA=builtin:1", "BlackA=" + FakeEngine})}
        << "resignation";
    QTest::addRow("uci-illegal-move-forfeits")
        << QStringList{"--mode", "crazyhouse",     "--seat", "Black=" + FakeEngine,
                       "--seat", "White=builtin:1"}
        << "illegal"
        << QStringList{gameLine(
               1, "1-0 BlackA resigns \\(the engine played an illegal move, \"a1a1\"\\)", "1",
               {"WhiteA=builtin:1", "BlackA=" + FakeEngine})}
        << "resignation";
    // A NUL byte in the engine's answer reaches neither the terminal nor the record.
    QTest::addRow("uci-garbage-move-escaped")
        << QStringList{"--mode", "crazyhouse",     "--seat", "Black=" + FakeEngine,
                       "--seat", "White=builtin:1"}
        << "garbage"
        << QStringList{gameLine(1,
                                "1-0 BlackA resigns \\(the engine played an illegal move, "
                                "\"é\\\\x00zz\"\\)",
                                "1", {"WhiteA=builtin:1", "BlackA=" + FakeEngine})}
        << "resignation";
    QTest::addRow("uci-second-bestmove-ignored")
        << QStringList{"--mode", "crazyhouse",          "--time", "5+0",
                       "--seat", "White=" + FakeEngine, "--seat", "Black=builtin:1"}
        << "double"
        << QStringList{gameLine(1, NoForfeit, "\\d+", {"WhiteA=" + FakeEngine, "BlackA=builtin:1"})}
        << "";
    QTest::addRow("uci-50-megabyte-line-dropped")
        << QStringList{"--mode", "crazyhouse",          "--time", "5+0",
                       "--seat", "White=" + FakeEngine, "--seat", "Black=builtin:1"}
        << "longline"
        << QStringList{gameLine(1, NoForfeit, "\\d+", {"WhiteA=" + FakeEngine, "BlackA=builtin:1"})}
        << "";
    // Exits at its first `go`, its child keeping the pipe open: noticed at once, not at the flag.
    QTest::addRow("uci-exit-with-child-holding-pipe")
        << QStringList{"--mode", "crazyhouse",          "--time", "120+0",
                       "--seat", "White=" + FakeEngine, "--seat", "Black=builtin:1"}
        << "orphan"
        << QStringList{gameLine(1, "0-1 WhiteA resigns \\(the engine exited with status 3\\)", "0",
                                {"WhiteA=" + FakeEngine, "BlackA=builtin:1"})}
        << "resignation";
    // A child in the background, in a session of its own, or double-forked into one: each ends
    // with the engine (the games() check below), not only what stays in its process group.
    for (const char *mode : {"background", "setsid", "daemon"})
        QTest::addRow("uci-%s-child-ends-with-engine", mode)
            << QStringList{"--mode", "crazyhouse",          "--time", "5+0",
                           "--seat", "White=" + FakeEngine, "--seat", "Black=builtin:1"}
            << mode
            << QStringList{gameLine(1, NoForfeit, "\\d+",
                                    {"WhiteA=" + FakeEngine, "BlackA=builtin:1"})}
            << "";
    // Each opening twice, colours swapped; the record starts from it. Line 2 is a comment.
    const QString suite = m_dir.filePath("suite.txt");
    writeFile(suite, "e2e4 e7e5\n# the Scandinavian, captured pawn in hand\ne2e4 d7d5 e4d5\n");
    // The four games of the suite between `white` (White first) and `black`.
    auto suiteGames = [](const QString &outcome, const QString &white, const QString &black) {
        QStringList lines;
        for (int game = 1; game <= 4; ++game)
            lines << gameLine(game, outcome, "\\d+",
                              {"WhiteA=" + (game % 2 ? white : black),
                               "BlackA=" + (game % 2 ? black : white),
                               game <= 2 ? "opening=1" : "opening=3"});
        return lines;
    };
    QTest::addRow("crazyhouse-openings-both-colours")
        << QStringList{"--mode", "crazyhouse", "--time",          "2+0",    "--openings",
                       suite,    "--seat",     "White=builtin:1", "--seat", "Black=builtin:2"}
        << "" << suiteGames(AnyResult, "builtin:1", "builtin:2") << "";
    // A capture in board A's opening reaches the partner's pocket on board B.
    const QString bughouseSuite = m_dir.filePath("bughouse-suite.txt");
    writeFile(bughouseSuite, "e2e4 d7d5 e4d5 | g1f3\n");
    QTest::addRow("bughouse-opening-per-board")
        << QStringList{"--time", "2+0", "--games", "1", "--openings", bughouseSuite} << ""
        << QStringList{gameLine(1, AnyResult, "\\d+",
                                {"WhiteA=builtin:4", "BlackA=builtin:4", "WhiteB=builtin:4",
                                 "BlackB=builtin:4", "opening=1"})}
        << "";
    // The built-in engine behind the fake xboard engine: told each move, from the opening's
    // position (a pawn in hand for line 3).
    QTest::addRow("xboard-engine-from-openings-both-colours")
        << QStringList{"--mode",     "crazyhouse",
                       "--time",     "3+0",
                       "--openings", suite,
                       "--seat",     "White=" + XboardEngine,
                       "--seat",     "Black=builtin:1"}
        << "" << suiteGames(NoForfeit, XboardEngine, "builtin:1") << "";
    // A real xboard engine: Debian's Sjeng 11.2 (.ci/build installs it), at a fixed depth against
    // a level that searches a fixed number of positions: the same games on every machine, so
    // none reaches a fault of Sjeng's own (sameGamesEveryRun() shows it).
    const QString sjeng = "xboard:" + Sjeng;
    QTest::addRow("sjeng-from-openings-both-colours")
        << QStringList{"--mode", "crazyhouse",     "--time", SjengTime,        "--depth",
                       "2",      "--seed",         "1",      "--openings",     suite,
                       "--seat", "White=" + sjeng, "--seat", "Black=builtin:1"}
        << "" << suiteGames(NoForfeit, sjeng, "builtin:1") << "";
    // A game the fake xboard engine, as White, plays to its end.
    auto xboardFinishes =
        [](const char *name, const char *mode) {
            QTest::addRow("%s", name)
                << QStringList{"--mode", "crazyhouse",     "--time",
                               "3+0",    "--seat",         "White=" + XboardEngine,
                               "--seat", "Black=builtin:1"}
                << mode
                << QStringList{gameLine(1, NoForfeit, "\\d+",
                                        {"WhiteA=" + XboardEngine, "BlackA=builtin:1"})}
                << "";
        };
    // Its second `move` comes late, before the next request's pong, and is dropped.
    xboardFinishes("xboard-late-second-move-dropped", "double");
    xboardFinishes("xboard-san-refused-plays-coordinates", "san");
    auto xboardForfeit =
        [&](const char *name, const char *mode, const QString &why, const QString &plies) {
            QTest::addRow("%s", name)
                << QStringList{"--mode",     "crazyhouse",
                               "--openings", suite,
                               "--games",    "1",
                               "--seat",     "Black=" + XboardEngine,
                               "--seat",     "White=builtin:1"}
                << mode
                << QStringList{gameLine(
                       1, "1-0 BlackA resigns \\(" + why + "\\)", plies,
                       {"WhiteA=builtin:1", "BlackA=" + XboardEngine, "opening=1"})}
                << "resignation";
        };
    xboardForfeit("xboard-illegal-move-forfeits", "illegal",
                  "the engine played an illegal move, \"a1a1\"", "1");
    xboardForfeit("xboard-refused-move-forfeits", "refuse",
                  "the engine refused: Illegal move: [a-h1-8@PNBRQ]+", "1");
    xboardForfeit("xboard-resignation", "resign", "the engine resigned", "1");
    xboardForfeit("xboard-claim-instead-of-move-forfeits", "claim",
                  "the engine claimed 1/2-1/2 instead of moving", "1");
    xboardForfeit("xboard-crash-forfeits", "crash", "the engine exited with status 3", "1");
    xboardForfeit("xboard-no-setboard-forfeits", "no-setboard",
                  "the engine cannot start from a position \\(it has no setboard feature\\)", "1");
    // Output of any kind is no move: an engine that only talks loses on time, its memory bounded.
    for (const char *mode : {"flood", "noise", "endless"})
        QTest::addRow("uci-%s-engine-loses-on-time", mode)
            << QStringList{"--mode", "crazyhouse",          "--time", "1+0",
                           "--seat", "Black=" + FakeEngine, "--seat", "White=builtin:1"}
            << mode
            << QStringList{gameLine(1, "1-0 BlackA forfeits on time", "1",
                                    {"WhiteA=builtin:1", "BlackA=" + FakeEngine})}
            << "time forfeit";
    QTest::addRow("uci-hanging-engine-loses-on-time")
        << QStringList{"--mode", "crazyhouse",          "--time", "1+0",
                       "--seat", "Black=" + FakeEngine, "--seat", "White=builtin:1"}
        << "hang"
        << QStringList{gameLine(1, "1-0 BlackA forfeits on time", "1",
                                {"WhiteA=builtin:1", "BlackA=" + FakeEngine})}
        << "time forfeit";
}

void TestPlay::games()
{
    QFETCH(QStringList, args);
    QFETCH(QString, engineMode);
    QFETCH(QStringList, lines);
    QFETCH(QString, ending);
    if (args.join(' ').contains(Sjeng) && !QFile::exists(Sjeng))
        QSKIP("Sjeng is not installed (bash .ci/build installs it)");
    const QString path = m_dir.filePath(QString(QTest::currentDataTag()) + ".bpgn");
    const QString pids = m_dir.filePath(QString(QTest::currentDataTag()) + ".pids");
    const Run r = play(args + QStringList{"--bpgn", path}, engineMode, pids);
    QCOMPARE(r.err, QString());
    QCOMPARE(r.exitCode, 0);
    // Every engine process, and anything it started, is gone with the games.
    for (qint64 pid : testutil::listedProcesses(pids))
        QTRY_VERIFY2(!testutil::running(pid), qPrintable(QString::number(pid)));
    for (const QChar c : r.out) QVERIFY2(c == '\n' || c.unicode() >= 0x20, qPrintable(r.out));
    const QStringList out = r.out.split('\n', Qt::SkipEmptyParts);
    QVERIFY2(out.size() > lines.size(), qPrintable(r.out));

    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const auto records = core::readGames(file.readAll().toStdString());
    QCOMPARE(records.size(), std::size_t(lines.size()));

    // The score table, worked out from the game lines: a player scores once per team it is on.
    std::map<QString, std::array<int, 3>> expected; // wins, draws, losses
    for (int g = 0; g < lines.size(); ++g) {
        const auto match = QRegularExpression(lines[g]).match(out[g]);
        QVERIFY2(match.hasMatch(), qPrintable(out[g] + " does not match " + lines[g]));
        const QString result = out[g].section(' ', 2, 2);
        QStringList seats = out[g].mid(out[g].lastIndexOf(" plies) ") + 8).split(' ');
        seats.removeIf([](const QString &s) { return s.startsWith("opening="); });
        std::map<QString, int> team; // player -> 1 for White-A and Black-B, 2 for the others
        for (int s = 0; s < seats.size(); ++s) {
            const QString player = seats[s].section('=', 1);
            const int side = (s == 0 || s == 3) ? 0 : 1;
            const int outcome = result == "1/2-1/2" ? 1 : (result == "1-0") == (side == 0) ? 0 : 2;
            if (!(team[player] & (1 << side))) ++expected[player][outcome];
            team[player] |= 1 << side;
        }

        // The record replays to the same result and length, and names the players.
        QVERIFY2(records[g].ok(), records[g].ok() ? "" : records[g].error().c_str());
        const auto replayed = core::replay(*records[g]);
        QVERIFY2(replayed.ok(), replayed.ok() ? "" : replayed.error().c_str());
        QCOMPARE(QString::fromStdString(replayed->summary.result), result);
        QCOMPARE(QString::number(replayed->summary.plies), match.captured("plies"));
        if (!ending.isEmpty()) QCOMPARE(QString(core::describe(replayed->summary.ending)), ending);
        const bool bughouse = seats.size() == 4;
        const char *const tags[] = {bughouse ? "WhiteA" : "White", bughouse ? "BlackA" : "Black",
                                    "WhiteB", "BlackB"};
        for (int s = 0; s < seats.size(); ++s)
            QCOMPARE(QString::fromStdString(records[g]->tag(tags[s])), seats[s].section('=', 1));
        if (args.contains("--openings")) QVERIFY(!records[g]->tag("FEN").empty());
        if (QString(QTest::currentDataTag()) == "bughouse-opening-per-board")
            QCOMPARE(QString::fromStdString(records[g]->tag("FEN")),
                     QString("rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[] b KQkq - 0 2 | "
                             "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R[p] b KQkq - 1 1"));
    }
    QCOMPARE(out.size(), lines.size() + 1 + int(expected.size()));
    QVERIFY2(out[lines.size()].startsWith("player "), qPrintable(out[lines.size()]));
    for (int i = lines.size() + 1; i < out.size(); ++i) {
        const QStringList cells = out[i].split(' ', Qt::SkipEmptyParts);
        QCOMPARE(cells.size(), 7);
        QVERIFY2(expected.count(cells[0]), qPrintable(out[i]));
        const auto [wins, draws, losses] = expected[cells[0]];
        // The score and its 95 % error bar from the spread of the results.
        const double n = wins + draws + losses, p = (wins + 0.5 * draws) / n;
        const double spread =
            (wins * (1 - p) * (1 - p) + draws * (0.5 - p) * (0.5 - p) + losses * p * p) / n;
        QCOMPARE(cells.mid(1),
                 (QStringList{QString::number(wins + draws + losses), QString::number(wins),
                              QString::number(draws), QString::number(losses),
                              QString::number(wins + 0.5 * draws, 'f', 1),
                              QString("%1%+-%2")
                                  .arg(100 * p, 0, 'f', 1)
                                  .arg(196 * std::sqrt(spread / n), 0, 'f', 1)}));
    }
}

void TestPlay::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::addRow("unknown-option") << QStringList{"--fast"} << "unknown argument \"--fast\"";
    QTest::addRow("option-without-value") << QStringList{"--games"} << "--games needs a value";
    QTest::addRow("unknown-mode") << QStringList{"--mode", "chess"}
                                  << "--mode takes bughouse or crazyhouse";
    QTest::addRow("bad-time") << QStringList{"--time", "fast"} << "--time takes SECONDS+INC";
    QTest::addRow("zero-base-time") << QStringList{"--time", "0+1"} << "--time takes SECONDS+INC";
    QTest::addRow("zero-games") << QStringList{"--games", "0"} << "--games takes a positive number";
    QTest::addRow("negative-seed") << QStringList{"--seed", "-1"} << "--seed takes a number";
    QTest::addRow("depth-0") << QStringList{"--depth", "0"}
                             << "--depth takes a number from 1 to 20";
    QTest::addRow("depth-above-20")
        << QStringList{"--depth", "21"} << "--depth takes a number from 1 to 20, not \"21\"";
    QTest::addRow("unknown-seat") << QStringList{"--seat", "North=builtin:1"}
                                  << "--seat takes SEAT=PLAYER";
    QTest::addRow("seat-without-player")
        << QStringList{"--seat", "WhiteA"} << "--seat takes SEAT=PLAYER";
    QTest::addRow("board-b-seat-in-crazyhouse")
        << QStringList{"--seat", "WhiteB=builtin:1", "--mode", "crazyhouse"}
        << "White, Black, WhiteA or BlackA";
    QTest::addRow("white-without-board-in-bughouse")
        << QStringList{"--seat", "White=builtin:1"} << "WhiteA, BlackA, WhiteB or BlackB";
    QTest::addRow("level-above-8")
        << QStringList{"--seat", "BlackA=builtin:9"} << "builtin:LEVEL (LEVEL 1 to 8)";
    QTest::addRow("level-0") << QStringList{"--seat", "BlackA=builtin:0"}
                             << "builtin:LEVEL (LEVEL 1 to 8)";
    QTest::addRow("unknown-player-kind")
        << QStringList{"--seat", "BlackA=human"} << "uci:PROGRAM or xboard:PROGRAM";
    QTest::addRow("uci-without-program")
        << QStringList{"--seat", "BlackA=uci:"} << "uci:PROGRAM or xboard:PROGRAM";
    QTest::addRow("xboard-without-program")
        << QStringList{"--seat", "Black=xboard:", "--mode", "crazyhouse"}
        << "uci:PROGRAM or xboard:PROGRAM";
    QTest::addRow("xboard-in-bughouse")
        << QStringList{"--seat", "BlackA=xboard:/usr/games/sjeng"}
        << "\"xboard:/usr/games/sjeng\": xboard engines play crazyhouse only";
    QTest::addRow("missing-engine")
        << QStringList{"--seat", "BlackA=uci:/nonexistent/engine"}
        << "\"uci:/nonexistent/engine\": cannot start \"/nonexistent/engine\"";
    QTest::addRow("engine-exits-at-once")
        << QStringList{"--seat", "BlackA=uci:true"} << "\"uci:true\": the engine";
    const QString badMove = m_dir.filePath("bad-move.txt");
    writeFile(badMove, "e2e4 e7e5\n\ne2e4 e7e6 e4e6\n");
    QTest::addRow("opening-with-illegal-move")
        << QStringList{"--mode", "crazyhouse", "--openings", badMove}
        << badMove + ":3: illegal move \"e4e6\"";
    const QString twoBoards = m_dir.filePath("two-boards.txt");
    writeFile(twoBoards, "e2e4 | d2d4\n");
    QTest::addRow("opening-two-boards-in-crazyhouse")
        << QStringList{"--mode", "crazyhouse", "--openings", twoBoards}
        << twoBoards + ":1: crazyhouse has one board";
    const QString badFen = m_dir.filePath("bad-fen.txt");
    writeFile(badFen, "e2e4 | rnbqkbnr/pppppppp/8/8/8\n");
    QTest::addRow("opening-bad-fen") << QStringList{"--openings", badFen} << badFen + ":1: ";
    const QString comments = m_dir.filePath("comments.txt");
    writeFile(comments, "# only a comment\n\n");
    QTest::addRow("openings-none")
        << QStringList{"--openings", comments} << comments + ": no openings";
    QTest::addRow("openings-directory")
        << QStringList{"--openings", m_dir.path()} << "a directory, not a file";
    QTest::addRow("unwritable-record") << QStringList{"--bpgn", "/nonexistent/games.bpgn"}
                                       << "cannot write \"/nonexistent/games.bpgn\"";
}

void TestPlay::errors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = play(args);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.out, QString());
    QVERIFY2(r.err.startsWith("play: ") && r.err.contains(message), qPrintable(r.err));
}

void TestPlay::engineErrorsEscaped_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("passed"); // the engine's standard error as play passes it on
    QTest::addRow("escape-sequences-and-control-bytes")
        << "escapes"
        << "warn\\x1b[2J\\x1b]0;title\\x07\\r\\x08\\x7f end\n";
}

// What an engine writes to its standard error reaches play's escaped: no byte of it can move the
// cursor, clear the screen or retitle the terminal.
void TestPlay::engineErrorsEscaped()
{
    QFETCH(QString, mode);
    QFETCH(QString, passed);
    const Run r = play({"--mode", "crazyhouse", "--time", "5+0", "--seat", "White=" + FakeEngine,
                        "--seat", "Black=builtin:1"},
                       mode);
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.err, passed);
}

void TestPlay::xboardDialogue_data()
{
    QTest::addColumn<QStringList>("extra"); // more arguments for play
    QTest::addColumn<QString>("engineMode");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("err");
    QTest::addColumn<QStringList>("told"); // patterns for lines the engine is told, in order
    // The engine plays Black from `e2e4 d7d5 e4d5`: White's pawn in hand is told apart.
    QTest::addRow("handshake-position-moves-and-clocks")
        << QStringList{} << "" << 0 << ""
        << QStringList{"xboard",
                       "protover 2",
                       "accepted ping",
                       "accepted setboard",
                       "accepted usermove",
                       "accepted variants",
                       "easy",
                       "nopost",
                       "new",
                       "variant crazyhouse",
                       "level 0 0:03 0.5",
                       "force",
                       QRegularExpression::escape(
                           "setboard rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2"),
                       QRegularExpression::escape("holding [P] []"),
                       "force",
                       "time \\d+",
                       "otim \\d+",
                       "ping 1",
                       "go",
                       "force",
                       "usermove [a-h1-8@PNBRQ]+",
                       "time \\d+",
                       "otim \\d+",
                       "ping 2",
                       "go"};
    QTest::addRow("depth-told-after-level")
        << QStringList{"--depth", "3"} << "" << 0 << ""
        << QStringList{"new", "variant crazyhouse", "level 0 0:03 0.5", "sd 3", "force", "go"};
    QTest::addRow("san-refused") << QStringList{} << "san" << 0 << ""
                                 << QStringList{"rejected san", "new", "go"};
    QTest::addRow("variant-missing")
        << QStringList{} << "no-crazyhouse" << 2
        << "the engine does not play crazyhouse (it plays normal,suicide)"
        << QStringList{"xboard", "protover 2"};
}

// What bughouse-cli play tells an xboard engine, and an engine without crazyhouse refused at the
// start.
void TestPlay::xboardDialogue()
{
    QFETCH(QStringList, extra);
    QFETCH(QString, engineMode);
    QFETCH(int, exitCode);
    QFETCH(QString, err);
    QFETCH(QStringList, told);
    const QString suite = m_dir.filePath("scandinavian.txt");
    writeFile(suite, "e2e4 d7d5 e4d5\n");
    const QString log = m_dir.filePath(QString(QTest::currentDataTag()) + ".log");
    const QString pids = m_dir.filePath(QString(QTest::currentDataTag()) + ".pids");
    const Run r =
        play(QStringList{"--mode", "crazyhouse", "--time", "3+0.5", "--openings", suite, "--games",
                         "1", "--seat", "Black=" + XboardEngine, "--seat", "White=builtin:1"} +
                 extra,
             engineMode, pids, log);
    QCOMPARE(r.exitCode, exitCode);
    if (err.isEmpty()) {
        QCOMPARE(r.err, QString());
        QVERIFY2(QRegularExpression(
                     gameLine(1, NoForfeit, "\\d+",
                              {"WhiteA=builtin:1", "BlackA=" + XboardEngine, "opening=1"}))
                     .match(r.out.section('\n', 0, 0))
                     .hasMatch(),
                 qPrintable(r.out));
    } else {
        QCOMPARE(r.err, "play: \"" + XboardEngine + "\": " + err + "\n");
    }
    for (qint64 pid : testutil::listedProcesses(pids))
        QTRY_VERIFY2(!testutil::running(pid), qPrintable(QString::number(pid)));
    toldInOrder(log, told);
}

void TestPlay::uciGo_data()
{
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QString>("go");
    QTest::addRow("clocks") << QStringList{} << "go wtime \\d+ btime \\d+ winc 500 binc 500";
    QTest::addRow("depth") << QStringList{"--depth", "2"} << "go depth 2";
}

// What bughouse-cli play tells a UCI engine to search: its clocks, or a depth when given one.
void TestPlay::uciGo()
{
    QFETCH(QStringList, extra);
    QFETCH(QString, go);
    const QString log = m_dir.filePath(QString("uci-%1.log").arg(QTest::currentDataTag()));
    const Run r = play(QStringList{"--mode", "crazyhouse", "--time", "3+0.5", "--games", "1",
                                   "--seat", "White=" + FakeEngine, "--seat", "Black=builtin:1"} +
                           extra,
                       "first", {}, log);
    QCOMPARE(r.err, QString());
    QCOMPARE(r.exitCode, 0);
    toldInOrder(log, {"uci", "setoption name UCI_Variant value crazyhouse", "isready",
                      "position fen .+", go});
    QFile file(log);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QRegularExpression any("^go .*$", QRegularExpression::MultilineOption);
    for (auto it = any.globalMatch(QString::fromUtf8(file.readAll())); it.hasNext();) {
        const QString line = it.next().captured();
        QVERIFY2(QRegularExpression("^" + go + "$").match(line).hasMatch(), qPrintable(line));
    }
}

void TestPlay::sameGamesEveryRun_data()
{
    QTest::addColumn<QString>("engine");
    QTest::addRow("sjeng") << "xboard:" + Sjeng;
    QTest::addRow("own-uci-engine") << OwnEngine;
}

// With --depth and --seed, an outside engine against a built-in level plays the same moves in
// every run, whatever else the machine is doing.
void TestPlay::sameGamesEveryRun()
{
    QFETCH(QString, engine);
    if (engine.contains(Sjeng) && !QFile::exists(Sjeng))
        QSKIP("Sjeng is not installed (bash .ci/build installs it)");
    const QString suite = m_dir.filePath("same-games.txt");
    writeFile(suite, "e2e4 e7e5\n");
    QList<QStringList> runs;
    for (int run = 0; run < 2; ++run) {
        const QString path =
            m_dir.filePath(QString("same-%1-%2.bpgn").arg(QTest::currentDataTag()).arg(run));
        const Run r = play({"--mode", "crazyhouse", "--time", SjengTime, "--depth", "2", "--seed",
                            "5", "--openings", suite, "--seat", "White=" + engine, "--seat",
                            "Black=builtin:2", "--bpgn", path});
        QCOMPARE(r.err, QString());
        QCOMPARE(r.exitCode, 0);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QStringList moves;
        for (const auto &record : core::readGames(file.readAll().toStdString())) {
            QVERIFY(record.ok());
            const auto replayed = core::replay(*record);
            QVERIFY(replayed.ok());
            moves << QString::fromStdString(replayed->summary.result);
            for (const core::Move m : replayed->moves)
                moves << QString::fromStdString(core::toUci(m));
        }
        QVERIFY(moves.size() > 4);
        runs << moves;
    }
    QCOMPARE(runs[1], runs[0]);
}

void TestPlay::shippedSuites_data()
{
    QTest::addColumn<QString>("suite");
    QTest::addColumn<QString>("mode");
    QTest::addRow("crazyhouse") << "crazyhouse-openings.txt"
                                << "crazyhouse";
    QTest::addRow("bughouse") << "bughouse-openings.txt"
                              << "bughouse";
}

// The balanced suites of tests/strength hold at least 50 openings, every one of which play reads.
void TestPlay::shippedSuites()
{
    QFETCH(QString, suite);
    QFETCH(QString, mode);
    const QString path = BUGHOUSE_TEST_DATA_DIR "/../strength/" + suite;
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    int openings = 0, first = 0, number = 0;
    for (const QByteArray &line : file.readAll().split('\n')) {
        ++number;
        if (line.trimmed().isEmpty() || line.startsWith('#')) continue;
        if (openings++ == 0) first = number;
    }
    QVERIFY2(openings >= 50, qPrintable(QString::number(openings)));
    const Run r = play({"--mode", mode, "--time", "1+0", "--games", "1", "--openings", path});
    QCOMPARE(r.err, QString());
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith("game 1: ") &&
                 r.out.section('\n', 0, 0).endsWith(QString(" opening=%1").arg(first)),
             qPrintable(r.out));
}

QTEST_APPLESS_MAIN(TestPlay)
#include "tst_play.moc"
