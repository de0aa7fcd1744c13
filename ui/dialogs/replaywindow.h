#pragma once

#include "ui/match/matchcontroller.h"

#include "core/records/gamerecord.h"
#include "core/review/moments.h"
#include "core/review/provenance.h"
#include "core/review/turningpoints.h"

#include <QWidget>

#include <array>
#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTabWidget;

namespace ui {

class AnalysisRunner;
class MatchScene;
class MatchView;
class MoveList;
class ReviewTexts;
class TimelineWidget;

/// Steps through a recorded match ply by ply and reviews it: both boards, pockets and all four
/// clocks (from the clock stamps) in sync, a move list in four columns (board and colour),
/// keyboard navigation, "continue playing from here", and the review: a timeline of the whole
/// match, where each dropped piece came from, and the engine's evaluation, best move and turning
/// points (analysed in the background, or read from an analysed record), which save with the
/// record; the timeline exports as PNG or SVG.
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

    TimelineWidget *timeline() const { return m_timeline; }
    AnalysisRunner *analysis() const { return m_runner; }
    const std::vector<core::review::TurningPoint> &turningPoints() const { return m_points; }
    /// Starts the engine's analysis (Deep if `deep`), as the Analyse button does.
    void analyse(bool deep);
    /// The record with the analysis known so far written into its plies, as Save saves it.
    core::GameRecord analysedRecord() const;
    /// Where Save and Export start (the folder of the last record saved or opened).
    void setFolder(const QString &folder) { m_folder = folder; }
    /// The review of the ply shown: its evaluation and best move, where its piece came from or
    /// went, and its verdict if it was a turning point.
    QString reviewText() const;

signals:
    /// The user wants to play on from the position shown.
    void continueRequested(const core::MatchConfig &config, const std::array<QString, 4> &names);
    /// A file was saved or exported (its full path).
    void saved(const QString &fileName);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateTitle();
    void showReview();
    void analysisFinished();
    void saveAnalysed();
    void exportTimeline();
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
    core::review::Moments m_moments;
    core::review::Provenance m_provenance;
    std::vector<core::review::TurningPoint> m_points;
    std::unique_ptr<ReviewTexts> m_texts;
    TimelineWidget *m_timeline;
    AnalysisRunner *m_runner;
    QLabel *m_review;
    QListWidget *m_turning;
    QTabWidget *m_lists; // the moves, the turning points
    QComboBox *m_setting;
    QPushButton *m_analyse;
    QProgressBar *m_progress;
    QPushButton *m_save;
    QPushButton *m_export;
    QString m_folder;
};

} // namespace ui
