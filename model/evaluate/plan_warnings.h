// Plans that run, but not as typed (one-plan.md "Plausibility"): listed in the headline and in
// the CLI's `warnings` array as {key, message}, so such a plan is never shown plain green.
#pragma once

#include "model/base/issue.h"
#include "model/base/scenario.h"

namespace stepbudget {

struct Results;

Issues planWarnings(const Scenario& scenario, const Results& results);

}  // namespace stepbudget
