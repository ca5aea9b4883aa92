// Display formatting of model values: bytes as GiB (memory) with the decimal GB beside them,
// seconds, days, fractions as percentages. Views never compute model numbers, only format them.
#pragma once

#include <QString>
#include <string>

namespace stepbudget {

// "12.543 GiB", "52.800 s", "1.078 %", "31,790 steps" — unit is the model's unit string.
QString formatValue(double value, const std::string& unit);
QString formatBytes(double bytes);  // "2.543 GiB (2.73 GB)"
QString formatNumber(double value, int significant = 5);
QString unitText(const std::string& unit);  // translated unit word ("days" -> "天")
// Milliseconds rounded for reading: "297.7 ms", "12.25 ms", "0.125 ms" (4 significant digits,
// never the "297.66667" of a raw double).
QString formatMs(double ms);
// A duration given in ms, in the unit it is read in: formatMs below a second, else seconds to
// 4 significant digits ("36.44 s", "347.0 ms").
QString formatDuration(double ms);

struct ParamSpec;
struct Scenario;
// A choice's display name ("1f1b" -> "1F1B", "selective" -> "Selective"), translated; the
// stored id stays in presets and on the command line.
QString choiceLabel(const std::string& id);
// A parameter's value as a field shows it when not being edited: counts with a suffix
// ("8.19 B"), rounded reals, choices by display name, booleans as on/off.
QString paramDisplayText(const ParamSpec& spec, const Scenario& scenario);

}  // namespace stepbudget
