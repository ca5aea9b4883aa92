// RL system side (worked-examples §11): the three-stage pipeline's effective rate and its
// bottleneck, and the keep ratio above which asynchronous generation pays off.
#pragma once

#include <string>

#include "model/derivation.h"
#include "model/scenario.h"

namespace stepbudget {

struct RlResults {
    double effective_per_s = 0;     // min(r_l, q min(r_g, r_v))
    std::string bottleneck;         // "generate", "verify" or "learn"
    double sync_cycle_s = 0;        // generate + learn + sync
    double async_cycle_s = 0;       // max(generate, learn) + sync
    double async_break_even_keep = 0;  // q* = async / sync cycle
    double async_throughput_ratio = 0; // (q B / async) / (B / sync) at rl.keep_fraction
};

RlResults computeRl(const Scenario& scenario, Derivations* out = nullptr);

}  // namespace stepbudget
