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
    r.memory = computeMemory(scenario, d);
    r.compute = computeCompute(scenario, d);
    r.comm = computeComm(scenario, r.compute, d);
    r.checkpoint = computeCheckpoint(scenario, d);
    r.plan = computePlan(scenario, r.compute, r.comm, r.checkpoint, d);
    r.rl = computeRl(scenario, d);
    r.pipeline = computePipeline(scenario.pipeline, d);
    r.curves = computeCurves(scenario, r.memory, r.checkpoint, r.plan);
    return r;
}

}  // namespace stepbudget
