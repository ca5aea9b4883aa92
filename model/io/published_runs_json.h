// The published-runs data file (data/published_runs.json, docs/efficiency.md): the runs the
// time model is validated against, each with its source. Reading never throws: every problem
// comes back as an Issue naming the run and the key.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "model/base/issue.h"
#include "model/efficiency/published_runs.h"

namespace stepbudget {

struct PublishedRunsLoad {
    std::vector<PublishedRun> runs;
    Issues issues;
    bool ok() const { return issues.empty(); }
};

PublishedRunsLoad publishedRunsFromJson(std::string_view text);
PublishedRunsLoad loadPublishedRuns(const std::string& path);

}  // namespace stepbudget
