#include "model/shape/shape_scaling.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "model/shape/catalog.h"

namespace stepbudget {

namespace {

std::int64_t roundTo(double value, std::int64_t step) {
    return std::max<std::int64_t>(step, std::llround(value / static_cast<double>(step)) * step);
}

// The family member at scale x (x = 1: `from`, up to rounding).
ModelSpec memberAt(const ModelSpec& from, double x, std::int64_t heads_step,
                   std::int64_t min_layers) {
    ModelSpec m = from;
    // Query heads per KV head: a whole number (validation: kv_heads divides heads).
    const std::int64_t group_heads = from.heads / std::max<std::int64_t>(1, from.kv_heads);
    const auto group = static_cast<double>(group_heads);
    m.layers =
        std::max<std::int64_t>(min_layers, std::llround(static_cast<double>(from.layers) * x));
    m.heads = roundTo(static_cast<double>(from.heads) * x, heads_step);
    m.kv_heads = std::max<std::int64_t>(1, std::llround(static_cast<double>(m.heads) / group));
    const double width = static_cast<double>(m.heads) / static_cast<double>(from.heads);
    m.hidden = std::max<std::int64_t>(1, std::llround(static_cast<double>(from.hidden) * width));
    m.intermediate = roundTo(static_cast<double>(from.intermediate) * width, 128);
    if (from.expert_intermediate > 0) {
        m.expert_intermediate = roundTo(static_cast<double>(from.expert_intermediate) * width, 128);
    }
    return m;
}

}  // namespace

double shapeParams(const ModelSpec& model) {
    return parameterCountFromShape(shapeOf(model));
}

ModelSpec scaledShape(const ModelSpec& from, std::int64_t target_params, std::int64_t tp,
                      std::int64_t pp) {
    if (from.layers <= 0 || from.heads <= 0 || from.kv_heads <= 0 || target_params <= 0) {
        ModelSpec same = from;
        same.params = target_params;
        return same;
    }
    const std::int64_t group = std::max<std::int64_t>(1, from.heads / from.kv_heads);
    const std::int64_t heads_step = std::lcm(group, std::max<std::int64_t>(1, tp));
    const std::int64_t min_layers = std::max<std::int64_t>(pp, from.dense_layers + 1);
    const double target = static_cast<double>(target_params);
    // The count rises with x (a step function through the rounding): bisect on log x for the
    // first member at or above the target, then take it or the one just below, whichever is
    // nearer. 60 halvings of [1e-3, 1e3] resolve every rounding step.
    double lo = std::log(1e-3);
    double hi = std::log(1e3);
    for (int i = 0; i < 60; ++i) {
        const double mid = 0.5 * (lo + hi);
        if (shapeParams(memberAt(from, std::exp(mid), heads_step, min_layers)) < target) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    ModelSpec above = memberAt(from, std::exp(hi), heads_step, min_layers);
    ModelSpec below = memberAt(from, std::exp(lo), heads_step, min_layers);
    ModelSpec best = std::fabs(shapeParams(below) - target) < std::fabs(shapeParams(above) - target)
                         ? below
                         : above;
    best.params = target_params;
    return best;
}

}  // namespace stepbudget
