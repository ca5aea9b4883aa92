#include "model/efficiency/attention_rates.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "model/base/derivation.h"
#include "model/shape/catalog.h"

namespace stepbudget {
namespace {

// The benchmarks' sequence lengths: 512, 1K, 2K, 4K, 8K, 16K (batch x sequence = 16K tokens,
// hidden 2,048: Dao 2023 section 4.1; Shah et al. 2024 section 4.1).
constexpr int kPoints = 6;
using Series = std::array<double, kPoints>;

struct Table {
    const char* gpu;
    AttentionKernel kernel;
    int head_dim;
    bool causal;
    Series forward;
    Series backward;
    std::string source;
};

// FlashAttention-3 paper (Shah, Bikshandi, Zhang, Thakkar, Ramani, Dao 2024, arXiv 2407.08608),
// Figure 5 (forward, BF16, H100 80GB SXM5) and Figure 6 (backward, without causal mask), as
// transcribed from the figures' bar labels. The paper has no causal backward figure: it is the
// non-causal backward times the causal / non-causal forward ratio at the same length (the causal
// kernel skips the same blocks both ways; derived, said in the source).
constexpr Series kH100Fa2FwdNc128 = {309, 350, 362, 368, 370, 370};
constexpr Series kH100Fa2FwdC128 = {191, 260, 298, 319, 333, 335};
constexpr Series kH100Fa2BwdNc128 = {214, 260, 291, 310, 318, 322};
constexpr Series kH100Fa2FwdNc64 = {282, 306, 318, 321, 322, 324};
constexpr Series kH100Fa2FwdC64 = {180, 229, 262, 284, 295, 299};
constexpr Series kH100CudnnFwdNc128 = {497, 574, 617, 609, 600, 595};
constexpr Series kH100CudnnFwdC128 = {315, 410, 484, 518, 529, 539};
constexpr Series kH100CudnnBwdNc128 = {305, 408, 465, 499, 518, 516};
constexpr Series kH100Fa3FwdNc128 = {467, 565, 625, 638, 646, 648};
constexpr Series kH100Fa3FwdC128 = {292, 423, 521, 579, 602, 616};
constexpr Series kH100Fa3BwdNc128 = {316, 424, 501, 542, 559, 561};
constexpr Series kH100TritonFwdNc128 = {323, 372, 389, 389, 392, 395};
constexpr Series kH100TritonFwdC128 = {146, 273, 323, 353, 369, 378};
constexpr Series kH100Fa3FwdNc64 = {333, 392, 460, 476, 496, 497};
constexpr Series kH100Fa3FwdC64 = {197, 265, 371, 420, 460, 473};

// FlashAttention-2 paper (Dao 2023, arXiv 2307.08691), A100 80GB SXM4, head dimension 128, as
// read from its figures by a published summary of the paper: forward + backward (Figure 4)
// FlashAttention-2 151 -> 203 TFLOP/s from 512 to 16K without causal mask and 99 -> 189 with it,
// FlashAttention in Triton 78 -> 95 and 50 -> 80; forward alone up to 227 (Figure 5), backward
// alone up to 196 (Figure 6), both without causal mask at 16K. Section 4.1: FlashAttention-2 is
// 1.3-1.5x faster than the Triton kernel in the forward pass (1.4 used here). The same figure's
// Triton forward + backward (78 -> 95 without mask, 50 -> 80 causal) is no longer used: it
// left the kernel a backward of 0.369 x FlashAttention-2's (kTritonBackwardShareUnfitted),
// which predicts MPT's long-context rows 12-19 % slow (docs/efficiency.md).
constexpr double kA100Fa2FwdBwd512Nc = 151;
constexpr double kA100Fa2FwdBwd16kNc = 203;
constexpr double kA100Fa2FwdBwd512C = 99;
constexpr double kA100Fa2FwdBwd16kC = 189;
constexpr double kA100Fa2Fwd16kNc = 227;
constexpr double kA100Fa2Bwd16kNc = 196;
constexpr double kTritonForwardSlowdown = 1.4;

// Forward + backward rate of a forward and a backward rate (backward FLOPs = 2.5 x forward).
double combined(double forward, double backward) {
    return 3.5 / (1.0 / forward + 2.5 / backward);
}

Series times(const Series& a, const Series& num, const Series& den) {
    Series r{};
    for (int i = 0; i < kPoints; ++i) {
        r[i] = a[i] * num[i] / den[i];
    }
    return r;
}

// Forward + backward of the H100 FlashAttention-2 tables, as a share of its 16K value: the
// measured shape of a FlashAttention-2 curve over the sequence length.
Series fa2Shape(bool causal) {
    const Series bwd_c = times(kH100Fa2BwdNc128, kH100Fa2FwdC128, kH100Fa2FwdNc128);
    Series s{};
    for (int i = 0; i < kPoints; ++i) {
        s[i] = causal ? combined(kH100Fa2FwdC128[i], bwd_c[i])
                      : combined(kH100Fa2FwdNc128[i], kH100Fa2BwdNc128[i]);
    }
    const double last = s[kPoints - 1];
    for (double& v : s) {
        v /= last;
    }
    return s;
}

// A forward + backward series known at its ends (512 and 16K) only: the points between follow
// the FlashAttention-2 shape, v(s) = v512 + (v16k - v512) (shape(s) - shape(512)) / (1 -
// shape(512)).
Series alongShape(double at512, double at16k, bool causal) {
    const Series shape = fa2Shape(causal);
    Series r{};
    for (int i = 0; i < kPoints; ++i) {
        r[i] = at512 + (at16k - at512) * (shape[i] - shape[0]) / (1.0 - shape[0]);
    }
    return r;
}

std::vector<Table> buildTables() {
    std::vector<Table> t;
    const std::string fa3 =
        "Shah et al. 2024 (FlashAttention-3), Figures 5-6, H100 80GB SXM5, BF16";
    const std::string causal_bwd =
        "; causal backward = non-causal backward x causal / non-causal forward (no causal "
        "backward figure)";
    const std::string hd64_bwd =
        "; head dim 64 backward = head dim 128 backward x the forward's 64 / 128 ratio (no head "
        "dim 64 backward figure)";
    // H100: FlashAttention-2, cuDNN and FlashAttention-3 as measured by Shah et al. 2024.
    struct Hopper {
        AttentionKernel kernel;
        const char* name;
        Series fwd_nc128, fwd_c128, bwd_nc128;
        bool has64;
        Series fwd_nc64, fwd_c64;
    };
    for (const Hopper& k :
         {Hopper{AttentionKernel::Flash2, "FlashAttention-2", kH100Fa2FwdNc128, kH100Fa2FwdC128,
                 kH100Fa2BwdNc128, true, kH100Fa2FwdNc64, kH100Fa2FwdC64},
          Hopper{AttentionKernel::Cudnn,
                 "cuDNN",
                 kH100CudnnFwdNc128,
                 kH100CudnnFwdC128,
                 kH100CudnnBwdNc128,
                 false,
                 {},
                 {}},
          Hopper{AttentionKernel::Flash3, "FlashAttention-3", kH100Fa3FwdNc128, kH100Fa3FwdC128,
                 kH100Fa3BwdNc128, true, kH100Fa3FwdNc64, kH100Fa3FwdC64}}) {
        const std::string src = fa3 + ", " + k.name;
        const Series bwd_c128 = times(k.bwd_nc128, k.fwd_c128, k.fwd_nc128);
        t.push_back({"H100 SXM", k.kernel, 128, false, k.fwd_nc128, k.bwd_nc128, src});
        t.push_back({"H100 SXM", k.kernel, 128, true, k.fwd_c128, bwd_c128, src + causal_bwd});
        if (k.has64) {
            const Series bwd_nc64 = times(k.bwd_nc128, k.fwd_nc64, k.fwd_nc128);
            const Series bwd_c64 = times(bwd_c128, k.fwd_c64, k.fwd_c128);
            t.push_back({"H100 SXM", k.kernel, 64, false, k.fwd_nc64, bwd_nc64, src + hd64_bwd});
            t.push_back(
                {"H100 SXM", k.kernel, 64, true, k.fwd_c64, bwd_c64, src + causal_bwd + hd64_bwd});
        }
    }
    // A100: forward + backward series split into forward and backward with the measured 16K
    // split (forward 227 / fwd+bwd 203, backward 196 / 203), the same share at every length.
    const std::string fa2 =
        "Dao 2023 (FlashAttention-2), Figures 4-6, A100 80GB SXM4, head dim 128 (the figures' "
        "end points as read by a published summary; lengths between follow the H100 "
        "FlashAttention-2 curve's shape; forward / backward split from the 16K figures)";
    const double kf = kA100Fa2Fwd16kNc / kA100Fa2FwdBwd16kNc;
    const double kb = kA100Fa2Bwd16kNc / kA100Fa2FwdBwd16kNc;
    for (const bool causal : {false, true}) {
        const Series fb = causal ? alongShape(kA100Fa2FwdBwd512C, kA100Fa2FwdBwd16kC, true)
                                 : alongShape(kA100Fa2FwdBwd512Nc, kA100Fa2FwdBwd16kNc, false);
        Series f{};
        Series b{};
        for (int i = 0; i < kPoints; ++i) {
            f[i] = kf * fb[i];
            b[i] = kb * fb[i];
        }
        t.push_back({"A100 SXM 80GB", AttentionKernel::Flash2, 128, causal, f, b, fa2});
        // The Triton kernel's forward: FlashAttention-2's / 1.4 on the A100 (section 4.1), Shah
        // et al. 2024's Triton bars on the H100 (Figure 5). Its backward is not tabled: it is
        // kTritonBackwardShare x FlashAttention-2's backward (attentionRate), fitted to the runs
        // that use the kernel: the backward series below are FlashAttention-2's of the card.
        Series tf{};
        for (int i = 0; i < kPoints; ++i) {
            tf[i] = f[i] / kTritonForwardSlowdown;
        }
        t.push_back({"A100 SXM 80GB", AttentionKernel::Triton, 128, causal, tf, b,
                     "Dao 2023 (FlashAttention-2), A100 80GB SXM4, head dim 128: forward = "
                     "FlashAttention-2's / 1.4 (section 4.1)"});
        t.push_back(
            {"H100 SXM", AttentionKernel::Triton, 128, causal,
             causal ? kH100TritonFwdC128 : kH100TritonFwdNc128,
             causal ? times(kH100Fa2BwdNc128, kH100Fa2FwdC128, kH100Fa2FwdNc128) : kH100Fa2BwdNc128,
             fa3 + ", Triton (forward)"});
    }
    return t;
}

const std::vector<Table>& tables() {
    static const std::vector<Table> t = buildTables();
    return t;
}

double interpolate(const Series& v, double seq_len) {
    const double x = std::log2(std::max(seq_len, 1.0)) - 9.0;  // 512 -> 0, 16K -> 5
    if (x <= 0) {
        return v[0];
    }
    if (x >= kPoints - 1) {
        return v[kPoints - 1];
    }
    const int i = static_cast<int>(std::floor(x));
    const double f = x - i;
    return v[i] + f * (v[i + 1] - v[i]);
}

}  // namespace

bool parseAttentionKernel(std::string_view text, AttentionKernel* out) {
    for (const AttentionKernel k : {AttentionKernel::Flash2, AttentionKernel::Triton,
                                    AttentionKernel::Cudnn, AttentionKernel::Flash3}) {
        if (text == toString(k)) {
            *out = k;
            return true;
        }
    }
    return false;
}

const char* toString(AttentionKernel k) {
    switch (k) {
        case AttentionKernel::Triton:
            return "triton";
        case AttentionKernel::Cudnn:
            return "cudnn";
        case AttentionKernel::Flash3:
            return "flash3";
        case AttentionKernel::Flash2:
            break;
    }
    return "flash2";
}

double kernelHeadDim(AttentionKernel kernel, double head_dim) {
    if (!(head_dim > 0) || head_dim > 256) {
        return head_dim;
    }
    const auto roundUp = [](double x, double m) { return std::ceil(x / m) * m; };
    switch (kernel) {
        case AttentionKernel::Flash2:
            return roundUp(roundUp(head_dim, 8), 32);
        case AttentionKernel::Triton:
            return std::max(16.0, std::exp2(std::ceil(std::log2(head_dim))));
        case AttentionKernel::Flash3:
            for (const double w : {64.0, 96.0, 128.0, 192.0}) {
                if (head_dim <= w) {
                    return w;
                }
            }
            return 256.0;
        case AttentionKernel::Cudnn:
            break;
    }
    return roundUp(head_dim, 8);
}

AttentionRate attentionRate(std::string_view gpu, AttentionKernel kernel, double head_dim,
                            double seq_len, bool causal, double triton_backward_share) {
    // The H200 is the H100's GH100 compute with more HBM; the A100 40GB the 80GB's GA100.
    std::string_view card = gpu;
    if (sameCatalogName(gpu, "H200 SXM")) {
        card = "H100 SXM";
    } else if (sameCatalogName(gpu, "A100 SXM 40GB")) {
        card = "A100 SXM 80GB";
    }
    const Table* best = nullptr;
    for (const Table& t : tables()) {
        if (t.kernel != kernel || t.causal != causal || !sameCatalogName(t.gpu, card)) {
            continue;
        }
        if (best == nullptr ||
            std::fabs(t.head_dim - head_dim) < std::fabs(best->head_dim - head_dim)) {
            best = &t;
        }
    }
    AttentionRate r;
    if (best == nullptr) {
        return r;
    }
    r.forward_tflops = interpolate(best->forward, seq_len);
    r.backward_tflops = interpolate(best->backward, seq_len);
    r.measured = true;
    r.source = best->source;
    if (kernel == AttentionKernel::Triton) {
        // The Triton tables carry FlashAttention-2's backward of the card; the kernel's own is
        // the fitted share of it (attention_rates.h).
        const double share =
            triton_backward_share >= 0 ? triton_backward_share : kTritonBackwardShare;
        r.backward_tflops *= share;
        r.source += "; backward = " + fixed(share, 3) +
                    " x FlashAttention-2's (fitted to MPT's runs, kTritonBackwardShare)";
    }
    return r;
}

}  // namespace stepbudget
