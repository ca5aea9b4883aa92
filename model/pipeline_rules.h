// Which pipeline configurations each schedule can run, checked before any simulation so a bad
// configuration gets a message naming the rule instead of a hang or a wrong chart.
#pragma once

#include <cstdint>

#include "model/issue.h"
#include "model/scenario.h"

namespace stepbudget {

inline constexpr std::int64_t kMaxPipelineOps = 2'000'000;

// Number of graph nodes (compute, transfer, update) the simulator would build for `schedule`.
std::int64_t pipelineOpCount(const PipelineConfig& config, Schedule schedule);
// Rules for the configured schedule and the op-count limit for every schedule, since
// evaluate() simulates all six.
Issues validatePipeline(const PipelineConfig& config);

}  // namespace stepbudget
