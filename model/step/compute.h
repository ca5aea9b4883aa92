// Compute side of the plan (worked-examples §1.1–1.2): task FLOPs with the exact per-sequence
// formula, steps, per-step FLOPs, per-card compute time and the device lower bounds.
#pragma once

#include <cstdint>
#include <string>

#include "model/base/derivation.h"
#include "model/base/scenario.h"
#include "model/shape/model_flops.h"

namespace stepbudget {

struct ComputeResults {
    double matrix_params = 0;       // N_mat: N minus input embedding and norm weights
    double flops_per_sequence = 0;  // full seq_len sequence
    double full_sequences = 0;      // floor(D / s)
    double tail_tokens = 0;         // D - full * s, one shorter sequence
    double task_flops = 0;          // F for all D tokens
    double flops_per_token = 0;
    double tokens_per_step = 0;
    std::int64_t steps = 0;  // ceil(D / tokens per step)
    double flops_per_step = 0;
    double compute_s = 0;  // per card per step at `mfu`
    // The compute efficiency in force: cluster.mfu when typed; with cluster.efficiency_source =
    // predicted the per-operation model's compute efficiency (model/efficiency, layerEfficiency)
    // unless cluster.mfu_override says the typed cluster.mfu replaces it.
    double mfu = 0;
    double predicted_mfu = 0;          // 0 when typed
    double data_parallel = 1;          // cards / (tp * pp * cp)
    double microbatches_per_card = 0;  // m = ceil(global / (d * micro)), accumulation steps
    double tokens_per_s_per_card = 0;
    double required_tokens_per_s = 0;        // D over the whole deadline
    double required_train_tokens_per_s = 0;  // D over deadline - reserved
    std::int64_t min_cards_compute = 0;      // ceil(F / (P eta T_deadline))
    std::int64_t min_cards_at_peak = 0;      // same at eta = 1
    std::int64_t min_cards_capacity = 0;     // ceil(state bytes / usable memory per card)
    // precision.compute = fp8 (model/efficiency/fp8_compute.h): the linear GEMMs' share m of the
    // FLOPs and, typed, the time factor f = (1 - m) + m / (R eta) that divides the compute rate
    // P eta; 1 with bf16 and in predicted mode (whose layer times run the GEMMs at FP8 already).
    bool fp8 = false;
    double fp8_linear_share = 0;
    double fp8_time_factor = 1;
};

// The efficiency in force as text for derivations: "0.4", or "(0.4 / 0.62)" with the typed FP8
// time factor, so P x this is the card's FLOP rate.
std::string mfuText(const ComputeResults& compute);

// The per-operation model's compute efficiency of one layer (forward + backward): model FLOPs
// at the datasheet peak / (matmuls + attention core + memory-bound kernels), docs/efficiency.md.
double predictedComputeMfu(const Scenario& scenario, Derivations* out = nullptr);

ComputeResults computeCompute(const Scenario& scenario, Derivations* out = nullptr);

}  // namespace stepbudget
