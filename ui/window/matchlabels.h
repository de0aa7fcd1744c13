#pragma once

#include "core/records/gamerecord.h"

#include <QCoreApplication>
#include <QString>

#include <array>

class QFontMetrics;

namespace ui {

/// How the program names a match in words: its players, its time control, and its entry under
/// File → Recent matches.
class MatchLabels
{
    Q_DECLARE_TR_FUNCTIONS(MatchLabels)

public:
    /// "Ann & Dee – Bob & Cid" (crazyhouse "Ann – Bob") from the names by seat, each side elided
    /// to `sideWidth` pixels of `metrics` if given.
    static QString teams(core::MatchMode mode, const std::array<QString, 4> &names,
                         const QFontMetrics *metrics = nullptr, int sideWidth = 0);
    /// The same for who played the game of `record`.
    static QString players(const core::GameRecord &record, const QFontMetrics *metrics = nullptr,
                           int sideWidth = 0);
    /// "3 min + 2 s", "5 min, 3 s delay", "5 min, 3 s Bronstein delay".
    static QString timeControl(const core::TimeControl &time);
    /// The entry of the match kept in `fileName`: players, result (in words for an unfinished or
    /// aborted match), date; `shown` with each side (a team, or a player in crazyhouse) elided
    /// to `sideWidth` pixels of `metrics`, `whole` without.
    struct Recent
    {
        QString shown;
        QString whole;
    };
    static Recent recent(const QString &fileName, const QFontMetrics &metrics, int sideWidth);
};

} // namespace ui
