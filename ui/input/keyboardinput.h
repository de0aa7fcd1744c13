#pragma once

#include "keybindings.h"

#include "core/match.h"

#include <QObject>

#include <array>
#include <functional>

class QKeyEvent;

namespace ui {
class BoardItem;
class MatchController;
}

namespace ui::input {

class InputLayer;

/// The two keyboard blocks as hands: each block moves a cursor over its board (screen directions,
/// also on the flipped board), picks up and puts down, cycles through the pocket of the side to
/// move, steps through an open promotion chooser and cancels. Block 0 plays board A and block 1
/// board B; in crazyhouse both play the one board. A block's cursor shows from its first key
/// until a pointer acts on that board. Keys of the two blocks interleave freely.
class KeyboardInput : public QObject
{
    Q_OBJECT

public:
    struct Cursor
    {
        bool visible = false;
        core::Square square = core::Square::None;
    };

    /// `boardItem` gives the drawn board (for cursor positions), null if the match has no such board.
    KeyboardInput(InputLayer *layer, MatchController *controller,
                  std::function<const BoardItem *(core::Board)> boardItem, QObject *parent = nullptr);

    void setBindings(const KeyBindings &bindings) { m_bindings = bindings; }
    const KeyBindings &bindings() const { return m_bindings; }

    /// Acts on a key press; false if the key belongs to no block.
    bool keyPress(const QKeyEvent *event);
    /// The board `block` plays.
    core::Board boardOf(int block) const;
    const Cursor &cursor(int block) const { return m_cursors[block]; }
    /// Hides the cursors on `board` (a pointer is used there).
    void hideCursors(core::Board board);
    /// Hides every cursor and forgets its square (a new match).
    void reset();

signals:
    /// A cursor moved, appeared or disappeared.
    void cursorsChanged();
    /// A message for the status line.
    void statusMessage(const QString &text);

private:
    void moveCursor(int block, int dx, int dy);
    void select(int block);
    void nextPocketPiece(int block);
    QPointF cursorPos(int block) const;

    InputLayer *m_layer;
    MatchController *m_controller;
    std::function<const BoardItem *(core::Board)> m_boardItem;
    KeyBindings m_bindings = KeyBindings::defaults();
    std::array<Cursor, KeyBindings::Blocks> m_cursors;
};

} // namespace ui::input
