#include "bitboard.h"

#include <cstdlib>
#include <initializer_list>
#include <utility>

namespace core::bitboard {

namespace detail {
Tables tables;
} // namespace detail

namespace {

Bitboard rookTable[0x19000];  // 102400 entries: sum of 2^bits over the 64 rook masks
Bitboard bishopTable[0x1480]; // 5248 entries

constexpr int RookSteps[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int BishopSteps[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

bool onBoard(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }

Bitboard slide(const int (&steps)[4][2], Square s, Bitboard occ)
{
    Bitboard result = 0;
    for (const auto &d : steps) {
        int f = fileOf(s) + d[0], r = rankOf(s) + d[1];
        for (; onBoard(f, r); f += d[0], r += d[1]) {
            result |= bit(makeSquare(f, r));
            if (occ & bit(makeSquare(f, r))) break;
        }
    }
    return result;
}

Bitboard leaper(Square s, std::initializer_list<std::pair<int, int>> steps)
{
    Bitboard result = 0;
    for (auto [df, dr] : steps)
        if (onBoard(fileOf(s) + df, rankOf(s) + dr))
            result |= bit(makeSquare(fileOf(s) + df, rankOf(s) + dr));
    return result;
}

// xorshift64*: a fixed seed makes the magic search, and so start-up, deterministic.
struct Random
{
    std::uint64_t state = 0x9E3779B97F4A7C15ull;
    std::uint64_t next()
    {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        return state * 2685821657736338717ull;
    }
    std::uint64_t sparse() { return next() & next() & next(); }
};

// Finds a magic for every square by trial: the classic "fancy magic" scheme with one shared
// table per slider kind.
void initMagics(const int (&steps)[4][2], detail::Magic (&magics)[64], Bitboard *table)
{
    Random rng;
    Bitboard occupancy[4096], reference[4096];
    int epoch[4096] = {}, attempt = 0;
    Bitboard *next = table;
    for (int i = 0; i < 64; ++i) {
        const Square s = Square(i);
        const Bitboard edges = ((Rank1 | Rank8) & ~rank(rankOf(s))) | ((FileA | FileH) & ~file(fileOf(s)));
        detail::Magic &m = magics[i];
        m.mask = slide(steps, s, 0) & ~edges;
        m.shift = 64 - unsigned(count(m.mask));
        m.attacks = next;
        int size = 0;
        Bitboard b = 0;
        do { // every subset of the mask (Carry-Rippler)
            occupancy[size] = b;
            reference[size++] = slide(steps, s, b);
            b = (b - m.mask) & m.mask;
        } while (b);
        Bitboard *slots = next;
        for (int k = 0; k < size;) {
            do m.magic = rng.sparse();
            while (count((m.mask * m.magic) >> 56) < 6);
            ++attempt;
            for (k = 0; k < size; ++k) {
                const unsigned idx = m.index(occupancy[k]);
                if (epoch[idx] < attempt) {
                    epoch[idx] = attempt;
                    slots[idx] = reference[k];
                } else if (slots[idx] != reference[k]) {
                    break;
                }
            }
        }
        next += size;
    }
}

bool initTables()
{
    detail::Tables &t = detail::tables;
    for (int i = 0; i < 64; ++i) {
        const Square s = Square(i);
        t.pawn[int(Color::White)][i] = leaper(s, {{-1, 1}, {1, 1}});
        t.pawn[int(Color::Black)][i] = leaper(s, {{-1, -1}, {1, -1}});
        t.knight[i] = leaper(s, {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}});
        t.king[i] = leaper(s, {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}});
    }
    initMagics(RookSteps, t.rook, rookTable);
    initMagics(BishopSteps, t.bishop, bishopTable);
    for (int a = 0; a < 64; ++a) {
        for (int b = 0; b < 64; ++b) {
            if (a == b) continue;
            const Square sa = Square(a), sb = Square(b);
            for (const auto *steps : {&RookSteps, &BishopSteps}) {
                if (slide(*steps, sa, 0) & bit(sb)) {
                    t.line[a][b] = (slide(*steps, sa, 0) & slide(*steps, sb, 0)) | bit(sa) | bit(sb);
                    t.between[a][b] = slide(*steps, sa, bit(sb)) & slide(*steps, sb, bit(sa));
                }
            }
        }
    }
    return true;
}

const bool initialised = initTables();

} // namespace

Bitboard attacks(PieceType t, Square s, Bitboard occ)
{
    switch (t) {
    case PieceType::Knight: return knightAttacks(s);
    case PieceType::Bishop: return bishopAttacks(s, occ);
    case PieceType::Rook: return rookAttacks(s, occ);
    case PieceType::Queen: return bishopAttacks(s, occ) | rookAttacks(s, occ);
    case PieceType::King: return kingAttacks(s);
    default: std::abort(); // pawns attack by colour: use pawnAttacks()
    }
}

} // namespace core::bitboard
