#include "teamoutlook.h"

#include "evaluation.h"
#include "exchange.h"

#include <algorithm>

namespace core::engine {

namespace {

// The credit of a piece that lets the receiver mate at once: it decides the match, but stays
// far below mate scores, as the piece still has to be captured and passed.
constexpr int DecisiveCredit = 3000;

int evaluateFor(const Position &pos, Color c)
{
    const int e = evaluate(pos);
    return pos.sideToMove() == c ? e : -e;
}

// True if `c`, to move in `pos`, mates at once by dropping a piece of type `t`.
bool dropMates(const Position &pos, PieceType t)
{
    MoveList moves;
    pos.legalMoves(moves);
    for (const Move &m : moves) {
        if (m.kind != MoveKind::Drop || m.piece != t || !pos.givesCheck(m)) continue;
        Position after = pos;
        Position::Undo undo;
        after.makeMove(m, undo);
        if (after.status() == Status::Checkmate) return true;
    }
    return false;
}

// What the side to move in `pos` earns with its best capture that wins material, or None.
PieceType pendingCapture(const Position &pos)
{
    MoveList moves;
    pos.legalMoves(moves);
    PieceType best = PieceType::None;
    int bestGain = pieceValue(PieceType::Pawn) - 1; // "wins material": a pawn or more
    for (const Move &m : moves) {
        if (!isCapture(pos, m)) continue;
        const int gain = staticExchange(pos, m);
        if (gain <= bestGain) continue;
        bestGain = gain;
        best = earnedBy(pos, m);
    }
    return best;
}

} // namespace

// A piece captured by side c of our board lands in the hand of c's partner, who plays ~c on the
// other board. Its worth there is what it adds to that partner's evaluation: more when the hand
// makes a king attack more dangerous. The pending capture of the other board's side to move is
// about to send a piece to that side's partner here.
TeamOutlook teamOutlook(Color us, const OtherBoard *other, PieceType need, const TeamPlay &team)
{
    TeamOutlook outlook;
    for (Color c : {Color::White, Color::Black}) {
        const Color receiver = ~c;
        int base = 0;
        if (other) base = evaluateFor(other->position, receiver);
        for (int t = 0; t < PocketTypes; ++t) {
            const PieceType type = PieceType(t);
            int value = handValue(type);
            if (other) {
                Position with = other->position;
                if (with.addToPocket(receiver, type)) {
                    if (with.sideToMove() == receiver && with.status() != Status::Checkmate &&
                        dropMates(with, type)) {
                        outlook.credit[int(c)][t] = DecisiveCredit;
                        continue;
                    }
                    value = std::max(evaluateFor(with, receiver) - base, handValue(type) / 2);
                }
            }
            int credit = value * team.partnerCredit / 100;
            if (c == us && type == need) credit += handValue(type) * team.needBonus / 100;
            outlook.credit[int(c)][t] = std::min(credit, DecisiveCredit);
        }
    }
    if (other)
        outlook.incoming[int(~other->position.sideToMove())] = pendingCapture(other->position);
    return outlook;
}

} // namespace core::engine
