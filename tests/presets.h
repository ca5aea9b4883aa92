// Loads a preset from presets/ for a test; fails the test (not crashes) when it does not load.
#pragma once

#include <QTest>
#include <string>

#include "model/evaluate.h"
#include "model/scenario_json.h"

namespace stepbudget::test {

inline std::string presetPath(const std::string& file) {
    return std::string(STEPBUDGET_PRESETS_DIR) + "/" + file;
}

inline Scenario preset(const std::string& file) {
    const LoadResult loaded = loadScenarioFile(presetPath(file));
    if (!loaded.ok()) {
        qWarning("%s: %s", file.c_str(), formatIssues(loaded.issues).c_str());
    }
    return loaded.scenario;
}

inline Results evaluatePreset(const std::string& file) {
    return evaluate(preset(file));
}

}  // namespace stepbudget::test
