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

// The visible part [t0, t1] of a timeline whose data spans [lo, hi] (the Gantt's zoom): wheel
// zoom keeps the time under the mouse where it is, drag pan moves by whole seconds of the axis;
// both stay inside the data and never zoom in past `min_span`.
struct TimeWindow {
    double t0 = 0;
    double t1 = 1;

    constexpr double span() const { return t1 - t0; }
    constexpr bool operator==(const TimeWindow& o) const { return t0 == o.t0 && t1 == o.t1; }

    // Pushed back inside [lo, hi] without changing its span (or shrunk to [lo, hi]).
    constexpr TimeWindow clampedInto(double lo, double hi) const {
        const double s = span() < hi - lo ? span() : hi - lo;
        double a = t0 < lo ? lo : t0;
        if (a + s > hi) {
            a = hi - s;
        }
        return {a, a + s};
    }
    constexpr TimeWindow panned(double dt, double lo, double hi) const {
        return TimeWindow{t0 + dt, t1 + dt}.clampedInto(lo, hi);
    }
    // `factor` < 1 zooms in (0.5 halves the span), > 1 out; `anchor` keeps its screen position.
    constexpr TimeWindow zoomed(double anchor, double factor, double lo, double hi,
                                double min_span) const {
        double s = span() * factor;
        s = s < min_span ? min_span : s;
        s = s > hi - lo ? hi - lo : s;
        const double f = span() > 0 ? (anchor - t0) / span() : 0.5;  // anchor's place, 0..1
        return TimeWindow{anchor - f * s, anchor - f * s + s}.clampedInto(lo, hi);
    }
};

static_assert(TimeWindow{0, 100}.zoomed(50, 0.5, 0, 100, 1) == TimeWindow{25, 75},
              "zooming in about the middle keeps the middle");
static_assert(TimeWindow{0, 100}.zoomed(0, 0.5, 0, 100, 1) == TimeWindow{0, 50},
              "the left edge stays under a mouse at the left edge");
static_assert(TimeWindow{25, 75}.zoomed(50, 4, 0, 100, 1) == TimeWindow{0, 100},
              "zooming out stops at the data");
static_assert(TimeWindow{0, 50}.panned(80, 0, 100) == TimeWindow{50, 100},
              "a pan past the end stops at the end, span kept");

static_assert(TimeMap{0, 60, 100, 700}.toX(30) == 400, "the middle second lands mid-axis");
static_assert(TimeMap{0, 60, 100, 700}.toTime(400) == 30, "and maps back");
static_assert(TimeMap{0, 60, 100, 700}.toTime(9999) == 60, "a drag past the edge is clamped");

}  // namespace stepbudget
