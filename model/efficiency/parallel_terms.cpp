#include "model/efficiency/parallel_terms.h"

#include <algorithm>
#include <cmath>

#include "model/base/parallel_groups.h"
#include "model/base/units.h"
#include "model/memory/activation_cost.h"
#include "model/memory/recompute_layers.h"
#include "model/moe/moe.h"
#include "model/shape/model_flops.h"

namespace stepbudget {

using namespace units;

LayoutLinks typedLinks(const Scenario& sc) {
    LayoutLinks l;
    l.scale_up = {sc.cluster.scale_up_gb_per_s * kGB, 0.0, true};
    l.nic = {sc.cluster.nic_gb_per_s * kGB, 0.0, false};
    return l;
}

std::int64_t moeLayersIn(const ModelSpec& m, std::int64_t first, std::int64_t count) {
    if (m.experts <= 0 || m.top_k <= 0) {
        return 0;
    }
    return std::max<std::int64_t>(0, first + count - std::max(first, m.dense_layers));
}

ParallelLayerTerms parallelLayerTerms(const Scenario& sc, const LayerPassTimes& times,
                                      const LayoutLinks& links) {
    ParallelLayerTerms r;
    const ParallelGroups g = parallelGroups(sc);
    const ModelSpec& model = sc.model;
    const double b = static_cast<double>(sc.training.micro_batch);
    const double s = static_cast<double>(sc.training.seq_len);
    const double t = static_cast<double>(std::max<std::int64_t>(1, sc.parallel.tp));
    const ActivationSettings& activations = activationSettings(sc);
    const double v = activations.value_bytes > 0 ? activations.value_bytes : 2.0;
    // Forward passes per layer: one, plus full recompute's re-run in the layers it covers.
    const double passes_f = 1.0 + fullRecomputeShareInForce(sc);

    if (sc.parallel.cp > 1) {
        // K and V of every token of the sequence, 2 s b (kv heads / t, at least one) head_dim
        // values; one all-gather brings each card the other cp - 1 chunks.
        const double kv_heads = std::max(1.0, static_cast<double>(model.kv_heads) / t);
        const double kv_all = 2.0 * s * b * kv_heads * static_cast<double>(model.head_dim) * v;
        r.kv_collective_bytes = (g.cp - 1.0) / g.cp * kv_all;
        r.kv_in_host = sc.parallel.tp * sc.parallel.cp <= sc.cluster.cards_per_host;
        const LinkModel& link = r.kv_in_host ? links.scale_up : links.nic;
        r.kv_link_bytes_per_s = link.bytes_per_s;
        r.kv_collective_s = allGatherSeconds(kv_all, g.cp, link);
        const auto exposed = [&](double link_s, double window_s) {
            return sc.parallel.cp_overlap ? std::max(0.0, link_s - window_s) : link_s;
        };
        // Forward: one all-gather (and again in a full recompute); backward: the all-gather
        // again and the gradients' reduce-scatter (the same bytes).
        // The attention core is part of the pass's compute; capped by it so that a faster card
        // never exposes more than it saves (with 6ND FLOPs the typed attention can exceed the
        // layer's counted compute).
        r.kv_forward_s = passes_f * exposed(r.kv_collective_s, std::min(times.attention_forward_s,
                                                                        times.compute_forward_s));
        r.kv_backward_s = exposed(2.0 * r.kv_collective_s,
                                  std::min(times.attention_backward_s, times.compute_backward_s));
        r.kv_total_s = (passes_f + 2.0) * r.kv_collective_s;
    }
    const bool moe = model.experts > 0 && model.top_k > 0;
    if (moe && sc.parallel.ep > 1) {
        // The card's sequence-parallel share of the micro-batch's tokens, k copies of h values;
        // (ep - 1)/ep of them to other ranks. The ep ranks sit t_e cards apart, so
        // min(ep, cards_per_host / t_e) share a host.
        const double k = static_cast<double>(model.top_k);
        const double tokens = s * b / (g.cp * t);
        const double token_bytes = tokens * static_cast<double>(model.hidden) * v;
        const double in_host_ranks = std::clamp(
            std::floor(static_cast<double>(sc.cluster.cards_per_host) / g.etp), 1.0, g.ep);
        r.a2a_ranks_per_host = in_host_ranks;
        r.a2a_hosts = std::max(1.0, g.ep / in_host_ranks);
        if (sc.parallel.ep_host_dispatch) {
            // Each of the A allowed hosts equally likely for each of the k experts (balanced
            // routing): D distinct hosts, of which (H - 1)/H are not the sender's.
            const double limit = static_cast<double>(sc.moe->max_hosts_per_token);
            const double a = limit > 0 ? std::min(r.a2a_hosts, limit) : r.a2a_hosts;
            r.a2a_allowed_hosts = a;
            const double distinct = a * (1.0 - std::pow(1.0 - 1.0 / a, k));
            r.a2a_remote_hosts_per_token = distinct * (r.a2a_hosts - 1.0) / r.a2a_hosts;
            const double in_host_copies = k * (in_host_ranks - 1.0) / in_host_ranks;
            const double copies = r.a2a_remote_hosts_per_token + in_host_copies;
            r.a2a_bytes = token_bytes * copies;
            r.a2a_off_host_share = copies > 0 ? r.a2a_remote_hosts_per_token / copies : 0.0;
        } else {
            r.a2a_bytes = (g.ep - 1.0) / g.ep * token_bytes * k;
            r.a2a_off_host_share = (g.ep - in_host_ranks) / (g.ep - 1.0);
        }
        const double off = r.a2a_off_host_share > 0
                               ? sendSeconds(r.a2a_bytes * r.a2a_off_host_share, links.nic)
                               : 0.0;
        const double in =
            r.a2a_off_host_share < 1
                ? sendSeconds(r.a2a_bytes * (1.0 - r.a2a_off_host_share), links.scale_up)
                : 0.0;
        r.a2a_s = std::max(off, in);  // both links work at once
        const auto exposed = [&](double link_s, double window_s) {
            return sc.parallel.ep_overlap ? std::max(0.0, link_s - window_s) : link_s;
        };
        r.a2a_forward_s = passes_f * exposed(2.0 * r.a2a_s, times.compute_forward_s);
        r.a2a_backward_s = exposed(2.0 * r.a2a_s, times.compute_backward_s);
        r.a2a_total_s = 2.0 * (passes_f + 1.0) * r.a2a_s;
    }
    if (moe && (sc.parallel.ep > 1 || times.expert_efficiency < 1.0)) {
        const double k = static_cast<double>(model.top_k);
        // The plan's micro-batch of s b tokens routed with the MoE section's hot shares, at its
        // capacity factor (factor 1 without expert parallelism).
        const std::int64_t dispatches = sc.training.seq_len * sc.training.micro_batch * model.top_k;
        const ExpertLoads loads = hotColdLoads(model.experts, dispatches,
                                               sc.moe->hot_expert_fraction, sc.moe->hot_load_ratio);
        const ExpertRankLoad rank = expertRankLoad(loads, model.experts, sc.parallel.ep, dispatches,
                                                   sc.moe->capacity_factor);
        r.expert_imbalance = rank.factor;
        r.expert_slowest_rows = rank.slowest_rows;
        r.expert_mean_rows = rank.mean_rows;
        const double slower = r.expert_imbalance / std::clamp(times.expert_efficiency, 0.05, 1.0);
        // Routed experts' forward FLOPs on one card: 2 k (3 or 2) h f_e per token over t cp
        // cards; the backward twice that.
        const double forward_flops = 2.0 * k * expertParams(model) * s * b / (t * g.cp);
        const double forward_s =
            times.expert_flop_per_s > 0 ? forward_flops / times.expert_flop_per_s : 0.0;
        r.expert_s = (passes_f + 2.0) * forward_s;
        r.wait_forward_s = passes_f * (slower - 1.0) * forward_s;
        r.wait_backward_s = 2.0 * (slower - 1.0) * forward_s;
    }
    return r;
}

}  // namespace stepbudget
