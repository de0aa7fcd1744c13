// The UCI adapter against a fake engine script: moves come back legal, pockets travel in the FEN,
// the variant is set, and a crashing, hanging or cheating engine fails instead of blocking.
#include "ui/uciplayer.h"

#include "core/notation.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

class TestUci : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void plays_data();
    void plays();
    void fails_data();
    void fails();
    void realFairyStockfish();

private:
    QTemporaryDir m_dir;
};

void TestUci::initTestCase()
{
    qputenv("BUGHOUSE_CLI", BUGHOUSE_CLI);
}

namespace {

ui::ComputerPlayer::Request request(const QString &fen, qint64 myTime = 60'000)
{
    ui::ComputerPlayer::Request r;
    r.position = *core::Position::fromFen(fen.toStdString());
    r.seat = core::Seat::WhiteA;
    r.myTime = myTime;
    r.opponentTime = 60'000;
    return r;
}

const QString FakeEngine = BUGHOUSE_TEST_DATA_DIR "/fake-uci-engine.sh";

} // namespace

void TestUci::plays_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("expected");
    QTest::addRow("start-position") << "crazyhouse" << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"
                                    << "a2a3";
    // The first legal move in sorted UCI is a drop only if the engine saw the pocket.
    QTest::addRow("pocket-in-fen") << "bughouse" << "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1" << "N@a1";
    QTest::addRow("black-to-move") << "bughouse" << "4k3/8/8/8/8/8/8/4K3[q] b - - 0 1" << "Q@a1";
}

void TestUci::plays()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, expected);
    const QString log = m_dir.filePath(QTest::currentDataTag());
    qputenv("FAKE_ENGINE_LOG", log.toUtf8());
    qputenv("FAKE_ENGINE_MODE", "first");
    ui::UciPlayer player(FakeEngine, variant);
    QSignalSpy moves(&player, &ui::ComputerPlayer::moveReady);
    QSignalSpy failures(&player, &ui::ComputerPlayer::failed);
    player.think(request(fen));
    QVERIFY(moves.wait(10000));
    QCOMPARE(failures.count(), 0);
    QCOMPARE(QString::fromStdString(core::toUci(moves.first().at(0).value<core::Move>())), expected);
    QCOMPARE(player.engineName(), QString("Fake Engine 1.0"));
    QFile file(log);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString said = QString::fromUtf8(file.readAll());
    QVERIFY2(said.contains("setoption name UCI_Variant value " + variant), qPrintable(said));
    QVERIFY2(said.contains("position fen " + QString::fromStdString(core::Position::fromFen(fen.toStdString())->fen())),
             qPrintable(said));
    QVERIFY2(said.contains("go wtime "), qPrintable(said));
}

void TestUci::fails_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QByteArray>("mode");
    QTest::addColumn<QString>("message");
    QTest::addRow("crash") << FakeEngine << QByteArray("crash") << "quit unexpectedly";
    QTest::addRow("hang") << FakeEngine << QByteArray("hang") << "stopped answering";
    QTest::addRow("illegal-move") << FakeEngine << QByteArray("illegal") << "illegal move";
    QTest::addRow("missing-program") << m_dir.filePath("no-such-engine") << QByteArray("first") << "could not be started";
}

void TestUci::fails()
{
    QFETCH(QString, program);
    QFETCH(QByteArray, mode);
    QFETCH(QString, message);
    qputenv("FAKE_ENGINE_MODE", mode);
    ui::UciPlayer player(program, "crazyhouse");
    QSignalSpy moves(&player, &ui::ComputerPlayer::moveReady);
    QSignalSpy failures(&player, &ui::ComputerPlayer::failed);
    player.think(request("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", 200));
    QVERIFY(failures.wait(15000));
    QCOMPARE(moves.count(), 0);
    QVERIFY2(failures.first().at(0).toString().contains(message), qPrintable(failures.first().at(0).toString()));
    // Asking again fails at once; nothing blocks.
    player.think(request("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"));
    QCOMPARE(failures.count(), 2);
}

void TestUci::realFairyStockfish()
{
    const QString program = ui::UciPlayer::findFairyStockfish();
    if (program.isEmpty()) QSKIP("fairy-stockfish is not installed (the .ci/build script installs it)");
    ui::UciPlayer player(program, "crazyhouse");
    QSignalSpy moves(&player, &ui::ComputerPlayer::moveReady);
    const QString fen = "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[Nn] b KQkq - 0 6";
    player.think(request(fen, 2000));
    QVERIFY(moves.wait(15000));
    QVERIFY(core::Position::fromFen(fen.toStdString())->isLegal(moves.first().at(0).value<core::Move>()));
}

QTEST_GUILESS_MAIN(TestUci)
#include "tst_uci.moc"
