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
        curve.reserve(static_cast<std::size_t>(cards_sweep.count));
        sweepValid(
            sc, cards_sweep,
            [&curve, pipeline_ratio](double x, const Scenario& s) {
                curve.push_back({x, finishDaysAnchored(s, pipeline_ratio)});
            },
            /*base_valid=*/true);
    }
    return curve;
}

}  // namespace stepbudget
