// Plan search: the pruned search returns exactly the brute-force front and top-K on small
// spaces, the cheap per-layout evaluation agrees with evaluate(), every layout off the front
// has a reason, the output is deterministic, and the CLI prints the documented JSON.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <algorithm>
#include <atomic>
#include <set>

#include "cli_runner.h"
#include "fuzzy.h"
#include "model/base/units.h"
#include "model/evaluate/evaluate.h"
#include "model/memory/activation_cost.h"
#include "model/memory/memory_room.h"
#include "model/pipeline/pipeline_memory.h"
#include "model/pipeline/pipeline_rules.h"
#include "model/search/search.h"
#include "model/search/search_output.h"
#include "model/step/compute.h"
#include "model/step/layout.h"
#include "presets.h"
#include "sanitizer_build.h"

using namespace stepbudget;
using namespace stepbudget::test;

Q_DECLARE_METATYPE(stepbudget::Scenario)

namespace {

// A small dense model, so that a brute-force search of every layout runs in a test.
Scenario smallModel() {
    Scenario sc;
    sc.model.name = "small";
    sc.model.layers = 8;
    sc.model.hidden = 2048;
    sc.model.intermediate = 5632;
    sc.model.heads = 16;
    sc.model.kv_heads = 4;
    sc.model.head_dim = 128;
    sc.model.vocab = 32000;
    sc.model.params = 620000000;
    sc.training.tokens = 2e10;
    sc.training.seq_len = 2048;
    sc.training.global_batch = 64;
    sc.cluster.cards = 16;
    sc.cluster.usable_memory_gib = 12;
    sc.training.deadline_days = 40;
    // Memory that follows the layout (a typed budget gives every layout the same activations).
    activationSettings(sc).source = ActivationSource::Architecture;
    return sc;
}

void compareSets(const std::vector<SearchPoint>& a, const std::vector<SearchPoint>& b) {
    QCOMPARE(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        QVERIFY2(sameLayout(a[i].layout, b[i].layout), describeLayout(a[i].layout).c_str());
        QCOMPARE(a[i].finish_days, b[i].finish_days);
        QCOMPARE(a[i].headroom_bytes, b[i].headroom_bytes);
    }
}

// Every layout of the brute-force space: the front and every other layout (with its reason).
std::vector<SearchLayout> everyLayout(const Scenario& sc) {
    SearchOptions o;
    o.exact_front = false;
    o.prune = false;
    o.keep_rejections = true;
    const SearchResults r = searchLayouts(sc, o);
    std::vector<SearchLayout> all;
    for (const SearchRejection& x : r.rejected) {
        all.push_back(x.layout);
    }
    for (const SearchPoint& p : r.front) {
        all.push_back(p.layout);
    }
    return all;
}

// The simulator's input for GPT-3 175B at tp 8 x pp 8, micro-batch 1, under `schedule`.
PipelineConfig gpt3PipelineConfig(const Scenario& sc, Schedule schedule, std::int64_t chunks) {
    SearchLayout l;
    l.cards = sc.cluster.cards;
    l.tp = 8;
    l.pp = 8;
    l.dp = l.cards / 64;
    l.micro_batch = 1;
    l.schedule = schedule;
    l.chunks = chunks;
    const Scenario x = applySearchLayout(sc, l);
    const ComputeResults cr = computeCompute(x);
    return planPipelineConfig(x, computeLayout(x, cr));
}

// The small model as a MoE (8 experts, top-2): the space adds ep = 2, 4, 8.
Scenario smallMoe() {
    Scenario sc = smallModel();
    sc.model.experts = 8;
    sc.model.top_k = 2;
    sc.model.expert_intermediate = 1408;
    sc.model.params = 620000000 + 7 * 8 * 3 * 2048 * 1408;
    return sc;
}

// The small model at 16K tokens: the space adds cp = 2, 4 (each card keeps >= 4,096 tokens).
Scenario smallLongContext() {
    Scenario sc = smallModel();
    sc.training.seq_len = 16384;
    sc.training.global_batch = 16;
    sc.cluster.usable_memory_gib = 40;
    return sc;
}

}  // namespace

class TestSearch : public QObject {
    Q_OBJECT

private slots:
    void prunedEqualsBruteForce_data() {
        QTest::addColumn<Scenario>("scenario");
        QTest::addColumn<qint64>("lo");
        QTest::addColumn<qint64>("hi");
        QTest::newRow("small-16-cards") << smallModel() << qint64(0) << qint64(0);
        QTest::newRow("small-8-to-32-cards") << smallModel() << qint64(8) << qint64(32);
        Scenario priced = smallModel();
        priced.cluster.dollars_per_card_hour = 2.5;
        QTest::newRow("small-priced-8-to-32") << priced << qint64(8) << qint64(32);
        Scenario tight = smallModel();
        tight.cluster.usable_memory_gib = 4;
        QTest::newRow("small-tight-memory") << tight << qint64(0) << qint64(0);
        QTest::newRow("design-case-48") << preset("book-design-48.json") << qint64(0) << qint64(0);
        QTest::newRow("small-moe-expert-parallel") << smallMoe() << qint64(0) << qint64(0);
        QTest::newRow("small-16k-context-parallel") << smallLongContext() << qint64(0) << qint64(0);
    }

    // Context and expert parallelism are dimensions of the space (docs/search.md): the small
    // MoE's layouts include ep 2..8, the 16K model's cp 2 and 4, and a dense 2K model gets none.
    void exploresContextAndExpertDegrees() {
        const auto degrees = [](const Scenario& sc) {
            std::set<std::int64_t> cps;
            std::set<std::int64_t> eps;
            for (const SearchLayout& l : everyLayout(sc)) {
                cps.insert(l.cp);
                eps.insert(l.ep);
            }
            return std::make_pair(cps, eps);
        };
        const auto moe = degrees(smallMoe());
        QCOMPARE(moe.second, (std::set<std::int64_t>{1, 2, 4, 8}));
        QCOMPARE(moe.first, (std::set<std::int64_t>{1}));
        const auto context = degrees(smallLongContext());
        QCOMPARE(context.first, (std::set<std::int64_t>{1, 2, 4}));
        QCOMPARE(context.second, (std::set<std::int64_t>{1}));
        const auto dense = degrees(smallModel());
        QCOMPARE(dense.first, (std::set<std::int64_t>{1}));
        QCOMPARE(dense.second, (std::set<std::int64_t>{1}));
    }

    // FP8 compute is a dimension where the card has FP8 tensor cores (the small model's RTX
    // 4090, so every brute-force row above searches it too), never on an A100 (which refuses
    // it), and the space does not follow the plan's own precision: an FP8 plan gets the same
    // front as a BF16 one.
    void exploresFp8WhereTheCardHasIt() {
        const auto precisions = [](const Scenario& sc) {
            std::set<int> seen;
            for (const SearchLayout& l : everyLayout(sc)) {
                seen.insert(static_cast<int>(l.compute));
            }
            return seen;
        };
        const std::set<int> both{static_cast<int>(ComputePrecision::BF16),
                                 static_cast<int>(ComputePrecision::FP8)};
        QCOMPARE(precisions(smallModel()), both);
        Scenario a100 = smallModel();
        a100.cluster.gpu = "A100 SXM 80GB";
        a100.cluster.peak_tflops = 312;
        QCOMPARE(precisions(a100), std::set<int>{static_cast<int>(ComputePrecision::BF16)});
        // FP8 runs the linear layers twice as fast and keeps a weight copy: the fastest layout
        // of the small model's front is FP8, and a BF16 layout with more headroom stays on it.
        SearchOptions o;
        o.exact_front = false;
        const SearchResults bf16_plan = searchLayouts(smallModel(), o);
        QCOMPARE(bf16_plan.front.front().layout.compute, ComputePrecision::FP8);
        QVERIFY(std::any_of(
            bf16_plan.front.begin(), bf16_plan.front.end(),
            [](const SearchPoint& p) { return p.layout.compute == ComputePrecision::BF16; }));
        Scenario fp8 = smallModel();
        fp8.precision.compute = ComputePrecision::FP8;
        const SearchResults fp8_plan = searchLayouts(fp8, o);
        QCOMPARE(fp8_plan.considered, bf16_plan.considered);
        compareSets(fp8_plan.front, bf16_plan.front);
        compareSets(fp8_plan.top, bf16_plan.top);
    }

    void prunedEqualsBruteForce() {
        QFETCH(Scenario, scenario);
        QFETCH(qint64, lo);
        QFETCH(qint64, hi);
        if (test::kSanitizerBuild && QByteArray(QTest::currentDataTag()) == "design-case-48") {
            // 50 s under ASan; the small rows run the same pruning code for the sanitizers,
            // and the release build checks this row.
            QSKIP("the design case's brute force runs in the release build");
        }
        SearchOptions o;
        o.cards_lo = lo;
        o.cards_hi = hi;
        o.top_k = 5;
        o.exact_front = false;
        o.prune = false;
        const SearchResults brute = searchLayouts(scenario, o);
        o.prune = true;
        const SearchResults pruned = searchLayouts(scenario, o);
        QVERIFY(brute.issues.empty());
        QVERIFY(!brute.front.empty());
        compareSets(pruned.front, brute.front);
        compareSets(pruned.top, brute.top);
        QCOMPARE(pruned.considered, brute.considered);
        QCOMPARE(brute.pruned, std::int64_t(0));
        // The bounds did skip work: otherwise this would compare brute force with itself.
        QVERIFY(pruned.pruned > 0);
        QVERIFY(pruned.evaluated < brute.evaluated);
        QCOMPARE(pruned.evaluated + pruned.pruned, brute.evaluated);
    }

    // The front is mutually non-dominated, and no evaluated layout dominates a front member.
    void frontIsParetoOptimal() {
        SearchOptions o;
        o.cards_lo = 8;
        o.cards_hi = 32;
        o.exact_front = false;
        o.prune = false;
        o.keep_rejections = true;
        const SearchResults r = searchLayouts(smallModel(), o);
        for (const SearchPoint& a : r.front) {
            for (const SearchPoint& b : r.front) {
                QVERIFY(!dominates(a, b, false));
            }
        }
        // Every layout of the space is on the front or has a reason.
        QCOMPARE(static_cast<std::int64_t>(r.front.size() + r.rejected.size()), r.considered);
        for (const SearchRejection& x : r.rejected) {
            QVERIFY(!x.reason.empty());
        }
    }

    // The search's own step and finish are the plan's: evaluate() of the layout gives the same.
    void cheapEvaluationMatchesEvaluate() {
        SearchOptions o;
        o.top_k = 8;
        o.exact_front = false;
        const Scenario sc = preset("gpt3-175b-a100.json");
        const SearchResults cheap = searchLayouts(sc, o);
        o.exact_front = true;
        const SearchResults exact = searchLayouts(sc, o);
        QCOMPARE(cheap.front.size(), exact.front.size());
        QVERIFY(cheap.front.size() > 3);
        for (std::size_t i = 0; i < cheap.front.size(); ++i) {
            QVERIFY(exact.front[i].exact);
            SB_COMPARE_REL(cheap.front[i].finish_days, exact.front[i].finish_days, 1e-9);
            SB_COMPARE_REL(cheap.front[i].step_time_s, exact.front[i].step_time_s, 1e-9);
            // Memory agrees too: for p > 1 both take the heaviest stage's simulated peak.
            SB_COMPARE_REL(cheap.front[i].peak_bytes_per_card, exact.front[i].peak_bytes_per_card,
                           1e-9);
            SB_COMPARE_REL(cheap.front[i].headroom_bytes, exact.front[i].headroom_bytes, 1e-9);
        }
    }

    // The plan's own layout is in the space, so the front's fastest layout is never slower
    // than the plan: Llama 3 405B interleaves with 8 virtual stages, outside the 2-4 chunks
    // the space used to hold, and its plan (81.0 days) beat the whole front (83.8 days).
    void planIsInTheSpace_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("Llama 3 405B, 8 virtual stages") << "llama3-405b-h100.json";
        QTest::newRow("GPT-3 175B") << "gpt3-175b-a100.json";
        QTest::newRow("Llama 3 70B") << "llama3-70b-h100.json";
        QTest::newRow("DeepSeek-V3-style, EP 64") << "deepseek-v3-ep-h100.json";
        QTest::newRow("Llama 3 405B at 128K, CP 16") << "llama3-405b-128k-cp.json";
    }
    void planIsInTheSpace() {
        QFETCH(QString, file);
        const Scenario sc = preset(file.toStdString());
        const Results plan = evaluate(sc);
        QVERIFY(plan.ok());
        const SearchResults r = searchLayouts(sc, SearchOptions{});
        QVERIFY(!r.front.empty());
        QVERIFY2(r.front.front().finish_days <= plan.plan.finish_days * (1 + 1e-9),
                 qPrintable(QStringLiteral("front's best %1 d, plan %2 d")
                                .arg(r.front.front().finish_days)
                                .arg(plan.plan.finish_days)));
    }

    // For p > 1 the search's memory is evaluate()'s simulated heaviest-stage peak, on every
    // layout it evaluates (front and top, several schedules and stage counts), and a layout it
    // calls feasible is within the card in the full model.
    void memoryMatchesEvaluateForPipelines_data() {
        QTest::addColumn<Scenario>("scenario");
        QTest::newRow("gpt3-175b-a100") << preset("gpt3-175b-a100.json");
        QTest::newRow("llama3-70b-h100") << preset("llama3-70b-h100.json");
        Scenario tight = preset("gpt3-175b-a100.json");
        tight.cluster.usable_memory_gib = 40;  // only deep pipelines and ZeRO fit
        QTest::newRow("gpt3-tight-40-gib") << tight;
        // Selective recompute with Megatron-Core modules: a selective point drops what the
        // plan's parallel.recompute_* keys drop, in the search as in evaluate().
        Scenario modules = preset("llama3-70b-h100.json");
        modules.parallel.recompute_core_attn = false;
        modules.parallel.recompute_norms = true;
        modules.parallel.recompute_mlp = true;
        QTest::newRow("llama3-70b-h100, selective norms + mlp") << modules;
    }
    void memoryMatchesEvaluateForPipelines() {
        QFETCH(Scenario, scenario);
        SearchOptions o;
        o.top_k = 40;
        o.exact_front = false;
        const SearchResults r = searchLayouts(scenario, o);
        QVERIFY(!r.top.empty());
        int pipelines = 0;
        int tights = 0;
        int selectives = 0;
        for (const std::vector<SearchPoint>* set : {&r.front, &r.top}) {
            for (const SearchPoint& p : *set) {
                const Results full = evaluate(applySearchLayout(scenario, p.layout));
                QVERIFY2(full.ok(), (describeLayout(p.layout) + ": " +
                                     (full.issues.empty() ? "" : full.issues.front().message))
                                        .c_str());
                selectives += p.layout.recompute == Recompute::Selective ? 1 : 0;
                if (p.layout.pp > 1) {
                    ++pipelines;
                    QVERIFY2(full.memory.activation_simulated, describeLayout(p.layout).c_str());
                }
                SB_COMPARE_REL(p.peak_bytes_per_card, full.memory.peak_bytes_per_card, 1e-9);
                SB_COMPARE_REL(p.step_time_s, full.plan.step_time_s, 1e-9);
                QVERIFY2(full.memory.fits, describeLayout(p.layout).c_str());
                // One rule for "tight": the point's colour in the Search tab (memory_room.h) and
                // the near-full warning of the plan it loads (plan_warnings.cpp) agree.
                const bool tight = memoryRoom(p) == MemoryRoom::Tight;
                const bool warned = std::any_of(
                    full.warnings.begin(), full.warnings.end(),
                    [](const Issue& w) { return w.path == "cluster.usable_memory_gib"; });
                tights += tight ? 1 : 0;
                QVERIFY2(tight == warned, describeLayout(p.layout).c_str());
            }
        }
        QVERIFY(pipelines > 0);
        QVERIFY(tights > 0);  // every case reaches the band: the check above has teeth
        if (scenario.parallel.recompute_norms) {
            QVERIFY(selectives > 0);  // the modules' row checks selective layouts
        }
    }

    // Interleaved lanes hold several virtual stages: the profile keeps each lane's distinct
    // in-flight vectors, and its bound is the walk's over the whole order, bytes and GPU, for
    // every chunk count and the last stage's head extra (uneven chunks: 12 layers in 5).
    void savedProfileEqualsWalkForInterleaved() {
        const Scenario sc = preset("gpt3-175b-a100.json");
        int checked = 0;
        for (std::int64_t chunks : {2, 3, 4, 5, 6}) {
            const PipelineConfig pc = gpt3PipelineConfig(sc, Schedule::Interleaved, chunks);
            if (!scheduleIssues(pc, pc.schedule).empty()) {
                continue;
            }
            const PipelineLayout order = pipelineLayout(pc, pc.schedule);
            const SavedOrderProfile profile = savedOrderProfile(order);
            QVERIFY(!profile.single_stage_lanes);
            for (const std::int64_t extra : {std::int64_t(0), std::int64_t(3) << 30}) {
                PipelineConfig with = pc;
                with.last_stage_extra_bytes = extra;
                const SavedPeakBound walk = savedPeakLowerBound(with, order);
                const SavedPeakBound fast = savedPeakLowerBound(with, profile);
                QVERIFY(walk.bytes > 0);
                QCOMPARE(fast.bytes, walk.bytes);
                QCOMPARE(fast.gpu, walk.gpu);
            }
            ++checked;
        }
        QVERIFY(checked >= 4);
    }

    // The memory bound used before simulating never exceeds the simulated peak: searching with
    // it must reject nothing the simulation would accept (brute force with and without the
    // bound's rejection is the prunedEqualsBruteForce test); here, directly, per schedule.
    void savedBoundBelowSimulatedPeak() {
        const Scenario sc = preset("gpt3-175b-a100.json");
        int checked = 0;
        for (Schedule s : kAllSchedules) {
            const PipelineConfig pc = gpt3PipelineConfig(sc, s, s == Schedule::Interleaved ? 2 : 1);
            const PipelineLayout order = pipelineLayout(pc, pc.schedule);
            const SavedPeakBound lb = savedPeakLowerBound(pc, order);
            // The search's byte-free profile of the same orders gives the same bound.
            const SavedPeakBound from_profile = savedPeakLowerBound(pc, savedOrderProfile(order));
            QCOMPARE(from_profile.bytes, lb.bytes);
            QCOMPARE(from_profile.gpu, lb.gpu);
            const ScheduleResult sim = simulateSchedule(pc, pc.schedule, PipelineDetail::Full);
            QVERIFY(sim.runnable);
            const std::int64_t peak =
                *std::max_element(sim.peak_bytes.begin(), sim.peak_bytes.end());
            QVERIFY2(lb.bytes > 0 && lb.bytes <= peak, toString(s));
            // The saved layer alone reaches the bound on the bound's GPU.
            std::int64_t saved_peak = 0;
            for (const MemoryPoint& m : sim.memory[static_cast<std::size_t>(lb.gpu)].steps) {
                saved_peak = std::max(saved_peak, m.saved_bytes);
            }
            QVERIFY2(saved_peak >= lb.bytes, toString(s));
            if (s != Schedule::DualPipe) {
                QCOMPARE(saved_peak, lb.bytes);  // one lane per GPU: the bound is its saved peak
            }
            ++checked;
        }
        QCOMPARE(checked, 6);
    }

    void reasonsInWords() {
        Scenario sc = smallModel();
        sc.cluster.usable_memory_gib = 4;
        SearchOptions o;
        o.keep_rejections = true;
        o.exact_front = false;
        const SearchResults r = searchLayouts(sc, o);
        bool memory = false;
        bool dominated = false;
        for (const SearchRejection& x : r.rejected) {
            memory = memory || x.reason.find("over memory by") != std::string::npos;
            dominated = dominated || x.reason.rfind("dominated by tp ", 0) == 0;
        }
        QVERIFY(memory);
        QVERIFY(dominated);
        QVERIFY(r.infeasible > 0);
    }

    // With a price per card-hour, cost replaces cards as the second objective.
    void costObjective() {
        Scenario sc = smallModel();
        sc.cluster.dollars_per_card_hour = 2;
        SearchOptions o;
        o.cards_lo = 8;
        o.cards_hi = 32;
        o.exact_front = false;
        const SearchResults r = searchLayouts(sc, o);
        QVERIFY(r.cost_objective);
        for (const SearchPoint& p : r.front) {
            SB_COMPARE_REL(p.cost_dollars,
                           static_cast<double>(p.layout.cards) * p.finish_days * 24.0 * 2.0, 1e-12);
        }
        const std::string json = searchToJson(r);
        QVERIFY(json.find("\"cost_dollars\"") != std::string::npos);
    }

    // A set cancel flag stops the search before it evaluates anything (the tab's Cancel), and
    // progress runs from 0 to 1 without going back.
    void cancelAndProgress() {
        SearchOptions o;
        o.cards_lo = 8;
        o.cards_hi = 32;
        std::atomic<bool> cancel{true};
        const SearchResults stopped = searchLayouts(smallModel(), o, &cancel);
        QVERIFY(stopped.cancelled);
        QCOMPARE(stopped.evaluated, std::int64_t(0));
        QVERIFY(stopped.front.empty());
        cancel = false;
        std::vector<double> seen;
        const SearchResults full =
            searchLayouts(smallModel(), o, &cancel, [&](double done) { seen.push_back(done); });
        QVERIFY(!full.cancelled);
        QVERIFY(seen.size() > 2);
        QCOMPARE(seen.back(), 1.0);
        QVERIFY(std::is_sorted(seen.begin(), seen.end()));
    }

    void deterministic() {
        SearchOptions o;
        o.cards_lo = 8;
        o.cards_hi = 32;
        SearchResults a = searchLayouts(smallModel(), o);
        SearchResults b = searchLayouts(smallModel(), o);
        a.seconds = b.seconds = 0;
        QCOMPARE(searchToJson(a), searchToJson(b));
        QCOMPARE(searchToCsv(a), searchToCsv(b));
    }

    void cliJson() {
        const Run run = cli({"search", presetFile("book-design-48.json"), "--top", "3"});
        QCOMPARE(run.exit_code, 0);
        const QJsonObject root = QJsonDocument::fromJson(run.out).object();
        const QJsonArray front = root.value("front").toArray();
        QVERIFY(!front.isEmpty());
        QCOMPARE(root.value("top").toArray().size(), 3);
        QVERIFY(root.value("considered").toDouble() >= root.value("evaluated").toDouble());
        QVERIFY(root.contains("seconds"));
        const QJsonObject first = front.at(0).toObject();
        for (const char* key : {"cards", "finish_days", "step_time_s", "peak_bytes_per_card",
                                "meets_deadline", "layout"}) {
            QVERIFY2(first.contains(key), key);
        }
        // The memory band of every point, by the model's rule (memory_room.h).
        for (const QJsonValue& v : front) {
            const QJsonObject p = v.toObject();
            const double peak = p.value("peak_bytes_per_card").toDouble();
            const MemoryRoom room = memoryRoom(peak, peak + p.value("headroom_bytes").toDouble());
            QCOMPARE(p.value("memory_room").toString(), QString::fromLatin1(toString(room)));
        }
        const QJsonObject layout = first.value("layout").toObject();
        for (const char* key :
             {"tp", "pp", "cp", "ep", "dp", "micro_batch", "zero_stage", "recompute",
              "recompute_layers", "sequence_parallel", "schedule", "chunks", "compute"}) {
            QVERIFY2(layout.contains(key), key);
        }
        // The Markdown table marks tight rows as the app's table does.
        const Run md = cli({"search", presetFile("book-design-48.json"), "--set",
                            "activations.source=architecture", "--format", "md"});
        QCOMPARE(md.exit_code, 0);
        QVERIFY2(md.out.contains(" tight | "), md.out.constData());
        const Run bad = cli({"search", presetFile("book-design-48.json"), "--cards", "9:2"});
        QCOMPARE(bad.exit_code, 2);
        QVERIFY(bad.err.contains("--cards"));
    }
};

QTEST_GUILESS_MAIN(TestSearch)
#include "tst_search.moc"
