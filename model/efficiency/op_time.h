// Time of one operation on one GPU (docs/efficiency.md): matrix multiplies at the card's
// achievable matmul rate with a wave- and tile-quantisation penalty and the tiles' fixed cost
// (gemmDepthEfficiency), memory-bound kernels at HBM bandwidth from the bytes they move, and
// collectives with a latency + bandwidth (alpha-beta) model on one link kind. Pure functions of
// plain values; the layer model composes them.
#pragma once

#include <cstdint>

namespace stepbudget {

// C[m x n] = A[m x k] B[k x n], `batch` independent copies (batched GEMM, e.g. one per head).
struct Gemm {
    double m = 0;
    double n = 0;
    double k = 0;
    double batch = 1;
};

inline double gemmFlops(const Gemm& g) {
    return 2.0 * g.m * g.n * g.k * g.batch;  // one multiply and one add per term
}
// Operand and result bytes if each is read or written once: (mk + kn + mn) batch e.
double gemmBytes(const Gemm& g, double element_bytes);

// Share of the achievable rate a GEMM of this shape can reach on `sms` multiprocessors: the
// output is cut into tiles (best of 256x128, 128x256 and 128x128, the CUTLASS/cuBLAS tensor-core
// tiles), every tile occupies one SM for a wave, and the last wave runs partly empty:
//   efficiency = m n batch / (ceil(tiles / sms) sms tile_m tile_n),
// which is tile quantisation (m, n not multiples of the tile) times wave quantisation (tiles
// not a multiple of the SM count) — NVIDIA, "Matrix Multiplication Background User's Guide".
// 1 when sms <= 0 (unknown card).
double gemmShapeEfficiency(const Gemm& g, std::int64_t sms);

// The share of a tile's time spent on the reduction itself: every output tile also pays a fixed
// prologue (filling the shared-memory pipeline before the first MMA) and epilogue (converting
// and writing the accumulator), which a short reduction cannot amortise. In units of reduction
// depth, a tile takes k + k_overhead steps for k steps of work:
//   efficiency = k / (k + k_overhead).
// 1 when k_overhead <= 0. k_overhead is kGemmTileOverheadK unless a fit passes its own.
double gemmDepthEfficiency(double k, double k_overhead);
// Not fitted: set from the tile arithmetic of cuBLAS's A100 BF16 training kernels (256 x 128
// tiles, 64-deep k blocks, 3 stages, as their names in profiler traces say:
// ..._256x128_..._stages_64x3_...). The prologue loads stages - 1 = 2 k blocks before the
// first MMA: 128 steps. The epilogue writes the 256 x 128 x 2 B = 64 KiB tile while every SM
// of the wave does the same, so at 1/108 of the 2.0 TB/s HBM: 3.5 us, and one reduction step
// of that tile is 2 x 256 x 128 FLOPs at 1/108 of 271 TFLOP/s = 26 ns: about 133 steps.
// 128 + 133 ~ 256. One value for every card, like the Triton share: the pipeline and the
// epilogue are the library's; the matmul fractions are fitted at it. Step times cannot pin it
// down (a larger overhead and a larger fraction trade off); docs/efficiency.md ("Fixed costs")
// gives the leave-one-source-out errors at 0-512 (validate-model --gemm-tile-overhead K).
inline constexpr double kGemmTileOverheadK = 256;

struct GemmTime {
    double flops = 0;
    double shape_efficiency = 1;  // tile and wave quantisation
    double depth_efficiency = 1;  // gemmDepthEfficiency
    double compute_s = 0;         // flops / (rate shape_efficiency depth_efficiency)
    double ideal_s = 0;           // flops / rate: what the shape penalty is measured against
    double memory_s = 0;          // bytes / bandwidth (roofline floor)
    double seconds = 0;           // max(compute, memory)
};
// Roofline time of a GEMM: rate in FLOP/s (already the achievable one), bandwidth in bytes/s,
// k_overhead the tile's fixed cost in reduction steps (gemmDepthEfficiency; 0: none).
GemmTime gemmTime(const Gemm& g, double flop_per_s, double bytes_per_s, std::int64_t sms,
                  double element_bytes, double k_overhead = 0);

// A link between the members of a group: what one member sends per direction per second as a
// collective library reaches it (bus bandwidth) and the start-up time of one call.
struct LinkModel {
    double bytes_per_s = 0;
    double latency_s = 0;
    bool scale_up = true;  // inside a host (NVLink / PCIe) vs the NIC
};

// Ring collectives over n members of S bytes (model/base/ring.h): AllReduce 2 (n-1)/n S / B + a,
// AllGather and ReduceScatter (n-1)/n S / B + a (S = the full, gathered tensor). 0 for n <= 1.
double allReduceSeconds(double bytes, double n, const LinkModel& link);
double allGatherSeconds(double bytes, double n, const LinkModel& link);
double reduceScatterSeconds(double bytes, double n, const LinkModel& link);
// One point-to-point message (pipeline activation or gradient): S / B + a.
double sendSeconds(double bytes, const LinkModel& link);

}  // namespace stepbudget
