#include "touchinput.h"

#include "inputlayer.h"

#include <QGraphicsView>
#include <QTouchEvent>

namespace ui::input {

TouchInput::TouchInput(QGraphicsView *view, InputLayer *layer, std::function<Spot(QPointF)> spotAt,
                       std::function<void(core::Board)> pressedOn, QObject *parent)
    : QObject(parent), m_view(view), m_layer(layer), m_spotAt(std::move(spotAt)),
      m_pressedOn(std::move(pressedOn))
{
    view->viewport()->setAttribute(Qt::WA_AcceptTouchEvents);
    view->viewport()->installEventFilter(this);
}

bool TouchInput::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::TouchBegin:
    case QEvent::TouchUpdate:
    case QEvent::TouchEnd: break;
    case QEvent::TouchCancel:
        m_serials.clear();
        m_layer->lift(HandKind::Touch);
        event->accept();
        return true;
    default: return QObject::eventFilter(watched, event);
    }
    // Touch points are numbered per touch: a finger lifted and put down again is a new hand.
    for (const QEventPoint &point : static_cast<QTouchEvent *>(event)->points()) {
        const QPointF pos = m_view->mapToScene(point.position().toPoint());
        const Spot spot = m_spotAt(pos);
        switch (point.state()) {
        case QEventPoint::State::Pressed: {
            const int serial = ++m_next;
            m_serials.insert(point.id(), serial);
            if (spot.kind != Spot::Kind::Nothing) m_pressedOn(spot.board);
            m_layer->press(HandId{HandKind::Touch, serial}, spot, pos);
            break;
        }
        case QEventPoint::State::Updated:
            if (m_serials.contains(point.id()))
                m_layer->move(HandId{HandKind::Touch, m_serials.value(point.id())}, spot, pos,
                              Slop);
            break;
        case QEventPoint::State::Released:
            if (m_serials.contains(point.id()))
                m_layer->release(HandId{HandKind::Touch, m_serials.take(point.id())}, spot);
            break;
        default: break;
        }
    }
    event->accept();
    return true;
}

} // namespace ui::input
