// Preset files: JSON text <-> Scenario. Loading validates everything and reports every problem
// at once; a preset with any problem is rejected whole and the caller keeps its old scenario.
#pragma once

#include <string>
#include <string_view>

#include "model/base/issue.h"
#include "model/base/scenario.h"

namespace stepbudget {

inline constexpr std::size_t kMaxPresetBytes = 1024 * 1024;  // 1 MiB

// Reads at most max_bytes + 1 bytes of a file into `text`, so a huge file is neither read whole
// nor accepted (text.size() > max_bytes means too large). False when it cannot be opened.
bool readFileHead(const std::string& path, std::size_t max_bytes, std::string* text);

struct LoadResult {
    Scenario scenario;  // defaults + the file's values; meaningful only when ok()
    Issues issues;
    bool ok() const { return issues.empty(); }
};

LoadResult scenarioFromJson(std::string_view text);
LoadResult loadScenarioFile(const std::string& path);

// Pretty-printed, keys in registry order (stable diffs), every key written.
std::string scenarioToJson(const Scenario& scenario);

}  // namespace stepbudget
