// The UCI adapter against a fake engine script: moves come back legal, pockets travel in the FEN,
// the variant is set, and a crashing, hanging or cheating engine fails instead of blocking.
#include "ui/players/uciplayer.h"

#include "testutil.h"

#include "core/base/linebuffer.h"
#include "core/board/notation.h"

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
    void answerToEarlierGoIgnored();
    void lineBuffer_data();
    void lineBuffer();
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
    QTest::addColumn<QByteArray>("mode");
    QTest::addRow("start-position") << "crazyhouse"
                                    << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"
                                    << "a2a3" << QByteArray("first");
    // The first legal move in sorted UCI is a drop only if the engine saw the pocket.
    QTest::addRow("pocket-in-fen") << "bughouse"
                                   << "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1"
                                   << "N@a1" << QByteArray("first");
    QTest::addRow("black-to-move") << "bughouse"
                                   << "4k3/8/8/8/8/8/8/4K3[q] b - - 0 1"
                                   << "Q@a1" << QByteArray("first");
    QTest::addRow("fifty-megabyte-line-dropped")
        << "crazyhouse"
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"
        << "a2a3" << QByteArray("longline");
}

void TestUci::plays()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, expected);
    QFETCH(QByteArray, mode);
    const QString log = m_dir.filePath(QTest::currentDataTag());
    qputenv("FAKE_ENGINE_LOG", log.toUtf8());
    qputenv("FAKE_ENGINE_MODE", mode);
    ui::UciPlayer player(FakeEngine, variant);
    QSignalSpy moves(&player, &ui::ComputerPlayer::moveReady);
    QSignalSpy failures(&player, &ui::ComputerPlayer::failed);
    player.think(request(fen));
    QVERIFY(moves.wait(10000));
    QCOMPARE(failures.count(), 0);
    QCOMPARE(QString::fromStdString(core::toUci(moves.first().at(0).value<core::Move>())),
             expected);
    QCOMPARE(player.engineName(), QString("Fake Engine 1.0"));
    QFile file(log);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString said = QString::fromUtf8(file.readAll());
    QVERIFY2(said.contains("setoption name UCI_Variant value " + variant), qPrintable(said));
    QVERIFY2(
        said.contains("position fen " +
                      QString::fromStdString(core::Position::fromFen(fen.toStdString())->fen())),
        qPrintable(said));
    QVERIFY2(said.contains("go wtime "), qPrintable(said));
}

void TestUci::fails_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QByteArray>("mode");
    QTest::addColumn<QString>("message");
    QTest::addColumn<qint64>("myTime");
    QTest::addRow("crash") << FakeEngine << QByteArray("crash") << "quit unexpectedly"
                           << qint64(200);
    QTest::addRow("hang") << FakeEngine << QByteArray("hang") << "did not move in time"
                          << qint64(200);
    // Silent with 12 s on its clock: given up after a third of it and the grace (5 s), long before
    // the flag, and before the 10 s the start-up allows (the wait below is 8 s for this row).
    QTest::addRow("silent-with-time-left")
        << FakeEngine << QByteArray("hang") << "did not move in time" << qint64(12'000);
    QTest::addRow("flooding-with-time-left")
        << FakeEngine << QByteArray("flood") << "did not move in time" << qint64(12'000);
    QTest::addRow("exit-with-child-holding-pipe")
        << FakeEngine << QByteArray("orphan") << "quit unexpectedly" << qint64(600'000);
    QTest::addRow("illegal-move") << FakeEngine << QByteArray("illegal") << "illegal move"
                                  << qint64(200);
    QTest::addRow("garbage-name-and-move-escaped")
        << FakeEngine << QByteArray("garbage")
        << "The engine Fake\\x1b[2J\\x00Engine played an illegal move (\"é\\x00zz\")."
        << qint64(200);
    QTest::addRow("missing-program") << m_dir.filePath("no-such-engine") << QByteArray("first")
                                     << "could not be started" << qint64(200);
}

void TestUci::fails()
{
    QFETCH(QString, program);
    QFETCH(QByteArray, mode);
    QFETCH(QString, message);
    QFETCH(qint64, myTime);
    qputenv("FAKE_ENGINE_MODE", mode);
    const QString pids = m_dir.filePath(QString(QTest::currentDataTag()) + ".pids");
    qputenv("FAKE_ENGINE_PIDS", pids.toUtf8());
    ui::UciPlayer player(program, "crazyhouse");
    QSignalSpy moves(&player, &ui::ComputerPlayer::moveReady);
    QSignalSpy failures(&player, &ui::ComputerPlayer::failed);
    player.think(request("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", myTime));
    QVERIFY(failures.wait(myTime > 200 && mode != "orphan" ? 8000 : 15000));
    // The engine and everything it started are gone.
    for (qint64 pid : testutil::listedProcesses(pids))
        QTRY_VERIFY2(!testutil::running(pid), qPrintable(QString::number(pid)));
    QCOMPARE(moves.count(), 0);
    const QString why = failures.first().at(0).toString();
    QVERIFY2(why.contains(message), qPrintable(why));
    for (const QChar c : why) QVERIFY2(c.unicode() >= 0x20, qPrintable(why));
    // Asking again fails at once; nothing blocks.
    player.think(request("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"));
    QCOMPARE(failures.count(), 2);
}

// An engine that says `bestmove` twice for one `go`: the second one is not the next answer.
void TestUci::answerToEarlierGoIgnored()
{
    qputenv("FAKE_ENGINE_MODE", "double");
    ui::UciPlayer player(FakeEngine, "crazyhouse");
    QSignalSpy moves(&player, &ui::ComputerPlayer::moveReady);
    QSignalSpy failures(&player, &ui::ComputerPlayer::failed);
    player.think(request("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"));
    QVERIFY(moves.wait(10000));
    player.think(request("4k3/8/8/8/8/8/8/4K3[N] w - - 0 1")); // a2a3 again would be illegal here
    QVERIFY(moves.wait(10000));
    QCOMPARE(failures.count(), 0);
    QCOMPARE(QString::fromStdString(core::toUci(moves.last().at(0).value<core::Move>())),
             QString("N@a1"));
}

void TestUci::lineBuffer_data()
{
    QTest::addColumn<QByteArrayList>("chunks");
    QTest::addColumn<QByteArrayList>("lines");
    QTest::addColumn<int>("dropped");
    QTest::addRow("one-line") << QByteArrayList{"uciok\n"} << QByteArrayList{"uciok"} << 0;
    QTest::addRow("split-across-chunks") << QByteArrayList{"best", "move e2", "e4\nread", "yok\n"}
                                         << QByteArrayList{"bestmove e2e4", "readyok"} << 0;
    QTest::addRow("crlf-and-empty-lines")
        << QByteArrayList{"a\r\n\nb\r\n"} << QByteArrayList{"a", "", "b"} << 0;
    QTest::addRow("unfinished-line-waits") << QByteArrayList{"a\nb"} << QByteArrayList{"a"} << 0;
    QTest::addRow("over-long-line-in-one-chunk")
        << QByteArrayList{"a\n" + QByteArray(70'000, 'x') + "\nb\n"} << QByteArrayList{"a", "b"}
        << 1;
    QTest::addRow("over-long-line-in-many-chunks")
        << QByteArrayList{QByteArray(40'000, 'x'), QByteArray(40'000, 'x'),
                          QByteArray(40'000, 'x') + "\nbestmove a2a3\n"}
        << QByteArrayList{"bestmove a2a3"} << 1;
    QByteArrayList many;
    for (int i = 0; i < 1000; ++i) many << "info depth 1\n";
    many << "bestmove a2a3\n";
    QTest::addRow("many-lines") << QByteArrayList{many.join()} << [] {
        QByteArrayList l(1000, "info depth 1");
        return l << "bestmove a2a3";
    }() << 0;
}

// Lines come out whole however the bytes arrive; an over-long line is dropped as it comes, never
// held whole.
void TestUci::lineBuffer()
{
    QFETCH(QByteArrayList, chunks);
    QFETCH(QByteArrayList, lines);
    QFETCH(int, dropped);
    core::LineBuffer buffer;
    QByteArrayList got;
    std::size_t most = 0;
    for (const QByteArray &chunk : chunks) {
        buffer.append({chunk.constData(), std::size_t(chunk.size())});
        while (const auto line = buffer.next()) got << QByteArray::fromStdString(*line);
        most = std::max(most, buffer.held());
    }
    QCOMPARE(got, lines);
    QCOMPARE(int(buffer.dropped()), dropped);
    QVERIFY(most <=
            core::LineBuffer::DefaultMaxLine +
                std::size_t(std::max_element(chunks.begin(), chunks.end(), [](auto &a, auto &b) {
                                return a.size() < b.size();
                            })->size()));
}

void TestUci::realFairyStockfish()
{
    const QString program = ui::UciPlayer::findFairyStockfish();
    if (program.isEmpty())
        QSKIP("fairy-stockfish is not installed (the .ci/build script installs it)");
    ui::UciPlayer player(program, "crazyhouse");
    QSignalSpy moves(&player, &ui::ComputerPlayer::moveReady);
    const QString fen = "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[Nn] b KQkq - 0 6";
    player.think(request(fen, 2000));
    QVERIFY(moves.wait(15000));
    QVERIFY(core::Position::fromFen(fen.toStdString())
                ->isLegal(moves.first().at(0).value<core::Move>()));
}

QTEST_GUILESS_MAIN(TestUci)
#include "tst_uci.moc"
