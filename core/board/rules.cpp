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

// Compared as they apply: what a set leaves open, or what a crazyhouse game does not have, is
// made equal on both sides first.
RuleSet ruleSetOf(const Rules &rules)
{
    auto comparable = [&rules](Rules r, RuleSet set) {
        r.variant = rules.variant;
        if (set == RuleSet::CzechClub) r.clockMove = false; // R0 may be added
        if (!r.dropCheck) r.dropMate = true; // no drop checks: no drop mates either way
        if (rules.variant == Variant::Crazyhouse) {
            r.mateRule = MateRule::Standard; // no partner to wait for
            r.stalemate = true;
            r.repetitionPerBoard = r.repetitionAcrossBoards = false;
            r.poisonedPiece = r.simultaneousEnd = false;
        }
        return r;
    };
    for (RuleSet set : {RuleSet::Internet, RuleSet::CzechClub, RuleSet::Doorgeefschaak})
        if (comparable(rules, set) == comparable(rulesOf(set), set)) return set;
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
