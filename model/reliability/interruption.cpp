#include "model/reliability/interruption.h"
#include "model/base/param_builders.h"
#include "model/base/tr_noop.h"

#include "model/base/text_concat.h"
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
                    concat(fmt(rate), " * 3600"), r.dollars_per_hour, "$/h"});
    out->push_back({"interruptions.interruption_dollars",
                    QT_TRANSLATE_NOOP("Derivation", "Money spent on interruptions"),
                    "interruption hours * 3600 * $/s",
                    concat(fmt(c.interruption_hours), " * 3600 * ", fmt(rate)),
                    r.interruption_dollars, "$"});
    out->push_back({"interruptions.wasted_fraction",
                    QT_TRANSLATE_NOOP("Derivation", "Share of runtime (and money) wasted"),
                    "(interruption + rollback hours) / runtime hours",
                    c.runtime_hours > 0 ? "(" + fmt(c.interruption_hours) + " + " +
                                              fmt(c.rollback_hours) + ") / " + fmt(c.runtime_hours)
                                        : "no runtime logged: 0",
                    r.wasted_fraction, ""});
    out->push_back({"interruptions.wasted_dollars",
                    QT_TRANSLATE_NOOP("Derivation", "Money spent on interruptions and rollbacks"),
                    "wasted hours * 3600 * $/s",
                    concat(fmt(r.wasted_hours), " * 3600 * ", fmt(rate)), r.wasted_dollars, "$"});
    out->push_back({"interruptions.reduction_saves_dollars",
                    QT_TRANSLATE_NOOP("Derivation", "What removing interruptions saves"),
                    "share removed * interruption hours * 3600 * $/s",
                    concat(fmt(c.reduction_fraction), " * ", fmt(c.interruption_hours),
                           " * 3600 * ", fmt(rate), " (", fmt(r.reduction_saves_hours), " h)"),
                    r.reduction_saves_dollars, "$"});
    out->push_back(
        {"interruptions.expected_interruptions",
         QT_TRANSLATE_NOOP("Derivation", "Expected interruptions in the run"), "lambda S t_s",
         concat(fmt(ck.total_rate_per_s), " * ", fmt(steps, 12), " * ", fixed(plan.step_time_s, 3)),
         r.expected_interruptions, ""});
    out->push_back({"interruptions.expected_straggler_lost_s",
                    QT_TRANSLATE_NOOP("Derivation", "Expected time lost to jitter"),
                    "S sigma E[Z_(N)]", concat(fmt(steps, 12), " * ", fixed(straggler.jitter_s, 4)),
                    r.expected_straggler_lost_s, "s"});
    out->push_back({"interruptions.expected_lost_s",
                    QT_TRANSLATE_NOOP("Derivation", "Expected lost time"),
                    "L S t_s + S sigma E[Z_(N)]",
                    concat(fixed(ck.overhead_fraction, 6), " * ", fmt(steps, 12), " * ",
                           fixed(plan.step_time_s, 3), " + ", fmt(steps, 12), " * ",
                           fixed(straggler.jitter_s, 4)),
                    r.expected_lost_s, "s"});
    return r;
}

// The section's keys, in registry order (model/evaluate/param_registry.cpp places them),
// with their slider ends and help (book section, one sentence).
std::vector<ParamSpec> interruptionParamSpecs() {
    using namespace param_rows;
    using S = Scenario;
    static const SliderRange ranges[] = {
        {"interruptions.dollars_per_s", 0, 100},      {"interruptions.restarts", 0, 100},
        {"interruptions.interruption_hours", 0, 500}, {"interruptions.rollback_hours", 0, 100},
        {"interruptions.runtime_hours", 0, 2000},
    };
    static const KeyHelp help[] = {
        {"interruptions.dollars_per_s", "§10.4.4",
         QT_TRANSLATE_NOOP("ParamHelp", "What the whole job costs per second of wall clock.")},
        {"interruptions.restarts", "§10.4.4",
         QT_TRANSLATE_NOOP("ParamHelp", "Restarts during the run.")},
        {"interruptions.interruption_hours", "§10.4.4",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Hours lost to interruptions (detection, restart, reload).")},
        {"interruptions.rollback_hours", "§10.4.4",
         QT_TRANSLATE_NOOP("ParamHelp", "Hours of training redone after rollbacks.")},
        {"interruptions.runtime_hours", "§10.4.4",
         QT_TRANSLATE_NOOP("ParamHelp", "Total wall-clock runtime of the job.")},
        {"interruptions.reduction_fraction", "§10.4.4",
         QT_TRANSLATE_NOOP("ParamHelp", "Share of interruptions removed in the what-if.")},
    };
    std::vector<ParamSpec> v;
    v.push_back(number("interruptions.dollars_per_s", &S::interruptions,
                       &InterruptionConfig::dollars_per_s, {0, 1e9}, "$/s",
                       QT_TRANSLATE_NOOP("Param", "Job cost per second")));
    v.push_back(number("interruptions.restarts", &S::interruptions, &InterruptionConfig::restarts,
                       {0, 1e6}, "", QT_TRANSLATE_NOOP("Param", "Restarts")));
    v.push_back(number("interruptions.interruption_hours", &S::interruptions,
                       &InterruptionConfig::interruption_hours, {0, 1e7}, "h",
                       QT_TRANSLATE_NOOP("Param", "Interruption hours")));
    v.push_back(number("interruptions.rollback_hours", &S::interruptions,
                       &InterruptionConfig::rollback_hours, {0, 1e7}, "h",
                       QT_TRANSLATE_NOOP("Param", "Rolled-back hours")));
    v.push_back(number("interruptions.runtime_hours", &S::interruptions,
                       &InterruptionConfig::runtime_hours, {0, 1e7}, "h",
                       QT_TRANSLATE_NOOP("Param", "Total runtime")));
    v.push_back(number("interruptions.reduction_fraction", &S::interruptions,
                       &InterruptionConfig::reduction_fraction, {0, 1}, "",
                       QT_TRANSLATE_NOOP("Param", "Interruptions removed (what-if)")));
    applySliderRanges(v, ranges);
    applyHelp(v, help);
    return v;
}

// The section's JSON fields in output order (model/io/failure_json.cpp writes them and fills in the
// nested ones); documented in docs/cli.md, a row with a documentation string also in the generated
// reference (`stepbudget-cli results`).
const std::vector<ResultField<InterruptionResults>>& interruptionResultFields() {
    using R = InterruptionResults;
    static const std::vector<ResultField<R>> fields = {
        real("dollars_per_hour", &R::dollars_per_hour),
        field("restarts", &R::restarts),
        real("interruption_hours", &R::interruption_hours),
        real("rollback_hours", &R::rollback_hours),
        real("wasted_hours", &R::wasted_hours),
        real("runtime_hours", &R::runtime_hours),
        real("wasted_fraction", &R::wasted_fraction),
        real("interruption_dollars", &R::interruption_dollars),
        real("rollback_dollars", &R::rollback_dollars),
        real("wasted_dollars", &R::wasted_dollars),
        real("runtime_dollars", &R::runtime_dollars),
        real("hours_per_restart", &R::hours_per_restart),
        real("dollars_per_restart", &R::dollars_per_restart),
        real("reduction_fraction", &R::reduction_fraction),
        real("reduction_saves_hours", &R::reduction_saves_hours),
        real("reduction_saves_dollars", &R::reduction_saves_dollars),
        real("run_s", &R::run_s),
        real("expected_interruptions", &R::expected_interruptions),
        real("expected_save_s", &R::expected_save_s),
        real("expected_redo_s", &R::expected_redo_s),
        real("expected_recovery_s", &R::expected_recovery_s),
        real("expected_failure_lost_s", &R::expected_failure_lost_s),
        real("expected_straggler_lost_s", &R::expected_straggler_lost_s),
        real("expected_lost_s", &R::expected_lost_s),
        real("expected_lost_days", &R::expected_lost_days),
        real("expected_lost_dollars", &R::expected_lost_dollars),
    };
    return fields;
}

}  // namespace stepbudget
