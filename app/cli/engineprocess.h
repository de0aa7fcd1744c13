#pragma once

#include "app/common/enginechild.h"
#include "core/base/linebuffer.h"

#include <atomic>
#include <chrono>
#include <optional>
#include <string>

namespace cli {

/// A chess engine run as an EngineChild (whatever it starts ends with it, even if this program is
/// killed) and spoken to a line at a time over pipes (UciPipe and XboardPipe
/// speak its protocol). Every wait has a deadline and can be stopped, so a crashed, silent or hung
/// engine never blocks the caller (an engine that exits is noticed even while a child of its own
/// keeps the pipe open); after a failure error() says what went wrong, the engine and all it
/// started are killed and it is not spoken to again. What the engine writes to its standard error
/// reaches ours a line at a time, escaped (core::escaped()), while its output is read. Use from
/// one thread at a time.
class EngineProcess
{
public:
    /// The clock deadlines are given on.
    using Clock = std::chrono::steady_clock;

    /// Starts `program` (see EngineChild).
    explicit EngineProcess(const std::string &program);
    /// Sends `quit` (both protocols' word), gives the engine a moment to exit, then ends it and
    /// all it started.
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
    /// Marks the engine unusable for `why` (the first reason stays) and ends it and all it
    /// started.
    void fail(const std::string &why);

private:
    // How the engine exited (waiting for it a moment), or that it closed its pipes.
    std::string exitText();
    void passErrors();

    EngineChild m_child;
    core::LineBuffer m_lines;
    core::LineBuffer m_errorLines;
    std::string m_error;
};

} // namespace cli
