// The parameter registry: every preset key (model/base/params.h's ParamSpec), gathered from the
// core sections (model/base/params.cpp) and the topics that register their own next to their
// section (checkpointParamSpecs() in model/checkpoint/checkpoint.cpp, ...). JSON load/save,
// validation, the CLI's --set and --vary, the GUI's parameter panel and the fuzzer's dictionary
// all read this one table, so a key cannot be known to one and not another.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "model/base/params.h"

namespace stepbudget {

// All keys except the top-level "schema", "name", "description", in file order.
const std::vector<ParamSpec>& paramSpecs();
const ParamSpec* findParam(std::string_view path);
// "unknown key" plus the nearest registry key or section when the path looks like a typo
// (`did you mean "cluster.cards"?`), for every reader of key paths (preset, --set, GUI).
std::string unknownKeyMessage(std::string_view path);

}  // namespace stepbudget
