#include "uciplayer.h"

#include "core/base/quote.h"
#include "core/board/notation.h"

#include <QFileInfo>
#include <QStandardPaths>

#include <signal.h>
#include <unistd.h>

#include <algorithm>

namespace ui {

namespace {

constexpr int StartupMs = 10000;
constexpr int QuitMs = 200; // how long `quit` is given before the group is killed

} // namespace

UciPlayer::UciPlayer(const QString &program, const QString &variant, QObject *parent)
    : ComputerPlayer(parent), m_program(program), m_variant(variant)
{
    m_watchdog.setSingleShot(true);
    connect(&m_watchdog, &QTimer::timeout, this, [this] {
        fail(m_ready ? tr("The engine %1 stopped answering.").arg(displayName())
                     : tr("The engine %1 did not start.").arg(displayName()));
    });
    connect(&m_process, &QProcess::readyReadStandardOutput, this, &UciPlayer::readOutput);
    connect(&m_process, &QProcess::started, this, [this] { m_pid = m_process.processId(); });
    connect(&m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart) return;
        fail(tr("The engine %1 could not be started.")
                 .arg(QString::fromStdString(core::quoted(m_program.toStdString()))));
    });
    connect(&m_process, &QProcess::finished, this,
            [this] { fail(tr("The engine %1 quit unexpectedly.").arg(displayName())); });
    m_process.setProgram(program);
    // A group of its own, so that whatever the engine starts ends with it.
    m_process.setChildProcessModifier([] { ::setpgid(0, 0); });
    m_process.start();
    send(QStringLiteral("uci"));
    m_watchdog.start(StartupMs);
}

UciPlayer::~UciPlayer()
{
    m_process.disconnect(this);
    if (m_process.state() != QProcess::NotRunning) {
        m_process.write("quit\n");
        m_process.waitForFinished(QuitMs);
    }
    killGroup();
}

// Kills the engine and whatever it left behind, and reaps the engine.
void UciPlayer::killGroup()
{
    if (m_pid > 0) ::kill(pid_t(-m_pid), SIGKILL);
    if (m_process.state() != QProcess::NotRunning) {
        m_process.kill();
        m_process.waitForFinished(1000);
    }
}

// Restarted by every line while the engine thinks: only silence counts.
void UciPlayer::watchSilence()
{
    if (m_thinking && m_ready) m_watchdog.start(m_silenceMs);
}

QString UciPlayer::findFairyStockfish()
{
    QString path = QStandardPaths::findExecutable(QStringLiteral("fairy-stockfish"));
    if (path.isEmpty())
        path = QStandardPaths::findExecutable(QStringLiteral("fairy-stockfish"),
                                              {QStringLiteral("/usr/games")});
    return path;
}

QString UciPlayer::displayName() const
{
    return m_name.isEmpty() ? QFileInfo(m_program).fileName() : m_name;
}

void UciPlayer::send(const QString &line)
{
    if (m_process.state() == QProcess::NotRunning && m_process.error() == QProcess::FailedToStart)
        return;
    m_process.write(line.toUtf8() + '\n');
}

void UciPlayer::think(const Request &request)
{
    if (m_failed) {
        emit failed(tr("The engine %1 is not running.").arg(displayName()));
        return;
    }
    if (m_thinking) send(QStringLiteral("stop")); // its answer comes before the next readyok
    m_position = request.position;
    const bool white = request.position.sideToMove() == core::Color::White;
    const qint64 bonus =
        request.control.kind == core::TimingKind::Increment ? request.control.bonus : 0;
    const QString go = QStringLiteral("go wtime %1 btime %2 winc %3 binc %3")
                           .arg(white ? request.myTime : request.opponentTime)
                           .arg(white ? request.opponentTime : request.myTime)
                           .arg(bonus);
    const QStringList lines = {
        QStringLiteral("isready"),
        QStringLiteral("position fen ") + QString::fromStdString(request.position.fen()), go};
    m_thinking = true;
    // Silent longer than this and the seat still has time for the built-in engine to take over.
    m_silenceMs = int(std::clamp<qint64>(request.myTime / 3, 1, SilenceMs));
    if (!m_ready) {
        m_pending = lines;
        return;
    }
    for (const QString &l : lines) send(l);
    ++m_syncs;
    watchSilence();
}

void UciPlayer::stop()
{
    if (!m_thinking) return;
    m_thinking = false;
    m_pending.clear();
    m_watchdog.stop();
    send(QStringLiteral("stop"));
}

void UciPlayer::readOutput()
{
    const QByteArray bytes = m_process.readAllStandardOutput();
    m_lines.append({bytes.constData(), std::size_t(bytes.size())});
    watchSilence();
    while (const auto text = m_lines.next()) {
        const QString line = QString::fromUtf8(text->data(), qsizetype(text->size())).trimmed();
        if (line.startsWith(QLatin1String("id name "))) {
            // A seat plate, not a page, and no control bytes: escaped and cut as in messages.
            m_name = QString::fromStdString(core::escaped(line.mid(8).trimmed().toStdString()));
        } else if (line.startsWith(QLatin1String("option name UCI_Variant "))) {
            // Only engines that announce the variant get told; others play what the FEN shows.
            send(QStringLiteral("setoption name UCI_Variant value ") + m_variant);
        } else if (line == QLatin1String("uciok")) {
            m_ready = true;
            m_watchdog.stop();
            send(QStringLiteral("ucinewgame"));
            if (!m_pending.isEmpty()) {
                const QStringList lines = std::exchange(m_pending, {});
                for (const QString &l : lines) send(l);
                ++m_syncs;
                watchSilence();
            }
        } else if (line == QLatin1String("readyok")) {
            if (m_syncs > 0) --m_syncs;
        } else if (line.startsWith(QLatin1String("bestmove"))) {
            // Before the last readyok, or with nothing asked: an answer to an earlier `go`.
            if (m_syncs > 0 || !m_thinking) continue;
            m_thinking = false;
            m_watchdog.stop();
            const QString uci = line.section(' ', 1, 1);
            const auto move = core::parseUci(m_position, uci.toStdString());
            if (!move) {
                fail(tr("The engine %1 played an illegal move (%2).")
                         .arg(displayName(),
                              QString::fromStdString(core::quoted(uci.toStdString()))));
                return;
            }
            emit moveReady(*move);
        }
    }
}

void UciPlayer::fail(const QString &why)
{
    if (m_failed) return;
    m_failed = true;
    m_thinking = false;
    m_watchdog.stop();
    m_process.disconnect(this);
    killGroup();
    emit failed(why);
}

} // namespace ui
