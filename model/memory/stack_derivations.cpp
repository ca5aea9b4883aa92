#include "model/memory/stack_derivations.h"

#include <algorithm>

#include "model/base/parallel_groups.h"
#include "model/base/text_concat.h"
#include "model/base/tr_noop.h"
#include "model/base/units.h"
#include "model/memory/activation_cost.h"
#include "model/memory/memory.h"
#include "model/memory/state_bytes.h"
#include "model/shape/model_flops.h"

namespace stepbudget {

std::string memoryStackId(int stage, int part) {
    return "memory.zero" + std::to_string(stage) + "." + kStackParts[part];
}

std::optional<Derivation> memoryStackDerivation(const Scenario& sc, int stage, int part,
                                                const MemoryResults* evaluated) {
    if (stage < 0 || stage > 3 || part < 0 || part >= kStackPartCount) {
        return std::nullopt;
    }
    // The same inputs computeMemory() uses: (N - N_e)/(tp pp) dense parameters per card over the
    // ZeRO group d, and N_e / (p ep t_e) routed-expert parameters over d_e (MoE only).
    const Precision p = effectivePrecision(sc);
    const ParallelGroups groups = parallelGroups(sc);
    const double shard = static_cast<double>(sc.parallel.tp * sc.parallel.pp);
    const double n = static_cast<double>(sc.model.params);
    const double n_e = std::min(n, routedExpertParams(sc.model));
    const double expert_shard = static_cast<double>(sc.parallel.pp) * groups.ep * groups.etp;
    const double d = groups.zero_dp;
    const double d_e = groups.expert_dp;
    const MemoryStack stack = zeroStack(p, stage, (n - n_e) / shard, d);
    const MemoryStack experts = zeroStack(p, stage, n_e / expert_shard, d_e);
    static const char* const kTitles[kStackPartCount] = {
        QT_TRANSLATE_NOOP("Derivation", "Weights per card at this ZeRO stage"),
        QT_TRANSLATE_NOOP("Derivation", "Gradients per card at this ZeRO stage"),
        QT_TRANSLATE_NOOP("Derivation", "FP32 master weights per card at this ZeRO stage"),
        QT_TRANSLATE_NOOP("Derivation", "Adam first moment m per card at this ZeRO stage"),
        QT_TRANSLATE_NOOP("Derivation", "Adam second moment v per card at this ZeRO stage"),
        QT_TRANSLATE_NOOP("Derivation", "Activations and buffers per card"),
        QT_TRANSLATE_NOOP("Derivation", "FP8 weight copy per card at this ZeRO stage"),
        QT_TRANSLATE_NOOP("Derivation", "Routed-expert weights per card at this ZeRO stage"),
        QT_TRANSLATE_NOOP("Derivation", "Memory beyond the tensors per card at this ZeRO stage")};
    // Bytes per parameter of the part and the stage from which ZeRO shards it over d (§2.3:
    // stage 1 shards the optimizer state and master, 2 adds gradients, 3 adds weights).
    // Adam keeps m and v in the same format, half of the optimizer bytes o each.
    const double bytes_per_param[5] = {p.weight_bytes, p.grad_bytes, p.master_bytes,
                                       p.optimizer_bytes / 2, p.optimizer_bytes / 2};
    const int sharded_from[5] = {3, 2, 1, 1, 1};
    const char* const symbol[5] = {"w", "g", "m", "o/2", "o/2"};
    const double values[5] = {stack.weights_bytes, stack.grads_bytes, stack.master_bytes,
                              stack.adam_m_bytes, stack.adam_v_bytes};
    const double expert_values[5] = {experts.weights_bytes, experts.grads_bytes,
                                     experts.master_bytes, experts.adam_m_bytes,
                                     experts.adam_v_bytes};
    Derivation out;
    out.id = memoryStackId(stage, part);
    out.title = kTitles[part];
    out.unit = "B";
    const std::string zero = concat("ZeRO-", std::to_string(stage), ": ");
    if (part == 8) {
        // memory.runtime_overheads: the same sum computeMemory() puts in the stage's bar.
        const MemoryResults memory = evaluated != nullptr ? *evaluated : computeMemory(sc);
        const MemoryStack& bar = memory.zero_stacks[static_cast<std::size_t>(stage)];
        out.value = bar.overhead_bytes;
        if (!memory.overheads.included) {
            out.formula = zero + "beyond the tensors not counted (memory.runtime_overheads = 0)";
            out.substituted = "0";
            return out;
        }
        out.formula = zero +
                      "loss on the last stage + largest op (with this stage's ZeRO-3 "
                      "gather) + fragmentation + runtime context";
        out.substituted = concat(fixed(out.value / units::kGiB, 3), " GiB");
        return out;
    }
    if (part == 6) {
        // precision.compute = fp8: 1 B per weight + an FP32 scale per 128 x 128 block, sharded
        // with the weights at ZeRO-3 (memory.h MemoryStack::fp8_copy_bytes): the dense part over
        // d, the routed experts' over d_e.
        const bool fp8 = sc.precision.compute == ComputePrecision::FP8;
        const bool sharded = stage >= 3;
        out.value = fp8CopyBytes(fp8 ? kFp8CopyBytesPerParam : 0.0, stage, (n - n_e) / shard, d,
                                 n_e / expert_shard, d_e);
        if (!fp8) {
            out.formula = zero + "no FP8 copy (precision.compute = bf16)";
            out.substituted = "0";
        } else if (n_e > 0) {
            out.formula = concat(zero, "(1 + 4/16384) ((N - N_e) / (tp pp)", sharded ? " / d" : "",
                                 " + N_e / (p ep t_e)", sharded ? " / d_e" : "", ")");
            out.substituted = concat("1.000244 * ((", fmt(n, 12), " - ", fmt(n_e, 12), ") / ",
                                     fmt(shard), sharded ? " / " + fmt(d) : "", " + ", fmt(n_e, 12),
                                     " / ", fmt(expert_shard), sharded ? " / " + fmt(d_e) : "",
                                     ") = ", fixed(out.value / units::kGiB, 3), " GiB");
        } else {
            out.formula = concat(zero, "N (1 + 4/16384) / (tp pp)", sharded ? " / d" : "");
            out.substituted =
                concat(fmt(n, 12), " * 1.000244 / ", fmt(shard), sharded ? " / " + fmt(d) : "",
                       " = ", fixed(out.value / units::kGiB, 3), " GiB");
        }
        return out;
    }
    if (part == 5) {
        const bool architecture = activationSettings(sc).source == ActivationSource::Architecture;
        out.value = planActivationBytes(sc);
        out.formula = zero + (architecture ? "activations from the architecture (Activations tab)"
                                           : "parallel.extra_memory_gib * 2^30");
        out.substituted = architecture ? fixed(out.value / units::kGiB, 3) + " GiB"
                                       : fmt(sc.parallel.extra_memory_gib) + " * 2^30";
        return out;
    }
    const std::string n_text = fmt(n, 12);
    const std::string expert_term_text =
        concat(fmt(n_e, 12), " / ", fmt(expert_shard));  // N_e / (p ep t_e)
    if (part == 7) {
        const bool sharded = stage >= 3;
        out.value = experts.weights_bytes;
        out.formula = concat(zero, "w N_e / (p ep t_e)", (sharded ? " / d_e" : ""));
        out.substituted =
            concat(fmt(p.weight_bytes), " * ", expert_term_text, (sharded ? " / " + fmt(d_e) : ""),
                   " = ", fixed(out.value / units::kGiB, 3), " GiB");
        return out;
    }
    const bool sharded = stage >= sharded_from[part];
    const bool with_experts = n_e > 0 && part > 0;  // expert weights are their own part
    out.value = values[part] + (with_experts ? expert_values[part] : 0.0);
    if (n_e > 0) {
        out.formula = concat(zero, symbol[part], " (N - N_e) / (tp pp)", (sharded ? " / d" : ""),
                             (with_experts ? concat(" + ", symbol[part], " N_e / (p ep t_e)",
                                                    (sharded ? " / d_e" : ""))
                                           : std::string()));
        out.substituted = concat(fmt(bytes_per_param[part]), " * (", n_text, " - ", fmt(n_e, 12),
                                 ") / ", fmt(shard), (sharded ? " / " + fmt(d) : ""));
        if (with_experts) {
            out.substituted += concat(" + ", fmt(bytes_per_param[part]), " * ", expert_term_text,
                                      (sharded ? " / " + fmt(d_e) : ""));
        }
        out.substituted += concat(" = ", fixed(out.value / units::kGiB, 3), " GiB");
        return out;
    }
    out.formula = concat(zero, symbol[part], " N / (tp pp)", (sharded ? " / d" : ""));
    out.substituted =
        concat(fmt(bytes_per_param[part]), " * ", n_text, " / ", fmt(shard),
               (sharded ? " / " + fmt(d) : ""), " = ", fixed(out.value / units::kGiB, 3), " GiB");
    return out;
}

std::optional<Derivation> memoryStackDerivation(const Scenario& sc, const std::string& id,
                                                const MemoryResults* evaluated) {
    for (int stage = 0; stage < 4; ++stage) {
        for (int part = 0; part < kStackPartCount; ++part) {
            if (id == memoryStackId(stage, part)) {
                return memoryStackDerivation(sc, stage, part, evaluated);
            }
        }
    }
    return std::nullopt;
}

}  // namespace stepbudget
