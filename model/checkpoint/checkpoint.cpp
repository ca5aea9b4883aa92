#include "model/checkpoint/checkpoint.h"
#include "model/base/tr_noop.h"
#include "model/checkpoint/checkpoint_cost.h"

#include "model/base/param_builders.h"

#include <cmath>

#include "model/base/text_concat.h"
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
                    concat(fmt(c.bytes_per_param), " * ", fmt(n, 12)), r.size_bytes, "B"});
    out->push_back({"checkpoint.save_s", QT_TRANSLATE_NOOP("Derivation", "Save time c"),
                    "c = size / write speed",
                    concat(fmt(r.size_bytes), " / ", fmt(c.write_gb_per_s), "e9"), r.save_s, "s"});
    out->push_back(
        {"checkpoint.failure_rate_per_s",
         QT_TRANSLATE_NOOP("Derivation", "Interruption rate lambda"),
         r.spike_rate_per_s > 0 ? "lambda = p / MTBF_card + 1 / T_spike" : "lambda = p / MTBF_card",
         concat(fmt(sc.cluster.cards), " / (", fmt(c.card_mtbf_hours), " * 3600)",
                (r.spike_rate_per_s > 0 ? " + 1 / (" + fmt(c.spike_every_days) + " * 86400)"
                                        : std::string())),
         r.total_rate_per_s, "1/s"});
    out->push_back(
        {"checkpoint.optimal_interval_s", QT_TRANSLATE_NOOP("Derivation", "Optimal interval tau*"),
         "tau* = sqrt(2 c / lambda)", concat("sqrt(2 * ", fmt(r.save_s), " / ", lam, ")"),
         r.optimal_interval_s, "s"});
    out->push_back(
        {"checkpoint.overhead_fraction",
         QT_TRANSLATE_NOOP("Derivation", "Checkpoint + failure overhead L"),
         "L = c/tau + lambda tau/2 + lambda r",
         concat(fmt(r.save_s), "/", fmt(c.interval_s), " + ", lam, " * ", fmt(c.interval_s),
                "/2 + ", lam, " * ", fmt(c.restore_s), " = ", fixed(100 * r.terms.save, 3), "% + ",
                fixed(100 * r.terms.redo, 3), "% + ", fixed(100 * r.terms.recovery, 3), "%"),
         r.overhead_fraction, ""});
    return r;
}

CheckpointCost checkpointCost(const Scenario& sc, const CheckpointResults& ck) {
    CheckpointCost cost;
    cost.save_s = ck.save_s;
    cost.restore_s = sc.checkpoint->restore_s;
    cost.interval_s = sc.checkpoint->interval_s;
    cost.card_mtbf_hours = sc.checkpoint->card_mtbf_hours;
    cost.failure_rate_per_s = ck.failure_rate_per_s;
    cost.total_rate_per_s = ck.total_rate_per_s;
    cost.optimal_interval_s = ck.optimal_interval_s;
    cost.overhead_fraction = ck.overhead_fraction;
    cost.terms = ck.terms;
    return cost;
}

CheckpointCost checkpointCost(const Scenario& sc) {
    return checkpointCost(sc, computeCheckpoint(sc));
}

void scaleCheckpointWriteSpeed(Scenario& sc, double factor) {
    sc.checkpoint->write_gb_per_s *= factor;
}

void scaleCardMtbf(Scenario& sc, double factor) {
    sc.checkpoint->card_mtbf_hours *= factor;
}

// The checkpoint section's keys, in registry order (model/evaluate/param_registry.cpp places them),
// with their slider ends and help (book section, one sentence).
std::vector<ParamSpec> checkpointParamSpecs() {
    using namespace param_rows;
    static const SliderRange ranges[] = {
        {"checkpoint.bytes_per_param", 1, 32},    {"checkpoint.write_gb_per_s", 0.1, 1000},
        {"checkpoint.interval_s", 60, 86400},     {"checkpoint.restore_s", 0, 3600},
        {"checkpoint.card_mtbf_hours", 100, 1e6}, {"checkpoint.spike_every_days", 0, 60},
        {"checkpoint.snapshot_gb", 0, 2000},      {"checkpoint.capture_every_s", 0, 3600},
        {"checkpoint.staging_pause_s", 0, 30},    {"checkpoint.buffer_slots", 1, 8},
        {"checkpoint.async_captures", 1, 20},     {"checkpoint.failure_at_s", 0, 600},
        {"checkpoint.reshard_from_tp", 1, 64},    {"checkpoint.reshard_to_tp", 1, 64},
    };
    static const KeyHelp help[] = {
        {"checkpoint.bytes_per_param", "§10.4.2",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "Bytes per parameter a checkpoint stores (weights 2 + master 4 + Adam 8 = 14).")},
        {"checkpoint.write_gb_per_s", "§10.4.4",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "Aggregate speed a checkpoint is written at; the save cost c is size / speed.")},
        {"checkpoint.interval_s", "§10.4.4",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "Useful training between two checkpoints (tau); the optimum is sqrt(2c / lambda).")},
        {"checkpoint.restore_s", "§10.4.4",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Time to restart and load the last checkpoint after a failure.")},
        {"checkpoint.card_mtbf_hours", "§10.4.4",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "Mean time between failures of one card; the job fails N times as often.")},
        {"checkpoint.spike_every_days", "§10.4.4",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "A loss spike that forces a rollback every this many days; 0 means none.")},
        {"checkpoint.snapshot_gb", "§10.4.3",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Size of one asynchronous snapshot; 0 uses the checkpoint size.")},
        {"checkpoint.capture_every_s", "§10.4.3",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Wall-clock time between two asynchronous captures; 0 "
                           "captures every checkpoint interval.")},
        {"checkpoint.staging_pause_s", "§10.4.3",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Training pause while a capture copies the state to host memory.")},
        {"checkpoint.buffer_slots", "§10.4.3",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "Host buffers for snapshots; a slot is held from capture until its upload commits.")},
        {"checkpoint.async_captures", "§10.4.3",
         QT_TRANSLATE_NOOP("ParamHelp", "How many snapshots the commit timeline simulates.")},
        {"checkpoint.failure_at_s", "§10.4.3",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "When the failure marker strikes (0: 2.5 capture intervals in); only committed "
             "snapshots can be restored.")},
        {"checkpoint.reshard_from_tp", "§10.4.2",
         QT_TRANSLATE_NOOP("ParamHelp", "Tensor-parallel degree the checkpoint was saved with.")},
        {"checkpoint.reshard_to_tp", "§10.4.2",
         QT_TRANSLATE_NOOP("ParamHelp", "Tensor-parallel degree it is restored into.")},
    };
    std::vector<ParamSpec> v;
    // checkpoint
    v.push_back(number("checkpoint.bytes_per_param", &Scenario::checkpoint,
                       &CheckpointConfig::bytes_per_param, {0, 64, true}, "B/param",
                       QT_TRANSLATE_NOOP("Param", "Checkpoint bytes per parameter")));
    v.push_back(headline(number("checkpoint.write_gb_per_s", &Scenario::checkpoint,
                                &CheckpointConfig::write_gb_per_s, kBandwidth, "GB/s",
                                QT_TRANSLATE_NOOP("Param", "Checkpoint write speed"))));
    v.push_back(number("checkpoint.interval_s", &Scenario::checkpoint,
                       &CheckpointConfig::interval_s, {0, 1e8, true, true}, "s",
                       QT_TRANSLATE_NOOP("Param", "Checkpoint interval")));
    v.push_back(number("checkpoint.restore_s", &Scenario::checkpoint, &CheckpointConfig::restore_s,
                       {0, 1e7}, "s", QT_TRANSLATE_NOOP("Param", "Restore time")));
    v.push_back(number("checkpoint.card_mtbf_hours", &Scenario::checkpoint,
                       &CheckpointConfig::card_mtbf_hours, {0, 1e9, true, true}, "h",
                       QT_TRANSLATE_NOOP("Param", "Card MTBF")));
    v.push_back(number("checkpoint.spike_every_days", &Scenario::checkpoint,
                       &CheckpointConfig::spike_every_days, {0, 1e6, false, false, true}, "days",
                       QT_TRANSLATE_NOOP("Param", "Loss spike every (0 = none)")));
    v.push_back(number("checkpoint.snapshot_gb", &Scenario::checkpoint,
                       &CheckpointConfig::snapshot_gb, {0, 1e9}, "GB",
                       QT_TRANSLATE_NOOP("Param", "Async snapshot size (0 = checkpoint size)")));
    v.push_back(number("checkpoint.capture_every_s", &Scenario::checkpoint,
                       &CheckpointConfig::capture_every_s, {0, 1e8, false, false, true}, "s",
                       QT_TRANSLATE_NOOP("Param", "Async capture every (0 = interval)")));
    v.push_back(number("checkpoint.staging_pause_s", &Scenario::checkpoint,
                       &CheckpointConfig::staging_pause_s, {0, 1e6}, "s",
                       QT_TRANSLATE_NOOP("Param", "Staging pause per capture")));
    v.push_back(number("checkpoint.buffer_slots", &Scenario::checkpoint,
                       &CheckpointConfig::buffer_slots, {1, 64}, "",
                       QT_TRANSLATE_NOOP("Param", "Snapshot buffer slots")));
    v.push_back(number("checkpoint.async_captures", &Scenario::checkpoint,
                       &CheckpointConfig::async_captures, {1, 10000}, "",
                       QT_TRANSLATE_NOOP("Param", "Captures simulated")));
    v.push_back(number("checkpoint.failure_at_s", &Scenario::checkpoint,
                       &CheckpointConfig::failure_at_s, {0, 1e9}, "s",
                       QT_TRANSLATE_NOOP("Param", "Failure at (0 = 2.5 captures)")));
    v.push_back(number("checkpoint.reshard_from_tp", &Scenario::checkpoint,
                       &CheckpointConfig::reshard_from_tp, {1, 1024}, "",
                       QT_TRANSLATE_NOOP("Param", "Reshard from TP")));
    v.push_back(number("checkpoint.reshard_to_tp", &Scenario::checkpoint,
                       &CheckpointConfig::reshard_to_tp, {1, 1024}, "",
                       QT_TRANSLATE_NOOP("Param", "Reshard to TP")));
    applySliderRanges(v, ranges);
    applyHelp(v, help);
    return v;
}

// The section's own JSON fields in output order (model/io/results_json.cpp writes them;
// `stepbudget-cli results` documents them). The timeline, content, resharding and interval
// fields follow from their own writers (model/io/failure_json.cpp).
const std::vector<ResultField<CheckpointResults>>& checkpointResultFields() {
    using R = CheckpointResults;
    static const std::vector<ResultField<R>> fields = {
        field("size_bytes", &R::size_bytes,
              QT_TRANSLATE_NOOP("ResultDoc", "Checkpoint size: bytes_per_param × N")),
        field("save_s", &R::save_s, QT_TRANSLATE_NOOP("ResultDoc", "c = size / write speed")),
        field("failure_rate_per_s", &R::failure_rate_per_s,
              QT_TRANSLATE_NOOP("ResultDoc", "λ_hw = cards / MTBF_card")),
        field("spike_rate_per_s", &R::spike_rate_per_s,
              QT_TRANSLATE_NOOP("ResultDoc", "λ_spike = 1 / T_spike (0 without loss spikes)")),
        field("total_rate_per_s", &R::total_rate_per_s,
              QT_TRANSLATE_NOOP("ResultDoc", "λ = λ_hw + λ_spike")),
        field("job_mtbf_s", &R::job_mtbf_s, QT_TRANSLATE_NOOP("ResultDoc", "1 / λ")),
        field("optimal_interval_s", &R::optimal_interval_s,
              QT_TRANSLATE_NOOP("ResultDoc", "τ* = √(2c/λ)")),
        field("overhead_fraction", &R::overhead_fraction,
              QT_TRANSLATE_NOOP("ResultDoc", "L(τ) = c/τ + λτ/2 + λr at checkpoint.interval_s")),
        {"save_fraction", QT_TRANSLATE_NOOP("ResultDoc", "c/τ, the save term of L"),
         [](const R& r) -> ResultValue { return r.terms.save; }},
        {"redo_fraction", QT_TRANSLATE_NOOP("ResultDoc", "λτ/2, the redo term of L"),
         [](const R& r) -> ResultValue { return r.terms.redo; }},
        {"recovery_fraction", QT_TRANSLATE_NOOP("ResultDoc", "λr, the recovery term of L"),
         [](const R& r) -> ResultValue { return r.terms.recovery; }},
        field("optimal_overhead_fraction", &R::optimal_overhead_fraction,
              QT_TRANSLATE_NOOP("ResultDoc", "L(τ*)")),
        field("average_write_bytes_per_s", &R::average_write_bytes_per_s,
              QT_TRANSLATE_NOOP("ResultDoc", "size / interval")),
    };
    return fields;
}

}  // namespace stepbudget
