#include "model/tr_noop.h"
#include "model/rl.h"

#include <algorithm>

namespace stepbudget {

RlResults computeRl(const Scenario& sc, Derivations* out) {
    const RlConfig& c = sc.rl;
    RlResults r;
    // Verified trajectories reach the learner at q * min(r_g, r_v); the learner caps the rest.
    const double upstream = c.keep_fraction * std::min(c.generate_per_s, c.verify_per_s);
    r.effective_per_s = std::min(c.learn_per_s, upstream);
    if (c.learn_per_s <= upstream) {
        r.bottleneck = "learn";
    } else {
        r.bottleneck = c.generate_per_s < c.verify_per_s ? "generate" : "verify";
    }
    r.sync_cycle_s = c.generate_s + c.learn_s + c.sync_s;
    r.async_cycle_s = std::max(c.generate_s, c.learn_s) + c.sync_s;
    r.async_break_even_keep = r.sync_cycle_s > 0 ? r.async_cycle_s / r.sync_cycle_s : 1.0;
    r.async_throughput_ratio =
        r.async_cycle_s > 0 ? c.keep_fraction * r.sync_cycle_s / r.async_cycle_s : 0.0;
    if (out == nullptr) {
        return r;
    }
    out->push_back({"rl.effective_per_s", QT_TRANSLATE_NOOP("Derivation", "RL effective rate"), "min(r_l, q min(r_g, r_v))",
                    "min(" + fmt(c.learn_per_s) + ", " + fmt(c.keep_fraction) + " * min(" +
                        fmt(c.generate_per_s) + ", " + fmt(c.verify_per_s) + "))",
                    r.effective_per_s, "traj/s"});
    out->push_back({"rl.async_break_even_keep", QT_TRANSLATE_NOOP("Derivation", "Async break-even keep ratio"),
                    "q* = (max(t_g, t_l) + t_sync) / (t_g + t_l + t_sync)",
                    "(max(" + fmt(c.generate_s) + ", " + fmt(c.learn_s) + ") + " + fmt(c.sync_s) +
                        ") / (" + fmt(c.generate_s) + " + " + fmt(c.learn_s) + " + " +
                        fmt(c.sync_s) + ")",
                    r.async_break_even_keep, ""});
    return r;
}

}  // namespace stepbudget
