// Preset library: published GPU figures and model shapes as data (sources in docs/presets.md),
// the parameter count computed from a shape, and functions that apply an entry to a scenario.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "model/base/derivation.h"
#include "model/base/scenario.h"

namespace stepbudget {

struct GpuSpec {
    std::string name;
    double bf16_dense_tflops = 0;   // dense (no 2:4 sparsity); V100 has no BF16: its FP16 figure
    double fp8_dense_tflops = 0;    // 0 = no FP8 tensor cores
    double memory_gb = 0;           // decimal GB as sold
    double hbm_gb_per_s = 0;        // device memory bandwidth
    double scale_up_gb_per_s = 0;   // GPU-to-GPU per direction (half the "both directions" figure)
    double host_link_gb_per_s = 0;  // PCIe per direction
    std::string interconnect;       // as published, e.g. "NVLink 4, 900 GB/s total"
    std::string source;             // short name of the source (full reference in docs/presets.md)
    // Per-operation time model (model/efficiency, docs/efficiency.md). Streaming multiprocessors
    // (AMD: compute units), for wave quantisation of matmul tiles.
    std::int64_t sm_count = 0;
    // Maximum achievable matmul FLOP/s (BF16, dense): the best large GEMM measured on the card,
    // not the datasheet peak; 0 = no published measurement (the time model then warns and
    // falls back to kUnmeasuredMatmulFraction of the peak).
    double achievable_matmul_tflops = 0;
    std::string achievable_matmul_source;
};

// Share of the datasheet peak assumed for a GPU without a measured achievable matmul figure:
// the median of the brute-force-measured NVIDIA rows (A100 SXM 86.9 %, H100 SXM 80.3 %,
// B200 77.6 %).
inline constexpr double kUnmeasuredMatmulFraction = 0.803;

enum class NormKind { RMSNorm, LayerNorm };

struct ModelShape {
    std::string name;
    double published_params = 0;         // total, as the source states it
    double published_active_params = 0;  // MoE: per token; 0 = dense
    std::int64_t layers = 0;
    std::int64_t hidden = 0;
    std::int64_t intermediate = 0;  // dense FFN
    std::int64_t vocab = 0;
    std::int64_t heads = 0;
    std::int64_t kv_heads = 0;
    std::int64_t head_dim = 0;  // MLA: the non-rotary query/key head dimension
    bool tied_embeddings = false;
    std::int64_t experts = 0;
    std::int64_t top_k = 0;
    std::int64_t expert_intermediate = 0;
    std::int64_t shared_experts = 0;
    std::int64_t dense_layers = 0;  // leading dense-FFN layers of a MoE model
    bool gated_mlp = true;
    NormKind norm = NormKind::RMSNorm;   // LayerNorm has a bias: 2 h per norm instead of h
    bool qk_norm = false;                // per-head RMSNorm on q and k (Qwen3): 2 head_dim
    bool linear_bias = false;            // biases on every linear layer (GPT-3)
    bool qkv_bias = false;               // biases on q, k and v only (Qwen2)
    std::int64_t learned_positions = 0;  // learned position embeddings (GPT-3: 2048)
    // Multi-head latent attention (DeepSeek-V3); 0 = standard grouped-query attention.
    std::int64_t q_lora_rank = 0;
    std::int64_t kv_lora_rank = 0;
    std::int64_t rope_head_dim = 0;
    std::int64_t v_head_dim = 0;
    std::string source;
};

// Parameters by part; a view can draw it as a stacked bar.
struct ParamBreakdown {
    double embedding = 0;  // input embedding
    double lm_head = 0;    // 0 when tied
    double positions = 0;
    double attention = 0;  // projections (and MLA's low-rank norms)
    double dense_ffn = 0;
    double experts = 0;  // routed experts, all of them
    double shared_experts = 0;
    double router = 0;
    double norms = 0;
    double biases = 0;
    double active = 0;  // per token: everything but the routed experts not chosen
    double total() const {
        return embedding + lm_head + positions + attention + dense_ffn + experts + shared_experts +
               router + norms + biases;
    }
};

const std::vector<GpuSpec>& gpuCatalog();
const std::vector<ModelShape>& modelCatalog();
// Catalog names compare case-insensitively ("a100 sxm 80gb" is the A100 SXM 80GB).
bool sameCatalogName(std::string_view a, std::string_view b);
// Case-insensitive exact name match; nullptr when unknown.
const GpuSpec* findGpu(std::string_view name);
const ModelShape* findModel(std::string_view name);

ParamBreakdown parameterBreakdown(const ModelShape& shape);
double parameterCountFromShape(const ModelShape& shape);
// The shape a ModelSpec describes (standard attention or MLA, RMSNorm, q/k norms like Qwen3 —
// the layout compute.h's normParams assumes).
ModelShape shapeOf(const ModelSpec& model);
// The other way: the scenario's model section for a shape, params counted from it (MLA with
// head_dim = qk_nope_head_dim and its latent fields).
ModelSpec modelSpecOf(const ModelShape& shape);

// GPU: cluster.gpu, peak_tflops, usable_memory_gib (floor of the nominal GiB: the book's
// 24 GB -> 22.35 -> 22 GiB), hbm_gb_per_s, collective_gb_per_s (scale-up link per direction),
// host_link_gb_per_s. Model: model.* with params computed from the shape. False when unknown;
// the scenario is then unchanged.
bool applyGpu(Scenario& scenario, std::string_view name);
bool applyModel(Scenario& scenario, std::string_view name);
// Whether the scenario still holds what applyGpu / applyModel of its named entry would put
// there: false once N, the shape or a GPU figure has been edited ("custom (scaled from X)").
bool gpuMatchesCatalog(const Scenario& scenario, const GpuSpec& gpu);
bool modelMatchesCatalog(const Scenario& scenario, const ModelShape& model);

// The scenario's own shape: its parameter count next to model.params.
struct ShapeResults {
    ParamBreakdown breakdown;
    double params_from_shape = 0;
    double relative_difference = 0;  // (model.params - from shape) / from shape
    double active_params = 0;
};

ShapeResults computeShape(const Scenario& scenario, Derivations* out = nullptr);

}  // namespace stepbudget
