#include "views/step/waterfall_view.h"

#include <algorithm>

#include <QCoreApplication>
#include <QLabel>
#include <QVBoxLayout>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarLegendMarker>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QHorizontalStackedBarSeries>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include "model/evaluate/results.h"
#include "views/common/value_format.h"

namespace stepbudget {

WaterfallView::WaterfallView(QWidget* parent) : ChartPanel(parent) {
    QChart* chart = newChart(tr("MFU waterfall: from the peak to what the run delivers"));
    // Horizontal, the peak on top: the long loss names read as row labels.
    auto* series = new QHorizontalStackedBarSeries;
    m_base = new QBarSet(QString());
    m_base->setColor(Qt::transparent);
    m_base->setBorderColor(Qt::transparent);
    m_loss = new QBarSet(tr("Loss (MFU points)"));
    m_loss->setColor(QColor("#e15759"));
    m_gain = new QBarSet(tr("Gain (MFU points)"));
    m_gain->setColor(QColor("#59a14f"));
    m_level = new QBarSet(tr("MFU level (%)"));
    m_level->setColor(QColor("#4e79a7"));
    series->append(m_base);
    series->append(m_loss);
    series->append(m_gain);
    series->append(m_level);
    series->setBarWidth(0.7);
    chart->addSeries(series);
    m_axis = new QBarCategoryAxis;
    m_axis->setTruncateLabels(false);
    chart->addAxis(m_axis, Qt::AlignLeft);
    series->attachAxis(m_axis);
    m_mfu_axis = new QValueAxis;
    m_mfu_axis->setRange(0, 100);
    m_mfu_axis->setTickCount(11);
    m_mfu_axis->setLabelFormat(QStringLiteral("%.0f"));
    m_mfu_axis->setTitleText(tr("MFU (% of the datasheet peak)"));
    chart->addAxis(m_mfu_axis, Qt::AlignBottom);
    series->attachAxis(m_mfu_axis);
    // The invisible base set gets no legend entry.
    chart->legend()->markers(series).first()->setVisible(false);
    m_gain_chart = chart;
    m_baseline = addBaselineSeries(chart, tr("A: MFU after each bar"));
    // A bar answers for itself (ChartPanel): its derivation on a click, its own hover text.
    // The transparent base under a floating bar is no element: there the chart's derivation.
    const auto id_at = [this](int index) { return m_ids.value(index); };
    const auto hover_at = [this](int index) { return m_hover.value(index); };
    setElementDerivation(m_loss, id_at);
    setElementDerivation(m_gain, id_at);
    setElementDerivation(m_level, id_at);
    setElementText(m_loss, hover_at);
    setElementText(m_gain, hover_at);
    setElementText(m_level, hover_at);
    setElementText(m_base, [](int) { return QString(); });
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(makeChartView(chart, QStringLiteral("plan.achieved_mfu")), 1);
    layout->addWidget(m_note);
}

void WaterfallView::setResults(const Scenario&, const Results& r) {
    if (!r.ok()) {
        return;
    }
    const MfuWaterfall& w = r.waterfall;
    QStringList names;
    QList<qreal> base;
    QList<qreal> loss;
    QList<qreal> gains;
    QList<qreal> level;
    m_ids.clear();
    m_hover.clear();
    const auto heading = [](const QString& name) {
        return QStringLiteral("<b>%1</b><br>").arg(name.toHtmlEscaped());
    };
    // Columns: the peak (100 %), each loss floating from its MFU after to its MFU before, the
    // achieved MFU after the input wait, and the goodput at the end. Percent of the peak.
    names << tr("Peak 100 %");
    base << 0;
    loss << 0;
    gains << 0;
    level << 100;
    m_ids << QStringLiteral("plan.achieved_mfu");
    m_hover << heading(tr("Peak")) + tr("MFU 100 %: the step at the datasheet peak takes %1 s")
                                         .arg(formatNumber(w.peak_s, 4));
    for (const WaterfallBar& b : w.bars) {
        const double before = 100 * b.mfu_before;
        const double after = 100 * b.mfu_after;
        const QString label = QCoreApplication::translate("Waterfall", b.label.c_str());
        // A bar can gain (the paced stage's LM head running above the layers' efficiency):
        // its points then read "+", never "−-".
        const bool gain = after > before;
        names << (gain ? tr("%1 +%2 pt") : tr("%1 −%2 pt"))
                     .arg(label)
                     .arg(std::abs(before - after), 0, 'f', 1);
        base << std::min(before, after);
        loss << (gain ? 0.0 : before - after);
        gains << (gain ? after - before : 0.0);
        level << 0;
        m_ids << QStringLiteral("waterfall.") + QString::fromStdString(b.id);
        m_hover << heading(label) + (gain ? tr("+%1 MFU points, %2 s per step (MFU %3 % → %4 %)")
                                          : tr("−%1 MFU points, %2 s per step (MFU %3 % → %4 %)"))
                                        .arg(formatNumber(std::abs(before - after), 4),
                                             formatNumber(b.seconds, 4))
                                        .arg(before, 0, 'f', 1)
                                        .arg(after, 0, 'f', 1);
        if (b.id == "input_wait") {
            names << tr("Achieved %1 %").arg(100 * w.achieved_mfu, 0, 'f', 1);
            base << 0;
            loss << 0;
            gains << 0;
            level << 100 * w.achieved_mfu;
            m_ids << QStringLiteral("plan.achieved_mfu");
            m_hover << heading(tr("Achieved MFU")) + tr("%1 % of the peak, step %2 s")
                                                         .arg(formatNumber(100 * w.achieved_mfu, 4),
                                                              formatNumber(r.plan.step_time_s, 5));
        }
    }
    names << tr("Goodput %1 %").arg(100 * w.goodput_mfu, 0, 'f', 1);
    base << 0;
    loss << 0;
    gains << 0;
    level << 100 * w.goodput_mfu;
    m_ids << QStringLiteral("waterfall.goodput_mfu");
    m_hover << heading(tr("Goodput MFU")) +
                   tr("%1 % of the peak after stragglers, failures and checkpoints")
                       .arg(formatNumber(100 * w.goodput_mfu, 4));
    if (m_axis->categories() != names) {
        m_axis->clear();
        m_axis->append(names);
    }
    m_base->remove(0, m_base->count());
    m_loss->remove(0, m_loss->count());
    m_gain->remove(0, m_gain->count());
    m_level->remove(0, m_level->count());
    m_base->append(base);
    m_loss->append(loss);
    m_gain->append(gains);
    m_level->append(level);
    // The gain's legend entry only when a bar gains.
    const bool any_gain = std::any_of(gains.begin(), gains.end(), [](qreal g) { return g > 0; });
    for (QLegendMarker* marker : m_gain_chart->legend()->markers()) {
        if (auto* bar = qobject_cast<QBarLegendMarker*>(marker);
            bar != nullptr && bar->barset() == m_gain) {
            marker->setVisible(any_gain);
        }
    }

    // Baseline A: its MFU level at the same rows (the level after each bar), x = MFU.
    QList<QPointF> a_points;
    if (const Results* a = baselineResults(); a != nullptr && a->ok()) {
        const MfuWaterfall& aw = a->waterfall;
        int column = 0;
        a_points.append({100.0, static_cast<qreal>(column++)});
        for (const WaterfallBar& b : aw.bars) {
            a_points.append({100 * b.mfu_after, static_cast<qreal>(column++)});
            if (b.id == "input_wait") {
                a_points.append({100 * aw.achieved_mfu, static_cast<qreal>(column++)});
            }
        }
        a_points.append({100 * aw.goodput_mfu, static_cast<qreal>(column)});
        if (a_points.size() != names.size()) {
            a_points.clear();  // typed vs predicted: different columns, nothing to line up
        }
    }
    m_baseline->replace(a_points);
    m_baseline->setVisible(!a_points.isEmpty());

    m_note->setText(
        (w.predicted
             ? tr("Predicted efficiency: the first three bars are the per-operation model's "
                  "(achievable matmul rate, wave/tile shape penalty, memory-bound kernels) and "
                  "end at the compute efficiency %1 %; the paced stage's extra work and the "
                  "optimizer step follow.")
                   .arg(100 * r.compute.mfu, 0, 'f', 1)
         : r.compute.fp8
             ? tr("Typed efficiency: the compute losses are one bar, ending at the typed "
                  "compute efficiency %1 % (a BF16 figure); FP8's faster linear layers take "
                  "it to %2 %. Set cluster.efficiency_source to predicted to split them.")
                   .arg(100 * r.compute.mfu, 0, 'f', 1)
                   .arg(100 * r.compute.mfu / r.compute.fp8_time_factor, 0, 'f', 1)
             : tr("Typed efficiency: the compute losses are one bar, ending at the typed "
                  "compute efficiency %1 %; set cluster.efficiency_source to predicted to "
                  "split them.")
                   .arg(100 * r.compute.mfu, 0, 'f', 1)) +
        QLatin1Char(' ') +
        tr("Achieved MFU %1 % (step %2 s), after stragglers and failures %3 %. Click a bar for "
           "its derivation.")
            .arg(100 * w.achieved_mfu, 0, 'f', 1)
            .arg(r.plan.step_time_s, 0, 'f', 3)
            .arg(100 * w.goodput_mfu, 0, 'f', 1) +
        (r.plan.achieved_mfu_fp8_peak > 0
             ? QLatin1Char(' ') +
                   tr("FP8 compute: the MFU here is against the BF16 peak; against the FP8 peak "
                      "the achieved MFU is %1 %.")
                       .arg(100 * r.plan.achieved_mfu_fp8_peak, 0, 'f', 1)
             : QString()));
}

int WaterfallView::barCount() const {
    return m_loss->count();
}

double WaterfallView::lossAt(int category) const {
    return category >= 0 && category < m_loss->count()
               ? m_loss->at(category) + m_gain->at(category) + m_level->at(category)
               : 0.0;
}

bool WaterfallView::baselineShown() const {
    return m_baseline->isVisible();
}

}  // namespace stepbudget
