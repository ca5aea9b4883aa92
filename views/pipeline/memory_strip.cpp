#include "views/pipeline/memory_strip.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>

#include "model/base/units.h"
#include "views/common/value_format.h"

namespace stepbudget {

namespace {
constexpr int kLabelWidth = 56;  // aligned with GanttWidget's label column
constexpr int kRight = 12;
constexpr int kTop = 18;
constexpr int kBottom = 4;
}  // namespace

MemoryStrip::MemoryStrip(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setMinimumHeight(72);
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

QString MemoryStrip::title() const {
    if (m_gpu >= static_cast<int>(m_memory.size())) {
        return QString();
    }
    const GpuMemory& mem = m_memory[static_cast<std::size_t>(m_gpu)];
    // Short units: the title shares its line with the legend.
    const double bytes = static_cast<double>(mem.peak_bytes);
    const QString peak = bytes >= units::kGiB
                             ? QStringLiteral("%1 GiB").arg(bytes / units::kGiB, 0, 'f', 2)
                             : QStringLiteral("%1 MiB").arg(bytes / units::kMiB, 0, 'f', 1);
    return tr("GPU %1 activations and buffers: peak %2 at %3")
        .arg(m_gpu)
        .arg(peak, formatDuration(mem.peak_ms));
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
    paint(p, size());
}

void MemoryStrip::paintAtSize(QPainter* painter, const QSize& size) {
    painter->save();
    painter->setClipRect(QRect(QPoint(), size));
    paint(*painter, size);
    painter->restore();
}

void MemoryStrip::paint(QPainter& p, const QSize& size) {
    p.fillRect(QRect(QPoint(), size), palette().base());
    if (m_gpu >= static_cast<int>(m_memory.size()) || m_makespan_ms <= 0) {
        return;
    }
    const GpuMemory& mem = m_memory[static_cast<std::size_t>(m_gpu)];
    std::int64_t top_bytes = 1;
    for (const GpuMemory& g : m_memory) {
        top_bytes = std::max(top_bytes, g.peak_bytes);  // one scale for every GPU: comparable
    }
    // The Gantt's window, which may run past the pipeline into the plan's step phases: the strip
    // keeps the same time axis so its columns sit under the Gantt's.
    const bool windowed = m_window.span() > 0;
    const TimeAxis axis{windowed ? m_window.t0 : 0.0, windowed ? m_window.t1 : m_makespan_ms,
                        static_cast<double>(kLabelWidth),
                        static_cast<double>(size.width() - kRight)};
    const double y0 = size.height() - kBottom;
    const double h = y0 - kTop;
    const auto yOf = [&](double bytes) { return y0 - bytes / static_cast<double>(top_bytes) * h; };
    // Three stacked step layers.
    const QColor colors[3] = {layerColor(0), layerColor(1), layerColor(2)};
    p.setClipRect(QRectF(axis.x0, 0, axis.x1 - axis.x0, size.height()));
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
    const QString title = this->title();
    const QFontMetrics fm(small);
    p.drawText(QRect(4, 0, size.width(), kTop), Qt::AlignLeft | Qt::AlignVCenter, title);
    if (!m_note.isEmpty()) {
        // Under the title, inside the plot, on a light backing so it reads over the fill.
        const QRect note(static_cast<int>(axis.x0) + 4, kTop + 2, fm.horizontalAdvance(m_note) + 8,
                         fm.height() + 2);
        p.fillRect(note, QColor(255, 255, 255, 215));
        p.drawText(note, Qt::AlignCenter, m_note);
    }
    int x = 4 + fm.horizontalAdvance(title) + 16;
    const QString names[3] = {tr("saved activations"), tr("send buffers"), tr("receive buffers")};
    for (int i = 0; i < 3; ++i) {
        p.fillRect(QRect(x, kTop / 2 - 5, 10, 10), colors[i]);
        x += 14;
        p.drawText(QRect(x, 0, size.width(), kTop), Qt::AlignLeft | Qt::AlignVCenter, names[i]);
        x += fm.horizontalAdvance(names[i]) + 14;
    }
}

}  // namespace stepbudget
