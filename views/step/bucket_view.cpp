#include "views/step/bucket_view.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>
#include <QtCharts/QAreaSeries>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>
#include <algorithm>

#include "model/base/units.h"
#include "model/evaluate/results.h"
#include "views/common/reflow_layout.h"

namespace stepbudget {

using units::kMiB;

namespace {

// Lanes on the category axis: the whole bucket on top, the split one below; each call is a bar
// of this height centred in its lane.
constexpr double kLaneCentre[2] = {1.5, 0.5};
constexpr double kHalfBar = 0.28;

QAreaSeries* area(QChart* chart, QLineSeries* upper, QLineSeries* lower, const QString& name,
                  const QColor& color) {
    auto* a = new QAreaSeries(upper, lower);
    a->setName(name);
    a->setBrush(color);
    a->setPen(Qt::NoPen);
    chart->addSeries(a);
    return a;
}

// Rectangles from y0 to y1 as the top edge of an area whose floor is y0.
void appendRect(QList<QPointF>& top, double x0, double x1, double y0, double y1) {
    top.append({x0, y0});
    top.append({x0, y1});
    top.append({x1, y1});
    top.append({x1, y0});
}

// Reads appendRect's rectangles back: (x0, x1) of each group of four points.
QList<QPair<double, double>> rects(const QLineSeries* series) {
    QList<QPair<double, double>> out;
    for (int i = 0; i + 3 < series->count(); i += 4) {
        out.append({series->at(i).x(), series->at(i + 2).x()});
    }
    return out;
}

QString ms(double seconds) {
    return QString::number(seconds * 1e3, 'f', 2);
}

}  // namespace

BucketView::BucketView(QWidget* parent) : ChartPanel(parent) {
    QChart* chart = newChart(tr("Gradient bucket AllReduce against the link's idle windows"));
    m_busy_top = new QLineSeries(this);
    m_busy_floor = new QLineSeries(this);
    m_windows_top = new QLineSeries(this);
    m_windows_floor = new QLineSeries(this);
    area(chart, m_busy_top, m_busy_floor, tr("Link busy"), QColor(0, 0, 0, 28));
    area(chart, m_windows_top, m_windows_floor, tr("Link idle"), QColor(89, 161, 79, 90));
    const QColor inside[2] = {QColor("#4e79a7"), QColor("#6f95bf")};
    const QColor after[2] = {QColor("#c62828"), QColor("#e15759")};
    for (Lane& lane : m_lanes) {
        lane.floor = new QLineSeries(this);
        for (int k = 0; k < 2; ++k) {
            lane.inside[k] = new QLineSeries(this);
            lane.after[k] = new QLineSeries(this);
        }
    }
    // One legend entry per meaning: the second shade of each pair hides its marker.
    for (int k = 0; k < 2; ++k) {
        for (Lane& lane : m_lanes) {
            QAreaSeries* in = area(chart, lane.inside[k], lane.floor, tr("In a window"), inside[k]);
            QAreaSeries* out =
                area(chart, lane.after[k], lane.floor, tr("Exposed (after the compute)"), after[k]);
            if (k == 1 || &lane != &m_lanes[0]) {
                chart->legend()->markers(in).front()->setVisible(false);
                chart->legend()->markers(out).front()->setVisible(false);
            }
        }
    }
    m_compute_end = new QLineSeries;
    m_compute_end->setName(tr("Compute ends"));
    m_compute_end->setPen(QPen(QColor("#222222"), 2, Qt::DashLine));
    chart->addSeries(m_compute_end);

    m_time_axis = new QValueAxis;
    m_time_axis->setTitleText(tr("Time from the first window (ms)"));
    m_lane_axis = new QCategoryAxis;
    m_lane_axis->setRange(0, 2);
    m_lane_axis->setStartValue(0);
    m_lane_axis->append(QStringLiteral("split"), 1);
    m_lane_axis->append(QStringLiteral("whole"), 2);
    m_lane_axis->setGridLineVisible(false);
    chart->addAxis(m_time_axis, Qt::AlignBottom);
    chart->addAxis(m_lane_axis, Qt::AlignLeft);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(m_time_axis);
        s->attachAxis(m_lane_axis);
    }

    // §7.1: the same answers averaged three ways; only the token mean is the loss's gradient.
    QChart* means = newChart(tr("Loss gradient: three ways to average"));
    auto* mean_series = new QBarSeries;
    m_means = new QBarSet(tr("dL/dθ"));
    m_means->setColor(QColor("#4e79a7"));
    m_means->setSelectedColor(QColor("#c62828"));
    m_means->setLabelColor(QColor("#222222"));
    for (int i = 0; i < 3; ++i) {
        m_means->append(0.0);
    }
    m_means->selectBar(2);  // dividing by the answer count twice is the bug the book warns of
    mean_series->append(m_means);
    mean_series->setLabelsVisible(true);
    mean_series->setLabelsFormat(QStringLiteral("@value"));
    mean_series->setLabelsPrecision(4);
    mean_series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    means->addSeries(mean_series);
    auto* ways = new QBarCategoryAxis;
    ways->setTruncateLabels(false);
    ways->append({tr("Token<br>mean"), tr("Per-answer<br>mean"), tr("Divided<br>twice")});
    means->addAxis(ways, Qt::AlignBottom);
    mean_series->attachAxis(ways);
    m_mean_axis = new QValueAxis;
    m_mean_axis->setTitleText(tr("Gradient"));
    means->addAxis(m_mean_axis, Qt::AlignLeft);
    mean_series->attachAxis(m_mean_axis);
    means->legend()->hide();

    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* charts = new ReflowLayout(kChartMinWidth);
    charts->addWidget(makeChartView(chart, QStringLiteral("collectives.whole_exposed_s")), 5);
    QChartView* means_view = makeChartView(means, QStringLiteral("collectives.token_mean_grad"));
    means_view->setMinimumWidth(220);  // three short bars; the timeline needs the width
    charts->addWidget(means_view, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(charts, 1);
    layout->addWidget(m_note);
}

void BucketView::fillLane(Lane& lane, double y, const BucketPlan& plan) {
    QList<QPointF> inside[2];
    QList<QPointF> after[2];
    double end = 0;
    for (std::size_t i = 0; i < plan.chunks.size(); ++i) {
        const BucketChunk& c = plan.chunks[i];
        const double x0 = c.start_s * 1e3;
        const double x1 = c.end_s * 1e3;
        appendRect(c.window >= 0 ? inside[i % 2] : after[i % 2], x0, x1, y - kHalfBar,
                   y + kHalfBar);
        end = std::max(end, x1);
    }
    for (int k = 0; k < 2; ++k) {
        lane.inside[k]->replace(inside[k]);
        lane.after[k]->replace(after[k]);
    }
    lane.floor->replace(QList<QPointF>{{0, y - kHalfBar}, {end, y - kHalfBar}});
}

void BucketView::setResults(const Scenario& scenario, const Results& r) {
    if (!r.ok()) {
        return;
    }
    const CollectivesResults& c = r.collectives;
    QList<QPointF> windows;
    for (const IdleWindow& w : c.windows) {
        appendRect(windows, w.start_s * 1e3, w.end_s * 1e3, 0, 2);
    }
    const double compute_end = c.compute_end_s * 1e3;
    m_windows_top->replace(windows);
    m_windows_floor->replace(QList<QPointF>{{0, 0}, {compute_end, 0}});
    m_busy_top->replace(QList<QPointF>{{0, 0}, {0, 2}, {compute_end, 2}, {compute_end, 0}});
    m_busy_floor->replace(QList<QPointF>{{0, 0}, {compute_end, 0}});
    fillLane(m_lanes[0], kLaneCentre[0], c.whole);
    fillLane(m_lanes[1], kLaneCentre[1], c.split);
    m_compute_end->replace(QList<QPointF>{{compute_end, 0}, {compute_end, 2}});
    const double end = std::max({compute_end, c.whole.finish_s * 1e3, c.split.finish_s * 1e3});
    applyAxisRange(m_time_axis, m_time_range.update(0, end));

    const double sub = static_cast<double>(scenario.collectives.sub_buckets);
    const QString whole_label = tr("Whole: %1 MiB<br>%2 ms, %3 ms exposed")
                                    .arg(QString::number(c.bucket_bytes / kMiB, 'g', 6),
                                         ms(c.whole_s), ms(c.whole.exposed_s));
    const QString split_label =
        tr("Split: %1 × %2 MiB<br>%3 ms each, %4 ms exposed")
            .arg(QString::number(sub, 'g', 6), QString::number(c.bucket_bytes / sub / kMiB, 'g', 6),
                 ms(c.split_each_s), ms(c.split.exposed_s));
    const QStringList labels = m_lane_axis->categoriesLabels();
    if (labels.size() != 2 || labels[0] != split_label || labels[1] != whole_label) {
        m_lane_axis->replaceLabel(labels.value(0), split_label);
        m_lane_axis->replaceLabel(labels.value(1), whole_label);
    }

    const GradientMeans& g = c.means;
    const double means[3] = {g.token_mean, g.sample_mean, g.double_divided};
    double lo = 0;
    double hi = 0;
    for (int i = 0; i < 3; ++i) {
        m_means->replace(i, means[i]);
        lo = std::min(lo, means[i]);
        hi = std::max(hi, means[i]);
    }
    // Headroom for the value labels above the bars.
    applyAxisRange(m_mean_axis, m_mean_range.update(lo * 1.15, hi * 1.15));

    const ScalingResults& s = r.scaling;
    QString note =
        tr("Ring AllReduce of %1 MiB over %2 members: each card sends %3 MiB at %4 GB/s, plus "
           "%5 ms start-up per call = %6 ms. ")
            .arg(QString::number(c.bucket_bytes / kMiB, 'g', 6), QString::number(c.members, 'g', 6),
                 QString::number(c.whole_sent_bytes / kMiB, 'g', 6),
                 QString::number(c.link_bytes_per_s / 1e9, 'g', 6), ms(c.startup_s), ms(c.whole_s));
    note += c.whole.fits_windows
                ? tr("It fits an idle window: nothing exposed.")
                : tr("No %1 ms window holds it, so it runs after the compute: %2 ms exposed.")
                      .arg(QString::number(scenario.collectives.idle_window_ms, 'g', 6),
                           ms(c.whole.exposed_s));
    note += QLatin1Char(' ');
    note += tr("Split into %1: %2 ms each, %3 ms of link time in all, %4 ms exposed.")
                .arg(QString::number(sub, 'g', 6), ms(c.split_each_s), ms(c.split_total_s),
                     ms(c.split.exposed_s));
    note += QStringLiteral("<br>") +
            tr("Overlap on a busy link: a %1 ms reduction behind %2 ms of compute on a link "
               "booked until %3 ms runs %4–%5 ms, %6 ms exposed.")
                .arg(QString::number(scenario.collectives.reduce_ms, 'g', 6),
                     QString::number(scenario.collectives.compute_ms, 'g', 6),
                     QString::number(scenario.collectives.link_busy_ms, 'g', 6),
                     ms(c.overlap.start_s), ms(c.overlap.end_s), ms(c.overlap.exposed_s));
    note +=
        QStringLiteral("<br>") +
        tr("Scaling efficiency (MegaScale pair, fixed global batch): %1 → %2 cards, step "
           "%3 s → %4 s; ideal %5 s, speed-up %6×, efficiency %7 %, %8 s extra per step.")
            .arg(QLocale().toString(s.base_cards, 'f', 0),
                 QLocale().toString(s.scaled_cards, 'f', 0), QString::number(s.base_step_s, 'g', 6),
                 QString::number(s.scaled_step_s, 'g', 6), QString::number(s.ideal_step_s, 'f', 3),
                 QString::number(s.speedup, 'f', 2))
            .arg(100 * s.efficiency, 0, 'f', 1)
            .arg(s.extra_s, 0, 'f', 3);
    m_note->setText(note);
}

QList<QPair<double, double>> BucketView::calls(int lane) const {
    const Lane& l = m_lanes[lane];
    QList<QPair<double, double>> out;
    for (const QLineSeries* s : {l.inside[0], l.inside[1], l.after[0], l.after[1]}) {
        out += rects(s);
    }
    std::sort(out.begin(), out.end());
    return out;
}

QList<QPair<double, double>> BucketView::idleWindows() const {
    return rects(m_windows_top);
}

double BucketView::computeEndMarker() const {
    return m_compute_end->count() > 0 ? m_compute_end->at(0).x() : -1.0;
}

QString BucketView::laneLabel(int lane) const {
    return m_lane_axis->categoriesLabels().value(lane == 0 ? 1 : 0);
}

double BucketView::gradientMean(int way) const {
    return m_means->at(way);
}

QString BucketView::noteText() const {
    return m_note->text();
}

}  // namespace stepbudget
