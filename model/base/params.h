// The parameter registry's row: one per preset key with its type, allowed range, unit and label.
// JSON load/save, validation, the CLI's --set and --vary, the GUI's parameter panel and the
// fuzzer's dictionary all read this one table, so a key cannot be known to one and not another.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/base/issue.h"
#include "model/base/scenario.h"

namespace stepbudget {

enum class ParamType { Real, Integer, Boolean, Text, Choice };

struct ParamSpec {
    std::string path;  // "section.key"
    ParamType type = ParamType::Real;
    double min = 0;
    double max = 0;
    bool min_open = false;     // true: min itself is not allowed (bandwidths, MFU)
    bool zero_is_off = false;  // [0, max] where 0 switches a rate off and others divide
    bool log_scale = false;    // sliders: the range spans decades
    bool headline = false;     // one of the five always-visible sliders
    std::string unit;          // display unit of the stored value ("GB/s", "GiB", "")
    std::string label;         // English; the app translates
    std::string help;          // one English sentence on what it means; translated ("ParamHelp")
    std::string book_section;  // where the book explains it: "§10.2.1" (the chapter is ch. 10)
    std::vector<std::string> choices;  // Choice: allowed strings, stored order
    std::size_t max_length = 0;        // Text: longest allowed string
    // Practical slider range (a subset of [min, max]); typed values may use the whole range.
    double slider_min = 0;
    double slider_max = 0;

    // Numbers (Real, Integer, Boolean as 0/1) go through get/set_number; Text and Choice through
    // get/set_text. set_text returns false when the string is not one of the choices.
    std::function<double(const Scenario&)> get_number;
    std::function<void(Scenario&, double)> set_number;
    std::function<std::string(const Scenario&)> get_text;
    std::function<bool(Scenario&, const std::string&)> set_text;

    bool isNumeric() const {
        return type == ParamType::Real || type == ParamType::Integer || type == ParamType::Boolean;
    }
    std::string section() const { return path.substr(0, path.find('.')); }
    std::string key() const { return path.substr(path.find('.') + 1); }
};

// The table of all keys (paramSpecs(), findParam()) is model/evaluate/param_registry.h.
// The number notation of a preset file (JSON: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?),
// so --set and the GUI accept exactly what a file does: no hex, no "inf", no spaces, no "+1".
bool isJsonNumber(std::string_view text);

// "(0, 1]", "[1, 1000000]", "one of none, selective, full", "true or false".
std::string describeRange(const ParamSpec& spec);
// Checks a number against the spec's type and range; the issue names the path and the range.
std::optional<Issue> checkNumber(const ParamSpec& spec, double value);
// The smallest positive value accepted. For a range open at 0, "(0, max]", and for a key where
// 0 switches something off and any other value is divided by (spike every N days), it is
// 10^(floor(log10 max) - 12), e.g. 1e-12 for MFU, 1e-6 GB/s for a bandwidth: positive but tiny
// values (1e-320 typed in, a denormal from a fuzzer) would otherwise pass and overflow the
// formulas that divide by them into infinity. Twelve decades below the maximum keep every
// product of inputs finite. Otherwise it is the range's minimum.
double smallestAccepted(const ParamSpec& spec);
// How a value's text is read: Preset is exactly a preset file's notation (JSON numbers, true /
// false, the choice strings) and is what the CLI's --set takes, so a --set line can be pasted
// into a preset and back; Typed (the app's fields) also takes suffixes and units ("8B", "30%",
// "25 GB/s", model/base/quantity_parse.h), converted into the key's unit.
enum class TextNotation { Preset, Typed };
// Parses text into the scenario, validating it.
std::optional<Issue> setFromText(Scenario& scenario, const ParamSpec& spec, const std::string& text,
                                 TextNotation notation = TextNotation::Preset);
// A number in preset notation (a JSON number: no hex, no "+16", no spaces, no "inf"), checked
// against the key's range: --set and --vary's LO and HI read numbers through this one parser.
std::optional<Issue> parsePresetNumber(const ParamSpec& spec, const std::string& text,
                                       double* value);
// The value as text as it would be typed back ("48", "0.4", "true", "1f1b").
std::string valueAsText(const Scenario& scenario, const ParamSpec& spec);

}  // namespace stepbudget
