#include "model/pipeline/pipeline.h"
#include "model/base/tr_noop.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <exception>
#include <functional>
#include <iterator>
#include <mutex>
#include <thread>

#include "model/base/text_concat.h"
#include "model/pipeline/pipeline_formulas.h"
#include "model/pipeline/pipeline_memory.h"
#include "model/pipeline/pipeline_rules.h"
#include "model/pipeline/pipeline_sim.h"

namespace stepbudget {
namespace {

// One op of the timeline before its times are converted: what PipelineOp needs, in 24 bytes.
template <class T>
struct TimelineEntry {
    T start;
    std::int32_t node;  // the final tie-break (pipeline node id)
    std::int16_t stage;
    std::int16_t microbatch;  // global
    std::int16_t to_gpu;
    OpKind kind;
    std::int8_t direction;
};

// Merges the GPUs' sorted runs ([run_begin[g], run_begin[g + 1])) into `sink` in (start,
// GPU) order with a tournament (loser) tree: one comparison per level for each op, against a
// binary heap's two. K holds start << gpu_bits | GPU for every start below the time bound.
template <class K, class T, class Sink>
void mergeTimeline(const PipelineLayout& layout, const PipelineTimes& times,
                   const std::vector<TimelineEntry<T>*>& run_begin, int gpu_bits, Sink&& sink) {
    std::size_t leaves = std::size_t(1) << gpu_bits;
    const K gpu_mask = (K(1) << gpu_bits) - 1;
    const K done = ~K(0);  // an exhausted run's head: after every real key
    std::vector<const TimelineEntry<T>*> cursor(leaves, nullptr);
    std::vector<const TimelineEntry<T>*> run_end(leaves, nullptr);
    auto keyOf = [&](std::size_t g) {
        return cursor[g] != run_end[g] ? (K(cursor[g]->start) << gpu_bits) | K(g) : done;
    };
    // tree[1 .. leaves-1] hold the losers' keys of their matches, tree[0] the overall winner.
    std::vector<K> tree(leaves, done);
    {
        std::vector<K> winner(2 * leaves, done);
        for (std::size_t g = 0; g < static_cast<std::size_t>(layout.gpus); ++g) {
            cursor[g] = run_begin[g];
            run_end[g] = run_begin[g + 1];
            winner[leaves + g] = keyOf(g);
        }
        for (std::size_t n = leaves - 1; n >= 1; --n) {
            winner[n] = std::min(winner[2 * n], winner[2 * n + 1]);
            tree[n] = std::max(winner[2 * n], winner[2 * n + 1]);
        }
        tree[0] = winner[1];
    }
    // Durations by stage and kind, as the schedule used them.
    std::vector<T> dur(static_cast<std::size_t>(layout.stages) * 4);
    for (std::int32_t j = 0; j < layout.stages; ++j) {
        const ChunkTimes& ct =
            times.chunks[static_cast<std::size_t>(layout.chunk_of[static_cast<std::size_t>(j)])];
        T* dj = &dur[static_cast<std::size_t>(j) * 4];
        dj[int(OpKind::Forward)] = static_cast<T>(ct.forward);
        dj[int(OpKind::Backward)] = static_cast<T>(ct.backward);
        dj[int(OpKind::InputGrad)] = static_cast<T>(ct.input_grad);
        dj[int(OpKind::WeightGrad)] = static_cast<T>(ct.weight_grad);
    }
    const T link = static_cast<T>(times.link);
    const T update = static_cast<T>(times.update);
    TicksToMs toMs(times.ticks_per_ms);
    auto i16 = [](std::int32_t v) { return static_cast<std::int16_t>(v); };
    for (K w = tree[0]; w != done; w = tree[0]) {
        const auto g = static_cast<std::size_t>(w & gpu_mask);
        const TimelineEntry<T>& e = *cursor[g]++;
        // The runs are read in turn, more streams than the hardware prefetcher follows.
        __builtin_prefetch(cursor[g] + 8);
        K k = keyOf(g);
        for (std::size_t n = (g + leaves) / 2; n >= 1; n /= 2) {
            const K loser = tree[n];
            tree[n] = std::max(loser, k);
            k = std::min(loser, k);
        }
        tree[0] = k;
        const T duration = e.kind == OpKind::Update ? update
                           : isTransferKind(e.kind)
                               ? link
                               : dur[static_cast<std::size_t>(e.stage) * 4 + int(e.kind)];
        const std::int16_t gpu = i16(static_cast<std::int32_t>(g));
        sink(PipelineOp{e.kind, gpu, gpu, e.to_gpu, e.stage,
                        i16(layout.chunk_of[static_cast<std::size_t>(e.stage)]), e.microbatch,
                        e.direction, toMs(e.start), toMs(e.start + duration)});
    }
}

// The op timeline, ordered by exact start, then GPU (a transfer's sender), then node id. Each
// GPU's ops are listed in execution order with every transfer after the op that sends it,
// which is nearly sorted; the GPUs' sorted runs are then merged.
template <class T, class Sink>
void opTimelineTo(const PipelineLayout& layout, const PipelineTimes& times,
                  const ScheduleTimes<T>& sched, Sink&& sink) {
    const PipelineNodeIds ids(layout);
    const T* start = sched.start.data();
    // Per-thread scratch whose size only grows (zero-filled once); see kKeepScratchNodes.
    thread_local std::vector<TimelineEntry<T>> tls_entries;
    std::vector<TimelineEntry<T>>& entries = tls_entries;
    thread_local std::vector<TimelineEntry<T>> tls_merged;
    std::vector<TimelineEntry<T>>& merged = tls_merged;
    if (entries.size() < static_cast<std::size_t>(ids.size())) {
        entries.resize(static_cast<std::size_t>(ids.size()));
    }
    TimelineEntry<T>* const first = entries.data();
    TimelineEntry<T>* out = first;
    std::vector<TimelineEntry<T>*> run_begin(static_cast<std::size_t>(layout.gpus) + 1);
    const std::int32_t last = layout.stages - 1;
    auto i16 = [](std::int32_t v) { return static_cast<std::int16_t>(v); };
    auto byStartThenNode = [](const TimelineEntry<T>& a, const TimelineEntry<T>& b) {
        return a.start != b.start ? a.start < b.start : a.node < b.node;
    };
    for (std::int32_t g = 0; g < layout.gpus; ++g) {
        TimelineEntry<T>* const gpu_begin = out;
        run_begin[static_cast<std::size_t>(g)] = gpu_begin;
        for (const Lane& lane : layout.lanes) {
            if (lane.gpu != g) {
                continue;
            }
            TimelineEntry<T>* const lane_begin = out;
            const std::int32_t d = lane.direction;
            for (const OrderItem& it : lane.items) {
                const int slot = slotOf(it.kind);
                const std::int32_t node = ids.compute(d, it.stage, it.microbatch, slot);
                const std::int16_t mb = i16(layout.globalMicrobatch(d, it.microbatch));
                *out++ = {start[node], node, i16(it.stage), mb, i16(g), it.kind, std::int8_t(d)};
                if (slot == 0 && it.stage < last) {
                    const std::int32_t a = ids.activation(d, it.stage, it.microbatch);
                    *out++ = {start[a],
                              a,
                              i16(it.stage),
                              mb,
                              i16(layout.gpuOf(d, it.stage + 1)),
                              OpKind::Activation,
                              std::int8_t(d)};
                } else if (slot == 1 && it.stage > 0) {
                    const std::int32_t x = ids.gradient(d, it.stage - 1, it.microbatch);
                    *out++ = {start[x],
                              x,
                              i16(it.stage - 1),
                              mb,
                              i16(layout.gpuOf(d, it.stage - 1)),
                              OpKind::Gradient,
                              std::int8_t(d)};
                }
            }
            if (lane_begin == gpu_begin) {
                *out++ = {start[ids.update(g)], ids.update(g), 0, 0, i16(g), OpKind::Update, 0};
            }
            sortNearlySorted(lane_begin, out, byStartThenNode);
            mergeRuns(gpu_begin, lane_begin, out, merged, byStartThenNode);
        }
    }
    run_begin[static_cast<std::size_t>(layout.gpus)] = out;
    // (start, GPU) as one unsigned number with the GPU in the low bits, so the merge compares
    // one number per level and min / max replace its branches; 128-bit only when the times
    // leave no room for the GPU in 64 bits.
    int gpu_bits = 0;
    while ((std::int32_t(1) << gpu_bits) < layout.gpus) {
        ++gpu_bits;
    }
    if (pipelineTimeBound(layout, times) < (Tick(1) << (63 - gpu_bits))) {
        mergeTimeline<std::uint64_t>(layout, times, run_begin, gpu_bits, sink);
    } else {
        mergeTimeline<UTick>(layout, times, run_begin, gpu_bits, sink);
    }
    if (ids.size() > kKeepScratchNodes) {
        releaseStorage(entries);
        releaseStorage(merged);
    }
}

template <class T>
std::vector<PipelineOp> opTimeline(const PipelineLayout& layout, const PipelineTimes& times,
                                   const ScheduleTimes<T>& sched) {
    std::vector<PipelineOp> ops;
    ops.reserve(static_cast<std::size_t>(PipelineNodeIds(layout).size()));
    opTimelineTo(layout, times, sched, [&ops](const PipelineOp& op) { ops.push_back(op); });
    return ops;
}

// Everything after validation, in tick type T (see pipeline_sim.h for the choice).
template <class T>
void simulateInto(const PipelineConfig& config, const PipelineLayout& layout,
                  const PipelineTimes& times, PipelineDetail detail, bool force_list,
                  const ScheduleSinks* sinks, ScheduleResult& r) {
    // Scratch reused across calls on this thread (see kKeepScratchNodes).
    thread_local ScheduleTimes<T> tls_sched;
    thread_local ScheduleTimes<T> tls_free_sched;
    ScheduleTimes<T>& sched = tls_sched;
    ScheduleTimes<T>& free_sched = tls_free_sched;
    schedulePipeline(layout, times, /*free_links=*/false, sched, force_list);
    if (!sched.ok) {
        r.reason = sched.reason;
        return;
    }
    const Tick per_ms = times.ticks_per_ms;
    r.runnable = true;
    r.detail = detail;
    r.makespan_ms = ticksToMs(sched.makespan, per_ms);
    r.gradient_ready_ms = ticksToMs(sched.gradient_ready, per_ms);
    const std::int64_t boundary_messages =
        std::int64_t(layout.directions) * (layout.stages - 1) * layout.microbatches;
    r.forward_messages = boundary_messages;
    r.backward_messages = boundary_messages;
    // Busy time per GPU: every micro-batch's F and B (X + W) on each stage the GPU holds.
    std::vector<T> busy(static_cast<std::size_t>(layout.gpus), 0);
    for (std::int32_t d = 0; d < layout.directions; ++d) {
        for (std::int32_t j = 0; j < layout.stages; ++j) {
            const ChunkTimes& ct =
                times
                    .chunks[static_cast<std::size_t>(layout.chunk_of[static_cast<std::size_t>(j)])];
            const T per_microbatch =
                layout.split ? static_cast<T>(ct.forward + ct.input_grad + ct.weight_grad)
                             : static_cast<T>(ct.forward + ct.backward);
            busy[static_cast<std::size_t>(layout.gpuOf(d, j))] +=
                per_microbatch * layout.microbatches;
        }
    }
    for (const T b : busy) {
        r.busy_ms.push_back(ticksToMs(b, per_ms));
        r.idle_ms.push_back(ticksToMs(sched.gradient_ready - b, per_ms));
    }
    const bool full = detail == PipelineDetail::Full;
    const bool large = PipelineNodeIds(layout).size() > kKeepScratchNodes;
    if (full) {
        r.free_link_makespan_ms = r.makespan_ms;
        if (times.link != 0) {
            schedulePipeline(layout, times, /*free_links=*/true, free_sched, force_list);
            r.free_link_makespan_ms = ticksToMs(free_sched.makespan, per_ms);
            if (large) {
                free_sched = {};  // only its makespan is kept
            }
        }
    }
    // In full detail the timeline comes before the memory steps: its scratch (24 B per op) is
    // released before the steps are built, which lowers the peak at the op limit by ~45 MB.
    // Streamed: the peaks first (the head needs them), the steps one GPU at a time at the end.
    const bool streamed = full && sinks != nullptr;
    if (full && !streamed) {
        r.ops = opTimeline(layout, times, sched);
    }
    std::vector<GpuMemory> memory = pipelineMemory(config, layout, times, sched, full && !streamed);
    for (const GpuMemory& m : memory) {
        r.peak_bytes.push_back(m.peak_bytes);
    }
    if (streamed) {
        sinks->head(r);
        opTimelineTo(layout, times, sched, sinks->op);
        pipelineMemoryEach(config, layout, times, sched, true,
                           [sinks](GpuMemory&& m) { sinks->memory(m); });
    } else if (full) {
        r.memory = std::move(memory);
    }
    if (large) {
        sched = {};
        free_sched = {};
    }
}

ScheduleResult simulate(const PipelineConfig& config, Schedule schedule, PipelineDetail detail,
                        bool force_list, const ScheduleSinks* sinks = nullptr) {
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
        simulateInto<std::int64_t>(config, layout, times, detail, force_list, sinks, r);
    } else {
        simulateInto<Tick>(config, layout, times, detail, force_list, sinks, r);
    }
    return r;
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

std::atomic<int> g_pipeline_threads{1};

// The scope of the thread that called evaluate() (PipelineRunScope), or null.
thread_local PipelineRunControl* t_run_control = nullptr;

// A schedule's share of the run's progress: its op count, a full simulation counted twice
// (the timeline and memory steps cost about as much again as the sweep).
std::int64_t progressOps(const PipelineConfig& config, Schedule s) {
    return scheduleIssues(config, s).empty()
               ? pipelineOpCount(config, s) * (s == config.schedule ? 2 : 1)
               : 0;
}

// One helper thread, started on first use and kept (its per-thread scratch stays warm, see
// kKeepScratchNodes): runs one job at a time while the caller runs its own share.
class HelperThread {
public:
    static HelperThread& instance() {
        static HelperThread* helper = new HelperThread;  // never destroyed: blocked at exit
        return *helper;
    }
    void start(std::function<void()> job) {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_job = std::move(job);
        m_error = nullptr;
        m_pending = true;
        m_wake.notify_one();
    }
    // Waits for the job and rethrows what it threw (out of memory).
    void wait() {
        std::unique_lock<std::mutex> lock(m_mutex);
        m_done.wait(lock, [this] { return !m_pending; });
        if (m_error) {
            std::rethrow_exception(m_error);
        }
    }

private:
    HelperThread() {
        std::thread([this] { loop(); }).detach();
    }
    void loop() {
        for (;;) {
            std::function<void()> job;
            {
                std::unique_lock<std::mutex> lock(m_mutex);
                m_wake.wait(lock, [this] { return m_pending && m_job; });
                job = std::move(m_job);
                m_job = nullptr;
            }
            std::exception_ptr error;
            try {
                job();
            } catch (...) {
                error = std::current_exception();
            }
            std::lock_guard<std::mutex> lock(m_mutex);
            m_error = error;
            m_pending = false;
            m_done.notify_all();
        }
    }
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::condition_variable m_done;
    std::function<void()> m_job;
    std::exception_ptr m_error;
    bool m_pending = false;
};

// The configured schedule in full, into r.configured, and its summary as r.schedules' only
// entry (computeConfiguredPipeline).
void simulateConfigured(const PipelineConfig& config, PipelineResults& r) {
    PipelineRunControl* const control = t_run_control;
    if (control != nullptr) {
        control->ops_total += progressOps(config, config.schedule);
        if (control->cancel.load()) {
            throw PipelineCancelled();
        }
    }
    r.configured = simulateSchedule(config, config.schedule, PipelineDetail::Full);
    if (control != nullptr) {
        control->ops_done += progressOps(config, config.schedule);
    }
    ScheduleResult summary = r.configured;
    summary.detail = PipelineDetail::Summary;
    summary.free_link_makespan_ms = 0;
    summary.ops.clear();
    summary.memory.clear();
    r.schedules.clear();
    r.schedules.push_back(std::move(summary));
}

// The configured schedule in full and the others summarised, into r.configured and
// r.schedules (kAllSchedules order). With two threads the schedules are taken largest first
// by estimated cost (ops; a full simulation counted as 3 summaries) by whichever thread is
// free.
void simulateAll(const PipelineConfig& config, PipelineResults& r) {
    constexpr std::size_t kCount = std::size(kAllSchedules);
    r.schedules.assign(kCount, ScheduleResult{});
    // Read once: the helper thread runs its share for this caller's scope.
    PipelineRunControl* const control = t_run_control;
    if (control != nullptr) {
        std::int64_t total = 0;
        for (Schedule s : kAllSchedules) {
            total += progressOps(config, s);
        }
        control->ops_total += total;
    }
    auto run = [&](std::size_t k) {
        const Schedule s = kAllSchedules[k];
        if (control != nullptr && control->cancel.load()) {
            throw PipelineCancelled();
        }
        if (s == config.schedule) {
            r.configured = simulateSchedule(config, s, PipelineDetail::Full);
        } else {
            r.schedules[k] = simulateSchedule(config, s, PipelineDetail::Summary);
        }
        if (control != nullptr) {
            control->ops_done += progressOps(config, s);
        }
    };
    const bool parallel =
        g_pipeline_threads.load() > 1 && pipelineSimulationOps(config) > kParallelPipelineOps;
    if (!parallel) {
        for (std::size_t k = 0; k < kCount; ++k) {
            run(k);
        }
    } else {
        std::int64_t cost[kCount];
        std::size_t order[kCount];
        for (std::size_t k = 0; k < kCount; ++k) {
            const Schedule s = kAllSchedules[k];
            const bool runnable = scheduleIssues(config, s).empty();
            cost[k] = runnable ? pipelineOpCount(config, s) * (s == config.schedule ? 3 : 1) : 0;
            order[k] = k;
        }
        std::sort(order, order + kCount, [&](std::size_t a, std::size_t b) {
            return cost[a] != cost[b] ? cost[a] > cost[b] : a < b;
        });
        // Each thread takes the next-largest schedule when it is free (list scheduling,
        // largest first): the split follows the real run times rather than the estimate, so
        // a full simulation costing 4-6 summaries instead of 3 (docs/performance.md) does
        // not leave one core idle. Results land by index: which thread ran what never
        // changes them.
        std::atomic<std::size_t> next{0};
        auto take = [&] {
            for (std::size_t i = next++; i < kCount; i = next++) {
                run(order[i]);
            }
        };
        HelperThread& thread = HelperThread::instance();
        thread.start(take);
        std::exception_ptr error;
        try {
            take();
        } catch (...) {
            next = kCount;  // the helper stops after its current schedule
            error = std::current_exception();
        }
        thread.wait();  // before `r` can go: the helper writes into it
        if (error) {
            std::rethrow_exception(error);
        }
    }
    for (std::size_t k = 0; k < kCount; ++k) {
        if (kAllSchedules[k] == config.schedule) {
            ScheduleResult summary = r.configured;
            summary.detail = PipelineDetail::Summary;
            summary.free_link_makespan_ms = 0;
            summary.ops.clear();
            summary.memory.clear();
            r.schedules[k] = std::move(summary);
        }
    }
}

}  // namespace

PipelineRunScope::PipelineRunScope(PipelineRunControl* control) : m_previous(t_run_control) {
    t_run_control = control;
}

PipelineRunScope::~PipelineRunScope() {
    t_run_control = m_previous;
}

void setPipelineThreads(int threads) {
    g_pipeline_threads.store(std::max(1, threads));
}

int pipelineThreads() {
    return g_pipeline_threads.load();
}

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
    return simulate(config, schedule, detail, /*force_list=*/false);
}

ScheduleResult streamSchedule(const PipelineConfig& config, Schedule schedule,
                              const ScheduleSinks& sinks) {
    return simulate(config, schedule, PipelineDetail::Full, /*force_list=*/false, &sinks);
}

ScheduleResult simulateScheduleByListScheduler(const PipelineConfig& config, Schedule schedule,
                                               PipelineDetail detail) {
    return simulate(config, schedule, detail, /*force_list=*/true);
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

namespace {

// evaluate() runs on every slider tick and most sliders are not pipeline keys, so the last
// simulation of all six schedules is kept per thread and reused while the pipeline
// configuration is unchanged (exact field-by-field equality). The result is the same either
// way.
struct PipelineMemo {
    bool cached = false;
    PipelineConfig config;
    PipelineResults results;
};
PipelineMemo& pipelineMemo() {
    thread_local PipelineMemo memo;
    return memo;
}

// The section's derivations: the formulas and the configured schedule's idle and makespan.
PipelineResults withDerivations(PipelineResults r, const PipelineConfig& config, Derivations* out);

}  // namespace

PipelineResults computePipeline(const PipelineConfig& config, Derivations* out) {
    PipelineMemo& memo = pipelineMemo();
    if (!memo.cached || !samePipelineConfig(config, memo.config)) {
        memo.cached = false;
        memo.results = PipelineResults{};
        PipelineResults& r = memo.results;
        simulateAll(config, r);
        r.formulas = pipelineFormulas(config, nullptr);
        memo.config = config;
        memo.cached = true;
    }
    // Kept whatever its size: at the op limit a simulation takes seconds, so a non-pipeline
    // slider on a deep pipeline must not re-simulate. The timeline and memory strips are
    // shared with the copy (SharedVector), so the copy is cheap and the memo holds no second
    // buffer beside the results handed out.
    return withDerivations(memo.results, config, out);
}

PipelineResults computeConfiguredPipeline(const PipelineConfig& config, Derivations* out) {
    const PipelineMemo& memo = pipelineMemo();
    if (memo.cached && samePipelineConfig(config, memo.config)) {
        return withDerivations(memo.results, config, out);
    }
    // Not kept in the memo: it holds all six schedules.
    PipelineResults r;
    simulateConfigured(config, r);
    r.formulas = pipelineFormulas(config, nullptr);
    return withDerivations(std::move(r), config, out);
}

namespace {

PipelineResults withDerivations(PipelineResults r, const PipelineConfig& config, Derivations* out) {
    if (out == nullptr) {
        return r;
    }
    pipelineFormulas(config, out);
    if (r.configured.runnable && !r.configured.idle_ms.empty()) {
        const ScheduleResult& c = r.configured;
        out->push_back({"pipeline.idle_ms", "", "idle = T_gradients_ready - compute on the GPU",
                        concat(fmt(c.gradient_ready_ms, 8), " - ", fmt(c.busy_ms[0], 8)),
                        c.idle_ms[0], "ms"});
        setTitle(out->back(), QT_TRANSLATE_NOOP("Derivation", "Idle per GPU (GPU 0, %1)"),
                 {toString(config.schedule)});
        out->push_back({"pipeline.makespan_ms", "",
                        "T = T_gradients_ready + t_update (event simulation)",
                        concat(fmt(c.gradient_ready_ms, 8), " + ", fmt(config.update_ms)),
                        c.makespan_ms, "ms"});
        setTitle(out->back(), QT_TRANSLATE_NOOP("Derivation", "Pipeline step (%1)"),
                 {toString(config.schedule)});
    }
    return r;
}

}  // namespace

}  // namespace stepbudget
