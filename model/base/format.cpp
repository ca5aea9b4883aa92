#include <charconv>
#include <cmath>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "model/base/derivation.h"
#include "model/base/issue.h"
#include "model/base/text.h"

namespace stepbudget {

std::string fmt(double value, int sig) {
    if (!std::isfinite(value)) {
        return value > 0 ? "inf" : (value < 0 ? "-inf" : "nan");
    }
    // std::to_chars prints exactly what printf's %.*e / %.*g print, about 3x faster; evaluate()
    // formats a few hundred numbers into derivations on every slider tick.
    char buf[64];
    const double mag = std::fabs(value);
    if (mag != 0 && (mag >= 1e15 || mag < 1e-4)) {
        const auto r =
            std::to_chars(buf, buf + sizeof buf, value, std::chars_format::scientific, sig - 1);
        return std::string(buf, r.ptr);
    }
    // %g drops trailing zeros and never switches to exponent below 1e15 with enough precision.
    const int digits_before = mag >= 1 ? static_cast<int>(std::floor(std::log10(mag))) + 1 : 1;
    const int precision = digits_before > sig ? digits_before : sig;
    const auto r =
        std::to_chars(buf, buf + sizeof buf, value, std::chars_format::general, precision);
    return std::string(buf, r.ptr);
}

std::string fixed(double value, int decimals) {
    if (!std::isfinite(value)) {
        return fmt(value);
    }
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, value, std::chars_format::fixed, decimals);
    if (r.ec == std::errc{}) {
        return std::string(buf, r.ptr);
    }
    std::snprintf(buf, sizeof buf, "%.*f", decimals, value);  // too long: truncated as before
    return buf;
}

Derivation& setTitle(Derivation& d, const char* tmpl, std::vector<std::string> args) {
    std::string title;
    for (const char* c = tmpl; *c != '\0'; ++c) {
        const bool placeholder = c[0] == '%' && c[1] >= '1' && c[1] <= '9';
        const std::size_t n = placeholder ? static_cast<std::size_t>(c[1] - '1') : 0;
        if (placeholder && n < args.size()) {
            title += args[n];
            ++c;
        } else {
            title += *c;
        }
    }
    d.title = std::move(title);
    d.title_template = tmpl;
    d.title_args = std::move(args);
    return d;
}

std::string formatIssue(const Issue& issue) {
    if (issue.path.empty()) {
        return issue.message;
    }
    // The path may come from a mailed file: escape invisible and non-ASCII characters and cut a
    // huge key short, so what is printed is what the file holds and stays one line.
    return printableText(issue.path, 80) + ": " + issue.message;
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
