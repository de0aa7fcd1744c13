#include "openings.h"

#include "app/common/commandline.h"

#include "core/base/quote.h"
#include "core/board/notation.h"

#include <sstream>

namespace cli {

namespace {

std::string trimmed(const std::string &text)
{
    const auto first = text.find_first_not_of(" \t\r");
    if (first == std::string::npos) return {};
    return text.substr(first, text.find_last_not_of(" \t\r") - first + 1);
}

std::vector<std::string> words(const std::string &text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

// The boards after one line's parts (already split, one per board), or why not.
core::Result<Opening> openingOf(const std::array<std::string, 2> &parts, core::MatchConfig config)
{
    const int boards = config.mode == core::MatchMode::Bughouse ? 2 : 1;
    // A FEN has ranks; anything else is moves from the usual start.
    for (int b = 0; b < boards; ++b)
        config.startFen[b] = parts[b].find('/') != std::string::npos ? parts[b] : std::string();
    if (const std::string why = config.validate(); !why.empty())
        return core::Result<Opening>::failure(why);
    core::Match match(config);
    match.start(0);
    for (int b = 0; b < boards; ++b) {
        if (!config.startFen[b].empty()) continue;
        const core::Board board = core::Board(b);
        for (const std::string &text : words(parts[b])) {
            const core::Position &pos = match.board(board);
            const auto move = core::parseUci(pos, text);
            if (!move) {
                std::string where = boards == 2 ? (b == 0 ? "board A: " : "board B: ") : "";
                return core::Result<Opening>::failure(where + move.error());
            }
            const auto outcome = match.play(core::seatAt(board, pos.sideToMove()), *move, 0);
            if (!outcome.ok() || match.isOver())
                return core::Result<Opening>::failure(core::quoted(text) + " ends the game");
        }
    }
    Opening opening;
    for (int b = 0; b < boards; ++b) opening.startFen[b] = match.board(core::Board(b)).fen();
    return opening;
}

} // namespace

core::Result<std::vector<Opening>> readOpenings(const std::string &text, const std::string &path,
                                                const core::MatchConfig &config)
{
    using Openings = core::Result<std::vector<Opening>>;
    const bool bughouse = config.mode == core::MatchMode::Bughouse;
    std::vector<Opening> openings;
    std::istringstream in(text);
    int number = 0;
    std::string line;
    for (LineRead read; (read = readLine(in, line)) != LineRead::End;) {
        ++number;
        const auto fail = [&](const std::string &why) {
            return Openings::failure(core::escaped(path) + ":" + std::to_string(number) + ": " +
                                     why);
        };
        if (read == LineRead::TooLong) return fail(tooLongLine(number));
        const std::string content = trimmed(line.substr(0, line.find('#')));
        if (content.empty()) continue;
        const auto bar = content.find('|');
        std::array<std::string, 2> parts = {content, content};
        if (bar != std::string::npos) {
            if (!bughouse) return fail("crazyhouse has one board, so no \"|\"");
            parts = {trimmed(content.substr(0, bar)), trimmed(content.substr(bar + 1))};
            if (parts[1].find('|') != std::string::npos) return fail("more than two boards");
        }
        const auto opening = openingOf(parts, config);
        if (!opening) return fail(opening.error());
        openings.push_back(*opening);
        openings.back().line = number;
    }
    if (openings.empty()) return Openings::failure(core::escaped(path) + ": no openings");
    return openings;
}

} // namespace cli
