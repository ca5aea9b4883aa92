// Context- and expert-parallel terms of one layer per micro-batch on one card (docs/layouts.md):
// the KV exchange of context parallelism, the dispatch/combine all-to-all of expert parallelism
// and the wait for the slowest expert rank. The plan (model/step/layout.cpp) and the published
// runs (published_runs.cpp) both price a layer with them, over the layer times they have (the
// typed FLOPs or the per-operation model).
#pragma once

#include <cstdint>

#include "model/base/scenario.h"
#include "model/efficiency/op_time.h"

namespace stepbudget {

// What the exchanges of one layer can hide under, per micro-batch on one card, and the rate the
// routed experts' matmuls run at.
struct LayerPassTimes {
    double attention_forward_s = 0;   // the attention core of the forward
    double attention_backward_s = 0;  // of the backward
    double compute_forward_s = 0;     // the whole layer's forward compute (no TP communication)
    double compute_backward_s = 0;
    double expert_flop_per_s = 0;
    // Share of that rate the routed experts reach (efficiency_constants.h expert_efficiency;
    // 1 for the typed model, whose MFU covers it).
    double expert_efficiency = 1.0;
};

// The two link kinds: the plan's typed bandwidths (latency 0) or the per-operation model's
// (bus fraction and start-up applied, layer_time.h scaleUpLink / nicLink).
struct LayoutLinks {
    LinkModel scale_up;
    LinkModel nic;
};
LayoutLinks typedLinks(const Scenario& scenario);

struct ParallelLayerTerms {
    // Context parallelism (cp > 1): one all-gather (or reduce-scatter) of K and V per card,
    //   (cp - 1)/cp x 2 s b max(1, kv_heads / t) head_dim v bytes,
    // F 1, B 2, a full recompute 1 more; on the scale-up link when t cp fits a host.
    double kv_collective_bytes = 0;
    bool kv_in_host = true;
    double kv_link_bytes_per_s = 0;
    double kv_collective_s = 0;
    double kv_total_s = 0;     // every pass
    double kv_forward_s = 0;   // exposed, forward (and a full recompute's)
    double kv_backward_s = 0;  // exposed, backward
    // Expert parallelism (ep > 1, MoE layers): dispatch + combine per pass, each card sending
    // s b / (cp t) tokens x k x h x v x (ep - 1)/ep bytes, the off-host share on the NIC.
    // Dispatched once per host (parallel.ep_host_dispatch), a token crosses the NIC once per
    // distinct remote host of its experts and reaches the rest over the scale-up link:
    //   tokens x h x v x (hosts_remote + k (R - 1)/R), R = ep ranks per host, H = ep / R hosts,
    //   hosts_remote = D (H - 1)/H, D = A (1 - (1 - 1/A)^k) the expected distinct hosts of k
    //   uniform picks among A = min(H, moe.max_hosts_per_token) allowed hosts.
    double a2a_bytes = 0;
    double a2a_off_host_share = 0;
    double a2a_hosts = 1;                   // H: hosts the expert-parallel group spans
    double a2a_ranks_per_host = 1;          // R
    double a2a_allowed_hosts = 1;           // A
    double a2a_remote_hosts_per_token = 0;  // D (H - 1)/H
    double a2a_s = 0;
    double a2a_total_s = 0;
    double a2a_forward_s = 0;
    double a2a_backward_s = 0;
    // The slowest rank: factor = its rows / the mean rank's (model/moe expertRankLoad); the
    // wait (factor / e - 1) x the routed experts' compute at the dense rate, per pass, e the
    // experts' efficiency (the grouped GEMMs' and permutation's share, fitted per card).
    double expert_imbalance = 1;
    double expert_slowest_rows = 0;
    double expert_mean_rows = 0;
    double expert_s = 0;  // routed experts' compute, every pass
    double wait_forward_s = 0;
    double wait_backward_s = 0;
    double kvExposed() const { return kv_forward_s + kv_backward_s; }
    double a2aExposed() const { return a2a_forward_s + a2a_backward_s; }
    double waitTotal() const { return wait_forward_s + wait_backward_s; }
};

ParallelLayerTerms parallelLayerTerms(const Scenario& scenario, const LayerPassTimes& times,
                                      const LayoutLinks& links);

// MoE layers among layers [first, first + count): the ones at or after model.dense_layers (0 for
// a dense model).
std::int64_t moeLayersIn(const ModelSpec& model, std::int64_t first, std::int64_t count);

}  // namespace stepbudget
