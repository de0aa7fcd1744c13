#include "inputdevices.h"

#include "ui/input/cursorhands.h"
#include "ui/input/gamepadinput.h"
#include "ui/input/inputlayer.h"
#include "ui/input/keyboardinput.h"
#include "ui/input/mouseinput.h"
#include "ui/input/touchinput.h"
#include "ui/match/matchcontroller.h"
#include "ui/scene/matchscene.h"
#include "ui/scene/matchview.h"

#include <QKeyEvent>

namespace ui {

using core::Board;
using core::Seat;

InputDevices::InputDevices(MatchController *controller, MatchScene *scene, MatchView *view,
                           QObject *parent)
    : QObject(parent), m_controller(controller), m_layer(new input::InputLayer(controller, this)),
      m_cursors(new input::CursorHands(
          m_layer, controller, [scene](Board b) { return scene->boardGrid(b); },
          [scene](Seat seat, core::PartnerSignal signal) {
              return scene->signalRect(seat, signal);
          },
          this)),
      m_keyboard(new input::KeyboardInput(m_cursors, controller, this))
{
    const auto spotAt = [scene](QPointF pos) { return scene->spotAt(pos); };
    // A pointer on a board hides the key and pad cursors there: the players look at the pointer.
    const auto pressedOn = [this](Board board) { m_cursors->hideOn(board); };
    new input::MouseInput(scene, m_layer, spotAt, pressedOn, this); // children: they live with us
    new input::TouchInput(view, m_layer, spotAt, pressedOn, this);
    m_gamepads = new input::GamepadInput(m_cursors, m_layer, controller, this);
    scene->installEventFilter(this); // the keys
    scene->drawHands(m_layer, m_cursors);

    connect(m_layer, &input::InputLayer::statusMessage, this, &InputDevices::statusMessage);
    connect(m_cursors, &input::CursorHands::statusMessage, this, &InputDevices::statusMessage);
    connect(m_gamepads, &input::GamepadInput::statusMessage, this, &InputDevices::statusMessage);
    connect(m_layer, &input::InputLayer::refused, this,
            [this, scene](Seat seat, const QString &why) {
                scene->showMessage(seat, why);
                emit statusMessage(why);
            });
    // The scene deletes every item it drew, the held pieces too: the hands start empty.
    connect(scene, &MatchScene::rebuilding, this, [this] {
        m_layer->reset();
        m_cursors->reset();
    });
    connect(controller, &MatchController::stateChanged, this, [this] {
        for (Board b : {Board::A, Board::B})
            if (!m_controller->canMove(b)) m_layer->clearBoard(b);
    });
    connect(controller, &MatchController::moveMade, m_layer, &input::InputLayer::boardMoved);
}

bool InputDevices::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::KeyPress) return QObject::eventFilter(watched, event);
    const auto *key = static_cast<QKeyEvent *>(event);
    if (key->key() == Qt::Key_Escape) {
        m_layer->cancelAll(input::HandKind::Mouse);
        m_layer->cancelAll(input::HandKind::Touch);
        return true;
    }
    return m_keyboard->keyPress(key);
}

} // namespace ui
