// Closed-form pipeline bubbles (book §10.3.2; worked-examples.md §3.1 and §3.5), shown beside
// the event simulation. p stages, m micro-batches, v chunks; t_f, t_b per stage; split
// schedules use T_F = t_f, T_B = dX = (1 - f) t_b, T_W = dW = f t_b.
#pragma once

#include "model/base/derivation.h"
#include "model/pipeline/pipeline.h"

namespace stepbudget {

// §3.1: T = (m + p - 1)(t_f + t_b) with free transfers and update.
constexpr double idealMakespanMs(double p, double m, double tf, double tb) {
    return (m + p - 1) * (tf + tb);
}
// §3.1: u = m / (m + p - 1).
constexpr double idealUtilisation(double p, double m) {
    return m / (m + p - 1);
}
// §3.1: the bubble as a fraction of the useful time, (p - 1) / m.
constexpr double bubbleFraction(double p, double m) {
    return (p - 1) / m;
}
// §3.4: fill-drain and 1F1B, (p - 1)(t_f + t_b) = (p - 1)(T_F + T_B + T_W).
constexpr double oneFOneBBubbleMs(double p, double tf, double tb) {
    return (p - 1) * (tf + tb);
}
// §3.5: interleaving divides the bubble by v: (1 / v)(p - 1) / m of the useful time.
constexpr double interleavedBubbleFraction(double p, double m, double v) {
    return (p - 1) / (v * m);
}
constexpr double interleavedBubbleMs(double p, double v, double tf, double tb) {
    return (p - 1) * (tf + tb) / v;
}
// §3.5 (Zero Bubble paper Table 1): ZB-H1 (p - 1)(T_F + T_B - T_W).
constexpr double zbH1BubbleMs(double p, double tf, double tx, double tw) {
    return (p - 1) * (tf + tx - tw);
}
// ZB-H2 (p - 1)(T_F + T_B - 2 T_W); a bubble cannot be negative, so it is clamped at 0.
constexpr double zbH2BubbleMs(double p, double tf, double tx, double tw) {
    const double b = (p - 1) * (tf + tx - 2 * tw);
    return b > 0 ? b : 0;
}
// DualPipe (PP/2 - 1)(F&B + B - 3W) as the book substitutes it: F&B = t_f + t_b, B = t_b
// (the full backward), W = f t_b; clamped at 0.
constexpr double dualPipeBubbleMs(double p, double tf, double tb, double tw) {
    const double b = (p / 2 - 1) * ((tf + tb) + tb - 3 * tw);
    return b > 0 ? b : 0;
}

static_assert(idealMakespanMs(4, 8, 10, 20) == 330);
static_assert(bubbleFraction(4, 8) == 0.375);
static_assert(interleavedBubbleFraction(4, 8, 2) == 0.1875);
static_assert(interleavedBubbleMs(4, 2, 10, 20) == 45);
static_assert(zbH1BubbleMs(4, 10, 10, 10) == 30);
static_assert(zbH2BubbleMs(4, 10, 10, 10) == 0);
static_assert(dualPipeBubbleMs(4, 10, 20, 10) == 20);

// Evaluates every formula for `config` and appends one derivation each to `out` (if not null).
PipelineFormulas pipelineFormulas(const PipelineConfig& config, Derivations* out);

}  // namespace stepbudget
