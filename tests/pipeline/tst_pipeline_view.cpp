// The pipeline view: the Gantt shows every op of the configured schedule at its exact time, the
// switcher changes the schedule (through the app), the memory strip shows the simulated peak,
// and the scatter has all six schedules.
#include <QComboBox>
#include <QSignalSpy>
#include <QTest>

#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "fuzzy.h"
#include "presets.h"
#include "views/common/time_axis.h"
#include "views/pipeline/gantt_widget.h"
#include "views/pipeline/memory_strip.h"
#include "views/pipeline/pipeline_view.h"

using namespace stepbudget;

class TestPipelineView : public QObject {
    Q_OBJECT
private slots:
    void timeAxisMaps();
    void ganttShowsTheSimulation();
    void switcherChangesTheGantt_data();
    void switcherChangesTheGantt();
    void clickingARowSelectsItsMemory();
};

void TestPipelineView::timeAxisMaps() {
    const TimeAxis axis{0, 347, 56, 756};
    SB_COMPARE_REL(axis.toX(0), 56.0, 1e-12);
    SB_COMPARE_REL(axis.toX(347), 756.0, 1e-12);
    SB_COMPARE_REL(axis.toTime(axis.toX(126)), 126.0, 1e-12);
    const std::vector<double> ticks = axis.ticks(70);
    QVERIFY(ticks.size() >= 4);
    QCOMPARE(ticks[1] - ticks[0], 50.0);  // 700 px for 347 ms at >= 70 px per tick
}

void TestPipelineView::ganttShowsTheSimulation() {
    const Scenario s = test::preset("book-pipeline.json");
    const Results r = evaluate(s);
    PipelineView view;
    view.resize(1300, 700);
    view.setResults(s, r);
    GanttWidget* gantt = view.gantt();
    QCOMPARE(gantt->opCount(), static_cast<int>(r.pipeline.configured.ops.size()));
    SB_COMPARE_REL(gantt->makespanMs(), 347.0, 1e-12);  // 1F1B, book case
    // The op under the pixel where GPU 0's fifth forward runs (126 ms after the first gradient).
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const TimeAxis axis = gantt->timeAxis();
    const PipelineOp* op = gantt->opAt(QPoint(qRound(axis.toX(127)), gantt->rowTop(0) + 5));
    QVERIFY(op != nullptr);
    QCOMPARE(op->kind, OpKind::Forward);
    QCOMPARE(op->microbatch, std::int16_t{4});
    SB_COMPARE_REL(op->start_ms, 126.0, 1e-12);
    QCOMPARE(view.scatterPointCount(), 6);
    // The strip shows GPU 0's simulated peak: 4 saved micro-batches + one 2 MiB receive buffer.
    QCOMPARE(view.memoryStrip()->peakBytes(), std::int64_t{965758976});
}

void TestPipelineView::switcherChangesTheGantt_data() {
    QTest::addColumn<QString>("schedule");
    QTest::addColumn<double>("makespan");
    QTest::newRow("fill-drain") << "fill-drain" << 337.0;
    QTest::newRow("interleaved") << "interleaved" << 297.0 + 2.0 / 3.0;
    QTest::newRow("zb-h1") << "zb-h1" << 283.0;
    QTest::newRow("dualpipe") << "dualpipe" << 306.0;
}

void TestPipelineView::switcherChangesTheGantt() {
    QFETCH(QString, schedule);
    QFETCH(double, makespan);
    Controller controller;
    MainWindow window(&controller);
    QVERIFY(window.openPreset(QString::fromStdString(test::presetPath("book-pipeline.json"))));
    controller.flush();
    PipelineView* view = window.view<PipelineView>();
    window.tabs()->setCurrentWidget(view);
    QSignalSpy spy(&controller, &Controller::resultsChanged);
    QComboBox* switcher = view->scheduleSwitcher();
    switcher->setCurrentIndex(switcher->findData(schedule));
    QTRY_COMPARE(spy.count(), 1);
    QCOMPARE(QString::fromLatin1(toString(controller.scenario().pipeline.schedule)), schedule);
    SB_COMPARE_REL(view->gantt()->makespanMs(), makespan, 1e-12);
    QVERIFY(controller.undoStack()->undoText().contains("Schedule"));
}

void TestPipelineView::clickingARowSelectsItsMemory() {
    const Scenario s = test::preset("book-pipeline.json");
    const Results r = evaluate(s);
    PipelineView view;
    view.resize(1300, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setResults(s, r);
    QTest::mouseClick(view.gantt(), Qt::LeftButton, {}, QPoint(100, view.gantt()->rowTop(3) + 3));
    QCOMPARE(view.memoryStrip()->gpu(), 3);
    QCOMPARE(view.memoryStrip()->peakBytes(), r.pipeline.configured.peak_bytes[3]);
}

QTEST_MAIN(TestPipelineView)
#include "tst_pipeline_view.moc"
