// The one owner of the current Scenario and its latest Results. Edits arrive from sliders,
// typed values and file loads; a burst of edits (a drag, a preset that moves twelve sliders)
// is coalesced into one evaluate() and one resultsChanged.
#pragma once

#include <QObject>
#include <QString>
#include <QTimer>
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

    // Applies one key typed or dragged by the user; an out-of-range value is refused (nothing
    // changes) and the issue says why. Recompute happens once the burst ends.
    std::optional<Issue> setValue(const QString& path, const QString& text);
    std::optional<Issue> setNumber(const QString& path, double value);
    // Replaces the whole scenario (file open, preset menu): one recompute.
    void setScenario(const Scenario& scenario);
    // Runs a pending recompute now (tests, export, grab).
    void flush();
    int recomputeCount() const { return m_recomputes; }

signals:
    void scenarioChanged();  // inputs changed: editors re-read their values
    void resultsChanged();   // exactly once per recompute

private:
    void scheduleRecompute();
    void recompute();

    Scenario m_scenario;
    Results m_results;
    QTimer m_timer;
    int m_recomputes = 0;
};

}  // namespace stepbudget
