#pragma once

#include "app/common/commandline.h"

#include "core/engine/search.h"

#include <array>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

/// The sub-commands of bughouse-cli. Each takes its arguments (after the command name), writes
/// results to `out` and errors to `err`, and returns the process exit status (0 ok, 2 bad input).
/// main() answers -h, --help and --version for them and turns a failed write into status 1.
namespace cli {

/// `moves [--no-drop-mate] [--mate-rule standard|bughouse] FEN`: legal moves in UCI, sorted.
int moves(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);
/// `perft [--divide] DEPTH FEN|-`: leaf count (per FEN line of standard input with `-`, until a
/// count cannot be written; a line over MaxLineLength is an error).
int perft(const std::vector<std::string> &args, std::istream &in, std::ostream &out,
          std::ostream &err);
/// `status [--mate-rule standard|bughouse] FEN`: normal, check, checkmate, stalemate or wait.
int status(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);
/// `search [--depth N] [--movetime MS] FEN`: the engine's `info` line and `bestmove`.
int search(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);
/// `replay FILE...`: replays every game of the BPGN/PGN files, one line per game, numbered from 1
/// across all files: `game N: OK P plies, RESULT, ENDING` (then `, N plies after the mate ignored`
/// if the record goes on after a checkmate, `, incomplete (WHY)` if it is cut off) or
/// `game N: ERROR line L: ...`.
/// Returns 1 if a game failed, 2 if a file cannot be read.
int replay(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);
/// `fen FILE GAME PLY`: the position after PLY plies (0 = start) of game GAME (from 1) of FILE:
/// `FEN_A | FEN_B` in bughouse, one FEN in crazyhouse.
int fen(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);
/// `bench`: perft on fixed positions (leaves, time, leaves per second), then the engine's search
/// to a fixed depth on them (depth reached, nodes, time, nodes per second).
int bench(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

/// The seats by name, indexed by Seat, as `play --seat` and `review` write them.
extern const std::array<std::string, 4> SeatNames;

/// The deepest `perft` and `search --depth`, and the longest `search --movetime` (ms): beyond
/// them a command would run for hours.
constexpr int MaxPerftDepth = 8;
constexpr int MaxSearchDepth = 20;
constexpr int MaxMoveTime = 3'600'000;

/// The UCI `info` line of a finished search that took `ms` milliseconds: depth, score (`cp N`
/// or `mate N`), nodes, time, nodes per second and the principal variation.
std::string searchInfo(const core::engine::SearchResult &result, core::Milliseconds ms);
/// A monotonic clock for the engine: the milliseconds since the call.
core::engine::TimeSource stopwatch();

} // namespace cli
