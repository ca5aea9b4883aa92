// Maps a slider's integer positions to round values of a range, linear or logarithmic. Each
// position is one "stop", a value a person would say in a meeting, and it is the same value
// every time the slider comes back to it: 48 cards -> 56 -> 48, never 48 -> 526 -> 49.
//   log, whole numbers up to 2^20: 1, 1.25, 1.5, 1.75 x 2^k (8, 10, 12, 14, 16, 20, 24, 28, 32, 40,
//   48, 56,
//     64 ...), the sizes clusters and model shapes come in (4096, 5120, 7168 hidden);
//   log, real or larger whole numbers: 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 x 10^k (at most 25 %
//     per stop; model.params: 8 B, 10 B, 12 B);
//   linear: multiples of a 1, 2 or 5 x 10^k step, about a hundred of them (MFU in 0.01).
// The range's ends are always stops. Pure (no Qt) so a test can check the mapping.
#pragma once

#include <algorithm>
#include <cmath>
#include <vector>

namespace stepbudget {

class SliderScale {
public:
    SliderScale(double lo, double hi, bool log_scale, bool integer) : m_integer(integer) {
        // A log scale needs a positive lower end; a range starting at 0 falls back to linear.
        m_log = log_scale && lo > 0 && hi > lo;
        if (!(hi > lo) || !std::isfinite(lo) || !std::isfinite(hi)) {
            m_stops = {lo};
            return;
        }
        m_log ? buildLog(lo, hi) : buildLinear(lo, hi);
    }

    int steps() const { return static_cast<int>(m_stops.size()) - 1; }  // slider maximum
    const std::vector<double>& stops() const { return m_stops; }
    bool isLog() const { return m_log; }

    // The stop nearest to `value` (in ratio on a log scale); outside the range, its end.
    int toPosition(double value) const {
        if (!(value > m_stops.front())) {
            return 0;
        }
        if (value >= m_stops.back()) {
            return steps();
        }
        const auto above = std::lower_bound(m_stops.begin(), m_stops.end(), value);
        const auto below = above - 1;
        const bool nearer_below =
            m_log ? value / *below < *above / value : value - *below < *above - value;
        return static_cast<int>((nearer_below ? below : above) - m_stops.begin());
    }

    double toValue(int position) const {
        return m_stops[static_cast<std::size_t>(std::clamp(position, 0, steps()))];
    }

    static double roundToSignificant(double v, int digits) {
        if (v == 0 || !std::isfinite(v)) {
            return v;
        }
        const double scale = std::pow(10.0, digits - 1 - std::floor(std::log10(std::fabs(v))));
        return std::round(v * scale) / scale;
    }

private:
    static constexpr double kBinaryUpTo = 1048576;  // 2^20: seq_len, hidden, cards

    void add(double v) {
        if (m_integer) {
            v = std::round(v);
        }
        if (m_stops.empty() || v > m_stops.back() + 1e-12 * std::fabs(m_stops.back()) + 1e-300) {
            m_stops.push_back(v);
        }
    }

    void buildLog(double lo, double hi) {
        add(lo);
        // Shapes and card counts (up to 2^20) come in powers of two; larger counts (parameters:
        // 8 B, 70 B) are said in decimal, so they take the decimal stops, rounded.
        if (m_integer && hi <= kBinaryUpTo) {
            static constexpr double kQuarterOctave[] = {1, 1.25, 1.5, 1.75};
            for (double p = std::exp2(std::floor(std::log2(lo))); p <= hi; p *= 2) {
                for (double m : kQuarterOctave) {
                    if (m * p > lo && m * p < hi) {
                        add(m * p);
                    }
                }
            }
        } else {
            static constexpr double kDecade[] = {1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8};
            for (double p = std::pow(10.0, std::floor(std::log10(lo))); p <= hi; p *= 10) {
                for (double m : kDecade) {
                    const double v = roundToSignificant(m * p, 3);  // 0.3, not 0.30000000000000004
                    if (v > lo && v < hi) {
                        add(v);
                    }
                }
            }
        }
        add(hi);
    }

    void buildLinear(double lo, double hi) {
        // About a hundred stops: the step is 1, 2 or 5 x 10^k (at least 1 for whole numbers).
        const double raw = (hi - lo) / 100.0;
        const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
        double step = 10 * magnitude;
        for (double m : {1.0, 2.0, 5.0}) {
            if (m * magnitude >= raw) {
                step = m * magnitude;
                break;
            }
        }
        if (m_integer) {
            step = std::max(1.0, std::round(step));
        }
        add(lo);
        for (double k = std::floor(lo / step) + 1; k * step < hi; k += 1) {
            add(roundToSignificant(k * step, 12));
        }
        add(hi);
    }

    bool m_log = false;
    bool m_integer;
    std::vector<double> m_stops;
};

}  // namespace stepbudget
