// JSON for the result sections activation, recompute, offload, sharding, collectives, moe,
// attention, scaling and shape, and the convention keys of memory and the stage keys of rl. Keys
// are documented in docs/cli.md. Only results_json*.cpp include this (nlohmann stays out of
// model/).
#pragma once

#include <functional>
#include <nlohmann/json_fwd.hpp>

#include "model/evaluate/results.h"

namespace stepbudget {

// Adds the sections to `root` (an object that already holds memory and rl), only those `want`
// accepts when it is set (a sweep reads a few numbers per point).
void appendBreadthJson(const Results& results, nlohmann::ordered_json& root,
                       const std::function<bool(const char*)>& want = {});

}  // namespace stepbudget
