#include "views/step/bucket_view.h"
#include "views/common/example_banner.h"

#include <QGraphicsObject>
#include <QGraphicsSceneHoverEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>
#include <QtCharts/QAreaSeries>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>
#include <algorithm>
#include <functional>

#include "model/base/derivation.h"
#include "model/base/units.h"
#include "model/evaluate/results.h"
#include "model/step/collectives.h"
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

// Collects rectangles of one kind in time order; one closer than `gap` to the previous one merges
// into it. With `gap` one pixel of the time axis a layer holds at most as many rectangles as the
// plot has pixels, however many windows or calls there are, and what merges could not be told
// apart on screen.
class RectRun {
public:
    RectRun(QList<QRectF>& out, double y0, double y1, double gap)
        : m_out(out), m_y0(y0), m_y1(y1), m_gap(gap) {}
    void add(double x0, double x1) {
        if (m_open && x0 - m_x1 <= m_gap) {
            m_x1 = std::max(m_x1, x1);
            return;
        }
        flush();
        m_x0 = x0;
        m_x1 = x1;
        m_open = true;
    }
    void flush() {
        if (m_open) {
            m_out.append(QRectF(QPointF(m_x0, m_y0), QPointF(m_x1, m_y1)));
        }
        m_open = false;
    }

private:
    QList<QRectF>& m_out;
    double m_y0;
    double m_y1;
    double m_gap;
    double m_x0 = 0;
    double m_x1 = 0;
    bool m_open = false;
};

// The index of the interval of `items` (sorted by start, disjoint) that holds t, or -1.
template <typename T>
int intervalAt(const std::vector<T>& items, double t) {
    const auto it = std::upper_bound(items.begin(), items.end(), t,
                                     [](double v, const T& item) { return v < item.start_s; });
    if (it == items.begin()) {
        return -1;
    }
    const auto i = static_cast<int>(std::distance(items.begin(), it)) - 1;
    return t <= items[static_cast<std::size_t>(i)].end_s ? i : -1;
}

QString ms(double seconds) {
    return QString::number(seconds * 1e3, 'f', 2);
}

}  // namespace

// Rectangles in the chart's value coordinates (ms, lanes), painted in one QPainter::drawRects call
// over the plot area; hover reports the value under the mouse to the view.
class RectLayer : public QGraphicsObject {
public:
    RectLayer(QChart* chart, QAbstractSeries* axes_of, const QColor& color, qreal z)
        : QGraphicsObject(chart), m_chart(chart), m_series(axes_of), m_color(color) {
        setZValue(z);
        setAcceptHoverEvents(true);
        connect(chart, &QChart::plotAreaChanged, this, [this] {
            prepareGeometryChange();
            update();
        });
    }
    void setRects(QList<QRectF> rects) {
        prepareGeometryChange();  // the shape follows the rectangles
        m_rects = std::move(rects);
        update();
    }
    const QList<QRectF>& rects() const { return m_rects; }
    std::function<void(const QPointF& value, bool on)> onHover;

    QRectF boundingRect() const override { return m_chart->plotArea(); }
    // Hover and clicks hit the rectangles only, so a layer does not hide the ones below it.
    QPainterPath shape() const override {
        QPainterPath path;
        for (const QRectF& r : onScreen()) {
            path.addRect(r);
        }
        return path;
    }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override {
        if (m_rects.isEmpty()) {
            return;
        }
        const QList<QRectF> px = onScreen();
        painter->save();
        painter->setClipRect(m_chart->plotArea());
        painter->setPen(Qt::NoPen);
        painter->setBrush(m_color);
        painter->drawRects(px.constData(), static_cast<int>(px.size()));
        painter->restore();
    }

protected:
    void hoverMoveEvent(QGraphicsSceneHoverEvent* event) override { hover(event->pos(), true); }
    void hoverEnterEvent(QGraphicsSceneHoverEvent* event) override { hover(event->pos(), true); }
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* event) override { hover(event->pos(), false); }

private:
    QList<QRectF> onScreen() const {
        QList<QRectF> px;
        px.reserve(m_rects.size());
        for (const QRectF& r : m_rects) {
            const QPointF a = m_chart->mapToPosition(r.topLeft(), m_series);
            const QPointF b = m_chart->mapToPosition(r.bottomRight(), m_series);
            QRectF on_screen = QRectF(a, b).normalized();
            // A call or window thinner than a pixel still shows as one pixel.
            if (on_screen.width() < 1) {
                on_screen.setWidth(1);
            }
            px.append(on_screen);
        }
        return px;
    }
    void hover(const QPointF& pos, bool on) {
        if (onHover) {
            onHover(m_chart->mapToValue(pos, m_series), on);
        }
    }
    QChart* m_chart;
    QAbstractSeries* m_series;
    QColor m_color;
    QList<QRectF> m_rects;
};

BucketView::BucketView(QWidget* parent) : ChartPanel(parent) {
    QChart* chart = newChart(tr("Gradient bucket AllReduce against the link's idle windows"));
    m_chart = chart;
    m_busy_top = new QLineSeries(this);
    m_busy_floor = new QLineSeries(this);
    QAreaSeries* busy = area(chart, m_busy_top, m_busy_floor, tr("Link busy"), QColor(0, 0, 0, 28));
    // The painted kinds keep an empty area series each for their legend entry.
    const QColor idle_color(89, 161, 79, 90);
    const QColor inside[2] = {QColor("#4e79a7"), QColor("#6f95bf")};
    const QColor after[2] = {QColor("#c62828"), QColor("#e15759")};
    area(chart, new QLineSeries(this), new QLineSeries(this), tr("Link idle"), idle_color);
    area(chart, new QLineSeries(this), new QLineSeries(this), tr("In a window"), inside[0]);
    area(chart, new QLineSeries(this), new QLineSeries(this), tr("Exposed (after the compute)"),
         after[0]);
    m_compute_end = new QLineSeries;
    m_compute_end->setName(tr("Compute ends"));
    m_compute_end->setPen(QPen(QColor("#222222"), 2, Qt::DashLine));
    chart->addSeries(m_compute_end);
    setElementDerivation(m_compute_end,
                         [](int) { return QStringLiteral("collectives.compute_end_s"); });
    setElementUnit(m_compute_end, tr("ms"));

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

    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* charts = new ReflowLayout(kChartMinWidth);
    m_view = makeChartView(chart, QStringLiteral("collectives.whole_exposed_s"));
    charts->addWidget(m_view, 5);
    auto* layout = new QVBoxLayout(this);
    m_banner = new ExampleBanner(QStringLiteral("§7.3"), QStringLiteral("collectives.source"),
                                 QStringLiteral("plan"), this);
    layout->insertWidget(0, m_banner);
    layout->addLayout(charts, 1);
    layout->addWidget(m_note);

    // Painted layers above the series (Qt Charts keeps its series items below z 20), so they
    // get the hover: the windows, then the calls; each answers from the model's timeline.
    m_windows = new RectLayer(chart, busy, idle_color, 50);
    m_windows->onHover = [this](const QPointF& at, bool on) {
        hoverLookedUp(m_view, m_windows, at, on);
    };
    setElementLookup(m_windows, [this](const QPointF& at) { return windowAt(at.x()); });
    setElementDerivation(m_windows, [](int w) {
        return QString::fromStdString(collectivesWindowId(static_cast<std::size_t>(w)));
    });
    for (int l = 0; l < 2; ++l) {
        Lane& lane = m_lanes[l];
        for (int k = 0; k < 2; ++k) {
            lane.inside[k] = new RectLayer(chart, busy, inside[k], 51);
            lane.after[k] = new RectLayer(chart, busy, after[k], 51);
            for (RectLayer* layer : {lane.inside[k], lane.after[k]}) {
                layer->onHover = [this, layer](const QPointF& at, bool on) {
                    hoverLookedUp(m_view, layer, at, on);
                };
                setElementLookup(layer, [this, l](const QPointF& at) { return callAt(l, at.x()); });
                setElementDerivation(layer, [l](int j) {
                    return QString::fromStdString(
                        collectivesCallId(l, static_cast<std::size_t>(j)));
                });
            }
        }
    }
    setElementLookup(busy, [this](const QPointF& at) -> std::optional<std::pair<int, QString>> {
        if (at.x() < 0 || at.x() > m_shown->compute_end_s * 1e3) {
            return std::nullopt;
        }
        return std::make_pair(
            0, tr("<b>Link busy</b><br>backward compute, 0–%1 ms").arg(ms(m_shown->compute_end_s)));
    });
    setElementDerivation(busy, [](int) { return QStringLiteral("collectives.compute_end_s"); });
    // The merge resolution is one pixel: a resize that changes it redraws the rectangles.
    connect(chart, &QChart::plotAreaChanged, this, [this] { redraw(); });
}

void BucketView::fillLane(Lane& lane, double y, const BucketPlan& plan, double pixel_ms) {
    QList<QRectF> inside[2];
    QList<QRectF> after[2];
    // Alternating shades keep back-to-back calls apart while each is a few pixels wide; calls
    // narrower than that go to the first shade and merge there.
    RectRun runs[2][2] = {{{inside[0], y - kHalfBar, y + kHalfBar, pixel_ms},
                           {inside[1], y - kHalfBar, y + kHalfBar, pixel_ms}},
                          {{after[0], y - kHalfBar, y + kHalfBar, pixel_ms},
                           {after[1], y - kHalfBar, y + kHalfBar, pixel_ms}}};
    for (std::size_t i = 0; i < plan.chunks.size(); ++i) {
        const BucketChunk& c = plan.chunks[i];
        const double x0 = c.start_s * 1e3;
        const double x1 = c.end_s * 1e3;
        const std::size_t shade = x1 - x0 >= 3 * pixel_ms ? i % 2 : 0;
        runs[c.window >= 0 ? 0 : 1][shade].add(x0, x1);
    }
    for (auto& kind : runs) {
        for (RectRun& run : kind) {
            run.flush();
        }
    }
    for (int k = 0; k < 2; ++k) {
        lane.inside[k]->setRects(std::move(inside[k]));
        lane.after[k]->setRects(std::move(after[k]));
    }
}

void BucketView::redraw() {
    const CollectivesResults& c = m_shown;
    const double end = std::max({c.compute_end_s, c.whole.finish_s, c.split.finish_s}) * 1e3;
    // One pixel of the time axis in ms; before the first layout, a narrow plot (merging more
    // rather than less: the layout's plotAreaChanged redraws at the true width).
    const double plot_px = m_chart->plotArea().width() > 1 ? m_chart->plotArea().width() : 600.0;
    const double pixel_ms = end > 0 ? end / plot_px : 0.0;
    if (pixel_ms == m_drawn_pixel_ms) {
        return;
    }
    m_drawn_pixel_ms = pixel_ms;
    QList<QRectF> windows;
    RectRun idle(windows, 0, 2, pixel_ms);
    for (const IdleWindow& w : c.windows) {
        idle.add(w.start_s * 1e3, w.end_s * 1e3);
    }
    idle.flush();
    m_windows->setRects(std::move(windows));
    fillLane(m_lanes[0], kLaneCentre[0], c.whole, pixel_ms);
    fillLane(m_lanes[1], kLaneCentre[1], c.split, pixel_ms);
}

void BucketView::setResults(const Scenario& scenario, const Results& r) {
    if (!r.ok()) {
        return;
    }
    m_banner->setExample(r.collectives->example);
    const CollectivesResults& c = r.collectives;
    m_shown = c;  // the timeline the hover reads (the drawing may merge what it cannot show)
    m_sub_buckets = scenario.collectives->sub_buckets;
    const double compute_end = c.compute_end_s * 1e3;
    const double end = std::max({compute_end, c.whole.finish_s * 1e3, c.split.finish_s * 1e3});
    m_busy_top->replace(QList<QPointF>{{0, 0}, {0, 2}, {compute_end, 2}, {compute_end, 0}});
    m_busy_floor->replace(QList<QPointF>{{0, 0}, {compute_end, 0}});
    m_compute_end->replace(QList<QPointF>{{compute_end, 0}, {compute_end, 2}});
    applyAxisRange(m_time_axis, m_time_range.update(0, end));
    m_drawn_pixel_ms = -1;
    redraw();

    const double sub = static_cast<double>(scenario.collectives->sub_buckets);
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

    QString note =
        tr("Ring AllReduce of %1 MiB over %2 members: each card sends %3 MiB at %4 GB/s, plus "
           "%5 ms start-up per call = %6 ms. ")
            .arg(QString::number(c.bucket_bytes / kMiB, 'g', 6), QString::number(c.members, 'g', 6),
                 QString::number(c.whole_sent_bytes / kMiB, 'g', 6),
                 QString::number(c.link_bytes_per_s / 1e9, 'g', 6), ms(c.startup_s), ms(c.whole_s));
    note += c.whole.fits_windows
                ? tr("It fits an idle window: nothing exposed.")
                : tr("No %1 ms window holds it, so it runs after the compute: %2 ms exposed.")
                      .arg(QString::number(scenario.collectives->idle_window_ms, 'g', 6),
                           ms(c.whole.exposed_s));
    note += QLatin1Char(' ');
    note += tr("Split into %1: %2 ms each, %3 ms of link time in all, %4 ms exposed.")
                .arg(QString::number(sub, 'g', 6), ms(c.split_each_s), ms(c.split_total_s),
                     ms(c.split.exposed_s));
    m_note->setText(note);
}

std::optional<std::pair<int, QString>> BucketView::windowAt(double at_ms) const {
    const int w = intervalAt(m_shown->windows, at_ms * 1e-3);
    if (w < 0) {
        return std::nullopt;
    }
    const IdleWindow& win = m_shown->windows[static_cast<std::size_t>(w)];
    return std::make_pair(w, tr("<b>Link idle</b> · window %1 of %2<br>%3–%4 ms: %5 ms")
                                 .arg(w + 1)
                                 .arg(m_shown->windows.size())
                                 .arg(ms(win.start_s), ms(win.end_s), ms(win.end_s - win.start_s)));
}

std::optional<std::pair<int, QString>> BucketView::callAt(int lane, double at_ms) const {
    const BucketPlan& plan = lane == 0 ? m_shown->whole : m_shown->split;
    const int j = intervalAt(plan.chunks, at_ms * 1e-3);
    if (j < 0) {
        return std::nullopt;
    }
    const BucketChunk& k = plan.chunks[static_cast<std::size_t>(j)];
    const QString what =
        lane == 0 ? tr("Whole bucket") : tr("Sub-bucket %1 of %2").arg(j + 1).arg(m_sub_buckets);
    const QString where = k.window >= 0 ? tr("in idle window %1").arg(k.window + 1)
                                        : tr("after the compute: exposed");
    return std::make_pair(j, tr("<b>%1</b><br>%2–%3 ms: %4 ms, %5")
                                 .arg(what, ms(k.start_s), ms(k.end_s), ms(k.duration_s), where));
}

std::optional<Derivation> BucketView::elementDerivation(const QString& id, const Scenario& scenario,
                                                        const Results& results) const {
    return collectivesElementDerivation(scenario, results.collectives, id.toStdString());
}

QList<QPair<double, double>> BucketView::calls(int lane) const {
    const Lane& l = m_lanes[lane];
    QList<QPair<double, double>> out;
    for (const RectLayer* layer : {l.inside[0], l.inside[1], l.after[0], l.after[1]}) {
        for (const QRectF& r : layer->rects()) {
            out.append({r.left(), r.right()});
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

int BucketView::largestLayerRects() const {
    auto most = m_windows->rects().size();
    for (const Lane& lane : m_lanes) {
        for (int k = 0; k < 2; ++k) {
            most = std::max({most, lane.inside[k]->rects().size(), lane.after[k]->rects().size()});
        }
    }
    return static_cast<int>(most);
}

double BucketView::plotWidth() const {
    return m_chart->plotArea().width();
}

int BucketView::drawnRects() const {
    auto n = m_windows->rects().size();
    for (const Lane& lane : m_lanes) {
        for (int k = 0; k < 2; ++k) {
            n += lane.inside[k]->rects().size() + lane.after[k]->rects().size();
        }
    }
    return static_cast<int>(n);
}

QList<QPair<double, double>> BucketView::idleWindows() const {
    QList<QPair<double, double>> out;
    for (const QRectF& r : m_windows->rects()) {
        out.append({r.left(), r.right()});
    }
    return out;
}

double BucketView::computeEndMarker() const {
    return m_compute_end->count() > 0 ? m_compute_end->at(0).x() : -1.0;
}

QString BucketView::laneLabel(int lane) const {
    return m_lane_axis->categoriesLabels().value(lane == 0 ? 1 : 0);
}

QString BucketView::noteText() const {
    return m_note->text();
}

}  // namespace stepbudget
