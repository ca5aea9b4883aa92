// Axis ranges for live charts: "nice" round ends, and hysteresis so an axis does not jump on
// every slider tick — it only moves when the data leaves it or shrinks to a small part of it.
// Pure (no Qt) so a test can check it.
#pragma once

#include <algorithm>
#include <cmath>

namespace stepbudget {

struct AxisRange {
    double lo = 0;
    double hi = 1;
    double step = 0.2;  // tick interval: 1, 2, 2.5 or 5 times a power of ten
};

// Rounds [lo, hi] outward to 1, 2, 2.5 or 5 times a power of ten.
inline AxisRange niceRange(double lo, double hi) {
    if (!std::isfinite(lo) || !std::isfinite(hi)) {
        return {0, 1, 0.2};
    }
    if (hi <= lo) {
        hi = lo + (lo == 0 ? 1.0 : std::fabs(lo) * 0.1);
    }
    const double span = hi - lo;
    const double raw_step = span / 5.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw_step)));
    double step = magnitude;
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (m * magnitude >= raw_step) {
            step = m * magnitude;
            break;
        }
    }
    return {std::floor(lo / step) * step, std::ceil(hi / step) * step, step};
}

class StickyRange {
public:
    static constexpr double kShrinkBelow = 0.5;  // share of the axis the data must fill

    // `floor_at_zero`: the axis starts at 0 whenever the data is non-negative (memory, days).
    explicit StickyRange(bool floor_at_zero = true) : m_floor_at_zero(floor_at_zero) {}

    AxisRange update(double lo, double hi) {
        if (m_floor_at_zero && lo >= 0) {
            lo = 0;
        }
        const bool outside = lo < m_range.lo || hi > m_range.hi;
        const double span = m_range.hi - m_range.lo;
        // Shrink once the data fills less than half the axis. A fresh nice range is filled to
        // at least ~60 % (8 % padding, then a step of at most 2x the raw step on 5 ticks), so
        // the band between 50 % and that keeps the axis still while a slider wiggles, and a
        // value dragged out and back returns to the axis it started on.
        const bool too_loose = (hi - lo) < kShrinkBelow * span;
        if (!m_valid || outside || too_loose) {
            const double pad = (hi - lo) * 0.08;
            m_range = niceRange(m_floor_at_zero && lo == 0 ? 0 : lo - pad, hi + pad);
            m_valid = true;
        }
        return m_range;
    }

private:
    bool m_floor_at_zero;
    bool m_valid = false;
    AxisRange m_range;
};

}  // namespace stepbudget
