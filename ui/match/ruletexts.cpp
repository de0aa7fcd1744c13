#include "ruletexts.h"

#include "core/board/notation.h"

namespace ui {

const std::array<RuleFlag, 9> RuleFlags = {
    {{"dropMate", &core::Rules::dropMate},
     {"dropCheck", &core::Rules::dropCheck},
     {"stalemate", &core::Rules::stalemate},
     {"repetitionPerBoard", &core::Rules::repetitionPerBoard},
     {"repetitionAcrossBoards", &core::Rules::repetitionAcrossBoards},
     {"poisonedPiece", &core::Rules::poisonedPiece},
     {"simultaneousEnd", &core::Rules::simultaneousEnd},
     {"clockMove", &core::Rules::clockMove},
     {"premoves", &core::Rules::premoves}}};

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
    out << (rules.mateRule == core::MateRule::Bughouse ? tr("Bughouse mate rule")
                                                       : tr("Standard mate rule"));
    if (!rules.dropCheck)
        out << tr("No check by a drop");
    else if (!rules.dropMate)
        out << tr("No mate by a drop");
    if (rules.promotions == core::promotion::QueenOrKnight) {
        out << tr("R00 queen or knight");
    } else if (rules.promotions != core::promotion::Any) {
        QStringList pieces;
        for (core::PieceType t : core::promotion::Order)
            if (rules.allowsPromotion(t)) pieces << QString(QChar(core::pieceTypeLetter(t)));
        out << tr("Promotion %1").arg(pieces.join(QLatin1Char(' ')));
    }
    if (bughouse) {
        if (!rules.stalemate) out << tr("R8 no stalemate");
        if (rules.repetitionPerBoard && rules.repetitionAcrossBoards)
            out << tr("R6 repetition, across boards too");
        else if (rules.repetitionPerBoard)
            out << tr("R6 repetition");
        else if (rules.repetitionAcrossBoards)
            out << tr("R6 repetition across boards");
        if (rules.poisonedPiece) out << tr("R7 poisoned piece");
        if (rules.simultaneousEnd) out << tr("R01 both boards at once");
    }
    if (rules.clockMove) out << tr("R0 clock-move");
    if (!rules.premoves) out << tr("R3 no premoves");
    return out;
}

} // namespace ui
