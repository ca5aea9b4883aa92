#include "views/pipeline/gantt_widget.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace stepbudget {

namespace {

constexpr int kLabelWidth = 56;
constexpr int kMinRowHeight = 16;
// A deep pipeline (more GPUs than this) gets compact rows that all fit without scrolling: the
// overview of the whole step is what one reads there; zooming in shows the boxes.
constexpr int kCompactFrom = 16;
constexpr int kCompactRowHeight = 2;  // a band of colour per GPU: the overview
constexpr int kMaxRowHeight = 40;
constexpr int kFullTransferHeight = 5;
constexpr int kFullRowGap = 4;
constexpr int kLegend = 20;   // the colour legend row on top
constexpr int kTopAxis = 20;  // tick labels under it
constexpr int kHeader = kLegend + kTopAxis;
constexpr int kRight = 12;
// Below this many pixels per box the boxes are drawn as the per-column overview.
constexpr double kOverviewBoxPx = 3.0;
constexpr OpKind kLegendKinds[] = {OpKind::Forward,    OpKind::Backward,   OpKind::InputGrad,
                                   OpKind::WeightGrad, OpKind::Activation, OpKind::Gradient,
                                   OpKind::Update};

bool isTransfer(OpKind kind) {
    return kind == OpKind::Activation || kind == OpKind::Gradient;
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

QColor GanttWidget::colorFor(OpKind kind, int chunk, int direction) {
    QColor c;
    switch (kind) {
        case OpKind::Forward:
            c = QColor("#4e79a7");
            break;
        case OpKind::Backward:
            c = QColor("#f28e2b");
            break;
        case OpKind::InputGrad:
            c = QColor("#e15759");
            break;
        case OpKind::WeightGrad:
            c = QColor("#59a14f");
            break;
        case OpKind::Activation:
            c = QColor("#9c9c9c");
            break;
        case OpKind::Gradient:
            c = QColor("#6b6b6b");
            break;
        case OpKind::Update:
            c = QColor("#b07aa1");
            break;
    }
    // Later interleaved chunks and DualPipe's second direction: lighter shades of the same hue.
    return (chunk > 0 || direction > 0) ? c.lighter(135 + 10 * std::min(chunk, 4)) : c;
}

GanttWidget::GanttWidget(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    // Rows shrink to the minimum size hint before the scroll area scrolls (the overview of a
    // deep pipeline fits; a few GPUs get tall rows).
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void GanttWidget::setSchedule(const ScheduleResult& schedule, int gpus) {
    // A zoomed view stays where it was (clamped to the new step); a whole view stays whole.
    const bool whole = m_window.t0 <= 0 && m_window.t1 >= m_makespan_ms;
    m_ops = schedule.ops;
    m_gpus = gpus;
    m_makespan_ms = schedule.makespan_ms;
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
    int boxes = 0;
    for (const PipelineOp& op : m_ops) {
        boxes += isTransfer(op.kind) ? 0 : 1;
    }
    if (boxes == 0 || m_gpus == 0) {
        return false;
    }
    // The mean box width on screen: a row's busy time over its boxes, in pixels.
    const double per_row = static_cast<double>(boxes) / m_gpus;
    const TimeAxis axis = timeAxis();
    const double pps = (axis.x1 - axis.x0) / (axis.t1 - axis.t0);
    return m_makespan_ms / per_row * pps < kOverviewBoxPx;
}

std::vector<std::pair<OpKind, QRect>> GanttWidget::legendSwatches() const {
    std::vector<std::pair<OpKind, QRect>> out;
    const QFontMetrics fm(font());
    int x = kLabelWidth;
    for (OpKind kind : kLegendKinds) {
        const bool present = std::any_of(m_ops.begin(), m_ops.end(),
                                         [kind](const PipelineOp& op) { return op.kind == kind; });
        if (!present) {
            continue;
        }
        out.emplace_back(kind, QRect(x, (kLegend - 10) / 2, 10, 10));
        x += 14 + fm.horizontalAdvance(opKindName(kind)) + 14;
    }
    return out;
}

QSize GanttWidget::sizeHint() const {
    const int row = compact() ? 8 : 26;
    return {900, kHeader + std::max(1, m_gpus) * (row + transferHeight() + rowGap()) + 4};
}

QSize GanttWidget::minimumSizeHint() const {
    return {300,
            kHeader + std::max(1, m_gpus) * (minRowHeight() + transferHeight() + rowGap()) + 4};
}

int GanttWidget::rowHeight() const {
    // Few GPUs get taller rows (room for labels); many scroll at the minimum height.
    const int available =
        (canvas().height() - kHeader - 4) / std::max(1, m_gpus) - transferHeight() - rowGap();
    return std::clamp(available, minRowHeight(), kMaxRowHeight);
}

TimeAxis GanttWidget::timeAxis() const {
    return {m_window.t0, std::max(m_window.t1, m_window.t0 + 1e-9),
            static_cast<double>(kLabelWidth), static_cast<double>(canvas().width() - kRight)};
}

int GanttWidget::rowTop(int gpu) const {
    return kHeader + gpu * (rowHeight() + transferHeight() + rowGap());
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
}

void GanttWidget::paintAtSize(QPainter* painter, const QSize& size) {
    m_canvas = size;
    painter->save();
    painter->setClipRect(QRect(QPoint(), size));
    paint(*painter);
    painter->restore();
    m_canvas = QSize();
}

void GanttWidget::paint(QPainter& p) {
    const int height = canvas().height();
    p.fillRect(QRect(QPoint(), canvas()), palette().base());
    const TimeAxis axis = timeAxis();
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    // Legend: a swatch and the name of every kind this schedule has.
    p.setPen(palette().color(QPalette::Text));
    for (const auto& [kind, swatch] : legendSwatches()) {
        p.fillRect(swatch, colorFor(kind, 0, 0));
        p.drawText(QRect(swatch.right() + 4, 0, 400, kLegend), Qt::AlignLeft | Qt::AlignVCenter,
                   opKindName(kind));
    }
    // Axis and grid.
    p.setFont(small);
    for (double t : axis.ticks(70)) {
        const int x = qRound(axis.toX(t));
        p.setPen(QColor(225, 225, 225));
        p.drawLine(x, kHeader - 2, x, height);
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRect(x - 40, kLegend, 80, kTopAxis - 3), Qt::AlignHCenter | Qt::AlignBottom,
                   QStringLiteral("%1 ms").arg(t, 0, 'g', 6));
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
    p.setClipRect(QRectF(axis.x0, kHeader, axis.x1 - axis.x0, height - kHeader), Qt::IntersectClip);
    if (overview()) {
        paintOverview(p, axis);
        return;
    }
    // Ops. With many ops a box can be under a pixel wide: each row then draws at most one
    // sliver per pixel column, which keeps a 100k-op chart cheap to paint.
    std::vector<int> last_x(static_cast<std::size_t>(std::max(m_gpus, 1)) * 2, -1);
    const QFontMetrics fm(small);
    for (const PipelineOp& op : m_ops) {
        const bool transfer = isTransfer(op.kind);
        const int row = op.gpu;
        if (row < 0 || row >= m_gpus || op.end_ms < axis.t0 || op.start_ms > axis.t1) {
            continue;
        }
        const double x0 = axis.toX(op.start_ms);
        const double x1 = axis.toX(op.end_ms);
        const int top = transfer ? rowTop(row) + rowHeight() + 1 : rowTop(row);
        const int h = transfer ? transferHeight() : rowHeight();
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
            p.setPen(QColor(255, 255, 255, 200));
            p.drawRect(box);
            const QString label =
                op.kind == OpKind::Update ? QStringLiteral("U") : QString::number(op.microbatch);
            if (fm.horizontalAdvance(label) + 2 < box.width()) {
                p.setPen(Qt::white);
                p.drawText(box, Qt::AlignCenter, label);
            }
        }
    }
}

void GanttWidget::paintOverview(QPainter& p, const TimeAxis& axis) {
    // Busy milliseconds per (row, pixel column, kind): each op spread over the columns it
    // covers.
    const int cols = std::max(1, static_cast<int>(axis.x1 - axis.x0));
    constexpr int kKinds = 7;
    const double col_ms = (axis.t1 - axis.t0) / cols;
    std::vector<float> busy(static_cast<std::size_t>(m_gpus) * cols * kKinds, 0.0f);
    for (const PipelineOp& op : m_ops) {
        if (isTransfer(op.kind) || op.gpu < 0 || op.gpu >= m_gpus || op.end_ms <= axis.t0 ||
            op.start_ms >= axis.t1) {
            continue;
        }
        const double a = std::max(op.start_ms, axis.t0);
        const double b = std::min(op.end_ms, axis.t1);
        const int c0 = std::clamp(static_cast<int>((a - axis.t0) / col_ms), 0, cols - 1);
        const int c1 = std::clamp(static_cast<int>((b - axis.t0) / col_ms), 0, cols - 1);
        const int k = static_cast<int>(op.kind);
        for (int c = c0; c <= c1; ++c) {
            const double lo = axis.t0 + c * col_ms;
            const double overlap = std::min(b, lo + col_ms) - std::max(a, lo);
            if (overlap > 0) {
                busy[(static_cast<std::size_t>(op.gpu) * cols + c) * kKinds + k] +=
                    static_cast<float>(overlap);
            }
        }
    }
    // Each column stacks the kinds by their share of the column's time, bottom up in legend
    // order, so a steady 1F1B state reads as blue over orange and a bubble as blank.
    const int h = rowHeight();
    for (int g = 0; g < m_gpus; ++g) {
        const int bottom = rowTop(g) + h;
        for (int c = 0; c < cols; ++c) {
            const float* cell = &busy[(static_cast<std::size_t>(g) * cols + c) * kKinds];
            double filled = 0;
            for (OpKind kind : kLegendKinds) {
                const double share = cell[static_cast<int>(kind)] / col_ms;
                if (share <= 0) {
                    continue;
                }
                const double part = std::min(share, 1.0 - filled) * h;
                p.fillRect(QRectF(axis.x0 + c, bottom - filled * h - part, 1, part),
                           colorFor(kind, 0, 0));
                filled = std::min(1.0, filled + share);
            }
        }
    }
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
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        if (const PipelineOp* op = opAt(help->pos())) {
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
            text += tr("%1 → %2 ms (%3 ms)")
                        .arg(op->start_ms, 0, 'g', 10)
                        .arg(op->end_ms, 0, 'g', 10)
                        .arg(op->end_ms - op->start_ms, 0, 'g', 10);
            QToolTip::showText(help->globalPos(), text, this);
        } else if (help->pos().y() >= kHeader) {
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
