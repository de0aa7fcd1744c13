#pragma once

#include "bitboard.h"
#include "core/base/result.h"
#include "move.h"
#include "rules.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace core {

/// One board of crazyhouse or bughouse: pieces, side to move, castling rights, en-passant square,
/// both pockets, the promoted-piece mask, move counters and a Zobrist key over all of it.
///
/// Rules: seed 000 (bughouse) and seed 002 (crazyhouse). Moves are made with makeMove() and taken
/// back with unmakeMove() and the Undo record makeMove() filled in.
class Position
{
public:
    /// What makeMove() changed, for unmakeMove(); also reports the captured piece.
    struct Undo
    {
        std::uint64_t key = 0;
        Piece captured = Piece::None;  ///< the piece taken off the board, if any
        bool capturedPromoted = false; ///< it was a promoted pawn
        std::uint8_t castling = 0;
        Square epSquare = Square::None;
        int halfmoveClock = 0;
        int fullmoveNumber = 1;

        /// The piece type the capture earns (a promoted piece counts as a pawn), or None.
        /// In bughouse the match puts it into the capturer's partner's pocket.
        PieceType earned() const
        {
            if (captured == Piece::None) return PieceType::None;
            return capturedPromoted ? PieceType::Pawn : typeOf(captured);
        }
    };

    /// Most pieces on a board and in both its pockets together: in bughouse a side owns at most
    /// its own set and its partner-board colleague's (2 x 16), so a board holds at most 64. The FEN
    /// reader enforces it, and a crazyhouse capture only moves a piece from one side to the other.
    static constexpr int MaxPieces = 64;
    /// The largest half-move clock and move number: the FEN reader takes up to six digits, and
    /// moves stop both counters here, so that every fen() reads back.
    static constexpr int MaxCounter = 999'999;

    /// The standard starting position with empty pockets.
    explicit Position(Rules rules = {});

    /// Reads X-FEN as lichess and Fairy-Stockfish write it: `board[pocket] side castling ep
    /// halfmove fullmove`, the last four fields optional. The pocket may also be written as a 9th
    /// rank (`.../RNBQKBNR/Qn`); `[-]`, `[]` and a trailing `/` are empty pockets; `~` after a
    /// piece marks it as promoted. Castling rights without their king and rook, and an en-passant
    /// square no pawn can take on, are dropped. The counters are at most MaxCounter. Fails with a
    /// message naming what is wrong.
    static Result<Position> fromFen(std::string_view fen, Rules rules = {});
    /// The position as X-FEN with the pocket in brackets (`[QNPqp]`, White first).
    std::string fen() const;

    /// Rule options; the board honours variant, drop-mate, drop-check, promotions, mate rule and
    /// stalemate.
    const Rules &rules() const { return m_rules; }
    void setRules(const Rules &rules) { m_rules = rules; }

    Piece pieceAt(Square s) const { return m_board[int(s)]; }
    Bitboard occupied() const { return m_byColor[0] | m_byColor[1]; }
    Bitboard pieces(Color c) const { return m_byColor[int(c)]; }
    Bitboard pieces(PieceType t) const { return m_byType[int(t)]; }
    Bitboard pieces(Color c, PieceType t) const { return m_byColor[int(c)] & m_byType[int(t)]; }
    /// The square of `c`'s king.
    Square kingSquare(Color c) const { return bitboard::lsb(pieces(c, PieceType::King)); }
    Color sideToMove() const { return m_side; }
    /// Castling rights, a mask of the `castling::` flags.
    std::uint8_t castlingRights() const { return m_castling; }
    /// The square a pawn may take en passant on, or Square::None.
    Square epSquare() const { return m_epSquare; }
    int halfmoveClock() const { return m_halfmoveClock; }
    int fullmoveNumber() const { return m_fullmoveNumber; }
    /// Pieces of type `t` (Pawn..Queen) in `c`'s pocket.
    int pocketCount(Color c, PieceType t) const { return m_pocket[int(c)][int(t)]; }
    /// Squares holding promoted pieces (a captured one earns a pawn).
    Bitboard promoted() const { return m_promoted; }
    /// Zobrist key of pieces, promoted marks, pockets, side, castling and en passant.
    std::uint64_t key() const { return m_key; }

    /// Puts one piece of type `t` (Pawn..Queen) into `c`'s pocket, as the match does when a
    /// partner captures. Refused (false, nothing changed) when the board already holds MaxPieces.
    [[nodiscard]] bool addToPocket(Color c, PieceType t);
    /// Pieces on the board and in both pockets.
    int pieceCount() const;
    /// Takes one piece of type `t` out of `c`'s pocket; false if there is none.
    bool removeFromPocket(Color c, PieceType t);

    /// Pieces of either colour attacking `s` when the board is occupied by `occ`.
    Bitboard attackersTo(Square s, Bitboard occ) const;
    /// Pieces giving check to the side to move.
    Bitboard checkers() const;
    bool inCheck() const { return checkers() != 0; }

    /// Appends every legal move, drops included, honouring Rules::dropMate, dropCheck and
    /// promotions.
    void legalMoves(MoveList &list) const;
    /// The number of legal moves, counted in bulk (same result as legalMoves().size()).
    std::uint64_t countLegalMoves() const;
    /// True if `m` is legal here.
    bool isLegal(Move m) const;
    /// True if at least one legal move exists.
    bool hasLegalMove() const;
    /// True if the legal move `m` gives check.
    bool givesCheck(Move m) const;
    /// The side to move's state under Rules::mateRule.
    Status status() const;

    /// Plays the legal move `m` (precondition: isLegal(m)). In crazyhouse a capture goes to the
    /// mover's pocket (promoted pieces as pawns); in bughouse it only leaves the board and
    /// `undo.earned()` tells what the partner gets.
    void makeMove(Move m, Undo &undo);
    /// Takes back `m`, which must be the last move made with `undo`.
    void unmakeMove(Move m, const Undo &undo);
    /// Passes the move to the other side without moving a piece (for the search's null-move
    /// pruning; precondition: not in check). The en-passant square is cleared.
    void makeNullMove(Undo &undo);
    /// Takes back the null move made with `undo`.
    void unmakeNullMove(const Undo &undo);

    /// Number of leaf nodes `depth` plies deep (the last ply counted in bulk).
    std::uint64_t perft(int depth);

    /// Debug consistency check: bitboards, board array, pockets, kings, masks and key agree.
    /// Returns true if consistent; otherwise false and, if `why` is given, the reason.
    bool isConsistent(std::string *why = nullptr) const;
    /// The key computed from scratch (isConsistent() compares it with key()).
    std::uint64_t computeKey() const;

    friend bool operator==(const Position &a, const Position &b);

private:
    void clear();
    void putPiece(Piece p, Square s);
    void removePiece(Square s);
    void movePiece(Square from, Square to);
    void setPocket(Color c, PieceType t, int count);
    void updateEpSquare(Square pushedTo);
    bool dropMates(Move drop) const;
    bool isMated() const;
    bool hasMoveWithAnyPocket() const;
    template <class Sink> void generate(Sink &sink, bool filterMatingDrops) const;

    Bitboard m_byType[6] = {};
    Bitboard m_byColor[2] = {};
    Bitboard m_promoted = 0;
    Piece m_board[64];
    std::uint8_t m_pocket[2][PocketTypes] = {};
    Color m_side = Color::White;
    std::uint8_t m_castling = 0;
    Square m_epSquare = Square::None;
    int m_halfmoveClock = 0;
    int m_fullmoveNumber = 1;
    std::uint64_t m_key = 0;
    Rules m_rules;
};

} // namespace core
