// Which pipeline configurations each schedule can run, checked before any simulation so a bad
// configuration gets a message naming the rule instead of a hang or a wrong chart.
#pragma once

#include <cstdint>

#include "model/base/issue.h"
#include "model/base/scenario.h"

namespace stepbudget {

// Simulation cost guard: above this many graph nodes a schedule is not simulated.
inline constexpr std::int64_t kMaxPipelineOps = 2'000'000;

// Number of graph nodes (compute, transfer, update) the simulator builds for `schedule`.
std::int64_t pipelineOpCount(const PipelineConfig& config, Schedule schedule);
// The rules `schedule` needs from `config` (divisibility, chunk sizes, the op limit); empty
// when it can run. Each issue names the preset key to change.
Issues scheduleIssues(const PipelineConfig& config, Schedule schedule);
// Rules for the configured schedule (pipeline.schedule). The other five are simulated by
// evaluate() too, but one that cannot run only shows as not runnable, with the same message.
Issues validatePipeline(const PipelineConfig& config);

}  // namespace stepbudget
