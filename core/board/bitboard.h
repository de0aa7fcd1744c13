#pragma once

#include "types.h"

#include <bit>

/// Bitboard helpers and precomputed attack tables (magic bitboards for sliders).
namespace core::bitboard {

constexpr Bitboard Rank1 = 0xFFull;
constexpr Bitboard Rank8 = Rank1 << 56;
constexpr Bitboard FileA = 0x0101010101010101ull;
constexpr Bitboard FileH = FileA << 7;

/// Rank 0..7 as a set.
constexpr Bitboard rank(int r)
{
    return Rank1 << (8 * r);
}
/// File 0..7 as a set.
constexpr Bitboard file(int f)
{
    return FileA << f;
}

/// Marks a function that counts squares in a hot loop. On x86-64 built without POPCNT (the package,
/// which runs on every x86-64 processor), GCC compiles it twice, with and without the instruction,
/// and the loader picks the one the processor can run (function multiversioning); elsewhere the
/// build decides and this is nothing.
#if defined(__x86_64__) && !defined(__POPCNT__) && defined(__GNUC__) && !defined(__clang__)
#define BUGHOUSE_COUNTS_SQUARES __attribute__((target_clones("popcnt", "default")))
#else
#define BUGHOUSE_COUNTS_SQUARES
#endif

/// Number of squares in `b`.
inline int count(Bitboard b)
{
    return std::popcount(b);
}
/// Lowest square of a non-empty set.
inline Square lsb(Bitboard b)
{
    return Square(std::countr_zero(b));
}
/// Removes and returns the lowest square of a non-empty set.
inline Square popLsb(Bitboard &b)
{
    const Square s = lsb(b);
    b &= b - 1;
    return s;
}
/// True if `b` has more than one square.
constexpr bool moreThanOne(Bitboard b)
{
    return (b & (b - 1)) != 0;
}

/// Every square of `b` moved one rank forward for `c`.
constexpr Bitboard pushed(Color c, Bitboard b)
{
    return c == Color::White ? b << 8 : b >> 8;
}

/// Squares attacked by a pawn of colour `c` on `s`.
Bitboard pawnAttacks(Color c, Square s);
/// Squares attacked by a knight on `s`.
Bitboard knightAttacks(Square s);
/// Squares attacked by a king on `s`.
Bitboard kingAttacks(Square s);
/// Squares attacked by a bishop on `s` with the board occupied by `occ`.
Bitboard bishopAttacks(Square s, Bitboard occ);
/// Squares attacked by a rook on `s` with the board occupied by `occ`.
Bitboard rookAttacks(Square s, Bitboard occ);
/// Squares attacked by a piece of type `t` (not a pawn) on `s`.
Bitboard attacks(PieceType t, Square s, Bitboard occ);
/// Squares strictly between `a` and `b` on a line, or empty if they share no line.
Bitboard between(Square a, Square b);
/// The whole line (rank, file or diagonal) through `a` and `b`, or empty.
Bitboard line(Square a, Square b);
/// The pieces of `occ` that stand alone between `king` and a slider aimed at it: one of
/// `diagonal` (bishops and queens) on its diagonals or of `straight` (rooks and queens) on its
/// ranks and files. Masked with the king's side they are pinned; with the sliders' side, moving
/// one off the line gives check.
Bitboard loneBlockers(Square king, Bitboard diagonal, Bitboard straight, Bitboard occ);

namespace detail {
struct Magic
{
    Bitboard mask;
    Bitboard magic;
    const Bitboard *attacks;
    unsigned shift;
    unsigned index(Bitboard occ) const { return unsigned(((occ & mask) * magic) >> shift); }
};
struct Tables
{
    Bitboard pawn[2][64];
    Bitboard knight[64];
    Bitboard king[64];
    Bitboard between[64][64];
    Bitboard line[64][64];
    Magic bishop[64];
    Magic rook[64];
};
// Filled once by a static initialiser in bitboard.cpp; do not use from other static initialisers.
extern Tables tables;
} // namespace detail

inline Bitboard pawnAttacks(Color c, Square s)
{
    return detail::tables.pawn[int(c)][int(s)];
}
inline Bitboard knightAttacks(Square s)
{
    return detail::tables.knight[int(s)];
}
inline Bitboard kingAttacks(Square s)
{
    return detail::tables.king[int(s)];
}
inline Bitboard bishopAttacks(Square s, Bitboard occ)
{
    const detail::Magic &m = detail::tables.bishop[int(s)];
    return m.attacks[m.index(occ)];
}
inline Bitboard rookAttacks(Square s, Bitboard occ)
{
    const detail::Magic &m = detail::tables.rook[int(s)];
    return m.attacks[m.index(occ)];
}
inline Bitboard between(Square a, Square b)
{
    return detail::tables.between[int(a)][int(b)];
}
inline Bitboard line(Square a, Square b)
{
    return detail::tables.line[int(a)][int(b)];
}
inline Bitboard loneBlockers(Square king, Bitboard diagonal, Bitboard straight, Bitboard occ)
{
    Bitboard snipers = (bishopAttacks(king, 0) & diagonal) | (rookAttacks(king, 0) & straight);
    Bitboard result = 0;
    while (snipers) {
        const Bitboard b = between(king, popLsb(snipers)) & occ;
        if (b && !moreThanOne(b)) result |= b;
    }
    return result;
}

} // namespace core::bitboard
