// Results: everything evaluate() computes for one scenario, section by section, plus the
// derivation of every published number. Views and the CLI only read this.
#pragma once

#include <string_view>

#include "model/checkpoint.h"
#include "model/comm.h"
#include "model/compute.h"
#include "model/curves.h"
#include "model/derivation.h"
#include "model/issue.h"
#include "model/memory.h"
#include "model/pipeline.h"
#include "model/plan.h"
#include "model/rl.h"
#include "model/async_checkpoint.h"
#include "model/checkpoint_content.h"
#include "model/input_pipeline.h"
#include "model/interruption.h"
#include "model/interval.h"
#include "model/reshard.h"
#include "model/straggler.h"
// Issue 6: model breadth.
#include "model/activation.h"
#include "model/attention.h"
#include "model/catalog.h"
#include "model/collectives.h"
#include "model/moe.h"
#include "model/offload.h"
#include "model/recompute.h"
#include "model/scaling.h"
#include "model/sharding.h"

namespace stepbudget {

struct Results {
    Issues issues;  // non-empty: the scenario was invalid and nothing below was computed
    MemoryResults memory;
    ComputeResults compute;
    CommResults comm;
    CheckpointResults checkpoint;
    PlanResults plan;
    RlResults rl;
    Curves curves;
    PipelineResults pipeline;
    Derivations derivations;
    // Failures, checkpoints and stragglers: the long-run account (issue 5).
    CheckpointContentResults checkpoint_content;
    ReshardResults reshard;
    InputPipelineResults input;
    AsyncCheckpointResults async_checkpoint;
    IntervalResults interval;
    StragglerResults straggler;
    InterruptionResults interruptions;
    ActivationResults activation;
    RebuildResults rebuild;
    OffloadResults offload;
    ShardingResults sharding;
    CollectivesResults collectives;
    MoeResults moe;
    AttentionResults attention;
    ScalingResults scaling;
    ShapeResults shape;

    bool ok() const { return issues.empty(); }
    const Derivation* derivation(std::string_view id) const;
};

}  // namespace stepbudget
