// The plan's step on one time line (one-plan.md, "Views follow the plan"): after the pipeline,
// the data-parallel / ZeRO collectives beside it (the part that hides under compute and the
// part that is exposed), the input wait, then the step's share of checkpoint saves and of
// failure losses. The last phase ends at the average wall clock per step, t_s (1 + L), the
// quantity the finish date multiplies by S (worked-examples §12), so the Gantt and the headline
// read the same seconds.
#pragma once

#include <cstdint>
#include <vector>

namespace stepbudget {

struct CommResults;
struct OverheadTerms;

enum class StepPhaseKind {
    DpHidden,        // DP/ZeRO collectives under the pipeline's compute (the link works)
    DpExposed,       // DP/ZeRO collectives the GPUs wait for after the pipeline
    InputWait,       // training.input_wait_s
    CheckpointSave,  // t_s c / tau: saves, amortised per step
    FailureLoss,     // t_s (lambda tau / 2 + lambda r): redo and restart, amortised per step
    // Inside the pipeline, on the card's links: the context-parallel KV exchange and the expert
    // all-to-all of the paced stage (hidden and exposed; the exposed part is in the stage
    // times), m pieces spread over the pipeline.
    KvExchange,
    AllToAll,
};

struct StepPhase {
    StepPhaseKind kind = StepPhaseKind::DpHidden;
    double start_s = 0;  // from the start of the step
    double end_s = 0;
    // DpHidden with ZeRO-2/3: one collective per micro-batch, so the hidden link time is m
    // equal pieces spread over the pipeline; 1 for one all-reduce at the end (ZeRO-0/1).
    std::int64_t pieces = 1;
    // Where the phase's time lies on the step: [start_s, span_end_s]. end_s - start_s is its
    // length; with pieces > 1 the pieces are spread over the pipeline, so the span ends with it.
    double span_end_s = 0;
    const char* derivation = "";  // the result key whose derivation explains the phase
};

// Per step, in seconds; phases with zero length are left out.
struct StepPhases {
    double dp_link_s = 0;    // all DP/ZeRO collective link time (comm.link_time_s)
    double dp_hidden_s = 0;  // max(0, link - exposed)
    double checkpoint_save_s = 0;
    double failure_loss_s = 0;
    double wall_s = 0;      // t_s (1 + L)
    double kv_link_s = 0;   // context parallelism: the KV exchange's link time per step
    double a2a_link_s = 0;  // expert parallelism: the all-to-all's link time per step
    std::vector<StepPhase> phases;
};

// Phase kinds' result-key names ("dp_hidden", ...), for JSON and tests.
const char* toString(StepPhaseKind kind);

// pipeline_s and step_s as the plan computed them (step_s = pipeline + exposed + input wait);
// zero_stage decides how the hidden collectives are spread; microbatches their pieces.
// kv_link_s and a2a_link_s: the paced stage's KV exchange and all-to-all link time per step (0
// without context / expert parallelism).
StepPhases stepPhases(double pipeline_s, double step_s, double input_wait_s,
                      const CommResults& comm, const OverheadTerms& terms, int zero_stage,
                      std::int64_t microbatches, double kv_link_s = 0, double a2a_link_s = 0);

}  // namespace stepbudget
