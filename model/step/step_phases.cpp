#include "model/step/step_phases.h"

#include <algorithm>

#include "model/checkpoint/overhead_terms.h"
#include "model/step/comm.h"

namespace stepbudget {

const char* toString(StepPhaseKind kind) {
    switch (kind) {
        case StepPhaseKind::DpHidden:
            return "dp_hidden";
        case StepPhaseKind::DpExposed:
            return "dp_exposed";
        case StepPhaseKind::InputWait:
            return "input_wait";
        case StepPhaseKind::CheckpointSave:
            return "checkpoint_save";
        case StepPhaseKind::FailureLoss:
            return "failure_loss";
        case StepPhaseKind::KvExchange:
            return "kv_exchange";
        case StepPhaseKind::AllToAll:
            return "all_to_all";
    }
    return "";
}

StepPhases stepPhases(double pipeline_s, double step_s, double input_wait_s,
                      const CommResults& comm, const OverheadTerms& terms, int zero_stage,
                      std::int64_t microbatches, double kv_link_s, double a2a_link_s) {
    StepPhases r;
    r.dp_link_s = comm.link_time_s;
    r.dp_hidden_s = std::max(0.0, comm.link_time_s - comm.exposed_s);
    r.checkpoint_save_s = step_s * terms.save;
    r.failure_loss_s = step_s * (terms.redo + terms.recovery);
    r.wall_s = step_s * (1.0 + terms.total());
    auto add = [&r](StepPhaseKind kind, double start, double length, const char* derivation,
                    std::int64_t pieces = 1, double span_end = -1) {
        if (length > 0) {
            r.phases.push_back({kind, start, start + length, pieces,
                                span_end >= 0 ? span_end : start + length, derivation});
        }
    };
    // ZeRO-2/3 issue a collective per micro-batch, prefetched under its compute: the hidden
    // time is spread over the whole pipeline. Plain DP and ZeRO-1 all-reduce the gradients once,
    // overlapped with the last backward (comm.cpp's window): the hidden part ends the pipeline.
    const bool per_microbatch = zero_stage >= 2 && microbatches > 1;
    const double hidden = std::min(r.dp_hidden_s, pipeline_s);
    add(StepPhaseKind::DpHidden, per_microbatch ? 0.0 : pipeline_s - hidden, hidden,
        "plan.dp_hidden_s", per_microbatch ? microbatches : 1, pipeline_s);
    // The KV exchange and the all-to-all run in every micro-batch's layers: m pieces over the
    // pipeline (their exposed part is already inside it).
    r.kv_link_s = kv_link_s;
    r.a2a_link_s = a2a_link_s;
    const std::int64_t pieces = std::max<std::int64_t>(1, microbatches);
    add(StepPhaseKind::KvExchange, 0.0, std::min(kv_link_s, pipeline_s), "plan.kv_exchange_link_s",
        pieces, pipeline_s);
    add(StepPhaseKind::AllToAll, 0.0, std::min(a2a_link_s, pipeline_s), "plan.all_to_all_link_s",
        pieces, pipeline_s);
    add(StepPhaseKind::DpExposed, pipeline_s, comm.exposed_s, "comm.exposed_s");
    add(StepPhaseKind::InputWait, pipeline_s + comm.exposed_s, input_wait_s, "plan.input_wait_s");
    add(StepPhaseKind::CheckpointSave, step_s, r.checkpoint_save_s,
        "plan.checkpoint_save_per_step_s");
    add(StepPhaseKind::FailureLoss, step_s + r.checkpoint_save_s, r.failure_loss_s,
        "plan.failure_loss_per_step_s");
    return r;
}

}  // namespace stepbudget
