#include "model/pipeline/pipeline_memory.h"

#include <algorithm>
#include <set>

namespace stepbudget {
namespace {

enum Layer : std::uint8_t { kSaved, kSend, kReceive };

// One change of a GPU's held bytes: (signed bytes) x 4 + layer in one word, so an event is 16
// bytes; the layer is the low two bits in two's complement and the bytes the rest (>> 2).
template <class T>
struct Event {
    T time;
    std::int64_t code;

    Layer layer() const { return static_cast<Layer>(code & 3); }
    std::int64_t delta() const { return code >> 2; }
};

// The most events one lane item adds: saved, a receive and a send buffer (two each).
constexpr std::size_t kEventsPerItem = 5;

// Writes the reservations of one lane to `out` (room for kEventsPerItem per item), walking it
// in execution order, so the events come out close to time order: an op's own events at its
// start and end, a receive buffer from its transfer's start (just before the op) and a send
// buffer until its transfer's end (just after). Saved activations are held from F's start to
// B's end (W's end when split). Returns the end of what it wrote.
template <class T>
Event<T>* laneEvents(const PipelineConfig& c, const PipelineLayout& layout,
                     const PipelineNodeIds& ids, const std::vector<std::int64_t>& saved,
                     const T* dur, T link, const T* start, const Lane& lane, Event<T>* out) {
    const std::int32_t d = lane.direction;
    const std::int32_t last = layout.stages - 1;
    const int release_slot = layout.split ? 2 : 1;  // split: the full set is kept until dW
    const std::int64_t act = c.activation_message_bytes;
    const std::int64_t grad = c.gradient_message_bytes;
    auto event = [&](T time, std::int64_t delta, Layer layer) {
        *out++ = {time, delta * 4 + layer};
    };
    // Zero-length reservations are ignored (pipeline-event-model.md "Precise points").
    auto hold = [&](Layer layer, std::int64_t bytes, T from, T to) {
        if (bytes > 0 && to > from) {
            event(from, bytes, layer);
            event(to, -bytes, layer);
        }
    };
    for (const OrderItem& it : lane.items) {
        const std::int32_t j = it.stage;
        const std::int32_t i = it.microbatch;
        const int slot = slotOf(it.kind);
        const T* stage_dur = dur + static_cast<std::size_t>(j) * 3;
        const T s = start[ids.compute(d, j, i, slot)];
        const T e = s + stage_dur[slot];
        const std::int64_t bytes = saved[static_cast<std::size_t>(j)];
        if (slot == 0) {
            if (j > 0) {  // receives A(j-1 -> j) until it starts
                hold(kReceive, act, start[ids.activation(d, j - 1, i)], s);
            }
            const T released = start[ids.compute(d, j, i, release_slot)] + stage_dur[release_slot];
            if (bytes > 0 && released > s) {
                event(s, bytes, kSaved);
            }
            if (j < last) {  // sends A(j -> j+1)
                hold(kSend, act, e, start[ids.activation(d, j, i)] + link);
            }
            continue;
        }
        if (slot == 1) {
            if (j < last) {  // receives G(j+1 -> j) until it starts
                hold(kReceive, grad, start[ids.gradient(d, j, i)], s);
            }
            if (j > 0) {  // sends G(j -> j-1)
                hold(kSend, grad, e, start[ids.gradient(d, j - 1, i)] + link);
            }
        }
        if (slot == release_slot && bytes > 0 && e > start[ids.compute(d, j, i, 0)]) {
            event(e, -bytes, kSaved);
        }
    }
    return out;
}

}  // namespace

std::int64_t savedBytes(const PipelineConfig& c, const PipelineLayout& layout,
                        const PipelineTimes& times, std::int32_t stage) {
    const std::int64_t layers = c.layers_per_stage > 0 ? c.layers_per_stage : 1;
    const std::int64_t in_chunk =
        times.chunks[static_cast<std::size_t>(layout.chunk_of[static_cast<std::size_t>(stage)])]
            .layers;
    // NOLINTNEXTLINE(bugprone-implicit-widening-of-multiplication-result): 2 * layers <= 2048
    const Tick scaled = (Tick(c.activation_bytes) * in_chunk * 2 + layers) / (2 * layers);
    std::int64_t bytes = static_cast<std::int64_t>(scaled);
    if (stage == layout.stages - 1) {
        bytes += c.last_stage_extra_bytes;
    }
    return bytes;
}

namespace {

// Saved bytes per virtual stage, or empty when an op has zero length: a zero-length op
// reserves nothing in the simulation (laneEvents), so there is no bound then.
std::vector<std::int64_t> stageSavedBytes(const PipelineConfig& c, const PipelineLayout& layout) {
    const PipelineTimes times = pipelineTimes(c, layout.chunks);
    for (const ChunkTimes& ct : times.chunks) {
        if (ct.forward <= 0 ||
            (layout.split ? ct.input_grad <= 0 || ct.weight_grad <= 0 : ct.backward <= 0)) {
            return {};
        }
    }
    std::vector<std::int64_t> saved(static_cast<std::size_t>(layout.stages));
    for (std::int32_t j = 0; j < layout.stages; ++j) {
        saved[static_cast<std::size_t>(j)] = savedBytes(c, layout, times, j);
    }
    return saved;
}

}  // namespace

SavedPeakBound savedPeakLowerBound(const PipelineConfig& c, const PipelineLayout& layout) {
    SavedPeakBound r;
    const std::vector<std::int64_t> saved = stageSavedBytes(c, layout);
    if (saved.empty()) {
        return r;
    }
    const int release_slot = layout.split ? 2 : 1;
    for (const Lane& lane : layout.lanes) {
        std::int64_t held = 0;
        for (const OrderItem& it : lane.items) {
            const int slot = slotOf(it.kind);
            const std::int64_t bytes = saved[static_cast<std::size_t>(it.stage)];
            if (slot == 0) {
                held += bytes;
                if (held > r.bytes) {
                    r.bytes = held;
                    r.gpu = lane.gpu;
                }
            } else if (slot == release_slot) {
                held -= bytes;  // released at the op's end, before the lane's next op starts
            }
        }
    }
    return r;
}

SavedOrderProfile savedOrderProfile(const PipelineLayout& layout) {
    SavedOrderProfile p;
    p.split = layout.split;
    const int release_slot = layout.split ? 2 : 1;
    for (const Lane& lane : layout.lanes) {
        SavedOrderProfile::LaneCount lc;
        lc.gpu = lane.gpu;
        lc.stage = lane.items.empty() ? 0 : lane.items.front().stage;
        std::int64_t held = 0;
        for (const OrderItem& it : lane.items) {
            if (it.stage != lc.stage) {
                p.single_stage_lanes = false;
            }
            const int slot = slotOf(it.kind);
            if (slot == 0) {
                lc.in_flight = std::max(lc.in_flight, ++held);
            } else if (slot == release_slot) {
                --held;
            }
        }
        p.lanes.push_back(lc);
    }
    if (p.single_stage_lanes) {
        return p;
    }
    p.lanes.clear();
    p.shape.stages = layout.stages;
    p.shape.chunks = layout.chunks;
    p.shape.chunk_of = layout.chunk_of;
    p.shape.split = layout.split;
    // The same walk as savedPeakLowerBound(config, layout), keeping counts instead of bytes.
    std::vector<std::int64_t> counts;
    std::set<std::vector<std::int64_t>> seen;
    for (const Lane& lane : layout.lanes) {
        SavedOrderProfile::LaneCounts lc;
        lc.gpu = lane.gpu;
        std::vector<std::int32_t> column(static_cast<std::size_t>(layout.stages), -1);
        for (const OrderItem& it : lane.items) {
            std::int32_t& k = column[static_cast<std::size_t>(it.stage)];
            if (k < 0) {
                k = static_cast<std::int32_t>(lc.stages.size());
                lc.stages.push_back(it.stage);
            }
        }
        counts.assign(lc.stages.size(), 0);
        seen.clear();
        for (const OrderItem& it : lane.items) {
            const int slot = slotOf(it.kind);
            const std::size_t k =
                static_cast<std::size_t>(column[static_cast<std::size_t>(it.stage)]);
            if (slot == 0) {
                ++counts[k];
                if (seen.insert(counts).second) {
                    lc.rows.insert(lc.rows.end(), counts.begin(), counts.end());
                }
            } else if (slot == release_slot) {
                --counts[k];
            }
        }
        p.multi_lanes.push_back(std::move(lc));
    }
    return p;
}

SavedPeakBound savedPeakLowerBound(const PipelineConfig& c, const SavedOrderProfile& profile) {
    SavedPeakBound r;
    if (!profile.single_stage_lanes) {
        // Only the stage count, the chunk map and the last stage matter to savedBytes() here.
        const std::vector<std::int64_t> saved = stageSavedBytes(c, profile.shape);
        if (saved.empty()) {
            return r;
        }
        // Lanes, then rows, in the walk's order, and a strictly larger sum replaces the bound:
        // the same bytes and the same GPU as the walk (integer sums, exact).
        for (const SavedOrderProfile::LaneCounts& lc : profile.multi_lanes) {
            const std::size_t n = lc.stages.size();
            for (std::size_t row = 0; row + n <= lc.rows.size(); row += n) {
                std::int64_t held = 0;
                for (std::size_t k = 0; k < n; ++k) {
                    held += lc.rows[row + k] * saved[static_cast<std::size_t>(lc.stages[k])];
                }
                if (held > r.bytes) {
                    r.bytes = held;
                    r.gpu = lc.gpu;
                }
            }
        }
        return r;
    }
    // Only the chunk count and the last stage matter to savedBytes() here; the layout is not
    // needed beyond its stage count and chunk map (one chunk: every stage chunk 0).
    PipelineLayout shape;
    shape.stages = 0;
    for (const SavedOrderProfile::LaneCount& lc : profile.lanes) {
        shape.stages = std::max(shape.stages, lc.stage + 1);
    }
    shape.chunk_of.assign(static_cast<std::size_t>(shape.stages), 0);
    shape.chunks = 1;
    shape.split = profile.split;
    const std::vector<std::int64_t> saved = stageSavedBytes(c, shape);
    if (saved.empty()) {
        return r;
    }
    for (const SavedOrderProfile::LaneCount& lc : profile.lanes) {
        const std::int64_t bytes = lc.in_flight * saved[static_cast<std::size_t>(lc.stage)];
        if (bytes > r.bytes) {
            r.bytes = bytes;
            r.gpu = lc.gpu;
        }
    }
    return r;
}

namespace {

constexpr std::size_t kMaxLayerValues = 65535;  // 2-byte indices; 0 marks an empty slot

// A slot of a power-of-two table of `size` for one layer value (multiplicative hash, the
// 64-bit golden ratio; the top bits are the best mixed).
std::size_t slotOf(std::int64_t bytes, std::size_t size, int bits) {
    const std::uint64_t h = static_cast<std::uint64_t>(bytes) * 0x9E3779B97F4A7C15ULL;
    return static_cast<std::size_t>(h >> (64 - bits)) & (size - 1);
}

int log2Of(std::size_t size) {
    int bits = 0;
    while ((std::size_t(1) << bits) < size) {
        ++bits;
    }
    return bits;
}

}  // namespace

void MemorySteps::reserve(std::size_t steps) {
    m_time_ms.reserve(steps);
    if (m_wide) {
        m_layers.reserve(steps);
    } else {
        m_index.reserve(steps);
    }
}

// Per step: a layer that kept its value repeats the last index (most steps change one
// layer); a changed one is looked up, ~1.5 probes in a table kept at most half full (Knuth,
// TAOCP 3, 6.4). Layers and indices move as scalars, each stored at its own width: copying
// them through arrays cost two store-forwarding stalls a step (a wide load over narrower
// stores), ~10 ns of the ~25 ns a step took.
inline std::int64_t MemorySteps::indexOf(const MemoryPoint& point) {
    std::int64_t saved = m_last & 0xFFFF;
    std::int64_t send = (m_last >> 16) & 0xFFFF;
    std::int64_t receive = m_last >> 32;
    const bool all = !m_has_last;
    if (all || point.saved_bytes != m_last_bytes[0]) {
        if ((saved = valueIndex(0, point.saved_bytes)) < 0) {
            return -1;
        }
        m_last_bytes[0] = point.saved_bytes;
    }
    if (all || point.send_bytes != m_last_bytes[1]) {
        if ((send = valueIndex(1, point.send_bytes)) < 0) {
            return -1;
        }
        m_last_bytes[1] = point.send_bytes;
    }
    if (all || point.receive_bytes != m_last_bytes[2]) {
        if ((receive = valueIndex(2, point.receive_bytes)) < 0) {
            return -1;
        }
        m_last_bytes[2] = point.receive_bytes;
    }
    m_has_last = true;
    m_last = saved | (send << 16) | (receive << 32);
    return m_last;
}

inline int MemorySteps::valueIndex(std::size_t layer, std::int64_t bytes) {
    const int bits = m_slot_bits[layer];
    if (bits != 0) {
        const std::uint16_t* slots = m_slots[layer].data();
        const std::int64_t* values = m_values[layer].data();
        const std::size_t mask = (std::size_t(1) << bits) - 1;
        for (std::size_t s = slotOf(bytes, mask + 1, bits);; s = (s + 1) & mask) {
            const int v = slots[s];
            if (v == 0) {
                break;
            }
            if (values[v - 1] == bytes) {
                return v - 1;
            }
        }
    }
    return insertValue(layer, bytes);
}

int MemorySteps::insertValue(std::size_t layer, std::int64_t bytes) {
    std::vector<std::int64_t>& values = m_values[layer];
    std::vector<std::uint16_t>& slots = m_slots[layer];
    if (2 * (values.size() + 1) > slots.size()) {
        // Doubling; after finish() dropped the table, large enough for every value again.
        std::size_t size = std::max<std::size_t>(32, 2 * slots.size());
        while (size < 2 * (values.size() + 1)) {
            size *= 2;
        }
        slots.assign(size, 0);
        m_slot_bits[layer] = log2Of(size);
        for (std::size_t k = 0; k < values.size(); ++k) {
            std::size_t s = slotOf(values[k], size, m_slot_bits[layer]);
            while (slots[s] != 0) {
                s = (s + 1) & (size - 1);
            }
            slots[s] = static_cast<std::uint16_t>(k + 1);
        }
    }
    std::size_t s = slotOf(bytes, slots.size(), m_slot_bits[layer]);
    for (; slots[s] != 0; s = (s + 1) & (slots.size() - 1)) {
        // Only after finish() dropped the table (no lookup before this) can it be there.
        if (values[slots[s] - 1u] == bytes) {
            return slots[s] - 1;
        }
    }
    if (values.size() >= kMaxLayerValues) {
        return -1;
    }
    values.push_back(bytes);
    slots[s] = static_cast<std::uint16_t>(values.size());
    return static_cast<int>(values.size() - 1);
}

void MemorySteps::widen() {
    m_layers.reserve(std::max(m_index.capacity(), m_index.size() + 1));
    for (std::size_t k = 0; k < m_index.size(); ++k) {
        const MemoryPoint p = (*this)[k];
        m_layers.push_back({{p.saved_bytes, p.send_bytes, p.receive_bytes}});
    }
    m_wide = true;
    releaseStorage(m_index);
    for (std::size_t layer = 0; layer < 3; ++layer) {
        releaseStorage(m_values[layer]);
        releaseStorage(m_slots[layer]);
        m_slot_bits[layer] = 0;
    }
}

void MemorySteps::push_back(const MemoryPoint& point) {
    const std::int64_t x = m_wide ? -1 : indexOf(point);
    if (!m_wide && x < 0) {
        widen();
    }
    m_time_ms.push_back(point.time_ms);
    if (m_wide) {
        m_layers.push_back({{point.saved_bytes, point.send_bytes, point.receive_bytes}});
    } else {
        m_index.push_back(unpack(x));
    }
}

void MemorySteps::setBack(const MemoryPoint& point) {
    const std::int64_t x = m_wide ? -1 : indexOf(point);
    if (!m_wide && x < 0) {
        widen();
    }
    m_time_ms.back() = point.time_ms;
    if (m_wide) {
        m_layers.back() = {{point.saved_bytes, point.send_bytes, point.receive_bytes}};
    } else {
        m_index.back() = unpack(x);
    }
}

void MemorySteps::finish() {
    for (std::size_t layer = 0; layer < 3; ++layer) {
        releaseStorage(m_slots[layer]);
        m_slot_bits[layer] = 0;
        m_values[layer].shrink_to_fit();
    }
}

template <class T>
std::vector<GpuMemory> pipelineMemory(const PipelineConfig& c, const PipelineLayout& layout,
                                      const PipelineTimes& times, const ScheduleTimes<T>& sched,
                                      bool keep_steps) {
    std::vector<GpuMemory> out;
    out.reserve(static_cast<std::size_t>(layout.gpus));
    pipelineMemoryEach(c, layout, times, sched, keep_steps,
                       [&out](GpuMemory&& m) { out.push_back(std::move(m)); });
    return out;
}

template <class T>
void pipelineMemoryEach(const PipelineConfig& c, const PipelineLayout& layout,
                        const PipelineTimes& times, const ScheduleTimes<T>& sched, bool keep_steps,
                        const std::function<void(GpuMemory&&)>& sink) {
    const std::int32_t gpus = layout.gpus;
    const PipelineNodeIds ids(layout);
    std::vector<std::int64_t> saved(static_cast<std::size_t>(layout.stages));
    std::vector<T> dur(static_cast<std::size_t>(layout.stages) * 3);
    for (std::int32_t j = 0; j < layout.stages; ++j) {
        saved[static_cast<std::size_t>(j)] = savedBytes(c, layout, times, j);
        const ChunkTimes& ct =
            times.chunks[static_cast<std::size_t>(layout.chunk_of[static_cast<std::size_t>(j)])];
        dur[static_cast<std::size_t>(j) * 3] = static_cast<T>(ct.forward);
        dur[static_cast<std::size_t>(j) * 3 + 1] =
            static_cast<T>(layout.split ? ct.input_grad : ct.backward);
        dur[static_cast<std::size_t>(j) * 3 + 2] = static_cast<T>(ct.weight_grad);
    }
    const T link = static_cast<T>(times.link);
    TicksToMs toMs(times.ticks_per_ms);
    // One GPU at a time, in per-thread scratch (see kKeepScratchNodes). Its size only grows,
    // so it is zero-filled once; `count` is the part in use.
    thread_local std::vector<Event<T>> tls_events;
    std::vector<Event<T>>& events = tls_events;
    thread_local std::vector<Event<T>> tls_merged;
    std::vector<Event<T>>& merged = tls_merged;
    auto byTime = [](const Event<T>& a, const Event<T>& b) { return a.time < b.time; };
    for (std::int32_t gpu = 0; gpu < gpus; ++gpu) {
        std::size_t items = 0;
        for (const Lane& lane : layout.lanes) {
            items += lane.gpu == gpu ? lane.items.size() : 0;
        }
        if (events.size() < items * kEventsPerItem) {
            events.resize(items * kEventsPerItem);
        }
        // Each lane of the GPU gives one nearly sorted run; DualPipe's two are then merged.
        Event<T>* const begin = events.data();
        Event<T>* end = begin;
        for (const Lane& lane : layout.lanes) {
            if (lane.gpu != gpu) {
                continue;
            }
            Event<T>* const run = end;
            end =
                laneEvents(c, layout, ids, saved, dur.data(), link, sched.start.data(), lane, run);
            sortNearlySorted(run, end, byTime);
            mergeRuns(begin, run, end, merged, byTime);
        }
        const std::size_t count = static_cast<std::size_t>(end - begin);
        // All events of one instant are applied together and only the result is compared with
        // the peak: that is "releases count before acquisitions" (a buffer freed as its
        // consumer starts is never counted twice).
        GpuMemory mem;
        T peak_time = 0;
        if (!keep_steps) {
            // Peaks only (five of the six schedules of every evaluate()): the total is the sum
            // of every delta so far, kept in a register instead of three layers in memory.
            std::int64_t total = 0;
            for (const Event<T>* e = begin; e != end;) {
                const T t = e->time;
                for (; e != end && e->time == t; ++e) {
                    total += e->delta();
                }
                if (total > mem.peak_bytes) {
                    mem.peak_bytes = total;
                    peak_time = t;
                }
            }
            mem.peak_ms = toMs(peak_time);
            sink(std::move(mem));
            continue;
        }
        {
            std::size_t instants = 1;
            for (std::size_t k = 1; k < count; ++k) {
                instants += begin[k].time != begin[k - 1].time ? 1 : 0;
            }
            mem.steps.reserve(instants + 1);
            mem.steps.push_back({});
        }
        // The three layers in registers (selects, not an array indexed by the layer: a
        // load-add-store chain per event), and a step's time converted only when pushed.
        std::int64_t saved = 0;
        std::int64_t send = 0;
        std::int64_t receive = 0;
        for (std::size_t k = 0; k < count;) {
            const T t = begin[k].time;
            const std::int64_t saved_before = saved;
            const std::int64_t send_before = send;
            const std::int64_t receive_before = receive;
            for (; k < count && begin[k].time == t; ++k) {
                const Layer layer = begin[k].layer();
                const std::int64_t delta = begin[k].delta();
                saved += layer == kSaved ? delta : 0;
                send += layer == kSend ? delta : 0;
                receive += layer == kReceive ? delta : 0;
            }
            const std::int64_t total = saved + send + receive;
            if (total > mem.peak_bytes) {
                mem.peak_bytes = total;
                peak_time = t;
            }
            if (t == 0) {
                mem.steps.setBack({toMs(t), saved, send, receive});
            } else if (saved != saved_before || send != send_before || receive != receive_before) {
                mem.steps.push_back({toMs(t), saved, send, receive});
            }
        }
        mem.steps.finish();
        mem.peak_ms = toMs(peak_time);
        sink(std::move(mem));
    }
    if (ids.size() > kKeepScratchNodes) {
        releaseStorage(events);
        releaseStorage(merged);
    }
}

template std::vector<GpuMemory> pipelineMemory(const PipelineConfig&, const PipelineLayout&,
                                               const PipelineTimes&,
                                               const ScheduleTimes<std::int64_t>&, bool);
template std::vector<GpuMemory> pipelineMemory(const PipelineConfig&, const PipelineLayout&,
                                               const PipelineTimes&, const ScheduleTimes<Tick>&,
                                               bool);
template void pipelineMemoryEach(const PipelineConfig&, const PipelineLayout&, const PipelineTimes&,
                                 const ScheduleTimes<std::int64_t>&, bool,
                                 const std::function<void(GpuMemory&&)>&);
template void pipelineMemoryEach(const PipelineConfig&, const PipelineLayout&, const PipelineTimes&,
                                 const ScheduleTimes<Tick>&, bool,
                                 const std::function<void(GpuMemory&&)>&);

}  // namespace stepbudget
