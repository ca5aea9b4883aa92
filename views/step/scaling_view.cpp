#include "views/step/scaling_view.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>

#include "model/evaluate/chart_elements.h"
#include "model/evaluate/results.h"
#include "model/step/scaling.h"
#include "views/common/reflow_layout.h"

namespace stepbudget {

namespace {

constexpr int kColumns = 7;

QScatterSeries* rowMarkers(const QColor& color) {
    auto* s = new QScatterSeries;
    s->setMarkerSize(9);
    s->setColor(color);
    s->setBorderColor(color.darker(130));
    return s;
}

}  // namespace

ScalingView::ScalingView(QWidget* parent) : ChartPanel(parent) {
    QChart* chart = newChart(tr("Days to the target: weak vs strong scaling"));
    m_weak = new QLineSeries;
    m_weak->setName(tr("Weak scaling"));
    m_weak->setPen(QPen(QColor("#4e79a7"), 2));
    m_strong = new QLineSeries;
    m_strong->setName(tr("Strong scaling"));
    m_strong->setPen(QPen(QColor("#f28e2b"), 2));
    m_weak_rows = rowMarkers(QColor("#4e79a7"));
    m_strong_rows = rowMarkers(QColor("#f28e2b"));
    for (QAbstractSeries* s :
         {static_cast<QAbstractSeries*>(m_weak), static_cast<QAbstractSeries*>(m_strong),
          static_cast<QAbstractSeries*>(m_weak_rows),
          static_cast<QAbstractSeries*>(m_strong_rows)}) {
        chart->addSeries(s);
    }
    m_x = newCardsAxis(tr("Cards"));
    m_y = new QValueAxis;
    m_y->setTitleText(tr("Days"));
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    // The table rows sit on the curves; their markers need no legend entry of their own.
    chart->legend()->markers(m_weak_rows).front()->setVisible(false);
    chart->legend()->markers(m_strong_rows).front()->setVisible(false);
    // Each point and table marker explains itself (model/evaluate/chart_elements.h).
    setElementDerivation(m_weak,
                         [](int i) { return QString::fromStdString(scalingPointId(true, i)); });
    setElementDerivation(m_strong,
                         [](int i) { return QString::fromStdString(scalingPointId(false, i)); });
    setElementDerivation(m_weak_rows,
                         [](int i) { return QString::fromStdString(scalingRowId(true, i)); });
    setElementDerivation(m_strong_rows,
                         [](int i) { return QString::fromStdString(scalingRowId(false, i)); });
    for (QAbstractSeries* s : chart->series()) {
        setElementUnit(s, tr("days"));
    }
    m_baseline_weak = addBaselineSeries(chart, tr("A: weak"));
    m_baseline_strong = addBaselineSeries(chart, tr("A: strong"));

    m_table = new QTableWidget(5, kColumns, this);
    m_table->setHorizontalHeaderLabels({tr("Cards"), tr("Tokens/step\n(weak)"), tr("Steps\n(weak)"),
                                        tr("Days\n(weak)"), tr("Step, s\n(strong)"),
                                        tr("Days\n(strong)"), tr("Fixed\nshare")});
    m_table->horizontalHeaderItem(kColumns - 1)
        ->setToolTip(tr("Exposed communication and input wait as a share of the strong-scaling "
                        "step"));
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    for (int row = 0; row < m_table->rowCount(); ++row) {
        for (int col = 0; col < kColumns; ++col) {
            auto* item = new QTableWidgetItem;
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, col, item);
        }
    }
    auto* table_box = new QVBoxLayout;
    auto* table_title =
        new QLabel(tr("<b>Weak vs strong scaling</b> from this plan (no T0, no redo):<br/>"
                      "weak: S(B) = S_min (1 + B_crit / B), step time fixed;<br/>"
                      "strong: S fixed, step = t_pipeline p0/p + t_comm+input"),
                   this);
    table_title->setWordWrap(true);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Five rows need no more height than they take (a horizontal scroll bar included when the
    // window is narrow); the note reads right under them.
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);
    table_box->addWidget(table_title);
    table_box->addWidget(m_table);
    table_box->addWidget(m_note);
    table_box->addStretch(1);
    auto* layout = new ReflowLayout(kChartMinWidth, this);
    layout->addWidget(makeChartView(chart, QStringLiteral("scaling.weak_ceiling")), 1);
    layout->addLayout(table_box, 1);
}

void ScalingView::setResults(const Scenario&, const Results& r) {
    if (!r.ok() || r.scaling->weak_curve.empty()) {
        return;
    }
    const ScalingResults& s = r.scaling;
    QList<QPointF> weak;
    QList<QPointF> strong;
    double top = 0;
    for (std::size_t i = 0; i < s.weak_curve.size(); ++i) {
        weak.append({s.weak_curve[i].x, s.weak_curve[i].y});
        strong.append({s.strong_curve[i].x, s.strong_curve[i].y});
        top = std::max({top, s.weak_curve[i].y, s.strong_curve[i].y});
    }
    m_weak->replace(weak);
    m_strong->replace(strong);
    QList<QPointF> weak_rows;
    QList<QPointF> strong_rows;
    for (const ScalingRow& row : s.rows) {
        weak_rows.append({row.cards, row.weak_days});
        strong_rows.append({row.cards, row.strong_days});
    }
    m_weak_rows->replace(weak_rows);
    m_strong_rows->replace(strong_rows);
    const double lo = weak.front().x();
    const double hi = weak.back().x();
    m_x->setRange(lo, hi);
    QList<QPointF> a_weak;
    QList<QPointF> a_strong;
    if (const Results* a = baselineResults(); a != nullptr && a->ok()) {
        for (std::size_t i = 0; i < a->scaling->weak_curve.size(); ++i) {
            const CurvePoint& w = a->scaling->weak_curve[i];
            const CurvePoint& st = a->scaling->strong_curve[i];
            if (w.x >= lo && w.x <= hi) {
                a_weak.append({w.x, w.y});
                a_strong.append({st.x, st.y});
                top = std::max({top, w.y, st.y});
            }
        }
    }
    m_baseline_weak->replace(a_weak);
    m_baseline_strong->replace(a_strong);
    m_baseline_weak->setVisible(!a_weak.isEmpty());
    m_baseline_strong->setVisible(!a_strong.isEmpty());
    applyAxisRange(m_y, m_y_range.update(0, top));

    const QLocale locale;
    for (int i = 0; i < m_table->rowCount(); ++i) {
        const bool has = i < static_cast<int>(s.rows.size());
        const ScalingRow row = has ? s.rows[static_cast<std::size_t>(i)] : ScalingRow{};
        const QString cells[kColumns] = {
            locale.toString(row.cards, 'f', 0),
            locale.toString(row.tokens_per_step, 'f', 0),
            locale.toString(row.weak_steps, 'f', 0),
            QString::number(row.weak_days, 'f', 1),
            QString::number(row.strong_step_s, 'f', 3),
            QString::number(row.strong_days, 'f', 1),
            QStringLiteral("%1 %").arg(100 * row.strong_fixed_share, 0, 'f', 1)};
        for (int col = 0; col < kColumns; ++col) {
            m_table->item(i, col)->setText(has ? cells[col] : QString());
        }
    }
    m_note->setText(
        tr("Critical batch B_crit = %1 tokens (declared); this plan's batch B = %2 tokens = %3 "
           "B_noise over %4 steps. S_min = %5 steps, E_min = %6 B tokens. Weak scaling can "
           "shorten the run at most %7× (S / S_min) however many cards; strong scaling keeps "
           "%8 s of exposed communication and input wait in every %9 s step.")
            .arg(locale.toString(s.critical_batch_tokens, 'f', 0),
                 locale.toString(s.tokens_per_step, 'f', 0),
                 QString::number(s.batch_over_noise, 'f', 4), locale.toString(s.steps, 'f', 0),
                 locale.toString(s.min_steps, 'f', 2), QString::number(s.min_tokens / 1e9, 'f', 1),
                 QString::number(s.weak_ceiling, 'f', 4), QString::number(s.strong_fixed_s, 'f', 3),
                 QString::number(s.weak_step_s, 'f', 3)) +
        QStringLiteral("<br>") +
        // A published measurement with inputs of its own (scaling.base_*, scaling.scaled_*),
        // labelled as such: it is no part of this plan (one-plan.md).
        tr("<i>Measured example, not your plan</i> (MegaScale, §7.5; scaling.base_* and "
           "scaling.scaled_*, fixed global batch): %1 → %2 cards, step %3 s → %4 s; ideal "
           "%5 s, speed-up %6×, efficiency %7 %, %8 s extra per step.")
            .arg(locale.toString(s.base_cards, 'f', 0), locale.toString(s.scaled_cards, 'f', 0),
                 QString::number(s.base_step_s, 'g', 6), QString::number(s.scaled_step_s, 'g', 6),
                 QString::number(s.ideal_step_s, 'f', 3), QString::number(s.speedup, 'f', 2))
            .arg(100 * s.efficiency, 0, 'f', 1)
            .arg(s.extra_s, 0, 'f', 3));
}

int ScalingView::curvePointCount() const {
    return static_cast<int>(m_weak->count());
}

QPointF ScalingView::weakPoint(int row) const {
    return m_weak_rows->at(row);
}

QPointF ScalingView::strongPoint(int row) const {
    return m_strong_rows->at(row);
}

QString ScalingView::noteText() const {
    return m_note->text();
}

std::optional<Derivation> ScalingView::elementDerivation(const QString& id,
                                                         const Scenario& scenario,
                                                         const Results& results) const {
    return chartElementDerivation(scenario, results, id.toStdString());
}

}  // namespace stepbudget
