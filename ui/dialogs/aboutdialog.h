#pragma once

#include <QDialog>

namespace ui {

/// Help → About: the program's name, version and what it is, wrapped to the Size's text width.
class AboutDialog : public QDialog
{
    Q_OBJECT

public:
    explicit AboutDialog(QWidget *parent = nullptr);
};

} // namespace ui
