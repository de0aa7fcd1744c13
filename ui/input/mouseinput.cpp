#include "mouseinput.h"

#include "inputlayer.h"

#include <QGraphicsScene>
#include <QGraphicsSceneMouseEvent>

namespace ui::input {

namespace {

constexpr HandId MouseHand{HandKind::Mouse, 0};

// The left button, pressed by a real mouse: Qt's mouse events made from touch points are not.
bool fromMouse(const QGraphicsSceneMouseEvent *event)
{
    return event->source() == Qt::MouseEventNotSynthesized;
}

} // namespace

MouseInput::MouseInput(QGraphicsScene *scene, InputLayer *layer,
                       std::function<Spot(QPointF)> spotAt,
                       std::function<void(core::Board)> pressedOn, QObject *parent)
    : QObject(parent), m_layer(layer), m_spotAt(std::move(spotAt)),
      m_pressedOn(std::move(pressedOn))
{
    scene->installEventFilter(this);
}

// A press is the mouse's wherever it lands; a move only while it drags, and a release only while
// it holds something, so that the scene's items get the rest.
bool MouseInput::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::GraphicsSceneMousePress: {
        const auto *e = static_cast<QGraphicsSceneMouseEvent *>(event);
        if (e->button() != Qt::LeftButton || !fromMouse(e)) break;
        const Spot spot = m_spotAt(e->scenePos());
        if (spot.kind != Spot::Kind::Nothing) m_pressedOn(spot.board);
        m_layer->press(MouseHand, spot, e->scenePos());
        return true;
    }
    case QEvent::GraphicsSceneMouseMove: {
        const auto *e = static_cast<QGraphicsSceneMouseEvent *>(event);
        const Hand *held = m_layer->hand(MouseHand);
        if (!held || !held->dragging || !fromMouse(e)) break;
        m_layer->move(MouseHand, m_spotAt(e->scenePos()), e->scenePos(), Slop);
        return true;
    }
    case QEvent::GraphicsSceneMouseRelease: {
        const auto *e = static_cast<QGraphicsSceneMouseEvent *>(event);
        if (e->button() != Qt::LeftButton || !fromMouse(e) || !m_layer->hand(MouseHand)) break;
        m_layer->release(MouseHand, m_spotAt(e->scenePos()));
        return true;
    }
    default: break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace ui::input
