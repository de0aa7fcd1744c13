#include "matchscene.h"

#include "boarditem.h"
#include "clockitem.h"
#include "handslayer.h"
#include "messageitem.h"
#include "overlayitem.h"
#include "pocketitem.h"
#include "rulespanelitem.h"
#include "seatitem.h"
#include "signalbaritem.h"
#include "signalbubbleitem.h"
#include "teamleaditem.h"
#include "teamlogitem.h"

#include "ui/match/matchcontroller.h"
#include "ui/match/ruletexts.h"

namespace ui {

using core::Board;
using core::PieceType;
using core::Seat;

MatchScene::MatchScene(MatchController *controller, QObject *parent)
    : QGraphicsScene(parent), m_controller(controller), m_theme(Theme::classic()),
      m_layout(this, controller, &m_theme, &m_art)
{
    setBackgroundBrush(m_theme.background);
    setItemIndexMethod(QGraphicsScene::NoIndex); // few items, most of them repaint together
    connect(controller, &MatchController::premoveDropped, this,
            [this](Seat seat, const QString &why) {
                const QString text =
                    tr("%1's premove was dropped: %2").arg(m_controller->name(seat), why);
                showMessage(seat, text);
                emit statusMessage(text);
            });
    connect(controller, &MatchController::matchReset, this, &MatchScene::rebuild);
    connect(controller, &MatchController::namesChanged, this, &MatchScene::retranslate);
    connect(controller, &MatchController::moveMade, this, [this](Board b) { onMoveMade(b); });
    connect(controller, &MatchController::stateChanged, this, [this] {
        refreshTeamLogs();
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
    m_layout.setWithSignals(!readOnly);
    rebuild();
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
    for (BoardItem *b : m_items.boards)
        if (b) b->setTextScale(scale);
}

void MatchScene::setArrows(bool arrows)
{
    m_arrows = arrows;
    for (BoardItem *b : m_items.boards)
        if (b) b->setArrow(arrows);
}

// On the plate, and where the text needs more, over the seat's signal bar beyond it: the squares,
// pockets and clocks stay in sight.
void MatchScene::showMessage(Seat seat, const QString &text)
{
    MessageItem *message = m_items.messages[int(seat)];
    if (!message) return;
    const QRectF plate = m_items.seats[int(seat)]->sceneBoundingRect();
    QRectF room = plate;
    if (const SignalBarItem *bar = m_items.signalBars[int(seat)]) {
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
        if (m_items.seats[int(seat)]) {
            m_items.seats[int(seat)]->setLabel(
                MatchController::seatLabel(seat, m_layout.isBughouse()));
            m_items.seats[int(seat)]->setName(m_controller->name(seat));
        }
        if (m_items.signalBars[int(seat)]) m_items.signalBars[int(seat)]->retranslate();
    }
    refreshTeamLogs();
    refreshRulesPanel();
    if (m_items.teamLead) m_items.teamLead->retranslate();
    refreshLeads(); // the team ahead is named
    if (match) refreshOverlay();
}

void MatchScene::rebuild()
{
    emit rebuilding();  // first: the hands layer deletes the held pieces itself
    m_layout.rebuild(); // deletes every item
    refreshRulesPanel();
    for (BoardItem *board : m_items.boards) {
        if (!board) continue;
        board->setTextScale(m_textScale);
        board->setArrow(m_arrows);
    }
    m_finalTimer.stop();
    m_resultShown = false;

    refreshBoards();
    refreshClocks();
    refreshTeamLogs();
    refreshOverlay();
}

void MatchScene::refreshBoards()
{
    const core::Match *match = m_controller->match();
    for (int b = 0; b < 2; ++b) {
        if (!m_items.boards[b]) continue;
        const core::Position *pos = match ? &m_controller->shownBoard(Board(b)) : nullptr;
        m_items.boards[b]->setPosition(pos);
        core::Move last;
        if (m_fixedLastMoves)
            last = (*m_fixedLastMoves)[b];
        else if (const auto pending = m_controller->pendingMove(Board(b)); match && pending)
            last = *pending;
        else if (match)
            for (auto it = match->events().rbegin(); it != match->events().rend(); ++it)
                if (it->kind == core::MatchEvent::Kind::Move &&
                    core::boardOf(it->seat) == Board(b)) {
                    last = it->move;
                    break;
                }
        m_items.boards[b]->setLastMove(last);
    }
    for (int s = 0; s < 4; ++s) {
        if (!m_items.pockets[s]) continue;
        m_items.pockets[s]->setPosition(match ? &m_controller->shownBoard(core::boardOf(Seat(s)))
                                              : nullptr);
        m_items.seats[s]->setToMove(match && match->isStarted() && !match->isOver() &&
                                    match->isToMove(Seat(s)));
    }
}

void MatchScene::refreshClock(Seat seat)
{
    ClockItem *clock = m_items.clocks[int(seat)];
    const core::Match *match = m_controller->match();
    if (!clock || !match) return;
    const bool running = match->isStarted() && !match->isOver() && match->isToMove(seat);
    clock->setState(m_controller->clocks().text(seat),
                    ClockModel::describe(match->timeLeft(seat, m_controller->clocks().now())),
                    running, m_controller->clocks().isLow(seat), match->isPaused());
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
        if (m_items.seats[int(seat)])
            m_items.seats[int(seat)]->setLead(lead > 0 ? ClockModel::formatLead(lead) : QString());
    }
    if (!m_items.teamLead) return;
    const qint64 lead = teams[0] - teams[1];
    const core::Team ahead = lead < 0 ? core::Team::Two : core::Team::One;
    m_items.teamLead->setLead(lead ? teamName(ahead) : QString(), m_theme.team[int(ahead)],
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
    if (!m_items.overlay) return;
    if (match && match->isOver()) {
        const auto &r = *match->result();
        showResultOnPlates(r);
        // First the final positions, uncovered; then the banner.
        if (!m_resultShown && !m_readOnly) {
            if (!m_finalTimer.isActive()) m_finalTimer.start();
            m_items.overlay->showMessage({}, {}, {}, {});
            return;
        }
        QString title;
        if (const auto team = r.winner()) {
            const Seat first = *team == core::Team::One ? Seat::WhiteA : Seat::BlackA;
            title = m_layout.isBughouse() ? tr("%1 & %2 win")
                                                .arg(m_controller->name(first),
                                                     m_controller->name(core::partnerOf(first)))
                                          : tr("%1 wins").arg(m_controller->name(first));
        } else {
            title = r.outcome == core::MatchResult::Outcome::Aborted ? tr("Aborted") : tr("Draw");
        }
        m_items.overlay->showMessage(m_layout.boardsRect(), title, m_controller->resultText(),
                                     tr("New match: Ctrl+N    Rematch: Ctrl+R"));
    } else if (match && !match->isStarted() && !m_readOnly) {
        m_items.overlay->showMessage(m_layout.boardsRect(), tr("Ready"),
                                     tr("All clocks start together."),
                                     tr("Click or press Space to start"));
    } else if (match && match->isPaused()) {
        m_items.overlay->showMessage(m_layout.boardsRect(), tr("Paused"),
                                     tr("The clocks are stopped."), tr("Resume: Ctrl+P"));
    } else {
        m_items.overlay->showMessage({}, {}, {}, {});
    }
}

// Each plate says how the match ended for its seat, in the colour of a win or a loss.
void MatchScene::showResultOnPlates(const core::MatchResult &r)
{
    using Outcome = SeatItem::Outcome;
    const auto winner = r.winner();
    for (int s = 0; s < 4; ++s) {
        if (!m_items.seats[s]) continue;
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
        m_items.seats[s]->setResult(text, !winner                         ? Outcome::Neither
                                          : core::teamOf(seat) == *winner ? Outcome::Won
                                                                          : Outcome::Lost);
    }
}

void MatchScene::refreshTeamLogs()
{
    if (!m_layout.isBughouse()) return;
    for (core::Team team : {core::Team::One, core::Team::Two}) {
        if (!m_items.teamLogs[int(team)]) continue;
        QStringList lines;
        for (const auto &e : m_controller->signalLog(team))
            lines << tr("%1: %2").arg(m_controller->name(e.from),
                                      MatchController::signalText(e.signal));
        m_items.teamLogs[int(team)]->setLines(teamName(team), m_theme.team[int(team)], lines,
                                              tr("Partner signals appear here."));
    }
}

void MatchScene::refreshRulesPanel()
{
    const core::Match *match = m_controller->match();
    if (!m_items.rulesPanel || !match) return;
    const core::Rules &rules = match->config().rules;
    m_items.rulesPanel->setText(RuleTexts::setName(core::ruleSetOf(rules)),
                                RuleTexts::lines(rules, match->config().mode));
    m_layout.layoutCentre();
}

void MatchScene::onMoveMade(Board board)
{
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
    if (SignalBubbleItem *bubble = m_items.bubbles[int(to)]) {
        const PieceType piece = core::neededPiece(signal);
        bubble->showSignal(m_controller->name(from), MatchController::signalText(signal),
                           m_theme.team[int(core::teamOf(from))],
                           piece == PieceType::None ? core::Piece::None
                                                    : core::makePiece(core::colorOf(to), piece));
    }
    refreshTeamLogs();
}

input::Spot MatchScene::spotAt(QPointF scenePos) const
{
    return m_readOnly ? input::Spot() : m_layout.spotAt(scenePos);
}

std::optional<input::BoardGrid> MatchScene::boardGrid(Board board) const
{
    return m_layout.boardGrid(board);
}

QRectF MatchScene::signalRect(Seat seat, core::PartnerSignal signal) const
{
    return m_layout.signalRect(seat, signal);
}

void MatchScene::drawHands(const input::InputLayer *layer, const input::CursorHands *cursors)
{
    new HandsLayer(this, m_controller, &m_art, layer, cursors); // a child of the scene
}

} // namespace ui
