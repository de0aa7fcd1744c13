#pragma once

#include "core/clock.h"

#include <sys/types.h>

#include <atomic>
#include <chrono>
#include <optional>
#include <string>

namespace cli {

/// A UCI engine run as a child process and spoken to over pipes. Every wait has a deadline and
/// can be stopped, so a crashed, silent or hung engine never blocks the caller; after a failure
/// error() says what went wrong and the engine is not asked again. Use from one thread at a time.
class UciPipe
{
public:
    /// The clock deadlines are given on.
    using Clock = std::chrono::steady_clock;

    /// Starts `program` (looked up on PATH without a slash). Writes to an engine that died fail
    /// instead of raising SIGPIPE, which is ignored from then on for the whole process.
    explicit UciPipe(const std::string &program);
    /// Sends `quit`, gives the engine a moment to exit and kills it if it does not.
    ~UciPipe();
    UciPipe(const UciPipe &) = delete;
    UciPipe &operator=(const UciPipe &) = delete;

    /// Why the engine cannot be used, or an empty string while it can.
    const std::string &error() const { return m_error; }

    /// The UCI handshake by `deadline`: `uci` up to `uciok` (setting UCI_Variant to `variant` if
    /// the engine offers that option), `ucinewgame`, then `isready` up to `readyok`.
    bool handshake(const std::string &variant, Clock::time_point deadline);
    /// Sends `position fen FEN` and `go` with both clocks and the increment in milliseconds, and
    /// returns the move text of the `bestmove` reply. Empty if the engine fails, misses
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
    std::string exitText();

    pid_t m_pid = -1;
    int m_toEngine = -1;
    int m_fromEngine = -1;
    std::string m_buffer;
    std::string m_error;
};

} // namespace cli
