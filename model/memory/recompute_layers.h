// How many layers full recompute covers. Megatron's --recompute-granularity full
// --recompute-method block --recompute-num-layers N (megatron/core/transformer/
// transformer_block.py, _checkpointed_forward): in each model chunk the first N layers keep only
// their input and are re-run before their backward; the chunk's other layers keep every
// activation, as with no recompute. torchtitan's layer-level selective checkpointing (every k-th
// block fully checkpointed) saves the same bytes with N = L/(p k).
//
// The key counts layers per pipeline stage (a stage's L/p layers): with v interleaved chunks
// Megatron's N per chunk is N v here. Counting per stage keeps the share independent of the
// schedule's chunk count, which the layout and the search price before a schedule is chosen.
//
// parallel.recompute_layers = 0 (the default) recomputes every layer, as before the key. The
// activation bytes (activation.cpp), the per-operation time (layer_time.cpp recomputePass), the
// typed FLOPs (layout.cpp) and the collectives re-run by the recompute (parallel_terms.cpp) all
// read the share below, so memory and time cover the same layers.
#pragma once

#include "model/base/scenario.h"

namespace stepbudget {

// Layers of a stage of `stage_layers` layers that full recompute re-runs: all of them with
// parallel.recompute_layers = 0, else min(stage_layers, N). Read whatever parallel.recompute
// is (the Activations tab prices the full mode under any plan); the callers apply it under full.
double fullyRecomputedLayers(const Scenario& scenario, double stage_layers);

// fullyRecomputedLayers / stage_layers for the first stage's ceil(L/p) layers, the share the
// per-layer averages use (1 when every layer is recomputed).
double fullRecomputeShare(const Scenario& scenario);

// The share in force: fullRecomputeShare with parallel.recompute = full, else 0.
double fullRecomputeShareInForce(const Scenario& scenario);

// Layers of the first (fullest) stage, ceil(L / p): what N counts against.
double layersPerStage(const Scenario& scenario);

}  // namespace stepbudget
