#include "model/rl/rl.h"
#include "model/base/tr_noop.h"

#include "model/base/param_builders.h"

#include <algorithm>
#include <cmath>

#include "model/base/text_concat.h"
#include "model/base/units.h"
#include "model/checkpoint/checkpoint_cost.h"
#include "model/shape/model_flops.h"

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
    const RlConfig book;
    r.example = c.generate_per_s == book.generate_per_s && c.verify_per_s == book.verify_per_s &&
                c.learn_per_s == book.learn_per_s && c.keep_fraction == book.keep_fraction &&
                c.generate_s == book.generate_s && c.learn_s == book.learn_s &&
                c.sync_s == book.sync_s;
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
    // Standard attention caches K and V, 2 kv_heads head_dim per token and layer; MLA the latent
    // and the rotary key, kv_lora_rank + qk_rope_head_dim (DeepSeek-V2 §2.1.2).
    r.kv_bytes = layers * kvCacheWidth(m) * s * c.kv_value_bytes;
    // The checkpoint section's hardware rate, cards / MTBF_card (the same double).
    r.interruption_rate_per_s = checkpointCost(sc).failure_rate_per_s;
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
                    concat("min(", fmt(c.learn_per_s), ", ", fmt(c.keep_fraction), " * min(",
                           fmt(c.generate_per_s), ", ", fmt(c.verify_per_s), "))"),
                    r.effective_per_s, "traj/s"});
    out->push_back(
        {"rl.async_break_even_keep", QT_TRANSLATE_NOOP("Derivation", "Async break-even keep ratio"),
         "q* = (max(t_g, t_l) + t_sync) / (t_g + t_l + t_sync)",
         concat("(max(", fmt(c.generate_s), ", ", fmt(c.learn_s), ") + ", fmt(c.sync_s), ") / (",
                fmt(c.generate_s), " + ", fmt(c.learn_s), " + ", fmt(c.sync_s), ")"),
         r.async_break_even_keep, ""});
    out->push_back(
        {"rl.async_throughput_ratio",
         QT_TRANSLATE_NOOP("Derivation", "Async vs sync effective throughput"),
         "(q B / T_async) / (B / T_sync)",
         concat(fmt(c.keep_fraction), " * ", fmt(r.sync_cycle_s), " / ", fmt(r.async_cycle_s)),
         r.async_throughput_ratio, ""});
    out->push_back({"rl.card_memory_bytes", QT_TRANSLATE_NOOP("Derivation", "Shared card memory"),
                    "GB -> GiB", concat(fmt(c.card_memory_gb), "e9 B = ", gib(r.card_memory_bytes)),
                    r.card_memory_bytes, "B"});
    out->push_back({"rl.restore_first_peak_bytes",
                    QT_TRANSLATE_NOOP("Derivation", "Hand-off: restore weights and KV first"),
                    "train + weights (2N) + KV + common",
                    concat(gib(r.train_state_bytes), " + ", gib(r.generation_weights_bytes), " + ",
                           gib(r.kv_pool_bytes), " + ", gib(r.common_bytes),
                           (r.restore_first_fits ? " (fits)" : " (exceeds the card)")),
                    r.restore_first_peak_bytes, "B"});
    out->push_back({"rl.weights_first_peak_bytes",
                    QT_TRANSLATE_NOOP("Derivation", "Hand-off: weights, release, then KV"),
                    "train + weights + common; then weights + KV + common",
                    concat(gib(r.train_state_bytes), " + ", gib(r.generation_weights_bytes), " + ",
                           gib(r.common_bytes), " -> ", gib(r.generation_only_bytes)),
                    r.weights_first_peak_bytes, "B"});
    out->push_back({"rl.sync_per_receiver_bytes",
                    QT_TRANSLATE_NOOP("Derivation", "Weight sync per receiver"),
                    m.experts > 0 ? "2 B x MoE layers x E x 3 h f_e / EP" : "2 N / EP",
                    concat(gib(r.sync_weight_bytes), " / ", fmt(ep), "; full copies ", fmt(ep),
                           " * ", gib(r.sync_weight_bytes), " = ", gib(r.sync_full_copy_bytes)),
                    r.sync_per_receiver_bytes, "B"});
    out->push_back({"rl.importance_ratio",
                    QT_TRANSLATE_NOOP("Derivation", "Ratio with a recomputed behaviour log-prob"),
                    "exp(log pi - log mu_recomputed)",
                    concat("exp(", fmt(c.policy_logprob), " - (", fmt(c.recomputed_logprob), "))"),
                    r.importance_ratio, ""});
    out->push_back({"rl.routing_record_uint16_bytes",
                    QT_TRANSLATE_NOOP("Derivation", "Routing-replay record (uint16 ids)"),
                    "tokens x layers x k x 2 B",
                    concat(fmt(s), " * ", fmt(layers), " * ", fmt(k), " * 2"),
                    r.routing_record_uint16_bytes, "B"});
    if (isMla(m)) {
        out->push_back(
            {"rl.kv_bytes", QT_TRANSLATE_NOOP("Derivation", "KV cache of one sequence"),
             "L x (kv_lora_rank + qk_rope_head_dim) x s x bytes (MLA latent)",
             concat(fmt(layers), " * (", fmt(m.kv_lora_rank), " + ", fmt(m.qk_rope_head_dim),
                    ") * ", fmt(s), " * ", fmt(c.kv_value_bytes), " = ", gib(r.kv_bytes)),
             r.kv_bytes, "B"});
    } else {
        out->push_back({"rl.kv_bytes", QT_TRANSLATE_NOOP("Derivation", "KV cache of one sequence"),
                        "2 (K, V) x L x kv_heads x head_dim x s x bytes",
                        concat("2 * ", fmt(layers), " * ", fmt(m.kv_heads), " * ", fmt(m.head_dim),
                               " * ", fmt(s), " * ", fmt(c.kv_value_bytes), " = ", gib(r.kv_bytes)),
                        r.kv_bytes, "B"});
    }
    out->push_back(
        {"rl.trajectory_survival",
         QT_TRANSLATE_NOOP("Derivation", "A trajectory survives its generation"),
         "exp(-lambda t), lambda = cards / MTBF_card",
         concat("exp(-", fmt(r.interruption_rate_per_s), " * ", fmt(c.trajectory_s), ")"),
         r.trajectory_survival, ""});
    return r;
}

// The rl section's keys, in registry order (model/evaluate/param_registry.cpp places them),
// with their slider ends and help (book section, one sentence).
std::vector<ParamSpec> rlParamSpecs() {
    using namespace param_rows;
    static const SliderRange ranges[] = {
        {"rl.generate_per_s", 0.1, 100},
        {"rl.verify_per_s", 0.1, 100},
        {"rl.learn_per_s", 0.1, 100},
        {"rl.generate_s", 0, 600},
        {"rl.learn_s", 0, 600},
        {"rl.sync_s", 0, 120},
        {"rl.card_memory_gb", 16, 288},
        {"rl.train_state_gib", 0, 256},
        {"rl.kv_pool_gib", 0, 256},
        {"rl.common_gib", 0, 32},
        {"rl.expert_parallel", 1, 256},
        {"rl.policy_logprob", -20, 0},
        {"rl.recomputed_logprob", -20, 0},
        {"rl.kv_value_bytes", 0.5, 4},
        {"rl.trajectory_s", 0, 86400},
    };
    static const KeyHelp help[] = {
        {"rl.generate_per_s", "§10.5",
         QT_TRANSLATE_NOOP("ParamHelp", "Trajectories per second the generation stage produces.")},
        {"rl.verify_per_s", "§10.5",
         QT_TRANSLATE_NOOP("ParamHelp", "Trajectories per second the verifier checks.")},
        {"rl.learn_per_s", "§10.5",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "Trajectories per second the learner consumes (not the optimizer's learning rate).")},
        {"rl.keep_fraction", "§10.5",
         QT_TRANSLATE_NOOP("ParamHelp", "Share of trajectories kept after verification (q).")},
        {"rl.generate_s", "§10.5", QT_TRANSLATE_NOOP("ParamHelp", "Generation time of one batch.")},
        {"rl.learn_s", "§10.5", QT_TRANSLATE_NOOP("ParamHelp", "Learning time of one batch.")},
        {"rl.sync_s", "§10.5",
         QT_TRANSLATE_NOOP("ParamHelp", "Time to push new weights to the generators.")},
        {"rl.card_memory_gb", "§10.5",
         QT_TRANSLATE_NOOP("ParamHelp", "Memory of a card shared by training and generation.")},
        {"rl.train_state_gib", "§10.5",
         QT_TRANSLATE_NOOP("ParamHelp", "Training state released at the hand-off to generation.")},
        {"rl.kv_pool_gib", "§10.5",
         QT_TRANSLATE_NOOP("ParamHelp", "KV-cache pool the generation phase needs.")},
        {"rl.common_gib", "§10.5",
         QT_TRANSLATE_NOOP("ParamHelp", "Runtime and buffers present in both phases.")},
        {"rl.expert_parallel", "§10.5",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Receivers of one weight sync (the expert-parallel degree).")},
        {"rl.policy_logprob", "§10.5",
         QT_TRANSLATE_NOOP("ParamHelp", "Log-probability of a token under the current policy.")},
        {"rl.recomputed_logprob", "§10.5",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "The recomputed log-probability wrongly used as the behaviour policy mu.")},
        {"rl.kv_value_bytes", "§10.5",
         QT_TRANSLATE_NOOP("ParamHelp", "Bytes per value of the KV cache (2 for BF16).")},
        {"rl.trajectory_s", "§10.5",
         QT_TRANSLATE_NOOP("ParamHelp", "Generation time of one long trajectory.")},
    };
    std::vector<ParamSpec> v;
    // rl
    v.push_back(number("rl.generate_per_s", &Scenario::rl, &RlConfig::generate_per_s, kPositive,
                       "traj/s", QT_TRANSLATE_NOOP("Param", "Generation rate")));
    v.push_back(number("rl.verify_per_s", &Scenario::rl, &RlConfig::verify_per_s, kPositive,
                       "traj/s", QT_TRANSLATE_NOOP("Param", "Verification rate")));
    v.push_back(number("rl.learn_per_s", &Scenario::rl, &RlConfig::learn_per_s, kPositive, "traj/s",
                       QT_TRANSLATE_NOOP("Param", "Learning rate")));
    v.push_back(number("rl.keep_fraction", &Scenario::rl, &RlConfig::keep_fraction, {0, 1, true},
                       "", QT_TRANSLATE_NOOP("Param", "Kept after verification q")));
    v.push_back(number("rl.generate_s", &Scenario::rl, &RlConfig::generate_s, {0, 1e6}, "s",
                       QT_TRANSLATE_NOOP("Param", "Generation per batch")));
    v.push_back(number("rl.learn_s", &Scenario::rl, &RlConfig::learn_s, {0, 1e6}, "s",
                       QT_TRANSLATE_NOOP("Param", "Learning per batch")));
    v.push_back(number("rl.sync_s", &Scenario::rl, &RlConfig::sync_s, {0, 1e6}, "s",
                       QT_TRANSLATE_NOOP("Param", "Weight sync")));
    v.push_back(number("rl.card_memory_gb", &Scenario::rl, &RlConfig::card_memory_gb,
                       {0, 1e5, true}, "GB", QT_TRANSLATE_NOOP("Param", "Shared card memory")));
    v.push_back(number("rl.train_state_gib", &Scenario::rl, &RlConfig::train_state_gib, {0, 1e5},
                       "GiB", QT_TRANSLATE_NOOP("Param", "Training state released at hand-off")));
    v.push_back(number("rl.kv_pool_gib", &Scenario::rl, &RlConfig::kv_pool_gib, {0, 1e5}, "GiB",
                       QT_TRANSLATE_NOOP("Param", "Generation KV pool")));
    v.push_back(number("rl.common_gib", &Scenario::rl, &RlConfig::common_gib, {0, 1e5}, "GiB",
                       QT_TRANSLATE_NOOP("Param", "Memory common to both phases")));
    v.push_back(number("rl.expert_parallel", &Scenario::rl, &RlConfig::expert_parallel, {1, 4096},
                       "", QT_TRANSLATE_NOOP("Param", "Weight-sync receivers (EP)")));
    v.push_back(number("rl.policy_logprob", &Scenario::rl, &RlConfig::policy_logprob, {-1000, 0},
                       "nat", QT_TRANSLATE_NOOP("Param", "Token log-prob under the policy")));
    v.push_back(number("rl.recomputed_logprob", &Scenario::rl, &RlConfig::recomputed_logprob,
                       {-1000, 0}, "nat",
                       QT_TRANSLATE_NOOP("Param", "Recomputed log-prob used as mu")));
    v.push_back(number("rl.kv_value_bytes", &Scenario::rl, &RlConfig::kv_value_bytes, {0, 8, true},
                       "B", QT_TRANSLATE_NOOP("Param", "KV cache bytes per value")));
    v.push_back(number("rl.trajectory_s", &Scenario::rl, &RlConfig::trajectory_s, {0, 1e7}, "s",
                       QT_TRANSLATE_NOOP("Param", "Trajectory generation time")));
    applySliderRanges(v, ranges);
    applyHelp(v, help);
    return v;
}

// The section's own JSON fields in output order (model/io/results_json.cpp writes them;
// `stepbudget-cli results` documents them). The stages, hand-off, sync and survival fields
// follow from model/io/section_json.cpp.
const std::vector<ResultField<RlResults>>& rlResultFields() {
    using R = RlResults;
    static const std::vector<ResultField<R>> fields = {
        field(
            "effective_per_s", &R::effective_per_s,
            QT_TRANSLATE_NOOP("ResultDoc", "min(r_l, q · min(r_g, r_v)) trajectories per second")),
        field("bottleneck", &R::bottleneck,
              QT_TRANSLATE_NOOP("ResultDoc", "the limiting stage: generate, verify or learn")),
        field("sync_cycle_s", &R::sync_cycle_s,
              QT_TRANSLATE_NOOP("ResultDoc", "generate + learn + sync")),
        field("async_cycle_s", &R::async_cycle_s,
              QT_TRANSLATE_NOOP("ResultDoc", "max(generate, learn) + sync")),
        field("async_break_even_keep", &R::async_break_even_keep,
              QT_TRANSLATE_NOOP("ResultDoc", "q* = async cycle / sync cycle")),
        field("async_throughput_ratio", &R::async_throughput_ratio,
              QT_TRANSLATE_NOOP("ResultDoc",
                                "(q B / async cycle) / (B / sync cycle) at rl.keep_fraction")),
        field("example", &R::example,
              QT_TRANSLATE_NOOP("ResultDoc",
                                "true while the stage rates, keep ratio and cycle times are the "
                                "book's §10.5 example (typed rl.* inputs, not the plan's)")),
    };
    return fields;
}

}  // namespace stepbudget
