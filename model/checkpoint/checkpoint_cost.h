// The few checkpoint numbers the rest of the model prices a run with (the plan's overhead, the
// curves, the waterfall, interruptions, stragglers, RL, search), apart from checkpoint.h: that
// header holds the section's keys and results and changes with each of them, this one does not,
// so a new checkpoint key or result rebuilds only the checkpoint topic's files.
#pragma once

#include "model/base/scenario.h"
#include "model/checkpoint/overhead_terms.h"

namespace stepbudget {

struct CheckpointResults;

struct CheckpointCost {
    double save_s = 0;              // c = size / write speed
    double restore_s = 0;           // r, checkpoint.restore_s
    double interval_s = 0;          // tau, checkpoint.interval_s
    double card_mtbf_hours = 0;     // checkpoint.card_mtbf_hours
    double failure_rate_per_s = 0;  // hardware: cards / MTBF_card
    double total_rate_per_s = 0;    // lambda, loss spikes included
    double optimal_interval_s = 0;  // tau* = sqrt(2c / lambda)
    double overhead_fraction = 0;   // L at checkpoint.interval_s
    OverheadTerms terms;            // L's three terms at checkpoint.interval_s
};

// The numbers of computeCheckpoint(scenario), the same doubles (model/checkpoint/checkpoint.cpp).
CheckpointCost checkpointCost(const Scenario& scenario);
CheckpointCost checkpointCost(const Scenario& scenario, const CheckpointResults& checkpoint);

// The checkpoint inputs the plan's tornado halves and doubles (model/step/plan.cpp).
void scaleCheckpointWriteSpeed(Scenario& scenario, double factor);
void scaleCardMtbf(Scenario& scenario, double factor);

}  // namespace stepbudget
