#include "engineprocess.h"

#include "core/base/quote.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace cli {

namespace {

// How often a wait looks at its stop flag.
constexpr std::chrono::milliseconds PollSlice{20};
// How long an engine has to exit after `quit` or after closing its output.
constexpr std::chrono::milliseconds ExitGrace{200};

} // namespace

EngineProcess::EngineProcess(const std::string &program) : m_child(program, true)
{
    if (!m_child.error().empty()) fail(m_child.error());
    if (m_child.errors() >= 0) fcntl(m_child.errors(), F_SETFL, O_NONBLOCK);
}

EngineProcess::~EngineProcess()
{
    if (m_error.empty()) send("quit");
    m_child.exited(ExitGrace);
    m_child.end();
    passErrors();
}

// Passes on the complete lines the engine wrote to its standard error, escaped, each in one
// write so that the lines of engines on other threads do not mix.
void EngineProcess::passErrors()
{
    char chunk[4096];
    for (ssize_t n; (n = read(m_child.errors(), chunk, sizeof chunk)) > 0;)
        m_errorLines.append({chunk, std::size_t(n)});
    while (const auto line = m_errorLines.next()) {
        const std::string text = core::escaped(*line) + '\n';
        [[maybe_unused]] const ssize_t written = write(STDERR_FILENO, text.data(), text.size());
    }
}

bool EngineProcess::send(const std::string &line)
{
    if (!m_error.empty()) return false;
    const std::string text = line + '\n';
    for (std::size_t done = 0; done < text.size();) {
        const ssize_t n = write(m_child.input(), text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            fail(errno == EPIPE
                     ? exitText()
                     : std::string("cannot write to the engine: ") + std::strerror(errno));
            return false;
        }
        done += std::size_t(n);
    }
    return true;
}

std::optional<std::string> EngineProcess::readLine(Clock::time_point deadline,
                                                   const std::atomic<bool> *stop)
{
    while (m_error.empty()) {
        if (auto line = m_lines.next()) return line;
        if (stop && *stop) return std::nullopt;
        const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() <= 0) {
            fail("the engine did not answer in time");
            break;
        }
        pollfd ready[] = {{m_child.output(), POLLIN, 0}, {m_child.errors(), POLLIN, 0}};
        if (poll(ready, 2, int(std::min(left, PollSlice).count())) > 0 && ready[1].revents)
            passErrors();
        if (!ready[0].revents) {
            // Its own child may hold the pipe open after the engine exited: look at the engine.
            if (m_child.exited()) fail(exitText());
            continue;
        }
        char chunk[65536];
        const ssize_t n = read(m_child.output(), chunk, sizeof chunk);
        if (n > 0)
            m_lines.append({chunk, std::size_t(n)});
        else if (n == 0 || errno != EINTR)
            fail(exitText());
    }
    return std::nullopt;
}

void EngineProcess::fail(const std::string &why)
{
    if (!m_error.empty()) return;
    m_error = why;
    m_child.end();
}

std::string EngineProcess::exitText()
{
    const auto status = m_child.exited(ExitGrace);
    if (!status) return "the engine closed its pipes";
    if (WIFSIGNALED(*status))
        return "the engine was killed by signal " + std::to_string(WTERMSIG(*status)) + " (" +
               strsignal(WTERMSIG(*status)) + ")";
    return "the engine exited with status " + std::to_string(WEXITSTATUS(*status));
}

} // namespace cli
