#include "ucimode.h"

#include "commands.h"

#include "core/base/quote.h"
#include "core/board/notation.h"
#include "core/board/rules.h"
#include "core/engine/engine.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <istream>
#include <memory>
#include <mutex>
#include <ostream>
#include <sstream>
#include <thread>
#include <vector>

namespace cli {

namespace {

std::vector<std::string> words(const std::string &line)
{
    std::istringstream in(line);
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

// A whole number in 0..`most`, or nothing.
std::optional<std::int64_t> number(const std::string &text, std::int64_t most)
{
    if (text.empty() || text.size() > 18) return std::nullopt;
    std::int64_t n = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        n = n * 10 + (c - '0');
    }
    return n <= most ? std::optional(n) : std::nullopt;
}

class UciEngine
{
public:
    explicit UciEngine(std::ostream &out) : m_out(out) { setVariant("crazyhouse"); }
    ~UciEngine() { stopSearch(); }

    // Handles one command; false at quit.
    bool handle(const std::string &line);
    // False once a line could not be written: nobody hears the engine any more.
    bool heard()
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        return bool(m_out);
    }

private:
    void say(const std::string &line)
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_out << line << '\n' << std::flush;
    }
    void setVariant(const std::string &name);
    void setOption(const std::vector<std::string> &w);
    void position(const std::vector<std::string> &w);
    void go(const std::vector<std::string> &w);
    void stopSearch();
    void finishSearch();

    std::ostream &m_out;
    std::mutex m_mutex;
    std::string m_variant;
    core::Rules m_rules;
    core::Position m_pos;
    std::vector<std::uint64_t> m_history;
    int m_level = core::engine::MaxLevel;
    std::size_t m_hash = 16;
    std::unique_ptr<core::engine::Engine> m_engine = std::make_unique<core::engine::Engine>();
    std::thread m_thread;
    std::atomic<bool> m_stop{false};
    bool m_infinite = false;
    std::uint64_t m_seed = 1;
};

void UciEngine::setVariant(const std::string &name)
{
    m_variant = name;
    m_rules = {};
    if (name == "bughouse") {
        m_rules = core::rulesOf(core::RuleSet::Internet);
        m_rules.variant = core::Variant::Bughouse;
    }
    m_pos = core::Position(m_rules);
    m_history.clear();
}

bool UciEngine::handle(const std::string &line)
{
    const std::vector<std::string> w = words(line);
    if (w.empty()) return true;
    const std::string &command = w[0];
    if (command == "uci") {
        say("id name Bughouse built-in engine");
        say("id author the Bughouse developers");
        say("option name UCI_Variant type combo default crazyhouse var crazyhouse var bughouse");
        say("option name Skill Level type spin default " + std::to_string(core::engine::MaxLevel) +
            " min " + std::to_string(core::engine::MinLevel) + " max " +
            std::to_string(core::engine::MaxLevel));
        say("option name Hash type spin default 16 min 1 max 1024");
        say("uciok");
    } else if (command == "isready") {
        say("readyok");
    } else if (command == "ucinewgame") {
        finishSearch();
        m_engine->newGame();
        m_pos = core::Position(m_rules);
        m_history.clear();
    } else if (command == "setoption") {
        setOption(w);
    } else if (command == "position") {
        position(w);
    } else if (command == "go") {
        go(w);
    } else if (command == "stop") {
        stopSearch();
    } else if (command == "quit") {
        finishSearch(); // a script's "go depth 3" then "quit" still gets its bestmove
        return false;
    } else if (command != "debug" && command != "ponderhit" && command != "register") {
        say("info string unknown command " + core::quoted(command));
    }
    return true;
}

// setoption name NAME value VALUE (names may hold spaces: "Skill Level").
void UciEngine::setOption(const std::vector<std::string> &w)
{
    std::string name, value;
    std::string *into = nullptr;
    for (std::size_t i = 1; i < w.size(); ++i) {
        if (w[i] == "name")
            into = &name;
        else if (w[i] == "value")
            into = &value;
        else if (into)
            *into += (into->empty() ? "" : " ") + w[i];
    }
    finishSearch(); // options change between searches only
    if (name == "UCI_Variant") {
        if (value == "crazyhouse" || value == "bughouse")
            setVariant(value);
        else
            say("info string UCI_Variant " + core::quoted(value) +
                " is not played here: crazyhouse or bughouse");
    } else if (name == "Skill Level") {
        const auto n = number(value, core::engine::MaxLevel);
        if (n && *n >= core::engine::MinLevel)
            m_level = int(*n);
        else
            say("info string Skill Level takes 1 to 8, not " + core::quoted(value));
    } else if (name == "Hash") {
        const auto n = number(value, 1024);
        if (n && *n >= 1) {
            m_hash = std::size_t(*n);
            core::engine::EngineOptions options;
            options.hashMegabytes = m_hash;
            m_engine = std::make_unique<core::engine::Engine>(options);
        } else {
            say("info string Hash takes 1 to 1024 (MiB), not " + core::quoted(value));
        }
    } else {
        say("info string no option " + core::quoted(name));
    }
}

// position startpos|fen FEN [moves M...]: a bad FEN keeps the last position; a bad move keeps the
// moves before it.
void UciEngine::position(const std::vector<std::string> &w)
{
    finishSearch();
    std::size_t i = 1;
    core::Position pos(m_rules);
    if (i < w.size() && w[i] == "startpos") {
        ++i;
    } else if (i < w.size() && w[i] == "fen") {
        std::string fen;
        for (++i; i < w.size() && w[i] != "moves"; ++i) fen += (fen.empty() ? "" : " ") + w[i];
        auto read = core::Position::fromFen(fen, m_rules);
        if (!read) {
            say("info string bad FEN " + core::quoted(fen) + ": " + read.error());
            return;
        }
        pos = *read;
    } else {
        say("info string position needs startpos or fen");
        return;
    }
    std::vector<std::uint64_t> history;
    if (i < w.size() && w[i] == "moves") ++i;
    for (; i < w.size(); ++i) {
        const auto move = core::parseUci(pos, w[i]);
        if (!move) {
            say("info string move " + core::quoted(w[i]) + ": " + move.error());
            break;
        }
        history.push_back(pos.key());
        core::Position::Undo undo;
        pos.makeMove(*move, undo);
    }
    m_pos = pos;
    m_history = history;
}

void UciEngine::go(const std::vector<std::string> &w)
{
    finishSearch();
    core::engine::SearchLimits limits;
    std::int64_t wtime = -1, btime = -1, winc = 0, binc = 0;
    bool infinite = false, timed = false;
    for (std::size_t i = 1; i < w.size(); ++i) {
        const std::string &key = w[i];
        if (key == "infinite") {
            infinite = true;
            continue;
        }
        if (key == "ponder") continue;
        const std::string value = i + 1 < w.size() ? w[++i] : "";
        // Times may be negative when a GUI's clock ran out: that is "no time left".
        const bool negative = !value.empty() && value[0] == '-';
        const auto n = number(negative ? value.substr(1) : value, std::int64_t(1) << 40);
        if (!n) {
            say("info string go " + core::quoted(key) + " takes a number, not " +
                core::quoted(value));
            continue;
        }
        const std::int64_t v = negative ? 0 : *n;
        if (key == "wtime")
            wtime = v, timed = true;
        else if (key == "btime")
            btime = v, timed = true;
        else if (key == "winc")
            winc = v;
        else if (key == "binc")
            binc = v;
        else if (key == "depth")
            limits.maxDepth = int(std::clamp<std::int64_t>(v, 1, core::engine::MaxPly));
        else if (key == "nodes")
            limits.maxNodes = std::uint64_t(std::max<std::int64_t>(v, 1));
        else if (key == "movetime")
            limits.hardTime = std::max<std::int64_t>(v, 1), limits.softTime = 2 * limits.hardTime;
        else if (key != "movestogo" && key != "mate")
            say("info string go: no " + core::quoted(key));
    }
    if (timed && limits.hardTime == core::Never) {
        const bool white = m_pos.sideToMove() == core::Color::White;
        const std::int64_t mine = std::max<std::int64_t>(white ? wtime : btime, 0);
        const std::int64_t theirs = std::max<std::int64_t>(white ? btime : wtime, 0);
        core::TimeControl control;
        control.base = mine;
        control.bonus = white ? winc : binc;
        const auto budget =
            core::engine::budgetFor(control, mine, theirs, m_pos.fullmoveNumber(), {});
        limits.softTime = budget.soft;
        limits.hardTime = budget.hard;
    } else if (!infinite && !timed && limits.hardTime == core::Never &&
               limits.maxDepth == core::engine::MaxPly && limits.maxNodes == 0) {
        limits.hardTime = 1000, limits.softTime = 2000; // a bare "go": a second
    }
    m_stop = false;
    m_infinite = infinite;
    core::engine::SearchContext context;
    context.history = m_history;
    m_thread = std::thread([this, pos = m_pos, limits, context, infinite, seed = m_seed++] {
        const core::engine::TimeSource now = stopwatch();
        const core::engine::SearchResult r =
            m_level == core::engine::MaxLevel
                ? m_engine->search(pos, limits, context, now, &m_stop)
                : m_engine->chooseMove(pos, m_level, limits, context, now, seed, &m_stop);
        // "go infinite" answers only after "stop", even when the search has ended by itself.
        while (infinite && !m_stop) std::this_thread::sleep_for(std::chrono::milliseconds(5));
        say(searchInfo(r, now()));
        say("bestmove " + (r.best.isValid() ? core::toUci(r.best) : std::string("(none)")));
    });
}

void UciEngine::stopSearch()
{
    m_stop = true;
    if (m_thread.joinable()) m_thread.join();
}

// A command that needs the engine while it searches waits for the search to end by its limits
// (UCI GUIs send the next command after bestmove; a script may not wait); "go infinite" has none.
void UciEngine::finishSearch()
{
    if (m_infinite) m_stop = true;
    if (m_thread.joinable()) m_thread.join();
}

} // namespace

int uciMode(std::istream &in, std::ostream &out, std::ostream &err)
{
    UciEngine engine(out);
    // An engine nobody hears leaves at once, its search stopped: its GUI may never send quit.
    std::string line;
    int number = 0;
    for (LineRead read; (read = readLine(in, line)) != LineRead::End;) {
        ++number;
        if (read == LineRead::TooLong) {
            // No GUI sends such a line: the input is not a UCI session, so it ends here.
            err << "uci: standard input " << tooLongLine(number) << "\n";
            return 2;
        }
        if (!engine.handle(line) || !engine.heard()) return 0;
    }
    engine.handle("quit"); // the end of the input ends the session the same way
    return 0;
}

} // namespace cli
