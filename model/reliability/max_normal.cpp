#include "model/reliability/max_normal.h"

#include <array>
#include <cmath>
#include <vector>

namespace stepbudget {
namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kSqrt2 = 1.41421356237309504880;

// Gauss-Legendre nodes and weights on [-1, 1], by Newton on P_n (computed once).
template <int Points>
struct GaussLegendre {
    std::array<double, Points> x{};
    std::array<double, Points> w{};
    GaussLegendre() {
        for (int i = 0; i < Points; ++i) {
            double z = std::cos(kPi * (i + 0.75) / (Points + 0.5));
            double dp = 0;
            for (int iter = 0; iter < 100; ++iter) {
                double p0 = 1;
                double p1 = 0;
                for (int j = 1; j <= Points; ++j) {
                    const double p2 = p1;
                    p1 = p0;
                    p0 = ((2.0 * j - 1.0) * z * p1 - (j - 1.0) * p2) / j;
                }
                dp = Points * (z * p0 - p1) / (z * z - 1.0);
                const double dz = p0 / dp;
                z -= dz;
                if (std::fabs(dz) < 1e-16) {
                    break;
                }
            }
            x[i] = z;
            w[i] = 2.0 / ((1.0 - z * z) * dp * dp);
        }
    }
};

constexpr int kPoints = 12;

const GaussLegendre<kPoints>& rule() {
    static const GaussLegendre<kPoints> gl;
    return gl;
}

// z N phi(z) Phi(z)^(N-1), with Phi^(N-1) as exp((N-1) log Phi) so large N neither under- nor
// overflows, and log Phi taken from the smaller tail so it keeps its digits near Phi = 1.
struct MaxDensity {
    double n;
    double scale;  // N / sqrt(2 pi)
    double operator()(double z) const {
        const double log_phi_cdf = z < 0 ? std::log(0.5 * std::erfc(-z / kSqrt2))
                                         : std::log1p(-0.5 * std::erfc(z / kSqrt2));
        return z * scale * std::exp(-0.5 * z * z + (n - 1.0) * log_phi_cdf);
    }
};

double integratePanel(const MaxDensity& f, double a, double b) {
    const auto& gl = rule();
    const double half = 0.5 * (b - a);
    const double mid = 0.5 * (a + b);
    double sum = 0;
    for (int i = 0; i < kPoints; ++i) {
        sum += gl.w[i] * f(mid + half * gl.x[i]);
    }
    return sum * half;
}

}  // namespace

double normalUpperTail(double z) {
    return 0.5 * std::erfc(z / kSqrt2);
}

double inverseNormalUpperTail(double q) {
    if (!(q > 0)) {
        return 40.0;
    }
    if (!(q < 1)) {
        return -40.0;
    }
    // Acklam's algorithm for the lower quantile p = 1 - q, written on the smaller tail.
    static const double a[] = {-3.969683028665376e+01, 2.209460984245205e+02,
                               -2.759285104469687e+02, 1.383577518672690e+02,
                               -3.066479806614716e+01, 2.506628277459239e+00};
    static const double b[] = {-5.447609879822406e+01, 1.615858368580409e+02,
                               -1.556989798598866e+02, 6.680131188771972e+01,
                               -1.328068155288572e+01};
    static const double c[] = {-7.784894002430293e-03, -3.223964580411365e-01,
                               -2.400758277161838e+00, -2.549732539343734e+00,
                               4.374664141464968e+00,  2.938163982698783e+00};
    static const double d[] = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
                               3.754408661907416e+00};
    const double tail = q < 0.5 ? q : 1.0 - q;  // the smaller tail probability
    double z = 0;
    if (tail < 0.02425) {
        const double r = std::sqrt(-2.0 * std::log(tail));
        z = (((((c[0] * r + c[1]) * r + c[2]) * r + c[3]) * r + c[4]) * r + c[5]) /
            ((((d[0] * r + d[1]) * r + d[2]) * r + d[3]) * r + 1.0);
        z = -z;  // upper-tail quantile of `tail` is positive
    } else {
        const double s = tail - 0.5;
        const double r = s * s;
        z = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * s /
            (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1.0);
        z = -z;
    }
    return q < 0.5 ? z : -z;
}

namespace {

double integrateExpectedMax(std::int64_t n) {
    const double nn = static_cast<double>(n);
    // Window: below z_lo the maximum's CDF Phi^N is < 1e-16; above z_hi the chance that any card
    // exceeds it, about N Q(z), is < 1e-17. Both tails together move the mean by < 1e-14.
    constexpr double kLogTail = -36.8;  // ln 1e-16
    const double z_lo = inverseNormalUpperTail(-std::expm1(kLogTail / nn));
    const double z_hi = inverseNormalUpperTail(1e-17 / nn);
    // The mass sits near the mode, where N Q(z) ~ 1, with a width ~ 1/z there; panels are
    // placed around it so 12 points per panel resolve the peak for any N.
    const double mode = inverseNormalUpperTail(std::fmin(0.5, 1.0 / nn));
    const double width = 1.0 / std::fmax(1.0, mode);
    const double cuts[] = {z_lo,         mode - 3 * width, mode - width,
                           mode + width, mode + 3 * width, mode + 8 * width,
                           z_hi};
    const MaxDensity f{nn, nn / std::sqrt(2.0 * kPi)};
    double sum = 0;
    double a = z_lo;
    for (double cut : cuts) {
        const double b = std::fmin(std::fmax(cut, a), z_hi);
        if (b > a) {
            sum += integratePanel(f, a, b);
            a = b;
        }
    }
    return sum;
}

}  // namespace

double expectedMaxStdNormal(std::int64_t n) {
    if (n <= 1) {
        return 0.0;
    }
    // Every evaluate() asks for E[Z_(N)] and E[Z_(N-1)] of the plan's card count (84 density
    // evaluations of erfc, log and exp each, ~8 us a call): N and N - 1 of the last call are
    // kept per thread. The value is a pure function of N, so a hit returns exactly what the
    // integral does; a cards drag misses (BM_EvaluateDesignCaseCardsSlider).
    struct Entry {
        std::int64_t n = 0;
        double value = 0;
    };
    thread_local std::array<Entry, 2> recent{};
    thread_local std::size_t next = 0;
    for (const Entry& e : recent) {
        if (e.n == n) {
            return e.value;
        }
    }
    const double value = integrateExpectedMax(n);
    recent[next] = {n, value};
    next = (next + 1) % recent.size();
    return value;
}

const MaxNormalGridPoint* maxNormalGrid(std::size_t* count) {
    static const std::vector<MaxNormalGridPoint> grid = [] {
        std::vector<MaxNormalGridPoint> g;
        for (int i = 0; i <= 80; ++i) {
            const auto n = static_cast<std::int64_t>(std::llround(std::pow(2.0, i / 4.0)));
            if (!g.empty() && g.back().n == n) {
                continue;
            }
            g.push_back({n, expectedMaxStdNormal(n), expectedMaxStdNormal(n - 1)});
        }
        return g;
    }();
    *count = grid.size();
    return grid.data();
}

}  // namespace stepbudget
