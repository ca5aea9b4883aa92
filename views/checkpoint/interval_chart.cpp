#include "views/checkpoint/interval_chart.h"

#include <QtCharts/QAreaSeries>
#include <QtCharts/QChart>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QValueAxis>
#include <algorithm>
#include <cmath>

#include "model/evaluate/results.h"
#include "views/common/chart_panel.h"

namespace stepbudget {

namespace {

QString pct(double fraction) {
    return QString::number(100 * fraction, 'f', 3);
}
QString secs(double s) {
    return QString::number(s, 'f', s < 100 ? 1 : 0);
}

}  // namespace

IntervalChart::IntervalChart(QObject* parent) : QObject(parent) {
    m_chart = newChart(tr("Overhead by cause, and the optimal interval"));
    m_zero = new QLineSeries(this);
    m_save = new QLineSeries(this);
    m_save_hardware = new QLineSeries(this);
    m_total = new QLineSeries(this);
    QAreaSeries* save_band = stackedBand(m_save, m_zero, tr("Save c/τ"), QColor("#4e79a7"));
    m_chart->addSeries(save_band);
    // Bands: hardware = lambda_hw (tau/2 + r), spikes = lambda_spike (tau/2 + r) (§10.2); the
    // note spells the split out, the legend stays short enough for nine entries.
    QAreaSeries* hardware_band =
        stackedBand(m_save_hardware, m_save, tr("Hardware failures"), QColor("#f28e2b"));
    m_chart->addSeries(hardware_band);
    m_spike_band = stackedBand(m_total, m_save_hardware, tr("Loss spikes"), QColor("#b07aa1"));
    m_chart->addSeries(m_spike_band);
    m_poisson = new QLineSeries;
    m_poisson->setName(tr("Poisson model"));
    m_poisson->setPen(QPen(QColor("#222222"), 2, Qt::DotLine));
    m_chart->addSeries(m_poisson);
    // Young, Daly and the Poisson optimum nearly coincide in the book's cases (965 / 954.4 /
    // 954.4 s): distinct dash patterns keep all three visible on top of one another.
    const struct {
        const char* id;
        QString name;
        QPen pen;
    } markers[] = {
        {"young", tr("Young"), QPen(QColor("#1b7f3b"), 2, Qt::DashLine)},
        {"daly", tr("Daly"), QPen(QColor("#17becf"), 2, Qt::DotLine)},
        {"poisson", tr("Poisson optimum"), QPen(QColor("#6a3d9a"), 2, Qt::DashDotLine)},
        {"young_hardware_only", tr("Young (hardware)"),
         QPen(QColor("#8c8c8c"), 2, Qt::DashDotDotLine)},
        {"current", tr("Current"), QPen(QColor("#222222"), 2)},
    };
    // A marker explains the interval it marks; "current" the overhead at today's interval.
    static const std::pair<const char*, const char*> kMarkerIds[] = {
        {"young", "checkpoint.optimal_interval_s"},
        {"daly", "checkpoint.daly_interval_s"},
        {"poisson", "checkpoint.poisson_interval_s"},
        {"young_hardware_only", "checkpoint.young_hardware_only_interval_s"},
        {"current", "checkpoint.poisson_overhead_fraction"}};
    for (const auto& m : markers) {
        auto* s = new QLineSeries;
        s->setName(m.name);
        s->setPen(m.pen);
        m_chart->addSeries(s);
        m_markers[QString::fromLatin1(m.id)] = s;
        for (const auto& [marker, id] : kMarkerIds) {
            if (QLatin1String(marker) == QLatin1String(m.id)) {
                m_element_ids.emplace_back(s, QString::fromLatin1(id));
            }
        }
    }
    m_element_ids.emplace_back(save_band, QStringLiteral("checkpoint.save_s"));
    m_element_ids.emplace_back(hardware_band, QStringLiteral("checkpoint.failure_rate_per_s"));
    m_element_ids.emplace_back(m_spike_band, QStringLiteral("checkpoint.spike_fraction"));
    m_element_ids.emplace_back(m_poisson, QStringLiteral("checkpoint.poisson_overhead_fraction"));
    m_x = new QLogValueAxis;
    m_x->setBase(10);
    m_x->setLabelFormat(QStringLiteral("%.0f"));
    m_x->setTitleText(tr("Useful training between saves τ (s)"));
    m_x->setMinorTickCount(8);
    m_y = new QValueAxis;
    m_y->setTitleText(tr("Overhead (% of useful time)"));
    m_chart->addAxis(m_x, Qt::AlignBottom);
    m_chart->addAxis(m_y, Qt::AlignLeft);
    for (QAbstractSeries* s : m_chart->series()) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    m_baseline = addBaselineSeries(m_chart, tr("A: total L"));
}

void IntervalChart::setResults(const Results& r, const Results* baseline) {
    const IntervalResults& in = r.interval;
    if (in.curve.empty()) {
        return;
    }
    QList<QPointF> zero;
    QList<QPointF> save;
    QList<QPointF> save_hw;
    QList<QPointF> total;
    QList<QPointF> poisson;
    double lowest = 1e300;
    for (const IntervalCurvePoint& p : in.curve) {
        const double hw = p.redo_hardware_fraction + p.recovery_hardware_fraction;
        zero.append({p.interval_s, 0});
        save.append({p.interval_s, 100 * p.save_fraction});
        save_hw.append({p.interval_s, 100 * (p.save_fraction + hw)});
        total.append({p.interval_s, 100 * p.total_fraction});
        poisson.append({p.interval_s, 100 * p.poisson_fraction});
        lowest = std::min(lowest, 100 * p.total_fraction);
    }
    // The curve spans a decade either side of the markers, where c/tau is many times the
    // minimum; three times the minimum keeps the valley, where the choice is, readable.
    double y_cap = 3 * lowest;
    for (const IntervalMarker& m : in.markers) {
        y_cap = std::max(y_cap, 1.15 * 100 * std::max(m.total_fraction, m.poisson_fraction));
    }
    QList<QPointF> a_total;
    if (baseline != nullptr && baseline->ok()) {
        for (const IntervalCurvePoint& p : baseline->interval.curve) {
            if (p.interval_s >= in.curve.front().interval_s &&
                p.interval_s <= in.curve.back().interval_s) {
                a_total.append({p.interval_s, 100 * p.total_fraction});
            }
        }
    }
    m_zero->replace(zero);
    m_save->replace(save);
    m_save_hardware->replace(save_hw);
    m_total->replace(total);
    m_poisson->replace(poisson);
    m_baseline->replace(a_total);
    m_baseline->setVisible(!a_total.isEmpty());
    if (!std::isfinite(y_cap) || y_cap <= 0) {
        y_cap = 1;
    }
    const AxisRange y = m_y_range.update(0, y_cap);
    applyAxisRange(m_y, y);
    // At least one decimal: with one-digit integer labels the axis is so narrow that Qt Charts
    // elides a CJK axis title to an ellipsis.
    if (m_y->labelFormat() == QLatin1String("%.0f")) {
        m_y->setLabelFormat(QStringLiteral("%.1f"));
    }
    m_x->setRange(in.curve.front().interval_s, in.curve.back().interval_s);

    for (const IntervalMarker& m : in.markers) {
        const auto it = m_markers.find(QString::fromStdString(m.id));
        if (it == m_markers.end()) {
            continue;
        }
        it->second->replace(QList<QPointF>{{m.interval_s, 0}, {m.interval_s, y.hi}});
    }
    // Without loss spikes the hardware-only optimum is Young's (one line, not two) and the
    // spike band is empty: both leave the legend.
    const bool spikes = in.spike_rate_per_s > 0;
    for (QAbstractSeries* s : {static_cast<QAbstractSeries*>(m_markers["young_hardware_only"]),
                               static_cast<QAbstractSeries*>(m_spike_band)}) {
        s->setVisible(spikes);
        for (QLegendMarker* marker : m_chart->legend()->markers(s)) {
            marker->setVisible(spikes);
        }
    }

    const IntervalMarker* current = nullptr;
    for (const IntervalMarker& m : in.markers) {
        if (m.id == "current") {
            current = &m;
        }
    }
    QString note = tr("Optimal interval: Young %1 s (first order), Daly %2 s, Poisson retry model "
                      "%3 s (overhead %4 % there).")
                       .arg(secs(in.young_interval_s), secs(in.daly_interval_s),
                            secs(in.poisson_interval_s), pct(in.poisson_optimal_overhead_fraction));
    if (current != nullptr) {
        note += QLatin1Char(' ') +
                tr("At the current %1 s: L = %2 % = save %3 % + hardware %4 % + spikes %5 %; the "
                   "Poisson model gives %6 %.")
                    .arg(secs(current->interval_s), pct(current->total_fraction),
                         pct(in.save_fraction), pct(in.hardware_fraction), pct(in.spike_fraction),
                         pct(in.poisson_overhead_fraction));
    }
    if (spikes) {
        note += QLatin1Char(' ') + tr("Ignoring loss spikes, Young would choose %1 s.")
                                       .arg(secs(in.young_hardware_only_interval_s));
    }
    if (in.daly_is_mtbf) {
        note += QLatin1Char(' ') +
                tr("Saving takes at least twice the MTBF: Daly's rule falls back to the MTBF.");
    }
    m_note = note;
}

double IntervalChart::markerX(const QString& id) const {
    const auto it = m_markers.find(id);
    return it != m_markers.end() && it->second->count() > 0 ? it->second->at(0).x() : 0.0;
}

bool IntervalChart::markerVisible(const QString& id) const {
    const auto it = m_markers.find(id);
    return it != m_markers.end() && it->second->isVisible() && it->second->count() > 0;
}

int IntervalChart::curvePointCount() const {
    return static_cast<int>(m_total->count());
}

double IntervalChart::totalPercentAt(int i) const {
    return m_total->at(i).y();
}

double IntervalChart::hardwarePercentAt(int i) const {
    return m_save_hardware->at(i).y() - m_save->at(i).y();
}

double IntervalChart::spikePercentAt(int i) const {
    return m_total->at(i).y() - m_save_hardware->at(i).y();
}

double IntervalChart::poissonPercentAt(int i) const {
    return m_poisson->at(i).y();
}

}  // namespace stepbudget
