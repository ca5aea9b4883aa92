// Expert capacity (worked-examples §7.6): each expert runs at most
//   C = floor(c * tokens * k / E)
// rows; dispatches beyond C are dropped (the token passes on through the residual) and unused
// rows are padded with zeros (they still cost compute and communication). Dropped share is of
// all dispatches, padded share of all executed rows E * C.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/base/derivation.h"
#include "model/base/result_fields.h"
#include "model/base/scenario.h"

namespace stepbudget {

struct MoeConfig {
    SectionSource source = SectionSource::Plan;  // plan: tokens = s b of one micro-batch
    double capacity_factor = 1.25;
    // Expert load for the capacity-factor table (§7.6): `tokens` routed in one batch, a share of
    // the experts is hot and receives hot_load_ratio x the mean load, the rest share what is left.
    std::int64_t tokens = 8192;
    double hot_expert_fraction = 0.5;
    double hot_load_ratio = 1.5;
    // Node-limited routing (DeepSeek-V3 §2.1.2, M = 4): a token's experts sit on at most this
    // many hosts; 0 = anywhere. It bounds the network copies of a host-deduplicated dispatch
    // (parallel.ep_host_dispatch); without deduplication every routed copy travels anyway.
    std::int64_t max_hosts_per_token = 0;
};

// Expert loads as (dispatches, number of experts with that load): a histogram, so a curve over
// c costs O(distinct loads) per point, not O(experts).
using ExpertLoads = std::vector<std::pair<std::int64_t, std::int64_t>>;

struct CapacityPoint {
    double capacity_factor = 0;
    std::int64_t capacity = 0;  // rows per expert
    std::int64_t dropped = 0;
    std::int64_t padded = 0;
    double dropped_share = 0;                 // of dispatches
    double padded_share = 0;                  // of executed rows
    std::int64_t max_dropped_per_expert = 0;  // the hottest expert's drops
};

struct MoeResults {
    bool enabled = false;  // model.experts > 0
    std::int64_t experts = 0;
    std::int64_t top_k = 0;
    bool example = false;  // moe.source = example: typed moe.tokens; plan: s b per micro-batch
    std::int64_t tokens = 0;
    std::int64_t dispatches = 0;  // tokens x k
    double mean_load = 0;         // dispatches / E
    ExpertLoads loads;            // the load histogram, hottest first
    std::int64_t max_load = 0;
    double balance_saving = 0;         // 1 - mean / max: expert time saved by perfect balance
    CapacityPoint at_capacity;         // at moe.capacity_factor
    std::vector<CapacityPoint> table;  // c = 1, 1.25, 1.5, 2 (the book's rows)
    std::vector<CapacityPoint> curve;  // c = 0.5 .. 4 in steps of 0.05
};

CapacityPoint capacityPoint(const ExpertLoads& loads, std::int64_t experts, std::int64_t dispatches,
                            double capacity_factor);
// Two-level distribution: round(E f) hot experts at round(mean r) each, the rest share the
// remaining dispatches as evenly as whole numbers allow.
ExpertLoads hotColdLoads(std::int64_t experts, std::int64_t dispatches, double hot_fraction,
                         double hot_ratio);

MoeResults computeMoe(const Scenario& scenario, Derivations* out = nullptr);

// Expert parallelism: E / ep whole experts per rank, placed in blocks of the load order (the hot
// experts together: the worst placement, since routing decides which experts run hot). Each
// expert runs min(load, C) rows (C at `capacity_factor`: dispatches beyond it are dropped). The
// slowest rank's rows over the mean rank's rows is the factor its expert compute takes (every
// rank waits for it at the combine all-to-all); 1 with ep = 1.
struct ExpertRankLoad {
    double slowest_rows = 0;
    double mean_rows = 0;
    double factor = 1;  // slowest / mean
};
ExpertRankLoad expertRankLoad(const ExpertLoads& loads, std::int64_t experts, std::int64_t ep,
                              std::int64_t dispatches, double capacity_factor);

// What an element of the MoE tab asks for on click: "moe.curve.<dropped|padded>.<i>" (point i of
// the capacity-factor curve) or "moe.loads.<g>.<executed|padding|dropped>" (rows of each expert
// in load group g of the histogram, hottest first, at moe.capacity_factor). nullopt otherwise.
std::string moeCurveId(bool dropped, std::size_t point);
std::string moeLoadId(std::size_t group, const char* band);
std::optional<Derivation> moeElementDerivation(const Scenario& scenario, const MoeResults& results,
                                               const std::string& id);

// The section's JSON fields in output order (model/base/result_fields.h).
const std::vector<ResultField<MoeResults>>& moeResultFields();

}  // namespace stepbudget
