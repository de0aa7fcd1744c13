// The GUI driven by real mouse and keyboard events, with fake time.
#include "ui/appsettings.h"
#include "ui/boarditem.h"
#include "ui/clockitem.h"
#include "ui/mainwindow.h"
#include "ui/matchscene.h"
#include "ui/matchview.h"
#include "ui/newmatchdialog.h"
#include "ui/overlayitem.h"
#include "ui/pocketitem.h"
#include "ui/promotionitem.h"
#include "ui/seatplayers.h"
#include "ui/rulespanelitem.h"
#include "ui/signalbaritem.h"
#include "ui/signalbubbleitem.h"
#include "ui/teamlogitem.h"

#include "testutil.h"

#include "core/notation.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
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
    void flagWithoutMoves();
    void signalReachesPartner_data();
    void signalReachesPartner();
    void pauseStopsClocks();
    void resultAnnounced();
    void waitForPieceShown();
    void promotionQueenOrKnight();
    void clockMove();
    void clockMoveTakeBack();
    void clockMoveNeedsAMove();
    void rulesPanel_data();
    void rulesPanel();
    void ruleSetChooser_data();
    void ruleSetChooser();
    void newMatchDialogRemembers_data();
    void newMatchDialogRemembers();
    void brokenSettingsFallBack();
    void firstDialogShowsInternetSet();
    void computersPlay_data();
    void computersPlay();
    void computerSeatNotForPeople();
    void failingEngineIsReplaced();
    void houseRuleBreakingEngineIsReplaced();

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

// R00: the chooser offers a queen and a knight only.
void TestUi::promotionQueenOrKnight()
{
    core::MatchConfig config;
    config.rules.promotions = core::promotion::QueenOrKnight;
    setUp("4k3/2P5/8/8/8/8/8/4K3[] w - - 0 1", "4k3/8/8/8/8/8/8/4K3[] w - - 0 1", config);
    drag(squarePoint(Board::A, Square::C7), squarePoint(Board::A, Square::C8));
    ui::PromotionItem *chooser = m_window->scene()->promotionItem();
    QVERIFY(chooser->isVisible());
    QVERIFY(chooser->choiceRect(PieceType::Rook).isEmpty());
    QVERIFY(chooser->choiceRect(PieceType::Bishop).isEmpty());
    QVERIFY(!chooser->choiceRect(PieceType::Queen).isEmpty());
    QCOMPARE(chooser->boundingRect().height(), 2 * ui::PromotionItem::Cell);
    click(m_window->view()->mapFromScene(chooser->choiceRect(PieceType::Knight).center()));
    QCOMPARE(fen(Board::A), QString("2N~1k3/8/8/8/8/8/8/4K3[] b - - 0 1"));
}

// R0: the move is shown, the clock runs on, and the move is made when the mover clicks their clock.
void TestUi::clockMove()
{
    core::MatchConfig config;
    config.rules.clockMove = true;
    setUp({}, {}, config);
    ui::MatchController *c = m_window->controller();
    QSignalSpy moves(c, &ui::MatchController::moveMade);
    drag(squarePoint(Board::A, Square::E2), squarePoint(Board::A, Square::E4));
    QCOMPARE(moves.count(), 0);
    QCOMPARE(c->match()->plies(), 0);
    QVERIFY(c->pendingMove(Board::A) == core::Move::normal(Square::E2, Square::E4));
    // Shown on the board (and pockets) as if made.
    QCOMPARE(c->shownBoard(Board::A).pieceAt(Square::E4), core::Piece::WhitePawn);
    m_now = 2500;
    // Black's clock on board A is no button for White's move; nor is board B's.
    click(m_window->view()->mapFromScene(m_window->scene()->clockItem(Seat::WhiteB)->sceneBoundingRect().center()));
    QCOMPARE(c->match()->plies(), 0);
    click(m_window->view()->mapFromScene(m_window->scene()->clockItem(Seat::WhiteA)->sceneBoundingRect().center()));
    QCOMPARE(moves.count(), 1);
    QCOMPARE(fen(Board::A), QString("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[] b KQkq - 0 1"));
    QCOMPARE(c->match()->events().back().at, 2500);
    QVERIFY(!c->pendingMove(Board::A));
    // Computers are not held: their moves are made at once (the rule is for people).
    c->setComputer(Seat::BlackA, true);
    QCOMPARE(c->proposeMove(Board::A, core::Move::normal(Square::E7, Square::E5)), QString());
    QCOMPARE(c->match()->plies(), 2);
}

// R0: a click on the board takes the held move back; another move can be held and made instead.
void TestUi::clockMoveTakeBack()
{
    core::MatchConfig config;
    config.rules.clockMove = true;
    setUp({}, {}, config);
    ui::MatchController *c = m_window->controller();
    drag(squarePoint(Board::A, Square::E2), squarePoint(Board::A, Square::E4));
    QVERIFY(c->pendingMove(Board::A));
    click(squarePoint(Board::A, Square::D5)); // an empty square
    QVERIFY(!c->pendingMove(Board::A));
    QCOMPARE(c->shownBoard(Board::A).pieceAt(Square::E2), core::Piece::WhitePawn);
    drag(squarePoint(Board::A, Square::D2), squarePoint(Board::A, Square::D4));
    drag(squarePoint(Board::A, Square::G1), squarePoint(Board::A, Square::F3)); // takes d2-d4 back, holds Nf3
    QVERIFY(c->pendingMove(Board::A) == core::Move::normal(Square::G1, Square::F3));
    click(m_window->view()->mapFromScene(m_window->scene()->clockItem(Seat::WhiteA)->sceneBoundingRect().center()));
    QCOMPARE(fen(Board::A), QString("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R[] b KQkq - 1 1"));
}

void TestUi::clockMoveNeedsAMove()
{
    core::MatchConfig config;
    config.rules.clockMove = true;
    setUp({}, {}, config);
    QSignalSpy status(m_window->scene(), &ui::MatchScene::statusMessage);
    click(m_window->view()->mapFromScene(m_window->scene()->clockItem(Seat::WhiteA)->sceneBoundingRect().center()));
    QCOMPARE(m_window->controller()->match()->plies(), 0);
    QVERIFY(!status.isEmpty());
    QCOMPARE(status.last().at(0).toString(), QString("Make your move first, then press your clock."));
    // Without the rule a click on a clock does nothing to the match.
    setUp();
    click(m_window->view()->mapFromScene(m_window->scene()->clockItem(Seat::WhiteA)->sceneBoundingRect().center()));
    QCOMPARE(m_window->controller()->match()->plies(), 0);
}

void TestUi::rulesPanel_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<core::MatchMode>("mode");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QStringList>("lines");
    const auto bug = core::MatchMode::Bughouse;
    QTest::addRow("internet") << "internet" << bug << "Internet (chess.com, FICS)" << QStringList{"Bughouse mate rule"};
    QTest::addRow("czech") << "czech" << bug << "Czech club rules"
                           << QStringList{"Standard mate rule", "R00 queen or knight", "R8 no stalemate",
                                          "R6 repetition, across boards too", "R7 poisoned piece",
                                          "R01 both boards at once"};
    QTest::addRow("czech-clock-move") << "czech,clock-move" << bug << "Czech club rules"
                                      << QStringList{"Standard mate rule", "R00 queen or knight", "R8 no stalemate",
                                                     "R6 repetition, across boards too", "R7 poisoned piece",
                                                     "R01 both boards at once", "R0 clock-move"};
    QTest::addRow("doorgeefschaak") << "doorgeefschaak" << bug << "Doorgeefschaak"
                                    << QStringList{"Standard mate rule", "No check by a drop"};
    QTest::addRow("custom") << "internet,no-drop-mate,poison,promotions=QRN" << bug << "Custom rules"
                            << QStringList{"Bughouse mate rule", "No mate by a drop", "Promotion Q R N",
                                           "R7 poisoned piece"};
    QTest::addRow("crazyhouse-drops-bughouse-only-options")
        << "czech" << core::MatchMode::Crazyhouse << "Custom rules"
        << QStringList{"Standard mate rule", "R00 queen or knight"};
}

void TestUi::rulesPanel()
{
    QFETCH(QString, rules);
    QFETCH(core::MatchMode, mode);
    QFETCH(QString, title);
    QFETCH(QStringList, lines);
    core::MatchConfig config;
    config.mode = mode;
    config.rules = testutil::rulesFrom(rules);
    setUp({}, {}, config);
    ui::RulesPanelItem *panel = m_window->scene()->rulesPanel();
    QVERIFY(panel);
    QCOMPARE(panel->title(), title);
    QCOMPARE(panel->lines(), lines);
    // Beside the boards, not over them.
    QVERIFY(m_window->scene()->sceneRect().contains(panel->sceneBoundingRect()));
    for (Board b : {Board::A, Board::B})
        if (ui::BoardItem *board = m_window->scene()->boardItem(b))
            QVERIFY(!board->sceneBoundingRect().intersects(panel->sceneBoundingRect()));
}

void TestUi::ruleSetChooser_data()
{
    QTest::addColumn<int>("downs"); // Down-arrow presses on the rule-set chooser, from Internet
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QStringList>("checked");
    QTest::addRow("internet") << 0 << "internet" << QStringList{"dropCheck", "dropMate"};
    QTest::addRow("czech") << 1 << "czech"
                           << QStringList{"dropCheck", "dropMate", "noStalemate", "repetitionPerBoard",
                                          "repetitionAcrossBoards", "poisonedPiece", "simultaneousEnd"};
    QTest::addRow("doorgeefschaak") << 2 << "doorgeefschaak" << QStringList{"dropMate"};
}

// A set fills in its options; a changed option makes the rules "Custom"; the choice is remembered.
void TestUi::ruleSetChooser()
{
    QFETCH(int, downs);
    QFETCH(QString, expected);
    QFETCH(QStringList, checked);
    core::Rules wanted = testutil::rulesFrom(expected);
    bool clockMoveOn = false;
    {
        ui::NewMatchDialog dialog(m_settings.get());
        dialog.show();
        QComboBox *set = dialog.findChild<QComboBox *>("ruleSet");
        set->setFocus();
        QTest::keyClick(set, Qt::Key_Home);
        for (int i = 0; i < downs; ++i) QTest::keyClick(set, Qt::Key_Down);
        QCOMPARE(set->currentData().toInt(), int(core::ruleSetOf(wanted)));
        QStringList on;
        for (QCheckBox *box : dialog.findChildren<QCheckBox *>())
            if (box->isChecked() && box->objectName() != "clockMove" && !box->text().contains("odds"))
                on << box->objectName();
        on.sort();
        checked.sort();
        QCOMPARE(on, checked);
        QCOMPARE(dialog.findChild<QCheckBox *>("dropMate")->isEnabled(), wanted.dropCheck);
        core::Rules got = dialog.config().rules;
        got.variant = wanted.variant;
        got.clockMove = wanted.clockMove; // as the last row left it: the sets do not set it
        QVERIFY(got == wanted);
        // The clock-move rule goes with any set.
        QCheckBox *clockMove = dialog.findChild<QCheckBox *>("clockMove");
        clockMoveOn = !clockMove->isChecked();
        QTest::mouseClick(clockMove, Qt::LeftButton, {}, QPoint(8, clockMove->height() / 2));
        QCOMPARE(clockMove->isChecked(), clockMoveOn);
        QCOMPARE(set->currentData().toInt(), int(core::ruleSetOf(wanted)));
        dialog.accept();
    }
    {
        ui::NewMatchDialog again(m_settings.get());
        again.show();
        QComboBox *set = again.findChild<QComboBox *>("ruleSet");
        QCOMPARE(set->currentData().toInt(), int(core::ruleSetOf(wanted)));
        QCOMPARE(again.config().rules.clockMove, clockMoveOn);
        // One option changed by a click: custom rules.
        QCheckBox *poison = again.findChild<QCheckBox *>("poisonedPiece");
        QTest::mouseClick(poison, Qt::LeftButton, {}, QPoint(8, poison->height() / 2));
        QCOMPARE(set->currentData().toInt(), int(core::RuleSet::Custom));
        QCOMPARE(again.config().rules.poisonedPiece, !wanted.poisonedPiece);
    }
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
    QCOMPARE(int(core::ruleSetOf(c.rules)), int(core::RuleSet::Internet));
    QCOMPARE(broken.theme(), QString("classic"));
    QCOMPARE(broken.volume(), 70);
    QCOMPARE(broken.names()[0], ui::AppSettings::defaultNames()[0]);
}

void TestUi::firstDialogShowsInternetSet()
{
    ui::AppSettings fresh(m_dir.filePath("fresh.ini"));
    ui::NewMatchDialog dialog(&fresh);
    QCOMPARE(dialog.findChild<QComboBox *>("ruleSet")->currentData().toInt(), int(core::RuleSet::Internet));
    QCOMPARE(dialog.findChild<QComboBox *>("mateRule")->currentIndex(), 1); // the bughouse mate rule
    QVERIFY(dialog.config().rules.dropMate);
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

void TestUi::failingEngineIsReplaced()
{
    qputenv("FAKE_ENGINE_MODE", "crash");
    m_window->controller()->clocks().setTimeSource({});
    core::MatchConfig config;
    config.time.base = 20'000;
    m_window->setUpMatch(config, {"Ann", "Bob", "Cid", "Dee"},
                         {"uci:" BUGHOUSE_TEST_DATA_DIR "/fake-uci-engine.sh", "builtin:1", "human", "human"});
    m_window->startClocks();
    // The crashed engine's seat is taken over and board A goes on.
    QTRY_VERIFY_WITH_TIMEOUT(m_window->controller()->match()->plies() >= 2, 20000);
    QVERIFY(m_window->statusText().contains("takes over") || m_window->controller()->match()->plies() >= 2);
    QVERIFY(m_window->seatPlayers()->player(Seat::WhiteA) != nullptr);
    QVERIFY(!m_window->controller()->isHuman(Seat::WhiteA));
}

// The fake engine plays the first move by the servers' rules, Q@a2+: a check by a drop, which
// doorgeefschaak forbids. The engine is judged by the match's rules: the built-in engine takes the
// seat over and plays a quiet move.
void TestUi::houseRuleBreakingEngineIsReplaced()
{
    qputenv("BUGHOUSE_CLI", BUGHOUSE_CLI);
    qputenv("FAKE_ENGINE_MODE", "first");
    m_window->controller()->clocks().setTimeSource({});
    core::MatchConfig config;
    config.time.base = 20'000;
    config.rules.dropCheck = false;
    config.startFen = {"k7/8/8/8/8/8/8/K7[Q] w - - 0 1", "k7/8/8/8/8/8/8/K7[] w - - 0 1"};
    m_window->setUpMatch(config, {"Ann", "Bob", "Cid", "Dee"},
                         {"uci:" BUGHOUSE_TEST_DATA_DIR "/fake-uci-engine.sh", "human", "human", "human"});
    QSignalSpy messages(m_window->seatPlayers(), &ui::SeatPlayers::message);
    m_window->startClocks();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->controller()->match()->plies() >= 1, 20000);
    QCOMPARE(messages.count(), 1);
    QCOMPARE(messages.first().at(0).toString(),
             QString("The engine Fake Engine 1.0 played an illegal move (Q@a2). The built-in engine takes over."));
    QVERIFY(!m_window->controller()->isHuman(Seat::WhiteA));
    QVERIFY(!m_window->controller()->match()->board(Board::A).inCheck());
}

QTEST_MAIN(TestUi)
#include "tst_ui.moc"
