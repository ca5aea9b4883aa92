// The MFU waterfall: from the datasheet peak down to the MFU the run delivers, one bar per loss,
// each in seconds per step on the paced stage's card and as MFU points. The bars add up: the
// peak time (model FLOPs / (cards x peak)) plus every loss through the input wait is the plan's
// step t_s, so the MFU after that bar is plan.achieved_mfu; stragglers and the goodput lost to
// failures and checkpoints follow (the plan's finish days count them).
#pragma once

#include <string>
#include <vector>

#include "model/base/derivation.h"
#include "model/base/scenario.h"
#include "model/step/comm.h"
#include "model/step/compute.h"
#include "model/step/layout.h"
#include "model/step/plan.h"

namespace stepbudget {

struct CheckpointCost;
struct StragglerResults;

struct WaterfallBar {
    std::string id;         // "achievable_matmul", "shape", ..., "goodput"; derivation
                            // "waterfall.<id>"
    std::string label;      // English; the app translates it in context "Waterfall"
    double seconds = 0;     // added to the step, per step
    double mfu_before = 0;  // peak time / (peak time + losses before this bar)
    double mfu_after = 0;   // ... including this bar
    double loss() const { return mfu_before - mfu_after; }
};

struct MfuWaterfall {
    bool predicted = false;  // false: the first three bars are one, the typed MFU's loss
    double peak_s = 0;       // F_step / (cards P): the step at 100 % MFU
    std::vector<WaterfallBar> bars;
    double achieved_mfu = 0;  // after the input wait: plan.achieved_mfu
    // Communication the overlap switches hide under compute, per step (the bars are what stays
    // exposed): TP collectives hidden by parallel.tp_overlap (predicted efficiency only), DP
    // link time hidden by parallel.dp_overlap (comm.link_time_s - comm.exposed_s).
    double tp_hidden_s = 0;
    double dp_hidden_s = 0;
    double goodput_mfu = 0;  // after stragglers and failures/checkpoints
    // Kept here, not among Results::derivations, so the typed results stay as they were;
    // Results::derivation() finds them by id.
    Derivations derivations;
};

MfuWaterfall computeMfuWaterfall(const Scenario& scenario, const ComputeResults& compute,
                                 const CommResults& comm, const LayoutResults& layout,
                                 const PlanResults& plan, const StragglerResults& straggler,
                                 const CheckpointCost& checkpoint);

}  // namespace stepbudget
