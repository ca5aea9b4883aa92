#include "views/checkpoint/checkpoint_view.h"

#include <QLabel>
#include <QVBoxLayout>
#include <QtCharts/QAreaSeries>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QValueAxis>

#include "model/evaluate/results.h"
#include "views/checkpoint/interval_chart.h"
#include "views/common/reflow_layout.h"

namespace stepbudget {

CheckpointView::CheckpointView(QWidget* parent) : ChartPanel(parent) {
    QChart* chart = newChart(tr("Checkpoint + failure overhead L(τ)"));
    m_zero = new QLineSeries(this);
    m_save = new QLineSeries(this);
    m_save_redo = new QLineSeries(this);
    m_total = new QLineSeries(this);
    auto* save = stackedBand(m_save, m_zero, tr("Save c/τ"), QColor("#4e79a7"));
    auto* redo = stackedBand(m_save_redo, m_save, tr("Redo λτ/2"), QColor("#f28e2b"));
    auto* recovery = stackedBand(m_total, m_save_redo, tr("Recovery λr"), QColor("#e15759"));
    m_optimum = new QLineSeries;
    m_optimum->setName(tr("τ* = √(2c/λ)"));
    m_optimum->setPen(QPen(QColor("#1b7f3b"), 2, Qt::DashLine));
    m_interval = new QLineSeries;
    m_interval->setName(tr("Current interval"));
    m_interval->setPen(QPen(QColor("#222222"), 2));
    for (QAbstractSeries* s :
         {static_cast<QAbstractSeries*>(save), static_cast<QAbstractSeries*>(redo),
          static_cast<QAbstractSeries*>(recovery), static_cast<QAbstractSeries*>(m_optimum),
          static_cast<QAbstractSeries*>(m_interval)}) {
        chart->addSeries(s);
    }
    // Each band explains its term: save c/τ from the save time, redo and recovery from the
    // failure rate; τ* its formula; the current interval the overhead L at it.
    const auto explain = [this](QObject* element, const char* id) {
        setElementDerivation(element, [id](int) { return QString::fromLatin1(id); });
    };
    explain(save, "checkpoint.save_s");
    explain(redo, "checkpoint.failure_rate_per_s");
    explain(recovery, "checkpoint.failure_rate_per_s");
    explain(m_optimum, "checkpoint.optimal_interval_s");
    explain(m_interval, "checkpoint.overhead_fraction");
    m_x = new QLogValueAxis;
    m_x->setBase(10);
    m_x->setLabelFormat(QStringLiteral("%.0f"));
    m_x->setTitleText(tr("Useful training between saves τ (s)"));
    m_x->setMinorTickCount(8);
    m_y = new QValueAxis;
    m_y->setTitleText(tr("Overhead (% of useful time)"));
    m_y->setLabelFormat(QStringLiteral("%.1f"));
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    m_baseline = addBaselineSeries(chart, tr("A: total L"));
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_intervals = new IntervalChart(this);
    for (const auto& [element, id] : m_intervals->elementIds()) {
        setElementDerivation(element, [id = id](int) { return id; });
    }
    m_interval_note = new QLabel(this);
    m_interval_note->setWordWrap(true);
    // One above the other: both share the log tau axis, and each legend keeps the full width.
    // They scroll rather than shrink below the height their axis titles need.
    auto* charts = new QVBoxLayout;
    QChartView* overhead = makeChartView(chart, QStringLiteral("checkpoint.optimal_interval_s"));
    QChartView* intervals =
        makeChartView(m_intervals->chart(), QStringLiteral("checkpoint.poisson_interval_s"));
    overhead->setMinimumHeight(kStackedChartHeight);
    intervals->setMinimumHeight(kStackedChartHeight);
    charts->addWidget(overhead, 1);
    charts->addWidget(m_note);
    charts->addWidget(intervals, 1);
    charts->addWidget(m_interval_note);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(scrollingCharts(charts), 1);
}

void CheckpointView::setResults(const Scenario& scenario, const Results& r) {
    if (!r.ok() || r.curves.overhead.empty()) {
        return;
    }
    QList<QPointF> zero;
    QList<QPointF> save;
    QList<QPointF> save_redo;
    QList<QPointF> total;
    const double l_star = 100 * r.checkpoint.optimal_overhead_fraction;
    const double l_now = 100 * r.checkpoint.overhead_fraction;
    double y_cap = l_now;
    for (const OverheadPoint& p : r.curves.overhead) {
        zero.append({p.interval_s, 0});
        save.append({p.interval_s, 100 * p.terms.save});
        save_redo.append({p.interval_s, 100 * (p.terms.save + p.terms.redo)});
        total.append({p.interval_s, 100 * p.terms.total()});
        y_cap = std::max(y_cap, 100 * p.terms.total());
    }
    QList<QPointF> a_total;
    if (const Results* a = baselineResults(); a != nullptr && a->ok()) {
        for (const OverheadPoint& p : a->curves.overhead) {
            if (p.interval_s >= r.curves.overhead.front().interval_s &&
                p.interval_s <= r.curves.overhead.back().interval_s) {
                a_total.append({p.interval_s, 100 * p.terms.total()});
                y_cap = std::max(y_cap, 100 * p.terms.total());
            }
        }
    }
    m_baseline->replace(a_total);
    m_baseline->setVisible(!a_total.isEmpty());
    m_zero->replace(zero);
    m_save->replace(save);
    m_save_redo->replace(save_redo);
    m_total->replace(total);
    const AxisRange y = m_y_range.update(0, y_cap);
    applyAxisRange(m_y, y);
    // As in interval_chart.cpp: one-digit integer labels make Qt Charts elide a CJK title.
    if (m_y->labelFormat() == QLatin1String("%.0f")) {
        m_y->setLabelFormat(QStringLiteral("%.1f"));
    }
    m_x->setRange(r.curves.overhead.front().interval_s, r.curves.overhead.back().interval_s);
    const double tau_star = r.checkpoint.optimal_interval_s;
    const double tau = scenario.checkpoint.interval_s;
    m_optimum->replace(QList<QPointF>{{tau_star, 0}, {tau_star, y.hi}});
    m_interval->replace(QList<QPointF>{{tau, 0}, {tau, y.hi}});
    m_note->setText(tr("c = %1 s to save, λ = 1/%2 s, r = %3 s. τ* = %4 s gives L = %5 %; the "
                       "current %6 s gives L = %7 % (save %8 %, redo %9 %, recovery %10 %).")
                        .arg(r.checkpoint.save_s, 0, 'f', 3)
                        .arg(r.checkpoint.job_mtbf_s, 0, 'f', 0)
                        .arg(scenario.checkpoint.restore_s, 0, 'g', 6)
                        .arg(tau_star, 0, 'f', 0)
                        .arg(l_star, 0, 'f', 3)
                        .arg(tau, 0, 'g', 6)
                        .arg(l_now, 0, 'f', 3)
                        .arg(100 * r.checkpoint.terms.save, 0, 'f', 3)
                        .arg(100 * r.checkpoint.terms.redo, 0, 'f', 3)
                        .arg(100 * r.checkpoint.terms.recovery, 0, 'f', 3));
    m_intervals->setResults(r, baselineResults());
    m_interval_note->setText(m_intervals->noteText());
}

double CheckpointView::optimumMarkerX() const {
    return m_optimum->count() > 0 ? m_optimum->at(0).x() : 0.0;
}

double CheckpointView::intervalMarkerX() const {
    return m_interval->count() > 0 ? m_interval->at(0).x() : 0.0;
}

int CheckpointView::curvePointCount() const {
    return static_cast<int>(m_total->count());
}

}  // namespace stepbudget
