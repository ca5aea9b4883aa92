// The plan's step on one time line (model/step/step_phases.h): the phases follow the pipeline
// without gaps, the DP collectives split into the hidden part and the exposed part the step
// pays, and the last phase ends at the average wall clock per step t_s (1 + L) that the finish
// date uses (worked-examples §12: 52.800 s and L = 1.078 % in the design case).
#include <QTest>
#include <algorithm>

#include "fuzzy.h"
#include "model/evaluate/evaluate.h"
#include "model/io/results_json.h"
#include "presets.h"

using namespace stepbudget;

namespace {

const StepPhase* find(const StepPhases& p, StepPhaseKind kind) {
    const auto it = std::find_if(p.phases.begin(), p.phases.end(),
                                 [kind](const StepPhase& ph) { return ph.kind == kind; });
    return it == p.phases.end() ? nullptr : &*it;
}

}  // namespace

class TestStepPhases : public QObject {
    Q_OBJECT
private slots:
    void phasesAddUpToTheWallClock_data();
    void phasesAddUpToTheWallClock();
    void designCaseSpreadsZero3();
    void gpt3AllReduceEndsThePipeline();
    void sliderMovesItsPhase_data();
    void sliderMovesItsPhase();
    void reportListsThePhases();
};

void TestStepPhases::phasesAddUpToTheWallClock_data() {
    QTest::addColumn<QString>("preset");
    for (const char* name : {"book-design-48.json", "gpt3-175b-a100.json", "llama3-70b-h100.json",
                             "llama3-405b-h100.json", "six-nd-1t.json", "rtx4090-zero3-8.json",
                             "deepseek-v3-ep-h100.json", "llama3-405b-128k-cp.json"}) {
        QTest::newRow(name) << name;
    }
}

// Every preset: the phases after the pipeline are back to back from the pipeline's end, the
// step ends where they say, and the last one ends at t_s (1 + L), the finish date's step.
void TestStepPhases::phasesAddUpToTheWallClock() {
    QFETCH(QString, preset);
    const Results r = evaluate(test::preset(preset.toStdString()));
    QVERIFY(r.ok());
    const PlanResults& p = r.plan;
    const StepPhases& ph = p.phases;
    SB_COMPARE_REL(ph.wall_s, p.step_time_s * (1.0 + p.overhead_fraction), 1e-12);
    SB_COMPARE_REL(ph.checkpoint_save_s + ph.failure_loss_s, p.step_time_s * p.overhead_fraction,
                   1e-9);
    SB_COMPARE_REL(ph.dp_link_s, r.comm.link_time_s, 1e-12);
    SB_COMPARE_REL(ph.dp_hidden_s + p.exposed_comm_s,
                   std::max(r.comm.link_time_s, p.exposed_comm_s), 1e-9);
    double t = p.pipeline_s;
    for (const StepPhase& x : ph.phases) {
        QVERIFY(x.end_s > x.start_s);
        if (x.kind == StepPhaseKind::DpHidden || x.kind == StepPhaseKind::KvExchange ||
            x.kind == StepPhaseKind::AllToAll) {
            QVERIFY(x.end_s <= p.pipeline_s * (1 + 1e-12));     // under the pipeline's compute
            SB_COMPARE_REL(x.span_end_s, p.pipeline_s, 1e-12);  // ends with the pipeline
            continue;
        }
        SB_COMPARE_REL(x.span_end_s, x.end_s, 1e-12);
        SB_COMPARE_REL(x.start_s, t, 1e-12);  // no gap, no overlap
        t = x.end_s;
        if (x.kind == StepPhaseKind::InputWait) {
            SB_COMPARE_REL(x.end_s, p.step_time_s, 1e-12);
        }
    }
    SB_COMPARE_REL(t, ph.wall_s, 1e-12);
}

// Design case (ZeRO-3, m = 8 per card): 3 collectives per micro-batch, prefetched, so the
// hidden link time is 8 pieces over the pipeline; 76.17 ms exposed; 0.5 s input wait.
void TestStepPhases::designCaseSpreadsZero3() {
    const Results r = evaluate(test::preset("book-design-48.json"));
    const StepPhase* hidden = find(r.plan.phases, StepPhaseKind::DpHidden);
    QVERIFY(hidden != nullptr);
    QCOMPARE(hidden->pieces, std::int64_t{8});
    SB_COMPARE_REL(hidden->start_s, 0.0, 1e-12);
    const StepPhase* exposed = find(r.plan.phases, StepPhaseKind::DpExposed);
    QVERIFY(exposed != nullptr);
    SB_COMPARE_REL(exposed->end_s - exposed->start_s, r.comm.exposed_s, 1e-12);
    const StepPhase* input = find(r.plan.phases, StepPhaseKind::InputWait);
    QVERIFY(input != nullptr);
    SB_COMPARE_REL(input->end_s, 52.79989845685356, 1e-9);  // the book's 52.800 s
    SB_COMPARE_REL(r.plan.phases.wall_s, 52.79989845685356 * (1 + r.plan.overhead_fraction), 1e-9);
}

// GPT-3 (distributed optimizer, ZeRO-1 convention): one gradient reduction per step, hidden
// under the last backward, so the hidden part ends exactly where the pipeline ends.
void TestStepPhases::gpt3AllReduceEndsThePipeline() {
    const Results r = evaluate(test::preset("gpt3-175b-a100.json"));
    const StepPhase* hidden = find(r.plan.phases, StepPhaseKind::DpHidden);
    QVERIFY(hidden != nullptr);
    QCOMPARE(hidden->pieces, std::int64_t{1});
    SB_COMPARE_REL(hidden->end_s, r.plan.pipeline_s, 1e-12);
    QVERIFY(find(r.plan.phases, StepPhaseKind::InputWait) == nullptr);  // no input wait typed
}

void TestStepPhases::sliderMovesItsPhase_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("factor");
    QTest::addColumn<int>("kind");
    QTest::newRow("collective bandwidth halved: exposed DP grows")
        << "cluster.collective_gb_per_s" << 0.5 << static_cast<int>(StepPhaseKind::DpExposed);
    QTest::newRow("checkpoint write speed halved: saves grow")
        << "checkpoint.write_gb_per_s" << 0.5 << static_cast<int>(StepPhaseKind::CheckpointSave);
}

// GPT-3: the two headline sliders that do not touch the pipeline's ops lengthen their phase.
void TestStepPhases::sliderMovesItsPhase() {
    QFETCH(QString, key);
    QFETCH(double, factor);
    QFETCH(int, kind);
    Scenario s = test::preset("gpt3-175b-a100.json");
    const Results before = evaluate(s);
    // Through the registry, as the slider sets it (no section header needed).
    const std::string path = key.toStdString();
    test::setKeyNumber(s, path.c_str(), test::keyNumber(s, path.c_str()) * factor);
    const Results after = evaluate(s);
    const StepPhase* a = find(before.plan.phases, static_cast<StepPhaseKind>(kind));
    const StepPhase* b = find(after.plan.phases, static_cast<StepPhaseKind>(kind));
    QVERIFY(a != nullptr && b != nullptr);
    QVERIFY(b->end_s - b->start_s > 1.5 * (a->end_s - a->start_s));
    QVERIFY(after.plan.phases.wall_s > before.plan.phases.wall_s);
}

// The Markdown report has the step phase by phase, ending at the average wall clock per step
// (GPT-3: 36.440 s of pipeline, 39.000 s per step on average).
void TestStepPhases::reportListsThePhases() {
    // Typed MFU (the preset ships predicted): the figures above are the typed plan's.
    const Scenario s = test::preset("gpt3-175b-a100.json", false);
    const Results r = evaluate(s);
    const QString md = QString::fromStdString(resultsToMarkdown(s, r, false));
    QVERIFY(md.contains("## The plan's step, phase by phase"));
    QVERIFY(md.contains("| pipeline (1f1b) | 0.000 | 36.440 | 36.440 |"));
    QVERIFY(md.contains("| dp_exposed | 36.440 | 36.688 | 0.247 |"));
    QVERIFY(md.contains(QString::fromStdString("**" + fixed(r.plan.phases.wall_s, 3) + "**")));
    QVERIFY(md.contains("**39.000**"));
}

QTEST_GUILESS_MAIN(TestStepPhases)
#include "tst_step_phases.moc"
