// bughouse: the graphical program.
#include "ui/scene/matchscene.h"
#include "ui/settings/appsettings.h"
#include "ui/settings/language.h"
#include "ui/window/demoloop.h"
#include "ui/window/mainwindow.h"
#include "ui/window/matchkeeper.h"
#include "ui/window/matchsetup.h"
#include "ui/window/recordfiles.h"

#include "core/base/quote.h"
#include "core/board/position.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLocale>
#include <QTimer>

#include <cstdio>
#include <memory>

namespace {

int fail(const QString &message)
{
    std::fprintf(stderr, "bughouse: %s\n", qPrintable(message));
    return 2;
}

// Outside text (an argument, a path) as the terminal may see it: short, control bytes escaped.
QString quoted(const QString &text)
{
    return QString::fromStdString(core::quoted(text.toStdString()));
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Bughouse"));
    QApplication::setApplicationName(QStringLiteral("bughouse"));
    QApplication::setApplicationDisplayName(QStringLiteral("Bughouse"));
    QApplication::setApplicationVersion(QStringLiteral(BUGHOUSE_VERSION));
    QIcon icon;
    for (const int size : {16, 22, 24, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/%1.png").arg(size), QSize(size, size));
    QApplication::setWindowIcon(icon);

    ui::AppSettings settings;
    // --help and the messages below in the user's language; the window applies it again for itself.
    auto language = std::make_unique<ui::Language>();
    language->apply(settings.language().isEmpty() ? ui::Language::systemDefault()
                                                  : settings.language());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Bughouse and crazyhouse chess on one computer."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(
        "screenshot", QApplication::translate("main", "Render the window to FILE (PNG) and exit."),
        "FILE");
    const QCommandLineOption size("size",
                                  QApplication::translate("main", "Window size for --screenshot."),
                                  "WxH", "1280x800");
    const QCommandLineOption bfen(
        "bfen", QApplication::translate("main", "Show this two-board position: \"FEN_A | FEN_B\"."),
        "BFEN");
    const QCommandLineOption demo(
        "demo", QApplication::translate(
                    "main", "Start a demo: four computers, a new match whenever one ends."));
    parser.addOptions({screenshot, size, bfen, demo});
    parser.addPositionalArgument(
        "FILE",
        QApplication::translate("main", "A record (BPGN or PGN) to open in the replay window."),
        "[FILE]");
    // QCommandLineParser would print an unknown option as given, escape codes and all.
    if (!parser.parse(QApplication::arguments()))
        return fail(QString::fromStdString(core::escaped(parser.errorText().toStdString())));
    parser.process(app); // --help and --version
    if (parser.positionalArguments().size() > 1)
        return fail(QApplication::translate("main", "give one record to open, not %1")
                        .arg(QLocale().toString(int(parser.positionalArguments().size()))));
    language.reset();

    ui::MainWindow window(&settings);

    if (parser.isSet(bfen)) {
        const QStringList fens = parser.value(bfen).split('|');
        core::MatchConfig config = settings.matchConfig();
        config.mode = fens.size() == 2 ? core::MatchMode::Bughouse : core::MatchMode::Crazyhouse;
        config.seatBase = {};
        if (fens.size() > 2)
            return fail(
                QApplication::translate("main", "--bfen takes one or two FENs separated by '|'"));
        for (int b = 0; b < fens.size(); ++b) config.startFen[b] = fens[b].trimmed().toStdString();
        if (const std::string error = config.validate(); !error.empty())
            return fail(QString::fromStdString(error));
        window.matchSetup()->setUpMatch(config, settings.names());
    }

    if (parser.isSet(screenshot)) {
        const QStringList wh = parser.value(size).split('x');
        const int w = wh.value(0).toInt(), h = wh.size() == 2 ? wh[1].toInt() : 0;
        if (w < 200 || h < 150 || w > 8000 || h > 8000)
            return fail(QApplication::translate("main", "--size must be WxH, e.g. 1280x800"));
        window.resize(w, h);
        window.matchSetup()
            ->startClocks(); // show the position as in play, without the start banner
        window.show();
        QApplication::processEvents();
        if (!window.grab().save(parser.value(screenshot), "PNG"))
            return fail(QApplication::translate("main", "cannot write %1")
                            .arg(quoted(parser.value(screenshot))));
        return 0;
    }

    window.show();
    if (parser.isSet(demo)) {
        window.demoLoop()->setRunning(true);
    } else {
        // A record to open waits for the interrupted match's question: one question at a time.
        if (!parser.positionalArguments().isEmpty()) {
            const QString file = parser.positionalArguments().first();
            QObject::connect(
                window.keeper(), &ui::MatchKeeper::resumeSettled, window.recordFiles(),
                [&window, file] { window.recordFiles()->openFile(file); },
                Qt::SingleShotConnection);
        }
        QTimer::singleShot(0, window.keeper(), &ui::MatchKeeper::offerResume);
    }
    return app.exec();
}
