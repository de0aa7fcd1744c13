#include "scenelayout.h"

#include "boarditem.h"
#include "clockitem.h"
#include "messageitem.h"
#include "overlayitem.h"
#include "pocketitem.h"
#include "promotionitem.h"
#include "rulespanelitem.h"
#include "seatitem.h"
#include "signalbaritem.h"
#include "signalbubbleitem.h"
#include "teamleaditem.h"
#include "teamlogitem.h"
#include "theme.h"

#include "ui/match/matchcontroller.h"

#include <QGraphicsScene>

namespace ui {

using core::Board;
using core::PieceType;
using core::Seat;

namespace {

// Scene layout, in units of a hundredth of a board square.
constexpr qreal Gap = 12;
constexpr qreal BoardSide = 8 * BoardItem::SquareSize;
constexpr qreal PocketGap = 20;
constexpr qreal SideWidth = PocketItem::Width + PocketGap + BoardSide; // pocket + board
constexpr qreal CentreWidth = 240; // at Normal; it grows with its texts
// How far down beside the boards the bughouse rules panel reaches: room for a rule set's options
// in letters that can still be read on a laptop.
constexpr qreal RulesReach = BoardSide * 7 / 16;
constexpr qreal PlateGap = 10;

} // namespace

SceneLayout::SceneLayout(QGraphicsScene *scene, const MatchController *controller,
                         const Theme *theme, PieceArt *art)
    : m_scene(scene), m_controller(controller), m_theme(theme), m_art(art)
{}

void SceneLayout::rebuild()
{
    m_scene->clear(); // deletes every item
    m_items = {};

    const core::Match *match = m_controller->match();
    m_bughouse = !match || match->config().mode == core::MatchMode::Bughouse;
    if (m_bughouse)
        layoutBughouse();
    else
        layoutCrazyhouse();
    addRulesPanel();

    for (int b = 0; b < 2; ++b) {
        if (!m_items.boards[b]) continue;
        m_items.promotions[b] = new PromotionItem(m_theme, m_art);
        m_scene->addItem(m_items.promotions[b]);
    }
    for (int s = 0; s < 4; ++s) {
        if (!m_items.seats[s]) continue;
        m_items.messages[s] = new MessageItem(m_theme);
        m_items.messages[s]->setZValue(
            110); // over held pieces (100) and choosers: it covers no square
        m_scene->addItem(m_items.messages[s]);
    }
    m_items.overlay = new OverlayItem(m_theme);
    m_items.overlay->setZValue(80);
    m_scene->addItem(m_items.overlay);
}

void SceneLayout::addSeat(Seat seat, QPointF pocketPos, QRectF plate, bool clockLeft,
                          QPointF signalsPos, qreal signalsWidth)
{
    const bool top = plate.top() < pocketPos.y();
    auto *pocket = new PocketItem(m_theme, m_art, core::colorOf(seat), top);
    pocket->setPos(pocketPos);
    m_scene->addItem(pocket);
    m_items.pockets[int(seat)] = pocket;

    auto *clock = new ClockItem(m_theme);
    clock->setPos(clockLeft ? plate.left() : plate.right() - ClockItem::Width, plate.top());
    m_scene->addItem(clock);
    m_items.clocks[int(seat)] = clock;

    const qreal plateWidth = plate.width() - ClockItem::Width - PlateGap;
    auto *name = new SeatItem(m_theme, plateWidth, !clockLeft);
    name->setPos(clockLeft ? plate.left() + ClockItem::Width + PlateGap : plate.left(),
                 plate.top());
    name->setTeamColor(m_theme->team[int(core::teamOf(seat))]);
    name->setName(m_controller->name(seat));
    name->setLabel(MatchController::seatLabel(seat, m_bughouse));
    m_scene->addItem(name);
    m_items.seats[int(seat)] = name;

    if (!m_bughouse || !m_withSignals) return;
    auto *bar = new SignalBarItem(m_theme, m_art, signalsWidth, core::colorOf(seat));
    bar->setPos(signalsPos);
    m_scene->addItem(bar);
    m_items.signalBars[int(seat)] = bar;

    // Over the name plate and the gaps beside it, for larger letters: no square, pocket, signal
    // or clock is covered.
    auto *bubble = new SignalBubbleItem(m_theme, m_art, QSizeF(plateWidth, SeatItem::Height + Gap));
    bubble->setPos(name->pos() - QPointF(0, Gap / 2));
    bubble->setZValue(60);
    m_scene->addItem(bubble);
    m_items.bubbles[int(seat)] = bubble;
}

void SceneLayout::layoutBughouse()
{
    const qreal signalsHeight = this->signalsHeight();
    const qreal plateTop = signalsHeight + Gap;
    const qreal boardTop = plateTop + SeatItem::Height + Gap;
    const qreal boardBottom = boardTop + BoardSide;
    const qreal lowerPlate = boardBottom + Gap;
    const qreal lowerSignals = lowerPlate + SeatItem::Height + Gap;
    const qreal leftBoard = PocketItem::Width + PocketGap;
    const qreal centre = centreWidth();
    const qreal rightSide = SideWidth + centre;
    const qreal width = 2 * SideWidth + centre;
    const qreal pocketHalf = core::PocketTypes * PocketItem::SlotHeight;

    auto *boardA = new BoardItem(m_theme, m_art, false);
    boardA->setPos(leftBoard, boardTop);
    m_scene->addItem(boardA);
    auto *boardB = new BoardItem(m_theme, m_art, true);
    boardB->setPos(rightSide, boardTop);
    m_scene->addItem(boardB);
    m_items.boards = {boardA, boardB};

    // Pockets on the outer edges, clocks towards the middle, where all four can be compared.
    addSeat(Seat::BlackA, {0, boardTop}, {0, plateTop, SideWidth, SeatItem::Height}, false, {0, 0},
            SideWidth);
    addSeat(Seat::WhiteA, {0, boardBottom - pocketHalf},
            {0, lowerPlate, SideWidth, SeatItem::Height}, false, {0, lowerSignals}, SideWidth);
    addSeat(Seat::WhiteB, {width - PocketItem::Width, boardTop},
            {rightSide, plateTop, SideWidth, SeatItem::Height}, true, {rightSide, 0}, SideWidth);
    addSeat(Seat::BlackB, {width - PocketItem::Width, boardBottom - pocketHalf},
            {rightSide, lowerPlate, SideWidth, SeatItem::Height}, true, {rightSide, lowerSignals},
            SideWidth);

    // The centre column: the rules panel (addRulesPanel()), then a team log each (layoutCentre()).
    // Without signals there are no team logs.
    for (core::Team team : {core::Team::Two, core::Team::One}) {
        if (!m_withSignals) break;
        auto *log = new TeamLogItem(m_theme, QSizeF(centre - 2 * PocketGap, BoardSide / 4));
        m_scene->addItem(log);
        m_items.teamLogs[int(team)] = log;
    }
    // Between the lower clocks, down to the signal bars' bottom; without them, up into the room
    // of the team log, so that long names can take two lines.
    const qreal leadTop = m_withSignals ? lowerPlate : boardBottom - BoardSide / 4;
    m_items.teamLead = new TeamLeadItem(
        m_theme, QSizeF(centre - PocketGap, lowerSignals + signalsHeight - leadTop));
    m_items.teamLead->setPos(SideWidth + PocketGap / 2, leadTop);
    m_scene->addItem(m_items.teamLead);
    m_scene->setSceneRect(-Gap, -Gap, width + 2 * Gap, lowerSignals + signalsHeight + 2 * Gap);
}

void SceneLayout::layoutCrazyhouse()
{
    const qreal boardTop = SeatItem::Height + Gap;
    const qreal boardBottom = boardTop + BoardSide;
    const qreal leftBoard = PocketItem::Width + PocketGap;
    const qreal pocketHalf = core::PocketTypes * PocketItem::SlotHeight;
    auto *board = new BoardItem(m_theme, m_art, false);
    board->setPos(leftBoard, boardTop);
    m_scene->addItem(board);
    m_items.boards = {board, nullptr};
    addSeat(Seat::BlackA, {0, boardTop}, {0, 0, SideWidth, SeatItem::Height}, false, {}, 0);
    addSeat(Seat::WhiteA, {0, boardBottom - pocketHalf},
            {0, boardBottom + Gap, SideWidth, SeatItem::Height}, false, {}, 0);
    m_scene->setSceneRect(-Gap, -Gap, SideWidth + 2 * Gap,
                          boardBottom + Gap + SeatItem::Height + 2 * Gap);
}

// Bughouse: between the two upper name plates; crazyhouse: beside the board, widening the scene.
void SceneLayout::addRulesPanel()
{
    if (!m_controller->match()) return;
    const QRectF place =
        m_bughouse ? QRectF(SideWidth + PocketGap / 2, 0, centreWidth() - PocketGap,
                            signalsHeight() + Gap + SeatItem::Height + RulesReach)
                   : QRectF(SideWidth + Gap, SeatItem::Height + Gap, centreWidth(), BoardSide / 3);
    m_items.rulesPanel = new RulesPanelItem(m_theme, place.size());
    m_items.rulesPanel->setPos(place.topLeft());
    m_scene->addItem(m_items.rulesPanel);
    if (!m_bughouse)
        m_scene->setSceneRect(m_scene->sceneRect().united(place.adjusted(0, 0, Gap, 0)));
}

// Bughouse: the rules panel as tall as its text needs at its largest letters, from the top down
// beside the boards, at most RulesReach; the team logs share the rest.
void SceneLayout::layoutCentre()
{
    RulesPanelItem *rules = m_items.rulesPanel;
    if (!m_bughouse || !rules || !m_items.teamLogs[0] || !m_items.boards[0]) return;
    const qreal boardTop = m_items.boards[0]->pos().y();
    const qreal boardBottom = boardTop + BoardSide;
    const qreal width = rules->boundingRect().width();
    // At least half the reach: on a laptop the letters are at their readable minimum, larger
    // than the largest the height is worked out for.
    const qreal panel = std::clamp(rules->neededHeight(width), boardTop + RulesReach / 2 - Gap,
                                   boardTop + RulesReach - Gap);
    rules->setSize(QSizeF(width, panel));
    const qreal logHeight = (boardBottom - panel - 2 * Gap) / 2;
    for (core::Team team : {core::Team::Two, core::Team::One}) {
        TeamLogItem *log = m_items.teamLogs[int(team)];
        log->setSize(QSizeF(log->boundingRect().width(), logHeight));
        log->setPos(SideWidth + PocketGap,
                    team == core::Team::Two ? panel + Gap : boardBottom - logHeight);
    }
}

// A replay has no signals: the plates move up to the edge, and the boards grow.
qreal SceneLayout::signalsHeight() const
{
    return m_withSignals ? SignalBarItem::height(m_theme, SideWidth) : -Gap;
}

// The centre column grows with the Size, two thirds as fast as its texts: as much as the texts
// beside the boards allow, which the view then shows smaller.
qreal SceneLayout::centreWidth() const
{
    return CentreWidth * (1 + (m_theme->textGrowth - 1) * 2 / 3);
}

QRectF SceneLayout::boardsRect() const
{
    QRectF r;
    for (BoardItem *b : m_items.boards)
        if (b) r |= b->sceneBoundingRect();
    return r.adjusted(-PocketItem::Width - PocketGap, 0,
                      m_bughouse ? PocketItem::Width + PocketGap : 0, 0);
}

input::Spot SceneLayout::spotAt(QPointF scenePos) const
{
    using input::Spot;
    Spot spot;
    for (int b = 0; b < 2; ++b) // an open chooser lies on top of its board
        if (m_items.promotions[b] && m_items.promotions[b]->choiceAt(scenePos) != PieceType::None) {
            spot.kind = Spot::Kind::Promotion;
            spot.board = Board(b);
            spot.piece = m_items.promotions[b]->choiceAt(scenePos);
            return spot;
        }
    for (int b = 0; b < 2; ++b)
        if (m_items.boards[b] && m_items.boards[b]->sceneBoundingRect().contains(scenePos)) {
            spot.kind = Spot::Kind::Square;
            spot.board = Board(b);
            spot.square = m_items.boards[b]->squareAt(m_items.boards[b]->mapFromScene(scenePos));
            return spot;
        }
    for (int s = 0; s < 4; ++s) {
        if (m_items.pockets[s] && m_items.pockets[s]->sceneBoundingRect().contains(scenePos)) {
            spot.kind = Spot::Kind::Pocket;
            spot.board = core::boardOf(Seat(s));
            spot.seat = Seat(s);
            spot.piece = m_items.pockets[s]->slotAt(m_items.pockets[s]->mapFromScene(scenePos));
            return spot;
        }
        if (m_items.clocks[s] && m_items.clocks[s]->sceneBoundingRect().contains(scenePos)) {
            spot.kind = Spot::Kind::Clock;
            spot.board = core::boardOf(Seat(s));
            spot.seat = Seat(s);
            return spot;
        }
        if (m_items.signalBars[s]) {
            const int button =
                m_items.signalBars[s]->buttonAt(m_items.signalBars[s]->mapFromScene(scenePos));
            if (button < 0) continue;
            spot.kind = Spot::Kind::Signal;
            spot.board = core::boardOf(Seat(s));
            spot.seat = Seat(s);
            spot.signal = core::PartnerSignal(button);
            return spot;
        }
    }
    return spot;
}

std::optional<input::BoardGrid> SceneLayout::boardGrid(Board b) const
{
    const BoardItem *board = m_items.boards[int(b)];
    if (!board) return std::nullopt;
    const qreal side = BoardItem::SquareSize;
    return input::BoardGrid{QTransform::fromScale(side, side) * board->sceneTransform(),
                            board->isFlipped()};
}

QRectF SceneLayout::signalRect(Seat seat, core::PartnerSignal signal) const
{
    const SignalBarItem *bar = m_items.signalBars[int(seat)];
    return bar ? bar->mapRectToScene(bar->buttonRect(signal)) : QRectF();
}

} // namespace ui
