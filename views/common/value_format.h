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

}  // namespace stepbudget
