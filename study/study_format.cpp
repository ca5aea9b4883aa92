#include "study/study_format.h"

#include "study/study_content.h"

#include <cmath>
#include <iomanip>
#include <locale>
#include <sstream>

namespace stepbudget::study {
namespace {

std::string classicFixed(double value, int decimals) {
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out << std::fixed << std::setprecision(decimals) << value;
    return out.str();
}

// Inserts "," every three digits of the integer part of a plain decimal string.
std::string group(const std::string& plain) {
    const std::size_t sign = (!plain.empty() && plain[0] == '-') ? 1 : 0;
    std::size_t end = plain.find('.');
    if (end == std::string::npos) {
        end = plain.size();
    }
    std::string out = plain.substr(0, sign);
    const std::string digits = plain.substr(sign, end - sign);
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) {
            out += ',';
        }
        out += digits[i];
    }
    return out + plain.substr(end);
}

std::string trimZeros(std::string text) {
    if (text.find('.') == std::string::npos) {
        return text;
    }
    while (!text.empty() && text.back() == '0') {
        text.pop_back();
    }
    if (!text.empty() && text.back() == '.') {
        text.pop_back();
    }
    return text;
}

}  // namespace

std::string grouped(double value, int decimals) {
    if (!std::isfinite(value)) {
        return "?";
    }
    return group(classicFixed(value, decimals));
}

std::string sig(double value, int digits) {
    if (!std::isfinite(value)) {
        return "?";
    }
    if (value == 0) {
        return "0";
    }
    const int magnitude = static_cast<int>(std::floor(std::log10(std::fabs(value))));
    const int decimals = std::max(0, digits - 1 - magnitude);
    return group(trimZeros(classicFixed(value, decimals)));
}

std::string power(double value, int digits) {
    if (!std::isfinite(value) || value == 0) {
        return sig(value, digits);
    }
    int exponent = static_cast<int>(std::floor(std::log10(std::fabs(value))));
    double mantissa = value / std::pow(10.0, exponent);
    // Rounding 9.9996 to four digits gives 10.00: carry into the exponent.
    const double unit = std::pow(10.0, digits - 1);
    if (std::fabs(std::round(mantissa * unit)) >= 10.0 * unit) {
        mantissa /= 10.0;
        ++exponent;
    }
    return trimZeros(classicFixed(mantissa, digits - 1)) + " × 10^" + std::to_string(exponent);
}

std::string paramCount(double params) {
    if (params >= 1e12) {
        return sig(params / 1e12, 3) + "T";
    }
    if (params >= 1e9) {
        return sig(params / 1e9, 3) + "B";
    }
    return sig(params / 1e6, 3) + "M";
}

std::string unitSuffix(const std::string& unit, bool zh) {
    if (unit.empty() || unit == "%") {
        return unit;
    }
    // The chapter writes counts and days in Chinese ("16,384 张", "24.6 天") and keeps SI units
    // as they are ("965 s", "15.3 GiB"): practice.json's unit_suffix lists the exceptions.
    const auto& suffixes = content().common.unit_suffix;
    const auto it = suffixes.find(unit);
    if (it != suffixes.end()) {
        return zh ? it->second.zh : it->second.en;
    }
    return " " + unit;
}

}  // namespace stepbudget::study
