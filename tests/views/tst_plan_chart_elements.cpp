// The Amdahl, Scaling and RL charts' elements answer for themselves, driven through the mouse
// offscreen: hovering a tornado bar, an Amdahl or scaling point, an RL stage bar, a point of the
// async curve or a hand-off bar names it with its value and unit, and clicking it shows its own
// derivation (model/evaluate/chart_elements.h) with the number the chart drew.
#include <QStandardPaths>
#include <QTest>
#include <QtCharts/QAbstractBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>

#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "design_window.h"
#include "fuzzy.h"
#include "model/base/units.h"
#include "model/evaluate/chart_elements.h"
#include "model/evaluate/results.h"
#include "views/common/derivation_panel.h"
#include "views/common/value_format.h"
#include "views/rl/rl_view.h"
#include "views/step/amdahl_view.h"
#include "views/step/scaling_view.h"
#include "views/step/waterfall_view.h"

using namespace stepbudget;

class TestPlanChartElements : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void tornadoBar_data();
    void tornadoBar();
    void amdahlPoint();
    void scalingPointAndRow_data();
    void scalingPointAndRow();
    void rlStageBar();
    void rlRatioPoint();
    void rlHandoffBar();
    void waterfallLossBar();

private:
    static void hover(QChartView* view, const QPointF& scene_pos) {
        QTest::mouseMove(view->viewport(), QPoint(2, 2));
        QTest::qWait(20);
        QTest::mouseMove(view->viewport(), view->mapFromScene(scene_pos));
        QTest::qWait(20);
    }
    // Clicks where the mouse is and returns the derivation id and text the panel then shows.
    QString clickHere(QChartView* view) {
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                          view->viewport()->mapFromGlobal(QCursor::pos()));
        return m_window->derivations()->currentId();
    }
    // Hovers bar `index` of `set` (of bar series `bars`) at its middle, trying the offsets a
    // grouped series gives its sets; true once the panel's hover names `want`.
    bool hoverBar(ChartPanel* panel, QChartView* view, QAbstractBarSeries* bars, QBarSet* set,
                  int index, bool horizontal, const QString& want) {
        for (const double offset : {0.0, -0.2, 0.2, -0.1, 0.1}) {
            const double value = set->at(index) / 2;
            const QPointF at =
                horizontal ? QPointF(value, index + offset) : QPointF(index + offset, value);
            hover(view, view->chart()->mapToPosition(at, bars));
            if (panel->hoverDerivationId() == want) {
                return true;
            }
        }
        return false;
    }
    Controller* m_controller = nullptr;
    MainWindow* m_window = nullptr;
};

void TestPlanChartElements::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    m_controller = new Controller;
    m_window = test::openDesignCaseWindow(m_controller);
    QVERIFY(m_window != nullptr);
}

void TestPlanChartElements::cleanupTestCase() {
    delete m_window;
    delete m_controller;
}

void TestPlanChartElements::tornadoBar_data() {
    QTest::addColumn<int>("row");
    QTest::addColumn<bool>("doubled");
    QTest::newRow("MFU halved") << 0 << false;
    QTest::newRow("MFU doubled") << 0 << true;
    QTest::newRow("cards halved") << 1 << false;
}

void TestPlanChartElements::tornadoBar() {
    QFETCH(int, row);
    QFETCH(bool, doubled);
    m_window->showView(QStringLiteral("amdahl"));
    auto* amdahl = m_window->view<AmdahlView>();
    QChartView* view = amdahl->chartViews().front();
    QCoreApplication::processEvents();
    auto* bars = qobject_cast<QAbstractBarSeries*>(view->chart()->series().front());
    QVERIFY(bars != nullptr);
    QBarSet* set = bars->barSets()[doubled ? 1 : 0];
    const TornadoItem& t = m_controller->results().plan.tornado[static_cast<std::size_t>(row)];
    const QString id = QString::fromStdString(tornadoBarId(t.key, doubled));
    QVERIFY2(hoverBar(amdahl, view, bars, set, row, true, id), qPrintable(amdahl->hoverText()));
    const double delta = set->at(row);
    QVERIFY2(amdahl->hoverText().contains(formatNumber(delta, 4)), qPrintable(amdahl->hoverText()));
    QVERIFY2(amdahl->hoverText().contains(AmdahlView::tr("days")), qPrintable(amdahl->hoverText()));
    QCOMPARE(clickHere(view), id);
    const auto d =
        chartElementDerivation(m_controller->scenario(), m_controller->results(), id.toStdString());
    QVERIFY(d.has_value());
    SB_COMPARE_REL(d->value, delta, 1e-9);
    QVERIFY(m_window->derivations()->text().contains(QString::fromStdString(d->substituted)));
}

void TestPlanChartElements::amdahlPoint() {
    m_window->showView(QStringLiteral("amdahl"));
    auto* amdahl = m_window->view<AmdahlView>();
    QChartView* view = amdahl->chartViews()[1];
    QCoreApplication::processEvents();
    QLineSeries* compute = nullptr;
    for (QAbstractSeries* s : view->chart()->series()) {
        if (auto* line = qobject_cast<QLineSeries*>(s); line && line->count() > 8) {
            compute = line;  // the first curve: compute
            break;
        }
    }
    QVERIFY(compute != nullptr);
    const int index = compute->count() / 4;  // r < 1: the curve climbs steeply, points apart
    const QPointF point = compute->at(index);
    hover(view, view->chart()->mapToPosition(point, compute));
    QVERIFY2(amdahl->hoverText().contains(formatNumber(point.y(), 4)),
             qPrintable(amdahl->hoverText()));
    const QString id = clickHere(view);
    QVERIFY2(id.startsWith(QStringLiteral("plan.amdahl_curve.compute.")), qPrintable(id));
    const auto d =
        chartElementDerivation(m_controller->scenario(), m_controller->results(), id.toStdString());
    QVERIFY(d.has_value());
    SB_COMPARE_REL(d->value, point.y(), 1e-9);
}

void TestPlanChartElements::scalingPointAndRow_data() {
    QTest::addColumn<bool>("row_marker");
    QTest::newRow("weak curve point") << false;
    QTest::newRow("weak table row marker") << true;
}

void TestPlanChartElements::scalingPointAndRow() {
    QFETCH(bool, row_marker);
    m_window->showView(QStringLiteral("scaling"));
    auto* scaling = m_window->view<ScalingView>();
    QChartView* view = scaling->chartViews().front();
    QCoreApplication::processEvents();
    // Series order: weak, strong, weak rows, strong rows (scaling_view.cpp).
    auto* series = qobject_cast<QXYSeries*>(view->chart()->series()[row_marker ? 2 : 0]);
    QVERIFY(series != nullptr);
    // Off the table rows (x 1, 2, 4, 8, 32 sit on curve points 0, 5, 10, 15, 25).
    const int index = row_marker ? 2 : 13;
    const QPointF point = series->at(index);
    hover(view, view->chart()->mapToPosition(point, series));
    const QString text = scaling->hoverText();
    QVERIFY2(text.contains(formatNumber(point.y(), 4)), qPrintable(text));
    QVERIFY2(text.contains(ScalingView::tr("days")), qPrintable(text));
    const QString want = QString::fromStdString(row_marker ? scalingRowId(true, index)
                                                           : scalingPointId(true, index));
    QCOMPARE(clickHere(view), want);
    const auto d = chartElementDerivation(m_controller->scenario(), m_controller->results(),
                                          want.toStdString());
    QVERIFY(d.has_value());
    SB_COMPARE_REL(d->value, point.y(), 1e-9);
    QVERIFY(m_window->derivations()->text().contains(QString::number(d->value, 'f', 3)));
}

void TestPlanChartElements::rlStageBar() {
    m_window->showView(QStringLiteral("rl"));
    auto* rl = m_window->view<RlView>();
    QChartView* view = rl->chartViews().front();
    QCoreApplication::processEvents();
    auto* bars = qobject_cast<QAbstractBarSeries*>(view->chart()->series().front());
    QVERIFY(bars != nullptr);
    for (const bool delivered : {false, true}) {
        QBarSet* set = bars->barSets()[delivered ? 1 : 0];
        const QString id = QString::fromStdString(rlStageId(1, delivered));
        QVERIFY2(hoverBar(rl, view, bars, set, 1, false, id), qPrintable(rl->hoverText()));
        QVERIFY2(rl->hoverText().contains(formatNumber(set->at(1), 4)),
                 qPrintable(rl->hoverText()));
        QCOMPARE(clickHere(view), id);
        const auto d = chartElementDerivation(m_controller->scenario(), m_controller->results(),
                                              id.toStdString());
        QVERIFY(d.has_value());
        SB_COMPARE_REL(d->value, set->at(1), 1e-9);
    }
}

void TestPlanChartElements::rlRatioPoint() {
    m_window->showView(QStringLiteral("rl"));
    auto* rl = m_window->view<RlView>();
    QChartView* view = rl->chartViews()[1];
    QCoreApplication::processEvents();
    auto* ratio = qobject_cast<QLineSeries*>(view->chart()->series().front());
    QVERIFY(ratio != nullptr && ratio->count() > 10);
    const int index = ratio->count() - 5;
    const QPointF point = ratio->at(index);
    hover(view, view->chart()->mapToPosition(point, ratio));
    QVERIFY2(rl->hoverText().contains(formatNumber(point.y(), 4)), qPrintable(rl->hoverText()));
    const QString id = clickHere(view);
    QVERIFY2(id.startsWith(QStringLiteral("rl.async_ratio_curve.")), qPrintable(id));
    const auto d =
        chartElementDerivation(m_controller->scenario(), m_controller->results(), id.toStdString());
    QVERIFY(d.has_value());
    SB_COMPARE_REL(d->value, point.y(), 1e-9);
}

void TestPlanChartElements::rlHandoffBar() {
    m_window->showView(QStringLiteral("rl"));
    auto* rl = m_window->view<RlView>();
    QChartView* view = rl->chartViews()[2];
    QCoreApplication::processEvents();
    QAbstractBarSeries* bars = nullptr;
    for (QAbstractSeries* s : view->chart()->series()) {
        bars = bars != nullptr ? bars : qobject_cast<QAbstractBarSeries*>(s);
    }
    QVERIFY(bars != nullptr);
    // The top bar is the restore-first ordering's first step; step 2 (index 1) goes over the card.
    const int n = rl->handoffRows();
    QBarSet* restore = bars->barSets()[0];
    const int bar = n - 1 - 1;
    const QString id = QString::fromStdString(rlHandoffId(true, 1));
    QVERIFY2(hoverBar(rl, view, bars, restore, bar, true, id), qPrintable(rl->hoverText()));
    QVERIFY2(rl->hoverText().contains(formatNumber(restore->at(bar), 4)),
             qPrintable(rl->hoverText()));
    QVERIFY2(rl->hoverText().contains(QStringLiteral("GiB")), qPrintable(rl->hoverText()));
    QCOMPARE(clickHere(view), id);
    const auto d =
        chartElementDerivation(m_controller->scenario(), m_controller->results(), id.toStdString());
    QVERIFY(d.has_value());
    SB_COMPARE_REL(d->value / units::kGiB, restore->at(bar), 1e-9);
    // The bar is red because the model says it is over the card, and the panel says so.
    QVERIFY(restore->isBarSelected(bar));
    QVERIFY2(m_window->derivations()->text().contains(QStringLiteral("over the card")),
             qPrintable(m_window->derivations()->text()));
}

// The MFU waterfall's loss bars float on an invisible base: hovering a loss and clicking it
// shows that loss's derivation, not the chart's achieved MFU.
void TestPlanChartElements::waterfallLossBar() {
    m_window->showView(QStringLiteral("waterfall"));
    auto* waterfall = m_window->view<WaterfallView>();
    QChartView* view = waterfall->chartViews().front();
    QCoreApplication::processEvents();
    auto* bars = qobject_cast<QAbstractBarSeries*>(view->chart()->series().front());
    // base, loss, gain (a bar that raises the MFU: typed FP8) and level
    QVERIFY(bars != nullptr && bars->barSets().size() == 4);
    QBarSet* base = bars->barSets()[0];
    QBarSet* loss = bars->barSets()[1];
    int category = -1;  // the largest loss: tall enough to point at
    for (int i = 0; i < loss->count(); ++i) {
        if (category < 0 || loss->at(i) > loss->at(category)) {
            category = i;
        }
    }
    QVERIFY(category > 0 && loss->at(category) > 1);
    const QPointF middle(base->at(category) + loss->at(category) / 2, category);
    hover(view, view->chart()->mapToPosition(middle, bars));
    const QString want = waterfall->derivationAt(category);
    QVERIFY2(want.startsWith(QStringLiteral("waterfall.")), qPrintable(want));
    QVERIFY2(waterfall->hoverText().contains(formatNumber(loss->at(category), 4)),
             qPrintable(waterfall->hoverText()));
    QCOMPARE(clickHere(view), want);
}

QTEST_MAIN(TestPlanChartElements)
#include "tst_plan_chart_elements.moc"
