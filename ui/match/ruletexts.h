#pragma once

#include "core/match/match.h"

#include <QCoreApplication>
#include <QStringList>

#include <array>

namespace ui {

/// A yes/no rule option and the key it is stored under (settings, autosave).
struct RuleFlag
{
    const char *key;
    bool core::Rules::*option;
};

/// Every yes/no rule option.
extern const std::array<RuleFlag, 9> RuleFlags;

/// The rule options in the program's words: rule-set names, and one short line per option that
/// differs from the internet servers' rules (the boards' side panel).
class RuleTexts
{
    Q_DECLARE_TR_FUNCTIONS(ui::RuleTexts)

public:
    /// "Internet (chess.com, FICS)", "Czech club rules", "Doorgeefschaak", "Custom", translated.
    static QString setName(core::RuleSet set);
    /// Short lines for the options of `rules` that differ from the internet set, with the seed's
    /// rule numbers (`R8 no stalemate`); the mate rule always. Bughouse-only options are left
    /// out in crazyhouse.
    static QStringList lines(const core::Rules &rules, core::MatchMode mode);
};

} // namespace ui
