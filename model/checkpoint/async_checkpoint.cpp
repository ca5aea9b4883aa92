#include "model/checkpoint/async_checkpoint.h"
#include "model/base/tr_noop.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "model/base/text_concat.h"
#include "model/base/units.h"
#include "model/checkpoint/checkpoint.h"

namespace stepbudget {

AsyncCheckpointResults simulateAsyncCheckpoint(const AsyncCheckpointInput& in) {
    AsyncCheckpointResults r;
    r.snapshot_bytes = in.snapshot_bytes;
    r.write_bytes_per_s = in.write_bytes_per_s;
    r.upload_s = in.snapshot_bytes / in.write_bytes_per_s;
    r.capture_every_s = in.capture_every_s;
    r.staging_pause_s = in.staging_pause_s;
    r.buffer_slots = std::max<std::int64_t>(1, in.buffer_slots);
    r.demand_bytes_per_s = in.snapshot_bytes / in.capture_every_s;
    r.utilisation = r.upload_s / in.capture_every_s;
    r.cadence_sustainable = r.utilisation <= 1.0;
    r.queue_growth_bytes_per_s = std::max(0.0, r.demand_bytes_per_s - in.write_bytes_per_s);
    r.failure_at_s = in.failure_at_s;

    const std::int64_t captures = std::max<std::int64_t>(1, in.captures);
    r.snapshots.reserve(static_cast<std::size_t>(captures));
    double staging_free = 0;  // the one staging path
    double upload_free = 0;   // the one upload path
    for (std::int64_t k = 1; k <= captures; ++k) {
        SnapshotTimeline s;
        s.index = k;
        s.scheduled_s = static_cast<double>(k) * in.capture_every_s;
        // A slot is free once the snapshot buffer_slots places earlier has committed.
        const std::int64_t holder = k - r.buffer_slots;
        const double slot_free =
            holder >= 1 ? r.snapshots[static_cast<std::size_t>(holder - 1)].commit_s : 0.0;
        s.capture_s = std::max({s.scheduled_s, slot_free, staging_free});
        s.stall_s = s.capture_s - s.scheduled_s;
        s.staging_end_s = s.capture_s + in.staging_pause_s;
        s.upload_start_s = std::max(s.staging_end_s, upload_free);
        s.commit_s = s.upload_start_s + r.upload_s;
        staging_free = s.staging_end_s;
        upload_free = s.commit_s;
        // A commit exactly at the failure instant counts as durable.
        s.captured_before_failure = s.capture_s < in.failure_at_s;
        s.durable_at_failure = s.commit_s <= in.failure_at_s;
        r.stall_s += s.stall_s;
        r.foreground_pause_s += s.stall_s + in.staging_pause_s;
        r.sync_foreground_pause_s += r.upload_s;
        if (s.durable_at_failure) {
            // Commits are FIFO, so the last durable one is the newest.
            r.has_recovery_point = true;
            r.recovery_snapshot = k;
            r.recovery_point_s = s.capture_s;
        } else if (s.captured_before_failure) {
            ++r.in_flight_at_failure;
        }
        r.snapshots.push_back(s);
    }
    r.end_s = std::max(upload_free, in.failure_at_s);
    r.redo_s = in.failure_at_s - r.recovery_point_s;
    return r;
}

AsyncCheckpointResults computeAsyncCheckpoint(const Scenario& sc, const CheckpointResults& ck,
                                              Derivations* out) {
    const CheckpointConfig& c = sc.checkpoint;
    AsyncCheckpointInput in;
    in.snapshot_bytes = c.snapshot_gb > 0 ? c.snapshot_gb * units::kGB : ck.size_bytes;
    in.write_bytes_per_s = c.write_gb_per_s * units::kGB;
    // The plan's cadence unless one is typed: a capture every checkpoint interval, the failure
    // 2.5 intervals in (where the book puts it relative to its 20 s cadence).
    in.capture_every_s = c.capture_every_s > 0 ? c.capture_every_s : c.interval_s;
    in.staging_pause_s = c.staging_pause_s;
    in.buffer_slots = c.buffer_slots;
    in.captures = c.async_captures;
    in.failure_at_s = c.failure_at_s > 0 ? c.failure_at_s : 2.5 * in.capture_every_s;
    AsyncCheckpointResults r = simulateAsyncCheckpoint(in);
    r.example = c.snapshot_gb > 0;

    if (out == nullptr) {
        return r;
    }
    const std::string gb = fmt(in.snapshot_bytes / units::kGB);
    const std::string bw = fmt(c.write_gb_per_s);
    out->push_back({"checkpoint.async.upload_s",
                    QT_TRANSLATE_NOOP("Derivation", "Background upload per snapshot"),
                    "snapshot / storage write bandwidth", concat(gb, " GB / ", bw, " GB/s"),
                    r.upload_s, "s"});
    out->push_back({"checkpoint.async.demand_bytes_per_s",
                    QT_TRANSLATE_NOOP("Derivation", "Write rate the cadence demands"),
                    "snapshot / capture interval (> bandwidth: the queue grows)",
                    concat(gb, " GB / ", fmt(in.capture_every_s), " s vs ", bw, " GB/s"),
                    r.demand_bytes_per_s, "B/s"});
    out->push_back(
        {"checkpoint.async.utilisation", QT_TRANSLATE_NOOP("Derivation", "Upload path utilisation"),
         "upload time / capture interval",
         concat(fixed(r.upload_s, 3), " / ", fmt(in.capture_every_s)), r.utilisation, ""});
    // The first few commits, keyed by their JSON path (a 10,000-capture run stays readable).
    for (std::size_t i = 0; i < std::min<std::size_t>(r.snapshots.size(), 4); ++i) {
        const SnapshotTimeline& s = r.snapshots[i];
        const std::string index = std::to_string(i);
        out->push_back({concat("checkpoint.async.snapshots.", index, ".commit_s"), "",
                        "capture + staging pause + wait for the upload path + snapshot / bandwidth",
                        concat(fmt(s.capture_s), " + ", fmt(c.staging_pause_s), " + ",
                               fmt(s.upload_start_s - s.staging_end_s), " + ", gb, "/", bw),
                        s.commit_s, "s"});
        setTitle(out->back(), QT_TRANSLATE_NOOP("Derivation", "Snapshot %1 durable at"),
                 {std::to_string(s.index)});
    }
    out->push_back(
        {"checkpoint.async.foreground_pause_s",
         QT_TRANSLATE_NOOP("Derivation", "Training paused by captures"),
         "sum over captures of (slot wait + staging pause)",
         concat(fmt(static_cast<double>(c.async_captures)), " captures: ", fmt(r.stall_s), " + ",
                fmt(static_cast<double>(c.async_captures)), " * ", fmt(c.staging_pause_s)),
         r.foreground_pause_s, "s"});
    out->push_back(
        {"checkpoint.async.redo_s",
         QT_TRANSLATE_NOOP("Derivation", "Work redone after the failure"),
         "failure - capture time of the latest committed snapshot",
         r.has_recovery_point
             ? fmt(r.failure_at_s) + " - " + fmt(r.recovery_point_s) + " (snapshot " +
                   fmt(static_cast<double>(r.recovery_snapshot)) + ", committed " +
                   fmt(r.snapshots[static_cast<std::size_t>(r.recovery_snapshot - 1)].commit_s) +
                   ")"
             : "no durable checkpoint yet: redo from the start, " + fmt(r.failure_at_s) + " - 0",
         r.redo_s, "s"});
    return r;
}

}  // namespace stepbudget
