// Results as the CLI's JSON (keys in ../shared/spec/contract.md, documented in docs/cli.md) and
// as a Markdown report of the derivations.
#pragma once

#include <iosfwd>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "model/base/result_fields.h"
#include "model/base/scenario.h"
#include "model/evaluate/results.h"
#include "model/evaluate/verdicts.h"

namespace stepbudget {

// Every result field written from a topic's field table (model/base/result_fields.h) with its
// documentation, in output order: the reference `stepbudget-cli results` prints.
std::vector<ResultFieldDoc> resultFieldDocs();

// Values at or beyond this magnitude were clamped by the model (poissonOverheadFraction() caps
// e^(lambda (tau + c)) there, model/checkpoint/interval.cpp); they are printed as clamped,
// never as computed.
inline constexpr double kClampedMagnitude = 1e300;

std::string resultsToJson(const Results& results);
// The tree resultsToJson() prints, built by the same code but not printed. With `paths` (dotted
// result paths) only the top-level sections they start with are built (all when empty): a
// sweep reads a few numbers per point, and building the whole tree costs several evaluate()s.
nlohmann::ordered_json resultsTree(const Results& results,
                                   const std::vector<std::string>& paths = {});
std::string resultsToMarkdown(const Scenario& scenario, const Results& results,
                              bool derivations = true);
// One simulated schedule with its op timeline and memory steps (`stepbudget-cli schedule`).
std::string scheduleToJson(const ScheduleResult& result);
// The same text written to `out` as it is produced (the CLI's `schedule` at the op limit prints
// ~800 MB; building it as one tree took 3 GB).
void writeScheduleJson(const ScheduleResult& result, std::ostream& out);
// Simulates `schedule` and writes the same text as the simulator produces it, holding neither
// the timeline nor the memory steps (RSS at the op limit: docs/performance.md). Returns the
// result without ops and memory; not runnable: nothing was written.
ScheduleResult writeSimulatedScheduleJson(const PipelineConfig& config, Schedule schedule,
                                          std::ostream& out);

// Looks up a dotted result path ("plan.finish_days", "memory.zero_resident_bytes_per_card.3")
// in the JSON form; false when the path does not name a number. Used by sweeps.
bool resultNumber(const std::string& json_text, const std::string& path, double* value);
// The same lookup in a tree from resultsTree(): no text printed or parsed.
bool resultNumber(const nlohmann::ordered_json& tree, const std::string& path, double* value);

}  // namespace stepbudget
