#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace cli {

/// `play [--mode bughouse|crazyhouse] [--time SECONDS+INC] [--games N] [--seed S]
/// [--seat SEAT=PLAYER ...] [--openings FILE] [--bpgn FILE]`: computer players (`builtin:LEVEL`,
/// `uci:PROGRAM`, or in crazyhouse `xboard:PROGRAM`) play real-time games, colours swapped every
/// game. With `--openings` the
/// games start from the suite's openings in turn (readOpenings()), each played with both colours;
/// `--games` is then twice their number unless given. Writes one line per game,
/// `game N: RESULT ENDING (P plies) WhiteA=PLAYER ... [opening=LINE]`, then each player's score
/// (games, wins, draws, losses, points, and the score with its 95 % error bar, `55.0%+-12.3`), and
/// with `--bpgn` all games as BPGN (bughouse) or PGN (crazyhouse). Returns 0, or 2 for bad
/// arguments, a bad openings file or an engine that cannot be started.
int play(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace cli
