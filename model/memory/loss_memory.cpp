#include "model/memory/loss_memory.h"

#include "model/base/derivation.h"
#include "model/base/text_concat.h"

namespace stepbudget {

LossKernelBytes lossKernelBytes(LossKernel kernel) {
    // 16-bit logits (the LM head's output in BF16 / FP16) and FP32 values: 2 and 4 B.
    if (kernel == LossKernel::Fused) {
        return {2.0, 4.0, 2.0};
    }
    return {4.0, 0.0, 8.0};
}

double lossSavedBytes(const Scenario& sc, double tokens) {
    const LossKernelBytes k = lossKernelBytes(sc.memory.loss_kernel);
    return k.saved_per_logit * tokens * static_cast<double>(sc.model.vocab) /
               static_cast<double>(sc.parallel.tp) +
           k.saved_per_token * tokens;
}

double lossBackwardBytes(const Scenario& sc, double tokens) {
    const LossKernelBytes k = lossKernelBytes(sc.memory.loss_kernel);
    return k.backward_per_logit * tokens * static_cast<double>(sc.model.vocab) /
           static_cast<double>(sc.parallel.tp);
}

std::string lossSavedFormula(const Scenario& sc) {
    const LossKernelBytes k = lossKernelBytes(sc.memory.loss_kernel);
    return concat(
        fmt(k.saved_per_logit), " s b V / (t cp)",
        k.saved_per_token > 0 ? concat(" + ", fmt(k.saved_per_token), " s b / cp") : std::string());
}

std::string lossBackwardFormula(const Scenario& sc) {
    return concat(fmt(lossKernelBytes(sc.memory.loss_kernel).backward_per_logit),
                  " s b V / (t cp)");
}

}  // namespace stepbudget
