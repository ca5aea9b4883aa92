#include "views/pipeline/memory_strip.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>

#include "model/base/units.h"

namespace stepbudget {

namespace {
constexpr int kLabelWidth = 56;  // aligned with GanttWidget's label column
constexpr int kRight = 12;
constexpr int kTop = 18;
constexpr int kBottom = 4;
}  // namespace

MemoryStrip::MemoryStrip(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setMinimumHeight(90);
}

void MemoryStrip::setSchedule(const ScheduleResult& schedule) {
    m_memory = schedule.memory;
    m_makespan_ms = schedule.makespan_ms;
    if (m_gpu >= static_cast<int>(m_memory.size())) {
        m_gpu = 0;
    }
    update();
}

void MemoryStrip::setTimeWindow(const TimeWindow& window) {
    m_window = window;
    update();
}

QColor MemoryStrip::layerColor(int layer) {
    static const QColor colors[3] = {QColor("#00695c"), QColor("#4db6ac"), QColor("#b2dfdb")};
    return colors[std::clamp(layer, 0, 2)];
}

void MemoryStrip::setGpu(int gpu) {
    m_gpu = gpu;
    update();
}

std::int64_t MemoryStrip::peakBytes() const {
    return m_gpu < static_cast<int>(m_memory.size())
               ? m_memory[static_cast<std::size_t>(m_gpu)].peak_bytes
               : 0;
}

void MemoryStrip::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    if (m_gpu >= static_cast<int>(m_memory.size()) || m_makespan_ms <= 0) {
        return;
    }
    const GpuMemory& mem = m_memory[static_cast<std::size_t>(m_gpu)];
    std::int64_t top_bytes = 1;
    for (const GpuMemory& g : m_memory) {
        top_bytes = std::max(top_bytes, g.peak_bytes);  // one scale for every GPU: comparable
    }
    const bool zoomed = m_window.span() > 0 && m_window.t1 <= m_makespan_ms;
    const TimeAxis axis{zoomed ? m_window.t0 : 0.0, zoomed ? m_window.t1 : m_makespan_ms,
                        static_cast<double>(kLabelWidth), static_cast<double>(width() - kRight)};
    const double y0 = height() - kBottom;
    const double h = y0 - kTop;
    const auto yOf = [&](double bytes) { return y0 - bytes / static_cast<double>(top_bytes) * h; };
    // Three stacked step layers.
    const QColor colors[3] = {layerColor(0), layerColor(1), layerColor(2)};
    p.setClipRect(QRectF(axis.x0, 0, axis.x1 - axis.x0, height()));
    for (int layer = 2; layer >= 0; --layer) {
        QPainterPath path;
        path.moveTo(axis.toX(0), y0);
        double last_y = y0;
        for (std::size_t i = 0; i < mem.steps.size(); ++i) {
            const MemoryPoint& m = mem.steps[i];
            double bytes = static_cast<double>(m.saved_bytes);
            if (layer >= 1) {
                bytes += static_cast<double>(m.send_bytes);
            }
            if (layer >= 2) {
                bytes += static_cast<double>(m.receive_bytes);
            }
            const double x = axis.toX(m.time_ms);
            path.lineTo(x, last_y);
            last_y = yOf(bytes);
            path.lineTo(x, last_y);
        }
        path.lineTo(axis.toX(m_makespan_ms), last_y);
        path.lineTo(axis.toX(m_makespan_ms), y0);
        path.closeSubpath();
        p.fillPath(path, colors[layer]);
    }
    p.setClipping(false);
    // Peak line and labels.
    const double peak_y = yOf(static_cast<double>(mem.peak_bytes));
    p.setPen(QPen(QColor("#c62828"), 1, Qt::DashLine));
    p.drawLine(QPointF(axis.x0, peak_y), QPointF(axis.x1, peak_y));
    p.setPen(palette().color(QPalette::Text));
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    p.setFont(small);
    const QString title = tr("GPU %1 memory: peak %2 MiB at %3 ms")
                              .arg(m_gpu)
                              .arg(static_cast<double>(mem.peak_bytes) / units::kMiB, 0, 'f', 1)
                              .arg(mem.peak_ms, 0, 'f', 2);  // ms to 10 us, not 297.66667
    const QFontMetrics fm(small);
    p.drawText(QRect(4, 0, width(), kTop), Qt::AlignLeft | Qt::AlignVCenter, title);
    int x = 4 + fm.horizontalAdvance(title) + 16;
    const QString names[3] = {tr("saved activations"), tr("send buffers"), tr("receive buffers")};
    for (int i = 0; i < 3; ++i) {
        p.fillRect(QRect(x, kTop / 2 - 5, 10, 10), colors[i]);
        x += 14;
        p.drawText(QRect(x, 0, width(), kTop), Qt::AlignLeft | Qt::AlignVCenter, names[i]);
        x += fm.horizontalAdvance(names[i]) + 14;
    }
}

}  // namespace stepbudget
