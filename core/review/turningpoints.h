#pragma once

#include "analysis.h"
#include "moments.h"
#include "provenance.h"

#include <optional>
#include <string>
#include <vector>

namespace core::review {

/// What kind of mistake a turning point was, most telling first.
enum class VerdictKind : std::uint8_t
{
    MissedMate,      ///< before the move the mover had a forced mate, after it not
    AllowedMate,     ///< after the move the opponent has a forced mate, before it not
    FedPartnerBoard, ///< bughouse: the piece the move let go mated, or won, on the other board
    LostMaterial,    ///< the opponent's best reply wins a piece
    Blunder,         ///< none of the above, the loss at least BlunderLoss
    Mistake          ///< none of the above, the loss at least MistakeLoss
};

/// The data of a short verdict: the UI words it in its language, describe() in English.
struct Verdict
{
    VerdictKind kind = VerdictKind::Mistake;
    /// LostMaterial: the piece the best reply takes; FedPartnerBoard: the piece given.
    PieceType piece = PieceType::None;
    int mate = 0; ///< MissedMate, AllowedMate: the mate's length in moves
    // FedPartnerBoard:
    int capture = -1;                  ///< the ply that captured the piece
    int drop = -1;                     ///< the ply that dropped it on the other board
    bool mated = false;                ///< the drop mated (else it made a forced mate)
    std::optional<Milliseconds> later; ///< from the capture to the drop, if the record tells
    bool estimated = false;            ///< `later` is estimated (Moments::Kind::Estimated)

    friend bool operator==(const Verdict &, const Verdict &) = default;
};

/// One of the largest swings of a match: a move that cost its team winning chances.
struct TurningPoint
{
    int ply = 0;              ///< the move, an index into GameRecord::plies
    Seat seat = Seat::WhiteA; ///< who played it
    /// The winning chances of the mover's team (whiteChances() from its side, -1 to 1) before and
    /// after the swing, on the board where it happened: the move's own, or for FedPartnerBoard
    /// the other board, before and after the piece arrived there. `after` is as the chances
    /// lasted: the better of the position's and the board's next one (see turningPoints()).
    double before = 0, after = 0;
    /// The team's loss: before - after, less for a capture in bughouse what the partner's board
    /// gained when the piece reached its pocket.
    double loss = 0;
    Verdict verdict;

    friend bool operator==(const TurningPoint &, const TurningPoint &) = default;
};

/// A loss of winning chances from this on is a turning point (lichess's "mistake"), from
/// BlunderLoss on a blunder; lichess's scale, from -1 to 1.
constexpr double MistakeLoss = 0.2;
constexpr double BlunderLoss = 0.3;
/// The most turning points marked per board, the largest losses kept.
constexpr int MaxTurningPointsPerBoard = 3;

/// The turning points of `record` by `analysis`, in the order played: every move whose team lost
/// at least MistakeLoss of its winning chances, at most MaxTurningPointsPerBoard per board (the
/// largest), the mover's board deciding. A move's loss is measured from the board as the move
/// found it (the pieces that had arrived in its pockets included, where the analysis knows that
/// position) to the board after it, as that lasted: the better of the chances there and at the
/// board's next known position (a score the engine corrects a move later is no loss), less for a
/// capture in bughouse what the partner's board gained when the piece arrived (the engine's score
/// before a capture holds part of the piece's worth to the partner, the one after it none; without
/// that position, as read back from a record, a capture counts only for a missed or allowed mate).
/// In bughouse a capture also counts against the captured piece's owner, at the owner's last move
/// before it, when `provenance` shows the piece dropped on the other board in a move that mated or
/// made a forced mate out of none: the loss is the other board's swing when the piece arrived
/// (without that position: to the board's next one); `moments` time it. A move with two verdicts
/// keeps the more telling one (VerdictKind's order).
std::vector<TurningPoint> turningPoints(const GameRecord &record, const Analysis &analysis,
                                        const Provenance &provenance, const Moments &moments);

/// The verdict in English, as bughouse-cli prints it: `lost the queen`, `missed mate in 2`,
/// `allowed mate in 3`, `gave the partner's opponent a knight that mated 4 s later`, `blunder`,
/// `mistake`.
std::string describe(const Verdict &verdict);
/// The English name of a piece type as describe() writes it: pawn ... king (`piece` for None).
const char *pieceName(PieceType t);
/// A word for `kind` in machine-readable lines: missed-mate, allowed-mate, fed-partner-board,
/// lost-material, blunder, mistake.
const char *kindName(VerdictKind kind);

} // namespace core::review
