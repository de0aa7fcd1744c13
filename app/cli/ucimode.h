#pragma once

#include <iosfwd>

namespace cli {

/// `bughouse-cli uci`: the built-in engine as a UCI engine on `in` and `out`, for other GUIs and
/// match tools. Understands uci, isready, ucinewgame, setoption (UCI_Variant crazyhouse or
/// bughouse, Skill Level 1-8, Hash 1-1024 MiB), position startpos|fen FEN [moves ...] (X-FEN
/// with holdings, UCI moves and drops `N@f3`), go (wtime btime winc binc movestogo movetime depth
/// nodes infinite), stop and quit. The search runs on its own thread, so isready and stop are
/// answered while it thinks; each search ends with an info line (depth, score, nodes, nps, time,
/// pv) and its bestmove. A malformed command gets an `info string` saying why, never a crash.
/// quit (or the end of `in`) lets a search end by its own limits first. Once a line could not be
/// written, the session ends when the command at hand is done, its search stopped. Returns 0; 2
/// after a line longer than MaxLineLength, which ends the session with a message on `err`.
int uciMode(std::istream &in, std::ostream &out, std::ostream &err);

} // namespace cli
