// Rules between keys (shape details, state convention, MoE load, sequence mixes),
// run by validate() after every key is in range.
#pragma once

#include "model/base/issue.h"
#include "model/base/scenario.h"

namespace stepbudget {

Issues validateModelRules(const Scenario& scenario);

}  // namespace stepbudget
