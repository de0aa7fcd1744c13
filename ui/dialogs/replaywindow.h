#pragma once

#include "ui/match/matchcontroller.h"

#include "core/records/gamerecord.h"

#include <QWidget>

#include <array>
#include <optional>

class QLabel;
class QPushButton;

namespace ui {

class MatchScene;
class MatchView;
class MoveList;

/// Steps through a recorded match ply by ply: both boards, pockets and all four clocks (from the
/// clock stamps) in sync, a move list in four columns (board and colour), keyboard navigation,
/// and "continue playing from here".
class ReplayWindow : public QWidget
{
    Q_OBJECT

public:
    /// A window for `record`, whose moves are resolved (as readGames() gives them).
    ReplayWindow(core::GameRecord record, bool localizedLetters, QWidget *parent = nullptr);
    ~ReplayWindow() override;

    /// The ply shown: 0 is the start, plies().size() the end.
    int ply() const { return m_ply; }
    void setPly(int ply);
    const core::GameRecord &record() const { return m_record; }
    MatchScene *scene() const { return m_scene; }
    /// At the end of the record: the result for the teams (as `bughouse-cli replay` gives it),
    /// or, without one, how the game stood; the record's own closing words besides.
    QString resultText() const;
    /// The match state shown (boards, pockets, clocks).
    const core::Match *shown() const { return m_controller.match(); }
    /// The tag in which a record of an unfinished match says what its clocks showed when it was
    /// left: seconds per seat in Seat order, `1109.3 1180 1195.25 1190` (two in crazyhouse).
    static constexpr const char *ClocksTag = "Clocks";
    /// The match as played up to the ply shown, its clocks paused at that ply's moment (at the end
    /// of a record with ClocksTag, at the moment they showed that): every ply played at the time
    /// its clock stamp gives. Nothing if the stamps do not give that exactly (play then goes on
    /// from the position: continueRequested()'s configuration). The clocks shown are its clocks.
    const std::optional<core::Match> &playedMatch() const { return m_played; }

signals:
    /// The user wants to play on from the position shown.
    void continueRequested(const core::MatchConfig &config, const std::array<QString, 4> &names);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    core::MatchConfig configAt(int ply) const;
    std::optional<core::Match> playedTo(int ply) const;
    std::optional<std::array<core::Milliseconds, 4>> endClocks() const;

    core::GameRecord m_record;
    std::array<QString, 4> m_names;
    bool m_localized;
    MatchController m_controller;
    MatchScene *m_scene;
    MatchView *m_view;
    MoveList *m_moves;
    QLabel *m_info;
    QPushButton *m_first;
    QPushButton *m_previous;
    QPushButton *m_next;
    QPushButton *m_last;
    QPushButton *m_continue;
    int m_ply = 0;
    core::MatchConfig m_playConfig;      // the position shown, for "continue playing from here"
    std::optional<core::Match> m_played; // playedMatch()
};

} // namespace ui
