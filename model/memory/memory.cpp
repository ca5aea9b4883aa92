#include "model/memory/memory.h"
#include "model/base/tr_noop.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "model/base/parallel_groups.h"
#include "model/base/text_concat.h"
#include "model/base/units.h"
#include "model/memory/activation_cost.h"
#include "model/memory/overhead_derivations.h"
#include "model/memory/state_bytes.h"
#include "model/shape/model_flops.h"

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

void addExperts(MemoryStack& stack, const MemoryStack& experts) {
    stack.expert_weights_bytes += experts.weights_bytes;
    stack.grads_bytes += experts.grads_bytes;
    stack.master_bytes += experts.master_bytes;
    stack.adam_m_bytes += experts.adam_m_bytes;
    stack.adam_v_bytes += experts.adam_v_bytes;
}

MemoryStack cardStack(const Precision& p, int stage, double dense_params, double d,
                      double expert_params, double d_e) {
    MemoryStack stack = zeroStack(p, stage, dense_params, d);
    addExperts(stack, zeroStack(p, stage, expert_params, d_e));
    return stack;
}

double fp8CopyBytes(double bytes_per_param, int stage, double dense_params, double d,
                    double expert_params, double d_e) {
    const bool sharded = stage >= 3;
    return bytes_per_param *
           (dense_params / (sharded ? d : 1.0) + expert_params / (sharded ? d_e : 1.0));
}

MemoryResults computeMemory(const Scenario& sc, Derivations* out,
                            const SimulatedActivation* simulated) {
    MemoryResults r;
    const Precision p = effectivePrecision(sc);  // precision.* or a named convention
    const double n = static_cast<double>(sc.model.params);
    const int stage = static_cast<int>(sc.parallel.zero_stage);
    r.state_bytes_per_param = stateBytesPerParam(p);
    r.persistent_bytes = r.state_bytes_per_param * n;
    r.bf16_weight_bytes = 2.0 * n;
    r.fp8_operand_bytes = n * kFp8CopyBytesPerParam;
    const ParallelGroups groups = parallelGroups(sc);
    r.model_shard = static_cast<double>(sc.parallel.tp * sc.parallel.pp);
    r.data_parallel = groups.zero_dp;
    r.expert_params = std::min(n, routedExpertParams(sc.model));
    r.expert_shard = static_cast<double>(sc.parallel.pp) * groups.ep * groups.etp;
    r.expert_data_parallel = groups.expert_dp;
    r.expert_params_per_card = r.expert_params / r.expert_shard;
    const double params_per_card = (n - r.expert_params) / r.model_shard;
    r.dense_params_per_card = params_per_card;
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
    const bool fp8 = sc.precision.compute == ComputePrecision::FP8;
    const double fp8_copy_per_param = fp8 ? kFp8CopyBytesPerParam : 0.0;
    r.fp8_copy_bytes_per_param = fp8_copy_per_param;
    for (int k = 0; k < 4; ++k) {
        r.zero_stacks[k] = cardStack(p, k, params_per_card, r.data_parallel,
                                     r.expert_params_per_card, r.expert_data_parallel);
        r.zero_stacks[k].extra_bytes = r.extra_bytes_per_card;
        r.zero_stacks[k].fp8_copy_bytes =
            fp8CopyBytes(fp8_copy_per_param, k, params_per_card, r.data_parallel,
                         r.expert_params_per_card, r.expert_data_parallel);
        r.zero_resident_bytes_per_card[k] = r.zero_stacks[k].resident();
    }
    // Memory beyond the tensors (memory.runtime_overheads; 0 when off): the loss on the last
    // stage, the largest op (its ZeRO-3 gather part per stage), fragmentation and the context.
    r.overheads = memoryOverheads(sc);
    const double last_stage = r.overheads.included ? lastStageActivationBytes(sc) : 0.0;
    const double op_without_gather = r.overheads.largest_op_bytes - r.overheads.zero3_gather_bytes;
    for (int k = 0; k < 4; ++k) {
        r.zero_stacks[k].overhead_bytes =
            overheadPeak(r.overheads, r.extra_bytes_per_card, last_stage,
                         op_without_gather + zero3GatherBytes(sc, k))
                .overhead_bytes();
    }
    r.overhead =
        overheadPeak(r.overheads, r.extra_bytes_per_card, last_stage, r.overheads.largest_op_bytes);
    r.overhead_bytes_per_card = r.overhead.overhead_bytes();
    r.resident_bytes_per_card = r.zero_resident_bytes_per_card[stage];
    r.fp8_copy_bytes_per_card = r.zero_stacks[stage].fp8_copy_bytes;
    r.peak_bytes_per_card = r.resident_bytes_per_card + r.fp8_copy_bytes_per_card +
                            r.extra_bytes_per_card + r.overhead_bytes_per_card;
    r.usable_bytes_per_card = sc.cluster.usable_memory_gib * kGiB;
    r.margin_bytes = r.usable_bytes_per_card - r.peak_bytes_per_card;
    r.fits = r.margin_bytes >= 0;
    r.over_bytes = r.fits ? 0.0 : -r.margin_bytes;

    // Per-card resident = replicated + sharded / d; solve replicated + sharded/d + extra <= usable.
    // The experts' sharded part is over d_e = d t / (ep t_e) (the same cards, grouped
    // differently), so it counts ep t_e / t times per unit of d; d is a multiple of cp. The FP8
    // copy (0 with bf16) is replicated below ZeRO-3 and shards with the weights at ZeRO-3.
    const MemoryStack one = zeroStack(p, stage, params_per_card, 1.0);
    const MemoryStack inf = zeroStack(p, stage, params_per_card, 1e300);
    const MemoryStack expert_one = zeroStack(p, stage, r.expert_params_per_card, 1.0);
    const MemoryStack expert_inf = zeroStack(p, stage, r.expert_params_per_card, 1e300);
    const double expert_weight = groups.ep * groups.etp / static_cast<double>(sc.parallel.tp);
    const double fp8_dense = fp8_copy_per_param * params_per_card;
    const double fp8_expert = fp8_copy_per_param * r.expert_params_per_card;
    const double replicated =
        inf.resident() + expert_inf.resident() + (stage >= 3 ? 0.0 : fp8_dense + fp8_expert);
    const double sharded = one.resident() - inf.resident() +
                           (expert_one.resident() - expert_inf.resident()) * expert_weight +
                           (stage >= 3 ? fp8_dense + fp8_expert * expert_weight : 0.0);
    const double room =
        r.usable_bytes_per_card - r.extra_bytes_per_card - r.overhead_bytes_per_card - replicated;
    if (room > 0) {
        double d = sharded > 0 ? std::ceil(sharded / room) : 1.0;
        d = std::ceil(std::max(1.0, d) / groups.cp) * groups.cp;
        r.min_cards_to_fit = static_cast<std::int64_t>(d * r.model_shard);
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
    const auto stageSub = [&](int k, const std::string& nn, const std::string& d) {
        switch (k) {
            case 0:
                return fmt(r.state_bytes_per_param) + " * " + nn;
            case 1:
                return fmt(p.weight_bytes + p.grad_bytes) + " * " + nn + " + " +
                       fmt(p.master_bytes + p.optimizer_bytes) + " * " + nn + " / " + d;
            case 2:
                return fmt(p.weight_bytes) + " * " + nn + " + " +
                       fmt(p.grad_bytes + p.master_bytes + p.optimizer_bytes) + " * " + nn + " / " +
                       d;
            default:
                return fmt(r.state_bytes_per_param) + " * " + nn + " / " + d;
        }
    };
    const bool experts = r.expert_params_per_card > 0;
    static const char* const kZeroExpertFormula[4] = {
        "M0 = s N_d + s N_e", "M1 = (w+g) N_d + (m+o) N_d / d + (w+g) N_e + (m+o) N_e / d_e",
        "M2 = w N_d + (g+m+o) N_d / d + w N_e + (g+m+o) N_e / d_e", "M3 = s N_d / d + s N_e / d_e"};
    for (int k = 0; k < 4; ++k) {
        std::string sub = stageSub(k, fmt(params_per_card, 12), fmt(r.data_parallel));
        if (experts) {
            // N_d = (N - N_e) / (tp pp) dense, N_e / (p ep t_e) experts on the card.
            sub +=
                " + " + stageSub(k, fmt(r.expert_params_per_card, 12), fmt(r.expert_data_parallel));
        }
        out->push_back({concat("memory.zero", std::to_string(k), "_resident_bytes_per_card"),
                        kZeroTitle[k], experts ? kZeroExpertFormula[k] : kZeroFormula[k],
                        concat(sub, " = ", gib(r.zero_resident_bytes_per_card[k])),
                        r.zero_resident_bytes_per_card[k], "B"});
    }
    if (experts) {
        out->push_back({"memory.expert_params_per_card",
                        QT_TRANSLATE_NOOP("Derivation", "Routed-expert parameters per card"),
                        "N_e / (p ep t_e), N_e = (L - dense layers) E (3 or 2) h f_e",
                        concat(fmt(r.expert_params, 12), " / (", fmt(sc.parallel.pp), " * ",
                               fmt(groups.ep), " * ", fmt(groups.etp), ")"),
                        r.expert_params_per_card, "params"});
        out->push_back({"memory.expert_data_parallel",
                        QT_TRANSLATE_NOOP("Derivation", "Expert data-parallel group"),
                        "d_e = cards / (p ep t_e)",
                        concat(fmt(sc.cluster.cards), " / (", fmt(sc.parallel.pp), " * ",
                               fmt(groups.ep), " * ", fmt(groups.etp), ")"),
                        r.expert_data_parallel, ""});
        out->push_back({"memory.dense_params_per_card",
                        QT_TRANSLATE_NOOP("Derivation", "Dense and attention parameters per card"),
                        "(N - N_e) / (tp pp)",
                        concat("(", fmt(n, 12), " - ", fmt(r.expert_params, 12), ") / (",
                               fmt(sc.parallel.tp), " * ", fmt(sc.parallel.pp), ")"),
                        r.dense_params_per_card, "params"});
    }
    out->push_back({"memory.bytes_per_param_per_card", "", r.bytes_per_param_formula,
                    concat(r.bytes_per_param_formula, " with d = ", fmt(r.data_parallel)),
                    r.bytes_per_param_per_card, "B/param"});
    setTitle(out->back(),
             QT_TRANSLATE_NOOP("Derivation", "Resident bytes per parameter per card (%1, ZeRO-%2)"),
             {r.convention, std::to_string(stage)});
    if (fp8) {
        out->push_back({"memory.fp8_copy_bytes_per_card",
                        QT_TRANSLATE_NOOP("Derivation", "FP8 weight copy per card"),
                        stage >= 3 ? "(1 + 4/16384) (dense per card / d + experts per card / d_e) "
                                     "(precision.compute = fp8)"
                                   : "(1 + 4/16384) (dense per card + experts per card) "
                                     "(precision.compute = fp8)",
                        concat("1.000244 * (", fmt(params_per_card, 12),
                               stage >= 3 ? " / " + fmt(r.data_parallel) : std::string(), " + ",
                               fmt(r.expert_params_per_card, 12),
                               stage >= 3 ? " / " + fmt(r.expert_data_parallel) : std::string(),
                               ") = ", gib(r.fp8_copy_bytes_per_card)),
                        r.fp8_copy_bytes_per_card, "B"});
    }
    {
        std::string formula =
            r.activation_simulated
                ? (fp8 ? "M_peak = M_resident + FP8 weight copy + simulated peak of the heaviest "
                         "stage"
                       : "M_peak = M_resident + simulated peak of the heaviest stage")
            : architecture
                ? (fp8 ? "M_peak = M_resident + FP8 weight copy + activations from the "
                         "architecture"
                       : "M_peak = M_resident + activations from the architecture")
                : (fp8 ? "M_peak = M_resident + FP8 weight copy + activations and buffers"
                       : "M_peak = M_resident + activations and buffers");
        std::string sub =
            fp8 ? concat(gib(r.resident_bytes_per_card), " + ", gib(r.fp8_copy_bytes_per_card),
                         " + ", gib(r.extra_bytes_per_card))
                : concat(gib(r.resident_bytes_per_card), " + ", gib(r.extra_bytes_per_card));
        // The headline's peak says which memory beyond the tensors it holds.
        if (r.overheads.included) {
            formula +=
                " + beyond the tensors (loss buffers, largest op, fragmentation, runtime "
                "context)";
            sub += concat(" + ", gib(r.overhead_bytes_per_card));
        } else {
            formula +=
                " (tensors only: runtime context, loss buffers, largest-op temporaries and "
                "fragmentation not counted, memory.runtime_overheads = 0)";
        }
        out->push_back({"memory.peak_bytes_per_card",
                        QT_TRANSLATE_NOOP("Derivation", "Peak memory per card"), formula, sub,
                        r.peak_bytes_per_card, "B"});
    }
    if (r.overheads.included) {
        appendOverheadDerivations(sc, r, *out);
    }
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
             r.overheads.included
                 ? "smallest p with replicated + sharded / d + extra + beyond the tensors (as at "
                   "this plan's cards) <= usable"
                 : "smallest p with replicated + sharded / d + extra <= usable",
             groups.cp > 1
                 // The ZeRO group d cp rounded up to a multiple of cp.
                 ? concat("ceil(max(1, ceil(", gib(sharded), " / (", gib(r.usable_bytes_per_card),
                          " - ", gib(r.extra_bytes_per_card + r.overhead_bytes_per_card), " - ",
                          gib(replicated), "))) / ", fmt(groups.cp), ") * ", fmt(groups.cp), " * ",
                          fmt(r.model_shard))
                 : concat(  // d = that many data-parallel replicas, each t * pp cards wide.
                       "max(1, ceil(", gib(sharded), " / (", gib(r.usable_bytes_per_card), " - ",
                       gib(r.extra_bytes_per_card + r.overhead_bytes_per_card), " - ",
                       gib(replicated), "))) * ", fmt(r.model_shard)),
             static_cast<double>(r.min_cards_to_fit), "cards"});
    }
    return r;
}

}  // namespace stepbudget
