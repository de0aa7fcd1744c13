#pragma once

#include <cstdint>
#include <string>
#include <string_view>

/// Basic chess vocabulary shared by the whole rules core.
namespace core {

/// A set of squares, bit i = square i (a1 = 0, h8 = 63).
using Bitboard = std::uint64_t;

/// The two sides.
enum class Color : std::uint8_t
{
    White,
    Black
};

/// The other side.
constexpr Color operator~(Color c)
{
    return Color(int(c) ^ 1);
}

/// Piece kinds; `None` marks an empty square or "no piece" in a move.
enum class PieceType : std::uint8_t
{
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
    None
};

/// Number of piece types that can sit in a pocket (pawn to queen).
constexpr int PocketTypes = 5;

/// A coloured piece; the value is colour * 8 + type, `None` is an empty square.
enum class Piece : std::uint8_t
{
    WhitePawn,
    WhiteKnight,
    WhiteBishop,
    WhiteRook,
    WhiteQueen,
    WhiteKing,
    None,
    BlackPawn = 8,
    BlackKnight,
    BlackBishop,
    BlackRook,
    BlackQueen,
    BlackKing
};

/// The piece of colour `c` and type `t`.
constexpr Piece makePiece(Color c, PieceType t)
{
    return Piece(int(c) << 3 | int(t));
}
/// The colour of a piece (precondition: not `Piece::None`).
constexpr Color colorOf(Piece p)
{
    return Color(int(p) >> 3);
}
/// The type of a piece; `PieceType::None` for `Piece::None`.
constexpr PieceType typeOf(Piece p)
{
    return PieceType(int(p) & 7);
}

/// Board squares, a1 = 0 ... h8 = 63; `None` = no square.
enum class Square : std::uint8_t
{
    // clang-format off
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
    // clang-format on
    None
};

/// The square on file 0..7 (a..h) and rank 0..7 (1..8).
constexpr Square makeSquare(int file, int rank)
{
    return Square(rank * 8 + file);
}
/// File 0..7 of a square.
constexpr int fileOf(Square s)
{
    return int(s) & 7;
}
/// Rank 0..7 of a square.
constexpr int rankOf(Square s)
{
    return int(s) >> 3;
}
/// The one-square set of `s`.
constexpr Bitboard bit(Square s)
{
    return Bitboard(1) << int(s);
}
/// Rank 0..7 as seen from `c`'s side (White's rank 2 and Black's rank 7 are both 1).
constexpr int relativeRank(Color c, Square s)
{
    return c == Color::White ? rankOf(s) : 7 - rankOf(s);
}
/// The square `delta` steps of 8 (ranks) or 1 (files) away; caller keeps it on the board.
constexpr Square shifted(Square s, int delta)
{
    return Square(int(s) + delta);
}
/// One rank forward for `c` (+8 for White, -8 for Black).
constexpr int forward(Color c)
{
    return c == Color::White ? 8 : -8;
}

/// Square name, `e4`.
std::string squareName(Square s);
/// Square from its name, or Square::None.
Square parseSquare(std::string_view text);
/// Upper-case letter of a piece type: P N B R Q K.
char pieceTypeLetter(PieceType t);
/// Piece type from a letter (either case), or PieceType::None.
PieceType pieceTypeFromLetter(char c);

/// Castling rights: a 4-bit mask of these flags.
namespace castling {
constexpr std::uint8_t None = 0;
constexpr std::uint8_t WhiteKingSide = 1;
constexpr std::uint8_t WhiteQueenSide = 2;
constexpr std::uint8_t BlackKingSide = 4;
constexpr std::uint8_t BlackQueenSide = 8;
constexpr std::uint8_t All = 15;
} // namespace castling

} // namespace core
