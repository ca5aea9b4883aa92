#include "model/efficiency/efficiency_constants.h"

#include <vector>

#include "model/shape/catalog.h"

namespace stepbudget {
namespace {

std::vector<EfficiencyConstants> buildConstants() {
    // A100: matmul_fraction is the one fitted number (stepbudget-cli validate-model --fit: the
    // minimum of the mean absolute error over the eight rows of Korthikanti et al. 2022, Table 5).
    // Bus fractions: nccl-tests all_reduce_perf on 8 x A100 SXM with NVSwitch reaches about
    // 200 GB/s bus bandwidth of the 300 GB/s per direction (NVIDIA/nccl-tests issues 149, 178);
    // 4 x HDR per 8 A100 reach 85-96 % of the 200 Gbit/s per port (issue 119).
    EfficiencyConstants a100;
    a100.matmul_fraction = 0.866;
    a100.fitted = true;
    a100.fitted_to =
        "matmul_fraction: Korthikanti et al. 2022, Table 5 (8 iteration times, Megatron-LM on "
        "A100 SXM 80GB, 2022 software)";
    std::vector<EfficiencyConstants> v;
    for (const char* name : {"A100 SXM 80GB", "A100 SXM 40GB"}) {
        EfficiencyConstants c = a100;
        c.gpu = name;
        v.push_back(c);
    }
    return v;
}

}  // namespace

const EfficiencyConstants& efficiencyConstants(std::string_view gpu) {
    static const std::vector<EfficiencyConstants> sets = buildConstants();
    static const EfficiencyConstants defaults;
    for (const EfficiencyConstants& c : sets) {
        if (sameCatalogName(c.gpu, gpu)) {
            return c;
        }
    }
    return defaults;
}

}  // namespace stepbudget
