// Plan search (docs/search.md): every layout of the plan's space — TP, PP, CP, EP, DP,
// micro-batch, ZeRO stage, recompute, sequence parallelism, schedule and chunks, BF16 or FP8
// compute (where the card has FP8), optionally the card count —
// judged by the plan's own numbers, and the Pareto front over finish days, cards (or cost) and
// memory headroom. Exact pruning: a layout is skipped only when a lower bound on its finish
// days (the paced stage's busy time, no bubble) already shows an evaluated layout dominating
// it and it cannot enter the top-K; so the pruned search returns the brute-force front.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/base/issue.h"
#include "model/base/scenario.h"
#include "model/memory/memory_room.h"

namespace stepbudget {

struct SearchLayout {
    std::int64_t cards = 0;
    std::int64_t tp = 1;
    std::int64_t pp = 1;
    std::int64_t dp = 1;
    std::int64_t micro_batch = 1;
    std::int64_t zero_stage = 0;
    Recompute recompute = Recompute::None;
    // Full recompute's layers per stage (parallel.recompute_layers, 0 = all): not enumerated,
    // the plan's own, carried so that a full point says what it re-runs (docs/search.md).
    std::int64_t recompute_layers = 0;
    bool sequence_parallel = false;
    Schedule schedule = Schedule::OneFOneB;
    std::int64_t chunks = 1;  // interleaved virtual stages; 1 for the other schedules
    // Context and expert parallelism (docs/layouts.md): dp = cards / (tp pp cp); ep splits the
    // routed experts (1 for a dense model). Expert TP stays the plan's parallel.etp.
    std::int64_t cp = 1;
    std::int64_t ep = 1;
    // precision.compute: FP8 is searched where the card has FP8 tensor cores (fp8_compute.h);
    // the space is {bf16} or {bf16, fp8} by the card, never by the plan.
    ComputePrecision compute = ComputePrecision::BF16;
};

// One evaluated layout: what the front compares, and what its reason in words uses.
struct SearchPoint {
    SearchLayout layout;
    double finish_days = 0;
    double step_time_s = 0;
    double peak_bytes_per_card = 0;
    double headroom_bytes = 0;  // usable - peak
    double cost_dollars = 0;    // cards x finish hours x cluster.dollars_per_card_hour
    bool meets_deadline = false;
    double bubble_fraction = 0;  // pipeline bubble / step
    bool tp_in_host = true;
    bool simulated = false;       // the pipeline part is the event simulation (p > 1)
    std::int64_t peak_stage = 0;  // p > 1: the stage (GPU, 0-based) with the simulated peak
    bool exact = false;           // numbers replaced by a full evaluate() of the layout
};

// A point's peak over its card's usable memory (usable = peak + headroom), and its memory band
// (memory_room.h: the rule of the plan's near-full warning).
inline double peakShareOfCard(const SearchPoint& p) {
    const double usable = p.peak_bytes_per_card + p.headroom_bytes;
    return usable > 0 ? p.peak_bytes_per_card / usable : 1.0;
}
inline MemoryRoom memoryRoom(const SearchPoint& p) {
    return memoryRoom(p.peak_bytes_per_card, p.peak_bytes_per_card + p.headroom_bytes);
}

struct SearchRejection {
    SearchLayout layout;
    std::string reason;  // "stage 0 over memory by 3.1 GiB", "dominated by tp 8 pp 8 ...", ...
};

struct SearchOptions {
    std::int64_t cards_lo = 0;  // 0: the scenario's cluster.cards only
    std::int64_t cards_hi = 0;
    bool cards_doubling = false;  // cards lo, 2 lo, 4 lo, ... and hi instead of every host
    bool tp_beyond_host = false;  // TP groups larger than cluster.cards_per_host
    std::size_t top_k = 10;
    bool prune = true;             // false: brute force (the tests' reference)
    bool keep_rejections = false;  // fill SearchResults::rejected with every layout's reason
    bool exact_front = true;       // re-evaluate front and top with evaluate()
};

// Where the current plan stands against the front: every search places it (one-plan.md).
enum class PlanStanding {
    OnFront,       // the plan's layout is a point of the front
    Dominated,     // a front layout (dominated_by) is no worse in all three, better in one
    Tied,          // a front layout (dominated_by) has the same three numbers
    OutsideSpace,  // not a layout of the space (reason) and no front layout dominates it
    DoesNotFit,    // the plan itself is over memory: every fitting layout beats it
};

struct PlanPlacement {
    bool placed = false;  // false: the scenario is invalid or the search was cancelled
    SearchPoint point;    // the plan's numbers, from evaluate() (the headline's)
    PlanStanding standing = PlanStanding::OnFront;
    std::size_t dominated_by = 0;  // Dominated: index into SearchResults::front
    std::string outside_reason;    // why the plan's layout is not in the space, if it is not
    std::string words;             // the standing in one sentence, with the better layout
};

struct SearchResults {
    Issues issues;                   // the base scenario is invalid: nothing searched
    bool cost_objective = false;     // cluster.dollars_per_card_hour > 0: cost replaces cards
    std::vector<SearchPoint> front;  // sorted by finish days, cards, headroom (desc), layout
    std::vector<SearchPoint> top;    // the top-K by finish days, then cost/cards, headroom
    std::vector<SearchRejection> rejected;  // keep_rejections only, in the space's order
    std::int64_t considered = 0;            // layouts in the space that pass the layout rules
    std::int64_t infeasible = 0;  // over memory, a schedule that cannot run it, m not whole
    std::int64_t evaluated = 0;   // step time computed (simulated for p > 1)
    std::int64_t pruned = 0;      // skipped by the bounds
    double seconds = 0;
    bool cancelled = false;
    PlanPlacement plan;              // the current plan against the front
    bool activations_typed = false;  // every layout carries parallel.extra_memory_gib
};

// The scenario's own layout (cards, tp, pp, cp, ep, dp = cards / (tp pp cp), micro-batch, ZeRO,
// recompute, SP, schedule and chunks, compute precision, as applySearchLayout writes them).
SearchLayout planLayout(const Scenario& scenario);
// Why `layout` is not a layout of the space `options` span for `scenario` (empty: it is).
std::string outsideSpaceReason(const Scenario& scenario, const SearchOptions& options,
                               const SearchLayout& layout);
// The front layout that covers `point` (front index), if any.
std::optional<std::size_t> dominatingFrontPoint(const std::vector<SearchPoint>& front,
                                                const SearchPoint& point, bool cost_objective);

// The layout's values written into the scenario (cards, tp, pp, cp, ep, micro-batch, ZeRO,
// recompute, sequence parallel, schedule, chunks, precision.compute).
Scenario applySearchLayout(const Scenario& scenario, const SearchLayout& layout);
// "tp 8 pp 8 dp 16 mb 1 ZeRO-1 selective SP 1f1b" (" cp 2", " ep 8", " fp8" when not 1/bf16)
std::string describeLayout(const SearchLayout& layout);
// The same layout: every key equal (schedule and chunks only where p > 1 schedules them).
bool sameLayout(const SearchLayout& a, const SearchLayout& b);
// a dominates b over (finish days, cards or cost, headroom): no worse in all, better in one.
bool dominates(const SearchPoint& a, const SearchPoint& b, bool cost_objective);
// The same three numbers (typed activations and typed efficiency make, e.g., micro-batches 1 and
// 2 of a one-stage plan alike).
bool ties(const SearchPoint& a, const SearchPoint& b, bool cost_objective);
// a keeps b off the front: a dominates b, or ties with it and comes first in the layout order,
// so the front lists one layout per point and does not depend on the order of evaluation.
bool covers(const SearchPoint& a, const SearchPoint& b, bool cost_objective);

// `progress` (0..1) is called now and then; `cancel` set stops the search early (cancelled).
SearchResults searchLayouts(const Scenario& scenario, const SearchOptions& options,
                            const std::atomic<bool>* cancel = nullptr,
                            const std::function<void(double)>& progress = {});

}  // namespace stepbudget
