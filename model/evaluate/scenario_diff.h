// Which inputs two scenarios set differently, key by key through the parameter registry: the
// report's "Changed from the preset" table (the preset as opened against today's scenario) and
// the A-vs-B table's inputs (baseline A against B). The name and description are not keys.
#pragma once

#include <string>
#include <vector>

#include "model/base/scenario.h"

namespace stepbudget {

struct KeyChange {
    std::string key;    // "cluster.cards"
    std::string label;  // the registry's English label, translated by the app ("Param" context)
    std::string from;   // valueAsText of `from`, as a preset would hold it
    std::string to;
};

// Every registry key whose value text differs between `from` and `to`, in registry order.
std::vector<KeyChange> changedKeys(const Scenario& from, const Scenario& to);

}  // namespace stepbudget
