// Building blocks of the parameter registry's rows (model/base/params.h): a topic registers its
// keys next to its section (checkpointParamSpecs() in model/checkpoint/checkpoint.cpp) with
// these, so a new key is one row in the topic's own file. A row is built from member pointers, so
// it cannot name a field of the wrong section, and every row gets a matching getter and setter; a
// section held behind Section<T> (model/base/section.h) is read through it the same way.
#pragma once

#include <cmath>
#include <cstddef>
#include <string>
#include <type_traits>
#include <vector>

#include "model/base/params.h"
#include "model/base/scenario.h"

namespace stepbudget {
namespace param_rows {

template <class T>
T& sectionOf(T& section) {
    return section;
}
template <class T>
const T& sectionOf(const T& section) {
    return section;
}
template <class T>
T& sectionOf(Section<T>& section) {
    return *section;
}
template <class T>
const T& sectionOf(const Section<T>& section) {
    return *section;
}

struct Range {
    double min;
    double max;
    bool min_open = false;
    bool log_scale = false;
    bool zero_is_off = false;  // see ParamSpec::zero_is_off
};

inline constexpr Range kPositive{0, 1e6, true};
inline constexpr Range kBandwidth{0, 1e6, true, true};  // GB/s; 0 would mean "never finishes"

// Builds a row for a numeric field from member pointers, so the table cannot name a field
// of the wrong section and every row gets a matching getter and setter.
template <class Member, class Sec, class T>
ParamSpec number(const char* path, Member Scenario::*section, T Sec::*field, Range range,
                 const char* unit, const char* label) {
    ParamSpec spec;
    spec.path = path;
    if constexpr (std::is_same_v<T, bool>) {
        spec.type = ParamType::Boolean;
        spec.min = 0;
        spec.max = 1;
    } else {
        spec.type = std::is_integral_v<T> ? ParamType::Integer : ParamType::Real;
        spec.min = range.min;
        spec.max = range.max;
        spec.min_open = range.min_open;
        spec.zero_is_off = range.zero_is_off;
        spec.log_scale = range.log_scale;
    }
    spec.unit = unit;
    spec.label = label;
    spec.get_number = [section, field](const Scenario& s) {
        return static_cast<double>(sectionOf(s.*section).*field);
    };
    spec.set_number = [section, field](Scenario& s, double v) {
        if constexpr (std::is_same_v<T, bool>) {
            sectionOf(s.*section).*field = v != 0;
        } else if constexpr (std::is_integral_v<T>) {
            sectionOf(s.*section).*field = static_cast<T>(std::llround(v));
        } else {
            sectionOf(s.*section).*field = static_cast<T>(v);
        }
    };
    return spec;
}

template <class Member, class Sec>
ParamSpec text(const char* path, Member Scenario::*section, std::string Sec::*field,
               const char* label, std::size_t max_length) {
    ParamSpec spec;
    spec.path = path;
    spec.type = ParamType::Text;
    spec.label = label;
    spec.max_length = max_length;
    spec.get_text = [section, field](const Scenario& s) { return sectionOf(s.*section).*field; };
    spec.set_text = [section, field](Scenario& s, const std::string& v) {
        sectionOf(s.*section).*field = v;
        return true;
    };
    return spec;
}

template <class Member, class Sec, class Enum>
ParamSpec choice(const char* path, Member Scenario::*section, Enum Sec::*field,
                 std::vector<Enum> values, bool (*parse)(const std::string&, Enum*),
                 const char* label) {
    ParamSpec spec;
    spec.path = path;
    spec.type = ParamType::Choice;
    spec.label = label;
    for (Enum e : values) {
        spec.choices.emplace_back(toString(e));
    }
    spec.get_text = [section, field](const Scenario& s) {
        return std::string(toString(sectionOf(s.*section).*field));
    };
    spec.set_text = [section, field, parse](Scenario& s, const std::string& v) {
        Enum e{};
        if (!parse(v, &e)) {
            return false;
        }
        sectionOf(s.*section).*field = e;
        return true;
    };
    return spec;
}

inline ParamSpec headline(ParamSpec spec) {
    spec.headline = true;
    return spec;
}

// Slider ends for keys whose allowed range is far wider than what a meeting explores; a typed
// value outside these still works (the slider pins at its end). A key not listed slides over its
// whole allowed range.
struct SliderRange {
    const char* path;
    double lo;
    double hi;
};
// One sentence per key on what it means, and the book section (chapter 10) that explains it. The
// unit is the spec's own; the app shows all three in the tooltip and on F1.
struct KeyHelp {
    const char* path;
    const char* section;
    const char* help;
};

// Every key slides over its allowed range unless `ranges` names narrower ends.
template <std::size_t N>
void applySliderRanges(std::vector<ParamSpec>& specs, const SliderRange (&ranges)[N]) {
    for (ParamSpec& spec : specs) {
        spec.slider_min = spec.min;
        spec.slider_max = spec.max;
        for (const SliderRange& r : ranges) {
            if (spec.path == r.path) {
                spec.slider_min = r.lo;
                spec.slider_max = r.hi;
            }
        }
    }
}

template <std::size_t N>
void applyHelp(std::vector<ParamSpec>& specs, const KeyHelp (&help)[N]) {
    for (ParamSpec& spec : specs) {
        for (const KeyHelp& h : help) {
            if (spec.path == h.path) {
                spec.help = h.help;
                spec.book_section = h.section;
            }
        }
    }
}

}  // namespace param_rows
}  // namespace stepbudget
