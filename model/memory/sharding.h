// "Doubling the shard count halves the state, not the peak" (worked-examples §2.4). Sharding
// divides only the resident state; the full-weight buffers and other tensors of the running
// module do not depend on the card count, so the peak falls by less.
//
// Measured (FSDP2 on CPU, PyTorch 2.14, 512 -> 1536 -> 512 SwiGLU, 3 AdamW steps;
// experiments/ch10/10-01/fsdp-cpu): 2 processes 18 MiB state, 39.156 MiB peak; 4 processes
// 9 MiB state, 30.141 MiB peak.
#pragma once

#include "model/base/derivation.h"
#include "model/base/scenario.h"
#include "model/memory/memory.h"

namespace stepbudget {

// Two measurements at d and 2d shards: what halves and what does not.
struct ShardingStep {
    double state_before_bytes = 0;
    double state_after_bytes = 0;
    double peak_before_bytes = 0;
    double peak_after_bytes = 0;
    double state_reduction = 0;  // 1 - after / before (0.5 when the state halves)
    double peak_reduction = 0;   // 1 - after / before (0.23 in the experiment)
    double other_bytes = 0;      // peak - state at 2d: what sharding does not touch (~21 MiB)
};

struct ShardingResults {
    ShardingStep experiment;  // the FSDP2 measurement
    ShardingStep scenario;    // this plan: data_parallel d -> 2d at parallel.zero_stage
};

ShardingStep shardingStep(double state_before, double peak_before, double state_after,
                          double peak_after);

ShardingResults computeSharding(const Scenario& scenario, const MemoryResults& memory,
                                Derivations* out = nullptr);

}  // namespace stepbudget
