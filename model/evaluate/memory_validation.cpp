#include "model/evaluate/memory_validation.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <sstream>

#include "model/base/derivation.h"
#include "model/base/units.h"
#include "model/evaluate/evaluate.h"
#include "model/memory/overheads.h"

namespace stepbudget {

using units::kGiB;

MemoryRowPrediction predictMemoryRow(const MeasuredMemoryRow& row, double fragmentation) {
    MemoryRowPrediction p;
    Scenario sc = row.scenario;
    sc.memory.runtime_overheads = true;
    const Results with = evaluate(sc);
    if (!with.ok()) {
        p.problem = with.issues.front().path + ": " + with.issues.front().message;
        return p;
    }
    const MemoryResults& m = with.memory;
    // The peak is linear in phi: take the shipped fragmentation out, put this phi in.
    p.dynamic_bytes = m.overhead.activation_bytes + m.overhead.largest_op_bytes;
    p.peak_bytes =
        m.peak_bytes_per_card - m.overhead.fragmentation_bytes + fragmentation * p.dynamic_bytes;
    p.context_bytes = m.overhead.context_bytes;
    p.capacity_bytes = m.usable_bytes_per_card;
    p.predicted_oom = p.peak_bytes > p.capacity_bytes;
    sc.memory.runtime_overheads = false;
    const Results tensors = evaluate(sc);
    p.tensors_bytes = tensors.ok() ? tensors.memory.peak_bytes_per_card : 0.0;
    p.tensors_oom = p.tensors_bytes > p.capacity_bytes;
    if (row.measured_gib > 0) {
        p.error = (p.peak_bytes - p.context_bytes) / (row.measured_gib * kGiB) - 1.0;
    }
    return p;
}

namespace {

bool usedForFit(const MeasuredMemoryRow& row, bool all_measured) {
    return row.exact && row.measured_gib > 0 && (all_measured || row.fit);
}

double fitOver(const std::vector<MeasuredMemoryRow>& rows,
               const std::vector<MemoryRowPrediction>& at_zero, const std::string& left_out,
               bool all_measured) {
    double num = 0;
    double den = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const MeasuredMemoryRow& row = rows[i];
        const MemoryRowPrediction& p = at_zero[i];
        if (!p.problem.empty() || !usedForFit(row, all_measured) || row.table == left_out) {
            continue;
        }
        // The framework's reserved peak excludes the runtime context.
        const double residual = row.measured_gib * kGiB - (p.peak_bytes - p.context_bytes);
        num += p.dynamic_bytes * residual;
        den += p.dynamic_bytes * p.dynamic_bytes;
    }
    // An allocator never gives memory back by fragmenting: phi >= 0.
    return den > 0 ? std::max(0.0, num / den) : 0.0;
}

std::vector<MemoryRowPrediction> predictAll(const std::vector<MeasuredMemoryRow>& rows,
                                            double fragmentation) {
    std::vector<MemoryRowPrediction> out;
    out.reserve(rows.size());
    for (const MeasuredMemoryRow& row : rows) {
        out.push_back(predictMemoryRow(row, fragmentation));
    }
    return out;
}

// The prediction at another phi (linear in phi).
MemoryRowPrediction atFraction(const MeasuredMemoryRow& row, MemoryRowPrediction p, double from,
                               double to) {
    p.peak_bytes += (to - from) * p.dynamic_bytes;
    p.predicted_oom = p.peak_bytes > p.capacity_bytes;
    if (row.measured_gib > 0) {
        p.error = (p.peak_bytes - p.context_bytes) / (row.measured_gib * kGiB) - 1.0;
    }
    return p;
}

void countOutcome(const MeasuredMemoryRow& row, const MemoryRowPrediction& p,
                  std::vector<OutcomeTable>* tables) {
    auto it = std::find_if(tables->begin(), tables->end(),
                           [&](const OutcomeTable& t) { return t.table == row.table; });
    if (it == tables->end()) {
        tables->push_back({});
        tables->back().table = row.table;
        it = tables->end() - 1;
    }
    OutcomeTable& t = *it;
    ++t.rows;
    t.agree += p.predicted_oom == row.oom ? 1 : 0;
    t.tensors_agree += p.tensors_oom == row.oom ? 1 : 0;
    const auto lowest = [](double* slot, double value) {
        *slot = *slot < 0 ? value : std::min(*slot, value);
    };
    if (row.oom) {
        ++t.oom;
        lowest(&t.min_excess_bytes, std::max(0.0, p.peak_bytes - p.capacity_bytes));
    } else {
        ++t.ran;
        lowest(&t.min_headroom_bytes, std::max(0.0, p.capacity_bytes - p.peak_bytes));
    }
}

}  // namespace

double fitFragmentationFraction(const std::vector<MeasuredMemoryRow>& rows, bool all_measured) {
    return fitOver(rows, predictAll(rows, 0.0), std::string(), all_measured);
}

MemoryValidation validateMemory(const std::vector<MeasuredMemoryRow>& rows, double fragmentation) {
    MemoryValidation v;
    v.fragmentation = fragmentation;
    const std::vector<MemoryRowPrediction> at_zero = predictAll(rows, 0.0);
    double sum = 0;
    double fit_sum = 0;
    double held_sum = 0;
    double ratio_sum = 0;
    double mapped_sum = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const MeasuredMemoryRow& row = rows[i];
        const MemoryRowPrediction p = atFraction(row, at_zero[i], 0.0, fragmentation);
        v.rows.push_back(p);
        if (!p.problem.empty()) {
            continue;
        }
        ++v.all_outcomes;
        v.all_agree += p.predicted_oom == row.oom ? 1 : 0;
        v.all_tensors_agree += p.tensors_oom == row.oom ? 1 : 0;
        if (row.exact) {
            ++v.outcomes;
            v.agree += p.predicted_oom == row.oom ? 1 : 0;
            v.tensors_agree += p.tensors_oom == row.oom ? 1 : 0;
            countOutcome(row, p, &v.outcome_tables);
        }
        if (row.measured_gib <= 0) {
            continue;
        }
        const double e = std::abs(p.error);
        if (!row.exact) {
            ++v.mapped_measured;
            mapped_sum += e;
            continue;
        }
        ++v.measured;
        sum += e;
        v.max_abs_error = std::max(v.max_abs_error, e);
        ratio_sum += p.tensors_bytes / (row.measured_gib * kGiB);
        if (row.fit) {
            ++v.fitted;
            fit_sum += e;
        } else {
            ++v.held_out;
            held_sum += e;
            v.held_out_max_abs_error = std::max(v.held_out_max_abs_error, e);
        }
    }
    if (v.measured > 0) {
        v.mean_abs_error = sum / v.measured;
        v.tensors_mean_ratio = ratio_sum / v.measured;
    }
    v.mapped_mean_abs_error = v.mapped_measured > 0 ? mapped_sum / v.mapped_measured : 0.0;
    v.fitted_mean_abs_error = v.fitted > 0 ? fit_sum / v.fitted : 0.0;
    v.held_out_mean_abs_error = v.held_out > 0 ? held_sum / v.held_out : 0.0;
    // Leave one table out: phi refitted to every measured row of the other tables.
    std::vector<std::string> tables;
    for (const MeasuredMemoryRow& row : rows) {
        if (row.exact && row.measured_gib > 0 &&
            std::find(tables.begin(), tables.end(), row.table) == tables.end()) {
            tables.push_back(row.table);
        }
    }
    double cv_sum = 0;
    int cv_rows = 0;
    for (const std::string& table : tables) {
        HeldOutTable h;
        h.table = table;
        h.fragmentation = fitOver(rows, at_zero, table, true);
        double t_sum = 0;
        for (std::size_t i = 0; i < rows.size(); ++i) {
            if (rows[i].table != table || !rows[i].exact || rows[i].measured_gib <= 0 ||
                !at_zero[i].problem.empty()) {
                continue;
            }
            const double e = std::abs(atFraction(rows[i], at_zero[i], 0.0, h.fragmentation).error);
            ++h.rows;
            t_sum += e;
            h.max_abs_error = std::max(h.max_abs_error, e);
            v.cross_validated_max_abs_error = std::max(v.cross_validated_max_abs_error, e);
        }
        h.mean_abs_error = h.rows > 0 ? t_sum / h.rows : 0.0;
        cv_sum += t_sum;
        cv_rows += h.rows;
        v.tables.push_back(h);
    }
    v.cross_validated_mean_abs_error = cv_rows > 0 ? cv_sum / cv_rows : 0.0;
    return v;
}

std::string memoryValidationMarkdown(const std::vector<MeasuredMemoryRow>& rows,
                                     const MemoryValidation& v, const std::string& data_path) {
    std::ostringstream o;
    const auto pct = [](double x) { return fixed(100.0 * x, 1) + " %"; };
    const auto gibText = [](double bytes) { return fixed(bytes / kGiB, 1); };
    o << "## Memory\n\n"
      << "Generated with the time tables above from `" << data_path
      << "` (sources, configurations and how each maps onto the model's keys are in the file; "
         "the terms are described in [memory.md](memory.md)). Every row is evaluated with "
         "`memory.runtime_overheads` on, through the same `evaluate()` the headline, the Memory "
         "tab, the plan search and the report use. The measured figure is the framework's "
         "allocator peak (PyTorch's reserved bytes), which leaves out the CUDA context and NCCL "
         "buffers, so the error compares it with the predicted peak minus the runtime context; "
         "the OOM verdict compares the whole predicted peak with the card's capacity "
         "(`cluster.usable_memory_gib` in these rows).\n\n"
      << "One constant is fitted: the caching allocator's fragmentation fraction phi = "
      << fixed(v.fragmentation, 3)
      << " of the dynamic bytes (activation term with the loss + largest op), least squares over "
         "the rows marked fit; the other measured rows are held out, and the leave-one-table-out "
         "pass refits phi to every exact measured row outside a table and predicts that table. "
         "Rows marked *mapped* use a policy the model has no key for (torchtitan's op-level "
         "selective checkpointing mapped to `selective`, FSDP with pipeline parallelism, which "
         "keeps stage parameters unsharded between micro-batches, AsyncTP): "
         "they are shown, never fitted to, and kept out of the sweep's agreement; the file "
         "says why for each.\n\n"
      << "| Run | Source | GPU | cards | outcome | measured GiB | tensors only GiB | predicted "
         "GiB (allocator) | + context GiB | error | predicted OOM | agrees |\n"
      << "|---|---|---|--:|---|--:|--:|--:|--:|--:|---|---|\n";
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const MeasuredMemoryRow& row = rows[i];
        const MemoryRowPrediction& p = v.rows[i];
        o << "| " << row.label << (row.fit ? " (fit)" : "") << (row.exact ? "" : " (mapped)")
          << " | " << row.source << " | " << row.scenario.cluster.gpu << " | "
          << row.scenario.cluster.cards << " | " << (row.oom ? "OOM" : "ran") << " | "
          << (row.measured_gib > 0 ? fixed(row.measured_gib, 1) : std::string("–")) << " | ";
        if (!p.problem.empty()) {
            o << "– | – | – | – | – | " << p.problem << " |\n";
            continue;
        }
        o << gibText(p.tensors_bytes) << " | " << gibText(p.peak_bytes - p.context_bytes) << " | "
          << gibText(p.context_bytes) << " | "
          << (row.measured_gib > 0 ? pct(p.error) : std::string("–")) << " | "
          << (p.predicted_oom ? "OOM" : "fits") << " (" << gibText(p.peak_bytes) << " of "
          << gibText(p.capacity_bytes) << ") | " << (p.predicted_oom == row.oom ? "yes" : "**no**")
          << " |\n";
    }
    const auto share = [&](int a, int n) { return pct(n > 0 ? static_cast<double>(a) / n : 0.0); };
    o << "\n**Measured peaks, exact rows** (" << v.measured << "): mean |error| "
      << pct(v.mean_abs_error) << ", worst " << pct(v.max_abs_error) << "; fitted rows ("
      << v.fitted << ") " << pct(v.fitted_mean_abs_error) << ", held-out rows (" << v.held_out
      << ") mean " << pct(v.held_out_mean_abs_error) << ", worst " << pct(v.held_out_max_abs_error)
      << ". Tensors only (the overheads off), the prediction is " << fixed(v.tensors_mean_ratio, 2)
      << "x the measured peak on average. Mapped rows (" << v.mapped_measured << "): mean |error| "
      << pct(v.mapped_mean_abs_error) << ".\n\n"
      << "**OOM sweep** (the " << v.outcomes
      << " exact rows above, each with its published outcome): predicted OOM agrees with the "
         "measured outcome on "
      << v.agree << " (" << share(v.agree, v.outcomes) << "); tensors only, on " << v.tensors_agree
      << " (" << share(v.tensors_agree, v.outcomes)
      << "); target >= 95 % of the exact rows and of "
         "every table ("
      << (v.outcomes > 0 && v.agree >= 0.95 * v.outcomes &&
                  std::all_of(v.outcome_tables.begin(), v.outcome_tables.end(),
                              [](const OutcomeTable& t) { return t.agree >= 0.95 * t.rows; })
              ? "met"
              : "not met")
      << ", `tst_validation oomSweepTarget`). With the " << v.all_outcomes - v.outcomes
      << " mapped rows too: " << v.all_agree << " of " << v.all_outcomes << " ("
      << share(v.all_agree, v.all_outcomes) << "); tensors only " << v.all_tensors_agree << " ("
      << share(v.all_tensors_agree, v.all_outcomes) << ").\n\n"
      << "Per table (exact rows; headroom = capacity - predicted peak on the rows that ran, "
         "excess = predicted peak - capacity on the rows that ran out of memory; the MPT tables "
         "are MosaicML's throughput benchmarks, each row a configuration that completed, with "
         "the micro-batch chosen per size and sequence; they publish no peak):\n\n"
      << "| Table | rows | ran | OOM | agrees | tensors only agrees | smallest headroom GiB | "
         "smallest excess GiB |\n"
      << "|---|--:|--:|--:|--:|--:|--:|--:|\n";
    const auto bound = [&](double bytes) { return bytes < 0 ? std::string("–") : gibText(bytes); };
    for (const OutcomeTable& t : v.outcome_tables) {
        o << "| " << t.table << " | " << t.rows << " | " << t.ran << " | " << t.oom << " | "
          << t.agree << " (" << share(t.agree, t.rows) << ") | " << t.tensors_agree << " | "
          << bound(t.min_headroom_bytes) << " | " << bound(t.min_excess_bytes) << " |\n";
    }
    o << "\n**Leave one table out** (phi refitted without the table):\n\n"
      << "| Table | phi without it | measured rows | mean abs error | worst |\n"
      << "|---|--:|--:|--:|--:|\n";
    for (const HeldOutTable& h : v.tables) {
        o << "| " << h.table << " | " << fixed(h.fragmentation, 3) << " | " << h.rows << " | "
          << pct(h.mean_abs_error) << " | " << pct(h.max_abs_error) << " |\n";
    }
    o << "\nCross-validated over all measured rows: mean |error| "
      << pct(v.cross_validated_mean_abs_error) << ", worst " << pct(v.cross_validated_max_abs_error)
      << ".\n";
    return o.str();
}

}  // namespace stepbudget
