// The memory-over-time strip under the Gantt chart: one GPU's saved activations, send buffers
// and receive buffers as stacked steps (pipeline-event-model.md "Memory accounting"), on the
// same time axis as the Gantt rows above it.
#pragma once

#include <QWidget>

#include "model/pipeline/pipeline.h"
#include "views/common/time_axis.h"

namespace stepbudget {

class MemoryStrip : public QWidget {
    Q_OBJECT
public:
    explicit MemoryStrip(QWidget* parent = nullptr);
    void setSchedule(const ScheduleResult& schedule);
    void setGpu(int gpu);
    int gpu() const { return m_gpu; }
    std::int64_t peakBytes() const;  // of the shown GPU
    QSize sizeHint() const override { return {900, 130}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::vector<GpuMemory> m_memory;
    double m_makespan_ms = 0;
    int m_gpu = 0;
};

}  // namespace stepbudget
