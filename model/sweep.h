// Sweeps: one input varied over a grid, a result read at each point. The CLI's `sweep` command
// and the GUI's curves (finish days vs cards, memory vs cards) share this code, so a curve in the
// app and a column from the CLI cannot disagree.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/issue.h"
#include "model/results.h"
#include "model/scenario.h"

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
std::vector<SweepPoint> sweep(const Scenario& base, const SweepSpec& spec,
                              const std::function<std::vector<double>(const Scenario&)>& measure);
// Reads a dotted result path ("plan.finish_days", "memory.zero_resident_bytes_per_card.3").
bool metricValue(const Results& results, const std::string& path, double* value);
// The full sweep for the CLI: evaluate() at each point, then read each metric.
std::vector<SweepPoint> sweepMetrics(const Scenario& base, const SweepSpec& spec,
                                     const std::vector<std::string>& metrics);

}  // namespace stepbudget
