#include <cmath>
#include <cstdio>
#include <string>

#include "model/derivation.h"
#include "model/issue.h"

namespace stepbudget {

std::string fmt(double value, int sig) {
    if (!std::isfinite(value)) {
        return value > 0 ? "inf" : (value < 0 ? "-inf" : "nan");
    }
    char buf[64];
    const double mag = std::fabs(value);
    if (mag != 0 && (mag >= 1e15 || mag < 1e-4)) {
        std::snprintf(buf, sizeof buf, "%.*e", sig - 1, value);
        return buf;
    }
    // %g drops trailing zeros and never switches to exponent below 1e15 with enough precision.
    const int digits_before = mag >= 1 ? static_cast<int>(std::floor(std::log10(mag))) + 1 : 1;
    const int precision = digits_before > sig ? digits_before : sig;
    std::snprintf(buf, sizeof buf, "%.*g", precision, value);
    return buf;
}

std::string fixed(double value, int decimals) {
    if (!std::isfinite(value)) {
        return fmt(value);
    }
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
    return buf;
}

std::string formatIssue(const Issue& issue) {
    if (issue.path.empty()) {
        return issue.message;
    }
    return issue.path + ": " + issue.message;
}

std::string formatIssues(const Issues& issues) {
    std::string out;
    for (const Issue& issue : issues) {
        out += formatIssue(issue);
        out += '\n';
    }
    return out;
}

}  // namespace stepbudget
