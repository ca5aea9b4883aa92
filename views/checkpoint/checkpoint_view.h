// Checkpoint view (worked-examples §10.1): L(tau) = c/tau + lambda tau/2 + lambda r as three
// stacked areas over a log interval axis, with tau* and the configured interval marked; beside
// it L(tau) by cause with the Young / Daly / Poisson optima (§10.2, interval_chart.h).
#pragma once

#include "views/common/axis_range.h"
#include "views/common/chart_panel.h"

class QLineSeries;
class QAreaSeries;
class QLogValueAxis;
class QValueAxis;
class QLabel;

namespace stepbudget {

class IntervalChart;

class CheckpointView : public ChartPanel {
    Q_OBJECT
public:
    explicit CheckpointView(QWidget* parent = nullptr);
    void setResults(const Scenario& scenario, const Results& results) override;

    double optimumMarkerX() const;   // tau* as drawn, for tests
    double intervalMarkerX() const;  // the configured interval as drawn
    int curvePointCount() const;
    IntervalChart* intervalChart() const { return m_intervals; }

private:
    QLineSeries* m_zero;
    QLineSeries* m_save;
    QLineSeries* m_save_redo;
    QLineSeries* m_total;
    QLineSeries* m_optimum;
    QLineSeries* m_interval;
    QLineSeries* m_baseline;  // A's total L(tau)
    QLogValueAxis* m_x;
    QValueAxis* m_y;
    StickyRange m_y_range;
    QLabel* m_note;
    IntervalChart* m_intervals;
    QLabel* m_interval_note;
};

}  // namespace stepbudget
