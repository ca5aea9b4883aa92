// Megatron-Core's selective-recompute modules (--recompute-granularity selective
// --recompute-modules ...; megatron/core/transformer/transformer_layer.py, moe/experts.py,
// multi_latent_attention.py): which forward work a selective plan drops after the forward and
// re-runs before the backward. The activation terms (activation.cpp) name the module that drops
// each stored tensor, and the time model (layer_time.cpp recomputePass, layout.cpp's typed
// FLOPs) re-runs exactly the same modules' forward work, so memory and time read one set.
//
//   core_attn    the attention core: scores, softmax, dropout (Korthikanti et al. 2022 §4.2;
//                Megatron's default module list). With flash attention almost nothing of it is
//                stored, but Megatron-Core still re-runs the module's forward (attention.py,
//                _checkpointed_attention_forward), and so does the time model.
//   layernorm    input_layernorm and pre_mlp_layernorm: their outputs (the QKV and FFN-up
//                linears' inputs) are dropped; the norms' inputs (the residual) stay.
//   mlp          the dense MLP only (`if not isinstance(self.mlp, MoELayer)`): its internal
//                tensors (fc1 outputs, the activation's output); its input stays.
//   moe_act      the routed experts' activation function: its output, fc2's input, is dropped;
//                fc1's output stays. Shared experts are an MLP of their own (module
//                shared_experts, not modelled).
//   mla_up_proj  MLA's q and kv up-projections and rotary: the per-head q, k, v are dropped, the
//                normalised latents stay (the latents' norms run outside the checkpoint).
// Not modelled: "moe" (the whole MoE layer, which re-runs the dispatch all-to-all) and
// "shared_experts".
#pragma once

#include <string>

#include "model/base/scenario.h"

namespace stepbudget {

enum class RecomputeModule { None, CoreAttn, Norms, Mlp, MoeAct, MlaUpProj };

// Stable name (Megatron's module name): "", "core_attn", "layernorm", "mlp", "moe_act",
// "mla_up_proj".
const char* toString(RecomputeModule module);

// The modules a plan's selective recompute re-runs: the parallel.recompute_* keys when
// parallel.recompute = selective and the model has that kind of layer (mla_up_proj needs MLA,
// mlp a dense-FFN layer, moe_act a MoE layer); none otherwise.
// A default set is Megatron's default module list, ["core_attn"].
struct RecomputeModules {
    bool core_attn = true;
    bool norms = false;
    bool mlp = false;
    bool moe_act = false;
    bool mla_up_proj = false;
    bool drops(RecomputeModule module) const;
    static RecomputeModules none() {
        RecomputeModules m;
        m.core_attn = false;
        return m;
    }
    bool any() const { return core_attn || norms || mlp || moe_act || mla_up_proj; }
    bool operator==(const RecomputeModules& o) const {
        return core_attn == o.core_attn && norms == o.norms && mlp == o.mlp &&
               moe_act == o.moe_act && mla_up_proj == o.mla_up_proj;
    }
};

// The module set of the parallel.recompute_* keys as selective recompute would apply them to
// this model, whatever parallel.recompute is (the Activations tab's selective bar shows it
// under any mode).
RecomputeModules selectiveModules(const Scenario& scenario);
// The set in force: selectiveModules with parallel.recompute = selective, else none.
RecomputeModules recomputeModulesInForce(const Scenario& scenario);

// The layer kinds a module applies to (for the set above and the plan warnings; MLA: isMla).
bool hasDenseFfnLayer(const ModelSpec& model);
bool hasMoeLayer(const ModelSpec& model);

// Forward matmul FLOPs one sequence re-runs per layer under `modules` (the typed-efficiency
// path; memory-bound work — norms, activation functions, rotary — carries no matmul FLOPs):
//   every layer: core_attn 2 (heads d_core) s (s+1) (the causal attention core, as
//                sequenceFlops counts it); mla_up_proj 2 s heads (q_lora d_qk + kv_lora (d + d_v))
//                (q_lora = 0: h instead of q_lora, the query straight from the hidden state);
//   a dense-FFN layer: mlp 2 s (2 or 3) h f (SwiGLU: gate, up and down; GeLU: up and down).
struct RecomputeFlops {
    double every_layer = 0;
    double dense_layer = 0;  // on top of every_layer, in a dense-FFN layer
};
RecomputeFlops recomputeForwardFlops(const ModelSpec& model, const RecomputeModules& modules,
                                     double seq_len);

// "core_attn, layernorm" (Megatron's names), "none" for the empty set.
std::string modulesText(const RecomputeModules& modules);

}  // namespace stepbudget
