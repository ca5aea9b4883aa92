#include "views/rl/rl_view.h"

#include <QLabel>
#include <QVBoxLayout>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QHorizontalStackedBarSeries>
#include <QtCharts/QLegend>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>

#include "model/base/units.h"
#include "model/evaluate/chart_elements.h"
#include "model/evaluate/results.h"
#include "model/rl/rl.h"
#include "views/common/derivation_panel.h"
#include "views/common/example_banner.h"
#include "views/common/reflow_layout.h"

namespace stepbudget {

using units::kGiB;

namespace {

QString stageName(const std::string& id) {
    if (id == "generate") {
        return RlView::tr("Generate");
    }
    if (id == "verify") {
        return RlView::tr("Verify");
    }
    if (id == "learn") {
        return RlView::tr("Learn");
    }
    return QString::fromStdString(id);
}

// The model's step labels are stable English phrases; unknown ones pass through.
QString stepName(const std::string& label) {
    if (label == "training") {
        return RlView::tr("training only");
    }
    if (label == "+ weights + KV") {
        return RlView::tr("+ weights + KV pool");
    }
    if (label == "- training state") {
        return RlView::tr("− training state");
    }
    if (label == "+ weights") {
        return RlView::tr("+ weights");
    }
    if (label == "+ KV") {
        return RlView::tr("+ KV pool");
    }
    return QString::fromStdString(label);
}

const QColor kOver("#c62828");

}  // namespace

RlView::RlView(QWidget* parent) : ChartPanel(parent) {
    QChart* pipeline = newChart(tr("Generate → verify → learn"));
    auto* stages = new QBarSeries;
    m_capacity = new QBarSet(tr("Own rate"));
    m_capacity->setColor(QColor("#a0b7d0"));
    m_capacity->setSelectedColor(QColor("#e15759"));
    m_delivered = new QBarSet(tr("Passed on"));
    m_delivered->setColor(QColor("#2f5d8a"));
    for (int i = 0; i < 3; ++i) {
        m_capacity->append(0.0);
        m_delivered->append(0.0);
    }
    stages->append(m_capacity);
    stages->append(m_delivered);
    pipeline->addSeries(stages);
    m_stage_axis = new QBarCategoryAxis;
    m_stage_axis->setTruncateLabels(false);
    m_stage_axis->append({tr("Generate"), tr("Verify"), tr("Learn")});
    pipeline->addAxis(m_stage_axis, Qt::AlignBottom);
    stages->attachAxis(m_stage_axis);
    m_rate_axis = new QValueAxis;
    m_rate_axis->setTitleText(tr("Trajectories per second"));
    pipeline->addAxis(m_rate_axis, Qt::AlignLeft);
    stages->attachAxis(m_rate_axis);

    QChart* async = newChart(tr("Async vs sync throughput against the keep ratio"));
    m_ratio = new QLineSeries;
    m_ratio->setName(tr("Async ÷ sync"));
    m_ratio->setPen(QPen(QColor("#4e79a7"), 2));
    m_parity = new QLineSeries;
    m_parity->setName(tr("Ratio 1"));
    m_parity->setPen(QPen(QColor("#7f7f7f"), 1.5, Qt::DashLine));
    m_break_even = new QLineSeries;
    m_break_even->setName(tr("q*"));
    m_break_even->setPen(QPen(QColor("#1b7f3b"), 2, Qt::DashLine));
    m_current = new QScatterSeries;
    m_current->setName(tr("q in force"));
    m_current->setMarkerSize(11);
    m_current->setColor(QColor("#222222"));
    for (QAbstractSeries* s :
         {static_cast<QAbstractSeries*>(m_ratio), static_cast<QAbstractSeries*>(m_parity),
          static_cast<QAbstractSeries*>(m_break_even), static_cast<QAbstractSeries*>(m_current)}) {
        async->addSeries(s);
    }
    auto* q_axis = new QValueAxis;
    q_axis->setTitleText(tr("Keep ratio q after async staleness"));
    applyAxisRange(q_axis, AxisRange{0, 1, 0.2});
    m_ratio_axis = new QValueAxis;
    m_ratio_axis->setTitleText(tr("Throughput ratio"));
    async->addAxis(q_axis, Qt::AlignBottom);
    async->addAxis(m_ratio_axis, Qt::AlignLeft);
    for (QAbstractSeries* s : async->series()) {
        s->attachAxis(q_axis);
        s->attachAxis(m_ratio_axis);
    }
    m_baseline = addBaselineSeries(async, tr("A: ratio"));

    QChart* handoff = newChart(tr("Hand-off on one card: memory after each step"));
    auto* steps = new QHorizontalStackedBarSeries;
    m_restore_first = new QBarSet(tr("Restore weights and KV first"));
    m_restore_first->setColor(QColor("#f28e2b"));
    m_restore_first->setSelectedColor(kOver);
    m_weights_first = new QBarSet(tr("Weights, release, then KV"));
    m_weights_first->setColor(QColor("#59a14f"));
    m_weights_first->setSelectedColor(kOver);
    steps->append(m_restore_first);
    steps->append(m_weights_first);
    steps->setBarWidth(0.7);
    handoff->addSeries(steps);
    m_step_axis = new QBarCategoryAxis;
    m_step_axis->setTruncateLabels(false);
    handoff->addAxis(m_step_axis, Qt::AlignLeft);
    steps->attachAxis(m_step_axis);
    m_memory_axis = new QValueAxis;
    m_memory_axis->setTitleText(tr("GiB on the card"));
    handoff->addAxis(m_memory_axis, Qt::AlignBottom);
    steps->attachAxis(m_memory_axis);
    m_card_line = new QLineSeries;
    m_card_line->setName(tr("Card memory"));
    m_card_line->setPen(QPen(kOver, 2, Qt::DashLine));
    handoff->addSeries(m_card_line);
    m_card_line->attachAxis(m_memory_axis);
    m_card_line->attachAxis(m_step_axis);

    // Each bar and point explains itself (model/evaluate/chart_elements.h).
    setElementDerivation(m_capacity,
                         [](int i) { return QString::fromStdString(rlStageId(i, false)); });
    setElementDerivation(m_delivered,
                         [](int i) { return QString::fromStdString(rlStageId(i, true)); });
    setElementDerivation(m_ratio, [](int i) { return QString::fromStdString(rlRatioPointId(i)); });
    setElementDerivation(m_current,
                         [](int) { return QStringLiteral("rl.async_throughput_ratio"); });
    setElementDerivation(m_break_even,
                         [](int) { return QStringLiteral("rl.async_break_even_keep"); });
    setElementDerivation(m_card_line, [](int) { return QStringLiteral("rl.card_memory_bytes"); });
    // Hand-off bars run bottom-up: bar b is row n - 1 - b of the restore-first steps, then the
    // weights-first ones; the other ordering's set is empty (0) on that row.
    for (QBarSet* set : {m_restore_first, m_weights_first}) {
        const bool restore = set == m_restore_first;
        setElementDerivation(set, [this, restore](int bar) {
            const int row = m_handoff_rows - 1 - bar;
            const int step = restore ? row : row - m_restore_steps;
            const int steps = restore ? m_restore_steps : m_handoff_rows - m_restore_steps;
            return step >= 0 && step < steps ? QString::fromStdString(rlHandoffId(restore, step))
                                             : QString();
        });
        setElementUnit(set, tr("GiB"));
    }
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // The hand-off rows need wide labels: that chart gets the whole width.
    auto* top = new ReflowLayout(kChartMinWidth);
    for (const auto& [chart, id] : {std::pair{pipeline, "rl.effective_per_s"},
                                    std::pair{async, "rl.async_break_even_keep"}}) {
        QChartView* view = makeChartView(chart, QString::fromLatin1(id));
        view->setMinimumHeight(kStackedChartHeight);
        top->addWidget(view, 1);
    }
    QChartView* handoff_view =
        makeChartView(handoff, QStringLiteral("rl.weights_first_peak_bytes"));
    handoff_view->setMinimumHeight(kStackedChartHeight);
    auto* rows = new QVBoxLayout;
    rows->addLayout(top, 1);
    rows->addWidget(handoff_view, 1);
    auto* layout = new QVBoxLayout(this);
    // The RL system's rates are typed (rl.*); at the book's values the tab says so first.
    m_banner = new ExampleBanner(QStringLiteral("§10.5"), QString(), QString(), this);
    layout->addWidget(m_banner);
    layout->addWidget(scrollingCharts(rows), 1);
    layout->addWidget(m_note);
}

void RlView::setResults(const Scenario& scenario, const Results& r) {
    if (!r.ok()) {
        return;
    }
    const RlResults& rl = r.rl;
    m_banner->setExample(rl.example);
    QStringList stage_labels;
    double rate_top = 0;
    m_capacity->deselectAllBars();
    for (int i = 0; i < 3 && i < static_cast<int>(rl.stages.size()); ++i) {
        const RlStage& s = rl.stages[static_cast<std::size_t>(i)];
        m_capacity->replace(i, s.capacity_per_s);
        m_delivered->replace(i, s.delivered_per_s);
        rate_top = std::max({rate_top, s.capacity_per_s, s.delivered_per_s});
        QString label = tr("%1<br>%2 → %3/s")
                            .arg(stageName(s.name), QString::number(s.capacity_per_s, 'g', 4),
                                 QString::number(s.delivered_per_s, 'g', 4));
        if (s.bottleneck) {
            m_capacity->selectBar(i);
            label += QStringLiteral("<br><b>") + tr("bottleneck") + QStringLiteral("</b>");
        }
        stage_labels << label;
    }
    if (m_stage_axis->categories() != stage_labels) {
        m_stage_axis->clear();
        m_stage_axis->append(stage_labels);
    }
    applyAxisRange(m_rate_axis, m_rate_range.update(0, rate_top));

    QList<QPointF> ratio;
    double ratio_top = 1;
    for (const CurvePoint& p : rl.async_ratio_curve) {
        ratio.append({p.x, p.y});
        ratio_top = std::max(ratio_top, p.y);
    }
    m_ratio->replace(ratio);
    QList<QPointF> a_ratio;
    if (const Results* a = baselineResults(); a != nullptr && a->ok()) {
        for (const CurvePoint& p : a->rl->async_ratio_curve) {
            a_ratio.append({p.x, p.y});
            ratio_top = std::max(ratio_top, p.y);
        }
    }
    m_baseline->replace(a_ratio);
    m_baseline->setVisible(!a_ratio.isEmpty());
    const AxisRange y = m_ratio_range.update(0, ratio_top);
    applyAxisRange(m_ratio_axis, y);
    m_parity->replace(QList<QPointF>{{0, 1}, {1, 1}});
    const double q_star = rl.async_break_even_keep;
    if (q_star <= 1) {
        m_break_even->replace(QList<QPointF>{{q_star, y.lo}, {q_star, y.hi}});
        m_break_even->setName(tr("q* = %1").arg(q_star, 0, 'f', 4));
    } else {
        m_break_even->clear();  // async never pays off: no crossing to mark
        m_break_even->setName(tr("q* > 1"));
    }
    m_current->replace(QList<QPointF>{{scenario.rl->keep_fraction, rl.async_throughput_ratio}});

    // Top-down: the restore-first steps, then the weights-first ones.
    struct Row {
        QString label;
        double gib;
        bool restore_first;
        bool over_card;  // the model's verdict (HandoffStep::over_card)
    };
    QList<Row> rows;
    for (const HandoffStep& s : rl.restore_first) {
        rows.append(
            {tr("Restore first: %1").arg(stepName(s.label)), s.bytes / kGiB, true, s.over_card});
    }
    for (const HandoffStep& s : rl.weights_first) {
        rows.append(
            {tr("Weights first: %1").arg(stepName(s.label)), s.bytes / kGiB, false, s.over_card});
    }
    const int n = static_cast<int>(rows.size());
    m_handoff_rows = n;
    m_restore_steps = static_cast<int>(rl.restore_first.size());
    if (m_restore_first->count() != n) {
        m_restore_first->remove(0, m_restore_first->count());
        m_weights_first->remove(0, m_weights_first->count());
        for (int i = 0; i < n; ++i) {
            m_restore_first->append(0.0);
            m_weights_first->append(0.0);
        }
    }
    m_restore_first->deselectAllBars();
    m_weights_first->deselectAllBars();
    const double card = rl.card_memory_bytes / kGiB;
    double memory_top = card;
    QStringList step_labels;
    for (int i = 0; i < n; ++i) {
        const Row& row = rows[i];
        const int bar = n - 1 - i;
        QBarSet* set = row.restore_first ? m_restore_first : m_weights_first;
        QBarSet* other = row.restore_first ? m_weights_first : m_restore_first;
        set->replace(bar, row.gib);
        other->replace(bar, 0.0);
        if (row.over_card) {
            set->selectBar(bar);
        }
        memory_top = std::max(memory_top, row.gib);
        step_labels.prepend(tr("%1 · %2 GiB").arg(row.label).arg(row.gib, 0, 'f', 1));
    }
    // Identical labels would merge rows on a category axis; both orderings share "training only"
    // but the prefix keeps them apart.
    if (m_step_axis->categories() != step_labels) {
        m_step_axis->clear();
        m_step_axis->append(step_labels);
    }
    m_card_line->replace(QList<QPointF>{{card, -0.5}, {card, n - 0.5}});
    applyAxisRange(m_memory_axis, m_memory_range.update(0, memory_top));

    QString note = tr("<b>Pipeline.</b> %1 trajectories/s reach the learner: min(learn %2, "
                      "q %3 × min(generate %4, verify %5)). The bottleneck is %6; speeding up any "
                      "other stage changes nothing.")
                       .arg(QString::number(rl.effective_per_s, 'g', 4),
                            QString::number(scenario.rl->learn_per_s, 'g', 4),
                            QString::number(scenario.rl->keep_fraction, 'g', 4),
                            QString::number(scenario.rl->generate_per_s, 'g', 4),
                            QString::number(scenario.rl->verify_per_s, 'g', 4),
                            stageName(rl.bottleneck).toLower());
    note += QStringLiteral("<br>") +
            tr("<b>Async.</b> Sync cycle %1 s (generate + learn + sync), async cycle %2 s "
               "(max(generate, learn) + sync): async pays off only above q* = %3. At q = %4 "
               "it gives %5× the sync throughput.")
                .arg(QString::number(rl.sync_cycle_s, 'g', 6),
                     QString::number(rl.async_cycle_s, 'g', 6), QString::number(q_star, 'f', 4),
                     QString::number(scenario.rl->keep_fraction, 'g', 4),
                     QString::number(rl.async_throughput_ratio, 'f', 4));
    note += QStringLiteral("<br>") +
            tr("<b>Hand-off</b> on a %1 GiB card: restoring weights and KV before releasing the "
               "training state peaks at %2 GiB (%3); loading the weights first peaks at %4 GiB "
               "(%5), %6 GiB less.")
                .arg(card, 0, 'f', 3)
                .arg(rl.restore_first_peak_bytes / kGiB, 0, 'f', 3)
                .arg(verdictText(r, "rl.restore_first_fits"))
                .arg(rl.weights_first_peak_bytes / kGiB, 0, 'f', 3)
                .arg(verdictText(r, "rl.weights_first_fits"))
                .arg(rl.ordering_saving_bytes / kGiB, 0, 'f', 3);
    m_note->setText(note);
    refillResultLines(scenario, r);
}

double RlView::stageCapacity(int stage) const {
    return m_capacity->at(stage);
}

double RlView::stageDelivered(int stage) const {
    return m_delivered->at(stage);
}

int RlView::highlightedStage() const {
    for (int i = 0; i < m_capacity->count(); ++i) {
        if (m_capacity->isBarSelected(i)) {
            return i;
        }
    }
    return -1;
}

double RlView::breakEvenMarkerX() const {
    return m_break_even->count() > 0 ? m_break_even->at(0).x() : -1.0;
}

QPointF RlView::currentKeepPoint() const {
    return m_current->count() > 0 ? m_current->at(0) : QPointF();
}

int RlView::asyncCurvePointCount() const {
    return static_cast<int>(m_ratio->count());
}

int RlView::handoffRows() const {
    return m_restore_first->count();
}

double RlView::handoffGiB(int row) const {
    const int bar = m_restore_first->count() - 1 - row;
    return m_restore_first->at(bar) + m_weights_first->at(bar);
}

bool RlView::handoffOverCard(int row) const {
    const int bar = m_restore_first->count() - 1 - row;
    return m_restore_first->isBarSelected(bar) || m_weights_first->isBarSelected(bar);
}

double RlView::cardMemoryLineGiB() const {
    return m_card_line->count() > 0 ? m_card_line->at(0).x() : 0.0;
}

QString RlView::noteText() const {
    return m_note->text();
}

std::optional<Derivation> RlView::elementDerivation(const QString& id, const Scenario& scenario,
                                                    const Results& results) const {
    return chartElementDerivation(scenario, results, id.toStdString());
}

}  // namespace stepbudget
