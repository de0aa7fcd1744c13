#pragma once

#include "ui/evening/scoreboard.h"
#include "ui/match/autosave.h"
#include "ui/match/matchcontroller.h"
#include "ui/players/seatplayers.h"
#include "ui/settings/appsettings.h"
#include "ui/settings/language.h"
#include "ui/sound/sounds.h"

#include "core/gamerecord.h"

#include <QMainWindow>
#include <QPointer>
#include <QThread>

#include <array>
#include <atomic>
#include <memory>
#include <vector>

class QAction;
class QFontMetrics;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QMessageBox;
class QTimer;

namespace ui {

class MatchScene;
class MatchView;
class MoveList;
class ScoreboardItem;
namespace input {
class GamepadInput;
class TouchInput;
}

/// The main window: the match scene with menus for matches, view and sound settings.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    /// The window; the match in progress is kept safe in `dataDirectory`, finished ones are kept in
    /// its `matches` folder.
    explicit MainWindow(AppSettings *settings, const QString &dataDirectory = Autosave::defaultDirectory(),
                        QWidget *parent = nullptr);
    ~MainWindow() override;

    MatchController *controller() { return &m_controller; }
    Language *language() { return &m_language; }
    MatchScene *scene() const { return m_scene; }
    MatchView *view() const { return m_view; }
    /// The status line's text.
    QString statusText() const;
    /// The live move lists (a panel beside the boards that can be hidden).
    MoveList *moveList() const { return m_moveList; }
    QDockWidget *moveListPanel() const { return m_moveDock; }
    QLabel *statusLabel() const { return m_statusLabel; }
    /// The demo's relaxed pace: a computer's move comes no sooner than this after it was asked.
    static constexpr int DemoMoveMs = 2500;

    /// Sets up a new match (not started) with `config`, `names` and who plays each seat
    /// (AppSettings::players() form; default: people everywhere).
    void setUpMatch(const core::MatchConfig &config, const std::array<QString, 4> &names,
                    const std::array<QString, 4> &players = {});
    /// Takes over `match` (played up to where it stands, clocks paused) with `names`, people in
    /// every seat: "Continue playing from here" of a replay.
    void continueMatch(core::Match match, const std::array<QString, 4> &names);
    SeatPlayers *seatPlayers() { return &m_seatPlayers; }
    input::GamepadInput *gamepads() const { return m_gamepads; }
    /// If an interrupted match was saved, asks whether to resume it. The file is read and replayed
    /// on another thread (a long match takes a while), the window staying live; meanwhile the new
    /// match is not autosaved, so the saved one stays as it was until the user has answered.
    void offerResume();
    /// Resumes the saved match, clocks paused; false if there is none or it cannot be restored
    /// (then the file is kept aside under another name and the user is told, once). A finished
    /// match that could not be kept before is not resumed: it goes to the finished matches now, or
    /// the user is asked to save it elsewhere (false).
    bool resumeSaved();
    /// The wall clock that the autosave's times go by (a test's own, to match its clock times).
    void setWallClock(Autosave::WallClock wallClock);
    /// The largest record file opened, as for bughouse-cli.
    static constexpr qint64 MaxRecordFileSize = qint64(256) << 20;
    /// Opens a BPGN/PGN file in a replay window (asking which game if it holds several). The file
    /// is read on another thread, the window staying live, with a progress dialog that can cancel
    /// it; the games not shown are freed once one is chosen.
    void openFile(const QString &fileName);
    /// Writes the current match to `fileName` as BPGN (bughouse) or PGN (crazyhouse); a file
    /// already there is replaced only once the new one is complete. False (status line, `*error`)
    /// if it cannot be written.
    bool saveFile(const QString &fileName, QString *error = nullptr);
    /// The finished matches kept for reopening, newest first (demo matches are not kept).
    QStringList recentMatches() const;
    /// How File -> Recent matches names the match kept in `fileName`: players, result (in words
    /// for an unfinished or aborted match), date; `shown` with each side (a team, or a player in
    /// crazyhouse) elided to `sideWidth` pixels of `metrics`, `whole` without.
    struct RecentLabel
    {
        QString shown;
        QString whole;
    };
    static RecentLabel recentLabel(const QString &fileName, const QFontMetrics &metrics, int sideWidth);
    /// "Ann & Dee – Bob & Cid": who played the game of `record`, team by team (each side elided
    /// to `sideWidth` pixels of `metrics` if given).
    static QString playersLabel(const core::GameRecord &record, const QFontMetrics *metrics = nullptr,
                                int sideWidth = 0);

    /// After a match the scene shows the final positions, then the result banner
    /// (MatchScene::resultShown()); the banner is read this long before the scoreboard comes.
    static constexpr int ResultBannerMs = 4000;
    /// Between demo matches the scoreboard stays this long before the next one begins.
    static constexpr int DemoScoreboardMs = 5000;
    /// The club's evening, kept in `dataDirectory` (demo matches are counted apart, in memory).
    const Scoreboard &evening() const { return m_evening; }
    /// The scoreboard over the scene, or null; hidden once dismissed or when the clocks run.
    ScoreboardItem *scoreboardItem() const;
    /// Writes the evening's table as CSV (Scoreboard::csv()) or as a PNG picture 1920 pixels wide;
    /// false (status line, `*error`) if it cannot be written.
    bool writeScoreboardCsv(const QString &fileName, QString *error = nullptr);
    bool writeScoreboardPicture(const QString &fileName, QString *error = nullptr);

public slots:
    /// Opens the new-match dialog.
    void newMatch();
    /// The same players with colours swapped on each board (partners stay partners).
    void rematch();
    /// Starts the clocks of a match that is set up.
    void startClocks();
    void togglePause();
    void toggleFullScreen();
    /// Demo: four computer players, a new match whenever one ends.
    void setDemo(bool on);
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
    void open();
    void save();
    /// Shows the scoreboard (or hides it if shown); only between matches, never over running clocks.
    void showScoreboard();
    /// Clears the evening's scoreboard after asking.
    void newEvening();
    /// Ask for a file and write the scoreboard there (writeScoreboardCsv(), writeScoreboardPicture()).
    void exportScoreboard();
    void saveScoreboardPicture();

protected:
    void changeEvent(QEvent *event) override;
    /// Asks first while a match runs (Ctrl+Q, closing the window).
    void closeEvent(QCloseEvent *event) override;
    /// Takes the keyboard: without a window manager nobody else gives it to a new window.
    void showEvent(QShowEvent *event) override;
    /// The move lists get no more than the boards can spare (a third of the width at least); the
    /// resume question stays centred over the window (also on a move).
    void resizeEvent(QResizeEvent *event) override;
    void moveEvent(QMoveEvent *event) override;

private:
    void createActions();
    void retranslate();
    void rebuildSeatMenus();
    void applySize();
    void fitMoveLists();
    void nameSizes();
    void beginDemoMatch();
    void setDemoMatch(bool demo);
    void fillMoveList();
    void updateActions();
    void onMoveMade(core::Board board, core::Move move, bool capture, bool check);
    void onMatchEnded();
    void showStatus(const QString &text);
    // The scoreboard's file is read, its timer and hiding set up (damage is said on the status line).
    void setUpEvening();
    // The match that ended goes onto the club's scoreboard, or the demo's.
    void countMatch();
    // The scoreboard of the match on the boards: the demo's while the demo plays.
    bool showsDemoEvening() const;
    // Shows or refreshes the scoreboard over the scene.
    void displayScoreboard();
    // "This evening: 5 matches" (or the demo's).
    QString scoreboardTitle(bool demo) const;
    // A save-file dialog for the scoreboard; empty if cancelled.
    QString askScoreboardFile(const QString &title, const QString &suffix, const QString &filter);
    // Writes `bytes` safely; a failure is also said on the status line.
    bool writeReported(const QString &fileName, const QByteArray &bytes, QString *error);
    void refreshStatus();
    std::array<std::unique_ptr<ComputerPlayer>, 4> makePlayers(const core::MatchConfig &config,
                                                               std::array<QString, 4> &names,
                                                               const std::array<QString, 4> &players);
    void takeSeats(std::array<std::unique_ptr<ComputerPlayer>, 4> computers, const std::array<QString, 4> &players);
    void keepSafe();
    void beat();
    void archive();
    // Writes `match` into the matches folder; false (`*error`) if it cannot.
    bool keepInArchive(const core::Match &match, const std::array<QString, 4> &names, QString *error);
    // A match with moves whose clocks run or are paused: leaving it needs a yes.
    bool isInProgress() const;
    // True unless a match is in progress and the players say no to ending it; on yes it is kept
    // under Recent matches.
    bool leaveMatchInProgress();
    // Asks `question` about the match in progress (clocks paused meanwhile); true for yes.
    bool confirmLeaving(const QString &question);
    // A modal dialog is about to open over a running match: its clocks are paused (so that no
    // flag falls behind the dialog) and the status line says so. True if it paused them.
    bool pauseForDialog();
    // After a dialog: the window and its boards have the keyboard again.
    void takeKeyboard();
    // The dialog is closed: the clocks run again if pauseForDialog() stopped them; the boards
    // have the keyboard (unless `keyboard` is false: another window of ours just opened).
    void resumeAfterDialog(bool paused, bool keyboard = true);
    // The saved match, replayed (`damage`: why it cannot be; both empty: there is none).
    struct Loaded
    {
        std::optional<Autosave::Saved> saved;
        QString damage;
    };
    // Reads the autosave of `directory` (on the loader thread); `permille` follows the reading.
    static Loaded load(const QString &directory, const Autosave::WallClock &wallClock,
                       std::atomic<int> *permille = nullptr);
    // A damaged match is kept aside and reported, an empty one cleared.
    std::optional<Autosave::Saved> settle(Loaded loaded);
    // "Resume it?", naming the match; true for yes.
    bool askResume(const Autosave::Saved &saved);
    static QString timeControlText(const core::TimeControl &time);
    // "Ann & Dee – Bob & Cid" (crazyhouse "Ann – Bob") from the names by seat, each side elided
    // to `sideWidth` pixels of `metrics` if given.
    static QString teamsLabel(core::MatchMode mode, const std::array<QString, 4> &names,
                              const QFontMetrics *metrics = nullptr, int sideWidth = 0);
    void restore(Autosave::Saved saved);
    // A finished match the autosave still holds (its archiving had failed): archived now, or
    // the user is offered to save it elsewhere.
    void keepFinished(Autosave::Saved saved);
    // The finished `match` could not go to the matches folder (`error`): the user is offered to
    // save it elsewhere; the autosave keeps it until then.
    void offerSaveElsewhere(const core::Match &match, const std::array<QString, 4> &names, const QString &error);
    // Asks for a file name and writes `match` there; true once it is written.
    bool saveAs(const core::Match &match, const std::array<QString, 4> &names);
    void reportDamagedAutosave(const QString &why);
    void rebuildRecentMenu();
    // openFile() for a match whose clocks `paused` stopped (pauseForDialog()) until the game is shown.
    void readFile(const QString &fileName, bool paused);
    // The game chooser and the replay window; true if a replay window opened.
    bool showGames(const QString &fileName, std::vector<core::Result<core::GameRecord>> games);
    // A file being read by openFile(): progress and cancel shared with the reading thread.
    struct Reading
    {
        std::atomic<int> permille{0};
        std::atomic<bool> cancel{false};
        QString error; // the file could not be read
        std::vector<core::Result<core::GameRecord>> games;
    };
    // Writes `record` safely; a failure is also said on the status line.
    bool writeRecord(const QString &fileName, const core::GameRecord &record, QString *error);
    core::GameRecord recordFor(const core::Match &match, const std::array<QString, 4> &names);
    std::array<QString, 4> currentNames() const;
    // The partner signals of both teams' logs, oldest first, for the autosave.
    std::vector<Autosave::Signal> signalsSent() const;

    AppSettings *m_settings;
    QString m_dataDirectory;
    Autosave::WallClock m_wallClock;
    Autosave m_autosave;
    Scoreboard m_evening;
    Scoreboard m_demoEvening;
    QTimer *m_scoreboardDelay = nullptr; // from the end of a match to the scoreboard
    QPointer<ScoreboardItem> m_scoreboard; // owned by the scene (gone when it is rebuilt)
    QPointer<QThread> m_loader;    // reads the saved match at the start
    QPointer<QMessageBox> m_resumeQuestion; // while it is asked
    QPointer<QThread> m_reader;    // reads a file for openFile()
    std::shared_ptr<Reading> m_reading;
    bool m_resumePending = false; // from offerResume() until the user has answered
    bool m_startAnnounced = false; // the status line has said that the clocks run
    bool m_screenWatched = false;  // Size follows the window's screen
    bool m_demoMatch = false;      // the match was set up by the demo (not kept, ended without asking)
    qint64 m_lastBeat = 0;          // match time of the last heartbeat
    std::array<QString, 4> m_shownDefaults; // the default names in the language shown
    Language m_language;
    MatchController m_controller;
    SeatPlayers m_seatPlayers;
    std::array<QString, 4> m_playerSpecs;
    Sounds m_sounds;
    MatchScene *m_scene;
    MatchView *m_view;
    input::TouchInput *m_touch;
    input::GamepadInput *m_gamepads;
    QLabel *m_statusLabel;
    MoveList *m_moveList;
    QDockWidget *m_moveDock;

    QMenu *m_fileMenu;
    QMenu *m_recentMenu;
    QAction *m_openAction;
    QAction *m_saveAction;
    QAction *m_exportScoreboardAction;
    QAction *m_scoreboardPictureAction;
    QMenu *m_matchMenu;
    QMenu *m_resignMenu;
    QMenu *m_abortMenu;
    QMenu *m_viewMenu;
    QMenu *m_themeMenu;
    QMenu *m_sizeMenu;
    QMenu *m_paceMenu;
    QMenu *m_settingsMenu;
    QMenu *m_languageMenu;
    QMenu *m_helpMenu;
    QAction *m_newAction;
    QAction *m_rematchAction;
    QAction *m_startAction;
    QAction *m_pauseAction;
    QAction *m_quitAction;
    QAction *m_demoAction;
    QAction *m_newEveningAction;
    QAction *m_scoreboardAction;
    QAction *m_fullScreenAction;
    QAction *m_classicAction;
    QAction *m_contrastAction;
    QActionGroup *m_sizes;
    QAction *m_relaxedAction;
    QAction *m_blitzAction;
    QAction *m_queenAction;
    QAction *m_muteAction;
    QAction *m_louderAction;
    QAction *m_softerAction;
    QAction *m_lettersAction;
    QAction *m_controlsAction;
    QAction *m_editControlsAction;
    QAction *m_gamepadsAction;
    QAction *m_rulesAction;
    QAction *m_aboutAction;
    QList<QAction *> m_languageActions;
};

} // namespace ui
