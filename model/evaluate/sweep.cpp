#include "model/evaluate/sweep.h"

#include <cmath>
#include <cstdlib>

#include "model/base/curve.h"
#include "model/base/params.h"
#include "model/base/text.h"
#include "model/evaluate/input_consequences.h"
#include "model/evaluate/param_registry.h"
#include "model/evaluate/validate.h"

namespace stepbudget {

namespace {

std::vector<std::string> split(const std::string& text, char sep) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t at = text.find(sep, start);
        parts.push_back(
            text.substr(start, at == std::string::npos ? std::string::npos : at - start));
        if (at == std::string::npos) {
            return parts;
        }
        start = at + 1;
    }
}

}  // namespace

std::optional<SweepSpec> parseSweepSpec(const std::string& text, Issues* issues) {
    const std::size_t eq = text.find('=');
    const std::string key = text.substr(0, eq);
    const ParamSpec* param = findParam(key);
    if (eq == std::string::npos) {
        issues->push_back({key, "--vary needs section.key=LO:HI:N[:log]"});
        return std::nullopt;
    }
    if (param == nullptr || !param->isNumeric() || param->type == ParamType::Boolean) {
        issues->push_back({key, "is not a numeric preset key (see `stepbudget-cli keys`)"});
        return std::nullopt;
    }
    const std::vector<std::string> parts = split(text.substr(eq + 1), ':');
    SweepSpec spec;
    spec.key = key;
    if (parts.size() < 3 || parts.size() > 4) {
        issues->push_back(
            {key, "--vary needs LO:HI:N[:log], got " + quotedValue(text.substr(eq + 1))});
        return std::nullopt;
    }
    // LO and HI are read exactly as --set reads the key (preset notation, the key's range), N
    // as a JSON number: "0x10" and "+16" are refused here as there.
    for (const auto& [part, bound] : {std::pair{&parts[0], &spec.lo}, {&parts[1], &spec.hi}}) {
        if (auto issue = parsePresetNumber(*param, *part, bound)) {
            issues->push_back({key, "sweep bound " + issue->message});
            return std::nullopt;
        }
    }
    double count = 0;
    if (!isJsonNumber(parts[2])) {
        issues->push_back({key, "N " + quotedValue(parts[2]) +
                                    " is not a number in preset notation, allowed a whole "
                                    "number in [2, " +
                                    std::to_string(kMaxSweepPoints) + "]"});
        return std::nullopt;
    }
    count = std::strtod(parts[2].c_str(), nullptr);
    if (parts.size() == 4) {
        if (parts[3] != "log") {
            issues->push_back({key, "the fourth part of --vary may only be \"log\""});
            return std::nullopt;
        }
        spec.log_scale = true;
    }
    if (count < 2 || count > kMaxSweepPoints || count != std::floor(count)) {
        issues->push_back(
            {key, "N must be a whole number in [2, " + std::to_string(kMaxSweepPoints) + "]"});
        return std::nullopt;
    }
    spec.count = static_cast<int>(count);
    if (spec.hi <= spec.lo) {
        issues->push_back({key, "HI must be greater than LO"});
        return std::nullopt;
    }
    if (spec.log_scale && spec.lo <= 0) {
        issues->push_back({key, "a log sweep needs LO > 0"});
        return std::nullopt;
    }
    return spec;
}

std::vector<double> sweepGrid(const SweepSpec& spec) {
    const ParamSpec* param = findParam(spec.key);
    const bool integer = param != nullptr && param->type == ParamType::Integer;
    std::vector<double> out;
    for (double x : sampleGrid(spec.lo, spec.hi, spec.count, spec.log_scale)) {
        if (integer) {
            x = std::round(x);
        }
        if (out.empty() || x != out.back()) {
            out.push_back(x);
        }
    }
    return out;
}

namespace {

// Walks the grid: on_point(x, scenario at x or null, issue) for every point.
template <class OnPoint>
void walkGrid(const Scenario& base, const SweepSpec& spec, bool known_valid, OnPoint on_point) {
    const ParamSpec* param = findParam(spec.key);
    if (param == nullptr) {
        return;
    }
    const bool base_valid = known_valid || validate(base).empty();
    // One copy for all points: each point sets the swept key (a plain field setter, set_number)
    // and nothing else, so the copy holds base + key = x at every point, as a fresh copy would;
    // a key with consequences (model.params) starts each point from the base instead.
    const bool consequences = hasInputConsequences(spec.key);
    Scenario s = base;
    for (double x : sweepGrid(spec)) {
        if (auto issue = checkNumber(*param, x)) {
            on_point(x, nullptr, formatIssue(*issue));
            continue;
        }
        // The base is valid and x passed its range check: only the cross-key rules remain.
        param->set_number(s, x);
        if (consequences) {
            // model.params rescales the shape as --set and the slider do (one-plan.md, "Inputs
            // and their consequences"): from the base each time, so points do not compound.
            Scenario point = base;
            param->set_number(point, x);
            applyInputConsequences(base, point, {spec.key});
            s = point;
        }
        const Issues issues = base_valid && !consequences ? validateRules(s) : validate(s);
        if (issues.empty()) {
            on_point(x, &s, std::string());
        } else {
            on_point(x, nullptr, formatIssue(issues.front()));
        }
    }
}

}  // namespace

void sweepEach(const Scenario& base, const SweepSpec& spec,
               const std::function<std::vector<double>(const Scenario&)>& measure,
               const std::function<void(const SweepPoint&)>& on_point, bool known_valid) {
    walkGrid(base, spec, known_valid, [&](double x, const Scenario* s, std::string issue) {
        SweepPoint point;
        point.x = x;
        if (s != nullptr) {
            point.values = measure(*s);
            point.ok = true;
        } else {
            point.issue = std::move(issue);
        }
        on_point(point);
    });
}

std::vector<SweepPoint> sweep(const Scenario& base, const SweepSpec& spec,
                              const std::function<std::vector<double>(const Scenario&)>& measure,
                              bool known_valid) {
    std::vector<SweepPoint> points;
    sweepEach(
        base, spec, measure, [&](const SweepPoint& p) { points.push_back(p); }, known_valid);
    return points;
}

}  // namespace stepbudget
