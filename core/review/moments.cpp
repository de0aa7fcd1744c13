#include "moments.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

namespace core::review {

namespace {

// Far beyond any game (three thousand years), and far within Milliseconds.
constexpr double LatestMoment = 1e14;

// The moments of the plies, from the first, that a match of `config` replays exactly: each at the
// start of the mover's turn plus the time its stamp says the move took (the time left at the start
// of the turn, less the stamp, plus the bonus), the match's clock then showing the stamp. Under a
// delay, a move whose stamp shows no time used took at most the delay: it is put as early as the
// order of the plies allows. ReplayWindow::playedTo() came to this rule first.
std::vector<Milliseconds> exactMoments(const GameRecord &record, const MatchConfig &config)
{
    Match match(config);
    match.start(0);
    const bool delay = config.time.kind != TimingKind::Increment;
    std::array<Milliseconds, 2> turnStart{};
    Milliseconds last = 0;
    std::vector<Milliseconds> at;
    for (const Ply &ply : record.plies) {
        if (!ply.clock) break;
        const int b = int(ply.board());
        const Milliseconds before = match.timeLeft(ply.seat, turnStart[b]);
        const Milliseconds used =
            delay && *ply.clock >= before
                ? 0
                : saturatedAdd(saturatedSub(before, *ply.clock), config.time.bonus);
        const Milliseconds moment = std::max(last, saturatedAdd(turnStart[b], used));
        if (used < 0 || !match.play(ply.seat, ply.move, moment).ok() ||
            match.events().back().clock != *ply.clock)
            break;
        at.push_back(moment);
        turnStart[b] = last = moment;
    }
    return at;
}

// The time each ply's board has been played when the ply is made, as its clocks tell it: both
// sides' time used, each side's by its latest stamp (the base and the increments so far, less the
// time left). Empty where one of those stamps is missing.
std::vector<std::optional<double>> boardTimes(const GameRecord &record, const TimeControl &time)
{
    const bool increment = time.kind == TimingKind::Increment;
    std::array<std::optional<double>, 4> used{0.0, 0.0, 0.0, 0.0};
    std::array<int, 4> moves{};
    std::vector<std::optional<double>> times;
    for (const Ply &ply : record.plies) {
        const int s = int(ply.seat);
        ++moves[s];
        used[s].reset();
        if (ply.clock)
            used[s] = double(time.base) + (increment ? double(moves[s]) * double(time.bonus) : 0) -
                      double(*ply.clock);
        const auto &other = used[int(opponentOf(ply.seat))];
        times.push_back(used[s] && other ? std::optional(*used[s] + *other) : std::nullopt);
    }
    return times;
}

// The plies from `from` on at the earliest moments their boards' times allow, after `at` (the
// moments before `from`). False if no ply from `from` on has a board time.
bool estimate(const std::vector<std::optional<double>> &times, std::size_t from,
              std::vector<Milliseconds> &at)
{
    // A ply with a board time comes no earlier than it, nor than the ply before it.
    std::vector<std::size_t> known;
    std::vector<double> moments(times.size(), 0);
    double latest = from == 0 ? 0 : double(at.back());
    for (std::size_t i = from; i < times.size(); ++i)
        if (times[i]) {
            latest = std::max(latest, std::min(*times[i], LatestMoment));
            moments[i] = latest;
            known.push_back(i);
        }
    if (known.empty() && from == 0) return false;
    // Between two of those (the start, at ply -1, being one) a ply lies on the line joining them;
    // after the last at the average pace before it.
    double lastPly = double(from) - 1, lastMoment = from == 0 ? 0 : double(at.back());
    std::size_t next = 0;
    for (std::size_t i = from; i < times.size(); ++i) {
        if (next < known.size() && known[next] == i) {
            lastPly = double(i);
            lastMoment = moments[i];
            ++next;
        } else if (next < known.size()) {
            const double nextPly = double(known[next]);
            moments[i] = lastMoment + (moments[known[next]] - lastMoment) * (double(i) - lastPly) /
                                          (nextPly - lastPly);
        } else {
            moments[i] = lastMoment + lastMoment / (lastPly + 1) * (double(i) - lastPly);
        }
        at.push_back(std::llround(std::min(moments[i], LatestMoment)));
    }
    return true;
}

} // namespace

Moments plyMoments(const GameRecord &record)
{
    Moments moments;
    if (const auto time = record.timeControl()) {
        if (const auto config = matchConfigOf(record)) moments.at = exactMoments(record, *config);
        moments.exact = int(moments.at.size());
        if (moments.exact > 0 && moments.at.size() == record.plies.size()) {
            moments.kind = Moments::Kind::Exact;
            return moments;
        }
        if (estimate(boardTimes(record, *time), moments.at.size(), moments.at)) {
            moments.kind = Moments::Kind::Estimated;
            return moments;
        }
    }
    moments.at.clear();
    moments.exact = 0;
    for (std::size_t i = 0; i < record.plies.size(); ++i)
        moments.at.push_back(Milliseconds(i + 1) * MoveOrderStep);
    return moments;
}

} // namespace core::review
