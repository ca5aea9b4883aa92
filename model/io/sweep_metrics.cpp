#include "model/io/sweep_metrics.h"

#include <cmath>
#include <nlohmann/json.hpp>

#include "model/evaluate/evaluate.h"
#include "model/io/results_json.h"

namespace stepbudget {

bool metricValue(const Results& results, const std::string& path, double* value) {
    return resultNumber(resultsTree(results, {path}), path, value);
}

namespace {

// Each point's metrics are read from the result tree the JSON is printed from (same code, so a
// path means what `eval --format json` shows), building only the sections the metrics name and
// never printing or re-parsing text.
std::function<std::vector<double>(const Scenario&)> measureMetrics(
    const std::vector<std::string>& metrics) {
    return [&metrics](const Scenario& s) {
        const nlohmann::ordered_json tree = resultsTree(evaluate(s), metrics);
        std::vector<double> values;
        values.reserve(metrics.size());
        for (const std::string& m : metrics) {
            double v = std::nan("");
            resultNumber(tree, m, &v);
            values.push_back(v);
        }
        return values;
    };
}

}  // namespace

std::vector<SweepPoint> sweepMetrics(const Scenario& base, const SweepSpec& spec,
                                     const std::vector<std::string>& metrics) {
    return sweep(base, spec, measureMetrics(metrics));
}

void sweepMetricsEach(const Scenario& base, const SweepSpec& spec,
                      const std::vector<std::string>& metrics,
                      const std::function<void(const SweepPoint&)>& on_point) {
    sweepEach(base, spec, measureMetrics(metrics), on_point);
}

}  // namespace stepbudget
