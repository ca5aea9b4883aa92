// The per-operation time model (docs/efficiency.md), one term at a time: the GEMM shape
// penalty and roofline, ring collectives, the layer's FLOPs per pass, recompute, flash
// attention, memory-bound bytes, TP communication with and without sequence parallelism and
// overlap, the first/last-stage extras, the optimizer step and the card's rates.
#include <QDir>
#include <QTest>
#include <algorithm>
#include <cmath>

#include "fuzzy.h"
#include "model/base/units.h"
#include "model/efficiency/attention_rates.h"
#include "model/efficiency/efficiency_constants.h"
#include "model/efficiency/layer_time.h"
#include "model/efficiency/op_time.h"
#include "model/memory/activation_cost.h"
#include "model/shape/catalog.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;

namespace {

// GPT-style layer (Korthikanti et al. 2022): LayerNorm, GeLU 4h FFN, MHA, learned positions.
LayerSetup gptSetup(double b, double s, std::int64_t h, std::int64_t heads, std::int64_t t) {
    LayerSetup u;
    u.shape.layers = 96;
    u.shape.hidden = h;
    u.shape.heads = heads;
    u.shape.kv_heads = heads;
    u.shape.head_dim = h / heads;
    u.shape.ffn = 4 * h;
    u.shape.vocab = 51200;
    u.shape.gated_mlp = false;
    u.shape.rotary = false;
    u.shape.dropout = true;
    u.micro_batch = b;
    u.seq_len = s;
    u.tp = t;
    u.gpu = "test card";
    u.matmul_flop_per_s = 200e12;
    u.flash_forward_flop_per_s = 200e12;
    u.flash_backward_flop_per_s = 150e12;
    u.hbm_bytes_per_s = 1.5e12;
    u.sms = 0;  // no shape penalty unless a test asks for it
    u.tp_link = {200e9, 10e-6, true};
    return u;
}

// A catalog-free shape on the H100 SXM with flash attention (the attention-rate tests).
Scenario h100Shape(std::int64_t layers, std::int64_t hidden, std::int64_t heads,
                   std::int64_t kv_heads, std::int64_t head_dim) {
    Scenario sc;
    applyGpu(sc, "H100 SXM");
    sc.model.name = "";
    sc.model.layers = layers;
    sc.model.hidden = hidden;
    sc.model.heads = heads;
    sc.model.kv_heads = kv_heads;
    sc.model.head_dim = head_dim;
    activationSettings(sc).flash_attention = true;
    return sc;
}

}  // namespace

class TestLayerTime : public QObject {
    Q_OBJECT
private slots:
    void shapeEfficiency_data();
    void shapeEfficiency();
    void gemmRoofline();
    void gemmTileOverhead_data();
    void gemmTileOverhead();
    void smallModelsKeepLessOfTheMatmulRate();
    void ringCollectives();
    void layerFlops_data();
    void layerFlops();
    void recompute_data();
    void recompute();
    void flashAttention();
    void memoryBytes();
    void sequenceParallelShardsNorms();
    void tensorParallelComm();
    void tensorParallelOverlap();
    void stageExtras();
    void fusedLossReadsTheLogitsTwice();
    void optimizerStep();
    void cardRates();
    void catalogMeasurements();
    void everyShippedPreset();
    void waterfall();
    void memoAnswersWhatTheModelSays_data();
    void memoAnswersWhatTheModelSays();
    void attentionRatesFromTheTables();
    void kernelsPadTheHeadWidth_data();
    void kernelsPadTheHeadWidth();
    void paddedHeadsTakeLonger();
    void longContextLowersTheEfficiency();
    void launchFloorBindsOnlyTinyKernels();
};

void TestLayerTime::shapeEfficiency_data() {
    QTest::addColumn<double>("m");
    QTest::addColumn<double>("n");
    QTest::addColumn<double>("expected");
    // 108 SMs (A100). One full wave of 256 x 128 tiles: no penalty.
    QTest::newRow("108 whole tiles, one wave") << 256.0 << 128.0 * 108 << 1.0;
    // 109 big tiles would need a second wave 1/108 full (109 / 216); 128 x 128 tiles do
    // better: 218 tiles in 3 waves of 108, 218 / 324.
    QTest::newRow("one tile into a second wave") << 256.0 << 128.0 * 109 << 218.0 / 324.0;
    // m = 257 rows: tile quantisation too. Best is 128 x 128: 3 x 108 = 324 tiles, 3 full waves
    // of which 257 / 384 of the rows are real.
    QTest::newRow("one row past a tile")
        << 257.0 << 128.0 * 108 << 257.0 * 128 * 108 / (324.0 * 128 * 128);
}

void TestLayerTime::shapeEfficiency() {
    QFETCH(double, m);
    QFETCH(double, n);
    QFETCH(double, expected);
    SB_COMPARE_REL(gemmShapeEfficiency({m, n, 4096, 1}, 108), expected, 1e-12);
    QCOMPARE(gemmShapeEfficiency({m, n, 4096, 1}, 0), 1.0);  // unknown SM count: no penalty
}

void TestLayerTime::gemmRoofline() {
    // Large square GEMM: compute-bound, 2 m n k / rate.
    const GemmTime big = gemmTime({8192, 8192, 8192, 1}, 200e12, 1.5e12, 0, 2);
    SB_COMPARE_REL(big.seconds, 2.0 * 8192.0 * 8192 * 8192 / 200e12, 1e-12);
    // k = 16: 2 m n k FLOPs but (mk + kn + mn) e bytes; memory-bound.
    const GemmTime thin = gemmTime({8192, 8192, 16, 1}, 200e12, 1.5e12, 0, 2);
    const double bytes = (8192.0 * 16 + 16 * 8192 + 8192.0 * 8192) * 2;
    SB_COMPARE_REL(thin.seconds, bytes / 1.5e12, 1e-12);
    QVERIFY(thin.memory_s > thin.compute_s);
}

// A tile pays k + k_overhead reduction steps for k steps of work (op_time.h).
void TestLayerTime::gemmTileOverhead_data() {
    QTest::addColumn<double>("k");
    QTest::addColumn<double>("k_overhead");
    QTest::addColumn<double>("expected");
    QTest::newRow("125M attention projection, k 768") << 768.0 << 256.0 << 0.75;
    QTest::newRow("70B FFN down, k 28672") << 28672.0 << 256.0 << 28672.0 / 28928.0;
    QTest::newRow("unfused QK^T at head dim 128") << 128.0 << 256.0 << 1.0 / 3.0;
    QTest::newRow("no overhead") << 768.0 << 0.0 << 1.0;
}

void TestLayerTime::gemmTileOverhead() {
    QFETCH(double, k);
    QFETCH(double, k_overhead);
    QFETCH(double, expected);
    SB_COMPARE_REL(gemmDepthEfficiency(k, k_overhead), expected, 1e-12);
    // The compute time is the ideal one over shape x depth; bandwidth high enough that the
    // roofline's memory side never binds.
    const Gemm g{53248, 2304, k, 1};
    const GemmTime t = gemmTime(g, 200e12, 1e18, 108, 2, k_overhead);
    SB_COMPARE_REL(t.depth_efficiency, expected, 1e-12);
    SB_COMPARE_REL(t.compute_s, t.ideal_s / (t.shape_efficiency * expected), 1e-12);
    SB_COMPARE_REL(t.seconds, t.compute_s, 1e-12);
    // Every plan prices its GEMMs with the shipped overhead.
    QCOMPARE(layerSetupOf(Scenario{}).gemm_k_overhead, kGemmTileOverheadK);
}

// The tiles' fixed cost is what a 125M model's d = 768 GEMMs lose and a 12,288-wide layer's do
// not (sms = 0: no wave or tile quantisation, the depth alone); the derivation states the share.
void TestLayerTime::smallModelsKeepLessOfTheMatmulRate() {
    const auto kept = [](const LayerSetup& u) {
        Derivations d;
        const LayerTimes t = predictLayerTimes(u, &d);
        const auto it = std::find_if(d.begin(), d.end(), [](const Derivation& e) {
            return e.id == "efficiency.matmul_shape_efficiency";
        });
        if (it == d.end()) {
            return -1.0;
        }
        double ideal = 0;
        double matmul = 0;
        for (const PassTime* p : {&t.forward, &t.backward_dx, &t.backward_dw}) {
            ideal += p->matmul_ideal_s;
            matmul += p->matmul_s;
        }
        return std::fabs(it->value - ideal / matmul) < 1e-12 ? it->value : -2.0;
    };
    LayerSetup small = gptSetup(26, 2048, 768, 12, 1);
    LayerSetup large = gptSetup(8, 2048, 12288, 96, 1);
    small.flash_attention = large.flash_attention = true;  // the linear GEMMs alone
    const double small_kept = kept(small);
    const double large_kept = kept(large);
    QVERIFY2(small_kept > 0 && large_kept > 0,
             qPrintable(QStringLiteral("%1 %2").arg(small_kept).arg(large_kept)));
    // Every GEMM's k is at least the hidden size or the tokens (dW reduces over b s = 53,248
    // and 16,384): 768 / (768 + 256) = 0.75 bounds the small one from below, and the large
    // layer keeps at least 12,288 / 12,544.
    QVERIFY(small_kept >= 0.75 && small_kept < 0.9);
    QVERIFY2(large_kept >= 12288.0 / 12544.0 && large_kept < 1.0,
             qPrintable(QString::number(large_kept)));
    LayerSetup none = small;
    none.gemm_k_overhead = 0;
    SB_COMPARE_REL(kept(none), 1.0, 1e-12);
}

void TestLayerTime::ringCollectives() {
    const LinkModel link{100e9, 5e-6, true};
    // 2 (n-1)/n S / B + a, and (n-1)/n S / B + a.
    SB_COMPARE_REL(allReduceSeconds(1e9, 8, link), 2.0 * 7 / 8 * 1e9 / 100e9 + 5e-6, 1e-12);
    SB_COMPARE_REL(allGatherSeconds(1e9, 8, link), 7.0 / 8 * 1e9 / 100e9 + 5e-6, 1e-12);
    SB_COMPARE_REL(reduceScatterSeconds(1e9, 8, link), 7.0 / 8 * 1e9 / 100e9 + 5e-6, 1e-12);
    SB_COMPARE_REL(sendSeconds(1e9, link), 1e9 / 100e9 + 5e-6, 1e-12);
    QCOMPARE(allReduceSeconds(1e9, 1, link), 0.0);  // one member: nothing to reduce
}

void TestLayerTime::layerFlops_data() {
    QTest::addColumn<double>("b");
    QTest::addColumn<double>("s");
    QTest::addColumn<int>("h");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("t");
    QTest::newRow("GPT 22B layer, b 4, t 8") << 4.0 << 2048.0 << 6144 << 64 << 8;
    QTest::newRow("GPT 175B layer, b 1, t 8") << 1.0 << 2048.0 << 12288 << 96 << 8;
    QTest::newRow("small layer, no TP") << 2.0 << 512.0 << 1024 << 16 << 1;
}

void TestLayerTime::layerFlops() {
    QFETCH(double, b);
    QFETCH(double, s);
    QFETCH(int, h);
    QFETCH(int, heads);
    QFETCH(int, t);
    const LayerTimes r = predictLayerTimes(gptSetup(b, s, h, heads, t));
    // Narayanan et al. 2021: forward 24 b s h^2 + 4 b s^2 h per layer (unfused attention
    // computes all s^2 pairs), per shard / t; the backward does twice that.
    const double hh = static_cast<double>(h);
    const double forward = (24.0 * b * s * hh * hh + 4.0 * b * s * s * hh) / t;
    SB_COMPARE_REL(r.forward.flops, forward, 1e-12);
    SB_COMPARE_REL(r.backward_dx.flops + r.backward_dw.flops, 2.0 * forward, 1e-12);
    // dW is the matmul half of the backward only (the attention core has no weights).
    SB_COMPARE_REL(r.backward_dw.flops, 24.0 * b * s * hh * hh / t, 1e-12);
    QCOMPARE(r.recompute_s, 0.0);
}

void TestLayerTime::recompute_data() {
    QTest::addColumn<int>("mode");
    QTest::addColumn<bool>("flash");
    QTest::addColumn<double>("expected_flops");  // as a multiple of b s^2 h / t
    QTest::newRow("none") << int(Recompute::None) << false << 0.0;
    QTest::newRow("selective: the attention core again")
        << int(Recompute::Selective) << false << 4.0;
    // Megatron-Core checkpoints the core attention whatever its kernel: the flash forward
    // again, over the causal half (s + 1) / 2s of the pairs.
    QTest::newRow("selective with flash: the flash forward again")
        << int(Recompute::Selective) << true << 4.0 * 2049.0 / 4096.0;
}

void TestLayerTime::recompute() {
    QFETCH(int, mode);
    QFETCH(bool, flash);
    QFETCH(double, expected_flops);
    LayerSetup u = gptSetup(1, 2048, 12288, 96, 8);
    u.recompute = static_cast<Recompute>(mode);
    u.flash_attention = flash;
    const LayerTimes r = predictLayerTimes(u);
    SB_COMPARE_REL(r.recompute.flops, expected_flops * 2048.0 * 2048 * 12288 / 8, 1e-12);
    if (expected_flops > 0) {
        QVERIFY(r.recompute_s > 0);
        QVERIFY(r.stageBackward_s() > r.backward_s());
    }
    // Full recompute re-runs the whole forward, communication included.
    u.recompute = Recompute::Full;
    const LayerTimes full = predictLayerTimes(u);
    SB_COMPARE_REL(full.recompute_s, full.forward_s, 1e-12);
    SB_COMPARE_REL(full.recompute.tp_comm_s, full.forward.tp_comm_s, 1e-12);
}

void TestLayerTime::flashAttention() {
    LayerSetup u = gptSetup(1, 8192, 4096, 32, 1);
    const LayerTimes plain = predictLayerTimes(u);
    u.flash_attention = true;
    const LayerTimes flash = predictLayerTimes(u);
    // Causal flash skips the masked half: 4 b s^2 h (s+1)/(2s) forward, 2.5 x that backward.
    const double s = 8192;
    const double core = 4.0 * s * s * 4096 * (s + 1) / (2 * s);
    SB_COMPARE_REL(flash.forward.flops - flash.backward_dw.flops, core, 1e-12);
    SB_COMPARE_REL(flash.backward_dx.flops - flash.backward_dw.flops, 2.5 * core, 1e-12);
    SB_COMPARE_REL(flash.forward.attention_s, core / u.flash_forward_flop_per_s, 1e-12);
    // The backward kernel at its own rate (attention_rates.h).
    SB_COMPARE_REL(flash.backward_dx.attention_s, 2.5 * core / u.flash_backward_flop_per_s, 1e-12);
    // No probabilities in HBM: the softmax and dropout bytes vanish.
    SB_COMPARE_REL(plain.forward.bytes - flash.forward.bytes, (2 * 2 + 2 * 2 + 1) * s * s * 32,
                   1e-12);
    QVERIFY(flash.forward_s < plain.forward_s);
}

void TestLayerTime::memoryBytes() {
    // GPT layer, no TP, b = 1: the forward's memory-bound bytes term by term.
    const double s = 2048;
    const double h = 1024;
    const double heads = 16;
    const double e = 2;
    LayerSetup u = gptSetup(1, s, 1024, 16, 1);
    const LayerTimes r = predictLayerTimes(u);
    const double sh = s * h;
    const double probs = heads * s * s;
    const double expected = 2 * 2 * e * sh          // two LayerNorms
                            + 2 * (3 * e + 1) * sh  // two dropout + residual adds
                            + 2 * e * s * 4 * h     // GeLU
                            + 2 * e * probs         // softmax
                            + (2 * e + 1) * probs;  // dropout on the probabilities
    SB_COMPARE_REL(r.forward.bytes, expected, 1e-12);
    SB_COMPARE_REL(r.forward.memory_s, expected / u.hbm_bytes_per_s, 1e-12);
    // SwiGLU reads gate and up and writes one (3 e f) instead of GeLU's 2 e f; rotary adds
    // read + write of q and k.
    u.shape.gated_mlp = true;
    u.shape.rotary = true;
    const LayerTimes swiglu = predictLayerTimes(u);
    SB_COMPARE_REL(swiglu.forward.bytes - r.forward.bytes,
                   e * s * 4 * h + 2 * e * s * (heads + heads) * (h / heads), 1e-12);
}

void TestLayerTime::sequenceParallelShardsNorms() {
    LayerSetup u = gptSetup(1, 2048, 12288, 96, 8);
    const LayerTimes plain = predictLayerTimes(u);
    u.sequence_parallel = true;
    const LayerTimes sp = predictLayerTimes(u);
    // Norms, dropout and residual adds run on s b h / t instead of s b h (Korthikanti et al. 2022).
    const double sh = 2048.0 * 12288;
    const double e = 2;
    const double region = 2 * 2 * e + 2 * (3 * e + 1);
    SB_COMPARE_REL(plain.forward.bytes - sp.forward.bytes, region * sh * (1 - 1.0 / 8), 1e-12);
}

void TestLayerTime::tensorParallelComm() {
    LayerSetup u = gptSetup(1, 2048, 12288, 96, 8);
    const double S = 2048.0 * 12288 * 2;
    const LayerTimes ar = predictLayerTimes(u);
    SB_COMPARE_REL(ar.forward.tp_comm_s, 2 * allReduceSeconds(S, 8, u.tp_link), 1e-12);
    SB_COMPARE_REL(ar.backward_dx.tp_comm_s, 2 * allReduceSeconds(S, 8, u.tp_link), 1e-12);
    QCOMPARE(ar.backward_dw.tp_comm_s, 0.0);
    SB_COMPARE_REL(ar.tp_comm_s, ar.forward.tp_comm_s + ar.backward_dx.tp_comm_s, 1e-12);
    // Sequence parallelism: all-gather + reduce-scatter (same bytes, twice the calls) and the
    // all-gather again for the weight gradients.
    u.sequence_parallel = true;
    const LayerTimes sp = predictLayerTimes(u);
    SB_COMPARE_REL(
        sp.forward.tp_comm_s,
        2 * allGatherSeconds(S, 8, u.tp_link) + 2 * reduceScatterSeconds(S, 8, u.tp_link), 1e-12);
    SB_COMPARE_REL(sp.backward_dw.tp_comm_s, 2 * allGatherSeconds(S, 8, u.tp_link), 1e-12);
    // No TP: nothing to communicate.
    const LayerTimes single = predictLayerTimes(gptSetup(1, 2048, 12288, 96, 1));
    QCOMPARE(single.tp_comm_s, 0.0);
    // TP wider than a host runs on the NIC.
    Scenario sc;
    sc.parallel.tp = 16;
    sc.model.heads = 32;
    QVERIFY(!layerSetupOf(sc).tp_link.scale_up);
    sc.parallel.tp = 8;
    QVERIFY(layerSetupOf(sc).tp_link.scale_up);
}

void TestLayerTime::tensorParallelOverlap() {
    LayerSetup u = gptSetup(1, 2048, 12288, 96, 8);
    u.tp_link.bytes_per_s = 10e9;  // a slow link: the comm outlasts the matmuls
    const LayerTimes exposed = predictLayerTimes(u);
    u.tp_overlap = TpOverlap::Pipelined;
    const LayerTimes hidden = predictLayerTimes(u);
    SB_COMPARE_REL(hidden.forward.tp_comm_s,
                   exposed.forward.tp_comm_total_s - exposed.forward.matmul_s, 1e-12);
    QVERIFY(hidden.forward_s < exposed.forward_s);
    // Bulk overlap hides the backward's collectives only (Transformer Engine's bulk overlap).
    u.tp_overlap = TpOverlap::Bulk;
    const LayerTimes bulk = predictLayerTimes(u);
    QCOMPARE(bulk.forward.tp_comm_s, exposed.forward.tp_comm_s);
    SB_COMPARE_REL(
        bulk.backward_dx.tp_comm_s,
        std::max(0.0, exposed.backward_dx.tp_comm_total_s - exposed.backward_dx.matmul_s), 1e-12);
    QVERIFY(bulk.backward_dx.tp_comm_s < exposed.backward_dx.tp_comm_s);
    // The scenario key reaches the setup.
    Scenario sc;
    sc.parallel.tp_overlap = TpOverlap::Bulk;
    QCOMPARE(layerSetupOf(sc).tp_overlap, TpOverlap::Bulk);
    TpOverlap parsed = TpOverlap::None;
    QVERIFY(parseTpOverlap("pipelined", &parsed) && parsed == TpOverlap::Pipelined);
    QVERIFY(!parseTpOverlap("async", &parsed));
}

void TestLayerTime::stageExtras() {
    LayerSetup u = gptSetup(1, 2048, 12288, 96, 8);
    const StageExtras x = predictStageExtras(u);
    // LM head: 2 s b h V / t forward, twice that backward (dX + dW).
    const double head = 2.0 * 2048 * 12288 * 51200 / 8;
    SB_COMPARE_REL(x.last_forward.flops, head, 1e-12);
    SB_COMPARE_REL(x.last_backward_dx.flops + x.last_backward_dw.flops, 2 * head, 1e-12);
    QVERIFY(x.last_forward_s > head / u.matmul_flop_per_s);  // + loss, norm, ...
    QVERIFY(x.first_forward_s > 0);
    QCOMPARE(x.first_forward.flops, 0.0);  // the embedding is a lookup
}

// memory.loss_kernel: the FP32 cross entropy moves (e + 12) s b V / t bytes forward and
// (4 + e) backward; a fused kernel on the 16-bit logits e and 2 e (e = 2 B).
void TestLayerTime::fusedLossReadsTheLogitsTwice() {
    LayerSetup u = gptSetup(1, 2048, 12288, 96, 8);
    const StageExtras fp32 = predictStageExtras(u);
    u.fused_loss = true;
    const StageExtras fused = predictStageExtras(u);
    const double logits = 2048.0 * 51200 / 8;
    SB_COMPARE_REL(fp32.last_forward.bytes - fused.last_forward.bytes, 12.0 * logits, 1e-12);
    SB_COMPARE_REL(fp32.last_backward_dx.bytes - fused.last_backward_dx.bytes,
                   (4.0 + 2.0 - 2.0 * 2.0) * logits, 1e-12);
    QCOMPARE(fused.last_forward.flops, fp32.last_forward.flops);
}

void TestLayerTime::optimizerStep() {
    LayerSetup u = gptSetup(1, 2048, 12288, 96, 8);
    SB_COMPARE_REL(optimizerStepSeconds(u, 1e9), 1e9 * 50 / 1.5e12, 1e-12);
}

void TestLayerTime::cardRates() {
    Scenario sc;
    QVERIFY(applyGpu(sc, "A100 SXM 80GB"));
    const LayerSetup a100 = layerSetupOf(sc);
    QVERIFY(a100.measured_matmul);
    QCOMPARE(a100.sms, std::int64_t(108));
    const double fraction = efficiencyConstants("A100 SXM 80GB").matmul_fraction;
    SB_COMPARE_REL(a100.matmul_flop_per_s, 271.2e12 * fraction, 1e-12);
    // The peak slider scales the measured rate.
    sc.cluster.peak_tflops = 156;
    SB_COMPARE_REL(layerSetupOf(sc).matmul_flop_per_s, 271.2e12 / 2 * fraction, 1e-12);
    // H100 PCIe has no published measurement: the documented share of its peak.
    Scenario pcie;
    QVERIFY(applyGpu(pcie, "H100 PCIe"));
    const LayerSetup unmeasured = layerSetupOf(pcie);
    QVERIFY(!unmeasured.measured_matmul);
    SB_COMPARE_REL(
        unmeasured.matmul_flop_per_s,
        756.5e12 * kUnmeasuredMatmulFraction * efficiencyConstants("H100 PCIe").matmul_fraction,
        1e-12);
    // Both facts are warnings for the predicted source; the design case's RTX 4090 is measured
    // but not fitted; the fitted, measured A100 has none.
    QCOMPARE(predictedEfficiencyWarnings(pcie).size(), std::size_t(2));
    // H100 PCIe was searched for published runs and has none: the warning says why.
    QVERIFY(!efficiencyConstants("H100 PCIe").not_fitted.empty());
    QVERIFY(predictedEfficiencyWarnings(pcie).back().message.find(
                efficiencyConstants("H100 PCIe").not_fitted) != std::string::npos);
    Scenario design;
    QCOMPARE(predictedEfficiencyWarnings(design).size(), std::size_t(1));
    QVERIFY(predictedEfficiencyWarnings(sc).empty());
    // The H100 SXM is fitted (docs/validation.md); the H200 borrows that fit and says so.
    Scenario h100;
    QVERIFY(applyGpu(h100, "H100 SXM"));
    QVERIFY(predictedEfficiencyWarnings(h100).empty());
    Scenario h200;
    QVERIFY(applyGpu(h200, "H200 SXM"));
    const Issues borrowed = predictedEfficiencyWarnings(h200);
    QCOMPARE(borrowed.size(), std::size_t(1));
    QVERIFY(borrowed.front().message.find("H100 SXM's fit") != std::string::npos);
    SB_COMPARE_REL(layerSetupOf(h200).matmul_flop_per_s, layerSetupOf(h100).matmul_flop_per_s,
                   1e-12);
    const LayerTimes t = predictLayerTimes(design);
    QVERIFY(std::isfinite(t.forward_s) && t.forward_s > 0);
    QVERIFY(t.backward_s() > t.forward_s);
}

void TestLayerTime::catalogMeasurements() {
    for (const GpuSpec& g : gpuCatalog()) {
        QVERIFY2(g.sm_count > 0, g.name.c_str());
        if (g.achievable_matmul_tflops > 0) {
            QVERIFY2(!g.achievable_matmul_source.empty(), g.name.c_str());
            QVERIFY2(g.achievable_matmul_tflops < g.bf16_dense_tflops, g.name.c_str());
        }
    }
}

void TestLayerTime::everyShippedPreset() {
    // The predicted source must work for every preset: finite, positive times, B > F.
    const QStringList files =
        QDir(QStringLiteral(STEPBUDGET_PRESETS_DIR)).entryList({QStringLiteral("*.json")});
    QVERIFY(files.size() >= 10);
    for (const QString& file : files) {
        const Scenario sc = preset(file.toStdString());
        Derivations d;
        const LayerTimes t = predictLayerTimes(sc, &d);
        const StageExtras x = predictStageExtras(sc, &d);
        for (double v :
             {t.forward_s, t.backward_dx_s, t.backward_dw_s, t.recompute_s, t.tp_comm_s,
              x.first_forward_s, x.first_backward_s, x.last_forward_s, x.last_backward_s}) {
            QVERIFY2(std::isfinite(v) && v >= 0, qPrintable(file));
        }
        QVERIFY2(t.forward_s > 0 && t.backward_s() > t.forward_s, qPrintable(file));
        // Seven layer rows (the attention core's rate only with flash attention) + two stages.
        const std::size_t rows = activationSettings(sc).flash_attention ? 10 : 9;
        QVERIFY2(d.size() == rows, qPrintable(file));
        for (const Derivation& e : d) {
            QVERIFY2(std::isfinite(e.value), e.id.c_str());
        }
    }
}

void TestLayerTime::waterfall() {
    LayerSetup u = gptSetup(1, 2048, 12288, 96, 8);
    u.peak_flop_per_s = 312e12;
    u.sms = 108;
    u.recompute = Recompute::Full;
    const LayerTimes t = predictLayerTimes(u);
    const LayerEfficiency e = layerEfficiency(u, t, AttentionFlops::Full);
    // The bars add up to the layer's time on the stream.
    SB_COMPARE_REL(e.total_s, t.forward_s + t.recompute_s + t.backward_s(), 1e-12);
    SB_COMPARE_REL(e.model_flops,
                   3 * (24.0 * 2048 * 12288.0 * 12288 + 4.0 * 2048 * 2048 * 12288) / 8, 1e-12);
    QVERIFY(e.shape_loss_s > 0);  // 2048 x 4608 QKV tiles are 3 waves of 108 SMs, not 2.67
    QVERIFY(e.achievable_loss_s > 0 && e.memory_loss_s > 0 && e.tp_comm_loss_s > 0);
    SB_COMPARE_REL(e.recompute_loss_s, t.forward_s, 1e-12);
    QVERIFY(e.compute_mfu > e.layer_mfu && e.compute_mfu < 1);
    // Causal counting credits fewer FLOPs to the same time.
    QVERIFY(layerEfficiency(u, t, AttentionFlops::Causal).compute_mfu < e.compute_mfu);
}

namespace {

// Every field of the layer model's answer, exactly (the memo must not round or mix setups).
bool samePass(const PassTime& a, const PassTime& b) {
    return a.matmul_s == b.matmul_s && a.matmul_ideal_s == b.matmul_ideal_s &&
           a.attention_s == b.attention_s && a.memory_s == b.memory_s &&
           a.tp_comm_s == b.tp_comm_s && a.tp_comm_total_s == b.tp_comm_total_s &&
           a.flops == b.flops && a.bytes == b.bytes;
}

bool sameAsModel(const PredictedLayer& p, const Scenario& sc) {
    const LayerSetup u = layerSetupOf(sc);
    const LayerTimes t = predictLayerTimes(u);
    const StageExtras x = predictStageExtras(u);
    return p.setup == u && samePass(p.layer.forward, t.forward) &&
           samePass(p.layer.backward_dx, t.backward_dx) &&
           samePass(p.layer.backward_dw, t.backward_dw) &&
           samePass(p.layer.recompute, t.recompute) && p.layer.forward_s == t.forward_s &&
           p.layer.recompute_s == t.recompute_s && p.layer.tp_comm_s == t.tp_comm_s &&
           samePass(p.extras.first_forward, x.first_forward) &&
           samePass(p.extras.first_backward, x.first_backward) &&
           samePass(p.extras.last_forward, x.last_forward) &&
           samePass(p.extras.last_backward_dx, x.last_backward_dx) &&
           samePass(p.extras.last_backward_dw, x.last_backward_dw);
}

}  // namespace

// predictedLayer() keeps the last setups per thread: it must answer what the model says for
// the scenario it is given, whichever input of the setup changed and however the calls
// interleave (more distinct setups than it keeps, then back to the first).
void TestLayerTime::memoAnswersWhatTheModelSays_data() {
    QTest::addColumn<QString>("file");
    for (const QString& f : presetFiles()) {
        QTest::newRow(qPrintable(f)) << f;
    }
}

void TestLayerTime::memoAnswersWhatTheModelSays() {
    QFETCH(QString, file);
    const Scenario base = preset(file.toStdString());
    using Edit = void (*)(Scenario&);
    const Edit edits[] = {
        [](Scenario& s) { s.cluster.scale_up_gb_per_s *= 1.5; },
        [](Scenario& s) {
            // TP beyond the host: on the NIC (tp 2 at least, one card per host).
            s.parallel.tp = std::max<std::int64_t>(2, s.parallel.tp);
            s.cluster.cards_per_host = 1;
        },
        [](Scenario& s) {
            s.parallel.tp = std::max<std::int64_t>(2, s.parallel.tp);
            s.cluster.cards_per_host = 1;
            s.cluster.nic_gb_per_s *= 0.5;
        },
        [](Scenario& s) { s.cluster.hbm_gb_per_s *= 2; },
        [](Scenario& s) { s.cluster.peak_tflops *= 0.9; },
        [](Scenario& s) { s.cluster.gpu = "H100 SXM"; },
        [](Scenario& s) { s.training.micro_batch += 1; },
        [](Scenario& s) { s.training.seq_len *= 2; },
        [](Scenario& s) { s.parallel.tp *= 2; },
        [](Scenario& s) { s.parallel.recompute = Recompute::Full; },
        [](Scenario& s) {
            ActivationSettings& a = activationSettings(s);
            a.sequence_parallel = !a.sequence_parallel;
        },
        [](Scenario& s) {
            ActivationSettings& a = activationSettings(s);
            a.flash_attention = !a.flash_attention;
        },
        [](Scenario& s) {
            ActivationSettings& a = activationSettings(s);
            a.dropout_masks = !a.dropout_masks;
        },
        [](Scenario& s) { s.model.hidden += 128; },
        [](Scenario& s) { s.model.vocab += 1000; },
    };
    QVERIFY(sameAsModel(*predictedLayer(base), base));
    // Each edit gives a setup unlike the one before it (the list is ordered so that the NIC's
    // bandwidth is the only change between its two TP-beyond-the-host rows).
    PredictedLayer previous = *predictedLayer(base);
    for (const Edit edit : edits) {
        Scenario s = base;
        edit(s);
        const PredictedLayer p = *predictedLayer(s);
        QVERIFY(sameAsModel(p, s));
        QVERIFY(!(p.setup == previous.setup));
        previous = p;
        // And the base again, after the edit took a slot.
        QVERIFY(sameAsModel(*predictedLayer(base), base));
    }
}

void TestLayerTime::attentionRatesFromTheTables() {
    // Shah et al. 2024, Figure 5: FlashAttention-2 forward with causal mask, head dim 128, on
    // the H100 at 2K and 4K; between them linear in log2(s); flat past 16K and below 512.
    const AttentionRate at2k = attentionRate("H100 SXM", AttentionKernel::Flash2, 128, 2048, true);
    QVERIFY(at2k.measured);
    QCOMPARE(at2k.forward_tflops, 298.0);
    const double mid =
        attentionRate("H100 SXM", AttentionKernel::Flash2, 128, 2048 * std::sqrt(2.0), true)
            .forward_tflops;
    SB_COMPARE_REL(mid, (298.0 + 319.0) / 2, 1e-12);
    QCOMPARE(attentionRate("H100 SXM", AttentionKernel::Flash2, 128, 131072, true).forward_tflops,
             335.0);
    QCOMPARE(attentionRate("H100 SXM", AttentionKernel::Flash2, 128, 128, true).forward_tflops,
             191.0);
    // Non-causal backward as measured (Figure 6); the causal one scaled by the forward's ratio.
    QCOMPARE(attentionRate("H100 SXM", AttentionKernel::Flash2, 128, 16384, false).backward_tflops,
             322.0);
    SB_COMPARE_REL(
        attentionRate("H100 SXM", AttentionKernel::Flash2, 128, 16384, true).backward_tflops,
        322.0 * 335.0 / 370.0, 1e-12);
    // Head dim 64 has its own forward table; 96 takes the nearest (128).
    QCOMPARE(attentionRate("H100 SXM", AttentionKernel::Flash2, 64, 16384, false).forward_tflops,
             324.0);
    QCOMPARE(attentionRate("H100 SXM", AttentionKernel::Flash2, 112, 16384, false).forward_tflops,
             370.0);
    // The A100's FlashAttention-2 forward + backward at 16K is the paper's 203 (no mask) and its
    // forward 227: the split reproduces both.
    const AttentionRate a100 =
        attentionRate("A100 SXM 80GB", AttentionKernel::Flash2, 128, 16384, false);
    SB_COMPARE_REL(a100.forward_tflops, 227.0, 1e-12);
    SB_COMPARE_REL(3.5 / (1 / a100.forward_tflops + 2.5 / a100.backward_tflops), 203.0, 1e-2);
    // Same chip, same table; a card or kernel without one says so.
    QCOMPARE(attentionRate("H200 SXM", AttentionKernel::Cudnn, 128, 4096, true).forward_tflops,
             attentionRate("H100 SXM", AttentionKernel::Cudnn, 128, 4096, true).forward_tflops);
    QVERIFY(!attentionRate("B200 SXM", AttentionKernel::Flash2, 128, 4096, true).measured);
    QVERIFY(!attentionRate("A100 SXM 80GB", AttentionKernel::Flash3, 128, 4096, true).measured);
    // The setup takes them at the scenario's peak; without a table, flash_fraction x achievable.
    Scenario h100;
    QVERIFY(applyGpu(h100, "H100 SXM"));
    h100.model.heads = 32;
    h100.model.hidden = 4096;
    h100.model.head_dim = 128;
    h100.training.seq_len = 4096;
    const LayerSetup u = layerSetupOf(h100);
    QVERIFY(u.measured_attention);
    SB_COMPARE_REL(u.flash_forward_flop_per_s, 319e12 * h100.cluster.peak_tflops / 989.4, 1e-9);
    Scenario b200;
    QVERIFY(applyGpu(b200, "B200 SXM"));
    const LayerSetup v = layerSetupOf(b200);
    QVERIFY(!v.measured_attention);
    SB_COMPARE_REL(v.flash_forward_flop_per_s,
                   v.matmul_flop_per_s / efficiencyConstants("B200 SXM").matmul_fraction *
                       efficiencyConstants("B200 SXM").flash_fraction,
                   1e-12);
    // A run's kernel switches the rates.
    LayerSetup t = u;
    setAttentionKernel(t, AttentionKernel::Cudnn);
    SB_COMPARE_REL(t.flash_forward_flop_per_s, 518e12 * h100.cluster.peak_tflops / 989.4, 1e-9);
    AttentionKernel k = AttentionKernel::Flash2;
    QVERIFY(parseAttentionKernel("triton", &k) && k == AttentionKernel::Triton);
    QVERIFY(!parseAttentionKernel("flash1", &k));
}

void TestLayerTime::kernelsPadTheHeadWidth_data() {
    QTest::addColumn<int>("kernel");
    QTest::addColumn<double>("head_dim");
    QTest::addColumn<double>("computed");
    // FlashAttention-2: a multiple of 8, then of 32 (flash_api.cpp, head_size_rounded).
    QTest::newRow("flash2 Phi-2 80") << int(AttentionKernel::Flash2) << 80.0 << 96.0;
    QTest::newRow("flash2 MPT-30B 112") << int(AttentionKernel::Flash2) << 112.0 << 128.0;
    QTest::newRow("flash2 GPT 22B 96") << int(AttentionKernel::Flash2) << 96.0 << 96.0;
    QTest::newRow("flash2 MLA qk 192") << int(AttentionKernel::Flash2) << 192.0 << 192.0;
    QTest::newRow("flash2 Llama 128") << int(AttentionKernel::Flash2) << 128.0 << 128.0;
    // The Triton kernel: the next power of two, at least 16 (BLOCK_HEADDIM).
    QTest::newRow("triton GPT 22B 96") << int(AttentionKernel::Triton) << 96.0 << 128.0;
    QTest::newRow("triton MPT-30B 112") << int(AttentionKernel::Triton) << 112.0 << 128.0;
    QTest::newRow("triton 8") << int(AttentionKernel::Triton) << 8.0 << 16.0;
    QTest::newRow("triton MPT 125M 64") << int(AttentionKernel::Triton) << 64.0 << 64.0;
    // FlashAttention-3: 64, 96, 128, 192, 256 (round_up_headdim).
    QTest::newRow("flash3 80") << int(AttentionKernel::Flash3) << 80.0 << 96.0;
    QTest::newRow("flash3 160") << int(AttentionKernel::Flash3) << 160.0 << 192.0;
    QTest::newRow("flash3 MLA qk 192") << int(AttentionKernel::Flash3) << 192.0 << 192.0;
    QTest::newRow("flash3 200") << int(AttentionKernel::Flash3) << 200.0 << 256.0;
    // cuDNN: any multiple of 8.
    QTest::newRow("cudnn 112") << int(AttentionKernel::Cudnn) << 112.0 << 112.0;
    QTest::newRow("cudnn 100") << int(AttentionKernel::Cudnn) << 100.0 << 104.0;
    // Beyond every kernel's widths: kept.
    QTest::newRow("flash2 320") << int(AttentionKernel::Flash2) << 320.0 << 320.0;
}

void TestLayerTime::kernelsPadTheHeadWidth() {
    QFETCH(int, kernel);
    QFETCH(double, head_dim);
    QFETCH(double, computed);
    QCOMPARE(kernelHeadDim(static_cast<AttentionKernel>(kernel), head_dim), computed);
}

void TestLayerTime::paddedHeadsTakeLonger() {
    // 56 heads of 128 against 64 heads of 112 (the same hidden 7,168): the same attention FLOPs,
    // but the 112-wide heads run in 128-wide tiles, 128 / 112 = 8 / 7 the time, at the 128 table.
    Scenario sc = h100Shape(48, 7168, 56, 56, 128);
    QCOMPARE(sc.cluster.gpu, std::string("H100 SXM"));
    sc.training.seq_len = 8192;
    LayerSetup wide = layerSetupOf(sc);
    sc.model.heads = 64;
    sc.model.kv_heads = 64;
    sc.model.head_dim = 112;
    LayerSetup narrow = layerSetupOf(sc);
    for (const AttentionKernel k : {AttentionKernel::Flash2, AttentionKernel::Triton}) {
        setAttentionKernel(wide, k);
        setAttentionKernel(narrow, k);
        QCOMPARE(wide.attention_width_scale, 1.0);
        SB_COMPARE_REL(narrow.attention_width_scale, 128.0 / 112.0, 1e-12);
        QCOMPARE(narrow.flash_forward_flop_per_s, wide.flash_forward_flop_per_s);
        const LayerTimes a = predictLayerTimes(wide);
        const LayerTimes b = predictLayerTimes(narrow);
        SB_COMPARE_REL(b.forward.attention_s, a.forward.attention_s * 8.0 / 7.0, 1e-12);
        SB_COMPARE_REL(b.backward_dx.attention_s, a.backward_dx.attention_s * 8.0 / 7.0, 1e-12);
    }
    // cuDNN takes 112 as it is; its rate is the nearest table's (128).
    setAttentionKernel(narrow, AttentionKernel::Cudnn);
    QCOMPARE(narrow.attention_width_scale, 1.0);
    // MLA pads its two widths each on its own: d_qk 192 and d_v 128 are kernel widths.
    Scenario mla = sc;
    mla.model.head_dim = 128;
    mla.model.qk_rope_head_dim = 64;
    mla.model.v_head_dim = 128;
    mla.model.kv_lora_rank = 512;
    mla.model.q_lora_rank = 1536;
    QCOMPARE(layerSetupOf(mla).attention_width_scale, 1.0);
    // The derivation names the kernel, the widths and the rate per model FLOP.
    Derivations d;
    predictLayerTimes(narrow = layerSetupOf(sc), &d);
    const auto it = std::find_if(d.begin(), d.end(), [](const Derivation& x) {
        return x.id == "efficiency.attention_tflops";
    });
    QVERIFY(it != d.end());
    SB_COMPARE_REL(it->value, narrow.flash_forward_flop_per_s / 1e12 * 112.0 / 128.0, 1e-12);
    QVERIFY2(it->substituted.find("computed as 256") != std::string::npos, it->substituted.c_str());
}

void TestLayerTime::longContextLowersTheEfficiency() {
    // A flash-attention kernel runs below the GEMM rate, so the longer the context (the larger
    // the attention core's share) the lower the compute's efficiency. The old model ran the core
    // at 0.84 x the achievable matmul rate, 667 TFLOP/s on the H100, faster than its fitted GEMMs,
    // and predicted the efficiency rising with context.
    Scenario sc = h100Shape(32, 4096, 32, 8, 128);
    QCOMPARE(sc.cluster.gpu, std::string("H100 SXM"));
    sc.model.intermediate = 14336;
    sc.model.gated_mlp = true;
    double last = 1;
    for (const std::int64_t s : {8192, 32768, 131072}) {
        sc.training.seq_len = s;
        const LayerSetup u = layerSetupOf(sc);
        const LayerEfficiency e = layerEfficiency(u, predictLayerTimes(u), AttentionFlops::Causal);
        QVERIFY2(e.compute_mfu < last, qPrintable(QString::number(s)));
        last = e.compute_mfu;
    }
}

void TestLayerTime::launchFloorBindsOnlyTinyKernels() {
    // A pass can never be quicker than the host can launch its kernels (5 us each,
    // efficiency_constants.h): a tiny layer is launch-bound, a real one is not.
    LayerSetup tiny = gptSetup(1, 16, 64, 1, 1);
    tiny.kernel_launch_s = 5e-6;
    const LayerTimes t = predictLayerTimes(tiny);
    QVERIFY(t.forward.launch_s > 0);
    SB_COMPARE_REL(t.forward.total(), t.forward.kernels * 5e-6, 1e-12);
    LayerSetup big = gptSetup(1, 2048, 4096, 32, 1);
    big.kernel_launch_s = 5e-6;
    const LayerTimes b = predictLayerTimes(big);
    QCOMPARE(b.forward.launch_s, 0.0);
    QVERIFY(b.forward.kernels >= 10);
    QCOMPARE(efficiencyConstants("H100 SXM").kernel_launch_s, 5e-6);
}

QTEST_APPLESS_MAIN(TestLayerTime)
#include "tst_layer_time.moc"
