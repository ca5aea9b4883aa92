// Results as the CLI's JSON (keys in ../shared/spec/contract.md, documented in docs/cli.md) and
// as a Markdown report of the derivations.
#pragma once

#include <string>

#include "model/base/scenario.h"
#include "model/evaluate/results.h"

namespace stepbudget {

std::string resultsToJson(const Results& results);
std::string resultsToMarkdown(const Scenario& scenario, const Results& results,
                              bool derivations = true);
// One simulated schedule with its op timeline and memory steps (`stepbudget-cli schedule`).
std::string scheduleToJson(const ScheduleResult& result);

// Looks up a dotted result path ("plan.finish_days", "memory.zero_resident_bytes_per_card.3")
// in the JSON form; false when the path does not name a number. Used by sweeps.
bool resultNumber(const std::string& json_text, const std::string& path, double* value);

}  // namespace stepbudget
