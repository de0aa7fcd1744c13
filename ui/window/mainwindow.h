#pragma once

#include "ui/match/autosave.h"
#include "ui/match/matchcontroller.h"
#include "ui/settings/language.h"
#include "ui/sound/sounds.h"

#include <QMainWindow>

#include <array>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;

namespace ui {

class AppSettings;
class DemoLoop;
class DialogPause;
class EveningShow;
class InputDevices;
class MatchKeeper;
class MatchScene;
class MatchSetup;
class MatchView;
class MoveList;
class Preferences;
class RecordFiles;

/// The main window: builds the match scene, the move lists, the status line and the menus, and
/// wires them to the parts that do the work (InputDevices, MatchSetup, MatchKeeper, RecordFiles,
/// DemoLoop, EveningShow, Preferences, DialogPause).
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    /// The window; the match in progress is kept safe in `dataDirectory`, finished ones in its
    /// `matches` folder, the club's evening in its evening.json.
    explicit MainWindow(AppSettings *settings,
                        const QString &dataDirectory = Autosave::defaultDirectory(),
                        QWidget *parent = nullptr);
    ~MainWindow() override;

    MatchController *controller() { return &m_controller; }
    Language *language() { return &m_language; }
    MatchScene *scene() const { return m_scene; }
    MatchView *view() const { return m_view; }
    MatchSetup *matchSetup() const { return m_setup; }
    MatchKeeper *keeper() const { return m_keeper; }
    RecordFiles *recordFiles() const { return m_files; }
    DemoLoop *demoLoop() const { return m_demo; }
    EveningShow *eveningShow() const { return m_eveningShow; }
    /// The mouse, touch, keyboard blocks and gamepads, as hands.
    InputDevices *input() const { return m_input; }
    /// The status line's text.
    QString statusText() const;
    QLabel *statusLabel() const { return m_statusLabel; }
    /// The live move lists (a panel beside the boards that can be hidden).
    MoveList *moveList() const { return m_moveList; }
    QDockWidget *moveListPanel() const { return m_moveDock; }

public slots:
    /// Opens the new-match dialog.
    void newMatch();
    /// The same players with colours swapped, after asking over a match in progress.
    void rematch();
    void togglePause();
    void toggleFullScreen();
    /// Switches the user-interface language and remembers the choice.
    void setLanguage(const QString &code);
    void showRules();
    /// The Controls page (Help menu): how to play with mouse, touch and the keyboard blocks.
    void showControls();
    /// Lets the keyboard blocks' keys be changed (Settings menu); they are saved at once.
    void editControls();
    /// Which gamepad plays which seat (Settings menu), changeable.
    void showGamepads();
    void showAbout();

protected:
    void changeEvent(QEvent *event) override;
    /// Asks first while a match runs (Ctrl+Q, closing the window).
    void closeEvent(QCloseEvent *event) override;
    /// Takes the keyboard: without a window manager nobody else gives it to a new window.
    void showEvent(QShowEvent *event) override;
    /// The move lists get no more than the boards can spare (a third of the width at least).
    void resizeEvent(QResizeEvent *event) override;

private:
    void wire();
    void createActions();
    void retranslate();
    void rebuildSeatMenus();
    void fitMoveLists();
    void fillMoveList();
    void updateActions();
    void onMoveMade(core::Board board, core::Move move, bool capture, bool check);
    void onMatchEnded();
    void showStatus(const QString &text);
    void refreshStatus();

    AppSettings *m_settings;
    bool m_startAnnounced = false;          // the status line has said that the clocks run
    bool m_screenWatched = false;           // Size follows the window's screen
    std::array<QString, 4> m_shownDefaults; // the default names in the language shown
    Language m_language;
    MatchController m_controller;
    Sounds m_sounds;
    MatchScene *m_scene;
    MatchView *m_view;
    InputDevices *m_input;
    QLabel *m_statusLabel;
    MoveList *m_moveList;
    QDockWidget *m_moveDock;
    DialogPause *m_pause;
    MatchSetup *m_setup;
    RecordFiles *m_files;
    MatchKeeper *m_keeper;
    DemoLoop *m_demo;
    EveningShow *m_eveningShow;
    Preferences *m_preferences;

    QMenu *m_fileMenu;
    QAction *m_openAction;
    QAction *m_saveAction;
    QAction *m_exportScoreboardAction;
    QAction *m_scoreboardPictureAction;
    QMenu *m_matchMenu;
    QMenu *m_resignMenu;
    QMenu *m_abortMenu;
    QMenu *m_viewMenu;
    QMenu *m_settingsMenu;
    QMenu *m_languageMenu;
    QMenu *m_helpMenu;
    QAction *m_newAction;
    QAction *m_rematchAction;
    QAction *m_startAction;
    QAction *m_pauseAction;
    QAction *m_quitAction;
    QAction *m_newEveningAction;
    QAction *m_scoreboardAction;
    QAction *m_fullScreenAction;
    QAction *m_controlsAction;
    QAction *m_editControlsAction;
    QAction *m_gamepadsAction;
    QAction *m_rulesAction;
    QAction *m_aboutAction;
    QList<QAction *> m_languageActions;
};

} // namespace ui
