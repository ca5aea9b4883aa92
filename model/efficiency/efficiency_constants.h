// The constants of the per-operation time model, one set per GPU type (docs/efficiency.md says
// which were fitted and to what). Never tuned per run: a validation row that misses shows the
// model's error, not a knob.
#pragma once

#include <string>
#include <string_view>

namespace stepbudget {

// The H100 SXM's fitted FP8 efficiency (see fp8_matmul_efficiency), the value every other FP8
// card borrows.
inline constexpr double kFp8MatmulEfficiencyH100 = 0.829;

struct EfficiencyConstants {
    std::string gpu;  // catalog name the set belongs to; "" = the defaults for any other card
    // Share of the achievable matmul rate (catalog achievable_matmul_tflops) that the training
    // GEMMs of a real framework reach after the shape penalty (fitted where `fitted`).
    double matmul_fraction = 0.85;
    // Flash attention on a card without a published kernel table (attention_rates.h: the A100
    // and the H100 / H200 have one), as a share of the achievable matmul rate: FlashAttention-2
    // reaches 50-73 % of the A100's theoretical peak (Dao 2023, abstract); the top, 0.73 x 312
    // = 228 TFLOP/s, is 0.84 of the A100's 271.2.
    double flash_fraction = 0.84;
    // Achievable HBM bandwidth over the datasheet figure for streaming kernels.
    double hbm_fraction = 0.85;
    // Collective bus bandwidth over the per-direction link figure, and the start-up of one call.
    double scale_up_fraction = 0.67;
    double scale_up_latency_s = 10e-6;
    double nic_fraction = 0.90;
    double nic_latency_s = 20e-6;
    // HBM bytes per parameter of one mixed-precision Adam step with FP32 main gradients
    // (Megatron-LM): unscale 8 + gradient norm 4 + Adam 28 + copy to 16-bit weights 6 + zero
    // the gradient buffer 4.
    double optimizer_bytes_per_param = 50;
    // precision.compute = fp8: an FP8 linear GEMM runs at fp8_matmul_efficiency x (FP8 peak /
    // BF16 peak) times the BF16 GEMM rate above (achievable x matmul_fraction, shape penalty
    // as for BF16). It stands for FP8 GEMMs reaching a smaller share of their peak than BF16
    // ones, plus the per-tensor scaling (amax) work not priced as cast bytes. Fitted on the H100
    // SXM (NVIDIA DGXC FP8 step times, docs/validation.md); other FP8 cards take that value,
    // unfitted (fp8_fitted false; the predicted-mode warning says so).
    double fp8_matmul_efficiency = kFp8MatmulEfficiencyH100;
    bool fp8_fitted = false;
    // Routed experts of a MoE layer (docs/layouts.md): their matmuls reach this share of the
    // dense GEMMs' rate once token permutation, routing and grouped-GEMM shapes are counted
    // (expert parallelism's one constant; 1 = not fitted: priced as a dense FFN).
    double expert_efficiency = 1.0;
    std::string expert_fitted_to;  // what expert_efficiency was fitted to; empty = not fitted
    // Fixed costs. The host issues one kernel at a time, so a pass can never take less than
    // (its kernels) x kernel_launch_s: "the launch time on the CPU side is between 5-20
    // microseconds" (facebookresearch/HolisticTraceAnalysis, docs, CUDA kernel launch
    // statistics); the low end, as the frameworks of the validation rows launch asynchronously.
    double kernel_launch_s = 5e-6;
    // Per step, beyond the optimizer's HBM traffic: gradient clipping's norm, the data loader,
    // logging, the framework's step bookkeeping. Fitted per GPU type to the small-model rows
    // (published_runs.h, fitStepOverhead), where it is not lost under the compute.
    double step_overhead_s = 0;
    bool fitted = false;
    std::string fitted_to;    // what the fitted constants were fitted to
    std::string shared_from;  // not fitted itself: uses this GPU type's fitted set
    // Cards of one chip that differ only in memory (the A100 SXM 40GB and 80GB: the same GA100,
    // clocks and tensor cores) are one GPU type for the constants: their rows are fitted
    // together and the set is the one fit. The catalog name the pooled fit goes by; empty = its
    // own `gpu`.
    std::string fit_set;
    // Not fitted and not shared: why (which published sources were searched and what they
    // lacked); empty for a card nobody has searched for yet. Said in predicted mode's warning.
    std::string not_fitted;
};

// The set for `gpu` (case-insensitive catalog name); the defaults when none was fitted.
const EfficiencyConstants& efficiencyConstants(std::string_view gpu);
// The name of the fitted set `gpu` belongs to (EfficiencyConstants::fit_set, else `gpu`), whether
// two cards share one, and the set's cards for a label ("A100 SXM 80GB + A100 SXM 40GB").
std::string fittedSetName(std::string_view gpu);
bool sameFittedSet(std::string_view a, std::string_view b);
std::string fittedSetLabel(std::string_view gpu);

}  // namespace stepbudget
