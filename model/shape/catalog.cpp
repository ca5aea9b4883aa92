#include "model/shape/catalog.h"
#include "model/base/tr_noop.h"

#include <cmath>

#include "model/base/quantity_parse.h"
#include "model/base/text_concat.h"
#include "model/base/units.h"

namespace stepbudget {

using namespace units;

namespace {

// Achievable matmul figures: S. Bekman, "Machine Learning Engineering Open Book", compute/
// accelerator, "Maximum Achievable Matmul FLOPS comparison table" (BF16, no sparsity, best shape
// of a brute-force search; A100 SXM 1024x10240x5120 torch 2.6.0+cu126, H100 SXM 2048x2048x13312
// torch 2.7.0+cu126 "H200 is the same", B200 SXM 1792x16128x3072 torch 2.7.1+cu128, MI300X
// 10240x15360x8192 ROCm 6.3 TunableOp). SM counts: the vendors' architecture whitepapers.
constexpr const char* kMamf = "Bekman, ML Engineering: MAMF table (mamf-finder.py)";
constexpr const char* kMamfH200 =
    "Bekman, ML Engineering: MAMF table, H100 SXM row (\"H200 is the same\")";
// RTX 4090: no MAMF row; a community torch.matmul measurement (best of five square sizes,
// 2048^3, torch 2.7.0+cu128, one card on a cloud instance). GeForce boost clocks run above the
// datasheet's 2520 MHz, so it reaches 99.8 % of the datasheet figure.
constexpr const char* kRtx4090Matmul =
    "zzc0721/torch-performance-test-data, issue 78 (torch.matmul BF16, 2048^3)";
constexpr const char* kMamfMi300x = "Bekman, ML Engineering: MAMF table (ROCm 6.3, TunableOp)";

std::vector<GpuSpec> buildGpus() {
    // Dense figures are half the datasheets' "with sparsity" ones; per-direction link figures
    // are half the "total" (both directions) ones. Full references: docs/presets.md.
    return {
        {"V100 SXM2 32GB", 125, 0, 32, 900, 150, 16, "NVLink 2, 300 GB/s total",
         "NVIDIA V100 datasheet", 80, 0, ""},
        {"A100 SXM 40GB", 312, 0, 40, 1555, 300, 32, "NVLink 3, 600 GB/s total",
         "NVIDIA A100 datasheet", 108, 271.2, kMamf},
        {"A100 SXM 80GB", 312, 0, 80, 2039, 300, 32, "NVLink 3, 600 GB/s total",
         "NVIDIA A100 datasheet", 108, 271.2, kMamf},
        {"H100 SXM", 989.4, 1978.9, 80, 3350, 450, 64, "NVLink 4, 900 GB/s total",
         "NVIDIA H100 datasheet", 132, 794.5, kMamf},
        {"H100 PCIe", 756.5, 1513, 80, 2000, 300, 64, "NVLink bridge, 600 GB/s total",
         "NVIDIA H100 datasheet", 114, 0, ""},
        {"H200 SXM", 989.4, 1978.9, 141, 4800, 450, 64, "NVLink 4, 900 GB/s total",
         "NVIDIA H200 datasheet", 132, 794.5, kMamfH200},
        {"B200 SXM", 2250, 4500, 180, 8000, 900, 64, "NVLink 5, 1.8 TB/s total",
         "NVIDIA DGX B200 / HGX B200 specifications", 148, 1745.0, kMamf},
        {"MI300X", 1307.4, 2614.9, 192, 5300, 448, 64, "Infinity Fabric, 7 x 128 GB/s total",
         "AMD Instinct MI300X data sheet", 304, 668.4, kMamfMi300x},
        {"RTX 4090", 165.2, 330.3, 24, 1008, 32, 32, "none (PCIe 4.0 x16)",
         "NVIDIA Ada Lovelace architecture whitepaper", 128, 164.81, kRtx4090Matmul},
    };
}

ModelShape qwen3(const char* name, double published, std::int64_t layers, std::int64_t hidden,
                 std::int64_t intermediate, std::int64_t heads, std::int64_t kv_heads) {
    ModelShape m;
    m.name = name;
    m.published_params = published;
    m.layers = layers;
    m.hidden = hidden;
    m.intermediate = intermediate;
    m.vocab = 151936;
    m.heads = heads;
    m.kv_heads = kv_heads;
    m.head_dim = 128;
    m.qk_norm = true;
    m.source = std::string("Qwen3 technical report; ") + name + " config.json";
    return m;
}

ModelShape qwen3Moe(const char* name, double published, double active, std::int64_t layers,
                    std::int64_t hidden, std::int64_t intermediate, std::int64_t heads,
                    std::int64_t kv_heads, std::int64_t expert_intermediate) {
    ModelShape m = qwen3(name, published, layers, hidden, intermediate, heads, kv_heads);
    m.published_active_params = active;
    m.experts = 128;
    m.top_k = 8;
    m.expert_intermediate = expert_intermediate;
    return m;
}

ModelShape llama3(const char* name, double published, std::int64_t layers, std::int64_t hidden,
                  std::int64_t intermediate, std::int64_t heads) {
    ModelShape m;
    m.name = name;
    m.published_params = published;
    m.layers = layers;
    m.hidden = hidden;
    m.intermediate = intermediate;
    m.vocab = 128256;
    m.heads = heads;
    m.kv_heads = 8;
    m.head_dim = 128;
    m.source = std::string("Llama 3 herd of models, Table 3; ") + name + " config.json";
    return m;
}

ModelShape gpt(const char* name, double published, std::int64_t layers, std::int64_t hidden,
               std::int64_t heads, std::int64_t vocab, const char* source) {
    ModelShape m;
    m.name = name;
    m.published_params = published;
    m.layers = layers;
    m.hidden = hidden;
    m.intermediate = 4 * hidden;
    m.vocab = vocab;
    m.heads = heads;
    m.kv_heads = heads;
    m.head_dim = hidden / heads;
    m.tied_embeddings = true;
    m.gated_mlp = false;
    m.norm = NormKind::LayerNorm;
    m.linear_bias = true;
    m.learned_positions = 2048;
    m.source = source;
    return m;
}

std::vector<ModelShape> buildModels() {
    std::vector<ModelShape> v;
    v.push_back(qwen3("Qwen3-8B", 8.2e9, 36, 4096, 12288, 32, 8));
    v.push_back(qwen3("Qwen3-32B", 32.8e9, 64, 5120, 25600, 64, 8));
    v.push_back(qwen3Moe("Qwen3-30B-A3B", 30.5e9, 3.3e9, 48, 2048, 6144, 32, 4, 768));
    v.push_back(qwen3Moe("Qwen3-235B-A22B", 235e9, 22e9, 94, 4096, 12288, 64, 4, 1536));
    v.push_back(llama3("Llama-3-8B", 8e9, 32, 4096, 14336, 32));
    v.push_back(llama3("Llama-3-70B", 70e9, 80, 8192, 28672, 64));
    v.push_back(llama3("Llama-3-405B", 405e9, 126, 16384, 53248, 128));
    // DeepSeek-V2 (arXiv 2405.04434, §3.1.2; config.json): the first MLA model, 236 B total,
    // 21 B active.
    ModelShape v2;
    v2.name = "DeepSeek-V2";
    v2.published_params = 236e9;
    v2.published_active_params = 21e9;
    v2.layers = 60;
    v2.hidden = 5120;
    v2.intermediate = 12288;
    v2.vocab = 102400;
    v2.heads = 128;
    v2.kv_heads = 128;
    v2.head_dim = 128;
    v2.experts = 160;
    v2.top_k = 6;
    v2.expert_intermediate = 1536;
    v2.shared_experts = 2;
    v2.dense_layers = 1;
    v2.q_lora_rank = 1536;
    v2.kv_lora_rank = 512;
    v2.rope_head_dim = 64;
    v2.v_head_dim = 128;
    v2.source = "DeepSeek-V2 technical report; DeepSeek-V2 config.json";
    v.push_back(v2);
    ModelShape ds;
    ds.name = "DeepSeek-V3";
    ds.published_params = 671e9;  // without the 14 B multi-token-prediction module
    ds.published_active_params = 37e9;
    ds.layers = 61;
    ds.hidden = 7168;
    ds.intermediate = 18432;
    ds.vocab = 129280;
    ds.heads = 128;
    ds.kv_heads = 128;
    ds.head_dim = 128;
    ds.experts = 256;
    ds.top_k = 8;
    ds.expert_intermediate = 2048;
    ds.shared_experts = 1;
    ds.dense_layers = 3;
    ds.q_lora_rank = 1536;
    ds.kv_lora_rank = 512;
    ds.rope_head_dim = 64;
    ds.v_head_dim = 128;
    ds.source = "DeepSeek-V3 technical report; DeepSeek-V3 config.json";
    v.push_back(ds);
    v.push_back(
        gpt("GPT-3 175B", 175e9, 96, 12288, 96, 50257, "Brown et al. 2020 (GPT-3), Table 2.1"));
    v.push_back(gpt("Megatron 1T", 1008e9, 128, 25600, 160, 51200,
                    "Narayanan et al. 2021 (Megatron-LM at scale), Table 1"));
    return v;
}

}  // namespace

bool sameCatalogName(std::string_view a, std::string_view b) {
    return equalsIgnoringCase(a, b);
}

const std::vector<GpuSpec>& gpuCatalog() {
    static const std::vector<GpuSpec> gpus = buildGpus();
    return gpus;
}

const std::vector<ModelShape>& modelCatalog() {
    static const std::vector<ModelShape> models = buildModels();
    return models;
}

const GpuSpec* findGpu(std::string_view name) {
    for (const GpuSpec& g : gpuCatalog()) {
        if (sameCatalogName(g.name, name)) {
            return &g;
        }
    }
    return nullptr;
}

const ModelShape* findModel(std::string_view name) {
    for (const ModelShape& m : modelCatalog()) {
        if (sameCatalogName(m.name, name)) {
            return &m;
        }
    }
    return nullptr;
}

ParamBreakdown parameterBreakdown(const ModelShape& m) {
    ParamBreakdown p;
    const double h = static_cast<double>(m.hidden);
    const double layers = static_cast<double>(m.layers);
    const double norm = m.norm == NormKind::LayerNorm ? 2.0 * h : h;  // weight (+ bias)
    p.embedding = static_cast<double>(m.vocab) * h;
    p.lm_head = m.tied_embeddings ? 0.0 : p.embedding;
    p.positions = static_cast<double>(m.learned_positions) * h;
    double attention = 0;
    double attention_norms = 0;
    double attention_bias = 0;
    const double heads = static_cast<double>(m.heads);
    if (m.kv_lora_rank > 0) {
        // MLA: q = W_qb norm(W_qa x), [k_nope, v] = W_kvb norm(W_kva x), k_rope from W_kva too.
        const double qk = static_cast<double>(m.head_dim + m.rope_head_dim);
        const double q_lora = static_cast<double>(m.q_lora_rank);
        const double kv_lora = static_cast<double>(m.kv_lora_rank);
        const double vd = static_cast<double>(m.v_head_dim);
        attention = (q_lora > 0 ? h * q_lora + q_lora * heads * qk : h * heads * qk) +
                    h * (kv_lora + static_cast<double>(m.rope_head_dim)) +
                    kv_lora * heads * (static_cast<double>(m.head_dim) + vd) + heads * vd * h;
        attention_norms = q_lora + kv_lora;
    } else {
        const double q = heads * static_cast<double>(m.head_dim);
        const double kv = static_cast<double>(m.kv_heads * m.head_dim);
        attention = h * q + 2.0 * h * kv + q * h;
        attention_bias = m.linear_bias ? q + 2.0 * kv + h : (m.qkv_bias ? q + 2.0 * kv : 0.0);
        attention_norms = m.qk_norm ? 2.0 * static_cast<double>(m.head_dim) : 0.0;
    }
    p.attention = layers * attention;
    const double matrices = m.gated_mlp ? 3.0 : 2.0;
    const double f = static_cast<double>(m.intermediate);
    const bool moe = m.experts > 0;
    const double dense_layers = moe ? static_cast<double>(m.dense_layers) : layers;
    const double moe_layers = layers - dense_layers;
    p.dense_ffn = dense_layers * matrices * h * f;
    const double ffn_bias = m.linear_bias ? f + h : 0.0;  // dense FFN only (GPT-3 has no MoE)
    const double fe =
        static_cast<double>(m.expert_intermediate > 0 ? m.expert_intermediate : m.intermediate);
    const double expert = matrices * h * fe;
    p.experts = moe_layers * static_cast<double>(m.experts) * expert;
    p.shared_experts = moe_layers * static_cast<double>(m.shared_experts) * expert;
    p.router = moe_layers * static_cast<double>(m.experts) * h;
    p.norms = layers * (2.0 * norm + attention_norms) + norm;
    p.biases = layers * (attention_bias + (moe ? 0.0 : ffn_bias));
    p.active = p.total() - p.experts;
    if (moe) {
        p.active += moe_layers * static_cast<double>(m.top_k) * expert;
    }
    return p;
}

double parameterCountFromShape(const ModelShape& shape) {
    return parameterBreakdown(shape).total();
}

ModelShape shapeOf(const ModelSpec& s) {
    ModelShape m;
    m.name = s.name;
    m.published_params = static_cast<double>(s.params);
    m.layers = s.layers;
    m.hidden = s.hidden;
    m.intermediate = s.intermediate;
    m.vocab = s.vocab;
    m.heads = s.heads;
    m.kv_heads = s.kv_heads;
    m.head_dim = s.head_dim;
    m.tied_embeddings = s.tied_embeddings;
    m.experts = s.experts;
    m.top_k = s.top_k;
    m.expert_intermediate = s.expert_intermediate;
    m.shared_experts = s.shared_experts;
    m.dense_layers = s.dense_layers;
    m.gated_mlp = s.gated_mlp;
    m.qk_norm = true;
    m.q_lora_rank = s.q_lora_rank;
    m.kv_lora_rank = s.kv_lora_rank;
    m.rope_head_dim = s.qk_rope_head_dim;
    m.v_head_dim = s.v_head_dim;
    return m;
}

bool applyGpu(Scenario& sc, std::string_view name) {
    const GpuSpec* g = findGpu(name);
    if (g == nullptr) {
        return false;
    }
    Cluster& c = sc.cluster;
    c.gpu = g->name;
    c.peak_tflops = g->bf16_dense_tflops;
    c.usable_memory_gib = std::floor(g->memory_gb * kGB / kGiB);
    c.hbm_gb_per_s = g->hbm_gb_per_s;
    c.collective_gb_per_s = g->scale_up_gb_per_s;
    c.scale_up_gb_per_s = g->scale_up_gb_per_s;
    c.host_link_gb_per_s = g->host_link_gb_per_s;
    return true;
}

ModelSpec modelSpecOf(const ModelShape& m) {
    ModelSpec s;
    s.name = m.name;
    s.params = std::llround(parameterCountFromShape(m));
    s.layers = m.layers;
    s.hidden = m.hidden;
    s.intermediate = m.intermediate;
    s.vocab = m.vocab;
    s.heads = m.heads;
    s.kv_heads = m.kv_heads;
    // MLA: head_dim is the non-rotary query/key dimension, the latent fields carry the rest.
    s.head_dim = m.head_dim;
    s.q_lora_rank = m.q_lora_rank;
    s.kv_lora_rank = m.kv_lora_rank;
    s.qk_rope_head_dim = m.rope_head_dim;
    s.v_head_dim = m.v_head_dim;
    s.tied_embeddings = m.tied_embeddings;
    s.experts = m.experts;
    s.top_k = m.top_k;
    s.gated_mlp = m.gated_mlp;
    s.expert_intermediate = m.expert_intermediate;
    s.shared_experts = m.shared_experts;
    s.dense_layers = m.dense_layers;
    return s;
}

bool applyModel(Scenario& sc, std::string_view name) {
    const ModelShape* m = findModel(name);
    if (m == nullptr) {
        return false;
    }
    sc.model = modelSpecOf(*m);
    return true;
}

bool gpuMatchesCatalog(const Scenario& scenario, const GpuSpec& gpu) {
    Scenario picked = scenario;
    applyGpu(picked, gpu.name);
    const Cluster& a = scenario.cluster;
    const Cluster& b = picked.cluster;
    return a.peak_tflops == b.peak_tflops && a.usable_memory_gib == b.usable_memory_gib &&
           a.hbm_gb_per_s == b.hbm_gb_per_s && a.collective_gb_per_s == b.collective_gb_per_s &&
           a.host_link_gb_per_s == b.host_link_gb_per_s;
}

bool modelMatchesCatalog(const Scenario& scenario, const ModelShape& model) {
    Scenario picked = scenario;
    applyModel(picked, model.name);
    const ModelSpec& a = scenario.model;
    const ModelSpec& b = picked.model;
    return a.params == b.params && a.layers == b.layers && a.hidden == b.hidden &&
           a.intermediate == b.intermediate && a.vocab == b.vocab && a.heads == b.heads &&
           a.kv_heads == b.kv_heads && a.head_dim == b.head_dim &&
           a.tied_embeddings == b.tied_embeddings && a.experts == b.experts && a.top_k == b.top_k &&
           a.gated_mlp == b.gated_mlp && a.expert_intermediate == b.expert_intermediate &&
           a.shared_experts == b.shared_experts && a.dense_layers == b.dense_layers &&
           a.q_lora_rank == b.q_lora_rank && a.kv_lora_rank == b.kv_lora_rank &&
           a.qk_rope_head_dim == b.qk_rope_head_dim && a.v_head_dim == b.v_head_dim;
}

ShapeResults computeShape(const Scenario& sc, Derivations* out) {
    ShapeResults r;
    r.breakdown = parameterBreakdown(shapeOf(sc.model));
    r.params_from_shape = r.breakdown.total();
    r.active_params = r.breakdown.active;
    r.relative_difference =
        r.params_from_shape > 0
            ? (static_cast<double>(sc.model.params) - r.params_from_shape) / r.params_from_shape
            : 0.0;
    if (out == nullptr) {
        return r;
    }
    const ParamBreakdown& p = r.breakdown;
    out->push_back({"shape.params_from_shape",
                    QT_TRANSLATE_NOOP("Derivation", "Parameters from the shape"),
                    "embeddings + L (attention + FFN + norms) + final norm",
                    concat(fmt(p.embedding + p.lm_head, 12), " + ", fmt(p.attention, 12), " + ",
                           fmt(p.dense_ffn + p.experts + p.shared_experts + p.router, 12), " + ",
                           fmt(p.norms, 12), "; model.params - this = ",
                           fmt(static_cast<double>(sc.model.params) - r.params_from_shape, 12),
                           " (", fmt(100.0 * r.relative_difference, 3), " %)"),
                    r.params_from_shape, "params"});
    if (sc.model.experts > 0) {
        out->push_back({"shape.active_params",
                        QT_TRANSLATE_NOOP("Derivation", "Parameters active per token"),
                        "total - routed experts + k of them per MoE layer",
                        concat(fmt(r.params_from_shape, 12), " - ", fmt(p.experts, 12), " + ",
                               fmt(p.active - (r.params_from_shape - p.experts), 12)),
                        r.active_params, "params"});
    }
    return r;
}

}  // namespace stepbudget
