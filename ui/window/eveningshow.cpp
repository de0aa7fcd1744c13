#include "eveningshow.h"

#include "demoloop.h"
#include "dialogpause.h"
#include "matchsetup.h"
#include "recordfiles.h"

#include "ui/dialogs/filedialog.h"
#include "ui/match/matchcontroller.h"
#include "ui/scene/matchscene.h"

#include <QBuffer>
#include <QDate>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QTimer>

namespace ui {

EveningShow::EveningShow(const QString &fileName, MatchController *controller, MatchSetup *setup,
                         const DemoLoop *demo, RecordFiles *files, DialogPause *pause,
                         MatchScene *scene, QGraphicsView *view, QWidget *window, QObject *parent)
    : QObject(parent), m_controller(controller), m_setup(setup), m_demo(demo), m_files(files),
      m_pause(pause), m_scene(scene), m_view(view), m_window(window), m_evening(fileName),
      m_delay(new QTimer(this))
{
    m_delay->setObjectName(QStringLiteral("scoreboardDelay"));
    m_delay->setSingleShot(true);
    m_delay->setInterval(ResultBannerMs);
    // The final positions first, then the result banner (the scene's), then the scoreboard, and in
    // the demo the next match after it.
    connect(scene, &MatchScene::resultShown, m_delay, qOverload<>(&QTimer::start));
    connect(m_delay, &QTimer::timeout, this, [this] {
        if (!m_controller->match() || !m_controller->match()->isOver()) return;
        display();
        emit shownAfterMatch();
    });
    connect(controller, &MatchController::matchReset, m_delay, &QTimer::stop);
    connect(controller, &MatchController::stateChanged, this, [this] {
        const core::Match *match = m_controller->match();
        if (m_scoreboard && match && match->isStarted() && !match->isOver()) m_scoreboard->hide();
    });
}

void EveningShow::load()
{
    QString why;
    if (m_evening.load(&why)) return;
    // Like a damaged autosave: said once, in plain words, the file renamed; the reason is a detail.
    const QString kept = m_evening.keepAside();
    const QString text =
        kept.isEmpty() ? tr("The scoreboard of the evening could not be read: its file is damaged. "
                            "The scoreboard starts empty.")
                       : tr("The scoreboard of the evening could not be read: its file is damaged. "
                            "The scoreboard starts empty; the file was kept as %1.")
                             .arg(QDir::toNativeSeparators(kept));
    emit statusMessage(text);
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Scoreboard not read"), text,
                                QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("damagedEveningMessage"));
    box->setDetailedText(why);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void EveningShow::countMatch(const core::Match &match, const std::array<QString, 4> &names,
                             const std::array<QString, 4> &players, const QString &id, bool demo)
{
    // The demo's four computers play named parts on its own table.
    std::array<bool, 4> computer{};
    for (int s = 0; s < 4 && !demo; ++s)
        computer[s] = !players[s].isEmpty() && players[s] != QLatin1String("human");
    auto played = Scoreboard::played(match, names, computer);
    if (!played) return; // aborted
    played->id = id;
    if (demo) {
        m_demoEvening.add(*played);
        return;
    }
    QString error;
    if (!m_evening.add(*played, &error))
        emit statusMessage(tr("The scoreboard could not be saved: %1").arg(error));
}

bool EveningShow::showsDemoEvening() const
{
    return m_setup->isDemoMatch() && m_demo->isRunning();
}

void EveningShow::showScoreboard()
{
    const core::Match *match = m_controller->match();
    if (match && match->isStarted() && !match->isOver()) {
        emit statusMessage(
            tr("The scoreboard is shown between matches, not while the clocks run."));
        return;
    }
    if (m_scoreboard && m_scoreboard->isVisible())
        m_scoreboard->hide();
    else
        display();
}

void EveningShow::hideScoreboard()
{
    if (m_scoreboard) m_scoreboard->hide();
}

void EveningShow::retranslate()
{
    if (m_scoreboard && m_scoreboard->isVisible()) display();
}

void EveningShow::display()
{
    if (!m_scoreboard) {
        m_scoreboard = new ScoreboardItem(&m_scene->theme());
        m_scoreboard->setZValue(90); // over the result banner, under a dragged piece
        m_scene->addItem(m_scoreboard);
        m_scoreboard->dismissOnInput(m_view);
    }
    const bool demo = showsDemoEvening();
    m_scoreboard->setContent(m_scene->sceneRect(), title(demo), demo ? m_demoEvening : m_evening,
                             tr("Press a key or click to go on"));
    m_scoreboard->show();
}

QString EveningShow::title(bool demo) const
{
    return demo ? tr("Demo: %n match(es)", "", int(m_demoEvening.matches().size()))
                : tr("This evening: %n match(es)", "", int(m_evening.matches().size()));
}

void EveningShow::newEvening()
{
    const int count = int(m_evening.matches().size());
    const bool paused = m_pause->pause();
    const bool yes = count == 0 ||
                     QMessageBox::question(m_window, tr("New evening"),
                                           tr("Clear the scoreboard of the evening (%n match(es))?",
                                              "", count)) == QMessageBox::Yes;
    m_pause->resume(paused);
    if (!yes) return;
    QString error;
    if (!m_evening.clear(&error))
        emit statusMessage(tr("The scoreboard could not be saved: %1").arg(error));
    else
        emit statusMessage(tr("A new evening: the scoreboard is empty."));
    if (m_scoreboard && m_scoreboard->isVisible()) display();
}

QString EveningShow::askFile(const QString &title, const QString &suffix, const QString &filter)
{
    const bool paused = m_pause->pause();
    const QString name =
        tr("scoreboard-%1").arg(QDate::currentDate().toString(Qt::ISODate)) + u'.' + suffix;
    const QString fileName =
        FileDialog::saveFileName(m_window, title, QDir::home().filePath(name), filter);
    m_pause->resume(paused);
    return fileName;
}

void EveningShow::exportTable()
{
    const QString fileName = askFile(tr("Export scoreboard"), QStringLiteral("csv"),
                                     tr("Tables for spreadsheets (*.csv)"));
    if (!fileName.isEmpty() && writeCsv(fileName))
        emit statusMessage(tr("Saved %1.").arg(QFileInfo(fileName).fileName()));
}

void EveningShow::exportPicture()
{
    const QString fileName =
        askFile(tr("Save scoreboard picture"), QStringLiteral("png"), tr("Pictures (*.png)"));
    if (!fileName.isEmpty() && writePicture(fileName))
        emit statusMessage(tr("Saved %1.").arg(QFileInfo(fileName).fileName()));
}

bool EveningShow::writeCsv(const QString &fileName, QString *error)
{
    return m_files->write(fileName, m_evening.csv(), error);
}

bool EveningShow::writePicture(const QString &fileName, QString *error)
{
    const QImage image = ScoreboardItem::picture(m_scene->theme(), title(false), m_evening, 1920);
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return m_files->write(fileName, png, error);
}

} // namespace ui
