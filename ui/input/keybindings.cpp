#include "keybindings.h"

#include <QSettings>

namespace ui::input {

namespace {

const char *const ActionKeys[KeyActionCount] = {"up",           "down",        "left",   "right",
                                                "select",       "pocket",      "cancel", "clock",
                                                "signalsWhite", "signalsBlack"};
const char *const BlockKeys[KeyBindings::Blocks] = {"blockA", "blockB"};

QString settingsKey(int block, int action)
{
    return QStringLiteral("controls/%1/%2")
        .arg(QLatin1String(BlockKeys[block]), QLatin1String(ActionKeys[action]));
}

bool reserved(QKeyCombination key)
{
    const Qt::KeyboardModifiers mods = key.keyboardModifiers() & ~Qt::KeypadModifier;
    if (mods != Qt::NoModifier) return true;
    switch (key.key()) {
    case Qt::Key_Space:
    case Qt::Key_Escape:
    case Qt::Key_F1:
    case Qt::Key_F11:
    case Qt::Key_Shift:
    case Qt::Key_Control:
    case Qt::Key_Alt:
    case Qt::Key_Meta:
    case Qt::Key_unknown: return true;
    default: return false;
    }
}

} // namespace

KeyBindings KeyBindings::defaults()
{
    KeyBindings b;
    const auto set = [&b](int block, KeyAction a, const char *keys) {
        b.setKeys(block, a,
                  QKeySequence::fromString(QLatin1String(keys), QKeySequence::PortableText));
    };
    set(0, KeyAction::Up, "W");
    set(0, KeyAction::Down, "S");
    set(0, KeyAction::Left, "A");
    set(0, KeyAction::Right, "D");
    set(0, KeyAction::Select, "E");
    set(0, KeyAction::Pocket, "Q");
    set(0, KeyAction::Cancel, "X");
    set(0, KeyAction::Clock, "F");
    set(0, KeyAction::SignalsWhite, "Z");
    set(0, KeyAction::SignalsBlack, "C");
    set(1, KeyAction::Up, "Up, Num+8");
    set(1, KeyAction::Down, "Down, Num+2");
    set(1, KeyAction::Left, "Left, Num+4");
    set(1, KeyAction::Right, "Right, Num+6");
    set(1, KeyAction::Select, "Return, Num+Enter, Num+5");
    set(1, KeyAction::Pocket, "Del, Num+0");
    set(1, KeyAction::Cancel, "Backspace, Num+.");
    set(1, KeyAction::Clock, "End, Num+3");
    set(1, KeyAction::SignalsWhite, "Home, Num+7");
    set(1, KeyAction::SignalsBlack, "PgUp, Num+9");
    return b;
}

std::optional<KeyBindings::Binding> KeyBindings::find(QKeyCombination key) const
{
    // Bindings carry no Shift (reserved()), so a Shift held by anyone is let go here.
    key = QKeyCombination(key.keyboardModifiers() & ~Qt::ShiftModifier, key.key());
    const QKeyCombination plain(key.keyboardModifiers() & ~Qt::KeypadModifier, key.key());
    for (int pass = 0; pass < 2; ++pass) { // exact first, then a keypad key as its plain twin
        const QKeyCombination wanted = pass == 0 ? key : plain;
        if (pass == 1 && wanted == key) break;
        for (int block = 0; block < Blocks; ++block)
            for (int a = 0; a < KeyActionCount; ++a) {
                const QKeySequence &keys = m_keys[block][a];
                for (int i = 0; i < keys.count(); ++i)
                    if (keys[i] == wanted) return Binding{block, KeyAction(a)};
            }
    }
    return std::nullopt;
}

QString KeyBindings::problem() const
{
    QList<QKeyCombination> seen;
    for (int block = 0; block < Blocks; ++block)
        for (int a = 0; a < KeyActionCount; ++a) {
            const QKeySequence &keys = m_keys[block][a];
            if (keys.isEmpty())
                return tr("%1 has no key for \"%2\".")
                    .arg(blockName(block), actionName(KeyAction(a)));
            for (int i = 0; i < keys.count(); ++i) {
                if (reserved(keys[i]))
                    return tr("%1 cannot be used: it belongs to the menus.")
                        .arg(text(QKeySequence(keys[i])));
                if (seen.contains(keys[i]))
                    return tr("%1 is bound twice.").arg(text(QKeySequence(keys[i])));
                seen << keys[i];
            }
        }
    return {};
}

void KeyBindings::save(QSettings &settings) const
{
    for (int block = 0; block < Blocks; ++block)
        for (int a = 0; a < KeyActionCount; ++a)
            settings.setValue(settingsKey(block, a),
                              m_keys[block][a].toString(QKeySequence::PortableText));
}

KeyBindings KeyBindings::load(const QSettings &settings, QString *problem)
{
    if (problem) problem->clear();
    if (!settings.childGroups().contains(QLatin1String("controls"))) return defaults();
    KeyBindings b = defaults();
    QString why;
    for (int block = 0; block < Blocks && why.isEmpty(); ++block)
        for (int a = 0; a < KeyActionCount && why.isEmpty(); ++a) {
            if (KeyAction(a) >= KeyAction::SignalsWhite &&
                !settings.contains(settingsKey(block, a)))
                continue; // saved before the signal keys existed: their defaults
            const QString text = settings.value(settingsKey(block, a)).toString();
            const QKeySequence keys = QKeySequence::fromString(text, QKeySequence::PortableText);
            // fromString() turns unknown names into Key_unknown or drops them: compare the round
            // trip.
            if (text.isEmpty() || keys.isEmpty() ||
                keys.toString(QKeySequence::PortableText)
                        .compare(text.simplified(), Qt::CaseInsensitive) != 0)
                why = tr("\"%1\" is not a key").arg(text.left(40));
            b.m_keys[block][a] = keys;
        }
    if (why.isEmpty()) why = b.problem();
    if (why.isEmpty()) return b;
    if (problem) *problem = why;
    return defaults();
}

QString KeyBindings::actionName(KeyAction action)
{
    switch (action) {
    case KeyAction::Up: return tr("Cursor up");
    case KeyAction::Down: return tr("Cursor down");
    case KeyAction::Left: return tr("Cursor left");
    case KeyAction::Right: return tr("Cursor right");
    case KeyAction::Select: return tr("Pick up / put down");
    case KeyAction::Pocket: return tr("Next pocket piece to drop");
    case KeyAction::Cancel: return tr("Put back");
    case KeyAction::Clock: return tr("Press the clock (clock-move rule)");
    case KeyAction::SignalsWhite: return tr("Partner signals of White");
    case KeyAction::SignalsBlack: return tr("Partner signals of Black");
    }
    return {};
}

QString KeyBindings::blockName(int block)
{
    return block == 0 ? tr("Board A (left hand)") : tr("Board B (right hand)");
}

QString KeyBindings::text(const QKeySequence &keys)
{
    return keys.toString(QKeySequence::NativeText);
}

} // namespace ui::input
