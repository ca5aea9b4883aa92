// Plans that run, but not as typed (one-plan.md "Plausibility"): listed under the headline (the
// app's "notes on this plan" button beside the view groups, app/gui/plan_notes.h), in the
// reports ("Notes on this plan") and in the CLI's `warnings` array as {key, message}, so such a
// plan is never shown plain green. Each warning is a templatedIssue: the English message the CLI
// prints, and its QT_TRANSLATE_NOOP("Warning", ...) template with the arguments, which the app
// translates (tst_translations warningTemplates provokes each one).
#pragma once

#include "model/base/issue.h"
#include "model/base/scenario.h"

namespace stepbudget {

struct Results;

Issues planWarnings(const Scenario& scenario, const Results& results);

}  // namespace stepbudget
