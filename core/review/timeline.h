#pragma once

#include "core/engine/search.h"
#include "core/records/gamerecord.h"

#include <vector>

namespace core::review {

/// The ply index of a board's start position (see PositionAnalysis::ply).
constexpr int StartPly = -1;

/// One position of a record as the analyser searches it: board `board` right after ply `ply`
/// (StartPly: at its start), with what the engine would know of the match at that moment.
struct Situation
{
    Board board = Board::A;
    int ply = StartPly;
    Position position;
    /// The ply's move when it was played on this board (null at the start, and on the other
    /// board of a capture).
    Move move;
    /// The other board (bughouse) and both boards' clocks as far as the record tells them, and
    /// the board's earlier positions (crazyhouse repetition).
    engine::SearchContext context;
};

/// Every position of `record` whose evaluation the review shows, in the order of the match: each
/// board's start (A, then B), then for every ply the position of its board after it and, in
/// bughouse, when the ply captured, the other board's position after the piece reached its pocket.
/// Stops after a checkmate, as replay() does. Fails as replay() does.
Result<std::vector<Situation>> situations(const GameRecord &record);

} // namespace core::review
