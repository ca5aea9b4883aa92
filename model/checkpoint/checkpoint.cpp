#include "model/checkpoint/checkpoint.h"
#include "model/base/tr_noop.h"

#include <cmath>

#include "model/base/units.h"

namespace stepbudget {

using namespace units;

CheckpointResults computeCheckpoint(const Scenario& sc, Derivations* out) {
    CheckpointResults r;
    const CheckpointConfig& c = sc.checkpoint;
    const double n = static_cast<double>(sc.model.params);
    r.size_bytes = c.bytes_per_param * n;
    r.save_s = r.size_bytes / (c.write_gb_per_s * kGB);
    r.card_mtbf_s = c.card_mtbf_hours * kSecondsPerHour;
    // Any card failing interrupts the whole job, so the job's rate grows with the card count.
    r.failure_rate_per_s = static_cast<double>(sc.cluster.cards) / r.card_mtbf_s;
    r.spike_rate_per_s = c.spike_every_days > 0 ? 1.0 / (c.spike_every_days * kSecondsPerDay) : 0.0;
    r.total_rate_per_s = r.failure_rate_per_s + r.spike_rate_per_s;
    r.job_mtbf_s = 1.0 / r.total_rate_per_s;
    r.optimal_interval_s = std::sqrt(2.0 * r.save_s / r.total_rate_per_s);
    r.terms = overheadTerms(r.save_s, r.total_rate_per_s, c.restore_s, c.interval_s);
    r.overhead_fraction = r.terms.total();
    r.optimal_overhead_fraction =
        overheadTerms(r.save_s, r.total_rate_per_s, c.restore_s, r.optimal_interval_s).total();
    r.average_write_bytes_per_s = r.size_bytes / c.interval_s;

    if (out == nullptr) {
        return r;
    }
    const std::string lam = fmt(r.total_rate_per_s);
    out->push_back({"checkpoint.size_bytes", QT_TRANSLATE_NOOP("Derivation", "Checkpoint size"),
                    "bytes_per_param N (weights 2 + master 4 + Adam 8)",
                    fmt(c.bytes_per_param) + " * " + fmt(n, 12), r.size_bytes, "B"});
    out->push_back({"checkpoint.save_s", QT_TRANSLATE_NOOP("Derivation", "Save time c"),
                    "c = size / write speed",
                    fmt(r.size_bytes) + " / " + fmt(c.write_gb_per_s) + "e9", r.save_s, "s"});
    out->push_back(
        {"checkpoint.failure_rate_per_s",
         QT_TRANSLATE_NOOP("Derivation", "Interruption rate lambda"),
         r.spike_rate_per_s > 0 ? "lambda = p / MTBF_card + 1 / T_spike" : "lambda = p / MTBF_card",
         fmt(sc.cluster.cards) + " / (" + fmt(c.card_mtbf_hours) + " * 3600)" +
             (r.spike_rate_per_s > 0 ? " + 1 / (" + fmt(c.spike_every_days) + " * 86400)"
                                     : std::string()),
         r.total_rate_per_s, "1/s"});
    out->push_back({"checkpoint.optimal_interval_s",
                    QT_TRANSLATE_NOOP("Derivation", "Optimal interval tau*"),
                    "tau* = sqrt(2 c / lambda)", "sqrt(2 * " + fmt(r.save_s) + " / " + lam + ")",
                    r.optimal_interval_s, "s"});
    out->push_back({"checkpoint.overhead_fraction",
                    QT_TRANSLATE_NOOP("Derivation", "Checkpoint + failure overhead L"),
                    "L = c/tau + lambda tau/2 + lambda r",
                    fmt(r.save_s) + "/" + fmt(c.interval_s) + " + " + lam + " * " +
                        fmt(c.interval_s) + "/2 + " + lam + " * " + fmt(c.restore_s) + " = " +
                        fixed(100 * r.terms.save, 3) + "% + " + fixed(100 * r.terms.redo, 3) +
                        "% + " + fixed(100 * r.terms.recovery, 3) + "%",
                    r.overhead_fraction, ""});
    return r;
}

}  // namespace stepbudget
