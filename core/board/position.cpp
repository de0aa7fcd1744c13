#include "position.h"

#include "core/base/quote.h"

#include <algorithm>
#include <charconv>
#include <vector>

namespace core {

using namespace bitboard;

namespace {

constexpr int MaxPocketCount = Position::MaxPieces;

struct Zobrist
{
    std::uint64_t piece[14][64];
    std::uint64_t promoted[64];
    std::uint64_t pocket[2][PocketTypes][MaxPocketCount + 1]; // [.][.][0] stays 0
    std::uint64_t castling[16];
    std::uint64_t epFile[8];
    std::uint64_t side;
};

Zobrist zobrist;

bool initZobrist()
{
    std::uint64_t s = 0x2545F4914F6CDD1Dull;
    auto next = [&s] { // splitmix64
        std::uint64_t z = (s += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    };
    for (auto &p : zobrist.piece)
        for (auto &k : p) k = next();
    for (auto &k : zobrist.promoted) k = next();
    for (auto &c : zobrist.pocket)
        for (auto &t : c)
            for (int n = 1; n <= MaxPocketCount; ++n) t[n] = next();
    for (int i = 1; i < 16; ++i) zobrist.castling[i] = next();
    for (auto &k : zobrist.epFile) k = next();
    zobrist.side = next();
    return true;
}

const bool zobristReady = initZobrist();

// The rights lost when a piece leaves or lands on each square.
constexpr std::uint8_t castlingLoss(Square s)
{
    switch (s) {
    case Square::E1: return castling::WhiteKingSide | castling::WhiteQueenSide;
    case Square::H1: return castling::WhiteKingSide;
    case Square::A1: return castling::WhiteQueenSide;
    case Square::E8: return castling::BlackKingSide | castling::BlackQueenSide;
    case Square::H8: return castling::BlackKingSide;
    case Square::A8: return castling::BlackQueenSide;
    default: return 0;
    }
}

char pieceLetter(Piece p)
{
    const char c = pieceTypeLetter(typeOf(p));
    return colorOf(p) == Color::White ? c : char(c | 0x20);
}

std::vector<std::string_view> splitFields(std::string_view text)
{
    std::vector<std::string_view> fields;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
        if (i > start) fields.push_back(text.substr(start, i - start));
    }
    return fields;
}

bool parseNumber(std::string_view s, int &out)
{
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return !s.empty() && ec == std::errc() && ptr == s.data() + s.size() && out >= 0 &&
           out <= Position::MaxCounter;
}

// A counter one move on, but never past what the FEN reader takes back (a record that starts at
// the bound would otherwise write positions that cannot be read).
void advance(int &counter)
{
    counter = std::min(counter + 1, Position::MaxCounter);
}

} // namespace

Position::Position(Rules rules) : m_rules(rules)
{
    clear();
    constexpr PieceType back[8] = {PieceType::Rook,   PieceType::Knight, PieceType::Bishop,
                                   PieceType::Queen,  PieceType::King,   PieceType::Bishop,
                                   PieceType::Knight, PieceType::Rook};
    for (int f = 0; f < 8; ++f) {
        putPiece(makePiece(Color::White, back[f]), makeSquare(f, 0));
        putPiece(makePiece(Color::White, PieceType::Pawn), makeSquare(f, 1));
        putPiece(makePiece(Color::Black, PieceType::Pawn), makeSquare(f, 6));
        putPiece(makePiece(Color::Black, back[f]), makeSquare(f, 7));
    }
    m_castling = castling::All;
    m_key ^= zobrist.castling[m_castling];
}

void Position::clear()
{
    for (auto &b : m_byType) b = 0;
    m_byColor[0] = m_byColor[1] = 0;
    m_promoted = 0;
    for (auto &p : m_board) p = Piece::None;
    for (auto &c : m_pocket)
        for (auto &n : c) n = 0;
    m_side = Color::White;
    m_castling = 0;
    m_epSquare = Square::None;
    m_halfmoveClock = 0;
    m_fullmoveNumber = 1;
    m_key = 0;
}

void Position::putPiece(Piece p, Square s)
{
    m_board[int(s)] = p;
    m_byType[int(typeOf(p))] |= bit(s);
    m_byColor[int(colorOf(p))] |= bit(s);
    m_key ^= zobrist.piece[int(p)][int(s)];
}

void Position::removePiece(Square s)
{
    const Piece p = m_board[int(s)];
    m_board[int(s)] = Piece::None;
    m_byType[int(typeOf(p))] ^= bit(s);
    m_byColor[int(colorOf(p))] ^= bit(s);
    m_key ^= zobrist.piece[int(p)][int(s)];
    if (m_promoted & bit(s)) {
        m_promoted ^= bit(s);
        m_key ^= zobrist.promoted[int(s)];
    }
}

void Position::movePiece(Square from, Square to)
{
    const Piece p = m_board[int(from)];
    const Bitboard fromTo = bit(from) | bit(to);
    m_board[int(from)] = Piece::None;
    m_board[int(to)] = p;
    m_byType[int(typeOf(p))] ^= fromTo;
    m_byColor[int(colorOf(p))] ^= fromTo;
    m_key ^= zobrist.piece[int(p)][int(from)] ^ zobrist.piece[int(p)][int(to)];
    if (m_promoted & bit(from)) {
        m_promoted ^= fromTo;
        m_key ^= zobrist.promoted[int(from)] ^ zobrist.promoted[int(to)];
    }
}

void Position::setPocket(Color c, PieceType t, int count)
{
    std::uint8_t &n = m_pocket[int(c)][int(t)];
    m_key ^= zobrist.pocket[int(c)][int(t)][n] ^ zobrist.pocket[int(c)][int(t)][count];
    n = std::uint8_t(count);
}

// The bound keeps every pocket count inside the Zobrist table, whoever calls.
bool Position::addToPocket(Color c, PieceType t)
{
    if (pieceCount() >= MaxPieces) return false;
    setPocket(c, t, pocketCount(c, t) + 1);
    return true;
}

// Counted at every capture (the piece goes to a pocket).
BUGHOUSE_COUNTS_SQUARES int Position::pieceCount() const
{
    int n = count(occupied());
    for (const auto &c : m_pocket)
        for (auto k : c) n += k;
    return n;
}

bool Position::removeFromPocket(Color c, PieceType t)
{
    if (pocketCount(c, t) == 0) return false;
    setPocket(c, t, pocketCount(c, t) - 1);
    return true;
}

// Records the en-passant square behind a pawn that stepped two squares to `pushedTo`, but only if
// an enemy pawn could take there: otherwise equal positions would get different keys.
void Position::updateEpSquare(Square pushedTo)
{
    const Color us = colorOf(m_board[int(pushedTo)]);
    const Square ep = shifted(pushedTo, -forward(us));
    if (pawnAttacks(us, ep) & pieces(~us, PieceType::Pawn)) {
        m_epSquare = ep;
        m_key ^= zobrist.epFile[fileOf(ep)];
    }
}

void Position::makeMove(Move m, Undo &undo)
{
    const Color us = m_side;
    undo.key = m_key;
    undo.captured = Piece::None;
    undo.capturedPromoted = false;
    undo.castling = m_castling;
    undo.epSquare = m_epSquare;
    undo.halfmoveClock = m_halfmoveClock;
    undo.fullmoveNumber = m_fullmoveNumber;

    if (m_epSquare != Square::None) {
        m_key ^= zobrist.epFile[fileOf(m_epSquare)];
        m_epSquare = Square::None;
    }
    advance(m_halfmoveClock);

    switch (m.kind) {
    case MoveKind::Drop:
        setPocket(us, m.piece, pocketCount(us, m.piece) - 1);
        putPiece(makePiece(us, m.piece), m.to);
        break;
    case MoveKind::Castling: {
        const bool kingSide = fileOf(m.to) == 6;
        const int r = rankOf(m.from);
        movePiece(m.from, m.to);
        movePiece(makeSquare(kingSide ? 7 : 0, r), makeSquare(kingSide ? 5 : 3, r));
        break;
    }
    case MoveKind::EnPassant: {
        const Square captured = shifted(m.to, -forward(us));
        undo.captured = m_board[int(captured)];
        removePiece(captured);
        movePiece(m.from, m.to);
        break;
    }
    case MoveKind::Normal:
    case MoveKind::Promotion:
        if (m_board[int(m.to)] != Piece::None) {
            undo.captured = m_board[int(m.to)];
            undo.capturedPromoted = (m_promoted & bit(m.to)) != 0;
            removePiece(m.to);
        }
        movePiece(m.from, m.to);
        if (m.kind == MoveKind::Promotion) {
            removePiece(m.to);
            putPiece(makePiece(us, m.piece), m.to);
            m_promoted |= bit(m.to);
            m_key ^= zobrist.promoted[int(m.to)];
        } else if (typeOf(m_board[int(m.to)]) == PieceType::Pawn) {
            m_halfmoveClock = 0;
            if (int(m.to) - int(m.from) == 2 * forward(us)) updateEpSquare(m.to);
        }
        break;
    }

    if (undo.captured != Piece::None) {
        m_halfmoveClock = 0;
        // In crazyhouse the piece only changes sides, so the bound of addToPocket() holds.
        if (m_rules.variant == Variant::Crazyhouse)
            setPocket(us, undo.earned(), pocketCount(us, undo.earned()) + 1);
    }
    if (m.kind != MoveKind::Drop) {
        const std::uint8_t rights = m_castling & ~(castlingLoss(m.from) | castlingLoss(m.to));
        if (rights != m_castling) {
            m_key ^= zobrist.castling[m_castling] ^ zobrist.castling[rights];
            m_castling = rights;
        }
    }
    if (m.kind == MoveKind::Promotion) m_halfmoveClock = 0;
    if (us == Color::Black) advance(m_fullmoveNumber);
    m_side = ~us;
    m_key ^= zobrist.side;
}

void Position::makeNullMove(Undo &undo)
{
    undo.key = m_key;
    undo.captured = Piece::None;
    undo.capturedPromoted = false;
    undo.castling = m_castling;
    undo.epSquare = m_epSquare;
    undo.halfmoveClock = m_halfmoveClock;
    undo.fullmoveNumber = m_fullmoveNumber;
    if (m_epSquare != Square::None) {
        m_key ^= zobrist.epFile[fileOf(m_epSquare)];
        m_epSquare = Square::None;
    }
    advance(m_halfmoveClock);
    if (m_side == Color::Black) advance(m_fullmoveNumber);
    m_side = ~m_side;
    m_key ^= zobrist.side;
}

void Position::unmakeNullMove(const Undo &undo)
{
    m_side = ~m_side;
    m_epSquare = undo.epSquare;
    m_halfmoveClock = undo.halfmoveClock;
    m_fullmoveNumber = undo.fullmoveNumber;
    m_key = undo.key;
}

void Position::unmakeMove(Move m, const Undo &undo)
{
    const Color us = ~m_side;
    m_side = us;
    switch (m.kind) {
    case MoveKind::Drop:
        removePiece(m.to);
        setPocket(us, m.piece, pocketCount(us, m.piece) + 1);
        break;
    case MoveKind::Castling: {
        const bool kingSide = fileOf(m.to) == 6;
        const int r = rankOf(m.from);
        movePiece(m.to, m.from);
        movePiece(makeSquare(kingSide ? 5 : 3, r), makeSquare(kingSide ? 7 : 0, r));
        break;
    }
    case MoveKind::EnPassant:
        movePiece(m.to, m.from);
        putPiece(undo.captured, shifted(m.to, -forward(us)));
        break;
    case MoveKind::Normal:
    case MoveKind::Promotion:
        if (m.kind == MoveKind::Promotion) {
            removePiece(m.to);
            putPiece(makePiece(us, PieceType::Pawn), m.to);
        }
        movePiece(m.to, m.from);
        if (undo.captured != Piece::None) {
            putPiece(undo.captured, m.to);
            if (undo.capturedPromoted) m_promoted |= bit(m.to);
        }
        break;
    }
    if (undo.captured != Piece::None && m_rules.variant == Variant::Crazyhouse)
        setPocket(us, undo.earned(), pocketCount(us, undo.earned()) - 1);
    m_castling = undo.castling;
    m_epSquare = undo.epSquare;
    m_halfmoveClock = undo.halfmoveClock;
    m_fullmoveNumber = undo.fullmoveNumber;
    m_key = undo.key;
}

Bitboard Position::attackersTo(Square s, Bitboard occ) const
{
    return (pawnAttacks(Color::White, s) & pieces(Color::Black, PieceType::Pawn)) |
           (pawnAttacks(Color::Black, s) & pieces(Color::White, PieceType::Pawn)) |
           (knightAttacks(s) & pieces(PieceType::Knight)) |
           (kingAttacks(s) & pieces(PieceType::King)) |
           (bishopAttacks(s, occ) & (pieces(PieceType::Bishop) | pieces(PieceType::Queen))) |
           (rookAttacks(s, occ) & (pieces(PieceType::Rook) | pieces(PieceType::Queen)));
}

Bitboard Position::checkers() const
{
    return attackersTo(kingSquare(m_side), occupied()) & pieces(~m_side);
}

Result<Position> Position::fromFen(std::string_view fen, Rules rules)
{
    using R = Result<Position>;
    const std::vector<std::string_view> fields = splitFields(fen);
    if (fields.empty()) return R::failure("empty FEN");
    if (fields.size() > 6) return R::failure("unexpected text after the FEN: " + quoted(fields[6]));

    Position pos(rules);
    pos.clear();

    // Board, then the pocket: in brackets, or as a ninth rank.
    std::string_view board = fields[0], pocket;
    bool hasPocket = false;
    if (const auto open = board.find('['); open != std::string_view::npos) {
        const auto close = board.find(']', open);
        if (close == std::string_view::npos) return R::failure("pocket has no closing ']'");
        if (close + 1 != board.size()) return R::failure("unexpected text after the pocket ']'");
        pocket = board.substr(open + 1, close - open - 1);
        board = board.substr(0, open);
        hasPocket = true;
    }
    int rank = 7, file = 0;
    std::size_t i = 0;
    for (; i < board.size(); ++i) {
        const char c = board[i];
        if (c == '/') {
            if (file != 8)
                return R::failure("rank " + std::to_string(rank + 1) + " does not have 8 squares");
            file = 0;
            if (--rank < 0) break; // a ninth rank: the pocket
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
            if (file > 8)
                return R::failure("rank " + std::to_string(rank + 1) + " has more than 8 squares");
        } else if (c == '~') {
            if (file == 0 || board[i - 1] == '~' || (board[i - 1] >= '1' && board[i - 1] <= '8'))
                return R::failure("'~' must follow a piece");
            const Square last = makeSquare(file - 1, rank);
            const PieceType t = typeOf(pos.m_board[int(last)]);
            if (t == PieceType::Pawn || t == PieceType::King)
                return R::failure(std::string("a ") + (t == PieceType::Pawn ? "pawn" : "king") +
                                  " cannot be promoted ('~' on " + squareName(last) + ")");
            pos.m_promoted |= bit(last);
            pos.m_key ^= zobrist.promoted[int(last)];
        } else {
            const PieceType t = pieceTypeFromLetter(c);
            if (t == PieceType::None)
                return R::failure("unknown piece letter " + quoted({&c, 1}) + " in the board");
            if (file >= 8)
                return R::failure("rank " + std::to_string(rank + 1) + " has more than 8 squares");
            const Color color = (c >= 'a') ? Color::Black : Color::White;
            pos.putPiece(makePiece(color, t), makeSquare(file, rank));
            ++file;
        }
    }
    if (rank < 0) {
        if (hasPocket) return R::failure("pocket given twice (ninth rank and brackets)");
        pocket = board.substr(i + 1);
    } else if (rank > 0) {
        return R::failure("the board has " + std::to_string(8 - rank) + " ranks instead of 8");
    } else if (file != 8) {
        return R::failure("rank 1 does not have 8 squares");
    }
    if (pocket != "-") {
        for (char c : pocket) {
            const PieceType t = pieceTypeFromLetter(c);
            if (t == PieceType::None)
                return R::failure("unknown piece letter " + quoted({&c, 1}) + " in the pocket");
            if (t == PieceType::King) return R::failure("a king cannot be in a pocket");
            const Color color = (c >= 'a') ? Color::Black : Color::White;
            if (!pos.addToPocket(color, t))
                return R::failure("more than " + std::to_string(MaxPieces) +
                                  " pieces on the board and in the pockets");
        }
    }

    for (Color c : {Color::White, Color::Black}) {
        const char *name = c == Color::White ? "White" : "Black";
        const int kings = count(pos.pieces(c, PieceType::King));
        if (kings != 1)
            return R::failure(std::string(name) + " has " + std::to_string(kings) +
                              " kings instead of 1");
    }
    if (pos.pieces(PieceType::Pawn) & (Rank1 | Rank8))
        return R::failure("a pawn stands on the first or last rank");

    // Side to move.
    if (fields.size() < 2) return R::failure("missing side to move (w or b)");
    if (fields[1] == "w")
        pos.m_side = Color::White;
    else if (fields[1] == "b")
        pos.m_side = Color::Black;
    else
        return R::failure("side to move must be 'w' or 'b', not " + quoted(fields[1]));
    if (pos.m_side == Color::Black) pos.m_key ^= zobrist.side;

    // Castling: rights whose king and rook are not at home are dropped.
    if (fields.size() > 2 && fields[2] != "-") {
        for (char c : fields[2]) {
            std::uint8_t right = 0;
            Square king = Square::E1, rook = Square::None;
            switch (c) {
            case 'K': right = castling::WhiteKingSide, rook = Square::H1; break;
            case 'Q': right = castling::WhiteQueenSide, rook = Square::A1; break;
            case 'k': right = castling::BlackKingSide, king = Square::E8, rook = Square::H8; break;
            case 'q': right = castling::BlackQueenSide, king = Square::E8, rook = Square::A8; break;
            default: return R::failure("unknown castling letter " + quoted({&c, 1}));
            }
            const Color color = (c >= 'a') ? Color::Black : Color::White;
            if (pos.pieceAt(king) == makePiece(color, PieceType::King) &&
                pos.pieceAt(rook) == makePiece(color, PieceType::Rook))
                pos.m_castling |= right;
        }
    }
    pos.m_key ^= zobrist.castling[pos.m_castling];

    // En passant: only right after a two-square step of the side not to move.
    if (fields.size() > 3 && fields[3] != "-") {
        const std::string_view ep = fields[3];
        if (ep.size() != 2 || ep[0] < 'a' || ep[0] > 'h' || ep[1] < '1' || ep[1] > '8')
            return R::failure("bad en-passant square " + quoted(ep));
        const Square s = makeSquare(ep[0] - 'a', ep[1] - '1');
        const Color mover = ~pos.m_side;
        if (relativeRank(mover, s) != 2)
            return R::failure("en-passant square " + std::string(ep) + " is on the wrong rank");
        const Square pawn = shifted(s, forward(mover)), origin = shifted(s, -forward(mover));
        if (pos.pieceAt(pawn) != makePiece(mover, PieceType::Pawn) ||
            pos.pieceAt(s) != Piece::None || pos.pieceAt(origin) != Piece::None)
            return R::failure("en-passant square " + std::string(ep) +
                              " does not follow a two-square pawn step");
        pos.updateEpSquare(pawn);
    }

    int number = 0;
    const std::string counterRange = " (a number from 0 to " + std::to_string(MaxCounter) + ")";
    if (fields.size() > 4) {
        if (!parseNumber(fields[4], number))
            return R::failure("bad half-move clock " + quoted(fields[4]) + counterRange);
        pos.m_halfmoveClock = number;
    }
    if (fields.size() > 5) {
        if (!parseNumber(fields[5], number))
            return R::failure("bad move number " + quoted(fields[5]) + counterRange);
        pos.m_fullmoveNumber = std::max(number, 1);
    }

    if (pos.attackersTo(pos.kingSquare(~pos.m_side), pos.occupied()) & pos.pieces(pos.m_side))
        return R::failure("the side not to move is in check");
    return pos;
}

std::string Position::fen() const
{
    std::string out;
    for (int r = 7; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < 8; ++f) {
            const Square s = makeSquare(f, r);
            const Piece p = pieceAt(s);
            if (p == Piece::None) {
                ++empty;
                continue;
            }
            if (empty) out += char('0' + empty), empty = 0;
            out += pieceLetter(p);
            if (m_promoted & bit(s)) out += '~';
        }
        if (empty) out += char('0' + empty);
        if (r) out += '/';
    }
    out += '[';
    for (Color c : {Color::White, Color::Black})
        for (int t = PocketTypes - 1; t >= 0; --t)
            out.append(pocketCount(c, PieceType(t)), pieceLetter(makePiece(c, PieceType(t))));
    out += m_side == Color::White ? "] w " : "] b ";
    if (!m_castling) out += '-';
    if (m_castling & castling::WhiteKingSide) out += 'K';
    if (m_castling & castling::WhiteQueenSide) out += 'Q';
    if (m_castling & castling::BlackKingSide) out += 'k';
    if (m_castling & castling::BlackQueenSide) out += 'q';
    out += ' ';
    out += m_epSquare == Square::None ? "-" : squareName(m_epSquare);
    out += ' ' + std::to_string(m_halfmoveClock) + ' ' + std::to_string(m_fullmoveNumber);
    return out;
}

std::uint64_t Position::computeKey() const
{
    std::uint64_t k = 0;
    for (int s = 0; s < 64; ++s) {
        if (m_board[s] != Piece::None) k ^= zobrist.piece[int(m_board[s])][s];
        if (m_promoted & bit(Square(s))) k ^= zobrist.promoted[s];
    }
    for (int c = 0; c < 2; ++c)
        for (int t = 0; t < PocketTypes; ++t) k ^= zobrist.pocket[c][t][m_pocket[c][t]];
    k ^= zobrist.castling[m_castling];
    if (m_epSquare != Square::None) k ^= zobrist.epFile[fileOf(m_epSquare)];
    if (m_side == Color::Black) k ^= zobrist.side;
    return k;
}

bool Position::isConsistent(std::string *why) const
{
    auto fail = [why](const std::string &reason) {
        if (why) *why = reason;
        return false;
    };
    Bitboard all = 0;
    for (int t = 0; t < 6; ++t) {
        if (all & m_byType[t]) return fail("piece-type bitboards overlap");
        all |= m_byType[t];
    }
    if (m_byColor[0] & m_byColor[1]) return fail("colour bitboards overlap");
    if (all != occupied()) return fail("type and colour bitboards disagree");
    for (int s = 0; s < 64; ++s) {
        const Piece p = m_board[s];
        const Square sq = Square(s);
        if (p == Piece::None) {
            if (all & bit(sq))
                return fail("bitboard has a piece on empty square " + squareName(sq));
        } else if (!(pieces(colorOf(p), typeOf(p)) & bit(sq))) {
            return fail("board and bitboards disagree on " + squareName(sq));
        }
    }
    for (Color c : {Color::White, Color::Black})
        if (count(pieces(c, PieceType::King)) != 1)
            return fail("a side does not have exactly one king");
    if (m_promoted & ~all) return fail("promoted mark on an empty square");
    if (m_promoted & (pieces(PieceType::Pawn) | pieces(PieceType::King)))
        return fail("promoted pawn or king");
    if (pieces(PieceType::Pawn) & (Rank1 | Rank8)) return fail("pawn on the first or last rank");
    for (const auto &c : m_pocket)
        for (auto n : c)
            if (n > MaxPocketCount) return fail("pocket count out of range");
    if (m_epSquare != Square::None) {
        const Color mover = ~m_side;
        if (relativeRank(mover, m_epSquare) != 2 || pieceAt(m_epSquare) != Piece::None ||
            pieceAt(shifted(m_epSquare, forward(mover))) != makePiece(mover, PieceType::Pawn))
            return fail("en-passant square without a pawn that just stepped two");
    }
    for (int side = 0; side < 2; ++side) {
        const Color c = Color(side);
        const Square king = c == Color::White ? Square::E1 : Square::E8;
        const std::uint8_t kingSide =
            c == Color::White ? castling::WhiteKingSide : castling::BlackKingSide;
        const std::uint8_t queenSide =
            c == Color::White ? castling::WhiteQueenSide : castling::BlackQueenSide;
        if ((m_castling & (kingSide | queenSide)) && pieceAt(king) != makePiece(c, PieceType::King))
            return fail("castling right without the king at home");
        if ((m_castling & kingSide) && pieceAt(shifted(king, 3)) != makePiece(c, PieceType::Rook))
            return fail("king-side castling right without the rook");
        if ((m_castling & queenSide) && pieceAt(shifted(king, -4)) != makePiece(c, PieceType::Rook))
            return fail("queen-side castling right without the rook");
    }
    if (attackersTo(kingSquare(~m_side), occupied()) & pieces(m_side))
        return fail("the side not to move is in check");
    if (computeKey() != m_key) return fail("Zobrist key differs from a recomputation");
    return true;
}

bool operator==(const Position &a, const Position &b)
{
    for (int s = 0; s < 64; ++s)
        if (a.m_board[s] != b.m_board[s]) return false;
    for (int c = 0; c < 2; ++c)
        for (int t = 0; t < PocketTypes; ++t)
            if (a.m_pocket[c][t] != b.m_pocket[c][t]) return false;
    return a.m_promoted == b.m_promoted && a.m_side == b.m_side && a.m_castling == b.m_castling &&
           a.m_epSquare == b.m_epSquare && a.m_halfmoveClock == b.m_halfmoveClock &&
           a.m_fullmoveNumber == b.m_fullmoveNumber && a.m_key == b.m_key && a.m_rules == b.m_rules;
}

} // namespace core
