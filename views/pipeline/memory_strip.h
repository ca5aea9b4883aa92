// The memory-over-time strip under the Gantt chart: one GPU's saved activations, send buffers
// and receive buffers as stacked steps (pipeline-event-model.md "Memory accounting"), on the
// same time axis as the Gantt rows above it (it follows the Gantt's zoom). Its colours are a
// sequential teal, apart from the Gantt's op colours, so its legend never reads as op kinds.
#pragma once

#include <QWidget>

#include "model/pipeline/pipeline.h"
#include "views/common/chart_export.h"
#include "views/common/time_axis.h"
#include "views/common/time_map.h"

namespace stepbudget {

class MemoryStrip : public QWidget, public SizedPainting {
    Q_OBJECT
public:
    explicit MemoryStrip(QWidget* parent = nullptr);
    void setSchedule(const ScheduleResult& schedule);
    void setGpu(int gpu);
    int gpu() const { return m_gpu; }
    std::int64_t peakBytes() const;  // of the shown GPU
    // The visible time window (ms), the Gantt's; the whole step when empty.
    void setTimeWindow(const TimeWindow& window);
    // A remark after the title (where the activations come from); empty for none.
    void setNote(const QString& note) {
        m_note = note;
        update();
    }
    QString title() const;
    static QColor layerColor(int layer);  // 0 saved, 1 send, 2 receive
    QSize sizeHint() const override { return {900, 130}; }
    // Paints the strip as it would look at `size` (export, report), without resizing: a
    // resize of the hidden widget did not reach its painting, which kept the on-screen height.
    void paintAtSize(QPainter* painter, const QSize& size) override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void paint(QPainter& p, const QSize& size);

    SharedVector<GpuMemory> m_memory;  // the results' strips, shared (not copied)
    double m_makespan_ms = 0;
    int m_gpu = 0;
    TimeWindow m_window{0, 0};
    QString m_note;
};

}  // namespace stepbudget
