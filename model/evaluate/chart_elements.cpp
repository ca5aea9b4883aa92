#include "model/evaluate/chart_elements.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <utility>
#include <vector>

#include "model/base/params.h"
#include "model/base/text_concat.h"
#include "model/base/tr_noop.h"
#include "model/base/units.h"
#include "model/evaluate/param_registry.h"
#include "model/evaluate/results.h"
#include "model/rl/rl.h"
#include "model/step/scaling.h"

namespace stepbudget {

namespace {

using units::kGiB;

// `id` with `prefix` removed, or nothing when it does not start with it.
std::optional<std::string> after(const std::string& id, const std::string& prefix) {
    if (id.compare(0, prefix.size(), prefix) != 0) {
        return std::nullopt;
    }
    return id.substr(prefix.size());
}

// A non-negative index below `size` written in full ("12"), else -1.
int indexIn(const std::string& text, std::size_t size) {
    if (text.empty() || text.size() > 6 ||
        text.find_first_not_of("0123456789") != std::string::npos) {
        return -1;
    }
    const int i = std::atoi(text.c_str());
    return static_cast<std::size_t>(i) < size ? i : -1;
}

std::string gib(double bytes) {
    return fixed(bytes / kGiB, 3) + " GiB";
}

// Title arguments in words; the app translates them in the "Derivation" context too.
std::string paramLabel(const std::string& key) {
    static const std::pair<const char*, const char*> kLabels[] = {
        {"cluster.mfu", QT_TRANSLATE_NOOP("Derivation", "the compute efficiency")},
        {"cluster.cards", QT_TRANSLATE_NOOP("Derivation", "the cards")},
        {"cluster.collective_gb_per_s",
         QT_TRANSLATE_NOOP("Derivation", "the collective bandwidth")},
        {"training.input_wait_s", QT_TRANSLATE_NOOP("Derivation", "the input wait")},
        {"checkpoint.write_gb_per_s",
         QT_TRANSLATE_NOOP("Derivation", "the checkpoint write speed")},
        {"checkpoint.card_mtbf_hours", QT_TRANSLATE_NOOP("Derivation", "the card MTBF")},
    };
    for (const auto& [k, label] : kLabels) {
        if (key == k) {
            return label;
        }
    }
    const ParamSpec* spec = findParam(key);
    return spec != nullptr ? spec->label : key;
}

std::string resourceWord(const std::string& resource) {
    return resource == "compute"        ? QT_TRANSLATE_NOOP("Derivation", "compute")
           : resource == "exposed_comm" ? QT_TRANSLATE_NOOP("Derivation", "exposed communication")
                                        : QT_TRANSLATE_NOOP("Derivation", "input wait");
}

std::string stageWord(int stage) {
    static const char* const kWords[3] = {QT_TRANSLATE_NOOP("Derivation", "generation"),
                                          QT_TRANSLATE_NOOP("Derivation", "verification"),
                                          QT_TRANSLATE_NOOP("Derivation", "learning")};
    return kWords[stage];
}

// plan.tornado.<key>.half|double: the change in finish days the bar draws.
std::optional<Derivation> tornadoBar(const PlanResults& p, const std::string& rest) {
    for (const TornadoItem& t : p.tornado) {
        for (const bool doubled : {false, true}) {
            if (rest != t.key + (doubled ? ".double" : ".half")) {
                continue;
            }
            const double finish = doubled ? t.finish_at_double_days : t.finish_at_half_days;
            // The factor applied, where a bound moved it (MFU capped at 1: "x 1.7301").
            const double factor = doubled ? t.double_factor : t.half_factor;
            const double nominal = doubled ? 2.0 : 0.5;
            const std::string moved = std::fabs(factor - nominal) <= 1e-9 * nominal
                                          ? (doubled ? " x 2" : " x 1/2")
                                          : " x " + fmt(factor) + " (bounded)";
            Derivation d{tornadoBarId(t.key, doubled),
                         "",
                         "finish with " + t.key + moved + " - finish",
                         fixed(finish, 4) + " - " + fixed(p.finish_days, 4),
                         finish - p.finish_days,
                         "days"};
            setTitle(d,
                     doubled ? QT_TRANSLATE_NOOP("Derivation", "Finish change with %1 doubled")
                             : QT_TRANSLATE_NOOP("Derivation", "Finish change with %1 halved"),
                     {paramLabel(t.key)});
            return d;
        }
    }
    return std::nullopt;
}

// plan.amdahl_curve.<resource>.<i>: T'/T = 1 - f + f/r at the point's r.
std::optional<Derivation> amdahlPoint(const Results& r, const std::string& rest) {
    for (std::size_t k = 0; k < r.curves.amdahl.size() && k < r.plan.amdahl.size(); ++k) {
        const AmdahlCurve& c = r.curves.amdahl[k];
        const std::optional<std::string> index = after(rest, c.resource + ".");
        const int i = index ? indexIn(*index, c.ratio_vs_speedup.size()) : -1;
        if (i < 0) {
            continue;
        }
        const double f = r.plan.amdahl[k].fraction;
        const CurvePoint& pt = c.ratio_vs_speedup[static_cast<std::size_t>(i)];
        Derivation d{amdahlPointId(c.resource, i),
                     "",
                     "T'/T = 1 - f + f / r",
                     "1 - " + fmt(f, 6) + " + " + fmt(f, 6) + " / " + fmt(pt.x, 6),
                     pt.y,
                     ""};
        setTitle(d, QT_TRANSLATE_NOOP("Derivation", "Amdahl: %1 made %2 times faster"),
                 {resourceWord(c.resource), fmt(pt.x, 4)});
        return d;
    }
    return std::nullopt;
}

// scaling.weak_curve.<i>, scaling.strong_curve.<i>, scaling.rows.<i>.weak_days|strong_days.
std::optional<Derivation> scalingPoint(const ScalingResults& s, const std::string& id) {
    if (s.rows.empty()) {
        return std::nullopt;
    }
    bool weak = true;
    double cards = 0;
    double days = 0;
    std::string canonical;
    for (const bool w : {true, false}) {
        const Curve& curve = w ? s.weak_curve : s.strong_curve;
        if (const auto rest = after(id, w ? "scaling.weak_curve." : "scaling.strong_curve.")) {
            const int i = indexIn(*rest, curve.size());
            if (i < 0) {
                return std::nullopt;
            }
            weak = w;
            cards = curve[static_cast<std::size_t>(i)].x;
            days = curve[static_cast<std::size_t>(i)].y;
            canonical = scalingPointId(w, i);
        }
    }
    if (const auto rest = after(id, "scaling.rows.")) {
        const std::size_t dot = rest->find('.');
        const int i = indexIn(rest->substr(0, dot), s.rows.size());
        const std::string column = dot == std::string::npos ? "" : rest->substr(dot + 1);
        if (i < 0 || (column != "weak_days" && column != "strong_days")) {
            return std::nullopt;
        }
        weak = column == "weak_days";
        const ScalingRow& row = s.rows[static_cast<std::size_t>(i)];
        cards = row.cards;
        days = weak ? row.weak_days : row.strong_days;
        canonical = scalingRowId(weak, i);
    }
    if (canonical.empty()) {
        return std::nullopt;
    }
    const double p0 = s.rows.front().cards;  // the plan's cards: row x 1
    Derivation d;
    if (weak) {  // worked-examples §1.3: S(B) = S_min (1 + B_crit / B), B grows with the cards
        d = {canonical,
             "",
             "S_min (1 + B_crit / (B p / p0)) t_s / 86400",
             fmt(s.min_steps) + " * (1 + " + fmt(s.critical_batch_tokens) + " / (" +
                 fmt(s.tokens_per_step, 10) + " * " + fmt(cards) + " / " + fmt(p0) + ")) * " +
                 fixed(s.weak_step_s, 3) + " / 86400",
             days,
             "days"};
        setTitle(d, QT_TRANSLATE_NOOP("Derivation", "Weak scaling at %1 cards"), {fmt(cards, 4)});
    } else {  // §7.5: the pipeline part shrinks with the cards, exposed comm + input wait stay
        d = {canonical,
             "",
             "S (t_pipeline p0 / p + t_fixed) / 86400",
             fmt(s.steps, 10) + " * (" + fixed(s.strong_compute_s, 3) + " * " + fmt(p0) + " / " +
                 fmt(cards) + " + " + fixed(s.strong_fixed_s, 4) + ") / 86400",
             days,
             "days"};
        setTitle(d, QT_TRANSLATE_NOOP("Derivation", "Strong scaling at %1 cards"), {fmt(cards, 4)});
    }
    return d;
}

const char* const kStages[3] = {"generate", "verify", "learn"};

std::optional<Derivation> rlElement(const Scenario& sc, const RlResults& rl,
                                    const std::string& id) {
    const RlConfig& c = sc.rl;
    for (int k = 0; k < 3 && k < static_cast<int>(rl.stages.size()); ++k) {
        const RlStage& st = rl.stages[static_cast<std::size_t>(k)];
        if (id == rlStageId(k, false)) {
            Derivation d{
                id,      "", "typed rate of the stage", fmt(st.capacity_per_s), st.capacity_per_s,
                "traj/s"};
            setTitle(d, QT_TRANSLATE_NOOP("Derivation", "RL %1: own rate"), {stageWord(k)});
            return d;
        }
        if (id == rlStageId(k, true)) {
            Derivation d{id, "", "", "", st.delivered_per_s, "traj/s"};
            if (k == 0) {
                d.formula = "r_g: generation passes on all it makes";
                d.substituted = fmt(c.generate_per_s);
            } else if (k == 1) {
                d.formula = "q min(r_g, r_v)";
                d.substituted = concat(fmt(c.keep_fraction), " * min(", fmt(c.generate_per_s), ", ",
                                       fmt(c.verify_per_s), ")");
            } else {
                d.formula = "min(r_l, q min(r_g, r_v))";
                d.substituted =
                    concat("min(", fmt(c.learn_per_s), ", ", fmt(c.keep_fraction), " * min(",
                           fmt(c.generate_per_s), ", ", fmt(c.verify_per_s), "))");
            }
            setTitle(d, QT_TRANSLATE_NOOP("Derivation", "RL %1: passed on"), {stageWord(k)});
            return d;
        }
    }
    if (const auto rest = after(id, "rl.async_ratio_curve.")) {
        const int i = indexIn(*rest, rl.async_ratio_curve.size());
        if (i < 0) {
            return std::nullopt;
        }
        const CurvePoint& p = rl.async_ratio_curve[static_cast<std::size_t>(i)];
        Derivation d{id,
                     "",
                     "q T_sync / T_async",
                     fmt(p.x) + " * " + fmt(rl.sync_cycle_s) + " / " + fmt(rl.async_cycle_s),
                     p.y,
                     ""};
        setTitle(d, QT_TRANSLATE_NOOP("Derivation", "Async / sync throughput at q = %1"),
                 {fmt(p.x, 4)});
        return d;
    }
    for (const bool restore : {true, false}) {
        const std::vector<HandoffStep>& steps = restore ? rl.restore_first : rl.weights_first;
        const auto rest = after(id, restore ? "rl.restore_first." : "rl.weights_first.");
        const int i = rest ? indexIn(*rest, steps.size()) : -1;
        if (i < 0) {
            continue;
        }
        // What is on the card after step i of the ordering (rl.cpp addHandoff).
        static const char* const kRestore[] = {"train + common", "train + common + weights + KV",
                                               "weights + KV + common"};
        static const char* const kWeights[] = {"train + common", "train + common + weights",
                                               "common + weights", "weights + KV + common"};
        const std::string f = restore ? kRestore[i] : kWeights[i];
        const std::pair<const char*, double> terms[] = {{"train", rl.train_state_bytes},
                                                        {"common", rl.common_bytes},
                                                        {"weights", rl.generation_weights_bytes},
                                                        {"KV", rl.kv_pool_bytes}};
        std::string text;
        for (std::size_t at = 0; at < f.size();) {
            const std::size_t plus = std::min(f.find(" + ", at), f.size());
            const std::string term = f.substr(at, plus - at);
            for (const auto& [name, bytes] : terms) {
                if (term == name) {
                    text += (text.empty() ? "" : " + ") + gib(bytes);
                }
            }
            at = plus + 3;
        }
        const HandoffStep& step = steps[static_cast<std::size_t>(i)];
        Derivation d{id, "", f, text, step.bytes, "B"};
        setTitle(d,
                 restore
                     ? QT_TRANSLATE_NOOP("Derivation", "Hand-off, restore first: after step %1")
                     : QT_TRANSLATE_NOOP("Derivation", "Hand-off, weights first: after step %1"),
                 {std::to_string(i + 1)});
        d.verdict = step.over_card ? QT_TRANSLATE_NOOP("Derivation", "over the card")
                                   : QT_TRANSLATE_NOOP("Derivation", "fits the card");
        return d;
    }
    return std::nullopt;
}

}  // namespace

std::string tornadoBarId(const std::string& key, bool doubled) {
    return "plan.tornado." + key + (doubled ? ".double" : ".half");
}
std::string amdahlPointId(const std::string& resource, int index) {
    return "plan.amdahl_curve." + resource + "." + std::to_string(index);
}
std::string scalingPointId(bool weak, int index) {
    return std::string(weak ? "scaling.weak_curve." : "scaling.strong_curve.") +
           std::to_string(index);
}
std::string scalingRowId(bool weak, int row) {
    return "scaling.rows." + std::to_string(row) + (weak ? ".weak_days" : ".strong_days");
}
std::string rlStageId(int stage, bool delivered) {
    return std::string("rl.stages.") + kStages[stage] +
           (delivered ? ".delivered_per_s" : ".capacity_per_s");
}
std::string rlRatioPointId(int index) {
    return "rl.async_ratio_curve." + std::to_string(index);
}
std::string rlHandoffId(bool restore_first, int step) {
    return std::string(restore_first ? "rl.restore_first." : "rl.weights_first.") +
           std::to_string(step);
}

std::optional<Derivation> chartElementDerivation(const Scenario& sc, const Results& r,
                                                 const std::string& id) {
    if (!r.ok()) {
        return std::nullopt;
    }
    if (const auto rest = after(id, "plan.tornado.")) {
        return tornadoBar(r.plan, *rest);
    }
    if (const auto rest = after(id, "plan.amdahl_curve.")) {
        return amdahlPoint(r, *rest);
    }
    if (id.compare(0, 8, "scaling.") == 0) {
        return scalingPoint(r.scaling, id);
    }
    if (id.compare(0, 3, "rl.") == 0) {
        return rlElement(sc, r.rl, id);
    }
    return std::nullopt;
}

}  // namespace stepbudget
