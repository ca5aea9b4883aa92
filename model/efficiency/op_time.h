// Time of one operation on one GPU (docs/efficiency.md): matrix multiplies at the card's
// achievable matmul rate with a wave- and tile-quantisation penalty, memory-bound kernels at HBM
// bandwidth from the bytes they move, and collectives with a latency + bandwidth (alpha-beta)
// model on one link kind. Pure functions of plain values; the layer model composes them.
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

struct GemmTime {
    double flops = 0;
    double shape_efficiency = 1;
    double compute_s = 0;  // flops / (rate shape efficiency)
    double ideal_s = 0;    // flops / rate: what the shape penalty is measured against
    double memory_s = 0;   // bytes / bandwidth (roofline floor)
    double seconds = 0;    // max(compute, memory)
};
// Roofline time of a GEMM: rate in FLOP/s (already the achievable one), bandwidth in bytes/s.
GemmTime gemmTime(const Gemm& g, double flop_per_s, double bytes_per_s, std::int64_t sms,
                  double element_bytes);

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
