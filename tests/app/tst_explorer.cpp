// The explorer window driven through its widgets, offscreen: headline sliders change the headline
// numbers, a burst of edits recomputes once, out-of-range typing is refused with a hint, clicking
// a headline number shows its derivation, and a bad preset leaves the scenario untouched.
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QSignalSpy>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <algorithm>

#include "app/gui/comparison.h"
#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "app/gui/param_editor.h"
#include "app/gui/param_panel.h"
#include "design_window.h"
#include "fuzzy.h"
#include "model/evaluate/evaluate.h"
#include "model/io/scenario_json.h"
#include "model/pipeline/pipeline.h"
#include "model/pipeline/pipeline_rules.h"
#include "presets.h"
#include "views/checkpoint/checkpoint_view.h"
#include "views/common/derivation_panel.h"
#include "views/common/headline_strip.h"
#include "views/memory/memory_view.h"
#include "views/step/amdahl_view.h"
#include "views/step/plan_view.h"

using namespace stepbudget;

class TestExplorer : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void headlineSliderMovesNumbers_data();
    void headlineSliderMovesNumbers();
    void burstRecomputesOnce();
    void outOfRangeTypingIsRefused();
    void clickedHeadlineShowsDerivation();
    void badPresetLeavesScenario();
    void deepPipelineEvaluatesOnAWorker();
    void flushWaitsForTheWorker();
    void cancelStopsTheWorker();
    void comparisonZeroDifferenceReadsZero();

private:
    Controller* m_controller = nullptr;
    MainWindow* m_window = nullptr;
};

void TestExplorer::init() {
    m_controller = new Controller;
    m_window = test::openDesignCaseWindow(m_controller);
    QVERIFY(m_window != nullptr);
}

void TestExplorer::cleanup() {
    delete m_window;
    delete m_controller;
}

void TestExplorer::headlineSliderMovesNumbers_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("card");    // the headline card whose number must move
    QTest::addColumn<QString>("series");  // the chart series that must move with it
    QTest::newRow("model size") << "model.params"
                                << "memory.peak_bytes_per_card"
                                << "memory bars";
    QTest::newRow("cards") << "cluster.cards"
                           << "plan.step_time_s"
                           << "plan current point";
    QTest::newRow("MFU") << "cluster.mfu"
                         << "plan.finish_days"
                         << "plan current point";
    QTest::newRow("collective bandwidth") << "cluster.collective_gb_per_s"
                                          << "plan.step_time_s"
                                          << "amdahl tornado";
    QTest::newRow("checkpoint write speed") << "checkpoint.write_gb_per_s"
                                            << "plan.finish_days"
                                            << "checkpoint optimum";
}

namespace {

// A number that summarises the named series, to see it move.
double seriesProbe(MainWindow* w, const QString& series) {
    // Look at the view as a user would: bring its tab to the front first.
    const auto show = [w](QWidget* view) { w->tabs()->setCurrentWidget(view); };
    show(series == "memory bars"          ? static_cast<QWidget*>(w->view<MemoryView>())
         : series == "plan current point" ? static_cast<QWidget*>(w->view<PlanView>())
         : series == "amdahl tornado"     ? static_cast<QWidget*>(w->view<AmdahlView>())
                                          : static_cast<QWidget*>(w->view<CheckpointView>()));
    if (series == "memory bars") {
        return w->view<MemoryView>()->barTotalGiB(3);
    }
    if (series == "plan current point") {
        const QPointF p = w->view<PlanView>()->currentPoint();
        return p.x() * 1000 + p.y();
    }
    if (series == "amdahl tornado") {
        return w->view<AmdahlView>()->tornadoDelta(2, false);  // collective bandwidth row
    }
    return w->view<CheckpointView>()->optimumMarkerX();
}

}  // namespace

void TestExplorer::headlineSliderMovesNumbers() {
    QFETCH(QString, path);
    QFETCH(QString, card);
    ParamEditor* editor = m_window->paramPanel()->editor(path);
    QVERIFY(editor != nullptr);
    QVERIFY(m_window->paramPanel()->headlineEditors().contains(editor));
    HeadlineCard* headline = m_window->headline()->card(card);
    QVERIFY(headline != nullptr);
    QFETCH(QString, series);
    const QString before = headline->fullText();
    const double probe_before = seriesProbe(m_window, series);
    QSignalSpy spy(m_controller, &Controller::resultsChanged);
    QSlider* slider = editor->slider();
    slider->setFocus();
    // Keyboard, as a user would: PageDown moves the slider a page toward its lower end.
    QTest::keyClick(slider, Qt::Key_PageDown);
    QTest::keyClick(slider, Qt::Key_PageDown);
    QTRY_COMPARE(spy.count(), 1);
    QVERIFY2(headline->fullText() != before,
             qPrintable(path + ": " + before + " -> " + headline->fullText()));
    QVERIFY2(seriesProbe(m_window, series) != probe_before, qPrintable(series));
}

void TestExplorer::burstRecomputesOnce() {
    QSignalSpy spy(m_controller, &Controller::resultsChanged);
    QSlider* slider = m_window->paramPanel()->editor("cluster.cards")->slider();
    for (int i = 0; i < 20; ++i) {
        slider->setValue(slider->value() + 5);  // twenty ticks of one drag, one event-loop pass
    }
    QTRY_COMPARE(spy.count(), 1);
    QTest::qWait(50);
    QCOMPARE(spy.count(), 1);
}

void TestExplorer::outOfRangeTypingIsRefused() {
    ParamEditor* mfu = m_window->paramPanel()->editor("cluster.mfu");
    QLineEdit* edit = mfu->edit();
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, "1.7");
    QTest::keyClick(edit, Qt::Key_Return);
    QCOMPARE(m_controller->scenario().cluster.mfu, 0.40);  // refused, not clamped to 1
    QVERIFY(mfu->hint()->isVisibleTo(m_window));
    QVERIFY(mfu->hint()->text().contains("(0, 1]"));
    edit->selectAll();
    QTest::keyClicks(edit, "0.3");
    QTest::keyClick(edit, Qt::Key_Return);
    QCOMPARE(m_controller->scenario().cluster.mfu, 0.30);
    QVERIFY(!mfu->hint()->isVisibleTo(m_window));
}

void TestExplorer::clickedHeadlineShowsDerivation() {
    HeadlineCard* step = m_window->headline()->card("plan.step_time_s");
    QTest::mouseClick(step, Qt::LeftButton);
    DerivationPanel* panel = m_window->derivations();
    QCOMPARE(panel->currentId(), QString("plan.step_time_s"));
    QVERIFY(panel->text().contains("t_s = t_compute + t_exposed + t_input"));
    QVERIFY(panel->text().contains("52.224"));
    panel->setTeaching(true);
    QVERIFY(panel->text().contains("tau* = sqrt(2 c / lambda)"));
}

void TestExplorer::badPresetLeavesScenario() {
    QTemporaryDir dir;
    QFile f(dir.filePath("bad.json"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"schema": "stepbudget/1", "cluster": {"cards": 0, "mfu": 3}})");
    f.close();
    QString error;
    QVERIFY(!m_window->openPreset(f.fileName(), &error));
    QVERIFY(error.contains("cluster.cards") && error.contains("cluster.mfu"));
    QCOMPARE(m_controller->scenario().cluster.cards, std::int64_t{48});
}

namespace {
// The configured schedule's op count in the results: says which scenario they belong to.
std::int64_t configuredOps(const Controller& c) {
    return c.results().pipeline.configured.op_count;
}
std::int64_t scenarioOps(const Controller& c) {
    return pipelineOpCount(c.scenario().pipeline, c.scenario().pipeline.schedule);
}
}  // namespace

// 64 stages x 1024 micro-batches: six schedules, about 1.7 million ops, seconds of simulation.
// The recompute goes to the worker, the window says so, edits meanwhile are not lost, and the
// last results belong to the last scenario.
void TestExplorer::deepPipelineEvaluatesOnAWorker() {
    QVERIFY(!m_controller->busy());
    auto* busy_label = m_window->findChild<QLabel*>(QStringLiteral("busyLabel"));
    QVERIFY(busy_label != nullptr);
    QVERIFY(!busy_label->isVisible());
    QSignalSpy busy_spy(m_controller, &Controller::busyChanged);
    QSignalSpy results_spy(m_controller, &Controller::resultsChanged);

    QVERIFY(!m_controller->setValue("pipeline.stages", "64"));
    QVERIFY(!m_controller->setValue("pipeline.microbatches", "1024"));
    QVERIFY(evaluationPipelineOps(m_controller->scenario()) > Controller::kSyncPipelineOpsLimit);
    QTRY_VERIFY(m_controller->busy());
    QVERIFY(busy_label->isVisible());
    QCOMPARE(results_spy.count(), 0);  // the event loop runs; the old results stay shown
    // Two more edits while the worker runs: they mark it stale instead of queueing two jobs.
    QVERIFY(!m_controller->setValue("pipeline.microbatches", "1000"));
    QVERIFY(!m_controller->setValue("pipeline.microbatches", "992"));
    QTRY_VERIFY_WITH_TIMEOUT(!m_controller->busy(), 120000);
    QVERIFY(!busy_label->isVisible());
    QCOMPARE(results_spy.count(), 2);  // the 1024 job's results, then the latest scenario's
    QCOMPARE(configuredOps(*m_controller), scenarioOps(*m_controller));
    QCOMPARE(m_controller->results().pipeline.configured.ops.empty(), false);
    QCOMPARE(busy_spy.first().first().toBool(), true);
    QCOMPARE(busy_spy.last().first().toBool(), false);

    // Back to a small pipeline: synchronous again, results in the same event-loop pass.
    QVERIFY(!m_controller->setValue("pipeline.stages", "4"));
    QVERIFY(!m_controller->setValue("pipeline.microbatches", "8"));
    QTRY_COMPARE(results_spy.count(), 3);
    QVERIFY(!m_controller->busy());
    QCOMPARE(configuredOps(*m_controller), scenarioOps(*m_controller));
}

// Export, grab and the report call flush(): it must wait for a running job and then evaluate
// whatever changed meanwhile, so the numbers written belong to the scenario.
void TestExplorer::flushWaitsForTheWorker() {
    QVERIFY(!m_controller->setValue("pipeline.stages", "64"));
    QVERIFY(!m_controller->setValue("pipeline.microbatches", "1024"));
    QTRY_VERIFY(m_controller->busy());
    QVERIFY(!m_controller->setValue("cluster.cards", "64"));
    m_controller->flush();
    QVERIFY(!m_controller->busy());
    QCOMPARE(configuredOps(*m_controller), scenarioOps(*m_controller));
    SB_COMPARE_REL(m_controller->results().plan.finish_days,
                   evaluate(m_controller->scenario()).plan.finish_days, 1e-12);
}

// The largest valid pipeline (interleaved, 64 stages x 1024 micro-batches x 7 chunks: 1.8
// million ops in the configured schedule alone) runs long enough to be stopped. The status bar
// shows its progress; Cancel lands without results, the scenario returns to the one shown, and
// undo brings the edits back and evaluates them.
void TestExplorer::cancelStopsTheWorker() {
    const std::string shown = scenarioToJson(m_controller->scenario());
    const std::int64_t shown_ops = configuredOps(*m_controller);
    auto* cancel = m_window->findChild<QToolButton*>(QStringLiteral("busyCancel"));
    auto* bar = m_window->findChild<QProgressBar*>(QStringLiteral("busyProgress"));
    QVERIFY(cancel != nullptr && bar != nullptr);
    QVERIFY(!cancel->isVisible());
    QSignalSpy results_spy(m_controller, &Controller::resultsChanged);
    QSignalSpy cancelled_spy(m_controller, &Controller::evaluationCancelled);

    for (const auto& [key, value] :
         {std::pair<const char*, const char*>{"pipeline.schedule", "interleaved"},
          {"pipeline.stages", "64"},
          {"pipeline.microbatches", "1024"},
          {"pipeline.chunks", "7"},
          {"pipeline.layers_per_stage", "14"}}) {
        QVERIFY2(!m_controller->setValue(key, value), key);
    }
    const std::string heavy = scenarioToJson(m_controller->scenario());
    QTRY_VERIFY(m_controller->busy());
    QVERIFY(cancel->isVisible() && cancel->isEnabled());
    cancel->click();
    QTRY_VERIFY_WITH_TIMEOUT(!m_controller->busy(), 120000);
    QCOMPARE(cancelled_spy.count(), 1);
    QCOMPARE(results_spy.count(), 0);  // nothing of the cancelled run is shown
    QVERIFY(!cancel->isVisible());
    QCOMPARE(scenarioToJson(m_controller->scenario()), shown);
    QCOMPARE(configuredOps(*m_controller), shown_ops);
    QCOMPARE(configuredOps(*m_controller), scenarioOps(*m_controller));
    QCOMPARE(m_controller->undoStack()->undoText(), QStringLiteral("Cancel simulation"));
    QCoreApplication::processEvents();
    QCOMPARE(results_spy.count(), 0);  // the restored scenario is not evaluated again

    // Undo the cancel: the heavy scenario again, evaluated to the end this time, with progress.
    double progress = 0;
    m_controller->undoStack()->undo();
    QCOMPARE(scenarioToJson(m_controller->scenario()), heavy);
    QTRY_VERIFY(m_controller->busy());
    while (m_controller->busy()) {
        progress = std::max(progress, m_controller->progress());
        QTest::qWait(20);
    }
    QVERIFY(progress > 0);
    QVERIFY(progress <= 1);
    QCOMPARE(results_spy.count(), 1);
    QCOMPARE(configuredOps(*m_controller), scenarioOps(*m_controller));
    QCOMPARE(m_controller->progress(), 0.0);  // nothing runs
}

// A against an identical B: every difference reads "0 <unit>", never "+0.000" or "-0.000"; after
// a card count change the moved rows carry their sign.
void TestExplorer::comparisonZeroDifferenceReadsZero() {
    m_controller->pinBaseline();
    int deltas = 0;
    for (const ComparisonRow& row : comparisonRows(*m_controller)) {
        if (!row.delta.isEmpty()) {
            ++deltas;
            QVERIFY2(row.delta.startsWith(QLatin1Char('0')), qPrintable(row.label + row.delta));
        }
    }
    QVERIFY(deltas > 3);
    QVERIFY(!m_controller->setNumber(QStringLiteral("cluster.cards"), 64).has_value());
    m_controller->flush();
    bool signed_row = false;
    for (const ComparisonRow& row : comparisonRows(*m_controller)) {
        QVERIFY2(!row.delta.startsWith(QStringLiteral("+0 ")) &&
                     !row.delta.startsWith(QStringLiteral("-0 ")),
                 qPrintable(row.label + row.delta));
        signed_row = signed_row || row.delta.startsWith(QLatin1Char('+')) ||
                     row.delta.startsWith(QLatin1Char('-'));
    }
    QVERIFY(signed_row);
}

QTEST_MAIN(TestExplorer)
#include "tst_explorer.moc"
