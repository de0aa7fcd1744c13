#include "cursorhands.h"

#include "inputlayer.h"

#include "ui/match/matchcontroller.h"

#include <algorithm>
#include <cmath>

namespace ui::input {

using core::Board;
using core::PieceType;
using core::Square;

namespace {

constexpr PieceType PocketOrder[core::PocketTypes] = {
    PieceType::Pawn, PieceType::Knight, PieceType::Bishop, PieceType::Rook, PieceType::Queen};

// Column and row on the screen of `square`.
QPoint cell(Square square, bool flipped)
{
    const int file = core::fileOf(square), rank = core::rankOf(square);
    return flipped ? QPoint(7 - file, rank) : QPoint(file, 7 - rank);
}

} // namespace

QPointF BoardGrid::centre(Square square) const
{
    const QPoint c = cell(square, flipped);
    return toScene.map(QPointF(c.x() + 0.5, c.y() + 0.5));
}

Square BoardGrid::step(Square square, int dx, int dy) const
{
    const QPoint c = cell(square, flipped);
    const int col = qBound(0, c.x() + dx, 7), row = qBound(0, c.y() + dy, 7);
    return flipped ? core::makeSquare(7 - col, row) : core::makeSquare(col, 7 - row);
}

bool BoardGrid::isUpper(Square square) const
{
    return cell(square, flipped).y() < 4;
}

CursorHands::CursorHands(InputLayer *layer, MatchController *controller,
                         std::function<std::optional<BoardGrid>(core::Board)> boardGrid,
                         std::function<QRectF(core::Seat, core::PartnerSignal)> signalRect,
                         QObject *parent)
    : QObject(parent), m_layer(layer), m_controller(controller), m_boardGrid(std::move(boardGrid)),
      m_signalRect(std::move(signalRect))
{}

bool CursorHands::show(HandId hand, Board board, std::optional<core::Seat> seat)
{
    const core::Match *match = m_controller->match();
    if (!match || !m_boardGrid(board)) return false;
    Cursor &c = m_cursors[hand];
    if (c.square == Square::None || c.board != board) {
        const core::Position &pos = match->board(board);
        c.hand = hand;
        c.board = board;
        c.square = pos.kingSquare(seat ? core::colorOf(*seat) : pos.sideToMove());
    }
    if (!c.visible) {
        c.visible = true;
        emit cursorsChanged();
    }
    return true;
}

std::optional<CursorHands::Cursor> CursorHands::cursor(HandId hand) const
{
    const auto it = m_cursors.constFind(hand);
    if (it == m_cursors.cend()) return std::nullopt;
    return *it;
}

QPointF CursorHands::cursorPos(const Cursor &c) const
{
    return m_boardGrid(c.board)->centre(c.square);
}

// Directions are the screen's: on the flipped board "up" is towards rank 1.
void CursorHands::move(HandId hand, int dx, int dy)
{
    const auto it = m_cursors.find(hand);
    if (it == m_cursors.end()) return;
    if (it->signalSeat) {
        it->signal = nextSignal(*it->signalSeat, it->signal, dx, dy);
        emit cursorsChanged();
        return;
    }
    const std::optional<BoardGrid> grid = m_boardGrid(it->board);
    if (const auto &p = m_layer->promotion(it->board); p && p->hand == hand) {
        // The chooser's column grows away from the promotion square: "away" is the next piece.
        const bool downwards = grid->isUpper(p->to);
        m_layer->stepPromotion(hand, (downwards ? dy : -dy) + dx);
        return;
    }
    it->square = grid->step(it->square, dx, dy);
    m_layer->setHandPos(hand, cursorPos(*it));
    emit cursorsChanged();
}

void CursorHands::select(HandId hand)
{
    const auto it = m_cursors.constFind(hand);
    if (it == m_cursors.cend()) return;
    if (const auto seat = it->signalSeat) {
        const core::PartnerSignal signal = it->signal;
        leaveSignals(hand);
        m_controller->sendSignal(*seat, signal);
        return;
    }
    const Board board = it->board;
    if (const auto &p = m_layer->promotion(board); p && p->hand == hand) {
        m_layer->choosePromotion(board, p->highlighted);
        return;
    }
    // The clock-move rule: a move held on this board is taken back by touching the board again.
    if (m_controller->pendingMove(board)) m_controller->takeBack(m_controller->seatToMove(board));
    Spot spot;
    spot.kind = Spot::Kind::Square;
    spot.board = board;
    spot.square = it->square;
    if (const Hand *held = m_layer->hand(hand)) {
        const core::Piece there = m_controller->match()->board(board).pieceAt(spot.square);
        const bool other = spot.square != held->from && there != core::Piece::None &&
                           core::colorOf(there) == core::colorOf(held->piece);
        if (!other) {
            m_layer->putDown(hand, spot);
            return;
        }
        m_layer->cancel(hand); // another piece of the same side: take that one instead
    }
    m_layer->pickUp(hand, spot, cursorPos(*it), true);
}

void CursorHands::pocketPiece(HandId hand, core::Seat seat, int step)
{
    const auto it = m_cursors.constFind(hand);
    if (it == m_cursors.cend()) return;
    const core::Match *match = m_controller->match();
    const core::Position &pos = match->board(it->board);
    const bool premove = !match->isToMove(seat);
    const Hand *held = m_layer->hand(hand);
    int i = step > 0 ? -1 : core::PocketTypes; // before the first type in the direction of `step`
    if (held && held->dropType != PieceType::None)
        i = int(std::find(std::begin(PocketOrder), std::end(PocketOrder), held->dropType) -
                std::begin(PocketOrder));
    for (i += step; i >= 0 && i < core::PocketTypes; i += step)
        if (premove || pos.pocketCount(core::colorOf(seat), PocketOrder[i]) > 0) break;
    if (i < 0 || i >= core::PocketTypes) {
        if (held && held->dropType != PieceType::None)
            m_layer->cancel(hand);
        else
            emit statusMessage(tr("%1 has no piece to drop.").arg(m_controller->name(seat)));
        return;
    }
    m_layer->cancel(hand);
    Spot spot;
    spot.kind = Spot::Kind::Pocket;
    spot.board = it->board;
    spot.seat = seat;
    spot.piece = PocketOrder[i];
    m_layer->pickUp(hand, spot, cursorPos(*it), true);
}

bool CursorHands::toggleSignals(HandId hand, core::Seat seat)
{
    const auto it = m_cursors.find(hand);
    if (it == m_cursors.end()) return false;
    if (it->signalSeat == seat) return leaveSignals(hand);
    if (m_signalRect(seat, core::PartnerSignal::Sit).isEmpty()) {
        emit statusMessage(tr("In crazyhouse there is no partner to signal to."));
        return false;
    }
    if (!m_controller->isHuman(seat)) {
        emit statusMessage(tr("%1 is played by the computer.").arg(m_controller->name(seat)));
        return false;
    }
    m_layer->cancel(hand); // the hand is the seat's voice now, not its fingers
    it->signalSeat = seat;
    it->signal = core::PartnerSignal::Sit;
    emit cursorsChanged();
    return true;
}

bool CursorHands::leaveSignals(HandId hand)
{
    const auto it = m_cursors.find(hand);
    if (it == m_cursors.end() || !it->signalSeat) return false;
    it->signalSeat.reset();
    emit cursorsChanged();
    return true;
}

// The nearest button in the direction asked, on the bar as it is drawn (one row or two).
core::PartnerSignal CursorHands::nextSignal(core::Seat seat, core::PartnerSignal from, int dx,
                                            int dy) const
{
    const QPointF here = m_signalRect(seat, from).center();
    core::PartnerSignal best = from;
    qreal bestScore = 0;
    for (int i = 0; i < core::PartnerSignalCount; ++i) {
        const QPointF d = m_signalRect(seat, core::PartnerSignal(i)).center() - here;
        const qreal along = d.x() * dx + d.y() * dy;
        if (along <= 0.5) continue;
        const qreal score = along + 3 * std::abs(dx ? d.y() : d.x()); // rather in line than near
        if (best == from || score < bestScore) {
            best = core::PartnerSignal(i);
            bestScore = score;
        }
    }
    return best;
}

void CursorHands::cancel(HandId hand)
{
    const auto it = m_cursors.constFind(hand);
    if (!m_layer->hand(hand) && it != m_cursors.cend() && m_controller->pendingMove(it->board))
        m_controller->takeBack(m_controller->seatToMove(it->board));
    m_layer->cancel(hand);
}

void CursorHands::pressClock(core::Seat seat)
{
    m_layer->pressClock(seat);
}

void CursorHands::hideOn(Board board)
{
    bool changed = false;
    for (Cursor &c : m_cursors)
        if (c.board == board && c.visible) {
            c.visible = false;
            c.signalSeat.reset();
            changed = true;
        }
    if (changed) emit cursorsChanged();
}

void CursorHands::remove(HandId hand)
{
    m_layer->cancel(hand);
    if (m_cursors.remove(hand)) emit cursorsChanged();
}

void CursorHands::reset()
{
    m_cursors.clear();
    emit cursorsChanged();
}

} // namespace ui::input
