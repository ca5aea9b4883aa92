// The data input pipeline (worked-examples §8): how many sequences per second the deadline and
// the cards need, whether the CPU preparation workers keep up, and the token-id bandwidth.
#pragma once

#include <cstdint>

#include "model/base/derivation.h"
#include "model/base/result_fields.h"
#include "model/base/scenario.h"
#include "model/step/compute.h"
#include "model/step/plan.h"

namespace stepbudget {

struct InputPipelineResults {
    double required_tokens_per_s = 0;  // D over (deadline - reserved): 46,296
    double required_seq_per_s = 0;     // / seq_len: 5.65
    double token_id_bytes_per_s = 0;   // required tokens x id bytes: 0.37 MB/s for int64
    // What the cards consume when input is never late: the step without input wait (52.3 s).
    double step_without_input_s = 0;
    double demand_seq_per_s = 0;            // global batch / that step: 384 / 52.3 = 7.34
    double supply_seq_per_s = 0;            // workers x per-worker rate: 4 x 2 = 8
    bool keeps_up = false;                  // supply >= demand
    std::int64_t workers_needed = 0;        // ceil(demand / per-worker): 4
    std::int64_t workers_for_deadline = 0;  // ceil(required seq/s / per-worker): 3
};

// `plan`: its step less the input wait is what the cards consume.
InputPipelineResults computeInputPipeline(const Scenario& scenario, const ComputeResults& compute,
                                          const PlanResults& plan, Derivations* out = nullptr);

// The section's JSON fields in output order (model/base/result_fields.h).
const std::vector<ResultField<InputPipelineResults>>& inputResultFields();

}  // namespace stepbudget
