// The least Qt Widgets program with a window like the main one (a menu bar, 1280x800), for
// .ci/measure-gui: how soon Qt itself shows a first window, the floor under the program's start-up.
#include <QApplication>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QMainWindow window;
    window.setWindowTitle(QStringLiteral("Qt window"));
    window.menuBar()->addMenu(QStringLiteral("&File"));
    window.setCentralWidget(new QLabel(QStringLiteral("Qt window")));
    window.resize(1280, 800);
    window.show();
    return app.exec();
}
