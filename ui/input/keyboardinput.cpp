#include "keyboardinput.h"

#include "cursorhands.h"

#include "ui/matchcontroller.h"

#include <QKeyEvent>

namespace ui::input {

using core::Board;

KeyboardInput::KeyboardInput(CursorHands *cursors, MatchController *controller, QObject *parent)
    : QObject(parent), m_cursors(cursors), m_controller(controller)
{
}

Board KeyboardInput::boardOf(int block) const
{
    const core::Match *match = m_controller->match();
    return match && match->boardCount() == 1 ? Board::A : Board(block);
}

bool KeyboardInput::keyPress(const QKeyEvent *event)
{
    const auto binding = m_bindings.find(event->keyCombination());
    if (!binding) return false;
    const HandId hand{HandKind::Keys, binding->block};
    const bool wasVisible = m_cursors->cursor(hand) && m_cursors->cursor(hand)->visible;
    if (!m_cursors->show(hand, boardOf(binding->block), std::nullopt)) return false;
    const KeyAction action = binding->action;
    const bool cursorKey = action == KeyAction::Up || action == KeyAction::Down || action == KeyAction::Left ||
                           action == KeyAction::Right;
    if (event->isAutoRepeat() && !cursorKey) return true;
    const int step = wasVisible ? 1 : 0; // the first key only shows the cursor where it was
    switch (action) {
    case KeyAction::Up: m_cursors->move(hand, 0, -step); break;
    case KeyAction::Down: m_cursors->move(hand, 0, step); break;
    case KeyAction::Left: m_cursors->move(hand, -step, 0); break;
    case KeyAction::Right: m_cursors->move(hand, step, 0); break;
    case KeyAction::Select: m_cursors->select(hand); break;
    case KeyAction::Pocket: m_cursors->pocketPiece(hand, m_controller->seatToMove(boardOf(binding->block)), 1); break;
    case KeyAction::Cancel: m_cursors->cancel(hand); break;
    case KeyAction::Clock: m_cursors->pressClock(m_controller->seatToMove(boardOf(binding->block))); break;
    }
    return true;
}

} // namespace ui::input
