#include "model/step/collectives.h"
#include "model/base/param_builders.h"
#include "model/base/tr_noop.h"

#include <algorithm>

#include "model/base/text_concat.h"
#include "model/base/units.h"
#include "model/memory/overheads.h"

namespace stepbudget {

using namespace units;

namespace {

std::string ms(double seconds) {
    return fixed(seconds * 1e3, 4) + " ms";
}

}  // namespace

GradientMeans gradientMeans(const CollectivesConfig& c) {
    GradientMeans g;
    const double ns = static_cast<double>(c.short_answers);
    const double nl = static_cast<double>(c.long_answers);
    const double ts = static_cast<double>(c.short_tokens);
    const double tl = static_cast<double>(c.long_tokens);
    g.answers = ns + nl;
    g.tokens = ns * ts + nl * tl;
    if (g.answers <= 0 || g.tokens <= 0) {
        return g;
    }
    // Every token of an answer carries the same per-token gradient.
    g.token_mean = (ns * ts * c.short_token_grad + nl * tl * c.long_token_grad) / g.tokens;
    g.sample_mean = (ns * c.short_token_grad + nl * c.long_token_grad) / g.answers;
    g.double_divided = g.token_mean / g.answers;
    return g;
}

OverlapResult overlapOnBusyLink(double reduce_s, double compute_s, double busy_s) {
    OverlapResult o;
    o.start_s = std::max(0.0, busy_s);
    o.end_s = o.start_s + reduce_s;
    o.exposed_s = std::max(0.0, o.end_s - compute_s);
    return o;
}

BucketPlan scheduleBuckets(std::vector<BucketChunk> chunks, const std::vector<IdleWindow>& windows,
                           double compute_end_s) {
    BucketPlan plan;
    double link_free = 0;
    std::size_t first_window = 0;  // the link is serial: never go back to an earlier window
    for (BucketChunk& chunk : chunks) {
        chunk.window = -1;
        for (std::size_t w = first_window; w < windows.size(); ++w) {
            const double start = std::max({windows[w].start_s, chunk.ready_s, link_free});
            if (start + chunk.duration_s <= windows[w].end_s + 1e-15) {
                chunk.window = static_cast<int>(w);
                chunk.start_s = start;
                first_window = w;
                break;
            }
        }
        if (chunk.window < 0) {
            chunk.start_s = std::max({compute_end_s, chunk.ready_s, link_free});
            first_window = windows.size();
        }
        chunk.end_s = chunk.start_s + chunk.duration_s;
        link_free = chunk.end_s;
        plan.link_s += chunk.duration_s;
        plan.finish_s = std::max(plan.finish_s, chunk.end_s);
    }
    plan.exposed_s = std::max(0.0, plan.finish_s - compute_end_s);
    plan.fits_windows =
        !chunks.empty() && std::all_of(chunks.begin(), chunks.end(),
                                       [](const BucketChunk& c) { return c.window >= 0; });
    plan.chunks = std::move(chunks);
    return plan;
}

CollectivesResults computeCollectives(const Scenario& sc, const LayoutResults& layout,
                                      Derivations* out) {
    const CollectivesConfig& c = sc.collectives;
    CollectivesResults r;
    r.example = c.source == SectionSource::Example;
    r.means = gradientMeans(c);
    r.overlap = overlapOnBusyLink(c.reduce_ms * 1e-3, c.compute_ms * 1e-3, c.link_busy_ms * 1e-3);

    double window = c.idle_window_ms * 1e-3;
    double gap = c.window_gap_ms * 1e-3;
    if (r.example) {
        r.bucket_bytes = c.bucket_mib * kMiB;
        r.members = static_cast<double>(c.members);
        r.link_bytes_per_s = sc.cluster.nic_gb_per_s * kGB;
    } else {
        // One layer's parameters on a card: N less the input embedding and (untied) LM head,
        // over L, 1/t of them (a MoE layer: its dense part / t and the card's own E / ep
        // experts, averageLayerParamsPerCard), at the plan's gradient bytes.
        r.bucket_bytes = averageLayerParamsPerCard(sc) * sc.precision.grad_bytes;
        r.members = layout.dp;
        r.link_bytes_per_s = sc.cluster.collective_gb_per_s * kGB;
        // While later layers run their backward the link is free: windows of one layer's
        // backward (paced stage, per micro-batch), back to back.
        const std::size_t k = layout.paced_stage;
        if (k < layout.stage_backward_s.size() && k < layout.stage_layers.size() &&
            layout.stage_layers[k] > 0) {
            r.layer_backward_s =
                layout.stage_backward_s[k] / static_cast<double>(layout.stage_layers[k]);
        }
        window = r.layer_backward_s;
        gap = 0;
    }
    r.startup_s = c.startup_ms * 1e-3;
    r.whole_sent_bytes = ringAllReduceBytes(r.bucket_bytes, r.members);
    r.whole_s = ringAllReduceSeconds(r.bucket_bytes, r.members, r.link_bytes_per_s, r.startup_s);
    const double k = static_cast<double>(c.sub_buckets);
    const double part = r.bucket_bytes / k;
    r.split_each_s = ringAllReduceSeconds(part, r.members, r.link_bytes_per_s, r.startup_s);
    r.split_total_s = k * r.split_each_s;

    // Idle windows of the link during backward; the compute ends with the last one. Sub-bucket
    // j is complete when window j opens; the whole bucket only when the last one does.
    const double period = window + gap;
    const auto windows = static_cast<std::size_t>(c.idle_windows);
    r.windows.reserve(windows);
    for (std::size_t w = 0; w < windows; ++w) {
        const double start = static_cast<double>(w) * period;
        r.windows.push_back({start, start + window});
    }
    r.compute_end_s = r.windows.back().end_s;
    BucketChunk whole;
    whole.bytes = r.bucket_bytes;
    whole.sent_bytes = r.whole_sent_bytes;
    whole.duration_s = r.whole_s;
    whole.ready_s = r.windows.back().start_s;
    r.whole = scheduleBuckets({whole}, r.windows, r.compute_end_s);
    std::vector<BucketChunk> parts(static_cast<std::size_t>(c.sub_buckets));
    for (std::size_t j = 0; j < parts.size(); ++j) {
        parts[j].bytes = part;
        parts[j].sent_bytes = ringAllReduceBytes(part, r.members);
        parts[j].duration_s = r.split_each_s;
        parts[j].ready_s = r.windows[std::min(j, windows - 1)].start_s;
    }
    r.split = scheduleBuckets(std::move(parts), r.windows, r.compute_end_s);

    if (out == nullptr) {
        return r;
    }
    const GradientMeans& g = r.means;
    const std::string ts = fmt(c.short_tokens);
    const std::string tl = fmt(c.long_tokens);
    const std::string ns = fmt(c.short_answers);
    const std::string nl = fmt(c.long_answers);
    out->push_back({"collectives.token_mean_grad",
                    QT_TRANSLATE_NOOP("Derivation", "Gradient of the token mean"),
                    "(n_s t_s g_s + n_l t_l g_l) / (n_s t_s + n_l t_l)",
                    concat("(", ns, "*", ts, "*", fmt(c.short_token_grad), " + ", nl, "*", tl, "*",
                           fmt(c.long_token_grad), ") / ", fmt(g.tokens)),
                    g.token_mean, ""});
    out->push_back({"collectives.sample_mean_grad",
                    QT_TRANSLATE_NOOP("Derivation", "Gradient of the per-answer mean"),
                    "(n_s g_s + n_l g_l) / (n_s + n_l)",
                    concat("(", ns, "*", fmt(c.short_token_grad), " + ", nl, "*",
                           fmt(c.long_token_grad), ") / ", fmt(g.answers)),
                    g.sample_mean, ""});
    out->push_back({"collectives.double_divided_grad",
                    QT_TRANSLATE_NOOP("Derivation", "Token mean divided by the answers again"),
                    "token mean / answers", concat(fmt(g.token_mean), " / ", fmt(g.answers)),
                    g.double_divided, ""});
    out->push_back({"collectives.overlap_exposed_s",
                    QT_TRANSLATE_NOOP("Derivation", "Reduction behind a busy link"),
                    "max(0, busy + t_reduce - t_compute)",
                    concat("max(0, ", fmt(c.link_busy_ms), " + ", fmt(c.reduce_ms), " - ",
                           fmt(c.compute_ms), ") ms"),
                    r.overlap.exposed_s, "s"});
    const std::string n = fmt(r.members);
    const std::string bw = fmt(r.link_bytes_per_s / kGB) + "e9";
    out->push_back({"collectives.whole_bucket_s",
                    QT_TRANSLATE_NOOP("Derivation", "Ring AllReduce of the whole bucket"),
                    "t = 2 (n-1)/n S / B + alpha",
                    concat("2 * (", n, "-1)/", n, " * ", fmt(r.bucket_bytes, 12), " / ", bw, " + ",
                           fmt(c.startup_ms), " ms"),
                    r.whole_s, "s"});
    out->push_back({"collectives.sub_bucket_s",
                    QT_TRANSLATE_NOOP("Derivation", "Ring AllReduce of one sub-bucket"),
                    "t = 2 (n-1)/n (S/k) / B + alpha",
                    concat("2 * (", n, "-1)/", n, " * ", fmt(part, 12), " / ", bw, " + ",
                           fmt(c.startup_ms), " ms; total ", fmt(k), " * ", ms(r.split_each_s)),
                    r.split_each_s, "s"});
    out->push_back(
        {"collectives.whole_exposed_s",
         QT_TRANSLATE_NOOP("Derivation", "Exposed: whole bucket vs split"),
         "max(0, last chunk end - compute end)",
         concat("whole ", ms(r.whole.exposed_s), " vs split ", ms(r.split.exposed_s),
                " (windows of ", (r.example ? fmt(c.idle_window_ms) + " ms" : ms(window)), ")"),
         r.whole.exposed_s, "s"});
    return r;
}

std::string collectivesWindowId(std::size_t window) {
    return "collectives.window." + std::to_string(window);
}

std::string collectivesCallId(int lane, std::size_t call) {
    return "collectives.call." + std::to_string(lane) + "." + std::to_string(call);
}

namespace {

// "12" -> 12; anything else (sign, letters, overflow) -> nullopt.
std::optional<std::size_t> index(const std::string& text) {
    if (text.empty() || text.size() > 9 ||
        text.find_first_not_of("0123456789") != std::string::npos) {
        return std::nullopt;
    }
    return static_cast<std::size_t>(std::stoul(text));
}

}  // namespace

std::optional<Derivation> collectivesElementDerivation(const Scenario& sc,
                                                       const CollectivesResults& r,
                                                       const std::string& id) {
    const CollectivesConfig& c = sc.collectives;
    if (id == "collectives.compute_end_s") {
        Derivation d{id,
                     QT_TRANSLATE_NOOP("Derivation", "Backward compute ends"),
                     "end of the last idle window",
                     "",
                     r.compute_end_s,
                     "s"};
        d.substituted = r.example ? fmt(c.idle_windows) + " * (" + fmt(c.idle_window_ms) + " + " +
                                        fmt(c.window_gap_ms) + ") - " + fmt(c.window_gap_ms) +
                                        " ms = " + ms(r.compute_end_s)
                                  : fmt(c.idle_windows) + " * " + ms(r.layer_backward_s) + " = " +
                                        ms(r.compute_end_s);
        return d;
    }
    static const std::string window_prefix = "collectives.window.";
    if (id.rfind(window_prefix, 0) == 0) {
        const std::optional<std::size_t> w = index(id.substr(window_prefix.size()));
        if (!w || *w >= r.windows.size()) {
            return std::nullopt;
        }
        const IdleWindow& win = r.windows[*w];
        Derivation d;
        d.id = id;
        d.title = "Idle link window " + std::to_string(*w + 1);
        d.title_template = QT_TRANSLATE_NOOP("Derivation", "Idle link window %1");
        d.title_args = {std::to_string(*w + 1)};
        d.value = win.end_s - win.start_s;
        d.unit = "s";
        if (r.example) {
            // Typed windows (§7.3): w (window + gap) to that + window.
            d.formula = "starts at w (window + gap), lasts collectives.idle_window_ms";
            d.substituted = concat(fmt(static_cast<double>(*w)), " * (", fmt(c.idle_window_ms),
                                   " + ", fmt(c.window_gap_ms), ") ms = ", ms(win.start_s),
                                   ", lasts ", fmt(c.idle_window_ms), " ms");
        } else {
            // The plan: the link is free while one layer's backward runs on the paced stage.
            d.formula = "one layer's backward on the paced stage = stage backward / layers";
            d.substituted = concat("starts ", ms(win.start_s), ", lasts ", ms(r.layer_backward_s));
        }
        return d;
    }
    static const std::string call_prefix = "collectives.call.";
    if (id.rfind(call_prefix, 0) == 0) {
        const std::string rest = id.substr(call_prefix.size());
        const std::size_t dot = rest.find('.');
        if (dot == std::string::npos) {
            return std::nullopt;
        }
        const std::optional<std::size_t> lane = index(rest.substr(0, dot));
        const std::optional<std::size_t> j = index(rest.substr(dot + 1));
        const BucketPlan* plan = !lane        ? nullptr
                                 : *lane == 0 ? &r.whole
                                 : *lane == 1 ? &r.split
                                              : nullptr;
        if (plan == nullptr || !j || *j >= plan->chunks.size()) {
            return std::nullopt;
        }
        const BucketChunk& k = plan->chunks[*j];
        const std::string n = fmt(r.members);
        Derivation d;
        d.id = id;
        if (*lane == 0) {
            d.title = QT_TRANSLATE_NOOP("Derivation", "Whole-bucket AllReduce call");
        } else {
            d.title = "Sub-bucket AllReduce call " + std::to_string(*j + 1);
            d.title_template = QT_TRANSLATE_NOOP("Derivation", "Sub-bucket AllReduce call %1");
            d.title_args = {std::to_string(*j + 1)};
        }
        // Ring AllReduce time; the call starts at the earliest window (or after the compute)
        // where the link is free and its gradients exist (scheduleBuckets).
        d.formula =
            "t = 2 (n-1)/n S / B + alpha; start = max(window or compute end, ready, link "
            "free)";
        d.substituted = concat("2 * (", n, "-1)/", n, " * ", fmt(k.bytes, 12), " / ",
                               fmt(r.link_bytes_per_s / kGB), "e9 + ", fmt(c.startup_ms),
                               " ms = ", ms(k.duration_s), "; ", ms(k.start_s), " to ", ms(k.end_s),
                               (k.window >= 0 ? ", in window " + std::to_string(k.window + 1)
                                              : ", after the compute: exposed"));
        d.value = k.duration_s;
        d.unit = "s";
        return d;
    }
    return std::nullopt;
}

// The section's keys, in registry order (model/evaluate/param_registry.cpp places them),
// with their slider ends and help (book section, one sentence).
std::vector<ParamSpec> collectivesParamSpecs() {
    using namespace param_rows;
    using S = Scenario;
    static const SliderRange ranges[] = {
        {"collectives.short_answers", 0, 64},    {"collectives.short_tokens", 1, 4096},
        {"collectives.short_token_grad", -2, 2}, {"collectives.long_answers", 0, 64},
        {"collectives.long_tokens", 1, 4096},    {"collectives.long_token_grad", -2, 2},
        {"collectives.reduce_ms", 0, 50},        {"collectives.compute_ms", 0, 50},
        {"collectives.link_busy_ms", 0, 50},     {"collectives.bucket_mib", 1, 4096},
        {"collectives.members", 2, 1024},        {"collectives.startup_ms", 0, 1},
        {"collectives.sub_buckets", 1, 16},      {"collectives.idle_windows", 1, 16},
        {"collectives.idle_window_ms", 0, 20},   {"collectives.window_gap_ms", 0, 50},
    };
    static const KeyHelp help[] = {
        {"collectives.source", "§10.3.1",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Whether the Buckets tab uses the plan (one layer's gradients, the "
                           "data-parallel ring on the collective link, one layer's backward as "
                           "each idle window) or the typed book example.")},
        {"collectives.short_answers", "§10.3.1",
         QT_TRANSLATE_NOOP("ParamHelp", "Short answers in the token-mean example.")},
        {"collectives.short_tokens", "§10.3.1",
         QT_TRANSLATE_NOOP("ParamHelp", "Tokens per short answer.")},
        {"collectives.short_token_grad", "§10.3.1",
         QT_TRANSLATE_NOOP("ParamHelp", "Per-token gradient of the short answers.")},
        {"collectives.long_answers", "§10.3.1",
         QT_TRANSLATE_NOOP("ParamHelp", "Long answers in the token-mean example.")},
        {"collectives.long_tokens", "§10.3.1",
         QT_TRANSLATE_NOOP("ParamHelp", "Tokens per long answer.")},
        {"collectives.long_token_grad", "§10.3.1",
         QT_TRANSLATE_NOOP("ParamHelp", "Per-token gradient of the long answers.")},
        {"collectives.reduce_ms", "§10.3.3",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "A reduction that is ready at t = 0 in the overlap example.")},
        {"collectives.compute_ms", "§10.3.3",
         QT_TRANSLATE_NOOP("ParamHelp", "Independent compute the reduction could hide behind.")},
        {"collectives.link_busy_ms", "§10.3.3",
         QT_TRANSLATE_NOOP("ParamHelp", "The link is already booked until this time.")},
        {"collectives.bucket_mib", "§10.3.3",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Size of one gradient bucket reduced in one collective call.")},
        {"collectives.members", "§10.3.3",
         QT_TRANSLATE_NOOP("ParamHelp", "Ring members n of the AllReduce.")},
        {"collectives.startup_ms", "§10.3.3",
         QT_TRANSLATE_NOOP("ParamHelp", "Start-up latency alpha of one collective call.")},
        {"collectives.sub_buckets", "§10.3.3",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Pieces the bucket is split into so it fits into idle windows.")},
        {"collectives.idle_windows", "§10.3.3",
         QT_TRANSLATE_NOOP("ParamHelp", "Idle link windows available during the backward.")},
        {"collectives.idle_window_ms", "§10.3.3",
         QT_TRANSLATE_NOOP("ParamHelp", "Length of each idle link window.")},
        {"collectives.window_gap_ms", "§10.3.3",
         QT_TRANSLATE_NOOP("ParamHelp", "Busy link between two idle windows.")},
    };
    std::vector<ParamSpec> v;
    v.push_back(choice("collectives.source", &S::collectives, &CollectivesConfig::source,
                       {SectionSource::Plan, SectionSource::Example}, &parsePipelineSource,
                       QT_TRANSLATE_NOOP("Param", "Buckets tab shows")));
    v.push_back(number("collectives.short_answers", &S::collectives,
                       &CollectivesConfig::short_answers, {0, 1e6}, "",
                       QT_TRANSLATE_NOOP("Param", "Short answers")));
    v.push_back(number("collectives.short_tokens", &S::collectives,
                       &CollectivesConfig::short_tokens, {1, 1e7}, "tokens",
                       QT_TRANSLATE_NOOP("Param", "Tokens per short answer")));
    v.push_back(number("collectives.short_token_grad", &S::collectives,
                       &CollectivesConfig::short_token_grad, {-1e6, 1e6}, "",
                       QT_TRANSLATE_NOOP("Param", "Per-token gradient, short answers")));
    v.push_back(number("collectives.long_answers", &S::collectives,
                       &CollectivesConfig::long_answers, {0, 1e6}, "",
                       QT_TRANSLATE_NOOP("Param", "Long answers")));
    v.push_back(number("collectives.long_tokens", &S::collectives, &CollectivesConfig::long_tokens,
                       {1, 1e7}, "tokens", QT_TRANSLATE_NOOP("Param", "Tokens per long answer")));
    v.push_back(number("collectives.long_token_grad", &S::collectives,
                       &CollectivesConfig::long_token_grad, {-1e6, 1e6}, "",
                       QT_TRANSLATE_NOOP("Param", "Per-token gradient, long answers")));
    v.push_back(number("collectives.reduce_ms", &S::collectives, &CollectivesConfig::reduce_ms,
                       {0, 1e7}, "ms", QT_TRANSLATE_NOOP("Param", "Overlap: reduction time")));
    v.push_back(number("collectives.compute_ms", &S::collectives, &CollectivesConfig::compute_ms,
                       {0, 1e7}, "ms", QT_TRANSLATE_NOOP("Param", "Overlap: independent compute")));
    v.push_back(number("collectives.link_busy_ms", &S::collectives,
                       &CollectivesConfig::link_busy_ms, {0, 1e7}, "ms",
                       QT_TRANSLATE_NOOP("Param", "Overlap: link booked until")));
    v.push_back(number("collectives.bucket_mib", &S::collectives, &CollectivesConfig::bucket_mib,
                       {0, 1e7, true, true}, "MiB", QT_TRANSLATE_NOOP("Param", "Gradient bucket")));
    v.push_back(number("collectives.members", &S::collectives, &CollectivesConfig::members,
                       {2, 1e6, false, true}, "", QT_TRANSLATE_NOOP("Param", "Ring members n")));
    v.push_back(number("collectives.startup_ms", &S::collectives, &CollectivesConfig::startup_ms,
                       {0, 1e4}, "ms",
                       QT_TRANSLATE_NOOP("Param", "Start-up per collective (alpha)")));
    v.push_back(number("collectives.sub_buckets", &S::collectives, &CollectivesConfig::sub_buckets,
                       {1, 1024}, "", QT_TRANSLATE_NOOP("Param", "Sub-buckets")));
    v.push_back(number("collectives.idle_windows", &S::collectives,
                       &CollectivesConfig::idle_windows, {1, 1024}, "",
                       QT_TRANSLATE_NOOP("Param", "Idle link windows")));
    v.push_back(number("collectives.idle_window_ms", &S::collectives,
                       &CollectivesConfig::idle_window_ms, {0, 1e6}, "ms",
                       QT_TRANSLATE_NOOP("Param", "Idle window length")));
    v.push_back(number("collectives.window_gap_ms", &S::collectives,
                       &CollectivesConfig::window_gap_ms, {0, 1e6}, "ms",
                       QT_TRANSLATE_NOOP("Param", "Busy link between windows")));
    applySliderRanges(v, ranges);
    applyHelp(v, help);
    return v;
}

// The section's JSON fields in output order (model/io/section_json.cpp writes them and fills in the
// nested ones); documented in docs/cli.md, a row with a documentation string also in the generated
// reference (`stepbudget-cli results`).
const std::vector<ResultField<CollectivesResults>>& collectivesResultFields() {
    using R = CollectivesResults;
    static const std::vector<ResultField<R>> fields = {
        {"source", nullptr,
         [](const R& r) -> ResultValue { return std::string(r.example ? "example" : "plan"); }},
        real("layer_backward_s", &R::layer_backward_s),
        {"answers", nullptr,
         [](const R& r) -> ResultValue { return static_cast<double>(r.means.answers); }},
        {"tokens", nullptr,
         [](const R& r) -> ResultValue { return static_cast<double>(r.means.tokens); }},
        {"token_mean_grad", nullptr,
         [](const R& r) -> ResultValue { return static_cast<double>(r.means.token_mean); }},
        {"sample_mean_grad", nullptr,
         [](const R& r) -> ResultValue { return static_cast<double>(r.means.sample_mean); }},
        {"double_divided_grad", nullptr,
         [](const R& r) -> ResultValue { return static_cast<double>(r.means.double_divided); }},
        nested<R>("overlap"),
        real("bucket_bytes", &R::bucket_bytes),
        real("members", &R::members),
        real("link_bytes_per_s", &R::link_bytes_per_s),
        real("startup_s", &R::startup_s),
        real("whole_sent_bytes", &R::whole_sent_bytes),
        real("whole_s", &R::whole_s),
        real("split_each_s", &R::split_each_s),
        real("split_total_s", &R::split_total_s),
        nested<R>("windows"),
        real("compute_end_s", &R::compute_end_s),
        nested<R>("whole"),
        nested<R>("split"),
    };
    return fields;
}

}  // namespace stepbudget
