#pragma once

#include "core/match/clock.h"
#include "core/match/match.h"

#include <QTableWidget>

#include <optional>
#include <vector>

namespace ui {

/// The moves of a match as a table with a column per board and colour (two in crazyhouse) and a
/// row per ply, so that the order of play across the boards stays visible: SAN in the chosen
/// piece letters, drops as `N@f3`, the mover's clock after each move. The replay window and the
/// live move lists both show it. It follows the text size of the application.
class MoveList : public QTableWidget
{
    Q_OBJECT

public:
    /// The smallest font the list takes to fit its columns, as a share of the font set on it.
    static constexpr qreal MinFontScale = 0.6;

    explicit MoveList(QWidget *parent = nullptr);

    /// Starts an empty list for a match of `mode`.
    void reset(core::MatchMode mode);
    /// Adds a ply at the end; while following, it is scrolled into view and marked current.
    void addPly(core::Seat seat, const std::string &san, std::optional<core::Milliseconds> clock);
    int plies() const { return rowCount(); }
    /// Piece letters in the user-interface language, or English SAN.
    void setLocalizedLetters(bool localized);
    /// Keeps the latest ply in view and marked (the live lists), or leaves the marking to
    /// setCurrentPly().
    void setFollowing(bool following) { m_following = following; }
    /// Marks ply `ply` (1 = the first; 0 marks none) and scrolls to it, without emitting plyChosen.
    void setCurrentPly(int ply);
    /// The text shown for ply `ply` (1 = the first).
    QString plyText(int ply) const;
    /// The column of `seat`'s moves.
    int columnOf(core::Seat seat) const;
    /// The list takes no more than `pixels` of width. Narrower than its columns at its font, it
    /// shows them in a smaller one (down to MinFontScale of it); only narrower still, it scrolls.
    void setWidthLimit(int pixels);

signals:
    /// The user chose ply `ply` (1 = the first) in the list.
    void plyChosen(int ply);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    struct Entry
    {
        core::Seat seat;
        std::string san;
        std::optional<core::Milliseconds> clock;
    };
    void retranslate();
    void fitColumns();
    void show(int row);

    core::MatchMode m_mode = core::MatchMode::Bughouse;
    int m_widthLimit = QWIDGETSIZE_MAX;
    std::vector<Entry> m_entries;
    bool m_localized = false;
    bool m_following = false;
    QFont m_askedFont;      // the font set from outside; font() may be a smaller one (fitColumns())
    bool m_fitting = false; // fitColumns() is setting the font
};

} // namespace ui
