#include "model/evaluate/param_registry.h"

#include <algorithm>

#include "model/base/text.h"

namespace stepbudget {

// Each topic's keys are defined next to its section (model/<topic>/<topic>.cpp) and declared
// here rather than in a header, so the registry needs no topic header and a new key rebuilds
// only its topic's files.
std::vector<ParamSpec> coreParamSpecs();          // model/base/params.cpp
std::vector<ParamSpec> checkpointParamSpecs();    // model/checkpoint/checkpoint.cpp
std::vector<ParamSpec> rlParamSpecs();            // model/rl/rl.cpp
std::vector<ParamSpec> stragglerParamSpecs();     // model/reliability/straggler.cpp
std::vector<ParamSpec> moeParamSpecs();           // model/moe/moe.cpp
std::vector<ParamSpec> activationParamSpecs();    // model/memory/activation.cpp
std::vector<ParamSpec> offloadParamSpecs();       // model/memory/offload.cpp
std::vector<ParamSpec> collectivesParamSpecs();   // model/step/collectives.cpp
std::vector<ParamSpec> interruptionParamSpecs();  // model/reliability/interruption.cpp
std::vector<ParamSpec> attentionParamSpecs();     // model/moe/attention.cpp
std::vector<ParamSpec> scalingParamSpecs();       // model/step/scaling.cpp

namespace {

// Inserts a topic's keys after the last key of the section that precedes it in the file order
// (presets, `keys`, `defaults` and the parameter panel list the keys in this order).
void insertAfterSection(std::vector<ParamSpec>& specs, const std::string& previous,
                        std::vector<ParamSpec> topic) {
    auto last = std::find_if(specs.rbegin(), specs.rend(),
                             [&](const ParamSpec& spec) { return spec.section() == previous; });
    specs.insert(last.base(), std::make_move_iterator(topic.begin()),
                 std::make_move_iterator(topic.end()));
}

std::vector<ParamSpec> buildRegistry() {
    std::vector<ParamSpec> specs = coreParamSpecs();
    insertAfterSection(specs, "pipeline", checkpointParamSpecs());
    insertAfterSection(specs, "checkpoint", stragglerParamSpecs());
    insertAfterSection(specs, "straggler", rlParamSpecs());
    // moe.source and moe.capacity_factor come after rl, the load-table keys after interruptions:
    // the order presets, `keys` and the parameter panel have always listed them in.
    const std::vector<ParamSpec> moe = moeParamSpecs();
    const auto table = std::find_if(
        moe.begin(), moe.end(), [](const ParamSpec& spec) { return spec.path == "moe.tokens"; });
    insertAfterSection(specs, "rl", {moe.begin(), table});
    insertAfterSection(specs, "input", interruptionParamSpecs());
    insertAfterSection(specs, "interruptions", {table, moe.end()});
    insertAfterSection(specs, "moe", activationParamSpecs());
    insertAfterSection(specs, "activations", offloadParamSpecs());
    insertAfterSection(specs, "offload", collectivesParamSpecs());
    insertAfterSection(specs, "collectives", attentionParamSpecs());
    insertAfterSection(specs, "attention", scalingParamSpecs());
    return specs;
}

}  // namespace

const std::vector<ParamSpec>& paramSpecs() {
    static const std::vector<ParamSpec> specs = buildRegistry();
    return specs;
}

const ParamSpec* findParam(std::string_view path) {
    for (const ParamSpec& spec : paramSpecs()) {
        if (spec.path == path) {
            return &spec;
        }
    }
    return nullptr;
}

std::string unknownKeyMessage(std::string_view path) {
    std::vector<std::string> candidates;
    const bool has_dot = path.find('.') != std::string_view::npos;
    for (const ParamSpec& spec : paramSpecs()) {
        // A bare word is compared with the sections (and the top-level keys), a dotted path
        // with the full paths.
        candidates.push_back(has_dot ? spec.path : spec.section());
    }
    if (!has_dot) {
        candidates.insert(candidates.end(), {"schema", "name", "description"});
    }
    const std::string nearest = nearestOf(path, candidates);
    return nearest.empty() ? std::string("unknown key")
                           : "unknown key; did you mean \"" + nearest + "\"?";
}

}  // namespace stepbudget
