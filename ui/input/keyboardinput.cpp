#include "keyboardinput.h"

#include "inputlayer.h"

#include "ui/boarditem.h"
#include "ui/matchcontroller.h"

#include <QKeyEvent>

namespace ui::input {

using core::Board;
using core::PieceType;
using core::Square;

namespace {

constexpr PieceType PocketOrder[core::PocketTypes] = {PieceType::Pawn, PieceType::Knight, PieceType::Bishop,
                                                      PieceType::Rook, PieceType::Queen};

HandId handOf(int block)
{
    return HandId{HandKind::Keys, block};
}

} // namespace

KeyboardInput::KeyboardInput(InputLayer *layer, MatchController *controller,
                             std::function<const BoardItem *(core::Board)> boardItem, QObject *parent)
    : QObject(parent), m_layer(layer), m_controller(controller), m_boardItem(std::move(boardItem))
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
    if (!binding || !m_controller->match() || !m_boardItem(boardOf(binding->block))) return false;
    const int block = binding->block;
    const bool cursorKey = binding->action == KeyAction::Up || binding->action == KeyAction::Down ||
                           binding->action == KeyAction::Left || binding->action == KeyAction::Right;
    if (event->isAutoRepeat() && !cursorKey) return true; // a held key walks the cursor, nothing else
    Cursor &cursor = m_cursors[block];
    if (cursor.square == Square::None) {
        // A block's cursor starts on the king of the side to move.
        const core::Position &pos = m_controller->match()->board(boardOf(block));
        cursor.square = pos.kingSquare(pos.sideToMove());
    }
    const bool wasVisible = cursor.visible;
    cursor.visible = true;
    switch (binding->action) {
    case KeyAction::Up: moveCursor(block, 0, wasVisible ? -1 : 0); break;
    case KeyAction::Down: moveCursor(block, 0, wasVisible ? 1 : 0); break;
    case KeyAction::Left: moveCursor(block, wasVisible ? -1 : 0, 0); break;
    case KeyAction::Right: moveCursor(block, wasVisible ? 1 : 0, 0); break;
    case KeyAction::Select: select(block); break;
    case KeyAction::Pocket: nextPocketPiece(block); break;
    case KeyAction::Cancel: m_layer->cancel(handOf(block)); break;
    }
    emit cursorsChanged();
    return true;
}

QPointF KeyboardInput::cursorPos(int block) const
{
    const BoardItem *item = m_boardItem(boardOf(block));
    return item->mapToScene(item->squareRect(m_cursors[block].square).center());
}

// Directions are the screen's: on the flipped board "up" is towards rank 1.
void KeyboardInput::moveCursor(int block, int dx, int dy)
{
    const Board board = boardOf(block);
    if (const auto &p = m_layer->promotion(board); p && p->hand == handOf(block)) {
        // The chooser's column grows away from the promotion square: "away" is the next piece.
        const BoardItem *item = m_boardItem(board);
        const bool downwards = item->squareRect(p->to).top() < 4 * BoardItem::SquareSize;
        m_layer->stepPromotion(handOf(block), (downwards ? dy : -dy) + dx);
        return;
    }
    const BoardItem *item = m_boardItem(board);
    const QRectF r = item->squareRect(m_cursors[block].square);
    const int col = qBound(0, int(r.x() / BoardItem::SquareSize) + dx, 7);
    const int row = qBound(0, int(r.y() / BoardItem::SquareSize) + dy, 7);
    m_cursors[block].square = item->squareAt(QPointF((col + 0.5) * BoardItem::SquareSize, (row + 0.5) * BoardItem::SquareSize));
    m_layer->setHandPos(handOf(block), cursorPos(block));
}

void KeyboardInput::select(int block)
{
    const Board board = boardOf(block);
    const HandId id = handOf(block);
    if (const auto &p = m_layer->promotion(board); p && p->hand == id) {
        m_layer->choosePromotion(board, p->highlighted);
        return;
    }
    Spot spot;
    spot.kind = Spot::Kind::Square;
    spot.board = board;
    spot.square = m_cursors[block].square;
    if (const Hand *held = m_layer->hand(id)) {
        const core::Piece there = m_controller->match()->board(board).pieceAt(spot.square);
        const bool other = spot.square != held->from && there != core::Piece::None &&
                           core::colorOf(there) == core::colorOf(held->piece);
        if (!other) {
            m_layer->putDown(id, spot);
            return;
        }
        m_layer->cancel(id); // another piece of the same side: take that one instead
    }
    m_layer->pickUp(id, spot, cursorPos(block), true);
}

// Each press takes the next piece type the side to move has in its pocket; after the last one the
// piece goes back.
void KeyboardInput::nextPocketPiece(int block)
{
    const Board board = boardOf(block);
    const HandId id = handOf(block);
    const core::Seat seat = m_controller->seatToMove(board);
    const core::Position &pos = m_controller->match()->board(board);
    const Hand *held = m_layer->hand(id);
    int next = 0;
    if (held && held->dropType != PieceType::None)
        while (PocketOrder[next] != held->dropType) ++next;
    if (held && held->dropType != PieceType::None) ++next;
    while (next < core::PocketTypes && pos.pocketCount(core::colorOf(seat), PocketOrder[next]) == 0) ++next;
    if (next == core::PocketTypes) {
        if (held && held->dropType != PieceType::None) m_layer->cancel(id);
        else emit statusMessage(tr("%1 has no piece to drop.").arg(m_controller->name(seat)));
        return;
    }
    m_layer->cancel(id);
    Spot spot;
    spot.kind = Spot::Kind::Pocket;
    spot.board = board;
    spot.seat = seat;
    spot.piece = PocketOrder[next];
    m_layer->pickUp(id, spot, cursorPos(block), true);
}

void KeyboardInput::hideCursors(Board board)
{
    bool changed = false;
    for (int block = 0; block < KeyBindings::Blocks; ++block)
        if (boardOf(block) == board && m_cursors[block].visible) {
            m_cursors[block].visible = false;
            changed = true;
        }
    if (changed) emit cursorsChanged();
}

void KeyboardInput::reset()
{
    m_cursors = {};
    emit cursorsChanged();
}

} // namespace ui::input
