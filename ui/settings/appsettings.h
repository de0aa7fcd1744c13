#pragma once

#include "ui/input/keybindings.h"

#include "core/match/match.h"

#include <QCoreApplication>
#include <QSettings>
#include <QString>

#include <array>

namespace ui {

/// The program's remembered choices, on QSettings. Every value read is checked: a missing, broken
/// or out-of-range entry falls back to its default, so a damaged settings file never matters.
class AppSettings
{
    Q_DECLARE_TR_FUNCTIONS(ui::AppSettings)

public:
    /// The user's settings file (ini format, in the user's configuration folder).
    AppSettings();
    /// Settings in `file` (ini format). A file that is not a regular one (a pipe would block the
    /// reading, a device never end it) or far larger than any settings file is not read: it is
    /// kept aside as damaged and the defaults apply (problem()).
    explicit AppSettings(const QString &file);
    /// Why the settings file was not read and where it was kept, for the user; empty if it was.
    QString problem() const { return m_problem; }
    /// The largest settings file read.
    static constexpr qint64 MaxFileSize = 1 << 20;

    /// The last match configuration (valid: it passed MatchConfig::validate()); at first, and for
    /// a damaged entry, the internet rule set.
    core::MatchConfig matchConfig() const;
    void setMatchConfig(const core::MatchConfig &config);
    /// The last player names, indexed by core::Seat.
    std::array<QString, 4> names() const;
    void setNames(const std::array<QString, 4> &names);
    /// Who plays each seat, indexed by core::Seat: "human", "builtin:LEVEL" or "uci:PROGRAM".
    std::array<QString, 4> players() const;
    void setPlayers(const std::array<QString, 4> &players);
    /// External UCI engines the user added, by program path.
    QStringList engines() const;
    void setEngines(const QStringList &programs);
    /// The time-control preset index in the new-match dialog (-1: custom).
    int timePreset() const;
    void setTimePreset(int preset);

    bool alwaysQueen() const;
    void setAlwaysQueen(bool always);
    QString theme() const;
    void setTheme(const QString &id);
    int volume() const;
    void setVolume(int volume);
    bool muted() const;
    void setMuted(bool muted);
    /// The folder File -> Open showed last, or the home folder.
    QString openFolder() const;
    void setOpenFolder(const QString &folder);
    /// The chosen language code, or empty to follow the system.
    QString language() const;
    void setLanguage(const QString &code);
    /// Move lists use the language's piece letters.
    bool localizedLetters() const;
    void setLocalizedLetters(bool localized);

    /// The Size setting: "automatic", "normal", "large" or "huge".
    QString size() const;
    void setSize(const QString &id);
    /// The main window's geometry (QWidget::saveGeometry(): place, size, maximized or full
    /// screen) and its docks (QMainWindow::saveState()), empty before the first quit.
    QByteArray windowGeometry() const;
    QByteArray windowState() const;
    void setWindow(const QByteArray &geometry, const QByteArray &state);
    /// Whether the move lists are shown beside the boards.
    bool moveListsShown() const;
    void setMoveListsShown(bool shown);
    /// The demo's pace: "relaxed" (moves people can follow) or "blitz" (the computers' own speed).
    QString demoPace() const;
    void setDemoPace(const QString &pace);

    /// The keys of the two keyboard blocks; unusable saved keys give the defaults and `problem`
    /// says why.
    input::KeyBindings keyBindings(QString *problem = nullptr) const;
    void setKeyBindings(const input::KeyBindings &bindings);

    /// Default player names.
    static std::array<QString, 4> defaultNames();

private:
    // `file`, which is kept aside first (m_problem says so) if it must not be read.
    QString checked(const QString &file);
    int intValue(const QString &key, int fallback, int min, int max) const;
    bool boolValue(const QString &key, bool fallback) const;

    QString m_problem; // before m_settings: set while its file is checked
    mutable QSettings m_settings;
};

} // namespace ui
