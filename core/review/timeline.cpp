#include "timeline.h"

#include <array>
#include <optional>

namespace core::review {

namespace {

// What a search of `board` at this moment is told: in play the engine sees the other board and
// the clocks (BuiltInPlayer, `bughouse-cli play`), so the review does too. A clock unknown to
// the record counts as 0 there (the search itself does not read the clocks; sitting advice does).
engine::SearchContext contextOf(const std::array<Position, 2> &boards, Board board,
                                const std::array<std::optional<Milliseconds>, 4> &timeLeft,
                                const std::vector<std::uint64_t> &history, bool bughouse)
{
    engine::SearchContext context;
    context.history = history;
    const Seat mover = seatAt(board, boards[int(board)].sideToMove());
    context.myTime = timeLeft[int(mover)];
    context.opponentTime = timeLeft[int(opponentOf(mover))];
    if (bughouse) {
        const Seat partner = partnerOf(mover);
        context.otherBoard =
            engine::OtherBoard{boards[int(boardOf(partner))], timeLeft[int(partner)].value_or(0),
                               timeLeft[int(opponentOf(partner))].value_or(0)};
    }
    return context;
}

} // namespace

Result<std::vector<Situation>> situations(const GameRecord &record)
{
    using R = Result<std::vector<Situation>>;
    // replay() checks and resolves the moves; the walk below only repeats how a capture reaches
    // the partner's pocket, to stop at every position on the way.
    const auto played = replay(record);
    if (!played) return R::failure(played.error());
    const auto start = startBoards(record);
    if (!start) return R::failure(start.error());

    const bool bughouse = record.mode == MatchMode::Bughouse;
    const int boards = bughouse ? 2 : 1;
    std::array<Position, 2> now = *start;
    std::array<std::optional<Milliseconds>, 4> timeLeft;
    if (const auto control = record.timeControl()) timeLeft.fill(control->base);
    std::array<std::vector<std::uint64_t>, 2> history;

    std::vector<Situation> list;
    const auto add = [&](Board board, int ply, Move move) {
        list.push_back({board, ply, now[int(board)], move,
                        contextOf(now, board, timeLeft, history[int(board)], bughouse)});
    };
    for (int b = 0; b < boards; ++b) add(Board(b), StartPly, {});
    for (std::size_t i = 0; i < played->moves.size(); ++i) {
        const Ply &ply = record.plies[i];
        const Board board = ply.board();
        Position &pos = now[int(board)];
        history[int(board)].push_back(pos.key());
        Position::Undo undo;
        pos.makeMove(played->moves[i], undo);
        if (ply.clock) timeLeft[int(ply.seat)] = ply.clock;
        add(board, int(i), played->moves[i]);
        if (bughouse && undo.earned() != PieceType::None) {
            const Seat partner = partnerOf(ply.seat);
            Position &other = now[int(boardOf(partner))];
            // replay() has added the same piece without overfilling the board.
            if (other.addToPocket(colorOf(partner), undo.earned()))
                add(boardOf(partner), int(i), {});
        }
    }
    return list;
}

} // namespace core::review
