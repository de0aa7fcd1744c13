#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace cli {

/// `review FILE [--quick|--deep] [--game N] [--output OUT]`: analyses every game of FILE (or
/// game N) with the built-in engine, or takes the evaluations a game already holds, writes the
/// analysed games to OUT (default: FILE with `-analysed` before its extension), and prints for
/// each game a `game` line, a `drop` line per drop naming the capture that supplied it and a
/// `turn` line per turning point, tab-separated (docs/records-and-cli.md, "bughouse-cli").
/// Progress goes to `err`. Returns 2 for a bad argument, file or game, before analysing anything.
int review(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace cli
