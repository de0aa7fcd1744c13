#pragma once

#include "engineprocess.h"

#include "core/match/clock.h"

#include <atomic>
#include <optional>
#include <string>
#include <vector>

namespace cli {

/// An engine that speaks the xboard protocol (CECP version 2, as Sjeng does), run as an
/// EngineProcess, for games on one board. Such an engine keeps the game itself, so it is told the
/// moves as they are played. Every wait has a deadline and can be stopped, and after a failure
/// error() says what went wrong and the engine is not asked again. Use from one thread at a time.
class XboardPipe
{
public:
    /// The clock deadlines are given on.
    using Clock = EngineProcess::Clock;

    /// Starts `program` (see EngineProcess).
    explicit XboardPipe(const std::string &program);

    /// Why the engine cannot be used, or an empty string while it can.
    const std::string &error() const { return m_engine.error(); }

    /// `xboard` and `protover 2`, then the engine's features up to `done=1` by `deadline` (an
    /// engine that names none within two seconds is taken to speak version 1): each is accepted
    /// but `san=1`, so moves are always in coordinates (`e2e4`, `e7e8q`, `P@e4`). Fails if the
    /// engine's `variants` leave out `variant`. Then `easy` (no pondering) and `nopost`.
    /// `time` is sent with `level` for every game: its base, and a Fischer increment (the
    /// protocol has no delay, so a delay is sent as no increment); `depth` > 0 adds `sd DEPTH`,
    /// so the engine's moves do not depend on the machine's speed while its clock lasts.
    bool handshake(const std::string &variant, const core::TimeControl &time, int depth,
                   Clock::time_point deadline);
    /// The engine's move, as its text, in the game that started at `startFen` (X-FEN, empty for
    /// the usual start) and went on with `moves` (coordinates, its own earlier answers among them).
    /// A game that goes on from the last one asked about is told only the moves since, in force
    /// mode; any other starts anew (`new`, `variant`, `level`, `sd` if a depth was given, `force`,
    /// `setboard` unless it is the usual start, `holding [WHITE] [black]` for pieces in hand, every
    /// move). Then `time` and `otim` (its own clock and the opponent's, in centiseconds), `ping` up
    /// to its `pong` (which drops a late answer to an earlier request and shows a move the engine
    /// refuses), `go`, and the `move` reply. Empty if the engine fails, misses `deadline`, refuses
    /// a move, cannot set up the position, resigns or claims a result instead of moving (each sets
    /// error()), or `stop` becomes true first.
    std::optional<std::string> bestMove(const std::string &startFen,
                                        const std::vector<std::string> &moves,
                                        core::Milliseconds myTime, core::Milliseconds opponentTime,
                                        Clock::time_point deadline, const std::atomic<bool> &stop);

private:
    bool newGame(const std::string &startFen);
    // Reads up to `pong N` for a `ping N` just sent; false if the engine refused something first.
    bool syncPing(Clock::time_point deadline, const std::atomic<bool> &stop);
    // Fails for a line that answers a move or a position with a refusal; true if it did.
    bool refused(const std::string &line);

    EngineProcess m_engine;
    std::string m_variant;
    std::string m_level; // `level 0 BASE INC`
    int m_depth = 0;     // > 0: `sd DEPTH` every game
    bool m_setboard = false;
    bool m_usermove = false;
    bool m_ping = false;
    int m_pings = 0;
    std::optional<std::string> m_startFen; // the game the engine holds, once one was started
    std::vector<std::string> m_moves;      // its moves as told or answered
    std::vector<bool> m_answered;          // which of them are the engine's own answers
};

} // namespace cli
