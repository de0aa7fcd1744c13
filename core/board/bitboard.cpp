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

bool onBoard(int f, int r)
{
    return f >= 0 && f < 8 && r >= 0 && r < 8;
}

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

// Magic factors, found once by a trial search (sparse random numbers, fixed seed) and stored so
// that start-up only fills the tables: the search itself took about half a second.
constexpr Bitboard RookMagics[64] = {
    0x1080004008801020ull, 0x0840092002c03000ull, 0x1900200010400900ull, 0x0880100008000480ull,
    0x4200100420080200ull, 0x8100020100080400ull, 0x0200040110886200ull, 0x0200008040220411ull,
    0x0404800084400220ull, 0x0000401000402000ull, 0x0086001081220440ull, 0x0408800800100280ull,
    0x000a001201040820ull, 0x8848800200840080ull, 0x4001000100040200ull, 0x0442000102105084ull,
    0x9080010020804100ull, 0x0040404000201009ull, 0x0000808010002009ull, 0x2200090021d00100ull,
    0x0008008008040080ull, 0x0004004002010040ull, 0x0011040008015042ull, 0x00000a0001768104ull,
    0x0000800080204009ull, 0x2010004140002001ull, 0x9800200280100080ull, 0x1000100080080080ull,
    0x0442000a00049020ull, 0x2100040080020080ull, 0x0800120400900148ull, 0x0010040a00128541ull,
    0x2800804000800030ull, 0x1010002000400041ull, 0x4000200011004100ull, 0x0610008410800800ull,
    0x0400802402800800ull, 0xc100020080800400ull, 0x0002000802000401ull, 0x0182085882000401ull,
    0x0220204000808000ull, 0x2860100040024022ull, 0x0001002004110040ull, 0x99101042000a0020ull,
    0x0004080004008080ull, 0x0010040002008080ull, 0x2012004881020004ull, 0x8300842444820011ull,
    0x0088403882010200ull, 0x0820400080210100ull, 0x0110910040a00300ull, 0x0801100280080480ull,
    0x0242009008200600ull, 0x1002000489500200ull, 0x0040800200010080ull, 0x0091800041000080ull,
    0x0000209300488001ull, 0x04c1002414824001ull, 0x020020000b001041ull, 0x7000100004200901ull,
    0x8002002004100802ull, 0x30010002084c0007ull, 0x0888221800813004ull, 0x4000002840840112ull,
};
constexpr Bitboard BishopMagics[64] = {
    0x10102002004a1420ull, 0x8020040400584008ull, 0x10510800811201c8ull, 0x5204042080000088ull,
    0x2204106880000002ull, 0x1401042004000000ull, 0x0400880410042004ull, 0x0028208200a02020ull,
    0x1500241990010e00ull, 0x8001200182020a40ull, 0x40004101030b0000ull, 0x8002041042000100ull,
    0x4010011041020038ull, 0x0000010421044000ull, 0x1500210808020a00ull, 0x8000088400880520ull,
    0x0405004010040100ull, 0x1005823210040108ull, 0x2708008102040011ull, 0x4048200404009100ull,
    0x0018104101400024ull, 0x0003000601190101ull, 0x8004803108491000ull, 0x8014241200820800ull,
    0x0006e080100c3040ull, 0x0501044a11041800ull, 0x9020300008004045ull, 0x0894080000220040ull,
    0x1001010083104000ull, 0x5004030040900080ull, 0x000400422c012400ull, 0x0002128698404812ull,
    0x1010108404900440ull, 0x0928021182084100ull, 0x2006080409020024ull, 0x1010202020180080ull,
    0xa010008200202200ull, 0x2098015100019004ull, 0x0002041440810811ull, 0x802a02020000b098ull,
    0x0009015090004060ull, 0x4000821082081001ull, 0x0100210040420800ull, 0x0800004010488a00ull,
    0x2000081104004040ull, 0x4c8e029015000082ull, 0x0420340322224842ull, 0x1298260043400210ull,
    0x0000822802400008ull, 0x00008a0101600000ull, 0x3040003412080021ull, 0x3040290220884800ull,
    0x4a1500401041004aull, 0x8010200282020781ull, 0x0020203142209091ull, 0x0070300600902110ull,
    0x0040808800b62048ull, 0x0000810400c44420ull, 0x00080400440c0441ull, 0x8340080020840411ull,
    0x0000000104208200ull, 0x0000800810d00080ull, 0x0400530411080200ull, 0x4040702400932244ull,
};

// "Fancy" magic bitboards: one shared table per slider kind, indexed by (occ & mask) * magic.
void initMagics(const int (&steps)[4][2], const Bitboard (&factors)[64],
                detail::Magic (&magics)[64], Bitboard *table)
{
    Bitboard *next = table;
    for (int i = 0; i < 64; ++i) {
        const Square s = Square(i);
        const Bitboard edges =
            ((Rank1 | Rank8) & ~rank(rankOf(s))) | ((FileA | FileH) & ~file(fileOf(s)));
        detail::Magic &m = magics[i];
        m.mask = slide(steps, s, 0) & ~edges;
        m.magic = factors[i];
        m.shift = 64 - unsigned(count(m.mask));
        m.attacks = next;
        Bitboard b = 0;
        int size = 0;
        do { // every subset of the mask (Carry-Rippler)
            next[m.index(b)] = slide(steps, s, b);
            ++size;
            b = (b - m.mask) & m.mask;
        } while (b);
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
        t.knight[i] =
            leaper(s, {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}});
        t.king[i] =
            leaper(s, {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}});
    }
    initMagics(RookSteps, RookMagics, t.rook, rookTable);
    initMagics(BishopSteps, BishopMagics, t.bishop, bishopTable);
    for (int a = 0; a < 64; ++a) {
        for (int b = 0; b < 64; ++b) {
            if (a == b) continue;
            const Square sa = Square(a), sb = Square(b);
            for (const auto *steps : {&RookSteps, &BishopSteps}) {
                if (slide(*steps, sa, 0) & bit(sb)) {
                    t.line[a][b] =
                        (slide(*steps, sa, 0) & slide(*steps, sb, 0)) | bit(sa) | bit(sb);
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
