// Chart elements answer for themselves, driven through the mouse offscreen: hovering a segment
// of the memory bars or a point of the Plan curve names it with its value and unit, and clicking
// it shows its own derivation (the ZeRO-1 Adam m segment explains ZeRO-1's Adam m bytes; a curve
// point explains the finish date at its card count), with the numbers the chart drew.
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QtCharts/QAbstractSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>
#include <QtCharts/QStackedBarSeries>

#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "design_window.h"
#include "fuzzy.h"
#include "model/base/units.h"
#include "model/evaluate/cards_point.h"
#include "model/evaluate/results.h"
#include "model/memory/stack_derivations.h"
#include "views/common/derivation_panel.h"
#include "views/common/value_format.h"
#include "views/memory/memory_view.h"
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

QTEST_MAIN(TestChartElements)
#include "tst_chart_elements.moc"
