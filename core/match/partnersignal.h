#pragma once

#include "core/board/types.h"

#include <cstdint>

namespace core {

/// Messages between partners (seed 000, "Communication and etiquette").
enum class PartnerSignal : std::uint8_t
{
    Sit,      ///< wait, don't move
    Go,       ///< play on
    Hold,     ///< hold on to a piece, don't trade it
    NeedPawn, ///< please capture and pass a pawn
    NeedKnight,
    NeedBishop,
    NeedRook,
    NeedQueen,
    Ok,
    Sorry,
    Thanks
};

/// Number of PartnerSignal values.
constexpr int PartnerSignalCount = 11;

/// The piece a "need" signal asks for, or PieceType::None for the other signals.
constexpr PieceType neededPiece(PartnerSignal s)
{
    if (s < PartnerSignal::NeedPawn || s > PartnerSignal::NeedQueen) return PieceType::None;
    return PieceType(int(s) - int(PartnerSignal::NeedPawn));
}

} // namespace core
