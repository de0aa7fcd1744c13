#include "analysisrunner.h"

#include <QThread>

namespace ui {

AnalysisRunner::AnalysisRunner(QObject *parent) : QObject(parent) {}

// The analyser's destructor cancels and waits for its workers; results they posted to this object
// and not yet delivered are dropped with it.
AnalysisRunner::~AnalysisRunner() = default;

bool AnalysisRunner::start(const core::GameRecord &record, core::review::Setting setting)
{
    cancel();
    m_analyser.reset(); // waits for the previous workers
    // The workers at the idle priority: the window's thread never waits for a core.
    core::review::AnalyserOptions options;
    options.setting = setting;
    options.workerStarted = [] { QThread::currentThread()->setPriority(QThread::IdlePriority); };
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
