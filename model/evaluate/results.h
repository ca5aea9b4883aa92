// Results: everything evaluate() computes for one scenario, section by section, plus the
// derivation of every published number. Views and the CLI only read this.
#pragma once

#include <string_view>

#include "model/base/derivation.h"
#include "model/base/issue.h"
#include "model/base/section.h"
#include "model/checkpoint/checkpoint_cost.h"
#include "model/evaluate/curves.h"
#include "model/evaluate/mfu_waterfall.h"
#include "model/evaluate/verdicts.h"
#include "model/memory/memory.h"
#include "model/memory/recompute.h"
#include "model/memory/sharding.h"
#include "model/pipeline/pipeline.h"
#include "model/shape/catalog.h"
#include "model/step/comm.h"
#include "model/step/compute.h"
#include "model/step/input_pipeline.h"
#include "model/step/layout.h"
#include "model/step/plan.h"

namespace stepbudget {

// Sections behind Section<T> (model/base/section.h): defined in their topic header, which only
// the files that read them include.
struct ActivationResults;
struct AsyncCheckpointResults;
struct AttentionResults;
struct CheckpointContentResults;
struct CheckpointResults;
struct CollectivesResults;
struct InterruptionResults;
struct IntervalResults;
struct MoeResults;
struct OffloadResults;
struct ReshardResults;
struct RlResults;
struct ScalingResults;
struct StragglerResults;

struct Results {
    Issues issues;    // non-empty: the scenario was invalid and nothing below was computed
    Issues warnings;  // the plan runs, but not as typed (evaluate/plan_warnings.h)
    LayoutResults layout;
    MemoryResults memory;
    ComputeResults compute;
    CommResults comm;
    Section<CheckpointResults> checkpoint;
    // What other topics and views read of the checkpoint section (the same doubles), so they do
    // not include model/checkpoint/checkpoint.h, which changes with every checkpoint key.
    CheckpointCost checkpoint_cost;
    PlanResults plan;
    Section<RlResults> rl;
    Curves curves;
    PipelineResults pipeline;
    MfuWaterfall waterfall;  // peak to achieved, one bar per loss
    Derivations derivations;
    // Every judgement a view shows or colours by, with its derivation (evaluate/verdicts.h).
    Verdicts verdicts;
    // Failures, checkpoints and stragglers: the long-run account.
    Section<CheckpointContentResults> checkpoint_content;
    Section<ReshardResults> reshard;
    InputPipelineResults input;
    Section<AsyncCheckpointResults> async_checkpoint;
    Section<IntervalResults> interval;
    Section<StragglerResults> straggler;
    Section<InterruptionResults> interruptions;
    Section<ActivationResults> activation;
    RebuildResults rebuild;
    Section<OffloadResults> offload;
    ShardingResults sharding;
    Section<CollectivesResults> collectives;
    Section<MoeResults> moe;
    Section<AttentionResults> attention;
    Section<ScalingResults> scaling;
    ShapeResults shape;

    bool ok() const { return issues.empty(); }
    const Derivation* derivation(std::string_view id) const;
    const Verdict* verdict(std::string_view id) const { return findVerdict(verdicts, id); }
    // Whether verdict `id` is good; false when there is none (an invalid scenario).
    bool good(std::string_view id) const {
        const Verdict* v = verdict(id);
        return v != nullptr && v->good();
    }
};

}  // namespace stepbudget
