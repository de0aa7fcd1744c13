#include "reviewtexts.h"

#include "ui/match/movetext.h"

#include <QLocale>

#include <cmath>

namespace ui {

using core::PieceType;
using core::review::VerdictKind;

ReviewTexts::ReviewTexts(const core::GameRecord &record, const std::array<QString, 4> &names,
                         bool localized)
    : m_record(record), m_names(names)
{
    // Move numbers as the boards count them from their start positions.
    std::array<int, 2> number{1, 1};
    std::array<core::Color, 2> toMove{core::Color::White, core::Color::White};
    if (const auto boards = core::startBoards(record))
        for (int b = 0; b < 2; ++b) {
            number[b] = (*boards)[b].fullmoveNumber();
            toMove[b] = (*boards)[b].sideToMove();
        }
    const bool bughouse = record.mode == core::MatchMode::Bughouse;
    for (const core::Ply &p : record.plies) {
        const int b = int(p.board());
        const bool white = core::colorOf(p.seat) == core::Color::White;
        // A move out of turn (a record that does not replay) keeps the count going.
        if (white && toMove[b] == core::Color::Black) ++number[b];
        QString label = QLocale().toString(number[b]);
        if (bughouse)
            label += QChar(white ? 'A' + b : 'a' + b) + QStringLiteral(".");
        else
            label += white ? QStringLiteral(".") : QStringLiteral("...");
        m_moves.push_back(label + ' ' + displaySan(QString::fromStdString(p.san), localized));
        if (!white) ++number[b];
        toMove[b] = white ? core::Color::Black : core::Color::White;
    }
}

QString ReviewTexts::move(int ply) const
{
    return ply >= 0 && ply < int(m_moves.size()) ? m_moves[std::size_t(ply)] : QString();
}

QString ReviewTexts::pieceName(PieceType type)
{
    switch (type) {
    case PieceType::Pawn: return tr("pawn");
    case PieceType::Knight: return tr("knight");
    case PieceType::Bishop: return tr("bishop");
    case PieceType::Rook: return tr("rook");
    case PieceType::Queen: return tr("queen");
    case PieceType::King: return tr("king");
    case PieceType::None: break;
    }
    return tr("piece");
}

QString ReviewTexts::evaluation(const core::Evaluation &eval)
{
    const QLocale locale;
    const QString minus = locale.negativeSign();
    if (eval.mate != 0)
        return '#' + (eval.mate < 0 ? minus : QString()) + locale.toString(std::abs(eval.mate));
    const QString number = locale.toString(std::abs(eval.centipawns) / 100.0, 'f', 2);
    return (eval.centipawns < 0 ? minus : locale.positiveSign()) + number;
}

QString ReviewTexts::seconds(core::Milliseconds ms, bool estimated) const
{
    const int s = int(std::lround(double(ms) / 1000));
    return estimated ? tr("about %n s", "", s) : tr("%n s", "", s);
}

QString ReviewTexts::verdict(const core::review::Verdict &v) const
{
    switch (v.kind) {
    case VerdictKind::MissedMate: return tr("Missed mate in %n", "", v.mate);
    case VerdictKind::AllowedMate: return tr("Allowed mate in %n", "", v.mate);
    case VerdictKind::FedPartnerBoard: {
        const QString piece = pieceName(v.piece);
        const QString drop = move(v.drop);
        if (v.later)
            return v.mated ? tr("Gave the partner's opponent a %1: %2 mated %3 later")
                                 .arg(piece, drop, seconds(*v.later, v.estimated))
                           : tr("Gave the partner's opponent a %1: %2 won %3 later")
                                 .arg(piece, drop, seconds(*v.later, v.estimated));
        return v.mated ? tr("Gave the partner's opponent a %1: %2 mated").arg(piece, drop)
                       : tr("Gave the partner's opponent a %1: %2 won").arg(piece, drop);
    }
    case VerdictKind::LostMaterial:
        switch (v.piece) {
        case PieceType::Pawn: return tr("Lost a pawn");
        case PieceType::Knight: return tr("Lost a knight");
        case PieceType::Bishop: return tr("Lost a bishop");
        case PieceType::Rook: return tr("Lost a rook");
        case PieceType::Queen: return tr("Lost the queen");
        default: return tr("Lost material");
        }
    case VerdictKind::Blunder: return tr("Blunder");
    case VerdictKind::Mistake: return tr("Mistake");
    }
    return {};
}

QString ReviewTexts::provenance(const core::review::Provenance &provenance,
                                const core::review::Moments &moments, int ply) const
{
    if (ply < 0 || ply >= int(provenance.crossingOf.size())) return {};
    const int index = provenance.crossingOf[std::size_t(ply)];
    if (index == core::review::NoCrossing) return {};
    const core::review::Crossing &c = provenance.crossings[std::size_t(index)];
    const auto between = [&](int from, int to) {
        return seconds(moments.at[std::size_t(to)] - moments.at[std::size_t(from)],
                       moments.kind != core::review::Moments::Kind::Exact);
    };
    const bool timed = moments.kind != core::review::Moments::Kind::MoveOrder;
    const QString board = QString(QChar('A' + int(m_record.plies[std::size_t(c.capture)].board())));
    if (c.capture != ply) { // a drop: where its piece came from
        return timed ? tr("This %1 came from %2 on board %3, %4 earlier.")
                           .arg(pieceName(c.piece), move(c.capture), board, between(c.capture, ply))
                     : tr("This %1 came from %2 on board %3.")
                           .arg(pieceName(c.piece), move(c.capture), board);
    }
    const QString receiver = m_names[int(c.receiver)];
    const QString arrived =
        c.piece != c.captured
            ? tr("The captured %1 went to %2's pocket as a pawn.")
                  .arg(pieceName(c.captured), receiver)
            : tr("The captured %1 went to %2's pocket.").arg(pieceName(c.captured), receiver);
    if (!c.drop) return arrived + ' ' + tr("It was never dropped.");
    return arrived + ' ' +
           (timed ? tr("Dropped at %1, %2 later.").arg(move(*c.drop), between(ply, *c.drop))
                  : tr("Dropped at %1.").arg(move(*c.drop)));
}

} // namespace ui
