// Attention-core (flash attention) throughput per GPU type, from published kernel benchmarks
// (docs/efficiency.md, "Attention rates"): TFLOP/s of the forward and the backward kernel by
// kernel, head dimension, causal mask and sequence length. The time model divides the attention
// core's FLOPs by these rates instead of a share of the matmul rate: a flash-attention kernel
// reaches well under the GEMM rate, and less at short sequences and with a causal mask.
//
// FLOPs are counted as the benchmarks count them (Dao 2023, section 4.1): forward 4 s^2 d h,
// halved with a causal mask; backward 2.5 x the forward.
#pragma once

#include <string>
#include <string_view>

namespace stepbudget {

// The attention kernel a framework runs (data key `attention_kernel` of a published run).
enum class AttentionKernel {
    Flash2,  // FlashAttention-2 (Dao 2023), the default
    Triton,  // FlashAttention in Triton (the baseline of Dao 2023; MPT's attn_impl: triton)
    Cudnn,   // cuDNN fused attention (Transformer Engine on Hopper)
    Flash3   // FlashAttention-3 (Shah et al. 2024), Hopper only
};
bool parseAttentionKernel(std::string_view text, AttentionKernel* out);
const char* toString(AttentionKernel k);

struct AttentionRate {
    double forward_tflops = 0;   // at the card's datasheet peak
    double backward_tflops = 0;  // idem
    bool measured = false;       // false: the card (or the kernel on it) has no table
    std::string source;          // which table, and what was derived (empty when !measured)
};

// The Triton kernel's backward (MPT's attn_impl: triton, Tri Dao's flash_attn_triton.py) as a
// share of FlashAttention-2's backward on the same card, head dimension, mask and length. No
// benchmark of this kernel's backward by length was found (docs/efficiency.md, "Attention
// rates"): the docstring of the kernel says only that its backward is slower than the CUDA
// kernel's. So the share is fitted (validate-model --fit: the source-balanced error over the
// published rows that run the kernel, MosaicML's MPT A100 80GB, A100 40GB and H100 tables, with
// each GPU type's matmul_fraction fitted beside it) and cross-validated by leaving each table out.
// One value for every card: it is a property of the kernel's code next to FlashAttention-2's.
inline constexpr double kTritonBackwardShare = 0.441;
// What the share was before any run was fitted, and what a fit with no Triton row falls back
// to: Dao 2023's 'FlashAttention in Triton' curve (Figure 4, forward + backward 80 TFLOP/s
// causal at 16K on the A100, forward taken as FlashAttention-2's / 1.4) leaves a backward of
// 67 TFLOP/s, 0.369 of FlashAttention-2's 182.
inline constexpr double kTritonBackwardShareUnfitted = 0.369;

// The head width the kernel's tiles compute for a head of `head_dim` (a kernel pads a head to
// the widths it is built for, and does the padded width's work):
//   flash2: a multiple of 8, then of 32 (flash_api.cpp: head_size_rounded, kernels for 32, 64,
//           96, ..., 256);
//   triton: the next power of two, at least 16 (flash_attn_triton.py: BLOCK_HEADDIM);
//   flash3: 64, 96, 128, 192 or 256 (hopper/flash_api.cpp: round_up_headdim);
//   cudnn:  a multiple of 8 (cuDNN's fused attention takes any multiple of 8).
// Above 256 the width is kept (no kernel is built for it; the rate tables stop at 128 anyway).
double kernelHeadDim(AttentionKernel kernel, double head_dim);

// The rate of `kernel` on `gpu` (catalog name) at head dimension `head_dim` and sequence length
// `seq_len`, causal or not. The Triton kernel's backward is `triton_backward_share` (< 0: the
// shipped kTritonBackwardShare) x FlashAttention-2's backward on the card. Between the benchmarks'
// sequence lengths (512 ... 16,384) the rate is interpolated linearly in log2(s); below 512 and
// above 16,384 it stays at the end value (the kernels are compute-bound at long sequences: the
// curves are flat from 8K on). Head dimensions use the nearest published one. H200 SXM uses the
// H100 SXM tables (the same GH100 compute).
AttentionRate attentionRate(std::string_view gpu, AttentionKernel kernel, double head_dim,
                            double seq_len, bool causal, double triton_backward_share = -1);

}  // namespace stepbudget
