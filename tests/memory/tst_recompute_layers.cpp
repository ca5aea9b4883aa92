// Full recompute of some of a stage's layers (parallel.recompute_layers; Megatron's
// --recompute-method block --recompute-num-layers; model/memory/recompute_layers.h) in the one
// cost model: the activation bytes by hand, the re-run forward in the per-operation time and the
// typed FLOPs, the memory peak, the pipeline simulator and the search reading one number, the
// warnings where the key changes nothing, and the key in presets.
#include <QTest>

#include "fuzzy.h"
#include "message_checks.h"
#include "model/efficiency/layer_time.h"
#include "model/evaluate/evaluate.h"
#include "model/io/scenario_json.h"
#include "model/memory/activation.h"
#include "model/memory/recompute_layers.h"
#include "model/search/search.h"
#include "model/shape/catalog.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;

namespace {

// Llama-3-8B's shape (32 layers), s = 4096, b = 1, on p stages.
Scenario llama(std::int64_t pp, std::int64_t recompute_layers) {
    Scenario s;
    applyModel(s, "Llama-3-8B");
    s.training.seq_len = 4096;
    s.training.micro_batch = 1;
    s.training.global_batch = 64;
    s.cluster.cards = 64;
    s.parallel.tp = 1;
    s.parallel.pp = pp;
    s.parallel.recompute = Recompute::Full;
    s.parallel.recompute_layers = recompute_layers;
    s.activations->source = ActivationSource::Architecture;
    s.activations->flash_attention = true;
    s.activations->dropout_masks = false;
    return s;
}

}  // namespace

class TestRecomputeLayers : public QObject {
    Q_OBJECT
private slots:
    // Per layer, a stage of n layers with N recomputed holds (N x input + (n - N) x every
    // activation) / n: Korthikanti's full row for the first, the no-recompute row for the rest.
    void bytesByHand_data() {
        QTest::addColumn<std::int64_t>("pp");
        QTest::addColumn<std::int64_t>("n");
        QTest::addColumn<double>("recomputed");  // of the first stage's layers
        QTest::newRow("0 recomputes every layer") << std::int64_t(1) << std::int64_t(0) << 32.0;
        QTest::newRow("8 of 32 layers") << std::int64_t(1) << std::int64_t(8) << 8.0;
        QTest::newRow("16 of 32, torchtitan's every second block")
            << std::int64_t(1) << std::int64_t(16) << 16.0;
        QTest::newRow("40 caps at the stage's 32") << std::int64_t(1) << std::int64_t(40) << 32.0;
        QTest::newRow("3 of a 4-stage pipeline's 8") << std::int64_t(4) << std::int64_t(3) << 3.0;
        QTest::newRow("1 of 6 per stage, 5 stages (ceil 32/5 = 7 first)")
            << std::int64_t(5) << std::int64_t(1) << 1.0;
    }
    void bytesByHand() {
        QFETCH(std::int64_t, pp);
        QFETCH(std::int64_t, n);
        QFETCH(double, recomputed);
        const Scenario s = llama(pp, n);
        Scenario none = s;
        none.parallel.recompute = Recompute::None;
        Scenario all = s;
        all.parallel.recompute_layers = 0;
        const double stage = std::ceil(32.0 / static_cast<double>(pp));
        const double input = 2.0 * 4096 * 4096;  // 2 s b h, the saved layer input
        const double every = computeActivation(none).per_layer_bytes;
        QCOMPARE(computeActivation(all).per_layer_bytes, input);
        const ActivationResults r = computeActivation(s);
        SB_COMPARE_REL(r.per_layer_bytes,
                       (recomputed * input + (stage - recomputed) * every) / stage, 1e-12);
        SB_COMPARE_REL(r.full_recompute_share, recomputed / stage, 1e-12);
        SB_COMPARE_REL(r.full_extra_flops_fraction, recomputed / stage / 3.0, 1e-12);
        // The tab's full row is the plan's full mode.
        QCOMPARE(r.modes[2].per_layer_bytes, r.per_layer_bytes);
        // Between the two whole modes.
        QVERIFY(r.per_layer_bytes >= input && r.per_layer_bytes <= every);
    }

    // The per-operation model re-runs the forward of the recomputed share of the layers, and
    // with sequence parallelism the other layers all-gather their inputs again for dW.
    void forwardReRunScales_data() {
        QTest::addColumn<std::int64_t>("n");
        QTest::addColumn<double>("share");
        QTest::newRow("every layer") << std::int64_t(0) << 1.0;
        QTest::newRow("half the layers") << std::int64_t(16) << 0.5;
        QTest::newRow("one layer in 32") << std::int64_t(1) << 1.0 / 32;
    }
    void forwardReRunScales() {
        QFETCH(std::int64_t, n);
        QFETCH(double, share);
        Scenario s = llama(1, n);
        s.parallel.tp = 2;
        s.activations->sequence_parallel = true;
        const LayerTimes t = predictLayerTimes(s);
        SB_COMPARE_REL(t.recompute.flops, share * t.forward.flops, 1e-12);
        SB_COMPARE_REL(t.recompute.tp_comm_total_s, share * t.forward.tp_comm_total_s, 1e-12);
        Scenario none = s;
        none.parallel.recompute = Recompute::None;
        const LayerTimes plain = predictLayerTimes(none);
        SB_COMPARE_REL(t.backward_dw.tp_comm_total_s + share * plain.backward_dw.tp_comm_total_s,
                       plain.backward_dw.tp_comm_total_s, 1e-12);
        // Outside full recompute the key re-runs nothing.
        QCOMPARE(plain.recompute_s, 0.0);
    }

    // The typed path: a stage's recomputed layers' forward FLOPs (1/3 of theirs), HFU counting
    // them; the per-operation path's step time falls between none and every layer.
    void typedFlopsAndStep() {
        Scenario s = preset("gpt3-175b-a100.json");
        s.parallel.recompute = Recompute::Full;
        s.parallel.recompute_layers = 3;
        const Results r = evaluate(s);
        QVERIFY(r.ok());
        Scenario all = s;
        all.parallel.recompute_layers = 0;
        const Results a = evaluate(all);
        for (std::size_t k = 0; k < r.layout.stage_layers.size(); ++k) {
            const double n = static_cast<double>(r.layout.stage_layers[k]);
            SB_COMPARE_REL(r.layout.stage_recompute_flops[k],
                           a.layout.stage_recompute_flops[k] * std::min(3.0, n) / n, 1e-12);
        }
        QVERIFY(r.plan.step_time_s < a.plan.step_time_s);
        double per_mb = 0;
        for (double f : r.layout.stage_recompute_flops) {
            per_mb += f;
        }
        const double cluster_peak =
            static_cast<double>(s.cluster.cards) * s.cluster.peak_tflops * 1e12;
        SB_COMPARE_REL(r.plan.hfu * r.plan.step_time_s * cluster_peak - r.compute.flops_per_step,
                       per_mb * r.layout.dp * r.layout.microbatches_exact, 1e-9);
        QVERIFY(r.memory.peak_bytes_per_card > a.memory.peak_bytes_per_card);
    }

    // The memory peak, the simulator's input and the Activations tab read the same bytes.
    void peakSimulatorAndTabAreOneNumber() {
        Scenario s = preset("llama3-70b-h100.json");
        s.parallel.recompute = Recompute::Full;
        s.parallel.recompute_layers = 2;
        const Results r = evaluate(s);
        QVERIFY(r.ok());
        const ActivationCost cost = activationCost(s);
        QCOMPARE(cost.per_layer_bytes, r.activation->per_layer_bytes);
        QCOMPARE(cost.first_stage_bytes, r.activation->first_stage_bytes);
        QCOMPARE(r.activation->modes[2].per_layer_bytes, r.activation->per_layer_bytes);
        QVERIFY(r.memory.activation_simulated);
        Scenario all = s;
        all.parallel.recompute_layers = 0;
        Scenario none = s;
        none.parallel.recompute = Recompute::None;
        const double mid = r.memory.extra_bytes_per_card;
        QVERIFY(mid > evaluate(all).memory.extra_bytes_per_card);
        QVERIFY(mid < evaluate(none).memory.extra_bytes_per_card);
    }

    // Search = evaluate: a full point carries the plan's recompute_layers, its peak and step
    // are evaluate()'s for that layout.
    void searchAgreesWithEvaluate() {
        Scenario s = preset("gpt3-175b-a100.json");
        s.cluster.usable_memory_gib = 40;
        s.parallel.recompute_layers = 2;
        SearchOptions o;
        o.top_k = 40;
        o.exact_front = false;
        const SearchResults r = searchLayouts(s, o);
        QVERIFY(!r.top.empty());
        int fulls = 0;
        for (const std::vector<SearchPoint>* set : {&r.front, &r.top}) {
            for (const SearchPoint& p : *set) {
                const Scenario at = applySearchLayout(s, p.layout);
                QCOMPARE(at.parallel.recompute_layers, std::int64_t(2));
                const Results full = evaluate(at);
                QVERIFY(full.ok());
                if (p.layout.recompute == Recompute::Full) {
                    ++fulls;
                    // The point says what it re-runs.
                    QCOMPARE(p.layout.recompute_layers, std::int64_t(2));
                    QVERIFY2(
                        describeLayout(p.layout).find("full (2 layers/stage)") != std::string::npos,
                        describeLayout(p.layout).c_str());
                } else {
                    QCOMPARE(p.layout.recompute_layers, std::int64_t(0));
                }
                SB_COMPARE_REL(p.peak_bytes_per_card, full.memory.peak_bytes_per_card, 1e-9);
                SB_COMPARE_REL(p.step_time_s, full.plan.step_time_s, 1e-9);
            }
        }
        QVERIFY(fulls > 0);  // the check covers partial full-recompute points
    }

    void warnings_data() {
        QTest::addColumn<int>("mode");
        QTest::addColumn<std::int64_t>("n");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("outside full recompute")
            << int(Recompute::Selective) << std::int64_t(4)
            << "applies only with parallel.recompute = full (it is selective)";
        QTest::newRow("covers the whole stage")
            << int(Recompute::Full) << std::int64_t(32) << "covers all 32 layers of a pipeline";
        QTest::newRow("part of the stage: quiet") << int(Recompute::Full) << std::int64_t(31) << "";
    }
    void warnings() {
        QFETCH(int, mode);
        QFETCH(std::int64_t, n);
        QFETCH(QString, fragment);
        Scenario s = llama(1, 0);
        s.parallel.recompute = static_cast<Recompute>(mode);
        QVERIFY(!hasWarning(evaluate(s), "parallel.recompute_layers", ""));
        s.parallel.recompute_layers = n;
        QCOMPARE(hasWarning(evaluate(s), "parallel.recompute_layers", fragment.toStdString()),
                 !fragment.isEmpty());
    }

    void presetRoundTrip() {
        Scenario s = llama(4, 3);
        const std::string json = scenarioToJson(s);
        QVERIFY(json.find("\"recompute_layers\": 3") != std::string::npos);
        const LoadResult back = scenarioFromJson(json);
        QVERIFY(back.ok());
        QCOMPARE(back.scenario.parallel.recompute_layers, std::int64_t(3));
        QCOMPARE(evaluate(back.scenario).memory.peak_bytes_per_card,
                 evaluate(s).memory.peak_bytes_per_card);
    }

    void badValueNamesTheKeyAndRange() {
        const LoadResult r =
            scenarioFromJson(R"({"schema": "stepbudget/1", "parallel": {"recompute_layers": -1}})");
        QVERIFY(!r.ok());
        QVERIFY2(hasIssue(r.issues, "parallel.recompute_layers", "100000"),
                 formatIssues(r.issues).c_str());
    }
};

QTEST_APPLESS_MAIN(TestRecomputeLayers)
#include "tst_recompute_layers.moc"
