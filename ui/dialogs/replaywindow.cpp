#include "replaywindow.h"

#include "filedialog.h"
#include "movelist.h"

#include "ui/match/movetext.h"
#include "ui/match/safefile.h"
#include "ui/review/analysisrunner.h"
#include "ui/review/reviewtexts.h"
#include "ui/review/timelinewidget.h"
#include "ui/scene/boarditem.h"
#include "ui/scene/matchscene.h"
#include "ui/scene/matchview.h"
#include "ui/settings/uisize.h"

#include "core/records/bpgn.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>

namespace ui {

using core::Seat;

namespace {

const char *const NameTags[4] = {"WhiteA", "BlackA", "WhiteB", "BlackB"};

} // namespace

ReplayWindow::ReplayWindow(core::GameRecord record, bool localizedLetters, QWidget *parent)
    : QWidget(parent, Qt::Window), m_record(std::move(record)), m_localized(localizedLetters),
      m_scene(new MatchScene(&m_controller, this)), m_view(new MatchView(m_scene, this)),
      m_moves(new MoveList(this)), m_info(new QLabel(this)), m_first(new QPushButton(this)),
      m_previous(new QPushButton(this)), m_next(new QPushButton(this)),
      m_last(new QPushButton(this)), m_continue(new QPushButton(this)),
      m_moments(core::review::plyMoments(m_record)),
      m_provenance(core::review::provenance(m_record)), m_runner(new AnalysisRunner(this)),
      m_review(new QLabel(this)), m_turning(new QListWidget(this)), m_lists(new QTabWidget(this)),
      m_setting(new QComboBox(this)), m_analyse(new QPushButton(this)),
      m_progress(new QProgressBar(this)), m_save(new QPushButton(this)),
      m_export(new QPushButton(this))
{
    m_info->setObjectName(QStringLiteral("replayInfo"));
    m_info->setWordWrap(true);
    m_continue->setObjectName(QStringLiteral("continueButton"));
    const bool bughouse = m_record.mode == core::MatchMode::Bughouse;
    for (int s = 0; s < 4; ++s) {
        const std::string tag =
            bughouse ? m_record.tag(NameTags[s]) : m_record.tag(s == 0 ? "White" : "Black");
        m_names[s] = tag.empty() ? QStringLiteral("?") : QString::fromStdString(tag);
    }
    m_scene->setReadOnly(true);
    m_view->setInteractive(false);
    m_texts = std::make_unique<ReviewTexts>(m_record, m_names, m_localized);
    m_timeline = new TimelineWidget(m_record, m_moments, m_provenance, m_names, this);
    m_timeline->setAnalysis(&m_runner->analysis());
    connect(m_timeline, &TimelineWidget::plyChosen, this, &ReplayWindow::setPly);
    m_review->setObjectName(QStringLiteral("reviewText"));
    m_review->setWordWrap(true);
    m_review->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_turning->setObjectName(QStringLiteral("turningPoints"));
    m_turning->setWordWrap(true);
    connect(m_turning, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row < int(m_points.size())) setPly(m_points[std::size_t(row)].ply + 1);
    });
    m_analyse->setObjectName(QStringLiteral("analyseButton"));
    m_save->setObjectName(QStringLiteral("saveAnalysisButton"));
    m_export->setObjectName(QStringLiteral("exportTimelineButton"));
    m_setting->setObjectName(QStringLiteral("analysisSetting"));
    m_progress->setTextVisible(true);
    m_progress->hide();
    connect(m_analyse, &QPushButton::clicked, this, [this] {
        if (m_runner->isRunning())
            m_runner->cancel();
        else
            analyse(m_setting->currentIndex() == 1);
    });
    connect(m_save, &QPushButton::clicked, this, &ReplayWindow::saveAnalysed);
    connect(m_export, &QPushButton::clicked, this, &ReplayWindow::exportTimeline);
    connect(m_runner, &AnalysisRunner::analysed, this, [this] {
        m_progress->setMaximum(m_runner->total());
        m_progress->setValue(m_runner->done());
        updateTitle();
        m_timeline->update();
        showReview();
    });
    connect(m_runner, &AnalysisRunner::finished, this, [this] {
        analysisFinished();
        if (!m_points.empty()) m_lists->setCurrentIndex(1); // what the analysis found
    });
    // An analysed record shows its analysis at once.
    if (core::review::hasEvaluations(m_record))
        if (auto carried = core::review::analysisOf(m_record)) {
            m_runner->setAnalysis(std::move(carried.value()));
            analysisFinished();
        }

    m_moves->reset(m_record.mode);
    m_moves->setLocalizedLetters(m_localized);
    for (const core::Ply &p : m_record.plies) m_moves->addPly(p.seat, p.san, p.clock);
    m_scene->setTextScale(UiSize::overNormal());
    connect(m_moves, &MoveList::plyChosen, this, [this](int ply) {
        if (ply != m_ply) setPly(ply);
    });

    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {m_first, m_previous, m_next, m_last}) buttons->addWidget(b);
    buttons->addStretch();
    for (QWidget *w : std::initializer_list<QWidget *>{m_setting, m_analyse, m_save, m_export})
        buttons->addWidget(w);
    buttons->addStretch();
    connect(m_first, &QPushButton::clicked, this, [this] { setPly(0); });
    connect(m_previous, &QPushButton::clicked, this, [this] { setPly(m_ply - 1); });
    connect(m_next, &QPushButton::clicked, this, [this] { setPly(m_ply + 1); });
    connect(m_last, &QPushButton::clicked, this, [this] { setPly(int(m_record.plies.size())); });
    connect(m_continue, &QPushButton::clicked, this,
            [this] { emit continueRequested(m_playConfig, m_names); });
    // Closed from the keyboard like the dialogs (Esc) and like a document (Ctrl+W, or what the
    // desktop closes documents with).
    QList<QKeySequence> closeKeys = QKeySequence::keyBindings(QKeySequence::Close);
    for (const QKeySequence &keys :
         {QKeySequence(Qt::Key_Escape), QKeySequence(Qt::CTRL | Qt::Key_W)})
        if (!closeKeys.contains(keys)) closeKeys << keys;
    auto *closing = new QShortcut(this);
    closing->setKeys(closeKeys);
    connect(closing, &QShortcut::activated, this, &QWidget::close);
    for (auto [key, step] : {std::pair{Qt::Key_Left, -1}, {Qt::Key_Right, 1}})
        connect(new QShortcut(QKeySequence(key), this), &QShortcut::activated, this,
                [this, step = step] { setPly(m_ply + step); });
    connect(new QShortcut(QKeySequence(Qt::Key_Home), this), &QShortcut::activated, this,
            [this] { setPly(0); });
    connect(new QShortcut(QKeySequence(Qt::Key_End), this), &QShortcut::activated, this,
            [this] { setPly(int(m_record.plies.size())); });

    // The boards across the whole width, as large as in a match; under them the timeline and,
    // beside it, the ply's review and the lists; the review's controls in the row of buttons.
    // Both dividers can be dragged.
    m_lists->addTab(m_moves, QString());
    m_lists->addTab(m_turning, QString());
    m_lists->setMinimumHeight(m_lists->tabBar()->sizeHint().height() * 2); // the boards first
    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    // "Continue playing from here" beside the ply it starts from: the row of buttons has room for
    // no more in Dutch and Czech at the largest Size.
    auto *here = new QHBoxLayout;
    here->addWidget(m_info, 1);
    here->addWidget(m_continue, 0, Qt::AlignTop);
    sideLayout->addLayout(here);
    sideLayout->addWidget(m_progress);
    sideLayout->addWidget(m_review);
    sideLayout->addWidget(m_lists, 1);
    auto *bottom = new QSplitter(Qt::Horizontal, this);
    bottom->addWidget(m_timeline);
    bottom->addWidget(side);
    bottom->setStretchFactor(0, 2);
    bottom->setStretchFactor(1, 1);
    bottom->setChildrenCollapsible(false);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_view);
    split->addWidget(bottom);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    split->setSizes({7000, 3000}); // shares, scaled to the window
    bottom->setSizes({2000, 1000});
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split, 1);
    layout->addLayout(buttons);
    resize(UiSize::scaled(QSize(1400, 1000), this));
    UiSize::placeOver(this);

    retranslate();
    setPly(0);
}

ReplayWindow::~ReplayWindow() = default;

void ReplayWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void ReplayWindow::retranslate()
{
    updateTitle();
    m_first->setText(tr("|◀ Start"));
    m_previous->setText(tr("◀ Back"));
    m_next->setText(tr("Forward ▶"));
    m_last->setText(tr("End ▶|"));
    m_continue->setText(tr("Continue playing from here"));
    const int setting = std::max(0, m_setting->currentIndex());
    m_setting->clear();
    m_setting->addItems({tr("Quick"), tr("Deep")});
    m_setting->setCurrentIndex(setting);
    m_setting->setToolTip(tr("How deeply the engine looks at each position"));
    m_lists->setTabText(0, tr("Moves"));
    m_lists->setTabText(1, tr("Turning points"));
    m_save->setText(tr("Save with analysis…"));
    m_export->setText(tr("Export timeline…"));
    m_progress->setFormat(tr("%v of %m positions"));
    m_progress->setMinimumWidth(
        m_progress->fontMetrics().horizontalAdvance(m_progress->format() + QStringLiteral("0000")));
    m_texts = std::make_unique<ReviewTexts>(m_record, m_names, m_localized);
    analysisFinished(); // the verdicts in the new language
    m_scene->retranslate();
    setPly(m_ply);
}

// The position after `ply` as a match configuration: boards and pockets as start positions, the
// record's time control and rules (repetitions and poisoned pieces before `ply` are forgotten).
core::MatchConfig ReplayWindow::configAt(int ply) const
{
    core::MatchConfig config;
    config.mode = m_record.mode;
    if (const auto time = m_record.timeControl()) config.time = *time;
    if (const auto rules = core::recordRules(m_record)) config.rules = *rules;
    const auto replayed = core::replay(m_record, ply);
    if (replayed) {
        config.startFen[0] = replayed->boards[0].fen();
        if (m_record.mode == core::MatchMode::Bughouse)
            config.startFen[1] = replayed->boards[1].fen();
    }
    return config;
}

// ClocksTag's times by seat, if the record has them whole.
std::optional<std::array<core::Milliseconds, 4>> ReplayWindow::endClocks() const
{
    const QStringList parts =
        QString::fromStdString(m_record.tag(ClocksTag)).split(u' ', Qt::SkipEmptyParts);
    const int seats = m_record.mode == core::MatchMode::Bughouse ? 4 : 2;
    if (parts.size() != seats) return std::nullopt;
    std::array<core::Milliseconds, 4> clocks{};
    for (int s = 0; s < seats; ++s) {
        const auto time = core::parseSeconds(parts[s].toStdString());
        if (!time || *time < 0) return std::nullopt;
        clocks[s] = *time;
    }
    return clocks;
}

// Each ply at the moment its stamp gives (core::review::plyMoments(): exactly, or nothing).
std::optional<core::Match> ReplayWindow::playedTo(int ply) const
{
    const auto config = core::matchConfigOf(m_record);
    if (ply == 0 || ply > m_moments.exact || !config) return std::nullopt;
    core::Match match(*config);
    match.start(0);
    for (int i = 0; i < ply; ++i) {
        const core::Ply &p = m_record.plies[std::size_t(i)];
        if (!match.play(p.seat, p.move, m_moments.at[std::size_t(i)]).ok()) return std::nullopt;
    }
    core::Milliseconds end = m_moments.at[std::size_t(ply) - 1];
    const auto clocks = ply == int(m_record.plies.size()) ? endClocks() : std::nullopt;
    if (clocks) {
        // The clocks only run down: the first moment each running one shows what the tag says.
        for (int b = 0; b < match.boardCount(); ++b) {
            const Seat seat =
                core::seatAt(core::Board(b), match.board(core::Board(b)).sideToMove());
            core::Milliseconds lo = end, hi = core::saturatedAdd(end, match.timeLeft(seat, end) +
                                                                          config->time.bonus + 1);
            while (lo < hi) {
                const core::Milliseconds mid = lo + (hi - lo) / 2;
                if (match.timeLeft(seat, mid) <= (*clocks)[int(seat)])
                    hi = mid;
                else
                    lo = mid + 1;
            }
            end = std::max(end, lo);
        }
        for (Seat seat : match.seats())
            if (match.timeLeft(seat, end) != (*clocks)[int(seat)]) return std::nullopt;
    }
    if (match.pause(end) != core::Refusal::None || match.isOver()) return std::nullopt;
    return match;
}

// The result for the teams, as bughouse-cli replay computes it (the file's own words can give one
// board's result, or contradict the position); without a result, how the game stood at its end.
QString ReplayWindow::resultText() const
{
    QStringList lines;
    const auto replayed = core::replay(m_record);
    if (!replayed) return {};
    const core::GameSummary &summary = replayed->summary;
    const bool bughouse = m_record.mode == core::MatchMode::Bughouse;
    QString how;
    switch (summary.ending) {
    case core::Ending::Checkmate: how = tr("checkmate"); break;
    case core::Ending::Resignation: how = tr("resignation"); break;
    case core::Ending::TimeForfeit: how = tr("time forfeit"); break;
    case core::Ending::Abort: how = tr("aborted"); break;
    case core::Ending::Draw: how = tr("draw"); break;
    case core::Ending::Unknown: break;
    }
    if (summary.winner) {
        const Seat first = *summary.winner == core::Team::One ? Seat::WhiteA : Seat::BlackA;
        const QString team =
            bughouse
                ? tr("%1 & %2 win").arg(m_names[int(first)], m_names[int(core::partnerOf(first))])
                : tr("%1 wins").arg(m_names[int(first)]);
        lines << (how.isEmpty() ? team : tr("%1 (%2)").arg(team, how));
    } else if (summary.ending == core::Ending::Draw) {
        lines << tr("Draw");
    } else if (summary.ending == core::Ending::Abort) {
        lines << tr("Aborted");
    } else {
        // No result: say how the game stood at its end, on the board of the last move.
        const core::Board board =
            m_record.plies.empty() ? core::Board::A : m_record.plies.back().board();
        const core::Position &pos = replayed->boards[int(board)];
        const QString mover = m_names[int(core::seatAt(board, pos.sideToMove()))];
        const core::Status status = pos.status();
        lines << (status == core::Status::Check
                      ? tr("No result recorded. At the end %1 is to move, in check.").arg(mover)
                  : status == core::Status::Wait
                      ? tr("No result recorded. At the end %1 waits for a piece.").arg(mover)
                      : tr("No result recorded. At the end %1 is to move.").arg(mover));
    }
    if (!m_record.ending.empty())
        lines << tr("The record says: %1").arg(QString::fromStdString(m_record.ending));
    if (!m_record.incomplete.empty())
        lines << tr("The record is incomplete: the file ends in the middle of the game.");
    return lines.join(u'\n');
}

void ReplayWindow::setPly(int ply)
{
    ply = std::clamp(ply, 0, int(m_record.plies.size()));
    m_ply = ply;
    // The clocks of the match as played to here; else each seat's at its last stamp, or at the end
    // as the record says they were left. Shown, and where play continues from.
    m_played = playedTo(ply);
    m_playConfig = configAt(ply);
    const auto clocks = ply == int(m_record.plies.size()) ? endClocks() : std::nullopt;
    for (int s = 0; s < (m_record.mode == core::MatchMode::Bughouse ? 4 : 2); ++s) {
        std::optional<core::Milliseconds> left;
        if (m_played)
            left = m_played->timeLeft(Seat(s), m_played->events().back().at);
        else if (clocks)
            left = (*clocks)[s];
        else
            for (int i = 0; i < ply; ++i)
                if (m_record.plies[i].seat == Seat(s) && m_record.plies[i].clock)
                    left = *m_record.plies[i].clock;
        if (left) m_playConfig.seatBase[s] = std::max<core::Milliseconds>(1, *left);
    }
    m_controller.newMatch(m_playConfig, m_names);
    std::array<core::Move, 2> last{};
    for (int i = ply - 1; i >= 0; --i) {
        const int b = int(m_record.plies[i].board());
        if (!last[b].isValid()) last[b] = m_record.plies[i].move;
    }
    m_scene->setLastMoves(last);
    m_moves->setCurrentPly(ply);
    QStringList info{
        tr("Ply %1 of %2")
            .arg(QLocale().toString(ply), QLocale().toString(qsizetype(m_record.plies.size())))};
    if (ply == int(m_record.plies.size())) info << resultText();
    m_info->setText(info.join(u'\n'));
    m_timeline->setPly(ply);
    showReview();
    m_previous->setEnabled(ply > 0);
    m_first->setEnabled(ply > 0);
    m_next->setEnabled(ply < int(m_record.plies.size()));
    m_last->setEnabled(ply < int(m_record.plies.size()));
    m_continue->setEnabled(m_playConfig.validate().empty());
}

void ReplayWindow::analyse(bool deep)
{
    if (!m_runner->start(m_record,
                         deep ? core::review::Setting::Deep : core::review::Setting::Quick))
        return;
    m_progress->setRange(0, m_runner->total());
    m_progress->setValue(0);
    m_progress->show();
    m_analyse->setText(tr("Cancel analysis"));
    m_setting->setEnabled(false);
    updateTitle();
}

// While the engine analyses, the title says how far it is: seen also in the task bar.
void ReplayWindow::updateTitle()
{
    const QString event = QString::fromStdString(m_record.tag("Event"));
    QString title = event.isEmpty() ? tr("Replay") : tr("Replay: %1").arg(event);
    if (m_runner->isRunning() && m_runner->total() > 0)
        title = tr("%1 — analysing, %2 %")
                    .arg(title, QLocale().toString(100 * m_runner->done() / m_runner->total()));
    setWindowTitle(title);
}

// Turning points from what is known, whether the analysis ran to its end, was cancelled or came
// with the record.
void ReplayWindow::analysisFinished()
{
    m_analyse->setText(m_runner->isRunning() ? tr("Cancel analysis") : tr("&Analyse"));
    m_setting->setEnabled(!m_runner->isRunning());
    m_progress->setVisible(m_runner->isRunning());
    updateTitle();
    const bool known = !m_runner->analysis().positions.empty();
    m_points =
        known ? core::review::turningPoints(m_record, m_runner->analysis(), m_provenance, m_moments)
              : std::vector<core::review::TurningPoint>{};
    m_timeline->setTurningPoints(m_points);
    const QSignalBlocker quiet(m_turning);
    m_turning->clear();
    for (const core::review::TurningPoint &tp : m_points)
        m_turning->addItem(
            tr("%1 — %2: %3")
                .arg(m_texts->move(tp.ply), m_names[int(tp.seat)], m_texts->verdict(tp.verdict)));
    m_lists->setTabVisible(1, !m_points.empty());
    m_save->setEnabled(known);
    showReview();
}

QString ReplayWindow::reviewText() const
{
    QStringList lines;
    const core::review::Analysis &analysis = m_runner->analysis();
    if (m_ply > 0) {
        const int i = m_ply - 1;
        const core::Ply &p = m_record.plies[std::size_t(i)];
        QString line = m_texts->move(i);
        const core::review::PositionAnalysis *after = analysis.at(p.board(), i);
        if (after && after->eval)
            line += QStringLiteral("   ") + ReviewTexts::evaluation(*after->eval);
        lines << line;
        // The board as the move found it (its start position included).
        const core::review::PositionAnalysis *before = analysis.latest(p.board(), i - 1);
        if (before && before->bestMove.isValid() && before->bestMove != p.move) {
            const QString best = displaySan(QString::fromStdString(before->best), m_localized);
            lines << (before->eval
                          ? tr("Best was %1 (%2)").arg(best, ReviewTexts::evaluation(*before->eval))
                          : tr("Best was %1").arg(best));
        }
        const QString from = m_texts->provenance(m_provenance, m_moments, i);
        if (!from.isEmpty()) lines << from;
        for (const core::review::TurningPoint &tp : m_points)
            if (tp.ply == i) lines << tr("Turning point: %1").arg(m_texts->verdict(tp.verdict));
    }
    return lines.join(u'\n');
}

// The review of the ply shown, and each board's best move from here as an arrow.
void ReplayWindow::showReview()
{
    if (!m_texts) return;
    m_review->setText(reviewText());
    m_review->setVisible(!m_review->text().isEmpty());
    const core::review::Analysis &analysis = m_runner->analysis();
    for (int b = 0; b < 2; ++b) {
        BoardItem *board = m_scene->boardItem(core::Board(b));
        if (!board) continue;
        const core::review::PositionAnalysis *p = analysis.latest(core::Board(b), m_ply - 1);
        if (p && p->bestMove.isValid())
            board->setSuggestion(p->bestMove, core::makePiece(p->sideToMove, p->bestMove.piece));
        else
            board->setSuggestion({});
    }
    for (int i = 0; i < m_turning->count(); ++i)
        if (m_points[std::size_t(i)].ply + 1 == m_ply && m_turning->currentRow() != i) {
            const QSignalBlocker quiet(m_turning);
            m_turning->setCurrentRow(i);
        }
}

core::GameRecord ReplayWindow::analysedRecord() const
{
    core::GameRecord record = m_record;
    core::review::writeInto(record, m_runner->analysis());
    return record;
}

void ReplayWindow::saveAnalysed()
{
    const bool bughouse = m_record.mode == core::MatchMode::Bughouse;
    const QString fileName = FileDialog::saveFileName(
        this, tr("Save match with analysis"),
        QDir(m_folder).filePath(bughouse ? tr("analysed-match.bpgn") : tr("analysed-game.pgn")),
        bughouse ? tr("Bughouse games (*.bpgn)") : tr("Crazyhouse games (*.pgn)"));
    if (fileName.isEmpty()) return;
    QString why;
    if (!writeFileSafely(fileName, QByteArray::fromStdString(core::writeGame(analysedRecord())),
                         &why)) {
        QMessageBox::warning(this, tr("Save match with analysis"),
                             tr("Cannot write %1: %2").arg(fileName, why));
        return;
    }
    m_folder = QFileInfo(fileName).absolutePath();
    emit saved(fileName);
}

void ReplayWindow::exportTimeline()
{
    const QString fileName = FileDialog::saveFileName(this, tr("Export timeline"),
                                                      QDir(m_folder).filePath(tr("timeline.png")),
                                                      tr("PNG image (*.png);;SVG drawing (*.svg)"));
    if (fileName.isEmpty()) return;
    if (!m_timeline->save(fileName, devicePixelRatioF())) {
        QMessageBox::warning(this, tr("Export timeline"), tr("Cannot write %1.").arg(fileName));
        return;
    }
    m_folder = QFileInfo(fileName).absolutePath();
    emit saved(fileName);
}

} // namespace ui
