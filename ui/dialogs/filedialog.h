#pragma once

#include <QString>

class QWidget;

namespace ui {

/// Asking for a file name, in a dialog sized for the text size (View → Size): Qt's own file
/// dialog keeps a fixed size, which at the projector's sizes cuts the name field, the file types
/// and "Look in".
class FileDialog
{
public:
    /// An existing file to read, or an empty string if the user cancelled.
    static QString openFileName(QWidget *parent, const QString &title, const QString &folder = {},
                                const QString &filter = {});
    /// A file to write, starting from `suggested` (a path), or an empty string if cancelled.
    static QString saveFileName(QWidget *parent, const QString &title, const QString &suggested,
                                const QString &filter);
};

} // namespace ui
