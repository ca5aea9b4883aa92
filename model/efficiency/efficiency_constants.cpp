#include "model/efficiency/efficiency_constants.h"

#include <vector>

#include "model/base/tr_noop.h"
#include "model/shape/catalog.h"

namespace stepbudget {
namespace {

std::vector<EfficiencyConstants> buildConstants() {
    // A100: matmul_fraction is the one fitted number (stepbudget-cli validate-model --fit: the
    // minimum of the source-balanced mean absolute error over the 155 A100 rows of four sources:
    // Korthikanti et al. 2022, Table 5, 8 iteration times, DP 1, 2022 software; Narayanan et al.
    // 2021, Table 1, 10 throughputs, DP 6-32, 2021 software; MosaicML's MPT benchmarks on the
    // A100 80GB, 59 FSDP rows at 512-65,536 tokens, and on the A100 40GB, 78 FSDP rows at
    // 512-32,768 tokens on 8-128 GPUs). The sources differ: the 2021 Megatron rows alone fit
    // 0.77, the 2022 rows 0.86, the MPT 80GB rows 0.82, the MPT 40GB rows 0.76 (at the shipped
    // Triton share; docs/efficiency.md); leave-one-source-out cross-validation measures what that
    // costs on a source the fit has not seen. The MPT rows are predicted with the Triton kernel's
    // fitted backward share (attention_rates.h, kTritonBackwardShare), fitted beside this fraction
    // (validate-model --fit: 0.847 with the share 0.441 since every GEMM tile pays the fixed
    // overhead kGemmTileOverheadK (op_time.h), which the fraction no longer averages in; 0.809 /
    // 0.438 without it; 0.810 / 0.443 with the FP32 loss; before the 40GB table, 0.835 / 0.446).
    // Bus fractions: nccl-tests all_reduce_perf on 8 x A100 SXM with NVSwitch reaches about
    // 200 GB/s bus bandwidth of the 300 GB/s per direction (NVIDIA/nccl-tests issues 149, 178);
    // 4 x HDR per 8 A100 reach 85-96 % of the 200 Gbit/s per port (issue 119).
    EfficiencyConstants a100;
    a100.matmul_fraction = 0.847;
    a100.fitted = true;
    a100.fitted_to =
        "matmul_fraction: Korthikanti et al. 2022, Table 5 (8 iteration times, DP 1, 2022 "
        "software), Narayanan et al. 2021, Table 1 (10 throughputs, 32-3,072 GPUs, DP 6-32, "
        "2021 software), Megatron-LM, on A100 SXM 80GB, and MosaicML's MPT benchmarks (FSDP, "
        "125M-70B: 59 rows on A100 SXM 80GB at sequence 512-65,536, 78 rows on A100 SXM 40GB at "
        "512-32,768 and 8-128 GPUs)";
    std::vector<EfficiencyConstants> v;
    // The 40GB card is the same GA100 with less and slower HBM (the catalog prices the HBM):
    // one set, fitted over both cards' rows.
    for (const char* name : {"A100 SXM 80GB", "A100 SXM 40GB"}) {
        EfficiencyConstants c = a100;
        c.gpu = name;
        c.fit_set = "A100 SXM 80GB";
        v.push_back(c);
    }
    // H100 SXM: matmul_fraction fitted the same way over its own rows only (the Llama 3 paper's
    // Table 4, NVIDIA's DGXC BF16 benchmarks and MosaicML's MPT H100 BF16 table,
    // docs/validation.md). The attention core runs at the H100's own published kernel rates
    // (attention_rates.h); the bus fractions keep the documented defaults.
    EfficiencyConstants h100;
    h100.gpu = "H100 SXM";
    h100.matmul_fraction = 0.763;
    h100.fitted = true;
    h100.fp8_fitted = true;
    h100.fitted_to =
        "matmul_fraction: the Llama 3 paper 2024, Table 4 (2 rows, Meta's stack at 8,192 / "
        "16,384 GPUs), NVIDIA DGXC Benchmarking BF16 step times (6 rows, NeMo 24.09 / 24.11: "
        "GPT-3 175B, Nemotron-4 340B and 15B) and MosaicML's MPT benchmarks (37 FSDP rows on 8 "
        "GPUs, 760M-30B, sequence 512-65,536) on H100 SXM 80GB";
    // Expert parallelism's one constant (docs/layouts.md): the routed experts' share of the dense
    // matmul rate, fitted (validate-model --fit) to 5 of the 9 Grok-1 314B BF16 rows of NVIDIA's
    // DGXC Benchmarking (8, 32, 128, 512 and 2,048 GPUs); the other 4 are held out.
    h100.expert_efficiency = 0.866;
    h100.expert_fitted_to =
        "NVIDIA DGXC Benchmarking, Grok-1 314B BF16 step times at 8, 32, 128, 512 and 2,048 H100 "
        "(EP 2-8, CP 1-2, NeMo dev container); the 16, 64, 256 and 1,024-GPU rows held out";
    v.push_back(h100);
    // H200 SXM: the same GH100 chip (132 SMs, the same clocks and tensor cores; the catalog's
    // achievable matmul figure is the H100 row), more and faster HBM. No published H200 run is
    // in the data, so it borrows the H100's fit and says so (predictedEfficiencyWarnings).
    EfficiencyConstants h200 = h100;
    h200.gpu = "H200 SXM";
    h200.fitted = false;
    h200.fp8_fitted = false;
    h200.shared_from = "H100 SXM";
    v.push_back(h200);
    // B200 SXM: matmul_fraction fitted (validate-model --fit) to the three BF16 rows of
    // data/published_runs.json on the card: third-party runs of NVIDIA's published recipes with
    // their configuration beside the measurement (Together AI's Llama 3.1 8B on Megatron-Bridge
    // 26.02 and Nemotron-4 340B on 512 GPUs, NeMo 25.07; vuiseng9's Llama 3 8B on NeMo 25.09).
    // NVIDIA's own B200 tables give dense models in FP8 / MXFP8 / NVFP4 only. No attention
    // table exists for the card: the core keeps flash_fraction x the achievable rate, and the
    // fraction absorbs what that misses (docs/efficiency.md). FP8 and the experts stay unfitted.
    EfficiencyConstants b200;
    b200.gpu = "B200 SXM";
    b200.matmul_fraction = 0.723;
    b200.fitted = true;
    b200.fitted_to =
        "matmul_fraction: third-party BF16 runs of NVIDIA's recipes on B200 (Together AI: Llama "
        "3.1 8B on 8 GPUs, Megatron-Bridge / NeMo 26.02, and Nemotron-4 340B on 512 GPUs, NeMo "
        "25.07 without TP overlap; vuiseng9/nemo-perf-nvfp4: Llama 3 8B on 8 GPUs, NeMo 25.09); "
        "NVIDIA's own B200 tables are FP8 / MXFP8 / NVFP4 for dense models";
    v.push_back(b200);
    // MI300X, H100 PCIe: searched for published BF16 dense pre-training runs with
    // their full configuration, none usable (docs/efficiency.md, "Cards searched, not fitted";
    // data/published_runs.json notes). They keep the documented defaults and say why: a fit
    // to FP8 throughput, to a run without its configuration or to a single run would be a
    // number the time model cannot stand behind.
    struct Unfitted {
        const char* gpu;
        const char* why;
    };
    for (const Unfitted& u :
         {Unfitted{"MI300X",
                   QT_TRANSLATE_NOOP("Warning",
                                     "no BF16 pre-training throughput for MI300X was found with "
                                     "its configuration (layout, batch, sequence) stated beside "
                                     "it")},
          Unfitted{"H100 PCIe", QT_TRANSLATE_NOOP("Warning",
                                                  "no published BF16 pre-training run "
                                                  "on H100 PCIe was found")}}) {
        EfficiencyConstants c;
        c.gpu = u.gpu;
        c.not_fitted = u.why;
        v.push_back(c);
    }
    return v;
}

}  // namespace

namespace {
const std::vector<EfficiencyConstants>& constantSets() {
    static const std::vector<EfficiencyConstants> sets = buildConstants();
    return sets;
}
}  // namespace

const EfficiencyConstants& efficiencyConstants(std::string_view gpu) {
    static const EfficiencyConstants defaults;
    for (const EfficiencyConstants& c : constantSets()) {
        if (sameCatalogName(c.gpu, gpu)) {
            return c;
        }
    }
    return defaults;
}

std::string fittedSetName(std::string_view gpu) {
    const EfficiencyConstants& c = efficiencyConstants(gpu);
    return c.fit_set.empty() ? std::string(gpu) : c.fit_set;
}

bool sameFittedSet(std::string_view a, std::string_view b) {
    return sameCatalogName(fittedSetName(a), fittedSetName(b));
}

std::string fittedSetLabel(std::string_view gpu) {
    std::string label = fittedSetName(gpu);
    const std::string set = label;
    for (const EfficiencyConstants& c : constantSets()) {
        if (!sameCatalogName(c.gpu, set) && !c.fit_set.empty() && sameCatalogName(c.fit_set, set)) {
            label += " + " + c.gpu;
        }
    }
    return label;
}

}  // namespace stepbudget
