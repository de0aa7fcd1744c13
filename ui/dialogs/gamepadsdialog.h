#pragma once

#include <QDialog>

class QFormLayout;
class QLabel;

namespace ui {

class MatchController;
namespace input {
class GamepadInput;
}

/// Settings → Gamepads: which pad plays which seat, changeable per pad; follows pads coming and
/// going while it is open, and says how to enable gamepads where they are off.
class GamepadsDialog : public QDialog
{
    Q_OBJECT

public:
    GamepadsDialog(input::GamepadInput *pads, const MatchController *controller,
                   QWidget *parent = nullptr);

    /// A sentence on the gamepads' state: off (and how to enable them), none connected, or how
    /// many there are.
    static QString statusText(const input::GamepadInput *pads);

private:
    void rebuild();

    input::GamepadInput *m_pads;
    const MatchController *m_controller;
    QLabel *m_status;
    QFormLayout *m_form;
};

} // namespace ui
