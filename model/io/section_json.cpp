#include "model/io/section_json.h"
#include "model/io/result_fields_json.h"
#include "model/memory/activation.h"
#include "model/memory/offload.h"
#include "model/moe/attention.h"
#include "model/moe/moe.h"
#include "model/rl/rl.h"
#include "model/step/collectives.h"
#include "model/step/scaling.h"

#include <functional>

#include <cmath>
#include <nlohmann/json.hpp>

namespace stepbudget {
namespace {

using Json = nlohmann::ordered_json;

Json number(double v) {
    return std::isfinite(v) ? Json(v) : Json(nullptr);
}

// A curve as two parallel arrays, converted to the JSON's units by the scale factors.
Json curve(const std::vector<CurvePoint>& points, const char* x_key, double x_scale,
           const char* y_key, double y_scale) {
    Json xs = Json::array();
    Json ys = Json::array();
    for (const CurvePoint& p : points) {
        xs.push_back(number(p.x * x_scale));
        ys.push_back(number(p.y * y_scale));
    }
    return Json{{x_key, xs}, {y_key, ys}};
}

Json activationJson(const ActivationResults& a) {
    Json j;  // the nested rows; activationResultFields() places them
    Json terms = Json::array();
    for (const ActivationTerm& t : a.terms) {
        terms.push_back({{"id", t.id},
                         {"label", t.label},
                         {"bytes", number(t.bytes)},
                         {"sbh_coefficient", number(t.sbh_coefficient)},
                         {"tp_sharded", t.tp_sharded},
                         {"recompute_module", t.recompute_module},
                         {"kept_by_selective", t.kept_by_selective}});
    }
    j["terms"] = terms;
    j["full_checkpoint"] = {{"id", a.full_checkpoint.id},
                            {"label", a.full_checkpoint.label},
                            {"bytes", number(a.full_checkpoint.bytes)},
                            {"sbh_coefficient", number(a.full_checkpoint.sbh_coefficient)}};
    Json modes = Json::object();
    for (const ActivationMode& m : a.modes) {
        modes[toString(m.mode)] = {{"per_layer_bytes", number(m.per_layer_bytes)},
                                   {"sbh_coefficient", number(m.sbh_coefficient)},
                                   {"stage_peak_bytes", number(m.stage_peak_bytes)}};
    }
    j["modes"] = modes;
    return fieldsJson(activationResultFields(), a,
                      [&j](const char* key) { return std::move(j[key]); });
}

Json rebuildJson(const RebuildResults& r) {
    return {{"tokens", number(r.tokens)},
            {"value_bytes", number(r.value_bytes)},
            {"product_bytes", number(r.product_bytes)},
            {"product_multiplications", number(r.product_multiplications)},
            {"norm_output_bytes", number(r.norm_output_bytes)},
            {"rebuilt_per_layer_bytes", number(r.rebuilt_per_layer_bytes)},
            {"attention_bytes", number(r.attention_bytes)},
            {"saved_inputs_per_layer_bytes", number(r.saved_inputs_per_layer_bytes)},
            {"stage_layers", number(r.stage_layers)},
            {"stage_before_bytes", number(r.stage_before_bytes)},
            {"stage_after_bytes", number(r.stage_after_bytes)},
            {"stage_saved_bytes", number(r.stage_saved_bytes)},
            {"workspace_bytes", number(r.workspace_bytes)},
            {"waiting_microbatches", number(r.waiting_microbatches)},
            {"waiting_saved_bytes", number(r.waiting_saved_bytes)}};
}

Json castJson(const CastPath& c) {
    return {{"transfer_s", number(c.transfer_s)},
            {"cast_s", number(c.cast_s)},
            {"total_s", number(c.total_s)},
            {"gpu_peak_bytes", number(c.gpu_peak_bytes)}};
}

Json offloadJson(const OffloadResults& o) {
    Json j;  // the nested rows; offloadResultFields() places them
    j["cpu_cast"] = castJson(o.cpu);
    j["gpu_cast"] = castJson(o.gpu);
    Json curves = curve(o.cpu_curve, "link_gb_per_s", 1.0, "cpu_total_s", 1e-3);
    curves["gpu_total_s"] = curve(o.gpu_curve, "x", 1.0, "y", 1e-3)["y"];
    j["cast_curves"] = curves;
    return fieldsJson(offloadResultFields(), o,
                      [&j](const char* key) { return std::move(j[key]); });
}

Json shardingStepJson(const ShardingStep& s) {
    return {{"state_before_bytes", number(s.state_before_bytes)},
            {"state_after_bytes", number(s.state_after_bytes)},
            {"peak_before_bytes", number(s.peak_before_bytes)},
            {"peak_after_bytes", number(s.peak_after_bytes)},
            {"state_reduction", number(s.state_reduction)},
            {"peak_reduction", number(s.peak_reduction)},
            {"other_bytes", number(s.other_bytes)}};
}

Json planJson(const BucketPlan& p) {
    Json chunks = Json::array();
    for (const BucketChunk& c : p.chunks) {
        chunks.push_back({{"bytes", number(c.bytes)},
                          {"sent_bytes", number(c.sent_bytes)},
                          {"ready_s", number(c.ready_s)},
                          {"start_s", number(c.start_s)},
                          {"end_s", number(c.end_s)},
                          {"window", c.window}});
    }
    return {{"link_s", number(p.link_s)},
            {"finish_s", number(p.finish_s)},
            {"exposed_s", number(p.exposed_s)},
            {"fits_windows", p.fits_windows},
            {"chunks", chunks}};
}

Json collectivesJson(const CollectivesResults& c) {
    Json j;  // the nested rows; collectivesResultFields() places them
    j["overlap"] = {{"start_s", number(c.overlap.start_s)},
                    {"end_s", number(c.overlap.end_s)},
                    {"exposed_s", number(c.overlap.exposed_s)}};
    Json windows = Json::array();
    for (const IdleWindow& w : c.windows) {
        windows.push_back({{"start_s", number(w.start_s)}, {"end_s", number(w.end_s)}});
    }
    j["windows"] = windows;
    j["whole"] = planJson(c.whole);
    j["split"] = planJson(c.split);
    return fieldsJson(collectivesResultFields(), c,
                      [&j](const char* key) { return std::move(j[key]); });
}

Json capacityJson(const CapacityPoint& p) {
    return {{"capacity_factor", number(p.capacity_factor)},
            {"capacity", p.capacity},
            {"dropped", p.dropped},
            {"padded", p.padded},
            {"dropped_share", number(p.dropped_share)},
            {"padded_share", number(p.padded_share)},
            {"max_dropped_per_expert", p.max_dropped_per_expert}};
}

Json moeJson(const MoeResults& m) {
    Json j;  // the nested rows; moeResultFields() places them
    if (!m.enabled) {
        return fieldsJson(moeResultFields(), m,
                          [&j](const char* key) { return std::move(j[key]); });
    }
    Json loads = Json::array();
    for (const auto& [load, count] : m.loads) {
        loads.push_back({{"load", load}, {"experts", count}});
    }
    j["loads"] = loads;
    j["at_capacity"] = capacityJson(m.at_capacity);
    Json table = Json::array();
    for (const CapacityPoint& p : m.table) {
        table.push_back(capacityJson(p));
    }
    j["table"] = table;
    Json c = Json::array();
    Json dropped = Json::array();
    Json padded = Json::array();
    for (const CapacityPoint& p : m.curve) {
        c.push_back(number(p.capacity_factor));
        dropped.push_back(number(p.dropped_share));
        padded.push_back(number(p.padded_share));
    }
    j["curve"] = {{"capacity_factor", c}, {"dropped_share", dropped}, {"padded_share", padded}};
    return fieldsJson(moeResultFields(), m, [&j](const char* key) { return std::move(j[key]); });
}

Json attentionJson(const AttentionResults& a) {
    Json j;  // the nested rows; attentionResultFields() places them
    j["lengths"] = a.lengths;
    j["reference_lengths"] = a.reference_lengths;
    return fieldsJson(attentionResultFields(), a,
                      [&j](const char* key) { return std::move(j[key]); });
}

Json scalingJson(const ScalingResults& s) {
    Json j;  // the nested rows; scalingResultFields() places them
    Json rows = Json::array();
    for (const ScalingRow& r : s.rows) {
        rows.push_back({{"cards", number(r.cards)},
                        {"tokens_per_step", number(r.tokens_per_step)},
                        {"weak_steps", number(r.weak_steps)},
                        {"weak_days", number(r.weak_days)},
                        {"strong_step_s", number(r.strong_step_s)},
                        {"strong_days", number(r.strong_days)},
                        {"strong_fixed_share", number(r.strong_fixed_share)}});
    }
    j["rows"] = rows;
    j["weak_curve"] = curve(s.weak_curve, "cards", 1.0, "days", 1.0);
    j["strong_curve"] = curve(s.strong_curve, "cards", 1.0, "days", 1.0);
    j["measured"] = {
        {"base_cards", number(s.base_cards)},     {"base_step_s", number(s.base_step_s)},
        {"scaled_cards", number(s.scaled_cards)}, {"scaled_step_s", number(s.scaled_step_s)},
        {"ideal_step_s", number(s.ideal_step_s)}, {"speedup", number(s.speedup)},
        {"efficiency", number(s.efficiency)},     {"extra_s", number(s.extra_s)}};
    return fieldsJson(scalingResultFields(), s,
                      [&j](const char* key) { return std::move(j[key]); });
}

Json shapeJson(const ShapeResults& s) {
    const ParamBreakdown& p = s.breakdown;
    return {{"params_from_shape", number(s.params_from_shape)},
            {"relative_difference", number(s.relative_difference)},
            {"active_params", number(s.active_params)},
            {"breakdown",
             {{"embedding", number(p.embedding)},
              {"lm_head", number(p.lm_head)},
              {"positions", number(p.positions)},
              {"attention", number(p.attention)},
              {"dense_ffn", number(p.dense_ffn)},
              {"experts", number(p.experts)},
              {"shared_experts", number(p.shared_experts)},
              {"router", number(p.router)},
              {"norms", number(p.norms)},
              {"biases", number(p.biases)}}}};
}

void appendRl(const RlResults& r, Json& j) {
    Json stages = Json::array();
    for (const RlStage& s : r.stages) {
        stages.push_back({{"name", s.name},
                          {"capacity_per_s", number(s.capacity_per_s)},
                          {"delivered_per_s", number(s.delivered_per_s)},
                          {"bottleneck", s.bottleneck}});
    }
    j["stages"] = stages;
    j["async_ratio_curve"] =
        curve(r.async_ratio_curve, "keep_fraction", 1.0, "throughput_ratio", 1.0);
    j["card_memory_bytes"] = number(r.card_memory_bytes);
    j["train_state_bytes"] = number(r.train_state_bytes);
    j["generation_weights_bytes"] = number(r.generation_weights_bytes);
    j["kv_pool_bytes"] = number(r.kv_pool_bytes);
    j["common_bytes"] = number(r.common_bytes);
    j["training_only_bytes"] = number(r.training_only_bytes);
    j["generation_only_bytes"] = number(r.generation_only_bytes);
    const auto steps = [](const std::vector<HandoffStep>& v) {
        Json a = Json::array();
        for (const HandoffStep& s : v) {
            a.push_back({{"label", s.label}, {"bytes", number(s.bytes)}});
        }
        return a;
    };
    j["restore_first"] = steps(r.restore_first);
    j["weights_first"] = steps(r.weights_first);
    j["restore_first_peak_bytes"] = number(r.restore_first_peak_bytes);
    j["weights_first_peak_bytes"] = number(r.weights_first_peak_bytes);
    j["restore_first_fits"] = r.restore_first_fits;
    j["weights_first_fits"] = r.weights_first_fits;
    j["ordering_saving_bytes"] = number(r.ordering_saving_bytes);
    j["sync_weight_bytes"] = number(r.sync_weight_bytes);
    j["sync_per_receiver_bytes"] = number(r.sync_per_receiver_bytes);
    j["sync_full_copy_bytes"] = number(r.sync_full_copy_bytes);
    j["sync_sharded_total_bytes"] = number(r.sync_sharded_total_bytes);
    j["logprob_gap"] = number(r.logprob_gap);
    j["importance_ratio"] = number(r.importance_ratio);
    j["routing_record_uint16_bytes"] = number(r.routing_record_uint16_bytes);
    j["routing_record_int32_bytes"] = number(r.routing_record_int32_bytes);
    j["kv_bytes"] = number(r.kv_bytes);
    j["interruption_rate_per_s"] = number(r.interruption_rate_per_s);
    j["trajectory_survival"] = number(r.trajectory_survival);
    j["survival_curve"] = curve(r.survival_curve, "t_s", 3600.0, "survival", 1.0);
}

}  // namespace

void appendBreadthJson(const Results& r, Json& root, const std::function<bool(const char*)>& want) {
    auto wanted = [&want](const char* section) { return !want || want(section); };
    if (wanted("memory")) {
        Json& memory = root["memory"];
        memory["convention"] = r.memory.convention;
        memory["bytes_per_param_formula"] = r.memory.bytes_per_param_formula;
        memory["bytes_per_param_per_card"] = number(r.memory.bytes_per_param_per_card);
        memory["extra_source"] = r.memory.extra_source;
        // The stage whose simulated peak is the activation term (0-based); -1: closed form/budget.
        memory["activation_stage"] = r.memory.activation_stage;
    }
    if (wanted("rl")) {
        appendRl(r.rl, root["rl"]);
    }
    if (wanted("activation")) {
        root["activation"] = activationJson(r.activation);
    }
    if (wanted("recompute")) {
        root["recompute"] = rebuildJson(r.rebuild);
    }
    if (wanted("offload")) {
        root["offload"] = offloadJson(r.offload);
    }
    if (wanted("sharding")) {
        root["sharding"] = {{"experiment", shardingStepJson(r.sharding.experiment)},
                            {"scenario", shardingStepJson(r.sharding.scenario)}};
    }
    if (wanted("collectives")) {
        root["collectives"] = collectivesJson(r.collectives);
    }
    if (wanted("moe")) {
        root["moe"] = moeJson(r.moe);
    }
    if (wanted("attention")) {
        root["attention"] = attentionJson(r.attention);
    }
    if (wanted("scaling")) {
        root["scaling"] = scalingJson(r.scaling);
    }
    if (wanted("shape")) {
        root["shape"] = shapeJson(r.shape);
    }
}

}  // namespace stepbudget
