#pragma once

#include <QObject>

class QAction;

namespace ui {

class AppSettings;
class MatchKeeper;
class MatchSetup;

/// The demo: four computer players, one match after another (the next once the scoreboard of the
/// last has been seen), until it is switched off.
class DemoLoop : public QObject
{
    Q_OBJECT

public:
    DemoLoop(AppSettings *settings, MatchSetup *setup, MatchKeeper *keeper,
             QObject *parent = nullptr);

    /// Between demo matches the scoreboard stays this long before the next one begins.
    static constexpr int ScoreboardMs = 5000;
    /// Match → Demo, ticked while the demo runs (its text is the menu's).
    QAction *action() const { return m_action; }
    bool isRunning() const;
    /// Starts the demo (after asking, over a match in progress), or stops it at once: the players
    /// then get a fresh match of their own settings.
    void setRunning(bool on);
    /// The scoreboard after a match is shown: the next demo match follows.
    void scoreboardShown();

signals:
    /// The demo stopped: its scoreboard goes with it.
    void stopped();

private:
    void beginMatch();

    AppSettings *m_settings;
    MatchSetup *m_setup;
    MatchKeeper *m_keeper;
    QAction *m_action;
};

} // namespace ui
