#include "model/memory/offload.h"
#include "model/base/param_builders.h"
#include "model/base/tr_noop.h"

#include <algorithm>
#include <cmath>

#include "model/base/text_concat.h"
#include "model/base/units.h"
#include "model/shape/model_flops.h"

namespace stepbudget {

using namespace units;

namespace {

std::string ms(double seconds) {
    return fixed(seconds * 1e3, 3) + " ms";
}

}  // namespace

OffloadResults computeOffload(const Scenario& sc, Derivations* out) {
    OffloadResults r;
    const Cluster& c = sc.cluster;
    // The book's tensor (example): the gate projection's gradient [intermediate, hidden] in BF16.
    // The plan's: its widest per-layer matrix (an FFN projection, or the query projection when
    // that is wider) as one card holds it, split over the t tensor-parallel ranks (Megatron's
    // column/row split), still BF16 since the cast under study is BF16 -> FP32.
    const ModelSpec& m = sc.model;
    r.example = sc.offload->source == SectionSource::Example;
    const double ffn = static_cast<double>(
        m.experts > 0 && m.expert_intermediate > 0 ? m.expert_intermediate : m.intermediate);
    const double width =
        r.example ? static_cast<double>(m.intermediate) : std::max(ffn, queryWidth(m));
    r.tp = r.example ? 1 : std::max<std::int64_t>(1, sc.parallel.tp);
    r.grad_bytes = 2.0 * static_cast<double>(m.hidden) * width / static_cast<double>(r.tp);
    r.fp32_bytes = 2.0 * r.grad_bytes;
    r.link_bytes_per_s = c.host_link_gb_per_s * kGB;
    r.host_memory_bytes_per_s = c.host_memory_gb_per_s * kGB;
    r.gpu_memory_bytes_per_s = c.hbm_gb_per_s * kGB;
    r.window_s = sc.offload->window_ms * 1e-3;
    const double g = r.grad_bytes;
    const double link = r.link_bytes_per_s;
    r.wait_s = offloadWait(g, link, r.window_s);
    r.cpu.transfer_s = g / link;
    r.cpu.cast_s = 3.0 * g / r.host_memory_bytes_per_s;
    r.cpu.total_s = r.cpu.transfer_s + r.cpu.cast_s;
    r.cpu.gpu_peak_bytes = g;
    r.gpu.transfer_s = 2.0 * g / link;
    r.gpu.cast_s = 3.0 * g / r.gpu_memory_bytes_per_s;
    r.gpu.total_s = r.gpu.transfer_s + r.gpu.cast_s;
    r.gpu.gpu_peak_bytes = g + r.fp32_bytes;  // input and output coexist during the cast
    r.faster = r.gpu.total_s < r.cpu.total_s ? "gpu" : "cpu";
    r.gpu_extra_transfer_s = g / link;
    const double gap = 1.0 / r.host_memory_bytes_per_s - 1.0 / r.gpu_memory_bytes_per_s;
    r.break_even_exists = gap > 0;
    r.break_even_bytes_per_s = r.break_even_exists ? 1.0 / (3.0 * gap) : 0.0;
    constexpr int kPoints = 41;
    r.cpu_curve.reserve(kPoints);
    r.gpu_curve.reserve(kPoints);
    for (int i = 0; i < kPoints; ++i) {
        const double gb_per_s = std::pow(10.0, 4.0 * i / (kPoints - 1));
        const double b = gb_per_s * kGB;
        r.cpu_curve.push_back({gb_per_s, cpuCastSeconds(g, b, r.host_memory_bytes_per_s) * 1e3});
        r.gpu_curve.push_back({gb_per_s, gpuCastSeconds(g, b, r.gpu_memory_bytes_per_s) * 1e3});
    }

    if (out == nullptr) {
        return r;
    }
    const std::string gs = fmt(g, 12);
    const std::string bs = fmt(c.host_link_gb_per_s) + "e9";
    out->push_back({"offload.wait_s",
                    QT_TRANSLATE_NOOP("Derivation", "Offload wait for the gradient"),
                    "max(0, V/B - W)",
                    concat("max(0, ", gs, " / ", bs, " - ", fmt(r.window_s), ")"), r.wait_s, "s"});
    out->push_back({"offload.cpu_cast_s", QT_TRANSLATE_NOOP("Derivation", "Cast on the CPU"),
                    "T_c = G/B + 3G/C_c",
                    concat(gs, " / ", bs, " + 3 * ", gs, " / ", fmt(c.host_memory_gb_per_s),
                           "e9 = ", ms(r.cpu.transfer_s), " + ", ms(r.cpu.cast_s)),
                    r.cpu.total_s, "s"});
    out->push_back({"offload.gpu_cast_s", QT_TRANSLATE_NOOP("Derivation", "Cast on the GPU"),
                    "T_g = 3G/C_g + 2G/B",
                    concat("3 * ", gs, " / ", fmt(c.hbm_gb_per_s), "e9 + 2 * ", gs, " / ", bs,
                           " = ", ms(r.gpu.cast_s), " + ", ms(r.gpu.transfer_s)),
                    r.gpu.total_s, "s"});
    out->push_back(
        {"offload.break_even_gb_per_s",
         QT_TRANSLATE_NOOP("Derivation", "Link bandwidth where both casts tie"),
         "B* = 1 / (3 (1/C_c - 1/C_g))",
         r.break_even_exists
             ? "1 / (3 * (1/" + fmt(c.host_memory_gb_per_s) + " - 1/" + fmt(c.hbm_gb_per_s) + "))"
             : "none: host memory is at least as fast as HBM, the CPU cast always wins",
         r.break_even_bytes_per_s / kGB, "GB/s"});
    out->push_back({"offload.gpu_cast_peak_bytes",
                    QT_TRANSLATE_NOOP("Derivation", "GPU memory of the GPU cast"), "G + 2G",
                    concat(fmt(g / kMiB), " MiB + ", fmt(r.fp32_bytes / kMiB), " MiB"),
                    r.gpu.gpu_peak_bytes, "B"});
    return r;
}

// The section's keys, in registry order (model/evaluate/param_registry.cpp places them),
// with their slider ends and help (book section, one sentence).
std::vector<ParamSpec> offloadParamSpecs() {
    using namespace param_rows;
    using S = Scenario;
    static const SliderRange ranges[] = {
        {"offload.window_ms", 0, 100},
    };
    static const KeyHelp help[] = {
        {"offload.source", "§10.2.3",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "Whether the Offload tab uses the plan's largest weight gradient on one "
             "card (plan) or the book's unsharded gate-projection gradient (example).")},
        {"offload.window_ms", "§10.2.3",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Time between the moment a transfer may start and the moment the "
                           "operator needs the data.")},
    };
    std::vector<ParamSpec> v;
    v.push_back(choice("offload.source", &S::offload, &OffloadConfig::source,
                       {SectionSource::Plan, SectionSource::Example}, &parsePipelineSource,
                       QT_TRANSLATE_NOOP("Param", "Offload tab shows")));
    v.push_back(number("offload.window_ms", &S::offload, &OffloadConfig::window_ms, {0, 1e7}, "ms",
                       QT_TRANSLATE_NOOP("Param", "Transfer window W")));
    applySliderRanges(v, ranges);
    applyHelp(v, help);
    return v;
}

// The section's JSON fields in output order (model/io/section_json.cpp writes them and fills in the
// nested ones); documented in docs/cli.md, a row with a documentation string also in the generated
// reference (`stepbudget-cli results`).
const std::vector<ResultField<OffloadResults>>& offloadResultFields() {
    using R = OffloadResults;
    static const std::vector<ResultField<R>> fields = {
        {"source", nullptr,
         [](const R& r) -> ResultValue { return std::string(r.example ? "example" : "plan"); }},
        field("tp", &R::tp),
        real("grad_bytes", &R::grad_bytes),
        real("fp32_bytes", &R::fp32_bytes),
        real("window_s", &R::window_s),
        real("wait_s", &R::wait_s),
        nested<R>("cpu_cast"),
        nested<R>("gpu_cast"),
        field("faster", &R::faster),
        real("gpu_extra_transfer_s", &R::gpu_extra_transfer_s),
        field("break_even_exists", &R::break_even_exists),
        {"break_even_gb_per_s", nullptr,
         [](const R& r) -> ResultValue {
             return static_cast<double>(r.break_even_bytes_per_s / 1e9);
         }},
        nested<R>("cast_curves"),
    };
    return fields;
}

}  // namespace stepbudget
