#pragma once

#include "ui/match/matchcontroller.h"
#include "ui/players/seatplayers.h"

#include <QObject>
#include <QStringList>

#include <array>
#include <memory>

namespace ui {

class AppSettings;

/// Sets up the match on the boards and seats its players: people, or computer players made from
/// their specs (the AppSettings::players() form: "builtin:5", "uci:/path", empty for a person).
class MatchSetup : public QObject
{
    Q_OBJECT

public:
    MatchSetup(MatchController *controller, AppSettings *settings, QObject *parent = nullptr);

    /// The demo's relaxed pace: a computer's move comes no sooner than this after it was asked.
    static constexpr int DemoMoveMs = 2500;
    /// The built-in engine's level where an engine fails or may not be started.
    static constexpr int StandInLevel = 4;

    SeatPlayers *seatPlayers() { return &m_seatPlayers; }
    /// A new match (not started) with `config`, `names` and who plays each seat (default: people
    /// everywhere). Not the demo's.
    void setUpMatch(const core::MatchConfig &config, const std::array<QString, 4> &names,
                    const std::array<QString, 4> &players = {});
    /// Takes over `match` (played up to where it stands, clocks paused) with `names`, people in
    /// every seat: "Continue playing from here" of a replay.
    void continueMatch(core::Match match, const std::array<QString, 4> &names);
    /// Who is to sit at each seat of a restored match: its computer players (null for people)
    /// and their specs.
    struct Seating
    {
        std::array<std::unique_ptr<ComputerPlayer>, 4> computers;
        std::array<QString, 4> players;
    };
    /// A saved match back on the boards as it was, with its names and signals, clocks paused.
    /// Nobody sits yet, so nothing can move on it: what must come before any move (the journal
    /// going on from the saved one) comes next, then seat() with what this returns.
    Seating restore(core::Match match, const std::array<QString, 4> &names,
                    const std::array<QString, 4> &players, qint64 aliveAt,
                    const QList<MatchController::SignalEntry> &sent);
    /// The players of a restored match sit down (a computer to move starts thinking); `demo`
    /// marks a demo match.
    void seat(Seating seating, bool demo);
    /// The same players with colours swapped on each board (partners stay partners); outside the
    /// demo, the seating New match starts from next.
    void rematch();
    /// Starts the clocks of a match that is set up.
    void startClocks();
    /// Who plays each seat, as given when the match was set up.
    const std::array<QString, 4> &playerSpecs() const { return m_playerSpecs; }
    /// The programs among `players` ("uci:PROGRAM") that the user has not added as engines (nor
    /// the Fairy-Stockfish found by the program): a saved file must not start them unasked.
    QStringList unknownEngines(const std::array<QString, 4> &players) const;
    /// `players` with the seats of unknown engines given to the built-in engine.
    std::array<QString, 4> withoutUnknownEngines(std::array<QString, 4> players) const;
    /// The match was set up by the demo: it is watched (its pace, arrows and move lists), not kept,
    /// and ended without asking.
    bool isDemoMatch() const { return m_demoMatch; }
    void setDemoMatch(bool demo);
    /// The demo's pace (Settings → Demo pace) for a demo match; none for the players' own.
    void applyDemoPace();

signals:
    /// New players sit at the seats (the seats' menus and the status line follow).
    void seated();
    void demoMatchChanged(bool demo);

private:
    std::array<std::unique_ptr<ComputerPlayer>, 4>
    makePlayers(const core::MatchConfig &config, std::array<QString, 4> &names,
                const std::array<QString, 4> &players);
    void takeSeats(std::array<std::unique_ptr<ComputerPlayer>, 4> computers,
                   const std::array<QString, 4> &players);

    MatchController *m_controller;
    AppSettings *m_settings;
    SeatPlayers m_seatPlayers;
    std::array<QString, 4> m_playerSpecs;
    bool m_demoMatch = false;
};

} // namespace ui
