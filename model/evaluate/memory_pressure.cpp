#include "model/evaluate/memory_pressure.h"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "model/base/derivation.h"
#include "model/memory/overheads.h"

namespace stepbudget {

namespace {

MemoryUseBand bandOf(const std::vector<double>& errors, double from, double to) {
    MemoryUseBand b;
    b.from_fraction = from;
    b.to_fraction = to;
    b.rows = static_cast<int>(errors.size());
    if (errors.empty()) {
        return b;
    }
    double sum = 0;
    double abs_sum = 0;
    for (double e : errors) {
        sum += e;
        abs_sum += std::fabs(e);
        if (std::fabs(e) > std::fabs(b.worst_error)) {
            b.worst_error = e;
        }
    }
    b.mean_error = sum / b.rows;
    b.mean_abs_error = abs_sum / b.rows;
    std::vector<double> sorted = errors;
    std::sort(sorted.begin(), sorted.end());
    const std::size_t n = sorted.size();
    b.median_error = n % 2 == 1 ? sorted[n / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2]);
    return b;
}

std::string bandName(const MemoryUseBand& b) {
    if (b.from_fraction <= 0) {
        return "below " + fixed(100.0 * b.to_fraction, 0) + " %";
    }
    if (b.to_fraction <= 0) {
        return fixed(100.0 * b.from_fraction, 0) + " % and above";
    }
    return fixed(100.0 * b.from_fraction, 0) + " to " + fixed(100.0 * b.to_fraction, 0) + " %";
}

}  // namespace

MemoryUseErrors timeErrorByMemoryUse(const std::vector<PublishedRun>& runs,
                                     const CrossValidation& held_out,
                                     const std::vector<MeasuredMemoryRow>& memory_rows) {
    MemoryUseErrors e;
    e.use_fraction.assign(runs.size(), -1.0);
    std::vector<double> roomy;
    std::vector<double> snug;
    std::vector<double> tight;
    std::vector<std::string> sources;
    std::vector<std::vector<double>> source_below;
    std::vector<std::vector<double>> source_tight;
    const double phi = fragmentationFraction();
    for (std::size_t i = 0; i < runs.size() && i < held_out.rows.size(); ++i) {
        const RunPrediction& p = held_out.rows[i];
        if (!p.problem.empty()) {
            continue;  // not a base row, or not predicted
        }
        // The run's memory twin: its full configuration (sharding, precision, loss kernel).
        const std::string twin = runs[i].id + kMemoryTwinSuffix;
        const auto row = std::find_if(memory_rows.begin(), memory_rows.end(),
                                      [&](const MeasuredMemoryRow& m) { return m.id == twin; });
        if (row == memory_rows.end()) {
            continue;
        }
        const MemoryRowPrediction m = predictMemoryRow(*row, phi);
        if (!m.problem.empty() || m.capacity_bytes <= 0) {
            continue;
        }
        const double use = m.peak_bytes / m.capacity_bytes;
        e.use_fraction[i] = use;
        ++e.rows;
        const MemoryRoom room = memoryRoom(m.peak_bytes, m.capacity_bytes);
        (room == MemoryRoom::Roomy  ? roomy
         : room == MemoryRoom::Snug ? snug
                                    : tight)
            .push_back(p.error);
        e.tight_faster_rows += room == MemoryRoom::Tight && p.error > 0 ? 1 : 0;
        const auto it = std::find(sources.begin(), sources.end(), runs[i].source);
        const std::size_t k = static_cast<std::size_t>(it - sources.begin());
        if (it == sources.end()) {
            sources.push_back(runs[i].source);
            source_below.emplace_back();
            source_tight.emplace_back();
        }
        (room == MemoryRoom::Tight ? source_tight : source_below)[k].push_back(p.error);
    }
    e.bands = {bandOf(roomy, 0.0, kRoomyMemoryFraction),
               bandOf(snug, kRoomyMemoryFraction, kTightMemoryFraction),
               bandOf(tight, kTightMemoryFraction, 0.0)};
    std::vector<double> below = roomy;
    below.insert(below.end(), snug.begin(), snug.end());
    e.below = bandOf(below, 0.0, kTightMemoryFraction);
    for (std::size_t k = 0; k < sources.size(); ++k) {
        if (!source_below[k].empty() && !source_tight[k].empty()) {
            e.sources.push_back({sources[k], bandOf(source_below[k], 0.0, kTightMemoryFraction),
                                 bandOf(source_tight[k], kTightMemoryFraction, 0.0)});
        }
    }
    return e;
}

std::string memoryUseMarkdown(const MemoryUseErrors& e) {
    std::ostringstream o;
    if (e.rows == 0) {
        return "## Time error by memory use\n\nNo time row has a memory twin: the memory data "
               "was not found or holds none of these runs.\n";
    }
    o << "## Time error by memory use\n\n"
      << "The held-out time error of the base rows (leave-one-source-out, above), grouped by the "
         "run's predicted peak memory as a share of the card's usable memory. It covers the "
      << e.rows
      << " base rows whose full memory configuration the memory data holds (each row's twin `<id>"
      << kMemoryTwinSuffix
      << "` in the memory section below, whose predicted peak the OOM verdicts use); the other "
         "base rows publish no sharding or precision to compute a peak from. Signed: below zero "
         "the run was slower than predicted. The time model has no cost for the caching "
         "allocator near a full card (freeing its cache and retrying a failed cudaMalloc, which "
         "synchronises the device); a plan at or above "
      << fixed(100.0 * kTightMemoryFraction, 0)
      << " % of the card says so in its warnings (`cluster.usable_memory_gib`) instead of "
         "guessing that cost.\n\n"
      << "| peak / usable memory | rows | mean error | median error | mean absolute error | "
         "worst |\n|---|--:|--:|--:|--:|--:|\n";
    for (const MemoryUseBand& b : e.bands) {
        o << "| " << bandName(b) << " | " << b.rows << " | " << signedPercentText(b.mean_error)
          << " | " << signedPercentText(b.median_error) << " | "
          << fixed(100.0 * b.mean_abs_error, 1) << " % | " << signedPercentText(b.worst_error)
          << " |\n";
    }
    o << "\nBelow " << fixed(100.0 * kTightMemoryFraction, 0) << " %: " << e.below.rows
      << " rows, mean " << signedPercentText(e.below.mean_error)
      << "; at or above: " << e.tight().rows << " rows, mean "
      << signedPercentText(e.tight().mean_error) << " (worst "
      << signedPercentText(e.tight().worst_error)
      << "). Within each source that has rows on both sides, so that a source's own bias does "
         "not stand in for memory:\n\n"
      << "| Source | rows below | mean error below | rows at or above | mean error at or above "
         "|\n|---|--:|--:|--:|--:|\n";
    for (const MemoryUseSourceSplit& s : e.sources) {
        o << "| " << s.source << " | " << s.below.rows << " | "
          << signedPercentText(s.below.mean_error) << " | " << s.tight.rows << " | "
          << signedPercentText(s.tight.mean_error) << " |\n";
    }
    o << "\nNot every run near a full card is slow: " << e.tight_faster_rows << " of "
      << e.tight().rows
      << " ran faster than predicted. Whether the allocator has to retry depends on the sizes and "
         "order of the blocks, which a plan does not know, so the warning is a caution, not a "
         "correction of the step time.\n";
    return o.str();
}

}  // namespace stepbudget
