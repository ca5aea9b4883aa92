// Bucket view (worked-examples §7.3; one-plan.md): the link's idle windows during backward and
// when each AllReduce call runs, for the whole bucket and for the bucket split into sub-buckets;
// a call that fits no window runs after the compute and is exposed. By default the plan's layer
// gradients, DP ring and backward windows; collectives.source = example shows the book's bucket.
// The §7.1 token means and the §7.2 overlap toy are no plan's: they live in the study material
// (walkthroughs example.token-means, example.overlap-busy-link); the MegaScale pair (§7.5, a
// measured example) is on the Scaling tab.
//
// Windows and calls are painted as rectangles by one layer per kind (RectLayer, one drawRects
// call), not as Qt Charts area series: an area series of 1,024 disjoint rectangles took 1.3-1.8 s
// per repaint (Qt 6.4, offscreen). Rectangles closer than a pixel merge, so a layer never holds
// more rectangles than the plot has pixels; hovering and clicking read the model's timeline.
#pragma once

#include "model/base/section.h"
#include "views/common/axis_range.h"
#include "views/common/chart_panel.h"

class QAreaSeries;
class QCategoryAxis;
class QChart;
class QChartView;
class QLabel;
class QLineSeries;
class QValueAxis;

namespace stepbudget {

struct BucketPlan;
struct CollectivesResults;
class ExampleBanner;
class RectLayer;

class BucketView : public ChartPanel {
    Q_OBJECT
public:
    explicit BucketView(QWidget* parent = nullptr);
    void setResults(const Scenario& scenario, const Results& results) override;
    std::optional<Derivation> elementDerivation(const QString& id, const Scenario& scenario,
                                                const Results& results) const override;
    // What the mouse at `at_ms` on the time axis is over: idle window or call (index, hover
    // text), read from the model's timeline rather than the drawn (possibly merged) shapes.
    std::optional<std::pair<int, QString>> windowAt(double at_ms) const;
    std::optional<std::pair<int, QString>> callAt(int lane, double at_ms) const;

    // For tests, in ms, read back from the drawn rectangles: (start, end) per call in time
    // order, lane 0 whole, lane 1 split.
    QList<QPair<double, double>> calls(int lane) const;
    QList<QPair<double, double>> idleWindows() const;
    double computeEndMarker() const;
    QString laneLabel(int lane) const;
    QString noteText() const;
    // Rectangles drawn in all layers and in the fullest one: bounded by the plot's width in
    // pixels, not by the number of windows and calls.
    int drawnRects() const;
    int largestLayerRects() const;
    double plotWidth() const;

    // The "book example, not your plan" strip (hidden while the tab shows the plan).
    ExampleBanner* exampleBanner() const { return m_banner; }

private:
    // Calls inside a window and calls after the compute, two alternating shades each so that
    // back-to-back calls stay visibly apart.
    struct Lane {
        RectLayer* inside[2];
        RectLayer* after[2];
    };
    void fillLane(Lane& lane, double y, const BucketPlan& plan, double pixel_ms);
    // Redraws the rectangles for the plot's current width (after a resize or the first layout).
    void redraw();

    ExampleBanner* m_banner = nullptr;
    QChart* m_chart = nullptr;
    QChartView* m_view = nullptr;
    // The timeline drawn last (a handle: this header does not include the collectives header).
    Section<CollectivesResults> m_shown;
    std::int64_t m_sub_buckets = 0;
    double m_drawn_pixel_ms = -1;  // the merge resolution of the last redraw

    Lane m_lanes[2];
    RectLayer* m_windows = nullptr;
    QLineSeries* m_busy_top;  // the compute: the link is busy unless a window is idle
    QLineSeries* m_busy_floor;
    QLineSeries* m_compute_end;
    QValueAxis* m_time_axis;
    QCategoryAxis* m_lane_axis;
    StickyRange m_time_range;
    QLabel* m_note;
};

}  // namespace stepbudget
