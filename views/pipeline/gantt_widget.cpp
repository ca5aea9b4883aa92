#include "views/pipeline/gantt_widget.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>

namespace stepbudget {

namespace {

constexpr int kLabelWidth = 56;
constexpr int kMinRowHeight = 16;
constexpr int kMaxRowHeight = 40;
constexpr int kTransferHeight = 5;
constexpr int kRowGap = 4;
constexpr int kTopAxis = 20;
constexpr int kRight = 12;

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
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Minimum);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void GanttWidget::setSchedule(const ScheduleResult& schedule, int gpus) {
    m_ops = schedule.ops;
    m_gpus = gpus;
    m_makespan_ms = schedule.makespan_ms;
    updateGeometry();
    update();
}

QSize GanttWidget::sizeHint() const {
    return {900, kTopAxis + std::max(1, m_gpus) * (26 + kTransferHeight + kRowGap) + 4};
}

QSize GanttWidget::minimumSizeHint() const {
    return {300, kTopAxis + std::max(1, m_gpus) * (kMinRowHeight + kTransferHeight + kRowGap) + 4};
}

int GanttWidget::rowHeight() const {
    // Few GPUs get taller rows (room for labels); many scroll at the minimum height.
    const int available =
        (height() - kTopAxis - 4) / std::max(1, m_gpus) - kTransferHeight - kRowGap;
    return std::clamp(available, kMinRowHeight, kMaxRowHeight);
}

TimeAxis GanttWidget::timeAxis() const {
    return {0.0, std::max(m_makespan_ms, 1e-9), static_cast<double>(kLabelWidth),
            static_cast<double>(width() - kRight)};
}

int GanttWidget::rowTop(int gpu) const {
    return kTopAxis + gpu * (rowHeight() + kTransferHeight + kRowGap);
}

void GanttWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    const TimeAxis axis = timeAxis();
    // Axis and grid.
    p.setPen(palette().color(QPalette::Mid));
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    p.setFont(small);
    for (double t : axis.ticks(70)) {
        const int x = qRound(axis.toX(t));
        p.setPen(QColor(225, 225, 225));
        p.drawLine(x, kTopAxis - 2, x, height());
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRect(x - 40, 0, 80, kTopAxis - 3), Qt::AlignHCenter | Qt::AlignBottom,
                   QStringLiteral("%1 ms").arg(t, 0, 'g', 6));
    }
    for (int g = 0; g < m_gpus; ++g) {
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRect(0, rowTop(g), kLabelWidth - 6, rowHeight()),
                   Qt::AlignRight | Qt::AlignVCenter, tr("GPU %1").arg(g));
    }
    // Ops. With many ops a box can be under a pixel wide: each row then draws at most one
    // sliver per pixel column, which keeps a 100k-op chart cheap to paint.
    std::vector<int> last_x(static_cast<std::size_t>(std::max(m_gpus, 1)) * 2, -1);
    const QFontMetrics fm(small);
    for (const PipelineOp& op : m_ops) {
        const bool transfer = isTransfer(op.kind);
        const int row = op.gpu;
        if (row < 0 || row >= m_gpus) {
            continue;
        }
        const double x0 = axis.toX(op.start_ms);
        const double x1 = axis.toX(op.end_ms);
        const int top = transfer ? rowTop(row) + rowHeight() + 1 : rowTop(row);
        const int h = transfer ? kTransferHeight : rowHeight();
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

const PipelineOp* GanttWidget::opAt(const QPoint& pos) const {
    const TimeAxis axis = timeAxis();
    const double t = axis.toTime(pos.x());
    const double slack = (axis.t1 - axis.t0) / std::max(1.0, axis.x1 - axis.x0);  // one pixel
    for (int g = 0; g < m_gpus; ++g) {
        const int top = rowTop(g);
        const bool in_row = pos.y() >= top && pos.y() < top + rowHeight();
        const bool in_transfer =
            pos.y() >= top + rowHeight() && pos.y() < top + rowHeight() + kTransferHeight + 2;
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
        } else {
            QToolTip::hideText();
            e->ignore();
        }
        return true;
    }
    return QWidget::event(e);
}

void GanttWidget::mousePressEvent(QMouseEvent* event) {
    for (int g = 0; g < m_gpus; ++g) {
        const int top = rowTop(g);
        if (event->pos().y() >= top && event->pos().y() < top + rowHeight() + kTransferHeight) {
            emit gpuClicked(g);
            return;
        }
    }
    QWidget::mousePressEvent(event);
}

}  // namespace stepbudget
