// CLI JSON of the failure/checkpoint/straggler results, merged into resultsToJson's
// root: extends "checkpoint" and adds "straggler", "input" and "interruptions". Keys are
// documented in docs/cli.md. Included only by the *_json.cpp files (nlohmann stays inside them).
#pragma once

#include <nlohmann/json.hpp>

#include "model/evaluate/results.h"

namespace stepbudget {

void addFailuresJson(const Results& results, nlohmann::ordered_json& root);

}  // namespace stepbudget
