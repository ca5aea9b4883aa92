// Whole counts (cards, steps, capacity slots) from real-valued formulas. Casting a double beyond
// int64 is undefined behaviour, and a tiny but valid input reaches it: MFU 1e-12 asks for about
// 2e21 cards to meet the deadline (found by UBSan in tst_regressions' smallestValues). The count
// saturates at kCountLimit instead, which reads as "more than any cluster".
#pragma once

#include <cmath>
#include <cstdint>

namespace stepbudget {

inline constexpr std::int64_t kCountLimit = std::int64_t{1} << 62;  // ~4.6e18

inline std::int64_t countCeil(double x) {
    const double c = std::ceil(x);
    if (!(c < static_cast<double>(kCountLimit))) {  // also NaN
        return kCountLimit;
    }
    return c > static_cast<double>(-kCountLimit) ? static_cast<std::int64_t>(c) : -kCountLimit;
}

inline std::int64_t countFloor(double x) {
    const double f = std::floor(x);
    if (!(f < static_cast<double>(kCountLimit))) {
        return kCountLimit;
    }
    return f > static_cast<double>(-kCountLimit) ? static_cast<std::int64_t>(f) : -kCountLimit;
}

}  // namespace stepbudget
