#include "commands.h"

#include "core/base/quote.h"
#include "core/board/notation.h"
#include "core/board/position.h"
#include "core/engine/engine.h"
#include "core/records/bpgn.h"

#include <algorithm>
#include <chrono>
#include <iomanip>
#include <istream>
#include <optional>
#include <ostream>

namespace cli {

const std::array<std::string, 4> SeatNames = {"WhiteA", "BlackA", "WhiteB", "BlackB"};

namespace {

// Options shared by the commands; unknown options are errors.
struct Options
{
    core::Rules rules;
    bool divide = false;
    std::vector<std::string> positional;
};

// The options a command takes, as a mask.
enum Option : unsigned
{
    DropMate = 1,    // --no-drop-mate
    MateRuleOpt = 2, // --mate-rule standard|bughouse
    Divide = 4,      // --divide
    DropCheck = 8,   // --no-drop-check
    Promotions = 16, // --promotions LETTERS
    Stalemate = 32   // --no-stalemate
};

std::optional<Options> parseOptions(const std::vector<std::string> &args, unsigned allowed,
                                    std::ostream &err)
{
    Options o;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if ((allowed & DropMate) && a == "--no-drop-mate") {
            o.rules.dropMate = false;
        } else if ((allowed & DropCheck) && a == "--no-drop-check") {
            o.rules.dropCheck = false;
        } else if ((allowed & Stalemate) && a == "--no-stalemate") {
            o.rules.stalemate = false;
        } else if ((allowed & Promotions) && a == "--promotions") {
            const std::string value = i + 1 < args.size() ? args[++i] : "";
            o.rules.promotions = 0;
            for (char c : value) {
                const core::PieceType t = core::pieceTypeFromLetter(c);
                if (t < core::PieceType::Knight || t > core::PieceType::Queen) {
                    o.rules.promotions = 0;
                    break;
                }
                o.rules.promotions |= std::uint8_t(1 << int(t));
            }
            if (!o.rules.promotions) {
                err << "--promotions takes the letters of the allowed pieces (Q, R, B, N), such as "
                       "QN, not "
                    << core::quoted(value) << "\n";
                return std::nullopt;
            }
        } else if ((allowed & MateRuleOpt) && a == "--mate-rule") {
            const std::string value = i + 1 < args.size() ? args[++i] : "";
            if (value == "standard")
                o.rules.mateRule = core::MateRule::Standard;
            else if (value == "bughouse")
                o.rules.mateRule = core::MateRule::Bughouse;
            else {
                err << "--mate-rule takes standard or bughouse, not " << core::quoted(value)
                    << "\n";
                return std::nullopt;
            }
        } else if ((allowed & Divide) && a == "--divide") {
            o.divide = true;
        } else if (a.size() > 1 && a[0] == '-' && a[1] == '-') {
            err << "unknown option " << core::quoted(a) << "\n";
            return std::nullopt;
        } else {
            o.positional.push_back(a);
        }
    }
    return o;
}

// A FEN may arrive as one argument or split over several (unquoted on the shell).
std::string joined(const std::vector<std::string> &parts, std::size_t from)
{
    std::string text;
    for (std::size_t i = from; i < parts.size(); ++i) text += (i > from ? " " : "") + parts[i];
    return text;
}

std::optional<core::Position> readFen(const std::string &fen, const core::Rules &rules,
                                      std::ostream &err)
{
    auto pos = core::Position::fromFen(fen, rules);
    if (!pos) {
        err << "bad FEN " << core::quoted(fen) << ": " << pos.error() << "\n";
        return std::nullopt;
    }
    return *pos;
}

const char *statusName(core::Status s)
{
    switch (s) {
    case core::Status::Normal: return "normal";
    case core::Status::Check: return "check";
    case core::Status::Checkmate: return "checkmate";
    case core::Status::Stalemate: return "stalemate";
    case core::Status::Wait: return "wait";
    }
    return "";
}

// UCI's score notation: `cp N`, or `mate N` in moves, negative when the side to move is mated.
std::string scoreText(int score)
{
    if (!core::engine::isMateScore(score)) return "cp " + std::to_string(score);
    const int plies = core::engine::MateScore - std::abs(score);
    return "mate " + std::to_string(score > 0 ? (plies + 1) / 2 : -(plies / 2));
}

} // namespace

int moves(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const auto o = parseOptions(args, DropMate | DropCheck | Promotions | MateRuleOpt, err);
    if (!o) return 2;
    if (o->positional.empty()) {
        err << "moves: missing FEN\n";
        return 2;
    }
    const auto pos = readFen(joined(o->positional, 0), o->rules, err);
    if (!pos) return 2;
    core::MoveList list;
    pos->legalMoves(list);
    std::vector<std::string> lines;
    for (const core::Move &m : list) lines.push_back(core::toUci(m));
    std::sort(lines.begin(), lines.end());
    for (const auto &l : lines) out << l << '\n';
    return 0;
}

int perft(const std::vector<std::string> &args, std::istream &in, std::ostream &out,
          std::ostream &err)
{
    const auto o = parseOptions(args, Divide | DropCheck | Promotions, err);
    if (!o) return 2;
    if (o->positional.size() < 2) {
        err << "perft: expected DEPTH and FEN (or - to read FENs from standard input)\n";
        return 2;
    }
    const auto depth = readCount(o->positional[0]);
    if (!depth || *depth > MaxPerftDepth) {
        err << "perft: depth must be a number from 0 to " << MaxPerftDepth << ", not "
            << core::quoted(o->positional[0]) << "\n";
        return 2;
    }
    const std::string fen = joined(o->positional, 1);

    auto run = [&](core::Position pos) {
        if (!o->divide || *depth < 1) {
            out << pos.perft(*depth) << '\n';
            return;
        }
        core::MoveList list;
        pos.legalMoves(list);
        std::vector<std::pair<std::string, std::uint64_t>> rows;
        std::uint64_t total = 0;
        core::Position::Undo undo;
        for (const core::Move &m : list) {
            pos.makeMove(m, undo);
            const std::uint64_t n = pos.perft(*depth - 1);
            pos.unmakeMove(m, undo);
            rows.emplace_back(core::toUci(m), n);
            total += n;
        }
        std::sort(rows.begin(), rows.end());
        for (const auto &[move, n] : rows) out << move << ": " << n << '\n';
        out << total << '\n';
    };

    if (fen != "-") {
        const auto pos = readFen(fen, o->rules, err);
        if (!pos) return 2;
        run(*pos);
        return 0;
    }
    // Lines stop at a failed write: nobody reads the counts, and the input may never end.
    std::string line;
    int lineNumber = 0;
    for (LineRead read; out && (read = readLine(in, line)) != LineRead::End;) {
        ++lineNumber;
        if (read == LineRead::TooLong) {
            err << "perft: standard input " << tooLongLine(lineNumber) << "\n";
            return 2;
        }
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        const auto pos = readFen(line, o->rules, err);
        if (!pos) {
            err << "perft: standard input line " << lineNumber << "\n";
            return 2;
        }
        run(*pos);
        out.flush();
    }
    return 0;
}

int status(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const auto o = parseOptions(args, DropMate | DropCheck | Stalemate | MateRuleOpt, err);
    if (!o) return 2;
    if (o->positional.empty()) {
        err << "status: missing FEN\n";
        return 2;
    }
    const auto pos = readFen(joined(o->positional, 0), o->rules, err);
    if (!pos) return 2;
    out << statusName(pos->status()) << '\n';
    return 0;
}

int search(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    core::engine::SearchLimits limits;
    std::vector<std::string> positional;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (a == "--depth" || a == "--movetime") {
            const std::string value = i + 1 < args.size() ? args[++i] : "";
            const auto n = readCount(value);
            const int most = a == "--depth" ? MaxSearchDepth : MaxMoveTime;
            if (!n || *n < 1 || *n > most) {
                err << "search: " << a << " takes a number from 1 to " << most << ", not "
                    << core::quoted(value) << "\n";
                return 2;
            }
            if (a == "--depth")
                limits.maxDepth = *n;
            else
                limits.hardTime = *n;
        } else if (a.size() > 1 && a[0] == '-' && a[1] == '-') {
            err << "unknown option " << core::quoted(a) << "\n";
            return 2;
        } else {
            positional.push_back(a);
        }
    }
    if (positional.empty()) {
        err << "search: missing FEN\n";
        return 2;
    }
    const auto pos = readFen(joined(positional, 0), {}, err);
    if (!pos) return 2;
    if (limits.maxDepth == core::engine::MaxPly && limits.hardTime == core::Never)
        limits.hardTime = 1000;
    // A fixed move time is spent whole: new iterations start until it has passed.
    if (limits.hardTime != core::Never) limits.softTime = 2 * limits.hardTime;

    core::engine::Engine engine;
    const core::engine::TimeSource now = stopwatch();
    const core::engine::SearchResult r = engine.search(*pos, limits, {}, now);
    const core::Milliseconds ms = std::max<core::Milliseconds>(now(), 1);
    out << searchInfo(r, ms) << "\nbestmove " << (r.best.isValid() ? core::toUci(r.best) : "(none)")
        << '\n';
    return 0;
}

core::engine::TimeSource stopwatch()
{
    using Clock = std::chrono::steady_clock;
    return [start = Clock::now()] {
        return core::Milliseconds(
            std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count());
    };
}

std::string searchInfo(const core::engine::SearchResult &r, core::Milliseconds ms)
{
    ms = std::max<core::Milliseconds>(ms, 1);
    std::string info = "info depth " + std::to_string(r.depth) + " score " + scoreText(r.score) +
                       " nodes " + std::to_string(r.nodes) + " time " + std::to_string(ms) +
                       " nps " + std::to_string(r.nodes * 1000 / std::uint64_t(ms)) + " pv";
    for (const core::Move &m : r.pv) info += ' ' + core::toUci(m);
    return info;
}

int replay(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    if (args.empty()) {
        err << "replay: missing FILE\n";
        return 2;
    }
    std::vector<std::string> texts;
    for (const std::string &path : args) {
        auto text = readFile(path, err);
        if (!text) return 2;
        texts.push_back(std::move(*text));
    }
    int number = 0, status = 0;
    // A game at a time: a file's games together may not fit in memory.
    for (std::size_t i = 0; i < texts.size(); ++i) {
        const int before = number;
        core::forEachGame(texts[i], [&](core::Result<core::GameRecord> game, core::GameStart) {
            out << "game " << ++number << ": ";
            const auto played =
                game ? core::replay(*game) : core::Result<core::Replay>::failure(game.error());
            if (!played) {
                out << "ERROR " << played.error() << '\n';
                status = 1;
                return true;
            }
            const core::GameSummary &s = played->summary;
            out << "OK " << s.plies << " plies, " << s.result << ", " << core::describe(s.ending);
            if (s.afterMate > 0)
                out << ", " << s.afterMate << (s.afterMate == 1 ? " ply" : " plies")
                    << " after the mate ignored";
            if (!game->incomplete.empty()) out << ", incomplete (" << game->incomplete << ')';
            out << '\n';
            return true;
        });
        if (number == before) err << "replay: no games in " << core::quoted(args[i]) << "\n";
    }
    return status;
}

int fen(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    if (args.size() != 3) {
        err << "fen: expected FILE GAME PLY\n";
        return 2;
    }
    const auto number = readCount(args[1]), ply = readCount(args[2]);
    if (!number || *number < 1 || !ply) {
        err << "fen: GAME must be a number from 1 and PLY a number from 0\n";
        return 2;
    }
    const auto text = readFile(args[0], err);
    if (!text) return 2;
    // Games before the one asked for are read, not kept.
    int count = 0;
    std::optional<core::Result<core::GameRecord>> found;
    core::forEachGame(*text, [&](core::Result<core::GameRecord> game, core::GameStart) {
        if (++count == *number) found = std::move(game);
        return !found;
    });
    if (!found) {
        err << "fen: " << core::quoted(args[0]) << " has " << count << " games\n";
        return 2;
    }
    const auto &game = *found;
    if (!game) {
        err << "fen: game " << *number << ": " << game.error() << "\n";
        return 2;
    }
    if (std::size_t(*ply) > game->plies.size()) {
        err << "fen: game " << *number << " has " << game->plies.size() << " plies\n";
        return 2;
    }
    const auto played = core::replay(*game, *ply);
    if (!played) {
        err << "fen: game " << *number << ": " << played.error() << "\n";
        return 2;
    }
    if (played->moves.size() < std::size_t(*ply)) {
        err << "fen: game " << *number << " ends in checkmate after " << played->moves.size()
            << " plies (the " << played->summary.afterMate << " after it are not played)\n";
        return 2;
    }
    out << core::joinFens(game->mode, {played->boards[0].fen(), played->boards[1].fen()}) << '\n';
    return 0;
}

namespace {

// One row of a bench table: name, depth, count, seconds, count per second.
void benchRow(std::ostream &out, const std::string &name, const std::string &depth,
              std::uint64_t count, double seconds)
{
    out << std::left << std::setw(22) << name << std::right << std::setw(6) << depth
        << std::setw(14) << count << std::setw(10) << std::fixed << std::setprecision(3) << seconds
        << std::setw(16) << std::setprecision(0) << count / std::max(seconds, 1e-9) << '\n';
}

} // namespace

// Perft measures the move generator alone; the fixed-depth searches measure the engine, whose
// node counts are the same on every run (a fresh engine each), so they also tell whether a change
// altered the search or only its speed.
int bench(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    if (!args.empty()) {
        err << "bench takes no arguments\n";
        return 2;
    }
    struct Case
    {
        const char *name;
        const char *fen;
        int perftDepth;
        int searchDepth;
    };
    static const Case cases[] = {
        {"crazyhouse start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", 6, 18},
        {"middlegame", "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1", 5,
         17},
        {"drop-heavy midgame",
         "2rn1b1r/1pp2n1p/B1PBk1pP/5p1P/P5p1/2P2RP1/RP1QNP2/1NBK4[QPp] w - - 0 1", 5, 12},
        {"all drop types", "2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - - 0 1", 4, 9},
        {"full pockets", "r1b1k2r/ppp2ppp/2n5/3p4/3P4/2N5/PPP2PPP/R1B1K2R[QNBPqnbp] w KQkq - 0 9",
         4, 12},
    };
    using Clock = std::chrono::steady_clock;
    const auto header = [&out](const std::string &counted) {
        out << std::left << std::setw(22) << "position" << std::right << std::setw(6) << "depth"
            << std::setw(14) << counted << std::setw(10) << "seconds" << std::setw(16)
            << counted + "/s" << '\n';
    };
    std::uint64_t total = 0;
    double totalSeconds = 0;
    header("leaves");
    for (const Case &c : cases) {
        core::Position pos = *core::Position::fromFen(c.fen);
        const auto start = Clock::now();
        const std::uint64_t leaves = pos.perft(c.perftDepth);
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        total += leaves;
        totalSeconds += seconds;
        benchRow(out, c.name, std::to_string(c.perftDepth), leaves, seconds);
    }
    benchRow(out, "total", "", total, totalSeconds);

    out << '\n';
    total = 0;
    totalSeconds = 0;
    header("nodes");
    for (const Case &c : cases) {
        core::engine::SearchLimits limits;
        limits.maxDepth = c.searchDepth;
        core::engine::Engine engine;
        const auto start = Clock::now();
        const core::engine::SearchResult r =
            engine.search(*core::Position::fromFen(c.fen), limits, {}, stopwatch());
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        total += r.nodes;
        totalSeconds += seconds;
        benchRow(out, c.name, std::to_string(r.depth), r.nodes, seconds);
    }
    benchRow(out, "total", "", total, totalSeconds);
    return 0;
}

} // namespace cli
