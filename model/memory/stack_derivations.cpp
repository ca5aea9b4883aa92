#include "model/memory/stack_derivations.h"

#include "model/base/text_concat.h"
#include "model/base/tr_noop.h"
#include "model/base/units.h"
#include "model/memory/activation_cost.h"
#include "model/memory/memory.h"
#include "model/memory/state_bytes.h"

namespace stepbudget {

std::string memoryStackId(int stage, int part) {
    return "memory.zero" + std::to_string(stage) + "." + kStackParts[part];
}

std::optional<Derivation> memoryStackDerivation(const Scenario& sc, int stage, int part) {
    if (stage < 0 || stage > 3 || part < 0 || part > 5) {
        return std::nullopt;
    }
    // The same inputs computeMemory() uses: N/(tp pp) parameters per card, ZeRO group d.
    const Precision p = effectivePrecision(sc);
    const double shard = static_cast<double>(sc.parallel.tp * sc.parallel.pp);
    const double n_card = static_cast<double>(sc.model.params) / shard;
    const double d = static_cast<double>(sc.cluster.cards) / shard;
    const MemoryStack stack = zeroStack(p, stage, n_card, d);
    static const char* const kTitles[6] = {
        QT_TRANSLATE_NOOP("Derivation", "Weights per card at this ZeRO stage"),
        QT_TRANSLATE_NOOP("Derivation", "Gradients per card at this ZeRO stage"),
        QT_TRANSLATE_NOOP("Derivation", "FP32 master weights per card at this ZeRO stage"),
        QT_TRANSLATE_NOOP("Derivation", "Adam first moment m per card at this ZeRO stage"),
        QT_TRANSLATE_NOOP("Derivation", "Adam second moment v per card at this ZeRO stage"),
        QT_TRANSLATE_NOOP("Derivation", "Activations and buffers per card")};
    // Bytes per parameter of the part and the stage from which ZeRO shards it over d (§2.3:
    // stage 1 shards the optimizer state and master, 2 adds gradients, 3 adds weights).
    // Adam keeps m and v in the same format, half of the optimizer bytes o each.
    const double bytes_per_param[5] = {p.weight_bytes, p.grad_bytes, p.master_bytes,
                                       p.optimizer_bytes / 2, p.optimizer_bytes / 2};
    const int sharded_from[5] = {3, 2, 1, 1, 1};
    const char* const symbol[5] = {"w", "g", "m", "o/2", "o/2"};
    const double values[6] = {stack.weights_bytes, stack.grads_bytes,  stack.master_bytes,
                              stack.adam_m_bytes,  stack.adam_v_bytes, 0.0};
    Derivation out;
    out.id = memoryStackId(stage, part);
    out.title = kTitles[part];
    out.unit = "B";
    const std::string zero = concat("ZeRO-", std::to_string(stage), ": ");
    if (part == 5) {
        const bool architecture = activationSettings(sc).source == ActivationSource::Architecture;
        out.value = planActivationBytes(sc);
        out.formula = zero + (architecture ? "activations from the architecture (Activations tab)"
                                           : "parallel.extra_memory_gib * 2^30");
        out.substituted = architecture ? fixed(out.value / units::kGiB, 3) + " GiB"
                                       : fmt(sc.parallel.extra_memory_gib) + " * 2^30";
        return out;
    }
    const bool sharded = stage >= sharded_from[part];
    out.value = values[part];
    out.formula = concat(zero, symbol[part], " N / (tp pp)", (sharded ? " / d" : ""));
    out.substituted =
        concat(fmt(bytes_per_param[part]), " * ", fmt(static_cast<double>(sc.model.params), 12),
               " / ", fmt(shard), (sharded ? " / " + fmt(d) : ""), " = ",
               fixed(out.value / units::kGiB, 3), " GiB");
    return out;
}

std::optional<Derivation> memoryStackDerivation(const Scenario& sc, const std::string& id) {
    for (int stage = 0; stage < 4; ++stage) {
        for (int part = 0; part < 6; ++part) {
            if (id == memoryStackId(stage, part)) {
                return memoryStackDerivation(sc, stage, part);
            }
        }
    }
    return std::nullopt;
}

}  // namespace stepbudget
