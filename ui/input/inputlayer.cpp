#include "inputlayer.h"

#include "ui/match/matchcontroller.h"

#include "core/board/bitboard.h"
#include "core/board/notation.h"

#include <QLineF>

#include <algorithm>

namespace ui::input {

using core::Board;
using core::PieceType;
using core::Seat;
using core::Square;

namespace {

// Where a premoved piece could go: its moves on an empty board (a pawn's pushes and captures, the
// king's castling steps), or any square for a piece from the pocket.
core::Bitboard reach(const Hand &h)
{
    namespace bb = core::bitboard;
    if (h.from == Square::None) return ~core::Bitboard(0);
    const core::Color c = core::colorOf(h.piece);
    const core::Bitboard from = core::bit(h.from);
    switch (core::typeOf(h.piece)) {
    case PieceType::Pawn: {
        const core::Bitboard one = bb::pushed(c, from);
        const bool home = core::relativeRank(c, h.from) == 1;
        return one | (home ? bb::pushed(c, one) : 0) | bb::pawnAttacks(c, h.from);
    }
    case PieceType::King: {
        const core::Bitboard row = bb::rank(core::rankOf(h.from));
        return bb::kingAttacks(h.from) | ((from << 2) & row) | ((from >> 2) & row);
    }
    default: return bb::attacks(core::typeOf(h.piece), h.from, 0);
    }
}

} // namespace

InputLayer::InputLayer(MatchController *controller, QObject *parent)
    : QObject(parent), m_controller(controller)
{}

const Hand *InputLayer::holderOf(Board board, core::Color color) const
{
    for (const Hand &h : m_hands)
        if (h.board == board && core::colorOf(h.piece) == color) return &h;
    return nullptr;
}

const Hand *InputLayer::holder(Board board) const
{
    const core::Match *match = m_controller->match();
    if (!match || int(board) >= match->boardCount()) return nullptr;
    const Hand *h = holderOf(board, match->board(board).sideToMove());
    return h && !h->premove ? h : nullptr;
}

const Hand *InputLayer::hand(HandId id) const
{
    const auto it = m_hands.constFind(id);
    return it == m_hands.cend() ? nullptr : &*it;
}

bool InputLayer::busyFor(HandId id, Board board, core::Color color) const
{
    if (const Hand *h = holderOf(board, color); h && h->id != id) return true;
    const auto &p = m_promotions[int(board)];
    return p && p->color == color && p->hand != id;
}

// At a table of four both players of a board touch it, and a tap-tap is two touch points: a new
// touch is the lifted finger's second tap only where that completes what it began. A touch on a
// piece of the other side is that side's own, and leaves the selection (or chooser) alone; the side
// to move comes first where a square could be either's.
std::optional<HandId> InputLayer::continued(HandId id, const Spot &spot) const
{
    const core::Match *match = m_controller->match();
    if (id.kind != HandKind::Touch || hand(id) || !match || int(spot.board) >= match->boardCount())
        return std::nullopt;
    if (spot.kind != Spot::Kind::Square && spot.kind != Spot::Kind::Pocket &&
        spot.kind != Spot::Kind::Promotion)
        return std::nullopt;
    const core::Position &pos = match->board(spot.board);
    // The side whose piece the touch lands on, if any.
    std::optional<core::Color> touched;
    if (spot.kind == Spot::Kind::Square && pos.pieceAt(spot.square) != core::Piece::None)
        touched = core::colorOf(pos.pieceAt(spot.square));
    else if (spot.kind == Spot::Kind::Pocket)
        touched = core::colorOf(spot.seat);
    std::optional<HandId> best;
    int bestRank = 0; // 3: completes a selection, 2: a premove's square, 1: explains why not
    for (const Hand &h : m_hands) {
        if (spot.kind == Spot::Kind::Promotion) break; // only a chooser is continued there
        if (h.board != spot.board || h.id.kind != HandKind::Touch || h.dragging || h.id == id)
            continue;
        const core::Color own = core::colorOf(h.piece);
        int rank = 0;
        if (touched == own || (spot.kind == Spot::Kind::Square && spot.square == h.from)) {
            rank = 3; // its own side: another piece of it, or the piece itself again
        } else if (!h.premove) {
            const bool target =
                std::any_of(h.moves.cbegin(), h.moves.cend(),
                            [&](const core::Move &m) { return m.to == spot.square; });
            rank = target ? 3 : !touched ? 1 : 0; // an empty square: the core says why not
        } else if (!touched && (reach(h) & core::bit(spot.square))) {
            rank = 2;
        }
        if (rank > bestRank) {
            best = h.id;
            bestRank = rank;
        }
    }
    // A chooser is chosen from, or closed by a touch of its own side (not where a premove goes).
    if (const auto &p = m_promotions[int(spot.board)];
        p && p->hand.kind == HandKind::Touch && p->hand != id)
        if (spot.kind == Spot::Kind::Promotion || touched == p->color || (!touched && bestRank < 2))
            return p->hand;
    return best;
}

void InputLayer::setOwnSeat(HandId id, std::optional<Seat> seat)
{
    if (seat)
        m_ownSeats.insert(id, seat);
    else
        m_ownSeats.remove(id);
}

// A premove needs a device of the seat's own: a gamepad, a finger (a touch screen is at every
// seat), or the mouse when the opponent is a computer (nobody else needs the mouse then).
bool InputLayer::mayPremove(HandId id, Seat seat) const
{
    if (!m_controller->canPremove(seat)) return false;
    switch (id.kind) {
    case HandKind::Touch: return true;
    case HandKind::Pad: return ownSeat(id) == seat;
    case HandKind::Mouse: return !m_controller->isHuman(core::opponentOf(seat));
    case HandKind::Keys: return false;
    }
    return false;
}

QList<core::Move> InputLayer::movesOf(const Hand &held) const
{
    QList<core::Move> moves;
    for (const core::Move &m : m_controller->legalMoves(held.board)) {
        const bool mine = held.from == Square::None
                              ? (m.kind == core::MoveKind::Drop && m.piece == held.dropType)
                              : m.from == held.from;
        if (mine) moves.append(m);
    }
    return moves;
}

void InputLayer::busyMessage(Seat seat)
{
    const core::Match *match = m_controller->match();
    const Board board = core::boardOf(seat);
    emit refused(seat,
                 match && match->boardCount() == 1
                     ? tr("The board is busy: another hand holds a piece there.")
                     : tr("Board %1 is busy: another hand holds a piece there.")
                           .arg(board == Board::A ? QStringLiteral("A") : QStringLiteral("B")));
}

void InputLayer::press(HandId id, const Spot &spot, QPointF pos)
{
    const core::Match *match = m_controller->match();
    if (match && !match->isStarted()) {
        m_controller->start(); // the first press anywhere starts all four clocks
        return;
    }
    if (spot.kind == Spot::Kind::Signal) {
        sendSignal(spot);
        return;
    }
    if (spot.kind == Spot::Kind::Clock) {
        pressClock(spot.seat);
        return;
    }
    // The clock-move rule (R0): the seat whose move is held touches the board again (a square that
    // is empty or holds its piece, or its pocket): the move is taken back.
    if (match && spot.kind != Spot::Kind::Nothing && m_controller->pendingMove(spot.board)) {
        const Seat mover = m_controller->seatToMove(spot.board);
        const core::Piece there = spot.kind == Spot::Kind::Square
                                      ? match->board(spot.board).pieceAt(spot.square)
                                      : core::Piece::None;
        const bool mine =
            spot.kind == Spot::Kind::Square
                ? there == core::Piece::None || core::colorOf(there) == core::colorOf(mover)
                : spot.kind == Spot::Kind::Pocket && spot.seat == mover;
        if (mine) m_controller->takeBack(mover);
    }
    if (const auto from = continued(id, spot)) {
        // The touch takes over the selection (or chooser) it continues.
        if (auto &p = m_promotions[int(spot.board)]; p && p->hand == *from) {
            p->hand = id;
        } else {
            Hand taken = m_hands.take(*from);
            taken.id = id;
            m_hands.insert(id, taken);
        }
    }
    // Click-click: a selected piece and a press on a square it may go to (or that explains why
    // not).
    if (const Hand *h = hand(id); h && !h->dragging) {
        if (spot.kind == Spot::Kind::Square && spot.board == h->board && match) {
            const core::Piece there = match->board(spot.board).pieceAt(spot.square);
            const bool own =
                there != core::Piece::None && core::colorOf(there) == core::colorOf(h->piece);
            if (!own) {
                putDown(id, spot);
                return;
            }
        }
        cancel(id);
    }
    if (spot.kind == Spot::Kind::Nothing) return;
    if (const auto &p = m_promotions[int(spot.board)]; p && p->hand == id) {
        // The chooser is open here: a press on a piece takes it, anywhere else closes it.
        if (spot.kind == Spot::Kind::Promotion)
            choosePromotion(spot.board, spot.piece);
        else
            cancel(id);
        return;
    }
    pickUp(id, spot, pos, true);
}

void InputLayer::move(HandId id, const Spot &spot, QPointF pos, qreal slop)
{
    const auto it = m_hands.find(id);
    if (it == m_hands.end() || !it->dragging) return;
    it->pos = pos;
    if (QLineF(it->pressPos, pos).length() > slop) it->moved = true;
    it->over =
        spot.kind == Spot::Kind::Square && spot.board == it->board ? spot.square : Square::None;
    emit handsChanged();
}

void InputLayer::release(HandId id, const Spot &spot)
{
    const auto it = m_hands.find(id);
    if (it == m_hands.end() || !it->dragging) return;
    if (it->moved) {
        putDown(id, spot);
        return;
    }
    // Pressed and released in place: the piece is selected and waits for a press on its target.
    it->dragging = false;
    it->over = Square::None;
    emit handsChanged();
}

bool InputLayer::pickUp(HandId id, const Spot &spot, QPointF pos, bool dragging)
{
    const core::Match *match = m_controller->match();
    if (!match || int(spot.board) >= match->boardCount()) return false;
    Hand held;
    held.id = id;
    held.board = spot.board;
    const core::Position &position = match->board(spot.board);
    if (spot.kind == Spot::Kind::Square) {
        held.from = spot.square;
        held.piece = position.pieceAt(spot.square);
    } else if (spot.kind == Spot::Kind::Pocket && spot.piece != PieceType::None) {
        held.dropType = spot.piece;
        held.piece = core::makePiece(core::colorOf(spot.seat), spot.piece);
    }
    if (held.piece == core::Piece::None) {
        if (busyFor(id, spot.board, position.sideToMove()))
            busyMessage(core::seatAt(spot.board, position.sideToMove()));
        return false;
    }
    const core::Color color = core::colorOf(held.piece);
    if (busyFor(id, spot.board, color)) {
        busyMessage(core::seatAt(spot.board, color));
        return false;
    }
    const Seat seat = core::seatAt(spot.board, color);
    if (const auto own = ownSeat(id); own && *own != seat) {
        emit statusMessage(tr("This gamepad plays for %1.").arg(m_controller->name(*own)));
        return false;
    }
    if (!m_controller->canMove(spot.board)) {
        const core::Refusal why = !match->isStarted() ? core::Refusal::NotStarted
                                  : match->isOver()   ? core::Refusal::Over
                                                      : core::Refusal::Paused;
        emit refused(seat, MatchController::refusalText(why, core::MoveError::None));
        return false;
    }
    if (!m_controller->isHuman(seat)) {
        emit refused(seat, tr("%1 is played by the computer.").arg(m_controller->name(seat)));
        return false;
    }
    if (!match->isToMove(seat)) {
        if (!mayPremove(id, seat)) {
            emit refused(seat, tr("It is %1's turn on this board.")
                                   .arg(m_controller->name(m_controller->seatToMove(spot.board))));
            return false;
        }
        held.premove = true; // any square will do: the premove is judged when it is played
    } else if (held.dropType != PieceType::None &&
               position.pocketCount(color, held.dropType) == 0) {
        return false;
    }
    if (!held.premove) held.moves = movesOf(held);
    held.dragging = dragging;
    held.pos = held.pressPos = pos;
    m_hands.insert(id, held);
    emit handsChanged();
    return true;
}

void InputLayer::setHandPos(HandId id, QPointF pos)
{
    const auto it = m_hands.find(id);
    if (it == m_hands.end()) return;
    it->pos = pos;
    emit handsChanged();
}

void InputLayer::putDown(HandId id, const Spot &spot)
{
    const auto it = m_hands.constFind(id);
    if (it == m_hands.cend()) return;
    const Hand held = *it;
    const core::Match *match = m_controller->match();
    if (!match || spot.kind != Spot::Kind::Square || spot.board != held.board ||
        spot.square == held.from) {
        cancel(id); // dropped off the board or back on its square: nothing happens
        return;
    }
    const Square to = spot.square;
    if (held.premove) {
        m_hands.remove(id);
        emit handsChanged();
        m_controller->setPremove(core::seatAt(held.board, core::colorOf(held.piece)),
                                 MatchController::Premove{held.from, to, held.dropType});
        return;
    }
    QList<core::Move> candidates;
    for (const core::Move &m : held.moves)
        if (m.to == to) candidates.append(m);
    if (candidates.isEmpty()) {
        const core::Position &pos = match->board(held.board);
        propose(id, held.board,
                held.from == Square::None ? core::Move::drop(held.dropType, to)
                                          : core::moveFromSquares(pos, held.from, to));
        return;
    }
    if (candidates.size() == 1) {
        propose(id, held.board, candidates.first());
        return;
    }
    // Several moves to one square: a promotion (the first candidate is the queen, which every
    // rule set allows).
    if (m_alwaysQueen) {
        propose(id, held.board, candidates.first());
        return;
    }
    m_hands.remove(id);
    m_promotions[int(held.board)] =
        Promotion{id, held.board, core::colorOf(held.piece), held.from, to};
    emit handsChanged();
}

void InputLayer::propose(HandId id, Board board, core::Move move)
{
    m_hands.remove(id);
    emit handsChanged();
    // A move made is announced by whoever follows the controller; only a refusal is said here.
    const QString refusal = m_controller->proposeMove(board, move);
    if (!refusal.isEmpty())
        emit refused(m_controller->seatToMove(board), refusal);
    else if (m_controller->pendingMove(board))
        emit statusMessage(
            tr("Click your clock to make the move stand, or the board to take it back."));
}

void InputLayer::pressClock(Seat seat)
{
    const core::Match *match = m_controller->match();
    if (!match || !match->config().rules.clockMove) return; // without the rule a clock is no button
    const QString refusal = m_controller->pressClock(seat);
    if (!refusal.isEmpty()) emit refused(seat, refusal);
}

void InputLayer::cancel(HandId id)
{
    bool changed = m_hands.remove(id) > 0;
    for (auto &p : m_promotions)
        if (p && p->hand == id) {
            p.reset();
            changed = true;
        }
    if (changed) emit handsChanged();
}

void InputLayer::cancelAll(HandKind kind)
{
    QList<HandId> ids;
    for (const Hand &h : m_hands)
        if (h.id.kind == kind) ids << h.id;
    for (const auto &p : m_promotions)
        if (p && p->hand.kind == kind) ids << p->hand;
    for (HandId id : ids) cancel(id);
}

void InputLayer::lift(HandKind kind)
{
    bool changed = false;
    for (Hand &h : m_hands)
        if (h.id.kind == kind && h.dragging) {
            h.dragging = false;
            h.over = Square::None;
            changed = true;
        }
    if (changed) emit handsChanged();
}

void InputLayer::reset()
{
    m_hands.clear();
    m_promotions = {};
    emit handsChanged();
}

void InputLayer::clearBoard(Board board)
{
    QList<HandId> ids;
    for (const Hand &h : m_hands)
        if (h.board == board) ids << h.id;
    for (HandId id : ids) m_hands.remove(id);
    const bool chooser = m_promotions[int(board)].has_value();
    m_promotions[int(board)].reset();
    if (!ids.isEmpty() || chooser) emit handsChanged();
}

void InputLayer::boardMoved(Board board)
{
    const core::Match *match = m_controller->match();
    if (!match || int(board) >= match->boardCount()) return;
    const core::Color toMove = match->board(board).sideToMove();
    for (auto it = m_hands.begin(); it != m_hands.end();) {
        if (it->board != board) {
            ++it;
        } else if (core::colorOf(it->piece) == toMove && it->premove) {
            // A premove still in the hand when the opponent moved is an ordinary move now.
            const core::Position &pos = match->board(board);
            const bool available = it->dropType != PieceType::None
                                       ? pos.pocketCount(toMove, it->dropType) > 0
                                       : pos.pieceAt(it->from) == it->piece;
            if (!available) {
                it = m_hands.erase(it);
                continue;
            }
            it->premove = false;
            it->moves = movesOf(*it);
            ++it;
        } else {
            it = m_hands.erase(it);
        }
    }
    m_promotions[int(board)].reset();
    emit handsChanged();
}

bool InputLayer::stepPromotion(HandId id, int step)
{
    for (auto &p : m_promotions) {
        if (!p || p->hand != id) continue;
        const core::Rules &rules = m_controller->match()->board(p->board).rules();
        QList<PieceType> choices; // as the chooser shows them
        for (PieceType t : core::promotion::Order)
            if (rules.allowsPromotion(t)) choices << t;
        const int i = int(choices.indexOf(p->highlighted));
        p->highlighted = choices[(i + step + int(choices.size())) % int(choices.size())];
        emit handsChanged();
        return true;
    }
    return false;
}

void InputLayer::choosePromotion(Board board, PieceType piece)
{
    const auto p = m_promotions[int(board)];
    if (!p || piece == PieceType::None) return;
    m_promotions[int(board)].reset();
    propose(p->hand, board, core::Move::promotion(p->from, p->to, piece));
}

void InputLayer::sendSignal(const Spot &spot)
{
    m_controller->sendSignal(spot.seat, spot.signal);
}

} // namespace ui::input
