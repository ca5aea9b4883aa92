// libFuzzer target, second mode: start from a shipped preset and push keys to the edges of their
// ranges (min, just above min, max, just below max, slider ends, or a point in between on the
// key's own scale), as a user typing extreme values would. The bytes are a recipe:
//   byte 0            which preset (or the defaults)
//   then per 4 bytes  key index (2 bytes), edge kind, position in the range
// Scenarios that validate must evaluate to finite numbers and save/reload unchanged.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "fuzz/fuzz_check.h"
#include "model/base/params.h"
#include "model/evaluate/param_registry.h"
#include "model/evaluate/validate.h"
#include "model/io/scenario_json.h"

namespace {

using namespace stepbudget;

std::vector<Scenario>& bases() {
    static std::vector<Scenario> scenarios;
    return scenarios;
}

double between(const ParamSpec& spec, double lo, double hi, double t) {
    if (spec.log_scale && lo > 0 && hi > 0) {
        return std::exp(std::log(lo) + t * (std::log(hi) - std::log(lo)));
    }
    return lo + t * (hi - lo);
}

double edgeValue(const ParamSpec& spec, std::uint8_t kind, std::uint8_t pos) {
    const double t = pos / 255.0;
    const bool integer = spec.type == ParamType::Integer;
    const double step_up = integer ? spec.min + 1 : std::nextafter(spec.min, spec.max);
    const double step_down = integer ? spec.max - 1 : std::nextafter(spec.max, spec.min);
    double v = 0;
    switch (kind % 8) {
        case 0:
            v = spec.min_open ? step_up : spec.min;
            break;
        case 1:
            v = step_up;
            break;
        case 2:
            v = spec.max;
            break;
        case 3:
            v = step_down;
            break;
        case 4:
            v = spec.slider_min;
            break;
        case 5:
            v = spec.slider_max;
            break;
        // A point on the key's own scale; for an open minimum of 0 on a log key, start at 1e-9.
        case 6:
            v = between(spec, spec.min > 0 ? spec.min : 1e-9, spec.max, t);
            break;
        default:
            v = between(spec, spec.slider_min > 0 ? spec.slider_min : 1e-9, spec.slider_max, t);
    }
    return integer ? std::round(v) : v;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    namespace fs = std::filesystem;
    stepbudget::fuzz::printValidCountAtExit();
    bases().push_back(Scenario{});
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(STEPBUDGET_PRESETS_DIR)) {
        if (entry.path().extension() == ".json") {
            files.push_back(entry.path());
        }
    }
    std::sort(files.begin(), files.end());  // stable indices across runs and machines
    for (const auto& file : files) {
        const LoadResult loaded = loadScenarioFile(file.string());
        if (loaded.ok()) {
            bases().push_back(loaded.scenario);
        }
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 1) {
        return 0;
    }
    const auto& specs = paramSpecs();
    Scenario scenario = bases()[data[0] % bases().size()];
    for (std::size_t at = 1; at + 4 <= size; at += 4) {
        const ParamSpec& spec = specs[(data[at] | (data[at + 1] << 8)) % specs.size()];
        const std::uint8_t kind = data[at + 2];
        const std::uint8_t pos = data[at + 3];
        switch (spec.type) {
            case ParamType::Text:
                break;  // names do not enter any formula
            case ParamType::Choice:
                spec.set_text(scenario, spec.choices[pos % spec.choices.size()]);
                break;
            case ParamType::Boolean:
                spec.set_number(scenario, pos & 1);
                break;
            case ParamType::Integer:
            case ParamType::Real: {
                const double v = edgeValue(spec, kind, pos);
                if (!checkNumber(spec, v)) {
                    spec.set_number(scenario, v);
                }
            }
        }
    }
    if (validate(scenario).empty()) {
        stepbudget::fuzz::checkValidScenario(scenario);
    }
    return 0;
}
