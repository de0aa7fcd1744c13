// Not a test: how the replay window's review behaves while the engine analyses a record. Opens
// the first game of FILE in a replay window, clicks nothing but starts the analysis as the Analyse
// button does, and prints the time to the first result, to the end, and the longest the GUI
// thread went without running its event loop (a 1 ms timer's largest gap), with the window
// repainting its timeline after every result.
//   measure_reviewlatency FILE [deep]
#include "ui/dialogs/replaywindow.h"
#include "ui/review/analysisrunner.h"

#include "core/records/bpgn.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTimer>

#include <cstdio>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: measure_reviewlatency FILE [deep]\n");
        return 2;
    }
    QFile file(QString::fromLocal8Bit(argv[1]));
    if (!file.open(QIODevice::ReadOnly)) return 2;
    const QByteArray text = file.readAll();
    auto games = core::readGames(std::string_view(text.constData(), std::size_t(text.size())));
    if (games.empty() || !games[0]) return 2;
    ui::ReplayWindow window(std::move(games[0].value()), false);
    window.resize(1280, 800);
    window.show();
    QElapsedTimer clock;
    qint64 first = -1, last = 0, longest = 0;
    QTimer tick;
    tick.setInterval(1);
    QObject::connect(&tick, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        longest = std::max(longest, now - last);
        last = now;
    });
    QObject::connect(window.analysis(), &ui::AnalysisRunner::analysed, [&] {
        if (first < 0) first = clock.nsecsElapsed();
    });
    QObject::connect(window.analysis(), &ui::AnalysisRunner::finished, &app, [&] {
        std::printf("positions %d, first result %.3f s, all %.3f s, longest GUI stall %.1f ms\n",
                    window.analysis()->total(), double(first) / 1e9,
                    double(clock.nsecsElapsed()) / 1e9, double(longest) / 1e6);
        app.quit();
    });
    QTimer::singleShot(200, [&] {
        clock.start();
        last = 0;
        tick.start();
        window.analyse(argc > 2 && QByteArray(argv[2]) == "deep");
    });
    return app.exec();
}
