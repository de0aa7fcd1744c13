#pragma once

#include "engineprocess.h"

#include "core/match/clock.h"

#include <atomic>
#include <optional>
#include <string>

namespace cli {

/// A UCI engine run as an EngineProcess: every wait has a deadline and can be stopped, and after
/// a failure error() says what went wrong and the engine is not asked again. Use from one thread
/// at a time.
class UciPipe
{
public:
    /// The clock deadlines are given on.
    using Clock = EngineProcess::Clock;

    /// Starts `program` (see EngineProcess).
    explicit UciPipe(const std::string &program);

    /// Why the engine cannot be used, or an empty string while it can.
    const std::string &error() const { return m_engine.error(); }

    /// The UCI handshake by `deadline`: `uci` up to `uciok` (setting UCI_Variant to `variant` if
    /// the engine offers that option), `ucinewgame`, then `isready` up to `readyok`.
    bool handshake(const std::string &variant, Clock::time_point deadline);
    /// Sends `isready` and drops everything up to `readyok` (a late or second `bestmove` for an
    /// earlier `go` is never taken for this one), then `position fen FEN` and `go` with both
    /// clocks and the increment in milliseconds (with `depth` > 0: `go depth DEPTH` instead, so
    /// the move does not depend on the machine's speed), and returns the move text of the
    /// `bestmove` reply. Empty if the engine fails, misses `deadline` (both set error()) or `stop`
    /// becomes true first; after a stop the engine is still thinking, so it is not asked again.
    std::optional<std::string> bestMove(const std::string &fen, core::Milliseconds whiteTime,
                                        core::Milliseconds blackTime, core::Milliseconds increment,
                                        int depth, Clock::time_point deadline,
                                        const std::atomic<bool> &stop);

private:
    EngineProcess m_engine;
};

} // namespace cli
