// Rules that tie the failure/checkpoint keys to each other and to the rest of the scenario
// (checked by validate() after every key is in its own range).
#pragma once

#include "model/base/issue.h"
#include "model/base/scenario.h"

namespace stepbudget {

Issues validateFailures(const Scenario& scenario);

}  // namespace stepbudget
