#include "views/pipeline/pipeline_view.h"
#include "views/common/example_banner.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>
#include <algorithm>
#include <array>

#include "model/base/units.h"
#include "model/evaluate/results.h"
#include "model/pipeline/op_wait.h"
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
    m_summary->setTextFormat(Qt::RichText);
    connect(m_summary, &QLabel::linkActivated, this, &ChartPanel::derivationRequested);
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
    connect(m_gantt, &GanttWidget::derivationRequested, this, &ChartPanel::derivationRequested);
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
    // The table beside the chart names each schedule with its colour: it is the legend, and the
    // scatter keeps the width a legend column took.
    chart->legend()->hide();
    m_x = new QValueAxis;
    m_x->setTitleText(tr("Makespan (ms)"));
    m_y = new QValueAxis;
    m_y->setTitleText(tr("Peak per GPU (MiB)"));
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
    // The schedules' table, also the scatter's legend: plain labels in a grid (a rich-text
    // table was laid out anew on every slider step, about a millisecond of the repaint).
    m_table = new QWidget(this);
    auto* grid = new QGridLayout(m_table);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(8);
    grid->setVerticalSpacing(1);
    for (int c = 0; c < 4; ++c) {
        auto* head = new QLabel(m_table);
        head->setTextFormat(Qt::PlainText);
        QFont bold = head->font();
        bold.setBold(true);
        head->setFont(bold);
        head->setAlignment(c == 0 ? Qt::AlignLeft : Qt::AlignRight);
        grid->addWidget(head, 0, c == 0 ? 0 : c + 1);
        m_table_head.push_back(head);
    }
    for (std::size_t k = 0; k < m_points.size(); ++k) {
        const int row = static_cast<int>(k) + 1;
        auto* swatch = new QLabel(QStringLiteral("■"), m_table);
        swatch->setStyleSheet(QStringLiteral("color: %1;").arg(m_points[k]->color().name()));
        grid->addWidget(swatch, row, 0);
        std::array<QLabel*, 4> cells{};
        for (int c = 0; c < 4; ++c) {
            cells[static_cast<std::size_t>(c)] = new QLabel(m_table);
            cells[static_cast<std::size_t>(c)]->setTextFormat(Qt::PlainText);
            cells[static_cast<std::size_t>(c)]->setAlignment(c == 0 ? Qt::AlignLeft
                                                                    : Qt::AlignRight);
            grid->addWidget(cells[static_cast<std::size_t>(c)], row, c + 1);
        }
        m_table_cells.push_back(cells);
    }
    // The header's first cell spans the swatch column too.
    grid->removeWidget(m_table_head[0]);
    grid->addWidget(m_table_head[0], 0, 0, 1, 2);
    grid->setColumnStretch(5, 1);

    QChartView* scatter = makeChartView(chart, QStringLiteral("pipeline.bubble.1f1b_ms"));
    scatter->setMinimumHeight(250);  // the peak-memory axis title fits along it
    m_scatter = scatter;

    // The Gantt takes the full width (its time axis is what one reads); the strip shares its
    // axis; the schedules' scatter and the formulas sit side by side under them.
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(scatter, 1);
    auto* side = new QVBoxLayout;
    side->addWidget(m_table);
    side->addWidget(m_formulas, 1);
    bottom->addLayout(side, 1);
    auto* layout = new QVBoxLayout(this);
    m_banner = new ExampleBanner(QStringLiteral("§3"), QStringLiteral("pipeline.source"),
                                 QStringLiteral("plan"), this);
    layout->addWidget(m_banner);
    layout->addLayout(top);
    layout->addWidget(gantt_scroll, 5);
    layout->addWidget(m_strip, 1);
    layout->addLayout(bottom, 2);
}

void PipelineView::setWholeExtent(bool whole) {
    if (whole && !m_zoom_before_whole) {
        m_zoom_before_whole = m_gantt->timeWindow();
        m_gantt->resetZoom();  // the strip follows (timeWindowChanged)
    } else if (!whole && m_zoom_before_whole) {
        m_gantt->setTimeWindow(*m_zoom_before_whole);
        m_zoom_before_whole.reset();
    }
}

std::optional<Derivation> PipelineView::elementDerivation(const QString& id, const Scenario&,
                                                          const Results& results) const {
    static const QString prefix = QStringLiteral("pipeline.op.");
    if (!id.startsWith(prefix) || !results.ok()) {
        return std::nullopt;
    }
    bool ok = false;
    const qulonglong index = id.mid(prefix.size()).toULongLong(&ok);
    const SharedVector<PipelineOp>& ops = results.pipeline.configured.ops;
    if (!ok || index >= ops.size()) {
        return std::nullopt;
    }
    return opDerivation(ops, static_cast<std::size_t>(index));
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
    // The plan's step continues past the pipeline (DP collectives, input wait, the amortised
    // checkpoint and failure costs); a book example is the pipeline alone.
    const bool plan = !r.pipeline.example;
    // Compare mode: the baseline's average step end, when both show their plan's step.
    const Results* base = baselineResults();
    m_gantt->setBaselineEndMs(plan && base != nullptr && base->ok() && !base->pipeline.example
                                  ? 1e3 * base->plan.phases.wall_s
                                  : 0.0);
    m_gantt->setSchedule(s, gpus, plan ? &r.plan.phases : nullptr);
    m_strip->setSchedule(s);
    // The strip's activations come from the shape; a plan whose memory stack uses the declared
    // budget says so, or the two peaks would seem to disagree.
    m_strip->setNote(plan && r.memory.extra_source == "budget"
                         ? tr("from the shape; the Memory tab uses the declared budget of %1")
                               .arg(formatValue(r.memory.extra_bytes_per_card, "B"))
                         : QString());
    // One stage: every schedule runs the same micro-batches back to back, nothing to compare.
    m_scatter->setVisible(gpus > 1);
    if (s.runnable) {
        const double idle =
            s.idle_ms.empty() ? 0 : *std::max_element(s.idle_ms.begin(), s.idle_ms.end());
        QString text;
        if (plan) {
            const PlanResults& pl = r.plan;
            // The terms that are there (no "input wait 0 ms"), in the order the Gantt draws them.
            // Each number is a link to its derivation (a click shows it, like a chart element).
            const auto link = [](const char* id, double seconds) {
                return QStringLiteral(
                           "<a href=\"%1\" style=\"color:#1a4f8b; "
                           "text-decoration:none\">%2</a>")
                    .arg(QLatin1String(id), formatDuration(1e3 * seconds));
            };
            QString terms = tr("pipeline %1").arg(link("plan.pipeline_s", pl.pipeline_s));
            if (pl.exposed_comm_s > 0) {
                terms += tr(" + exposed DP link %1").arg(link("comm.exposed_s", pl.exposed_comm_s));
            }
            if (pl.input_wait_s > 0) {
                terms += tr(" + input wait %1").arg(link("plan.input_wait_s", pl.input_wait_s));
            }
            text = tr("Step %1 = %2. ").arg(link("plan.step_time_s", pl.step_time_s), terms);
            if (pl.phases.wall_s > pl.step_time_s) {
                text +=
                    tr("With checkpoint saves %1 and failure losses %2: %3 per step on "
                       "average.")
                        .arg(link("plan.checkpoint_save_per_step_s", pl.phases.checkpoint_save_s),
                             link("plan.failure_loss_per_step_s", pl.phases.failure_loss_s),
                             link("plan.wall_step_s", pl.phases.wall_s));
            }
        }
        // The plan's summary is the step; the pipeline's own figures are in the table below.
        // A book example is the pipeline alone, and its figures are the worked example's.
        if (gpus > 1 && !plan) {
            text +=
                tr("Pipeline: idle up to %1 per GPU, peak %2, %3 forward messages (free "
                   "links: %4)")
                    .arg(formatDuration(idle), formatValue(static_cast<double>(maxPeak(s)), "B"))
                    .arg(s.forward_messages)
                    .arg(formatDuration(s.free_link_makespan_ms));
        } else if (gpus <= 1) {
            text += tr(" One stage: %1 micro-batches back to back, peak %2.")
                        .arg(s.op_count / 2)
                        .arg(formatValue(static_cast<double>(maxPeak(s)), "B"));
        }
        m_summary->setText(text);
    } else {
        m_summary->setText(
            tr("Not runnable: %1").arg(QString::fromStdString(s.reason).toHtmlEscaped()));
    }

    // Makespans read in seconds once they are long (GPT-3: 36 s), in ms for the book's 347 ms.
    double longest_ms = 0;
    for (const ScheduleResult& each : p.schedules) {
        longest_ms = each.runnable ? std::max(longest_ms, each.makespan_ms) : longest_ms;
    }
    const bool seconds = longest_ms >= 1e4;
    const double x_unit = seconds ? 1e-3 : 1.0;
    m_x->setTitleText(seconds ? tr("Makespan (s)") : tr("Makespan (ms)"));
    double x_lo = 1e300;
    double x_hi = 0;
    double y_hi = 0;
    const QString unit = seconds ? tr("s") : tr("ms");
    m_table_head[0]->setText(tr("schedule"));
    m_table_head[1]->setText(tr("makespan") + QStringLiteral(" (") + unit + QStringLiteral(")"));
    m_table_head[2]->setText(tr("idle") + QStringLiteral(" (") + unit + QStringLiteral(")"));
    m_table_head[3]->setText(tr("peak MiB"));
    for (std::size_t k = 0; k < p.schedules.size() && k < m_points.size(); ++k) {
        const ScheduleResult& each = p.schedules[k];
        const bool configured = each.schedule == scenario.pipeline.schedule;
        // The configured schedule's marker is larger and outlined.
        m_points[k]->setMarkerSize(configured ? 17 : 11);
        m_points[k]->setBorderColor(configured ? QColor("#222222") : m_points[k]->color());
        std::array<QLabel*, 4>& cells = m_table_cells[k];
        cells[0]->setText((configured ? QStringLiteral("▶ ") : QString()) +
                          scheduleName(each.schedule));
        if (!each.runnable) {
            m_points[k]->clear();
            cells[1]->setText(tr("not runnable"));
            cells[2]->clear();
            cells[3]->clear();
            continue;
        }
        const QPointF point(each.makespan_ms * x_unit,
                            static_cast<double>(maxPeak(each)) / units::kMiB);
        m_points[k]->replace(QList<QPointF>{point});
        x_lo = std::min(x_lo, point.x());
        x_hi = std::max(x_hi, point.x());
        y_hi = std::max(y_hi, point.y());
        // In the header's unit (the scatter's), 4 significant digits: 36.44, 347.0.
        cells[1]->setText(formatNumber(each.makespan_ms * x_unit, 4));
        cells[2]->setText(
            formatNumber((each.idle_ms.empty() ? 0.0 : each.idle_ms.front()) * x_unit, 4));
        cells[3]->setText(QString::number(point.y(), 'f', 0));
    }
    if (x_hi > 0) {
        applyAxisRange(m_x, m_x_range.update(x_lo * 0.95, x_hi * 1.03));
        applyAxisRange(m_y, m_y_range.update(0, y_hi * 1.08));
    }
    const PipelineFormulas& f = p.formulas;
    // The configured schedule's messages and its free-link makespan (the plan's; a book
    // example prints them in the summary above).
    const QString messages =
        plan && gpus > 1 && s.runnable
            ? QStringLiteral("<br>") + tr("%1: %2 forward messages; with free links %3.")
                                           .arg(scheduleName(s.schedule))
                                           .arg(s.forward_messages)
                                           .arg(formatDuration(s.free_link_makespan_ms))
            : QString();
    m_table->setVisible(gpus > 1);
    if (gpus <= 1) {
        // One stage: no schedule to compare and no bubble; the closed form is the whole story.
        const double tf = r.plan.stage_forward_s.empty() ? 0 : 1e3 * r.plan.stage_forward_s[0];
        const double tb = r.plan.stage_backward_s.empty() ? 0 : 1e3 * r.plan.stage_backward_s[0];
        m_formulas->setText(
            QStringLiteral("<p>") +
            tr("One stage: T = m (t<sub>F</sub> + t<sub>B</sub>) = %1 × (%2 + %3) = %4; no "
               "bubble, every schedule runs the micro-batches back to back.")
                .arg(r.plan.microbatches_per_pipeline)
                .arg(formatDuration(tf), formatDuration(tb), formatDuration(f.ideal_makespan_ms)) +
            QStringLiteral("</p>"));
        return;
    }
    m_formulas->setText(
        QStringLiteral("<p>") +
        tr("Ideal (no transfers): T = (m+p−1)(t<sub>f</sub>+t<sub>b</sub>) = %1, "
           "u = m/(m+p−1) = %2 %.<br>"
           "Bubbles: 1F1B (p−1)(T<sub>F</sub>+T<sub>B</sub>+T<sub>W</sub>) = %3; "
           "interleaved %4; ZB-H1 %5; ZB-H2 %6; DualPipe %7.")
            .arg(formatDuration(f.ideal_makespan_ms))
            .arg(100 * f.ideal_utilisation, 0, 'f', 1)
            .arg(formatDuration(f.one_f_one_b_bubble_ms), formatDuration(f.interleaved_bubble_ms),
                 formatDuration(f.zb_h1_bubble_ms), formatDuration(f.zb_h2_bubble_ms),
                 formatDuration(f.dualpipe_bubble_ms)) +
        messages + QStringLiteral("</p>"));
}

int PipelineView::scatterPointCount() const {
    int n = 0;
    for (QScatterSeries* s : m_points) {
        n += s->count();
    }
    return n;
}

}  // namespace stepbudget
