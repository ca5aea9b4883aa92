// Resident training state and the per-card memory budget (worked-examples §2.1–2.3, §6):
// bytes per parameter by format, ZeRO-0..3 per card, peak = resident + activation/buffer budget,
// and the two remedies when it does not fit (recompute the excess, or add cards).
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "model/base/derivation.h"
#include "model/base/scenario.h"
#include "model/memory/overheads.h"

namespace stepbudget {

// One bar of the memory stack: resident state split by kind, plus the activation budget.
struct MemoryStack {
    double weights_bytes = 0;  // the dense and attention weights (all of them for a dense model)
    // The routed experts' weights (expert parallelism: N_e / (p ep t_e) on a card, sharded over
    // the expert data-parallel group at ZeRO-3); their gradients, master copy and Adam state are
    // in the parts below with the dense ones'.
    double expert_weights_bytes = 0;
    double grads_bytes = 0;
    double master_bytes = 0;
    double adam_m_bytes = 0;
    double adam_v_bytes = 0;
    double extra_bytes = 0;  // activations + buffers (parallel.extra_memory_gib)
    // precision.compute = fp8: the FP8 operand copy of the card's weights (dense and routed
    // experts), (1 + 4/16384) bytes per parameter, sharded with the weights at ZeRO-3; 0 with
    // bf16. Not training state (no
    // checkpoint, no gradient): counted in the peak beside the resident state.
    double fp8_copy_bytes = 0;
    // memory.runtime_overheads on: the memory beyond the tensors at this ZeRO stage (what the loss
    // adds on the last stage, the largest op's temporaries, fragmentation and the runtime
    // context; model/memory/overheads.h); 0 when off.
    double overhead_bytes = 0;
    double resident() const {
        return weights_bytes + expert_weights_bytes + grads_bytes + master_bytes + adam_m_bytes +
               adam_v_bytes;
    }
    double total() const { return resident() + fp8_copy_bytes + extra_bytes + overhead_bytes; }
};

struct MemoryResults {
    double state_bytes_per_param = 0;     // 16 for mixed-precision Adam, 18 with FP32 gradients
    double persistent_bytes = 0;          // state bytes x N, the unsharded total
    double bf16_weight_bytes = 0;         // 2 N, what inference needs
    double fp8_operand_bytes = 0;         // N (1 + 4/16384): FP8 copy with a 128x128 block scale
    double fp8_copy_bytes_per_param = 0;  // 1 + 4/16384 with precision.compute = fp8, else 0
    double model_shard = 1;               // tp x pp: each card holds N / (tp pp) of the model
    double data_parallel = 1;             // d cp = cards / (tp pp): the ZeRO group
    // Expert parallelism (model/base/parallel_groups.h): the routed experts' N_e parameters sit
    // N_e / (p ep t_e) on a card, sharded over the expert data-parallel group cards / (p ep t_e);
    // the other N - N_e over tp pp and the ZeRO group above. 0 / 1 for a dense model.
    double expert_params = 0;                              // N_e
    double expert_params_per_card = 0;                     // N_e / (p ep t_e)
    double dense_params_per_card = 0;                      // (N - N_e) / (tp pp)
    double expert_shard = 1;                               // p ep t_e
    double expert_data_parallel = 1;                       // cards / (p ep t_e)
    std::array<double, 4> zero_resident_bytes_per_card{};  // ZeRO-0..3 at d
    std::array<MemoryStack, 4> zero_stacks{};
    double resident_bytes_per_card = 0;  // at parallel.zero_stage
    double extra_bytes_per_card = 0;
    double fp8_copy_bytes_per_card = 0;  // precision.compute = fp8, at parallel.zero_stage
    // Memory beyond the tensors (memory.runtime_overheads): the layout's terms and their parts of
    // the peak at parallel.zero_stage; overhead_bytes_per_card = 0 when off.
    MemoryOverheads overheads;
    OverheadPeak overhead;
    double overhead_bytes_per_card = 0;
    double peak_bytes_per_card = 0;
    double usable_bytes_per_card = 0;
    double margin_bytes = 0;  // usable - peak (negative when over)
    bool fits = false;
    double over_bytes = 0;  // max(0, peak - usable): what recompute/offload must remove
    // Smallest card count at the current ZeRO stage for which resident + extra fits; 0 when no
    // count can (the replicated part alone is too large).
    std::int64_t min_cards_to_fit = 0;
    // Which conventions are in force.
    std::string convention;               // precision.convention: "fields", "book-16", ...
    std::string bytes_per_param_formula;  // at parallel.zero_stage, e.g. "2 + 14/d", "6 + 12/d"
    double bytes_per_param_per_card = 0;  // that formula at d: resident / (N / (tp pp))
    std::string extra_source;             // "budget" (parallel.extra_memory_gib) or "architecture"
    // The plan's pipeline (p > 1, activations.source = architecture, pipeline.source = plan):
    // the activation term is the simulated peak of the heaviest stage, saved activations of the
    // micro-batches in flight plus message buffers (pipeline-event-model.md "Memory
    // accounting"); -1 when the closed form (or the budget) is in force.
    std::int64_t activation_stage = -1;  // 0-based stage whose simulated peak is the term
    bool activation_simulated = false;
};

// The simulated per-stage activation peak that replaces the closed form (see above).
struct SimulatedActivation {
    double peak_bytes = 0;    // the heaviest stage's simulated peak, bytes
    std::int64_t stage = 0;   // 0-based
    std::int64_t stages = 1;  // p, for the derivation
    std::string schedule;     // the simulated schedule, for the derivation
};

double stateBytesPerParam(const Precision& precision);
// ZeRO stage k per-card resident bytes for params_per_card parameters over d shards:
// M0 = sN, M1 = (w+g)N + (m+o)N/d, M2 = wN + (g+m+o)N/d, M3 = sN/d  (§2.3).
MemoryStack zeroStack(const Precision& precision, int stage, double params, double d);
// The routed experts' state on a card joins the dense stack: their weights as a part of their
// own, gradients, master and Adam state in the common parts.
void addExperts(MemoryStack& stack, const MemoryStack& experts);
// A card's resident stack at ZeRO `stage`: its dense parameters sharded over d and its routed
// experts over d_e (zeroStack of each, addExperts).
MemoryStack cardStack(const Precision& precision, int stage, double dense_params, double d,
                      double expert_params, double d_e);

// precision.compute = fp8: bytes per parameter of the FP8 operand copy, 1 B per weight plus an
// FP32 scale per 128 x 128 block (DeepSeek-V3 §3.3).
inline constexpr double kFp8CopyBytesPerParam = 1.0 + 4.0 / 16384.0;
// The FP8 copy on a card at ZeRO stage `stage`: dense and routed-expert parameters per card,
// replicated below ZeRO-3 and sharded with the weights at ZeRO-3 (dense over d, experts over
// d_e). `bytes_per_param` 0 (bf16) gives 0.
double fp8CopyBytes(double bytes_per_param, int stage, double dense_params, double d,
                    double expert_params, double d_e);

MemoryResults computeMemory(const Scenario& scenario, Derivations* out = nullptr,
                            const SimulatedActivation* simulated = nullptr);

}  // namespace stepbudget
