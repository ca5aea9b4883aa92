// The checkpoint interval beyond first order (worked-examples §10.1-10.2): L(tau) stacked by
// cause — saving, hardware failures, loss-spike rollbacks — on a log interval axis, the Poisson
// retry model's overhead as a line, and the intervals Young, Daly and the Poisson model choose.
// The second chart of the Checkpoint tab; built once, refilled from Results::interval.
#pragma once

#include <QObject>
#include <QString>
#include <map>
#include <utility>
#include <vector>

#include "views/common/axis_range.h"

class QAreaSeries;
class QChart;
class QLineSeries;
class QLogValueAxis;
class QValueAxis;

namespace stepbudget {

struct Results;

class IntervalChart : public QObject {
    Q_OBJECT
public:
    explicit IntervalChart(QObject* parent = nullptr);
    QChart* chart() const { return m_chart; }
    // `baseline` may be null: A's first-order total is drawn muted when given.
    void setResults(const Results& results, const Results* baseline);
    QString noteText() const { return m_note; }
    // Each band, line and marker with the derivation a click on it shows (the Checkpoint tab
    // registers them with its ChartPanel).
    const std::vector<std::pair<QObject*, QString>>& elementIds() const { return m_element_ids; }

    // For tests: a marker's x as drawn ("young", "young_hardware_only", "daly", "poisson",
    // "current"; 0 when not drawn), and the stacked curve.
    double markerX(const QString& id) const;
    bool markerVisible(const QString& id) const;
    int curvePointCount() const;
    double totalPercentAt(int index) const;     // top of the stack
    double hardwarePercentAt(int index) const;  // the hardware band's thickness
    double spikePercentAt(int index) const;     // the spike band's thickness
    double poissonPercentAt(int index) const;

private:
    QChart* m_chart;
    QLineSeries* m_zero;
    QLineSeries* m_save;
    QLineSeries* m_save_hardware;
    QLineSeries* m_total;
    QAreaSeries* m_spike_band;
    QLineSeries* m_poisson;
    QLineSeries* m_baseline;
    std::map<QString, QLineSeries*> m_markers;
    QLogValueAxis* m_x;
    QValueAxis* m_y;
    StickyRange m_y_range;
    QString m_note;
    std::vector<std::pair<QObject*, QString>> m_element_ids;
};

}  // namespace stepbudget
