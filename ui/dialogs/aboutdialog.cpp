#include "aboutdialog.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QLabel>
#include <QScreen>
#include <QVBoxLayout>

namespace ui {

// Not QMessageBox::about(): a message box wraps at 500 pixels whatever the Size, and at Huge on
// 4K this text became a column of two words a line.
AboutDialog::AboutDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("About Bughouse"));
    auto *text = new QLabel(
        tr("<h3>Bughouse %1</h3><p>Bughouse and crazyhouse chess for four (or two) players on "
           "one computer.</p>")
            .arg(QApplication::applicationVersion()),
        this);
    text->setWordWrap(true);
    text->setMinimumWidth(std::min(60 * text->fontMetrics().averageCharWidth(),
                                   screen()->availableGeometry().width() * 3 / 4));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(buttons);
}

} // namespace ui
