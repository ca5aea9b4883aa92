// What both fuzz targets demand of a scenario that validates: evaluate() agrees it is valid,
// publishes only finite numbers, and the scenario survives a save and reload unchanged.
// A violation aborts, which libFuzzer records as a crash with the input that caused it.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>

#include "model/evaluate.h"
#include "model/scenario_json.h"
#include "tests/result_checks.h"

namespace stepbudget::fuzz {

[[noreturn]] inline void fail(const std::string& what) {
    std::fprintf(stderr, "stepbudget fuzz finding: %s\n", what.c_str());
    std::abort();
}

inline void checkValidScenario(const Scenario& scenario) {
    const Results results = evaluate(scenario);
    if (!results.ok()) {
        fail("validate() passed but evaluate() reports " + results.issues.front().path + ": " +
             results.issues.front().message);
    }
    const auto bad = checks::nonFinite(results);
    if (!bad.empty()) {
        fail(bad.front() + " (" + std::to_string(bad.size()) + " non-finite results)");
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
