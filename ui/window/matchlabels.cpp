#include "matchlabels.h"

#include "core/records/bpgn.h"

#include <QFile>
#include <QFileInfo>
#include <QFontMetrics>
#include <QLocale>

namespace ui {

using core::Seat;

namespace {

const char *const NameTags[4] = {"WhiteA", "BlackA", "WhiteB", "BlackB"};

} // namespace

QString MatchLabels::teams(core::MatchMode mode, const std::array<QString, 4> &names,
                           const QFontMetrics *metrics, int sideWidth)
{
    // Each side gets the same room: a long name on one side cannot push the other out of sight.
    auto fit = [metrics, sideWidth](const QString &side) {
        return metrics ? metrics->elidedText(side, Qt::ElideRight, sideWidth) : side;
    };
    auto team = [&names](Seat first) {
        return tr("%1 & %2").arg(names[int(first)], names[int(core::partnerOf(first))]);
    };
    return mode == core::MatchMode::Bughouse
               ? tr("%1 – %2").arg(fit(team(Seat::WhiteA)), fit(team(Seat::BlackA)))
               : tr("%1 – %2").arg(fit(names[0]), fit(names[1]));
}

QString MatchLabels::players(const core::GameRecord &g, const QFontMetrics *metrics, int sideWidth)
{
    const bool bughouse = g.mode == core::MatchMode::Bughouse;
    std::array<QString, 4> names;
    for (int s = 0; s < 4; ++s)
        names[s] = QString::fromStdString(g.tag(bughouse ? NameTags[s]
                                                : s == 0 ? "White"
                                                         : "Black"));
    return teams(g.mode, names, metrics, sideWidth);
}

QString MatchLabels::timeControl(const core::TimeControl &time)
{
    const QLocale locale;
    const QString base = locale.toString(double(time.base) / 60'000, 'g', 4);
    const QString bonus = locale.toString(double(time.bonus) / 1000, 'g', 4);
    switch (time.kind) {
    case core::TimingKind::Increment:
        return time.bonus ? tr("%1 min + %2 s").arg(base, bonus) : tr("%1 min").arg(base);
    case core::TimingKind::SimpleDelay: return tr("%1 min, %2 s delay").arg(base, bonus);
    case core::TimingKind::Bronstein: return tr("%1 min, %2 s Bronstein delay").arg(base, bonus);
    }
    return {};
}

// "Ann & Dee – Bob & Cid · 1-0 · 01-12-2026 10:31": who played, the result for the teams and when.
MatchLabels::Recent MatchLabels::recent(const QString &fileName, const QFontMetrics &metrics,
                                        int sideWidth)
{
    const QFileInfo info(fileName);
    const QString when = QLocale().toString(info.lastModified(), QLocale::ShortFormat);
    QFile file(fileName);
    const QByteArray text = file.open(QIODevice::ReadOnly) ? file.read(1 << 20) : QByteArray();
    const auto games =
        core::readGames(std::string_view(text.constData(), std::size_t(text.size())));
    if (games.empty() || !games[0]) return {when, when};
    const core::GameRecord &g = *games[0];
    const auto played = core::replay(g);
    QString result = tr("unfinished", "a match kept before its end");
    if (played && played->summary.ending == core::Ending::Abort)
        result = tr("aborted");
    else if (played && played->summary.result == "1/2-1/2")
        result = QStringLiteral("½-½");
    else if (played && played->summary.result != "*")
        result = QString::fromStdString(played->summary.result);
    return {tr("%1 · %2 · %3").arg(players(g, &metrics, sideWidth), result, when),
            tr("%1 · %2 · %3").arg(players(g), result, when)};
}

} // namespace ui
