#include "views/moe/moe_view.h"
#include "views/common/example_banner.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>
#include <QtCharts/QAreaSeries>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>
#include <cmath>
#include <limits>

#include "model/base/derivation.h"
#include "model/evaluate/results.h"
#include "model/evaluate/view_applicability.h"
#include "model/moe/moe.h"
#include "views/common/reflow_layout.h"

namespace stepbudget {

namespace {

QAreaSeries* area(QLineSeries* upper, QLineSeries* lower, const QString& name,
                  const QColor& color) {
    auto* a = new QAreaSeries(upper, lower);
    a->setName(name);
    a->setBrush(color);
    a->setPen(Qt::NoPen);
    return a;
}

QString count(double v) {
    return QLocale().toString(v, 'f', 0);
}

double shareAt(const QLineSeries* series, double x) {
    for (int i = 0; i < series->count(); ++i) {
        if (std::fabs(series->at(i).x() - x) < 1e-9) {
            return series->at(i).y();
        }
    }
    return std::numeric_limits<double>::quiet_NaN();
}

}  // namespace

MoeView::MoeView(QWidget* parent) : ChartPanel(parent) {
    QChart* shares = newChart(tr("Dropped and padded vs capacity factor"));
    m_dropped = new QLineSeries;
    m_dropped->setName(tr("Dropped, % of dispatches"));
    m_dropped->setPen(QPen(QColor("#c62828"), 2));
    m_padded = new QLineSeries;
    m_padded->setName(tr("Padding, % of rows"));
    m_padded->setPen(QPen(QColor("#7f7f7f"), 2));
    m_current_line = new QLineSeries;
    m_current_line->setName(tr("c in force"));
    m_current_line->setPen(QPen(QColor("#222222"), 1.5, Qt::DashLine));
    m_current_points = new QScatterSeries;
    m_current_points->setMarkerSize(10);
    m_current_points->setColor(QColor("#222222"));
    for (QAbstractSeries* s :
         {static_cast<QAbstractSeries*>(m_dropped), static_cast<QAbstractSeries*>(m_padded),
          static_cast<QAbstractSeries*>(m_current_line),
          static_cast<QAbstractSeries*>(m_current_points)}) {
        shares->addSeries(s);
    }
    m_c_axis = new QValueAxis;
    m_c_axis->setTitleText(tr("Capacity factor c"));
    m_c_axis->setRange(0.5, 4.0);
    m_c_axis->setTickType(QValueAxis::TicksDynamic);
    m_c_axis->setTickAnchor(0.5);
    m_c_axis->setTickInterval(0.5);
    m_c_axis->setLabelFormat(QStringLiteral("%.1f"));
    auto* percent = new QValueAxis;
    percent->setTitleText(tr("Percent"));
    applyAxisRange(percent, AxisRange{0, 100, 20});
    shares->addAxis(m_c_axis, Qt::AlignBottom);
    shares->addAxis(percent, Qt::AlignLeft);
    for (QAbstractSeries* s : shares->series()) {
        s->attachAxis(m_c_axis);
        s->attachAxis(percent);
    }
    // A curve point explains the share at its own c; the dots the shares at the c in force.
    setElementDerivation(m_dropped, [](int i) {
        return QString::fromStdString(moeCurveId(true, static_cast<std::size_t>(i)));
    });
    setElementDerivation(m_padded, [](int i) {
        return QString::fromStdString(moeCurveId(false, static_cast<std::size_t>(i)));
    });
    setElementDerivation(m_current_points, [](int i) {
        return i == 0 ? QStringLiteral("moe.dropped_share") : QStringLiteral("moe.padded_share");
    });
    for (QObject* s : {static_cast<QObject*>(m_dropped), static_cast<QObject*>(m_padded),
                       static_cast<QObject*>(m_current_points)}) {
        setElementUnit(s, QStringLiteral("%"));
    }
    // The marker's dots explain themselves next to the dashed line.
    shares->legend()->markers(m_current_points).front()->setVisible(false);
    m_baseline = addBaselineSeries(shares, tr("A: dropped"));

    QChart* loads = newChart(tr("Expert loads, hottest first"));
    m_zero = new QLineSeries(this);
    m_executed = new QLineSeries(this);
    m_over = new QLineSeries(this);
    m_cap_flat = new QLineSeries(this);
    // Each band answers for its own rows per expert of the hovered load group (the step profile
    // has two points per group, hence index / 2).
    const struct {
        QLineSeries* upper;
        QLineSeries* lower;
        const char* band;
        QString name;
        QColor color;
    } bands[] = {{m_executed, m_zero, "executed", tr("Executed"), QColor("#4e79a7")},
                 {m_cap_flat, m_executed, "padding", tr("Padding"), QColor("#d3d3d3")},
                 {m_over, m_cap_flat, "dropped", tr("Dropped"), QColor("#e57373")}};
    for (const auto& b : bands) {
        QAreaSeries* a = area(b.upper, b.lower, b.name, b.color);
        loads->addSeries(a);
        const char* band = b.band;
        setElementDerivation(a, [band](int i) {
            return QString::fromStdString(moeLoadId(static_cast<std::size_t>(i / 2), band));
        });
        setElementUnit(a, tr("rows per expert"));
    }
    m_load = new QLineSeries;
    m_load->setName(tr("Load"));
    m_load->setPen(QPen(QColor("#1f3b57"), 1.5));
    m_capacity = new QLineSeries;
    m_capacity->setName(tr("Capacity C"));
    m_capacity->setPen(QPen(QColor("#222222"), 2, Qt::DashLine));
    m_mean = new QLineSeries;
    m_mean->setName(tr("Mean"));
    m_mean->setPen(QPen(QColor("#59a14f"), 1.5, Qt::DotLine));
    loads->addSeries(m_load);
    loads->addSeries(m_capacity);
    loads->addSeries(m_mean);
    m_rank_axis = new QValueAxis;
    m_rank_axis->setTitleText(tr("Experts, hottest first"));
    m_rank_axis->setLabelFormat(QStringLiteral("%.0f"));
    m_load_axis = new QValueAxis;
    m_load_axis->setTitleText(tr("Dispatches (rows)"));
    m_load_axis->setLabelFormat(QStringLiteral("%.0f"));
    loads->addAxis(m_rank_axis, Qt::AlignBottom);
    loads->addAxis(m_load_axis, Qt::AlignLeft);
    for (QAbstractSeries* s : loads->series()) {
        s->attachAxis(m_rank_axis);
        s->attachAxis(m_load_axis);
    }
    loads->legend()->markers(m_load).front()->setVisible(false);
    setElementDerivation(m_capacity, [](int) { return QStringLiteral("moe.capacity"); });
    setElementUnit(m_capacity, tr("rows per expert"));

    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_charts = new QWidget(this);
    auto* charts = new ReflowLayout(kChartMinWidth, m_charts);
    charts->setContentsMargins(0, 0, 0, 0);
    charts->addWidget(makeChartView(shares, QStringLiteral("moe.dropped_share")), 1);
    charts->addWidget(makeChartView(loads, QStringLiteral("moe.capacity")), 1);
    // One line, the model's reason (view_applicability.h), in place of the charts.
    m_dense = new QLabel(this);
    m_dense->setObjectName(QStringLiteral("notApplicable"));
    m_dense->setAlignment(Qt::AlignCenter);
    m_dense->setWordWrap(true);
    m_dense->hide();
    auto* layout = new QVBoxLayout(this);
    m_banner = new ExampleBanner(QStringLiteral("§7.6"), QStringLiteral("moe.source"),
                                 QStringLiteral("plan"), this);
    layout->insertWidget(0, m_banner);
    layout->addWidget(m_charts, 1);
    layout->addWidget(m_dense, 1);
    layout->addWidget(m_note);
}

void MoeView::setResults(const Scenario& scenario, const Results& r) {
    if (!r.ok()) {
        return;
    }
    const QString reason = notApplicable(scenario, r);
    m_banner->setExample(r.moe->example && reason.isEmpty());
    m_dense->setText(reason);
    const MoeResults& m = r.moe;
    QList<QPointF> dropped;
    QList<QPointF> padded;
    for (const CapacityPoint& p : m.curve) {
        dropped.append({p.capacity_factor, 100 * p.dropped_share});
        padded.append({p.capacity_factor, 100 * p.padded_share});
    }
    m_dropped->replace(dropped);
    m_padded->replace(padded);
    const double c = scenario.moe->capacity_factor;
    const CapacityPoint& at = m.at_capacity;
    if (m.enabled) {
        m_current_line->replace(QList<QPointF>{{c, 0.0}, {c, 100.0}});
        m_current_points->replace(
            QList<QPointF>{{c, 100 * at.dropped_share}, {c, 100 * at.padded_share}});
    } else {
        m_current_line->clear();
        m_current_points->clear();
    }
    QList<QPointF> a_dropped;
    if (const Results* a = baselineResults(); a != nullptr && a->ok()) {
        for (const CapacityPoint& p : a->moe->curve) {
            a_dropped.append({p.capacity_factor, 100 * p.dropped_share});
        }
    }
    m_baseline->replace(a_dropped);
    m_baseline->setVisible(!a_dropped.isEmpty());

    // The histogram as a step profile: `count` experts side by side at `load` each.
    QList<QPointF> zero;
    QList<QPointF> executed;
    QList<QPointF> over;
    QList<QPointF> cap_flat;
    QList<QPointF> load;
    const double capacity = static_cast<double>(at.capacity);
    double x = 0;
    for (const auto& [dispatches, experts] : m.loads) {
        const double l = static_cast<double>(dispatches);
        const double x1 = x + static_cast<double>(experts);
        for (double at_x : {x, x1}) {
            zero.append({at_x, 0.0});
            executed.append({at_x, std::min(l, capacity)});
            over.append({at_x, std::max(l, capacity)});
            cap_flat.append({at_x, capacity});
            load.append({at_x, l});
        }
        x = x1;
    }
    m_zero->replace(zero);
    m_executed->replace(executed);
    m_over->replace(over);
    m_cap_flat->replace(cap_flat);
    m_load->replace(load);
    const double experts = std::max(1.0, static_cast<double>(m.experts));
    if (m.enabled) {
        m_capacity->replace(QList<QPointF>{{0, capacity}, {experts, capacity}});
        m_mean->replace(QList<QPointF>{{0, m.mean_load}, {experts, m.mean_load}});
    } else {
        m_capacity->clear();
        m_mean->clear();
    }
    // Whole experts on the axis, [0, E] exactly: quarters when E splits evenly (expert counts
    // are mostly powers of two), else a round step of at least one.
    const auto e = static_cast<std::int64_t>(experts);
    m_rank_axis->setRange(0, experts);
    m_rank_axis->setTickType(QValueAxis::TicksDynamic);
    m_rank_axis->setTickAnchor(0);
    m_rank_axis->setTickInterval(e >= 4 && e % 4 == 0 ? experts / 4
                                                      : std::max(1.0, niceRange(0, experts).step));
    m_charts->setVisible(reason.isEmpty());
    m_dense->setVisible(!reason.isEmpty());
    m_note->setVisible(reason.isEmpty());
    const double top = std::max(static_cast<double>(m.max_load), capacity);
    applyAxisRange(m_load_axis, m_load_range.update(0, m.enabled ? top : 1.0));

    QString note;
    if (m.enabled) {
        note =
            tr("%1 experts, top-%2, %3 tokens → %4 dispatches, mean %5 per expert, hottest "
               "%6. At c = %7: capacity %8 rows per expert; %9 % of dispatches dropped "
               "(hottest expert drops %10), %11 % of executed rows are padding. Perfect "
               "balance would cut expert time by %12 %.")
                .arg(count(static_cast<double>(m.experts)))
                .arg(m.top_k)
                .arg(count(static_cast<double>(m.tokens)), count(static_cast<double>(m.dispatches)),
                     QLocale().toString(m.mean_load, 'g', 6),
                     count(static_cast<double>(m.max_load)), QString::number(c, 'g', 4),
                     count(capacity))
                .arg(100 * at.dropped_share, 0, 'f', 1)
                .arg(count(static_cast<double>(at.max_dropped_per_expert)))
                .arg(100 * at.padded_share, 0, 'f', 1)
                .arg(100 * m.balance_saving, 0, 'f', 1);
    } else {
        note = tr("Dense model (model.experts = 0): no expert routing, nothing dropped or padded.");
    }
    m_note->setText(note);
}

QString MoeView::notApplicable(const Scenario& scenario, const Results& results) const {
    return QCoreApplication::translate("Applicability",
                                       moeNotApplicable(scenario, results).c_str());
}

QString MoeView::denseText() const {
    return m_dense->isHidden() ? QString() : m_dense->text();
}

std::optional<Derivation> MoeView::elementDerivation(const QString& id, const Scenario& scenario,
                                                     const Results& results) const {
    return moeElementDerivation(scenario, results.moe, id.toStdString());
}

int MoeView::curvePointCount() const {
    return static_cast<int>(m_dropped->count());
}

double MoeView::droppedPercentAt(double capacity_factor) const {
    return shareAt(m_dropped, capacity_factor);
}

double MoeView::paddedPercentAt(double capacity_factor) const {
    return shareAt(m_padded, capacity_factor);
}

double MoeView::currentCapacityFactor() const {
    return m_current_line->count() > 0 ? m_current_line->at(0).x()
                                       : std::numeric_limits<double>::quiet_NaN();
}

double MoeView::capacityLine() const {
    return m_capacity->count() > 0 ? m_capacity->at(0).y() : 0.0;
}

QList<QPointF> MoeView::loadProfile() const {
    return m_load->points();
}

QString MoeView::noteText() const {
    return m_note->text();
}

bool MoeView::chartsShown() const {
    return !m_charts->isHidden();
}

}  // namespace stepbudget
