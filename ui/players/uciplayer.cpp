#include "uciplayer.h"

#include "core/base/quote.h"
#include "core/board/notation.h"

#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace ui {

namespace {

constexpr int StartupMs = 10000;
constexpr std::chrono::milliseconds QuitTime{200}; // given to `quit` before the engine is killed

} // namespace

UciPlayer::UciPlayer(const QString &program, const QString &variant, QObject *parent)
    : ComputerPlayer(parent), m_child(QFile::encodeName(program).toStdString(), false),
      m_output(QSocketNotifier::Read), m_program(program), m_variant(variant)
{
    m_watchdog.setSingleShot(true);
    connect(&m_watchdog, &QTimer::timeout, this, [this] {
        fail(m_ready ? tr("The engine %1 did not move in time.").arg(displayName())
                     : tr("The engine %1 did not start.").arg(displayName()));
    });
    if (!m_child.error().empty()) { // told once the caller listens
        QTimer::singleShot(0, this, [this] {
            fail(tr("The engine %1 could not be started.")
                     .arg(QString::fromStdString(core::quoted(m_program.toStdString()))));
        });
        return;
    }
    // Never waiting for the engine: a write it leaves no room for fails (see send()).
    for (int fd : {m_child.input(), m_child.output()}) ::fcntl(fd, F_SETFL, O_NONBLOCK);
    m_output.setSocket(m_child.output());
    m_output.setEnabled(true);
    connect(&m_output, &QSocketNotifier::activated, this, &UciPlayer::readOutput);
    send(QStringLiteral("uci"));
    m_watchdog.start(StartupMs);
}

// `quit` and a moment to exit; m_child then ends whatever is left.
UciPlayer::~UciPlayer()
{
    if (!m_failed && ::write(m_child.input(), "quit\n", 5) == 5) m_child.exited(QuitTime);
}

// A UCI engine plans its own time; Stockfish's allows one move about a fifth of the clock, more
// with an increment when little is left, and never more than 80 % of it. A third plus the bonus
// lets such an engine be, and leaves the built-in engine at least a tenth of the clock.
qint64 UciPlayer::moveLimit(const Request &request)
{
    const qint64 bonus = request.control.bonus;
    const qint64 beforeFlag =
        request.myTime + (request.control.kind == core::TimingKind::SimpleDelay ? bonus : 0);
    return std::max<qint64>(1, std::min(request.myTime / 3 + bonus + GraceMs, beforeFlag * 9 / 10));
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

// A few short lines a move: an engine that leaves the pipe full has stopped reading.
void UciPlayer::send(const QString &line)
{
    if (m_failed || !m_child.error().empty()) return;
    const QByteArray text = line.toUtf8() + '\n';
    if (::write(m_child.input(), text.constData(), std::size_t(text.size())) != text.size())
        fail(tr("The engine %1 stopped answering.").arg(displayName()));
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
    // Only a legal bestmove stops it: output of any kind does not.
    m_moveDeadline.setRemainingTime(moveLimit(request));
    if (!m_ready) {
        m_pending = lines;
        return;
    }
    for (const QString &l : lines) send(l);
    ++m_syncs;
    m_watchdog.start(int(m_moveDeadline.remainingTime()));
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
    // A chunk at a time: a flooding engine leaves the event loop its turns.
    char chunk[65536];
    const ssize_t n = ::read(m_child.output(), chunk, sizeof chunk);
    if (n < 0 && (errno == EAGAIN || errno == EINTR)) return;
    if (n <= 0) { // its keeper saw it exit and ended all it started
        fail(tr("The engine %1 quit unexpectedly.").arg(displayName()));
        return;
    }
    m_lines.append({chunk, std::size_t(n)});
    while (const auto text = m_lines.next()) {
        if (m_failed) return;
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
                m_watchdog.start(int(m_moveDeadline.remainingTime()));
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
    m_output.setEnabled(false);
    m_child.end();
    emit failed(why);
}

} // namespace ui
