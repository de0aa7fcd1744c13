#pragma once

#include "core/match.h"

#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace ui {

/// The match in progress, kept safe on disk after every move: configuration, names, players and
/// the whole event log with its times, so that Match::replay() rebuilds it exactly. Written to a
/// temporary file and renamed (QSaveFile), so a crash never leaves half a file.
class Autosave
{
public:
    /// A saved match.
    struct Saved
    {
        core::MatchConfig config;
        std::array<QString, 4> names;
        std::array<QString, 4> players; ///< AppSettings::players() form
        std::vector<core::MatchEvent> events;
    };

    /// Autosave in `directory` (created when first written).
    explicit Autosave(const QString &directory);
    /// The application data folder's autosave place.
    static QString defaultDirectory();

    /// Saves `match`; false (with `*error`) if the file cannot be written.
    bool write(const core::Match &match, const std::array<QString, 4> &names,
               const std::array<QString, 4> &players, QString *error = nullptr) const;
    /// The saved match, if there is one; a damaged file gives nothing and `*error` says why.
    std::optional<Saved> read(QString *error = nullptr) const;
    /// Forgets the saved match (it ended, or the user declined to resume it).
    void clear() const;
    QString fileName() const;

private:
    QString m_directory;
};

} // namespace ui
