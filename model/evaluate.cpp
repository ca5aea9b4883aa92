#include "model/evaluate.h"

#include "model/validate.h"

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
    d->reserve(160);  // about 100 today; no reallocation while they are appended
    r.memory = computeMemory(scenario, d);
    r.compute = computeCompute(scenario, d);
    r.comm = computeComm(scenario, r.compute, d);
    r.checkpoint = computeCheckpoint(scenario, d);
    r.plan = computePlan(scenario, r.compute, r.comm, r.checkpoint, d);
    r.rl = computeRl(scenario, d);
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
