#include "mainwindow.h"

#include "demoloop.h"
#include "dialogpause.h"
#include "eveningshow.h"
#include "inputdevices.h"
#include "matchkeeper.h"
#include "matchsetup.h"
#include "preferences.h"
#include "recordfiles.h"

#include "ui/dialogs/aboutdialog.h"
#include "ui/dialogs/controlsdialog.h"
#include "ui/dialogs/gamepadsdialog.h"
#include "ui/dialogs/movelist.h"
#include "ui/dialogs/newmatchdialog.h"
#include "ui/dialogs/replaywindow.h"
#include "ui/dialogs/rulesdialog.h"
#include "ui/input/gamepadinput.h"
#include "ui/input/inputlayer.h"
#include "ui/input/keyboardinput.h"
#include "ui/match/movetext.h"
#include "ui/scene/matchscene.h"
#include "ui/scene/matchview.h"
#include "ui/settings/appsettings.h"
#include "ui/settings/uisize.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTimer>
#include <QWindow>

namespace ui {

using core::Seat;

MainWindow::MainWindow(AppSettings *settings, const QString &dataDirectory, QWidget *parent)
    : QMainWindow(parent), m_settings(settings), m_scene(new MatchScene(&m_controller, this)),
      m_view(new MatchView(m_scene, this)),
      m_input(new InputDevices(&m_controller, m_scene, m_view, this)),
      m_statusLabel(new QLabel(this)), m_moveList(new MoveList(this)),
      m_moveDock(new QDockWidget(this)),
      m_pause(new DialogPause(&m_controller, this, m_view, this)),
      m_setup(new MatchSetup(&m_controller, settings, this)),
      m_files(new RecordFiles(settings, &m_controller, m_pause, this, this)),
      m_keeper(
          new MatchKeeper(&m_controller, m_setup, m_files, m_pause, dataDirectory, this, this)),
      m_demo(new DemoLoop(settings, m_setup, m_keeper, this)),
      m_eveningShow(new EveningShow(QDir(dataDirectory).filePath(QStringLiteral("evening.json")),
                                    &m_controller, m_setup, m_demo, m_files, m_pause, m_scene,
                                    m_view, this, this)),
      m_preferences(new Preferences(settings, m_scene, m_input->layer(), &m_sounds, m_moveDock,
                                    m_moveList, m_setup, this))
{
    setCentralWidget(m_view);
    statusBar()->addWidget(m_statusLabel, 1);
    m_statusLabel->setObjectName(QStringLiteral("statusLabel"));
    m_moveDock->setObjectName(QStringLiteral("moveLists"));
    m_moveDock->setWidget(m_moveList);
    m_moveDock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    addDockWidget(Qt::RightDockWidgetArea, m_moveDock);
    m_moveDock->setVisible(settings->moveListsShown());
    m_moveList->setFollowing(true);
    m_moveList->setLocalizedLetters(settings->localizedLetters());
    // A click in the live list must not take the keyboard from the players.
    m_moveList->setFocusPolicy(Qt::NoFocus);
    m_scene->setTheme(Theme::byId(settings->theme()));
    m_input->layer()->setAlwaysQueen(settings->alwaysQueen());
    m_sounds.setVolume(settings->volume());
    m_sounds.setMuted(settings->muted());
    // SDL looks for pads after the window is up, so that start-up does not wait for it.
    QTimer::singleShot(400, m_input->gamepads(), &input::GamepadInput::start);
    m_language.apply(settings->language().isEmpty() ? Language::systemDefault()
                                                    : settings->language());
    createActions();
    wire();
    m_preferences->applySize();
    retranslate();
    m_setup->setUpMatch(settings->matchConfig(), settings->names(), settings->players());
    QString keysProblem;
    m_input->keyboard()->setBindings(settings->keyBindings(&keysProblem));
    if (!keysProblem.isEmpty())
        showStatus(tr("The saved keyboard controls cannot be used (%1); the default keys apply.")
                       .arg(keysProblem));
    m_eveningShow->load();
    if (!settings->problem().isEmpty()) {
        showStatus(settings->problem());
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Settings not read"),
                                    settings->problem(), QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("settingsNotReadMessage"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
    // As it was left, or 1280x800 at the text size (as much as the screen allows).
    if (!restoreGeometry(settings->windowGeometry()))
        resize(UiSize::scaled(QSize(1280, 800), this));
    restoreState(settings->windowState());
    fitMoveLists(); // before the first show: lists as wide as their columns would widen the window
}

// The parts go before the controller they use (a member, gone before the window's children).
MainWindow::~MainWindow()
{
    delete m_eveningShow;
    delete m_demo;
    delete m_keeper;
    delete m_files;
    delete m_setup;
}

// The parts talk to the window by their signals; the window answers with the scene, the move
// lists, the sounds and the status line.
void MainWindow::wire()
{
    connect(m_scene, &MatchScene::statusMessage, this, &MainWindow::showStatus);
    connect(m_setup->seatPlayers(), &SeatPlayers::message, this, &MainWindow::showStatus);
    connect(m_input, &InputDevices::statusMessage, this, &MainWindow::showStatus);
    connect(m_pause, &DialogPause::statusMessage, this, &MainWindow::showStatus);
    connect(m_files, &RecordFiles::statusMessage, this, &MainWindow::showStatus);
    connect(m_keeper, &MatchKeeper::statusMessage, this, &MainWindow::showStatus);
    connect(m_keeper, &MatchKeeper::finishedMatchFound, m_eveningShow, &EveningShow::countMatch);
    connect(m_eveningShow, &EveningShow::statusMessage, this, &MainWindow::showStatus);
    connect(m_preferences, &Preferences::statusMessage, this, &MainWindow::showStatus);

    connect(m_setup, &MatchSetup::seated, this, [this] {
        rebuildSeatMenus();
        refreshStatus();
    });
    connect(m_setup, &MatchSetup::demoMatchChanged, this, [this](bool demo) {
        m_scene->setArrows(demo);
        if (demo) m_moveDock->show();
    });
    connect(m_files, &RecordFiles::continueRequested, this,
            [this](ReplayWindow *replay, const core::MatchConfig &config,
                   const std::array<QString, 4> &names) {
                if (!m_keeper->leaveMatchInProgress(MatchKeeper::Leaving::Record)) return;
                if (auto played = replay->playedMatch()) {
                    m_demo->action()->setChecked(false);
                    m_setup->continueMatch(std::move(*played), names);
                    m_keeper->keepSafe();
                } else {
                    m_setup->setUpMatch(config, names);
                }
                m_pause->takeKeyboard();
            });
    connect(m_demo, &DemoLoop::stopped, m_eveningShow, &EveningShow::hideScoreboard);
    connect(m_eveningShow, &EveningShow::shownAfterMatch, m_demo, &DemoLoop::scoreboardShown);

    connect(&m_controller, &MatchController::moveMade, this, &MainWindow::onMoveMade);
    connect(&m_controller, &MatchController::matchEnded, this, &MainWindow::onMatchEnded);
    connect(&m_controller, &MatchController::signalSent, this,
            [this](Seat from, core::PartnerSignal s) {
                m_sounds.play(Sounds::Effect::Signal);
                showStatus(tr("%1 to %2: %3")
                               .arg(m_controller.name(from),
                                    m_controller.name(core::partnerOf(from)),
                                    MatchController::signalText(s)));
            });
    connect(&m_controller.clocks(), &ClockModel::lowTime, this,
            [this] { m_sounds.play(Sounds::Effect::LowTime); });
    connect(&m_controller, &MatchController::stateChanged, this, &MainWindow::updateActions);
    connect(&m_controller, &MatchController::moveMade, this, &MainWindow::updateActions);
    connect(&m_controller, &MatchController::matchReset, this, &MainWindow::updateActions);
    connect(&m_controller, &MatchController::matchReset, this, [this] {
        m_startAnnounced = false;
        fillMoveList();
    });
    connect(&m_controller, &MatchController::moveMade, this, [this] {
        const core::MatchEvent &e = m_controller.match()->events().back();
        m_moveList->addPly(e.seat, e.san, e.clock);
    });
    // However the clocks were started (Space, the menu, a click on the board), the status says so.
    connect(&m_controller, &MatchController::stateChanged, this, [this] {
        const core::Match *match = m_controller.match();
        if (m_startAnnounced || !match || !match->isStarted() || match->isPaused() ||
            match->plies() > 0)
            return;
        m_startAnnounced = true;
        showStatus(tr("Clocks running. Good luck!"));
    });
    m_keeper->start();
}

void MainWindow::createActions()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_openAction =
        m_fileMenu->addAction(QString(), QKeySequence::Open, m_files, &RecordFiles::open);
    m_saveAction =
        m_fileMenu->addAction(QString(), QKeySequence::Save, m_keeper, &MatchKeeper::save);
    m_fileMenu->addMenu(m_keeper->recentMenu());
    m_fileMenu->addSeparator();
    m_exportScoreboardAction =
        m_fileMenu->addAction(QString(), m_eveningShow, &EveningShow::exportTable);
    m_scoreboardPictureAction =
        m_fileMenu->addAction(QString(), m_eveningShow, &EveningShow::exportPicture);
    m_fileMenu->addSeparator();
    // Not QKeySequence::Quit: some platforms (no desktop running) bind no key to it.
    m_quitAction = m_fileMenu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_Q), qApp,
                                         &QApplication::closeAllWindows);

    m_matchMenu = menuBar()->addMenu(QString());
    m_newAction = m_matchMenu->addAction(QString(), QKeySequence::New, this, &MainWindow::newMatch);
    m_rematchAction = m_matchMenu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_R), this,
                                             &MainWindow::rematch);
    m_startAction = m_matchMenu->addAction(QString(), QKeySequence(Qt::Key_Space), m_setup,
                                           &MatchSetup::startClocks);
    m_pauseAction = m_matchMenu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_P), this,
                                           &MainWindow::togglePause);
    m_pauseAction->setCheckable(true);
    m_matchMenu->addAction(m_demo->action());
    m_newEveningAction = m_matchMenu->addAction(QString(), m_eveningShow, &EveningShow::newEvening);
    m_matchMenu->addSeparator();
    m_resignMenu = m_matchMenu->addMenu(QString());
    m_abortMenu = m_matchMenu->addMenu(QString());

    m_viewMenu = menuBar()->addMenu(QString());
    m_fullScreenAction = m_viewMenu->addAction(QString(), QKeySequence(Qt::Key_F11), this,
                                               &MainWindow::toggleFullScreen);
    m_scoreboardAction = m_viewMenu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_B),
                                               m_eveningShow, &EveningShow::showScoreboard);
    m_preferences->addViewEntries(m_viewMenu);

    m_settingsMenu = menuBar()->addMenu(QString());
    m_preferences->addSettingsEntries(m_settingsMenu);
    m_settingsMenu->addSeparator();
    m_editControlsAction = m_settingsMenu->addAction(QString(), this, &MainWindow::editControls);
    m_gamepadsAction = m_settingsMenu->addAction(QString(), this, &MainWindow::showGamepads);

    m_languageMenu = menuBar()->addMenu(QString());
    auto *languages = new QActionGroup(this);
    for (const QString &code : Language::codes()) {
        QAction *a = m_languageMenu->addAction(Language::nativeName(code), this,
                                               [this, code] { setLanguage(code); });
        a->setCheckable(true);
        a->setChecked(code == m_language.current());
        a->setData(code);
        languages->addAction(a);
        m_languageActions.append(a);
    }

    m_helpMenu = menuBar()->addMenu(QString());
    m_rulesAction =
        m_helpMenu->addAction(QString(), QKeySequence::HelpContents, this, &MainWindow::showRules);
    m_controlsAction = m_helpMenu->addAction(QString(), this, &MainWindow::showControls);
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
}

void MainWindow::setLanguage(const QString &code)
{
    m_language.apply(code);
    m_settings->setLanguage(m_language.current());
    for (QAction *a : m_languageActions)
        a->setChecked(a->data().toString() == m_language.current());
}

void MainWindow::showRules()
{
    auto *rules = findChild<RulesDialog *>();
    if (!rules) rules = new RulesDialog(this);
    rules->show();
    rules->raise();
}

// Like the rules, the Controls page stays open beside the match.
void MainWindow::showControls()
{
    const auto &colors = m_scene->theme().cursor;
    auto *page = new ControlsDialog(m_input->keyboard()->bindings(), ControlsDialog::Mode::Show,
                                    {colors[0], colors[1]}, m_input->gamepads(), this);
    page->setAttribute(Qt::WA_DeleteOnClose);
    page->show();
}

void MainWindow::editControls()
{
    const auto &colors = m_scene->theme().cursor;
    ControlsDialog dialog(m_input->keyboard()->bindings(), ControlsDialog::Mode::Edit,
                          {colors[0], colors[1]}, nullptr, this);
    const bool paused = m_pause->pause();
    const bool accepted = dialog.exec() == QDialog::Accepted;
    m_pause->resume(paused);
    if (!accepted) return;
    m_input->keyboard()->setBindings(dialog.bindings());
    m_settings->setKeyBindings(dialog.bindings());
}

void MainWindow::showGamepads()
{
    auto *dialog = new GamepadsDialog(m_input->gamepads(), &m_controller, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void MainWindow::showAbout()
{
    const bool paused = m_pause->pause();
    AboutDialog(this).exec();
    m_pause->resume(paused);
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Bughouse"));
    m_fileMenu->setTitle(tr("&File"));
    m_openAction->setText(tr("&Open…"));
    m_saveAction->setText(tr("&Save match…"));
    m_keeper->recentMenu()->setTitle(tr("&Recent matches"));
    m_exportScoreboardAction->setText(tr("&Export scoreboard…"));
    m_scoreboardPictureAction->setText(tr("Save scoreboard &picture…"));
    m_matchMenu->setTitle(tr("&Match"));
    m_newAction->setText(tr("&New match…"));
    m_rematchAction->setText(tr("&Rematch (swap colours)"));
    m_startAction->setText(tr("&Start clocks"));
    m_pauseAction->setText(tr("&Pause"));
    m_demo->action()->setText(tr("&Demo: four computers"));
    m_newEveningAction->setText(tr("New &evening…"));
    m_resignMenu->setTitle(tr("Res&ign"));
    m_abortMenu->setTitle(tr("&Abort (needs both teams)"));
    m_quitAction->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    m_fullScreenAction->setText(tr("&Full screen"));
    m_scoreboardAction->setText(tr("Score&board"));
    m_moveDock->setWindowTitle(tr("Moves"));
    m_preferences->retranslate();
    m_settingsMenu->setTitle(tr("&Settings"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_rulesAction->setText(tr("&Rules"));
    m_controlsAction->setText(tr("&Controls"));
    m_editControlsAction->setText(tr("&Keyboard controls…"));
    m_gamepadsAction->setText(tr("&Gamepads…"));
    m_aboutAction->setText(tr("&About Bughouse"));
    // Seats with the default names get them in the new language, in a match in progress too.
    const auto defaults = AppSettings::defaultNames();
    if (m_controller.match() && defaults != m_shownDefaults) {
        std::array<QString, 4> names = m_controller.names();
        bool renamed = false;
        for (int s = 0; s < 4; ++s)
            if (names[s] == m_shownDefaults[s]) names[s] = defaults[s], renamed = true;
        if (renamed) m_controller.rename(names);
    }
    m_shownDefaults = defaults;
    rebuildSeatMenus();
    m_scene->retranslate();
    m_eveningShow->retranslate();
    refreshStatus();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::rebuildSeatMenus()
{
    m_resignMenu->clear();
    m_abortMenu->clear();
    const core::Match *match = m_controller.match();
    if (!match) return;
    for (Seat seat : match->seats()) {
        const QString name = m_controller.name(seat);
        m_resignMenu->addAction(name, this, [this, seat, name] {
            // A player who thinks it over must not lose on time meanwhile.
            const bool paused = m_pause->pause();
            const auto answer =
                QMessageBox::question(this, tr("Resign"), tr("Does %1 really resign?").arg(name));
            const core::Match *m = m_controller.match();
            if (answer == QMessageBox::Yes && m && m->isOver()) {
                showStatus(tr("%1 cannot resign: the match has already ended. %2")
                               .arg(name, m_controller.resultText()));
                return;
            }
            if (answer == QMessageBox::Yes) m_controller.resign(seat);
            m_pause->resume(paused);
        });
        m_abortMenu->addAction(name, this, [this, seat, name] {
            m_controller.requestAbort(seat);
            const core::Match *m = m_controller.match();
            if (m && !m->isOver())
                showStatus(tr("%1 asks to abort the match; a player of the other side must agree.")
                               .arg(name));
        });
    }
}

void MainWindow::updateActions()
{
    const core::Match *match = m_controller.match();
    const bool running = match && match->isStarted() && !match->isOver();
    m_startAction->setEnabled(match && !match->isStarted());
    m_saveAction->setEnabled(match && match->plies() > 0); // also while the clocks run
    m_pauseAction->setEnabled(running);
    m_pauseAction->setChecked(m_controller.isPaused());
    m_resignMenu->setEnabled(running);
    m_abortMenu->setEnabled(running);
}

void MainWindow::fillMoveList()
{
    const core::Match *match = m_controller.match();
    m_moveList->reset(match ? match->config().mode : core::MatchMode::Bughouse);
    if (!match) return;
    for (const core::MatchEvent &e : match->events())
        if (e.kind == core::MatchEvent::Kind::Move) m_moveList->addPly(e.seat, e.san, e.clock);
}

// The status line for the state of the match (after a language switch, or a new match).
void MainWindow::refreshStatus()
{
    const core::Match *match = m_controller.match();
    if (!match) return;
    if (match->isOver())
        showStatus(m_controller.resultText());
    else if (!match->isStarted())
        showStatus(tr("Ready. Press Space to start the clocks."));
    else if (match->isPaused())
        showStatus(tr("Paused."));
    else
        showStatus(QString());
}

void MainWindow::newMatch()
{
    const bool paused = m_pause->pause();
    NewMatchDialog dialog(m_settings, this);
    if (dialog.exec() != QDialog::Accepted ||
        !m_keeper->leaveMatchInProgress(MatchKeeper::Leaving::NewMatch)) {
        m_pause->resume(paused);
        return;
    }
    m_demo->action()->setChecked(false);
    m_setup->setUpMatch(dialog.config(), dialog.names(), dialog.players());
    m_pause->takeKeyboard();
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    activateWindow();
    // Moved to another screen (the projector), Automatic is worked out again.
    if (QWindow *window = windowHandle(); window && !m_screenWatched) {
        m_screenWatched = true;
        connect(window, &QWindow::screenChanged, m_preferences, &Preferences::applySize);
        m_preferences->applySize(); // the screen it opened on may not be the one it was made on
    }
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    fitMoveLists();
}

void MainWindow::fitMoveLists()
{
    // The boards fit the view's height: what that leaves of the width, and a third at least (a list
    // of one column, its rows half empty, is no use).
    const QRectF scene = m_scene->sceneRect();
    const int boards =
        scene.height() > 0 ? int(m_view->height() * scene.width() / scene.height()) : width();
    m_moveList->setWidthLimit(std::max(width() / 3, width() - boards));
}

// The match in progress stays in the autosave and is offered again at the next start.
void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_keeper->isInProgress() &&
        !m_pause->confirmLeaving(tr("A match is in progress. Quit now? Its clocks stop, and it is "
                                    "offered again at the next start.")))
        event->ignore();
    else {
        m_settings->setWindow(saveGeometry(), saveState());
        QMainWindow::closeEvent(event);
    }
}

void MainWindow::rematch()
{
    if (m_controller.match() && m_keeper->leaveMatchInProgress(MatchKeeper::Leaving::Rematch))
        m_setup->rematch();
}

void MainWindow::togglePause()
{
    m_controller.setPaused(!m_controller.isPaused());
    refreshStatus();
}

void MainWindow::toggleFullScreen()
{
    setWindowState(windowState() ^ Qt::WindowFullScreen);
}

void MainWindow::onMoveMade(core::Board board, core::Move move, bool capture, bool check)
{
    const core::MatchEvent &event = m_controller.match()->events().back();
    const QString san =
        displaySan(QString::fromStdString(event.san), m_settings->localizedLetters());
    const QString name = m_controller.name(event.seat);
    if (m_controller.match()->config().mode == core::MatchMode::Crazyhouse)
        showStatus(tr("%1 played %2.").arg(name, san));
    else if (board == core::Board::A)
        showStatus(tr("%1 played %2 on board A.").arg(name, san));
    else
        showStatus(tr("%1 played %2 on board B.").arg(name, san));
    // Bughouse mate rule: no move now, but a piece from the partner would give one.
    if (const QString waiting = m_controller.waitingText(board); !waiting.isEmpty())
        showStatus(waiting);
    if (check)
        m_sounds.play(Sounds::Effect::Check);
    else if (capture)
        m_sounds.play(Sounds::Effect::Capture);
    else if (move.kind == core::MoveKind::Drop)
        m_sounds.play(Sounds::Effect::Drop);
    else
        m_sounds.play(Sounds::Effect::Move);
}

void MainWindow::onMatchEnded()
{
    m_sounds.play(Sounds::Effect::GameEnd);
    showStatus(m_controller.resultText());
    // Before the archive: a failure to keep the match is the one to stay said.
    m_eveningShow->countMatch(*m_controller.match(), m_controller.names(), m_setup->playerSpecs(),
                              m_keeper->matchId(), m_setup->isDemoMatch());
    m_keeper
        ->archive(); // after the result: a failure to keep the match must stay on the status line
}

QString MainWindow::statusText() const
{
    return m_statusLabel->text();
}

void MainWindow::showStatus(const QString &text)
{
    m_statusLabel->setText(text);
}

} // namespace ui
