#pragma once

#include "types.h"

#include <cstddef>

namespace core {

/// What a move does; each special case has its own kind.
enum class MoveKind : std::uint8_t
{
    Normal,    ///< a piece moves, capturing whatever stands on the target
    Promotion, ///< a pawn reaches the last rank and becomes `Move::piece`
    Castling,  ///< the king moves two squares, `to` is the king's target (e1g1)
    EnPassant, ///< a pawn takes the pawn that just stepped two squares
    Drop       ///< a pocket piece of type `Move::piece` is placed on the empty square `to`
};

/// One move on one board. Four bytes, compared member-wise.
struct Move
{
    Square from = Square::None;        ///< origin; `Square::None` for a drop
    Square to = Square::None;          ///< target square
    MoveKind kind = MoveKind::Normal;  ///< see MoveKind
    PieceType piece = PieceType::None; ///< promotion or dropped type, else None

    /// A board move of the given kind.
    static constexpr Move normal(Square f, Square t, MoveKind k = MoveKind::Normal)
    {
        return {f, t, k, PieceType::None};
    }
    /// A promotion to `p` (Knight..Queen).
    static constexpr Move promotion(Square f, Square t, PieceType p)
    {
        return {f, t, MoveKind::Promotion, p};
    }
    /// A drop of `p` (Pawn..Queen) on `t`.
    static constexpr Move drop(PieceType p, Square t)
    {
        return {Square::None, t, MoveKind::Drop, p};
    }

    /// True for a real move (default-constructed moves are null).
    constexpr bool isValid() const { return to != Square::None; }
    friend constexpr bool operator==(const Move &, const Move &) = default;
};

/// A fixed-capacity list of moves, on the stack. The capacity bounds every position: with n own
/// pieces there are at most min(27 n, 16 (64 - n)) board moves (a piece reaches at most 27 squares,
/// a square is reached by at most 8 knights and one piece per ray), at most 3 x 3 x 16 more for
/// promotion choices, and at most 5 x 64 drops.
class MoveList
{
public:
    static constexpr std::size_t Capacity = 1280;

    MoveList() {}

    /// Appends `m` (precondition: size() < Capacity).
    void push(Move m) { m_moves[m_size++] = m; }
    /// Number of moves.
    std::size_t size() const { return m_size; }
    /// True when there are no moves.
    bool empty() const { return m_size == 0; }
    /// Removes every move.
    void clear() { m_size = 0; }
    /// The i-th move.
    const Move &operator[](std::size_t i) const { return m_moves[i]; }
    /// Iteration.
    const Move *begin() const { return m_moves; }
    const Move *end() const { return m_moves + m_size; }
    /// True if `m` is in the list.
    bool contains(Move m) const;

private:
    // An anonymous union leaves the slots uninitialised: a move list is made at every node.
    union {
        Move m_moves[Capacity];
    };
    std::size_t m_size = 0;
};

} // namespace core
