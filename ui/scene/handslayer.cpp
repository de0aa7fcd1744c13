#include "handslayer.h"

#include "boarditem.h"
#include "matchscene.h"
#include "pieceart.h"
#include "pocketitem.h"
#include "promotionitem.h"
#include "signalbaritem.h"

#include "ui/match/matchcontroller.h"

#include "ui/input/cursorhands.h"
#include "ui/input/inputlayer.h"

#include <QGraphicsItem>

namespace ui {

using core::Board;
using core::PieceType;
using core::Seat;
using core::Square;

namespace {

// A held piece under its pointer or key cursor; `lift` raises it above a finger.
class DragItem : public QGraphicsItem
{
public:
    DragItem(PieceArt *art, core::Piece piece, qreal scale, qreal lift)
        : m_art(art), m_piece(piece), m_lift(lift)
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

HandsLayer::HandsLayer(MatchScene *scene, const MatchController *controller, PieceArt *art,
                       const input::InputLayer *layer, const input::CursorHands *cursors)
    : QObject(scene), m_scene(scene), m_controller(controller), m_art(art), m_layer(layer),
      m_cursors(cursors)
{
    connect(layer, &input::InputLayer::handsChanged, this, &HandsLayer::syncHands);
    connect(cursors, &input::CursorHands::cursorsChanged, this, &HandsLayer::syncCursors);
    connect(controller, &MatchController::premovesChanged, this, &HandsLayer::syncPremoves);
    // The scene is about to delete every item, the pieces that follow a hand too.
    connect(scene, &MatchScene::rebuilding, this, [this] { m_dragItems.clear(); });
}

void HandsLayer::clearDragItems()
{
    for (QGraphicsItem *item : std::as_const(m_dragItems)) {
        m_scene->removeItem(item);
        delete item;
    }
    m_dragItems.clear();
}

// Marks on the boards and pockets, the pieces that follow a pointer or a key cursor (a touched one
// lifted above the finger), and the promotion choosers.
void HandsLayer::syncHands()
{
    using input::HandKind;
    for (int b = 0; b < 2; ++b) {
        BoardItem *board = m_scene->boardItem(Board(b));
        if (!board) continue;
        const input::Hand *h = m_layer->holder(Board(b));
        if (h) {
            core::Bitboard targets = 0;
            for (const core::Move &m : h->moves) targets |= core::bit(m.to);
            board->setHeld(h->from, targets, h->dragging,
                           h->id.kind == HandKind::Touch ? h->over : Square::None);
        } else {
            board->clearHeld();
        }
        PromotionItem *chooser = m_scene->promotionItem(Board(b));
        if (const auto &p = m_layer->promotion(Board(b))) {
            if (!chooser->isVisible()) {
                const QRectF target = board->mapRectToScene(board->squareRect(p->to));
                chooser->open(p->color, target.topLeft(),
                              target.top() < board->sceneBoundingRect().center().y(),
                              m_controller->match()->board(Board(b)).rules().promotions);
            }
            chooser->setHighlighted(p->hand.kind == HandKind::Keys ? p->highlighted
                                                                   : PieceType::None);
        } else {
            chooser->setVisible(false);
        }
    }
    for (int s = 0; s < 4; ++s) {
        PocketItem *pocket = m_scene->pocketItem(Seat(s));
        if (!pocket) continue;
        const input::Hand *h = m_layer->holder(core::boardOf(Seat(s)));
        const bool mine =
            h && h->dropType != PieceType::None && core::colorOf(h->piece) == pocket->color();
        pocket->setHeld(mine ? h->dropType : PieceType::None);
    }
    QMap<input::HandId, QGraphicsItem *> kept;
    for (const input::Hand &h : m_layer->hands()) {
        if (!h.dragging) continue;
        QGraphicsItem *item = m_dragItems.take(h.id);
        if (!item) {
            const bool touch = h.id.kind == HandKind::Touch;
            item = new DragItem(m_art, h.piece, touch ? 1.3 : 1.0, touch ? 75 : 0);
            m_scene->addItem(item);
        }
        item->setPos(h.pos);
        kept.insert(h.id, item);
    }
    clearDragItems();
    m_dragItems = kept;
}

// Keyboard blocks draw in their own colours, gamepads in their seat's team colour; a cursor on a
// signal bar is drawn there instead of on its board.
void HandsLayer::syncCursors()
{
    const Theme &theme = m_scene->theme();
    std::array<std::optional<core::PartnerSignal>, 4> chosen;
    std::array<QColor, 4> chosenColors;
    for (int b = 0; b < 2; ++b) {
        BoardItem *board = m_scene->boardItem(Board(b));
        if (!board) continue;
        QList<BoardItem::KeyCursor> cursors;
        for (const input::CursorHands::Cursor &c : m_cursors->cursors()) {
            if (!c.visible || c.board != Board(b)) continue;
            const auto seat = m_layer->ownSeat(c.hand);
            const QColor color = c.hand.kind == input::HandKind::Keys
                                     ? theme.cursor[c.hand.index % 2]
                                 : seat ? theme.team[int(core::teamOf(*seat))]
                                        : theme.text;
            if (c.signalSeat) {
                chosen[int(*c.signalSeat)] = c.signal;
                chosenColors[int(*c.signalSeat)] = color;
            } else {
                cursors.append({c.square, color});
            }
        }
        board->setKeyCursors(cursors);
    }
    for (int s = 0; s < 4; ++s)
        if (SignalBarItem *bar = m_scene->signalBar(Seat(s)))
            bar->setChosen(chosen[s], chosenColors[s]);
}

void HandsLayer::syncPremoves()
{
    for (int b = 0; b < 2; ++b) {
        BoardItem *board = m_scene->boardItem(Board(b));
        if (!board) continue;
        QList<BoardItem::Ghost> ghosts;
        for (Seat seat : {core::seatAt(Board(b), core::Color::White),
                          core::seatAt(Board(b), core::Color::Black)}) {
            const auto &p = m_controller->premove(seat);
            if (!p) continue;
            const core::PieceType type =
                p->drop != PieceType::None
                    ? p->drop
                    : core::typeOf(m_controller->match()->board(Board(b)).pieceAt(p->from));
            ghosts.append({p->from, p->to, core::makePiece(core::colorOf(seat), type)});
        }
        board->setGhosts(ghosts);
    }
}

} // namespace ui
