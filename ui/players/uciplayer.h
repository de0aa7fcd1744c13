#pragma once

#include "computerplayer.h"

#include "app/common/enginechild.h"
#include "core/base/linebuffer.h"

#include <QDeadlineTimer>
#include <QSocketNotifier>
#include <QStringList>
#include <QTimer>

namespace ui {

/// An external engine speaking UCI, run as a cli::EngineChild (nothing it starts outlives it):
/// Fairy-Stockfish or any engine that knows `UCI_Variant` crazyhouse/bughouse and reads pockets
/// in the FEN. A crash, an illegal move or no legal `bestmove` within moveLimit() of a `go`,
/// however much it prints meanwhile, makes it fail() while its clock still runs; the GUI never
/// waits for it. Output is read a chunk at a time and split by core::LineBuffer (over-long lines
/// dropped), so memory stays bounded whatever it prints. Every request starts with `isready`: a
/// `bestmove` before its `readyok` belongs to an earlier `go` and is dropped. Failing or
/// destroyed, it ends the engine and everything the engine started; the engine's standard error
/// is discarded.
class UciPlayer : public ComputerPlayer
{
    Q_OBJECT

public:
    /// An engine at `program` for `variant` ("crazyhouse" or "bughouse"), started at once.
    UciPlayer(const QString &program, const QString &variant, QObject *parent = nullptr);
    ~UciPlayer() override;

    /// What an engine may take beyond its share of the clock (pipes, a busy machine).
    static constexpr qint64 GraceMs = 1000;
    /// How long an engine may take to answer `request`, in ms: a third of its time, plus the
    /// increment or delay and GraceMs, but never more than nine tenths of what it has before its
    /// flag, so that the built-in engine takes over with time to play.
    static qint64 moveLimit(const Request &request);

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

    cli::EngineChild m_child;
    QSocketNotifier m_output; // before m_child goes
    QTimer m_watchdog;
    QString m_program;
    QString m_variant;
    QString m_name;
    core::LineBuffer m_lines;
    core::Position m_position;
    bool m_ready = false;          // uciok seen
    bool m_thinking = false;       // an answer is wanted for the last request
    int m_syncs = 0;               // `isready` sent whose `readyok` has not come yet
    QDeadlineTimer m_moveDeadline; // for the current request's bestmove
    bool m_failed = false;
    QStringList m_pending; // lines to send once the engine is ready
};

} // namespace ui
