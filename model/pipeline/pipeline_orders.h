// The per-schedule layout of a pipeline: which GPU holds which virtual stage, and the fixed
// order in which each stage runs its compute ops (pipeline-event-model.md "Stage orders").
// The simulator only follows these orders; the choice of schedule lives entirely here.
#pragma once

#include <cstdint>
#include <vector>

#include "model/base/scenario.h"

namespace stepbudget {

// Kinds in the event model's tie-break order ("compared as numbers").
enum class OpKind : std::uint8_t {
    Forward,     // F
    Backward,    // B (full backward: dX and dW together)
    InputGrad,   // X = dX (split-backward schedules)
    WeightGrad,  // W = dW
    Activation,  // A: activation transfer, stage s -> s+1
    Gradient,    // G: gradient transfer, stage s+1 -> s
    Update,      // U: optimizer step
};

// "F", "B", "X", "W", "A", "G", "U".
const char* toString(OpKind kind);

struct OrderItem {
    OpKind kind = OpKind::Forward;
    std::int32_t stage = 0;       // virtual stage within the lane's direction
    std::int32_t microbatch = 0;  // index within the direction
};

// One fixed order: the compute ops of one GPU for one direction (DualPipe has two per GPU and
// the GPU's single compute stream interleaves them; every other schedule has one per GPU).
struct Lane {
    std::int32_t gpu = 0;
    std::int32_t direction = 0;
    std::vector<OrderItem> items;
};

struct PipelineLayout {
    Schedule schedule = Schedule::OneFOneB;
    std::int32_t gpus = 0;
    std::int32_t directions = 1;    // DualPipe: 2 (micro-batches enter at both ends)
    std::int32_t stages = 0;        // virtual stages per direction: p, or p x v interleaved
    std::int32_t microbatches = 0;  // per direction
    std::int32_t chunks = 1;        // v for interleaved, else 1
    bool split = false;             // X + W instead of B
    bool backward_after_last_forward = false;  // fill-drain: every B waits for the last F
    std::vector<std::int32_t> gpu_of;          // [direction * stages + stage]
    std::vector<std::int32_t> chunk_of;        // [stage]
    std::vector<Lane> lanes;

    std::int32_t gpuOf(std::int32_t direction, std::int32_t stage) const {
        return gpu_of[static_cast<std::size_t>(direction * stages + stage)];
    }
    // Global micro-batch id: direction 1 of DualPipe numbers after direction 0.
    std::int32_t globalMicrobatch(std::int32_t direction, std::int32_t microbatch) const {
        return direction * microbatches + microbatch;
    }
};

// Layout and orders for `schedule`; the configuration must satisfy scheduleIssues() first.
PipelineLayout pipelineLayout(const PipelineConfig& config, Schedule schedule);

}  // namespace stepbudget
