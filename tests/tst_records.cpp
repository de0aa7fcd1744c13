// Game records: every real game in the shared files replays, spot checks of positions and
// results, each format quirk, time controls, round trips, matches saved as records, reader errors,
// random mutations of the real files, and bughouse-cli's replay and fen commands.
#include "testutil.h"

#include "core/records/bpgn.h"
#include "core/records/gamerecord.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <random>

using core::Board;
using core::Color;
using core::Ending;
using core::GameRecord;
using core::Match;
using core::MatchConfig;
using core::MatchMode;
using core::Milliseconds;
using core::PieceType;
using core::Seat;
using core::TimingKind;

class TestRecords : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void gameCounts_data();
    void gameCounts();
    void sharedGames_data();
    void sharedGames();
    void lineEndings_data();
    void lineEndings();
    void gamesOneAtATime_data();
    void gamesOneAtATime();
    void outcomes_data();
    void outcomes();
    void positions_data();
    void positions();
    void chesscomCurrentPosition();
    void promotedCaptureGoesOverAsPawn();
    void quirks_data();
    void quirks();
    void truncated_data();
    void truncated();
    void cutAfterARepeat_data();
    void cutAfterARepeat();
    void timeControls_data();
    void timeControls();
    void roundTrip_data();
    void roundTrip();
    void lastCommentNotClosing_data();
    void lastCommentNotClosing();
    void writerText_data();
    void writerText();
    void evaluationText_data();
    void evaluationText();
    void analysis_data();
    void analysis();
    void badAnalysis_data();
    void badAnalysis();
    void analysisRoundTrip_data();
    void analysisRoundTrip();
    void matchRecords_data();
    void matchRecords();
    void errors_data();
    void errors();
    void plyLimit_data();
    void plyLimit();
    void ruleTags_data();
    void ruleTags();
    void mutations_data();
    void mutations();
    void cli_data();
    void cli();

private:
    QTemporaryDir m_dir;
};

namespace {

const QStringList SharedFiles = {"bughouse.bpgn", "bughouse_chesscom.bpgn", "crazyhouse.pgn"};
const char *const SeatLetters = "AaBb";
const QString Start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";

QString sharedPath(const QString &file)
{
    return QString(BUGHOUSE_TEST_DATA_DIR "/reference/games/") + file;
}

std::string fileText(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(path));
    return f.readAll().toStdString();
}

// The games of a shared file, read once.
const std::vector<core::Result<GameRecord>> &gamesOf(const QString &file)
{
    static std::map<QString, std::vector<core::Result<GameRecord>>> cache;
    auto it = cache.find(file);
    if (it == cache.end())
        it = cache.emplace(file, core::readGames(fileText(sharedPath(file)))).first;
    return it->second;
}

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

// The first difference between two records, or an empty string.
QString difference(const GameRecord &a, const GameRecord &b)
{
    if (a.tags != b.tags) return "tags differ";
    if (a.mode != b.mode) return "modes differ";
    if (a.startFen != b.startFen) return "start FENs differ";
    if (a.comments != b.comments) return "game comments differ";
    if (a.ending != b.ending) return "endings differ: " + q(a.ending) + " / " + q(b.ending);
    if (a.result != b.result) return "results differ";
    if (a.plies.size() != b.plies.size())
        return QString("%1 / %2 plies").arg(a.plies.size()).arg(b.plies.size());
    for (std::size_t i = 0; i < a.plies.size(); ++i)
        if (!(a.plies[i] == b.plies[i]))
            return QString("ply %1 (line %2) differs").arg(i + 1).arg(a.plies[i].line);
    return a == b ? QString() : "records differ";
}

// Moves as `<seat letter><uci>`, e.g. "Ae2e4 bN@f3".
QString movesOf(const GameRecord &r)
{
    QStringList out;
    for (const core::Ply &p : r.plies)
        out << QChar(SeatLetters[int(p.seat)]) + q(core::toUci(p.move));
    return out.join(' ');
}

// Clock stamps in ms, "-" for none.
QString clocksOf(const GameRecord &r)
{
    QStringList out;
    for (const core::Ply &p : r.plies) out << (p.clock ? QString::number(*p.clock) : "-");
    return out.join(' ');
}

QString summaryOf(const core::GameSummary &s)
{
    return q(s.result) + ", " + core::describe(s.ending);
}

// A fact about a record, for the quirk rows: `tag.NAME`, `comments.N` (N = 0: before the first
// move, else after ply N; joined by '|'), `ending`, `mode`, `fen` (start positions), `san.N`,
// `eval.N` (as written, empty for none), `best.N` (`SAN uci`).
QString fact(const GameRecord &r, const QString &key)
{
    if (key.startsWith("tag.")) return q(r.tag(key.mid(4).toStdString()));
    if (key.startsWith("comments.")) {
        const int n = key.mid(9).toInt();
        const auto &list = n == 0 ? r.comments : r.plies.at(std::size_t(n - 1)).comments;
        QStringList out;
        for (const auto &c : list) out << q(c);
        return out.join('|');
    }
    if (key.startsWith("san.")) return q(r.plies.at(std::size_t(key.mid(4).toInt() - 1)).san);
    if (key.startsWith("eval.")) {
        const auto &eval = r.plies.at(std::size_t(key.mid(5).toInt() - 1)).eval;
        return eval ? q(core::formatEvaluation(*eval)) : QString();
    }
    if (key.startsWith("best.")) { // the SAN as written and the move it resolved to
        const core::Ply &ply = r.plies.at(std::size_t(key.mid(5).toInt() - 1));
        return ply.best.empty() ? QString() : q(ply.best + ' ' + core::toUci(ply.bestMove));
    }
    if (key == "ending") return q(r.ending);
    if (key == "mode") return r.mode == MatchMode::Bughouse ? "bughouse" : "crazyhouse";
    if (key == "fen") return q(core::joinFens(r.mode, r.startFen));
    qFatal("unknown fact %s", qPrintable(key));
}

// One game's text from a shared file, cut at its `[Event ` line without the reader's help.
QString rawGame(const QString &file, int index)
{
    const QString text = QString::fromStdString(fileText(sharedPath(file)));
    const QStringList parts = text.split(QRegularExpression("\n(?=\\[Event )"));
    return parts.value(index);
}

// Plies counted from raw text: comments, side lines, tags and numbers stripped, move words counted
// (BPGN: each move has its `12A.`-style number).
int independentPlyCount(QString game, bool bpgn)
{
    game.remove(QRegularExpression("\\{[^}]*\\}"));
    game.remove(QRegularExpression("^\\[.*$", QRegularExpression::MultilineOption));
    if (bpgn) return int(game.count(QRegularExpression("\\b\\d+[AaBb]\\.")));
    const QRegularExpression sideLine("\\([^()]*\\)");
    while (game.contains(sideLine)) game.remove(sideLine);
    game.remove(QRegularExpression("\\d+\\.(\\.\\.)?"));
    int n = 0;
    for (const QString &w : game.split(QRegularExpression("\\s+"), Qt::SkipEmptyParts))
        n += !QStringList{"1-0", "0-1", "1/2-1/2", "*"}.contains(w);
    return n;
}

const QString BughouseTags =
    "[Event \"q\"]\n[WhiteA \"Wa\"]\n[BlackA \"Ba\"]\n[WhiteB \"Wb\"]\n[BlackB \"Bb\"]\n";
const QString CrazyhouseTags =
    "[Event \"q\"]\n[White \"W\"]\n[Black \"B\"]\n[Variant \"Crazyhouse\"]\n";

QString bpgn(const QString &moves, const QString &tags = {})
{
    return BughouseTags + tags + "\n" + moves + "\n";
}

QString pgn(const QString &moves, const QString &tags = {})
{
    return CrazyhouseTags + tags + "\n" + moves + "\n";
}

// `plies` knight moves out and back on board A, ten a line, numbered as BPGN or PGN writes them.
QString knightMoves(int plies, bool bughouse)
{
    static const char *const san[4] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    QString moves;
    for (int i = 0; i < plies; ++i) {
        const QString number = QString::number(i / 2 + 1);
        moves += bughouse ? number + (i % 2 ? "a. " : "A. ") : i % 2 ? "" : number + ". ";
        moves += QString(san[i % 4]) + (i % 10 == 9 ? '\n' : ' ');
    }
    return moves;
}

using Run = testutil::CliRun;
using testutil::runCli;

} // namespace

void TestRecords::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QFile bad(m_dir.filePath("bad.bpgn"));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    // As cutechess-cli writes crazyhouse games: the winner named with "mates".
    QFile cutechess(m_dir.filePath("cutechess.pgn"));
    QVERIFY(cutechess.open(QIODevice::WriteOnly));
    cutechess.write(
        pgn("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# {White mates} 1-0", "[Result \"1-0\"]\n")
            .toUtf8() +
        "\n" + pgn("1. f3 e5 2. g4 Qh4# {Black mates} 0-1", "[Result \"0-1\"]\n").toUtf8());
    QFile cut(m_dir.filePath("cut.bpgn"));
    QVERIFY(cut.open(QIODevice::WriteOnly));
    cut.write(bpgn("1A. e4 {60} 1a. e5 {59} 2A. Nf3 {58} 2").chopped(1).toUtf8());
    bad.write(bpgn("1A. e4 {60} 1a. e5 {60}\n{Wa resigns} 0-1").toUtf8() + "\n" +
              bpgn("1A. e4 {60} 2A. d4 {59} *").toUtf8());
    QFile rules(m_dir.filePath("rules.pgn"));
    QVERIFY(rules.open(QIODevice::WriteOnly));
    const QString checkingDrop = "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. P@d7+ *";
    rules.write(pgn(checkingDrop, "[DropCheck \"no\"]\n").toUtf8() + "\n" +
                pgn(checkingDrop).toUtf8());
    // Moves after a mate: board B plays on after Qxf7# on board A (the marker even says Black-A's
    // team won), and in crazyhouse the mated side "moves" on.
    QFile afterMate(m_dir.filePath("after-mate.bpgn"));
    QVERIFY(afterMate.open(QIODevice::WriteOnly));
    afterMate.write(
        bpgn("1A. e4 1B. d4 1a. e5 1b. d5 2A. Bc4 2a. Nc6 3A. Qh5 3a. Nf6 4A. Qxf7# "
             "2B. Nf3 2b. Nf6 3B. e3 *")
            .toUtf8() +
        "\n" +
        bpgn("1A. e4 1a. e5 2A. Bc4 2a. Nc6 3A. Qh5 3a. Nf6 4A. Qxf7# 1B. e4 {Wa resigns} 0-1")
            .toUtf8());
    QFile zhAfterMate(m_dir.filePath("after-mate.pgn"));
    QVERIFY(zhAfterMate.open(QIODevice::WriteOnly));
    zhAfterMate.write(pgn("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# Ke7 5. Qxe7 *").toUtf8());
}

// ---------------------------------------------------------------------------------------------
// The shared real games

void TestRecords::gameCounts_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("games");
    QTest::newRow("bughouse.bpgn") << "bughouse.bpgn" << 21;
    QTest::newRow("bughouse_chesscom.bpgn") << "bughouse_chesscom.bpgn" << 41;
    QTest::newRow("crazyhouse.pgn") << "crazyhouse.pgn" << 27;
    QTest::newRow("NOTES.md-is-no-game") << "NOTES.md" << 0;
}

void TestRecords::gameCounts()
{
    QFETCH(QString, file);
    QFETCH(int, games);
    QCOMPARE(int(gamesOf(file).size()), games);
}

void TestRecords::sharedGames_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("index");
    for (const QString &file : SharedFiles)
        for (int i = 0; i < int(gamesOf(file).size()); ++i)
            QTest::addRow("%s-game-%02d", qPrintable(file), i + 1) << file << i;
}

// Every game reads, replays to consistent boards, has an ending, and as many plies as the raw
// text shows; results agree with the marker except in the three bughousedb games of NOTES.md.
void TestRecords::sharedGames()
{
    QFETCH(QString, file);
    QFETCH(int, index);
    const auto &game = gamesOf(file)[std::size_t(index)];
    QVERIFY2(game.ok(), game.ok() ? "" : game.error().c_str());
    const auto played = core::replay(*game);
    QVERIFY2(played.ok(), played.ok() ? "" : played.error().c_str());
    const bool bughouse = file.endsWith(".bpgn");
    QVERIFY(game->mode == (bughouse ? MatchMode::Bughouse : MatchMode::Crazyhouse));
    QCOMPARE(played->summary.plies, independentPlyCount(rawGame(file, index), bughouse));
    for (std::size_t i = 0; i < game->plies.size(); ++i) {
        QVERIFY(game->plies[i].move == played->moves[i]);
        if (bughouse)
            QVERIFY2(game->plies[i].clock, qPrintable(QString("ply %1 has no clock").arg(i + 1)));
    }
    for (const core::Position &pos : played->boards) {
        std::string why;
        QVERIFY2(pos.isConsistent(&why), why.c_str());
    }
    QVERIFY(played->summary.ending != Ending::Unknown);
    const bool boardBResult =
        file == "bughouse.bpgn" && (index == 17 || index == 18 || index == 20);
    QCOMPARE(played->summary.result == game->result, !boardBResult);
    if (const QString plyCount = q(game->tag("PlyCount")); !plyCount.isEmpty())
        QCOMPARE(played->summary.plies, plyCount.toInt());
}

void TestRecords::lineEndings_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("endings"); // written in turn at the ends of the lines
    for (const QString &file : SharedFiles) {
        QTest::addRow("%s-crlf", qPrintable(file)) << file << QStringList{"\r\n"};
        QTest::addRow("%s-cr-only", qPrintable(file)) << file << QStringList{"\r"};
        // A CR ending never comes right before an LF one: the two would be one CRLF.
        QTest::addRow("%s-mixed", qPrintable(file)) << file << QStringList{"\r\n", "\n", "\r"};
    }
}

// Whatever ends its lines, a file reads as with LF: the same games, each ply on the same line (a
// file with CR-only line endings was refused: "unexpected text after a tag").
void TestRecords::lineEndings()
{
    QFETCH(QString, file);
    QFETCH(QStringList, endings);
    const QStringList lines = q(fileText(sharedPath(file))).split('\n');
    QString text;
    for (int i = 0; i < lines.size(); ++i)
        text += lines[i] + (i + 1 < lines.size() ? endings[i % endings.size()] : "");
    const auto games = core::readGames(text.toStdString());
    const auto &expected = gamesOf(file);
    QCOMPARE(games.size(), expected.size());
    for (std::size_t g = 0; g < games.size(); ++g) {
        QVERIFY2(games[g].ok(), games[g].ok() ? "" : games[g].error().c_str());
        QCOMPARE(difference(*games[g], *expected[g]), QString());
        for (std::size_t i = 0; i < games[g]->plies.size(); ++i)
            QCOMPARE(games[g]->plies[i].line, expected[g]->plies[i].line);
    }
}

void TestRecords::gamesOneAtATime_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("before"); // put before the file's text
    QTest::addColumn<QByteArray>("ending"); // of every line
    for (const QString &file : SharedFiles) {
        QTest::addRow("%s", qPrintable(file)) << file << QByteArray() << QByteArray("\n");
        QTest::addRow("%s-byte-order-mark-prose-cr", qPrintable(file))
            << file << QByteArray("\xEF\xBB\xBFNotes on these games.\n\n") << QByteArray("\r");
    }
}

// forEachGame() gives the games of readGames() one at a time, stops when told, and readGameAt()
// reads each again alone from where it started: what bughouse-cli and the GUI hold of a file.
void TestRecords::gamesOneAtATime()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, before);
    QFETCH(QByteArray, ending);
    const std::string text =
        (before + QByteArray::fromStdString(fileText(sharedPath(file))).replace("\n", ending))
            .toStdString();
    const auto &expected = gamesOf(file);
    std::size_t count = 0;
    core::forEachGame(text, [&](core::Result<GameRecord> game, core::GameStart start) {
        const auto again = core::readGameAt(text, start);
        if (!game.ok() || !again.ok() || !expected[count].ok()) return false;
        if (!difference(*game, *expected[count]).isEmpty()) return false;
        if (!difference(*again, *game).isEmpty()) return false;
        return ++count < expected.size() - 1;
    });
    QCOMPARE(count, expected.size() - 1); // the last game not taken: reading stopped before it
}

void TestRecords::outcomes_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("game");
    QTest::addColumn<QString>("marker");
    QTest::addColumn<QString>("summary");
    QTest::addColumn<int>("winner"); // team 1 or 2, 0 for none
    auto row = [](const char *name, const QString &file, int game, const QString &marker,
                  const QString &summary, int winner) {
        QTest::newRow(name) << file << game << marker << summary << winner;
    };
    const QString fics = "bughouse.bpgn", chesscom = "bughouse_chesscom.bpgn",
                  zh = "crazyhouse.pgn";
    row("fics-01-marat-checkmated-whiteB", fics, 1, "1-0", "1-0, checkmate", 1);
    row("fics-03-tecumseh-resigns", fics, 3, "1-0", "1-0, resignation", 1);
    row("fics-15-forfeits-on-time", fics, 15, "1-0", "1-0, time forfeit", 1);
    row("bughousedb-16-aborted", fics, 16, "*", "*, abort", 0);
    row("bughousedb-17-negative-clock", fics, 17, "0-1", "0-1, time forfeit", 2);
    row("bughousedb-18-board-B-result-blackB-mated", fics, 18, "1-0", "0-1, checkmate", 2);
    row("bughousedb-19-board-B-result-whiteB-flagged", fics, 19, "0-1", "1-0, time forfeit", 1);
    row("bughousedb-20-agrees", fics, 20, "1-0", "1-0, checkmate", 1);
    row("bughousedb-21-board-B-result-whiteB-flagged", fics, 21, "0-1", "1-0, time forfeit", 1);
    row("chesscom-01-won-by-checkmate", chesscom, 1, "1-0", "1-0, checkmate", 1);
    row("chesscom-03-won-by-resignation", chesscom, 3, "0-1", "0-1, resignation", 2);
    row("chesscom-14-won-on-time", chesscom, 14, "1-0", "1-0, time forfeit", 1);
    row("lichess-01-mate-on-the-board", zh, 1, "0-1", "0-1, checkmate", 2);
    row("lichess-04-termination-time-forfeit", zh, 4, "1-0", "1-0, time forfeit", 1);
    row("lichess-11-normal-without-mate", zh, 11, "1-0", "1-0, resignation", 1);
    row("chesscom-25-termination-won-by-checkmate", zh, 25, "0-1", "0-1, checkmate", 2);
    row("lichess-26-white-wins-by-checkmate", zh, 26, "1-0", "1-0, checkmate", 1);
    row("fics-27-black-ran-out-of-time", zh, 27, "1-0", "1-0, time forfeit", 1);
}

void TestRecords::outcomes()
{
    QFETCH(QString, file);
    QFETCH(int, game);
    QFETCH(QString, marker);
    QFETCH(QString, summary);
    QFETCH(int, winner);
    const auto &record = gamesOf(file).at(std::size_t(game - 1));
    QVERIFY(record.ok());
    QCOMPARE(q(record->result), marker);
    const auto played = core::replay(*record);
    QVERIFY(played.ok());
    QCOMPARE(summaryOf(played->summary), summary);
    QCOMPARE(played->summary.winner ? int(*played->summary.winner) + 1 : 0, winner);
}

void TestRecords::positions_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("game");
    QTest::addColumn<int>("ply");
    QTest::addColumn<QString>("fen");
    auto row = [](const char *name, const QString &file, int game, int ply, const QString &fen) {
        QTest::newRow(name) << file << game << ply << fen;
    };
    row("bughouse-01-start", "bughouse.bpgn", 1, 0, Start + " | " + Start);
    // 1B. e4 1A. e4 1a. d5 1b. Nf6 2A. exd5: White-A's pawn goes to Black-B's pocket.
    row("bughouse-01-capture-to-partner", "bughouse.bpgn", 1, 5,
        "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[] b KQkq - 0 2 | "
        "rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR[p] w KQkq - 1 2");
    row("crazyhouse-01-two-plies", "crazyhouse.pgn", 1, 2,
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR[] w KQkq - 0 2");
    // ... 5. O-O Bxf3: castled, and the knight in Black's hand.
    row("crazyhouse-01-castled-knight-in-hand", "crazyhouse.pgn", 1, 10,
        "r2qkbnr/ppp2ppp/2np4/4p3/4P3/2N2b2/PPPPBPPP/R1BQ1RK1[n] w kq - 0 6");
    // ... 21. N@g2 @h4+ 22. Nxh4 Qxh4#, worked out by hand.
    row("crazyhouse-01-final-mate", "crazyhouse.pgn", 1, 44,
        "r3k2r/ppp2ppp/3p4/4p3/4b1pq/2PP1nKb/PP3P1P/R2Q3R[BBNNPn] w kq - 0 23");
}

void TestRecords::positions()
{
    QFETCH(QString, file);
    QFETCH(int, game);
    QFETCH(int, ply);
    QFETCH(QString, fen);
    const auto &record = gamesOf(file).at(std::size_t(game - 1));
    QVERIFY(record.ok());
    const auto played = core::replay(*record, ply);
    QVERIFY(played.ok());
    QCOMPARE(played->summary.plies, ply);
    QCOMPARE(q(core::joinFens(record->mode, {played->boards[0].fen(), played->boards[1].fen()})),
             fen);
}

// chess.com writes the final position as a tag: board, side, castling, pocket and move number.
void TestRecords::chesscomCurrentPosition()
{
    const auto &record = gamesOf("crazyhouse.pgn").at(24);
    QVERIFY(record.ok());
    const QStringList current = q(record->tag("CurrentPosition")).split(' ');
    QCOMPARE(current.size(), 7);
    const auto played = core::replay(*record);
    QVERIFY(played.ok());
    const QStringList fen = q(played->boards[0].fen()).split(' ');
    QCOMPARE(fen[0], current[0] + "[" + current[6] + "]");
    QCOMPARE(fen[1], current[1]);
    QCOMPARE(fen[2], current[2]);
    QCOMPARE(fen[5], current[5]);
}

// Game 15 of bughouse.bpgn: 26b. e1=Q+ 27B. Qxe1 - Black-A receives a pawn, not a queen.
void TestRecords::promotedCaptureGoesOverAsPawn()
{
    const auto &record = gamesOf("bughouse.bpgn").at(14);
    QVERIFY(record.ok());
    int capture = -1;
    for (int i = 1; i < int(record->plies.size()); ++i)
        if (record->plies[i - 1].san == "e1=Q+" && record->plies[i].san == "Qxe1") capture = i;
    QVERIFY(capture > 0);
    QVERIFY(record->plies[capture].seat == Seat::WhiteB);
    const auto before = core::replay(*record, capture);
    const auto after = core::replay(*record, capture + 1);
    QVERIFY(before.ok() && after.ok());
    const core::Position &a0 = before->boards[0], &a1 = after->boards[0];
    QCOMPARE(a1.pocketCount(Color::Black, PieceType::Pawn),
             a0.pocketCount(Color::Black, PieceType::Pawn) + 1);
    QCOMPARE(a1.pocketCount(Color::Black, PieceType::Queen),
             a0.pocketCount(Color::Black, PieceType::Queen));
}

// ---------------------------------------------------------------------------------------------
// Format quirks, one per row

void TestRecords::quirks_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("clocks");
    QTest::addColumn<QString>("summary");
    QTest::addColumn<QString>("facts"); // `key=value` lines, see fact()
    auto row = [](const char *name, const QString &text, const QString &moves,
                  const QString &clocks, const QString &summary, const QString &facts = {}) {
        QTest::newRow(name) << text << moves << clocks << summary << facts;
    };
    const QString open = "*, unknown";
    const QString fools = "Af2f3 ae7e5 Ag2g4 ad8h4";
    const QString padded = QString(Start).replace("[]", "[N]");
    const QString blackToMove =
        "[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[] b KQkq - 0 1\"]\n";

    // BPGN (NOTES.md)
    row("per-board-numbers-in-play-order",
        bpgn("1B. d4 {60} 1A. e4 {60} 1b. d5 {59} 1a. e5 {59} *"), "Bd2d4 Ae2e4 bd7d5 ae7e5",
        "60000 60000 59000 59000", open, "mode=bughouse");
    row("clock-whole-seconds", bpgn("1A. e4 {179} *"), "Ae2e4", "179000", open);
    row("clock-decimals", bpgn("1A. e4 {119.051} 1a. e5 {119.8} *"), "Ae2e4 ae7e5", "119051 119800",
        open);
    row("clock-negative", bpgn("1A. e4 {-0.576} *"), "Ae2e4", "-576", open);
    row("clock-without-space", bpgn("1A. e4{118.585} 1a. e5{117.2} *"), "Ae2e4 ae7e5",
        "118585 117200", open);
    row("clock-chesscom-tenths", bpgn("1A. e4 {120.0} *"), "Ae2e4", "120000", open);
    row("clock-rounded-to-ms", bpgn("1A. e4 {1.2345} *"), "Ae2e4", "1235", open);
    row("several-tags-on-one-line",
        "[WhiteA \"x\"][WhiteAElo \"2701\"]\n[BlackB \"y\"] [BlackBElo \"2611\"]\n\n1A. e4 *\n",
        "Ae2e4", "-", open, "tag.WhiteA=x\ntag.WhiteAElo=2701\ntag.BlackBElo=2611\nmode=bughouse");
    row("tag-escapes", "[Event \"say \\\"hi\\\" \\\\o/\"]\n\n1. e4 *\n", "Ae2e4", "-", open,
        "tag.Event=say \"hi\" \\o/");
    row("mate-plus-2001",
        bpgn("1A. f3 {1} 1a. e5 {1} 2A. g4 {1} 2a. Qh4+ {1}\n{Wa checkmated} 0-1"), fools,
        "1000 1000 1000 1000", "0-1, checkmate", "san.4=Qh4+");
    row("mate-hash-later",
        bpgn("1A. f3 {1} 1a. e5 {1} 2A. g4 {1} 2a. Qh4# {1}\n{Wa checkmated} 0-1"), fools,
        "1000 1000 1000 1000", "0-1, checkmate", "san.4=Qh4#");
    row("result-is-board-B-result",
        bpgn("1B. f3 1b. e5 2B. g4 2b. Qh4#\n{Wb checkmated} 0-1", "[Result \"0-1\"]\n"),
        "Bf2f3 be7e5 Bg2g4 bd8h4", "- - - -", "1-0, checkmate", "ending=Wb checkmated");
    row("comments-C-A-R-and-ending",
        bpgn("{C: game note}\n1A. e4 {60} {C: kibitz} {A: idea} 1a. e5{59} {R: Ba asks to abort}\n"
             "{Game aborted on move 1} *"),
        "Ae2e4 ae7e5", "60000 59000", "*, abort",
        "comments.0=C: game note\ncomments.1=C: kibitz|A: idea\ncomments.2=R: Ba asks to abort\n"
        "ending=Game aborted on move 1");
    row("forfeits-on-time", bpgn("1A. e4 {60}\n{Bb forfeits on time} 0-1"), "Ae2e4", "60000",
        "0-1, time forfeit");
    row("resigns", bpgn("1A. e4 {60}\n{Ba resigns} 1-0"), "Ae2e4", "60000", "1-0, resignation");
    row("chesscom-won-by-resignation",
        "[Variant \"Bughouse\"]\n[WhiteA \"Wa\"]\n[BlackA \"Ba\"]\n[WhiteB \"Wb\"]\n"
        "[BlackB \"Bb\"]\n\n1A. e4 {120.0}\n{Bb won by resignation} 1-0\n",
        "Ae2e4", "120000", "1-0, resignation", "mode=bughouse");
    row("bughouse-from-board-letters-alone", "[Event \"x\"]\n\n1A. e4 1B. d4 *\n", "Ae2e4 Bd2d4",
        "- -", open, "mode=bughouse");
    row("bughouse-two-board-fen",
        bpgn("1B. N@e3 *", "[SetUp \"1\"]\n[FEN \"" + Start + " | " + padded + "\"]\n"), "BN@e3",
        "-", open, "fen=" + Start + " | " + padded);
    // b8=Q+ Rxb8 on board A: White-B (Black-A's partner) gets a pawn, which it drops.
    row("promoted-piece-passes-as-pawn",
        bpgn("1A. b8=Q+ 1a. Rxb8 1B. P@e4 *",
             "[FEN \"r3k3/1P6/8/8/8/8/8/4K3[] w - - 0 1 | " + Start + "\"]\n"),
        "Ab7b8q aa8b8 BP@e4", "- - -", open);
    row("crlf-line-ends", QString(bpgn("1A. e4 {60}\n{Ba resigns} 1-0")).replace("\n", "\r\n"),
        "Ae2e4", "60000", "1-0, resignation", "tag.WhiteA=Wa");

    // PGN (crazyhouse)
    row("drops-N@-P@-and-@", pgn("1. e4 d5 2. exd5 Nf6 3. P@e4 Nxd5 4. exd5 Qxd5 5. N@c3 @e4 *"),
        "Ae2e4 ad7d5 Ae4d5 ag8f6 AP@e4 af6d5 Ae4d5 ad8d5 AN@c3 aP@e4", "- - - - - - - - - -", open,
        "mode=crazyhouse");
    row("promotion-to-knight-with-check",
        pgn("1. e8=N+ Kd5 *", "[SetUp \"1\"]\n[FEN \"8/4P3/3k4/8/8/8/8/4K3[] w - - 0 1\"]\n"),
        "Ae7e8n ad6d5", "- -", open, "fen=8/4P3/3k4/8/8/8/8/4K3[] w - - 0 1");
    row("nested-side-lines-skipped",
        pgn("1. e4 { best by test } (1. d4 d5 (1... Nf6 { a (b) c }) 2. c4) 1... e5 2. Nf3 Nc6 *"),
        "Ae2e4 ae7e5 Ag1f3 ab8c6", "- - - -", open, "comments.1=best by test");
    row("nags-and-glyphs", pgn("1. e4! e5?! $2 2. Nf3 $14 !? Nc6 *"), "Ae2e4 ae7e5 Ag1f3 ab8c6",
        "- - - -", open, "san.1=e4!\nsan.2=e5?!");
    row("clk-comments",
        pgn("1. e4 { [%clk 0:02:59] } 1... e5 { [%eval 0.2] [%clk 0:02:58.5] } "
            "2. Nf3 { [%clk 1:00:00] good } *"),
        "Ae2e4 ae7e5 Ag1f3", "179000 178500 3600000", open,
        "comments.1=\ncomments.2=\neval.2=0.2\ncomments.3=good");
    row("move-numbers-without-space", pgn("1.e4 e5 2.Nf3 Nc6 *"), "Ae2e4 ae7e5 Ag1f3 ab8c6",
        "- - - -", open);
    row("black-first-with-dots", pgn("1... e5 2. Nf3 *", blackToMove), "ae7e5 Ag1f3", "- -", open);
    row("black-first-without-number", pgn("e5 Nf3 *", blackToMove), "ae7e5 Ag1f3", "- -", open);
    row("lichess-ending-comment", pgn("1. f3 e5 2. g4 Qh4# { Black wins by checkmate. } 0-1"),
        fools, "- - - -", "0-1, checkmate", "ending=Black wins by checkmate.");
    row("mate-seen-on-the-board", pgn("1. f3 e5 2. g4 Qh4+ 0-1"), fools, "- - - -",
        "0-1, checkmate", "ending=");
    row("semicolon-comment-and-escape-line", pgn("%escaped line\n1. e4 ; rest of line\ne5 *"),
        "Ae2e4 ae7e5", "- -", open, "comments.1=rest of line");
    row("semicolon-comment-holding-brace", pgn("1. e4 ; a } b\ne5 *"), "Ae2e4 ae7e5", "- -", open,
        "comments.1=a } b");
    row("termination-time-forfeit", pgn("1. e4 e5 1-0", "[Termination \"Time forfeit\"]\n"),
        "Ae2e4 ae7e5", "- -", "1-0, time forfeit");
    row("termination-normal-without-mate-is-resignation",
        pgn("1. e4 e5 0-1", "[Termination \"Normal\"]\n"), "Ae2e4 ae7e5", "- -",
        "0-1, resignation");
    row("name-holding-a-keyword",
        "[White \"Drawson\"]\n[Black \"X\"]\n\n1. e4 e5\n{Drawson resigns} 0-1\n", "Ae2e4 ae7e5",
        "- -", "0-1, resignation");
    row("no-marker-takes-result-tag", pgn("1. e4 e5", "[Result \"1/2-1/2\"]\n"), "Ae2e4 ae7e5",
        "- -", "1/2-1/2, draw");
    const QString scholars = pgn("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# {White mates} 1-0");
    row("cutechess-white-mates", scholars, "Ae2e4 ae7e5 Af1c4 ab8c6 Ad1h5 ag8f6 Ah5f7",
        "- - - - - - -", "1-0, checkmate", "ending=White mates");
    row("cutechess-black-mates", pgn("1. f3 e5 2. g4 Qh4# {Black mates} 0-1"), fools, "- - - -",
        "0-1, checkmate", "ending=Black mates");
    row("cutechess-black-mates-without-the-position", pgn("1. e4 e5 {Black mates} 0-1"),
        "Ae2e4 ae7e5", "- -", "0-1, checkmate");
    row("mate-on-the-board-beats-the-comment", pgn("1. f3 e5 2. g4 Qh4# {White wins on time} 1-0"),
        fools, "- - - -", "0-1, checkmate");
    row("mate-on-the-board-beats-star", pgn("1. f3 e5 2. g4 Qh4# {Black resigns} *"), fools,
        "- - - -", "0-1, checkmate");
    // bughousedb's logger repeats the final move before the closing comment.
    const QString lateStart = "[FEN \"4k3/8/8/8/8/8/8/4K3[] b - - 0 31 | "
                              "4k3/1p6/8/8/8/8/8/4K3[] b - - 0 41\"]\n";
    row("bughousedb-repeated-final-move",
        bpgn("41b. b5{67.578} 31a. Kd8{87.499} 41b. b5{67.578} {Wa forfeits on time} 0-1",
             lateStart),
        "bb7b5 ae8d8", "67578 87499", "0-1, time forfeit");
}

// A file cut off inside its last game: the moves up to the cut are read, the record says it is
// incomplete, and the game before it is whole.
void TestRecords::truncated_data()
{
    QTest::addColumn<QString>("tail");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("why");
    auto row = [](const char *name, const QString &tail, const QString &moves, const QString &why) {
        QTest::newRow(name) << tail << moves << why;
    };
    const QString three = "Ae2e4 ae7e5 Ag1f3";
    row("cut-in-a-move-number", "1", three, "cannot read \"1\"");
    row("cut-before-the-board-letter", "2", three, "cannot read \"2\"");
    row("cut-after-the-board-letter", "2a", three, "cannot read \"2a\"");
    row("cut-after-the-move-number", "2a.", three, "\"2a.\" without a move");
    row("cut-in-a-move", "2a. Nc", three, "2a. Nc");
    row("cut-in-a-clock-stamp", "2a. Nc6 {17", three + " ab8c6", "comment not closed");
    row("cut-at-a-move", "", three, "");
}

void TestRecords::truncated()
{
    QFETCH(QString, tail);
    QFETCH(QString, moves);
    QFETCH(QString, why);
    const QString text = bpgn("1A. e4 {60} 1a. e5 {59} {Ba resigns} 1-0") + BughouseTags +
                         "\n1A. e4 {60} 1a. e5 {59}\n2A. Nf3 {58} " + tail;
    const auto games = core::readGames(text.toStdString());
    QCOMPARE(games.size(), std::size_t(2));
    QVERIFY(games[0].ok());
    QCOMPARE(q(games[0]->incomplete), QString());
    QVERIFY2(games[1].ok(), games[1].ok() ? "" : games[1].error().c_str());
    QCOMPARE(movesOf(*games[1]), moves);
    if (why.isEmpty()) {
        QCOMPARE(q(games[1]->incomplete), QString()); // no result, but nothing cut
    } else {
        QVERIFY2(q(games[1]->incomplete).contains(why), games[1]->incomplete.c_str());
        QVERIFY2(q(games[1]->incomplete).startsWith("line 15"), games[1]->incomplete.c_str());
    }
    QVERIFY(core::replay(*games[1]).ok());
}

void TestRecords::cutAfterARepeat_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    // Found by fuzz_record: the last move read is a logger's repeat, dropped, and an earlier move
    // cannot be played. That is a bad record, not a move cut off at the end of the file.
    QTest::newRow("cut-in-a-move-number")
        << bpgn("1A. e4 {60} 2A. Nc3 {x} 2A. Nc3 {y} 1")
        << "line 7, move 2A. Nc3: \"Nc3\" by White: it is Black's turn on board A";
    QTest::newRow("cut-in-a-comment") << bpgn("1A. e4 {60} 1a. Kd8 {x} 1a. Kd8 {y")
                                      << "line 7, move 1a. Kd8: illegal move \"Kd8\"";
}

void TestRecords::cutAfterARepeat()
{
    QFETCH(QString, text);
    QFETCH(QString, error);
    const auto games = core::readGames(text.toStdString());
    QCOMPARE(games.size(), std::size_t(1));
    QVERIFY(!games[0].ok());
    QVERIFY2(q(games[0].error()).startsWith(error), games[0].error().c_str());
}

void TestRecords::quirks()
{
    QFETCH(QString, text);
    QFETCH(QString, moves);
    QFETCH(QString, clocks);
    QFETCH(QString, summary);
    QFETCH(QString, facts);
    const auto games = core::readGames(text.toStdString());
    QCOMPARE(games.size(), std::size_t(1));
    QVERIFY2(games[0].ok(), games[0].ok() ? "" : games[0].error().c_str());
    const GameRecord &r = *games[0];
    QCOMPARE(movesOf(r), moves);
    QCOMPARE(clocksOf(r), clocks);
    const auto played = core::replay(r);
    QVERIFY(played.ok());
    QCOMPARE(summaryOf(played->summary), summary);
    for (const QString &line : facts.split('\n', Qt::SkipEmptyParts)) {
        const qsizetype eq = line.indexOf('=');
        QCOMPARE(fact(r, line.left(eq)), line.mid(eq + 1));
    }
    const auto again = core::readGames(core::writeGame(r));
    QCOMPARE(again.size(), std::size_t(1));
    QVERIFY(again[0].ok());
    QCOMPARE(difference(*again[0], r), QString());
}

void TestRecords::timeControls_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<qint64>("base");
    QTest::addColumn<qint64>("bonus");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("written");
    auto row = [](const char *name, const QString &text, qint64 base = 0, qint64 bonus = 0,
                  TimingKind kind = TimingKind::Increment, const QString &written = {}) {
        QTest::newRow(name) << text << !written.isEmpty() << base << bonus << int(kind) << written;
    };
    row("increment-none", "180+0", 180000, 0, TimingKind::Increment, "180+0");
    row("increment", "120+12", 120000, 12000, TimingKind::Increment, "120+12");
    row("chesscom-base-only", "120", 120000, 0, TimingKind::Increment, "120+0");
    row("decimals", "90.5+0.25", 90500, 250, TimingKind::Increment, "90.5+0.25");
    row("simple-delay", "300d3", 300000, 3000, TimingKind::SimpleDelay, "300d3");
    row("bronstein", "300b2", 300000, 2000, TimingKind::Bronstein, "300b2");
    row("none", "-");
    row("unknown", "?");
    row("empty", "");
    row("periods", "40/7200:3600");
    row("sandclock", "*60");
    row("zero-base", "0+1");
    row("missing-bonus", "180+");
    row("negative-bonus", "180+-1");
}

void TestRecords::timeControls()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(qint64, base);
    QFETCH(qint64, bonus);
    QFETCH(int, kind);
    QFETCH(QString, written);
    const auto time = core::parseTimeControl(text.toStdString());
    QCOMPARE(time.has_value(), valid);
    if (!valid) return;
    QCOMPARE(qint64(time->base), base);
    QCOMPARE(qint64(time->bonus), bonus);
    QCOMPARE(int(time->kind), kind);
    QCOMPARE(q(core::formatTimeControl(*time)), written);
    QVERIFY(core::parseTimeControl(core::formatTimeControl(*time)) == time);
}

// ---------------------------------------------------------------------------------------------
// Writing

void TestRecords::roundTrip_data()
{
    sharedGames_data();
}

// read -> write -> read gives the same record (every move, clock stamp, comment, tag and result),
// and writing it again gives the same text.
void TestRecords::roundTrip()
{
    QFETCH(QString, file);
    QFETCH(int, index);
    const auto &game = gamesOf(file)[std::size_t(index)];
    QVERIFY(game.ok());
    const std::string text = core::writeGame(*game);
    const auto again = core::readGames(text);
    QCOMPARE(again.size(), std::size_t(1));
    QVERIFY2(again[0].ok(), again[0].ok() ? "" : again[0].error().c_str());
    QCOMPARE(difference(*again[0], *game), QString());
    QCOMPARE(core::writeGame(*again[0]), text);
}

void TestRecords::lastCommentNotClosing_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("comment");
    // Found by fuzz_record: a comment between a move number and a move that is cut off stays the
    // last move's; it was written as `{hm} 1-0` and read back as the closing comment.
    QTest::newRow("bughouse-cut-after-a-comment")
        << bpgn("1A. e4 {179} 1a. e5 {178} 2A.{hm} Nx") << "hm";
    QTest::newRow("bughouse-empty-comment-says-so") << bpgn("1A. e4 {179} {hm} {} 1-0") << "hm";
    QTest::newRow("crazyhouse-cut-after-a-comment") << pgn("1. e4 e5 2.{ hm } Nx") << "hm";
    QTest::newRow("crazyhouse-comment-before-any-move")
        << pgn("{ hm } 1. e4 { [%clk 0:02:00] x } 2. Q") << "x";
}

// A move's last comment with no closing comment after it stays the move's, however often the
// record is written and read.
void TestRecords::lastCommentNotClosing()
{
    QFETCH(QString, text);
    QFETCH(QString, comment);
    const auto games = core::readGames(text.toStdString());
    QCOMPARE(games.size(), std::size_t(1));
    QVERIFY(games[0].ok());
    QCOMPARE(q(games[0]->ending), QString());
    QVERIFY(!games[0]->plies.empty());
    QCOMPARE(q(games[0]->plies.back().comments.back()), comment);
    const std::string written = core::writeGame(*games[0]);
    const auto again = core::readGames(written);
    QCOMPARE(again.size(), std::size_t(1));
    QVERIFY(again[0].ok());
    core::GameRecord first = *games[0];
    first.incomplete.clear();
    QCOMPARE(difference(*again[0], first), QString());
    QCOMPARE(core::writeGame(*again[0]), written);
}

void TestRecords::writerText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("written");
    QTest::newRow("bpgn") << bpgn("{C: hi} 1A. e4 {179.5} 1B. d4 {179} {note} 1a. e5 {178.25} "
                                  "1b. d5 {-0.5}\n{Wb resigns} 1-0")
                          << BughouseTags +
                                 "\n{C: hi} 1A. e4 {179.5} 1B. d4 {179} {note} 1a. e5 {178.25} "
                                 "1b. d5 {-0.5}\n{Wb resigns} 1-0\n";
    QTest::newRow("pgn-with-clocks")
        << pgn("1. e4 { [%clk 0:03:00] } e5 { [%clk 0:02:59.5] x } { y } 2. Nf3 { White resigns } "
               "0-1")
        << CrazyhouseTags + "\n1. e4 { [%clk 0:03:00] } 1... e5 { [%clk 0:02:59.5] x } { y } "
                            "2. Nf3\n{ White resigns } 0-1\n";
    QTest::newRow("pgn-without-clocks") << pgn("1. e4 e5 2. Nf3 { hm } Nc6 *")
                                        << CrazyhouseTags + "\n1. e4 e5 2. Nf3 { hm } 2... Nc6 *\n";
    QTest::newRow("semicolon-for-a-brace")
        << pgn("1. e4 ; a } b\ne5 *") << CrazyhouseTags + "\n1. e4 ; a } b\n1... e5 *\n";
    // Found by fuzz_record: a closing comment that reads as a clock stamp, after a move without
    // one, was read back as the move's stamp; `{}` right after a move says it has none.
    QTest::newRow("pgn-stamp-like-closing-comment")
        << pgn("1. e4 e5 {} { 176 } *") << CrazyhouseTags + "\n1. e4 e5 {} { 176 } *\n";
    QTest::newRow("pgn-clk-like-comment")
        << pgn("1. e4 {} { [%clk 0:01:00] } { x } {} *")
        << CrazyhouseTags + "\n1. e4 {} { [%clk 0:01:00] } { x } {} *\n";
    QTest::newRow("bpgn-stamp-like-closing-comment")
        << bpgn("1A. e4 {} {179} 1-0") << BughouseTags + "\n1A. e4 {}\n{179} 1-0\n";
    // Also found by fuzz_record: after a mate a seat may move twice running in a record; numbered
    // per board, both moves got the same number and the second was read back as a logger's repeat.
    QTest::newRow("bpgn-seat-moves-twice-after-a-mate")
        << bpgn("1A. e4 1a. e5 2A. Bc4 2a. Nc6 3A. Qh5 3a. Nf6 4A. Qxf7# 7A. a3 9A. a3 *")
        << BughouseTags +
               "\n1A. e4 1a. e5 2A. Bc4 2a. Nc6 3A. Qh5 3a. Nf6 4A. Qxf7# 5A. a3 6A. a3 *\n";
    QTest::newRow("pgn-black-starts-counts-per-seat")
        << pgn("3... e5 4. Nf3 Nc6 *",
               "[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR/ b KQkq - 0 "
               "3\"]\n")
        << CrazyhouseTags + "[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR/ "
                            "b KQkq - 0 3\"]\n\n3... e5 4. Nf3 Nc6 *\n";
}

void TestRecords::writerText()
{
    QFETCH(QString, text);
    QFETCH(QString, written);
    const auto games = core::readGames(text.toStdString());
    QCOMPARE(games.size(), std::size_t(1));
    QVERIFY(games[0].ok());
    QCOMPARE(q(core::writeGame(*games[0])), written);
    QCOMPARE(q(core::writeGames({*games[0], *games[0]})), written + "\n" + written);
    const auto again = core::readGames(written.toStdString());
    QCOMPARE(again.size(), std::size_t(1));
    QVERIFY(again[0].ok());
    QCOMPARE(difference(*again[0], *games[0]), QString());
}

// ---------------------------------------------------------------------------------------------
// Analysis: evaluations and best moves

void TestRecords::evaluationText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("centipawns");
    QTest::addColumn<int>("mate");
    QTest::addColumn<QString>("written");
    auto row = [](const char *name, const QString &text, int centipawns, int mate,
                  const QString &written) {
        QTest::newRow(name) << text << centipawns << mate << written;
    };
    // As lichess writes them (Float.toString of the pawns: one decimal at least).
    row("lichess-two-decimals", "0.35", 35, 0, "0.35");
    row("lichess-one-decimal", "-1.2", -120, 0, "-1.2");
    row("lichess-whole-pawn", "3.0", 300, 0, "3.0");
    row("lichess-zero", "0.0", 0, 0, "0.0");
    row("lichess-small-negative", "-0.05", -5, 0, "-0.05");
    row("lichess-white-mates", "#3", 0, 3, "#3");
    row("lichess-black-mates", "#-3", 0, -3, "#-3");
    row("lichess-depth-suffix", "0.35,22", 35, 0, "0.35");
    row("mate-with-depth", "#-12,40", 0, -12, "#-12");
    row("whole-number", "-1", -100, 0, "-1.0");
    row("plus-sign", "+0.5", 50, 0, "0.5");
    row("third-decimal-rounds-up", "0.355", 36, 0, "0.36");
    row("third-decimal-rounds-down", "-0.354", -35, 0, "-0.35");
    row("largest-pawns", "-100000", -core::MaxEvalCentipawns, 0, "-100000.0");
    row("largest-pawns-rounded", "99999.995", core::MaxEvalCentipawns, 0, "100000.0");
    row("largest-mate", "#-9999", 0, -9999, "#-9999");
}

// parseEvaluation() reads what lichess writes, formatEvaluation() writes it back the same way.
void TestRecords::evaluationText()
{
    QFETCH(QString, text);
    QFETCH(int, centipawns);
    QFETCH(int, mate);
    QFETCH(QString, written);
    const auto eval = core::parseEvaluation(text.toStdString());
    QVERIFY(eval);
    QCOMPARE(eval->centipawns, centipawns);
    QCOMPARE(eval->mate, mate);
    QCOMPARE(q(core::formatEvaluation(*eval)), written);
    QVERIFY(core::parseEvaluation(written.toStdString()) == eval);
}

void TestRecords::analysis_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("facts"); // `key=value` lines, see fact()
    QTest::addColumn<QString>("written");
    auto row = [](const char *name, const QString &text, const QString &facts,
                  const QString &written) { QTest::newRow(name) << text << facts << written; };
    // lichess writes the evaluation before the clock, in one comment.
    row("pgn-lichess-eval-and-clock",
        pgn("1. e4 { [%eval 0.17] [%clk 0:03:00] } 1... e5 { [%eval 0.2] [%clk 0:02:59] } "
            "2. Nf3 { [%eval -1.5] } *"),
        "eval.1=0.17\neval.2=0.2\neval.3=-1.5\ncomments.1=\ncomments.3=",
        CrazyhouseTags + "\n1. e4 { [%clk 0:03:00] [%eval 0.17] } 1... e5 { [%clk 0:02:59] "
                         "[%eval 0.2] }\n2. Nf3 { [%eval -1.5] } *\n");
    row("pgn-mates-both-signs", pgn("1. f3 { [%eval #-2] } e5 { [%eval #-1] } 2. g4 Qh4# 0-1"),
        "eval.1=#-2\neval.2=#-1\neval.3=",
        CrazyhouseTags + "\n1. f3 { [%eval #-2] } 1... e5 { [%eval #-1] } 2. g4 Qh4# 0-1\n");
    row("pgn-white-mates", pgn("1. e4 { [%eval #3] } *"), "eval.1=#3",
        CrazyhouseTags + "\n1. e4 { [%eval #3] } *\n");
    row("pgn-depth-dropped", pgn("1. e4 { [%eval 0.35,22] } *"), "eval.1=0.35",
        CrazyhouseTags + "\n1. e4 { [%eval 0.35] } *\n");
    row("pgn-comment-text-kept", pgn("1. e4 { [%eval 0.35] good move } e5 *"),
        "eval.1=0.35\ncomments.1=good move",
        CrazyhouseTags + "\n1. e4 { [%eval 0.35] good move } 1... e5 *\n");
    row("pgn-text-around-the-command", pgn("1. e4 { a [%eval 1.0]\tb } { c } e5 *"),
        "eval.1=1.0\ncomments.1=a b|c",
        CrazyhouseTags + "\n1. e4 { [%eval 1.0] a b } { c } 1... e5 *\n");
    row("pgn-clock-eval-best-and-text",
        pgn("1. e4 { [%clk 0:02:59.25] [%eval 0.35] [%best Nf6] x } e5 *"),
        "eval.1=0.35\nbest.1=Nf6 g8f6\ncomments.1=x",
        CrazyhouseTags + "\n1. e4 { [%clk 0:02:59.25] [%eval 0.35] [%best Nf6] x } 1... e5 *\n");
    row("pgn-best-drop", pgn("1. e4 d5 2. exd5 Qxd5 3. Nc3 { [%best P@e4] } *"),
        "best.5=P@e4 P@e4\neval.5=",
        CrazyhouseTags + "\n1. e4 d5 2. exd5 Qxd5 3. Nc3 { [%best P@e4] } *\n");
    row("pgn-other-commands-stay", pgn("1. e4 { [%csl Ge4] [%eval 0.2] } *"),
        "eval.1=0.2\ncomments.1=[%csl Ge4]",
        CrazyhouseTags + "\n1. e4 { [%eval 0.2] [%csl Ge4] } *\n");
    row("pgn-second-eval-dropped", pgn("1. e4 { [%eval 0.1] } { [%eval 0.2] } *"),
        "eval.1=0.1\ncomments.1=", CrazyhouseTags + "\n1. e4 { [%eval 0.1] } *\n");
    row("pgn-eval-before-the-closing-comment", pgn("1. e4 { [%eval 0.3] } { White resigns } 0-1"),
        "eval.1=0.3\nending=White resigns",
        CrazyhouseTags + "\n1. e4 { [%eval 0.3] } { White resigns } 0-1\n");
    row("pgn-a-comment-with-a-command-is-never-the-closing-one",
        pgn("1. e4 { [%eval 0.3] White resigns } 0-1"),
        "eval.1=0.3\ncomments.1=White resigns\nending=",
        CrazyhouseTags + "\n1. e4 { [%eval 0.3] White resigns } 0-1\n");
    row("game-comment-keeps-its-commands", pgn("{ [%eval 0.1] } 1. e4 *"),
        "comments.0=[%eval 0.1]\neval.1=", CrazyhouseTags + "\n{ [%eval 0.1] } 1. e4 *\n");
    row("bpgn-after-the-stamp", bpgn("1A. e4 {179.25} {[%eval 0.35] [%best Nf6]} 1a. e5 {178} *"),
        "eval.1=0.35\nbest.1=Nf6 g8f6\ncomments.1=",
        BughouseTags + "\n1A. e4 {179.25} {[%eval 0.35] [%best Nf6]} 1a. e5 {178} *\n");
    row("bpgn-without-stamp", bpgn("1A. e4 {[%eval #-3]} 1a. e5 *"), "eval.1=#-3",
        BughouseTags + "\n1A. e4 {[%eval #-3]} 1a. e5 *\n");
    row("bpgn-command-in-a-note", bpgn("1A. e4 {179} {C: hi [%eval 0.1]} 1a. e5 {178} *"),
        "eval.1=0.1\ncomments.1=C: hi",
        BughouseTags + "\n1A. e4 {179} {[%eval 0.1]} {C: hi} 1a. e5 {178} *\n");
    // The piece White-A takes goes to Black-B, who drops it on board B.
    row("bpgn-best-drop-on-the-other-board",
        bpgn("1A. e4 1a. d5 2A. exd5 1B. e4 {[%eval -0.4] [%best P@e5]} *"),
        "eval.4=-0.4\nbest.4=P@e5 P@e5",
        BughouseTags + "\n1A. e4 1a. d5 2A. exd5 1B. e4 {[%eval -0.4] [%best P@e5]} *\n");
    row("bpgn-stamp-like-note-needs-the-empty-comment", bpgn("1A. e4 {179 [%eval 0.1]} *"),
        "eval.1=0.1\ncomments.1=179", BughouseTags + "\n1A. e4 {} {[%eval 0.1]} {179} {} *\n");
    row("bpgn-eval-before-the-closing-comment",
        bpgn("1A. e4 {179} {[%eval 0.2]}\n{Ba resigns} 1-0"), "eval.1=0.2\nending=Ba resigns",
        BughouseTags + "\n1A. e4 {179} {[%eval 0.2]}\n{Ba resigns} 1-0\n");
}

// Evaluations and best moves are taken out of the comments, written as lichess (PGN) or after the
// clock stamp (BPGN) writes them, and read back the same.
void TestRecords::analysis()
{
    QFETCH(QString, text);
    QFETCH(QString, facts);
    QFETCH(QString, written);
    const auto games = core::readGames(text.toStdString());
    QCOMPARE(games.size(), std::size_t(1));
    QVERIFY2(games[0].ok(), games[0].ok() ? "" : games[0].error().c_str());
    const GameRecord &r = *games[0];
    for (const QString &line : facts.split('\n', Qt::SkipEmptyParts)) {
        const qsizetype eq = line.indexOf('=');
        QCOMPARE(fact(r, line.left(eq)), line.mid(eq + 1));
    }
    QCOMPARE(q(core::writeGame(r)), written);
    const auto again = core::readGames(written.toStdString());
    QCOMPARE(again.size(), std::size_t(1));
    QVERIFY(again[0].ok());
    QCOMPARE(difference(*again[0], r), QString());
}

void TestRecords::badAnalysis_data()
{
    QTest::addColumn<QString>("command");
    const char *const commands[] = {"[%eval abc]",
                                    "[%eval #0]",
                                    "[%eval #-0]",
                                    "[%eval 123456]",
                                    "[%eval 100000.01]",
                                    "[%eval 100000.005]",
                                    "[%eval 99999999999999999999]",
                                    "[%eval #10000]",
                                    "[%eval #99999999999999999999]",
                                    "[%eval 0.35,]",
                                    "[%eval 0.35,x]",
                                    "[%eval 1.2.3]",
                                    "[%eval .5]",
                                    "[%eval 1.]",
                                    "[%eval +-1]",
                                    "[%eval 1e3]",
                                    "[%eval]",
                                    "[%eval # 3]",
                                    "[%best]",
                                    "[%best N f3]",
                                    "[%eval 0.3"};
    for (const char *command : commands) QTest::newRow(command) << QString(command);
}

// A command whose value is not understood stays in the comment as text, in both formats, and the
// record still round-trips.
void TestRecords::badAnalysis()
{
    QFETCH(QString, command);
    for (const QString &text :
         {pgn("1. e4 { " + command + " } e5 *"), bpgn("1A. e4 {179} {" + command + "} 1a. e5 *")}) {
        const auto games = core::readGames(text.toStdString());
        QCOMPARE(games.size(), std::size_t(1));
        QVERIFY2(games[0].ok(), games[0].ok() ? "" : games[0].error().c_str());
        const core::Ply &ply = games[0]->plies.at(0);
        QVERIFY(!ply.eval);
        QCOMPARE(q(ply.best), QString());
        QCOMPARE(fact(*games[0], "comments.1"), command);
        const auto again = core::readGames(core::writeGame(*games[0]));
        QCOMPARE(again.size(), std::size_t(1));
        QVERIFY(again[0].ok());
        QCOMPARE(difference(*again[0], *games[0]), QString());
    }
}

void TestRecords::analysisRoundTrip_data()
{
    sharedGames_data();
}

// Every real game with an evaluation (pawns and mates of both signs) and a best move (the first
// legal move there, drops too) after each ply but the last: written and read back the same.
void TestRecords::analysisRoundTrip()
{
    QFETCH(QString, file);
    QFETCH(int, index);
    const auto &game = gamesOf(file)[std::size_t(index)];
    QVERIFY(game.ok());
    GameRecord record = *game;
    const auto played = core::replay(record);
    QVERIFY(played.ok());
    for (int i = 0; i < played->summary.plies - 1; ++i) {
        core::Ply &ply = record.plies[std::size_t(i)];
        ply.eval = core::Evaluation{(i * 37) % 2001 - 1000, i % 7 == 3 ? (i % 2 ? 5 : -2) : 0};
        if (ply.eval->mate != 0) ply.eval->centipawns = 0;
        const auto after = core::replay(record, i + 1);
        QVERIFY(after.ok());
        const core::Position &pos = after->boards[int(ply.board())];
        core::MoveList moves;
        pos.legalMoves(moves);
        if (moves.empty()) continue;
        ply.bestMove = moves[std::size_t(i) % moves.size()];
        ply.best = core::toSan(pos, ply.bestMove);
    }
    const std::string text = core::writeGame(record);
    const auto again = core::readGames(text);
    QCOMPARE(again.size(), std::size_t(1));
    QVERIFY2(again[0].ok(), again[0].ok() ? "" : again[0].error().c_str());
    QCOMPARE(difference(*again[0], record), QString());
    QCOMPARE(core::writeGame(*again[0]), text);
}

// ---------------------------------------------------------------------------------------------
// Matches saved as records

void TestRecords::matchRecords_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<QString>("timeControl");
    QTest::addColumn<QString>("fenB"); // board B's start, empty = standard
    QTest::addColumn<QStringList>("script");
    QTest::addColumn<QString>("summary");
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QStringList>("ruleTags"); // NAME=VALUE as written
    auto row = [](const char *name, MatchMode mode, const QString &timeControl, const QString &fenB,
                  const QStringList &script, const QString &summary, const QString &rules = {},
                  const QStringList &ruleTags = {"MateRule=standard"}) {
        QTest::newRow(name) << int(mode) << timeControl << fenB << script << summary << rules
                            << ruleTags;
    };
    const MatchMode bug = MatchMode::Bughouse, zh = MatchMode::Crazyhouse;
    row("bughouse-passing-then-resign", bug, "60+0", "",
        {"WA e4 1000", "WB e4 1100", "BA d5 2000", "BB d5 2100", "WA exd5 3000", "WB exd5 3100",
         "BA P@e4 4000", "BB P@e4 4100", "resign WB 5000"},
        "1-0, resignation");
    row("bughouse-checkmate", bug, "60+0", "",
        {"WA f3 1000", "WB d4 1500", "BA e5 2000", "WA g4 3000", "BA Qh4 4000"}, "0-1, checkmate");
    // Board B's White never moves and flags first, at 60 s.
    row("bughouse-flag", bug, "60+0", "", {"WA e4 1000", "BA e5 2000", "update 70000"},
        "1-0, time forfeit");
    row("bughouse-abort", bug, "60+0", "", {"WA e4 1000", "abort WA 1500", "abort WB 1700"},
        "*, abort");
    row("bughouse-unfinished-odd-milliseconds", bug, "180+2", "",
        {"WA e4 1234", "WB d4 1777", "BB e5 2001", "BA c5 2999"}, "*, unknown");
    row("bughouse-start-fen-on-board-B", bug, "60d2", "4k3/8/8/8/8/8/8/4K3[QRqr] w - - 0 1",
        {"WB Q@e7 500", "resign BB 900"}, "0-1, resignation");
    row("crazyhouse-checkmate", zh, "180+2", "",
        {"WA f3 1000", "BA e5 2000", "WA g4 3000", "BA Qh4 4000"}, "0-1, checkmate", {}, {});
    const QStringList knights{"WA Nf3 100", "BA Nf6 200", "WA Ng1 300", "BA Ng8 400",
                              "WA Nf3 500", "BA Nf6 600", "WA Ng1 700", "BA Ng8 800"};
    row("crazyhouse-repetition", zh, "300b3", "", knights, "1/2-1/2, draw", {}, {});
    row("bughouse-internet-set-has-no-rule-tags", bug, "60+0", "", {"WA e4 1000", "resign BA 2000"},
        "1-0, resignation", "internet", {});
    row("bughouse-czech-repetition", bug, "60+0", "", knights, "1/2-1/2, draw", "czech",
        {"MateRule=standard", "Stalemate=no", "Repetition=yes", "RepetitionAcrossBoards=yes",
         "PoisonedPiece=yes", "SimultaneousEnd=yes", "Premoves=no", "Promotions=QN"});
    row("bughouse-czech-clock-move", bug, "60+0", "", {"WA e4 1000", "resign BA 2000"},
        "1-0, resignation", "czech,clock-move",
        {"MateRule=standard", "Stalemate=no", "Repetition=yes", "RepetitionAcrossBoards=yes",
         "PoisonedPiece=yes", "SimultaneousEnd=yes", "ClockMove=yes", "Premoves=no",
         "Promotions=QN"});
    row("bughouse-doorgeefschaak", bug, "60+0", "",
        {"WA e4 1000", "WB d4 1500", "BA d5 2000", "WA exd5 3000", "BB P@d6 4000",
         "resign WA 5000"},
        "0-1, resignation", "doorgeefschaak", {"MateRule=standard", "DropCheck=no"});
    row("crazyhouse-no-drop-mate-queen-or-knight", zh, "180+2", "",
        {"WA e4 1000", "resign BA 2000"}, "1-0, resignation", "no-drop-mate,promotions=QN",
        {"DropMate=no", "Promotions=QN"});
}

// Plays the script on a Match, saves it as a record, writes and reads it: the same record, which
// replays to the match's boards and result.
void TestRecords::matchRecords()
{
    QFETCH(int, mode);
    QFETCH(QString, timeControl);
    QFETCH(QString, fenB);
    QFETCH(QStringList, script);
    QFETCH(QString, summary);
    QFETCH(QString, rules);
    QFETCH(QStringList, ruleTags);
    MatchConfig config;
    config.mode = MatchMode(mode);
    config.rules = testutil::rulesFrom(rules);
    config.time = *core::parseTimeControl(timeControl.toStdString());
    config.startFen[1] = fenB.toStdString();
    QCOMPARE(q(config.validate()), QString());
    Match match(config);
    match.start(0);
    const QStringList seatNames = {"WA", "BA", "WB", "BB"};
    for (const QString &line : script) {
        const QStringList w = line.split(' ');
        const Milliseconds now = w.last().toLongLong();
        if (w[0] == "resign")
            QVERIFY(match.resign(Seat(seatNames.indexOf(w[1])), now) == core::Refusal::None);
        else if (w[0] == "abort")
            QVERIFY(match.requestAbort(Seat(seatNames.indexOf(w[1])), now) == core::Refusal::None);
        else if (w[0] == "update")
            match.update(now);
        else {
            const Seat seat = Seat(seatNames.indexOf(w[0]));
            const auto move = core::parseSan(match.board(core::boardOf(seat)), w[1].toStdString());
            QVERIFY2(move.ok(), qPrintable(line));
            QVERIFY2(match.play(seat, *move, now).ok(), qPrintable(line));
        }
    }
    const GameRecord record = core::recordOf(match, {"Anna", "Bob", "Cleo", "Dan"});
    QVERIFY(record.timeControl() == config.time);
    const auto games = core::readGames(core::writeGame(record));
    QCOMPARE(games.size(), std::size_t(1));
    QVERIFY2(games[0].ok(), games[0].ok() ? "" : games[0].error().c_str());
    QCOMPARE(difference(*games[0], record), QString());
    const auto played = core::replay(*games[0]);
    QVERIFY(played.ok());
    for (int b = 0; b < match.boardCount(); ++b)
        QCOMPARE(q(played->boards[b].fen()), q(match.board(Board(b)).fen()));
    QCOMPARE(summaryOf(played->summary), summary);
    QCOMPARE(played->summary.plies, match.plies());
    // The rule options travel as tags, only where they differ from the servers' rules.
    QStringList written;
    for (const core::Tag &t : games[0]->tags)
        if (!QStringList{"Event", "Site", "Date", "WhiteA", "BlackA", "WhiteB", "BlackB", "White",
                         "Black", "TimeControl", "Variant", "Result", "SetUp", "FEN"}
                 .contains(q(t.name)))
            written << q(t.name) + "=" + q(t.value);
    QCOMPARE(written, ruleTags);
    const auto readRules = core::recordRules(*games[0]);
    QVERIFY(readRules.ok());
    QVERIFY(*readRules == match.config().rules);
}

// ---------------------------------------------------------------------------------------------
// Errors

void TestRecords::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
    auto row = [](const char *name, const QString &text, int line, const QString &message) {
        QTest::newRow(name) << text << line << message;
    };
    // bpgn() moves start on line 7, pgn() moves on line 6.
    row("tag-value-not-closed", "[Event \"x\"]\n[Site \"y\n\n1. e4 *\n", 2, "value not closed");
    row("tag-without-bracket", "[Event \"x\"\n\n1. e4 *\n", 1, "missing ']'");
    row("tag-without-quotes", "[Event x]\n\n1. e4 *\n", 1, "double quotes");
    row("text-after-tag", "[Event \"x\"] 1. e4\n\n1. e4 *\n", 1, "unexpected text after a tag");
    row("illegal-move", pgn("1. e4 e5\n2. Ke3 *"), 7, "line 7, move 2. Ke3: illegal move \"Ke3\"");
    row("drop-not-in-pocket", bpgn("1A. N@f3 *"), 7, "that piece is not in the pocket");
    row("wrong-turn", bpgn("1A. e4 {60}\n2A. d4 {59} *"), 8,
        "\"d4\" by White: it is Black's turn on board A");
    row("unknown-board-letter", bpgn("1A. e4\n1C. e5 *"), 8, "unknown board letter in \"1C.\"");
    row("comment-not-closed", bpgn("1A. e4 {179\n1a. e5 *"), 7, "comment not closed");
    row("side-line-not-closed", pgn("1. e4 (1. d4 d5\n2. c4 *"), 6, "side line not closed");
    row("stray-closing-brace", bpgn("1A. e4 } *"), 7, "'}' without '{'");
    row("stray-closing-parenthesis", pgn("1. e4 ) *"), 6, "')' without '('");
    row("garbage-word", bpgn("1A. e4 %%% *"), 7, "cannot read \"%%%\"");
    row("garbage-lines", "[Event \"x\"]\n\n#### not moves\n", 3, "cannot read \"####\"");
    row("unreadable-move", bpgn("1A. e4 1a. hello *"), 7, "cannot read move \"hello\"");
    // Found by fuzz_record: after a mate such a move was kept, and written `2b. 0e5` it read back
    // as a move number.
    row("digit-glued-to-a-move-number", bpgn("1A. e4 1a.0e5 *"), 7, "cannot read \"0e5\"");
    row("rule-tag-not-yes-or-no", bpgn("1A. e4 *", "[PoisonedPiece \"maybe\"]\n"), 6,
        "tag PoisonedPiece: \"maybe\" is neither yes nor no");
    row("rule-tag-bad-mate-rule", bpgn("1A. e4 *", "[MateRule \"fide\"]\n"), 6, "tag MateRule");
    row("rule-tag-bad-promotions", pgn("1. e4 *", "[Promotions \"QK\"]\n"), 5,
        "tag Promotions: \"QK\" holds other letters");
    row("rule-tag-empty-promotions-letters", pgn("1. e4 *", "[Promotions \"Q-\"]\n"), 5,
        "tag Promotions");
    row("drop-check-tag-forbids-checking-drop",
        pgn("1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. P@d7+ *", "[DropCheck \"no\"]\n"), 7,
        "4. P@d7+: illegal move \"P@d7+\": a drop may not give check in this match");
    row("promotions-tag-forbids-rook",
        pgn("1. h4 g5 2. hxg5 h5 3. g6 h4 4. g7 h3 5. gxh8=R *", "[Promotions \"QN\"]\n"), 7,
        "does not allow promotion");
    row("number-without-move", bpgn("1A. e4 1a. *"), 7, "move number \"1a.\" without a move");
    row("number-without-board-letter", bpgn("1. e4 *"), 7, "has no board letter");
    row("board-letter-in-crazyhouse", pgn("1A. e4 *"), 6, "board letter in \"1A.\"");
    row("move-without-board", bpgn("e4 *"), 7, "has no board");
    row("unsupported-variant", "[Event \"x\"]\n[Variant \"Atomic\"]\n\n1. e4 *\n", 2,
        "variant \"Atomic\" is not bughouse or crazyhouse");
    row("bad-fen", pgn("*", "[FEN \"8/8 w\"]\n"), 5, "FEN of board A");
    row("bughouse-fen-with-one-board", bpgn("*", "[FEN \"" + Start + "\"]\n"), 6, "two boards");
    row("text-after-result", bpgn("1A. e4 1-0\n1a. e5"), 8, "text after the result 1-0");
    row("nag-without-number", pgn("1. e4 $ *"), 6, "'$' needs a number");
    row("bracket-in-moves", pgn("1. e4\ne5 [x] *"), 7, "'[' in the moves");
    // bughousedb writes a game on one line: the message names the move too.
    row("one-line-game-names-the-move",
        bpgn("1A. e4 {60} 1a. e5 {59} 1B. d4 {60} 1b. d5 {59} 2b. e5 *"), 7,
        "line 7, move 2b. e5: \"e5\" by Black: it is White's turn on board B");
    // Named as the file numbers it, also where no earlier move of the mover gives a number.
    row("black-first-named-as-written", bpgn("1b. e5 *"), 7,
        "line 7, move 1b. e5: \"e5\" by Black: it is White's turn on board B");
    row("best-move-not-legal-after-the-ply", pgn("1. e4 { [%eval 0.2] [%best Ke2] } *"), 6,
        "line 6, move 1. e4: [%best Ke2]: illegal move \"Ke2\"");
    row("best-move-unreadable", bpgn("1A. e4 {179}\n1a. e5 {178} {[%best hello]} *"), 8,
        "line 8, move 1a. e5: [%best hello]: cannot read move \"hello\"");
    row("best-move-after-a-mate", pgn("1. f3 e5 2. g4 Qh4# { [%best Ke2] } 0-1"), 6,
        "move 2... Qh4#: [%best Ke2]: illegal move");
    row("one-line-game-names-the-move-before", bpgn("1A. e4 {60} 1a. e5 {59} 1B. d4 {60} 1b. 5d *"),
        7, "line 7, after 1B. d4: cannot read \"5d\"");
}

// Each bad game is reported with its line, and the good game after it still reads.
void TestRecords::plyLimit_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("plies"); // read, or 0: the error
    const int most = core::MaxRecordPlies;
    QTest::addRow("bughouse-at-the-limit") << bpgn(knightMoves(most, true) + "*") << most;
    QTest::addRow("crazyhouse-at-the-limit") << pgn(knightMoves(most, false) + "*") << most;
    QTest::addRow("bughouse-one-over") << bpgn(knightMoves(most + 1, true) + "*") << 0;
    // Not taken for a file cut off after its last move.
    QTest::addRow("crazyhouse-one-over-where-the-file-ends")
        << pgn(knightMoves(most + 1, false)) << 0;
}

// A game holds at most MaxRecordPlies plies (a bughouse match is drawn there): a longer one is
// refused at the ply over the limit, so that a record never takes more than a few megabytes (4
// million plies took 944 MB), and the games after it are read.
void TestRecords::plyLimit()
{
    QFETCH(QString, text);
    QFETCH(int, plies);
    const auto games = core::readGames((text + "\n" + pgn("1. e4 e5 *")).toStdString());
    QCOMPARE(games.size(), std::size_t(2));
    QVERIFY2(games[1].ok(), games[1].ok() ? "" : games[1].error().c_str());
    QCOMPARE(games[0].ok(), plies > 0);
    if (plies > 0) {
        QCOMPARE(int(games[0]->plies.size()), plies);
        return;
    }
    // bpgn() and pgn() moves start on line 7 and 6, ten a line.
    const int line = (text.startsWith(BughouseTags) ? 7 : 6) + core::MaxRecordPlies / 10;
    QCOMPARE(q(games[0].error()).section(", ", 0, 0).section(':', 0, 0),
             QString("line %1").arg(line));
    QVERIFY2(q(games[0].error())
                 .endsWith(": the game has more than 10000 plies, the most a record "
                           "holds"),
             games[0].error().c_str());
}

void TestRecords::errors()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(QString, message);
    const auto games = core::readGames((text + pgn("1. e4 e5 *")).toStdString());
    QCOMPARE(games.size(), std::size_t(2));
    QVERIFY(!games[0].ok());
    const QString error = q(games[0].error());
    QVERIFY2(error.startsWith(QString("line %1: ").arg(line)) ||
                 error.startsWith(QString("line %1, ").arg(line)),
             qPrintable(error));
    QVERIFY2(error.contains(message), qPrintable(error));
    QVERIFY2(games[1].ok(), games[1].ok() ? "" : games[1].error().c_str());
    QCOMPARE(int(games[1]->plies.size()), 2);
}

// Rule tags decide what the moves may be and how the last position is judged.
void TestRecords::ruleTags_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("summary");
    const QString checkingDrop = "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. P@d7+ *";
    const QString fools = "1A. f3 1a. e5 2A. g4 2a. Qh4 *";
    QTest::newRow("checking-drop-without-tag") << pgn(checkingDrop) << "*, unknown";
    QTest::newRow("checking-drop-drop-check-yes")
        << pgn(checkingDrop, "[DropCheck \"yes\"]\n") << "*, unknown";
    QTest::newRow("knight-promotion-queen-or-knight")
        << pgn("1. h4 g5 2. hxg5 h5 3. g6 h4 4. g7 h3 5. gxh8=N *", "[Promotions \"QN\"]\n")
        << "*, unknown";
    QTest::newRow("rook-promotion-without-tag")
        << pgn("1. h4 g5 2. hxg5 h5 3. g6 h4 4. g7 h3 5. gxh8=R *") << "*, unknown";
    // Servers' bughouse mate rule: a check a dropped piece could block is no mate yet.
    QTest::newRow("fools-mate-waits-under-servers-rule") << bpgn(fools) << "*, unknown";
    QTest::newRow("fools-mate-standard-mate-rule")
        << bpgn(fools, "[MateRule \"standard\"]\n") << "0-1, checkmate";
    QTest::newRow("crazyhouse-bughouse-mate-rule-tag")
        << pgn("1. f3 e5 2. g4 Qh4# *", "[MateRule \"bughouse\"]\n") << "*, unknown";
}

void TestRecords::ruleTags()
{
    QFETCH(QString, text);
    QFETCH(QString, summary);
    const auto games = core::readGames(text.toStdString());
    QCOMPARE(games.size(), std::size_t(1));
    QVERIFY2(games[0].ok(), games[0].ok() ? "" : games[0].error().c_str());
    const auto played = core::replay(*games[0]);
    QVERIFY(played.ok());
    QCOMPARE(summaryOf(played->summary), summary);
}

// Random edits of the real files (delete, insert, replace, duplicate, truncate): never a crash,
// every error names a line inside the text, and every game that reads survives a round trip (a
// cut-off one as the moves it has).
void TestRecords::mutations_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("seed");
    for (const QString &file : SharedFiles)
        for (int seed = 1; seed <= 3; ++seed)
            QTest::addRow("%s-seed-%d", qPrintable(file), seed) << file << seed;
}

void TestRecords::mutations()
{
    QFETCH(QString, file);
    QFETCH(int, seed);
    const std::string original = fileText(sharedPath(file));
    std::mt19937 rng(std::uint32_t(seed * 7919 + int(file.size())));
    auto below = [&](std::size_t n) {
        return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
    };
    const std::string alphabet =
        "[]{}()\"; .-+#=@/\\$%*!?\n\r\t\xE9:0123456789abcdefghxKQRBNPOAaBb~|";
    int games = 0, good = 0;
    for (int round = 0; round < 50; ++round) {
        std::string text = original;
        const int edits = 1 + int(below(6));
        for (int e = 0; e < edits && !text.empty(); ++e) {
            const std::size_t at = below(text.size()),
                              length = std::min(1 + below(40), text.size() - at);
            switch (below(5)) {
            case 0: text.erase(at, length); break;
            case 1:
                for (std::size_t i = 0; i < length; ++i)
                    text.insert(text.begin() + std::ptrdiff_t(at),
                                alphabet[below(alphabet.size())]);
                break;
            case 2:
                for (std::size_t i = at; i < at + length; ++i)
                    text[i] = alphabet[below(alphabet.size())];
                break;
            case 3: text.insert(below(text.size()), text.substr(at, length)); break;
            case 4: text.resize(at); break;
            }
        }
        int lines = 1; // a line ends in LF, CRLF or a lone CR
        for (std::size_t i = 0; i < text.size(); ++i)
            lines += text[i] == '\n' || (text[i] == '\r' && text.substr(i + 1, 1) != "\n");
        static const QRegularExpression located("^line (\\d+)[:,] .+");
        for (const auto &game : core::readGames(text)) {
            ++games;
            if (!game.ok()) {
                const auto match = located.match(q(game.error()));
                QVERIFY2(match.hasMatch(), game.error().c_str());
                const int line = match.captured(1).toInt();
                QVERIFY2(line >= 1 && line <= lines, game.error().c_str());
                continue;
            }
            ++good;
            const auto again = core::readGames(core::writeGame(*game));
            QCOMPARE(again.size(), std::size_t(1));
            QVERIFY2(again[0].ok(), again[0].ok() ? "" : again[0].error().c_str());
            GameRecord written = *game; // a cut-off game is written as the moves it has
            written.incomplete.clear();
            QCOMPARE(difference(*again[0], written), QString());
        }
    }
    QVERIFY(good > 0 && good < games); // both kinds were exercised
}

// ---------------------------------------------------------------------------------------------
// bughouse-cli

void TestRecords::cli_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<int>("lines");   // of standard output, -1: not checked
    QTest::addColumn<QString>("out"); // a line standard output must hold
    QTest::addColumn<QString>("err"); // text standard error must hold (none if empty)
    auto row = [](const char *name, const QStringList &args, int exitCode, int lines,
                  const QString &out, const QString &err = {}) {
        QTest::newRow(name) << args << exitCode << lines << out << err;
    };
    const QString fics = sharedPath("bughouse.bpgn"), zh = sharedPath("crazyhouse.pgn");
    const QString bad = m_dir.filePath("bad.bpgn");
    row("replay-one-file", {"replay", fics}, 0, 21, "game 18: OK 110 plies, 0-1, checkmate");
    row("replay-aborted-game", {"replay", fics}, 0, 21, "game 16: OK 8 plies, *, abort");
    row("replay-numbers-across-files", {"replay", fics, sharedPath("bughouse_chesscom.bpgn"), zh},
        0, 89, "game 89: OK 111 plies, 1-0, time forfeit");
    row("replay-skips-notes", {"replay", sharedPath("NOTES.md"), zh}, 0, 27,
        "game 1: OK 44 plies, 0-1, checkmate", "no games in");
    row("replay-bad-game", {"replay", bad}, 1, 2,
        "game 2: ERROR line 16, move 2A. d4: \"d4\" by White: it is Black's turn on board A");
    row("replay-good-game-beside-bad", {"replay", bad}, 1, 2,
        "game 1: OK 2 plies, 0-1, resignation");
    row("replay-cutechess-white-mates", {"replay", m_dir.filePath("cutechess.pgn")}, 0, 2,
        "game 1: OK 7 plies, 1-0, checkmate");
    row("replay-cutechess-black-mates", {"replay", m_dir.filePath("cutechess.pgn")}, 0, 2,
        "game 2: OK 4 plies, 0-1, checkmate");
    row("replay-cut-off-file", {"replay", m_dir.filePath("cut.bpgn")}, 0, 1,
        "game 1: OK 3 plies, *, unknown, incomplete (line 7, after 2A. Nf3: cannot read \"2\")");
    row("replay-drop-check-tag", {"replay", m_dir.filePath("rules.pgn")}, 1, 2,
        "game 1: ERROR line 7, move 4. P@d7+: illegal move \"P@d7+\": a drop may not give check in "
        "this match");
    row("replay-same-game-without-tag", {"replay", m_dir.filePath("rules.pgn")}, 1, 2,
        "game 2: OK 7 plies, *, unknown");
    const QString afterMate = m_dir.filePath("after-mate.bpgn");
    row("replay-other-board-plays-after-mate", {"replay", afterMate}, 0, 2,
        "game 1: OK 9 plies, 1-0, checkmate, 3 plies after the mate ignored");
    row("replay-mate-beats-marker-and-comment-after-it", {"replay", afterMate}, 0, 2,
        "game 2: OK 7 plies, 1-0, checkmate, 1 ply after the mate ignored");
    row("replay-crazyhouse-mated-side-moves-on", {"replay", m_dir.filePath("after-mate.pgn")}, 0, 1,
        "game 1: OK 7 plies, 1-0, checkmate, 2 plies after the mate ignored");
    row("fen-at-mate", {"fen", m_dir.filePath("after-mate.pgn"), "1", "7"}, 0, 1,
        "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR[P] b KQkq - 0 4");
    row("fen-after-mate", {"fen", m_dir.filePath("after-mate.pgn"), "1", "8"}, 2, 0, "",
        "fen: game 1 ends in checkmate after 7 plies (the 2 after it are not played)");
    row("replay-missing-file", {"replay", fics, m_dir.filePath("none.bpgn")}, 2, 0, "",
        "cannot read");
    row("replay-directory", {"replay", m_dir.path()}, 2, 0, "", "cannot read");
    row("replay-no-file", {"replay"}, 2, 0, "", "missing FILE");
    row("fen-start", {"fen", fics, "1", "0"}, 0, 1, Start + " | " + Start);
    row("fen-after-capture", {"fen", fics, "1", "5"}, 0, 1,
        "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[] b KQkq - 0 2 | "
        "rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR[p] w KQkq - 1 2");
    row("fen-crazyhouse-last-ply", {"fen", zh, "1", "44"}, 0, 1,
        "r3k2r/ppp2ppp/3p4/4p3/4b1pq/2PP1nKb/PP3P1P/R2Q3R[BBNNPn] w kq - 0 23");
    row("fen-game-out-of-range", {"fen", fics, "22", "0"}, 2, 0, "", "has 21 games");
    row("fen-ply-out-of-range", {"fen", fics, "1", "135"}, 2, 0, "", "has 134 plies");
    row("fen-game-zero", {"fen", fics, "0", "0"}, 2, 0, "", "GAME must be");
    row("fen-bad-ply", {"fen", fics, "1", "x"}, 2, 0, "", "PLY");
    row("fen-bad-game", {"fen", bad, "2", "0"}, 2, 0, "", "game 2: line 16");
    row("fen-missing-arguments", {"fen", fics}, 2, 0, "", "expected FILE GAME PLY");
}

void TestRecords::cli()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(int, lines);
    QFETCH(QString, out);
    QFETCH(QString, err);
    const Run r = runCli(args);
    QCOMPARE(r.exitCode, exitCode);
    const QStringList outLines = r.out.split('\n', Qt::SkipEmptyParts);
    if (lines >= 0) QCOMPARE(outLines.size(), lines);
    if (!out.isEmpty()) QVERIFY2(outLines.contains(out), qPrintable(r.out));
    if (err.isEmpty())
        QCOMPARE(r.err, QString());
    else
        QVERIFY2(r.err.contains(err), qPrintable(r.err));
    if (args[0] == "replay")
        for (int i = 0; i < outLines.size(); ++i)
            QVERIFY(outLines[i].startsWith(QString("game %1: ").arg(i + 1)));
}

QTEST_APPLESS_MAIN(TestRecords)
#include "tst_records.moc"
