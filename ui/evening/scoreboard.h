#pragma once

#include "core/match/match.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <vector>

namespace ui {

/// The evening's tally: every counted match (won, lost or drawn; an aborted one is not counted)
/// and, from them, per team and per player the matches, wins, draws, losses and points (a win 1,
/// a draw ½). A bughouse team is its two players, whatever their seats and colours; in crazyhouse
/// each player is a side of one, counted as a player only. Names are compared as entered.
/// With a file, the matches are kept there as JSON, rewritten safely after every change.
class Scoreboard
{
    Q_DECLARE_TR_FUNCTIONS(ui::Scoreboard)

public:
    /// At most this many matches are kept (the oldest go first), names at most MaxName letters.
    static constexpr int MaxMatches = 5000;
    static constexpr int MaxName = 100;

    /// A counted match: team One (White-A and Black-B, or White) against team Two.
    struct Played
    {
        core::MatchMode mode = core::MatchMode::Bughouse;
        std::array<QStringList, 2> teams; ///< each two names (bughouse) or one (crazyhouse)
        std::optional<int> winner;        ///< 0 or 1 (index into teams); none: a draw
        QString id;            ///< the match's identity if known: a match is counted once
        QStringList computers; ///< the names in `teams` that computers played: no person's
        friend bool operator==(const Played &, const Played &) = default;
    };

    /// One line of the table.
    struct Tally
    {
        QString name; ///< a player, or a team's names ("Ann & Dee") in the order first seen
        int matches = 0, wins = 0, draws = 0, losses = 0;
        int halfPoints() const { return 2 * wins + draws; }
    };

    /// Kept in `fileName` (call load()); without one, in memory only (the demo's).
    explicit Scoreboard(QString fileName = {});

    /// What `match` counts as, with `names` by seat and the seats that `computer`s played; none
    /// while it runs or if it was aborted.
    static std::optional<Played> played(const core::Match &match,
                                        const std::array<QString, 4> &names,
                                        const std::array<bool, 4> &computer = {});

    /// Reads the file (a missing one is an empty evening). A damaged one leaves the scoreboard
    /// empty: false with `*error` saying why; the caller keeps it aside (keepAside()).
    bool load(QString *error = nullptr);
    /// Counts `match`, unless a match with its id was counted; false (`*error`) if the file could
    /// not be written (it still counts here).
    bool add(const Played &match, QString *error = nullptr);
    /// A new evening: no match counted; false (`*error`) if the file could not be written.
    bool clear(QString *error = nullptr);
    /// Renames the damaged file so that it is kept but not read again; the new name, or empty.
    QString keepAside() const;

    QString fileName() const { return m_fileName; }
    const std::vector<Played> &matches() const { return m_matches; }
    bool isEmpty() const { return m_matches.empty(); }
    /// The bughouse teams and all players (computers are none), best first: by points, then
    /// wins, then name.
    QList<Tally> teams() const;
    QList<Tally> players() const;

    /// Points as shown: "3", "2½", "½" (the whole part in the current QLocale).
    static QString pointsText(int halfPoints);
    /// The table as CSV for a spreadsheet: UTF-8 (with a byte-order mark), a header row, one row
    /// per team then per player, commas, quotes where a field needs them, points with a '.'.
    QByteArray csv() const;

private:
    bool write(QString *error) const;

    QString m_fileName;
    std::vector<Played> m_matches;
};

} // namespace ui
