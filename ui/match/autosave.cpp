#include "autosave.h"

#include "journallines.h"
#include "ruletexts.h"
#include "safefile.h"

#include <QDateTime>
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

// Version 4 seals every line; 3 (wall-clock times) and 2 are read, but their heartbeats are not
// believed: without a check a damaged one could charge time that was never spent.
constexpr int FormatVersion = 4;
constexpr int OldestVersion = 2;
// A header with long names or start positions fits easily; an event line is about 130 bytes.
constexpr qint64 MaxHeaderLine = 1 << 20;
constexpr qint64 MaxEventLine = 4096;
// Times in the file are milliseconds; beyond 2^53 a double is no longer exact, and no clock of a
// real match gets near it (it is 285,000 years).
constexpr double MaxFileTime = 9007199254740992.0;

// A time from the file, or nothing if it is missing, not a whole number or out of range.
std::optional<core::Milliseconds> timeFrom(std::optional<double> v)
{
    if (!v || !std::isfinite(*v) || std::fabs(*v) > MaxFileTime || *v != std::floor(*v))
        return std::nullopt;
    return core::Milliseconds(*v);
}

std::optional<core::Milliseconds> timeFrom(const QJsonValue &v)
{
    return timeFrom(v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt);
}

// A whole number from `lo` to `hi`, else -1.
int intFrom(std::optional<double> v, int lo, int hi)
{
    return v && *v >= lo && *v <= hi && *v == std::floor(*v) ? int(*v) : -1;
}

QJsonObject configToJson(const core::MatchConfig &c)
{
    QJsonArray odds, fens;
    for (const auto &base : c.seatBase)
        odds.append(base ? QJsonValue(double(*base)) : QJsonValue());
    for (const auto &fen : c.startFen) fens.append(QString::fromStdString(fen));
    QJsonObject o{
        {"mode", c.mode == core::MatchMode::Crazyhouse ? "crazyhouse" : "bughouse"},
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
    c.mode = o["mode"].toString() == QLatin1String("crazyhouse") ? core::MatchMode::Crazyhouse
                                                                 : core::MatchMode::Bughouse;
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
    for (const RuleFlag &f : RuleFlags)
        c.rules.*f.option = o[QLatin1String(f.key)].toBool(core::Rules{}.*f.option);
    const int promotions = o["promotions"].toInt(core::promotion::Any);
    if (promotions < 1 || promotions > 255) return std::nullopt;
    c.rules.promotions = std::uint8_t(promotions);
    c.rules.mateRule = o["mateRule"].toString() == QLatin1String("bughouse")
                           ? core::MateRule::Bughouse
                           : core::MateRule::Standard;
    if (!c.validate().empty()) return std::nullopt;
    return c;
}

QByteArray sealed(const QJsonObject &o)
{
    return JournalLines::seal(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QByteArray eventLine(const core::MatchEvent &e, qint64 wall)
{
    QJsonObject o{
        {"kind", int(e.kind)}, {"at", double(e.at)}, {"seat", int(e.seat)}, {"wall", double(wall)}};
    if (e.kind == core::MatchEvent::Kind::Move) {
        // The move's fields as they are; Match::replay() checks them when the log is replayed.
        o["move"] =
            QJsonArray{int(e.move.from), int(e.move.to), int(e.move.kind), int(e.move.piece)};
        o["san"] = QString::fromLatin1(e.san.view().data(), qsizetype(e.san.view().size()));
        o["clock"] = double(e.clock);
    }
    return sealed(o);
}

std::optional<core::MatchEvent> eventFrom(const JournalLines::Fields &f)
{
    core::MatchEvent e;
    const int kind = intFrom(f.kind, 0, int(core::MatchEvent::Kind::Flag)),
              seat = intFrom(f.seat, 0, 3);
    const auto at = timeFrom(f.at);
    if (kind < 0 || seat < 0 || !at) return std::nullopt;
    e.kind = core::MatchEvent::Kind(kind);
    e.at = *at;
    e.seat = core::Seat(seat);
    if (e.kind != core::MatchEvent::Kind::Move) return e;
    const int from = intFrom(f.move[0], 0, 64), to = intFrom(f.move[1], 0, 63),
              moveKind = intFrom(f.move[2], 0, int(core::MoveKind::Drop)),
              piece = intFrom(f.move[3], 0, int(core::PieceType::None));
    const auto clock = timeFrom(f.clock);
    const std::string_view san = f.san.value_or(std::string_view());
    if (from < 0 || to < 0 || moveKind < 0 || piece < 0 || !clock || !core::SanText::fits(san))
        return std::nullopt;
    e.move = {core::Square(from), core::Square(to), core::MoveKind(moveKind),
              core::PieceType(piece)};
    e.san = san;
    e.clock = *clock;
    return e;
}

QByteArray signalLine(const Autosave::Signal &s, qint64 wall)
{
    const QJsonObject o{{"signal", int(s.signal)},
                        {"seat", int(s.from)},
                        {"at", double(s.at)},
                        {"wall", double(wall)}};
    return sealed(o);
}

std::optional<Autosave::Signal> signalFrom(std::optional<double> signal, std::optional<double> seat,
                                           std::optional<core::Milliseconds> at)
{
    const int kind = intFrom(signal, 0, core::PartnerSignalCount - 1), from = intFrom(seat, 0, 3);
    if (kind < 0 || from < 0 || !at) return std::nullopt;
    return Autosave::Signal{core::Seat(from), core::PartnerSignal(kind), *at};
}

} // namespace

// Opened, not asked (access()): what counts is whether this process can read it now. A journal
// kept under a later name while an earlier one could not be read is found too, once the earlier
// one is gone.
Autosave::Autosave(const QString &directory) : m_directory(directory)
{
    const QDir dir(directory);
    QString absent; // the first free name
    for (int n = 1; n <= MaxFiles; ++n) {
        const QString name = dir.filePath(n == 1 ? QStringLiteral("autosave.journal")
                                                 : QStringLiteral("autosave-%1.journal").arg(n));
        const QFileInfo info(name);
        if (!info.exists() && !info.isSymLink()) {
            if (absent.isEmpty()) absent = name;
            continue;
        }
        QFile file(name);
        if (!info.isFile() || file.open(QIODevice::ReadOnly)) { // what read() reads (or refuses)
            m_fileName = name;
            return;
        }
        m_unreadable.append({name, file.errorString()});
    }
    m_fileName = absent.isEmpty() ? dir.filePath(QStringLiteral("autosave.journal")) : absent;
}

qint64 Autosave::wallNow() const
{
    return m_wallClock ? m_wallClock() : QDateTime::currentMSecsSinceEpoch();
}

QString Autosave::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

bool Autosave::write(const core::Match &match, const Header &header,
                     const std::vector<Signal> &sent, QString *error)
{
    const std::vector<core::MatchEvent> &events = match.events();
    const qint64 wall = wallNow();
    if (m_match == &match && m_written <= events.size() && QFileInfo(fileName()).size() == m_size) {
        QByteArray lines;
        for (std::size_t i = m_written; i < events.size(); ++i) lines += eventLine(events[i], wall);
        if (!append(lines, error)) return false;
        m_written = events.size();
        return true;
    }
    QJsonArray nameList, playerList;
    for (int s = 0; s < 4; ++s) {
        nameList.append(header.names[s]);
        playerList.append(header.players[s]);
    }
    QJsonArray signalList;
    for (const Signal &s : sent)
        signalList.append(QJsonArray{int(s.from), int(s.signal), double(s.at)});
    QJsonObject first{{"version", FormatVersion},
                      {"id", header.id},
                      {"config", configToJson(match.config())},
                      {"names", nameList},
                      {"players", playerList},
                      {"wall", double(wall)}};
    if (!signalList.isEmpty()) first["signals"] = signalList;
    if (header.demo) first["demo"] = true;
    QDir().mkpath(m_directory);
    QByteArray text = sealed(first);
    for (const core::MatchEvent &e : events) text += eventLine(e, wall);
    if (!writeFileSafely(fileName(), text, error)) return false;
    m_match = &match;
    m_written = events.size();
    m_size = text.size();
    return true;
}

bool Autosave::beat(const core::Match &match, qint64 at, QString *error)
{
    if (m_match != &match || m_written != match.events().size() ||
        QFileInfo(fileName()).size() != m_size)
        return true;
    return append(sealed({{"alive", double(at)}, {"wall", double(wallNow())}}), error);
}

bool Autosave::signal(const core::Match &match, const Signal &signal, QString *error)
{
    if (m_match != &match || m_written != match.events().size() ||
        QFileInfo(fileName()).size() != m_size)
        return true;
    return append(signalLine(signal, wallNow()), error);
}

// On any failure the file is cut back to what it held.
bool Autosave::append(const QByteArray &lines, QString *error)
{
    QFile file(fileName());
    // Unbuffered: a failed write is known at once, and nothing is left to flush before the cut.
    if (file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered) &&
        writeAll(file, lines)) {
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

std::optional<Autosave::Saved> Autosave::read(QString *error, const Progress &progress) const
{
    auto fail = [error](const QString &why) {
        if (error) *error = why;
        return std::nullopt;
    };
    // An endless device or a pipe behind the name would be read forever, or block the open.
    const QFileInfo info(fileName());
    if (!info.exists()) return fail(QString());
    if (!info.isFile()) return fail(QStringLiteral("not a regular file"));
    if (info.size() > MaxFileSize)
        return fail(QStringLiteral("larger than %1 bytes").arg(MaxFileSize));
    QFile file(fileName());
    if (!file.open(QIODevice::ReadOnly)) return fail(file.errorString());
    return readFrom(file, wallNow(), error, progress);
}

std::optional<Autosave::Saved> Autosave::readFrom(QIODevice &file, qint64 wallNow, QString *error,
                                                  const Progress &progress)
{
    auto fail = [error](const QString &why) {
        if (error) *error = why;
        return std::nullopt;
    };
    auto failAt = [&fail](int lineNumber, const char *why) {
        return fail(QStringLiteral("line %1: %2").arg(lineNumber).arg(QLatin1String(why)));
    };
    JournalLines lines(file);
    std::string_view first;
    if (lines.next(MaxHeaderLine, first) == JournalLines::Status::TooLong)
        return failAt(1, "too long");
    // A sealed header makes a journal of version 4, whose every line must be sealed.
    const std::optional<std::string_view> headerText = JournalLines::unseal(first);
    const bool seals = headerText.has_value();
    const std::string_view text = headerText.value_or(first);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(
        QByteArray::fromRawData(text.data(), qsizetype(text.size())), &parseError);
    if (!doc.isObject()) return fail(QStringLiteral("line 1: ") + parseError.errorString());
    const QJsonObject root = doc.object();
    const int version = root["version"].toInt();
    if (seals ? version != FormatVersion : version < OldestVersion || version >= FormatVersion)
        return fail(version == FormatVersion ? QStringLiteral("line 1: its check fails")
                                             : QStringLiteral("unknown version"));
    const bool walls = version >= 3;
    const auto config = configFromJson(root["config"].toObject());
    if (!config) return fail(QStringLiteral("bad configuration"));
    // The wall-clock time of the last event's line (at first the header's) and that event's time.
    qint64 eventWall = 0, eventAt = 0;
    if (walls) {
        const auto wall = timeFrom(root["wall"]);
        if (!wall) return failAt(1, "bad wall-clock time");
        eventWall = *wall;
    }
    std::array<QString, 4> names, players;
    for (int s = 0; s < 4; ++s) {
        names[s] = root["names"].toArray().at(s).toString();
        players[s] = root["players"].toArray().at(s).toString();
    }
    std::vector<Signal> sent;
    for (const QJsonValue &v : root["signals"].toArray()) {
        const QJsonArray a = v.toArray();
        const auto s =
            signalFrom(a.at(1).isDouble() ? std::optional(a.at(1).toDouble()) : std::nullopt,
                       a.at(0).isDouble() ? std::optional(a.at(0).toDouble()) : std::nullopt,
                       timeFrom(a.at(2)));
        if (!s) return failAt(1, "bad signal");
        sent.push_back(*s);
    }
    // Replayed as it is read: the events are held once, by the match.
    core::MatchReplay replay(*config);
    const qint64 total = file.size();
    replay.match().reserveEvents(std::size_t(std::max<qint64>(total, 0) / 96));
    qint64 size = qint64(first.size()), aliveAt = 0;
    int permille = 0;
    bool torn = false;
    std::string_view line;
    for (int lineNumber = 2;; ++lineNumber) {
        const JournalLines::Status status = lines.next(MaxEventLine, line);
        if (status == JournalLines::Status::TooLong) return failAt(lineNumber, "too long");
        if (status == JournalLines::Status::Torn) {
            // A crash leaves the start of a line; a whole sealed line followed by something
            // else than its '\n' is a damaged one.
            if (seals && JournalLines::unseal(line.substr(0, line.size() - 1)))
                return failAt(lineNumber, "its end is damaged");
            torn = true;
            break;
        }
        if (status != JournalLines::Status::Line) break;
        std::string_view text = line;
        if (seals) {
            const auto unsealed = JournalLines::unseal(line);
            if (!unsealed) return failAt(lineNumber, "its check fails");
            text = *unsealed;
        }
        const auto fields = JournalLines::fields(text);
        if (!fields) return failAt(lineNumber, "bad event");
        const auto wall = walls ? timeFrom(fields->wall) : std::optional<core::Milliseconds>(0);
        if (!wall) return failAt(lineNumber, "bad wall-clock time");
        size += qint64(line.size());
        if (fields->signal) { // a partner signal: beside the match, for the team logs
            const auto s = signalFrom(fields->signal, fields->seat, timeFrom(fields->at));
            if (!s) return failAt(lineNumber, "bad signal");
            sent.push_back(*s);
            continue;
        }
        if (fields->alive) { // a heartbeat, believed only when sealed
            if (!seals) continue;
            const auto at = timeFrom(fields->alive);
            if (!at) return failAt(lineNumber, "bad time");
            const core::Match &match = replay.match();
            if (!match.isStarted() || match.isPaused() || match.isOver())
                return failAt(lineNumber, "a heartbeat while the clocks stand");
            if (*at < std::max(eventAt, aliveAt))
                return failAt(lineNumber, "a heartbeat before the time before it");
            // The clocks run no faster than the wall clock: a time beyond it is a wrong one.
            if (*wall > wallNow + WallSlack || *at - eventAt > *wall - eventWall + WallSlack)
                return failAt(lineNumber, "a heartbeat later than the wall clock allows");
            aliveAt = *at;
            continue;
        }
        const auto e = eventFrom(*fields);
        if (!e) return failAt(lineNumber, "bad event");
        if (const std::string why = replay.replay(*e); !why.empty())
            return fail(QStringLiteral("line %1: ").arg(lineNumber) + QString::fromStdString(why));
        eventAt = e->at;
        eventWall = *wall;
        aliveAt = 0; // a heartbeat counts only after the last event
        if (progress && total > 0 && size * 1000 / total > permille)
            progress(permille = int(size * 1000 / total));
    }
    core::Match &match = replay.match();
    if (aliveAt > 0 && aliveAt >= match.nextFlagTime())
        return fail(QStringLiteral("the last heartbeat is after a clock ran out"));
    return Saved{Header{names, players, root["demo"].toBool(), root["id"].toString()},
                 std::move(match),
                 size,
                 aliveAt,
                 torn,
                 std::move(sent)};
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
