// The failure/straggler model's hot paths: E[Z_(N)], which evaluate() integrates on
// every slider tick, and the async commit timeline. Each must stay a small part of the 200 µs
// evaluate() budget (bench_evaluate measures the whole).
// Run: build/bench/bench_failures --benchmark_repetitions=10
// --benchmark_report_aggregates_only=true
#include <benchmark/benchmark.h>

#include <fstream>
#include <sstream>
#include <string>

#include "model/checkpoint/async_checkpoint.h"
#include "model/checkpoint/checkpoint.h"
#include "model/checkpoint/interval.h"
#include "model/evaluate/evaluate.h"
#include "model/io/scenario_json.h"
#include "model/reliability/max_normal.h"
#include "model/reliability/straggler.h"

namespace {

using namespace stepbudget;

Scenario loadPreset(const char* name) {
    std::ifstream in(std::string(STEPBUDGET_PRESETS_DIR) + "/" + name);
    std::stringstream ss;
    ss << in.rdbuf();
    return scenarioFromJson(ss.str()).scenario;
}

void BM_ExpectedMaxStdNormal(benchmark::State& state) {
    const std::int64_t n = state.range(0);
    for (auto _ : state) {
        benchmark::DoNotOptimize(expectedMaxStdNormal(n));
    }
}
BENCHMARK(BM_ExpectedMaxStdNormal)
    ->Arg(48)
    ->Arg(16384)
    ->Arg(1000000)
    ->Unit(benchmark::kMicrosecond);

void BM_AsyncTimeline(benchmark::State& state) {
    AsyncCheckpointInput in;  // the book's 112 GB at 7 GB/s every 20 s
    in.captures = state.range(0);
    for (auto _ : state) {
        AsyncCheckpointResults r = simulateAsyncCheckpoint(in);
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_AsyncTimeline)->Arg(2)->Arg(1000)->Unit(benchmark::kMicrosecond);

// The straggler section alone, with its derivations and curves (grid already cached).
void BM_ComputeStraggler(benchmark::State& state) {
    const Scenario s = loadPreset("straggler.json");
    const Results base = evaluate(s);
    for (auto _ : state) {
        Derivations d;
        StragglerResults r = computeStraggler(s, base.plan, &d);
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_ComputeStraggler)->Unit(benchmark::kMicrosecond);

void BM_ComputeInterval(benchmark::State& state) {
    const Scenario s = loadPreset("checkpoint-interval-1024.json");
    const Results base = evaluate(s);
    for (auto _ : state) {
        Derivations d;
        IntervalResults r = computeInterval(s, base.checkpoint, &d);
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_ComputeInterval)->Unit(benchmark::kMicrosecond);

void BM_EvaluateFailurePreset(benchmark::State& state, const char* name) {
    const Scenario s = loadPreset(name);
    for (auto _ : state) {
        Results r = evaluate(s);
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK_CAPTURE(BM_EvaluateFailurePreset, straggler, "straggler.json")
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_EvaluateFailurePreset, async, "async-checkpoint.json")
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_EvaluateFailurePreset, mimo, "mimo-interruptions.json")
    ->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
