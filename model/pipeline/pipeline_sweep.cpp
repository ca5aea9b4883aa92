// The heap-free schedule (see sweepPipeline() in pipeline_sim.h for the rule it keeps).
//
// Why it reproduces the list scheduler exactly: the list scheduler starts nodes in
// non-decreasing time order, so a node's start is max(its inputs' ends, its resource's free
// time) and the only choices are which waiting node a resource takes next. A GPU with one
// lane has no choice (its order is fixed), so its ops can be placed as soon as their input
// transfer is known, in any global order. A link has one sender GPU, whose ops end in
// non-decreasing time, so its arrivals come in time order; once the sender has passed the
// instant of the link's next pick, every candidate of that pick is known and the pick is the
// list scheduler's (lowest tie key among the arrived, transfers first within an instant). The
// same holds for DualPipe's two lanes once a lower bound shows the unknown head arrives
// later. When nothing can move, the earliest pending pick is final: everything not yet placed
// starts at or after it, and ends after it because every duration that carries work between
// resources is positive (the one exception makes sweepPipeline() decline).
#include <algorithm>
#include <cstdint>
#include <vector>

#include "model/pipeline/pipeline_sim.h"

namespace stepbudget {
namespace {

template <class T>
constexpr T never() {
    if constexpr (sizeof(T) == 8) {
        return T(INT64_MAX);
    } else {
        return T(1) << 126;  // beyond pipelineTimeBound() of any valid input (~1e27 ticks)
    }
}

template <class T>
struct Arrival {
    T ready;            // the producer's end
    std::uint64_t key;  // pipelineTieKey of the transfer (set only when it has to wait)
    std::int32_t node;  // the transfer
    std::int32_t lane;  // the consumer's lane (woken when the transfer is placed)
};

template <class T>
struct Later {
    bool operator()(const Arrival<T>& a, const Arrival<T>& b) const { return a.key > b.key; }
};

template <class T>
struct LinkState {
    T free = 0;
    std::vector<Arrival<T>> arrivals;  // waiting, in arrival (= ready) order from `head` on
    std::size_t head = 0;
    std::vector<Arrival<T>> ranked;  // arrived by the next pick: a min-heap on the tie key

    bool pending() const { return head < arrivals.size() || !ranked.empty(); }
    // Everything in `ranked` arrived before the link became free.
    T nextPick() const { return !ranked.empty() ? free : std::max(free, arrivals[head].ready); }
};

template <class T>
struct LaneState {
    const OrderItem* items = nullptr;
    std::int32_t n = 0;
    std::int32_t k = 0;  // next item
    std::int32_t dir = 0;
    std::int32_t gpu = 0;
    std::int32_t wait = -1;  // the transfer the head waits for
    // Two lanes: the head's input end and tie key once known (the head is looked at again
    // after every op of the other lane); `known` is cleared when the lane moves on.
    bool known = false;
    T ready = 0;
    std::uint64_t key = 0;
    // Two lanes: a lower bound on the unknown head's input end, once computed. It stays a
    // valid bound until the lane moves on, so it is recomputed only when it no longer shows
    // the head arrives after the other lane's candidate (0: none yet).
    T bound = 0;
};

template <class T>
struct GpuState {
    T free = 0;
    T pending = never<T>();  // two lanes: the instant of a choice a lower bound held back
    std::int32_t first_lane = 0;
    std::int32_t lanes = 0;
    std::int32_t links[4] = {-1, -1, -1, -1};  // outgoing links
    bool queued = false;
    bool force = false;  // two lanes: make the held-back choice (the stall rule)
};

template <class T>
class Sweep {
public:
    Sweep(const PipelineLayout& layout, const PipelineTimes& times, bool free_links,
          ScheduleTimes<T>& out)
        : m_layout(layout), m_ids(layout), m_out(out) {
        m_link = free_links ? T(0) : static_cast<T>(times.link);
        m_update = static_cast<T>(times.update);
        m_stages = layout.stages;
        const std::int32_t p = layout.gpus;
        m_dur.resize(static_cast<std::size_t>(m_stages) * 3);
        for (std::int32_t j = 0; j < m_stages; ++j) {
            const ChunkTimes& ct =
                times
                    .chunks[static_cast<std::size_t>(layout.chunk_of[static_cast<std::size_t>(j)])];
            T* d = &m_dur[static_cast<std::size_t>(j) * 3];
            d[0] = static_cast<T>(ct.forward);
            d[1] = static_cast<T>(layout.split ? ct.input_grad : ct.backward);
            d[2] = static_cast<T>(ct.weight_grad);
        }
        m_lanes.resize(layout.lanes.size());
        m_gpus.assign(static_cast<std::size_t>(p), GpuState<T>{});
        std::vector<std::int32_t> lane_of(static_cast<std::size_t>(layout.directions * p), -1);
        for (std::size_t l = 0; l < layout.lanes.size(); ++l) {
            const Lane& src = layout.lanes[l];
            LaneState<T>& ln = m_lanes[l];
            ln.items = src.items.data();
            ln.n = static_cast<std::int32_t>(src.items.size());
            ln.dir = src.direction;
            ln.gpu = src.gpu;
            lane_of[static_cast<std::size_t>(src.direction * p + src.gpu)] =
                static_cast<std::int32_t>(l);
            GpuState<T>& g = m_gpus[static_cast<std::size_t>(src.gpu)];
            if (g.lanes++ == 0) {
                g.first_lane = static_cast<std::int32_t>(l);
            }
        }
        // Links: one per directed GPU pair (both DualPipe directions and the interleaved
        // wrap-around share them); A and G of each boundary know theirs and their consumer.
        std::vector<std::int32_t> link_id(static_cast<std::size_t>(p * p), -1);
        const std::size_t boundaries =
            static_cast<std::size_t>(layout.directions) * static_cast<std::size_t>(m_stages - 1);
        m_boundary.resize(boundaries);
        auto linkFor = [&](std::int32_t from, std::int32_t to) {
            std::int32_t& id = link_id[static_cast<std::size_t>(from * p + to)];
            if (id < 0) {
                id = static_cast<std::int32_t>(m_nlinks++);
                GpuState<T>& g = m_gpus[static_cast<std::size_t>(from)];
                for (std::int32_t& slot : g.links) {
                    if (slot < 0) {
                        slot = id;
                        break;
                    }
                }
            }
            return id;
        };
        for (std::int32_t d = 0; d < layout.directions; ++d) {
            for (std::int32_t j = 0; j + 1 < m_stages; ++j) {
                const std::int32_t low = layout.gpuOf(d, j);
                const std::int32_t high = layout.gpuOf(d, j + 1);
                Boundary& b = m_boundary[static_cast<std::size_t>(d * (m_stages - 1) + j)];
                b.link_a = linkFor(low, high);
                b.link_g = linkFor(high, low);
                b.lane_a = lane_of[static_cast<std::size_t>(d * p + high)];
                b.lane_g = lane_of[static_cast<std::size_t>(d * p + low)];
            }
        }
        thread_local std::vector<LinkState<T>> tls_links;
        m_links = &tls_links;
        if (m_links->size() < m_nlinks) {
            m_links->resize(m_nlinks);
        }
        for (std::size_t l = 0; l < m_nlinks; ++l) {
            LinkState<T>& link = (*m_links)[l];
            link.free = 0;
            link.arrivals.clear();
            link.head = 0;
            link.ranked.clear();
        }
        m_track_picks = layout.directions == 2;
        m_next_pick.assign(m_track_picks ? m_nlinks : 0, never<T>());
        m_waiting_links = 0;
    }

    void run() {
        const auto n = static_cast<std::size_t>(m_ids.size());
        m_out.start.assign(n, T(-1));
        m_start = m_out.start.data();
        m_work.clear();
        for (std::int32_t g = 0; g < m_layout.gpus; ++g) {
            push(g);
        }
        std::size_t lanes_left = m_lanes.size();
        for (;;) {
            while (!m_work.empty()) {
                const std::int32_t g = m_work.back();
                m_work.pop_back();
                GpuState<T>& gpu = m_gpus[static_cast<std::size_t>(g)];
                gpu.queued = false;
                lanes_left -= gpu.lanes == 1 ? advanceOne(g) : advanceTwo(g);
            }
            if (lanes_left == 0 || !resolveStall()) {
                break;
            }
        }
        m_out.ok = lanes_left == 0;
        if (!m_out.ok) {
            m_out.reason = "the stage orders deadlock after " + std::to_string(m_placed) + " of " +
                           std::to_string(n) + " ops (internal error in the schedule's order)";
            return;
        }
        // Every lane ends with backward work, so the last end per GPU is its last B / X / W; U
        // waits for all of them (one synchronous optimizer step).
        T ready = 0;
        for (const GpuState<T>& g : m_gpus) {
            ready = std::max(ready, g.free);
        }
        for (std::int32_t g = 0; g < m_layout.gpus; ++g) {
            m_start[m_ids.update(g)] = ready;
        }
        m_out.gradient_ready = ready;
        m_out.makespan = ready + m_update;
    }

private:
    struct Boundary {
        std::int32_t link_a = 0;  // stage j -> j + 1
        std::int32_t link_g = 0;  // stage j + 1 -> j
        std::int32_t lane_a = 0;  // consumer of A: the lane of stage j + 1
        std::int32_t lane_g = 0;  // consumer of G: the lane of stage j
    };

    // The transfer a lane item needs from another GPU, or -1.
    std::int32_t inputOf(const OrderItem& it, std::int32_t dir) const {
        if (it.kind == OpKind::Forward) {
            return it.stage > 0 ? m_ids.activation(dir, it.stage - 1, it.microbatch) : -1;
        }
        if (it.kind == OpKind::WeightGrad || it.stage + 1 >= m_stages) {
            return -1;
        }
        return m_ids.gradient(dir, it.stage, it.microbatch);
    }

    void push(std::int32_t g) {
        GpuState<T>& gpu = m_gpus[static_cast<std::size_t>(g)];
        if (!gpu.queued) {
            gpu.queued = true;
            m_work.push_back(g);
        }
    }

    // Starts `it` at `s` on its GPU and hands its output transfer to the link.
    void place(GpuState<T>& gpu, const OrderItem& it, std::int32_t dir, T s) {
        const int slot = slotOf(it.kind);
        const T dur =
            m_dur[static_cast<std::size_t>(it.stage) * 3 + static_cast<std::size_t>(slot)];
        m_start[m_ids.compute(dir, it.stage, it.microbatch, slot)] = s;
        gpu.free = s + dur;
        ++m_placed;
        if (it.kind == OpKind::Forward) {
            if (it.stage + 1 < m_stages) {
                const Boundary& b =
                    m_boundary[static_cast<std::size_t>(dir * (m_stages - 1) + it.stage)];
                arrive(b.link_a, OpKind::Activation, dir, it.stage, it.microbatch, b.lane_a,
                       gpu.free, dur == 0);
            }
        } else if (it.kind != OpKind::WeightGrad && it.stage > 0) {
            const Boundary& b =
                m_boundary[static_cast<std::size_t>(dir * (m_stages - 1) + it.stage - 1)];
            arrive(b.link_g, OpKind::Gradient, dir, it.stage - 1, it.microbatch, b.lane_g, gpu.free,
                   dur == 0);
        }
    }

    // One lane: place ops in order while their input is known. Returns 1 when the lane is done.
    int advanceOne(std::int32_t g) {
        GpuState<T>& gpu = m_gpus[static_cast<std::size_t>(g)];
        LaneState<T>& ln = m_lanes[static_cast<std::size_t>(gpu.first_lane)];
        if (ln.k == ln.n) {
            return 0;
        }
        while (ln.k < ln.n) {
            const OrderItem& it = ln.items[ln.k];
            T s = gpu.free;
            const std::int32_t x = inputOf(it, ln.dir);
            if (x >= 0) {
                const T sx = m_start[x];
                if (sx < 0) {
                    ln.wait = x;
                    break;
                }
                s = std::max(s, sx + m_link);
            }
            ++ln.k;
            place(gpu, it, ln.dir, s);
        }
        return flushLinks(gpu, ln.k == ln.n ? never<T>() : gpu.free) ? 1 : 0;
    }

    // DualPipe: two lanes share the GPU's compute stream; take the head the list scheduler
    // would take (earliest start, then tie key) once no unknown head can come first.
    int advanceTwo(std::int32_t g) {
        GpuState<T>& gpu = m_gpus[static_cast<std::size_t>(g)];
        gpu.pending = never<T>();
        int finished = 0;
        for (;;) {
            LaneState<T>* best = nullptr;
            std::uint64_t best_key = 0;
            T best_ready = 0;
            LaneState<T>* unknown[2] = {nullptr, nullptr};
            int unknowns = 0;
            int active = 0;
            for (std::int32_t l = 0; l < 2; ++l) {
                LaneState<T>& ln = m_lanes[static_cast<std::size_t>(gpu.first_lane + l)];
                ln.wait = -1;
                if (ln.k == ln.n) {
                    continue;
                }
                ++active;
                if (!ln.known) {
                    const OrderItem& it = ln.items[ln.k];
                    const std::int32_t x = inputOf(it, ln.dir);
                    if (x >= 0 && m_start[x] < 0) {
                        ln.wait = x;
                        unknown[unknowns++] = &ln;
                        continue;
                    }
                    ln.known = true;
                    ln.ready = x >= 0 ? m_start[x] + m_link : T(0);
                    ln.key = computeKey(it, ln.dir);
                }
                const T ready = ln.ready;
                const std::uint64_t key = ln.key;
                if (best == nullptr || std::max(ready, gpu.free) < std::max(best_ready, gpu.free) ||
                    (std::max(ready, gpu.free) == std::max(best_ready, gpu.free) &&
                     key < best_key)) {
                    best = &ln;
                    best_key = key;
                    best_ready = ready;
                }
            }
            if (active == 0) {
                break;
            }
            if (best == nullptr) {
                gpu.pending = never<T>();
                break;
            }
            const T s = std::max(gpu.free, best_ready);
            bool held = false;
            for (int u = 0; u < unknowns && !gpu.force && !held; ++u) {
                LaneState<T>& waiting = *unknown[u];
                if (!(waiting.bound > s)) {
                    waiting.bound = lowerBound(waiting);
                }
                held = !(waiting.bound > s);
            }
            if (held) {
                gpu.pending = s;
                break;
            }
            gpu.force = false;
            for (int u = 0; u < unknowns; ++u) {
                unknown[u]->wait = -1;
            }
            const OrderItem& it = best->items[best->k++];
            best->known = false;
            best->bound = 0;
            finished += best->k == best->n ? 1 : 0;
            place(gpu, it, best->dir, s);
        }
        const bool done = m_lanes[static_cast<std::size_t>(gpu.first_lane)].k ==
                              m_lanes[static_cast<std::size_t>(gpu.first_lane)].n &&
                          m_lanes[static_cast<std::size_t>(gpu.first_lane + 1)].k ==
                              m_lanes[static_cast<std::size_t>(gpu.first_lane + 1)].n;
        flushLinks(gpu, done ? never<T>() : gpu.free);
        return finished;
    }

    // A bound the unknown head's input cannot end before: its transfer starts no earlier than
    // its producer's end (the producer no earlier than its GPU's free time) and the link's.
    T lowerBound(const LaneState<T>& ln) const {
        const OrderItem& it = ln.items[ln.k];
        const bool forward = it.kind == OpKind::Forward;
        const std::int32_t from_stage = forward ? it.stage - 1 : it.stage + 1;
        const int slot = forward ? 0 : 1;
        const T dur =
            m_dur[static_cast<std::size_t>(from_stage) * 3 + static_cast<std::size_t>(slot)];
        const T produced = m_start[m_ids.compute(ln.dir, from_stage, it.microbatch, slot)];
        const std::int32_t sender = m_layout.gpuOf(ln.dir, from_stage);
        const T ready =
            (produced >= 0 ? produced : m_gpus[static_cast<std::size_t>(sender)].free) + dur;
        const Boundary& b = m_boundary[static_cast<std::size_t>(
            ln.dir * (m_stages - 1) + (forward ? it.stage - 1 : it.stage))];
        const LinkState<T>& link =
            (*m_links)[static_cast<std::size_t>(forward ? b.link_a : b.link_g)];
        return std::max(ready, link.free) + m_link;
    }

    std::int32_t tieStage(std::int32_t stage, std::int32_t dir) const {
        return m_layout.directions == 2 ? m_layout.gpuOf(dir, stage) : stage;
    }
    std::uint64_t computeKey(const OrderItem& it, std::int32_t dir) const {
        return pipelineTieKey(it.kind, tieStage(it.stage, dir),
                              m_layout.globalMicrobatch(dir, it.microbatch), dir);
    }

    // A transfer whose producer ended at `ready`; `zero` = the producer took no time, so the
    // transfer appears only after the link's pick at that instant (transfers rank first).
    void arrive(std::int32_t link_id, OpKind kind, std::int32_t dir, std::int32_t stage,
                std::int32_t mb, std::int32_t lane, T ready, bool zero) {
        LinkState<T>& link = (*m_links)[static_cast<std::size_t>(link_id)];
        const std::int32_t node = kind == OpKind::Activation ? m_ids.activation(dir, stage, mb)
                                                             : m_ids.gradient(dir, stage, mb);
        if (!link.pending() && link.free <= ready) {
            start(link, node, lane, ready);
            return;
        }
        decide(link, ready, zero);
        if (!link.pending() && link.free <= ready) {
            start(link, node, lane, ready);
            return;
        }
        const std::uint64_t key =
            pipelineTieKey(kind, tieStage(stage, dir), m_layout.globalMicrobatch(dir, mb), dir);
        link.arrivals.push_back({ready, key, node, lane});
        decide(link, ready, true);
    }

    void start(LinkState<T>& link, std::int32_t node, std::int32_t lane, T at) {
        m_start[node] = at;
        link.free = at + m_link;
        ++m_placed;
        LaneState<T>& ln = m_lanes[static_cast<std::size_t>(lane)];
        if (ln.wait == node) {
            ln.wait = -1;
            push(ln.gpu);
        }
    }

    // Makes the link's picks at instants up to `limit` (at `limit` itself when `inclusive`).
    void decide(LinkState<T>& link, T limit, bool inclusive) {
        while (link.pending()) {
            const T s = link.nextPick();
            if (s > limit || (s == limit && !inclusive)) {
                break;
            }
            while (link.head < link.arrivals.size() && link.arrivals[link.head].ready <= s) {
                link.ranked.push_back(link.arrivals[link.head++]);
                std::push_heap(link.ranked.begin(), link.ranked.end(), Later<T>{});
            }
            std::pop_heap(link.ranked.begin(), link.ranked.end(), Later<T>{});
            const Arrival<T> a = link.ranked.back();
            link.ranked.pop_back();
            start(link, a.node, a.lane, s);
        }
        if (link.head == link.arrivals.size()) {
            link.arrivals.clear();
            link.head = 0;
        }
        if (m_track_picks) {
            T& pick = m_next_pick[static_cast<std::size_t>(&link - m_links->data())];
            m_waiting_links -= pick != never<T>() ? 1 : 0;
            pick = link.pending() ? link.nextPick() : never<T>();
            m_waiting_links += pick != never<T>() ? 1 : 0;
        }
    }

    // The GPU's later ops start at or after `until`, so its links' picks up to then are final.
    bool flushLinks(GpuState<T>& gpu, T until) {
        for (const std::int32_t id : gpu.links) {
            if (id >= 0) {
                decide((*m_links)[static_cast<std::size_t>(id)], until, true);
            }
        }
        return until == never<T>();
    }

    // Every GPU waits: make the earliest pending choice (see the file comment).
    bool resolveStall() {
        T best = never<T>();
        std::int32_t best_link = -1;
        std::int32_t best_gpu = -1;
        for (std::size_t l = 0; (!m_track_picks || m_waiting_links > 0) && l < m_nlinks; ++l) {
            const LinkState<T>& link = (*m_links)[l];
            const T pick = m_track_picks    ? m_next_pick[l]
                           : link.pending() ? link.nextPick()
                                            : never<T>();
            if (pick < best) {
                best = pick;
                best_link = static_cast<std::int32_t>(l);
            }
        }
        for (std::size_t g = 0; g < m_gpus.size(); ++g) {
            const GpuState<T>& gpu = m_gpus[g];
            if (gpu.lanes == 2 && gpu.pending < best) {
                best = gpu.pending;
                best_gpu = static_cast<std::int32_t>(g);
                best_link = -1;
            }
        }
        if (best_gpu >= 0) {
            GpuState<T>& gpu = m_gpus[static_cast<std::size_t>(best_gpu)];
            gpu.force = true;
            gpu.pending = never<T>();
            push(best_gpu);
            return true;
        }
        if (best_link >= 0) {
            decide((*m_links)[static_cast<std::size_t>(best_link)], best, true);
            return true;
        }
        return false;
    }

    const PipelineLayout& m_layout;
    PipelineNodeIds m_ids;
    ScheduleTimes<T>& m_out;
    T* m_start = nullptr;
    T m_link = 0;
    T m_update = 0;
    std::int32_t m_stages = 0;
    std::vector<T> m_dur;  // [stage * 3 + slot]
    std::vector<LaneState<T>> m_lanes;
    std::vector<GpuState<T>> m_gpus;
    std::vector<Boundary> m_boundary;  // [direction * (stages - 1) + boundary]
    std::vector<LinkState<T>>* m_links = nullptr;
    std::size_t m_nlinks = 0;
    // Two lanes per GPU (DualPipe): per link its next pick's instant while anything waits on
    // it, else never, and how many links wait (kept by decide(), which runs after every change
    // to what waits). DualPipe with free links stalls ~16,000 times a sweep at p = 64,
    // m = 1024, almost always with no link waiting; scanning its ~130 links each time cost ~5
    // ns per op. One lane per GPU stalls rarely (never at the book's times), so there the
    // bookkeeping (~0.3 ns per op) is skipped and a stall scans the links.
    bool m_track_picks = false;
    std::vector<T> m_next_pick;
    std::size_t m_waiting_links = 0;
    std::vector<std::int32_t> m_work;
    std::int64_t m_placed = 0;
};

}  // namespace

template <class T>
bool sweepPipeline(const PipelineLayout& layout, const PipelineTimes& times, bool free_links,
                   ScheduleTimes<T>& out) {
    if (layout.directions == 2 && (free_links || times.link == 0)) {
        // Zero-length transfers let a zero-length F, B or X start work on another GPU inside
        // the same instant, where the list scheduler's choice follows the global tie order.
        for (const ChunkTimes& ct : times.chunks) {
            if (ct.forward == 0 || (layout.split ? ct.input_grad : ct.backward) == 0) {
                return false;
            }
        }
    }
    out.ok = false;
    out.reason.clear();
    out.gradient_ready = 0;
    out.makespan = 0;
    Sweep<T>(layout, times, free_links, out).run();
    return true;
}

template bool sweepPipeline(const PipelineLayout&, const PipelineTimes&, bool,
                            ScheduleTimes<std::int64_t>&);
template bool sweepPipeline(const PipelineLayout&, const PipelineTimes&, bool,
                            ScheduleTimes<Tick>&);

}  // namespace stepbudget
