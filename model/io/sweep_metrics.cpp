#include "model/io/sweep_metrics.h"

#include <cmath>

#include "model/evaluate/evaluate.h"
#include "model/io/results_json.h"

namespace stepbudget {

bool metricValue(const Results& results, const std::string& path, double* value) {
    return resultNumber(resultsToJson(results), path, value);
}

std::vector<SweepPoint> sweepMetrics(const Scenario& base, const SweepSpec& spec,
                                     const std::vector<std::string>& metrics) {
    return sweep(base, spec, [&metrics](const Scenario& s) {
        const Results r = evaluate(s);
        const std::string json = resultsToJson(r);
        std::vector<double> values;
        for (const std::string& m : metrics) {
            double v = std::nan("");
            resultNumber(json, m, &v);
            values.push_back(v);
        }
        return values;
    });
}

}  // namespace stepbudget
