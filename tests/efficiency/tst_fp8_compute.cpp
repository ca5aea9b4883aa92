// precision.compute = fp8 (docs/efficiency.md "FP8 compute"): the refusal on cards without FP8,
// the typed time factor, the FP8 weight copy, the predicted model's FP8 GEMM rate and casts, the
// MFU against the FP8 peak — each against its formula — and bf16 leaving every number as it was.
#include <QTest>

#include "fuzzy.h"
#include "model/base/units.h"
#include "model/efficiency/efficiency_constants.h"
#include "model/efficiency/fp8_compute.h"
#include "model/efficiency/layer_time.h"
#include "model/evaluate/results.h"
#include "model/evaluate/validate.h"
#include "model/memory/memory.h"
#include "model/shape/model_flops.h"
#include "model/step/compute.h"
#include "presets.h"

using namespace stepbudget;

namespace {

Scenario llama70b(ComputePrecision compute) {
    Scenario s = test::preset("llama3-70b-h100.json");
    s.precision.compute = compute;
    return s;
}

}  // namespace

class TestFp8Compute : public QObject {
    Q_OBJECT
private slots:
    void refusedOnCardsWithoutFp8_data();
    void refusedOnCardsWithoutFp8();
    void peakRatioFromTheCatalog();
    void typedTimeFactor();
    void weightCopyInThePeak();
    void predictedRateAndCasts();
    void mfuAgainstBothPeaks();
    void bf16IsUnchanged();
    void unfittedCardSaysSo();
};

void TestFp8Compute::refusedOnCardsWithoutFp8_data() {
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<QString>("says");
    QTest::newRow("A100 80GB") << "A100 SXM 80GB"
                               << "the A100 SXM 80GB has none";
    QTest::newRow("V100") << "V100 SXM2 32GB"
                          << "the V100 SXM2 32GB has none";
    QTest::newRow("not in the catalog") << "My Card"
                                        << "not in the GPU catalog";
}

void TestFp8Compute::refusedOnCardsWithoutFp8() {
    QFETCH(QString, gpu);
    QFETCH(QString, says);
    Scenario s = test::preset("gpt3-175b-a100.json");
    s.cluster.gpu = gpu.toStdString();
    s.precision.compute = ComputePrecision::FP8;
    const Issues issues = validate(s);
    bool found = false;
    for (const Issue& i : issues) {
        if (i.path == "precision.compute") {
            found = true;
            QVERIFY2(QString::fromStdString(i.message).contains(says), i.message.c_str());
            QVERIFY2(QString::fromStdString(i.message).contains("allowed: bf16"),
                     i.message.c_str());
        }
    }
    QVERIFY(found);
    QVERIFY(!evaluate(s).ok());
    s.precision.compute = ComputePrecision::BF16;
    QVERIFY(evaluate(s).ok());
}

void TestFp8Compute::peakRatioFromTheCatalog() {
    // Dense FP8 over dense BF16 datasheet peaks: H100 SXM 1978.9 / 989.4.
    QCOMPARE(fp8PeakRatio("H100 SXM"), 1978.9 / 989.4);
    QCOMPARE(fp8PeakRatio("A100 SXM 80GB"), 0.0);
    const Fp8Rates r = fp8Rates(llama70b(ComputePrecision::FP8));
    QVERIFY(r.on);
    QCOMPARE(r.efficiency, efficiencyConstants("H100 SXM").fp8_matmul_efficiency);
    QCOMPARE(r.matmul_speedup, r.peak_ratio * r.efficiency);
    QCOMPARE(r.fp8_peak_tflops, 989.4 * r.peak_ratio);
}

void TestFp8Compute::typedTimeFactor() {
    // t_fp8 = t_bf16 ((1 - m) + m / (R eta)), m = 6 (N_mat - V h) s / F(s).
    const Scenario bf16 = llama70b(ComputePrecision::BF16);
    const Scenario fp8 = llama70b(ComputePrecision::FP8);
    const double s = 8192;
    const double m =
        6.0 * (matrixParams(fp8.model) - 128256.0 * 8192.0) * s / sequenceFlops(fp8.model, s);
    const double r_eta = (1978.9 / 989.4) * efficiencyConstants("H100 SXM").fp8_matmul_efficiency;
    const double f = (1.0 - m) + m / r_eta;
    const ComputeResults a = computeCompute(bf16);
    const ComputeResults b = computeCompute(fp8);
    QVERIFY(b.fp8);
    SB_COMPARE_REL(b.fp8_linear_share, m, 1e-12);
    SB_COMPARE_REL(b.fp8_time_factor, f, 1e-12);
    SB_COMPARE_REL(b.compute_s, a.compute_s * f, 1e-12);
    SB_COMPARE_REL(b.tokens_per_s_per_card, a.tokens_per_s_per_card / f, 1e-12);
    QVERIFY(m > 0.8 && m < 1.0);  // the linear layers are most of a 70B's FLOPs at 8K
    // The plan's step gets shorter by the same compute factor (plus unchanged communication).
    QVERIFY(evaluate(fp8).plan.step_time_s < evaluate(bf16).plan.step_time_s);
}

void TestFp8Compute::weightCopyInThePeak() {
    // N (1 + 4/16384) / (tp pp) per card at ZeRO-1, added to the peak; resident state unchanged.
    const Scenario bf16 = llama70b(ComputePrecision::BF16);
    const Scenario fp8 = llama70b(ComputePrecision::FP8);
    const MemoryResults a = computeMemory(bf16);
    const MemoryResults b = computeMemory(fp8);
    const double n = static_cast<double>(fp8.model.params);
    const double copy = n * (1.0 + 4.0 / 16384.0) / (8.0 * 4.0);
    SB_COMPARE_REL(b.fp8_copy_bytes_per_card, copy, 1e-12);
    QCOMPARE(b.resident_bytes_per_card, a.resident_bytes_per_card);
    SB_COMPARE_REL(b.peak_bytes_per_card, a.peak_bytes_per_card + copy, 1e-12);
    QCOMPARE(a.fp8_copy_bytes_per_card, 0.0);
    // ZeRO-3 shards it over d with the weights.
    Scenario z3 = fp8;
    z3.parallel.zero_stage = 3;
    z3.precision.convention = StateConvention::Fields;
    SB_COMPARE_REL(computeMemory(z3).fp8_copy_bytes_per_card, copy / 128.0, 1e-12);
}

void TestFp8Compute::predictedRateAndCasts() {
    // Predicted mode: the layers' linear GEMMs at matmul rate x R x eta; the casts read e and
    // write 2 bytes per element of each linear's input forward (T K) and output gradient
    // backward (T N), at the achievable HBM rate.
    Scenario fp8 = llama70b(ComputePrecision::FP8);
    fp8.cluster.efficiency_source = EfficiencySource::Predicted;
    Scenario bf16 = fp8;
    bf16.precision.compute = ComputePrecision::BF16;
    const LayerSetup u = layerSetupOf(fp8);
    const LayerSetup v = layerSetupOf(bf16);
    QVERIFY(u.fp8 && !v.fp8);
    SB_COMPARE_REL(u.fp8_matmul_flop_per_s,
                   v.matmul_flop_per_s * (1978.9 / 989.4) *
                       efficiencyConstants("H100 SXM").fp8_matmul_efficiency,
                   1e-12);
    const LayerTimes a = predictLayerTimes(v);
    const LayerTimes b = predictLayerTimes(u);
    // Llama-3 70B on t = 8: T = 8192 tokens; QKV [h, (64 + 16) 128 / 8], out [64 128 / 8, h],
    // gate + up [h, 2 28672 / 8], down [28672 / 8, h].
    const double t_tokens = 8192;
    const double h = 8192;
    const double fwd_inputs = t_tokens * (h + 1024 + h + 3584);
    const double bwd_outputs = t_tokens * (1280 + h + 7168 + h);
    const double hbm = u.hbm_bytes_per_s;
    SB_COMPARE_REL(b.forward.cast_s, 4.0 * fwd_inputs / hbm, 1e-12);
    SB_COMPARE_REL(b.backward_dx.cast_s, 4.0 * bwd_outputs / hbm, 1e-12);
    QCOMPARE(b.backward_dw.cast_s, 0.0);
    // Attention core and memory-bound kernels other than the casts are unchanged.
    QCOMPARE(b.forward.attention_s, a.forward.attention_s);
    SB_COMPARE_REL(b.forward.memory_s - b.forward.cast_s, a.forward.memory_s, 1e-12);
    QVERIFY(b.forward.matmul_s < a.forward.matmul_s);
    // The LM head stays BF16: the last stage's head GEMMs take the same time.
    SB_COMPARE_REL(predictStageExtras(u).last_backward_dw.matmul_s,
                   predictStageExtras(v).last_backward_dw.matmul_s, 1e-12);
}

void TestFp8Compute::mfuAgainstBothPeaks() {
    // achieved_mfu against the BF16 peak, achieved_mfu_fp8_peak against BF16 x R.
    const Results r = evaluate(llama70b(ComputePrecision::FP8));
    QVERIFY(r.ok());
    SB_COMPARE_REL(r.plan.achieved_mfu_fp8_peak, r.plan.achieved_mfu * 989.4 / 1978.9, 1e-12);
    const Derivation* d = r.derivation("plan.achieved_mfu_fp8_peak");
    QVERIFY(d != nullptr);
    QVERIFY(d->formula.find("P_fp8") != std::string::npos);
    QCOMPARE(evaluate(llama70b(ComputePrecision::BF16)).plan.achieved_mfu_fp8_peak, 0.0);
    // The waterfall (typed) shows the FP8 gain as its own bar and still ends at achieved MFU.
    bool gain = false;
    for (const WaterfallBar& b : r.waterfall.bars) {
        gain = gain || (b.id == "fp8_matmuls" && b.seconds < 0);
    }
    QVERIFY(gain);
    SB_COMPARE_REL(r.waterfall.achieved_mfu, r.plan.achieved_mfu, 1e-9);
}

void TestFp8Compute::bf16IsUnchanged() {
    // Explicit bf16 is the default: the same numbers to the bit.
    const Scenario base = test::preset("llama3-70b-h100.json");
    const Results a = evaluate(base);
    const Results b = evaluate(llama70b(ComputePrecision::BF16));
    QCOMPARE(a.plan.step_time_s, b.plan.step_time_s);
    QCOMPARE(a.memory.peak_bytes_per_card, b.memory.peak_bytes_per_card);
    QCOMPARE(a.compute.fp8_time_factor, 1.0);
}

void TestFp8Compute::unfittedCardSaysSo() {
    // An FP8 card without FP8 rows of its own borrows the H100's efficiency and says so.
    Scenario s = llama70b(ComputePrecision::FP8);
    s.cluster.gpu = "B200 SXM";
    const Results r = evaluate(s);
    QVERIFY(r.ok());
    bool said = false;
    for (const Issue& w : r.warnings) {
        said = said || (w.path == "precision.compute" &&
                        w.message.find("H100 SXM's fit") != std::string::npos);
    }
    QVERIFY(said);
}

QTEST_APPLESS_MAIN(TestFp8Compute)
#include "tst_fp8_compute.moc"
