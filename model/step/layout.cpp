#include "model/step/layout.h"

#include <algorithm>
#include <cmath>

#include "model/base/count.h"
#include "model/base/parallel_groups.h"
#include "model/base/text_concat.h"
#include "model/base/tr_noop.h"
#include "model/base/units.h"
#include "model/efficiency/efficiency_constants.h"
#include "model/efficiency/layer_time.h"
#include "model/efficiency/parallel_terms.h"
#include "model/memory/activation_cost.h"
#include "model/memory/recompute_layers.h"
#include "model/memory/recompute_modules.h"
#include "model/moe/moe.h"
#include "model/pipeline/pipeline_formulas.h"
#include "model/pipeline/pipeline_rules.h"
#include "model/shape/model_flops.h"

namespace stepbudget {

using namespace units;

namespace {

// Bytes the plan hands the simulator, per micro-batch per stage: clamped to 1 TB (no card comes
// near it; an absurd shape can ask for 1e20) so the simulator's int64 memory sums over up to
// 1,024 micro-batches in flight cannot overflow. The plan's memory verdict is unaffected: such
// a plan is far over any card either way.
std::int64_t simulatorBytes(double bytes) {
    return static_cast<std::int64_t>(std::clamp(bytes, 0.0, 1e12));
}

double sequenceLength(const Scenario& sc) {
    return static_cast<double>(sc.training.seq_len);
}

// FLOPs of the LM head for one sequence, forward + backward: 6 V h s (the head is a matmul of
// the matrix parameters; worked-examples §1.1 counts it in N_mat).
double headFlopsPerSequence(const Scenario& sc) {
    return 6.0 * static_cast<double>(sc.model.vocab) * static_cast<double>(sc.model.hidden) *
           sequenceLength(sc);
}

// Forward FLOPs of one layer's attention core (QK^T and AV over the causal pairs) for one
// sequence: 2 (heads head_dim) s (s + 1), the forward third of the 6 L a s (s + 1) term of
// sequenceFlops (MLA: heads (d_qk + d_v)/2 for heads head_dim): what the KV exchange hides
// under. Selective recompute's core_attn module re-runs the same FLOPs (recomputeForwardFlops).
double attentionCoreForwardFlops(const Scenario& sc) {
    const double s = sequenceLength(sc);
    return 2.0 * attentionCoreWidth(sc.model) * s * (s + 1.0);
}

// cluster.efficiency_source = predicted: every stage's forward and backward per micro-batch from
// the per-operation model (docs/efficiency.md, "Calling it from the plan"): n layers of F and of
// recompute + dX + dW, plus the embedding on the first stage and the final norm, LM head and
// loss on the last. TP communication is inside those passes. With cluster.mfu_override the
// compute part of every pass (all but its exposed TP communication) runs at the typed MFU, i.e.
// is scaled by predicted / typed compute efficiency.
void predictStageTimes(const Scenario& sc, const ComputeResults& cr, LayoutResults& r) {
    const std::shared_ptr<const PredictedLayer> predicted = predictedLayer(sc);
    const LayerSetup& setup = predicted->setup;
    const LayerTimes& layer = predicted->layer;
    const StageExtras& extra = predicted->extras;
    r.predicted = true;
    r.compute_scale = cr.mfu > 0 && cr.predicted_mfu > 0 ? cr.predicted_mfu / cr.mfu : 1.0;
    const double k = r.compute_scale;
    const auto pass = [k](const PassTime& p) {
        return (p.total() - p.tp_comm_s) * k + p.tp_comm_s;
    };
    const std::size_t pp = r.stage_layers.size();
    r.stage_dw_fraction.reserve(pp);
    r.layer_forward_s = pass(layer.forward);
    r.layer_backward_s = pass(layer.recompute) + pass(layer.backward_dx) + pass(layer.backward_dw);
    double heaviest = -1;
    for (std::size_t s = 0; s < pp; ++s) {
        const double n = static_cast<double>(r.stage_layers[s]);
        const bool first = s == 0;
        const bool last = s + 1 == pp;
        const double forward = n * pass(layer.forward) + (first ? pass(extra.first_forward) : 0) +
                               (last ? pass(extra.last_forward) : 0);
        const double recompute = n * pass(layer.recompute);
        const double dw = n * pass(layer.backward_dw) + (last ? pass(extra.last_backward_dw) : 0);
        const double backward = recompute + dw + n * pass(layer.backward_dx) +
                                (first ? pass(extra.first_backward) : 0) +
                                (last ? pass(extra.last_backward_dx) : 0);
        const double tp =
            n * layer.tp_comm_s +
            (first ? extra.first_forward.tp_comm_s + extra.first_backward.tp_comm_s : 0) +
            (last ? extra.last_forward.tp_comm_s + extra.last_backward_dx.tp_comm_s +
                        extra.last_backward_dw.tp_comm_s
                  : 0);
        r.stage_forward_s[s] = forward;
        r.stage_backward_s[s] = backward;
        r.stage_recompute_s[s] = recompute;
        r.stage_recompute_tp_s[s] = n * layer.recompute.tp_comm_s;
        r.stage_tp_comm_s[s] = tp;
        r.stage_dw_fraction.push_back(backward > 0 ? dw / backward : 0.0);
        if (forward + backward > heaviest) {
            heaviest = forward + backward;
            r.paced_stage = s;
        }
    }
    // The optimizer step on one card: its share of the parameters, N / (t p), and / d when
    // ZeRO (stage >= 1) shards the optimizer states so each card updates only its shard.
    // With context / expert parallelism: dense (N - N_e)/(t p) over the ZeRO group d cp, routed
    // experts N_e / (p ep t_e) over theirs (parallel_groups.h); N / (t p) / d otherwise.
    const ParallelGroups groups = parallelGroups(sc);
    const double all = static_cast<double>(sc.model.params);
    const double experts = std::min(all, routedExpertParams(sc.model));
    double params = (all - experts) / static_cast<double>(sc.parallel.tp * sc.parallel.pp);
    double expert_params = experts / (static_cast<double>(sc.parallel.pp) * groups.ep * groups.etp);
    if (sc.parallel.zero_stage >= 1) {
        params /= std::max(1.0, groups.zero_dp);
        expert_params /= std::max(1.0, groups.expert_dp);
    }
    params += expert_params;
    // + the card's fitted per-step fixed cost (clipping, loader, bookkeeping).
    r.optimizer_s = (optimizerStepSeconds(setup, params) + setup.step_overhead_s) * k;
    r.step_overhead_s = setup.step_overhead_s;
    r.layer_tp_comm_s = layer.tp_comm_s;
    r.tp_bus_gb_per_s = setup.tp_link.bytes_per_s / kGB;
    r.tp_latency_s = setup.tp_link.latency_s;
    r.optimizer_params = params;
    r.optimizer_bytes_per_param = setup.optimizer_bytes_per_param;
    r.hbm_gb_per_s = setup.hbm_bytes_per_s / kGB;
}

// Context and expert parallelism per stage (layout.h, docs/layouts.md): the exposed KV exchange,
// the exposed all-to-all and the wait for the slowest expert rank, added to the stage times the
// typed or predicted model gave. Nothing with cp = ep = 1.
void addContextAndExpertTerms(const Scenario& sc, LayoutResults& r) {
    const ModelSpec& model = sc.model;
    const std::size_t stages = r.stage_layers.size();
    r.stage_cp_comm_s.assign(stages, 0.0);
    r.stage_a2a_s.assign(stages, 0.0);
    r.stage_expert_wait_s.assign(stages, 0.0);
    r.stage_moe_layers.assign(stages, 0);
    std::int64_t first = 0;
    for (std::size_t k = 0; k < stages; ++k) {
        r.stage_moe_layers[k] = moeLayersIn(model, first, r.stage_layers[k]);
        first += r.stage_layers[k];
    }
    // The per-operation model prices the routed experts at its fitted expert efficiency (with or
    // without expert parallelism); the typed MFU covers them.
    const double expert_efficiency =
        r.predicted ? efficiencyConstants(sc.cluster.gpu).expert_efficiency : 1.0;
    const bool experts =
        model.experts > 0 && model.top_k > 0 && (sc.parallel.ep > 1 || expert_efficiency < 1.0);
    if (sc.parallel.cp <= 1 && !experts) {
        return;
    }
    // One layer's passes on one card: the attention core (what the KV exchange hides under) and
    // the whole compute (what another micro-batch's all-to-all hides under), from the
    // per-operation model (its links too) or the typed FLOPs (the typed links).
    LayerPassTimes times;
    LayoutLinks links = typedLinks(sc);
    if (r.predicted) {
        const std::shared_ptr<const PredictedLayer> p = predictedLayer(sc);
        const LayerTimes& l = p->layer;
        times.attention_forward_s = l.forward.attention_s;
        times.attention_backward_s = l.backward_dx.attention_s + l.backward_dw.attention_s;
        times.compute_forward_s = l.forward.total() - l.forward.tp_comm_s;
        times.compute_backward_s = l.backward_dx.total() - l.backward_dx.tp_comm_s +
                                   l.backward_dw.total() - l.backward_dw.tp_comm_s;
        times.expert_flop_per_s = p->setup.matmul_flop_per_s;
        times.expert_efficiency = expert_efficiency;
        links = {scaleUpLink(sc), nicLink(sc)};
    } else {
        const ParallelGroups g = parallelGroups(sc);
        const double t = static_cast<double>(std::max<std::int64_t>(1, sc.parallel.tp));
        const double layer_fraction =
            (1.0 - r.head_fraction) / static_cast<double>(std::max<std::int64_t>(1, model.layers));
        const double shard_rate = t * g.cp * r.card_flops_per_s;
        const double b = static_cast<double>(sc.training.micro_batch);
        if (shard_rate > 0) {
            times.attention_forward_s = attentionCoreForwardFlops(sc) * b / shard_rate;
            times.compute_forward_s = r.microbatch_flops * layer_fraction / 3.0 / shard_rate;
        }
        times.attention_backward_s = 2.0 * times.attention_forward_s;
        times.compute_backward_s = 2.0 * times.compute_forward_s;
        times.expert_flop_per_s = r.card_flops_per_s;
    }
    const ParallelLayerTerms x = parallelLayerTerms(sc, times, links);
    r.kv_collective_bytes = x.kv_collective_bytes;
    r.kv_in_host = x.kv_in_host;
    r.kv_link_gb_per_s = x.kv_link_bytes_per_s / kGB;
    r.kv_collective_s = x.kv_collective_s;
    r.kv_latency_s = (x.kv_in_host ? links.scale_up : links.nic).latency_s;
    r.a2a_nic_gb_per_s = links.nic.bytes_per_s / kGB;
    r.a2a_scale_up_gb_per_s = links.scale_up.bytes_per_s / kGB;
    r.a2a_nic_latency_s = links.nic.latency_s;
    r.a2a_scale_up_latency_s = links.scale_up.latency_s;
    r.kv_layer_total_s = x.kv_total_s;
    r.kv_layer_exposed_s = x.kvExposed();
    r.a2a_bytes = x.a2a_bytes;
    r.a2a_off_host_share = x.a2a_off_host_share;
    r.a2a_hosts = x.a2a_hosts;
    r.a2a_ranks_per_host = x.a2a_ranks_per_host;
    r.a2a_allowed_hosts = x.a2a_allowed_hosts;
    r.a2a_remote_hosts_per_token = x.a2a_remote_hosts_per_token;
    r.a2a_s = x.a2a_s;
    r.a2a_layer_total_s = x.a2a_total_s;
    r.a2a_layer_exposed_s = x.a2aExposed();
    r.expert_imbalance = x.expert_imbalance;
    r.expert_slowest_rows = x.expert_slowest_rows;
    r.expert_mean_rows = x.expert_mean_rows;
    r.expert_efficiency = times.expert_efficiency;
    r.kv_attention_forward_s = std::min(times.attention_forward_s, times.compute_forward_s);
    r.kv_attention_backward_s = std::min(times.attention_backward_s, times.compute_backward_s);
    r.layer_compute_forward_s = times.compute_forward_s;
    r.layer_compute_backward_s = times.compute_backward_s;
    r.layer_passes_forward = 1.0 + fullRecomputeShareInForce(sc);
    r.expert_layer_s = x.expert_s;
    r.expert_wait_layer_s = x.waitTotal();
    double heaviest = -1;
    for (std::size_t k = 0; k < stages; ++k) {
        const double n = static_cast<double>(r.stage_layers[k]);
        const double n_moe = static_cast<double>(r.stage_moe_layers[k]);
        r.stage_cp_comm_s[k] = n * x.kvExposed();
        r.stage_a2a_s[k] = n_moe * x.a2aExposed();
        r.stage_expert_wait_s[k] = n_moe * x.waitTotal();
        r.stage_forward_s[k] += n * x.kv_forward_s + n_moe * (x.a2a_forward_s + x.wait_forward_s);
        r.stage_backward_s[k] +=
            n * x.kv_backward_s + n_moe * (x.a2a_backward_s + x.wait_backward_s);
        if (r.stage_forward_s[k] + r.stage_backward_s[k] > heaviest) {
            heaviest = r.stage_forward_s[k] + r.stage_backward_s[k];
            r.paced_stage = k;
        }
    }
}

// The derivations of addContextAndExpertTerms' numbers (only for the mechanisms in use).
void addContextAndExpertDerivations(const Scenario& sc, const LayoutResults& r, Derivations* out) {
    const ParallelGroups g = parallelGroups(sc);
    const double b = static_cast<double>(sc.training.micro_batch);
    const double t = static_cast<double>(std::max<std::int64_t>(1, sc.parallel.tp));
    const ActivationSettings& activations = activationSettings(sc);
    const double v = activations.value_bytes > 0 ? activations.value_bytes : 2.0;
    const std::string passes = fmt(3.0 + fullRecomputeShareInForce(sc));
    if (sc.parallel.cp > 1) {
        const double kv_heads = std::max(1.0, static_cast<double>(sc.model.kv_heads) / t);
        out->push_back({"plan.kv_collective_bytes",
                        QT_TRANSLATE_NOOP("Derivation", "KV exchange per layer (one collective)"),
                        "(cp - 1)/cp x 2 s b (kv heads / t) head_dim v",
                        concat("(", fmt(g.cp), " - 1) / ", fmt(g.cp), " * 2 * ",
                               fmt(sc.training.seq_len), " * ", fmt(b), " * ", fmt(kv_heads), " * ",
                               fmt(sc.model.head_dim), " * ", fmt(v)),
                        r.kv_collective_bytes, "B"});
        out->push_back({"plan.kv_collective_s",
                        QT_TRANSLATE_NOOP("Derivation", "KV exchange: one collective's link time"),
                        r.kv_in_host ? "bytes / scale-up link (t cp fits a host)"
                                     : "bytes / NIC (t cp spans hosts)",
                        concat(fmt(r.kv_collective_bytes), " / ", fmt(r.kv_link_gb_per_s), "e9",
                               (r.kv_latency_s > 0 ? " + " + fmt(r.kv_latency_s) : std::string())),
                        r.kv_collective_s, "s"});
        out->push_back(
            {"plan.kv_layer_exposed_s",
             QT_TRANSLATE_NOOP("Derivation", "KV exchange exposed per layer and micro-batch"),
             sc.parallel.cp_overlap
                 ? "per pass max(0, collectives x link - attention core): F 1, B 2 (+1 full "
                   "recompute)"
                 : "every collective exposed: F 1 + B 2 (+1 full recompute) x link",
             sc.parallel.cp_overlap
                 ? concat(fmt(r.layer_passes_forward), " * max(0, ", fmt(r.kv_collective_s, 8),
                          " - ", fmt(r.kv_attention_forward_s, 8), ") + max(0, 2 * ",
                          fmt(r.kv_collective_s, 8), " - ", fmt(r.kv_attention_backward_s, 8), ")")
                 : concat(passes, " * ", fmt(r.kv_collective_s, 8)),
             r.kv_layer_exposed_s, "s"});
    }
    const bool experts = sc.model.experts > 0 && sc.model.top_k > 0;
    if (experts && sc.parallel.ep > 1) {
        const std::string tokens =
            concat(fmt(sc.training.seq_len), " * ", fmt(b), " / (", fmt(g.cp), " * ", fmt(t), ")");
        if (sc.parallel.ep_host_dispatch) {
            const std::string a = fmt(r.a2a_allowed_hosts);
            const std::string h = fmt(r.a2a_hosts);
            out->push_back(
                {"plan.a2a_remote_hosts",
                 QT_TRANSLATE_NOOP("Derivation", "Remote hosts one token is sent to"),
                 "A (1 - (1 - 1/A)^k) (H - 1)/H: distinct hosts of k experts among A = min(H, "
                 "moe.max_hosts_per_token) allowed, H = ep / R hosts, less the sender's",
                 concat(a, " * (1 - (1 - 1/", a, ")^", fmt(sc.model.top_k), ") * (", h, " - 1) / ",
                        h),
                 r.a2a_remote_hosts_per_token, ""});
            out->push_back(
                {"plan.a2a_bytes",
                 QT_TRANSLATE_NOOP("Derivation", "Expert all-to-all per MoE layer (one)"),
                 "once per host: s b / (cp t) tokens x h x v x (remote hosts + k (R - 1)/R "
                 "forwarded in the host)",
                 concat(tokens, " * ", fmt(sc.model.hidden), " * ", fmt(v), " * (",
                        fmt(r.a2a_remote_hosts_per_token), " + ", fmt(sc.model.top_k), " * (",
                        fmt(r.a2a_ranks_per_host), " - 1) / ", fmt(r.a2a_ranks_per_host), ")"),
                 r.a2a_bytes, "B"});
        } else {
            out->push_back(
                {"plan.a2a_bytes",
                 QT_TRANSLATE_NOOP("Derivation", "Expert all-to-all per MoE layer (one)"),
                 "s b / (cp t) tokens x k x h x v x (ep - 1)/ep",
                 concat(tokens, " * ", fmt(sc.model.top_k), " * ", fmt(sc.model.hidden), " * ",
                        fmt(v), " * (", fmt(g.ep), " - 1) / ", fmt(g.ep)),
                 r.a2a_bytes, "B"});
        }
        out->push_back(
            {"plan.a2a_s", QT_TRANSLATE_NOOP("Derivation", "Expert all-to-all: one's link time"),
             "max(bytes x off-host share / NIC, bytes x (1 - share) / scale-up)",
             concat(
                 "max(",
                 (r.a2a_off_host_share > 0
                      ? concat(fmt(r.a2a_bytes), " * ", fmt(r.a2a_off_host_share), " / ",
                               fmt(r.a2a_nic_gb_per_s), "e9 + ", fmt(r.a2a_nic_latency_s))
                      : std::string("0")),
                 ", ",
                 (r.a2a_off_host_share < 1
                      ? concat(fmt(r.a2a_bytes), " * (1 - ", fmt(r.a2a_off_host_share), ") / ",
                               fmt(r.a2a_scale_up_gb_per_s), "e9 + ", fmt(r.a2a_scale_up_latency_s))
                      : std::string("0")),
                 ")"),
             r.a2a_s, "s"});
        out->push_back(
            {"plan.a2a_layer_exposed_s",
             QT_TRANSLATE_NOOP("Derivation", "All-to-all exposed per MoE layer and micro-batch"),
             sc.parallel.ep_overlap
                 ? "per pass max(0, 2 x all-to-all - the pass's compute): F, B (+ full recompute)"
                 : "dispatch + combine in F and B (+ full recompute), all exposed",
             sc.parallel.ep_overlap
                 ? concat(fmt(r.layer_passes_forward), " * max(0, 2 * ", fmt(r.a2a_s, 8), " - ",
                          fmt(r.layer_compute_forward_s, 8), ") + max(0, 2 * ", fmt(r.a2a_s, 8),
                          " - ", fmt(r.layer_compute_backward_s, 8), ")")
                 : concat("2 * ", fmt(1.0 + r.layer_passes_forward), " * ", fmt(r.a2a_s, 8)),
             r.a2a_layer_exposed_s, "s"});
    }
    if (experts && (sc.parallel.ep > 1 || r.expert_wait_layer_s > 0)) {
        out->push_back({"plan.expert_imbalance",
                        QT_TRANSLATE_NOOP("Derivation", "Slowest expert rank over the mean"),
                        "rows of the E/ep hottest experts (min(load, C) each) / (all rows / ep)",
                        r.expert_mean_rows > 0
                            ? concat(fmt(r.expert_slowest_rows), " / ", fmt(r.expert_mean_rows, 10))
                            : std::string("1"),
                        r.expert_imbalance, ""});
        out->push_back(
            {"plan.expert_wait_layer_s",
             QT_TRANSLATE_NOOP("Derivation", "Wait for the slowest expert rank per MoE layer"),
             "(factor / expert efficiency - 1) x routed experts' compute at the dense rate (F + B)",
             concat("(", fmt(r.expert_imbalance, 10), " / ", fmt(r.expert_efficiency), " - 1) * ",
                    fmt(r.expert_layer_s, 8)),
             r.expert_wait_layer_s, "s"});
    }
}

}  // namespace

namespace {

// The per-stage vectors of doubles every layout fills (stage_dw_fraction only when predicted,
// stage_layers holds integers).
constexpr std::vector<double> LayoutResults::*kStageVectors[] = {
    &LayoutResults::stage_forward_s,      &LayoutResults::stage_backward_s,
    &LayoutResults::stage_recompute_s,    &LayoutResults::stage_tp_comm_s,
    &LayoutResults::stage_recompute_tp_s, &LayoutResults::stage_recompute_flops,
    &LayoutResults::stage_flops,          &LayoutResults::stage_tp_pass_s,
    &LayoutResults::stage_cp_comm_s,      &LayoutResults::stage_a2a_s,
    &LayoutResults::stage_expert_wait_s};

// A default LayoutResults that keeps `used`'s vector storage (emptied): the what-if sweeps
// compute a layout at every point, and each layout is nine vectors.
LayoutResults recycled(LayoutResults&& used) {
    LayoutResults fresh;
    for (std::vector<double> LayoutResults::*v : kStageVectors) {
        (fresh.*v).swap(used.*v);
        (fresh.*v).clear();
    }
    fresh.stage_dw_fraction.swap(used.stage_dw_fraction);
    fresh.stage_dw_fraction.clear();
    fresh.stage_layers.swap(used.stage_layers);
    fresh.stage_layers.clear();
    fresh.stage_moe_layers.swap(used.stage_moe_layers);
    fresh.stage_moe_layers.clear();
    return fresh;
}

}  // namespace

double layoutBusyShare(const LayoutResults& l, const ComputeResults& cr) {
    const std::size_t k = l.paced_stage;
    if (k >= l.stage_layers.size() || k >= l.stage_moe_layers.size() || !(cr.compute_s > 0)) {
        return 0.0;
    }
    const double hidden =
        static_cast<double>(l.microbatches) *
        (static_cast<double>(l.stage_layers[k]) * (l.kv_layer_total_s - l.kv_layer_exposed_s) +
         static_cast<double>(l.stage_moe_layers[k]) *
             (l.a2a_layer_total_s - l.a2a_layer_exposed_s));
    return std::clamp(hidden / cr.compute_s, 0.0, 1.0);
}

void computeLayoutInto(const Scenario& sc, const ComputeResults& cr, LayoutResults& into) {
    into = computeLayout(sc, cr, nullptr, recycled(std::move(into)));
}

LayoutResults computeLayout(const Scenario& sc, const ComputeResults& cr, Derivations* out,
                            LayoutResults storage) {
    LayoutResults r = std::move(storage);
    const std::int64_t tp = sc.parallel.tp;
    const std::int64_t pp = sc.parallel.pp;
    const std::int64_t layers = sc.model.layers;
    const double b = static_cast<double>(sc.training.micro_batch);
    r.dp = cr.data_parallel;
    r.microbatches_exact = static_cast<double>(sc.training.global_batch) / (r.dp * b);
    r.microbatches = std::max<std::int64_t>(
        1, static_cast<std::int64_t>(std::ceil(r.microbatches_exact - 1e-9)));
    r.microbatch_flops = cr.flops_per_step / (r.dp * r.microbatches_exact);
    r.card_flops_per_s = sc.cluster.peak_tflops * kTera * cr.mfu / cr.fp8_time_factor;
    const double flops_per_sequence = cr.flops_per_sequence > 0 ? cr.flops_per_sequence : 1.0;
    r.head_fraction = std::clamp(headFlopsPerSequence(sc) / flops_per_sequence, 0.0, 0.5);
    const double layer_fraction = (1.0 - r.head_fraction) / static_cast<double>(layers);

    // Tensor-parallel collectives (Megatron-LM, Shoeybi et al. 2019): two all-reduces of the
    // s b h activations per layer in the forward, two in the backward, two more in a fully
    // recomputed forward; with sequence parallelism each becomes an all-gather plus a
    // reduce-scatter of the same ring volume. Ring volume per card: 2 (t - 1)/t x bytes.
    // One card's tokens: s b, or s b / cp with context parallelism.
    const double cp = parallelGroups(sc).cp;
    const double values =
        sequenceLength(sc) * b * static_cast<double>(sc.model.hidden) / (cp > 1 ? cp : 1.0);
    const ActivationSettings& activations = activationSettings(sc);
    const double value_bytes = activations.value_bytes > 0 ? activations.value_bytes : 2.0;
    const double t = static_cast<double>(tp);
    const double one_collective = 2.0 * (t - 1.0) / t * values * value_bytes;
    r.tp_in_host = tp <= sc.cluster.cards_per_host;
    r.tp_link_gb_per_s = r.tp_in_host ? sc.cluster.scale_up_gb_per_s : sc.cluster.nic_gb_per_s;
    r.tp_layer_bytes = 2.0 * one_collective;  // per pass (forward, or backward)
    const double tp_pass_s = tp > 1 ? r.tp_layer_bytes / (r.tp_link_gb_per_s * kGB) : 0.0;

    // Pipeline message: one micro-batch's boundary activation (gradient on the way back).
    r.message_bytes = values * value_bytes / (activations.sequence_parallel ? t : 1.0);
    r.pp_in_host = tp * pp <= sc.cluster.cards_per_host;
    r.pp_link_gb_per_s = r.pp_in_host ? sc.cluster.scale_up_gb_per_s : sc.cluster.nic_gb_per_s;
    r.message_s = pp > 1 ? r.message_bytes / (r.pp_link_gb_per_s * kGB) : 0.0;

    // One micro-batch's stage runs on t cp cards.
    const double shard_rate = t * (cp > 1 ? cp : 1.0) * r.card_flops_per_s;
    // Selective recompute's forward FLOPs per micro-batch and layer, of the modules in force
    // (recompute_modules.h, the set the activation terms drop): the attention core by default.
    const RecomputeModules modules = recomputeModulesInForce(sc);
    const RecomputeFlops selective = recomputeForwardFlops(sc.model, modules, sequenceLength(sc));
    // The mlp module re-runs the dense MLP and its TP collective pair (half a layer pass's).
    const double mlp_passes = modules.mlp ? 0.5 : 0.0;
    // The sweeps call this at every point: one allocation per vector, not log2(p) of them.
    const auto stages = static_cast<std::size_t>(std::max<std::int64_t>(0, pp));
    for (std::vector<double> LayoutResults::*v : kStageVectors) {
        (r.*v).reserve(stages);
    }
    r.stage_layers.reserve(stages);
    double heaviest = -1;
    std::int64_t first_layer = 0;
    for (std::int64_t s = 0; s < pp; ++s) {
        const std::int64_t stage_layers = layers / pp + (s < layers % pp ? 1 : 0);
        const std::int64_t dense_layers =
            stage_layers - moeLayersIn(sc.model, first_layer, stage_layers);
        first_layer += stage_layers;
        r.stage_layers.push_back(stage_layers);
        const double layer_flops = r.microbatch_flops * layer_fraction * stage_layers;
        const double flops = layer_flops + (s == pp - 1 ? r.microbatch_flops * r.head_fraction : 0);
        double recompute_flops = 0;
        double recompute_passes = 0;  // extra TP forward passes
        if (sc.parallel.recompute == Recompute::Full) {
            // The stage's recomputed layers: all, or N (Megatron's block method).
            const double n = static_cast<double>(stage_layers);
            const double recomputed = fullyRecomputedLayers(sc, n);
            recompute_flops = n > 0 ? layer_flops / 3.0 * recomputed / n : 0.0;
            recompute_passes = recomputed;
        } else if (sc.parallel.recompute == Recompute::Selective) {
            recompute_flops = selective.every_layer * b * static_cast<double>(stage_layers) +
                              selective.dense_layer * b * static_cast<double>(dense_layers);
            recompute_passes = mlp_passes * static_cast<double>(dense_layers);
        }
        const double tp_s = tp_pass_s * static_cast<double>(stage_layers);
        const double forward = flops / 3.0 / shard_rate + tp_s;
        const double recompute = recompute_flops / shard_rate + tp_pass_s * recompute_passes;
        const double backward = 2.0 * flops / 3.0 / shard_rate + tp_s + recompute;
        r.stage_forward_s.push_back(forward);
        r.stage_backward_s.push_back(backward);
        r.stage_recompute_s.push_back(recompute);
        r.stage_recompute_tp_s.push_back(tp_pass_s * recompute_passes);
        r.stage_recompute_flops.push_back(recompute_flops);
        r.stage_flops.push_back(flops);
        r.stage_tp_pass_s.push_back(tp_s);
        r.stage_tp_comm_s.push_back(2.0 * tp_s + tp_pass_s * recompute_passes);
        if (forward + backward > heaviest) {
            heaviest = forward + backward;
            r.paced_stage = static_cast<std::size_t>(s);
        }
    }

    if (sc.cluster.efficiency_source == EfficiencySource::Predicted) {
        predictStageTimes(sc, cr, r);
    }
    addContextAndExpertTerms(sc, r);

    if (out == nullptr) {
        return r;
    }
    const std::size_t k = r.paced_stage;
    if (sc.parallel.cp > 1) {
        out->push_back({"plan.dp", QT_TRANSLATE_NOOP("Derivation", "Data-parallel degree"),
                        "d = cards / (t p cp)",
                        concat(fmt(sc.cluster.cards), " / (", fmt(tp), " * ", fmt(pp), " * ",
                               fmt(sc.parallel.cp), ")"),
                        r.dp, ""});
    } else {
        out->push_back({"plan.dp", QT_TRANSLATE_NOOP("Derivation", "Data-parallel degree"),
                        "d = cards / (t p)",
                        concat(fmt(sc.cluster.cards), " / (", fmt(tp), " * ", fmt(pp), ")"), r.dp,
                        ""});
    }
    addContextAndExpertDerivations(sc, r, out);
    out->push_back(
        {"plan.microbatches_per_pipeline",
         QT_TRANSLATE_NOOP("Derivation", "Micro-batches per pipeline per step"),
         "m = ceil(B / (d b))",
         concat("ceil(", fmt(sc.training.global_batch), " / (", fmt(r.dp), " * ", fmt(b), "))"),
         static_cast<double>(r.microbatches), ""});
    if (r.predicted) {
        const double n = static_cast<double>(r.stage_layers[k]);
        const std::string scale = r.compute_scale != 1.0 ? " (compute x " + fmt(r.compute_scale) +
                                                               ", compute-efficiency override)"
                                                         : "";
        out->push_back({"plan.stage_forward_s",
                        QT_TRANSLATE_NOOP("Derivation", "Forward of the paced stage"),
                        "t_F = L_s F_layer + first/last-stage extras (per-operation model)",
                        concat(fmt(n), " * ", fmt(r.layer_forward_s), " + ",
                               fmt(r.stage_forward_s[k] - n * r.layer_forward_s), scale),
                        r.stage_forward_s[k], "s"});
        out->push_back({"plan.stage_backward_s",
                        QT_TRANSLATE_NOOP("Derivation", "Backward of the paced stage"),
                        "t_B = L_s (recompute + dX + dW)_layer + first/last-stage extras "
                        "(per-operation model)",
                        concat(fmt(n), " * ", fmt(r.layer_backward_s), " + ",
                               fmt(r.stage_backward_s[k] - n * r.layer_backward_s), scale),
                        r.stage_backward_s[k], "s"});
        out->push_back(
            {"plan.optimizer_s", QT_TRANSLATE_NOOP("Derivation", "Optimizer step"),
             "params on the card x bytes per param / HBM + per-step overhead (per-operation "
             "model)",
             concat("(", fmt(r.optimizer_params), " * ", fmt(r.optimizer_bytes_per_param), " B / (",
                    fmt(r.hbm_gb_per_s), " GB/s) + ", fmt(r.step_overhead_s), " s)",
                    (r.compute_scale != 1.0
                         ? " * " + fmt(r.compute_scale) + " (compute-efficiency override)"
                         : "")),
             r.optimizer_s, "s"});
        // The per-layer terms the stage times are built from (their own derivations).
        const std::shared_ptr<const PredictedLayer> layer = predictedLayer(sc);
        predictLayerTimes(layer->setup, out);
        predictStageExtras(layer->setup, out);
        return r;
    }
    // F_s: the stage's FLOPs per micro-batch, forward + backward (its layers' share of F_mb,
    // plus the LM head on the last stage); a third is the forward.
    const double compute_forward = r.stage_flops[k] / 3.0 / shard_rate;
    // Context / expert parallelism: the exposed KV exchange, all-to-all and slowest expert rank
    // are in the stage times too (their own derivations); 0 with cp = ep = 1.
    const double extra_forward = r.stage_forward_s[k] - compute_forward - r.stage_tp_pass_s[k];
    const double extra_backward = r.stage_backward_s[k] - 2.0 * compute_forward -
                                  r.stage_tp_pass_s[k] - r.stage_recompute_s[k];
    const bool layouts = sc.parallel.cp > 1 || r.stage_a2a_s[k] + r.stage_expert_wait_s[k] > 0;
    if (layouts) {
        out->push_back({"plan.stage_forward_s",
                        QT_TRANSLATE_NOOP("Derivation", "Forward of the paced stage"),
                        "t_F = F_s / 3 / (t cp P eta) + TP comm + KV exchange, all-to-all and "
                        "slowest expert rank of the forward",
                        concat(fmt(r.stage_flops[k], 8), " / 3 / (", fmt(t), " * ", fmt(cp), " * ",
                               fmt(sc.cluster.peak_tflops), "e12 * ", mfuText(cr), ") + ",
                               fmt(r.stage_tp_pass_s[k], 8), " + ", fmt(extra_forward, 8)),
                        r.stage_forward_s[k], "s"});
        out->push_back(
            {"plan.stage_backward_s",
             QT_TRANSLATE_NOOP("Derivation", "Backward of the paced stage"),
             "t_B = 2 F_s / 3 / (t cp P eta) + TP comm + recompute + KV exchange, "
             "all-to-all and slowest expert rank of the backward",
             concat("2 * ", fmt(compute_forward, 8), " + ", fmt(r.stage_tp_pass_s[k], 8), " + ",
                    fmt(r.stage_recompute_s[k], 8), " + ", fmt(extra_backward, 8)),
             r.stage_backward_s[k], "s"});
        return r;
    }
    out->push_back(
        {"plan.stage_forward_s", QT_TRANSLATE_NOOP("Derivation", "Forward of the paced stage"),
         "t_F = F_s / 3 / (t P eta) + TP comm",
         concat(fmt(r.stage_flops[k], 8), " / 3 / (", fmt(t), " * ", fmt(sc.cluster.peak_tflops),
                "e12 * ", mfuText(cr), ") + ", fmt(r.stage_tp_pass_s[k], 8)),
         r.stage_forward_s[k], "s"});
    out->push_back({"plan.stage_backward_s",
                    QT_TRANSLATE_NOOP("Derivation", "Backward of the paced stage"),
                    "t_B = 2 F_s / 3 / (t P eta) + TP comm + recompute",
                    concat("2 * ", fmt(compute_forward, 8), " + ", fmt(r.stage_tp_pass_s[k], 8),
                           " + ", fmt(r.stage_recompute_s[k], 8)),
                    r.stage_backward_s[k], "s"});
    return r;
}

// The what-if sweeps call it at every point, so it stays free of the activation model
// (planPipelineConfig adds those bytes for the simulation).
PipelineConfig planPipelineTimes(const Scenario& sc, const LayoutResults& layout) {
    PipelineConfig c = sc.pipeline;
    const std::size_t k = layout.paced_stage;
    c.stages = sc.parallel.pp;
    c.microbatches = layout.microbatches;
    c.forward_ms = layout.stage_forward_s.empty() ? 0 : layout.stage_forward_s[k] * 1e3;
    c.backward_ms = layout.stage_backward_s.empty() ? 0 : layout.stage_backward_s[k] * 1e3;
    c.link_ms = layout.message_s * 1e3;
    c.update_ms = 0;  // the optimizer step is not part of the FLOP count the plan times
    if (layout.predicted && k < layout.stage_dw_fraction.size()) {
        // The per-operation model times the dW share and the optimizer step itself.
        c.weight_grad_fraction = layout.stage_dw_fraction[k];
        c.update_ms = layout.optimizer_s * 1e3;
    }
    if (!sc.parallel.pp_overlap && c.stages > 1) {
        // parallel.pp_overlap off: a stage waits for its own send before it computes on, so
        // every pass holds its message (the bubble bar counts it, like the messages' latency).
        c.forward_ms += c.link_ms;
        c.backward_ms += c.link_ms;
    }
    c.layers_per_stage = layout.stage_layers.empty() ? 1 : layout.stage_layers.front();
    return c;
}

PipelineConfig planPipelineConfig(const Scenario& sc, const LayoutResults& layout) {
    PipelineConfig c = planPipelineTimes(sc, layout);
    // Saved activations of one micro-batch on one stage, from the shape (Korthikanti et al.
    // 2022 Table 2 under the configured recompute), and the head's extra on the last stage.
    const ActivationCost act = activationCost(sc);
    c.activation_bytes =
        simulatorBytes(act.per_layer_bytes * static_cast<double>(c.layers_per_stage));
    c.last_stage_extra_bytes = simulatorBytes(act.output_layer_bytes);
    c.activation_message_bytes = simulatorBytes(layout.message_bytes);
    c.gradient_message_bytes = simulatorBytes(layout.message_bytes);
    return c;
}

double spreadTypedActivations(const Scenario& sc, PipelineConfig& c) {
    if (!activationsTyped(sc)) {
        return 1.0;
    }
    // Peaks are sums of these bytes times in-flight counts: linear in them, so one factor on
    // all four moves every stage's peak by that factor and keeps the heaviest stage heaviest.
    const ScheduleResult shape = simulateSchedule(c, c.schedule, PipelineDetail::Summary);
    if (!shape.runnable || shape.peak_bytes.empty()) {
        return 1.0;
    }
    const double peak =
        static_cast<double>(*std::max_element(shape.peak_bytes.begin(), shape.peak_bytes.end()));
    if (!(peak > 0)) {
        return 1.0;
    }
    const double k = planActivationBytes(sc) / peak;
    c.activation_bytes = simulatorBytes(static_cast<double>(c.activation_bytes) * k);
    c.last_stage_extra_bytes = simulatorBytes(static_cast<double>(c.last_stage_extra_bytes) * k);
    c.activation_message_bytes =
        simulatorBytes(static_cast<double>(c.activation_message_bytes) * k);
    c.gradient_message_bytes = simulatorBytes(static_cast<double>(c.gradient_message_bytes) * k);
    return k;
}

std::string planPipelineLimit(const Scenario& sc, const LayoutResults& layout) {
    if (sc.parallel.pp <= 1 || layout.stage_forward_s.empty()) {
        return {};
    }
    // The simulator's own op times (a pass holds its message with parallel.pp_overlap off).
    const PipelineConfig c = planPipelineTimes(sc, layout);
    const double longest_ms =
        std::max({c.forward_ms, c.backward_ms, c.link_ms, layout.optimizer_s * 1e3});
    if (!(longest_ms <= 1e9)) {
        return "one stage's micro-batch takes " + fmt(longest_ms / 1e3, 4) +
               " s, beyond the chart's 1e6 s per op; the step is simulated in a coarser unit";
    }
    return {};
}

PipelineResults unsimulatedPipeline(Schedule configured, const std::string& reason) {
    PipelineResults r;
    r.configured.schedule = configured;
    r.configured.reason = reason;
    for (Schedule s : kAllSchedules) {
        ScheduleResult x;
        x.schedule = s;
        x.reason = reason;
        r.schedules.push_back(x);
    }
    return r;
}

double closedFormPipelineS(const Scenario& sc, const ComputeResults& cr,
                           const LayoutResults& layout) {
    if (sc.parallel.pp <= 1 || layout.stage_forward_s.empty()) {
        return planStep(sc, cr, layout).pipeline_s;
    }
    const PipelineConfig config = planPipelineTimes(sc, layout);
    const PipelineFormulas f = pipelineFormulas(config, nullptr);
    double bubble_ms = f.one_f_one_b_bubble_ms;
    switch (config.schedule) {
        case Schedule::FillDrain:
            bubble_ms = f.fill_drain_bubble_ms;
            break;
        case Schedule::OneFOneB:
            bubble_ms = f.one_f_one_b_bubble_ms;
            break;
        case Schedule::Interleaved:
            bubble_ms = f.interleaved_bubble_ms;
            break;
        case Schedule::ZbH1:
            bubble_ms = f.zb_h1_bubble_ms;
            break;
        case Schedule::ZbH2:
            bubble_ms = f.zb_h2_bubble_ms;
            break;
        case Schedule::DualPipe:
            bubble_ms = f.dualpipe_bubble_ms;
            break;
    }
    const double m = static_cast<double>(config.microbatches);
    const double p = static_cast<double>(config.stages);
    return (m * (config.forward_ms + config.backward_ms) + bubble_ms +
            2.0 * (p - 1.0) * config.link_ms) /
           1e3;
}

PlanStep anchoredPlanStep(const Scenario& sc, const ComputeResults& cr, const LayoutResults& layout,
                          double pipeline_ratio) {
    // Only the pipeline part is carried: the sweeps' chains read nothing else of the step.
    PlanStep step;
    step.pipeline_s = sc.parallel.pp <= 1 ? planStep(sc, cr, layout).pipeline_s
                                          : closedFormPipelineS(sc, cr, layout) * pipeline_ratio;
    return step;
}

PlanStep planStep(const Scenario& sc, const ComputeResults& cr, const LayoutResults& layout,
                  const ScheduleResult* configured) {
    PlanStep r;
    const std::size_t k = layout.paced_stage;
    const double m = static_cast<double>(layout.microbatches);
    if (!layout.stage_recompute_s.empty()) {
        r.recompute_s = m * layout.stage_recompute_s[k];
        r.tp_comm_s = m * layout.stage_tp_comm_s[k];
    }
    if (k < layout.stage_cp_comm_s.size()) {
        r.cp_comm_s = m * layout.stage_cp_comm_s[k];
        r.a2a_s = m * layout.stage_a2a_s[k];
        r.expert_wait_s = m * layout.stage_expert_wait_s[k];
    }
    // Recompute FLOPs of the whole cluster per step, for the HFU: every stage's re-run work
    // over m_exact micro-batches on d pipelines.
    double recompute_flops_per_mb = 0;
    for (double f : layout.stage_recompute_flops) {
        recompute_flops_per_mb += f;
    }
    r.recompute_flops = recompute_flops_per_mb * layout.dp * layout.microbatches_exact;

    if (sc.parallel.pp <= 1) {
        // One stage: the micro-batches run back to back and nothing waits. A replica runs
        // m = ceil(B / (d b)) whole micro-batches while the plan's compute_s spreads the FLOPs
        // over B / (d b): the slowest replica sets the step, so the compute scales by m / m_exact
        // (exactly 1 when m is whole: the book's 52.224 s in the design case).
        const double whole = m / layout.microbatches_exact;
        // recompute_s already holds the re-run forward's TP collectives; tp_comm_s counts them
        // too (it is all TP traffic), so they are taken out once here.
        const double recompute_tp_s =
            layout.stage_recompute_tp_s.empty() ? 0.0 : m * layout.stage_recompute_tp_s[0];
        r.pipeline_s = cr.compute_s * (whole == 1.0 ? 1.0 : whole) + r.recompute_s + r.tp_comm_s -
                       recompute_tp_s;
        if (r.cp_comm_s + r.a2a_s + r.expert_wait_s > 0) {
            // Context / expert parallelism: the exposed KV exchange and all-to-all and the wait
            // for the slowest expert rank (in the stage times; here added to the FLOP time).
            r.pipeline_s += r.cp_comm_s + r.a2a_s + r.expert_wait_s;
        }
        r.busy_s = r.pipeline_s;
        if (layout.predicted && !layout.stage_forward_s.empty()) {
            // Predicted: the stage times are the per-operation model's, TP and recompute
            // inside them, then the optimizer step.
            r.busy_s = m * (layout.stage_forward_s[0] + layout.stage_backward_s[0]);
            r.pipeline_s = r.busy_s + layout.optimizer_s;
        }
        r.schedule = sc.pipeline.schedule;
        return r;
    }
    r.pp_comm_s = 2.0 * m * layout.message_s;
    r.busy_s = m * (layout.stage_forward_s[k] + layout.stage_backward_s[k]);
    // The simulator's exact time covers ops up to 1e9 ms (pipeline_time.h). Scaling every
    // duration by the same factor scales the makespan by it and changes no scheduling decision,
    // so a plan with longer ops is simulated in a coarser unit instead of being cut off.
    PipelineConfig config = planPipelineConfig(sc, layout);
    double scale = 1;
    while (std::max({config.forward_ms, config.backward_ms, config.link_ms, config.update_ms}) *
               scale >
           1e8) {
        scale *= 1e-3;
    }
    config.forward_ms *= scale;
    config.backward_ms *= scale;
    config.link_ms *= scale;
    config.update_ms *= scale;  // the optimizer step (predicted), else 0
    r.schedule = sc.pipeline.schedule;
    auto keepPeak = [&r](const ScheduleResult& sim) {
        if (sim.runnable && !sim.peak_bytes.empty()) {
            const auto heaviest = std::max_element(sim.peak_bytes.begin(), sim.peak_bytes.end());
            r.peak_simulated = true;
            r.peak_activation_bytes = static_cast<double>(*heaviest);
            r.peak_stage = heaviest - sim.peak_bytes.begin();
        }
    };
    // The caller's simulation of the configured schedule is in milliseconds as planned; it is
    // exact only while no op needs the coarser unit above (scale 1), else simulate scaled here
    // (finishDays() always does; with ops beyond 1e8 ms the two differed by up to 1 %).
    if (configured != nullptr && configured->runnable && scale == 1.0) {
        r.pipeline_s = configured->makespan_ms / 1e3;
        r.simulated = true;
        keepPeak(*configured);
    } else {
        Issues why = scheduleIssues(config, config.schedule);
        if (why.empty()) {
            const ScheduleResult sim =
                simulateSchedule(config, config.schedule, PipelineDetail::Summary);
            r.pipeline_s = sim.makespan_ms / scale / 1e3;
            r.simulated = sim.runnable;
            keepPeak(sim);  // bytes do not scale with the time unit
        } else {
            r.reason = why.front().message;
            // The configured schedule cannot run this layout: 1F1B if it can, else its
            // closed form (m + p - 1)(t_F + t_B) + 2 (p - 1) t_link (worked-examples §3.1).
            r.schedule = Schedule::OneFOneB;
            if (scheduleIssues(config, Schedule::OneFOneB).empty()) {
                const ScheduleResult sim =
                    simulateSchedule(config, Schedule::OneFOneB, PipelineDetail::Summary);
                r.pipeline_s = sim.makespan_ms / scale / 1e3;
                r.simulated = sim.runnable;
            }
        }
        if (!r.simulated) {
            const double p = static_cast<double>(sc.parallel.pp);
            r.pipeline_s =
                (m + p - 1.0) * (layout.stage_forward_s[k] + layout.stage_backward_s[k]) +
                2.0 * (p - 1.0) * layout.message_s;
        }
    }
    // The optimizer step closes the makespan (predicted); it is not bubble.
    r.bubble_s = std::max(0.0, r.pipeline_s - r.busy_s - layout.optimizer_s);
    return r;
}

PipelineResults oneStagePipeline(const Scenario& sc, const LayoutResults& layout,
                                 const PlanStep& step) {
    PipelineResults r;
    ScheduleResult& c = r.configured;
    c.schedule = sc.pipeline.schedule;
    c.runnable = true;
    c.detail = PipelineDetail::Full;
    const double forward_ms = layout.stage_forward_s.empty() ? 0 : layout.stage_forward_s[0] * 1e3;
    const double backward_ms =
        layout.stage_backward_s.empty() ? 0 : layout.stage_backward_s[0] * 1e3;
    // One micro-batch's saved activations, held from its forward's start to its backward's end:
    // the plan's activation term itself (typed, or the architecture's one stage with its
    // embedding and head), so the strip peaks where the memory headline does.
    const std::int64_t saved = countFloor(planActivationBytes(sc));
    double t = 0;
    GpuMemory memory;
    std::vector<PipelineOp> ops;
    for (std::int64_t mb = 0; mb < layout.microbatches; ++mb) {
        const auto id = static_cast<std::int16_t>(std::min<std::int64_t>(mb, 32767));
        ops.push_back({OpKind::Forward, 0, 0, 0, 0, 0, id, 0, t, t + forward_ms});
        memory.steps.push_back({t, saved, 0, 0});
        t += forward_ms;
        ops.push_back({OpKind::Backward, 0, 0, 0, 0, 0, id, 0, t, t + backward_ms});
        t += backward_ms;
        memory.steps.push_back({t, 0, 0, 0});
    }
    memory.peak_bytes = layout.microbatches > 0 ? saved : 0;
    c.ops = std::move(ops);
    c.memory = std::vector<GpuMemory>{memory};
    // With t = 1 and no recompute the sum of the ops is the book's compute time exactly; the
    // makespan is the plan's, so the chart and the headline cannot disagree.
    c.makespan_ms = step.pipeline_s * 1e3;
    c.gradient_ready_ms = c.makespan_ms;
    c.free_link_makespan_ms = c.makespan_ms;
    c.busy_ms = {c.makespan_ms};
    c.idle_ms = {0.0};
    c.peak_bytes = {memory.peak_bytes};
    c.op_count = static_cast<std::int64_t>(c.ops.size());
    // The closed forms of one stage: T = m (t_F + t_B), u = 1, every bubble 0.
    PipelineConfig one = sc.pipeline;
    one.stages = 1;
    one.microbatches = layout.microbatches;
    one.forward_ms = forward_ms;
    one.backward_ms = backward_ms;
    r.formulas = pipelineFormulas(one, nullptr);
    for (Schedule s : kAllSchedules) {
        ScheduleResult summary = c;
        summary.schedule = s;
        summary.detail = PipelineDetail::Summary;
        summary.ops.clear();
        summary.memory.clear();
        r.schedules.push_back(std::move(summary));
    }
    return r;
}

}  // namespace stepbudget
