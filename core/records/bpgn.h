#pragma once

#include "core/base/result.h"
#include "gamerecord.h"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

/// Reading and writing game records as text: BPGN for bughouse (FICS, bughousedb, chess.com) and
/// PGN for crazyhouse (lichess, chess.com, FICS).
namespace core {

/// Reads every game in `text`. Each entry is a record with its moves resolved (up to a checkmate,
/// see replay()), or an error `line L: what is wrong` (L counts from 1 in `text`; after the first
/// move also `line L, after 41b. b5: ...`, since bughousedb writes a game on one line). A game cut
/// off by the end of `text` (a truncated file) is read up to the cut, GameRecord::incomplete saying
/// what was cut. A move equal to the previous one of its board, number and clock stamp included,
/// is a logger's repeat and dropped. A bad game does not stop the others: a new game starts at the
/// next tag line that follows move text. A game of more than MaxRecordPlies plies is an error. Text
/// before the first game that starts with neither a tag, a move number, a comment nor a result
/// (prose, such as a README) is skipped. Lines end in LF, CRLF or a lone CR, mixed too.
///
/// Tags: `[Name "value"]`, several on a line allowed, `\"` and `\\` escaped, unknown ones kept.
/// The mode is the Variant tag's (bughouse or crazyhouse; other variants are errors), else
/// bughouse if there are WhiteA..BlackB tags, a two-board FEN or board letters in the move
/// numbers, else crazyhouse. FEN is `FEN_A | FEN_B` in bughouse.
///
/// Moves: BPGN numbers every half-move per board (`12A.` White and `12a.` Black on board A, `12B.`
/// and `12b.` on board B), in the order played; a move without a number is the reply on the same
/// board. PGN numbers are `12.` and `12...` and may be left out; `1.e4` needs no space. Drops are
/// `N@f3`, pawns `P@e4` or `@e4`; annotation glyphs and NAGs (`$1`) are skipped, side lines
/// `( ... )` (nested) too, `;` comments run to the end of the line, `%` lines are ignored.
///
/// Comments `{...}` belong to the move before them (before the first move: to the game). The
/// first comment after a move that is a number of seconds (`{179}`, `{119.051}`, `{-0.576}`,
/// space before the brace optional) or, in crazyhouse, holds `[%clk 0:02:59.5]` is the mover's
/// clock stamp, read to the millisecond (an empty `{}` right after a move says it has none). Any
/// comment after a move may hold an analysis of the position after it, as lichess writes it:
/// `[%eval 0.35]` (pawns; also `#3`, `#-3` for mates and `0.35,22` with a depth, see
/// parseEvaluation()) and this project's `[%best N@f7+]`, the best move there in SAN, which must be
/// legal on the board after the move (else the game is an error naming the line and the move, as
/// replay() says). The first of each kind counts. Stamps and these commands are taken out of the
/// comment; the rest of its text, if any, stays a comment of that move (never the closing one), and
/// a command whose value is not understood (`[%eval abc]`, `[%eval #0]`) stays as text. The last
/// comment before the result is the closing comment. The result marker ends the game (without
/// one, the Result tag gives the result).
std::vector<Result<GameRecord>> readGames(std::string_view text);

/// Where a game starts in a text: its first line's byte offset (after a byte order mark) and
/// number (1 = first).
struct GameStart
{
    std::size_t offset = 0;
    int line = 1;
};
/// readGames() one game at a time, for files whose games together would not fit in memory: calls
/// `take` with each game and where it starts, in order, until it returns false.
void forEachGame(std::string_view text,
                 const std::function<bool(Result<GameRecord> game, GameStart start)> &take);
/// The game of `text` at `start`, as forEachGame() gave it.
Result<GameRecord> readGameAt(std::string_view text, GameStart start);

/// Writes `record` as BPGN (bughouse) or PGN (crazyhouse), ending with a newline, so that
/// readGames() gives back an equal record. Tags are written as they are (SetUp and FEN added if
/// `startFen` is set without them); each seat's moves are numbered from its board's start
/// position. Clock stamps are exact to the millisecond: BPGN `{179.25}` (seconds), PGN
/// `{ [%clk 0:02:59.25] }`. An evaluation and best move follow: in PGN in the same comment, as
/// lichess writes them (`{ [%clk 0:02:59.25] [%eval 0.35] [%best Nf3] }`), in BPGN in a comment
/// after the stamp (`{179.25} {[%eval 0.35] [%best Nf3]}`), which bughousedb's readers expect on
/// its own. A comment holding a `}` is written after `;`; one that also spans lines, which cannot
/// be written, gets `)` for `}`.
std::string writeGame(const GameRecord &record);
/// Writes `records` one after the other, separated by blank lines.
std::string writeGames(const std::vector<GameRecord> &records);

} // namespace core
