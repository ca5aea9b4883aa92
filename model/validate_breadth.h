// Rules between the issue-6 keys (shape details, state convention, MoE load, sequence mixes),
// run by validate() after every key is in range.
#pragma once

#include "model/issue.h"
#include "model/scenario.h"

namespace stepbudget {

Issues validateBreadth(const Scenario& scenario);

}  // namespace stepbudget
