#include "model/base/quantity_parse.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <vector>

#include "model/base/derivation.h"

namespace stepbudget {
namespace {

enum class Dimension { Count, Time, Bytes, Bandwidth, Flops };

struct Symbol {
    const char* text;
    double factor;  // in the dimension's base unit: s, B, B/s, FLOP/s
};

// Case matters where it carries meaning: "Gb/s" is gigabits, "GB/s" gigabytes; "MB" megabytes,
// "mb" is refused rather than guessed. Time symbols are matched case-insensitively.
const std::vector<Symbol>& symbols(Dimension d) {
    static const std::vector<Symbol> time{
        {"us", 1e-6},     {"µs", 1e-6},     {"ms", 1e-3},   {"s", 1},        {"sec", 1},
        {"second", 1},    {"seconds", 1},   {"min", 60},    {"mins", 60},    {"minute", 60},
        {"minutes", 60},  {"h", 3600},      {"hr", 3600},   {"hrs", 3600},   {"hour", 3600},
        {"hours", 3600},  {"d", 86400},     {"day", 86400}, {"days", 86400}, {"w", 604800},
        {"week", 604800}, {"weeks", 604800}};
    static const std::vector<Symbol> bytes{{"B", 1},
                                           {"byte", 1},
                                           {"bytes", 1},
                                           {"kB", 1e3},
                                           {"KB", 1e3},
                                           {"MB", 1e6},
                                           {"GB", 1e9},
                                           {"TB", 1e12},
                                           {"PB", 1e15},
                                           {"KiB", 1024.0},
                                           {"MiB", 1048576.0},
                                           {"GiB", 1073741824.0},
                                           {"TiB", 1099511627776.0}};
    // Link figures come in bits as often as bytes: 200 Gbit/s NIC = 25 GB/s.
    static const std::vector<Symbol> bandwidth{
        {"B/s", 1},           {"kB/s", 1e3},           {"KB/s", 1e3},
        {"MB/s", 1e6},        {"GB/s", 1e9},           {"TB/s", 1e12},
        {"MiB/s", 1048576.0}, {"GiB/s", 1073741824.0}, {"TiB/s", 1099511627776.0},
        {"bit/s", 0.125},     {"Mbit/s", 1.25e5},      {"Mb/s", 1.25e5},
        {"Mbps", 1.25e5},     {"Gbit/s", 1.25e8},      {"Gb/s", 1.25e8},
        {"Gbps", 1.25e8},     {"Tbit/s", 1.25e11},     {"Tb/s", 1.25e11},
        {"Tbps", 1.25e11}};
    static const std::vector<Symbol> flops{{"GFLOP/s", 1e9},  {"GFLOPS", 1e9},   {"TFLOP/s", 1e12},
                                           {"TFLOPS", 1e12},  {"PFLOP/s", 1e15}, {"PFLOPS", 1e15},
                                           {"EFLOP/s", 1e18}, {"EFLOPS", 1e18}};
    static const std::vector<Symbol> none;
    switch (d) {
        case Dimension::Time:
            return time;
        case Dimension::Bytes:
            return bytes;
        case Dimension::Bandwidth:
            return bandwidth;
        case Dimension::Flops:
            return flops;
        case Dimension::Count:
            break;
    }
    return none;
}

// The key's unit as a dimension and its size in the dimension's base unit.
struct KeyUnit {
    Dimension dimension = Dimension::Count;
    double factor = 1;
};

KeyUnit keyUnit(std::string_view unit) {
    for (Dimension d :
         {Dimension::Time, Dimension::Bytes, Dimension::Bandwidth, Dimension::Flops}) {
        for (const Symbol& s : symbols(d)) {
            if (unit == s.text) {
                return {d, s.factor};
            }
        }
    }
    return {};
}

const char* dimensionName(Dimension d) {
    switch (d) {
        case Dimension::Time:
            return "a duration (us, ms, s, min, h, days)";
        case Dimension::Bytes:
            return "a size (B, KB, MB, GB, TB, KiB, MiB, GiB, TiB)";
        case Dimension::Bandwidth:
            return "a bandwidth (MB/s, GB/s, TB/s, GiB/s, Gbit/s)";
        case Dimension::Flops:
            return "a compute rate (GFLOP/s, TFLOP/s, PFLOP/s)";
        case Dimension::Count:
            break;
    }
    return "a count (k, M, B, T)";
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) {
        s.remove_prefix(1);
    }
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) {
        s.remove_suffix(1);
    }
    return s;
}

// The number at the start of `text`: digits with an optional decimal point and exponent, and
// thousands separators only in groups of exactly three ("1,024", "1,000,000"; "1,5" is refused:
// in half the world it means 1.5). Returns the characters consumed, 0 when there is no number.
std::size_t readNumber(std::string_view text, double* value) {
    std::string digits;
    std::size_t i = 0;
    if (i < text.size() && (text[i] == '-' || text[i] == '+')) {
        if (text[i] == '-') {
            digits += '-';
        }
        ++i;
    }
    // Integer part: digits, and commas that must split it into groups of three.
    std::size_t group = 0;  // digits since the last comma (or the start)
    bool separated = false;
    bool any = false;
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (std::isdigit(static_cast<unsigned char>(c))) {
            digits += c;
            ++group;
            any = true;
        } else if (c == ',' && any) {
            if ((separated && group != 3) || (!separated && group > 3)) {
                return 0;
            }
            separated = true;
            group = 0;
        } else {
            break;
        }
    }
    if (separated && group != 3) {
        return 0;
    }
    if (i < text.size() && text[i] == '.') {
        digits += '.';
        ++i;
        for (; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])); ++i) {
            digits += text[i];
            any = true;
        }
    }
    if (!any) {
        return 0;
    }
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        std::size_t j = i + 1;
        std::string exponent = "e";
        if (j < text.size() && (text[j] == '-' || text[j] == '+')) {
            exponent += text[j];
            ++j;
        }
        const std::size_t first = j;
        for (; j < text.size() && std::isdigit(static_cast<unsigned char>(text[j])); ++j) {
            exponent += text[j];
        }
        if (j > first) {  // "1e9"; a lone "e" is left for the suffix check to refuse
            digits += exponent;
            i = j;
        }
    }
    const auto r = std::from_chars(digits.data(), digits.data() + digits.size(), *value);
    if (r.ec == std::errc::result_out_of_range) {
        *value = digits[0] == '-' ? -HUGE_VAL : HUGE_VAL;  // range check names the key's limits
    } else if (r.ec != std::errc{}) {
        return 0;
    }
    return i;
}

// "k", "M", "B"/"G", "T", "Ki", "Mi", "Gi" at the start of `s`; returns its length, 0 if none.
std::size_t countSuffix(std::string_view s, bool binary_k, double* factor) {
    if (s.size() >= 2 && s[1] == 'i') {
        switch (s[0]) {
            case 'K':
            case 'k':
                *factor = 1024.0;
                return 2;
            case 'M':
                *factor = 1048576.0;
                return 2;
            case 'G':
                *factor = 1073741824.0;
                return 2;
            default:
                break;
        }
    }
    if (s.empty()) {
        return 0;
    }
    switch (s[0]) {
        case 'k':
        case 'K':
            *factor = binary_k ? 1024.0 : 1e3;
            return 1;
        case 'M':
        case 'm':  // "7m" tokens is 7 million; counts have no milli
            *factor = 1e6;
            return 1;
        case 'B':
        case 'b':
        case 'G':
        case 'g':
            *factor = 1e9;
            return 1;
        case 'T':
        case 't':
            *factor = 1e12;
            return 1;
        default:
            return 0;
    }
}

// "cards" also accepts "card"; "tokens" "token"; "seq" "sequences".
bool isUnitWord(std::string_view word, std::string_view unit) {
    if (unit.empty() || word.empty()) {
        return false;
    }
    if (equalsIgnoringCase(word, unit)) {
        return true;
    }
    if (unit.back() == 's' && equalsIgnoringCase(word, unit.substr(0, unit.size() - 1))) {
        return true;
    }
    return unit == "seq" &&
           (equalsIgnoringCase(word, "sequences") || equalsIgnoringCase(word, "sequence"));
}

std::string allowedSuffixes(std::string_view unit) {
    std::string out = "k, M, B or T";
    if (unit.empty()) {
        out += ", or %";
    } else {
        out += " and the unit " + std::string(unit);
    }
    return out;
}

}  // namespace

bool equalsIgnoringCase(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) {
        return false;
    }
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (std::tolower(static_cast<unsigned char>(a[i])) !=
            std::tolower(static_cast<unsigned char>(b[i]))) {
            return false;
        }
    }
    return true;
}

bool isCountUnit(std::string_view unit) {
    return keyUnit(unit).dimension == Dimension::Count && unit != "B/param" && unit != "nat" &&
           unit != "sigma" && unit != "$/s";
}

QuantityParse parseQuantity(std::string_view text, std::string_view unit, QuantityOptions options) {
    QuantityParse out;
    const std::string_view t = trim(text);
    double number = 0;
    const std::size_t used = readNumber(t, &number);
    if (used == 0) {
        out.error = "is not a number";
        return out;
    }
    std::string_view rest = trim(t.substr(used));
    const KeyUnit key = keyUnit(unit);
    if (rest.empty()) {
        out.ok = true;
        out.value = number;
        return out;
    }
    if (key.dimension == Dimension::Count) {
        if (rest == "%" || rest == "\xEF\xBC\x85") {  // ASCII or full-width percent sign
            if (!unit.empty()) {
                out.error = "is a percentage, but this value is in " + std::string(unit);
                return out;
            }
            out.ok = true;
            out.value = number / 100.0;
            return out;
        }
        if (isUnitWord(rest, unit)) {
            out.ok = true;
            out.value = number;
            return out;
        }
        double factor = 1;
        const std::size_t n = countSuffix(rest, options.binary_k, &factor);
        if (n > 0) {
            const std::string_view word = trim(rest.substr(n));
            if (word.empty() || isUnitWord(word, unit)) {
                out.ok = true;
                out.value = number * factor;
                return out;
            }
        }
        out.error =
            "has the suffix \"" + std::string(rest) + "\"; a count takes " + allowedSuffixes(unit);
        return out;
    }
    // A physical unit: any symbol of the same dimension, converted into the key's unit.
    const bool time = key.dimension == Dimension::Time;
    for (const Symbol& s : symbols(key.dimension)) {
        if (time ? equalsIgnoringCase(rest, s.text) : rest == s.text) {
            out.ok = true;
            out.value = number * s.factor / key.factor;
            return out;
        }
    }
    for (Dimension d :
         {Dimension::Time, Dimension::Bytes, Dimension::Bandwidth, Dimension::Flops}) {
        for (const Symbol& s : symbols(d)) {
            if (d != key.dimension && rest == s.text) {
                out.error = "has the unit " + std::string(rest) + ", but this value is " +
                            dimensionName(key.dimension);
                return out;
            }
        }
    }
    out.error = "has the unknown unit \"" + std::string(rest) + "\"; expected " +
                dimensionName(key.dimension) + " or a plain number in " + std::string(unit);
    return out;
}

std::string formatQuantity(double value, std::string_view unit, bool integer) {
    if (!std::isfinite(value)) {
        return fmt(value);
    }
    const double mag = std::fabs(value);
    if (isCountUnit(unit) && mag >= 1e6) {
        static const struct {
            double factor;
            const char* suffix;
        } steps[] = {{1e12, "T"}, {1e9, "B"}, {1e6, "M"}};
        for (const auto& s : steps) {
            if (mag >= s.factor) {
                return fmt(value / s.factor, 3) + " " + s.suffix;
            }
        }
    }
    if (integer) {
        return fmt(std::round(value), 15);
    }
    return fmt(value, 6);
}

}  // namespace stepbudget
