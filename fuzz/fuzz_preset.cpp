// libFuzzer target: arbitrary bytes as a preset file. The loader must reject bad input with
// issues (never crash, never throw); what it accepts must evaluate to finite numbers.
// Run: scripts/fuzz SECONDS (seed corpus presets/, dictionary build-asan/preset.dict).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz/fuzz_check.h"
#include "model/io/scenario_json.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    stepbudget::fuzz::printValidCountAtExit();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace stepbudget;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const LoadResult loaded = scenarioFromJson(text);
    if (!loaded.ok()) {
        for (const Issue& issue : loaded.issues) {
            if (issue.message.empty()) {
                fuzz::fail("an issue without a message at \"" + issue.path + "\"");
            }
        }
        // Messages quote at most a short prefix of a value and cap the number of problems: a
        // message far longer than that echoes the input.
        if (loaded.issues.size() > kMaxReportedIssues + 1 ||
            formatIssues(loaded.issues).size() > 256 * 1024) {
            fuzz::fail("a message of " + std::to_string(formatIssues(loaded.issues).size()) +
                       " bytes for " + std::to_string(loaded.issues.size()) + " issues");
        }
        return 0;
    }
    fuzz::checkValidScenario(loaded.scenario);
    return 0;
}
