// Maps a slider's integer positions to a value range, linear or logarithmic. Pure (no Qt) so a
// test can check the mapping; one class serves every slider in the parameter panel.
#pragma once

#include <algorithm>
#include <cmath>

namespace stepbudget {

class SliderScale {
public:
    static constexpr int kSteps = 1000;

    SliderScale(double lo, double hi, bool log_scale, bool integer)
        : m_lo(lo), m_hi(hi), m_integer(integer) {
        // A log scale needs a positive lower end; a range starting at 0 falls back to linear.
        m_log = log_scale && lo > 0 && hi > lo;
    }

    int toPosition(double value) const {
        if (m_hi <= m_lo) {
            return 0;
        }
        const double v = std::clamp(value, m_lo, m_hi);
        const double t =
            m_log ? std::log(v / m_lo) / std::log(m_hi / m_lo) : (v - m_lo) / (m_hi - m_lo);
        return static_cast<int>(std::lround(t * kSteps));
    }

    double toValue(int position) const {
        const double t = std::clamp(position, 0, kSteps) / static_cast<double>(kSteps);
        double v = m_log ? m_lo * std::pow(m_hi / m_lo, t) : m_lo + t * (m_hi - m_lo);
        if (m_integer) {
            v = std::round(v);
        } else {
            v = roundToSignificant(v, 3);  // slider values read like typed ones: 0.42, 32.5
        }
        return std::clamp(v, m_lo, m_hi);
    }

    bool isLog() const { return m_log; }

    static double roundToSignificant(double v, int digits) {
        if (v == 0 || !std::isfinite(v)) {
            return v;
        }
        const double scale = std::pow(10.0, digits - 1 - std::floor(std::log10(std::fabs(v))));
        return std::round(v * scale) / scale;
    }

private:
    double m_lo;
    double m_hi;
    bool m_log = false;
    bool m_integer;
};

}  // namespace stepbudget
