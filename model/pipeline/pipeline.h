// Pipeline schedules (book §10.3.2, worked-examples.md §3): an exact discrete-event simulation
// of fill-drain, 1F1B, interleaved 1F1B, ZB-H1, ZB-H2 and DualPipe under the rules of
// pipeline-event-model.md, with the closed-form bubble formulas beside it.
//
// Everything a Gantt chart and a memory strip need is in ScheduleResult: the op timeline
// (one PipelineOp per compute op, transfer and update) and, per GPU, the memory step function
// split into saved activations, send buffers and receive buffers.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <exception>
#include <functional>
#include <iterator>
#include <string>
#include <vector>

#include "model/base/derivation.h"
#include "model/base/scenario.h"
#include "model/base/shared_vector.h"
#include "model/pipeline/pipeline_orders.h"

namespace stepbudget {

inline constexpr Schedule kAllSchedules[] = {Schedule::FillDrain,   Schedule::OneFOneB,
                                             Schedule::Interleaved, Schedule::ZbH1,
                                             Schedule::ZbH2,        Schedule::DualPipe};

// One scheduled op. Compute ops and U have from_gpu = to_gpu = gpu; a transfer runs on the
// link from_gpu -> to_gpu and is listed under its sender (gpu = from_gpu). Indices are 16-bit
// (stages <= 64, chunks <= 8, micro-batches <= 1024) so up to 2 million ops stay compact.
struct PipelineOp {
    OpKind kind = OpKind::Forward;
    std::int16_t gpu = 0;
    std::int16_t from_gpu = 0;
    std::int16_t to_gpu = 0;
    std::int16_t stage = 0;       // virtual stage in its direction; A/G: the boundary's lower stage
    std::int16_t chunk = 0;       // interleaved model chunk of `stage`, else 0
    std::int16_t microbatch = 0;  // global id (DualPipe direction 1 numbers after direction 0)
    std::int16_t direction = 0;   // DualPipe: 0 enters at GPU 0, 1 enters at the last GPU
    double start_ms = 0;
    double end_ms = 0;
};

// One step of a GPU's memory: the bytes held from time_ms until the next point's time_ms.
// Saved activations are held from their F's start to their B's end (W's end when split); a
// send buffer from its producer's end to the transfer's end; a receive buffer from the
// transfer's start to its consumer's start (pipeline-event-model.md "Memory accounting").
struct MemoryPoint {
    double time_ms = 0;
    std::int64_t saved_bytes = 0;
    std::int64_t send_bytes = 0;
    std::int64_t receive_bytes = 0;

    std::int64_t totalBytes() const { return saved_bytes + send_bytes + receive_bytes; }
};

// A GPU's memory step function, stored compactly: per step its time (8 B) and, per layer, a
// 2-byte index into the distinct values that layer takes on the GPU (6 B), instead of a 32 B
// MemoryPoint. A layer takes few values (k micro-batches in flight times a chunk's bytes; a
// few buffers): at the op limit (p = 64, m = 1024, v = 7) the 2,339,310 steps take 33 MB
// instead of 75 MB. A layer with more than 65,535 values turns the strip to full-width steps
// (24 B of layers). Reads give back each point exactly as pushed.
class MemorySteps {
public:
    // Reads a step by value (there is no MemoryPoint stored to refer to).
    class const_iterator {
    public:
        using iterator_category = std::input_iterator_tag;
        using value_type = MemoryPoint;
        using difference_type = std::ptrdiff_t;
        using reference = MemoryPoint;
        struct pointer {
            MemoryPoint point;
            const MemoryPoint* operator->() const { return &point; }
        };
        const_iterator(const MemorySteps* steps, std::size_t i) : m_steps(steps), m_i(i) {}
        MemoryPoint operator*() const { return (*m_steps)[m_i]; }
        pointer operator->() const { return {(*m_steps)[m_i]}; }
        const_iterator& operator++() {
            ++m_i;
            return *this;
        }
        const_iterator operator++(int) {
            const_iterator before = *this;
            ++m_i;
            return before;
        }
        bool operator==(const const_iterator& o) const { return m_i == o.m_i; }
        bool operator!=(const const_iterator& o) const { return m_i != o.m_i; }

    private:
        const MemorySteps* m_steps;
        std::size_t m_i;
    };
    using iterator = const_iterator;
    using value_type = MemoryPoint;

    std::size_t size() const { return m_time_ms.size(); }
    bool empty() const { return m_time_ms.empty(); }
    MemoryPoint operator[](std::size_t i) const {
        if (m_wide) {
            const Layers& l = m_layers[i];
            return {m_time_ms[i], l.bytes[0], l.bytes[1], l.bytes[2]};
        }
        const Index& x = m_index[i];
        return {m_time_ms[i], m_values[0][x.of[0]], m_values[1][x.of[1]], m_values[2][x.of[2]]};
    }
    MemoryPoint front() const { return (*this)[0]; }
    MemoryPoint back() const { return (*this)[size() - 1]; }
    const_iterator begin() const { return {this, 0}; }
    const_iterator end() const { return {this, size()}; }
    // Distinct values of `layer` (0 saved, 1 send, 2 receive) while indexed; 0 once wide.
    std::size_t valueCount(int layer) const {
        return m_wide ? 0 : m_values[static_cast<std::size_t>(layer)].size();
    }
    bool wide() const { return m_wide; }

    void reserve(std::size_t steps);
    void push_back(const MemoryPoint& point);
    // Replaces the last step (a builder folding several events at 0 ms into the first point).
    void setBack(const MemoryPoint& point);
    // Drops the lookup tables once the strip is complete (they are only needed to push).
    void finish();

private:
    struct Index {
        std::uint16_t of[3];
    };
    struct Layers {
        std::int64_t bytes[3];
    };
    // The step's three indices packed as 16-bit fields (saved lowest), or -1 when a layer is
    // full. Packed, they stay in registers (see the .cpp).
    std::int64_t indexOf(const MemoryPoint& point);
    static Index unpack(std::int64_t packed) {
        return {{static_cast<std::uint16_t>(packed), static_cast<std::uint16_t>(packed >> 16),
                 static_cast<std::uint16_t>(packed >> 32)}};
    }
    // The index of `bytes` among `layer`'s values, added when new; -1 when the layer is full
    // (kMaxLayerValues).
    int valueIndex(std::size_t layer, std::int64_t bytes);
    int insertValue(std::size_t layer, std::int64_t bytes);
    void widen();

    std::vector<double> m_time_ms;
    std::vector<Index> m_index;             // one per step, unless wide
    std::vector<std::int64_t> m_values[3];  // per layer, in order of first use
    std::vector<std::uint16_t> m_slots[3];  // open-addressing hash of m_values (index + 1)
    int m_slot_bits[3] = {0, 0, 0};         // log2 of m_slots[layer].size(); 0: no table
    std::int64_t m_last = 0;                // the last indices pushed (packed), and values
    std::int64_t m_last_bytes[3] = {0, 0, 0};
    bool m_has_last = false;
    bool m_wide = false;
    std::vector<Layers> m_layers;  // one per step once wide
};

struct GpuMemory {
    MemorySteps steps;  // starts at 0 ms, ends with a point back at 0 bytes
    std::int64_t peak_bytes = 0;
    double peak_ms = 0;  // first time the peak is reached
};

// How much of a simulation to keep: summaries (six per evaluate()) drop the op list, the
// memory steps and the zero-transfer counterfactual (a second simulation).
enum class PipelineDetail { Summary, Full };

struct ScheduleResult {
    Schedule schedule = Schedule::OneFOneB;
    bool runnable = false;
    std::string reason;  // why not runnable: the violated rule with its preset key path

    double makespan_ms = 0;            // end of the last update
    double gradient_ready_ms = 0;      // end of the last B / X / W anywhere
    double free_link_makespan_ms = 0;  // the same schedule with pipeline.link_ms = 0 (Full)
    // Per GPU. Idle = gradient-ready time - that GPU's useful compute (F, B, X, W; not U),
    // i.e. the time it waits before the synchronous optimizer step (worked-examples §3.2).
    std::vector<double> busy_ms;
    std::vector<double> idle_ms;
    std::vector<std::int64_t> peak_bytes;
    std::int64_t forward_messages = 0;   // A transfers
    std::int64_t backward_messages = 0;  // G transfers
    std::int64_t op_count = 0;
    PipelineDetail detail = PipelineDetail::Summary;
    // Full detail only: the zero-transfer counterfactual above, the timeline, the strips.
    // Shared, not copied, between the memo, the results and the views (shared_vector.h).
    SharedVector<PipelineOp> ops;  // sorted by start, then GPU
    SharedVector<GpuMemory> memory;
};

// Closed-form bubbles (worked-examples §3.1, §3.5) at stage-0 times: T_F = t_f, T_B = dX =
// (1 - fraction) t_b, T_W = fraction t_b.
struct PipelineFormulas {
    double ideal_makespan_ms = 0;            // (m + p - 1)(t_f + t_b)
    double ideal_utilisation = 0;            // m / (m + p - 1)
    double bubble_fraction = 0;              // (p - 1) / m
    double fill_drain_bubble_ms = 0;         // (p - 1)(t_f + t_b)
    double one_f_one_b_bubble_ms = 0;        // (p - 1)(T_F + T_B + T_W)
    double interleaved_bubble_fraction = 0;  // (1 / v)(p - 1) / m
    double interleaved_bubble_ms = 0;        // (1 / v)(p - 1)(t_f + t_b)
    double zb_h1_bubble_ms = 0;              // (p - 1)(T_F + T_B - T_W)
    double zb_h2_bubble_ms = 0;              // max(0, (p - 1)(T_F + T_B - 2 T_W))
    double dualpipe_bubble_ms = 0;           // max(0, (p/2 - 1)(F&B + B - 3W))
};

struct PipelineResults {
    bool example = false;  // pipeline.source = example: the typed inputs, not the plan's layout
    ScheduleResult configured;              // pipeline.schedule, full detail
    std::vector<ScheduleResult> schedules;  // all six in kAllSchedules order, summaries
    PipelineFormulas formulas;

    const ScheduleResult* find(Schedule schedule) const;
};

// Simulates `schedule` on `config`. Never throws and never hangs: a configuration the schedule
// cannot run (scheduleIssues) comes back with runnable = false and the rule in `reason`.
ScheduleResult simulateSchedule(const PipelineConfig& config, Schedule schedule,
                                PipelineDetail detail = PipelineDetail::Full);

// simulateSchedule() in full detail without holding its timeline and memory steps (the CLI's
// `schedule` at the op limit: ~150 MB of them). `head` gets the result without ops and
// memory (detail Full), then `op` every op in timeline order, then `memory` each GPU's strip
// in GPU order, one at a time. Returns what `head` saw; not runnable: nothing is streamed.
struct ScheduleSinks {
    std::function<void(const ScheduleResult&)> head;
    std::function<void(const PipelineOp&)> op;
    std::function<void(const GpuMemory&)> memory;
};
ScheduleResult streamSchedule(const PipelineConfig& config, Schedule schedule,
                              const ScheduleSinks& sinks);

// The same result from the event model's literal rule: a list scheduler with a priority queue
// over the whole op graph. Several times slower than simulateSchedule(), which it must always
// equal; the tests compare the two on random configurations.
ScheduleResult simulateScheduleByListScheduler(const PipelineConfig& config, Schedule schedule,
                                               PipelineDetail detail = PipelineDetail::Full);

// The pipeline section of evaluate(): the configured schedule in full, all six summarised,
// the formulas, and their derivations appended to `out`.
PipelineResults computePipeline(const PipelineConfig& config, Derivations* out = nullptr);
// The same with the configured schedule only (`schedules` holds its summary alone): what the
// plan's step and memory read, without the other five the Pipeline tab compares
// (EvaluateScope::Plan; the plan search's re-evaluation of its front). Same `configured`.
PipelineResults computeConfiguredPipeline(const PipelineConfig& config, Derivations* out = nullptr);

// Threads computePipeline() may use for one configuration (default 1; the GUI sets 2, "both
// cores may work"). With 2, a configuration of more than kParallelPipelineOps simulated ops
// hands about half of its schedules to one kept helper thread; results are identical.
void setPipelineThreads(int threads);
int pipelineThreads();
inline constexpr std::int64_t kParallelPipelineOps = 100'000;

// Progress and cancellation of the pipeline simulations an evaluate() runs on this thread (the
// GUI's worker: a simulation near the op limit takes a few hundred milliseconds). While a
// PipelineRunScope is alive, every computePipeline() on the thread adds the ops it is about to
// simulate to `ops_total` and each finished schedule's ops to `ops_done`, and checks `cancel`
// before each schedule: when set, it throws PipelineCancelled (the memo keeps nothing of the
// run). Without a scope nothing is counted and nothing throws.
struct PipelineRunControl {
    std::atomic<bool> cancel{false};
    std::atomic<std::int64_t> ops_done{0};
    std::atomic<std::int64_t> ops_total{0};
    // done / total in [0, 1]; 0 before anything was counted.
    double fraction() const {
        const std::int64_t total = ops_total.load();
        return total > 0 ? std::min(1.0, static_cast<double>(ops_done.load()) /
                                             static_cast<double>(total))
                         : 0.0;
    }
};

struct PipelineCancelled : std::exception {
    const char* what() const noexcept override { return "pipeline simulation cancelled"; }
};

class PipelineRunScope {
public:
    explicit PipelineRunScope(PipelineRunControl* control);
    ~PipelineRunScope();
    PipelineRunScope(const PipelineRunScope&) = delete;
    PipelineRunScope& operator=(const PipelineRunScope&) = delete;

private:
    PipelineRunControl* m_previous;
};

// The ops computePipeline() simulates for `config`: every runnable schedule once, the configured
// one a second time (the free-link counterfactual). Simulation time is about linear in it
// (docs/performance.md: 10-17 ns per op for a summary, 36-56 ns in full detail), so the GUI
// uses it to decide whether a recompute can run inside a frame or belongs on a worker thread.
std::int64_t pipelineSimulationOps(const PipelineConfig& config);

}  // namespace stepbudget
