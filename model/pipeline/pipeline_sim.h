// The pipeline op graph and its deterministic list scheduler (pipeline-event-model.md).
//
// Nodes: F, B or X + W per (direction, virtual stage, micro-batch); A and G per boundary and
// micro-batch; one U per GPU. Resources: one compute stream per GPU, one serialized link per
// directed GPU pair. The scheduler repeatedly starts the ready node with the smallest
// (earliest possible start, priority, kind, virtual stage, micro-batch, direction).
//
// T is the tick type: int64 when the sum of all durations (a bound on every time, since the
// list scheduler never leaves every resource idle while work is ready) fits, else 128-bit.
// Both give the same exact answer; int64 halves memory traffic on large graphs.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/pipeline/pipeline_orders.h"
#include "model/pipeline/pipeline_time.h"

namespace stepbudget {

// Node ids of a layout, without building its graph: F, B or X + W per (direction, virtual
// stage, micro-batch), then every A, then every G, then one U per GPU. The list scheduler, the
// sweep, the memory strip and the timeline all index start times by these ids.
struct PipelineNodeIds {
    std::int32_t stages = 0;
    std::int32_t mb = 0;
    std::int32_t slot_count = 2;  // F, B or F, X, W
    std::int32_t activation_base = 0;
    std::int32_t gradient_base = 0;
    std::int32_t update_base = 0;
    std::int32_t gpus = 0;

    PipelineNodeIds() = default;
    explicit PipelineNodeIds(const PipelineLayout& layout)
        : stages(layout.stages),
          mb(layout.microbatches),
          slot_count(layout.split ? 3 : 2),
          gpus(layout.gpus) {
        const std::int32_t boundary_nodes = layout.directions * (stages - 1) * mb;
        activation_base = layout.directions * stages * mb * slot_count;
        gradient_base = activation_base + boundary_nodes;
        update_base = gradient_base + boundary_nodes;
    }
    std::int32_t size() const { return update_base + gpus; }
    // `slot` 0 = F, 1 = B or X, 2 = W.
    std::int32_t compute(std::int32_t dir, std::int32_t stage, std::int32_t m, int slot) const {
        return ((dir * stages + stage) * mb + m) * slot_count + slot;
    }
    // Transfer across the boundary stage -> stage + 1 (A) or stage + 1 -> stage (G).
    std::int32_t activation(std::int32_t dir, std::int32_t stage, std::int32_t m) const {
        return activation_base + (dir * (stages - 1) + stage) * mb + m;
    }
    std::int32_t gradient(std::int32_t dir, std::int32_t stage, std::int32_t m) const {
        return gradient_base + (dir * (stages - 1) + stage) * mb + m;
    }
    std::int32_t update(std::int32_t gpu) const { return update_base + gpu; }
};

struct PipelineNodeInfo {
    OpKind kind = OpKind::Forward;
    std::int32_t direction = 0;
    std::int32_t stage = 0;  // virtual stage; transfers: the lower stage of the boundary
    std::int32_t microbatch = 0;
    std::int32_t from_gpu = 0;  // compute and U: the GPU
    std::int32_t to_gpu = 0;
};
// Decodes a node id (for output only; the schedulers never need it).
PipelineNodeInfo pipelineNodeInfo(const PipelineLayout& layout, const PipelineNodeIds& ids,
                                  std::int32_t node);

inline bool isTransferKind(OpKind kind) {
    return kind == OpKind::Activation || kind == OpKind::Gradient;
}

// The slot of a lane item's kind: F 0, B / X 1, W 2.
inline int slotOf(OpKind kind) {
    return kind == OpKind::Forward ? 0 : kind == OpKind::WeightGrad ? 2 : 1;
}

// Priorities at equal earliest start, then kind, stage, micro-batch, direction as one number
// (pipeline-event-model.md "Precise points"). DualPipe's two directions share each GPU's
// stage, so there `stage` is the GPU's position (see PipelineGraph::build).
// Inline: the sweep computes one per DualPipe op.
inline int pipelinePriority(OpKind kind) {
    switch (kind) {
        case OpKind::Activation:
        case OpKind::Gradient:
            return 1;
        case OpKind::Backward:
        case OpKind::InputGrad:
            return 2;
        case OpKind::Forward:
            return 3;
        case OpKind::WeightGrad:
            return 4;
        case OpKind::Update:
            return 5;
    }
    return 6;
}
inline std::uint64_t pipelineTieKey(OpKind kind, std::int32_t stage, std::int32_t global_mb,
                                    std::int32_t dir) {
    return (std::uint64_t(pipelinePriority(kind)) << 60) | (std::uint64_t(kind) << 56) |
           (std::uint64_t(stage) << 32) | (std::uint64_t(global_mb) << 8) | std::uint64_t(dir);
}

template <class T>
class PipelineGraph {
public:
    PipelineGraph() = default;
    PipelineGraph(const PipelineLayout& layout, const PipelineTimes& times) {
        build(layout, times);
    }
    // (Re)builds the graph in place, keeping vector capacity (see kKeepScratchNodes).
    void build(const PipelineLayout& layout, const PipelineTimes& times);
    // Frees the storage (after an unusually large graph).
    void release() { *this = PipelineGraph(); }

    const PipelineLayout& layout() const { return *m_layout; }
    std::int32_t size() const { return static_cast<std::int32_t>(m_duration.size()); }

    std::int32_t compute(std::int32_t dir, std::int32_t stage, std::int32_t mb, int slot) const {
        return m_ids.compute(dir, stage, mb, slot);
    }
    std::int32_t activation(std::int32_t dir, std::int32_t stage, std::int32_t mb) const {
        return m_ids.activation(dir, stage, mb);
    }
    std::int32_t gradient(std::int32_t dir, std::int32_t stage, std::int32_t mb) const {
        return m_ids.gradient(dir, stage, mb);
    }
    std::int32_t update(std::int32_t gpu) const { return m_ids.update(gpu); }
    bool isCompute(std::int32_t node) const { return node < m_ids.activation_base; }
    bool isTransfer(std::int32_t node) const {
        return node >= m_ids.activation_base && node < m_ids.update_base;
    }

    T duration(std::int32_t node) const { return m_duration[static_cast<std::size_t>(node)]; }
    // The compute stream (GPU) of a compute op or U; for a transfer, gpus + from * gpus + to.
    std::int32_t resource(std::int32_t node) const {
        return m_resource[static_cast<std::size_t>(node)];
    }
    OpKind kind(std::int32_t node) const { return m_kind[static_cast<std::size_t>(node)]; }
    std::uint64_t tie(std::int32_t node) const { return m_tie[static_cast<std::size_t>(node)]; }
    std::int32_t predecessors(std::int32_t node) const {
        return m_preds[static_cast<std::size_t>(node)];
    }
    const std::int32_t* successorsBegin(std::int32_t node) const {
        return m_succ.data() + m_succ_begin[static_cast<std::size_t>(node)];
    }
    const std::int32_t* successorsEnd(std::int32_t node) const {
        return m_succ.data() + m_succ_begin[static_cast<std::size_t>(node) + 1];
    }
    std::int32_t resourceCount() const { return m_layout->gpus * (m_layout->gpus + 1); }
    std::int32_t backwardCount() const {
        return m_ids.activation_base / m_ids.slot_count * (m_ids.slot_count - 1);
    }

private:
    void buildEdges();

    const PipelineLayout* m_layout = nullptr;
    PipelineNodeIds m_ids;
    std::vector<T> m_duration;
    std::vector<std::int32_t> m_resource;
    std::vector<OpKind> m_kind;
    std::vector<std::uint64_t> m_tie;  // priority, kind, stage, micro-batch, direction
    std::vector<std::int32_t> m_preds;
    std::vector<std::int32_t> m_succ_begin;  // CSR, size() + 1 entries
    std::vector<std::int32_t> m_succ;
};

template <class T>
struct ScheduleTimes {
    bool ok = false;
    std::string reason;    // set when !ok (a stage-order deadlock: a bug, never a hang)
    std::vector<T> start;  // per node
    T gradient_ready = 0;  // end of the last B / X / W anywhere
    T makespan = 0;        // end of the last U
};

// Runs the list scheduler into `out` (its storage is reused). `free_links` treats every
// transfer as taking no time (the zero-transfer counterfactual of worked-examples §3.4)
// without rebuilding the graph.
template <class T>
void schedulePipeline(const PipelineGraph<T>& graph, bool free_links, ScheduleTimes<T>& out);

// The same schedule as schedulePipeline(), computed without a graph or a priority queue: each
// GPU walks its fixed op order and starts an op as soon as its input transfer has been placed;
// a link places its transfers when no earlier or better-ranked one can still arrive (its
// sender has moved past the instant); DualPipe's two lanes per GPU choose by the same rule.
// When every GPU waits, the globally earliest pending choice is made (it cannot be preempted:
// every duration that carries work across resources is positive). Returns false, leaving `out`
// unspecified, only where that proof needs a zero-length chain inside one instant (two lanes
// per GPU, free links and a zero-length F, B or X): the caller then runs the list scheduler.
template <class T>
bool sweepPipeline(const PipelineLayout& layout, const PipelineTimes& times, bool free_links,
                   ScheduleTimes<T>& out);

// sweepPipeline() where it applies, else the list scheduler over a graph built in `graph`.
// `force_list` always takes the list scheduler (tests compare the two).
template <class T>
void schedulePipeline(const PipelineLayout& layout, const PipelineTimes& times, bool free_links,
                      ScheduleTimes<T>& out, bool force_list = false);

// Simulation runs on every slider tick, and on this kind of workload fresh allocations cost
// more than the simulation itself (first-touch page faults), so scratch storage is kept per
// thread and reused; it is released after graphs larger than this (about a million nodes: every
// schedule at p = 64, m = 1024 up to v = 2 keeps it, so the six simulations of one evaluate()
// fault it in once). Results never depend on it.
inline constexpr std::int32_t kKeepScratchNodes = 1 << 20;

// Frees a vector's storage (`v = {}` would pick operator=(initializer_list), which clears it and
// keeps the capacity: scratch "released" that way stayed resident, 44 MB at the op limit).
template <class V>
void releaseStorage(V& v) {
    V().swap(v);
}

// Sum of all durations: an upper bound on every time the scheduler produces.
Tick pipelineTimeBound(const PipelineLayout& layout, const PipelineTimes& times);

extern template class PipelineGraph<std::int64_t>;
extern template class PipelineGraph<Tick>;

}  // namespace stepbudget
