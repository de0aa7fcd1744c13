// core::Match on fake time: seats, piece passing, refusals, clocks, flags, pause, endings,
// crazyhouse draws, configuration checks, the event log with replay, and random-match invariants.
#include "testutil.h"

#include "core/match/match.h"

#include <QStringList>
#include <QTest>

#include <algorithm>
#include <array>
#include <optional>
#include <random>

using core::Board;
using core::Color;
using core::EndReason;
using core::Match;
using core::MatchConfig;
using core::MatchEvent;
using core::MatchMode;
using core::MatchResult;
using core::MateRule;
using core::Milliseconds;
using core::Move;
using core::MoveError;
using core::MoveKind;
using core::MoveList;
using core::Never;
using core::Piece;
using core::PieceType;
using core::Position;
using core::Refusal;
using core::Seat;
using core::Square;
using core::Status;
using core::Team;
using core::TimeControl;
using core::TimingKind;

using Outcome = MatchResult::Outcome;

namespace core {

// Readable QCOMPARE failures.
char *toString(const Seat &s)
{
    static const char *const names[] = {"WhiteA", "BlackA", "WhiteB", "BlackB"};
    return qstrdup(names[int(s)]);
}

char *toString(const Team &t)
{
    return qstrdup(t == Team::One ? "Team::One" : "Team::Two");
}

char *toString(const Board &b)
{
    return qstrdup(b == Board::A ? "A" : "B");
}

char *toString(const Refusal &r)
{
    static const char *const names[] = {"None",        "NotStarted", "Paused",     "Over",
                                        "NotYourTurn", "NotInMatch", "IllegalMove"};
    return qstrdup(names[int(r)]);
}

char *toString(const EndReason &r)
{
    static const char *const names[] = {
        "Checkmate",    "Flag",       "Resignation", "Abort",
        "Stalemate",    "Repetition", "MoveLimit",   "RepetitionAcrossBoards",
        "PoisonedPiece"};
    return qstrdup(names[int(r)]);
}

char *toString(const MatchResult::Outcome &o)
{
    static const char *const names[] = {"TeamOneWins", "TeamTwoWins", "Draw", "Aborted"};
    return qstrdup(names[int(o)]);
}

} // namespace core

class TestMatch : public QObject
{
    Q_OBJECT

private slots:
    void seatFunctions_data();
    void seatFunctions();
    void partnerTransfer_data();
    void partnerTransfer();
    void crazyhouseCapture_data();
    void crazyhouseCapture();
    void refusals_data();
    void refusals();
    void clocks_data();
    void clocks();
    void flagBeatsLateMove_data();
    void flagBeatsLateMove();
    void flagWithoutMove_data();
    void flagWithoutMove();
    void pause_data();
    void pause();
    void requests_data();
    void requests();
    void endings_data();
    void endings();
    void abortRequests_data();
    void abortRequests();
    void waitForPiece_data();
    void waitForPiece();
    void dropMate_data();
    void dropMate();
    void houseRuleEndings_data();
    void houseRuleEndings();
    void poisonedCount_data();
    void poisonedCount();
    void crazyhouseRepetition_data();
    void crazyhouseRepetition();
    void crazyhouseMoveLimit_data();
    void crazyhouseMoveLimit();
    void configValidate_data();
    void configValidate();
    void eventLog_data();
    void eventLog();
    void replayTampered_data();
    void replayTampered();
    void randomMatches_data();
    void randomMatches();
};

namespace {

constexpr Milliseconds Base = 60'000;
const char *const SeatNames[] = {"WA", "BA", "WB", "BB"};

const QString Stalemating = "7k/8/6K1/8/8/8/5Q2/8[] w - - 0 1"; // Qf2-f7 stalemates Black
const QString DropMating =
    "k7/8/1K6/8/8/8/8/8[Q] w - - 0 1"; // Q@a7 and Q@b7 mate, Q@e4 only checks
const QString TwoKings = "7k/8/8/8/8/8/8/K7[] w - - 0 1";

Seat seatNamed(const QString &name)
{
    for (int i = 0; i < 4; ++i)
        if (name == SeatNames[i]) return Seat(i);
    qFatal("bad seat name %s in the test data", qPrintable(name));
}

MatchConfig makeConfig(MatchMode mode = MatchMode::Bughouse,
                       TimeControl time = {Base, 0, TimingKind::Increment})
{
    MatchConfig config;
    config.mode = mode;
    config.time = time;
    return config;
}

// A legal move for `seat` from UCI or SAN text, or an error message.
std::optional<Move> parseMove(const Match &match, Seat seat, const QString &text, QString *error)
{
    const Position &pos = match.board(core::boardOf(seat));
    auto move = core::parseUci(pos, text.toStdString());
    if (!move) move = core::parseSan(pos, text.toStdString());
    if (move) return move.value();
    *error = QString("%1 cannot play %2 in %3: %4")
                 .arg(SeatNames[int(seat)], text, QString::fromStdString(pos.fen()),
                      QString::fromStdString(move.error()));
    return std::nullopt;
}

// A move built from UCI text without any check, its kind guessed as a UI would.
Move rawMove(const Position &pos, const QString &text)
{
    const std::string s = text.toStdString();
    if (s.size() == 4 && s[1] == '@')
        return Move::drop(core::pieceTypeFromLetter(s[0]), core::parseSquare(s.substr(2, 2)));
    const Square from = core::parseSquare(s.substr(0, 2));
    const Square to = core::parseSquare(s.substr(2, 2));
    if (s.size() == 5) return Move::promotion(from, to, core::pieceTypeFromLetter(s[4]));
    const PieceType type = core::typeOf(pos.pieceAt(from));
    if (type == PieceType::King && std::abs(core::fileOf(from) - core::fileOf(to)) == 2)
        return Move::normal(from, to, MoveKind::Castling);
    if (type == PieceType::Pawn && to == pos.epSquare())
        return Move::normal(from, to, MoveKind::EnPassant);
    return Move::normal(from, to);
}

// Runs one non-move call "pause MS", "resume MS", "resign SEAT MS", "abort SEAT MS", "update MS".
Refusal call(Match &match, const QStringList &words)
{
    const Milliseconds now = words.last().toLongLong();
    if (words[0] == "pause") return match.pause(now);
    if (words[0] == "resume") return match.resume(now);
    if (words[0] == "resign") return match.resign(seatNamed(words[1]), now);
    if (words[0] == "abort") return match.requestAbort(seatNamed(words[1]), now);
    if (words[0] == "update") return match.update(now) ? Refusal::Over : Refusal::None;
    qFatal("bad script command %s", qPrintable(words.join(' ')));
}

// Runs script lines; each must be accepted. Returns what went wrong, or an empty string.
//   start MS | pause MS | resume MS | update MS | resign SEAT MS | abort SEAT MS
//   SEAT MOVE MS      a move in UCI or SAN: "WA e2e4 1000", "BA Qh4 4000", "WA P@g3 9000"
//   late ...          any of the above, which must be refused with Refusal::Over (a flag fell)
QString run(Match &match, const QStringList &script)
{
    for (const QString &line : script) {
        QStringList words = line.split(' ');
        const bool late = words[0] == "late";
        if (late) words.removeFirst();
        Refusal refusal = Refusal::None;
        const Milliseconds now = words.last().toLongLong();
        if (words[0] == "start") {
            match.start(now);
        } else if (words.size() == 3 && words[0].size() == 2 && words[0].toUpper() == words[0]) {
            const Seat seat = seatNamed(words[0]);
            QString error;
            const auto move = parseMove(match, seat, words[1], &error);
            if (!move) return line + ": " + error;
            const Match::PlayOutcome outcome = match.play(seat, *move, now);
            refusal = outcome.refusal;
        } else {
            refusal = call(match, words);
            if (words[0] == "update" && !late)
                refusal = Refusal::None; // a plain update may end the match
        }
        if (refusal != (late ? Refusal::Over : Refusal::None))
            return line + ": refused with " +
                   QString::fromLatin1(QScopedArrayPointer<char>(core::toString(refusal)).data());
    }
    return {};
}

// Pocket counts as "SEAT TYPE COUNT" lines for every non-empty pocket slot of the match.
QStringList pockets(const Match &match)
{
    QStringList out;
    for (Seat seat : match.seats())
        for (int t = 0; t < core::PocketTypes; ++t)
            if (const int n =
                    match.board(core::boardOf(seat)).pocketCount(core::colorOf(seat), PieceType(t)))
                out << QString("%1 %2 %3")
                           .arg(SeatNames[int(seat)])
                           .arg(core::pieceTypeLetter(PieceType(t)))
                           .arg(n);
    return out;
}

QString describeEvent(const MatchEvent &e)
{
    const QString seat = SeatNames[int(e.seat)];
    switch (e.kind) {
    case MatchEvent::Kind::Start: return QString("Start %1").arg(e.at);
    case MatchEvent::Kind::Move:
        return QString("Move %1 %2 %3 %4")
            .arg(seat, QString::fromStdString(e.san))
            .arg(e.at)
            .arg(e.clock);
    case MatchEvent::Kind::Resign: return QString("Resign %1 %2").arg(seat).arg(e.at);
    case MatchEvent::Kind::AbortRequest: return QString("Abort %1 %2").arg(seat).arg(e.at);
    case MatchEvent::Kind::Pause: return QString("Pause %1").arg(e.at);
    case MatchEvent::Kind::Resume: return QString("Resume %1").arg(e.at);
    case MatchEvent::Kind::Flag: return QString("Flag %1 %2").arg(seat).arg(e.at);
    }
    return "?";
}

QStringList describeEvents(const Match &match)
{
    QStringList out;
    for (const MatchEvent &e : match.events()) out << describeEvent(e);
    return out;
}

Outcome winOf(Team t)
{
    return t == Team::One ? Outcome::TeamOneWins : Outcome::TeamTwoWins;
}

// Material per colour and type on all boards and in all pockets; a promoted piece counts as a pawn.
using Material = std::array<std::array<int, 6>, 2>;

Material material(const Match &match)
{
    Material m{};
    for (int b = 0; b < match.boardCount(); ++b) {
        const Position &pos = match.board(Board(b));
        for (int s = 0; s < 64; ++s) {
            const Piece p = pos.pieceAt(Square(s));
            if (p == Piece::None) continue;
            const bool promoted = pos.promoted() & core::bit(Square(s));
            ++m[int(core::colorOf(p))][int(promoted ? PieceType::Pawn : core::typeOf(p))];
        }
        for (int c = 0; c < 2; ++c)
            for (int t = 0; t < core::PocketTypes; ++t)
                m[c][t] += pos.pocketCount(Color(c), PieceType(t));
    }
    return m;
}

// Everything that must hold after any call; returns the first violation or an empty string.
QString invariantError(const Match &match, Milliseconds now)
{
    static constexpr int Set[6] = {8, 2, 2, 2, 1, 1}; // one colour's set: P N B R Q K
    const Material m = material(match);
    for (int t = 0; t < 6; ++t) {
        if (match.config().mode == MatchMode::Bughouse) {
            // Pieces keep their colour in bughouse: each colour owns exactly two sets.
            for (int c = 0; c < 2; ++c)
                if (m[c][t] != 2 * Set[t])
                    return QString("colour %1 owns %2 of type %3").arg(c).arg(m[c][t]).arg(t);
        } else if (m[0][t] + m[1][t] != 2 * Set[t] || (t == 5 && m[0][t] != 1)) {
            return QString("crazyhouse material of type %1 is %2 + %3")
                .arg(t)
                .arg(m[0][t])
                .arg(m[1][t]);
        }
    }
    for (int b = 0; b < match.boardCount(); ++b) {
        const Position &pos = match.board(Board(b));
        std::string why;
        if (pos.key() != pos.computeKey())
            return QString("board %1: key differs from computeKey").arg(b);
        if (!pos.isConsistent(&why))
            return QString("board %1 inconsistent: %2").arg(b).arg(why.c_str());
    }
    for (Seat seat : match.seats())
        if (match.timeLeft(seat, now) < 0 || match.delayLeft(seat, now) < 0) return "negative time";
    const auto &events = match.events();
    if (events.size() >= 2 && events[events.size() - 1].at < events[events.size() - 2].at)
        return "event times go back: " + describeEvent(events.back());
    if (match.isOver() || match.isPaused()) {
        if (match.nextFlagTime() != Never) return "a flag time while nothing runs";
    } else if (match.nextFlagTime() <= now) {
        return QString("an unnoticed flag at %1 (now %2)").arg(match.nextFlagTime()).arg(now);
    }
    return {};
}

// Replays the match's log and compares everything observable; returns what differs.
QString replayError(const Match &match)
{
    const auto replayed = Match::replay(match.config(), match.events());
    if (!replayed) return "replay failed: " + QString::fromStdString(replayed.error());
    for (int b = 0; b < match.boardCount(); ++b)
        if (replayed->board(Board(b)).fen() != match.board(Board(b)).fen() ||
            !(replayed->board(Board(b)) == match.board(Board(b))))
            return QString("board %1 differs after replay").arg(b);
    if (replayed->result() != match.result()) return "result differs after replay";
    if (replayed->events() != match.events()) return "events differ after replay";
    if (replayed->plies() != match.plies() || replayed->isPaused() != match.isPaused())
        return "state differs";
    return {};
}

} // namespace

// ---------------------------------------------------------------------------------------------
// Seats

void TestMatch::seatFunctions_data()
{
    QTest::addColumn<Seat>("seat");
    QTest::addColumn<Board>("board");
    QTest::addColumn<Color>("color");
    QTest::addColumn<Team>("team");
    QTest::addColumn<Seat>("partner");
    QTest::addColumn<Seat>("opponent");
    QTest::addRow("white-A") << Seat::WhiteA << Board::A << Color::White << Team::One
                             << Seat::BlackB << Seat::BlackA;
    QTest::addRow("black-A") << Seat::BlackA << Board::A << Color::Black << Team::Two
                             << Seat::WhiteB << Seat::WhiteA;
    QTest::addRow("white-B") << Seat::WhiteB << Board::B << Color::White << Team::Two
                             << Seat::BlackA << Seat::BlackB;
    QTest::addRow("black-B") << Seat::BlackB << Board::B << Color::Black << Team::One
                             << Seat::WhiteA << Seat::WhiteB;
}

void TestMatch::seatFunctions()
{
    QFETCH(Seat, seat);
    QFETCH(Board, board);
    QFETCH(Color, color);
    QFETCH(Team, team);
    QFETCH(Seat, partner);
    QFETCH(Seat, opponent);
    QCOMPARE(core::boardOf(seat), board);
    QVERIFY(core::colorOf(seat) == color);
    QCOMPARE(core::seatAt(board, color), seat);
    QCOMPARE(core::teamOf(seat), team);
    QCOMPARE(core::partnerOf(seat), partner);
    QCOMPARE(core::opponentOf(seat), opponent);
    // Partners share a team across boards with opposite colours; opponents share a board.
    QCOMPARE(core::partnerOf(partner), seat);
    QCOMPARE(core::opponentOf(opponent), seat);
    QCOMPARE(core::teamOf(partner), team);
    QCOMPARE(core::teamOf(opponent), core::otherTeam(team));
    QVERIFY(core::boardOf(partner) != board);
    QVERIFY(core::colorOf(partner) != color);
    QCOMPARE(core::boardOf(opponent), board);

    const Match bughouse(makeConfig());
    const Match crazyhouse(makeConfig(MatchMode::Crazyhouse));
    const auto has = [](const std::vector<Seat> &seats, Seat s) {
        return std::find(seats.begin(), seats.end(), s) != seats.end();
    };
    QVERIFY(has(bughouse.seats(), seat));
    QCOMPARE(has(crazyhouse.seats(), seat), board == Board::A);
    QCOMPARE(bughouse.isToMove(seat), color == Color::White);
    QCOMPARE(crazyhouse.isToMove(seat), board == Board::A && color == Color::White);
}

// ---------------------------------------------------------------------------------------------
// Captured pieces

namespace {

void addCaptureColumns()
{
    QTest::addColumn<QString>("fenA");
    QTest::addColumn<QStringList>("script");
    QTest::addColumn<QStringList>("expected"); // every non-empty pocket slot, "SEAT TYPE COUNT"
}

void checkCaptures(MatchMode mode)
{
    QFETCH(QString, fenA);
    QFETCH(QStringList, script);
    QFETCH(QStringList, expected);
    MatchConfig config = makeConfig(mode);
    config.startFen[0] = fenA.toStdString();
    QCOMPARE(QString::fromStdString(config.validate()), QString());
    Match match(config);
    QCOMPARE(run(match, script), QString());
    QCOMPARE(pockets(match), expected);
    QVERIFY(!match.isOver());
    if (fenA.isEmpty())
        QCOMPARE(invariantError(match, 0), QString()); // full sets only from the start position
}

} // namespace

void TestMatch::partnerTransfer_data()
{
    addCaptureColumns();
    QTest::addRow("whiteA-takes-to-blackB")
        << QString() << QStringList{"start 0", "WA e2e4 1000", "BA d7d5 2000", "WA e4d5 3000"}
        << QStringList{"BB P 1"};
    QTest::addRow("blackA-takes-to-whiteB")
        << QString()
        << QStringList{"start 0", "WA e2e4 1000", "BA d7d5 2000", "WA a2a3 3000", "BA d5e4 4000"}
        << QStringList{"WB P 1"};
    QTest::addRow("whiteB-takes-to-blackA")
        << QString() << QStringList{"start 0", "WB e2e4 1000", "BB d7d5 2000", "WB e4d5 3000"}
        << QStringList{"BA P 1"};
    QTest::addRow("blackB-takes-to-whiteA")
        << QString()
        << QStringList{"start 0", "WB e2e4 1000", "BB d7d5 2000", "WB a2a3 3000", "BB d5e4 4000"}
        << QStringList{"WA P 1"};
    QTest::addRow("knight-and-pawn-both-ways")
        << QString() << QStringList{"start 0",      "WA e2e4 1000", "BA b8c6 2000",
                                    "WA d2d4 3000", "BA c6d4 4000", "WA d1d4 5000"}
        << QStringList{"WB P 1", "BB N 1"};
    QTest::addRow("boards-interleaved")
        << QString() << QStringList{"start 0",      "WB e2e4 500",  "WA e2e4 1000", "BB d7d5 1500",
                                    "BA d7d5 2000", "WB e4d5 2500", "WA e4d5 3000"}
        << QStringList{"BA P 1", "BB P 1"};
    QTest::addRow("two-pawns-collect")
        << QString() << QStringList{"start 0",      "WA e2e4 1000", "BA d7d5 2000",
                                    "WA e4d5 3000", "BA c7c6 4000", "WA d5c6 5000"}
        << QStringList{"BB P 2"};
    QTest::addRow("promoted-queen-arrives-as-pawn")
        << "rQ~2k3/8/8/8/8/8/8/4K3[] b - - 0 1" << QStringList{"start 0", "BA a8b8 1000"}
        << QStringList{"WB P 1"};
    QTest::addRow("real-queen-arrives-as-queen")
        << "rQ2k3/8/8/8/8/8/8/4K3[] b - - 0 1" << QStringList{"start 0", "BA a8b8 1000"}
        << QStringList{"WB Q 1"};
    QTest::addRow("promoted-black-queen-arrives-as-pawn")
        << "4k3/8/8/8/8/8/8/Rq~2K3[] w - - 0 1" << QStringList{"start 0", "WA a1b1 1000"}
        << QStringList{"BB P 1"};
    QTest::addRow("promotion-then-capture")
        << "r3k3/1P6/8/8/8/8/8/4K3[] w - - 0 1"
        << QStringList{"start 0", "WA b7b8q 1000", "BA a8b8 2000"} << QStringList{"WB P 1"};
    QTest::addRow("underpromotion-then-capture")
        << "r3k3/1P6/8/8/8/8/8/4K3[] w - - 0 1"
        << QStringList{"start 0", "WA b7b8n 1000", "BA a8b8 2000"} << QStringList{"WB P 1"};
}

void TestMatch::partnerTransfer()
{
    checkCaptures(MatchMode::Bughouse);
}

void TestMatch::crazyhouseCapture_data()
{
    addCaptureColumns();
    QTest::addRow("white-takes-to-own-hand")
        << QString() << QStringList{"start 0", "WA e2e4 1000", "BA d7d5 2000", "WA e4d5 3000"}
        << QStringList{"WA P 1"};
    QTest::addRow("black-takes-to-own-hand")
        << QString()
        << QStringList{"start 0", "WA e2e4 1000", "BA d7d5 2000", "WA a2a3 3000", "BA d5e4 4000"}
        << QStringList{"BA P 1"};
    QTest::addRow("both-take") << QString()
                               << QStringList{"start 0", "WA e2e4 1000", "BA d7d5 2000",
                                              "WA e4d5 3000", "BA d8d5 4000"}
                               << QStringList{"WA P 1", "BA P 1"};
    QTest::addRow("drop-uses-hand")
        << QString() << QStringList{"start 0",      "WA e2e4 1000", "BA d7d5 2000",
                                    "WA e4d5 3000", "BA d8d5 4000", "WA P@e4 5000"}
        << QStringList{"BA P 1"};
    QTest::addRow("promoted-queen-to-hand-as-pawn")
        << "rQ~2k3/8/8/8/8/8/8/4K3[] b - - 0 1" << QStringList{"start 0", "BA a8b8 1000"}
        << QStringList{"BA P 1"};
    QTest::addRow("real-queen-to-hand-as-queen")
        << "rQ2k3/8/8/8/8/8/8/4K3[] b - - 0 1" << QStringList{"start 0", "BA a8b8 1000"}
        << QStringList{"BA Q 1"};
}

void TestMatch::crazyhouseCapture()
{
    checkCaptures(MatchMode::Crazyhouse);
}

// ---------------------------------------------------------------------------------------------
// Refused moves

void TestMatch::refusals_data()
{
    QTest::addColumn<MatchMode>("mode");
    QTest::addColumn<QString>("fenA");
    QTest::addColumn<QStringList>("script");
    QTest::addColumn<QString>("seat");
    QTest::addColumn<QString>("move"); // UCI, not checked
    QTest::addColumn<qint64>("at");
    QTest::addColumn<Refusal>("refusal");
    QTest::addColumn<MoveError>("error");

    const auto bug = MatchMode::Bughouse;
    const auto zh = MatchMode::Crazyhouse;
    const QStringList started{"start 0"};
    // Two pawns fewer on the board: with the pocket, still two sets on both boards together.
    const QString pocketP = "rnbqkbnr/1ppppppp/8/8/8/8/1PPPPPPP/RNBQKBNR[Pn] w KQkq - 0 1";
    const auto row = [](const char *name, MatchMode mode, const QString &fen,
                        const QStringList &script, const char *seat, const char *move,
                        Refusal refusal, MoveError error = MoveError::None, qint64 at = 10000) {
        QTest::addRow("%s", name) << mode << fen << script << QString(seat) << QString(move) << at
                                  << refusal << error;
    };
    // Order of checks: seat in match, started, over, paused, turn, legality.
    row("before-start", bug, {}, {}, "WA", "e2e4", Refusal::NotStarted);
    row("before-start-blackB", bug, {}, {}, "BB", "e7e5", Refusal::NotStarted);
    row("blackA-moves-first", bug, {}, started, "BA", "e7e5", Refusal::NotYourTurn);
    row("blackB-moves-first", bug, {}, started, "BB", "e7e5", Refusal::NotYourTurn);
    row("whiteA-moves-twice", bug, {}, {"start 0", "WA e2e4 1000"}, "WA", "d2d4",
        Refusal::NotYourTurn);
    row("whiteB-moves-twice", bug, {}, {"start 0", "WB e2e4 1000"}, "WB", "d2d4",
        Refusal::NotYourTurn);
    row("other-board-move-is-not-a-turn", bug, {}, {"start 0", "WB e2e4 1000"}, "BA", "e7e5",
        Refusal::NotYourTurn);
    row("crazyhouse-whiteB", zh, {}, started, "WB", "e2e4", Refusal::NotInMatch);
    row("crazyhouse-blackB-before-start", zh, {}, {}, "BB", "e7e5", Refusal::NotInMatch);
    row("crazyhouse-black-first", zh, {}, started, "BA", "e7e5", Refusal::NotYourTurn);
    row("paused", bug, {}, {"start 0", "pause 1000"}, "WA", "e2e4", Refusal::Paused);
    row("paused-other-board", bug, {}, {"start 0", "pause 1000"}, "WB", "e2e4", Refusal::Paused);
    row("after-resignation", bug, {}, {"start 0", "resign BA 1000"}, "WA", "e2e4", Refusal::Over);
    row("after-flag", bug, {}, started, "WA", "e2e4", Refusal::Over, MoveError::None, 70000);
    row("pawn-cannot-jump", bug, {}, started, "WA", "e2e5", Refusal::IllegalMove,
        MoveError::CannotMoveThere);
    row("bishop-blocked", bug, {}, started, "WA", "f1c4", Refusal::IllegalMove,
        MoveError::CannotMoveThere);
    row("knight-wrong-shape", bug, {}, started, "WB", "g1g3", Refusal::IllegalMove,
        MoveError::CannotMoveThere);
    row("empty-square", bug, {}, started, "WA", "e3e4", Refusal::IllegalMove,
        MoveError::NoPieceToMove);
    row("enemy-piece", bug, {}, started, "WA", "e7e5", Refusal::IllegalMove,
        MoveError::NoPieceToMove);
    row("drop-empty-pocket", bug, {}, started, "WA", "N@e4", Refusal::IllegalMove,
        MoveError::NotInPocket);
    row("drop-type-not-in-pocket", bug, pocketP, started, "WA", "N@e4", Refusal::IllegalMove,
        MoveError::NotInPocket);
    row("drop-pawn-last-rank", bug, pocketP, started, "WA", "P@e8", Refusal::IllegalMove,
        MoveError::PawnOnBackRank);
    row("drop-on-occupied", bug, pocketP, started, "WA", "P@e2", Refusal::IllegalMove,
        MoveError::SquareOccupied);
    row("crazyhouse-drop-empty-hand", zh, {}, started, "WA", "P@e4", Refusal::IllegalMove,
        MoveError::NotInPocket);
    row("castle-through-pieces", bug, {}, started, "WA", "e1g1", Refusal::IllegalMove,
        MoveError::CannotCastle);
    row("castle-without-right", bug, "r3k2r/8/8/8/8/8/8/R3K2R[] w kq - 0 1", started, "WA", "e1g1",
        Refusal::IllegalMove, MoveError::CannotCastle);
    row("promotion-missing", bug, "4k3/1P6/8/8/8/8/8/4K3[] w - - 0 1", started, "WA", "b7b8",
        Refusal::IllegalMove, MoveError::BadPromotion);
    row("promotion-to-king", bug, "4k3/1P6/8/8/8/8/8/4K3[] w - - 0 1", started, "WA", "b7b8k",
        Refusal::IllegalMove, MoveError::BadPromotion);
    row("promotion-too-early", bug, {}, started, "WA", "e2e4q", Refusal::IllegalMove,
        MoveError::BadPromotion);
    row("ignores-check", bug, {}, {"start 0", "WA e2e4 1000", "BA f7f6 2000", "WA d1h5 3000"}, "BA",
        "a7a6", Refusal::IllegalMove, MoveError::KingInCheck);
    row("pinned-knight", bug, "4k3/4r3/8/8/8/8/4N3/4K3[] w - - 0 1", started, "WA", "e2c3",
        Refusal::IllegalMove, MoveError::KingInCheck);
    row("king-into-check", bug, "4k3/4r3/8/8/8/8/8/3K4[] w - - 0 1", started, "WA", "d1e1",
        Refusal::IllegalMove, MoveError::KingInCheck);
}

void TestMatch::refusals()
{
    QFETCH(MatchMode, mode);
    QFETCH(QString, fenA);
    QFETCH(QStringList, script);
    QFETCH(QString, seat);
    QFETCH(QString, move);
    QFETCH(qint64, at);
    QFETCH(Refusal, refusal);
    QFETCH(MoveError, error);
    MatchConfig config = makeConfig(mode);
    config.startFen[0] = fenA.toStdString();
    QCOMPARE(QString::fromStdString(config.validate()), QString());
    Match match(config);
    QCOMPARE(run(match, script), QString());
    const Seat s = seatNamed(seat);
    const std::string fens[2] = {match.board(Board::A).fen(), match.board(Board::B).fen()};
    const std::size_t events = match.events().size();
    const bool toMove = match.isToMove(s);
    const int plies = match.plies();

    const Match::PlayOutcome outcome =
        match.play(s, rawMove(match.board(core::boardOf(s)), move), at);
    QCOMPARE(outcome.refusal, refusal);
    QCOMPARE(outcome.moveError, error);
    QVERIFY(!outcome.ok());
    // A refused move changes nothing (a flag noticed on the way is logged, though).
    QCOMPARE(match.board(Board::A).fen(), fens[0]);
    QCOMPARE(match.board(Board::B).fen(), fens[1]);
    QCOMPARE(match.isToMove(s), toMove);
    QCOMPARE(match.plies(), plies);
    if (refusal != Refusal::Over) QCOMPARE(match.events().size(), events);
}

// ---------------------------------------------------------------------------------------------
// Clocks

void TestMatch::clocks_data()
{
    QTest::addColumn<TimingKind>("kind");
    QTest::addColumn<qint64>("bonus");
    QTest::addColumn<QList<qint64>>("seatBase"); // WA BA WB BB; 0 = the base time
    QTest::addColumn<QString>("fenA");
    QTest::addColumn<QStringList>("script");
    QTest::addColumn<qint64>("at");
    QTest::addColumn<QList<qint64>>("times");  // timeLeft at `at`, WA BA WB BB
    QTest::addColumn<QList<qint64>>("delays"); // delayLeft at `at`
    QTest::addColumn<qint64>("nextFlag");

    const auto Inc = TimingKind::Increment;
    const QList<qint64> even{0, 0, 0, 0};
    const QList<qint64> noDelay{0, 0, 0, 0};
    QTest::addRow("not-started") << Inc << qint64(0) << even << QString() << QStringList{}
                                 << qint64(50000) << QList<qint64>{60000, 60000, 60000, 60000}
                                 << noDelay << qint64(Never);
    QTest::addRow("start-runs-both-whites")
        << Inc << qint64(0) << even << QString() << QStringList{"start 1000"} << qint64(6000)
        << QList<qint64>{55000, 60000, 55000, 60000} << noDelay << qint64(61000);
    QTest::addRow("move-on-A-starts-blackA")
        << Inc << qint64(0) << even << QString() << QStringList{"start 0", "WA e2e4 4000"}
        << qint64(10000) << QList<qint64>{56000, 54000, 50000, 60000} << noDelay << qint64(60000);
    QTest::addRow("increment-after-move")
        << Inc << qint64(2000) << even << QString()
        << QStringList{"start 0", "WA e2e4 4000", "WB d2d4 7000"} << qint64(7000)
        << QList<qint64>{58000, 57000, 55000, 60000} << noDelay << qint64(64000);
    QTest::addRow("increment-both-sides")
        << Inc << qint64(2000) << even << QString()
        << QStringList{"start 0", "WA e2e4 4000", "BA e7e5 10000", "WA d2d4 11000"} << qint64(12000)
        << QList<qint64>{59000, 55000, 48000, 60000} << noDelay << qint64(60000);
    QTest::addRow("simple-delay-before-first-move")
        << TimingKind::SimpleDelay << qint64(5000) << even << QString() << QStringList{"start 0"}
        << qint64(2000) << QList<qint64>{60000, 60000, 60000, 60000}
        << QList<qint64>{3000, 0, 3000, 0} << qint64(65000);
    QTest::addRow("simple-delay") << TimingKind::SimpleDelay << qint64(5000) << even << QString()
                                  << QStringList{"start 0", "WA e2e4 3000", "WB e2e4 9000"}
                                  << qint64(10000) << QList<qint64>{60000, 58000, 56000, 60000}
                                  << QList<qint64>{0, 0, 0, 4000} << qint64(68000);
    QTest::addRow("bronstein") << TimingKind::Bronstein << qint64(5000) << even << QString()
                               << QStringList{"start 0", "WA e2e4 3000", "WB e2e4 9000"}
                               << qint64(10000) << QList<qint64>{60000, 53000, 56000, 59000}
                               << noDelay << qint64(63000);
    QTest::addRow("time-odds-whiteA")
        << Inc << qint64(0) << QList<qint64>{30000, 0, 0, 0} << QString() << QStringList{"start 0"}
        << qint64(10000) << QList<qint64>{20000, 60000, 50000, 60000} << noDelay << qint64(30000);
    QTest::addRow("time-odds-blackA")
        << Inc << qint64(0) << QList<qint64>{0, 45000, 0, 0} << QString()
        << QStringList{"start 0", "WA e2e4 1000"} << qint64(5000)
        << QList<qint64>{59000, 41000, 55000, 60000} << noDelay << qint64(46000);
    QTest::addRow("time-odds-blackB")
        << Inc << qint64(0) << QList<qint64>{0, 0, 0, 20000} << QString()
        << QStringList{"start 0", "WB e2e4 1000"} << qint64(5000)
        << QList<qint64>{55000, 60000, 59000, 16000} << noDelay << qint64(21000);
    QTest::addRow("black-to-move-start-position")
        << Inc << qint64(0) << even
        << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[] b KQkq - 0 1" << QStringList{"start 0"}
        << qint64(5000) << QList<qint64>{60000, 55000, 55000, 60000} << noDelay << qint64(60000);
    QTest::addRow("end-freezes-clocks")
        << Inc << qint64(0) << even << QString()
        << QStringList{"start 0", "WA e2e4 1000", "resign BB 5000"} << qint64(50000)
        << QList<qint64>{59000, 56000, 55000, 60000} << noDelay << qint64(Never);
}

void TestMatch::clocks()
{
    QFETCH(TimingKind, kind);
    QFETCH(qint64, bonus);
    QFETCH(QList<qint64>, seatBase);
    QFETCH(QString, fenA);
    QFETCH(QStringList, script);
    QFETCH(qint64, at);
    QFETCH(QList<qint64>, times);
    QFETCH(QList<qint64>, delays);
    QFETCH(qint64, nextFlag);
    MatchConfig config = makeConfig(MatchMode::Bughouse, {Base, bonus, kind});
    for (int i = 0; i < 4; ++i)
        if (seatBase[i]) config.seatBase[i] = seatBase[i];
    config.startFen[0] = fenA.toStdString();
    QCOMPARE(QString::fromStdString(config.validate()), QString());
    Match match(config);
    QCOMPARE(run(match, script), QString());
    QList<qint64> gotTimes, gotDelays;
    for (Seat seat : match.seats()) {
        gotTimes << match.timeLeft(seat, at);
        gotDelays << match.delayLeft(seat, at);
    }
    QCOMPARE(gotTimes, times);
    QCOMPARE(gotDelays, delays);
    QCOMPARE(match.nextFlagTime(), nextFlag);
    // The last move event carries the mover's time after the move, bonus included.
    if (!match.events().empty() && match.events().back().kind == MatchEvent::Kind::Move)
        QCOMPARE(match.events().back().clock, match.timeLeft(match.events().back().seat, at));
}

// ---------------------------------------------------------------------------------------------
// Flags

void TestMatch::flagBeatsLateMove_data()
{
    QTest::addColumn<TimingKind>("kind");
    QTest::addColumn<qint64>("bonus");
    QTest::addColumn<QList<qint64>>("seatBase");
    QTest::addColumn<QStringList>("script");
    QTest::addColumn<QString>("seat");
    QTest::addColumn<QString>("move");
    QTest::addColumn<qint64>("at");
    QTest::addColumn<Seat>("flagged");
    QTest::addColumn<qint64>("flagAt");

    const auto Inc = TimingKind::Increment;
    const QList<qint64> even{0, 0, 0, 0};
    QTest::addRow("whiteA-first-move-late")
        << Inc << qint64(0) << even << QStringList{"start 0", "WB e2e4 1000"} << "WA"
        << "e2e4" << qint64(65000) << Seat::WhiteA << qint64(60000);
    QTest::addRow("whiteA-one-ms-late")
        << Inc << qint64(0) << even << QStringList{"start 0", "WB e2e4 1000"} << "WA"
        << "e2e4" << qint64(60001) << Seat::WhiteA << qint64(60000);
    QTest::addRow("whiteA-exactly-at-zero")
        << Inc << qint64(0) << even << QStringList{"start 0", "WB e2e4 1000"} << "WA"
        << "e2e4" << qint64(60000) << Seat::WhiteA << qint64(60000);
    QTest::addRow("blackA-with-time-odds")
        << Inc << qint64(0) << QList<qint64>{0, 30000, 0, 0}
        << QStringList{"start 0", "WA e2e4 1000"} << "BA"
        << "e7e5" << qint64(40000) << Seat::BlackA << qint64(31000);
    QTest::addRow("whiteB-late") << Inc << qint64(0) << even
                                 << QStringList{"start 0", "WA e2e4 500"} << "WB"
                                 << "e2e4" << qint64(60001) << Seat::WhiteB << qint64(60000);
    QTest::addRow("blackB-late-with-increment")
        << Inc << qint64(2000) << QList<qint64>{0, 0, 0, 10000}
        << QStringList{"start 0", "WB e2e4 1000"} << "BB"
        << "e7e5" << qint64(12000) << Seat::BlackB << qint64(11000);
    QTest::addRow("increment-moves-the-flag")
        << Inc << qint64(2000) << even
        << QStringList{"start 0", "WB e2e4 1000", "BB e7e5 2500", "WA e2e4 30000", "BA e7e5 31000"}
        << "WA"
        << "d2d4" << qint64(63001) << Seat::WhiteA << qint64(63000);
    QTest::addRow("simple-delay-added-to-flag")
        << TimingKind::SimpleDelay << qint64(5000) << even << QStringList{"start 0", "WB e2e4 1000"}
        << "WA"
        << "e2e4" << qint64(65001) << Seat::WhiteA << qint64(65000);
    QTest::addRow("bronstein-no-bonus-before-move")
        << TimingKind::Bronstein << qint64(5000) << even << QStringList{"start 0", "WB e2e4 1000"}
        << "WA"
        << "e2e4" << qint64(60500) << Seat::WhiteA << qint64(60000);
    QTest::addRow("board-B-flag-refuses-board-A-move")
        << Inc << qint64(0) << even << QStringList{"start 0", "WA e2e4 1000"} << "BA"
        << "e7e5" << qint64(60500) << Seat::WhiteB << qint64(60000);
    QTest::addRow("earlier-flag-of-two-wins")
        << Inc << qint64(0) << QList<qint64>{0, 0, 50000, 0} << QStringList{"start 0"} << "WA"
        << "e2e4" << qint64(90000) << Seat::WhiteB << qint64(50000);
}

void TestMatch::flagBeatsLateMove()
{
    QFETCH(TimingKind, kind);
    QFETCH(qint64, bonus);
    QFETCH(QList<qint64>, seatBase);
    QFETCH(QStringList, script);
    QFETCH(QString, seat);
    QFETCH(QString, move);
    QFETCH(qint64, at);
    QFETCH(Seat, flagged);
    QFETCH(qint64, flagAt);
    MatchConfig config = makeConfig(MatchMode::Bughouse, {Base, bonus, kind});
    for (int i = 0; i < 4; ++i)
        if (seatBase[i]) config.seatBase[i] = seatBase[i];
    Match match(config);
    QCOMPARE(run(match, script), QString());
    QCOMPARE(match.nextFlagTime(), flagAt);
    const int plies = match.plies();
    QString error;
    const auto m = parseMove(match, seatNamed(seat), move, &error);
    QVERIFY2(m, qPrintable(error));

    const Match::PlayOutcome outcome = match.play(seatNamed(seat), *m, at);
    QCOMPARE(outcome.refusal, Refusal::Over);
    QVERIFY(match.isOver());
    const MatchResult &r = *match.result();
    QCOMPARE(r.reason, EndReason::Flag);
    QCOMPARE(r.seat, flagged);
    QCOMPARE(r.board, core::boardOf(flagged));
    QCOMPARE(r.at, flagAt); // the moment it fell, not the `now` of the late call
    QCOMPARE(r.outcome, winOf(core::otherTeam(core::teamOf(flagged))));
    QCOMPARE(r.winner(), std::optional<Team>(core::otherTeam(core::teamOf(flagged))));
    QCOMPARE(match.plies(), plies);
    QCOMPARE(describeEvent(match.events().back()),
             QString("Flag %1 %2").arg(SeatNames[int(flagged)]).arg(flagAt));
    // Clocks froze at the flag: the flagged seat shows zero, nothing runs any more.
    QCOMPARE(match.timeLeft(flagged, at), 0);
    QCOMPARE(match.timeLeft(flagged, at + 1'000'000), 0);
    for (Seat s : match.seats()) QCOMPARE(match.timeLeft(s, at), match.timeLeft(s, at + 1'000'000));
    QCOMPARE(match.nextFlagTime(), Never);
    QCOMPARE(match.play(seatNamed(seat), *m, at + 1).refusal, Refusal::Over);
    QCOMPARE(replayError(match), QString());
}

void TestMatch::flagWithoutMove_data()
{
    QTest::addColumn<QList<qint64>>("seatBase");
    QTest::addColumn<QStringList>("script");
    QTest::addColumn<qint64>("nextFlag"); // before the update
    QTest::addColumn<qint64>("at");
    QTest::addColumn<bool>("over");
    QTest::addColumn<Seat>("flagged");
    QTest::addColumn<qint64>("flagAt");

    const QList<qint64> even{0, 0, 0, 0};
    const QStringList opened{"start 0", "WB e2e4 1"};
    QTest::addRow("before-start") << even << QStringList{} << qint64(Never) << qint64(1'000'000)
                                  << false << Seat::WhiteA << qint64(0);
    QTest::addRow("one-ms-before")
        << even << opened << qint64(60000) << qint64(59999) << false << Seat::WhiteA << qint64(0);
    QTest::addRow("exactly-at-flag") << even << opened << qint64(60000) << qint64(60000) << true
                                     << Seat::WhiteA << qint64(60000);
    QTest::addRow("long-after-flag") << even << opened << qint64(60000) << qint64(1'000'000) << true
                                     << Seat::WhiteA << qint64(60000);
    QTest::addRow("board-B-flag-while-A-plays")
        << even << QStringList{"start 0", "WA e2e4 1000", "BA e7e5 2000"} << qint64(60000)
        << qint64(70000) << true << Seat::WhiteB << qint64(60000);
    QTest::addRow("blackB-flag") << even << QStringList{"start 0", "WB e2e4 1", "WA e2e4 2"}
                                 << qint64(60001) << qint64(60001) << true << Seat::BlackB
                                 << qint64(60001);
    QTest::addRow("earliest-of-two")
        << QList<qint64>{30000, 0, 20000, 0} << QStringList{"start 0"} << qint64(20000)
        << qint64(100000) << true << Seat::WhiteB << qint64(20000);
    QTest::addRow("paused-no-flag")
        << even << QStringList{"start 0", "pause 10000"} << qint64(Never) << qint64(1'000'000)
        << false << Seat::WhiteA << qint64(0);
    QTest::addRow("flag-after-resume")
        << even << QStringList{"start 0", "WB e2e4 5000", "pause 10000", "resume 20000"}
        << qint64(70000) << qint64(80000) << true << Seat::WhiteA << qint64(70000);
}

void TestMatch::flagWithoutMove()
{
    QFETCH(QList<qint64>, seatBase);
    QFETCH(QStringList, script);
    QFETCH(qint64, nextFlag);
    QFETCH(qint64, at);
    QFETCH(bool, over);
    QFETCH(Seat, flagged);
    QFETCH(qint64, flagAt);
    MatchConfig config = makeConfig();
    for (int i = 0; i < 4; ++i)
        if (seatBase[i]) config.seatBase[i] = seatBase[i];
    Match match(config);
    QCOMPARE(run(match, script), QString());
    QCOMPARE(match.nextFlagTime(), nextFlag);
    const std::size_t events = match.events().size();
    QCOMPARE(match.update(at), over);
    QCOMPARE(match.isOver(), over);
    if (!over) {
        QCOMPARE(match.events().size(), events);
        return;
    }
    const MatchResult expected{winOf(core::otherTeam(core::teamOf(flagged))), EndReason::Flag,
                               core::boardOf(flagged), flagged, flagAt};
    QVERIFY(*match.result() == expected);
    QCOMPARE(match.events().size(), events + 1);
    QCOMPARE(describeEvent(match.events().back()),
             QString("Flag %1 %2").arg(SeatNames[int(flagged)]).arg(flagAt));
    QCOMPARE(match.nextFlagTime(), Never);
    QVERIFY(match.update(at + 1)); // still over, nothing new logged
    QCOMPARE(match.events().size(), events + 1);
    QCOMPARE(replayError(match), QString());
}

// ---------------------------------------------------------------------------------------------
// Pause

void TestMatch::pause_data()
{
    QTest::addColumn<TimingKind>("kind");
    QTest::addColumn<qint64>("bonus");
    QTest::addColumn<qint64>("pauseAt");
    QTest::addColumn<QList<qint64>>("frozen");       // timeLeft while paused, WA BA WB BB
    QTest::addColumn<QList<qint64>>("frozenDelays"); // delayLeft while paused
    QTest::addColumn<qint64>("blackAClock");         // BA's clock after its move at 104 s
    QTest::addColumn<qint64>("blackBLeft");          // BB's time at 104 s

    // Script: start 0, WA e4 at 3 s, WB e4 at 4 s, pause, resume at 100 s, BA e5 at 104 s.
    const QList<qint64> noDelay{0, 0, 0, 0};
    QTest::addRow("increment-0") << TimingKind::Increment << qint64(0) << qint64(10000)
                                 << QList<qint64>{57000, 53000, 56000, 54000} << noDelay
                                 << qint64(49000) << qint64(50000);
    QTest::addRow("increment-2s") << TimingKind::Increment << qint64(2000) << qint64(10000)
                                  << QList<qint64>{59000, 53000, 58000, 54000} << noDelay
                                  << qint64(51000) << qint64(50000);
    QTest::addRow("simple-delay-mid-delay")
        << TimingKind::SimpleDelay << qint64(5000) << qint64(6000)
        << QList<qint64>{60000, 60000, 60000, 60000} << QList<qint64>{0, 2000, 0, 3000}
        << qint64(58000) << qint64(59000);
    QTest::addRow("bronstein") << TimingKind::Bronstein << qint64(5000) << qint64(10000)
                               << QList<qint64>{60000, 53000, 60000, 54000} << noDelay
                               << qint64(54000) << qint64(50000);
}

void TestMatch::pause()
{
    QFETCH(TimingKind, kind);
    QFETCH(qint64, bonus);
    QFETCH(qint64, pauseAt);
    QFETCH(QList<qint64>, frozen);
    QFETCH(QList<qint64>, frozenDelays);
    QFETCH(qint64, blackAClock);
    QFETCH(qint64, blackBLeft);
    Match match(makeConfig(MatchMode::Bughouse, {Base, bonus, kind}));
    QCOMPARE(run(match, {"start 0", "WA e2e4 3000", "WB e2e4 4000"}), QString());
    QCOMPARE(match.pause(pauseAt), Refusal::None);
    QVERIFY(match.isPaused());
    for (const qint64 t : {pauseAt, pauseAt + 1, qint64(99'999), qint64(10'000'000)}) {
        QList<qint64> times, delays;
        for (Seat seat : match.seats()) {
            times << match.timeLeft(seat, t);
            delays << match.delayLeft(seat, t);
        }
        QCOMPARE(times, frozen);
        QCOMPARE(delays, frozenDelays);
    }
    // No flag while paused, and no moves.
    QCOMPARE(match.nextFlagTime(), Never);
    QVERIFY(!match.update(10'000'000));
    QString error;
    const auto e5 = parseMove(match, Seat::BlackA, "e7e5", &error);
    QVERIFY2(e5, qPrintable(error));
    QCOMPARE(match.play(Seat::BlackA, *e5, 50000).refusal, Refusal::Paused);
    QCOMPARE(match.play(Seat::BlackB, *e5, 50000).refusal, Refusal::Paused);

    QCOMPARE(match.resume(100000), Refusal::None);
    QVERIFY(!match.isPaused());
    QVERIFY(match.play(Seat::BlackA, *e5, 104000).ok());
    QCOMPARE(match.events().back().clock, blackAClock);
    QCOMPARE(match.timeLeft(Seat::BlackA, 104000), blackAClock);
    QCOMPARE(match.timeLeft(Seat::BlackB, 104000), blackBLeft);
    QCOMPARE(describeEvents(match).mid(3, 2),
             (QStringList{QString("Pause %1").arg(pauseAt), "Resume 100000"}));
    QCOMPARE(replayError(match), QString());
}

void TestMatch::requests_data()
{
    QTest::addColumn<MatchMode>("mode");
    QTest::addColumn<QStringList>("script");
    QTest::addColumn<QString>("action"); // pause, resume, resign or abort
    QTest::addColumn<Refusal>("refusal");
    QTest::addColumn<bool>("over");
    QTest::addColumn<int>("newEvents");

    const auto bug = MatchMode::Bughouse;
    const auto zh = MatchMode::Crazyhouse;
    const QStringList started{"start 0"};
    const QStringList paused{"start 0", "pause 1000"};
    const QStringList resigned{"start 0", "resign WA 500"};
    const auto row = [](const char *name, MatchMode mode, const QStringList &script,
                        const char *action, Refusal refusal, bool over, int newEvents) {
        QTest::addRow("%s", name) << mode << script << QString(action) << refusal << over
                                  << newEvents;
    };
    row("pause-before-start", bug, {}, "pause 1000", Refusal::NotStarted, false, 0);
    row("resume-before-start", bug, {}, "resume 1000", Refusal::NotStarted, false, 0);
    row("resign-before-start", bug, {}, "resign BB 1000", Refusal::NotStarted, false, 0);
    row("abort-before-start", bug, {}, "abort WA 1000", Refusal::NotStarted, false, 0);
    row("pause-twice", bug, paused, "pause 2000", Refusal::Paused, false, 0);
    row("resume-while-running", bug, started, "resume 1000", Refusal::None, false, 0);
    row("resume-after-pause", bug, paused, "resume 5000", Refusal::None, false, 1);
    row("resign-while-paused", bug, paused, "resign BA 2000", Refusal::None, true, 1);
    row("abort-request-while-paused", bug, paused, "abort WB 2000", Refusal::None, false, 1);
    row("pause-after-resignation", bug, resigned, "pause 1000", Refusal::Over, true, 0);
    row("resume-after-resignation", bug, resigned, "resume 1000", Refusal::Over, true, 0);
    row("resign-after-resignation", bug, resigned, "resign BA 1000", Refusal::Over, true, 0);
    row("abort-after-resignation", bug, resigned, "abort BA 1000", Refusal::Over, true, 0);
    row("pause-after-unnoticed-flag", bug, started, "pause 70000", Refusal::Over, true, 1);
    row("resign-after-unnoticed-flag", bug, started, "resign WA 70000", Refusal::Over, true, 1);
    row("crazyhouse-pause", zh, started, "pause 1000", Refusal::None, false, 1);
    row("crazyhouse-resign-B-seat", zh, started, "resign WB 1000", Refusal::NotInMatch, false, 0);
    row("crazyhouse-abort-B-seat", zh, started, "abort BB 1000", Refusal::NotInMatch, false, 0);
}

void TestMatch::requests()
{
    QFETCH(MatchMode, mode);
    QFETCH(QStringList, script);
    QFETCH(QString, action);
    QFETCH(Refusal, refusal);
    QFETCH(bool, over);
    QFETCH(int, newEvents);
    Match match(makeConfig(mode));
    QCOMPARE(run(match, script), QString());
    const std::size_t events = match.events().size();
    QCOMPARE(call(match, action.split(' ')), refusal);
    QCOMPARE(match.isOver(), over);
    QCOMPARE(int(match.events().size() - events), newEvents);
}

// ---------------------------------------------------------------------------------------------
// Endings

void TestMatch::endings_data()
{
    QTest::addColumn<MatchMode>("mode");
    QTest::addColumn<MateRule>("mateRule");
    QTest::addColumn<QString>("fenA");
    QTest::addColumn<QString>("fenB");
    QTest::addColumn<QStringList>("script");
    QTest::addColumn<Status>("statusA"); // after the script
    QTest::addColumn<bool>("over");
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<EndReason>("reason");
    QTest::addColumn<Board>("board");
    QTest::addColumn<Seat>("seat");
    QTest::addColumn<qint64>("at");

    const auto bug = MatchMode::Bughouse;
    const auto zh = MatchMode::Crazyhouse;
    const auto standard = MateRule::Standard;
    const auto row = [](const char *name, MatchMode mode, MateRule rule, const QString &fenA,
                        const QString &fenB, const QStringList &script, Status statusA, bool over,
                        Outcome outcome = Outcome::Draw, EndReason reason = EndReason::Abort,
                        Board board = Board::A, Seat seat = Seat::WhiteA, qint64 at = 0) {
        QTest::addRow("%s", name) << mode << rule << fenA << fenB << script << statusA << over
                                  << outcome << reason << board << seat << at;
    };
    const QStringList foolsA{"start 0", "WA f2f3 1000", "BA e7e5 2000", "WA g2g4 3000",
                             "BA d8h4 4000"};
    const QStringList foolsB{"start 0", "WB f2f3 1000", "BB e7e5 2000", "WB g2g4 3000",
                             "BB d8h4 4000"};
    const QStringList scholars{"start 0",      "WA e2e4 1000", "BA e7e5 2000", "WA f1c4 3000",
                               "BA b8c6 4000", "WA d1h5 5000", "BA g8f6 6000", "WA h5f7 7000"};
    const QStringList opened{"start 0", "WA e2e4 1000"};

    row("fools-mate-board-A", bug, standard, {}, {}, foolsA, Status::Checkmate, true,
        Outcome::TeamTwoWins, EndReason::Checkmate, Board::A, Seat::WhiteA, 4000);
    row("fools-mate-board-B", bug, standard, {}, {}, foolsB, Status::Normal, true,
        Outcome::TeamOneWins, EndReason::Checkmate, Board::B, Seat::WhiteB, 4000);
    row("scholars-mate-board-A", bug, standard, {}, {}, scholars, Status::Checkmate, true,
        Outcome::TeamOneWins, EndReason::Checkmate, Board::A, Seat::BlackA, 7000);
    row("scholars-mate-bughouse-rule", bug, MateRule::Bughouse, {}, {}, scholars, Status::Checkmate,
        true, Outcome::TeamOneWins, EndReason::Checkmate, Board::A, Seat::BlackA, 7000);
    row("fools-mate-bughouse-rule-waits", bug, MateRule::Bughouse, {}, {}, foolsA, Status::Wait,
        false);
    row("crazyhouse-fools-mate", zh, standard, {}, {}, foolsA, Status::Checkmate, true,
        Outcome::TeamTwoWins, EndReason::Checkmate, Board::A, Seat::WhiteA, 4000);
    row("crazyhouse-hand-blocks-mate", zh, standard,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[P] w KQkq - 0 1", {}, foolsA, Status::Check,
        false);
    row("resign-whiteA", bug, standard, {}, {}, opened + QStringList{"resign WA 2000"},
        Status::Normal, true, Outcome::TeamTwoWins, EndReason::Resignation, Board::A, Seat::WhiteA,
        2000);
    row("resign-blackA", bug, standard, {}, {}, opened + QStringList{"resign BA 2000"},
        Status::Normal, true, Outcome::TeamOneWins, EndReason::Resignation, Board::A, Seat::BlackA,
        2000);
    row("resign-whiteB", bug, standard, {}, {}, opened + QStringList{"resign WB 2000"},
        Status::Normal, true, Outcome::TeamOneWins, EndReason::Resignation, Board::B, Seat::WhiteB,
        2000);
    row("resign-blackB", bug, standard, {}, {}, opened + QStringList{"resign BB 2000"},
        Status::Normal, true, Outcome::TeamTwoWins, EndReason::Resignation, Board::B, Seat::BlackB,
        2000);
    row("resign-crazyhouse-black", zh, standard, {}, {}, opened + QStringList{"resign BA 2000"},
        Status::Normal, true, Outcome::TeamOneWins, EndReason::Resignation, Board::A, Seat::BlackA,
        2000);
    row("resign-while-paused", bug, standard, {}, {},
        opened + QStringList{"pause 1500", "resign WB 2000"}, Status::Normal, true,
        Outcome::TeamOneWins, EndReason::Resignation, Board::B, Seat::WhiteB, 2000);
    row("abort-whiteA-then-blackA", bug, standard, {}, {},
        {"start 0", "abort WA 1000", "abort BA 2000"}, Status::Normal, true, Outcome::Aborted,
        EndReason::Abort, Board::A, Seat::BlackA, 2000);
    row("abort-blackB-then-whiteB", bug, standard, {}, {},
        {"start 0", "abort BB 1000", "abort WB 1500"}, Status::Normal, true, Outcome::Aborted,
        EndReason::Abort, Board::B, Seat::WhiteB, 1500);
    row("abort-across-boards", bug, standard, {}, {},
        {"start 0", "WA e2e4 500", "abort WB 1000", "abort WA 2500"}, Status::Normal, true,
        Outcome::Aborted, EndReason::Abort, Board::A, Seat::WhiteA, 2500);
    row("abort-crazyhouse", zh, standard, {}, {}, {"start 0", "abort BA 1000", "abort WA 2000"},
        Status::Normal, true, Outcome::Aborted, EndReason::Abort, Board::A, Seat::WhiteA, 2000);
    row("stalemate-board-A", bug, standard, Stalemating, {}, {"start 0", "WA f2f7 1000"},
        Status::Stalemate, true, Outcome::Draw, EndReason::Stalemate, Board::A, Seat::BlackA, 1000);
    row("stalemate-board-B", bug, standard, {}, Stalemating, {"start 0", "WB f2f7 1000"},
        Status::Normal, true, Outcome::Draw, EndReason::Stalemate, Board::B, Seat::BlackB, 1000);
    row("stalemate-bughouse-rule-waits", bug, MateRule::Bughouse, Stalemating, {},
        {"start 0", "WA f2f7 1000"}, Status::Wait, false);
    row("crazyhouse-stalemate", zh, standard, Stalemating, {}, {"start 0", "WA f2f7 1000"},
        Status::Stalemate, true, Outcome::Draw, EndReason::Stalemate, Board::A, Seat::BlackA, 1000);
    row("crazyhouse-hand-prevents-stalemate", zh, standard, "7k/8/6K1/8/8/8/5Q2/8[p] w - - 0 1", {},
        {"start 0", "WA f2f7 1000"}, Status::Normal, false);
}

void TestMatch::endings()
{
    QFETCH(MatchMode, mode);
    QFETCH(MateRule, mateRule);
    QFETCH(QString, fenA);
    QFETCH(QString, fenB);
    QFETCH(QStringList, script);
    QFETCH(Status, statusA);
    QFETCH(bool, over);
    QFETCH(Outcome, outcome);
    QFETCH(EndReason, reason);
    QFETCH(Board, board);
    QFETCH(Seat, seat);
    QFETCH(qint64, at);
    MatchConfig config = makeConfig(mode);
    config.rules.mateRule = mateRule;
    config.startFen = {fenA.toStdString(), fenB.toStdString()};
    QCOMPARE(QString::fromStdString(config.validate()), QString());
    Match match(config);
    QCOMPARE(run(match, script), QString());
    QCOMPARE(match.status(Board::A), statusA);
    QCOMPARE(match.isOver(), over);
    QCOMPARE(replayError(match), QString());
    if (!over) {
        QCOMPARE(match.nextFlagTime() == Never, match.isPaused());
        return;
    }
    const MatchResult &r = *match.result();
    QCOMPARE(r.outcome, outcome);
    QCOMPARE(r.reason, reason);
    QCOMPARE(r.board, board);
    QCOMPARE(r.seat, seat);
    QCOMPARE(r.at, at);
    if (outcome == Outcome::TeamOneWins || outcome == Outcome::TeamTwoWins)
        QCOMPARE(r.winner(),
                 std::optional<Team>(outcome == Outcome::TeamOneWins ? Team::One : Team::Two));
    else
        QCOMPARE(r.winner(), std::optional<Team>());
    // Nothing more is accepted, and the clocks stay stopped.
    QCOMPARE(match.nextFlagTime(), Never);
    QCOMPARE(match.resign(Seat::WhiteA, at + 1), Refusal::Over);
    QCOMPARE(match.requestAbort(Seat::BlackA, at + 1), Refusal::Over);
    QCOMPARE(match.pause(at + 1), Refusal::Over);
}

void TestMatch::abortRequests_data()
{
    QTest::addColumn<QStringList>("script");
    QTest::addColumn<bool>("over");
    QTest::addColumn<bool>("teamOne"); // abortRequested(Team::One) after the script
    QTest::addColumn<bool>("teamTwo");

    QTest::addRow("one-request-pending")
        << QStringList{"start 0", "abort WB 1000"} << false << false << true;
    QTest::addRow("same-team-twice")
        << QStringList{"start 0", "abort WA 1000", "abort BB 2000"} << false << true << false;
    QTest::addRow("same-seat-twice")
        << QStringList{"start 0", "abort BA 1000", "abort BA 2000"} << false << false << true;
    QTest::addRow("move-withdraws-request")
        << QStringList{"start 0", "abort WA 1000", "WA e2e4 2000", "abort BA 3000"} << false
        << false << true;
    QTest::addRow("opponent-move-withdraws-request")
        << QStringList{"start 0", "WA e2e4 500", "abort WA 1000", "BA e7e5 2000", "abort BA 3000"}
        << false << false << true;
    QTest::addRow("other-board-move-withdraws-request")
        << QStringList{"start 0", "abort WA 1000", "WB e2e4 2000", "abort WB 3000"} << false
        << false << true;
    QTest::addRow("asking-again-after-withdrawal")
        << QStringList{"start 0", "abort WA 1000", "WA e2e4 2000", "abort BA 3000", "abort WA 4000"}
        << true << true << true;
    QTest::addRow("both-teams-agree")
        << QStringList{"start 0", "abort BB 1000", "abort BA 2000"} << true << true << true;
    QTest::addRow("pause-does-not-withdraw")
        << QStringList{"start 0", "abort WA 1000", "pause 2000", "resume 3000", "abort BA 4000"}
        << true << true << true;
}

void TestMatch::abortRequests()
{
    QFETCH(QStringList, script);
    QFETCH(bool, over);
    QFETCH(bool, teamOne);
    QFETCH(bool, teamTwo);
    Match match(makeConfig());
    QCOMPARE(run(match, script), QString());
    QCOMPARE(match.isOver(), over);
    QCOMPARE(match.abortRequested(Team::One), teamOne);
    QCOMPARE(match.abortRequested(Team::Two), teamTwo);
    if (over) QCOMPARE(match.result()->outcome, Outcome::Aborted);
}

void TestMatch::waitForPiece_data()
{
    QTest::addColumn<QStringList>("boardB"); // moves on B that earn White-A a piece
    QTest::addColumn<QString>("piece");
    QTest::addColumn<QString>("drop");

    QTest::addRow("pawn-on-g3") << QStringList{"WB e2e4 5000", "BB d7d5 6000", "WB a2a3 7000",
                                               "BB d5e4 8000"}
                                << "P"
                                << "P@g3";
    QTest::addRow("pawn-on-f2") << QStringList{"WB e2e4 5000", "BB d7d5 6000", "WB a2a3 7000",
                                               "BB d5e4 8000"}
                                << "P"
                                << "P@f2";
    QTest::addRow("knight-on-g3") << QStringList{"WB b1c3 5000", "BB d7d5 6000", "WB c3d5 7000",
                                                 "BB d8d5 8000"}
                                  << "N"
                                  << "N@g3";
    QTest::addRow("bishop-on-f2") << QStringList{"WB e2e3 5000", "BB e7e5 6000", "WB f1b5 6500",
                                                 "BB c7c6 7000", "WB a2a3 7500", "BB c6b5 8000"}
                                  << "B"
                                  << "B@f2";
}

void TestMatch::waitForPiece()
{
    QFETCH(QStringList, boardB);
    QFETCH(QString, piece);
    QFETCH(QString, drop);
    MatchConfig config = makeConfig();
    config.rules.mateRule = MateRule::Bughouse;
    Match match(config);
    // Fool's mate on A: under the bughouse rule White-A waits for a piece to block with.
    QCOMPARE(
        run(match, {"start 0", "WA f2f3 1000", "BA e7e5 2000", "WA g2g4 3000", "BA d8h4 4000"}),
        QString());
    QCOMPARE(match.status(Board::A), Status::Wait);
    QVERIFY(!match.isOver());
    QVERIFY(match.isToMove(Seat::WhiteA));
    const Position &a = match.board(Board::A);
    QCOMPARE(match.play(Seat::WhiteA, rawMove(a, "e2e3"), 4500).moveError, MoveError::KingInCheck);
    QCOMPARE(match.play(Seat::WhiteA, rawMove(a, drop), 4500).moveError, MoveError::NotInPocket);
    QCOMPARE(match.timeLeft(Seat::WhiteA, 4500),
             Milliseconds(60000 - 2000 - 500)); // White-A's clock runs on

    QCOMPARE(run(match, boardB), QString());
    QVERIFY(pockets(match).contains("WA " + piece + " 1"));
    QCOMPARE(match.status(Board::A), Status::Check);
    QCOMPARE(run(match, {"WA " + drop + " 9000"}), QString());
    QCOMPARE(match.status(Board::A), Status::Normal);
    QCOMPARE(run(match, {"BA b8c6 10000"}), QString());
    QVERIFY(!match.isOver());
    QCOMPARE(invariantError(match, 10000), QString());
}

void TestMatch::dropMate_data()
{
    QTest::addColumn<MatchMode>("mode");
    QTest::addColumn<bool>("dropMate");
    QTest::addColumn<QString>("fenA");
    QTest::addColumn<QString>("move");
    QTest::addColumn<Refusal>("refusal");
    QTest::addColumn<MoveError>("error");
    QTest::addColumn<Status>("statusA");

    const auto bug = MatchMode::Bughouse;
    const auto zh = MatchMode::Crazyhouse;
    const QString boardMate = "k7/8/1K6/8/8/8/8/6Q1[Q] w - - 0 1";
    QTest::addRow("bughouse-mating-drop-allowed-by-default")
        << bug << true << DropMating << "Q@a7" << Refusal::None << MoveError::None
        << Status::Checkmate;
    QTest::addRow("bughouse-mating-drop-forbidden")
        << bug << false << DropMating << "Q@a7" << Refusal::IllegalMove << MoveError::DropMate
        << Status::Normal;
    QTest::addRow("bughouse-contact-mating-drop-forbidden")
        << bug << false << DropMating << "Q@b7" << Refusal::IllegalMove << MoveError::DropMate
        << Status::Normal;
    QTest::addRow("bughouse-checking-drop-allowed")
        << bug << false << DropMating << "Q@e4" << Refusal::None << MoveError::None
        << Status::Check;
    QTest::addRow("bughouse-board-move-mate-allowed")
        << bug << false << boardMate << "g1g8" << Refusal::None << MoveError::None
        << Status::Checkmate;
    QTest::addRow("crazyhouse-mating-drop-allowed-by-default")
        << zh << true << DropMating << "Q@a7" << Refusal::None << MoveError::None
        << Status::Checkmate;
    QTest::addRow("crazyhouse-mating-drop-forbidden")
        << zh << false << DropMating << "Q@a7" << Refusal::IllegalMove << MoveError::DropMate
        << Status::Normal;
    QTest::addRow("crazyhouse-checking-drop-allowed")
        << zh << false << DropMating << "Q@e4" << Refusal::None << MoveError::None << Status::Check;
}

void TestMatch::dropMate()
{
    QFETCH(MatchMode, mode);
    QFETCH(bool, dropMate);
    QFETCH(QString, fenA);
    QFETCH(QString, move);
    QFETCH(Refusal, refusal);
    QFETCH(MoveError, error);
    QFETCH(Status, statusA);
    MatchConfig config = makeConfig(mode);
    config.rules.dropMate = dropMate;
    config.startFen[0] = fenA.toStdString();
    QCOMPARE(QString::fromStdString(config.validate()), QString());
    Match match(config);
    match.start(0);
    const Match::PlayOutcome outcome =
        match.play(Seat::WhiteA, rawMove(match.board(Board::A), move), 1000);
    QCOMPARE(outcome.refusal, refusal);
    QCOMPARE(outcome.moveError, error);
    QCOMPARE(match.status(Board::A), statusA);
    QCOMPARE(match.isOver(), statusA == Status::Checkmate);
    if (match.isOver()) {
        QCOMPARE(match.result()->reason, EndReason::Checkmate);
        QCOMPARE(match.result()->seat, Seat::BlackA);
        QCOMPARE(match.result()->winner(), std::optional<Team>(Team::One));
    }
}

// ---------------------------------------------------------------------------------------------
// House rules (seed 004): repetition (R6), poisoned piece (R7), both boards at once (R01)

namespace {

// Board A: Qxd8 takes a rook and leaves Black N@f2 mate. With a bishop on e1 guarding f2, the same
// capture is clean. Board B: Black drops a rook on g1, guarded by the a7 bishop: mate under either
// mate rule; the variants hold a clean rook, a queen, or a queen that mates from d4.
const QString PoisonA = "3r4/8/k7/8/3Q4/8/6PP/6RK[n] w - - 0 1";
const QString CleanA = "3r4/8/k7/8/3Q4/8/6PP/4B1RK[n] w - - 0 1";
const QString MateB = "6k1/b7/8/8/8/8/6PP/7K b - - 0 1";
const QString MateBWithRook = "6k1/b7/8/8/8/8/6PP/7K[r] b - - 0 1";
const QString MateBWithQueen = "6k1/b7/8/8/8/8/6PP/7K[q] b - - 0 1";
const QString MateBByMove = "6k1/b7/8/8/3q4/8/6PP/7K b - - 0 1";

} // namespace

void TestMatch::houseRuleEndings_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("fenA");
    QTest::addColumn<QString>("fenB");
    QTest::addColumn<QStringList>("script");
    QTest::addColumn<bool>("over");
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<EndReason>("reason");
    QTest::addColumn<Board>("board");
    QTest::addColumn<Seat>("seat");
    QTest::addColumn<qint64>("at");
    QTest::addColumn<QString>("also"); // R01: the seat that also flagged, or empty

    const auto row = [](const char *name, const char *rules, const QString &fenA,
                        const QString &fenB, const QStringList &script, bool over,
                        Outcome outcome = Outcome::Draw, EndReason reason = EndReason::Abort,
                        Board board = Board::A, Seat seat = Seat::WhiteA, qint64 at = 0,
                        const QString &also = {}) {
        QTest::addRow("%s", name) << rules << fenA << fenB << script << over << outcome << reason
                                  << board << seat << at << also;
    };
    // Knights out and back: the start position again after every 4 plies of the board.
    const auto knightsA = [](int from) {
        QStringList out;
        for (const char *m : {"WA g1f3", "BA g8f6", "WA f3g1", "BA f6g8"})
            out << QString("%1 %2").arg(m).arg(from += 100);
        return out;
    };
    const auto knightsB = [](int from) {
        QStringList out;
        for (const char *m : {"WB g1f3", "BB g8f6", "WB f3g1", "BB f6g8"})
            out << QString("%1 %2").arg(m).arg(from += 100);
        return out;
    };
    const auto interleaved = [&](int cycles) {
        QStringList out{"start 0"};
        for (int c = 0; c < cycles; ++c) {
            const QStringList a = knightsA(1000 * c), b = knightsB(1000 * c + 50);
            for (int i = 0; i < 4; ++i) out << a[i] << b[i];
        }
        return out;
    };
    const QStringList start{"start 0"};
    const auto draw = Outcome::Draw;
    const auto one = Outcome::TeamOneWins, two = Outcome::TeamTwoWins;

    // R6 per board and across boards.
    row("repetition-off-by-default", "", {}, {},
        start + knightsA(0) + knightsA(1000) + knightsA(2000), false);
    row("repetition-per-board", "repetition", {}, {}, start + knightsA(0) + knightsA(1000), true,
        draw, EndReason::Repetition, Board::A, Seat::BlackA, 1400);
    row("repetition-per-board-twice-is-not-enough", "repetition", {}, {},
        start + knightsA(0) + knightsA(1000).mid(0, 3), false);
    row("repetition-pocket-arrival-is-a-new-state", "repetition", {}, {},
        start + knightsA(0) + QStringList{"WB e2e4 1100", "BB d7d5 1200", "WB e4d5 1300"} +
            knightsA(2000) + knightsA(3000).mid(0, 3),
        false);
    row("repetition-pocket-arrival-then-three-times", "repetition", {}, {},
        start + knightsA(0) + QStringList{"WB e2e4 1100", "BB d7d5 1200", "WB e4d5 1300"} +
            knightsA(2000) + knightsA(3000),
        true, draw, EndReason::Repetition, Board::A, Seat::BlackA, 3400);
    row("repetition-on-board-B", "repetition", {}, {}, start + knightsB(0) + knightsB(1000), true,
        draw, EndReason::Repetition, Board::B, Seat::BlackB, 1400);
    row("across-boards-one-board-moving", "repetition-across", {}, {},
        start + knightsB(0) + knightsB(1000), true, draw, EndReason::RepetitionAcrossBoards,
        Board::B, Seat::BlackB, 1400);
    row("across-boards-both-moving", "repetition-across", {}, {}, interleaved(2), true, draw,
        EndReason::RepetitionAcrossBoards, Board::B, Seat::BlackB, 1450);
    row("across-boards-both-moving-twice-is-not-enough", "repetition-across", {}, {},
        interleaved(2).mid(0, 16), false);
    row("per-board-comes-first-when-both-on", "repetition,repetition-across", {}, {},
        interleaved(2).mid(0, 16), true, draw, EndReason::Repetition, Board::A, Seat::BlackA, 1400);
    row("czech-set-repetition", "czech", {}, {}, start + knightsA(0) + knightsA(1000), true, draw,
        EndReason::Repetition, Board::A, Seat::BlackA, 1400);

    // R7 poisoned piece: WA's Qxd8 passes a rook to BB.
    const QStringList poisoned{"start 0", "WA d4d8 1000"};
    row("poisoned-drop-mate-draws", "poison", PoisonA, MateB,
        poisoned + QStringList{"BB R@g1 2000"}, true, draw, EndReason::PoisonedPiece, Board::B,
        Seat::WhiteB, 2000);
    row("poison-off-drop-mate-wins", "", PoisonA, MateB, poisoned + QStringList{"BB R@g1 2000"},
        true, one, EndReason::Checkmate, Board::B, Seat::WhiteB, 2000);
    row("poisoned-bughouse-mate-rule", "poison,bughouse-rule", PoisonA, MateB,
        poisoned + QStringList{"BB R@g1 2000"}, true, draw, EndReason::PoisonedPiece, Board::B,
        Seat::WhiteB, 2000);
    row("clean-capture-mate-wins", "poison", CleanA, MateB, poisoned + QStringList{"BB R@g1 2000"},
        true, one, EndReason::Checkmate, Board::B, Seat::WhiteB, 2000);
    row("poison-ends-when-opponent-moves", "poison", PoisonA, MateB,
        poisoned + QStringList{"BA a6b5 1500", "BB R@g1 2000"}, true, one, EndReason::Checkmate,
        Board::B, Seat::WhiteB, 2000);
    row("poison-lasts-while-opponent-waits", "poison", PoisonA, MateB,
        poisoned + QStringList{"BB g8f8 1500", "WB g2g3 1700", "BB R@g1 2000"}, true, draw,
        EndReason::PoisonedPiece, Board::B, Seat::WhiteB, 2000);
    row("clean-rook-of-same-type-dropped-first", "poison", PoisonA, MateBWithRook,
        poisoned + QStringList{"BB R@g1 2000"}, true, one, EndReason::Checkmate, Board::B,
        Seat::WhiteB, 2000);
    row("mate-by-other-type-wins", "poison", PoisonA, MateBWithQueen,
        poisoned + QStringList{"BB Q@g1 2000"}, true, one, EndReason::Checkmate, Board::B,
        Seat::WhiteB, 2000);
    row("mate-by-board-move-wins", "poison", PoisonA, MateBByMove,
        poisoned + QStringList{"BB d4g1 2000"}, true, one, EndReason::Checkmate, Board::B,
        Seat::WhiteB, 2000);
    row("czech-set-poison", "czech", PoisonA, MateB, poisoned + QStringList{"BB R@g1 2000"}, true,
        draw, EndReason::PoisonedPiece, Board::B, Seat::WhiteB, 2000);

    // R01: both boards end in the same millisecond (base 60 s).
    const QStringList fools{"WA f2f3 100", "BA e7e5 200", "WA g2g4 300"};
    row("two-white-flags-default-board-A-decides", "", {}, {}, {"start 0", "update 60000"}, true,
        two, EndReason::Flag, Board::A, Seat::WhiteA, 60000);
    row("two-white-flags-draw", "simultaneous", {}, {}, {"start 0", "update 60000"}, true, draw,
        EndReason::Flag, Board::A, Seat::WhiteA, 60000, "WB");
    row("one-team-flags-both-boards-loses", "simultaneous", {}, {},
        {"start 0", "WA e2e4 1000", "WB e2e4 1000", "BA e7e5 2000", "update 61000"}, true, two,
        EndReason::Flag, Board::A, Seat::WhiteA, 61000, "BB");
    row("flags-a-millisecond-apart", "simultaneous", {}, {},
        {"start 0", "WB e2e4 1", "update 60001"}, true, two, EndReason::Flag, Board::A,
        Seat::WhiteA, 60000);
    row("mate-at-flag-moment-draw", "simultaneous", {}, {},
        QStringList{"start 0"} + fools + QStringList{"BA d8h4 60000"}, true, draw,
        EndReason::Checkmate, Board::A, Seat::WhiteA, 60000, "WB");
    row("mate-at-flag-moment-same-team-wins", "simultaneous", {}, {},
        QStringList{"start 0", "WB e2e4 50"} + fools + QStringList{"BA d8h4 60050"}, true, two,
        EndReason::Checkmate, Board::A, Seat::WhiteA, 60050, "BB");
    row("mate-at-flag-moment-default-too-late", "", {}, {},
        QStringList{"start 0"} + fools + QStringList{"late BA d8h4 60000"}, true, one,
        EndReason::Flag, Board::B, Seat::WhiteB, 60000);
    row("quiet-move-at-flag-moment-then-flag", "simultaneous", {}, {},
        QStringList{"start 0"} + fools + QStringList{"BA b8c6 60000"}, true, one, EndReason::Flag,
        Board::B, Seat::WhiteB, 60000);
    row("czech-set-two-flags", "czech", {}, {}, {"start 0", "update 60000"}, true, draw,
        EndReason::Flag, Board::A, Seat::WhiteA, 60000, "WB");
}

void TestMatch::houseRuleEndings()
{
    QFETCH(QString, rules);
    QFETCH(QString, fenA);
    QFETCH(QString, fenB);
    QFETCH(QStringList, script);
    QFETCH(bool, over);
    QFETCH(Outcome, outcome);
    QFETCH(EndReason, reason);
    QFETCH(Board, board);
    QFETCH(Seat, seat);
    QFETCH(qint64, at);
    QFETCH(QString, also);
    MatchConfig config = makeConfig();
    config.rules = testutil::rulesFrom(rules);
    config.startFen = {fenA.toStdString(), fenB.toStdString()};
    QCOMPARE(QString::fromStdString(config.validate()), QString());
    Match match(config);
    QCOMPARE(run(match, script), QString());
    QCOMPARE(match.isOver(), over);
    QCOMPARE(replayError(match), QString());
    if (!over) return;
    const MatchResult &r = *match.result();
    QCOMPARE(r.outcome, outcome);
    QCOMPARE(r.reason, reason);
    QCOMPARE(r.board, board);
    QCOMPARE(r.seat, seat);
    QCOMPARE(r.at, at);
    QCOMPARE(r.alsoFlagged,
             also.isEmpty() ? std::optional<Seat>() : std::optional<Seat>(seatNamed(also)));
    if (!also.isEmpty()) {
        QCOMPARE(describeEvents(match).filter("Flag").size(), reason == EndReason::Flag ? 2 : 1);
        QCOMPARE(describeEvents(match).last(), QString("Flag %1 %2").arg(also).arg(at));
    }
}

// Which pieces are poisoned (R7) after a script: "SEAT TYPE COUNT" for every poisoned slot.
void TestMatch::poisonedCount_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("fenA");
    QTest::addColumn<QString>("fenB");
    QTest::addColumn<QStringList>("script");
    QTest::addColumn<QStringList>("poisoned");

    const QStringList capture{"start 0", "WA d4d8 1000"};
    QTest::addRow("capture-leaving-mate-poisons")
        << "poison" << PoisonA << MateB << capture << QStringList{"BB R 1"};
    QTest::addRow("option-off-nothing-poisoned")
        << "" << PoisonA << MateB << capture << QStringList{};
    QTest::addRow("clean-capture") << "poison" << CleanA << MateB << capture << QStringList{};
    QTest::addRow("drop-mate-forbidden-no-mate-in-one")
        << "poison,no-drop-mate" << PoisonA << MateB << capture << QStringList{};
    QTest::addRow("doorgeefschaak-no-mate-in-one")
        << "poison,no-drop-check" << PoisonA << MateB << capture << QStringList{};
    QTest::addRow("opponent-move-ends-poison")
        << "poison" << PoisonA << MateB << capture + QStringList{"BA a6b5 1500"} << QStringList{};
    QTest::addRow("other-board-moves-keep-poison")
        << "poison" << PoisonA << MateB << capture + QStringList{"BB g8f8 1500", "WB g2g3 1700"}
        << QStringList{"BB R 1"};
    QTest::addRow("dropping-it-without-mate-uses-it")
        << "poison" << PoisonA << MateB << capture + QStringList{"BB R@a8 1500"} << QStringList{};
    QTest::addRow("clean-one-dropped-first")
        << "poison" << PoisonA << MateBWithRook << capture + QStringList{"BB R@a8 1500"}
        << QStringList{"BB R 1"};
}

void TestMatch::poisonedCount()
{
    QFETCH(QString, rules);
    QFETCH(QString, fenA);
    QFETCH(QString, fenB);
    QFETCH(QStringList, script);
    QFETCH(QStringList, poisoned);
    MatchConfig config = makeConfig();
    config.rules = testutil::rulesFrom(rules);
    config.startFen = {fenA.toStdString(), fenB.toStdString()};
    Match match(config);
    QCOMPARE(run(match, script), QString());
    QVERIFY(!match.isOver());
    QStringList out;
    for (Seat s : match.seats())
        for (int t = 0; t < core::PocketTypes; ++t)
            if (const int n = match.poisonedCount(s, PieceType(t)))
                out << QString("%1 %2 %3")
                           .arg(SeatNames[int(s)])
                           .arg(core::pieceTypeLetter(PieceType(t)))
                           .arg(n);
    QCOMPARE(out, poisoned);
}

// ---------------------------------------------------------------------------------------------
// Crazyhouse draws

void TestMatch::crazyhouseRepetition_data()
{
    QTest::addColumn<MatchMode>("mode");
    QTest::addColumn<QStringList>("moves"); // UCI, White first, one second apart
    QTest::addColumn<int>("drawAt"); // the ply that repeats a position a third time; 0 = none

    const QStringList kingside{"g1f3", "g8f6", "f3g1", "f6g8"};
    const QStringList queenside{"b1c3", "b8c6", "c3b1", "c6b8"};
    const auto zh = MatchMode::Crazyhouse;
    QTest::addRow("kingside-knights") << zh << kingside + kingside << 8;
    QTest::addRow("queenside-knights") << zh << queenside + queenside << 8;
    QTest::addRow("mixed-knights")
        << zh << QStringList{"g1f3", "b8c6", "f3g1", "c6b8", "b1c3", "g8f6", "c3b1", "f6g8"} << 8;
    QTest::addRow("after-e4-e5") << zh
                                 << QStringList{"e2e4", "e7e5"} +
                                        QStringList{"g1f3", "b8c6", "f3g1", "c6b8"} +
                                        QStringList{"g1f3", "b8c6", "f3g1", "c6b8"}
                                 << 10;
    QTest::addRow("twice-is-not-enough")
        << zh << kingside + QStringList{"g1f3", "g8f6", "f3g1"} << 0;
    QTest::addRow("bughouse-has-no-repetition-rule")
        << MatchMode::Bughouse << kingside + kingside + kingside << 0;
}

void TestMatch::crazyhouseRepetition()
{
    QFETCH(MatchMode, mode);
    QFETCH(QStringList, moves);
    QFETCH(int, drawAt);
    Match match(makeConfig(mode));
    match.start(0);
    for (int i = 0; i < moves.size(); ++i) {
        QVERIFY2(!match.isOver(), qPrintable(QString("over before ply %1").arg(i + 1)));
        const QString line =
            QString("%1 %2 %3").arg(i % 2 ? "BA" : "WA", moves[i]).arg(1000 * (i + 1));
        QCOMPARE(run(match, {line}), QString());
    }
    QCOMPARE(match.isOver(), drawAt != 0);
    if (!drawAt) return;
    QCOMPARE(moves.size(), drawAt);
    const Seat mover = drawAt % 2 ? Seat::WhiteA : Seat::BlackA;
    const MatchResult expected{Outcome::Draw, EndReason::Repetition, Board::A, mover,
                               1000 * drawAt};
    QVERIFY(*match.result() == expected);
    QCOMPARE(match
                 .play(core::opponentOf(mover), rawMove(match.board(Board::A), moves[0]),
                       1000 * drawAt + 1)
                 .refusal,
             Refusal::Over);
}

void TestMatch::crazyhouseMoveLimit_data()
{
    // Two lone kings walking their own cycles; the whole position repeats only after
    // lcm(cycle lengths) moves, so long coprime cycles reach 600 plies without a threefold
    // repetition.
    QTest::addColumn<MatchMode>("mode");
    QTest::addColumn<QStringList>("white"); // the white king's cycle, from a1
    QTest::addColumn<QStringList>("black"); // the black king's cycle, from h8
    QTest::addColumn<EndReason>("reason");
    QTest::addColumn<int>("endPly");

    const QStringList w16{"a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8",
                          "b8", "b7", "b6", "b5", "b4", "b3", "b2", "b1"};
    const QStringList b11{"h8", "h7", "h6", "h5", "h4", "h3", "g3", "g4", "g5", "g6", "g7"};
    const QStringList b16{"h8", "h7", "h6", "h5", "h4", "h3", "h2", "h1",
                          "g1", "g2", "g3", "g4", "g5", "g6", "g7", "g8"};
    const QStringList w4{"a1", "a2", "b2", "b1"};
    const QStringList b4{"h8", "h7", "g7", "g8"};
    const auto zh = MatchMode::Crazyhouse;
    QTest::addRow("cycles-16-11-reach-600-plies")
        << zh << w16 << b11 << EndReason::MoveLimit << 600;
    QTest::addRow("cycles-16-16-repeat-at-64") << zh << w16 << b16 << EndReason::Repetition << 64;
    QTest::addRow("cycles-16-4-repeat-at-64") << zh << w16 << b4 << EndReason::Repetition << 64;
    QTest::addRow("cycles-4-4-repeat-at-16") << zh << w4 << b4 << EndReason::Repetition << 16;
    // The most a record holds (the other board's clocks run meanwhile: 100 s of play).
    QTest::addRow("bughouse-drawn-at-10000-plies")
        << MatchMode::Bughouse << w16 << b11 << EndReason::MoveLimit << Match::MaxPlies;
}

void TestMatch::crazyhouseMoveLimit()
{
    QFETCH(MatchMode, mode);
    QFETCH(QStringList, white);
    QFETCH(QStringList, black);
    QFETCH(EndReason, reason);
    QFETCH(int, endPly);
    MatchConfig config = makeConfig(mode, {600'000, 0, TimingKind::Increment});
    config.startFen[0] = TwoKings.toStdString();
    Match match(config);
    match.start(0);
    for (int i = 0; i < endPly; ++i) {
        QVERIFY2(!match.isOver(), qPrintable(QString("over before ply %1").arg(i + 1)));
        const QStringList &cycle = i % 2 ? black : white;
        const int step = i / 2;
        const QString uci = cycle[step % cycle.size()] + cycle[(step + 1) % cycle.size()];
        const QString line = QString("%1 %2 %3").arg(i % 2 ? "BA" : "WA", uci).arg(10 * (i + 1));
        QCOMPARE(run(match, {line}), QString());
    }
    QCOMPARE(match.plies(), endPly);
    QVERIFY(match.isOver());
    const Seat mover = endPly % 2 ? Seat::WhiteA : Seat::BlackA;
    const MatchResult expected{Outcome::Draw, reason, Board::A, mover, 10 * endPly};
    QVERIFY2(*match.result() == expected,
             qPrintable(
                 QString("ended by %1 at ply %2")
                     .arg(QScopedArrayPointer<char>(core::toString(match.result()->reason)).data())
                     .arg(match.plies())));
}

// ---------------------------------------------------------------------------------------------
// Configuration

void TestMatch::configValidate_data()
{
    QTest::addColumn<MatchConfig>("config");
    QTest::addColumn<QString>("error"); // a substring of the message; empty = valid

    const auto with = [](auto change) {
        MatchConfig c;
        change(c);
        return c;
    };
    QTest::addRow("default-bughouse") << MatchConfig() << QString();
    QTest::addRow("default-crazyhouse")
        << with([](MatchConfig &c) { c.mode = MatchMode::Crazyhouse; }) << QString();
    QTest::addRow("odds-and-delay") << with([](MatchConfig &c) {
        c.time = {300'000, 3000, TimingKind::SimpleDelay};
        c.seatBase[int(Seat::BlackB)] = 60'000;
    }) << QString();
    QTest::addRow("good-start-fens") << with([](MatchConfig &c) {
        c.startFen = {Stalemating.toStdString(), DropMating.toStdString()};
    }) << QString();
    QTest::addRow("crazyhouse-odds-on-A") << with([](MatchConfig &c) {
        c.mode = MatchMode::Crazyhouse;
        c.seatBase[int(Seat::BlackA)] = 30'000;
    }) << QString();
    QTest::addRow("zero-base") << with([](MatchConfig &c) { c.time.base = 0; })
                               << "base time must be positive";
    QTest::addRow("negative-base")
        << with([](MatchConfig &c) { c.time.base = -1000; }) << "base time must be positive";
    QTest::addRow("base-over-a-day")
        << with([](MatchConfig &c) { c.time.base = 25LL * 3600 * 1000; }) << "at most 24 hours";
    QTest::addRow("negative-bonus")
        << with([](MatchConfig &c) { c.time.bonus = -1; }) << "cannot be negative";
    QTest::addRow("negative-delay") << with([](MatchConfig &c) {
        c.time = {60'000, -5, TimingKind::SimpleDelay};
    }) << "cannot be negative";
    QTest::addRow("bonus-over-an-hour")
        << with([](MatchConfig &c) { c.time.bonus = 3601 * 1000; }) << "at most one hour";
    QTest::addRow("seat-base-zero")
        << with([](MatchConfig &c) { c.seatBase[int(Seat::WhiteB)] = 0; })
        << "each seat's base time";
    QTest::addRow("seat-base-negative")
        << with([](MatchConfig &c) { c.seatBase[int(Seat::BlackA)] = -5; })
        << "each seat's base time";
    QTest::addRow("crazyhouse-whiteB-base") << with([](MatchConfig &c) {
        c.mode = MatchMode::Crazyhouse;
        c.seatBase[int(Seat::WhiteB)] = 30'000;
    }) << "crazyhouse has no board B seats";
    QTest::addRow("crazyhouse-blackB-base") << with([](MatchConfig &c) {
        c.mode = MatchMode::Crazyhouse;
        c.seatBase[int(Seat::BlackB)] = 30'000;
    }) << "crazyhouse has no board B seats";
    QTest::addRow("crazyhouse-board-B-fen") << with([](MatchConfig &c) {
        c.mode = MatchMode::Crazyhouse;
        c.startFen[1] = TwoKings.toStdString();
    }) << "crazyhouse has no board B";
    QTest::addRow("bad-fen-A") << with([](MatchConfig &c) { c.startFen[0] = "not a fen"; })
                               << "start position of board A";
    QTest::addRow("bad-fen-B-no-king")
        << with([](MatchConfig &c) { c.startFen[1] = "8/8/8/8/8/8/8/K7 w - - 0 1"; })
        << "start position of board B";
    QTest::addRow("start-already-mated") << with([](MatchConfig &c) {
        c.startFen[0] = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    }) << "already over";
    QTest::addRow("two-boards-over-two-sets") << with([](MatchConfig &c) {
        c.startFen[0] = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/"
                        "RNBQKBNR[QQQQRRRRBBBBNNNNqqqqrrrrbbbbnnnn] w KQkq - 0 1";
    }) << "more than two sets";
    QTest::addRow("full-board-A-kings-only-B") << with([](MatchConfig &c) {
        c.startFen[0] = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/"
                        "RNBQKBNR[QQQQRRRRBBBBNNNNqqqqrrrrbbbbnnnn] w KQkq - 0 1";
        c.startFen[1] = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    }) << "66 pieces";
    QTest::addRow("exactly-two-sets") << with([](MatchConfig &c) {
        c.startFen[0] = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/"
                        "RNBQKBNR[QQQRRRRBBBBNNNNqqqrrrrbbbbnnnn] w KQkq - 0 1";
        c.startFen[1] = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    }) << QString();
    QTest::addRow("start-already-stalemate")
        << with([](MatchConfig &c) { c.startFen[1] = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"; })
        << "board B is already over";
}

void TestMatch::configValidate()
{
    QFETCH(MatchConfig, config);
    QFETCH(QString, error);
    const QString got = QString::fromStdString(config.validate());
    if (error.isEmpty()) {
        QCOMPARE(got, QString());
        Match match(config); // a valid configuration makes a match
        QCOMPARE(match.boardCount(), config.mode == MatchMode::Bughouse ? 2 : 1);
    } else {
        QVERIFY2(got.contains(error), qPrintable("got: " + got));
    }
}

// ---------------------------------------------------------------------------------------------
// Event log and replay

void TestMatch::eventLog_data()
{
    QTest::addColumn<MatchMode>("mode");
    QTest::addColumn<qint64>("bonus");
    QTest::addColumn<QStringList>("script");
    QTest::addColumn<QStringList>("events"); // "Move SEAT SAN AT CLOCK", "Pause AT", ...

    const auto bug = MatchMode::Bughouse;
    QTest::addRow("moves-with-increment")
        << bug << qint64(1000)
        << QStringList{"start 0", "WA e2e4 2000", "WB d2d4 2500", "BA e7e5 5000", "BB Nf6 6000"}
        << QStringList{"Start 0", "Move WA e4 2000 59000", "Move WB d4 2500 58500",
                       "Move BA e5 5000 58000", "Move BB Nf6 6000 57500"};
    QTest::addRow("capture-and-drop-san")
        << bug << qint64(0) << QStringList{"start 0",      "WB e2e4 1000", "BB d7d5 2000",
                                           "WB e4d5 3000", "WA e2e4 4000", "BA P@e6 5000"}
        << QStringList{"Start 0",
                       "Move WB e4 1000 59000",
                       "Move BB d5 2000 59000",
                       "Move WB exd5 3000 58000",
                       "Move WA e4 4000 56000",
                       "Move BA P@e6 5000 59000"};
    QTest::addRow("check-and-mate-san")
        << bug << qint64(0)
        << QStringList{"start 0", "WA f2f3 1000", "BA e7e5 2000", "WA g2g4 3000", "BA d8h4 4000"}
        << QStringList{"Start 0", "Move WA f3 1000 59000", "Move BA e5 2000 59000",
                       "Move WA g4 3000 58000", "Move BA Qh4# 4000 58000"};
    QTest::addRow("pause-resume-resign")
        << bug << qint64(0) << QStringList{"start 0",     "WA e2e4 1000", "pause 2000",
                                           "resume 7000", "BA e7e5 8000", "resign WB 9000"}
        << QStringList{"Start 0",     "Move WA e4 1000 59000", "Pause 2000",
                       "Resume 7000", "Move BA e5 8000 58000", "Resign WB 9000"};
    QTest::addRow("abort-requests")
        << bug << qint64(0)
        << QStringList{"start 0", "abort WA 1000", "WA e2e4 2000", "abort BA 3000", "abort BB 4000"}
        << QStringList{"Start 0", "Abort WA 1000", "Move WA e4 2000 58000", "Abort BA 3000",
                       "Abort BB 4000"};
    QTest::addRow("flag-noticed-by-update")
        << bug << qint64(0) << QStringList{"start 0", "WB e2e4 1000", "update 70000"}
        << QStringList{"Start 0", "Move WB e4 1000 59000", "Flag WA 60000"};
    QTest::addRow("flag-noticed-by-late-move")
        << bug << qint64(0) << QStringList{"start 0", "WB e2e4 1000", "late WA e2e4 70000"}
        << QStringList{"Start 0", "Move WB e4 1000 59000", "Flag WA 60000"};
    QTest::addRow("flag-noticed-by-late-resign")
        << bug << qint64(0) << QStringList{"start 0", "WB e2e4 1000", "late resign BB 99000"}
        << QStringList{"Start 0", "Move WB e4 1000 59000", "Flag WA 60000"};
    QTest::addRow("flag-noticed-by-late-pause")
        << bug << qint64(0) << QStringList{"start 0", "WA e2e4 1000", "late pause 99000"}
        << QStringList{"Start 0", "Move WA e4 1000 59000", "Flag WB 60000"};
    QTest::addRow("crazyhouse-capture-and-drop")
        << MatchMode::Crazyhouse << qint64(0)
        << QStringList{"start 0",      "WA e2e4 1000", "BA d7d5 2000",
                       "WA e4d5 3000", "BA d8d5 4000", "WA P@e4 5000"}
        << QStringList{"Start 0",
                       "Move WA e4 1000 59000",
                       "Move BA d5 2000 59000",
                       "Move WA exd5 3000 58000",
                       "Move BA Qxd5 4000 58000",
                       "Move WA P@e4 5000 57000"};
}

void TestMatch::eventLog()
{
    QFETCH(MatchMode, mode);
    QFETCH(qint64, bonus);
    QFETCH(QStringList, script);
    QFETCH(QStringList, events);
    Match match(makeConfig(mode, {Base, bonus, TimingKind::Increment}));
    QCOMPARE(run(match, script), QString());
    QCOMPARE(describeEvents(match), events);
    for (const MatchEvent &e : match.events())
        if (e.kind == MatchEvent::Kind::Move) QVERIFY(e.move.isValid());
    QCOMPARE(replayError(match), QString());
}

void TestMatch::replayTampered_data()
{
    QTest::addColumn<QStringList>("script");
    QTest::addColumn<QString>("tamper");
    QTest::addColumn<int>("index"); // the event changed
    QTest::addColumn<QString>("error");

    // Events: 0 Start, 1 WA e4, 2 BA e5, 3 WB d4, 4 Pause, 5 Resume, 6 Resign.
    const QStringList game{"start 0",    "WA e2e4 1000", "BA e7e5 2000",  "WB d2d4 3000",
                           "pause 4000", "resume 5000",  "resign BB 6000"};
    // Events: 0 Start, 1 WB e4, 2 Flag WA at 60 s.
    const QStringList flagged{"start 0", "WB e2e4 1000", "update 70000"};
    QTest::addRow("untouched") << game << "none" << 0 << QString();
    QTest::addRow("untouched-flag") << flagged << "none" << 0 << QString();
    QTest::addRow("illegal-move") << game << "move e2e5" << 1
                                  << "event 2: move e2e5 refused: that piece cannot move";
    QTest::addRow("wrong-seat-not-to-move")
        << game << "seat WA" << 2 << "event 3: move e7e5 refused";
    QTest::addRow("seat-on-other-board")
        << game << "seat WB" << 2
        << "event 3: move e7e5 refused: there is no piece of the side to move";
    QTest::addRow("moved-time") << game << "at 2500" << 2 << "event 3: does not match";
    QTest::addRow("changed-clock") << game << "clock 1" << 2 << "event 3: does not match";
    QTest::addRow("changed-san") << game << "san d4" << 1 << "event 2: does not match";
    QTest::addRow("missing-start") << game << "remove" << 0 << "event 1: move e2e4 refused";
    QTest::addRow("second-start") << game << "start" << 4 << "event 5: second start";
    QTest::addRow("event-after-end")
        << game << "append" << 6 << "event 8: the match was already over";
    QTest::addRow("move-after-flag-time")
        << flagged << "at 65000" << 1 << "event 2: move e2e4 refused";
    QTest::addRow("flag-too-early") << flagged << "at 59000" << 2 << "event 3: no flag fell";
    QTest::addRow("flag-wrong-seat") << flagged << "seat BA" << 2 << "event 3: no flag fell";
    QTest::addRow("flag-late-time") << flagged << "at 61000" << 2 << "event 3: does not match";
    QTest::addRow("other-time-control") << game << "bonus 1000" << 0 << "event 2: does not match";
}

void TestMatch::replayTampered()
{
    QFETCH(QStringList, script);
    QFETCH(QString, tamper);
    QFETCH(int, index);
    QFETCH(QString, error);
    const MatchConfig config = makeConfig();
    Match match(config);
    QCOMPARE(run(match, script), QString());
    std::vector<MatchEvent> events = match.events();
    const QStringList words = tamper.split(' ');
    MatchEvent &e = events[index];
    if (words[0] == "move")
        e.move = rawMove(match.board(Board::A), words[1]);
    else if (words[0] == "seat")
        e.seat = seatNamed(words[1]);
    else if (words[0] == "at")
        e.at = words[1].toLongLong();
    else if (words[0] == "clock")
        e.clock = words[1].toLongLong();
    else if (words[0] == "san")
        e.san = words[1].toStdString();
    else if (words[0] == "remove")
        events.erase(events.begin() + index);
    else if (words[0] == "start")
        e = [at = e.at] {
            MatchEvent start;
            start.at = at;
            return start;
        }();
    else if (words[0] == "append")
        events.push_back(events[1]);
    else
        QVERIFY(words[0] == "none" || words[0] == "bonus");

    MatchConfig replayConfig = config;
    if (words[0] == "bonus") replayConfig.time.bonus = words[1].toLongLong();
    const auto replayed = Match::replay(replayConfig, events);
    if (error.isEmpty()) {
        QVERIFY2(replayed, replayed ? "" : replayed.error().c_str());
        QCOMPARE(replayError(match), QString());
    } else {
        QVERIFY(!replayed);
        QVERIFY2(QString::fromStdString(replayed.error()).contains(error),
                 replayed.error().c_str());
    }
}

// ---------------------------------------------------------------------------------------------
// Invariants over random matches

void TestMatch::randomMatches_data()
{
    QTest::addColumn<MatchMode>("mode");
    QTest::addColumn<TimingKind>("kind");
    QTest::addColumn<qint64>("base");
    QTest::addColumn<qint64>("bonus");
    QTest::addColumn<QString>("rules");
    QTest::addColumn<int>("firstSeed");
    QTest::addColumn<int>("matches");
    QTest::addColumn<int>("steps"); // calls per match at most
    QTest::addColumn<int>("minFlags");

    const auto bug = MatchMode::Bughouse;
    QTest::addRow("bughouse-increment") << bug << TimingKind::Increment << qint64(30000)
                                        << qint64(1000) << "" << 1 << 50 << 500 << 0;
    QTest::addRow("bughouse-short-clocks-flag") << bug << TimingKind::Increment << qint64(4000)
                                                << qint64(0) << "" << 1001 << 50 << 500 << 10;
    QTest::addRow("bughouse-delay-bughouse-mate-rule")
        << bug << TimingKind::SimpleDelay << qint64(10000) << qint64(300) << "bughouse-rule" << 2001
        << 50 << 500 << 0;
    QTest::addRow("bughouse-bronstein-no-drop-mate")
        << bug << TimingKind::Bronstein << qint64(10000) << qint64(400) << "no-drop-mate" << 3001
        << 50 << 500 << 0;
    QTest::addRow("crazyhouse") << MatchMode::Crazyhouse << TimingKind::Increment << qint64(60000)
                                << qint64(500) << "" << 4001 << 30 << 700 << 0;
    // The named rule sets; whole seconds on the clock make flags fall together (R01).
    QTest::addRow("bughouse-internet-set") << bug << TimingKind::Increment << qint64(20000)
                                           << qint64(500) << "internet" << 5001 << 50 << 500 << 0;
    QTest::addRow("bughouse-czech-set") << bug << TimingKind::Increment << qint64(20000)
                                        << qint64(500) << "czech" << 6001 << 50 << 500 << 0;
    QTest::addRow("bughouse-czech-set-short-clocks")
        << bug << TimingKind::Increment << qint64(3000) << qint64(0) << "czech" << 7001 << 50 << 500
        << 10;
    QTest::addRow("bughouse-doorgeefschaak-set")
        << bug << TimingKind::Increment << qint64(20000) << qint64(500) << "doorgeefschaak" << 8001
        << 50 << 500 << 0;
    QTest::addRow("bughouse-all-options-bughouse-rule")
        << bug << TimingKind::SimpleDelay << qint64(10000) << qint64(300)
        << "czech,doorgeefschaak,bughouse-rule,no-drop-mate,repetition,repetition-across,poison,"
           "simultaneous,"
           "no-stalemate,promotions=QN"
        << 9001 << 50 << 500 << 0;
    QTest::addRow("crazyhouse-czech-and-no-drop-check")
        << MatchMode::Crazyhouse << TimingKind::Increment << qint64(60000) << qint64(500)
        << "czech,no-drop-check" << 10001 << 30 << 700 << 0;
}

void TestMatch::randomMatches()
{
    QFETCH(MatchMode, mode);
    QFETCH(TimingKind, kind);
    QFETCH(qint64, base);
    QFETCH(qint64, bonus);
    QFETCH(QString, rules);
    QFETCH(int, firstSeed);
    QFETCH(int, matches);
    QFETCH(int, steps);
    QFETCH(int, minFlags);
    MatchConfig config = makeConfig(mode, {base, bonus, kind});
    config.rules = testutil::rulesFrom(rules);
    int flags = 0;
    for (int seed = firstSeed; seed < firstSeed + matches; ++seed) {
        std::mt19937 rng(seed);
        const auto roll = [&rng](int n) { return int(rng() % unsigned(n)); };
        Match match(config);
        Milliseconds now = roll(1000);
        match.start(now);
        for (int step = 0; step < steps && !match.isOver(); ++step) {
            now += roll(300);
            const Milliseconds flagBefore = match.nextFlagTime();
            const std::size_t eventsBefore = match.events().size();
            const int r = roll(1000);
            QString what;
            if (match.isPaused()) {
                what = r < 300 ? "resume" : r < 302 ? "resign while paused" : "update while paused";
                if (r < 300)
                    QCOMPARE(match.resume(now), Refusal::None);
                else if (r < 302)
                    QCOMPARE(match.resign(Seat(roll(match.boardCount() * 2)), now), Refusal::None);
                else
                    QVERIFY(!match.update(now));
            } else if (r < 8) {
                what = "pause";
                match.pause(now);
            } else if (r < 11) {
                what = "resign";
                match.resign(Seat(roll(match.boardCount() * 2)), now);
            } else if (r < 20) {
                what = "abort";
                match.requestAbort(Seat(roll(match.boardCount() * 2)), now);
            } else if (r < 40) {
                what = "update";
                match.update(now);
            } else {
                // A random legal move on a random board that has one.
                const int first = roll(match.boardCount());
                std::optional<Move> move;
                Seat seat = Seat::WhiteA;
                for (int i = 0; i < match.boardCount() && !move; ++i) {
                    const Board b = Board((first + i) % match.boardCount());
                    MoveList list;
                    match.board(b).legalMoves(list);
                    if (list.empty()) continue;
                    move = list[roll(int(list.size()))];
                    seat = core::seatAt(b, match.board(b).sideToMove());
                }
                if (!move) {
                    what = "wait";
                    match.update(now);
                } else {
                    what = "move " + QString::fromStdString(core::toUci(*move));
                    const Match::PlayOutcome outcome = match.play(seat, *move, now);
                    QVERIFY2(outcome.ok() || outcome.refusal == Refusal::Over, qPrintable(what));
                    if (outcome.ok()) { // the move's event is the last but a flag that fell with it
                                        // (R01)
                        const auto &events = match.events();
                        const auto &moved = events.back().kind == MatchEvent::Kind::Move
                                                ? events.back()
                                                : events.end()[-2];
                        QCOMPARE(moved.kind, MatchEvent::Kind::Move);
                        QCOMPARE(moved.clock, match.timeLeft(seat, now));
                    }
                }
            }
            const QString where =
                QString("seed %1 step %2 (%3 at %4): ").arg(seed).arg(step).arg(what).arg(now);
            const QString error = invariantError(match, now);
            QVERIFY2(error.isEmpty(), qPrintable(where + error));
            // A flag that fell is dated at the moment it fell.
            if (match.isOver() && match.result()->reason == EndReason::Flag) {
                QVERIFY2(match.result()->at == flagBefore,
                         qPrintable(where + "flag at the wrong time"));
                QVERIFY2(match.result()->at <= now, qPrintable(where + "flag in the future"));
            }
            // One event per call; two when a flag falls with another event at its moment (R01).
            const bool both = match.isOver() && match.config().rules.simultaneousEnd;
            QVERIFY2(match.events().size() <= eventsBefore + (both ? 2 : 1),
                     qPrintable(where + "more events than expected"));
        }
        if (match.isOver() && match.result()->reason == EndReason::Flag) ++flags;
        const QString error = replayError(match);
        QVERIFY2(error.isEmpty(), qPrintable(QString("seed %1: ").arg(seed) + error));
    }
    QVERIFY2(flags >= minFlags, qPrintable(QString("only %1 flags").arg(flags)));
}

QTEST_APPLESS_MAIN(TestMatch)
#include "tst_match.moc"
