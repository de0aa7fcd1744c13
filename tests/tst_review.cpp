// The review of a finished match: where each dropped piece was captured (provenance).
#include "testutil.h"

#include "core/records/bpgn.h"
#include "core/review/provenance.h"

#include <QFile>
#include <QTest>

using core::GameRecord;

class TestReview : public QObject
{
    Q_OBJECT

private slots:
    void provenance_data();
    void provenance();
    void provenanceOfRealGames_data();
    void provenanceOfRealGames();
};

namespace {

const QStringList SeatNames = {"WA", "BA", "WB", "BB"};
const QString Start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";

QString bpgn(const QString &moves, const QString &tags = {})
{
    return "[Event \"q\"]\n[WhiteA \"Wa\"]\n[BlackA \"Ba\"]\n[WhiteB \"Wb\"]\n[BlackB \"Bb\"]\n" +
           tags + "\n" + moves + "\n";
}

QString pgn(const QString &moves, const QString &tags = {})
{
    return "[Event \"q\"]\n[Variant \"Crazyhouse\"]\n" + tags + "\n" + moves + "\n";
}

QString fenTags(const QString &fen)
{
    return "[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n";
}

// The one game of `text`, or a failed test.
GameRecord gameOf(const QString &text)
{
    const auto games = core::readGames(text.toStdString());
    if (games.size() != 1 || !games[0]) qFatal("not one good game: %s", qPrintable(text));
    return *games[0];
}

std::string fileText(const QString &name)
{
    QFile f(QString(BUGHOUSE_TEST_DATA_DIR "/reference/games/") + name);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(name));
    return f.readAll().toStdString();
}

// The real games, read once: the same files tst_records reads.
const std::vector<core::Result<GameRecord>> &realGames(const QString &file)
{
    static std::map<QString, std::vector<core::Result<GameRecord>>> cache;
    auto it = cache.find(file);
    if (it == cache.end()) it = cache.emplace(file, core::readGames(fileText(file))).first;
    return it->second;
}

void addRealGameRows()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("index");
    for (const QString file : {"bughouse.bpgn", "bughouse_chesscom.bpgn", "crazyhouse.pgn"})
        for (int i = 0; i < int(realGames(file).size()); ++i)
            QTest::addRow("%s-game-%02d", qPrintable(file), i + 1) << file << i;
}

// A crossing as `CAPTURE RECEIVER PIECE -> DROP` (indices of plies, `-` for no drop), the piece
// as it stood on the board in parentheses where it arrived as another: `1 WB P(Q) -> 2`.
QString describe(const core::review::Crossing &c)
{
    QString piece = QChar(core::pieceTypeLetter(c.piece));
    if (c.captured != c.piece) piece += QString("(%1)").arg(core::pieceTypeLetter(c.captured));
    return QString("%1 %2 %3 -> %4")
        .arg(c.capture)
        .arg(SeatNames[int(c.receiver)], piece, c.drop ? QString::number(*c.drop) : "-");
}

} // namespace

// ---------------------------------------------------------------------------------------------
// Provenance

void TestReview::provenance_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("crossings"); // see describe()
    QTest::addColumn<QString>("crossingOf");    // per ply, `-` for none
    auto row = [](const char *name, const QString &text, const QStringList &crossings,
                  const QString &crossingOf) {
        QTest::newRow(name) << text << crossings << crossingOf;
    };
    row("bughouse-capture-then-drop-on-the-other-board",
        bpgn("1A. e4 1a. d5 2A. exd5 1B. e4 1b. P@e5 *"), {"2 BB P -> 4"}, "- - 0 - 0");
    // White-A's queen takes both knights; Black-B drops the first one taken first.
    row("bughouse-two-knights-in-one-pocket-first-arrived-used-first",
        bpgn("1A. Qxd3 1a. Ke7 2A. Qxb3 1B. e4 1b. N@f6 2B. d4 2b. N@c6 *",
             fenTags("4k3/8/8/8/8/1n1n4/2Q5/4K3[] w - - 0 1 | " + Start)),
        {"0 BB N -> 4", "2 BB N -> 6"}, "0 - 1 - 0 - 1");
    row("bughouse-promoted-queen-taken-and-dropped-as-a-pawn",
        bpgn("1A. b8=Q+ 1a. Rxb8 1B. P@e4 *",
             fenTags("r3k3/1P6/8/8/8/8/8/4K3[] w - - 0 1 | " + Start)),
        {"1 WB P(Q) -> 2"}, "- 0 0");
    row("bughouse-captures-never-dropped", bpgn("1A. e4 1a. d5 2A. exd5 2a. Qxd5 *"),
        {"2 BB P -> -", "3 WB P -> -"}, "- - 0 1");
    // En passant takes a pawn that is not on the target square.
    row("bughouse-en-passant", bpgn("1A. e4 1a. Nf6 2A. e5 2a. d5 3A. exd6 1B. e4 1b. P@d5 *"),
        {"4 BB P -> 6"}, "- - - - 0 - 0");
    // Black-A takes twice; its first pawn is dropped, the second stays.
    row("crazyhouse-capturer-keeps-the-piece",
        pgn("1. e4 d5 2. exd5 Qxd5 3. P@e4 Qxe4+ 4. Ne2 P@h3 *"),
        {"2 WA P -> 4", "3 BA P -> 7", "5 BA P -> -"}, "- - 0 1 0 2 - 1");
    // White starts with a knight in hand: it is dropped before the one taken later.
    row("crazyhouse-start-holding-first",
        pgn("1. e4 Nf6 2. e5 Nd5 3. Nc3 Nxc3 4. dxc3 e6 5. N@f5 exf5 6. N@d5 *",
            fenTags("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - 0 1")),
        {"5 BA N -> -", "6 WA N -> 10", "9 BA N -> -"}, "- - - - - 0 1 - - 2 1");
    row("bughouse-start-holding-on-board-B",
        bpgn("1B. N@e3 *", fenTags(Start + " | " + QString(Start).replace("[]", "[N]"))), {}, "-");
    // The drop after the mate on board A was not played.
    row("bughouse-plies-after-a-mate-left-out",
        bpgn("1A. e4 1B. d4 1a. e5 1b. d5 2A. Bc4 2a. Nc6 3A. Qh5 3a. Nf6 4A. Qxf7# 2B. Nf3 "
             "2b. P@e4 *"),
        {"8 BB P -> -"}, "- - - - - - - - 0 - -");
    row("no-plies", bpgn("*"), {}, "");
}

void TestReview::provenance()
{
    QFETCH(QString, text);
    QFETCH(QStringList, crossings);
    QFETCH(QString, crossingOf);
    const GameRecord record = gameOf(text);
    const auto found = core::review::provenance(record);
    QStringList described;
    for (const auto &c : found.crossings) described << describe(c);
    QCOMPARE(described, crossings);
    QStringList of;
    for (const int c : found.crossingOf)
        of << (c == core::review::NoCrossing ? "-" : QString::number(c));
    QCOMPARE(of.join(' '), crossingOf);
}

void TestReview::provenanceOfRealGames_data()
{
    addRealGameRows();
}

// Every drop of a real game from a pocket filled in play is traced to a capture of that piece
// (as it arrives) for that seat, made before it, and each capture supplies at most one drop; the
// drops left untraced are exactly those a start position's pocket supplied (none here).
void TestReview::provenanceOfRealGames()
{
    QFETCH(QString, file);
    QFETCH(int, index);
    const auto &game = realGames(file)[std::size_t(index)];
    QVERIFY(game.ok());
    const auto found = core::review::provenance(*game);
    QCOMPARE(found.crossingOf.size(), game->plies.size());
    int captures = 0;
    for (std::size_t i = 0; i < game->plies.size(); ++i) {
        const core::Ply &ply = game->plies[i];
        if (!ply.move.isValid()) continue; // after a mate
        const int c = found.crossingOf[i];
        if (ply.move.kind == core::MoveKind::Drop) {
            QVERIFY2(c != core::review::NoCrossing, qPrintable(QString("ply %1").arg(i)));
            const auto &crossing = found.crossings[std::size_t(c)];
            QCOMPARE(crossing.drop, std::optional<int>(int(i)));
            QVERIFY(crossing.capture < int(i));
            QVERIFY(crossing.receiver == ply.seat);
            QVERIFY(crossing.piece == ply.move.piece);
        } else if (c != core::review::NoCrossing) {
            ++captures;
            QCOMPARE(found.crossings[std::size_t(c)].capture, int(i));
        }
    }
    QCOMPARE(int(found.crossings.size()), captures);
}

QTEST_APPLESS_MAIN(TestReview)
#include "tst_review.moc"
