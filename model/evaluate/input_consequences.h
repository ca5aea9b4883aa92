// What a changed input implies (docs/one-plan.md, "Inputs and their consequences"): one edit —
// a preset file, the CLI's --set list, a field of the app — types some keys; the keys it did
// not type follow the ones it did, so the scenario never holds a new card with the old card's
// figures, nor a new parameter count on the old shape.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "model/base/issue.h"
#include "model/base/scenario.h"

namespace stepbudget {

// The keys one edit typed, as preset paths ("cluster.gpu", "model.params").
using TypedKeys = std::set<std::string>;

// The GPU figures a catalog card brings (applyGpu): peak, usable memory, HBM, scale-up link
// (also the collective link), host link.
const std::set<std::string>& catalogGpuKeys();

// `after` is `before` with the edit's typed keys set. Applies, in place:
// - cluster.gpu typed and naming a catalog card other than before's: the card's figures
//   (catalogGpuKeys), except those the same edit typed itself.
// - model.params typed and changed, and no other model.* key typed: the shape of the catalog
//   family model.name names (else today's shape) scaled to the new N in its proportions
//   (scaledShape), as the app's model-size slider does; kept only when the scaled scenario
//   validates; else the shape stays and the plan warns with both counts
//   (model/evaluate/plan_warnings.cpp).
// - cluster.mfu typed while before predicts the efficiency without an override, and the edit
//   does not type cluster.mfu_override itself: the override turns on (mfuEditOverrides), so a
//   typed MFU is never silently ignored — the app's slider, --set and a sweep over it alike.
void applyInputConsequences(const Scenario& before, Scenario& after, const TypedKeys& typed);

// Whether typing cluster.mfu on `before` turns cluster.mfu_override on: the efficiency is
// predicted and not yet overridden. (A preset file is read onto the typed defaults, so its own
// mfu and efficiency_source never do.)
bool mfuEditOverrides(const Scenario& before);

// A --set list ("section.key=value" each) as one edit: every line set from its text, then, when
// all of them were, the consequences of the keys it typed (applyInputConsequences). Returns the
// lines' problems (no "=", an unknown key, a value the key refuses), each naming its key; with
// any, `scenario` is partly edited and not to be used. Validation is the caller's.
Issues applySetList(Scenario& scenario, const std::vector<std::string>& sets);

// Whether typing `key` alone can change other keys (cluster.gpu, model.params, cluster.mfu): a
// sweep over it applies the consequences at every point, as --set and the app's slider do.
bool hasInputConsequences(const std::string& key);

}  // namespace stepbudget
