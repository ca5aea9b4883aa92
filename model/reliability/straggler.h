// Stragglers (worked-examples §10.3): a synchronous step waits for the slowest card, so with N
// cards of per-card compute ~ Normal(mu, sigma) the step is mu + sigma E[Z_(N)] + the fixed part
// (exposed comm + input wait). Plus one persistently slow card at mu + k sigma and the three
// responses to it: wait, redistribute its work, evict it (restart from the last checkpoint).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/base/derivation.h"
#include "model/base/result_fields.h"
#include "model/base/scenario.h"
#include "model/step/plan.h"

namespace stepbudget {

struct StragglerConfig {
    double sigma_fraction = 0.02;
    // §10.3. The book rounds the per-card compute to mu = 52.2 s; 0 = the plan's compute_s.
    double mean_compute_s = 0;
    double slow_sigmas = 3;       // the slow card runs at mu + k sigma
    double evict_interval_s = 0;  // checkpoint interval the eviction restarts from; 0 = interval_s
    double persist_steps = 100;   // how long the slow card stays slow (response comparison)
};

// One N of the response comparison. Step times are expected seconds per step; "extra" is the
// step minus baseline_step_s (the same N with the slow card replaced by a healthy one).
struct StragglerResponsePoint {
    double cards = 0;
    double baseline_step_s = 0;      // mu + sigma E[Z_(N)] + fixed
    double wait_step_s = 0;          // mu + sigma max(k, E[Z_(N-1)]) + fixed
    double redistribute_step_s = 0;  // mu N/(N-1) + sigma E[Z_(N-1)] + fixed
    double wait_extra_s = 0;
    double redistribute_extra_s = 0;
    double evict_extra_s = 0;  // eviction cost spread over persist_steps
};

// Cumulative seconds lost if the slow card stays slow for `steps` steps (at cluster.cards).
struct StragglerPersistencePoint {
    double steps = 0;
    double wait_s = 0;
    double redistribute_s = 0;
    double evict_s = 0;  // one restart, independent of how long the card would have stayed slow
};

// Expected step time against N at one sigma (mu and the fixed part held at this scenario's).
struct StragglerStepSeries {
    double sigma_fraction = 0;
    std::vector<CurvePoint> points;  // (cards, expected step s)
};

struct StragglerResults {
    double cards = 0;
    double mean_compute_s = 0;  // mu: straggler.mean_compute_s, or the plan's compute_s
    double sigma_fraction = 0;
    double sigma_s = 0;              // sigma = sigma_fraction mu
    double fixed_s = 0;              // exposed comm + input wait (0.5762 in the design case)
    double no_jitter_step_s = 0;     // mu + fixed
    double expected_max_sigmas = 0;  // E[Z_(N)]
    double jitter_s = 0;             // sigma E[Z_(N)]: what jitter adds to every step
    double step_time_s = 0;          // mu + sigma E[Z_(N)] + fixed
    // Detection: a card's wait at the gradient-bucket AllReduce = step end - its own compute end.
    double mean_card_wait_s = 0;      // expectation for an average card: sigma E[Z_(N)]
    double margin_s = 0;              // the plan's margin per step
    double margin_used_fraction = 0;  // jitter / margin (0 when there is no margin)

    // One card at mu + k sigma.
    double slow_sigmas = 0;                 // k
    double slow_card_s = 0;                 // mu + k sigma
    double others_expected_max_sigmas = 0;  // E[Z_(N-1)]
    double slow_card_wait_s = 0;  // its own AllReduce wait: max(0, sigma (E[Z_(N-1)] - k)), ~0
    // Wait: how much longer the others wait for it than for their own slowest (book):
    // sigma max(0, k - E[Z_(N-1)]): 1.72 / 0.81 / 0 s for N = 8 / 48 / 1024 at sigma = 2 %.
    double wait_extra_s = 0;
    double wait_step_s = 0;
    bool redistribute_possible = false;  // needs another card (N >= 2)
    double redistribute_step_s = 0;      // 0 when not possible
    double baseline_step_s = 0;          // = step_time_s: the healthy comparison
    double evict_interval_s = 0;         // tau the restart goes back over
    double evict_cost_s = 0;             // tau/2 + r
    double evict_steps = 0;              // cost in no-jitter steps
    // Per-step cost of each response against the healthy step, and the break-even persistence:
    // evicting pays when the card would stay slow longer than cost / (cheaper of the other two).
    double wait_cost_per_step_s = 0;
    double redistribute_cost_per_step_s = 0;
    double persist_steps = 0;
    bool evict_can_pay = false;         // false: waiting costs nothing per step (large N)
    double evict_break_even_steps = 0;  // 0 when evict_can_pay is false
    std::string best_response;          // "wait", "redistribute" or "evict" at persist_steps

    std::vector<CurvePoint> expected_max_vs_cards;   // (N, E[Z_(N)])
    std::vector<StragglerStepSeries> step_vs_cards;  // current sigma, then 2 % and 5 % (book)
    std::vector<StragglerResponsePoint> response_vs_cards;  // N >= 2
    std::vector<StragglerPersistencePoint> response_vs_persistence;
};

StragglerResults computeStraggler(const Scenario& scenario, const PlanResults& plan,
                                  Derivations* out = nullptr);

// The section's JSON fields in output order (model/base/result_fields.h).
const std::vector<ResultField<StragglerResults>>& stragglerResultFields();

}  // namespace stepbudget
