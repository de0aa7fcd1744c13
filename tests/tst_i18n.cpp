// Dutch and Czech: translations load, key strings are translated, the language switches at runtime
// (every visible text follows), and Czech plurals take their three forms.
#include "testutil.h"

#include "ui/dialogs/rulesdialog.h"
#include "ui/match/clockmodel.h"
#include "ui/match/matchcontroller.h"
#include "ui/match/movetext.h"
#include "ui/scene/matchscene.h"
#include "ui/scene/pocketitem.h"
#include "ui/scene/seatitem.h"
#include "ui/scene/teamlogitem.h"
#include "ui/settings/appsettings.h"
#include "ui/settings/language.h"
#include "ui/window/mainwindow.h"
#include "ui/window/matchsetup.h"

#include "core/board/notation.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QMenuBar>
#include <QProcessEnvironment>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

class TestI18n : public QObject
{
    Q_OBJECT

private slots:
    void cleanup();
    void keyStrings_data();
    void keyStrings();
    void resultsFitAnyone_data();
    void resultsFitAnyone();
    void qtOwnTranslations_data();
    void qtOwnTranslations();
    void czechPlurals_data();
    void czechPlurals();
    void pieceLetters_data();
    void pieceLetters();
    void runtimeSwitch_data();
    void runtimeSwitch();
    void mnemonicsApart_data();
    void mnemonicsApart();
    void pagesNameTheMenus_data();
    void pagesNameTheMenus();
    void defaultNamesFollow_data();
    void defaultNamesFollow();
    void commandLineInLanguage_data();
    void commandLineInLanguage();

private:
    ui::Language m_language;
};

void TestI18n::cleanup()
{
    m_language.apply("en");
}

namespace {

// Key strings, looked up in the language installed at the time of the call.
enum class Key
{
    HoldSignal,
    PawnDropRefusal,
    ResignMenu
};

QString text(Key key)
{
    switch (key) {
    case Key::HoldSignal: return ui::MatchController::signalText(core::PartnerSignal::Hold);
    case Key::PawnDropRefusal:
        return ui::MatchController::refusalText(core::Refusal::IllegalMove,
                                                core::MoveError::PawnOnBackRank);
    case Key::ResignMenu: return QCoreApplication::translate("ui::MainWindow", "Res&ign");
    }
    return {};
}

// Settings that start the program in English, muted.
ui::AppSettings *englishMuted(ui::AppSettings &settings)
{
    settings.setLanguage("en");
    settings.setMuted(true);
    return &settings;
}

// A main window of its own (settings, autosave folder).
struct Window
{
    QTemporaryDir dir;
    ui::AppSettings settings{dir.filePath("settings.ini")};
    ui::MainWindow window{englishMuted(settings), dir.filePath("data")};

    // Switched to `language`, with the change applied.
    explicit Window(const QString &language = "en")
    {
        window.setLanguage(language);
        QCoreApplication::processEvents();
    }
};

} // namespace

void TestI18n::keyStrings_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<Key>("key");
    QTest::addColumn<QString>("translated");
    QTest::addRow("nl-hold") << "nl" << Key::HoldSignal << "Houd";
    QTest::addRow("cs-hold") << "cs" << Key::HoldSignal << "Drž";
    QTest::addRow("nl-pawn-drop")
        << "nl" << Key::PawnDropRefusal
        << "Pionnen mogen niet op de eerste of laatste rij worden ingezet.";
    QTest::addRow("cs-pawn-drop") << "cs" << Key::PawnDropRefusal
                                  << "Pěšce nelze nasadit na první ani poslední řadu.";
    QTest::addRow("nl-resign") << "nl" << Key::ResignMenu << "&Opgeven";
    QTest::addRow("cs-resign") << "cs" << Key::ResignMenu << "&Vzdát se";
}

void TestI18n::keyStrings()
{
    QFETCH(QString, language);
    QFETCH(Key, key);
    QFETCH(QString, translated);
    const QString english = text(key);
    QVERIFY(m_language.apply(language));
    QCOMPARE(m_language.current(), language);
    QCOMPARE(text(key), translated);
    QVERIFY(text(key) != english);
}

void TestI18n::resultsFitAnyone_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("how"); // resign or flag, by White-A
    QTest::addColumn<QString>("plate");
    QTest::addRow("cs-resigned") << "cs"
                                 << "resign"
                                 << "Vzdáno";
    QTest::addRow("cs-lost-on-time") << "cs"
                                     << "flag"
                                     << "Prohra na čas";
    QTest::addRow("nl-resigned") << "nl"
                                 << "resign"
                                 << "Heeft opgegeven";
    QTest::addRow("nl-lost-on-time") << "nl"
                                     << "flag"
                                     << "Verliest op tijd";
}

// The result on a player's plate fits whoever sits there: Czech past tenses say "he" (Vzdal se),
// so its results are nouns.
void TestI18n::resultsFitAnyone()
{
    QFETCH(QString, language);
    QFETCH(QString, how);
    QFETCH(QString, plate);
    Window w(language);
    qint64 now = 0;
    w.window.controller()->clocks().setTimeSource([&now] { return now; });
    w.window.matchSetup()->setUpMatch({}, {"Anna", "Dana", "Eva", "Jana"});
    w.window.matchSetup()->startClocks();
    if (how == "resign") {
        w.window.controller()->resign(core::Seat::WhiteA);
    } else {
        now = 180'001;
        w.window.controller()->clocks().refresh();
    }
    QVERIFY(w.window.controller()->match()->isOver());
    QCOMPARE(w.window.scene()->seatItem(core::Seat::WhiteA)->result(), plate);
}

void TestI18n::qtOwnTranslations_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("close");
    QTest::addRow("nl") << "nl"
                        << "Sluiten";
    QTest::addRow("cs") << "cs"
                        << "Zavřít";
}

void TestI18n::qtOwnTranslations()
{
    QFETCH(QString, language);
    QFETCH(QString, close);
    QVERIFY(m_language.apply(language));
    QDialogButtonBox box(QDialogButtonBox::Close);
    QCOMPARE(box.button(QDialogButtonBox::Close)->text(), close);
}

void TestI18n::czechPlurals_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("knights");
    QTest::addColumn<QString>("seconds");
    QTest::addRow("1") << 1 << "1 jezdec"
                       << "1 sekunda";
    QTest::addRow("2") << 2 << "2 jezdci"
                       << "2 sekundy";
    QTest::addRow("5") << 5 << "5 jezdců"
                       << "5 sekund";
}

void TestI18n::czechPlurals()
{
    QFETCH(int, count);
    QFETCH(QString, knights);
    QFETCH(QString, seconds);
    QVERIFY(m_language.apply("cs"));
    QCOMPARE(ui::PocketItem::describe(core::PieceType::Knight, count), knights);
    QCOMPARE(ui::ClockModel::describe(count * 1000), seconds);
}

void TestI18n::pieceLetters_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("san");
    QTest::addColumn<QString>("shown");
    QTest::addRow("en-unchanged") << "en"
                                  << "Nbd7"
                                  << "Nbd7";
    QTest::addRow("nl-knight") << "nl"
                               << "Nbd7"
                               << "Pbd7";
    QTest::addRow("nl-queen-drop-mate") << "nl"
                                        << "Q@f7#"
                                        << "D@f7#";
    QTest::addRow("nl-pawn-drop") << "nl"
                                  << "P@e4"
                                  << "@e4";
    QTest::addRow("nl-promotion") << "nl"
                                  << "exd8=R+"
                                  << "exd8=T+";
    QTest::addRow("cs-bishop") << "cs"
                               << "Bxc6"
                               << "Sxc6";
    QTest::addRow("cs-rook-castle-untouched") << "cs"
                                              << "O-O-O"
                                              << "O-O-O";
    QTest::addRow("cs-king") << "cs"
                             << "Kxb1"
                             << "Kxb1";
    QTest::addRow("cs-knight-drop") << "cs"
                                    << "N@f3+"
                                    << "J@f3+";
}

void TestI18n::pieceLetters()
{
    QFETCH(QString, language);
    QFETCH(QString, san);
    QFETCH(QString, shown);
    QVERIFY(m_language.apply(language));
    QCOMPARE(ui::displaySan(san, true), shown);
    QCOMPARE(ui::displaySan(san, false), san); // files always keep English SAN
}

void TestI18n::runtimeSwitch_data()
{
    QTest::addColumn<QString>("language");
    QTest::addRow("nl") << "nl";
    QTest::addRow("cs") << "cs";
}

void TestI18n::runtimeSwitch()
{
    QFETCH(QString, language);
    QTemporaryDir dir;
    ui::AppSettings settings(dir.filePath("settings.ini"));
    settings.setLanguage("en");
    ui::MainWindow window(&settings);
    window.show();
    // Every visible text: menus and their entries, seat labels, the status line.
    auto texts = [&window] {
        QStringList t;
        for (QAction *menu : window.menuBar()->actions()) {
            t << menu->text();
            for (QAction *a : menu->menu()->actions())
                if (!a->isSeparator() && !a->menu() && a->data().isNull()) t << a->text();
        }
        for (core::Seat seat :
             {core::Seat::WhiteA, core::Seat::BlackA, core::Seat::WhiteB, core::Seat::BlackB})
            t << window.scene()->seatItem(seat)->label();
        t << window.statusText();
        return t;
    };
    const QStringList english = texts();
    window.setLanguage(language);
    QCoreApplication::processEvents();
    const QStringList translated = texts();
    QCOMPARE(translated.size(), english.size());
    for (int i = 0; i < english.size(); ++i)
        QVERIFY2(translated[i] != english[i], qPrintable(english[i]));
    QCOMPARE(settings.language(), language); // remembered
    window.setLanguage("en");
    QCoreApplication::processEvents();
    QCOMPARE(texts(), english);
}

void TestI18n::mnemonicsApart_data()
{
    QTest::addColumn<QString>("language");
    for (const char *code : {"en", "nl", "cs"}) QTest::addRow("%s", code) << code;
}

// In the menu bar and in every menu, no two entries share the letter that Alt+letter picks.
void TestI18n::mnemonicsApart()
{
    QFETCH(QString, language);
    Window w(language);
    ui::MainWindow &window = w.window;
    const auto verifyApart = [](const QList<QAction *> &actions, const QString &where) {
        QMap<QChar, QString> taken;
        for (const QAction *a : actions) {
            const QKeySequence mnemonic = QKeySequence::mnemonic(a->text());
            if (a->isSeparator() || mnemonic.isEmpty()) continue;
            const QChar letter = QKeySequence(mnemonic[0].key()).toString().at(0).toLower();
            QVERIFY2(!taken.contains(letter),
                     qPrintable(QStringLiteral("%1: \"%2\" and \"%3\" both take %4")
                                    .arg(where, taken.value(letter), a->text(), letter)));
            taken.insert(letter, a->text());
        }
    };
    verifyApart(window.menuBar()->actions(), "menu bar");
    QList<QMenu *> menus;
    for (QAction *a : window.menuBar()->actions()) menus << a->menu();
    while (!menus.isEmpty()) {
        QMenu *menu = menus.takeFirst();
        verifyApart(menu->actions(), menu->title());
        if (QTest::currentTestFailed()) return;
        for (QAction *a : menu->actions())
            if (a->menu()) menus << a->menu();
    }
}

void TestI18n::pagesNameTheMenus_data()
{
    mnemonicsApart_data();
}

// The Rules page sends the reader to Help -> Controls by the names the menus show.
void TestI18n::pagesNameTheMenus()
{
    QFETCH(QString, language);
    Window w(language);
    ui::MainWindow &window = w.window;
    QString path;
    for (QAction *menu : window.menuBar()->actions())
        for (QAction *a : menu->menu()->actions())
            if (a->text() == QCoreApplication::translate("ui::MainWindow", "&Controls"))
                path = menu->text().remove('&') + QStringLiteral(" → ") + a->text().remove('&');
    QVERIFY(!path.isEmpty());
    ui::RulesDialog rules(&window);
    const QString page = rules.findChild<QTextBrowser *>()->toPlainText();
    QVERIFY2(page.contains(path), qPrintable(path));
}

void TestI18n::defaultNamesFollow_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("player1");
    QTest::addRow("nl") << "nl"
                        << "Speler 1";
    QTest::addRow("cs") << "cs"
                        << "Hráč 1";
}

// A match in progress: seats with the default names take them in the new language at once (plates,
// the team's name, the status line, the Resign menu); a name the players typed stays.
void TestI18n::defaultNamesFollow()
{
    QFETCH(QString, language);
    QFETCH(QString, player1);
    Window w;
    ui::MainWindow &window = w.window;
    core::MatchConfig config;
    window.matchSetup()->setUpMatch(config, {"Player 1", "Ann", "Player 3", "Player 4"});
    window.show();
    ui::MatchController *controller = window.controller();
    controller->start();
    const auto e4 = core::parseUci(controller->match()->board(core::Board::A), "e2e4");
    QVERIFY(e4.ok());
    QCOMPARE(controller->proposeMove(core::Board::A, *e4), QString());
    window.setLanguage(language);
    QCoreApplication::processEvents();
    QCOMPARE(controller->name(core::Seat::WhiteA), player1);
    QCOMPARE(controller->name(core::Seat::BlackA), QString("Ann"));
    QVERIFY(controller->match()->plies() == 1); // the same match
    QCOMPARE(window.scene()->seatItem(core::Seat::WhiteA)->name(), player1);
    for (core::Team team : {core::Team::One, core::Team::Two})
        QVERIFY2(!window.scene()->teamLog(team)->title().contains("Player"),
                 qPrintable(window.scene()->teamLog(team)->title()));
    QVERIFY2(!window.statusText().contains("Player"), qPrintable(window.statusText()));
    QStringList resign;
    for (QAction *menu : window.menuBar()->actions())
        for (QAction *a : menu->menu()->actions())
            if (a->menu() && a->menu()->actions().size() == 4)
                for (QAction *seat : a->menu()->actions()) resign << seat->text();
    QVERIFY(resign.contains(player1) && !resign.join(' ').contains("Player"));
}

void TestI18n::commandLineInLanguage_data()
{
    QTest::addColumn<QString>("setting"); // the settings' language, empty: none saved
    QTest::addColumn<QString>("lang");    // LANG
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("expected"); // a line of standard output or error
    const QStringList help{"--help"};
    QTest::addRow("help-english") << "en"
                                  << "nl_NL.UTF-8" << help << 0
                                  << "Bughouse and crazyhouse chess on one computer.";
    QTest::addRow("help-dutch-from-settings")
        << "nl"
        << "C" << help << 0 << "Bughouse- en crazyhouseschaak op één computer.";
    QTest::addRow("help-czech-from-settings")
        << "cs"
        << "C" << help << 0 << "Šachy bughouse a crazyhouse na jednom počítači.";
    QTest::addRow("help-dutch-from-the-system")
        << ""
        << "nl_NL.UTF-8" << help << 0 << "Bughouse- en crazyhouseschaak op één computer.";
    QTest::addRow("two-records-czech") << "cs"
                                       << "C" << QStringList{"a.bpgn", "b.bpgn"} << 2
                                       << "bughouse: zadejte jeden záznam k otevření, ne 2";
}

// The GUI's --help and its command-line messages speak the language of its settings, or of the
// system when none is saved.
void TestI18n::commandLineInLanguage()
{
    QFETCH(QString, setting);
    QFETCH(QString, lang);
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, expected);
    QTemporaryDir config;
    if (!setting.isEmpty()) {
        QVERIFY(QDir(config.path()).mkpath("Bughouse"));
        QFile file(config.filePath("Bughouse/bughouse.conf"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[view]\nlanguage=" + setting.toUtf8() + "\n");
    }
    QProcessEnvironment env;
    env.insert("XDG_CONFIG_HOME", config.path());
    env.insert("LANG", lang);
    env.insert("LC_ALL", lang);
    env.insert("LANGUAGE", "");
    env.insert("QT_QPA_PLATFORM", "offscreen");
    const auto r = testutil::runCli(args, {}, env, BUGHOUSE_GUI);
    QCOMPARE(r.exitCode, exitCode);
    const QStringList lines = (r.out + r.err).split('\n');
    QVERIFY2(lines.contains(expected), qPrintable(r.out + r.err));
}

QTEST_MAIN(TestI18n)
#include "tst_i18n.moc"
