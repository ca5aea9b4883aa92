// The published memory measurements (data/published_memory.json, docs/memory.md): each row a
// fully configured run as a preset, the framework's reported peak where the source gives one
// and whether the run fitted. Reading never throws: every problem comes back as an Issue naming
// the row and the key (a row's scenario is checked like a preset file).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "model/base/issue.h"
#include "model/evaluate/memory_validation.h"

namespace stepbudget {

struct PublishedMemoryLoad {
    std::vector<MeasuredMemoryRow> rows;
    Issues issues;
    bool ok() const { return issues.empty(); }
};

PublishedMemoryLoad publishedMemoryFromJson(std::string_view text);
PublishedMemoryLoad loadPublishedMemory(const std::string& path);

}  // namespace stepbudget
