// The one entry point of the cost model: the GUI, the CLI and the tests all call it, so they
// cannot disagree. Pure: same scenario, same results. Never throws on user input: an invalid
// scenario comes back with Results::issues filled and no numbers.
#pragma once

#include <cstdint>
#include "model/base/scenario.h"

#include "model/evaluate/results.h"

namespace stepbudget {

Results evaluate(const Scenario& scenario);

// What the pipeline section simulates. Full: the configured schedule and the five others the
// Pipeline tab compares it with. Plan: the configured schedule only (pipeline.schedules holds
// its summary alone); every other result, the plan's step, finish and memory included, is
// the same as Full's. The plan search re-evaluates its front with it (docs/search.md).
enum class EvaluateScope { Full, Plan };
Results evaluate(const Scenario& scenario, EvaluateScope scope);

// Pipeline ops one evaluate() simulates: the pipeline section's schedules (the plan's own or
// the typed example, pipeline.source) and, for p > 1 with the example shown, the plan's step.
// Simulation time is about linear in it, so the GUI uses it to decide whether a recompute fits
// in a frame or belongs on a worker thread.
std::int64_t evaluationPipelineOps(const Scenario& scenario);

}  // namespace stepbudget
