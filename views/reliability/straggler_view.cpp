#include "views/reliability/straggler_view.h"

#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>
#include <algorithm>
#include <cmath>

#include "model/base/scenario.h"
#include "model/evaluate/results.h"
#include "model/reliability/straggler.h"
#include "views/common/derivation_panel.h"
#include "views/common/reflow_layout.h"

namespace stepbudget {

namespace {

// One colour per response in both response charts, and per sigma in the step chart.
const QColor kWait("#4e79a7");
const QColor kRedistribute("#f28e2b");
const QColor kEvict("#e15759");
const QColor kSigma[3] = {QColor("#4e79a7"), QColor("#59a14f"), QColor("#e15759")};

QLineSeries* line(QChart* chart, const QString& name, const QPen& pen) {
    auto* s = new QLineSeries;
    s->setName(name);
    s->setPen(pen);
    chart->addSeries(s);
    return s;
}

QScatterSeries* dot(QChart* chart, const QString& name) {
    auto* s = new QScatterSeries;
    s->setName(name);
    s->setMarkerSize(11);
    s->setColor(QColor("#222222"));
    chart->addSeries(s);
    return s;
}

QLogValueAxis* logAxis(double base, const QString& title) {
    auto* axis = new QLogValueAxis;
    axis->setBase(base);
    axis->setLabelFormat(QStringLiteral("%.0f"));
    axis->setTitleText(title);
    axis->setMinorTickCount(base == 10 ? 8 : 0);
    return axis;
}

void attachAll(QChart* chart, QAbstractAxis* x, QAbstractAxis* y) {
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
}

void setShown(QChart* chart, QAbstractSeries* series, bool shown) {
    series->setVisible(shown);
    for (QLegendMarker* marker : chart->legend()->markers(series)) {
        marker->setVisible(shown);
    }
}

QString sigmaText(double fraction) {
    return QString::number(100 * fraction, 'g', 3);
}
QString s2(double s) {
    return QString::number(s, 'f', 2);
}
QString s3(double s) {
    return QString::number(s, 'f', 3);
}

}  // namespace

StragglerView::StragglerView(QWidget* parent) : ChartPanel(parent) {
    // 1. E[max] - mu in sigma against N: the same curve for every sigma.
    QChart* max_chart = newChart(tr("Slowest of N cards: E[max] − μ"));
    m_max_curve = line(max_chart, tr("E[Z₍N₎]"), QPen(QColor("#4e79a7"), 2));
    m_max_current = dot(max_chart, tr("Current N"));
    m_max_x = logAxis(4, tr("Cards N"));
    m_max_y = new QValueAxis;
    m_max_y->setTitleText(tr("E[max] − μ (σ)"));
    attachAll(max_chart, m_max_x, m_max_y);

    // 2. Expected step against N for the current sigma and the book's 2 % and 5 %.
    QChart* step_chart = newChart(tr("Expected step time vs N"));
    for (const QColor& c : kSigma) {
        m_step_curves.push_back(line(step_chart, QString(), QPen(c, 2)));
    }
    m_no_jitter = line(step_chart, tr("No jitter"), QPen(QColor("#888888"), 1.5, Qt::DashLine));
    m_step_cap = line(step_chart, tr("Step cap"), QPen(QColor("#c62828"), 1.5, Qt::DashLine));
    m_step_current = dot(step_chart, tr("Current N"));
    m_step_x = logAxis(4, tr("Cards N"));
    m_step_y = new QValueAxis;
    m_step_y->setTitleText(tr("Step time (s)"));
    attachAll(step_chart, m_step_x, m_step_y);
    m_step_baseline = addBaselineSeries(step_chart, tr("A: step"));

    // 3. The three responses against N: extra seconds per step over the healthy step.
    QChart* n_chart = newChart(tr("One slow card: extra seconds per step"));
    m_wait_n = line(n_chart, tr("Wait"), QPen(kWait, 2));
    m_redistribute_n = line(n_chart, tr("Redistribute"), QPen(kRedistribute, 2));
    m_evict_n = line(n_chart, tr("Evict"), QPen(kEvict, 2));
    m_cards_marker = line(n_chart, tr("Current N"), QPen(QColor("#222222"), 1.5));
    m_resp_n_x = logAxis(4, tr("Cards N"));
    m_resp_n_y = new QValueAxis;
    m_resp_n_y->setTitleText(tr("Extra s per step"));
    attachAll(n_chart, m_resp_n_x, m_resp_n_y);

    // 4. The same at the current N against how long the card stays slow: cumulative loss.
    QChart* p_chart = newChart(tr("One slow card: seconds lost vs how long it stays slow"));
    m_wait_p = line(p_chart, tr("Wait"), QPen(kWait, 2));
    m_redistribute_p = line(p_chart, tr("Redistribute"), QPen(kRedistribute, 2));
    m_evict_p = line(p_chart, tr("Evict"), QPen(kEvict, 2));
    m_persist_marker = line(p_chart, tr("Current"), QPen(QColor("#222222"), 1.5));
    m_break_even_marker =
        line(p_chart, tr("Break-even"), QPen(QColor("#888888"), 1.5, Qt::DashLine));
    m_resp_p_x = logAxis(10, tr("Steps the card stays slow"));
    m_resp_p_y = new QValueAxis;
    m_resp_p_y->setTitleText(tr("Seconds lost"));
    attachAll(p_chart, m_resp_p_x, m_resp_p_y);

    // Each response line explains its own cost; the jitter curves the expected maximum.
    const auto explain = [this](QObject* series, const char* id) {
        setElementDerivation(series, [id](int) { return QString::fromLatin1(id); });
    };
    explain(m_max_curve, "straggler.expected_max_sigmas");
    explain(m_step_cap, "plan.step_cap_s");
    for (QObject* wait : {static_cast<QObject*>(m_wait_n), static_cast<QObject*>(m_wait_p)}) {
        explain(wait, "straggler.wait_extra_s");
    }
    for (QObject* r :
         {static_cast<QObject*>(m_redistribute_n), static_cast<QObject*>(m_redistribute_p)}) {
        explain(r, "straggler.redistribute_step_s");
    }
    for (QObject* e : {static_cast<QObject*>(m_evict_n), static_cast<QObject*>(m_evict_p)}) {
        explain(e, "straggler.evict_cost_s");
    }

    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::RichText);
    // Two rows of two charts; a row too narrow for two stacks them, and the four then scroll
    // (each keeps the height its legend and axis titles need).
    auto* rows = new QVBoxLayout;
    const std::pair<QChart*, const char*> charts[4] = {
        {max_chart, "straggler.expected_max_sigmas"},
        {step_chart, "straggler.step_time_s"},
        {n_chart, "straggler.wait_extra_s"},
        {p_chart, "straggler.evict_break_even_steps"}};
    for (int r = 0; r < 2; ++r) {
        auto* row = new ReflowLayout(kChartMinWidth);
        for (int c = 0; c < 2; ++c) {
            const auto& [chart, id] = charts[2 * r + c];
            QChartView* view = makeChartView(chart, QString::fromLatin1(id));
            view->setMinimumHeight(kStackedChartHeight);
            row->addWidget(view, 1);
        }
        rows->addLayout(row, 1);
    }
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(scrollingCharts(rows), 1);
    layout->addWidget(m_note);
}

void StragglerView::setResults(const Scenario& /*scenario*/, const Results& r) {
    const StragglerResults& st = r.straggler;
    if (!r.ok() || st.expected_max_vs_cards.empty()) {
        return;
    }
    const double n = st.cards;
    const double n_lo = st.expected_max_vs_cards.front().x;
    const double n_hi = st.expected_max_vs_cards.back().x;

    // 1.
    QList<QPointF> max_curve;
    double max_top = 0;
    for (const CurvePoint& p : st.expected_max_vs_cards) {
        max_curve.append({p.x, p.y});
        max_top = std::max(max_top, p.y);
    }
    m_max_curve->replace(max_curve);
    m_max_current->replace(QList<QPointF>{{n, st.expected_max_sigmas}});
    m_max_x->setRange(n_lo, n_hi);
    applyAxisRange(m_max_y, m_max_range.update(0, max_top));
    // One decimal (2.5 sigma reads naturally), which also leaves the rotated axis title enough
    // room: with integer labels Qt Charts elides a CJK title on this narrow axis to "…".
    m_max_y->setLabelFormat(QStringLiteral("%.1f"));

    // 2.
    double step_lo = st.no_jitter_step_s;
    double step_hi = std::max(st.step_time_s, r.plan.step_cap_s);
    for (std::size_t i = 0; i < m_step_curves.size(); ++i) {
        QLineSeries* series = m_step_curves[i];
        const bool shown = i < st.step_vs_cards.size();
        QList<QPointF> points;
        if (shown) {
            const StragglerStepSeries& s = st.step_vs_cards[i];
            for (const CurvePoint& p : s.points) {
                points.append({p.x, p.y});
                step_hi = std::max(step_hi, p.y);
            }
            series->setName(i == 0 ? tr("σ = %1 % (now)").arg(sigmaText(s.sigma_fraction))
                                   : tr("σ = %1 %").arg(sigmaText(s.sigma_fraction)));
        }
        series->replace(points);
        setShown(series->chart(), series, shown);
    }
    m_no_jitter->replace(QList<QPointF>{{n_lo, st.no_jitter_step_s}, {n_hi, st.no_jitter_step_s}});
    m_step_cap->replace(QList<QPointF>{{n_lo, r.plan.step_cap_s}, {n_hi, r.plan.step_cap_s}});
    m_step_current->replace(QList<QPointF>{{n, st.step_time_s}});
    QList<QPointF> a_steps;
    if (const Results* a = baselineResults();
        a != nullptr && a->ok() && !a->straggler->step_vs_cards.empty()) {
        for (const CurvePoint& p : a->straggler->step_vs_cards.front().points) {
            if (p.x >= n_lo && p.x <= n_hi) {
                a_steps.append({p.x, p.y});
                step_hi = std::max(step_hi, p.y);
                step_lo = std::min(step_lo, p.y);
            }
        }
    }
    m_step_baseline->replace(a_steps);
    setShown(m_step_baseline->chart(), m_step_baseline, !a_steps.isEmpty());
    m_step_x->setRange(n_lo, n_hi);
    applyAxisRange(m_step_y, m_step_range.update(step_lo, step_hi));

    // 3. Redistributing over very few cards costs most of a card's work per step; the axis
    // follows N >= 8 (or the current N when smaller) so the book's 8-1024 range stays readable.
    QList<QPointF> wait_n;
    QList<QPointF> redistribute_n;
    QList<QPointF> evict_n;
    double resp_top = 0;
    const double from = std::min(8.0, n);
    for (const StragglerResponsePoint& p : st.response_vs_cards) {
        wait_n.append({p.cards, p.wait_extra_s});
        redistribute_n.append({p.cards, p.redistribute_extra_s});
        evict_n.append({p.cards, p.evict_extra_s});
        if (p.cards >= from) {
            resp_top =
                std::max({resp_top, p.wait_extra_s, p.redistribute_extra_s, p.evict_extra_s});
        }
    }
    m_wait_n->replace(wait_n);
    m_redistribute_n->replace(redistribute_n);
    m_evict_n->replace(evict_n);
    // One restart spread over the steps the card stays slow, so it compares per step.
    m_evict_n->setName(tr("Evict ÷ %1 steps").arg(QString::number(st.persist_steps, 'g', 6)));
    const AxisRange resp_y = m_resp_n_range.update(0, resp_top);
    applyAxisRange(m_resp_n_y, resp_y);
    m_resp_n_y->setLabelFormat(QStringLiteral("%.1f"));  // as m_max_y: room for the title
    if (!st.response_vs_cards.empty()) {
        m_resp_n_x->setRange(st.response_vs_cards.front().cards, st.response_vs_cards.back().cards);
    }
    m_cards_marker->replace(QList<QPointF>{{n, resp_y.lo}, {n, resp_y.hi}});

    // 4. Linear seconds over log steps; the axis shows three eviction costs, where the choice is.
    QList<QPointF> wait_p;
    QList<QPointF> redistribute_p;
    QList<QPointF> evict_p;
    double p_top = 1.2 * st.evict_cost_s;
    for (const StragglerPersistencePoint& p : st.response_vs_persistence) {
        wait_p.append({p.steps, p.wait_s});
        redistribute_p.append({p.steps, p.redistribute_s});
        evict_p.append({p.steps, p.evict_s});
    }
    if (st.evict_can_pay) {
        p_top = std::max(p_top, 3 * st.evict_cost_s);
    } else {
        for (const StragglerPersistencePoint& p : st.response_vs_persistence) {
            p_top = std::max({p_top, p.wait_s, p.redistribute_s});
        }
    }
    m_wait_p->replace(wait_p);
    m_redistribute_p->replace(redistribute_p);
    m_evict_p->replace(evict_p);
    const AxisRange p_y = m_resp_p_range.update(0, p_top);
    applyAxisRange(m_resp_p_y, p_y);
    if (!st.response_vs_persistence.empty()) {
        m_resp_p_x->setRange(st.response_vs_persistence.front().steps,
                             st.response_vs_persistence.back().steps);
    }
    m_persist_marker->replace(
        QList<QPointF>{{st.persist_steps, p_y.lo}, {st.persist_steps, p_y.hi}});
    m_break_even_marker->replace(st.evict_can_pay
                                     ? QList<QPointF>{{st.evict_break_even_steps, p_y.lo},
                                                      {st.evict_break_even_steps, p_y.hi}}
                                     : QList<QPointF>{});
    setShown(m_break_even_marker->chart(), m_break_even_marker, st.evict_can_pay);

    // Note.
    QString jitter =
        tr("%1 cards, per-card work μ = %2 s, σ = %3 % (%4 s): the slowest card is E[max] − μ "
           "= %5 σ = %6 s behind the mean, so a step takes <b>%7 s</b> instead of %8 s without "
           "jitter. An average card waits %6 s at the gradient AllReduce.")
            .arg(QString::number(n, 'f', 0), s3(st.mean_compute_s), sigmaText(st.sigma_fraction),
                 s3(st.sigma_s), QString::number(st.expected_max_sigmas, 'f', 4), s3(st.jitter_s),
                 s3(st.step_time_s), s3(st.no_jitter_step_s));
    if (st.margin_s > 0) {
        jitter += QLatin1Char(' ') +
                  tr("Jitter uses %1 % of the %2 s margin per step.")
                      .arg(QString::number(100 * st.margin_used_fraction, 'f', 0), s2(st.margin_s));
    }
    QString responses =
        tr("One card at μ + %1 σ (%2 s) makes the others wait %8 s longer than for their own "
           "slowest. Against a healthy step, waiting for it costs %3 s per step, %4 evicting it "
           "costs %5 s once (τ/2 + r with τ = %6 s, %7 steps).")
            .arg(QString::number(st.slow_sigmas, 'g', 3), s3(st.slow_card_s),
                 s2(st.wait_cost_per_step_s),
                 st.redistribute_possible
                     ? tr("spreading its work over the other %1 cards %2 s per step;")
                           .arg(QString::number(n - 1, 'f', 0), s2(st.redistribute_cost_per_step_s))
                     : tr("there is no other card to take its work;"),
                 QString::number(st.evict_cost_s, 'f', 0),
                 QString::number(st.evict_interval_s, 'f', 0),
                 QString::number(st.evict_steps, 'f', 2), s2(st.wait_extra_s));
    responses +=
        QLatin1Char(' ') +
        (st.evict_can_pay ? tr("Evicting pays once the card stays slow longer than %1 steps.")
                                .arg(QString::number(st.evict_break_even_steps, 'f', 0))
                          : tr("Waiting costs nothing per step here, so evicting never pays."));
    const QString best = verdictText(r, "straggler.best_response");  // the model's verdict
    responses += QLatin1Char(' ') + tr("<b>Best response if it stays slow %1 steps: %2.</b>")
                                        .arg(QString::number(st.persist_steps, 'g', 6), best);
    m_note->setText(jitter + QStringLiteral("<br/>") + responses);
}

QList<QPointF> StragglerView::expectedMaxCurve() const {
    return m_max_curve->points();
}

QPointF StragglerView::currentExpectedMax() const {
    return m_max_current->count() > 0 ? m_max_current->at(0) : QPointF();
}

int StragglerView::stepCurveCount() const {
    return static_cast<int>(std::count_if(m_step_curves.begin(), m_step_curves.end(),
                                          [](QLineSeries* s) { return s->isVisible(); }));
}

QList<QPointF> StragglerView::stepCurve(int index) const {
    return m_step_curves.at(static_cast<std::size_t>(index))->points();
}

QPointF StragglerView::currentStep() const {
    return m_step_current->count() > 0 ? m_step_current->at(0) : QPointF();
}

QList<QPointF> StragglerView::responseVsCards(int response) const {
    const QLineSeries* s[] = {m_wait_n, m_redistribute_n, m_evict_n};
    return s[response]->points();
}

QList<QPointF> StragglerView::responseVsPersistence(int response) const {
    const QLineSeries* s[] = {m_wait_p, m_redistribute_p, m_evict_p};
    return s[response]->points();
}

double StragglerView::cardsMarkerX() const {
    return m_cards_marker->count() > 0 ? m_cards_marker->at(0).x() : 0.0;
}

double StragglerView::persistenceMarkerX() const {
    return m_persist_marker->count() > 0 ? m_persist_marker->at(0).x() : 0.0;
}

QString StragglerView::noteText() const {
    return m_note->text();
}

}  // namespace stepbudget
