#include "model/evaluate/finish_vs_cards.h"
#include "model/base/parallel_groups.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "model/base/curve.h"
#include "model/evaluate/validate.h"
#include "model/step/plan.h"

namespace stepbudget {

std::vector<std::int64_t> finishVsCardsGrid(const Scenario& sc) {
    // Card counts must be multiples of tp x pp (validate()'s rule), so the log grid's points are
    // snapped to the nearest multiple instead of being dropped: at tp x pp = 64 (GPT-3) the
    // rounded grid held 3 valid points of 48 and the chart drew straight lines through the gaps,
    // far off the plan. The plan's own card count is on the curve, so its dot sits on it.
    const std::int64_t unit = cardUnit(sc.parallel);  // t p, or with cp / ep their lcm
    const double lo = std::max(1.0, static_cast<double>(sc.cluster.cards) / 8.0);
    const double hi = std::min(1e6, static_cast<double>(sc.cluster.cards) * 8.0);
    std::vector<std::int64_t> cards;
    if (!(hi > lo)) {
        return cards;
    }
    for (double x : sampleGrid(lo, hi, 48, /*log_scale=*/true)) {
        const auto k = std::max<std::int64_t>(1, std::llround(x / static_cast<double>(unit)));
        cards.push_back(k * unit);
    }
    cards.push_back(sc.cluster.cards);
    std::sort(cards.begin(), cards.end());
    cards.erase(std::unique(cards.begin(), cards.end()), cards.end());
    return cards;
}

Curve finishVsCards(const Scenario& sc, double pipeline_ratio) {
    Curve curve;
    const std::vector<std::int64_t> grid = finishVsCardsGrid(sc);
    curve.reserve(grid.size());
    // One copy for all points: each sets cluster.cards and nothing else. The base is valid, so
    // only the cross-key rules can refuse a point (a multiple of tp x pp always passes them
    // today; the check keeps the curve honest if a rule on cards is added).
    Scenario s = sc;
    for (const std::int64_t cards : grid) {
        s.cluster.cards = cards;
        if (validateRules(s).empty()) {
            curve.push_back({static_cast<double>(cards), finishDaysAnchored(s, pipeline_ratio)});
        }
    }
    return curve;
}

}  // namespace stepbudget
