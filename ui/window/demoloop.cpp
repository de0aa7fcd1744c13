#include "demoloop.h"

#include "matchkeeper.h"
#include "matchsetup.h"

#include "ui/settings/appsettings.h"

#include <QAction>
#include <QTimer>

namespace ui {

DemoLoop::DemoLoop(AppSettings *settings, MatchSetup *setup, MatchKeeper *keeper, QObject *parent)
    : QObject(parent), m_settings(settings), m_setup(setup), m_keeper(keeper),
      m_action(new QAction(this))
{
    m_action->setCheckable(true);
    connect(m_action, &QAction::triggered, this, &DemoLoop::setRunning);
    // A resumed demo goes on as one.
    connect(keeper, &MatchKeeper::restored, m_action, &QAction::setChecked);
}

bool DemoLoop::isRunning() const
{
    return m_action->isChecked();
}

void DemoLoop::setRunning(bool on)
{
    if (on && !m_keeper->leaveMatchInProgress(MatchKeeper::Leaving::Demo)) on = false;
    m_action->setChecked(on);
    if (!on) {
        // The demo stops at once: the players get a fresh match of their own settings, and the
        // demo's scoreboard goes with it (the demo matches were never kept).
        if (!m_setup->isDemoMatch()) return;
        emit stopped();
        m_setup->setUpMatch(m_settings->matchConfig(), m_settings->names(), m_settings->players());
        return;
    }
    core::MatchConfig config = m_settings->matchConfig();
    config.mode = core::MatchMode::Bughouse;
    config.seatBase = {};
    config.startFen = {};
    // Relaxed, the clocks get time for the pace: five minutes and three seconds a move.
    if (m_settings->demoPace() != QLatin1String("blitz"))
        config.time = {300'000, 3'000, core::TimingKind::Increment};
    const std::array<QString, 4> levels = {"builtin:5", "builtin:4", "builtin:4", "builtin:5"};
    m_setup->setUpMatch(config, {"Ada", "Boris", "Cleo", "Dmitri"}, levels);
    beginMatch();
}

void DemoLoop::beginMatch()
{
    m_setup->setDemoMatch(true);
    m_setup->startClocks();
}

void DemoLoop::scoreboardShown()
{
    if (!isRunning()) return;
    QTimer::singleShot(ScoreboardMs, this, [this] {
        if (!isRunning()) return;
        m_setup->rematch();
        beginMatch();
    });
}

} // namespace ui
