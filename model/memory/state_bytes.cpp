#include "model/memory/state_bytes.h"

#include "model/base/derivation.h"

namespace stepbudget {

Precision effectivePrecision(const Scenario& sc) {
    Precision p = sc.precision;
    switch (sc.precision.convention) {
        case StateConvention::Fields:
            return p;
        case StateConvention::Book16:
            p.weight_bytes = 2;
            p.grad_bytes = 2;
            break;
        case StateConvention::Fp32Grads18:
        case StateConvention::DistributedOptimizer:
            p.weight_bytes = 2;
            p.grad_bytes = 4;
            break;
    }
    p.master_bytes = 4;
    p.optimizer_bytes = 8;
    return p;
}

double bytesPerParamPerCard(const Precision& p, int stage, double d) {
    const double w = p.weight_bytes / (stage >= 3 ? d : 1.0);
    const double g = p.grad_bytes / (stage >= 2 ? d : 1.0);
    const double rest = (p.master_bytes + p.optimizer_bytes) / (stage >= 1 ? d : 1.0);
    return w + g + rest;
}

std::string bytesPerParamFormula(const Precision& p, int stage) {
    const double w = p.weight_bytes;
    const double g = p.grad_bytes;
    const double rest = p.master_bytes + p.optimizer_bytes;
    switch (stage) {
        case 0:
            return fmt(w + g + rest);
        case 1:
            return fmt(w + g) + " + " + fmt(rest) + "/d";
        case 2:
            return fmt(w) + " + " + fmt(g + rest) + "/d";
        default:
            return fmt(w + g + rest) + "/d";
    }
}

}  // namespace stepbudget
