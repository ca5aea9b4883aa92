#include "model/rl/rl.h"
#include "model/base/tr_noop.h"

#include <algorithm>
#include <cmath>

#include "model/base/units.h"

namespace stepbudget {

using namespace units;

namespace {

std::string gib(double bytes) {
    return fixed(bytes / kGiB, 3) + " GiB";
}

// Expert weights of a MoE model (layers with experts x experts x FFN matrices x h x f_e), or
// all weights of a dense one: what a weight sync moves.
double syncParams(const ModelSpec& m) {
    if (m.experts <= 0) {
        return static_cast<double>(m.params);
    }
    const double moe_layers =
        static_cast<double>(std::max<std::int64_t>(0, m.layers - m.dense_layers));
    const double fe =
        static_cast<double>(m.expert_intermediate > 0 ? m.expert_intermediate : m.intermediate);
    const double matrices = m.gated_mlp ? 3.0 : 2.0;
    return moe_layers * static_cast<double>(m.experts) * matrices * static_cast<double>(m.hidden) *
           fe;
}

void addHandoff(const Scenario& sc, RlResults& r) {
    const RlConfig& c = sc.rl;
    r.card_memory_bytes = c.card_memory_gb * kGB;
    r.train_state_bytes = c.train_state_gib * kGiB;
    r.generation_weights_bytes = 2.0 * static_cast<double>(sc.model.params);
    r.kv_pool_bytes = c.kv_pool_gib * kGiB;
    r.common_bytes = c.common_gib * kGiB;
    r.training_only_bytes = r.train_state_bytes + r.common_bytes;
    r.generation_only_bytes = r.generation_weights_bytes + r.kv_pool_bytes + r.common_bytes;
    const double train = r.training_only_bytes;
    r.restore_first = {{"training", train},
                       {"+ weights + KV", train + r.generation_weights_bytes + r.kv_pool_bytes},
                       {"- training state", r.generation_only_bytes}};
    r.weights_first = {{"training", train},
                       {"+ weights", train + r.generation_weights_bytes},
                       {"- training state", r.common_bytes + r.generation_weights_bytes},
                       {"+ KV", r.generation_only_bytes}};
    for (std::vector<HandoffStep>* steps : {&r.restore_first, &r.weights_first}) {
        for (HandoffStep& s : *steps) {
            s.over_card = s.bytes > r.card_memory_bytes;
        }
    }
    const auto peak = [](const std::vector<HandoffStep>& steps) {
        double p = 0;
        for (const HandoffStep& s : steps) {
            p = std::max(p, s.bytes);
        }
        return p;
    };
    r.restore_first_peak_bytes = peak(r.restore_first);
    r.weights_first_peak_bytes = peak(r.weights_first);
    r.restore_first_fits = r.restore_first_peak_bytes <= r.card_memory_bytes;
    r.weights_first_fits = r.weights_first_peak_bytes <= r.card_memory_bytes;
    r.ordering_saving_bytes = r.restore_first_peak_bytes - r.weights_first_peak_bytes;
}

}  // namespace

RlResults computeRl(const Scenario& sc, Derivations* out) {
    const RlConfig& c = sc.rl;
    RlResults r;
    // Verified trajectories reach the learner at q * min(r_g, r_v); the learner caps the rest.
    const double upstream = c.keep_fraction * std::min(c.generate_per_s, c.verify_per_s);
    r.effective_per_s = std::min(c.learn_per_s, upstream);
    if (c.learn_per_s <= upstream) {
        r.bottleneck = "learn";
    } else {
        r.bottleneck = c.generate_per_s < c.verify_per_s ? "generate" : "verify";
    }
    r.sync_cycle_s = c.generate_s + c.learn_s + c.sync_s;
    r.async_cycle_s = std::max(c.generate_s, c.learn_s) + c.sync_s;
    r.async_break_even_keep = r.sync_cycle_s > 0 ? r.async_cycle_s / r.sync_cycle_s : 1.0;
    r.async_throughput_ratio =
        r.async_cycle_s > 0 ? c.keep_fraction * r.sync_cycle_s / r.async_cycle_s : 0.0;

    r.stages = {
        {"generate", c.generate_per_s, c.generate_per_s, r.bottleneck == "generate"},
        {"verify", c.verify_per_s, c.keep_fraction * std::min(c.generate_per_s, c.verify_per_s),
         r.bottleneck == "verify"},
        {"learn", c.learn_per_s, r.effective_per_s, r.bottleneck == "learn"}};
    r.async_ratio_curve.reserve(50);
    for (int i = 1; i <= 50; ++i) {
        const double q = i / 50.0;
        r.async_ratio_curve.push_back(
            {q, r.async_cycle_s > 0 ? q * r.sync_cycle_s / r.async_cycle_s : 0.0});
    }
    addHandoff(sc, r);

    const ModelSpec& m = sc.model;
    const double sync_params = syncParams(m);
    r.sync_weight_bytes = 2.0 * sync_params;
    const double ep = static_cast<double>(c.expert_parallel);
    r.sync_per_receiver_bytes = r.sync_weight_bytes / ep;
    r.sync_full_copy_bytes = ep * r.sync_weight_bytes;
    r.sync_sharded_total_bytes = r.sync_weight_bytes;
    // Using a recomputed log-prob for mu: pi/mu = exp(log pi - log mu_recomputed).
    r.logprob_gap = c.policy_logprob - c.recomputed_logprob;
    r.importance_ratio = std::exp(std::clamp(r.logprob_gap, -700.0, 700.0));
    const double s = static_cast<double>(sc.training.seq_len);
    const double layers = static_cast<double>(m.layers);
    const double k = static_cast<double>(m.top_k);
    r.routing_record_uint16_bytes = s * layers * k * 2.0;
    r.routing_record_int32_bytes = s * layers * k * 4.0;
    r.kv_bytes = 2.0 * layers * static_cast<double>(m.kv_heads * m.head_dim) * s * c.kv_value_bytes;
    r.interruption_rate_per_s =
        static_cast<double>(sc.cluster.cards) / (sc.checkpoint.card_mtbf_hours * kSecondsPerHour);
    r.trajectory_survival = std::exp(-r.interruption_rate_per_s * c.trajectory_s);
    r.survival_curve.reserve(41);
    const double span = std::max(4.0 * c.trajectory_s, 3600.0);
    for (int i = 0; i <= 40; ++i) {
        const double t = span * i / 40.0;
        r.survival_curve.push_back({t / kSecondsPerHour, std::exp(-r.interruption_rate_per_s * t)});
    }

    if (out == nullptr) {
        return r;
    }
    out->push_back({"rl.effective_per_s", QT_TRANSLATE_NOOP("Derivation", "RL effective rate"),
                    "min(r_l, q min(r_g, r_v))",
                    "min(" + fmt(c.learn_per_s) + ", " + fmt(c.keep_fraction) + " * min(" +
                        fmt(c.generate_per_s) + ", " + fmt(c.verify_per_s) + "))",
                    r.effective_per_s, "traj/s"});
    out->push_back(
        {"rl.async_break_even_keep", QT_TRANSLATE_NOOP("Derivation", "Async break-even keep ratio"),
         "q* = (max(t_g, t_l) + t_sync) / (t_g + t_l + t_sync)",
         "(max(" + fmt(c.generate_s) + ", " + fmt(c.learn_s) + ") + " + fmt(c.sync_s) + ") / (" +
             fmt(c.generate_s) + " + " + fmt(c.learn_s) + " + " + fmt(c.sync_s) + ")",
         r.async_break_even_keep, ""});
    out->push_back(
        {"rl.async_throughput_ratio",
         QT_TRANSLATE_NOOP("Derivation", "Async vs sync effective throughput"),
         "(q B / T_async) / (B / T_sync)",
         fmt(c.keep_fraction) + " * " + fmt(r.sync_cycle_s) + " / " + fmt(r.async_cycle_s),
         r.async_throughput_ratio, ""});
    out->push_back({"rl.card_memory_bytes", QT_TRANSLATE_NOOP("Derivation", "Shared card memory"),
                    "GB -> GiB", fmt(c.card_memory_gb) + "e9 B = " + gib(r.card_memory_bytes),
                    r.card_memory_bytes, "B"});
    out->push_back({"rl.restore_first_peak_bytes",
                    QT_TRANSLATE_NOOP("Derivation", "Hand-off: restore weights and KV first"),
                    "train + weights (2N) + KV + common",
                    gib(r.train_state_bytes) + " + " + gib(r.generation_weights_bytes) + " + " +
                        gib(r.kv_pool_bytes) + " + " + gib(r.common_bytes) +
                        (r.restore_first_fits ? " (fits)" : " (exceeds the card)"),
                    r.restore_first_peak_bytes, "B"});
    out->push_back({"rl.weights_first_peak_bytes",
                    QT_TRANSLATE_NOOP("Derivation", "Hand-off: weights, release, then KV"),
                    "train + weights + common; then weights + KV + common",
                    gib(r.train_state_bytes) + " + " + gib(r.generation_weights_bytes) + " + " +
                        gib(r.common_bytes) + " -> " + gib(r.generation_only_bytes),
                    r.weights_first_peak_bytes, "B"});
    out->push_back({"rl.sync_per_receiver_bytes",
                    QT_TRANSLATE_NOOP("Derivation", "Weight sync per receiver"),
                    m.experts > 0 ? "2 B x MoE layers x E x 3 h f_e / EP" : "2 N / EP",
                    gib(r.sync_weight_bytes) + " / " + fmt(ep) + "; full copies " + fmt(ep) +
                        " * " + gib(r.sync_weight_bytes) + " = " + gib(r.sync_full_copy_bytes),
                    r.sync_per_receiver_bytes, "B"});
    out->push_back({"rl.importance_ratio",
                    QT_TRANSLATE_NOOP("Derivation", "Ratio with a recomputed behaviour log-prob"),
                    "exp(log pi - log mu_recomputed)",
                    "exp(" + fmt(c.policy_logprob) + " - (" + fmt(c.recomputed_logprob) + "))",
                    r.importance_ratio, ""});
    out->push_back({"rl.routing_record_uint16_bytes",
                    QT_TRANSLATE_NOOP("Derivation", "Routing-replay record (uint16 ids)"),
                    "tokens x layers x k x 2 B",
                    fmt(s) + " * " + fmt(layers) + " * " + fmt(k) + " * 2",
                    r.routing_record_uint16_bytes, "B"});
    out->push_back({"rl.kv_bytes", QT_TRANSLATE_NOOP("Derivation", "KV cache of one sequence"),
                    "2 (K, V) x L x kv_heads x head_dim x s x bytes",
                    "2 * " + fmt(layers) + " * " + fmt(m.kv_heads) + " * " + fmt(m.head_dim) +
                        " * " + fmt(s) + " * " + fmt(c.kv_value_bytes) + " = " + gib(r.kv_bytes),
                    r.kv_bytes, "B"});
    out->push_back({"rl.trajectory_survival",
                    QT_TRANSLATE_NOOP("Derivation", "A trajectory survives its generation"),
                    "exp(-lambda t), lambda = cards / MTBF_card",
                    "exp(-" + fmt(r.interruption_rate_per_s) + " * " + fmt(c.trajectory_s) + ")",
                    r.trajectory_survival, ""});
    return r;
}

}  // namespace stepbudget
