// bughouse-cli: the rules core on the command line (perft, moves, status, search, bench, play,
// review).
// The conventions all commands share live here: one table of the commands gives the dispatch,
// each command's help and the whole usage; -h/--help and --version; failed writes exit with 1.
#include "commands.h"
#include "play.h"
#include "review.h"
#include "ucimode.h"

#include "core/base/quote.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <streambuf>

namespace {

using Arguments = std::vector<std::string>;

struct Command
{
    std::string name;
    std::string arguments; // its lines after the first continue the synopsis
    std::string about;     // what the command does, then any notes, a line each
    int (*run)(const Arguments &args, std::ostream &out);
};

const Command Commands[] = {
    {"moves",
     "[--no-drop-mate] [--no-drop-check] [--promotions QRBN] [--mate-rule standard|bughouse] FEN",
     "the legal moves in UCI, sorted, one a line",
     [](const Arguments &args, std::ostream &out) { return cli::moves(args, out, std::cerr); }},
    {"perft", "[--divide] [--no-drop-check] [--promotions QRBN] DEPTH FEN|-",
     "the number of leaves DEPTH (0 to " + std::to_string(cli::MaxPerftDepth) +
         ") plies deep, --divide per move;\nFEN - reads one FEN a line from standard input",
     [](const Arguments &args, std::ostream &out) {
         return cli::perft(args, std::cin, out, std::cerr);
     }},
    {"status",
     "[--no-drop-mate] [--no-drop-check] [--no-stalemate] [--mate-rule standard|bughouse] FEN",
     "normal, check, checkmate, stalemate or wait",
     [](const Arguments &args, std::ostream &out) { return cli::status(args, out, std::cerr); }},
    {"search", "[--depth N] [--movetime MS] FEN",
     "the built-in engine's info line and best move;\nN 1 to " +
         std::to_string(cli::MaxSearchDepth) + ", MS 1 to " + std::to_string(cli::MaxMoveTime) +
         " (default: 1000 ms)",
     [](const Arguments &args, std::ostream &out) { return cli::search(args, out, std::cerr); }},
    {"replay", "FILE...",
     "replays every game, a line each, numbered from 1 across all FILEs:\n"
     "\"game N: OK P plies, RESULT, ENDING\" (RESULT 1-0: White-A and Black-B won;\n"
     "a game with plies after a checkmate adds \", N plies after the mate ignored\",\n"
     "a game cut off at the end of its file \", incomplete (WHY)\")\n"
     "or \"game N: ERROR line L: ...\"; exits with 1 if a game failed",
     [](const Arguments &args, std::ostream &out) { return cli::replay(args, out, std::cerr); }},
    {"fen", "FILE GAME PLY",
     "the position after PLY plies (0 = start) of game GAME (from 1) of FILE:\n"
     "\"FEN_A | FEN_B\" in bughouse, one FEN in crazyhouse",
     [](const Arguments &args, std::ostream &out) { return cli::fen(args, out, std::cerr); }},
    {"bench", "", "perft and fixed-depth searches on fixed positions, timed",
     [](const Arguments &args, std::ostream &out) { return cli::bench(args, out, std::cerr); }},
    {"play",
     "[--mode bughouse|crazyhouse] [--time SECONDS+INC] [--games N] [--seed S]\n"
     "[--seat SEAT=PLAYER ...] [--openings FILE] [--bpgn FILE] [--depth N]",
     "computer games on the real clock, colours swapped every game;\n"
     "--depth: uci and xboard engines search N plies a move;\n"
     "--openings: FILE's openings, UCI moves or a FEN a line (bughouse \"A | B\"),\n"
     "each played with both colours;\n"
     "PLAYER builtin:LEVEL (1-8), uci:PROGRAM or (crazyhouse) xboard:PROGRAM, default builtin:4;\n"
     "SEAT WhiteA, BlackA, WhiteB, BlackB (crazyhouse: White, Black)",
     [](const Arguments &args, std::ostream &out) { return cli::play(args, out, std::cerr); }},
    {"review", "FILE [--quick|--deep] [--game N] [--output OUT]",
     "analyses every game of FILE (or game N) with the built-in engine, or takes\n"
     "the evaluations it holds; writes the analysed games to OUT (default:\n"
     "FILE-analysed.EXT) and prints tab-separated lines: a game line, a drop line\n"
     "per drop with the capture that supplied it, a turn line per turning point",
     [](const Arguments &args, std::ostream &out) { return cli::review(args, out, std::cerr); }},
    {"uci", "", "the built-in engine as a UCI engine on standard input/output",
     [](const Arguments &, std::ostream &out) { return cli::uciMode(std::cin, out, std::cerr); }},
};

// A command's usage without its lead: the name and arguments, then the lines about it indented.
std::string usageOf(const Command &command)
{
    std::string text = command.name + (command.arguments.empty() ? "" : " ") + command.arguments +
                       "\n" + command.about + "\n";
    for (std::size_t at = text.find('\n'); at + 1 < text.size(); at = text.find('\n', at + 1))
        text.insert(at + 1, "        ");
    return text;
}

std::string usage()
{
    std::string text =
        "usage: bughouse-cli COMMAND [ARGUMENT...]\n"
        "       bughouse-cli [COMMAND [ARGUMENT...]] -h|--help|--version\n"
        "       bughouse-cli help\n"
        "-h or --help among a command's arguments prints its usage instead of running it,\n"
        "--version the version. A failed write of the output (a full disk) is exit status 1.\n";
    for (const Command &command : Commands) text += "  " + usageOf(command);
    return text +
           "FILEs are BPGN (bughouse) or PGN (crazyhouse), regular files of at most 256 MiB.\n"
           "FEN is X-FEN with pockets, e.g. \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq "
           "- 0 1\".\n";
}

// Runs the command line `args` (without the program's name), its results on `out`; returns the
// exit status.
int run(const Arguments &args, std::ostream &out)
{
    const std::string first = args.empty() ? "" : args[0];
    const std::string version = "bughouse-cli " BUGHOUSE_VERSION "\n";
    if (first == "--version") {
        out << version;
        return 0;
    }
    if (first == "help" || first == "--help" || first == "-h") {
        out << usage();
        return 0;
    }
    const auto command = std::find_if(std::begin(Commands), std::end(Commands),
                                      [&](const Command &c) { return c.name == first; });
    if (command == std::end(Commands)) {
        std::cerr << (first.empty() ? "missing command\n"
                                    : "unknown command " + core::quoted(first) + "\n")
                  << usage();
        return 2;
    }
    // Exact words only, wherever they stand: a command runs or prints help, never both.
    const Arguments rest(args.begin() + 1, args.end());
    const auto given = [&rest](const char *option) {
        return std::find(rest.begin(), rest.end(), option) != rest.end();
    };
    if (given("-h") || given("--help")) {
        out << "usage: bughouse-cli " << usageOf(*command);
        return 0;
    }
    if (given("--version")) {
        out << version;
        return 0;
    }
    return command->run(rest, out);
}

// Standard output through stdio, keeping the cause of its first failed write: errno no longer
// tells it when the command returns, after later calls or from another thread (uci answers from
// its search thread).
class StandardOutput : public std::streambuf
{
public:
    // The errno of the first failed write; 0 while none failed.
    int error() const { return m_error; }

protected:
    int_type overflow(int_type c) override
    {
        if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
        return written(std::fputc(c, stdout) != EOF) ? c : traits_type::eof();
    }
    std::streamsize xsputn(const char *s, std::streamsize n) override
    {
        const std::size_t count = std::fwrite(s, 1, std::size_t(n), stdout);
        written(count == std::size_t(n));
        return std::streamsize(count);
    }
    int sync() override { return written(std::fflush(stdout) == 0) ? 0 : -1; }

private:
    bool written(bool ok)
    {
        if (!ok && !m_error) m_error = errno;
        return ok;
    }

    int m_error = 0;
};

} // namespace

int main(int argc, char **argv)
{
    StandardOutput output;
    std::ostream out(&output);
    const int status = run(Arguments(argv + std::min(argc, 1), argv + argc), out);
    if (out.flush()) return status;
    std::cerr << "bughouse-cli: cannot write the output: " << std::strerror(output.error()) << "\n";
    return 1;
}
