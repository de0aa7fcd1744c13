#include "timebudget.h"

#include <algorithm>

namespace core::engine {

namespace {

// Kept back for the time between deciding on a move and the clock being punched.
constexpr Milliseconds Overhead = 50;
constexpr int OpeningMoves = 10;
constexpr Milliseconds OpeningMovesToGo = 16;
constexpr Milliseconds MovesToGo = 12;

} // namespace

void TeamSignals::receive(PartnerSignal signal)
{
    if (signal == PartnerSignal::Sit || signal == PartnerSignal::Go) {
        sit = signal == PartnerSignal::Sit;
        go = signal == PartnerSignal::Go;
    } else if (neededPiece(signal) != PieceType::None) {
        need = neededPiece(signal);
    }
}

// The main time is shared out over the moves still to come: far fewer than in chess, as drop chess
// games are short (most end in mate within forty moves) and decided in the middlegame. Planned over
// 20 moves (30 in the opening), the engine still held 5.4 s of 10 s + 0.1 s at its twentieth move,
// Fairy-Stockfish 2.8 s; over 12 (16) it spends about as much (docs/strength-history.md). Four
// fifths of the per-move bonus is spent as it comes: an increment (or Bronstein's refund) after the
// move, a simple delay before the main time runs. The hard limit allows a difficult move three
// times the target, but never more than a quarter of what is left besides the delay. Sitting
// stretches the target to the lead over the opponent, keeping a reserve and half the main time; Go
// cuts it to a quarter. A partner behind on time shortens the time we plan with: a won position
// here is worth nothing after their flag falls.
TimeBudget budgetFor(const TimeControl &control, Milliseconds myTime, Milliseconds opponentTime,
                     int moveNumber, const TeamSignals &team, const OtherBoard *other)
{
    Milliseconds horizon = myTime;
    if (other && other->partnerTime < other->partnerOpponentTime)
        horizon = std::min(horizon, 2 * other->partnerTime);
    const Milliseconds available = std::max<Milliseconds>(0, horizon - Overhead);
    const Milliseconds delay = control.kind == TimingKind::SimpleDelay ? control.bonus : 0;
    const Milliseconds increment = control.kind == TimingKind::SimpleDelay ? 0 : control.bonus;
    const Milliseconds movesToGo = moveNumber <= OpeningMoves ? OpeningMovesToGo : MovesToGo;

    Milliseconds soft = available / movesToGo + (increment + delay) * 4 / 5;
    Milliseconds hard = std::min(3 * soft, available / 4 + delay);
    if (team.go) {
        soft /= 4;
        hard = std::min(hard, 2 * soft);
    } else if (team.sit && myTime - opponentTime > SitReserve) {
        const Milliseconds stall = std::min(myTime - opponentTime - SitReserve, available / 2);
        soft = std::max(soft, stall);
        hard = std::max(hard, stall);
    }
    hard = std::max<Milliseconds>(hard, 1);
    return {std::clamp<Milliseconds>(soft, 1, hard), hard};
}

} // namespace core::engine
