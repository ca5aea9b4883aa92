#include "model/pipeline/pipeline_sim.h"

#include <algorithm>

namespace stepbudget {
namespace {

bool isBackward(OpKind kind) {
    return kind == OpKind::Backward || kind == OpKind::InputGrad || kind == OpKind::WeightGrad;
}

template <class T>
struct Entry {
    T est;
    std::uint64_t tie;
    std::int32_t node;
};

template <class T>
struct Later {
    bool operator()(const Entry<T>& a, const Entry<T>& b) const {
        if (a.est != b.est) {
            return a.est > b.est;
        }
        return a.tie > b.tie;
    }
};

}  // namespace

template <class T>
void PipelineGraph<T>::build(const PipelineLayout& layout, const PipelineTimes& times) {
    m_layout = &layout;
    m_ids = PipelineNodeIds(layout);
    const std::int32_t dirs = layout.directions;
    const std::int32_t p = layout.gpus;
    const std::int32_t stages = m_ids.stages;
    const std::int32_t mbs = m_ids.mb;
    const auto n = static_cast<std::size_t>(m_ids.size());
    m_duration.resize(n);
    m_resource.resize(n);
    m_kind.resize(n);
    m_tie.resize(n);
    m_preds.assign(n, 0);

    // Ties compare the virtual stage; DualPipe's two directions share each GPU's stage, so
    // there the stage is the GPU's position and the global micro-batch id decides (direction 0
    // first). This reading reproduces the book's DualPipe numbers (306, 558 and 205.5 ms).
    auto tieStage = [&](std::int32_t stage, std::int32_t dir) {
        return layout.directions == 2 ? layout.gpuOf(dir, stage) : stage;
    };
    auto set = [&](std::int32_t node, OpKind kind, std::int32_t resource, Tick duration,
                   std::int32_t stage, std::int32_t mb, std::int32_t dir) {
        const auto i = static_cast<std::size_t>(node);
        m_duration[i] = static_cast<T>(duration);
        m_resource[i] = resource;
        m_kind[i] = kind;
        m_tie[i] =
            pipelineTieKey(kind, tieStage(stage, dir), layout.globalMicrobatch(dir, mb), dir);
    };
    auto link = [&](std::int32_t from, std::int32_t to) { return p + from * p + to; };
    for (std::int32_t d = 0; d < dirs; ++d) {
        for (std::int32_t j = 0; j < stages; ++j) {
            const std::int32_t chunk = layout.chunk_of[static_cast<std::size_t>(j)];
            const ChunkTimes& ct = times.chunks[static_cast<std::size_t>(chunk)];
            const std::int32_t gpu = layout.gpuOf(d, j);
            for (std::int32_t i = 0; i < mbs; ++i) {
                set(compute(d, j, i, 0), OpKind::Forward, gpu, ct.forward, j, i, d);
                if (layout.split) {
                    set(compute(d, j, i, 1), OpKind::InputGrad, gpu, ct.input_grad, j, i, d);
                    set(compute(d, j, i, 2), OpKind::WeightGrad, gpu, ct.weight_grad, j, i, d);
                } else {
                    set(compute(d, j, i, 1), OpKind::Backward, gpu, ct.backward, j, i, d);
                }
                if (j + 1 < stages) {
                    const std::int32_t next = layout.gpuOf(d, j + 1);
                    set(activation(d, j, i), OpKind::Activation, link(gpu, next), times.link, j, i,
                        d);
                    set(gradient(d, j, i), OpKind::Gradient, link(next, gpu), times.link, j, i, d);
                }
            }
        }
    }
    for (std::int32_t g = 0; g < p; ++g) {
        set(update(g), OpKind::Update, g, times.update, 0, 0, 0);
        m_preds[static_cast<std::size_t>(update(g))] = 1;  // the all-backward barrier
    }
    buildEdges();
}

template <class T>
void PipelineGraph<T>::buildEdges() {
    // Two passes over the same edge generator: count, then fill (CSR without a pair list).
    const PipelineLayout& layout = *m_layout;
    const std::int32_t stages = m_ids.stages;
    const std::int32_t mbs = m_ids.mb;
    auto forEachEdge = [&](auto&& edge) {
        for (std::int32_t d = 0; d < layout.directions; ++d) {
            for (std::int32_t j = 0; j < stages; ++j) {
                for (std::int32_t i = 0; i < mbs; ++i) {
                    const std::int32_t f = compute(d, j, i, 0);
                    const std::int32_t b = compute(d, j, i, 1);
                    edge(f, b);
                    if (layout.split) {
                        edge(b, compute(d, j, i, 2));
                    }
                    if (j + 1 < stages) {
                        edge(f, activation(d, j, i));
                        edge(activation(d, j, i), compute(d, j + 1, i, 0));
                        edge(compute(d, j + 1, i, 1), gradient(d, j, i));
                        edge(gradient(d, j, i), b);
                    }
                }
            }
        }
        for (const Lane& lane : layout.lanes) {
            std::int32_t prev = -1;
            bool first_backward = true;
            for (const OrderItem& item : lane.items) {
                const int slot = item.kind == OpKind::Forward      ? 0
                                 : item.kind == OpKind::WeightGrad ? 2
                                                                   : 1;
                const std::int32_t node =
                    compute(lane.direction, item.stage, item.microbatch, slot);
                if (prev >= 0) {
                    edge(prev, node);
                }
                if (layout.backward_after_last_forward && slot == 1 && first_backward) {
                    edge(compute(0, stages - 1, mbs - 1, 0), node);
                    first_backward = false;
                }
                prev = node;
            }
        }
    };
    m_succ_begin.assign(static_cast<std::size_t>(size()) + 1, 0);
    forEachEdge([&](std::int32_t from, std::int32_t to) {
        ++m_succ_begin[static_cast<std::size_t>(from) + 1];
        ++m_preds[static_cast<std::size_t>(to)];
    });
    for (std::size_t i = 1; i < m_succ_begin.size(); ++i) {
        m_succ_begin[i] += m_succ_begin[i - 1];
    }
    m_succ.resize(static_cast<std::size_t>(m_succ_begin.back()));
    // Fill by advancing each node's begin to its end, then shift the begins back by one.
    forEachEdge([&](std::int32_t from, std::int32_t to) {
        m_succ[static_cast<std::size_t>(m_succ_begin[static_cast<std::size_t>(from)]++)] = to;
    });
    for (std::size_t i = m_succ_begin.size() - 1; i > 0; --i) {
        m_succ_begin[i] = m_succ_begin[i - 1];
    }
    m_succ_begin[0] = 0;
}

PipelineNodeInfo pipelineNodeInfo(const PipelineLayout& layout, const PipelineNodeIds& ids,
                                  std::int32_t node) {
    PipelineNodeInfo r{};
    if (node >= ids.update_base) {
        r.kind = OpKind::Update;
        r.from_gpu = r.to_gpu = node - ids.update_base;
        return r;
    }
    std::int32_t rest = node;
    if (node >= ids.activation_base) {
        const bool grad = node >= ids.gradient_base;
        r.kind = grad ? OpKind::Gradient : OpKind::Activation;
        rest = node - (grad ? ids.gradient_base : ids.activation_base);
        r.microbatch = rest % ids.mb;
        rest /= ids.mb;
        r.stage = rest % (ids.stages - 1);
        r.direction = rest / (ids.stages - 1);
        const std::int32_t low = layout.gpuOf(r.direction, r.stage);
        const std::int32_t high = layout.gpuOf(r.direction, r.stage + 1);
        r.from_gpu = grad ? high : low;
        r.to_gpu = grad ? low : high;
        return r;
    }
    const std::int32_t slot = rest % ids.slot_count;
    r.kind = slot == 0      ? OpKind::Forward
             : slot == 2    ? OpKind::WeightGrad
             : layout.split ? OpKind::InputGrad
                            : OpKind::Backward;
    rest /= ids.slot_count;
    r.microbatch = rest % ids.mb;
    rest /= ids.mb;
    r.stage = rest % ids.stages;
    r.direction = rest / ids.stages;
    r.from_gpu = r.to_gpu = layout.gpuOf(r.direction, r.stage);
    return r;
}

template <class T>
void schedulePipeline(const PipelineGraph<T>& g, bool free_links, ScheduleTimes<T>& out) {
    const std::int32_t n = g.size();
    const auto un = static_cast<std::size_t>(n);
    out.ok = false;
    out.reason.clear();
    out.gradient_ready = 0;
    out.makespan = 0;
    out.start.resize(un);
    // Per-thread scratch, bound once: every thread_local access pays an init-guard check.
    thread_local std::vector<T> tls_ready;
    thread_local std::vector<std::int32_t> tls_pending;
    thread_local std::vector<T> tls_free_at;
    thread_local std::vector<Entry<T>> tls_heap;
    std::vector<T>& ready = tls_ready;  // latest end among scheduled predecessors
    std::vector<std::int32_t>& pending = tls_pending;
    std::vector<T>& free_at = tls_free_at;
    std::vector<Entry<T>>& heap = tls_heap;  // a binary min-heap on (est, tie)
    ready.assign(un, 0);
    pending.resize(un);
    free_at.assign(static_cast<std::size_t>(g.resourceCount()), 0);
    heap.clear();
    auto duration = [&](std::int32_t node) {
        return free_links && g.isTransfer(node) ? T(0) : g.duration(node);
    };
    // A resource can be taken by another node after this one became ready, so a popped entry
    // is re-checked: keys only grow, which keeps the heap's minimum a true minimum.
    auto push = [&](std::int32_t node) {
        const auto i = static_cast<std::size_t>(node);
        const T est = std::max(ready[i], free_at[static_cast<std::size_t>(g.resource(node))]);
        heap.push_back({est, g.tie(node), node});
        std::push_heap(heap.begin(), heap.end(), Later<T>{});
    };
    for (std::int32_t node = 0; node < n; ++node) {
        pending[static_cast<std::size_t>(node)] = g.predecessors(node);
        if (g.predecessors(node) == 0) {
            push(node);
        }
    }
    std::int32_t backward_left = g.backwardCount();
    std::int32_t done = 0;
    while (!heap.empty()) {
        std::pop_heap(heap.begin(), heap.end(), Later<T>{});
        const Entry<T> e = heap.back();
        heap.pop_back();
        const auto i = static_cast<std::size_t>(e.node);
        T& resource_free = free_at[static_cast<std::size_t>(g.resource(e.node))];
        const T est = std::max(ready[i], resource_free);
        if (est > e.est) {
            heap.push_back({est, e.tie, e.node});
            std::push_heap(heap.begin(), heap.end(), Later<T>{});
            continue;
        }
        const T end = est + duration(e.node);
        out.start[i] = est;
        resource_free = end;
        ++done;
        const OpKind kind = g.kind(e.node);
        if (kind == OpKind::Update) {
            out.makespan = std::max(out.makespan, end);
        } else if (isBackward(kind)) {
            out.gradient_ready = std::max(out.gradient_ready, end);
            if (--backward_left == 0) {
                // One synchronous optimizer step: every U waits for all backward work.
                for (std::int32_t gpu = 0; gpu < g.layout().gpus; ++gpu) {
                    const std::int32_t u = g.update(gpu);
                    ready[static_cast<std::size_t>(u)] = out.gradient_ready;
                    if (--pending[static_cast<std::size_t>(u)] == 0) {
                        push(u);
                    }
                }
            }
        }
        for (const std::int32_t* s = g.successorsBegin(e.node); s != g.successorsEnd(e.node); ++s) {
            const auto si = static_cast<std::size_t>(*s);
            ready[si] = std::max(ready[si], end);
            if (--pending[si] == 0) {
                push(*s);
            }
        }
    }
    out.ok = done == n;
    if (!out.ok) {
        out.reason = "the stage orders deadlock after " + std::to_string(done) + " of " +
                     std::to_string(n) + " ops (internal error in the schedule's order)";
    }
    if (n > kKeepScratchNodes) {
        releaseStorage(ready);
        releaseStorage(pending);
    }
}

template <class T>
void schedulePipeline(const PipelineLayout& layout, const PipelineTimes& times, bool free_links,
                      ScheduleTimes<T>& out, bool force_list) {
    if (!force_list && sweepPipeline(layout, times, free_links, out)) {
        return;
    }
    thread_local PipelineGraph<T> tls_graph;
    PipelineGraph<T>& graph = tls_graph;
    graph.build(layout, times);
    schedulePipeline(graph, free_links, out);
    if (graph.size() > kKeepScratchNodes) {
        graph.release();
    }
}

Tick pipelineTimeBound(const PipelineLayout& layout, const PipelineTimes& times) {
    Tick per_microbatch = 0;  // F + B over one direction's virtual stages
    for (std::int32_t j = 0; j < layout.stages; ++j) {
        const ChunkTimes& ct =
            times.chunks[static_cast<std::size_t>(layout.chunk_of[static_cast<std::size_t>(j)])];
        per_microbatch += ct.forward + ct.backward;
    }
    const Tick paths = Tick(layout.directions) * layout.microbatches;
    return paths * (per_microbatch + 2 * Tick(layout.stages - 1) * times.link) +
           Tick(layout.gpus) * times.update;
}

template class PipelineGraph<std::int64_t>;
template class PipelineGraph<Tick>;
template void schedulePipeline(const PipelineGraph<std::int64_t>&, bool,
                               ScheduleTimes<std::int64_t>&);
template void schedulePipeline(const PipelineGraph<Tick>&, bool, ScheduleTimes<Tick>&);

}  // namespace stepbudget

namespace stepbudget {
template void schedulePipeline(const PipelineLayout&, const PipelineTimes&, bool,
                               ScheduleTimes<std::int64_t>&, bool);
template void schedulePipeline(const PipelineLayout&, const PipelineTimes&, bool,
                               ScheduleTimes<Tick>&, bool);
}  // namespace stepbudget
