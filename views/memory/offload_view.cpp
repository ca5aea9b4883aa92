#include "views/memory/offload_view.h"
#include "views/common/example_banner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QHorizontalStackedBarSeries>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>
#include <cmath>

#include "model/base/units.h"
#include "model/evaluate/results.h"
#include "model/memory/offload.h"
#include "views/common/reflow_layout.h"

namespace stepbudget {

using units::kMiB;

namespace {

QString msText(double seconds) {
    return QString::number(seconds * 1e3, 'f', 2);
}

}  // namespace

OffloadView::OffloadView(QWidget* parent) : ChartPanel(parent) {
    QChart* bars = newChart(tr("Cast to FP32 on the way to the host"));
    auto* paths = new QHorizontalStackedBarSeries;
    m_transfer = new QBarSet(tr("Transfer"));
    m_transfer->setColor(QColor("#4e79a7"));
    m_cast = new QBarSet(tr("Cast"));
    m_cast->setColor(QColor("#f28e2b"));
    for (int i = 0; i < 2; ++i) {
        m_transfer->append(0.0);
        m_cast->append(0.0);
    }
    paths->append(m_transfer);
    paths->append(m_cast);
    paths->setBarWidth(0.6);
    bars->addSeries(paths);
    m_paths = new QBarCategoryAxis;
    m_paths->setTruncateLabels(false);
    bars->addAxis(m_paths, Qt::AlignLeft);
    paths->attachAxis(m_paths);
    m_ms_axis = new QValueAxis;
    m_ms_axis->setTitleText(tr("ms"));
    bars->addAxis(m_ms_axis, Qt::AlignBottom);
    paths->attachAxis(m_ms_axis);

    QChart* curves = newChart(tr("Both paths against the link bandwidth"));
    m_cpu = new QLineSeries;
    m_cpu->setName(tr("CPU cast"));
    m_cpu->setPen(QPen(QColor("#4e79a7"), 2));
    m_gpu = new QLineSeries;
    m_gpu->setName(tr("GPU cast"));
    m_gpu->setPen(QPen(QColor("#e15759"), 2));
    m_break_even = new QLineSeries;
    m_break_even->setPen(QPen(QColor("#1b7f3b"), 2, Qt::DashLine));
    m_current = new QScatterSeries;
    m_current->setName(tr("This link"));
    m_current->setMarkerSize(10);
    m_current->setColor(QColor("#222222"));
    for (QAbstractSeries* s :
         {static_cast<QAbstractSeries*>(m_cpu), static_cast<QAbstractSeries*>(m_gpu),
          static_cast<QAbstractSeries*>(m_break_even), static_cast<QAbstractSeries*>(m_current)}) {
        curves->addSeries(s);
    }
    m_link_axis = new QLogValueAxis;
    m_link_axis->setBase(10);
    m_link_axis->setLabelFormat(QStringLiteral("%g"));
    m_link_axis->setMinorTickCount(8);
    m_link_axis->setTitleText(tr("Link bandwidth B (GB/s per direction)"));
    m_time_axis = new QLogValueAxis;
    m_time_axis->setBase(10);
    m_time_axis->setLabelFormat(QStringLiteral("%g"));
    m_time_axis->setMinorTickCount(8);
    m_time_axis->setTitleText(tr("Time per gradient (ms)"));
    curves->addAxis(m_link_axis, Qt::AlignBottom);
    curves->addAxis(m_time_axis, Qt::AlignLeft);
    for (QAbstractSeries* s : curves->series()) {
        s->attachAxis(m_link_axis);
        s->attachAxis(m_time_axis);
    }
    m_baseline = addBaselineSeries(curves, tr("A: CPU cast"));

    // Bar 0 is the GPU path, bar 1 the CPU path (setResults); each explains its own cast.
    const auto path_id = [](int bar) {
        return bar == 0 ? QStringLiteral("offload.gpu_cast_s")
                        : QStringLiteral("offload.cpu_cast_s");
    };
    setElementDerivation(m_transfer, path_id);
    setElementDerivation(m_cast, path_id);
    setElementDerivation(m_cpu, [](int) { return QStringLiteral("offload.cpu_cast_s"); });
    setElementDerivation(m_gpu, [](int) { return QStringLiteral("offload.gpu_cast_s"); });
    setElementDerivation(m_break_even,
                         [](int) { return QStringLiteral("offload.break_even_gb_per_s"); });

    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // The charts scroll rather than shrink below the height their axis titles need: the book
    // example's banner above them takes a row (at 1366 x 768 in compare mode they stack).
    auto* charts = new ReflowLayout(kChartMinWidth);
    QChartView* bar_view = makeChartView(bars, QStringLiteral("offload.cpu_cast_s"));
    QChartView* curve_view = makeChartView(curves, QStringLiteral("offload.break_even_gb_per_s"));
    bar_view->setMinimumHeight(kStackedChartHeight);
    curve_view->setMinimumHeight(kStackedChartHeight);
    charts->addWidget(bar_view, 1);
    charts->addWidget(curve_view, 1);
    auto* content = new QVBoxLayout;
    content->addLayout(charts, 1);
    content->addWidget(m_note);
    auto* layout = new QVBoxLayout(this);
    m_banner = new ExampleBanner(QStringLiteral("§5"), QStringLiteral("offload.source"),
                                 QStringLiteral("plan"), this);
    layout->addWidget(m_banner);
    layout->addWidget(scrollingCharts(content), 1);
}

void OffloadView::setResults(const Scenario& scenario, const Results& r) {
    if (!r.ok()) {
        return;
    }
    m_banner->setExample(r.offload->example);
    const OffloadResults& o = r.offload;
    // Bar 0 is drawn at the bottom: the GPU path there, the CPU path on top.
    const CastPath* order[2] = {&o.gpu, &o.cpu};
    double top = 0;
    for (int i = 0; i < 2; ++i) {
        m_transfer->replace(i, order[i]->transfer_s * 1e3);
        m_cast->replace(i, order[i]->cast_s * 1e3);
        top = std::max(top, order[i]->total_s * 1e3);
    }
    const bool gpu_faster = o.faster == "gpu";
    QString cpu_label = tr("CPU cast<br>%1 ms").arg(msText(o.cpu.total_s));
    QString gpu_label = tr("GPU cast<br>%1 ms").arg(msText(o.gpu.total_s));
    (gpu_faster ? gpu_label : cpu_label) +=
        QStringLiteral("<br><b>") + tr("faster") + QStringLiteral("</b>");
    const QStringList labels{gpu_label, cpu_label};
    if (m_paths->categories() != labels) {
        m_paths->clear();
        m_paths->append(labels);
    }
    applyAxisRange(m_ms_axis, m_ms_range.update(0, top));

    QList<QPointF> cpu;
    QList<QPointF> gpu;
    double lo = HUGE_VAL;
    double hi = 0;
    for (std::size_t i = 0; i < o.cpu_curve.size() && i < o.gpu_curve.size(); ++i) {
        cpu.append({o.cpu_curve[i].x, o.cpu_curve[i].y});
        gpu.append({o.gpu_curve[i].x, o.gpu_curve[i].y});
        lo = std::min({lo, o.cpu_curve[i].y, o.gpu_curve[i].y});
        hi = std::max({hi, o.cpu_curve[i].y, o.gpu_curve[i].y});
    }
    m_cpu->replace(cpu);
    m_gpu->replace(gpu);
    if (cpu.isEmpty() || !(lo > 0)) {
        return;  // nothing a log axis can show
    }
    // Whole decades, so the log axis labels read 0.1, 1, 10, 100.
    const double y_lo = std::pow(10.0, std::floor(std::log10(lo)));
    const double y_hi = std::pow(10.0, std::ceil(std::log10(hi)));
    // A hair below the decade: the log axis drops the bottom label when log10 rounds up.
    m_time_axis->setRange(y_lo * 0.999, y_hi);
    m_link_axis->setRange(cpu.front().x(), cpu.back().x());
    const double b_star = o.break_even_bytes_per_s / 1e9;
    if (o.break_even_exists && b_star >= cpu.front().x() && b_star <= cpu.back().x()) {
        m_break_even->replace(QList<QPointF>{{b_star, y_lo}, {b_star, y_hi}});
        m_break_even->setName(tr("B* = %1 GB/s").arg(b_star, 0, 'f', 1));
    } else {
        m_break_even->clear();
        m_break_even->setName(tr("No break-even: the CPU cast always wins"));
    }
    const double link = o.link_bytes_per_s / 1e9;
    m_current->replace(QList<QPointF>{{link, o.cpu.total_s * 1e3}, {link, o.gpu.total_s * 1e3}});
    QList<QPointF> a_cpu;
    if (const Results* a = baselineResults(); a != nullptr && a->ok()) {
        for (const CurvePoint& p : a->offload->cpu_curve) {
            if (p.y >= y_lo && p.y <= y_hi) {
                a_cpu.append({p.x, p.y});
            }
        }
    }
    m_baseline->replace(a_cpu);
    m_baseline->setVisible(!a_cpu.isEmpty());

    QString note =
        tr("Gate-projection gradient G = %1 MiB in BF16 (%2 MiB in FP32) over a %3 GB/s link. "
           "CPU cast: send G, then the host reads G and writes 2G at %4 GB/s = %5 ms. GPU cast: "
           "cast in HBM at %6 GB/s, then send 2G = %7 ms, and the GPU holds %8 MiB instead of "
           "%9 MiB.")
            .arg(QString::number(o.grad_bytes / kMiB, 'g', 6),
                 QString::number(o.fp32_bytes / kMiB, 'g', 6), QString::number(link, 'g', 6),
                 QString::number(o.host_memory_bytes_per_s / 1e9, 'g', 6), msText(o.cpu.total_s),
                 QString::number(o.gpu_memory_bytes_per_s / 1e9, 'g', 6), msText(o.gpu.total_s),
                 QString::number(o.gpu.gpu_peak_bytes / kMiB, 'g', 6),
                 QString::number(o.cpu.gpu_peak_bytes / kMiB, 'g', 6));
    note += QLatin1Char(' ');
    note += o.break_even_exists
                ? tr("Above B* = %1 GB/s the GPU cast wins; below it the CPU cast.")
                      .arg(b_star, 0, 'f', 1)
                : tr("The host memory is at least as fast as HBM: the CPU cast always wins.");
    note += QStringLiteral("<br>") +
            tr("Offload wait: max(0, G/B − W) = max(0, %1 − %2) ms = %3 ms.")
                .arg(msText(o.gpu_extra_transfer_s),
                     QString::number(scenario.offload->window_ms, 'g', 6), msText(o.wait_s));
    m_note->setText(note);
}

double OffloadView::transferMs(int path) const {
    return m_transfer->at(path == 0 ? 1 : 0);
}

double OffloadView::castMs(int path) const {
    return m_cast->at(path == 0 ? 1 : 0);
}

int OffloadView::curvePointCount() const {
    return static_cast<int>(m_cpu->count());
}

double OffloadView::breakEvenMarker() const {
    return m_break_even->count() > 0 ? m_break_even->at(0).x() : -1.0;
}

QPointF OffloadView::currentCpuPoint() const {
    return m_current->count() > 0 ? m_current->at(0) : QPointF();
}

QString OffloadView::noteText() const {
    return m_note->text();
}

QString OffloadView::pathLabel(int path) const {
    return m_paths->categories().value(path == 0 ? 1 : 0);
}

}  // namespace stepbudget
