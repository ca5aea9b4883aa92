#include "model/step/comm.h"
#include "model/base/tr_noop.h"

#include <algorithm>
#include <string>

#include "model/base/parallel_groups.h"
#include "model/base/text_concat.h"
#include "model/base/units.h"
#include "model/memory/overheads.h"
#include "model/memory/state_bytes.h"
#include "model/shape/model_flops.h"

namespace stepbudget {

using namespace units;

// ZeRO-3 (book): AllGather weights before forward, again before backward, ReduceScatter
// gradients after backward — three collectives of (d-1)/d * w N per micro-batch. Layer-wise
// prefetch hides all but the first gather and the last reduce-scatter, both on the embedding.
// ZeRO-0..2 are StepBudget's extension (not in the book): gradients are all-reduced (0, 1: ring,
// 2 (d-1)/d g N once per step) or reduce-scattered per micro-batch with one weight all-gather
// after the update (2); the last bucket (the embedding's gradient) is what stays exposed.
CommResults computeComm(const Scenario& sc, const ComputeResults& cr, Derivations* out,
                        double busy_share) {
    CommResults r;
    // The ZeRO / gradient-reduction group is d cp (parallel_groups.h): the cp ranks of a replica
    // hold the same weights. Routed experts (MoE) reduce over their own group d_e: their
    // N_e / (p ep t_e) parameters on a card count as n_e (d_e - 1)/d_e / ((d - 1)/d) parameters
    // of the dense group's traffic, so every formula below keeps its one N (exactly N / (t p)
    // for a dense model).
    const ParallelGroups groups = parallelGroups(sc);
    const double d = groups.zero_dp;
    const double total = static_cast<double>(sc.model.params);
    const double experts = std::min(total, routedExpertParams(sc.model));
    const double dense_n = (total - experts) / static_cast<double>(sc.parallel.tp * sc.parallel.pp);
    const double expert_n =
        experts / (static_cast<double>(sc.parallel.pp) * groups.ep * groups.etp);
    const double expert_share = (groups.expert_dp - 1.0) / groups.expert_dp;
    const double dense_share = (d - 1.0) / d;
    const double n =
        experts > 0 && dense_share > 0 ? dense_n + expert_n * expert_share / dense_share : dense_n;
    const Precision precision = effectivePrecision(sc);
    const double w = precision.weight_bytes;
    const double g = precision.grad_bytes > 0 ? precision.grad_bytes : w;
    const double m = cr.microbatches_per_card;
    const double bandwidth = sc.cluster.collective_gb_per_s * kGB;
    const double share = (d - 1.0) / d;
    const double embed = embeddingParams(sc.model);
    const int stage = static_cast<int>(sc.parallel.zero_stage);

    double window = cr.compute_s;  // compute the collectives can overlap with
    if (stage == 3) {
        r.collective_bytes_per_card = share * w * n;
        r.collectives_per_step = 3.0 * m;
        r.step_bytes_per_card = r.collectives_per_step * r.collective_bytes_per_card;
        r.embedding_exposed_s = 2.0 * share * w * embed / bandwidth;
    } else if (stage == 2) {
        r.collective_bytes_per_card = share * g * n;
        r.collectives_per_step = m;
        r.step_bytes_per_card = m * r.collective_bytes_per_card + share * w * n;
        r.embedding_exposed_s = share * (g + w) * embed / bandwidth;
    } else {
        r.collective_bytes_per_card = 2.0 * share * g * n;
        r.collectives_per_step = 1.0;
        r.step_bytes_per_card = r.collective_bytes_per_card;
        r.embedding_exposed_s = 2.0 * share * g * embed / bandwidth;
        // One all-reduce per step can only overlap the last micro-batch's backward (2/3 of it).
        window = m > 0 ? cr.compute_s / m * 2.0 / 3.0 : 0.0;
    }
    r.link_time_s = r.step_bytes_per_card / bandwidth;
    r.link_per_microbatch_s = m > 0 ? r.link_time_s / m : 0.0;
    r.compute_per_microbatch_s = m > 0 ? cr.compute_s / m : 0.0;
    // One layer's weights on this card (averageLayerParamsPerCard: the dense part / t and, for a
    // MoE, the card's own experts; with the 6ND rule N may be below the shape's embedding
    // parameters, and then no per-layer weights are left to gather, not a negative amount).
    r.layer_gather_bytes = share * w * averageLayerParamsPerCard(sc);
    r.layer_gather_s = r.layer_gather_bytes / bandwidth;
    // parallel.dp_overlap off: nothing runs under the compute, the whole link time is exposed.
    if (!sc.parallel.dp_overlap) {
        window = 0.0;
    }
    if (busy_share > 0) {
        // The part of the compute that hides the KV exchange or the all-to-all hides nothing
        // else: the collectives share the same links and the same time.
        window *= 1.0 - std::clamp(busy_share, 0.0, 1.0);
    }
    r.window_s = window;
    r.unhidden_s = std::max(0.0, r.link_time_s - r.embedding_exposed_s - window);
    r.hidden = r.unhidden_s == 0.0;
    r.exposed_s = r.embedding_exposed_s + r.unhidden_s;
    r.prefetch_broken_s = r.link_time_s;

    if (out == nullptr) {
        return r;
    }
    const std::string dd = fmt(d);
    if (stage == 3) {
        out->push_back({"comm.collective_bytes_per_card",
                        QT_TRANSLATE_NOOP("Derivation", "One ZeRO-3 collective per card"),
                        "(d-1)/d * w N",
                        concat("(", dd, "-1)/", dd, " * ", fmt(w), " * ", fmt(n, 12)),
                        r.collective_bytes_per_card, "B"});
        out->push_back({"comm.step_bytes_per_card",
                        QT_TRANSLATE_NOOP("Derivation", "ZeRO-3 traffic per step per card"),
                        "V = 3 m (d-1)/d w N",
                        concat("3 * ", fmt(m), " * ", fmt(r.collective_bytes_per_card)),
                        r.step_bytes_per_card, "B"});
        out->push_back(
            {"comm.embedding_exposed_s",
             QT_TRANSLATE_NOOP("Derivation", "Exposed: first gather + last reduce-scatter"),
             "2 (d-1)/d w EMBED / B",
             concat("2 * (", dd, "-1)/", dd, " * ", fmt(w), " * ", fmt(embed, 12), " / ",
                    fmt(sc.cluster.collective_gb_per_s), "e9"),
             r.embedding_exposed_s, "s"});
    } else {
        out->push_back({"comm.step_bytes_per_card",
                        QT_TRANSLATE_NOOP("Derivation", "Data-parallel traffic per step per card"),
                        stage == 2 ? "V = m (d-1)/d g N + (d-1)/d w N" : "V = 2 (d-1)/d g N",
                        fmt(r.step_bytes_per_card), r.step_bytes_per_card, "B"});
    }
    out->push_back(
        {"comm.link_time_s", QT_TRANSLATE_NOOP("Derivation", "Link time per step"), "V / B",
         concat(fmt(r.step_bytes_per_card), " / ", fmt(sc.cluster.collective_gb_per_s), "e9"),
         r.link_time_s, "s"});
    out->push_back({"comm.link_per_microbatch_s",
                    QT_TRANSLATE_NOOP("Derivation", "Link time per micro-batch vs its compute"),
                    "V / (m B)  vs  t_c / m",
                    concat(fixed(r.link_per_microbatch_s, 3), " s vs ",
                           fixed(r.compute_per_microbatch_s, 3), " s"),
                    r.link_per_microbatch_s, "s"});
    out->push_back(
        {"comm.exposed_s", QT_TRANSLATE_NOOP("Derivation", "Exposed communication per step"),
         sc.parallel.dp_overlap
             ? "embedding ends + max(0, link - embedding ends - overlap window)"
             : "embedding ends + (link - embedding ends): parallel.dp_overlap off, no window",
         concat(fmt(r.embedding_exposed_s), " + ", fmt(r.unhidden_s)), r.exposed_s, "s"});
    return r;
}

}  // namespace stepbudget
