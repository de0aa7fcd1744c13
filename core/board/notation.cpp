#include "notation.h"

#include "core/base/quote.h"

namespace core {

using namespace bitboard;

namespace {

const char *pieceName(PieceType t)
{
    static const char *const names[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    return names[int(t)];
}

// True if the piece on `m.from` could make `m` were it not for its own king's safety.
bool movesThatWay(const Position &pos, Move m)
{
    const Piece piece = pos.pieceAt(m.from);
    const Color us = pos.sideToMove();
    const PieceType t = typeOf(piece);
    const Bitboard occ = pos.occupied();
    if (pos.pieces(us) & bit(m.to)) return false;
    if (t != PieceType::Pawn) return attacks(t, m.from, occ) & bit(m.to);
    const Square one = shifted(m.from, forward(us));
    if (pawnAttacks(us, m.from) & bit(m.to))
        return (pos.pieces(~us) & bit(m.to)) || m.to == pos.epSquare();
    if (m.to == one) return !(occ & bit(one));
    return relativeRank(us, m.from) == 1 && m.to == shifted(one, forward(us)) &&
           !(occ & (bit(one) | bit(m.to)));
}

Result<Move> illegal(const Position &pos, Move m, std::string_view text)
{
    const MoveError e = checkMove(pos, m);
    return Result<Move>::failure("illegal move " + quoted(text) + ": " +
                                 describe(e == MoveError::None ? MoveError::CannotMoveThere : e));
}

} // namespace

MoveError checkMove(const Position &pos, Move m)
{
    const Color us = pos.sideToMove();
    if (m.to == Square::None || (m.kind != MoveKind::Drop && m.from == Square::None))
        return MoveError::NoPieceToMove;
    if (m.kind == MoveKind::Drop) {
        if (m.piece == PieceType::None || m.piece == PieceType::King ||
            pos.pocketCount(us, m.piece) == 0)
            return MoveError::NotInPocket;
        if (m.piece == PieceType::Pawn && (bit(m.to) & (Rank1 | Rank8)))
            return MoveError::PawnOnBackRank;
        if (pos.pieceAt(m.to) != Piece::None) return MoveError::SquareOccupied;
    } else {
        const Piece piece = pos.pieceAt(m.from);
        if (piece == Piece::None || colorOf(piece) != us) return MoveError::NoPieceToMove;
        const bool pawnToLastRank = typeOf(piece) == PieceType::Pawn && relativeRank(us, m.to) == 7;
        if ((m.kind == MoveKind::Promotion) != pawnToLastRank ||
            (m.kind == MoveKind::Promotion &&
             (m.piece == PieceType::None || m.piece == PieceType::Pawn ||
              m.piece == PieceType::King)))
            return movesThatWay(pos, m) ? MoveError::BadPromotion : MoveError::CannotMoveThere;
        if (m.kind == MoveKind::Castling) {
            if (!pos.isLegal(m)) return MoveError::CannotCastle;
        } else if (!movesThatWay(pos, m) ||
                   (m.kind == MoveKind::EnPassant) !=
                       (typeOf(piece) == PieceType::Pawn && m.to == pos.epSquare())) {
            return MoveError::CannotMoveThere;
        }
    }
    if (pos.isLegal(m)) return MoveError::None;
    // Illegal only by a match option? Then say which one.
    const Rules &rules = pos.rules();
    if (m.kind == MoveKind::Drop && (!rules.dropMate || !rules.dropCheck)) {
        Position free = pos;
        Rules freeRules = rules;
        freeRules.dropMate = freeRules.dropCheck = true;
        free.setRules(freeRules);
        if (free.isLegal(m)) return rules.dropCheck ? MoveError::DropMate : MoveError::DropCheck;
    }
    if (m.kind == MoveKind::Promotion && !rules.allowsPromotion(m.piece)) {
        Position free = pos;
        Rules freeRules = rules;
        freeRules.promotions = promotion::Any;
        free.setRules(freeRules);
        if (free.isLegal(m)) return MoveError::PromotionNotAllowed;
    }
    return MoveError::KingInCheck;
}

const char *describe(MoveError e)
{
    switch (e) {
    case MoveError::None: return "legal move";
    case MoveError::NoPieceToMove: return "there is no piece of the side to move on that square";
    case MoveError::NotInPocket: return "that piece is not in the pocket";
    case MoveError::PawnOnBackRank: return "pawns cannot be dropped on the first or last rank";
    case MoveError::SquareOccupied: return "pieces can only be dropped on empty squares";
    case MoveError::DropMate: return "checkmate by a drop is not allowed in this match";
    case MoveError::CannotMoveThere: return "that piece cannot move there";
    case MoveError::CannotCastle: return "castling is not possible now";
    case MoveError::KingInCheck: return "the king would be in check";
    case MoveError::BadPromotion:
        return "a pawn on the last rank must promote to a queen, rook, bishop or knight";
    case MoveError::DropCheck: return "a drop may not give check in this match";
    case MoveError::PromotionNotAllowed: return "this match does not allow promotion to that piece";
    }
    return "";
}

Move moveFromSquares(const Position &pos, Square from, Square to, PieceType promotion)
{
    const Piece piece = pos.pieceAt(from);
    const PieceType t = typeOf(piece);
    if (promotion != PieceType::None) return Move::promotion(from, to, promotion);
    if (t == PieceType::King && rankOf(from) == rankOf(to) &&
        (from == Square::E1 || from == Square::E8)) {
        const int step = fileOf(to) - fileOf(from);
        if (step == 2 || step == -2) return Move::normal(from, to, MoveKind::Castling);
        if (pos.pieceAt(to) == makePiece(colorOf(piece), PieceType::Rook) &&
            (fileOf(to) == 0 || fileOf(to) == 7))
            return Move::normal(from, makeSquare(fileOf(to) == 7 ? 6 : 2, rankOf(from)),
                                MoveKind::Castling);
    }
    if (t == PieceType::Pawn && to == pos.epSquare() && fileOf(from) != fileOf(to))
        return Move::normal(from, to, MoveKind::EnPassant);
    return Move::normal(from, to);
}

std::string toUci(Move m)
{
    if (m.kind == MoveKind::Drop)
        return std::string(1, pieceTypeLetter(m.piece)) + '@' + squareName(m.to);
    std::string text = squareName(m.from) + squareName(m.to);
    if (m.kind == MoveKind::Promotion) text += char(pieceTypeLetter(m.piece) | 0x20);
    return text;
}

Result<Move> parseUci(const Position &pos, std::string_view text)
{
    using R = Result<Move>;
    Move m;
    if (text.size() == 4 && text[1] == '@') {
        const PieceType t = pieceTypeFromLetter(text[0]);
        const Square to = parseSquare(text.substr(2));
        if (t == PieceType::None || t == PieceType::King || to == Square::None)
            return R::failure("cannot read UCI drop " + quoted(text) + " (expected like N@f3)");
        m = Move::drop(t, to);
    } else if (text.size() == 4 || text.size() == 5) {
        const Square from = parseSquare(text.substr(0, 2)), to = parseSquare(text.substr(2, 2));
        if (from == Square::None || to == Square::None)
            return R::failure("cannot read UCI move " + quoted(text) + " (expected like e2e4)");
        PieceType promotion = PieceType::None;
        if (text.size() == 5) {
            promotion = pieceTypeFromLetter(text[4]);
            if (promotion == PieceType::None || promotion == PieceType::Pawn ||
                promotion == PieceType::King)
                return R::failure("bad promotion piece in " + quoted(text) + " (q, r, b or n)");
        }
        m = moveFromSquares(pos, from, to, promotion);
    } else {
        return R::failure("cannot read UCI move " + quoted(text) +
                          " (expected like e2e4, e7e8q or N@f3)");
    }
    if (!pos.isLegal(m)) return illegal(pos, m, text);
    return m;
}

std::string toSan(const Position &pos, Move m)
{
    std::string san;
    if (m.kind == MoveKind::Drop) {
        san = std::string(1, pieceTypeLetter(m.piece)) + '@' + squareName(m.to);
    } else if (m.kind == MoveKind::Castling) {
        san = fileOf(m.to) == 6 ? "O-O" : "O-O-O";
    } else {
        const PieceType t = typeOf(pos.pieceAt(m.from));
        const bool capture = pos.pieceAt(m.to) != Piece::None || m.kind == MoveKind::EnPassant;
        if (t == PieceType::Pawn) {
            if (capture) san = std::string(1, char('a' + fileOf(m.from))) + 'x';
        } else {
            san = pieceTypeLetter(t);
            // Only another piece of the same kind that reaches the square can make it ambiguous;
            // most moves have none, and need no list of legal moves.
            const Bitboard rivals =
                attacks(t, m.to, pos.occupied()) & pos.pieces(pos.sideToMove(), t) & ~bit(m.from);
            MoveList list;
            if (rivals) pos.legalMoves(list);
            bool ambiguous = false, sameFile = false, sameRank = false;
            for (const Move &o : list) {
                if (o.to != m.to || o.from == m.from || o.kind == MoveKind::Drop ||
                    typeOf(pos.pieceAt(o.from)) != t)
                    continue;
                ambiguous = true;
                sameFile |= fileOf(o.from) == fileOf(m.from);
                sameRank |= rankOf(o.from) == rankOf(m.from);
            }
            if (ambiguous && (!sameFile || sameRank)) san += char('a' + fileOf(m.from));
            if (ambiguous && sameFile) san += char('1' + rankOf(m.from));
            if (capture) san += 'x';
        }
        san += squareName(m.to);
        if (m.kind == MoveKind::Promotion) san += std::string("=") + pieceTypeLetter(m.piece);
    }
    Position after = pos;
    Position::Undo undo;
    after.makeMove(m, undo);
    if (after.inCheck()) san += after.status() == Status::Checkmate ? '#' : '+';
    return san;
}

Result<Move> parseSan(const Position &pos, std::string_view text)
{
    using R = Result<Move>;
    std::string_view s = text;
    while (!s.empty() && (s.back() == '+' || s.back() == '#' || s.back() == '!' || s.back() == '?'))
        s.remove_suffix(1);
    auto unreadable = [&] { return R::failure("cannot read move " + quoted(text)); };
    if (s.empty()) return unreadable();

    MoveList list;
    pos.legalMoves(list);
    const Color us = pos.sideToMove();

    if (s == "O-O" || s == "0-0" || s == "O-O-O" || s == "0-0-0") {
        const Square from = us == Color::White ? Square::E1 : Square::E8;
        const Move m =
            Move::normal(from, shifted(from, s.size() == 3 ? 2 : -2), MoveKind::Castling);
        if (!list.contains(m)) return illegal(pos, m, text);
        return m;
    }

    if (const auto at = s.find('@'); at != std::string_view::npos) {
        if (at > 1) return unreadable();
        const PieceType t = at == 0 ? PieceType::Pawn : pieceTypeFromLetter(s[0]);
        const Square to = parseSquare(s.substr(at + 1));
        if (t == PieceType::None || t == PieceType::King || to == Square::None) return unreadable();
        const Move m = Move::drop(t, to);
        if (!list.contains(m)) return illegal(pos, m, text);
        return m;
    }

    // [piece][from file][from rank][x|:]to[=promotion]
    PieceType promotion = PieceType::None;
    if (s.size() >= 3 && pieceTypeFromLetter(s.back()) != PieceType::None &&
        !(s.back() >= 'a' && s.back() <= 'h')) {
        promotion = pieceTypeFromLetter(s.back());
        s.remove_suffix(1);
        if (!s.empty() && s.back() == '=') s.remove_suffix(1);
        if (promotion == PieceType::Pawn || promotion == PieceType::King) return unreadable();
    }
    if (s.size() < 2) return unreadable();
    const Square to = parseSquare(s.substr(s.size() - 2));
    if (to == Square::None) return unreadable();
    s.remove_suffix(2);
    PieceType mover = PieceType::Pawn;
    if (!s.empty() && s[0] >= 'A' && s[0] <= 'Z') {
        mover = pieceTypeFromLetter(s[0]);
        if (mover == PieceType::None || mover == PieceType::Pawn) return unreadable();
        s.remove_prefix(1);
    }
    if (!s.empty() && (s.back() == 'x' || s.back() == ':')) s.remove_suffix(1);
    int fromFile = -1, fromRank = -1;
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'h') fromFile = s[0] - 'a', s.remove_prefix(1);
    if (!s.empty() && s[0] >= '1' && s[0] <= '8') fromRank = s[0] - '1', s.remove_prefix(1);
    if (!s.empty()) return unreadable();
    if (promotion != PieceType::None && mover != PieceType::Pawn) return unreadable();

    Move found;
    int matches = 0;
    for (const Move &m : list) {
        if (m.kind == MoveKind::Drop || m.to != to || typeOf(pos.pieceAt(m.from)) != mover)
            continue;
        if ((fromFile >= 0 && fileOf(m.from) != fromFile) ||
            (fromRank >= 0 && rankOf(m.from) != fromRank))
            continue;
        if (m.kind == MoveKind::Promotion ? m.piece != promotion : promotion != PieceType::None)
            continue;
        if (m.kind == MoveKind::Castling) continue; // castling is written O-O
        found = m;
        ++matches;
    }
    if (matches > 1) return R::failure("ambiguous move " + quoted(text));
    if (matches == 0) {
        // Name the reason with the most plausible candidate: a pseudo-move of the right piece.
        for (Bitboard b = pos.pieces(us, mover); b;) {
            const Square from = popLsb(b);
            if ((fromFile >= 0 && fileOf(from) != fromFile) ||
                (fromRank >= 0 && rankOf(from) != fromRank))
                continue;
            const MoveError e = checkMove(pos, moveFromSquares(pos, from, to, promotion));
            if (e != MoveError::CannotMoveThere && e != MoveError::None)
                return R::failure("illegal move " + quoted(text) + ": " + describe(e));
        }
        return R::failure("illegal move " + quoted(text) + ": no " + pieceName(mover) +
                          " can move to " + squareName(to));
    }
    return found;
}

} // namespace core
