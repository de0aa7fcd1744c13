#pragma once

#include "computerplayer.h"

#include <QProcess>
#include <QStringList>
#include <QTimer>

namespace ui {

/// An external engine speaking UCI, run as a child process: Fairy-Stockfish or any engine that
/// knows `UCI_Variant` crazyhouse/bughouse and reads pockets in the FEN. A crash, garbage, an
/// illegal move or silence past the seat's time left makes it fail(); the GUI never waits for it.
class UciPlayer : public ComputerPlayer
{
    Q_OBJECT

public:
    /// An engine at `program` for `variant` ("crazyhouse" or "bughouse"), started at once.
    UciPlayer(const QString &program, const QString &variant, QObject *parent = nullptr);
    ~UciPlayer() override;

    /// Fairy-Stockfish where Debian's `fairy-stockfish` package puts it (or on PATH), or empty.
    static QString findFairyStockfish();

    void think(const Request &request) override;
    void stop() override;
    QString displayName() const override;

    /// The name the engine gave (`id name`), once known.
    QString engineName() const { return m_name; }

private:
    void readOutput();
    void fail(const QString &why);
    void send(const QString &line);

    QProcess m_process;
    QTimer m_watchdog;
    QString m_program;
    QString m_variant;
    QString m_name;
    QByteArray m_buffer;
    core::Position m_position;
    bool m_ready = false;        // uciok seen
    bool m_thinking = false;     // an answer is wanted for the last request
    int m_outstanding = 0;       // `go` commands sent whose `bestmove` has not come yet
    bool m_failed = false;
    QStringList m_pending;       // lines to send once the engine is ready
};

} // namespace ui
