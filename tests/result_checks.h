// Checks shared by the fuzzer (fuzz/) and the property test: every number evaluate() publishes is
// finite. Plain C++ (no Qt) so the libFuzzer build can use it.
#pragma once

#include <cmath>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "model/evaluate/results.h"
#include "model/io/results_json.h"

namespace stepbudget::checks {

// Where a null is documented to mean "does not exist" rather than "not a number": the plan's
// unreachable required MFU and cards-for-deadline, and a schedule that cannot run.
inline bool nullAllowed(const std::string& key, const nlohmann::json& parent) {
    if (key == "required_mfu" || key == "cards_for_deadline") {
        return true;
    }
    const auto runnable = parent.find("runnable");
    return runnable != parent.end() && runnable->is_boolean() && !runnable->get<bool>();
}

inline void walk(const nlohmann::json& node, const std::string& path,
                 std::vector<std::string>& out) {
    if (node.is_object()) {
        for (auto it = node.begin(); it != node.end(); ++it) {
            const std::string child = path.empty() ? it.key() : path + "." + it.key();
            if (it->is_null()) {
                if (!nullAllowed(it.key(), node)) {
                    out.push_back(child + " is null (NaN or infinity)");
                }
                continue;
            }
            walk(*it, child, out);
        }
    } else if (node.is_array()) {
        for (std::size_t i = 0; i < node.size(); ++i) {
            const std::string child = path + "." + std::to_string(i);
            if (node[i].is_null()) {
                out.push_back(child + " is null (NaN or infinity)");
                continue;
            }
            walk(node[i], child, out);
        }
    } else if (node.is_number_float() && !std::isfinite(node.get<double>())) {
        out.push_back(path + " is not finite");
    }
}

// Every result path whose number is NaN or infinite, and every derivation whose value is; empty
// when all is well. Parses resultsToJson() rather than trusting the struct layout, so a field
// added later is covered without touching this file.
inline std::vector<std::string> nonFinite(const Results& results) {
    std::vector<std::string> out;
    for (const Derivation& d : results.derivations) {
        if (!std::isfinite(d.value)) {
            out.push_back("derivation " + d.id + " = " + std::to_string(d.value));
        }
    }
    const auto json = nlohmann::json::parse(resultsToJson(results), nullptr, false);
    if (json.is_discarded()) {
        out.emplace_back("resultsToJson() is not valid JSON");
        return out;
    }
    walk(json, "", out);
    return out;
}

}  // namespace stepbudget::checks
