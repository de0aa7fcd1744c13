#pragma once

#include <QObject>

class QWidget;

namespace ui {

class MatchController;

/// Keeps a match fair while a modal dialog is open over it: its clocks stop before the dialog and
/// run again after it, and the window's boards get the keyboard back.
class DialogPause : public QObject
{
    Q_OBJECT

public:
    /// After a dialog `window` is raised and activated, and `boards` gets the focus.
    DialogPause(MatchController *controller, QWidget *window, QWidget *boards,
                QObject *parent = nullptr);

    /// A modal dialog is about to open: the clocks of a running match stop (no flag falls behind
    /// the dialog) and the status line says so. True if it stopped them.
    bool pause();
    /// The dialog is closed: the clocks run again if pause() stopped them (`paused`); the boards
    /// have the keyboard, unless `keyboard` is false (another window of ours just opened).
    void resume(bool paused, bool keyboard = true);
    /// The window and its boards take the keyboard.
    void takeKeyboard();
    /// Asks `question` about the match in progress, its clocks stopped meanwhile; true for yes
    /// (the clocks then stay stopped for what the players chose).
    bool confirmLeaving(const QString &question);

signals:
    /// A message for the status line.
    void statusMessage(const QString &text);

private:
    MatchController *m_controller;
    QWidget *m_window;
    QWidget *m_boards;
};

} // namespace ui
