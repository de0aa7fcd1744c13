#pragma once

#include "core/review/analysis.h"

#include <QObject>

#include <memory>

namespace ui {

/// Runs the engine's analysis of a record on the analyser's own threads and hands each result to
/// the GUI thread, so that the window stays responsive. Deleting it cancels the analysis.
class AnalysisRunner : public QObject
{
    Q_OBJECT

public:
    explicit AnalysisRunner(QObject *parent = nullptr);
    ~AnalysisRunner() override;

    /// Starts analysing `record` at `setting`, keeping what is already known until a position's
    /// new result arrives; false, starting nothing, if the record does not replay.
    bool start(const core::GameRecord &record, core::review::Setting setting);
    /// Stops at once; what was analysed stays.
    void cancel();
    bool isRunning() const { return m_running; }
    /// Positions analysed in this run, and how many it will analyse.
    int done() const { return m_done; }
    int total() const { return m_total; }
    /// What is known so far.
    const core::review::Analysis &analysis() const { return m_analysis; }
    /// Replaces what is known (an analysis a record carried).
    void setAnalysis(core::review::Analysis analysis);

signals:
    /// A position's result arrived (analysis() has it).
    void analysed(const core::review::PositionAnalysis &position);
    /// The run ended: every position analysed, or cancelled.
    void finished(bool complete);

private:
    std::unique_ptr<core::review::Analyser> m_analyser;
    core::review::Analysis m_analysis;
    bool m_running = false;
    int m_done = 0;
    int m_total = 0;
    int m_run = 0; // results of an earlier run that arrive late are dropped
};

} // namespace ui
