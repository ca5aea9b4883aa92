// A card close to full: what the step time leaves out there, and the evidence for saying so.
// The time model has no cost for the caching allocator's behaviour near a full card (PyTorch
// frees its cached blocks and retries a failed cudaMalloc, synchronising the device; FSDP's
// limit_all_gathers exists to avoid those retries). The plan warns instead of guessing a cost,
// and docs/validation.md ("Time error by memory use") shows how the held-out time error of the
// published runs moves with their predicted peak memory, which is what the warning points to.
#pragma once

#include <string>
#include <vector>

#include "model/efficiency/published_runs.h"
#include "model/evaluate/memory_validation.h"
#include "model/memory/memory_room.h"

namespace stepbudget {

// Held-out time errors of the base rows (crossValidate) grouped by predicted peak / usable
// memory: each row's memory twin predicted as the memory validation does (predictMemoryRow at
// the shipped fragmentation fraction: the peak the OOM verdicts use). Rows without a twin are
// left out (use_fraction < 0).
struct MemoryUseBand {
    double from_fraction = 0;  // peak / usable, inclusive
    double to_fraction = 0;    // exclusive (the last band has no upper edge)
    int rows = 0;
    double mean_error = 0;    // signed, predicted / measured - 1: < 0 predicted too fast
    double median_error = 0;  // signed
    double mean_abs_error = 0;
    double worst_error = 0;  // signed, the largest |error|
};

// One source's rows on either side of kTightMemoryFraction.
struct MemoryUseSourceSplit {
    std::string source;
    MemoryUseBand below;
    MemoryUseBand tight;
};

// A time row's memory twin in data/published_memory.json: the same run, id + this suffix, with
// every memory setting (sharding, precision, loss kernel) the time row does not carry.
inline constexpr const char* kMemoryTwinSuffix = "-memory";

struct MemoryUseErrors {
    int rows = 0;                      // base rows with a memory twin
    std::vector<double> use_fraction;  // per run, peak / usable; < 0: not a predicted base row
    std::vector<MemoryUseBand> bands;  // the memoryRoom bands: roomy, snug, tight
    MemoryUseBand below;               // every row below kTightMemoryFraction
    int tight_faster_rows = 0;         // of those, rows predicted too slow (error > 0)
    std::vector<MemoryUseSourceSplit> sources;                   // sources with rows on both sides
    const MemoryUseBand& tight() const { return bands.back(); }  // at or above the edge
};

MemoryUseErrors timeErrorByMemoryUse(const std::vector<PublishedRun>& runs,
                                     const CrossValidation& held_out,
                                     const std::vector<MeasuredMemoryRow>& memory_rows);

// The "Time error by memory use" section of docs/validation.md.
std::string memoryUseMarkdown(const MemoryUseErrors& e);

}  // namespace stepbudget
