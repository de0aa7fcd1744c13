#pragma once

#include <QDialog>

class QTextBrowser;

namespace ui {

/// The "Rules" page: bughouse and crazyhouse in the project's own words, the per-match options and
/// the signals; follows the language at runtime.
class RulesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit RulesDialog(QWidget *parent = nullptr);

    /// The page as HTML, in the current language.
    static QString html();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QTextBrowser *m_text;
};

} // namespace ui
