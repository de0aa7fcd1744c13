#include "autosave.h"

#include "ruletexts.h"


#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

namespace ui {

namespace {

constexpr int FormatVersion = 1;

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
    c.time.base = core::Milliseconds(o["base"].toDouble());
    c.time.bonus = core::Milliseconds(o["bonus"].toDouble());
    const int timing = o["timing"].toInt(-1);
    if (timing < 0 || timing > 2) return std::nullopt;
    c.time.kind = core::TimingKind(timing);
    const QJsonArray odds = o["odds"].toArray(), fens = o["startFen"].toArray();
    for (int s = 0; s < 4 && s < odds.size(); ++s)
        if (odds[s].isDouble()) c.seatBase[s] = core::Milliseconds(odds[s].toDouble());
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

} // namespace

Autosave::Autosave(const QString &directory) : m_directory(directory) {}

QString Autosave::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString Autosave::fileName() const
{
    return QDir(m_directory).filePath(QStringLiteral("autosave.json"));
}

bool Autosave::write(const core::Match &match, const std::array<QString, 4> &names,
                     const std::array<QString, 4> &players, QString *error) const
{
    QJsonArray events;
    for (const core::MatchEvent &e : match.events()) {
        QJsonObject o{{"kind", int(e.kind)}, {"at", double(e.at)}, {"seat", int(e.seat)}};
        if (e.kind == core::MatchEvent::Kind::Move) {
            // The move's fields as they are; Match::replay() checks them when the log is replayed.
            o["move"] = QJsonArray{int(e.move.from), int(e.move.to), int(e.move.kind), int(e.move.piece)};
            o["san"] = QString::fromStdString(e.san);
            o["clock"] = double(e.clock);
        }
        events.append(o);
    }
    QJsonArray nameList, playerList;
    for (int s = 0; s < 4; ++s) {
        nameList.append(names[s]);
        playerList.append(players[s]);
    }
    const QJsonObject root{{"version", FormatVersion}, {"config", configToJson(match.config())},
                           {"names", nameList},        {"players", playerList},
                           {"events", events}};
    QDir().mkpath(m_directory);
    QSaveFile file(fileName());
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(root).toJson(QJsonDocument::Compact)) < 0 ||
        !file.commit()) {
        if (error) *error = file.errorString();
        return false;
    }
    return true;
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
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!doc.isObject()) return fail(parseError.errorString());
    const QJsonObject root = doc.object();
    if (root["version"].toInt() != FormatVersion) return fail(QStringLiteral("unknown version"));
    const auto config = configFromJson(root["config"].toObject());
    if (!config) return fail(QStringLiteral("bad configuration"));
    Saved saved{*config, {}, {}, {}};
    for (int s = 0; s < 4; ++s) {
        saved.names[s] = root["names"].toArray().at(s).toString();
        saved.players[s] = root["players"].toArray().at(s).toString();
    }
    for (const QJsonValue &v : root["events"].toArray()) {
        const QJsonObject o = v.toObject();
        core::MatchEvent e;
        const int kind = o["kind"].toInt(-1), seat = o["seat"].toInt(-1);
        if (kind < 0 || kind > int(core::MatchEvent::Kind::Flag) || seat < 0 || seat > 3)
            return fail(QStringLiteral("bad event"));
        e.kind = core::MatchEvent::Kind(kind);
        e.at = core::Milliseconds(o["at"].toDouble());
        e.seat = core::Seat(seat);
        if (e.kind == core::MatchEvent::Kind::Move) {
            const QJsonArray m = o["move"].toArray();
            const int from = m.at(0).toInt(-1), to = m.at(1).toInt(-1), moveKind = m.at(2).toInt(-1),
                      piece = m.at(3).toInt(-1);
            if (from < 0 || from > 64 || to < 0 || to > 63 || moveKind < 0 || moveKind > int(core::MoveKind::Drop) ||
                piece < 0 || piece > int(core::PieceType::None))
                return fail(QStringLiteral("bad move"));
            e.move = {core::Square(from), core::Square(to), core::MoveKind(moveKind), core::PieceType(piece)};
            e.san = o["san"].toString().toStdString();
            e.clock = core::Milliseconds(o["clock"].toDouble());
        }
        saved.events.push_back(std::move(e));
    }
    return saved;
}

void Autosave::clear() const
{
    QFile::remove(fileName());
}

} // namespace ui
