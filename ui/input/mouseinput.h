#pragma once

#include "hand.h"

#include <QObject>

#include <functional>

class QGraphicsScene;

namespace ui::input {

class InputLayer;

/// The mouse as a pointer hand: an event filter on a graphics scene that turns presses, drags and
/// releases of the left button into the input layer's press, move and release. Mouse events that
/// Qt made from touch points (a TouchInput played those already) and everything else go on to the
/// scene.
class MouseInput : public QObject
{
    Q_OBJECT

public:
    /// A press moves this far (scene units) before it drags.
    static constexpr qreal Slop = 8;

    /// Listens on `scene`; `spotAt` says what lies under a scene position, `pressedOn` hears of
    /// each press that lands on a board.
    MouseInput(QGraphicsScene *scene, InputLayer *layer, std::function<Spot(QPointF)> spotAt,
               std::function<void(core::Board)> pressedOn, QObject *parent = nullptr);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    InputLayer *m_layer;
    std::function<Spot(QPointF)> m_spotAt;
    std::function<void(core::Board)> m_pressedOn;
};

} // namespace ui::input
