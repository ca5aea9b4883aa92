#include "views/pipeline/gantt_widget.h"

#include <QHelpEvent>
#include <QImage>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

#include "views/common/value_format.h"

namespace stepbudget {

namespace {

constexpr int kLabelWidth = 56;
constexpr int kMinRowHeight = 11;  // row labels thin out below a text line (paint)
// A deep pipeline (more GPUs than this) gets compact rows that all fit without scrolling: the
// overview of the whole step is what one reads there; zooming in shows the boxes.
constexpr int kCompactFrom = 16;
constexpr int kCompactRowHeight = 2;  // a band of colour per GPU: the overview
constexpr int kMaxRowHeight = 40;
constexpr int kFullTransferHeight = 5;
constexpr int kFullRowGap = 4;
constexpr int kLegend = 20;   // one row of the colour legend on top
constexpr int kTopAxis = 20;  // tick labels under it
constexpr int kDpRowGap = 5;  // between the DP link row and GPU 0
constexpr int kRight = 12;
// Below this many pixels per box the boxes are drawn as the per-column overview.
constexpr double kOverviewBoxPx = 3.0;
constexpr OpKind kLegendKinds[] = {OpKind::Forward,    OpKind::Backward,   OpKind::InputGrad,
                                   OpKind::WeightGrad, OpKind::Activation, OpKind::Gradient,
                                   OpKind::Update};

constexpr StepPhaseKind kPhaseKinds[] = {StepPhaseKind::DpHidden,   StepPhaseKind::DpExposed,
                                         StepPhaseKind::KvExchange, StepPhaseKind::AllToAll,
                                         StepPhaseKind::InputWait,  StepPhaseKind::CheckpointSave,
                                         StepPhaseKind::FailureLoss};

bool isTransfer(OpKind kind) {
    return kind == OpKind::Activation || kind == OpKind::Gradient;
}

// Phases drawn on the link row: the DP/ZeRO collectives, and inside the pipeline the context-
// parallel KV exchange and the expert all-to-all (their exposed part is in the ops' lengths).
bool isLinkPhase(StepPhaseKind kind) {
    return kind == StepPhaseKind::DpHidden || kind == StepPhaseKind::DpExposed ||
           kind == StepPhaseKind::KvExchange || kind == StepPhaseKind::AllToAll;
}

// Phases that stop every GPU (drawn across all rows); the hidden collectives only use the link.
bool stopsTheGpus(StepPhaseKind kind) {
    return kind != StepPhaseKind::DpHidden && kind != StepPhaseKind::KvExchange &&
           kind != StepPhaseKind::AllToAll;
}

// Tick label in the unit the step is read in: ms for short steps, s from a 1 s tick step.
QString tickLabel(double t_ms, double step_ms) {
    if (step_ms >= 1000) {
        return QStringLiteral("%1 s").arg(t_ms / 1000, 0, 'g', 6);
    }
    return QStringLiteral("%1 ms").arg(t_ms, 0, 'g', 6);
}

}  // namespace

QString opKindName(OpKind kind) {
    switch (kind) {
        case OpKind::Forward:
            return GanttWidget::tr("forward F");
        case OpKind::Backward:
            return GanttWidget::tr("backward B");
        case OpKind::InputGrad:
            return GanttWidget::tr("input gradient X (dX)");
        case OpKind::WeightGrad:
            return GanttWidget::tr("weight gradient W (dW)");
        case OpKind::Activation:
            return GanttWidget::tr("activation transfer A");
        case OpKind::Gradient:
            return GanttWidget::tr("gradient transfer G");
        case OpKind::Update:
            return GanttWidget::tr("update U");
    }
    return QString();
}

QString stepPhaseName(StepPhaseKind kind) {
    switch (kind) {
        case StepPhaseKind::DpHidden:
            return GanttWidget::tr("DP link, hidden");
        case StepPhaseKind::DpExposed:
            return GanttWidget::tr("DP link, exposed");
        case StepPhaseKind::InputWait:
            return GanttWidget::tr("input wait");
        case StepPhaseKind::CheckpointSave:
            return GanttWidget::tr("checkpoint saves");
        case StepPhaseKind::FailureLoss:
            return GanttWidget::tr("failure losses");
        case StepPhaseKind::KvExchange:
            return GanttWidget::tr("KV exchange (context parallel)");
        case StepPhaseKind::AllToAll:
            return GanttWidget::tr("expert all-to-all");
    }
    return QString();
}

QColor GanttWidget::colorFor(StepPhaseKind kind) {
    // Hues no op kind and no memory-strip band uses: gold for the DP link (light when hidden),
    // warm grey for waiting on input, pink and red for what checkpoints and failures cost.
    switch (kind) {
        case StepPhaseKind::DpHidden:
            return QColor(0xed, 0xc9, 0x48).lighter(130);
        case StepPhaseKind::DpExposed:
            return QColor(0xd4, 0xa6, 0x0a);
        case StepPhaseKind::InputWait:
            return QColor(0xba, 0xb0, 0xac);
        case StepPhaseKind::CheckpointSave:
            return QColor(0xff, 0x9d, 0xa7);
        case StepPhaseKind::FailureLoss:
            return QColor(0xc0, 0x39, 0x2b);
        case StepPhaseKind::KvExchange:
            return QColor(0x4e, 0x9a, 0x9a);
        case StepPhaseKind::AllToAll:
            return QColor(0x8e, 0x5e, 0xa2);
    }
    return Qt::gray;
}

QColor GanttWidget::colorFor(OpKind kind, int chunk, int direction) {
    // Parsed and shaded once: a deep pipeline's paint asks for a colour per box or pixel column.
    struct Palette {
        QColor shades[7][6];  // [kind][0: chunk 0 of direction 0, 1 + min(chunk, 4): lighter]
        Palette() {
            const char* const base[7] = {"#4e79a7", "#f28e2b", "#e15759", "#59a14f",
                                         "#9c9c9c", "#6b6b6b", "#b07aa1"};
            for (int k = 0; k < 7; ++k) {
                const QColor c(QString::fromLatin1(base[k]));
                shades[k][0] = c;
                for (int level = 0; level <= 4; ++level) {
                    shades[k][1 + level] = c.lighter(135 + 10 * level);
                }
            }
        }
    };
    static const Palette palette;
    const int k = std::clamp(static_cast<int>(kind), 0, 6);
    // Later interleaved chunks and DualPipe's second direction: lighter shades of the same hue.
    return (chunk > 0 || direction > 0) ? palette.shades[k][1 + std::clamp(chunk, 0, 4)]
                                        : palette.shades[k][0];
}

GanttWidget::GanttWidget(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    // Rows shrink to the minimum size hint before the scroll area scrolls (the overview of a
    // deep pipeline fits; a few GPUs get tall rows).
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void GanttWidget::setSchedule(const ScheduleResult& schedule, int gpus, const StepPhases* phases) {
    // A zoomed view stays where it was (clamped to the new step); a whole view stays whole.
    const bool whole = m_window.t0 <= 0 && m_window.t1 >= m_makespan_ms;
    if (schedule.ops.data() != m_ops.data()) {
        m_overview = QImage();  // another timeline: the cached overview is not its picture
    }
    m_ops = schedule.ops;
    m_boxes = 0;
    m_kinds_seen = 0;
    for (const PipelineOp& op : m_ops) {
        m_boxes += isTransfer(op.kind) ? 0 : 1;
        m_kinds_seen |= 1u << static_cast<unsigned>(op.kind);
    }
    m_gpus = gpus;
    m_header_width = -1;  // the legend's kinds may have changed
    m_pipeline_ms = schedule.makespan_ms;
    m_phases = phases != nullptr ? phases->phases : std::vector<StepPhase>{};
    m_has_dp = std::any_of(m_phases.begin(), m_phases.end(),
                           [](const StepPhase& ph) { return isLinkPhase(ph.kind); });
    m_makespan_ms = m_pipeline_ms;
    for (const StepPhase& ph : m_phases) {
        m_makespan_ms = std::max(m_makespan_ms, ph.end_s * 1e3);
    }
    m_makespan_ms = std::max(m_makespan_ms, m_baseline_end_ms);  // A's end stays in view
    const TimeWindow next = whole || m_makespan_ms <= 0
                                ? TimeWindow{0, std::max(m_makespan_ms, 1e-9)}
                                : m_window.clampedInto(0, m_makespan_ms);
    if (!(next == m_window)) {
        m_window = next;
        emit timeWindowChanged(m_window);
    }
    updateGeometry();
    update();
}

void GanttWidget::setBaselineEndMs(double ms) {
    if (ms == m_baseline_end_ms) {
        return;
    }
    m_baseline_end_ms = ms;
    update();
}

void GanttWidget::setTimeWindow(const TimeWindow& window) {
    const TimeWindow next = window.clampedInto(0, std::max(m_makespan_ms, 1e-9));
    if (next == m_window) {
        return;
    }
    m_window = next;
    emit timeWindowChanged(m_window);
    update();
}

bool GanttWidget::overview() const {
    const int boxes = m_boxes;
    if (boxes == 0 || m_gpus == 0) {
        return false;
    }
    // The mean box width on screen: a row's busy time over its boxes, in pixels.
    const double per_row = static_cast<double>(boxes) / m_gpus;
    const TimeAxis axis = timeAxis();
    const double pps = (axis.x1 - axis.x0) / (axis.t1 - axis.t0);
    return m_pipeline_ms / per_row * pps < kOverviewBoxPx;
}

std::vector<GanttWidget::LegendItem> GanttWidget::legendItems() const {
    std::vector<LegendItem> out;
    for (OpKind kind : kLegendKinds) {
        if ((m_kinds_seen & (1u << static_cast<unsigned>(kind))) != 0) {
            out.push_back({opKindName(kind), colorFor(kind, 0, 0), {}, static_cast<int>(kind), -1});
        }
    }
    for (StepPhaseKind kind : kPhaseKinds) {
        const bool present = std::any_of(m_phases.begin(), m_phases.end(),
                                         [kind](const StepPhase& ph) { return ph.kind == kind; });
        if (present) {
            out.push_back({stepPhaseName(kind), colorFor(kind), {}, -1, static_cast<int>(kind)});
        }
    }
    // Laid out left to right, wrapping onto another row rather than running off the edge.
    const QFontMetrics fm(font());
    const int right = std::max(kLabelWidth + 200, canvas().width() - kRight);
    int x = kLabelWidth;
    int row = 0;
    for (LegendItem& item : out) {
        const int width = 14 + fm.horizontalAdvance(item.name) + 14;
        if (x > kLabelWidth && x + width - 14 > right) {
            x = kLabelWidth;
            ++row;
        }
        item.swatch = QRect(x, row * kLegend + (kLegend - 10) / 2, 10, 10);
        x += width;
    }
    return out;
}

std::vector<std::pair<OpKind, QRect>> GanttWidget::legendSwatches() const {
    std::vector<std::pair<OpKind, QRect>> out;
    for (const LegendItem& item : legendItems()) {
        if (item.kind >= 0) {
            out.emplace_back(static_cast<OpKind>(item.kind), item.swatch);
        }
    }
    return out;
}

int GanttWidget::header() const {
    // Asked for by every rowTop() (per op while painting): laid out once per schedule and width.
    const int width = canvas().width();
    if (m_header_width != width) {
        int rows = 1;
        for (const LegendItem& item : legendItems()) {
            rows = std::max(rows, item.swatch.top() / kLegend + 1);
        }
        m_header = rows * kLegend + kTopAxis;
        m_header_width = width;
    }
    return m_header;
}

int GanttWidget::dpRowHeight() const {
    return m_has_dp ? 12 : 0;
}

int GanttWidget::dpRowTop() const {
    // Right under the time axis, above GPU 0: visible however many GPU rows scroll away.
    return header();
}

QSize GanttWidget::sizeHint() const {
    const int row = compact() ? 8 : 26;
    const int dp = dpRowHeight() > 0 ? kDpRowGap + dpRowHeight() : 0;
    return {900, header() + std::max(1, m_gpus) * (row + transferHeight() + rowGap()) + dp + 4};
}

QSize GanttWidget::minimumSizeHint() const {
    const int dp = dpRowHeight() > 0 ? kDpRowGap + dpRowHeight() : 0;
    return {300, header() + std::max(1, m_gpus) * (minRowHeight() + transferHeight() + rowGap()) +
                     dp + 4};
}

int GanttWidget::rowHeight() const {
    // Few GPUs get taller rows (room for labels); many scroll at the minimum height.
    const int dp = dpRowHeight() > 0 ? kDpRowGap + dpRowHeight() : 0;
    const int available =
        (canvas().height() - header() - dp - 4) / std::max(1, m_gpus) - transferHeight() - rowGap();
    return std::clamp(available, minRowHeight(), kMaxRowHeight);
}

TimeAxis GanttWidget::timeAxis() const {
    return {m_window.t0, std::max(m_window.t1, m_window.t0 + 1e-9),
            static_cast<double>(kLabelWidth), static_cast<double>(canvas().width() - kRight)};
}

int GanttWidget::rowTop(int gpu) const {
    const int dp = dpRowHeight() > 0 ? dpRowHeight() + kDpRowGap : 0;
    return header() + dp + gpu * (rowHeight() + transferHeight() + rowGap());
}

bool GanttWidget::compact() const {
    return m_gpus > kCompactFrom;
}
int GanttWidget::minRowHeight() const {
    return compact() ? kCompactRowHeight : kMinRowHeight;
}
int GanttWidget::transferHeight() const {
    return compact() ? 0 : kFullTransferHeight;  // compact rows leave transfers to the tooltip
}
int GanttWidget::rowGap() const {
    return compact() ? 1 : kFullRowGap;
}

void GanttWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    paint(p);
    paintZoomNote(p);
}

QString GanttWidget::zoomNote() const {
    if (m_makespan_ms <= 0 || (m_window.t0 <= 0 && m_window.t1 >= m_makespan_ms)) {
        return QString();
    }
    return tr("Zoomed: %1 – %2 of %3")
        .arg(formatDuration(m_window.t0), formatDuration(m_window.t1),
             formatDuration(m_makespan_ms));
}

void GanttWidget::paintZoomNote(QPainter& p) {
    // A zoomed chart says so in its corner, on screen and in a file exported from it: a part
    // of the step must never pass for the whole.
    const QString note = zoomNote();
    if (note.isEmpty()) {
        return;
    }
    p.save();
    p.setClipping(false);
    const QFontMetrics fm(p.font());
    const QRect box(canvas().width() - fm.horizontalAdvance(note) - 14,
                    canvas().height() - fm.height() - 8, fm.horizontalAdvance(note) + 10,
                    fm.height() + 4);
    p.fillRect(box, QColor(255, 246, 213, 235));
    p.setPen(QColor(60, 60, 60));
    p.drawRect(box.adjusted(0, 0, -1, -1));
    p.drawText(box, Qt::AlignCenter, note);
    p.restore();
}

void GanttWidget::paintAtSize(QPainter* painter, const QSize& size) {
    m_canvas = size;
    painter->save();
    painter->setClipRect(QRect(QPoint(), size));
    paint(*painter);
    paintZoomNote(*painter);
    painter->restore();
    m_canvas = QSize();
}

int GanttWidget::contentHeight(int width) {
    // A canvas taller than any content lets rowHeight() reach its maximum; rowTop() past the
    // last GPU is then the bottom of the rows (the phases are drawn within them).
    m_canvas = QSize(width, 1 << 20);
    const int bottom = rowTop(std::max(m_gpus, 1)) - rowGap() + 4;
    m_canvas = QSize();
    return bottom;
}

void GanttWidget::paint(QPainter& p) {
    const int height = canvas().height();
    p.fillRect(QRect(QPoint(), canvas()), palette().base());
    const TimeAxis axis = timeAxis();
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    // Legend: a swatch and the name of every kind and phase this step has.
    p.setPen(palette().color(QPalette::Text));
    const int head = header();
    for (const LegendItem& item : legendItems()) {
        p.fillRect(item.swatch, item.color);
        p.drawText(
            QRect(item.swatch.right() + 4, item.swatch.top() - (kLegend - 10) / 2, 400, kLegend),
            Qt::AlignLeft | Qt::AlignVCenter, item.name);
    }
    // Axis and grid.
    p.setFont(small);
    const std::vector<double> ticks = axis.ticks(70);
    const double tick_step = ticks.size() > 1 ? ticks[1] - ticks[0] : 1.0;
    for (double t : ticks) {
        const int x = qRound(axis.toX(t));
        p.setPen(QColor(225, 225, 225));
        p.drawLine(x, head - 2, x, height);
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRect(x - 40, head - kTopAxis, 80, kTopAxis - 3),
                   Qt::AlignHCenter | Qt::AlignBottom, tickLabel(t, tick_step));
    }
    // Row labels at least a text line apart: every row, or every 2nd, 4th, ... on deep pipelines.
    const int pitch = rowTop(1) - rowTop(0);
    int every = 1;
    while (every * pitch < QFontMetrics(small).height() && every < m_gpus) {
        every *= 2;
    }
    p.setPen(palette().color(QPalette::Text));
    for (int g = 0; g < m_gpus; g += every) {
        const int mid = rowTop(g) + rowHeight() / 2;
        p.drawText(QRect(0, mid - pitch * every / 2, kLabelWidth - 6, pitch * every),
                   Qt::AlignRight | Qt::AlignVCenter, tr("GPU %1").arg(g));
    }
    if (dpRowHeight() > 0) {
        p.drawText(QRect(0, dpRowTop() - 2, kLabelWidth - 6, dpRowHeight() + 4),
                   Qt::AlignRight | Qt::AlignVCenter,
                   std::any_of(m_phases.begin(), m_phases.end(),
                               [](const StepPhase& ph) {
                                   return ph.kind == StepPhaseKind::KvExchange ||
                                          ph.kind == StepPhaseKind::AllToAll;
                               })
                       ? tr("Links")
                       : tr("DP link"));
    }
    if (m_baseline_end_ms > 0 && m_baseline_end_ms >= axis.t0 && m_baseline_end_ms <= axis.t1) {
        // A's step end, labelled in the axis row so it never covers a box.
        const double x = axis.toX(m_baseline_end_ms);
        p.setPen(QPen(QColor(60, 60, 60), 1.5, Qt::DashLine));
        p.drawLine(QPointF(x, head - 4), QPointF(x, height));
        const QString label = tr("A: %1").arg(formatDuration(m_baseline_end_ms));
        const QFontMetrics fm(p.font());
        const int w = fm.horizontalAdvance(label) + 6;
        const int left = std::min(static_cast<int>(x) + 3, static_cast<int>(axis.x1) - w);
        p.fillRect(QRect(left, head - kTopAxis, w, kTopAxis - 3), palette().base());
        p.setPen(QColor(60, 60, 60));
        p.drawText(QRect(left, head - kTopAxis, w, kTopAxis - 3), Qt::AlignCenter, label);
    }
    p.setClipRect(QRectF(axis.x0, head, axis.x1 - axis.x0, height - head), Qt::IntersectClip);
    paintPhases(p, axis);
    if (overview()) {
        paintOverview(p, axis);
        return;
    }
    // Ops. With many ops a box can be under a pixel wide: each row then draws at most one
    // sliver per pixel column, which keeps a 100k-op chart cheap to paint.
    std::vector<int> last_x(static_cast<std::size_t>(std::max(m_gpus, 1)) * 2, -1);
    const QFontMetrics fm(small);
    const double digit_px = fm.horizontalAdvance(QLatin1Char('0'));
    // Row geometry once, not per op; outlines and labels collected and drawn in one pass each
    // after the fills (a pen change per box was most of the Gantt's repaint on GPT-3).
    const int row_h = rowHeight();
    const int transfer_h = transferHeight();
    std::vector<int> tops(static_cast<std::size_t>(std::max(m_gpus, 1)));
    for (int g = 0; g < m_gpus; ++g) {
        tops[static_cast<std::size_t>(g)] = rowTop(g);
    }
    std::vector<QRectF> outlines;
    std::vector<std::pair<QRectF, int>> labels;  // box, micro-batch (-1: "U")
    for (const PipelineOp& op : m_ops) {
        const bool transfer = isTransfer(op.kind);
        const int row = op.gpu;
        if (row < 0 || row >= m_gpus || op.end_ms < axis.t0 || op.start_ms > axis.t1) {
            continue;
        }
        const double x0 = axis.toX(op.start_ms);
        const double x1 = axis.toX(op.end_ms);
        const int row_top = tops[static_cast<std::size_t>(row)];
        const int top = transfer ? row_top + row_h + 1 : row_top;
        const int h = transfer ? transfer_h : row_h;
        if (h <= 0) {
            continue;
        }
        int& last = last_x[static_cast<std::size_t>(row * 2 + (transfer ? 1 : 0))];
        if (x1 - x0 < 1.0) {
            const int col = static_cast<int>(x0);
            if (col == last) {
                continue;
            }
            last = col;
            p.fillRect(QRect(col, top, 1, h), colorFor(op.kind, op.chunk, op.direction));
            continue;
        }
        const QRectF box(x0, top, x1 - x0, h);
        p.fillRect(box, colorFor(op.kind, op.chunk, op.direction));
        last = static_cast<int>(x1);
        if (!transfer) {
            outlines.push_back(box);
            // Only boxes wider than a digit can hold a label: measuring the text of every box
            // (10^4 on GPT-3's Pipeline tab) was a tenth of the repaint.
            if (box.width() >= digit_px + 2 && fm.height() <= box.height() + 2) {
                labels.emplace_back(box, op.kind == OpKind::Update ? -1 : op.microbatch);
            }
        }
    }
    p.setPen(QColor(255, 255, 255, 200));
    p.setBrush(Qt::NoBrush);
    p.drawRects(outlines.data(), static_cast<int>(outlines.size()));
    p.setPen(Qt::white);
    for (const auto& [box, microbatch] : labels) {
        const QString label = microbatch < 0 ? QStringLiteral("U") : QString::number(microbatch);
        if (fm.horizontalAdvance(label) + 2 < box.width()) {
            p.drawText(box, Qt::AlignCenter, label);
        }
    }
}

void GanttWidget::paintPhases(QPainter& p, const TimeAxis& axis) {
    const int gpus_top = rowTop(0);
    const int gpus_bottom = rowTop(std::max(m_gpus, 1)) - rowGap();
    const QFontMetrics fm(p.font());
    for (const StepPhase& ph : m_phases) {
        const double t0 = ph.start_s * 1e3;
        const double t1 = ph.end_s * 1e3;
        if (t1 < axis.t0 || t0 > axis.t1) {
            continue;
        }
        const QColor color = colorFor(ph.kind);
        const bool link = isLinkPhase(ph.kind);
        if (link && dpRowHeight() > 0) {
            const QRectF row(0, dpRowTop(), 0, dpRowHeight());
            if (ph.pieces > 1) {
                // One collective per micro-batch, spread evenly over the pipeline; under a pixel
                // apart they read as a band whose opacity is the link's busy share.
                const double every_ms =
                    1e3 * (ph.span_end_s - ph.start_s) / static_cast<double>(ph.pieces);
                const double piece_ms = (t1 - t0) / static_cast<double>(ph.pieces);
                const double pps = (axis.x1 - axis.x0) / (axis.t1 - axis.t0);
                if (every_ms * pps < 3) {
                    QColor band = color;
                    band.setAlphaF(std::clamp(piece_ms / every_ms, 0.15, 1.0));
                    p.fillRect(QRectF(axis.toX(t0), row.top(),
                                      axis.toX(1e3 * ph.span_end_s) - axis.toX(t0), row.height()),
                               band);
                } else {
                    for (std::int64_t i = 0; i < ph.pieces; ++i) {
                        const double a = t0 + static_cast<double>(i) * every_ms;
                        p.fillRect(QRectF(axis.toX(a), row.top(), std::max(1.0, piece_ms * pps),
                                          row.height()),
                                   color);
                    }
                }
            } else {
                p.fillRect(QRectF(axis.toX(t0), row.top(),
                                  std::max(1.0, axis.toX(t1) - axis.toX(t0)), row.height()),
                           color);
            }
        }
        if (!stopsTheGpus(ph.kind)) {
            continue;
        }
        // Every GPU waits: a box across all rows, named when it is wide enough.
        const QRectF box(axis.toX(t0), gpus_top, std::max(1.0, axis.toX(t1) - axis.toX(t0)),
                         gpus_bottom - gpus_top);
        p.fillRect(box, color);
        if (ph.kind == StepPhaseKind::FailureLoss) {
            p.fillRect(box, QBrush(QColor(255, 255, 255, 90), Qt::BDiagPattern));
        }
        const QString name = stepPhaseName(ph.kind);
        if (fm.horizontalAdvance(name) + 6 < box.width()) {
            p.setPen(ph.kind == StepPhaseKind::FailureLoss ? Qt::white : QColor(40, 40, 40));
            p.drawText(box, Qt::AlignCenter | Qt::TextWordWrap, name);
        }
    }
}

const StepPhase* GanttWidget::phaseAt(const QPoint& pos) const {
    const TimeAxis axis = timeAxis();
    const double t = axis.toTime(pos.x()) / 1e3;
    const double slack = (axis.t1 - axis.t0) / std::max(1.0, axis.x1 - axis.x0) / 1e3;
    const bool in_gpus = pos.y() >= rowTop(0) && pos.y() < rowTop(std::max(m_gpus, 1));
    const bool in_dp =
        dpRowHeight() > 0 && pos.y() >= dpRowTop() - 1 && pos.y() < dpRowTop() + dpRowHeight() + 1;
    for (const StepPhase& ph : m_phases) {
        const bool link = isLinkPhase(ph.kind);
        const double end = ph.span_end_s;  // spread pieces cover the whole pipeline
        if (((in_dp && link) || (in_gpus && stopsTheGpus(ph.kind))) && ph.start_s - slack <= t &&
            t <= end + slack) {
            return &ph;
        }
    }
    return nullptr;
}

void GanttWidget::paintOverview(QPainter& p, const TimeAxis& axis) {
    const int cols = std::max(1, static_cast<int>(axis.x1 - axis.x0));
    const int h = rowHeight();
    const int top = rowTop(0);
    const int span = rowTop(std::max(m_gpus, 1)) - top;
    if (h <= 0 || span <= 0) {
        return;
    }
    // The image depends only on the timeline, the window and the geometry: repaints that change
    // none of them (a non-pipeline slider shares the same timeline, hover, the strip below)
    // draw the cached one.
    const OverviewKey key{m_ops.data(), m_ops.size(), axis.t0, axis.t1, cols, h, top, span, m_gpus};
    if (!(key == m_overview_key) || m_overview.isNull()) {
        m_overview = overviewImage(axis, cols, h, top, span);
        m_overview_key = key;
    }
    p.drawImage(QPointF(axis.x0, top), m_overview);
}

QImage GanttWidget::overviewImage(const TimeAxis& axis, int cols, int h, int top, int span) const {
    // Busy milliseconds per (row, pixel column, kind present): each op spread over the columns
    // it covers. Only the kinds this schedule has get a slot (1F1B: F, B, U of the seven).
    int slot_of[7];
    OpKind slot_kind[7];
    int kinds = 0;
    for (OpKind kind : kLegendKinds) {
        const bool present = (m_kinds_seen & (1u << static_cast<unsigned>(kind))) != 0;
        slot_of[static_cast<int>(kind)] = present && !isTransfer(kind) ? kinds : -1;
        if (present && !isTransfer(kind)) {
            slot_kind[kinds++] = kind;
        }
    }
    QImage image(cols, span, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    if (kinds == 0) {
        return image;
    }
    const double col_ms = (axis.t1 - axis.t0) / cols;
    const double cols_per_ms = 1.0 / col_ms;
    std::vector<float> busy(static_cast<std::size_t>(m_gpus) * cols * kinds, 0.0f);
    for (const PipelineOp& op : m_ops) {
        const int k = slot_of[static_cast<int>(op.kind)];
        if (k < 0 || op.gpu < 0 || op.gpu >= m_gpus || op.end_ms <= axis.t0 ||
            op.start_ms >= axis.t1) {
            continue;
        }
        // Column coordinates of the op's ends; each covered column gets its overlap in ms.
        const double a = (std::max(op.start_ms, axis.t0) - axis.t0) * cols_per_ms;
        const double b = (std::min(op.end_ms, axis.t1) - axis.t0) * cols_per_ms;
        const int c0 = std::clamp(static_cast<int>(a), 0, cols - 1);
        const int c1 = std::clamp(static_cast<int>(b), 0, cols - 1);
        float* row = &busy[static_cast<std::size_t>(op.gpu) * cols * kinds];
        if (c0 == c1) {
            row[c0 * kinds + k] += static_cast<float>((b - a) * col_ms);
            continue;
        }
        row[c0 * kinds + k] += static_cast<float>((c0 + 1 - a) * col_ms);
        for (int c = c0 + 1; c < c1; ++c) {
            row[c * kinds + k] += static_cast<float>(col_ms);
        }
        row[c1 * kinds + k] += static_cast<float>((b - c1) * col_ms);
    }
    // Each column stacks the kinds by their share of the column's time, bottom up in legend
    // order, so a steady 1F1B state reads as blue over orange and a bubble as blank. Written
    // pixel by pixel (a fillRect per column and kind was about 200 000 calls at p = 64).
    QRgb rgb[7];
    for (int k = 0; k < kinds; ++k) {
        rgb[k] = colorFor(slot_kind[k], 0, 0).rgba();
    }
    for (int g = 0; g < m_gpus; ++g) {
        const int bottom = rowTop(g) + h - top;  // one past the row's last image line
        const float* row = &busy[static_cast<std::size_t>(g) * cols * kinds];
        for (int c = 0; c < cols; ++c) {
            double filled = 0;
            for (int k = 0; k < kinds && filled < 1.0; ++k) {
                const double share = row[c * kinds + k] / col_ms;
                if (share <= 0) {
                    continue;
                }
                const double next = std::min(1.0, filled + share);
                // The pixel rows of the band [filled, next) of the row's height, from the bottom.
                const int y_hi = std::min(h, static_cast<int>(std::lround(next * h)));
                for (int y = static_cast<int>(std::lround(filled * h)); y < y_hi; ++y) {
                    reinterpret_cast<QRgb*>(image.scanLine(bottom - 1 - y))[c] = rgb[k];
                }
                filled = next;
            }
        }
    }
    return image;
}

const PipelineOp* GanttWidget::opAt(const QPoint& pos) const {
    const TimeAxis axis = timeAxis();
    const double t = axis.toTime(pos.x());
    const double slack = (axis.t1 - axis.t0) / std::max(1.0, axis.x1 - axis.x0);  // one pixel
    for (int g = 0; g < m_gpus; ++g) {
        const int top = rowTop(g);
        const bool in_row = pos.y() >= top && pos.y() < top + rowHeight();
        const bool in_transfer =
            pos.y() >= top + rowHeight() && pos.y() < top + rowHeight() + transferHeight() + 2;
        if (!in_row && !in_transfer) {
            continue;
        }
        for (const PipelineOp& op : m_ops) {
            if (op.gpu == g && isTransfer(op.kind) == in_transfer && op.start_ms - slack <= t &&
                t <= op.end_ms + slack) {
                return &op;
            }
        }
    }
    return nullptr;
}

bool GanttWidget::event(QEvent* e) {
    if (e->type() == QEvent::FontChange || e->type() == QEvent::LanguageChange) {
        m_header_width = -1;  // the legend's names and widths change
    }
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        if (const StepPhase* ph = phaseAt(help->pos())) {
            QString text = QStringLiteral("<b>%1</b><br>").arg(stepPhaseName(ph->kind));
            const double length_ms = (ph->end_s - ph->start_s) * 1e3;
            if (ph->pieces > 1) {
                text += tr("%1 collectives of %2 each, under the pipeline's compute<br>")
                            .arg(ph->pieces)
                            .arg(formatDuration(length_ms / static_cast<double>(ph->pieces)));
                text += tr("%1 in all").arg(formatDuration(length_ms));
            } else {
                text += tr("%1 → %2 (%3)")
                            .arg(formatDuration(ph->start_s * 1e3), formatDuration(ph->end_s * 1e3),
                                 formatDuration(length_ms));
            }
            text +=
                QStringLiteral("<br><i>") + tr("Click: its derivation") + QStringLiteral("</i>");
            QToolTip::showText(help->globalPos(), text, this);
        } else if (const PipelineOp* op = opAt(help->pos())) {
            QString text = QStringLiteral("<b>%1</b><br>").arg(opKindName(op->kind));
            if (op->kind != OpKind::Update) {
                text += tr("micro-batch %1, stage %2, chunk %3")
                            .arg(op->microbatch)
                            .arg(op->stage)
                            .arg(op->chunk);
                if (op->direction > 0) {
                    text += tr(", direction %1").arg(op->direction);
                }
                text += QStringLiteral("<br>");
            }
            if (isTransfer(op->kind)) {
                text += tr("link GPU %1 → GPU %2<br>").arg(op->from_gpu).arg(op->to_gpu);
            }
            text += tr("%1 → %2 (%3)")
                        .arg(formatDuration(op->start_ms), formatDuration(op->end_ms),
                             formatDuration(op->end_ms - op->start_ms));
            text += QStringLiteral("<br><i>") + tr("Click: why it starts then") +
                    QStringLiteral("</i>");
            QToolTip::showText(help->globalPos(), text, this);
        } else if (help->pos().y() >= header()) {
            // Between boxes: how to move around.
            QToolTip::showText(help->globalPos(),
                               tr("Wheel: zoom the time axis · drag: pan · double-click: the whole "
                                  "step · Shift+wheel: scroll the GPUs · click a row: its memory "
                                  "below"),
                               this);
        } else {
            QToolTip::hideText();
            e->ignore();
        }
        return true;
    }
    return QWidget::event(e);
}

void GanttWidget::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton) {
        m_dragging = true;
        m_dragged = false;
        m_drag_x = event->pos().x();
        m_drag_window = m_window;
    }
    QWidget::mousePressEvent(event);
}

void GanttWidget::mouseMoveEvent(QMouseEvent* event) {
    if (m_dragging) {
        const int dx = event->pos().x() - m_drag_x;
        m_dragged = m_dragged || std::abs(dx) > 3;  // a click may wobble a pixel or two
        if (m_dragged) {
            const TimeAxis axis = timeAxis();
            const double ms_per_px = (axis.t1 - axis.t0) / std::max(1.0, axis.x1 - axis.x0);
            setCursor(Qt::ClosedHandCursor);
            setTimeWindow(m_drag_window.panned(-dx * ms_per_px, 0, m_makespan_ms));
        }
    }
    QWidget::mouseMoveEvent(event);
}

void GanttWidget::mouseReleaseEvent(QMouseEvent* event) {
    const bool click = m_dragging && !m_dragged;
    m_dragging = false;
    unsetCursor();
    if (click) {
        if (const StepPhase* ph = phaseAt(event->pos())) {
            emit derivationRequested(QString::fromLatin1(ph->derivation));
            return;
        }
        // A box: why it starts when it does (PipelineView::elementDerivation); the row's GPU
        // is picked for the strip below as before.
        if (const PipelineOp* op = opAt(event->pos())) {
            emit derivationRequested(QStringLiteral("pipeline.op.%1").arg(op - m_ops.data()));
            emit gpuClicked(op->gpu);
            return;
        }
        // A click (no drag) picks the GPU whose memory the strip below shows.
        for (int g = 0; g < m_gpus; ++g) {
            const int top = rowTop(g);
            if (event->pos().y() >= top &&
                event->pos().y() < top + rowHeight() + transferHeight()) {
                emit gpuClicked(g);
                return;
            }
        }
    }
    QWidget::mouseReleaseEvent(event);
}

void GanttWidget::mouseDoubleClickEvent(QMouseEvent* event) {
    resetZoom();
    QWidget::mouseDoubleClickEvent(event);
}

void GanttWidget::wheelEvent(QWheelEvent* event) {
    // Shift+wheel is left to the scroll area (rows of a deep pipeline); the wheel zooms time.
    if ((event->modifiers() & Qt::ShiftModifier) || m_makespan_ms <= 0) {
        event->ignore();
        return;
    }
    const TimeAxis axis = timeAxis();
    const double anchor = std::clamp(axis.toTime(event->position().x()), m_window.t0, m_window.t1);
    // One notch (120) zooms by 1.25; a touchpad's small deltas zoom smoothly.
    const double factor = std::pow(0.8, event->angleDelta().y() / 120.0);
    // Never closer than a thousandth of the step per 1000 px: enough to read one box.
    const double min_span = m_makespan_ms * 1e-3;
    setTimeWindow(m_window.zoomed(anchor, factor, 0, m_makespan_ms, min_span));
    event->accept();
}

}  // namespace stepbudget
