#include "types.h"

namespace core {

std::string squareName(Square s)
{
    return {char('a' + fileOf(s)), char('1' + rankOf(s))};
}

Square parseSquare(std::string_view text)
{
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
        return Square::None;
    return makeSquare(text[0] - 'a', text[1] - '1');
}

char pieceTypeLetter(PieceType t)
{
    return "PNBRQK?"[int(t)];
}

PieceType pieceTypeFromLetter(char c)
{
    switch (c | 0x20) {
    case 'p': return PieceType::Pawn;
    case 'n': return PieceType::Knight;
    case 'b': return PieceType::Bishop;
    case 'r': return PieceType::Rook;
    case 'q': return PieceType::Queen;
    case 'k': return PieceType::King;
    default: return PieceType::None;
    }
}

} // namespace core
