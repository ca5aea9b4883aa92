#include "views/common/chart_panel.h"

#include <QEvent>
#include <QFileDialog>
#include <QLayout>
#include <QMenu>
#include <QMessageBox>
#include <QMouseEvent>
#include <QRegularExpression>
#include <QScrollArea>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QAreaSeries>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QValueAxis>
#include <cmath>

#include "views/common/axis_range.h"
#include "views/common/chart_export.h"

namespace stepbudget {

ChartPanel::ChartPanel(QWidget* parent) : QWidget(parent) {}

QChartView* ChartPanel::makeChartView(QChart* chart, const QString& derivation_id) {
    auto* view = new QChartView(chart, this);
    view->setRenderHint(QPainter::Antialiasing);
    view->setProperty("derivationId", derivation_id);
    view->setToolTip(tr("Click to show the derivation"));
    view->viewport()->installEventFilter(this);
    view->viewport()->setProperty("derivationId", derivation_id);
    view->setMinimumSize(320, 220);
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(view, &QWidget::customContextMenuRequested, this, [this, view](const QPoint& pos) {
        QMenu menu(view);
        const std::pair<QString, QString> formats[] = {
            {tr("Export chart as PNG…"), QStringLiteral("png")},
            {tr("Export chart as PNG at 2×…"), QStringLiteral("png2")},
            {tr("Export chart as SVG…"), QStringLiteral("svg")},
            {tr("Export chart as PDF…"), QStringLiteral("pdf")},
            {tr("Export data as CSV…"), QStringLiteral("csv")}};
        for (const auto& [label, format] : formats) {
            menu.addAction(label, this, [this, view, f = format] { exportWithDialog(view, f); });
        }
        menu.exec(view->mapToGlobal(pos));
    });
    m_views.append(view);
    return view;
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

void ChartPanel::exportWithDialog(QChartView* view, const QString& format) {
    const bool twice = format == QLatin1String("png2");
    const QString suffix = twice ? QStringLiteral("png") : format;
    QString name = view->chart()->title().toLower();
    name.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export chart"), name + QLatin1Char('.') + suffix,
                                     QStringLiteral("%1 (*.%2)").arg(suffix.toUpper(), suffix));
    if (path.isEmpty()) {
        return;
    }
    QString error;
    if (!exportChart(view, path, twice ? 2.0 : 1.0, &error)) {
        QMessageBox::warning(this, tr("Export failed"), error);
    }
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

bool ChartPanel::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Resize || event->type() == QEvent::Show ||
        event->type() == QEvent::Paint) {
        if (auto* view = qobject_cast<QChartView*>(watched->parent())) {
            fitLegend(view->chart(), view->width());
            fitAxisTitles(view->chart());
        }
    }
    if (event->type() == QEvent::MouseButtonPress) {
        const QString id = watched->property("derivationId").toString();
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
