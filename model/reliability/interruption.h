// What interruptions cost (worked-examples §10.4, MiMo-V2.6 public dashboard) and the expected
// lost time of the planned run (the headline "expected lost time"). The observed account takes
// a run's log (restarts, interruption hours, rolled-back hours, runtime) and a cost rate; the
// expected account takes the plan's steps and the failure and straggler models.
#pragma once

#include <cstdint>

#include "model/base/derivation.h"
#include "model/base/result_fields.h"
#include "model/base/scenario.h"
#include "model/step/plan.h"

namespace stepbudget {

// An observed interruption account (worked-examples §10.4, MiMo-V2.6 dashboard) and the price
// of lost time. Defaults: no cost rate and no observed log, so the design case prices nothing.
struct InterruptionConfig {
    double dollars_per_s = 0;  // what the whole job costs per second of wall clock
    std::int64_t restarts = 0;
    double interruption_hours = 0;    // summed interruption intervals
    double rollback_hours = 0;        // finished work discarded by a late-detected error
    double runtime_hours = 0;         // wall clock of the whole run, interruptions included
    double reduction_fraction = 0.5;  // what-if: share of the interruption hours removed
};

struct CheckpointCost;
struct StragglerResults;

// The price of one gap: hours x 3600 x $/s (5th Pro restart: 2.76 h x $20,556/h = $56.7k).
constexpr double gapDollars(double hours, double dollars_per_s) {
    return hours * 3600.0 * dollars_per_s;
}
static_assert(gapDollars(1.0, 5.71) > 20555.9 && gapDollars(1.0, 5.71) < 20556.1,
              "MiMo Pro: $5.71/s is $20,556 per hour");

struct InterruptionResults {
    // Observed (interruptions.*).
    double dollars_per_hour = 0;  // $/s x 3600
    std::int64_t restarts = 0;
    double interruption_hours = 0;
    double rollback_hours = 0;
    double wasted_hours = 0;  // interruption + rollback
    double runtime_hours = 0;
    double wasted_fraction = 0;  // of runtime, and of money at a constant rate (0: no log)
    double interruption_dollars = 0;
    double rollback_dollars = 0;
    double wasted_dollars = 0;
    double runtime_dollars = 0;
    double hours_per_restart = 0;  // 0 without restarts
    double dollars_per_restart = 0;
    double reduction_fraction = 0;       // what-if share of the interruption hours removed
    double reduction_saves_hours = 0;    // halving Pro's 30.12 h: 15.06 h
    double reduction_saves_dollars = 0;  // ... $310k

    // Expected for the planned run: per useful second the first-order L charges c/tau saving,
    // lambda tau/2 redo and lambda r recovery, over the S t_s seconds of training.
    double run_s = 0;                   // S t_s
    double expected_interruptions = 0;  // lambda S t_s
    double expected_save_s = 0;
    double expected_redo_s = 0;
    double expected_recovery_s = 0;
    double expected_failure_lost_s = 0;    // L S t_s
    double expected_straggler_lost_s = 0;  // S sigma E[Z_(N)]: jitter the plan's t_s leaves out
    double expected_lost_s = 0;            // failures + stragglers
    double expected_lost_days = 0;
    double expected_lost_dollars = 0;  // at interruptions.dollars_per_s (0 when unpriced)
};

InterruptionResults computeInterruptions(const Scenario& scenario, const PlanResults& plan,
                                         const CheckpointCost& checkpoint,
                                         const StragglerResults& straggler,
                                         Derivations* out = nullptr);

// The section's JSON fields in output order (model/base/result_fields.h).
const std::vector<ResultField<InterruptionResults>>& interruptionResultFields();

}  // namespace stepbudget
