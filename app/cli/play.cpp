#include "play.h"

#include "commands.h"
#include "openings.h"
#include "ucipipe.h"
#include "xboardpipe.h"

#include "core/base/quote.h"
#include "core/board/notation.h"
#include "core/engine/engine.h"
#include "core/match/match.h"
#include "core/records/bpgn.h"
#include "core/records/gamerecord.h"

#include <algorithm>
#include <cmath>
#include <condition_variable>
#include <fstream>
#include <iomanip>
#include <memory>
#include <mutex>
#include <optional>
#include <ostream>
#include <random>
#include <set>
#include <sstream>
#include <thread>

namespace cli {

namespace {

using core::Milliseconds;
using core::Seat;
using SteadyClock = std::chrono::steady_clock;

// How long an engine may think beyond its seat's time before it counts as hung.
constexpr std::chrono::milliseconds Grace{2000};
// How long an engine may take to start.
constexpr std::chrono::seconds StartupTime{10};

// A player as given on the command line: `builtin:LEVEL`, `uci:PROGRAM` or `xboard:PROGRAM`.
struct PlayerSpec
{
    std::string text;
    int level = 0;       // builtin
    std::string program; // uci, xboard
    bool xboard = false;
};

std::optional<PlayerSpec> parsePlayer(const std::string &text)
{
    if (text.starts_with("uci:") && text.size() > 4) return PlayerSpec{text, 0, text.substr(4)};
    if (text.starts_with("xboard:") && text.size() > 7)
        return PlayerSpec{text, 0, text.substr(7), true};
    if (!text.starts_with("builtin:")) return std::nullopt;
    const auto level = readCount(text.substr(8));
    if (!level || *level < core::engine::MinLevel || *level > core::engine::MaxLevel)
        return std::nullopt;
    return PlayerSpec{text, *level, {}};
}

// The seat called `name`; crazyhouse also takes White and Black and has no board B.
std::optional<Seat> parseSeat(const std::string &name, core::MatchMode mode)
{
    const bool crazyhouse = mode == core::MatchMode::Crazyhouse;
    if (crazyhouse && (name == "White" || name == "Black"))
        return name == "White" ? Seat::WhiteA : Seat::BlackA;
    const auto it = std::find(SeatNames.begin(), SeatNames.end(), name);
    if (it == SeatNames.end() || (crazyhouse && it - SeatNames.begin() >= 2)) return std::nullopt;
    return Seat(it - SeatNames.begin());
}

struct Settings
{
    core::MatchConfig config;
    int games = 1;
    unsigned seed = std::random_device{}();
    std::array<PlayerSpec, 4> players; // by Seat, for the odd-numbered games
    std::string bpgnPath;
    std::vector<Opening> openings; // each played twice, colours swapped; none: the usual start
    int depth = 0;                 // > 0: the plies an outside engine searches a move
};

std::optional<Settings> parseSettings(const std::vector<std::string> &args, std::ostream &err)
{
    Settings s;
    s.config.time = {60'000, 0, core::TimingKind::Increment};
    s.players.fill(*parsePlayer("builtin:4"));
    std::vector<std::string> seats; // read once the mode is known
    std::string openingsPath;
    bool gamesGiven = false;
    for (std::size_t i = 0; i < args.size(); i += 2) {
        const std::string &option = args[i];
        if (option != "--mode" && option != "--time" && option != "--games" && option != "--seed" &&
            option != "--seat" && option != "--bpgn" && option != "--openings" &&
            option != "--depth") {
            err << "play: unknown argument " << core::quoted(option) << "\n";
            return std::nullopt;
        }
        if (i + 1 == args.size()) {
            err << "play: " << option << " needs a value\n";
            return std::nullopt;
        }
        const std::string &value = args[i + 1];
        if (option == "--mode") {
            if (value != "bughouse" && value != "crazyhouse") {
                err << "play: --mode takes bughouse or crazyhouse, not " << core::quoted(value)
                    << "\n";
                return std::nullopt;
            }
            s.config.mode =
                value == "bughouse" ? core::MatchMode::Bughouse : core::MatchMode::Crazyhouse;
        } else if (option == "--time") {
            const auto time = core::parseTimeControl(value);
            if (!time) {
                err << "play: --time takes SECONDS+INC such as 60+0 or 10+0.1, not "
                    << core::quoted(value) << "\n";
                return std::nullopt;
            }
            s.config.time = *time;
        } else if (option == "--games" || option == "--seed") {
            const auto n = readCount(value);
            if (!n || (option == "--games" && *n < 1)) {
                err << "play: " << option << " takes a " << (option == "--games" ? "positive " : "")
                    << "number, not " << core::quoted(value) << "\n";
                return std::nullopt;
            }
            if (option == "--games") {
                s.games = *n;
                gamesGiven = true;
            } else {
                s.seed = unsigned(*n);
            }
        } else if (option == "--depth") {
            const auto n = readCount(value);
            if (!n || *n < 1 || *n > MaxSearchDepth) {
                err << "play: --depth takes a number from 1 to " << MaxSearchDepth << ", not "
                    << core::quoted(value) << "\n";
                return std::nullopt;
            }
            s.depth = *n;
        } else if (option == "--seat") {
            seats.push_back(value);
        } else if (option == "--openings") {
            openingsPath = value;
        } else {
            s.bpgnPath = value;
        }
    }
    for (const std::string &text : seats) {
        const std::size_t eq = text.find('=');
        const auto seat = parseSeat(text.substr(0, eq), s.config.mode);
        if (eq == std::string::npos || !seat) {
            err << "play: --seat takes SEAT=PLAYER with SEAT "
                << (s.config.mode == core::MatchMode::Bughouse ? "WhiteA, BlackA, WhiteB or BlackB"
                                                               : "White, Black, WhiteA or BlackA")
                << ", not " << core::quoted(text) << "\n";
            return std::nullopt;
        }
        const auto player = parsePlayer(text.substr(eq + 1));
        if (!player) {
            err << "play: PLAYER is builtin:LEVEL (LEVEL 1 to 8), uci:PROGRAM or xboard:PROGRAM, "
                   "not "
                << core::quoted(text.substr(eq + 1)) << "\n";
            return std::nullopt;
        }
        // Bughouse over xboard needs the holdings and partner commands of ICS play.
        if (player->xboard && s.config.mode == core::MatchMode::Bughouse) {
            err << "play: " << core::quoted(player->text)
                << ": xboard engines play crazyhouse only\n";
            return std::nullopt;
        }
        s.players[int(*seat)] = *player;
    }
    if (const std::string why = s.config.validate(); !why.empty()) {
        err << "play: " << why << "\n";
        return std::nullopt;
    }
    if (!openingsPath.empty()) {
        std::ostringstream why;
        const auto text = readFile(openingsPath, why);
        if (!text) {
            err << "play: --openings: " << why.str();
            return std::nullopt;
        }
        auto openings = readOpenings(*text, openingsPath, s.config);
        if (!openings) {
            err << "play: --openings: " << openings.error() << "\n";
            return std::nullopt;
        }
        s.openings = std::move(*openings);
        if (!gamesGiven) s.games = 2 * int(s.openings.size());
    }
    return s;
}

// What a seat's player is told when it is to move.
struct Turn
{
    core::Position position;
    Milliseconds myTime = 0;
    Milliseconds opponentTime = 0;
    std::vector<std::uint64_t> history; // the game's earlier positions (crazyhouse repetition)
    std::vector<std::string> moves;     // the board's moves from its start, as UCI text
    std::optional<core::engine::OtherBoard> other; // bughouse: the other board and its clocks
};

// What a player answers: a move, or (bughouse) to wait up to `sit` for a piece first.
struct Answer
{
    core::Move move;
    Milliseconds sit = 0;
};

// One seat's computer player for one game.
class Player
{
public:
    virtual ~Player() = default;
    // The answer for `turn`, or why the player cannot move (it then forfeits the game).
    virtual core::Result<Answer> choose(const Turn &turn) = 0;
};

// One game on the real clock: the match under a mutex, a thread per seat that asks its player
// whenever the seat is to move and has a move, and the calling thread watching for flags.
class Game
{
public:
    explicit Game(const core::MatchConfig &config) : m_match(config) {}

    // Starts the clocks and plays with `players` (by Seat) until the match is over.
    void run(const std::array<std::unique_ptr<Player>, 4> &players)
    {
        std::unique_lock lock(m_mutex);
        m_start = SteadyClock::now();
        m_match.start(0);
        std::vector<std::thread> threads;
        for (const Seat seat : m_match.seats())
            threads.emplace_back([this, seat, &players] { playSeat(seat, *players[int(seat)]); });
        // The sides to move always have a clock running, so a flag time is always due.
        while (!m_match.update(now()))
            m_changed.wait_until(lock, m_start + std::chrono::milliseconds(m_match.nextFlagTime()));
        m_stop = true;
        lock.unlock();
        m_changed.notify_all();
        for (std::thread &t : threads) t.join();
    }

    const core::Match &match() const { return m_match; }
    // Why the losing seat's player failed, if the game ended that way.
    const std::string &forfeit() const { return m_forfeit; }
    // Set once the game is over: players stop thinking.
    const std::atomic<bool> &stopFlag() const { return m_stop; }
    // Milliseconds since the clocks started.
    Milliseconds now() const
    {
        return std::chrono::duration_cast<std::chrono::milliseconds>(SteadyClock::now() - m_start)
            .count();
    }

private:
    void playSeat(Seat seat, Player &player)
    {
        const core::Board board = core::boardOf(seat);
        std::unique_lock lock(m_mutex);
        for (;;) {
            // In bughouse a seat with no move waits for a piece from the other board.
            m_changed.wait(lock, [&] {
                return m_match.isOver() ||
                       (m_match.isToMove(seat) && m_match.status(board) != core::Status::Wait);
            });
            if (m_match.isOver()) return;
            const Milliseconds at = now();
            Turn turn{m_match.board(board),
                      m_match.timeLeft(seat, at),
                      m_match.timeLeft(core::opponentOf(seat), at),
                      m_match.keyHistory(board),
                      {},
                      {}};
            for (const core::MatchEvent &e : m_match.events())
                if (e.kind == core::MatchEvent::Kind::Move && core::boardOf(e.seat) == board)
                    turn.moves.push_back(core::toUci(e.move));
            if (!turn.history.empty()) turn.history.pop_back(); // the current position
            if (m_match.config().mode == core::MatchMode::Bughouse) {
                const Seat partner = core::partnerOf(seat);
                turn.other = core::engine::OtherBoard{
                    m_match.board(core::boardOf(partner)), m_match.timeLeft(partner, at),
                    m_match.timeLeft(core::opponentOf(partner), at)};
            }
            lock.unlock();
            const core::Result<Answer> answer = player.choose(turn);
            lock.lock();
            if (m_match.isOver()) return;
            if (!answer) {
                m_forfeit = answer.error();
                m_match.resign(seat, now());
            } else if (answer->sit > 0) {
                // Sitting, clock running: asked again once a piece arrives or the time is up.
                const std::uint64_t key = m_match.board(board).key();
                m_changed.wait_until(
                    lock, m_start + std::chrono::milliseconds(now() + answer->sit),
                    [&] { return m_match.isOver() || m_match.board(board).key() != key; });
                continue;
            } else {
                // The board waited for this move; only a flag that fell meanwhile refuses it.
                m_match.play(seat, answer->move, now());
            }
            m_changed.notify_all();
        }
    }

    core::Match m_match;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::atomic<bool> m_stop = false;
    SteadyClock::time_point m_start;
    std::string m_forfeit;
};

// The built-in engine at a level, with its own table and random numbers.
class BuiltinPlayer : public Player
{
public:
    BuiltinPlayer(int level, const Game &game, std::seed_seq &seed)
        : m_level(level), m_game(game), m_random(seed), m_now([&game] { return game.now(); })
    {}

    core::Result<Answer> choose(const Turn &turn) override
    {
        const core::engine::TimeBudget budget = core::engine::budgetFor(
            m_game.match().config().time, turn.myTime, turn.opponentTime,
            turn.position.fullmoveNumber(), {}, turn.other ? &*turn.other : nullptr);
        core::engine::SearchLimits limits;
        limits.softTime = budget.soft;
        limits.hardTime = budget.hard;
        core::engine::SearchContext context;
        context.history = turn.history;
        context.otherBoard = turn.other;
        context.myTime = turn.myTime;
        context.opponentTime = turn.opponentTime;
        const core::engine::SearchResult r = m_engine.chooseMove(
            turn.position, m_level, limits, context, m_now, m_random(), &m_game.stopFlag());
        if (!r.best.isValid()) return core::Result<Answer>::failure("the engine found no move");
        return Answer{r.best, r.sit};
    }

private:
    int m_level;
    const Game &m_game;
    std::mt19937_64 m_random;
    core::engine::TimeSource m_now;
    core::engine::Engine m_engine;
};

// An engine's answer `text` (empty: it failed for `why`) as the move it names in `position`.
core::Result<Answer> engineAnswer(const core::Position &position,
                                  const std::optional<std::string> &text, const std::string &why)
{
    if (!text) return core::Result<Answer>::failure(why);
    const auto move = core::parseUci(position, *text);
    if (!move)
        return core::Result<Answer>::failure("the engine played an illegal move, " +
                                             core::quoted(*text));
    return Answer{*move};
}

// How long an engine may think: its time and a grace.
SteadyClock::time_point engineDeadline(const Turn &turn)
{
    return SteadyClock::now() + std::chrono::milliseconds(turn.myTime) + Grace;
}

// An external UCI engine; start() it before the game.
class UciPlayer : public Player
{
public:
    UciPlayer(const std::string &program, const Game &game, int depth)
        : m_pipe(program), m_game(game), m_depth(depth)
    {}

    // Empty once the engine is ready for the game's variant, else why it is not.
    std::string start()
    {
        const bool bughouse = m_game.match().config().mode == core::MatchMode::Bughouse;
        m_pipe.handshake(bughouse ? "bughouse" : "crazyhouse", SteadyClock::now() + StartupTime);
        return m_pipe.error();
    }

    core::Result<Answer> choose(const Turn &turn) override
    {
        const core::TimeControl &time = m_game.match().config().time;
        const bool white = turn.position.sideToMove() == core::Color::White;
        const auto text =
            m_pipe.bestMove(turn.position.fen(), white ? turn.myTime : turn.opponentTime,
                            white ? turn.opponentTime : turn.myTime,
                            time.kind == core::TimingKind::Increment ? time.bonus : 0, m_depth,
                            engineDeadline(turn), m_game.stopFlag());
        return engineAnswer(turn.position, text, m_pipe.error());
    }

private:
    UciPipe m_pipe;
    const Game &m_game;
    int m_depth;
};

// An external xboard engine (crazyhouse only); start() it before the game.
class XboardPlayer : public Player
{
public:
    XboardPlayer(const std::string &program, const Game &game, int depth)
        : m_pipe(program), m_game(game), m_depth(depth)
    {}

    // Empty once the engine is ready for crazyhouse, else why it is not.
    std::string start()
    {
        m_pipe.handshake("crazyhouse", m_game.match().config().time, m_depth,
                         SteadyClock::now() + StartupTime);
        return m_pipe.error();
    }

    core::Result<Answer> choose(const Turn &turn) override
    {
        const auto text =
            m_pipe.bestMove(m_game.match().config().startFen[0], turn.moves, turn.myTime,
                            turn.opponentTime, engineDeadline(turn), m_game.stopFlag());
        return engineAnswer(turn.position, text, m_pipe.error());
    }

private:
    XboardPipe m_pipe;
    const Game &m_game;
    int m_depth;
};

// A player's results; a player on both teams of a game scores it for each.
struct Score
{
    std::string player;
    int wins = 0;
    int draws = 0;
    int losses = 0;
};

void addScores(std::vector<Score> &scores, const core::Match &match,
               const std::array<const PlayerSpec *, 4> &seated)
{
    const auto winner = match.result()->winner();
    for (const core::Team team : {core::Team::One, core::Team::Two}) {
        std::set<std::string> players;
        for (const Seat seat : match.seats())
            if (core::teamOf(seat) == team) players.insert(seated[int(seat)]->text);
        for (const std::string &player : players) {
            auto it = std::find_if(scores.begin(), scores.end(),
                                   [&](const Score &s) { return s.player == player; });
            if (it == scores.end()) it = scores.insert(scores.end(), Score{player});
            if (!winner)
                ++it->draws;
            else if (*winner == team)
                ++it->wins;
            else
                ++it->losses;
        }
    }
}

// The score in per cent and the half width of its 95 % confidence interval, from the spread
// of the game results (wins, draws and losses as 1, 1/2 and 0).
std::string scoreText(const Score &s)
{
    const double n = s.wins + s.draws + s.losses;
    const double p = (s.wins + 0.5 * s.draws) / n;
    const double variance =
        (s.wins * (1 - p) * (1 - p) + s.draws * (0.5 - p) * (0.5 - p) + s.losses * p * p) / n;
    std::ostringstream text;
    text << std::fixed << std::setprecision(1) << 100 * p << "%+-"
         << 100 * 1.96 * std::sqrt(variance / n);
    return text.str();
}

void writeScores(const std::vector<Score> &scores, std::ostream &out)
{
    // Players as given on the command line, escaped but not quoted: `uci:PROGRAM` stays readable.
    std::vector<std::string> shown;
    std::size_t width = 6;
    for (const Score &s : scores)
        width = std::max(width, shown.emplace_back(core::escaped(s.player)).size());
    out << std::left << std::setw(int(width)) << "player" << std::right
        << "  games   wins  draws losses  points  score\n";
    for (std::size_t i = 0; i < scores.size(); ++i) {
        const Score &s = scores[i];
        out << std::left << std::setw(int(width)) << shown[i] << std::right << std::setw(7)
            << s.wins + s.draws + s.losses << std::setw(7) << s.wins << std::setw(7) << s.draws
            << std::setw(7) << s.losses << std::setw(8) << std::fixed << std::setprecision(1)
            << s.wins + 0.5 * s.draws << "  " << scoreText(s) << '\n';
    }
}

} // namespace

int play(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const auto settings = parseSettings(args, err);
    if (!settings) return 2;
    std::ofstream bpgn;
    if (!settings->bpgnPath.empty()) {
        bpgn.open(settings->bpgnPath, std::ios::binary | std::ios::trunc);
        if (!bpgn) {
            err << "play: cannot write " << core::quoted(settings->bpgnPath) << "\n";
            return 2;
        }
    }
    std::vector<core::GameRecord> records;
    std::vector<Score> scores;
    for (int number = 1; number <= settings->games; ++number) {
        // Every other game is the rematch with colours swapped: partners stay partners.
        std::array<const PlayerSpec *, 4> seated;
        std::array<std::string, 4> names;
        for (int s = 0; s < 4; ++s) {
            seated[s] = &settings->players[number % 2 ? s : s ^ 1];
            names[s] = seated[s]->text;
        }
        // Openings in turn, each for a game and its rematch.
        core::MatchConfig config = settings->config;
        const Opening *opening = nullptr;
        if (!settings->openings.empty()) {
            opening =
                &settings->openings[std::size_t((number - 1) / 2) % settings->openings.size()];
            config.startFen = opening->startFen;
        }
        Game game(config);
        std::array<std::unique_ptr<Player>, 4> players;
        for (const Seat seat : game.match().seats()) {
            const PlayerSpec &spec = *seated[int(seat)];
            if (spec.program.empty()) {
                std::seed_seq seed{settings->seed, unsigned(number), unsigned(seat)};
                players[int(seat)] = std::make_unique<BuiltinPlayer>(spec.level, game, seed);
                continue;
            }
            std::string why;
            if (spec.xboard) {
                auto xboard = std::make_unique<XboardPlayer>(spec.program, game, settings->depth);
                why = xboard->start();
                players[int(seat)] = std::move(xboard);
            } else {
                auto uci = std::make_unique<UciPlayer>(spec.program, game, settings->depth);
                why = uci->start();
                players[int(seat)] = std::move(uci);
            }
            if (!why.empty()) {
                err << "play: " << core::quoted(spec.text) << ": " << why << "\n";
                return 2;
            }
        }
        game.run(players);

        const core::Match &match = game.match();
        // The ending with seats for names (`BlackA checkmated`), and a forfeit's cause.
        const std::string cause = game.forfeit().empty() ? "" : " (" + game.forfeit() + ")";
        const core::GameRecord bySeat = core::recordOf(match, SeatNames);
        out << "game " << number << ": " << bySeat.result << ' ' << bySeat.ending << cause << " ("
            << match.plies() << " plies)";
        for (const Seat seat : match.seats())
            out << ' ' << SeatNames[int(seat)] << '=' << core::escaped(names[int(seat)]);
        if (opening) out << " opening=" << opening->line;
        out << std::endl;
        addScores(scores, match, seated);
        records.push_back(core::recordOf(match, names));
        records.back().ending += cause;
        records.back().setTag("Round", std::to_string(number));
    }
    writeScores(scores, out);
    if (bpgn.is_open() && !(bpgn << core::writeGames(records) << std::flush)) {
        err << "play: cannot write " << core::quoted(settings->bpgnPath) << "\n";
        return 2;
    }
    return 0;
}

} // namespace cli
