// RL system side (worked-examples §11): the three-stage rate and its bottleneck, the async
// break-even, hand-off memory in two orderings, the expert-parallel weight sync, the
// importance-ratio error, routing-replay record and KV sizes, and trajectory survival.
#include <QTest>
#include <cmath>

#include "fuzzy.h"
#include "model/base/units.h"
#include "model/rl/rl.h"
#include "model/shape/catalog.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;
using units::kGiB;
using units::kMiB;

class TestRl : public QObject {
    Q_OBJECT
private slots:
    void effectiveRate_data();
    void effectiveRate();
    void asyncBreakEven_data();
    void asyncBreakEven();
    void handoffOrderings();
    void expertParallelSync();
    void importanceRatio();
    void routingReplayRecord();
    void kvSize();
    void trajectorySurvival();
};

void TestRl::effectiveRate_data() {
    QTest::addColumn<double>("generate");
    QTest::addColumn<double>("verify");
    QTest::addColumn<double>("rate");
    QTest::addColumn<QString>("bottleneck");
    // r = min(r_l, q min(r_g, r_v)), r_l = 8, q = 0.75.
    QTest::newRow("book: 12 / 6 / 8 -> 4.5") << 12.0 << 6.0 << 4.5 << "verify";
    QTest::newRow("generation x2 -> still 4.5") << 24.0 << 6.0 << 4.5 << "verify";
    QTest::newRow("verification x2 -> learner, 8") << 12.0 << 12.0 << 8.0 << "learn";
    QTest::newRow("slow generation (derived)") << 4.0 << 6.0 << 3.0 << "generate";
}

void TestRl::effectiveRate() {
    QFETCH(double, generate);
    QFETCH(double, verify);
    QFETCH(double, rate);
    QFETCH(QString, bottleneck);
    Scenario s = preset("rl-pipeline.json");
    s.rl->generate_per_s = generate;
    s.rl->verify_per_s = verify;
    const RlResults r = evaluate(s).rl;
    SB_COMPARE_REL(r.effective_per_s, rate, 1e-12);
    QCOMPARE(QString::fromStdString(r.bottleneck), bottleneck);
    // The bars: one per stage, exactly one bottleneck, the learner delivers the rate.
    QCOMPARE(r.stages.size(), std::size_t{3});
    int bottlenecks = 0;
    for (const RlStage& stage : r.stages) {
        bottlenecks += stage.bottleneck ? 1 : 0;
        QCOMPARE(stage.bottleneck, stage.name == bottleneck.toStdString());
    }
    QCOMPARE(bottlenecks, 1);
    SB_COMPARE_REL(r.stages[2].delivered_per_s, rate, 1e-12);
    if (verify == 12.0) {
        SB_COMPARE_REL(r.stages[1].delivered_per_s, 9.0, 1e-12);  // "9 would reach the learner"
    }
}

void TestRl::asyncBreakEven_data() {
    QTest::addColumn<double>("keep");
    QTest::addColumn<double>("ratio");
    QTest::addColumn<double>("gain_pct");  // printed: +9 %, -5 %
    // gen 40 s, learn 16 s, sync 4 s: 60 s sync cycle, 44 s async; ratio q 60/44.
    QTest::newRow("q = 0.8: +9 %") << 0.8 << 1.0909 << 9.0;
    QTest::newRow("q = 0.7: -5 %") << 0.7 << 0.9545 << -5.0;
}

void TestRl::asyncBreakEven() {
    QFETCH(double, keep);
    QFETCH(double, ratio);
    QFETCH(double, gain_pct);
    Scenario s = preset("rl-pipeline.json");
    s.rl->keep_fraction = keep;
    const RlResults r = evaluate(s).rl;
    QCOMPARE(r.sync_cycle_s, 60.0);
    QCOMPARE(r.async_cycle_s, 44.0);
    SB_COMPARE_PRINTED(100 * r.async_break_even_keep, 73.3, 1);  // 11/15
    SB_COMPARE_PRINTED(r.async_throughput_ratio, ratio, 4);
    SB_COMPARE_PRINTED(100 * (r.async_throughput_ratio - 1), gain_pct, 0);
    // The curve crosses 1 at the break-even keep ratio.
    for (const CurvePoint& p : r.async_ratio_curve) {
        QCOMPARE(p.y > 1.0, p.x > r.async_break_even_keep);
    }
}

void TestRl::handoffOrderings() {
    // H100 80 GB = 74.506 GiB; training 40 GiB, Qwen3-8B BF16 weights 15.256 GiB, KV 24 GiB,
    // common 4 GiB.
    const Results res = evaluatePreset("rl-pipeline.json");
    const RlResults& r = res.rl;
    SB_COMPARE_PRINTED(r.card_memory_bytes / kGiB, 74.506, 3);
    SB_COMPARE_PRINTED(r.generation_weights_bytes / kGiB, 15.256, 3);
    SB_COMPARE_REL(r.training_only_bytes / kGiB, 44.0, 1e-12);
    SB_COMPARE_PRINTED(r.generation_only_bytes / kGiB, 43.256, 3);
    // Restore weights + KV before release: 40 + 15.256 + 24 + 4 = 83.256 GiB, exceeds.
    SB_COMPARE_PRINTED(r.restore_first_peak_bytes / kGiB, 83.256, 3);
    QVERIFY(!r.restore_first_fits);
    // Weights first: 59.256, release -> 19.256, KV -> 43.256 GiB.
    SB_COMPARE_PRINTED(r.weights_first_peak_bytes / kGiB, 59.256, 3);
    QVERIFY(r.weights_first_fits);
    QCOMPARE(r.weights_first.size(), std::size_t{4});
    SB_COMPARE_PRINTED(r.weights_first[2].bytes / kGiB, 19.256, 3);
    SB_COMPARE_PRINTED(r.weights_first[3].bytes / kGiB, 43.256, 3);
    SB_COMPARE_REL(r.ordering_saving_bytes / kGiB, 24.0, 1e-12);
    QVERIFY(res.derivation("rl.restore_first_peak_bytes")->substituted.find("exceeds") !=
            std::string::npos);
}

void TestRl::expertParallelSync() {
    // Qwen3-235B-A22B BF16 expert weights: 94 x 128 x 3 x 4096 x 1536 x 2 B = 423 GiB;
    // EP16 -> 26.4 GiB per receiver; full copies 16 x 423 = 6,768 GiB vs sharded 423 GiB.
    const RlResults r = evaluatePreset("moe-capacity-qwen3-235b.json").rl;
    SB_COMPARE_PRINTED(r.sync_weight_bytes / kGiB, 423, 0);
    SB_COMPARE_PRINTED(r.sync_per_receiver_bytes / kGiB, 26.4, 1);
    SB_COMPARE_PRINTED(r.sync_full_copy_bytes / kGiB, 6768, 0);
    SB_COMPARE_PRINTED(r.sync_sharded_total_bytes / kGiB, 423, 0);
    SB_COMPARE_REL(r.sync_full_copy_bytes, 16 * r.sync_sharded_total_bytes, 1e-12);
}

void TestRl::importanceRatio() {
    // log pi = -3, recomputed log mu = -3.25: exp(0.25) ≈ 1.284, weight inflated 28 %.
    const RlResults r = evaluatePreset("rl-pipeline.json").rl;
    SB_COMPARE_REL(r.logprob_gap, 0.25, 1e-12);
    SB_COMPARE_PRINTED(r.importance_ratio, 1.284, 3);
    SB_COMPARE_PRINTED(100 * (r.importance_ratio - 1), 28, 0);
    SB_COMPARE_REL(r.importance_ratio, std::exp(0.25), 1e-12);
}

void TestRl::routingReplayRecord() {
    // Qwen3-30B-A3B: 48 layers, top-8, 8,192 tokens: 8192 x 48 x 8 x 2 B = 6 MiB; int32 12 MiB.
    Scenario s = preset("rl-pipeline.json");
    QVERIFY(applyModel(s, "Qwen3-30B-A3B"));
    const Results res = evaluate(s);
    QVERIFY2(res.ok(), formatIssues(res.issues).c_str());
    SB_COMPARE_REL(res.rl->routing_record_uint16_bytes / kMiB, 6.0, 1e-12);
    SB_COMPARE_REL(res.rl->routing_record_int32_bytes / kMiB, 12.0, 1e-12);
}

void TestRl::kvSize() {
    // Qwen3-8B 8K BF16: 36 x 8 x 128 x 2 (K, V) x 2 B x 8192 = 1.125 GiB.
    const RlResults r = evaluatePreset("rl-pipeline.json").rl;
    SB_COMPARE_REL(r.kv_bytes / kGiB, 1.125, 1e-12);
    Scenario fp8 = preset("rl-pipeline.json");
    fp8.rl->kv_value_bytes = 1;  // an FP8 cache halves it
    SB_COMPARE_REL(evaluate(fp8).rl->kv_bytes / kGiB, 0.5625, 1e-12);
}

void TestRl::trajectorySurvival() {
    // e^{-lambda t}, lambda = cards / card MTBF. Choose t = 1/lambda: survival e^{-1}.
    Scenario s = preset("rl-pipeline.json");
    const double lambda = 8.0 / (keyNumber(s, "checkpoint.card_mtbf_hours") * 3600.0);
    s.rl->trajectory_s = 1.0 / lambda;
    const RlResults r = evaluate(s).rl;
    SB_COMPARE_REL(r.interruption_rate_per_s, lambda, 1e-12);
    SB_COMPARE_REL(r.trajectory_survival, std::exp(-1.0), 1e-12);
    QCOMPARE(r.survival_curve.front().y, 1.0);
    for (std::size_t i = 1; i < r.survival_curve.size(); ++i) {
        QVERIFY(r.survival_curve[i].y < r.survival_curve[i - 1].y);  // longer dies more often
    }
}

QTEST_APPLESS_MAIN(TestRl)
#include "tst_rl.moc"
