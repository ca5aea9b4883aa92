// Time <-> pixel mapping for the painted timelines (Gantt, memory strip). Pure, so a test can
// check it; ticks land on 1, 2, 5 x 10^k ms.
#pragma once

#include <cmath>
#include <vector>

namespace stepbudget {

struct TimeAxis {
    double t0 = 0;  // ms at x0
    double t1 = 1;  // ms at x1
    double x0 = 0;  // pixels
    double x1 = 1;

    double toX(double t) const { return x0 + (t - t0) / (t1 - t0) * (x1 - x0); }
    double toTime(double x) const { return t0 + (x - x0) / (x1 - x0) * (t1 - t0); }

    // Tick times at a round step giving at least `min_px` pixels between ticks.
    std::vector<double> ticks(double min_px) const {
        std::vector<double> out;
        const double span = t1 - t0;
        if (!(span > 0) || !(x1 > x0)) {
            return out;
        }
        const double raw = span * min_px / (x1 - x0);
        const double mag = std::pow(10.0, std::floor(std::log10(raw)));
        double step = 10 * mag;
        for (double m : {1.0, 2.0, 5.0, 10.0}) {
            if (m * mag >= raw) {
                step = m * mag;
                break;
            }
        }
        for (double t = std::ceil(t0 / step) * step; t <= t1 + 1e-9; t += step) {
            out.push_back(t);
        }
        return out;
    }
};

}  // namespace stepbudget
