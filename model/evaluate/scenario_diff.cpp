#include "model/evaluate/scenario_diff.h"

#include "model/base/params.h"
#include "model/evaluate/param_registry.h"

namespace stepbudget {

std::vector<KeyChange> changedKeys(const Scenario& from, const Scenario& to) {
    std::vector<KeyChange> out;
    for (const ParamSpec& spec : paramSpecs()) {
        // The text a preset holds: two values that print alike are the same input.
        std::string a = valueAsText(from, spec);
        std::string b = valueAsText(to, spec);
        if (a != b) {
            out.push_back({spec.path, spec.label, std::move(a), std::move(b)});
        }
    }
    return out;
}

}  // namespace stepbudget
