#include "views/step/plan_view.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>
#include <cmath>

#include "model/base/scenario.h"
#include "model/evaluate/cards_point.h"
#include "model/evaluate/results.h"
#include "views/common/derivation_panel.h"
#include "views/common/reflow_layout.h"

namespace stepbudget {

PlanView::PlanView(QWidget* parent) : ChartPanel(parent) {
    QChart* chart = newChart(tr("Completion time vs card count"));
    m_finish = new QLineSeries;
    m_finish->setName(tr("Finish days"));
    m_finish->setPen(QPen(QColor("#4e79a7"), 2));
    m_deadline = new QLineSeries;
    m_deadline->setName(tr("Deadline"));
    m_deadline->setPen(QPen(QColor("#c62828"), 2, Qt::DashLine));
    m_current = new QScatterSeries;
    m_current->setName(tr("Current choice"));
    m_current->setMarkerSize(11);
    m_current->setColor(QColor("#222222"));
    chart->addSeries(m_finish);
    chart->addSeries(m_deadline);
    chart->addSeries(m_current);
    m_x = newCardsAxis(tr("Cards"));
    m_y = new QValueAxis;
    m_y->setTitleText(tr("Days"));
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    m_baseline = addBaselineSeries(chart, tr("A: finish days"));
    m_baseline_point = new QScatterSeries;
    m_baseline_point->setName(tr("A: choice"));
    m_baseline_point->setMarkerSize(11);
    m_baseline_point->setColor(QColor(150, 150, 150));
    m_baseline_point->setBorderColor(QColor(90, 90, 90));
    chart->addSeries(m_baseline_point);
    m_baseline_point->attachAxis(m_x);
    m_baseline_point->attachAxis(m_y);
    // A point of the curve explains the finish date at its card count; the current choice and
    // the deadline line the plan's own finish date.
    setElementDerivation(m_finish, [this](int index) {
        return index < m_finish->count()
                   ? QString::fromStdString(finishAtCardsId(std::llround(m_finish->at(index).x())))
                   : QString();
    });
    setElementDerivation(m_current, [](int) { return QStringLiteral("plan.finish_days"); });
    setElementDerivation(m_deadline, [](int) { return QStringLiteral("plan.cards_for_deadline"); });
    m_table = new QTableWidget(9, 5, this);
    m_table->setHorizontalHeaderLabels({tr("GPU"), tr("TFLOP/s"), tr("Assumed achieved MFU η"),
                                        tr("Days"), tr("Cards for deadline")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    for (int row = 0; row < 9; ++row) {
        for (int col = 0; col < 5; ++col) {
            auto* item = new QTableWidgetItem;
            item->setTextAlignment(col == 0 ? Qt::AlignLeft | Qt::AlignVCenter
                                            : Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, col, item);
        }
    }
    auto* table_box = new QVBoxLayout;
    auto* table_title =
        new QLabel(tr("<b>6ND extrapolation</b> at this model, data, card count and deadline:<br/>"
                      "days = 6ND / (p P η), cards ≥ ⌈6ND / (P η T)⌉"),
                   this);
    table_title->setWordWrap(true);
    table_box->addWidget(table_title);
    table_box->addWidget(m_table, 1);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    auto* row = new ReflowLayout(kChartMinWidth);
    row->addWidget(makeChartView(chart, QStringLiteral("plan.cards_for_deadline")), 1);
    row->addLayout(table_box, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(row, 1);
    layout->addWidget(m_note);
}

void PlanView::setResults(const Scenario& scenario, const Results& r) {
    if (!r.ok() || r.plan.finish_vs_cards.empty()) {
        return;
    }
    QList<QPointF> points;
    double top = scenario.training.deadline_days;
    for (const CurvePoint& p : r.plan.finish_vs_cards) {
        points.append({p.x, p.y});
    }
    // The curve rises steeply at few cards; show up to 3x the deadline.
    for (const QPointF& p : points) {
        if (p.y() <= 3 * scenario.training.deadline_days) {
            top = std::max(top, p.y());
        }
    }
    m_finish->replace(points);
    QList<QPointF> a_points;
    if (const Results* a = baselineResults(); a != nullptr && a->ok()) {
        for (const CurvePoint& p : a->plan.finish_vs_cards) {
            if (p.x >= points.front().x() && p.x <= points.back().x() &&
                p.y <= 3 * scenario.training.deadline_days) {
                a_points.append({p.x, p.y});
            }
        }
    }
    m_baseline->replace(a_points);
    m_baseline->setVisible(!a_points.isEmpty());
    QList<QPointF> a_choice;
    if (const Results* a = baselineResults();
        a != nullptr && a->ok() && baselineScenario() != nullptr) {
        a_choice.append(
            {static_cast<double>(baselineScenario()->cluster.cards), a->plan.finish_days});
    }
    m_baseline_point->replace(a_choice);
    m_baseline_point->setVisible(!a_choice.isEmpty());
    const double lo = points.front().x();
    const double hi = points.back().x();
    m_x->setRange(lo, hi);
    m_deadline->replace(QList<QPointF>{{lo, scenario.training.deadline_days},
                                       {hi, scenario.training.deadline_days}});
    m_current->replace(
        QList<QPointF>{{static_cast<double>(scenario.cluster.cards), r.plan.finish_days}});
    const AxisRange y = m_y_range.update(0, top);
    applyAxisRange(m_y, y);

    int row = 0;
    for (const SixNdRow& six : r.plan.six_nd) {
        if (row >= m_table->rowCount()) {
            break;
        }
        m_table->item(row, 0)->setText(QString::fromStdString(six.gpu));
        m_table->item(row, 1)->setText(QString::number(six.peak_tflops, 'g', 6));
        m_table->item(row, 2)->setText(QStringLiteral("%1 %").arg(100 * six.mfu, 0, 'f', 0));
        m_table->item(row, 3)->setText(QString::number(six.days, 'f', 1));
        m_table->item(row, 4)->setText(
            QLocale().toString(static_cast<qlonglong>(six.cards_for_deadline)));
        // The colour is the model's verdict plan.six_nd.<row>.meets_deadline.
        const std::string verdict = "plan.six_nd." + std::to_string(row) + ".meets_deadline";
        m_table->item(row, 3)->setForeground(r.good(verdict) ? QColor("#1b7f3b")
                                                             : QColor("#c62828"));
        m_table->item(row, 3)->setToolTip(verdictText(r, verdict.c_str()));
        ++row;
    }
    m_note->setText(
        r.plan.cards_for_deadline > 0
            ? tr("%1 cards finish in %2 days. The fewest cards that meet the %3-day deadline: %4.")
                  .arg(scenario.cluster.cards)
                  .arg(r.plan.finish_days, 0, 'f', 2)
                  .arg(scenario.training.deadline_days, 0, 'g', 6)
                  .arg(r.plan.cards_for_deadline)
            : tr("%1 cards finish in %2 days. No card count meets the %3-day deadline.")
                  .arg(scenario.cluster.cards)
                  .arg(r.plan.finish_days, 0, 'f', 2)
                  .arg(scenario.training.deadline_days, 0, 'g', 6));
}

std::optional<Derivation> PlanView::elementDerivation(const QString& id, const Scenario& scenario,
                                                      const Results& results) const {
    return finishAtCards(scenario, id.toStdString(), results.plan.pipeline_ratio);
}

int PlanView::curvePointCount() const {
    return static_cast<int>(m_finish->count());
}

QPointF PlanView::currentPoint() const {
    return m_current->count() > 0 ? m_current->at(0) : QPointF();
}

}  // namespace stepbudget
