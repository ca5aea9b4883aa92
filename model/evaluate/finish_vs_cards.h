// Finish days against card count (the Plan tab's curve): the whole scenario re-validated and
// re-planned at each card count, so it sits above `plan` and calls it, never the other way.
#pragma once

#include <cstdint>
#include <vector>

#include "model/base/curve.h"
#include "model/base/scenario.h"

namespace stepbudget {

// (cards, finish days) from cards/8 to 8 cards on a 48-point log grid snapped to multiples of
// tp * pp, plus the plan's own card count (finishVsCardsGrid()).
// The pipeline part of each point is the closed form scaled by `pipeline_ratio` (the plan's
// simulated / closed-form ratio), so the curve passes through the plan's own finish days.
// `scenario` must be valid (evaluate() calls it after validate(); it is not validated again).
Curve finishVsCards(const Scenario& scenario, double pipeline_ratio);
// The curve's card counts, ascending and distinct.
std::vector<std::int64_t> finishVsCardsGrid(const Scenario& scenario);

}  // namespace stepbudget
