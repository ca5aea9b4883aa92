// Derivations of single chart elements that evaluate() does not publish one by one: a tornado
// bar (one input halved or doubled), a point of an Amdahl curve, a point or table marker of the
// weak/strong scaling curves, an RL stage bar, a point of the async-ratio curve, a hand-off
// step. Each is computed on request from today's results, so a click explains the very element
// under the mouse with the number the chart drew; an id that names no element gives nothing.
#pragma once

#include <optional>
#include <string>

#include "model/base/derivation.h"
#include "model/base/scenario.h"

namespace stepbudget {

struct Results;

// Ids, built by the views for their elements (index = the element's index in its series).
std::string tornadoBarId(const std::string& key, bool doubled);     // "plan.tornado.<key>.half"
std::string amdahlPointId(const std::string& resource, int index);  // "plan.amdahl_curve.<r>.<i>"
std::string scalingPointId(bool weak, int index);                   // "scaling.weak_curve.<i>"
std::string scalingRowId(bool weak, int row);                       // "scaling.rows.<i>.weak_days"
std::string rlStageId(int stage, bool delivered);       // "rl.stages.<name>.capacity_per_s"
std::string rlRatioPointId(int index);                  // "rl.async_ratio_curve.<i>"
std::string rlHandoffId(bool restore_first, int step);  // "rl.restore_first.<i>"

// The derivation of element `id`, or nothing when `id` names no element of today's results.
std::optional<Derivation> chartElementDerivation(const Scenario& scenario, const Results& results,
                                                 const std::string& id);

}  // namespace stepbudget
