// Predicted peak memory against published measurements (data/published_memory.json,
// docs/memory.md, docs/validation.md "Memory"): each row is a fully configured run as a scenario
// with memory.runtime_overheads on, the framework's reported peak where the source gives one, and
// whether it ran or ran out of memory. The prediction is evaluate()'s own peak (the one memory
// model the headline, the Memory tab, the search and the report use).
//   error      = predicted / measured - 1, on what the framework reports: PyTorch's reserved
//                peak excludes the CUDA context and NCCL buffers, so the runtime context is left
//                out of that comparison (it stays in the OOM verdict);
//   OOM verdict = predicted peak > cluster.usable_memory_gib (the card's capacity in these rows).
// The one fitted constant, the allocator's fragmentation fraction phi, is a least-squares fit
// over the rows marked fit; the others are held out, and a leave-one-table-out pass refits phi
// without each table and predicts that table.
#pragma once

#include <string>
#include <vector>

#include "model/base/scenario.h"

namespace stepbudget {

struct MeasuredMemoryRow {
    std::string id;      // stable, e.g. "torchtitan-2412-t1-8b-fsdp"
    std::string label;   // as the table names the row
    std::string source;  // document, version, table
    std::string table;   // the group left out together in the cross-validation
    std::string note;    // how the configuration maps onto the model's keys
    Scenario scenario;
    bool oom = false;         // the source says the run ran out of memory
    double measured_gib = 0;  // the framework's peak (allocator reserved), 0: none published
    bool fit = false;         // phi is fitted to this row
    // Every setting that changes the source's memory has a model key (false: the row maps a
    // policy the model lacks, e.g. torchtitan's op-level selective checkpointing, onto the
    // nearest key; reported apart, never fitted to, not in the OOM sweep's agreement).
    bool exact = true;
};

struct MemoryRowPrediction {
    std::string problem;        // non-empty: the scenario did not evaluate
    double peak_bytes = 0;      // with phi
    double tensors_bytes = 0;   // memory.runtime_overheads off: the tensors alone
    double context_bytes = 0;   // runtime context (not in the framework's reserved peak)
    double dynamic_bytes = 0;   // what phi multiplies: activation term + largest op
    double capacity_bytes = 0;  // cluster.usable_memory_gib
    bool predicted_oom = false;
    bool tensors_oom = false;  // the verdict without the overheads
    double error = 0;          // (peak - context) / measured - 1; 0 without a measurement
};

MemoryRowPrediction predictMemoryRow(const MeasuredMemoryRow& row, double fragmentation);
// Least squares over the exact `rows` with a measurement and fit = true (all exact measured rows
// when all_measured): phi = sum(dyn (measured - base)) / sum(dyn^2), base = the peak without phi.
double fitFragmentationFraction(const std::vector<MeasuredMemoryRow>& rows,
                                bool all_measured = false);

struct HeldOutTable {
    std::string table;
    double fragmentation = 0;  // phi fitted without the table's rows
    int rows = 0;              // measured rows of the table
    double mean_abs_error = 0;
    double max_abs_error = 0;
};

// The OOM sweep per table (exact rows only): how many rows ran and ran out of memory, how many
// verdicts agree, and how close the predictions come to the capacity — the smallest headroom
// (capacity - peak) over the rows that ran, the smallest excess (peak - capacity) over the rows
// that did not; a sweep whose rows all sit far from the capacity tests little.
struct OutcomeTable {
    std::string table;
    int rows = 0;
    int ran = 0;
    int oom = 0;
    int agree = 0;
    int tensors_agree = 0;
    double min_headroom_bytes = -1;  // -1: no row ran
    double min_excess_bytes = -1;    // -1: no row ran out of memory
};

struct MemoryValidation {
    double fragmentation = 0;  // phi in force
    std::vector<MemoryRowPrediction> rows;
    // Exact rows (MeasuredMemoryRow::exact) with a measurement.
    int measured = 0;
    double mean_abs_error = 0;
    double max_abs_error = 0;
    int fitted = 0;
    double fitted_mean_abs_error = 0;
    int held_out = 0;
    double held_out_mean_abs_error = 0;
    double held_out_max_abs_error = 0;
    double tensors_mean_ratio = 0;  // mean of tensors-only predicted / measured (the old model)
    int mapped_measured = 0;        // measured rows that are not exact
    double mapped_mean_abs_error = 0;
    // The OOM sweep: the exact rows (outcome of every one), and every row including the mapped.
    int outcomes = 0;
    int agree = 0;          // predicted OOM == measured OOM
    int tensors_agree = 0;  // the same without the overheads
    int all_outcomes = 0;
    int all_agree = 0;
    int all_tensors_agree = 0;
    std::vector<OutcomeTable> outcome_tables;  // in the order each table first appears
    std::vector<HeldOutTable> tables;          // leave one table out
    double cross_validated_mean_abs_error = 0;
    double cross_validated_max_abs_error = 0;
};

MemoryValidation validateMemory(const std::vector<MeasuredMemoryRow>& rows, double fragmentation);

// The memory section of docs/validation.md.
std::string memoryValidationMarkdown(const std::vector<MeasuredMemoryRow>& rows,
                                     const MemoryValidation& v, const std::string& data_path);

}  // namespace stepbudget
