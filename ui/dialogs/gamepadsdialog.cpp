#include "gamepadsdialog.h"

#include "ui/input/gamepadinput.h"
#include "ui/match/matchcontroller.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace ui {

GamepadsDialog::GamepadsDialog(input::GamepadInput *pads, const MatchController *controller,
                               QWidget *parent)
    : QDialog(parent), m_pads(pads), m_controller(controller), m_status(new QLabel(this)),
      m_form(new QFormLayout)
{
    setWindowTitle(tr("Gamepads"));
    auto *layout = new QVBoxLayout(this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    layout->addLayout(m_form);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    // Queued: a seat chosen here changes the pads, and the combo box that said so must live on.
    connect(pads, &input::GamepadInput::padsChanged, this, &GamepadsDialog::rebuild,
            Qt::QueuedConnection);
    rebuild();
}

QString GamepadsDialog::statusText(const input::GamepadInput *pads)
{
    if (!input::GamepadInput::isBuiltIn())
        return tr(
            "Gamepads are off: this program was built without SDL2. Install the Debian package "
            "libsdl2-dev and build it again.");
    if (!pads->isAvailable())
        return tr("Gamepads are off: SDL could not start its game controller support.");
    if (pads->pads().isEmpty())
        return tr("No gamepad is connected. Plug one in and press a button on it.");
    return tr("Gamepads connected: %1. A new pad is offered a free seat at its first button press.")
        .arg(QLocale().toString(int(pads->pads().size())));
}

void GamepadsDialog::rebuild()
{
    m_status->setText(statusText(m_pads));
    while (m_form->rowCount() > 0) m_form->removeRow(0);
    const core::Match *match = m_controller->match();
    for (const input::GamepadInput::Pad &pad : m_pads->pads()) {
        auto *seat = new QComboBox(this);
        seat->setObjectName(QStringLiteral("pad%1").arg(pad.id));
        seat->addItem(tr("Nobody"), -1);
        if (match)
            for (core::Seat s : match->seats())
                seat->addItem(QStringLiteral("%1 (%2)").arg(
                                  m_controller->name(s),
                                  MatchController::seatLabel(s, match->boardCount() == 2)),
                              int(s));
        seat->setCurrentIndex(pad.seat ? seat->findData(int(*pad.seat)) : 0);
        const int id = pad.id;
        connect(seat, &QComboBox::activated, this, [this, seat, id] {
            const int s = seat->currentData().toInt();
            m_pads->assign(id, s < 0 ? std::nullopt : std::optional<core::Seat>(core::Seat(s)));
        });
        m_form->addRow(pad.name, seat);
    }
}

} // namespace ui
