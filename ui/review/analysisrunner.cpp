#include "analysisrunner.h"

#include <QThread>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace ui {

namespace {

// Niceness 10 on Linux, where QThread's priorities mean nothing to the normal scheduler and its
// idle one starves the workers whenever anything else runs: the window's thread (niceness 0)
// takes a core as soon as it wakes, and the analysis still progresses beside other programs.
void lowerPriority()
{
#ifdef Q_OS_LINUX
    setpriority(PRIO_PROCESS, id_t(gettid()), 10);
#else
    QThread::currentThread()->setPriority(QThread::LowPriority);
#endif
}

} // namespace

AnalysisRunner::AnalysisRunner(QObject *parent) : QObject(parent) {}

// The analyser's destructor cancels and waits for its workers; results they posted to this object
// and not yet delivered are dropped with it.
AnalysisRunner::~AnalysisRunner() = default;

bool AnalysisRunner::start(const core::GameRecord &record, core::review::Setting setting)
{
    cancel();
    m_analyser.reset(); // waits for the previous workers
    // The workers below normal priority: the window's thread does not wait for a core.
    core::review::AnalyserOptions options;
    options.setting = setting;
    options.workerStarted = lowerPriority;
    auto analyser = std::make_unique<core::review::Analyser>(options);
    const int run = ++m_run;
    // Called from the workers: each result crosses to this object's thread as a queued call.
    const auto report = [this, run](const core::review::PositionAnalysis &position) {
        QMetaObject::invokeMethod(
            this,
            [this, run, position] {
                if (run != m_run || !m_running) return;
                ++m_done;
                m_analysis.add(position);
                emit analysed(position);
            },
            Qt::QueuedConnection);
    };
    const auto ended = [this, run](bool complete) {
        QMetaObject::invokeMethod(
            this,
            [this, run, complete] {
                if (run != m_run || !m_running) return;
                m_running = false;
                emit finished(complete);
            },
            Qt::QueuedConnection);
    };
    const auto total = analyser->start(record, report, ended);
    if (!total) return false;
    m_analyser = std::move(analyser);
    m_total = *total;
    m_done = 0;
    m_running = true;
    return true;
}

void AnalysisRunner::cancel()
{
    if (m_analyser) m_analyser->cancel();
    if (!m_running) return;
    m_running = false;
    emit finished(false);
}

void AnalysisRunner::setAnalysis(core::review::Analysis analysis)
{
    cancel();
    m_analysis = std::move(analysis);
}

} // namespace ui
