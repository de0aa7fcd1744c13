#include "appsettings.h"

#include "ui/match/ruletexts.h"
#include "ui/match/safefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QStandardPaths>

namespace ui {

namespace {

const char *const SeatKeys[4] = {"whiteA", "blackA", "whiteB", "blackB"};

} // namespace

// Its own file, not QSettings' default: that one also reads the organisation's and the system's
// files, which are not checked.
AppSettings::AppSettings()
    : AppSettings(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
                  QStringLiteral("/Bughouse/bughouse.conf"))
{}

// Checked before QSettings opens it, which would read it whole at once.
QString AppSettings::checked(const QString &file)
{
    const QFileInfo info(file);
    if (!info.exists() || (info.isFile() && info.size() <= MaxFileSize)) return file;
    const QString kept = keepDamagedAside(file);
    const QString why = info.isFile()
                            ? tr("it is larger than %1 bytes").arg(QLocale().toString(MaxFileSize))
                            : tr("it is not a regular file");
    m_problem = kept.isEmpty()
                    ? tr("The settings file %1 could not be read: %2. The defaults apply.")
                          .arg(QDir::toNativeSeparators(file), why)
                    : tr("The settings file %1 could not be read: %2. The defaults apply; the "
                         "file was kept as %3.")
                          .arg(QDir::toNativeSeparators(file), why, QDir::toNativeSeparators(kept));
    return file;
}

AppSettings::AppSettings(const QString &file) : m_settings(checked(file), QSettings::IniFormat) {}

int AppSettings::intValue(const QString &key, int fallback, int min, int max) const
{
    bool ok = false;
    const int v = m_settings.value(key).toInt(&ok);
    return ok && v >= min && v <= max ? v : fallback;
}

bool AppSettings::boolValue(const QString &key, bool fallback) const
{
    const QVariant v = m_settings.value(key);
    const QString text = v.toString().toLower();
    if (text == QLatin1String("true") || text == QLatin1String("1")) return true;
    if (text == QLatin1String("false") || text == QLatin1String("0")) return false;
    return fallback;
}

// Until the user chooses, matches follow the internet servers' rules (core::RuleSet::Internet).
core::MatchConfig AppSettings::matchConfig() const
{
    core::MatchConfig fallback;
    fallback.rules = core::rulesOf(core::RuleSet::Internet);
    core::MatchConfig c = fallback;
    c.mode = intValue("match/mode", 0, 0, 1) == 1 ? core::MatchMode::Crazyhouse
                                                  : core::MatchMode::Bughouse;
    c.time.base = intValue("match/baseMs", 180'000, 1000, 24 * 3600 * 1000);
    c.time.bonus = intValue("match/bonusMs", 0, 0, 3600 * 1000);
    c.time.kind = core::TimingKind(intValue("match/timing", 0, 0, 2));
    for (int s = 0; s < 4; ++s) {
        const int base = intValue(QStringLiteral("match/odds/%1").arg(QLatin1String(SeatKeys[s])),
                                  0, 0, 24 * 3600 * 1000);
        if (base > 0 && !(c.mode == core::MatchMode::Crazyhouse && s >= 2)) c.seatBase[s] = base;
    }
    for (const RuleFlag &f : RuleFlags)
        c.rules.*f.option = boolValue(QStringLiteral("match/%1").arg(QLatin1String(f.key)),
                                      core::Rules{}.*f.option);
    c.rules.promotions =
        std::uint8_t(intValue("match/promotions", core::promotion::Any, 0, core::promotion::Any));
    if (!c.rules.promotions) c.rules.promotions = core::promotion::Any;
    c.rules.mateRule = intValue("match/mateRule", 1, 0, 1) == 1 ? core::MateRule::Bughouse
                                                                : core::MateRule::Standard;
    return c.validate().empty() ? c : fallback;
}

void AppSettings::setMatchConfig(const core::MatchConfig &c)
{
    m_settings.setValue("match/mode", c.mode == core::MatchMode::Crazyhouse ? 1 : 0);
    m_settings.setValue("match/baseMs", qint64(c.time.base));
    m_settings.setValue("match/bonusMs", qint64(c.time.bonus));
    m_settings.setValue("match/timing", int(c.time.kind));
    for (int s = 0; s < 4; ++s)
        m_settings.setValue(QStringLiteral("match/odds/%1").arg(QLatin1String(SeatKeys[s])),
                            qint64(c.seatBase[s].value_or(0)));
    for (const RuleFlag &f : RuleFlags)
        m_settings.setValue(QStringLiteral("match/%1").arg(QLatin1String(f.key)),
                            c.rules.*f.option);
    m_settings.setValue("match/promotions", int(c.rules.promotions));
    m_settings.setValue("match/mateRule", c.rules.mateRule == core::MateRule::Bughouse ? 1 : 0);
}

std::array<QString, 4> AppSettings::defaultNames()
{
    return {QCoreApplication::translate("ui::AppSettings", "Player 1"),
            QCoreApplication::translate("ui::AppSettings", "Player 2"),
            QCoreApplication::translate("ui::AppSettings", "Player 3"),
            QCoreApplication::translate("ui::AppSettings", "Player 4")};
}

std::array<QString, 4> AppSettings::names() const
{
    std::array<QString, 4> names = defaultNames();
    for (int s = 0; s < 4; ++s) {
        const QString name =
            m_settings.value(QStringLiteral("names/%1").arg(QLatin1String(SeatKeys[s])))
                .toString()
                .trimmed();
        if (!name.isEmpty()) names[s] = name.left(40);
    }
    return names;
}

// A default name is not stored: it follows the language ("Speler 1" in Dutch).
void AppSettings::setNames(const std::array<QString, 4> &names)
{
    const auto defaults = defaultNames();
    for (int s = 0; s < 4; ++s)
        m_settings.setValue(QStringLiteral("names/%1").arg(QLatin1String(SeatKeys[s])),
                            names[s] == defaults[s] ? QString() : names[s]);
}

std::array<QString, 4> AppSettings::players() const
{
    std::array<QString, 4> players;
    for (int s = 0; s < 4; ++s) {
        const QString spec =
            m_settings.value(QStringLiteral("players/%1").arg(QLatin1String(SeatKeys[s])))
                .toString();
        const bool valid =
            spec.startsWith(QLatin1String("builtin:")) || spec.startsWith(QLatin1String("uci:"));
        players[s] = valid ? spec : QStringLiteral("human");
    }
    return players;
}

void AppSettings::setPlayers(const std::array<QString, 4> &players)
{
    for (int s = 0; s < 4; ++s)
        m_settings.setValue(QStringLiteral("players/%1").arg(QLatin1String(SeatKeys[s])),
                            players[s]);
}

QStringList AppSettings::engines() const
{
    return m_settings.value("engines/programs").toStringList();
}

void AppSettings::setEngines(const QStringList &programs)
{
    m_settings.setValue("engines/programs", programs);
}

int AppSettings::timePreset() const
{
    return intValue("match/preset", 2, -1, 4);
}
void AppSettings::setTimePreset(int preset)
{
    m_settings.setValue("match/preset", preset);
}
bool AppSettings::alwaysQueen() const
{
    return boolValue("play/alwaysQueen", false);
}
void AppSettings::setAlwaysQueen(bool always)
{
    m_settings.setValue("play/alwaysQueen", always);
}

QString AppSettings::theme() const
{
    const QString id = m_settings.value("view/theme").toString();
    return id == QLatin1String("high-contrast") ? id : QStringLiteral("classic");
}

void AppSettings::setTheme(const QString &id)
{
    m_settings.setValue("view/theme", id);
}
QString AppSettings::size() const
{
    return m_settings.value("view/size").toString();
}
void AppSettings::setSize(const QString &id)
{
    m_settings.setValue("view/size", id);
}
QByteArray AppSettings::windowGeometry() const
{
    return m_settings.value("view/geometry").toByteArray();
}
QByteArray AppSettings::windowState() const
{
    return m_settings.value("view/state").toByteArray();
}
void AppSettings::setWindow(const QByteArray &geometry, const QByteArray &state)
{
    m_settings.setValue("view/geometry", geometry);
    m_settings.setValue("view/state", state);
}
bool AppSettings::moveListsShown() const
{
    return boolValue("view/moveLists", true);
}
void AppSettings::setMoveListsShown(bool shown)
{
    m_settings.setValue("view/moveLists", shown);
}

QString AppSettings::demoPace() const
{
    return m_settings.value("demo/pace").toString() == QLatin1String("blitz")
               ? QStringLiteral("blitz")
               : QStringLiteral("relaxed");
}

void AppSettings::setDemoPace(const QString &pace)
{
    m_settings.setValue("demo/pace", pace);
}
int AppSettings::volume() const
{
    return intValue("sound/volume", 70, 0, 100);
}
void AppSettings::setVolume(int volume)
{
    m_settings.setValue("sound/volume", volume);
}
bool AppSettings::muted() const
{
    return boolValue("sound/muted", false);
}
void AppSettings::setMuted(bool muted)
{
    m_settings.setValue("sound/muted", muted);
}

QString AppSettings::openFolder() const
{
    const QString folder = m_settings.value("files/openFolder").toString();
    return !folder.isEmpty() && QDir(folder).exists() ? folder : QDir::homePath();
}

void AppSettings::setOpenFolder(const QString &folder)
{
    m_settings.setValue("files/openFolder", folder);
}

QString AppSettings::language() const
{
    const QString code = m_settings.value("view/language").toString();
    return code == QLatin1String("en") || code == QLatin1String("nl") || code == QLatin1String("cs")
               ? code
               : QString();
}

void AppSettings::setLanguage(const QString &code)
{
    m_settings.setValue("view/language", code);
}
bool AppSettings::localizedLetters() const
{
    return boolValue("view/localizedLetters", false);
}
void AppSettings::setLocalizedLetters(bool localized)
{
    m_settings.setValue("view/localizedLetters", localized);
}

input::KeyBindings AppSettings::keyBindings(QString *problem) const
{
    return input::KeyBindings::load(m_settings, problem);
}

void AppSettings::setKeyBindings(const input::KeyBindings &bindings)
{
    bindings.save(m_settings);
}

} // namespace ui
