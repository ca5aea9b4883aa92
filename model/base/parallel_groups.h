// The plan's parallel groups (Megatron-Core's rank order tp, cp, dp inside a pipeline stage;
// experts folded over the same cards as ep x etp): how many cards share each job.
//   d      = cards / (t p cp)   data-parallel replicas, each taking B / d sequences
//   d_z    = cards / (t p) = d cp   the dense weights' gradient reduction and ZeRO group (the cp
//                               ranks of one replica hold the same weights, so they join it)
//   t_e    = parallel.etp, or t when it is 0 (Megatron-Core's default)
//   d_e    = cards / (p ep t_e)  the routed experts' gradient reduction and ZeRO group
// With cp = ep = 1 and t_e = t every group is the one the plan had before: d = d_z = d_e.
#pragma once

#include <algorithm>
#include <cstdint>
#include <numeric>

#include "model/base/scenario.h"

namespace stepbudget {

inline std::int64_t expertTensorParallel(const Parallel& p) {
    return p.etp > 0 ? p.etp : p.tp;
}

struct ParallelGroups {
    double dp = 1;         // d = cards / (t p cp)
    double zero_dp = 1;    // d cp: dense gradients and ZeRO shards
    double expert_dp = 1;  // cards / (p ep t_e): expert gradients and ZeRO shards
    double cp = 1;
    double ep = 1;
    double etp = 1;  // t_e
};

inline ParallelGroups parallelGroups(const Scenario& sc) {
    const Parallel& p = sc.parallel;
    ParallelGroups g;
    const double cards = static_cast<double>(sc.cluster.cards);
    const double tp_pp = static_cast<double>(std::max<std::int64_t>(1, p.tp * p.pp));
    g.cp = static_cast<double>(std::max<std::int64_t>(1, p.cp));
    g.ep = static_cast<double>(std::max<std::int64_t>(1, p.ep));
    g.etp = static_cast<double>(std::max<std::int64_t>(1, expertTensorParallel(p)));
    g.zero_dp = cards / tp_pp;
    g.dp = p.cp > 1 ? cards / (tp_pp * g.cp) : g.zero_dp;
    g.expert_dp = cards / (static_cast<double>(std::max<std::int64_t>(1, p.pp)) * g.ep * g.etp);
    return g;
}

// The step between card counts the layout allows: a multiple of t p cp (the dense groups) and of
// p ep t_e (the expert groups); t p with cp = ep = 1 and t_e = t.
inline std::int64_t cardUnit(const Parallel& p) {
    const std::int64_t dense =
        std::max<std::int64_t>(1, p.tp * p.pp * std::max<std::int64_t>(1, p.cp));
    const std::int64_t expert =
        std::max<std::int64_t>(1, p.pp * std::max<std::int64_t>(1, p.ep) *
                                      std::max<std::int64_t>(1, expertTensorParallel(p)));
    return std::lcm(dense, expert);
}

}  // namespace stepbudget
