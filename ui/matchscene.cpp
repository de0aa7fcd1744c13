#include "matchscene.h"

#include "boarditem.h"
#include "clockitem.h"
#include "matchcontroller.h"
#include "overlayitem.h"
#include "pocketitem.h"
#include "promotionitem.h"
#include "ruletexts.h"
#include "rulespanelitem.h"
#include "seatitem.h"
#include "signalbaritem.h"
#include "signalbubbleitem.h"
#include "teamlogitem.h"

#include "core/notation.h"

#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPainter>

namespace ui {

using core::Board;
using core::PieceType;
using core::Seat;
using core::Square;

namespace {

// Scene layout, in units of a hundredth of a board square.
constexpr qreal Gap = 12;
constexpr qreal BoardSide = 8 * BoardItem::SquareSize;
constexpr qreal PocketGap = 20;
constexpr qreal SideWidth = PocketItem::Width + PocketGap + BoardSide; // pocket + board
constexpr qreal CentreWidth = 240;
constexpr qreal PlateGap = 10;

// The piece under the pointer while dragging.
class DragItem : public QGraphicsItem
{
public:
    DragItem(PieceArt *art, core::Piece piece) : m_art(art), m_piece(piece)
    {
        setZValue(100);
        setAcceptedMouseButtons(Qt::NoButton);
    }
    QRectF boundingRect() const override { return QRectF(-55, -55, 110, 110); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        m_art->paint(painter, m_piece, boundingRect());
    }

private:
    PieceArt *m_art;
    core::Piece m_piece;
};

QString seatLabel(Seat seat, bool bughouse)
{
    const bool white = core::colorOf(seat) == core::Color::White;
    if (!bughouse) return white ? MatchScene::tr("White") : MatchScene::tr("Black");
    if (core::boardOf(seat) == Board::A) return white ? MatchScene::tr("White · board A") : MatchScene::tr("Black · board A");
    return white ? MatchScene::tr("White · board B") : MatchScene::tr("Black · board B");
}

} // namespace

MatchScene::MatchScene(MatchController *controller, QObject *parent)
    : QGraphicsScene(parent), m_controller(controller), m_theme(Theme::classic())
{
    setBackgroundBrush(m_theme.background);
    setItemIndexMethod(QGraphicsScene::NoIndex); // few items, most of them repaint together
    connect(controller, &MatchController::matchReset, this, &MatchScene::rebuild);
    connect(controller, &MatchController::moveMade, this, [this](Board b) { onMoveMade(b); });
    connect(controller, &MatchController::stateChanged, this, [this] {
        refreshTeamLogs();
        release();
        refreshClocks();
        refreshBoards();
        refreshOverlay();
    });
    connect(controller, &MatchController::signalSent, this, &MatchScene::onSignal);
    connect(controller, &MatchController::pendingChanged, this, [this] {
        refreshBoards();
        refreshClocks();
    });
    connect(&controller->clocks(), &ClockModel::displayChanged, this, &MatchScene::refreshClock);
    rebuild();
}

MatchScene::~MatchScene() = default;

void MatchScene::setTheme(const Theme &theme)
{
    m_theme = theme;
    setBackgroundBrush(m_theme.background);
    rebuild();
}

void MatchScene::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    refreshOverlay();
}

void MatchScene::setLastMoves(const std::array<core::Move, 2> &moves)
{
    m_fixedLastMoves = moves;
    refreshBoards();
}

void MatchScene::retranslate()
{
    const core::Match *match = m_controller->match();
    for (Seat seat : {Seat::WhiteA, Seat::BlackA, Seat::WhiteB, Seat::BlackB}) {
        if (m_seats[int(seat)]) m_seats[int(seat)]->setLabel(seatLabel(seat, m_bughouse));
        if (m_signalBars[int(seat)]) m_signalBars[int(seat)]->retranslate();
    }
    refreshTeamLogs();
    refreshRulesPanel();
    if (match) refreshOverlay();
}

void MatchScene::rebuild()
{
    release();
    m_pendingPromotion.reset();
    clear(); // deletes every item
    m_boards = {};
    m_pockets = {};
    m_clocks = {};
    m_seats = {};
    m_signalBars = {};
    m_bubbles = {};
    m_teamLogs = {};
    m_rulesPanel = nullptr;
    m_dragItem = nullptr;

    const core::Match *match = m_controller->match();
    m_bughouse = !match || match->config().mode == core::MatchMode::Bughouse;
    if (m_bughouse) layoutBughouse();
    else layoutCrazyhouse();
    addRulesPanel();

    m_promotion = new PromotionItem(&m_theme, &m_art);
    addItem(m_promotion);
    m_overlay = new OverlayItem(&m_theme);
    m_overlay->setZValue(80);
    addItem(m_overlay);

    refreshBoards();
    refreshClocks();
    refreshTeamLogs();
    refreshOverlay();
}

void MatchScene::addSeat(Seat seat, QPointF pocketPos, QRectF plate, bool clockLeft, QPointF signalsPos,
                         qreal signalsWidth, QPointF bubblePos)
{
    const bool top = plate.top() < pocketPos.y();
    auto *pocket = new PocketItem(&m_theme, &m_art, core::colorOf(seat), top);
    pocket->setPos(pocketPos);
    addItem(pocket);
    m_pockets[int(seat)] = pocket;

    auto *clock = new ClockItem(&m_theme);
    clock->setPos(clockLeft ? plate.left() : plate.right() - ClockItem::Width, plate.top());
    addItem(clock);
    m_clocks[int(seat)] = clock;

    const qreal plateWidth = plate.width() - ClockItem::Width - PlateGap;
    auto *name = new SeatItem(&m_theme, plateWidth, !clockLeft);
    name->setPos(clockLeft ? plate.left() + ClockItem::Width + PlateGap : plate.left(), plate.top());
    name->setTeamColor(m_theme.team[int(core::teamOf(seat))]);
    name->setName(m_controller->name(seat));
    name->setLabel(seatLabel(seat, m_bughouse));
    addItem(name);
    m_seats[int(seat)] = name;

    if (!m_bughouse) return;
    auto *bar = new SignalBarItem(&m_theme, &m_art, signalsWidth, core::colorOf(core::partnerOf(seat)));
    bar->setPos(signalsPos);
    addItem(bar);
    m_signalBars[int(seat)] = bar;
    connect(bar, &SignalBarItem::signalClicked, this, [this, seat](core::PartnerSignal s) {
        m_focusSeat = seat;
        m_controller->sendSignal(seat, s);
    });

    auto *bubble = new SignalBubbleItem(&m_theme, &m_art);
    bubble->setPos(bubblePos);
    bubble->setZValue(60);
    addItem(bubble);
    m_bubbles[int(seat)] = bubble;
}

void MatchScene::layoutBughouse()
{
    const qreal plateTop = SignalBarItem::Height + Gap;
    const qreal boardTop = plateTop + SeatItem::Height + Gap;
    const qreal boardBottom = boardTop + BoardSide;
    const qreal lowerPlate = boardBottom + Gap;
    const qreal lowerSignals = lowerPlate + SeatItem::Height + Gap;
    const qreal leftBoard = PocketItem::Width + PocketGap;
    const qreal rightSide = SideWidth + CentreWidth;
    const qreal width = 2 * SideWidth + CentreWidth;
    const qreal pocketHalf = core::PocketTypes * PocketItem::SlotHeight;
    const qreal bubbleInset = (BoardSide - SignalBubbleItem::Width) / 2;

    auto *boardA = new BoardItem(&m_theme, &m_art, false);
    boardA->setPos(leftBoard, boardTop);
    addItem(boardA);
    auto *boardB = new BoardItem(&m_theme, &m_art, true);
    boardB->setPos(rightSide, boardTop);
    addItem(boardB);
    m_boards = {boardA, boardB};

    // Pockets on the outer edges, clocks towards the middle, where all four can be compared.
    addSeat(Seat::BlackA, {0, boardTop}, {0, plateTop, SideWidth, SeatItem::Height}, false, {0, 0}, SideWidth,
            {leftBoard + bubbleInset, boardTop + 30});
    addSeat(Seat::WhiteA, {0, boardBottom - pocketHalf}, {0, lowerPlate, SideWidth, SeatItem::Height}, false,
            {0, lowerSignals}, SideWidth, {leftBoard + bubbleInset, boardBottom - 30 - SignalBubbleItem::Height});
    addSeat(Seat::WhiteB, {width - PocketItem::Width, boardTop}, {rightSide, plateTop, SideWidth, SeatItem::Height},
            true, {rightSide, 0}, SideWidth, {rightSide + bubbleInset, boardTop + 30});
    addSeat(Seat::BlackB, {width - PocketItem::Width, boardBottom - pocketHalf},
            {rightSide, lowerPlate, SideWidth, SeatItem::Height}, true, {rightSide, lowerSignals}, SideWidth,
            {rightSide + bubbleInset, boardBottom - 30 - SignalBubbleItem::Height});

    const QSizeF logSize(CentreWidth - 2 * PocketGap, BoardSide / 2 - Gap / 2);
    for (core::Team team : {core::Team::Two, core::Team::One}) {
        auto *log = new TeamLogItem(&m_theme, logSize);
        log->setPos(SideWidth + PocketGap, team == core::Team::Two ? boardTop : boardBottom - logSize.height());
        addItem(log);
        m_teamLogs[int(team)] = log;
    }
    setSceneRect(-Gap, -Gap, width + 2 * Gap, lowerSignals + SignalBarItem::Height + 2 * Gap);
}

void MatchScene::layoutCrazyhouse()
{
    const qreal boardTop = SeatItem::Height + Gap;
    const qreal boardBottom = boardTop + BoardSide;
    const qreal leftBoard = PocketItem::Width + PocketGap;
    const qreal pocketHalf = core::PocketTypes * PocketItem::SlotHeight;
    auto *board = new BoardItem(&m_theme, &m_art, false);
    board->setPos(leftBoard, boardTop);
    addItem(board);
    m_boards = {board, nullptr};
    addSeat(Seat::BlackA, {0, boardTop}, {0, 0, SideWidth, SeatItem::Height}, false, {}, 0, {});
    addSeat(Seat::WhiteA, {0, boardBottom - pocketHalf}, {0, boardBottom + Gap, SideWidth, SeatItem::Height}, false,
            {}, 0, {});
    setSceneRect(-Gap, -Gap, SideWidth + 2 * Gap, boardBottom + Gap + SeatItem::Height + 2 * Gap);
}

QRectF MatchScene::boardsRect() const
{
    QRectF r;
    for (BoardItem *b : m_boards)
        if (b) r |= b->sceneBoundingRect();
    return r.adjusted(-PocketItem::Width - PocketGap, 0, m_bughouse ? PocketItem::Width + PocketGap : 0, 0);
}

void MatchScene::refreshBoards()
{
    const core::Match *match = m_controller->match();
    for (int b = 0; b < 2; ++b) {
        if (!m_boards[b]) continue;
        const core::Position *pos = match ? &m_controller->shownBoard(Board(b)) : nullptr;
        m_boards[b]->setPosition(pos);
        core::Move last;
        if (m_fixedLastMoves) last = (*m_fixedLastMoves)[b];
        else if (const auto pending = m_controller->pendingMove(Board(b)); match && pending) last = *pending;
        else if (match)
            for (auto it = match->events().rbegin(); it != match->events().rend(); ++it)
                if (it->kind == core::MatchEvent::Kind::Move && core::boardOf(it->seat) == Board(b)) {
                    last = it->move;
                    break;
                }
        m_boards[b]->setLastMove(last);
    }
    for (int s = 0; s < 4; ++s) {
        if (!m_pockets[s]) continue;
        m_pockets[s]->setPosition(match ? &m_controller->shownBoard(core::boardOf(Seat(s))) : nullptr);
        m_seats[s]->setToMove(match && match->isStarted() && !match->isOver() && match->isToMove(Seat(s)));
    }
}

void MatchScene::refreshClock(Seat seat)
{
    ClockItem *clock = m_clocks[int(seat)];
    const core::Match *match = m_controller->match();
    if (!clock || !match) return;
    const bool running = match->isStarted() && !match->isOver() && match->isToMove(seat);
    clock->setState(m_controller->clocks().text(seat),
                    ClockModel::describe(match->timeLeft(seat, m_controller->clocks().now())), running,
                    m_controller->clocks().isLow(seat), match->isPaused());
}

void MatchScene::refreshClocks()
{
    for (int s = 0; s < 4; ++s) refreshClock(Seat(s));
}

void MatchScene::refreshOverlay()
{
    const core::Match *match = m_controller->match();
    if (!m_overlay) return;
    if (match && match->isOver()) {
        const auto &r = *match->result();
        QString title;
        if (const auto team = r.winner()) {
            const Seat first = *team == core::Team::One ? Seat::WhiteA : Seat::BlackA;
            title = m_bughouse ? tr("%1 & %2 win").arg(m_controller->name(first), m_controller->name(core::partnerOf(first)))
                               : tr("%1 wins").arg(m_controller->name(first));
        } else {
            title = r.outcome == core::MatchResult::Outcome::Aborted ? tr("Aborted") : tr("Draw");
        }
        m_overlay->showMessage(boardsRect(), title, m_controller->resultText(),
                               tr("New match: Ctrl+N    Rematch: Ctrl+R"));
    } else if (match && !match->isStarted() && !m_readOnly) {
        m_overlay->showMessage(boardsRect(), tr("Ready"), tr("All clocks start together."),
                               tr("Click or press Space to start"));
    } else if (match && match->isPaused()) {
        m_overlay->showMessage(boardsRect(), tr("Paused"), tr("The clocks are stopped."), tr("Resume: Ctrl+P"));
    } else {
        m_overlay->showMessage({}, {}, {}, {});
    }
}

void MatchScene::refreshTeamLogs()
{
    if (!m_bughouse) return;
    for (core::Team team : {core::Team::One, core::Team::Two}) {
        if (!m_teamLogs[int(team)]) continue;
        QStringList lines;
        for (const auto &e : m_controller->signalLog(team))
            lines << tr("%1: %2").arg(m_controller->name(e.from), MatchController::signalText(e.signal));
        const Seat first = team == core::Team::One ? Seat::WhiteA : Seat::BlackA;
        m_teamLogs[int(team)]->setLines(
            tr("%1 & %2").arg(m_controller->name(first), m_controller->name(core::partnerOf(first))),
            m_theme.team[int(team)], lines, tr("Partner signals appear here."));
    }
}

// Bughouse: between the two upper name plates; crazyhouse: beside the board, widening the scene.
void MatchScene::addRulesPanel()
{
    if (!m_controller->match()) return;
    const QRectF place = m_bughouse
                             ? QRectF(SideWidth + PocketGap / 2, 0, CentreWidth - PocketGap,
                                      SignalBarItem::Height + Gap + SeatItem::Height)
                             : QRectF(SideWidth + Gap, SeatItem::Height + Gap, CentreWidth, BoardSide / 3);
    m_rulesPanel = new RulesPanelItem(&m_theme, place.size());
    m_rulesPanel->setPos(place.topLeft());
    addItem(m_rulesPanel);
    if (!m_bughouse) setSceneRect(sceneRect().united(place.adjusted(0, 0, Gap, 0)));
    refreshRulesPanel();
}

void MatchScene::refreshRulesPanel()
{
    const core::Match *match = m_controller->match();
    if (!m_rulesPanel || !match) return;
    const core::Rules &rules = match->config().rules;
    m_rulesPanel->setText(RuleTexts::setName(core::ruleSetOf(rules)), RuleTexts::lines(rules, match->config().mode));
}

void MatchScene::onMoveMade(Board board)
{
    if (m_holding && m_held.board == board) release();
    m_pendingPromotion.reset();
    if (m_promotion) m_promotion->setVisible(false);
    refreshBoards();
    refreshClocks();
    refreshOverlay();
}

void MatchScene::onSignal(Seat from, core::PartnerSignal signal)
{
    const Seat to = core::partnerOf(from);
    if (SignalBubbleItem *bubble = m_bubbles[int(to)]) {
        const PieceType piece = core::neededPiece(signal);
        bubble->showSignal(m_controller->name(from), MatchController::signalText(signal),
                           m_theme.team[int(core::teamOf(from))],
                           piece == PieceType::None ? core::Piece::None : core::makePiece(core::colorOf(to), piece));
    }
    refreshTeamLogs();
}

BoardItem *MatchScene::boardAt(QPointF scenePos, Board *board) const
{
    for (int b = 0; b < 2; ++b)
        if (m_boards[b] && m_boards[b]->sceneBoundingRect().contains(scenePos)) {
            *board = Board(b);
            return m_boards[b];
        }
    return nullptr;
}

core::Bitboard MatchScene::targetsOf(const Held &held) const
{
    core::Bitboard targets = 0;
    for (const core::Move &m : held.moves) targets |= core::bit(m.to);
    return targets;
}

// The clock-move rule (R0): a click on a seat's clock presses it, making the move held for it; a
// click on a board whose seat has a move held takes that move back (and may pick up a piece).
bool MatchScene::pressClockAt(QPointF scenePos)
{
    const core::Match *match = m_controller->match();
    if (m_readOnly || !match || !match->config().rules.clockMove) return false;
    for (Seat seat : match->seats())
        if (m_clocks[int(seat)] && m_clocks[int(seat)]->sceneBoundingRect().contains(scenePos)) {
            const QString refusal = m_controller->pressClock(seat);
            if (!refusal.isEmpty()) emit statusMessage(refusal);
            return true;
        }
    Board board = Board::A;
    if (boardAt(scenePos, &board)) m_controller->takeBack(m_controller->seatToMove(board));
    return false;
}

// Picks up the piece or pocket piece under `scenePos`; false (with a status message) if there is
// nothing the seat to move may take there.
bool MatchScene::pickUp(QPointF scenePos)
{
    Held held;
    Board board = Board::A;
    if (BoardItem *item = boardAt(scenePos, &board)) {
        held.board = board;
        held.from = item->squareAt(item->mapFromScene(scenePos));
        held.piece = m_controller->match() ? m_controller->match()->board(board).pieceAt(held.from) : core::Piece::None;
        if (held.piece == core::Piece::None) return false;
    } else {
        int seat = 0;
        for (; seat < 4; ++seat)
            if (m_pockets[seat] && m_pockets[seat]->sceneBoundingRect().contains(scenePos)) break;
        if (seat == 4) return false;
        PocketItem *pocket = m_pockets[seat];
        held.board = core::boardOf(Seat(seat));
        held.dropType = pocket->slotAt(pocket->mapFromScene(scenePos));
        const core::Match *match = m_controller->match();
        if (held.dropType == PieceType::None || !match ||
            match->board(held.board).pocketCount(pocket->color(), held.dropType) == 0)
            return false;
        held.piece = core::makePiece(pocket->color(), held.dropType);
    }
    const core::Match *match = m_controller->match();
    const Seat seat = core::seatAt(held.board, core::colorOf(held.piece));
    if (!m_controller->canMove(held.board)) {
        const core::Refusal why = !match || !match->isStarted() ? core::Refusal::NotStarted
                                  : match->isOver()            ? core::Refusal::Over
                                                               : core::Refusal::Paused;
        emit statusMessage(MatchController::refusalText(why, core::MoveError::None));
        return false;
    }
    if (!m_controller->isHuman(seat)) {
        emit statusMessage(tr("%1 is played by the computer.").arg(m_controller->name(seat)));
        return false;
    }
    if (!match->isToMove(seat)) {
        emit statusMessage(tr("It is %1's turn on this board.").arg(m_controller->name(m_controller->seatToMove(held.board))));
        return false;
    }
    m_focusSeat = seat;
    for (const core::Move &m : m_controller->legalMoves(held.board)) {
        const bool mine = held.from == Square::None ? (m.kind == core::MoveKind::Drop && m.piece == held.dropType)
                                                    : m.from == held.from;
        if (mine) held.moves.append(m);
    }
    held.dragging = true;
    m_held = held;
    m_holding = true;
    m_boards[int(held.board)]->setHeld(held.from, targetsOf(held), true);
    if (held.from == Square::None) m_pockets[int(seat)]->setHeld(held.dropType);
    m_dragItem = new DragItem(&m_art, held.piece);
    m_dragItem->setPos(scenePos);
    addItem(m_dragItem);
    return true;
}

void MatchScene::release()
{
    if (m_dragItem) {
        removeItem(m_dragItem);
        delete m_dragItem;
        m_dragItem = nullptr;
    }
    if (!m_holding) return;
    m_holding = false;
    if (BoardItem *b = m_boards[int(m_held.board)]) b->clearHeld();
    for (PocketItem *p : m_pockets)
        if (p) p->setHeld(PieceType::None);
}

void MatchScene::propose(Board board, core::Move move)
{
    release();
    // A move made is announced by whoever follows the controller; only a refusal is said here.
    const QString refusal = m_controller->proposeMove(board, move);
    if (!refusal.isEmpty()) emit statusMessage(refusal);
    else if (m_controller->pendingMove(board))
        emit statusMessage(tr("Click your clock to make the move stand, or the board to take it back."));
}

// Puts the held piece down on the square under `scenePos`: a legal target makes the move, anything
// else on the same board is proposed too so that the core says why it is refused.
void MatchScene::putDown(QPointF scenePos)
{
    Board board = Board::A;
    BoardItem *item = boardAt(scenePos, &board);
    const Square to = item ? item->squareAt(item->mapFromScene(scenePos)) : Square::None;
    if (!item || board != m_held.board || to == Square::None || to == m_held.from) {
        release(); // dropped off the board or back on its square: nothing happens
        return;
    }
    QList<core::Move> candidates;
    for (const core::Move &m : m_held.moves)
        if (m.to == to) candidates.append(m);
    if (candidates.isEmpty()) {
        const core::Position &pos = m_controller->match()->board(board);
        propose(board, m_held.from == Square::None ? core::Move::drop(m_held.dropType, to)
                                                   : core::moveFromSquares(pos, m_held.from, to));
        return;
    }
    if (candidates.size() == 1) {
        propose(board, candidates.first());
        return;
    }
    // Several moves to one square: a promotion.
    if (m_alwaysQueen) { // the first piece offered: a queen unless the match forbids it
        propose(board, candidates.first());
        return;
    }
    const core::Color color = core::colorOf(m_held.piece);
    const Square from = m_held.from;
    release();
    const QRectF target = item->mapRectToScene(item->squareRect(to));
    const bool downwards = target.top() < item->sceneBoundingRect().center().y();
    m_promotion->open(color, target.topLeft(), downwards, m_controller->match()->board(board).rules().promotions);
    m_pendingPromotion = PendingPromotion{board, from, to};
}

void MatchScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QGraphicsScene::mousePressEvent(event);
        return;
    }
    const QPointF pos = event->scenePos();
    if (const core::Match *match = m_controller->match(); match && !match->isStarted()) {
        m_controller->start();
        return;
    }
    if (m_pendingPromotion) {
        const PieceType choice = m_promotion->choiceAt(pos);
        const PendingPromotion pending = *m_pendingPromotion;
        m_pendingPromotion.reset();
        m_promotion->setVisible(false);
        if (choice != PieceType::None) propose(pending.board, core::Move::promotion(pending.from, pending.to, choice));
        return;
    }
    if (pressClockAt(pos)) return;
    // Click-click: a second click on a target square of the selected piece.
    if (m_holding && !m_held.dragging) {
        Board board = Board::A;
        BoardItem *item = boardAt(pos, &board);
        const Square to = item ? item->squareAt(item->mapFromScene(pos)) : Square::None;
        const core::Piece there = to == Square::None ? core::Piece::None : m_controller->match()->board(board).pieceAt(to);
        const bool ownPiece = there != core::Piece::None && board == m_held.board &&
                              core::colorOf(there) == core::colorOf(m_held.piece);
        if (item && board == m_held.board && to != Square::None && !ownPiece) {
            putDown(pos);
            return;
        }
        release();
    }
    m_pressPos = pos;
    if (!pickUp(pos)) QGraphicsScene::mousePressEvent(event);
}

void MatchScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_holding && m_held.dragging && m_dragItem) {
        m_dragItem->setPos(event->scenePos());
        if (QLineF(m_pressPos, event->scenePos()).length() > 8) m_held.moved = true;
        return;
    }
    QGraphicsScene::mouseMoveEvent(event);
}

void MatchScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (!m_holding || !m_held.dragging || event->button() != Qt::LeftButton) {
        QGraphicsScene::mouseReleaseEvent(event);
        return;
    }
    if (m_held.moved) {
        putDown(event->scenePos());
        return;
    }
    // A click without a drag selects the piece: the next click chooses the target.
    m_held.dragging = false;
    if (m_dragItem) {
        removeItem(m_dragItem);
        delete m_dragItem;
        m_dragItem = nullptr;
    }
    m_boards[int(m_held.board)]->setHeld(m_held.from, targetsOf(m_held), false);
}

void MatchScene::keyPressEvent(QKeyEvent *event)
{
    if (m_readOnly) {
        QGraphicsScene::keyPressEvent(event);
        return;
    }
    if (event->key() == Qt::Key_Escape) {
        release();
        m_pendingPromotion.reset();
        if (m_promotion) m_promotion->setVisible(false);
        return;
    }
    if (m_bughouse && event->modifiers() == Qt::NoModifier && !event->text().isEmpty()) {
        const QChar key = event->text().at(0).toUpper();
        for (int i = 0; i < core::PartnerSignalCount; ++i) {
            if (SignalBarItem::shortcutKey(core::PartnerSignal(i)) != key) continue;
            m_controller->sendSignal(m_focusSeat, core::PartnerSignal(i));
            return;
        }
    }
    QGraphicsScene::keyPressEvent(event);
}

} // namespace ui
