// The one owner of the current Scenario and its latest Results. Edits arrive from sliders,
// typed values and file loads; a burst of edits (a drag, a preset that moves twelve sliders)
// is coalesced into one evaluate() and one resultsChanged. Every parameter change is an undo
// step (a whole slider drag is one step); the undo stack's clean state is the "saved" state.
#pragma once

#include <QObject>
#include <QString>
#include <QTimer>
#include <QUndoStack>
#include <optional>

#include "model/issue.h"
#include "model/results.h"
#include "model/scenario.h"

namespace stepbudget {

class Controller : public QObject {
    Q_OBJECT
public:
    explicit Controller(QObject* parent = nullptr);

    const Scenario& scenario() const { return m_scenario; }
    const Results& results() const { return m_results; }
    QUndoStack* undoStack() { return &m_undo; }

    // Applies one key typed or dragged by the user, as an undo step; an out-of-range value is
    // refused (nothing changes) and the issue says why. `continuing_drag`: merge into the
    // previous step of the same key if it belongs to the same drag (see beginDrag).
    std::optional<Issue> setValue(const QString& path, const QString& text,
                                  bool continuing_drag = false);
    std::optional<Issue> setNumber(const QString& path, double value);
    // A slider was pressed: the next drag starts a new undo step.
    void beginDrag() { ++m_drag; }
    int dragGeneration() const { return m_drag; }

    // Replaces the whole scenario (file open, preset menu, restore): one recompute, and the undo
    // history starts afresh from it.
    void setScenario(const Scenario& scenario);
    // Replaces the scenario as one undoable step (swap A/B, study mode).
    void replaceScenario(const Scenario& scenario, const QString& description);

    // Baseline "A" for comparison: pinned copy of a scenario and its results.
    void pinBaseline();
    void clearBaseline();
    void swapWithBaseline();
    bool hasBaseline() const { return m_baseline.has_value(); }
    const Scenario* baselineScenario() const { return m_baseline ? &*m_baseline : nullptr; }
    const Results* baselineResults() const { return m_baseline ? &m_baseline_results : nullptr; }

    // Runs a pending recompute now (tests, export, grab).
    void flush();
    int recomputeCount() const { return m_recomputes; }

    // Used by the undo commands: sets the scenario without recording a step.
    void applyScenario(const Scenario& scenario);

signals:
    void scenarioChanged();  // inputs changed: editors re-read their values
    void resultsChanged();   // exactly once per recompute
    void baselineChanged();

private:
    void scheduleRecompute();
    void recompute();

    Scenario m_scenario;
    Results m_results;
    std::optional<Scenario> m_baseline;
    Results m_baseline_results;
    QTimer m_timer;
    QUndoStack m_undo;
    int m_recomputes = 0;
    int m_drag = 0;
};

}  // namespace stepbudget
