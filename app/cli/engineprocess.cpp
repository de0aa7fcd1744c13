#include "engineprocess.h"

#include "core/base/quote.h"

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <thread>

namespace cli {

namespace {

// How often a wait looks at its stop flag.
constexpr std::chrono::milliseconds PollSlice{20};
// How long an engine has to exit after `quit` or after closing its output.
constexpr std::chrono::milliseconds ExitGrace{200};
constexpr std::chrono::milliseconds ExitStep{10};

} // namespace

EngineProcess::EngineProcess(const std::string &program)
{
    std::signal(SIGPIPE, SIG_IGN);
    int toEngine[2] = {-1, -1}, fromEngine[2] = {-1, -1};
    if (pipe2(toEngine, O_CLOEXEC) != 0 || pipe2(fromEngine, O_CLOEXEC) != 0) {
        fail(std::string("cannot create pipes: ") + std::strerror(errno));
        for (int fd : {toEngine[0], toEngine[1], fromEngine[0], fromEngine[1]})
            if (fd >= 0) close(fd);
        return;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, toEngine[0], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, fromEngine[1], STDOUT_FILENO);
    // A group of its own: whatever the engine starts is ended with it. SIGPIPE as usual, not
    // ignored as here: an engine still writing once its pipes are closed (its bestmove after
    // quit) ends quietly, not with a write error on the standard error it shares with play.
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    sigset_t pipeSignal;
    sigemptyset(&pipeSignal);
    sigaddset(&pipeSignal, SIGPIPE);
    posix_spawnattr_setsigdefault(&attributes, &pipeSignal);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF);
    posix_spawnattr_setpgroup(&attributes, 0);
    char *argv[] = {const_cast<char *>(program.c_str()), nullptr};
    const int error = posix_spawnp(&m_pid, program.c_str(), &actions, &attributes, argv, environ);
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    close(toEngine[0]);
    close(fromEngine[1]);
    m_toEngine = toEngine[1];
    m_fromEngine = fromEngine[0];
    if (error != 0) {
        m_pid = -1;
        fail("cannot start " + core::quoted(program) + ": " + std::strerror(error));
    }
}

EngineProcess::~EngineProcess()
{
    if (m_error.empty()) send("quit");
    close(m_toEngine);
    close(m_fromEngine);
    exitText(); // waits up to ExitGrace for the engine to go
    killGroup();
}

// The group is killed before the engine is reaped, so its number cannot belong to anyone else.
void EngineProcess::killGroup()
{
    if (m_pid <= 0) return;
    kill(-m_pid, SIGKILL); // the engine and anything it left behind
    waitpid(m_pid, nullptr, 0);
    m_pid = -1;
}

bool EngineProcess::send(const std::string &line)
{
    if (!m_error.empty()) return false;
    const std::string text = line + '\n';
    for (std::size_t done = 0; done < text.size();) {
        const ssize_t n = write(m_toEngine, text.data() + done, text.size() - done);
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
        pollfd ready = {m_fromEngine, POLLIN, 0};
        if (poll(&ready, 1, int(std::min(left, PollSlice).count())) <= 0) {
            // Its own child may hold the pipe open after the engine exited: look at the engine.
            if (const auto exited = exitStatus()) fail(*exited);
            continue;
        }
        char chunk[65536];
        const ssize_t n = read(m_fromEngine, chunk, sizeof chunk);
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
    killGroup();
}

std::optional<std::string> EngineProcess::exitStatus()
{
    siginfo_t info{};
    if (m_pid <= 0 || waitid(P_PID, id_t(m_pid), &info, WEXITED | WNOHANG | WNOWAIT) != 0 ||
        info.si_pid == 0)
        return std::nullopt;
    kill(-m_pid, SIGKILL); // what it left behind
    int status = 0;
    waitpid(m_pid, &status, 0);
    m_pid = -1;
    if (WIFSIGNALED(status))
        return "the engine was killed by signal " + std::to_string(WTERMSIG(status)) + " (" +
               strsignal(WTERMSIG(status)) + ")";
    return "the engine exited with status " + std::to_string(WEXITSTATUS(status));
}

std::string EngineProcess::exitText()
{
    for (auto waited = std::chrono::milliseconds(0); m_pid > 0 && waited < ExitGrace;
         waited += ExitStep) {
        if (auto exited = exitStatus()) return *exited;
        std::this_thread::sleep_for(ExitStep);
    }
    return "the engine closed its pipes";
}

} // namespace cli
