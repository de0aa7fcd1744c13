#include "scoreboard.h"

#include "ui/match/safefile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>

namespace ui {

namespace {

constexpr int FormatVersion = 1;
// The most we write: MaxMatches matches of four MaxName names, each letter at most six bytes (an
// escaped control character), with room to spare; a bigger file is not ours.
constexpr qint64 MaxFileSize = 16 << 20;

const QString DrawResult = QStringLiteral("1/2-1/2");

QString resultOf(const Scoreboard::Played &p)
{
    if (!p.winner) return DrawResult;
    return *p.winner == 0 ? QStringLiteral("1-0") : QStringLiteral("0-1");
}

std::optional<Scoreboard::Played> playedFrom(const QJsonValue &value)
{
    const QJsonObject o = value.toObject();
    Scoreboard::Played p;
    const QString mode = o["mode"].toString();
    if (mode == QLatin1String("crazyhouse"))
        p.mode = core::MatchMode::Crazyhouse;
    else if (mode != QLatin1String("bughouse"))
        return std::nullopt;
    const qsizetype size = p.mode == core::MatchMode::Bughouse ? 2 : 1;
    const QJsonArray teams = o["teams"].toArray();
    if (teams.size() != 2) return std::nullopt;
    for (int t = 0; t < 2; ++t) {
        const QJsonArray names = teams[t].toArray();
        if (names.size() != size) return std::nullopt;
        for (const QJsonValue &name : names) {
            if (!name.isString() || name.toString().size() > Scoreboard::MaxName)
                return std::nullopt;
            p.teams[t] << name.toString();
        }
    }
    const QString result = o["result"].toString();
    if (result == QLatin1String("1-0"))
        p.winner = 0;
    else if (result == QLatin1String("0-1"))
        p.winner = 1;
    else if (result != DrawResult)
        return std::nullopt;
    p.id = o["id"].toString();
    for (const QJsonValue &name : o["computers"].toArray()) p.computers << name.toString();
    return p;
}

// Adds one side's result to its line in `lines` (found by `key`, made if new).
void count(QList<Scoreboard::Tally> &lines, QStringList &keys, const QString &key,
           const QString &name, int score)
{
    qsizetype i = keys.indexOf(key);
    if (i < 0) {
        keys << key;
        lines.append({name});
        i = lines.size() - 1;
    }
    Scoreboard::Tally &t = lines[i];
    ++t.matches;
    (score == 2 ? t.wins : score == 1 ? t.draws : t.losses)++;
}

void sortBest(QList<Scoreboard::Tally> &lines)
{
    std::stable_sort(lines.begin(), lines.end(),
                     [](const Scoreboard::Tally &a, const Scoreboard::Tally &b) {
                         if (a.halfPoints() != b.halfPoints())
                             return a.halfPoints() > b.halfPoints();
                         if (a.wins != b.wins) return a.wins > b.wins;
                         return a.name.localeAwareCompare(b.name) < 0;
                     });
}

// RFC 4180: a field with a comma, quote, line break or edge space is quoted, its quotes doubled.
QString csvField(QString text)
{
    static const QString special = QStringLiteral(",\"\r\n");
    const bool quote =
        std::any_of(text.cbegin(), text.cend(), [](QChar c) { return special.contains(c); }) ||
        text.trimmed() != text;
    if (!quote) return text;
    return u'"' + text.replace(u'"', QStringLiteral("\"\"")) + u'"';
}

} // namespace

Scoreboard::Scoreboard(QString fileName) : m_fileName(std::move(fileName)) {}

std::optional<Scoreboard::Played> Scoreboard::played(const core::Match &match,
                                                     const std::array<QString, 4> &names,
                                                     const std::array<bool, 4> &computer)
{
    const auto &result = match.result();
    if (!result || result->outcome == core::MatchResult::Outcome::Aborted) return std::nullopt;
    Played p;
    p.mode = match.config().mode;
    using core::Seat;
    if (p.mode == core::MatchMode::Bughouse) {
        p.teams[0] = {names[int(Seat::WhiteA)], names[int(Seat::BlackB)]};
        p.teams[1] = {names[int(Seat::BlackA)], names[int(Seat::WhiteB)]};
    } else {
        p.teams[0] = {names[int(Seat::WhiteA)]};
        p.teams[1] = {names[int(Seat::BlackA)]};
    }
    for (QStringList &team : p.teams)
        for (QString &name : team) name.truncate(MaxName);
    for (int s = 0; s < 4; ++s)
        if (computer[s]) p.computers << names[s].left(MaxName);
    if (const auto team = result->winner()) p.winner = *team == core::Team::One ? 0 : 1;
    return p;
}

bool Scoreboard::load(QString *error)
{
    auto fail = [this, error](const QString &why) {
        m_matches.clear();
        if (error) *error = why;
        return false;
    };
    m_matches.clear();
    QFile file(m_fileName);
    if (m_fileName.isEmpty() || !file.exists()) return true;
    if (!file.open(QIODevice::ReadOnly)) return fail(file.errorString());
    if (file.size() > MaxFileSize) return fail(tr("the file is too large"));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.read(MaxFileSize + 1), &parseError);
    if (!doc.isObject()) return fail(parseError.errorString());
    const QJsonObject root = doc.object();
    if (root["version"].toInt(-1) != FormatVersion) return fail(tr("unknown version"));
    const QJsonValue list = root["matches"];
    if (!list.isArray()) return fail(tr("no list of matches"));
    if (list.toArray().size() > MaxMatches) return fail(tr("too many matches"));
    for (const QJsonValue &entry : list.toArray()) {
        auto p = playedFrom(entry);
        if (!p) return fail(tr("match %1 cannot be read").arg(m_matches.size() + 1));
        m_matches.push_back(std::move(*p));
    }
    return true;
}

bool Scoreboard::add(const Played &match, QString *error)
{
    if (!match.id.isEmpty() && std::any_of(m_matches.begin(), m_matches.end(),
                                           [&](const Played &p) { return p.id == match.id; }))
        return true;
    if (m_matches.size() >= std::size_t(MaxMatches)) m_matches.erase(m_matches.begin());
    m_matches.push_back(match);
    return write(error);
}

bool Scoreboard::clear(QString *error)
{
    m_matches.clear();
    return write(error);
}

QString Scoreboard::keepAside() const
{
    return keepDamagedAside(m_fileName);
}

bool Scoreboard::write(QString *error) const
{
    if (m_fileName.isEmpty()) return true;
    QJsonArray list;
    for (const Played &p : m_matches) {
        QJsonArray teams;
        for (const QStringList &team : p.teams) teams.append(QJsonArray::fromStringList(team));
        QJsonObject entry{
            {"mode", p.mode == core::MatchMode::Crazyhouse ? "crazyhouse" : "bughouse"},
            {"teams", teams},
            {"result", resultOf(p)}};
        if (!p.id.isEmpty()) entry["id"] = p.id;
        if (!p.computers.isEmpty()) entry["computers"] = QJsonArray::fromStringList(p.computers);
        list.append(entry);
    }
    const QJsonObject root{{"version", FormatVersion}, {"matches", list}};
    return writeFileSafely(m_fileName, QJsonDocument(root).toJson(QJsonDocument::Indented), error);
}

QList<Scoreboard::Tally> Scoreboard::teams() const
{
    QList<Tally> lines;
    QStringList keys;
    for (const Played &p : m_matches) {
        if (p.mode != core::MatchMode::Bughouse) continue;
        for (int t = 0; t < 2; ++t) {
            // The same two players in either order are one team; a tab never is in a name's key.
            QStringList sorted = p.teams[t];
            sorted.sort();
            const int score = !p.winner ? 1 : *p.winner == t ? 2 : 0;
            count(lines, keys, sorted.join(u'\t'), tr("%1 & %2").arg(p.teams[t][0], p.teams[t][1]),
                  score);
        }
    }
    sortBest(lines);
    return lines;
}

QList<Scoreboard::Tally> Scoreboard::players() const
{
    QList<Tally> lines;
    QStringList keys;
    for (const Played &p : m_matches)
        for (int t = 0; t < 2; ++t)
            for (const QString &name : p.teams[t])
                if (!p.computers.contains(name))
                    count(lines, keys, name, name, !p.winner ? 1 : *p.winner == t ? 2 : 0);
    sortBest(lines);
    return lines;
}

QString Scoreboard::pointsText(int halfPoints)
{
    const QString whole = QLocale().toString(halfPoints / 2);
    if (halfPoints % 2 == 0) return whole;
    return (halfPoints < 2 ? QString() : whole) + QChar(0x00BD);
}

QByteArray Scoreboard::csv() const
{
    QStringList rows;
    QStringList header{tr("Kind"),  tr("Name"),   tr("Matches"), tr("Wins"),
                       tr("Draws"), tr("Losses"), tr("Points")};
    for (QString &field : header) field = csvField(field);
    rows << header.join(u',');
    auto addRows = [&rows](const QString &kind, const QList<Tally> &lines) {
        for (const Tally &t : lines)
            rows << QStringList{csvField(kind),
                                csvField(t.name),
                                QString::number(t.matches),
                                QString::number(t.wins),
                                QString::number(t.draws),
                                QString::number(t.losses),
                                QString::number(t.halfPoints() / 2.0, 'f',
                                                t.halfPoints() % 2 ? 1 : 0)}
                        .join(u',');
    };
    addRows(tr("Team"), teams());
    addRows(tr("Player"), players());
    return "\xEF\xBB\xBF" + rows.join(QStringLiteral("\r\n")).toUtf8() + "\r\n";
}

} // namespace ui
