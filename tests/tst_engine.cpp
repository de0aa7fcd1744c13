// The computer player: legal moves at every level, mates checked by brute force, team play, time
// budgets on a fake clock, stopping, node limits, determinism, repetition, the null move, static
// exchange values, evaluation symmetry and what the other board of a bughouse match means.
#include "testutil.h"

#include "core/board/notation.h"
#include "core/engine/engine.h"
#include "core/engine/evaluation.h"
#include "core/engine/exchange.h"
#include "core/engine/history.h"
#include "core/engine/transpositiontable.h"

#include <QProcess>

#include <cmath>
#include <memory>
#include <optional>
#include <random>
#include <set>
#include <thread>

using core::Color;
using core::Milliseconds;
using core::Move;
using core::MoveList;
using core::PieceType;
using core::Position;
using core::Rules;
using core::Square;
using core::Status;
using core::Variant;
using namespace core::engine;

class TestEngine : public QObject
{
    Q_OBJECT

private slots:
    void neverIllegal_data();
    void neverIllegal();
    void freeQueen_data();
    void freeQueen();
    void levelBudget_data();
    void levelBudget();
    void beginnerKeepsItsQueen();
    void mateInOne_data();
    void mateInOne();
    void mateInTwo_data();
    void contactDropMateSeen_data();
    void contactDropMateSeen();
    void mateInTwo();
    void singleReplyExtended_data();
    void singleReplyExtended();
    void singularExtended_data();
    void singularExtended();
    void checksExtendedWhereDeep_data();
    void checksExtendedWhereDeep();
    void noFalseMate();
    void partnerNeeds_data();
    void partnerNeeds();
    void teamCredits_data();
    void teamCredits();
    void incomingPiece_data();
    void incomingPiece();
    void otherBoardDecidesCapture_data();
    void otherBoardDecidesCapture();
    void pendingCaptureCounts_data();
    void pendingCaptureCounts();
    void sitsForPiece_data();
    void sitsForPiece();
    void hardTimeLimit_data();
    void hardTimeLimit();
    void softTimeEndsIterations();
    void frozenClockReachesDepth();
    void stopFlag_data();
    void stopFlag();
    void stopFromAnotherThread();
    void deterministic_data();
    void deterministic();
    void seedsVary();
    void newGameForgets();
    void tableKeepsDeepResults_data();
    void tableKeepsDeepResults();
    void correctionShared_data();
    void correctionShared();
    void repetition_data();
    void repetition();
    void noLegalMove();
    void nodeLimitKept_data();
    void nodeLimitKept();
    void nullMoveRoundTrip_data();
    void nullMoveRoundTrip();
    void staticExchange_data();
    void staticExchange();
    void budget_data();
    void budget();
    void budgetFollowsPartnerClock_data();
    void budgetFollowsPartnerClock();
    void teamSignals();
    void evaluationSymmetric_data();
    void evaluationSymmetric();
    void handRaisesKingDanger();
    void builtInWeights_data();
    void builtInWeights();
    void scaledWeights_data();
    void scaledWeights();
    void dropMobility_data();
    void dropMobility();
    void kingDistance_data();
    void kingDistance();
    void dangerTerms_data();
    void dangerTerms();
    void notToMoveShare_data();
    void notToMoveShare();
    void cliSearch();
};

namespace {

// A clock that moves on by one millisecond each time it is read.
struct FakeClock
{
    Milliseconds t = 1000;
    TimeSource source()
    {
        return [this] { return t++; };
    }
};

// A clock that never moves.
const TimeSource Frozen = [] { return Milliseconds(0); };

SearchLimits nodeLimit(std::uint64_t nodes, int depth = MaxPly)
{
    return {depth, core::Never, core::Never, nodes};
}

// White mates in 6 with drops, through checks and a singular move (singularExtended,
// checksExtendedWhereDeep).
const char *const MateInSixWithDrops =
    "r4r2/p2k3p/n1Npp2b/B5q1/2PB2N1/P3pB2/1P3p1P/R4K1R[NPPPPPqp] w - - 3 33";

// A search of `pos` to `depth` plies, extending checks where `checkExtensionDepth` plies remain
// (1: everywhere, as the levels search).
SearchResult searchExtendingChecksFrom(const Position &pos, int depth, int checkExtensionDepth)
{
    TranspositionTable table(16);
    const auto history = std::make_unique<History>();
    const auto search = std::make_unique<Search>(
        table, *history, TeamPlay{}, nodeLimit(4'000'000, depth), SearchContext{}, Frozen, nullptr);
    search->setCheckExtensionDepth(checkExtensionDepth);
    return search->run(pos);
}

bool matesWithin(Position &pos, int n);

// True if every reply of the side to move lets the opponent mate within `n` moves.
bool everyReplyMatedWithin(Position &pos, int n)
{
    MoveList replies;
    pos.legalMoves(replies);
    if (replies.empty()) return false;
    for (const Move &m : replies) {
        Position::Undo undo;
        pos.makeMove(m, undo);
        const bool mated = matesWithin(pos, n);
        pos.unmakeMove(m, undo);
        if (!mated) return false;
    }
    return true;
}

// True if `m` mates at once or forces mate within `n` moves in all (brute force).
bool forcesMate(Position &pos, Move m, int n)
{
    Position::Undo undo;
    pos.makeMove(m, undo);
    const bool mates =
        pos.status() == Status::Checkmate || (n > 1 && everyReplyMatedWithin(pos, n - 1));
    pos.unmakeMove(m, undo);
    return mates;
}

// True if the side to move can mate within `n` moves (brute force).
bool matesWithin(Position &pos, int n)
{
    MoveList moves;
    pos.legalMoves(moves);
    for (const Move &m : moves)
        if (forcesMate(pos, m, n)) return true;
    return false;
}

// Plays `line` from `pos`, each move checked for legality; false at the first illegal one.
bool legalLine(Position pos, const std::vector<Move> &line)
{
    for (const Move &m : line) {
        if (!pos.isLegal(m)) return false;
        Position::Undo undo;
        pos.makeMove(m, undo);
    }
    return true;
}

// A position from a random game of up to 80 plies with random pieces in both hands (as partners
// pass them in bughouse) and random rules; `history` gets the keys of the positions before it.
Position randomPosition(std::mt19937_64 &random, Variant variant,
                        std::vector<std::uint64_t> &history)
{
    Rules rules{variant};
    rules.dropMate = random() % 4 != 0;
    rules.mateRule = random() % 3 == 0 ? core::MateRule::Bughouse : core::MateRule::Standard;
    Position pos(rules);
    history.clear();
    const int plies = int(random() % 80);
    for (int i = 0; i < plies; ++i) {
        MoveList moves;
        pos.legalMoves(moves);
        if (moves.empty()) break;
        if (random() % 6 == 0) // refused when the board is full
            (void)pos.addToPocket(Color(random() % 2), PieceType(random() % core::PocketTypes));
        history.push_back(pos.key());
        Position::Undo undo;
        pos.makeMove(moves[random() % moves.size()], undo);
    }
    return pos;
}

// The colour-flipped twin: ranks mirrored, colours, side, castling, en passant and hands swapped.
QString mirrored(const QString &fen)
{
    const QStringList fields = fen.split(' ');
    const int open = fields[0].indexOf('[');
    QStringList ranks = fields[0].left(open).split('/');
    std::reverse(ranks.begin(), ranks.end());
    auto swapCase = [](QString s) {
        for (QChar &c : s) c = c.isUpper() ? c.toLower() : c.toUpper();
        return s;
    };
    QString castling = fields[2] == "-" ? "-" : swapCase(fields[2]);
    if (castling != "-") {
        std::sort(castling.begin(), castling.end(), [](QChar a, QChar b) {
            return a.isUpper() != b.isUpper() ? a.isUpper() : a < b;
        });
    }
    QString ep = fields[3];
    if (ep != "-") ep[1] = QChar('1' + ('8' - ep[1].toLatin1()));
    return swapCase(ranks.join('/')) + swapCase(fields[0].mid(open)) + ' ' +
           (fields[1] == "w" ? "b" : "w") + ' ' + castling + ' ' + ep + " 0 1";
}

const QString Start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";
const QString Middlegame =
    "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1";
const QString DropHeavy = "2rn1b1r/1pp2n1p/B1PBk1pP/5p1P/P5p1/2P2RP1/RP1QNP2/1NBK4[QPp] w - - 0 1";

// Other boards for a seat playing White on board A, whose partner plays Black on board B.
// Black to move mates with a knight drop on f2 (smothered king), with nothing else.
const QString KnightMatesWhite = "6k1/8/8/8/8/8/6PP/6RK[] b - - 0 1";
// Black to move mates with a bishop (or pawn or queen) drop on g2, guarded by the f3 pawn; the
// bishop on e1 keeps a knight from mating on f2.
const QString BishopMatesWhite = "6k1/8/8/8/8/5p2/7P/4B1NK[] b - - 0 1";
// The rook on d8 and the queen on d4 attack each other, neither guarded.
const QString QueenAndRookHang = "3r2k1/8/8/8/3Q4/8/5PPP/6K1[] %1 - - 0 1";

// The move (UCI) of a 4-ply search of the bughouse position `fen` in `context`.
QString bughouseMove(const QString &fen, const SearchContext &context)
{
    const Position pos = testutil::position(fen, Rules{Variant::Bughouse});
    Engine engine;
    const SearchResult r = engine.search(pos, nodeLimit(200'000, 4), context, Frozen);
    return QString::fromStdString(core::toUci(r.best));
}

// The other board from `fen` with both clocks at a minute, or none for an empty `fen`.
std::optional<OtherBoard> otherBoard(const QString &fen)
{
    if (fen.isEmpty()) return std::nullopt;
    return OtherBoard{testutil::position(fen, Rules{Variant::Bughouse}), 60000, 60000};
}

} // namespace

void TestEngine::neverIllegal_data()
{
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<int>("level");
    QTest::addColumn<QString>("rules"); // house rules that restrict the moves
    for (int level = MinLevel; level <= MaxLevel; ++level) {
        QTest::addRow("crazyhouse-level%d", level) << Variant::Crazyhouse << level << "";
        QTest::addRow("bughouse-level%d", level) << Variant::Bughouse << level << "";
    }
    for (int level : {MinLevel, 4, MaxLevel}) {
        QTest::addRow("bughouse-czech-level%d", level) << Variant::Bughouse << level << "czech";
        QTest::addRow("bughouse-doorgeefschaak-level%d", level)
            << Variant::Bughouse << level << "doorgeefschaak";
        QTest::addRow("crazyhouse-no-drop-check-knight-only-level%d", level)
            << Variant::Crazyhouse << level << "no-drop-check,promotions=N";
    }
}

void TestEngine::neverIllegal()
{
    QFETCH(Variant, variant);
    QFETCH(int, level);
    QFETCH(QString, rules);
    std::mt19937_64 random(std::uint64_t(level) * 7919 + std::uint64_t(variant));
    Engine engine({1, {}});
    FakeClock clock;
    Rules options = testutil::rulesFrom(rules);
    options.variant = variant;
    for (int i = 0; i < 24; ++i) {
        SearchContext context;
        Position pos = randomPosition(random, variant, context.history);
        pos.setRules(options);
        context.partnerNeeds = PieceType(random() % 7);
        const SearchResult r = engine.chooseMove(pos, level, {MaxPly, 40, 80, 3000}, context,
                                                 clock.source(), random());
        MoveList moves;
        pos.legalMoves(moves);
        const QByteArray fen = QByteArray::fromStdString(pos.fen());
        if (moves.empty()) {
            QVERIFY2(!r.best.isValid(), fen);
            continue;
        }
        QVERIFY2(moves.contains(r.best),
                 fen + " " + QByteArray::fromStdString(core::toUci(r.best)));
        QVERIFY2(!r.pv.empty() && r.pv.front() == r.best, fen);
        QVERIFY2(legalLine(pos, r.pv), fen);
        const std::uint64_t budget = levelSettings(level).nodes;
        QCOMPARE_LE(r.nodes, budget > 0 ? std::min<std::uint64_t>(budget, 3000) : 3000);
    }
}

void TestEngine::freeQueen_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("minMisses");
    QTest::addColumn<int>("maxMisses");
    QTest::addRow("level1-never-misses-it") << 1 << 0 << 0;
    QTest::addRow("level6-never-misses-it") << 6 << 0 << 0;
    QTest::addRow("level8-never-misses-it") << 8 << 0 << 0;
}

// Rxd5 wins Black's queen for nothing; over 20 seeds every level takes it, a beginner's too.
void TestEngine::freeQueen()
{
    QFETCH(int, level);
    QFETCH(int, minMisses);
    QFETCH(int, maxMisses);
    const Position pos = testutil::position("4k3/8/8/3q4/8/8/3R4/4K3[] w - - 0 1");
    const Move capture = *core::parseUci(pos, "d2d5");
    Engine engine({1, {}});
    int misses = 0;
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        const SearchResult r = engine.chooseMove(pos, level, nodeLimit(20'000), {}, Frozen, seed);
        QVERIFY(pos.isLegal(r.best));
        misses += r.best != capture;
    }
    QCOMPARE_GE(misses, minMisses);
    QCOMPARE_LE(misses, maxMisses);
}

void TestEngine::levelBudget_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("callerNodes"); // the caller's own node limit, 0 for none
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("maxDepth");
    QTest::addRow("level1-sees-two-plies-at-most") << 1 << 0 << 100 << 2;
    for (int level = 2; level < MaxLevel; ++level)
        QTest::addRow("level%d-spends-its-budget", level)
            << level << 0 << int(levelSettings(level).nodes) << MaxPly;
    QTest::addRow("level7-within-a-smaller-caller-limit") << 7 << 3000 << 3000 << MaxPly;
    QTest::addRow("level8-has-no-budget-of-its-own") << 8 << 150000 << 150000 << MaxPly;
}

// Each level searches exactly its node budget (the caller's limit where that is smaller), and
// each budget is larger than the one below.
void TestEngine::levelBudget()
{
    QFETCH(int, level);
    QFETCH(int, callerNodes);
    QFETCH(int, nodes);
    QFETCH(int, maxDepth);
    if (level > MinLevel && level < MaxLevel)
        QCOMPARE_GT(levelSettings(level).nodes, levelSettings(level - 1).nodes);
    const Position pos = testutil::position(Middlegame);
    Engine engine;
    const SearchResult r =
        engine.chooseMove(pos, level, nodeLimit(std::uint64_t(callerNodes)), {}, Frozen, 7);
    QCOMPARE(r.nodes, std::uint64_t(nodes));
    QCOMPARE_LE(r.depth, maxDepth);
    QVERIFY(pos.isLegal(r.best));
}

// A beginner's level misses what lies deeper but never simply hangs a piece: its queen, attacked
// by a pawn, goes where nothing takes it, whatever the seed (Qxd5 loses it to cxd5).
void TestEngine::beginnerKeepsItsQueen()
{
    const Position pos = testutil::position("7k/8/2p5/3p4/4Q3/8/8/4K3[] w - - 0 1");
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        Engine engine;
        const SearchResult r = engine.chooseMove(pos, MinLevel, nodeLimit(0), {}, Frozen, seed);
        QVERIFY(pos.isLegal(r.best));
        Position after = pos;
        Position::Undo undo;
        after.makeMove(r.best, undo);
        const core::Square queen =
            core::bitboard::lsb(after.pieces(core::Color::White, PieceType::Queen));
        QVERIFY2(!(after.attackersTo(queen, after.occupied()) & after.pieces(core::Color::Black)),
                 core::toUci(r.best).c_str());
    }
}

void TestEngine::mateInOne_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Rules>("rules");
    QTest::addRow("queen-drop-back-rank") << "6k1/5ppp/8/8/8/8/8/4K3[Q] w - - 0 1" << Rules{};
    QTest::addRow("knight-drop-smothered") << "6rk/6pp/8/8/8/8/8/4K3[N] w - - 0 1" << Rules{};
    QTest::addRow("knight-drop-smothered-bughouse")
        << "6rk/6pp/8/8/8/8/8/4K3[N] w - - 0 1" << Rules{Variant::Bughouse};
    QTest::addRow("black-queen-drop") << "4k3/8/8/8/8/8/PPP5/1K6[q] b - - 0 1" << Rules{};
    QTest::addRow("rook-move-when-drop-mate-is-forbidden")
        << "6k1/5ppp/8/8/8/8/8/R3K3[Q] w - - 0 1" << Rules{Variant::Crazyhouse, false};
    QTest::addRow("rook-move-when-drop-check-is-forbidden")
        << "6k1/5ppp/8/8/8/8/8/R3K3[Q] w - - 0 1" << testutil::rulesFrom("no-drop-check");
    QTest::addRow("rook-promotion-mates-when-queen-is-not-allowed")
        << "6k1/P4ppp/8/8/8/8/8/4K3[] w - - 0 1" << testutil::rulesFrom("promotions=NR");
}

void TestEngine::mateInOne()
{
    QFETCH(QString, fen);
    QFETCH(Rules, rules);
    Position pos = testutil::position(fen, rules);
    QVERIFY(matesWithin(pos, 1));
    Engine engine;
    const SearchResult r = engine.search(pos, nodeLimit(200'000, 4), {}, Frozen);
    QVERIFY2(forcesMate(pos, r.best, 1), core::toUci(r.best).c_str());
    QCOMPARE(r.score, MateScore - 1);
    QCOMPARE(r.depth, 1); // a proven mate ends the search
}

void TestEngine::mateInTwo_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Variant>("variant");
    // 1. Q@g8+ Rxg8 2. N@f7#: the queen drop decoys the rook, the bishop covers g8.
    QTest::addRow("queen-sacrifice-then-smothered-knight-drop")
        << "5r1k/6pp/8/8/2B5/8/8/K7[QN] w - - 0 1" << Variant::Crazyhouse;
    // 1. R@e8+ Rxe8 2. Rxe8#: in bughouse the captured rook goes to Black's partner, not to f8.
    QTest::addRow("bughouse-back-rank-rook-drop")
        << "3r2k1/5ppp/8/8/8/8/5PPP/4R1K1[R] w - - 0 1" << Variant::Bughouse;
}

void TestEngine::mateInTwo()
{
    QFETCH(QString, fen);
    QFETCH(Variant, variant);
    Position pos = testutil::position(fen, Rules{variant});
    QVERIFY(!matesWithin(pos, 1));
    QVERIFY(matesWithin(pos, 2));
    Engine engine;
    const SearchResult r = engine.search(pos, nodeLimit(2'000'000, 6), {}, Frozen);
    QVERIFY2(forcesMate(pos, r.best, 2), core::toUci(r.best).c_str());
    QCOMPARE(r.score, MateScore - 3);
    QCOMPARE_LE(r.depth, 3); // a proven mate ends the search
}

void TestEngine::contactDropMateSeen_data()
{
    QTest::addColumn<QString>("fen");
    // The bishop on the long diagonal guards g2 (g7) and h1 (h8): a queen dropped there, next to
    // the king, mates unless a pawn blocks the diagonal or the king steps aside.
    QTest::addRow("white-to-parry-queen-drop-on-g2")
        << "6k1/1b3ppp/8/8/8/6P1/5P1P/1N4K1[q] w - - 0 1";
    QTest::addRow("black-to-parry-queen-drop-on-g7")
        << "1n4k1/5p1p/6p1/8/8/8/1B3PPP/6K1[Q] b - - 0 1";
}

// A search of one ply sees the opponent's checking drop next to the king, guarded, in its
// quiescence, and so parries the mate it threatens.
void TestEngine::contactDropMateSeen()
{
    QFETCH(QString, fen);
    Position pos = testutil::position(fen);
    QVERIFY(!matesWithin(pos, 1));
    Engine engine;
    const SearchResult r = engine.search(pos, nodeLimit(1'000'000, 1), {}, Frozen);
    QCOMPARE(r.depth, 1);
    Position after = pos;
    Position::Undo undo;
    after.makeMove(r.best, undo);
    QVERIFY2(!matesWithin(after, 1), core::toUci(r.best).c_str());
}

void TestEngine::singleReplyExtended_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("mate");
    // Q@g8+ Rxg8 Nf7#: the knight's mate is a board move, which the quiescence search does not
    // try, so a two-ply search sees it only if the forced recapture costs no depth.
    QTest::addRow("white-smothers-after-forced-recapture") << "5r1k/6pp/7N/8/8/8/8/K7[Q] w - - 0 1"
                                                           << "Q@g8 f8g8 h6f7";
    QTest::addRow("black-smothers-after-forced-recapture") << "k7/8/8/8/8/7n/6PP/5R1K[q] b - - 0 1"
                                                           << "Q@g1 f1g1 h3f2";
}

// A check with a single reply is followed one ply further: the mate in two is proven in the
// second iteration, not the third.
void TestEngine::singleReplyExtended()
{
    QFETCH(QString, fen);
    QFETCH(QString, mate);
    Position pos = testutil::position(fen);
    QVERIFY(!matesWithin(pos, 1));
    Engine engine;
    const SearchResult r = engine.search(pos, nodeLimit(1'000'000, 2), {}, Frozen);
    QCOMPARE(r.score, MateScore - 3);
    QStringList pv;
    for (const Move &m : r.pv) pv << QString::fromStdString(core::toUci(m));
    QCOMPARE(pv.join(' '), mate);
}

// The bughouse row's position in crazyhouse: Black keeps the rook it takes and drops it on f8.
void TestEngine::singularExtended_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("plies");
    QTest::addColumn<QString>("first");
    // Positions from games against Fairy-Stockfish; a search of 7 plies extending every check but
    // without singular extensions scores them +357 and -303 (the second with another first move,
    // P@g2).
    QTest::addRow("white-mates-in-6-with-drops") << MateInSixWithDrops << 11 << "N@e5";
    QTest::addRow("black-mates-in-5-with-drops")
        << "r7/pp5p/2p1kPbB/3p1b2/1P1P1PN1/4P1P1/1PP5/R4KRq[QBNNNrppp] b - - 2 42" << 9 << "h1f3";
}

// The only good move of a node is followed a ply further: an iteration of 7 plies proves mates
// of 9 and 11 plies whose forcing lines run through such moves.
void TestEngine::singularExtended()
{
    QFETCH(QString, fen);
    QFETCH(int, plies);
    QFETCH(QString, first);
    const SearchResult r = searchExtendingChecksFrom(testutil::position(fen), 7, 1);
    QCOMPARE(r.depth, 7);
    QCOMPARE(r.score, MateScore - plies);
    QCOMPARE(QString::fromStdString(core::toUci(r.best)), first);
}

void TestEngine::checksExtendedWhereDeep_data()
{
    QTest::addColumn<int>("checkExtensionDepth");
    QTest::addColumn<int>("depth");
    QTest::addColumn<bool>("proven");
    QTest::addRow("levels-extend-every-check-and-see-it-in-7-plies") << 1 << 7 << true;
    QTest::addRow("full-strength-extends-fewer-and-misses-it-in-7")
        << FullCheckExtensionDepth << 7 << false;
    QTest::addRow("full-strength-sees-it-in-10") << FullCheckExtensionDepth << 10 << true;
}

// The mate in 6 of singularExtended runs through checks. Extending each one, as the levels do, an
// iteration of 7 plies proves it; at full strength checks extend only where seven plies remain,
// and the mate takes 10.
void TestEngine::checksExtendedWhereDeep()
{
    QFETCH(int, checkExtensionDepth);
    QFETCH(int, depth);
    QFETCH(bool, proven);
    const SearchResult r = searchExtendingChecksFrom(testutil::position(MateInSixWithDrops), depth,
                                                     checkExtensionDepth);
    QCOMPARE(r.depth, depth);
    QCOMPARE(r.score == MateScore - 11, proven);
    QCOMPARE(QString::fromStdString(core::toUci(r.best)), QString("N@e5"));
}

void TestEngine::noFalseMate()
{
    Position pos = testutil::position("3r2k1/5ppp/8/8/8/8/5PPP/4R1K1[R] w - - 0 1");
    QVERIFY(!matesWithin(pos, 2));
    Engine engine;
    const SearchResult r = engine.search(pos, nodeLimit(300'000, 4), {}, Frozen);
    QVERIFY(pos.isLegal(r.best));
    QVERIFY(r.score < MateScore - 3);
}

void TestEngine::partnerNeeds_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<PieceType>("need");
    QTest::addColumn<QString>("expected"); // the moves allowed, separated by spaces
    // The rook can take an undefended knight or bishop, worth about the same: by itself the
    // engine takes either (placement decides), but the one the partner needs when asked. Here
    // the bishop guards d8 against Rd8+, and the two stand on different lines, so that taking
    // one does not still attack the other (on one rank the engine took the knight first and
    // won the needed bishop next, as good a plan).
    const QString edgeFork = "6k1/3n1ppp/8/8/3R3b/8/5PPP/6K1[] w - - 0 1";
    QTest::addRow("edge-fork-no-need") << edgeFork << PieceType::None << "d4d7 d4h4";
    QTest::addRow("edge-fork-needs-knight") << edgeFork << PieceType::Knight << "d4d7";
    QTest::addRow("edge-fork-needs-bishop") << edgeFork << PieceType::Bishop << "d4h4";
    // The same with the bishop guarding f8, and Black's king given air on h7: without it,
    // taking the bishop threatens a back-rank mate, worth more than any need.
    const QString fork = "6k1/5pp1/7p/8/1b1R2n1/8/5PPP/6K1[] w - - 0 1";
    QTest::addRow("fork-no-need") << fork << PieceType::None << "d4b4 d4g4";
    QTest::addRow("fork-needs-knight") << fork << PieceType::Knight << "d4g4";
    QTest::addRow("fork-needs-bishop") << fork << PieceType::Bishop << "d4b4";
    QTest::addRow("fork-needs-pawn-takes-a-piece") << fork << PieceType::Pawn << "d4b4 d4g4";
}

void TestEngine::partnerNeeds()
{
    QFETCH(QString, fen);
    QFETCH(PieceType, need);
    QFETCH(QString, expected);
    SearchContext context;
    context.partnerNeeds = need;
    const QString played = bughouseMove(fen, context);
    QVERIFY2(expected.split(' ').contains(played), qPrintable(played));
}

void TestEngine::teamCredits_data()
{
    QTest::addColumn<QString>("other");
    QTest::addColumn<PieceType>("need");
    QTest::addColumn<PieceType>("decisive"); // the type whose capture by White decides, or None
    QTest::addRow("no-other-board") << "" << PieceType::None << PieceType::None;
    QTest::addRow("no-other-board-needs-rook") << "" << PieceType::Rook << PieceType::None;
    QTest::addRow("start") << Start << PieceType::None << PieceType::None;
    QTest::addRow("knight-mates-there") << KnightMatesWhite << PieceType::None << PieceType::Knight;
    QTest::addRow("knight-mates-there-needs-pawn")
        << KnightMatesWhite << PieceType::Pawn << PieceType::Knight;
    // The same mate with White to move there: White parries first, so nothing decides.
    QTest::addRow("knight-would-mate-not-to-move")
        << QString(KnightMatesWhite).replace(" b ", " w ") << PieceType::None << PieceType::None;
}

// White's credits (its captures go to Black on board B): without the other board, half the hand
// value; the partner's need adds needBonus % of the hand value to ours alone; a piece that mates
// there decides; every credit is positive. Black's captures feed White on board B, which has no
// mate in any row.
void TestEngine::teamCredits()
{
    QFETCH(QString, other);
    QFETCH(PieceType, need);
    QFETCH(PieceType, decisive);
    const std::optional<OtherBoard> board = otherBoard(other);
    const TeamOutlook outlook =
        teamOutlook(Color::White, board ? &*board : nullptr, need, TeamPlay{});
    const TeamOutlook unasked =
        teamOutlook(Color::White, board ? &*board : nullptr, PieceType::None, TeamPlay{});
    int decisiveCredit = 0;
    for (int t = 0; t < core::PocketTypes; ++t) {
        const PieceType type = PieceType(t);
        const int white = outlook.credit[int(Color::White)][t];
        const int black = outlook.credit[int(Color::Black)][t];
        QVERIFY(white > 0 && black > 0);
        // The need is ours, not the opponent's.
        QCOMPARE(black, unasked.credit[int(Color::Black)][t]);
        QCOMPARE(white, unasked.credit[int(Color::White)][t] +
                            (type == need ? handValue(type) * TeamPlay{}.needBonus / 100 : 0));
        if (!board) {
            QCOMPARE(black, handValue(type) / 2);
            QCOMPARE(white, handValue(type) / 2 +
                                (type == need ? handValue(type) * TeamPlay{}.needBonus / 100 : 0));
        }
        if (type == decisive) decisiveCredit = white;
    }
    if (decisive == PieceType::None) return;
    for (int t = 0; t < core::PocketTypes; ++t) {
        QVERIFY(outlook.credit[int(Color::Black)][t] < decisiveCredit);
        if (PieceType(t) != decisive)
            QVERIFY(outlook.credit[int(Color::White)][t] < decisiveCredit);
    }
}

void TestEngine::incomingPiece_data()
{
    QTest::addColumn<QString>("other");
    QTest::addColumn<PieceType>("forWhite"); // the piece about to reach White on board A
    QTest::addColumn<PieceType>("forBlack");
    QTest::addRow("start") << Start << PieceType::None << PieceType::None;
    QTest::addRow("partner-takes-the-queen")
        << QString(QueenAndRookHang).arg('b') << PieceType::Queen << PieceType::None;
    QTest::addRow("partners-opponent-takes-the-rook")
        << QString(QueenAndRookHang).arg('w') << PieceType::None << PieceType::Rook;
    // An even trade wins nothing: 1.exd5 Nxd5 after 1.e4 d5 2.Nc3 Nf6.
    QTest::addRow("even-trade")
        << "rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR[] w KQkq - 0 1" << PieceType::None
        << PieceType::None;
    QTest::addRow("mated-there-sends-nothing")
        << "6k1/8/8/8/8/8/5nPP/6RK[] w - - 0 1" << PieceType::None << PieceType::None;
}

void TestEngine::incomingPiece()
{
    QFETCH(QString, other);
    QFETCH(PieceType, forWhite);
    QFETCH(PieceType, forBlack);
    const std::optional<OtherBoard> board = otherBoard(other);
    const TeamOutlook outlook = teamOutlook(Color::White, &*board, PieceType::None, TeamPlay{});
    QCOMPARE(outlook.incoming[int(Color::White)], forWhite);
    QCOMPARE(outlook.incoming[int(Color::Black)], forBlack);
}

void TestEngine::otherBoardDecidesCapture_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("other");
    QTest::addColumn<QString>("expected"); // the moves allowed, separated by spaces
    // The rook takes the undefended knight on d5 or bishop on a1: the one that mates on the
    // other board, where our partner is to move.
    const QString rookTakes = "6k1/5ppp/8/3n4/8/8/5PPP/b2R2K1[] w - - 0 1";
    QTest::addRow("no-other-board") << rookTakes << ""
                                    << "d1a1 d1d5";
    QTest::addRow("knight-mates-there") << rookTakes << KnightMatesWhite << "d1d5";
    QTest::addRow("bishop-mates-there") << rookTakes << BishopMatesWhite << "d1a1";
}

void TestEngine::otherBoardDecidesCapture()
{
    QFETCH(QString, fen);
    QFETCH(QString, other);
    QFETCH(QString, expected);
    SearchContext context;
    context.otherBoard = otherBoard(other);
    const QString played = bughouseMove(fen, context);
    QVERIFY2(expected.split(' ').contains(played), qPrintable(played));
}

void TestEngine::pendingCaptureCounts_data()
{
    QTest::addColumn<QString>("other");
    QTest::addColumn<int>("least"); // the least change of White's score, in pawns in hand / 100
    QTest::addColumn<int>("most");
    QTest::addRow("quiet-other-board") << Start << -100 << 100;
    // A queen or rook about to arrive is worth about itself in hand, less the wait; a rook in
    // the opponent's hand also threatens drops into our camp, which a 4-ply search sees (with
    // the weights of the third fit it costs about twice its hand value here, 9 pawns).
    QTest::addRow("queen-coming-to-us") << QString(QueenAndRookHang).arg('b') << 300 << 1200;
    QTest::addRow("rook-coming-to-them") << QString(QueenAndRookHang).arg('w') << -1100 << -150;
}

// The score of a quiet position on board A moves by about the hand value of the piece our
// partner, or our partner's opponent, is about to capture on board B.
void TestEngine::pendingCaptureCounts()
{
    QFETCH(QString, other);
    QFETCH(int, least);
    QFETCH(int, most);
    const Position pos = testutil::position(Start, Rules{Variant::Bughouse});
    Engine alone, aware;
    const int base = alone.search(pos, nodeLimit(100'000, 4), {}, Frozen).score;
    SearchContext context;
    context.otherBoard = otherBoard(other);
    const int score = aware.search(pos, nodeLimit(100'000, 4), context, Frozen).score;
    const int pawn = handValue(PieceType::Pawn);
    QVERIFY2(100 * (score - base) >= least * pawn && 100 * (score - base) <= most * pawn,
             qPrintable(QString("%1 -> %2").arg(base).arg(score)));
}

void TestEngine::sitsForPiece_data()
{
    QTest::addColumn<QString>("other");
    QTest::addColumn<Milliseconds>("mine");
    QTest::addColumn<Milliseconds>("theirs");
    QTest::addColumn<Milliseconds>("partner");
    QTest::addColumn<Milliseconds>("partnerOpponent");
    QTest::addColumn<bool>("sits");
    // Board B: our partner (Black, to move) takes an undefended knight.
    const QString knightComing = "6k1/8/8/3r4/3N4/8/5PPP/6K1[] b - - 0 1";
    QTest::addRow("ahead-on-time-sits")
        << knightComing << Milliseconds(60000) << Milliseconds(30000) << Milliseconds(30000)
        << Milliseconds(30000) << true;
    QTest::addRow("level-on-time-plays")
        << knightComing << Milliseconds(30000) << Milliseconds(30000) << Milliseconds(30000)
        << Milliseconds(30000) << false;
    QTest::addRow("lead-within-reserve-plays")
        << knightComing << Milliseconds(31000) << Milliseconds(30000) << Milliseconds(30000)
        << Milliseconds(30000) << false;
    QTest::addRow("partner-behind-plays")
        << knightComing << Milliseconds(60000) << Milliseconds(30000) << Milliseconds(10000)
        << Milliseconds(30000) << false;
    QTest::addRow("no-capture-coming-plays") << Start << Milliseconds(60000) << Milliseconds(30000)
                                             << Milliseconds(30000) << Milliseconds(30000) << false;
    QTest::addRow("rook-coming-is-no-mate-plays")
        << "6k1/8/8/3n4/3R4/8/5PPP/6K1[] b - - 0 1" << Milliseconds(60000) << Milliseconds(30000)
        << Milliseconds(30000) << Milliseconds(30000) << false;
}

// White on board A mates with a knight drop on f7 if it has a knight now; after any other move
// Black would see the mate coming. So White sits for the knight its partner is about to take, if
// the clocks of both boards allow.
void TestEngine::sitsForPiece()
{
    QFETCH(QString, other);
    QFETCH(Milliseconds, mine);
    QFETCH(Milliseconds, theirs);
    QFETCH(Milliseconds, partner);
    QFETCH(Milliseconds, partnerOpponent);
    QFETCH(bool, sits);
    const Position pos =
        testutil::position("6rk/6pp/8/8/8/8/5PPP/6K1[] w - - 0 1", Rules{Variant::Bughouse});
    SearchContext context;
    context.otherBoard =
        OtherBoard{testutil::position(other, Rules{Variant::Bughouse}), partner, partnerOpponent};
    context.myTime = mine;
    context.opponentTime = theirs;
    Engine engine;
    const SearchResult r =
        engine.chooseMove(pos, MaxLevel, nodeLimit(100'000, 6), context, Frozen, 1);
    QVERIFY(pos.isLegal(r.best)); // the move to play when the wait is over
    QCOMPARE(r.sit > 0, sits);
    if (!sits) return;
    QCOMPARE(r.awaited, PieceType::Knight);
    QCOMPARE_LE(r.sit, mine - theirs - SitReserve);
}

void TestEngine::hardTimeLimit_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Milliseconds>("hard");
    QTest::addRow("start-40ms") << Start << Milliseconds(40);
    QTest::addRow("middlegame-25ms") << Middlegame << Milliseconds(25);
    QTest::addRow("drop-heavy-10ms") << DropHeavy << Milliseconds(10);
    QTest::addRow("drop-heavy-1ms") << DropHeavy << Milliseconds(1);
}

// The fake clock moves 1 ms per reading, so the search reads it exactly until the hard limit.
void TestEngine::hardTimeLimit()
{
    QFETCH(QString, fen);
    QFETCH(Milliseconds, hard);
    const Position pos = testutil::position(fen);
    FakeClock clock;
    Engine engine;
    const SearchResult r = engine.search(pos, {MaxPly, core::Never, hard, 0}, {}, clock.source());
    QVERIFY(pos.isLegal(r.best));
    QVERIFY(legalLine(pos, r.pv));
    QVERIFY(r.depth < MaxPly - 1);
    QCOMPARE_LE(clock.t - 1000, hard + 1);
}

void TestEngine::softTimeEndsIterations()
{
    const Position pos = testutil::position(Middlegame);
    FakeClock clock;
    Engine engine;
    const SearchResult r = engine.search(pos, {MaxPly, 10, core::Never, 0}, {}, clock.source());
    QVERIFY(pos.isLegal(r.best));
    QCOMPARE_GE(r.depth, 1);
    // Only the start and one reading per finished iteration, 1 ms each. Half the soft time is
    // 5 ms, scaled from depth 4 on by 70 % (a best move that holds) to 200 % (one that changes
    // while its score falls): the search ends after 4 to 10 iterations.
    QCOMPARE(clock.t - 1000, r.depth + 1);
    QCOMPARE_GE(r.depth, 4);
    QCOMPARE_LE(r.depth, 10);
}

void TestEngine::frozenClockReachesDepth()
{
    const Position pos = testutil::position(Start);
    Engine engine;
    const SearchResult r = engine.search(pos, {4, 1, 1, 0}, {}, [] { return Milliseconds(5); });
    QCOMPARE(r.depth, 4);
    QVERIFY(pos.isLegal(r.best));
}

void TestEngine::stopFlag_data()
{
    QTest::addColumn<int>("stopAtReading");
    QTest::addRow("set-before-the-search") << 0;
    QTest::addRow("set-at-the-first-clock-reading-inside") << 2;
    QTest::addRow("set-later") << 20;
}

// The clock callback sets the flag, so the search is stopped at a known point without real time.
void TestEngine::stopFlag()
{
    QFETCH(int, stopAtReading);
    const Position pos = testutil::position(DropHeavy);
    std::atomic<bool> stop = stopAtReading == 0;
    int readings = 0;
    const TimeSource now = [&] {
        if (++readings == stopAtReading) stop = true;
        return Milliseconds(readings);
    };
    Engine engine;
    const SearchResult r =
        engine.search(pos, {MaxPly, core::Never, 1'000'000'000, 0}, {}, now, &stop);
    QVERIFY(pos.isLegal(r.best));
    QVERIFY(legalLine(pos, r.pv));
    QCOMPARE_LE(r.nodes, std::uint64_t(std::max(stopAtReading, 1)) * 512);
}

void TestEngine::stopFromAnotherThread()
{
    const Position pos = testutil::position(Middlegame);
    std::atomic<bool> stop = false;
    std::atomic<int> readings = 0;
    const TimeSource now = [&] { return Milliseconds(++readings); };
    Engine engine;
    SearchResult r;
    std::thread worker([&] {
        r = engine.search(pos, {MaxPly, core::Never, core::Never - 1, 0}, {}, now, &stop);
    });
    while (readings < 5) std::this_thread::yield();
    stop = true;
    worker.join();
    QVERIFY(pos.isLegal(r.best));
    QVERIFY(r.depth < MaxPly - 1);
}

void TestEngine::deterministic_data()
{
    QTest::addColumn<int>("level");
    for (int level : {1, 3, 5, 8}) QTest::addRow("level%d", level) << level;
}

void TestEngine::deterministic()
{
    QFETCH(int, level);
    auto play = [level] {
        std::mt19937_64 random(99);
        Engine engine({1, {}});
        std::vector<std::pair<Move, std::uint64_t>> moves;
        for (int i = 0; i < 12; ++i) {
            SearchContext context;
            const Position pos = randomPosition(random, Variant::Crazyhouse, context.history);
            const SearchResult r =
                engine.chooseMove(pos, level, nodeLimit(2000), context, Frozen, 1234 + i);
            moves.emplace_back(r.best, r.nodes);
        }
        return moves;
    };
    QVERIFY(play() == play());
}

// The table and the move history carry over from move to move; a new game starts afresh, as a
// new engine would.
void TestEngine::newGameForgets()
{
    const Position first = testutil::position(Middlegame);
    const Position second = testutil::position(DropHeavy);
    const SearchLimits depth{5, core::Never, core::Never, 0};
    Engine used, fresh;
    (void)used.search(first, {8, core::Never, core::Never, 0}, {}, Frozen);
    used.newGame();
    const SearchResult a = used.search(second, depth, {}, Frozen);
    const SearchResult b = fresh.search(second, depth, {}, Frozen);
    QCOMPARE(a.best, b.best);
    QCOMPARE(a.score, b.score);
    QCOMPARE(a.depth, b.depth);
    QCOMPARE(a.pv, b.pv);
    QCOMPARE(a.nodes, b.nodes); // the same order of moves all through
}

void TestEngine::tableKeepsDeepResults_data()
{
    QTest::addColumn<int>("firstDepth");
    QTest::addColumn<int>("firstBound");
    QTest::addColumn<int>("secondDepth");
    QTest::addColumn<int>("secondBound");
    QTest::addColumn<bool>("secondMove"); // false: the second store has no move
    QTest::addColumn<int>("keptDepth");
    QTest::addColumn<bool>("keptSecondMove");
    const int lower = int(Bound::Lower), upper = int(Bound::Upper), exact = int(Bound::Exact);
    QTest::addRow("quiescence-bound-keeps-deep-result")
        << 9 << exact << 0 << lower << true << 9 << true;
    QTest::addRow("shallow-bound-keeps-deep-result")
        << 10 << lower << 6 << upper << true << 10 << true;
    QTest::addRow("shallow-bound-without-move-keeps-all")
        << 10 << lower << 2 << upper << false << 10 << false;
    QTest::addRow("bound-within-three-plies-replaces")
        << 10 << lower << 7 << upper << true << 7 << true;
    QTest::addRow("shallow-exact-score-replaces") << 10 << lower << 2 << exact << true << 2 << true;
    QTest::addRow("deeper-bound-replaces") << 4 << upper << 9 << lower << false << 9 << false;
}

// A bound from a much shallower search does not overwrite a deep result of the same position;
// a better move found there still replaces the stored one.
void TestEngine::tableKeepsDeepResults()
{
    QFETCH(int, firstDepth);
    QFETCH(int, firstBound);
    QFETCH(int, secondDepth);
    QFETCH(int, secondBound);
    QFETCH(bool, secondMove);
    QFETCH(int, keptDepth);
    QFETCH(bool, keptSecondMove);
    const std::uint64_t key = 0x9e3779b97f4a7c15;
    const Move first = Move::normal(Square::E2, Square::E4);
    const Move second = Move::drop(PieceType::Knight, Square::F3);
    TranspositionTable table(1);
    table.store(key, first, 111, firstDepth, Bound(firstBound));
    table.store(key, secondMove ? second : Move(), 222, secondDepth, Bound(secondBound));
    const TranspositionTable::Entry *e = table.probe(key);
    QVERIFY(e);
    QCOMPARE(int(e->depth), keptDepth);
    const bool replaced = keptDepth == secondDepth;
    QCOMPARE(int(e->score), replaced ? 222 : 111);
    QCOMPARE(int(e->bound), replaced ? secondBound : firstBound);
    QCOMPARE(e->move, keptSecondMove ? second : first);
}

// Where correctionShared() learns: the pawns e4 d4 against e5 d6, white to move, a knight in each
// hand.
const QString CorrectionLearnt = "4k3/8/3p4/4p3/3PP3/8/8/4K3[Nn] w - - 0 1";

void TestEngine::correctionShared_data()
{
    QTest::addColumn<int>("error");     // the search's score less the raw evaluation, learnt
    QTest::addColumn<QString>("probe"); // the position whose correction is read afterwards
    QTest::addColumn<int>("low");
    QTest::addColumn<int>("high");
    const QString learnt = CorrectionLearnt;
    // Both tables learn what is left of the error after their sum: a steady error is taken off
    // by two thirds, a third by each table.
    QTest::addRow("the-same-position") << 200 << learnt << 125 << 140;
    QTest::addRow("an-error-below") << -150 << learnt << -105 << -95;
    QTest::addRow("the-same-pawns-other-hands")
        << 200 << "4k3/8/3p4/4p3/3PP3/8/8/4K3[Rn] w - - 0 1" << 55 << 75;
    QTest::addRow("the-same-hands-other-pawns-and-pieces")
        << 200 << "r3k3/8/8/4p3/4P3/8/8/R3K3[Nn] w - - 0 1" << 55 << 75;
    QTest::addRow("neither") << 200 << "4k3/8/8/4p3/4P3/8/8/4K3[Qq] w - - 0 1" << 0 << 0;
    QTest::addRow("the-other-side-to-move")
        << 200 << "4k3/8/3p4/4p3/3PP3/8/8/4K3[Nn] b - - 0 1" << 0 << 0;
    QTest::addRow("a-huge-error-is-bounded") << 5000 << learnt << 770 << 780;
}

// The correction learns an evaluation's error where the search finds it and takes it off
// positions that share the pawns or the hands, for the same side to move.
void TestEngine::correctionShared()
{
    QFETCH(int, error);
    QFETCH(QString, probe);
    QFETCH(int, low);
    QFETCH(int, high);
    const auto history = std::make_unique<History>();
    const Position learnt = testutil::position(CorrectionLearnt);
    QCOMPARE(history->correction(learnt), 0);
    // As in the search: each step learns what is left of the error after the correction so far.
    for (int i = 0; i < 200; ++i)
        history->learnCorrection(learnt, error - history->correction(learnt), 12);
    const int correction = history->correction(testutil::position(probe));
    QVERIFY2(correction >= low && correction <= high, qPrintable(QString::number(correction)));
    history->clear();
    QCOMPARE(history->correction(learnt), 0);
}

void TestEngine::seedsVary()
{
    const Position pos = testutil::position(Start);
    Engine engine;
    // The first move alone varies among a few good ones (d4, e3, e4); the openings, two plies,
    // vary more.
    std::set<std::string> openings;
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        Position after = pos;
        const Move first =
            engine.chooseMove(after, MinLevel, nodeLimit(2000), {}, Frozen, seed).best;
        Position::Undo undo;
        after.makeMove(first, undo);
        const Move reply =
            engine.chooseMove(after, MinLevel, nodeLimit(2000), {}, Frozen, seed).best;
        openings.insert(core::toUci(first) + ' ' + core::toUci(reply));
    }
    QCOMPARE_GE(openings.size(), std::size_t(4));
}

void TestEngine::repetition_data()
{
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<int>("earlier");
    QTest::addColumn<bool>("draw");
    QTest::addRow("crazyhouse-third-time-is-a-draw") << Variant::Crazyhouse << 2 << true;
    QTest::addRow("crazyhouse-second-time-plays-on") << Variant::Crazyhouse << 1 << false;
    QTest::addRow("bughouse-has-no-repetition-rule") << Variant::Bughouse << 2 << false;
}

// White's only move, Kxa2, leads to a position the game has seen `earlier` times; White is a
// queen down otherwise.
void TestEngine::repetition()
{
    QFETCH(Variant, variant);
    QFETCH(int, earlier);
    QFETCH(bool, draw);
    Position pos = testutil::position("k7/8/8/8/8/8/r7/K6q w - - 0 1", Rules{variant});
    MoveList moves;
    pos.legalMoves(moves);
    QCOMPARE(moves.size(), std::size_t(1));
    Position after = pos;
    Position::Undo undo;
    after.makeMove(moves[0], undo);
    SearchContext context;
    context.history.assign(std::size_t(earlier), after.key());
    Engine engine;
    const SearchResult r = engine.search(pos, nodeLimit(100'000, 3), context, Frozen);
    QCOMPARE(r.best, moves[0]);
    if (draw)
        QCOMPARE(r.score, 0);
    else
        QCOMPARE_LT(r.score, -pieceValue(PieceType::Rook));
}

void TestEngine::noLegalMove()
{
    const Position pos = testutil::position("6rk/5Npp/8/8/8/8/8/4K3[] b - - 0 1");
    QCOMPARE(pos.status(), Status::Checkmate);
    Engine engine;
    const SearchResult r = engine.search(pos, nodeLimit(1000), {}, Frozen);
    QVERIFY(!r.best.isValid());
    QCOMPARE(r.score, -MateScore);
    QVERIFY(!engine.chooseMove(pos, MinLevel, nodeLimit(1000), {}, Frozen, 1).best.isValid());
}

void TestEngine::nodeLimitKept_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("nodes");
    QTest::addRow("start-1000") << Start << 1000;
    QTest::addRow("middlegame-5000") << Middlegame << 5000;
    QTest::addRow("drop-heavy-20000") << DropHeavy << 20000;
}

// The search stops at its node limit, with a legal move and a legal line.
void TestEngine::nodeLimitKept()
{
    QFETCH(QString, fen);
    QFETCH(int, nodes);
    const Position pos = testutil::position(fen);
    Engine engine;
    const SearchResult r = engine.search(pos, nodeLimit(std::uint64_t(nodes)), {}, Frozen);
    QCOMPARE_LE(r.nodes, std::uint64_t(nodes));
    QVERIFY(pos.isLegal(r.best));
    QVERIFY(legalLine(pos, r.pv));
}

void TestEngine::nullMoveRoundTrip_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Variant>("variant");
    QTest::addRow("start") << Start << Variant::Crazyhouse;
    QTest::addRow("black-to-move-counts-the-full-move") << Middlegame << Variant::Crazyhouse;
    QTest::addRow("en-passant-square-is-cleared")
        << "4k3/8/8/3pP3/8/8/8/4K3[] w - d6 0 1" << Variant::Crazyhouse;
    QTest::addRow("pockets-and-promoted-pieces")
        << "r3k2r/pPp2ppp/8/8/3Q~4/8/PpP2PPP/R3K2R[Nqp] w KQkq - 3 20" << Variant::Crazyhouse;
    QTest::addRow("bughouse") << DropHeavy << Variant::Bughouse;
}

// Passing flips the side and clears en passant, keeps the position consistent (the key among
// it), and taking it back restores the position exactly.
void TestEngine::nullMoveRoundTrip()
{
    QFETCH(QString, fen);
    QFETCH(Variant, variant);
    Position pos = testutil::position(fen, Rules{variant});
    QVERIFY(!pos.inCheck());
    const Position before = pos;
    Position::Undo undo;
    pos.makeNullMove(undo);
    std::string why;
    QVERIFY2(pos.isConsistent(&why), why.c_str());
    QCOMPARE(pos.sideToMove(), ~before.sideToMove());
    QCOMPARE(pos.epSquare(), core::Square::None);
    QVERIFY(pos.key() != before.key());
    QCOMPARE(pos.fullmoveNumber(),
             before.fullmoveNumber() + (before.sideToMove() == Color::Black ? 1 : 0));
    pos.unmakeNullMove(undo);
    QVERIFY(pos == before);
    QCOMPARE(pos.key(), before.key());
    QCOMPARE(QString::fromStdString(pos.fen()), QString::fromStdString(before.fen()));
}

void TestEngine::staticExchange_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<int>("value");
    const int P = pieceValue(PieceType::Pawn), N = pieceValue(PieceType::Knight),
              B = pieceValue(PieceType::Bishop), R = pieceValue(PieceType::Rook),
              Q = pieceValue(PieceType::Queen);
    QTest::addRow("pawn-takes-knight-defended-by-pawn") << "4k3/8/3p4/4n3/3P4/8/8/4K3[] w - - 0 1"
                                                        << "d4e5" << N - P;
    QTest::addRow("queen-takes-pawn-defended-by-pawn") << "4k3/8/5p2/4p3/8/8/8/4QK2[] w - - 0 1"
                                                       << "e1e5" << P - Q;
    QTest::addRow("rook-behind-keeps-the-king-from-recapturing")
        << "4k3/4r3/8/8/8/8/4R3/4RK2[] w - - 0 1"
        << "e2e7" << R;
    QTest::addRow("x-ray-rook-wins-the-exchange-back") << "4k3/4r3/8/4p3/8/8/4R3/4RK2[] w - - 0 1"
                                                       << "e2e5" << P;
    QTest::addRow("rook-takes-pawn-defended-by-rook") << "4k3/4r3/8/4p3/8/8/4R3/5K2[] w - - 0 1"
                                                      << "e2e5" << P - R;
    QTest::addRow("queen-behind-bishop-supports-f7") << "6k1/5p2/8/8/2B5/8/8/5QK1[] w - - 0 1"
                                                     << "c4f7" << P;
    QTest::addRow("knight-drop-next-to-pawn") << "4k3/8/8/3p4/8/8/8/4K3[N] w - - 0 1"
                                              << "N@e4" << -N;
    QTest::addRow("knight-drop-next-to-king") << "4k3/8/8/3p4/8/8/8/4K3[N] w - - 0 1"
                                              << "N@d7" << -N;
    QTest::addRow("knight-drop-on-safe-square") << "4k3/8/8/3p4/8/8/8/4K3[N] w - - 0 1"
                                                << "N@f3" << 0;
    QTest::addRow("bishop-drop-taken-by-pawn-king-takes-back")
        << "4k3/8/8/8/8/2p5/8/4K3[B] w - - 0 1"
        << "B@d2" << P - B;
    QTest::addRow("en-passant") << "4k3/8/8/3pP3/8/8/8/4K3[] w - d6 0 1"
                                << "e5d6" << P;
    QTest::addRow("queen-promotion") << "3nk3/2P5/8/8/8/8/8/4K3[] w - - 0 1"
                                     << "c7c8q" << Q - P;
    QTest::addRow("capturing-promotion-taken-by-king") << "3nk3/2P5/8/8/8/8/8/4K3[] w - - 0 1"
                                                       << "c7d8q" << N + (Q - P) - Q;
    QTest::addRow("castling") << "4k3/8/8/8/8/8/8/4K2R[] w K - 0 1"
                              << "e1g1" << 0;
}

// Values worked out by hand for each row from the board values (pieceValue()).
void TestEngine::staticExchange()
{
    QFETCH(QString, fen);
    QFETCH(QString, move);
    QFETCH(int, value);
    const Position pos = testutil::position(fen);
    const auto m = core::parseUci(pos, move.toStdString());
    QVERIFY(m.ok());
    QCOMPARE(core::engine::staticExchange(pos, *m), value);
}

void TestEngine::budget_data()
{
    QTest::addColumn<core::TimingKind>("kind");
    QTest::addColumn<Milliseconds>("bonus");
    QTest::addColumn<Milliseconds>("mine");
    QTest::addColumn<Milliseconds>("theirs");
    QTest::addColumn<int>("moveNumber");
    QTest::addColumn<QString>("signal"); // "", "sit", "go" or "sit+go"
    QTest::addColumn<Milliseconds>("soft");
    QTest::addColumn<Milliseconds>("hard");
    using core::TimingKind;
    // soft = (mine - 50) / (16 in the first ten moves, else 12) + 4/5 bonus;
    // hard = min(3 soft, (mine - 50) / 4 + delay)
    QTest::addRow("3+2-first-move")
        << TimingKind::Increment << Milliseconds(2000) << Milliseconds(180000)
        << Milliseconds(180000) << 1 << "" << Milliseconds(12846) << Milliseconds(38538);
    QTest::addRow("3+2-move-20") << TimingKind::Increment << Milliseconds(2000)
                                 << Milliseconds(60000) << Milliseconds(60000) << 20 << ""
                                 << Milliseconds(6595) << Milliseconds(14987);
    QTest::addRow("bronstein-like-increment")
        << TimingKind::Bronstein << Milliseconds(2000) << Milliseconds(60000) << Milliseconds(60000)
        << 20 << "" << Milliseconds(6595) << Milliseconds(14987);
    QTest::addRow("sudden-death-move-20")
        << TimingKind::Increment << Milliseconds(0) << Milliseconds(60000) << Milliseconds(60000)
        << 20 << "" << Milliseconds(4995) << Milliseconds(14985);
    QTest::addRow("simple-delay-one-second-left")
        << TimingKind::SimpleDelay << Milliseconds(3000) << Milliseconds(1000) << Milliseconds(1000)
        << 30 << "" << Milliseconds(2479) << Milliseconds(3237);
    QTest::addRow("increment-100ms-left")
        << TimingKind::Increment << Milliseconds(2000) << Milliseconds(100) << Milliseconds(5000)
        << 30 << "" << Milliseconds(12) << Milliseconds(12);
    QTest::addRow("low-time-200ms")
        << TimingKind::Increment << Milliseconds(0) << Milliseconds(200) << Milliseconds(200) << 40
        << "" << Milliseconds(12) << Milliseconds(36);
    QTest::addRow("flag-about-to-fall")
        << TimingKind::Increment << Milliseconds(0) << Milliseconds(30) << Milliseconds(200) << 40
        << "" << Milliseconds(1) << Milliseconds(1);
    QTest::addRow("sit-while-ahead")
        << TimingKind::Increment << Milliseconds(0) << Milliseconds(60000) << Milliseconds(30000)
        << 20 << "sit" << Milliseconds(28000) << Milliseconds(28000);
    QTest::addRow("sit-capped-at-half-the-time")
        << TimingKind::Increment << Milliseconds(0) << Milliseconds(60000) << Milliseconds(1000)
        << 20 << "sit" << Milliseconds(29975) << Milliseconds(29975);
    QTest::addRow("sit-while-behind-plays-normally")
        << TimingKind::Increment << Milliseconds(0) << Milliseconds(30000) << Milliseconds(60000)
        << 20 << "sit" << Milliseconds(2495) << Milliseconds(7485);
    QTest::addRow("sit-lead-within-reserve")
        << TimingKind::Increment << Milliseconds(0) << Milliseconds(61000) << Milliseconds(60000)
        << 20 << "sit" << Milliseconds(5079) << Milliseconds(15237);
    QTest::addRow("go") << TimingKind::Increment << Milliseconds(0) << Milliseconds(60000)
                        << Milliseconds(60000) << 20 << "go" << Milliseconds(1248)
                        << Milliseconds(2496);
    QTest::addRow("go-wins-over-sit")
        << TimingKind::Increment << Milliseconds(0) << Milliseconds(60000) << Milliseconds(30000)
        << 20 << "sit+go" << Milliseconds(1248) << Milliseconds(2496);
}

void TestEngine::budget()
{
    QFETCH(core::TimingKind, kind);
    QFETCH(Milliseconds, bonus);
    QFETCH(Milliseconds, mine);
    QFETCH(Milliseconds, theirs);
    QFETCH(int, moveNumber);
    QFETCH(QString, signal);
    QFETCH(Milliseconds, soft);
    QFETCH(Milliseconds, hard);
    TeamSignals team;
    team.sit = signal.contains("sit");
    team.go = signal.contains("go");
    const TimeBudget b = budgetFor({180'000, bonus, kind}, mine, theirs, moveNumber, team);
    QCOMPARE(b.soft, soft);
    QCOMPARE(b.hard, hard);
}

void TestEngine::budgetFollowsPartnerClock_data()
{
    QTest::addColumn<Milliseconds>("partner");
    QTest::addColumn<Milliseconds>("partnerOpponent");
    QTest::addColumn<Milliseconds>("soft");
    QTest::addColumn<Milliseconds>("hard");
    // A minute each on our board, move 20, no increment: soft = (horizon - 50) / 12,
    // hard = min(3 soft, (horizon - 50) / 4), horizon = 60 s or twice our partner's time.
    QTest::addRow("no-other-board")
        << Milliseconds(-1) << Milliseconds(-1) << Milliseconds(4995) << Milliseconds(14985);
    QTest::addRow("partner-ahead")
        << Milliseconds(30000) << Milliseconds(10000) << Milliseconds(4995) << Milliseconds(14985);
    QTest::addRow("partner-level")
        << Milliseconds(10000) << Milliseconds(10000) << Milliseconds(4995) << Milliseconds(14985);
    QTest::addRow("partner-behind-with-time")
        << Milliseconds(40000) << Milliseconds(50000) << Milliseconds(4995) << Milliseconds(14985);
    QTest::addRow("partner-behind")
        << Milliseconds(10000) << Milliseconds(30000) << Milliseconds(1662) << Milliseconds(4986);
    QTest::addRow("partner-about-to-flag")
        << Milliseconds(100) << Milliseconds(30000) << Milliseconds(12) << Milliseconds(36);
}

void TestEngine::budgetFollowsPartnerClock()
{
    QFETCH(Milliseconds, partner);
    QFETCH(Milliseconds, partnerOpponent);
    QFETCH(Milliseconds, soft);
    QFETCH(Milliseconds, hard);
    const OtherBoard other{Position(Rules{Variant::Bughouse}), partner, partnerOpponent};
    const TimeBudget b = budgetFor({180'000, 0, core::TimingKind::Increment}, 60000, 60000, 20, {},
                                   partner < 0 ? nullptr : &other);
    QCOMPARE(b.soft, soft);
    QCOMPARE(b.hard, hard);
}

void TestEngine::teamSignals()
{
    using core::PartnerSignal;
    TeamSignals s;
    s.receive(PartnerSignal::Sit);
    QVERIFY(s.sit && !s.go);
    s.receive(PartnerSignal::NeedKnight);
    QVERIFY(s.sit);
    QCOMPARE(s.need, PieceType::Knight);
    s.receive(PartnerSignal::Go);
    QVERIFY(!s.sit && s.go);
    s.receive(PartnerSignal::Thanks);
    QVERIFY(s.go);
    QCOMPARE(s.need, PieceType::Knight);
    s.receive(PartnerSignal::NeedQueen);
    QCOMPARE(s.need, PieceType::Queen);
}

void TestEngine::evaluationSymmetric_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addRow("start") << Start;
    QTest::addRow("middlegame") << Middlegame;
    QTest::addRow("drop-heavy") << DropHeavy;
    QTest::addRow("full-pockets")
        << "r1b1k2r/ppp2ppp/2n5/3p4/3P4/2N5/PPP2PPP/R1B1K2R[QNBPqnbp] w KQkq - 0 9";
    QTest::addRow("exposed-king-white-hand") << "6k1/5p1p/6p1/8/8/8/5PPP/6K1[QRN] b - - 0 1";
}

void TestEngine::evaluationSymmetric()
{
    QFETCH(QString, fen);
    const Position pos = testutil::position(fen);
    const Position twin = testutil::position(mirrored(fen));
    QCOMPARE(evaluate(twin), evaluate(pos));
}

// With a knight and a bishop aimed at an open black king, a queen in White's hand is worth more
// than the queen itself.
void TestEngine::handRaisesKingDanger()
{
    const Position without = testutil::position("6k1/5p2/8/5N2/3B4/8/5PPP/6K1[] w - - 0 1");
    const Position with = testutil::position("6k1/5p2/8/5N2/3B4/8/5PPP/6K1[Q] w - - 0 1");
    QCOMPARE_GT(evaluate(with) - evaluate(without), handValue(PieceType::Queen));
}

void TestEngine::builtInWeights_data()
{
    evaluationSymmetric_data();
}

// evaluate(pos) is evaluate(pos, DefaultWeights), and evaluate(pos, weights) follows its weights.
void TestEngine::builtInWeights()
{
    QFETCH(QString, fen);
    const Position pos = testutil::position(fen);
    QCOMPARE(evaluate(pos, DefaultWeights), evaluate(pos));
    EvalWeights w;
    w.tempo += 7;
    QCOMPARE(evaluate(pos, w), evaluate(pos) + 7);
}

void TestEngine::scaledWeights_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<double>("factor");
    QTest::addColumn<int>("slack");
    const QList<std::pair<const char *, QString>> positions = {
        {"start", Start},
        {"middlegame", Middlegame},
        {"drop-heavy", DropHeavy},
        {"exposed-king-white-hand", "6k1/5p1p/6p1/8/8/8/5PPP/6K1[QRN] b - - 0 1"}};
    // Doubling is exact but for the king penalty's rounding down, one a side; a quarter rounds
    // every odd weight, a few centipawns on each of some forty terms.
    for (const auto &[name, fen] : positions) {
        QTest::addRow("doubled-%s", name) << fen << 2.0 << 2;
        QTest::addRow("quartered-%s", name) << fen << 0.25 << 40;
    }
}

// scaleWeights() scales the evaluation, king danger included, within its rounding.
void TestEngine::scaledWeights()
{
    QFETCH(QString, fen);
    QFETCH(double, factor);
    QFETCH(int, slack);
    const Position pos = testutil::position(fen);
    EvalWeights w;
    scaleWeights(w, factor);
    QCOMPARE(w.boardValue[0], int(std::lround(DefaultWeights.boardValue[0] * factor)));
    QCOMPARE(w.attackUnits[1], DefaultWeights.attackUnits[1]);
    QCOMPARE(w.kingDangerDivisor, int(std::lround(DefaultWeights.kingDangerDivisor / factor)));
    const int expected = int(std::lround(evaluate(pos) * factor));
    QVERIFY2(std::abs(evaluate(pos, w) - expected) <= slack,
             qPrintable(QString("%1 scaled: %2, expected %3")
                            .arg(evaluate(pos))
                            .arg(evaluate(pos, w))
                            .arg(expected)));
}

void TestEngine::dropMobility_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<PieceType>("type");
    QTest::addColumn<int>("squares");
    // Around g8 (files e-h, ranks 6-8) e8, e7, e6, f6, g6 and h6: the squares next to the king
    // would be taken by it.
    QTest::addRow("knight-lone-king")
        << "6k1/8/8/8/8/8/8/K7[N] w - - 0 1" << PieceType::Knight << 6;
    QTest::addRow("pawn-not-on-last-rank")
        << "6k1/8/8/8/8/8/8/K7[P] w - - 0 1" << PieceType::Pawn << 5;
    QTest::addRow("queen-black-to-move")
        << "k7/8/8/8/8/8/8/6K1[q] b - - 0 1" << PieceType::Queen << 6;
    // The e7 rook guards e8 and e6 and stands on e7.
    QTest::addRow("rook-guarded-by-rook")
        << "6k1/4r3/8/8/8/8/8/K7[R] w - - 0 1" << PieceType::Rook << 3;
    // The f1 rook supports drops on f8 and f7, next to the king.
    QTest::addRow("bishop-supported-next-to-king")
        << "6k1/8/8/8/8/8/8/K4R2[B] w - - 0 1" << PieceType::Bishop << 8;
}

// The drop mobility of a hand piece: each safe empty square near the enemy king adds its weight.
void TestEngine::dropMobility()
{
    QFETCH(QString, fen);
    QFETCH(PieceType, type);
    QFETCH(int, squares);
    const Position pos = testutil::position(fen);
    EvalWeights w;
    w.dropMobility[int(type)] += 10;
    QCOMPARE(evaluate(pos, w) - evaluate(pos), 10 * squares);
}

void TestEngine::kingDistance_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("penalty");
    // h1 is 7 from a1 and 7 from g8: 49.
    QTest::addRow("knight-far-from-both") << "6k1/8/8/8/8/8/8/K6N[] w - - 0 1" << 49;
    // f7 is 1 from g8 and 6 from a1; the penalty is Black's.
    QTest::addRow("black-queen-near-its-king") << "6k1/5q2/8/8/8/8/8/K7[] w - - 0 1" << -6;
    // Pawns, kings and pieces in hand do not count.
    QTest::addRow("pawn-and-hand") << "6k1/8/8/8/8/8/P7/K7[R] w - - 0 1" << 0;
    // d4: 3 from a1, 4 from g8; e5: 4 and 3; each side's penalty the same.
    QTest::addRow("bishops-facing") << "6k1/8/8/4b3/3B4/8/8/K7[] w - - 0 1" << 0;
}

// kingDistance: each knight, bishop, rook and queen pays its distance to its own king times its
// distance to the enemy king, over 16.
void TestEngine::kingDistance()
{
    QFETCH(QString, fen);
    QFETCH(int, penalty);
    const Position pos = testutil::position(fen);
    EvalWeights without, with;
    without.kingDistance = 0;
    with.kingDistance = 16;
    QCOMPARE(evaluate(pos, without) - evaluate(pos, with), penalty);
}

void TestEngine::dangerTerms_data()
{
    QTest::addColumn<QString>("weight"); // its name, as tunableWeights() gives it
    QTest::addColumn<QString>("fen");    // White to move
    QTest::addColumn<int>("white");      // the term's units against White's king
    QTest::addColumn<int>("black");      // and against Black's

    // unsafeCheckUnits: each square (four counted) from which an enemy piece could check, but not
    // safely. A knight from hand checks g8 from e7, f6 and h6; the g7 pawn guards f6 and h6.
    QTest::addRow("unsafe-knight-checks-guarded-by-pawns")
        << "unsafeCheckUnits"
        << "6k1/5ppp/8/8/8/8/8/K7[N] w - - 0 1" << 0 << 2;
    QTest::addRow("unsafe-nothing-in-hand") << "unsafeCheckUnits"
                                            << "6k1/5ppp/8/8/8/8/8/K7[] w - - 0 1" << 0 << 0;
    // A queen from hand checks along the eighth rank; f8 and h8, next to the king and not
    // supported, are not safe.
    QTest::addRow("unsafe-queen-next-to-king") << "unsafeCheckUnits"
                                               << "6k1/5ppp/8/8/8/8/8/K7[Q] w - - 0 1" << 0 << 2;
    // The g4 knight reaches f6 and h6, both guarded.
    QTest::addRow("unsafe-knight-on-the-board") << "unsafeCheckUnits"
                                                << "6k1/5ppp/8/8/6N1/8/8/K7[] w - - 0 1" << 0 << 2;
    // Without the h7 pawn: f6 and h6 for the knight, f8, h8 and h7 for the queen; four count.
    QTest::addRow("unsafe-at-most-four") << "unsafeCheckUnits"
                                         << "6k1/5pp1/8/8/8/8/8/K7[QN] w - - 0 1" << 0 << 4;

    // pinnedUnits: each own piece alone between the king and an enemy slider on its line.
    QTest::addRow("pinned-knight-by-bishop") << "pinnedUnits"
                                             << "4k3/8/8/8/1b6/8/3N4/4K3[] w - - 0 1" << 1 << 0;
    QTest::addRow("pinned-not-with-two-between")
        << "pinnedUnits"
        << "4k3/8/8/8/1b6/2P5/3N4/4K3[] w - - 0 1" << 0 << 0;
    QTest::addRow("pinned-not-by-an-enemy-piece-between")
        << "pinnedUnits"
        << "4k3/8/8/8/1b6/2p5/8/4K3[] w - - 0 1" << 0 << 0;
    // The e7 knight on the rook's file, the d7 pawn on the bishop's diagonal; White's f2 knight
    // on the a7 queen's.
    QTest::addRow("pinned-on-file-and-diagonals")
        << "pinnedUnits"
        << "4k3/q2pn3/8/1B6/8/8/5N2/4R1K1[] w - - 0 1" << 1 << 2;

    // weakRingUnits: each own piece next to the king that the enemy attacks and no own piece but
    // the king guards (empty such squares are holes).
    QTest::addRow("weak-ring-pawn-attacked-by-bishop")
        << "weakRingUnits"
        << "6k1/8/8/4b3/8/8/7P/6K1[] w - - 0 1" << 1 << 0;
    QTest::addRow("weak-ring-not-where-a-rook-guards")
        << "weakRingUnits"
        << "6k1/8/8/4b3/8/8/7P/6KR[] w - - 0 1" << 0 << 0;
    QTest::addRow("weak-ring-two-pawns") << "weakRingUnits"
                                         << "6k1/5pp1/8/8/2B5/8/8/K5R1[] w - - 0 1" << 0 << 2;

    // dropAttackUnits[type]: per piece of that type in the enemy's hand (two counted), if it could
    // land next to the king on an empty square the enemy supports and no own piece guards.
    // The g5 knight supports f7 and h7; one type counts once, however many squares it has.
    QTest::addRow("drop-attack-knight-on-f7-or-h7")
        << "dropAttackUnits[1]"
        << "6k1/8/8/6N1/8/8/8/K7[N] w - - 0 1" << 0 << 1;
    QTest::addRow("drop-attack-two-of-three-queens")
        << "dropAttackUnits[4]"
        << "6k1/8/8/6N1/8/8/8/K7[QQQ] w - - 0 1" << 0 << 2;
    QTest::addRow("drop-attack-not-unsupported") << "dropAttackUnits[1]"
                                                 << "6k1/8/8/8/8/8/8/K7[N] w - - 0 1" << 0 << 0;
    // The g6 bishop guards f7 and h7.
    QTest::addRow("drop-attack-not-where-guarded")
        << "dropAttackUnits[1]"
        << "6k1/8/6b1/6N1/8/8/8/K7[N] w - - 0 1" << 0 << 0;
    // The d6 bishop supports f8 only, where no pawn may land; a knight may.
    QTest::addRow("drop-attack-no-pawn-on-eighth") << "dropAttackUnits[0]"
                                                   << "6k1/8/3B4/8/8/8/8/K7[P] w - - 0 1" << 0 << 0;
    QTest::addRow("drop-attack-knight-on-eighth") << "dropAttackUnits[1]"
                                                  << "6k1/8/3B4/8/8/8/8/K7[N] w - - 0 1" << 0 << 1;
}

namespace {

// The built-in weights with every king-danger term off and the divisor 1: a king's penalty is
// units² × 2 when the enemy's hand holds nothing.
EvalWeights withoutDanger()
{
    EvalWeights w;
    std::fill(std::begin(w.attackUnits), std::end(w.attackUnits), 0);
    std::fill(std::begin(w.handUnits), std::end(w.handUnits), 0);
    std::fill(std::begin(w.safeCheckUnits), std::end(w.safeCheckUnits), 0);
    std::fill(std::begin(w.dropAttackUnits), std::end(w.dropAttackUnits), 0);
    w.attackScale = w.holeUnits = w.attackedHoleUnits = w.flankUnits = w.shieldUnits = 0;
    w.unsafeCheckUnits = w.pinnedUnits = w.weakRingUnits = w.notToMoveShare = 0;
    w.kingDangerDivisor = 1;
    return w;
}

} // namespace

// Each king-danger term alone, at one unit a count: the penalty is units² × 2 (with no hand units
// the enemy's hand adds nothing, and the divisor is 1), so White's score moves by
// 2 × (black² − white²).
void TestEngine::dangerTerms()
{
    QFETCH(QString, weight);
    QFETCH(QString, fen);
    QFETCH(int, white);
    QFETCH(int, black);
    const Position pos = testutil::position(fen);
    const EvalWeights w = withoutDanger();
    EvalWeights with = w;
    int found = 0;
    for (const core::engine::EvalWeight &e : core::engine::tunableWeights(with))
        if (QString::fromStdString(e.name) == weight) {
            *e.value = 1;
            ++found;
        }
    QCOMPARE(found, 1);
    QCOMPARE(evaluate(pos, with) - evaluate(pos, w), 2 * (black * black - white * white));
}

void TestEngine::notToMoveShare_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("change"); // of the score for the side to move

    // With attackUnits[4] and attackScale 1 (no other king-danger term), a queen attacking three
    // squares next to a king (h5: f7, h7 and h8; b3: a2, b1 and b2) gives it 3 units, a penalty of
    // 3² × 2 = 18; a share of 16 doubles that for the side not to move.
    QTest::addRow("black-king-attacked-white-to-move") << "6k1/8/8/7Q/8/8/8/K7[] w - - 0 1" << 18;
    QTest::addRow("black-king-attacked-black-to-move") << "6k1/8/8/7Q/8/8/8/K7[] b - - 0 1" << 0;
    QTest::addRow("both-kings-attacked") << "6k1/8/8/7Q/8/1q6/8/K7[] b - - 0 1" << 18;
}

void TestEngine::notToMoveShare()
{
    QFETCH(QString, fen);
    QFETCH(int, change);
    const Position pos = testutil::position(fen);
    EvalWeights without = withoutDanger();
    without.attackUnits[4] = without.attackScale = 1;
    EvalWeights with = without;
    with.notToMoveShare = 16;
    QCOMPARE(evaluate(pos, with) - evaluate(pos, without), change);
}

void TestEngine::cliSearch()
{
    QProcess p;
    p.start(BUGHOUSE_CLI, {"search", "--depth", "3", "6rk/6pp/8/8/8/8/8/4K3[N] w - - 0 1"});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    const QStringList lines =
        QString::fromUtf8(p.readAllStandardOutput()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines[0].startsWith("info depth 1 score mate 1 nodes "), qPrintable(lines[0]));
    QVERIFY2(lines[0].endsWith(" pv N@f7"), qPrintable(lines[0]));
    QCOMPARE(lines[1], QString("bestmove N@f7"));
}

QTEST_APPLESS_MAIN(TestEngine)
#include "tst_engine.moc"
