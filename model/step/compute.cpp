#include "model/step/compute.h"
#include "model/base/tr_noop.h"

#include <algorithm>
#include <cmath>

#include "model/base/count.h"
#include "model/base/parallel_groups.h"
#include "model/base/text_concat.h"
#include "model/base/units.h"
#include "model/efficiency/fp8_compute.h"
#include "model/efficiency/layer_time.h"
#include "model/memory/memory.h"
#include "model/memory/state_bytes.h"
#include "model/step/layout.h"

namespace stepbudget {

using namespace units;

double predictedComputeMfu(const Scenario& sc, Derivations* out) {
    const std::shared_ptr<const PredictedLayer> p = predictedLayer(sc);
    return layerEfficiency(p->setup, p->layer, sc.training.attention_flops, out).compute_mfu;
}

std::string mfuText(const ComputeResults& r) {
    return r.fp8_time_factor != 1.0 ? "(" + fmt(r.mfu) + " / " + fmt(r.fp8_time_factor, 9) + ")"
                                    : fmt(r.mfu);
}

ComputeResults computeCompute(const Scenario& sc, Derivations* out) {
    ComputeResults r;
    const bool predicted = sc.cluster.efficiency_source == EfficiencySource::Predicted;
    r.predicted_mfu = predicted ? predictedComputeMfu(sc, out) : 0.0;
    r.mfu = predicted && !sc.cluster.mfu_override ? r.predicted_mfu : sc.cluster.mfu;
    const Training& t = sc.training;
    const Cluster& c = sc.cluster;
    const double seq = static_cast<double>(t.seq_len);
    const double n = static_cast<double>(sc.model.params);

    if (t.flops_model == FlopsModel::Exact) {
        r.matrix_params = matrixParams(sc.model);
        const AttentionFlops attention = t.attention_flops;
        r.flops_per_sequence = sequenceFlops(sc.model, seq, attention);
        r.full_sequences = std::floor(t.tokens / seq);
        r.tail_tokens = t.tokens - r.full_sequences * seq;
        r.task_flops =
            r.full_sequences * r.flops_per_sequence +
            (r.tail_tokens > 0 ? sequenceFlops(sc.model, r.tail_tokens, attention) : 0.0);
    } else {
        // 6ND with the parameters a token runs through (all of them for a dense model).
        const double active = n - inactiveExpertParams(sc.model);
        r.matrix_params = active;
        r.flops_per_sequence = 6.0 * active * seq;
        r.full_sequences = std::floor(t.tokens / seq);
        r.tail_tokens = t.tokens - r.full_sequences * seq;
        r.task_flops = 6.0 * active * t.tokens;
    }
    r.flops_per_token = r.task_flops / t.tokens;
    r.tokens_per_step = static_cast<double>(t.global_batch) * seq;
    r.steps = countCeil(t.tokens / r.tokens_per_step);
    r.flops_per_step = r.flops_per_token * r.tokens_per_step;
    const Fp8Rates fp8 = fp8Rates(sc);
    r.fp8 = fp8.on;
    if (r.fp8) {
        r.fp8_linear_share = fp8LinearFlopsShare(sc);
        r.fp8_time_factor = predicted ? 1.0 : fp8TypedTimeFactor(r.fp8_linear_share, fp8);
    }
    const double card_flops = c.peak_tflops * kTera * r.mfu / r.fp8_time_factor;
    r.compute_s = r.flops_per_step / (static_cast<double>(c.cards) * card_flops);
    r.data_parallel = parallelGroups(sc).dp;  // cards / (t p cp)
    r.microbatches_per_card = std::ceil(static_cast<double>(t.global_batch) /
                                        (r.data_parallel * static_cast<double>(t.micro_batch)));
    r.tokens_per_s_per_card = card_flops / r.flops_per_token;
    r.required_tokens_per_s = t.tokens / (t.deadline_days * kSecondsPerDay);
    r.required_train_tokens_per_s =
        t.tokens / ((t.deadline_days - t.reserved_days) * kSecondsPerDay);
    const double deadline_s = t.deadline_days * kSecondsPerDay;
    r.min_cards_compute = countCeil(r.task_flops / (card_flops * deadline_s));
    r.min_cards_at_peak = countCeil(r.task_flops / (c.peak_tflops * kTera * deadline_s));
    const double state_bytes = stateBytesPerParam(effectivePrecision(sc));
    r.min_cards_capacity = countCeil(state_bytes * n / (c.usable_memory_gib * kGiB));

    // Predicted: m, t_F, t_B, TP comm, recompute and recompute's TP comm of the paced stage.
    double paced[7] = {};
    bool paced_known = false;
    if (predicted) {
        // The compute the DP/ZeRO collectives overlap with (comm.cpp's window) is the paced
        // stage's compute in the predicted stage times: m (t_F + t_B) without its TP
        // collectives and recompute. Against it, a higher MFU can only shorten the step.
        const LayoutResults layout = computeLayout(sc, r);
        const std::size_t k = layout.paced_stage;
        if (k < layout.stage_forward_s.size()) {
            paced_known = true;
            paced[0] = static_cast<double>(layout.microbatches);
            paced[1] = layout.stage_forward_s[k];
            paced[2] = layout.stage_backward_s[k];
            paced[3] = layout.stage_tp_comm_s[k];
            paced[4] = layout.stage_recompute_s[k];
            paced[5] = layout.stage_recompute_tp_s[k];
            // Context / expert parallelism: their exposed KV exchange and all-to-all are
            // communication too (0 with cp = ep = 1).
            paced[6] = layout.stage_cp_comm_s[k] + layout.stage_a2a_s[k];
            r.compute_s =
                paced[0] * (paced[1] + paced[2] - paced[3] - paced[4] + paced[5] - paced[6]);
        }
    }
    if (out == nullptr) {
        return r;
    }
    if (t.flops_model == FlopsModel::Exact) {
        // Routed experts a token does not run through (0 for a dense model).
        const double inactive = inactiveExpertParams(sc.model);
        out->push_back({"compute.matrix_params", QT_TRANSLATE_NOOP("Derivation", "Matrix weights"),
                        inactive > 0 ? "N_mat = N - V*h (input embedding) - norms - (E - k) experts"
                                     : "N_mat = N - V*h (input embedding) - norms",
                        concat(fmt(n, 12), " - ",
                               fmt(sc.model.tied_embeddings ? 0.0 : embeddingParams(sc.model), 12),
                               " - ", fmt(normParams(sc.model), 12),
                               (inactive > 0 ? " - " + fmt(inactive, 12) : std::string())),
                        r.matrix_params, "params"});
        // training.attention_flops: the book's causal pairs, or all s^2 (Megatron-LM's MFU).
        const bool full = t.attention_flops == AttentionFlops::Full;
        out->push_back(
            {"compute.flops_per_sequence", QT_TRANSLATE_NOOP("Derivation", "FLOPs of one sequence"),
             isMla(sc.model)
                 ? (full ? "6 N_mat s + 12 L (heads (d_qk + d_v)/2) s^2 (MLA; attention: "
                           "all s^2 pairs)"
                         : "6 N_mat s + 6 L (heads (d_qk + d_v)/2) s (s + 1) (MLA: QK^T "
                           "over d_qk = nope + rope, PV over d_v)")
             : full ? "6 N_mat s + 12 L (heads head_dim) s^2 (attention: all s^2 pairs)"
                    : "6 N_mat s + 6 L (heads head_dim) s (s + 1)",
             concat("6 * ", fmt(r.matrix_params, 12), " * ", fmt(seq),
                    (full ? " + 12 * " : " + 6 * "), fmt(sc.model.layers), " * ",
                    fmt(attentionCoreWidth(sc.model)), " * ", fmt(seq), " * ",
                    fmt(full ? seq : seq + 1)),
             r.flops_per_sequence, "FLOP"});
        out->push_back(
            {"compute.task_flops", QT_TRANSLATE_NOOP("Derivation", "Task FLOPs"),
             "F = floor(D/s) F(s) + F(tail)",
             concat(fmt(r.full_sequences, 12), " * ", fmt(r.flops_per_sequence), " + ",
                    fmt(r.tail_tokens > 0 ? sequenceFlops(sc.model, r.tail_tokens) : 0.0), " (the ",
                    fmt(r.tail_tokens), "-token tail)"),
             r.task_flops, "FLOP"});
    } else {
        out->push_back({"compute.task_flops", QT_TRANSLATE_NOOP("Derivation", "Task FLOPs (6ND)"),
                        "F = 6 N D", concat("6 * ", fmt(r.matrix_params), " * ", fmt(t.tokens)),
                        r.task_flops, "FLOP"});
    }
    out->push_back(
        {"plan.steps", QT_TRANSLATE_NOOP("Derivation", "Steps"), "S = ceil(D / (B s))",
         concat("ceil(", fmt(t.tokens), " / (", fmt(t.global_batch), " * ", fmt(seq), "))"),
         static_cast<double>(r.steps), "steps"});
    out->push_back({"plan.flops_per_step", QT_TRANSLATE_NOOP("Derivation", "FLOPs per step"),
                    "F/D * B s", concat(fmt(r.flops_per_token), " * ", fmt(r.tokens_per_step, 10)),
                    r.flops_per_step, "FLOP"});
    if (paced_known) {
        // Predicted: the paced stage's own compute (per-operation model), not F_step / (p P eta).
        out->push_back(
            {"plan.compute_s", QT_TRANSLATE_NOOP("Derivation", "Per-card compute per step"),
             "t_c = m (t_F + t_B - TP comm - recompute + recompute's TP comm), paced stage "
             "(per-operation model)",
             concat(fmt(paced[0]), " * (", fmt(paced[1]), " + ", fmt(paced[2]), " - ",
                    fmt(paced[3]), " - ", fmt(paced[4]), " + ", fmt(paced[5]),
                    (paced[6] > 0 ? " - " + fmt(paced[6]) : std::string()), ")"),
             r.compute_s, "s"});
    } else {
        out->push_back({"plan.compute_s",
                        QT_TRANSLATE_NOOP("Derivation", "Per-card compute per step"),
                        "t_c = F_step / (p P eta)",
                        concat(fmt(r.flops_per_step), " / (", fmt(c.cards), " * ",
                               fmt(c.peak_tflops), "e12 * ", mfuText(r), ")"),
                        r.compute_s, "s"});
    }
    if (r.fp8) {
        out->push_back(
            {"compute.fp8_linear_share",
             QT_TRANSLATE_NOOP("Derivation", "FP8: linear-layer share of the FLOPs"),
             "m = 6 (N_mat - V h) s / F(s) (LM head and attention core stay 16-bit; FP8 "
             "attention, FP8 collectives and block-scaled MXFP8 are not modelled)",
             concat("6 * (", fmt(r.matrix_params, 12), " - ", fmt(embeddingParams(sc.model), 12),
                    ") * ", fmt(seq), " / ", fmt(sequenceFlops(sc.model, seq, t.attention_flops))),
             r.fp8_linear_share, ""});
        if (!predicted) {
            out->push_back(
                {"compute.fp8_time_factor",
                 QT_TRANSLATE_NOOP("Derivation", "FP8: compute time against BF16 (typed)"),
                 "f = (1 - m) + m / (R eta_fp8), R = FP8 peak / BF16 peak (casts: inside the "
                 "typed MFU)",
                 concat("(1 - ", fmt(r.fp8_linear_share, 6), ") + ", fmt(r.fp8_linear_share, 6),
                        " / (", fmt(fp8.peak_ratio, 6), " * ", fmt(fp8.efficiency), ")"),
                 r.fp8_time_factor, ""});
        }
    }
    out->push_back({"compute.microbatches_per_card",
                    QT_TRANSLATE_NOOP("Derivation", "Micro-batches per card per step"),
                    "m = ceil(B / (d b))",
                    concat("ceil(", fmt(t.global_batch), " / (", fmt(r.data_parallel), " * ",
                           fmt(t.micro_batch), "))"),
                    r.microbatches_per_card, ""});
    out->push_back({"compute.required_tokens_per_s",
                    QT_TRANSLATE_NOOP("Derivation", "Required throughput (training days)"),
                    "D / ((deadline - T0) * 86400)",
                    concat(fmt(t.tokens), " / ((", fmt(t.deadline_days), " - ",
                           fmt(t.reserved_days), ") * 86400)"),
                    r.required_train_tokens_per_s, "token/s"});
    out->push_back({"compute.tokens_per_s_per_card",
                    QT_TRANSLATE_NOOP("Derivation", "Throughput per card"), "P eta / (F/D)",
                    concat(fmt(c.peak_tflops), "e12 * ", mfuText(r), " / ", fmt(r.flops_per_token)),
                    r.tokens_per_s_per_card, "token/s"});
    out->push_back({"compute.min_cards_compute",
                    QT_TRANSLATE_NOOP("Derivation", "Device lower bound (compute)"),
                    "p >= ceil(F / (P eta T))",
                    concat("ceil(", fmt(r.task_flops), " / (", fmt(c.peak_tflops), "e12 * ",
                           mfuText(r), " * ", fmt(t.deadline_days), " * 86400))"),
                    static_cast<double>(r.min_cards_compute), "cards"});
    out->push_back({"compute.min_cards_capacity",
                    QT_TRANSLATE_NOOP("Derivation", "Device lower bound (capacity)"),
                    "p >= ceil(state_bytes N / usable)",
                    concat("ceil(", fmt(state_bytes), " * ", fmt(n), " / (",
                           fmt(c.usable_memory_gib), " GiB))"),
                    static_cast<double>(r.min_cards_capacity), "cards"});
    return r;
}

}  // namespace stepbudget
