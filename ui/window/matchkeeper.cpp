#include "matchkeeper.h"

#include "dialogpause.h"
#include "matchlabels.h"
#include "matchsetup.h"
#include "recordfiles.h"

#include "ui/match/matchcontroller.h"
#include "ui/match/ruletexts.h"
#include "ui/settings/uisize.h"

#include <QDateTime>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QTimer>

namespace ui {

using core::Seat;

MatchKeeper::MatchKeeper(MatchController *controller, MatchSetup *setup, RecordFiles *files,
                         DialogPause *pause, const QString &dataDirectory, QWidget *window,
                         QObject *parent)
    : QObject(parent), m_controller(controller), m_setup(setup), m_files(files), m_pause(pause),
      m_dataDirectory(dataDirectory), m_window(window), m_autosave(dataDirectory),
      m_recentMenu(new QMenu(window)), m_heartbeat(new QTimer(this)), m_id(newMatchId())
{
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MatchKeeper::rebuildRecentMenu);
    window->installEventFilter(this);
    m_heartbeat->setObjectName(QStringLiteral("heartbeat"));
    m_heartbeat->setInterval(BeatMs);
    connect(m_heartbeat, &QTimer::timeout, this, &MatchKeeper::beat);
}

// A position of its own (a match continued from a record) is worth keeping before any move.
bool MatchKeeper::worthKeeping(const core::Match &match)
{
    return match.plies() > 0 ||
           std::any_of(match.config().startFen.begin(), match.config().startFen.end(),
                       [](const std::string &fen) { return !fen.empty(); });
}

QString MatchKeeper::newMatchId()
{
    return QString::number(QRandomGenerator::system()->generate64(), 16).rightJustified(16, u'0');
}

void MatchKeeper::start()
{
    connect(m_controller, &MatchController::matchReset, this, [this] {
        m_autosave.newMatch();
        m_id = newMatchId();
        m_archived = false;
    });
    connect(m_controller, &MatchController::signalSent, this, [this](Seat from) {
        const MatchController::SignalEntry sent =
            m_controller->signalLog(core::teamOf(from)).back();
        if (m_controller->match() && !m_resumePending)
            m_autosave.signal(*m_controller->match(), {sent.from, sent.signal, sent.at});
    });
    connect(m_controller, &MatchController::moveMade, this, &MatchKeeper::keepSafe);
    connect(m_controller, &MatchController::stateChanged, this, &MatchKeeper::keepSafe);
    // Its own timer: the clock display's wake-ups can lie almost two seconds apart.
    auto runHeartbeat = [this] {
        const core::Match *match = m_controller->match();
        if (match && match->isStarted() && !match->isOver() && !match->isPaused())
            m_heartbeat->start();
        else
            m_heartbeat->stop();
    };
    connect(m_controller, &MatchController::stateChanged, this, runHeartbeat);
    connect(m_controller, &MatchController::matchReset, this, runHeartbeat);
}

MatchKeeper::~MatchKeeper()
{
    if (m_loader) m_loader->wait();
}

bool MatchKeeper::eventFilter(QObject *watched, QEvent *event)
{
    // At a start the window manager may place the window only after the question is shown.
    if ((event->type() == QEvent::Move || event->type() == QEvent::Resize) && m_resumeQuestion &&
        m_resumeQuestion->isVisible())
        UiSize::placeOver(m_resumeQuestion);
    return QObject::eventFilter(watched, event);
}

void MatchKeeper::setWallClock(Autosave::WallClock wallClock)
{
    m_wallClock = wallClock;
    m_autosave.setWallClock(std::move(wallClock));
}

void MatchKeeper::offerResume()
{
    if (m_resumePending) return;
    if (!QFile::exists(m_autosave.fileName())) {
        reportUnreadable(m_autosave.unreadable());
        emit resumeSettled();
        return;
    }
    m_resumePending = true;
    auto loaded = std::make_shared<Loaded>();
    auto permille = std::make_shared<std::atomic<int>>(-1);
    m_loader =
        QThread::create([directory = m_dataDirectory, wallClock = m_wallClock, loaded, permille] {
            *loaded = load(directory, wallClock, permille.get());
        });
    // A long journal takes a while: the status line follows the reading.
    auto *progress = new QTimer(m_loader);
    connect(progress, &QTimer::timeout, this, [this, permille] {
        if (*permille >= 0)
            emit statusMessage(tr("Reading the interrupted match... %1 %")
                                   .arg(QLocale().toString(*permille / 10)));
    });
    progress->start(250);
    connect(m_loader, &QThread::finished, this, [this, loaded, progress] {
        progress->stop(); // the question below runs a loop of its own
        m_loader->deleteLater();
        answerResume(std::move(*loaded));
        emit resumeSettled();
    });
    m_loader->start();
}

// The resume question and what follows the answer: the match resumed, kept among the finished
// ones, or (already over) archived.
void MatchKeeper::answerResume(Loaded loaded)
{
    auto saved = settle(std::move(loaded));
    if (saved && saved->match.isOver()) {
        m_resumePending = false;
        keepFinished(std::move(*saved));
        keepSafe(); // a match begun meanwhile
        return;
    }
    if (saved) emit statusMessage(QString());
    const Answer answer = saved ? askResume(*saved) : Answer::No;
    m_resumePending = false;
    m_pause->takeKeyboard();
    if (answer != Answer::No) {
        restore(std::move(*saved), answer == Answer::ResumeWithUnknownEngines);
        return;
    }
    // Declined, it is not lost: it goes to the finished matches (File -> Recent matches), its
    // clocks stopped where the journal last saw them run. A demo is not kept.
    QString error;
    if (saved && !saved->match.isPaused() && !saved->match.events().empty())
        saved->match.pause(std::max<qint64>(saved->match.events().back().at, saved->aliveAt));
    if (saved && (saved->header.demo ||
                  keepInArchive(saved->match, saved->header.names, saved->header.id, &error)))
        m_autosave.clear();
    else if (saved)
        emit statusMessage(tr("The interrupted match could not be kept: %1").arg(error));
    keepSafe(); // a match begun meanwhile
}

// The question says which match it is: who played, the time control, the rules if they are not
// the internet's, and when it was saved last; and which programs it would start that the user
// has not added (the file may come from anywhere).
MatchKeeper::Answer MatchKeeper::askResume(const Autosave::Saved &saved)
{
    const core::MatchConfig &config = saved.match.config(); // with the rules as they apply
    QStringList how{MatchLabels::timeControl(config.time)};
    if (const core::RuleSet set = core::ruleSetOf(config.rules); set != core::RuleSet::Internet)
        how << RuleTexts::setName(set);
    const QDateTime when = QFileInfo(m_autosave.fileName()).lastModified();
    const QLocale locale;
    const QString time = locale.toString(when.time(), QLocale::ShortFormat);
    const qint64 days = when.date().daysTo(QDate::currentDate());
    const QString lastSaved =
        days == 0   ? tr("Last saved today at %1.").arg(time)
        : days == 1 ? tr("Last saved yesterday at %1.").arg(time)
                    : tr("Last saved %1.").arg(locale.toString(when, QLocale::ShortFormat));
    const QString players = MatchLabels::teams(config.mode, saved.header.names);
    QMessageBox box(
        QMessageBox::Question, tr("Resume match"),
        tr("A match was interrupted after %n move(s). Resume it?", "", saved.match.plies()),
        QMessageBox::Yes | QMessageBox::No, m_window);
    box.setObjectName(QStringLiteral("resumeQuestion"));
    QStringList about{saved.header.demo ? tr("Demo: %1").arg(players) : players,
                      how.join(QStringLiteral(" · ")), lastSaved};
    const QStringList unknown = m_setup->unknownEngines(saved.header.players);
    QPushButton *withUnknown = nullptr;
    if (!unknown.isEmpty()) {
        QStringList programs;
        for (const QString &program : unknown) programs << QDir::toNativeSeparators(program);
        about << tr("It was played with %n program(s) that are not among your engines: %1. Yes "
                    "gives their seats to the built-in engine.",
                    "", int(unknown.size()))
                     .arg(programs.join(QStringLiteral(", ")));
        withUnknown = box.addButton(tr("Resume and &start them"), QMessageBox::AcceptRole);
        withUnknown->setObjectName(QStringLiteral("startUnknownEngines"));
    }
    box.setInformativeText(about.join(u'\n'));
    // Placed once it is shown with its final size (a message box takes it then), over the middle
    // of the window.
    m_resumeQuestion = &box;
    QTimer::singleShot(0, &box, [&box] { UiSize::placeOver(&box); });
    const int button = box.exec();
    if (withUnknown && box.clickedButton() == withUnknown) return Answer::ResumeWithUnknownEngines;
    return button == QMessageBox::Yes ? Answer::Resume : Answer::No;
}

bool MatchKeeper::resumeSaved()
{
    auto saved = settle(load(m_dataDirectory, m_wallClock));
    if (!saved) return false;
    if (saved->match.isOver()) {
        keepFinished(std::move(*saved));
        return false;
    }
    restore(std::move(*saved));
    return true;
}

// Touches nothing but the file: it runs on the loader thread.
MatchKeeper::Loaded MatchKeeper::load(const QString &directory,
                                      const Autosave::WallClock &wallClock,
                                      std::atomic<int> *permille)
{
    Autosave autosave(directory);
    autosave.setWallClock(wallClock);
    QString error;
    auto saved = autosave.read(&error, [permille](int p) {
        if (permille) *permille = p;
    });
    if (!saved) return {std::nullopt, error, autosave.unreadable()}; // empty: there is none
    // Set up or started from the start, but no move was made: nothing to resume, unless a move may
    // be in the line a crash cut short.
    if (!worthKeeping(saved->match) && saved->torn)
        return {std::nullopt, QStringLiteral("the last line is cut short"), autosave.unreadable()};
    if (!worthKeeping(saved->match)) return {std::nullopt, {}, autosave.unreadable()};
    if (saved->header.id.isEmpty()) saved->header.id = newMatchId(); // an older journal
    giveBackMemory(); // what the reading needed on the way
    return {std::move(saved), {}, autosave.unreadable()};
}

std::optional<Autosave::Saved> MatchKeeper::settle(Loaded loaded)
{
    reportUnreadable(loaded.unreadable);
    if (loaded.saved) return std::move(loaded.saved);
    if (!loaded.damage.isEmpty())
        reportDamagedAutosave(loaded.damage);
    else
        m_autosave.clear();
    return std::nullopt;
}

// A demo goes on as one: at the demo's pace, not kept when it ends, the next one after it.
void MatchKeeper::restore(Autosave::Saved saved, bool unknownEngines)
{
    const std::size_t events = saved.match.events().size();
    QList<MatchController::SignalEntry> sent;
    for (const Autosave::Signal &s : saved.sent) sent.append({s.from, s.signal, s.at});
    const std::array<QString, 4> players =
        unknownEngines ? saved.header.players
                       : m_setup->withoutUnknownEngines(saved.header.players);
    auto seating =
        m_setup->restore(std::move(saved.match), saved.header.names, players, saved.aliveAt, sent);
    m_id = saved.header.id; // after the reset restore() makes
    // The journal goes on from the saved one before anybody sits down: a computer to move could
    // move at once, and that move belongs after the saved ones.
    m_autosave.adopt(*m_controller->match(), events, saved.size);
    m_setup->seat(std::move(seating), saved.header.demo);
    emit restored(saved.header.demo);
    keepSafe(); // the pause restore() adds, and the players now seated
}

// Counted (unless it was) before it is archived, as at the end of a match on the boards.
void MatchKeeper::keepFinished(Autosave::Saved saved)
{
    emit finishedMatchFound(saved.match, saved.header.names, saved.header.players, saved.header.id,
                            saved.header.demo);
    QString error;
    bool already = false;
    if (!saved.header.demo &&
        !keepInArchive(saved.match, saved.header.names, saved.header.id, &error, &already)) {
        offerSaveElsewhere(saved.match, saved.header.names, saved.header.id, error);
        return;
    }
    m_autosave.clear();
    rebuildRecentMenu();
    if (!saved.header.demo && !already)
        emit statusMessage(tr("The finished match is now under Recent matches."));
}

// Said once: the file is renamed, so it is not offered again; the technical reason is a detail.
void MatchKeeper::reportDamagedAutosave(const QString &why)
{
    const QString kept = m_autosave.keepAside();
    const QString text =
        kept.isEmpty()
            ? tr("The interrupted match could not be restored: its saved file is damaged.")
            : tr("The interrupted match could not be restored: its saved file is damaged. "
                 "The file was kept as %1.")
                  .arg(QDir::toNativeSeparators(kept));
    emit statusMessage(text);
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Match not restored"), text,
                                QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("damagedAutosaveMessage"));
    box->setDetailedText(why);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MatchKeeper::reportUnreadable(const QList<Autosave::Unreadable> &unreadable)
{
    if (unreadable.isEmpty()) return;
    QStringList lines;
    for (const Autosave::Unreadable &u : unreadable)
        lines << QStringLiteral("%1 (%2)").arg(QDir::toNativeSeparators(u.fileName), u.why);
    const QString text = tr("An interrupted match could not be read: %n file(s) cannot be opened. "
                            "They were left as they are; once they can be read, the match is "
                            "offered again.",
                            "", int(unreadable.size()));
    emit statusMessage(text);
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Match not read"), text, QMessageBox::Ok,
                                m_window);
    box->setObjectName(QStringLiteral("unreadableAutosaveMessage"));
    box->setInformativeText(lines.join(u'\n'));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

Autosave::Header MatchKeeper::header() const
{
    return {m_controller->names(), m_setup->playerSpecs(), m_setup->isDemoMatch(), m_id};
}

// A match that ended is written with its end before it is archived: a crash in between leaves
// a finished match, which the next start keeps instead of offering it.
void MatchKeeper::keepSafe()
{
    if (m_resumePending) return; // the saved match is not replaced before the user has answered
    const core::Match *match = m_controller->match();
    if (!match || !match->isStarted() || m_archived) return;
    QString error;
    if (!m_autosave.write(*match, header(), signalsSent(), &error))
        emit statusMessage(tr("The match could not be saved: %1").arg(error));
}

std::vector<Autosave::Signal> MatchKeeper::signalsSent() const
{
    std::vector<Autosave::Signal> sent;
    for (core::Team team : {core::Team::One, core::Team::Two})
        for (const MatchController::SignalEntry &e : m_controller->signalLog(team))
            sent.push_back({e.from, e.signal, e.at});
    std::stable_sort(sent.begin(), sent.end(),
                     [](const auto &a, const auto &b) { return a.at < b.at; });
    return sent;
}

// A crash then costs the players at most about a second of clock time, not all the time since
// the last move.
void MatchKeeper::beat()
{
    const core::Match *match = m_controller->match();
    if (m_resumePending || !match || !match->isStarted() || match->isOver() || match->isPaused())
        return;
    m_autosave.beat(*match, m_controller->clocks().now()); // a failure shows at the next write
}

QString MatchKeeper::archiveFolder() const
{
    return QDir(m_dataDirectory).filePath(QStringLiteral("matches"));
}

// The identity is in the file's name: "<date>-<time>-<id>.bpgn".
QString MatchKeeper::archived(const QString &id) const
{
    const QStringList found =
        QDir(archiveFolder())
            .entryList({QStringLiteral("*-%1.bpgn").arg(id), QStringLiteral("*-%1.pgn").arg(id)},
                       QDir::Files);
    return found.isEmpty() ? QString() : QDir(archiveFolder()).filePath(found.first());
}

// A match kept before (left unfinished, then resumed after a crash; or archived just before one)
// replaces its earlier record: one file per match, with the most of it.
bool MatchKeeper::keepInArchive(const core::Match &match, const std::array<QString, 4> &names,
                                const QString &id, QString *error, bool *already)
{
    QString file = archived(id);
    if (already) *already = !file.isEmpty();
    if (file.isEmpty()) {
        const QString suffix = match.config().mode == core::MatchMode::Bughouse
                                   ? QStringLiteral("bpgn")
                                   : QStringLiteral("pgn");
        QDir().mkpath(archiveFolder());
        file = QDir(archiveFolder())
                   .filePath(
                       QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd-hhmmss-")) +
                       id + u'.' + suffix);
    }
    return m_files->writeRecord(file, m_files->recordFor(match, names), error);
}

// Demo matches are not kept: they would crowd out the players' own.
void MatchKeeper::archive()
{
    const core::Match *match = m_controller->match();
    keepSafe(); // with its end first
    if (!match || !worthKeeping(*match) || m_setup->isDemoMatch()) {
        m_archived = true;
        m_autosave.clear();
        return;
    }
    QString error;
    if (keepInArchive(*match, m_controller->names(), m_id, &error)) {
        m_archived = true;
        m_autosave.clear();
        return;
    }
    offerSaveElsewhere(*match, m_controller->names(), m_id, error);
}

void MatchKeeper::offerSaveElsewhere(const core::Match &match, const std::array<QString, 4> &names,
                                     const QString &id, const QString &error)
{
    const core::GameRecord record = m_files->recordFor(match, names);
    auto *box = new QMessageBox(
        QMessageBox::Warning, tr("Match not kept"),
        tr("The finished match %1 (%2) could not be saved in %3: %4\n\nSave it somewhere else?")
            .arg(MatchLabels::players(record), QString::fromStdString(record.result),
                 QDir::toNativeSeparators(archiveFolder()), error),
        QMessageBox::Cancel, m_window);
    box->setObjectName(QStringLiteral("archiveFailedMessage"));
    // A copy: the box may outlive the match on the boards.
    auto kept = std::make_shared<std::pair<core::Match, std::array<QString, 4>>>(match, names);
    connect(box->addButton(tr("Save &as..."), QMessageBox::AcceptRole), &QPushButton::clicked, this,
            [this, kept, id] {
                if (!m_files->saveAs(kept->first, kept->second)) return;
                if (id == m_id) m_archived = true; // still on the boards
                m_autosave.clear();
            });
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MatchKeeper::save()
{
    const core::Match *match = m_controller->match();
    // Kept now, also when the archive had failed.
    if (match && m_files->saveAs(*match, m_controller->names()) && match->isOver()) {
        m_archived = true;
        m_autosave.clear();
    }
}

bool MatchKeeper::isInProgress() const
{
    const core::Match *match = m_controller->match();
    return match && match->isStarted() && !match->isOver() && worthKeeping(*match) &&
           !m_setup->isDemoMatch();
}

bool MatchKeeper::leaveMatchInProgress(Leaving to)
{
    if (!isInProgress()) return true;
    QString question;
    switch (to) {
    case Leaving::NewMatch:
        question = tr("The match in progress ends without a result and is kept under Recent "
                      "matches. Set up the new match?");
        break;
    case Leaving::Rematch:
        question = tr("The match in progress ends without a result and is kept under Recent "
                      "matches. Start the rematch?");
        break;
    case Leaving::Demo:
        question = tr("The match in progress ends without a result and is kept under Recent "
                      "matches. Start the demo?");
        break;
    case Leaving::Record:
        question = tr("The match in progress ends without a result and is kept under Recent "
                      "matches. Play on from the record?");
        break;
    }
    if (!m_pause->confirmLeaving(question)) return false;
    QString error;
    if (!keepInArchive(*m_controller->match(), m_controller->names(), m_id, &error))
        emit statusMessage(tr("The match could not be kept: %1").arg(error));
    return true;
}

QStringList MatchKeeper::recentMatches() const
{
    QStringList files;
    const QDir dir(archiveFolder());
    for (const QFileInfo &info : dir.entryInfoList(
             {QStringLiteral("*.bpgn"), QStringLiteral("*.pgn")}, QDir::Files, QDir::Time))
        if (files.size() < 10) files << info.absoluteFilePath();
    return files;
}

void MatchKeeper::rebuildRecentMenu()
{
    m_recentMenu->clear();
    m_recentMenu->setToolTipsVisible(true);
    const QStringList files = recentMatches();
    // A side of a match gets about thirty letters; the tool tip has every name whole.
    const QFontMetrics metrics(m_recentMenu->font());
    const int sideWidth = 30 * metrics.averageCharWidth();
    for (const QString &f : files) {
        MatchLabels::Recent label = MatchLabels::recent(f, metrics, sideWidth);
        // Said as it is: an "&" in a name is no shortcut marker.
        QAction *a = m_recentMenu->addAction(label.shown.replace(u'&', QStringLiteral("&&")), this,
                                             [this, f] { m_files->openFile(f); });
        a->setToolTip(label.whole);
    }
    if (files.isEmpty()) m_recentMenu->addAction(tr("No finished matches yet"))->setEnabled(false);
}

} // namespace ui
