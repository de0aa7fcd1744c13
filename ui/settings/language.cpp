#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

namespace ui {

Language::Language(QObject *parent) : QObject(parent) {}

QStringList Language::codes()
{
    return {QStringLiteral("en"), QStringLiteral("nl"), QStringLiteral("cs")};
}

QString Language::nativeName(const QString &code)
{
    // Each language is named in itself, so a user can find theirs whatever is shown now.
    if (code == QLatin1String("nl")) return QStringLiteral("Nederlands");
    if (code == QLatin1String("cs")) return QStringLiteral("Čeština");
    return QStringLiteral("English");
}

QString Language::systemDefault()
{
    for (const QString &name : QLocale::system().uiLanguages()) {
        const QString code = name.left(2).toLower();
        if (codes().contains(code)) return code;
    }
    return QStringLiteral("en");
}

bool Language::apply(const QString &code)
{
    QCoreApplication::removeTranslator(&m_app);
    QCoreApplication::removeTranslator(&m_qt);
    m_current = codes().contains(code) ? code : QStringLiteral("en");
    bool ok = true;
    if (m_current == QLatin1String("en")) {
        // English's catalogue holds only plural forms: "%n move(s)" reads "1 move", "2 moves".
        if (m_app.load(QStringLiteral(":/i18n/bughouse_en.qm")))
            QCoreApplication::installTranslator(&m_app);
    } else {
        ok = m_app.load(QStringLiteral(":/i18n/bughouse_%1.qm").arg(m_current));
        if (ok) QCoreApplication::installTranslator(&m_app);
        // Qt's own texts (standard buttons); missing ones are no error: English stays.
        if (m_qt.load(QStringLiteral("qtbase_%1").arg(m_current),
                      QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&m_qt);
    }
    if (!ok) m_current = QStringLiteral("en");
    // Numbers and dates follow the language shown: "3,00 min" in Dutch and Czech.
    QLocale::setDefault(QLocale(m_current));
    return ok; // installing or removing a translator posts QEvent::LanguageChange to every widget
}

// The texts are the main window's, so a page can never name a menu other than the one shown.
QString Language::menuPath(const char *menu, const char *entry)
{
    const auto shown = [](const char *text) {
        QString t = QCoreApplication::translate("ui::MainWindow", text);
        t.remove(u'&');
        if (t.endsWith(u'…')) t.chop(1);
        return t;
    };
    return shown(menu) + QStringLiteral(" → ") + shown(entry);
}

} // namespace ui
