// Ring collectives, alpha-beta model (worked-examples §7.3): S bytes over n members at B bytes/s
// per direction plus a start-up alpha per call, t = 2 (n-1)/n S / B + alpha for an AllReduce.
// An AllGather or a ReduceScatter moves half of that. Shared by the ZeRO/bucket section
// (model/step/collectives) and the per-operation time model (model/efficiency).
#pragma once

namespace stepbudget {

constexpr double ringAllReduceBytes(double bytes, double n) {
    return 2.0 * (n - 1.0) / n * bytes;
}
constexpr double ringAllGatherBytes(double bytes, double n) {
    return (n - 1.0) / n * bytes;
}
constexpr double ringAllReduceSeconds(double bytes, double n, double bytes_per_s, double alpha_s) {
    return ringAllReduceBytes(bytes, n) / bytes_per_s + alpha_s;
}
// ReduceScatter and AllGather each move half of an AllReduce.
constexpr double ringAllGatherSeconds(double bytes, double n, double bytes_per_s, double alpha_s) {
    return ringAllGatherBytes(bytes, n) / bytes_per_s + alpha_s;
}
static_assert(ringAllReduceSeconds(72.0 * 1048576, 4, 25e9, 2e-5) > 4.549e-3 &&
                  ringAllReduceSeconds(72.0 * 1048576, 4, 25e9, 2e-5) < 4.551e-3,
              "book: 72 MiB over 4 members at 25 GB/s + 0.02 ms = 4.55 ms");

}  // namespace stepbudget
