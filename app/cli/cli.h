// stepbudget-cli as a function, so tests can run it in-process: arguments in, exit code out,
// stdout and stderr into the given streams. Exit codes (design.md): 0 ok, 2 invalid input, 1
// internal.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace stepbudget::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitInternal = 1;
inline constexpr int kExitInvalid = 2;

int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace stepbudget::cli
