// The checkpoint interval beyond first order (worked-examples §10.1-10.2): L(tau) split into
// hardware and loss-spike contributions, Young's tau* = sqrt(2c/lambda) (checkpoint.h), Daly's
// higher-order interval, and the exact optimum of the Poisson retry model; plus L(tau) sampled
// on a log grid for a chart. Extends CheckpointResults; rates come from there.
#pragma once

#include <string>
#include <vector>

#include "model/base/derivation.h"
#include "model/base/scenario.h"

namespace stepbudget {

struct CheckpointResults;

// Poisson retry model: a segment of tau useful seconds plus c of saving must run without an
// interruption (rate lambda); each interruption loses the segment so far and costs r to restart.
// Expected wall time per segment E[T] = (1/lambda + r)(e^(lambda (tau + c)) - 1), so the
// overhead per useful second is E[T]/tau - 1, which tends to L(tau) for lambda (tau + c) << 1.
// Its optimum is the book's footnote 954.40 s (1024 cards); nearby forms miss it: exposing only
// tau (saving failure-free) gives 954.53 s, exposing the restart too gives 2,695 s.
// The exponent saturates at 700 so an absurd rate gives a huge finite number, never inf.
double poissonOverheadFraction(double save_s, double rate_per_s, double restore_s,
                               double interval_s);
// Its minimiser: x = lambda tau solves (1 - x) e^(x + lambda c) = 1, independent of r.
// 1024-card case: 954.40 s (the book's footnote) against Young's 965.29 s.
double poissonOptimalInterval(double save_s, double rate_per_s);
// Daly (2006): tau = sqrt(2 delta M)[1 + (1/3) sqrt(delta/2M) + (1/9)(delta/2M)] - delta for
// delta < 2M, else M; delta = save time, M = 1/lambda. It approximates the Poisson optimum
// (954.3964 vs 954.3966 s in the 1024-card case).
double dalyInterval(double save_s, double rate_per_s);

struct IntervalCurvePoint {
    double interval_s = 0;
    double save_fraction = 0;               // c / tau
    double redo_hardware_fraction = 0;      // lambda_hw tau / 2
    double redo_spike_fraction = 0;         // lambda_spike tau / 2
    double recovery_hardware_fraction = 0;  // lambda_hw r
    double recovery_spike_fraction = 0;     // lambda_spike r
    double total_fraction = 0;              // first-order L(tau): the sum of the five
    double poisson_fraction = 0;            // E[T]/tau - 1
};

// A marked interval on the chart: "young", "young_hardware_only", "daly", "poisson", "current".
struct IntervalMarker {
    std::string id;
    double interval_s = 0;
    double total_fraction = 0;    // first-order L there
    double poisson_fraction = 0;  // Poisson overhead there
};

struct IntervalResults {
    double hardware_rate_per_s = 0;
    double spike_rate_per_s = 0;
    double total_rate_per_s = 0;
    double young_interval_s = 0;                // sqrt(2c / (lambda_hw + lambda_spike))
    double young_hardware_only_interval_s = 0;  // sqrt(2c / lambda_hw): 4,458 s vs 3,150 s
    double daly_interval_s = 0;
    bool daly_is_mtbf = false;  // delta >= 2M: Daly's rule falls back to M
    double poisson_interval_s = 0;
    double poisson_overhead_fraction = 0;          // at checkpoint.interval_s
    double poisson_optimal_overhead_fraction = 0;  // at poisson_interval_s
    // L at checkpoint.interval_s split by cause: save, hardware (redo + recovery), spikes.
    double save_fraction = 0;
    double hardware_fraction = 0;
    double spike_fraction = 0;
    std::vector<IntervalCurvePoint> curve;  // 64 log-spaced tau around all markers
    std::vector<IntervalMarker> markers;
};

IntervalResults computeInterval(const Scenario& scenario, const CheckpointResults& checkpoint,
                                Derivations* out = nullptr);

}  // namespace stepbudget
