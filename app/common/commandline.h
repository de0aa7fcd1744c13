#pragma once

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>

/// What the command-line programs (bughouse-cli, bughouse-tune) read and write: files, bounded in
/// size, written whole or not at all, and counts from their arguments.
namespace cli {

/// The largest file readFile() reads.
constexpr std::uint64_t MaxFileSize = std::uint64_t(256) << 20;

/// The whole file at `path`, or empty after an error on `err`: a path that is not a regular file
/// (a directory, FIFO or device) or a file over MaxFileSize is refused without being read.
std::optional<std::string> readFile(const std::string &path, std::ostream &err);
/// Writes `text` to `path` through `path.part`, renamed over `path` once all of it is written, so
/// that a full disk leaves any earlier file whole; false after an error on `err`.
bool writeFile(const std::string &path, const std::string &text, std::ostream &err);
/// The longest line read from standard input or a file, line by line (perft's FENs, UCI
/// commands, openings): 1 MiB, far beyond any real one (a UCI position with 10,000 moves is 60 KB).
constexpr std::size_t MaxLineLength = std::size_t(1) << 20;

/// What readLine() found.
enum class LineRead
{
    Line,   ///< a line, maybe the last one without its `\n`
    End,    ///< the end of the input
    TooLong ///< a line longer than MaxLineLength, of which no more is read
};

/// The next line of `in` into `line`, without its `\n` or `\r\n`: at most MaxLineLength bytes
/// are held, however long the line.
LineRead readLine(std::istream &in, std::string &line);
/// The message for a line longer than MaxLineLength: `line N is longer than 1 MiB`.
std::string tooLongLine(int number);

/// A count from the command line: digits only, at most 9 of them; empty otherwise.
std::optional<int> readCount(const std::string &text);

} // namespace cli
