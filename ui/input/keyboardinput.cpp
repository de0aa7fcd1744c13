#include "keyboardinput.h"

#include "cursorhands.h"

#include "ui/match/matchcontroller.h"

#include <QKeyEvent>

namespace ui::input {

using core::Board;

KeyboardInput::KeyboardInput(CursorHands *cursors, MatchController *controller, QObject *parent)
    : QObject(parent), m_cursors(cursors), m_controller(controller)
{}

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
    const Board board = boardOf(binding->block);
    if (!m_cursors->show(hand, board, std::nullopt)) return false;
    const KeyAction action = binding->action;
    const bool cursorKey = action == KeyAction::Up || action == KeyAction::Down ||
                           action == KeyAction::Left || action == KeyAction::Right;
    if (event->isAutoRepeat() && !cursorKey) return true;
    // On a signal bar the cursor keys choose and the pick-up key sends; any other key leaves the
    // bar and does what it does on the board.
    const auto cursor = m_cursors->cursor(hand);
    if (cursor && cursor->signalSeat && !cursorKey && action != KeyAction::Select &&
        action != KeyAction::SignalsWhite && action != KeyAction::SignalsBlack) {
        m_cursors->leaveSignals(hand);
        if (action == KeyAction::Cancel) return true;
    }
    // The first key after the cursor was hidden acts as well: a memorised sequence stays in step.
    switch (action) {
    case KeyAction::Up: m_cursors->move(hand, 0, -1); break;
    case KeyAction::Down: m_cursors->move(hand, 0, 1); break;
    case KeyAction::Left: m_cursors->move(hand, -1, 0); break;
    case KeyAction::Right: m_cursors->move(hand, 1, 0); break;
    case KeyAction::Select: m_cursors->select(hand); break;
    case KeyAction::Pocket: m_cursors->pocketPiece(hand, m_controller->seatToMove(board), 1); break;
    case KeyAction::Cancel: m_cursors->cancel(hand); break;
    case KeyAction::Clock: m_cursors->pressClock(m_controller->seatToMove(board)); break;
    case KeyAction::SignalsWhite:
        m_cursors->toggleSignals(hand, core::seatAt(board, core::Color::White));
        break;
    case KeyAction::SignalsBlack:
        m_cursors->toggleSignals(hand, core::seatAt(board, core::Color::Black));
        break;
    }
    return true;
}

} // namespace ui::input
