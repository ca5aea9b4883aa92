// Issue: one problem with user input, named by its preset key path. Validation collects all of
// them at once instead of throwing, so a user sees every problem of a file in one message.
#pragma once

#include <string>
#include <vector>

namespace stepbudget {

struct Issue {
    std::string path;     // preset key path, e.g. "cluster.mfu"; "" for the whole file
    std::string message;  // what is wrong and what is allowed
};

using Issues = std::vector<Issue>;

// "cluster.mfu: 1.5 is out of range, allowed (0, 1]" — one line per issue.
std::string formatIssue(const Issue& issue);
std::string formatIssues(const Issues& issues);

}  // namespace stepbudget
