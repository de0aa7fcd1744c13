#include "mainwindow.h"

#include "matchscene.h"
#include "matchview.h"
#include "builtinplayer.h"
#include "movetext.h"
#include "newmatchdialog.h"
#include "rulesdialog.h"
#include "uciplayer.h"

#include <QActionGroup>
#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTimer>

namespace ui {

using core::Seat;

MainWindow::MainWindow(AppSettings *settings, QWidget *parent)
    : QMainWindow(parent), m_settings(settings), m_seatPlayers(&m_controller), m_scene(new MatchScene(&m_controller, this)),
      m_view(new MatchView(m_scene, this)), m_statusLabel(new QLabel(this))
{
    setCentralWidget(m_view);
    statusBar()->addWidget(m_statusLabel, 1);
    m_scene->setTheme(Theme::byId(settings->theme()));
    m_scene->setAlwaysQueen(settings->alwaysQueen());
    m_sounds.setVolume(settings->volume());
    m_sounds.setMuted(settings->muted());

    connect(m_scene, &MatchScene::statusMessage, this, &MainWindow::showStatus);
    connect(&m_seatPlayers, &SeatPlayers::message, this, &MainWindow::showStatus);
    m_seatPlayers.setFallback([](Seat) { return std::make_unique<BuiltInPlayer>(4); });
    connect(&m_controller, &MatchController::moveMade, this, &MainWindow::onMoveMade);
    connect(&m_controller, &MatchController::matchEnded, this, &MainWindow::onMatchEnded);
    connect(&m_controller, &MatchController::signalSent, this, [this](Seat from, core::PartnerSignal s) {
        m_sounds.play(Sounds::Effect::Signal);
        showStatus(tr("%1 to %2: %3").arg(m_controller.name(from), m_controller.name(core::partnerOf(from)),
                                          MatchController::signalText(s)));
    });
    connect(&m_controller.clocks(), &ClockModel::lowTime, this, [this] { m_sounds.play(Sounds::Effect::LowTime); });
    m_language.apply(settings->language().isEmpty() ? Language::systemDefault() : settings->language());
    createActions();
    connect(&m_controller, &MatchController::stateChanged, this, &MainWindow::updateActions);
    connect(&m_controller, &MatchController::matchReset, this, &MainWindow::updateActions);
    retranslate();
    setUpMatch(settings->matchConfig(), settings->names(), settings->players());
    resize(1280, 800);
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    m_matchMenu = menuBar()->addMenu(QString());
    m_newAction = m_matchMenu->addAction(QString(), QKeySequence::New, this, &MainWindow::newMatch);
    m_rematchAction = m_matchMenu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_R), this, &MainWindow::rematch);
    m_startAction = m_matchMenu->addAction(QString(), QKeySequence(Qt::Key_Space), this, &MainWindow::startClocks);
    m_pauseAction = m_matchMenu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_P), this, &MainWindow::togglePause);
    m_pauseAction->setCheckable(true);
    m_demoAction = m_matchMenu->addAction(QString(), this, &MainWindow::setDemo);
    m_demoAction->setCheckable(true);
    m_matchMenu->addSeparator();
    m_resignMenu = m_matchMenu->addMenu(QString());
    m_abortMenu = m_matchMenu->addMenu(QString());
    m_matchMenu->addSeparator();
    m_quitAction = m_matchMenu->addAction(QString(), QKeySequence::Quit, qApp, &QApplication::closeAllWindows);

    m_viewMenu = menuBar()->addMenu(QString());
    m_fullScreenAction = m_viewMenu->addAction(QString(), QKeySequence(Qt::Key_F11), this, &MainWindow::toggleFullScreen);
    m_themeMenu = m_viewMenu->addMenu(QString());
    auto *themes = new QActionGroup(this);
    m_classicAction = m_themeMenu->addAction(QString());
    m_contrastAction = m_themeMenu->addAction(QString());
    for (QAction *a : {m_classicAction, m_contrastAction}) {
        a->setCheckable(true);
        themes->addAction(a);
    }
    (m_settings->theme() == QLatin1String("high-contrast") ? m_contrastAction : m_classicAction)->setChecked(true);
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
    connect(m_lettersAction, &QAction::toggled, this, [this](bool on) { m_settings->setLocalizedLetters(on); });

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

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Bughouse"),
                       tr("<h3>Bughouse %1</h3><p>Bughouse and crazyhouse chess for four (or two) players on "
                          "one computer.</p>")
                           .arg(QApplication::applicationVersion()));
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Bughouse"));
    m_matchMenu->setTitle(tr("&Match"));
    m_newAction->setText(tr("&New match…"));
    m_rematchAction->setText(tr("&Rematch (swap colours)"));
    m_startAction->setText(tr("&Start clocks"));
    m_pauseAction->setText(tr("&Pause"));
    m_demoAction->setText(tr("&Demo: four computers"));
    m_resignMenu->setTitle(tr("Re&sign"));
    m_abortMenu->setTitle(tr("&Abort (needs both teams)"));
    m_quitAction->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    m_fullScreenAction->setText(tr("&Full screen"));
    m_themeMenu->setTitle(tr("&Theme"));
    m_classicAction->setText(tr("&Classic"));
    m_contrastAction->setText(tr("&High contrast"));
    m_settingsMenu->setTitle(tr("&Settings"));
    m_queenAction->setText(tr("Always promote to &queen"));
    m_muteAction->setText(tr("&Mute sounds"));
    m_louderAction->setText(tr("&Louder"));
    m_softerAction->setText(tr("&Softer"));
    m_lettersAction->setText(tr("Piece letters in my &language"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_rulesAction->setText(tr("&Rules"));
    m_aboutAction->setText(tr("&About Bughouse"));
    rebuildSeatMenus();
    m_scene->retranslate();
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
            const auto answer = QMessageBox::question(this, tr("Resign"), tr("Does %1 really resign?").arg(name));
            if (answer == QMessageBox::Yes) m_controller.resign(seat);
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
    m_pauseAction->setEnabled(running);
    m_pauseAction->setChecked(m_controller.isPaused());
    m_resignMenu->setEnabled(running);
    m_abortMenu->setEnabled(running);
}

void MainWindow::setUpMatch(const core::MatchConfig &config, const std::array<QString, 4> &names,
                            const std::array<QString, 4> &players)
{
    m_seatPlayers.clear();
    m_playerSpecs = players;
    std::array<QString, 4> shown = names;
    const QString variant = config.mode == core::MatchMode::Bughouse ? QStringLiteral("bughouse") : QStringLiteral("crazyhouse");
    const auto defaults = AppSettings::defaultNames();
    std::array<std::unique_ptr<ComputerPlayer>, 4> computers;
    for (int s = 0; s < 4; ++s) {
        const QString &spec = players[s];
        if (spec.startsWith(QLatin1String("builtin:"))) computers[s] = std::make_unique<BuiltInPlayer>(spec.mid(8).toInt());
        else if (spec.startsWith(QLatin1String("uci:"))) computers[s] = std::make_unique<UciPlayer>(spec.mid(4), variant);
        // A computer seat left with its default name shows the engine's.
        if (computers[s] && (shown[s].isEmpty() || shown[s] == defaults[s])) shown[s] = computers[s]->displayName();
    }
    m_controller.newMatch(config, shown);
    for (int s = 0; s < 4; ++s) m_seatPlayers.setPlayer(Seat(s), std::move(computers[s]));
    rebuildSeatMenus();
    refreshStatus();
}

void MainWindow::setDemo(bool on)
{
    m_demoAction->setChecked(on);
    if (!on) return;
    core::MatchConfig config = m_settings->matchConfig();
    config.mode = core::MatchMode::Bughouse;
    config.seatBase = {};
    config.startFen = {};
    const std::array<QString, 4> levels = {"builtin:5", "builtin:4", "builtin:4", "builtin:5"};
    setUpMatch(config, {"Ada", "Boris", "Cleo", "Dmitri"}, levels);
    startClocks();
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
    NewMatchDialog dialog(m_settings, this);
    if (dialog.exec() != QDialog::Accepted) return;
    m_demoAction->setChecked(false);
    setUpMatch(dialog.config(), dialog.names(), dialog.players());
}

void MainWindow::rematch()
{
    const core::Match *match = m_controller.match();
    if (!match) return;
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
    showStatus(tr("Clocks running. Good luck!"));
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
    if (check) m_sounds.play(Sounds::Effect::Check);
    else if (capture) m_sounds.play(Sounds::Effect::Capture);
    else if (move.kind == core::MoveKind::Drop) m_sounds.play(Sounds::Effect::Drop);
    else m_sounds.play(Sounds::Effect::Move);
}

void MainWindow::onMatchEnded()
{
    m_sounds.play(Sounds::Effect::GameEnd);
    showStatus(m_controller.resultText());
    if (m_demoAction->isChecked())
        QTimer::singleShot(6000, this, [this] {
            if (!m_demoAction->isChecked()) return;
            rematch();
            startClocks();
        });
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
