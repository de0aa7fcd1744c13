#include "matchscene.h"

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

#include "ui/match/matchcontroller.h"
#include "ui/match/ruletexts.h"

#include "ui/input/cursorhands.h"
#include "ui/input/inputlayer.h"
#include "ui/input/keyboardinput.h"

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
// How far down beside the boards the bughouse rules panel reaches: room for a rule set's options
// in letters that can still be read on a laptop.
constexpr qreal RulesReach = BoardSide * 7 / 16;
constexpr qreal PlateGap = 10;

// A held piece under its pointer or key cursor; `lift` raises it above a finger.
class DragItem : public QGraphicsItem
{
public:
    DragItem(PieceArt *art, core::Piece piece, qreal scale, qreal lift) : m_art(art), m_piece(piece), m_lift(lift)
    {
        setZValue(100);
        setScale(scale);
        setAcceptedMouseButtons(Qt::NoButton);
    }
    QRectF boundingRect() const override { return QRectF(-55, -55 - m_lift, 110, 110); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        m_art->paint(painter, m_piece, boundingRect());
    }

private:
    PieceArt *m_art;
    core::Piece m_piece;
    qreal m_lift;
};

} // namespace

MatchScene::MatchScene(MatchController *controller, QObject *parent)
    : QGraphicsScene(parent), m_controller(controller), m_theme(Theme::classic()),
      m_input(new input::InputLayer(controller, this)),
      m_cursors(new input::CursorHands(
          m_input, controller,
          [this](Board b) -> std::optional<input::BoardGrid> {
              const BoardItem *board = m_boards[int(b)];
              if (!board) return std::nullopt;
              const qreal side = BoardItem::SquareSize;
              return input::BoardGrid{QTransform::fromScale(side, side) * board->sceneTransform(), board->isFlipped()};
          },
          [this](Seat seat, core::PartnerSignal signal) {
              const SignalBarItem *bar = m_signalBars[int(seat)];
              return bar ? bar->mapRectToScene(bar->buttonRect(signal)) : QRectF();
          },
          this)),
      m_keyboard(new input::KeyboardInput(m_cursors, controller, this))
{
    setBackgroundBrush(m_theme.background);
    setItemIndexMethod(QGraphicsScene::NoIndex); // few items, most of them repaint together
    connect(m_input, &input::InputLayer::handsChanged, this, &MatchScene::syncHands);
    connect(m_input, &input::InputLayer::statusMessage, this, &MatchScene::statusMessage);
    connect(m_input, &input::InputLayer::refused, this, [this](Seat seat, const QString &why) {
        showMessage(seat, why);
        emit statusMessage(why);
    });
    connect(m_cursors, &input::CursorHands::cursorsChanged, this, &MatchScene::syncCursors);
    connect(m_cursors, &input::CursorHands::statusMessage, this, &MatchScene::statusMessage);
    connect(controller, &MatchController::premovesChanged, this, &MatchScene::syncPremoves);
    connect(controller, &MatchController::premoveDropped, this, [this](Seat seat, const QString &why) {
        const QString text = tr("%1's premove was dropped: %2").arg(m_controller->name(seat), why);
        showMessage(seat, text);
        emit statusMessage(text);
    });
    connect(controller, &MatchController::matchReset, this, &MatchScene::rebuild);
    connect(controller, &MatchController::namesChanged, this, &MatchScene::retranslate);
    connect(controller, &MatchController::moveMade, this, [this](Board b) { onMoveMade(b); });
    connect(controller, &MatchController::stateChanged, this, [this] {
        refreshTeamLogs();
        for (Board b : {Board::A, Board::B})
            if (!m_controller->canMove(b)) m_input->clearBoard(b);
        refreshClocks();
        refreshBoards();
        refreshOverlay();
    });
    connect(controller, &MatchController::signalSent, this, &MatchScene::onSignal);
    connect(controller, &MatchController::pendingChanged, this, [this] {
        refreshBoards();
        refreshClocks();
    });
    connect(&controller->clocks(), &ClockModel::displayChanged, this, [this](Seat seat) {
        refreshClock(seat);
        // With the digits, no wake-up of their own; only whole seconds move them, so a tick of
        // tenths, or the second clock of the same tick, leaves them be.
        for (int s = 0; s < 4; ++s)
            if (m_controller->clocks().shownSeconds(Seat(s)) != m_leadSeconds[s]) {
                refreshLeads();
                break;
            }
    });
    m_finalTimer.setSingleShot(true);
    m_finalTimer.setInterval(FinalPositionsMs);
    connect(&m_finalTimer, &QTimer::timeout, this, [this] {
        m_resultShown = true;
        refreshOverlay();
        emit resultShown();
    });
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

void MatchScene::setTextScale(qreal scale)
{
    m_textScale = scale;
    const qreal growth = std::clamp(scale, qreal(1), Theme::MaxTextGrowth);
    if (!qFuzzyCompare(growth, m_theme.textGrowth)) {
        m_theme.textGrowth = growth;
        rebuild(); // the signal bars may take two rows, the centre column other heights
    }
    for (BoardItem *b : m_boards)
        if (b) b->setTextScale(scale);
}

void MatchScene::setArrows(bool arrows)
{
    m_arrows = arrows;
    for (BoardItem *b : m_boards)
        if (b) b->setArrow(arrows);
}

// On the plate, and where the text needs more, over the seat's signal bar beyond it: the squares,
// pockets and clocks stay in sight.
void MatchScene::showMessage(Seat seat, const QString &text)
{
    MessageItem *message = m_messages[int(seat)];
    if (!message) return;
    const QRectF plate = m_seats[int(seat)]->sceneBoundingRect();
    QRectF room = plate;
    if (const SignalBarItem *bar = m_signalBars[int(seat)]) {
        room |= bar->sceneBoundingRect();
        room.setLeft(plate.left());
        room.setRight(plate.right());
    }
    message->showText(plate, room, text);
}

void MatchScene::retranslate()
{
    const core::Match *match = m_controller->match();
    for (Seat seat : {Seat::WhiteA, Seat::BlackA, Seat::WhiteB, Seat::BlackB}) {
        if (m_seats[int(seat)]) {
            m_seats[int(seat)]->setLabel(MatchController::seatLabel(seat, m_bughouse));
            m_seats[int(seat)]->setName(m_controller->name(seat));
        }
        if (m_signalBars[int(seat)]) m_signalBars[int(seat)]->retranslate();
    }
    refreshTeamLogs();
    refreshRulesPanel();
    if (m_teamLead) m_teamLead->retranslate();
    refreshLeads(); // the team ahead is named
    if (match) refreshOverlay();
}

void MatchScene::rebuild()
{
    m_input->reset();
    m_cursors->reset();
    m_dragItems.clear();
    clear(); // deletes every item
    m_boards = {};
    m_pockets = {};
    m_clocks = {};
    m_seats = {};
    m_signalBars = {};
    m_bubbles = {};
    m_teamLogs = {};
    m_teamLead = nullptr;
    m_rulesPanel = nullptr;

    const core::Match *match = m_controller->match();
    m_bughouse = !match || match->config().mode == core::MatchMode::Bughouse;
    if (m_bughouse) layoutBughouse();
    else layoutCrazyhouse();
    addRulesPanel();

    m_promotions = {};
    for (int b = 0; b < 2; ++b) {
        if (!m_boards[b]) continue;
        m_promotions[b] = new PromotionItem(&m_theme, &m_art);
        addItem(m_promotions[b]);
    }
    for (BoardItem *board : m_boards) {
        if (!board) continue;
        board->setTextScale(m_textScale);
        board->setArrow(m_arrows);
    }
    m_messages = {};
    for (int s = 0; s < 4; ++s) {
        if (!m_seats[s]) continue;
        m_messages[s] = new MessageItem(&m_theme);
        m_messages[s]->setZValue(110); // over held pieces (100) and choosers: it covers no square
        addItem(m_messages[s]);
    }
    m_overlay = new OverlayItem(&m_theme);
    m_overlay->setZValue(80);
    addItem(m_overlay);
    m_finalTimer.stop();
    m_resultShown = false;

    refreshBoards();
    refreshClocks();
    refreshTeamLogs();
    refreshOverlay();
}

void MatchScene::addSeat(Seat seat, QPointF pocketPos, QRectF plate, bool clockLeft, QPointF signalsPos,
                         qreal signalsWidth)
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
    name->setLabel(MatchController::seatLabel(seat, m_bughouse));
    addItem(name);
    m_seats[int(seat)] = name;

    if (!m_bughouse) return;
    auto *bar = new SignalBarItem(&m_theme, &m_art, signalsWidth, core::colorOf(seat));
    bar->setPos(signalsPos);
    addItem(bar);
    m_signalBars[int(seat)] = bar;

    // Over the name plate: no square, pocket or clock is covered.
    auto *bubble = new SignalBubbleItem(&m_theme, &m_art, QSizeF(plateWidth, SeatItem::Height));
    bubble->setPos(name->pos());
    bubble->setZValue(60);
    addItem(bubble);
    m_bubbles[int(seat)] = bubble;
}

void MatchScene::layoutBughouse()
{
    const qreal signalsHeight = SignalBarItem::height(&m_theme, SideWidth);
    const qreal plateTop = signalsHeight + Gap;
    const qreal boardTop = plateTop + SeatItem::Height + Gap;
    const qreal boardBottom = boardTop + BoardSide;
    const qreal lowerPlate = boardBottom + Gap;
    const qreal lowerSignals = lowerPlate + SeatItem::Height + Gap;
    const qreal leftBoard = PocketItem::Width + PocketGap;
    const qreal rightSide = SideWidth + CentreWidth;
    const qreal width = 2 * SideWidth + CentreWidth;
    const qreal pocketHalf = core::PocketTypes * PocketItem::SlotHeight;

    auto *boardA = new BoardItem(&m_theme, &m_art, false);
    boardA->setPos(leftBoard, boardTop);
    addItem(boardA);
    auto *boardB = new BoardItem(&m_theme, &m_art, true);
    boardB->setPos(rightSide, boardTop);
    addItem(boardB);
    m_boards = {boardA, boardB};

    // Pockets on the outer edges, clocks towards the middle, where all four can be compared.
    addSeat(Seat::BlackA, {0, boardTop}, {0, plateTop, SideWidth, SeatItem::Height}, false, {0, 0}, SideWidth);
    addSeat(Seat::WhiteA, {0, boardBottom - pocketHalf}, {0, lowerPlate, SideWidth, SeatItem::Height}, false,
            {0, lowerSignals}, SideWidth);
    addSeat(Seat::WhiteB, {width - PocketItem::Width, boardTop}, {rightSide, plateTop, SideWidth, SeatItem::Height},
            true, {rightSide, 0}, SideWidth);
    addSeat(Seat::BlackB, {width - PocketItem::Width, boardBottom - pocketHalf},
            {rightSide, lowerPlate, SideWidth, SeatItem::Height}, true, {rightSide, lowerSignals}, SideWidth);

    // The centre column: the rules panel (addRulesPanel()), then a team log each (layoutCentre()).
    for (core::Team team : {core::Team::Two, core::Team::One}) {
        auto *log = new TeamLogItem(&m_theme, QSizeF(CentreWidth - 2 * PocketGap, BoardSide / 4));
        addItem(log);
        m_teamLogs[int(team)] = log;
    }
    // Between the lower clocks, down to the signal bars' bottom.
    m_teamLead = new TeamLeadItem(&m_theme, QSizeF(CentreWidth - PocketGap, lowerSignals + signalsHeight - lowerPlate));
    m_teamLead->setPos(SideWidth + PocketGap / 2, lowerPlate);
    addItem(m_teamLead);
    setSceneRect(-Gap, -Gap, width + 2 * Gap, lowerSignals + signalsHeight + 2 * Gap);
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
    addSeat(Seat::BlackA, {0, boardTop}, {0, 0, SideWidth, SeatItem::Height}, false, {}, 0);
    addSeat(Seat::WhiteA, {0, boardBottom - pocketHalf}, {0, boardBottom + Gap, SideWidth, SeatItem::Height}, false,
            {}, 0);
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
    refreshLeads();
}

// From the seconds the clocks show, so that the leads are what the players would work out.
void MatchScene::refreshLeads()
{
    const core::Match *match = m_controller->match();
    if (!match) return;
    const ClockModel &clocks = m_controller->clocks();
    for (int s = 0; s < 4; ++s) m_leadSeconds[s] = clocks.shownSeconds(Seat(s));
    std::array<qint64, 2> teams{};
    for (Seat seat : match->seats()) {
        teams[int(core::teamOf(seat))] += clocks.shownSeconds(seat);
        const qint64 lead = clocks.shownSeconds(seat) - clocks.shownSeconds(core::opponentOf(seat));
        if (m_seats[int(seat)]) m_seats[int(seat)]->setLead(lead > 0 ? ClockModel::formatLead(lead) : QString());
    }
    if (!m_teamLead) return;
    const qint64 lead = teams[0] - teams[1];
    const core::Team ahead = lead < 0 ? core::Team::Two : core::Team::One;
    m_teamLead->setLead(lead ? teamName(ahead) : QString(), m_theme.team[int(ahead)],
                        lead ? ClockModel::formatLead(std::abs(lead)) : QString());
}

QString MatchScene::teamName(core::Team team) const
{
    const Seat first = team == core::Team::One ? Seat::WhiteA : Seat::BlackA;
    return tr("%1 & %2").arg(m_controller->name(first), m_controller->name(core::partnerOf(first)));
}

void MatchScene::refreshOverlay()
{
    const core::Match *match = m_controller->match();
    if (!m_overlay) return;
    if (match && match->isOver()) {
        const auto &r = *match->result();
        showResultOnPlates(r);
        // First the final positions, uncovered; then the banner.
        if (!m_resultShown && !m_readOnly) {
            if (!m_finalTimer.isActive()) m_finalTimer.start();
            m_overlay->showMessage({}, {}, {}, {});
            return;
        }
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

// Each plate says how the match ended for its seat, in the colour of a win or a loss.
void MatchScene::showResultOnPlates(const core::MatchResult &r)
{
    using Outcome = SeatItem::Outcome;
    const auto winner = r.winner();
    for (int s = 0; s < 4; ++s) {
        if (!m_seats[s]) continue;
        const Seat seat = Seat(s);
        QString text;
        if (!winner) {
            text = r.outcome == core::MatchResult::Outcome::Aborted ? tr("Aborted") : tr("Draw");
        } else if (core::teamOf(seat) == *winner) {
            text = tr("Wins");
        } else if (seat == r.seat || seat == r.alsoFlagged) {
            switch (r.reason) {
            case core::EndReason::Checkmate: text = tr("Checkmated"); break;
            case core::EndReason::Flag: text = tr("Lost on time"); break;
            case core::EndReason::Resignation: text = tr("Resigned"); break;
            default: text = tr("Loses"); break;
            }
        } else {
            text = tr("Loses");
        }
        m_seats[s]->setResult(text, !winner ? Outcome::Neither : core::teamOf(seat) == *winner ? Outcome::Won : Outcome::Lost);
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
        m_teamLogs[int(team)]->setLines(teamName(team), m_theme.team[int(team)], lines, tr("Partner signals appear here."));
    }
}

// Bughouse: between the two upper name plates; crazyhouse: beside the board, widening the scene.
void MatchScene::addRulesPanel()
{
    if (!m_controller->match()) return;
    const QRectF place = m_bughouse
                             ? QRectF(SideWidth + PocketGap / 2, 0, CentreWidth - PocketGap,
                                      SignalBarItem::height(&m_theme, SideWidth) + Gap + SeatItem::Height + RulesReach)
                             : QRectF(SideWidth + Gap, SeatItem::Height + Gap, CentreWidth, BoardSide / 3);
    m_rulesPanel = new RulesPanelItem(&m_theme, place.size());
    m_rulesPanel->setPos(place.topLeft());
    addItem(m_rulesPanel);
    if (!m_bughouse) setSceneRect(sceneRect().united(place.adjusted(0, 0, Gap, 0)));
    refreshRulesPanel();
}

// Bughouse: the rules panel as tall as its text needs at its largest letters, from the top down
// beside the boards, at most RulesReach; the team logs share the rest.
void MatchScene::layoutCentre()
{
    if (!m_bughouse || !m_rulesPanel || !m_teamLogs[0] || !m_boards[0]) return;
    const qreal boardTop = m_boards[0]->pos().y();
    const qreal boardBottom = boardTop + BoardSide;
    const qreal width = m_rulesPanel->boundingRect().width();
    // At least half the reach: on a laptop the letters are at their readable minimum, larger
    // than the largest the height is worked out for.
    const qreal panel = std::clamp(m_rulesPanel->neededHeight(width), boardTop + RulesReach / 2 - Gap, boardTop + RulesReach - Gap);
    m_rulesPanel->setSize(QSizeF(width, panel));
    const qreal logHeight = (boardBottom - panel - 2 * Gap) / 2;
    for (core::Team team : {core::Team::Two, core::Team::One}) {
        TeamLogItem *log = m_teamLogs[int(team)];
        log->setSize(QSizeF(log->boundingRect().width(), logHeight));
        log->setPos(SideWidth + PocketGap, team == core::Team::Two ? panel + Gap : boardBottom - logHeight);
    }
}

void MatchScene::refreshRulesPanel()
{
    const core::Match *match = m_controller->match();
    if (!m_rulesPanel || !match) return;
    const core::Rules &rules = match->config().rules;
    m_rulesPanel->setText(RuleTexts::setName(core::ruleSetOf(rules)), RuleTexts::lines(rules, match->config().mode));
    layoutCentre();
}

void MatchScene::onMoveMade(Board board)
{
    m_input->boardMoved(board);
    refreshBoards();
    refreshClocks();
    refreshOverlay();
    // A check that looks like mate and is not: said where the players look, not only below.
    if (const QString waiting = m_controller->waitingText(board); !waiting.isEmpty())
        showMessage(m_controller->seatToMove(board), waiting);
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

input::Spot MatchScene::spotAt(QPointF scenePos) const
{
    using input::Spot;
    Spot spot;
    if (m_readOnly) return spot;
    for (int b = 0; b < 2; ++b) // an open chooser lies on top of its board
        if (m_promotions[b] && m_promotions[b]->choiceAt(scenePos) != PieceType::None) {
            spot.kind = Spot::Kind::Promotion;
            spot.board = Board(b);
            spot.piece = m_promotions[b]->choiceAt(scenePos);
            return spot;
        }
    for (int b = 0; b < 2; ++b)
        if (m_boards[b] && m_boards[b]->sceneBoundingRect().contains(scenePos)) {
            spot.kind = Spot::Kind::Square;
            spot.board = Board(b);
            spot.square = m_boards[b]->squareAt(m_boards[b]->mapFromScene(scenePos));
            return spot;
        }
    for (int s = 0; s < 4; ++s) {
        if (m_pockets[s] && m_pockets[s]->sceneBoundingRect().contains(scenePos)) {
            spot.kind = Spot::Kind::Pocket;
            spot.board = core::boardOf(Seat(s));
            spot.seat = Seat(s);
            spot.piece = m_pockets[s]->slotAt(m_pockets[s]->mapFromScene(scenePos));
            return spot;
        }
        if (m_clocks[s] && m_clocks[s]->sceneBoundingRect().contains(scenePos)) {
            spot.kind = Spot::Kind::Clock;
            spot.board = core::boardOf(Seat(s));
            spot.seat = Seat(s);
            return spot;
        }
        if (m_signalBars[s]) {
            const int button = m_signalBars[s]->buttonAt(m_signalBars[s]->mapFromScene(scenePos));
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

void MatchScene::setAlwaysQueen(bool always)
{
    m_input->setAlwaysQueen(always);
}

void MatchScene::clearDragItems()
{
    for (QGraphicsItem *item : std::as_const(m_dragItems)) {
        removeItem(item);
        delete item;
    }
    m_dragItems.clear();
}

// Draws what the input layer's hands hold: marks on the boards and pockets, the pieces that follow
// a pointer or a key cursor (a touched one lifted above the finger), and the promotion choosers.
void MatchScene::syncHands()
{
    using input::HandKind;
    for (int b = 0; b < 2; ++b) {
        if (!m_boards[b]) continue;
        const input::Hand *h = m_input->holder(Board(b));
        if (h) {
            core::Bitboard targets = 0;
            for (const core::Move &m : h->moves) targets |= core::bit(m.to);
            m_boards[b]->setHeld(h->from, targets, h->dragging, h->id.kind == HandKind::Touch ? h->over : Square::None);
        } else {
            m_boards[b]->clearHeld();
        }
        PromotionItem *chooser = m_promotions[b];
        if (const auto &p = m_input->promotion(Board(b))) {
            if (!chooser->isVisible()) {
                const QRectF target = m_boards[b]->mapRectToScene(m_boards[b]->squareRect(p->to));
                chooser->open(p->color, target.topLeft(), target.top() < m_boards[b]->sceneBoundingRect().center().y(),
                              m_controller->match()->board(Board(b)).rules().promotions);
            }
            chooser->setHighlighted(p->hand.kind == HandKind::Keys ? p->highlighted : PieceType::None);
        } else {
            chooser->setVisible(false);
        }
    }
    for (int s = 0; s < 4; ++s) {
        if (!m_pockets[s]) continue;
        const input::Hand *h = m_input->holder(core::boardOf(Seat(s)));
        const bool mine = h && h->dropType != PieceType::None && core::colorOf(h->piece) == m_pockets[s]->color();
        m_pockets[s]->setHeld(mine ? h->dropType : PieceType::None);
    }
    QMap<input::HandId, QGraphicsItem *> kept;
    for (const input::Hand &h : m_input->hands()) {
        if (!h.dragging) continue;
        QGraphicsItem *item = m_dragItems.take(h.id);
        if (!item) {
            const bool touch = h.id.kind == HandKind::Touch;
            item = new DragItem(&m_art, h.piece, touch ? 1.3 : 1.0, touch ? 75 : 0);
            addItem(item);
        }
        item->setPos(h.pos);
        kept.insert(h.id, item);
    }
    clearDragItems();
    m_dragItems = kept;
}

// Keyboard blocks draw in their own colours, gamepads in their seat's team colour; a cursor on a
// signal bar is drawn there instead of on its board.
void MatchScene::syncCursors()
{
    std::array<std::optional<core::PartnerSignal>, 4> chosen;
    std::array<QColor, 4> chosenColors;
    for (int b = 0; b < 2; ++b) {
        if (!m_boards[b]) continue;
        QList<BoardItem::KeyCursor> cursors;
        for (const input::CursorHands::Cursor &c : m_cursors->cursors()) {
            if (!c.visible || c.board != Board(b)) continue;
            const auto seat = m_input->ownSeat(c.hand);
            const QColor color = c.hand.kind == input::HandKind::Keys ? m_theme.cursor[c.hand.index % 2]
                                 : seat                               ? m_theme.team[int(core::teamOf(*seat))]
                                                                      : m_theme.text;
            if (c.signalSeat) {
                chosen[int(*c.signalSeat)] = c.signal;
                chosenColors[int(*c.signalSeat)] = color;
            } else {
                cursors.append({c.square, color});
            }
        }
        m_boards[b]->setKeyCursors(cursors);
    }
    for (int s = 0; s < 4; ++s)
        if (m_signalBars[s]) m_signalBars[s]->setChosen(chosen[s], chosenColors[s]);
}

void MatchScene::syncPremoves()
{
    for (int b = 0; b < 2; ++b) {
        if (!m_boards[b]) continue;
        QList<BoardItem::Ghost> ghosts;
        for (Seat seat : {core::seatAt(Board(b), core::Color::White), core::seatAt(Board(b), core::Color::Black)}) {
            const auto &p = m_controller->premove(seat);
            if (!p) continue;
            const core::PieceType type = p->drop != PieceType::None
                                             ? p->drop
                                             : core::typeOf(m_controller->match()->board(Board(b)).pieceAt(p->from));
            ghosts.append({p->from, p->to, core::makePiece(core::colorOf(seat), type)});
        }
        m_boards[b]->setGhosts(ghosts);
    }
}

namespace {

// Mouse events that Qt made from touch points: the TouchInput has played those already.
bool synthesized(const QGraphicsSceneMouseEvent *event)
{
    return event->source() != Qt::MouseEventNotSynthesized;
}

constexpr input::HandId MouseHand{input::HandKind::Mouse, 0};
constexpr qreal MouseSlop = 8;

} // namespace

void MatchScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_readOnly || event->button() != Qt::LeftButton || synthesized(event)) {
        QGraphicsScene::mousePressEvent(event);
        return;
    }
    const input::Spot spot = spotAt(event->scenePos());
    if (spot.kind != input::Spot::Kind::Nothing) m_cursors->hideOn(spot.board);
    m_input->press(MouseHand, spot, event->scenePos());
}

void MatchScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    const input::Hand *held = m_input->hand(MouseHand);
    if (held && held->dragging && !synthesized(event)) {
        m_input->move(MouseHand, spotAt(event->scenePos()), event->scenePos(), MouseSlop);
        return;
    }
    QGraphicsScene::mouseMoveEvent(event);
}

void MatchScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || synthesized(event) || !m_input->hand(MouseHand)) {
        QGraphicsScene::mouseReleaseEvent(event);
        return;
    }
    m_input->release(MouseHand, spotAt(event->scenePos()));
}

void MatchScene::keyPressEvent(QKeyEvent *event)
{
    if (m_readOnly) {
        QGraphicsScene::keyPressEvent(event);
        return;
    }
    if (event->key() == Qt::Key_Escape) { // puts back what the mouse and fingers hold
        m_input->cancelAll(input::HandKind::Mouse);
        m_input->cancelAll(input::HandKind::Touch);
        return;
    }
    if (m_keyboard->keyPress(event)) return;
    QGraphicsScene::keyPressEvent(event);
}

} // namespace ui
