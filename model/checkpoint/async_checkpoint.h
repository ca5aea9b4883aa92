// The async checkpoint commit timeline (worked-examples §9): a checkpoint is usable for recovery
// only once its upload has committed, not when the save call returns. A small event simulation:
// captures scheduled every capture_every_s of wall clock; each pauses training for the staging
// copy into a buffer slot; one background path uploads the slots FIFO at the storage bandwidth;
// a slot is freed when its upload commits.
//
// Full buffer policy: WAIT. When a capture is due and every slot still holds an uncommitted
// snapshot, training stays paused until the oldest upload commits, then stages. The stall shows
// up as foreground pause, so a cadence the storage cannot sustain costs visible training time
// (and the capture times drift later) instead of silently dropping snapshots.
#pragma once

#include <cstdint>
#include <vector>

#include "model/base/derivation.h"
#include "model/base/scenario.h"

namespace stepbudget {

struct CheckpointResults;

struct AsyncCheckpointInput {
    double snapshot_bytes = 112e9;
    double write_bytes_per_s = 7e9;
    double capture_every_s = 20;
    double staging_pause_s = 0.5;
    std::int64_t buffer_slots = 2;
    std::int64_t captures = 2;
    double failure_at_s = 50;
};

// One snapshot's life; all times are wall-clock seconds from the start of the run.
struct SnapshotTimeline {
    std::int64_t index = 0;     // 1-based
    double scheduled_s = 0;     // index x capture_every_s
    double capture_s = 0;       // training pauses and staging starts (later than scheduled
                                // when it waited for a slot or for the previous staging copy)
    double stall_s = 0;         // capture - scheduled: paused waiting, before staging
    double staging_end_s = 0;   // training resumes
    double upload_start_s = 0;  // the upload path takes it (FIFO)
    double commit_s = 0;        // upload done: durable, usable for recovery
    bool captured_before_failure = false;  // capture_s < failure_at_s
    bool durable_at_failure = false;       // commit_s <= failure_at_s
};

struct AsyncCheckpointResults {
    // checkpoint.snapshot_gb > 0: a typed snapshot size (the book's 112 GB, §9), not the plan's
    // checkpoint (checkpoint.size_bytes); the write speed is the plan's either way.
    bool example = false;
    double snapshot_bytes = 0;
    double write_bytes_per_s = 0;
    double upload_s = 0;  // snapshot / bandwidth: 16 s at 7 GB/s, 5.6 s at 20 GB/s
    double capture_every_s = 0;
    double staging_pause_s = 0;
    std::int64_t buffer_slots = 0;
    // Cadence check: the storage must absorb one snapshot per capture interval.
    double demand_bytes_per_s = 0;        // snapshot / capture_every_s
    double utilisation = 0;               // demand / bandwidth = upload_s / capture_every_s
    bool cadence_sustainable = false;     // utilisation <= 1, else the queue grows
    double queue_growth_bytes_per_s = 0;  // max(0, demand - bandwidth)
    double foreground_pause_s = 0;        // sum of stall + staging over all captures
    double stall_s = 0;                   // the part spent waiting for a free slot
    double sync_foreground_pause_s = 0;   // the same captures saved synchronously: each upload
    double end_s = 0;                     // last commit or the failure, whichever is later
    // Recovery at failure_at_s: the latest snapshot committed by then.
    double failure_at_s = 0;
    bool has_recovery_point = false;        // false: no durable checkpoint yet, redo from start
    std::int64_t recovery_snapshot = 0;     // its index; 0 = none
    double recovery_point_s = 0;            // its capture time; 0 = the start of the run
    double redo_s = 0;                      // failure - recovery point (wall clock, as the book)
    std::int64_t in_flight_at_failure = 0;  // captured but not committed: lost with the failure
    std::vector<SnapshotTimeline> snapshots;
};

AsyncCheckpointResults simulateAsyncCheckpoint(const AsyncCheckpointInput& input);

// From the scenario: snapshot = checkpoint.snapshot_gb (0: the checkpoint size), bandwidth =
// checkpoint.write_gb_per_s, and the other checkpoint.* timeline keys.
AsyncCheckpointResults computeAsyncCheckpoint(const Scenario& scenario,
                                              const CheckpointResults& checkpoint,
                                              Derivations* out = nullptr);

}  // namespace stepbudget
