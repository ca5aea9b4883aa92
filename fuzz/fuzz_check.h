// What both fuzz targets demand of a scenario that validates: evaluate() agrees it is valid,
// publishes only finite numbers, and the scenario survives a save and reload unchanged.
// A violation aborts, which libFuzzer records as a crash with the input that caused it.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>

#include "model/evaluate/evaluate.h"
#include "model/io/scenario_json.h"
#include "tests/result_checks.h"

namespace stepbudget::fuzz {

[[noreturn]] inline void fail(const std::string& what) {
    std::fprintf(stderr, "stepbudget fuzz finding: %s\n", what.c_str());
    std::abort();
}

// CPU seconds (not wall clock: the fuzzer runs at nice 19 beside other builds) one evaluate()
// may take in this ASan + UBSan build before it counts as a hang; a Release build is ~4x
// faster. The slowest valid scenario known, interleaved at the 2 million op limit (p = 64,
// m = 1024, v = 7), takes ~12 s here and ~3 s in Release (docs/performance.md).
inline constexpr double kMaxEvaluateCpuS = 30;

// How many inputs were valid scenarios and went through evaluate(); printed at exit so
// scripts/fuzz can say how deep the run went, not only how many bytes it tried.
inline long& validCount() {
    static long n = 0;
    return n;
}
inline void printValidCountAtExit() {
    std::atexit([] {
        std::fprintf(stderr, "stepbudget fuzz: %ld valid scenarios evaluated\n", validCount());
    });
}

inline void checkValidScenario(const Scenario& scenario) {
    ++validCount();
    const std::clock_t start = std::clock();
    const Results results = evaluate(scenario);
    const double cpu_s = double(std::clock() - start) / CLOCKS_PER_SEC;
    if (cpu_s > kMaxEvaluateCpuS) {
        fail("evaluate() took " + std::to_string(cpu_s) + " s of CPU");
    }
    if (!results.ok()) {
        fail("validate() passed but evaluate() reports " + results.issues.front().path + ": " +
             results.issues.front().message);
    }
    const auto bad = checks::nonFinite(results);
    if (!bad.empty()) {
        fail(bad.front() + " (" + std::to_string(bad.size()) + " non-finite results)");
    }
    // Time runs forward: a negative compute or step time is as wrong as a NaN.
    if (!(results.compute.compute_s > 0) || !(results.plan.step_time_s > 0)) {
        fail("compute " + std::to_string(results.compute.compute_s) + " s, step " +
             std::to_string(results.plan.step_time_s) + " s");
    }
    // Saving and reloading is how presets travel; a saved scenario must load back identical.
    const std::string saved = scenarioToJson(scenario);
    const LoadResult reloaded = scenarioFromJson(saved);
    if (!reloaded.ok()) {
        fail("a saved scenario does not reload: " + reloaded.issues.front().path + ": " +
             reloaded.issues.front().message);
    }
    if (scenarioToJson(reloaded.scenario) != saved) {
        fail("a saved scenario reloads different");
    }
}

}  // namespace stepbudget::fuzz
