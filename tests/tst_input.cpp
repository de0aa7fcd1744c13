// The hands on the boards driven by real mouse, touch, key and gamepad events, with fake time.
#include "uifixture.h"

#include "ui/input/cursorhands.h"
#include "ui/input/inputlayer.h"
#include "ui/scene/clockitem.h"
#include "ui/scene/promotionitem.h"
#include "ui/scene/signalbaritem.h"
#include "ui/scene/signalbubbleitem.h"
#include "ui/scene/teamlogitem.h"

#include <QSignalSpy>

class TestInput : public UiFixture
{
    Q_OBJECT

private slots:
    void init() { UiFixture::init(); }
    void cleanup() { UiFixture::cleanup(); }
    void dragMakesMove_data();
    void dragMakesMove();
    void clickClickMakesMove();
    void pocketDragDrops();
    void illegalAttemptsExplained_data();
    void illegalAttemptsExplained();
    void promotionChooser_data();
    void promotionChooser();
    void signalReachesPartner_data();
    void signalReachesPartner();
    void promotionQueenOrKnight();
    void clockMove();
    void clockMoveTakeBack();
    void clockMoveNeedsAMove();
    void clockMoveFromKeys();
    // Several hands at once: touch points, the mouse and the two keyboard blocks.
    void touchPointsOnBothBoards_data();
    void touchPointsOnBothBoards();
    void touchAndMouseAtOnce();
    void touchTapTap();
    void touchOtherSideIsOwnHand_data();
    void touchOtherSideIsOwnHand();
    void touchChooserKeptFromOpponent_data();
    void touchChooserKeptFromOpponent();
    void touchCancelKeepsPieces();
    void synthesizedMouseIgnored();
    void keyBlocksInterleave();
    void keyAutoRepeatWalksOnly();
    void keyFirstKeyActs_data();
    void keyFirstKeyActs();
    void keyShiftChangesNothing_data();
    void keyShiftChangesNothing();
    void keySignalsFromChosenSeat_data();
    void keySignalsFromChosenSeat();
    void keySignalsInCrazyhouse();
    void keyBlockPromotion_data();
    void keyBlockPromotion();
    void busyBoardRefusesSecondHand_data();
    void busyBoardRefusesSecondHand();
    // Premoves.
    void premoves_data();
    void premoves();
    // Gamepads, with events pushed into SDL's queue.
    void fourGamepads();
    void gamepadDropAndPremove();
    void gamepadRepeatsAndPromotes();
    void gamepadUnpluggedMidDrag();

private:
    /// A finger (touch point `id`) presses and lifts at `at`.
    void tap(int id, QPoint at);
    void padAxis(int pad, int axis, int value);
};

void TestInput::tap(int id, QPoint at)
{
    QTest::touchEvent(m_window->view()->viewport(), m_touchScreen).press(id, at);
    QTest::touchEvent(m_window->view()->viewport(), m_touchScreen).release(id, at);
}

#if BUGHOUSE_HAVE_SDL
void TestInput::padAxis(int pad, int axis, int value)
{
    SDL_Event e{};
    e.type = SDL_CONTROLLERAXISMOTION;
    e.caxis.which = pad;
    e.caxis.axis = Uint8(axis);
    e.caxis.value = Sint16(value);
    QCOMPARE(SDL_PushEvent(&e), 1);
    m_window->input()->gamepads()->poll();
}
#else
void TestInput::padAxis(int, int, int) {}
#endif

void TestInput::dragMakesMove_data()
{
    QTest::addColumn<Board>("board");
    QTest::addColumn<QString>("uci");
    QTest::addColumn<QString>("after");
    QTest::addRow("board-A-pawn") << Board::A << "e2e4"
                                  << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[] b KQkq - 0 1";
    QTest::addRow("board-A-knight")
        << Board::A << "g1f3"
        << "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R[] b KQkq - 1 1";
    QTest::addRow("board-B-flipped")
        << Board::B << "d2d4"
        << "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR[] b KQkq - 0 1";
}

void TestInput::dragMakesMove()
{
    QFETCH(Board, board);
    QFETCH(QString, uci);
    QFETCH(QString, after);
    setUp();
    QSignalSpy moves(m_window->controller(), &ui::MatchController::moveMade);
    const Square from = core::parseSquare(uci.left(2).toStdString()),
                 to = core::parseSquare(uci.mid(2, 2).toStdString());
    drag(squarePoint(board, from), squarePoint(board, to));
    QCOMPARE(moves.count(), 1);
    QCOMPARE(fen(board), after);
}

void TestInput::clickClickMakesMove()
{
    setUp();
    click(squarePoint(Board::A, Square::B1));
    QCOMPARE(m_window->controller()->match()->plies(), 0);
    click(squarePoint(Board::A, Square::C3));
    QCOMPARE(fen(Board::A),
             QString("rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR[] b KQkq - 1 1"));
}

void TestInput::pocketDragDrops()
{
    setUp("4k3/8/8/8/8/8/8/4K3[N] w - - 0 1", "4k3/8/8/8/8/8/8/4K3[] w - - 0 1");
    drag(pocketPoint(Seat::WhiteA, PieceType::Knight), squarePoint(Board::A, Square::D6));
    QCOMPARE(fen(Board::A), QString("4k3/8/3N4/8/8/8/8/4K3[] b - - 1 1"));
    QVERIFY(m_window->controller()->match()->board(Board::A).inCheck());
}

void TestInput::illegalAttemptsExplained_data()
{
    QTest::addColumn<QString>("fenA");
    QTest::addColumn<Seat>("pocketSeat");
    QTest::addColumn<PieceType>("dropType");
    QTest::addColumn<Square>("from");
    QTest::addColumn<Square>("to");
    QTest::addColumn<QString>("message");
    const QString kings = "4k3/8/8/8/8/8/8/4K3[NP] w - - 0 1";
    QTest::addRow("pawn-drop-on-last-rank")
        << kings << Seat::WhiteA << PieceType::Pawn << Square::None << Square::A8
        << "Pawns cannot be dropped on the first or last rank.";
    QTest::addRow("drop-on-occupied-square")
        << kings << Seat::WhiteA << PieceType::Knight << Square::None << Square::E8
        << "Pieces can only be dropped on empty squares.";
    QTest::addRow("king-into-check")
        << "4k3/8/8/8/8/8/3r4/4K3[] w - - 0 1" << Seat::WhiteA << PieceType::None << Square::E1
        << Square::E2 << "Your king would be in check.";
    QTest::addRow("knight-moves-wrong")
        << QString() << Seat::WhiteA << PieceType::None << Square::G1 << Square::G3
        << "That piece cannot move there.";
}

void TestInput::illegalAttemptsExplained()
{
    QFETCH(QString, fenA);
    QFETCH(Seat, pocketSeat);
    QFETCH(PieceType, dropType);
    QFETCH(Square, from);
    QFETCH(Square, to);
    QFETCH(QString, message);
    setUp(fenA, fenA.isEmpty() ? QString() : "4k3/8/8/8/8/8/8/4K3[] w - - 0 1");
    const QString before = fen(Board::A);
    QSignalSpy status(m_window->input(), &ui::InputDevices::statusMessage);
    const QPoint start =
        from == Square::None ? pocketPoint(pocketSeat, dropType) : squarePoint(Board::A, from);
    drag(start, squarePoint(Board::A, to));
    QCOMPARE(fen(Board::A), before);
    QVERIFY(!status.isEmpty());
    QCOMPARE(status.last().at(0).toString(), message);
}

void TestInput::promotionChooser_data()
{
    QTest::addColumn<bool>("alwaysQueen");
    QTest::addColumn<PieceType>("choice");
    QTest::addColumn<QString>("after");
    QTest::addRow("choose-knight")
        << false << PieceType::Knight << "2N1k3/8/8/8/8/8/8/4K3[] b - - 0 1";
    QTest::addRow("choose-rook") << false << PieceType::Rook << "2R1k3/8/8/8/8/8/8/4K3[] b - - 0 1";
    QTest::addRow("always-queen") << true << PieceType::Queen
                                  << "2Q1k3/8/8/8/8/8/8/4K3[] b - - 0 1";
}

void TestInput::promotionChooser()
{
    QFETCH(bool, alwaysQueen);
    QFETCH(PieceType, choice);
    QFETCH(QString, after);
    m_window->input()->layer()->setAlwaysQueen(alwaysQueen);
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

void TestInput::signalReachesPartner_data()
{
    QTest::addColumn<Seat>("from");
    QTest::addColumn<core::PartnerSignal>("signal");
    QTest::addColumn<QString>("text");
    QTest::addRow("whiteA-needs-knight")
        << Seat::WhiteA << core::PartnerSignal::NeedKnight << "Need knight";
    QTest::addRow("blackA-sit") << Seat::BlackA << core::PartnerSignal::Sit << "Sit";
    QTest::addRow("whiteB-thanks") << Seat::WhiteB << core::PartnerSignal::Thanks << "Thanks";
    QTest::addRow("blackB-go") << Seat::BlackB << core::PartnerSignal::Go << "Go";
}

void TestInput::signalReachesPartner()
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
}

// R00: the chooser offers a queen and a knight only.
void TestInput::promotionQueenOrKnight()
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
    QCOMPARE(chooser->choiceRect(PieceType::Knight).top() -
                 chooser->choiceRect(PieceType::Queen).top(),
             ui::PromotionItem::Cell); // two cells, one under the other
    click(m_window->view()->mapFromScene(chooser->choiceRect(PieceType::Knight).center()));
    QCOMPARE(fen(Board::A), QString("2N~1k3/8/8/8/8/8/8/4K3[] b - - 0 1"));
}

// R0: the move is shown, the clock runs on, and the move is made when the mover clicks their clock.
void TestInput::clockMove()
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
    click(m_window->view()->mapFromScene(
        m_window->scene()->clockItem(Seat::WhiteB)->sceneBoundingRect().center()));
    QCOMPARE(c->match()->plies(), 0);
    click(m_window->view()->mapFromScene(
        m_window->scene()->clockItem(Seat::WhiteA)->sceneBoundingRect().center()));
    QCOMPARE(moves.count(), 1);
    QCOMPARE(fen(Board::A),
             QString("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[] b KQkq - 0 1"));
    QCOMPARE(c->match()->events().back().at, 2500);
    QVERIFY(!c->pendingMove(Board::A));
    // Computers are not held: their moves are made at once (the rule is for people).
    c->setComputer(Seat::BlackA, true);
    QCOMPARE(c->proposeMove(Board::A, core::Move::normal(Square::E7, Square::E5)), QString());
    QCOMPARE(c->match()->plies(), 2);
}

// R0: a click on the board takes the held move back; another move can be held and made instead.
void TestInput::clockMoveTakeBack()
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
    drag(squarePoint(Board::A, Square::G1),
         squarePoint(Board::A, Square::F3)); // takes d2-d4 back, holds Nf3
    QVERIFY(c->pendingMove(Board::A) == core::Move::normal(Square::G1, Square::F3));
    click(m_window->view()->mapFromScene(
        m_window->scene()->clockItem(Seat::WhiteA)->sceneBoundingRect().center()));
    QCOMPARE(fen(Board::A),
             QString("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R[] b KQkq - 1 1"));
}

void TestInput::clockMoveNeedsAMove()
{
    core::MatchConfig config;
    config.rules.clockMove = true;
    setUp({}, {}, config);
    QSignalSpy status(m_window->input(), &ui::InputDevices::statusMessage);
    click(m_window->view()->mapFromScene(
        m_window->scene()->clockItem(Seat::WhiteA)->sceneBoundingRect().center()));
    QCOMPARE(m_window->controller()->match()->plies(), 0);
    QVERIFY(!status.isEmpty());
    QCOMPARE(status.last().at(0).toString(),
             QString("Make your move first, then press your clock."));
    // Without the rule a click on a clock does nothing to the match.
    setUp();
    click(m_window->view()->mapFromScene(
        m_window->scene()->clockItem(Seat::WhiteA)->sceneBoundingRect().center()));
    QCOMPARE(m_window->controller()->match()->plies(), 0);
}

// R0 with a keyboard block: the clock key presses the clock; the cancel key takes the move back.
void TestInput::clockMoveFromKeys()
{
    core::MatchConfig config;
    config.rules.clockMove = true;
    setUp({}, {}, config);
    ui::MatchController *c = m_window->controller();
    keys({Qt::Key_W, Qt::Key_E, Qt::Key_W, Qt::Key_W, Qt::Key_E}); // e2-e4, held
    QVERIFY(c->pendingMove(Board::A) == core::Move::normal(Square::E2, Square::E4));
    keys({Qt::Key_X});
    QVERIFY(!c->pendingMove(Board::A));
    keys({Qt::Key_S, Qt::Key_S, Qt::Key_E, Qt::Key_W, Qt::Key_E}); // e2-e3, held
    QCOMPARE(c->match()->plies(), 0);
    m_now = 1500;
    keys({Qt::Key_F});
    QCOMPARE(movesOn(Board::A), (QList<QPair<qint64, QString>>{{1500, "e2e3"}}));
}

void TestInput::touchPointsOnBothBoards_data()
{
    QTest::addColumn<bool>("releaseAFirst");
    QTest::addRow("finger-on-A-lifts-first") << true;
    QTest::addRow("finger-on-B-lifts-first") << false;
}

// Two fingers drag on boards A and B in interleaved steps; each move is made when its finger lifts.
void TestInput::touchPointsOnBothBoards()
{
    QFETCH(bool, releaseAFirst);
    setUp();
    fitScreen();
    QWidget *viewport = m_window->view()->viewport();
    const QPoint a1 = squarePoint(Board::A, Square::E2), a2 = squarePoint(Board::A, Square::E4);
    const QPoint b1 = squarePoint(Board::B, Square::D2), b2 = squarePoint(Board::B, Square::D4);
    // As a touch screen reports them: every event carries all fingers, the resting ones stationary.
    m_now = 1000;
    QTest::touchEvent(viewport, m_touchScreen).press(0, a1);
    m_now = 1200;
    QTest::touchEvent(viewport, m_touchScreen).stationary(0).press(1, b1);
    QTest::touchEvent(viewport, m_touchScreen).move(0, (a1 + a2) / 2).stationary(1);
    QTest::touchEvent(viewport, m_touchScreen).stationary(0).move(1, (b1 + b2) / 2);
    QTest::touchEvent(viewport, m_touchScreen).move(0, a2).stationary(1);
    QTest::touchEvent(viewport, m_touchScreen).stationary(0).move(1, b2);
    QVERIFY(m_window->input()->layer()->holder(Board::A));
    QVERIFY(m_window->input()->layer()->holder(Board::B));
    m_now = 2000;
    if (releaseAFirst)
        QTest::touchEvent(viewport, m_touchScreen).release(0, a2).stationary(1);
    else
        QTest::touchEvent(viewport, m_touchScreen).stationary(0).release(1, b2);
    m_now = 3500;
    if (releaseAFirst)
        QTest::touchEvent(viewport, m_touchScreen).release(1, b2);
    else
        QTest::touchEvent(viewport, m_touchScreen).release(0, a2);
    using Moves = QList<QPair<qint64, QString>>;
    QCOMPARE(movesOn(Board::A), Moves({{releaseAFirst ? 2000 : 3500, "e2e4"}}));
    QCOMPARE(movesOn(Board::B), Moves({{releaseAFirst ? 3500 : 2000, "d2d4"}}));
}

void TestInput::touchAndMouseAtOnce()
{
    setUp();
    fitScreen();
    QWidget *viewport = m_window->view()->viewport();
    const QPoint a1 = squarePoint(Board::A, Square::G1), a2 = squarePoint(Board::A, Square::F3);
    const QPoint b1 = squarePoint(Board::B, Square::E2), b2 = squarePoint(Board::B, Square::E4);
    m_now = 500;
    QTest::mousePress(viewport, Qt::LeftButton, {}, b1);
    QTest::touchEvent(viewport, m_touchScreen).press(3, a1);
    QTest::mouseMove(viewport, (b1 + b2) / 2);
    QTest::touchEvent(viewport, m_touchScreen).move(3, (a1 + a2) / 2);
    QTest::mouseMove(viewport, b2);
    QTest::touchEvent(viewport, m_touchScreen).move(3, a2);
    m_now = 900;
    QTest::touchEvent(viewport, m_touchScreen).release(3, a2);
    m_now = 1100;
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, b2);
    using Moves = QList<QPair<qint64, QString>>;
    QCOMPARE(movesOn(Board::A), Moves({{900, "g1f3"}}));
    QCOMPARE(movesOn(Board::B), Moves({{1100, "e2e4"}}));
}

// A tap selects, a second tap (another touch point) on a target moves; the lifted finger's piece
// shows its targets meanwhile.
void TestInput::touchTapTap()
{
    setUp();
    fitScreen();
    QWidget *viewport = m_window->view()->viewport();
    const QPoint from = squarePoint(Board::B, Square::B1), to = squarePoint(Board::B, Square::C3);
    QTest::touchEvent(viewport, m_touchScreen).press(0, from);
    QTest::touchEvent(viewport, m_touchScreen).release(0, from);
    QCOMPARE(m_window->controller()->match()->plies(), 0);
    const ui::input::Hand *held = m_window->input()->layer()->holder(Board::B);
    QVERIFY(held);
    QCOMPARE(held->moves.size(), 2);
    QTest::touchEvent(viewport, m_touchScreen).press(1, to);
    QTest::touchEvent(viewport, m_touchScreen).release(1, to);
    QCOMPARE(movesOn(Board::B).size(), 1);
    QCOMPARE(movesOn(Board::B).first().second, QString("b1c3"));
}

void TestInput::touchOtherSideIsOwnHand_data()
{
    QTest::addColumn<Square>("second");
    QTest::addColumn<Square>("whiteHolds"); // White's selection afterwards (None: gone)
    QTest::addColumn<bool>("blackHolds");
    QTest::addColumn<QString>("refusal"); // said over the board, or empty
    QTest::addRow("black-touches-own-pawn") << Square::E7 << Square::E2 << true << "";
    QTest::addRow("black-touches-own-knight") << Square::G8 << Square::E2 << true << "";
    QTest::addRow("target-completes-white") << Square::E4 << Square::None << false << "";
    QTest::addRow("own-piece-switches-white") << Square::D2 << Square::D2 << false << "";
    QTest::addRow("own-square-keeps-white") << Square::E2 << Square::E2 << false << "";
    QTest::addRow("empty-square-explains")
        << Square::E5 << Square::None << false << "That piece cannot move there.";
}

// White-A taps e2 and lifts; the next touch on board A is White's second tap only where it
// completes the selection; a touch on Black's piece is Black's own hand (a premove).
void TestInput::touchOtherSideIsOwnHand()
{
    QFETCH(Square, second);
    QFETCH(Square, whiteHolds);
    QFETCH(bool, blackHolds);
    QFETCH(QString, refusal);
    setUp();
    fitScreen();
    QSignalSpy refused(m_window->input()->layer(), &ui::input::InputLayer::refused);
    tap(0, squarePoint(Board::A, Square::E2));
    tap(1, squarePoint(Board::A, second));
    const ui::input::Hand *white = m_window->input()->layer()->holder(Board::A);
    QCOMPARE(white ? white->from : Square::None, whiteHolds);
    bool black = false;
    for (const ui::input::Hand &h : m_window->input()->layer()->hands())
        black |= h.board == Board::A && core::colorOf(h.piece) == core::Color::Black && h.premove &&
                 h.from == second;
    QCOMPARE(black, blackHolds);
    QCOMPARE(refused.isEmpty() ? QString() : refused.last().at(1).toString(), refusal);
    if (!blackHolds) return;
    // Both finish their moves with a tap each, White first: Black's premove is played at once.
    tap(2, squarePoint(Board::A, Square::E4));
    QCOMPARE(movesOn(Board::A).size(), 1);
    tap(3, squarePoint(Board::A, second == Square::E7 ? Square::E5 : Square::F6));
    QCOMPARE(movesOn(Board::A).size(), 2);
    QCOMPARE(movesOn(Board::A).last().second,
             second == Square::E7 ? QString("e7e5") : QString("g8f6"));
}

void TestInput::touchChooserKeptFromOpponent_data()
{
    QTest::addColumn<QString>("touch"); // where the next touch lands
    QTest::addColumn<bool>("open");     // the chooser afterwards
    QTest::addColumn<QString>("after"); // board A's position once the chooser is done
    QTest::addRow("black-king-leaves-it-open")
        << "king" << true << "2N~1k3/8/8/8/8/8/8/4K3[p] b - - 0 1";
    QTest::addRow("black-pocket-leaves-it-open")
        << "pocket" << true << "2N~1k3/8/8/8/8/8/8/4K3[p] b - - 0 1";
    QTest::addRow("white-empty-square-closes-it")
        << "empty" << false << "4k3/2P5/8/8/8/8/8/4K3[p] w - - 0 1";
    QTest::addRow("choice-by-another-finger")
        << "knight" << false << "2N~1k3/8/8/8/8/8/8/4K3[p] b - - 0 1";
}

// White-A's promotion chooser (opened by a tap-tap) is chosen from or closed by White only.
void TestInput::touchChooserKeptFromOpponent()
{
    QFETCH(QString, touch);
    QFETCH(bool, open);
    QFETCH(QString, after);
    setUp("4k3/2P5/8/8/8/8/8/4K3[p] w - - 0 1", "4k3/8/8/8/8/8/8/4K3[] w - - 0 1");
    fitScreen();
    tap(0, squarePoint(Board::A, Square::C7));
    tap(1, squarePoint(Board::A, Square::C8));
    ui::PromotionItem *chooser = m_window->scene()->promotionItem(Board::A);
    QVERIFY(chooser->isVisible());
    const auto choicePoint = [&](PieceType type) {
        return m_window->view()->mapFromScene(chooser->choiceRect(type).center());
    };
    const QPoint at = touch == "king"     ? squarePoint(Board::A, Square::E8)
                      : touch == "pocket" ? pocketPoint(Seat::BlackA, PieceType::Pawn)
                      : touch == "empty"  ? squarePoint(Board::A, Square::D4)
                                          : choicePoint(PieceType::Knight);
    tap(2, at);
    QCOMPARE(chooser->isVisible(), open);
    if (open) tap(3, choicePoint(PieceType::Knight)); // White chooses after all
    QVERIFY(!chooser->isVisible());
    QCOMPARE(fen(Board::A), after);
}

// The system cancels the touches while a finger on each board drags a piece: both pieces stay
// selected, and a tap on each target finishes the moves.
void TestInput::touchCancelKeepsPieces()
{
    setUp();
    fitScreen();
    QWidget *viewport = m_window->view()->viewport();
    QTest::touchEvent(viewport, m_touchScreen).press(0, squarePoint(Board::A, Square::D2));
    QTest::touchEvent(viewport, m_touchScreen)
        .stationary(0)
        .press(1, squarePoint(Board::B, Square::G1));
    QTest::touchEvent(viewport, m_touchScreen)
        .move(0, squarePoint(Board::A, Square::D4))
        .stationary(1);
    QTest::touchEvent(viewport, m_touchScreen)
        .stationary(0)
        .move(1, squarePoint(Board::B, Square::F3));
    QTouchEvent cancel(QEvent::TouchCancel, m_touchScreen);
    QApplication::sendEvent(viewport, &cancel);
    for (Board b : {Board::A, Board::B}) {
        const ui::input::Hand *held = m_window->input()->layer()->holder(b);
        QVERIFY(held);
        QVERIFY(!held->dragging);
    }
    QCOMPARE(m_window->input()->layer()->holder(Board::B)->from, Square::G1);
    QCOMPARE(m_window->controller()->match()->plies(), 0);
    tap(2, squarePoint(Board::B, Square::F3));
    tap(3, squarePoint(Board::A, Square::D4));
    QCOMPARE(movesOn(Board::A).size(), 1);
    QCOMPARE(movesOn(Board::A).first().second, QString("d2d4"));
    QCOMPARE(movesOn(Board::B).size(), 1);
    QCOMPARE(movesOn(Board::B).first().second, QString("g1f3"));
}

// Mouse events that the system made from touches are not a second hand.
void TestInput::synthesizedMouseIgnored()
{
    setUp();
    QWidget *viewport = m_window->view()->viewport();
    const auto send = [&](QEvent::Type type, QPoint at, Qt::MouseButtons buttons) {
        QMouseEvent e(type, at, viewport->mapTo(m_window.get(), at), viewport->mapToGlobal(at),
                      Qt::LeftButton, buttons, Qt::NoModifier, Qt::MouseEventSynthesizedBySystem,
                      m_touchScreen);
        QApplication::sendEvent(viewport, &e);
    };
    const QPoint from = squarePoint(Board::A, Square::E2), to = squarePoint(Board::A, Square::E4);
    send(QEvent::MouseButtonPress, from, Qt::LeftButton);
    send(QEvent::MouseMove, to, Qt::LeftButton);
    send(QEvent::MouseButtonRelease, to, Qt::NoButton);
    QVERIFY(!m_window->input()->layer()->holder(Board::A));
    QCOMPARE(m_window->controller()->match()->plies(), 0);
}

// One key at a time, alternating: block A plays e2-e4 on board A while block B drops a knight on
// board B (flipped: "down" on the screen is towards rank 8).
void TestInput::keyBlocksInterleave()
{
    setUp(QString(), "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1");
    QWidget *viewport = m_window->view()->viewport();
    ui::input::CursorHands *cursors = m_window->input()->cursors();
    const ui::input::HandId blockA{ui::input::HandKind::Keys, 0},
        blockB{ui::input::HandKind::Keys, 1};
    QVERIFY(!cursors->cursor(blockA) && !cursors->cursor(blockB));
    const QList<QPair<Qt::Key, Qt::Key>> steps = {
        {Qt::Key_W,
         Qt::Key_Delete}, // the cursors appear on the kings and act: A to e2; B takes the knight
        {Qt::Key_E, Qt::Key_Down},   // A picks up the pawn; B's knight moves to e2
        {Qt::Key_W, Qt::Key_Down},   // e3, e3
        {Qt::Key_W, Qt::Key_Return}, // e4; B drops on e3
    };
    int step = 0;
    for (const auto &[a, b] : steps) {
        m_now = 1000 * ++step;
        QTest::keyClick(viewport, a);
        m_now += 500;
        QTest::keyClick(viewport, b);
        if (step == 2) {
            QCOMPARE(m_window->input()->layer()->holder(Board::A)->from, Square::E2);
            QCOMPARE(m_window->input()->layer()->holder(Board::B)->dropType, PieceType::Knight);
            QCOMPARE(m_window->scene()->boardItem(Board::A)->keyCursors().size(), 1);
            QCOMPARE(m_window->scene()->boardItem(Board::B)->keyCursors().first().square,
                     Square::E2);
        }
    }
    QCOMPARE(cursors->cursor(blockA)->square, Square::E4);
    QCOMPARE(cursors->cursor(blockB)->square, Square::E3);
    QCOMPARE(fen(Board::B), QString("4k3/8/8/8/8/4N3/8/4K3[] b - - 1 1"));
    QTest::keyClick(viewport, Qt::Key_E);
    using Moves = QList<QPair<qint64, QString>>;
    QCOMPARE(movesOn(Board::A), Moves({{4500, "e2e4"}}));
    QCOMPARE(movesOn(Board::B), Moves({{4500, "N@e3"}}));
    // A pointer on a board hides that board's cursor only.
    click(squarePoint(Board::A, Square::H7));
    QVERIFY(!cursors->cursor(blockA)->visible);
    QVERIFY(cursors->cursor(blockB)->visible);
    QVERIFY(m_window->scene()->boardItem(Board::A)->keyCursors().isEmpty());
}

// A held key repeats: the cursor walks on, but a held pick-up key does not pick up and put down.
void TestInput::keyAutoRepeatWalksOnly()
{
    setUp();
    const auto repeat = [this](Qt::Key key, const QString &text) {
        QKeyEvent e(QEvent::KeyPress, key, Qt::NoModifier, text, true);
        QApplication::sendEvent(m_window->view()->viewport(), &e);
    };
    keys({Qt::Key_W}); // shows the cursor on e1 and moves it to e2
    repeat(Qt::Key_W, "w");
    QCOMPARE(m_window->input()->cursors()->cursor({ui::input::HandKind::Keys, 0})->square,
             Square::E3);
    keys({Qt::Key_S});
    repeat(Qt::Key_E, "e");
    QVERIFY(!m_window->input()->layer()->holder(Board::A));
    keys({Qt::Key_E});
    QVERIFY(m_window->input()->layer()->holder(Board::A));
}

void TestInput::keyFirstKeyActs_data()
{
    QTest::addColumn<QString>("before"); // what hid the cursor
    QTest::addRow("match-start") << "";
    QTest::addRow("mouse-on-the-board") << "mouse";
    QTest::addRow("new-match") << "new";
}

// The first key of a block after its cursor was hidden shows the cursor and acts: from the king
// (or where the cursor was), W W E W W E plays e2-e4 without a lost step.
void TestInput::keyFirstKeyActs()
{
    QFETCH(QString, before);
    setUp();
    const ui::input::HandId blockA{ui::input::HandKind::Keys, 0};
    ui::input::CursorHands *cursors = m_window->input()->cursors();
    if (before == "mouse") {
        keys({Qt::Key_W, Qt::Key_S}); // up to e2 and back to the king
        click(squarePoint(Board::A, Square::H6));
        QVERIFY(!cursors->cursor(blockA)->visible);
    } else if (before == "new") {
        keys({Qt::Key_W, Qt::Key_W, Qt::Key_W});
        setUp();
    }
    keys({Qt::Key_W});
    QVERIFY(cursors->cursor(blockA)->visible);
    QCOMPARE(cursors->cursor(blockA)->square, Square::E2);
    keys({Qt::Key_E, Qt::Key_W, Qt::Key_W, Qt::Key_E});
    QCOMPARE(movesOn(Board::A).size(), 1);
    QCOMPARE(movesOn(Board::A).first().second, QString("e2e4"));
}

void TestInput::keyShiftChangesNothing_data()
{
    QTest::addColumn<QList<Qt::Key>>("sequence"); // each key pressed with Shift held
    QTest::addColumn<Square>("cursor");           // block A's cursor afterwards
    QTest::addColumn<PieceType>("held");          // what block A holds afterwards
    QTest::addRow("shift-s-moves-down")
        << QList<Qt::Key>{Qt::Key_W, Qt::Key_W, Qt::Key_S} << Square::E2 << PieceType::None;
    QTest::addRow("shift-q-takes-the-pocket-piece")
        << QList<Qt::Key>{Qt::Key_Q} << Square::E1 << PieceType::Knight;
    QTest::addRow("shift-e-picks-up")
        << QList<Qt::Key>{Qt::Key_W, Qt::Key_E} << Square::E2 << PieceType::Pawn;
}

// Someone else holding Shift changes no key of a block: S still moves the cursor, Q still takes
// the next pocket piece, and no signal goes out.
void TestInput::keyShiftChangesNothing()
{
    QFETCH(QList<Qt::Key>, sequence);
    QFETCH(Square, cursor);
    QFETCH(PieceType, held);
    setUp("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR[N] w KQkq - 0 1");
    QSignalSpy sent(m_window->controller(), &ui::MatchController::signalSent);
    for (Qt::Key key : sequence)
        QTest::keyClick(m_window->view()->viewport(), key, Qt::ShiftModifier);
    QCOMPARE(sent.count(), 0);
    QCOMPARE(m_window->input()->cursors()->cursor({ui::input::HandKind::Keys, 0})->square, cursor);
    const ui::input::Hand *hand = m_window->input()->layer()->holder(Board::A);
    QCOMPARE(hand ? core::typeOf(hand->piece) : PieceType::None, held);
}

void TestInput::keySignalsFromChosenSeat_data()
{
    QTest::addColumn<QList<Qt::Key>>("sequence");
    QTest::addColumn<Seat>("from");
    QTest::addColumn<core::PartnerSignal>("signal");
    QTest::addRow("block-a-white-sits")
        << QList<Qt::Key>{Qt::Key_Z, Qt::Key_E} << Seat::WhiteA << core::PartnerSignal::Sit;
    QTest::addRow("block-a-black-needs-a-pawn")
        << QList<Qt::Key>{Qt::Key_C, Qt::Key_D, Qt::Key_D, Qt::Key_D, Qt::Key_E} << Seat::BlackA
        << core::PartnerSignal::NeedPawn;
    QTest::addRow("block-b-white-says-go")
        << QList<Qt::Key>{Qt::Key_Home, Qt::Key_Right, Qt::Key_Return} << Seat::WhiteB
        << core::PartnerSignal::Go;
    QTest::addRow("block-b-black-thanks-past-the-end")
        << (QList<Qt::Key>{Qt::Key_PageUp} + QList<Qt::Key>(12, Qt::Key_Right) +
            QList<Qt::Key>{Qt::Key_Return})
        << Seat::BlackB << core::PartnerSignal::Thanks;
    QTest::addRow("block-b-black-changes-side")
        << QList<Qt::Key>{Qt::Key_PageUp, Qt::Key_Home, Qt::Key_Right, Qt::Key_Right,
                          Qt::Key_Return}
        << Seat::WhiteB << core::PartnerSignal::Hold;
}

// Block B plays a move for White-B first; then each signal comes from the side whose key was
// pressed, chosen on that seat's bar with the block's cursor keys.
void TestInput::keySignalsFromChosenSeat()
{
    QFETCH(QList<Qt::Key>, sequence);
    QFETCH(Seat, from);
    QFETCH(core::PartnerSignal, signal);
    setUp();
    keys({Qt::Key_Down, Qt::Key_Return, Qt::Key_Down, Qt::Key_Down,
          Qt::Key_Return}); // e2-e4 on the flipped board B
    QCOMPARE(movesOn(Board::B).size(), 1);
    QSignalSpy sent(m_window->controller(), &ui::MatchController::signalSent);
    keys(sequence.mid(0, sequence.size() - 1));
    const ui::SignalBarItem *bar = m_window->scene()->signalBar(from);
    QCOMPARE(bar->chosen(), std::optional(signal));
    QVERIFY(m_window->scene()
                ->boardItem(core::boardOf(from))
                ->keyCursors()
                .isEmpty()); // on the bar instead
    keys({sequence.last()});
    QCOMPARE(sent.count(), 1);
    QCOMPARE(sent.first().at(0).value<Seat>(), from);
    QCOMPARE(sent.first().at(1).value<core::PartnerSignal>(), signal);
    QCOMPARE(bar->chosen(), std::nullopt);
    QCOMPARE(m_window->scene()->boardItem(core::boardOf(from))->keyCursors().size(),
             1); // back on the board
}

// Crazyhouse has no partners: a signal key says so and the cursor stays on the board.
void TestInput::keySignalsInCrazyhouse()
{
    core::MatchConfig config;
    config.mode = core::MatchMode::Crazyhouse;
    setUp({}, {}, config);
    QSignalSpy status(m_window->input(), &ui::InputDevices::statusMessage);
    keys({Qt::Key_C, Qt::Key_W});
    QCOMPARE(status.first().at(0).toString(),
             QString("In crazyhouse there is no partner to signal to."));
    QCOMPARE(m_window->input()->cursors()->cursor({ui::input::HandKind::Keys, 0})->square,
             Square::E2);
}

void TestInput::keyBlockPromotion_data()
{
    QTest::addColumn<QList<Qt::Key>>("choose");
    QTest::addColumn<QString>("after");
    QTest::addRow("queen-at-once") << QList<Qt::Key>{} << "2Q~1k3/8/8/8/8/8/8/4K3[] b - - 0 1";
    QTest::addRow("down-to-bishop")
        << QList<Qt::Key>{Qt::Key_S, Qt::Key_S} << "2B~1k3/8/8/8/8/8/8/4K3[] b - - 0 1";
    QTest::addRow("up-wraps-to-knight")
        << QList<Qt::Key>{Qt::Key_W} << "2N~1k3/8/8/8/8/8/8/4K3[] b - - 0 1";
}

void TestInput::keyBlockPromotion()
{
    QFETCH(QList<Qt::Key>, choose);
    QFETCH(QString, after);
    setUp("4k3/2P5/8/8/8/8/8/4K3[] w - - 0 1", "4k3/8/8/8/8/8/8/4K3[] w - - 0 1");
    // The cursor starts on e1: up to e7, left to c7, pick up, up to c8, put down.
    keys({Qt::Key_W, Qt::Key_W, Qt::Key_W, Qt::Key_W, Qt::Key_W, Qt::Key_W, Qt::Key_A, Qt::Key_A,
          Qt::Key_E, Qt::Key_W, Qt::Key_E});
    ui::PromotionItem *chooser = m_window->scene()->promotionItem(Board::A);
    QVERIFY(chooser->isVisible());
    QCOMPARE(chooser->highlighted(), PieceType::Queen);
    QCOMPARE(m_window->controller()->match()->plies(), 0);
    keys(choose);
    keys({Qt::Key_E});
    QVERIFY(!chooser->isVisible());
    QCOMPARE(fen(Board::A), after);
}

void TestInput::busyBoardRefusesSecondHand_data()
{
    QTest::addColumn<QString>("second");
    QTest::addRow("touch") << "touch";
    QTest::addRow("keyboard-block") << "keys";
}

void TestInput::busyBoardRefusesSecondHand()
{
    QFETCH(QString, second);
    setUp();
    fitScreen();
    QWidget *viewport = m_window->view()->viewport();
    QSignalSpy status(m_window->input(), &ui::InputDevices::statusMessage);
    click(squarePoint(Board::A, Square::E2)); // the mouse selects the pawn
    const ui::input::Hand *held = m_window->input()->layer()->holder(Board::A);
    QVERIFY(held);
    QCOMPARE(held->id.kind, ui::input::HandKind::Mouse);
    if (second == "touch") {
        QTest::touchEvent(viewport, m_touchScreen).press(0, squarePoint(Board::A, Square::G1));
        QTest::touchEvent(viewport, m_touchScreen).release(0, squarePoint(Board::A, Square::F3));
    } else {
        keys({Qt::Key_E}); // the cursor shows on e1 and tries to pick up the king
    }
    QCOMPARE(status.last().at(0).toString(),
             QString("Board A is busy: another hand holds a piece there."));
    QCOMPARE(m_window->input()->layer()->holder(Board::A)->id.kind, ui::input::HandKind::Mouse);
    QCOMPARE(m_window->controller()->match()->plies(), 0);
    // Board B is free meanwhile, and the mouse's move still lands.
    QTest::touchEvent(viewport, m_touchScreen).press(1, squarePoint(Board::B, Square::E2));
    QTest::touchEvent(viewport, m_touchScreen).move(1, squarePoint(Board::B, Square::E4));
    QTest::touchEvent(viewport, m_touchScreen).release(1, squarePoint(Board::B, Square::E4));
    click(squarePoint(Board::A, Square::E4));
    QCOMPARE(movesOn(Board::A).size(), 1);
    QCOMPARE(movesOn(Board::B).size(), 1);
}

void TestInput::premoves_data()
{
    QTest::addColumn<QString>("fenA");
    QTest::addColumn<QString>("fenB");
    QTest::addColumn<QString>("rules");   // empty: the defaults; "off": premoves off; "czech"
    QTest::addColumn<QString>("premove"); // Black-A's, by touch: "e7e5" or a drop "N@f6"
    QTest::addColumn<QString>("partner"); // White-B's move on board B first (mouse), or empty
    QTest::addColumn<QString>("white");   // White-A's move (mouse)
    QTest::addColumn<QString>("played");  // Black-A's move that followed at once, or empty
    QTest::addColumn<QString>("message"); // the status line when it was dropped
    const QString kingsB = "4k3/8/8/8/8/8/8/4K3[] w - - 0 1";
    QTest::addRow("legal-after-the-move") << QString() << kingsB << ""
                                          << "e7e5"
                                          << ""
                                          << "d2d4"
                                          << "e7e5"
                                          << "";
    QTest::addRow("made-illegal-by-the-capture")
        << "4k3/8/8/3p4/4P3/8/8/4K3[] w - - 0 1" << kingsB << ""
        << "d5d4"
        << ""
        << "e4d5"
        << ""
        << "Bob's premove was dropped: There is no piece of yours on that square.";
    QTest::addRow("knight-move-leaves-it-legal") << QString() << kingsB << ""
                                                 << "d7d5"
                                                 << ""
                                                 << "g1f3"
                                                 << "d7d5"
                                                 << "";
    QTest::addRow("drop-whose-piece-arrives-in-time") << "4k3/8/8/8/8/8/8/4K3[] w - - 0 1"
                                                      << "4k3/8/8/8/8/8/3n4/4K3[] w - - 0 1"
                                                      << ""
                                                      << "N@f6"
                                                      << "e1d2"
                                                      << "e1e2"
                                                      << "N@f6"
                                                      << "";
    QTest::addRow("drop-whose-piece-never-came")
        << "4k3/8/8/8/8/8/8/4K3[] w - - 0 1" << kingsB << ""
        << "N@f6"
        << ""
        << "e1e2"
        << ""
        << "Bob's premove was dropped: That piece is not in your pocket.";
    QTest::addRow("switched-off-for-the-match") << QString() << kingsB << "off"
                                                << "e7e5"
                                                << ""
                                                << "d2d4"
                                                << ""
                                                << "";
    QTest::addRow("czech-club-rules-R3") << QString() << kingsB << "czech"
                                         << "e7e5"
                                         << ""
                                         << "d2d4"
                                         << ""
                                         << "";
}

// Black-A premoves with a finger while White-A is to move; White's move (and what arrived from
// board B meanwhile) decides whether the premove is played, at the same moment.
void TestInput::premoves()
{
    QFETCH(QString, fenA);
    QFETCH(QString, fenB);
    QFETCH(QString, rules);
    QFETCH(QString, premove);
    QFETCH(QString, partner);
    QFETCH(QString, white);
    QFETCH(QString, played);
    QFETCH(QString, message);
    core::MatchConfig config;
    if (rules == "czech") config.rules = core::rulesOf(core::RuleSet::CzechClub);
    if (rules == "off") config.rules.premoves = false;
    const bool allowed = rules.isEmpty();
    setUp(fenA, fenB, config);
    fitScreen();
    QWidget *viewport = m_window->view()->viewport();
    QSignalSpy status(m_window->input(), &ui::InputDevices::statusMessage); // a refused premove
    QSignalSpy dropped(m_window->scene(), &ui::MatchScene::statusMessage);  // one dropped later
    const auto square = [](const QString &s) { return core::parseSquare(s.toStdString()); };
    const bool drop = premove.at(1) == '@';
    const QPoint from = drop ? pocketPoint(Seat::BlackA, core::PieceType::Knight)
                             : squarePoint(Board::A, square(premove.left(2)));
    const QPoint to = squarePoint(Board::A, square(premove.right(2)));
    m_now = 1000;
    QTest::touchEvent(viewport, m_touchScreen).press(0, from);
    QTest::touchEvent(viewport, m_touchScreen).move(0, (from + to) / 2);
    QTest::touchEvent(viewport, m_touchScreen).move(0, to);
    QTest::touchEvent(viewport, m_touchScreen).release(0, to);
    QCOMPARE(m_window->controller()->premove(Seat::BlackA).has_value(), allowed);
    if (!allowed) {
        QCOMPARE(status.last().at(0).toString(), QString("It is Ann's turn on this board."));
        return;
    }
    QCOMPARE(m_window->scene()->boardItem(Board::A)->ghosts().size(), 1);
    if (!partner.isEmpty()) {
        m_now = 2000;
        drag(squarePoint(Board::B, square(partner.left(2))),
             squarePoint(Board::B, square(partner.right(2))));
        QCOMPARE(movesOn(Board::B).size(), 1);
    }
    m_now = 3000;
    drag(squarePoint(Board::A, square(white.left(2))),
         squarePoint(Board::A, square(white.right(2))));
    using Moves = QList<QPair<qint64, QString>>;
    Moves expected{{3000, white}};
    if (!played.isEmpty()) expected.append({3000, played}); // at once: Black's clock lost nothing
    QCOMPARE(movesOn(Board::A), expected);
    QVERIFY(!m_window->controller()->premove(Seat::BlackA));
    QVERIFY(m_window->scene()->boardItem(Board::A)->ghosts().isEmpty());
    if (!message.isEmpty()) QCOMPARE(dropped.last().at(0).toString(), message);
    QCOMPARE(m_window->controller()->match()->timeLeft(Seat::BlackA, 3000), qint64(180'000));
}

#if BUGHOUSE_HAVE_SDL
// Four pads take the four seats and hold four pieces at once; each move lands, the waiting seats'
// pieces become premoves, and a trigger with Y sends a signal from the pad's seat.
void TestInput::fourGamepads()
{
    setUp();
    padsTakeSeats(4);
    const auto pads = m_window->input()->gamepads()->pads();
    QCOMPARE(pads[0].seat, Seat::WhiteA);
    QCOMPARE(pads[3].seat, Seat::BlackB);
    ui::input::InputLayer *layer = m_window->input()->layer();
    // Cursors start on their kings: White-A e1, Black-A e8, White-B e1, Black-B e8.
    padPress(1, {SDL_CONTROLLER_BUTTON_DPAD_UP, SDL_CONTROLLER_BUTTON_A});   // e2
    padPress(2, {SDL_CONTROLLER_BUTTON_DPAD_DOWN, SDL_CONTROLLER_BUTTON_A}); // e7 (a premove hand)
    padPress(3, {SDL_CONTROLLER_BUTTON_DPAD_DOWN, SDL_CONTROLLER_BUTTON_DPAD_RIGHT,
                 SDL_CONTROLLER_BUTTON_A}); // d2 on the flipped board
    padPress(4, {SDL_CONTROLLER_BUTTON_DPAD_UP, SDL_CONTROLLER_BUTTON_A}); // e7
    QCOMPARE(layer->hands().size(), 4);
    m_now = 4000;
    padPress(
        1, {SDL_CONTROLLER_BUTTON_DPAD_UP, SDL_CONTROLLER_BUTTON_DPAD_UP, SDL_CONTROLLER_BUTTON_A});
    padPress(4, {SDL_CONTROLLER_BUTTON_DPAD_UP, SDL_CONTROLLER_BUTTON_DPAD_UP,
                 SDL_CONTROLLER_BUTTON_A}); // a premove: e5
    padPress(3, {SDL_CONTROLLER_BUTTON_DPAD_DOWN, SDL_CONTROLLER_BUTTON_DPAD_DOWN,
                 SDL_CONTROLLER_BUTTON_A});
    m_now = 5000;
    padPress(2, {SDL_CONTROLLER_BUTTON_DPAD_DOWN, SDL_CONTROLLER_BUTTON_DPAD_DOWN,
                 SDL_CONTROLLER_BUTTON_A});
    using Moves = QList<QPair<qint64, QString>>;
    QCOMPARE(movesOn(Board::A), Moves({{4000, "e2e4"}, {5000, "e7e5"}}));
    QCOMPARE(movesOn(Board::B), Moves({{4000, "d2d4"}, {4000, "e7e5"}}));
    // The signal layer.
    QSignalSpy sent(m_window->controller(), &ui::MatchController::signalSent);
    padAxis(2, SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 30000);
    padPress(2, {SDL_CONTROLLER_BUTTON_Y, SDL_CONTROLLER_BUTTON_DPAD_DOWN});
    padAxis(2, SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 0);
    QCOMPARE(sent.size(), 2);
    QCOMPARE(sent[0].at(0).value<Seat>(), Seat::BlackA);
    QCOMPARE(sent[0].at(1).value<core::PartnerSignal>(), core::PartnerSignal::Sit);
    QCOMPARE(sent[1].at(1).value<core::PartnerSignal>(), core::PartnerSignal::NeedKnight);
    QVERIFY(m_window->scene()->signalBubble(Seat::WhiteB)->isVisible());
    QCOMPARE(m_window->controller()->match()->plies(), 4); // the layer's buttons moved nothing
}

// Black-B drops with the shoulder buttons (knight, bishop, back to the knight) while White-B's pad
// premoves the king; the premove is played the moment the knight lands.
void TestInput::gamepadDropAndPremove()
{
    setUp(QString(), "4k3/8/8/8/8/8/8/4K3[nb] b - - 0 1");
    padsTakeSeats(4);
    padPress(3, {SDL_CONTROLLER_BUTTON_A, SDL_CONTROLLER_BUTTON_DPAD_RIGHT,
                 SDL_CONTROLLER_BUTTON_A}); // Ke1-d1, premoved
    QVERIFY(m_window->controller()->premove(Seat::WhiteB));
    QCOMPARE(m_window->scene()->boardItem(Board::B)->ghosts().size(), 1);
    padPress(4, {SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER});
    QCOMPARE(m_window->input()->layer()->holder(Board::B)->dropType, PieceType::Bishop);
    padPress(4, {SDL_CONTROLLER_BUTTON_LEFTSHOULDER});
    QCOMPARE(m_window->input()->layer()->holder(Board::B)->dropType, PieceType::Knight);
    m_now = 2500;
    padPress(4, {SDL_CONTROLLER_BUTTON_DPAD_UP, SDL_CONTROLLER_BUTTON_A}); // N@e7
    using Moves = QList<QPair<qint64, QString>>;
    QCOMPARE(movesOn(Board::B), Moves({{2500, "N@e7"}, {2500, "e1d1"}}));
}

// A held direction moves once, waits, then repeats; the chooser takes the pad's d-pad and A.
void TestInput::gamepadRepeatsAndPromotes()
{
    setUp("4k3/P7/8/8/8/8/8/4K3[] w - - 0 1", "4k3/8/8/8/8/8/8/4K3[] w - - 0 1");
    padsTakeSeats(1);
    const ui::input::HandId pad{ui::input::HandKind::Pad, 1};
    ui::input::CursorHands *cursors = m_window->input()->cursors();
    QCOMPARE(cursors->cursor(pad)->square, Square::E1);
    m_now = 10'000;
    padButton(1, SDL_CONTROLLER_BUTTON_DPAD_LEFT); // held
    QCOMPARE(cursors->cursor(pad)->square, Square::D1);
    m_now += ui::input::GamepadInput::RepeatDelay - 1;
    m_window->input()->gamepads()->poll();
    QCOMPARE(cursors->cursor(pad)->square, Square::D1);
    m_now += 1;
    m_window->input()->gamepads()->poll();
    QCOMPARE(cursors->cursor(pad)->square, Square::C1);
    for (int i = 0; i < 5; ++i) {
        m_now += ui::input::GamepadInput::RepeatInterval;
        m_window->input()->gamepads()->poll();
    }
    QCOMPARE(cursors->cursor(pad)->square, Square::A1); // stops at the edge
    padButton(1, SDL_CONTROLLER_BUTTON_DPAD_LEFT, false);
    m_now += 1000;
    m_window->input()->gamepads()->poll();
    QCOMPARE(cursors->cursor(pad)->square, Square::A1);
    // Up the a-file with the left stick, one step at a time, to a7; promote a7-a8 to a rook.
    for (int i = 0; i < 6; ++i) {
        padAxis(1, SDL_CONTROLLER_AXIS_LEFTY, -32000);
        padAxis(1, SDL_CONTROLLER_AXIS_LEFTY, 0);
    }
    QCOMPARE(cursors->cursor(pad)->square, Square::A7);
    padPress(1, {SDL_CONTROLLER_BUTTON_A, SDL_CONTROLLER_BUTTON_DPAD_UP, SDL_CONTROLLER_BUTTON_A});
    QVERIFY(m_window->scene()->promotionItem(Board::A)->isVisible());
    padPress(1, {SDL_CONTROLLER_BUTTON_DPAD_DOWN, SDL_CONTROLLER_BUTTON_A});
    QCOMPARE(fen(Board::A), QString("R~3k3/8/8/8/8/8/8/4K3[] b - - 0 1"));
}

void TestInput::gamepadUnpluggedMidDrag()
{
    setUp();
    padsTakeSeats(2);
    QSignalSpy status(m_window->input(), &ui::InputDevices::statusMessage);
    padPress(
        1, {SDL_CONTROLLER_BUTTON_DPAD_UP, SDL_CONTROLLER_BUTTON_A, SDL_CONTROLLER_BUTTON_DPAD_UP});
    QVERIFY(m_window->input()->layer()->holder(Board::A));
    SDL_Event e{};
    e.type = SDL_CONTROLLERDEVICEREMOVED;
    e.cdevice.which = 1;
    QCOMPARE(SDL_PushEvent(&e), 1);
    m_window->input()->gamepads()->poll();
    QVERIFY(!m_window->input()->layer()->holder(Board::A));
    QVERIFY(!m_window->input()->cursors()->cursor({ui::input::HandKind::Pad, 1}));
    QCOMPARE(m_window->input()->gamepads()->pads().size(), 1);
    QVERIFY(m_window->statusText().contains("unplugged"));
    e.cdevice.which = 2; // the last pad goes too: SDL is only asked for new pads now
    QCOMPARE(SDL_PushEvent(&e), 1);
    m_window->input()->gamepads()->poll();
    QCOMPARE(m_window->input()->gamepads()->pollInterval(), ui::input::GamepadInput::SlowPoll);
    QCOMPARE(m_window->controller()->match()->plies(), 0);
    // The seat is free again: the other pad can be offered it.
    drag(squarePoint(Board::A, Square::E2), squarePoint(Board::A, Square::E4));
    QCOMPARE(movesOn(Board::A).size(), 1);
}
#else
void TestInput::fourGamepads()
{
    QSKIP("built without SDL2");
}
void TestInput::gamepadDropAndPremove()
{
    QSKIP("built without SDL2");
}
void TestInput::gamepadRepeatsAndPromotes()
{
    QSKIP("built without SDL2");
}
void TestInput::gamepadUnpluggedMidDrag()
{
    QSKIP("built without SDL2");
}
#endif

QTEST_MAIN(TestInput)
#include "tst_input.moc"
