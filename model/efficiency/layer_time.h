// Per-operation time of one transformer layer, forward and backward, per micro-batch and per
// tensor-parallel shard (docs/efficiency.md): what the plan puts on a pipeline stage instead of
// FLOPs / (peak x MFU) when cluster.efficiency_source = predicted.
//
// Every pass is the sum of its operations on one GPU stream:
//   matmuls   QKV, attention out, FFN up (+ gate), FFN down (LM head: last-stage extra) at the
//             achievable matmul rate, with the wave/tile shape penalty (op_time.h);
//   attention the core (QK^T and PV, or one flash-attention kernel);
//   memory    norms, activation function, dropout, residual adds, rotary, softmax when not
//             fused, at HBM bandwidth from the bytes each moves;
//   TP comm   all-reduces (or all-gather + reduce-scatter with sequence parallelism) of the
//             s b h activations on the TP link, exposed unless overlap is on.
// Recompute re-runs forward work before the backward: full = the whole layer forward,
// selective = the forward work of its modules (model/memory/recompute_modules.h): the attention
// core (with flash attention the kernel's forward again, as Megatron-Core re-runs the module),
// the two norms, MLA's up-projections + rotary, the dense MLP (its share of the layers), the
// routed experts' activation function (the MoE layers' share).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "model/base/derivation.h"
#include "model/base/issue.h"
#include "model/base/scenario.h"
#include "model/efficiency/attention_rates.h"
#include "model/efficiency/op_time.h"
#include "model/memory/recompute_modules.h"
#include "model/shape/catalog.h"

namespace stepbudget {

// The shape facts the time model needs beyond ModelSpec (norm kind, positions, dropout).
struct LayerShape {
    std::int64_t layers = 0;
    std::int64_t hidden = 0;
    std::int64_t heads = 0;
    std::int64_t kv_heads = 0;
    std::int64_t head_dim = 0;  // MLA: the non-rotary query/key dimension
    // Multi-head latent attention (kv_lora_rank > 0): the down-projections to the latents
    // (replicated over TP, as Megatron-Core's MLA), the up-projections column-parallel, QK^T over
    // head_dim + rope_head_dim and PV over v_head_dim.
    std::int64_t q_lora_rank = 0;
    std::int64_t kv_lora_rank = 0;
    std::int64_t rope_head_dim = 0;
    std::int64_t v_head_dim = 0;
    std::int64_t ffn = 0;  // dense FFN width (MoE: the active experts' total, see layerShapeOf)
    // What selective recompute's mlp and moe_act modules re-run (recompute_modules.h): the one
    // layer the model prices stands for all of them, so each module counts its layers' share.
    std::int64_t dense_ffn = 0;    // the dense layers' FFN width (model.intermediate)
    std::int64_t routed_ffn = 0;   // the routed experts a token visits: top_k x expert width
    double dense_layer_share = 1;  // dense-FFN layers / layers (1 for a dense model)
    std::int64_t vocab = 0;
    bool gated_mlp = true;  // SwiGLU: gate and up (one fused GEMM of 2 f) and down
    bool qk_norm = false;
    bool rotary = true;   // rotary position embedding on q and k (false: learned positions)
    bool dropout = true;  // dropout after attention out, after the FFN and on the probabilities
};

// The shape of a catalog entry, or of a ModelSpec with the catalog's facts when its name is in
// the catalog (else: RMSNorm, q/k norms, rotary, like shapeOf). MoE: the FFN counts the top-k
// and shared experts' width (the active FLOPs); routing and all-to-all are not in this model.
LayerShape layerShapeOf(const ModelShape& shape, bool dropout);
LayerShape layerShapeOf(const ModelSpec& model, bool dropout);

struct LayerSetup {
    LayerShape shape;
    double micro_batch = 1;  // b, sequences
    double seq_len = 0;      // s, tokens on the card (s / cp with context parallelism)
    std::int64_t cp = 1;     // context parallel: the queries' s tokens attend to s cp keys
    std::int64_t tp = 1;
    bool sequence_parallel = false;
    bool flash_attention = false;
    // memory.loss_kernel = fused: the cross entropy reads the 16-bit logits once forward and
    // once backward and writes one 16-bit gradient, instead of FP32 passes (loss_memory.h).
    bool fused_loss = false;
    // TP collectives hide under the pass's matmuls: pipelined in every pass, bulk in the
    // backward passes only (parallel.tp_overlap).
    TpOverlap tp_overlap = TpOverlap::None;
    Recompute recompute = Recompute::None;
    RecomputeModules recompute_modules;  // in force (recomputeModulesInForce)
    // With recompute = full: the share of the layers it re-runs (fullRecomputeShare, Megatron's
    // block method; 1: every layer).
    double full_recompute_share = 1;
    double element_bytes = 2;  // 16-bit activations and weights
    // precision.compute = fp8 (fp8_compute.h): the layers' linear GEMMs at fp8_matmul_flop_per_s
    // (matmul_flop_per_s x R x eta) with 1-byte operands, each preceded by a cast-transpose of
    // its input (backward: of its output gradient); attention core and LM head stay 16-bit.
    bool fp8 = false;
    double fp8_matmul_flop_per_s = 0;
    // Card (catalog and efficiency_constants.h applied).
    std::string gpu;
    double peak_flop_per_s = 0;    // cluster.peak_tflops, what MFU is measured against
    bool measured_matmul = false;  // the catalog has an achievable matmul figure for it
    double matmul_flop_per_s = 0;  // achievable rate x fitted fraction
    // A GEMM tile's fixed cost in reduction steps (op_time.h, gemmDepthEfficiency).
    double gemm_k_overhead = kGemmTileOverheadK;
    // The flash-attention kernel and its forward / backward rates at this head dimension and
    // sequence length (attention_rates.h, causal), scaled by peak / datasheet; a card without a
    // published table uses flash_fraction x the achievable matmul rate for both.
    AttentionKernel attention_kernel = AttentionKernel::Flash2;
    bool measured_attention = false;
    double flash_forward_flop_per_s = 0;
    double flash_backward_flop_per_s = 0;
    // The kernel's tiles compute padded head widths (kernelHeadDim): its time is the FLOPs x
    // (padded d_qk + padded d_v) / (d_qk + d_v) at the rate above: a 112-wide head (64 heads of
    // hidden 7,168) runs as 128 (x 1.143) under FlashAttention-2 or Triton; 64- and 128-wide
    // heads are not padded.
    double attention_width_scale = 1.0;
    double hbm_bytes_per_s = 0;  // achievable
    std::int64_t sms = 0;
    LinkModel tp_link;
    double optimizer_bytes_per_param = 50;
    double kernel_launch_s = 0;  // host time per kernel launch (efficiency_constants.h)
    double step_overhead_s = 0;  // per step, fitted (efficiency_constants.h)
};

// The setup the scenario describes: shape from model.* (layerShapeOf), b, s, t, recompute,
// activations.sequence_parallel / flash_attention / dropout_masks, and the card: the catalog's
// achievable matmul figure for cluster.gpu scaled by cluster.peak_tflops / catalog peak (so the
// peak slider still moves it); a card without one uses kUnmeasuredMatmulFraction of the peak.
// TP runs on the scale-up link (cluster.scale_up_gb_per_s, like the plan) when t <=
// cluster.cards_per_host, else on the NIC (cluster.nic_gb_per_s).
LayerSetup layerSetupOf(const Scenario& scenario);
// The two link kinds of the scenario with the card's bus fraction and start-up applied: the
// scale-up domain inside a host (cluster.scale_up_gb_per_s) and the NIC (cluster.nic_gb_per_s).
// The plan uses them for pipeline messages and the DP/ZeRO collectives as well.
LinkModel scaleUpLink(const Scenario& scenario);
LinkModel nicLink(const Scenario& scenario);
LayerSetup layerSetupOf(const Scenario& scenario, const LayerShape& shape);
// Switches the setup to another attention kernel and looks its rates up again
// (`triton_backward_share` < 0: the shipped kTritonBackwardShare, attention_rates.h).
void setAttentionKernel(LayerSetup& setup, AttentionKernel kernel,
                        double triton_backward_share = -1);

// One pass on one GPU stream. total = matmul + attention + memory + exposed TP comm.
struct PassTime {
    double matmul_s = 0;         // with the shape penalty
    double matmul_ideal_s = 0;   // the same FLOPs at the achievable rate, no shape penalty
    double attention_s = 0;      // attention core GEMMs or the flash kernel
    double memory_s = 0;         // memory-bound kernels (FP8 casts included)
    double cast_s = 0;           // of memory_s: FP8 cast-transpose kernels
    double tp_comm_s = 0;        // exposed TP communication
    double tp_comm_total_s = 0;  // all of it, hidden or not
    // What the host's kernel launches add when they, not the GPU, set the pace:
    // max(0, kernels x kernel_launch_s - the other terms).
    double launch_s = 0;
    double kernels = 0;  // kernels launched (GEMMs, attention, memory-bound, collectives)
    double flops = 0;    // hardware FLOPs executed on this shard
    double bytes = 0;    // HBM bytes of the memory-bound kernels
    double total() const { return matmul_s + attention_s + memory_s + tp_comm_s + launch_s; }
};

// One layer, one micro-batch, one TP shard. The *_s totals include their exposed TP
// communication; tp_comm_s is the part of them that is exposed TP communication (for the
// waterfall; do not add it again).
struct LayerTimes {
    PassTime forward;
    PassTime backward_dx;  // input gradients (and the whole attention core backward)
    PassTime backward_dw;  // weight gradients
    PassTime recompute;    // forward work re-run before the backward
    double forward_s = 0;
    double backward_dx_s = 0;
    double backward_dw_s = 0;
    double recompute_s = 0;
    double tp_comm_s = 0;
    double backward_s() const { return backward_dx_s + backward_dw_s; }
    // What a pipeline stage runs per layer: F = forward_s, B = recompute_s + backward_s().
    double stageBackward_s() const { return recompute_s + backward_s(); }
};

// The first stage's embedding and the last stage's final norm, LM head and loss, per
// micro-batch and shard (vocabulary-parallel over t like Megatron-LM).
struct StageExtras {
    PassTime first_forward;
    PassTime first_backward;
    PassTime last_forward;
    PassTime last_backward_dx;
    PassTime last_backward_dw;
    double first_forward_s = 0;
    double first_backward_s = 0;
    double last_forward_s = 0;
    double last_backward_s = 0;  // dX + dW
};

LayerTimes predictLayerTimes(const LayerSetup& setup, Derivations* out = nullptr);
StageExtras predictStageExtras(const LayerSetup& setup, Derivations* out = nullptr);
// The optimizer step over `params_on_card` parameters: bytes per parameter / HBM bandwidth.
double optimizerStepSeconds(const LayerSetup& setup, double params_on_card);

// Warnings for cluster.efficiency_source = predicted: a card without a measured achievable
// matmul figure (the model then assumes kUnmeasuredMatmulFraction of the peak) and a card whose
// constants were never fitted to a published run. Keys name the input to look at.
Issues predictedEfficiencyWarnings(const Scenario& scenario);

// Convenience for the plan: layerSetupOf(scenario) then the two above.
LayerTimes predictLayerTimes(const Scenario& scenario, Derivations* out = nullptr);
StageExtras predictStageExtras(const Scenario& scenario, Derivations* out = nullptr);

// Every input of the layer model, compared field by field (a NaN never compares equal, so such
// a setup is simply recomputed). A field added to LayerShape, LayerSetup or LinkModel must be
// added here too, or predictedLayer() would answer for a setup it has not seen.
bool operator==(const LayerShape& a, const LayerShape& b);
bool operator==(const LinkModel& a, const LinkModel& b);
bool operator==(const LayerSetup& a, const LayerSetup& b);

// The layer model of the scenario's setup, without derivations. One evaluate() asks for it
// about a hundred times with the same setup (the plan, the predicted MFU and every point of the
// finish-vs-cards curve, the tornado and the deadline search: none of them changes the shape,
// the layout's t or the card), so the last few setups of each thread are kept and reused. The
// result is exactly what predictLayerTimes / predictStageExtras return for `setup`; shared, so
// handing it out copies no strings (an entry pushed out of the memo lives on while held).
struct PredictedLayer {
    LayerSetup setup;
    LayerTimes layer;
    StageExtras extras;
};
std::shared_ptr<const PredictedLayer> predictedLayer(const Scenario& scenario);

// One layer's forward + backward (+ recompute) from the peak down, for the MFU waterfall: each
// loss is seconds per layer per micro-batch on one shard; peak_s + the losses = the layer's
// time on the stream. Model FLOPs follow training.attention_flops (3 x the forward).
struct LayerEfficiency {
    double model_flops = 0;
    double peak_s = 0;             // model FLOPs at the datasheet peak
    double achievable_loss_s = 0;  // matmuls and attention core at the achievable rate, no shape
    double shape_loss_s = 0;       // wave and tile quantisation, the tiles' fixed cost
    double memory_loss_s = 0;      // memory-bound kernels (without the FP8 casts)
    double cast_loss_s = 0;        // FP8 cast-transpose kernels (0 with BF16)
    double tp_comm_loss_s = 0;     // exposed TP communication (forward and backward)
    double recompute_loss_s = 0;   // the recompute pass, its communication included
    double total_s = 0;
    // Efficiency of the compute itself (the plan's MFU in predicted mode; TP communication and
    // recompute are the plan's own bars): peak_s / (peak_s + achievable + shape + memory +
    // casts). With FP8 the peak is still the BF16 one (cluster.peak_tflops).
    double compute_mfu = 0;
    double layer_mfu = 0;  // peak_s / total_s
};
LayerEfficiency layerEfficiency(const LayerSetup& setup, const LayerTimes& times,
                                AttentionFlops attention, Derivations* out = nullptr);

// Model FLOPs of one layer per micro-batch and shard (forward; backward is twice that) under
// training.attention_flops-style conventions: causal counts the s(s+1)/2 pairs, full counts s^2.
double layerModelFlops(const LayerSetup& setup, bool causal_attention);

}  // namespace stepbudget
