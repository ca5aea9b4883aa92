#include "views/checkpoint/async_timeline.h"
#include "model/checkpoint/async_checkpoint.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QRegularExpression>
#include <QToolTip>
#include <algorithm>
#include <cmath>

namespace stepbudget {

namespace {

const QColor kTraining("#d6ecd9");
const QColor kTrainingEdge("#8fc9a0");
const QColor kPause("#f28e2b");
const QColor kStall("#e15759");
const QColor kUpload("#4e79a7");
const QColor kCommit("#1f3d66");
const QColor kFailure("#c62828");
const QColor kRecovery("#1b7f3b");
const QColor kBaseline(120, 120, 120);

constexpr double kGrab = 6.0;
constexpr double kMaxLane = 110.0;  // px; taller lanes only add empty colour  // px either side of
                                    // the failure line that pick it up

bool finite(double v) {
    return std::isfinite(v);
}

// The derivations the model publishes per snapshot stop after the fourth (async_checkpoint.cpp).
constexpr int kSnapshotDerivations = 4;

}  // namespace

// The legend lists only what this timeline shows (a slot wait or an upload queue appears only
// when the cadence is tight), flowed into rows across the time area.
std::vector<AsyncTimeline::LegendItem> AsyncTimeline::legendItems(const AsyncCheckpointResults& r,
                                                                  bool baseline) const {
    QColor redo = kFailure;
    redo.setAlpha(80);
    QColor upload = kUpload;
    upload.setAlpha(170);
    bool stalls = false;
    bool queued = false;
    for (const SnapshotTimeline& s : r.snapshots) {
        stalls = stalls || s.stall_s > 0;
        queued = queued || s.upload_start_s > s.staging_end_s;
    }
    std::vector<LegendItem> items = {{tr("staging pause"), kPause, Qt::NoPen}};
    if (stalls) {
        items.push_back(
            {tr("waiting for a free slot"), QBrush(kStall, Qt::BDiagPattern), QPen(kStall, 1)});
    }
    items.push_back({tr("upload"), upload, QPen(kUpload.darker(130), 1)});
    if (queued) {
        items.push_back(
            {tr("waiting to upload"), QBrush(kUpload, Qt::Dense6Pattern), QPen(kUpload, 1)});
    }
    if (r.in_flight_at_failure > 0) {
        items.push_back({tr("lost at the failure"), Qt::NoBrush, QPen(kFailure, 2, Qt::DashLine)});
    }
    if (r.redo_s > 0) {
        items.push_back({tr("redo"), redo, Qt::NoPen});
    }
    if (baseline) {
        items.push_back({tr("A: commits"), Qt::NoBrush, QPen(kBaseline, 1.5, Qt::DashDotLine)});
    }
    const QFontMetricsF fm(font());
    const double left = legendLeft();
    double x = 0;
    int row = 0;
    for (LegendItem& item : items) {
        item.width = 18 + fm.horizontalAdvance(item.text) + 14;
        if (left + x + item.width > width() && x > 0) {
            x = 0;
            ++row;
        }
        item.x = x;
        item.row = row;
        x += item.width;
    }
    return items;
}

QString timelineSeconds(double seconds) {
    if (!finite(seconds)) {
        return QStringLiteral("—");
    }
    // Compiled once: every timeline label goes through here on each repaint, and compiling
    // the pattern per label made this tab the slowest slider -> repaint.
    static const QRegularExpression kTrailingZeros(QStringLiteral("\\.?0+$"));
    return QString::number(std::round(seconds * 100.0) / 100.0, 'f', 2).remove(kTrailingZeros);
}

AsyncTimeline::AsyncTimeline(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Async checkpoint timeline"));
    // Room for the largest lanes and a second legend row; the rest of the tab goes to the table.
    setMaximumHeight(static_cast<int>(fixedHeight() + 2 * kMaxLane + fontMetrics().height() + 4));
}

void AsyncTimeline::setTimeline(const AsyncCheckpointResults& timeline, const AxisRange& axis,
                                const std::vector<double>& baseline_commits) {
    m_r = timeline;
    m_axis = axis;
    m_baseline_commits = baseline_commits;
    setAccessibleDescription(tr("Failure at %1 s, recovery point %2 s, redo %3 s")
                                 .arg(timelineSeconds(m_r.failure_at_s),
                                      timelineSeconds(m_r.recovery_point_s),
                                      timelineSeconds(m_r.redo_s)));
    update();
}

// Everything but the two lanes: two label rows, the gap, commit labels, axis, one legend row.
double AsyncTimeline::fixedHeight() const {
    const double line = QFontMetricsF(font()).height();
    return 6 + 2 * line + 8 + 12 + (line + 6) + (line + 12) + (line + 10) + 6;
}

// The left edge of the time area: after the widest lane or axis label.
double AsyncTimeline::legendLeft() const {
    const QFontMetricsF fm(font());
    return std::max({fm.horizontalAdvance(tr("Training")),
                     fm.horizontalAdvance(tr("Background upload")),
                     fm.horizontalAdvance(tr("wall clock (s)"))}) +
           24;
}

QSize AsyncTimeline::sizeHint() const {
    return {900, static_cast<int>(fixedHeight() + 2 * 80)};
}

AsyncTimeline::Geometry AsyncTimeline::geometry() const {
    const QFontMetricsF fm(font());
    const double line = fm.height();
    Geometry g;
    g.label_width = legendLeft() - 8;
    // Half a tick label of room on the right so the last one is not clipped.
    const double right = width() - std::max(16.0, fm.horizontalAdvance(QStringLiteral("0000")));
    g.map = TimeMap{m_axis.lo, m_axis.hi, legendLeft(), std::max(legendLeft() + 52, right)};
    g.failure_line_y = 6;
    g.recovery_line_y = g.failure_line_y + line + 2;
    g.training_top = g.recovery_line_y + line + 6;
    const std::vector<LegendItem> legend = legendItems(m_r, !m_baseline_commits.empty());
    const int extra_rows = legend.empty() ? 0 : legend.back().row;
    g.lane_height =
        std::clamp((height() - fixedHeight() - extra_rows * (line + 4)) / 2.0, 24.0, kMaxLane);
    g.upload_top = g.training_top + g.lane_height + 12;
    g.commit_label_y = g.upload_top + g.lane_height + 4;
    g.axis_y = g.commit_label_y + line + 6;
    g.legend_y = g.axis_y + 6 + line + 8;
    return g;
}

TimeMap AsyncTimeline::timeMap() const {
    return geometry().map;
}

double AsyncTimeline::failureTime() const {
    return m_dragging ? m_drag_time : m_r.failure_at_s;
}

double AsyncTimeline::trainingLaneY() const {
    const Geometry g = geometry();
    return g.training_top + g.lane_height / 2;
}

double AsyncTimeline::uploadLaneY() const {
    const Geometry g = geometry();
    return g.upload_top + g.lane_height / 2;
}

QList<double> AsyncTimeline::commitTimes() const {
    QList<double> out;
    for (const SnapshotTimeline& s : m_r.snapshots) {
        out.append(s.commit_s);
    }
    return out;
}

double AsyncTimeline::handleY() const {
    return geometry().failure_line_y + 4;
}

AsyncTimeline::Hit AsyncTimeline::hitTest(const QPointF& pos) const {
    const Geometry g = geometry();
    const TimeMap& m = g.map;
    const double x = pos.x();
    const double y = pos.y();
    const double lanes_bottom = g.upload_top + g.lane_height;
    if (x < m.x0 - kGrab || x > m.x1 + kGrab || y > lanes_bottom + 4) {
        return {};
    }
    if (std::fabs(x - m.toX(failureTime())) <= kGrab) {
        return {Part::Failure, -1};
    }
    const auto within = [x](double a, double b, double slack) {
        return x >= std::min(a, b) - slack && x <= std::max(a, b) + slack;
    };
    const int n = static_cast<int>(m_r.snapshots.size());
    if (y >= g.upload_top && y <= lanes_bottom + 4) {
        for (int i = 0; i < n; ++i) {
            const SnapshotTimeline& s = m_r.snapshots[static_cast<std::size_t>(i)];
            if (within(m.toX(s.commit_s), m.toX(s.commit_s), 3)) {
                return {Part::Commit, i};
            }
        }
        // The queue-wait strip runs along the top of the lane, above the boxes.
        const bool in_strip = y < g.upload_top + 10;
        for (int i = 0; i < n; ++i) {
            const SnapshotTimeline& s = m_r.snapshots[static_cast<std::size_t>(i)];
            if (in_strip && s.upload_start_s > s.staging_end_s &&
                within(m.toX(s.staging_end_s), m.toX(s.upload_start_s), 0)) {
                return {Part::Queued, i};
            }
        }
        for (int i = 0; i < n; ++i) {
            const SnapshotTimeline& s = m_r.snapshots[static_cast<std::size_t>(i)];
            if (within(m.toX(s.upload_start_s), m.toX(s.commit_s), 0)) {
                return {Part::Upload, i};
            }
        }
    }
    if (y >= g.training_top && y <= g.training_top + g.lane_height) {
        // Pauses are a few pixels wide: give them a little slack to be hoverable.
        for (int i = 0; i < n; ++i) {
            const SnapshotTimeline& s = m_r.snapshots[static_cast<std::size_t>(i)];
            if (within(m.toX(s.capture_s), m.toX(s.staging_end_s), 2)) {
                return {Part::Pause, i};
            }
            if (s.stall_s > 0 && within(m.toX(s.scheduled_s), m.toX(s.capture_s), 0)) {
                return {Part::Stall, i};
            }
        }
        if (m_r.redo_s > 0 && within(m.toX(m_r.recovery_point_s), m.toX(m_r.failure_at_s), 0)) {
            return {Part::Redo, -1};
        }
    }
    if (y >= g.training_top && std::fabs(x - m.toX(m_r.recovery_point_s)) <= 3) {
        return {Part::Recovery, -1};
    }
    return {};
}

QString AsyncTimeline::toolTipFor(const Hit& hit) const {
    const auto sec = timelineSeconds;
    if (hit.part == Part::Failure) {
        return tr("Failure at %1 s. Drag it: the latest snapshot committed before it is the "
                  "recovery point.")
            .arg(sec(failureTime()));
    }
    if (hit.part == Part::Redo) {
        return tr("Redo %1 s: the work from the recovery point (%2 s) to the failure (%3 s) is "
                  "lost and done again.")
            .arg(sec(m_r.redo_s), sec(m_r.recovery_point_s), sec(m_r.failure_at_s));
    }
    if (hit.part == Part::Recovery) {
        if (!m_r.has_recovery_point) {
            return tr(
                "No snapshot is committed before the failure: recovery starts from the "
                "beginning of the run.");
        }
        const SnapshotTimeline& s =
            m_r.snapshots[static_cast<std::size_t>(m_r.recovery_snapshot - 1)];
        return tr("Recovery point: snapshot %1, captured at %2 s, committed at %3 s.")
            .arg(s.index)
            .arg(sec(s.capture_s), sec(s.commit_s));
    }
    if (hit.index < 0 || hit.index >= static_cast<int>(m_r.snapshots.size())) {
        return {};
    }
    const SnapshotTimeline& s = m_r.snapshots[static_cast<std::size_t>(hit.index)];
    switch (hit.part) {
        case Part::Pause:
            return tr("Snapshot %1: training paused %2–%3 s to copy it into a buffer slot.")
                .arg(s.index)
                .arg(sec(s.capture_s), sec(s.staging_end_s));
        case Part::Stall:
            return tr("Snapshot %1: due at %2 s, training waited %3 s for a free buffer slot.")
                .arg(s.index)
                .arg(sec(s.scheduled_s), sec(s.stall_s));
        case Part::Queued:
            return tr("Snapshot %1 waited %2–%3 s for the upload path (one upload at a time).")
                .arg(s.index)
                .arg(sec(s.staging_end_s), sec(s.upload_start_s));
        case Part::Upload:
        case Part::Commit: {
            QString status = s.durable_at_failure ? tr("Durable before the failure.")
                             : s.captured_before_failure
                                 ? tr("Still uploading at the failure: lost.")
                                 : tr("Captured after the failure.");
            return tr("Snapshot %1: captured at %2 s, uploaded %3–%4 s, committed (durable) at "
                      "%4 s.")
                       .arg(s.index)
                       .arg(sec(s.capture_s), sec(s.upload_start_s), sec(s.commit_s)) +
                   QLatin1Char(' ') + status;
        }
        default:
            return {};
    }
}

QString AsyncTimeline::derivationFor(const Hit& hit) const {
    switch (hit.part) {
        case Part::Upload:
        case Part::Commit:
        case Part::Queued:
            return hit.index < kSnapshotDerivations
                       ? QStringLiteral("checkpoint.async.snapshots.%1.commit_s").arg(hit.index)
                       : QStringLiteral("checkpoint.async.upload_s");
        case Part::Pause:
        case Part::Stall:
            return QStringLiteral("checkpoint.async.foreground_pause_s");
        case Part::Redo:
        case Part::Recovery:
        case Part::Failure:
            return QStringLiteral("checkpoint.async.redo_s");
        default:
            return {};
    }
}

void AsyncTimeline::requestFailureAt(double x) {
    const TimeMap m = timeMap();
    m_drag_time = m.snap(m.toTime(x));
    update();
    emit failureTimeRequested(m_drag_time);
}

void AsyncTimeline::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || m_r.snapshots.empty()) {
        QWidget::mousePressEvent(event);
        return;
    }
    const QPointF pos = event->position();
    const Geometry g = geometry();
    const Hit hit = hitTest(pos);
    const bool in_time_area = pos.x() >= g.map.x0 - kGrab && pos.x() <= g.map.x1 + kGrab &&
                              pos.y() <= g.upload_top + g.lane_height + 4;
    // The marker itself, or empty time (including the label rows above the lanes): the failure
    // jumps there and follows the mouse. Anything drawn shows its derivation instead.
    if (hit.part == Part::Failure || (hit.part == Part::None && in_time_area)) {
        m_dragging = true;
        m_drag_time = failureTime();
        setCursor(Qt::SizeHorCursor);
        emit failureDragStarted();
        emit derivationRequested(QStringLiteral("checkpoint.async.redo_s"));
        requestFailureAt(pos.x());
        return;
    }
    const QString id = derivationFor(hit);
    if (!id.isEmpty()) {
        emit derivationRequested(id);
    }
}

void AsyncTimeline::mouseMoveEvent(QMouseEvent* event) {
    if (m_dragging) {
        const double before = m_drag_time;
        const TimeMap m = timeMap();
        if (m.snap(m.toTime(event->position().x())) != before) {
            requestFailureAt(event->position().x());
        }
        return;
    }
    const Hit hit = hitTest(event->position());
    setCursor(hit.part == Part::Failure ? Qt::SizeHorCursor
              : hit.part == Part::None  ? Qt::ArrowCursor
                                        : Qt::PointingHandCursor);
}

void AsyncTimeline::mouseReleaseEvent(QMouseEvent* event) {
    if (m_dragging && event->button() == Qt::LeftButton) {
        m_dragging = false;
        unsetCursor();
        update();
        emit failureDragFinished();
        return;
    }
    QWidget::mouseReleaseEvent(event);
}

void AsyncTimeline::keyPressEvent(QKeyEvent* event) {
    // Left/Right move the failure a second-ish (ten mouse steps); with Shift one mouse step.
    const int dir = event->key() == Qt::Key_Left ? -1 : event->key() == Qt::Key_Right ? 1 : 0;
    if (dir == 0 || m_r.snapshots.empty()) {
        QWidget::keyPressEvent(event);
        return;
    }
    const TimeMap m = timeMap();
    const double step = m.resolution() * ((event->modifiers() & Qt::ShiftModifier) ? 1 : 10);
    const double t = m.snap(m_r.failure_at_s + dir * step);
    if (t != m_r.failure_at_s) {
        emit failureDragStarted();
        emit failureTimeRequested(t);
    }
}

bool AsyncTimeline::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = toolTipFor(hitTest(help->pos()));
        if (text.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), text, this);
        }
        return true;
    }
    return QWidget::event(event);
}

void AsyncTimeline::paintEvent(QPaintEvent* /*event*/) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const Geometry g = geometry();
    const TimeMap& m = g.map;
    const QFontMetricsF fm(font());
    const double line = fm.height();
    if (m_r.snapshots.empty()) {
        p.drawText(rect(), Qt::AlignCenter, tr("No async checkpoint to show."));
        return;
    }
    const double lane_h = g.lane_height;
    const double lanes_bottom = g.upload_top + lane_h;
    const auto span = [&](double a, double b, double top, double h) {
        const double xa = std::clamp(m.toX(a), m.x0, m.x1);
        const double xb = std::clamp(m.toX(b), m.x0, m.x1);
        return QRectF(xa, top, std::max(0.0, xb - xa), h);
    };

    // Lane labels.
    p.setPen(palette().text().color());
    p.drawText(QRectF(4, g.training_top, g.label_width, lane_h), Qt::AlignVCenter | Qt::AlignLeft,
               tr("Training"));
    p.drawText(QRectF(4, g.upload_top, g.label_width, lane_h), Qt::AlignVCenter | Qt::AlignLeft,
               tr("Background upload"));

    // Training lane: running, with each capture's wait for a slot and staging pause on it.
    p.setPen(QPen(kTrainingEdge, 1));
    p.setBrush(kTraining);
    p.drawRect(span(m.t0, m.t1, g.training_top, lane_h));
    p.setBrush(QColor(240, 240, 240));
    p.setPen(QPen(QColor(200, 200, 200), 1));
    p.drawRect(span(m.t0, m.t1, g.upload_top, lane_h));

    // The redo span: everything from the recovery point to the failure is trained again.
    const double fail_t = m_r.failure_at_s;
    if (m_r.redo_s > 0) {
        const QRectF redo = span(m_r.recovery_point_s, fail_t, g.training_top, lane_h);
        QColor fill = kFailure;
        fill.setAlpha(80);
        p.setPen(Qt::NoPen);
        p.setBrush(fill);
        p.drawRect(redo);
        const QString label = tr("redo %1 s").arg(timelineSeconds(m_r.redo_s));
        QFont bold = font();
        bold.setBold(true);
        p.setFont(bold);
        p.setPen(kFailure.darker(130));
        if (QFontMetricsF(bold).horizontalAdvance(label) + 8 < redo.width()) {
            p.drawText(redo.adjusted(0, 0, 0, -lane_h * 0.35), Qt::AlignCenter, label);
        }
        p.setFont(font());
    }
    const int n = static_cast<int>(m_r.snapshots.size());
    for (int i = 0; i < n; ++i) {
        const SnapshotTimeline& s = m_r.snapshots[static_cast<std::size_t>(i)];
        if (s.stall_s > 0) {
            const QRectF stall = span(s.scheduled_s, s.capture_s, g.training_top, lane_h);
            p.setPen(Qt::NoPen);
            p.setBrush(QBrush(kStall, Qt::BDiagPattern));
            p.drawRect(stall);
        }
        QRectF pause = span(s.capture_s, s.staging_end_s, g.training_top, lane_h);
        // At least two pixels, so a 0.5 s pause on a long axis still shows.
        if (pause.width() < 2) {
            pause.setWidth(2);
        }
        p.setPen(Qt::NoPen);
        p.setBrush(kPause);
        p.drawRect(pause);
    }

    // Upload lane: queue wait (outline), upload (box, labelled), commit marker (line + diamond).
    double last_label_right = -1e9;
    for (int i = 0; i < n; ++i) {
        const SnapshotTimeline& s = m_r.snapshots[static_cast<std::size_t>(i)];
        // Boxes below a thin strip for the queue wait: a snapshot waits while the one before
        // it uploads, so a full-height outline would sit on top of that box.
        const QRectF lane_box(0, g.upload_top + 10, 0, lane_h - 14);
        if (s.upload_start_s > s.staging_end_s) {
            const QRectF queued = span(s.staging_end_s, s.upload_start_s, g.upload_top + 3, 5);
            p.setPen(QPen(kUpload, 1));
            p.setBrush(QBrush(kUpload, Qt::Dense6Pattern));
            p.drawRect(queued);
        }
        const QRectF box = span(s.upload_start_s, s.commit_s, lane_box.top(), lane_box.height());
        const bool lost = s.captured_before_failure && !s.durable_at_failure;
        QColor fill = kUpload;
        fill.setAlpha(lost ? 90 : 170);
        p.setBrush(fill);
        p.setPen(lost ? QPen(kFailure, 2, Qt::DashLine) : QPen(kUpload.darker(130), 1));
        p.drawRect(box);
        const QString name = tr("snapshot %1").arg(s.index);
        const QString short_name = QStringLiteral("#%1").arg(s.index);
        const QString label = fm.horizontalAdvance(name) + 8 < box.width()         ? name
                              : fm.horizontalAdvance(short_name) + 4 < box.width() ? short_name
                                                                                   : QString();
        if (!label.isEmpty()) {
            p.setPen(lost ? kFailure.darker(130) : QColor(Qt::white));
            p.drawText(box, Qt::AlignCenter, label);
        }
        // Commit: durable from here on.
        const double cx = m.toX(s.commit_s);
        if (cx >= m.x0 && cx <= m.x1) {
            p.setPen(QPen(kCommit, 2));
            p.drawLine(QPointF(cx, g.upload_top), QPointF(cx, lanes_bottom + 2));
            QPainterPath diamond;
            diamond.moveTo(cx, lanes_bottom - 3);
            diamond.lineTo(cx + 5, lanes_bottom + 2);
            diamond.lineTo(cx, lanes_bottom + 7);
            diamond.lineTo(cx - 5, lanes_bottom + 2);
            diamond.closeSubpath();
            p.setBrush(kCommit);
            p.drawPath(diamond);
            const QString text = tr("commit %1 s").arg(timelineSeconds(s.commit_s));
            const double w = fm.horizontalAdvance(text);
            const double left = std::clamp(cx - w / 2, 0.0, width() - w - 2);
            // Commits closer than a label: the later ones stay unlabelled (the note lists them).
            if (left > last_label_right + 6) {
                p.setPen(kCommit);
                p.drawText(QRectF(left, g.commit_label_y + 4, w + 2, line), Qt::AlignLeft, text);
                last_label_right = left + w;
            }
        }
    }
    for (double t : m_baseline_commits) {
        const double x = m.toX(t);
        if (finite(t) && x >= m.x0 && x <= m.x1) {
            p.setPen(QPen(kBaseline, 1.5, Qt::DashDotLine));
            p.drawLine(QPointF(x, g.upload_top - 3), QPointF(x, lanes_bottom + 3));
        }
    }

    // After the failure nothing above happened: veil it.
    const double fx = std::clamp(m.toX(failureTime()), m.x0, m.x1);
    p.fillRect(QRectF(fx, g.training_top, m.x1 - fx, lanes_bottom - g.training_top),
               QColor(255, 255, 255, 120));

    // Recovery point: the capture time of the latest snapshot durable at the failure.
    const double rx = std::clamp(m.toX(m_r.recovery_point_s), m.x0, m.x1);
    p.setPen(QPen(kRecovery, 2, Qt::DashLine));
    p.drawLine(QPointF(rx, g.recovery_line_y + line), QPointF(rx, lanes_bottom));
    const QString recovery = m_r.has_recovery_point
                                 ? tr("recovery point %1 s (snapshot %2)")
                                       .arg(timelineSeconds(m_r.recovery_point_s))
                                       .arg(m_r.recovery_snapshot)
                                 : tr("no commit yet: recover from the start");
    {
        const double w = fm.horizontalAdvance(recovery);
        // Left of its line when there is room (it never crosses the failure, which is right).
        const double left = rx - w - 4 >= 0 ? rx - w - 4 : std::min(rx + 4, width() - w - 2);
        p.setPen(kRecovery.darker(120));
        p.drawText(QRectF(left, g.recovery_line_y, w + 2, line), Qt::AlignLeft, recovery);
    }

    // Failure marker with its handle; the label reads the dragged time while dragging.
    {
        p.setPen(QPen(kFailure, 2));
        p.drawLine(QPointF(fx, g.failure_line_y + line / 2), QPointF(fx, lanes_bottom + 2));
        QPainterPath handle;
        handle.moveTo(fx - 7, g.failure_line_y);
        handle.lineTo(fx + 7, g.failure_line_y);
        handle.lineTo(fx, g.failure_line_y + 10);
        handle.closeSubpath();
        p.setBrush(kFailure);
        p.drawPath(handle);
        const QString label = tr("failure %1 s ⟷ drag").arg(timelineSeconds(failureTime()));
        const double w = fm.horizontalAdvance(label);
        const double left = fx + 10 + w <= width() ? fx + 10 : fx - 10 - w;
        p.setPen(kFailure);
        p.drawText(QRectF(left, g.failure_line_y - 2, w + 2, line), Qt::AlignLeft, label);
    }

    // Time axis with round ticks.
    p.setPen(QPen(palette().text().color(), 1));
    p.drawLine(QPointF(m.x0, g.axis_y), QPointF(m.x1, g.axis_y));
    if (m_axis.step > 0 && (m_axis.hi - m_axis.lo) / m_axis.step < 100) {
        for (double t = m_axis.lo; t <= m_axis.hi + 1e-9 * m_axis.step; t += m_axis.step) {
            const double x = m.toX(t);
            p.drawLine(QPointF(x, g.axis_y), QPointF(x, g.axis_y + 4));
            const QString text = timelineSeconds(t);
            const double w = fm.horizontalAdvance(text);
            p.drawText(QRectF(x - w / 2, g.axis_y + 5, w + 2, line), Qt::AlignLeft, text);
        }
    }
    p.drawText(QRectF(4, g.axis_y + 5, g.label_width, line), Qt::AlignLeft, tr("wall clock (s)"));
    paintLegend(p, g);
    if (hasFocus()) {
        p.setPen(QPen(palette().highlight().color(), 1, Qt::DotLine));
        p.setBrush(Qt::NoBrush);
        p.drawRect(rect().adjusted(0, 0, -1, -1));
    }
}

void AsyncTimeline::paintLegend(QPainter& p, const Geometry& g) const {
    const QFontMetricsF fm(font());
    const double line = fm.height();
    for (const LegendItem& item : legendItems(m_r, !m_baseline_commits.empty())) {
        const QPointF at(g.map.x0 + item.x, g.legend_y + item.row * (line + 4));
        p.setBrush(item.brush);
        p.setPen(item.pen);
        p.drawRect(QRectF(at.x(), at.y() + line / 2 - 5, 14, 10));
        p.setPen(palette().text().color());
        p.drawText(QRectF(at.x() + 18, at.y(), item.width, line), Qt::AlignLeft | Qt::AlignVCenter,
                   item.text);
    }
}

}  // namespace stepbudget
