#pragma once

#include "core/board/position.h"
#include "core/match/clock.h"

namespace core::engine {

/// Bughouse: the other board of the match as the engine of one seat sees it. Our partner plays
/// the colour opposite to ours there (White A with Black B, Black A with White B).
struct OtherBoard
{
    Position position;
    Milliseconds partnerTime = 0;         ///< our partner's main time left
    Milliseconds partnerOpponentTime = 0; ///< the main time left of our partner's opponent
};

/// Bughouse team play, in percent of the captured piece's value in the partner's hand
/// (Variant::Bughouse only).
struct TeamPlay
{
    /// Credit for any capture, as the captured piece goes to the capturer's partner: the piece
    /// arrives a move or more later, and the other board moves on meanwhile.
    int partnerCredit = 50;
    /// Extra credit for capturing the piece type our partner needs.
    int needBonus = 200;
};

/// What the other board means for a search of ours (bughouse): the credit each side of our board
/// earns by capturing a piece of each type, and the pieces about to arrive from the other board.
struct TeamOutlook
{
    /// Centipawns earned by side `c` of our board capturing a piece of type `t`: its value in
    /// the hand of c's partner, [int(c)][int(t)].
    int credit[2][PocketTypes] = {};
    /// The piece side `c` of our board is about to receive, or None: the other board's side to
    /// move, c's partner, has a capture there that wins material.
    PieceType incoming[2] = {PieceType::None, PieceType::None};
};

/// The outlook for side `us` of a bughouse board. Each credit is partnerCredit % of the piece's
/// worth to the receiving partner: its hand value without the other board; with it, the gain in
/// the other board's evaluation for that partner when the piece lands in their hand (at least half
/// the hand value), or a decisive credit when it gives that partner, to move there, a mate by a
/// drop. Our partner's `need` earns needBonus % of the hand value more. Nothing is incoming
/// without the other board.
TeamOutlook teamOutlook(Color us, const OtherBoard *other, PieceType need, const TeamPlay &team);

} // namespace core::engine
