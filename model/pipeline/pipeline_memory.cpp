#include "model/pipeline/pipeline_memory.h"

#include <algorithm>

namespace stepbudget {
namespace {

enum Layer : std::uint8_t { kSaved, kSend, kReceive };

template <class T>
struct Event {
    T time;
    std::int64_t delta;  // bytes; negative = release
    Layer layer;
};

// Calls hold(layer, bytes, from, to) for every reservation on GPU `gpu`: the saved
// activations of the stages it holds, what those stages send, and what they receive.
template <class T, class Hold>
void forEachReservation(const PipelineConfig& c, const PipelineGraph<T>& graph,
                        const PipelineTimes& times, const ScheduleTimes<T>& sched, std::int32_t gpu,
                        Hold&& hold) {
    const PipelineLayout& layout = graph.layout();
    auto start = [&](std::int32_t node) { return sched.start[static_cast<std::size_t>(node)]; };
    auto end = [&](std::int32_t node) { return start(node) + graph.duration(node); };
    const int release_slot = layout.split ? 2 : 1;  // split: the full set is kept until dW
    const std::int32_t last = layout.stages - 1;
    for (std::int32_t d = 0; d < layout.directions; ++d) {
        for (std::int32_t j = 0; j < layout.stages; ++j) {
            if (layout.gpuOf(d, j) != gpu) {
                continue;
            }
            const std::int64_t saved = savedBytes(c, layout, times, j);
            for (std::int32_t i = 0; i < layout.microbatches; ++i) {
                const std::int32_t f = graph.compute(d, j, i, 0);
                const std::int32_t b = graph.compute(d, j, i, 1);
                hold(kSaved, saved, start(f), end(graph.compute(d, j, i, release_slot)));
                if (j < last) {  // sends A(j -> j+1); receives G(j+1 -> j)
                    const std::int32_t a = graph.activation(d, j, i);
                    const std::int32_t g = graph.gradient(d, j, i);
                    hold(kSend, c.activation_message_bytes, end(f), end(a));
                    hold(kReceive, c.gradient_message_bytes, start(g), start(b));
                }
                if (j > 0) {  // receives A(j-1 -> j); sends G(j -> j-1)
                    const std::int32_t a = graph.activation(d, j - 1, i);
                    const std::int32_t g = graph.gradient(d, j - 1, i);
                    hold(kReceive, c.activation_message_bytes, start(a), start(f));
                    hold(kSend, c.gradient_message_bytes, end(b), end(g));
                }
            }
        }
    }
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

template <class T>
std::vector<GpuMemory> pipelineMemory(const PipelineConfig& c, const PipelineGraph<T>& graph,
                                      const PipelineTimes& times, const ScheduleTimes<T>& sched,
                                      bool keep_steps) {
    const std::int32_t gpus = graph.layout().gpus;
    std::vector<GpuMemory> out(static_cast<std::size_t>(gpus));
    // One GPU at a time, in per-thread scratch (see kKeepScratchNodes).
    thread_local std::vector<Event<T>> tls_events;
    std::vector<Event<T>>& events = tls_events;
    for (std::int32_t gpu = 0; gpu < gpus; ++gpu) {
        events.clear();
        // Zero-length reservations are ignored (pipeline-event-model.md "Precise points").
        forEachReservation(c, graph, times, sched, gpu,
                           [&](Layer layer, std::int64_t bytes, T from, T to) {
                               if (bytes > 0 && to > from) {
                                   events.push_back({from, bytes, layer});
                                   events.push_back({to, -bytes, layer});
                               }
                           });
        // Time order. All events of one instant are applied together and only the result is
        // compared with the peak: that is "releases count before acquisitions" (a buffer freed
        // as its consumer starts is never counted twice).
        std::sort(events.begin(), events.end(),
                  [](const Event<T>& a, const Event<T>& b) { return a.time < b.time; });
        GpuMemory& mem = out[static_cast<std::size_t>(gpu)];
        std::int64_t held[3] = {0, 0, 0};
        T peak_time = 0;
        if (keep_steps) {
            std::size_t instants = 1;
            for (std::size_t k = 1; k < events.size(); ++k) {
                instants += events[k].time != events[k - 1].time ? 1 : 0;
            }
            mem.steps.reserve(instants + 1);
            mem.steps.push_back({});
        }
        for (std::size_t k = 0; k < events.size();) {
            const T t = events[k].time;
            for (; k < events.size() && events[k].time == t; ++k) {
                held[events[k].layer] += events[k].delta;
            }
            const std::int64_t total = held[kSaved] + held[kSend] + held[kReceive];
            if (total > mem.peak_bytes) {
                mem.peak_bytes = total;
                peak_time = t;
            }
            if (!keep_steps) {
                continue;
            }
            const MemoryPoint point{ticksToMs(t, times.ticks_per_ms), held[kSaved], held[kSend],
                                    held[kReceive]};
            MemoryPoint& previous = mem.steps.back();
            if (t == 0) {
                previous = point;
            } else if (point.saved_bytes != previous.saved_bytes ||
                       point.send_bytes != previous.send_bytes ||
                       point.receive_bytes != previous.receive_bytes) {
                mem.steps.push_back(point);
            }
        }
        mem.peak_ms = ticksToMs(peak_time, times.ticks_per_ms);
    }
    if (graph.size() > kKeepScratchNodes) {
        events = {};
    }
    return out;
}

template std::vector<GpuMemory> pipelineMemory(const PipelineConfig&,
                                               const PipelineGraph<std::int64_t>&,
                                               const PipelineTimes&,
                                               const ScheduleTimes<std::int64_t>&, bool);
template std::vector<GpuMemory> pipelineMemory(const PipelineConfig&, const PipelineGraph<Tick>&,
                                               const PipelineTimes&, const ScheduleTimes<Tick>&,
                                               bool);

}  // namespace stepbudget
