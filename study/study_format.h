// Number formatting for study texts (questions, feedback). Always the classic "C" notation: the
// GUI runs under the user's locale, where printf would write "0,4" and break the English text.
#pragma once

#include <string>

namespace stepbudget::study {

// Fixed decimals with thousands grouping: grouped(31790, 0) == "31,790", grouped(2.5, 1) == "2.5".
std::string grouped(double value, int decimals);
// `digits` significant digits (never fewer than the integer digits), trailing zeros dropped,
// grouped: sig(965.286, 3) == "965", sig(0.07617, 2) == "0.076".
std::string sig(double value, int digits);
// Scientific with a readable exponent: power(1.6565e17, 4) == "1.657 × 10^17".
std::string power(double value, int digits);
// A parameter count as the chapter writes it: 8.2e9 -> "8.2B", 1e12 -> "1T".
std::string paramCount(double params);
// What follows a number of an answer unit: " GiB", "%", " cards" / " 张"
// (study/content/practice.json).
std::string unitSuffix(const std::string& unit, bool zh);

}  // namespace stepbudget::study
