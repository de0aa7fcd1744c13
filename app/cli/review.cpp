#include "review.h"

#include "app/common/commandline.h"
#include "commands.h"

#include "core/base/quote.h"
#include "core/records/bpgn.h"
#include "core/review/provenance.h"
#include "core/review/turningpoints.h"

#include <array>
#include <chrono>
#include <cstdio>
#include <optional>
#include <ostream>

namespace cli {

namespace {

using core::review::Setting;

struct ReviewOptions
{
    std::string file;
    std::string output;
    Setting setting = Setting::Quick;
    std::optional<int> game; // from 1
};

std::optional<ReviewOptions> parseReview(const std::vector<std::string> &args, std::ostream &err)
{
    ReviewOptions o;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (a == "--quick" || a == "--deep") {
            o.setting = a == "--deep" ? Setting::Deep : Setting::Quick;
        } else if (a == "--output" || a == "--game") {
            const std::string value = i + 1 < args.size() ? args[++i] : "";
            if (a == "--output") {
                if (value.empty()) {
                    err << "review: --output takes a file name\n";
                    return std::nullopt;
                }
                o.output = value;
            } else if (const auto n = readCount(value); n && *n >= 1) {
                o.game = *n;
            } else {
                err << "review: --game takes a number from 1, not " << core::quoted(value) << "\n";
                return std::nullopt;
            }
        } else if (a.size() > 1 && a[0] == '-' && a[1] == '-') {
            err << "unknown option " << core::quoted(a) << "\n";
            return std::nullopt;
        } else if (o.file.empty()) {
            o.file = a;
        } else {
            err << "review: one FILE only, not also " << core::quoted(a) << "\n";
            return std::nullopt;
        }
    }
    if (o.file.empty()) {
        err << "review: missing FILE\n";
        return std::nullopt;
    }
    return o;
}

// `match.bpgn` -> `match-analysed.bpgn`: beside the file, its extension kept.
std::string analysedName(const std::string &path)
{
    const std::size_t slash = path.rfind('/');
    const std::size_t dot = path.rfind('.');
    const bool extension =
        dot != std::string::npos && dot > (slash == std::string::npos ? 0 : slash + 1);
    return extension ? path.substr(0, dot) + "-analysed" + path.substr(dot) : path + "-analysed";
}

// Each ply's move number as the record writes it: `12A.` `12a.` on the boards of a bughouse
// match, `12.` `12...` in crazyhouse.
std::vector<std::string> moveNumbers(const core::GameRecord &record)
{
    std::vector<std::string> numbers;
    auto boards = core::startBoards(record);
    if (!boards) return numbers;
    std::array<int, 2> number{(*boards)[0].fullmoveNumber(), (*boards)[1].fullmoveNumber()};
    const bool bughouse = record.mode == core::MatchMode::Bughouse;
    for (const core::Ply &ply : record.plies) {
        const bool white = core::colorOf(ply.seat) == core::Color::White;
        const int board = int(ply.board());
        std::string text = std::to_string(number[board]);
        if (bughouse)
            text += std::string(1, white ? "AB"[board] : "ab"[board]) + '.';
        else
            text += white ? "." : "...";
        numbers.push_back(std::move(text));
        if (!white) ++number[board];
    }
    return numbers;
}

std::string seatWord(core::MatchMode mode, core::Seat seat)
{
    if (mode == core::MatchMode::Crazyhouse)
        return core::colorOf(seat) == core::Color::White ? "White" : "Black";
    return SeatNames[int(seat)];
}

std::string chances(double value)
{
    char text[16];
    std::snprintf(text, sizeof text, "%.2f", value);
    return text;
}

// A game's analysis: its own, or the engine's, timed on `err`.
core::review::Analysis analysisFor(const core::GameRecord &game, int number, Setting setting,
                                   std::string &source, std::ostream &err)
{
    if (core::review::hasEvaluations(game)) {
        source = "record";
        return *core::review::analysisOf(game);
    }
    source = setting == Setting::Deep ? "deep" : "quick";
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    std::optional<Clock::duration> first;
    core::review::AnalyserOptions options;
    options.setting = setting;
    const auto analysis = core::review::analyse(game, options, [&](const auto &) {
        if (!first) first = Clock::now() - start;
    });
    const auto seconds = [](Clock::duration d) {
        return chances(std::chrono::duration<double>(d).count());
    };
    err << "review: game " << number << ": " << analysis->positions.size() << " positions ("
        << source << "), the first after " << seconds(first.value_or(Clock::duration()))
        << " s, all after " << seconds(Clock::now() - start) << " s\n";
    return *analysis;
}

void printGame(std::ostream &out, int number, const core::GameRecord &game,
               const core::review::Analysis &analysis, const std::string &source)
{
    const auto numbers = moveNumbers(game);
    const auto move = [&](int ply) {
        return std::to_string(ply + 1) + '\t' + numbers[std::size_t(ply)] + '\t' +
               game.plies[std::size_t(ply)].san + '\t' +
               seatWord(game.mode, game.plies[std::size_t(ply)].seat);
    };
    out << "game\t" << number << '\t' << game.plies.size() << '\t' << analysis.positions.size()
        << '\t' << source << '\n';
    const core::review::Provenance provenance = core::review::provenance(game);
    for (std::size_t i = 0; i < provenance.crossingOf.size(); ++i) {
        if (game.plies[i].move.kind != core::MoveKind::Drop) continue;
        out << "drop\t" << number << '\t' << move(int(i)) << '\t'
            << core::review::pieceName(game.plies[i].move.piece);
        if (const int c = provenance.crossingOf[i]; c >= 0)
            out << '\t' << move(provenance.crossings[std::size_t(c)].capture) << '\n';
        else
            out << "\t-\t-\t-\t-\n";
    }
    for (const core::review::TurningPoint &t :
         core::review::turningPoints(game, analysis, provenance, core::review::plyMoments(game)))
        out << "turn\t" << number << '\t' << move(t.ply) << '\t'
            << core::review::kindName(t.verdict.kind) << '\t' << chances(t.loss) << '\t'
            << chances(t.before) << '\t' << chances(t.after) << '\t'
            << core::review::describe(t.verdict) << '\n';
}

} // namespace

int review(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const auto o = parseReview(args, err);
    if (!o) return 2;
    const auto text = readFile(o->file, err);
    if (!text) return 2;
    // Every game is checked before any is analysed: a bad one costs no minutes.
    std::vector<std::pair<int, core::GameRecord>> games;
    int count = 0;
    std::string error;
    core::forEachGame(*text, [&](core::Result<core::GameRecord> game, core::GameStart) {
        ++count;
        if (o->game && count != *o->game) return true;
        const auto played =
            game ? core::replay(*game) : core::Result<core::Replay>::failure(game.error());
        if (!played) {
            error = "review: game " + std::to_string(count) + ": " + played.error();
            return false;
        }
        games.emplace_back(count, std::move(game.value()));
        return !o->game;
    });
    if (!error.empty()) {
        err << error << "\n";
        return 2;
    }
    if (games.empty()) {
        err << "review: " << core::quoted(o->file)
            << (count == 0   ? " holds no games"
                : count == 1 ? " has 1 game"
                             : " has " + std::to_string(count) + " games")
            << "\n";
        return 2;
    }
    std::vector<core::GameRecord> analysed;
    for (auto &[number, game] : games) {
        std::string source;
        const core::review::Analysis analysis = analysisFor(game, number, o->setting, source, err);
        core::review::writeInto(game, analysis);
        printGame(out, number, game, analysis, source);
        analysed.push_back(game);
    }
    return writeFile(o->output.empty() ? analysedName(o->file) : o->output,
                     core::writeGames(analysed), err)
               ? 0
               : 2;
}

} // namespace cli
