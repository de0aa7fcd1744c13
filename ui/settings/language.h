#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTranslator>

namespace ui {

class AppSettings;

/// The user-interface language: English (built in), Dutch or Czech, switched at runtime. Installs
/// the program's translation and Qt's own (standard buttons and dialogs); every widget then gets a
/// QEvent::LanguageChange and retranslates itself.
class Language : public QObject
{
    Q_OBJECT

public:
    explicit Language(QObject *parent = nullptr);

    /// Language codes offered: "en", "nl", "cs".
    static QStringList codes();
    /// The language's own name ("Nederlands").
    static QString nativeName(const QString &code);
    /// The offered language closest to the system locale ("en" if none).
    static QString systemDefault();

    /// "Help → Controls": the way to a menu entry as the menus name it now (the main window's
    /// texts `menu` and `entry`, translated, without their shortcut marks and dots).
    static QString menuPath(const char *menu, const char *entry);

    /// Switches to `code` (unknown codes mean English); false if its translation did not load.
    /// Widgets retranslate when the posted QEvent::LanguageChange arrives.
    bool apply(const QString &code);
    /// The language in use.
    QString current() const { return m_current; }

private:
    QTranslator m_app;
    QTranslator m_qt;
    QString m_current = QStringLiteral("en");
};

} // namespace ui
