// A sampled curve for the views: the model computes every point, a view only draws them.
#pragma once

#include <vector>

namespace stepbudget {

struct CurvePoint {
    double x = 0;
    double y = 0;
};

using Curve = std::vector<CurvePoint>;

// n points from lo to hi, geometric (log) or arithmetic; n >= 2, lo > 0 for log.
std::vector<double> sampleGrid(double lo, double hi, int n, bool log_scale);

}  // namespace stepbudget
