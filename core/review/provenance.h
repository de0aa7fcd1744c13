#pragma once

#include "core/records/gamerecord.h"

#include <optional>
#include <vector>

/// The review of a finished match: what a timeline of it shows beside the moves.
namespace core::review {

/// A piece that crossed into a pocket: in bughouse a capture puts the piece in the capturer's
/// partner's pocket (the other board), in crazyhouse in the capturer's own.
struct Crossing
{
    int capture = 0;                      ///< index in GameRecord::plies of the capture
    std::optional<int> drop;              ///< index of the drop that used this very piece, if any
    Seat receiver = Seat::WhiteA;         ///< whose pocket it went to
    PieceType piece = PieceType::None;    ///< as it arrived: a captured promoted piece is a Pawn
    PieceType captured = PieceType::None; ///< as it stood on the board (a promoted queen: Queen)

    friend bool operator==(const Crossing &, const Crossing &) = default;
};

/// No crossing: Provenance::crossingOf of a ply that neither captured nor dropped a captured piece.
constexpr int NoCrossing = -1;

/// Where the pieces of a record's drops came from.
struct Provenance
{
    std::vector<Crossing> crossings; ///< in the order of the captures
    /// Per ply: for a capture, its crossing; for a drop, the crossing that supplied the piece;
    /// NoCrossing otherwise (also for a drop of a piece the start position's pocket held).
    std::vector<int> crossingOf;
};

/// Exact provenance of every drop of `record` (moves resolved, as readGames() gives them). When a
/// pocket holds several pieces of a kind, a drop uses the one that arrived first; the pieces of a
/// start position's pocket arrived before any other. Plies after a checkmate (no resolved move)
/// are left out, as is everything from a move that cannot be played.
Provenance provenance(const GameRecord &record);

} // namespace core::review
