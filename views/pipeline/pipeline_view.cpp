#include "views/pipeline/pipeline_view.h"
#include "views/common/example_banner.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>
#include <algorithm>

#include "model/base/units.h"
#include "model/evaluate/results.h"
#include "views/common/value_format.h"
#include "views/pipeline/gantt_widget.h"
#include "views/pipeline/memory_strip.h"

namespace stepbudget {

namespace {

std::int64_t maxPeak(const ScheduleResult& s) {
    return s.peak_bytes.empty() ? 0 : *std::max_element(s.peak_bytes.begin(), s.peak_bytes.end());
}

QString scheduleName(Schedule s) {
    return choiceLabel(toString(s));
}

}  // namespace

PipelineView::PipelineView(QWidget* parent) : ChartPanel(parent) {
    m_switcher = new QComboBox(this);
    for (Schedule s : kAllSchedules) {
        m_switcher->addItem(scheduleName(s), QString::fromLatin1(toString(s)));
    }
    m_switcher->setAccessibleName(tr("Schedule"));
    connect(m_switcher, qOverload<int>(&QComboBox::currentIndexChanged), this, [this](int index) {
        if (!m_updating && index >= 0) {
            emit scheduleRequested(m_switcher->itemData(index).toString());
        }
    });
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    auto* top = new QHBoxLayout;
    auto* switcher_label = new QLabel(tr("Schedule:"), this);
    switcher_label->setBuddy(m_switcher);
    top->addWidget(switcher_label);
    top->addWidget(m_switcher);
    top->addWidget(m_summary, 1);

    m_gantt = new GanttWidget(this);
    auto* gantt_scroll = new QScrollArea(this);
    gantt_scroll->setWidget(m_gantt);
    gantt_scroll->setWidgetResizable(true);
    gantt_scroll->setFrameShape(QFrame::NoFrame);
    m_strip = new MemoryStrip(this);
    connect(m_gantt, &GanttWidget::gpuClicked, m_strip, &MemoryStrip::setGpu);
    connect(m_gantt, &GanttWidget::timeWindowChanged, m_strip, &MemoryStrip::setTimeWindow);
    addPaintedExport(m_gantt, tr("Pipeline schedule (Gantt)"));
    addPaintedExport(m_strip, tr("Memory of one GPU over the step"), QSize(1000, 280));

    QChart* chart = newChart(tr("Time vs peak memory: no schedule wins both"));
    const QColor colors[6] = {QColor("#9c755f"), QColor("#4e79a7"), QColor("#f28e2b"),
                              QColor("#e15759"), QColor("#59a14f"), QColor("#b07aa1")};
    int i = 0;
    for (Schedule s : kAllSchedules) {
        auto* series = new QScatterSeries;
        series->setName(scheduleName(s));
        series->setMarkerSize(11);
        series->setColor(colors[i++]);
        chart->addSeries(series);
        m_points.push_back(series);
        // A schedule's point explains that schedule's bubble (pipeline_formulas).
        static const char* const kBubble[] = {
            "pipeline.bubble.fill_drain_ms",  "pipeline.bubble.1f1b_ms",
            "pipeline.bubble.interleaved_ms", "pipeline.bubble.zb_h1_ms",
            "pipeline.bubble.zb_h2_ms",       "pipeline.bubble.dualpipe_ms"};
        const char* bubble = kBubble[std::min<std::size_t>(m_points.size() - 1, 5)];
        setElementDerivation(series, [bubble](int) { return QString::fromLatin1(bubble); });
    }
    chart->legend()->setAlignment(Qt::AlignRight);
    m_x = new QValueAxis;
    m_x->setTitleText(tr("Makespan (ms)"));
    m_y = new QValueAxis;
    m_y->setTitleText(tr("Largest per-GPU peak (MiB)"));
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    m_formulas = new QLabel(this);
    m_formulas->setWordWrap(true);
    m_formulas->setTextFormat(Qt::RichText);
    m_formulas->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    QChartView* scatter = makeChartView(chart, QStringLiteral("pipeline.bubble.1f1b_ms"));
    scatter->setMinimumHeight(250);  // the peak-memory axis title fits along it

    // The Gantt takes the full width (its time axis is what one reads); the strip shares its
    // axis; the schedules' scatter and the formulas sit side by side under them.
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(scatter, 3);
    bottom->addWidget(m_formulas, 2);
    auto* layout = new QVBoxLayout(this);
    m_banner = new ExampleBanner(QStringLiteral("§3"), QStringLiteral("pipeline.source"),
                                 QStringLiteral("plan"), this);
    layout->addWidget(m_banner);
    layout->addLayout(top);
    layout->addWidget(gantt_scroll, 4);
    layout->addWidget(m_strip, 1);
    layout->addLayout(bottom, 2);
}

void PipelineView::setResults(const Scenario& scenario, const Results& r) {
    if (!r.ok()) {
        return;
    }
    m_banner->setExample(r.pipeline.example);
    const PipelineResults& p = r.pipeline;
    const ScheduleResult& s = p.configured;
    m_updating = true;
    m_switcher->setCurrentIndex(
        m_switcher->findData(QString::fromLatin1(toString(scenario.pipeline.schedule))));
    m_updating = false;
    // One row per GPU of the schedule shown: the plan's p stages (pipeline.source = plan) or
    // the typed example's, never the example's count for the plan's timeline.
    const int gpus = !s.busy_ms.empty() ? static_cast<int>(s.busy_ms.size())
                                        : static_cast<int>(scenario.pipeline.stages);
    m_gantt->setSchedule(s, gpus);
    m_strip->setSchedule(s);
    if (s.runnable) {
        const double idle =
            s.idle_ms.empty() ? 0 : *std::max_element(s.idle_ms.begin(), s.idle_ms.end());
        m_summary->setText(tr("makespan %1 ms, idle up to %2 ms per GPU, peak %3 MiB, %4 forward "
                              "messages (free links: %5 ms)")
                               .arg(s.makespan_ms, 0, 'f', 2)
                               .arg(idle, 0, 'f', 2)
                               .arg(static_cast<double>(maxPeak(s)) / units::kMiB, 0, 'f', 1)
                               .arg(s.forward_messages)
                               .arg(s.free_link_makespan_ms, 0, 'f', 2));
    } else {
        m_summary->setText(tr("Not runnable: %1").arg(QString::fromStdString(s.reason)));
    }

    double x_lo = 1e300;
    double x_hi = 0;
    double y_hi = 0;
    QString table =
        QStringLiteral(
            "<table cellspacing=2><tr><th align=left>%1</th><th>%2</th><th>%3</th><th>%4</th></tr>")
            .arg(tr("schedule"), tr("ms"), tr("idle"), tr("peak MiB"));
    for (std::size_t k = 0; k < p.schedules.size() && k < m_points.size(); ++k) {
        const ScheduleResult& each = p.schedules[k];
        const bool configured = each.schedule == scenario.pipeline.schedule;
        // The configured schedule's marker is larger and outlined.
        m_points[k]->setMarkerSize(configured ? 17 : 11);
        m_points[k]->setBorderColor(configured ? QColor("#222222") : m_points[k]->color());
        if (!each.runnable) {
            m_points[k]->clear();
            table += QStringLiteral("<tr><td>%1</td><td colspan=3>%2</td></tr>")
                         .arg(scheduleName(each.schedule), tr("not runnable"));
            continue;
        }
        const QPointF point(each.makespan_ms, static_cast<double>(maxPeak(each)) / units::kMiB);
        m_points[k]->replace(QList<QPointF>{point});
        x_lo = std::min(x_lo, point.x());
        x_hi = std::max(x_hi, point.x());
        y_hi = std::max(y_hi, point.y());
        table +=
            QStringLiteral(
                "<tr><td>%1%2</td><td align=right>%3</td><td align=right>%4</td><td "
                "align=right>%5</td></tr>")
                .arg(configured ? QStringLiteral("▶ ") : QString(), scheduleName(each.schedule))
                .arg(each.makespan_ms, 0, 'f', 2)
                .arg(each.idle_ms.empty() ? 0.0 : each.idle_ms.front(), 0, 'f', 2)
                .arg(point.y(), 0, 'f', 0);
    }
    table += QStringLiteral("</table>");
    if (x_hi > 0) {
        applyAxisRange(m_x, m_x_range.update(x_lo * 0.95, x_hi * 1.03));
        applyAxisRange(m_y, m_y_range.update(0, y_hi * 1.08));
    }
    const PipelineFormulas& f = p.formulas;
    m_formulas->setText(table + QStringLiteral("<p>") +
                        tr("Ideal (no transfers): T = (m+p−1)(t<sub>f</sub>+t<sub>b</sub>) = %1 "
                           "ms, u = m/(m+p−1) = %2 %.<br>"
                           "Bubbles: 1F1B (p−1)(T<sub>F</sub>+T<sub>B</sub>+T<sub>W</sub>) = %3 "
                           "ms; interleaved %4 ms; "
                           "ZB-H1 %5 ms; ZB-H2 %6 ms; DualPipe %7 ms.")
                            .arg(f.ideal_makespan_ms, 0, 'f', 2)
                            .arg(100 * f.ideal_utilisation, 0, 'f', 1)
                            .arg(f.one_f_one_b_bubble_ms, 0, 'f', 2)
                            .arg(f.interleaved_bubble_ms, 0, 'f', 2)
                            .arg(f.zb_h1_bubble_ms, 0, 'f', 2)
                            .arg(f.zb_h2_bubble_ms, 0, 'f', 2)
                            .arg(f.dualpipe_bubble_ms, 0, 'f', 2) +
                        QStringLiteral("</p>"));
}

int PipelineView::scatterPointCount() const {
    int n = 0;
    for (QScatterSeries* s : m_points) {
        n += s->count();
    }
    return n;
}

}  // namespace stepbudget
