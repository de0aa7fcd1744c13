#include "replaywindow.h"

#include "movelist.h"

#include "ui/scene/matchscene.h"
#include "ui/scene/matchview.h"
#include "ui/settings/uisize.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QShortcut>
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
      m_last(new QPushButton(this)), m_continue(new QPushButton(this))
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
    buttons->addWidget(m_continue);
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

    auto *side = new QVBoxLayout;
    side->addWidget(m_info);
    side->addWidget(m_moves, 1);
    auto *main = new QHBoxLayout;
    main->addWidget(m_view, 3);
    main->addLayout(side, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(main, 1);
    layout->addLayout(buttons);
    resize(UiSize::scaled(QSize(1400, 800), this));
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
    const QString event = QString::fromStdString(m_record.tag("Event"));
    setWindowTitle(event.isEmpty() ? tr("Replay") : tr("Replay: %1").arg(event));
    m_first->setText(tr("|◀ Start"));
    m_previous->setText(tr("◀ Back"));
    m_next->setText(tr("Forward ▶"));
    m_last->setText(tr("End ▶|"));
    m_continue->setText(tr("Continue playing from here"));
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

// Each ply at the moment its stamp gives: the mover's time at the start of its turn, less what the
// stamp says is left, plus the bonus the move earned, is the time it used (with a delay a move
// that cost nothing used no more than the delay: as little as the order of the plies allows).
// A stamp that does not come out exactly (rounded, missing, time odds, plies out of order) gives
// nothing.
std::optional<core::Match> ReplayWindow::playedTo(int ply) const
{
    core::MatchConfig config;
    config.mode = m_record.mode;
    const auto time = m_record.timeControl();
    const auto rules = core::recordRules(m_record);
    if (ply == 0 || !time || !rules) return std::nullopt;
    config.time = *time;
    config.rules = *rules;
    config.startFen = m_record.startFen;
    if (!config.validate().empty()) return std::nullopt;
    core::Match match(config);
    match.start(0);
    const bool delay = config.time.kind != core::TimingKind::Increment;
    std::array<core::Milliseconds, 2> turnStart{};
    core::Milliseconds last = 0;
    for (int i = 0; i < ply; ++i) {
        const core::Ply &p = m_record.plies[std::size_t(i)];
        const int b = int(p.board());
        if (!p.clock) return std::nullopt;
        const core::Milliseconds before = match.timeLeft(p.seat, turnStart[b]);
        const core::Milliseconds used =
            delay && *p.clock >= before ? 0 : before - *p.clock + config.time.bonus;
        const core::Milliseconds at = std::max(last, turnStart[b] + used);
        if (used < 0 || !match.play(p.seat, p.move, at).ok() ||
            match.events().back().clock != *p.clock)
            return std::nullopt;
        turnStart[b] = last = at;
    }
    core::Milliseconds end = last;
    const auto clocks = ply == int(m_record.plies.size()) ? endClocks() : std::nullopt;
    if (clocks) {
        // The clocks only run down: the first moment each running one shows what the tag says.
        for (int b = 0; b < match.boardCount(); ++b) {
            const Seat seat =
                core::seatAt(core::Board(b), match.board(core::Board(b)).sideToMove());
            core::Milliseconds lo = end, hi = core::saturatedAdd(end, match.timeLeft(seat, end) +
                                                                          config.time.bonus + 1);
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
    m_previous->setEnabled(ply > 0);
    m_first->setEnabled(ply > 0);
    m_next->setEnabled(ply < int(m_record.plies.size()));
    m_last->setEnabled(ply < int(m_record.plies.size()));
    m_continue->setEnabled(m_playConfig.validate().empty());
}

} // namespace ui
