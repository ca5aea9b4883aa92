// Finish days against card count (the Plan tab's curve): the whole scenario re-validated and
// re-planned at each card count, so it sits above `plan` and calls it, never the other way.
#pragma once

#include "model/base/curve.h"
#include "model/base/scenario.h"

namespace stepbudget {

// (cards, finish days) from cards/8 to 8 cards on a 48-point log grid; card counts that break a
// cross-key rule (not a multiple of tp * pp) are left out of the curve.
// The pipeline part of each point is the closed form scaled by `pipeline_ratio` (the plan's
// simulated / closed-form ratio), so the curve passes through the plan's own finish days.
// `scenario` must be valid (evaluate() calls it after validate(); it is not validated again).
Curve finishVsCards(const Scenario& scenario, double pipeline_ratio);

}  // namespace stepbudget
