// Critical batch size and weak vs strong scaling (worked-examples §1.3), and the efficiency of a
// measured scaling pair (MegaScale, §7.5).
//
// (S/S_min - 1)(E/E_min - 1) = 1 with E = S B gives S(B) = S_min (1 + B_crit / B),
// B_crit = E_min / S_min. The reference run (this plan: S steps of B tokens) is taken to reach
// the target exactly, so S_min = S / (1 + B_crit / B).
//   weak scaling:   micro-batches per card fixed, B grows with the cards, the step time stays;
//                   days = S(B) t_s / 86400 — never below S_min t_s / 86400 however many cards.
//   strong scaling: global batch fixed, S fixed, the pipeline part of the step (compute, bubble,
//                   recompute, TP collectives) shrinks as p0/p, the rest (exposed communication +
//                   input wait) stays: days = S (t_pipeline p0/p + fixed)/86400.
// No T0 and no (1 + L): the table compares the training itself.
#pragma once

#include <cstdint>
#include <vector>

#include "model/base/derivation.h"
#include "model/base/result_fields.h"
#include "model/base/scenario.h"
#include "model/step/plan.h"

namespace stepbudget {

struct ScalingConfig {
    double critical_batch_tokens = 2e6;  // B_noise = B_crit (§1.3, declared)
    // A measured scaling pair (MegaScale, §7.5): fixed global batch, more cards.
    std::int64_t base_cards = 3072;
    double base_step_s = 23.66;
    std::int64_t scaled_cards = 12288;
    double scaled_step_s = 6.34;
};

struct ScalingRow {
    double cards = 0;
    double tokens_per_step = 0;  // weak scaling's B
    double weak_steps = 0;       // S(B)
    double weak_days = 0;
    double strong_step_s = 0;
    double strong_days = 0;
    double strong_fixed_share = 0;  // fixed part of the strong-scaling step (26 % at 32x)
};

struct ScalingResults {
    double critical_batch_tokens = 0;
    double tokens_per_step = 0;    // B of this plan
    double steps = 0;              // S of this plan
    double min_steps = 0;          // S_min (19,434.12)
    double min_tokens = 0;         // E_min = S_min B_crit (38.9 B)
    double batch_over_noise = 0;   // B / B_noise (1.572864)
    double weak_ceiling = 0;       // S / S_min = 1 + B_crit / B: most weak scaling can ever give
    double weak_step_s = 0;        // plan step time (52.8 s)
    double strong_compute_s = 0;   // the step's pipeline part: step - t_fixed (52.224 s)
    double strong_fixed_s = 0;     // exposed comm + input wait (0.576 s)
    std::vector<ScalingRow> rows;  // cards x 1, 2, 4, 8, 32
    std::vector<CurvePoint> weak_curve;  // (cards, days), x 1 .. 64
    std::vector<CurvePoint> strong_curve;
    // A measured pair at fixed global batch.
    double base_cards = 0;
    double base_step_s = 0;
    double scaled_cards = 0;
    double scaled_step_s = 0;
    double ideal_step_s = 0;  // base step x base / scaled cards (5.915 s)
    double speedup = 0;       // base / scaled step (3.73)
    double efficiency = 0;    // ideal / scaled step (93.3 %)
    double extra_s = 0;       // scaled - ideal (0.425 s)
};

ScalingResults computeScaling(const Scenario& scenario, const PlanResults& plan,
                              const ComputeResults& compute, Derivations* out = nullptr);

// The section's JSON fields in output order (model/base/result_fields.h).
const std::vector<ResultField<ScalingResults>>& scalingResultFields();

}  // namespace stepbudget
