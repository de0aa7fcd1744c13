#include "evaluation.h"

#include <algorithm>

namespace core::engine {

using namespace bitboard;

namespace {

constexpr int BoardValue[6] = {100, 320, 330, 500, 950, 0};
// Pawns gain most in hand: a pawn drop blocks a check, attacks, or plugs a hole anywhere.
constexpr int HandBonus[PocketTypes] = {60, 50, 40, 40, 50};
constexpr int MobilityWeight[6] = {0, 4, 4, 3, 2, 0};
// King-danger units per square of the king's neighbourhood a piece of each type attacks.
constexpr int AttackUnits[6] = {1, 2, 2, 3, 4, 0};
// King-danger scale per piece of each type in the opponent's hand.
constexpr int HandUnits[PocketTypes] = {1, 2, 2, 3, 4};
constexpr int MaxHandUnits = 12;
constexpr int MaxKingPenalty = 2000;
// King-danger units per safe checking square (up to two counted) of each type (Pawn..Queen).
constexpr int SafeCheckUnits[PocketTypes] = {3, 6, 4, 6, 8};
constexpr int ThreatByPawn = 40;
constexpr int Hanging = 25;
constexpr int PawnAdvance[8] = {0, 0, 5, 10, 20, 35, 60, 0};
constexpr int Tempo = 15;

int edgeDistance(int coordinate)
{
    return std::min(coordinate, 7 - coordinate);
}

// Piece-square term, written as formulas rather than tables: centre for minor pieces and the
// queen, advance for pawns, the seventh rank for rooks, and a king that stays home on a wing.
int placement(PieceType t, Color c, Square s)
{
    const int rank = relativeRank(c, s);
    const int centre = edgeDistance(fileOf(s)) + edgeDistance(rankOf(s)); // 0..6
    switch (t) {
    case PieceType::Pawn: return PawnAdvance[rank] + (rank >= 3 ? 2 * edgeDistance(fileOf(s)) : 0);
    case PieceType::Knight: return 6 * centre - 18;
    case PieceType::Bishop: return 3 * centre - 9;
    case PieceType::Rook: return rank == 6 ? 20 : 0;
    case PieceType::Queen: return 2 * centre - 6;
    case PieceType::King:
        return rank == 0 ? 20 - 7 * std::max(0, edgeDistance(fileOf(s)) - 1) : -25 * rank;
    case PieceType::None: break;
    }
    return 0;
}

Bitboard pawnAttackSet(Color c, Bitboard pawns)
{
    return (pushed(c, pawns & ~FileA) >> 1) | (pushed(c, pawns & ~FileH) << 1);
}

} // namespace

int pieceValue(PieceType t)
{
    return t == PieceType::None ? 0 : BoardValue[int(t)];
}

int handValue(PieceType t)
{
    return BoardValue[int(t)] + HandBonus[int(t)];
}

// Danger grows with the square of the attack units, so one attacker matters little and a
// concentrated attack a lot; it is multiplied by the opponent's hand because every piece there
// can land next to the king in one move. Holes (empty squares next to the king that only the king
// guards) count, and count more when the opponent already attacks them: a drop there is
// supported. So do safe checks, the squares from which a piece in the opponent's hand (dropped)
// or on the board (moved) would check without being taken, as drop chess attacks come as a
// string of such checks. Pieces attacked by pawns or attacked and undefended are threats.
int evaluate(const Position &pos)
{
    const Bitboard occ = pos.occupied();
    Bitboard pawnAttacks[2], zone[2], attacked[2]; // attacked: by pawns and pieces, not the king
    Bitboard attackedBy[2][PocketTypes] = {};      // by each piece type, pawns included
    for (Color c : {Color::White, Color::Black}) {
        pawnAttacks[int(c)] = pawnAttackSet(c, pos.pieces(c, PieceType::Pawn));
        zone[int(c)] = kingAttacks(pos.kingSquare(c));
        attacked[int(c)] = pawnAttacks[int(c)];
        attackedBy[int(c)][0] = pawnAttacks[int(c)];
    }

    int score[2] = {0, 0};
    int units[2] = {0, 0}; // attack units against each colour's king
    for (Color c : {Color::White, Color::Black}) {
        const Color them = ~c;
        int &s = score[int(c)];
        units[int(them)] += count(pawnAttacks[int(c)] & zone[int(them)]) * AttackUnits[0];
        for (int t = 0; t <= int(PieceType::King); ++t) {
            const PieceType type = PieceType(t);
            for (Bitboard b = pos.pieces(c, type); b;) {
                const Square sq = popLsb(b);
                s += BoardValue[t] + placement(type, c, sq);
                if (type == PieceType::Pawn || type == PieceType::King) continue;
                const Bitboard att = attacks(type, sq, occ);
                attacked[int(c)] |= att;
                attackedBy[int(c)][t] |= att;
                s += MobilityWeight[t] * count(att & ~pos.pieces(c) & ~pawnAttacks[int(them)]);
                units[int(them)] += AttackUnits[t] * count(att & zone[int(them)]);
            }
        }
        for (int t = 0; t < PocketTypes; ++t)
            s += pos.pocketCount(c, PieceType(t)) * handValue(PieceType(t));
    }

    for (Color c : {Color::White, Color::Black}) {
        const Color them = ~c;
        const Square king = pos.kingSquare(c);
        const Bitboard holes = zone[int(c)] & ~occ & ~attacked[int(c)];
        const int shield = count(zone[int(c)] & pos.pieces(c, PieceType::Pawn));
        int hand = 0;
        for (int t = 0; t < PocketTypes; ++t)
            hand += HandUnits[t] * pos.pocketCount(them, PieceType(t));
        hand = std::min(hand, MaxHandUnits);

        // A check square is safe when no piece of ours guards it and, next to the king, when
        // the attacker supports it.
        const Bitboard safe =
            ~pos.pieces(them) & ~attacked[int(c)] & ~(zone[int(c)] & ~attacked[int(them)]);
        const Bitboard bishopLines = bishopAttacks(king, occ), rookLines = rookAttacks(king, occ);
        const Bitboard checkFrom[PocketTypes] = {bitboard::pawnAttacks(c, king),
                                                 knightAttacks(king), bishopLines, rookLines,
                                                 bishopLines | rookLines};
        int checks = 0;
        for (int t = 0; t < PocketTypes; ++t) {
            Bitboard from = checkFrom[t] & safe & attackedBy[int(them)][t];
            if (pos.pocketCount(them, PieceType(t)) > 0) from |= checkFrom[t] & safe & ~occ;
            checks += SafeCheckUnits[t] * std::min(count(from), 2);
        }

        const int danger =
            std::max(0, 3 * units[int(c)] + 2 * count(holes) +
                            3 * count(holes & attacked[int(them)]) + checks - 2 * shield);
        score[int(c)] -= std::min(danger * danger * (2 + hand) / 16, MaxKingPenalty);

        const Bitboard minorsAndMajors =
            pos.pieces(c) & ~pos.pieces(PieceType::Pawn) & ~pos.pieces(PieceType::King);
        score[int(c)] -= ThreatByPawn * count(minorsAndMajors & pawnAttacks[int(them)]) +
                         Hanging * count(pos.pieces(c) & ~pos.pieces(PieceType::King) &
                                         attacked[int(them)] & ~attacked[int(c)] & ~zone[int(c)]);
    }

    const Color us = pos.sideToMove();
    const int total = score[int(us)] - score[int(~us)] + Tempo;
    return std::clamp(total, -EvalLimit, EvalLimit);
}

} // namespace core::engine
