#pragma once

#include "computerplayer.h"

#include "core/engine/engine.h"

#include <QThread>

#include <atomic>
#include <memory>

namespace ui {

/// The built-in engine (core::engine) at a level from 1 (beginner) to 8 (strong), thinking in a
/// worker thread on its own clock budget so the GUI never waits.
class BuiltInPlayer : public ComputerPlayer
{
    Q_OBJECT

public:
    explicit BuiltInPlayer(int level, QObject *parent = nullptr);
    ~BuiltInPlayer() override;

    void think(const Request &request) override;
    void stop() override;
    QString displayName() const override;
    /// The levels that search a fixed number of positions (1 to 7) would move at once: they take
    /// humanPace(). The strongest plays on its own time budget (0).
    qint64 pace(const Request &request) const override;
    /// How long a person takes for a move with `request.myTime` left: a sixtieth of it and three
    /// quarters of the increment (all of a delay), varied by position from 0.6 to 1.4 times, at
    /// most a twentieth of the time left and at least 0.3 s (or that twentieth if less).
    static qint64 humanPace(const Request &request);

signals:
    /// Internal: hands a request to the worker thread.
    void requested(const ui::ComputerPlayer::Request &request, quint64 id);

private:
    int m_level;
    QThread m_thread;
    std::shared_ptr<std::atomic<bool>> m_stop;
    // The request whose answer is wanted; the worker skips older ones, and their answers are
    // dropped.
    std::shared_ptr<std::atomic<quint64>> m_latest;
};

} // namespace ui
