#include "ruletexts.h"

#include "core/notation.h"

namespace ui {

const std::array<RuleFlag, 8> RuleFlags = {{{"dropMate", &core::Rules::dropMate},
                                            {"dropCheck", &core::Rules::dropCheck},
                                            {"stalemate", &core::Rules::stalemate},
                                            {"repetitionPerBoard", &core::Rules::repetitionPerBoard},
                                            {"repetitionAcrossBoards", &core::Rules::repetitionAcrossBoards},
                                            {"poisonedPiece", &core::Rules::poisonedPiece},
                                            {"simultaneousEnd", &core::Rules::simultaneousEnd},
                                            {"clockMove", &core::Rules::clockMove}}};

QString RuleTexts::setName(core::RuleSet set)
{
    switch (set) {
    case core::RuleSet::Internet: return tr("Internet (chess.com, FICS)");
    case core::RuleSet::CzechClub: return tr("Czech club rules");
    case core::RuleSet::Doorgeefschaak: return tr("Doorgeefschaak");
    case core::RuleSet::Custom: break;
    }
    return tr("Custom rules");
}

QStringList RuleTexts::lines(const core::Rules &rules, core::MatchMode mode)
{
    const bool bughouse = mode == core::MatchMode::Bughouse;
    QStringList out;
    out << (rules.mateRule == core::MateRule::Bughouse ? tr("Mate rule: bughouse") : tr("Mate rule: standard"));
    if (!rules.dropCheck) out << tr("No check by a drop");
    else if (!rules.dropMate) out << tr("No mate by a drop");
    if (rules.promotions == core::promotion::QueenOrKnight) {
        out << tr("Promotion: queen or knight (R00)");
    } else if (rules.promotions != core::promotion::Any) {
        QStringList pieces;
        for (core::PieceType t : {core::PieceType::Queen, core::PieceType::Rook, core::PieceType::Bishop,
                                  core::PieceType::Knight})
            if (rules.allowsPromotion(t)) pieces << QString(QChar(core::pieceTypeLetter(t)));
        out << tr("Promotion: %1").arg(pieces.join(QLatin1Char(' ')));
    }
    if (bughouse) {
        if (!rules.stalemate) out << tr("No stalemate (R8)");
        if (rules.repetitionPerBoard && rules.repetitionAcrossBoards) out << tr("Threefold repetition, also across boards (R6)");
        else if (rules.repetitionPerBoard) out << tr("Threefold repetition (R6)");
        else if (rules.repetitionAcrossBoards) out << tr("Threefold repetition across boards (R6)");
        if (rules.poisonedPiece) out << tr("Poisoned piece (R7)");
        if (rules.simultaneousEnd) out << tr("Both boards at once (R01)");
    }
    if (rules.clockMove) out << tr("Move stands when the clock is pressed (R0)");
    return out;
}

} // namespace ui
