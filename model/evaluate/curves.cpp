#include "model/evaluate/curves.h"
#include "model/base/parallel_groups.h"
#include "model/checkpoint/checkpoint_cost.h"
#include "model/memory/state_bytes.h"

#include <algorithm>
#include <cmath>

namespace stepbudget {

std::vector<double> sampleGrid(double lo, double hi, int n, bool log_scale) {
    std::vector<double> out;
    out.reserve(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        const double t = n > 1 ? static_cast<double>(i) / (n - 1) : 0.0;
        out.push_back(log_scale ? lo * std::pow(hi / lo, t) : lo + t * (hi - lo));
    }
    return out;
}

Curves computeCurves(const Scenario& sc, const MemoryResults& memory, const CheckpointCost& ck,
                     const PlanResults& plan) {
    Curves c;
    // Memory against cards: 1/16x to 16x the current count, whole multiples of tp*pp (§6's
    // figure plots 16N/d + 10 GiB against the 22 GiB line).
    const double unit = static_cast<double>(cardUnit(sc.parallel));
    const double cards = static_cast<double>(sc.cluster.cards);
    const double lo = std::max(unit, std::floor(cards / 16.0 / unit) * unit);
    const double hi = std::min(1e6, cards * 16.0);
    // Dense and routed-expert parameters per card and their ZeRO groups' share of the cards, as
    // the memory section has them (d = cards / (t p), d_e = cards / (p ep t_e)).
    const double params_per_card = memory.dense_params_per_card;
    const double dense_group_cards = memory.model_shard;
    const double expert_group_cards = memory.expert_shard;
    // The bytes per parameter in force (precision.* or the named convention, e.g. Megatron's
    // distributed optimizer), as the memory section uses: the plan's point lies on the curve.
    const Precision precision = effectivePrecision(sc);
    std::vector<double> grid = sampleGrid(lo, hi, 64, true);
    grid.push_back(cards);  // the plan's own count is always a point of the curve
    std::sort(grid.begin(), grid.end());
    double last = -1;
    c.resident_vs_cards.reserve(grid.size());
    c.peak_vs_cards.reserve(grid.size());
    for (double x : grid) {
        const double p = std::max(unit, std::round(x / unit) * unit);
        if (p == last) {
            continue;
        }
        last = p;
        const int stage = static_cast<int>(sc.parallel.zero_stage);
        const MemoryStack stack =
            cardStack(precision, stage, params_per_card, p / dense_group_cards,
                      memory.expert_params_per_card, p / expert_group_cards);
        const double fp8_copy = fp8CopyBytes(memory.fp8_copy_bytes_per_param, stage,
                                             params_per_card, p / dense_group_cards,
                                             memory.expert_params_per_card, p / expert_group_cards);
        c.resident_vs_cards.push_back({p, stack.resident()});
        // The memory beyond the tensors (memory.runtime_overheads; 0 off) at the plan's cards:
        // its terms do not depend on the card count but for the ZeRO-3 gather, counted as there.
        c.peak_vs_cards.push_back({p, stack.resident() + fp8_copy + memory.extra_bytes_per_card +
                                          memory.overhead_bytes_per_card});
    }
    // L(tau) from tau*/10 to 10 tau*, where each end is about 5 L(tau*), and always covering the
    // configured interval.
    const double tau_lo = std::min(ck.optimal_interval_s / 10.0, ck.interval_s / 1.5);
    const double tau_hi = std::max(ck.optimal_interval_s * 10.0, ck.interval_s * 1.5);
    c.overhead.reserve(160);
    for (double tau : sampleGrid(tau_lo, tau_hi, 160, true)) {
        c.overhead.push_back(
            {tau, overheadTerms(ck.save_s, ck.total_rate_per_s, ck.restore_s, tau)});
    }
    // The same 97 speed-ups for every resource: sampled once (97 pow calls per resource before).
    c.amdahl.reserve(plan.amdahl.size());
    static const std::vector<double> speedups = sampleGrid(0.125, 8.0, 97, true);
    for (const AmdahlItem& item : plan.amdahl) {
        AmdahlCurve curve;
        curve.resource = item.resource;
        curve.ratio_vs_speedup.reserve(speedups.size());
        for (double r : speedups) {
            curve.ratio_vs_speedup.push_back({r, amdahlRatio(item.fraction, r)});
        }
        c.amdahl.push_back(std::move(curve));
    }
    return c;
}

}  // namespace stepbudget
