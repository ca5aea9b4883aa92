#include "model/step/scaling.h"
#include "model/base/param_builders.h"
#include "model/base/tr_noop.h"

#include <cmath>

#include "model/base/text_concat.h"
#include "model/base/units.h"

namespace stepbudget {

using namespace units;

ScalingResults computeScaling(const Scenario& sc, const PlanResults& plan,
                              const ComputeResults& compute, Derivations* out) {
    ScalingResults r;
    const double crit = sc.scaling->critical_batch_tokens;
    r.critical_batch_tokens = crit;
    r.tokens_per_step = compute.tokens_per_step;
    r.steps = static_cast<double>(plan.steps);
    r.weak_ceiling = 1.0 + crit / r.tokens_per_step;
    r.min_steps = r.steps / r.weak_ceiling;
    r.min_tokens = r.min_steps * crit;
    r.batch_over_noise = r.tokens_per_step / crit;
    r.weak_step_s = plan.step_time_s;
    // What shrinks as 1/p under strong scaling is the step's whole pipeline part (compute,
    // bubble, recompute, TP collectives; t_s = pipeline + exposed DP comm + input wait), so the
    // curve passes through the plan at p0. It was plan.compute_s alone: 18.5 of GPT-3's 30.7 s
    // (8 stages, full recompute), and the strong row at today's 1,024 cards read 20.7 days
    // against the plan's 33.9. One stage without recompute: the same (the book's 52.224 s).
    r.strong_compute_s = plan.pipeline_s;
    r.strong_fixed_s = plan.exposed_comm_s + plan.input_wait_s;
    const double p0 = static_cast<double>(sc.cluster.cards);
    const auto row = [&](double cards) {
        ScalingRow x;
        x.cards = cards;
        x.tokens_per_step = r.tokens_per_step * cards / p0;
        x.weak_steps = r.min_steps * (1.0 + crit / x.tokens_per_step);
        x.weak_days = x.weak_steps * r.weak_step_s / kSecondsPerDay;
        x.strong_step_s = r.strong_compute_s * p0 / cards + r.strong_fixed_s;
        x.strong_days = r.steps * x.strong_step_s / kSecondsPerDay;
        x.strong_fixed_share = r.strong_fixed_s / x.strong_step_s;
        return x;
    };
    for (double factor : {1.0, 2.0, 4.0, 8.0, 32.0}) {
        r.rows.push_back(row(p0 * factor));
    }
    r.weak_curve.reserve(31);
    r.strong_curve.reserve(31);
    for (int i = 0; i <= 30; ++i) {
        const ScalingRow x = row(p0 * std::pow(64.0, i / 30.0));
        r.weak_curve.push_back({x.cards, x.weak_days});
        r.strong_curve.push_back({x.cards, x.strong_days});
    }
    const ScalingConfig& m = sc.scaling;
    r.base_cards = static_cast<double>(m.base_cards);
    r.base_step_s = m.base_step_s;
    r.scaled_cards = static_cast<double>(m.scaled_cards);
    r.scaled_step_s = m.scaled_step_s;
    r.ideal_step_s = r.base_step_s * r.base_cards / r.scaled_cards;
    r.speedup = r.base_step_s / r.scaled_step_s;
    r.efficiency = r.ideal_step_s / r.scaled_step_s;
    r.extra_s = r.scaled_step_s - r.ideal_step_s;

    if (out == nullptr) {
        return r;
    }
    const std::string b = fmt(r.tokens_per_step, 10);
    const std::string bc = fmt(crit);
    out->push_back({"scaling.min_steps",
                    QT_TRANSLATE_NOOP("Derivation", "Fewest steps at any batch (S_min)"),
                    "S_min = S / (1 + B_crit / B)",
                    concat(fmt(r.steps, 10), " / (1 + ", bc, " / ", b, ")"), r.min_steps, "steps"});
    out->push_back({"scaling.min_tokens",
                    QT_TRANSLATE_NOOP("Derivation", "Fewest tokens at any batch (E_min)"),
                    "E_min = S_min B_crit", concat(fmt(r.min_steps), " * ", bc), r.min_tokens,
                    "tokens"});
    out->push_back({"scaling.batch_over_noise",
                    QT_TRANSLATE_NOOP("Derivation", "Batch relative to the noise scale"),
                    "B / B_noise", concat(b, " / ", bc), r.batch_over_noise, ""});
    out->push_back({"scaling.weak_ceiling",
                    QT_TRANSLATE_NOOP("Derivation", "Most that weak scaling can shorten the run"),
                    "S / S_min = 1 + B_crit / B", concat("1 + ", bc, " / ", b), r.weak_ceiling,
                    ""});
    const ScalingRow& last = r.rows.back();
    out->push_back({"scaling.weak_days_32x",
                    QT_TRANSLATE_NOOP("Derivation", "Weak scaling at 32x the cards"),
                    "S_min (1 + B_crit / B(p)) t_s / 86400",
                    concat(fmt(r.min_steps), " * (1 + ", bc, " / ", fmt(last.tokens_per_step, 10),
                           ") * ", fixed(r.weak_step_s, 3), " / 86400"),
                    last.weak_days, "days"});
    out->push_back({"scaling.strong_days_32x",
                    QT_TRANSLATE_NOOP("Derivation", "Strong scaling at 32x the cards"),
                    "S (t_pipeline p0/p + t_fixed) / 86400",
                    concat(fmt(r.steps, 10), " * (", fixed(r.strong_compute_s, 3), " * ", fmt(p0),
                           "/", fmt(last.cards), " + ", fixed(r.strong_fixed_s, 4), ") / 86400"),
                    last.strong_days, "days"});
    out->push_back({"scaling.strong_fixed_share_32x",
                    QT_TRANSLATE_NOOP("Derivation", "Fixed share of the strong-scaling step"),
                    "t_fixed / step",
                    concat(fixed(r.strong_fixed_s, 4), " / ", fixed(last.strong_step_s, 4)),
                    last.strong_fixed_share, ""});
    out->push_back({"scaling.efficiency",
                    QT_TRANSLATE_NOOP("Derivation", "Scaling efficiency of the measured pair"),
                    "(T_base p_base / p) / T",
                    concat("(", fmt(r.base_step_s), " * ", fmt(r.base_cards), " / ",
                           fmt(r.scaled_cards), ") / ", fmt(r.scaled_step_s)),
                    r.efficiency, ""});
    out->push_back({"scaling.speedup",
                    QT_TRANSLATE_NOOP("Derivation", "Speed-up of the measured pair"), "T_base / T",
                    concat(fmt(r.base_step_s), " / ", fmt(r.scaled_step_s)), r.speedup, "x"});
    out->push_back({"scaling.extra_s", QT_TRANSLATE_NOOP("Derivation", "Time above ideal scaling"),
                    "T - T_base p_base / p",
                    concat(fmt(r.scaled_step_s), " - ", fmt(r.ideal_step_s)), r.extra_s, "s"});
    return r;
}

// The section's keys, in registry order (model/evaluate/param_registry.cpp places them),
// with their slider ends and help (book section, one sentence).
std::vector<ParamSpec> scalingParamSpecs() {
    using namespace param_rows;
    using S = Scenario;
    static const SliderRange ranges[] = {
        {"scaling.critical_batch_tokens", 1e5, 1e9}, {"scaling.base_cards", 8, 1e5},
        {"scaling.base_step_s", 0.1, 600},           {"scaling.scaled_cards", 8, 1e6},
        {"scaling.scaled_step_s", 0.1, 600},
    };
    static const KeyHelp help[] = {
        {"scaling.critical_batch_tokens", "§10.1.3",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "Critical batch B_crit in tokens: beyond it a larger batch buys few fewer steps.")},
        {"scaling.base_cards", "§10.1.3",
         QT_TRANSLATE_NOOP("ParamHelp", "Cards of the measured baseline run.")},
        {"scaling.base_step_s", "§10.1.3",
         QT_TRANSLATE_NOOP("ParamHelp", "Step time measured at the base card count.")},
        {"scaling.scaled_cards", "§10.1.3",
         QT_TRANSLATE_NOOP("ParamHelp", "Cards of the measured scaled-up run.")},
        {"scaling.scaled_step_s", "§10.1.3",
         QT_TRANSLATE_NOOP("ParamHelp", "Step time measured at the scaled card count.")},
    };
    std::vector<ParamSpec> v;
    v.push_back(number("scaling.critical_batch_tokens", &S::scaling,
                       &ScalingConfig::critical_batch_tokens, {0, 1e13, true, true}, "tokens",
                       QT_TRANSLATE_NOOP("Param", "Critical batch B_crit")));
    v.push_back(number("scaling.base_cards", &S::scaling, &ScalingConfig::base_cards,
                       {1, 1e7, false, true}, "cards",
                       QT_TRANSLATE_NOOP("Param", "Measured: base cards")));
    v.push_back(number("scaling.base_step_s", &S::scaling, &ScalingConfig::base_step_s,
                       {0, 1e7, true, true}, "s",
                       QT_TRANSLATE_NOOP("Param", "Measured: base step")));
    v.push_back(number("scaling.scaled_cards", &S::scaling, &ScalingConfig::scaled_cards,
                       {1, 1e7, false, true}, "cards",
                       QT_TRANSLATE_NOOP("Param", "Measured: scaled cards")));
    v.push_back(number("scaling.scaled_step_s", &S::scaling, &ScalingConfig::scaled_step_s,
                       {0, 1e7, true, true}, "s",
                       QT_TRANSLATE_NOOP("Param", "Measured: scaled step")));
    applySliderRanges(v, ranges);
    applyHelp(v, help);
    return v;
}

// The section's JSON fields in output order (model/io/section_json.cpp writes them and fills in the
// nested ones); documented in docs/cli.md, a row with a documentation string also in the generated
// reference (`stepbudget-cli results`).
const std::vector<ResultField<ScalingResults>>& scalingResultFields() {
    using R = ScalingResults;
    static const std::vector<ResultField<R>> fields = {
        real("critical_batch_tokens", &R::critical_batch_tokens),
        real("tokens_per_step", &R::tokens_per_step),
        real("steps", &R::steps),
        real("min_steps", &R::min_steps),
        real("min_tokens", &R::min_tokens),
        real("batch_over_noise", &R::batch_over_noise),
        real("weak_ceiling", &R::weak_ceiling),
        real("weak_step_s", &R::weak_step_s),
        real("strong_compute_s", &R::strong_compute_s),
        real("strong_fixed_s", &R::strong_fixed_s),
        nested<R>("rows"),
        nested<R>("weak_curve"),
        nested<R>("strong_curve"),
        nested<R>("measured"),
    };
    return fields;
}

}  // namespace stepbudget
