#pragma once

#include <QObject>

namespace ui {

class MatchController;
class MatchScene;
class MatchView;
namespace input {
class CursorHands;
class GamepadInput;
class InputLayer;
class KeyboardInput;
} // namespace input

/// Every input device of the window as hands on one input layer: the mouse and the two keyboard
/// blocks on the scene, every touch point on the view, one gamepad per seat. It keeps the hands in
/// step with the match (a board that cannot move drops its hands, a move turns a held premove into
/// a move, a rebuilt scene starts with empty hands) and has the scene draw them. Esc on the scene
/// puts back what the mouse and the fingers hold.
class InputDevices : public QObject
{
    Q_OBJECT

public:
    /// The devices of `scene` shown in `view`, proposing moves to `controller`.
    InputDevices(MatchController *controller, MatchScene *scene, MatchView *view,
                 QObject *parent = nullptr);

    input::InputLayer *layer() const { return m_layer; }
    input::CursorHands *cursors() const { return m_cursors; }
    input::KeyboardInput *keyboard() const { return m_keyboard; }
    input::GamepadInput *gamepads() const { return m_gamepads; }

signals:
    /// A message for the status line (why a move was refused, a signal sent, a pad's seat, ...).
    void statusMessage(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    MatchController *m_controller;
    input::InputLayer *m_layer;
    input::CursorHands *m_cursors;
    input::KeyboardInput *m_keyboard;
    input::GamepadInput *m_gamepads;
};

} // namespace ui
