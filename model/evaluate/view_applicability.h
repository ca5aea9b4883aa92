// Whether a topic's view has anything of the plan to show (one-plan.md: a view shows the plan,
// or a labelled book example, never an empty frame). A view that does not apply says why in
// one line and the report leaves it out. The reasons are English; the app translates them in
// the "Applicability" context.
#pragma once

#include <string>

#include "model/base/scenario.h"
#include "model/evaluate/results.h"

namespace stepbudget {

// "" when the MoE view applies: the plan routes tokens to experts, or the tab shows the book's
// typed example (moe.source = example).
std::string moeNotApplicable(const Scenario& scenario, const Results& results);

}  // namespace stepbudget
