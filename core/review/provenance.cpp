#include "provenance.h"

#include <deque>

namespace core::review {

Provenance provenance(const GameRecord &record)
{
    Provenance found;
    found.crossingOf.assign(record.plies.size(), NoCrossing);
    const auto start = startBoards(record);
    if (!start) return found;
    std::array<Position, 2> boards = *start;
    const bool bughouse = record.mode == MatchMode::Bughouse;
    // Each pocket by seat and piece type, first arrived first: the crossings of its pieces.
    std::array<std::array<std::deque<int>, PocketTypes>, 4> pockets;
    for (int s = 0; s < 4; ++s)
        for (int t = 0; t < PocketTypes; ++t)
            pockets[s][t].assign(
                boards[int(boardOf(Seat(s)))].pocketCount(colorOf(Seat(s)), PieceType(t)),
                NoCrossing);
    for (std::size_t i = 0; i < record.plies.size(); ++i) {
        const Ply &ply = record.plies[i];
        Position &pos = boards[int(ply.board())];
        // A legal move keeps the pockets here in step with the boards'.
        if (!ply.move.isValid() || !pos.isLegal(ply.move)) break;
        if (ply.move.kind == MoveKind::Drop) {
            std::deque<int> &pocket = pockets[int(ply.seat)][int(ply.move.piece)];
            found.crossingOf[i] = pocket.front();
            pocket.pop_front();
            if (found.crossingOf[i] != NoCrossing)
                found.crossings[std::size_t(found.crossingOf[i])].drop = int(i);
        }
        Position::Undo undo;
        pos.makeMove(ply.move, undo);
        if (undo.captured == Piece::None) continue;
        // Crazyhouse's board pockets the piece itself; bughouse's match puts it on the other board.
        const Seat receiver = bughouse ? partnerOf(ply.seat) : ply.seat;
        if (bughouse &&
            !boards[int(boardOf(receiver))].addToPocket(colorOf(receiver), undo.earned()))
            break;
        found.crossingOf[i] = int(found.crossings.size());
        pockets[int(receiver)][int(undo.earned())].push_back(found.crossingOf[i]);
        found.crossings.push_back(
            {int(i), std::nullopt, receiver, undo.earned(), typeOf(undo.captured)});
    }
    return found;
}

} // namespace core::review
