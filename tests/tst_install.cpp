// The install rules: `cmake --install` of this build into a fresh prefix gives both programs, the
// sound module where the installed program finds it, and the files a desktop reads, each valid.
#include "testutil.h"

#include "ui/sound/sounds.h"

#include <QDir>
#include <QFileInfo>
#include <QLibrary>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

class TestInstall : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void programsAnswer_data();
    void programsAnswer();
    void soundModuleFound();
    void desktopFiles_data();
    void desktopFiles();

private:
    QTemporaryDir m_prefix;
};

namespace {

const QString AppId = "io.github.bughouse.Bughouse";

// Runs `program` with `args`, the GUI on Qt's offscreen platform.
testutil::CliRun run(const QString &program, const QStringList &args)
{
    QProcessEnvironment env;
    env.insert("QT_QPA_PLATFORM", "offscreen");
    return testutil::runCli(args, {}, env, program);
}

} // namespace

void TestInstall::initTestCase()
{
    QVERIFY(m_prefix.isValid());
    const auto r =
        run(BUGHOUSE_CMAKE, {"--install", BUGHOUSE_BUILD_DIR, "--prefix", m_prefix.path()});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
}

void TestInstall::programsAnswer_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QString>("version");
    QTest::addRow("bughouse") << "bughouse"
                              << "bughouse " BUGHOUSE_PROJECT_VERSION;
    QTest::addRow("bughouse-cli") << "bughouse-cli"
                                  << "bughouse-cli " BUGHOUSE_PROJECT_VERSION;
}

// The installed programs start from the prefix (no build folder beside them) and say their
// version; the developers' tuner is not installed.
void TestInstall::programsAnswer()
{
    QFETCH(QString, program);
    QFETCH(QString, version);
    const QString path = m_prefix.filePath("bin/" + program);
    QVERIFY2(QFileInfo(path).isExecutable(), qPrintable(path));
    const auto r = run(path, {"--version"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, version + "\n");
    QVERIFY(!QFileInfo::exists(m_prefix.filePath("bin/bughouse-tune")));
}

// The installed program looks for the module in its private library folder, where it was
// installed, and finds the sound effects there.
void TestInstall::soundModuleFound()
{
    const QStringList paths = ui::Sounds::modulePaths(m_prefix.filePath("bin"));
    QCOMPARE(paths.size(), 2);
    QVERIFY2(paths[1].startsWith(QDir(m_prefix.path()).filePath("lib")), qPrintable(paths[1]));
    QVERIFY2(paths[1].endsWith("/bughouse/bughouse_audio"), qPrintable(paths[1]));
    QLibrary module(paths[1]);
    QVERIFY2(module.resolve("bughouseSoundEffects"), qPrintable(module.errorString()));
}

void TestInstall::desktopFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("check"); // a validator and its options, the file added
    QTest::addRow("desktop-entry")
        << "share/applications/" + AppId + ".desktop" << QStringList{"desktop-file-validate"};
    QTest::addRow("metainfo") << "share/metainfo/" + AppId + ".metainfo.xml"
                              << QStringList{"appstreamcli", "validate", "--no-net"};
    QTest::addRow("mime-type") << "share/mime/packages/" + AppId + ".xml"
                               << QStringList{"xmllint", "--noout"};
    QTest::addRow("icon-scalable") << "share/icons/hicolor/scalable/apps/" + AppId + ".svg"
                                   << QStringList{"xmllint", "--noout"};
    QTest::addRow("icon-48") << "share/icons/hicolor/48x48/apps/" + AppId + ".png" << QStringList{};
    QTest::addRow("man-page-gui") << "share/man/man6/bughouse.6.gz" << QStringList{};
    QTest::addRow("man-page-cli") << "share/man/man6/bughouse-cli.6.gz" << QStringList{};
    QTest::addRow("copyright") << "share/doc/bughouse/copyright" << QStringList{};
}

// Each file is where a desktop looks for it, and passes its validator (.ci/build installs them).
void TestInstall::desktopFiles()
{
    QFETCH(QString, file);
    QFETCH(QStringList, check);
    const QString path = m_prefix.filePath(file);
    QVERIFY2(QFileInfo(path).isFile() && QFileInfo(path).size() > 0, qPrintable(path));
    if (check.isEmpty()) return;
    const QString validator = QStandardPaths::findExecutable(check[0]);
    if (validator.isEmpty())
        QSKIP(qPrintable(check[0] + " is not installed (bash .ci/build installs it)"));
    const auto r = run(validator, check.mid(1) + QStringList{path});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
}

QTEST_GUILESS_MAIN(TestInstall)
#include "tst_install.moc"
