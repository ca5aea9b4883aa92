#include "model/memory/memory.h"
#include "model/base/tr_noop.h"

#include <cmath>
#include <string>

#include "model/base/text_concat.h"
#include "model/base/units.h"
#include "model/memory/activation_cost.h"
#include "model/memory/state_bytes.h"

namespace stepbudget {

using namespace units;

double stateBytesPerParam(const Precision& p) {
    return p.weight_bytes + p.grad_bytes + p.master_bytes + p.optimizer_bytes;
}

MemoryStack zeroStack(const Precision& p, int stage, double params, double d) {
    MemoryStack m;
    m.weights_bytes = p.weight_bytes * params / (stage >= 3 ? d : 1.0);
    m.grads_bytes = p.grad_bytes * params / (stage >= 2 ? d : 1.0);
    m.master_bytes = p.master_bytes * params / (stage >= 1 ? d : 1.0);
    const double optimizer = p.optimizer_bytes * params / (stage >= 1 ? d : 1.0);
    m.adam_m_bytes = optimizer / 2;  // Adam keeps m and v in the same format
    m.adam_v_bytes = optimizer / 2;
    return m;
}

namespace {

std::string gib(double bytes) {
    return fixed(bytes / kGiB, 3) + " GiB";
}

}  // namespace

MemoryResults computeMemory(const Scenario& sc, Derivations* out,
                            const SimulatedActivation* simulated) {
    MemoryResults r;
    const Precision p = effectivePrecision(sc);  // precision.* or a named convention
    const double n = static_cast<double>(sc.model.params);
    const int stage = static_cast<int>(sc.parallel.zero_stage);
    r.state_bytes_per_param = stateBytesPerParam(p);
    r.persistent_bytes = r.state_bytes_per_param * n;
    r.bf16_weight_bytes = 2.0 * n;
    r.fp8_operand_bytes = n * (1.0 + 4.0 / 16384.0);
    r.model_shard = static_cast<double>(sc.parallel.tp * sc.parallel.pp);
    r.data_parallel = static_cast<double>(sc.cluster.cards) / r.model_shard;
    const double params_per_card = n / r.model_shard;
    const bool architecture = activationSettings(sc).source == ActivationSource::Architecture;
    r.extra_bytes_per_card = planActivationBytes(sc);
    r.extra_source = toString(activationSettings(sc).source);
    if (architecture && simulated != nullptr) {
        r.extra_bytes_per_card = simulated->peak_bytes;
        r.activation_stage = simulated->stage;
        r.activation_simulated = true;
    }
    r.convention = toString(sc.precision.convention);
    r.bytes_per_param_formula = bytesPerParamFormula(p, stage);
    r.bytes_per_param_per_card = bytesPerParamPerCard(p, stage, r.data_parallel);
    for (int k = 0; k < 4; ++k) {
        r.zero_stacks[k] = zeroStack(p, k, params_per_card, r.data_parallel);
        r.zero_stacks[k].extra_bytes = r.extra_bytes_per_card;
        r.zero_resident_bytes_per_card[k] = r.zero_stacks[k].resident();
    }
    r.resident_bytes_per_card = r.zero_resident_bytes_per_card[stage];
    r.peak_bytes_per_card = r.resident_bytes_per_card + r.extra_bytes_per_card;
    r.usable_bytes_per_card = sc.cluster.usable_memory_gib * kGiB;
    r.margin_bytes = r.usable_bytes_per_card - r.peak_bytes_per_card;
    r.fits = r.margin_bytes >= 0;
    r.over_bytes = r.fits ? 0.0 : -r.margin_bytes;

    // Per-card resident = replicated + sharded / d; solve replicated + sharded/d + extra <= usable.
    const MemoryStack one = zeroStack(p, stage, params_per_card, 1.0);
    const MemoryStack inf = zeroStack(p, stage, params_per_card, 1e300);
    const double replicated = inf.resident();
    const double sharded = one.resident() - replicated;
    const double room = r.usable_bytes_per_card - r.extra_bytes_per_card - replicated;
    if (room > 0) {
        const double d = sharded > 0 ? std::ceil(sharded / room) : 1.0;
        r.min_cards_to_fit = static_cast<std::int64_t>(std::max(1.0, d) * r.model_shard);
    }

    if (out == nullptr) {
        return r;
    }
    out->push_back({"memory.state_bytes_per_param",
                    QT_TRANSLATE_NOOP("Derivation", "Resident state per parameter"),
                    "s = weights + grads + master + Adam m, v",
                    concat(fmt(p.weight_bytes), " + ", fmt(p.grad_bytes), " + ",
                           fmt(p.master_bytes), " + ", fmt(p.optimizer_bytes)),
                    r.state_bytes_per_param, "B/param"});
    out->push_back({"memory.persistent_bytes",
                    QT_TRANSLATE_NOOP("Derivation", "Unsharded resident state"), "M = s N",
                    concat(fmt(r.state_bytes_per_param), " * ", fmt(n, 12)), r.persistent_bytes,
                    "B"});
    out->push_back({"memory.fp8_operand_bytes",
                    QT_TRANSLATE_NOOP("Derivation", "FP8 operand copy of the weights"),
                    "N (1 + 4/16384)", concat(fmt(n, 12), " * 1.000244"), r.fp8_operand_bytes,
                    "B"});
    static const char* const kZeroTitle[4] = {
        QT_TRANSLATE_NOOP("Derivation", "ZeRO-0 resident state per card"),
        QT_TRANSLATE_NOOP("Derivation", "ZeRO-1 resident state per card"),
        QT_TRANSLATE_NOOP("Derivation", "ZeRO-2 resident state per card"),
        QT_TRANSLATE_NOOP("Derivation", "ZeRO-3 resident state per card")};
    static const char* const kZeroFormula[4] = {"M0 = s N", "M1 = (w+g) N + (m+o) N / d",
                                                "M2 = w N + (g+m+o) N / d", "M3 = s N / d"};
    for (int k = 0; k < 4; ++k) {
        const std::string d = fmt(r.data_parallel);
        const std::string nn = fmt(params_per_card, 12);
        std::string sub;
        switch (k) {
            case 0:
                sub = fmt(r.state_bytes_per_param) + " * " + nn;
                break;
            case 1:
                sub = fmt(p.weight_bytes + p.grad_bytes) + " * " + nn + " + " +
                      fmt(p.master_bytes + p.optimizer_bytes) + " * " + nn + " / " + d;
                break;
            case 2:
                sub = fmt(p.weight_bytes) + " * " + nn + " + " +
                      fmt(p.grad_bytes + p.master_bytes + p.optimizer_bytes) + " * " + nn + " / " +
                      d;
                break;
            default:
                sub = fmt(r.state_bytes_per_param) + " * " + nn + " / " + d;
                break;
        }
        out->push_back({concat("memory.zero", std::to_string(k), "_resident_bytes_per_card"),
                        kZeroTitle[k], kZeroFormula[k],
                        concat(sub, " = ", gib(r.zero_resident_bytes_per_card[k])),
                        r.zero_resident_bytes_per_card[k], "B"});
    }
    out->push_back({"memory.bytes_per_param_per_card", "", r.bytes_per_param_formula,
                    concat(r.bytes_per_param_formula, " with d = ", fmt(r.data_parallel)),
                    r.bytes_per_param_per_card, "B/param"});
    setTitle(out->back(),
             QT_TRANSLATE_NOOP("Derivation", "Resident bytes per parameter per card (%1, ZeRO-%2)"),
             {r.convention, std::to_string(stage)});
    out->push_back(
        {"memory.peak_bytes_per_card", QT_TRANSLATE_NOOP("Derivation", "Peak memory per card"),
         r.activation_simulated ? "M_peak = M_resident + simulated peak of the heaviest stage"
         : architecture         ? "M_peak = M_resident + activations from the architecture"
                                : "M_peak = M_resident + activations and buffers",
         concat(gib(r.resident_bytes_per_card), " + ", gib(r.extra_bytes_per_card)),
         r.peak_bytes_per_card, "B"});
    if (r.activation_simulated) {
        out->push_back({"memory.activation_stage_peak_bytes",
                        QT_TRANSLATE_NOOP("Derivation", "Activations: heaviest stage, simulated"),
                        "max over stages of the simulated saved activations + message buffers",
                        concat("stage ", std::to_string(simulated->stage + 1), " of ",
                               std::to_string(simulated->stages), " (", simulated->schedule,
                               "): ", gib(r.extra_bytes_per_card)),
                        r.extra_bytes_per_card, "B"});
    }
    out->push_back({"memory.margin_bytes",
                    QT_TRANSLATE_NOOP("Derivation", "Memory margin per card"), "usable - M_peak",
                    concat(gib(r.usable_bytes_per_card), " - ", gib(r.peak_bytes_per_card)),
                    r.margin_bytes, "B"});
    if (r.min_cards_to_fit > 0) {
        out->push_back(
            {"memory.min_cards_to_fit",
             QT_TRANSLATE_NOOP("Derivation", "Fewest cards that fit (this ZeRO stage)"),
             "smallest p with replicated + sharded / d + extra <= usable",
             concat(  // d = that many data-parallel replicas, each t * pp cards wide.
                 "max(1, ceil(", gib(sharded), " / (", gib(r.usable_bytes_per_card), " - ",
                 gib(r.extra_bytes_per_card), " - ", gib(replicated), "))) * ", fmt(r.model_shard)),
             static_cast<double>(r.min_cards_to_fit), "cards"});
    }
    return r;
}

}  // namespace stepbudget
