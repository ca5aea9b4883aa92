#include "model/efficiency/op_time.h"

#include <algorithm>
#include <cmath>

#include "model/base/ring.h"

namespace stepbudget {

double gemmBytes(const Gemm& g, double element_bytes) {
    return (g.m * g.k + g.k * g.n + g.m * g.n) * g.batch * element_bytes;
}

double gemmShapeEfficiency(const Gemm& g, std::int64_t sms) {
    if (sms <= 0 || g.m <= 0 || g.n <= 0 || g.batch <= 0) {
        return 1.0;
    }
    const double units = static_cast<double>(sms);
    static constexpr double kTiles[][2] = {{256, 128}, {128, 256}, {128, 128}};
    double best = 0;
    for (const auto& tile : kTiles) {
        const double tiles = std::ceil(g.m / tile[0]) * std::ceil(g.n / tile[1]) * g.batch;
        const double waves = std::ceil(tiles / units);
        best = std::max(best, g.m * g.n * g.batch / (waves * units * tile[0] * tile[1]));
    }
    return std::min(1.0, best);
}

double gemmDepthEfficiency(double k, double k_overhead) {
    return k > 0 && k_overhead > 0 ? k / (k + k_overhead) : 1.0;
}

GemmTime gemmTime(const Gemm& g, double flop_per_s, double bytes_per_s, std::int64_t sms,
                  double element_bytes, double k_overhead) {
    GemmTime t;
    t.flops = gemmFlops(g);
    if (t.flops <= 0 || flop_per_s <= 0) {
        return t;
    }
    t.shape_efficiency = gemmShapeEfficiency(g, sms);
    t.ideal_s = t.flops / flop_per_s;
    t.depth_efficiency = gemmDepthEfficiency(g.k, k_overhead);
    t.compute_s = t.ideal_s / (t.shape_efficiency * t.depth_efficiency);
    t.memory_s = bytes_per_s > 0 ? gemmBytes(g, element_bytes) / bytes_per_s : 0.0;
    t.seconds = std::max(t.compute_s, t.memory_s);
    return t;
}

double allReduceSeconds(double bytes, double n, const LinkModel& link) {
    if (n <= 1 || bytes <= 0 || link.bytes_per_s <= 0) {
        return 0.0;
    }
    return ringAllReduceSeconds(bytes, n, link.bytes_per_s, link.latency_s);
}

double allGatherSeconds(double bytes, double n, const LinkModel& link) {
    if (n <= 1 || bytes <= 0 || link.bytes_per_s <= 0) {
        return 0.0;
    }
    return ringAllGatherSeconds(bytes, n, link.bytes_per_s, link.latency_s);
}

double reduceScatterSeconds(double bytes, double n, const LinkModel& link) {
    return allGatherSeconds(bytes, n, link);  // the same ring, the same bytes, reversed
}

double sendSeconds(double bytes, const LinkModel& link) {
    if (bytes <= 0 || link.bytes_per_s <= 0) {
        return 0.0;
    }
    return bytes / link.bytes_per_s + link.latency_s;
}

}  // namespace stepbudget
