// The pipeline view: the Gantt shows every op of the configured schedule at its exact time, the
// switcher changes the schedule (through the app), the memory strip shows the simulated peak,
// and the scatter has all six schedules.
#include <QComboBox>
#include <QLabel>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QWheelEvent>
#include <tuple>

#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "fuzzy.h"
#include "model/pipeline/op_wait.h"
#include "presets.h"
#include "views/common/derivation_panel.h"
#include "views/common/example_banner.h"
#include "views/common/time_axis.h"
#include "views/common/time_map.h"
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
    void timeWindowZoomsAndPans();
    void legendNamesEveryKindShown();
    void wheelZoomsAboutTheMouse();
    void dragPansAndDoubleClickResets();
    void deepPipelineOverview();
    void gpt3HeadlineSlidersAndTheGantt_data();
    void gpt3HeadlineSlidersAndTheGantt();
    void phaseClickAsksForItsDerivation();
    void opClickExplainsWhyItStartsThen();
    void bookExampleHasNoPlanPhases();
    void baselineStepEndIsMarked();
    void summaryNumbersLinkToDerivations();
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

// Shows `view` at `size` on the evaluated preset; false when the window is not exposed.
static bool showPreset(PipelineView* view, const std::string& preset, QSize size) {
    const Scenario s = test::preset(preset);
    view->resize(size);
    view->show();
    if (!QTest::qWaitForWindowExposed(view)) {
        return false;
    }
    view->setResults(s, evaluate(s));
    return true;
}

// The pure zoom/pan of the time window (views/common/time_map.h).
void TestPipelineView::timeWindowZoomsAndPans() {
    const TimeWindow whole{0, 347};
    const TimeWindow in = whole.zoomed(100, 0.5, 0, 347, 1);
    SB_COMPARE_REL(in.span(), 173.5, 1e-12);
    // The anchor keeps its place: 100/347 of the way across before and after.
    SB_COMPARE_REL((100 - in.t0) / in.span(), 100.0 / 347.0, 1e-12);
    QCOMPARE(in.zoomed(100, 1e-6, 0, 347, 2).span(), 2.0);  // never closer than min_span
    QCOMPARE(in.panned(-1000, 0, 347).t0, 0.0);             // a pan stops at the start
    SB_COMPARE_REL(in.panned(1000, 0, 347).t1, 347.0, 1e-12);
    SB_COMPARE_REL(in.panned(10, 0, 347).t0, in.t0 + 10, 1e-12);
    QCOMPARE(in.zoomed(100, 100, 0, 347, 1), whole);  // zooming out stops at the data
}

void TestPipelineView::legendNamesEveryKindShown() {
    const Scenario s = test::preset("book-pipeline.json");
    PipelineView view;
    view.resize(1300, 700);
    view.setResults(s, evaluate(s));
    const auto swatches = view.gantt()->legendSwatches();
    QVERIFY(swatches.size() >= 3);
    for (const auto& [kind, rect] : swatches) {
        // Every legend kind is drawn somewhere, in the legend's colour.
        bool used = false;
        for (const PipelineOp& op : evaluate(s).pipeline.configured.ops) {
            used = used || op.kind == kind;
        }
        QVERIFY(used);
        // And no memory-strip layer looks like an op kind (hue at least 25 degrees apart, or a
        // clearly different lightness for the greys).
        const QColor op = GanttWidget::colorFor(kind, 0, 0);
        for (int layer = 0; layer < 3; ++layer) {
            const QColor mem = MemoryStrip::layerColor(layer);
            const int dh = std::abs(op.hslHue() - mem.hslHue());
            const int hue_gap = std::min(dh, 360 - dh);
            const bool grey = op.hslSaturation() < 30;
            QVERIFY2(
                grey ? std::abs(op.lightness() - mem.lightness()) > 20 || mem.hslSaturation() > 80
                     : hue_gap >= 25,
                qPrintable(opKindName(kind)));
        }
    }
}

void TestPipelineView::wheelZoomsAboutTheMouse() {
    PipelineView view;
    QVERIFY(showPreset(&view, "book-pipeline.json", QSize(1300, 700)));
    GanttWidget* gantt = view.gantt();
    const TimeAxis before = gantt->timeAxis();
    const QPointF mouse(before.toX(200), gantt->rowTop(1) + 3);
    QWheelEvent wheel(mouse, gantt->mapToGlobal(mouse), QPoint(), QPoint(0, 240), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(gantt, &wheel);
    const TimeAxis after = gantt->timeAxis();
    SB_COMPARE_REL(after.t1 - after.t0, 347.0 * 0.64, 1e-9);  // two notches of 0.8
    SB_COMPARE_REL(after.toTime(mouse.x()), 200.0, 1e-9);     // the time under the mouse stays
    // The memory strip follows the Gantt's window.
    QSignalSpy spy(gantt, &GanttWidget::timeWindowChanged);
    QWheelEvent out(mouse, gantt->mapToGlobal(mouse), QPoint(), QPoint(0, -2400), Qt::NoButton,
                    Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(gantt, &out);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(gantt->timeWindow().t0, 0.0);
    SB_COMPARE_REL(gantt->timeWindow().t1, gantt->makespanMs(), 1e-12);
}

void TestPipelineView::dragPansAndDoubleClickResets() {
    PipelineView view;
    QVERIFY(showPreset(&view, "book-pipeline.json", QSize(1300, 700)));
    GanttWidget* gantt = view.gantt();
    gantt->setTimeWindow({100, 200});
    const TimeAxis axis = gantt->timeAxis();
    const double ms_per_px = 100.0 / (axis.x1 - axis.x0);
    const int y = gantt->rowTop(2) + 3;
    const int gpu_before = view.memoryStrip()->gpu();
    QTest::mousePress(gantt, Qt::LeftButton, {}, QPoint(600, y));
    QTest::mouseMove(gantt, QPoint(500, y));
    QTest::mouseRelease(gantt, Qt::LeftButton, {}, QPoint(500, y));
    // Dragging 100 px left shows what was 100 px to the right.
    SB_COMPARE_REL(gantt->timeWindow().t0, 100 + 100 * ms_per_px, 1e-9);
    SB_COMPARE_REL(gantt->timeWindow().span(), 100.0, 1e-9);
    QCOMPARE(view.memoryStrip()->gpu(), gpu_before);  // a drag is not a click on a row
    QTest::mouseDClick(gantt, Qt::LeftButton, {}, QPoint(500, y));
    QCOMPARE(gantt->timeWindow(), (TimeWindow{0, 347}));
}

// 64 stages x 512 micro-batches: the whole step is an overview in which the warm-up bubble of
// the last stage is blank and its steady state is solid, not a blur of one-pixel slivers.
void TestPipelineView::deepPipelineOverview() {
    const Results r = evaluate(test::preset("pipeline-64x512.json"));
    PipelineView view;
    QVERIFY(showPreset(&view, "pipeline-64x512.json", QSize(1300, 900)));
    GanttWidget* gantt = view.gantt();
    QVERIFY(gantt->overview());
    // Every row of the 64 fits the tab: the overview is of the whole pipeline at once.
    QVERIFY(gantt->rowTop(63) + gantt->rowHeight() <= gantt->height());
    QImage image(gantt->size(), QImage::Format_ARGB32);
    image.fill(Qt::black);  // anything the Gantt leaves unpainted shows as black
    gantt->render(&image);
    const TimeAxis axis = gantt->timeAxis();
    const int last = 63;
    const int y = gantt->rowTop(last) + gantt->rowHeight() / 2;
    // The last stage starts after 63 forwards of the others: its first few percent are idle.
    double first_start = 1e300;
    for (const PipelineOp& op : r.pipeline.configured.ops) {
        if (op.gpu == last && op.kind == OpKind::Forward) {
            first_start = std::min(first_start, op.start_ms);
        }
    }
    const QColor bubble = image.pixelColor(qRound(axis.toX(first_start * 0.5)), y);
    QCOMPARE(bubble, gantt->palette().color(QPalette::Base));
    const QColor steady = image.pixelColor(qRound(axis.toX(axis.t1 * 0.5)), y);
    QVERIFY2(steady.saturation() > 80, qPrintable(steady.name()));
    // Zoomed in far enough, the boxes are drawn one by one again.
    gantt->setTimeWindow({axis.t1 * 0.5, axis.t1 * 0.5 + axis.t1 * 0.002});
    QVERIFY(!gantt->overview());
}

void TestPipelineView::gpt3HeadlineSlidersAndTheGantt_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("ops_move");
    // The plan's stage times follow the FLOPs (model size, MFU) and m = B / (d b) (cards).
    QTest::newRow("model size 200e9") << "model.params"
                                      << "200e9" << true;
    QTest::newRow("cards 2048") << "cluster.cards"
                                << "2048" << true;
    QTest::newRow("MFU 0.3") << "cluster.mfu"
                             << "0.3" << true;
    // The data-parallel collectives run beside and after the pipeline, a checkpoint's cost is
    // the step's amortised share: both move the phases after the pipeline, not its ops
    // (docs/one-plan.md matrix).
    QTest::newRow("collective bandwidth 1.6 GB/s") << "cluster.collective_gb_per_s"
                                                   << "1.6" << false;
    QTest::newRow("checkpoint write 1 GB/s") << "checkpoint.write_gb_per_s"
                                             << "1" << false;
}

// GPT-3 175B (TP 8, PP 8): which headline sliders redraw the Pipeline tab's Gantt, read from
// the drawn ops (count, every start and end) and the makespan.
void TestPipelineView::gpt3HeadlineSlidersAndTheGantt() {
    QFETCH(QString, key);
    QFETCH(QString, value);
    QFETCH(bool, ops_move);
    Controller controller;
    MainWindow window(&controller);
    QVERIFY(window.openPreset(QString::fromStdString(test::presetPath("gpt3-175b-a100.json"))));
    controller.flush();
    PipelineView* view = window.view<PipelineView>();
    window.tabs()->setCurrentWidget(view);
    QVERIFY(!view->exampleBanner()->isVisibleTo(view));
    // What the Gantt draws: its ops (count, every start and end) and its phases after the
    // pipeline (every start and end, and the chart's end).
    const auto fingerprint = [&] {
        const ScheduleResult& s = controller.results().pipeline.configured;
        double sum = 0;
        for (const PipelineOp& op : s.ops) {
            sum += op.start_ms * 3 + op.end_ms;
        }
        return std::make_tuple(view->gantt()->opCount(), view->gantt()->makespanMs(), sum);
    };
    const auto phases = [&] {
        double sum = 0;
        for (const StepPhase& ph : view->gantt()->phases()) {
            sum += ph.start_s * 3 + ph.end_s;
        }
        return std::make_tuple(view->gantt()->phaseCount(), view->gantt()->endMs(), sum);
    };
    const auto phases_before = phases();
    QVERIFY(std::get<0>(phases_before) >= 3);  // DP hidden, DP exposed, saves, failures
    const auto before = fingerprint();
    QCOMPARE(std::get<0>(before),
             static_cast<int>(controller.results().pipeline.configured.ops.size()));
    QVERIFY(std::get<0>(before) > 0);
    QVERIFY(!controller.setValue(key, value).has_value());
    controller.flush();
    const auto after = fingerprint();
    QCOMPARE(after != before, ops_move);
    // Every headline slider moves what the Gantt draws.
    QVERIFY(after != before || phases() != phases_before);
    QVERIFY(std::get<1>(phases()) != std::get<1>(phases_before));  // the step's end moves
    SB_COMPARE_REL(view->gantt()->endMs(), 1e3 * controller.results().plan.phases.wall_s, 1e-12);
    SB_COMPARE_REL(view->gantt()->makespanMs(),
                   controller.results().pipeline.configured.makespan_ms, 1e-12);
}

// The design case's plan (pipeline.source = plan, one stage): the DP row's exposed collectives
// and the amortised checkpoint box answer a click with their own derivation ids.
void TestPipelineView::phaseClickAsksForItsDerivation() {
    Scenario s = test::preset("book-design-48.json");
    s.pipeline.source = PipelineSource::Plan;
    const Results r = evaluate(s);
    PipelineView view;
    view.resize(1300, 700);
    view.setResults(s, r);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    GanttWidget* gantt = view.gantt();
    QCOMPARE(gantt->phaseCount(), static_cast<int>(r.plan.phases.phases.size()));
    SB_COMPARE_REL(gantt->endMs(), 1e3 * r.plan.phases.wall_s, 1e-12);
    QSignalSpy spy(&view, &ChartPanel::derivationRequested);
    const TimeAxis axis = gantt->timeAxis();
    for (const StepPhase& ph : r.plan.phases.phases) {
        const bool link = ph.kind == StepPhaseKind::DpHidden || ph.kind == StepPhaseKind::DpExposed;
        const double mid_ms = 1e3 * (ph.start_s + ph.end_s) / 2;
        // Hidden ZeRO-3 pieces: the first piece, at the pipeline's start.
        const double at_ms = ph.pieces > 1 ? 1e3 * (ph.end_s - ph.start_s) / ph.pieces / 2 : mid_ms;
        const QPoint pos(qRound(axis.toX(at_ms)),
                         link ? gantt->dpRowTop() + 4 : gantt->rowTop(0) + 4);
        const StepPhase* hit = gantt->phaseAt(pos);
        if (axis.toX(1e3 * ph.end_s) - axis.toX(1e3 * ph.start_s) < 3) {
            continue;  // under 3 px (failures in the design case): hover finds a neighbour
        }
        QVERIFY2(hit != nullptr && hit->kind == ph.kind, toString(ph.kind));
        QTest::mouseClick(gantt, Qt::LeftButton, {}, pos);
        QVERIFY(!spy.isEmpty());
        QCOMPARE(spy.takeLast().at(0).toString(), QString::fromLatin1(ph.derivation));
        QVERIFY(r.derivation(ph.derivation) != nullptr);
    }
}

// A click on an op box shows its derivation like a memory bar: its stage, micro-batch, start,
// duration and what it waited for (model/pipeline/op_wait.h), read from the timeline drawn.
void TestPipelineView::opClickExplainsWhyItStartsThen() {
    const Scenario s = test::preset("book-pipeline.json");
    const Results r = evaluate(s);
    PipelineView view;
    QVERIFY(showPreset(&view, "book-pipeline.json", QSize(1300, 700)));
    GanttWidget* gantt = view.gantt();
    QSignalSpy spy(&view, &ChartPanel::derivationRequested);
    const TimeAxis axis = gantt->timeAxis();
    const auto click = [&](double at_ms, int gpu) -> std::optional<Derivation> {
        const QPoint pos(qRound(axis.toX(at_ms)), gantt->rowTop(gpu) + 4);
        if (gantt->opAt(pos) == nullptr) {
            return std::nullopt;
        }
        QTest::mouseClick(gantt, Qt::LeftButton, {}, pos);
        if (spy.isEmpty()) {
            return std::nullopt;
        }
        return view.elementDerivation(spy.takeLast().at(0).toString(), s, r);
    };
    // GPU 0's fifth forward (micro-batch 4) at 126 ms: it waited for its GPU, busy with a B.
    const std::optional<Derivation> f4 = click(127, 0);
    QVERIFY(f4.has_value());
    const QString title = derivationTitle(*f4);
    QVERIFY2(title.contains(QStringLiteral("micro-batch 4")) &&
                 title.contains(QStringLiteral("stage 0")) &&
                 title.contains(QStringLiteral("starts at 126.000 ms")) &&
                 title.contains(QStringLiteral("GPU, busy")),
             qPrintable(title));
    SB_COMPARE_REL(f4->value, 126.0, 1e-12);
    QCOMPARE(f4->unit, std::string("ms"));
    // GPU 1's first forward waited for the activations GPU 0 sent: it starts when they arrive.
    const SharedVector<PipelineOp>& ops = r.pipeline.configured.ops;
    const PipelineOp* first = nullptr;
    for (const PipelineOp& op : ops) {
        if (op.gpu == 1 && op.kind == OpKind::Forward && first == nullptr) {
            first = &op;
        }
    }
    QVERIFY(first != nullptr);
    const std::optional<Derivation> f0 = click((first->start_ms + first->end_ms) / 2, 1);
    QVERIFY(f0.has_value());
    const QString t0 = derivationTitle(*f0);
    QVERIFY2(t0.contains(QStringLiteral("micro-batch 0")) &&
                 t0.contains(QStringLiteral("activations from the stage before")) &&
                 t0.contains(QStringLiteral("(GPU 0,")),
             qPrintable(t0));
    const OpWait w = opWait(ops, static_cast<std::size_t>(first - ops.data()));
    QCOMPARE(w.cause, OpWaitCause::Activation);
    SB_COMPARE_REL(w.input_ms, first->start_ms, 1e-12);
    SB_COMPARE_REL(w.duration_ms, first->end_ms - first->start_ms, 1e-12);
}

// The book's 4-stage example is not the plan: no phases after its pipeline, the axis ends at
// its 347 ms makespan.
void TestPipelineView::bookExampleHasNoPlanPhases() {
    const Scenario s = test::preset("book-pipeline.json");
    const Results r = evaluate(s);
    PipelineView view;
    view.setResults(s, r);
    QCOMPARE(view.gantt()->phaseCount(), 0);
    SB_COMPARE_REL(view.gantt()->endMs(), 347.0, 1e-12);
}

// Compare mode on GPT-3: A pinned, B's collective link slowed to 5 GB/s. The Gantt marks A's
// average step end (39.00 s) while drawing B's longer step, and the window keeps both in view.
void TestPipelineView::baselineStepEndIsMarked() {
    Controller controller;
    MainWindow window(&controller);
    QVERIFY(window.openPreset(QString::fromStdString(test::presetPath("gpt3-175b-a100.json"))));
    controller.flush();
    const double a_end_ms = 1e3 * controller.results().plan.phases.wall_s;
    controller.pinBaseline();
    QVERIFY(
        !controller.setValue(QStringLiteral("cluster.collective_gb_per_s"), QStringLiteral("5")));
    controller.flush();
    PipelineView* view = window.view<PipelineView>();
    window.tabs()->setCurrentWidget(view);
    QCoreApplication::processEvents();
    SB_COMPARE_REL(view->gantt()->baselineEndMs(), a_end_ms, 1e-12);
    QVERIFY(view->gantt()->endMs() > a_end_ms);  // B's step is longer
    SB_COMPARE_REL(view->gantt()->endMs(), 1e3 * controller.results().plan.phases.wall_s, 1e-12);
    controller.clearBaseline();
    controller.flush();
    QCoreApplication::processEvents();
    QCOMPARE(view->gantt()->baselineEndMs(), 0.0);
}

// GPT-3: every number in the step summary is a link to a derivation the results have, and
// activating one asks for it (the derivation panel shows it).
void TestPipelineView::summaryNumbersLinkToDerivations() {
    const Scenario s = test::preset("gpt3-175b-a100.json");
    const Results r = evaluate(s);
    PipelineView view;
    view.setResults(s, r);
    const QString text = view.summary()->text();
    const QRegularExpression href(QStringLiteral("href=\"([^\"]+)\""));
    QStringList ids;
    for (auto it = href.globalMatch(text); it.hasNext();) {
        ids << it.next().captured(1);
    }
    QCOMPARE(ids.size(), 6);  // step, pipeline, exposed DP, saves, failures, wall clock
    for (const QString& id : ids) {
        QVERIFY2(r.derivation(id.toStdString()) != nullptr, qPrintable(id));
    }
    QSignalSpy spy(&view, &ChartPanel::derivationRequested);
    emit view.summary()->linkActivated(ids.last());
    QCOMPARE(spy.size(), 1);
    QCOMPARE(spy.front().at(0).toString(), QStringLiteral("plan.wall_step_s"));
}

QTEST_MAIN(TestPipelineView)
#include "tst_pipeline_view.moc"
