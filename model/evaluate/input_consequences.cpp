#include "model/evaluate/input_consequences.h"

#include "model/base/params.h"
#include "model/evaluate/param_registry.h"
#include "model/evaluate/validate.h"
#include "model/shape/catalog.h"
#include "model/shape/shape_scaling.h"

namespace stepbudget {

namespace {

bool typedAnyOtherModelKey(const TypedKeys& typed) {
    for (const std::string& key : typed) {
        if (key.rfind("model.", 0) == 0 && key != "model.params" && key != "model.name") {
            return true;
        }
    }
    return false;
}

}  // namespace

const std::set<std::string>& catalogGpuKeys() {
    static const std::set<std::string> keys = {
        "cluster.peak_tflops",         "cluster.usable_memory_gib", "cluster.hbm_gb_per_s",
        "cluster.collective_gb_per_s", "cluster.scale_up_gb_per_s", "cluster.host_link_gb_per_s"};
    return keys;
}

bool hasInputConsequences(const std::string& key) {
    return key == "cluster.gpu" || key == "model.params" || key == "cluster.mfu";
}

bool mfuEditOverrides(const Scenario& before) {
    return before.cluster.efficiency_source == EfficiencySource::Predicted &&
           !before.cluster.mfu_override;
}

void applyInputConsequences(const Scenario& before, Scenario& after, const TypedKeys& typed) {
    if (typed.count("cluster.mfu") != 0 && typed.count("cluster.mfu_override") == 0 &&
        mfuEditOverrides(before)) {
        after.cluster.mfu_override = true;
    }
    if (typed.count("cluster.gpu") != 0 &&
        !sameCatalogName(before.cluster.gpu, after.cluster.gpu)) {
        // The new card's figures, then whatever the same edit typed on top of them.
        Scenario card = after;
        if (applyGpu(card, after.cluster.gpu)) {
            const Cluster typed_cluster = after.cluster;
            after.cluster = card.cluster;
            const auto keep = [&](const char* key, double Cluster::*field) {
                if (typed.count(key) != 0) {
                    after.cluster.*field = typed_cluster.*field;
                }
            };
            keep("cluster.peak_tflops", &Cluster::peak_tflops);
            keep("cluster.usable_memory_gib", &Cluster::usable_memory_gib);
            keep("cluster.hbm_gb_per_s", &Cluster::hbm_gb_per_s);
            keep("cluster.collective_gb_per_s", &Cluster::collective_gb_per_s);
            keep("cluster.scale_up_gb_per_s", &Cluster::scale_up_gb_per_s);
            keep("cluster.host_link_gb_per_s", &Cluster::host_link_gb_per_s);
        }
    }
    if (typed.count("model.params") != 0 && after.model.params != before.model.params &&
        !typedAnyOtherModelKey(typed)) {
        // The family of the catalog model the scenario names (or today's shape), scaled.
        const ModelShape* family = findModel(after.model.name);
        const ModelSpec base = family != nullptr ? modelSpecOf(*family) : before.model;
        ModelSpec scaled =
            scaledShape(base, after.model.params, after.parallel.tp, after.parallel.pp);
        scaled.name = after.model.name;
        Scenario shaped = after;
        shaped.model = scaled;
        if (validate(shaped).empty()) {
            after = shaped;
        }
    }
}

Issues applySetList(Scenario& scenario, const std::vector<std::string>& sets) {
    const Scenario before = scenario;
    TypedKeys typed;
    Issues issues;
    for (const std::string& set : sets) {
        const std::size_t eq = set.find('=');
        const std::string path = set.substr(0, eq);
        const ParamSpec* spec = findParam(path);
        if (eq == std::string::npos) {
            issues.push_back({path, "--set needs section.key=value"});
        } else if (spec == nullptr) {
            issues.push_back({path, unknownKeyMessage(path) + " (see `stepbudget-cli keys`)"});
        } else if (auto issue = setFromText(scenario, *spec, set.substr(eq + 1))) {
            issues.push_back(*issue);
        } else {
            typed.insert(spec->path);
        }
    }
    if (issues.empty()) {
        applyInputConsequences(before, scenario, typed);
    }
    return issues;
}

}  // namespace stepbudget
