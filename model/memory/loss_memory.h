// What the loss on the last pipeline stage holds per card, by memory.loss_kernel (docs/memory.md
// "(b)"). `tokens` is one card's share of a micro-batch, s b / cp; the loss is vocabulary-parallel
// over the t tensor-parallel cards.
//   fp32  (PyTorch eager cross_entropy = log_softmax + nll_loss on FP32 logits; the book and
//          Korthikanti et al. 2022 §4.2 count the FP32 logits):
//          saved    4 V tokens / t   log_softmax's FP32 output
//          backward 8 V tokens / t   nll_loss's dense FP32 gradient of the log-probabilities and
//                                    log_softmax's FP32 gradient of the logits, held together
//   fused (a cross-entropy kernel on the 16-bit logits, e.g. flash-attn's CrossEntropyLoss, which
//          is LLM Foundry's default loss_fn):
//          saved    2 V tokens / t + 4 tokens   the 16-bit logits and one FP32 log-sum-exp per
//                                               token
//          backward 2 V tokens / t              one 16-bit gradient of the logits
#pragma once

#include <string>

#include "model/base/scenario.h"

namespace stepbudget {

// Bytes per logit (and per token) of each kernel, the one place the numbers above live.
struct LossKernelBytes {
    double saved_per_logit = 4;     // saved for the backward, per logit
    double saved_per_token = 0;     // the fused kernel's FP32 log-sum-exp, per token
    double backward_per_logit = 8;  // the backward's buffers, per logit
};
LossKernelBytes lossKernelBytes(LossKernel kernel);

double lossSavedBytes(const Scenario& scenario, double tokens);
double lossBackwardBytes(const Scenario& scenario, double tokens);
// The two formulas in the derivations' notation: "4 s b V / (t cp)" (saved, FP32) and
// "8 s b V / (t cp)" (backward, FP32).
std::string lossSavedFormula(const Scenario& scenario);
std::string lossBackwardFormula(const Scenario& scenario);

}  // namespace stepbudget
