// The pipeline Gantt chart: one row per GPU, F/B/X/W/update boxes coloured by kind with their
// micro-batch number, transfers as thin bars under the sender's row, a colour legend of the
// kinds on top, and a tooltip with the exact times of the op under the mouse. The wheel zooms
// the time axis about the mouse, a drag pans it, a double-click shows the whole step again.
// Zoomed out on a deep pipeline (boxes narrower than a few pixels) each row is drawn as an
// overview: every pixel column stacks the kinds by their share of its time (idle left blank),
// so warm-up, steady state, bubbles and cool-down stay readable; rows of a deep pipeline are
// compact so that all of them fit. With the plan's step phases (model/step/step_phases.h) the
// chart continues past the pipeline: a "DP link" row above GPU 0 shows the data-parallel / ZeRO
// collectives (hidden under compute, light; exposed, solid across every GPU), then the input wait
// and the step's share of checkpoint saves and failure losses, so the last box ends at the average
// wall clock per step the finish date uses. Hover names a phase with its times; a click on it asks
// for its derivation.
#pragma once

#include <QImage>
#include <QWidget>

class QPainter;
#include <vector>

#include "model/pipeline/pipeline.h"
#include "model/step/step_phases.h"
#include "views/common/chart_export.h"
#include "views/common/time_axis.h"
#include "views/common/time_map.h"

namespace stepbudget {

class GanttWidget : public QWidget, public SizedPainting {
    Q_OBJECT
public:
    explicit GanttWidget(QWidget* parent = nullptr);

    // `phases`: the plan's step after the pipeline (null or empty: the pipeline alone, e.g. a
    // book example that is not the plan).
    void setSchedule(const ScheduleResult& schedule, int gpus, const StepPhases* phases = nullptr);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // For tests and tooltips: the op drawn at a widget position, or null.
    const PipelineOp* opAt(const QPoint& pos) const;
    TimeAxis timeAxis() const;
    int rowTop(int gpu) const;
    int rowHeight() const;
    int opCount() const { return static_cast<int>(m_ops.size()); }
    // The pipeline's makespan; endMs() the end of the last phase drawn (>= makespan).
    double makespanMs() const { return m_pipeline_ms; }
    double endMs() const { return m_makespan_ms; }
    // For tests and tooltips: the phase drawn at a widget position, or null; the DP row's top.
    const StepPhase* phaseAt(const QPoint& pos) const;
    int phaseCount() const { return static_cast<int>(m_phases.size()); }
    const std::vector<StepPhase>& phases() const { return m_phases; }
    int dpRowTop() const;
    static QColor colorFor(StepPhaseKind kind);
    // Compare mode: where the pinned baseline A's step ends (ms, its wall clock per step), drawn
    // as a dashed line; <= 0 draws none.
    void setBaselineEndMs(double ms);
    double baselineEndMs() const { return m_baseline_end_ms; }

    static QColor colorFor(OpKind kind, int chunk, int direction);
    // Paints the chart as it would look at `size` (export, report), without resizing.
    void paintAtSize(QPainter* painter, const QSize& size) override;
    // Every GPU row at its tallest, the legend laid out at `width`.
    int contentHeight(int width) override;

    // The visible time window (ms); the whole makespan unless zoomed.
    TimeWindow timeWindow() const { return m_window; }
    void setTimeWindow(const TimeWindow& window);
    void resetZoom() { setTimeWindow({0, m_makespan_ms}); }
    // "Zoomed: 10 s – 21 s of 30.7 s" while zoomed, drawn in the chart's corner; else "".
    QString zoomNote() const;
    // True when the boxes are too narrow to draw one by one and rows show the overview.
    bool overview() const;
    // The legend's swatch rectangles, by kind, for tests (only kinds present in the schedule).
    std::vector<std::pair<OpKind, QRect>> legendSwatches() const;

signals:
    void derivationRequested(const QString& id);
    void gpuClicked(int gpu);
    void timeWindowChanged(const TimeWindow& window);

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

private:
    void paint(QPainter& p);
    void paintZoomNote(QPainter& p);
    void paintOverview(QPainter& p, const TimeAxis& axis);
    void paintPhases(QPainter& p, const TimeAxis& axis);
    // The legend's rows (kinds, then phases, wrapped to the canvas width) and the header under
    // which the rows start.
    struct LegendItem {
        QString name;
        QColor color;
        QRect swatch;
        int kind = -1;   // OpKind, or -1
        int phase = -1;  // StepPhaseKind, or -1
    };
    std::vector<LegendItem> legendItems() const;
    int header() const;
    int dpRowHeight() const;
    QImage overviewImage(const TimeAxis& axis, int cols, int h, int top, int span) const;
    // What the cached overview image was drawn from.
    struct OverviewKey {
        const PipelineOp* ops = nullptr;
        std::size_t count = 0;
        double t0 = 0;
        double t1 = 0;
        int cols = 0;
        int row_height = 0;
        int top = 0;
        int span = 0;
        int gpus = 0;
        bool operator==(const OverviewKey& o) const {
            return ops == o.ops && count == o.count && t0 == o.t0 && t1 == o.t1 && cols == o.cols &&
                   row_height == o.row_height && top == o.top && span == o.span && gpus == o.gpus;
        }
    };
    OverviewKey m_overview_key;
    QImage m_overview;
    // The size painted and hit-tested: the widget's, or the export's while paintAtSize runs.
    QSize canvas() const { return m_canvas.isValid() ? m_canvas : size(); }
    QSize m_canvas;
    bool compact() const;
    int minRowHeight() const;
    int transferHeight() const;
    int rowGap() const;

    TimeWindow m_window{0, 1};
    // A drag in progress: where it started and the window then.
    bool m_dragging = false;
    bool m_dragged = false;
    int m_drag_x = 0;
    TimeWindow m_drag_window;
    SharedVector<PipelineOp> m_ops;  // the results' timeline, shared (not copied)
    // Counted once per schedule, not per paint (260 000 ops at p = 64, m = 1024).
    int m_boxes = 0;            // compute ops and U
    unsigned m_kinds_seen = 0;  // bit per OpKind present
    int m_gpus = 0;
    double m_makespan_ms = 0;  // the chart's time span: the pipeline and its phases
    double m_pipeline_ms = 0;
    std::vector<StepPhase> m_phases;  // times in seconds, as the model gives them
    mutable int m_header = 0;         // header() for the canvas width m_header_width
    mutable int m_header_width = -1;
    bool m_has_dp = false;  // a DP link row is drawn
    double m_baseline_end_ms = 0;
};

QString opKindName(OpKind kind);
QString stepPhaseName(StepPhaseKind kind);

}  // namespace stepbudget
