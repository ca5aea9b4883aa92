// The async checkpoint commit timeline as a painted widget (worked-examples §9): a training lane
// with the foreground pauses on it, a background-upload lane with one box per snapshot from
// upload start to commit, commit markers, and a failure marker the user drags. Dragging only
// requests a new failure time; the recovery point and the redo span drawn are always the
// model's (the app sets checkpoint.failure_at_s and the results come back).
#pragma once

#include <QBrush>
#include <QList>
#include <QPen>
#include <QString>
#include <QWidget>
#include <vector>

#include "model/checkpoint/async_checkpoint.h"
#include "views/common/axis_range.h"
#include "views/common/time_map.h"

namespace stepbudget {

class AsyncTimeline : public QWidget {
    Q_OBJECT
public:
    explicit AsyncTimeline(QWidget* parent = nullptr);

    // `axis`: the time axis (s); `baseline_commits`: A's commit times, drawn muted (may be empty).
    void setTimeline(const AsyncCheckpointResults& timeline, const AxisRange& axis,
                     const std::vector<double>& baseline_commits);

    const AsyncCheckpointResults& timeline() const { return m_r; }
    const std::vector<double>& baselineCommits() const { return m_baseline_commits; }

    // Where a second lands in the current geometry; the same map paints, hit-tests and drags.
    TimeMap timeMap() const;
    // The failure as drawn: the dragged time during a drag, else the model's failure_at_s.
    double failureTime() const;
    bool isDragging() const { return m_dragging; }
    // The y (pixels) of the lanes, so a test can press on them.
    double trainingLaneY() const;
    double uploadLaneY() const;
    double handleY() const;
    // What is drawn, in seconds: commit markers, the recovery line, the redo span.
    QList<double> commitTimes() const;
    double recoveryPoint() const { return m_r.recovery_point_s; }
    double redoStart() const { return m_r.redo_s > 0 ? m_r.recovery_point_s : m_r.failure_at_s; }
    double redoEnd() const { return m_r.failure_at_s; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return {480, 220}; }

signals:
    // A drag (or a key press) begins: one undo step per drag.
    void failureDragStarted();
    void failureTimeRequested(double seconds);
    void failureDragFinished();
    void derivationRequested(const QString& id);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;

private:
    enum class Part { None, Failure, Stall, Pause, Queued, Upload, Commit, Redo, Recovery };
    struct Hit {
        Part part = Part::None;
        int index = -1;  // snapshot, for the per-snapshot parts
    };
    struct Geometry {
        TimeMap map;
        double label_width = 0;
        double failure_line_y = 0;   // first text line: the failure label and handle
        double recovery_line_y = 0;  // second text line: the recovery point label
        double training_top = 0;
        double upload_top = 0;
        double lane_height = 0;
        double commit_label_y = 0;
        double axis_y = 0;
        double legend_y = 0;
    };
    struct LegendItem {
        QString text;
        QBrush brush;
        QPen pen;
        double x = 0;  // from the left of the time area
        int row = 0;
        double width = 0;
    };
    Geometry geometry() const;
    double fixedHeight() const;
    double legendLeft() const;
    std::vector<LegendItem> legendItems(const AsyncCheckpointResults& r, bool baseline) const;
    Hit hitTest(const QPointF& pos) const;
    QString toolTipFor(const Hit& hit) const;
    QString derivationFor(const Hit& hit) const;
    void requestFailureAt(double x);
    void paintLegend(class QPainter& p, const Geometry& g) const;

    AsyncCheckpointResults m_r;
    AxisRange m_axis{0, 60, 10};
    std::vector<double> m_baseline_commits;
    bool m_dragging = false;
    double m_drag_time = 0;
};

// "36.5", "26.1", "1800": seconds as a timeline label, at most two decimals, no trailing zeros.
QString timelineSeconds(double seconds);

}  // namespace stepbudget
