#include "enginechild.h"

#include "core/base/quote.h"

#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <thread>

namespace cli {

namespace {

// fork() as a bare system call: the caller is the child of a multi-threaded program (the GUI),
// where fork()'s atfork handlers could wait for a lock that another thread held at the first fork.
pid_t rawFork()
{
    return pid_t(syscall(SYS_clone, SIGCHLD, nullptr, nullptr, nullptr, 0));
}

// The parent of the process named `pid` in /proc (`proc`), or 0 if it cannot be read.
pid_t parentOf(int proc, const char *pid)
{
    char path[64];
    std::size_t length = 0;
    for (const char *c = pid; *c && length < sizeof path - 6; ++c) path[length++] = *c;
    for (const char *c = "/stat"; *c; ++c) path[length++] = *c;
    path[length] = '\0';
    const int fd = openat(proc, path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    char text[512];
    const ssize_t n = read(fd, text, sizeof text);
    close(fd);
    // `PID (COMMAND) STATE PPID ...`: the command may hold anything, so the last ')' ends it.
    ssize_t at = n - 1;
    while (at > 0 && text[at] != ')') --at;
    at += 4; // past ") S "
    pid_t parent = 0;
    for (; at > 4 && at < n && text[at] >= '0' && text[at] <= '9'; ++at)
        parent = parent * 10 + (text[at] - '0');
    return parent;
}

// Kills every child of this process, those re-parented to it too; false if /proc cannot be read.
bool killChildren()
{
    const int proc = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (proc < 0) return false;
    const pid_t self = getpid();
    alignas(dirent64) char entries[4096];
    for (ssize_t n; (n = getdents64(proc, entries, sizeof entries)) > 0;)
        for (ssize_t at = 0; at < n;) {
            const auto *entry = reinterpret_cast<const dirent64 *>(entries + at);
            at += entry->d_reclen;
            if (entry->d_name[0] < '1' || entry->d_name[0] > '9') continue;
            pid_t pid = 0;
            for (const char *c = entry->d_name; *c; ++c) pid = pid * 10 + (*c - '0');
            if (parentOf(proc, entry->d_name) == self) kill(pid, SIGKILL);
        }
    close(proc);
    return true;
}

// Makes this child, holding the engine's standard input (the read end of a pipe), output and error
// on 0, 1 and 2, the engine's keeper (see EngineChild): it forks the engine, in a process group of
// its own, and returns in it for the caller to exec the engine's program; in the keeper it never
// returns. Async-signal-safe throughout, for the child of a multi-threaded program.
void keepEngine()
{
    prctl(PR_SET_CHILD_SUBREAPER, 1); // not inherited by the engine
    const pid_t engine = rawFork();
    if (engine == 0) {
        setpgid(0, 0);
        return;
    }
    if (engine < 0) _exit(127);
    // Out of the program's group (a Ctrl-C for the program reaches it through the lifeline once
    // the program is gone), with no handler of the program's, and holding no file but the
    // lifeline: the engine's output ends when the engine's processes do.
    setpgid(0, 0);
    struct sigaction standard = {};
    standard.sa_handler = SIG_DFL;
    sigaction(SIGCHLD, &standard, nullptr);
    close_range(1, ~0U, 0);
    const int exited = int(syscall(SYS_pidfd_open, engine, 0)); // none before Linux 5.3
    pollfd watched[] = {{STDIN_FILENO, 0, 0}, {exited, POLLIN, 0}};
    for (;;) {
        siginfo_t info = {};
        if (waitid(P_PID, id_t(engine), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid)
            break;
        // The lifeline reports POLLHUP once nothing can write to it.
        if (poll(watched, 2, exited < 0 ? 50 : -1) > 0 && watched[0].revents) break;
    }
    kill(-engine, SIGKILL);
    int status = 0;
    while (waitpid(engine, &status, 0) < 0 && errno == EINTR) {
    }
    // Each killed child's own children come here in turn, until none is left.
    while (killChildren() && (waitpid(-1, nullptr, 0) > 0 || errno == EINTR)) {
    }
    if (WIFSIGNALED(status)) { // dies of the same signal, without a core file of its own
        const rlimit noCore = {0, 0};
        setrlimit(RLIMIT_CORE, &noCore);
        sigaction(WTERMSIG(status), &standard, nullptr);
        kill(getpid(), WTERMSIG(status));
    }
    _exit(WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
}

} // namespace

EngineChild::EngineChild(const std::string &program, bool passErrors)
{
    std::signal(SIGPIPE, SIG_IGN);
    // To the engine, from it, its errors, and its exec() failure (closed unused on success).
    int pipes[4][2] = {{-1, -1}, {-1, -1}, {-1, -1}, {-1, -1}};
    for (auto &p : pipes)
        if (pipe2(p, O_CLOEXEC) != 0) {
            m_error = std::string("cannot create pipes: ") + std::strerror(errno);
            for (auto &q : pipes)
                for (int fd : q)
                    if (fd >= 0) close(fd);
            return;
        }
    const auto [toEngine, fromEngine, errors, started] = pipes;
    char *argv[] = {const_cast<char *>(program.c_str()), nullptr};
    m_keeper = fork();
    int why = errno;
    if (m_keeper == 0) { // only async-signal-safe calls from here on
        dup2(toEngine[0], STDIN_FILENO);
        dup2(fromEngine[1], STDOUT_FILENO);
        if (passErrors)
            dup2(errors[1], STDERR_FILENO);
        else if (const int null = open("/dev/null", O_WRONLY); null >= 0)
            dup2(null, STDERR_FILENO);
        // SIGPIPE as usual, not ignored as here: an engine still writing once its pipes are
        // closed (its bestmove after quit) ends quietly.
        std::signal(SIGPIPE, SIG_DFL);
        keepEngine();
        execvp(argv[0], argv);
        why = errno;
        [[maybe_unused]] const ssize_t told = write(started[1], &why, sizeof why);
        _exit(127);
    }
    for (int fd : {toEngine[0], fromEngine[1], errors[1], started[1]}) close(fd);
    m_input = toEngine[1];
    m_output = fromEngine[0];
    m_errors = passErrors ? errors[0] : -1;
    if (!passErrors) close(errors[0]);
    if (m_keeper < 0 || read(started[0], &why, sizeof why) == sizeof why) {
        m_error = "cannot start " + core::quoted(program) + ": " + std::strerror(why);
        end();
    }
    close(started[0]);
}

EngineChild::~EngineChild()
{
    end();
    for (int fd : {m_output, m_errors})
        if (fd >= 0) close(fd);
}

std::optional<int> EngineChild::exited(std::chrono::milliseconds wait)
{
    constexpr std::chrono::milliseconds Step{10};
    for (auto waited = std::chrono::milliseconds(0); m_keeper > 0; waited += Step) {
        siginfo_t info = {};
        if (waitid(P_PID, id_t(m_keeper), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid) {
            int status = 0;
            waitpid(m_keeper, &status, 0);
            m_keeper = -1;
            m_status = status;
        } else if (waited >= wait) {
            break;
        } else {
            std::this_thread::sleep_for(Step);
        }
    }
    return m_status;
}

// Without a writer left, the lifeline wakes the keeper; it exits once all is gone.
void EngineChild::end()
{
    if (m_input >= 0) close(m_input);
    m_input = -1;
    if (m_keeper <= 0) return;
    int status = 0;
    while (waitpid(m_keeper, &status, 0) < 0 && errno == EINTR) {
    }
    m_keeper = -1;
    m_status = status;
}

} // namespace cli
