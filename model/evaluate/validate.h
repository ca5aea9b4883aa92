// Validation of a whole scenario: each key against its range (params.h) and the rules that tie
// keys together (kv heads divide heads, reserved days below the deadline, schedule rules, ...).
#pragma once

#include "model/base/issue.h"
#include "model/base/scenario.h"

namespace stepbudget {

Issues validate(const Scenario& scenario);
// Only the rules that tie keys together, assuming every single value is already in range: what a
// sweep re-checks after changing one (range-checked) key.
Issues validateRules(const Scenario& scenario);

}  // namespace stepbudget
