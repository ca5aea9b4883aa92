// RL system side (worked-examples §11): the three-stage pipeline's effective rate and its
// bottleneck, the keep ratio above which asynchronous generation pays off, the memory of a
// shared-accelerator hand-off in two orderings, the weight-sync volume with expert parallelism,
// the importance-ratio error of a wrongly recomputed behaviour log-prob, the routing-replay
// record and KV sizes, and the survival of long trajectories.
#pragma once

#include <string>
#include <vector>

#include "model/base/derivation.h"
#include "model/base/params.h"
#include "model/base/result_fields.h"
#include "model/base/scenario.h"
#include "model/step/plan.h"

namespace stepbudget {

struct RlConfig {
    double generate_per_s = 12;
    double verify_per_s = 6;
    double learn_per_s = 8;
    double keep_fraction = 0.75;
    double generate_s = 40;
    double learn_s = 16;
    double sync_s = 4;
    // Shared-accelerator hand-off (§11): one card's memory and what each phase keeps on it.
    double card_memory_gb = 80;         // H100 SXM 80 GB = 74.506 GiB
    double train_state_gib = 40;        // training state that is released at the hand-off
    double kv_pool_gib = 24;            // generation KV pool
    double common_gib = 4;              // runtime, buffers: present in both phases
    std::int64_t expert_parallel = 16;  // receivers of a weight sync (EP degree)
    double policy_logprob = -3;         // log pi of a token under the current policy
    double recomputed_logprob = -3.25;  // the recomputed value wrongly used for mu
    double kv_value_bytes = 2;          // BF16 KV cache
    double trajectory_s = 3600;         // generation time of one long trajectory
};

// One bar of the pipeline chart: what the stage could do and what it passes on.
struct RlStage {
    std::string name;            // "generate", "verify", "learn"
    double capacity_per_s = 0;   // its own rate
    double delivered_per_s = 0;  // what leaves it (verify: x q; learn: the effective rate)
    bool bottleneck = false;
};

// One step of a hand-off ordering: what is on the card after it.
struct HandoffStep {
    std::string label;
    double bytes = 0;
    bool over_card = false;  // bytes > rl.card_memory_bytes: the bar a view draws red
};

struct RlResults {
    // The stage rates, keep ratio and cycle times are the book's §10.5 example (RlConfig's
    // defaults): an RL system's own inputs, typed, not derived from the pre-training plan.
    bool example = false;
    double effective_per_s = 0;         // min(r_l, q min(r_g, r_v))
    std::string bottleneck;             // "generate", "verify" or "learn"
    double sync_cycle_s = 0;            // generate + learn + sync
    double async_cycle_s = 0;           // max(generate, learn) + sync
    double async_break_even_keep = 0;   // q* = async / sync cycle
    double async_throughput_ratio = 0;  // (q B / async) / (B / sync) at rl.keep_fraction
    // The pipeline stages, the shared card memory hand-off and the weight sync.
    std::vector<RlStage> stages;
    std::vector<CurvePoint> async_ratio_curve;  // (q, throughput ratio), q = 0.02 .. 1
    double card_memory_bytes = 0;               // rl.card_memory_gb (74.506 GiB for 80 GB)
    double train_state_bytes = 0;
    double generation_weights_bytes = 0;  // 2 N (BF16 weights)
    double kv_pool_bytes = 0;
    double common_bytes = 0;
    double training_only_bytes = 0;          // train + common (44 GiB)
    double generation_only_bytes = 0;        // weights + KV + common (43.256 GiB)
    std::vector<HandoffStep> restore_first;  // weights and KV before releasing training state
    std::vector<HandoffStep> weights_first;  // weights, release, then KV
    double restore_first_peak_bytes = 0;     // 83.256 GiB
    double weights_first_peak_bytes = 0;     // 59.256 GiB
    bool restore_first_fits = false;
    bool weights_first_fits = false;
    double ordering_saving_bytes = 0;        // restore-first peak - weights-first peak (24 GiB)
    double sync_weight_bytes = 0;            // expert weights (MoE) or all weights, BF16 (423 GiB)
    double sync_per_receiver_bytes = 0;      // / EP (26.4 GiB)
    double sync_full_copy_bytes = 0;         // every receiver gets everything (6,768 GiB)
    double sync_sharded_total_bytes = 0;     // each receiver gets its shard (423 GiB)
    double logprob_gap = 0;                  // policy - recomputed (0.25)
    double importance_ratio = 0;             // exp(gap) (1.284)
    double routing_record_uint16_bytes = 0;  // tokens x layers x k x 2 (6 MiB)
    double routing_record_int32_bytes = 0;   // x 4 (12 MiB)
    double kv_bytes = 0;                     // 2 L kv_heads head_dim s bytes (1.125 GiB)
    double interruption_rate_per_s = 0;      // cards / card MTBF
    double trajectory_survival = 0;          // e^{-lambda t}
    std::vector<CurvePoint> survival_curve;  // (hours, survival), 0 .. 4 t
};

// The section's JSON fields in output order, each with its documentation.
const std::vector<ResultField<RlResults>>& rlResultFields();

// The section's preset keys (the registry, model/evaluate/param_registry.h, lists them).
std::vector<ParamSpec> rlParamSpecs();

RlResults computeRl(const Scenario& scenario, Derivations* out = nullptr);

}  // namespace stepbudget
