// Preset files: JSON text <-> Scenario. Loading validates everything and reports every problem
// at once; a preset with any problem is rejected whole and the caller keeps its old scenario.
#pragma once

#include <string>
#include <string_view>

#include "model/base/issue.h"
#include "model/base/scenario.h"

namespace stepbudget {

inline constexpr std::size_t kMaxPresetBytes = 1024 * 1024;  // 1 MiB
// Presets nest two levels (section, key). Deeper input is refused as soon as it opens level 17,
// so an 80,000-deep array is neither built nor walked recursively.
inline constexpr int kMaxJsonDepth = 16;
// One message lists at most this many problems and then says how many more there were.
inline constexpr std::size_t kMaxReportedIssues = 200;

// Reads at most max_bytes + 1 bytes of a file into `text`, so a huge file is neither read whole
// nor accepted (text.size() > max_bytes means too large). False when it cannot be opened.
bool readFileHead(const std::string& path, std::size_t max_bytes, std::string* text,
                  std::string* why = nullptr);

struct LoadResult {
    Scenario scenario;  // defaults + the file's values; meaningful when keys_valid
    Issues issues;
    // Every key was read and lies in its range; any issues are cross-key rules of validate()
    // (what the app itself saves mid-edit). Such a scenario can be opened for fixing.
    bool keys_valid = false;
    bool ok() const { return issues.empty(); }
};

// Syntax errors are reported as line:column with what was expected; duplicate keys name the key
// path and both lines; values are never echoed beyond their type and a short escaped prefix.
LoadResult scenarioFromJson(std::string_view text);
// Opens without blocking and refuses anything but a regular file (a FIFO, folder or device) with
// the reason; a file that cannot be opened or read gives the OS reason (strerror).
LoadResult loadScenarioFile(const std::string& path);
// A file path as messages show it: as given when it is printable UTF-8, escaped otherwise.
std::string displayPath(const std::string& path);

// Pretty-printed, keys in registry order (stable diffs), every key written.
std::string scenarioToJson(const Scenario& scenario);

}  // namespace stepbudget
