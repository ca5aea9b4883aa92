// evaluate() on the built-in presets, and preset load + validate. Target: the
// default preset's evaluate() under 200 µs, so a slider drag recomputes well inside a frame.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <vector>

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "model/efficiency/layer_time.h"
#include "model/evaluate/evaluate.h"
#include "model/io/scenario_json.h"
#include "model/io/sweep_metrics.h"
#include "model/pipeline/pipeline.h"

namespace {

using namespace stepbudget;

std::string readPreset(const char* name) {
    std::ifstream in(std::string(STEPBUDGET_PRESETS_DIR) + "/" + name);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

void BM_EvaluateDefault(benchmark::State& state) {
    const Scenario s = scenarioFromJson(readPreset("book-design-48.json")).scenario;
    for (auto _ : state) {
        Results r = evaluate(s);
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_EvaluateDefault)->Unit(benchmark::kMicrosecond);

// A slider drag on the design case: every call sees a different scenario. A non-pipeline key
// (cluster.mfu) leaves the pipeline memo valid, as any non-pipeline slider does; a pipeline
// key (pipeline.update_ms) re-simulates all six schedules of the 4 x 8 pipeline.
void evaluateAlternating(benchmark::State& state, void (*edit)(Scenario&)) {
    Scenario s[2];
    s[0] = s[1] = scenarioFromJson(readPreset("book-design-48.json")).scenario;
    edit(s[1]);
    int k = 0;
    for (auto _ : state) {
        Results r = evaluate(s[k ^= 1]);
        benchmark::DoNotOptimize(r);
    }
}

void BM_EvaluateDesignCaseSlider(benchmark::State& state) {
    evaluateAlternating(state, [](Scenario& s) { s.cluster.mfu *= 1.01; });
}
BENCHMARK(BM_EvaluateDesignCaseSlider)->Unit(benchmark::kMicrosecond);

// The cards slider on the design case: a different card count every call (64 in turn), so
// nothing keyed on the cards answers from a memo (E[Z_(N)] of the straggler section keeps the
// last N and N - 1 only).
void BM_EvaluateDesignCaseCardsSlider(benchmark::State& state) {
    Scenario s = scenarioFromJson(readPreset("book-design-48.json")).scenario;
    const std::int64_t cards = s.cluster.cards;
    std::int64_t i = 0;
    for (auto _ : state) {
        s.cluster.cards = cards + (++i % 64);
        Results r = evaluate(s);
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_EvaluateDesignCaseCardsSlider)->Unit(benchmark::kMicrosecond);

void BM_EvaluateDesignCasePipelineSlider(benchmark::State& state) {
    evaluateAlternating(state, [](Scenario& s) { s.pipeline.update_ms += 0.5; });
}
BENCHMARK(BM_EvaluateDesignCasePipelineSlider)->Unit(benchmark::kMicrosecond);

// The per-operation time model the plan calls in predicted mode: one layer and the stage extras
// with their derivations (what a slider step adds on top of evaluate()).
void BM_PredictLayerTimes(benchmark::State& state) {
    const Scenario s = scenarioFromJson(readPreset("llama3-405b-h100.json")).scenario;
    for (auto _ : state) {
        Derivations d;
        const LayerSetup setup = layerSetupOf(s);
        LayerTimes t = predictLayerTimes(setup, &d);
        StageExtras x = predictStageExtras(setup, &d);
        benchmark::DoNotOptimize(t);
        benchmark::DoNotOptimize(x);
    }
}
BENCHMARK(BM_PredictLayerTimes)->Unit(benchmark::kMicrosecond);

void BM_EvaluateCheckpoint1024(benchmark::State& state) {
    const Scenario s = scenarioFromJson(readPreset("checkpoint-interval-1024.json")).scenario;
    for (auto _ : state) {
        Results r = evaluate(s);
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_EvaluateCheckpoint1024)->Unit(benchmark::kMicrosecond);

// The heaviest section paths — activations from the architecture, a MoE capacity curve.
void BM_EvaluateLlama405B(benchmark::State& state) {
    const Scenario s = scenarioFromJson(readPreset("llama3-405b-h100.json")).scenario;
    for (auto _ : state) {
        Results r = evaluate(s);
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_EvaluateLlama405B)->Unit(benchmark::kMicrosecond);

void BM_EvaluateMoeCapacity(benchmark::State& state) {
    const Scenario s = scenarioFromJson(readPreset("moe-capacity-qwen3-235b.json")).scenario;
    for (auto _ : state) {
        Results r = evaluate(s);
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_EvaluateMoeCapacity)->Unit(benchmark::kMicrosecond);

// The slowest valid scenario a user can reach with the pipeline sliders at their ends (p = 64,
// m = 1024; all six schedules simulated, the configured one in full detail). A pipeline key
// alternates between two values so every call simulates: with one scenario the pipeline memo
// would answer and this would time a copy, not a simulation.
void BM_EvaluatePipelineAtSliderEnds(benchmark::State& state) {
    Scenario s[2];
    for (Scenario& x : s) {
        x.pipeline.source = PipelineSource::Example;  // the typed pipeline, not the plan's
        x.pipeline.stages = 64;
        x.pipeline.microbatches = 1024;
    }
    s[1].pipeline.update_ms = 2;
    int k = 0;
    for (auto _ : state) {
        Results r = evaluate(s[k ^= 1]);
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_EvaluatePipelineAtSliderEnds)->Unit(benchmark::kMillisecond);

// The same with the app's two simulation threads (Controller: setPipelineThreads(2)): wall
// time, since the second core's share is what the app waits for.
void BM_EvaluatePipelineAtSliderEndsTwoThreads(benchmark::State& state) {
    setPipelineThreads(2);
    BM_EvaluatePipelineAtSliderEnds(state);
    setPipelineThreads(1);
}
BENCHMARK(BM_EvaluatePipelineAtSliderEndsTwoThreads)->Unit(benchmark::kMillisecond)->UseRealTime();

// The CLI's sweep per point: evaluate() and read three metrics from the result tree (no JSON
// text printed or parsed). 100 points of cluster.cards on the design case; time per point.
void BM_SweepPerPoint(benchmark::State& state) {
    const Scenario s = scenarioFromJson(readPreset("book-design-48.json")).scenario;
    const std::optional<SweepSpec> spec = parseSweepSpec("cluster.cards=16:256:100", nullptr);
    const std::vector<std::string> metrics = {"plan.finish_days", "memory.peak_bytes_per_card",
                                              "pipeline.schedules.zb-h1.idle_ms.3"};
    for (auto _ : state) {
        std::vector<SweepPoint> points = sweepMetrics(s, *spec, metrics);
        benchmark::DoNotOptimize(points);
    }
    state.counters["time_per_point"] = benchmark::Counter(
        100, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_SweepPerPoint)->Unit(benchmark::kMillisecond);

void BM_LoadAndValidatePreset(benchmark::State& state) {
    const std::string text = readPreset("book-design-48.json");
    for (auto _ : state) {
        LoadResult r = scenarioFromJson(text);
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_LoadAndValidatePreset)->Unit(benchmark::kMicrosecond);

// cluster.efficiency_source = predicted on every shipped preset (target: 1 ms each). The
// scale-up bandwidth moves by a different tiny step every iteration, so the stage times, the
// pipeline configuration and so any memo of the simulation miss each time (and so does the
// layer model's: the TP link is one of its inputs). BM_EvaluateTypedLinkStep/ is the same loop
// with the typed MFU: the difference is what the per-operation model costs.
void evaluateLinkStep(benchmark::State& state, const std::string& file, EfficiencySource source) {
    Scenario s = scenarioFromJson(readPreset(file.c_str())).scenario;
    s.cluster.efficiency_source = source;
    const double link = s.cluster.scale_up_gb_per_s;
    std::int64_t i = 0;
    for (auto _ : state) {
        s.cluster.scale_up_gb_per_s = link * (1.0 + 1e-4 * static_cast<double>(++i % 512));
        Results r = evaluate(s);
        benchmark::DoNotOptimize(r);
    }
}

void BM_EvaluatePredicted(benchmark::State& state, const std::string& file) {
    evaluateLinkStep(state, file, EfficiencySource::Predicted);
}

void BM_EvaluateTypedLinkStep(benchmark::State& state, const std::string& file) {
    evaluateLinkStep(state, file, EfficiencySource::Typed);
}

// Every shipped preset with typed efficiency (target: 1 ms each), the plan's own schedule
// included. cluster.mfu (the plan's stage times) and pipeline.update_ms (the typed example's
// configuration) move by a different tiny step every iteration, so neither the plan's nor the
// example's pipeline memo ever answers: every call simulates.
void BM_EvaluatePreset(benchmark::State& state, const std::string& file) {
    Scenario s = scenarioFromJson(readPreset(file.c_str())).scenario;
    s.cluster.efficiency_source = EfficiencySource::Typed;
    const double mfu = s.cluster.mfu;
    const double update = s.pipeline.update_ms;
    std::int64_t i = 0;
    for (auto _ : state) {
        const double step = 1e-4 * static_cast<double>(++i % 512);
        s.cluster.mfu = mfu * (1.0 - step);
        s.pipeline.update_ms = update + step;
        Results r = evaluate(s);
        benchmark::DoNotOptimize(r);
    }
}

std::vector<std::string> presetFiles() {
    std::vector<std::string> files;
    for (const auto& entry : std::filesystem::directory_iterator(STEPBUDGET_PRESETS_DIR)) {
        if (entry.path().extension() == ".json") {
            files.push_back(entry.path().filename().string());
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

const bool kPresetsRegistered = [] {
    for (const std::string& f : presetFiles()) {
        benchmark::RegisterBenchmark(("BM_EvaluatePreset/" + f).c_str(), BM_EvaluatePreset, f)
            ->Unit(benchmark::kMicrosecond);
    }
    return true;
}();

const bool kPredictedRegistered = [] {
    for (const std::string& f : presetFiles()) {
        benchmark::RegisterBenchmark(("BM_EvaluatePredicted/" + f).c_str(), BM_EvaluatePredicted, f)
            ->Unit(benchmark::kMicrosecond);
        benchmark::RegisterBenchmark(("BM_EvaluateTypedLinkStep/" + f).c_str(),
                                     BM_EvaluateTypedLinkStep, f)
            ->Unit(benchmark::kMicrosecond);
    }
    return true;
}();

}  // namespace

BENCHMARK_MAIN();
