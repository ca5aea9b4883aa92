// Megatron-Core's selective-recompute modules (parallel.recompute_*; model/memory/
// recompute_modules.h) in the one cost model: the activation terms each module drops, by hand,
// for a Llama-shaped dense model and the DeepSeek-V3-shaped MLA MoE preset; the forward work
// each re-runs (per-operation time and the typed path's FLOPs); the memory peak, the simulator's
// input and the Activations tab reading one number; the warnings where a key changes nothing;
// the keys in presets.
#include <QTest>

#include "fuzzy.h"
#include "message_checks.h"
#include "model/base/units.h"
#include "model/efficiency/layer_time.h"
#include "model/evaluate/evaluate.h"
#include "model/io/scenario_json.h"
#include "model/memory/activation.h"
#include "model/memory/recompute_modules.h"
#include "model/shape/catalog.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;

namespace {

// Llama-3-8B's shape (h 4096, f 14336 SwiGLU, 32 heads of 128, 8 KV heads), s = 4096, b = 1,
// on one stage so the peak is the closed form.
Scenario llama(std::int64_t tp, bool sp) {
    Scenario s;
    applyModel(s, "Llama-3-8B");
    s.training.seq_len = 4096;
    s.training.micro_batch = 1;
    s.training.global_batch = 64;
    s.cluster.cards = 64;
    s.parallel.tp = tp;
    s.parallel.pp = 1;
    s.parallel.recompute = Recompute::Selective;
    s.activations->source = ActivationSource::Architecture;
    s.activations->sequence_parallel = sp;
    s.activations->flash_attention = true;
    s.activations->dropout_masks = false;
    return s;
}

Scenario deepseek() {
    Scenario s = preset("deepseek-v3-ep-h100.json");
    s.parallel.recompute = Recompute::Selective;
    return s;
}

constexpr double kV = 2;  // bytes per stored value in both

const ActivationTerm* term(const ActivationResults& r, const std::string& id) {
    for (const ActivationTerm& t : r.terms) {
        if (t.id == id) {
            return &t;
        }
    }
    return nullptr;
}

double selectiveLayerBytes(const Scenario& s) {
    return computeActivation(s).modes[1].per_layer_bytes;
}

enum Key { CoreAttn, Norms, Mlp, MoeAct, MlaUpProj };

void setKey(Scenario& s, Key k, bool on) {
    switch (k) {
        case CoreAttn:
            s.parallel.recompute_core_attn = on;
            break;
        case Norms:
            s.parallel.recompute_norms = on;
            break;
        case Mlp:
            s.parallel.recompute_mlp = on;
            break;
        case MoeAct:
            s.parallel.recompute_moe_act = on;
            break;
        case MlaUpProj:
            s.parallel.recompute_mla_up_proj = on;
            break;
    }
}

}  // namespace

class TestRecomputeModules : public QObject {
    Q_OBJECT
private slots:
    void llamaTermsPerModule_data();
    void llamaTermsPerModule();
    void deepseekTermsPerModule_data();
    void deepseekTermsPerModule();
    void moduleTagsOnTerms();
    void defaultModulesAreTodaysSelective();
    void peakSimulatorAndTabAreOneNumber();
    void recomputeTimePerModule_data();
    void recomputeTimePerModule();
    void typedRecomputeFlops();
    void warnings_data();
    void warnings();
    void presetRoundTrip();
    void badValueNamesTheKey();
};

// What each module drops per layer and micro-batch on one card, by hand.
void TestRecomputeModules::llamaTermsPerModule_data() {
    QTest::addColumn<int>("key");
    QTest::addColumn<qint64>("tp");
    QTest::addColumn<bool>("sp");
    QTest::addColumn<double>("dropped_bytes");
    const double sb = 4096;
    const double h = 4096;
    const double f = 14336;
    // layernorm: the QKV and FFN-up inputs, 2 x v s b h, replicated over t without sequence
    // parallelism, sharded with it.
    QTest::newRow("norms, t 1") << int(Norms) << qint64(1) << false << 2 * kV * sb * h;
    QTest::newRow("norms, t 4") << int(Norms) << qint64(4) << false << 2 * kV * sb * h;
    QTest::newRow("norms, t 4 + SP") << int(Norms) << qint64(4) << true << 2 * kV * sb * h / 4;
    // mlp: gate, up and their product, 3 v s b f / t.
    QTest::newRow("mlp, t 1") << int(Mlp) << qint64(1) << false << 3 * kV * sb * f;
    QTest::newRow("mlp, t 4") << int(Mlp) << qint64(4) << false << 3 * kV * sb * f / 4;
    // No MLA, no MoE layer: those modules drop nothing.
    QTest::newRow("mla_up_proj without MLA") << int(MlaUpProj) << qint64(1) << false << 0.0;
    QTest::newRow("moe_act without MoE") << int(MoeAct) << qint64(1) << false << 0.0;
    // Flash attention stores no scores: the attention core drops nothing here.
    QTest::newRow("core_attn with flash") << int(CoreAttn) << qint64(1) << false << 0.0;
}

void TestRecomputeModules::llamaTermsPerModule() {
    QFETCH(int, key);
    QFETCH(qint64, tp);
    QFETCH(bool, sp);
    QFETCH(double, dropped_bytes);
    Scenario off = llama(tp, sp);
    off.parallel.recompute_core_attn = false;
    Scenario on = off;
    setKey(on, static_cast<Key>(key), true);
    const double dropped = selectiveLayerBytes(off) - selectiveLayerBytes(on);
    SB_COMPARE_REL(dropped, dropped_bytes, 1e-12);
    // The "none" bar does not move with the modules.
    QCOMPARE(computeActivation(on).modes[0].per_layer_bytes,
             computeActivation(off).modes[0].per_layer_bytes);
}

void TestRecomputeModules::deepseekTermsPerModule_data() {
    QTest::addColumn<int>("key");
    QTest::addColumn<double>("dropped_bytes");
    // s b = 4096, t = 1; 128 heads, q/k 128 + 64 wide, v 128 wide; 3 of 61 layers dense
    // (f 18432), the rest route each token to 8 experts of 2048 (+ 1 shared).
    const double sb = 4096;
    const double dense = 3.0 / 61.0;
    QTest::newRow("mla_up_proj: per-head q, k, v")
        << int(MlaUpProj) << kV * sb * 128 * (192 + 192 + 128);
    QTest::newRow("norms: QKV and FFN inputs") << int(Norms) << 2 * kV * sb * 7168;
    QTest::newRow("moe_act: the routed experts' fc2 input, not the shared expert's")
        << int(MoeAct) << (1 - dense) * kV * sb * 8 * 2048;
    QTest::newRow("mlp: the dense layers' share only") << int(Mlp) << dense * 3 * kV * sb * 18432;
}

void TestRecomputeModules::deepseekTermsPerModule() {
    QFETCH(int, key);
    QFETCH(double, dropped_bytes);
    Scenario off = deepseek();
    Scenario on = off;
    setKey(on, static_cast<Key>(key), true);
    SB_COMPARE_REL(selectiveLayerBytes(off) - selectiveLayerBytes(on), dropped_bytes, 1e-12);
}

void TestRecomputeModules::moduleTagsOnTerms() {
    Scenario s = deepseek();
    s.parallel.recompute_core_attn = false;
    s.parallel.recompute_norms = true;
    s.parallel.recompute_mla_up_proj = true;
    const ActivationResults r = computeActivation(s);
    for (const char* id : {"qkv_input", "mlp_input", "query", "key", "value"}) {
        QVERIFY2(term(r, id) != nullptr && !term(r, id)->kept_by_selective, id);
    }
    QCOMPARE(term(r, "query")->recompute_module, std::string("mla_up_proj"));
    QCOMPARE(term(r, "qkv_input")->recompute_module, std::string("layernorm"));
    // Always stored: the norms' inputs, the latents, the out-projection input, routing.
    for (const char* id :
         {"attn_norm_input", "mlp_norm_input", "mla_q_latent", "mla_kv_latent", "out_proj_input",
          "router_probs", "expert_inputs", "shared_expert_down_input", "expert_down_input"}) {
        QVERIFY2(term(r, id) != nullptr && term(r, id)->kept_by_selective, id);
    }
    // The shared expert's fc2 input: 1 of the 9 experts a token visits.
    SB_COMPARE_REL(term(r, "shared_expert_down_input")->bytes * 8,
                   term(r, "expert_down_input")->bytes, 1e-12);
    QCOMPARE(term(r, "shared_expert_down_input")->recompute_module, std::string());
    // The per-term derivation says which module recomputes it.
    const std::optional<Derivation> d = activationElementDerivation(s, activationTermId("query"));
    QVERIFY(d.has_value());
    QVERIFY(d->substituted.find("recomputed by selective recompute (module mla_up_proj)") !=
            std::string::npos);
    QVERIFY(r.conventions.find("selective recompute modules: layernorm, mla_up_proj") !=
            std::string::npos);
    // Without MLA the per-head q, k, v stay whatever the key says.
    Scenario l = llama(1, false);
    l.parallel.recompute_mla_up_proj = true;
    QVERIFY(term(computeActivation(l), "query")->kept_by_selective);
}

// The default module set (core_attn alone) is the selective recompute of before: Korthikanti's
// Table 2 row and the attention core's FLOPs, exactly.
void TestRecomputeModules::defaultModulesAreTodaysSelective() {
    Scenario s;
    applyModel(s, "GPT-3 175B");
    s.training.seq_len = 2048;
    s.training.micro_batch = 1;
    s.parallel.tp = 8;
    s.parallel.recompute = Recompute::Selective;
    s.activations->sequence_parallel = true;
    const double sbh = 2048.0 * 12288;
    SB_COMPARE_REL(computeActivation(s).per_layer_bytes, 34 * sbh / 8, 1e-12);
    // Without core_attn the scores stay: the "none" row's 5 a s / h term comes back.
    s.parallel.recompute_core_attn = false;
    const ActivationResults kept = computeActivation(s);
    QCOMPARE(kept.per_layer_bytes, kept.modes[0].per_layer_bytes);
    QCOMPARE(kept.selective_extra_flops_fraction, 0.0);
    // The attention core's forward FLOPs: 2 (heads head_dim) s (s + 1) per layer.
    const RecomputeFlops f = recomputeForwardFlops(s.model, RecomputeModules{}, 2048);
    QCOMPARE(f.every_layer, 2.0 * (96.0 * 128) * 2048 * 2049);
    QCOMPARE(f.dense_layer, 0.0);
}

// The memory peak, the pipeline simulator's input and the Activations tab read the same bytes.
void TestRecomputeModules::peakSimulatorAndTabAreOneNumber() {
    Scenario one = llama(1, false);
    one.parallel.recompute_core_attn = false;
    one.parallel.recompute_norms = true;
    one.parallel.recompute_mlp = true;
    const Results r = evaluate(one);
    QVERIFY(r.ok());
    QCOMPARE(r.memory.extra_bytes_per_card, r.activation->peak_bytes);
    QCOMPARE(r.activation->peak_bytes, r.activation->modes[1].stage_peak_bytes);
    QCOMPARE(architectureActivationBytes(one), r.activation->peak_bytes);
    Scenario ds = deepseek();
    ds.parallel.recompute_core_attn = false;
    ds.parallel.recompute_norms = true;
    ds.parallel.recompute_mla_up_proj = true;
    const Results d = evaluate(ds);
    QVERIFY(d.ok());
    const ActivationCost cost = activationCost(ds);
    QCOMPARE(cost.per_layer_bytes, d.activation->per_layer_bytes);
    QCOMPARE(cost.first_stage_bytes, d.activation->first_stage_bytes);
    QVERIFY(d.memory.activation_simulated);
    // The modules lower the simulated peak the memory uses.
    const Results before = evaluate(deepseek());
    QVERIFY(d.memory.extra_bytes_per_card < before.memory.extra_bytes_per_card);
}

// The forward work each module re-runs in the per-operation model, by hand (16-bit, no FP8).
void TestRecomputeModules::recomputeTimePerModule_data() {
    QTest::addColumn<bool>("mla_model");
    QTest::addColumn<int>("key");
    QTest::addColumn<double>("flops");
    QTest::addColumn<double>("bytes");
    const double tokens = 4096;
    const double e = 2;
    // Llama, t 2 with sequence parallelism: per shard.
    QTest::newRow("llama norms: two norms read and write s b h / t")
        << false << int(Norms) << 0.0 << 2 * 2 * e * tokens * 4096 / 2;
    QTest::newRow("llama mlp: up (2f) and down GEMMs, SwiGLU bytes")
        << false << int(Mlp) << 2 * tokens * 3 * 4096 * 14336 / 2.0 << 3 * e * tokens * 14336 / 2;
    // The flash kernel's forward again (Megatron-Core checkpoints the core attention whatever
    // its kernel): 4 s^2 (heads d) / t over the causal half, (s + 1) / 2s.
    QTest::newRow("llama core_attn with flash: the flash forward again")
        << false << int(CoreAttn) << 4 * tokens * 4096 * 4096 / 2.0 * (4097.0 / 8192) << 0.0;
    // DeepSeek, t 1.
    QTest::newRow("deepseek mla_up_proj: q and kv up GEMMs + rotary")
        << true << int(MlaUpProj) << 2 * tokens * 128 * (1536.0 * 192 + 512.0 * 256)
        << 2 * e * tokens * (128 + 1) * 64;
    QTest::newRow("deepseek moe_act: routed experts' SwiGLU in 58 of 61 layers")
        << true << int(MoeAct) << 0.0 << 58.0 / 61 * 3 * e * tokens * 8 * 2048;
    QTest::newRow("deepseek mlp: dense MLP in 3 of 61 layers")
        << true << int(Mlp) << 3.0 / 61 * 2 * tokens * 3 * 7168 * 18432
        << 3.0 / 61 * 3 * e * tokens * 18432;
}

void TestRecomputeModules::recomputeTimePerModule() {
    QFETCH(bool, mla_model);
    QFETCH(int, key);
    QFETCH(double, flops);
    QFETCH(double, bytes);
    Scenario s = mla_model ? deepseek() : llama(2, true);
    s.precision.compute = ComputePrecision::BF16;
    s.parallel.recompute_core_attn = false;
    setKey(s, static_cast<Key>(key), true);
    const LayerTimes t = predictLayerTimes(s);
    SB_COMPARE_REL(t.recompute.flops, flops, 1e-12);
    SB_COMPARE_REL(t.recompute.bytes, bytes, 1e-12);
    if (flops > 0 || bytes > 0) {
        QVERIFY(t.recompute_s > 0);
    }
    // Outside selective recompute the keys re-run nothing.
    s.parallel.recompute = Recompute::None;
    QCOMPARE(predictLayerTimes(s).recompute_s, 0.0);
}

// The typed path counts the same modules' FLOPs per stage (dense layers where they are), and
// HFU counts them.
void TestRecomputeModules::typedRecomputeFlops() {
    Scenario s = deepseek();
    s.parallel.recompute_mla_up_proj = true;
    s.parallel.recompute_mlp = true;
    const Results r = evaluate(s);
    QVERIFY(r.ok());
    const double sq = 4096;
    const double core = 2.0 * 128 * (192.0 + 128) / 2 * sq * (sq + 1);
    const double up = 2.0 * sq * 128 * (1536.0 * 192 + 512.0 * 256);
    const double mlp = 2.0 * sq * 3 * 7168.0 * 18432;
    // Stage 0 holds layers 0-3 (61 over 16 stages: 4 on the first 13), the 3 dense ones.
    QCOMPARE(r.layout.stage_layers[0], std::int64_t(4));
    SB_COMPARE_REL(r.layout.stage_recompute_flops[0], 4 * (core + up) + 3 * mlp, 1e-12);
    SB_COMPARE_REL(r.layout.stage_recompute_flops[5], 4 * (core + up), 1e-12);
    double per_mb = 0;
    for (double f : r.layout.stage_recompute_flops) {
        per_mb += f;
    }
    SB_COMPARE_REL(per_mb, 61 * (core + up) + 3 * mlp, 1e-12);
    // HFU = (F_step + F_recompute) / (t_s cards P), F_recompute = per micro-batch x d x m.
    const double cluster_peak = static_cast<double>(s.cluster.cards) * s.cluster.peak_tflops * 1e12;
    SB_COMPARE_REL(r.plan.hfu * r.plan.step_time_s * cluster_peak - r.compute.flops_per_step,
                   per_mb * r.layout.dp * r.layout.microbatches_exact, 1e-9);
}

void TestRecomputeModules::warnings_data() {
    QTest::addColumn<bool>("mla_model");
    QTest::addColumn<int>("mode");
    QTest::addColumn<int>("key");
    QTest::addColumn<bool>("value");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("norms without selective")
        << false << int(Recompute::Full) << int(Norms) << true
        << "apply only with parallel.recompute = selective (it is full)";
    QTest::newRow("core_attn off without selective")
        << false << int(Recompute::None) << int(CoreAttn) << false
        << "apply only with parallel.recompute = selective (it is none)";
    QTest::newRow("mla_up_proj without MLA") << false << int(Recompute::Selective) << int(MlaUpProj)
                                             << true << "no multi-head latent attention";
    QTest::newRow("moe_act without a MoE layer")
        << false << int(Recompute::Selective) << int(MoeAct) << true << "no MoE layer";
}

void TestRecomputeModules::warnings() {
    QFETCH(bool, mla_model);
    QFETCH(int, mode);
    QFETCH(int, key);
    QFETCH(bool, value);
    QFETCH(QString, fragment);
    const char* const names[] = {"parallel.recompute_core_attn", "parallel.recompute_norms",
                                 "parallel.recompute_mlp", "parallel.recompute_moe_act",
                                 "parallel.recompute_mla_up_proj"};
    Scenario s = mla_model ? deepseek() : llama(1, false);
    s.parallel.recompute = static_cast<Recompute>(mode);
    const Results quiet = evaluate(s);
    QVERIFY(!hasWarning(quiet, names[key], ""));
    setKey(s, static_cast<Key>(key), value);
    QVERIFY2(hasWarning(evaluate(s), names[key], fragment.toStdString()), names[key]);
}

void TestRecomputeModules::presetRoundTrip() {
    Scenario s = deepseek();
    s.parallel.recompute_core_attn = false;
    s.parallel.recompute_norms = true;
    s.parallel.recompute_mla_up_proj = true;
    s.parallel.recompute_moe_act = true;
    const std::string json = scenarioToJson(s);
    QVERIFY(json.find("\"recompute_mla_up_proj\": true") != std::string::npos);
    const LoadResult back = scenarioFromJson(json);
    QVERIFY(back.ok());
    QCOMPARE(back.scenario.parallel.recompute_core_attn, false);
    QCOMPARE(back.scenario.parallel.recompute_norms, true);
    QCOMPARE(back.scenario.parallel.recompute_mlp, false);
    QCOMPARE(back.scenario.parallel.recompute_moe_act, true);
    QCOMPARE(back.scenario.parallel.recompute_mla_up_proj, true);
    QCOMPARE(evaluate(back.scenario).memory.peak_bytes_per_card,
             evaluate(s).memory.peak_bytes_per_card);
}

void TestRecomputeModules::badValueNamesTheKey() {
    const LoadResult r =
        scenarioFromJson(R"({"schema": "stepbudget/1", "parallel": {"recompute_norms": "yes"}})");
    QVERIFY(!r.ok());
    QVERIFY2(hasIssue(r.issues, "parallel.recompute_norms", "true or false"),
             formatIssues(r.issues).c_str());
}

QTEST_APPLESS_MAIN(TestRecomputeModules)
#include "tst_recompute_modules.moc"
