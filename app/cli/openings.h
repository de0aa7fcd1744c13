#pragma once

#include "core/base/result.h"
#include "core/match/match.h"

#include <array>
#include <string>
#include <vector>

namespace cli {

/// One opening of a suite: where each board starts (X-FEN with pockets).
struct Opening
{
    std::array<std::string, 2> startFen;
    int line = 0; ///< where it stands in its file (from 1)
};

/// The openings of a suite file's `text` for matches like `config` (its mode and rules), one a
/// line: UCI moves from the usual start ("e2e4 e7e5 g1f3 b8c6") or an X-FEN. In bughouse a line
/// gives board A and board B apart, "A | B", each moves or a FEN; one part is for both boards.
/// Moves are played as a match would play them, so a capture on one board fills the partner's
/// pocket. Blank lines and lines from '#' on are skipped. A bad line fails with `FILE:LINE: why`
/// (`path` names the file), and so does a file without openings.
core::Result<std::vector<Opening>> readOpenings(const std::string &text, const std::string &path,
                                                const core::MatchConfig &config);

} // namespace cli
