#include "model/efficiency/fp8_compute.h"

#include "model/efficiency/efficiency_constants.h"
#include "model/shape/catalog.h"
#include "model/shape/model_flops.h"

namespace stepbudget {

double fp8PeakRatio(std::string_view gpu) {
    const GpuSpec* g = findGpu(gpu);
    if (g == nullptr || g->fp8_dense_tflops <= 0 || g->bf16_dense_tflops <= 0) {
        return 0.0;
    }
    return g->fp8_dense_tflops / g->bf16_dense_tflops;
}

Fp8Rates fp8Rates(const Scenario& sc) {
    Fp8Rates r;
    r.peak_ratio = fp8PeakRatio(sc.cluster.gpu);
    r.on = sc.precision.compute == ComputePrecision::FP8 && r.peak_ratio > 0;
    r.fp8_peak_tflops = sc.cluster.peak_tflops * r.peak_ratio;
    const EfficiencyConstants& k = efficiencyConstants(sc.cluster.gpu);
    r.efficiency = k.fp8_matmul_efficiency;
    r.efficiency_fitted = k.fp8_fitted;
    r.matmul_speedup = r.on ? r.peak_ratio * r.efficiency : 1.0;
    return r;
}

double fp8TypedTimeFactor(double matmul_share, const Fp8Rates& rates) {
    if (!rates.on || rates.matmul_speedup <= 0) {
        return 1.0;
    }
    return (1.0 - matmul_share) + matmul_share / rates.matmul_speedup;
}

double fp8LinearFlopsShare(const Scenario& sc) {
    const double s = static_cast<double>(sc.training.seq_len);
    const double total = sequenceFlops(sc.model, s, sc.training.attention_flops);
    const double linear = 6.0 * (matrixParams(sc.model) - embeddingParams(sc.model)) * s;
    return total > 0 && linear > 0 ? linear / total : 0.0;
}

std::optional<Issue> fp8Refusal(const Scenario& sc) {
    if (sc.precision.compute != ComputePrecision::FP8 || fp8PeakRatio(sc.cluster.gpu) > 0) {
        return std::nullopt;
    }
    const GpuSpec* g = findGpu(sc.cluster.gpu);
    return Issue{
        "precision.compute",
        g == nullptr
            ? "fp8 needs the card's FP8 rate, and \"" + sc.cluster.gpu +
                  "\" is not in the GPU catalog; allowed: bf16 (or a catalog card with "
                  "FP8 tensor cores in cluster.gpu)"
            : "fp8 needs FP8 tensor cores, and the " + g->name + " has none; allowed: bf16"};
}

}  // namespace stepbudget
