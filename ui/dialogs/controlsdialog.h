#pragma once

#include "ui/input/keybindings.h"

#include <QColor>
#include <QDialog>

#include <array>

class QDialogButtonBox;
class QKeySequenceEdit;
class QLabel;

namespace ui {

namespace input {
class GamepadInput;
}

/// The Controls page: how four people play at once (mouse, touch, the two keyboard blocks), the
/// keys of each block, the partner signals and the other shortcuts. In Edit mode each block key is
/// a field (several keys in one field are alternatives), with "Restore defaults"; OK stays disabled
/// while the keys cannot be used, and says why.
class ControlsDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Mode
    {
        Show,
        Edit
    };

    /// `cursorColors` are the blocks' cursor colours on the boards (shown beside their names);
    /// `gamepads` (optional) says whether pads are on.
    ControlsDialog(const input::KeyBindings &bindings, Mode mode,
                   const std::array<QColor, 2> &cursorColors,
                   const input::GamepadInput *gamepads = nullptr, QWidget *parent = nullptr);

    /// The bindings as shown or edited.
    input::KeyBindings bindings() const;
    /// The field of a block's action (Edit mode), for tests.
    QKeySequenceEdit *keyEdit(int block, input::KeyAction action) const
    {
        return m_edits[block][int(action)];
    }
    /// Why the edited keys cannot be used, or empty.
    QString problem() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void setBindings(const input::KeyBindings &bindings);
    void check();

    Mode m_mode;
    input::KeyBindings m_bindings;
    std::array<std::array<QKeySequenceEdit *, input::KeyActionCount>, input::KeyBindings::Blocks>
        m_edits{};
    std::array<std::array<QLabel *, input::KeyActionCount>, input::KeyBindings::Blocks> m_labels{};
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace ui
