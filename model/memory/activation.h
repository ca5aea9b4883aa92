// Activation memory from the architecture (Korthikanti et al. 2022, "Reducing Activation
// Recomputation in Large Transformer Models", Table 2), term by term, for every recompute mode.
//
// Per layer and micro-batch, 16-bit values, no parallelism:  sbh (34 + 5as/h)
//   tensor parallel t:            sbh (10 + 24/t + 5as/(ht))
//   + sequence parallel:          sbh (34/t + 5as/(ht))
//   selective recompute:          sbh (10 + 24/t)   (TP)     34 sbh / t   (TP + SP)
//     (the attention core, Megatron-Core's default module; other modules drop other terms,
//     model/memory/recompute_modules.h)
//   full recompute:               2 sbh             (the layer input only)
// The first pipeline stage holds p micro-batches; interleaving with v chunks multiplies that by
// 1 + (p-1)/(pv).
//
// StepBudget generalises the terms to GQA, SwiGLU and MoE (derived, not in the paper):
//   Q and the attention output are heads*head_dim wide, K and V kv_heads*head_dim wide (GQA
//   shrinks the K and V terms by kv_heads/heads; for MHA with heads*head_dim = h they are the
//   paper's 2sbh each); the FFN stores 3 tensors of width f when gated (gate, up, their product)
//   and 2 when not (4h GeLU: the paper's 8sbh + 8sbh); a MoE layer stores them for the top_k +
//   shared experts each token visits, plus the k dispatched copies of its input (capacity
//   padding not counted).
//   Without dropout the three masks go and the softmax output doubles as the input of the
//   product with V: the score term is 2as/h instead of 5as/h, the sbh coefficient 32 instead of 34.
//   Flash attention stores no s x s scores, only a 4-byte log-sum-exp per head and token.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "model/base/derivation.h"
#include "model/base/result_fields.h"
#include "model/base/scenario.h"
#include "model/memory/activation_cost.h"

namespace stepbudget {

// Activation memory from the architecture (Korthikanti et al. 2022, Table 2) and the book's
// selective-recompute example (§4). The conventions are explicit so the derivation can say which
// are in force.
// The keys other topics read (source, value_bytes, dropout_masks, flash_attention,
// sequence_parallel, virtual_stages, rebuild_tokens, rebuild_value_bytes) are in
// ActivationSettings (model/memory/activation_cost.h); the rest only this topic reads.
struct ActivationConfig : ActivationSettings {
    // What the activation section (the Activations tab) computes: plan = the plan's s, b, t, p;
    // example = the book's §3.2 / §4 common case: one micro-batch of rebuild_tokens tokens at
    // rebuild_value_bytes, t = 1, pipeline.stages stages, pipeline.microbatches micro-batches.
    // The memory peak always uses the plan (ActivationSettings::source).
    SectionSource inputs = SectionSource::Plan;
    bool full_checkpoint_sharded = false;  // full recompute keeps 2sbh/t instead of 2sbh
};

// One stored tensor of a layer's forward pass, for one micro-batch on one card.
struct ActivationTerm {
    std::string id;              // stable: "attn_norm_input", "query", "softmax_output", ...
    std::string label;           // English; the app translates by id
    double bytes = 0;            // under the configured tp / sequence parallel / dropout / flash
    double sbh_coefficient = 0;  // bytes / (s b h): the number Korthikanti's Table 2 adds up
    bool tp_sharded = false;     // divided by t by tensor parallelism alone
    // The Megatron-Core module whose selective recompute drops it ("core_attn", "layernorm",
    // "mlp", "moe_act", "mla_up_proj"; "" = stored under every module; recompute_modules.h).
    std::string recompute_module;
    // Stored under selective recompute with the plan's modules (parallel.recompute_*); false:
    // dropped after the forward and rebuilt before the backward.
    bool kept_by_selective = true;
};

// Per-layer total under one recompute mode: a bar of the per-layer breakdown.
struct ActivationMode {
    Recompute mode = Recompute::None;
    double per_layer_bytes = 0;
    double sbh_coefficient = 0;
    double stage_peak_bytes = 0;  // the busiest pipeline stage on one card in this mode
};

struct ActivationResults {
    // activations.source = architecture and the section shows the plan: memory.peak uses
    // peak_bytes (an example's bytes never enter the peak).
    bool in_force = false;
    bool example = false;     // activations.inputs = example: the book's inputs, not the plan
    std::string conventions;  // which options are in force, in words (also in the derivation)
    double tokens_per_microbatch = 0;  // s b / cp: one card's tokens of a micro-batch
    double tp = 1;
    double pp = 1;
    std::vector<ActivationTerm> terms;      // per layer, no recompute
    ActivationTerm full_checkpoint;         // what full recompute keeps per layer
    std::array<ActivationMode, 3> modes{};  // none, selective, full
    Recompute mode = Recompute::None;       // parallel.recompute
    double per_layer_bytes = 0;             // in that mode
    double sbh_coefficient = 0;
    double layers_per_stage = 0;        // ceil(L / p)
    double microbatches_in_flight = 0;  // first stage: min(p, m)
    double interleave_factor = 1;       // 1 + (p-1)/(p v), 1 without interleaving
    double embedding_bytes = 0;         // first stage, per micro-batch (dropout mask)
    double output_layer_bytes = 0;      // last stage, per micro-batch: norm, head, FP32 logits
    double first_stage_bytes = 0;
    double last_stage_bytes = 0;
    double peak_bytes = 0;  // max(first, last): what the peak adds per card
    // Extra FLOPs of a recompute mode as a share of the step's FLOPs: selective re-runs its
    // modules' forward matmul FLOPs (recomputeForwardFlops: the attention core by default),
    // full the whole forward (1/3 of forward + backward).
    double selective_extra_flops_fraction = 0;
    double full_extra_flops_fraction = 0;
    // The share of a stage's layers full recompute covers (parallel.recompute_layers; 1 for
    // every layer): the full mode's bytes and extra FLOPs above are of that share.
    double full_recompute_share = 1;
};

ActivationResults computeActivation(const Scenario& scenario, Derivations* out = nullptr);
// The scenario the activation section is computed for: `scenario` itself, or with
// activations.inputs = example the book's common case built from it.
Scenario activationScenario(const Scenario& scenario);

// What a chart element of the Activations tab asks for on click: "activation.term.<term id>"
// (one stored tensor of a layer, c s b h) or "activation.mode.<none|selective|full>" (the
// busiest stage under that recompute mode). Computed on request for the section's inputs;
// nullopt for an id that names no element.
std::string activationTermId(const std::string& term_id);
std::string activationModeId(Recompute mode);
std::optional<Derivation> activationElementDerivation(const Scenario& scenario,
                                                      const std::string& id);

// The section's JSON fields in output order (model/base/result_fields.h).
const std::vector<ResultField<ActivationResults>>& activationResultFields();

}  // namespace stepbudget
