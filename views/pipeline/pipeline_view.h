// Pipeline view (worked-examples §3): the Gantt chart of the configured schedule with a
// schedule switcher, the memory strip of one GPU under it, and a time-vs-peak-memory scatter of
// all six schedules — "no schedule wins both".
#pragma once

#include <array>
#include <optional>

#include "views/common/axis_range.h"
#include "views/common/chart_panel.h"
#include "views/common/time_map.h"

#include <vector>

class QComboBox;
class QLabel;
class QScatterSeries;
class QValueAxis;

namespace stepbudget {

class ExampleBanner;

class GanttWidget;
class MemoryStrip;

class PipelineView : public ChartPanel {
    Q_OBJECT
public:
    explicit PipelineView(QWidget* parent = nullptr);
    void setResults(const Scenario& scenario, const Results& results) override;
    void setWholeExtent(bool whole) override;
    // "pipeline.op.<index>": why op <index> of the shown schedule starts when it does.
    std::optional<Derivation> elementDerivation(const QString& id, const Scenario& scenario,
                                                const Results& results) const override;
    // The "book example, not your plan" strip (hidden while the tab shows the plan).
    ExampleBanner* exampleBanner() const { return m_banner; }

    QComboBox* scheduleSwitcher() const { return m_switcher; }
    GanttWidget* gantt() const { return m_gantt; }
    MemoryStrip* memoryStrip() const { return m_strip; }
    // The step's summary above the Gantt (rich text, each number a link to its derivation).
    QLabel* summary() const { return m_summary; }
    int scatterPointCount() const;

signals:
    // The switcher asks for a schedule; the app changes pipeline.schedule (views never edit).
    void scheduleRequested(const QString& name);

private:
    ExampleBanner* m_banner = nullptr;
    std::optional<TimeWindow> m_zoom_before_whole;  // the user's zoom while a report draws
    QComboBox* m_switcher;
    QLabel* m_summary;
    GanttWidget* m_gantt;
    MemoryStrip* m_strip;
    std::vector<QScatterSeries*> m_points;  // one per schedule, kAllSchedules order
    QValueAxis* m_x;
    QValueAxis* m_y;
    StickyRange m_x_range{false};  // makespans cluster far from 0
    StickyRange m_y_range;
    QLabel* m_formulas;
    QWidget* m_scatter = nullptr;
    QWidget* m_table = nullptr;         // the schedules' table (the legend)
    std::vector<QLabel*> m_table_head;  // schedule, makespan, idle, peak
    std::vector<std::array<QLabel*, 4>>
        m_table_cells;  // per schedule: name and three figures  // the schedules' time-vs-memory
                        // chart (hidden for one stage)
    bool m_updating = false;
};

}  // namespace stepbudget
