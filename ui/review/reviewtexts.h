#pragma once

#include "core/records/gamerecord.h"
#include "core/review/moments.h"
#include "core/review/provenance.h"
#include "core/review/turningpoints.h"

#include <QCoreApplication>
#include <QString>

#include <array>
#include <vector>

namespace ui {

/// The words of a match review in the user's language: evaluations, verdicts and where pieces
/// came from.
class ReviewTexts
{
    Q_DECLARE_TR_FUNCTIONS(ReviewTexts)

public:
    /// `record`'s plies as the move list names them: `14A. Bxc6`, `14a. Nf6` (bughouse), `14.
    /// Bxc6`, `14... Nf6` (crazyhouse), in the user's piece letters with `localized`.
    ReviewTexts(const core::GameRecord &record, const std::array<QString, 4> &names,
                bool localized);

    /// Ply `ply` (an index into the record's plies) with its move number.
    QString move(int ply) const;
    /// A piece type's name, lower case: "knight".
    static QString pieceName(core::PieceType type);
    /// An evaluation from White's view as players write it, the number in the user's locale:
    /// `+0.35`, `−1.20`, `#3`, `#−3`.
    static QString evaluation(const core::Evaluation &eval);
    /// A turning point's verdict: "Lost the queen", "Missed mate in 2", …
    QString verdict(const core::review::Verdict &verdict) const;
    /// For a drop, the capture that supplied its piece and when; for a capture, where the piece
    /// went and whether it was dropped. Empty for other plies and a drop from the start pocket.
    QString provenance(const core::review::Provenance &provenance,
                       const core::review::Moments &moments, int ply) const;

private:
    QString seconds(core::Milliseconds ms, bool estimated) const;

    const core::GameRecord &m_record;
    std::array<QString, 4> m_names;
    std::vector<QString> m_moves;
};

} // namespace ui
