// Issue: one problem with user input, named by its preset key path. Validation collects all of
// them at once instead of throwing, so a user sees every problem of a file in one message.
#pragma once

#include <string>
#include <vector>

namespace stepbudget {

struct Issue {
    std::string path;     // preset key path, e.g. "cluster.mfu"; "" for the whole file
    std::string message;  // what is wrong and what is allowed
    // A plan warning's translatable form (evaluate/plan_warnings.h): the English template with
    // %1, %2, ... (marked QT_TRANSLATE_NOOP("Warning", ...)) and its arguments, numbers and
    // names that stay as they are. Empty when `message` itself is all there is; the CLI and the
    // JSON print `message`, the app translates the template and fills in the arguments.
    std::string message_template{};
    std::vector<std::string> args{};
};

using Issues = std::vector<Issue>;

// `tmpl` with %1, %2, ... replaced by `args` in order (a placeholder without an argument stays).
std::string fillPlaceholders(const char* tmpl, const std::vector<std::string>& args);
// An issue whose message is `tmpl` filled with `args`, keeping both for the app's translation.
Issue templatedIssue(std::string path, const char* tmpl, std::vector<std::string> args);

// "cluster.mfu: 1.5 is out of range, allowed (0, 1]" — one line per issue.
std::string formatIssue(const Issue& issue);
std::string formatIssues(const Issues& issues);

}  // namespace stepbudget
