#include "matchsetup.h"

#include "ui/players/builtinplayer.h"
#include "ui/players/uciplayer.h"
#include "ui/settings/appsettings.h"

namespace ui {

using core::Seat;

MatchSetup::MatchSetup(MatchController *controller, AppSettings *settings, QObject *parent)
    : QObject(parent), m_controller(controller), m_settings(settings), m_seatPlayers(controller)
{
    m_seatPlayers.setFallback([](Seat) { return std::make_unique<BuiltInPlayer>(StandInLevel); });
}

QStringList MatchSetup::unknownEngines(const std::array<QString, 4> &players) const
{
    const QStringList known = m_settings->engines() << UciPlayer::findFairyStockfish();
    QStringList unknown;
    for (const QString &spec : players)
        if (spec.startsWith(QLatin1String("uci:")) && !known.contains(spec.mid(4)) &&
            !unknown.contains(spec.mid(4)))
            unknown << spec.mid(4);
    return unknown;
}

std::array<QString, 4> MatchSetup::withoutUnknownEngines(std::array<QString, 4> players) const
{
    const QStringList unknown = unknownEngines(players);
    for (QString &spec : players)
        if (spec.startsWith(QLatin1String("uci:")) && unknown.contains(spec.mid(4)))
            spec = QStringLiteral("builtin:%1").arg(StandInLevel);
    return players;
}

// The computer players of `players` (null for people); computer seats left with their default
// name show the engine's.
std::array<std::unique_ptr<ComputerPlayer>, 4>
MatchSetup::makePlayers(const core::MatchConfig &config, std::array<QString, 4> &names,
                        const std::array<QString, 4> &players)
{
    const QString variant = config.mode == core::MatchMode::Bughouse ? QStringLiteral("bughouse")
                                                                     : QStringLiteral("crazyhouse");
    const auto defaults = AppSettings::defaultNames();
    std::array<std::unique_ptr<ComputerPlayer>, 4> computers;
    for (int s = 0; s < 4; ++s) {
        const QString &spec = players[s];
        if (spec.startsWith(QLatin1String("builtin:")))
            computers[s] = std::make_unique<BuiltInPlayer>(spec.mid(8).toInt());
        else if (spec.startsWith(QLatin1String("uci:")))
            computers[s] = std::make_unique<UciPlayer>(spec.mid(4), variant);
        if (computers[s] && (names[s].isEmpty() || names[s] == defaults[s]))
            names[s] = computers[s]->displayName();
    }
    return computers;
}

void MatchSetup::takeSeats(std::array<std::unique_ptr<ComputerPlayer>, 4> computers,
                           const std::array<QString, 4> &players)
{
    m_playerSpecs = players;
    for (int s = 0; s < 4; ++s) m_seatPlayers.setPlayer(Seat(s), std::move(computers[s]));
    emit seated();
}

void MatchSetup::setUpMatch(const core::MatchConfig &config, const std::array<QString, 4> &names,
                            const std::array<QString, 4> &players)
{
    std::array<QString, 4> shown = names;
    setDemoMatch(false);
    m_seatPlayers.clear(); // no computer may act on the old match while the new one is set up
    auto computers = makePlayers(config, shown, players);
    m_controller->newMatch(config, shown);
    takeSeats(std::move(computers), players);
}

void MatchSetup::continueMatch(core::Match match, const std::array<QString, 4> &names)
{
    setDemoMatch(false);
    m_seatPlayers.clear();
    std::array<QString, 4> shown = names;
    auto computers = makePlayers(match.config(), shown, {});
    m_controller->restore(std::move(match), shown);
    takeSeats(std::move(computers), {});
}

MatchSetup::Seating MatchSetup::restore(core::Match match, const std::array<QString, 4> &names,
                                        const std::array<QString, 4> &players, qint64 aliveAt,
                                        const QList<MatchController::SignalEntry> &sent)
{
    std::array<QString, 4> shown = names;
    m_seatPlayers.clear();
    auto computers = makePlayers(match.config(), shown, players);
    m_controller->restore(std::move(match), shown, aliveAt, sent);
    return {std::move(computers), players};
}

void MatchSetup::seat(Seating seating, bool demo)
{
    takeSeats(std::move(seating.computers), seating.players);
    setDemoMatch(demo);
}

void MatchSetup::rematch()
{
    const core::Match *match = m_controller->match();
    if (!match) return;
    core::MatchConfig config = match->config();
    config.startFen = {};
    std::array<QString, 4> names;
    for (int s = 0; s < 4; ++s) names[s] = m_controller->name(core::opponentOf(Seat(s)));
    std::swap(config.seatBase[0], config.seatBase[1]);
    std::swap(config.seatBase[2], config.seatBase[3]);
    std::array<QString, 4> players;
    for (int s = 0; s < 4; ++s) players[s] = m_playerSpecs[int(core::opponentOf(Seat(s)))];
    // The players' seating is the one New match starts from next; the demo's is not theirs.
    if (!m_demoMatch) {
        std::array<QString, 4> people = names; // a computer's seat is named after it anyway
        for (int s = 0; s < 4; ++s)
            if (!players[s].isEmpty() && players[s] != QLatin1String("human")) people[s].clear();
        m_settings->setMatchConfig(config);
        m_settings->setNames(people);
        m_settings->setPlayers(players);
    }
    setUpMatch(config, names, players);
}

void MatchSetup::startClocks()
{
    const core::Match *match = m_controller->match();
    if (!match || match->isStarted()) return;
    m_controller->start();
}

// A demo match is watched: its pace, the last move's arrows, the move lists. The players' own
// matches have none of these.
void MatchSetup::setDemoMatch(bool demo)
{
    m_demoMatch = demo;
    applyDemoPace();
    emit demoMatchChanged(demo);
}

void MatchSetup::applyDemoPace()
{
    m_seatPlayers.setMinimumMoveTime(
        m_demoMatch && m_settings->demoPace() != QLatin1String("blitz") ? DemoMoveMs : 0);
    m_seatPlayers.setPlayerPace(!m_demoMatch);
}

} // namespace ui
