// Legal move generation, counting and game status for Position.
#include "position.h"

namespace core {

using namespace bitboard;

namespace {

// Collects moves into a list.
struct ListSink
{
    MoveList &list;
    std::uint8_t promotions = promotion::Any;
    void add(Move m) { list.push(m); }
    void addPromotions(Square from, Square to)
    {
        for (PieceType p : promotion::Order)
            if (promotions >> int(p) & 1) list.push(Move::promotion(from, to, p));
    }
    void addTargets(Square from, Bitboard targets)
    {
        while (targets) list.push(Move::normal(from, popLsb(targets)));
    }
    void addPawnMoves(Bitboard targets, int delta, Bitboard promotionRank)
    {
        for (Bitboard b = targets & ~promotionRank; b;) {
            const Square to = popLsb(b);
            list.push(Move::normal(shifted(to, -delta), to));
        }
        for (Bitboard b = targets & promotionRank; b;) {
            const Square to = popLsb(b);
            addPromotions(shifted(to, -delta), to);
        }
    }
    void addDrops(PieceType t, Bitboard targets)
    {
        while (targets) list.push(Move::drop(t, popLsb(targets)));
    }
};

// Only counts: bulk counting turns whole target sets into one popcount.
struct CountSink
{
    std::uint64_t n = 0;
    std::uint8_t promotions = promotion::Any;
    void add(Move) { ++n; }
    void addPromotions(Square, Square) { n += count(promotions); }
    void addTargets(Square, Bitboard targets) { n += count(targets); }
    void addPawnMoves(Bitboard targets, int, Bitboard promotionRank)
    {
        n += count(targets & ~promotionRank) + count(promotions) * count(targets & promotionRank);
    }
    void addDrops(PieceType, Bitboard targets) { n += count(targets); }
};

// Looks for one move and keeps nothing: a legality test without a list of every move.
struct FindSink
{
    Move wanted;
    bool found = false;
    std::uint8_t promotions = promotion::Any;
    void add(Move m) { found |= m == wanted; }
    void addPromotions(Square from, Square to)
    {
        found |= wanted.kind == MoveKind::Promotion && wanted.from == from && wanted.to == to &&
                 wanted.piece >= PieceType::Knight && wanted.piece <= PieceType::Queen &&
                 (promotions >> int(wanted.piece) & 1);
    }
    void addTargets(Square from, Bitboard targets)
    {
        found |= wanted == Move::normal(from, wanted.to) && (targets & bit(wanted.to));
    }
    void addPawnMoves(Bitboard targets, int delta, Bitboard promotionRank)
    {
        if (wanted.kind == MoveKind::Drop || !(targets & bit(wanted.to)) ||
            shifted(wanted.to, -delta) != wanted.from)
            return;
        if (promotionRank & bit(wanted.to))
            addPromotions(wanted.from, wanted.to);
        else
            add(Move::normal(wanted.from, wanted.to));
    }
    void addDrops(PieceType t, Bitboard targets)
    {
        found |= wanted == Move::drop(t, wanted.to) && (targets & bit(wanted.to));
    }
};

// Squares from which a piece of type `t` of colour `us` would attack the king on `king`.
Bitboard checkSquares(PieceType t, Color us, Square king, Bitboard occ)
{
    return t == PieceType::Pawn ? pawnAttacks(~us, king) : attacks(t, king, occ);
}

} // namespace

// Generates legal moves directly: check evasion masks and pin lines instead of make/test/unmake.
// With `filterMatingDrops` (drop-mate forbidden), each checking drop is tried for mate; without
// drop checks, no checking drop is generated at all. Promotions follow Rules::promotions.
template <class Sink> void Position::generate(Sink &sink, bool filterMatingDrops) const
{
    sink.promotions = m_rules.promotions;
    const Color us = m_side, them = ~us;
    const Square king = kingSquare(us);
    const Bitboard occ = occupied(), own = pieces(us), enemy = pieces(them);
    const Bitboard checkersBB = attackersTo(king, occ) & enemy;

    for (Bitboard b = kingAttacks(king) & ~own; b;) {
        const Square to = popLsb(b);
        if (!(attackersTo(to, occ ^ bit(king)) & enemy)) sink.add(Move::normal(king, to));
    }
    if (moreThanOne(checkersBB)) return; // double check: only the king may move

    // `target`: where a non-king move must land (any non-own square, or block/capture a checker).
    // `dropTarget`: where a drop may land (any empty square, or a blocking square).
    Bitboard target = ~own, dropTarget = ~occ;
    if (checkersBB) {
        dropTarget = between(king, lsb(checkersBB));
        target = dropTarget | checkersBB;
    }

    const Bitboard enemyQueens = pieces(PieceType::Queen) & enemy;
    const Bitboard pinned = loneBlockers(king, (pieces(PieceType::Bishop) & enemy) | enemyQueens,
                                         (pieces(PieceType::Rook) & enemy) | enemyQueens, occ) &
                            own;

    // Pawns: unpinned ones set-wise, pinned ones one by one along their pin line.
    const int up = forward(us);
    const Bitboard promotionRank = us == Color::White ? Rank8 : Rank1;
    const Bitboard doubleStepRank = us == Color::White ? rank(2) : rank(5);
    const Bitboard pawns = pieces(us, PieceType::Pawn);
    const Bitboard freePawns = pawns & ~pinned;
    const Bitboard single = pushed(us, freePawns) & ~occ;
    sink.addPawnMoves(single & target, up, promotionRank);
    sink.addPawnMoves(pushed(us, single & doubleStepRank) & ~occ & target, 2 * up, 0);
    const Bitboard westward = pushed(us, freePawns & ~FileA) >> 1;
    const Bitboard eastward = pushed(us, freePawns & ~FileH) << 1;
    sink.addPawnMoves(westward & enemy & target, up - 1, promotionRank);
    sink.addPawnMoves(eastward & enemy & target, up + 1, promotionRank);
    for (Bitboard b = pawns & pinned; b;) {
        const Square from = popLsb(b);
        const Bitboard pinLine = line(king, from);
        Bitboard moves = pawnAttacks(us, from) & enemy;
        const Square one = shifted(from, up);
        if (!(occ & bit(one))) {
            moves |= bit(one);
            if (relativeRank(us, from) == 1 && !(occ & bit(shifted(one, up))))
                moves |= bit(shifted(one, up));
        }
        moves &= pinLine & target;
        while (moves) {
            const Square to = popLsb(moves);
            if (bit(to) & promotionRank)
                sink.addPromotions(from, to);
            else
                sink.add(Move::normal(from, to));
        }
    }
    if (m_epSquare != Square::None) {
        const Square captured = shifted(m_epSquare, -up);
        for (Bitboard b = pawnAttacks(them, m_epSquare) & pawns; b;) {
            const Square from = popLsb(b);
            const Bitboard after = (occ ^ bit(from) ^ bit(captured)) | bit(m_epSquare);
            if (!(attackersTo(king, after) & enemy & ~bit(captured)))
                sink.add(Move::normal(from, m_epSquare, MoveKind::EnPassant));
        }
    }

    for (PieceType t : {PieceType::Knight, PieceType::Bishop, PieceType::Rook, PieceType::Queen}) {
        for (Bitboard b = pieces(us, t); b;) {
            const Square from = popLsb(b);
            Bitboard moves = attacks(t, from, occ) & target;
            if (pinned & bit(from)) moves &= line(king, from);
            sink.addTargets(from, moves);
        }
    }

    if (!checkersBB &&
        (m_castling & (us == Color::White ? castling::WhiteKingSide | castling::WhiteQueenSide
                                          : castling::BlackKingSide | castling::BlackQueenSide))) {
        const int r = us == Color::White ? 0 : 7;
        const std::uint8_t kingSide =
            us == Color::White ? castling::WhiteKingSide : castling::BlackKingSide;
        const std::uint8_t queenSide =
            us == Color::White ? castling::WhiteQueenSide : castling::BlackQueenSide;
        auto safe = [&](int f) { return !(attackersTo(makeSquare(f, r), occ) & enemy); };
        const Bitboard kingSideGap = bit(makeSquare(5, r)) | bit(makeSquare(6, r));
        const Bitboard queenSideGap =
            bit(makeSquare(1, r)) | bit(makeSquare(2, r)) | bit(makeSquare(3, r));
        if ((m_castling & kingSide) && !(occ & kingSideGap) && safe(5) && safe(6))
            sink.add(Move::normal(king, makeSquare(6, r), MoveKind::Castling));
        if ((m_castling & queenSide) && !(occ & queenSideGap) && safe(3) && safe(2))
            sink.add(Move::normal(king, makeSquare(2, r), MoveKind::Castling));
    }

    if (!dropTarget) return;
    const Square theirKing = kingSquare(them);
    for (int i = 0; i < PocketTypes; ++i) {
        const PieceType t = PieceType(i);
        if (!m_pocket[int(us)][i]) continue;
        Bitboard targets = dropTarget & (t == PieceType::Pawn ? ~(Rank1 | Rank8) : ~Bitboard(0));
        if (!m_rules.dropCheck) {
            targets &= ~checkSquares(t, us, theirKing, occ);
        } else if (filterMatingDrops) {
            Bitboard checking = targets & checkSquares(t, us, theirKing, occ);
            targets &= ~checking;
            while (checking) {
                const Move drop = Move::drop(t, popLsb(checking));
                if (!dropMates(drop)) sink.add(drop);
            }
        }
        sink.addDrops(t, targets);
    }
}

void Position::legalMoves(MoveList &list) const
{
    ListSink sink{list};
    generate(sink, !m_rules.dropMate);
}

// Flattened, so that the generator and its counting sink are compiled into each version.
BUGHOUSE_COUNTS_SQUARES [[gnu::flatten]] std::uint64_t Position::countLegalMoves() const
{
    CountSink sink;
    generate(sink, !m_rules.dropMate);
    return sink.n;
}

bool Position::isLegal(Move m) const
{
    if (m.to == Square::None) return false;
    FindSink sink{m};
    generate(sink, !m_rules.dropMate);
    return sink.found;
}

bool Position::givesCheck(Move m) const
{
    Position after = *this;
    Undo undo;
    after.makeMove(m, undo);
    return after.inCheck();
}

// A drop is tested for mate only when it checks; recursion through the opponent's own checking
// drops ends because every level uses up a pocket piece.
bool Position::dropMates(Move drop) const
{
    Position after = *this;
    Undo undo;
    after.makeMove(drop, undo);
    return after.isMated();
}

bool Position::isMated() const
{
    return inCheck() && !hasLegalMove() &&
           !(m_rules.mateRule == MateRule::Bughouse && hasMoveWithAnyPocket());
}

bool Position::hasLegalMove() const
{
    if (m_rules.dropMate || !m_rules.dropCheck) return countLegalMoves() != 0;
    // Look for any move that needs no mate test first; only then try the checking drops.
    MoveList list;
    ListSink sink{list};
    generate(sink, false);
    const Square theirKing = kingSquare(~m_side);
    for (const Move &m : list)
        if (m.kind != MoveKind::Drop ||
            !(bit(m.to) & checkSquares(m.piece, m_side, theirKing, occupied())))
            return true;
    for (const Move &m : list)
        if (!dropMates(m)) return true;
    return false;
}

bool Position::hasMoveWithAnyPocket() const
{
    Position stocked = *this;
    for (int t = 0; t < PocketTypes; ++t)
        if (!pocketCount(m_side, PieceType(t))) stocked.setPocket(m_side, PieceType(t), 1);
    return stocked.hasLegalMove();
}

Status Position::status() const
{
    const bool check = inCheck();
    if (hasLegalMove()) return check ? Status::Check : Status::Normal;
    if (m_rules.mateRule == MateRule::Bughouse && hasMoveWithAnyPocket()) return Status::Wait;
    if (!check && !m_rules.stalemate) return Status::Wait;
    return check ? Status::Checkmate : Status::Stalemate;
}

std::uint64_t Position::perft(int depth)
{
    if (depth <= 0) return 1;
    if (depth == 1) return countLegalMoves();
    MoveList list;
    legalMoves(list);
    std::uint64_t nodes = 0;
    Undo undo;
    for (const Move &m : list) {
        makeMove(m, undo);
        nodes += perft(depth - 1);
        unmakeMove(m, undo);
    }
    return nodes;
}

bool MoveList::contains(Move m) const
{
    for (const Move &x : *this)
        if (x == m) return true;
    return false;
}

} // namespace core
