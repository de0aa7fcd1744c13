#include "autosave.h"

#include "safefile.h"
#include "ruletexts.h"


#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include <cmath>

namespace ui {

namespace {

constexpr int FormatVersion = 2;
// Times in the file are milliseconds; beyond 2^53 a double is no longer exact, and no clock of a
// real match gets near it (it is 285,000 years).
constexpr double MaxFileTime = 9007199254740992.0;

// A time from the file, or nothing if it is missing, not a whole number or out of range.
std::optional<core::Milliseconds> timeFrom(const QJsonValue &v)
{
    if (!v.isDouble()) return std::nullopt;
    const double d = v.toDouble();
    if (!std::isfinite(d) || std::fabs(d) > MaxFileTime || d != std::floor(d)) return std::nullopt;
    return core::Milliseconds(d);
}

QJsonObject configToJson(const core::MatchConfig &c)
{
    QJsonArray odds, fens;
    for (const auto &base : c.seatBase) odds.append(base ? QJsonValue(double(*base)) : QJsonValue());
    for (const auto &fen : c.startFen) fens.append(QString::fromStdString(fen));
    QJsonObject o{{"mode", c.mode == core::MatchMode::Crazyhouse ? "crazyhouse" : "bughouse"},
                  {"base", double(c.time.base)},
                  {"bonus", double(c.time.bonus)},
                  {"timing", int(c.time.kind)},
                  {"odds", odds},
                  {"mateRule", c.rules.mateRule == core::MateRule::Bughouse ? "bughouse" : "standard"},
                  {"promotions", int(c.rules.promotions)},
                  {"startFen", fens}};
    for (const RuleFlag &f : RuleFlags) o[QLatin1String(f.key)] = c.rules.*f.option;
    return o;
}

std::optional<core::MatchConfig> configFromJson(const QJsonObject &o)
{
    core::MatchConfig c;
    c.mode = o["mode"].toString() == QLatin1String("crazyhouse") ? core::MatchMode::Crazyhouse : core::MatchMode::Bughouse;
    const auto base = timeFrom(o["base"]), bonus = timeFrom(o["bonus"]);
    if (!base || !bonus) return std::nullopt;
    c.time.base = *base;
    c.time.bonus = *bonus;
    const int timing = o["timing"].toInt(-1);
    if (timing < 0 || timing > 2) return std::nullopt;
    c.time.kind = core::TimingKind(timing);
    const QJsonArray odds = o["odds"].toArray(), fens = o["startFen"].toArray();
    for (int s = 0; s < 4 && s < odds.size(); ++s) {
        if (odds[s].isNull()) continue;
        const auto seatBase = timeFrom(odds[s]);
        if (!seatBase) return std::nullopt;
        c.seatBase[s] = *seatBase;
    }
    for (int b = 0; b < 2 && b < fens.size(); ++b) c.startFen[b] = fens[b].toString().toStdString();
    for (const RuleFlag &f : RuleFlags) c.rules.*f.option = o[QLatin1String(f.key)].toBool(core::Rules{}.*f.option);
    const int promotions = o["promotions"].toInt(core::promotion::Any);
    if (promotions < 1 || promotions > 255) return std::nullopt;
    c.rules.promotions = std::uint8_t(promotions);
    c.rules.mateRule = o["mateRule"].toString() == QLatin1String("bughouse") ? core::MateRule::Bughouse
                                                                              : core::MateRule::Standard;
    if (!c.validate().empty()) return std::nullopt;
    return c;
}

QByteArray eventLine(const core::MatchEvent &e)
{
    QJsonObject o{{"kind", int(e.kind)}, {"at", double(e.at)}, {"seat", int(e.seat)}};
    if (e.kind == core::MatchEvent::Kind::Move) {
        // The move's fields as they are; Match::replay() checks them when the log is replayed.
        o["move"] = QJsonArray{int(e.move.from), int(e.move.to), int(e.move.kind), int(e.move.piece)};
        o["san"] = QString::fromStdString(e.san);
        o["clock"] = double(e.clock);
    }
    return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
}

std::optional<core::MatchEvent> eventFrom(const QJsonObject &o)
{
    core::MatchEvent e;
    const int kind = o["kind"].toInt(-1), seat = o["seat"].toInt(-1);
    const auto at = timeFrom(o["at"]);
    if (kind < 0 || kind > int(core::MatchEvent::Kind::Flag) || seat < 0 || seat > 3 || !at) return std::nullopt;
    e.kind = core::MatchEvent::Kind(kind);
    e.at = *at;
    e.seat = core::Seat(seat);
    if (e.kind != core::MatchEvent::Kind::Move) return e;
    const QJsonArray m = o["move"].toArray();
    const int from = m.at(0).toInt(-1), to = m.at(1).toInt(-1), moveKind = m.at(2).toInt(-1), piece = m.at(3).toInt(-1);
    const auto clock = timeFrom(o["clock"]);
    if (from < 0 || from > 64 || to < 0 || to > 63 || moveKind < 0 || moveKind > int(core::MoveKind::Drop) ||
        piece < 0 || piece > int(core::PieceType::None) || !clock)
        return std::nullopt;
    e.move = {core::Square(from), core::Square(to), core::MoveKind(moveKind), core::PieceType(piece)};
    e.san = o["san"].toString().toStdString();
    e.clock = *clock;
    return e;
}

} // namespace

Autosave::Autosave(const QString &directory) : m_directory(directory) {}

QString Autosave::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString Autosave::fileName() const
{
    return QDir(m_directory).filePath(QStringLiteral("autosave.journal"));
}

bool Autosave::write(const core::Match &match, const std::array<QString, 4> &names,
                     const std::array<QString, 4> &players, QString *error)
{
    const std::vector<core::MatchEvent> &events = match.events();
    if (m_match == &match && m_written <= events.size() && QFileInfo(fileName()).size() == m_size) {
        QByteArray lines;
        for (std::size_t i = m_written; i < events.size(); ++i) lines += eventLine(events[i]);
        if (!append(lines, error)) return false;
        m_written = events.size();
        return true;
    }
    QJsonArray nameList, playerList;
    for (int s = 0; s < 4; ++s) {
        nameList.append(names[s]);
        playerList.append(players[s]);
    }
    const QJsonObject header{{"version", FormatVersion}, {"config", configToJson(match.config())},
                             {"names", nameList}, {"players", playerList}};
    QDir().mkpath(m_directory);
    QByteArray text = QJsonDocument(header).toJson(QJsonDocument::Compact) + '\n';
    for (const core::MatchEvent &e : events) text += eventLine(e);
    if (!writeFileSafely(fileName(), text, error)) return false;
    m_match = &match;
    m_written = events.size();
    m_size = text.size();
    return true;
}

bool Autosave::beat(const core::Match &match, qint64 at, QString *error)
{
    if (m_match != &match || m_written != match.events().size() || QFileInfo(fileName()).size() != m_size) return true;
    return append(QJsonDocument(QJsonObject{{"alive", double(at)}}).toJson(QJsonDocument::Compact) + '\n', error);
}

// On any failure the file is cut back to what it held.
bool Autosave::append(const QByteArray &lines, QString *error)
{
    QFile file(fileName());
    // Unbuffered: a failed write is known at once, and nothing is left to flush before the cut.
    if (file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered) && file.write(lines) == lines.size()) {
        m_size += lines.size();
        return true;
    }
    if (error) *error = file.errorString();
    if (!file.isOpen() || !file.resize(m_size)) m_match = nullptr; // rewritten whole next time
    return false;
}

void Autosave::adopt(const core::Match &match, std::size_t events, qint64 size)
{
    m_match = &match;
    m_written = events;
    m_size = size;
    // A torn last line is cut off before anything is appended after it.
    QFile file(fileName());
    if (file.size() != m_size && !file.resize(m_size)) m_match = nullptr;
}

std::optional<Autosave::Saved> Autosave::read(QString *error) const
{
    auto fail = [error](const QString &why) {
        if (error) *error = why;
        return std::nullopt;
    };
    QFile file(fileName());
    if (!file.exists()) return fail(QString());
    if (!file.open(QIODevice::ReadOnly)) return fail(file.errorString());
    return readFrom(file, error);
}

std::optional<Autosave::Saved> Autosave::readFrom(QIODevice &file, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error) *error = why;
        return std::nullopt;
    };
    const QByteArray first = file.readLine();
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(first, &parseError);
    if (!doc.isObject()) return fail(QStringLiteral("line 1: ") + parseError.errorString());
    const QJsonObject root = doc.object();
    if (root["version"].toInt() != FormatVersion) return fail(QStringLiteral("unknown version"));
    const auto config = configFromJson(root["config"].toObject());
    if (!config) return fail(QStringLiteral("bad configuration"));
    Saved saved{*config, {}, {}, {}, qint64(first.size())};
    for (int s = 0; s < 4; ++s) {
        saved.names[s] = root["names"].toArray().at(s).toString();
        saved.players[s] = root["players"].toArray().at(s).toString();
    }
    // Events are read a line at a time: memory grows with the events, not with the file's text.
    for (int lineNumber = 2; !file.atEnd(); ++lineNumber) {
        const QByteArray line = file.readLine();
        if (!line.endsWith('\n')) break; // cut short by a crash while it was written
        const QJsonDocument event = QJsonDocument::fromJson(line, &parseError);
        if (event.isObject() && event.object().contains(QLatin1String("alive"))) { // a heartbeat
            const auto at = timeFrom(event.object()["alive"]);
            if (!at) return fail(QStringLiteral("line %1: bad time").arg(lineNumber));
            saved.aliveAt = std::max<qint64>(saved.aliveAt, *at);
            saved.size += line.size();
            continue;
        }
        const auto e = event.isObject() ? eventFrom(event.object()) : std::nullopt;
        if (!e) return fail(QStringLiteral("line %1: bad event").arg(lineNumber));
        saved.events.push_back(std::move(*e));
        saved.size += line.size();
    }
    return saved;
}

void Autosave::newMatch()
{
    m_match = nullptr;
}

void Autosave::clear()
{
    QFile::remove(fileName());
    m_match = nullptr;
}

QString Autosave::keepAside()
{
    m_match = nullptr;
    return keepDamagedAside(fileName());
}

} // namespace ui
