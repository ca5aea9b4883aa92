// The CLI's sweep: evaluate() at every grid point, then read each metric by its dotted result
// path, the same path `eval --format json` prints.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "model/evaluate/results.h"
#include "model/evaluate/sweep.h"

namespace stepbudget {

// Reads a dotted result path ("plan.finish_days", "memory.zero_resident_bytes_per_card.3").
bool metricValue(const Results& results, const std::string& path, double* value);
// The full sweep for the CLI: evaluate() at each point, then read each metric.
std::vector<SweepPoint> sweepMetrics(const Scenario& base, const SweepSpec& spec,
                                     const std::vector<std::string>& metrics);
// The same, each point handed to `on_point` as soon as it is evaluated.
void sweepMetricsEach(const Scenario& base, const SweepSpec& spec,
                      const std::vector<std::string>& metrics,
                      const std::function<void(const SweepPoint&)>& on_point);

}  // namespace stepbudget
