// The GUI driven by real mouse and keyboard events, with fake time.
#include "testutil.h"

#include "ui/appsettings.h"
#include "ui/boarditem.h"
#include "ui/clockitem.h"
#include "ui/clockmodel.h"
#include "ui/mainwindow.h"
#include "ui/matchscene.h"
#include "ui/matchview.h"
#include "ui/newmatchdialog.h"
#include "ui/overlayitem.h"
#include "ui/pocketitem.h"
#include "ui/promotionitem.h"
#include "ui/signalbaritem.h"
#include "ui/signalbubbleitem.h"
#include "ui/teamlogitem.h"

#include "core/notation.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QProcess>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using core::Board;
using core::PieceType;
using core::Seat;
using core::Square;

class TestUi : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void dragMakesMove_data();
    void dragMakesMove();
    void clickClickMakesMove();
    void pocketDragDrops();
    void illegalAttemptsExplained_data();
    void illegalAttemptsExplained();
    void promotionChooser_data();
    void promotionChooser();
    void clocksShowFakeTime_data();
    void clocksShowFakeTime();
    void clockModelSaturates_data();
    void clockModelSaturates();
    void flagWithoutMoves();
    void signalReachesPartner_data();
    void signalReachesPartner();
    void pauseStopsClocks();
    void resultAnnounced();
    void waitForPieceShown();
    void newMatchDialogRemembers_data();
    void newMatchDialogRemembers();
    void brokenSettingsFallBack();
    void computersPlay_data();
    void computersPlay();
    void computerSeatNotForPeople();
    void failingEngineIsReplaced_data();
    void failingEngineIsReplaced();
    void enginesEndWithMatch_data();
    void enginesEndWithMatch();
    void bfenChecked_data();
    void bfenChecked();

private:
    /// A fresh window with `fens` (empty: start positions), the clocks started at fake time 0.
    void setUp(const QString &fenA = {}, const QString &fenB = {}, core::MatchConfig config = {});
    QPoint squarePoint(Board board, Square square) const;
    QPoint pocketPoint(Seat seat, PieceType type) const;
    void drag(QPoint from, QPoint to);
    void click(QPoint at);
    QString fen(Board board) const;

    QTemporaryDir m_dir;
    std::unique_ptr<ui::AppSettings> m_settings;
    std::unique_ptr<ui::MainWindow> m_window;
    qint64 m_now = 0;
};

void TestUi::init()
{
    m_settings = std::make_unique<ui::AppSettings>(m_dir.filePath("settings.ini"));
    m_settings->setMuted(true);
    m_window = std::make_unique<ui::MainWindow>(m_settings.get());
    m_window->controller()->clocks().setTimeSource([this] { return m_now; });
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestUi::cleanup()
{
    m_window.reset();
    m_settings.reset();
}

void TestUi::setUp(const QString &fenA, const QString &fenB, core::MatchConfig config)
{
    config.startFen = {fenA.toStdString(), fenB.toStdString()};
    QVERIFY2(config.validate().empty(), config.validate().c_str());
    m_now = 0;
    m_window->setUpMatch(config, {"Ann", "Bob", "Cid", "Dee"});
    m_window->startClocks();
}

QPoint TestUi::squarePoint(Board board, Square square) const
{
    ui::BoardItem *item = m_window->scene()->boardItem(board);
    return m_window->view()->mapFromScene(item->mapToScene(item->squareRect(square).center()));
}

QPoint TestUi::pocketPoint(Seat seat, PieceType type) const
{
    ui::PocketItem *item = m_window->scene()->pocketItem(seat);
    return m_window->view()->mapFromScene(item->mapToScene(item->slotRect(type).center()));
}

void TestUi::drag(QPoint from, QPoint to)
{
    QWidget *viewport = m_window->view()->viewport();
    QTest::mousePress(viewport, Qt::LeftButton, {}, from);
    QTest::mouseMove(viewport, (from + to) / 2);
    QTest::mouseMove(viewport, to);
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);
}

void TestUi::click(QPoint at)
{
    QTest::mouseClick(m_window->view()->viewport(), Qt::LeftButton, {}, at);
}

QString TestUi::fen(Board board) const
{
    return QString::fromStdString(m_window->controller()->match()->board(board).fen());
}

void TestUi::dragMakesMove_data()
{
    QTest::addColumn<Board>("board");
    QTest::addColumn<QString>("uci");
    QTest::addColumn<QString>("after");
    QTest::addRow("board-A-pawn") << Board::A << "e2e4"
                                  << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[] b KQkq - 0 1";
    QTest::addRow("board-A-knight") << Board::A << "g1f3"
                                    << "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R[] b KQkq - 1 1";
    QTest::addRow("board-B-flipped") << Board::B << "d2d4"
                                     << "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR[] b KQkq - 0 1";
}

void TestUi::dragMakesMove()
{
    QFETCH(Board, board);
    QFETCH(QString, uci);
    QFETCH(QString, after);
    setUp();
    QSignalSpy moves(m_window->controller(), &ui::MatchController::moveMade);
    const Square from = core::parseSquare(uci.left(2).toStdString()), to = core::parseSquare(uci.mid(2, 2).toStdString());
    drag(squarePoint(board, from), squarePoint(board, to));
    QCOMPARE(moves.count(), 1);
    QCOMPARE(fen(board), after);
}

void TestUi::clickClickMakesMove()
{
    setUp();
    click(squarePoint(Board::A, Square::B1));
    QCOMPARE(m_window->controller()->match()->plies(), 0);
    click(squarePoint(Board::A, Square::C3));
    QCOMPARE(fen(Board::A), QString("rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR[] b KQkq - 1 1"));
}

void TestUi::pocketDragDrops()
{
    setUp("4k3/8/8/8/8/8/8/4K3[N] w - - 0 1", "4k3/8/8/8/8/8/8/4K3[] w - - 0 1");
    drag(pocketPoint(Seat::WhiteA, PieceType::Knight), squarePoint(Board::A, Square::D6));
    QCOMPARE(fen(Board::A), QString("4k3/8/3N4/8/8/8/8/4K3[] b - - 1 1"));
    QVERIFY(m_window->controller()->match()->board(Board::A).inCheck());
}

void TestUi::illegalAttemptsExplained_data()
{
    QTest::addColumn<QString>("fenA");
    QTest::addColumn<Seat>("pocketSeat");
    QTest::addColumn<PieceType>("dropType");
    QTest::addColumn<Square>("from");
    QTest::addColumn<Square>("to");
    QTest::addColumn<QString>("message");
    const QString kings = "4k3/8/8/8/8/8/8/4K3[NP] w - - 0 1";
    QTest::addRow("pawn-drop-on-last-rank") << kings << Seat::WhiteA << PieceType::Pawn << Square::None << Square::A8
                                            << "Pawns cannot be dropped on the first or last rank.";
    QTest::addRow("drop-on-occupied-square") << kings << Seat::WhiteA << PieceType::Knight << Square::None << Square::E8
                                             << "Pieces can only be dropped on empty squares.";
    QTest::addRow("king-into-check") << "4k3/8/8/8/8/8/3r4/4K3[] w - - 0 1" << Seat::WhiteA << PieceType::None
                                     << Square::E1 << Square::E2 << "Your king would be in check.";
    QTest::addRow("knight-moves-wrong") << QString() << Seat::WhiteA << PieceType::None << Square::G1 << Square::G3
                                        << "That piece cannot move there.";
}

void TestUi::illegalAttemptsExplained()
{
    QFETCH(QString, fenA);
    QFETCH(Seat, pocketSeat);
    QFETCH(PieceType, dropType);
    QFETCH(Square, from);
    QFETCH(Square, to);
    QFETCH(QString, message);
    setUp(fenA, fenA.isEmpty() ? QString() : "4k3/8/8/8/8/8/8/4K3[] w - - 0 1");
    const QString before = fen(Board::A);
    QSignalSpy status(m_window->scene(), &ui::MatchScene::statusMessage);
    const QPoint start = from == Square::None ? pocketPoint(pocketSeat, dropType) : squarePoint(Board::A, from);
    drag(start, squarePoint(Board::A, to));
    QCOMPARE(fen(Board::A), before);
    QVERIFY(!status.isEmpty());
    QCOMPARE(status.last().at(0).toString(), message);
}

void TestUi::promotionChooser_data()
{
    QTest::addColumn<bool>("alwaysQueen");
    QTest::addColumn<PieceType>("choice");
    QTest::addColumn<QString>("after");
    QTest::addRow("choose-knight") << false << PieceType::Knight << "2N1k3/8/8/8/8/8/8/4K3[] b - - 0 1";
    QTest::addRow("choose-rook") << false << PieceType::Rook << "2R1k3/8/8/8/8/8/8/4K3[] b - - 0 1";
    QTest::addRow("always-queen") << true << PieceType::Queen << "2Q1k3/8/8/8/8/8/8/4K3[] b - - 0 1";
}

void TestUi::promotionChooser()
{
    QFETCH(bool, alwaysQueen);
    QFETCH(PieceType, choice);
    QFETCH(QString, after);
    m_window->scene()->setAlwaysQueen(alwaysQueen);
    setUp("4k3/2P5/8/8/8/8/8/4K3[] w - - 0 1", "4k3/8/8/8/8/8/8/4K3[] w - - 0 1");
    drag(squarePoint(Board::A, Square::C7), squarePoint(Board::A, Square::C8));
    ui::PromotionItem *chooser = m_window->scene()->promotionItem();
    QCOMPARE(chooser->isVisible(), !alwaysQueen);
    if (!alwaysQueen) {
        QCOMPARE(m_window->controller()->match()->plies(), 0);
        click(m_window->view()->mapFromScene(chooser->choiceRect(choice).center()));
        QVERIFY(!chooser->isVisible());
    }
    // The promoted piece is marked: fen() writes '~' after it.
    QCOMPARE(fen(Board::A), QString(after).insert(2, '~'));
}

void TestUi::clocksShowFakeTime_data()
{
    QTest::addColumn<qint64>("elapsed");
    QTest::addColumn<QString>("whiteA");
    QTest::addColumn<QString>("blackA");
    QTest::addRow("start") << qint64(0) << "3:00" << "3:00";
    QTest::addRow("after-12.3s") << qint64(12'300) << "2:47" << "3:00";
    QTest::addRow("under-10s-shows-tenths") << qint64(170'750) << "9.2" << "3:00";
}

void TestUi::clocksShowFakeTime()
{
    QFETCH(qint64, elapsed);
    QFETCH(QString, whiteA);
    QFETCH(QString, blackA);
    setUp();
    m_now = elapsed;
    m_window->controller()->clocks().refresh();
    QCOMPARE(m_window->scene()->clockItem(Seat::WhiteA)->text(), whiteA);
    QCOMPARE(m_window->scene()->clockItem(Seat::BlackA)->text(), blackA);
    QCOMPARE(m_window->scene()->clockItem(Seat::WhiteB)->text(), whiteA); // both boards started together
}

void TestUi::clockModelSaturates_data()
{
    QTest::addColumn<qint64>("continueFrom");
    QTest::addColumn<qint64>("source");
    QTest::addColumn<qint64>("now");
    constexpr qint64 Max = std::numeric_limits<qint64>::max(), Min = std::numeric_limits<qint64>::min();
    QTest::addRow("ordinary") << qint64(5000) << qint64(2000) << qint64(6000);
    QTest::addRow("past-the-end") << Max - 10 << qint64(2000) << Max;
    QTest::addRow("before-the-beginning") << Min + 10 << qint64(-2000) << Min;
    QTest::addRow("continue-from-end-with-negative-source") << Max << Min << qint64(-1001);
}

// A restored log can carry any time; ClockModel::now() stays at the ends instead of wrapping.
void TestUi::clockModelSaturates()
{
    QFETCH(qint64, continueFrom);
    QFETCH(qint64, source);
    QFETCH(qint64, now);
    qint64 t = 1000;
    ui::ClockModel model;
    model.setTimeSource([&t] { return t; });
    model.continueFrom(continueFrom);
    t = source;
    QCOMPARE(model.now(), now);
}

void TestUi::flagWithoutMoves()
{
    setUp();
    QSignalSpy ended(m_window->controller(), &ui::MatchController::matchEnded);
    m_now = 180'001;
    m_window->controller()->clocks().refresh();
    QCOMPARE(ended.count(), 1);
    const auto &result = *m_window->controller()->match()->result();
    QCOMPARE(result.reason, core::EndReason::Flag);
    QCOMPARE(result.at, qint64(180'000));
    QVERIFY(m_window->scene()->overlay()->isVisible());
    QVERIFY(!m_window->controller()->clocks().isTicking());
}

void TestUi::signalReachesPartner_data()
{
    QTest::addColumn<Seat>("from");
    QTest::addColumn<core::PartnerSignal>("signal");
    QTest::addColumn<QString>("text");
    QTest::addRow("whiteA-needs-knight") << Seat::WhiteA << core::PartnerSignal::NeedKnight << "Need knight";
    QTest::addRow("blackA-sit") << Seat::BlackA << core::PartnerSignal::Sit << "Sit";
    QTest::addRow("whiteB-thanks") << Seat::WhiteB << core::PartnerSignal::Thanks << "Thanks";
    QTest::addRow("blackB-go") << Seat::BlackB << core::PartnerSignal::Go << "Go";
}

void TestUi::signalReachesPartner()
{
    QFETCH(Seat, from);
    QFETCH(core::PartnerSignal, signal);
    QFETCH(QString, text);
    setUp();
    QSignalSpy sent(m_window->controller(), &ui::MatchController::signalSent);
    ui::SignalBarItem *bar = m_window->scene()->signalBar(from);
    click(m_window->view()->mapFromScene(bar->mapToScene(bar->buttonRect(signal).center())));
    QCOMPARE(sent.count(), 1);
    QCOMPARE(sent.first().at(0).value<Seat>(), from);
    ui::SignalBubbleItem *bubble = m_window->scene()->signalBubble(core::partnerOf(from));
    QVERIFY(bubble->isVisible());
    QCOMPARE(bubble->text(), text);
    QVERIFY(!m_window->scene()->signalBubble(core::opponentOf(from))->isVisible());
    const QStringList log = m_window->scene()->teamLog(core::teamOf(from))->lines();
    QCOMPARE(log.size(), 1);
    QVERIFY(log.first().contains(text));
    // The keyboard sends for the seat that acted last.
    QTest::keyClick(m_window->view()->viewport(), Qt::Key_O);
    QCOMPARE(sent.count(), 2);
    QCOMPARE(sent.last().at(1).value<core::PartnerSignal>(), core::PartnerSignal::Ok);
}

void TestUi::pauseStopsClocks()
{
    setUp();
    m_now = 5000;
    m_window->togglePause();
    QVERIFY(m_window->controller()->isPaused());
    QVERIFY(!m_window->controller()->clocks().isTicking());
    m_now = 60'000;
    m_window->controller()->clocks().refresh();
    QCOMPARE(m_window->scene()->clockItem(Seat::WhiteA)->text(), QString("2:55"));
    // Moves wait for the resume.
    drag(squarePoint(Board::A, Square::E2), squarePoint(Board::A, Square::E4));
    QCOMPARE(m_window->controller()->match()->plies(), 0);
    m_window->togglePause();
    m_now = 61'000;
    m_window->controller()->clocks().refresh();
    QCOMPARE(m_window->scene()->clockItem(Seat::WhiteA)->text(), QString("2:54"));
}

void TestUi::resultAnnounced()
{
    // Q@e7, protected by the king, mates.
    setUp("4k3/8/4K3/8/8/8/8/8[Q] w - - 0 1", "4k3/8/8/8/8/8/8/4K3[] w - - 0 1");
    QSignalSpy ended(m_window->controller(), &ui::MatchController::matchEnded);
    drag(pocketPoint(Seat::WhiteA, PieceType::Queen), squarePoint(Board::A, Square::E7));
    QCOMPARE(ended.count(), 1);
    ui::OverlayItem *overlay = m_window->scene()->overlay();
    QVERIFY(overlay->isVisible());
    QCOMPARE(overlay->title(), QString("Ann & Dee win"));
    QCOMPARE(overlay->detail(), QString("Ann and Dee win: Bob is checkmated on board A."));
}

// Bughouse mate rule: a back-rank check a drop could block leaves White waiting, not mated.
void TestUi::waitForPieceShown()
{
    core::MatchConfig config;
    config.rules.mateRule = core::MateRule::Bughouse;
    setUp("4k3/8/8/8/8/8/5PPP/6K1[r] b - - 0 1", "4k3/8/8/8/8/8/8/4K3[] w - - 0 1", config);
    drag(pocketPoint(Seat::BlackA, PieceType::Rook), squarePoint(Board::A, Square::A1));
    QCOMPARE(m_window->controller()->match()->status(Board::A), core::Status::Wait);
    QVERIFY(!m_window->controller()->match()->isOver());
    QCOMPARE(m_window->statusText(), QString("Ann has no move and waits for a piece from the partner."));
}

void TestUi::newMatchDialogRemembers_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<int>("preset");
    QTest::addColumn<core::MatchMode>("expectedMode");
    QTest::addColumn<qint64>("base");
    QTest::addColumn<qint64>("bonus");
    QTest::addRow("bughouse-1+0") << 0 << 0 << core::MatchMode::Bughouse << qint64(60'000) << qint64(0);
    QTest::addRow("bughouse-5+0") << 0 << 3 << core::MatchMode::Bughouse << qint64(300'000) << qint64(0);
    QTest::addRow("crazyhouse-2+12") << 1 << 4 << core::MatchMode::Crazyhouse << qint64(120'000) << qint64(12'000);
}

void TestUi::newMatchDialogRemembers()
{
    QFETCH(int, mode);
    QFETCH(int, preset);
    QFETCH(core::MatchMode, expectedMode);
    QFETCH(qint64, base);
    QFETCH(qint64, bonus);
    {
        ui::NewMatchDialog dialog(m_settings.get());
        dialog.findChild<QComboBox *>("mode")->setCurrentIndex(mode);
        dialog.findChild<QComboBox *>("timeControl")->setCurrentIndex(preset);
        dialog.findChild<QLineEdit *>("name0")->setText("Eva");
        QComboBox *player1 = dialog.findChild<QComboBox *>("player1");
        player1->setCurrentIndex(player1->findData("builtin:3"));
        QCOMPARE(dialog.findChild<QLineEdit *>("name2")->isVisibleTo(&dialog), mode == 0); // board B: bughouse only
        dialog.findChild<QCheckBox *>("dropMate")->setChecked(false);
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.config().mode, expectedMode);
        QCOMPARE(dialog.config().time.base, base);
        QCOMPARE(dialog.config().time.bonus, bonus);
    }
    // A new dialog starts from the remembered choices.
    ui::NewMatchDialog again(m_settings.get());
    QCOMPARE(again.config().mode, expectedMode);
    QCOMPARE(again.config().time.base, base);
    QCOMPARE(again.config().rules.dropMate, false);
    QCOMPARE(again.names()[0], QString("Eva"));
    QCOMPARE(again.players()[1], QString("builtin:3"));
    QCOMPARE(again.players()[0], QString("human"));
}

void TestUi::brokenSettingsFallBack()
{
    QFile file(m_dir.filePath("broken.ini"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[match]\nmode=7\nbaseMs=-5\nbonusMs=abc\ntiming=9\n[names]\nwhiteA=\n\x01\xff[[[\n[view]\ntheme=neon\n"
               "[sound]\nvolume=400\n");
    file.close();
    ui::AppSettings broken(file.fileName());
    const core::MatchConfig c = broken.matchConfig();
    QVERIFY(c.validate().empty());
    QCOMPARE(c.mode, core::MatchMode::Bughouse);
    QCOMPARE(c.time.base, qint64(180'000));
    QCOMPARE(broken.theme(), QString("classic"));
    QCOMPARE(broken.volume(), 70);
    QCOMPARE(broken.names()[0], ui::AppSettings::defaultNames()[0]);
}

void TestUi::computersPlay_data()
{
    QTest::addColumn<QString>("player");
    QTest::addRow("built-in-level-1") << "builtin:1";
    QTest::addRow("built-in-level-8") << "builtin:8";
    QTest::addRow("uci-engine") << "uci:" BUGHOUSE_TEST_DATA_DIR "/fake-uci-engine.sh";
}

// Computers take all four seats and play each other (real time: a short clock keeps it quick).
void TestUi::computersPlay()
{
    QFETCH(QString, player);
    qputenv("BUGHOUSE_CLI", BUGHOUSE_CLI);
    qputenv("FAKE_ENGINE_MODE", "first");
    m_window->controller()->clocks().setTimeSource({}); // engines think on the real clock
    core::MatchConfig config;
    config.time.base = 20'000;
    m_window->setUpMatch(config, {"A", "B", "C", "D"}, {player, player, player, player});
    m_window->startClocks();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->controller()->match()->plies() >= 8 || m_window->controller()->match()->isOver(),
                             30000);
    const core::Match *match = m_window->controller()->match();
    int moves[2] = {0, 0};
    for (const core::MatchEvent &e : match->events())
        if (e.kind == core::MatchEvent::Kind::Move) ++moves[int(core::boardOf(e.seat))];
    QVERIFY2(moves[0] >= 2 && moves[1] >= 2, qPrintable(QString("%1 %2 %3").arg(moves[0]).arg(moves[1]).arg(m_window->statusText()))); // both boards play at once
}

void TestUi::computerSeatNotForPeople()
{
    core::MatchConfig config;
    m_window->setUpMatch(config, {"Ann", "Bob", "Cid", "Dee"}, {"human", "human", "builtin:1", "human"});
    m_window->controller()->clocks().setTimeSource([this] { return m_now; });
    QSignalSpy status(m_window->scene(), &ui::MatchScene::statusMessage);
    m_window->togglePause(); // not started: nothing to pause, and the computer waits for the start
    drag(squarePoint(Board::B, Square::E2), squarePoint(Board::B, Square::E4));
    m_window->startClocks();
    m_window->togglePause(); // paused: the computer does not move either
    drag(squarePoint(Board::B, Square::E2), squarePoint(Board::B, Square::E4));
    QVERIFY(!status.isEmpty());
    QCOMPARE(m_window->controller()->match()->board(Board::B).fen().substr(0, 8), std::string("rnbqkbnr"));
    QCOMPARE(m_window->controller()->match()->plies(), 0);
    m_window->togglePause();
    drag(squarePoint(Board::B, Square::E2), squarePoint(Board::B, Square::E4));
    QCOMPARE(status.last().at(0).toString(), QString("Cid is played by the computer."));
}

void TestUi::failingEngineIsReplaced_data()
{
    QTest::addColumn<QByteArray>("mode");
    QTest::addColumn<int>("plies"); // on board A, once the built-in engine has taken over
    QTest::addRow("crash") << QByteArray("crash") << 2;
    // Silent after its first move with a minute on its clock: replaced after 5 s, not at the flag.
    QTest::addRow("silent-with-time-left") << QByteArray("later-silent") << 4;
}

void TestUi::failingEngineIsReplaced()
{
    QFETCH(QByteArray, mode);
    QFETCH(int, plies);
    qputenv("BUGHOUSE_CLI", BUGHOUSE_CLI);
    qputenv("FAKE_ENGINE_MODE", mode);
    m_window->controller()->clocks().setTimeSource({});
    core::MatchConfig config;
    config.time.base = 60'000;
    m_window->setUpMatch(config, {"Ann", "Bob", "Cid", "Dee"},
                         {"uci:" BUGHOUSE_TEST_DATA_DIR "/fake-uci-engine.sh", "builtin:1", "human", "human"});
    m_window->startClocks();
    // The failed engine's seat is taken over and board A goes on, well before any flag.
    QTRY_VERIFY_WITH_TIMEOUT(m_window->controller()->match()->plies() >= plies, 20000);
    QVERIFY(!m_window->controller()->match()->isOver());
    QVERIFY(m_window->seatPlayers()->player(Seat::WhiteA) != nullptr);
    QVERIFY(!m_window->controller()->isHuman(Seat::WhiteA));
}

void TestUi::enginesEndWithMatch_data()
{
    QTest::addColumn<QByteArray>("mode");
    QTest::addRow("thinking") << QByteArray("hang");
    QTest::addRow("flooding") << QByteArray("flood");
}

// When the match ends its engines are stopped and reaped, however busy they are.
void TestUi::enginesEndWithMatch()
{
    QFETCH(QByteArray, mode);
    QTemporaryDir dir;
    const QString pids = dir.filePath("pids");
    qputenv("FAKE_ENGINE_MODE", mode);
    qputenv("FAKE_ENGINE_PIDS", pids.toUtf8());
    const QString engine = "uci:" BUGHOUSE_TEST_DATA_DIR "/fake-uci-engine.sh";
    m_window->setUpMatch({}, {"Ann", "Bob", "Cid", "Dee"}, {engine, "human", "human", engine});
    m_window->startClocks();
    QTRY_COMPARE(testutil::listedProcesses(pids).size(), 2);
    m_now = 1000;
    m_window->controller()->resign(Seat::BlackA);
    QVERIFY(m_window->controller()->match()->isOver());
    for (qint64 pid : testutil::listedProcesses(pids)) QTRY_VERIFY2(!testutil::running(pid), qPrintable(QString::number(pid)));
    qunsetenv("FAKE_ENGINE_PIDS");
}

void TestUi::bfenChecked_data()
{
    QTest::addColumn<QString>("bfen");
    QTest::addColumn<QString>("error"); // empty: shown
    const QString full = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QQQQRRRRBBBBNNNNqqqqrrrrbbbbnnnn] w KQkq - 0 1";
    QTest::addRow("two-sets") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1 | 4k3/8/8/8/8/8/8/4K3[Qq] w - - 0 1"
                              << QString();
    QTest::addRow("over-two-sets") << full + " | 4k3/8/8/8/8/8/8/4K3 w - - 0 1" << "66 pieces, more than two sets";
}

// A two-board start from the command line is checked as a whole (no board can overfill later).
void TestUi::bfenChecked()
{
    QFETCH(QString, bfen);
    QFETCH(QString, error);
    QTemporaryDir dir;
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("HOME", dir.path());
    env.insert("XDG_CONFIG_HOME", dir.filePath("config"));
    env.insert("XDG_DATA_HOME", dir.filePath("data"));
    app.setProcessEnvironment(env);
    app.start(BUGHOUSE_GUI, {"--bfen", bfen, "--screenshot", dir.filePath("shot.png"), "--size", "640x400"});
    QVERIFY(app.waitForFinished(30000));
    const QString err = QString::fromUtf8(app.readAllStandardError());
    QCOMPARE(app.exitCode(), error.isEmpty() ? 0 : 2);
    QVERIFY2(error.isEmpty() || err.contains(error), qPrintable(err));
    QCOMPARE(QFile::exists(dir.filePath("shot.png")), error.isEmpty());
}

QTEST_MAIN(TestUi)
#include "tst_ui.moc"
