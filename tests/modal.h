#pragma once

#include <QApplication>
#include <QTimer>
#include <QWidget>

#include <functional>

/// Helpers for tests that meet modal dialogs.
namespace testutil {

/// Calls `act` with the next modal dialog of type `Dialog` once it is open: from inside the
/// dialog's own event loop, so a test can answer a dialog that a call it makes then waits for.
template <typename Dialog> void onNextModal(std::function<void(Dialog *)> act)
{
    auto *poll = new QTimer(qApp);
    poll->setInterval(5);
    QObject::connect(poll, &QTimer::timeout, qApp, [poll, act] {
        auto *dialog = qobject_cast<Dialog *>(QApplication::activeModalWidget());
        if (!dialog || !dialog->isVisible()) return;
        poll->stop();
        poll->deleteLater();
        act(dialog);
    });
    poll->start();
}

} // namespace testutil
