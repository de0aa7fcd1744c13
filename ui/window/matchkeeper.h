#pragma once

#include "ui/match/autosave.h"

#include <QObject>
#include <QPointer>
#include <QThread>

#include <array>
#include <atomic>
#include <optional>

class QMenu;
class QMessageBox;
class QTimer;
class QWidget;

namespace ui {

class DialogPause;
class MatchController;
class MatchSetup;
class RecordFiles;

/// Keeps every match: the one on the boards in the autosave journal (offered again after a crash
/// or a quit), the finished ones in the matches folder, listed under File → Recent matches.
class MatchKeeper : public QObject
{
    Q_OBJECT

public:
    /// The match in progress is kept in `dataDirectory`, finished ones in its `matches` folder;
    /// questions open over `window`.
    MatchKeeper(MatchController *controller, MatchSetup *setup, RecordFiles *files,
                DialogPause *pause, const QString &dataDirectory, QWidget *window,
                QObject *parent = nullptr);
    ~MatchKeeper() override;

    /// From now on every move, state change, signal and clock second of the match is kept. Called
    /// once the window's own reactions are wired: a failure to save must be the status line's last
    /// word.
    void start();
    /// The wall clock that the autosave's times go by (a test's own, to match its clock times).
    void setWallClock(Autosave::WallClock wallClock);
    /// If an interrupted match was saved, asks whether to resume it. The file is read and replayed
    /// on another thread (a long match takes a while), the window staying live; meanwhile the new
    /// match is not autosaved, so the saved one stays as it was until the user has answered.
    /// Declined, it goes to the finished matches, its clocks stopped where the journal last saw
    /// them.
    void offerResume();
    /// Resumes the saved match, clocks paused; false if there is none or it cannot be restored
    /// (then the file is kept aside under another name and the user is told, once; one the user
    /// cannot read is left where it is, and said so). A finished match (its end was journalled
    /// but it was not kept, or not yet forgotten) is not resumed: it goes to the finished matches
    /// now, once however often this happens, or the user is asked to save it elsewhere (false).
    /// Seats of engines the user has not added go to the built-in engine.
    bool resumeSaved();
    /// After every move and state change: the match in progress is written safely, its end too.
    void keepSafe();
    /// A finished match goes to the matches folder, once (a match has one identity, matchId()),
    /// and the autosave goes; if it cannot, the user is offered to save it elsewhere. Demo matches
    /// are not kept.
    void archive();
    /// The identity of the match on the boards: new with each match, kept across a resume.
    QString matchId() const { return m_id; }
    /// How often the journal gets the time while the clocks run: a resumed match is charged the
    /// time up to at most this long before a crash.
    static constexpr int BeatMs = 500;
    /// A match with moves whose clocks run or are paused, not the demo's: leaving it needs a yes.
    bool isInProgress() const;
    /// What the players leave a match in progress for.
    enum class Leaving
    {
        NewMatch,
        Rematch,
        Demo,
        Record ///< play on from a record
    };
    /// True unless a match is in progress and the players say no to ending it (the question names
    /// what comes `to`); on yes it is kept under Recent matches.
    bool leaveMatchInProgress(Leaving to);
    /// File → Save match: asks for a file; a finished match saved so is kept, the autosave goes.
    void save();
    /// The finished matches kept for reopening, newest first.
    QStringList recentMatches() const;
    /// File → Recent matches, filled each time it opens; an entry opens in a replay window.
    QMenu *recentMenu() const { return m_recentMenu; }

signals:
    void statusMessage(const QString &text);
    /// A saved match is back on the boards; `demo` if it was the demo's.
    void restored(bool demo);
    /// offerResume() is done: the interrupted match was resumed or kept, or there was none.
    void resumeSettled();
    /// A finished match found in the autosave (it ended just before the program stopped) is kept
    /// now: to be counted for the evening, unless it was already (by `id`) or is the demo's.
    void finishedMatchFound(const core::Match &match, const std::array<QString, 4> &names,
                            const std::array<QString, 4> &players, const QString &id, bool demo);

protected:
    /// The resume question stays centred over the window, also when the window manager moves it.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // At most once a second while the clocks run, the time goes into the autosave.
    void beat();
    // The saved match, replayed (`damage`: why it cannot be; both empty: there is none), and
    // the journals that could not be read.
    struct Loaded
    {
        std::optional<Autosave::Saved> saved;
        QString damage;
        QList<Autosave::Unreadable> unreadable;
    };
    // What the user answered to "Resume it?".
    enum class Answer
    {
        No,
        Resume,
        ResumeWithUnknownEngines
    };
    // Reads the autosave of `directory` (on the loader thread); `permille` follows the reading.
    static Loaded load(const QString &directory, const Autosave::WallClock &wallClock,
                       std::atomic<int> *permille = nullptr);
    // A damaged match is kept aside and reported, an empty one cleared.
    std::optional<Autosave::Saved> settle(Loaded loaded);
    void answerResume(Loaded loaded);
    // "Resume it?", naming the match and any engine the user has not added.
    Answer askResume(const Autosave::Saved &saved);
    // Back on the boards; the seats of unknown engines given to the built-in engine unless
    // `unknownEngines`.
    void restore(Autosave::Saved saved, bool unknownEngines = false);
    // A finished match the autosave still holds (its archiving had failed): archived now, or
    // the user is offered to save it elsewhere.
    void keepFinished(Autosave::Saved saved);
    // Writes `match` (identity `id`) into the matches folder, in the place of an earlier record
    // of it; false (`*error`) if it cannot. `*already`: there was one.
    bool keepInArchive(const core::Match &match, const std::array<QString, 4> &names,
                       const QString &id, QString *error, bool *already = nullptr);
    // The file of the match `id` in the matches folder, or empty.
    QString archived(const QString &id) const;
    // The finished `match` could not go to the matches folder (`error`): the user is offered to
    // save it elsewhere; the autosave keeps it until then.
    void offerSaveElsewhere(const core::Match &match, const std::array<QString, 4> &names,
                            const QString &id, const QString &error);
    void reportDamagedAutosave(const QString &why);
    // Said once a start: journals that are there but cannot be read are left as they are.
    void reportUnreadable(const QList<Autosave::Unreadable> &unreadable);
    // What the journal's first line says of the match on the boards.
    Autosave::Header header() const;
    static QString newMatchId();
    // Whether `match` holds anything to keep: moves, or a start position of its own.
    static bool worthKeeping(const core::Match &match);
    void rebuildRecentMenu();
    // The partner signals of both teams' logs, oldest first, for the autosave.
    std::vector<Autosave::Signal> signalsSent() const;
    QString archiveFolder() const;

    MatchController *m_controller;
    MatchSetup *m_setup;
    RecordFiles *m_files;
    DialogPause *m_pause;
    QString m_dataDirectory;
    QWidget *m_window;
    Autosave::WallClock m_wallClock;
    Autosave m_autosave;
    QMenu *m_recentMenu;
    QTimer *m_heartbeat;
    QString m_id;                           // matchId()
    bool m_archived = false;                // the finished match on the boards is kept
    QPointer<QThread> m_loader;             // reads the saved match at the start
    QPointer<QMessageBox> m_resumeQuestion; // while it is asked
    bool m_resumePending = false;           // from offerResume() until the user has answered
};

} // namespace ui
