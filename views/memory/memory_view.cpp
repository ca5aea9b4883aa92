#include "views/memory/memory_view.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarLegendMarker>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QStackedBarSeries>
#include <QtCharts/QValueAxis>

#include "model/base/units.h"
#include "model/evaluate/results.h"
#include "model/memory/stack_derivations.h"
#include "views/common/reflow_layout.h"

namespace stepbudget {

using units::kGiB;

MemoryView::MemoryView(QWidget* parent) : ChartPanel(parent) {
    // Stacked bars per ZeRO stage.
    QChart* bars = newChart(tr("Per-card memory by ZeRO stage"));
    auto* series = new QStackedBarSeries;
    // Indexed like kStackParts, bottom to top; the FP8 copy and the routed experts' weights (MoE)
    // on top, named in the legend only when the plan has them.
    const QString names[kStackPartCount] = {
        tr("Weights"),         tr("Gradients"),      tr("FP32 master"),
        tr("Adam m"),          tr("Adam v"),         tr("Activations"),
        tr("FP8 weight copy"), tr("Expert weights"), tr("Beyond the tensors")};
    const QColor colors[kStackPartCount] = {
        QColor("#4e79a7"), QColor("#f28e2b"), QColor("#e15759"),
        QColor("#76b7b2"), QColor("#59a14f"), QColor("#bab0ac"),
        QColor("#b07aa1"), QColor("#9c755f"), QColor("#edc948")};
    for (int i = 0; i < kStackPartCount; ++i) {
        m_sets[i] = new QBarSet(names[i]);
        m_sets[i]->setColor(colors[i]);
        m_sets[i]->setBorderColor(colors[i].darker(115));
        for (int k = 0; k < 4; ++k) {
            m_sets[i]->append(0.0);
        }
    }
    for (QBarSet* set : m_sets) {  // bottom to top, in kStackParts order
        series->append(set);
    }
    bars->addSeries(series);
    m_bars_chart = bars;
    bars->legend()->setAlignment(Qt::AlignRight);
    auto* categories = new QBarCategoryAxis;
    categories->append({tr("ZeRO-0"), tr("ZeRO-1"), tr("ZeRO-2"), tr("ZeRO-3")});
    bars->addAxis(categories, Qt::AlignBottom);
    series->attachAxis(categories);
    m_bar_y = new QValueAxis;
    m_bar_y->setTitleText(tr("GiB per card"));
    m_bar_y->setLabelFormat(QStringLiteral("%.0f"));
    bars->addAxis(m_bar_y, Qt::AlignLeft);
    series->attachAxis(m_bar_y);
    m_usable_bars = new QLineSeries;
    m_usable_bars->setName(tr("Usable memory"));
    m_usable_bars->setPen(QPen(QColor("#c62828"), 2, Qt::DashLine));
    bars->addSeries(m_usable_bars);
    m_usable_bars->attachAxis(categories);
    m_usable_bars->attachAxis(m_bar_y);

    // Peak per card against card count.
    QChart* curve = newChart(tr("Per-card memory vs card count"));
    m_peak_curve = new QLineSeries;
    m_peak_curve->setName(tr("Peak"));
    m_resident_curve = new QLineSeries;
    m_resident_curve->setName(tr("Resident"));
    m_usable_curve = new QLineSeries;
    m_usable_curve->setName(tr("Usable memory"));
    m_usable_curve->setPen(QPen(QColor("#c62828"), 2, Qt::DashLine));
    m_current = new QScatterSeries;
    m_current->setName(tr("Current"));
    m_current->setMarkerSize(11);
    m_current->setColor(QColor("#222222"));
    for (QAbstractSeries* s : {static_cast<QAbstractSeries*>(m_peak_curve),
                               static_cast<QAbstractSeries*>(m_resident_curve),
                               static_cast<QAbstractSeries*>(m_usable_curve),
                               static_cast<QAbstractSeries*>(m_current)}) {
        curve->addSeries(s);
    }
    m_curve_x = newCardsAxis(tr("Cards"));
    m_curve_y = new QValueAxis;
    m_curve_y->setTitleText(tr("GiB per card"));
    m_curve_y->setLabelFormat(QStringLiteral("%.0f"));
    curve->addAxis(m_curve_x, Qt::AlignBottom);
    curve->addAxis(m_curve_y, Qt::AlignLeft);
    for (QAbstractSeries* s : curve->series()) {
        s->attachAxis(m_curve_x);
        s->attachAxis(m_curve_y);
    }

    m_baseline_bars = addBaselineSeries(bars, tr("A: total"));
    m_baseline_curve = addBaselineSeries(curve, tr("A: peak"));

    // Each segment explains its own bytes (weights of ZeRO-0, Adam m of ZeRO-1, ...), the
    // current choice its peak.
    for (int i = 0; i < kStackPartCount; ++i) {
        setElementDerivation(
            m_sets[i], [i](int stage) { return QString::fromStdString(memoryStackId(stage, i)); });
    }
    setElementDerivation(m_current,
                         [](int) { return QStringLiteral("memory.peak_bytes_per_card"); });
    setElementDerivation(m_usable_bars, [](int) { return QStringLiteral("memory.margin_bytes"); });
    setElementDerivation(m_usable_curve, [](int) { return QStringLiteral("memory.margin_bytes"); });

    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    auto* charts = new ReflowLayout(kChartMinWidth);
    charts->addWidget(makeChartView(bars, QStringLiteral("memory.peak_bytes_per_card")), 5);
    charts->addWidget(makeChartView(curve, QStringLiteral("memory.min_cards_to_fit")), 4);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(charts, 1);
    layout->addWidget(m_note);
}

void MemoryView::setResults(const Scenario& scenario, const Results& r) {
    if (!r.ok()) {
        return;
    }
    const MemoryResults& m = r.memory;
    double top = m.usable_bytes_per_card;
    for (int k = 0; k < 4; ++k) {
        const MemoryStack& s = m.zero_stacks[static_cast<std::size_t>(k)];
        const double values[kStackPartCount] = {
            s.weights_bytes,  s.grads_bytes,          s.master_bytes,
            s.adam_m_bytes,   s.adam_v_bytes,         s.extra_bytes,
            s.fp8_copy_bytes, s.expert_weights_bytes, s.overhead_bytes};
        for (int i = 0; i < kStackPartCount; ++i) {
            m_sets[i]->replace(k, values[i] / kGiB);
        }
        top = std::max(top, s.total());
    }
    for (QLegendMarker* marker : m_bars_chart->legend()->markers()) {
        if (auto* bar = qobject_cast<QBarLegendMarker*>(marker); bar != nullptr) {
            if (bar->barset() == m_sets[6]) {
                marker->setVisible(m.fp8_copy_bytes_per_param > 0);
            } else if (bar->barset() == m_sets[7]) {
                marker->setVisible(m.expert_params_per_card > 0);
            } else if (bar->barset() == m_sets[8]) {
                marker->setVisible(m.overheads.included);
            }
        }
    }
    const AxisRange bar_range = m_bar_range.update(0, top / kGiB);
    applyAxisRange(m_bar_y, bar_range);
    const double usable = m.usable_bytes_per_card / kGiB;
    m_usable_bars->replace(QList<QPointF>{{-0.5, usable}, {3.5, usable}});

    QList<QPointF> peak;
    QList<QPointF> resident;
    double curve_top = usable;
    for (std::size_t i = 0; i < r.curves.peak_vs_cards.size(); ++i) {
        const CurvePoint& p = r.curves.peak_vs_cards[i];
        peak.append({p.x, p.y / kGiB});
        resident.append({p.x, r.curves.resident_vs_cards[i].y / kGiB});
    }
    // The curve starts where a card holds a lot; cap the axis so the interesting part shows.
    for (const QPointF& p : peak) {
        if (p.y() < 4 * usable) {
            curve_top = std::max(curve_top, p.y());
        }
    }
    m_peak_curve->replace(peak);
    m_resident_curve->replace(resident);
    const double lo = peak.isEmpty() ? 1 : peak.front().x();
    const double hi = peak.isEmpty() ? 2 : peak.back().x();
    m_usable_curve->replace(QList<QPointF>{{lo, usable}, {hi, usable}});
    const double cards = static_cast<double>(scenario.cluster.cards);
    m_current->replace(QList<QPointF>{{cards, m.peak_bytes_per_card / kGiB}});
    m_curve_x->setRange(lo, hi);
    const AxisRange y = m_curve_range.update(0, curve_top);
    applyAxisRange(m_curve_y, y);

    QList<QPointF> a_bars;
    QList<QPointF> a_curve;
    if (const Results* a = baselineResults(); a != nullptr && a->ok()) {
        for (int k = 0; k < 4; ++k) {
            a_bars.append({static_cast<double>(k),
                           a->memory.zero_stacks[static_cast<std::size_t>(k)].total() / kGiB});
        }
        for (const CurvePoint& p : a->curves.peak_vs_cards) {
            if (p.x >= lo && p.x <= hi) {
                a_curve.append({p.x, p.y / kGiB});
            }
        }
    }
    m_baseline_bars->replace(a_bars);
    m_baseline_curve->replace(a_curve);
    m_baseline_bars->setVisible(!a_bars.isEmpty());
    m_baseline_curve->setVisible(!a_curve.isEmpty());

    const int stage = static_cast<int>(scenario.parallel.zero_stage);
    // With FP8 compute the peak holds the FP8 weight copy too (memory.fp8_copy_bytes_per_card);
    // with memory.runtime_overheads the memory beyond the tensors.
    const bool fp8 = m.fp8_copy_bytes_per_card > 0;
    const bool beyond = m.overheads.included;
    // .arg() fills the lowest placeholder left, so the parts go in in their order in the text.
    QString note =
        fp8 && beyond
            ? tr("ZeRO-%1 on %2 cards: resident %3 GiB + FP8 weight copy %4 GiB + "
                 "activations/buffers %5 GiB + beyond the tensors %6 GiB = peak %7 GiB of %8 GiB "
                 "usable.")
        : beyond ? tr("ZeRO-%1 on %2 cards: resident %3 GiB + activations/buffers %4 GiB + beyond "
                      "the tensors %5 GiB = peak %6 GiB of %7 GiB usable.")
        : fp8    ? tr("ZeRO-%1 on %2 cards: resident %3 GiB + FP8 weight copy %4 GiB + "
                         "activations/buffers %5 GiB = peak %6 GiB of %7 GiB usable.")
                 : tr("ZeRO-%1 on %2 cards: resident %3 GiB + activations/buffers %4 GiB = peak %5 "
                         "GiB of %6 GiB usable.");
    note = note.arg(stage)
               .arg(scenario.cluster.cards)
               .arg(m.resident_bytes_per_card / kGiB, 0, 'f', 2);
    if (fp8) {
        note = note.arg(m.fp8_copy_bytes_per_card / kGiB, 0, 'f', 2);
    }
    note = note.arg(m.extra_bytes_per_card / kGiB, 0, 'f', 2);
    if (beyond) {
        note = note.arg(m.overhead_bytes_per_card / kGiB, 0, 'f', 2);
    }
    note = note.arg(m.peak_bytes_per_card / kGiB, 0, 'f', 2).arg(usable, 0, 'f', 1);
    if (m.activation_simulated) {
        // The model names the stage (memory.activation_stage); the view only numbers it from 1.
        note += QLatin1Char(' ') +
                tr("Activations: the simulated peak of pipeline stage %1 of %2, the heaviest.")
                    .arg(m.activation_stage + 1)
                    .arg(scenario.parallel.pp);
    }
    // Which memory beyond the tensors the peak holds (memory.runtime_overheads).
    note += QLatin1Char(' ') +
            (beyond ? tr("Beyond the tensors: loss buffers, largest-op temporaries, allocator "
                         "fragmentation and the runtime context (memory.runtime_overheads).")
                    : tr("Tensors only: runtime context, loss buffers, largest-op temporaries and "
                         "fragmentation are not counted (memory.runtime_overheads off)."));
    // Which loss the last stage holds (memory.loss_kernel; the book's is the FP32 one).
    if (scenario.memory.loss_kernel == LossKernel::Fused) {
        note += QLatin1Char(' ') + tr("Loss: a fused kernel on the 16-bit logits, not FP32 "
                                      "cross entropy (memory.loss_kernel).");
    }
    if (!r.good("memory.fits")) {  // the model's verdict
        // min_cards_to_fit = 0: no card count fits at this ZeRO stage (what does not shrink
        // with d, activations and the replicated state, is already over the card).
        note += QLatin1Char(' ') +
                (m.min_cards_to_fit > 0
                     ? tr("%1 GiB over: recompute that much, or use at least %2 cards.")
                           .arg(m.over_bytes / kGiB, 0, 'f', 2)
                           .arg(m.min_cards_to_fit)
                     : tr("%1 GiB over, and no card count fits at this ZeRO stage: what more "
                          "cards do not shard (activations, replicated state) is over the card "
                          "already; recompute or shard it.")
                           .arg(m.over_bytes / kGiB, 0, 'f', 2));
    }
    m_note->setText(note);
}

std::optional<Derivation> MemoryView::elementDerivation(const QString& id, const Scenario& scenario,
                                                        const Results& results) const {
    return memoryStackDerivation(scenario, id.toStdString(), &results.memory);
}

double MemoryView::barTotalGiB(int stage) const {
    double total = 0;
    for (QBarSet* s : m_sets) {
        total += s->at(stage);
    }
    return total;
}

int MemoryView::curvePointCount() const {
    return static_cast<int>(m_peak_curve->count());
}

double MemoryView::usableLineGiB() const {
    return m_usable_bars->count() > 0 ? m_usable_bars->at(0).y() : 0.0;
}

}  // namespace stepbudget
