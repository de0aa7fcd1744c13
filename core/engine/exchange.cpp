#include "exchange.h"

#include "evaluation.h"

#include <algorithm>
#include <iterator>

namespace core::engine {

using namespace bitboard;

namespace {

// The king as a capturer: so dear that taking with it into a defended square never pays.
constexpr int KingExchangeValue = 10000;

int exchangeValue(PieceType t)
{
    return t == PieceType::King ? KingExchangeValue : pieceValue(t);
}

} // namespace

bool isCapture(const Position &pos, Move m)
{
    return m.kind == MoveKind::EnPassant ||
           (m.kind != MoveKind::Drop && m.kind != MoveKind::Castling &&
            pos.pieceAt(m.to) != Piece::None);
}

PieceType earnedBy(const Position &pos, Move m)
{
    if (m.kind == MoveKind::EnPassant) return PieceType::Pawn;
    if (!isCapture(pos, m)) return PieceType::None;
    return (pos.promoted() & bit(m.to)) ? PieceType::Pawn : typeOf(pos.pieceAt(m.to));
}

// The swap list: gain[d] is what the side making the d-th capture has won if the exchange
// stops after it. Walking it back, each side takes the better of stopping and going on. The
// attackers are found again after each capture, so sliders behind the capturer join in; the
// list is not cut short, so the value is exact for this capture order.
int staticExchange(const Position &pos, Move m)
{
    if (m.kind == MoveKind::Castling) return 0;
    const Square to = m.to;
    Bitboard occ = pos.occupied();
    int gain[40];
    PieceType onSquare; // what the next capturer would take
    if (m.kind == MoveKind::Drop) {
        gain[0] = 0;
        onSquare = m.piece;
        occ |= bit(to);
    } else {
        const PieceType victim =
            m.kind == MoveKind::EnPassant ? PieceType::Pawn : typeOf(pos.pieceAt(to));
        gain[0] = pieceValue(victim);
        onSquare = typeOf(pos.pieceAt(m.from));
        if (m.kind == MoveKind::Promotion) {
            gain[0] += pieceValue(m.piece) - pieceValue(PieceType::Pawn);
            onSquare = m.piece;
        }
        occ &= ~bit(m.from);
        if (m.kind == MoveKind::EnPassant) occ &= ~bit(shifted(to, -forward(pos.sideToMove())));
        occ |= bit(to);
    }

    Color side = ~pos.sideToMove();
    int d = 0;
    for (;;) {
        const Bitboard mine = pos.attackersTo(to, occ) & occ & pos.pieces(side) & ~bit(to);
        if (!mine || d + 1 >= int(std::size(gain))) break;
        PieceType capturer = PieceType::Pawn;
        Bitboard from = 0;
        for (int t = 0; t <= int(PieceType::King); ++t) {
            from = mine & pos.pieces(PieceType(t));
            if (from) {
                capturer = PieceType(t);
                break;
            }
        }
        ++d;
        gain[d] = exchangeValue(onSquare) - gain[d - 1];
        occ &= ~bit(lsb(from));
        onSquare = capturer;
        side = ~side;
    }
    for (; d > 0; --d) gain[d - 1] = -std::max(-gain[d - 1], gain[d]);
    return gain[0];
}

} // namespace core::engine
