// First-order checkpoint/failure cost (worked-examples §10.1–10.2):
// L(tau) = c/tau + lambda tau/2 + lambda r, tau* = sqrt(2c/lambda), with lambda = cards/MTBF_card
// (+ a job-level loss-spike rate when checkpoint.spike_every_days > 0).
#pragma once

#include "model/base/derivation.h"
#include "model/base/scenario.h"

namespace stepbudget {

struct OverheadTerms {
    double save = 0;      // c / tau
    double redo = 0;      // lambda tau / 2
    double recovery = 0;  // lambda r
    double total() const { return save + redo + recovery; }
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

// L(tau) split into its three terms; rate is the total interruption rate (1/s).
constexpr OverheadTerms overheadTerms(double save_s, double rate_per_s, double restore_s,
                                      double interval_s) {
    return {save_s / interval_s, rate_per_s * interval_s / 2.0, rate_per_s * restore_s};
}

CheckpointResults computeCheckpoint(const Scenario& scenario, Derivations* out = nullptr);

}  // namespace stepbudget
