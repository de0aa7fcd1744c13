// The floors of the source tree: a file includes only its own part and the parts on lower floors.
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <optional>

namespace {

// A part of the program: the files under the `folder`, on `floor`.
struct Part
{
    const char *name;
    QString folder; // ends with "/"
    int floor;
};

// docs/architecture.md draws the same floors. Parts on one floor know nothing of each other.
const QList<Part> &parts()
{
    static const QList<Part> list = {
        {"core base", "core/base/", 0},
        {"core board", "core/board/", 1},
        {"core match", "core/match/", 2},
        {"core records", "core/records/", 3},
        {"core engine", "core/engine/", 3},
        // What the programs share beside the core (files and counts for the command-line ones,
        // the engine child for bughouse-cli and the GUI), on the core alone.
        {"app/common", "app/common/", 3},
        // The review of a match: the engine's view of a record's positions.
        {"core review", "core/review/", 4},
        // Headless: the core only, so they sit beside the lowest floor of ui/.
        {"app/cli", "app/cli/", 5},
        {"app/tune", "app/tune/", 5},
        {"app/soundgen", "app/soundgen/", 5},
        {"ui/match", "ui/match/", 5},
        {"ui/sound", "ui/sound/", 5},
        {"ui/input", "ui/input/", 6},
        {"ui/players", "ui/players/", 6},
        {"ui/scene", "ui/scene/", 7},
        {"ui/settings", "ui/settings/", 7},
        {"ui/evening", "ui/evening/", 8},
        {"ui/review", "ui/review/", 8},
        {"ui/dialogs", "ui/dialogs/", 9},
        {"ui/window", "ui/window/", 10},
        {"app/gui", "app/gui/", 11},
    };
    return list;
}

// The part of `path` (relative to the project): the one whose folder holds it.
const Part *partOf(const QString &path)
{
    for (const Part &part : parts())
        if (path.startsWith(part.folder)) return &part;
    return nullptr;
}

// What `file` may not include: `include` as written in it. Empty if allowed. A bare name is in
// the file's own folder; other paths are from the project's root.
QString verdict(const QString &file, const QString &include)
{
    const QString target =
        include.contains(u'/') ? include : file.section(u'/', 0, -2) + u'/' + include;
    const Part *from = partOf(file);
    const Part *to = partOf(target);
    if (!from) return QStringLiteral("%1 belongs to no part").arg(file);
    if (!to || to == from) return {};
    if (to->floor < from->floor) return {};
    return QStringLiteral("%1 (%2) includes %3 (%4)%5")
        .arg(file, QLatin1String(from->name), include, QLatin1String(to->name),
             to->floor == from->floor ? QStringLiteral(", a part on its own floor")
                                      : QStringLiteral(", a part above it"));
}

QStringList sourceFiles()
{
    QStringList files;
    const QString root = QStringLiteral(BUGHOUSE_SOURCE_DIR);
    for (const char *top : {"core", "ui", "app"}) {
        QDirIterator it(root + u'/' + QLatin1String(top),
                        {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) files << it.next().mid(root.size() + 1);
    }
    files.sort();
    return files;
}

// The project's own includes of `file` ("..." ones, not the generated .moc).
QStringList includesOf(const QString &file)
{
    QFile f(QStringLiteral(BUGHOUSE_SOURCE_DIR) + u'/' + file);
    if (!f.open(QIODevice::ReadOnly)) return {};
    static const QRegularExpression include(QStringLiteral("^\\s*#\\s*include\\s+\"([^\"]+)\""),
                                            QRegularExpression::MultilineOption);
    QStringList found;
    for (auto it = include.globalMatch(QString::fromUtf8(f.readAll())); it.hasNext();) {
        const QString path = it.next().captured(1);
        if (!path.endsWith(QLatin1String(".moc"))) found << path;
    }
    return found;
}

} // namespace

class TestLayering : public QObject
{
    Q_OBJECT

private slots:
    void verdicts_data();
    void verdicts();
    void everyFileHasAPart();
    void partsKeepTheirFloors_data();
    void partsKeepTheirFloors();
};

void TestLayering::verdicts_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("include");
    QTest::addColumn<bool>("allowed");
    QTest::newRow("own folder by bare name") << "ui/scene/matchscene.cpp"
                                             << "boarditem.h" << true;
    QTest::newRow("own folder by full path") << "ui/scene/matchscene.cpp"
                                             << "ui/scene/boarditem.h" << true;
    QTest::newRow("a floor below") << "ui/scene/matchscene.cpp"
                                   << "ui/input/inputlayer.h" << true;
    QTest::newRow("the core from the top") << "ui/window/mainwindow.cpp"
                                           << "core/records/bpgn.h" << true;
    QTest::newRow("input reaching up into the scene") << "ui/input/cursorhands.cpp"
                                                      << "ui/scene/boarditem.h" << false;
    QTest::newRow("match reaching up into input") << "ui/match/matchcontroller.h"
                                                  << "ui/input/hand.h" << false;
    QTest::newRow("input and players are strangers") << "ui/input/inputlayer.cpp"
                                                     << "ui/players/seatplayers.h" << false;
    QTest::newRow("the scene knows no window") << "ui/scene/matchscene.cpp"
                                               << "ui/window/mainwindow.h" << false;
    QTest::newRow("the board knows no match") << "core/board/position.h"
                                              << "core/match/match.h" << false;
    QTest::newRow("the match knows no engine") << "core/match/match.cpp"
                                               << "core/engine/search.h" << false;
    QTest::newRow("the match knows no record") << "core/match/match.h"
                                               << "core/records/gamerecord.h" << false;
    QTest::newRow("the board reads its text by the base") << "core/board/position.cpp"
                                                          << "core/base/quote.h" << true;
    QTest::newRow("the base knows no board") << "core/base/result.h"
                                             << "core/board/types.h" << false;
    QTest::newRow("the engine knows no review") << "core/engine/search.cpp"
                                                << "core/review/analysis.h" << false;
    QTest::newRow("records know no review") << "core/records/bpgn.cpp"
                                            << "core/review/analysis.h" << false;
    QTest::newRow("the review stands on records and engine") << "core/review/analysis.h"
                                                             << "core/engine/engine.h" << true;
    QTest::newRow("the command line reviews") << "app/cli/review.cpp"
                                              << "core/review/analysis.h" << true;
    QTest::newRow("records and engine are strangers") << "core/records/bpgn.cpp"
                                                      << "core/engine/engine.h" << false;
    QTest::newRow("the review stands on records") << "core/review/provenance.cpp"
                                                  << "core/records/gamerecord.h" << true;
    QTest::newRow("the match's Qt side may use the review") << "ui/match/matchcontroller.cpp"
                                                            << "core/review/provenance.h" << true;
    QTest::newRow("the replay window uses the review") << "ui/dialogs/replaywindow.cpp"
                                                       << "core/review/provenance.h" << true;
    QTest::newRow("the engine uses the board") << "core/engine/search.h"
                                               << "core/board/position.h" << true;
    QTest::newRow("the tuner is no command of the program") << "app/tune/tune.cpp"
                                                            << "app/cli/commands.h" << false;
    QTest::newRow("the command line has no Qt side") << "app/cli/play.cpp"
                                                     << "ui/match/autosave.h" << false;
    QTest::newRow("the GUI runs engines as the command line does")
        << "ui/players/uciplayer.h"
        << "app/common/enginechild.h" << true;
    QTest::newRow("the program uses the window") << "app/gui/main.cpp"
                                                 << "ui/window/mainwindow.h" << true;
}

void TestLayering::verdicts()
{
    QFETCH(QString, file);
    QFETCH(QString, include);
    QFETCH(bool, allowed);
    const QString why = verdict(file, include);
    QVERIFY2(why.isEmpty() == allowed, qPrintable(why.isEmpty() ? QStringLiteral("allowed") : why));
}

// A new file or folder needs its floor said here first.
void TestLayering::everyFileHasAPart()
{
    const QStringList files = sourceFiles();
    QVERIFY(files.size() > 100);
    QStringList homeless;
    for (const QString &file : files)
        if (!partOf(file)) homeless << file;
    QVERIFY2(homeless.isEmpty(), qPrintable(homeless.join(QStringLiteral(", "))));
}

void TestLayering::partsKeepTheirFloors_data()
{
    QTest::addColumn<QString>("part");
    for (const Part &part : parts()) QTest::newRow(part.name) << QString::fromLatin1(part.name);
}

void TestLayering::partsKeepTheirFloors()
{
    QFETCH(QString, part);
    QStringList wrong;
    int files = 0;
    for (const QString &file : sourceFiles()) {
        const Part *p = partOf(file);
        if (!p || QLatin1String(p->name) != part) continue;
        ++files;
        for (const QString &include : includesOf(file))
            if (const QString why = verdict(file, include); !why.isEmpty()) wrong << why;
    }
    QVERIFY2(files > 0, "a part without files");
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestLayering)
#include "tst_layering.moc"
