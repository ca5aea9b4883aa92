#include "model/evaluate/evaluate.h"

#include "model/evaluate/finish_vs_cards.h"
#include "model/evaluate/validate.h"

namespace stepbudget {

const Derivation* Results::derivation(std::string_view id) const {
    for (const Derivation& d : derivations) {
        if (d.id == id) {
            return &d;
        }
    }
    return nullptr;
}

Results evaluate(const Scenario& scenario) {
    Results r;
    r.issues = validate(scenario);
    if (!r.ok()) {
        return r;
    }
    Derivations* d = &r.derivations;
    // 148-155 per shipped preset; tst_derivation_arithmetic fails when one outgrows the reserve,
    // so they are appended without a reallocation.
    d->reserve(160);
    r.memory = computeMemory(scenario, d);
    r.compute = computeCompute(scenario, d);
    r.comm = computeComm(scenario, r.compute, d);
    r.checkpoint = computeCheckpoint(scenario, d);
    r.plan = computePlan(scenario, r.compute, r.comm, r.checkpoint, d);
    r.plan.finish_vs_cards = finishVsCards(scenario);
    r.rl = computeRl(scenario, d);
    r.pipeline = computePipeline(scenario.pipeline, d);
    r.curves = computeCurves(scenario, r.memory, r.checkpoint, r.plan);
    r.checkpoint_content = computeCheckpointContent(scenario, d);
    r.reshard = computeReshard(scenario, d);
    r.input = computeInputPipeline(scenario, r.compute, r.comm, d);
    r.async_checkpoint = computeAsyncCheckpoint(scenario, r.checkpoint, d);
    r.interval = computeInterval(scenario, r.checkpoint, d);
    r.straggler = computeStraggler(scenario, r.plan, d);
    r.interruptions = computeInterruptions(scenario, r.plan, r.checkpoint, r.straggler, d);
    r.activation = computeActivation(scenario, d);
    r.rebuild = computeRebuild(scenario, d);
    r.offload = computeOffload(scenario, d);
    r.sharding = computeSharding(scenario, r.memory, d);
    r.collectives = computeCollectives(scenario, d);
    r.moe = computeMoe(scenario, d);
    r.attention = computeAttention(scenario, d);
    r.scaling = computeScaling(scenario, r.plan, r.compute, d);
    r.shape = computeShape(scenario, d);
    return r;
}

}  // namespace stepbudget
