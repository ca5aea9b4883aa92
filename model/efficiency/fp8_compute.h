// FP8 compute (precision.compute = fp8; docs/efficiency.md "FP8 compute"): the card's FP8 rate,
// the fitted FP8 efficiency, the typed-mode time factor and the refusal on cards without FP8.
//
// What FP8 changes, as Transformer Engine runs it (NeMo / Megatron-LM "fp8 hybrid"): the
// transformer layers' linear GEMMs (QKV or MLA projections, attention out, FFN / experts) take
// FP8 operands and run at the card's FP8 tensor-core rate; the attention core, the LM head, the
// norms, activations and every other memory-bound kernel stay 16-bit; each linear's input (and,
// backward, its output gradient) is quantised by a cast-transpose kernel first; and each card
// keeps an FP8 copy of its weights beside the 16-bit ones.
#pragma once

#include <optional>
#include <string_view>

#include "model/base/issue.h"
#include "model/base/scenario.h"

namespace stepbudget {

struct Fp8Rates {
    bool on = false;             // precision.compute = fp8 on a card with FP8 tensor cores
    double peak_ratio = 0;       // R = catalog dense FP8 / dense BF16 peak (H100 SXM: 2.000)
    double fp8_peak_tflops = 0;  // cluster.peak_tflops x R: what "MFU (FP8 peak)" divides by
    double efficiency = 1;       // eta: the card's fp8_matmul_efficiency (efficiency_constants)
    double matmul_speedup = 1;   // R eta: an FP8 linear GEMM over the same GEMM in BF16
    bool efficiency_fitted = false;
};

// R for a catalog card: fp8_dense_tflops / bf16_dense_tflops; 0 when the card has no FP8
// tensor cores (V100, A100) or is not in the catalog.
double fp8PeakRatio(std::string_view gpu);
// The scenario's FP8 rates; `on` false (and the ratio still filled when the card has FP8) with
// precision.compute = bf16.
Fp8Rates fp8Rates(const Scenario& scenario);
// Bytes per element a cast-transpose kernel moves: read the 16-bit value (e), write the FP8
// value and its FP8 transpose (1 + 1) — the transpose is the operand of the weight gradient.
inline double fp8CastBytesPerElement(double element_bytes) {
    return element_bytes + 2.0;
}
// Typed mode: the share m of the step's FLOPs that are the layers' linear GEMMs runs R eta times
// faster, the rest (attention core, LM head) as before: t_fp8 / t_bf16 = (1 - m) + m / (R eta).
// The casts are not priced separately here (they are in the per-operation model): the typed MFU
// covers the step's memory-bound work.
double fp8TypedTimeFactor(double matmul_share, const Fp8Rates& rates);
// The share m: 6 (N_mat - V h) s / F(s) — the matrix weights less the LM head, over the exact
// FLOPs of one sequence (model_flops.h).
double fp8LinearFlopsShare(const Scenario& scenario);
// precision.compute = fp8 on a card without FP8 tensor cores (or not in the catalog): the
// issue naming the key and the card; nullopt otherwise.
std::optional<Issue> fp8Refusal(const Scenario& scenario);

}  // namespace stepbudget
