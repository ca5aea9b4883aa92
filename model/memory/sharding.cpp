#include "model/memory/sharding.h"
#include "model/base/tr_noop.h"

#include "model/base/text_concat.h"
#include "model/base/units.h"
#include "model/memory/state_bytes.h"

namespace stepbudget {

using namespace units;

namespace {

// The FSDP2 CPU experiment's measured values (worked-examples §2.4); inputs, not results.
constexpr double kMeasuredStateAt2 = 18 * kMiB;
constexpr double kMeasuredPeakAt2 = 39.156 * kMiB;
constexpr double kMeasuredStateAt4 = 9 * kMiB;
constexpr double kMeasuredPeakAt4 = 30.141 * kMiB;

std::string mib(double bytes) {
    return fixed(bytes / kMiB, 3) + " MiB";
}
std::string gib(double bytes) {
    return fixed(bytes / kGiB, 3) + " GiB";
}

}  // namespace

ShardingStep shardingStep(double state_before, double peak_before, double state_after,
                          double peak_after) {
    ShardingStep s;
    s.state_before_bytes = state_before;
    s.state_after_bytes = state_after;
    s.peak_before_bytes = peak_before;
    s.peak_after_bytes = peak_after;
    s.state_reduction = state_before > 0 ? 1.0 - state_after / state_before : 0.0;
    s.peak_reduction = peak_before > 0 ? 1.0 - peak_after / peak_before : 0.0;
    s.other_bytes = peak_after - state_after;
    return s;
}

ShardingResults computeSharding(const Scenario& sc, const MemoryResults& memory, Derivations* out) {
    ShardingResults r;
    r.experiment =
        shardingStep(kMeasuredStateAt2, kMeasuredPeakAt2, kMeasuredStateAt4, kMeasuredPeakAt4);
    const int stage = static_cast<int>(sc.parallel.zero_stage);
    // Twice the data-parallel shards: the dense part over 2d, the routed experts (their own
    // N_e / (p ep t_e) a card) over 2 d_e, as the Memory tab's stack counts them.
    const double twice = cardStack(effectivePrecision(sc), stage, memory.dense_params_per_card,
                                   2.0 * memory.data_parallel, memory.expert_params_per_card,
                                   2.0 * memory.expert_data_parallel)
                             .resident();
    // With FP8 the weight copy is in the peak too; it halves with d only at ZeRO-3.
    const double fp8_twice =
        fp8CopyBytes(memory.fp8_copy_bytes_per_param, stage, memory.dense_params_per_card,
                     2.0 * memory.data_parallel, memory.expert_params_per_card,
                     2.0 * memory.expert_data_parallel);
    // The memory beyond the tensors (memory.runtime_overheads; 0 off) stays with 2d.
    r.scenario = shardingStep(
        memory.resident_bytes_per_card, memory.peak_bytes_per_card, twice,
        twice + fp8_twice + memory.extra_bytes_per_card + memory.overhead_bytes_per_card);
    if (out == nullptr) {
        return r;
    }
    const ShardingStep& e = r.experiment;
    out->push_back(
        {"sharding.experiment_peak_reduction",
         QT_TRANSLATE_NOOP("Derivation", "FSDP2 2 -> 4 processes: state halves, peak does not"),
         "1 - peak(2d) / peak(d); other = peak(2d) - state(2d)",
         concat("state ", mib(e.state_before_bytes), " -> ", mib(e.state_after_bytes),
                ", peak 1 - ", mib(e.peak_after_bytes), " / ", mib(e.peak_before_bytes), "; other ",
                mib(e.other_bytes)),
         e.peak_reduction, ""});
    const ShardingStep& s = r.scenario;
    out->push_back(
        {"sharding.scenario_peak_reduction",
         QT_TRANSLATE_NOOP("Derivation", "This plan with twice the shards"),
         memory.fp8_copy_bytes_per_card > 0
             ? "1 - (state(2d) + FP8 copy(2d) + extra) / (state(d) + FP8 copy + extra)"
             : "1 - (state(2d) + extra) / (state(d) + extra)",
         memory.fp8_copy_bytes_per_card > 0
             ? concat("1 - (", gib(s.state_after_bytes), " + ", gib(s.other_bytes), ") / (",
                      gib(s.state_before_bytes), " + ", gib(memory.fp8_copy_bytes_per_card), " + ",
                      gib(memory.extra_bytes_per_card + memory.overhead_bytes_per_card), ")")
             : concat("1 - (", gib(s.state_after_bytes), " + ", gib(s.other_bytes), ") / (",
                      gib(s.state_before_bytes), " + ",
                      gib(memory.extra_bytes_per_card + memory.overhead_bytes_per_card), ")"),
         s.peak_reduction, ""});
    return r;
}

}  // namespace stepbudget
