#include "views/common/chart_panel.h"

#include <QCursor>
#include <QEvent>
#include <QFileDialog>
#include <QLayout>
#include <QMenu>
#include <QMessageBox>
#include <QMouseEvent>
#include <QRegularExpression>
#include <QScrollArea>
#include <QToolTip>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QAbstractBarSeries>
#include <QtCharts/QAreaSeries>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QValueAxis>
#include <cmath>

#include "model/base/derivation.h"
#include "views/common/axis_range.h"
#include "views/common/chart_export.h"
#include "views/common/export_dialog.h"
#include "views/common/value_format.h"

namespace stepbudget {

ChartPanel::ChartPanel(QWidget* parent) : QWidget(parent) {}

QChartView* ChartPanel::makeChartView(QChart* chart, const QString& derivation_id) {
    auto* view = new QChartView(chart, this);
    view->setRenderHint(QPainter::Antialiasing);
    view->setProperty("derivationId", derivation_id);
    view->viewport()->installEventFilter(this);
    view->viewport()->setProperty("derivationId", derivation_id);
    view->setMinimumSize(320, 220);
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(view, &QWidget::customContextMenuRequested, this, [this, view](const QPoint& pos) {
        QMenu menu(view);
        int index = 0;
        for (int i = 0; i < m_exports.size(); ++i) {
            if (m_exports[i].chart == view) {
                index = i;
            }
        }
        menu.addAction(tr("Export chart…"), this,
                       [this, index] { exportWithDialog(this, m_exports, index); });
        menu.exec(view->mapToGlobal(pos));
    });
    // Fit titles and tick labels when the plot area or a range changes, before the next paint
    // (a grab or print right after setResults must not see the elided first layout).
    connect(chart, &QChart::plotAreaChanged, this, [chart] {
        fitAxisTitles(chart);
        fitTickLabels(chart);
    });
    for (QAbstractAxis* axis : chart->axes()) {
        if (auto* value = qobject_cast<QValueAxis*>(axis)) {
            connect(value, &QValueAxis::rangeChanged, this, [chart] { fitTickLabels(chart); });
        }
    }
    m_views.append(view);
    m_exports.append({chart->title(), view, nullptr, QSize()});
    watchElements(view);
    return view;
}

std::optional<Derivation> ChartPanel::elementDerivation(const QString&, const Scenario&,
                                                        const Results&) const {
    return std::nullopt;
}

void ChartPanel::setElementDerivation(QObject* series_or_set,
                                      std::function<QString(int index)> id_of) {
    m_element_ids.insert(series_or_set, std::move(id_of));
}

namespace {

QString axisTitle(QAbstractSeries* series, Qt::Orientation orientation) {
    for (QAbstractAxis* axis : series->attachedAxes()) {
        if (axis->orientation() == orientation &&
            qobject_cast<QBarCategoryAxis*>(axis) == nullptr) {
            static const QRegularExpression tags(QStringLiteral("<[^>]*>"));
            return QString(axis->titleText()).remove(tags);
        }
    }
    return QString();
}

QStringList categoriesOf(QAbstractSeries* series) {
    for (QAbstractAxis* axis : series->attachedAxes()) {
        if (auto* categories = qobject_cast<QBarCategoryAxis*>(axis)) {
            return categories->categories();
        }
    }
    return {};
}

// The series' name as the tooltip's first line; helper series without a name have none.
QString heading(const QString& name) {
    return name.isEmpty() ? QString() : QStringLiteral("<b>%1</b><br>").arg(name.toHtmlEscaped());
}

// "Cards: 16" or, with an explicit unit, "31.24 days".
QString valueLine(const QString& title, double value, const QString& unit) {
    const QString number = formatNumber(value, 4);
    if (!unit.isEmpty()) {
        return number + QLatin1Char(' ') + unit;
    }
    return title.isEmpty() ? number : title + QStringLiteral(": ") + number;
}

}  // namespace

int nearestIndex(QChart* chart, QXYSeries* series, const QPointF& at) {
    const QPointF target = chart->mapToPosition(at, series);
    int best = -1;
    double best_d = 0;
    for (int i = 0; i < series->count(); ++i) {
        const QPointF d = chart->mapToPosition(series->at(i), series) - target;
        const double dist = d.x() * d.x() + d.y() * d.y();
        if (best < 0 || dist < best_d) {
            best = i;
            best_d = dist;
        }
    }
    return best;
}

bool ChartPanel::lookupElement(QChartView* view, QObject* series, const QPointF& at, bool on) {
    const auto lookup = m_lookups.constFind(series);
    if (lookup == m_lookups.constEnd()) {
        return false;
    }
    const std::optional<std::pair<int, QString>> hit =
        on ? (*lookup)(at) : std::optional<std::pair<int, QString>>();
    if (hit) {
        hoverElement(view, series, hit->first, hit->second);
    } else {
        hoverElement(view, nullptr, -1, QString());
    }
    return true;
}

void ChartPanel::watchElements(QChartView* view) {
    QChart* chart = view->chart();
    for (QAbstractSeries* series : chart->series()) {
        if (series->property("hoverWatched").toBool()) {
            continue;
        }
        series->setProperty("hoverWatched", true);
        if (auto* xy = qobject_cast<QXYSeries*>(series)) {
            connect(xy, &QXYSeries::hovered, this, [this, view, xy](const QPointF& at, bool on) {
                if (lookupElement(view, xy, at, on)) {
                    return;
                }
                if (!on) {
                    hoverElement(view, nullptr, -1, QString());
                    return;
                }
                const int i = nearestIndex(view->chart(), xy, at);
                if (i < 0) {
                    return;
                }
                const QPointF p = xy->at(i);
                // Over bar categories (the usable-memory line) x is a category position, not
                // a value: only y is worth saying.
                const QString x_line =
                    categoriesOf(xy).isEmpty()
                        ? valueLine(axisTitle(xy, Qt::Horizontal), p.x(), QString()) +
                              QStringLiteral("<br>")
                        : QString();
                hoverElement(view, xy, i,
                             QStringLiteral("%1%2%3").arg(
                                 heading(xy->name()), x_line,
                                 valueLine(axisTitle(xy, Qt::Vertical), p.y(), m_units.value(xy))));
            });
        } else if (auto* area = qobject_cast<QAreaSeries*>(series)) {
            // A band of a stacked area: its own thickness (upper − lower) at the nearest x.
            connect(area, &QAreaSeries::hovered, this,
                    [this, view, area](const QPointF& at, bool on) {
                        if (lookupElement(view, area, at, on)) {
                            return;
                        }
                        QLineSeries* upper = area->upperSeries();
                        if (!on || upper == nullptr) {
                            hoverElement(view, nullptr, -1, QString());
                            return;
                        }
                        const int i = nearestIndex(view->chart(), upper, at);
                        if (i < 0) {
                            return;
                        }
                        QLineSeries* lower = area->lowerSeries();
                        const double below =
                            lower != nullptr && i < lower->count() ? lower->at(i).y() : 0.0;
                        hoverElement(
                            view, area, i,
                            QStringLiteral("%1%2<br>%3")
                                .arg(heading(area->name()),
                                     valueLine(axisTitle(area, Qt::Horizontal), upper->at(i).x(),
                                               QString()),
                                     valueLine(axisTitle(area, Qt::Vertical),
                                               upper->at(i).y() - below, m_units.value(area))));
                    });
        } else if (auto* bars = qobject_cast<QAbstractBarSeries*>(series)) {
            const bool horizontal =
                bars->type() == QAbstractSeries::SeriesTypeHorizontalBar ||
                bars->type() == QAbstractSeries::SeriesTypeHorizontalStackedBar ||
                bars->type() == QAbstractSeries::SeriesTypeHorizontalPercentBar;
            for (QBarSet* set : bars->barSets()) {
                connect(
                    set, &QBarSet::hovered, this,
                    [this, view, bars, set, horizontal](bool on, int index) {
                        if (!on) {
                            hoverElement(view, nullptr, -1, QString());
                            return;
                        }
                        if (const auto own = m_texts.constFind(set); own != m_texts.constEnd()) {
                            const QString text = (*own)(index);
                            hoverElement(view, text.isEmpty() ? nullptr : set, index, text);
                            return;
                        }
                        QString category = categoriesOf(bars).value(index);
                        static const QRegularExpression tags(QStringLiteral("<[^>]*>"));
                        category.replace(QLatin1String("<br>"), QLatin1String(" ")).remove(tags);
                        const QString unit = m_units.value(set);
                        const QString title =
                            axisTitle(bars, horizontal ? Qt::Horizontal : Qt::Vertical);
                        hoverElement(view, set, index,
                                     QStringLiteral("<b>%1</b>%2<br>%3")
                                         .arg(set->label().toHtmlEscaped(),
                                              category.isEmpty() ? QString()
                                                                 : QStringLiteral(" · ") +
                                                                       category.toHtmlEscaped(),
                                              valueLine(title, set->at(index), unit)));
                    });
            }
        }
    }
}

void ChartPanel::hoverElement(QChartView* view, QObject* element, int index, const QString& text) {
    if (element == nullptr) {
        m_hover_view = nullptr;
        m_hover_text.clear();
        m_hover_id.clear();
        QToolTip::hideText();
        return;
    }
    m_hover_view = view;
    m_hover_text = text;
    const auto id_of = m_element_ids.constFind(element);
    m_hover_id = id_of != m_element_ids.constEnd() ? (*id_of)(index) : QString();
    if (m_hover_id.isEmpty()) {
        m_hover_id = view->property("derivationId").toString();
    }
    QToolTip::showText(QCursor::pos(),
                       text + QStringLiteral("<br><i>%1</i>").arg(tr("Click for its derivation")),
                       view->viewport());
}

QWidget* ChartPanel::scrollingCharts(QLayout* charts) {
    auto* area = new QScrollArea(this);
    auto* content = new QWidget(area);
    content->setLayout(charts);
    charts->setContentsMargins(0, 0, 0, 0);
    area->setWidget(content);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return area;
}

void fitLegend(QChart* chart, double width) {
    QLegend* legend = chart->legend();
    if (!legend->isVisible()) {
        return;
    }
    // Qt Charts lays a bottom legend out in one row and elides every label to an equal share of
    // the width; a right legend stacks the entries and elides them to its width. Measure the
    // visible labels (box and spacing ~30 px each, Qt's legend marker) and take the side where
    // they fit whole: bottom while the row fits, else right while the column takes at most 45 %
    // of the chart, else bottom again (the plot area is worth more than the last letters).
    const QFontMetricsF fm(legend->font());
    double row = 0;
    double column = 0;
    for (QLegendMarker* marker : legend->markers()) {
        if (!marker->isVisible() || (marker->series() && !marker->series()->isVisible())) {
            continue;
        }
        const double w = fm.horizontalAdvance(marker->label()) + 30;
        row += w;
        column = std::max(column, w);
    }
    const double usable = width - 16;  // chart margins
    Qt::Alignment side = Qt::AlignBottom;
    if (row > usable && column <= 0.45 * usable) {
        side = Qt::AlignRight;
    }
    if (legend->alignment() != side) {
        legend->setAlignment(side);
    }
}

void fitAxisTitles(QChart* chart) {
    // Qt Charts elides an axis title longer than its axis. Shrink its font instead, down to 60 %
    // of the chart's size (still legible on a projector); the base size is kept on the axis.
    const QRectF plot = chart->plotArea();
    if (plot.isEmpty()) {
        return;
    }
    static const QRegularExpression tags(QStringLiteral("<[^>]*>"));
    for (QAbstractAxis* axis : chart->axes()) {
        if (axis->titleText().isEmpty() || !axis->isTitleVisible()) {
            continue;
        }
        if (!axis->property("baseTitlePt").isValid()) {
            axis->setProperty("baseTitlePt", axis->titleFont().pointSizeF());
        }
        const double base_pt = axis->property("baseTitlePt").toDouble();
        QFont font = axis->titleFont();
        font.setPointSizeF(base_pt);
        const QString plain = QString(axis->titleText()).remove(tags);
        // Qt keeps a few pixels of padding at both ends of the title (measured: ~20 px).
        const double needed = QFontMetricsF(font).horizontalAdvance(plain) + 24;
        const double room = axis->orientation() == Qt::Vertical ? plot.height() : plot.width();
        const double pt = std::max(0.6 * base_pt, base_pt * std::min(1.0, room / needed));
        if (std::fabs(axis->titleFont().pointSizeF() - pt) > 0.05) {
            font.setPointSizeF(pt);
            axis->setTitleFont(font);
        }
    }
}

void fitTickLabels(QChart* chart) {
    // A horizontal value axis with round ticks (applyAxisRange) elides its labels ("14…") when
    // they are wider than the gap between ticks: double the interval until they fit. Log axes
    // are thinned by their base (newCardsAxis).
    const QRectF plot = chart->plotArea();
    if (plot.isEmpty()) {
        return;
    }
    for (QAbstractAxis* a : chart->axes(Qt::Horizontal)) {
        auto* axis = qobject_cast<QValueAxis*>(a);
        if (axis == nullptr || axis->tickType() != QValueAxis::TicksDynamic ||
            !(axis->tickInterval() > 0) || !axis->labelsVisible()) {
            continue;
        }
        const QFontMetricsF fm(axis->labelsFont());
        const QByteArray format = axis->labelFormat().toLatin1();
        const double widest =
            std::max(fm.horizontalAdvance(QString::asprintf(format.constData(), axis->min())),
                     fm.horizontalAdvance(QString::asprintf(format.constData(), axis->max())));
        const double span = axis->max() - axis->min();
        double interval = axis->tickInterval();
        // Qt wants a label's width plus some padding between neighbours (measured: ~12 px).
        while (span / interval * (widest + 12) > plot.width() && interval < span) {
            interval *= 2;
        }
        if (interval != axis->tickInterval()) {
            axis->setTickInterval(interval);
        }
    }
}

bool ChartPanel::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Resize || event->type() == QEvent::Show ||
        event->type() == QEvent::Paint) {
        if (auto* view = qobject_cast<QChartView*>(watched->parent())) {
            fitLegend(view->chart(), view->width());
            fitAxisTitles(view->chart());
            fitTickLabels(view->chart());
        }
    }
    if (event->type() == QEvent::Enter) {
        if (auto* view = qobject_cast<QChartView*>(watched->parent())) {
            watchElements(view);  // series added after the view was made
        }
    }
    if (event->type() == QEvent::MouseButtonPress) {
        // The element under the mouse explains itself; elsewhere the chart's own derivation.
        const bool on_element =
            m_hover_view != nullptr && m_hover_view->viewport() == watched && !m_hover_id.isEmpty();
        const QString id = on_element ? m_hover_id : watched->property("derivationId").toString();
        if (!id.isEmpty()) {
            emit derivationRequested(id);
        }
    }
    return QWidget::eventFilter(watched, event);
}

QChart* newChart(const QString& title) {
    auto* chart = new QChart;
    chart->setTitle(title);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setBackgroundRoundness(0);
    return chart;
}

QLineSeries* ChartPanel::addResultLine(QChart* chart, const QString& name,
                                       ResultLinePoints points) {
    auto* series = new QLineSeries;  // the chart owns it
    series->setName(name);
    chart->addSeries(series);
    for (QAbstractAxis* axis : chart->axes()) {
        series->attachAxis(axis);
    }
    m_result_lines.append({series, std::move(points)});
    return series;
}

void ChartPanel::refillResultLines(const Scenario& scenario, const Results& results) {
    for (const auto& [series, points] : m_result_lines) {
        series->replace(points(scenario, results));
    }
}

QLineSeries* addBaselineSeries(QChart* chart, const QString& name) {
    auto* series = new QLineSeries;
    series->setName(name);
    series->setPen(QPen(QColor(120, 120, 120, 170), 2, Qt::DashDotLine));
    chart->addSeries(series);
    for (QAbstractAxis* axis : chart->axes()) {
        series->attachAxis(axis);
    }
    return series;
}

QLogValueAxis* newCardsAxis(const QString& title) {
    auto* axis = new QLogValueAxis;
    axis->setBase(2);
    axis->setLabelFormat(QStringLiteral("%.0f"));
    axis->setTitleText(title);
    // A tick per power of two crowds a wide range (1 … 65536 is 17 labels, elided to "16…" in
    // a narrow chart): widen the base to 4, 8 or 16 so at most six labels show.
    QObject::connect(axis, &QLogValueAxis::rangeChanged, axis, [axis](qreal lo, qreal hi) {
        if (!(lo > 0) || !(hi > lo)) {
            return;
        }
        const double octaves = std::log2(hi / lo);
        double base = 2;
        while (octaves / std::log2(base) > 6 && base < 1024) {
            base *= 2;
        }
        if (axis->base() != base) {
            axis->setBase(base);
        }
    });
    return axis;
}

QAreaSeries* stackedBand(QLineSeries* upper, QLineSeries* lower, const QString& name,
                         const QColor& color) {
    auto* band = new QAreaSeries(upper, lower);
    band->setName(name);
    QColor fill = color;
    fill.setAlpha(170);  // the band's edge line stays opaque, so stacked bands read apart
    band->setBrush(fill);
    band->setPen(QPen(color.darker(120), 1));
    return band;
}

void applyAxisRange(QValueAxis* axis, const AxisRange& range) {
    // Dynamic ticks are laid out on every change: a range that grows by decades under the old,
    // small interval would create billions of tick items (the app froze when a slider jumped
    // to its end; tst_extremes). Widen the interval before the range, narrow it after.
    const bool wider = range.step >= axis->tickInterval();
    if (wider) {
        axis->setTickInterval(range.step);
    }
    axis->setRange(range.lo, range.hi);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0.0);
    axis->setTickInterval(range.step);
    // Enough decimals for the step: 2.5 needs one, 0.25 two.
    int decimals = 0;
    for (double s = range.step; decimals < 4 && std::fabs(s - std::round(s)) > 1e-9; s *= 10) {
        ++decimals;
    }
    axis->setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
}

}  // namespace stepbudget
