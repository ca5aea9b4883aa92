#include "model/evaluate/model_rules.h"

#include "model/base/derivation.h"
#include "model/efficiency/fp8_compute.h"
#include "model/moe/attention.h"
#include "model/moe/moe.h"
#include "model/step/collectives.h"

namespace stepbudget {

namespace {

std::string num(double v) {
    return fmt(v, 10);
}

}  // namespace

Issues validateModelRules(const Scenario& s) {
    Issues issues;
    const ModelSpec& m = s.model;
    if (m.experts == 0) {
        if (m.shared_experts != 0) {
            issues.push_back(
                {"model.shared_experts", "must be 0 for a dense model (model.experts = 0)"});
        }
        if (m.dense_layers != 0) {
            issues.push_back(
                {"model.dense_layers", "must be 0 for a dense model (model.experts = 0)"});
        }
    } else if (m.dense_layers >= m.layers) {
        issues.push_back({"model.dense_layers",
                          num(m.dense_layers) +
                              " leaves no MoE layer; allowed [0, model.layers = " + num(m.layers) +
                              ")"});
    }
    // Latent attention needs its rotary and value widths; without it the latent fields are unused
    // and must stay 0 so a half-set MLA is not silently priced as standard attention.
    if (m.kv_lora_rank > 0) {
        if (m.qk_rope_head_dim <= 0) {
            issues.push_back({"model.qk_rope_head_dim",
                              "must be at least 1 with latent attention (model.kv_lora_rank = " +
                                  num(m.kv_lora_rank) + "); allowed [1, 4096]"});
        }
        if (m.v_head_dim <= 0) {
            issues.push_back({"model.v_head_dim",
                              "must be at least 1 with latent attention (model.kv_lora_rank = " +
                                  num(m.kv_lora_rank) + "); allowed [1, 4096]"});
        }
    } else {
        for (const auto& [path, value] :
             {std::pair<const char*, std::int64_t>{"model.q_lora_rank", m.q_lora_rank},
              {"model.qk_rope_head_dim", m.qk_rope_head_dim},
              {"model.v_head_dim", m.v_head_dim}}) {
            if (value != 0) {
                issues.push_back({path, num(static_cast<double>(value)) +
                                            " is latent attention (MLA) only; allowed 0 while "
                                            "model.kv_lora_rank = 0"});
            }
        }
    }
    if (auto fp8 = fp8Refusal(s)) {
        issues.push_back(*fp8);
    }
    if (s.precision.convention == StateConvention::DistributedOptimizer &&
        s.parallel.zero_stage != 1) {
        issues.push_back({"parallel.zero_stage", num(s.parallel.zero_stage) +
                                                     " does not match precision.convention = "
                                                     "distributed-optimizer, which shards the "
                                                     "optimizer state only; allowed 1"});
    }
    if (s.moe->hot_expert_fraction * s.moe->hot_load_ratio > 1.0 + 1e-12) {
        issues.push_back({"moe.hot_load_ratio",
                          num(s.moe->hot_load_ratio) +
                              " with moe.hot_expert_fraction = " + num(s.moe->hot_expert_fraction) +
                              " gives the hot experts more than all dispatches; allowed [1, 1 / "
                              "hot_expert_fraction]"});
    }
    if (s.collectives->short_answers + s.collectives->long_answers < 1) {
        issues.push_back({"collectives.long_answers",
                          "collectives.short_answers + long_answers must be at least 1"});
    }
    for (const auto& [path, text] :
         {std::pair<const char*, const std::string*>{"attention.mix", &s.attention->mix},
          {"attention.reference_mix", &s.attention->reference_mix}}) {
        if (!isLengthList(*text)) {
            issues.push_back({path, "\"" + text->substr(0, 40) +
                                        "\" is not a list of sequence lengths; allowed 1 to 4096 "
                                        "comma-separated whole numbers in [1, 16777216]"});
        }
    }
    return issues;
}

}  // namespace stepbudget
