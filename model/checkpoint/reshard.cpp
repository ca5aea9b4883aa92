#include "model/checkpoint/reshard.h"
#include "model/base/tr_noop.h"

#include <algorithm>

#include "model/base/text_concat.h"
#include "model/base/units.h"
#include "model/checkpoint/checkpoint.h"

namespace stepbudget {

RowRange shardRows(std::int64_t rows, std::int64_t tp, std::int64_t shard) {
    const std::int64_t begin = shard * rows / tp;
    const std::int64_t end = (shard + 1) * rows / tp;
    return {begin, end - begin};
}

std::vector<ReshardTarget> reshardRowMap(std::int64_t rows, std::int64_t from_tp,
                                         std::int64_t to_tp, double bytes_per_row) {
    std::vector<ReshardTarget> targets;
    if (rows < 1 || from_tp < 1 || to_tp < 1) {
        return targets;
    }
    targets.reserve(static_cast<std::size_t>(to_tp));
    for (std::int64_t r = 0; r < to_tp; ++r) {
        const RowRange want = shardRows(rows, to_tp, r);
        ReshardTarget t;
        t.new_rank = r;
        t.global_row_begin = want.begin;
        t.rows = want.rows;
        t.bytes = static_cast<double>(want.rows) * bytes_per_row;
        const std::int64_t end = want.begin + want.rows;
        // The first old shard holding row `begin`: old shard i starts at floor(i R / from_tp).
        std::int64_t old = std::min(from_tp - 1, (want.begin * from_tp) / rows);
        while (old > 0 && shardRows(rows, from_tp, old).begin > want.begin) {
            --old;
        }
        for (std::int64_t row = want.begin; row < end && old < from_tp; ++old) {
            const RowRange have = shardRows(rows, from_tp, old);
            const std::int64_t have_end = have.begin + have.rows;
            if (have_end <= row) {
                continue;
            }
            const std::int64_t take = std::min(end, have_end) - row;
            t.pieces.push_back({old, row - have.begin, row, take});
            row += take;
        }
        targets.push_back(std::move(t));
    }
    return targets;
}

ReshardResults computeReshard(const Scenario& sc, Derivations* out) {
    ReshardResults r;
    const Precision& p = sc.precision;
    r.rows = sc.model.intermediate;
    r.cols = sc.model.hidden;
    r.from_tp = sc.checkpoint->reshard_from_tp;
    r.to_tp = sc.checkpoint->reshard_to_tp;
    r.weight_bytes = p.weight_bytes;
    const double row_bytes = static_cast<double>(r.cols) * p.weight_bytes;
    r.matrix_bytes = static_cast<double>(r.rows) * row_bytes;
    for (std::int64_t i = 0; i < r.from_tp; ++i) {
        r.old_shards.push_back(shardRows(r.rows, r.from_tp, i));
        r.old_rows_per_shard = std::max(r.old_rows_per_shard, r.old_shards.back().rows);
    }
    r.targets = reshardRowMap(r.rows, r.from_tp, r.to_tp, row_bytes);
    for (const ReshardTarget& t : r.targets) {
        r.new_rows_per_shard = std::max(r.new_rows_per_shard, t.rows);
    }
    r.old_shard_bytes = static_cast<double>(r.old_rows_per_shard) * row_bytes;
    r.new_shard_bytes = static_cast<double>(r.new_rows_per_shard) * row_bytes;
    r.state_multiple = (p.weight_bytes + p.master_bytes + p.optimizer_bytes) / p.weight_bytes;
    r.state_bytes = r.matrix_bytes * r.state_multiple;

    if (out == nullptr) {
        return r;
    }
    using units::kMiB;
    const std::string shape = concat("[", fmt(static_cast<double>(r.rows), 12), ", ",
                                     fmt(static_cast<double>(r.cols), 12), "]");
    out->push_back(
        {"checkpoint.reshard.matrix_bytes", "", "rows * cols * weight bytes",
         concat(fmt(static_cast<double>(r.rows), 12), " * ", fmt(static_cast<double>(r.cols), 12),
                " * ", fmt(p.weight_bytes), " = ", fmt(r.matrix_bytes / kMiB), " MiB"),
         r.matrix_bytes, "B"});
    setTitle(out->back(), QT_TRANSLATE_NOOP("Derivation", "Gate weight %1"), {shape});
    out->push_back({"checkpoint.reshard.old_shard_bytes", "",
                    "largest old shard rows * cols * weight bytes",
                    concat(fmt(static_cast<double>(r.old_rows_per_shard), 12),
                           " rows = ", fmt(r.old_shard_bytes / kMiB), " MiB"),
                    r.old_shard_bytes, "B"});
    setTitle(out->back(), QT_TRANSLATE_NOOP("Derivation", "Old shard (TP %1)"), {fmt(r.from_tp)});
    out->push_back({"checkpoint.reshard.new_shard_bytes", "",
                    "largest new shard rows * cols * weight bytes",
                    concat(fmt(static_cast<double>(r.new_rows_per_shard), 12),
                           " rows = ", fmt(r.new_shard_bytes / kMiB), " MiB"),
                    r.new_shard_bytes, "B"});
    setTitle(out->back(), QT_TRANSLATE_NOOP("Derivation", "New shard (TP %1)"), {fmt(r.to_tp)});
    out->push_back({"checkpoint.reshard.state_bytes",
                    QT_TRANSLATE_NOOP("Derivation", "All checkpoint state of this matrix"),
                    "matrix * (weight + master + optimizer) / weight",
                    concat(fmt(r.matrix_bytes / kMiB), " MiB * ", fmt(r.state_multiple), " = ",
                           fmt(r.state_bytes / kMiB), " MiB"),
                    r.state_bytes, "B"});
    return r;
}

void appendReshardIssues(const Scenario& s, Issues& issues) {
    const auto num = [](double v) { return fmt(v, 10); };
    // Every TP rank of the resharded gate weight owns at least one of its rows.
    for (const auto& [path, tp] :
         {std::pair{"checkpoint.reshard_from_tp", s.checkpoint->reshard_from_tp},
          std::pair{"checkpoint.reshard_to_tp", s.checkpoint->reshard_to_tp}}) {
        if (tp > s.model.intermediate) {
            issues.push_back(
                {path, num(static_cast<double>(tp)) +
                           " exceeds the rows of the gate weight (model.intermediate = " +
                           num(static_cast<double>(s.model.intermediate)) +
                           "); allowed [1, model.intermediate]"});
        }
    }
}

}  // namespace stepbudget
