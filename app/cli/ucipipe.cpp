#include "ucipipe.h"

#include <sstream>

namespace cli {

UciPipe::UciPipe(const std::string &program) : m_engine(program) {}

bool UciPipe::handshake(const std::string &variant, Clock::time_point deadline)
{
    if (!m_engine.send("uci")) return false;
    for (std::optional<std::string> line;
         (line = m_engine.readLine(deadline, nullptr)) && *line != "uciok";)
        if (line->starts_with("option name UCI_Variant "))
            m_engine.send("setoption name UCI_Variant value " + variant);
    if (!m_engine.send("ucinewgame") || !m_engine.send("isready")) return false;
    for (std::optional<std::string> line; (line = m_engine.readLine(deadline, nullptr));)
        if (*line == "readyok") return true;
    return false;
}

std::optional<std::string> UciPipe::bestMove(const std::string &fen, core::Milliseconds whiteTime,
                                             core::Milliseconds blackTime,
                                             core::Milliseconds increment, int depth,
                                             Clock::time_point deadline,
                                             const std::atomic<bool> &stop)
{
    if (!m_engine.send("isready")) return std::nullopt;
    // Whatever comes before `readyok` (a late `bestmove` too) belongs to earlier requests.
    std::optional<std::string> line;
    do line = m_engine.readLine(deadline, &stop);
    while (line && *line != "readyok");
    const std::string inc = std::to_string(increment);
    const std::string go = depth > 0
                               ? "go depth " + std::to_string(depth)
                               : "go wtime " + std::to_string(whiteTime) + " btime " +
                                     std::to_string(blackTime) + " winc " + inc + " binc " + inc;
    if (!m_engine.error().empty() || stop || !m_engine.send("position fen " + fen) ||
        !m_engine.send(go))
        return std::nullopt;
    while ((line = m_engine.readLine(deadline, &stop))) {
        std::istringstream words(*line);
        std::string word, move;
        if (words >> word >> move && word == "bestmove") return move;
    }
    return std::nullopt;
}

} // namespace cli
