// Plan search over the whole space (docs/search.md): GPT-3 175B on 1,024 A100, Llama-3 70B on
// 4,096 H100 and the book's design case over 8-128 cards. Target <= 1 s each on the 2-core
// machine. Nothing is cached between iterations: every run enumerates, bounds, simulates the
// survivors and re-evaluates the front with evaluate(). Counters: layouts considered and
// evaluated per run, and considered per second.
// Run: build/bench/bench_search --benchmark_repetitions=3 --benchmark_report_aggregates_only=true
#include <benchmark/benchmark.h>

#include <string>

#include "model/io/scenario_json.h"
#include "model/search/search.h"

namespace {

using namespace stepbudget;

Scenario loadPreset(const char* file, std::int64_t cards) {
    Scenario sc = loadScenarioFile(std::string(STEPBUDGET_PRESETS_DIR) + "/" + file).scenario;
    if (cards > 0) {
        sc.cluster.cards = cards;
    }
    return sc;
}

void runSearch(benchmark::State& state, const Scenario& sc, const SearchOptions& o) {
    SearchResults r;
    for (auto _ : state) {
        r = searchLayouts(sc, o);
        benchmark::DoNotOptimize(r.front.data());
    }
    state.counters["considered"] = static_cast<double>(r.considered);
    state.counters["evaluated"] = static_cast<double>(r.evaluated);
    state.counters["front"] = static_cast<double>(r.front.size());
    state.counters["considered_per_s"] = benchmark::Counter(
        static_cast<double>(r.considered), benchmark::Counter::kIsIterationInvariantRate);
    state.counters["evaluated_per_s"] = benchmark::Counter(
        static_cast<double>(r.evaluated), benchmark::Counter::kIsIterationInvariantRate);
}

void BM_SearchGpt3_1024(benchmark::State& state) {
    runSearch(state, loadPreset("gpt3-175b-a100.json", 1024), SearchOptions{});
}
BENCHMARK(BM_SearchGpt3_1024)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_SearchLlama70b_4096(benchmark::State& state) {
    runSearch(state, loadPreset("llama3-70b-h100.json", 4096), SearchOptions{});
}
BENCHMARK(BM_SearchLlama70b_4096)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_SearchDesignCase_8_128(benchmark::State& state) {
    SearchOptions o;
    o.cards_lo = 8;
    o.cards_hi = 128;
    runSearch(state, loadPreset("book-design-48.json", 0), o);
}
BENCHMARK(BM_SearchDesignCase_8_128)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
