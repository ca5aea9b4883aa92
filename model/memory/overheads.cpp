#include "model/memory/overheads.h"

#include <algorithm>
#include <cctype>

#include "model/base/parallel_groups.h"
#include "model/base/units.h"
#include "model/memory/activation_cost.h"
#include "model/memory/loss_memory.h"
#include "model/memory/state_bytes.h"
#include "model/shape/model_flops.h"

namespace stepbudget {

using units::kGiB;
using units::kMiB;

namespace {

// (d) the caching allocator's fragmentation as a fraction of the dynamic bytes: fitted to the
// measured peaks of data/published_memory.json (validate-model --memory-fit).
constexpr double kFragmentationFraction = 0.067;

bool contains(const std::string& text, const char* word) {
    return text.find(word) != std::string::npos;
}

}  // namespace

RuntimeContext runtimeContext(const std::string& gpu) {
    std::string g = gpu;
    std::transform(g.begin(), g.end(), g.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    // CUDA context: about 300-400 MB with lazy module loading (CUDA >= 11.7, PyTorch's default;
    // pytorch/pytorch#107667, #109888), more as kernels load; library workspaces: cuBLAS/cuBLASLt
    // and cuDNN per stream; NCCL: channel buffers linear in the channel count, about 1.6 GB for
    // one all-reduce communicator on NVLink Hopper (NVIDIA/nccl#864, #986), fewer channels on
    // NVLink 3 and PCIe. docs/memory.md has the table and its sources.
    RuntimeContext r;
    if (contains(g, "b200") || contains(g, "b300") || contains(g, "b100") || contains(g, "gb2")) {
        r = {"Blackwell", 512 * kMiB, 128 * kMiB, 1.5 * kGiB};
    } else if (contains(g, "a100") || contains(g, "a800") || contains(g, "a30") ||
               contains(g, "a40")) {
        r = {"Ampere", 400 * kMiB, 64 * kMiB, 1.0 * kGiB};
    } else if (contains(g, "4090") || contains(g, "3090") || contains(g, "rtx") ||
               contains(g, "l40") || contains(g, "l4")) {
        r = {"PCIe", 300 * kMiB, 64 * kMiB, 256 * kMiB};
    } else {
        // Hopper (H100, H200, H800, H20, GH200) and any GPU not named: the Hopper values, the
        // largest of the data-centre families.
        r = {"Hopper", 512 * kMiB, 128 * kMiB, 1.5 * kGiB};
    }
    return r;
}

double fragmentationFraction() {
    // Fitted by `stepbudget-cli validate-model --memory-fit` to the measured peaks of
    // data/published_memory.json (one constant for the PyTorch caching allocator, least squares
    // on the dynamic bytes); docs/validation.md reports it and the held-out error.
    return kFragmentationFraction;
}

namespace {

// What both per-layer counts start from: N less the input embedding and (untied) LM head,
// never negative (with the 6ND rule N may be typed below the shape's embeddings), the routed
// experts' share of it, and the layer's tensor-parallel degree.
struct LayerBody {
    double body = 0;    // N - embeddings
    double routed = 0;  // N_e, at most body
    double t = 1;
    double layers = 1;
};

LayerBody layerBody(const Scenario& sc) {
    const ModelSpec& m = sc.model;
    LayerBody b;
    const double embeddings = embeddingParams(m) * (m.tied_embeddings ? 1.0 : 2.0);
    b.body = std::max(0.0, static_cast<double>(m.params) - embeddings);
    b.routed = std::min(b.body, routedExpertParams(m));
    b.t = static_cast<double>(std::max<std::int64_t>(1, sc.parallel.tp));
    b.layers = static_cast<double>(std::max<std::int64_t>(1, m.layers));
    return b;
}

}  // namespace

double zero3LayerParamsPerCard(const Scenario& sc) {
    const LayerBody b = layerBody(sc);
    const ModelSpec& m = sc.model;
    if (m.experts <= 0) {
        return b.body / b.layers / b.t;
    }
    // Split the non-routed parameters into the FFNs the shape states and an attention (+ norms)
    // share per layer: dense layers carry a (3 or 2) h f FFN, MoE layers their shared experts
    // and the router's E h.
    const ParallelGroups groups = parallelGroups(sc);
    const double moe_layers =
        static_cast<double>(std::max<std::int64_t>(0, m.layers - m.dense_layers));
    const double dense_layers = b.layers - moe_layers;
    const double dense_ffn = (m.gated_mlp ? 3.0 : 2.0) * static_cast<double>(m.hidden) *
                             static_cast<double>(m.intermediate);
    const double moe_rest = static_cast<double>(m.shared_experts) * expertParams(m) +
                            static_cast<double>(m.experts) * static_cast<double>(m.hidden);
    const double attention =
        std::max(0.0, b.body - b.routed - dense_layers * dense_ffn - moe_layers * moe_rest) /
        b.layers;
    const double local_experts =
        static_cast<double>(m.experts) / groups.ep * expertParams(m) / groups.etp;
    const double moe_layer = (attention + moe_rest) / b.t + local_experts;
    const double dense_layer = (attention + dense_ffn) / b.t;
    return dense_layers > 0 ? std::max(moe_layer, dense_layer) : moe_layer;
}

double averageLayerParamsPerCard(const Scenario& sc) {
    const LayerBody b = layerBody(sc);
    const ParallelGroups groups = parallelGroups(sc);
    return ((b.body - b.routed) / b.t + b.routed / (groups.ep * groups.etp)) / b.layers;
}

double zero3GatherBytes(const Scenario& sc, int stage) {
    const ParallelGroups groups = parallelGroups(sc);
    if (stage < 3 || groups.zero_dp <= 1) {
        return 0.0;
    }
    // FSDP / ZeRO-3 gathers one layer's 16-bit weights while prefetching the next and holds the
    // layer's unsharded gradient until its reduce-scatter: (2 w16 + g) N_layer, N_layer the
    // largest layer's parameters on this card (zero3LayerParamsPerCard).
    const double grad_bytes = effectivePrecision(sc).grad_bytes;
    return (2.0 * 2.0 + grad_bytes) * zero3LayerParamsPerCard(sc);
}

MemoryOverheads memoryOverheads(const Scenario& sc) {
    MemoryOverheads o;
    o.included = sc.memory.runtime_overheads;
    if (!o.included) {
        return o;
    }
    const ModelSpec& m = sc.model;
    const ParallelGroups groups = parallelGroups(sc);
    o.context = runtimeContext(sc.cluster.gpu);
    const double t = static_cast<double>(sc.parallel.tp);
    // One card's tokens of a micro-batch: s b / cp.
    const double tokens = static_cast<double>(sc.training.seq_len) *
                          static_cast<double>(sc.training.micro_batch) / groups.cp;
    // (b) the loss backward's buffers while the saved logits are still held (loss_memory.h):
    // 8 s b V / (t cp) for FP32 cross entropy, 2 s b V / (t cp) for a fused kernel.
    o.loss_bytes = lossBackwardBytes(sc, tokens);
    // (c) FFN backward: the 16-bit gradients of its widest tensors (gate, up and their product
    // when gated; the activation input and output otherwise), f wide per token, or (top_k +
    // shared) f_e for a MoE layer over the expert tensor-parallel cards.
    const bool moe = m.experts > 0;
    const double expert_f =
        static_cast<double>(m.expert_intermediate > 0 ? m.expert_intermediate : m.intermediate);
    const double width = moe ? static_cast<double>(m.top_k + m.shared_experts) * expert_f
                             : static_cast<double>(m.intermediate);
    const double tensors = m.gated_mlp ? 3.0 : 2.0;
    o.ffn_gradient_bytes = tensors * 2.0 * tokens * width / (moe ? groups.etp : t);
    // Attention backward: FlashAttention keeps an FP32 dQ accumulator (4 s b heads head_dim);
    // without it the 16-bit gradients of the probabilities and of the scores, heads s^2 b each.
    const double seq = static_cast<double>(sc.training.seq_len);
    o.attention_gradient_bytes = activationSettings(sc).flash_attention
                                     ? 4.0 * tokens * queryWidth(m) / t
                                     : 2.0 * 2.0 * static_cast<double>(m.heads) * tokens * seq / t;
    o.zero3_gather_bytes = zero3GatherBytes(sc, static_cast<int>(sc.parallel.zero_stage));
    if (sc.parallel.recompute == Recompute::Full) {
        // Korthikanti et al. 2022 §4: full recompute rebuilds one layer's forward right before its
        // backward, so that layer's activations (no recompute) are live on top of the saved
        // layer inputs.
        Scenario none = sc;
        none.parallel.recompute = Recompute::None;
        o.recompute_layer_bytes = activationCost(none).per_layer_bytes;
    }
    o.largest_op_bytes = std::max(o.ffn_gradient_bytes, o.attention_gradient_bytes) +
                         o.recompute_layer_bytes + o.zero3_gather_bytes;
    o.fragmentation_fraction = fragmentationFraction();
    return o;
}

OverheadPeak overheadPeak(const MemoryOverheads& o, double heaviest, double last,
                          double largest_op_bytes) {
    OverheadPeak p;
    p.activation_bytes = heaviest;
    if (!o.included) {
        return p;
    }
    // The loss runs on the last stage, beside that stage's saved activations: it raises the peak
    // only when the last stage then holds more than the heaviest one.
    p.activation_bytes = std::max(heaviest, last + o.loss_bytes);
    p.loss_extra_bytes = p.activation_bytes - heaviest;
    p.largest_op_bytes = largest_op_bytes;
    p.fragmentation_bytes = o.fragmentation_fraction * (p.activation_bytes + largest_op_bytes);
    p.context_bytes = o.context.total_bytes();
    return p;
}

double lastStageActivationBytes(const Scenario& sc) {
    return activationsTyped(sc) ? planActivationBytes(sc) : activationCost(sc).last_stage_bytes;
}

}  // namespace stepbudget
