// Results: everything evaluate() computes for one scenario, section by section, plus the
// derivation of every published number. Views and the CLI only read this.
#pragma once

#include <string_view>

#include "model/checkpoint.h"
#include "model/comm.h"
#include "model/compute.h"
#include "model/derivation.h"
#include "model/issue.h"
#include "model/memory.h"
#include "model/plan.h"
#include "model/rl.h"
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
    Derivations derivations;
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
