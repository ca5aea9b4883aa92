// Numbers as people type them in a planning meeting: "8B" parameters, "1.5T" tokens, "30%" MFU,
// "25 GB/s", "200 Gbit/s", "16 min", "24 GB" of memory, "8k" context. One parser for the GUI's
// value fields and the CLI's --set, converting into the unit the preset key is stored in
// (ParamSpec::unit), and the matching display ("8.19 B") that parses back to the same value.
// Pure and locale-independent: the GUI runs under the user's locale, "1,5" is never 1.5.
#pragma once

#include <string>
#include <string_view>

namespace stepbudget {

struct QuantityOptions {
    // "k" as 1024 (context lengths: "8k" = 8192, "128K" = 131072); otherwise k = 1000. The
    // explicit binary suffixes Ki, Mi, Gi are 1024-based everywhere.
    bool binary_k = false;
};

struct QuantityParse {
    bool ok = false;
    double value = 0;   // in the key's unit
    std::string error;  // English, completes "\"<text>\" ...": "is not a number", "has unit ..."
};

// `unit` is the stored unit of the key: "" (counts and fractions), "tokens", "cards", "GB/s",
// "GiB", "GB", "MiB", "B", "s", "ms", "h", "days", "TFLOP/s", ... A bare number is taken in it.
// Suffixes: k M B(=G) T on counts (8B = 8e9), % on fractions (30% = 0.3), and any unit of the
// same dimension (time, bytes, bandwidth, FLOP/s), converted: "16 min" into s is 960.
QuantityParse parseQuantity(std::string_view text, std::string_view unit,
                            QuantityOptions options = {});

// The value as a field shows it when not being edited: counts from a million up with a suffix
// and 3 significant digits ("8.19 B", "100 B", "16.8 M"), whole numbers below exactly, other
// values to 6 significant digits (no "0.30000000000000004"). Parses back with parseQuantity
// to within the rounding shown.
std::string formatQuantity(double value, std::string_view unit, bool integer);

// ASCII case-insensitive equality ("GB/S" = "GB/s", "qwen3-8b" = "Qwen3-8B").
bool equalsIgnoringCase(std::string_view a, std::string_view b);

// Whether `unit` is a count that takes the k/M/B/T suffixes ("", "tokens", "cards", "seq", ...).
bool isCountUnit(std::string_view unit);

}  // namespace stepbudget
