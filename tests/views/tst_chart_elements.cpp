// Chart elements answer for themselves, driven through the mouse offscreen: hovering a segment
// of the memory bars or a point of the Plan curve names it with its value and unit, and clicking
// it shows its own derivation (the ZeRO-1 Adam m segment explains ZeRO-1's Adam m bytes; a curve
// point explains the finish date at its card count), with the numbers the chart drew.
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QtCharts/QAbstractSeries>
#include <QtCharts/QAreaSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QHorizontalStackedBarSeries>
#include <QtCharts/QLineSeries>
#include <QtCharts/QStackedBarSeries>

#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "design_window.h"
#include "fuzzy.h"
#include "model/base/units.h"
#include "model/evaluate/cards_point.h"
#include "model/evaluate/results.h"
#include "model/memory/activation.h"
#include "model/memory/stack_derivations.h"
#include "model/moe/moe.h"
#include "model/step/collectives.h"
#include "views/common/derivation_panel.h"
#include "views/common/value_format.h"
#include "views/memory/activation_view.h"
#include "views/memory/memory_view.h"
#include "views/moe/moe_view.h"
#include "views/step/bucket_view.h"
#include "views/step/plan_view.h"

using namespace stepbudget;

class TestChartElements : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void memorySegment_data();
    void memorySegment();
    void planPoint();
    void backgroundKeepsTheChartDerivation();
    void everyCurveAnswersAHover();
    void activationTermBar();
    void activationModeBar();
    void bucketCallsAndWindows_data();
    void bucketCallsAndWindows();
    void moeCurvePointAndBand();

private:
    Controller* m_controller = nullptr;
    MainWindow* m_window = nullptr;
};

void TestChartElements::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    m_controller = new Controller;
    m_window = test::openDesignCaseWindow(m_controller);
    QVERIFY(m_window != nullptr);
}

void TestChartElements::cleanupTestCase() {
    delete m_window;
    delete m_controller;
}

void TestChartElements::memorySegment_data() {
    QTest::addColumn<int>("stage");
    QTest::addColumn<int>("part");
    QTest::addColumn<QString>("name");
    QTest::newRow("ZeRO-0 Adam m") << 0 << 3 << "Adam m";
    QTest::newRow("ZeRO-1 weights") << 1 << 0 << "Weights";
    QTest::newRow("ZeRO-2 weights") << 2 << 0 << "Weights";
    QTest::newRow("ZeRO-0 FP32 master") << 0 << 2 << "FP32 master";
    QTest::newRow("ZeRO-3 activations") << 3 << 5 << "Activations";
}

void TestChartElements::memorySegment() {
    QFETCH(int, stage);
    QFETCH(int, part);
    QFETCH(QString, name);
    m_window->showView(QStringLiteral("memory"));
    auto* memory = m_window->view<MemoryView>();
    QChartView* view = memory->chartViews().front();
    QCoreApplication::processEvents();
    auto* series = qobject_cast<QStackedBarSeries*>(view->chart()->series().front());
    QVERIFY(series != nullptr);
    // The segment's middle: the sets below it plus half of it, at the stage's category.
    double below = 0;
    for (int i = 0; i < part; ++i) {
        below += series->barSets()[i]->at(stage);
    }
    const double height = series->barSets()[part]->at(stage);
    const QPointF top = view->chart()->mapToPosition(QPointF(stage, below + height), series);
    const QPointF bottom = view->chart()->mapToPosition(QPointF(stage, below), series);
    QVERIFY2(bottom.y() - top.y() > 8, "the segment is tall enough to point at");
    test::hoverChart(view, (top + bottom) / 2);
    const QString text = memory->hoverText();
    QVERIFY2(text.contains(name), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("ZeRO-%1").arg(stage)), qPrintable(text));
    QVERIFY2(text.contains(QString::number(height, 'f', 3).left(4)), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("GiB")), qPrintable(text));

    QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                      view->viewport()->mapFromGlobal(QCursor::pos()));
    const QString id = QString::fromStdString(memoryStackId(stage, part));
    QCOMPARE(m_window->derivations()->currentId(), id);
    // The panel shows the model's number for that very segment, the one the bar drew.
    const std::optional<Derivation> d =
        memoryStackDerivation(m_controller->scenario(), stage, part);
    QVERIFY(d.has_value());
    SB_COMPARE_REL(d->value / units::kGiB, height, 1e-9);
    const QString shown = m_window->derivations()->text();
    QVERIFY2(shown.contains(QString::number(d->value / units::kGiB, 'f', 3)), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("ZeRO-%1").arg(stage)), qPrintable(shown));
}

void TestChartElements::planPoint() {
    m_window->showView(QStringLiteral("plan"));
    auto* plan = m_window->view<PlanView>();
    QChartView* view = plan->chartViews().front();
    QCoreApplication::processEvents();
    QLineSeries* finish = nullptr;
    for (QAbstractSeries* s : view->chart()->series()) {
        if (auto* line = qobject_cast<QLineSeries*>(s); line && line->count() > 10) {
            finish = line;
            break;
        }
    }
    QVERIFY(finish != nullptr);
    // The point nearest 16 cards (the curve's grid is log-spaced from cards/8 to 8 cards).
    int index = 0;
    for (int i = 0; i < finish->count(); ++i) {
        if (std::abs(finish->at(i).x() - 16) < std::abs(finish->at(index).x() - 16)) {
            index = i;
        }
    }
    const QPointF point = finish->at(index);
    test::hoverChart(view, view->chart()->mapToPosition(point, finish));
    const QString text = plan->hoverText();
    QVERIFY2(text.contains(QString::number(point.x(), 'f', 0)), qPrintable(text));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                      view->viewport()->mapFromGlobal(QCursor::pos()));
    const auto cards = static_cast<std::int64_t>(std::llround(point.x()));
    QCOMPARE(m_window->derivations()->currentId(), QString::fromStdString(finishAtCardsId(cards)));
    const std::optional<Derivation> d =
        finishAtCards(m_controller->scenario(), cards, m_controller->results().plan.pipeline_ratio);
    QVERIFY(d.has_value());
    // The derivation's days are the days the curve drew at that point.
    SB_COMPARE_REL(d->value, point.y(), 1e-9);
    const QString shown = m_window->derivations()->text();
    QVERIFY2(shown.contains(QStringLiteral("p = %1").arg(cards)), qPrintable(shown));
    QVERIFY2(shown.contains(QString::number(d->value, 'f', 3)), qPrintable(shown));
}

void TestChartElements::backgroundKeepsTheChartDerivation() {
    m_window->showView(QStringLiteral("memory"));
    QChartView* view = m_window->view<MemoryView>()->chartViews().front();
    QCoreApplication::processEvents();
    const QPoint corner(view->viewport()->width() - 3, 3);  // chart margin: no element
    QTest::mouseMove(view->viewport(), corner);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, corner);
    QCOMPARE(m_window->derivations()->currentId(), QStringLiteral("memory.peak_bytes_per_card"));
}

// On every tab, a point of each chart's curves answers a hover with the value it drew.
void TestChartElements::everyCurveAnswersAHover() {
    int answered = 0;
    for (ChartPanel* panel : m_window->views()) {
        m_window->tabs()->setCurrentWidget(panel);
        QCoreApplication::processEvents();
        for (QChartView* view : panel->chartViews()) {
            if (!view->isVisible()) {
                continue;
            }
            for (QAbstractSeries* series : view->chart()->series()) {
                auto* line = qobject_cast<QLineSeries*>(series);
                if (line == nullptr || !line->isVisible() || line->count() < 8) {
                    continue;
                }
                const QPointF point = line->at(line->count() / 2);
                const QPointF at = view->chart()->mapToPosition(point, line);
                if (!view->chart()->plotArea().contains(at)) {
                    continue;
                }
                test::hoverChart(view, at);
                const QString text = panel->hoverText();
                if (text.contains(line->name().toHtmlEscaped())) {
                    QVERIFY2(text.contains(formatNumber(point.y(), 4)), qPrintable(text));
                    ++answered;
                }
                break;  // one curve per chart: the top one may cover another's point
            }
        }
    }
    QVERIFY2(answered >= 6, qPrintable(QString::number(answered)));
}

namespace {

// The derivation panel's current id after a click where the mouse is.
void clickHere(QChartView* view) {
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                      view->viewport()->mapFromGlobal(QCursor::pos()));
}

}  // namespace

// A term's bar of the Activations tab says its tensor and MiB; a click explains that tensor.
void TestChartElements::activationTermBar() {
    m_window->showView(QStringLiteral("activations"));
    auto* view = m_window->view<ActivationView>();
    QChartView* chart = view->chartViews().front();
    QCoreApplication::processEvents();
    auto* series = qobject_cast<QHorizontalStackedBarSeries*>(chart->chart()->series().front());
    QVERIFY(series != nullptr);
    // The largest term: wide enough to point at.
    int row = 0;
    for (int i = 0; i < view->termRows(); ++i) {
        if (view->termMiB(i) > view->termMiB(row)) {
            row = i;
        }
    }
    const int bar = view->termRows() - 1 - row;
    const double mib = view->termMiB(row);
    const QPointF at = chart->chart()->mapToPosition(QPointF(mib / 2, bar), series);
    test::hoverChart(chart, at);
    const QString text = view->hoverText();
    QVERIFY2(text.contains(formatNumber(mib, 4)) && text.contains(QStringLiteral("MiB")),
             qPrintable(text));
    clickHere(chart);
    const QString id = m_window->derivations()->currentId();
    QCOMPARE(id, view->termDerivationId(row));
    const std::optional<Derivation> d =
        activationElementDerivation(m_controller->scenario(), id.toStdString());
    QVERIFY(d.has_value());
    SB_COMPARE_REL(d->value / units::kMiB, mib, 1e-9);
    QVERIFY2(m_window->derivations()->text().contains(QString::number(mib, 'f', 3)),
             qPrintable(m_window->derivations()->text()));
}

// A recompute mode's bar says its GiB per card; a click explains that mode's busiest stage.
void TestChartElements::activationModeBar() {
    // The architecture in force: no typed-budget line a pixel from the small full-recompute bar.
    m_controller->setValue(QStringLiteral("activations.source"), QStringLiteral("architecture"));
    m_controller->flush();
    m_window->showView(QStringLiteral("activations"));
    auto* view = m_window->view<ActivationView>();
    QChartView* chart = view->chartViews().at(1);
    QCoreApplication::processEvents();
    auto* series = qobject_cast<QStackedBarSeries*>(chart->chart()->series().front());
    QVERIFY(series != nullptr);
    const int mode = 2;  // full recompute: not the mode in force on the design case
    const double gib = view->modeGiB(mode);
    test::hoverChart(chart, chart->chart()->mapToPosition(QPointF(mode, gib / 2), series));
    const QString text = view->hoverText();
    QVERIFY2(text.contains(formatNumber(gib, 4)) && text.contains(QStringLiteral("GiB")),
             qPrintable(text));
    clickHere(chart);
    QCOMPARE(m_window->derivations()->currentId(), ActivationView::modeDerivationId(mode));
    const std::optional<Derivation> d = activationElementDerivation(
        m_controller->scenario(), ActivationView::modeDerivationId(mode).toStdString());
    QVERIFY(d.has_value());
    SB_COMPARE_REL(d->value / units::kGiB, gib, 1e-9);
}

void TestChartElements::bucketCallsAndWindows_data() {
    QTest::addColumn<int>("lane");  // -1: an idle window
    QTest::addColumn<int>("index");
    QTest::newRow("whole bucket, exposed") << 0 << 0;
    QTest::newRow("sub-bucket 2 in its window") << 1 << 1;
    QTest::newRow("idle window 3") << -1 << 2;
}

// On the design case's §7.3 timeline each call and window answers for itself: its own times
// on hover, its own derivation on click (the call's duration, the window's length).
void TestChartElements::bucketCallsAndWindows() {
    QFETCH(int, lane);
    QFETCH(int, index);
    m_window->showView(QStringLiteral("buckets"));
    auto* view = m_window->view<BucketView>();
    QChartView* chart = view->chartViews().front();
    QCoreApplication::processEvents();
    const CollectivesResults& c = m_controller->results().collectives;
    QAbstractSeries* any = chart->chart()->series().front();
    double start = 0;
    double end = 0;
    double y = 1.0;  // between the lanes: only the windows are there
    if (lane < 0) {
        start = c.windows[static_cast<std::size_t>(index)].start_s;
        end = c.windows[static_cast<std::size_t>(index)].end_s;
    } else {
        const BucketChunk& k =
            (lane == 0 ? c.whole : c.split).chunks[static_cast<std::size_t>(index)];
        start = k.start_s;
        end = k.end_s;
        y = lane == 0 ? 1.5 : 0.5;
    }
    test::hoverChart(chart,
                     chart->chart()->mapToPosition(QPointF((start + end) / 2 * 1e3, y), any));
    const QString text = view->hoverText();
    QVERIFY2(text.contains(QString::number((end - start) * 1e3, 'f', 2)) &&
                 text.contains(QStringLiteral("ms")),
             qPrintable(text));
    clickHere(chart);
    const std::string id = lane < 0 ? collectivesWindowId(static_cast<std::size_t>(index))
                                    : collectivesCallId(lane, static_cast<std::size_t>(index));
    QCOMPARE(m_window->derivations()->currentId(), QString::fromStdString(id));
    const std::optional<Derivation> d =
        collectivesElementDerivation(m_controller->scenario(), c, id);
    QVERIFY(d.has_value());
    SB_COMPARE_REL(d->value, end - start, 1e-9);
}

// On a MoE preset a capacity-curve point explains the share at its own c, a load band the rows
// of its own expert group.
void TestChartElements::moeCurvePointAndBand() {
    QVERIFY(m_window->openPreset(
        QString::fromStdString(test::presetPath("moe-capacity-qwen3-235b.json"))));
    m_controller->flush();
    m_window->showView(QStringLiteral("moe"));
    auto* view = m_window->view<MoeView>();
    QCoreApplication::processEvents();
    const MoeResults& m = m_controller->results().moe;
    QVERIFY(m.enabled);
    QChartView* shares = view->chartViews().front();
    QLineSeries* dropped = nullptr;
    for (QAbstractSeries* s : shares->chart()->series()) {
        if (auto* line = qobject_cast<QLineSeries*>(s);
            line && line->count() == int(m.curve.size())) {
            dropped = line;
            break;
        }
    }
    QVERIFY(dropped != nullptr);
    const int point = 10;  // c = 1.0
    test::hoverChart(shares, shares->chart()->mapToPosition(dropped->at(point), dropped));
    QVERIFY2(view->hoverText().contains(QStringLiteral("%")), qPrintable(view->hoverText()));
    clickHere(shares);
    const QString id = m_window->derivations()->currentId();
    QVERIFY2(id.startsWith(QStringLiteral("moe.curve.")), qPrintable(id));
    const std::optional<Derivation> d =
        moeElementDerivation(m_controller->scenario(), m, id.toStdString());
    QVERIFY(d.has_value());
    const std::size_t drawn = id.section('.', 3).toULong();
    const CapacityPoint& p = m.curve[drawn];
    SB_COMPARE_REL(d->value + 1, (id.contains("dropped") ? p.dropped_share : p.padded_share) + 1,
                   1e-12);
    // The dropped band over the hottest group: its rows per expert, load - C.
    QChartView* loads = view->chartViews().at(1);
    QAreaSeries* band = nullptr;
    for (QAbstractSeries* s : loads->chart()->series()) {
        if (auto* a = qobject_cast<QAreaSeries*>(s); a && a->name() == QStringLiteral("Dropped")) {
            band = a;
        }
    }
    QVERIFY(band != nullptr);
    const double hot = static_cast<double>(m.loads.front().first);
    const double cap = static_cast<double>(m.at_capacity.capacity);
    QVERIFY(hot > cap);
    const double x = static_cast<double>(m.loads.front().second) / 2;
    test::hoverChart(loads, loads->chart()->mapToPosition(QPointF(x, (hot + cap) / 2), band));
    QVERIFY2(view->hoverText().contains(formatNumber(hot - cap, 4)), qPrintable(view->hoverText()));
    clickHere(loads);
    QCOMPARE(m_window->derivations()->currentId(), QString::fromStdString(moeLoadId(0, "dropped")));
    const std::optional<Derivation> rows =
        moeElementDerivation(m_controller->scenario(), m, moeLoadId(0, "dropped"));
    QVERIFY(rows.has_value());
    QCOMPARE(rows->value, hot - cap);
}

QTEST_MAIN(TestChartElements)
#include "tst_chart_elements.moc"
