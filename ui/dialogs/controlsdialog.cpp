#include "controlsdialog.h"

#include "gamepadpicture.h"
#include "gamepadsdialog.h"

#include "ui/settings/language.h"
#include "ui/settings/uisize.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QKeyEvent>
#include <QKeySequenceEdit>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace ui {

using input::KeyAction;
using input::KeyBindings;

ControlsDialog::ControlsDialog(const KeyBindings &bindings, Mode mode,
                               const std::array<QColor, 2> &cursorColors,
                               const input::GamepadInput *gamepads, QWidget *parent)
    : QDialog(parent), m_mode(mode), m_bindings(bindings)
{
    setWindowTitle(mode == Mode::Edit ? tr("Keyboard controls") : tr("Controls"));
    auto *outer = new QVBoxLayout(this);
    // The keys on one page; in Show mode the gamepads on a second one, so that neither is too tall.
    auto *keysPage = new QWidget(this);
    auto *layout = new QVBoxLayout(keysPage);
    layout->setContentsMargins(0, 0, 0, 0);

    auto *intro = new QLabel(
        tr("<p>Both boards are played at the same moment. Use the mouse, a finger on a touch "
           "screen "
           "(every finger is its own hand: two fingers play two boards at once) and the two "
           "keyboard "
           "blocks below, all at the same time. Each side of a board takes one held piece at a "
           "time: "
           "whoever picks up first plays, and a second hand for that side is refused until the "
           "piece "
           "is down.</p>"
           "<p>Drag a piece or click (tap) it and then its square; drag from a pocket to drop. "
           "With the "
           "keys, move the cursor, pick up, move the cursor again and put down; the pocket key "
           "takes "
           "the next piece of your pocket; in the promotion chooser the cursor keys choose the "
           "piece "
           "and the pick-up key takes it.</p>"
           "<p>Four people at one keyboard: the two players of board A share the left-hand block, "
           "the "
           "two of board B the right-hand one. A block moves for the side to move on its board; "
           "for "
           "signals each player presses their own key, so no one speaks for another.</p>"),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *keys = new QGroupBox(tr("Keyboard blocks"), this);
    auto *grid = new QGridLayout(keys);
    for (int block = 0; block < KeyBindings::Blocks; ++block) {
        auto *head = new QLabel(
            QStringLiteral("<span style=\"color:%1\">■</span> <b>%2</b>")
                .arg(cursorColors[block].name(), KeyBindings::blockName(block).toHtmlEscaped()),
            keys);
        grid->addWidget(head, 0, block + 1);
    }
    for (int a = 0; a < input::KeyActionCount; ++a) {
        grid->addWidget(new QLabel(KeyBindings::actionName(KeyAction(a)), keys), a + 1, 0);
        for (int block = 0; block < KeyBindings::Blocks; ++block) {
            if (mode == Mode::Edit) {
                auto *edit = new QKeySequenceEdit(keys);
                edit->setObjectName(QStringLiteral("key%1_%2").arg(block).arg(a));
                edit->setClearButtonEnabled(true);
                connect(edit, &QKeySequenceEdit::keySequenceChanged, this, &ControlsDialog::check);
                edit->installEventFilter(this); // Esc closes the dialog rather than becoming a key
                grid->addWidget(edit, a + 1, block + 1);
                m_edits[block][a] = edit;
            } else {
                auto *label = new QLabel(keys);
                label->setTextFormat(Qt::PlainText);
                grid->addWidget(label, a + 1, block + 1);
                m_labels[block][a] = label;
            }
        }
    }
    layout->addWidget(keys);

    auto *other = new QGroupBox(tr("Signals and other keys"), this);
    auto *otherGrid = new QGridLayout(other);
    const QString rows[][2] = {
        {tr("Partner signals from the keyboard"),
         tr("Each block has a key for White's and one for Black's signals bar of its board "
            "(above), so "
            "that the two players sharing a block each speak for themselves: the key takes the "
            "block's "
            "cursor onto that bar, the cursor keys choose, the pick-up key sends, the put-back key "
            "or "
            "the same key again goes back to the board.")},
        {tr("Start the clocks"), QKeySequence(Qt::Key_Space).toString(QKeySequence::NativeText)},
        {tr("Put back what the mouse or fingers hold"),
         QKeySequence(Qt::Key_Escape).toString(QKeySequence::NativeText)},
        {tr("Pause / resume"),
         QKeySequence(Qt::CTRL | Qt::Key_P).toString(QKeySequence::NativeText)},
        {tr("New match, rematch"),
         QKeySequence(QKeySequence::New).toString(QKeySequence::NativeText) + QStringLiteral(", ") +
             QKeySequence(Qt::CTRL | Qt::Key_R).toString(QKeySequence::NativeText)},
        {tr("Full screen"), QKeySequence(Qt::Key_F11).toString(QKeySequence::NativeText)},
        {tr("Scoreboard of the evening"),
         QKeySequence(Qt::CTRL | Qt::Key_B).toString(QKeySequence::NativeText)},
    };
    int row = 0;
    for (const auto &r : rows) {
        otherGrid->addWidget(new QLabel(r[0], other), row, 0, Qt::AlignTop);
        auto *value = new QLabel(r[1], other);
        value->setWordWrap(true);
        otherGrid->addWidget(value, row++, 1);
    }
    otherGrid->setColumnStretch(1, 1);
    layout->addWidget(other);

    layout->addStretch();
    // Scrolled rather than squeezed where the screen is short for the text size.
    auto *keysScroll = new QScrollArea(this);
    keysScroll->setWidget(keysPage);
    keysScroll->setWidgetResizable(true);
    keysScroll->setFrameShape(QFrame::NoFrame);
    if (mode == Mode::Show) {
        auto *tabs = new QTabWidget(this);
        tabs->addTab(keysScroll, tr("Mouse, touch and keyboard"));
        auto *pads = new QWidget(tabs);
        auto *padLayout = new QVBoxLayout(pads);
        auto *about = new QLabel(
            tr("Each gamepad plays one seat, with its own cursor on that seat's board, and may "
               "premove while the opponent is to move. %1 shows which pad plays which seat.")
                .arg(Language::menuPath("&Settings", "&Gamepads…")),
            pads);
        about->setWordWrap(true);
        padLayout->addWidget(about);
        padLayout->addWidget(new GamepadPicture(pads));
        if (gamepads) {
            auto *state = new QLabel(GamepadsDialog::statusText(gamepads), pads);
            state->setObjectName(QStringLiteral("gamepadStatus"));
            state->setWordWrap(true);
            padLayout->addWidget(state);
        }
        padLayout->addStretch();
        tabs->addTab(pads, tr("Gamepads"));
        outer->addWidget(tabs);
    } else {
        outer->addWidget(keysScroll);
    }

    if (mode == Mode::Edit) {
        auto *hint =
            new QLabel(tr("Click a field and press the key; press several keys in one field for "
                          "alternatives. Ctrl, Alt, Shift, Space, Esc, F1 and F11 are kept for the "
                          "menus."),
                       this);
        hint->setWordWrap(true);
        layout->addWidget(hint);
        m_problem = new QLabel(this);
        m_problem->setObjectName(QStringLiteral("problem"));
        m_problem->setStyleSheet(QStringLiteral("color: #c62828; font-weight: bold"));
        m_problem->setWordWrap(true);
        layout->addWidget(m_problem);
        m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel |
                                             QDialogButtonBox::RestoreDefaults,
                                         this);
        connect(m_buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
                [this] { setBindings(KeyBindings::defaults()); });
    } else {
        m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    }
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    outer->addWidget(m_buttons);
    setBindings(bindings);
    // Not in a key field: the next key typed would bind it.
    if (mode == Mode::Edit) m_buttons->button(QDialogButtonBox::Cancel)->setFocus();
    // Room for the keys page unscrolled where the screen has it (tab bar, margins and buttons
    // take a few lines more).
    // check() has widened the key fields since the layouts last worked out their sizes.
    grid->activate();
    layout->activate();
    const QSize page = keysPage->sizeHint();
    const int pageHeight = std::max(page.height(), keysPage->heightForWidth(page.width()));
    resize(UiSize::onScreen(
        QSize(page.width() + 3 * fontMetrics().height(), pageHeight + 6 * fontMetrics().height()),
        this));
}

void ControlsDialog::setBindings(const KeyBindings &bindings)
{
    m_bindings = bindings;
    for (int block = 0; block < KeyBindings::Blocks; ++block)
        for (int a = 0; a < input::KeyActionCount; ++a) {
            const QKeySequence keys = bindings.keys(block, KeyAction(a));
            if (m_edits[block][a]) m_edits[block][a]->setKeySequence(keys);
            if (m_labels[block][a]) m_labels[block][a]->setText(KeyBindings::text(keys));
        }
    check();
}

bool ControlsDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        reject();
        return true;
    }
    return QDialog::eventFilter(watched, event);
}

KeyBindings ControlsDialog::bindings() const
{
    KeyBindings b = m_bindings;
    for (int block = 0; block < KeyBindings::Blocks; ++block)
        for (int a = 0; a < input::KeyActionCount; ++a)
            if (m_edits[block][a]) b.setKeys(block, KeyAction(a), m_edits[block][a]->keySequence());
    return b;
}

QString ControlsDialog::problem() const
{
    return bindings().problem();
}

void ControlsDialog::check()
{
    if (m_mode != Mode::Edit) return;
    // Every field wide enough for all its keys from the start ("Return, Num+Enter, Num+5").
    for (const auto &row : m_edits)
        for (QKeySequenceEdit *edit : row) {
            auto *line = edit->findChild<QLineEdit *>();
            if (!line) continue;
            const int text =
                line->fontMetrics().horizontalAdvance(line->text() + QStringLiteral("MM"));
            edit->setMinimumWidth(std::max(edit->minimumWidth(), text + 2 * line->height()));
            line->setCursorPosition(0);
        }
    const QString why = problem();
    m_problem->setText(why);
    m_problem->setVisible(!why.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
}

} // namespace ui
