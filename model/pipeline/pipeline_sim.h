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

    // Node ids. `slot` 0 = F, 1 = B or X, 2 = W.
    std::int32_t compute(std::int32_t dir, std::int32_t stage, std::int32_t mb, int slot) const {
        return ((dir * m_stages + stage) * m_mb + mb) * m_slots + slot;
    }
    // Transfer across the boundary stage -> stage + 1 (A) or stage + 1 -> stage (G).
    std::int32_t activation(std::int32_t dir, std::int32_t stage, std::int32_t mb) const {
        return m_activation_base + (dir * (m_stages - 1) + stage) * m_mb + mb;
    }
    std::int32_t gradient(std::int32_t dir, std::int32_t stage, std::int32_t mb) const {
        return m_gradient_base + (dir * (m_stages - 1) + stage) * m_mb + mb;
    }
    std::int32_t update(std::int32_t gpu) const { return m_update_base + gpu; }
    bool isCompute(std::int32_t node) const { return node < m_activation_base; }
    bool isTransfer(std::int32_t node) const {
        return node >= m_activation_base && node < m_update_base;
    }

    struct NodeInfo {
        OpKind kind;
        std::int32_t direction;
        std::int32_t stage;  // virtual stage; transfers: the lower stage of the boundary
        std::int32_t microbatch;
        std::int32_t from_gpu;  // compute and U: the GPU
        std::int32_t to_gpu;
    };
    // Decodes a node id (for output only; the scheduler never needs it).
    NodeInfo info(std::int32_t node) const;

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
    std::int32_t activationCount() const { return m_gradient_base - m_activation_base; }
    std::int32_t gradientCount() const { return m_update_base - m_gradient_base; }
    std::int32_t backwardCount() const { return m_activation_base / m_slots * (m_slots - 1); }

private:
    void buildEdges();

    const PipelineLayout* m_layout = nullptr;
    std::int32_t m_stages = 0;
    std::int32_t m_mb = 0;
    std::int32_t m_slots = 2;
    std::int32_t m_activation_base = 0;
    std::int32_t m_gradient_base = 0;
    std::int32_t m_update_base = 0;
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

// Simulation runs on every slider tick, and on this kind of workload fresh allocations cost
// more than the simulation itself (first-touch page faults), so scratch storage is kept per
// thread and reused; it is released after graphs larger than this. Results never depend on it.
inline constexpr std::int32_t kKeepScratchNodes = 1 << 17;

// Sum of all durations: an upper bound on every time the scheduler produces.
Tick pipelineTimeBound(const PipelineLayout& layout, const PipelineTimes& times);

extern template class PipelineGraph<std::int64_t>;
extern template class PipelineGraph<Tick>;

}  // namespace stepbudget
