#include "model/pipeline/pipeline.h"
#include "model/base/tr_noop.h"

#include <algorithm>

#include "model/pipeline/pipeline_formulas.h"
#include "model/pipeline/pipeline_memory.h"
#include "model/pipeline/pipeline_rules.h"
#include "model/pipeline/pipeline_sim.h"

namespace stepbudget {
namespace {

template <class T>
std::vector<PipelineOp> opTimeline(const PipelineGraph<T>& graph, const ScheduleTimes<T>& sched,
                                   Tick ticks_per_ms) {
    const PipelineLayout& layout = graph.layout();
    // A timeline reads by time: order by exact start, then GPU, then node id.
    thread_local std::vector<std::int32_t> tls_order;
    std::vector<std::int32_t>& order = tls_order;
    order.resize(static_cast<std::size_t>(graph.size()));
    for (std::int32_t node = 0; node < graph.size(); ++node) {
        order[static_cast<std::size_t>(node)] = node;
    }
    auto gpuOf = [&](std::int32_t node) {
        const std::int32_t r = graph.resource(node);
        return r < layout.gpus ? r : (r - layout.gpus) / layout.gpus;  // a link: its sender
    };
    std::sort(order.begin(), order.end(), [&](std::int32_t a, std::int32_t b) {
        const T sa = sched.start[static_cast<std::size_t>(a)];
        const T sb = sched.start[static_cast<std::size_t>(b)];
        if (sa != sb) {
            return sa < sb;
        }
        const std::int32_t ga = gpuOf(a);
        const std::int32_t gb = gpuOf(b);
        return ga != gb ? ga < gb : a < b;
    });
    auto i16 = [](std::int32_t v) { return static_cast<std::int16_t>(v); };
    std::vector<PipelineOp> ops;
    ops.reserve(order.size());
    for (const std::int32_t node : order) {
        const typename PipelineGraph<T>::NodeInfo info = graph.info(node);
        const T start = sched.start[static_cast<std::size_t>(node)];
        const std::int32_t microbatch =
            info.kind == OpKind::Update ? 0
                                        : layout.globalMicrobatch(info.direction, info.microbatch);
        ops.push_back({info.kind, i16(info.from_gpu), i16(info.from_gpu), i16(info.to_gpu),
                       i16(info.stage), i16(layout.chunk_of[static_cast<std::size_t>(info.stage)]),
                       i16(microbatch), i16(info.direction), ticksToMs(start, ticks_per_ms),
                       ticksToMs(start + graph.duration(node), ticks_per_ms)});
    }
    if (graph.size() > kKeepScratchNodes) {
        order = {};
    }
    return ops;
}

// Everything after validation, in tick type T (see pipeline_sim.h for the choice).
template <class T>
void simulateInto(const PipelineConfig& config, const PipelineLayout& layout,
                  const PipelineTimes& times, PipelineDetail detail, ScheduleResult& r) {
    // Scratch reused across calls on this thread (see kKeepScratchNodes).
    thread_local PipelineGraph<T> tls_graph;
    thread_local ScheduleTimes<T> tls_sched;
    thread_local ScheduleTimes<T> tls_free_sched;
    PipelineGraph<T>& graph = tls_graph;
    ScheduleTimes<T>& sched = tls_sched;
    ScheduleTimes<T>& free_sched = tls_free_sched;
    graph.build(layout, times);
    schedulePipeline(graph, /*free_links=*/false, sched);
    if (!sched.ok) {
        r.reason = sched.reason;
        return;
    }
    const Tick per_ms = times.ticks_per_ms;
    r.runnable = true;
    r.detail = detail;
    r.makespan_ms = ticksToMs(sched.makespan, per_ms);
    r.gradient_ready_ms = ticksToMs(sched.gradient_ready, per_ms);
    r.forward_messages = graph.activationCount();
    r.backward_messages = graph.gradientCount();
    std::vector<T> busy(static_cast<std::size_t>(layout.gpus), 0);
    for (std::int32_t node = 0; node < graph.size() && graph.isCompute(node); ++node) {
        busy[static_cast<std::size_t>(graph.resource(node))] += graph.duration(node);
    }
    for (const T b : busy) {
        r.busy_ms.push_back(ticksToMs(b, per_ms));
        r.idle_ms.push_back(ticksToMs(sched.gradient_ready - b, per_ms));
    }
    const bool full = detail == PipelineDetail::Full;
    std::vector<GpuMemory> memory = pipelineMemory(config, graph, times, sched, full);
    for (const GpuMemory& m : memory) {
        r.peak_bytes.push_back(m.peak_bytes);
    }
    if (full) {
        r.free_link_makespan_ms = r.makespan_ms;
        if (times.link != 0) {
            schedulePipeline(graph, /*free_links=*/true, free_sched);
            r.free_link_makespan_ms = ticksToMs(free_sched.makespan, per_ms);
        }
        r.ops = opTimeline(graph, sched, per_ms);
        r.memory = std::move(memory);
    }
    if (graph.size() > kKeepScratchNodes) {
        graph.release();
        sched = {};
        free_sched = {};
    }
}

// Every field of PipelineConfig: a new field must be added here, or the memo in
// computePipeline() would return results for the old value.
static_assert(sizeof(PipelineConfig) == 112, "update samePipelineConfig for the new field");
bool samePipelineConfig(const PipelineConfig& a, const PipelineConfig& b) {
    return a.schedule == b.schedule && a.stages == b.stages && a.microbatches == b.microbatches &&
           a.chunks == b.chunks && a.forward_ms == b.forward_ms && a.backward_ms == b.backward_ms &&
           a.weight_grad_fraction == b.weight_grad_fraction && a.link_ms == b.link_ms &&
           a.update_ms == b.update_ms && a.layers_per_stage == b.layers_per_stage &&
           a.activation_bytes == b.activation_bytes &&
           a.last_stage_extra_bytes == b.last_stage_extra_bytes &&
           a.activation_message_bytes == b.activation_message_bytes &&
           a.gradient_message_bytes == b.gradient_message_bytes;
}

}  // namespace

const ScheduleResult* PipelineResults::find(Schedule schedule) const {
    for (const ScheduleResult& r : schedules) {
        if (r.schedule == schedule) {
            return &r;
        }
    }
    return nullptr;
}

ScheduleResult simulateSchedule(const PipelineConfig& config, Schedule schedule,
                                PipelineDetail detail) {
    ScheduleResult r;
    r.schedule = schedule;
    const Issues issues = scheduleIssues(config, schedule);
    if (!issues.empty()) {
        r.reason = formatIssues(issues);
        r.reason.pop_back();  // trailing newline
        return r;
    }
    r.op_count = pipelineOpCount(config, schedule);
    const PipelineLayout layout = pipelineLayout(config, schedule);
    const PipelineTimes times = pipelineTimes(config, layout.chunks);
    if (pipelineTimeBound(layout, times) < (Tick(1) << 62)) {
        simulateInto<std::int64_t>(config, layout, times, detail, r);
    } else {
        simulateInto<Tick>(config, layout, times, detail, r);
    }
    return r;
}

std::int64_t pipelineSimulationOps(const PipelineConfig& config) {
    std::int64_t ops = 0;
    for (Schedule s : kAllSchedules) {
        if (scheduleIssues(config, s).empty()) {
            ops += pipelineOpCount(config, s) * (s == config.schedule ? 2 : 1);
        }
    }
    return ops;
}

PipelineResults computePipeline(const PipelineConfig& config, Derivations* out) {
    // evaluate() runs on every slider tick and most sliders are not pipeline keys, so the
    // last simulation is kept per thread and reused while the pipeline configuration is
    // unchanged (exact field-by-field equality). The result is the same either way.
    thread_local bool cached = false;
    thread_local PipelineConfig cached_config;
    thread_local PipelineResults cached_results;
    if (!cached || !samePipelineConfig(config, cached_config)) {
        cached = false;
        cached_results = PipelineResults{};
        PipelineResults& r = cached_results;
        r.configured = simulateSchedule(config, config.schedule, PipelineDetail::Full);
        for (Schedule s : kAllSchedules) {
            if (s == config.schedule) {
                ScheduleResult summary = r.configured;
                summary.detail = PipelineDetail::Summary;
                summary.free_link_makespan_ms = 0;
                summary.ops.clear();
                summary.memory.clear();
                r.schedules.push_back(std::move(summary));
            } else {
                r.schedules.push_back(simulateSchedule(config, s, PipelineDetail::Summary));
            }
        }
        r.formulas = pipelineFormulas(config, nullptr);
        cached_config = config;
        cached = true;
    }
    // Kept whatever its size: at the op limit a simulation takes seconds and the copy tens of
    // milliseconds, so a non-pipeline slider on a deep pipeline must not re-simulate. The price
    // is one timeline per evaluating thread (at most about 150 MB at kMaxPipelineOps).
    PipelineResults r = cached_results;
    if (out == nullptr) {
        return r;
    }
    pipelineFormulas(config, out);
    if (r.configured.runnable && !r.configured.idle_ms.empty()) {
        const ScheduleResult& c = r.configured;
        out->push_back({"pipeline.idle_ms", "", "idle = T_gradients_ready - compute on the GPU",
                        fmt(c.gradient_ready_ms, 8) + " - " + fmt(c.busy_ms[0], 8), c.idle_ms[0],
                        "ms"});
        setTitle(out->back(), QT_TRANSLATE_NOOP("Derivation", "Idle per GPU (GPU 0, %1)"),
                 {toString(config.schedule)});
        out->push_back(
            {"pipeline.makespan_ms", "", "T = T_gradients_ready + t_update (event simulation)",
             fmt(c.gradient_ready_ms, 8) + " + " + fmt(config.update_ms), c.makespan_ms, "ms"});
        setTitle(out->back(), QT_TRANSLATE_NOOP("Derivation", "Pipeline step (%1)"),
                 {toString(config.schedule)});
    }
    return r;
}

}  // namespace stepbudget
