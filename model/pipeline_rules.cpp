#include "model/pipeline_rules.h"

#include <string>

namespace stepbudget {

std::int64_t pipelineOpCount(const PipelineConfig& c, Schedule schedule) {
    const std::int64_t p = c.stages;
    const std::int64_t m = c.microbatches;
    const bool split = schedule == Schedule::ZbH1 || schedule == Schedule::ZbH2 ||
                       schedule == Schedule::DualPipe;
    const std::int64_t virtual_stages = schedule == Schedule::Interleaved ? p * c.chunks : p;
    // Per micro-batch and virtual stage: F, B (or X and W); per boundary: one A and one G.
    const std::int64_t compute = m * virtual_stages * (split ? 3 : 2);
    const std::int64_t transfers = 2 * m * (virtual_stages - 1);
    return compute + transfers + p;  // + one update per GPU
}

Issues validatePipeline(const PipelineConfig& c) {
    Issues issues;
    if (c.schedule == Schedule::Interleaved) {
        if (c.microbatches % c.stages != 0) {
            issues.push_back({"pipeline.microbatches",
                              std::to_string(c.microbatches) +
                                  " must be a multiple of pipeline.stages (" +
                                  std::to_string(c.stages) +
                                  ") for the interleaved schedule (Megatron rule)"});
        }
        if (c.layers_per_stage < c.chunks) {
            issues.push_back({"pipeline.chunks",
                              std::to_string(c.chunks) +
                                  " exceeds pipeline.layers_per_stage (" +
                                  std::to_string(c.layers_per_stage) +
                                  "): every chunk needs at least one layer"});
        }
    }
    if (c.schedule == Schedule::DualPipe && c.microbatches % 2 != 0) {
        issues.push_back({"pipeline.microbatches",
                          std::to_string(c.microbatches) +
                              " must be even for DualPipe (half enter at each end)"});
    }
    for (Schedule s : {Schedule::FillDrain, Schedule::OneFOneB, Schedule::Interleaved,
                       Schedule::ZbH1, Schedule::ZbH2, Schedule::DualPipe}) {
        const std::int64_t ops = pipelineOpCount(c, s);
        if (ops > kMaxPipelineOps) {
            issues.push_back({"pipeline.microbatches",
                              "stages x micro-batches x chunks give " + std::to_string(ops) +
                                  " pipeline ops for " + toString(s) + "; at most " +
                                  std::to_string(kMaxPipelineOps) + " are simulated"});
            break;
        }
    }
    return issues;
}

}  // namespace stepbudget
