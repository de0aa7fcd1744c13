#include "xboardpipe.h"

#include "core/base/quote.h"
#include "core/board/position.h"
#include "core/records/gamerecord.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace cli {

namespace {

// `feature NAME=VALUE ...` as name and value pairs; a value may be in double quotes.
std::vector<std::pair<std::string, std::string>> features(std::string_view line)
{
    std::vector<std::pair<std::string, std::string>> list;
    std::size_t i = line.find(' ');
    while (i != std::string_view::npos && i < line.size()) {
        i = line.find_first_not_of(' ', i);
        const std::size_t eq = line.find('=', i);
        if (i == std::string_view::npos || eq == std::string_view::npos) break;
        std::string name(line.substr(i, eq - i));
        std::size_t end;
        std::string value;
        if (eq + 1 < line.size() && line[eq + 1] == '"') {
            end = line.find('"', eq + 2);
            value = line.substr(eq + 2, std::min(end, line.size()) - eq - 2);
            if (end != std::string_view::npos) ++end;
        } else {
            end = line.find(' ', eq + 1);
            value = line.substr(eq + 1, std::min(end, line.size()) - eq - 1);
        }
        list.emplace_back(std::move(name), std::move(value));
        i = end;
    }
    return list;
}

// A clock for `time` and `otim`: centiseconds, never below zero.
std::string centiseconds(core::Milliseconds ms)
{
    return std::to_string(std::max<core::Milliseconds>(ms, 0) / 10);
}

// `level 0 M:SS INC`: no moves per period, the base in minutes and seconds, the increment in
// seconds.
std::string levelCommand(const core::TimeControl &time)
{
    const core::Milliseconds seconds = time.base / 1000;
    const std::string ss = std::to_string(100 + seconds % 60).substr(1);
    const core::Milliseconds increment = time.kind == core::TimingKind::Increment ? time.bonus : 0;
    return "level 0 " + std::to_string(seconds / 60) + ':' + ss + ' ' +
           core::formatSeconds(increment);
}

} // namespace

XboardPipe::XboardPipe(const std::string &program) : m_engine(program) {}

bool XboardPipe::handshake(const std::string &variant, const core::TimeControl &time, int depth,
                           Clock::time_point deadline)
{
    m_variant = variant;
    m_level = levelCommand(time);
    m_depth = depth;
    if (!m_engine.send("xboard") || !m_engine.send("protover 2")) return false;
    std::optional<std::string> variants;
    for (bool done = false; !done;) {
        const auto line = m_engine.readLine(deadline, nullptr);
        if (!line) return false;
        if (!line->starts_with("feature ")) continue;
        for (const auto &[name, value] : features(*line)) {
            if (name == "done") {
                done = value == "1";
                continue;
            }
            // Coordinates only: an engine refused SAN falls back to them.
            const bool accepted = !(name == "san" && value == "1");
            if (!m_engine.send((accepted ? "accepted " : "rejected ") + name)) return false;
            if (name == "setboard") m_setboard = value == "1";
            if (name == "usermove") m_usermove = value == "1";
            if (name == "ping") m_ping = value == "1";
            if (name == "variants") variants = value;
        }
    }
    if (variants && m_variant != "normal" &&
        ("," + *variants + ",").find("," + m_variant + ",") == std::string::npos) {
        m_engine.fail("the engine does not play " + m_variant + " (it plays " +
                      core::escaped(*variants) + ")");
        return false;
    }
    return m_engine.send("easy") && m_engine.send("nopost");
}

std::optional<std::string>
XboardPipe::bestMove(const std::string &startFen, const std::vector<std::string> &moves,
                     core::Milliseconds myTime, core::Milliseconds opponentTime,
                     Clock::time_point deadline, const std::atomic<bool> &stop)
{
    // The engine's own answers may be spelt differently in `moves` (`e1h1` for `e1g1`).
    bool goesOn = m_startFen == startFen && moves.size() >= m_moves.size();
    for (std::size_t i = 0; goesOn && i < m_moves.size(); ++i)
        goesOn = m_answered[i] || moves[i] == m_moves[i];
    if (!goesOn && !newGame(startFen)) return std::nullopt;
    if (!m_engine.send("force")) return std::nullopt;
    for (std::size_t i = m_moves.size(); i < moves.size(); ++i) {
        if (!m_engine.send((m_usermove ? "usermove " : "") + moves[i])) return std::nullopt;
        m_moves.push_back(moves[i]);
        m_answered.push_back(false);
    }
    if (!m_engine.send("time " + centiseconds(myTime)) ||
        !m_engine.send("otim " + centiseconds(opponentTime)))
        return std::nullopt;
    if (m_ping && !syncPing(deadline, stop)) return std::nullopt;
    if (stop || !m_engine.send("go")) return std::nullopt;
    while (const auto line = m_engine.readLine(deadline, &stop)) {
        if (refused(*line)) return std::nullopt;
        std::istringstream words(*line);
        std::string word, move;
        words >> word;
        if (word == "move" && words >> move) {
            m_moves.push_back(move);
            m_answered.push_back(true);
            return move;
        }
        if (word == "resign") {
            m_engine.fail("the engine resigned");
            return std::nullopt;
        }
        if (word == "1-0" || word == "0-1" || word == "1/2-1/2") {
            // Its reason stays out: the message ends up in the record's closing comment.
            m_engine.fail("the engine claimed " + word + " instead of moving");
            return std::nullopt;
        }
    }
    return std::nullopt;
}

bool XboardPipe::newGame(const std::string &startFen)
{
    m_startFen = startFen;
    m_moves.clear();
    m_answered.clear();
    // The pieces in hand go apart, as ICS tells them (`holding [PN] [q]`): engines of Sjeng's age
    // read neither brackets nor a ninth rank in a FEN.
    std::string fen = startFen, holding;
    const std::size_t open = fen.find('['), close = fen.find(']');
    if (open != std::string::npos && close != std::string::npos && open < close) {
        std::string white, black;
        for (const char c : fen.substr(open + 1, close - open - 1))
            (std::isupper(static_cast<unsigned char>(c)) ? white : black) += c;
        if (!white.empty() || !black.empty()) holding = "holding [" + white + "] [" + black + "]";
        fen.erase(open, close + 1 - open);
    }
    const bool usual = startFen.empty() || startFen == core::Position().fen();
    if (!usual && !m_setboard) {
        m_engine.fail("the engine cannot start from a position (it has no setboard feature)");
        return false;
    }
    return m_engine.send("new") &&
           (m_variant == "normal" || m_engine.send("variant " + m_variant)) &&
           m_engine.send(m_level) &&
           (m_depth == 0 || m_engine.send("sd " + std::to_string(m_depth))) &&
           m_engine.send("force") && (usual || m_engine.send("setboard " + fen)) &&
           (holding.empty() || m_engine.send(holding));
}

bool XboardPipe::syncPing(Clock::time_point deadline, const std::atomic<bool> &stop)
{
    const std::string pong = "pong " + std::to_string(++m_pings);
    if (!m_engine.send("ping " + std::to_string(m_pings))) return false;
    // Before the pong: a late `move` for an earlier request (dropped), or a refusal.
    while (const auto line = m_engine.readLine(deadline, &stop)) {
        if (refused(*line)) return false;
        if (*line == pong) return true;
    }
    return false;
}

bool XboardPipe::refused(const std::string &line)
{
    if (!line.starts_with("Illegal move") && !line.starts_with("Error")) return false;
    m_engine.fail("the engine refused: " + core::escaped(line));
    return true;
}

} // namespace cli
