#pragma once

#include "keybindings.h"

#include "core/match/match.h"

#include <QObject>

class QKeyEvent;

namespace ui {
class MatchController;
}

namespace ui::input {

class CursorHands;

/// The two keyboard blocks as cursor hands: block 0 plays board A and block 1 board B (in
/// crazyhouse both play the one board), each for the side to move there. Keys of the two blocks
/// interleave freely; a held key walks the cursor but repeats nothing else. A block's two signal
/// keys take its cursor onto the signal bar of White or Black of its board: the person pressing
/// says whose signal it is.
class KeyboardInput : public QObject
{
    Q_OBJECT

public:
    KeyboardInput(CursorHands *cursors, MatchController *controller, QObject *parent = nullptr);

    void setBindings(const KeyBindings &bindings) { m_bindings = bindings; }
    const KeyBindings &bindings() const { return m_bindings; }

    /// Acts on a key press; false if the key belongs to no block.
    bool keyPress(const QKeyEvent *event);
    /// The board `block` plays.
    core::Board boardOf(int block) const;

private:
    CursorHands *m_cursors;
    MatchController *m_controller;
    KeyBindings m_bindings = KeyBindings::defaults();
};

} // namespace ui::input
