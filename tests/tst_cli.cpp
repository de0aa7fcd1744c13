// bughouse-cli and bughouse-tune: their exact interface (output lines, exit statuses, errors on
// stderr).
#include "testutil.h"

#include "core/board/notation.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <sys/resource.h>
#include <sys/stat.h>

#include <algorithm>

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void output_data();
    void output();
    void errors_data();
    void errors();
    void perftStdin();
    void endlessLinesEndTheInput_data();
    void endlessLinesEndTheInput();
    void fenReadsBack_data();
    void fenReadsBack();
    void inputQuotedInErrors_data();
    void inputQuotedInErrors();
    void onlyRegularFilesRead_data();
    void onlyRegularFilesRead();
    void divideSumsUp();
    void uciSession_data();
    void uciSession();
    void uciInfiniteWaitsForStop();
    void conventions_data();
    void conventions();
    void helpIsPartOfUsage_data();
    void helpIsPartOfUsage();
    void writeErrorsDetected_data();
    void writeErrorsDetected();
    void tuneLowersError_data();
    void tuneLowersError();
    void tuneRefusesBadInput_data();
    void tuneRefusesBadInput();
    void tuneLearnsFromTeacher();
    void tuneSmoothsRareSquares();
    void review_data();
    void review();

private:
    QTemporaryDir m_dir;
};

namespace {

using Run = testutil::CliRun;

// Runs bughouse-cli with `args`; a first argument `tune` runs the developers' bughouse-tune with
// the rest, `gui` the graphical program, so their rows sit in the same tables as the commands they
// share their rules with.
Run run(const QStringList &args, const QByteArray &input = {})
{
    if (args.value(0) == "tune") return testutil::runCli(args.mid(1), input, {}, BUGHOUSE_TUNE);
    if (args.value(0) == "gui") {
        // The graphical program, its settings and data in a folder of their own.
        static const QTemporaryDir home;
        QProcessEnvironment env;
        env.insert("HOME", home.path());
        env.insert("XDG_CONFIG_HOME", home.filePath("config"));
        env.insert("XDG_DATA_HOME", home.filePath("data"));
        env.insert("QT_QPA_PLATFORM", "offscreen");
        return testutil::runCli(args.mid(1), input, env, BUGHOUSE_GUI);
    }
    return testutil::runCli(args, input);
}

const QString Start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";
// Back-rank mate by a rook that a drop on b1..f1 could block.
const QString BlockableMate = "4k3/8/8/8/8/8/5PPP/r5K1[] w - - 0 1";

// bughouse-cli's commands and the arguments on the first line of their usage.
const QMap<QString, QString> CommandArguments{
    {"moves", "[--no-drop-mate] [--no-drop-check] [--promotions QRBN] [--mate-rule "
              "standard|bughouse] FEN"},
    {"perft", "[--divide] [--no-drop-check] [--promotions QRBN] DEPTH FEN|-"},
    {"status", "[--no-drop-mate] [--no-drop-check] [--no-stalemate] [--mate-rule "
               "standard|bughouse] FEN"},
    {"search", "[--depth N] [--movetime MS] FEN"},
    {"replay", "FILE..."},
    {"fen", "FILE GAME PLY"},
    {"bench", ""},
    {"play", "[--mode bughouse|crazyhouse] [--time SECONDS+INC] [--games N] [--seed S]"},
    {"review", "FILE [--quick|--deep] [--game N] [--output OUT]"},
    {"uci", ""}};

// Writes `text` to `path` and returns the path.
QString writeFile(const QString &path, const QByteArray &text)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        qFatal("cannot write a test file");
    return path;
}

// Sorted `moves` output: `prefix` + every square not in `skip`, plus `extra` moves.
QString squaresExcept(const QStringList &skip, const QString &prefix, QStringList extra)
{
    for (char f = 'a'; f <= 'h'; ++f)
        for (char r = '1'; r <= '8'; ++r)
            if (const QString sq = QString(QChar(f)) + QChar(r); !skip.contains(sq))
                extra << prefix + sq;
    extra.sort();
    return extra.join('\n') + '\n';
}

} // namespace

void TestCli::output_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    QTest::addRow("moves-start")
        << QStringList{"moves", Start}
        << "a2a3\na2a4\nb1a3\nb1c3\nb2b3\nb2b4\nc2c3\nc2c4\nd2d3\nd2d4\ne2e3\ne2e4\nf2f3\n"
           "f2f4\ng1f3\ng1h3\ng2g3\ng2g4\nh2h3\nh2h4\n";
    QTest::addRow("moves-fen-split-over-arguments")
        << QStringList{"moves", "2k5/8/8/8/8/8/8/4K3[] w - - 0 1"}.join(' ').split(' ')
        << "e1d1\ne1d2\ne1e2\ne1f1\ne1f2\n";
    QTest::addRow("moves-drops-upper-case")
        << QStringList{"moves", "k7/8/8/8/8/8/8/K7[n] b - - 0 1"}
        << squaresExcept({"a1", "a8"}, "N@", {"a8a7", "a8b7", "a8b8"});
    // A rook drop on a8..e8 would mate: forbidden, so only the other 54 drops and 3 king moves.
    QTest::addRow("moves-no-drop-mate")
        << QStringList{"moves", "--no-drop-mate", "6k1/5ppp/8/8/8/8/8/K7[R] w - - 0 1"}
        << squaresExcept({"a1", "g8", "f7", "g7", "h7", "a8", "b8", "c8", "d8", "e8"}, "R@",
                         {"a1a2", "a1b1", "a1b2"});
    // Without drop checks: no rook drop on rank 8 either (a8..f8 and h8 check the g8 king).
    QTest::addRow("moves-no-drop-check")
        << QStringList{"moves", "--no-drop-check", "6k1/5ppp/8/8/8/8/8/K7[R] w - - 0 1"}
        << squaresExcept({"a1", "g8", "f7", "g7", "h7", "a8", "b8", "c8", "d8", "e8", "f8", "h8"},
                         "R@", {"a1a2", "a1b1", "a1b2"});
    const QString promotion = "4k3/P7/8/8/8/8/8/4K3[] w - - 0 1";
    QTest::addRow("moves-promotions-qn") << QStringList{"moves", "--promotions", "QN", promotion}
                                         << "a7a8n\na7a8q\ne1d1\ne1d2\ne1e2\ne1f1\ne1f2\n";
    QTest::addRow("moves-promotions-lower-case")
        << QStringList{"moves", "--promotions", "nq", promotion}
        << "a7a8n\na7a8q\ne1d1\ne1d2\ne1e2\ne1f1\ne1f2\n";
    QTest::addRow("perft-promotions-default") << QStringList{"perft", "1", promotion} << "9\n";
    QTest::addRow("perft-promotions-qn")
        << QStringList{"perft", "--promotions", "QN", "1", promotion} << "7\n";
    QTest::addRow("perft-promotions-n")
        << QStringList{"perft", "--promotions", "N", "1", promotion} << "6\n";
    QTest::addRow("perft-no-drop-check-default")
        << QStringList{"perft", "1", "6k1/5ppp/8/8/8/8/8/K7[R] w - - 0 1"} << "62\n";
    QTest::addRow("perft-no-drop-check")
        << QStringList{"perft", "--no-drop-check", "1", "6k1/5ppp/8/8/8/8/8/K7[R] w - - 0 1"}
        << "55\n";
    QTest::addRow("perft-start-d3") << QStringList{"perft", "3", Start} << "8902\n";
    QTest::addRow("perft-d0") << QStringList{"perft", "0", Start} << "1\n";
    QTest::addRow("status-normal") << QStringList{"status", Start} << "normal\n";
    QTest::addRow("status-check") << QStringList{"status", "4k3/8/8/8/8/8/8/4R1K1[] b - - 0 1"}
                                  << "check\n";
    QTest::addRow("status-checkmate") << QStringList{"status", BlockableMate} << "checkmate\n";
    QTest::addRow("status-wait-under-bughouse-rule")
        << QStringList{"status", "--mate-rule", "bughouse", BlockableMate} << "wait\n";
    QTest::addRow("status-stalemate")
        << QStringList{"status", "k7/2Q5/1K6/8/8/8/8/8[] b - - 0 1"} << "stalemate\n";
    // The only block, N@g1, checks Black's king.
    const QString knightBlockChecks = "8/8/8/8/8/8/4k1PP/5r1K[N] w - - 0 1";
    QTest::addRow("status-block-by-checking-drop")
        << QStringList{"status", knightBlockChecks} << "check\n";
    QTest::addRow("status-no-drop-check-mate")
        << QStringList{"status", "--no-drop-check", knightBlockChecks} << "checkmate\n";
    QTest::addRow("status-no-drop-check-bughouse-rule-waits")
        << QStringList{"status", "--no-drop-check", "--mate-rule", "bughouse", knightBlockChecks}
        << "wait\n";
    QTest::addRow("status-no-stalemate-waits")
        << QStringList{"status", "--no-stalemate", "k7/2Q5/1K6/8/8/8/8/8[] b - - 0 1"} << "wait\n";
    QTest::addRow("status-contact-mate-under-bughouse-rule")
        << QStringList{"status", "--mate-rule", "bughouse", "k7/1Q6/1K6/8/8/8/8/8[] b - - 0 1"}
        << "checkmate\n";
}

void TestCli::output()
{
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    const Run r = run(args);
    QCOMPARE(r.err, QString());
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, expected);
}

void TestCli::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::addRow("no-command") << QStringList{} << "missing command";
    QTest::addRow("unknown-command") << QStringList{"fly"} << "unknown command";
    QTest::addRow("bad-fen") << QStringList{"moves", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w - - 0 1"}
                             << "ranks";
    QTest::addRow("missing-fen") << QStringList{"moves"} << "missing FEN";
    QTest::addRow("bad-mate-rule")
        << QStringList{"status", "--mate-rule", "fide", Start} << "--mate-rule";
    QTest::addRow("unknown-option") << QStringList{"moves", "--fast", Start} << "unknown option";
    QTest::addRow("bad-depth") << QStringList{"perft", "x", Start} << "depth";
    QTest::addRow("promotions-king")
        << QStringList{"moves", "--promotions", "QK", Start} << "--promotions";
    QTest::addRow("promotions-missing-letters")
        << QStringList{"moves", "--promotions"} << "--promotions";
    QTest::addRow("status-takes-no-promotions")
        << QStringList{"status", "--promotions", "QN", Start} << "unknown option";
    QTest::addRow("perft-takes-no-mate-rule")
        << QStringList{"perft", "--mate-rule", "bughouse", "1", Start} << "unknown option";
    QTest::addRow("perft-missing-fen") << QStringList{"perft", "3"} << "expected DEPTH and FEN";
    QTest::addRow("bench-arguments") << QStringList{"bench", "now"} << "no arguments";
    QTest::addRow("review-missing-file") << QStringList{"review"} << "review: missing FILE";
    QTest::addRow("review-unreadable") << QStringList{"review", "/nonexistent/match.bpgn"}
                                       << "cannot read \"/nonexistent/match.bpgn\"";
    QTest::addRow("review-unknown-option")
        << QStringList{"review", "--fast", "x.bpgn"} << "unknown option \"--fast\"";
    QTest::addRow("review-game-zero")
        << QStringList{"review", "--game", "0", "x.bpgn"} << "--game takes a number from 1";
    QTest::addRow("review-two-files")
        << QStringList{"review", "a.bpgn", "b.bpgn"} << "review: one FILE only";
    QTest::addRow("tune-missing-file") << QStringList{"tune"} << "tune: missing FILE";
    QTest::addRow("tune-unreadable") << QStringList{"tune", "/nonexistent/games.pgn"}
                                     << "cannot read \"/nonexistent/games.pgn\"";
    QTest::addRow("tune-passes-zero")
        << QStringList{"tune", "--passes", "0", "x.pgn"} << "--passes takes a number from 1";
    QTest::addRow("tune-only-empty")
        << QStringList{"tune", "--only", ",", "x.pgn"} << "--only takes weight names";
    QTest::addRow("tune-regularize-negative") << QStringList{"tune", "--regularize", "-1", "x.pgn"}
                                              << "--regularize takes a number from 0 to 1";
    QTest::addRow("tune-regularize-words") << QStringList{"tune", "--regularize", "some", "x.pgn"}
                                           << "--regularize takes a number from 0 to 1";
    QTest::addRow("tune-only-unknown") << QStringList{"tune", "--only", "speed", "x.pgn"}
                                       << "no weight is called or starts with \"speed\"";
    QTest::addRow("tune-smooth-above-one")
        << QStringList{"tune", "--smooth", "2", "x.pgn"} << "--smooth takes a number from 0 to 1";
    QTest::addRow("tune-teacher-above-one") << QStringList{"tune", "--teacher", "1.5", "x.pgn"}
                                            << "--teacher takes a number from 0 to 1";
    QTest::addRow("tune-save-without-path")
        << QStringList{"tune", "--save"} << "--save takes the path";
    QTest::addRow("tune-only-one-unknown") << QStringList{"tune", "--only", "tempo,speed", "x.pgn"}
                                           << "no weight is called or starts with \"speed\"";
    QTest::addRow("perft-depth-99")
        << QStringList{"perft", "99", Start} << "depth must be a number from 0 to 8";
    QTest::addRow("perft-depth-9") << QStringList{"perft", "9", Start} << "from 0 to 8, not \"9\"";
    QTest::addRow("search-depth-huge") << QStringList{"search", "--depth", "999999999", Start}
                                       << "--depth takes a number from 1 to 20";
    QTest::addRow("search-depth-21")
        << QStringList{"search", "--depth", "21", Start} << "from 1 to 20";
    QTest::addRow("search-movetime-huge") << QStringList{"search", "--movetime", "999999999", Start}
                                          << "--movetime takes a number from 1 to 3600000";
    QTest::addRow("search-depth-too-many-digits")
        << QStringList{"search", "--depth", "99999999999", Start} << "from 1 to 20";
}

void TestCli::errors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = run(args);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.out, QString());
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

void TestCli::perftStdin()
{
    const Run ok =
        run({"perft", "2", "-"}, (Start + "\n\n2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1\n").toUtf8());
    QCOMPARE(ok.exitCode, 0);
    QCOMPARE(ok.out, QString("400\n3083\n"));

    const Run bad = run({"perft", "1", "-"}, (Start + "\nnot a fen\n").toUtf8());
    QCOMPARE(bad.exitCode, 2);
    QCOMPARE(bad.out, QString("20\n"));
    QVERIFY2(bad.err.contains("line 2"), qPrintable(bad.err));
}

void TestCli::endlessLinesEndTheInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("input"); // empty: /dev/zero, one line without end
    QTest::addColumn<QString>("out");
    QTest::addColumn<QString>("err");
    const QByteArray longLine = QByteArray((1 << 20) + 1, 'x') + '\n';
    QTest::addRow("perft-dev-zero") << QStringList{"perft", "1", "-"} << QByteArray() << QString()
                                    << "perft: standard input line 1 is longer than 1 MiB\n";
    QTest::addRow("perft-second-line-one-byte-over")
        << QStringList{"perft", "1", "-"} << Start.toUtf8() + "\n" + longLine << "20\n"
        << "perft: standard input line 2 is longer than 1 MiB\n";
    QTest::addRow("uci-dev-zero") << QStringList{"uci"} << QByteArray() << QString()
                                  << "uci: standard input line 1 is longer than 1 MiB\n";
    QTest::addRow("uci-after-isready") << QStringList{"uci"} << "isready\n" + longLine + "isready\n"
                                       << "readyok\n"
                                       << "uci: standard input line 2 is longer than 1 MiB\n";
}

// A line of standard input is read up to 1 MiB: an endless one (`< /dev/zero`) is an error at
// once, in bounded memory (it grew at 80 MB/s until memory ran out, then exited 0 silently).
void TestCli::endlessLinesEndTheInput()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, input);
    QProcess p;
    if (input.isEmpty()) p.setStandardInputFile("/dev/zero");
#ifndef __SANITIZE_ADDRESS__ // AddressSanitizer reserves far more address space than this
    p.setChildProcessModifier([] {
        const rlimit memory{256 << 20, 256 << 20};
        setrlimit(RLIMIT_AS, &memory);
    });
#endif
    p.start(BUGHOUSE_CLI, args);
    if (!input.isEmpty()) p.write(input);
    p.closeWriteChannel();
    QVERIFY(p.waitForFinished(30000)); // unbounded, it grew at 80 MB/s for as long as memory lasted
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 2);
    QFETCH(QString, out);
    QFETCH(QString, err);
    QCOMPARE(QString::fromUtf8(p.readAllStandardOutput()), out);
    QCOMPARE(QString::fromUtf8(p.readAllStandardError()), err);
}

void TestCli::fenReadsBack_data()
{
    QTest::addColumn<int>("ply");
    QTest::addColumn<QString>("fen");
    const QString knight = "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R[] b KQkq - ";
    QTest::addRow("start-at-the-bound") << 0 << Start.left(Start.size() - 3) + "999999 999999";
    QTest::addRow("half-move-clock-stops") << 1 << knight + "999999 999999";
    QTest::addRow("move-number-stops")
        << 2 << "rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R[] w KQkq - 999999 999999";
}

// What `fen` prints, its own FEN reader takes: a record's counters stop at the reader's bound (they
// once passed it, and the FEN printed was refused).
void TestCli::fenReadsBack()
{
    QFETCH(int, ply);
    QFETCH(QString, fen);
    const QString file =
        writeFile(m_dir.filePath("bound.pgn"), "[Variant \"crazyhouse\"]\n[SetUp \"1\"]\n[FEN \"" +
                                                   Start.left(Start.size() - 3).toUtf8() +
                                                   "999999 999999\"]\n\n1. Nf3 Nf6 *\n");
    const Run printed = run({"fen", file, "1", QString::number(ply)});
    QCOMPARE(printed.err, QString());
    QCOMPARE(printed.out, fen + "\n");
    const Run read = run({"perft", "1", fen});
    QCOMPARE(read.err, QString());
    QCOMPARE(read.exitCode, 0);
}

void TestCli::inputQuotedInErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("line"); // how a line of the output starts, the input quoted in it
    const QStringList perft{"perft", "1", "-"};
    QTest::addRow("fen-one-mebibyte")
        << perft << QByteArray(1 << 20, 'x') + '\n'
        << 2 << "bad FEN \"" + QString(80, 'x') + "\"... (1048576 bytes): ";
    QTest::addRow("fen-nul-and-controls") << perft << QByteArray("8/8\0\x01\x1b[2J\x7f w\n", 13)
                                          << 2 << "bad FEN \"8/8\\x00\\x01\\x1b[2J\\x7f w\": ";
    QTest::addRow("fen-quotes-and-backslash")
        << perft << QByteArray("8/\"8\\ w\n") << 2 << "bad FEN \"8/\\\"8\\\\ w\": ";
    QTest::addRow("fen-invalid-utf8-escaped-valid-kept")
        << perft << QByteArray("\xff\xc3\xa9/8\n") << 2 << "bad FEN \"\\xffé/8\": ";
    const QString takes =
        "--promotions takes the letters of the allowed pieces (Q, R, B, N), such as QN, not ";
    QTest::addRow("promotions-120-kilobytes")
        << QStringList{"moves", "--promotions", QString(120000, 'x'), Start} << QByteArray() << 2
        << takes + "\"" + QString(80, 'x') + "\"... (120000 bytes)";
    QTest::addRow("promotions-escape-codes")
        << QStringList{"moves", "--promotions", "Q\x1b[2J", Start} << QByteArray() << 2
        << takes + "\"Q\\x1b[2J\"";
    QTest::addRow("uci-go-key-escape-codes")
        << QStringList{"uci"} << QByteArray("go \x1b[2J\nquit\n") << 0
        << "info string go \"\\x1b[2J\" takes a number, not \"\"";

    // Paths with control bytes, in every message that names a file.
    const QString odd = "a\x1b[2J\nb";
    const QString oddQuoted = "a\\x1b[2J\\nb";
    const QString missing = m_dir.filePath("missing-" + odd);
    const QString missingQuoted = "\"" + m_dir.filePath("missing-" + oddQuoted) + "\"";
    const QString empty = writeFile(m_dir.filePath("empty-" + odd), "not a game\n");
    const QString emptyQuoted = "\"" + m_dir.filePath("empty-" + oddQuoted) + "\"";
    const QString game =
        writeFile(m_dir.filePath("game-" + odd), "[Variant \"Crazyhouse\"]\n\n1. e4 e5 *\n");
    const QString gameQuoted = "\"" + m_dir.filePath("game-" + oddQuoted) + "\"";
    const QString nowhere = m_dir.filePath("no-dir-" + odd + "/out");
    const QString nowhereQuoted = "\"" + m_dir.filePath("no-dir-" + oddQuoted + "/out") + "\"";
    const QString longPath = "/nonexistent/" + QString(300, 'y');
    QTest::addRow("replay-missing-path-with-controls")
        << QStringList{"replay", missing} << QByteArray() << 2
        << "cannot read " + missingQuoted + ": No such file";
    QTest::addRow("replay-long-path-bounded")
        << QStringList{"replay", longPath} << QByteArray() << 2
        << "cannot read \"" + longPath.left(80) + "\"... (313 bytes): ";
    QTest::addRow("replay-no-games-path-with-controls")
        << QStringList{"replay", empty} << QByteArray() << 0
        << "replay: no games in " + emptyQuoted;
    QTest::addRow("fen-game-count-path-with-controls")
        << QStringList{"fen", game, "2", "0"} << QByteArray() << 2
        << "fen: " + gameQuoted + " has 1 games";
    QTest::addRow("tune-no-games-path-with-controls")
        << QStringList{"tune", empty} << QByteArray() << 2 << "tune: no games in " + emptyQuoted;
    QTest::addRow("gui-unknown-option-with-controls")
        << QStringList{"gui", "--\x1b[2J\x07x"} << QByteArray() << 2
        << "bughouse: Unknown option '\\x1b[2J\\x07x'.";
    QTest::addRow("gui-unknown-option-long-bounded")
        << QStringList{"gui", "--" + QString(300, 'y')} << QByteArray() << 2
        << "bughouse: Unknown option '" + QString(64, 'y');
    QTest::addRow("gui-screenshot-path-with-controls")
        << QStringList{"gui", "--screenshot", nowhere, "--size", "640x400"} << QByteArray() << 2
        << "bughouse: cannot write " + nowhereQuoted;
    QTest::addRow("tune-save-path-with-controls")
        << QStringList{"tune", "--save", nowhere, game} << QByteArray() << 2
        << "cannot write " + nowhereQuoted + ": ";
    QTest::addRow("play-bpgn-path-with-controls")
        << QStringList{"play", "--bpgn", nowhere} << QByteArray() << 2
        << "play: cannot write " + nowhereQuoted;
    QTest::addRow("play-engine-path-with-controls")
        << QStringList{"play", "--mode", "crazyhouse", "--seat", "White=uci:" + missing}
        << QByteArray() << 2
        << "play: \"uci:" + missingQuoted.mid(1) + ": cannot start " + missingQuoted + ": ";
    // A move read from the file, named in the error after it.
    const QString badMove =
        writeFile(m_dir.filePath("bad-move.pgn"), "[Variant \"Crazyhouse\"]\n\n1. e4\x1b"
                                                  "c ) e5 *\n");
    QTest::addRow("replay-move-with-controls") << QStringList{"replay", badMove} << QByteArray()
                                               << 1 << "game 1: ERROR line 3, after 1. e4\\x1bc: ";
}

// Outside text is quoted short and escaped wherever it is echoed: a 10 MB line never becomes a
// 10 MB message, and no control byte reaches the terminal.
void TestCli::inputQuotedInErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, input);
    QFETCH(int, exitCode);
    QFETCH(QString, line);
    const Run r = run(args, input);
    QCOMPARE(r.exitCode, exitCode);
    const QString all = r.out + r.err;
    const QStringList lines = all.split('\n');
    QVERIFY2(std::any_of(lines.begin(), lines.end(),
                         [&](const QString &l) { return l.startsWith(line); }),
             qPrintable(all.left(1000)));
    QVERIFY2(all.size() < 1000, qPrintable(QString::number(all.size())));
    for (const QChar c : all)
        QVERIFY2(c == '\n' || c.unicode() >= 0x20, qPrintable(all.left(1000)));
}

void TestCli::onlyRegularFilesRead_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("error");
    const QString fifo = m_dir.filePath("fifo");
    if (mkfifo(fifo.toLocal8Bit().constData(), 0600) != 0) qFatal("mkfifo failed");
    const QString huge = m_dir.filePath("huge.pgn");
    QFile f(huge);
    if (!f.open(QIODevice::WriteOnly) || !f.resize((qint64(256) << 20) + 1))
        qFatal("cannot make a sparse file");
    QTest::addRow("replay-dev-zero")
        << QStringList{"replay", "/dev/zero"} << "cannot read \"/dev/zero\": not a regular file";
    QTest::addRow("replay-dev-urandom") << QStringList{"replay", "/dev/urandom"}
                                        << "cannot read \"/dev/urandom\": not a regular file";
    QTest::addRow("replay-fifo-without-writer")
        << QStringList{"replay", fifo} << "cannot read \"" + fifo + "\": not a regular file";
    QTest::addRow("replay-directory")
        << QStringList{"replay", m_dir.path()}
        << "cannot read \"" + m_dir.path() + "\": a directory, not a file";
    QTest::addRow("replay-missing-file")
        << QStringList{"replay", m_dir.filePath("none.bpgn")}
        << "cannot read \"" + m_dir.filePath("none.bpgn") + "\": No such file or directory";
    QTest::addRow("replay-over-256-mib")
        << QStringList{"replay", huge} << "cannot read \"" + huge + "\": larger than 256 MiB";
    QTest::addRow("fen-fifo-without-writer")
        << QStringList{"fen", fifo, "1", "0"} << "cannot read \"" + fifo + "\": not a regular file";
    QTest::addRow("tune-dev-zero")
        << QStringList{"tune", "/dev/zero"} << "cannot read \"/dev/zero\": not a regular file";
}

// replay, fen and tune read regular files only, and only up to 256 MiB: a device, FIFO or huge
// file is refused at once, never read into memory or waited on.
void TestCli::onlyRegularFilesRead()
{
    QFETCH(QStringList, args);
    QFETCH(QString, error);
    QElapsedTimer timer;
    timer.start();
    const Run r = run(args);
    QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err, error + "\n");
}

void TestCli::divideSumsUp()
{
    const QString fen = "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1";
    const Run r = run({"perft", "--divide", "2", fen});
    QCOMPARE(r.exitCode, 0);
    QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.takeLast(), QString("1347"));
    QCOMPARE(lines.size(), 42);
    quint64 sum = 0;
    for (const QString &l : lines) {
        const QStringList parts = l.split(": ");
        QCOMPARE(parts.size(), 2);
        sum += parts[1].toULongLong();
    }
    QCOMPARE(sum, quint64(1347));
}

void TestCli::uciSession_data()
{
    QTest::addColumn<QByteArray>("script");
    QTest::addColumn<QString>("fen"); // the position searched, to check bestmove against
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QStringList>("expected"); // lines that must appear, in this order
    const QString start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";
    QTest::addRow("handshake-and-depth")
        << QByteArray("uci\nisready\nposition startpos moves e2e4\ngo depth 3\nquit\n")
        << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[] b KQkq - 0 1"
        << "crazyhouse"
        << QStringList{
               "option name UCI_Variant type combo default crazyhouse var crazyhouse var bughouse",
               "option name Skill Level type spin default 8 min 1 max 8", "uciok", "readyok",
               "info depth 3 "};
    QTest::addRow("bughouse-holdings-and-clock")
        << QByteArray("setoption name UCI_Variant value bughouse\nsetoption name Hash value 4\n"
                      "position fen 4k3/8/8/8/8/8/8/4K3[Qq] w - - 0 1\ngo wtime 3000 btime 3000 "
                      "winc 0 binc 0\nquit\n")
        << "4k3/8/8/8/8/8/8/4K3[Qq] w - - 0 1"
        << "bughouse" << QStringList{"info depth "};
    QTest::addRow("weak-level-from-fen-with-moves")
        << ("setoption name Skill Level value 2\nposition fen " + start.toUtf8() +
            " moves e2e4 d7d5 e4d5\ngo movetime 50\nquit\n")
        << "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2"
        << "crazyhouse" << QStringList{"info depth "};
    QTest::addRow("bad-input-explained")
        << QByteArray("position fen garbage\nsetoption name Skill Level value 99\nsetoption name "
                      "Colour value red\n"
                      "go depth nine\nfrobnicate\nposition startpos moves e2e5\ngo depth 1\nquit\n")
        << start << "crazyhouse"
        << QStringList{"info string bad FEN \"garbage\"",
                       "info string Skill Level takes 1 to 8, not \"99\"",
                       "info string no option \"Colour\"",
                       "info string go \"depth\" takes a number, not \"nine\"",
                       "info string unknown command \"frobnicate\"",
                       "info string move \"e2e5\""};
}

// Scripted sessions with bughouse-cli uci: what it says, and a legal bestmove for the position.
void TestCli::uciSession()
{
    QFETCH(QByteArray, script);
    QFETCH(QString, fen);
    QFETCH(QString, variant);
    QFETCH(QStringList, expected);
    const testutil::CliRun r = testutil::runCli({"uci"}, script);
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    qsizetype at = 0;
    for (const QString &want : expected) {
        while (at < lines.size() && !lines[at].startsWith(want)) ++at;
        QVERIFY2(at < lines.size(), qPrintable(want + " missing in:\n" + r.out));
    }
    QVERIFY2(!lines.isEmpty() && lines.last().startsWith("bestmove "), qPrintable(r.out));
    core::Rules rules;
    if (variant == "bughouse") rules.variant = core::Variant::Bughouse;
    const auto pos = core::Position::fromFen(fen.toStdString(), rules);
    QVERIFY(pos);
    const auto move = core::parseUci(*pos, lines.last().mid(9).toStdString());
    QVERIFY2(move, qPrintable(lines.last()));
}

// "go infinite" thinks until "stop": isready is answered meanwhile, bestmove only after stop.
void TestCli::uciInfiniteWaitsForStop()
{
    QProcess engine;
    engine.start(BUGHOUSE_CLI, {"uci"});
    QVERIFY(engine.waitForStarted());
    engine.write("position startpos\ngo infinite\nisready\n");
    QByteArray out;
    while (!out.contains("readyok\n")) {
        QVERIFY(engine.waitForReadyRead(10000));
        out += engine.readAll();
    }
    QVERIFY(!out.contains("bestmove"));
    engine.write("stop\n");
    while (!out.contains("bestmove")) {
        QVERIFY(engine.waitForReadyRead(10000));
        out += engine.readAll();
    }
    engine.write("quit\n");
    QVERIFY(engine.waitForFinished(10000));
    QCOMPARE(engine.exitCode(), 0);
}

void TestCli::conventions_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("firstLine");
    const QString version = "bughouse-cli " BUGHOUSE_VERSION;
    const QString usage = "usage: bughouse-cli COMMAND [ARGUMENT...]";
    QTest::addRow("version") << QStringList{"--version"} << version;
    QTest::addRow("help") << QStringList{"--help"} << usage;
    QTest::addRow("help-short") << QStringList{"-h"} << usage;
    QTest::addRow("help-word") << QStringList{"help"} << usage;
    const auto help = [](const QString &command) {
        return ("usage: bughouse-cli " + command + " " + CommandArguments[command]).trimmed();
    };
    for (const QString &command : CommandArguments.keys()) {
        const QByteArray name = command.toUtf8();
        QTest::addRow("%s-help", name.data()) << QStringList{command, "--help"} << help(command);
        QTest::addRow("%s-h", name.data()) << QStringList{command, "-h"} << help(command);
        QTest::addRow("%s-version", name.data()) << QStringList{command, "--version"} << version;
    }
    // Anywhere among the arguments, even beside bad ones: the command does not run.
    QTest::addRow("perft-h-after-fen") << QStringList{"perft", "3", Start, "-h"} << help("perft");
    QTest::addRow("perft-help-wins-over-version")
        << QStringList{"perft", "--version", "--help"} << help("perft");
    QTest::addRow("moves-help-beside-unknown-option")
        << QStringList{"moves", "--fast", "--help"} << help("moves");
    QTest::addRow("play-help-between-options")
        << QStringList{"play", "--mode", "crazyhouse", "--help", "--games", "1"} << help("play");
    QTest::addRow("search-version-after-fen")
        << QStringList{"search", "--depth", "1", Start, "--version"} << version;
}

// --version and -h/--help: the version or the usage on standard output, exit status 0, for the
// program and for every command, wherever the option stands.
void TestCli::conventions()
{
    QFETCH(QStringList, args);
    QFETCH(QString, firstLine);
    const Run r = run(args);
    QCOMPARE(r.err, QString());
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.section('\n', 0, 0), firstLine);
}

void TestCli::helpIsPartOfUsage_data()
{
    QTest::addColumn<QString>("command");
    for (const QString &command : CommandArguments.keys())
        QTest::addRow("%s", qPrintable(command)) << command;
}

// A command's help is its part of the whole usage, what it does included.
void TestCli::helpIsPartOfUsage()
{
    QFETCH(QString, command);
    const QString lead = "usage: bughouse-cli ";
    const QString help = run({command, "--help"}).out;
    QVERIFY2(help.startsWith(lead + command), qPrintable(help));
    QVERIFY2(help.count('\n') >= 2, qPrintable(help));
    const QString usage = run({"--help"}).out;
    QVERIFY2(usage.contains("\n  " + help.mid(lead.size())), qPrintable(help + "\n" + usage));
}

void TestCli::writeErrorsDetected_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<bool>("inputOpen"); // standard input left open after `input`
    const QByteArray game = "[Variant \"Crazyhouse\"]\n\n1. e4 e5 *\n";
    const QString one = writeFile(m_dir.filePath("one-game.pgn"), game);
    // 300 lines of output: stdio writes some before the end, the command still running.
    const QString many = writeFile(m_dir.filePath("many-games.pgn"), game.repeated(300));
    QTest::addRow("version") << QStringList{"--version"} << QByteArray() << false;
    QTest::addRow("usage") << QStringList{"--help"} << QByteArray() << false;
    QTest::addRow("command-help") << QStringList{"play", "--help"} << QByteArray() << false;
    QTest::addRow("moves") << QStringList{"moves", Start} << QByteArray() << false;
    QTest::addRow("perft") << QStringList{"perft", "3", Start} << QByteArray() << false;
    QTest::addRow("perft-divide") << QStringList{"perft", "--divide", "2", Start} << QByteArray()
                                  << false;
    // Standard input may never end: the first failed count ends the command.
    QTest::addRow("perft-stdin-left-open")
        << QStringList{"perft", "1", "-"} << (Start + "\n").toUtf8() << true;
    QTest::addRow("status") << QStringList{"status", Start} << QByteArray() << false;
    QTest::addRow("search") << QStringList{"search", "--depth", "1", Start} << QByteArray()
                            << false;
    QTest::addRow("replay-one-game") << QStringList{"replay", one} << QByteArray() << false;
    QTest::addRow("replay-fails-midway") << QStringList{"replay", many} << QByteArray() << false;
    QTest::addRow("fen") << QStringList{"fen", one, "1", "2"} << QByteArray() << false;
    QTest::addRow("play-crazyhouse-game")
        << QStringList{"play",           "--mode", "crazyhouse", "--time",          "1+0",
                       "--games",        "1",      "--seat",     "White=builtin:1", "--seat",
                       "Black=builtin:1"}
        << QByteArray() << false;
    // A UCI engine nobody hears leaves without waiting for quit.
    QTest::addRow("uci-stdin-left-open") << QStringList{"uci"} << QByteArray("uci\n") << true;
    // bestmove is written by the search thread.
    QTest::addRow("uci-bestmove") << QStringList{"uci"} << QByteArray("go depth 2\n") << false;
}

// A command whose standard output cannot be written (here /dev/full: ENOSPC) says so and exits
// with 1, and ends by itself.
void TestCli::writeErrorsDetected()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, input);
    QFETCH(bool, inputOpen);
    QProcess p;
    p.setStandardOutputFile("/dev/full");
    p.start(BUGHOUSE_CLI, args);
    p.write(input);
    if (!inputOpen) p.closeWriteChannel();
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        QFAIL("still running a minute after its output failed");
    }
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(QString::fromUtf8(p.readAllStandardError()),
             QString("bughouse-cli: cannot write the output: No space left on device\n"));
    QCOMPARE(p.exitCode(), 1);
}

void TestCli::tuneLowersError_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("tuned");
    QTest::addRow("all-weights") << QStringList{} << 241;
    QTest::addRow("material-only") << QStringList{"--only", "boardValue,handBonus"} << 10;
    QTest::addRow("king-squares") << QStringList{"--only", "kingSquares"} << 32;
    // A single weight may already sit at the fit's optimum for six games: one pass over ten.
    QTest::addRow("one-pass") << QStringList{"--passes", "1", "--only", "boardValue,handBonus"}
                              << 10;
    QTest::addRow("regularized") << QStringList{"--regularize", "0.001"} << 241;
    QTest::addRow("rare-squares-smoothed") << QStringList{"--smooth", "0.01"} << 241;
}

// Games of two weak built-in levels (fast, and different every game as those levels add noise),
// then a fit on them: the training error falls, and the fitted weights come out as C++.
void TestCli::tuneLowersError()
{
    QFETCH(QStringList, options);
    QFETCH(int, tuned);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString games = dir.filePath("games.pgn");
    const Run played =
        run({"play", "--mode", "crazyhouse", "--time", "60+0", "--games", "6", "--seed", "5",
             "--seat", "White=builtin:2", "--seat", "Black=builtin:3", "--bpgn", games});
    QCOMPARE(played.exitCode, 0);

    const Run r = run(QStringList{"tune"} + options + QStringList{games});
    QCOMPARE(r.err, QString());
    QCOMPARE(r.exitCode, 0);
    const QRegularExpression counts(
        "^positions: (\\d+) from 6 games \\(training (\\d+), validation (\\d+)\\)$",
        QRegularExpression::MultilineOption);
    const auto c = counts.match(r.out);
    QVERIFY2(c.hasMatch(), qPrintable(r.out));
    QVERIFY(c.captured(3).toInt() > 0);
    QCOMPARE(c.captured(2).toInt() + c.captured(3).toInt(), c.captured(1).toInt());
    QVERIFY2(r.out.contains(QString("\nweights tuned: %1\n").arg(tuned)), qPrintable(r.out));
    const QRegularExpression error(
        "^error (before|after): training ([0-9.]+), validation ([0-9.]+)$",
        QRegularExpression::MultilineOption);
    QList<double> training;
    for (auto it = error.globalMatch(r.out); it.hasNext();)
        training << it.next().captured(2).toDouble();
    QCOMPARE(training.size(), 2);
    QCOMPARE_LT(training[1], training[0]);
    QVERIFY2(r.out.contains("\n    int boardValue[6] = {"), qPrintable(r.out));
    QVERIFY2(QRegularExpression("\n    int kingSquares\\[SquareTableSize\\] = \\{(\n        "
                                "-?\\d+, -?\\d+, -?\\d+, -?\\d+[,}]){8};\n")
                 .match(r.out)
                 .hasMatch(),
             qPrintable(r.out));
    QVERIFY2(QRegularExpression("\n    int tempo = -?\\d+;\n").match(r.out).hasMatch(),
             qPrintable(r.out));
    QVERIFY2(QRegularExpression(
                 "\n    int dropAttackUnits\\[PocketTypes\\] = \\{-?\\d+(, -?\\d+){4}\\};\n"
                 "    int notToMoveShare = -?\\d+;\n$")
                 .match(r.out)
                 .hasMatch(),
             qPrintable(r.out.right(40)));
}

void TestCli::tuneRefusesBadInput_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QString>("message");
    QTest::addRow("illegal-move") << QByteArray("[Variant \"Crazyhouse\"]\n\n1. e4 e5 2. Ke3 1-0\n")
                                  << "tune: FILE, game 1: line 3, move 2. Ke3: illegal move";
    QTest::addRow("no-games") << QByteArray("not a game\n") << "tune: no games in FILE";
    QTest::addRow("bughouse") << QByteArray(
                                     "[WhiteA \"a\"][BlackA \"b\"][WhiteB \"c\"][BlackB \"d\"]\n\n"
                                     "1A. e4 1B. d4 1a. e5 *\n")
                              << "tune: FILE, game 1: a bughouse game; tune takes crazyhouse games";
    QTest::addRow("too-short")
        << QByteArray("[Variant \"Crazyhouse\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n")
        << "tune: too few positions: 0 (quiet, not in check, from ply 10 on, of finished "
           "games) in 1 game";
    QTest::addRow("positions-bad-fen")
        << QByteArray(Start.toUtf8() + " | 1\nrnbqkbnr/ppp | 0\n") << "tune: FILE, line 2: ";
    QTest::addRow("positions-result-two")
        << QByteArray(Start.toUtf8() + " | 2\n")
        << "tune: FILE, line 1: the result must be a number from 0 to 1, not \"2\"";
    QTest::addRow("positions-score-words")
        << QByteArray(Start.toUtf8() + " | 0.5 | good\n")
        << "tune: FILE, line 1: the score must be a whole number of centipawns, "
           "not \"good\"";
    QTest::addRow("positions-four-fields")
        << QByteArray(Start.toUtf8() + " | 0.5 | 10 | 20\n")
        << "tune: FILE, line 1: not FEN | RESULT or FEN | RESULT | SCORE";
    QTest::addRow("positions-too-few")
        << QByteArray(Start.toUtf8() + " | 0.5 | 10\n")
        << "tune: too few positions: 1 (quiet, not in check, from ply 10 on, of "
           "finished games) in 0 games and 1 listed";
    QTest::addRow("unfinished")
        << QByteArray("[Variant \"Crazyhouse\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3 "
                      "d6 5. Nc3 Nf6 6. O-O O-O 7. h3 h6 *\n")
        << "tune: too few positions: 0";
}

void TestCli::tuneRefusesBadInput()
{
    QFETCH(QByteArray, file);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("games.pgn");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(file);
    f.close();
    const Run r = run({"tune", path});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.out, QString());
    QVERIFY2(r.err.startsWith(message.replace("FILE", "\"" + path + "\"")), qPrintable(r.err));
}

namespace {

// Material from the side to move's point of view (pawn 100 ... queen 900, on the board or in
// hand), read off the FEN: the teacher of tuneLearnsFromTeacher.
int materialScore(const QString &fen)
{
    static const QHash<QChar, int> values{
        {'p', 100}, {'n', 300}, {'b', 300}, {'r', 500}, {'q', 900}};
    int white = 0;
    for (const QChar c : fen.section(' ', 0, 0))
        white += values.value(c.toLower()) * (c.isUpper() ? 1 : -1);
    return fen.section(' ', 1, 1) == "w" ? white : -white;
}

} // namespace

// --save writes the positions a fit on the games would use, the same fit reads them back, and a
// teacher's scores (here plain material) become what the fit learns: with --teacher 1 the
// material weights fit them much better than the results.
void TestCli::tuneLearnsFromTeacher()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString games = dir.filePath("games.pgn"), saved = dir.filePath("positions.txt"),
                  labelled = dir.filePath("labelled.txt");
    QCOMPARE(run({"play", "--mode", "crazyhouse", "--time", "60+0", "--games", "4", "--seed", "9",
                  "--seat", "White=builtin:2", "--seat", "Black=builtin:3", "--bpgn", games})
                 .exitCode,
             0);
    const Run fromGames = run({"tune", "--passes", "1", "--only", "tempo", games});
    QCOMPARE(fromGames.exitCode, 0);
    const Run save = run({"tune", "--save", saved, games});
    QCOMPARE(save.err, QString());
    QCOMPARE(save.exitCode, 0);
    const auto count = QRegularExpression("^positions: (\\d+) written to ").match(save.out);
    QVERIFY2(count.hasMatch(), qPrintable(save.out));
    QVERIFY2(
        fromGames.out.startsWith(QString("positions: %1 from 4 games (").arg(count.captured(1))),
        qPrintable(fromGames.out));

    QFile in(saved);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(in.readAll()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), count.captured(1).toInt());
    QByteArray withScores;
    for (const QString &line : lines) {
        QCOMPARE(line.count('|'), 1);
        withScores += (line + " | " +
                       QString::number(materialScore(line.section('|', 0, 0).trimmed())) + '\n')
                          .toUtf8();
    }
    QFile out(labelled);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(withScores);
    out.close();

    const Run unlabelled = run({"tune", "--teacher", "1", saved});
    QCOMPARE(unlabelled.exitCode, 2);
    QVERIFY2(unlabelled.err.contains("--teacher needs a score for every position"),
             qPrintable(unlabelled.err));

    const QRegularExpression error(
        "^error (before|after): training ([0-9.]+), validation ([0-9.]+)$",
        QRegularExpression::MultilineOption);
    QList<double> errors; // results: after; teacher: before, after
    for (const QString &teacher : QStringList{"0", "1"}) {
        const Run r =
            run({"tune", "--teacher", teacher, "--only", "boardValue,handBonus", labelled});
        QCOMPARE(r.err, QString());
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QString(" and %1 listed ").arg(lines.size())), qPrintable(r.out));
        auto it = error.globalMatch(r.out);
        const double before = it.next().captured(2).toDouble(),
                     after = it.next().captured(2).toDouble();
        QCOMPARE_LT(after, before);
        if (teacher == "1") {
            errors << before;
            // The fit starts on the teacher's scale.
            QVERIFY2(
                QRegularExpression(
                    "\nK: [0-9.]+, the weights scaled by it to the teacher's scale \\(K 1\\)\n")
                    .match(r.out)
                    .hasMatch(),
                qPrintable(r.out));
        }
        errors << after;
    }
    QCOMPARE_LT(errors[2], errors[1]);
    QCOMPARE_LT(errors[2], errors[0] / 2);
}

// --smooth pulls the squares few positions reach towards their neighbours: in games of weak
// levels the king seldom leaves its first ranks, so its table's far half (ranks 5 to 8, noisy in
// the built-in weights) comes out smoother than a fit without it leaves it.
void TestCli::tuneSmoothsRareSquares()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString games = dir.filePath("games.pgn");
    QCOMPARE(run({"play", "--mode", "crazyhouse", "--time", "60+0", "--games", "4", "--seed", "9",
                  "--seat", "White=builtin:2", "--seat", "Black=builtin:3", "--bpgn", games})
                 .exitCode,
             0);
    const auto roughness = [](const QString &out) {
        const auto table =
            QRegularExpression(
                "\n    int kingSquares\\[SquareTableSize\\] = \\{([-0-9,\\s]+)\\};\n")
                .match(out);
        if (!table.hasMatch()) return -1.0;
        QList<int> w;
        for (const QString &v : table.captured(1).split(',')) w << v.trimmed().toInt();
        if (w.size() != 32) return -1.0;
        double sum = 0;
        for (int rank = 4; rank < 8; ++rank)
            for (int file = 0; file < 4; ++file) {
                QList<int> next;
                if (rank > 0) next << w[(rank - 1) * 4 + file];
                if (rank < 7) next << w[(rank + 1) * 4 + file];
                if (file > 0) next << w[rank * 4 + file - 1];
                if (file < 3) next << w[rank * 4 + file + 1];
                double mean = 0;
                for (int n : next) mean += n;
                sum += std::abs(w[rank * 4 + file] - mean / next.size());
            }
        return sum;
    };
    QList<double> rough;
    for (const QString &smooth : QStringList{"0", "1"}) {
        const Run r = run({"tune", "--smooth", smooth, "--only", "kingSquares", games});
        QCOMPARE(r.exitCode, 0);
        rough << roughness(r.out);
        QVERIFY2(rough.last() >= 0, qPrintable(r.out));
    }
    QCOMPARE_LT(rough[1], rough[0] / 2);
}

namespace {

// A bughouse record whose turning point is a knight fed to the other board: Black-A takes it and
// White-B drops it to mate (tst_review and tst_reviewwindow read the same file).
const QByteArray FedKnight = [] {
    QFile f(BUGHOUSE_TEST_DATA_DIR "/review/fed-knight.bpgn");
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}();

// `lines` with the winning chances (which follow the engine's scores) as `C`.
QString masked(QString lines)
{
    static const QRegularExpression chances("\t-?\\d\\.\\d\\d(?=\t)");
    return lines.replace(chances, "\tC");
}

} // namespace

void TestCli::review_data()
{
    QTest::addColumn<QByteArray>("record");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("out"); // chances masked
    QTest::addColumn<QString>("err"); // a part of standard error
    QTest::addRow("bughouse-fed-knight")
        << FedKnight << QStringList{} << 0
        << "game\t1\t4\t7\tquick\n"
           "drop\t1\t4\t2B.\tN@f7#\tWhiteB\tknight\t3\t1a.\tdxc4\tBlackA\n"
           "turn\t1\t2\t1A.\tNc4\tWhiteA\tfed-partner-board\tC\tC\tC\t"
           "gave the partner's opponent a knight that mated 2 s later\n"
        << "review: game 1: 7 positions (quick), the first after ";
    QTest::addRow("crazyhouse-hung-queen-deep")
        << QByteArray("[Variant \"Crazyhouse\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Qxe5+ Nxe5 *\n")
        << QStringList{"--deep", "--game", "1"} << 0
        << "game\t1\t6\t7\tdeep\n"
           "turn\t1\t5\t3.\tQxe5+\tWhite\tlost-material\tC\tC\tC\tlost the queen\n"
        << "(deep)";
    QTest::addRow("game-not-in-file") << FedKnight << QStringList{"--game", "2"} << 2 << ""
                                      << "match.bpgn\" has 1 game\n";
    QTest::addRow("bad-move-before-any-analysis")
        << QByteArray("[Variant \"Crazyhouse\"]\n\n1. e4 e5 2. Kxe8 *\n") << QStringList{} << 2
        << ""
        << "review: game 1: line 3, move 2. Kxe8: illegal move";
    QTest::addRow("no-games") << QByteArray("no moves here\n") << QStringList{} << 2 << ""
                              << "match.bpgn\" holds no games\n";
}

// The lines on standard output, the analysed record written beside the file; reviewed again, that
// record gives the same lines from its own evaluations, without a search.
void TestCli::review()
{
    QFETCH(QByteArray, record);
    QFETCH(QStringList, options);
    QFETCH(int, exitCode);
    QFETCH(QString, out);
    QFETCH(QString, err);
    const QString file = writeFile(m_dir.filePath("match.bpgn"), record);
    const QString analysed = m_dir.filePath("match-analysed.bpgn");
    QFile::remove(analysed);
    const Run r = run(QStringList{"review", file} + options);
    QCOMPARE(r.exitCode, exitCode);
    QCOMPARE(masked(r.out), out);
    QVERIFY2(r.err.contains(err), qPrintable(r.err));
    if (exitCode != 0) {
        QVERIFY(!QFile::exists(analysed));
        return;
    }
    QFile saved(analysed);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray text = saved.readAll();
    QVERIFY2(text.contains("[%eval ") && text.contains("[%best "), text.constData());

    const Run again = run({"review", analysed, "--output", m_dir.filePath("again.bpgn")});
    QCOMPARE(again.exitCode, 0);
    QCOMPARE(again.err, QString());
    QStringList lines = r.out.split('\n');
    QStringList linesAgain = again.out.split('\n');
    QVERIFY(linesAgain.takeFirst().endsWith("\trecord"));
    lines.removeFirst();
    QCOMPARE(linesAgain, lines);
}

QTEST_APPLESS_MAIN(TestCli)
#include "tst_cli.moc"