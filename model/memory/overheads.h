// Memory beyond the tensors (memory.runtime_overheads, docs/memory.md): what a framework's
// peak holds on top of the resident state and the saved activations.
//   (a) runtime context and library workspace per card: CUDA context, cuBLAS/cuDNN workspace and
//       NCCL buffers, by GPU family (runtimeContext(), sources in docs/memory.md);
//   (b) the loss's FP32 buffers on the last pipeline stage: the gradients of the log-probabilities
//       and of the logits, 8 s b V / (t cp) bytes, beside the 4 s b V / t FP32 logits the
//       activation term already saves (PyTorch cross_entropy = log_softmax + nll_loss);
//   (c) the temporary buffers of the largest op: the FFN backward's 16-bit gradients of its widest
//       tensors (or the attention backward's), the layer rebuilt for its backward under full
//       recompute, and at ZeRO-3 the gathered 16-bit weights of the current and the prefetched
//       layer and the layer's unsharded gradient;
//   (d) the caching allocator's fragmentation, a fraction of the dynamic bytes (activations, loss,
//       temporaries), fitted once to published measured peaks (data/published_memory.json).
// Off (the default), the peak is the tensors alone, as the book counts them.
#pragma once

#include <string>

#include "model/base/scenario.h"

namespace stepbudget {

// (a) per card, by GPU family: not fitted, from the sources in docs/memory.md.
struct RuntimeContext {
    std::string family;                  // "Hopper", "Blackwell", "Ampere", "Consumer"
    double cuda_context_bytes = 0;       // driver context with lazy module loading
    double library_workspace_bytes = 0;  // cuBLAS + cuDNN workspaces
    double nccl_bytes = 0;               // NCCL channel buffers of the plan's communicators
    double total_bytes() const { return cuda_context_bytes + library_workspace_bytes + nccl_bytes; }
};
RuntimeContext runtimeContext(const std::string& gpu);

// (d) the fitted fragmentation fraction (validate-model --memory-fit prints the fit).
double fragmentationFraction();

// The layout's overhead terms (not yet the fragmentation, which needs the activation term).
struct MemoryOverheads {
    bool included = false;                // memory.runtime_overheads
    RuntimeContext context;               // (a)
    double loss_bytes = 0;                // (b) 8 s b V / (t cp), on the last stage
    double ffn_gradient_bytes = 0;        // (c) widest FFN backward gradients, 2 B values
    double attention_gradient_bytes = 0;  // (c) attention backward's temporaries
    double zero3_gather_bytes = 0;        // (c) ZeRO-3: (2 w16 + g) N_layer / t, 0 below ZeRO-3
    // (c) full recompute: the one layer whose activations are rebuilt for its backward (its
    // activations without recompute); 0 otherwise (selective rebuilds only the attention core,
    // which flash attention never stores).
    double recompute_layer_bytes = 0;
    double largest_op_bytes = 0;        // (c) max(ffn, attention) + recomputed layer + zero3 gather
    double fragmentation_fraction = 0;  // (d)
};
MemoryOverheads memoryOverheads(const Scenario& scenario);
// The ZeRO-3 gather part of (c) at ZeRO `stage` (0 below 3 or with d = 1):
// (2 w16 + g) x zero3LayerParamsPerCard.
double zero3GatherBytes(const Scenario& scenario, int stage);
// The parameters one card gathers for the largest layer under ZeRO-3 / FSDP: a dense layer's
// (attention + FFN) / t, or a MoE layer's (attention + shared experts + router) / t plus its own
// E / ep routed experts / t_e. Each expert-parallel rank gathers only its experts, over the
// expert data-parallel group; the other ranks' experts never reach the card.
double zero3LayerParamsPerCard(const Scenario& scenario);
// One layer's parameters on a card, on average over the layers: the dense and attention part
// (N - embeddings - N_e) / t and the card's routed experts N_e / (ep t_e), over L. A dense
// model's (N - embeddings) / (L t).
double averageLayerParamsPerCard(const Scenario& scenario);

// The peak's parts beyond the resident state for one plan, given the heaviest stage's activation
// term and the last stage's (where the loss runs).
struct OverheadPeak {
    double activation_bytes = 0;  // max(heaviest, last + loss); the heaviest when not included
    double loss_extra_bytes = 0;  // activation_bytes - heaviest: what the loss adds to the peak
    double largest_op_bytes = 0;
    double fragmentation_bytes = 0;  // fraction x (activation_bytes + largest_op_bytes)
    double context_bytes = 0;
    // Everything beyond the resident state and the heaviest stage's activations.
    double overhead_bytes() const {
        return loss_extra_bytes + largest_op_bytes + fragmentation_bytes + context_bytes;
    }
};
OverheadPeak overheadPeak(const MemoryOverheads& overheads, double heaviest_activation_bytes,
                          double last_stage_activation_bytes, double largest_op_bytes);

// The last pipeline stage's activation term in the closed form (the typed budget when
// activations are typed): where (b) lands.
double lastStageActivationBytes(const Scenario& scenario);

}  // namespace stepbudget
