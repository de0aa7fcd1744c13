// Differential test: legal moves and perft counts agree with Fairy-Stockfish, an independent
// engine, on positions reached by random play (so they are not tuned into the repository).
#include "testutil.h"

#include "core/board/notation.h"

#include <QProcess>
#include <QStandardPaths>

#include <random>

using core::Position;

class TestDifferential : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void randomPlay_data();
    void randomPlay();

private:
    /// Fairy-Stockfish's `go perft depth` for `fen` in `variant`: the root moves (sorted) and the
    /// total.
    QPair<QStringList, quint64> engine(const QString &variant, const QString &fen, int depth);

    QProcess m_engine;
};

void TestDifferential::initTestCase()
{
    QString program = QStandardPaths::findExecutable("fairy-stockfish");
    if (program.isEmpty())
        program = QStandardPaths::findExecutable("fairy-stockfish", {"/usr/games"});
    if (program.isEmpty())
        QSKIP("fairy-stockfish is not installed (the .ci/build script installs it)");
    m_engine.start(program, {});
    QVERIFY(m_engine.waitForStarted());
    m_engine.write("uci\nisready\n");
    QByteArray seen;
    while (!seen.contains("readyok") && m_engine.waitForReadyRead(10000))
        seen += m_engine.readAll();
    QVERIFY(seen.contains("readyok"));
}

void TestDifferential::cleanupTestCase()
{
    if (m_engine.state() == QProcess::NotRunning) return;
    m_engine.write("quit\n");
    m_engine.waitForFinished(5000);
}

QPair<QStringList, quint64> TestDifferential::engine(const QString &variant, const QString &fen,
                                                     int depth)
{
    m_engine.write(QString("setoption name UCI_Variant value %1\nposition fen %2\ngo perft %3\n")
                       .arg(variant, fen)
                       .arg(depth)
                       .toUtf8());
    QStringList moves;
    QByteArray buffer;
    for (;;) {
        while (!buffer.contains('\n'))
            if (!m_engine.waitForReadyRead(60000))
                return {moves, ~0ull};
            else
                buffer += m_engine.readAll();
        const int eol = buffer.indexOf('\n');
        const QString line = QString::fromUtf8(buffer.left(eol)).trimmed();
        buffer.remove(0, eol + 1);
        if (line.startsWith("Nodes searched:")) {
            moves.sort();
            return {moves, line.section(':', 1).trimmed().toULongLong()};
        }
        if (line.contains(": ")) moves << line.section(':', 0, 0);
    }
}

void TestDifferential::randomPlay_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<core::Variant>("variant");
    QTest::addColumn<unsigned>("seed");
    const QStringList starts = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
        "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R[NPp] w KQkq - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1[] w kq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8[] w - - 0 1",
        "4k3/1Q~6/8/8/4b3/8/Kpp5/8[] b - - 0 1",
    };
    for (int i = 0; i < starts.size(); ++i) {
        for (unsigned seed = 1; seed <= 4; ++seed) {
            QTest::addRow("start%d-crazyhouse-seed%u", i + 1, seed)
                << starts[i] << core::Variant::Crazyhouse << seed;
            QTest::addRow("start%d-bughouse-seed%u", i + 1, seed)
                << starts[i] << core::Variant::Bughouse << seed;
        }
    }
}

// Random legal play; in bughouse a random piece arrives in a pocket now and then, as from the
// partner's board. Every position is compared at depth 1 (move by move) and depth 2 (count).
void TestDifferential::randomPlay()
{
    QFETCH(QString, fen);
    QFETCH(core::Variant, variant);
    QFETCH(unsigned, seed);
    const QString variantName = variant == core::Variant::Bughouse ? "bughouse" : "crazyhouse";
    std::mt19937 rng(seed);
    Position pos = testutil::position(fen, core::Rules{variant});
    for (int ply = 0; ply < 80; ++ply) {
        if (variant == core::Variant::Bughouse && rng() % 3 == 0) {
            const core::Color c = core::Color(rng() % 2);
            (void)pos.addToPocket(c,
                                  core::PieceType(rng() % core::PocketTypes)); // refused when full
        }
        core::MoveList list;
        pos.legalMoves(list);
        QStringList ours;
        for (const core::Move &m : list) ours << QString::fromStdString(core::toUci(m));
        ours.sort();
        const QString here = QString::fromStdString(pos.fen());
        const auto [theirs, leaves] = engine(variantName, here, 2);
        QVERIFY2(ours == theirs, qPrintable(here + "\nours:   " + ours.join(' ') +
                                            "\ntheirs: " + theirs.join(' ')));
        QVERIFY2(pos.perft(2) == leaves, qPrintable(here));
        if (list.empty()) break;
        core::Position::Undo undo;
        pos.makeMove(list[rng() % list.size()], undo);
    }
}

QTEST_APPLESS_MAIN(TestDifferential)
#include "tst_differential.moc"
