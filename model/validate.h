// Validation of a whole scenario: each key against its range (params.h) and the rules that tie
// keys together (kv heads divide heads, reserved days below the deadline, schedule rules, ...).
#pragma once

#include "model/issue.h"
#include "model/scenario.h"

namespace stepbudget {

Issues validate(const Scenario& scenario);

}  // namespace stepbudget
