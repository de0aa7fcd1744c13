#pragma once

#include "core/base/linebuffer.h"

#include <sys/types.h>

#include <atomic>
#include <chrono>
#include <optional>
#include <string>

namespace cli {

/// A chess engine run as a child process, in a process group of its own, and spoken to a line at
/// a time over pipes (UciPipe and XboardPipe speak its protocol). Every wait has a deadline and
/// can be stopped, so a crashed, silent or hung engine never blocks the caller (an engine that
/// exits is noticed even while a child of its own keeps the pipe open); after a failure error()
/// says what went wrong, the whole group is killed and the engine is not spoken to again. Use
/// from one thread at a time.
class EngineProcess
{
public:
    /// The clock deadlines are given on.
    using Clock = std::chrono::steady_clock;

    /// Starts `program` (looked up on PATH without a slash). Writes to an engine that died fail
    /// instead of raising SIGPIPE, which is ignored from then on for the whole process (the
    /// engine starts with SIGPIPE's default action).
    explicit EngineProcess(const std::string &program);
    /// Sends `quit` (both protocols' word), gives the engine a moment to exit, then kills its
    /// process group and reaps it.
    ~EngineProcess();
    EngineProcess(const EngineProcess &) = delete;
    EngineProcess &operator=(const EngineProcess &) = delete;

    /// Why the engine cannot be used, or an empty string while it can.
    const std::string &error() const { return m_error; }
    /// Writes `line` and a newline; false once the engine cannot be used.
    bool send(const std::string &line);
    /// The next line from the engine; empty on failure (error() set, also when `deadline` passes)
    /// or once `*stop` is true.
    std::optional<std::string> readLine(Clock::time_point deadline, const std::atomic<bool> *stop);
    /// Marks the engine unusable for `why` (the first reason stays) and kills its group.
    void fail(const std::string &why);

private:
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
