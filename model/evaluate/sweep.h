// Sweeps: one input varied over a grid, a measure taken at each valid point. The CLI's `sweep`
// command (io/sweep_metrics.h) and the plan's finish-vs-cards curve (evaluate/finish_vs_cards.h)
// share this grid and validation, so a curve in the app and a column from the CLI cannot disagree.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/base/issue.h"
#include "model/base/scenario.h"

namespace stepbudget {

struct SweepSpec {
    std::string key;  // preset key, e.g. "cluster.cards"
    double lo = 0;
    double hi = 0;
    int count = 2;
    bool log_scale = false;
};

struct SweepPoint {
    double x = 0;
    std::vector<double> values;  // one per metric
    bool ok = false;             // false: the scenario at x is invalid (issue says why)
    std::string issue;
};

inline constexpr int kMaxSweepPoints = 10000;

// Parses "cluster.cards=8:1024:32:log"; issues name the part that is wrong.
std::optional<SweepSpec> parseSweepSpec(const std::string& text, Issues* issues);
// The grid of x values: integer keys are rounded and deduplicated.
std::vector<double> sweepGrid(const SweepSpec& spec);
// Runs `measure` on a copy of `base` with the key set to each grid value (invalid points are
// reported, not skipped silently). `measure` returns the metric values for a valid scenario.
// `base_valid`: the caller has validated `base` (evaluate()'s own curves), so it is not
// validated again.
std::vector<SweepPoint> sweep(const Scenario& base, const SweepSpec& spec,
                              const std::function<std::vector<double>(const Scenario&)>& measure,
                              bool base_valid = false);
// The same walk, each point handed to `on_point` as soon as it is measured: the CLI streams a
// sweep of hours instead of printing nothing until the end.
void sweepEach(const Scenario& base, const SweepSpec& spec,
               const std::function<std::vector<double>(const Scenario&)>& measure,
               const std::function<void(const SweepPoint&)>& on_point, bool base_valid = false);

}  // namespace stepbudget
