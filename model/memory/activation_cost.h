// The few activation numbers the rest of the model reads (the memory peak, the layout, the layer
// time model, the published runs, the search), apart from activation.h: that header holds the
// section's keys and results and changes with each of them, this one does not, so a new
// activations key or result rebuilds only the activation topic's files.
#pragma once

#include <cstdint>

#include "model/base/scenario.h"

namespace stepbudget {

// The activations.* keys other topics read or set. ActivationConfig (model/memory/activation.h)
// derives from it, so the section's own code names these fields as before; a new key goes into
// ActivationConfig, not here.
struct ActivationSettings {
    ActivationSource source = ActivationSource::Budget;
    double value_bytes = 2;             // stored activations (16-bit in Korthikanti's Table 2)
    bool dropout_masks = true;          // count 1-byte dropout masks (Table 2 does)
    bool flash_attention = false;       // scores never stored: no 5as/h term
    bool sequence_parallel = false;     // norms, dropout and residual shards over t as well
    std::int64_t virtual_stages = 1;    // interleaved pipeline chunks v (1 = not interleaved)
    std::int64_t rebuild_tokens = 128;  // §4: tokens of one micro-batch
    double rebuild_value_bytes = 4;     // §4: FP32 saved tensors
};

// The scenario's activations section, seen through those keys (the same object: writing through
// the non-const one sets the scenario's keys).
const ActivationSettings& activationSettings(const Scenario& scenario);
ActivationSettings& activationSettings(Scenario& scenario);

// The numbers of computeActivation(scenario) other topics price a layout with, the same doubles
// (model/memory/activation.cpp), all per card and per micro-batch.
struct ActivationCost {
    double per_layer_bytes = 0;     // one layer under parallel.recompute
    double output_layer_bytes = 0;  // last stage: norm, head, FP32 logits
    double first_stage_bytes = 0;   // the first stage's saved activations
    double last_stage_bytes = 0;    // the last stage's
};
ActivationCost activationCost(const Scenario& scenario);

// The peak's activation term when activations.source = architecture (no derivations, no terms).
double architectureActivationBytes(const Scenario& scenario);

// The activation term of the plan's memory peak, whichever source is in force: the typed
// budget parallel.extra_memory_gib (a labelled input, the same for every layout) or the
// architecture's closed form. computeMemory, the plan's pipeline timeline and the search all
// read it, so one plan has one activation number (one-plan.md, "One answer per question").
double planActivationBytes(const Scenario& scenario);
bool activationsTyped(const Scenario& scenario);

}  // namespace stepbudget
