// Offload: trading memory for transfer (worked-examples §5). The wait of an offloaded tensor,
// T_wait = max(0, V/B - W), and where to cast a BF16 gradient to FP32 on its way to the host:
//   CPU cast: T_c = G/B + 3G/C_c   (send BF16, read G + write 2G on the host)
//   GPU cast: T_g = 3G/C_g + 2G/B  (cast in HBM, send FP32; GPU peak G + 2G)
// Equal at B* = 1 / (3 (1/C_c - 1/C_g)); above B* the GPU cast wins, below it the CPU cast.
#pragma once

#include <string>
#include <vector>

#include "model/base/curve.h"
#include "model/base/derivation.h"
#include "model/base/result_fields.h"
#include "model/base/scenario.h"

namespace stepbudget {

struct OffloadConfig {
    // plan: the largest per-layer weight gradient on one card (h x f / t at grad_bytes);
    // example: the book's unsharded BF16 gate projection [intermediate, hidden] (§5).
    SectionSource source = SectionSource::Plan;
    double window_ms = 0;  // W: time between "transfer may start" and "operator needs it"
};

// One cast path: a bar split into transfer and cast time, and the GPU memory it needs.
struct CastPath {
    double transfer_s = 0;
    double cast_s = 0;
    double total_s = 0;
    double gpu_peak_bytes = 0;
};

struct OffloadResults {
    bool example = false;         // offload.source = example: the book's tensor, not the plan's
    std::int64_t tp = 1;          // the plan's t the gradient is sharded over (1 for the example)
    double grad_bytes = 0;        // G: BF16 gradient, 2 x hidden x width (/ t for the plan)
    double fp32_bytes = 0;        // 2G
    double link_bytes_per_s = 0;  // B: cluster.host_link_gb_per_s
    double host_memory_bytes_per_s = 0;  // C_c: cluster.host_memory_gb_per_s
    double gpu_memory_bytes_per_s = 0;   // C_g: cluster.hbm_gb_per_s
    double window_s = 0;                 // W
    double wait_s = 0;                   // max(0, G/B - W)
    CastPath cpu;
    CastPath gpu;
    std::string faster;                 // "cpu" or "gpu" at B
    bool break_even_exists = false;     // false when C_c >= C_g: the CPU cast never loses
    double break_even_bytes_per_s = 0;  // B*
    double gpu_extra_transfer_s = 0;    // G/B: the extra BF16-sized transfer of the GPU path
    // Total time of each path against the link bandwidth, (GB/s, ms), log-spaced 1..10^4 GB/s.
    std::vector<CurvePoint> cpu_curve;
    std::vector<CurvePoint> gpu_curve;
};

constexpr double offloadWait(double volume_bytes, double bytes_per_s, double window_s) {
    return volume_bytes / bytes_per_s > window_s ? volume_bytes / bytes_per_s - window_s : 0.0;
}
constexpr double cpuCastSeconds(double g, double link, double host) {
    return g / link + 3.0 * g / host;
}
constexpr double gpuCastSeconds(double g, double link, double hbm) {
    return 3.0 * g / hbm + 2.0 * g / link;
}
static_assert(cpuCastSeconds(100663296, 32e9, 307.2e9) > 4.12e-3 &&
                  cpuCastSeconds(100663296, 32e9, 307.2e9) < 4.14e-3,
              "book: 96 MiB over PCIe 4.0 x16, CPU cast 4.13 ms");

OffloadResults computeOffload(const Scenario& scenario, Derivations* out = nullptr);

// The section's JSON fields in output order (model/base/result_fields.h).
const std::vector<ResultField<OffloadResults>>& offloadResultFields();

}  // namespace stepbudget
