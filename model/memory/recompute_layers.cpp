#include "model/memory/recompute_layers.h"

#include <algorithm>
#include <cmath>

namespace stepbudget {

double fullyRecomputedLayers(const Scenario& sc, double stage_layers) {
    if (sc.parallel.recompute_layers <= 0) {
        return stage_layers;
    }
    return std::min(stage_layers, static_cast<double>(sc.parallel.recompute_layers));
}

double layersPerStage(const Scenario& sc) {
    const double stages = static_cast<double>(std::max<std::int64_t>(1, sc.parallel.pp));
    return std::max(1.0, std::ceil(static_cast<double>(sc.model.layers) / stages));
}

double fullRecomputeShare(const Scenario& sc) {
    const double stage_layers = layersPerStage(sc);
    return fullyRecomputedLayers(sc, stage_layers) / stage_layers;
}

double fullRecomputeShareInForce(const Scenario& sc) {
    return sc.parallel.recompute == Recompute::Full ? fullRecomputeShare(sc) : 0.0;
}

}  // namespace stepbudget
