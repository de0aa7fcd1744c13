#pragma once

#include "ui/input/cursorhands.h"
#include "ui/input/hand.h"

#include "core/match/partnersignal.h"

#include <QRectF>

#include <array>
#include <optional>

class QGraphicsScene;

namespace ui {

class BoardItem;
class ClockItem;
class MatchController;
class MessageItem;
class OverlayItem;
class PieceArt;
class PocketItem;
class PromotionItem;
class RulesPanelItem;
class SeatItem;
class SignalBarItem;
class SignalBubbleItem;
class TeamLeadItem;
class TeamLogItem;
struct Theme;

/// The items of a match scene, each null where its match has none: crazyhouse has one board and
/// two seats, without signals, team logs or team lead.
struct SceneItems
{
    std::array<BoardItem *, 2> boards{};
    std::array<PromotionItem *, 2> promotions{};
    std::array<PocketItem *, 4> pockets{};
    std::array<ClockItem *, 4> clocks{};
    std::array<SeatItem *, 4> seats{};
    std::array<MessageItem *, 4> messages{};
    std::array<SignalBarItem *, 4> signalBars{};
    std::array<SignalBubbleItem *, 4> bubbles{};
    std::array<TeamLogItem *, 2> teamLogs{};
    TeamLeadItem *teamLead = nullptr;
    RulesPanelItem *rulesPanel = nullptr;
    OverlayItem *overlay = nullptr;
};

/// Where every item of a match scene goes: it builds them for bughouse (the boards side by side,
/// pockets outside, clocks towards the middle, the rules and team logs between) or crazyhouse (one
/// board, the rules beside it), and says what lies where.
class SceneLayout
{
public:
    SceneLayout(QGraphicsScene *scene, const MatchController *controller, const Theme *theme,
                PieceArt *art);

    /// With signals (the default) the seats get signal bars and bubbles; a replay has none.
    void setWithSignals(bool withSignals) { m_withSignals = withSignals; }
    /// Clears the scene and builds the items of the controller's match (bughouse before a match).
    void rebuild();
    const SceneItems &items() const { return m_items; }
    bool isBughouse() const { return m_bughouse; }
    /// Fits the bughouse centre column to the rules panel's text: call after setting it.
    void layoutCentre();
    /// The boards with their pockets: what the banners cover.
    QRectF boardsRect() const;
    /// What lies under `scenePos` for a hand.
    input::Spot spotAt(QPointF scenePos) const;
    /// `board`'s squares in the scene (none for a board not drawn).
    std::optional<input::BoardGrid> boardGrid(core::Board board) const;
    /// Where `seat`'s button for `signal` lies in the scene (empty without a signal bar).
    QRectF signalRect(core::Seat seat, core::PartnerSignal signal) const;

private:
    void layoutBughouse();
    void layoutCrazyhouse();
    void addSeat(core::Seat seat, QPointF pocketPos, QRectF plate, bool clockLeft,
                 QPointF signalsPos, qreal signalsWidth);
    void addRulesPanel();
    qreal centreWidth() const;
    qreal signalsHeight() const;

    QGraphicsScene *m_scene;
    const MatchController *m_controller;
    const Theme *m_theme;
    PieceArt *m_art;
    bool m_bughouse = true;
    bool m_withSignals = true;
    SceneItems m_items;
};

} // namespace ui
