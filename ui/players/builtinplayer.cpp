#include "builtinplayer.h"

#include <QElapsedTimer>
#include <QRandomGenerator>

#include <algorithm>

namespace ui {

namespace {

// Lives in the worker thread; owns the engine so its table survives between moves.
class Worker : public QObject
{
    Q_OBJECT

public:
    Worker(int level, std::shared_ptr<std::atomic<bool>> stop,
           std::shared_ptr<std::atomic<quint64>> latest)
        : m_level(level), m_stop(std::move(stop)), m_latest(std::move(latest))
    {}

    void think(const ComputerPlayer::Request &r, quint64 id)
    {
        if (id != m_latest->load()) return; // already replaced by a newer request
        m_stop->store(false);
        core::engine::TeamSignals team;
        if (r.partnerSignal) team.receive(*r.partnerSignal);
        const core::engine::TimeBudget budget = core::engine::budgetFor(
            r.control, r.myTime, r.opponentTime, r.moveNumber, team, r.other ? &*r.other : nullptr);
        core::engine::SearchLimits limits;
        limits.softTime = budget.soft;
        limits.hardTime = budget.hard;
        core::engine::SearchContext context;
        context.history = r.history;
        context.partnerNeeds = team.need;
        context.otherBoard = r.other;
        context.myTime = r.myTime;
        context.opponentTime = r.opponentTime;
        QElapsedTimer timer;
        timer.start();
        const core::engine::TimeSource now = [&timer] {
            return core::Milliseconds(timer.elapsed());
        };
        const core::engine::SearchResult result =
            m_engine.chooseMove(r.position, m_level, limits, context, now,
                                QRandomGenerator::global()->generate64(), m_stop.get());
        emit done(result.best, result.sit, int(result.awaited), id);
    }

signals:
    void done(core::Move move, qint64 sit, int awaited, quint64 id);

private:
    int m_level;
    std::shared_ptr<std::atomic<bool>> m_stop;
    std::shared_ptr<std::atomic<quint64>> m_latest;
    core::engine::Engine m_engine;
};

} // namespace

BuiltInPlayer::BuiltInPlayer(int level, QObject *parent)
    : ComputerPlayer(parent),
      m_level(qBound(core::engine::MinLevel, level, core::engine::MaxLevel)),
      m_stop(std::make_shared<std::atomic<bool>>(false)),
      m_latest(std::make_shared<std::atomic<quint64>>(0))
{
    auto *worker = new Worker(m_level, m_stop, m_latest);
    worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, worker, &QObject::deleteLater);
    connect(this, &BuiltInPlayer::requested, worker, &Worker::think);
    connect(worker, &Worker::done, this,
            [this](core::Move move, qint64 sit, int awaited, quint64 id) {
                if (id != m_latest->load()) return; // an abandoned request
                if (sit > 0)
                    emit sits(awaited, sit);
                else if (move.isValid())
                    emit moveReady(move); // none: the seat is mated or waits for a piece
            });
    m_thread.start();
}

BuiltInPlayer::~BuiltInPlayer()
{
    m_stop->store(true);
    m_thread.quit();
    m_thread.wait();
}

void BuiltInPlayer::think(const Request &request)
{
    m_stop->store(true); // a running search ends soon; the queued request follows it
    emit requested(request, ++*m_latest);
}

qint64 BuiltInPlayer::pace(const Request &request) const
{
    return core::engine::levelSettings(m_level).nodes > 0 ? humanPace(request) : 0;
}

// A person at 3+0 spends about 3 s a move at the start and moves faster as the clock runs down;
// the variation by position (not by chance) keeps a replayed position's pace the same.
qint64 BuiltInPlayer::humanPace(const Request &request)
{
    const qint64 left = std::max<qint64>(request.myTime, 0);
    const qint64 bonus = request.control.kind == core::TimingKind::Increment
                             ? request.control.bonus * 3 / 4
                             : request.control.bonus;
    const qint64 variation = 60 + qint64(request.position.key() % 81); // percent
    const qint64 most = left / 20;
    return std::clamp((left / 60 + bonus) * variation / 100, std::min<qint64>(300, most), most);
}

void BuiltInPlayer::stop()
{
    ++*m_latest;
    m_stop->store(true);
}

QString BuiltInPlayer::displayName() const
{
    return tr("Computer (level %1)").arg(m_level);
}

} // namespace ui

#include "builtinplayer.moc"
