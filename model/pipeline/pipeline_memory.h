// Per-GPU memory of a scheduled pipeline (pipeline-event-model.md "Memory accounting"):
// saved activations, send buffers and receive buffers as separate layers, and the peak.
#pragma once

#include <cstdint>
#include <vector>

#include "model/pipeline/pipeline.h"
#include "model/pipeline/pipeline_sim.h"

namespace stepbudget {

// Saved bytes of one micro-batch on virtual stage `stage`: the stage's activation bytes scaled
// by layers-in-chunk / layers-per-stage (rounded to the nearest byte), plus the head/loss extra
// on the last virtual stage of each direction.
std::int64_t savedBytes(const PipelineConfig& config, const PipelineLayout& layout,
                        const PipelineTimes& times, std::int32_t stage);

// Peaks always; the step functions only when `keep_steps`.
template <class T>
std::vector<GpuMemory> pipelineMemory(const PipelineConfig& config, const PipelineGraph<T>& graph,
                                      const PipelineTimes& times, const ScheduleTimes<T>& schedule,
                                      bool keep_steps);

extern template std::vector<GpuMemory> pipelineMemory(const PipelineConfig&,
                                                      const PipelineGraph<std::int64_t>&,
                                                      const PipelineTimes&,
                                                      const ScheduleTimes<std::int64_t>&, bool);
extern template std::vector<GpuMemory> pipelineMemory(const PipelineConfig&,
                                                      const PipelineGraph<Tick>&,
                                                      const PipelineTimes&,
                                                      const ScheduleTimes<Tick>&, bool);

}  // namespace stepbudget
