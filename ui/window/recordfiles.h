#pragma once

#include "core/base/result.h"
#include "core/records/bpgn.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QThread>

#include <array>
#include <atomic>
#include <memory>
#include <vector>

class QWidget;

namespace ui {

class AppSettings;
class DialogPause;
class MatchController;
class ReplayWindow;

/// Record files (BPGN for bughouse, PGN for crazyhouse): opening one in a replay window, read on
/// another thread with a progress dialog and a chooser for a file of several games, and writing
/// a match or any bytes safely.
class RecordFiles : public QObject
{
    Q_OBJECT

public:
    /// Dialogs open over `window`, the match's clocks stopped meanwhile by `pause`.
    RecordFiles(AppSettings *settings, MatchController *controller, DialogPause *pause,
                QWidget *window, QObject *parent = nullptr);
    ~RecordFiles() override;

    /// The largest record file opened, as for bughouse-cli.
    static constexpr qint64 MaxFileSize = qint64(256) << 20;
    /// The most games of one file the chooser offers: a longer list is of no use, and it would hold
    /// a title for each of up to 27 million tiny games.
    static constexpr qsizetype MaxListedGames = 100'000;
    /// Asks for a file and opens it (openFile()).
    void open();
    /// Opens a BPGN/PGN file in a replay window (asking which game if it holds several). The file
    /// is read on another thread, the window staying live, with a progress dialog that can cancel
    /// it; only the chosen game is kept, and the file until one is chosen. Of a file with more than
    /// MaxListedGames games the first ones are offered, the status line saying so. Ignored while
    /// a file is being read.
    void openFile(const QString &fileName);
    /// Writes the match on the boards to `fileName`; a file already there is replaced only once
    /// the new one is complete. False (status line, `*error`) if it cannot be written.
    bool saveFile(const QString &fileName, QString *error = nullptr);
    /// Asks for a file name and writes `match` there; true once it is written.
    bool saveAs(const core::Match &match, const std::array<QString, 4> &names);
    /// The record of `match` with `names`, dated today; an unfinished one says what its clocks
    /// show.
    core::GameRecord recordFor(const core::Match &match, const std::array<QString, 4> &names) const;
    bool writeRecord(const QString &fileName, const core::GameRecord &record, QString *error);
    /// Writes `bytes` safely (writeFileSafely()); a failure is also said on the status line.
    bool write(const QString &fileName, const QByteArray &bytes, QString *error);

signals:
    void statusMessage(const QString &text);
    /// "Continue playing from here" in `replay`, from the position with `config` and `names`.
    void continueRequested(ReplayWindow *replay, const core::MatchConfig &config,
                           const std::array<QString, 4> &names);

private:
    // openFile() for a match whose clocks `paused` stopped (DialogPause::pause()) until the game is
    // shown.
    void readFile(const QString &fileName, bool paused);
    struct Reading;
    // The game chooser and the replay window; true if a replay window opened.
    bool showGames(const QString &fileName, const Reading &reading);
    // A file being read: progress and cancel shared with the reading thread, and what it found.
    // Only the chosen game is kept whole, read again: a file's games together may not fit in
    // memory.
    struct Reading
    {
        std::atomic<int> permille{0};
        std::atomic<bool> cancel{false};
        QString error; // the file could not be read
        QByteArray text;
        QStringList titles;                 // of the games that can be read
        std::vector<core::GameStart> games; // where each of them starts
        QString firstError;                 // about the first game that cannot be read
        bool more = false;                  // more than MaxListedGames games can be read
    };

    AppSettings *m_settings;
    MatchController *m_controller;
    DialogPause *m_pause;
    QWidget *m_window;
    QPointer<QThread> m_reader;
    std::shared_ptr<Reading> m_reading;
};

/// glibc keeps freed memory for reuse; after a big file it is given back to the system.
void giveBackMemory();

} // namespace ui
