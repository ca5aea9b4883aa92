// Activation memory from the architecture (Korthikanti et al. 2022, Table 2) checked term by
// term on GPT-3 175B's shape (MHA, 4h GeLU FFN, dropout, 16-bit activations), the StepBudget
// adjustments (GQA, SwiGLU, no dropout, flash attention), the pipeline-stage multipliers, the
// budget/architecture switch of the peak, and the book's selective-recompute example (§4).
#include <QTest>

#include "fuzzy.h"
#include "model/base/units.h"
#include "model/memory/activation.h"
#include "model/memory/recompute.h"
#include "model/shape/catalog.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;
using units::kGiB;
using units::kMiB;

namespace {

// GPT-3 175B, s = 2048, b = 1, on 64 cards so that tp and pp can vary: h = 12288, a = 96.
constexpr double kS = 2048;
constexpr double kH = 12288;
constexpr double kA = 96;
constexpr double kSbh = kS * kH;         // 25,165,824
constexpr double kScore = kA * kS * kS;  // a s^2 b = sbh * (a s / h), a s / h = 16

Scenario gpt3(std::int64_t tp, bool sp) {
    Scenario s;
    applyModel(s, "GPT-3 175B");
    s.training.seq_len = 2048;
    s.training.micro_batch = 1;
    s.training.global_batch = 1536;
    s.cluster.cards = 1024;
    s.parallel.tp = tp;
    s.parallel.pp = 1;
    s.activations->sequence_parallel = sp;
    return s;
}

double termBytes(const ActivationResults& r, const std::string& id) {
    for (const ActivationTerm& t : r.terms) {
        if (t.id == id) {
            return t.bytes;
        }
    }
    return -1;  // absent
}

}  // namespace

class TestActivation : public QObject {
    Q_OBJECT
private slots:
    void table2Terms_data();
    void table2Terms();
    void table2Rows_data();
    void table2Rows();
    void tensorParallelShardsTheRightTerms();
    void gqaShrinksKeyAndValue();
    void swigluStoresThreeTensors();
    void noDropoutAndFlash_data();
    void noDropoutAndFlash();
    void pipelineStages_data();
    void pipelineStages();
    void budgetStaysDefault();
    void architectureDrivesPeak();
    void derivationNamesConventions();
    void moeLayerTerms();
    void rebuild_data();
    void rebuild();
};

void TestActivation::table2Terms_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("bytes");
    // Korthikanti §4.1, no parallelism, 2-byte values, 1-byte masks.
    QTest::newRow("attention norm input: 2sbh") << "attn_norm_input" << 2 * kSbh;
    QTest::newRow("QKV input: 2sbh") << "qkv_input" << 2 * kSbh;
    QTest::newRow("Q: 2sbh") << "query" << 2 * kSbh;
    QTest::newRow("K: 2sbh") << "key" << 2 * kSbh;
    QTest::newRow("V: 2sbh") << "value" << 2 * kSbh;
    QTest::newRow("softmax output: 2as^2b") << "softmax_output" << 2 * kScore;
    QTest::newRow("softmax dropout mask: as^2b") << "softmax_dropout_mask" << kScore;
    QTest::newRow("dropout output: 2as^2b") << "attention_dropout_output" << 2 * kScore;
    QTest::newRow("output projection input: 2sbh") << "out_proj_input" << 2 * kSbh;
    QTest::newRow("attention dropout mask: sbh") << "attn_dropout_mask" << kSbh;
    QTest::newRow("FFN norm input: 2sbh") << "mlp_norm_input" << 2 * kSbh;
    QTest::newRow("FFN input: 2sbh") << "mlp_input" << 2 * kSbh;
    QTest::newRow("GeLU input: 8sbh") << "activation_input" << 8 * kSbh;
    QTest::newRow("second linear input: 8sbh") << "down_input" << 8 * kSbh;
    QTest::newRow("FFN dropout mask: sbh") << "mlp_dropout_mask" << kSbh;
}

void TestActivation::table2Terms() {
    QFETCH(QString, id);
    QFETCH(double, bytes);
    const ActivationResults r = computeActivation(gpt3(1, false));
    SB_COMPARE_REL(termBytes(r, id.toStdString()), bytes, 1e-12);
    QCOMPARE(r.terms.size(), std::size_t{15});  // nothing else is counted
}

void TestActivation::table2Rows_data() {
    QTest::addColumn<int>("tp");
    QTest::addColumn<bool>("sp");
    QTest::addColumn<QString>("recompute");
    QTest::addColumn<double>("coefficient");  // per-layer bytes / sbh
    // as/h = 96 * 2048 / 12288 = 16, so 5as/h = 80.
    QTest::newRow("no parallelism: 34 + 5as/h") << 1 << false << "none" << 34.0 + 80.0;
    QTest::newRow("TP 8: 10 + 24/t + 5as/(ht)") << 8 << false << "none" << 10 + 24 / 8.0 + 80 / 8.0;
    QTest::newRow("TP 8 + SP: 34/t + 5as/(ht)") << 8 << true << "none" << 34 / 8.0 + 80 / 8.0;
    QTest::newRow("TP 8 + selective: 10 + 24/t") << 8 << false << "selective" << 10 + 24 / 8.0;
    QTest::newRow("TP 8 + SP + selective: 34/t") << 8 << true << "selective" << 34 / 8.0;
    QTest::newRow("full recompute: 2") << 8 << false << "full" << 2.0;
    QTest::newRow("TP 4: 10 + 24/t + 5as/(ht)") << 4 << false << "none" << 10 + 24 / 4.0 + 80 / 4.0;
}

void TestActivation::table2Rows() {
    QFETCH(int, tp);
    QFETCH(bool, sp);
    QFETCH(QString, recompute);
    QFETCH(double, coefficient);
    Scenario s = gpt3(tp, sp);
    QVERIFY(parseRecompute(recompute.toStdString(), &s.parallel.recompute));
    const ActivationResults r = computeActivation(s);
    SB_COMPARE_REL(r.per_layer_bytes, coefficient * kSbh, 1e-12);
    SB_COMPARE_REL(r.sbh_coefficient, coefficient, 1e-12);
    // The mode table holds the same number for the configured mode.
    SB_COMPARE_REL(r.modes[static_cast<std::size_t>(s.parallel.recompute)].per_layer_bytes,
                   r.per_layer_bytes, 1e-12);
}

void TestActivation::tensorParallelShardsTheRightTerms() {
    // Without SP, tensor parallelism leaves the two norm inputs, the two matmul inputs and the
    // two dropout masks whole (Table 2's 10 sbh) and divides everything else by t.
    const ActivationResults one = computeActivation(gpt3(1, false));
    const ActivationResults eight = computeActivation(gpt3(8, false));
    double replicated = 0;
    for (std::size_t i = 0; i < one.terms.size(); ++i) {
        QCOMPARE(eight.terms[i].id, one.terms[i].id);
        const double expected =
            one.terms[i].tp_sharded ? one.terms[i].bytes / 8 : one.terms[i].bytes;
        SB_COMPARE_REL(eight.terms[i].bytes, expected, 1e-12);
        replicated += one.terms[i].tp_sharded ? 0.0 : one.terms[i].bytes;
    }
    SB_COMPARE_REL(replicated, 10 * kSbh, 1e-12);
    // Sequence parallelism shards those too.
    const ActivationResults sp = computeActivation(gpt3(8, true));
    for (std::size_t i = 0; i < one.terms.size(); ++i) {
        SB_COMPARE_REL(sp.terms[i].bytes, one.terms[i].bytes / 8, 1e-12);
    }
}

void TestActivation::gqaShrinksKeyAndValue() {
    // Qwen3-8B: 32 query heads, 8 KV heads, head_dim 128 (= h / 32). K and V are
    // kv_heads * head_dim = 1024 wide: 2 sb 1024 = 2sbh * 8/32 = 0.5 sbh each.
    const Scenario s = preset("book-design-48.json");
    const ActivationResults r = computeActivation(s);
    const double sbh = 8192.0 * 4096.0;
    SB_COMPARE_REL(termBytes(r, "key"), 2 * sbh * 8.0 / 32.0, 1e-12);
    SB_COMPARE_REL(termBytes(r, "value"), 2 * sbh * 8.0 / 32.0, 1e-12);
    SB_COMPARE_REL(termBytes(r, "query"), 2 * sbh, 1e-12);
    // The score terms stay per query head: 5 a s^2 b with a = 32.
    const double scores = 32.0 * 8192.0 * 8192.0;
    SB_COMPARE_REL(termBytes(r, "softmax_output") + termBytes(r, "softmax_dropout_mask") +
                       termBytes(r, "attention_dropout_output"),
                   5 * scores, 1e-12);
}

void TestActivation::swigluStoresThreeTensors() {
    // Gated FFN, f = 12288 = 3h: gate output, up output and their product, 2 sbf each = 18 sbh.
    const ActivationResults r = computeActivation(preset("book-design-48.json"));
    const double sbf = 8192.0 * 12288.0;
    SB_COMPARE_REL(termBytes(r, "gate_output"), 2 * sbf, 1e-12);
    SB_COMPARE_REL(termBytes(r, "up_output"), 2 * sbf, 1e-12);
    SB_COMPARE_REL(termBytes(r, "down_input"), 2 * sbf, 1e-12);
    QCOMPARE(termBytes(r, "activation_input"), -1.0);
    // 2+2 norms/inputs, Q 2, K 0.5, V 0.5, out 2, mask 1, 2+2, 18, mask 1 = 33; scores 5as/h.
    SB_COMPARE_REL(r.sbh_coefficient, 33.0 + 5.0 * 32.0 * 8192.0 / 4096.0, 1e-12);
}

void TestActivation::noDropoutAndFlash_data() {
    QTest::addColumn<bool>("dropout");
    QTest::addColumn<bool>("flash");
    QTest::addColumn<double>("coefficient");
    // Without dropout the three masks go and the softmax output is also the input of x V:
    // 34 - 2 = 32 and 5as/h -> 2as/h. Flash attention stores no scores, only a 4-byte
    // log-sum-exp per head and token: + 4a/h = 4 * 96 / 12288.
    QTest::newRow("dropout, scores stored") << true << false << 34.0 + 80.0;
    QTest::newRow("no dropout: 32 + 2as/h") << false << false << 32.0 + 32.0;
    QTest::newRow("flash, dropout: 34 + 4a/h") << true << true << 34.0 + 4 * kA / kH;
    QTest::newRow("flash, no dropout: 32 + 4a/h") << false << true << 32.0 + 4 * kA / kH;
}

void TestActivation::noDropoutAndFlash() {
    QFETCH(bool, dropout);
    QFETCH(bool, flash);
    QFETCH(double, coefficient);
    Scenario s = gpt3(1, false);
    s.activations->dropout_masks = dropout;
    s.activations->flash_attention = flash;
    const ActivationResults r = computeActivation(s);
    SB_COMPARE_REL(r.sbh_coefficient, coefficient, 1e-12);
    QCOMPARE(termBytes(r, "softmax_output") > 0, !flash);
    QCOMPARE(termBytes(r, "softmax_lse") > 0, flash);
}

void TestActivation::pipelineStages_data() {
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("chunks");
    QTest::addColumn<double>("factor");  // first-stage layers' worth / L
    // 1F1B: p micro-batches of L/p layers = L layers' worth; interleaving x (1 + (p-1)/(pv)).
    QTest::newRow("p = 8") << 8 << 1 << 1.0;
    QTest::newRow("p = 8, v = 2") << 8 << 2 << 1.0 + 7.0 / 16.0;
    QTest::newRow("p = 4, v = 3") << 4 << 3 << 1.0 + 3.0 / 12.0;
}

void TestActivation::pipelineStages() {
    QFETCH(int, pp);
    QFETCH(int, chunks);
    QFETCH(double, factor);
    Scenario s = gpt3(8, true);
    s.parallel.pp = pp;
    s.activations->virtual_stages = chunks;
    s.parallel.recompute = Recompute::Selective;
    const ActivationResults r = computeActivation(s);
    QCOMPARE(r.layers_per_stage, 96.0 / pp);
    QCOMPARE(r.microbatches_in_flight, double(pp));
    SB_COMPARE_REL(r.interleave_factor, factor, 1e-12);
    // First stage: p (1 + (p-1)/(pv)) ((L/p) 34 sbh / t + the embedding dropout mask sbh / t).
    const double per_layer = 34.0 / 8.0 * kSbh;
    SB_COMPARE_REL(r.first_stage_bytes, pp * factor * (96.0 / pp * per_layer + kSbh / 8.0), 1e-12);
    SB_COMPARE_REL(r.first_stage_bytes / (pp * factor) - kSbh / 8.0, 96.0 / pp * per_layer, 1e-12);
    // Last stage: one micro-batch plus the output layer: 2 v sbh / t + 4 s b V / t.
    SB_COMPARE_REL(r.last_stage_bytes, 96.0 / pp * per_layer + (4 * kSbh + 4 * kS * 50257) / 8.0,
                   1e-12);
    SB_COMPARE_REL(r.peak_bytes, std::max(r.first_stage_bytes, r.last_stage_bytes), 1e-15);
}

void TestActivation::budgetStaysDefault() {
    // The book's design case keeps its declared 10 GiB budget: 12.543 GiB peak (§6).
    const Results r = evaluatePreset("book-design-48.json");
    QVERIFY(!r.activation->in_force);
    QCOMPARE(r.memory.extra_source, std::string("budget"));
    SB_COMPARE_PRINTED(r.memory.peak_bytes_per_card / kGiB, 12.543, 3);
    SB_COMPARE_REL(r.memory.extra_bytes_per_card, 10 * kGiB, 1e-15);
}

void TestActivation::architectureDrivesPeak() {
    Scenario s = preset("book-design-48.json");
    s.activations->source = ActivationSource::Architecture;
    s.activations->flash_attention = true;
    s.parallel.recompute = Recompute::Full;
    const Results r = evaluate(s);
    QVERIFY(r.ok());
    QVERIFY(r.activation->in_force);
    QCOMPARE(r.memory.extra_source, std::string("architecture"));
    // pp = 1: one stage, 36 layer inputs 2 sbh (full recompute) + embedding mask sbh + output
    // layer 4 sbh + 4 s V (FP32 logits), s = 8192, h = 4096, V = 151936.
    const double sbh = 8192.0 * 4096.0;
    const double expected = 36 * 2 * sbh + sbh + 4 * sbh + 4 * 8192.0 * 151936;
    SB_COMPARE_REL(r.activation->peak_bytes, expected, 1e-12);
    SB_COMPARE_REL(r.memory.extra_bytes_per_card, expected, 1e-12);
    SB_COMPARE_REL(r.memory.peak_bytes_per_card, r.memory.resident_bytes_per_card + expected,
                   1e-12);
    const Derivation* d = r.derivation("memory.peak_bytes_per_card");
    QVERIFY(d != nullptr);
    QVERIFY(d->formula.find("architecture") != std::string::npos);
}

void TestActivation::derivationNamesConventions() {
    Scenario s = gpt3(8, true);
    s.activations->dropout_masks = false;
    s.activations->flash_attention = true;
    const Results r = evaluate(s);
    const Derivation* d = r.derivation("activation.per_layer_bytes");
    QVERIFY(d != nullptr);
    for (const char* fragment :
         {"dropout masks not counted", "flash attention", "sequence parallel on", "t = 8"}) {
        QVERIFY2(d->substituted.find(fragment) != std::string::npos, fragment);
    }
    SB_COMPARE_REL(d->value, r.activation->per_layer_bytes, 1e-15);
}

void TestActivation::moeLayerTerms() {
    // Qwen3-30B-A3B: each token visits k = 8 experts of f_e = 768 (gated): 3 * 8 * 2 sb f_e,
    // plus k dispatched copies of its input (2 sb h each) and FP32 router probabilities 4 s b E.
    Scenario s = preset("book-design-48.json");
    QVERIFY(applyModel(s, "Qwen3-30B-A3B"));
    const ActivationResults r = computeActivation(s);
    const double sb = 8192.0;
    SB_COMPARE_REL(termBytes(r, "expert_gate_output"), 2 * sb * 8 * 768, 1e-12);
    SB_COMPARE_REL(termBytes(r, "expert_down_input"), 2 * sb * 8 * 768, 1e-12);
    SB_COMPARE_REL(termBytes(r, "expert_inputs"), 2 * sb * 8 * 2048, 1e-12);
    SB_COMPARE_REL(termBytes(r, "router_probs"), 4 * sb * 128, 1e-12);
    QCOMPARE(termBytes(r, "gate_output"), -1.0);  // no dense FFN layer
}

void TestActivation::rebuild_data() {
    QTest::addColumn<QString>("model");
    QTest::addColumn<double>("product_mib");
    QTest::addColumn<double>("per_layer_mib");
    QTest::addColumn<double>("stage_before_mib");
    QTest::addColumn<double>("stage_after_mib");
    // §4, Qwen3-8B, 128 tokens FP32: h [128, 12288] 6 MiB, norms 2 x 2 MiB, Q 2 + K 0.5 + V 0.5 +
    // attention output 2 = 5 MiB; 9 layers: 135 -> 45 MiB.
    QTest::newRow("Qwen3-8B (book)") << "Qwen3-8B" << 6.0 << 10.0 << 135.0 << 45.0;
    // Another shape, derived the same way: Llama-3-8B, f = 14336: h = 128*14336*4 B = 7 MiB;
    // K, V = 128 * 1024 * 4 = 0.5 MiB each -> 11 + 5 = 16 MiB per layer.
    QTest::newRow("Llama-3-8B (derived)") << "Llama-3-8B" << 7.0 << 11.0 << 9 * 16.0 << 9 * 5.0;
}

void TestActivation::rebuild() {
    QFETCH(QString, model);
    QFETCH(double, product_mib);
    QFETCH(double, per_layer_mib);
    QFETCH(double, stage_before_mib);
    QFETCH(double, stage_after_mib);
    Scenario s = preset("book-design-48.json");
    QVERIFY(applyModel(s, model.toStdString()));
    const Results r = evaluate(s);
    QVERIFY(r.ok());
    const RebuildResults& b = r.rebuild;
    SB_COMPARE_REL(b.product_bytes / kMiB, product_mib, 1e-12);
    SB_COMPARE_REL(b.rebuilt_per_layer_bytes / kMiB, per_layer_mib, 1e-12);
    SB_COMPARE_REL(b.stage_before_bytes / kMiB, stage_before_mib, 1e-12);
    SB_COMPARE_REL(b.stage_after_bytes / kMiB, stage_after_mib, 1e-12);
    SB_COMPARE_REL(b.workspace_bytes, b.product_bytes, 1e-15);  // the largest rebuilt tensor
    if (model == "Qwen3-8B") {
        QCOMPARE(b.product_multiplications, 1572864.0);  // ≈157万
        SB_COMPARE_PRINTED(b.stage_saved_bytes / kMiB, 90, 0);
        SB_COMPARE_PRINTED(b.stage_saved_bytes / 1e6, 94, 0);    // "≈ 94 MB"
        SB_COMPARE_PRINTED(b.stage_before_bytes / 1e6, 142, 0);  // "≈142 MB"
        SB_COMPARE_PRINTED(b.stage_after_bytes / 1e6, 47, 0);    // "→ 47 MB"
        QCOMPARE(b.waiting_microbatches, 4.0);
        SB_COMPARE_PRINTED(b.waiting_saved_bytes / kMiB, 360, 0);
        SB_COMPARE_PRINTED(b.waiting_saved_bytes / 1e6, 377, 0);  // "≈ 377 MB"
        SB_COMPARE_PRINTED(b.saved_inputs_per_layer_bytes / kMiB, 15, 0);
        QVERIFY(r.derivation("recompute.stage_saved_bytes") != nullptr);
    }
}

QTEST_APPLESS_MAIN(TestActivation)
#include "tst_activation.moc"
