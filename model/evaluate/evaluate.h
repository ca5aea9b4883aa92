// The one entry point of the cost model: the GUI, the CLI and the tests all call it, so they
// cannot disagree. Pure: same scenario, same results. Never throws on user input: an invalid
// scenario comes back with Results::issues filled and no numbers.
#pragma once

#include "model/base/scenario.h"
#include "model/evaluate/results.h"

namespace stepbudget {

Results evaluate(const Scenario& scenario);

}  // namespace stepbudget
