#include "model/evaluate/mfu_waterfall.h"

#include <algorithm>

#include "model/base/text_concat.h"
#include "model/base/tr_noop.h"
#include "model/base/units.h"
#include "model/checkpoint/checkpoint_cost.h"
#include "model/efficiency/layer_time.h"
#include "model/reliability/straggler.h"

namespace stepbudget {

using namespace units;

namespace {

struct Loss {
    const char* id;
    const char* label;
    double seconds;
    std::string formula;
    std::string substituted;
};

}  // namespace

// The bars pass through both ends exactly (docs/one-plan.md, "Names"): the compute bars end at
// the compute efficiency eta = compute.mfu, the input wait at plan.achieved_mfu (t_peak + the
// bars = t_s), the last bar at the goodput MFU (tst_mfu_waterfall).
MfuWaterfall computeMfuWaterfall(const Scenario& sc, const ComputeResults& cr,
                                 const CommResults& comm, const LayoutResults& layout,
                                 const PlanResults& plan, const StragglerResults& straggler,
                                 const CheckpointCost& ck) {
    MfuWaterfall w;
    w.predicted = layout.predicted;
    const double cluster_peak =
        static_cast<double>(sc.cluster.cards) * sc.cluster.peak_tflops * kTera;
    w.peak_s = cluster_peak > 0 ? cr.flops_per_step / cluster_peak : 0.0;
    const std::size_t k = layout.paced_stage;
    const double m = static_cast<double>(layout.microbatches);
    // The pipeline part split: busy = pipeline - bubble - optimizer step; inside busy the TP
    // collectives (all exposed) and recompute (its own TP collectives counted once, under TP).
    const double optimizer = layout.optimizer_s;
    const double busy = plan.pipeline_s - plan.bubble_s - optimizer;
    const double recompute_tp =
        k < layout.stage_recompute_tp_s.size() ? m * layout.stage_recompute_tp_s[k] : 0.0;
    const double recompute = plan.recompute_s - recompute_tp;
    const double tp = plan.tp_comm_s;
    // Context / expert parallelism: the exposed KV exchange and all-to-all and the wait for the
    // slowest expert rank are inside the stage times too (0 with cp = ep = 1).
    const double kv = plan.kv_exchange_s;
    const double a2a = plan.all_to_all_s;
    const double wait = plan.expert_wait_s;
    const double compute = busy - tp - recompute - kv - a2a - wait;  // matmuls, attention, memory
    // The compute efficiency in force (typed cluster.mfu, or the prediction unless overridden):
    // the average card's model FLOPs at that efficiency take t_peak / eta. The compute bars end
    // there, so the waterfall passes through the compute efficiency exactly; what the paced
    // stage computes beyond the average card (embedding or LM head and loss on an end stage,
    // uneven layers, ceil(B / (d b)) micro-batches) is a bar of its own, not a compute loss.
    const double eta = cr.mfu;
    const double bf16_at_efficiency = eta > 0 ? w.peak_s / eta : w.peak_s;
    // Typed FP8 (precision.compute = fp8): the linear GEMMs take f times their BF16 time; a
    // predicted efficiency already holds the FP8 rate.
    const double at_efficiency =
        !layout.predicted && cr.fp8 ? bf16_at_efficiency * cr.fp8_time_factor : bf16_at_efficiency;
    const double compute_loss = bf16_at_efficiency - w.peak_s;
    const double paced_extra = compute - at_efficiency;
    const std::string peak = concat("t_peak = F_step / (cards P) = ", fmt(w.peak_s), " s");

    std::vector<Loss> losses;
    if (layout.predicted) {
        // The compute loss split in the per-operation model's proportions for one layer
        // (layerEfficiency): achievable matmul rate, wave/tile shape and the tiles' fixed cost,
        // memory-bound kernels.
        const std::shared_ptr<const PredictedLayer> p = predictedLayer(sc);
        const LayerEfficiency e = layerEfficiency(p->setup, p->layer, sc.training.attention_flops);
        const double weights =
            e.achievable_loss_s + e.shape_loss_s + e.memory_loss_s + e.cast_loss_s;
        const auto share = [&](double part) {
            return weights > 0 ? compute_loss * part / weights : 0.0;
        };
        const auto fraction = [&](double part) { return weights > 0 ? part / weights : 0.0; };
        const std::string split =
            concat("(", fmt(w.peak_s), " / ", fmt(eta), " - ", fmt(w.peak_s), ") x ");
        losses.push_back({"achievable_matmul",
                          QT_TRANSLATE_NOOP("Waterfall", "Achievable matmul throughput"),
                          share(e.achievable_loss_s),
                          "(t_peak / eta - t_peak) x achievable / (achievable + shape + memory)",
                          split + fmt(fraction(e.achievable_loss_s)) + "; " + peak});
        losses.push_back({"shape", QT_TRANSLATE_NOOP("Waterfall", "Shape penalty"),
                          share(e.shape_loss_s),
                          "(t_peak / eta - t_peak) x shape / (achievable + shape + memory)",
                          split + fmt(fraction(e.shape_loss_s)) + "; " + peak});
        losses.push_back({"memory_bound", QT_TRANSLATE_NOOP("Waterfall", "Memory-bound operations"),
                          share(e.memory_loss_s),
                          "(t_peak / eta - t_peak) x memory / (achievable + shape + memory)",
                          split + fmt(fraction(e.memory_loss_s)) + "; " + peak});
        if (e.cast_loss_s > 0) {
            // precision.compute = fp8: the cast-transpose kernels before every FP8 GEMM; the
            // faster GEMMs themselves show as a smaller achievable-matmul bar (BF16 peak).
            losses.push_back({"fp8_casts", QT_TRANSLATE_NOOP("Waterfall", "FP8 casts"),
                              share(e.cast_loss_s),
                              "(t_peak / eta - t_peak) x casts / (achievable + shape + memory + "
                              "casts)",
                              split + fmt(fraction(e.cast_loss_s)) + "; " + peak});
        }
    } else if (cr.fp8) {
        // Typed FP8: the typed efficiency is the BF16 figure, t_peak / eta; the FP8 linear GEMMs
        // then take part of it back by the factor f (a negative bar, a gain).
        losses.push_back(
            {"typed_mfu", QT_TRANSLATE_NOOP("Waterfall", "Compute below peak (typed efficiency)"),
             bf16_at_efficiency - w.peak_s,
             "t_peak / eta - t_peak, eta = compute efficiency (typed cluster.mfu, BF16)",
             concat(fmt(w.peak_s), " / ", fmt(eta), " - ", fmt(w.peak_s), "; ", peak)});
        losses.push_back(
            {"fp8_matmuls", QT_TRANSLATE_NOOP("Waterfall", "FP8 linear layers (gain)"),
             at_efficiency - bf16_at_efficiency, "(t_peak / eta) x (f - 1) (f: FP8 time factor)",
             concat(fmt(bf16_at_efficiency), " x (", fmt(cr.fp8_time_factor, 6), " - 1)")});
    } else {
        losses.push_back(
            {"typed_mfu", QT_TRANSLATE_NOOP("Waterfall", "Compute below peak (typed efficiency)"),
             compute_loss, "t_peak / eta - t_peak, eta = compute efficiency (typed cluster.mfu)",
             concat(fmt(w.peak_s), " / ", fmt(eta), " - ", fmt(w.peak_s), "; ", peak)});
    }
    losses.push_back({"paced_stage",
                      QT_TRANSLATE_NOOP("Waterfall", "Paced stage vs the average card"),
                      paced_extra,
                      "t_compute - t_peak / eta (x f with typed FP8; embedding, LM head and "
                      "loss, uneven layers, whole micro-batches)",
                      concat(fmt(compute), " - ", fmt(at_efficiency))});
    if (layout.predicted) {
        losses.push_back({"optimizer", QT_TRANSLATE_NOOP("Waterfall", "Optimizer step"), optimizer,
                          "layout.optimizer_s (memory-bound update of the card's share)",
                          fmt(optimizer) + " s"});
    }
    // What the overlap switches hide: TP on the paced stage's layers (per-operation model),
    // DP the link time the compute covers.
    if (layout.predicted && k < layout.stage_layers.size()) {
        const LayerTimes& l = predictedLayer(sc)->layer;
        double hidden = 0;
        for (const PassTime* p : {&l.forward, &l.recompute, &l.backward_dx, &l.backward_dw}) {
            hidden += p->tp_comm_total_s - p->tp_comm_s;
        }
        w.tp_hidden_s = m * static_cast<double>(layout.stage_layers[k]) * hidden;
    }
    w.dp_hidden_s = std::max(0.0, comm.link_time_s - comm.exposed_s);
    losses.push_back(
        {"tp_comm", QT_TRANSLATE_NOOP("Waterfall", "Exposed TP communication"), tp,
         concat("plan.tp_comm_s (recompute's collectives included); hidden by parallel.tp_overlap "
                "= ",
                toString(sc.parallel.tp_overlap), ": ", fmt(w.tp_hidden_s), " s",
                layout.predicted ? "" : " (the overlap acts on the predicted efficiency)"),
         fmt(tp) + " s"});
    if (sc.parallel.cp > 1) {
        losses.push_back({"kv_exchange",
                          QT_TRANSLATE_NOOP("Waterfall", "Exposed KV exchange (context parallel)"),
                          kv, "plan.kv_exchange_s", fmt(kv) + " s"});
    }
    if (sc.parallel.ep > 1 && sc.model.experts > 0) {
        losses.push_back({"all_to_all", QT_TRANSLATE_NOOP("Waterfall", "Exposed expert all-to-all"),
                          a2a, "plan.all_to_all_s", fmt(a2a) + " s"});
    }
    if ((sc.parallel.ep > 1 && sc.model.experts > 0) || wait > 0) {
        // The slowest expert rank and, with the per-operation model, the routed experts'
        // efficiency below the dense GEMMs'.
        losses.push_back({"expert_imbalance",
                          QT_TRANSLATE_NOOP("Waterfall", "Routed experts: slowest rank"), wait,
                          "plan.expert_wait_s", fmt(wait) + " s"});
    }
    losses.push_back({"recompute", QT_TRANSLATE_NOOP("Waterfall", "Recompute"), recompute,
                      "plan.recompute_s - its TP collectives",
                      fmt(plan.recompute_s) + " - " + fmt(recompute_tp)});
    losses.push_back({"bubble", QT_TRANSLATE_NOOP("Waterfall", "Pipeline bubble"), plan.bubble_s,
                      "plan.bubble_s (pipeline messages included)", fmt(plan.bubble_s) + " s"});
    losses.push_back(
        {"dp_comm", QT_TRANSLATE_NOOP("Waterfall", "Exposed DP communication"), plan.exposed_comm_s,
         concat("plan.exposed_comm_s; hidden under compute (parallel.dp_overlap = ",
                sc.parallel.dp_overlap ? "on" : "off", "): ", fmt(w.dp_hidden_s), " s"),
         fmt(plan.exposed_comm_s) + " s"});
    losses.push_back({"input_wait", QT_TRANSLATE_NOOP("Waterfall", "Input wait"), plan.input_wait_s,
                      "plan.input_wait_s", fmt(plan.input_wait_s) + " s"});
    losses.push_back({"stragglers", QT_TRANSLATE_NOOP("Waterfall", "Stragglers"),
                      straggler.jitter_s, "sigma E[Z_(N)] (straggler.jitter_s)",
                      fmt(straggler.jitter_s) + " s"});
    const double goodput = plan.step_time_s * ck.overhead_fraction;
    losses.push_back({"goodput", QT_TRANSLATE_NOOP("Waterfall", "Failures and checkpoints"),
                      goodput, "t_s L (checkpoint saves, lost work and restarts)",
                      fixed(plan.step_time_s, 3) + " * " + fmt(ck.overhead_fraction)});

    // MFU after each bar: the peak time over the time so far (the step grows bar by bar).
    double elapsed = w.peak_s;
    w.bars.reserve(losses.size());
    w.derivations.reserve(losses.size() + 1);
    for (const Loss& l : losses) {
        WaterfallBar bar;
        bar.id = l.id;
        bar.label = l.label;
        bar.seconds = l.seconds;
        bar.mfu_before = elapsed > 0 ? w.peak_s / elapsed : 0.0;
        const double before = elapsed;
        elapsed += l.seconds;
        bar.mfu_after = elapsed > 0 ? w.peak_s / elapsed : 0.0;
        if (bar.id == "input_wait") {
            w.achieved_mfu = bar.mfu_after;
        }
        // The arithmetic first (t_peak / T_before - t_peak / (T_before + the bar's seconds)),
        // then how the bar's seconds come about (no ':' before the ';', which would read as a
        // label in tst_derivation_arithmetic).
        const std::string t_peak = fmt(w.peak_s, 8);
        const std::string t_before = fmt(before, 8);
        w.derivations.push_back(
            {concat("waterfall.", bar.id), l.label,
             concat("MFU loss = t_peak / T_before - t_peak / (T_before + t_bar); t_bar = ",
                    l.formula),
             concat(t_peak, " / ", t_before, " - ", t_peak, " / (", t_before, " + ",
                    fmt(l.seconds, 8), "), t_bar = ", l.substituted, "; MFU ",
                    fmt(bar.mfu_before, 4), " -> ", fmt(bar.mfu_after, 4)),
             bar.loss(), ""});
        w.bars.push_back(bar);
    }
    w.goodput_mfu = w.bars.empty() ? 0.0 : w.bars.back().mfu_after;
    w.derivations.push_back({"waterfall.goodput_mfu",
                             QT_TRANSLATE_NOOP("Waterfall", "MFU after every loss"),
                             "t_peak / (t_s + stragglers + t_s L)",
                             concat(fmt(w.peak_s), " / ", fmt(elapsed)), w.goodput_mfu, ""});
    return w;
}

}  // namespace stepbudget
