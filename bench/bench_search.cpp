// Plan search over the whole space (docs/search.md): GPT-3 175B on 1,024 A100, a DeepSeek-V3-size
// MoE on 2,048 H100 (EP and FP8 in the space), Llama 3 405B at 128K (CP), Llama-3 70B on 4,096
// H100 and the book's design case over 8-128 cards. Target <= 1 s each on one core. Nothing is
// reused between iterations: every run enumerates, bounds, simulates the survivors and
// re-evaluates the front with evaluate(), on a scenario whose peak is nudged by a part in 10^9
// per run, so the per-thread memos (the pipeline section's last simulation, the predicted layer
// times) never hold an earlier run's configuration. Counters: layouts considered and evaluated
// per run, and considered per second.
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

void setCounters(benchmark::State& state, const SearchResults& r) {
    state.counters["considered"] = static_cast<double>(r.considered);
    state.counters["evaluated"] = static_cast<double>(r.evaluated);
    state.counters["front"] = static_cast<double>(r.front.size());
    state.counters["considered_per_s"] = benchmark::Counter(
        static_cast<double>(r.considered), benchmark::Counter::kIsIterationInvariantRate);
    state.counters["evaluated_per_s"] = benchmark::Counter(
        static_cast<double>(r.evaluated), benchmark::Counter::kIsIterationInvariantRate);
}

void runSearch(benchmark::State& state, Scenario sc, const SearchOptions& o) {
    const double peak = sc.cluster.peak_tflops;
    SearchResults r;
    std::int64_t run = 0;
    for (auto _ : state) {
        // A new scenario each run: every stage time, pipeline configuration and layer setup
        // differs from the previous run's in the last digits, so no memo is hit.
        sc.cluster.peak_tflops = peak * (1.0 + 1e-9 * static_cast<double>(++run % 1000));
        r = searchLayouts(sc, o);
        benchmark::DoNotOptimize(r.front.data());
    }
    setCounters(state, r);
}

void BM_SearchGpt3_1024(benchmark::State& state) {
    runSearch(state, loadPreset("gpt3-175b-a100.json", 1024), SearchOptions{});
}
BENCHMARK(BM_SearchGpt3_1024)->Unit(benchmark::kMillisecond)->UseRealTime();

// Expert parallelism in the space: a DeepSeek-V3-size MoE (256 routed experts, ep over the
// powers of two dividing them) on 2,048 H100 (docs/search.md target: <= 1 s on one core).
void BM_SearchDeepSeekV3_2048(benchmark::State& state) {
    runSearch(state, loadPreset("deepseek-v3-ep-h100.json", 2048), SearchOptions{});
}
BENCHMARK(BM_SearchDeepSeekV3_2048)->Unit(benchmark::kMillisecond)->UseRealTime();

// Context parallelism in the space: Llama 3 405B at 128K on 16,384 H100 (cp 1 .. 32).
void BM_SearchLlama405b_128k_16384(benchmark::State& state) {
    runSearch(state, loadPreset("llama3-405b-128k-cp.json", 16384), SearchOptions{});
}
BENCHMARK(BM_SearchLlama405b_128k_16384)->Unit(benchmark::kMillisecond)->UseRealTime();

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

// The Search tab after a headline slider moves (target: the front current within 200 ms on
// the GPT-3 preset): the tab's space (the plan's cards; the tab reads the search's own numbers,
// which agree with evaluate() to 1e-9, so exact_front is off) on a scenario that is new every
// iteration — the MFU slider nudged by 1e-6 per run — so no simulation of an earlier run can
// be reused. Add SearchRunner::kDebounceMs (30 ms) for the time from the slider to the front.
void tabAfterSlider(benchmark::State& state, Scenario sc, SearchOptions o) {
    o.exact_front = false;
    const double mfu = sc.cluster.mfu;
    SearchResults r;
    std::int64_t run = 0;
    for (auto _ : state) {
        sc.cluster.mfu = mfu * (1.0 + 1e-6 * static_cast<double>(++run % 1000));
        r = searchLayouts(sc, o);
        benchmark::DoNotOptimize(r.front.data());
    }
    setCounters(state, r);
}

void BM_SearchTabGpt3_MfuSlider(benchmark::State& state) {
    tabAfterSlider(state, loadPreset("gpt3-175b-a100.json", 1024), SearchOptions{});
}
BENCHMARK(BM_SearchTabGpt3_MfuSlider)->Unit(benchmark::kMillisecond)->UseRealTime();

// The tab with its card range on: 256, 512 and 1,024 cards (doubling).
void BM_SearchTabGpt3_MfuSlider_256_1024(benchmark::State& state) {
    SearchOptions o;
    o.cards_lo = 256;
    o.cards_hi = 1024;
    o.cards_doubling = true;
    tabAfterSlider(state, loadPreset("gpt3-175b-a100.json", 1024), o);
}
BENCHMARK(BM_SearchTabGpt3_MfuSlider_256_1024)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
