// Whether a message names a key: a plan warning of evaluate() (model/evaluate/plan_warnings.cpp)
// or a preset loader's error names the key path it is about; a fragment of the message narrows
// the check (the allowed range, the reason).
#pragma once

#include <algorithm>
#include <string>

#include "model/evaluate/results.h"

namespace stepbudget::test {

inline bool hasIssue(const Issues& issues, const std::string& path,
                     const std::string& fragment = std::string()) {
    return std::any_of(issues.begin(), issues.end(), [&](const Issue& i) {
        return i.path == path && i.message.find(fragment) != std::string::npos;
    });
}

inline bool hasWarning(const Results& r, const std::string& path,
                       const std::string& fragment = std::string()) {
    return hasIssue(r.warnings, path, fragment);
}

}  // namespace stepbudget::test
