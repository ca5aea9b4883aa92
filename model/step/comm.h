// ZeRO data-parallel communication per step (worked-examples §7.4): per-collective and per-step
// volume per card, link time, and the part that cannot hide behind compute.
#pragma once

#include "model/base/derivation.h"
#include "model/base/scenario.h"
#include "model/step/compute.h"

namespace stepbudget {

struct CommResults {
    double collective_bytes_per_card = 0;  // one collective over the whole model
    double collectives_per_step = 0;       // ZeRO-3: 3 per micro-batch
    double step_bytes_per_card = 0;        // V
    double link_time_s = 0;                // V / collective bandwidth
    double link_per_microbatch_s = 0;
    double compute_per_microbatch_s = 0;
    double layer_gather_bytes = 0;  // one layer's AllGather per card (the "0.39 GB in 12 ms")
    double layer_gather_s = 0;
    double embedding_exposed_s = 0;  // first AllGather + last ReduceScatter of the embedding
    double window_s = 0;             // compute the collectives can overlap with
    double unhidden_s = 0;           // link time that does not fit under compute
    double exposed_s = 0;            // embedding + unhidden
    double prefetch_broken_s = 0;    // if nothing overlaps: the whole link time
    bool hidden = true;              // per-micro-batch link time fits under its compute
};

// `busy_share`: the share of the compute that already hides the context-parallel KV exchange
// and the expert all-to-all (layoutBusyShare, layout.h); the DP/ZeRO collectives overlap only
// the rest of it (0 with cp = ep = 1).
CommResults computeComm(const Scenario& scenario, const ComputeResults& compute,
                        Derivations* out = nullptr, double busy_share = 0);

}  // namespace stepbudget
