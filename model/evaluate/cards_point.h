// A point of the Plan tab's finish-vs-cards curve, with its own derivation: the whole plan
// recomputed at that card count (what a click on the point explains). Above `plan`, like
// finish_vs_cards, and computed on request only.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "model/base/derivation.h"
#include "model/base/scenario.h"

namespace stepbudget {

// "plan.finish_days.at_cards.16"
std::string finishAtCardsId(std::int64_t cards);
// The finish date at `cards` (the scenario otherwise unchanged), computed as the curve computes
// it (finishDaysAnchored): the pipeline part in closed form times `pipeline_ratio`, the plan's
// simulated / closed-form ratio at today's card count (PlanResults::pipeline_ratio). nullopt when
// that card count breaks a rule of the scenario (not a multiple of tp pp, ...), as the curve
// leaves it out.
std::optional<Derivation> finishAtCards(const Scenario& scenario, std::int64_t cards,
                                        double pipeline_ratio);
// By id; nullopt when the id is not a curve point.
std::optional<Derivation> finishAtCards(const Scenario& scenario, const std::string& id,
                                        double pipeline_ratio);

}  // namespace stepbudget
