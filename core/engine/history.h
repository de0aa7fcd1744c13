#pragma once

#include "core/board/move.h"
#include "core/board/position.h"

#include <cstdint>

namespace core::engine {

/// What the search learns about moves from its cut-offs, kept by the engine from one move of a
/// game to the next: how often a quiet move refuted a node (butterfly history), how well it did
/// after each of the two moves before it (continuation history), which quiet reply refuted a
/// move (countermoves) and how well each capture did (capture history). Every value stays within
/// ±Max. Besides, how far the search's scores fell from the static evaluation, by pawn structure
/// and by the hands (correction history).
class History
{
public:
    static constexpr int Max = 16384;
    /// Piece slots: the moving piece type (Pawn..King) of a board move, 6 + type for a drop.
    static constexpr int Slots = 11;
    /// A (colour, slot, target) triple, the key of a move in the continuation table.
    static constexpr int Keys = 2 * Slots * 64;

    /// The slot of `m`, a move in `pos` (before it is made).
    static int slot(const Position &pos, Move m)
    {
        return m.kind == MoveKind::Drop ? 6 + int(m.piece) : int(typeOf(pos.pieceAt(m.from)));
    }
    /// The continuation key of `m`, a move in `pos` (before it is made).
    static int key(const Position &pos, Move m)
    {
        return (int(pos.sideToMove()) * Slots + slot(pos, m)) * 64 + int(m.to);
    }

    /// Forgets everything (a new game).
    void clear();

    /// Butterfly history of the side to move's quiet move `m` in `pos`.
    int &butterfly(const Position &pos, Move m)
    {
        return m_butterfly[int(pos.sideToMove())][slot(pos, m)][int(m.to)];
    }
    /// Continuation history of the move with key `moveKey` after the move with key `previous`.
    std::int16_t &continuation(int previous, int moveKey)
    {
        return m_continuation[previous][moveKey];
    }
    /// Capture history of the capture `m` in `pos` taking a piece of type `victim`.
    int &capture(const Position &pos, Move m, PieceType victim)
    {
        return m_capture[int(pos.sideToMove())][slot(pos, m)][int(m.to)][int(victim)];
    }
    /// The quiet reply that last refuted the move with key `previous`, or a null move.
    Move &counter(int previous) { return m_counter[previous]; }

    /// The correction of the static evaluation of `pos`, for its side to move, in centipawns:
    /// what the search has found beyond it at nodes with the same pawns and with the same hands.
    int correction(const Position &pos) const;
    /// Moves each correction table's entry for `pos` a step towards `error`, the search's score at
    /// depth `depth` less the corrected evaluation: the deeper the search, the longer the step. As
    /// the error is measured after the correction, a steady error is taken off by two thirds.
    void learnCorrection(const Position &pos, int error, int depth);

    /// Moves `value` towards ±Max by `delta`: the step shrinks as the value nears the bound.
    template <typename T> static void update(T &value, int delta)
    {
        const int v = int(value);
        value = T(v + delta - v * (delta < 0 ? -delta : delta) / Max);
    }

private:
    // Correction tables: by pawn structure, by hands; entries in 1/64 centipawn.
    static constexpr int CorrectionKinds = 2;
    static constexpr int CorrectionSize = 16384;
    static constexpr int CorrectionGrain = 64;
    static int correctionIndex(const Position &pos, int kind);

    int m_butterfly[2][Slots][64] = {};
    std::int16_t m_continuation[Keys][Keys] = {};
    int m_capture[2][Slots][64][6] = {};
    Move m_counter[Keys];
    std::int16_t m_correction[CorrectionKinds][2][CorrectionSize] = {};
};

} // namespace core::engine
