#include "rules.h"

#include <initializer_list>

namespace core {

Rules rulesOf(RuleSet set)
{
    Rules r;
    switch (set) {
    case RuleSet::Internet: r.mateRule = MateRule::Bughouse; break;
    case RuleSet::CzechClub:
        r.repetitionPerBoard = r.repetitionAcrossBoards = true;
        r.poisonedPiece = true;
        r.promotions = promotion::QueenOrKnight;
        r.stalemate = false;
        r.simultaneousEnd = true;
        r.premoves = false;
        break;
    case RuleSet::Doorgeefschaak: r.dropCheck = false; break;
    case RuleSet::Custom: break;
    }
    return r;
}

RuleSet ruleSetOf(const Rules &rules)
{
    Rules r = rules;
    r.variant = Rules{}.variant;
    r.clockMove = false;
    if (!r.dropCheck) r.dropMate = true; // no drop checks: no drop mates either way
    for (RuleSet set : {RuleSet::Internet, RuleSet::CzechClub, RuleSet::Doorgeefschaak})
        if (r == rulesOf(set)) return set;
    return RuleSet::Custom;
}

const char *ruleSetName(RuleSet set)
{
    switch (set) {
    case RuleSet::Internet: return "Internet (chess.com, FICS)";
    case RuleSet::CzechClub: return "Czech club rules";
    case RuleSet::Doorgeefschaak: return "Doorgeefschaak";
    case RuleSet::Custom: break;
    }
    return "Custom";
}

} // namespace core
