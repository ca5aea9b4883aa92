// Why one op of a simulated pipeline starts when it does (the Gantt's click on a box): an op
// starts when both its GPU is free (its previous op there has ended) and its input is there (an
// F its activations from the stage before, a B or X its gradient from the stage after, a W its
// own X, an update every backward of the step; pipeline-event-model.md "Dependencies"). Read
// from the simulated timeline alone, never re-simulated.
#pragma once

#include <cstddef>

#include "model/base/derivation.h"
#include "model/pipeline/pipeline.h"

namespace stepbudget {

enum class OpWaitCause {
    Nothing,     // the step's first op: nothing before it
    Gpu,         // its GPU was busy with the previous op
    Activation,  // an F waited for the activations of the stage before (an A transfer)
    Gradient,    // a B or X waited for the gradient of the stage after (a G transfer)
    OwnOp,       // on the same GPU: a last stage's B its F, a W its X, a transfer its producer
    Backward,    // an update waited for every backward of the step
};

struct OpWait {
    double start_ms = 0;
    double duration_ms = 0;
    double gpu_free_ms = 0;  // when the GPU's (or link's) previous op ended; 0 for the first
    double input_ms = 0;     // when its input was there; 0 without one
    int input_gpu = -1;      // where the input came from (-1: none)
    int previous = -1;       // index of the GPU's previous op (-1: none)
    OpWaitCause cause = OpWaitCause::Nothing;
};

// `ops` sorted by start (ScheduleResult::ops); `index` < ops.size().
OpWait opWait(const SharedVector<PipelineOp>& ops, std::size_t index);
// The derivation a click on op `index` shows: id "pipeline.op.<index>", value = its start (ms),
// start = max(GPU free, input there), and in the title its stage, micro-batch, GPU, duration
// and what it waited for.
Derivation opDerivation(const SharedVector<PipelineOp>& ops, std::size_t index);

}  // namespace stepbudget
