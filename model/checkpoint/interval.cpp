#include "model/checkpoint/interval.h"
#include "model/base/text_concat.h"
#include "model/base/tr_noop.h"
#include "model/checkpoint/checkpoint.h"

#include <algorithm>
#include <cmath>

namespace stepbudget {
namespace {

constexpr double kMaxExponent = 700.0;  // e^700 ~ 1e304: still finite

IntervalCurvePoint curvePoint(const CheckpointResults& ck, double restore_s, double tau) {
    IntervalCurvePoint p;
    p.interval_s = tau;
    p.save_fraction = ck.save_s / tau;
    p.redo_hardware_fraction = ck.failure_rate_per_s * tau / 2.0;
    p.redo_spike_fraction = ck.spike_rate_per_s * tau / 2.0;
    p.recovery_hardware_fraction = ck.failure_rate_per_s * restore_s;
    p.recovery_spike_fraction = ck.spike_rate_per_s * restore_s;
    p.total_fraction = p.save_fraction + p.redo_hardware_fraction + p.redo_spike_fraction +
                       p.recovery_hardware_fraction + p.recovery_spike_fraction;
    p.poisson_fraction = poissonOverheadFraction(ck.save_s, ck.total_rate_per_s, restore_s, tau);
    return p;
}

}  // namespace

double poissonOverheadFraction(double save_s, double rate_per_s, double restore_s,
                               double interval_s) {
    const double x = std::min(rate_per_s * (interval_s + save_s), kMaxExponent);
    // expm1 keeps the digits when lambda (tau + c) << 1, where this tends to L(tau).
    const double per_segment = (1.0 / rate_per_s + restore_s) * std::expm1(x) / interval_s;
    return per_segment < 1e300 ? per_segment - 1.0 : 1e300;
}

double poissonOptimalInterval(double save_s, double rate_per_s) {
    // g(x) = log(1 - x) + x + a = 0 on (0, 1), a = lambda c; g is decreasing there, g(0) = a > 0.
    const double a = rate_per_s * save_s;
    const auto g = [a](double x) { return std::log1p(-x) + x + a; };
    double lo = 0;
    double hi = 1;
    double x = std::min(std::sqrt(2.0 * a), 0.5);  // Young's lambda tau* as the start
    for (int i = 0; i < 200; ++i) {
        const double gx = g(x);
        if (gx > 0) {
            lo = x;
        } else {
            hi = x;
        }
        // Newton step g'(x) = -x/(1-x); fall back to bisection when it leaves the bracket.
        double next = x + gx * (1.0 - x) / x;
        if (!(next > lo && next < hi)) {
            next = 0.5 * (lo + hi);
        }
        if (std::fabs(next - x) <= 1e-15 * x || hi - lo <= 1e-300) {
            x = next;
            break;
        }
        x = next;
    }
    return x / rate_per_s;
}

double dalyInterval(double save_s, double rate_per_s) {
    const double m = 1.0 / rate_per_s;
    if (save_s >= 2.0 * m) {
        return m;
    }
    const double ratio = save_s / (2.0 * m);
    return std::sqrt(2.0 * save_s * m) * (1.0 + std::sqrt(ratio) / 3.0 + ratio / 9.0) - save_s;
}

IntervalResults computeInterval(const Scenario& sc, const CheckpointResults& ck, Derivations* out) {
    IntervalResults r;
    const double restore = sc.checkpoint->restore_s;
    const double tau = sc.checkpoint->interval_s;
    r.hardware_rate_per_s = ck.failure_rate_per_s;
    r.spike_rate_per_s = ck.spike_rate_per_s;
    r.total_rate_per_s = ck.total_rate_per_s;
    r.young_interval_s = ck.optimal_interval_s;
    r.young_hardware_only_interval_s = std::sqrt(2.0 * ck.save_s / ck.failure_rate_per_s);
    r.daly_interval_s = dalyInterval(ck.save_s, ck.total_rate_per_s);
    r.daly_is_mtbf = ck.save_s >= 2.0 * ck.job_mtbf_s;
    r.poisson_interval_s = poissonOptimalInterval(ck.save_s, ck.total_rate_per_s);
    r.poisson_overhead_fraction =
        poissonOverheadFraction(ck.save_s, ck.total_rate_per_s, restore, tau);
    r.poisson_optimal_overhead_fraction =
        poissonOverheadFraction(ck.save_s, ck.total_rate_per_s, restore, r.poisson_interval_s);
    const IntervalCurvePoint now = curvePoint(ck, restore, tau);
    r.save_fraction = now.save_fraction;
    r.hardware_fraction = now.redo_hardware_fraction + now.recovery_hardware_fraction;
    r.spike_fraction = now.redo_spike_fraction + now.recovery_spike_fraction;

    const std::pair<const char*, double> marks[] = {
        {"young", r.young_interval_s},
        {"young_hardware_only", r.young_hardware_only_interval_s},
        {"daly", r.daly_interval_s},
        {"poisson", r.poisson_interval_s},
        {"current", tau}};
    double lo = tau;
    double hi = tau;
    for (const auto& [id, x] : marks) {
        const IntervalCurvePoint p = curvePoint(ck, restore, x);
        r.markers.push_back({id, x, p.total_fraction, p.poisson_fraction});
        lo = std::min(lo, x);
        hi = std::max(hi, x);
    }
    // A decade either side of the markers, so the minimum and both rising flanks show.
    lo /= 10.0;
    hi *= 10.0;
    constexpr int kPoints = 64;
    r.curve.reserve(kPoints);
    for (int i = 0; i < kPoints; ++i) {
        r.curve.push_back(curvePoint(ck, restore, lo * std::pow(hi / lo, i / (kPoints - 1.0))));
    }

    if (out == nullptr) {
        return r;
    }
    const std::string c = fmt(ck.save_s);
    const std::string lam = fmt(ck.total_rate_per_s);
    out->push_back({"checkpoint.young_hardware_only_interval_s",
                    QT_TRANSLATE_NOOP("Derivation", "tau* without loss spikes"),
                    "sqrt(2 c / lambda_hw)",
                    concat("sqrt(2 * ", c, " / ", fmt(ck.failure_rate_per_s), ")"),
                    r.young_hardware_only_interval_s, "s"});
    out->push_back({"checkpoint.daly_interval_s",
                    QT_TRANSLATE_NOOP("Derivation", "Daly's higher-order interval"),
                    "sqrt(2 d M) [1 + sqrt(d/2M)/3 + (d/2M)/9] - d, M = 1/lambda (M if d >= 2M)",
                    r.daly_is_mtbf ? "d = " + c + " >= 2M = " + fmt(2 * ck.job_mtbf_s) + ": M"
                                   : "sqrt(2 * " + c + " * " + fmt(ck.job_mtbf_s) +
                                         ") * (1 + sqrt(" + c + "/" + fmt(2 * ck.job_mtbf_s) +
                                         ")/3 + " + c + "/" + fmt(2 * ck.job_mtbf_s) + "/9) - " + c,
                    r.daly_interval_s, "s"});
    out->push_back({"checkpoint.poisson_interval_s",
                    QT_TRANSLATE_NOOP("Derivation", "Poisson retry optimum"),
                    "x = lambda tau solves (1 - x) e^(x + lambda c) = 1",
                    concat("lambda = ", lam, ", lambda c = ", fmt(ck.total_rate_per_s * ck.save_s)),
                    r.poisson_interval_s, "s"});
    out->push_back({"checkpoint.poisson_overhead_fraction",
                    QT_TRANSLATE_NOOP("Derivation", "Poisson retry overhead"),
                    "(1/lambda + r)(e^(lambda (tau + c)) - 1) / tau - 1",
                    concat("(1/", lam, " + ", fmt(restore), ") * (e^(", lam, " * (", fmt(tau),
                           " + ", c, ")) - 1) / ", fmt(tau), " - 1"),
                    r.poisson_overhead_fraction, ""});
    out->push_back({"checkpoint.spike_fraction",
                    QT_TRANSLATE_NOOP("Derivation", "Overhead from loss spikes"),
                    "lambda_spike (tau/2 + r)",
                    concat(fmt(ck.spike_rate_per_s), " * (", fmt(tau), "/2 + ", fmt(restore), ")"),
                    r.spike_fraction, ""});
    return r;
}

}  // namespace stepbudget
