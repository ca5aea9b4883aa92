// First-order checkpoint/failure cost (worked-examples §10.1–10.2):
// L(tau) = c/tau + lambda tau/2 + lambda r, tau* = sqrt(2c/lambda), with lambda = cards/MTBF_card
// (+ a job-level loss-spike rate when checkpoint.spike_every_days > 0).
#pragma once

#include <vector>

#include "model/base/derivation.h"
#include "model/base/params.h"
#include "model/base/result_fields.h"
#include "model/base/scenario.h"
#include "model/checkpoint/overhead_terms.h"

namespace stepbudget {

struct CheckpointConfig {
    double bytes_per_param = 14;  // weights 2 + master 4 + Adam 8
    double write_gb_per_s = 7;
    double interval_s = 1800;  // useful training between saves
    double restore_s = 120;
    double card_mtbf_hours = 8089.6;  // 1024 x 7.9 h (Meta cluster)
    double spike_every_days = 0;      // 0 = no loss-spike rollbacks
    // Async commit timeline (worked-examples §9). Captures every capture_every_s of wall clock;
    // each pauses training staging_pause_s; one background upload path at write_gb_per_s, FIFO.
    double snapshot_gb = 0;  // decimal GB per snapshot; 0 = size_bytes (bytes_per_param N)
    // 0 = every checkpoint.interval_s (the plan's cadence); the book's §9 case sets 20.
    double capture_every_s = 0;
    double staging_pause_s = 0.5;
    std::int64_t buffer_slots = 2;    // a slot is held from capture until the upload commits
    std::int64_t async_captures = 2;  // snapshots simulated (t = 20, 40 s in the book)
    // Wall-clock time of the failure marker; 0 = 2.5 capture intervals (the book's 50 s at a
    // 20 s cadence: after the second capture, before its commit).
    double failure_at_s = 0;
    // Resharding on restore (§8): the [intermediate, hidden] gate weight moved TP from -> TP to.
    std::int64_t reshard_from_tp = 4;
    std::int64_t reshard_to_tp = 8;
};

struct CheckpointResults {
    double size_bytes = 0;  // bytes_per_param x N
    double save_s = 0;      // c = size / write speed
    double card_mtbf_s = 0;
    double failure_rate_per_s = 0;  // hardware: cards / MTBF_card
    double spike_rate_per_s = 0;    // 1 / (spike_every_days 86400), 0 when none
    double total_rate_per_s = 0;
    double job_mtbf_s = 0;                 // 1 / total rate
    double optimal_interval_s = 0;         // tau*
    double overhead_fraction = 0;          // L at checkpoint.interval_s
    OverheadTerms terms;                   // at checkpoint.interval_s
    double optimal_overhead_fraction = 0;  // L(tau*)
    double average_write_bytes_per_s = 0;  // size / interval (the "64 MB/s")
};

// The section's JSON fields in output order, each with its documentation.
const std::vector<ResultField<CheckpointResults>>& checkpointResultFields();

// The section's preset keys (the registry, model/evaluate/param_registry.h, lists them).
std::vector<ParamSpec> checkpointParamSpecs();

CheckpointResults computeCheckpoint(const Scenario& scenario, Derivations* out = nullptr);

}  // namespace stepbudget
