#include "model/moe/moe.h"
#include "model/base/count.h"
#include "model/base/param_builders.h"
#include "model/base/text_concat.h"
#include "model/base/tr_noop.h"

#include <algorithm>
#include <cmath>

namespace stepbudget {

CapacityPoint capacityPoint(const ExpertLoads& loads, std::int64_t experts, std::int64_t dispatches,
                            double c) {
    CapacityPoint p;
    p.capacity_factor = c;
    // The epsilon keeps curve points such as c = 0.5 + 0.05 * 10 from flooring one row short.
    p.capacity =
        countFloor(c * static_cast<double>(dispatches) / static_cast<double>(experts) + 1e-9);
    for (const auto& [load, count] : loads) {
        const std::int64_t kept = std::min(load, p.capacity);
        p.dropped += (load - kept) * count;
        p.padded += (p.capacity - kept) * count;
        p.max_dropped_per_expert = std::max(p.max_dropped_per_expert, load - kept);
    }
    p.dropped_share = dispatches > 0 ? static_cast<double>(p.dropped) / dispatches : 0.0;
    const double rows = static_cast<double>(experts) * static_cast<double>(p.capacity);
    p.padded_share = rows > 0 ? static_cast<double>(p.padded) / rows : 0.0;
    return p;
}

ExpertLoads hotColdLoads(std::int64_t experts, std::int64_t dispatches, double hot_fraction,
                         double hot_ratio) {
    ExpertLoads loads;
    const double mean = static_cast<double>(dispatches) / static_cast<double>(experts);
    std::int64_t hot = std::llround(static_cast<double>(experts) * hot_fraction);
    hot = std::clamp<std::int64_t>(hot, 0, experts);
    std::int64_t hot_load = std::llround(mean * hot_ratio);
    if (hot == experts || hot == 0) {
        hot = 0;  // no hot/cold split: everything is spread evenly below
    } else {
        hot_load = std::min(hot_load, dispatches / hot);  // never more than there are
        loads.push_back({hot_load, hot});
    }
    const std::int64_t cold = experts - hot;
    const std::int64_t rest = dispatches - hot * hot_load;
    const std::int64_t base = rest / cold;
    const std::int64_t extra = rest % cold;  // that many cold experts get one more
    if (extra > 0) {
        loads.push_back({base + 1, extra});
    }
    if (cold - extra > 0) {
        loads.push_back({base, cold - extra});
    }
    std::sort(loads.begin(), loads.end(),
              [](const auto& a, const auto& b) { return a.first > b.first; });
    return loads;
}

ExpertRankLoad expertRankLoad(const ExpertLoads& loads, std::int64_t experts, std::int64_t ep,
                              std::int64_t dispatches, double capacity_factor) {
    ExpertRankLoad r;
    if (experts <= 0 || ep <= 1 || experts % ep != 0) {
        return r;
    }
    const std::int64_t capacity =
        capacityPoint(loads, experts, dispatches, capacity_factor).capacity;
    const std::int64_t per_rank = experts / ep;
    double total = 0;
    std::int64_t placed = 0;                   // experts given to the first (hottest) rank so far
    for (const auto& [load, count] : loads) {  // hottest first
        const double rows = static_cast<double>(std::min(load, capacity));
        total += rows * static_cast<double>(count);
        const std::int64_t take = std::min(count, per_rank - placed);
        r.slowest_rows += rows * static_cast<double>(take);
        placed += take;
    }
    r.mean_rows = total / static_cast<double>(ep);
    r.factor = r.mean_rows > 0 ? std::max(1.0, r.slowest_rows / r.mean_rows) : 1.0;
    return r;
}

MoeResults computeMoe(const Scenario& sc, Derivations* out) {
    MoeResults r;
    const ModelSpec& m = sc.model;
    r.example = sc.moe->source == SectionSource::Example;
    r.enabled = m.experts > 0 && m.top_k > 0;
    if (!r.enabled) {
        return r;
    }
    r.experts = m.experts;
    r.top_k = m.top_k;
    // Plan: one micro-batch's tokens are routed together (s b); example: the typed batch.
    r.tokens = r.example ? sc.moe->tokens : sc.training.seq_len * sc.training.micro_batch;
    r.dispatches = r.tokens * r.top_k;
    r.mean_load = static_cast<double>(r.dispatches) / static_cast<double>(r.experts);
    r.loads =
        hotColdLoads(r.experts, r.dispatches, sc.moe->hot_expert_fraction, sc.moe->hot_load_ratio);
    r.max_load = r.loads.empty() ? 0 : r.loads.front().first;
    r.balance_saving = r.max_load > 0 ? 1.0 - r.mean_load / static_cast<double>(r.max_load) : 0.0;
    r.at_capacity = capacityPoint(r.loads, r.experts, r.dispatches, sc.moe->capacity_factor);
    for (double c : {1.0, 1.25, 1.5, 2.0}) {
        r.table.push_back(capacityPoint(r.loads, r.experts, r.dispatches, c));
    }
    r.curve.reserve(71);
    for (int i = 0; i <= 70; ++i) {
        r.curve.push_back(capacityPoint(r.loads, r.experts, r.dispatches, 0.5 + 0.05 * i));
    }

    if (out == nullptr) {
        return r;
    }
    const CapacityPoint& p = r.at_capacity;
    const std::string c = fmt(sc.moe->capacity_factor);
    out->push_back(
        {"moe.capacity", QT_TRANSLATE_NOOP("Derivation", "Rows per expert"),
         "C = floor(c tokens k / E)",
         concat("floor(", c, " * ", fmt(r.tokens), " * ", fmt(r.top_k), " / ", fmt(r.experts), ")"),
         static_cast<double>(p.capacity), "rows"});
    out->push_back({"moe.dropped_share",
                    QT_TRANSLATE_NOOP("Derivation", "Dropped share of dispatches"),
                    "sum max(0, load_i - C) / (tokens k)",
                    concat(fmt(p.dropped), " / ", fmt(r.dispatches)), p.dropped_share, ""});
    out->push_back({"moe.padded_share",
                    QT_TRANSLATE_NOOP("Derivation", "Padded share of executed rows"),
                    "sum max(0, C - load_i) / (E C)",
                    concat(fmt(p.padded), " / (", fmt(r.experts), " * ", fmt(p.capacity), ")"),
                    p.padded_share, ""});
    out->push_back({"moe.balance_saving",
                    QT_TRANSLATE_NOOP("Derivation", "Expert time saved by perfect balance"),
                    "1 - mean load / max load",
                    concat("1 - ", fmt(r.mean_load), " / ", fmt(r.max_load)), r.balance_saving,
                    ""});
    return r;
}

std::string moeCurveId(bool dropped, std::size_t point) {
    return std::string("moe.curve.") + (dropped ? "dropped." : "padded.") + std::to_string(point);
}

std::string moeLoadId(std::size_t group, const char* band) {
    return "moe.loads." + std::to_string(group) + "." + band;
}

namespace {

// "<digits>.<rest>" -> (digits, rest); nullopt when the digits are missing or too many.
std::optional<std::pair<std::size_t, std::string>> leadingIndex(const std::string& text) {
    const std::size_t dot = text.find('.');
    const std::string digits = text.substr(0, dot);
    if (digits.empty() || digits.size() > 9 ||
        digits.find_first_not_of("0123456789") != std::string::npos) {
        return std::nullopt;
    }
    return std::make_pair(static_cast<std::size_t>(std::stoul(digits)),
                          dot == std::string::npos ? std::string() : text.substr(dot + 1));
}

}  // namespace

std::optional<Derivation> moeElementDerivation(const Scenario& sc, const MoeResults& r,
                                               const std::string& id) {
    if (!r.enabled) {
        return std::nullopt;
    }
    static const std::string curve = "moe.curve.";
    static const std::string loads = "moe.loads.";
    if (id.rfind(curve, 0) == 0) {
        const std::string rest = id.substr(curve.size());
        const bool dropped = rest.rfind("dropped.", 0) == 0;
        if (!dropped && rest.rfind("padded.", 0) != 0) {
            return std::nullopt;
        }
        const auto at = leadingIndex(rest.substr(dropped ? 8 : 7));
        if (!at || !at->second.empty() || at->first >= r.curve.size()) {
            return std::nullopt;
        }
        const CapacityPoint& p = r.curve[at->first];
        const std::string cap =
            concat("C = floor(", fmt(p.capacity_factor), " * ", fmt(r.tokens), " * ", fmt(r.top_k),
                   " / ", fmt(r.experts), ") = ", fmt(p.capacity), "; ");
        Derivation d;
        d.id = id;
        d.title_args = {fmt(p.capacity_factor)};
        d.unit = "";
        if (dropped) {
            d.title = "Dropped share of dispatches at c = " + fmt(p.capacity_factor);
            d.title_template =
                QT_TRANSLATE_NOOP("Derivation", "Dropped share of dispatches at c = %1");
            d.formula = "sum max(0, load_i - C) / (tokens k), C = floor(c tokens k / E)";
            d.substituted = concat(cap, fmt(p.dropped), " / ", fmt(r.dispatches));
            d.value = p.dropped_share;
        } else {
            d.title = "Padded share of executed rows at c = " + fmt(p.capacity_factor);
            d.title_template =
                QT_TRANSLATE_NOOP("Derivation", "Padded share of executed rows at c = %1");
            d.formula = "sum max(0, C - load_i) / (E C), C = floor(c tokens k / E)";
            d.substituted =
                concat(cap, fmt(p.padded), " / (", fmt(r.experts), " * ", fmt(p.capacity), ")");
            d.value = p.padded_share;
        }
        return d;
    }
    if (id.rfind(loads, 0) == 0) {
        const auto at = leadingIndex(id.substr(loads.size()));
        if (!at || at->first >= r.loads.size()) {
            return std::nullopt;
        }
        const std::string& band = at->second;
        const auto [load, experts] = r.loads[at->first];
        const std::int64_t c = r.at_capacity.capacity;
        Derivation d;
        d.id = id;
        d.unit = "rows";
        d.title_args = {fmt(load)};
        // Per expert of this group (the histogram's experts with `load` dispatches each) at the
        // capacity in force, C = floor(c tokens k / E) (moe.h).
        const std::string per =
            concat(" per expert of the ", fmt(experts), " with ", fmt(load),
                   " dispatches, C = ", fmt(c), " at c = ", fmt(sc.moe->capacity_factor));
        if (band == "executed") {
            d.title = "Executed rows of an expert with " + fmt(load) + " dispatches";
            d.title_template =
                QT_TRANSLATE_NOOP("Derivation", "Executed rows of an expert with %1 dispatches");
            d.formula = "min(load, C)";
            d.substituted = concat("min(", fmt(load), ", ", fmt(c), ")", per);
            d.value = static_cast<double>(std::min(load, c));
        } else if (band == "padding") {
            d.title = "Padded rows of an expert with " + fmt(load) + " dispatches";
            d.title_template =
                QT_TRANSLATE_NOOP("Derivation", "Padded rows of an expert with %1 dispatches");
            d.formula = "max(0, C - load)";
            d.substituted = concat("max(0, ", fmt(c), " - ", fmt(load), ")", per);
            d.value = static_cast<double>(std::max<std::int64_t>(0, c - load));
        } else if (band == "dropped") {
            d.title = "Dropped dispatches of an expert with " + fmt(load) + " dispatches";
            d.title_template = QT_TRANSLATE_NOOP(
                "Derivation", "Dropped dispatches of an expert with %1 dispatches");
            d.formula = "max(0, load - C)";
            d.substituted = concat("max(0, ", fmt(load), " - ", fmt(c), ")", per);
            d.value = static_cast<double>(std::max<std::int64_t>(0, load - c));
        } else {
            return std::nullopt;
        }
        return d;
    }
    return std::nullopt;
}

// The section's keys, in registry order (model/evaluate/param_registry.cpp places them),
// with their slider ends and help (book section, one sentence).
std::vector<ParamSpec> moeParamSpecs() {
    using namespace param_rows;
    using S = Scenario;
    static const SliderRange ranges[] = {
        {"moe.capacity_factor", 0.5, 4},
        {"moe.tokens", 128, 1048576},
        {"moe.hot_load_ratio", 1, 8},
        {"moe.max_hosts_per_token", 0, 32},
    };
    static const KeyHelp help[] = {
        {"moe.capacity_factor", "§10.3.4",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Expert capacity c as a multiple of the mean load; tokens beyond it are "
                           "dropped or rerouted.")},
        {"moe.tokens", "§10.3.4",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Tokens routed in one batch for the capacity-factor table.")},
        {"moe.hot_expert_fraction", "§10.3.4",
         QT_TRANSLATE_NOOP("ParamHelp", "Share of experts that are hot.")},
        {"moe.hot_load_ratio", "§10.3.4",
         QT_TRANSLATE_NOOP("ParamHelp", "Load of a hot expert relative to the mean.")},
        {"moe.max_hosts_per_token", "§10.3.4",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Node-limited routing: each token's experts sit on at most this many "
                           "hosts (DeepSeek-V3: 4); 0 routes anywhere. It limits the network "
                           "copies of a dispatch sent once per host.")},
        {"moe.source", "§10.3.4",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Whether the capacity table routes the plan's tokens per micro-batch "
                           "(plan) or the typed moe.tokens (example).")},
    };
    std::vector<ParamSpec> v;
    v.push_back(choice("moe.source", &S::moe, &MoeConfig::source,
                       {SectionSource::Plan, SectionSource::Example}, &parsePipelineSource,
                       QT_TRANSLATE_NOOP("Param", "MoE tab shows")));
    v.push_back(number("moe.capacity_factor", &S::moe, &MoeConfig::capacity_factor, {0, 64, true},
                       "", QT_TRANSLATE_NOOP("Param", "Capacity factor c")));
    v.push_back(number("moe.tokens", &S::moe, &MoeConfig::tokens, {1, 1e8, false, true}, "tokens",
                       QT_TRANSLATE_NOOP("Param", "Tokens routed per batch")));
    v.push_back(number("moe.hot_expert_fraction", &S::moe, &MoeConfig::hot_expert_fraction, {0, 1},
                       "", QT_TRANSLATE_NOOP("Param", "Share of hot experts")));
    v.push_back(number("moe.hot_load_ratio", &S::moe, &MoeConfig::hot_load_ratio, {1, 1e4}, "",
                       QT_TRANSLATE_NOOP("Param", "Hot-expert load / mean")));
    v.push_back(number("moe.max_hosts_per_token", &S::moe, &MoeConfig::max_hosts_per_token,
                       {0, 4096}, "", QT_TRANSLATE_NOOP("Param", "Hosts per token (0 = any)")));
    applySliderRanges(v, ranges);
    applyHelp(v, help);
    return v;
}

namespace {

bool moeEnabled(const MoeResults& r) {
    return r.enabled;
}

}  // namespace

// The section's JSON fields in output order (model/io/section_json.cpp writes them and fills in the
// nested ones); documented in docs/cli.md, a row with a documentation string also in the generated
// reference (`stepbudget-cli results`).
const std::vector<ResultField<MoeResults>>& moeResultFields() {
    using R = MoeResults;
    static const std::vector<ResultField<R>> fields = {
        {"source", nullptr,
         [](const R& r) -> ResultValue { return std::string(r.example ? "example" : "plan"); }},
        field("enabled", &R::enabled),
        when(&moeEnabled, field("experts", &R::experts)),
        when(&moeEnabled, field("top_k", &R::top_k)),
        when(&moeEnabled, field("tokens", &R::tokens)),
        when(&moeEnabled, field("dispatches", &R::dispatches)),
        when(&moeEnabled, real("mean_load", &R::mean_load)),
        when(&moeEnabled, field("max_load", &R::max_load)),
        when(&moeEnabled, nested<R>("loads")),
        when(&moeEnabled, real("balance_saving", &R::balance_saving)),
        when(&moeEnabled, nested<R>("at_capacity")),
        when(&moeEnabled, nested<R>("table")),
        when(&moeEnabled, nested<R>("curve")),
    };
    return fields;
}

}  // namespace stepbudget
