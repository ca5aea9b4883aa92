#include "model/evaluate/evaluate.h"
#include "model/base/text_concat.h"
#include "model/base/tr_noop.h"

#include <algorithm>
#include <iterator>

#include "model/checkpoint/async_checkpoint.h"
#include "model/checkpoint/checkpoint.h"
#include "model/checkpoint/checkpoint_content.h"
#include "model/checkpoint/interval.h"
#include "model/checkpoint/reshard.h"
#include "model/evaluate/finish_vs_cards.h"
#include "model/evaluate/plan_warnings.h"
#include "model/evaluate/validate.h"
#include "model/memory/activation.h"
#include "model/memory/activation_cost.h"
#include "model/memory/offload.h"
#include "model/moe/attention.h"
#include "model/moe/moe.h"
#include "model/pipeline/pipeline_rules.h"
#include "model/reliability/interruption.h"
#include "model/reliability/straggler.h"
#include "model/rl/rl.h"
#include "model/step/collectives.h"
#include "model/step/scaling.h"

namespace stepbudget {

const Derivation* Results::derivation(std::string_view id) const {
    for (const Derivation& d : derivations) {
        if (d.id == id) {
            return &d;
        }
    }
    for (const Derivation& d : waterfall.derivations) {
        if (d.id == id) {
            return &d;
        }
    }
    return nullptr;
}

std::int64_t evaluationPipelineOps(const Scenario& scenario) {
    if (!validate(scenario).empty()) {
        return 0;
    }
    std::int64_t ops = 0;
    const bool plan_section = scenario.pipeline.source == PipelineSource::Plan;
    if (!plan_section) {
        ops += pipelineSimulationOps(scenario.pipeline);
    }
    if (scenario.parallel.pp > 1) {
        // Op counts and schedule rules need the times only, not the activation bytes.
        const PipelineConfig plan =
            planPipelineTimes(scenario, computeLayout(scenario, computeCompute(scenario)));
        ops += plan_section ? pipelineSimulationOps(plan) : pipelineOpCount(plan, plan.schedule);
    }
    return ops;
}

Results evaluate(const Scenario& scenario) {
    return evaluate(scenario, EvaluateScope::Full);
}

Results evaluate(const Scenario& scenario, EvaluateScope scope) {
    Results r;
    r.issues = validate(scenario);
    if (!r.ok()) {
        return r;
    }
    Derivations* d = &r.derivations;
    // Room for every shipped preset's derivations, so they are appended without a reallocation;
    // tst_derivation_arithmetic fails when a preset publishes more than this.
    d->reserve(256);
    r.compute = computeCompute(scenario, d);
    // One plan (one-plan.md): the layout's per-stage times drive the configured schedule, and
    // its makespan is the step's pipeline part. The pipeline section shows that simulation
    // unless pipeline.source selects the typed example; its derivations keep their place. The
    // DP/ZeRO collectives overlap the compute the layout's KV exchange and all-to-all leave.
    Derivations layout_derivations;
    r.layout = computeLayout(scenario, r.compute, &layout_derivations);
    r.comm = computeComm(scenario, r.compute, d, layoutBusyShare(r.layout, r.compute));
    r.checkpoint = computeCheckpoint(scenario, d);
    r.checkpoint_cost = checkpointCost(scenario, r.checkpoint);
    d->insert(d->end(), std::make_move_iterator(layout_derivations.begin()),
              std::make_move_iterator(layout_derivations.end()));
    Derivations pipeline_derivations;
    pipeline_derivations.reserve(32);  // the pipeline section's ~25, moved into d below
    const bool plan_pipeline = scenario.pipeline.source == PipelineSource::Plan;
    PlanStep step;
    const std::string limit = planPipelineLimit(scenario, r.layout);
    if (plan_pipeline && scenario.parallel.pp > 1 && !limit.empty()) {
        step = planStep(scenario, r.compute, r.layout);
        r.pipeline = unsimulatedPipeline(scenario.pipeline.schedule, limit);
    } else if (plan_pipeline && scenario.parallel.pp > 1) {
        PipelineConfig config = planPipelineConfig(scenario, r.layout);
        const double spread = spreadTypedActivations(scenario, config);
        r.pipeline = scope == EvaluateScope::Plan
                         ? computeConfiguredPipeline(config, &pipeline_derivations)
                         : computePipeline(config, &pipeline_derivations);
        if (spread != 1.0) {
            const double typed_bytes = planActivationBytes(scenario);
            pipeline_derivations.push_back(
                {"pipeline.typed_activation_scale",
                 QT_TRANSLATE_NOOP("Derivation", "Typed activations spread over the schedule"),
                 "k = parallel.extra_memory_gib / heaviest stage's peak from the architecture; "
                 "every saved and message byte x k",
                 concat(fmt(typed_bytes, 12), " / ", fmt(typed_bytes / spread, 12)), spread, ""});
        }
        step = planStep(scenario, r.compute, r.layout, &r.pipeline.configured);
    } else {
        step = planStep(scenario, r.compute, r.layout);
        r.pipeline = plan_pipeline ? oneStagePipeline(scenario, r.layout, step)
                                   : computePipeline(scenario.pipeline, &pipeline_derivations);
    }
    // Memory after the pipeline: with the plan's pipeline simulated and activations from the
    // architecture, the activation term is the heaviest stage's simulated peak (one-plan.md).
    // Its derivations go first, where they always were.
    {
        SimulatedActivation sim;
        const ScheduleResult& sched = r.pipeline.configured;
        const bool simulated = plan_pipeline && scenario.parallel.pp > 1 && limit.empty() &&
                               sched.runnable && !sched.peak_bytes.empty();
        if (simulated) {
            const auto heaviest =
                std::max_element(sched.peak_bytes.begin(), sched.peak_bytes.end());
            sim.peak_bytes = static_cast<double>(*heaviest);
            sim.stage = heaviest - sched.peak_bytes.begin();
            sim.stages = scenario.parallel.pp;
            sim.schedule = toString(sched.schedule);
        } else if (scenario.parallel.pp > 1 && limit.empty() && step.peak_simulated) {
            // The pipeline tab shows the book's example, but the plan's memory is still its own
            // schedule's simulated peak (planStep simulated it to time the step), as the
            // search counts it: one plan, one peak.
            sim.peak_bytes = step.peak_activation_bytes;
            sim.stage = step.peak_stage;
            sim.stages = scenario.parallel.pp;
            sim.schedule = toString(step.schedule);
        }
        const bool have_sim =
            simulated || (scenario.parallel.pp > 1 && limit.empty() && step.peak_simulated);
        Derivations memory_derivations;
        memory_derivations.reserve(32);
        r.memory = computeMemory(scenario, &memory_derivations, have_sim ? &sim : nullptr);
        d->insert(d->begin(), std::make_move_iterator(memory_derivations.begin()),
                  std::make_move_iterator(memory_derivations.end()));
    }
    r.pipeline.example = !plan_pipeline;
    r.plan = computePlan(scenario, r.compute, r.comm, r.checkpoint_cost, r.layout, step, d);
    r.plan.finish_vs_cards = finishVsCards(scenario, r.plan.pipeline_ratio);
    r.rl = computeRl(scenario, d);
    d->insert(d->end(), std::make_move_iterator(pipeline_derivations.begin()),
              std::make_move_iterator(pipeline_derivations.end()));
    r.curves = computeCurves(scenario, r.memory, r.checkpoint_cost, r.plan);
    r.checkpoint_content = computeCheckpointContent(scenario, d);
    r.reshard = computeReshard(scenario, d);
    r.input = computeInputPipeline(scenario, r.compute, r.plan, d);
    r.async_checkpoint = computeAsyncCheckpoint(scenario, r.checkpoint, d);
    r.interval = computeInterval(scenario, r.checkpoint, d);
    r.straggler = computeStraggler(scenario, r.plan, d);
    r.interruptions = computeInterruptions(scenario, r.plan, r.checkpoint_cost, r.straggler, d);
    r.activation = computeActivation(scenario, d);
    r.rebuild = computeRebuild(scenario, d);
    r.offload = computeOffload(scenario, d);
    r.sharding = computeSharding(scenario, r.memory, d);
    r.collectives = computeCollectives(scenario, r.layout, d);
    r.moe = computeMoe(scenario, d);
    r.attention = computeAttention(scenario, d);
    r.scaling = computeScaling(scenario, r.plan, r.compute, d);
    r.shape = computeShape(scenario, d);
    r.waterfall = computeMfuWaterfall(scenario, r.compute, r.comm, r.layout, r.plan, r.straggler,
                                      r.checkpoint_cost);
    r.warnings = planWarnings(scenario, r);
    r.verdicts = computeVerdicts(scenario, r, d);
    return r;
}

}  // namespace stepbudget
