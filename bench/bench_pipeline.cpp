// Pipeline simulator benchmarks (targets: interleaved p=8 m=64 v=2 <= 2 ms, 1F1B
// p=32 m=256 <= 50 ms), every schedule at three sizes, the growth with op count, and the
// cost evaluate() pays on every slider tick.
#include <benchmark/benchmark.h>

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
    PipelineConfig c[2];
    c[1].update_ms = 2;
    int k = 0;
    for (auto _ : state) {
        PipelineResults r = computePipeline(c[k ^= 1], nullptr);
        benchmark::DoNotOptimize(r.configured.makespan_ms);
    }
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
