// The completion-time plan (worked-examples §12): step time, per-step budget and cap, margin,
// finish days against the deadline, required MFU, Amdahl sensitivity of every step resource,
// the cards that meet the deadline, and the 6ND extrapolation across GPUs.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/base/curve.h"
#include "model/base/derivation.h"
#include "model/base/scenario.h"
#include "model/step/comm.h"
#include "model/step/compute.h"
#include "model/step/layout.h"
#include "model/step/step_phases.h"

namespace stepbudget {

struct CheckpointCost;

// Amdahl: a resource that is a fraction f of the step, made r times faster: T'/T = 1 - f + f/r.
constexpr double amdahlRatio(double f, double r) {
    return 1.0 - f + f / r;
}
static_assert(amdahlRatio(0.05, 0.5) > 1.04 && amdahlRatio(0.05, 0.5) < 1.06,
              "book toy: 5 ms of 100 ms comm, bandwidth halved -> 105 ms");

struct AmdahlItem {
    std::string resource;         // "compute", "exposed_comm", "input_wait"
    double seconds = 0;           // its share of the step
    double fraction = 0;          // f
    double step_at_double_s = 0;  // r = 2
    double step_at_half_s = 0;    // r = 1/2
};

// Exact sensitivity: the whole plan re-evaluated with one input scaled.
struct TornadoItem {
    std::string key;  // preset key that was scaled
    double finish_at_half_days = 0;
    double finish_at_double_days = 0;
    // The factors actually applied: 1/2 and 2 unless a bound moved them (MFU capped at 1: a
    // predicted 57.8 % "doubled" is x 1.73; cards rounded to a multiple of tp x pp).
    double half_factor = 0.5;
    double double_factor = 2.0;
};

struct SixNdRow {
    std::string gpu;
    double peak_tflops = 0;
    double mfu = 0;
    double days = 0;                      // 6ND / (p P eta 86400) at cluster.cards
    std::int64_t cards_for_deadline = 0;  // ceil(6ND / (P eta deadline))
};

struct PlanResults {
    std::int64_t steps = 0;
    double flops_per_step = 0;
    double compute_s = 0;
    double exposed_comm_s = 0;
    double input_wait_s = 0;
    double step_time_s = 0;  // t_s = pipeline + exposed comm + input wait
    // The plan's layout and its pipeline (one-plan.md); with t = p = 1 and no recompute the
    // pipeline part is exactly compute_s.
    double dp = 1;
    std::int64_t microbatches_per_pipeline = 0;
    std::vector<double> stage_forward_s;   // per micro-batch, one per stage
    std::vector<double> stage_backward_s;  // per micro-batch, one per stage
    double pipeline_s = 0;                 // makespan of the plan's schedule
    double bubble_s = 0;                   // pipeline - m (t_F + t_B) of the paced stage
    double recompute_s = 0;                // per step, paced stage
    double tp_comm_s = 0;                  // per step, paced stage
    double tp_comm_exposed_s = 0;  // all of it: TP collectives sit between a layer's matmuls
    double pp_comm_s = 0;          // per step: the messages one stage sends and receives
    // Context / expert parallelism (layout.h), per step on the paced stage: the KV exchange and
    // the expert all-to-all exposed and in all (link time), and the wait for the slowest expert
    // rank with its factor. 0 (factor 1) with cp = ep = 1.
    double kv_exchange_s = 0;
    double kv_exchange_link_s = 0;
    double all_to_all_s = 0;
    double all_to_all_link_s = 0;
    double expert_wait_s = 0;
    double expert_imbalance = 1;
    double achieved_mfu = 0;  // model FLOPs / (t_s cards peak)
    double hfu = 0;           // (model + recompute FLOPs) / (t_s cards peak)
    // precision.compute = fp8: the achieved MFU against the card's FP8 peak (cluster.peak_tflops
    // x R); achieved_mfu stays against the BF16 peak. 0 with bf16.
    double achieved_mfu_fp8_peak = 0;
    // cluster.efficiency_source = predicted: the per-operation model's compute efficiency (what
    // the MFU slider shows; the typed cluster.mfu replaces it only with cluster.mfu_override).
    // 0 when typed.
    double predicted_mfu = 0;
    Schedule schedule = Schedule::OneFOneB;  // the schedule the step simulates
    double pipeline_ratio = 1;  // pipeline_s / its closed form: anchors the what-if sweeps
    double step_budget_s = 0;   // (deadline - T0) 86400 / S
    double overhead_fraction = 0;
    double step_cap_s = 0;   // budget / (1 + L)
    double margin_s = 0;     // cap - t_s
    double train_days = 0;   // S t_s / 86400
    double finish_days = 0;  // T0 + S t_s (1 + L) / 86400
    double slack_days = 0;   // deadline - finish
    bool meets_deadline = false;
    double required_mfu = 0;              // MFU at which t_s equals the cap
    bool required_mfu_reachable = true;   // false: fixed costs alone exceed the cap
    double max_comm_wait_s = 0;           // cap - compute - input wait
    double prefetch_broken_step_s = 0;    // compute + whole link time + input wait
    std::int64_t cards_for_deadline = 0;  // 0 = no card count meets it
    std::vector<AmdahlItem> amdahl;
    std::vector<TornadoItem> tornado;
    std::vector<SixNdRow> six_nd;
    Curve finish_vs_cards;  // (cards, finish days), filled by evaluate(): finishVsCards()
    // The step on one time line: pipeline, DP collectives hidden and exposed, input wait, and
    // the amortised checkpoint saves and failure losses up to t_s (1 + L) (step_phases.h).
    StepPhases phases;
};

// Finish days of a scenario, without derivations or sweeps; the plan's pipeline is simulated.
double finishDays(const Scenario& scenario);
// The same with the pipeline part in closed form times `pipeline_ratio` (simulated / closed at
// the plan, PlanResults::pipeline_ratio): the inner loop of the what-if sweeps.
double finishDaysAnchored(const Scenario& scenario, double pipeline_ratio);

PlanResults computePlan(const Scenario& scenario, const ComputeResults& compute,
                        const CommResults& comm, const CheckpointCost& checkpoint,
                        const LayoutResults& layout, const PlanStep& step,
                        Derivations* out = nullptr);

}  // namespace stepbudget
