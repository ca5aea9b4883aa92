#include "model/reliability/interruption.h"
#include "model/base/tr_noop.h"

#include "model/base/units.h"
#include "model/checkpoint/checkpoint_cost.h"
#include "model/reliability/straggler.h"

namespace stepbudget {

InterruptionResults computeInterruptions(const Scenario& sc, const PlanResults& plan,
                                         const CheckpointCost& ck,
                                         const StragglerResults& straggler, Derivations* out) {
    using units::kSecondsPerDay;
    using units::kSecondsPerHour;
    InterruptionResults r;
    const InterruptionConfig& c = sc.interruptions;
    const double rate = c.dollars_per_s;
    r.dollars_per_hour = rate * kSecondsPerHour;
    r.restarts = c.restarts;
    r.interruption_hours = c.interruption_hours;
    r.rollback_hours = c.rollback_hours;
    r.wasted_hours = c.interruption_hours + c.rollback_hours;
    r.runtime_hours = c.runtime_hours;
    r.wasted_fraction = c.runtime_hours > 0 ? r.wasted_hours / c.runtime_hours : 0.0;
    r.interruption_dollars = gapDollars(c.interruption_hours, rate);
    r.rollback_dollars = gapDollars(c.rollback_hours, rate);
    r.wasted_dollars = gapDollars(r.wasted_hours, rate);
    r.runtime_dollars = gapDollars(c.runtime_hours, rate);
    const double restarts = static_cast<double>(c.restarts);
    r.hours_per_restart = c.restarts > 0 ? c.interruption_hours / restarts : 0.0;
    r.dollars_per_restart = gapDollars(r.hours_per_restart, rate);
    r.reduction_fraction = c.reduction_fraction;
    r.reduction_saves_hours = c.reduction_fraction * c.interruption_hours;
    r.reduction_saves_dollars = gapDollars(r.reduction_saves_hours, rate);

    const double steps = static_cast<double>(plan.steps);
    r.run_s = steps * plan.step_time_s;
    r.expected_interruptions = ck.total_rate_per_s * r.run_s;
    r.expected_save_s = ck.terms.save * r.run_s;
    r.expected_redo_s = ck.terms.redo * r.run_s;
    r.expected_recovery_s = ck.terms.recovery * r.run_s;
    r.expected_failure_lost_s = ck.overhead_fraction * r.run_s;
    r.expected_straggler_lost_s = steps * straggler.jitter_s;
    r.expected_lost_s = r.expected_failure_lost_s + r.expected_straggler_lost_s;
    r.expected_lost_days = r.expected_lost_s / kSecondsPerDay;
    r.expected_lost_dollars = r.expected_lost_s * rate;

    if (out == nullptr) {
        return r;
    }
    out->push_back({"interruptions.dollars_per_hour",
                    QT_TRANSLATE_NOOP("Derivation", "Job cost per hour"), "$/s * 3600",
                    fmt(rate) + " * 3600", r.dollars_per_hour, "$/h"});
    out->push_back({"interruptions.interruption_dollars",
                    QT_TRANSLATE_NOOP("Derivation", "Money spent on interruptions"),
                    "interruption hours * 3600 * $/s",
                    fmt(c.interruption_hours) + " * 3600 * " + fmt(rate), r.interruption_dollars,
                    "$"});
    out->push_back({"interruptions.wasted_fraction",
                    QT_TRANSLATE_NOOP("Derivation", "Share of runtime (and money) wasted"),
                    "(interruption + rollback hours) / runtime hours",
                    c.runtime_hours > 0 ? "(" + fmt(c.interruption_hours) + " + " +
                                              fmt(c.rollback_hours) + ") / " + fmt(c.runtime_hours)
                                        : "no runtime logged: 0",
                    r.wasted_fraction, ""});
    out->push_back({"interruptions.wasted_dollars",
                    QT_TRANSLATE_NOOP("Derivation", "Money spent on interruptions and rollbacks"),
                    "wasted hours * 3600 * $/s", fmt(r.wasted_hours) + " * 3600 * " + fmt(rate),
                    r.wasted_dollars, "$"});
    out->push_back({"interruptions.reduction_saves_dollars",
                    QT_TRANSLATE_NOOP("Derivation", "What removing interruptions saves"),
                    "share removed * interruption hours * 3600 * $/s",
                    fmt(c.reduction_fraction) + " * " + fmt(c.interruption_hours) + " * 3600 * " +
                        fmt(rate) + " (" + fmt(r.reduction_saves_hours) + " h)",
                    r.reduction_saves_dollars, "$"});
    out->push_back(
        {"interruptions.expected_interruptions",
         QT_TRANSLATE_NOOP("Derivation", "Expected interruptions in the run"), "lambda S t_s",
         fmt(ck.total_rate_per_s) + " * " + fmt(steps, 12) + " * " + fixed(plan.step_time_s, 3),
         r.expected_interruptions, ""});
    out->push_back({"interruptions.expected_straggler_lost_s",
                    QT_TRANSLATE_NOOP("Derivation", "Expected time lost to jitter"),
                    "S sigma E[Z_(N)]", fmt(steps, 12) + " * " + fixed(straggler.jitter_s, 4),
                    r.expected_straggler_lost_s, "s"});
    out->push_back({"interruptions.expected_lost_s",
                    QT_TRANSLATE_NOOP("Derivation", "Expected lost time"),
                    "L S t_s + S sigma E[Z_(N)]",
                    fixed(ck.overhead_fraction, 6) + " * " + fmt(steps, 12) + " * " +
                        fixed(plan.step_time_s, 3) + " + " + fmt(steps, 12) + " * " +
                        fixed(straggler.jitter_s, 4),
                    r.expected_lost_s, "s"});
    return r;
}

}  // namespace stepbudget
