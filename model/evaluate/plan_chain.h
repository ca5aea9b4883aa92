// The plan's derivations in teaching order, from the task to the finish date (design.md: a
// training plan is a per-step budget divided by the work each step must do). The derivation
// panel's "Teach" view and the report walk the same chain; ids the results do not publish are
// skipped by both.
#pragma once

namespace stepbudget {

inline constexpr const char* kPlanChain[] = {
    "plan.steps",
    "plan.step_budget_s",
    "memory.state_bytes_per_param",
    "memory.persistent_bytes",
    "memory.peak_bytes_per_card",
    "memory.margin_bytes",
    "memory.fits",
    "compute.flops_per_sequence",
    "compute.task_flops",
    "plan.flops_per_step",
    "plan.compute_s",
    "plan.dp",
    "plan.microbatches_per_pipeline",
    "plan.stage_forward_s",
    "plan.stage_backward_s",
    "plan.pipeline_s",
    "plan.bubble_s",
    "comm.step_bytes_per_card",
    "comm.link_time_s",
    "comm.exposed_s",
    "plan.step_time_s",
    "plan.achieved_mfu",
    "checkpoint.size_bytes",
    "checkpoint.save_s",
    "checkpoint.failure_rate_per_s",
    "checkpoint.overhead_fraction",
    "checkpoint.optimal_interval_s",
    "plan.step_cap_s",
    "plan.margin_s",
    "plan.train_days",
    "plan.finish_days",
    "plan.meets_deadline",
    "plan.decides",
    "plan.required_mfu",
};

}  // namespace stepbudget
