// Bucket view (worked-examples §7.2, §7.3, §7.5): the link's idle windows during backward and
// when each AllReduce call runs, for the whole bucket and for the bucket split into sub-buckets;
// a call that fits no window runs after the compute and is exposed; beside it the three ways to
// average the per-token loss gradient (§7.1). The MegaScale scaling pair and the overlap toy in
// a note.
#pragma once

#include "views/common/axis_range.h"
#include "views/common/chart_panel.h"

class QAreaSeries;
class QBarCategoryAxis;
class QBarSet;
class QCategoryAxis;
class QLabel;
class QLineSeries;
class QValueAxis;

namespace stepbudget {

class ExampleBanner;

struct BucketPlan;

class BucketView : public ChartPanel {
    Q_OBJECT
public:
    explicit BucketView(QWidget* parent = nullptr);
    void setResults(const Scenario& scenario, const Results& results) override;

    // For tests, in ms, read back from the drawn rectangles: (start, end) per call in time
    // order, lane 0 whole, lane 1 split.
    QList<QPair<double, double>> calls(int lane) const;
    QList<QPair<double, double>> idleWindows() const;
    double computeEndMarker() const;
    QString laneLabel(int lane) const;
    double gradientMean(int way) const;  // 0 token mean, 1 per-answer mean, 2 divided twice
    QString noteText() const;

    // The "book example, not your plan" strip (hidden while the tab shows the plan).
    ExampleBanner* exampleBanner() const { return m_banner; }

private:
    ExampleBanner* m_banner = nullptr;
    // A lane holds rectangles drawn as one area series each for calls inside a window and calls
    // after the compute; alternating series keep back-to-back calls visibly apart.
    struct Lane {
        QLineSeries* inside[2];
        QLineSeries* after[2];
        QLineSeries* floor;
    };
    void fillLane(Lane& lane, double y, const BucketPlan& plan);

    Lane m_lanes[2];
    QLineSeries* m_busy_top;  // the compute: the link is busy unless a window is idle
    QLineSeries* m_busy_floor;
    QLineSeries* m_windows_top;
    QLineSeries* m_windows_floor;
    QLineSeries* m_compute_end;
    QValueAxis* m_time_axis;
    QCategoryAxis* m_lane_axis;
    StickyRange m_time_range;
    QBarSet* m_means;
    QValueAxis* m_mean_axis;
    StickyRange m_mean_range;
    QLabel* m_note;
};

}  // namespace stepbudget
