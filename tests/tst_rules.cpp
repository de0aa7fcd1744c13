// Rules of seeds 000 (bughouse) and 002 (crazyhouse), one named row per rule.
#include "testutil.h"

#include "core/board/notation.h"

#include <QFile>

using core::Color;
using core::MateRule;
using core::Move;
using core::MoveError;
using core::MoveKind;
using core::MoveList;
using core::PieceType;
using core::Position;
using core::Rules;
using core::Square;
using core::Status;
using core::Variant;

namespace core {

// Readable QCOMPARE failures (Status and MoveError: testutil.h).
char *toString(const PieceType &t)
{
    return qstrdup(t == PieceType::None ? "None" : QByteArray(1, pieceTypeLetter(t)).constData());
}

} // namespace core

class TestRules : public QObject
{
    Q_OBJECT

private slots:
    void castling_data();
    void castling();
    void enPassant_data();
    void enPassant();
    void promotion_data();
    void promotion();
    void promotedMark_data();
    void promotedMark();
    void capturedPiece_data();
    void capturedPiece();
    void drops_data();
    void drops();
    void dropTargets_data();
    void dropTargets();
    void status_data();
    void status();
    void makeUnmake_data();
    void makeUnmake();
    void isLegalAgreesWithTheList_data();
    void isLegalAgreesWithTheList();
    void lineConsistency_data();
    void lineConsistency();
    void zobristPockets_data();
    void zobristPockets();
    void transpositions_data();
    void transpositions();
    void pocketKey_data();
    void pocketKey();
    void checkMove_data();
    void checkMove();
    void publishedFacts_data();
    void publishedFacts();
    void houseRuleMoves_data();
    void houseRuleMoves();
    void houseRuleStatus_data();
    void houseRuleStatus();
    void ruleSets_data();
    void ruleSets();
};

namespace {

const QString Start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

QString uci(Move m)
{
    return qs(core::toUci(m));
}

// All legal moves as sorted UCI text.
QStringList legalMoves(const Position &pos)
{
    MoveList list;
    pos.legalMoves(list);
    QStringList out;
    for (const Move &m : list) out << uci(m);
    out.sort();
    return out;
}

// Plays space-separated UCI moves; fails the test on one that is not legal.
bool play(Position &pos, const QString &moves)
{
    for (const QString &text : moves.split(' ', Qt::SkipEmptyParts)) {
        const auto m = core::parseUci(pos, text.toStdString());
        if (!m) {
            const QString why =
                "cannot play " + text + " in " + qs(pos.fen()) + ": " + qs(m.error());
            QTest::qFail(qPrintable(why), __FILE__, __LINE__);
            return false;
        }
        Position::Undo undo;
        pos.makeMove(*m, undo);
    }
    return true;
}

// A move from UCI-like text with no legality check; `kind` marks castling and en passant.
Move rawMove(const QString &text, MoveKind kind = MoveKind::Normal)
{
    auto square = [&](int at) { return core::parseSquare(text.mid(at, 2).toStdString()); };
    auto type = [&](int at) { return core::pieceTypeFromLetter(text[at].toLatin1()); };
    if (text.size() == 4 && text[1] == '@') return Move::drop(type(0), square(2));
    if (text.size() == 5) return Move::promotion(square(0), square(2), type(4));
    return Move::normal(square(0), square(2), kind);
}

QString field(const std::string &fen, int index)
{
    return qs(fen).split(' ').value(index);
}

// The text between '[' and ']' of a FEN.
QString pocketOf(const std::string &fen)
{
    const QString text = qs(fen);
    const qsizetype open = text.indexOf('[');
    return text.mid(open + 1, text.indexOf(']') - open - 1);
}

QStringList readLines(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot open %s", qPrintable(path));
    return QString::fromUtf8(file.readAll()).split('\n', Qt::SkipEmptyParts);
}

} // namespace

void TestRules::castling_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("castle");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<int>("rights");

    const QString open = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    const QString openBlack = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1";
    QTest::addRow("kingside-allowed") << open << ""
                                      << "e1g1" << true << 15;
    QTest::addRow("queenside-allowed") << open << ""
                                       << "e1c1" << true << 15;
    QTest::addRow("black-kingside-allowed") << openBlack << ""
                                            << "e8g8" << true << 15;
    QTest::addRow("black-queenside-allowed") << openBlack << ""
                                             << "e8c8" << true << 15;
    QTest::addRow("not-out-of-check-kingside") << "4k3/8/8/8/4r3/8/8/R3K2R w KQ - 0 1"
                                               << ""
                                               << "e1g1" << false << 3;
    QTest::addRow("not-out-of-check-queenside") << "4k3/8/8/8/4r3/8/8/R3K2R w KQ - 0 1"
                                                << ""
                                                << "e1c1" << false << 3;
    QTest::addRow("not-through-attacked-f1") << "4k3/8/8/8/5r2/8/8/R3K2R w KQ - 0 1"
                                             << ""
                                             << "e1g1" << false << 3;
    QTest::addRow("f1-attacked-queenside-fine") << "4k3/8/8/8/5r2/8/8/R3K2R w KQ - 0 1"
                                                << ""
                                                << "e1c1" << true << 3;
    QTest::addRow("not-through-attacked-d1") << "4k3/8/8/8/3r4/8/8/R3K2R w KQ - 0 1"
                                             << ""
                                             << "e1c1" << false << 3;
    QTest::addRow("black-not-through-attacked-d8") << "r3k3/8/8/8/3R4/8/8/4K3 b q - 0 1"
                                                   << ""
                                                   << "e8c8" << false << 8;
    QTest::addRow("not-into-check-g1") << "4k3/8/8/8/6r1/8/8/R3K2R w KQ - 0 1"
                                       << ""
                                       << "e1g1" << false << 3;
    QTest::addRow("not-into-check-c1") << "4k3/8/8/8/2r5/8/8/R3K2R w KQ - 0 1"
                                       << ""
                                       << "e1c1" << false << 3;
    QTest::addRow("not-into-knight-check") << "4k3/8/8/8/8/8/4n3/R3K2R w KQ - 0 1"
                                           << ""
                                           << "e1g1" << false << 3;
    QTest::addRow("rook-may-pass-attacked-b1") << "4k3/8/8/8/1r6/8/8/R3K2R w KQ - 0 1"
                                               << ""
                                               << "e1c1" << true << 3;
    QTest::addRow("own-piece-between-kingside") << "4k3/8/8/8/8/8/8/R3K1NR w KQ - 0 1"
                                                << ""
                                                << "e1g1" << false << 3;
    QTest::addRow("own-piece-on-b1") << "4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1"
                                     << ""
                                     << "e1c1" << false << 3;
    QTest::addRow("enemy-piece-between") << "4k3/8/8/8/8/8/8/R3Kb1R w KQ - 0 1"
                                         << ""
                                         << "e1g1" << false << 3;
    QTest::addRow("lost-after-king-move") << open << "e1f1 e8f8 f1e1 f8e8"
                                          << "e1g1" << false << 0;
    QTest::addRow("lost-after-king-move-queenside") << open << "e1f1 e8f8 f1e1 f8e8"
                                                    << "e1c1" << false << 0;
    QTest::addRow("lost-after-rook-move") << open << "h1h2 a8a7 h2h1 a7a8"
                                          << "e1g1" << false << 6;
    QTest::addRow("other-side-kept-after-rook-move") << open << "h1h2 a8a7 h2h1 a7a8"
                                                     << "e1c1" << true << 6;
    QTest::addRow("black-lost-after-rook-move") << open << "h1h2 a8a7 h2h1 a7a8"
                                                << "" << false << 6;
    QTest::addRow("lost-after-rook-captured") << "r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1"
                                              << "g2h1"
                                              << "e1g1" << false << 14;
    QTest::addRow("dropped-rook-does-not-restore") << "4k3/8/8/8/8/8/8/R3K2R[R] w KQ - 0 1"
                                                   << "h1h5 e8d8 R@h1 d8e8"
                                                   << "e1g1" << false << 2;
    QTest::addRow("black-dropped-rook-does-not-restore") << "r3k2r/8/8/8/8/8/8/4K3[r] b kq - 0 1"
                                                         << "a8a5 e1d1 R@a8 d1e1"
                                                         << "e8c8" << false << 4;
}

void TestRules::castling()
{
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QString, castle);
    QFETCH(bool, legal);
    QFETCH(int, rights);

    Position pos = testutil::position(fen);
    QVERIFY(play(pos, moves));
    QCOMPARE(int(pos.castlingRights()), rights);
    if (castle.isEmpty()) return;
    QCOMPARE(pos.isLegal(rawMove(castle, MoveKind::Castling)), legal);
    QCOMPARE(legalMoves(pos).contains(castle), legal);
    if (legal) {
        // The rook lands beside the king.
        Position::Undo undo;
        pos.makeMove(rawMove(castle, MoveKind::Castling), undo);
        const Square to = rawMove(castle).to;
        const Square rook = core::shifted(to, core::fileOf(to) == 6 ? -1 : 1);
        QCOMPARE(core::typeOf(pos.pieceAt(rook)), PieceType::Rook);
        QCOMPARE(core::typeOf(pos.pieceAt(to)), PieceType::King);
        QVERIFY(pos.isConsistent());
    }
}

void TestRules::enPassant_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("capture");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<QString>("ep");

    QTest::addRow("right-after-double-step") << "4k3/4p3/8/3P4/8/8/8/4K3 b - - 0 1"
                                             << "e7e5"
                                             << "d5e6" << true << "e6";
    QTest::addRow("black-takes-after-double-step") << "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1"
                                                   << "e2e4"
                                                   << "d4e3" << true << "e3";
    QTest::addRow("either-neighbour-may-take") << "4k3/8/8/8/3p1p2/8/4P3/4K3 w - - 0 1"
                                               << "e2e4"
                                               << "f4e3" << true << "e3";
    QTest::addRow("gone-one-move-later") << "4k3/4p3/8/3P4/8/8/8/4K3 b - - 0 1"
                                         << "e7e5 e1e2 e8e7"
                                         << "d5e6" << false << "-";
    QTest::addRow("dropped-pawn-steps-two") << "4k3/8/8/8/3p4/8/8/4K3[P] w - - 0 1"
                                            << "P@e2 e8d8 e2e4"
                                            << "d4e3" << true << "e3";
    QTest::addRow("black-dropped-pawn-steps-two") << "4k3/8/8/4P3/8/8/8/4K3[p] b - - 0 1"
                                                  << "P@d7 e1d1 d7d5"
                                                  << "e5d6" << true << "d6";
    QTest::addRow("dropped-on-fourth-rank") << "4k3/8/8/8/3p4/8/8/4K3[P] w - - 0 1"
                                            << "P@e4"
                                            << "d4e3" << false << "-";
    QTest::addRow("black-dropped-on-fifth-rank") << "4k3/8/8/3P4/8/8/8/4K3[p] b - - 0 1"
                                                 << "P@e5"
                                                 << "d5e6" << false << "-";
    QTest::addRow("single-step-is-not-double") << "4k3/8/4p3/3P4/8/8/8/4K3 b - - 0 1"
                                               << "e6e5"
                                               << "d5e6" << false << "-";
    QTest::addRow("horizontal-pin") << "8/3p4/8/K3P2r/8/8/8/7k b - - 0 1"
                                    << "d7d5"
                                    << "e5d6" << false << "d6";
    QTest::addRow("takes-the-checking-pawn") << "7k/4p3/8/3P4/3K4/8/8/8 b - - 0 1"
                                             << "e7e5"
                                             << "d5e6" << true << "e6";
    QTest::addRow("not-recorded-without-taker") << "4k3/4p3/8/8/8/8/8/4K3 b - - 0 1"
                                                << "e7e5"
                                                << "" << false << "-";
}

void TestRules::enPassant()
{
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QString, capture);
    QFETCH(bool, legal);
    QFETCH(QString, ep);

    Position pos = testutil::position(fen);
    QVERIFY(play(pos, moves));
    QCOMPARE(field(pos.fen(), 3), ep);
    if (capture.isEmpty()) return;
    const Move m = rawMove(capture, MoveKind::EnPassant);
    QCOMPARE(pos.isLegal(m), legal);
    QCOMPARE(legalMoves(pos).contains(capture), legal);
    if (legal) {
        const Square taken = core::makeSquare(core::fileOf(m.to), core::rankOf(m.from));
        Position::Undo undo;
        pos.makeMove(m, undo);
        QCOMPARE(pos.pieceAt(taken), core::Piece::None);
        QCOMPARE(core::typeOf(pos.pieceAt(m.to)), PieceType::Pawn);
        QCOMPARE(core::typeOf(undo.captured), PieceType::Pawn);
        QVERIFY(pos.isConsistent());
    }
}

void TestRules::promotion_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("expected");

    QTest::addRow("push-to-all-four") << "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"
                                      << "a7"
                                      << "a7a8b a7a8n a7a8q a7a8r";
    QTest::addRow("push-and-capture") << "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1"
                                      << "a7"
                                      << "a7a8b a7a8n a7a8q a7a8r a7b8b a7b8n a7b8q a7b8r";
    QTest::addRow("black-push") << "4k3/8/8/8/8/8/7p/K7 b - - 0 1"
                                << "h2"
                                << "h2h1b h2h1n h2h1q h2h1r";
    QTest::addRow("blocked") << "n3k3/P7/8/8/8/8/8/4K3 w - - 0 1"
                             << "a7"
                             << "";
    QTest::addRow("pinned-captures-pinner") << "2b1k3/1P6/K7/8/8/8/8/8 w - - 0 1"
                                            << "b7"
                                            << "b7c8b b7c8n b7c8q b7c8r";
}

void TestRules::promotion()
{
    QFETCH(QString, fen);
    QFETCH(QString, from);
    QFETCH(QString, expected);

    const Position pos = testutil::position(fen);
    QStringList moves;
    for (const QString &m : legalMoves(pos))
        if (m.startsWith(from)) moves << m;
    QCOMPARE(moves.join(' '), expected);
}

void TestRules::promotedMark_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("board");
    QTest::addColumn<QString>("promoted");

    const QString pawn = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    QTest::addRow("queen") << pawn << "a7a8q"
                           << "Q~3k3/8/8/8/8/8/8/4K3"
                           << "a8";
    QTest::addRow("knight") << pawn << "a7a8n"
                            << "N~3k3/8/8/8/8/8/8/4K3"
                            << "a8";
    QTest::addRow("mark-follows-the-piece") << pawn << "a7a8r e8d7 a8a1"
                                            << "8/3k4/8/8/8/8/8/R~3K3"
                                            << "a1";
    QTest::addRow("mark-gone-when-captured") << "3rk3/P7/8/8/8/8/8/4K3 w - - 0 1"
                                             << "a7a8q d8a8"
                                             << "r3k3/8/8/8/8/8/8/4K3"
                                             << "";
    QTest::addRow("black-queen") << "4k3/8/8/8/8/8/7p/K7 b - - 0 1"
                                 << "h2h1q"
                                 << "4k3/8/8/8/8/8/8/K6q~"
                                 << "h1";
    QTest::addRow("read-from-fen") << "4k3/8/8/8/8/8/8/B~3K3 w - - 0 1"
                                   << ""
                                   << "4k3/8/8/8/8/8/8/B~3K3"
                                   << "a1";
    QTest::addRow("plain-piece-unmarked") << "4k3/8/8/8/8/8/8/B3K3 w - - 0 1"
                                          << "a1b2"
                                          << "4k3/8/8/8/8/8/1B6/4K3"
                                          << "";
}

void TestRules::promotedMark()
{
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QString, board);
    QFETCH(QString, promoted);

    Position pos = testutil::position(fen);
    QVERIFY(play(pos, moves));
    QCOMPARE(qs(pos.fen()).section('[', 0, 0), board);
    QStringList squares;
    for (core::Bitboard b = pos.promoted(); b;)
        squares << qs(core::squareName(core::bitboard::popLsb(b)));
    QCOMPARE(squares.join(' '), promoted);
    QVERIFY(pos.isConsistent());
}

void TestRules::capturedPiece_data()
{
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<PieceType>("earned");
    QTest::addColumn<QString>("pocket");

    const Variant zh = Variant::Crazyhouse, bug = Variant::Bughouse;
    QTest::addRow("zh-white-takes-knight") << zh << "4k3/8/8/8/8/8/3n4/4K3 w - - 0 1"
                                           << "e1d2" << PieceType::Knight << "N";
    QTest::addRow("zh-black-takes-queen") << zh << "r3k3/8/8/8/8/8/8/Q3K3 b - - 0 1"
                                          << "a8a1" << PieceType::Queen << "q";
    QTest::addRow("zh-promoted-queen-gives-pawn") << zh << "r3k3/8/8/8/8/8/8/Q~3K3 b - - 0 1"
                                                  << "a8a1" << PieceType::Pawn << "p";
    QTest::addRow("zh-en-passant") << zh << "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1"
                                   << "d4e3" << PieceType::Pawn << "p";
    QTest::addRow("zh-promotion-capture") << zh << "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1"
                                          << "a7b8q" << PieceType::Rook << "R";
    QTest::addRow("zh-adds-to-pocket") << zh << "4k3/8/8/8/8/8/3n4/4K3[NNp] w - - 0 1"
                                       << "e1d2" << PieceType::Knight << "NNNp";
    QTest::addRow("zh-promoted-capturer") << zh << "4k3/8/8/8/8/8/3n4/3Q~K3 w - - 0 1"
                                          << "d1d2" << PieceType::Knight << "N";
    QTest::addRow("zh-quiet-move") << zh << Start << "e2e4" << PieceType::None << "";
    QTest::addRow("bughouse-pocket-unchanged") << bug << "4k3/8/8/8/8/8/3n4/4K3[Np] w - - 0 1"
                                               << "e1d2" << PieceType::Knight << "Np";
    QTest::addRow("bughouse-promoted-earns-pawn") << bug << "r3k3/8/8/8/8/8/8/Q~3K3 b - - 0 1"
                                                  << "a8a1" << PieceType::Pawn << "";
    QTest::addRow("bughouse-queen-earns-queen") << bug << "r3k3/8/8/8/8/8/8/Q3K3 b - - 0 1"
                                                << "a8a1" << PieceType::Queen << "";
    QTest::addRow("bughouse-en-passant") << bug << "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1"
                                         << "d4e3" << PieceType::Pawn << "";
    QTest::addRow("bughouse-promotion-capture") << bug << "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1"
                                                << "a7b8n" << PieceType::Rook << "";
}

void TestRules::capturedPiece()
{
    QFETCH(Variant, variant);
    QFETCH(QString, fen);
    QFETCH(QString, move);
    QFETCH(PieceType, earned);
    QFETCH(QString, pocket);

    Position pos = testutil::position(fen, Rules{variant});
    const Position before = pos;
    const Color us = pos.sideToMove();
    const auto m = core::parseUci(pos, move.toStdString());
    QVERIFY2(m.ok(), m.ok() ? "" : m.error().c_str());
    Position::Undo undo;
    pos.makeMove(*m, undo);
    QCOMPARE(undo.earned(), earned);
    QCOMPARE(pocketOf(pos.fen()), pocket);
    for (int t = 0; t < core::PocketTypes; ++t) {
        const PieceType type = PieceType(t);
        const bool gained = variant == Variant::Crazyhouse && type == earned;
        QCOMPARE(pos.pocketCount(us, type), before.pocketCount(us, type) + (gained ? 1 : 0));
        QCOMPARE(pos.pocketCount(~us, type), before.pocketCount(~us, type));
    }
    QVERIFY(pos.isConsistent());
    pos.unmakeMove(*m, undo);
    QVERIFY(pos == before);
}

void TestRules::drops_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("dropMate");
    QTest::addColumn<QString>("move");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<Status>("after");

    const QString knight = "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1";
    const QString pawn = "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1";
    const QString blackPawn = "4k3/8/8/8/8/8/8/4K3[p] b - - 0 1";
    const QString backRank = "7k/6pp/8/8/8/8/8/K7[R] w - - 0 1";
    const QString smothered = "6rk/6pp/8/8/8/8/8/K7[N] w - - 0 1";
    QTest::addRow("on-empty-square") << knight << true << "N@d4" << true << Status::Normal;
    QTest::addRow("not-on-enemy-piece")
        << "4k3/8/8/8/3p4/8/8/4K3[N] w - - 0 1" << true << "N@d4" << false << Status::Normal;
    QTest::addRow("not-on-own-piece")
        << "4k3/8/8/8/3P4/8/8/4K3[N] w - - 0 1" << true << "N@d4" << false << Status::Normal;
    QTest::addRow("not-on-king") << knight << true << "N@e8" << false << Status::Normal;
    QTest::addRow("not-in-pocket") << knight << true << "Q@d4" << false << Status::Normal;
    QTest::addRow("not-from-opponent-pocket")
        << "4k3/8/8/8/8/8/8/4K3[n] w - - 0 1" << true << "N@d4" << false << Status::Normal;
    QTest::addRow("pawn-not-on-rank-1") << pawn << true << "P@a1" << false << Status::Normal;
    QTest::addRow("pawn-not-on-rank-8") << pawn << true << "P@a8" << false << Status::Normal;
    QTest::addRow("pawn-on-rank-2") << pawn << true << "P@a2" << true << Status::Normal;
    QTest::addRow("pawn-on-rank-7") << pawn << true << "P@a7" << true << Status::Normal;
    QTest::addRow("black-pawn-not-on-rank-1")
        << blackPawn << true << "P@h1" << false << Status::Normal;
    QTest::addRow("black-pawn-not-on-rank-8")
        << blackPawn << true << "P@h8" << false << Status::Normal;
    QTest::addRow("black-pawn-on-rank-2") << blackPawn << true << "P@a2" << true << Status::Normal;
    QTest::addRow("pawn-drop-gives-check") << pawn << true << "P@d7" << true << Status::Check;
    QTest::addRow("rook-drop-gives-check")
        << "4k3/8/8/8/8/8/8/K7[R] w - - 0 1" << true << "R@e4" << true << Status::Check;
    QTest::addRow("drop-mate-allowed") << backRank << true << "R@a8" << true << Status::Checkmate;
    QTest::addRow("drop-mate-forbidden") << backRank << false << "R@a8" << false << Status::Normal;
    QTest::addRow("other-mating-drop-forbidden")
        << backRank << false << "R@e8" << false << Status::Normal;
    QTest::addRow("checking-drop-kept") << backRank << false << "R@g8" << true << Status::Check;
    QTest::addRow("quiet-drop-kept") << backRank << false << "R@d4" << true << Status::Normal;
    QTest::addRow("not-mate-when-opponent-can-drop")
        << "7k/6pp/8/8/8/8/8/K7[Rn] w - - 0 1" << false << "R@a8" << true << Status::Check;
    QTest::addRow("smothered-drop-mate-allowed")
        << smothered << true << "N@f7" << true << Status::Checkmate;
    QTest::addRow("smothered-drop-mate-forbidden")
        << smothered << false << "N@f7" << false << Status::Normal;
    QTest::addRow("queen-drop-mate")
        << "k7/8/1K6/8/8/8/8/8[Q] w - - 0 1" << true << "Q@b7" << true << Status::Checkmate;
    QTest::addRow("queen-drop-mate-forbidden")
        << "k7/8/1K6/8/8/8/8/8[Q] w - - 0 1" << false << "Q@b7" << false << Status::Normal;
    QTest::addRow("interposing-drop")
        << "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1" << true << "N@c1" << true << Status::Normal;
    QTest::addRow("non-interposing-drop-in-check")
        << "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1" << true << "N@c3" << false << Status::Normal;
}

void TestRules::drops()
{
    QFETCH(QString, fen);
    QFETCH(bool, dropMate);
    QFETCH(QString, move);
    QFETCH(bool, legal);
    QFETCH(Status, after);

    Rules rules;
    rules.dropMate = dropMate;
    Position pos = testutil::position(fen, rules);
    const Move m = rawMove(move);
    QCOMPARE(m.kind, MoveKind::Drop);
    QCOMPARE(pos.isLegal(m), legal);
    QCOMPARE(legalMoves(pos).contains(move), legal);
    QCOMPARE(pos.countLegalMoves(), quint64(legalMoves(pos).size()));
    if (!legal) return;
    QCOMPARE(pos.givesCheck(m), after != Status::Normal);
    const Color us = pos.sideToMove();
    const int count = pos.pocketCount(us, m.piece);
    Position::Undo undo;
    pos.makeMove(m, undo);
    QCOMPARE(pos.pieceAt(m.to), core::makePiece(us, m.piece));
    QCOMPARE(pos.pocketCount(us, m.piece), count - 1);
    QCOMPARE(pos.status(), after);
}

void TestRules::dropTargets_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("expected");

    QTest::addRow("interpose-on-rank") << "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1"
                                       << "N@b1 N@c1 N@d1";
    QTest::addRow("interpose-on-diagonal") << "4k3/8/8/b7/8/8/8/4K3[P] w - - 0 1"
                                           << "P@b4 P@c3 P@d2";
    QTest::addRow("no-pawn-interposing-on-rank-1") << "4k3/8/8/8/8/8/8/r3K3[P] w - - 0 1"
                                                   << "";
    QTest::addRow("black-interposes") << "4k3/8/8/8/Q7/8/8/4K3[bp] b - - 0 1"
                                      << "B@b5 B@c6 B@d7 P@b5 P@c6 P@d7";
    QTest::addRow("double-check") << "4k3/8/8/8/8/5n2/8/r3K3[QRBNP] w - - 0 1"
                                  << "";
    QTest::addRow("knight-contact-check") << "4k3/8/8/8/8/5n2/8/4K3[QRBNP] w - - 0 1"
                                          << "";
    QTest::addRow("pawn-contact-check") << "4k3/8/8/8/8/8/3p4/4K3[QRBNP] w - - 0 1"
                                        << "";
    QTest::addRow("adjacent-queen-check") << "4k3/8/8/8/8/8/4q3/4K3[QRBNP] w - - 0 1"
                                          << "";

    // Pawns on every empty square of ranks 2 to 7.
    QStringList white, black;
    for (int rank = 2; rank <= 7; ++rank)
        for (char file = 'a'; file <= 'h'; ++file)
            white << QStringLiteral("P@%1%2").arg(file).arg(rank);
    white.sort();
    QTest::addRow("white-pawns-skip-back-ranks")
        << "k7/8/8/8/8/8/8/K7[P] w - - 0 1" << white.join(' ');
    QTest::addRow("black-pawns-skip-back-ranks")
        << "k7/8/8/8/8/8/8/K7[p] b - - 0 1" << white.join(' ');
}

void TestRules::dropTargets()
{
    QFETCH(QString, fen);
    QFETCH(QString, expected);

    const Position pos = testutil::position(fen);
    QStringList drops;
    for (const QString &m : legalMoves(pos))
        if (m.contains('@')) drops << m;
    QCOMPARE(drops.join(' '), expected);
}

void TestRules::status_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<MateRule>("mateRule");
    QTest::addColumn<Status>("status");

    const QString backRank = "4k3/8/8/8/8/8/5PPP/r5K1 w - - 0 1";
    const QString smothered = "6rk/5Npp/8/8/8/8/8/K7 b - - 0 1";
    const QString stalemate = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
    QTest::addRow("normal") << Start << MateRule::Standard << Status::Normal;
    QTest::addRow("normal-bughouse-rule") << Start << MateRule::Bughouse << Status::Normal;
    QTest::addRow("check") << "4k3/8/8/8/8/8/8/r3K3 w - - 0 1" << MateRule::Standard
                           << Status::Check;
    QTest::addRow("checkmate") << backRank << MateRule::Standard << Status::Checkmate;
    QTest::addRow("blockable-mate-waits-under-bughouse-rule")
        << backRank << MateRule::Bughouse << Status::Wait;
    QTest::addRow("blockable-with-pocket-piece")
        << "4k3/8/8/8/8/8/5PPP/r5K1[N] w - - 0 1" << MateRule::Standard << Status::Check;
    QTest::addRow("opponent-pocket-does-not-help")
        << "4k3/8/8/8/8/8/5PPP/r5K1[n] w - - 0 1" << MateRule::Standard << Status::Checkmate;
    QTest::addRow("smothered-mate") << smothered << MateRule::Standard << Status::Checkmate;
    QTest::addRow("smothered-mate-bughouse-rule")
        << smothered << MateRule::Bughouse << Status::Checkmate;
    QTest::addRow("contact-queen-mate")
        << "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1" << MateRule::Standard << Status::Checkmate;
    QTest::addRow("contact-queen-mate-bughouse-rule")
        << "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1" << MateRule::Bughouse << Status::Checkmate;
    QTest::addRow("stalemate") << stalemate << MateRule::Standard << Status::Stalemate;
    QTest::addRow("stalemate-waits-under-bughouse-rule")
        << stalemate << MateRule::Bughouse << Status::Wait;
    QTest::addRow("stalemate-broken-by-pocket")
        << "7k/5Q2/6K1/8/8/8/8/8[p] b - - 0 1" << MateRule::Standard << Status::Normal;
}

void TestRules::status()
{
    QFETCH(QString, fen);
    QFETCH(MateRule, mateRule);
    QFETCH(Status, status);

    Rules rules;
    rules.mateRule = mateRule;
    const Position pos = testutil::position(fen, rules);
    QCOMPARE(pos.status(), status);
    const bool hasMove = status == Status::Normal || status == Status::Check;
    QCOMPARE(pos.hasLegalMove(), hasMove);
    QCOMPARE(pos.countLegalMoves() > 0, hasMove);
    if (status != Status::Wait)
        QCOMPARE(pos.inCheck(), status == Status::Check || status == Status::Checkmate);
}

void TestRules::makeUnmake_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<QString>("move");

    const Variant zh = Variant::Crazyhouse, bug = Variant::Bughouse;
    const QString rooks = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    QTest::addRow("normal") << Start << zh << "g1f3";
    QTest::addRow("double-step-sets-ep") << "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1" << zh << "e2e4";
    QTest::addRow("capture-zh") << "4k3/8/8/8/8/8/3n4/4K3[Pp] w - - 0 1" << zh << "e1d2";
    QTest::addRow("capture-bughouse") << "4k3/8/8/8/8/8/3n4/4K3[Pp] w - - 0 1" << bug << "e1d2";
    QTest::addRow("promotion-capture-zh") << "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1" << zh << "a7b8n";
    QTest::addRow("promotion-capture-bughouse")
        << "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1" << bug << "a7b8q";
    QTest::addRow("promotion-takes-promoted")
        << "1r~2k3/P7/8/8/8/8/8/4K3 w - - 0 1" << zh << "a7b8q";
    QTest::addRow("black-promotion-capture") << "4k3/8/8/8/8/8/p7/1R2K3 b - - 0 1" << zh << "a2b1r";
    QTest::addRow("promoted-piece-moves") << "4k3/8/8/8/8/8/8/Q~3K3 w - - 0 1" << zh << "a1a5";
    QTest::addRow("promoted-takes-promoted") << "4k3/8/8/n~7/8/8/8/Q~3K3 w - - 0 1" << zh << "a1a5";
    QTest::addRow("castling-kingside") << rooks << zh << "e1g1";
    QTest::addRow("castling-queenside") << rooks << zh << "e1c1";
    QTest::addRow("black-castling-queenside")
        << "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 9" << zh << "e8c8";
    QTest::addRow("rook-takes-rook") << rooks << zh << "a1a8";
    QTest::addRow("rook-captured-by-bishop")
        << "r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1" << bug << "g2h1";
    QTest::addRow("en-passant-zh") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1" << zh << "e5d6";
    QTest::addRow("en-passant-bughouse") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1" << bug << "e5d6";
    QTest::addRow("drop") << "4k3/8/8/8/8/8/8/4K3[NPp] w - - 0 1" << zh << "N@f3";
    QTest::addRow("last-drop-of-type") << "4k3/8/8/8/8/8/8/4K3[Pp] b - - 5 7" << bug << "P@d5";
    QTest::addRow("drop-with-ep-pending") << "4k3/8/8/3pP3/8/8/8/4K3[Q] w - d6 0 1" << zh << "Q@a4";
    // The counters stop at the most the FEN reader takes (a record reaching it once crashed the
    // replay window).
    const QString board = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    QTest::addRow("half-move-clock-at-the-bound") << board + " w KQkq - 999999 3" << zh << "g1f3";
    QTest::addRow("move-number-at-the-bound") << board + " b KQkq - 0 999999" << bug << "g8f6";
    QTest::addRow("both-counters-at-the-bound")
        << board + " b KQkq - 999999 999999" << zh << "b8c6";
}

void TestRules::makeUnmake()
{
    QFETCH(QString, fen);
    QFETCH(Variant, variant);
    QFETCH(QString, move);

    const Rules rules{variant};
    Position pos = testutil::position(fen, rules);
    const Position before = pos;
    const std::string fenBefore = pos.fen();
    const std::uint64_t keyBefore = pos.key();
    const auto m = core::parseUci(pos, move.toStdString());
    QVERIFY2(m.ok(), m.ok() ? "" : m.error().c_str());

    Position::Undo undo;
    pos.makeMove(*m, undo);
    std::string why;
    QVERIFY2(pos.isConsistent(&why), why.c_str());
    QVERIFY(pos.fen() != fenBefore);
    QVERIFY(pos.key() != keyBefore);
    // Reading back what was written gives the very same position and key.
    const auto reread = Position::fromFen(pos.fen(), rules);
    QVERIFY2(reread.ok(), reread.ok() ? "" : reread.error().c_str());
    QVERIFY(*reread == pos);

    pos.unmakeMove(*m, undo);
    QCOMPARE(pos.fen(), fenBefore);
    QCOMPARE(pos.key(), keyBefore);
    QVERIFY(pos == before);
    QVERIFY2(pos.isConsistent(&why), why.c_str());
}

void TestRules::isLegalAgreesWithTheList_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Rules>("rules");
    Rules noDropMate{Variant::Bughouse}, noDropCheck{Variant::Bughouse},
        queenKnight{Variant::Crazyhouse};
    noDropMate.dropMate = false;
    noDropCheck.dropCheck = false;
    queenKnight.promotions = core::promotion::Queen | core::promotion::Knight;
    const Rules zh{Variant::Crazyhouse};
    QTest::addRow("start") << Start << zh;
    QTest::addRow("castling-both-ways") << "r3k2r/8/8/8/8/8/8/R3K2R[Nn] w KQkq - 0 1" << zh;
    QTest::addRow("en-passant-and-pins") << "4k3/8/8/K1pP3r/8/8/8/8[Pp] w - c6 0 1" << zh;
    QTest::addRow("promotions") << "1r2k3/P7/8/8/8/8/8/4K3[Q] w - - 0 1" << zh;
    QTest::addRow("promotions-queen-and-knight")
        << "1r2k3/P7/8/8/8/8/8/4K3[Q] w - - 0 1" << queenKnight;
    QTest::addRow("check-blocked-by-drops") << "4k3/8/8/8/8/8/8/r3K3[QRBNP] w - - 0 1" << zh;
    QTest::addRow("drops-that-mate-forbidden")
        << "6k1/5ppp/8/8/8/8/8/K7[RQ] w - - 0 1" << noDropMate;
    QTest::addRow("drops-that-check-forbidden")
        << "6k1/5ppp/8/8/8/8/8/K7[RQ] w - - 0 1" << noDropCheck;
}

// isLegal() looks for one move without a list: for every value a Move can take, it answers as
// the list of legal moves does.
void TestRules::isLegalAgreesWithTheList()
{
    QFETCH(QString, fen);
    QFETCH(Rules, rules);
    const Position pos = testutil::position(fen, rules);
    MoveList list;
    pos.legalMoves(list);
    int legal = 0;
    for (int from = 0; from <= 64; ++from)
        for (int to = 0; to <= 64; ++to)
            for (int kind = 0; kind <= int(MoveKind::Drop); ++kind)
                for (int piece = 0; piece <= int(PieceType::None); ++piece) {
                    const Move m{Square(from), Square(to), MoveKind(kind), PieceType(piece)};
                    const bool listed = list.contains(m);
                    if (pos.isLegal(m) != listed)
                        QFAIL(qPrintable("isLegal differs on " + qs(core::toUci(m))));
                    legal += listed;
                }
    QCOMPARE(legal, int(list.size()));
}

void TestRules::lineConsistency_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<QString>("moves");

    QTest::addRow("zh-opening")
        << Start << Variant::Crazyhouse
        << "e2e4 d7d5 e4d5 d8d5 b1c3 d5a5 P@d4 P@e4 c3e4 g8f6 e4f6 g7f6 N@e4 N@f3";
    QTest::addRow("bughouse-opening")
        << Start << Variant::Bughouse << "e2e4 d7d5 e4d5 d8d5 b1c3 d5e5 d1e2 e5e2";
    // Crazyhouse captures can give one side more than a set's worth of pieces (32 pawns, then 33).
    QTest::addRow("zh-capture-beyond-32-pieces")
        << "8/8/8/8/1p6/8/p7/K6k[" + QString(31, 'P') + "] w - - 0 1" << Variant::Crazyhouse
        << "a1a2 b4b3 a2b3";
    // High move numbers count on without wrapping.
    QTest::addRow("fullmove-number-limit")
        << "4k3/8/8/8/8/8/8/4K3 b - - 0 65535" << Variant::Crazyhouse << "e8d8";
}

void TestRules::lineConsistency()
{
    QFETCH(QString, fen);
    QFETCH(Variant, variant);
    QFETCH(QString, moves);

    const Rules rules{variant};
    Position pos = testutil::position(fen, rules);
    for (const QString &text : moves.split(' ')) {
        QVERIFY(play(pos, text));
        std::string why;
        QVERIFY2(pos.isConsistent(&why), qPrintable(text + ": " + qs(why)));
        const auto reread = Position::fromFen(pos.fen(), rules);
        const QString after = "after " + text + ", " + qs(pos.fen());
        const QString error = reread.ok() ? "" : qs(reread.error());
        QVERIFY2(reread.ok(), qPrintable(after + " does not read back: " + error));
        QCOMPARE(qs(reread->fen()), qs(pos.fen()));
        QVERIFY(*reread == pos);
    }
}

void TestRules::zobristPockets_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<bool>("same");

    const QString kings = "4k3/8/8/8/8/8/8/4K3";
    QTest::addRow("knight-vs-bishop")
        << kings + "[N] w - - 0 1" << kings + "[B] w - - 0 1" << false;
    QTest::addRow("white-vs-black-knight")
        << kings + "[N] w - - 0 1" << kings + "[n] w - - 0 1" << false;
    QTest::addRow("empty-vs-pawn") << kings + "[] w - - 0 1" << kings + "[P] w - - 0 1" << false;
    QTest::addRow("one-vs-two-knights")
        << kings + "[N] w - - 0 1" << kings + "[NN] w - - 0 1" << false;
    QTest::addRow("four-vs-five-pawns")
        << kings + "[PPPP] w - - 0 1" << kings + "[PPPPP] w - - 0 1" << false;
    QTest::addRow("two-white-vs-one-each")
        << kings + "[PP] w - - 0 1" << kings + "[Pp] w - - 0 1" << false;
    QTest::addRow("pocket-order-irrelevant")
        << kings + "[NBp] w - - 0 1" << kings + "[pBN] w - - 0 1" << true;
    QTest::addRow("brackets-vs-ninth-rank")
        << kings + "[Qn] w - - 0 1" << kings + "/Qn w - - 0 1" << true;
    QTest::addRow("counters-ignored")
        << kings + "[Q] w - - 0 1" << kings + "[Q] w - - 17 40" << true;
    QTest::addRow("side-to-move") << kings + "[Q] w - - 0 1" << kings + "[Q] b - - 0 1" << false;
    QTest::addRow("promoted-mark") << "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1"
                                   << "4k3/8/8/8/8/8/8/Q~3K3 w - - 0 1" << false;
    QTest::addRow("castling-rights") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
                                     << "r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1" << false;
    QTest::addRow("en-passant") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
                                << "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1" << false;
}

void TestRules::zobristPockets()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(bool, same);

    const Position first = testutil::position(a), second = testutil::position(b);
    QCOMPARE(first.key() == second.key(), same);
    QCOMPARE(first.key(), first.computeKey());
    QCOMPARE(second.key(), second.computeKey());
}

void TestRules::transpositions_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");

    QTest::addRow("knights") << Start << Variant::Crazyhouse << "g1f3 g8f6 b1c3 b8c6"
                             << "b1c3 b8c6 g1f3 g8f6";
    QTest::addRow("double-step-vs-two-singles") << Start << Variant::Crazyhouse << "e2e4 e7e5"
                                                << "e2e3 e7e6 e3e4 e6e5";
    QTest::addRow("drops-either-order")
        << "4k3/8/8/8/8/8/8/4K3[NBnb] w - - 0 1" << Variant::Crazyhouse << "N@c3 N@c6 B@f3 B@f6"
        << "B@f3 B@f6 N@c3 N@c6";
    QTest::addRow("captures-either-order")
        << "4k3/8/8/8/8/1p3p2/8/N3K1N1 w - - 0 1" << Variant::Crazyhouse << "a1b3 e8d8 g1f3 d8e8"
        << "g1f3 e8d8 a1b3 d8e8";
    QTest::addRow("captures-either-order-bughouse")
        << "4k3/8/8/8/8/1p3p2/8/N3K1N1 w - - 0 1" << Variant::Bughouse << "a1b3 e8d8 g1f3 d8e8"
        << "g1f3 e8d8 a1b3 d8e8";
    QTest::addRow("castling-lost-two-ways")
        << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1" << Variant::Crazyhouse << "e1e2 e8e7 e2e1 e7e8"
        << "a1a2 a8a7 h1h2 h8h7 a2a1 a7a8 h2h1 h7h8";
}

void TestRules::transpositions()
{
    QFETCH(QString, fen);
    QFETCH(Variant, variant);
    QFETCH(QString, first);
    QFETCH(QString, second);

    Position a = testutil::position(fen, Rules{variant}), b = a;
    QVERIFY(play(a, first));
    QVERIFY(play(b, second));
    // Same board, pockets, side, castling and en passant; only the counters may differ.
    QCOMPARE(qs(a.fen()).section(' ', 0, 3), qs(b.fen()).section(' ', 0, 3));
    QCOMPARE(a.key(), b.key());
}

void TestRules::pocketKey_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Color>("color");
    QTest::addColumn<PieceType>("type");
    QTest::addColumn<bool>("room"); // false: the board already holds 64 pieces

    QTest::addRow("white-pawn-empty-pocket") << Start << Color::White << PieceType::Pawn << true;
    QTest::addRow("black-queen-empty-pocket") << Start << Color::Black << PieceType::Queen << true;
    QTest::addRow("white-knight-third")
        << "4k3/8/8/8/8/8/8/4K3[NNb] w - - 0 1" << Color::White << PieceType::Knight << true;
    QTest::addRow("black-pawn-beside-white-pawns")
        << "4k3/8/8/8/8/8/8/4K3[PP] b - - 0 1" << Color::Black << PieceType::Pawn << true;
    QTest::addRow("black-rook-second")
        << "4k3/8/8/8/8/8/8/4K3[r] b - - 0 1" << Color::Black << PieceType::Rook << true;
    QTest::addRow("full-board-refuses-white-pawn")
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QQQQRRRRBBBBNNNNqqqqrrrrbbbbnnnn] w KQkq - "
           "0 1"
        << Color::White << PieceType::Pawn << false;
    QTest::addRow("full-board-refuses-black-queen")
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QQQQQQQQQQQQQQQQqqqqqqqqqqqqqqqq] b KQkq - "
           "0 1"
        << Color::Black << PieceType::Queen << false;
}

void TestRules::pocketKey()
{
    QFETCH(QString, fen);
    QFETCH(Color, color);
    QFETCH(PieceType, type);

    Position pos = testutil::position(fen);
    const std::uint64_t key = pos.key();
    QFETCH(bool, room);
    const int count = pos.pocketCount(color, type);

    QCOMPARE(pos.addToPocket(color, type), room);
    if (!room) { // refused: nothing changed, the key table is never read past its end
        QCOMPARE(pos.pocketCount(color, type), count);
        QCOMPARE(pos.key(), key);
        QVERIFY(pos.isConsistent());
        return;
    }
    QCOMPARE(pos.pocketCount(color, type), count + 1);
    QVERIFY(pos.key() != key);
    QCOMPARE(pos.key(), pos.computeKey());
    QVERIFY(pos.isConsistent());
    const auto reread = Position::fromFen(pos.fen());
    QVERIFY(reread.ok());
    QCOMPARE(reread->key(), pos.key());

    QVERIFY(pos.removeFromPocket(color, type));
    QCOMPARE(pos.pocketCount(color, type), count);
    QCOMPARE(pos.key(), key);
    if (count == 0) {
        QVERIFY(!pos.removeFromPocket(color, type));
        QCOMPARE(pos.key(), key);
        QCOMPARE(pos.pocketCount(color, type), 0);
    }
}

void TestRules::checkMove_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("dropMate");
    QTest::addColumn<QString>("move");
    QTest::addColumn<MoveKind>("kind");
    QTest::addColumn<MoveError>("error");

    const QString pawn = "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1";
    const QString knight = "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1";
    const QString backRank = "7k/6pp/8/8/8/8/8/K7[R] w - - 0 1";
    const MoveKind normal = MoveKind::Normal, drop = MoveKind::Drop;
    QTest::addRow("legal") << Start << true << "e2e4" << normal << MoveError::None;
    QTest::addRow("pawn-drop-on-rank-8")
        << pawn << true << "P@a8" << drop << MoveError::PawnOnBackRank;
    QTest::addRow("pawn-drop-on-rank-1")
        << pawn << true << "P@h1" << drop << MoveError::PawnOnBackRank;
    QTest::addRow("black-pawn-drop-on-rank-1") << "4k3/8/8/8/8/8/8/4K3[p] b - - 0 1" << true
                                               << "P@a1" << drop << MoveError::PawnOnBackRank;
    QTest::addRow("drop-on-occupied") << "4k3/8/8/8/3p4/8/8/4K3[N] w - - 0 1" << true << "N@d4"
                                      << drop << MoveError::SquareOccupied;
    QTest::addRow("drop-on-king") << knight << true << "N@e8" << drop << MoveError::SquareOccupied;
    QTest::addRow("drop-not-in-pocket")
        << knight << true << "Q@d4" << drop << MoveError::NotInPocket;
    QTest::addRow("drop-from-opponent-pocket")
        << "4k3/8/8/8/8/8/8/4K3[n] w - - 0 1" << true << "N@d4" << drop << MoveError::NotInPocket;
    QTest::addRow("king-into-check")
        << "4k3/8/8/8/8/8/r7/4K3 w - - 0 1" << true << "e1e2" << normal << MoveError::KingInCheck;
    QTest::addRow("pinned-knight") << "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1" << true << "e2c3"
                                   << normal << MoveError::KingInCheck;
    QTest::addRow("ignores-check")
        << "4k3/8/8/8/8/8/8/r3K2N w - - 0 1" << true << "h1g3" << normal << MoveError::KingInCheck;
    QTest::addRow("drop-not-blocking-check")
        << "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1" << true << "N@c3" << drop << MoveError::KingInCheck;
    QTest::addRow("en-passant-exposes-king") << "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1" << true << "e5d6"
                                             << MoveKind::EnPassant << MoveError::KingInCheck;
    QTest::addRow("knight-like-bishop") << "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1" << true << "b1c2"
                                        << normal << MoveError::CannotMoveThere;
    QTest::addRow("pawn-three-squares")
        << Start << true << "e2e5" << normal << MoveError::CannotMoveThere;
    QTest::addRow("rook-through-piece")
        << Start << true << "a1a3" << normal << MoveError::CannotMoveThere;
    QTest::addRow("empty-origin") << Start << true << "d4d5" << normal << MoveError::NoPieceToMove;
    QTest::addRow("opponent-piece")
        << Start << true << "e7e5" << normal << MoveError::NoPieceToMove;
    QTest::addRow("castling-through-check")
        << "4k3/8/8/8/5r2/8/8/R3K2R w KQ - 0 1" << true << "e1g1" << MoveKind::Castling
        << MoveError::CannotCastle;
    QTest::addRow("castling-without-right") << "4k3/8/8/8/8/8/8/R3K2R w Q - 0 1" << true << "e1g1"
                                            << MoveKind::Castling << MoveError::CannotCastle;
    QTest::addRow("drop-mate-forbidden")
        << backRank << false << "R@a8" << drop << MoveError::DropMate;
    QTest::addRow("drop-mate-allowed") << backRank << true << "R@a8" << drop << MoveError::None;
    QTest::addRow("promotion-missing")
        << "4k3/P7/8/8/8/8/8/4K3 w - - 0 1" << true << "a7a8" << normal << MoveError::BadPromotion;
    QTest::addRow("promotion-to-king") << "4k3/P7/8/8/8/8/8/4K3 w - - 0 1" << true << "a7a8k"
                                       << MoveKind::Promotion << MoveError::BadPromotion;
}

void TestRules::checkMove()
{
    QFETCH(QString, fen);
    QFETCH(bool, dropMate);
    QFETCH(QString, move);
    QFETCH(MoveKind, kind);
    QFETCH(MoveError, error);

    Rules rules;
    rules.dropMate = dropMate;
    const Position pos = testutil::position(fen, rules);
    const Move m = rawMove(move, kind);
    QCOMPARE(m.kind, kind);
    QCOMPARE(core::checkMove(pos, m), error);
    QCOMPARE(pos.isLegal(m), error == MoveError::None);
    QVERIFY(qstrlen(core::describe(error)) > 0);
}

// Seeds 003 (no check by a drop) and 004 (R00: queen or knight): what each option lets through.
void TestRules::houseRuleMoves_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("move");
    QTest::addColumn<MoveError>("error");
    QTest::addColumn<Status>("after");

    const QString backRank = "7k/6pp/8/8/8/8/8/K7[R] w - - 0 1";
    const QString pawn = "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1";
    const QString knight = "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1";
    const QString blockChecks = "2k5/8/8/8/8/8/8/r3K3[R] w - - 0 1";
    const QString promote = "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    const MoveError ok = MoveError::None;
    QTest::addRow("checking-drop-allowed-by-default") << backRank << ""
                                                      << "R@g8" << ok << Status::Check;
    QTest::addRow("no-drop-check-forbids-checking-drop")
        << backRank << "no-drop-check"
        << "R@g8" << MoveError::DropCheck << Status::Normal;
    QTest::addRow("no-drop-check-forbids-mating-drop")
        << backRank << "no-drop-check"
        << "R@a8" << MoveError::DropCheck << Status::Normal;
    QTest::addRow("no-drop-check-and-no-drop-mate-say-drop-check")
        << backRank << "no-drop-check,no-drop-mate"
        << "R@a8" << MoveError::DropCheck << Status::Normal;
    QTest::addRow("no-drop-check-keeps-quiet-drop") << backRank << "no-drop-check"
                                                    << "R@d4" << ok << Status::Normal;
    QTest::addRow("no-drop-check-pawn-check") << pawn << "no-drop-check"
                                              << "P@d7" << MoveError::DropCheck << Status::Normal;
    QTest::addRow("no-drop-check-quiet-pawn") << pawn << "no-drop-check"
                                              << "P@d6" << ok << Status::Normal;
    QTest::addRow("no-drop-check-knight-check") << knight << "no-drop-check"
                                                << "N@d6" << MoveError::DropCheck << Status::Normal;
    QTest::addRow("no-drop-check-blocking-drop-that-checks")
        << blockChecks << "no-drop-check"
        << "R@c1" << MoveError::DropCheck << Status::Normal;
    QTest::addRow("no-drop-check-blocking-drop-without-check") << blockChecks << "no-drop-check"
                                                               << "R@d1" << ok << Status::Normal;
    QTest::addRow("no-drop-check-board-move-may-check") << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
                                                        << "no-drop-check"
                                                        << "a1a8" << ok << Status::Check;
    QTest::addRow("doorgeefschaak-set") << backRank << "doorgeefschaak"
                                        << "R@g8" << MoveError::DropCheck << Status::Normal;
    QTest::addRow("promotion-rook-by-default") << promote << ""
                                               << "a7a8r" << ok << Status::Normal;
    QTest::addRow("queen-or-knight-queen") << promote << "promotions=QN"
                                           << "a7a8q" << ok << Status::Normal;
    QTest::addRow("queen-or-knight-knight") << promote << "promotions=QN"
                                            << "a7a8n" << ok << Status::Normal;
    QTest::addRow("queen-or-knight-no-rook")
        << promote << "promotions=QN"
        << "a7a8r" << MoveError::PromotionNotAllowed << Status::Normal;
    QTest::addRow("queen-or-knight-no-bishop")
        << promote << "promotions=QN"
        << "a7a8b" << MoveError::PromotionNotAllowed << Status::Normal;
    QTest::addRow("queen-or-knight-capturing") << promote << "promotions=QN"
                                               << "a7b8n" << ok << Status::Normal;
    QTest::addRow("queen-or-knight-no-capturing-rook")
        << promote << "promotions=QN"
        << "a7b8r" << MoveError::PromotionNotAllowed << Status::Normal;
    QTest::addRow("czech-set-promotion")
        << promote << "czech"
        << "a7b8b" << MoveError::PromotionNotAllowed << Status::Normal;
    QTest::addRow("knight-only") << promote << "promotions=N"
                                 << "a7a8q" << MoveError::PromotionNotAllowed << Status::Normal;
    QTest::addRow("not-allowed-and-illegal-anyway")
        << "4k3/P7/8/8/8/8/8/r3K3 w - - 0 1"
        << "promotions=QN"
        << "a7a8r" << MoveError::KingInCheck << Status::Normal;
}

void TestRules::houseRuleMoves()
{
    QFETCH(QString, fen);
    QFETCH(QString, rules);
    QFETCH(QString, move);
    QFETCH(MoveError, error);
    QFETCH(Status, after);

    const Position pos = testutil::position(fen, testutil::rulesFrom(rules));
    const Move m = rawMove(move, move.contains('@') ? MoveKind::Drop
                                 : move.size() == 5 ? MoveKind::Promotion
                                                    : MoveKind::Normal);
    QCOMPARE(core::checkMove(pos, m), error);
    QCOMPARE(pos.isLegal(m), error == MoveError::None);
    // Every generated move is legal by checkMove, and the bulk count agrees with the list.
    MoveList list;
    pos.legalMoves(list);
    QCOMPARE(pos.countLegalMoves(), std::uint64_t(list.size()));
    for (const Move &x : list) QCOMPARE(core::checkMove(pos, x), MoveError::None);
    if (error != MoveError::None) return;
    Position next = pos;
    Position::Undo undo;
    next.makeMove(m, undo);
    QCOMPARE(next.status(), after);
}

// R8 (no stalemate) and no check by drop under both mate rules.
void TestRules::houseRuleStatus_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("rules");
    QTest::addColumn<Status>("status");

    const QString stalemate = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
    const QString mate = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1";
    const QString blockable = "4k3/8/8/8/8/8/5PPP/r5K1 w - - 0 1";
    // The only block, N@g1, checks Black's king on e2; a bishop, rook or queen there would not.
    const QString knightBlockChecks = "8/8/8/8/8/8/4k1PP/5r1K[N] w - - 0 1";
    QTest::addRow("stalemate-standard") << stalemate << "" << Status::Stalemate;
    QTest::addRow("no-stalemate-standard-waits") << stalemate << "no-stalemate" << Status::Wait;
    QTest::addRow("no-stalemate-bughouse-rule-waits")
        << stalemate << "no-stalemate,bughouse-rule" << Status::Wait;
    QTest::addRow("no-stalemate-mate-still-mate") << mate << "no-stalemate" << Status::Checkmate;
    QTest::addRow("no-stalemate-mate-bughouse-rule")
        << mate << "no-stalemate,bughouse-rule" << Status::Checkmate;
    QTest::addRow("no-stalemate-blockable-mate-standard")
        << blockable << "no-stalemate" << Status::Checkmate;
    QTest::addRow("no-stalemate-blockable-mate-bughouse-rule")
        << blockable << "no-stalemate,bughouse-rule" << Status::Wait;
    QTest::addRow("czech-stalemate-waits") << stalemate << "czech" << Status::Wait;
    QTest::addRow("block-by-checking-drop-allowed") << knightBlockChecks << "" << Status::Check;
    QTest::addRow("block-by-checking-drop-forbidden-is-mate")
        << knightBlockChecks << "no-drop-check" << Status::Checkmate;
    QTest::addRow("block-by-checking-drop-forbidden-bughouse-rule-waits")
        << knightBlockChecks << "no-drop-check,bughouse-rule" << Status::Wait;
    QTest::addRow("doorgeefschaak-set-mate")
        << knightBlockChecks << "doorgeefschaak" << Status::Checkmate;
}

void TestRules::houseRuleStatus()
{
    QFETCH(QString, fen);
    QFETCH(QString, rules);
    QFETCH(Status, status);

    const Position pos = testutil::position(fen, testutil::rulesFrom(rules));
    QCOMPARE(pos.status(), status);
    const bool hasMove = status == Status::Normal || status == Status::Check;
    QCOMPARE(pos.hasLegalMove(), hasMove);
    QCOMPARE(pos.countLegalMoves() > 0, hasMove);
}

void TestRules::ruleSets_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<core::RuleSet>("set");

    QTest::addRow("internet") << "internet" << core::RuleSet::Internet;
    QTest::addRow("czech") << "czech" << core::RuleSet::CzechClub;
    QTest::addRow("czech-with-clock-move") << "czech,clock-move" << core::RuleSet::CzechClub;
    QTest::addRow("czech-in-bughouse") << "czech,bughouse" << core::RuleSet::CzechClub;
    QTest::addRow("doorgeefschaak") << "doorgeefschaak" << core::RuleSet::Doorgeefschaak;
    QTest::addRow("doorgeefschaak-drop-mate-moot")
        << "doorgeefschaak,no-drop-mate" << core::RuleSet::Doorgeefschaak;
    QTest::addRow("bughouse-defaults-standard-rule-is-custom")
        << "bughouse" << core::RuleSet::Custom;
    QTest::addRow("crazyhouse-defaults-are-internet") << "" << core::RuleSet::Internet;
    QTest::addRow("czech-with-bughouse-rule")
        << "czech,bughouse,bughouse-rule" << core::RuleSet::Custom;
    QTest::addRow("czech-in-crazyhouse-any-mate-rule")
        << "czech,bughouse-rule" << core::RuleSet::CzechClub;
    QTest::addRow("internet-with-poison") << "internet,bughouse,poison" << core::RuleSet::Custom;
    QTest::addRow("internet-no-drop-mate") << "internet,no-drop-mate" << core::RuleSet::Custom;
    // A named set is exactly its rules: only the Czech club rules may add R0.
    QTest::addRow("internet-with-clock-move")
        << "internet,bughouse,clock-move" << core::RuleSet::Custom;
    QTest::addRow("doorgeefschaak-with-clock-move")
        << "doorgeefschaak,clock-move" << core::RuleSet::Custom;
}

void TestRules::ruleSets()
{
    QFETCH(QString, rules);
    QFETCH(core::RuleSet, set);

    QCOMPARE(int(core::ruleSetOf(testutil::rulesFrom(rules))), int(set));
    Rules named = core::rulesOf(set);
    if (set != core::RuleSet::Custom) QCOMPARE(int(core::ruleSetOf(named)), int(set));
    QVERIFY(qstrlen(core::ruleSetName(set)) > 0);
}

void TestRules::publishedFacts_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("expected");

    // Columns: fen claim source fsf_result ok; fsf_result is "legal moves (N): m1 m2 ...".
    const QStringList lines =
        readLines(BUGHOUSE_TEST_DATA_DIR "/reference/perft/published_facts.tsv");
    QVERIFY(lines.value(0).startsWith("fen\t"));
    for (int i = 1; i < lines.size(); ++i) {
        const QStringList cells = lines[i].split('\t');
        QCOMPARE_GE(cells.size(), 4);
        const QString result = cells[3];
        QVERIFY2(result.startsWith("legal moves ("), qPrintable(result));
        const int count = result.section('(', 1).section(')', 0, 0).toInt();
        QStringList moves = result.section(':', 1).split(' ', Qt::SkipEmptyParts);
        QCOMPARE(moves.size(), count);
        moves.sort();
        QTest::addRow("line%d %s", i + 1, qPrintable(cells[1].left(60))) << cells[0] << moves;
    }
    QCOMPARE_GE(lines.size(), 9);
}

void TestRules::publishedFacts()
{
    QFETCH(QString, fen);
    QFETCH(QStringList, expected);

    const Position pos = testutil::position(fen);
    QCOMPARE(legalMoves(pos), expected);
    QCOMPARE(pos.countLegalMoves(), quint64(expected.size()));
}

QTEST_APPLESS_MAIN(TestRules)
#include "tst_rules.moc"
