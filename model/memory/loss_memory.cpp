#include "model/memory/loss_memory.h"

namespace stepbudget {

namespace {

// 16-bit logits: the LM head's output in the compute format (BF16 or FP16), bytes per value.
constexpr double kLogitBytes16 = 2.0;
constexpr double kFp32Bytes = 4.0;

bool fused(const Scenario& sc) {
    return sc.memory.loss_kernel == LossKernel::Fused;
}

}  // namespace

double lossSavedBytes(const Scenario& sc, double tokens) {
    const double vocab = static_cast<double>(sc.model.vocab);
    const double t = static_cast<double>(sc.parallel.tp);
    if (fused(sc)) {
        return kLogitBytes16 * tokens * vocab / t + kFp32Bytes * tokens;
    }
    return kFp32Bytes * tokens * vocab / t;
}

double lossBackwardBytes(const Scenario& sc, double tokens) {
    const double vocab = static_cast<double>(sc.model.vocab);
    const double t = static_cast<double>(sc.parallel.tp);
    return (fused(sc) ? kLogitBytes16 : 2.0 * kFp32Bytes) * tokens * vocab / t;
}

std::string lossSavedFormula(const Scenario& sc) {
    return fused(sc) ? "2 s b V / (t cp) + 4 s b / cp" : "4 s b V / (t cp)";
}

std::string lossBackwardFormula(const Scenario& sc) {
    return fused(sc) ? "2 s b V / (t cp)" : "8 s b V / (t cp)";
}

}  // namespace stepbudget
