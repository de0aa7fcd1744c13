#pragma once

#include <QCoreApplication>
#include <QKeySequence>
#include <QString>

#include <array>
#include <optional>

class QSettings;

namespace ui::input {

/// What a key of a keyboard block does. SignalsWhite and SignalsBlack open the signal bar of that
/// side of the block's board: a block is shared by the two players of a board, and each says with
/// their own key that a signal is theirs.
enum class KeyAction
{
    Up,
    Down,
    Left,
    Right,
    Select,
    Pocket,
    Cancel,
    Clock,
    SignalsWhite,
    SignalsBlack
};
constexpr int KeyActionCount = 10;

/// The keys of the two keyboard blocks: block 0 (left hand) plays board A, block 1 (right hand)
/// board B. Each action has one or more keys, held as the elements of a QKeySequence (each element
/// is an alternative, e.g. "Up, Num+8"). Keys carry no Ctrl, Alt, Meta or Shift: those, Space, Esc,
/// F1 and F11 belong to the menus. A held Shift changes no key: another player may be holding it.
class KeyBindings
{
    Q_DECLARE_TR_FUNCTIONS(KeyBindings)

public:
    static constexpr int Blocks = 2;

    /// Block A: W A S D, E picks up and puts down, Q takes the next pocket piece, X cancels, F
    /// presses the clock (clock-move rule), Z and C open White's and Black's signals. Block B: the
    /// arrow keys, Return, Delete, Backspace, End, Home and Page Up, and the numeric keypad.
    static KeyBindings defaults();

    QKeySequence keys(int block, KeyAction action) const { return m_keys[block][int(action)]; }
    void setKeys(int block, KeyAction action, const QKeySequence &keys)
    {
        m_keys[block][int(action)] = keys;
    }

    struct Binding
    {
        int block;
        KeyAction action;
    };
    /// The block and action of `key`, if bound, whatever Shift does. A key from the numeric keypad
    /// also matches a binding without the keypad modifier (so the keypad arrows work with Num Lock
    /// off).
    std::optional<Binding> find(QKeyCombination key) const;

    /// Why these bindings cannot be used (a key missing, reserved or bound twice), or empty.
    QString problem() const;

    /// Writes the bindings to `settings`' group "controls".
    void save(QSettings &settings) const;
    /// Reads the bindings from `settings`; none saved gives the defaults, and an action saved by
    /// an older version that lacked it gets its default keys. Unreadable or unusable ones give the
    /// defaults too, and `problem` says why.
    static KeyBindings load(const QSettings &settings, QString *problem = nullptr);

    /// The translated name of an action ("Pick up / put down").
    static QString actionName(KeyAction action);
    /// The translated name of a block ("Board A (left hand)").
    static QString blockName(int block);
    /// The keys as the user reads them, in the user's language ("Up, Num+8").
    static QString text(const QKeySequence &keys);

    friend bool operator==(const KeyBindings &, const KeyBindings &) = default;

private:
    std::array<std::array<QKeySequence, KeyActionCount>, Blocks> m_keys;
};

} // namespace ui::input
