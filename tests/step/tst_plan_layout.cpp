// The plan's layout and its pipeline (one-plan.md): per-stage times from the plan's FLOPs, the
// configured schedule simulated with them, recompute and TP communication in the step, the
// plausibility rules and warnings, and the worked examples unchanged with t = p = 1.
#include <QTest>
#include <algorithm>
#include <cmath>
#include <string>

#include "fuzzy.h"
#include "message_checks.h"
#include "model/evaluate/evaluate.h"
#include "model/evaluate/validate.h"
#include "model/evaluate/verdicts.h"
#include "presets.h"

using namespace stepbudget;
using stepbudget::test::hasWarning;

namespace {

// GPT-3 175B on TP 8 x PP 8 (Narayanan et al. 2021), the plan's own pipeline shown, with typed
// MFU (the preset ships predicted): these cases check the typed closed forms and the MFU slider.
Scenario gpt3() {
    Scenario s = test::preset("gpt3-175b-a100.json", false);
    s.pipeline.source = PipelineSource::Plan;
    return s;
}

}  // namespace

class TestPlanLayout : public QObject {
    Q_OBJECT
private slots:
    void designCaseUnchanged_data();
    void designCaseUnchanged();
    void layoutOfGpt3();
    void stepIsPipelinePlusExposed_data();
    void stepIsPipelinePlusExposed();
    void fullRecomputeCostsAQuarterToAHalf_data();
    void fullRecomputeCostsAQuarterToAHalf();
    void oneFOneBBubbleWithFreeLinks_data();
    void oneFOneBBubbleWithFreeLinks();
    void tensorParallelLeavesTheHost();
    void unevenStagesPaceByTheHeaviest();
    void impossibleLayoutsAreErrors_data();
    void impossibleLayoutsAreErrors();
    void plausibilityWarnings();
    void pipelineTabShowsThePlan();
};

void TestPlanLayout::designCaseUnchanged_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<double>("step_s");
    QTest::addColumn<double>("finish_days");
    QTest::newRow("design case 48 cards") << "book-design-48.json" << 52.800 << 24.637;
    QTest::newRow("design case 32 cards") << "book-design-32.json" << 78.911 << 34.331;
}

void TestPlanLayout::designCaseUnchanged() {
    QFETCH(QString, preset);
    QFETCH(double, step_s);
    QFETCH(double, finish_days);
    const Results r = test::evaluatePreset(preset.toStdString());
    QVERIFY(r.ok());
    SB_COMPARE_PRINTED(r.plan.step_time_s, step_s, 3);
    SB_COMPARE_PRINTED(r.plan.finish_days, finish_days, 3);
    // t = p = 1, no recompute: the pipeline part is exactly the book's compute time.
    QCOMPARE(r.plan.pipeline_s, r.plan.compute_s);
    QCOMPARE(r.plan.bubble_s, 0.0);
    QCOMPARE(r.plan.tp_comm_s, 0.0);
}

void TestPlanLayout::layoutOfGpt3() {
    const Results r = evaluate(gpt3());
    QVERIFY(r.ok());
    QCOMPARE(r.plan.dp, 16.0);                                     // 1024 / (8 x 8)
    QCOMPARE(r.plan.microbatches_per_pipeline, std::int64_t(96));  // 1536 / (16 x 1)
    QCOMPARE(r.plan.stage_forward_s.size(), std::size_t(8));
    QCOMPARE(r.layout.stage_layers, std::vector<std::int64_t>(8, 12));
    // The LM head sits on the last stage: it is the heaviest and sets the pace.
    QCOMPARE(r.layout.paced_stage, std::size_t(7));
    QVERIFY(r.plan.stage_forward_s[7] > r.plan.stage_forward_s[0]);
    // The step's pipeline part is the simulated makespan of the plan's schedule.
    SB_COMPARE_REL(r.plan.pipeline_s, r.pipeline.configured.makespan_ms / 1e3, 1e-12);
    QVERIFY(r.plan.bubble_s > 0);
    QVERIFY(r.plan.achieved_mfu < r.plan.hfu);  // full recompute: hardware does more
    QVERIFY(r.plan.hfu < r.plan.achieved_mfu * 4.0 / 3.0 + 1e-12);
}

void TestPlanLayout::stepIsPipelinePlusExposed_data() {
    QTest::addColumn<QString>("preset");
    for (const char* p : {"book-design-48.json", "gpt3-175b-a100.json", "llama3-70b-h100.json",
                          "llama3-405b-h100.json", "moe-capacity-qwen3-235b.json", "six-nd-1t.json",
                          "rtx4090-zero3-8.json"}) {
        QTest::newRow(p) << p;
    }
}

void TestPlanLayout::stepIsPipelinePlusExposed() {
    QFETCH(QString, preset);
    const Results r = test::evaluatePreset(preset.toStdString());
    QVERIFY(r.ok());
    const PlanResults& p = r.plan;
    QVERIFY(p.bubble_s >= 0);
    QVERIFY(p.step_time_s >= p.compute_s * (1 - 1e-12));  // nothing makes compute faster
    SB_COMPARE_REL(p.step_time_s, p.pipeline_s + p.exposed_comm_s + p.input_wait_s, 1e-12);
    QVERIFY(p.achieved_mfu > 0 && p.achieved_mfu <= 1.0);
    QVERIFY(p.hfu >= p.achieved_mfu);
}

void TestPlanLayout::fullRecomputeCostsAQuarterToAHalf_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("pp");
    QTest::newRow("design case, one stage") << "book-design-48.json" << 1;
    QTest::newRow("GPT-3, one stage") << "gpt3-175b-a100.json" << 1;
    QTest::newRow("Llama-3 70B, one stage, m whole") << "llama3-70b-h100.json" << 1;
}

void TestPlanLayout::fullRecomputeCostsAQuarterToAHalf() {
    // Full recompute re-runs each layer's forward (1/3 of forward + backward): between a
    // quarter and a half of the compute time, never free (it used to cost nothing).
    QFETCH(QString, preset);
    QFETCH(int, pp);
    Scenario s = test::preset(preset.toStdString());
    s.parallel.pp = pp;
    s.parallel.tp = 1;
    s.parallel.recompute = Recompute::None;
    // A whole number of micro-batches per replica (B = 2 d b), so compute_s is what one
    // replica's micro-batches take.
    s.training.global_batch = 2 * s.cluster.cards * s.training.micro_batch;
    const Results none = evaluate(s);
    s.parallel.recompute = Recompute::Full;
    const Results full = evaluate(s);
    QVERIFY(none.ok() && full.ok());
    const double extra = full.plan.pipeline_s - none.plan.pipeline_s;
    QVERIFY2(
        extra >= 0.25 * none.plan.compute_s && extra <= 0.5 * none.plan.compute_s,
        qPrintable(QString("recompute adds %1 s to %2 s").arg(extra).arg(none.plan.compute_s)));
    SB_COMPARE_REL(full.plan.recompute_s, extra, 1e-9);
    // Selective recompute re-runs only the attention core: cheaper than full.
    s.parallel.recompute = Recompute::Selective;
    const Results selective = evaluate(s);
    QVERIFY(selective.plan.recompute_s > 0 && selective.plan.recompute_s < full.plan.recompute_s);
}

void TestPlanLayout::oneFOneBBubbleWithFreeLinks_data() {
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("global_batch");
    QTest::newRow("p 8, m 96") << 8 << 1536;
    QTest::newRow("p 4, m 24") << 4 << 768;
    QTest::newRow("p 16, m 16") << 16 << 256;
}

void TestPlanLayout::oneFOneBBubbleWithFreeLinks() {
    // 1F1B with free links: the bubble is (p - 1)/m of the ideal m (t_F + t_B) (worked-examples
    // §3.1), measured on the simulated free-link counterfactual of the plan's own schedule.
    QFETCH(int, pp);
    QFETCH(int, global_batch);
    Scenario s = gpt3();
    s.pipeline.schedule = Schedule::OneFOneB;
    s.parallel.pp = pp;
    s.training.global_batch = global_batch;
    const Results r = evaluate(s);
    QVERIFY(r.ok());
    const ScheduleResult& c = r.pipeline.configured;
    QVERIFY(c.runnable);
    const double m = double(r.plan.microbatches_per_pipeline);
    const std::size_t k = r.layout.paced_stage;
    const double ideal_ms = m * (r.plan.stage_forward_s[k] + r.plan.stage_backward_s[k]) * 1e3;
    // The simulator quantises each duration to 1e-6 ms (pipeline_time.h): agreement to 1e-6.
    SB_COMPARE_REL(c.free_link_makespan_ms - ideal_ms, (pp - 1) / m * ideal_ms, 1e-6);
}

void TestPlanLayout::tensorParallelLeavesTheHost() {
    // TP inside a host runs on the scale-up link; TP 16 over 8-card hosts on the NIC.
    Scenario s = gpt3();
    const Results inside = evaluate(s);
    QVERIFY(inside.layout.tp_in_host);
    SB_COMPARE_REL(inside.layout.tp_link_gb_per_s, s.cluster.scale_up_gb_per_s, 1e-15);
    s.parallel.tp = 16;
    s.parallel.pp = 4;
    const Results across = evaluate(s);
    QVERIFY(across.ok());
    QVERIFY(!across.layout.tp_in_host);
    SB_COMPARE_REL(across.layout.tp_link_gb_per_s, s.cluster.nic_gb_per_s, 1e-15);
    QVERIFY(across.plan.tp_comm_s > inside.plan.tp_comm_s);
}

void TestPlanLayout::unevenStagesPaceByTheHeaviest() {
    Scenario s = gpt3();
    s.parallel.pp = 7;  // 96 layers: five stages of 14, two of 13
    s.cluster.cards = 8 * 7 * 16;
    const Results r = evaluate(s);
    QVERIFY(r.ok());
    QCOMPARE(r.layout.stage_layers.front(), std::int64_t(14));
    QCOMPARE(r.layout.stage_layers.back(), std::int64_t(13));
    QVERIFY(hasWarning(r, "parallel.pp", "do not split evenly"));
    const std::size_t k = r.layout.paced_stage;
    for (std::size_t i = 0; i < r.plan.stage_forward_s.size(); ++i) {
        QVERIFY(r.plan.stage_forward_s[i] + r.plan.stage_backward_s[i] <=
                r.plan.stage_forward_s[k] + r.plan.stage_backward_s[k]);
    }
}

void TestPlanLayout::impossibleLayoutsAreErrors_data() {
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("pp");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("TP above the heads") << 192 << 1 << "parallel.tp"
                                        << "exceeds model.heads";
    QTest::newRow("TP not dividing the heads") << 5 << 1 << "parallel.tp"
                                               << "must divide";
    QTest::newRow("more stages than layers") << 1 << 128 << "parallel.pp"
                                             << "exceeds model.layers";
}

void TestPlanLayout::impossibleLayoutsAreErrors() {
    QFETCH(int, tp);
    QFETCH(int, pp);
    QFETCH(QString, key);
    QFETCH(QString, fragment);
    Scenario s = gpt3();  // 96 heads, 96 layers
    s.parallel.tp = tp;
    s.parallel.pp = pp;
    s.cluster.cards = std::int64_t(tp) * pp * 4;
    const Issues issues = validate(s);
    const bool named = std::any_of(issues.begin(), issues.end(), [&](const Issue& i) {
        return i.path == key.toStdString() &&
               i.message.find(fragment.toStdString()) != std::string::npos;
    });
    QVERIFY2(named, issues.empty() ? "no issue" : issues.front().message.c_str());
    QVERIFY(!evaluate(s).ok());
}

void TestPlanLayout::plausibilityWarnings() {
    // 1,000 cards with a global batch of 384 sequences: most replicas have nothing to train on.
    Scenario s = test::preset("book-design-48.json");
    s.cluster.cards = 1000;
    const Results idle = evaluate(s);
    QVERIFY(idle.ok());
    QVERIFY(hasWarning(idle, "training.global_batch", "fewer than DP x micro-batch"));
    // 40 cards: 384 / 40 = 9.6 micro-batches, not whole.
    s.cluster.cards = 40;
    QVERIFY(hasWarning(evaluate(s), "training.global_batch", "is not whole"));
    // A save longer than its interval.
    s = test::preset("book-design-48.json");
    test::setKeyNumber(s, "checkpoint.interval_s", 10);
    QVERIFY(hasWarning(evaluate(s), "checkpoint.interval_s", "longer than the interval"));
    // GPT-3 with 4 micro-batches per pipeline on 8 stages.
    Scenario g = gpt3();
    g.training.global_batch = 64;
    QVERIFY(hasWarning(evaluate(g), "training.global_batch", "below the pipeline depth"));
    // A card 94 % full: the step time has no cost for the allocator's retries there, and the
    // plan says so (memory_pressure.h); at 88 % it does not.
    Scenario full = test::preset("book-design-48.json");
    const double peak_gib = evaluate(full).memory.peak_bytes_per_card / (1024.0 * 1024 * 1024);
    full.cluster.usable_memory_gib = peak_gib / 0.94;
    QVERIFY(hasWarning(evaluate(full), "cluster.usable_memory_gib", "allocator's retries"));
    QVERIFY(hasWarning(evaluate(full), "cluster.usable_memory_gib", "94 % of the card ("));
    full.cluster.usable_memory_gib = peak_gib / 0.97;  // the spec's "within 5 % of the card"
    QVERIFY(
        hasWarning(evaluate(full), "cluster.usable_memory_gib", "97 % of the card, within 5 %"));
    // The verdict says the same, with its derivation (memory.room: peak / usable).
    const Results tight = evaluate(full);
    QCOMPARE(QString::fromStdString(findVerdict(tight.verdicts, "memory.room")->choice),
             QStringLiteral("tight"));
    // Its value, the margin to the tight edge: 0.90 x usable - peak = (0.90 / 0.97 - 1) x peak.
    SB_COMPARE_REL(tight.derivation("memory.room")->value,
                   (0.90 / 0.97 - 1.0) * tight.memory.peak_bytes_per_card, 1e-9);
    full.cluster.usable_memory_gib = peak_gib / 0.88;
    QVERIFY(!hasWarning(evaluate(full), "cluster.usable_memory_gib", ""));
    QCOMPARE(QString::fromStdString(findVerdict(evaluate(full).verdicts, "memory.room")->choice),
             QStringLiteral("snug"));
    // The design case itself is clean.
    QVERIFY(test::evaluatePreset("book-design-48.json").warnings.empty());
}

void TestPlanLayout::pipelineTabShowsThePlan() {
    // pipeline.source = plan: the section is the plan's schedule (8 stages of GPT-3), and the
    // five headline sliders move it; example: the book's 4-stage case whatever the plan.
    Scenario s = gpt3();
    const Results r = evaluate(s);
    QCOMPARE(r.pipeline.configured.busy_ms.size(), std::size_t(8));
    Scenario faster = s;
    faster.cluster.mfu = 0.6;
    QVERIFY(evaluate(faster).pipeline.configured.makespan_ms < r.pipeline.configured.makespan_ms);
    Scenario more = s;
    more.cluster.cards = 2048;  // d 32: 48 micro-batches
    QVERIFY(evaluate(more).pipeline.configured.makespan_ms < r.pipeline.configured.makespan_ms);
    s.pipeline.source = PipelineSource::Example;
    const Results book = evaluate(s);
    QCOMPARE(book.pipeline.configured.busy_ms.size(), std::size_t(4));
    SB_COMPARE_REL(book.pipeline.configured.makespan_ms, 347.0, 1e-12);
    // The step still simulates the plan's own pipeline.
    SB_COMPARE_REL(book.plan.pipeline_s, r.plan.pipeline_s, 1e-12);
}

QTEST_MAIN(TestPlanLayout)
#include "tst_plan_layout.moc"
