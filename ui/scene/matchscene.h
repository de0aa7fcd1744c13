#pragma once

#include "pieceart.h"
#include "scenelayout.h"
#include "theme.h"

#include "ui/input/hand.h"

#include "core/match/match.h"
#include "core/match/partnersignal.h"

#include <QGraphicsScene>
#include <QTimer>

#include <array>
#include <optional>

namespace ui {

class MatchController;

namespace input {
class CursorHands;
class InputLayer;
} // namespace input

/// The match as a scene: both boards (A left with White at the bottom, B right with Black at the
/// bottom), four pockets, clocks, name plates (the seat ahead on time on its board says by how
/// much), signals bars, team logs and which team is ahead on time, placed by a SceneLayout. It
/// draws the hands of an input layer it is given (a HandsLayer) and says what lies where; the
/// devices that make those hands are built elsewhere (InputDevices).
class MatchScene : public QGraphicsScene
{
    Q_OBJECT

public:
    /// How long the final positions of a match stay uncovered before the result banner comes.
    static constexpr int FinalPositionsMs = 5000;

    explicit MatchScene(MatchController *controller, QObject *parent = nullptr);
    ~MatchScene() override;

    /// Switches colours (re-renders everything).
    void setTheme(const Theme &theme);
    const Theme &theme() const { return m_theme; }
    /// Re-reads translated texts.
    void retranslate();
    /// A read-only scene shows positions (a replay): no start banner, no input, no signal bars.
    void setReadOnly(bool readOnly);
    bool isReadOnly() const { return m_readOnly; }
    /// What lies under `scenePos` for a hand (Nothing on a read-only scene).
    input::Spot spotAt(QPointF scenePos) const;
    /// Where `board`'s squares lie, for cursors (empty if the board is not drawn).
    std::optional<input::BoardGrid> boardGrid(core::Board board) const;
    /// Where `seat`'s signals bar shows `signal`, for cursors (empty if not drawn).
    QRectF signalRect(core::Seat seat, core::PartnerSignal signal) const;
    /// Draws the hands of `layer` and the cursors of `cursors` from now on (once).
    void drawHands(const input::InputLayer *layer, const input::CursorHands *cursors);
    /// Marks these last moves (per board) instead of the match's own (a replay).
    void setLastMoves(const std::array<core::Move, 2> &moves);
    /// The Size setting's factor: board coordinates and messages grow with it.
    void setTextScale(qreal scale);
    /// With this set, each board's last move gets an arrow (the demo).
    void setArrows(bool arrows);
    /// Shows `text` large for a few seconds on the name plate of `seat`, the seat it concerns (a
    /// refusal, a premove dropped, why a check is not mate; the status line has it too).
    void showMessage(core::Seat seat, const QString &text);
    /// The message shown for `seat` (null for a seat the match does not have).
    MessageItem *messageItem(core::Seat seat) const { return m_items.messages[int(seat)]; }
    /// Shortens the uncovered final positions (tests).
    void setFinalPositionsTime(int ms) { m_finalTimer.setInterval(ms); }
    /// True once the result banner covers the boards after a match's end.
    bool isResultShown() const { return m_resultShown; }

    BoardItem *boardItem(core::Board board) const { return m_items.boards[int(board)]; }
    PocketItem *pocketItem(core::Seat seat) const { return m_items.pockets[int(seat)]; }
    ClockItem *clockItem(core::Seat seat) const { return m_items.clocks[int(seat)]; }
    SeatItem *seatItem(core::Seat seat) const { return m_items.seats[int(seat)]; }
    SignalBarItem *signalBar(core::Seat seat) const { return m_items.signalBars[int(seat)]; }
    SignalBubbleItem *signalBubble(core::Seat seat) const { return m_items.bubbles[int(seat)]; }
    TeamLogItem *teamLog(core::Team team) const { return m_items.teamLogs[int(team)]; }
    /// Which team is ahead on time, between the lower clocks (null in crazyhouse).
    TeamLeadItem *teamLead() const { return m_items.teamLead; }
    PromotionItem *promotionItem(core::Board board = core::Board::A) const
    {
        return m_items.promotions[int(board)];
    }
    OverlayItem *overlay() const { return m_items.overlay; }
    /// The match's rules beside the boards (null before a match).
    RulesPanelItem *rulesPanel() const { return m_items.rulesPanel; }

signals:
    /// A message for the status line (why a move was refused, a signal sent, ...).
    void statusMessage(const QString &text);
    /// The final positions have been shown; the result banner now covers the boards.
    void resultShown();
    /// Every item is about to be deleted and drawn anew (a new match, theme or size).
    void rebuilding();

private:
    void rebuild();
    void refreshBoards();
    void refreshClocks();
    void refreshClock(core::Seat seat);
    void refreshLeads();
    QString teamName(core::Team team) const;
    void refreshOverlay();
    void showResultOnPlates(const core::MatchResult &result);
    void refreshTeamLogs();
    void refreshRulesPanel();
    void onMoveMade(core::Board board);
    void onSignal(core::Seat from, core::PartnerSignal signal);

    MatchController *m_controller;
    Theme m_theme;
    PieceArt m_art;
    SceneLayout m_layout;
    const SceneItems &m_items = m_layout.items(); ///< what m_layout built
    bool m_readOnly = false;
    std::optional<std::array<core::Move, 2>> m_fixedLastMoves;
    std::array<qint64, 4>
        m_leadSeconds{}; // the clocks' whole seconds the leads were worked out from
    qreal m_textScale = 1;
    bool m_arrows = false;
    QTimer m_finalTimer;
    bool m_resultShown = false;
};

} // namespace ui
