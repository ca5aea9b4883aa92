#include "model/evaluate/finish_vs_cards.h"

#include <algorithm>
#include <vector>

#include "model/evaluate/sweep.h"
#include "model/step/plan.h"

namespace stepbudget {

Curve finishVsCards(const Scenario& sc, double pipeline_ratio) {
    Curve curve;
    SweepSpec cards_sweep;
    cards_sweep.key = "cluster.cards";
    cards_sweep.lo = std::max(1.0, static_cast<double>(sc.cluster.cards) / 8.0);
    cards_sweep.hi = std::min(1e6, static_cast<double>(sc.cluster.cards) * 8.0);
    cards_sweep.count = 48;
    cards_sweep.log_scale = true;
    if (cards_sweep.hi > cards_sweep.lo) {
        const auto measure = [pipeline_ratio](const Scenario& s) {
            return std::vector<double>{finishDaysAnchored(s, pipeline_ratio)};
        };
        for (const SweepPoint& p : sweep(sc, cards_sweep, measure, /*base_valid=*/true)) {
            if (p.ok) {
                curve.push_back({p.x, p.values[0]});
            }
        }
    }
    return curve;
}

}  // namespace stepbudget
