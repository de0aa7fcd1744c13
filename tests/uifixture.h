#pragma once

#include "testutil.h"

#include "ui/input/gamepadinput.h"
#include "ui/scene/boarditem.h"
#include "ui/scene/matchscene.h"
#include "ui/scene/matchview.h"
#include "ui/scene/pocketitem.h"
#include "ui/settings/appsettings.h"
#include "ui/window/inputdevices.h"
#include "ui/window/mainwindow.h"
#include "ui/window/matchsetup.h"

#include "core/board/notation.h"

#include <QMenu>
#include <QMenuBar>
#include <QPointingDevice>
#include <QScreen>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

#if BUGHOUSE_HAVE_SDL
#include <SDL.h>
#endif

using core::Board;
using core::PieceType;
using core::Seat;
using core::Square;

/// What the ui suites share: before each test a fresh main window on no settings and no saved
/// matches, its clocks on the fake time `m_now`; helpers that drive it by real events. A suite
/// derives from it and calls init() and cleanup() from its own slots of those names (Qt Test
/// calls only the test class's slots).
class UiFixture : public QObject
{
protected:
    void init();
    void cleanup();
    QAction *actionNamed(const QString &text) const;
    /// A fresh window with `fens` (empty: start positions), the clocks started at fake time 0.
    void setUp(const QString &fenA = {}, const QString &fenB = {}, core::MatchConfig config = {});
    QPoint squarePoint(Board board, Square square) const;
    QPoint pocketPoint(Seat seat, PieceType type) const;
    void drag(QPoint from, QPoint to);
    void click(QPoint at);
    void keys(const QList<Qt::Key> &sequence);
    /// Touch events pass through the platform's screen: the window must lie inside it.
    void fitScreen();
    /// The match's move events on `board`: time and UCI text.
    QList<QPair<qint64, QString>> movesOn(Board board) const;
    QString fen(Board board) const;
    void padButton(int pad, int button, bool down = true);
    void padPress(int pad, const QList<int> &buttons);
    void padsTakeSeats(int count);

    // Owned here: deleted (and unregistered) before the application goes.
    std::unique_ptr<QPointingDevice> m_touchScreenOwner{QTest::createTouchDevice()};
    QPointingDevice *m_touchScreen = m_touchScreenOwner.get();
    QTemporaryDir m_dir;
    std::unique_ptr<ui::AppSettings> m_settings;
    std::unique_ptr<ui::MainWindow> m_window;
    qint64 m_now = 0;
};

inline void UiFixture::init()
{
    // Each test starts from no settings and no saved matches.
    QFile::remove(m_dir.filePath("settings.ini"));
    QDir(m_dir.filePath("data")).removeRecursively();
    m_settings = std::make_unique<ui::AppSettings>(m_dir.filePath("settings.ini"));
    m_settings->setMuted(true);
    m_window = std::make_unique<ui::MainWindow>(m_settings.get(), m_dir.filePath("data"));
    m_window->controller()->clocks().setTimeSource([this] { return m_now; });
    m_window->scene()->setFinalPositionsTime(
        0); // tests that look at the final positions set a time
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

inline void UiFixture::cleanup()
{
    m_window.reset();
    m_settings.reset();
}

inline QAction *UiFixture::actionNamed(const QString &text) const
{
    for (QAction *menu : m_window->menuBar()->actions())
        for (QAction *a : menu->menu()->actions()) {
            if (a->text() == text) return a;
            if (a->menu())
                for (QAction *sub : a->menu()->actions())
                    if (sub->text() == text) return sub;
        }
    return nullptr;
}

inline void UiFixture::setUp(const QString &fenA, const QString &fenB, core::MatchConfig config)
{
    config.startFen = {fenA.toStdString(), fenB.toStdString()};
    QVERIFY2(config.validate().empty(), config.validate().c_str());
    m_now = 0;
    m_window->matchSetup()->setUpMatch(config, {"Ann", "Bob", "Cid", "Dee"});
    m_window->matchSetup()->startClocks();
}

inline QPoint UiFixture::squarePoint(Board board, Square square) const
{
    ui::BoardItem *item = m_window->scene()->boardItem(board);
    return m_window->view()->mapFromScene(item->mapToScene(item->squareRect(square).center()));
}

inline QPoint UiFixture::pocketPoint(Seat seat, PieceType type) const
{
    ui::PocketItem *item = m_window->scene()->pocketItem(seat);
    return m_window->view()->mapFromScene(item->mapToScene(item->slotRect(type).center()));
}

inline void UiFixture::drag(QPoint from, QPoint to)
{
    QWidget *viewport = m_window->view()->viewport();
    QTest::mousePress(viewport, Qt::LeftButton, {}, from);
    QTest::mouseMove(viewport, (from + to) / 2);
    QTest::mouseMove(viewport, to);
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);
}

inline void UiFixture::click(QPoint at)
{
    QTest::mouseClick(m_window->view()->viewport(), Qt::LeftButton, {}, at);
}

inline void UiFixture::fitScreen()
{
    const QRect screen = m_window->screen()->availableGeometry();
    m_window->setGeometry(screen.adjusted(0, 0, -screen.width() / 10, -screen.height() / 10));
    QCoreApplication::processEvents();
    m_window->view()->refit();
}

inline void UiFixture::keys(const QList<Qt::Key> &sequence)
{
    for (Qt::Key key : sequence) QTest::keyClick(m_window->view()->viewport(), key);
}

inline QList<QPair<qint64, QString>> UiFixture::movesOn(Board board) const
{
    QList<QPair<qint64, QString>> moves;
    for (const core::MatchEvent &e : m_window->controller()->match()->events())
        if (e.kind == core::MatchEvent::Kind::Move && core::boardOf(e.seat) == board)
            moves.append({e.at, QString::fromStdString(core::toUci(e.move))});
    return moves;
}

#if BUGHOUSE_HAVE_SDL
inline void UiFixture::padButton(int pad, int button, bool down)
{
    SDL_Event e{};
    e.type = down ? SDL_CONTROLLERBUTTONDOWN : SDL_CONTROLLERBUTTONUP;
    e.cbutton.which = pad;
    e.cbutton.button = Uint8(button);
    e.cbutton.state = down ? SDL_PRESSED : SDL_RELEASED;
    QCOMPARE(SDL_PushEvent(&e), 1);
    m_window->input()->gamepads()->poll();
}

inline void UiFixture::padPress(int pad, const QList<int> &buttons)
{
    for (int b : buttons) {
        padButton(pad, b, true);
        padButton(pad, b, false);
    }
}

// Pads 1..count each press A to be offered the next free seat and A to take it.
inline void UiFixture::padsTakeSeats(int count)
{
    ui::input::GamepadInput *pads = m_window->input()->gamepads();
    pads->setTimeSource([this] { return m_now; });
    pads->start();
    QVERIFY(pads->isAvailable());
    QCOMPARE(pads->pollInterval(),
             ui::input::GamepadInput::SlowPoll); // no pad: a look once a second
    for (int pad = 1; pad <= count; ++pad)
        padPress(pad, {SDL_CONTROLLER_BUTTON_A, SDL_CONTROLLER_BUTTON_A});
    QCOMPARE(pads->pads().size(), count);
    QCOMPARE(pads->pollInterval(), ui::input::GamepadInput::FastPoll);
}
#else
inline void UiFixture::padButton(int, int, bool) {}
inline void UiFixture::padPress(int, const QList<int> &) {}
inline void UiFixture::padsTakeSeats(int)
{
    QSKIP("built without SDL2: gamepads are off");
}
#endif

inline QString UiFixture::fen(Board board) const
{
    return QString::fromStdString(m_window->controller()->match()->board(board).fen());
}
