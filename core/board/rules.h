#pragma once

#include "types.h"

#include <cstdint>

namespace core {

/// Which game a board belongs to; decides where captured pieces go.
enum class Variant : std::uint8_t
{
    Crazyhouse, ///< captures go to the capturer's own pocket (seed 002)
    Bughouse    ///< captures leave the board; the match hands them to the partner (seed 000)
};

/// How checkmate is judged when a pocket could change the picture.
enum class MateRule : std::uint8_t
{
    /// Mate = in check with no legal reply, with the pockets as they are.
    Standard,
    /// As on chess.com and FICS: a player with no legal move is mated (or stalemated) only if no
    /// move would exist even with one piece of every type in the pocket; otherwise they wait.
    Bughouse
};

/// Promotion choices as a mask of piece-type bits (`1 << int(PieceType::Queen)` ...).
namespace promotion {
constexpr std::uint8_t Knight = 1 << 1;
constexpr std::uint8_t Bishop = 1 << 2;
constexpr std::uint8_t Rook = 1 << 3;
constexpr std::uint8_t Queen = 1 << 4;
/// Queen, rook, bishop or knight (seed 000).
constexpr std::uint8_t Any = Knight | Bishop | Rook | Queen;
/// Queen or knight only (seed 004, R00).
constexpr std::uint8_t QueenOrKnight = Queen | Knight;
/// The promotion pieces in the order moves, records and choosers list them.
constexpr PieceType Order[4] = {PieceType::Queen, PieceType::Rook, PieceType::Bishop,
                                PieceType::Knight};
} // namespace promotion

/// Per-match rule options, plain data. The board (Position) honours variant, dropMate, dropCheck,
/// promotions, mateRule and stalemate; the match (Match) honours the rest. The defaults are the
/// internet servers' rules of seed 000 except the mate rule (see RuleSet::Internet).
struct Rules
{
    Variant variant = Variant::Crazyhouse;
    /// A drop may give checkmate (seed 000, "Drop-mate is a per-match variant rule").
    bool dropMate = true;
    /// A drop may give check at all. False is Dutch "doorgeefschaak" (seed 003): a drop that
    /// checks, and so one that mates, is not a legal move.
    bool dropCheck = true;
    /// The pieces a pawn may promote to, a mask of `promotion::` bits (never empty).
    std::uint8_t promotions = promotion::Any;
    MateRule mateRule = MateRule::Standard;
    /// A side to move without a legal move that is not checkmated is stalemated (a draw). False
    /// (seed 004, R8: "no stalemate in bughouse"): it waits for a piece, clock running
    /// (Status::Wait), under either mate rule. Bughouse only.
    bool stalemate = true;
    /// Bughouse: the same position of one board (pieces, side to move, castling, en passant and
    /// both pockets of that board) arising a third time draws the match (seed 004, R6). Crazyhouse
    /// always has this rule (seed 002).
    bool repetitionPerBoard = false;
    /// Bughouse: the same state of both boards together (both positions and all four pockets)
    /// arising a third time draws the match (seed 004, R6 "i přes 2 šachovnice"). With
    /// repetitionPerBoard on too, a board's own third time comes no later, and is named first.
    bool repetitionAcrossBoards = false;
    /// Bughouse: a mate by dropping a poisoned piece draws the match (seed 004, R7). A piece is
    /// poisoned when the seat that captured it left its opponent a mate in one by the capture:
    /// right after the capture, the opponent has a legal move after which the capturer is
    /// checkmated. It stays poisoned in the partner's pocket until the capturer's opponent makes a
    /// move (the threatened mate was not played and is no longer "on the board") or until it is
    /// dropped. Pieces of one type in a pocket cannot be told apart, so a drop takes a clean piece
    /// of its type while there is one, and a poisoned one only when no clean one is left.
    bool poisonedPiece = false;
    /// Bughouse: when both boards end at the same millisecond, the team that won on both boards
    /// wins, otherwise the match is drawn (seed 004, R01). Both boards end at once when two flags
    /// fall in the same millisecond, or when a move made in the very millisecond the other board's
    /// flag falls ends its own board (mate, stalemate, a draw); such a move still counts, and one
    /// that does not end its board is followed by the flag. Without the option a flag that has
    /// fallen comes first (a move at its moment is too late), and of two flags board A's decides.
    bool simultaneousEnd = false;
    /// A person's move stands only when they press their clock; until then it can be taken back
    /// and changed (seed 004, R0 "clock-move"). Only the program's hot-seat play uses it.
    bool clockMove = false;
    /// Players with their own device may premove (prepare a move while the opponent is to move).
    /// Off under the Czech club rules (seed 004, R3 "no premove"). Only the program's play uses it.
    bool premoves = true;

    /// True if a pawn may promote to `t`.
    constexpr bool allowsPromotion(PieceType t) const
    {
        return t >= PieceType::Knight && t <= PieceType::Queen && (promotions >> int(t) & 1);
    }

    friend bool operator==(const Rules &, const Rules &) = default;
};

/// Named sets of rule options.
enum class RuleSet : std::uint8_t
{
    /// chess.com and FICS (seed 000): the bughouse mate rule, drop-mate allowed, nothing else.
    Internet,
    /// Seed 004: standard mate rule, repetition per board and across boards (R6), poisoned piece
    /// (R7), promotion to queen or knight (R00), no stalemate (R8), both boards ending at once
    /// (R01), no premoves (R3). The clock-move rule (R0) may be added.
    CzechClub,
    /// Seed 003's "doorgeefschaak": standard mate rule, drops may not give check.
    Doorgeefschaak,
    /// Any other combination.
    Custom
};

/// The options of a named set (`variant` left at its default; Custom gives the defaults).
Rules rulesOf(RuleSet set);
/// The named set `rules` follow exactly, or RuleSet::Custom. The clock-move rule (R0) may be added
/// to the Czech club rules only. In crazyhouse (`rules.variant`) what only bughouse has (the mate
/// rule, stalemate waits, R6, R7, R01) is not compared.
RuleSet ruleSetOf(const Rules &rules);
/// The set's English name: "Internet (chess.com, FICS)", "Czech club rules", "Doorgeefschaak",
/// "Custom".
const char *ruleSetName(RuleSet set);

/// The state of the side to move.
enum class Status : std::uint8_t
{
    Normal,    ///< not in check, has a legal move
    Check,     ///< in check, has a legal move
    Checkmate, ///< in check, no way out (judged by Rules::mateRule)
    Stalemate, ///< not in check, no legal move (judged by Rules::mateRule)
    /// No legal move now, but the side waits for a piece, clock running: under the bughouse mate
    /// rule a pocket piece would give a move; without stalemate (Rules::stalemate) any side not in
    /// check waits
    Wait
};

} // namespace core
