#include "views/step/amdahl_view.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QTimer>
#include <QVBoxLayout>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QHorizontalBarSeries>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QValueAxis>
#include <cmath>

#include "model/base/params.h"
#include "model/evaluate/chart_elements.h"
#include "model/evaluate/param_registry.h"
#include "model/evaluate/results.h"
#include "views/common/derivation_panel.h"
#include "views/common/reflow_layout.h"

namespace stepbudget {

namespace {

QString resourceName(const std::string& resource) {
    if (resource == "compute") {
        return AmdahlView::tr("Compute");
    }
    if (resource == "exposed_comm") {
        return AmdahlView::tr("Exposed communication");
    }
    return AmdahlView::tr("Input wait");
}

}  // namespace

AmdahlView::AmdahlView(QWidget* parent) : ChartPanel(parent) {
    QChart* tornado = newChart(tr("Finish days when one input is halved or doubled"));
    m_tornado = tornado;
    auto* bars = new QHorizontalBarSeries;
    m_half = new QBarSet(tr("× ½"));
    m_half->setColor(QColor("#e15759"));
    m_double = new QBarSet(tr("× 2"));
    m_double->setColor(QColor("#4e79a7"));
    bars->append(m_half);
    bars->append(m_double);
    bars->setBarWidth(0.8);
    tornado->addSeries(bars);
    m_rows = new QBarCategoryAxis;
    m_rows->setTruncateLabels(false);
    tornado->addAxis(m_rows, Qt::AlignLeft);
    bars->attachAxis(m_rows);
    m_delta_axis = new QValueAxis;
    m_delta_axis->setTitleText(tr("Change in finish days"));
    m_delta_axis->setLabelFormat(QStringLiteral("%.1f"));
    tornado->addAxis(m_delta_axis, Qt::AlignBottom);
    bars->attachAxis(m_delta_axis);

    QChart* curves = newChart(tr("Amdahl: T'/T = 1 − f + f/r"));
    auto* r_axis = new QLogValueAxis;
    r_axis->setBase(2);
    r_axis->setRange(0.125, 8);
    r_axis->setLabelFormat(QStringLiteral("%g"));
    r_axis->setTitleText(tr("Resource made r times faster"));
    m_ratio_axis = new QValueAxis;
    m_ratio_axis->setTitleText(tr("Step time ratio T'/T"));
    curves->addAxis(r_axis, Qt::AlignBottom);
    curves->addAxis(m_ratio_axis, Qt::AlignLeft);
    const QColor colors[3] = {QColor("#4e79a7"), QColor("#f28e2b"), QColor("#59a14f")};
    for (int i = 0; i < 3; ++i) {
        auto* line = new QLineSeries;
        line->setPen(QPen(colors[i], 2));
        curves->addSeries(line);
        line->attachAxis(r_axis);
        line->attachAxis(m_ratio_axis);
        m_curves.push_back(line);
    }
    m_baseline = addBaselineSeries(curves, tr("A: compute"));
    // Each bar and curve point explains itself (model/evaluate/chart_elements.h).
    for (QBarSet* set : {m_half, m_double}) {
        const bool doubled = set == m_double;
        setElementDerivation(set, [this, doubled](int row) {
            return row < m_keys.size()
                       ? QString::fromStdString(tornadoBarId(m_keys[row].toStdString(), doubled))
                       : QString();
        });
        setElementUnit(set, tr("days"));
    }
    for (int i = 0; i < static_cast<int>(m_curves.size()); ++i) {
        setElementDerivation(m_curves[static_cast<std::size_t>(i)], [this, i](int point) {
            return i < m_resources.size()
                       ? QString::fromStdString(amdahlPointId(m_resources[i].toStdString(), point))
                       : QString();
        });
    }
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    auto* charts = new ReflowLayout(kChartMinWidth);
    charts->addWidget(makeChartView(tornado, QStringLiteral("plan.finish_days")), 1);
    charts->addWidget(makeChartView(curves, QStringLiteral("plan.amdahl.exposed_comm")), 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(charts, 1);
    layout->addWidget(m_note);
}

void AmdahlView::setResults(const Scenario&, const Results& r) {
    if (!r.ok()) {
        return;
    }
    const double base = r.plan.finish_days;
    m_labels.clear();
    m_keys.clear();
    m_resources.clear();
    double lo = 0;
    double hi = 0;
    const auto& rows = r.plan.tornado;
    // Row labels carry the two deltas, so inputs with a tiny effect still read as numbers.
    if (m_half->count() != static_cast<int>(rows.size())) {
        m_half->remove(0, m_half->count());
        m_double->remove(0, m_double->count());
        for (std::size_t i = 0; i < rows.size(); ++i) {
            m_half->append(0.0);
            m_double->append(0.0);
        }
    }
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const double half = rows[i].finish_at_half_days - base;
        const double twice = rows[i].finish_at_double_days - base;
        m_half->replace(static_cast<int>(i), half);
        m_double->replace(static_cast<int>(i), twice);
        lo = std::min({lo, half, twice});
        hi = std::max({hi, half, twice});
        m_keys << QString::fromStdString(rows[i].key);
        const ParamSpec* spec = findParam(rows[i].key);
        const QString name = spec ? QCoreApplication::translate("Param", spec->label.c_str())
                                  : QString::fromStdString(rows[i].key);
        m_labels.append({name, half, twice, rows[i].half_factor, rows[i].double_factor});
    }
    relabel();
    const AxisRange x = m_delta_range.update(lo, hi);
    applyAxisRange(m_delta_axis, x);

    double ratio_lo = 1;
    double ratio_hi = 1;
    for (std::size_t i = 0; i < r.curves.amdahl.size() && i < m_curves.size(); ++i) {
        const AmdahlCurve& c = r.curves.amdahl[i];
        QList<QPointF> points;
        points.reserve(static_cast<int>(c.ratio_vs_speedup.size()));
        for (const CurvePoint& p : c.ratio_vs_speedup) {
            points.append({p.x, p.y});
            ratio_lo = std::min(ratio_lo, p.y);
            ratio_hi = std::max(ratio_hi, p.y);
        }
        m_curves[i]->replace(points);
        m_resources << QString::fromStdString(c.resource);
        m_curves[i]->setName(resourceName(c.resource));
    }
    QList<QPointF> a_points;
    if (const Results* a = baselineResults();
        a != nullptr && a->ok() && !a->curves.amdahl.empty()) {
        for (const CurvePoint& p : a->curves.amdahl.front().ratio_vs_speedup) {
            a_points.append({p.x, p.y});
        }
    }
    m_baseline->replace(a_points);
    m_baseline->setVisible(!a_points.isEmpty());
    const AxisRange y = m_ratio_range.update(ratio_lo, std::min(ratio_hi, 8.0));
    applyAxisRange(m_ratio_axis, y);
    // The verdicts are the model's (plan.decides from the same re-evaluations as the bars,
    // plan.meets_deadline); the view only words them.
    const Derivation* decides = r.derivation("plan.decides");
    QString verdict = verdictText(r, "plan.decides");
    if (!verdict.isEmpty()) {
        verdict[0] = verdict[0].toUpper();
    }
    // The longest bar is the model's too (plan.longest_bar, over every bar drawn): the caption
    // names it, so "adds the most" is never said of a bar another bar outgrows.
    const Verdict* longest = findVerdict(r.verdicts, "plan.longest_bar");
    const Derivation* longest_d = r.derivation("plan.longest_bar");
    QString longest_text;
    if (longest != nullptr && longest_d != nullptr) {
        const QString choice = QString::fromStdString(longest->choice);
        const QString key = choice.section(QLatin1Char(':'), 0, 0);
        const bool half = choice.endsWith(QLatin1String(":half"));
        const ParamSpec* spec = findParam(key.toStdString());
        const QString name = spec ? QCoreApplication::translate("Param", spec->label.c_str()) : key;
        longest_text = (half ? tr("The longest bar is %1 ×½: %2 days.")
                             : tr("The longest bar is %1 ×2: %2 days."))
                           .arg(name)
                           .arg(longest_d->value, 0, 'f', 2);
    }
    m_note->setText(tr("Shares of the %1 s step: compute f = %2 %, exposed communication f = %3 %, "
                       "input wait f = %4 %. %5: made twice as slow it adds %6 days, the most of "
                       "the five resources (compute, communication, input, checkpoints, "
                       "failures). %7 The plan %8 by %9 days.")
                        .arg(r.plan.step_time_s, 0, 'f', 3)
                        .arg(100 * r.plan.amdahl[0].fraction, 0, 'f', 2)
                        .arg(100 * r.plan.amdahl[1].fraction, 0, 'f', 2)
                        .arg(100 * r.plan.amdahl[2].fraction, 0, 'f', 2)
                        .arg(verdict)
                        .arg(decides != nullptr ? decides->value : 0.0, 0, 'f', 2)
                        .arg(longest_text)
                        .arg(verdictText(r, "plan.meets_deadline"))
                        .arg(std::abs(r.plan.slack_days), 0, 'f', 2));
}

void AmdahlView::relabel() {
    // Two lines per row (the name, then the deltas) when the rows are tall enough, as in a wide
    // window where the charts stand side by side; one line when they are not (stacked charts at
    // 1366 x 768), where the category axis would otherwise drop every other label.
    const QFontMetricsF metrics(m_rows->labelsFont());
    const double pitch =
        m_labels.isEmpty() ? 0.0 : m_tornado->plotArea().height() / m_labels.size();
    const bool two_lines = pitch >= 2.4 * metrics.height();
    // Rounded to the label's 0.01 d first, so a tiny negative change reads 0.00, not -0.00.
    const auto days = [](double v) { return std::round(v * 100) / 100 + 0.0; };
    // "½" and "2" as moved; a bound's factor as a number ("×1.73": MFU capped at 100 %).
    const auto factor = [](double applied, double nominal, const QString& symbol) {
        return std::fabs(applied - nominal) <= 1e-9 * nominal ? symbol
                                                              : QLocale().toString(applied, 'f', 2);
    };
    QStringList names;
    for (const Label& l : m_labels) {
        names << (two_lines ? tr("%1<br>×%2 %3 d, ×%4 %5 d") : tr("%1: ×%2 %3 d, ×%4 %5 d"))
                     .arg(l.name, factor(l.half_factor, 0.5, QStringLiteral("½")))
                     .arg(days(l.half), 0, 'f', 2)
                     .arg(factor(l.double_factor, 2.0, QStringLiteral("2")))
                     .arg(days(l.twice), 0, 'f', 2);
    }
    if (m_rows->categories() != names) {
        m_rows->clear();
        m_rows->append(names);
    }
}

void AmdahlView::resizeEvent(QResizeEvent* event) {
    ChartPanel::resizeEvent(event);
    // After the chart has laid out its new plot area.
    QTimer::singleShot(0, this, [this] { relabel(); });
}

QString AmdahlView::noteText() const {
    return m_note->text();
}

int AmdahlView::tornadoRows() const {
    return m_half->count();
}

double AmdahlView::tornadoDelta(int row, bool doubled) const {
    return doubled ? m_double->at(row) : m_half->at(row);
}

std::optional<Derivation> AmdahlView::elementDerivation(const QString& id, const Scenario& scenario,
                                                        const Results& results) const {
    return chartElementDerivation(scenario, results, id.toStdString());
}

}  // namespace stepbudget
