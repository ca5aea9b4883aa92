// Bytes-per-parameter conventions of the resident training state (worked-examples §2.1, §2.3):
// which split of weights / gradients / master / optimizer bytes is in force, and the per-card
// bytes per parameter it gives under ZeRO sharding — the number a memory view labels its bar with.
#pragma once

#include <string>

#include "model/base/scenario.h"

namespace stepbudget {

// precision.* as given (Fields), or the convention's fixed split:
// book-16 = 2 + 2 + 4 + 8 (BF16 weights and grads, FP32 master, Adam m, v; §2.1),
// fp32-grads-18 = 2 + 4 + 4 + 8 (§2.1 "FP32 gradients -> 18 B"),
// distributed-optimizer = 2 + 4 + 4 + 8 with the 12 B of master + Adam sharded over d
// (Megatron-LM's distributed optimizer: 6 + 12/d; it is ZeRO-1 on the 18 B layout).
Precision effectivePrecision(const Scenario& scenario);

// Per-card bytes per (model-parallel) parameter at ZeRO stage `stage` over d data-parallel
// shards: 16, 4 + 12/d, 2 + 14/d, 16/d for the book split (§2.3).
double bytesPerParamPerCard(const Precision& precision, int stage, double d);

// The formula of bytesPerParamPerCard with the split's numbers, e.g. "2 + 14/d", "6 + 12/d".
std::string bytesPerParamFormula(const Precision& precision, int stage);

}  // namespace stepbudget
