#include "model/evaluate/cards_point.h"

#include <cstdlib>

#include "model/base/text_concat.h"
#include "model/base/tr_noop.h"
#include "model/checkpoint/checkpoint_cost.h"
#include "model/evaluate/validate.h"
#include "model/step/comm.h"
#include "model/step/compute.h"
#include "model/step/layout.h"
#include "model/step/plan.h"

namespace stepbudget {

namespace {
constexpr const char kPrefix[] = "plan.finish_days.at_cards.";
}

std::string finishAtCardsId(std::int64_t cards) {
    return kPrefix + std::to_string(cards);
}

std::optional<Derivation> finishAtCards(const Scenario& scenario, std::int64_t cards,
                                        double pipeline_ratio) {
    Scenario s = scenario;
    s.cluster.cards = cards;
    if (!validate(s).empty()) {
        return std::nullopt;
    }
    // The chain computePlan() publishes, at this card count, with the curve's step time
    // (finishDaysAnchored in model/step/plan.cpp: the same inputs, the same anchoring).
    const ComputeResults compute = computeCompute(s);
    const LayoutResults layout = computeLayout(s, compute);
    const CommResults comm = computeComm(s, compute, nullptr, layoutBusyShare(layout, compute));
    const CheckpointCost checkpoint = checkpointCost(s);
    const PlanStep step = anchoredPlanStep(s, compute, layout, pipeline_ratio);
    Derivations chain;
    computePlan(s, compute, comm, checkpoint, layout, step, &chain);
    for (Derivation& d : chain) {
        if (d.id == "plan.finish_days") {
            d.id = finishAtCardsId(cards);
            d.title = QT_TRANSLATE_NOOP("Derivation", "Completion time at this card count");
            d.formula =
                concat("p = ", std::to_string(cards),
                       (s.parallel.pp > 1 ? ", pipeline closed form x " + fmt(pipeline_ratio)
                                          : std::string()),
                       ": ", d.formula);
            return d;
        }
    }
    return std::nullopt;
}

std::optional<Derivation> finishAtCards(const Scenario& scenario, const std::string& id,
                                        double pipeline_ratio) {
    if (id.rfind(kPrefix, 0) != 0) {
        return std::nullopt;
    }
    const std::string number = id.substr(sizeof(kPrefix) - 1);
    char* end = nullptr;
    const long long cards = std::strtoll(number.c_str(), &end, 10);
    if (number.empty() || *end != '\0' || cards < 1) {
        return std::nullopt;
    }
    return finishAtCards(scenario, static_cast<std::int64_t>(cards), pipeline_ratio);
}

}  // namespace stepbudget
