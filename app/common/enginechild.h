#pragma once

#include <sys/types.h>

#include <chrono>
#include <optional>
#include <string>

namespace cli {

/// An engine program run as a child process under a keeper, spoken to over pipes (bughouse-cli and
/// the GUI both run engines so). The keeper is a child subreaper (PR_SET_CHILD_SUBREAPER): what the
/// engine starts stays its descendant, through setsid() and double forks too. Once the engine
/// exits, or nothing can write to its input any more (end() closed it, or this program died, even
/// of SIGKILL), the keeper kills the engine's process group and every other descendant, reaps them
/// and exits as the engine did. So nothing an engine starts outlives it or this program, and
/// engines never touch each other's processes.
class EngineChild
{
public:
    /// Starts `program` (looked up on PATH without a slash) with its standard error on a pipe
    /// (errors()) if `passErrors`, else on /dev/null; error() says why if it cannot. Writes to an
    /// engine that died fail instead of raising SIGPIPE, which is ignored from then on for the
    /// whole process (the engine starts with SIGPIPE's default action). Our ends of the pipes
    /// close on exec.
    EngineChild(const std::string &program, bool passErrors);
    /// end(), and closes the pipes.
    ~EngineChild();
    EngineChild(const EngineChild &) = delete;
    EngineChild &operator=(const EngineChild &) = delete;

    /// Why the engine could not be started, or empty.
    const std::string &error() const { return m_error; }
    /// The engine's standard input (the keeper's lifeline), output and error; -1 if none.
    int input() const { return m_input; }
    int output() const { return m_output; }
    int errors() const { return m_errors; }
    /// The engine's wait status (as waitpid() gives it) once the engine exited and the keeper
    /// ended all it started and was reaped; empty while the engine runs. Waits up to `wait`.
    std::optional<int> exited(std::chrono::milliseconds wait = {});
    /// Closes the input, so that the keeper kills the engine and all it started, and reaps the
    /// keeper. The output and error stay open to be read to their end.
    void end();

private:
    pid_t m_keeper = -1; // until it is reaped
    int m_input = -1;
    int m_output = -1;
    int m_errors = -1;
    std::optional<int> m_status;
    std::string m_error;
};

} // namespace cli
