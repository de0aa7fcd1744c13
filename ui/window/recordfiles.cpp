#include "recordfiles.h"

#include "dialogpause.h"

#include "ui/dialogs/filedialog.h"
#include "ui/dialogs/replaywindow.h"
#include "ui/match/matchcontroller.h"
#include "ui/match/safefile.h"
#include "ui/settings/appsettings.h"

#include "core/records/bpgn.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QInputDialog>
#include <QLocale>
#include <QMessageBox>
#include <QProgressDialog>
#include <QTimer>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace ui {

void giveBackMemory()
{
#ifdef __GLIBC__
    malloc_trim(0);
#endif
}

RecordFiles::RecordFiles(AppSettings *settings, MatchController *controller, DialogPause *pause,
                         QWidget *window, QObject *parent)
    : QObject(parent), m_settings(settings), m_controller(controller), m_pause(pause),
      m_window(window)
{}

RecordFiles::~RecordFiles()
{
    if (m_reading) m_reading->cancel = true;
    if (m_reader) m_reader->wait();
}

core::GameRecord RecordFiles::recordFor(const core::Match &match,
                                        const std::array<QString, 4> &shown) const
{
    std::array<std::string, 4> names;
    for (int s = 0; s < 4; ++s) names[s] = shown[s].toStdString();
    core::GameRecord record = core::recordOf(match, names);
    record.setTag("Event", match.config().mode == core::MatchMode::Bughouse ? "Bughouse match"
                                                                            : "Crazyhouse game");
    record.setTag("Site", "Bughouse");
    record.setTag("Date",
                  QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString());
    // What its clocks showed at the end, or when it was left (for "Continue playing from here"):
    // the move stamps alone say only what each clock showed after its own last move.
    if (match.isStarted()) {
        const qint64 now = match.isPaused() || match.isOver() ? match.events().back().at
                                                              : m_controller->clocks().now();
        QStringList clocks;
        for (core::Seat seat : match.seats())
            clocks << QString::fromStdString(core::formatSeconds(match.timeLeft(seat, now)));
        record.setTag(ReplayWindow::ClocksTag, clocks.join(u' ').toStdString());
    }
    return record;
}

bool RecordFiles::saveFile(const QString &fileName, QString *error)
{
    const core::Match *match = m_controller->match();
    return match && writeRecord(fileName, recordFor(*match, m_controller->names()), error);
}

bool RecordFiles::writeRecord(const QString &fileName, const core::GameRecord &record,
                              QString *error)
{
    return write(fileName, QByteArray::fromStdString(core::writeGame(record)), error);
}

bool RecordFiles::write(const QString &fileName, const QByteArray &bytes, QString *error)
{
    QString why;
    if (writeFileSafely(fileName, bytes, &why)) return true;
    emit statusMessage(tr("Cannot write %1: %2").arg(fileName, why));
    if (error) *error = why;
    return false;
}

bool RecordFiles::saveAs(const core::Match &match, const std::array<QString, 4> &names)
{
    const bool bughouse = match.config().mode == core::MatchMode::Bughouse;
    const bool paused = m_pause->pause();
    // Records are saved and opened in one folder, the one used last.
    const QString fileName = FileDialog::saveFileName(
        m_window, tr("Save match"),
        QDir(m_settings->openFolder())
            .filePath(bughouse ? QStringLiteral("match.bpgn") : QStringLiteral("game.pgn")),
        bughouse ? tr("Bughouse games (*.bpgn)") : tr("Crazyhouse games (*.pgn)"));
    m_pause->resume(paused);
    if (fileName.isEmpty() || !writeRecord(fileName, recordFor(match, names), nullptr))
        return false;
    m_settings->setOpenFolder(QFileInfo(fileName).absolutePath());
    emit statusMessage(tr("Saved %1.").arg(QFileInfo(fileName).fileName()));
    return true;
}

void RecordFiles::open()
{
    const bool paused = m_pause->pause();
    const QString fileName =
        FileDialog::openFileName(m_window, tr("Open games"), m_settings->openFolder(),
                                 tr("Games (*.bpgn *.pgn);;All files (*)"));
    if (fileName.isEmpty()) {
        m_pause->resume(paused);
        return;
    }
    m_settings->setOpenFolder(QFileInfo(fileName).absolutePath());
    readFile(fileName, paused); // the clocks stay stopped until the game is chosen
}

void RecordFiles::openFile(const QString &fileName)
{
    if (!m_reader) readFile(fileName, m_pause->pause());
}

// The progress dialog and the game chooser are modal: the clocks stand still until a game shows.
void RecordFiles::readFile(const QString &fileName, bool paused)
{
    auto reading = std::make_shared<Reading>();
    m_reading = reading;
    m_reader = QThread::create([reading, fileName] {
        // A device or a pipe would be read without end, or block the open.
        const QFileInfo info(fileName);
        if (info.exists() && !info.isFile()) {
            reading->error = tr("it is not a regular file");
            return;
        }
        if (info.size() > MaxFileSize) {
            reading->error = tr("it is larger than %1 MiB").arg(MaxFileSize >> 20);
            return;
        }
        QFile file(fileName);
        if (!file.open(QIODevice::ReadOnly)) {
            reading->error = file.errorString();
            return;
        }
        reading->text = file.readAll();
        const std::size_t total = std::max<std::size_t>(std::size_t(reading->text.size()), 1);
        int number = 0;
        core::forEachGame(
            std::string_view(reading->text.constData(), std::size_t(reading->text.size())),
            [&](core::Result<core::GameRecord> game, core::GameStart start) {
                reading->permille = int(start.offset * 1000 / total);
                ++number;
                if (game && reading->titles.size() == MaxListedGames) {
                    reading->more = true;
                    return false;
                }
                if (game) {
                    const bool bughouse = game->mode == core::MatchMode::Bughouse;
                    reading->titles
                        << tr("Game %1: %2")
                               .arg(number)
                               .arg(QString::fromStdString(
                                   bughouse
                                       ? game->tag("WhiteA") + " & " + game->tag("BlackB") + " – " +
                                             game->tag("BlackA") + " & " + game->tag("WhiteB")
                                       : game->tag("White") + " – " + game->tag("Black")));
                    reading->games.push_back(start);
                } else if (reading->firstError.isEmpty()) {
                    reading->firstError =
                        tr("game %1: %2").arg(number).arg(QString::fromStdString(game.error()));
                }
                return !reading->cancel;
            });
    });
    auto *progress = new QProgressDialog(tr("Reading %1…").arg(QFileInfo(fileName).fileName()),
                                         tr("Cancel"), 0, 1000, m_window);
    progress->setObjectName(QStringLiteral("readingProgress"));
    progress->setWindowTitle(tr("Open games"));
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(400); // a small file opens without it
    progress->setAutoReset(false);
    progress->setAutoClose(false);
    auto *poll = new QTimer(progress);
    connect(poll, &QTimer::timeout, progress,
            [progress, reading] { progress->setValue(reading->permille); });
    poll->start(100);
    connect(progress, &QProgressDialog::canceled, this, [reading] { reading->cancel = true; });
    connect(m_reader, &QThread::finished, this, [this, progress, poll, reading, fileName, paused] {
        m_reader->deleteLater();
        // Hidden now, and its timers stopped: deleteLater() waits for this level of the event
        // loop, and the game chooser or an error box runs a loop of its own, in which the dialog's
        // own timer (minimumDuration) or a new value would show it again over them, both modal.
        poll->stop();
        progress->reset();
        progress->hide();
        progress->deleteLater();
        m_reading.reset();
        bool shown = false;
        if (!reading->error.isEmpty()) {
            QMessageBox::warning(m_window, tr("Open games"),
                                 tr("Cannot open %1: %2").arg(fileName, reading->error));
        } else if (reading->cancel) {
            emit statusMessage(tr("Opening %1 was cancelled.").arg(QFileInfo(fileName).fileName()));
        } else {
            shown = showGames(fileName, *reading);
        }
        giveBackMemory();
        m_pause->resume(paused, !shown);
    });
    m_reader->start();
}

bool RecordFiles::showGames(const QString &fileName, const Reading &reading)
{
    if (reading.games.empty()) {
        QMessageBox::warning(m_window, tr("Open games"),
                             reading.firstError.isEmpty()
                                 ? tr("%1 holds no games.").arg(fileName)
                                 : tr("%1 cannot be read: %2").arg(fileName, reading.firstError));
        return false;
    }
    // Said for this file, also when all was well: an earlier file's skipped games are not.
    emit statusMessage(reading.firstError.isEmpty()
                           ? tr("Opened %1.").arg(QFileInfo(fileName).fileName())
                           : tr("Some games were skipped: %1").arg(reading.firstError));
    if (reading.more)
        emit statusMessage(
            tr("%1 holds more games: the first %2 are offered.")
                .arg(QFileInfo(fileName).fileName(), QLocale().toString(MaxListedGames)));
    qsizetype index = 0;
    if (reading.games.size() > 1) {
        bool ok = false;
        const QString choice = QInputDialog::getItem(m_window, tr("Open games"), tr("Game:"),
                                                     reading.titles, 0, false, &ok);
        if (!ok) return false;
        index = reading.titles.indexOf(choice);
    }
    // The same bytes read again: the same game.
    auto game = core::readGameAt(
        std::string_view(reading.text.constData(), std::size_t(reading.text.size())),
        reading.games[std::size_t(index)]);
    auto *replay =
        new ReplayWindow(std::move(game.value()), m_settings->localizedLetters(), m_window);
    replay->setAttribute(Qt::WA_DeleteOnClose);
    replay->setFolder(m_settings->openFolder());
    connect(replay, &ReplayWindow::saved, this, [this](const QString &fileName) {
        m_settings->setOpenFolder(QFileInfo(fileName).absolutePath());
        emit statusMessage(tr("Saved %1.").arg(QFileInfo(fileName).fileName()));
    });
    connect(replay, &ReplayWindow::continueRequested, this,
            [this, replay](const core::MatchConfig &config, const auto &names) {
                emit continueRequested(replay, config, names);
            });
    replay->show();
    // Without a window manager nothing else gives the new window the keyboard.
    replay->raise();
    replay->activateWindow();
    return true;
}

} // namespace ui
