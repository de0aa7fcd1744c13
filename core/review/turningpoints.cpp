#include "turningpoints.h"

#include "core/engine/evaluation.h"
#include "core/engine/exchange.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace core::review {

namespace {

// `side`'s winning chances in `position`, from -1 to 1.
std::optional<double> chancesFor(const PositionAnalysis *position, Color side)
{
    if (!position) return std::nullopt;
    const auto white = whiteChances(*position);
    if (!white) return std::nullopt;
    return side == Color::White ? *white : -*white;
}

// `side`'s chances on `board` right after ply `ply`, as they last: the better of that position's
// and the board's next known one. In sharp bughouse positions the engine's score of one position
// can be off by pawns (what it expects from the other board comes and goes), and the next
// position, a move later, corrects it; a real loss stays. Empty if the position is not known.
std::optional<double> settledChances(const Analysis &analysis, Board board, int ply, Color side)
{
    const auto now = chancesFor(analysis.at(board, ply), side);
    const auto next = chancesFor(analysis.next(board, ply), side);
    return now && next ? std::max(*now, *next) : now;
}

// The moves of a forced mate by `side` in `position`, or 0.
int mateBy(const PositionAnalysis *position, Color side)
{
    if (!position || !position->eval) return 0;
    const int mate = side == Color::White ? position->eval->mate : -position->eval->mate;
    return std::max(mate, 0);
}

// The piece `reply` takes in `pos`: the one on its target, a pawn taken en passant.
PieceType taken(const Position &pos, Move reply)
{
    return reply.kind == MoveKind::EnPassant ? PieceType::Pawn : typeOf(pos.pieceAt(reply.to));
}

// What the move from `before` to `after` (the situation after it, `move` played) amounts to, by
// the kinds in their order; Blunder or Mistake by size when none fits.
Verdict boardVerdict(const PositionAnalysis &before, const PositionAnalysis &after,
                     const Position &from, const Position &to, Move move, Color mover, double loss)
{
    Verdict v;
    if (const int mate = mateBy(&before, mover);
        mate > 0 && mateBy(&after, mover) == 0 && after.status != Status::Checkmate) {
        v.kind = VerdictKind::MissedMate;
        v.mate = mate;
        return v;
    }
    if (const int mate = mateBy(&after, ~mover); mate > 0 && mateBy(&before, ~mover) == 0) {
        v.kind = VerdictKind::AllowedMate;
        v.mate = mate;
        return v;
    }
    // The reply wins more than the move took, by more than a pawn (the engine's board values):
    // a trade offered or a pawn given is no lost piece.
    const Move reply = after.bestMove;
    if (reply.isValid() && engine::isCapture(to, reply) &&
        engine::staticExchange(to, reply) - engine::pieceValue(engine::earnedBy(from, move)) >
            engine::pieceValue(PieceType::Pawn)) {
        v.kind = VerdictKind::LostMaterial;
        v.piece = taken(to, reply);
        return v;
    }
    v.kind = loss >= BlunderLoss ? VerdictKind::Blunder : VerdictKind::Mistake;
    return v;
}

} // namespace

std::vector<TurningPoint> turningPoints(const GameRecord &record, const Analysis &analysis,
                                        const Provenance &provenance, const Moments &moments)
{
    const auto list = situations(record);
    if (!list) return {};
    // Candidates by ply: a move counts once, with its more telling verdict.
    std::map<int, TurningPoint> found;
    const auto consider = [&found](const TurningPoint &point) {
        if (point.loss < MistakeLoss) return;
        auto [it, added] = found.try_emplace(point.ply, point);
        if (!added && point.verdict.kind < it->second.verdict.kind) it->second = point;
    };

    // Each move on its own board, from the board as the move found it. In bughouse a capture
    // also fills the partner's pocket: the engine's score before it counts part of the piece's
    // worth there, after it only the other board holds it, so the team's loss is both boards'.
    std::array<const Situation *, 2> previous{};
    for (const Situation &s : *list) {
        const Situation *from = previous[int(s.board)];
        previous[int(s.board)] = &s;
        if (s.ply == StartPly || record.plies[s.ply].board() != s.board) continue;
        const Seat seat = record.plies[s.ply].seat;
        const PositionAnalysis *before = analysis.latest(s.board, s.ply - 1);
        const PositionAnalysis *after = analysis.at(s.board, s.ply);
        const auto chancesBefore = chancesFor(before, colorOf(seat));
        const auto chancesAfter = settledChances(analysis, s.board, s.ply, colorOf(seat));
        if (!from || !chancesBefore || !chancesAfter) continue;
        TurningPoint point{
            s.ply, seat, *chancesBefore, *chancesAfter, *chancesBefore - *chancesAfter, {}};
        bool otherBoardUnknown = false;
        if (record.mode == MatchMode::Bughouse &&
            engine::earnedBy(from->position, s.move) != PieceType::None) {
            const Seat partner = partnerOf(seat);
            const auto otherBefore =
                chancesFor(analysis.latest(boardOf(partner), s.ply - 1), colorOf(partner));
            const auto otherAfter =
                settledChances(analysis, boardOf(partner), s.ply, colorOf(partner));
            // A piece in hand never hurts its receiver: a fall there is the engine's noise.
            if (otherBefore && otherAfter)
                point.loss -= std::max(0.0, *otherAfter - *otherBefore);
            else
                otherBoardUnknown = true;
        }
        point.verdict = boardVerdict(*before, *after, from->position, s.position, s.move,
                                     colorOf(seat), point.loss);
        // Without the other board's side (read back from a record), only a mate speaks for itself.
        if (otherBoardUnknown && point.verdict.kind != VerdictKind::MissedMate &&
            point.verdict.kind != VerdictKind::AllowedMate)
            continue;
        consider(point);
    }

    // Bughouse: a piece that crossed to the other board and decided it there.
    for (const Crossing &c : provenance.crossings) {
        if (record.mode != MatchMode::Bughouse || !c.drop) continue;
        const Board there = boardOf(c.receiver);
        const PositionAnalysis *dropped = analysis.at(there, *c.drop);
        const bool mated = dropped && dropped->status == Status::Checkmate;
        const PositionAnalysis *beforeDrop = analysis.latest(there, *c.drop - 1);
        if (!mated && !(mateBy(dropped, colorOf(c.receiver)) > 0 &&
                        mateBy(beforeDrop, colorOf(c.receiver)) == 0))
            continue;
        // The owner let the piece go with their last move before the capture.
        const Seat owner = opponentOf(record.plies[c.capture].seat);
        int letGo = c.capture - 1;
        while (letGo >= 0 && record.plies[letGo].seat != owner) --letGo;
        if (letGo < 0) continue;
        const Color ours = ~colorOf(c.receiver);
        const auto before = chancesFor(analysis.latest(there, c.capture - 1), ours);
        const auto after = analysis.at(there, c.capture)
                               ? settledChances(analysis, there, c.capture, ours)
                               : chancesFor(analysis.next(there, c.capture), ours);
        if (!before || !after) continue;
        TurningPoint point{letGo, owner, *before, *after, *before - *after, {}};
        Verdict &v = point.verdict;
        v.kind = VerdictKind::FedPartnerBoard;
        v.piece = c.piece;
        v.capture = c.capture;
        v.drop = *c.drop;
        v.mated = mated;
        if (moments.kind != Moments::Kind::MoveOrder) {
            v.later = moments.at[std::size_t(*c.drop)] - moments.at[std::size_t(c.capture)];
            v.estimated = *c.drop >= moments.exact;
        }
        consider(point);
    }

    // The largest few per board, then in the order played.
    std::vector<TurningPoint> points;
    for (const auto &[ply, point] : found) points.push_back(point);
    std::stable_sort(points.begin(), points.end(),
                     [](const TurningPoint &a, const TurningPoint &b) { return a.loss > b.loss; });
    std::array<int, 2> kept{};
    std::erase_if(points, [&](const TurningPoint &p) {
        return ++kept[int(boardOf(p.seat))] > MaxTurningPointsPerBoard;
    });
    std::sort(points.begin(), points.end(),
              [](const TurningPoint &a, const TurningPoint &b) { return a.ply < b.ply; });
    return points;
}

std::string describe(const Verdict &v)
{
    switch (v.kind) {
    case VerdictKind::MissedMate: return "missed mate in " + std::to_string(v.mate);
    case VerdictKind::AllowedMate: return "allowed mate in " + std::to_string(v.mate);
    case VerdictKind::LostMaterial: return std::string("lost the ") + pieceName(v.piece);
    case VerdictKind::FedPartnerBoard: {
        std::string text = std::string("gave the partner's opponent a ") + pieceName(v.piece) +
                           (v.mated ? " that mated" : " that forced mate");
        if (v.later) {
            const long long seconds = std::llround(double(*v.later) / 1000);
            text += (v.estimated ? " about " : " ") + std::to_string(seconds) + " s later";
        }
        return text;
    }
    case VerdictKind::Blunder: return "blunder";
    case VerdictKind::Mistake: return "mistake";
    }
    return "";
}

const char *pieceName(PieceType t)
{
    switch (t) {
    case PieceType::Pawn: return "pawn";
    case PieceType::Knight: return "knight";
    case PieceType::Bishop: return "bishop";
    case PieceType::Rook: return "rook";
    case PieceType::Queen: return "queen";
    case PieceType::King: return "king";
    case PieceType::None: break;
    }
    return "piece";
}

const char *kindName(VerdictKind kind)
{
    switch (kind) {
    case VerdictKind::MissedMate: return "missed-mate";
    case VerdictKind::AllowedMate: return "allowed-mate";
    case VerdictKind::FedPartnerBoard: return "fed-partner-board";
    case VerdictKind::LostMaterial: return "lost-material";
    case VerdictKind::Blunder: return "blunder";
    case VerdictKind::Mistake: return "mistake";
    }
    return "";
}

} // namespace core::review
