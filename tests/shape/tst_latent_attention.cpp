// Multi-head latent attention (DeepSeek-V2/V3) in the scenario: parameters, active parameters,
// FLOPs, activations, KV cache and the time model's GEMMs against hand derivations from
// DeepSeek-V3's config.json (hidden 7168, 61 layers of which 3 dense, 128 heads, q rank 1536,
// kv rank 512, nope 128, rope 64, v 128, 256 routed + 1 shared experts of 2048, top 8, dense FFN
// 18432, vocabulary 129280, untied).
#include <QTest>

#include "fuzzy.h"
#include "model/efficiency/layer_time.h"
#include "model/evaluate/validate.h"
#include "model/memory/activation.h"
#include "model/rl/rl.h"
#include "model/shape/catalog.h"
#include "model/shape/model_flops.h"
#include "model/step/compute.h"

using namespace stepbudget;

namespace {

constexpr double kH = 7168;
constexpr double kLayers = 61;
constexpr double kHeads = 128;
constexpr double kQLora = 1536;
constexpr double kKvLora = 512;
constexpr double kNope = 128;
constexpr double kRope = 64;
constexpr double kV = 128;
constexpr double kVocab = 129280;

// One layer's attention weights: W_qa, W_qb, W_kva (latent + shared rotary key), W_kvb (k_nope
// and v per head), W_o.
constexpr double kAttentionPerLayer = kH * kQLora + kQLora * kHeads * (kNope + kRope) +
                                      kH * (kKvLora + kRope) + kKvLora * kHeads * (kNope + kV) +
                                      kHeads * kV * kH;
// Norms: input and post-attention (h each), the q and kv latent norms, the final norm.
constexpr double kNorms = kLayers * (2 * kH + kQLora + kKvLora) + kH;
constexpr double kExpert = 3 * kH * 2048;  // gate, up, down
constexpr double kActive = 2 * kVocab * kH + kLayers * kAttentionPerLayer + 3 * 3 * kH * 18432 +
                           58 * (kExpert * (8 + 1) + 256 * kH) + kNorms;

Scenario deepSeekV3() {
    Scenario s;
    applyModel(s, "DeepSeek-V3");
    return s;
}

}  // namespace

class TestLatentAttention : public QObject {
    Q_OBJECT
private slots:
    void catalogCarriesTheLatentFields();
    void parametersFromTheScenario();
    void flopsPerSequence();
    void activationWidths();
    void kvCache();
    void layerGemmsAndCore();
    void halfSetLatentAttentionRefused();
    void standardAttentionUnchanged();
    void deepSeekV2Counts();
};

void TestLatentAttention::catalogCarriesTheLatentFields() {
    const Scenario s = deepSeekV3();
    QCOMPARE(s.model.head_dim, std::int64_t{128});  // qk_nope_head_dim
    QCOMPARE(s.model.qk_rope_head_dim, std::int64_t{64});
    QCOMPARE(s.model.v_head_dim, std::int64_t{128});
    QCOMPARE(s.model.q_lora_rank, std::int64_t{1536});
    QCOMPARE(s.model.kv_lora_rank, std::int64_t{512});
    QVERIFY(modelMatchesCatalog(s, *findModel("DeepSeek-V3")));
}

void TestLatentAttention::parametersFromTheScenario() {
    // Before MLA reached the scenario its own count read the attention as 128 heads x 192
    // multi-head attention: 69 B active, 700 B total.
    const Scenario s = deepSeekV3();
    const ShapeResults r = computeShape(s);
    QCOMPARE(r.breakdown.attention, kLayers * kAttentionPerLayer);
    QCOMPARE(r.breakdown.norms, kNorms);
    QCOMPARE(r.active_params, kActive);
    QCOMPARE(r.params_from_shape, static_cast<double>(s.model.params));
    SB_COMPARE_REL(r.active_params, 37.55e9, 0.001);  // the report's 37 B, counted
    SB_COMPARE_REL(r.params_from_shape, 671.03e9, 0.001);
    QCOMPARE(normParams(s.model), kNorms);
}

void TestLatentAttention::flopsPerSequence() {
    // 6 N_mat s + 6 L heads (d_qk + d_v)/2 s (s + 1): QK^T over 192, PV over 128.
    Scenario s = deepSeekV3();
    s.training.seq_len = 4096;
    const double seq = 4096;
    const double n_mat = kActive - kVocab * kH - kNorms;
    QCOMPARE(matrixParams(s.model), n_mat);
    QCOMPARE(attentionCoreWidth(s.model), kHeads * (kNope + kRope + kV) / 2);
    const double expected = 6 * n_mat * seq + 6 * kLayers * kHeads * 160 * seq * (seq + 1);
    SB_COMPARE_REL(sequenceFlops(s.model, seq), expected, 1e-15);
    SB_COMPARE_REL(computeCompute(s).flops_per_sequence, expected, 1e-15);
    // 6 N_active per token within the attention share: about 6 x 37.5 B x 4096.
    QVERIFY(expected > 6 * n_mat * seq);
}

void TestLatentAttention::activationWidths() {
    // One micro-batch of 4096 tokens, t = 1, 16-bit values, no dropout, flash attention.
    Scenario s = deepSeekV3();
    s.training.seq_len = 4096;
    s.training.micro_batch = 1;
    s.parallel.tp = 1;
    s.activations->dropout_masks = false;
    s.activations->flash_attention = true;
    const ActivationResults r = computeActivation(s);
    const double sb = 4096;
    auto bytesOf = [&](const char* id) {
        for (const ActivationTerm& t : r.terms) {
            if (t.id == id) {
                return t.bytes;
            }
        }
        return -1.0;
    };
    QCOMPARE(bytesOf("query"), 2 * sb * kHeads * (kNope + kRope));
    QCOMPARE(bytesOf("key"), 2 * sb * kHeads * (kNope + kRope));
    QCOMPARE(bytesOf("value"), 2 * sb * kHeads * kV);
    QCOMPARE(bytesOf("out_proj_input"), 2 * sb * kHeads * kV);
    QCOMPARE(bytesOf("mla_q_latent"), 2 * sb * 2 * kQLora);
    QCOMPARE(bytesOf("mla_kv_latent"), 2 * sb * (2 * kKvLora + kRope));
}

void TestLatentAttention::kvCache() {
    // MLA caches the 512-wide latent and the 64-wide rotary key per token and layer:
    // 61 x 576 x s x 2 B, against 2 x 61 x 128 x 192 x s x 2 B as multi-head attention.
    Scenario s = deepSeekV3();
    s.training.seq_len = 8192;
    QCOMPARE(kvCacheWidth(s.model), 576.0);
    QCOMPARE(computeRl(s).kv_bytes, kLayers * 576 * 8192 * s.rl->kv_value_bytes);
}

void TestLatentAttention::layerGemmsAndCore() {
    // The time model's forward FLOPs of one layer (t = 1, b = 1, s = 4096), non-causal:
    // 2 T (attention linears + FFN) + 2 T heads s (d_qk + d_v).
    Scenario s = deepSeekV3();
    s.training.seq_len = 4096;
    s.training.micro_batch = 1;
    s.parallel.tp = 1;
    const LayerSetup u = layerSetupOf(s);
    const double tokens = 4096;
    const double ffn = 2 * kH * 2048 * 9 + kH * 2048 * 9;  // (gate + up) and down, 8 + 1 experts
    const double linears = 2 * tokens * (kAttentionPerLayer + ffn);
    const double core = 2 * tokens * kHeads * tokens * (kNope + kRope + kV);
    SB_COMPARE_REL(layerModelFlops(u, false), linears + core, 1e-12);
}

void TestLatentAttention::halfSetLatentAttentionRefused() {
    Scenario s = deepSeekV3();
    s.model.v_head_dim = 0;
    Issues issues = validate(s);
    QVERIFY(!issues.empty());
    QCOMPARE(QString::fromStdString(issues.front().path), QStringLiteral("model.v_head_dim"));
    Scenario dense;
    dense.model.qk_rope_head_dim = 64;  // rope without a latent rank
    issues = validate(dense);
    QVERIFY(!issues.empty());
    QCOMPARE(QString::fromStdString(issues.front().path), QStringLiteral("model.qk_rope_head_dim"));
}

void TestLatentAttention::standardAttentionUnchanged() {
    // Without MLA the widths are the grouped-query ones (Qwen3-8B: 32 x 128, 8 x 128).
    const Scenario s;
    QCOMPARE(queryWidth(s.model), 4096.0);
    QCOMPARE(keyWidth(s.model), 1024.0);
    QCOMPARE(valueWidth(s.model), 1024.0);
    QCOMPARE(attentionCoreWidth(s.model), 4096.0);
    QCOMPARE(kvCacheWidth(s.model), 2048.0);
}

void TestLatentAttention::deepSeekV2Counts() {
    // DeepSeek-V2 (5120 hidden, 60 layers of which 1 dense, 160 routed + 2 shared experts of
    // 1536, top 6, vocabulary 102400): per layer 5120 1536 + 1536 128 192 + 5120 576 +
    // 512 128 256 + 128 128 5120 = 149,225,472 in attention; 235.74 B total, 21.38 B active
    // (the report's 236 B and 21 B).
    Scenario s;
    QVERIFY(applyModel(s, "DeepSeek-V2"));
    const ShapeResults r = computeShape(s);
    QCOMPARE(r.breakdown.attention, 60 * 149225472.0);
    QCOMPARE(r.params_from_shape, 235741434880.0);
    QCOMPARE(r.active_params, 21375800320.0);
}

QTEST_APPLESS_MAIN(TestLatentAttention)
#include "tst_latent_attention.moc"
