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
