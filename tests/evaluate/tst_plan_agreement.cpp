// One answer per question (docs/one-plan.md, "Identities"): the headline, the plan's pipeline
// timeline, the Activations tab and the search give one plan one memory peak, one step and one
// finish. Named cases reproduce what a user saw disagree; a seeded property test checks the same
// identities on random small scenarios and on every shipped preset.
#include <QTest>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "fuzzy.h"
#include "model/evaluate/evaluate.h"
#include "model/evaluate/validate.h"
#include "model/io/scenario_json.h"
#include "model/memory/activation_cost.h"
#include "model/search/search.h"
#include "presets.h"
#include "split_mix.h"

using namespace stepbudget;
using namespace stepbudget::test;

Q_DECLARE_METATYPE(stepbudget::Scenario)

namespace {

constexpr double kRel = 1e-6;  // the issue's agreement tolerance

std::string layoutName(const SearchLayout& l) {
    return describeLayout(l);
}

// The pipeline section's heaviest stage, when it shows the plan.
double pipelinePeakBytes(const Results& r) {
    const std::vector<std::int64_t>& peaks = r.pipeline.configured.peak_bytes;
    return peaks.empty() ? 0.0 : static_cast<double>(*std::max_element(peaks.begin(), peaks.end()));
}

// Every point the search prints reads the same in evaluate() of its layout.
void checkPointsReevaluate(const Scenario& base, const std::vector<SearchPoint>& points) {
    for (const SearchPoint& p : points) {
        const Results full = evaluate(applySearchLayout(base, p.layout));
        QVERIFY2(full.ok(), layoutName(p.layout).c_str());
        const std::string what = layoutName(p.layout);
        QVERIFY2(closeEnough(p.finish_days, full.plan.finish_days, kRel), what.c_str());
        QVERIFY2(closeEnough(p.step_time_s, full.plan.step_time_s, kRel), what.c_str());
        QVERIFY2(closeEnough(p.peak_bytes_per_card, full.memory.peak_bytes_per_card, kRel),
                 what.c_str());
        QVERIFY2(closeEnough(p.headroom_bytes, full.memory.margin_bytes, kRel,
                             kRel * full.memory.usable_bytes_per_card),
                 what.c_str());
    }
}

// The plan is placed, and its place is true: on the front as itself, or dominated by a front
// layout that evaluate() confirms is no worse in all three objectives and better in one.
void checkPlanPlaced(const Scenario& base, const SearchResults& r) {
    QVERIFY(r.plan.placed);
    const Results plan = evaluate(base);
    QVERIFY(closeEnough(r.plan.point.finish_days, plan.plan.finish_days, 1e-12));
    QVERIFY(closeEnough(r.plan.point.peak_bytes_per_card, plan.memory.peak_bytes_per_card, 1e-12));
    switch (r.plan.standing) {
        case PlanStanding::OnFront: {
            const bool found = std::any_of(
                r.front.begin(), r.front.end(),
                [&](const SearchPoint& f) { return sameLayout(f.layout, r.plan.point.layout); });
            QVERIFY2(found, r.plan.words.c_str());
            break;
        }
        case PlanStanding::Dominated: {
            QVERIFY(r.plan.dominated_by < r.front.size());
            const SearchPoint& by = r.front[r.plan.dominated_by];
            const Results better = evaluate(applySearchLayout(base, by.layout));
            SearchPoint b = by;
            b.finish_days = better.plan.finish_days;
            b.headroom_bytes = better.memory.margin_bytes;
            QVERIFY2(dominates(b, r.plan.point, r.cost_objective), r.plan.words.c_str());
            break;
        }
        case PlanStanding::Tied: {
            QVERIFY(r.plan.dominated_by < r.front.size());
            const Results twin =
                evaluate(applySearchLayout(base, r.front[r.plan.dominated_by].layout));
            QVERIFY(closeEnough(twin.plan.finish_days, plan.plan.finish_days, 1e-12));
            QVERIFY(closeEnough(twin.memory.margin_bytes, plan.memory.margin_bytes, 1e-12));
            break;
        }
        case PlanStanding::DoesNotFit:
            QVERIFY2(plan.memory.margin_bytes < 0, r.plan.words.c_str());
            break;
        case PlanStanding::OutsideSpace:
            // Only a plan outside the space may escape the front, and the search says why.
            QVERIFY2(!r.plan.outside_reason.empty(), r.plan.words.c_str());
            QVERIFY(!dominatingFrontPoint(r.front, r.plan.point, r.cost_objective));
            break;
    }
}

// evaluate()'s plan scope (the search's re-evaluation of its front) simulates the configured
// schedule only, and every number of the plan is Full's, bit for bit. The pipeline memo is moved
// to another configuration first, so the plan scope really simulates.
void checkPlanScope(const Scenario& sc) {
    Scenario other = sc;
    other.cluster.peak_tflops *= 1.5;
    (void)evaluate(other);
    const Results plan = evaluate(sc, EvaluateScope::Plan);
    const Results full = evaluate(sc);
    QVERIFY(plan.ok());
    if (sc.parallel.pp > 1 && sc.pipeline.source == PipelineSource::Plan &&
        full.pipeline.configured.runnable) {
        QCOMPARE(plan.pipeline.schedules.size(), std::size_t(1));
        QCOMPARE(plan.pipeline.configured.makespan_ms, full.pipeline.configured.makespan_ms);
        QCOMPARE(plan.pipeline.configured.peak_bytes, full.pipeline.configured.peak_bytes);
    }
    QCOMPARE(plan.plan.finish_days, full.plan.finish_days);
    QCOMPARE(plan.plan.step_time_s, full.plan.step_time_s);
    QCOMPARE(plan.plan.meets_deadline, full.plan.meets_deadline);
    QCOMPARE(plan.memory.peak_bytes_per_card, full.memory.peak_bytes_per_card);
    QCOMPARE(plan.memory.margin_bytes, full.memory.margin_bytes);
}

// The same question from another starting layout gives the same front.
void checkFrontIndependentOfStart(const Scenario& base, const SearchOptions& o,
                                  const SearchResults& r) {
    for (const std::vector<SearchPoint>* set : {&r.front, &r.top}) {
        if (set->empty()) {
            continue;
        }
        const Scenario moved = applySearchLayout(base, set->front().layout);
        const SearchResults again = searchLayouts(moved, o);
        QCOMPARE(again.front.size(), r.front.size());
        for (std::size_t i = 0; i < r.front.size(); ++i) {
            QVERIFY2(sameLayout(again.front[i].layout, r.front[i].layout),
                     (layoutName(again.front[i].layout) + " vs " + layoutName(r.front[i].layout))
                         .c_str());
            QVERIFY(closeEnough(again.front[i].finish_days, r.front[i].finish_days, 1e-12));
        }
        // Started from a front layout, the plan is that front layout.
        if (set == &r.front) {
            QVERIFY2(again.plan.standing == PlanStanding::OnFront, again.plan.words.c_str());
        } else {
            QVERIFY2(again.plan.standing != PlanStanding::OutsideSpace, again.plan.words.c_str());
        }
    }
}

// The memory identities of one evaluated plan: headline peak = resident + FP8 weight copy (0
// with bf16) + activation term; that term is the plan's own (typed or architecture); the plan's
// pipeline timeline peaks at it.
void checkOnePeak(const Scenario& sc) {
    const Results r = evaluate(sc);
    QVERIFY(r.ok());
    // The memory beyond the tensors is 0 unless memory.runtime_overheads is on.
    SB_COMPARE_REL(r.memory.peak_bytes_per_card,
                   r.memory.resident_bytes_per_card + r.memory.fp8_copy_bytes_per_card +
                       r.memory.extra_bytes_per_card + r.memory.overhead_bytes_per_card,
                   1e-12);
    if (!sc.memory.runtime_overheads) {
        QCOMPARE(r.memory.overhead_bytes_per_card, 0.0);
    }
    if (activationsTyped(sc)) {
        SB_COMPARE_REL(r.memory.extra_bytes_per_card, planActivationBytes(sc), 1e-12);
    }
    Scenario shown = sc;  // Pipeline > "Show my plan"
    shown.pipeline.source = PipelineSource::Plan;
    const Results plan = evaluate(shown);
    QVERIFY(plan.ok());
    SB_COMPARE_REL(plan.memory.peak_bytes_per_card, r.memory.peak_bytes_per_card, 1e-9);
    if (plan.pipeline.configured.runnable && !plan.pipeline.configured.peak_bytes.empty()) {
        SB_COMPARE_REL(pipelinePeakBytes(plan), plan.memory.extra_bytes_per_card, 1e-6);
    }
}

// A random small plan: shape, cards, batch, layout, schedule, both activation sources and
// both efficiency sources.
Scenario randomScenario(SplitMix64& rng) {
    Scenario sc;
    sc.model.name = "random";
    sc.model.layers = rng.pick<std::int64_t>({4, 6, 8, 12});
    sc.model.heads = rng.pick<std::int64_t>({8, 16});
    sc.model.kv_heads = rng.pick<std::int64_t>({4, 8});
    sc.model.head_dim = 128;
    sc.model.hidden = sc.model.heads * sc.model.head_dim;
    sc.model.intermediate = sc.model.hidden * rng.pick<std::int64_t>({3, 4});
    sc.model.vocab = 32000;
    const double h = static_cast<double>(sc.model.hidden);
    const double kv = static_cast<double>(sc.model.kv_heads * sc.model.head_dim);
    const double layer =
        2 * h * h + 2 * h * kv + 3 * h * static_cast<double>(sc.model.intermediate);
    sc.model.params = static_cast<std::int64_t>(static_cast<double>(sc.model.layers) * layer +
                                                2 * h * static_cast<double>(sc.model.vocab));
    sc.training.tokens = 1e10;
    sc.training.seq_len = rng.pick<std::int64_t>({1024, 2048, 4096});
    sc.training.global_batch = rng.pick<std::int64_t>({32, 64, 96});
    sc.training.micro_batch = rng.pick<std::int64_t>({1, 2});
    sc.training.deadline_days = 40;
    sc.cluster.cards = rng.pick<std::int64_t>({8, 16, 32});
    sc.cluster.usable_memory_gib = rng.pick<double>({6.0, 12.0, 22.0, 40.0});
    sc.parallel.tp = rng.pick<std::int64_t>({1, 2, 4});
    sc.parallel.pp = rng.pick<std::int64_t>({1, 2, 4});
    sc.parallel.zero_stage = rng.pick<std::int64_t>({0, 1, 2, 3});
    sc.parallel.recompute = rng.pick({Recompute::None, Recompute::Selective, Recompute::Full});
    sc.parallel.extra_memory_gib = rng.pick<double>({1.0, 4.0, 10.0});
    sc.pipeline.source = rng.pick({PipelineSource::Plan, PipelineSource::Example});
    sc.pipeline.schedule =
        rng.pick({Schedule::OneFOneB, Schedule::FillDrain, Schedule::ZbH1, Schedule::Interleaved});
    sc.pipeline.chunks = 2;
    activationSettings(sc).source =
        rng.pick({ActivationSource::Budget, ActivationSource::Architecture});
    activationSettings(sc).flash_attention = rng.pick({false, true});
    sc.cluster.efficiency_source = rng.pick({EfficiencySource::Typed, EfficiencySource::Predicted});
    return sc;
}

}  // namespace

class TestPlanAgreement : public QObject {
    Q_OBJECT

private slots:
    // Issue case: on the default preset the search called the plan "not on the front" and its
    // row 1 finished at 29.4 days against the plan's 24.6; the search priced memory with the
    // architecture (9.1-9.6 GiB headroom) where the plan types 10 GiB (12.5 GiB peak).
    void searchPlacesTheDesignCasePlan() {
        const Scenario sc = preset("book-design-48.json");
        SearchOptions o;
        o.exact_front = false;  // the search's own numbers, as the Search tab shows them
        const SearchResults r = searchLayouts(sc, o);
        QVERIFY(!r.front.empty());
        QVERIFY(r.activations_typed);
        checkPlanPlaced(sc, r);
        QVERIFY2(r.plan.standing == PlanStanding::OnFront || r.plan.standing == PlanStanding::Tied,
                 r.plan.words.c_str());
        const Results plan = evaluate(sc);
        QVERIFY(r.front.front().finish_days <= plan.plan.finish_days * (1 + 1e-12));
        checkPointsReevaluate(sc, r.front);
        checkPointsReevaluate(sc, r.top);
    }

    // Issue case: the headline said 12.5 of 22 GiB while Pipeline > "Show my plan" and the
    // Activations tab said about 402 GiB for the same plan.
    void onePeakForTheDesignCase() {
        const Scenario sc = preset("book-design-48.json");
        checkOnePeak(sc);
        const Results r = evaluate(sc);
        QVERIFY(matchesPrinted(r.memory.peak_bytes_per_card / (1024.0 * 1024 * 1024), 12.543, 3));
    }

    // Issue case: on GPT-3 a front layout, once applied, left the front and a layout it beats
    // was labelled "on the front": the space held the plan's own chunk count.
    void frontDoesNotDependOnTheStart_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("GPT-3 175B on 1,024 A100") << "gpt3-175b-a100.json";
        QTest::newRow("design case, 48 RTX 4090") << "book-design-48.json";
        QTest::newRow("Llama 3 70B on H100") << "llama3-70b-h100.json";
    }
    void frontDoesNotDependOnTheStart() {
        QFETCH(QString, file);
        const Scenario sc = preset(file.toStdString());
        SearchOptions o;
        o.exact_front = false;
        const SearchResults r = searchLayouts(sc, o);
        QVERIFY(!r.front.empty());
        checkPlanPlaced(sc, r);
        checkFrontIndependentOfStart(sc, o, r);
    }

    // Every shipped preset: one peak, and (presets small enough to search in a test) the search
    // places the plan and its points re-evaluate exactly.
    void identitiesHoldOnEveryPreset_data() { addPresetRows(); }
    void identitiesHoldOnEveryPreset() {
        QFETCH(QString, file);
        const Scenario sc = preset(file.toStdString());
        if (!evaluate(sc).ok()) {
            QSKIP("the preset is not a valid plan on its own");
        }
        checkOnePeak(sc);
        checkPlanScope(sc);
        if (evaluationPipelineOps(sc) > 200'000) {
            return;  // the deep-pipeline stress example: searched by bench_search, not here
        }
        SearchOptions o;
        o.exact_front = false;
        o.top_k = 5;
        const SearchResults r = searchLayouts(sc, o);
        if (!r.issues.empty()) {
            return;
        }
        checkPlanPlaced(sc, r);
        checkPointsReevaluate(sc, r.front);
        checkPointsReevaluate(sc, r.top);
    }

    // Property test: random small plans (both activation sources, pipelines of 1-4 stages,
    // four schedules, the book's example pipeline or the plan's).
    void identitiesHoldOnRandomScenarios() {
        SplitMix64 rng(0x0e5a11ce);
        // 40 plans in CI (about two seconds); STEPBUDGET_PROPERTY_SCENARIOS asks for more.
        bool set = false;
        const int env = qEnvironmentVariableIntValue("STEPBUDGET_PROPERTY_SCENARIOS", &set);
        const int wanted = set && env > 0 ? env : 40;
        int checked = 0;
        for (int i = 0; i < 20 * wanted && checked < wanted; ++i) {
            Scenario sc = randomScenario(rng);
            if (!validate(sc).empty()) {
                continue;
            }
            ++checked;
            // Every other plan counts the memory beyond the tensors (memory.runtime_overheads),
            // which the search prices per layout like computeMemory() (same random stream).
            sc.memory.runtime_overheads = checked % 2 == 0;
            checkOnePeak(sc);
            checkPlanScope(sc);
            SearchOptions o;
            o.exact_front = false;
            o.top_k = 4;
            const SearchResults r = searchLayouts(sc, o);
            QVERIFY(r.issues.empty());
            checkPlanPlaced(sc, r);
            checkPointsReevaluate(sc, r.front);
            checkPointsReevaluate(sc, r.top);
            if (checked % 4 == 0) {
                checkFrontIndependentOfStart(sc, o, r);
            }
            if (QTest::currentTestFailed()) {
                qWarning("random scenario %d failed:\n%s", i, scenarioToJson(sc).c_str());
                return;
            }
        }
        QVERIFY(checked >= wanted);
    }
};

QTEST_GUILESS_MAIN(TestPlanAgreement)
#include "tst_plan_agreement.moc"
