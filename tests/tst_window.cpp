// The main window and its scene: clocks, plates, banners, resume, the demo and the start.
#include "modal.h"
#include "testutil.h"
#include "uifixture.h"

#include "ui/evening/scoreboarditem.h"
#include "ui/input/inputlayer.h"
#include "ui/match/clockmodel.h"
#include "ui/players/seatplayers.h"
#include "ui/scene/clockitem.h"
#include "ui/scene/messageitem.h"
#include "ui/scene/overlayitem.h"
#include "ui/scene/promotionitem.h"
#include "ui/scene/rulespanelitem.h"
#include "ui/scene/seatitem.h"
#include "ui/scene/signalbaritem.h"
#include "ui/scene/signalbubbleitem.h"
#include "ui/scene/teamleaditem.h"
#include "ui/scene/teamlogitem.h"
#include "ui/window/demoloop.h"
#include "ui/window/eveningshow.h"
#include "ui/window/matchkeeper.h"

#include <QDockWidget>
#include <QMessageBox>
#include <QPainter>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QStyleOptionGraphicsItem>
#include <QTimer>

#include <array>
#include <limits>

class TestWindow : public UiFixture
{
    Q_OBJECT

private slots:
    void init() { UiFixture::init(); }
    void cleanup() { UiFixture::cleanup(); }
    void muteSaysSo();
    void clocksShowFakeTime_data();
    void clocksShowFakeTime();
    void clockModelSaturates_data();
    void clockModelSaturates();
    void flagWithoutMoves();
    void teamLogShowsTheNewest();
    void pauseStopsClocks();
    void resultAnnounced();
    void rulesPanel_data();
    void rulesPanel();
    void bfenChecked_data();
    void bfenChecked();
    // What players hit in a real session (issue 11).
    void clickStartSaysClocksRun();
    void windowRestoredAtNextStart_data();
    void windowRestoredAtNextStart();
    void needPieceIcons_data();
    void needPieceIcons();
    void resumeGivesKeyboardBack();
    void promotionEscapeLeavesNoTrace();
    void signalBubblesCoverNoSquare();
    void resultBannerFits_data();
    void resultBannerFits();
    void signalsSurviveResume();
    void demoNotKept();
    void demoStopsWhenUnticked_data();
    void demoStopsWhenUnticked();
    // A club evening on a projector (issue 13).
    void messagesCoverNoSquare_data();
    void messagesCoverNoSquare();
    void notMateSaidOnPlate_data();
    void notMateSaidOnPlate();
    void clockLeads_data();
    void clockLeads();
    void leadsMoveWithTheClockTicks();
    void demoWatchable_data();
    void demoWatchable();

private:
    /// Opens the menu of the menu bar with Alt+`menu` and presses `item` in it.
    void menuKeys(Qt::Key menu, Qt::Key item);
};

void TestWindow::clocksShowFakeTime_data()
{
    QTest::addColumn<qint64>("elapsed");
    QTest::addColumn<QString>("whiteA");
    QTest::addColumn<QString>("blackA");
    QTest::addRow("start") << qint64(0) << "3:00"
                           << "3:00";
    QTest::addRow("after-12.3s") << qint64(12'300) << "2:47"
                                 << "3:00";
    QTest::addRow("under-10s-shows-tenths") << qint64(170'750) << "9.2"
                                            << "3:00";
}

void TestWindow::clocksShowFakeTime()
{
    QFETCH(qint64, elapsed);
    QFETCH(QString, whiteA);
    QFETCH(QString, blackA);
    setUp();
    m_now = elapsed;
    m_window->controller()->clocks().refresh();
    QCOMPARE(m_window->scene()->clockItem(Seat::WhiteA)->text(), whiteA);
    QCOMPARE(m_window->scene()->clockItem(Seat::BlackA)->text(), blackA);
    QCOMPARE(m_window->scene()->clockItem(Seat::WhiteB)->text(),
             whiteA); // both boards started together
}

void TestWindow::clockModelSaturates_data()
{
    QTest::addColumn<qint64>("continueFrom");
    QTest::addColumn<qint64>("source");
    QTest::addColumn<qint64>("now");
    constexpr qint64 Max = std::numeric_limits<qint64>::max(),
                     Min = std::numeric_limits<qint64>::min();
    QTest::addRow("ordinary") << qint64(5000) << qint64(2000) << qint64(6000);
    QTest::addRow("past-the-end") << Max - 10 << qint64(2000) << Max;
    QTest::addRow("before-the-beginning") << Min + 10 << qint64(-2000) << Min;
    QTest::addRow("continue-from-end-with-negative-source") << Max << Min << qint64(-1001);
}

// A restored log can carry any time; ClockModel::now() stays at the ends instead of wrapping.
void TestWindow::clockModelSaturates()
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

void TestWindow::flagWithoutMoves()
{
    setUp();
    QSignalSpy ended(m_window->controller(), &ui::MatchController::matchEnded);
    m_now = 180'001;
    m_window->controller()->clocks().refresh();
    QCOMPARE(ended.count(), 1);
    const auto &result = *m_window->controller()->match()->result();
    QCOMPARE(result.reason, core::EndReason::Flag);
    QCOMPARE(result.at, qint64(180'000));
    QTRY_VERIFY(m_window->scene()->overlay()->isVisible());
    QVERIFY(!m_window->controller()->clocks().isTicking());
}

// Five long signals in a team log: the newest is shown whatever does not fit.
void TestWindow::teamLogShowsTheNewest()
{
    m_window->matchSetup()->setUpMatch({},
                                       {"Annemarie-Louise", "Bob", "Cid", "Dorothea-Josephine"});
    m_window->matchSetup()->startClocks();
    const core::PartnerSignal sent[] = {
        core::PartnerSignal::NeedKnight, core::PartnerSignal::NeedBishop,
        core::PartnerSignal::NeedRook, core::PartnerSignal::NeedQueen, core::PartnerSignal::Sorry};
    for (core::PartnerSignal signal : sent) {
        ui::SignalBarItem *bar = m_window->scene()->signalBar(Seat::WhiteA);
        click(m_window->view()->mapFromScene(bar->mapToScene(bar->buttonRect(signal).center())));
    }
    ui::TeamLogItem *log = m_window->scene()->teamLog(core::Team::One);
    QCOMPARE(log->lines().size(), 5);
    const QStringList shown = log->shownLines();
    QVERIFY(!shown.isEmpty() && shown.size() < 5); // not all fit
    QCOMPARE(shown.last(), log->lines().last());
    QVERIFY(shown.last().contains("Sorry"));
    QCOMPARE(shown, log->lines().mid(log->lines().size() - shown.size()));
}

void TestWindow::pauseStopsClocks()
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

void TestWindow::resultAnnounced()
{
    // Q@e7, protected by the king, mates.
    setUp("4k3/8/4K3/8/8/8/8/8[Q] w - - 0 1", "4k3/8/8/8/8/8/8/4K3[] w - - 0 1");
    QSignalSpy ended(m_window->controller(), &ui::MatchController::matchEnded);
    ui::MatchScene *scene = m_window->scene();
    scene->setFinalPositionsTime(200);
    QSignalSpy shown(scene, &ui::MatchScene::resultShown);
    drag(pocketPoint(Seat::WhiteA, PieceType::Queen), squarePoint(Board::A, Square::E7));
    QCOMPARE(ended.count(), 1);
    // First the final positions, uncovered, each plate saying how it ended for its seat.
    ui::OverlayItem *overlay = scene->overlay();
    QVERIFY(!overlay->isVisible());
    QCOMPARE(scene->seatItem(Seat::WhiteA)->result(), QString("Wins"));
    QCOMPARE(scene->seatItem(Seat::BlackB)->result(), QString("Wins"));
    QCOMPARE(scene->seatItem(Seat::BlackA)->result(), QString("Checkmated"));
    QCOMPARE(scene->seatItem(Seat::WhiteB)->result(), QString("Loses"));
    for (Board b : {Board::A, Board::B}) {
        const QRectF board = scene->boardItem(b)->sceneBoundingRect().adjusted(1, 1, -1, -1);
        for (QGraphicsItem *item : scene->items(board))
            QVERIFY2(item == scene->boardItem(b) || !item->isVisible(),
                     "something covers a final position");
    }
    QVERIFY(shown.wait(5000));
    QVERIFY(overlay->isVisible());
    QCOMPARE(overlay->title(), QString("Ann & Dee win"));
    QCOMPARE(overlay->detail(), QString("Ann and Dee win: Bob is checkmated on board A."));
}

void TestWindow::rulesPanel_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<core::MatchMode>("mode");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QStringList>("lines");
    const auto bug = core::MatchMode::Bughouse;
    QTest::addRow("internet") << "internet" << bug << "Internet (chess.com, FICS)"
                              << QStringList{"Bughouse mate rule"};
    QTest::addRow("czech") << "czech" << bug << "Czech club rules"
                           << QStringList{"Standard mate rule", "R00 queen or knight",
                                          "R8 no stalemate",    "R6 repetition, across boards too",
                                          "R7 poisoned piece",  "R01 both boards at once",
                                          "R3 no premoves"};
    QTest::addRow("czech-clock-move")
        << "czech,clock-move" << bug << "Czech club rules"
        << QStringList{"Standard mate rule", "R00 queen or knight",
                       "R8 no stalemate",    "R6 repetition, across boards too",
                       "R7 poisoned piece",  "R01 both boards at once",
                       "R0 clock-move",      "R3 no premoves"};
    QTest::addRow("doorgeefschaak") << "doorgeefschaak" << bug << "Doorgeefschaak"
                                    << QStringList{"Standard mate rule", "No check by a drop"};
    QTest::addRow("custom") << "internet,no-drop-mate,poison,promotions=QRN" << bug
                            << "Custom rules"
                            << QStringList{"Bughouse mate rule", "No mate by a drop",
                                           "Promotion Q R N", "R7 poisoned piece"};
    // What applies to crazyhouse is the Czech club rules' still.
    QTest::addRow("crazyhouse-drops-bughouse-only-options")
        << "czech" << core::MatchMode::Crazyhouse << "Czech club rules"
        << QStringList{"Standard mate rule", "R00 queen or knight", "R3 no premoves"};
}

void TestWindow::rulesPanel()
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

void TestWindow::bfenChecked_data()
{
    QTest::addColumn<QString>("bfen");
    QTest::addColumn<QString>("error"); // empty: shown
    const QString full = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/"
                         "RNBQKBNR[QQQQRRRRBBBBNNNNqqqqrrrrbbbbnnnn] w KQkq - 0 1";
    QTest::addRow("two-sets") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1 | "
                                 "4k3/8/8/8/8/8/8/4K3[Qq] w - - 0 1"
                              << QString();
    QTest::addRow("over-two-sets") << full + " | 4k3/8/8/8/8/8/8/4K3 w - - 0 1"
                                   << "66 pieces, more than two sets";
}

// A two-board start from the command line is checked as a whole (no board can overfill later).
void TestWindow::bfenChecked()
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
    app.start(BUGHOUSE_GUI,
              {"--bfen", bfen, "--screenshot", dir.filePath("shot.png"), "--size", "640x400"});
    QVERIFY(app.waitForFinished(30000));
    const QString err = QString::fromUtf8(app.readAllStandardError());
    QCOMPARE(app.exitCode(), error.isEmpty() ? 0 : 2);
    QVERIFY2(error.isEmpty() || err.contains(error), qPrintable(err));
    QCOMPARE(QFile::exists(dir.filePath("shot.png")), error.isEmpty());
}

// However the clocks start, "Ready. Press Space..." does not stay on the status line.
void TestWindow::clickStartSaysClocksRun()
{
    m_window->matchSetup()->setUpMatch({}, {"Ann", "Bob", "Cid", "Dee"});
    QCOMPARE(m_window->statusText(), QString("Ready. Press Space to start the clocks."));
    click(squarePoint(Board::B, Square::D4));
    QVERIFY(m_window->controller()->match()->isStarted());
    QCOMPARE(m_window->statusText(), QString("Clocks running. Good luck!"));
}

void TestWindow::windowRestoredAtNextStart_data()
{
    QTest::addColumn<bool>("fullScreen");
    QTest::addRow("window-of-its-own-size") << false;
    QTest::addRow("full-screen") << true;
}

// The next start opens the window as the last one was left: its size, or full screen (a club's
// projector evening), and the move lists as wide as they were.
void TestWindow::windowRestoredAtNextStart()
{
    QFETCH(bool, fullScreen);
    m_window->resize(700, 500);
    if (fullScreen) m_window->showFullScreen();
    QTRY_COMPARE(m_window->isFullScreen(), fullScreen);
    const QSize size = m_window->size();
    QVERIFY(m_window->close());
    ui::MainWindow next(m_settings.get(), m_dir.filePath("data"));
    next.show();
    QVERIFY(QTest::qWaitForWindowExposed(&next));
    QTRY_COMPARE(next.isFullScreen(), fullScreen);
    if (!fullScreen) QCOMPARE(next.size(), size);
}

void TestWindow::needPieceIcons_data()
{
    QTest::addColumn<Seat>("seat");
    for (Seat seat : {Seat::WhiteA, Seat::BlackA, Seat::WhiteB, Seat::BlackB})
        QTest::addRow("%s", core::colorOf(seat) == core::Color::White
                                ? (core::boardOf(seat) == Board::A ? "white-A" : "white-B")
                                : (core::boardOf(seat) == Board::A ? "black-A" : "black-B"))
            << seat;
}

// "Need a rook" shows the rook the seat would get: its own colour (the partner's captures arrive
// in it), on a button that sets it off (white on the dark square colour, black on the light).
void TestWindow::needPieceIcons()
{
    QFETCH(Seat, seat);
    setUp();
    const ui::SignalBarItem *bar = m_window->scene()->signalBar(seat);
    const bool white = core::colorOf(seat) == core::Color::White;
    for (auto [signal, type] : {std::pair{core::PartnerSignal::NeedRook, PieceType::Rook},
                                {core::PartnerSignal::NeedPawn, PieceType::Pawn},
                                {core::PartnerSignal::NeedQueen, PieceType::Queen}}) {
        QCOMPARE(bar->iconPiece(signal), core::makePiece(core::colorOf(seat), type));
        const int lightness = bar->buttonColor(signal).lightness();
        QVERIFY2(white ? lightness < 170 : lightness > 170, qPrintable(QString::number(lightness)));
    }
    QCOMPARE(bar->iconPiece(core::PartnerSignal::Sit), core::Piece::None);
}

// After "Resume the interrupted match?" the boards have the keyboard again, without a click
// (without a window manager nobody else gives it back).
void TestWindow::resumeGivesKeyboardBack()
{
    setUp();
    m_now = 1000;
    drag(squarePoint(Board::A, Square::E2), squarePoint(Board::A, Square::E4));
    m_window.reset();
    m_window = std::make_unique<ui::MainWindow>(m_settings.get(), m_dir.filePath("data"));
    m_window->controller()->clocks().setTimeSource([this] { return m_now; });
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    bool asked = false;
    testutil::onNextModal<QMessageBox>([&](QMessageBox *box) {
        asked = true;
        QTest::keyClick(box, Qt::Key_Y, Qt::AltModifier); // &Yes
        if (box->isVisible()) QTest::mouseClick(box->button(QMessageBox::Yes), Qt::LeftButton);
    });
    m_window->keeper()->offerResume();
    QTRY_VERIFY(asked);
    QTRY_COMPARE(m_window->controller()->match()->plies(), 1);
    QTRY_VERIFY(m_window->isActiveWindow());
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(m_window->view()));
    // A key typed now reaches the window: Ctrl+P resumes the paused clocks.
    QVERIFY(m_window->controller()->isPaused());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_P, Qt::ControlModifier);
    QVERIFY(!m_window->controller()->isPaused());
}

// Esc on the promotion chooser: the board looks as before, no frame lines left behind.
void TestWindow::promotionEscapeLeavesNoTrace()
{
    setUp("4k3/2P5/8/8/8/8/8/4K3[] w - - 0 1", "4k3/8/8/8/8/8/8/4K3[] w - - 0 1");
    QWidget *viewport = m_window->view()->viewport();
    QTest::mouseMove(viewport, QPoint(2, 2));
    QCoreApplication::processEvents();
    const QImage before = viewport->grab().toImage();
    drag(squarePoint(Board::A, Square::C7), squarePoint(Board::A, Square::C8));
    QVERIFY(m_window->scene()->promotionItem(Board::A)->isVisible());
    // The view repaints only what an item's boundingRect() claims: all of the chooser, frame
    // included, must lie inside it, or its lines stay behind when it hides.
    ui::PromotionItem *chooser = m_window->scene()->promotionItem(Board::A);
    const QRectF bounds = chooser->boundingRect();
    QImage drawn((bounds.size() + QSizeF(80, 80)).toSize(), QImage::Format_ARGB32);
    drawn.fill(Qt::transparent);
    {
        QPainter painter(&drawn);
        painter.translate(QPointF(40, 40) - bounds.topLeft());
        QStyleOptionGraphicsItem option;
        chooser->paint(&painter, &option, nullptr);
    }
    const QRect inside = bounds.translated(QPointF(40, 40) - bounds.topLeft()).toAlignedRect();
    int outside = 0;
    for (int y = 0; y < drawn.height(); ++y)
        for (int x = 0; x < drawn.width(); ++x)
            outside += !inside.contains(x, y) && qAlpha(drawn.pixel(x, y)) != 0;
    QCOMPARE(outside, 0);
    QTest::keyClick(viewport, Qt::Key_Escape);
    QVERIFY(!chooser->isVisible());
    QTest::mouseMove(viewport, QPoint(2, 2));
    QCoreApplication::processEvents();
    QCOMPARE(fen(Board::A), QString("4k3/2P5/8/8/8/8/8/4K3[] w - - 0 1"));
    QCOMPARE(viewport->grab().toImage(), before);
}

// A signal shown to a partner who is to move covers none of the squares, pockets or clocks, and
// hides what it covers.
void TestWindow::signalBubblesCoverNoSquare()
{
    setUp();
    ui::MatchScene *scene = m_window->scene();
    for (Seat from : {Seat::WhiteA, Seat::BlackA, Seat::WhiteB, Seat::BlackB}) {
        ui::SignalBarItem *bar = scene->signalBar(from);
        click(m_window->view()->mapFromScene(
            bar->mapToScene(bar->buttonRect(core::PartnerSignal::NeedRook).center())));
        ui::SignalBubbleItem *bubble = scene->signalBubble(core::partnerOf(from));
        QVERIFY(bubble->isVisible());
        // Opaque: a name under it does not show through.
        std::array<QImage, 2> painted;
        for (int i = 0; i < 2; ++i) {
            painted[i] = QImage(bubble->boundingRect().size().toSize(), QImage::Format_RGB32);
            painted[i].fill(i ? Qt::white : Qt::black);
            QPainter painter(&painted[i]);
            bubble->paint(&painter, nullptr, nullptr);
        }
        const QPoint inside(16, painted[0].height() / 2);
        QCOMPARE(painted[0].pixel(inside), painted[1].pixel(inside));
        const QRectF covered = bubble->sceneBoundingRect();
        for (Board b : {Board::A, Board::B})
            QVERIFY(!covered.intersects(scene->boardItem(b)->sceneBoundingRect()));
        for (Seat s : {Seat::WhiteA, Seat::BlackA, Seat::WhiteB, Seat::BlackB}) {
            QVERIFY(!covered.intersects(scene->pocketItem(s)->sceneBoundingRect()));
            QVERIFY(!covered.intersects(scene->clockItem(s)->sceneBoundingRect()));
        }
    }
}

void TestWindow::resultBannerFits_data()
{
    QTest::addColumn<QString>("winner");
    QTest::addColumn<QString>("partner");
    QTest::addRow("short-names") << "Ann"
                                 << "Dee";
    QTest::addRow("engine-names") << "Computer (level 8)"
                                  << "fairy-stockfish";
    QTest::addRow("forty-letters-each") << QString(40, 'W') << QString(40, 'M');
}

// "Computer (level 8) & fairy-stockfish win" loses no letters: the banner's texts fit its band.
void TestWindow::resultBannerFits()
{
    QFETCH(QString, winner);
    QFETCH(QString, partner);
    m_now = 0;
    m_window->matchSetup()->setUpMatch({}, {winner, "Bob", "Cid", partner});
    m_window->matchSetup()->startClocks();
    m_window->controller()->resign(Seat::BlackA);
    ui::OverlayItem *overlay = m_window->scene()->overlay();
    QTRY_COMPARE(overlay->title(), winner + " & " + partner + " win");
    const auto l = overlay->layout();
    QVERIFY(l.band.contains(l.title) && l.band.contains(l.detail) && l.band.contains(l.hint));
    QVERIFY2(l.title.contains(l.titleText), qPrintable(QString::number(l.titleText.width())));
    QVERIFY2(l.detail.contains(l.detailText), qPrintable(QString::number(l.detailText.height())));
    // Nothing of the band falls outside the view at 1280x800.
    const QRect shown = m_window->view()->mapFromScene(overlay->mapToScene(l.band)).boundingRect();
    QVERIFY(m_window->view()->viewport()->rect().adjusted(-1, -1, 1, 1).contains(shown));
}

// The team logs come back with a resumed match: the signals are in the journal.
void TestWindow::signalsSurviveResume()
{
    setUp();
    m_now = 1000;
    drag(squarePoint(Board::A, Square::E2), squarePoint(Board::A, Square::E4));
    const auto signal = [this](Seat from, core::PartnerSignal s) {
        ui::SignalBarItem *bar = m_window->scene()->signalBar(from);
        click(m_window->view()->mapFromScene(bar->mapToScene(bar->buttonRect(s).center())));
    };
    m_now = 2000;
    signal(Seat::WhiteA, core::PartnerSignal::NeedRook);
    m_now = 3000;
    signal(Seat::BlackA, core::PartnerSignal::Go);
    const QStringList one = m_window->scene()->teamLog(core::Team::One)->lines();
    const QStringList two = m_window->scene()->teamLog(core::Team::Two)->lines();
    QCOMPARE(one.size(), 1);
    QCOMPARE(two.size(), 1);
    m_window.reset(); // as if killed: the journal stays
    m_window = std::make_unique<ui::MainWindow>(m_settings.get(), m_dir.filePath("data"));
    m_window->controller()->clocks().setTimeSource([this] { return m_now; });
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    testutil::onNextModal<QMessageBox>(
        [](QMessageBox *box) { QTest::mouseClick(box->button(QMessageBox::Yes), Qt::LeftButton); });
    m_window->keeper()->offerResume();
    QTRY_COMPARE(m_window->controller()->match()->plies(), 1);
    QCOMPARE(m_window->scene()->teamLog(core::Team::One)->lines(), one);
    QCOMPARE(m_window->scene()->teamLog(core::Team::Two)->lines(), two);
    const auto log = m_window->controller()->signalLog(core::Team::One);
    QCOMPARE(log.size(), 1);
    QCOMPARE(log[0].from, Seat::WhiteA);
    QCOMPARE(log[0].signal, core::PartnerSignal::NeedRook);
    QCOMPARE(log[0].at, qint64(2000));
}

// The demo plays match after match: none of them crowds out the players' own.
void TestWindow::demoNotKept()
{
    m_window->demoLoop()->setRunning(true);
    QVERIFY(m_window->controller()->match()->isStarted());
    m_window->controller()->resign(Seat::WhiteB);
    QVERIFY(m_window->controller()->match()->isOver());
    QVERIFY(m_window->keeper()->recentMatches().isEmpty());
    m_window->demoLoop()->setRunning(false);
}

void TestWindow::demoStopsWhenUnticked_data()
{
    QTest::addColumn<bool>("betweenMatches");
    QTest::addRow("while-a-demo-match-plays") << false;
    QTest::addRow("while-the-demo-scoreboard-shows") << true;
}

// Match -> Demo unticked stops the demo at once: a fresh match of the players' own settings waits,
// not started, with people in the seats; nothing of the demo is kept or shown.
void TestWindow::demoStopsWhenUnticked()
{
    QFETCH(bool, betweenMatches);
    m_settings->setDemoPace("blitz"); // the computers move at once (the test's clock stands still)
    m_settings->setNames({QString("Ann"), QString("Bob"), QString("Cid"), QString("Dee")});
    menuKeys(Qt::Key_M, Qt::Key_D);
    QAction *demo = actionNamed("&Demo: four computers");
    QVERIFY(demo->isChecked());
    QTRY_VERIFY_WITH_TIMEOUT(m_window->controller()->match()->plies() >= 1, 30000);
    if (betweenMatches) {
        m_window->controller()->resign(Seat::WhiteB);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->eveningShow()->scoreboardItem() &&
                                     m_window->eveningShow()->scoreboardItem()->isVisible(),
                                 20000);
    }
    menuKeys(Qt::Key_M, Qt::Key_D);
    QVERIFY(!demo->isChecked());
    const core::Match *match = m_window->controller()->match();
    QVERIFY(!match->isStarted());
    QCOMPARE(match->plies(), 0);
    QVERIFY(match->config().time == m_settings->matchConfig().time);
    QCOMPARE(match->config().mode, m_settings->matchConfig().mode);
    QCOMPARE(core::ruleSetOf(match->config().rules),
             core::ruleSetOf(m_settings->matchConfig().rules));
    for (Seat seat : match->seats()) {
        QVERIFY(m_window->controller()->isHuman(seat));
        QCOMPARE(m_window->controller()->name(seat), m_settings->names()[int(seat)]);
    }
    QCOMPARE(m_window->matchSetup()->seatPlayers()->minimumMoveTime(), 0);
    for (Board b : {Board::A, Board::B}) QVERIFY(!m_window->scene()->boardItem(b)->hasArrow());
    QVERIFY(!m_window->eveningShow()->scoreboardItem() ||
            !m_window->eveningShow()->scoreboardItem()->isVisible());
    QVERIFY(m_window->keeper()->recentMatches().isEmpty());
}

void TestWindow::menuKeys(Qt::Key menu, Qt::Key item)
{
    m_window->activateWindow(); // the last menu closed gives it back only later
    QTRY_VERIFY(m_window->isActiveWindow());
    QTest::keyClick(m_window.get(), menu, Qt::AltModifier);
    QWidget *popup = nullptr;
    QTRY_VERIFY((popup = QApplication::activePopupWidget()));
    QTest::keyClick(popup, item);
}

void TestWindow::messagesCoverNoSquare_data()
{
    QTest::addColumn<QString>("fenA");
    QTest::addColumn<QString>("premove"); // Black-A's on board A, by touch, before the move
    QTest::addColumn<Board>("board");
    QTest::addColumn<QString>("move"); // by mouse
    QTest::addColumn<Seat>("seat");    // whose plate says why
    const QString pawns = "4k3/8/8/3p4/4P3/8/8/4K3[] w - - 0 1";
    QTest::addRow("not-your-turn-on-A") << QString() << "" << Board::A << "e7e5" << Seat::BlackA;
    QTest::addRow("illegal-move-on-A") << QString() << "" << Board::A << "e2e5" << Seat::WhiteA;
    QTest::addRow("illegal-move-on-B") << QString() << "" << Board::B << "b1b3" << Seat::WhiteB;
    QTest::addRow("not-your-turn-on-B") << QString() << "" << Board::B << "e7e5" << Seat::BlackB;
    // The case: the capture lands on d5, the dropped premove was d5-d4, next to e4.
    QTest::addRow("premove-dropped-by-exd5")
        << pawns << "d5d4" << Board::A << "e4d5" << Seat::BlackA;
}

// Why a move was refused (or a premove dropped) is said large on the plate of the seat concerned
// as well as on the status line: it covers no square, pocket or clock, and a piece dragged over it
// passes under it.
void TestWindow::messagesCoverNoSquare()
{
    QFETCH(QString, fenA);
    QFETCH(QString, premove);
    QFETCH(Board, board);
    QFETCH(QString, move);
    QFETCH(Seat, seat);
    setUp(fenA, fenA.isEmpty() ? QString() : "4k3/8/8/8/8/8/8/4K3[] w - - 0 1");
    fitScreen();
    ui::MatchScene *scene = m_window->scene();
    QWidget *viewport = m_window->view()->viewport();
    const auto square = [](const QString &s) { return core::parseSquare(s.toStdString()); };
    if (!premove.isEmpty()) {
        const QPoint from = squarePoint(Board::A, square(premove.left(2))),
                     to = squarePoint(Board::A, square(premove.right(2)));
        QTest::touchEvent(viewport, m_touchScreen).press(0, from);
        QTest::touchEvent(viewport, m_touchScreen).move(0, to);
        QTest::touchEvent(viewport, m_touchScreen).release(0, to);
        QVERIFY(m_window->controller()->premove(Seat::BlackA));
    }
    m_now = 500;
    drag(squarePoint(board, square(move.left(2))), squarePoint(board, square(move.right(2))));
    ui::MessageItem *message = scene->messageItem(seat);
    QVERIFY(message->isVisible());
    QVERIFY(!message->text().isEmpty());
    QCOMPARE(message->text(), m_window->statusText());
    for (Seat other : {Seat::WhiteA, Seat::BlackA, Seat::WhiteB, Seat::BlackB})
        if (other != seat) QVERIFY(!scene->messageItem(other)->isVisible());

    const QRectF covered = message->sceneBoundingRect();
    for (Board b : {Board::A, Board::B})
        QVERIFY(!covered.intersects(scene->boardItem(b)->sceneBoundingRect()));
    QVERIFY(covered.intersects(scene->seatItem(seat)->sceneBoundingRect()));
    QVERIFY(scene->sceneRect().contains(covered));
    for (Seat s : {Seat::WhiteA, Seat::BlackA, Seat::WhiteB, Seat::BlackB}) {
        QVERIFY(!covered.intersects(scene->pocketItem(s)->sceneBoundingRect()));
        QVERIFY(!covered.intersects(scene->clockItem(s)->sceneBoundingRect()));
    }
    QVERIFY(QFontMetricsF(message->font())
                .boundingRect(message->textRect(), message->textFlags(), message->text())
                .height() <= message->textRect().height() + 1);
    QVERIFY(message->font().pixelSize() >= 30); // large: a clock digit is 72
    QCOMPARE(message->acceptedMouseButtons(), Qt::NoButton);

    // The king of the side to move on A, dragged onto the message, is drawn under it.
    const core::Position &a = m_window->controller()->match()->board(Board::A);
    const QPoint king = squarePoint(Board::A, a.kingSquare(a.sideToMove()));
    const QPoint over = m_window->view()->mapFromScene(covered.center());
    const QString before = fen(Board::A);
    QTest::mousePress(viewport, Qt::LeftButton, {}, king);
    QTest::mouseMove(viewport, (king + over) / 2);
    QTest::mouseMove(viewport, over);
    QVERIFY(m_window->input()->layer()->holder(Board::A));
    const QList<QGraphicsItem *> stack = scene->items(m_window->view()->mapToScene(over));
    QVERIFY(stack.size() > 2);
    QCOMPARE(stack.first(), message);
    QVERIFY2(stack.at(1)->zValue() == 100,
             "the dragged piece lies right under the message"); // DragItem's
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, over);    // off the board: the king goes back
    QCOMPARE(fen(Board::A), before);
}

// 1.f3 e5 2.g4 Qh4+ looks like mate; under the bughouse mate rule it is not, and the plate of the
// seat that waits says so, as the status line does. Without stalemate (R8) a seat with no move
// waits too, and is told so.
void TestWindow::notMateSaidOnPlate_data()
{
    QTest::addColumn<QString>(
        "rules"); // "bughouse" mate rule, "standard", "czech" (R8: no stalemate)
    QTest::addColumn<QString>("fenA");
    QTest::addColumn<QStringList>("moves"); // on board A, by mouse: "e2e4", or a drop "R@a1"
    QTest::addColumn<QString>("message");   // on White-A's plate, empty: none (the match is over)
    const QStringList fools{"f2f3", "e7e5", "g2g4", "d8h4"};
    QTest::addRow("bughouse-rule-blockable-check")
        << "bughouse" << QString() << fools
        << "Not mate: a piece from the partner can block. Ann waits for one.";
    QTest::addRow("back-rank-check-by-a-drop")
        << "bughouse"
        << "4k3/8/8/8/8/8/5PPP/6K1[r] b - - 0 1" << QStringList{"R@a1"}
        << "Not mate: a piece from the partner can block. Ann waits for one.";
    QTest::addRow("standard-rule-mate") << "standard" << QString() << fools << "";
    QTest::addRow("no-stalemate-waits")
        << "czech"
        << "k7/8/8/8/2q5/8/8/K7[] b - - 0 1" << QStringList{"c4b3"}
        << "Ann has no move and waits for a piece from the partner.";
}

void TestWindow::notMateSaidOnPlate()
{
    QFETCH(QString, rules);
    QFETCH(QString, fenA);
    QFETCH(QStringList, moves);
    QFETCH(QString, message);
    core::MatchConfig config;
    if (rules == "czech")
        config.rules = core::rulesOf(core::RuleSet::CzechClub);
    else
        config.rules.mateRule =
            rules == "bughouse" ? core::MateRule::Bughouse : core::MateRule::Standard;
    setUp(fenA, fenA.isEmpty() ? QString() : "4k3/8/8/8/8/8/8/4K3[] w - - 0 1", config);
    const auto square = [](const QString &s) { return core::parseSquare(s.toStdString()); };
    for (const QString &m : moves) {
        m_now += 1000;
        const QPoint from = m.at(1) == '@'
                                ? pocketPoint(m_window->controller()->seatToMove(Board::A),
                                              core::pieceTypeFromLetter(m.at(0).toLatin1()))
                                : squarePoint(Board::A, square(m.left(2)));
        drag(from, squarePoint(Board::A, square(m.right(2))));
    }
    QCOMPARE(movesOn(Board::A).size(), moves.size());
    QCOMPARE(m_window->controller()->match()->status(Board::A),
             message.isEmpty() ? core::Status::Checkmate : core::Status::Wait);
    ui::MessageItem *plate = m_window->scene()->messageItem(Seat::WhiteA);
    QCOMPARE(m_window->controller()->match()->isOver(), message.isEmpty());
    QCOMPARE(plate->text(), message);
    if (!message.isEmpty()) QCOMPARE(m_window->statusText(), message);
}

void TestWindow::clockLeads_data()
{
    QTest::addColumn<bool>("crazyhouse");
    QTest::addColumn<QList<qint64>>(
        "bases"); // per seat (WA, BA, WB, BB), 0: the 3:00 of the time control
    QTest::addColumn<QStringList>("moves"); // "A e2e4 5000": by mouse on that board, at that time
    QTest::addColumn<qint64>("elapsed");
    QTest::addColumn<QStringList>("leads"); // on each seat's plate (WA, BA, WB, BB), empty: none
    QTest::addColumn<QString>("team");      // the team ahead, empty: level
    QTest::addColumn<QString>("teamLead");
    const QList<qint64> even{0, 0, 0, 0};
    QTest::addRow("level-at-the-start")
        << false << even << QStringList() << qint64(0) << QStringList{"", "", "", ""} << ""
        << "";
    // Both Whites think: each Black is ahead, and the teams are level (one of each is ahead).
    QTest::addRow("both-whites-thinking") << false << even << QStringList() << qint64(12'300)
                                          << QStringList{"", "+0:13", "", "+0:13"} << ""
                                          << "";
    // A: 2:55 against 2:52.7; B: 2:47.7 against 3:00; Ann & Dee 5:55, Bob & Cid 5:39.
    QTest::addRow("a-move-on-A") << false << even << QStringList{"A e2e4 5000"} << qint64(12'300)
                                 << QStringList{"+0:03", "", "", "+0:13"} << "Ann & Dee"
                                 << "+0:16";
    QTest::addRow("an-hour-of-odds")
        << false << QList<qint64>{3'900'000, 0, 0, 0} << QStringList() << qint64(0)
        << QStringList{"+1:02:00", "", "", ""} << "Ann & Dee"
        << "+1:02:00";
    // 9.9 on the clock counts as 9 seconds, as a reader subtracts.
    QTest::addRow("tenths-not-counted")
        << false << QList<qint64>{9'950, 0, 0, 0} << QStringList() << qint64(0)
        << QStringList{"", "+2:51", "", ""} << "Bob & Cid"
        << "+2:51";
    // A: 2:30 against 3:00; B: 3:19 (odds) against 2:31; Bob & Cid 6:19, Ann & Dee 5:01.
    QTest::addRow("odds-on-B-and-a-move")
        << false << QList<qint64>{0, 0, 200'000, 0} << QStringList{"B e2e4 1000"} << qint64(30'000)
        << QStringList{"", "+0:30", "+0:48", ""} << "Bob & Cid"
        << "+1:18";
    QTest::addRow("crazyhouse-one-board")
        << true << even << QStringList() << qint64(12'300) << QStringList{"", "+0:13"} << ""
        << "";
}

// Each board's plate of the seat ahead on time says by how much, and between the lower clocks the
// team ahead (its two clocks added up against the other two) and by how much, in the seconds the
// clocks show.
void TestWindow::clockLeads()
{
    QFETCH(bool, crazyhouse);
    QFETCH(QList<qint64>, bases);
    QFETCH(QStringList, moves);
    QFETCH(qint64, elapsed);
    QFETCH(QStringList, leads);
    QFETCH(QString, team);
    QFETCH(QString, teamLead);
    core::MatchConfig config;
    if (crazyhouse) config.mode = core::MatchMode::Crazyhouse;
    for (int s = 0; s < 4; ++s)
        if (bases[s]) config.seatBase[s] = bases[s];
    setUp({}, {}, config);
    for (const QString &m : moves) {
        const QStringList part = m.split(' ');
        const Board board = part[0] == "A" ? Board::A : Board::B;
        m_now = part[2].toLongLong();
        drag(squarePoint(board, core::parseSquare(part[1].left(2).toStdString())),
             squarePoint(board, core::parseSquare(part[1].mid(2).toStdString())));
    }
    QCOMPARE(movesOn(Board::A).size() + (crazyhouse ? 0 : movesOn(Board::B).size()), moves.size());
    m_now = elapsed;
    m_window->controller()->clocks().refresh();
    ui::MatchScene *scene = m_window->scene();
    for (int s = 0; s < leads.size(); ++s) QCOMPARE(scene->seatItem(Seat(s))->lead(), leads[s]);
    if (crazyhouse) {
        QVERIFY(!scene->seatItem(Seat::WhiteB) && !scene->teamLead());
        return;
    }
    QCOMPARE(scene->teamLead()->team(), team);
    QCOMPARE(scene->teamLead()->lead(), teamLead);
    QCOMPARE(scene->teamLead()->lines(), team.isEmpty()
                                             ? QStringList({"Team lead", "", "level"})
                                             : QStringList({"Team lead", team, teamLead}));
}

namespace {

// What a widget is asked to paint.
struct PaintLog : QObject
{
    QRegion painted;
    bool eventFilter(QObject *, QEvent *e) override
    {
        if (e->type() == QEvent::Paint) painted += static_cast<QPaintEvent *>(e)->region();
        return false;
    }
};

} // namespace

// The leads change in the clock's own tick, with its digits, and never between ticks: no timer
// of their own wakes the program. A tick paints the clocks' digits and the leads' digits, no more.
void TestWindow::leadsMoveWithTheClockTicks()
{
    setUp();
    ui::MatchScene *scene = m_window->scene();
    ui::ClockModel &clocks = m_window->controller()->clocks();
    QSignalSpy ticks(&clocks, &ui::ClockModel::displayChanged);
    PaintLog log;
    m_window->view()->viewport()->installEventFilter(&log);
    QCoreApplication::processEvents();
    const auto seconds = [scene](Seat seat) {
        const QStringList part = scene->clockItem(seat)->text().split(':');
        return part[0].toInt() * 60 + part[1].toInt();
    };
    // Both Whites think first: each Black gains a second a second, the teams stay level. After
    // White-A's move at 2.5 s White-B and Black-A think: Bob & Cid lose two seconds a second.
    const std::array<Seat, 4> seats{Seat::WhiteA, Seat::BlackA, Seat::WhiteB, Seat::BlackB};
    const auto leads = [scene, &seats] {
        QStringList shown;
        for (Seat seat : seats) shown << scene->seatItem(seat)->lead();
        return shown << scene->teamLead()->lead();
    };
    const auto expected = [&seconds, &seats] {
        QStringList worked;
        const auto lead = [](int ahead) {
            return ahead > 0 ? ui::ClockModel::formatLead(ahead) : QString();
        };
        for (Seat seat : seats) worked << lead(seconds(seat) - seconds(core::opponentOf(seat)));
        return worked << lead(seconds(Seat::WhiteA) + seconds(Seat::BlackB) -
                              seconds(Seat::BlackA) - seconds(Seat::WhiteB));
    };
    const auto empties = [](const QStringList &texts) {
        QList<bool> empty;
        for (const QString &t : texts) empty << t.isEmpty();
        return empty;
    };
    int changes = 0;
    for (m_now = 0; m_now <= 6000; m_now += 100) {
        if (m_now == 2500) {
            drag(squarePoint(Board::A, Square::E2), squarePoint(Board::A, Square::E4));
            QCOMPARE(movesOn(Board::A).size(), 1);
        }
        const QStringList before = leads();
        const qsizetype ticksBefore = ticks.count();
        clocks.refresh(); // what the clock's timer does when it fires
        QCOMPARE(leads(), expected());
        if (leads() != before) {
            ++changes;
            QVERIFY(ticks.count() > ticksBefore); // with the digits
        }
        log.painted = {};
        QCoreApplication::processEvents();
        // The move repaints more, and a lead that comes or goes lays its plate out anew.
        if (m_now == 2500 || empties(before) != empties(leads())) continue;
        QRegion allowed;
        const auto add = [&allowed, this](const QGraphicsItem *item, const QRectF &rect) {
            allowed += m_window->view()
                           ->mapFromScene(item->mapToScene(rect))
                           .boundingRect()
                           .adjusted(-3, -3, 3, 3);
        };
        for (Seat seat : seats) {
            add(scene->clockItem(seat), scene->clockItem(seat)->boundingRect());
            add(scene->seatItem(seat), scene->seatItem(seat)->leadRect());
        }
        add(scene->teamLead(), scene->teamLead()->leadRect());
        QVERIFY2((log.painted - allowed).isEmpty(), qPrintable(QString::number(m_now)));
    }
    QVERIFY2(changes >= 6, qPrintable(QString::number(changes)));
    for (Seat seat : {Seat::WhiteA, Seat::BlackA, Seat::WhiteB, Seat::BlackB})
        QVERIFY(scene->seatItem(seat)->findChildren<QTimer *>().isEmpty());
    QVERIFY(scene->teamLead()->findChildren<QTimer *>().isEmpty());
}

void TestWindow::demoWatchable_data()
{
    QTest::addColumn<QString>("pace");
    QTest::addColumn<int>("minimumMoveTime");
    QTest::addColumn<qint64>("base");
    QTest::addRow("relaxed") << "relaxed" << ui::MatchSetup::DemoMoveMs << qint64(300'000);
    QTest::addRow("real-blitz") << "blitz" << 0 << qint64(180'000);
}

// The demo moves at the chosen pace, shows the move lists (even when the user hid them) and the
// last move's arrows; a match of people afterwards has neither the pace nor the arrows.
void TestWindow::demoWatchable()
{
    QFETCH(QString, pace);
    QFETCH(int, minimumMoveTime);
    QFETCH(qint64, base);
    QAction *paceAction =
        actionNamed(pace == "blitz" ? "Real &blitz" : "&Relaxed (moves people can follow)");
    QVERIFY(paceAction);
    paceAction->trigger();
    QCOMPARE(m_settings->demoPace(), pace);
    QTest::keyClick(m_window.get(), Qt::Key_L, Qt::ControlModifier);
    QVERIFY(!m_window->moveListPanel()->isVisible());
    m_window->demoLoop()->setRunning(true);
    QCOMPARE(m_window->matchSetup()->seatPlayers()->minimumMoveTime(), minimumMoveTime);
    QCOMPARE(m_window->controller()->match()->config().time.base, base);
    QVERIFY(m_window->moveListPanel()->isVisible());
    QVERIFY(!m_settings->moveListsShown());
    for (Board b : {Board::A, Board::B}) QVERIFY(m_window->scene()->boardItem(b)->hasArrow());
    m_window->demoLoop()->setRunning(false);
    setUp();
    QCOMPARE(m_window->matchSetup()->seatPlayers()->minimumMoveTime(), 0);
    for (Board b : {Board::A, Board::B}) QVERIFY(!m_window->scene()->boardItem(b)->hasArrow());
}

// Ctrl+M changes nothing one can see: the status line says what it did.
void TestWindow::muteSaysSo()
{
    setUp();
    const bool muted = m_settings->muted();
    QTest::keyClick(m_window.get(), Qt::Key_M, Qt::ControlModifier);
    QCOMPARE(m_settings->muted(), !muted);
    QCOMPARE(m_window->statusText(),
             muted ? QString("Sounds on.") : QString("Sounds muted (Ctrl+M turns them on again)."));
    QTest::keyClick(m_window.get(), Qt::Key_M, Qt::ControlModifier);
    QCOMPARE(m_settings->muted(), muted);
}

QTEST_MAIN(TestWindow)
#include "tst_window.moc"
