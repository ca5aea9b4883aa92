#include "model/evaluate/verdicts.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>

#include "model/base/text_concat.h"
#include "model/base/tr_noop.h"
#include "model/base/units.h"
#include "model/checkpoint/async_checkpoint.h"
#include "model/checkpoint/checkpoint.h"
#include "model/checkpoint/interval.h"
#include "model/evaluate/results.h"
#include "model/memory/memory_room.h"
#include "model/memory/offload.h"
#include "model/reliability/interruption.h"
#include "model/reliability/straggler.h"
#include "model/rl/rl.h"

namespace stepbudget {

namespace {

std::string gib(double bytes) {
    return fixed(bytes / units::kGiB, 3) + " GiB";
}

// A yes-no verdict: good when `margin` >= 0. The derivation's value is the margin itself, so the
// panel shows by how much the comparison holds or fails (formula `formula`, text `substituted`).
struct YesNo {
    const char* id;
    const char* title;
    const char* formula;
    const char* yes;  // the verdict in words when margin >= 0
    const char* no;
};

void addYesNo(const YesNo& v, double margin, std::string substituted, const char* unit,
              Verdicts& verdicts, Derivations* out) {
    const bool yes = margin >= 0;
    verdicts.push_back({v.id, yes ? "yes" : "no", yes ? Tone::Good : Tone::Bad});
    if (out != nullptr) {
        Derivation d{v.id, v.title, v.formula, std::move(substituted), margin, unit};
        d.verdict = yes ? v.yes : v.no;
        out->push_back(std::move(d));
    }
}

const TornadoItem* tornadoRow(const PlanResults& p, const char* key) {
    for (const TornadoItem& t : p.tornado) {
        if (t.key == key) {
            return &t;
        }
    }
    return nullptr;
}

// plan.decides: the resource whose slowdown by 2x (its tornado input halved, or doubled for a
// wait) adds the most finish days, read from the same whole-plan re-evaluations the tornado bars
// show. Exact, unlike Amdahl's f: a communication-bound step (link time > compute) absorbs a
// slower compute under the link, so halving MFU adds nothing and compute cannot decide.
void addDecides(const PlanResults& p, Verdicts& verdicts, Derivations* out) {
    static const char* const kWords[] = {
        QT_TRANSLATE_NOOP("Derivation", "compute decides"),
        QT_TRANSLATE_NOOP("Derivation", "communication decides"),
        QT_TRANSLATE_NOOP("Derivation", "input wait decides"),
        QT_TRANSLATE_NOOP("Derivation", "checkpoint writes decide"),
        QT_TRANSLATE_NOOP("Derivation", "failures decide"),
    };
    std::size_t best = 0;
    double best_days = -1;
    std::string terms;
    for (std::size_t i = 0; i < std::size(kSlowdowns); ++i) {
        const TornadoItem* t = tornadoRow(p, kSlowdowns[i].key);
        const double slow = t == nullptr            ? p.finish_days
                            : kSlowdowns[i].doubled ? t->finish_at_double_days
                                                    : t->finish_at_half_days;
        const double added = slow - p.finish_days;
        // Strictly greater: on a tie the earlier resource (compute first) is named.
        if (added > best_days) {
            best_days = added;
            best = i;
        }
        terms += (i == 0 ? "" : ", ") + fixed(slow, 4) + " - " + fixed(p.finish_days, 4);
    }
    verdicts.push_back({"plan.decides", kSlowdowns[best].resource, Tone::Neutral});
    if (out != nullptr) {
        Derivation d{"plan.decides",
                     QT_TRANSLATE_NOOP("Derivation", "What decides the finish"),
                     "max over resources of (finish with it twice as slow - finish): compute "
                     "efficiency x 1/2, "
                     "bandwidth x 1/2, input wait x 2, write speed x 1/2, card MTBF x 1/2",
                     "max(" + terms + ")",
                     best_days,
                     "days"};
        d.verdict = kWords[best];
        out->push_back(std::move(d));
    }
}

// plan.longest_bar: the tornado bar that moves the finish most, either way, among all the bars
// the Amdahl tab draws (every input, not only the five resources plan.decides weighs: halving
// the cards can outweigh halving the compute efficiency). A caption that names the longest bar
// reads it here, so it cannot contradict the bars. Choice "<key>:half" or "<key>:double"; value
// the bar's length, |finish moved - finish| in days.
void addLongestBar(const PlanResults& p, Verdicts& verdicts, Derivations* out) {
    const TornadoItem* best = nullptr;
    bool best_half = true;
    double best_days = -1;
    std::string terms;
    for (const TornadoItem& t : p.tornado) {
        for (const bool half : {true, false}) {
            const double days =
                std::fabs((half ? t.finish_at_half_days : t.finish_at_double_days) - p.finish_days);
            // Strictly longer: on a tie the earlier bar (the tornado's order) is named.
            if (days > best_days) {
                best = &t;
                best_half = half;
                best_days = days;
            }
            terms += (terms.empty() ? "" : ", ") + fixed(days, 4);
        }
    }
    if (best == nullptr) {
        return;
    }
    verdicts.push_back(
        {"plan.longest_bar", best->key + (best_half ? ":half" : ":double"), Tone::Neutral});
    if (out != nullptr) {
        Derivation d{"plan.longest_bar",
                     QT_TRANSLATE_NOOP("Derivation", "Longest tornado bar"),
                     "max over the inputs, each x 1/2 and x 2, of |finish moved - finish|",
                     "max(" + terms + ")",
                     best_days,
                     "days"};
        d.verdict = best_half ? QT_TRANSLATE_NOOP("Derivation", "an input halved")
                              : QT_TRANSLATE_NOOP("Derivation", "an input doubled");
        out->push_back(std::move(d));
    }
}

// straggler.best_response: the cheapest response over the time the card stays slow, the rule of
// computeStraggler() (evict once its one-off cost is below the cheaper per-step cost x steps).
void addBestResponse(const StragglerResults& st, Verdicts& verdicts, Derivations* out) {
    verdicts.push_back({"straggler.best_response", st.best_response, Tone::Neutral});
    if (out == nullptr) {
        return;
    }
    const double wait = st.wait_cost_per_step_s * st.persist_steps;
    const double redistribute = st.redistribute_cost_per_step_s * st.persist_steps;
    const double best = st.best_response == "evict"          ? st.evict_cost_s
                        : st.best_response == "redistribute" ? redistribute
                                                             : wait;
    Derivation d{"straggler.best_response",
                 QT_TRANSLATE_NOOP("Derivation", "Best response to a slow card"),
                 "min(wait cost x P, redistribute cost x P, evict cost)",
                 "min(" + fmt(st.wait_cost_per_step_s) + " * " + fmt(st.persist_steps) + ", " +
                     fmt(st.redistribute_cost_per_step_s) + " * " + fmt(st.persist_steps) + ", " +
                     fmt(st.evict_cost_s) + ")",
                 best,
                 "s"};
    d.verdict = st.best_response == "evict" ? QT_TRANSLATE_NOOP("Derivation", "evict")
                : st.best_response == "redistribute"
                    ? QT_TRANSLATE_NOOP("Derivation", "redistribute")
                    : QT_TRANSLATE_NOOP("Derivation", "wait");
    out->push_back(std::move(d));
}

}  // namespace

double poissonFinishDays(const Results& r) {
    // The plan's finish T0 + S t_s (1 + L) / 86400 with the exact overhead L_P in place of L.
    const double work_s = static_cast<double>(r.plan.steps) * r.plan.step_time_s;
    return r.plan.finish_days +
           work_s * (r.interval->poisson_overhead_fraction - r.plan.overhead_fraction) / 86400.0;
}

namespace {

bool reachableAt(const Results& r, double poisson_days) {
    return std::isfinite(r.plan.finish_days) && std::isfinite(poisson_days) &&
           poisson_days <= kUnreachableFinishDays;
}

}  // namespace

bool finishReachable(const Results& r) {
    return reachableAt(r, poissonFinishDays(r));
}

const Verdict* findVerdict(const Verdicts& verdicts, std::string_view id) {
    for (const Verdict& v : verdicts) {
        if (v.id == id) {
            return &v;
        }
    }
    return nullptr;
}

Verdicts computeVerdicts(const Scenario& sc, const Results& r, Derivations* out) {
    Verdicts v;
    const MemoryResults& m = r.memory;
    const PlanResults& p = r.plan;
    addYesNo({"memory.fits", QT_TRANSLATE_NOOP("Derivation", "Fits in memory"),
              "fits when usable - M_peak >= 0", QT_TRANSLATE_NOOP("Derivation", "fits"),
              QT_TRANSLATE_NOOP("Derivation", "does not fit")},
             m.margin_bytes, gib(m.usable_bytes_per_card) + " - " + gib(m.peak_bytes_per_card), "B",
             v, out);
    // memory.room: how full the card is (memory_room.h), the rule of the plan's near-full warning
    // and of the Search tab's colours. Tight is bad even when it fits: the step may be
    // optimistic there (docs/validation.md, "Time error by memory use").
    const MemoryRoom room = memoryRoom(m.peak_bytes_per_card, m.usable_bytes_per_card);
    v.push_back(
        {"memory.room", toString(room), room == MemoryRoom::Tight ? Tone::Bad : Tone::Good});
    if (out != nullptr) {
        // Like every toned verdict, the value is a margin: the bytes left below the tight edge.
        Derivation d{"memory.room",
                     QT_TRANSLATE_NOOP("Derivation", "How full the card is"),
                     "tight edge x usable - M_peak: tight below 0; snug while M_peak >= roomy "
                     "edge x usable; else roomy",
                     concat(fmt(kTightMemoryFraction), " * ", gib(m.usable_bytes_per_card), " - ",
                            gib(m.peak_bytes_per_card), "; roomy edge ", fmt(kRoomyMemoryFraction)),
                     kTightMemoryFraction * m.usable_bytes_per_card - m.peak_bytes_per_card,
                     "B"};
        d.verdict = room == MemoryRoom::Tight
                        ? QT_TRANSLATE_NOOP("Derivation", "tight: the step may be optimistic")
                    : room == MemoryRoom::Snug ? QT_TRANSLATE_NOOP("Derivation", "snug")
                                               : QT_TRANSLATE_NOOP("Derivation", "roomy");
        out->push_back(std::move(d));
    }
    addYesNo({"plan.within_cap", QT_TRANSLATE_NOOP("Derivation", "Step within its cap"),
              "within when cap - t_s >= 0", QT_TRANSLATE_NOOP("Derivation", "within the cap"),
              QT_TRANSLATE_NOOP("Derivation", "over the cap")},
             p.margin_s, fixed(p.step_cap_s, 4) + " - " + fixed(p.step_time_s, 4), "s", v, out);
    // Reachable first: an unreachable finish has no first-order date to meet a deadline with.
    const double poisson_days = poissonFinishDays(r);
    const bool reachable = reachableAt(r, poisson_days);
    // Finite for the derivation (tst_finite_output): a non-finite exact finish is "beyond".
    const double shown_days = std::isfinite(poisson_days) ? std::min(poisson_days, 1e300) : 1e300;
    addYesNo({"plan.finish_reachable", QT_TRANSLATE_NOOP("Derivation", "Finish reachable"),
              "reachable when 100000 - (T0 + S t_s (1 + L_P) / 86400) >= 0, L_P the exact "
              "(Poisson retry) overhead",
              QT_TRANSLATE_NOOP("Derivation", "reachable"),
              QT_TRANSLATE_NOOP("Derivation", "not reachable: failures outrun the checkpoints")},
             reachable ? kUnreachableFinishDays - shown_days
                       : std::min(-1.0, kUnreachableFinishDays - shown_days),
             concat("100000 - (", fmt(sc.training.reserved_days), " + ", fmt(p.steps, 12), " * ",
                    fixed(p.step_time_s, 3), " * (1 + ", fmt(r.interval->poisson_overhead_fraction),
                    ") / 86400); failures every ", fmt(r.checkpoint->job_mtbf_s, 3), " s"),
             "days", v, out);
    if (!reachable && out != nullptr) {
        // The first-order finish stays computable but is no forecast: its derivation says so.
        for (Derivation& d : *out) {
            if (d.id == "plan.finish_days") {
                d.substituted += concat("; not reachable (plan.finish_reachable): failures every ",
                                        fmt(r.checkpoint->job_mtbf_s, 3),
                                        " s outrun the checkpoint segments, so this first-order "
                                        "value is no forecast");
            }
        }
    }
    addYesNo(
        {"plan.meets_deadline", QT_TRANSLATE_NOOP("Derivation", "Meets the deadline"),
         "meets when deadline - finish >= 0", QT_TRANSLATE_NOOP("Derivation", "meets the deadline"),
         QT_TRANSLATE_NOOP("Derivation", "misses the deadline")},
        reachable ? p.slack_days : sc.training.deadline_days - shown_days,
        reachable ? fmt(sc.training.deadline_days) + " - " + fixed(p.finish_days, 4)
                  : fmt(sc.training.deadline_days) + " - " + fmt(shown_days) +
                        " (the finish is not reachable: plan.finish_reachable)",
        "days", v, out);
    // Jitter is the part of the expected loss the finish date leaves out (the failure part is
    // inside it): red when it alone eats the slack, i.e. counting it the run would miss.
    const double jitter_days = r.interruptions->expected_straggler_lost_s / units::kSecondsPerDay;
    addYesNo({"interruptions.jitter_within_slack",
              QT_TRANSLATE_NOOP("Derivation", "Straggler jitter within the slack"),
              "within when slack - S sigma E[Z_(N)] / 86400 >= 0",
              QT_TRANSLATE_NOOP("Derivation", "jitter fits in the slack"),
              QT_TRANSLATE_NOOP("Derivation", "jitter eats the slack")},
             p.slack_days - jitter_days,
             fixed(p.slack_days, 4) + " - " + fmt(r.interruptions->expected_straggler_lost_s) +
                 " / 86400",
             "days", v, out);
    addDecides(p, v, out);
    addLongestBar(p, v, out);
    for (std::size_t i = 0; i < p.six_nd.size(); ++i) {
        const SixNdRow& row = p.six_nd[i];
        const std::string id = concat("plan.six_nd.", std::to_string(i), ".meets_deadline");
        const bool yes = row.days <= sc.training.deadline_days;
        v.push_back({id, yes ? "yes" : "no", yes ? Tone::Good : Tone::Bad});
        if (out != nullptr) {
            Derivation d{id,
                         "",
                         "meets when deadline - 6ND / (p P eta 86400) >= 0",
                         fmt(sc.training.deadline_days) + " - " + fixed(row.days, 4),
                         sc.training.deadline_days - row.days,
                         "days"};
            setTitle(d, QT_TRANSLATE_NOOP("Derivation", "6ND on %1 at %2 MFU: deadline"),
                     {row.gpu, fmt(100 * row.mfu) + " %"});
            d.verdict = yes ? QT_TRANSLATE_NOOP("Derivation", "meets the deadline")
                            : QT_TRANSLATE_NOOP("Derivation", "misses the deadline");
            out->push_back(std::move(d));
        }
    }
    const RlResults& rl = r.rl;
    // The two hand-off orderings on one shared card (worked-examples §11).
    const std::pair<const char*, double> orderings[] = {
        {QT_TRANSLATE_NOOP("Derivation", "Hand-off, restore first: fits the card"),
         rl.restore_first_peak_bytes},
        {QT_TRANSLATE_NOOP("Derivation", "Hand-off, weights first: fits the card"),
         rl.weights_first_peak_bytes}};
    const char* const ids[] = {"rl.restore_first_fits", "rl.weights_first_fits"};
    for (int i = 0; i < 2; ++i) {
        const auto& [title, peak] = orderings[i];
        addYesNo(
            {ids[i], title, "fits when card - peak >= 0", QT_TRANSLATE_NOOP("Derivation", "fits"),
             QT_TRANSLATE_NOOP("Derivation", "does not fit")},
            rl.card_memory_bytes - peak, gib(rl.card_memory_bytes) + " - " + gib(peak), "B", v,
            out);
    }
    const AsyncCheckpointResults& a = r.async_checkpoint;
    addYesNo({"checkpoint.async.cadence_sustainable",
              QT_TRANSLATE_NOOP("Derivation", "Async cadence sustainable"),
              "sustainable when 1 - upload / capture interval >= 0",
              QT_TRANSLATE_NOOP("Derivation", "sustainable"),
              QT_TRANSLATE_NOOP("Derivation", "not sustainable")},
             1.0 - a.utilisation, "1 - " + fixed(a.upload_s, 4) + " / " + fmt(a.capture_every_s),
             "", v, out);
    const OffloadResults& o = r.offload;
    v.push_back({"offload.faster", o.faster, Tone::Neutral});
    if (out != nullptr) {
        Derivation d{"offload.faster",
                     QT_TRANSLATE_NOOP("Derivation", "Faster cast path"),
                     "GPU when T_c - T_g > 0, else CPU",
                     fmt(o.cpu.total_s) + " - " + fmt(o.gpu.total_s),
                     o.cpu.total_s - o.gpu.total_s,
                     "s"};
        d.verdict = o.faster == "gpu" ? QT_TRANSLATE_NOOP("Derivation", "the GPU cast is faster")
                                      : QT_TRANSLATE_NOOP("Derivation", "the CPU cast is faster");
        out->push_back(std::move(d));
    }
    addBestResponse(r.straggler, v, out);
    return v;
}

}  // namespace stepbudget
