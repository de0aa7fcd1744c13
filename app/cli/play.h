#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace cli {

/// `play [--mode bughouse|crazyhouse] [--time SECONDS+INC] [--games N] [--seed S]
/// [--seat SEAT=PLAYER ...] [--bpgn FILE]`: computer players (`builtin:LEVEL` or `uci:PROGRAM`)
/// play real-time games, colours swapped every game. Writes one line per game,
/// `game N: RESULT ENDING (P plies) WhiteA=PLAYER ...`, then each player's score, and with
/// `--bpgn` all games as BPGN (bughouse) or PGN (crazyhouse). Returns 0, or 2 for bad arguments
/// or an engine that cannot be started.
int play(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace cli
