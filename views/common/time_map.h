// Time -> pixel mapping of a horizontal timeline (the async checkpoint timeline paints and
// hit-tests with it): linear, t0 at x0 and t1 at x1. Pure (no Qt) so a test can check it, and
// so painting, tooltips and the failure-marker drag cannot disagree about where a second is.
#pragma once

#include <algorithm>
#include <cmath>

namespace stepbudget {

struct TimeMap {
    double t0 = 0;  // seconds at the left edge of the time area
    double t1 = 1;  // seconds at the right edge
    double x0 = 0;  // pixels
    double x1 = 1;

    constexpr double pixelsPerSecond() const {
        return t1 > t0 && x1 > x0 ? (x1 - x0) / (t1 - t0) : 0.0;
    }
    constexpr double toX(double t) const { return x0 + (t - t0) * pixelsPerSecond(); }
    // The inverse, clamped to [t0, t1]: a drag past the edge pins the marker at the edge.
    constexpr double toTime(double x) const {
        const double pps = pixelsPerSecond();
        if (pps <= 0) {
            return t0;
        }
        const double t = t0 + (x - x0) / pps;
        return t < t0 ? t0 : (t > t1 ? t1 : t);
    }
    // A round step for times picked with the mouse: about a thousandth of the span, a power of
    // ten (0.1 s on a 60 s axis, 1 s on a 600 s axis), so a dragged failure reads "47.3 s".
    double resolution() const {
        const double span = t1 - t0;
        return span > 0 ? std::pow(10.0, std::floor(std::log10(span)) - 2.0) : 1.0;
    }
    double snap(double t) const {
        const double step = resolution();
        return std::clamp(std::round(t / step) * step, t0, t1);
    }
};

static_assert(TimeMap{0, 60, 100, 700}.toX(30) == 400, "the middle second lands mid-axis");
static_assert(TimeMap{0, 60, 100, 700}.toTime(400) == 30, "and maps back");
static_assert(TimeMap{0, 60, 100, 700}.toTime(9999) == 60, "a drag past the edge is clamped");

}  // namespace stepbudget
