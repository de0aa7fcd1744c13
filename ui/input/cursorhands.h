#pragma once

#include "hand.h"

#include "core/match/partnersignal.h"

#include <QList>
#include <QMap>
#include <QObject>
#include <QTransform>

#include <functional>
#include <optional>

namespace ui {
class MatchController;
}

namespace ui::input {

class InputLayer;

/// Where a board is drawn, as much as a cursor needs: the squares in screen order (column 0 on the
/// left, row 0 at the top) and where they are in the scene.
struct BoardGrid
{
    QTransform toScene;   ///< from grid units (a square is 1 x 1) to scene coordinates
    bool flipped = false; ///< rank 1 at the top, file h on the left

    QPointF centre(core::Square square) const;
    /// The square `dx` columns and `dy` rows on from `square`, kept on the board.
    core::Square step(core::Square square, int dx, int dy) const;
    /// Whether `square` is in the upper half on the screen.
    bool isUpper(core::Square square) const;
};

/// Hands that point with a cursor instead of a pointer: the keyboard blocks and the gamepads.
/// Each moves its cursor over one board in screen directions (also on the flipped board), picks
/// up and puts down under the cursor, cycles through a pocket, steps through its own promotion
/// chooser and cancels. A cursor shows from its hand's first action until a pointer acts on that
/// board or the hand goes away. A keyboard block's cursor may also go onto the signal bar of one
/// side of its board, where it moves over the signals and sends one.
class CursorHands : public QObject
{
    Q_OBJECT

public:
    struct Cursor
    {
        HandId hand;
        core::Board board = core::Board::A;
        core::Square square = core::Square::None;
        bool visible = false;
        std::optional<core::Seat> signalSeat; ///< on that seat's signal bar, not on the board
        core::PartnerSignal signal = core::PartnerSignal::Sit; ///< the signal it points at there
    };

    /// `boardGrid` gives where a board is drawn, nothing if the match has no such board;
    /// `signalRect` a signal's button in scene coordinates, empty if that seat has no signal bar.
    CursorHands(InputLayer *layer, MatchController *controller,
                std::function<std::optional<BoardGrid>(core::Board)> boardGrid,
                std::function<QRectF(core::Seat, core::PartnerSignal)> signalRect,
                QObject *parent = nullptr);

    /// Shows `hand`'s cursor on `board` (on its first use: on the king of the seat it plays, or
    /// of the side to move); false if the board is not drawn.
    bool show(HandId hand, core::Board board, std::optional<core::Seat> seat);
    /// Moves the cursor (or the highlighted choice of the hand's open promotion chooser, or to the
    /// next signal in that direction on a signal bar).
    void move(HandId hand, int dx, int dy);
    /// Picks up the piece under the cursor, or puts the held one down there; chooses the
    /// highlighted promotion piece; on a signal bar sends the signal and goes back to the board.
    void select(HandId hand);
    /// Takes `hand`'s cursor onto `seat`'s signal bar, at its first signal, or back to the board
    /// if it is there already; false, with a status message, if that seat sends no signals here.
    bool toggleSignals(HandId hand, core::Seat seat);
    /// Takes `hand`'s cursor back from a signal bar to the board; false if it was not on one.
    bool leaveSignals(HandId hand);
    /// Takes the next (`step` 1) or previous (-1) piece type of `seat`'s pocket; past the end the
    /// piece goes back. A seat that is not to move may take any type, for a premove of a piece
    /// that may still arrive.
    void pocketPiece(HandId hand, core::Seat seat, int step);
    /// Puts the hand's piece back, or takes back a move held by the clock-move rule.
    void cancel(HandId hand);
    /// The clock-move rule: `seat` presses its clock.
    void pressClock(core::Seat seat);

    /// The cursor of `hand`, if it has one.
    std::optional<Cursor> cursor(HandId hand) const;
    QList<Cursor> cursors() const { return m_cursors.values(); }
    /// Hides the cursors on `board` (a pointer is used there).
    void hideOn(core::Board board);
    /// Forgets `hand`'s cursor (a gamepad went away).
    void remove(HandId hand);
    /// Hides every cursor and forgets its square (a new match).
    void reset();

signals:
    /// A cursor moved, appeared or disappeared.
    void cursorsChanged();
    /// A message for the status line.
    void statusMessage(const QString &text);

private:
    QPointF cursorPos(const Cursor &cursor) const;
    core::PartnerSignal nextSignal(core::Seat seat, core::PartnerSignal from, int dx, int dy) const;

    InputLayer *m_layer;
    MatchController *m_controller;
    std::function<std::optional<BoardGrid>(core::Board)> m_boardGrid;
    std::function<QRectF(core::Seat, core::PartnerSignal)> m_signalRect;
    QMap<HandId, Cursor> m_cursors;
};

} // namespace ui::input
