// SAN, UCI and FEN reading and writing.
#include "testutil.h"

#include "core/board/notation.h"

using core::Move;
using core::MoveKind;
using core::MoveList;
using core::Position;
using core::Rules;
using core::Variant;

namespace core {

char *toString(const MoveKind &k)
{
    static const char *const names[] = {"Normal", "Promotion", "Castling", "EnPassant", "Drop"};
    return qstrdup(names[int(k)]);
}

} // namespace core

class TestNotation : public QObject
{
    Q_OBJECT

private slots:
    void toSan_data();
    void toSan();
    void parseSan_data();
    void parseSan();
    void parseSanErrors_data();
    void parseSanErrors();
    void roundTrip_data();
    void roundTrip();
    void parseUci_data();
    void parseUci();
    void parseUciErrors_data();
    void parseUciErrors();
    void fenRead_data();
    void fenRead();
    void fenErrors_data();
    void fenErrors();
};

namespace {

const QString Start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const QString Castles = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
const QString Exchange = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
const QString KnightsToD7 = "rnbqkb1r/ppp1pppp/5n2/3p4/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1";
const QString Rooks = "k7/8/8/8/8/4R3/8/4R1K1 w - - 0 1";
const QString Queens = "2k5/8/8/8/4Q2Q/8/8/K6Q w - - 0 1";
const QString EnPassant = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
const QString Promote = "3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1";
const QString Drops = "4k3/8/8/8/8/8/8/4K3[NP] w - - 0 1";
const QString DropMate = "7k/6pp/8/8/8/8/8/K7[R] w - - 0 1";
const QString CastlingCheck = "5k2/8/8/8/8/8/8/4K2R w K - 0 1";
const QString PinnedKnight = "4k3/8/8/7b/8/5N2/4K3/1N6 w - - 0 1";

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

// The legal move written `uci` in `pos`, found by scanning the move list (not by parseUci).
Move legalMove(const Position &pos, const QString &uci)
{
    MoveList list;
    pos.legalMoves(list);
    for (const Move &m : list)
        if (qs(core::toUci(m)) == uci) return m;
    return Move{};
}

} // namespace

void TestNotation::toSan_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("uci");
    QTest::addColumn<QString>("san");

    QTest::addRow("pawn-push") << Start << "e2e4"
                               << "e4";
    QTest::addRow("knight") << Start << "g1f3"
                            << "Nf3";
    QTest::addRow("pawn-capture") << Exchange << "e4d5"
                                  << "exd5";
    QTest::addRow("piece-capture") << "4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1"
                                   << "d1d5"
                                   << "Qxd5";
    QTest::addRow("en-passant") << EnPassant << "e5d6"
                                << "exd6";
    QTest::addRow("promotion") << "8/4P3/8/8/8/8/8/k3K3 w - - 0 1"
                               << "e7e8q"
                               << "e8=Q";
    QTest::addRow("under-promotion") << "8/4P3/8/8/8/8/8/k3K3 w - - 0 1"
                                     << "e7e8n"
                                     << "e8=N";
    QTest::addRow("promotion-capture-check") << Promote << "e7d8q"
                                             << "exd8=Q+";
    QTest::addRow("black-promotion") << "4k3/8/8/8/8/8/7p/K7 b - - 0 1"
                                     << "h2h1r"
                                     << "h1=R+";
    QTest::addRow("castling-kingside") << Castles << "e1g1"
                                       << "O-O";
    QTest::addRow("castling-queenside") << Castles << "e1c1"
                                        << "O-O-O";
    QTest::addRow("black-castling-queenside") << "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"
                                              << "e8c8"
                                              << "O-O-O";
    QTest::addRow("castling-check") << CastlingCheck << "e1g1"
                                    << "O-O+";
    QTest::addRow("by-file") << KnightsToD7 << "b8d7"
                             << "Nbd7";
    QTest::addRow("by-file-other") << KnightsToD7 << "f6d7"
                                   << "Nfd7";
    QTest::addRow("unambiguous-knight") << KnightsToD7 << "b8c6"
                                        << "Nc6";
    QTest::addRow("pinned-knight-not-counted") << PinnedKnight << "b1d2"
                                               << "Nd2";
    QTest::addRow("by-rank") << Rooks << "e1e2"
                             << "R1e2";
    QTest::addRow("by-rank-other") << Rooks << "e3e2"
                                   << "R3e2";
    QTest::addRow("by-file-and-rank") << Queens << "h4e1"
                                      << "Qh4e1";
    QTest::addRow("by-file-among-three") << Queens << "e4e1"
                                         << "Qee1";
    QTest::addRow("by-rank-among-three") << Queens << "h1e1"
                                         << "Q1e1";
    QTest::addRow("knight-drop") << Drops << "N@f3"
                                 << "N@f3";
    QTest::addRow("pawn-drop") << Drops << "P@e4"
                               << "P@e4";
    QTest::addRow("black-drop") << "4k3/8/8/8/8/8/8/4K3[n] b - - 0 1"
                                << "N@f6"
                                << "N@f6";
    QTest::addRow("pawn-drop-check") << Drops << "P@d7"
                                     << "P@d7+";
    QTest::addRow("check") << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
                           << "a1a8"
                           << "Ra8+";
    QTest::addRow("mate") << "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1"
                          << "a1a8"
                          << "Ra8#";
    QTest::addRow("drop-mate") << DropMate << "R@a8"
                               << "R@a8#";
    QTest::addRow("drop-check") << DropMate << "R@g8"
                                << "R@g8+";
}

void TestNotation::toSan()
{
    QFETCH(QString, fen);
    QFETCH(QString, uci);
    QFETCH(QString, san);

    const Position pos = testutil::position(fen);
    const Move m = legalMove(pos, uci);
    QVERIFY2(m.isValid(), qPrintable(uci + " is not legal"));
    QCOMPARE(qs(core::toSan(pos, m)), san);
}

void TestNotation::parseSan_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("san");
    QTest::addColumn<QString>("uci");

    QTest::addRow("pawn-push") << Start << "e4"
                               << "e2e4";
    QTest::addRow("pawn-double-step-long") << Start << "e2e4"
                                           << "e2e4";
    QTest::addRow("knight") << Start << "Nf3"
                            << "g1f3";
    QTest::addRow("needless-check-sign") << Start << "Nf3+"
                                         << "g1f3";
    QTest::addRow("annotation") << Start << "Nf3!?"
                                << "g1f3";
    QTest::addRow("annotation-blunder") << Start << "e4??"
                                        << "e2e4";
    QTest::addRow("pawn-capture") << Exchange << "exd5"
                                  << "e4d5";
    QTest::addRow("pawn-capture-colon") << Exchange << "e:d5"
                                        << "e4d5";
    QTest::addRow("piece-capture") << "4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1"
                                   << "Qxd5"
                                   << "d1d5";
    QTest::addRow("piece-capture-without-x") << "4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1"
                                             << "Qd5"
                                             << "d1d5";
    QTest::addRow("en-passant") << EnPassant << "exd6"
                                << "e5d6";
    QTest::addRow("promotion") << "8/4P3/8/8/8/8/8/k3K3 w - - 0 1"
                               << "e8=Q"
                               << "e7e8q";
    QTest::addRow("promotion-without-equals") << "8/4P3/8/8/8/8/8/k3K3 w - - 0 1"
                                              << "e8Q"
                                              << "e7e8q";
    QTest::addRow("under-promotion") << "8/4P3/8/8/8/8/8/k3K3 w - - 0 1"
                                     << "e8=N"
                                     << "e7e8n";
    QTest::addRow("promotion-capture-check") << Promote << "exd8=Q+"
                                             << "e7d8q";
    QTest::addRow("promotion-capture-no-equals") << Promote << "exd8R"
                                                 << "e7d8r";
    QTest::addRow("castling-kingside") << Castles << "O-O"
                                       << "e1g1";
    QTest::addRow("castling-queenside") << Castles << "O-O-O"
                                        << "e1c1";
    QTest::addRow("castling-zeros") << Castles << "0-0"
                                    << "e1g1";
    QTest::addRow("castling-zeros-queenside") << Castles << "0-0-0"
                                              << "e1c1";
    QTest::addRow("black-castling") << "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"
                                    << "O-O"
                                    << "e8g8";
    QTest::addRow("castling-check") << CastlingCheck << "O-O+"
                                    << "e1g1";
    QTest::addRow("pinned-knight-not-counted") << PinnedKnight << "Nd2"
                                               << "b1d2";
    QTest::addRow("by-file") << KnightsToD7 << "Nbd7"
                             << "b8d7";
    QTest::addRow("by-file-other") << KnightsToD7 << "Nfd7"
                                   << "f6d7";
    QTest::addRow("by-rank") << Rooks << "R1e2"
                             << "e1e2";
    QTest::addRow("by-file-and-rank") << Queens << "Qh4e1"
                                      << "h4e1";
    QTest::addRow("by-file-among-three") << Queens << "Qee1"
                                         << "e4e1";
    QTest::addRow("knight-drop") << Drops << "N@f3"
                                 << "N@f3";
    QTest::addRow("pawn-drop") << Drops << "P@e4"
                               << "P@e4";
    QTest::addRow("pawn-drop-short") << Drops << "@e4"
                                     << "P@e4";
    QTest::addRow("drop-check") << Drops << "P@d7+"
                                << "P@d7";
    QTest::addRow("black-drop") << "4k3/8/8/8/8/8/8/4K3[n] b - - 0 1"
                                << "N@f6"
                                << "N@f6";
    QTest::addRow("mate") << "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1"
                          << "Ra8#"
                          << "a1a8";
    QTest::addRow("drop-mate") << DropMate << "R@a8#"
                               << "R@a8";
}

void TestNotation::parseSan()
{
    QFETCH(QString, fen);
    QFETCH(QString, san);
    QFETCH(QString, uci);

    const Position pos = testutil::position(fen);
    const auto m = core::parseSan(pos, san.toStdString());
    QVERIFY2(m.ok(), m.ok() ? "" : m.error().c_str());
    QCOMPARE(qs(core::toUci(*m)), uci);
    QVERIFY(pos.isLegal(*m));
}

void TestNotation::parseSanErrors_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("san");
    QTest::addColumn<QString>("message");
    QTest::addColumn<bool>("dropMate");

    QTest::addRow("ambiguous") << KnightsToD7 << "Nd7"
                               << "ambiguous" << true;
    QTest::addRow("ambiguous-rooks") << Rooks << "Re2"
                                     << "ambiguous" << true;
    QTest::addRow("no-such-move") << Start << "e5"
                                  << "no pawn can move to e5" << true;
    QTest::addRow("blocked-piece") << Start << "Ke2"
                                   << "no king can move to e2" << true;
    QTest::addRow("into-check") << "4k3/8/8/8/8/8/r7/4K3 w - - 0 1"
                                << "Ke2"
                                << "king would be in check" << true;
    QTest::addRow("pinned") << "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1"
                            << "Nc3"
                            << "king would be in check" << true;
    QTest::addRow("castling-not-allowed") << "4k3/8/8/8/5r2/8/8/R3K2R w KQ - 0 1"
                                          << "O-O"
                                          << "castling" << true;
    QTest::addRow("garbage") << Start << "hello"
                             << "cannot read" << true;
    QTest::addRow("empty") << Start << ""
                           << "cannot read" << true;
    QTest::addRow("only-check-sign") << Start << "+"
                                     << "cannot read" << true;
    QTest::addRow("king-drop") << Drops << "K@e4"
                               << "cannot read" << true;
    QTest::addRow("pawn-drop-rank-8") << Drops << "P@e8"
                                      << "first or last rank" << true;
    QTest::addRow("pawn-drop-rank-1") << Drops << "P@a1"
                                      << "first or last rank" << true;
    QTest::addRow("drop-not-in-pocket") << Drops << "Q@e4"
                                        << "pocket" << true;
    QTest::addRow("drop-on-occupied") << Drops << "N@e1"
                                      << "empty squares" << true;
    QTest::addRow("drop-mate-forbidden") << DropMate << "R@a8"
                                         << "not allowed" << false;
    QTest::addRow("promotion-to-king") << "8/4P3/8/8/8/8/8/k3K3 w - - 0 1"
                                       << "e8=K"
                                       << "cannot read" << true;
    QTest::addRow("promotion-missing") << "8/4P3/8/8/8/8/8/k3K3 w - - 0 1"
                                       << "e8"
                                       << "must promote" << true;
    QTest::addRow("piece-promotion") << Start << "Nf3=Q"
                                     << "cannot read" << true;
    QTest::addRow("off-board") << Start << "Ni9"
                               << "cannot read" << true;
}

void TestNotation::parseSanErrors()
{
    QFETCH(QString, fen);
    QFETCH(QString, san);
    QFETCH(QString, message);
    QFETCH(bool, dropMate);

    Rules rules;
    rules.dropMate = dropMate;
    const Position pos = testutil::position(fen, rules);
    const auto m = core::parseSan(pos, san.toStdString());
    QVERIFY2(!m.ok(), qPrintable("accepted as " + qs(m.ok() ? core::toUci(*m) : "")));
    const QString error = qs(m.error());
    QVERIFY2(error.contains(message), qPrintable(error));
}

void TestNotation::roundTrip_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<bool>("dropMate");

    QTest::addRow("start") << Start << Variant::Crazyhouse << true;
    QTest::addRow("castles") << Castles << Variant::Crazyhouse << true;
    QTest::addRow("kiwipete")
        << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
        << Variant::Bughouse << true;
    QTest::addRow("promotions")
        << "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1" << Variant::Bughouse
        << true;
    QTest::addRow("black-promotions")
        << "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1" << Variant::Bughouse
        << true;
    QTest::addRow("three-queens") << Queens << Variant::Crazyhouse << true;
    QTest::addRow("en-passant") << EnPassant << Variant::Crazyhouse << true;
    const QString pockets = "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[QRBNPqrbnp]";
    QTest::addRow("full-pockets") << pockets + " b KQkq - 0 1" << Variant::Crazyhouse << true;
    QTest::addRow("full-pockets-white") << pockets + " w KQkq - 0 1" << Variant::Crazyhouse << true;
    QTest::addRow("midgame-pockets")
        << "2rn1b1r/1pp2n1p/B1PBk1pP/5p1P/P5p1/2P2RP1/RP1QNP2/1NBK4[QPp] w - - 0 1"
        << Variant::Crazyhouse << true;
    QTest::addRow("drop-mates") << "6rk/6pp/8/8/8/8/8/K7[QRBNP] w - - 0 1" << Variant::Crazyhouse
                                << true;
    QTest::addRow("drop-mates-forbidden")
        << "6rk/6pp/8/8/8/8/8/K7[QRBNP] w - - 0 1" << Variant::Crazyhouse << false;
    QTest::addRow("promoted-pieces")
        << "4k3/1Q~6/8/8/4b3/8/Kpp5/8[NNbb] b - - 0 1" << Variant::Crazyhouse << true;
    QTest::addRow("in-check-with-pocket")
        << "4k3/8/8/8/8/8/8/r3K3[QRBNP] w - - 0 1" << Variant::Crazyhouse << true;
}

void TestNotation::roundTrip()
{
    QFETCH(QString, fen);
    QFETCH(Variant, variant);
    QFETCH(bool, dropMate);

    Rules rules{variant};
    rules.dropMate = dropMate;
    const Position pos = testutil::position(fen, rules);
    MoveList list;
    pos.legalMoves(list);
    QVERIFY(!list.empty());
    QSet<QString> sans;
    for (const Move &m : list) {
        const std::string san = core::toSan(pos, m), uci = core::toUci(m);
        const auto fromSan = core::parseSan(pos, san);
        QVERIFY2(fromSan.ok(), qPrintable(qs(san + ": " + (fromSan.ok() ? "" : fromSan.error()))));
        QVERIFY2(*fromSan == m, san.c_str());
        const auto fromUci = core::parseUci(pos, uci);
        QVERIFY2(fromUci.ok(), qPrintable(qs(uci + ": " + (fromUci.ok() ? "" : fromUci.error()))));
        QVERIFY2(*fromUci == m, uci.c_str());
        sans.insert(qs(san));
    }
    // Every move has its own SAN.
    QCOMPARE(sans.size(), qsizetype(list.size()));
}

void TestNotation::parseUci_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("uci");
    QTest::addColumn<MoveKind>("kind");

    QTest::addRow("double-step") << Start << "e2e4"
                                 << "e2e4" << MoveKind::Normal;
    QTest::addRow("promotion") << "8/4P3/8/8/8/8/8/k3K3 w - - 0 1"
                               << "e7e8q"
                               << "e7e8q" << MoveKind::Promotion;
    QTest::addRow("promotion-upper-case") << "8/4P3/8/8/8/8/8/k3K3 w - - 0 1"
                                          << "e7e8N"
                                          << "e7e8n" << MoveKind::Promotion;
    QTest::addRow("castling") << Castles << "e1g1"
                              << "e1g1" << MoveKind::Castling;
    QTest::addRow("castling-king-takes-rook") << Castles << "e1h1"
                                              << "e1g1" << MoveKind::Castling;
    QTest::addRow("castling-queenside-king-takes-rook") << Castles << "e1a1"
                                                        << "e1c1" << MoveKind::Castling;
    QTest::addRow("black-castling") << "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"
                                    << "e8h8"
                                    << "e8g8" << MoveKind::Castling;
    QTest::addRow("en-passant") << EnPassant << "e5d6"
                                << "e5d6" << MoveKind::EnPassant;
    QTest::addRow("drop") << Drops << "N@f3"
                          << "N@f3" << MoveKind::Drop;
    QTest::addRow("drop-lower-case") << Drops << "n@f3"
                                     << "N@f3" << MoveKind::Drop;
    QTest::addRow("black-drop-upper-case") << "4k3/8/8/8/8/8/8/4K3[n] b - - 0 1"
                                           << "n@f6"
                                           << "N@f6" << MoveKind::Drop;
    QTest::addRow("black-pawn-drop") << "4k3/8/8/8/8/8/8/4K3[p] b - - 0 1"
                                     << "P@d5"
                                     << "P@d5" << MoveKind::Drop;
}

void TestNotation::parseUci()
{
    QFETCH(QString, fen);
    QFETCH(QString, text);
    QFETCH(QString, uci);
    QFETCH(MoveKind, kind);

    const Position pos = testutil::position(fen);
    const auto m = core::parseUci(pos, text.toStdString());
    QVERIFY2(m.ok(), m.ok() ? "" : m.error().c_str());
    QCOMPARE(m->kind, kind);
    QCOMPARE(qs(core::toUci(*m)), uci);
    QVERIFY(*m == legalMove(pos, uci));
}

void TestNotation::parseUciErrors_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");

    QTest::addRow("pawn-three-squares") << Start << "e2e5"
                                        << "cannot move there";
    QTest::addRow("off-board") << Start << "z9z9"
                               << "cannot read";
    QTest::addRow("promotion-to-king") << "8/4P3/8/8/8/8/8/k3K3 w - - 0 1"
                                       << "e7e8k"
                                       << "promotion";
    QTest::addRow("promotion-to-pawn") << "8/4P3/8/8/8/8/8/k3K3 w - - 0 1"
                                       << "e7e8p"
                                       << "promotion";
    QTest::addRow("promotion-missing") << "8/4P3/8/8/8/8/8/k3K3 w - - 0 1"
                                       << "e7e8"
                                       << "promote";
    QTest::addRow("queen-not-in-pocket") << Drops << "Q@e4"
                                         << "pocket";
    QTest::addRow("king-drop") << Drops << "K@e4"
                               << "cannot read";
    QTest::addRow("pawn-drop-rank-8") << Drops << "P@e8"
                                      << "first or last rank";
    QTest::addRow("drop-on-occupied") << Drops << "N@e8"
                                      << "empty squares";
    QTest::addRow("empty-origin") << Start << "e4e5"
                                  << "no piece";
    QTest::addRow("into-check") << "4k3/8/8/8/8/8/r7/4K3 w - - 0 1"
                                << "e1e2"
                                << "check";
    QTest::addRow("castling-through-check") << "4k3/8/8/8/5r2/8/8/R3K2R w KQ - 0 1"
                                            << "e1g1"
                                            << "castling";
    QTest::addRow("empty") << Start << ""
                           << "cannot read";
    QTest::addRow("too-long") << Start << "e2e4e5"
                              << "cannot read";
    QTest::addRow("san-is-not-uci") << Start << "Nf3"
                                    << "cannot read";
}

void TestNotation::parseUciErrors()
{
    QFETCH(QString, fen);
    QFETCH(QString, text);
    QFETCH(QString, message);

    const Position pos = testutil::position(fen);
    const auto m = core::parseUci(pos, text.toStdString());
    QVERIFY2(!m.ok(), qPrintable("accepted as " + qs(m.ok() ? core::toUci(*m) : "")));
    const QString error = qs(m.error());
    QVERIFY2(error.contains(message), qPrintable(error));
}

void TestNotation::fenRead_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("written");

    const QString kings = "2k5/8/8/8/8/8/8/4K3";
    QTest::addRow("start-no-pocket")
        << Start << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";
    QTest::addRow("bracket-pocket") << kings + "[Qn] w - - 0 1" << kings + "[Qn] w - - 0 1";
    QTest::addRow("pocket-sorted")
        << kings + "[pnbrqPNBRQ] b - - 3 20" << kings + "[QRBNPqrbnp] b - - 3 20";
    QTest::addRow("pocket-counts") << kings + "[PpPNp] w - - 0 1" << kings + "[NPPpp] w - - 0 1";
    QTest::addRow("ninth-rank") << kings + "/Qn w - - 0 1" << kings + "[Qn] w - - 0 1";
    QTest::addRow("dash-pocket") << kings + "[-] w - - 0 1" << kings + "[] w - - 0 1";
    QTest::addRow("empty-brackets") << kings + "[] w - - 0 1" << kings + "[] w - - 0 1";
    QTest::addRow("trailing-slash") << kings + "/ w - - 0 1" << kings + "[] w - - 0 1";
    QTest::addRow("promoted-marks") << "2k5/8/8/8/3n~4/8/8/Q~3K3[] w - - 0 1"
                                    << "2k5/8/8/8/3n~4/8/8/Q~3K3[] w - - 0 1";
    QTest::addRow("board-and-side-only") << kings + " b" << kings + "[] b - - 0 1";
    QTest::addRow("no-counters") << kings + "[N] w -" << kings + "[N] w - - 0 1";
    QTest::addRow("no-fullmove") << kings + "[N] w - - 12" << kings + "[N] w - - 12 1";
    QTest::addRow("fullmove-zero") << kings + " w - - 0 0" << kings + "[] w - - 0 1";
    QTest::addRow("extra-blanks") << "  " + kings + "[N]\tw  -   -  4 9 "
                                  << kings + "[N] w - - 4 9";
    QTest::addRow("castling-without-rooks-dropped") << "r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1"
                                                    << "r3k3/8/8/8/8/8/8/4K2R[] w Kq - 0 1";
    QTest::addRow("castling-with-king-away-dropped") << "r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1"
                                                     << "r3k2r/8/8/8/8/8/8/R2K3R[] w kq - 0 1";
    QTest::addRow("castling-order") << "r3k2r/8/8/8/8/8/8/R3K2R b qkQK - 0 1"
                                    << "r3k2r/8/8/8/8/8/8/R3K2R[] b KQkq - 0 1";
    QTest::addRow("en-passant-kept") << EnPassant << "4k3/8/8/3pP3/8/8/8/4K3[] w - d6 0 1";
    QTest::addRow("en-passant-black") << "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1"
                                      << "4k3/8/8/8/3pP3/8/8/4K3[] b - e3 0 1";
    QTest::addRow("en-passant-without-taker-dropped") << "4k3/8/8/3p4/8/8/8/4K3 w - d6 0 1"
                                                      << "4k3/8/8/3p4/8/8/8/4K3[] w - - 0 1";
    QTest::addRow("published-ninth-rank")
        << "b2nkbnQ~/p1pppp1p/pP1q2p1/r7/8/R5PR/P1PP1P1P/1NBQ1BNK/R w - - 1 2"
        << "b2nkbnQ~/p1pppp1p/pP1q2p1/r7/8/R5PR/P1PP1P1P/1NBQ1BNK[R] w - - 1 2";
}

void TestNotation::fenRead()
{
    QFETCH(QString, fen);
    QFETCH(QString, written);

    const auto pos = Position::fromFen(fen.toStdString());
    QVERIFY2(pos.ok(), pos.ok() ? "" : pos.error().c_str());
    QCOMPARE(qs(pos->fen()), written);
    QVERIFY(pos->isConsistent());
    const auto again = Position::fromFen(pos->fen());
    QVERIFY(again.ok());
    QVERIFY(*again == *pos);
}

void TestNotation::fenErrors_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("message");

    const QString kings = "k7/8/8/8/8/8/8/K7";
    QTest::addRow("empty") << ""
                           << "empty";
    QTest::addRow("seven-ranks") << "k7/8/8/8/8/8/K7 w - - 0 1"
                                 << "7 ranks";
    QTest::addRow("nine-squares-digit") << "k7/8/8/8/8/8/8/K8 w - - 0 1"
                                        << "more than 8 squares";
    QTest::addRow("nine-squares-pieces") << "k7/pppppppp1/8/8/8/8/8/K7 w - - 0 1"
                                         << "more than 8 squares";
    QTest::addRow("short-rank") << "k6/8/8/8/8/8/8/K7 w - - 0 1"
                                << "rank 8 does not have 8 squares";
    QTest::addRow("short-last-rank") << "k7/8/8/8/8/8/8/K6 w - - 0 1"
                                     << "rank 1 does not have 8 squares";
    QTest::addRow("unknown-letter") << "k7/8/8/8/3X4/8/8/K7 w - - 0 1"
                                    << "unknown piece letter \"X\"";
    QTest::addRow("control-byte-escaped") << "k7/8/8/8/3\x1b"
                                             "4/8/8/K7 w - - 0 1"
                                          << "unknown piece letter \"\\x1b\" in the board";
    QTest::addRow("long-move-number-cut")
        << kings + " w - - 0 " + QString(500, '9')
        << "bad move number \"" + QString(80, '9') + "\"... (500 bytes)";
    QTest::addRow("two-white-kings") << "k7/8/8/8/8/8/8/K6K w - - 0 1"
                                     << "White has 2 kings";
    QTest::addRow("no-black-king") << "8/8/8/8/8/8/8/K7 w - - 0 1"
                                   << "Black has 0 kings";
    QTest::addRow("pawn-on-rank-1") << "k7/8/8/8/8/8/8/K6P w - - 0 1"
                                    << "pawn stands on the first or last rank";
    QTest::addRow("pawn-on-rank-8") << "k6p/8/8/8/8/8/8/K7 w - - 0 1"
                                    << "pawn stands on the first or last rank";
    QTest::addRow("missing-side") << kings << "missing side to move";
    QTest::addRow("bad-side") << kings + " x - - 0 1"
                              << "side to move must be 'w' or 'b'";
    QTest::addRow("bad-castling-letter") << "r3k2r/8/8/8/8/8/8/R3K2R w KX - 0 1"
                                         << "unknown castling letter \"X\"";
    QTest::addRow("ep-wrong-rank") << "4k3/8/8/3pP3/8/8/8/4K3 w - d5 0 1"
                                   << "wrong rank";
    QTest::addRow("ep-wrong-rank-for-side") << "4k3/8/8/3pP3/8/8/8/4K3 w - d3 0 1"
                                            << "wrong rank";
    QTest::addRow("ep-without-step") << "4k3/8/8/4P3/8/8/8/4K3 w - d6 0 1"
                                     << "does not follow a two-square";
    QTest::addRow("ep-not-a-square") << "4k3/8/8/3pP3/8/8/8/4K3 w - z9 0 1"
                                     << "bad en-passant square";
    QTest::addRow("promoted-pawn") << "k7/8/8/8/8/8/P~7/K7 w - - 0 1"
                                   << "pawn cannot be promoted";
    QTest::addRow("promoted-king") << "k7/8/8/8/8/8/8/K~7 w - - 0 1"
                                   << "king cannot be promoted";
    QTest::addRow("mark-without-piece") << "k7/~8/8/8/8/8/8/K7 w - - 0 1"
                                        << "'~' must follow a piece";
    QTest::addRow("mark-after-digit") << "k7/8/3~5/8/8/8/8/K7 w - - 0 1"
                                      << "'~' must follow a piece";
    QTest::addRow("king-in-pocket") << kings + "[K] w - - 0 1"
                                    << "king cannot be in a pocket";
    QTest::addRow("unknown-pocket-letter") << kings + "[Nx] w - - 0 1"
                                           << "unknown piece letter \"x\" in the pocket";
    QTest::addRow("trailing-field") << kings + " w - - 0 1 extra"
                                    << "unexpected text after the FEN";
    QTest::addRow("text-after-pocket") << kings + "[N]x w - - 0 1"
                                       << "unexpected text after the pocket";
    QTest::addRow("unclosed-pocket") << kings + "[Qn w - - 0 1"
                                     << "no closing ']'";
    QTest::addRow("two-pockets") << kings + "/Q[n] w - - 0 1"
                                 << "pocket given twice";
    QTest::addRow("side-not-to-move-in-check") << "k7/8/8/8/8/8/8/R6K w - - 0 1"
                                               << "side not to move is in check";
    QTest::addRow("bad-halfmove") << kings + " w - - x 1"
                                  << "bad half-move clock";
    QTest::addRow("negative-halfmove") << kings + " w - - -3 1"
                                       << "bad half-move clock";
    QTest::addRow("bad-fullmove") << kings + " w - - 0 1x"
                                  << "bad move number";
    QTest::addRow("half-move-clock-past-the-bound") << kings + " w - - 1000000 1"
                                                    << "a number from 0 to 999999";
    QTest::addRow("move-number-past-the-bound") << kings + " w - - 0 1000000"
                                                << "a number from 0 to 999999";
    QTest::addRow("too-many-pieces")
        << "k7/8/8/8/8/8/8/K7[" + QString(31, 'P') + QString(32, 'p') + "] w - - 0 1"
        << "more than 64 pieces";
}

void TestNotation::fenErrors()
{
    QFETCH(QString, fen);
    QFETCH(QString, message);

    const auto pos = Position::fromFen(fen.toStdString());
    QVERIFY2(!pos.ok(), qPrintable("accepted as " + qs(pos.ok() ? pos->fen() : "")));
    const QString error = qs(pos.error());
    QVERIFY2(error.contains(message), qPrintable(error));
}

QTEST_APPLESS_MAIN(TestNotation)
#include "tst_notation.moc"
