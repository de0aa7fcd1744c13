#pragma once

#include "core/clock.h"
#include "core/linebuffer.h"

#include <sys/types.h>

#include <atomic>
#include <chrono>
#include <optional>
#include <string>

namespace cli {

/// A UCI engine run as a child process, in a process group of its own, and spoken to over pipes.
/// Every wait has a deadline and can be stopped, so a crashed, silent or hung engine never blocks
/// the caller (an engine that exits is noticed even while a child of its own keeps the pipe open);
/// after a failure error() says what went wrong, the whole group is killed and the engine is not
/// asked again. Use from one thread at a time.
class UciPipe
{
public:
    /// The clock deadlines are given on.
    using Clock = std::chrono::steady_clock;

    /// Starts `program` (looked up on PATH without a slash). Writes to an engine that died fail
    /// instead of raising SIGPIPE, which is ignored from then on for the whole process.
    explicit UciPipe(const std::string &program);
    /// Sends `quit`, gives the engine a moment to exit, then kills its process group and reaps it.
    ~UciPipe();
    UciPipe(const UciPipe &) = delete;
    UciPipe &operator=(const UciPipe &) = delete;

    /// Why the engine cannot be used, or an empty string while it can.
    const std::string &error() const { return m_error; }

    /// The UCI handshake by `deadline`: `uci` up to `uciok` (setting UCI_Variant to `variant` if
    /// the engine offers that option), `ucinewgame`, then `isready` up to `readyok`.
    bool handshake(const std::string &variant, Clock::time_point deadline);
    /// Sends `isready` and drops everything up to `readyok` (a late or second `bestmove` for an
    /// earlier `go` is never taken for this one), then `position fen FEN` and `go` with both
    /// clocks and the increment in milliseconds, and returns the move text of the `bestmove` reply. Empty if the engine fails, misses
    /// `deadline` (both set error()) or `stop` becomes true first; after a stop the engine is
    /// still thinking, so it is not asked again.
    std::optional<std::string> bestMove(const std::string &fen, core::Milliseconds whiteTime,
                                        core::Milliseconds blackTime, core::Milliseconds increment,
                                        Clock::time_point deadline, const std::atomic<bool> &stop);

private:
    bool send(const std::string &line);
    // The next line from the engine; empty on failure (error() set) or once `*stop` is true.
    std::optional<std::string> readLine(Clock::time_point deadline, const std::atomic<bool> *stop);
    void fail(const std::string &why);
    // The engine's exit, if it has exited (it is reaped then); empty while it runs.
    std::optional<std::string> exitStatus();
    std::string exitText();
    void killGroup();

    pid_t m_pid = -1; // the engine and its process group, until it is reaped
    int m_toEngine = -1;
    int m_fromEngine = -1;
    core::LineBuffer m_lines;
    std::string m_error;
};

} // namespace cli
