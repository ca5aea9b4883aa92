// The pipeline Gantt chart: one row per GPU, F/B/X/W/update boxes coloured by kind with their
// micro-batch number, transfers as thin bars under the sender's row, and a tooltip with the
// exact times of the op under the mouse. A painted widget: setSchedule stores and update()s.
#pragma once

#include <QWidget>
#include <vector>

#include "model/pipeline/pipeline.h"
#include "views/common/time_axis.h"

namespace stepbudget {

class GanttWidget : public QWidget {
    Q_OBJECT
public:
    explicit GanttWidget(QWidget* parent = nullptr);

    void setSchedule(const ScheduleResult& schedule, int gpus);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // For tests and tooltips: the op drawn at a widget position, or null.
    const PipelineOp* opAt(const QPoint& pos) const;
    TimeAxis timeAxis() const;
    int rowTop(int gpu) const;
    int rowHeight() const;
    int opCount() const { return static_cast<int>(m_ops.size()); }
    double makespanMs() const { return m_makespan_ms; }

    static QColor colorFor(OpKind kind, int chunk, int direction);

signals:
    void gpuClicked(int gpu);

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    std::vector<PipelineOp> m_ops;
    int m_gpus = 0;
    double m_makespan_ms = 0;
};

QString opKindName(OpKind kind);

}  // namespace stepbudget
