// Hugging Face config.json import (model/io/hf_config): real-shaped configs written by the test,
// parameter counts checked against the counts the model cards publish (safetensors totals), and
// every unsupported feature refused by field name. Also `stepbudget-cli eval --hf-config`.
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include "cli_runner.h"
#include "fuzzy.h"
#include "model/io/hf_config.h"
#include "model/shape/catalog.h"

using namespace stepbudget;

namespace {

// The fields of each published config.json that bear on the shape (others, such as rope_theta,
// are kept where they show the parser ignores them).
const char* const kLlama3_8B = R"({
  "_name_or_path": "meta-llama/Meta-Llama-3-8B", "architectures": ["LlamaForCausalLM"],
  "model_type": "llama", "hidden_act": "silu", "hidden_size": 4096,
  "intermediate_size": 14336, "num_attention_heads": 32, "num_hidden_layers": 32,
  "num_key_value_heads": 8, "vocab_size": 128256, "tie_word_embeddings": false,
  "attention_bias": false, "mlp_bias": false, "rope_theta": 500000.0, "torch_dtype": "bfloat16"})";

const char* const kQwen3_8B = R"({
  "architectures": ["Qwen3ForCausalLM"], "model_type": "qwen3", "hidden_size": 4096,
  "intermediate_size": 12288, "num_attention_heads": 32, "num_hidden_layers": 36,
  "num_key_value_heads": 8, "head_dim": 128, "vocab_size": 151936,
  "tie_word_embeddings": false, "attention_bias": false, "max_window_layers": 36})";

const char* const kMistral7B = R"({
  "model_type": "mistral", "hidden_size": 4096, "intermediate_size": 14336,
  "num_attention_heads": 32, "num_hidden_layers": 32, "num_key_value_heads": 8,
  "vocab_size": 32000, "sliding_window": 4096, "tie_word_embeddings": false})";

const char* const kMixtral8x7B = R"({
  "model_type": "mixtral", "hidden_size": 4096, "intermediate_size": 14336,
  "num_attention_heads": 32, "num_hidden_layers": 32, "num_key_value_heads": 8,
  "num_local_experts": 8, "num_experts_per_tok": 2, "vocab_size": 32000,
  "router_aux_loss_coef": 0.02})";

// Tied embeddings and Qwen2's q/k/v biases.
const char* const kQwen2_0_5B = R"({
  "model_type": "qwen2", "hidden_size": 896, "intermediate_size": 4864,
  "num_attention_heads": 14, "num_hidden_layers": 24, "num_key_value_heads": 2,
  "vocab_size": 151936, "tie_word_embeddings": true})";

const char* const kQwen2_7B = R"({
  "model_type": "qwen2", "hidden_size": 3584, "intermediate_size": 18944,
  "num_attention_heads": 28, "num_hidden_layers": 28, "num_key_value_heads": 4,
  "vocab_size": 152064, "tie_word_embeddings": false})";

const char* const kQwen3_30B_A3B = R"({
  "model_type": "qwen3_moe", "hidden_size": 2048, "intermediate_size": 6144,
  "moe_intermediate_size": 768, "num_attention_heads": 32, "num_hidden_layers": 48,
  "num_key_value_heads": 4, "head_dim": 128, "num_experts": 128, "num_experts_per_tok": 8,
  "decoder_sparse_step": 1, "mlp_only_layers": [], "vocab_size": 151936,
  "tie_word_embeddings": false})";

// MLA without q compression (q_lora_rank null), two shared experts, one leading dense layer.
const char* const kDeepSeekV2Lite = R"({
  "model_type": "deepseek_v2", "hidden_size": 2048, "intermediate_size": 10944,
  "moe_intermediate_size": 1408, "num_attention_heads": 16, "num_key_value_heads": 16,
  "num_hidden_layers": 27, "n_routed_experts": 64, "n_shared_experts": 2,
  "num_experts_per_tok": 6, "first_k_dense_replace": 1, "moe_layer_freq": 1,
  "kv_lora_rank": 512, "q_lora_rank": null, "qk_nope_head_dim": 128, "qk_rope_head_dim": 64,
  "v_head_dim": 128, "vocab_size": 102400, "tie_word_embeddings": false})";

const char* const kDeepSeekV3 = R"({
  "model_type": "deepseek_v3", "hidden_size": 7168, "intermediate_size": 18432,
  "moe_intermediate_size": 2048, "num_attention_heads": 128, "num_key_value_heads": 128,
  "num_hidden_layers": 61, "n_routed_experts": 256, "n_shared_experts": 1,
  "num_experts_per_tok": 8, "first_k_dense_replace": 3, "moe_layer_freq": 1,
  "kv_lora_rank": 512, "q_lora_rank": 1536, "qk_nope_head_dim": 128, "qk_rope_head_dim": 64,
  "v_head_dim": 128, "vocab_size": 129280, "num_nextn_predict_layers": 1,
  "topk_method": "noaux_tc", "n_group": 8, "topk_group": 4, "tie_word_embeddings": false})";

// LayerNorm with bias, biases on every linear layer, a 2-matrix GeLU FFN.
const char* const kPythia160M = R"({
  "model_type": "gpt_neox", "hidden_act": "gelu", "hidden_size": 768,
  "intermediate_size": 3072, "num_attention_heads": 12, "num_hidden_layers": 12,
  "rotary_pct": 0.25, "vocab_size": 50304, "use_parallel_residual": true,
  "tie_word_embeddings": false})";

const char* const kGptNeoX20B = R"({
  "model_type": "gpt_neox", "hidden_size": 6144, "intermediate_size": 24576,
  "num_attention_heads": 64, "num_hidden_layers": 44, "vocab_size": 50432,
  "tie_word_embeddings": false})";

// A Llama-shaped config with one field changed or added (`extra` is JSON members).
QString llamaWith(const QString& extra) {
    return QStringLiteral(R"({"model_type": "llama", "hidden_size": 4096,
        "intermediate_size": 14336, "num_attention_heads": 32, "vocab_size": 32000, %1})")
        .arg(extra);
}

}  // namespace

class TestHfConfig : public QObject {
    Q_OBJECT
private slots:
    void counts_data();
    void counts();
    void shapeFields();
    void matchesCatalog_data();
    void matchesCatalog();
    void refused_data();
    void refused();
    void fileNameAndApply();
    void cliEvalUsesTheConfig();
    void cliNamesTheBadField();
};

void TestHfConfig::counts_data() {
    QTest::addColumn<QString>("config");
    QTest::addColumn<double>("params");
    QTest::addColumn<double>("active");  // per token; = params for dense models, 0 = not checked
    // Published totals: the safetensors parameter counts on each model card.
    QTest::newRow("Llama-3-8B") << kLlama3_8B << 8030261248.0 << 8030261248.0;
    QTest::newRow("Qwen3-8B") << kQwen3_8B << 8190735360.0 << 8190735360.0;
    QTest::newRow("Mistral-7B") << kMistral7B << 7241732096.0 << 7241732096.0;
    QTest::newRow("Mixtral-8x7B") << kMixtral8x7B << 46702792704.0 << 12.9e9;
    QTest::newRow("Qwen2-0.5B tied") << kQwen2_0_5B << 494032768.0 << 494032768.0;
    QTest::newRow("Qwen2-7B qkv bias") << kQwen2_7B << 7615616512.0 << 7615616512.0;
    QTest::newRow("Qwen3-30B-A3B") << kQwen3_30B_A3B << 30532122624.0 << 3.3e9;
    QTest::newRow("DeepSeek-V2-Lite MLA") << kDeepSeekV2Lite << 15706484224.0 << 0.0;
    QTest::newRow("DeepSeek-V3 MLA") << kDeepSeekV3 << 671e9 << 37e9;
    QTest::newRow("Pythia-160M") << kPythia160M << 162322944.0 << 162322944.0;
    QTest::newRow("GPT-NeoX-20B") << kGptNeoX20B << 20554567680.0 << 20554567680.0;
}

void TestHfConfig::counts() {
    QFETCH(QString, config);
    QFETCH(double, params);
    QFETCH(double, active);
    const HfImport hf = parseHfConfig(config.toStdString());
    QVERIFY2(hf.ok(), formatIssues(hf.issues).c_str());
    // Exact where the card publishes the exact count; DeepSeek-V3's 671 B and the MoE active
    // counts are published rounded, to the digits they print.
    const bool rounded = params == 671e9;
    SB_COMPARE_REL(hf.params, params, rounded ? 0.001 : 0.0);
    QCOMPARE(hf.model.params, std::llround(hf.params));
    // Active counts of the MoE models are published rounded ("12.9B active"): to 2 %. 0: the
    // card's figure counts differently (DeepSeek-V2-Lite's 2.4 B leaves out embeddings).
    if (active > 0)
        SB_COMPARE_REL(hf.active_params, active, active == params ? 0 : 0.02);
}

void TestHfConfig::shapeFields() {
    const HfImport llama = parseHfConfig(kLlama3_8B);
    QVERIFY(llama.ok());
    QCOMPARE(llama.model.name, std::string("Meta-Llama-3-8B"));
    QCOMPARE(llama.model.layers, std::int64_t{32});
    QCOMPARE(llama.model.kv_heads, std::int64_t{8});
    QCOMPARE(llama.model.head_dim, std::int64_t{128});  // hidden / heads when not given
    QCOMPARE(llama.model.experts, std::int64_t{0});
    QVERIFY(llama.model.gated_mlp);

    const HfImport qwen = parseHfConfig(kQwen2_0_5B);
    QVERIFY(qwen.model.tied_embeddings);
    QCOMPARE(qwen.model.head_dim, std::int64_t{64});

    const HfImport ds = parseHfConfig(kDeepSeekV3);
    QVERIFY(ds.ok());
    QCOMPARE(ds.model.experts, std::int64_t{256});
    QCOMPARE(ds.model.top_k, std::int64_t{8});
    QCOMPARE(ds.model.shared_experts, std::int64_t{1});
    QCOMPARE(ds.model.expert_intermediate, std::int64_t{2048});
    QCOMPARE(ds.model.dense_layers, std::int64_t{3});
    QCOMPARE(ds.model.head_dim, std::int64_t{128});  // qk_nope_head_dim
    QCOMPARE(ds.model.qk_rope_head_dim, std::int64_t{64});
    QCOMPARE(ds.model.v_head_dim, std::int64_t{128});
    QCOMPARE(ds.model.q_lora_rank, std::int64_t{1536});
    QCOMPARE(ds.model.kv_lora_rank, std::int64_t{512});
    // MTP, group-limited routing, router bias (MLA is modelled).
    QCOMPARE(ds.notes.size(), std::size_t{3});
    QVERIFY(ds.notes[1].find("4 of 8 expert groups") != std::string::npos);
    QVERIFY(ds.notes[1].find("moe.max_hosts_per_token = 4") != std::string::npos);

    const HfImport mixtral = parseHfConfig(kMixtral8x7B);
    QCOMPARE(mixtral.model.expert_intermediate, std::int64_t{14336});
    QCOMPARE(mixtral.model.name, std::string("mixtral"));  // nothing names it: the type

    const HfImport neox = parseHfConfig(kPythia160M, "pythia-160m");
    QVERIFY(!neox.model.gated_mlp);
    QCOMPARE(neox.model.name, std::string("pythia-160m"));
}

void TestHfConfig::matchesCatalog_data() {
    QTest::addColumn<QString>("config");
    QTest::addColumn<QString>("catalog");
    QTest::newRow("Llama-3-8B") << kLlama3_8B << "Llama-3-8B";
    QTest::newRow("Qwen3-8B") << kQwen3_8B << "Qwen3-8B";
    QTest::newRow("Qwen3-30B-A3B") << kQwen3_30B_A3B << "Qwen3-30B-A3B";
    QTest::newRow("DeepSeek-V3") << kDeepSeekV3 << "DeepSeek-V3";
}

void TestHfConfig::matchesCatalog() {
    // The same model imported and picked from the catalog gives the same model section.
    QFETCH(QString, config);
    QFETCH(QString, catalog);
    const HfImport hf = parseHfConfig(config.toStdString());
    QVERIFY(hf.ok());
    Scenario picked;
    QVERIFY(applyModel(picked, catalog.toStdString()));
    QCOMPARE(hf.model.params, picked.model.params);
    QCOMPARE(hf.model.layers, picked.model.layers);
    QCOMPARE(hf.model.hidden, picked.model.hidden);
    QCOMPARE(hf.model.intermediate, picked.model.intermediate);
    QCOMPARE(hf.model.kv_heads, picked.model.kv_heads);
    QCOMPARE(hf.model.head_dim, picked.model.head_dim);
    QCOMPARE(hf.model.experts, picked.model.experts);
    QCOMPARE(hf.model.expert_intermediate, picked.model.expert_intermediate);
    QCOMPARE(hf.model.dense_layers, picked.model.dense_layers);
    QCOMPARE(hf.model.kv_lora_rank, picked.model.kv_lora_rank);
    QCOMPARE(hf.model.q_lora_rank, picked.model.q_lora_rank);
    QCOMPARE(hf.model.qk_rope_head_dim, picked.model.qk_rope_head_dim);
    QCOMPARE(hf.model.v_head_dim, picked.model.v_head_dim);
}

void TestHfConfig::refused_data() {
    QTest::addColumn<QString>("config");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("says");
    QTest::newRow("unknown family") << R"({"model_type": "gemma2", "hidden_size": 1})"
                                    << "model_type"
                                    << "supported: llama";
    QTest::newRow("no model_type") << R"({"hidden_size": 4096})"
                                   << "model_type"
                                   << "missing";
    QTest::newRow("not JSON") << "{"
                              << ""
                              << "not valid JSON";
    QTest::newRow("missing layers") << llamaWith(R"("rope_theta": 500000.0)") << "num_hidden_layers"
                                    << "missing";
    QTest::newRow("layers as text")
        << llamaWith(R"("num_hidden_layers": "32")") << "num_hidden_layers"
        << "whole number";
    QTest::newRow("zero heads") << llamaWith(R"("num_hidden_layers": 32, "num_attention_heads": 0)")
                                << "num_attention_heads"
                                << "out of range";
    QTest::newRow("llama attention bias")
        << llamaWith(R"("num_hidden_layers": 32, "attention_bias": true)") << "attention_bias"
        << "unsupported";
    QTest::newRow("llama mlp bias")
        << llamaWith(R"("num_hidden_layers": 32, "mlp_bias": true)") << "mlp_bias"
        << "unsupported";
    QTest::newRow("heads not a multiple of kv heads")
        << llamaWith(R"("num_hidden_layers": 32, "num_key_value_heads": 5)")
        << "num_key_value_heads"
        << "multiple";
    QTest::newRow("qwen3 moe every other layer")
        << QString(kQwen3_30B_A3B)
               .replace("\"decoder_sparse_step\": 1", "\"decoder_sparse_step\": 2")
        << "decoder_sparse_step"
        << "unsupported";
    QTest::newRow("qwen3 moe dense layers in between")
        << QString(kQwen3_30B_A3B).replace("\"mlp_only_layers\": []", "\"mlp_only_layers\": [3]")
        << "mlp_only_layers"
        << "unsupported";
    QTest::newRow("deepseek moe layer frequency")
        << QString(kDeepSeekV3).replace("\"moe_layer_freq\": 1", "\"moe_layer_freq\": 2")
        << "moe_layer_freq"
        << "unsupported";
    QTest::newRow("deepseek without kv_lora_rank")
        << QString(kDeepSeekV3).replace("\"kv_lora_rank\": 512,", "") << "kv_lora_rank"
        << "missing";
    QTest::newRow("mixtral without experts")
        << QString(kMixtral8x7B).replace("\"num_local_experts\": 8,", "") << "num_local_experts"
        << "missing";
}

void TestHfConfig::refused() {
    QFETCH(QString, config);
    QFETCH(QString, field);
    QFETCH(QString, says);
    const HfImport hf = parseHfConfig(config.toStdString());
    QVERIFY(!hf.ok());
    const QString all = QString::fromStdString(formatIssues(hf.issues));
    QCOMPARE(QString::fromStdString(hf.issues.front().path), field);
    QVERIFY2(all.contains(says), qPrintable(all));
    Scenario s;
    QVERIFY(!applyHfImport(s, hf));
    QCOMPARE(s.model.params, Scenario{}.model.params);  // untouched
}

void TestHfConfig::fileNameAndApply() {
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir("Mistral-7B-v0.1"));
    const QString path = dir.filePath("Mistral-7B-v0.1/config.json");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(kMistral7B);
    f.close();
    const HfImport hf = loadHfConfigFile(path.toStdString());
    QVERIFY2(hf.ok(), formatIssues(hf.issues).c_str());
    QCOMPARE(hf.model.name, std::string("Mistral-7B-v0.1"));  // the snapshot's folder
    Scenario s;
    const Cluster before = s.cluster;
    QVERIFY(applyHfImport(s, hf));
    QCOMPARE(s.model.params, std::int64_t{7241732096});
    QCOMPARE(s.model.vocab, std::int64_t{32000});
    QCOMPARE(s.cluster.cards, before.cards);  // only the model section changes
    const HfImport missing = loadHfConfigFile(dir.filePath("nope.json").toStdString());
    QVERIFY(!missing.ok());
    // A dropped .json is told apart from a preset by its fields.
    QVERIFY(isHfConfigFile(path.toStdString()));
    QVERIFY(!isHfConfigText(R"({"schema": "stepbudget/1", "model": {"model_type": "x"}})"));
    QVERIFY(!isHfConfigText("not json"));
}

void TestHfConfig::cliEvalUsesTheConfig() {
    QTemporaryDir dir;
    const QString path = dir.filePath("config.json");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(kLlama3_8B);
    f.close();
    for (const QStringList& args :
         {QStringList{"eval", "--hf-config", path},
          QStringList{"eval", test::presetFile("book-design-48.json"), "--hf-config", path}}) {
        const test::Run run = test::cli(args);
        QVERIFY2(run.exit_code == 0, run.err.constData());
        QVERIFY(run.err.contains("8030261248"));
        const QJsonObject root = QJsonDocument::fromJson(run.out).object();
        // The resident state is bytes/param x N: N is the imported count.
        const double n = test::jsonAt(root, "memory.persistent_bytes") /
                         test::jsonAt(root, "memory.state_bytes_per_param");
        SB_COMPARE_REL(n, 8030261248.0, 1e-12);
    }
}

void TestHfConfig::cliNamesTheBadField() {
    QTemporaryDir dir;
    const QString path = dir.filePath("config.json");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"model_type": "falcon", "hidden_size": 4544})");
    f.close();
    const test::Run run = test::cli({"eval", "--hf-config", path});
    QCOMPARE(run.exit_code, 2);
    QVERIFY2(run.err.contains("model_type: unsupported: \"falcon\""), run.err.constData());
}

QTEST_GUILESS_MAIN(TestHfConfig)
#include "tst_hf_config.moc"
