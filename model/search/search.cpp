#include "model/search/search.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <map>
#include <tuple>

#include "model/base/units.h"
#include "model/checkpoint/checkpoint_cost.h"
#include "model/efficiency/fp8_compute.h"
#include "model/evaluate/evaluate.h"
#include "model/evaluate/validate.h"
#include "model/memory/activation_cost.h"
#include "model/memory/memory.h"
#include "model/pipeline/pipeline_memory.h"
#include "model/pipeline/pipeline_rules.h"
#include "model/step/comm.h"
#include "model/step/compute.h"
#include "model/step/layout.h"

namespace stepbudget {

using namespace units;

namespace {

constexpr Recompute kRecomputes[] = {Recompute::None, Recompute::Selective, Recompute::Full};

// The most chunks pipeline.chunks allows; sizes the activation table.
constexpr std::int64_t kMaxChunks = PipelineConfig::kMaxChunks;

// Schedule variants of a p > 1 layout: the six schedules, interleaved with every chunk count
// pipeline.chunks allows (2 ... kMaxChunks). The space is the question's, never the starting
// plan's: a plan interleaving with 5 chunks is in it, and so is every layout it could be
// compared with after "apply", so the front does not move when a row of it is applied.
std::vector<std::pair<Schedule, std::int64_t>> scheduleVariants() {
    std::vector<std::pair<Schedule, std::int64_t>> v;
    for (Schedule s : kAllSchedules) {
        if (s == Schedule::Interleaved) {
            for (std::int64_t c = 2; c <= kMaxChunks; ++c) {
                v.emplace_back(s, c);
            }
        } else {
            v.emplace_back(s, 1);
        }
    }
    return v;
}

// Context-parallel degrees the space explores (docs/search.md): 1, the plan's own, and powers
// of two whose 2 cp chunks divide the sequence while each card keeps at least 4,096 of its
// tokens (context parallelism is the fix for long sequences; shorter ones only pay the KV
// exchange).
std::vector<std::int64_t> contextDegrees(const Scenario& sc) {
    std::vector<std::int64_t> v{1};
    const std::int64_t s = sc.training.seq_len;
    for (std::int64_t cp = 2; cp <= 64 && s / cp >= 4096; cp *= 2) {
        if (s % (2 * cp) == 0) {
            v.push_back(cp);
        }
    }
    if (std::find(v.begin(), v.end(), sc.parallel.cp) == v.end()) {
        v.push_back(sc.parallel.cp);
    }
    return v;
}

// Expert-parallel degrees: 1 for a dense model; else the powers of two that divide the routed
// experts, and the plan's own.
std::vector<std::int64_t> expertDegrees(const Scenario& sc) {
    std::vector<std::int64_t> v{1};
    const std::int64_t e = sc.model.experts;
    if (e > 0 && sc.model.top_k > 0) {
        for (std::int64_t ep = 2; ep <= e; ep *= 2) {
            if (e % ep == 0) {
                v.push_back(ep);
            }
        }
        if (std::find(v.begin(), v.end(), sc.parallel.ep) == v.end() && e % sc.parallel.ep == 0) {
            v.push_back(sc.parallel.ep);
        }
    }
    return v;
}

// Compute precisions the space explores: BF16, and FP8 where the card has FP8 tensor cores
// (fp8PeakRatio > 0: H100, H200, B200, ...). By the card, never by the plan, so the space (and
// the front) does not depend on the starting layout; a card without FP8 refuses it (validate).
std::vector<ComputePrecision> computePrecisions(const Scenario& sc) {
    std::vector<ComputePrecision> v{ComputePrecision::BF16};
    if (fp8PeakRatio(sc.cluster.gpu) > 0) {
        v.push_back(ComputePrecision::FP8);
    }
    return v;
}

// A total order on layouts, so equal objectives still sort the same way on every run.
auto layoutKey(const SearchLayout& l) {
    return std::make_tuple(l.cards, static_cast<int>(l.compute), l.tp, l.pp, l.cp, l.ep,
                           l.micro_batch, l.zero_stage, static_cast<int>(l.recompute),
                           l.sequence_parallel, static_cast<int>(l.schedule), l.chunks);
}

double secondObjective(const SearchPoint& p, bool cost) {
    return cost ? p.cost_dollars : static_cast<double>(p.layout.cards);
}

bool frontOrder(const SearchPoint& a, const SearchPoint& b) {
    if (a.finish_days != b.finish_days) {
        return a.finish_days < b.finish_days;
    }
    if (a.layout.cards != b.layout.cards) {
        return a.layout.cards < b.layout.cards;
    }
    if (a.headroom_bytes != b.headroom_bytes) {
        return a.headroom_bytes > b.headroom_bytes;
    }
    return layoutKey(a.layout) < layoutKey(b.layout);
}

bool topOrder(const SearchPoint& a, const SearchPoint& b, bool cost) {
    if (a.finish_days != b.finish_days) {
        return a.finish_days < b.finish_days;
    }
    if (secondObjective(a, cost) != secondObjective(b, cost)) {
        return secondObjective(a, cost) < secondObjective(b, cost);
    }
    if (a.headroom_bytes != b.headroom_bytes) {
        return a.headroom_bytes > b.headroom_bytes;
    }
    return layoutKey(a.layout) < layoutKey(b.layout);
}

std::string gib(double bytes) {
    return fixed(bytes / kGiB, 1) + " GiB";
}

// A layout that passes the rules and whose memory bound fits, with its bounds. For p = 1 (and
// a pipeline too long to simulate) the memory is exact; for p > 1 it is resident state plus
// savedPeakLowerBound(), never above the simulated peak that exact() then takes.
struct Candidate {
    SearchLayout layout;
    double finish_lb_days = 0;  // pipeline part at its busy time (no bubble): never above
    double cost_lb = 0;
    double peak_bytes = 0;      // a lower bound for p > 1 (exact when !sim_memory)
    double headroom_bytes = 0;  // an upper bound for p > 1
    double resident_bytes = 0;
    double usable_bytes = 0;
    bool sim_memory = false;  // exact() replaces the activation term by the simulated peak
    // memory.runtime_overheads on: the terms beyond the tensors that depend on the layout, so
    // that exact() prices the simulated activation term the way computeMemory() does.
    double loss_bytes = 0;
    double last_stage_bytes = 0;
    double largest_op_bytes = 0;
    std::size_t index = 0;  // position in the space's order (rejections keep that order)
};

// A point's objectives from evaluate()'s results: the numbers the headline shows.
void takeEvaluated(SearchPoint& p, const Results& r, double price) {
    p.finish_days = r.plan.finish_days;
    p.step_time_s = r.plan.step_time_s;
    p.peak_bytes_per_card = r.memory.peak_bytes_per_card;
    p.headroom_bytes = r.memory.margin_bytes;
    p.meets_deadline = r.plan.meets_deadline;
    p.cost_dollars = static_cast<double>(p.layout.cards) * p.finish_days * 24.0 * price;
    p.exact = true;
}

struct Evaluator {
    const Scenario& base;
    bool cost = false;
    double price = 0;
    MemoryOverheads overheads;  // the plan's (context and fragmentation are the same for all)

    SearchPoint exact(const Candidate& c) const {
        const Scenario sc = applySearchLayout(base, c.layout);
        const ComputeResults cr = computeCompute(sc);
        const LayoutResults layout = computeLayout(sc, cr);
        // evaluate()'s order: the DP window is what the KV exchange / all-to-all leave.
        const CommResults comm = computeComm(sc, cr, nullptr, layoutBusyShare(layout, cr));
        const CheckpointCost ck = checkpointCost(sc);
        const PlanStep step = planStep(sc, cr, layout);
        SearchPoint p;
        p.layout = c.layout;
        // The plan's step and finish (model/step/plan.cpp coreTimes): pipeline + exposed ZeRO
        // communication + input wait, times the checkpoint and failure overhead.
        p.step_time_s = step.pipeline_s + comm.exposed_s + sc.training.input_wait_s;
        p.finish_days = sc.training.reserved_days + static_cast<double>(cr.steps) * p.step_time_s *
                                                        (1.0 + ck.overhead_fraction) /
                                                        kSecondsPerDay;
        p.peak_bytes_per_card = c.peak_bytes;
        p.headroom_bytes = c.headroom_bytes;
        if (c.sim_memory && step.peak_simulated) {
            // evaluate()'s activation term for p > 1: the heaviest stage's simulated peak.
            MemoryOverheads o = overheads;
            o.loss_bytes = c.loss_bytes;
            p.peak_bytes_per_card =
                c.resident_bytes + step.peak_activation_bytes +
                overheadPeak(o, step.peak_activation_bytes, c.last_stage_bytes, c.largest_op_bytes)
                    .overhead_bytes();
            p.headroom_bytes = c.usable_bytes - p.peak_bytes_per_card;
            p.peak_stage = step.peak_stage;
        }
        p.cost_dollars = static_cast<double>(c.layout.cards) * p.finish_days * 24.0 * price;
        p.meets_deadline = p.finish_days <= sc.training.deadline_days;
        p.bubble_fraction = p.step_time_s > 0 ? step.bubble_s / p.step_time_s : 0.0;
        p.tp_in_host = layout.tp_in_host;
        p.simulated = step.simulated;
        return p;
    }

    // The front member's numbers from the full model (the same evaluate() every view uses;
    // its plan scope skips only the five schedules the Pipeline tab compares with the plan's,
    // which no number of the point reads).
    void makeExact(SearchPoint& p) const {
        const Results r = evaluate(applySearchLayout(base, p.layout), EvaluateScope::Plan);
        if (!r.ok()) {
            return;
        }
        takeEvaluated(p, r, price);
    }
};

// Card counts of the space: whole hosts between lo and hi, and lo and hi themselves.
std::vector<std::int64_t> cardCounts(const Scenario& sc, const SearchOptions& o) {
    if (o.cards_lo <= 0) {
        return {sc.cluster.cards};
    }
    const std::int64_t lo = o.cards_lo;
    const std::int64_t hi = std::max(o.cards_lo, o.cards_hi);
    const std::int64_t host = std::max<std::int64_t>(1, sc.cluster.cards_per_host);
    std::vector<std::int64_t> v{lo};
    if (o.cards_doubling) {
        for (std::int64_t c = 2 * lo; c < hi; c *= 2) {
            v.push_back(c);
        }
    } else {
        for (std::int64_t c = (lo / host + 1) * host; c < hi; c += host) {
            v.push_back(c);
        }
    }
    if (hi != lo) {
        v.push_back(hi);
    }
    return v;
}

std::string reasonForDominated(const SearchPoint& p, const SearchLayout& by, bool tie) {
    if (tie) {
        return "same finish, cards and headroom as " + describeLayout(by) + " (listed instead)";
    }
    std::string r = "dominated by " + describeLayout(by);
    if (p.bubble_fraction >= 0.1) {
        r += "; bubble " + fixed(100.0 * p.bubble_fraction, 0) + " %";
    }
    if (!p.tp_in_host) {
        r += "; TP traffic leaves the host";
    }
    return r;
}

// The plan as a point of the search: evaluate()'s own numbers (the headline's), and where it
// stands against the front. A plan in the space is on the front or dominated by a front
// layout by construction (exact pruning); the check does not assume it.
PlanPlacement placePlan(const Scenario& base, const SearchOptions& o,
                        const std::vector<SearchPoint>& front, bool cost, double price) {
    PlanPlacement pl;
    const Results er = evaluate(base, EvaluateScope::Plan);
    if (!er.ok()) {
        return pl;
    }
    pl.placed = true;
    SearchPoint& p = pl.point;
    p.layout = planLayout(base);
    takeEvaluated(p, er, price);
    p.bubble_fraction = p.step_time_s > 0 ? er.plan.bubble_s / p.step_time_s : 0.0;
    p.tp_in_host = er.layout.tp_in_host;
    p.simulated = er.memory.activation_simulated;
    pl.outside_reason = outsideSpaceReason(base, o, p.layout);
    const std::string days = fixed(p.finish_days, 2) + " days";
    if (p.headroom_bytes < 0) {
        pl.standing = PlanStanding::DoesNotFit;
        pl.words = "The current plan does not fit: over memory by " + gib(-p.headroom_bytes) +
                   " per card; every layout of the front fits.";
        return pl;
    }
    for (const SearchPoint& f : front) {
        if (sameLayout(f.layout, p.layout)) {
            pl.standing = PlanStanding::OnFront;
            pl.words = "The current plan is on the front (" + days + ").";
            return pl;
        }
    }
    if (const auto by = dominatingFrontPoint(front, p, cost)) {
        const SearchPoint& f = front[*by];
        pl.dominated_by = *by;
        if (ties(f, p, cost)) {
            pl.standing = PlanStanding::Tied;
            pl.words = "The current plan ties with " + describeLayout(f.layout) +
                       " on the front (same finish, cards and headroom: " + days + ").";
            return pl;
        }
        pl.standing = PlanStanding::Dominated;
        pl.words = "The current plan (" + days + ", headroom " + gib(p.headroom_bytes) +
                   ") is dominated by " + describeLayout(f.layout) + " (" +
                   fixed(f.finish_days, 2) + " days, headroom " + gib(f.headroom_bytes) + ").";
        return pl;
    }
    pl.standing = PlanStanding::OutsideSpace;
    pl.words =
        "No layout of the front beats the current plan (" + days + "): " +
        (pl.outside_reason.empty() ? std::string("it was not reached by the search")
                                   : "it is outside the searched space, " + pl.outside_reason) +
        ".";
    return pl;
}

}  // namespace

Scenario applySearchLayout(const Scenario& scenario, const SearchLayout& l) {
    Scenario sc = scenario;
    sc.cluster.cards = l.cards;
    sc.parallel.tp = l.tp;
    sc.parallel.pp = l.pp;
    sc.parallel.cp = l.cp;
    sc.parallel.ep = l.ep;
    sc.precision.compute = l.compute;
    sc.training.micro_batch = l.micro_batch;
    sc.parallel.zero_stage = l.zero_stage;
    sc.parallel.recompute = l.recompute;
    if (l.recompute == Recompute::Full) {
        sc.parallel.recompute_layers = l.recompute_layers;
    }
    // activations.source stays the plan's: typed activations are a labelled input that every
    // layout is given, as evaluate() gives it to the plan (one answer per question).
    ActivationSettings& activations = activationSettings(sc);
    activations.sequence_parallel = l.sequence_parallel;
    sc.pipeline.source = PipelineSource::Plan;
    sc.pipeline.schedule = l.schedule;
    if (l.schedule == Schedule::Interleaved) {
        sc.pipeline.chunks = l.chunks;
        activations.virtual_stages = l.chunks;
    } else {
        activations.virtual_stages = 1;
    }
    return sc;
}

std::string describeLayout(const SearchLayout& l) {
    std::string s = "tp " + std::to_string(l.tp) + " pp " + std::to_string(l.pp) + " dp " +
                    std::to_string(l.dp) + " mb " + std::to_string(l.micro_batch) + " ZeRO-" +
                    std::to_string(l.zero_stage) + " " + toString(l.recompute);
    if (l.recompute == Recompute::Full && l.recompute_layers > 0) {
        s += " (" + std::to_string(l.recompute_layers) + " layers/stage)";
    }
    if (l.sequence_parallel) {
        s += " SP";
    }
    if (l.cp > 1) {
        s += " cp " + std::to_string(l.cp);
    }
    if (l.ep > 1) {
        s += " ep " + std::to_string(l.ep);
    }
    if (l.compute == ComputePrecision::FP8) {
        s += " fp8";
    }
    if (l.pp > 1) {
        s += std::string(" ") + toString(l.schedule);
        if (l.schedule == Schedule::Interleaved) {
            s += " x" + std::to_string(l.chunks);
        }
    }
    return s + " on " + std::to_string(l.cards) + " cards";
}

SearchLayout planLayout(const Scenario& sc) {
    SearchLayout l;
    l.cards = sc.cluster.cards;
    l.tp = sc.parallel.tp;
    l.pp = sc.parallel.pp;
    l.cp = sc.parallel.cp;
    l.ep = sc.parallel.ep;
    l.dp = sc.parallel.tp * sc.parallel.pp * sc.parallel.cp > 0
               ? sc.cluster.cards / (sc.parallel.tp * sc.parallel.pp * sc.parallel.cp)
               : 0;
    l.micro_batch = sc.training.micro_batch;
    l.zero_stage = sc.parallel.zero_stage;
    l.recompute = sc.parallel.recompute;
    l.recompute_layers = l.recompute == Recompute::Full ? sc.parallel.recompute_layers : 0;
    l.sequence_parallel = activationSettings(sc).sequence_parallel;
    l.schedule = sc.pipeline.schedule;
    l.chunks = sc.pipeline.schedule == Schedule::Interleaved ? sc.pipeline.chunks : 1;
    l.compute = sc.precision.compute;
    return l;
}

std::string outsideSpaceReason(const Scenario& sc, const SearchOptions& o, const SearchLayout& l) {
    const std::vector<std::int64_t> counts = cardCounts(sc, o);
    if (std::find(counts.begin(), counts.end(), l.cards) == counts.end()) {
        return std::to_string(l.cards) + " cards are not among the searched card counts";
    }
    if (!o.tp_beyond_host && l.tp > sc.cluster.cards_per_host) {
        return "tp " + std::to_string(l.tp) + " is wider than a host of " +
               std::to_string(sc.cluster.cards_per_host) +
               " cards (search with TP beyond the host)";
    }
    const std::vector<std::int64_t> degrees = contextDegrees(sc);
    if (std::find(degrees.begin(), degrees.end(), l.cp) == degrees.end()) {
        return "cp " + std::to_string(l.cp) + " is not among the searched context-parallel degrees";
    }
    const std::vector<ComputePrecision> precisions = computePrecisions(sc);
    if (std::find(precisions.begin(), precisions.end(), l.compute) == precisions.end()) {
        return std::string("precision.compute = ") + toString(l.compute) +
               " is not searched: the card has no FP8 tensor cores";
    }
    if (l.dp > sc.training.global_batch) {
        return "dp " + std::to_string(l.dp) + " is more pipelines than sequences per step";
    }
    if (l.micro_batch < 1 || (l.micro_batch & (l.micro_batch - 1)) != 0) {
        return "micro-batch " + std::to_string(l.micro_batch) +
               " is not a power of two (the space's micro-batches)";
    }
    if (l.sequence_parallel && l.tp == 1) {
        return "sequence parallelism at tp 1 changes nothing and is not searched";
    }
    return {};
}

std::optional<std::size_t> dominatingFrontPoint(const std::vector<SearchPoint>& front,
                                                const SearchPoint& point, bool cost) {
    for (std::size_t i = 0; i < front.size(); ++i) {
        if (covers(front[i], point, cost)) {
            return i;
        }
    }
    return std::nullopt;
}

bool sameLayout(const SearchLayout& a, const SearchLayout& b) {
    return a.cards == b.cards && a.compute == b.compute && a.tp == b.tp && a.pp == b.pp &&
           a.cp == b.cp && a.ep == b.ep && a.dp == b.dp && a.micro_batch == b.micro_batch &&
           a.zero_stage == b.zero_stage && a.recompute == b.recompute &&
           a.recompute_layers == b.recompute_layers && a.sequence_parallel == b.sequence_parallel &&
           (a.pp == 1 || (a.schedule == b.schedule && a.chunks == b.chunks));
}

bool ties(const SearchPoint& a, const SearchPoint& b, bool cost) {
    return a.finish_days == b.finish_days && secondObjective(a, cost) == secondObjective(b, cost) &&
           a.headroom_bytes == b.headroom_bytes;
}

bool covers(const SearchPoint& a, const SearchPoint& b, bool cost) {
    return dominates(a, b, cost) || (ties(a, b, cost) && layoutKey(a.layout) < layoutKey(b.layout));
}

bool dominates(const SearchPoint& a, const SearchPoint& b, bool cost) {
    const double a2 = secondObjective(a, cost);
    const double b2 = secondObjective(b, cost);
    return a.finish_days <= b.finish_days && a2 <= b2 && a.headroom_bytes >= b.headroom_bytes &&
           (a.finish_days < b.finish_days || a2 < b2 || a.headroom_bytes > b.headroom_bytes);
}

SearchResults searchLayouts(const Scenario& base, const SearchOptions& o,
                            const std::atomic<bool>* cancel,
                            const std::function<void(double)>& progress) {
    const auto start = std::chrono::steady_clock::now();
    SearchResults r;
    r.issues = validate(base);
    if (!r.issues.empty()) {
        return r;
    }
    const double price = base.cluster.dollars_per_card_hour;
    r.cost_objective = price > 0;
    const Evaluator ev{base, r.cost_objective, price, memoryOverheads(base)};
    const auto variants = scheduleVariants();
    std::vector<Candidate> candidates;
    std::vector<SearchRejection> rejected;
    std::vector<std::pair<std::size_t, std::string>> reasons;  // (space index, reason)
    std::size_t index = 0;
    auto reject = [&](const SearchLayout& l, std::string why) {
        ++r.infeasible;
        if (o.keep_rejections) {
            reasons.emplace_back(index, why);
            rejected.push_back({l, std::move(why)});
        }
    };
    std::map<std::tuple<std::int64_t, std::int64_t, std::size_t, std::int64_t>,
             SavedOrderProfile>
        profiles;  // (p, m, schedule variant, layers per stage) -> the orders' in-flight counts
    const std::int64_t heads = base.model.heads;
    const std::int64_t batch = base.training.global_batch;
    // Typed activations: every layout carries the typed budget, no simulated peak replaces it.
    const bool typed = activationsTyped(base);

    // 1. The space, each layout with its exact memory, its rules and its bound.
    // Progress: the enumeration (bounds for every layout) is the first half, the evaluation in
    // bound order the second; a cancel is seen within one (cards, tp, pp) of either.
    // Slices of the space: each card count with each compute precision (FP8 changes the
    // matmul time and adds the FP8 weight copy, so each slice has its own bounds).
    std::vector<std::pair<std::int64_t, ComputePrecision>> slices;
    for (const std::int64_t cards : cardCounts(base, o)) {
        for (const ComputePrecision compute : computePrecisions(base)) {
            slices.emplace_back(cards, compute);
        }
    }
    auto stopped = [&] {
        if (cancel != nullptr && cancel->load()) {
            r.cancelled = true;
        }
        return r.cancelled;
    };
    for (std::size_t ci = 0; ci < slices.size() && !stopped(); ++ci) {
        const std::int64_t cards = slices[ci].first;
        if (progress) {
            progress(0.5 * static_cast<double>(ci) / static_cast<double>(slices.size()));
        }
        Scenario sc_cards = base;
        sc_cards.cluster.cards = cards;
        sc_cards.precision.compute = slices[ci].second;
        const double overhead = checkpointCost(sc_cards).overhead_fraction;
        for (std::int64_t tp = 1; tp <= heads; ++tp) {
            if (heads % tp != 0 || (!o.tp_beyond_host && tp > base.cluster.cards_per_host)) {
                continue;
            }
            for (std::int64_t pp = 1; pp <= base.model.layers; ++pp) {
                for (const std::int64_t cp : contextDegrees(base)) {
                    for (const std::int64_t ep : expertDegrees(base)) {
                        if (cards % (tp * pp * cp) != 0 || stopped()) {
                            continue;
                        }
                        // The expert group (ep x t_e) folds over the cards of one stage.
                        const std::int64_t expert_group =
                            ep * (base.parallel.etp > 0 ? base.parallel.etp : tp);
                        if ((cards / pp) % expert_group != 0) {
                            continue;
                        }
                        const std::int64_t dp = cards / (tp * pp * cp);
                        if (dp > batch) {
                            continue;  // fewer sequences than pipelines: cards idle (a plan
                                       // warning)
                        }
                        for (std::int64_t mb = 1; dp * mb <= batch; mb *= 2) {
                            SearchLayout l;
                            l.cards = cards;
                            l.tp = tp;
                            l.pp = pp;
                            l.cp = cp;
                            l.ep = ep;
                            l.compute = slices[ci].second;
                            l.dp = dp;
                            l.micro_batch = mb;
                            Scenario sc = applySearchLayout(sc_cards, l);
                            const ComputeResults cr = computeCompute(sc);
                            const bool whole = batch % (dp * mb) == 0;
                            // What does not depend on the inner dimensions is computed once here:
                            // resident state of all four ZeRO stages (one computeMemory), the ZeRO
                            // communication per stage, the layout and bound per recompute and
                            // sequence parallel, the activations per (recompute, SP, chunks), and
                            // the schedule rules per schedule variant. The peak is then resident +
                            // activations, the same sum computeMemory makes (memory.cpp).
                            const MemoryResults resident = computeMemory(sc);
                            std::array<CommResults, 4> comm;
                            for (std::int64_t zero = 0; zero <= 3; ++zero) {
                                sc.parallel.zero_stage = zero;
                                comm[static_cast<std::size_t>(zero)] = computeComm(sc, cr);
                            }
                            const int n_sp = tp > 1 ? 2 : 1;
                            // [recompute][sp]: busy-time bound of the pipeline part, and
                            // activations per chunks v (index v - 1; v = 1 for every schedule but
                            // interleaved).
                            double busy[3][2] = {};
                            double act[3][2][kMaxChunks] = {};
                            // memory.runtime_overheads on: the last stage's activation term
                            // (where the loss runs), per (recompute, SP, chunks).
                            double last_act[3][2][kMaxChunks] = {};
                            // The largest op without its ZeRO-3 gather part, per (recompute,
                            // SP): full recompute rebuilds one layer, whose size depends on SP.
                            double op_base[3][2] = {};
                            // p > 1: the pipeline inputs per (recompute, SP), for the memory bound,
                            // and whether the plan's pipeline can be simulated (else evaluate()
                            // keeps the closed-form activations, and so does the search).
                            PipelineConfig sim_config[3][2];
                            bool sim_memory[3][2] = {};
                            std::int64_t microbatches = 1;
                            std::int64_t first_stage_layers = 1;
                            for (int ri = 0; ri < 3; ++ri) {
                                for (int spi = 0; spi < n_sp; ++spi) {
                                    sc.parallel.recompute = kRecomputes[ri];
                                    activationSettings(sc).sequence_parallel = spi == 1;
                                    if (ev.overheads.included) {
                                        const MemoryOverheads o = memoryOverheads(sc);
                                        op_base[ri][spi] =
                                            o.largest_op_bytes - o.zero3_gather_bytes;
                                    }
                                    const LayoutResults layout = computeLayout(sc, cr);
                                    const std::size_t k = layout.paced_stage;
                                    microbatches = layout.microbatches;
                                    first_stage_layers = layout.stage_layers.front();
                                    busy[ri][spi] = pp > 1
                                                        ? static_cast<double>(layout.microbatches) *
                                                              (layout.stage_forward_s[k] +
                                                               layout.stage_backward_s[k])
                                                        : planStep(sc, cr, layout).pipeline_s;
                                    if (pp > 1) {
                                        sim_config[ri][spi] = planPipelineConfig(sc, layout);
                                        sim_memory[ri][spi] =
                                            !typed && planPipelineLimit(sc, layout).empty();
                                    }
                                    // v = 1, and each chunk count the variants schedule.
                                    for (std::size_t vi = 0; vi < (pp > 1 ? variants.size() : 1);
                                         ++vi) {
                                        const std::int64_t v = pp > 1 ? variants[vi].second : 1;
                                        if (vi > 0 && v == 1) {
                                            continue;
                                        }
                                        activationSettings(sc).virtual_stages = v;
                                        act[ri][spi][v - 1] = planActivationBytes(sc);
                                        if (ev.overheads.included) {
                                            last_act[ri][spi][v - 1] = lastStageActivationBytes(sc);
                                        }
                                    }
                                    activationSettings(sc).virtual_stages = 1;
                                }
                            }
                            const std::size_t n_variants = pp > 1 ? variants.size() : 1;
                            std::vector<std::string> schedule_issue(n_variants);
                            if (pp > 1) {
                                for (std::size_t vi = 0; vi < n_variants; ++vi) {
                                    PipelineConfig pc = sc.pipeline;
                                    pc.stages = pp;
                                    pc.microbatches = microbatches;
                                    pc.layers_per_stage = first_stage_layers;
                                    pc.schedule = variants[vi].first;
                                    pc.chunks = variants[vi].second;
                                    const Issues why = scheduleIssues(pc, pc.schedule);
                                    if (!why.empty()) {
                                        schedule_issue[vi] = std::string(toString(pc.schedule)) +
                                                             ": " + why.front().message;
                                    }
                                }
                            }
                            // [recompute][sp][variant]: the saved-activation lower bound of the
                            // simulated peak (savedPeakLowerBound), from each schedule's fixed
                            // orders.
                            std::vector<std::array<std::array<SavedPeakBound, 2>, 3>> saved_lb(
                                n_variants);
                            if (pp > 1) {
                                for (std::size_t vi = 0; vi < n_variants; ++vi) {
                                    if (!schedule_issue[vi].empty()) {
                                        continue;
                                    }
                                    PipelineConfig pc = sim_config[0][0];
                                    pc.schedule = variants[vi].first;
                                    pc.chunks = variants[vi].second;
                                    // The order depends on p, m, schedule and chunks only (and the
                                    // layers per stage for interleaved's chunks): shared across TP.
                                    const auto key =
                                        std::make_tuple(pp, microbatches, vi, first_stage_layers);
                                    auto found = profiles.find(key);
                                    if (found == profiles.end()) {
                                        found = profiles
                                                    .emplace(key, savedOrderProfile(pipelineLayout(
                                                                      pc, pc.schedule)))
                                                    .first;
                                    }
                                    const SavedOrderProfile& order = found->second;
                                    for (int ri = 0; ri < 3; ++ri) {
                                        for (int spi = 0; spi < n_sp; ++spi) {
                                            if (!sim_memory[ri][spi]) {
                                                continue;
                                            }
                                            pc = sim_config[ri][spi];
                                            pc.schedule = variants[vi].first;
                                            pc.chunks = variants[vi].second;
                                            saved_lb[vi][static_cast<std::size_t>(ri)]
                                                    [static_cast<std::size_t>(spi)] =
                                                        savedPeakLowerBound(pc, order);
                                        }
                                    }
                                }
                            }
                            // The layout's terms beyond the tensors (memory.runtime_overheads):
                            // the loss, context and fragmentation fraction of this layout; the
                            // largest op per (recompute, SP) plus its ZeRO-3 gather per stage.
                            const MemoryOverheads overheads = memoryOverheads(sc);
                            for (std::int64_t zero = 0; zero <= 3; ++zero) {
                                const std::size_t zi = static_cast<std::size_t>(zero);
                                const double gather =
                                    overheads.included
                                        ? zero3GatherBytes(sc, static_cast<int>(zero))
                                        : 0.0;
                                for (int ri = 0; ri < 3; ++ri) {
                                    for (int spi = 0; spi < n_sp; ++spi) {
                                        const double step_lb = busy[ri][spi] + comm[zi].exposed_s +
                                                               sc.training.input_wait_s;
                                        const double finish_lb = sc.training.reserved_days +
                                                                 static_cast<double>(cr.steps) *
                                                                     step_lb * (1.0 + overhead) /
                                                                     kSecondsPerDay;
                                        for (std::size_t vi = 0; vi < n_variants; ++vi) {
                                            l.zero_stage = zero;
                                            l.recompute = kRecomputes[ri];
                                            l.recompute_layers =
                                                l.recompute == Recompute::Full
                                                    ? base.parallel.recompute_layers
                                                    : 0;
                                            l.sequence_parallel = spi == 1;
                                            // p = 1: nothing to schedule; 1F1B whatever the plan
                                            // uses (an interleaved plan's schedule would refuse one
                                            // stage, and the space must not depend on the plan).
                                            l.schedule =
                                                pp > 1 ? variants[vi].first : Schedule::OneFOneB;
                                            l.chunks = pp > 1 ? variants[vi].second : 1;
                                            ++index;
                                            ++r.considered;
                                            if (!whole) {
                                                reject(l,
                                                       "m = B / (d b) = " +
                                                           fixed(static_cast<double>(batch) /
                                                                     static_cast<double>(dp * mb),
                                                                 2) +
                                                           " is not whole");
                                                continue;
                                            }
                                            if (!schedule_issue[vi].empty()) {
                                                reject(l, schedule_issue[vi]);
                                                continue;
                                            }
                                            // The plan's activation term (planActivationBytes): the
                                            // typed budget, or the architecture's closed form (p =
                                            // 1) and simulated-peak bound (p > 1).
                                            const std::size_t v = static_cast<std::size_t>(
                                                l.schedule == Schedule::Interleaved ? l.chunks - 1
                                                                                    : 0);
                                            const bool sim = pp > 1 && sim_memory[ri][spi];
                                            const SavedPeakBound& lb =
                                                saved_lb[vi][static_cast<std::size_t>(ri)]
                                                        [static_cast<std::size_t>(spi)];
                                            const double activations =
                                                sim ? static_cast<double>(lb.bytes)
                                                    : act[ri][spi][v];
                                            // Resident state + the FP8 weight copy (0 with
                                            // bf16).
                                            const double held =
                                                resident.zero_resident_bytes_per_card[zi] +
                                                resident.zero_stacks[zi].fp8_copy_bytes;
                                            const double last_stage =
                                                overheads.included ? last_act[ri][spi][v] : 0.0;
                                            const double largest_op =
                                                overheads.included ? op_base[ri][spi] + gather
                                                                   : 0.0;
                                            const double peak = held + activations +
                                                                overheadPeak(overheads, activations,
                                                                             last_stage, largest_op)
                                                                    .overhead_bytes();
                                            const double margin =
                                                resident.usable_bytes_per_card - peak;
                                            if (margin < 0) {
                                                std::string stage = "the heaviest stage";
                                                if (sim) {
                                                    stage = "stage " + std::to_string(lb.gpu);
                                                } else if (o.keep_rejections) {
                                                    const ActivationCost a = activationCost(
                                                        applySearchLayout(sc_cards, l));
                                                    stage =
                                                        a.first_stage_bytes >= a.last_stage_bytes
                                                            ? "stage 0"
                                                            : "stage " + std::to_string(pp - 1);
                                                }
                                                reject(l,
                                                       stage + " over memory by " + gib(-margin));
                                                continue;
                                            }
                                            Candidate c;
                                            c.layout = l;
                                            c.finish_lb_days = finish_lb;
                                            c.cost_lb = static_cast<double>(cards) * finish_lb *
                                                        24.0 * price;
                                            c.peak_bytes = peak;
                                            c.headroom_bytes = margin;
                                            c.resident_bytes = held;
                                            c.usable_bytes = resident.usable_bytes_per_card;
                                            c.sim_memory = sim;
                                            c.loss_bytes = overheads.loss_bytes;
                                            c.last_stage_bytes = last_stage;
                                            c.largest_op_bytes = largest_op;
                                            c.index = index;
                                            candidates.push_back(c);
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    // 2. In bound order: a candidate whose bound is dominated by an evaluated layout, and that
    // cannot reach the top-K either, is skipped; every other one is evaluated exactly.
    std::sort(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) {
        if (a.finish_lb_days != b.finish_lb_days) {
            return a.finish_lb_days < b.finish_lb_days;
        }
        return layoutKey(a.layout) < layoutKey(b.layout);
    });
    std::vector<SearchPoint> front;
    std::vector<SearchPoint> evaluated;
    std::vector<SearchPoint> top;  // sorted, at most top_k
    std::vector<std::size_t> evaluated_index;
    const bool cost = r.cost_objective;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        if (cancel != nullptr && cancel->load()) {
            r.cancelled = true;
            break;
        }
        if (progress && i % 256 == 0) {
            progress(0.5 + 0.5 * static_cast<double>(i) / static_cast<double>(candidates.size()));
        }
        const Candidate& c = candidates[i];
        if (o.prune) {
            SearchPoint bound;
            bound.layout = c.layout;
            bound.finish_days = c.finish_lb_days;
            bound.cost_dollars = c.cost_lb;
            bound.headroom_bytes = c.headroom_bytes;
            const bool top_closed = o.top_k == 0 || (top.size() >= o.top_k &&
                                                     top.back().finish_days < c.finish_lb_days);
            const SearchPoint* by = nullptr;
            if (top_closed) {
                for (const SearchPoint& f : front) {
                    if (covers(f, bound, cost)) {
                        by = &f;
                        break;
                    }
                }
            }
            if (by != nullptr) {
                ++r.pruned;
                if (o.keep_rejections) {
                    reasons.emplace_back(c.index, "dominated by " + describeLayout(by->layout) +
                                                      " (bound: finish at least " +
                                                      fixed(c.finish_lb_days, 2) + " days)");
                    rejected.push_back({c.layout, reasons.back().second});
                }
                continue;
            }
        }
        ++r.evaluated;
        // The plan's own rules on the layout's keys (a precision convention that fixes the
        // ZeRO stage, ...), checked only here: a layout skipped by the bounds is dominated by
        // a valid one whatever its rules say, so checking the survivors keeps the front exact
        // at a few hundred validate() calls instead of one per layout.
        const Issues rules = validate(applySearchLayout(base, c.layout));
        if (!rules.empty()) {
            ++r.infeasible;
            if (o.keep_rejections) {
                reasons.emplace_back(c.index, rules.front().path + ": " + rules.front().message);
                rejected.push_back({c.layout, reasons.back().second});
            }
            continue;
        }
        const SearchPoint p = ev.exact(c);
        if (p.headroom_bytes < 0) {
            // Only the simulation showed it: the saved activations fit, but not with the
            // schedule's actual overlap of buffers (or DualPipe's two directions).
            ++r.infeasible;
            if (o.keep_rejections) {
                reasons.emplace_back(c.index, "stage " + std::to_string(p.peak_stage) +
                                                  " over memory by " + gib(-p.headroom_bytes) +
                                                  " (simulated peak)");
                rejected.push_back({c.layout, reasons.back().second});
            }
            continue;
        }
        auto pos = std::lower_bound(
            top.begin(), top.end(), p,
            [cost](const SearchPoint& a, const SearchPoint& b) { return topOrder(a, b, cost); });
        top.insert(pos, p);
        if (top.size() > o.top_k) {
            top.pop_back();
        }
        bool dominated = false;
        for (const SearchPoint& f : front) {
            if (covers(f, p, cost)) {
                dominated = true;
                break;
            }
        }
        if (!dominated) {
            front.erase(std::remove_if(front.begin(), front.end(),
                                       [&](const SearchPoint& f) { return covers(p, f, cost); }),
                        front.end());
            front.push_back(p);
        }
        if (o.keep_rejections) {
            evaluated.push_back(p);
            evaluated_index.push_back(c.index);
        }
    }
    std::sort(front.begin(), front.end(), frontOrder);
    // Every evaluated layout off the final front is dominated by one on it (transitivity).
    if (o.keep_rejections) {
        for (std::size_t i = 0; i < evaluated.size(); ++i) {
            const SearchPoint& p = evaluated[i];
            for (const SearchPoint& f : front) {
                if (covers(f, p, cost)) {
                    reasons.emplace_back(evaluated_index[i],
                                         reasonForDominated(p, f.layout, ties(f, p, cost)));
                    rejected.push_back({p.layout, reasons.back().second});
                    break;
                }
            }
        }
        std::vector<std::size_t> order(rejected.size());
        for (std::size_t i = 0; i < order.size(); ++i) {
            order[i] = i;
        }
        std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            return reasons[a].first < reasons[b].first;
        });
        for (std::size_t i : order) {
            r.rejected.push_back(rejected[i]);
        }
    }
    if (o.exact_front) {
        for (SearchPoint& p : front) {
            ev.makeExact(p);
        }
        // The top-K shares most of its layouts with the front: each is evaluated once.
        for (SearchPoint& p : top) {
            const auto same = std::find_if(front.begin(), front.end(), [&](const SearchPoint& f) {
                return sameLayout(f.layout, p.layout);
            });
            if (same != front.end() && same->exact) {
                p = *same;
            } else {
                ev.makeExact(p);
            }
        }
    }
    r.front = std::move(front);
    r.top = std::move(top);
    r.activations_typed = typed;
    if (!r.cancelled) {
        r.plan = placePlan(base, o, r.front, cost, price);
    }
    if (progress) {
        progress(1.0);
    }
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return r;
}

}  // namespace stepbudget
