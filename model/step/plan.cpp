#include "model/step/plan.h"
#include "model/base/count.h"
#include "model/base/tr_noop.h"

#include <algorithm>
#include <cmath>
#include <iterator>

#include "model/base/parallel_groups.h"
#include "model/base/text_concat.h"
#include "model/base/units.h"
#include "model/checkpoint/checkpoint_cost.h"
#include "model/efficiency/fp8_compute.h"
#include "model/shape/model_flops.h"

namespace stepbudget {

using namespace units;

namespace {

struct CoreTimes {
    double step_s = 0;
    double overhead = 0;
    double finish_days = 0;
};

CoreTimes coreTimes(const Scenario& sc, const ComputeResults& cr, const CommResults& comm,
                    const CheckpointCost& ck, const PlanStep& step) {
    CoreTimes t;
    t.step_s = step.pipeline_s + comm.exposed_s + sc.training.input_wait_s;
    t.overhead = ck.overhead_fraction;
    t.finish_days = sc.training.reserved_days +
                    static_cast<double>(cr.steps) * t.step_s * (1.0 + t.overhead) / kSecondsPerDay;
    return t;
}

// `scratch` is a copy of the plan's scenario that only ever gets its card count changed.
double finishWithCards(Scenario& scratch, std::int64_t cards, double ratio) {
    scratch.cluster.cards = cards;
    return finishDaysAnchored(scratch, ratio);
}

// Smallest multiple of tp*pp meeting the deadline. finish(p) = T0 + S (C/p + e) (1 + a + b p) is
// unimodal in p, so walk up by doubling until it meets or starts rising, then bisect.
std::int64_t cardsForDeadline(const Scenario& sc, double ratio) {
    const std::int64_t unit = cardUnit(sc.parallel);  // t p, or with cp / ep their lcm
    const double deadline = sc.training.deadline_days;
    const std::int64_t limit = 1'000'000;
    std::int64_t lo = 0;  // largest tried multiple that misses (0 = none tried)
    std::int64_t p = unit;
    Scenario scratch = sc;  // one copy for the whole search
    double previous = finishWithCards(scratch, p, ratio);
    if (previous <= deadline) {
        return p;
    }
    while (true) {
        lo = p;
        p = std::min(limit / unit * unit, p * 2);
        if (p <= lo) {
            return 0;
        }
        const double f = finishWithCards(scratch, p, ratio);
        if (f <= deadline) {
            break;
        }
        if (f >= previous) {
            return 0;  // past the minimum without meeting the deadline
        }
        previous = f;
    }
    std::int64_t hi = p;  // meets
    while (hi - lo > unit) {
        const std::int64_t mid = (lo + hi) / 2 / unit * unit;
        if (mid <= lo) {
            break;
        }
        if (finishWithCards(scratch, mid, ratio) <= deadline) {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    return hi;
}

// Context / expert parallelism per step on the paced stage (layout.h has the per-layer terms).
void addContextAndExpertStepDerivations(const Scenario& sc, const LayoutResults& layout,
                                        const PlanResults& r, Derivations* out) {
    const std::size_t k = layout.paced_stage;
    if (k >= layout.stage_layers.size() || k >= layout.stage_moe_layers.size()) {
        return;
    }
    const std::string m = fmt(static_cast<double>(layout.microbatches));
    const std::string n = fmt(static_cast<double>(layout.stage_layers[k]));
    const std::string n_moe = fmt(static_cast<double>(layout.stage_moe_layers[k]));
    if (sc.parallel.cp > 1) {
        out->push_back(
            {"plan.kv_exchange_s", QT_TRANSLATE_NOOP("Derivation", "Exposed KV exchange per step"),
             "m L_s x exposed per layer (paced stage)",
             concat(m, " * ", n, " * ", fmt(layout.kv_layer_exposed_s, 8)), r.kv_exchange_s, "s"});
        out->push_back({"plan.kv_exchange_link_s",
                        QT_TRANSLATE_NOOP("Derivation", "KV exchange link time per step"),
                        "m L_s x per layer (F 1, B 2, full recompute 1 more collective)",
                        concat(m, " * ", n, " * ", fmt(layout.kv_layer_total_s, 8)),
                        r.kv_exchange_link_s, "s"});
    }
    if (sc.parallel.ep > 1 && sc.model.experts > 0) {
        out->push_back({"plan.all_to_all_s",
                        QT_TRANSLATE_NOOP("Derivation", "Exposed expert all-to-all per step"),
                        "m L_moe x exposed per MoE layer (paced stage)",
                        concat(m, " * ", n_moe, " * ", fmt(layout.a2a_layer_exposed_s, 8)),
                        r.all_to_all_s, "s"});
        out->push_back({"plan.all_to_all_link_s",
                        QT_TRANSLATE_NOOP("Derivation", "Expert all-to-all link time per step"),
                        "m L_moe x per MoE layer (dispatch + combine in F and B)",
                        concat(m, " * ", n_moe, " * ", fmt(layout.a2a_layer_total_s, 8)),
                        r.all_to_all_link_s, "s"});
    }
    if (r.expert_wait_s > 0 || (sc.parallel.ep > 1 && sc.model.experts > 0)) {
        out->push_back(
            {"plan.expert_wait_s",
             QT_TRANSLATE_NOOP("Derivation", "Wait for the slowest expert rank per step"),
             "m L_moe x (factor - 1) x routed experts' compute per MoE layer",
             concat(m, " * ", n_moe, " * ", fmt(layout.expert_wait_layer_s, 8)), r.expert_wait_s,
             "s"});
    }
}

// The pipeline part of the step and the efficiencies it leaves (one-plan.md): makespan, its
// bubble, recompute, tensor- and pipeline-parallel communication, achieved MFU and HFU.
void addPipelinePartDerivations(const Scenario& sc, const ComputeResults& cr,
                                const LayoutResults& layout, const PlanStep& step,
                                const PlanResults& r, Derivations* out) {
    const std::size_t k = layout.paced_stage;
    const std::string m = fmt(static_cast<double>(layout.microbatches));
    const std::string p = fmt(sc.parallel.pp);
    if (sc.parallel.pp <= 1 && layout.predicted) {
        // Predicted: the per-operation stage times (TP and recompute inside), then the
        // optimizer step (planStep).
        out->push_back({"plan.pipeline_s",
                        QT_TRANSLATE_NOOP("Derivation", "Compute part of the step (one stage)"),
                        "t_pipeline = m (t_F + t_B) + optimizer step (per-operation model)",
                        concat(m, " * (", fmt(layout.stage_forward_s[0]), " + ",
                               fmt(layout.stage_backward_s[0]), ") + ", fmt(layout.optimizer_s)),
                        r.pipeline_s, "s"});
    } else if (sc.parallel.pp <= 1) {
        out->push_back(
            {"plan.pipeline_s",
             QT_TRANSLATE_NOOP("Derivation", "Compute part of the step (one stage)"),
             step.cp_comm_s + step.a2a_s + step.expert_wait_s > 0
                 ? "t_pipeline = t_compute m / m_exact + recompute + TP comm of F and B + KV "
                   "exchange + all-to-all + slowest expert rank"
                 : "t_pipeline = t_compute m / m_exact + recompute + TP comm of F and B",
             concat(fixed(cr.compute_s, 3), " * ", fmt(static_cast<double>(layout.microbatches)),
                    " / ", fmt(layout.microbatches_exact), " + ", fmt(step.recompute_s), " + ",
                    fmt(step.tp_comm_s - (layout.stage_recompute_tp_s.empty()
                                              ? 0.0
                                              : static_cast<double>(layout.microbatches) *
                                                    layout.stage_recompute_tp_s[0])),
                    (step.cp_comm_s + step.a2a_s + step.expert_wait_s > 0
                         ? concat(" + ", fmt(step.cp_comm_s), " + ", fmt(step.a2a_s), " + ",
                                  fmt(step.expert_wait_s))
                         : std::string())),
             r.pipeline_s, "s"});
    } else {
        out->push_back(
            {"plan.pipeline_s",
             QT_TRANSLATE_NOOP("Derivation", "Pipeline makespan of the plan's schedule"),
             step.simulated ? "T = event simulation of the schedule, p stages, m micro-batches"
                            : "T = (m + p - 1)(t_F + t_B) + 2 (p - 1) t_link",
             concat(toString(step.schedule), ": p = ", p, ", m = ", m, ", t_F = ",
                    fmt(layout.stage_forward_s[k]), " s, t_B = ", fmt(layout.stage_backward_s[k]),
                    " s, t_link = ", fmt(layout.message_s), " s"),
             r.pipeline_s, "s"});
    }
    if (layout.predicted) {
        // The optimizer step closes the makespan and is not bubble (planStep).
        out->push_back(
            {"plan.bubble_s", QT_TRANSLATE_NOOP("Derivation", "Pipeline bubble per step"),
             "max(0, T - m (t_F + t_B) - optimizer step)",
             concat("max(0, ", fmt(r.pipeline_s, 8), " - ", m, " * (",
                    fmt(layout.stage_forward_s[k], 8), " + ", fmt(layout.stage_backward_s[k], 8),
                    ") - ", fmt(layout.optimizer_s, 8), ")"),
             r.bubble_s, "s"});
    } else {
        out->push_back(
            {"plan.bubble_s", QT_TRANSLATE_NOOP("Derivation", "Pipeline bubble per step"),
             "T - m (t_F + t_B)",
             concat(fixed(r.pipeline_s, 3), " - ", m, " * (", fmt(layout.stage_forward_s[k]), " + ",
                    fmt(layout.stage_backward_s[k]), ")"),
             r.bubble_s, "s"});
    }
    out->push_back({"plan.recompute_s", QT_TRANSLATE_NOOP("Derivation", "Recompute per step"),
                    concat("m x re-run forward (", toString(sc.parallel.recompute), ")"),
                    concat(m, " * ", fmt(layout.stage_recompute_s[k])), r.recompute_s, "s"});
    if (layout.predicted) {
        // Per-operation model: ring collectives with their start-up (alpha-beta) on the TP
        // link's bus bandwidth, per layer, plus the embedding's and the LM head's.
        const double n = static_cast<double>(layout.stage_layers[k]);
        out->push_back({"plan.tp_comm_s",
                        QT_TRANSLATE_NOOP("Derivation", "Tensor-parallel collectives per step"),
                        "m (L_s x TP comm per layer + first/last-stage extras' TP comm); ring "
                        "(t-1)/t S / B + a per collective (per-operation model)",
                        concat(m, " * (", fmt(n), " * ", fmt(layout.layer_tp_comm_s, 8), " + ",
                               fmt(layout.stage_tp_comm_s[k] - n * layout.layer_tp_comm_s, 8),
                               "), on ", fmt(layout.tp_bus_gb_per_s),
                               " GB/s bus bandwidth, a = ", fmt(layout.tp_latency_s * 1e6), " us, ",
                               (layout.tp_in_host ? "inside a host" : "across hosts")),
                        r.tp_comm_s, "s"});
    } else {
        out->push_back(
            {"plan.tp_comm_s",
             QT_TRANSLATE_NOOP("Derivation", "Tensor-parallel collectives per step"),
             "m L_s passes 2 x 2 (t-1)/t s b h bytes / B_link",
             concat(m, " * ", fmt(layout.stage_tp_comm_s[k]), " (", fmt(layout.tp_link_gb_per_s),
                    " GB/s, ", (layout.tp_in_host ? "inside a host" : "across hosts"), ")"),
             r.tp_comm_s, "s"});
    }
    out->push_back({"plan.tp_comm_exposed_s",
                    QT_TRANSLATE_NOOP("Derivation", "Exposed tensor-parallel communication"),
                    "all of it (between a layer's matmuls, no overlap)", fmt(r.tp_comm_s),
                    r.tp_comm_exposed_s, "s"});
    out->push_back({"plan.pp_comm_s", QT_TRANSLATE_NOOP("Derivation", "Pipeline messages per step"),
                    "2 m s b h bytes / B_link", concat("2 * ", m, " * ", fmt(layout.message_s)),
                    r.pp_comm_s, "s"});
    addContextAndExpertStepDerivations(sc, layout, r, out);
    const std::string cluster_peak =
        concat(fmt(sc.cluster.cards), " * ", fmt(sc.cluster.peak_tflops), "e12");
    out->push_back({"plan.achieved_mfu", QT_TRANSLATE_NOOP("Derivation", "Achieved MFU"),
                    cr.fp8 ? "F_step / (t_s cards P), P = the BF16 peak (FP8 peak: "
                             "plan.achieved_mfu_fp8_peak)"
                           : "F_step / (t_s cards P)",
                    concat(fmt(cr.flops_per_step, 6), " / (", fixed(r.step_time_s, 3), " * ",
                           cluster_peak, ")"),
                    r.achieved_mfu, ""});
    if (cr.fp8) {
        const Fp8Rates fp8 = fp8Rates(sc);
        out->push_back({"plan.achieved_mfu_fp8_peak",
                        QT_TRANSLATE_NOOP("Derivation", "Achieved MFU (FP8 peak)"),
                        "F_step / (t_s cards P_fp8), P_fp8 = P x FP8/BF16 datasheet ratio",
                        concat(fmt(cr.flops_per_step, 6), " / (", fixed(r.step_time_s, 3), " * ",
                               fmt(sc.cluster.cards), " * ", fmt(fp8.fp8_peak_tflops, 8), "e12)"),
                        r.achieved_mfu_fp8_peak, ""});
    }
    out->push_back({"plan.hfu", QT_TRANSLATE_NOOP("Derivation", "Hardware FLOPs utilisation"),
                    "(F_step + F_recompute) / (t_s cards P)",
                    concat("(", fmt(cr.flops_per_step, 6), " + ", fmt(step.recompute_flops, 6),
                           ") / (", fixed(r.step_time_s, 3), " * ", cluster_peak, ")"),
                    r.hfu, ""});
    if (sc.cluster.efficiency_source == EfficiencySource::Predicted) {
        out->push_back(
            {"plan.predicted_mfu", QT_TRANSLATE_NOOP("Derivation", "Predicted compute efficiency"),
             "model FLOPs / peak / (matmuls + attention core + memory-bound) per layer",
             concat(fmt(cr.predicted_mfu), " (efficiency.predicted_compute_mfu",
                    (sc.cluster.mfu_override
                         ? "; overridden by the typed cluster.mfu = " + fmt(sc.cluster.mfu) + ")"
                         : "; the step runs at it)")),
             r.predicted_mfu, ""});
    }
}

// The phases after the pipeline (step_phases.h): what of the DP collectives hides, the input
// wait, and the step's share of checkpoint saves and failure losses (worked-examples §10.1).
void addStepPhaseDerivations(const CommResults& comm, const CheckpointCost& ck, double interval_s,
                             const PlanResults& r, Derivations* out) {
    const StepPhases& ph = r.phases;
    out->push_back({"plan.dp_hidden_s",
                    QT_TRANSLATE_NOOP("Derivation", "DP collectives hidden under compute"),
                    "max(0, link time - exposed)",
                    concat("max(0, ", fmt(comm.link_time_s, 8), " - ", fmt(comm.exposed_s, 8), ")"),
                    ph.dp_hidden_s, "s"});
    out->push_back({"plan.input_wait_s", QT_TRANSLATE_NOOP("Derivation", "Input wait per step"),
                    "training.input_wait_s", fmt(r.input_wait_s, 8), r.input_wait_s, "s"});
    out->push_back(
        {"plan.checkpoint_save_per_step_s",
         QT_TRANSLATE_NOOP("Derivation", "Checkpoint saves per step (amortised)"), "t_s c / tau",
         concat(fmt(r.step_time_s, 8), " * ", fmt(ck.save_s, 8), " / ", fmt(interval_s, 8)),
         ph.checkpoint_save_s, "s"});
    out->push_back({"plan.failure_loss_per_step_s",
                    QT_TRANSLATE_NOOP("Derivation", "Failure losses per step (amortised)"),
                    "t_s (lambda tau / 2 + lambda r)",
                    concat(fmt(r.step_time_s, 8), " * (", fmt(ck.terms.redo, 8), " + ",
                           fmt(ck.terms.recovery, 8), ")"),
                    ph.failure_loss_s, "s"});
    out->push_back(
        {"plan.wall_step_s", QT_TRANSLATE_NOOP("Derivation", "Wall clock per step, on average"),
         "t_s (1 + L)", concat(fmt(r.step_time_s, 8), " * (1 + ", fmt(r.overhead_fraction, 8), ")"),
         ph.wall_s, "s"});
}

}  // namespace

double finishDays(const Scenario& sc) {
    const ComputeResults cr = computeCompute(sc);
    const LayoutResults layout = computeLayout(sc, cr);
    const CommResults comm = computeComm(sc, cr, nullptr, layoutBusyShare(layout, cr));
    const CheckpointCost ck = checkpointCost(sc);
    return coreTimes(sc, cr, comm, ck, planStep(sc, cr, layout)).finish_days;
}

double finishDaysAnchored(const Scenario& sc, double pipeline_ratio) {
    const ComputeResults cr = computeCompute(sc);
    const CheckpointCost ck = checkpointCost(sc);
    // Finish vs cards, the tornado and the deadline search call this ~60 times per evaluate():
    // the layout's per-stage vectors are reused from the previous call on this thread.
    thread_local LayoutResults layout;
    computeLayoutInto(sc, cr, layout);
    const CommResults comm = computeComm(sc, cr, nullptr, layoutBusyShare(layout, cr));
    return coreTimes(sc, cr, comm, ck, anchoredPlanStep(sc, cr, layout, pipeline_ratio))
        .finish_days;
}

PlanResults computePlan(const Scenario& sc, const ComputeResults& cr, const CommResults& comm,
                        const CheckpointCost& ck, const LayoutResults& layout, const PlanStep& step,
                        Derivations* out) {
    PlanResults r;
    const Training& t = sc.training;
    const CoreTimes core = coreTimes(sc, cr, comm, ck, step);
    const double steps = static_cast<double>(cr.steps);
    r.steps = cr.steps;
    r.flops_per_step = cr.flops_per_step;
    r.compute_s = cr.compute_s;
    r.exposed_comm_s = comm.exposed_s;
    r.input_wait_s = t.input_wait_s;
    r.step_time_s = core.step_s;
    r.dp = layout.dp;
    r.microbatches_per_pipeline = layout.microbatches;
    r.stage_forward_s = layout.stage_forward_s;
    r.stage_backward_s = layout.stage_backward_s;
    r.pipeline_s = step.pipeline_s;
    r.bubble_s = step.bubble_s;
    r.recompute_s = step.recompute_s;
    r.tp_comm_s = step.tp_comm_s;
    r.tp_comm_exposed_s = step.tp_comm_s;
    r.pp_comm_s = step.pp_comm_s;
    r.kv_exchange_s = step.cp_comm_s;
    r.all_to_all_s = step.a2a_s;
    r.expert_wait_s = step.expert_wait_s;
    r.expert_imbalance = layout.expert_imbalance;
    {
        const std::size_t k = layout.paced_stage;
        const double m = static_cast<double>(layout.microbatches);
        if (k < layout.stage_layers.size() && k < layout.stage_moe_layers.size()) {
            r.kv_exchange_link_s =
                m * static_cast<double>(layout.stage_layers[k]) * layout.kv_layer_total_s;
            r.all_to_all_link_s =
                m * static_cast<double>(layout.stage_moe_layers[k]) * layout.a2a_layer_total_s;
        }
    }
    r.schedule = step.schedule;
    const double cluster_peak =
        static_cast<double>(sc.cluster.cards) * sc.cluster.peak_tflops * kTera;
    r.achieved_mfu = cr.flops_per_step / (r.step_time_s * cluster_peak);
    r.hfu = (cr.flops_per_step + step.recompute_flops) / (r.step_time_s * cluster_peak);
    if (cr.fp8) {
        r.achieved_mfu_fp8_peak = r.achieved_mfu / fp8Rates(sc).peak_ratio;
    }
    r.predicted_mfu = cr.predicted_mfu;
    r.overhead_fraction = core.overhead;
    r.step_budget_s = (t.deadline_days - t.reserved_days) * kSecondsPerDay / steps;
    r.step_cap_s = r.step_budget_s / (1.0 + r.overhead_fraction);
    r.margin_s = r.step_cap_s - r.step_time_s;
    r.train_days = steps * r.step_time_s / kSecondsPerDay;
    r.finish_days = core.finish_days;
    r.slack_days = t.deadline_days - r.finish_days;
    r.meets_deadline = r.finish_days <= t.deadline_days;
    const double room = r.step_cap_s - r.exposed_comm_s - r.input_wait_s;
    // Reachable only as a compute efficiency a card can have: above 1 (100 % of the peak) the
    // deadline cannot be met by faster compute alone, however efficient. required_mfu_reachable
    // false reads "not reachable" (no room left in the cap, or above 1; docs/one-plan.md).
    r.required_mfu = room > 0 ? cr.mfu * r.pipeline_s / room : 0.0;
    r.required_mfu_reachable = room > 0 && r.required_mfu <= 1.0;
    r.max_comm_wait_s = r.step_cap_s - r.pipeline_s - r.input_wait_s;
    r.prefetch_broken_step_s = r.pipeline_s + comm.prefetch_broken_s + r.input_wait_s;
    const double closed = closedFormPipelineS(sc, cr, layout);
    r.pipeline_ratio = closed > 0 ? step.pipeline_s / closed : 1.0;
    r.cards_for_deadline = cardsForDeadline(sc, r.pipeline_ratio);
    r.phases = stepPhases(r.pipeline_s, r.step_time_s, r.input_wait_s, comm, ck.terms,
                          static_cast<int>(sc.parallel.zero_stage), layout.microbatches,
                          r.kv_exchange_link_s, r.all_to_all_link_s);

    const std::pair<const char*, double> resources[] = {{"compute", r.pipeline_s},
                                                        {"exposed_comm", r.exposed_comm_s},
                                                        {"input_wait", r.input_wait_s}};
    for (const auto& [name, seconds] : resources) {
        AmdahlItem item;
        item.resource = name;
        item.seconds = seconds;
        item.fraction = seconds / r.step_time_s;
        item.step_at_double_s = r.step_time_s * amdahlRatio(item.fraction, 2.0);
        item.step_at_half_s = r.step_time_s * amdahlRatio(item.fraction, 0.5);
        r.amdahl.push_back(item);
    }

    // Tornado: each input halved and doubled (MFU capped at 1), whole plan re-evaluated. Each
    // knob returns the factor it actually applied, which a bound can move (the MFU cap, cards
    // rounded to a multiple of tp x pp): the rows and bar derivations say it.
    struct Knob {
        const char* key;
        double (*scale)(Scenario&, double);
    };
    static const Knob knobs[] = {
        {"cluster.mfu",
         [](Scenario& s, double f) {
             // Predicted without override: scale the predicted value, as an override.
             if (s.cluster.efficiency_source == EfficiencySource::Predicted &&
                 !s.cluster.mfu_override) {
                 s.cluster.mfu = predictedComputeMfu(s);
                 s.cluster.mfu_override = true;
             }
             const double before = s.cluster.mfu;
             s.cluster.mfu = std::min(1.0, before * f);
             return before > 0 ? s.cluster.mfu / before : f;
         }},
        {"cluster.cards",
         [](Scenario& s, double f) {
             const std::int64_t unit = cardUnit(s.parallel);
             const double before = static_cast<double>(s.cluster.cards);
             const double cards = std::round(before * f / unit) * unit;
             s.cluster.cards = static_cast<std::int64_t>(std::max<double>(unit, cards));
             return static_cast<double>(s.cluster.cards) / before;
         }},
        {"cluster.collective_gb_per_s",
         [](Scenario& s, double f) {
             s.cluster.collective_gb_per_s *= f;
             return f;
         }},
        {"training.input_wait_s",
         [](Scenario& s, double f) {
             s.training.input_wait_s *= f;
             return f;
         }},
        {"checkpoint.write_gb_per_s",
         [](Scenario& s, double f) {
             scaleCheckpointWriteSpeed(s, f);
             return f;
         }},
        {"checkpoint.card_mtbf_hours",
         [](Scenario& s, double f) {
             scaleCardMtbf(s, f);
             return f;
         }},
    };
    // One scratch copy, reset to the plan before each knob moves it: copy-assignment reuses
    // its strings and sections, where 12 fresh copies allocated each time.
    Scenario moved = sc;
    r.tornado.reserve(std::size(knobs));
    for (const Knob& knob : knobs) {
        TornadoItem item;
        item.key = knob.key;
        item.half_factor = knob.scale(moved, 0.5);
        item.finish_at_half_days = finishDaysAnchored(moved, r.pipeline_ratio);
        moved = sc;
        item.double_factor = knob.scale(moved, 2.0);
        item.finish_at_double_days = finishDaysAnchored(moved, r.pipeline_ratio);
        moved = sc;
        r.tornado.push_back(item);
    }

    // 6ND across the book's three GPUs (dense BF16 peaks, §12.4) at 30/40/50 % MFU.
    static const std::pair<const char*, double> gpus[] = {
        {"A100 80GB SXM", 312.0}, {"H100 SXM", 989.4}, {"B200 SXM", 2250.0}};
    // N is what a token runs through: for a MoE the active parameters, the routed experts it
    // skips left out (as the compute section's 6ND counts them); a dense model's N as typed.
    const double six_nd =
        6.0 * (static_cast<double>(sc.model.params) - inactiveExpertParams(sc.model)) * t.tokens;
    for (const auto& [gpu, peak] : gpus) {
        for (double mfu : {0.3, 0.4, 0.5}) {
            SixNdRow row;
            row.gpu = gpu;
            row.peak_tflops = peak;
            row.mfu = mfu;
            const double rate = peak * kTera * mfu;
            row.days = six_nd / (static_cast<double>(sc.cluster.cards) * rate * kSecondsPerDay);
            row.cards_for_deadline = countCeil(six_nd / (rate * t.deadline_days * kSecondsPerDay));
            r.six_nd.push_back(row);
        }
    }

    if (out == nullptr) {
        return r;
    }
    if (r.pipeline_s == r.compute_s) {  // one stage, t = 1, no recompute: the book's form
        out->push_back({"plan.step_time_s", QT_TRANSLATE_NOOP("Derivation", "Step time"),
                        "t_s = t_compute + t_exposed + t_input",
                        concat(fixed(r.compute_s, 3), " + ", fixed(r.exposed_comm_s, 4), " + ",
                               fmt(r.input_wait_s)),
                        r.step_time_s, "s"});
    } else {
        out->push_back({"plan.step_time_s", QT_TRANSLATE_NOOP("Derivation", "Step time"),
                        "t_s = t_pipeline + t_exposed + t_input",
                        concat(fixed(r.pipeline_s, 3), " + ", fixed(r.exposed_comm_s, 4), " + ",
                               fmt(r.input_wait_s)),
                        r.step_time_s, "s"});
    }
    addPipelinePartDerivations(sc, cr, layout, step, r, out);
    addStepPhaseDerivations(comm, ck, ck.interval_s, r, out);
    out->push_back({"plan.step_budget_s", QT_TRANSLATE_NOOP("Derivation", "Per-step budget"),
                    "(deadline - T0) * 86400 / S",
                    concat("(", fmt(t.deadline_days), " - ", fmt(t.reserved_days), ") * 86400 / ",
                           fmt(steps, 12)),
                    r.step_budget_s, "s"});
    out->push_back(
        {"plan.step_cap_s", QT_TRANSLATE_NOOP("Derivation", "Per-step cap with overhead"),
         "budget / (1 + L)",
         concat(fixed(r.step_budget_s, 3), " / (1 + ", fixed(r.overhead_fraction, 6), ")"),
         r.step_cap_s, "s"});
    out->push_back({"plan.margin_s", QT_TRANSLATE_NOOP("Derivation", "Margin per step"),
                    "cap - t_s", concat(fixed(r.step_cap_s, 3), " - ", fixed(r.step_time_s, 3)),
                    r.margin_s, "s"});
    out->push_back(
        {"plan.train_days", QT_TRANSLATE_NOOP("Derivation", "Base training days"), "S t_s / 86400",
         concat(fmt(steps, 12), " * ", fixed(r.step_time_s, 3), " / 86400"), r.train_days, "days"});
    out->push_back(
        {"plan.finish_days", QT_TRANSLATE_NOOP("Derivation", "Completion time"),
         "T0 + S t_s (1 + L) / 86400",
         concat(fmt(t.reserved_days), " + ", fmt(steps, 12), " * ", fixed(r.step_time_s, 3),
                " * (1 + ", fixed(r.overhead_fraction, 6), ") / 86400"),
         r.finish_days, "days"});
    out->push_back(
        {"plan.required_mfu",
         QT_TRANSLATE_NOOP("Derivation", "Compute efficiency needed to meet the deadline"),
         "eta * t_compute / (cap - t_exposed - t_input)",
         room <= 0
             ? "not reachable: exposed communication and input wait alone exceed the cap (" +
                   fixed(r.exposed_comm_s, 4) + " + " + fmt(r.input_wait_s) +
                   " >= " + fixed(r.step_cap_s, 3) + " s)"
             : fmt(cr.mfu) + " * " + fixed(r.pipeline_s, 3) + " / (" + fixed(r.step_cap_s, 3) +
                   " - " + fixed(r.exposed_comm_s, 4) + " - " + fmt(r.input_wait_s) + ")" +
                   (r.required_mfu_reachable ? std::string()
                                             : "; not reachable: above 1 (100 % of the peak)"),
         r.required_mfu, ""});
    out->push_back(
        {"plan.max_comm_wait_s", QT_TRANSLATE_NOOP("Derivation", "Room for communication wait"),
         "cap - t_compute - t_input",
         concat(fixed(r.step_cap_s, 3), " - ", fixed(r.pipeline_s, 3), " - ", fmt(r.input_wait_s)),
         r.max_comm_wait_s, "s"});
    out->push_back({"plan.prefetch_broken_step_s",
                    QT_TRANSLATE_NOOP("Derivation", "Step if no communication overlaps"),
                    "t_compute + link time + t_input",
                    concat(fixed(r.pipeline_s, 3), " + ", fixed(comm.link_time_s, 3), " + ",
                           fmt(r.input_wait_s)),
                    r.prefetch_broken_step_s, "s"});
    static const char* const kAmdahlTitle[3] = {
        QT_TRANSLATE_NOOP("Derivation", "Amdahl: compute twice as slow"),
        QT_TRANSLATE_NOOP("Derivation", "Amdahl: communication bandwidth halved"),
        QT_TRANSLATE_NOOP("Derivation", "Amdahl: input twice as slow")};
    for (std::size_t i = 0; i < r.amdahl.size(); ++i) {
        const AmdahlItem& item = r.amdahl[i];
        out->push_back({concat("plan.amdahl.", item.resource), kAmdahlTitle[i],
                        "T' = T (1 - f + f/r), r = 1/2",
                        concat(fixed(r.step_time_s, 3), " * (1 - ", fmt(item.fraction), " + ",
                               fmt(item.fraction), " / 0.5)"),
                        item.step_at_half_s, "s"});
    }
    out->push_back({"plan.cards_for_deadline",
                    QT_TRANSLATE_NOOP("Derivation", "Cards that meet the deadline"),
                    "smallest p with finish(p) <= deadline",
                    r.cards_for_deadline > 0
                        ? "finish(" + fmt(r.cards_for_deadline) + ") <= " + fmt(t.deadline_days)
                        : "no card count meets the deadline",
                    static_cast<double>(r.cards_for_deadline), "cards"});
    return r;
}

}  // namespace stepbudget
