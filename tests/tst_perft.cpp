// Perft: published crazyhouse counts, standard chess counts, and a consistency-checked walk.
#include "testutil.h"

#include <QFile>

using core::Position;
using core::Rules;
using core::Variant;

class TestPerft : public QObject
{
    Q_OBJECT

private slots:
    void publishedCrazyhouse_data();
    void publishedCrazyhouse();
    void standardChess_data();
    void standardChess();
    void consistentWalk_data();
    void consistentWalk();
    void houseRules_data();
    void houseRules();
};

namespace {

// Above this many leaves a row is left to `bughouse-cli bench`, to keep CI (and ASan) quick.
constexpr quint64 MaxLeaves = 12'000'000;

QStringList readLines(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot open %s", qPrintable(path));
    return QString::fromUtf8(file.readAll()).split('\n', Qt::SkipEmptyParts);
}

// Perft by make-and-test: every move the default rules allow, minus those `rules` forbid (a drop
// that checks, a promotion to a piece not allowed), judged after playing each one.
quint64 filteredPerft(Position &pos, const Rules &rules, int depth)
{
    if (depth == 0) return 1;
    core::MoveList list;
    pos.legalMoves(list);
    quint64 nodes = 0;
    for (const core::Move &m : list) {
        if (m.kind == core::MoveKind::Promotion && !rules.allowsPromotion(m.piece)) continue;
        if (m.kind == core::MoveKind::Drop && !rules.dropCheck && pos.givesCheck(m)) continue;
        Position::Undo undo;
        pos.makeMove(m, undo);
        nodes += filteredPerft(pos, rules, depth - 1);
        pos.unmakeMove(m, undo);
    }
    return nodes;
}

} // namespace

void TestPerft::publishedCrazyhouse_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<quint64>("leaves");
    // published.tsv: fen d1 d2 d3 d4 source fsf_fen notes; empty cells were not published.
    const QStringList lines = readLines(BUGHOUSE_TEST_DATA_DIR "/reference/perft/published.tsv");
    int rows = 0;
    for (int i = 1; i < lines.size(); ++i) {
        const QStringList cells = lines[i].split('\t');
        QCOMPARE_GE(cells.size(), 5);
        for (int d = 1; d <= 4; ++d) {
            if (cells[d].isEmpty() || cells[d].toULongLong() > MaxLeaves) continue;
            QTest::addRow("line%d-d%d %s", i + 1, d, qPrintable(cells[0]))
                << cells[0] << d << cells[d].toULongLong();
            ++rows;
        }
    }
    QCOMPARE_GE(rows, 20);
    // Published in the notes column of the start-position row.
    QTest::addRow("crazyhouse-start-d5")
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1" << 5 << quint64(4888832);
}

void TestPerft::publishedCrazyhouse()
{
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(quint64, leaves);
    Position pos = testutil::position(fen);
    QCOMPARE(pos.perft(depth), leaves);
}

void TestPerft::standardChess_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<quint64>("leaves");
    for (const QString &line : readLines(BUGHOUSE_TEST_DATA_DIR "/chess.perft")) {
        if (line.startsWith('#')) continue;
        const QStringList parts = line.split(';');
        for (int i = 1; i < parts.size(); ++i) {
            const QStringList depthAndCount = parts[i].trimmed().split(' ');
            const int depth = depthAndCount[0].mid(1).toInt();
            QTest::addRow("%s d%d", qPrintable(parts[0].trimmed()), depth)
                << parts[0].trimmed() << depth << depthAndCount[1].toULongLong();
        }
    }
}

void TestPerft::standardChess()
{
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(quint64, leaves);
    Position pos = testutil::position(fen, Rules{Variant::Bughouse});
    QCOMPARE(pos.perft(depth), leaves);
}

void TestPerft::consistentWalk_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<int>("depth");
    QTest::addColumn<quint64>("leaves");
    QTest::addRow("kiwipete-bughouse")
        << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
        << Variant::Bughouse << 3 << quint64(97862);
    QTest::addRow("promotions-bughouse")
        << "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1" << Variant::Bughouse
        << 3 << quint64(9467);
    QTest::addRow("zh-middlegame")
        << "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1"
        << Variant::Crazyhouse << 3 << quint64(58057);
    QTest::addRow("zh-promoted") << "4k3/1Q~6/8/8/4b3/8/Kpp5/8[] b - - 0 1" << Variant::Crazyhouse
                                 << 4 << quint64(132758);
    QTest::addRow("zh-midgame")
        << "2rn1b1r/1pp2n1p/B1PBk1pP/5p1P/P5p1/2P2RP1/RP1QNP2/1NBK4[QPp] w - - 0 1"
        << Variant::Crazyhouse << 2 << quint64(3932);
    QTest::addRow("zh-drops") << "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1" << Variant::Crazyhouse << 3
                              << quint64(88634);
}

void TestPerft::consistentWalk()
{
    QFETCH(QString, fen);
    QFETCH(Variant, variant);
    QFETCH(int, depth);
    QFETCH(quint64, leaves);
    Position pos = testutil::position(fen, Rules{variant});
    std::string error;
    QCOMPARE(testutil::checkedPerft(pos, depth, &error), leaves);
    QVERIFY2(error.empty(), error.c_str());
}

// The generator under drop-check and promotion options against make-and-test filtering.
void TestPerft::houseRules_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("rules");
    QTest::addColumn<int>("depth");

    const QString promotions = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1[] w kq - 0 1";
    const QString drops = "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1";
    const QString middlegame =
        "2rn1b1r/1pp2n1p/B1PBk1pP/5p1P/P5p1/2P2RP1/RP1QNP2/1NBK4[QPp] w - - 0 1";
    const QString promoted = "4k3/1Q~6/8/8/4b3/8/Kpp5/8[NPp] b - - 0 1";
    const QString pocketPromotions =
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1[Rn] w kq - 0 1";
    for (const char *rules : {"promotions=QN", "promotions=N", "doorgeefschaak,promotions=QN"}) {
        QTest::addRow("promotions %s", rules) << promotions << rules << 3;
        QTest::addRow("promoted %s", rules) << promoted << rules << 3;
    }
    QTest::addRow("drops no-drop-check") << drops << "no-drop-check" << 3;
    QTest::addRow("middlegame no-drop-check") << middlegame << "no-drop-check" << 2;
    QTest::addRow("promoted no-drop-check") << promoted << "no-drop-check" << 3;
    QTest::addRow("pocket-promotions doorgeefschaak") << pocketPromotions << "doorgeefschaak" << 2;
    QTest::addRow("pocket-promotions czech") << pocketPromotions << "czech,no-drop-check" << 2;
}

void TestPerft::houseRules()
{
    QFETCH(QString, fen);
    QFETCH(QString, rules);
    QFETCH(int, depth);
    const Rules options = testutil::rulesFrom(rules);
    Position pos = testutil::position(fen, options);
    Position reference = testutil::position(fen);
    const quint64 expected = filteredPerft(reference, options, depth);
    QVERIFY(expected < reference.perft(depth)); // each row's option really removes moves
    QCOMPARE(pos.perft(depth), expected);
    std::string error;
    QCOMPARE(testutil::checkedPerft(pos, depth, &error), expected);
    QVERIFY2(error.empty(), error.c_str());
}

QTEST_APPLESS_MAIN(TestPerft)
#include "tst_perft.moc"
