#pragma once

#include "hand.h"

#include <QMap>
#include <QObject>

#include <array>
#include <optional>

namespace ui {
class MatchController;
}

namespace ui::input {

/// Every input device as hands. The mouse, each touch point, each keyboard block and each gamepad
/// act through the same calls: a hand picks up a piece of the side to move (from a square or a
/// pocket slot), moves, puts it down or cancels; the core decides through the MatchController.
/// Any number of hands may be active at once, but at most one holds a piece of a seat (or has its
/// promotion chooser open): a second hand for that seat is ignored and the status says the board
/// is busy. A hand that is a seat's own device (a gamepad, a finger on a touch screen, the mouse
/// against a computer) may pick up that seat's piece while the opponent is to move: putting it
/// down sets a premove. A touch continues a lifted finger's selection only where it completes it
/// (at a table, the next touch on a board is often the opponent's). The layer knows no geometry:
/// the scene turns positions into Spots and draws the hands.
class InputLayer : public QObject
{
    Q_OBJECT

public:
    /// A promotion waiting for its piece, opened by `hand` on `board`.
    struct Promotion
    {
        HandId hand;
        core::Board board = core::Board::A;
        core::Color color = core::Color::White;
        core::Square from = core::Square::None;
        core::Square to = core::Square::None;
        core::PieceType highlighted = core::PieceType::Queen; ///< the keyboard's current choice
    };

    explicit InputLayer(MatchController *controller, QObject *parent = nullptr);

    /// With this set, promotions pick a queen without asking.
    void setAlwaysQueen(bool always) { m_alwaysQueen = always; }

    // Pointer hands (mouse, touch points): a press picks up, chooses a promotion piece or sends a
    // signal; a press and release without moving selects (the next press on a target moves, as a
    // tap-tap); moving past `slop` scene units drags, and the release puts the piece down.
    void press(HandId hand, const Spot &spot, QPointF pos);
    void move(HandId hand, const Spot &spot, QPointF pos, qreal slop);
    void release(HandId hand, const Spot &spot);

    /// Picks up the piece at `spot` (a square or pocket slot) for `hand`, drawn at `pos`; false,
    /// with a status message, if the seat to move may not take it or the board is busy.
    bool pickUp(HandId hand, const Spot &spot, QPointF pos, bool dragging);
    /// Puts the held piece down on `spot`: a legal target makes the move; anything else on the
    /// same board is proposed too, so that the core says why it is refused; off the board or on
    /// its own square, the piece goes back.
    void putDown(HandId hand, const Spot &spot);
    /// Moves a held piece's drawing (key cursors) without dragging semantics.
    void setHandPos(HandId hand, QPointF pos);
    /// Puts `hand`'s piece back and closes a promotion chooser it opened.
    void cancel(HandId hand);
    /// Cancels every hand of `kind` (Esc puts back what the mouse and fingers hold).
    void cancelAll(HandKind kind);
    /// The system took every hand of `kind` away (a touch cancel): each piece they drag stays
    /// selected, as after a tap, for a later touch to complete; nobody's piece goes back.
    void lift(HandKind kind);
    /// Puts every piece back and closes every chooser (a new match, a pause).
    void reset();

    /// The hand holding a piece of the side to move on `board` (not a premove), or null.
    const Hand *holder(core::Board board) const;
    /// `hand`'s piece, or null if it holds none.
    const Hand *hand(HandId id) const;
    /// Every hand that holds a piece.
    QList<Hand> hands() const { return m_hands.values(); }
    /// The promotion waiting on `board`, if any.
    const std::optional<Promotion> &promotion(core::Board board) const
    {
        return m_promotions[int(board)];
    }
    /// Moves the highlighted choice of `hand`'s promotion by `step` (keyboard); false if none.
    bool stepPromotion(HandId hand, int step);
    /// Makes the promotion waiting on `board` with `piece`.
    void choosePromotion(core::Board board, core::PieceType piece);
    /// The clock-move rule (R0): `seat` presses its clock, making the move held for it.
    void pressClock(core::Seat seat);
    /// Puts back what is held on `board` and closes its chooser (no move may be made there now).
    void clearBoard(core::Board board);
    /// A move was made on `board`: a premove hand of the seat now to move becomes an ordinary
    /// hand with that seat's legal moves; other hands there and the chooser are put back.
    void boardMoved(core::Board board);
    /// Makes `hand` the device of `seat` (a gamepad): it then only takes that seat's pieces, and
    /// may premove for it. None: no seat.
    void setOwnSeat(HandId hand, std::optional<core::Seat> seat);
    std::optional<core::Seat> ownSeat(HandId hand) const { return m_ownSeats.value(hand); }

signals:
    /// Hands, their pieces or promotion choosers changed: the scene redraws them.
    void handsChanged();
    /// A message for the status line.
    void statusMessage(const QString &text);
    /// Why a hand's move or pick for `seat` was refused (the scene shows it on that seat's plate
    /// too).
    void refused(core::Seat seat, const QString &text);

private:
    const Hand *holderOf(core::Board board, core::Color color) const;
    bool busyFor(HandId hand, core::Board board, core::Color color) const;
    std::optional<HandId> continued(HandId hand, const Spot &spot) const;
    bool mayPremove(HandId hand, core::Seat seat) const;
    QList<core::Move> movesOf(const Hand &held) const;
    void busyMessage(core::Seat seat);
    void propose(HandId hand, core::Board board, core::Move move);
    void sendSignal(const Spot &spot);

    MatchController *m_controller;
    QMap<HandId, Hand> m_hands;
    QMap<HandId, std::optional<core::Seat>> m_ownSeats;
    std::array<std::optional<Promotion>, 2> m_promotions;
    bool m_alwaysQueen = false;
};

} // namespace ui::input
