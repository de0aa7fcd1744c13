#include "evaluation.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace core::engine {

using namespace bitboard;

namespace {

const int *squareTable(const EvalWeights &w, PieceType t)
{
    const int *const tables[6] = {w.pawnSquares, w.knightSquares, w.bishopSquares,
                                  w.rookSquares, w.queenSquares,  w.kingSquares};
    return tables[int(t)];
}

Bitboard pawnAttackSet(Color c, Bitboard pawns)
{
    return (pushed(c, pawns & ~FileA) >> 1) | (pushed(c, pawns & ~FileH) << 1);
}

// The squares at most two files and two ranks from each square: where a dropped piece is near a
// king.
constexpr std::array<Bitboard, 64> NearSquares = [] {
    std::array<Bitboard, 64> near{};
    // Not std::abs: it is constexpr only from C++23 (clang's fuzz build refuses it here).
    const auto within2 = [](int a, int b) { return a - b <= 2 && b - a <= 2; };
    for (int s = 0; s < 64; ++s)
        for (int t = 0; t < 64; ++t)
            if (within2(s % 8, t % 8) && within2(s / 8, t / 8)) near[s] |= Bitboard(1) << t;
    return near;
}();

// The king (Chebyshev) distance between two squares.
int distance(Square a, Square b)
{
    return std::max(std::abs(fileOf(a) - fileOf(b)), std::abs(rankOf(a) - rankOf(b)));
}

// The king's flank for a king of each colour on each square: its file and the files next to it,
// on the first four ranks of the king's side.
constexpr std::array<std::array<Bitboard, 64>, 2> FlankSquares = [] {
    std::array<std::array<Bitboard, 64>, 2> flank{};
    for (int s = 0; s < 64; ++s)
        for (int t = 0; t < 64; ++t)
            if (s % 8 - t % 8 <= 1 && t % 8 - s % 8 <= 1) {
                if (t / 8 <= 3) flank[0][s] |= Bitboard(1) << t;
                if (t / 8 >= 4) flank[1][s] |= Bitboard(1) << t;
            }
    return flank;
}();

// Danger grows with the square of the attack units, so one attacker matters little and a
// concentrated attack a lot; it is multiplied by the opponent's hand because every piece there
// can land next to the king in one move. Holes (empty squares next to the king that only the king
// guards) count, and count more when the opponent already attacks them: a drop there is
// supported, and so does every attacked square in the king's flank, where an attack gathers.
// So do safe checks, the squares from which a piece in the opponent's hand (dropped)
// or on the board (moved) would check without being taken, as drop chess attacks come as a
// string of such checks. Pieces attacked by pawns, rooks and queens attacked by minor pieces,
// queens attacked by rooks and pieces attacked and undefended are threats. Drop mobility counts,
// per piece type in hand, the empty squares near the enemy king where a drop would not be taken: a
// hand piece that can join an attack is worth more than one that cannot. Checks from squares that
// are not safe add danger too, less, and so do pieces pinned to the king, pieces next to it that
// are attacked and guarded by the king alone, and hand pieces that could land next to it on a
// square the attacker supports. The king of the side not to move is in more danger than the same
// king with the move: the attacker strikes first. A piece far from both kings takes part in
// neither attack nor defence. Inlined into both evaluate()s, so that the built-in one works with
// constants.
[[gnu::always_inline]] inline int evaluateWith(const Position &pos, const EvalWeights &w)
{
    const Bitboard occ = pos.occupied();
    Bitboard pawnAttacks[2], zone[2], attacked[2]; // attacked: by pawns and pieces, not the king
    Bitboard attackedBy[2][PocketTypes] = {};      // by each piece type, pawns included
    const Square kings[2] = {pos.kingSquare(Color::White), pos.kingSquare(Color::Black)};
    for (Color c : {Color::White, Color::Black}) {
        pawnAttacks[int(c)] = pawnAttackSet(c, pos.pieces(c, PieceType::Pawn));
        zone[int(c)] = kingAttacks(kings[int(c)]);
        attacked[int(c)] = pawnAttacks[int(c)];
        attackedBy[int(c)][0] = pawnAttacks[int(c)];
    }

    int score[2] = {0, 0};
    int units[2] = {0, 0}; // attack units against each colour's king
    for (Color c : {Color::White, Color::Black}) {
        const Color them = ~c;
        int &s = score[int(c)];
        int remoteness = 0;
        units[int(them)] += count(pawnAttacks[int(c)] & zone[int(them)]) * w.attackUnits[0];
        for (int t = 0; t <= int(PieceType::King); ++t) {
            const PieceType type = PieceType(t);
            const int *squares = squareTable(w, type);
            for (Bitboard b = pos.pieces(c, type); b;) {
                const Square sq = popLsb(b);
                s += w.boardValue[t] + squares[squareIndex(c, sq)];
                if (type == PieceType::Pawn || type == PieceType::King) continue;
                const Bitboard att = attacks(type, sq, occ);
                attacked[int(c)] |= att;
                attackedBy[int(c)][t] |= att;
                s += w.mobility[t] * count(att & ~pos.pieces(c) & ~pawnAttacks[int(them)]);
                units[int(them)] += w.attackUnits[t] * count(att & zone[int(them)]);
                remoteness += distance(sq, kings[int(c)]) * distance(sq, kings[int(them)]);
            }
        }
        s -= w.kingDistance * remoteness / 16;
    }

    for (Color c : {Color::White, Color::Black}) {
        const Color them = ~c;
        const Square king = kings[int(c)];
        const Bitboard holes = zone[int(c)] & ~occ & ~attacked[int(c)];
        const int shield = count(zone[int(c)] & pos.pieces(c, PieceType::Pawn));
        int hand = 0;
        for (int t = 0; t < PocketTypes; ++t)
            hand += w.handUnits[t] * pos.pocketCount(them, PieceType(t));
        hand = std::min(hand, w.maxHandUnits);

        // A check square is safe when no piece of ours guards it and, next to the king, when
        // the attacker supports it.
        const Bitboard safe =
            ~pos.pieces(them) & ~attacked[int(c)] & ~(zone[int(c)] & ~attacked[int(them)]);
        const Bitboard bishopLines = bishopAttacks(king, occ), rookLines = rookAttacks(king, occ);
        const Bitboard checkFrom[PocketTypes] = {bitboard::pawnAttacks(c, king),
                                                 knightAttacks(king), bishopLines, rookLines,
                                                 bishopLines | rookLines};
        const Bitboard dropSquares = NearSquares[int(king)] & safe & ~occ;
        const Bitboard ringDrops = zone[int(c)] & safe & ~occ;
        int checks = 0;
        Bitboard unsafeChecks = 0;
        for (int t = 0; t < PocketTypes; ++t) {
            Bitboard from = checkFrom[t] & attackedBy[int(them)][t];
            const int inHand = pos.pocketCount(them, PieceType(t));
            if (inHand > 0) {
                if (ringDrops & (t == 0 ? ~Rank1 & ~Rank8 : ~Bitboard(0)))
                    checks += w.dropAttackUnits[t] * std::min(inHand, 2);
                from |= checkFrom[t] & ~occ;
                score[int(them)] +=
                    inHand * (w.boardValue[t] + w.handBonus[t]) +
                    w.dropMobility[t] * count(t == 0 ? dropSquares & ~Rank1 & ~Rank8 : dropSquares);
            }
            unsafeChecks |= from & ~safe & ~pos.pieces(them);
            checks += w.safeCheckUnits[t] * std::min(count(from & safe), 2);
        }
        checks += w.unsafeCheckUnits * std::min(count(unsafeChecks), 4);
        const Bitboard enemyQueens = pos.pieces(them, PieceType::Queen);
        checks += w.pinnedUnits *
                  count(loneBlockers(king, pos.pieces(them, PieceType::Bishop) | enemyQueens,
                                     pos.pieces(them, PieceType::Rook) | enemyQueens, occ) &
                        pos.pieces(c));
        checks += w.weakRingUnits *
                  count(zone[int(c)] & pos.pieces(c) & attacked[int(them)] & ~attacked[int(c)]);

        const int danger = std::max(
            0, w.attackScale * units[int(c)] + w.holeUnits * count(holes) +
                   w.attackedHoleUnits * count(holes & attacked[int(them)]) +
                   w.flankUnits * count(FlankSquares[int(c)][int(king)] & attacked[int(them)]) +
                   checks - w.shieldUnits * shield);
        const int penalty = std::min(
            danger * danger * (2 + hand) / std::max(w.kingDangerDivisor, 1), w.maxKingPenalty);
        score[int(c)] -= c == pos.sideToMove() ? penalty : penalty * (16 + w.notToMoveShare) / 16;

        const Bitboard minorsAndMajors =
            pos.pieces(c) & ~pos.pieces(PieceType::Pawn) & ~pos.pieces(PieceType::King);
        const Bitboard byMinors = attackedBy[int(them)][int(PieceType::Knight)] |
                                  attackedBy[int(them)][int(PieceType::Bishop)];
        const Bitboard queens = pos.pieces(c, PieceType::Queen);
        score[int(c)] -=
            w.threatByPawn * count(minorsAndMajors & pawnAttacks[int(them)]) +
            w.threatByMinor * count((pos.pieces(c, PieceType::Rook) | queens) & byMinors) +
            w.threatByRook * count(queens & attackedBy[int(them)][int(PieceType::Rook)]) +
            w.hanging * count(pos.pieces(c) & ~pos.pieces(PieceType::King) & attacked[int(them)] &
                              ~attacked[int(c)] & ~zone[int(c)]);
    }

    const Color us = pos.sideToMove();
    const int total = score[int(us)] - score[int(~us)] + w.tempo;
    return std::clamp(total, -EvalLimit, EvalLimit);
}

} // namespace

int pieceValue(PieceType t)
{
    return t == PieceType::None ? 0 : DefaultWeights.boardValue[int(t)];
}

int handValue(PieceType t)
{
    return DefaultWeights.boardValue[int(t)] + DefaultWeights.handBonus[int(t)];
}

// Most of the search's square counting is here.
BUGHOUSE_COUNTS_SQUARES int evaluate(const Position &pos)
{
    return evaluateWith(pos, DefaultWeights);
}

BUGHOUSE_COUNTS_SQUARES int evaluate(const Position &pos, const EvalWeights &weights)
{
    return evaluateWith(pos, weights);
}

} // namespace core::engine
