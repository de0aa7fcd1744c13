#include "dialogpause.h"

#include "ui/match/matchcontroller.h"

#include <QApplication>
#include <QMessageBox>
#include <QTimer>
#include <QWidget>
#include <QWindow>

namespace ui {

DialogPause::DialogPause(MatchController *controller, QWidget *window, QWidget *boards,
                         QObject *parent)
    : QObject(parent), m_controller(controller), m_window(window), m_boards(boards)
{}

bool DialogPause::pause()
{
    const core::Match *match = m_controller->match();
    if (!match || !match->isStarted() || match->isOver() || match->isPaused()) return false;
    m_controller->setPaused(true);
    emit statusMessage(tr("Clocks paused while the dialog is open."));
    return true;
}

// Without a window manager nobody gives the window back the keyboard when a dialog closes.
void DialogPause::takeKeyboard()
{
    m_window->raise();
    m_window->activateWindow();
    m_boards->setFocus(Qt::ActiveWindowFocusReason);
    // Once the dialog's window is gone (its focus went to the screen's root window), again.
    QTimer::singleShot(0, m_window, [window = m_window] {
        if (QWindow *handle = window->windowHandle(); handle && !QApplication::activeModalWidget())
            handle->requestActivate();
    });
}

void DialogPause::resume(bool paused, bool keyboard)
{
    if (keyboard) takeKeyboard();
    const core::Match *match = m_controller->match();
    if (!paused || !match || match->isOver() || !match->isPaused()) return;
    m_controller->setPaused(false);
    emit statusMessage(tr("Clocks running again."));
}

bool DialogPause::confirmLeaving(const QString &question)
{
    const bool paused = pause();
    const bool yes =
        QMessageBox::question(m_window, tr("Match in progress"), question) == QMessageBox::Yes;
    if (!yes) resume(paused);
    return yes;
}

} // namespace ui
