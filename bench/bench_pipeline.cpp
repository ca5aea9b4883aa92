// Pipeline simulator benchmarks (targets: interleaved p=8 m=64 v=2 <= 2 ms, 1F1B
// p=32 m=256 <= 50 ms), every schedule at three sizes, the growth with op count, and the
// cost evaluate() pays on every slider tick.
#include <benchmark/benchmark.h>

#include <string>

#include "model/evaluate/evaluate.h"
#include "model/pipeline/pipeline.h"
#include "model/pipeline/pipeline_rules.h"

using namespace stepbudget;

namespace {

PipelineConfig config(std::int64_t stages, std::int64_t microbatches) {
    PipelineConfig c;  // the book's times: 10 / 20 ms, 1 ms links and update, v = 2
    c.stages = stages;
    c.microbatches = microbatches;
    return c;
}

void simulate(benchmark::State& state, Schedule schedule, std::int64_t stages,
              std::int64_t microbatches, PipelineDetail detail) {
    const PipelineConfig c = config(stages, microbatches);
    for (auto _ : state) {
        ScheduleResult r = simulateSchedule(c, schedule, detail);
        benchmark::DoNotOptimize(r.makespan_ms);
    }
    state.counters["ops"] = static_cast<double>(pipelineOpCount(c, schedule));
}

// The two named targets, full detail (op timeline + memory steps) and summary.
void BM_Interleaved_p8_m64_v2(benchmark::State& state) {
    simulate(state, Schedule::Interleaved, 8, 64, static_cast<PipelineDetail>(state.range(0)));
}
BENCHMARK(BM_Interleaved_p8_m64_v2)->Arg(1)->Arg(0)->ArgName("full")->Unit(benchmark::kMicrosecond);

void BM_OneFOneB_p32_m256(benchmark::State& state) {
    simulate(state, Schedule::OneFOneB, 32, 256, static_cast<PipelineDetail>(state.range(0)));
}
BENCHMARK(BM_OneFOneB_p32_m256)->Arg(1)->Arg(0)->ArgName("full")->Unit(benchmark::kMillisecond);

// Every schedule at small (book, p=4 m=8), medium (p=8 m=64) and large (p=32 m=256), full.
void BM_Schedule(benchmark::State& state) {
    const auto schedule = static_cast<Schedule>(state.range(0));
    state.SetLabel(toString(schedule));
    simulate(state, schedule, state.range(1), state.range(2), PipelineDetail::Full);
}
void scheduleSizes(benchmark::internal::Benchmark* b) {
    b->ArgNames({"schedule", "p", "m"});
    for (const Schedule s : kAllSchedules) {
        for (const auto& [p, m] : {std::pair{4, 8}, std::pair{8, 64}, std::pair{32, 256}}) {
            b->Args({static_cast<std::int64_t>(s), p, m});
        }
    }
}
BENCHMARK(BM_Schedule)->Apply(scheduleSizes)->Unit(benchmark::kMicrosecond);

// Growth with op count: 1F1B at p = 32, m = 32 ... 1024 (ops grow linearly in m).
void BM_OneFOneB_growth(benchmark::State& state) {
    const PipelineConfig c = config(32, state.range(0));
    for (auto _ : state) {
        ScheduleResult r = simulateSchedule(c, Schedule::OneFOneB, PipelineDetail::Full);
        benchmark::DoNotOptimize(r.makespan_ms);
    }
    state.SetComplexityN(pipelineOpCount(c, Schedule::OneFOneB));
}
BENCHMARK(BM_OneFOneB_growth)
    ->RangeMultiplier(2)
    ->Range(32, 1024)
    ->Complexity()
    ->Unit(benchmark::kMillisecond);

// Growth with op count for every schedule: p = 16, m = 16 ... 1024, full detail.
// scripts/bench-growth fits log(time) against log(ops) per schedule and prints the exponent.
void BM_ScheduleGrowth(benchmark::State& state) {
    const auto schedule = static_cast<Schedule>(state.range(0));
    state.SetLabel(toString(schedule));
    simulate(state, schedule, 16, state.range(1), PipelineDetail::Full);
}
void growthSizes(benchmark::internal::Benchmark* b) {
    b->ArgNames({"schedule", "m"});
    for (const Schedule s : kAllSchedules) {
        for (std::int64_t m = 16; m <= 1024; m *= 2) {
            b->Args({static_cast<std::int64_t>(s), m});
        }
    }
}
BENCHMARK(BM_ScheduleGrowth)->Apply(growthSizes)->Unit(benchmark::kMillisecond);

// Cost per op at the slider ends (p = 64, m = 1024, every schedule; v = 2), summary (makespan,
// idle, peaks: what evaluate() needs of the five other schedules) and full detail (timeline,
// memory steps, free-link makespan). time_per_op = CPU time / op_count (printed with an SI
// prefix: 15n = 15 ns); simulateSchedule() keeps no memo, so every iteration simulates.
void BM_NsPerOp(benchmark::State& state) {
    const auto schedule = static_cast<Schedule>(state.range(0));
    const auto detail = static_cast<PipelineDetail>(state.range(1));
    state.SetLabel(std::string(toString(schedule)) +
                   (detail == PipelineDetail::Full ? " full" : " summary"));
    simulate(state, schedule, 64, 1024, detail);
    const double ops = static_cast<double>(pipelineOpCount(config(64, 1024), schedule));
    state.counters["time_per_op"] = benchmark::Counter(
        ops, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
void nsPerOpCases(benchmark::internal::Benchmark* b) {
    b->ArgNames({"schedule", "full"});
    for (const Schedule s : kAllSchedules) {
        b->Args({static_cast<std::int64_t>(s), 0});
        b->Args({static_cast<std::int64_t>(s), 1});
    }
}
BENCHMARK(BM_NsPerOp)->Apply(nsPerOpCases)->Unit(benchmark::kMillisecond);

// Growth from 10^3 to 10^6 ops: interleaved v = 8 (the only schedule that reaches a million
// ops within the slider ranges), p and m growing together, summary and full.
// scripts/bench-growth fits the exponent of CPU time against ops per label.
void BM_GrowthToMillion(benchmark::State& state) {
    PipelineConfig c = config(state.range(0), state.range(1));
    c.chunks = 8;
    c.layers_per_stage = 16;
    const auto detail = static_cast<PipelineDetail>(state.range(2));
    state.SetLabel(detail == PipelineDetail::Full ? "interleaved-v8 full"
                                                  : "interleaved-v8 summary");
    for (auto _ : state) {
        ScheduleResult r = simulateSchedule(c, Schedule::Interleaved, detail);
        benchmark::DoNotOptimize(r.makespan_ms);
    }
    state.counters["ops"] = static_cast<double>(pipelineOpCount(c, Schedule::Interleaved));
}
void millionSizes(benchmark::internal::Benchmark* b) {
    b->ArgNames({"p", "m", "full"});
    for (const std::int64_t full : {0, 1}) {
        for (const auto& [p, m] :
             {std::pair{4, 8}, std::pair{8, 16}, std::pair{8, 64}, std::pair{16, 64},
              std::pair{16, 256}, std::pair{32, 256}, std::pair{32, 512}, std::pair{64, 512}}) {
            b->Args({p, m, full});
        }
    }
}
BENCHMARK(BM_GrowthToMillion)->Apply(millionSizes)->Unit(benchmark::kMillisecond);

// computePipeline() with update_ms alternating between two values, so the per-thread memo
// never hits and every call simulates all six schedules (the configured 1F1B in full).
void computeAlternating(benchmark::State& state, const PipelineConfig& base) {
    PipelineConfig c[2] = {base, base};
    c[1].update_ms = base.update_ms + 1;
    int k = 0;
    for (auto _ : state) {
        PipelineResults r = computePipeline(c[k ^= 1], nullptr);
        benchmark::DoNotOptimize(r.configured.makespan_ms);
    }
}

// All six schedules at the slider ends (p = 64, m = 1024): what a pipeline slider there costs.
void BM_SixSchedulesAtSliderEnds(benchmark::State& state) {
    computeAlternating(state, config(64, 1024));
}
BENCHMARK(BM_SixSchedulesAtSliderEnds)->Unit(benchmark::kMillisecond);

// What a slider tick pays: the pipeline section alone and the whole evaluate(), default
// scenario (configured 1F1B in full + six summaries). computePipeline() reuses its last result
// while pipeline.* is unchanged (any non-pipeline slider); "uncached" alternates two
// configurations so every call simulates (dragging a pipeline slider).
void BM_ComputePipeline_default(benchmark::State& state) {
    const PipelineConfig c;
    for (auto _ : state) {
        PipelineResults r = computePipeline(c, nullptr);
        benchmark::DoNotOptimize(r.configured.makespan_ms);
    }
}
BENCHMARK(BM_ComputePipeline_default)->Unit(benchmark::kMicrosecond);

void BM_ComputePipeline_uncached(benchmark::State& state) {
    computeAlternating(state, PipelineConfig{});
}
BENCHMARK(BM_ComputePipeline_uncached)->Unit(benchmark::kMicrosecond);

void BM_Evaluate_default(benchmark::State& state) {
    const Scenario s;
    for (auto _ : state) {
        Results r = evaluate(s);
        benchmark::DoNotOptimize(r.plan.step_time_s);
    }
}
BENCHMARK(BM_Evaluate_default)->Unit(benchmark::kMicrosecond);

void BM_Evaluate_pipeline_slider(benchmark::State& state) {
    Scenario s[2];
    s[1].pipeline.update_ms = 2;
    int k = 0;
    for (auto _ : state) {
        Results r = evaluate(s[k ^= 1]);
        benchmark::DoNotOptimize(r.plan.step_time_s);
    }
}
BENCHMARK(BM_Evaluate_pipeline_slider)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
