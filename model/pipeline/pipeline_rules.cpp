#include "model/pipeline/pipeline_rules.h"

#include <string>

namespace stepbudget {

std::int64_t pipelineOpCount(const PipelineConfig& c, Schedule schedule) {
    const std::int64_t p = c.stages;
    const std::int64_t m = c.microbatches;
    const bool split =
        schedule == Schedule::ZbH1 || schedule == Schedule::ZbH2 || schedule == Schedule::DualPipe;
    const std::int64_t virtual_stages = schedule == Schedule::Interleaved ? p * c.chunks : p;
    // Per micro-batch and virtual stage: F, B (or X and W); per boundary: one A and one G.
    // DualPipe's two directions each carry m/2 micro-batches over p stages: the same totals.
    const std::int64_t compute = m * virtual_stages * (split ? 3 : 2);
    const std::int64_t transfers = 2 * m * (virtual_stages - 1);
    return compute + transfers + p;  // + one update per GPU
}

Issues scheduleIssues(const PipelineConfig& c, Schedule schedule) {
    Issues issues;
    if (c.stages < 2 || c.microbatches < 1) {
        issues.push_back({"pipeline.stages",
                          "a pipeline needs at least 2 stages and 1 "
                          "micro-batch"});
        return issues;
    }
    if (schedule == Schedule::Interleaved) {
        if (c.chunks < 2) {
            issues.push_back({"pipeline.chunks",
                              std::to_string(c.chunks) + " chunks: interleaving needs at least 2"});
        }
        if (c.microbatches % c.stages != 0) {
            issues.push_back({"pipeline.microbatches",
                              std::to_string(c.microbatches) +
                                  " must be a multiple of pipeline.stages (" +
                                  std::to_string(c.stages) +
                                  ") for the interleaved schedule (Megatron rule: micro-batches "
                                  "enter in groups of p)"});
        }
        if (c.layers_per_stage < c.chunks) {
            issues.push_back({"pipeline.chunks", std::to_string(c.chunks) +
                                                     " exceeds pipeline.layers_per_stage (" +
                                                     std::to_string(c.layers_per_stage) +
                                                     "): every chunk needs at least one layer"});
        }
    }
    if (schedule == Schedule::DualPipe && c.microbatches % 2 != 0) {
        issues.push_back(
            {"pipeline.microbatches", std::to_string(c.microbatches) +
                                          " must be even for DualPipe (half enter at each end)"});
    }
    const std::int64_t ops = pipelineOpCount(c, schedule);
    if (ops > kMaxPipelineOps) {
        issues.push_back(
            {"pipeline.microbatches",
             "pipeline.stages x pipeline.microbatches" +
                 std::string(schedule == Schedule::Interleaved ? " x pipeline.chunks" : "") +
                 " give " + std::to_string(ops) + " ops for " + toString(schedule) + "; at most " +
                 std::to_string(kMaxPipelineOps) +
                 " are simulated (use fewer micro-batches or stages)"});
    }
    return issues;
}

Issues validatePipeline(const PipelineConfig& c) {
    return scheduleIssues(c, c.schedule);
}

}  // namespace stepbudget
