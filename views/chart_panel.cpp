#include "views/chart_panel.h"

#include <QEvent>
#include <cmath>
#include <QMouseEvent>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QValueAxis>

#include "views/axis_range.h"

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
    m_views.append(view);
    return view;
}

bool ChartPanel::eventFilter(QObject* watched, QEvent* event) {
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

void applyAxisRange(QValueAxis* axis, const AxisRange& range) {
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
