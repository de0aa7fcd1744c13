#include "filedialog.h"

#include "ui/settings/uisize.h"

#include <QFileDialog>
#include <QHeaderView>
#include <QTreeView>

namespace ui {

namespace {

QString ask(QFileDialog &dialog)
{
    // Room for a long file name, the file types and a few columns of the list at any size; a
    // native dialog of the desktop sizes itself.
    dialog.resize(UiSize::scaled(QSize(900, 560), dialog.parentWidget()));
    // Qt's widths of the details' columns are fixed pixels: at the larger sizes they cut the
    // dates. The name takes what the size, type and date leave.
    if (auto *tree = dialog.findChild<QTreeView *>(QStringLiteral("treeView"))) {
        QHeaderView *header = tree->header();
        header->setStretchLastSection(false);
        header->setSectionResizeMode(QHeaderView::ResizeToContents);
        header->setSectionResizeMode(0, QHeaderView::Stretch);
    }
    return dialog.exec() == QDialog::Accepted && !dialog.selectedFiles().isEmpty()
               ? dialog.selectedFiles().constFirst()
               : QString();
}

} // namespace

QString FileDialog::openFileName(QWidget *parent, const QString &title, const QString &folder,
                                 const QString &filter)
{
    QFileDialog dialog(parent, title, folder, filter);
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    dialog.setFileMode(QFileDialog::ExistingFile);
    return ask(dialog);
}

QString FileDialog::saveFileName(QWidget *parent, const QString &title, const QString &suggested,
                                 const QString &filter)
{
    QFileDialog dialog(parent, title, suggested, filter);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    return ask(dialog);
}

} // namespace ui
