// Deterministic fuzzing: mutated FEN, SAN and UCI text, and random playouts.
#include "testutil.h"

#include "core/board/notation.h"

#include <random>

using core::Color;
using core::MateRule;
using core::Move;
using core::MoveList;
using core::PieceType;
using core::Position;
using core::Rules;
using core::Status;
using core::Variant;

class TestFuzz : public QObject
{
    Q_OBJECT

private slots:
    void fenMutations_data();
    void fenMutations();
    void sanMutations_data();
    void sanMutations();
    void uciMutations_data();
    void uciMutations();
    void playouts_data();
    void playouts();
};

namespace {

// mt19937 output is fixed by the standard; `rng() % n` keeps runs identical everywhere.
using Rng = std::mt19937;

const QString Start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const QString Kiwipete =
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R[Nbp] w KQkq - 0 1";
const QString Midgame = "2rn1b1r/1pp2n1p/B1PBk1pP/5p1P/P5p1/2P2RP1/RP1QNP2/1NBK4[QPp] w - - 0 1";
const QString Promoted = "4k3/1Q~6/8/8/4b3/8/Kpp5/8[NNbb] b - - 0 1";
const QString EnPassant = "r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 12 30";
const QString NinthRank = "b2nkbnQ~/p1pppp1p/pP1q2p1/r7/8/R5PR/P1PP1P1P/1NBQ1BNK/R w - - 1 2";
const QString Pockets =
    "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[QRBNPqrbnp] b KQkq - 0 1";
const QString Checked = "4k3/8/8/8/8/8/8/r3K3[QRBNP] w - - 0 1";

// Characters the readers look for, so that mutations get past the first check.
const std::string Alphabet = "pnbrqkPNBRQK012345678/[]~-wb KQkq@x:=+#!?Oacdefgh ";

std::size_t below(Rng &rng, std::size_t n)
{
    return n ? rng() % n : 0;
}

char randomChar(Rng &rng)
{
    // Half from the alphabet, half any byte ('\0' and non-ASCII included).
    return rng() % 2 ? Alphabet[below(rng, Alphabet.size())] : char(rng() % 256);
}

// A random piece letter for a piece letter, a digit for a digit, else any character.
char similarChar(char c, Rng &rng)
{
    static const std::string pieces = "pnbrqkPNBRQK", digits = "12345678";
    if (pieces.find(c) != std::string::npos) return pieces[below(rng, pieces.size())];
    if (digits.find(c) != std::string::npos) return digits[below(rng, digits.size())];
    return randomChar(rng);
}

// Random edits of `text`, mostly one.
std::string mutate(std::string text, Rng &rng)
{
    const int edits = rng() % 4 ? 1 : 2 + int(rng() % 3);
    for (int e = 0; e < edits; ++e) {
        const std::size_t at = below(rng, text.size());
        switch (rng() % 8) {
        case 0: // replace
            if (!text.empty()) text[at] = randomChar(rng);
            break;
        case 1: // replace keeping the kind of character, so that more results still read
            if (!text.empty()) text[at] = similarChar(text[at], rng);
            break;
        case 2: // insert
            text.insert(below(rng, text.size() + 1), 1, randomChar(rng));
            break;
        case 3: // delete
            if (!text.empty()) text.erase(at, 1);
            break;
        case 4: // swap
            if (!text.empty()) std::swap(text[at], text[below(rng, text.size())]);
            break;
        case 5: // truncate
            text.resize(below(rng, text.size() + 1));
            break;
        case 6: { // duplicate a chunk
            const std::string chunk = text.substr(at, 1 + below(rng, 8));
            text.insert(below(rng, text.size() + 1), chunk);
            break;
        }
        case 7: { // a run of raw bytes
            std::string bytes;
            for (std::size_t n = 1 + below(rng, 4); n > 0; --n) bytes += char(rng() % 256);
            text.insert(below(rng, text.size() + 1), bytes);
            break;
        }
        }
    }
    return text;
}

// `text` with control and non-ASCII bytes escaped, for messages.
QString printable(const std::string &text)
{
    QString out;
    for (unsigned char c : text) {
        if (c >= 32 && c < 127)
            out += QChar(c);
        else
            out += QStringLiteral("\\x%1").arg(int(c), 2, 16, QChar('0'));
    }
    return out;
}

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

// Rows shared by the SAN and UCI mutation tests.
void addMoveRows()
{
    QTest::addColumn<uint>("seed");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<int>("iterations");

    QTest::addRow("start") << 11u << Start << Variant::Crazyhouse << 5000;
    QTest::addRow("kiwipete") << 12u << Kiwipete << Variant::Crazyhouse << 5000;
    QTest::addRow("midgame") << 13u << Midgame << Variant::Crazyhouse << 5000;
    QTest::addRow("promoted") << 14u << Promoted << Variant::Crazyhouse << 5000;
    QTest::addRow("en-passant") << 15u << EnPassant << Variant::Bughouse << 5000;
    QTest::addRow("pockets") << 16u << Pockets << Variant::Crazyhouse << 5000;
    QTest::addRow("checked") << 17u << Checked << Variant::Bughouse << 5000;
}

enum class Notation
{
    San,
    Uci
};

// Mutates the notation of random legal moves: what parses must be legal, what fails must say why.
void fuzzMoves(Notation notation)
{
    QFETCH(uint, seed);
    QFETCH(QString, fen);
    QFETCH(Variant, variant);
    QFETCH(int, iterations);

    const Position pos = testutil::position(fen, Rules{variant});
    MoveList list;
    pos.legalMoves(list);
    QVERIFY(!list.empty());
    std::vector<std::string> texts;
    const bool san = notation == Notation::San;
    for (const Move &m : list) texts.push_back(san ? core::toSan(pos, m) : core::toUci(m));

    Rng rng(seed);
    int accepted = 0;
    for (int i = 0; i < iterations; ++i) {
        const std::string text = mutate(texts[below(rng, texts.size())], rng);
        const auto m = san ? core::parseSan(pos, text) : core::parseUci(pos, text);
        if (m) {
            ++accepted;
            QVERIFY2(pos.isLegal(*m), qPrintable(printable(text)));
        } else {
            QVERIFY2(!m.error().empty(), qPrintable(printable(text)));
        }
    }
    // Both outcomes must have been reached.
    QVERIFY(accepted > 0);
    QVERIFY(accepted < iterations);
}

} // namespace

void TestFuzz::fenMutations_data()
{
    QTest::addColumn<uint>("seed");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<int>("iterations");

    QTest::addRow("start") << 1u << Start << Variant::Crazyhouse << 15000;
    QTest::addRow("kiwipete") << 2u << Kiwipete << Variant::Crazyhouse << 15000;
    QTest::addRow("midgame") << 3u << Midgame << Variant::Crazyhouse << 15000;
    QTest::addRow("promoted") << 4u << Promoted << Variant::Crazyhouse << 15000;
    QTest::addRow("en-passant") << 5u << EnPassant << Variant::Bughouse << 15000;
    QTest::addRow("ninth-rank") << 6u << NinthRank << Variant::Crazyhouse << 15000;
    QTest::addRow("pockets") << 7u << Pockets << Variant::Bughouse << 15000;
    QTest::addRow("checked") << 8u << Checked << Variant::Crazyhouse << 15000;
}

void TestFuzz::fenMutations()
{
    QFETCH(uint, seed);
    QFETCH(QString, fen);
    QFETCH(Variant, variant);
    QFETCH(int, iterations);

    const Rules rules{variant};
    Rng rng(seed);
    int parsed = 0;
    for (int i = 0; i < iterations; ++i) {
        const std::string text = mutate(fen.toStdString(), rng);
        const QString input = printable(text);
        const auto pos = Position::fromFen(text, rules);
        if (!pos) {
            QVERIFY2(!pos.error().empty(), qPrintable(input));
            continue;
        }
        ++parsed;
        std::string why;
        QVERIFY2(pos->isConsistent(&why), qPrintable(input + ": " + qs(why)));
        const auto again = Position::fromFen(pos->fen(), rules);
        QVERIFY2(again.ok(), qPrintable(input + " wrote " + qs(pos->fen())));
        QVERIFY2(*again == *pos, qPrintable(input + " wrote " + qs(pos->fen())));

        // Whatever was read can be played on.
        MoveList list;
        pos->legalMoves(list);
        QCOMPARE(pos->countLegalMoves(), quint64(list.size()));
        if (list.empty()) continue;
        Position copy = *pos;
        const Move m = list[below(rng, list.size())];
        Position::Undo undo;
        copy.makeMove(m, undo);
        const QString played = input + " " + qs(core::toUci(m));
        QVERIFY2(copy.isConsistent(&why), qPrintable(played + ": " + qs(why)));
        copy.unmakeMove(m, undo);
        QVERIFY2(copy == *pos, qPrintable(played));
    }
    // Both outcomes must have been reached.
    QVERIFY(parsed > 0);
    QVERIFY(parsed < iterations);
}

void TestFuzz::sanMutations_data()
{
    addMoveRows();
}

void TestFuzz::sanMutations()
{
    fuzzMoves(Notation::San);
}

void TestFuzz::uciMutations_data()
{
    addMoveRows();
}

void TestFuzz::uciMutations()
{
    fuzzMoves(Notation::Uci);
}

void TestFuzz::playouts_data()
{
    QTest::addColumn<uint>("seed");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<bool>("dropMate");
    QTest::addColumn<MateRule>("mateRule");
    QTest::addColumn<QString>("house"); // house rules added (testutil::rulesFrom)

    const Variant zh = Variant::Crazyhouse, bug = Variant::Bughouse;
    const MateRule standard = MateRule::Standard, bughouse = MateRule::Bughouse;
    for (uint seed = 101; seed <= 104; ++seed)
        QTest::addRow("zh-start-%u", seed) << seed << Start << zh << true << standard << "";
    QTest::addRow("zh-no-drop-mate") << 105u << Start << zh << false << standard << "";
    QTest::addRow("zh-bughouse-mate-rule") << 106u << Start << zh << true << bughouse << "";
    QTest::addRow("zh-kiwipete") << 107u << Kiwipete << zh << true << standard << "";
    QTest::addRow("zh-pockets") << 108u << Pockets << zh << false << standard << "";
    QTest::addRow("zh-promoted") << 109u << Promoted << zh << true << standard << "";
    for (uint seed = 201; seed <= 203; ++seed)
        QTest::addRow("bughouse-start-%u", seed) << seed << Start << bug << true << bughouse << "";
    QTest::addRow("bughouse-no-drop-mate") << 204u << Start << bug << false << bughouse << "";
    QTest::addRow("bughouse-midgame") << 205u << Midgame << bug << true << standard << "";
    QTest::addRow("bughouse-czech") << 301u << Start << bug << true << standard << "czech";
    QTest::addRow("bughouse-czech-midgame")
        << 302u << Midgame << bug << true << standard << "czech";
    QTest::addRow("bughouse-doorgeefschaak")
        << 303u << Start << bug << true << standard << "doorgeefschaak";
    QTest::addRow("bughouse-no-drop-check-bughouse-rule-knights")
        << 304u << Midgame << bug << false << bughouse << "no-drop-check,no-stalemate,promotions=N";
    QTest::addRow("zh-doorgeefschaak-queen-or-knight")
        << 305u << Promoted << zh << true << standard << "no-drop-check,promotions=QN";
}

void TestFuzz::playouts()
{
    QFETCH(uint, seed);
    QFETCH(QString, fen);
    QFETCH(Variant, variant);
    QFETCH(bool, dropMate);
    QFETCH(MateRule, mateRule);
    QFETCH(QString, house);

    constexpr int MaxPlies = 200;
    constexpr std::size_t RoundTrips = 12; // moves per ply checked through SAN and UCI
    Rules rules = testutil::rulesFrom(house);
    rules.variant = variant;
    rules.dropMate = dropMate;
    rules.mateRule = mateRule;
    Position pos = testutil::position(fen, rules);
    Rng rng(seed);
    for (int ply = 0; ply < MaxPlies; ++ply) {
        const QString where = qs(pos.fen());
        MoveList list;
        pos.legalMoves(list);
        QCOMPARE(pos.countLegalMoves(), quint64(list.size()));
        const Status status = pos.status();
        if (list.empty()) {
            const bool over = status == Status::Checkmate || status == Status::Stalemate;
            QVERIFY2(over || status == Status::Wait, qPrintable(where));
            break;
        }
        QCOMPARE(status, pos.inCheck() ? Status::Check : Status::Normal);

        for (std::size_t k = 0; k < std::min(RoundTrips, list.size()); ++k) {
            const Move m = list.size() <= RoundTrips ? list[k] : list[below(rng, list.size())];
            const std::string san = core::toSan(pos, m), uci = core::toUci(m);
            const auto fromSan = core::parseSan(pos, san);
            QVERIFY2(fromSan.ok() && *fromSan == m, qPrintable(where + " " + qs(san)));
            const auto fromUci = core::parseUci(pos, uci);
            QVERIFY2(fromUci.ok() && *fromUci == m, qPrintable(where + " " + qs(uci)));
            QCOMPARE(core::checkMove(pos, m), core::MoveError::None);
            // House rules: no checking drop without drop checks, only the allowed promotions.
            if (m.kind == core::MoveKind::Drop && !rules.dropCheck)
                QVERIFY2(!pos.givesCheck(m), qPrintable(where + " " + qs(uci)));
            if (m.kind == core::MoveKind::Promotion)
                QVERIFY2(rules.allowsPromotion(m.piece), qPrintable(where + " " + qs(uci)));
        }

        const Move m = list[below(rng, list.size())];
        const std::uint64_t key = pos.key();
        Position::Undo undo;
        pos.makeMove(m, undo);
        std::string why;
        QVERIFY2(pos.isConsistent(&why), qPrintable(where + " " + qs(core::toUci(m) + ": " + why)));
        // Take it back and play it again.
        pos.unmakeMove(m, undo);
        QCOMPARE(qs(pos.fen()), where);
        QCOMPARE(pos.key(), key);
        pos.makeMove(m, undo);
        const auto reread = Position::fromFen(pos.fen(), rules);
        QVERIFY2(reread.ok() && *reread == pos, pos.fen().c_str());

        // Bughouse: the partner board sends pieces now and then.
        if (variant == Variant::Bughouse && rng() % 3 == 0) {
            const Color c = rng() % 2 ? Color::White : Color::Black;
            const bool room = pos.pieceCount() < Position::MaxPieces;
            QCOMPARE(pos.addToPocket(c, PieceType(rng() % core::PocketTypes)), room);
            QVERIFY(pos.isConsistent());
        }
    }
}

QTEST_APPLESS_MAIN(TestFuzz)
#include "tst_fuzz.moc"
