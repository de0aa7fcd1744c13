#pragma once

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

/// Per-match rule options, plain data.
struct Rules
{
    Variant variant = Variant::Crazyhouse;
    /// A drop may give checkmate (seed 000, "Drop-mate is a per-match variant rule").
    bool dropMate = true;
    MateRule mateRule = MateRule::Standard;

    friend bool operator==(const Rules &, const Rules &) = default;
};

/// The state of the side to move.
enum class Status : std::uint8_t
{
    Normal,    ///< not in check, has a legal move
    Check,     ///< in check, has a legal move
    Checkmate, ///< in check, no way out (judged by Rules::mateRule)
    Stalemate, ///< not in check, no legal move (judged by Rules::mateRule)
    Wait       ///< bughouse mate rule only: no legal move now, but a pocket piece would give one
};

} // namespace core
