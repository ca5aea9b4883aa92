// Per-GPU memory of a scheduled pipeline (pipeline-event-model.md "Memory accounting"):
// saved activations, send buffers and receive buffers as separate layers, and the peak.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <vector>

#include "model/pipeline/pipeline.h"
#include "model/pipeline/pipeline_sim.h"

namespace stepbudget {

// Saved bytes of one micro-batch on virtual stage `stage`: the stage's activation bytes scaled
// by layers-in-chunk / layers-per-stage (rounded to the nearest byte), plus the head/loss extra
// on the last virtual stage of each direction.
std::int64_t savedBytes(const PipelineConfig& config, const PipelineLayout& layout,
                        const PipelineTimes& times, std::int32_t stage);

// A lower bound on a simulated schedule's per-GPU peak that needs no simulation: each lane's
// compute ops run one after another in their fixed order (pipeline_orders.h), so when one of
// its F starts the lane holds the saved activations of every F before it whose release (B, or
// W when split) comes later in the order, whatever the durations. The largest such sum over
// all lanes and F is held at that instant (plus buffers, plus DualPipe's other lane), so no
// GPU's simulated peak is below it. The plan search rejects over-memory layouts with it before
// simulating them and bounds their headroom (exact pruning: docs/search.md).
struct SavedPeakBound {
    std::int64_t bytes = 0;
    std::int32_t gpu = 0;  // the GPU whose lane reaches it
};
SavedPeakBound savedPeakLowerBound(const PipelineConfig& config, const PipelineLayout& layout);

// The part of that bound that does not depend on bytes, for a search that bounds many byte
// sizes on one order: a lane holding a single stage (every schedule but interleaved) peaks at
// its largest count of micro-batches in flight times that stage's saved bytes. A lane with
// several virtual stages (interleaved) holds, at each F's start, a vector of in-flight counts
// per stage; the bound is the largest dot product of one with the stages' bytes, so each lane
// keeps its distinct vectors (a few hundred where the order has m v F ops: the warm-up, the
// steady state's few patterns and nothing else) and the bound is exactly the walk's.
struct SavedOrderProfile {
    struct LaneCount {
        std::int32_t gpu = 0;
        std::int32_t stage = 0;
        std::int64_t in_flight = 0;  // most F started before their release, at an F's start
    };
    struct LaneCounts {
        std::int32_t gpu = 0;
        std::vector<std::int32_t> stages;  // the lane's virtual stages, in first-seen order
        // Distinct in-flight vectors at an F's start (stages.size() per row), first-seen order.
        std::vector<std::int64_t> rows;
    };
    bool single_stage_lanes = true;
    bool split = false;                   // X + W: saved bytes are released by W
    std::vector<LaneCount> lanes;         // single_stage_lanes only
    std::vector<LaneCounts> multi_lanes;  // otherwise
    PipelineLayout shape;  // multi_lanes: the order's stages, chunks and chunk map (no lanes)
};
SavedOrderProfile savedOrderProfile(const PipelineLayout& layout);
SavedPeakBound savedPeakLowerBound(const PipelineConfig& config, const SavedOrderProfile& profile);

// Peaks always; the step functions only when `keep_steps`. `schedule` holds start times by
// PipelineNodeIds of `layout`, with transfers taking times.link.
template <class T>
std::vector<GpuMemory> pipelineMemory(const PipelineConfig& config, const PipelineLayout& layout,
                                      const PipelineTimes& times, const ScheduleTimes<T>& schedule,
                                      bool keep_steps);
// The same, handing each GPU's memory to `sink` in GPU order instead of keeping them all (the
// CLI's streamed `schedule` holds one GPU's steps at a time).
template <class T>
void pipelineMemoryEach(const PipelineConfig& config, const PipelineLayout& layout,
                        const PipelineTimes& times, const ScheduleTimes<T>& schedule,
                        bool keep_steps, const std::function<void(GpuMemory&&)>& sink);

// Sorts a range that is close to sorted (each element a few places from its slot) in about
// linear time: insertion sort, switching to std::sort once it has moved more than 8 elements
// per element. Simulation output per GPU comes in execution order, so it is nearly sorted.
template <class It, class Less>
void sortNearlySorted(It first, It last, Less less) {
    std::ptrdiff_t budget = 8 * (last - first) + 64;
    for (It i = first; i != last; ++i) {
        if (i == first || !less(*i, *(i - 1))) {
            continue;
        }
        auto value = std::move(*i);
        It j = i;
        do {
            *j = std::move(*(j - 1));
            --j;
            --budget;
        } while (j != first && less(value, *(j - 1)));
        *j = std::move(value);
        if (budget < 0) {
            std::sort(first, last, less);
            return;
        }
    }
}

// std::inplace_merge of [first, middle) and [middle, last) through `scratch` (kept by the
// caller), without the temporary buffer inplace_merge allocates on every call.
template <class V, class Less>
void mergeRuns(V* first, V* middle, V* last, std::vector<V>& scratch, Less less) {
    if (first == middle || middle == last) {
        return;
    }
    const auto n = static_cast<std::size_t>(last - first);
    if (scratch.size() < n) {
        scratch.resize(n);
    }
    std::merge(first, middle, middle, last, scratch.data(), less);
    std::copy(scratch.data(), scratch.data() + n, first);
}

extern template std::vector<GpuMemory> pipelineMemory(const PipelineConfig&, const PipelineLayout&,
                                                      const PipelineTimes&,
                                                      const ScheduleTimes<std::int64_t>&, bool);
extern template std::vector<GpuMemory> pipelineMemory(const PipelineConfig&, const PipelineLayout&,
                                                      const PipelineTimes&,
                                                      const ScheduleTimes<Tick>&, bool);
extern template void pipelineMemoryEach(const PipelineConfig&, const PipelineLayout&,
                                        const PipelineTimes&, const ScheduleTimes<std::int64_t>&,
                                        bool, const std::function<void(GpuMemory&&)>&);
extern template void pipelineMemoryEach(const PipelineConfig&, const PipelineLayout&,
                                        const PipelineTimes&, const ScheduleTimes<Tick>&, bool,
                                        const std::function<void(GpuMemory&&)>&);

}  // namespace stepbudget
