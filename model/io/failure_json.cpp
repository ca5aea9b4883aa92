#include "model/io/failure_json.h"
#include "model/checkpoint/async_checkpoint.h"
#include "model/checkpoint/checkpoint_content.h"
#include "model/checkpoint/interval.h"
#include "model/checkpoint/reshard.h"
#include "model/io/result_fields_json.h"
#include "model/reliability/interruption.h"
#include "model/reliability/straggler.h"

#include <cmath>

namespace stepbudget {
namespace {

using Json = nlohmann::ordered_json;

// JSON has no infinity or NaN; a non-finite value becomes null (never for valid scenarios).
Json number(double v) {
    return std::isfinite(v) ? Json(v) : Json(nullptr);
}

void addContent(const CheckpointContentResults& c, Json& ck) {
    ck["payload_bytes_per_param"] = number(c.payload_bytes_per_param);
    ck["payload_bytes"] = number(c.payload_bytes);
    Json items = Json::array();
    for (const CheckpointStateItem& item : c.items) {
        items.push_back({{"id", item.id},
                         {"label", item.label},
                         {"bytes_per_param", number(item.bytes_per_param)},
                         {"bytes", number(item.bytes)},
                         {"why", item.why}});
    }
    ck["state_items"] = items;
    ck["state_items_bytes"] = number(c.items_bytes);
    ck["resume"] = {{"trained_batches", c.trained_batches},
                    {"dispatched_batches", c.dispatched_batches},
                    {"resume_batch", c.resume_batch},
                    {"naive_resume_batch", c.naive_resume_batch},
                    {"skipped_batches", c.skipped_batches}};
    ck["packer"] = {{"remainder_tokens", c.packer_remainder_tokens},
                    {"new_tokens", c.packer_new_tokens},
                    {"sequence_tokens", c.sequence_tokens}};
}

Json reshardJson(const ReshardResults& r) {
    Json j;
    j["rows"] = r.rows;
    j["cols"] = r.cols;
    j["from_tp"] = r.from_tp;
    j["to_tp"] = r.to_tp;
    j["weight_bytes"] = number(r.weight_bytes);
    j["matrix_bytes"] = number(r.matrix_bytes);
    j["old_rows_per_shard"] = r.old_rows_per_shard;
    j["new_rows_per_shard"] = r.new_rows_per_shard;
    j["old_shard_bytes"] = number(r.old_shard_bytes);
    j["new_shard_bytes"] = number(r.new_shard_bytes);
    j["state_multiple"] = number(r.state_multiple);
    j["state_bytes"] = number(r.state_bytes);
    Json old = Json::array();
    for (const RowRange& s : r.old_shards) {
        old.push_back({{"row_begin", s.begin}, {"rows", s.rows}});
    }
    j["old_shards"] = old;
    Json targets = Json::array();
    for (const ReshardTarget& t : r.targets) {
        Json pieces = Json::array();
        for (const ReshardPiece& p : t.pieces) {
            pieces.push_back({{"old_rank", p.old_rank},
                              {"old_row_begin", p.old_row_begin},
                              {"global_row_begin", p.global_row_begin},
                              {"rows", p.rows}});
        }
        targets.push_back({{"new_rank", t.new_rank},
                           {"global_row_begin", t.global_row_begin},
                           {"rows", t.rows},
                           {"bytes", number(t.bytes)},
                           {"pieces", pieces}});
    }
    j["targets"] = targets;
    return j;
}

Json asyncJson(const AsyncCheckpointResults& a) {
    Json j;
    j["source"] = a.example ? "example" : "plan";
    j["snapshot_bytes"] = number(a.snapshot_bytes);
    j["write_bytes_per_s"] = number(a.write_bytes_per_s);
    j["upload_s"] = number(a.upload_s);
    j["capture_every_s"] = number(a.capture_every_s);
    j["staging_pause_s"] = number(a.staging_pause_s);
    j["buffer_slots"] = a.buffer_slots;
    j["demand_bytes_per_s"] = number(a.demand_bytes_per_s);
    j["utilisation"] = number(a.utilisation);
    j["cadence_sustainable"] = a.cadence_sustainable;
    j["queue_growth_bytes_per_s"] = number(a.queue_growth_bytes_per_s);
    j["foreground_pause_s"] = number(a.foreground_pause_s);
    j["stall_s"] = number(a.stall_s);
    j["sync_foreground_pause_s"] = number(a.sync_foreground_pause_s);
    j["end_s"] = number(a.end_s);
    j["failure_at_s"] = number(a.failure_at_s);
    j["has_recovery_point"] = a.has_recovery_point;
    j["recovery_snapshot"] = a.recovery_snapshot;
    j["recovery_point_s"] = number(a.recovery_point_s);
    j["redo_s"] = number(a.redo_s);
    j["in_flight_at_failure"] = a.in_flight_at_failure;
    Json snaps = Json::array();
    for (const SnapshotTimeline& s : a.snapshots) {
        snaps.push_back({{"index", s.index},
                         {"scheduled_s", number(s.scheduled_s)},
                         {"capture_s", number(s.capture_s)},
                         {"stall_s", number(s.stall_s)},
                         {"staging_end_s", number(s.staging_end_s)},
                         {"upload_start_s", number(s.upload_start_s)},
                         {"commit_s", number(s.commit_s)},
                         {"captured_before_failure", s.captured_before_failure},
                         {"durable_at_failure", s.durable_at_failure}});
    }
    j["snapshots"] = snaps;
    return j;
}

void addInterval(const IntervalResults& v, Json& ck) {
    ck["young_hardware_only_interval_s"] = number(v.young_hardware_only_interval_s);
    ck["daly_interval_s"] = number(v.daly_interval_s);
    ck["daly_is_mtbf"] = v.daly_is_mtbf;
    ck["poisson_interval_s"] = number(v.poisson_interval_s);
    ck["poisson_overhead_fraction"] = number(v.poisson_overhead_fraction);
    ck["poisson_optimal_overhead_fraction"] = number(v.poisson_optimal_overhead_fraction);
    ck["hardware_fraction"] = number(v.hardware_fraction);
    ck["spike_fraction"] = number(v.spike_fraction);
    Json markers = Json::object();
    for (const IntervalMarker& m : v.markers) {
        markers[m.id] = {{"interval_s", number(m.interval_s)},
                         {"overhead_fraction", number(m.total_fraction)},
                         {"poisson_overhead_fraction", number(m.poisson_fraction)}};
    }
    ck["interval_markers"] = markers;
    Json curve = Json::array();
    for (const IntervalCurvePoint& p : v.curve) {
        curve.push_back({{"interval_s", number(p.interval_s)},
                         {"save_fraction", number(p.save_fraction)},
                         {"redo_hardware_fraction", number(p.redo_hardware_fraction)},
                         {"redo_spike_fraction", number(p.redo_spike_fraction)},
                         {"recovery_hardware_fraction", number(p.recovery_hardware_fraction)},
                         {"recovery_spike_fraction", number(p.recovery_spike_fraction)},
                         {"overhead_fraction", number(p.total_fraction)},
                         {"poisson_overhead_fraction", number(p.poisson_fraction)}});
    }
    ck["overhead_curve"] = curve;
}

Json stragglerJson(const StragglerResults& s) {
    Json j;  // the nested rows; stragglerResultFields() places them
    Json emax = Json::array();
    for (const CurvePoint& p : s.expected_max_vs_cards) {
        emax.push_back({{"cards", number(p.x)}, {"expected_max_sigmas", number(p.y)}});
    }
    j["expected_max_vs_cards"] = emax;
    Json series = Json::array();
    for (const StragglerStepSeries& ser : s.step_vs_cards) {
        Json points = Json::array();
        for (const CurvePoint& p : ser.points) {
            points.push_back({{"cards", number(p.x)}, {"step_time_s", number(p.y)}});
        }
        series.push_back({{"sigma_fraction", number(ser.sigma_fraction)}, {"points", points}});
    }
    j["step_vs_cards"] = series;
    Json responses = Json::array();
    for (const StragglerResponsePoint& p : s.response_vs_cards) {
        responses.push_back({{"cards", number(p.cards)},
                             {"baseline_step_s", number(p.baseline_step_s)},
                             {"wait_step_s", number(p.wait_step_s)},
                             {"redistribute_step_s", number(p.redistribute_step_s)},
                             {"wait_extra_s", number(p.wait_extra_s)},
                             {"redistribute_extra_s", number(p.redistribute_extra_s)},
                             {"evict_extra_s", number(p.evict_extra_s)}});
    }
    j["response_vs_cards"] = responses;
    Json persistence = Json::array();
    for (const StragglerPersistencePoint& p : s.response_vs_persistence) {
        persistence.push_back({{"steps", number(p.steps)},
                               {"wait_s", number(p.wait_s)},
                               {"redistribute_s", number(p.redistribute_s)},
                               {"evict_s", number(p.evict_s)}});
    }
    j["response_vs_persistence"] = persistence;
    return fieldsJson(stragglerResultFields(), s,
                      [&j](const char* key) { return std::move(j[key]); });
}

Json inputJson(const InputPipelineResults& i) {
    Json j;  // the nested rows; inputResultFields() places them
    return fieldsJson(inputResultFields(), i, [&j](const char* key) { return std::move(j[key]); });
}

Json interruptionsJson(const InterruptionResults& r) {
    Json j;  // the nested rows; interruptionResultFields() places them
    return fieldsJson(interruptionResultFields(), r,
                      [&j](const char* key) { return std::move(j[key]); });
}

}  // namespace

void addFailuresJson(const Results& r, Json& root) {
    Json& ck = root["checkpoint"];
    addContent(r.checkpoint_content, ck);
    ck["reshard"] = reshardJson(r.reshard);
    ck["async"] = asyncJson(r.async_checkpoint);
    addInterval(r.interval, ck);
    root["straggler"] = stragglerJson(r.straggler);
    root["input"] = inputJson(r.input);
    root["interruptions"] = interruptionsJson(r.interruptions);
}

}  // namespace stepbudget
