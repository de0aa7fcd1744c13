#include "mainwindow.h"

#include "ui/dialogs/controlsdialog.h"
#include "ui/dialogs/filedialog.h"
#include "ui/dialogs/gamepadsdialog.h"
#include "ui/dialogs/movelist.h"
#include "ui/dialogs/newmatchdialog.h"
#include "ui/dialogs/replaywindow.h"
#include "ui/dialogs/rulesdialog.h"
#include "ui/evening/scoreboarditem.h"
#include "ui/input/cursorhands.h"
#include "ui/input/gamepadinput.h"
#include "ui/input/inputlayer.h"
#include "ui/input/keyboardinput.h"
#include "ui/input/touchinput.h"
#include "ui/match/movetext.h"
#include "ui/match/ruletexts.h"
#include "ui/match/safefile.h"
#include "ui/players/builtinplayer.h"
#include "ui/players/uciplayer.h"
#include "ui/scene/matchscene.h"
#include "ui/scene/matchview.h"
#include "ui/settings/uisize.h"

#include "core/bpgn.h"

#include <QActionGroup>
#include <QApplication>
#include <QBuffer>
#include <QCloseEvent>
#include <QDateTime>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>
#include <QWindow>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace ui {

using core::Seat;

namespace {

const char *const NameTags[4] = {"WhiteA", "BlackA", "WhiteB", "BlackB"};

} // namespace

MainWindow::MainWindow(AppSettings *settings, const QString &dataDirectory, QWidget *parent)
    : QMainWindow(parent), m_settings(settings), m_dataDirectory(dataDirectory), m_autosave(dataDirectory),
      m_evening(QDir(dataDirectory).filePath(QStringLiteral("evening.json"))),
      m_seatPlayers(&m_controller), m_scene(new MatchScene(&m_controller, this)),
      m_view(new MatchView(m_scene, this)),
      m_touch(new input::TouchInput(
          m_view, m_scene->input(), [this](QPointF pos) { return m_scene->spotAt(pos); },
          [this](core::Board board) { m_scene->cursorHands()->hideOn(board); }, this)),
      m_gamepads(new input::GamepadInput(m_scene->cursorHands(), m_scene->input(), &m_controller, this)),
      m_statusLabel(new QLabel(this)), m_moveList(new MoveList(this)), m_moveDock(new QDockWidget(this))
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
    m_scene->setAlwaysQueen(settings->alwaysQueen());
    m_sounds.setVolume(settings->volume());
    m_sounds.setMuted(settings->muted());

    connect(m_scene, &MatchScene::statusMessage, this, &MainWindow::showStatus);
    connect(&m_seatPlayers, &SeatPlayers::message, this, &MainWindow::showStatus);
    connect(m_gamepads, &input::GamepadInput::statusMessage, this, &MainWindow::showStatus);
    // SDL looks for pads after the window is up, so that start-up does not wait for it.
    QTimer::singleShot(400, m_gamepads, &input::GamepadInput::start);
    m_seatPlayers.setFallback([](Seat) { return std::make_unique<BuiltInPlayer>(4); });
    connect(&m_controller, &MatchController::moveMade, this, &MainWindow::onMoveMade);
    connect(&m_controller, &MatchController::matchEnded, this, &MainWindow::onMatchEnded);
    connect(&m_controller, &MatchController::signalSent, this, [this](Seat from, core::PartnerSignal s) {
        const MatchController::SignalEntry sent = m_controller.signalLog(core::teamOf(from)).back();
        if (m_controller.match() && !m_resumePending) m_autosave.signal(*m_controller.match(), {sent.from, sent.signal, sent.at});
        m_sounds.play(Sounds::Effect::Signal);
        showStatus(tr("%1 to %2: %3").arg(m_controller.name(from), m_controller.name(core::partnerOf(from)),
                                          MatchController::signalText(s)));
    });
    connect(&m_controller.clocks(), &ClockModel::lowTime, this, [this] { m_sounds.play(Sounds::Effect::LowTime); });
    m_language.apply(settings->language().isEmpty() ? Language::systemDefault() : settings->language());
    createActions();
    connect(&m_controller, &MatchController::stateChanged, this, &MainWindow::updateActions);
    connect(&m_controller, &MatchController::moveMade, this, &MainWindow::updateActions);
    connect(&m_controller, &MatchController::matchReset, this, &MainWindow::updateActions);
    connect(&m_controller, &MatchController::matchReset, this, [this] {
        m_autosave.newMatch();
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
        if (m_startAnnounced || !match || !match->isStarted() || match->isPaused() || match->plies() > 0) return;
        m_startAnnounced = true;
        showStatus(tr("Clocks running. Good luck!"));
    });
    connect(&m_controller, &MatchController::moveMade, this, &MainWindow::keepSafe);
    // The heartbeat rides on the clock display's own wake-ups: no timer of its own.
    connect(&m_controller.clocks(), &ClockModel::displayChanged, this, &MainWindow::beat);
    connect(&m_controller, &MatchController::stateChanged, this, &MainWindow::keepSafe);
    applySize();
    retranslate();
    setUpMatch(settings->matchConfig(), settings->names(), settings->players());
    QString keysProblem;
    m_scene->keyboard()->setBindings(settings->keyBindings(&keysProblem));
    if (!keysProblem.isEmpty())
        showStatus(tr("The saved keyboard controls cannot be used (%1); the default keys apply.").arg(keysProblem));
    setUpEvening();
    // As it was left, or 1280x800 at the text size (as much as the screen allows).
    if (!restoreGeometry(settings->windowGeometry())) resize(UiSize::scaled(QSize(1280, 800), this));
    restoreState(settings->windowState());
    fitMoveLists(); // before the first show: lists as wide as their columns would widen the window
}

MainWindow::~MainWindow()
{
    if (m_loader) m_loader->wait();
    if (m_reading) m_reading->cancel = true;
    if (m_reader) m_reader->wait();
}

void MainWindow::createActions()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_openAction = m_fileMenu->addAction(QString(), QKeySequence::Open, this, &MainWindow::open);
    m_saveAction = m_fileMenu->addAction(QString(), QKeySequence::Save, this, &MainWindow::save);
    m_recentMenu = m_fileMenu->addMenu(QString());
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::rebuildRecentMenu);
    m_fileMenu->addSeparator();
    m_exportScoreboardAction = m_fileMenu->addAction(QString(), this, &MainWindow::exportScoreboard);
    m_scoreboardPictureAction = m_fileMenu->addAction(QString(), this, &MainWindow::saveScoreboardPicture);
    m_fileMenu->addSeparator();
    // Not QKeySequence::Quit: some platforms (no desktop running) bind no key to it.
    m_quitAction = m_fileMenu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_Q), qApp, &QApplication::closeAllWindows);

    m_matchMenu = menuBar()->addMenu(QString());
    m_newAction = m_matchMenu->addAction(QString(), QKeySequence::New, this, &MainWindow::newMatch);
    m_rematchAction = m_matchMenu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_R), this, &MainWindow::rematch);
    m_startAction = m_matchMenu->addAction(QString(), QKeySequence(Qt::Key_Space), this, &MainWindow::startClocks);
    m_pauseAction = m_matchMenu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_P), this, &MainWindow::togglePause);
    m_pauseAction->setCheckable(true);
    m_demoAction = m_matchMenu->addAction(QString(), this, &MainWindow::setDemo);
    m_demoAction->setCheckable(true);
    m_newEveningAction = m_matchMenu->addAction(QString(), this, &MainWindow::newEvening);
    m_matchMenu->addSeparator();
    m_resignMenu = m_matchMenu->addMenu(QString());
    m_abortMenu = m_matchMenu->addMenu(QString());

    m_viewMenu = menuBar()->addMenu(QString());
    m_fullScreenAction = m_viewMenu->addAction(QString(), QKeySequence(Qt::Key_F11), this, &MainWindow::toggleFullScreen);
    m_scoreboardAction = m_viewMenu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_B), this, &MainWindow::showScoreboard);
    m_themeMenu = m_viewMenu->addMenu(QString());
    auto *themes = new QActionGroup(this);
    m_classicAction = m_themeMenu->addAction(QString());
    m_contrastAction = m_themeMenu->addAction(QString());
    for (QAction *a : {m_classicAction, m_contrastAction}) {
        a->setCheckable(true);
        themes->addAction(a);
    }
    (m_settings->theme() == QLatin1String("high-contrast") ? m_contrastAction : m_classicAction)->setChecked(true);
    m_sizeMenu = m_viewMenu->addMenu(QString());
    m_sizes = new QActionGroup(this);
    for (SizeChoice c : {SizeChoice::Automatic, SizeChoice::Normal, SizeChoice::Large, SizeChoice::Huge}) {
        QAction *a = m_sizeMenu->addAction(QString());
        a->setCheckable(true);
        a->setData(UiSize::id(c));
        a->setChecked(UiSize::fromId(m_settings->size()) == c);
        m_sizes->addAction(a);
    }
    connect(m_sizes, &QActionGroup::triggered, this, [this](QAction *a) {
        m_settings->setSize(a->data().toString());
        applySize();
    });
    QAction *lists = m_moveDock->toggleViewAction();
    lists->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    m_viewMenu->addAction(lists);
    // Only the user's own choice is kept: the demo shows the lists without changing it.
    connect(lists, &QAction::triggered, this, [this](bool shown) { m_settings->setMoveListsShown(shown); });
    connect(themes, &QActionGroup::triggered, this, [this](QAction *a) {
        const Theme theme = a == m_contrastAction ? Theme::highContrast() : Theme::classic();
        m_settings->setTheme(theme.id);
        m_scene->setTheme(theme);
    });

    m_settingsMenu = menuBar()->addMenu(QString());
    m_queenAction = m_settingsMenu->addAction(QString());
    m_queenAction->setCheckable(true);
    m_queenAction->setChecked(m_settings->alwaysQueen());
    connect(m_queenAction, &QAction::toggled, this, [this](bool on) {
        m_settings->setAlwaysQueen(on);
        m_scene->setAlwaysQueen(on);
    });
    m_settingsMenu->addSeparator();
    m_muteAction = m_settingsMenu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_M));
    m_muteAction->setCheckable(true);
    m_muteAction->setChecked(m_settings->muted());
    connect(m_muteAction, &QAction::toggled, this, [this](bool on) {
        m_settings->setMuted(on);
        m_sounds.setMuted(on);
    });
    auto changeVolume = [this](int delta) {
        const int volume = qBound(0, m_settings->volume() + delta, 100);
        m_settings->setVolume(volume);
        m_sounds.setVolume(volume);
        showStatus(tr("Volume %1%").arg(volume));
    };
    m_louderAction = m_settingsMenu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_Up), this,
                                               [changeVolume] { changeVolume(10); });
    m_softerAction = m_settingsMenu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_Down), this,
                                               [changeVolume] { changeVolume(-10); });
    m_settingsMenu->addSeparator();
    m_lettersAction = m_settingsMenu->addAction(QString());
    m_lettersAction->setCheckable(true);
    m_lettersAction->setChecked(m_settings->localizedLetters());
    connect(m_lettersAction, &QAction::toggled, this, [this](bool on) {
        m_settings->setLocalizedLetters(on);
        m_moveList->setLocalizedLetters(on);
    });
    m_paceMenu = m_settingsMenu->addMenu(QString());
    auto *paces = new QActionGroup(this);
    m_relaxedAction = m_paceMenu->addAction(QString());
    m_blitzAction = m_paceMenu->addAction(QString());
    for (QAction *a : {m_relaxedAction, m_blitzAction}) {
        a->setCheckable(true);
        paces->addAction(a);
    }
    (m_settings->demoPace() == QLatin1String("blitz") ? m_blitzAction : m_relaxedAction)->setChecked(true);
    connect(paces, &QActionGroup::triggered, this, [this](QAction *a) {
        const bool relaxed = a == m_relaxedAction;
        m_settings->setDemoPace(relaxed ? QStringLiteral("relaxed") : QStringLiteral("blitz"));
        if (m_demoMatch) m_seatPlayers.setMinimumMoveTime(relaxed ? DemoMoveMs : 0);
    });
    m_settingsMenu->addSeparator();
    m_editControlsAction = m_settingsMenu->addAction(QString(), this, &MainWindow::editControls);
    m_gamepadsAction = m_settingsMenu->addAction(QString(), this, &MainWindow::showGamepads);

    m_languageMenu = menuBar()->addMenu(QString());
    auto *languages = new QActionGroup(this);
    for (const QString &code : Language::codes()) {
        QAction *a = m_languageMenu->addAction(Language::nativeName(code), this, [this, code] { setLanguage(code); });
        a->setCheckable(true);
        a->setChecked(code == m_language.current());
        a->setData(code);
        languages->addAction(a);
        m_languageActions.append(a);
    }

    m_helpMenu = menuBar()->addMenu(QString());
    m_rulesAction = m_helpMenu->addAction(QString(), QKeySequence::HelpContents, this, &MainWindow::showRules);
    m_controlsAction = m_helpMenu->addAction(QString(), this, &MainWindow::showControls);
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
}

void MainWindow::setLanguage(const QString &code)
{
    m_language.apply(code);
    m_settings->setLanguage(m_language.current());
    for (QAction *a : m_languageActions) a->setChecked(a->data().toString() == m_language.current());
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
    auto *page = new ControlsDialog(m_scene->keyboard()->bindings(), ControlsDialog::Mode::Show, {colors[0], colors[1]},
                                    m_gamepads, this);
    page->setAttribute(Qt::WA_DeleteOnClose);
    page->show();
}

void MainWindow::editControls()
{
    const auto &colors = m_scene->theme().cursor;
    ControlsDialog dialog(m_scene->keyboard()->bindings(), ControlsDialog::Mode::Edit, {colors[0], colors[1]}, nullptr,
                          this);
    const bool paused = pauseForDialog();
    const bool accepted = dialog.exec() == QDialog::Accepted;
    resumeAfterDialog(paused);
    if (!accepted) return;
    m_scene->keyboard()->setBindings(dialog.bindings());
    m_settings->setKeyBindings(dialog.bindings());
}

void MainWindow::showGamepads()
{
    auto *dialog = new GamepadsDialog(m_gamepads, &m_controller, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void MainWindow::showAbout()
{
    const bool paused = pauseForDialog();
    // Not QMessageBox::about(): a message box wraps at 500 pixels whatever the Size, and at Huge
    // on 4K this text became a column of two words a line.
    QDialog about(this);
    about.setWindowTitle(tr("About Bughouse"));
    auto *text = new QLabel(tr("<h3>Bughouse %1</h3><p>Bughouse and crazyhouse chess for four (or two) players on "
                               "one computer.</p>")
                                .arg(QApplication::applicationVersion()),
                            &about);
    text->setWordWrap(true);
    text->setMinimumWidth(std::min(60 * text->fontMetrics().averageCharWidth(), screen()->availableGeometry().width() * 3 / 4));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok, &about);
    connect(buttons, &QDialogButtonBox::accepted, &about, &QDialog::accept);
    auto *layout = new QVBoxLayout(&about);
    layout->addWidget(text);
    layout->addWidget(buttons);
    about.exec();
    resumeAfterDialog(paused);
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Bughouse"));
    m_fileMenu->setTitle(tr("&File"));
    m_openAction->setText(tr("&Open…"));
    m_saveAction->setText(tr("&Save match…"));
    m_recentMenu->setTitle(tr("&Recent matches"));
    m_exportScoreboardAction->setText(tr("&Export scoreboard…"));
    m_scoreboardPictureAction->setText(tr("Save scoreboard &picture…"));
    m_matchMenu->setTitle(tr("&Match"));
    m_newAction->setText(tr("&New match…"));
    m_rematchAction->setText(tr("&Rematch (swap colours)"));
    m_startAction->setText(tr("&Start clocks"));
    m_pauseAction->setText(tr("&Pause"));
    m_demoAction->setText(tr("&Demo: four computers"));
    m_newEveningAction->setText(tr("New &evening…"));
    m_resignMenu->setTitle(tr("Res&ign"));
    m_abortMenu->setTitle(tr("&Abort (needs both teams)"));
    m_quitAction->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    m_fullScreenAction->setText(tr("&Full screen"));
    m_scoreboardAction->setText(tr("Score&board"));
    m_themeMenu->setTitle(tr("&Theme"));
    m_classicAction->setText(tr("&Classic"));
    m_contrastAction->setText(tr("&High contrast"));
    m_sizeMenu->setTitle(tr("Si&ze"));
    nameSizes();
    m_moveDock->setWindowTitle(tr("Moves"));
    m_moveDock->toggleViewAction()->setText(tr("&Move lists"));
    m_paceMenu->setTitle(tr("&Demo pace"));
    m_relaxedAction->setText(tr("&Relaxed (moves people can follow)"));
    m_blitzAction->setText(tr("Real &blitz"));
    m_settingsMenu->setTitle(tr("&Settings"));
    m_queenAction->setText(tr("Always promote to &queen"));
    m_muteAction->setText(tr("&Mute sounds"));
    m_louderAction->setText(tr("Lo&uder"));
    m_softerAction->setText(tr("&Softer"));
    m_lettersAction->setText(tr("Piece le&tters in my language"));
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
        std::array<QString, 4> names = currentNames();
        bool renamed = false;
        for (int s = 0; s < 4; ++s)
            if (names[s] == m_shownDefaults[s]) names[s] = defaults[s], renamed = true;
        if (renamed) m_controller.rename(names);
    }
    m_shownDefaults = defaults;
    rebuildSeatMenus();
    m_scene->retranslate();
    if (m_scoreboard && m_scoreboard->isVisible()) displayScoreboard();
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
            const bool paused = pauseForDialog();
            const auto answer = QMessageBox::question(this, tr("Resign"), tr("Does %1 really resign?").arg(name));
            const core::Match *m = m_controller.match();
            if (answer == QMessageBox::Yes && m && m->isOver()) {
                showStatus(tr("%1 cannot resign: the match has already ended. %2").arg(name, m_controller.resultText()));
                return;
            }
            if (answer == QMessageBox::Yes) m_controller.resign(seat);
            resumeAfterDialog(paused);
        });
        m_abortMenu->addAction(name, this, [this, seat, name] {
            m_controller.requestAbort(seat);
            const core::Match *m = m_controller.match();
            if (m && !m->isOver())
                showStatus(tr("%1 asks to abort the match; a player of the other side must agree.").arg(name));
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

// The computer players of `players` (null for people); computer seats left with their default
// name show the engine's.
std::array<std::unique_ptr<ComputerPlayer>, 4> MainWindow::makePlayers(const core::MatchConfig &config,
                                                                      std::array<QString, 4> &names,
                                                                      const std::array<QString, 4> &players)
{
    const QString variant = config.mode == core::MatchMode::Bughouse ? QStringLiteral("bughouse") : QStringLiteral("crazyhouse");
    const auto defaults = AppSettings::defaultNames();
    std::array<std::unique_ptr<ComputerPlayer>, 4> computers;
    for (int s = 0; s < 4; ++s) {
        const QString &spec = players[s];
        if (spec.startsWith(QLatin1String("builtin:"))) computers[s] = std::make_unique<BuiltInPlayer>(spec.mid(8).toInt());
        else if (spec.startsWith(QLatin1String("uci:"))) computers[s] = std::make_unique<UciPlayer>(spec.mid(4), variant);
        if (computers[s] && (names[s].isEmpty() || names[s] == defaults[s])) names[s] = computers[s]->displayName();
    }
    return computers;
}

void MainWindow::takeSeats(std::array<std::unique_ptr<ComputerPlayer>, 4> computers,
                             const std::array<QString, 4> &players)
{
    m_playerSpecs = players;
    for (int s = 0; s < 4; ++s) m_seatPlayers.setPlayer(Seat(s), std::move(computers[s]));
    rebuildSeatMenus();
    refreshStatus();
}

void MainWindow::setUpMatch(const core::MatchConfig &config, const std::array<QString, 4> &names,
                            const std::array<QString, 4> &players)
{
    std::array<QString, 4> shown = names;
    setDemoMatch(false);
    m_seatPlayers.clear(); // no computer may act on the old match while the new one is set up
    auto computers = makePlayers(config, shown, players);
    m_controller.newMatch(config, shown);
    takeSeats(std::move(computers), players);
}

void MainWindow::continueMatch(core::Match match, const std::array<QString, 4> &names)
{
    m_demoAction->setChecked(false);
    setDemoMatch(false);
    m_seatPlayers.clear();
    std::array<QString, 4> shown = names;
    auto computers = makePlayers(match.config(), shown, {});
    m_controller.restore(std::move(match), shown);
    takeSeats(std::move(computers), {});
    keepSafe();
}

// glibc keeps freed memory for reuse; after a big file it is given back to the system.
static void giveBackMemory()
{
#ifdef __GLIBC__
    malloc_trim(0);
#endif
}

void MainWindow::setWallClock(Autosave::WallClock wallClock)
{
    m_wallClock = wallClock;
    m_autosave.setWallClock(std::move(wallClock));
}

void MainWindow::offerResume()
{
    if (m_resumePending || !QFile::exists(m_autosave.fileName())) return;
    m_resumePending = true;
    auto loaded = std::make_shared<Loaded>();
    auto permille = std::make_shared<std::atomic<int>>(-1);
    m_loader = QThread::create([directory = m_dataDirectory, wallClock = m_wallClock, loaded, permille] {
        *loaded = load(directory, wallClock, permille.get());
    });
    // A long journal takes a while: the status line follows the reading.
    auto *progress = new QTimer(m_loader);
    connect(progress, &QTimer::timeout, this, [this, permille] {
        if (*permille >= 0)
            showStatus(tr("Reading the interrupted match... %1 %").arg(QLocale().toString(*permille / 10)));
    });
    progress->start(250);
    connect(m_loader, &QThread::finished, this, [this, loaded, progress] {
        progress->stop(); // the question below runs a loop of its own
        m_loader->deleteLater();
        auto saved = settle(std::move(*loaded));
        if (saved && saved->match.isOver()) {
            m_resumePending = false;
            keepFinished(std::move(*saved));
            keepSafe(); // a match begun meanwhile
            return;
        }
        if (saved) showStatus(QString());
        const bool resume = saved && askResume(*saved);
        m_resumePending = false;
        takeKeyboard();
        if (resume) {
            restore(std::move(*saved));
            return;
        }
        // Declined, it is not lost: it goes to the finished matches (File -> Recent matches), its
        // clocks stopped where the journal last saw them run. A demo is not kept.
        QString error;
        if (saved && !saved->match.isPaused() && !saved->match.events().empty())
            saved->match.pause(std::max<qint64>(saved->match.events().back().at, saved->aliveAt));
        if (saved && (saved->demo || keepInArchive(saved->match, saved->names, &error))) m_autosave.clear();
        else if (saved) showStatus(tr("The interrupted match could not be kept: %1").arg(error));
        keepSafe(); // a match begun meanwhile
    });
    m_loader->start();
}

// The question says which match it is: who played, the time control, the rules if they are not
// the internet's, and when it was saved last.
bool MainWindow::askResume(const Autosave::Saved &saved)
{
    const core::MatchConfig &config = saved.config;
    QStringList how{timeControlText(config.time)};
    if (const core::RuleSet set = core::ruleSetOf(config.rules); set != core::RuleSet::Internet)
        how << RuleTexts::setName(set);
    const QDateTime when = QFileInfo(m_autosave.fileName()).lastModified();
    const QLocale locale;
    const QString time = locale.toString(when.time(), QLocale::ShortFormat);
    const qint64 days = when.date().daysTo(QDate::currentDate());
    const QString lastSaved = days == 0 ? tr("Last saved today at %1.").arg(time)
                          : days == 1 ? tr("Last saved yesterday at %1.").arg(time)
                                      : tr("Last saved %1.").arg(locale.toString(when, QLocale::ShortFormat));
    const QString players = teamsLabel(config.mode, saved.names);
    QMessageBox box(QMessageBox::Question, tr("Resume match"),
                    tr("A match was interrupted after %n move(s). Resume it?", "", saved.match.plies()),
                    QMessageBox::Yes | QMessageBox::No, this);
    box.setObjectName(QStringLiteral("resumeQuestion"));
    box.setInformativeText(QStringList{saved.demo ? tr("Demo: %1").arg(players) : players, how.join(QStringLiteral(" · ")),
                                       lastSaved}
                               .join(u'\n'));
    // Placed once it is shown with its final size (a message box takes it then), over the middle
    // of the window; at a start the window manager may place the window only later (moveEvent()).
    m_resumeQuestion = &box;
    QTimer::singleShot(0, &box, [&box] { UiSize::placeOver(&box); });
    return box.exec() == QMessageBox::Yes;
}

// "3 min + 2 s", "5 min, 3 s delay", "5 min, 3 s Bronstein delay".
QString MainWindow::timeControlText(const core::TimeControl &time)
{
    const QLocale locale;
    const QString base = locale.toString(double(time.base) / 60'000, 'g', 4);
    const QString bonus = locale.toString(double(time.bonus) / 1000, 'g', 4);
    switch (time.kind) {
    case core::TimingKind::Increment: return time.bonus ? tr("%1 min + %2 s").arg(base, bonus) : tr("%1 min").arg(base);
    case core::TimingKind::SimpleDelay: return tr("%1 min, %2 s delay").arg(base, bonus);
    case core::TimingKind::Bronstein: return tr("%1 min, %2 s Bronstein delay").arg(base, bonus);
    }
    return {};
}

bool MainWindow::resumeSaved()
{
    auto saved = settle(load(m_dataDirectory, m_wallClock));
    if (!saved) return false;
    if (saved->match.isOver()) {
        keepFinished(std::move(*saved));
        return false;
    }
    restore(std::move(*saved));
    return true;
}

// Touches nothing but the file: it runs on the loader thread.
MainWindow::Loaded MainWindow::load(const QString &directory, const Autosave::WallClock &wallClock,
                                    std::atomic<int> *permille)
{
    Autosave autosave(directory);
    autosave.setWallClock(wallClock);
    QString error;
    auto saved = autosave.read(&error, [permille](int p) {
        if (permille) *permille = p;
    });
    if (!saved) return {std::nullopt, error}; // empty: there is none
    if (saved->match.plies() == 0) return {}; // set up or started, but no move was made: nothing to resume
    giveBackMemory(); // what the reading needed on the way
    return {std::move(saved), {}};
}

std::optional<Autosave::Saved> MainWindow::settle(Loaded loaded)
{
    if (loaded.saved) return std::move(loaded.saved);
    if (!loaded.damage.isEmpty()) reportDamagedAutosave(loaded.damage);
    else m_autosave.clear();
    return std::nullopt;
}

void MainWindow::restore(Autosave::Saved saved)
{
    const std::size_t events = saved.match.events().size();
    std::array<QString, 4> names = saved.names;
    m_seatPlayers.clear();
    auto computers = makePlayers(saved.config, names, saved.players);
    QList<MatchController::SignalEntry> sent;
    for (const Autosave::Signal &s : saved.sent) sent.append({s.from, s.signal, s.at});
    m_controller.restore(std::move(saved.match), names, saved.aliveAt, sent);
    m_autosave.adopt(*m_controller.match(), events, saved.size);
    takeSeats(std::move(computers), saved.players);
    // A demo goes on as one: at the demo's pace, not kept when it ends, the next one after it.
    m_demoAction->setChecked(saved.demo);
    setDemoMatch(saved.demo);
    keepSafe(); // the pause restore() adds
}

void MainWindow::keepFinished(Autosave::Saved saved)
{
    QString error;
    if (!keepInArchive(saved.match, saved.names, &error)) {
        offerSaveElsewhere(saved.match, saved.names, error);
        return;
    }
    m_autosave.clear();
    rebuildRecentMenu();
    showStatus(tr("The finished match that could not be kept before is now under Recent matches."));
}

// Said once: the file is renamed, so it is not offered again; the technical reason is a detail.
void MainWindow::reportDamagedAutosave(const QString &why)
{
    const QString kept = m_autosave.keepAside();
    const QString text =
        kept.isEmpty() ? tr("The interrupted match could not be restored: its saved file is damaged.")
                       : tr("The interrupted match could not be restored: its saved file is damaged. "
                            "The file was kept as %1.")
                             .arg(QDir::toNativeSeparators(kept));
    showStatus(text);
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Match not restored"), text, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("damagedAutosaveMessage"));
    box->setDetailedText(why);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

// After every move and state change: the match in progress is written safely.
void MainWindow::keepSafe()
{
    if (m_resumePending) return; // the saved match is not replaced before the user has answered
    const core::Match *match = m_controller.match();
    if (!match || !match->isStarted() || match->isOver()) return;
    std::array<QString, 4> names;
    for (int s = 0; s < 4; ++s) names[s] = m_controller.name(Seat(s));
    QString error;
    if (!m_autosave.write(*match, names, m_playerSpecs, m_demoMatch, signalsSent(), &error))
        showStatus(tr("The match could not be saved: %1").arg(error));
}

std::vector<Autosave::Signal> MainWindow::signalsSent() const
{
    std::vector<Autosave::Signal> sent;
    for (core::Team team : {core::Team::One, core::Team::Two})
        for (const MatchController::SignalEntry &e : m_controller.signalLog(team)) sent.push_back({e.from, e.signal, e.at});
    std::stable_sort(sent.begin(), sent.end(), [](const auto &a, const auto &b) { return a.at < b.at; });
    return sent;
}

std::array<QString, 4> MainWindow::currentNames() const
{
    std::array<QString, 4> names;
    for (int s = 0; s < 4; ++s) names[s] = m_controller.name(Seat(s));
    return names;
}

// At most once a second while the clocks run, the time goes into the autosave: a crash then costs
// the players at most about a second of clock time, not all the time since the last move.
void MainWindow::beat()
{
    const core::Match *match = m_controller.match();
    if (m_resumePending || !match || !match->isStarted() || match->isOver() || match->isPaused()) return;
    const qint64 now = m_controller.clocks().now();
    if (now - m_lastBeat < 1000 && now >= m_lastBeat) return;
    m_lastBeat = now;
    m_autosave.beat(*match, now); // a failure shows at the next move's write
}

core::GameRecord MainWindow::recordFor(const core::Match &match, const std::array<QString, 4> &shown)
{
    std::array<std::string, 4> names;
    for (int s = 0; s < 4; ++s) names[s] = shown[s].toStdString();
    core::GameRecord record = core::recordOf(match, names);
    record.setTag("Event", match.config().mode == core::MatchMode::Bughouse ? "Bughouse match" : "Crazyhouse game");
    record.setTag("Site", "Bughouse");
    record.setTag("Date", QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString());
    // A match left unfinished says what its clocks showed, for "Continue playing from here".
    if (match.isStarted() && !match.isOver()) {
        const qint64 now = match.isPaused() ? match.events().back().at : m_controller.clocks().now();
        QStringList clocks;
        for (Seat seat : match.seats()) clocks << QString::fromStdString(core::formatSeconds(match.timeLeft(seat, now)));
        record.setTag(ReplayWindow::ClocksTag, clocks.join(u' ').toStdString());
    }
    return record;
}

bool MainWindow::keepInArchive(const core::Match &match, const std::array<QString, 4> &names, QString *error)
{
    const QString suffix = match.config().mode == core::MatchMode::Bughouse ? QStringLiteral("bpgn") : QStringLiteral("pgn");
    const QString dir = QDir(m_dataDirectory).filePath(QStringLiteral("matches"));
    QDir().mkpath(dir);
    const QString stem = QDir(dir).filePath(QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd-hhmmss")));
    QString file = stem + u'.' + suffix;
    for (int n = 2; QFile::exists(file); ++n) file = stem + QStringLiteral("-%1.").arg(n) + suffix;
    return writeRecord(file, recordFor(match, names), error);
}

// A finished match goes to the matches folder (listed under Recent matches); the autosave goes.
// Demo matches are not kept: they would crowd out the players' own.
void MainWindow::archive()
{
    const core::Match *match = m_controller.match();
    if (!match || match->plies() == 0 || m_demoMatch) {
        m_autosave.clear();
        return;
    }
    const QString dir = QDir(m_dataDirectory).filePath(QStringLiteral("matches"));
    QString error;
    if (keepInArchive(*match, currentNames(), &error)) {
        m_autosave.clear();
        return;
    }
    // With its end, so that the next start knows it is finished (not while an older one waits).
    if (!m_resumePending) m_autosave.write(*match, currentNames(), m_playerSpecs, m_demoMatch, signalsSent());
    offerSaveElsewhere(*match, currentNames(), error);
}

void MainWindow::offerSaveElsewhere(const core::Match &match, const std::array<QString, 4> &names, const QString &error)
{
    const QString dir = QDir(m_dataDirectory).filePath(QStringLiteral("matches"));
    const core::GameRecord record = recordFor(match, names);
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Match not kept"),
                                tr("The finished match %1 (%2) could not be saved in %3: %4\n\nSave it somewhere else?")
                                    .arg(playersLabel(record), QString::fromStdString(record.result),
                                         QDir::toNativeSeparators(dir), error),
                                QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("archiveFailedMessage"));
    // A copy: the box may outlive the match on the boards.
    auto kept = std::make_shared<std::pair<core::Match, std::array<QString, 4>>>(match, names);
    connect(box->addButton(tr("Save &as..."), QMessageBox::AcceptRole), &QPushButton::clicked, this, [this, kept] {
        if (saveAs(kept->first, kept->second)) m_autosave.clear();
    });
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

bool MainWindow::saveFile(const QString &fileName, QString *error)
{
    return m_controller.match() && writeRecord(fileName, recordFor(*m_controller.match(), currentNames()), error);
}

bool MainWindow::writeRecord(const QString &fileName, const core::GameRecord &record, QString *error)
{
    return writeReported(fileName, QByteArray::fromStdString(core::writeGame(record)), error);
}

bool MainWindow::writeReported(const QString &fileName, const QByteArray &bytes, QString *error)
{
    QString why;
    if (writeFileSafely(fileName, bytes, &why)) return true;
    showStatus(tr("Cannot write %1: %2").arg(fileName, why));
    if (error) *error = why;
    return false;
}

void MainWindow::save()
{
    const core::Match *match = m_controller.match();
    // Kept now, also when the archive had failed.
    if (match && saveAs(*match, currentNames()) && match->isOver()) m_autosave.clear();
}

bool MainWindow::saveAs(const core::Match &match, const std::array<QString, 4> &names)
{
    const bool bughouse = match.config().mode == core::MatchMode::Bughouse;
    const bool paused = pauseForDialog();
    const QString fileName = FileDialog::saveFileName(
        this, tr("Save match"), QDir::home().filePath(bughouse ? QStringLiteral("match.bpgn") : QStringLiteral("game.pgn")),
        bughouse ? tr("Bughouse games (*.bpgn)") : tr("Crazyhouse games (*.pgn)"));
    resumeAfterDialog(paused);
    if (fileName.isEmpty() || !writeRecord(fileName, recordFor(match, names), nullptr)) return false;
    showStatus(tr("Saved %1.").arg(QFileInfo(fileName).fileName()));
    return true;
}

void MainWindow::open()
{
    const bool paused = pauseForDialog();
    const QString fileName = FileDialog::openFileName(this, tr("Open games"), m_settings->openFolder(),
                                                          tr("Games (*.bpgn *.pgn);;All files (*)"));
    if (fileName.isEmpty()) {
        resumeAfterDialog(paused);
        return;
    }
    m_settings->setOpenFolder(QFileInfo(fileName).absolutePath());
    readFile(fileName, paused); // the clocks stay stopped until the game is chosen
}

void MainWindow::openFile(const QString &fileName)
{
    if (!m_reader) readFile(fileName, pauseForDialog());
}

// The progress dialog and the game chooser are modal: the clocks stand still until a game shows.
void MainWindow::readFile(const QString &fileName, bool paused)
{
    auto reading = std::make_shared<Reading>();
    m_reading = reading;
    m_reader = QThread::create([reading, fileName] {
        // A device or a pipe would be read without end, or block the open.
        const QFileInfo info(fileName);
        if (info.exists() && !info.isFile()) {
            reading->error = tr("it is not a regular file");
            return;
        }
        if (info.size() > MaxRecordFileSize) {
            reading->error = tr("it is larger than %1 MiB").arg(MaxRecordFileSize >> 20);
            return;
        }
        QFile file(fileName);
        if (!file.open(QIODevice::ReadOnly)) {
            reading->error = file.errorString();
            return;
        }
        const QByteArray text = file.readAll();
        reading->games = core::readGames(std::string_view(text.constData(), std::size_t(text.size())),
                                         [&reading](std::size_t done, std::size_t total) {
                                             reading->permille = int(done * 1000 / std::max<std::size_t>(total, 1));
                                             return !reading->cancel;
                                         });
    });
    auto *progress = new QProgressDialog(tr("Reading %1…").arg(QFileInfo(fileName).fileName()), tr("Cancel"), 0, 1000, this);
    progress->setObjectName(QStringLiteral("readingProgress"));
    progress->setWindowTitle(tr("Open games"));
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(400); // a small file opens without it
    progress->setAutoReset(false);
    progress->setAutoClose(false);
    auto *poll = new QTimer(progress);
    connect(poll, &QTimer::timeout, progress, [progress, reading] { progress->setValue(reading->permille); });
    poll->start(100);
    connect(progress, &QProgressDialog::canceled, this, [reading] { reading->cancel = true; });
    connect(m_reader, &QThread::finished, this, [this, progress, poll, reading, fileName, paused] {
        m_reader->deleteLater();
        // Hidden now, and its timers stopped: deleteLater() waits for this level of the event
        // loop, and the game chooser or an error box runs a loop of its own, in which the dialog's
        // own timer (minimumDuration) or a new value would show it again over them, both modal.
        poll->stop();
        progress->reset();
        progress->hide();
        progress->deleteLater();
        m_reading.reset();
        bool shown = false;
        if (!reading->error.isEmpty()) {
            QMessageBox::warning(this, tr("Open games"), tr("Cannot open %1: %2").arg(fileName, reading->error));
        } else if (reading->cancel) {
            showStatus(tr("Opening %1 was cancelled.").arg(QFileInfo(fileName).fileName()));
        } else {
            shown = showGames(fileName, std::move(reading->games));
        }
        reading->games = {};
        giveBackMemory();
        resumeAfterDialog(paused, !shown);
    });
    m_reader->start();
}

bool MainWindow::showGames(const QString &fileName, std::vector<core::Result<core::GameRecord>> games)
{
    QStringList titles;
    std::vector<core::GameRecord> good;
    QString firstError;
    for (std::size_t i = 0; i < games.size(); ++i) {
        if (!games[i]) {
            if (firstError.isEmpty()) firstError = tr("game %1: %2").arg(i + 1).arg(QString::fromStdString(games[i].error()));
            continue;
        }
        const core::GameRecord &g = *games[i];
        const bool bughouse = g.mode == core::MatchMode::Bughouse;
        titles << tr("Game %1: %2").arg(i + 1).arg(QString::fromStdString(
                      bughouse ? g.tag("WhiteA") + " & " + g.tag("BlackB") + " – " + g.tag("BlackA") + " & " + g.tag("WhiteB")
                               : g.tag("White") + " – " + g.tag("Black")));
        good.push_back(std::move(*games[i]));
    }
    games = {};
    if (good.empty()) {
        QMessageBox::warning(this, tr("Open games"),
                             firstError.isEmpty() ? tr("%1 holds no games.").arg(fileName)
                                                  : tr("%1 cannot be read: %2").arg(fileName, firstError));
        return false;
    }
    if (!firstError.isEmpty()) showStatus(tr("Some games were skipped: %1").arg(firstError));
    int index = 0;
    if (good.size() > 1) {
        bool ok = false;
        const QString choice = QInputDialog::getItem(this, tr("Open games"), tr("Game:"), titles, 0, false, &ok);
        if (!ok) return false;
        index = int(titles.indexOf(choice));
    }
    auto *replay = new ReplayWindow(std::move(good[std::size_t(index)]), m_settings->localizedLetters(), this);
    good = {};
    giveBackMemory();
    replay->setAttribute(Qt::WA_DeleteOnClose);
    connect(replay, &ReplayWindow::continueRequested, this, [this, replay](const core::MatchConfig &config, const auto &names) {
        if (!leaveMatchInProgress()) return;
        if (auto played = replay->playedMatch()) continueMatch(std::move(*played), names);
        else setUpMatch(config, names);
        takeKeyboard();
    });
    replay->show();
    // Without a window manager nothing else gives the new window the keyboard.
    replay->raise();
    replay->activateWindow();
    return true;
}

QStringList MainWindow::recentMatches() const
{
    QStringList files;
    const QDir dir(QDir(m_dataDirectory).filePath(QStringLiteral("matches")));
    for (const QFileInfo &info : dir.entryInfoList({QStringLiteral("*.bpgn"), QStringLiteral("*.pgn")}, QDir::Files, QDir::Time))
        if (files.size() < 10) files << info.absoluteFilePath();
    return files;
}

// "Ann & Dee – Bob & Cid · 1-0 · 01-12-2026 10:31": who played, the result for the teams and when.
MainWindow::RecentLabel MainWindow::recentLabel(const QString &fileName, const QFontMetrics &metrics, int sideWidth)
{
    const QFileInfo info(fileName);
    const QString when = QLocale().toString(info.lastModified(), QLocale::ShortFormat);
    QFile file(fileName);
    const QByteArray text = file.open(QIODevice::ReadOnly) ? file.read(1 << 20) : QByteArray();
    const auto games = core::readGames(std::string_view(text.constData(), std::size_t(text.size())));
    if (games.empty() || !games[0]) return {when, when};
    const core::GameRecord &g = *games[0];
    const auto played = core::replay(g);
    QString result = tr("unfinished", "a match kept before its end");
    if (played && played->summary.ending == core::Ending::Abort) result = tr("aborted");
    else if (played && played->summary.result == "1/2-1/2") result = QStringLiteral("½-½");
    else if (played && played->summary.result != "*") result = QString::fromStdString(played->summary.result);
    return {tr("%1 · %2 · %3").arg(playersLabel(g, &metrics, sideWidth), result, when),
            tr("%1 · %2 · %3").arg(playersLabel(g), result, when)};
}

QString MainWindow::playersLabel(const core::GameRecord &g, const QFontMetrics *metrics, int sideWidth)
{
    const bool bughouse = g.mode == core::MatchMode::Bughouse;
    std::array<QString, 4> names;
    for (int s = 0; s < 4; ++s) names[s] = QString::fromStdString(g.tag(bughouse ? NameTags[s] : s == 0 ? "White" : "Black"));
    return teamsLabel(g.mode, names, metrics, sideWidth);
}

QString MainWindow::teamsLabel(core::MatchMode mode, const std::array<QString, 4> &names, const QFontMetrics *metrics,
                               int sideWidth)
{
    // Each side gets the same room: a long name on one side cannot push the other out of sight.
    auto fit = [metrics, sideWidth](const QString &side) {
        return metrics ? metrics->elidedText(side, Qt::ElideRight, sideWidth) : side;
    };
    auto team = [&names](Seat first) { return tr("%1 & %2").arg(names[int(first)], names[int(core::partnerOf(first))]); };
    return mode == core::MatchMode::Bughouse ? tr("%1 – %2").arg(fit(team(Seat::WhiteA)), fit(team(Seat::BlackA)))
                                             : tr("%1 – %2").arg(fit(names[0]), fit(names[1]));
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    m_recentMenu->setToolTipsVisible(true);
    const QStringList files = recentMatches();
    // A side of a match gets about thirty letters; the tool tip has every name whole.
    const QFontMetrics metrics(m_recentMenu->font());
    const int sideWidth = 30 * metrics.averageCharWidth();
    for (const QString &f : files) {
        RecentLabel label = recentLabel(f, metrics, sideWidth);
        // Said as it is: an "&" in a name is no shortcut marker.
        QAction *a =
            m_recentMenu->addAction(label.shown.replace(u'&', QStringLiteral("&&")), this, [this, f] { openFile(f); });
        a->setToolTip(label.whole);
    }
    if (files.isEmpty()) m_recentMenu->addAction(tr("No finished matches yet"))->setEnabled(false);
}

void MainWindow::setDemo(bool on)
{
    if (on && !leaveMatchInProgress()) on = false;
    m_demoAction->setChecked(on);
    if (!on) {
        // The demo stops at once: the players get a fresh match of their own settings, and the
        // demo's scoreboard goes with it (the demo matches were never kept).
        if (!m_demoMatch) return;
        if (m_scoreboard) m_scoreboard->hide();
        setUpMatch(m_settings->matchConfig(), m_settings->names(), m_settings->players());
        return;
    }
    core::MatchConfig config = m_settings->matchConfig();
    config.mode = core::MatchMode::Bughouse;
    config.seatBase = {};
    config.startFen = {};
    // Relaxed, the clocks get time for the pace: five minutes and three seconds a move.
    if (m_settings->demoPace() != QLatin1String("blitz")) config.time = {300'000, 3'000, core::TimingKind::Increment};
    const std::array<QString, 4> levels = {"builtin:5", "builtin:4", "builtin:4", "builtin:5"};
    setUpMatch(config, {"Ada", "Boris", "Cleo", "Dmitri"}, levels);
    beginDemoMatch();
}

void MainWindow::beginDemoMatch()
{
    setDemoMatch(true);
    startClocks();
}

// A demo match is watched: its pace, the last move's arrows, the move lists. The players' own
// matches have none of these.
void MainWindow::setDemoMatch(bool demo)
{
    m_demoMatch = demo;
    m_seatPlayers.setMinimumMoveTime(demo && m_settings->demoPace() != QLatin1String("blitz") ? DemoMoveMs : 0);
    m_scene->setArrows(demo);
    if (demo) m_moveDock->show();
}

// Normal text sizes, or bigger for reading from afar: the whole program follows at once.
void MainWindow::applySize()
{
    UiSize::apply(UiSize::factor(UiSize::fromId(m_settings->size()), screen()),
                  UiSize::factor(SizeChoice::Normal, screen()));
    m_scene->setTextScale(UiSize::overNormal());
    nameSizes();
    // A dock keeps the title font it was made with unless it has one of its own; the list then
    // needs its own too, or it would inherit the bold.
    QFont title = QApplication::font();
    title.setBold(true);
    m_moveDock->setFont(title);
    title.setBold(false); // said explicitly: a font like the application's would still inherit
    m_moveList->setFont(title);
    for (ReplayWindow *replay : findChildren<ReplayWindow *>()) replay->scene()->setTextScale(UiSize::overNormal());
}

// Automatic says which of the others it is on this screen.
void MainWindow::nameSizes()
{
    const auto name = [](SizeChoice c) {
        switch (c) {
        case SizeChoice::Automatic: break;
        case SizeChoice::Normal: return tr("&Normal");
        case SizeChoice::Large: return tr("&Large");
        case SizeChoice::Huge: return tr("&Huge");
        }
        return QString();
    };
    const QList<QAction *> sizes = m_sizes->actions();
    for (int i = 1; i < sizes.size(); ++i) sizes[i]->setText(name(UiSize::fromId(sizes[i]->data().toString())));
    sizes[0]->setText(tr("&Automatic (%1 on this screen)").arg(name(UiSize::automaticChoice(screen())).remove(u'&')));
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
    if (match->isOver()) showStatus(m_controller.resultText());
    else if (!match->isStarted()) showStatus(tr("Ready. Press Space to start the clocks."));
    else if (match->isPaused()) showStatus(tr("Paused."));
    else showStatus(QString());
}

void MainWindow::newMatch()
{
    const bool paused = pauseForDialog();
    NewMatchDialog dialog(m_settings, this);
    if (dialog.exec() != QDialog::Accepted || !leaveMatchInProgress()) {
        resumeAfterDialog(paused);
        return;
    }
    m_demoAction->setChecked(false);
    setUpMatch(dialog.config(), dialog.names(), dialog.players());
    takeKeyboard();
}

bool MainWindow::isInProgress() const
{
    const core::Match *match = m_controller.match();
    return match && match->isStarted() && !match->isOver() && match->plies() > 0 && !m_demoMatch;
}

bool MainWindow::leaveMatchInProgress()
{
    if (!isInProgress()) return true;
    if (!confirmLeaving(tr("The match in progress ends without a result and is kept under Recent matches. "
                           "Set up the new match?")))
        return false;
    QString error;
    if (!keepInArchive(*m_controller.match(), currentNames(), &error))
        showStatus(tr("The match could not be kept: %1").arg(error));
    return true;
}

bool MainWindow::confirmLeaving(const QString &question)
{
    const bool paused = pauseForDialog();
    const bool yes = QMessageBox::question(this, tr("Match in progress"), question) == QMessageBox::Yes;
    if (!yes) resumeAfterDialog(paused);
    return yes;
}

bool MainWindow::pauseForDialog()
{
    const core::Match *match = m_controller.match();
    if (!match || !match->isStarted() || match->isOver() || match->isPaused()) return false;
    m_controller.setPaused(true);
    showStatus(tr("Clocks paused while the dialog is open."));
    return true;
}

// Without a window manager nobody gives the window back the keyboard when a dialog closes.
void MainWindow::takeKeyboard()
{
    raise();
    activateWindow();
    m_view->setFocus(Qt::ActiveWindowFocusReason);
    // Once the dialog's window is gone (its focus went to the screen's root window), again.
    QTimer::singleShot(0, this, [this] {
        if (QWindow *window = windowHandle(); window && !QApplication::activeModalWidget()) window->requestActivate();
    });
}

void MainWindow::resumeAfterDialog(bool paused, bool keyboard)
{
    if (keyboard) takeKeyboard();
    const core::Match *match = m_controller.match();
    if (!paused || !match || match->isOver() || !match->isPaused()) return;
    m_controller.setPaused(false);
    showStatus(tr("Clocks running again."));
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    activateWindow();
    // Moved to another screen (the projector), Automatic is worked out again.
    if (QWindow *window = windowHandle(); window && !m_screenWatched) {
        m_screenWatched = true;
        connect(window, &QWindow::screenChanged, this, &MainWindow::applySize);
        applySize(); // the screen it opened on may not be the one it was made on
    }
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    fitMoveLists();
    if (m_resumeQuestion && m_resumeQuestion->isVisible()) UiSize::placeOver(m_resumeQuestion);
}

void MainWindow::moveEvent(QMoveEvent *event)
{
    QMainWindow::moveEvent(event);
    if (m_resumeQuestion && m_resumeQuestion->isVisible()) UiSize::placeOver(m_resumeQuestion);
}

void MainWindow::fitMoveLists()
{
    // The boards fit the view's height: what that leaves of the width, and a third at least (a list
    // of one column, its rows half empty, is no use).
    const QRectF scene = m_scene->sceneRect();
    const int boards = scene.height() > 0 ? int(m_view->height() * scene.width() / scene.height()) : width();
    m_moveList->setWidthLimit(std::max(width() / 3, width() - boards));
}

// The match in progress stays in the autosave and is offered again at the next start.
void MainWindow::closeEvent(QCloseEvent *event)
{
    if (isInProgress() &&
        !confirmLeaving(tr("A match is in progress. Quit now? Its clocks stop, and it is offered again at the next start.")))
        event->ignore();
    else {
        m_settings->setWindow(saveGeometry(), saveState());
        QMainWindow::closeEvent(event);
    }
}

void MainWindow::rematch()
{
    if (!m_controller.match() || !leaveMatchInProgress()) return;
    const core::Match *match = m_controller.match();
    core::MatchConfig config = match->config();
    config.startFen = {};
    std::array<QString, 4> names;
    for (int s = 0; s < 4; ++s) names[s] = m_controller.name(core::opponentOf(Seat(s)));
    std::swap(config.seatBase[0], config.seatBase[1]);
    std::swap(config.seatBase[2], config.seatBase[3]);
    std::array<QString, 4> players;
    for (int s = 0; s < 4; ++s) players[s] = m_playerSpecs[int(core::opponentOf(Seat(s)))];
    setUpMatch(config, names, players);
}

void MainWindow::startClocks()
{
    const core::Match *match = m_controller.match();
    if (!match || match->isStarted()) return;
    m_controller.start();
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
    const QString san = displaySan(QString::fromStdString(event.san), m_settings->localizedLetters());
    const QString name = m_controller.name(event.seat);
    if (m_controller.match()->config().mode == core::MatchMode::Crazyhouse) showStatus(tr("%1 played %2.").arg(name, san));
    else if (board == core::Board::A) showStatus(tr("%1 played %2 on board A.").arg(name, san));
    else showStatus(tr("%1 played %2 on board B.").arg(name, san));
    // Bughouse mate rule: no move now, but a piece from the partner would give one.
    if (const QString waiting = m_controller.waitingText(board); !waiting.isEmpty()) showStatus(waiting);
    if (check) m_sounds.play(Sounds::Effect::Check);
    else if (capture) m_sounds.play(Sounds::Effect::Capture);
    else if (move.kind == core::MoveKind::Drop) m_sounds.play(Sounds::Effect::Drop);
    else m_sounds.play(Sounds::Effect::Move);
}

void MainWindow::onMatchEnded()
{
    m_sounds.play(Sounds::Effect::GameEnd);
    showStatus(m_controller.resultText());
    countMatch(); // before the archive: a failure to keep the match is the one to stay said
    archive(); // after the result: a failure to keep the match must stay on the status line
}

QString MainWindow::statusText() const
{
    return m_statusLabel->text();
}

void MainWindow::showStatus(const QString &text)
{
    m_statusLabel->setText(text);
}

void MainWindow::setUpEvening()
{
    m_scoreboardDelay = new QTimer(this);
    m_scoreboardDelay->setObjectName(QStringLiteral("scoreboardDelay"));
    m_scoreboardDelay->setSingleShot(true);
    m_scoreboardDelay->setInterval(ResultBannerMs);
    // The final positions first, then the result banner (the scene's), then the scoreboard, and in
    // the demo the next match after it.
    connect(m_scene, &MatchScene::resultShown, m_scoreboardDelay, qOverload<>(&QTimer::start));
    connect(m_scoreboardDelay, &QTimer::timeout, this, [this] {
        if (!m_controller.match() || !m_controller.match()->isOver()) return;
        displayScoreboard();
        if (m_demoAction->isChecked())
            QTimer::singleShot(DemoScoreboardMs, this, [this] {
                if (!m_demoAction->isChecked()) return;
                rematch();
                beginDemoMatch();
            });
    });
    connect(&m_controller, &MatchController::matchReset, m_scoreboardDelay, &QTimer::stop);
    connect(&m_controller, &MatchController::stateChanged, this, [this] {
        const core::Match *match = m_controller.match();
        if (m_scoreboard && match && match->isStarted() && !match->isOver()) m_scoreboard->hide();
    });
    QString why;
    if (m_evening.load(&why)) return;
    // Like a damaged autosave: said once, in plain words, the file renamed; the reason is a detail.
    const QString kept = m_evening.keepAside();
    const QString text = kept.isEmpty() ? tr("The scoreboard of the evening could not be read: its file is damaged. "
                                             "The scoreboard starts empty.")
                                        : tr("The scoreboard of the evening could not be read: its file is damaged. "
                                             "The scoreboard starts empty; the file was kept as %1.")
                                              .arg(QDir::toNativeSeparators(kept));
    showStatus(text);
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Scoreboard not read"), text, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("damagedEveningMessage"));
    box->setDetailedText(why);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::countMatch()
{
    const auto played = Scoreboard::played(*m_controller.match(), currentNames());
    if (!played) return; // aborted
    if (m_demoMatch) {
        m_demoEvening.add(*played);
        return;
    }
    QString error;
    if (!m_evening.add(*played, &error)) showStatus(tr("The scoreboard could not be saved: %1").arg(error));
}

bool MainWindow::showsDemoEvening() const
{
    return m_demoMatch && m_demoAction->isChecked();
}

ScoreboardItem *MainWindow::scoreboardItem() const
{
    return m_scoreboard;
}

void MainWindow::showScoreboard()
{
    const core::Match *match = m_controller.match();
    if (match && match->isStarted() && !match->isOver()) {
        showStatus(tr("The scoreboard is shown between matches, not while the clocks run."));
        return;
    }
    if (m_scoreboard && m_scoreboard->isVisible()) m_scoreboard->hide();
    else displayScoreboard();
}

void MainWindow::displayScoreboard()
{
    if (!m_scoreboard) {
        m_scoreboard = new ScoreboardItem(&m_scene->theme());
        m_scoreboard->setZValue(90); // over the result banner, under a dragged piece
        m_scene->addItem(m_scoreboard);
        m_scoreboard->dismissOnInput(m_view);
    }
    const bool demo = showsDemoEvening();
    m_scoreboard->setContent(m_scene->sceneRect(), scoreboardTitle(demo), demo ? m_demoEvening : m_evening,
                             tr("Press a key or click to go on"));
    m_scoreboard->show();
}

QString MainWindow::scoreboardTitle(bool demo) const
{
    return demo ? tr("Demo: %n match(es)", "", int(m_demoEvening.matches().size()))
                : tr("This evening: %n match(es)", "", int(m_evening.matches().size()));
}

void MainWindow::newEvening()
{
    const int count = int(m_evening.matches().size());
    const bool paused = pauseForDialog();
    const bool yes = count == 0 || QMessageBox::question(this, tr("New evening"),
                                                         tr("Clear the scoreboard of the evening (%n match(es))?", "",
                                                            count)) == QMessageBox::Yes;
    resumeAfterDialog(paused);
    if (!yes) return;
    QString error;
    if (!m_evening.clear(&error)) showStatus(tr("The scoreboard could not be saved: %1").arg(error));
    else showStatus(tr("A new evening: the scoreboard is empty."));
    if (m_scoreboard && m_scoreboard->isVisible()) displayScoreboard();
}

QString MainWindow::askScoreboardFile(const QString &title, const QString &suffix, const QString &filter)
{
    const bool paused = pauseForDialog();
    const QString name = tr("scoreboard-%1").arg(QDate::currentDate().toString(Qt::ISODate)) + u'.' + suffix;
    const QString fileName = FileDialog::saveFileName(this, title, QDir::home().filePath(name), filter);
    resumeAfterDialog(paused);
    return fileName;
}

void MainWindow::exportScoreboard()
{
    const QString fileName =
        askScoreboardFile(tr("Export scoreboard"), QStringLiteral("csv"), tr("Tables for spreadsheets (*.csv)"));
    if (!fileName.isEmpty() && writeScoreboardCsv(fileName)) showStatus(tr("Saved %1.").arg(QFileInfo(fileName).fileName()));
}

void MainWindow::saveScoreboardPicture()
{
    const QString fileName = askScoreboardFile(tr("Save scoreboard picture"), QStringLiteral("png"), tr("Pictures (*.png)"));
    if (!fileName.isEmpty() && writeScoreboardPicture(fileName))
        showStatus(tr("Saved %1.").arg(QFileInfo(fileName).fileName()));
}

bool MainWindow::writeScoreboardCsv(const QString &fileName, QString *error)
{
    return writeReported(fileName, m_evening.csv(), error);
}

bool MainWindow::writeScoreboardPicture(const QString &fileName, QString *error)
{
    const QImage image = ScoreboardItem::picture(m_scene->theme(), scoreboardTitle(false), m_evening, 1920);
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return writeReported(fileName, png, error);
}

} // namespace ui
