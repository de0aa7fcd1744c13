#include "uciplayer.h"

#include "core/notation.h"

#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>

namespace ui {

namespace {

// How long an engine may take beyond the seat's own time before it counts as hung.
constexpr int GraceMs = 2000;
constexpr int StartupMs = 10000;

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
    connect(&m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart) fail(tr("The engine %1 could not be started.").arg(m_program));
    });
    connect(&m_process, &QProcess::finished, this,
            [this] { fail(tr("The engine %1 quit unexpectedly.").arg(displayName())); });
    m_process.setProgram(program);
    m_process.start();
    send(QStringLiteral("uci"));
    m_watchdog.start(StartupMs);
}

UciPlayer::~UciPlayer()
{
    m_process.disconnect(this);
    if (m_process.state() != QProcess::NotRunning) {
        m_process.write("quit\n");
        if (!m_process.waitForFinished(300)) m_process.kill();
        m_process.waitForFinished(300);
    }
}

QString UciPlayer::findFairyStockfish()
{
    QString path = QStandardPaths::findExecutable(QStringLiteral("fairy-stockfish"));
    if (path.isEmpty()) path = QStandardPaths::findExecutable(QStringLiteral("fairy-stockfish"), {QStringLiteral("/usr/games")});
    return path;
}

QString UciPlayer::displayName() const
{
    return m_name.isEmpty() ? QFileInfo(m_program).fileName() : m_name;
}

void UciPlayer::send(const QString &line)
{
    if (m_process.state() == QProcess::NotRunning && m_process.error() == QProcess::FailedToStart) return;
    m_process.write(line.toUtf8() + '\n');
}

void UciPlayer::think(const Request &request)
{
    if (m_failed) {
        emit failed(tr("The engine %1 is not running.").arg(displayName()));
        return;
    }
    if (m_thinking) send(QStringLiteral("stop")); // its answer to the old request is dropped below
    m_position = request.position;
    const bool white = request.position.sideToMove() == core::Color::White;
    const qint64 bonus = request.control.kind == core::TimingKind::Increment ? request.control.bonus : 0;
    const QString go = QStringLiteral("go wtime %1 btime %2 winc %3 binc %3")
                           .arg(white ? request.myTime : request.opponentTime)
                           .arg(white ? request.opponentTime : request.myTime)
                           .arg(bonus);
    const QStringList lines = {QStringLiteral("position fen ") + QString::fromStdString(request.position.fen()), go};
    m_thinking = true;
    if (!m_ready) {
        m_pending = lines;
        return;
    }
    for (const QString &l : lines) send(l);
    ++m_outstanding;
    m_watchdog.start(int(std::clamp<qint64>(request.myTime, 0, 24 * 3600 * 1000) + GraceMs));
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
    m_buffer += m_process.readAllStandardOutput();
    for (qsizetype eol; (eol = m_buffer.indexOf('\n')) >= 0;) {
        const QString line = QString::fromUtf8(m_buffer.left(eol)).trimmed();
        m_buffer.remove(0, eol + 1);
        if (line.startsWith(QLatin1String("id name "))) {
            m_name = line.mid(8).trimmed();
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
                ++m_outstanding;
                m_watchdog.start(StartupMs);
            }
        } else if (line.startsWith(QLatin1String("bestmove"))) {
            // Answers to abandoned requests (each `go` gets one, also after `stop`) are dropped.
            if (--m_outstanding > 0 || !m_thinking) continue;
            m_thinking = false;
            m_watchdog.stop();
            const QString uci = line.section(' ', 1, 1);
            const auto move = core::parseUci(m_position, uci.toStdString());
            if (!move) {
                fail(tr("The engine %1 played an illegal move (%2).").arg(displayName(), uci));
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
    if (m_process.state() != QProcess::NotRunning) m_process.kill();
    emit failed(why);
}

} // namespace ui
