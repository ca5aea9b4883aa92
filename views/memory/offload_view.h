// Offload view (worked-examples §5): where to cast a BF16 gradient to FP32 on its way to the
// host. The two paths as transfer + cast bars at this link, their totals against the link
// bandwidth with the break-even B* and this link marked, and the wait of an offloaded tensor.
#pragma once

#include "views/common/axis_range.h"
#include "views/common/chart_panel.h"

class QBarCategoryAxis;
class QBarSet;
class QLabel;
class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QValueAxis;

namespace stepbudget {

class ExampleBanner;

class OffloadView : public ChartPanel {
    Q_OBJECT
public:
    explicit OffloadView(QWidget* parent = nullptr);
    void setResults(const Scenario& scenario, const Results& results) override;

    // For tests, in ms: path 0 = CPU cast, 1 = GPU cast.
    double transferMs(int path) const;
    double castMs(int path) const;
    int curvePointCount() const;
    double breakEvenMarker() const;  // GB/s; -1 when there is none
    QPointF currentCpuPoint() const;
    QString noteText() const;
    QString pathLabel(int path) const;

    // The "book example, not your plan" strip (hidden while the tab shows the plan).
    ExampleBanner* exampleBanner() const { return m_banner; }

private:
    ExampleBanner* m_banner = nullptr;
    QBarSet* m_transfer;
    QBarSet* m_cast;
    QBarCategoryAxis* m_paths;
    QValueAxis* m_ms_axis;
    StickyRange m_ms_range;

    QLineSeries* m_cpu;
    QLineSeries* m_gpu;
    QLineSeries* m_break_even;
    QScatterSeries* m_current;
    QLineSeries* m_baseline;  // A's CPU path
    QLogValueAxis* m_link_axis;
    QLogValueAxis* m_time_axis;
    QLabel* m_note;
};

}  // namespace stepbudget
