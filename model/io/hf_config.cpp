#include "model/io/hf_config.h"

#include <cmath>
#include <nlohmann/json.hpp>
#include <optional>

#include "model/base/derivation.h"
#include "model/base/params.h"
#include "model/evaluate/param_registry.h"
#include "model/io/scenario_json.h"

namespace stepbudget {
namespace {

using nlohmann::json;

constexpr std::size_t kMaxConfigBytes = 1 << 20;  // a config.json is a few KiB

// Reads config fields, recording one issue per bad field, each naming the field as it is
// spelled in config.json and the scenario key it feeds.
class Fields {
public:
    Fields(const json& root, Issues& issues) : m_root(root), m_issues(issues) {}

    bool has(const char* field) const {
        const auto it = m_root.find(field);
        return it != m_root.end() && !it->is_null();
    }

    // A whole number in the range of `key` (a model.* preset key) or of [min, max] when no
    // key is given. `fallback` is the family's default when the field is absent or null.
    std::int64_t integer(const char* field, const char* key, std::optional<std::int64_t> fallback,
                         std::int64_t min = 0) {
        const auto it = m_root.find(field);
        if (it == m_root.end() || it->is_null()) {
            if (!fallback) {
                m_issues.push_back({field, std::string("missing; it gives ") + key});
                return 0;
            }
            return *fallback;
        }
        const bool number = it->is_number_integer() || it->is_number_unsigned() ||
                            (it->is_number_float() && std::isfinite(it->get<double>()) &&
                             it->get<double>() == std::floor(it->get<double>()));
        if (!number) {
            m_issues.push_back({field, "must be a whole number, not " + it->dump()});
            return 0;
        }
        const double v = it->get<double>();
        if (const ParamSpec* spec = findParam(key)) {
            if (auto issue = checkNumber(*spec, v)) {
                m_issues.push_back({field, issue->message + " (" + key + ")"});
                return 0;
            }
        } else if (v < static_cast<double>(min)) {
            m_issues.push_back({field, fmt(v) + " is below " + std::to_string(min)});
            return 0;
        }
        return static_cast<std::int64_t>(v);
    }

    bool boolean(const char* field, bool fallback) {
        const auto it = m_root.find(field);
        if (it == m_root.end() || it->is_null()) {
            return fallback;
        }
        if (!it->is_boolean()) {
            m_issues.push_back({field, "must be true or false, not " + it->dump()});
            return fallback;
        }
        return it->get<bool>();
    }

    std::string text(const char* field) const {
        const auto it = m_root.find(field);
        return it != m_root.end() && it->is_string() ? it->get<std::string>() : std::string();
    }

    // A feature the parameter formula has no term for: refused, naming the field.
    void refuseIf(bool condition, const char* field, const std::string& why) {
        if (condition) {
            m_issues.push_back({field, "unsupported: " + why});
        }
    }

    const json& root() const { return m_root; }

private:
    const json& m_root;
    Issues& m_issues;
};

enum class Family { LlamaLike, Qwen2, Qwen3, Mixtral, Qwen3Moe, DeepSeek, GptNeoX };

std::optional<Family> familyOf(const std::string& type) {
    if (type == "llama" || type == "mistral") {
        return Family::LlamaLike;
    }
    if (type == "qwen2") {
        return Family::Qwen2;
    }
    if (type == "qwen3") {
        return Family::Qwen3;
    }
    if (type == "mixtral") {
        return Family::Mixtral;
    }
    if (type == "qwen3_moe") {
        return Family::Qwen3Moe;
    }
    if (type == "deepseek_v2" || type == "deepseek_v3") {
        return Family::DeepSeek;
    }
    if (type == "gpt_neox") {
        return Family::GptNeoX;
    }
    return std::nullopt;
}

std::string supportedList() {
    std::string out;
    for (const std::string& t : supportedHfModelTypes()) {
        out += (out.empty() ? "" : ", ") + t;
    }
    return out;
}

// "meta-llama/Meta-Llama-3-8B" -> "Meta-Llama-3-8B"; a local path keeps its last folder.
std::string lastComponent(std::string s) {
    while (!s.empty() && (s.back() == '/' || s.back() == '\\')) {
        s.pop_back();
    }
    const std::size_t slash = s.find_last_of("/\\");
    return slash == std::string::npos ? s : s.substr(slash + 1);
}

void readShape(Fields& f, Family family, ModelShape& m, std::vector<std::string>& notes) {
    m.layers = f.integer("num_hidden_layers", "model.layers", std::nullopt);
    m.hidden = f.integer("hidden_size", "model.hidden", std::nullopt);
    m.vocab = f.integer("vocab_size", "model.vocab", std::nullopt);
    m.heads = f.integer("num_attention_heads", "model.heads", std::nullopt);
    m.intermediate = f.integer("intermediate_size", "model.intermediate", std::nullopt);
    // Every supported family defaults to untied embeddings (transformers' *Config classes).
    m.tied_embeddings = f.boolean("tie_word_embeddings", false);
    const std::int64_t derived_head_dim =
        m.heads > 0 && m.hidden % m.heads == 0 ? m.hidden / m.heads : 0;

    if (family == Family::GptNeoX) {
        // GPT-NeoX: LayerNorm with bias, biases on every linear layer, GeLU FFN (2 matrices),
        // full multi-head attention; rotary positions have no weights.
        m.kv_heads = m.heads;
        m.head_dim = derived_head_dim;
        f.refuseIf(m.head_dim == 0 && m.heads > 0, "hidden_size",
                   "hidden_size is not a multiple of num_attention_heads");
        m.norm = NormKind::LayerNorm;
        m.linear_bias = true;
        m.gated_mlp = false;
        f.refuseIf(!f.boolean("attention_bias", true), "attention_bias",
                   "false (the count assumes GPT-NeoX's biases on every linear layer)");
        return;
    }
    if (family == Family::DeepSeek) {
        // Multi-head latent attention (DeepSeek-V2 §2.1): low-rank q (optional) and kv with a
        // decoupled rotary key; counted exactly by the catalog's MLA term, and carried into the
        // model section (model.q_lora_rank, kv_lora_rank, qk_rope_head_dim, v_head_dim, with
        // head_dim = qk_nope_head_dim) for FLOPs, activations, KV cache and the time model.
        m.kv_heads = f.integer("num_key_value_heads", "model.kv_heads", m.heads);
        m.q_lora_rank = f.integer("q_lora_rank", "", std::int64_t{0});  // null: no q compression
        m.kv_lora_rank = f.integer("kv_lora_rank", "", std::nullopt, 1);
        m.head_dim = f.integer("qk_nope_head_dim", "model.head_dim", std::nullopt);
        m.rope_head_dim = f.integer("qk_rope_head_dim", "", std::nullopt, 1);
        m.v_head_dim = f.integer("v_head_dim", "", std::nullopt, 1);
        m.experts = f.integer("n_routed_experts", "model.experts", std::nullopt);
        m.shared_experts = f.integer("n_shared_experts", "model.shared_experts", std::int64_t{0});
        m.top_k = f.integer("num_experts_per_tok", "model.top_k", std::nullopt);
        m.expert_intermediate =
            f.integer("moe_intermediate_size", "model.expert_intermediate", std::nullopt);
        m.dense_layers = f.integer("first_k_dense_replace", "model.dense_layers", std::int64_t{0});
        f.refuseIf(f.integer("moe_layer_freq", "", std::int64_t{1}) != 1, "moe_layer_freq",
                   "MoE on every n-th layer; the count has leading dense layers only");
        f.refuseIf(f.boolean("attention_bias", false), "attention_bias",
                   "true (the count has no attention biases for DeepSeek)");
        f.refuseIf(m.kv_lora_rank > 0 && m.heads > 0 && m.kv_heads != m.heads,
                   "num_key_value_heads",
                   "differs from num_attention_heads; MLA has one key/value per query head");
        const std::int64_t mtp = f.integer("num_nextn_predict_layers", "", std::int64_t{0});
        if (mtp > 0) {
            notes.push_back("the multi-token-prediction module (" + std::to_string(mtp) +
                            " layer) is not counted, as in the technical report's 671 B");
        }
        // Group-limited routing (DeepSeek-V3 §2.1.2): the token's experts come from topk_group of
        // n_group expert groups. Which hosts that means depends on the expert-parallel layout, so
        // the import names it and leaves moe.max_hosts_per_token to the plan.
        const std::int64_t groups = f.integer("n_group", "", std::int64_t{1});
        const std::int64_t group_limit = f.integer("topk_group", "", groups);
        if (groups > 1 && group_limit < groups) {
            notes.push_back("routing is limited to " + std::to_string(group_limit) + " of " +
                            std::to_string(groups) +
                            " expert groups (topk_group); with one group per host set "
                            "moe.max_hosts_per_token = " +
                            std::to_string(group_limit) + " and parallel.ep_host_dispatch");
        }
        if (f.text("topk_method") == "noaux_tc") {
            notes.push_back("the router's score-correction bias (" + std::to_string(m.experts) +
                            " per MoE layer) is not counted");
        }
        return;
    }
    // Llama-style decoder: RMSNorm, SwiGLU (gate, up, down), grouped-query attention.
    m.kv_heads = f.integer("num_key_value_heads", "model.kv_heads", m.heads);
    m.head_dim = f.integer(
        "head_dim", "model.head_dim",
        derived_head_dim > 0 ? std::optional<std::int64_t>(derived_head_dim) : std::nullopt);
    m.gated_mlp = true;
    f.refuseIf(m.kv_heads > 0 && m.heads % m.kv_heads != 0, "num_key_value_heads",
               "num_attention_heads is not a multiple of it");
    if (family == Family::Qwen2) {
        m.qkv_bias = true;  // Qwen2Attention: q, k, v with bias, o without
    } else {
        f.refuseIf(f.boolean("attention_bias", false), "attention_bias",
                   "true (the count has no attention biases for this family)");
    }
    f.refuseIf(f.boolean("mlp_bias", false), "mlp_bias",
               "true (the count has no FFN biases for this family)");
    m.qk_norm = family == Family::Qwen3 || family == Family::Qwen3Moe;  // per-head q/k RMSNorm
    if (family == Family::Mixtral) {
        // Every layer is MoE; intermediate_size is one expert's FFN.
        m.experts = f.integer("num_local_experts", "model.experts", std::nullopt);
        m.top_k = f.integer("num_experts_per_tok", "model.top_k", std::nullopt);
        m.expert_intermediate = m.intermediate;
    } else if (family == Family::Qwen3Moe) {
        m.experts = f.integer("num_experts", "model.experts", std::nullopt);
        m.top_k = f.integer("num_experts_per_tok", "model.top_k", std::nullopt);
        m.expert_intermediate =
            f.integer("moe_intermediate_size", "model.expert_intermediate", std::nullopt);
        f.refuseIf(f.integer("decoder_sparse_step", "", std::int64_t{1}) != 1,
                   "decoder_sparse_step", "MoE on every n-th layer only");
        const auto dense = f.root().find("mlp_only_layers");
        f.refuseIf(dense != f.root().end() && dense->is_array() && !dense->empty(),
                   "mlp_only_layers", "dense layers between MoE layers");
    }
}

}  // namespace

const std::vector<std::string>& supportedHfModelTypes() {
    static const std::vector<std::string> types{"llama",       "mistral",     "mixtral",
                                                "qwen2",       "qwen3",       "qwen3_moe",
                                                "deepseek_v2", "deepseek_v3", "gpt_neox"};
    return types;
}

HfImport parseHfConfig(std::string_view json_text, std::string_view name) {
    HfImport out;
    json root;
    try {
        root = json::parse(json_text.begin(), json_text.end());
    } catch (const json::parse_error& e) {
        out.issues.push_back({"", std::string("not valid JSON: ") + e.what()});
        return out;
    }
    if (!root.is_object()) {
        out.issues.push_back({"", "a config.json is a JSON object"});
        return out;
    }
    Fields f(root, out.issues);
    out.family = f.text("model_type");
    const std::optional<Family> family = familyOf(out.family);
    if (!family) {
        out.issues.push_back(
            {"model_type",
             (out.family.empty() ? std::string("missing") : "unsupported: \"" + out.family + "\"") +
                 "; supported: " + supportedList()});
        return out;
    }
    ModelShape& m = out.shape;
    readShape(f, *family, m, out.notes);
    if (!out.ok()) {
        return out;
    }
    std::string model_name = lastComponent(f.text("_name_or_path"));
    if (model_name.empty()) {
        model_name = std::string(name);
    }
    if (model_name.empty() && root.contains("architectures") && root["architectures"].is_array() &&
        !root["architectures"].empty() && root["architectures"][0].is_string()) {
        model_name = root["architectures"][0].get<std::string>();
    }
    m.name = model_name.empty() ? out.family : model_name;
    m.source = "Hugging Face config.json (" + out.family + ")";
    out.breakdown = parameterBreakdown(m);
    out.params = out.breakdown.total();
    out.active_params = out.breakdown.active;
    m.published_params = out.params;

    out.model = modelSpecOf(m);
    if (auto issue =
            checkNumber(*findParam("model.params"), static_cast<double>(out.model.params))) {
        out.issues.push_back({"num_hidden_layers", "the shape counts " + fmt(out.params, 6) +
                                                       " parameters: " + issue->message});
    }
    return out;
}

HfImport loadHfConfigFile(const std::string& path) {
    std::string text;
    if (!readFileHead(path, kMaxConfigBytes, &text) || text.size() > kMaxConfigBytes) {
        HfImport out;
        out.issues.push_back({"", text.size() > kMaxConfigBytes
                                      ? path + " is larger than 1 MiB; is it a config.json?"
                                      : "cannot open " + path});
        return out;
    }
    // A downloaded snapshot keeps config.json in a folder named after the model.
    std::string folder = path;
    const std::size_t slash = folder.find_last_of("/\\");
    folder = slash == std::string::npos ? std::string() : lastComponent(folder.substr(0, slash));
    return parseHfConfig(text, folder);
}

bool isHfConfigText(std::string_view json_text) {
    const json root = json::parse(json_text.begin(), json_text.end(), nullptr, false);
    return root.is_object() && root.contains("model_type") && !root.contains("schema");
}

bool isHfConfigFile(const std::string& path) {
    std::string text;
    return readFileHead(path, kMaxConfigBytes, &text) && text.size() <= kMaxConfigBytes &&
           isHfConfigText(text);
}

bool applyHfImport(Scenario& scenario, const HfImport& import) {
    if (!import.ok()) {
        return false;
    }
    scenario.model = import.model;
    return true;
}

}  // namespace stepbudget
