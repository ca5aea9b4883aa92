#include "model/step/layout.h"

#include <algorithm>
#include <cmath>

#include "model/base/count.h"
#include "model/base/text_concat.h"
#include "model/base/tr_noop.h"
#include "model/base/units.h"
#include "model/efficiency/layer_time.h"
#include "model/memory/activation_cost.h"
#include "model/pipeline/pipeline_formulas.h"
#include "model/pipeline/pipeline_rules.h"

namespace stepbudget {

using namespace units;

namespace {

// Bytes the plan hands the simulator, per micro-batch per stage: clamped to 1 TB (no card comes
// near it; an absurd shape can ask for 1e20) so the simulator's int64 memory sums over up to
// 1,024 micro-batches in flight cannot overflow. The plan's memory verdict is unaffected: such
// a plan is far over any card either way.
std::int64_t simulatorBytes(double bytes) {
    return static_cast<std::int64_t>(std::clamp(bytes, 0.0, 1e12));
}

double sequenceLength(const Scenario& sc) {
    return static_cast<double>(sc.training.seq_len);
}

// FLOPs of the LM head for one sequence, forward + backward: 6 V h s (the head is a matmul of
// the matrix parameters; worked-examples §1.1 counts it in N_mat).
double headFlopsPerSequence(const Scenario& sc) {
    return 6.0 * static_cast<double>(sc.model.vocab) * static_cast<double>(sc.model.hidden) *
           sequenceLength(sc);
}

// Forward FLOPs of one layer's attention core (QK^T and AV over the causal pairs) for one
// sequence: 2 (heads head_dim) s (s + 1), the forward third of the 6 L a s (s + 1) term of
// sequenceFlops. Selective recompute re-runs exactly this (Korthikanti et al. 2022 §4.2).
double attentionCoreForwardFlops(const Scenario& sc) {
    const double s = sequenceLength(sc);
    return 2.0 * static_cast<double>(sc.model.heads * sc.model.head_dim) * s * (s + 1.0);
}

// cluster.efficiency_source = predicted: every stage's forward and backward per micro-batch from
// the per-operation model (docs/efficiency.md, "Calling it from the plan"): n layers of F and of
// recompute + dX + dW, plus the embedding on the first stage and the final norm, LM head and
// loss on the last. TP communication is inside those passes. With cluster.mfu_override the
// compute part of every pass (all but its exposed TP communication) runs at the typed MFU, i.e.
// is scaled by predicted / typed compute efficiency.
void predictStageTimes(const Scenario& sc, const ComputeResults& cr, LayoutResults& r) {
    const std::shared_ptr<const PredictedLayer> predicted = predictedLayer(sc);
    const LayerSetup& setup = predicted->setup;
    const LayerTimes& layer = predicted->layer;
    const StageExtras& extra = predicted->extras;
    r.predicted = true;
    r.compute_scale = cr.mfu > 0 && cr.predicted_mfu > 0 ? cr.predicted_mfu / cr.mfu : 1.0;
    const double k = r.compute_scale;
    const auto pass = [k](const PassTime& p) {
        return (p.total() - p.tp_comm_s) * k + p.tp_comm_s;
    };
    const std::size_t pp = r.stage_layers.size();
    r.stage_dw_fraction.reserve(pp);
    r.layer_forward_s = pass(layer.forward);
    r.layer_backward_s = pass(layer.recompute) + pass(layer.backward_dx) + pass(layer.backward_dw);
    double heaviest = -1;
    for (std::size_t s = 0; s < pp; ++s) {
        const double n = static_cast<double>(r.stage_layers[s]);
        const bool first = s == 0;
        const bool last = s + 1 == pp;
        const double forward = n * pass(layer.forward) + (first ? pass(extra.first_forward) : 0) +
                               (last ? pass(extra.last_forward) : 0);
        const double recompute = n * pass(layer.recompute);
        const double dw = n * pass(layer.backward_dw) + (last ? pass(extra.last_backward_dw) : 0);
        const double backward = recompute + dw + n * pass(layer.backward_dx) +
                                (first ? pass(extra.first_backward) : 0) +
                                (last ? pass(extra.last_backward_dx) : 0);
        const double tp =
            n * layer.tp_comm_s +
            (first ? extra.first_forward.tp_comm_s + extra.first_backward.tp_comm_s : 0) +
            (last ? extra.last_forward.tp_comm_s + extra.last_backward_dx.tp_comm_s +
                        extra.last_backward_dw.tp_comm_s
                  : 0);
        r.stage_forward_s[s] = forward;
        r.stage_backward_s[s] = backward;
        r.stage_recompute_s[s] = recompute;
        r.stage_recompute_tp_s[s] = n * layer.recompute.tp_comm_s;
        r.stage_tp_comm_s[s] = tp;
        r.stage_dw_fraction.push_back(backward > 0 ? dw / backward : 0.0);
        if (forward + backward > heaviest) {
            heaviest = forward + backward;
            r.paced_stage = s;
        }
    }
    // The optimizer step on one card: its share of the parameters, N / (t p), and / d when
    // ZeRO (stage >= 1) shards the optimizer states so each card updates only its shard.
    double params =
        static_cast<double>(sc.model.params) / static_cast<double>(sc.parallel.tp * sc.parallel.pp);
    if (sc.parallel.zero_stage >= 1) {
        params /= std::max(1.0, r.dp);
    }
    // + the card's fitted per-step fixed cost (clipping, loader, bookkeeping).
    r.optimizer_s = (optimizerStepSeconds(setup, params) + setup.step_overhead_s) * k;
    r.step_overhead_s = setup.step_overhead_s;
    r.layer_tp_comm_s = layer.tp_comm_s;
    r.tp_bus_gb_per_s = setup.tp_link.bytes_per_s / kGB;
    r.tp_latency_s = setup.tp_link.latency_s;
    r.optimizer_params = params;
    r.optimizer_bytes_per_param = setup.optimizer_bytes_per_param;
    r.hbm_gb_per_s = setup.hbm_bytes_per_s / kGB;
}

}  // namespace

namespace {

// The per-stage vectors of doubles every layout fills (stage_dw_fraction only when predicted,
// stage_layers holds integers).
constexpr std::vector<double> LayoutResults::*kStageVectors[] = {
    &LayoutResults::stage_forward_s,      &LayoutResults::stage_backward_s,
    &LayoutResults::stage_recompute_s,    &LayoutResults::stage_tp_comm_s,
    &LayoutResults::stage_recompute_tp_s, &LayoutResults::stage_recompute_flops,
    &LayoutResults::stage_flops,          &LayoutResults::stage_tp_pass_s};

// A default LayoutResults that keeps `used`'s vector storage (emptied): the what-if sweeps
// compute a layout at every point, and each layout is nine vectors.
LayoutResults recycled(LayoutResults&& used) {
    LayoutResults fresh;
    for (std::vector<double> LayoutResults::*v : kStageVectors) {
        (fresh.*v).swap(used.*v);
        (fresh.*v).clear();
    }
    fresh.stage_dw_fraction.swap(used.stage_dw_fraction);
    fresh.stage_dw_fraction.clear();
    fresh.stage_layers.swap(used.stage_layers);
    fresh.stage_layers.clear();
    return fresh;
}

}  // namespace

void computeLayoutInto(const Scenario& sc, const ComputeResults& cr, LayoutResults& into) {
    into = computeLayout(sc, cr, nullptr, recycled(std::move(into)));
}

LayoutResults computeLayout(const Scenario& sc, const ComputeResults& cr, Derivations* out,
                            LayoutResults storage) {
    LayoutResults r = std::move(storage);
    const std::int64_t tp = sc.parallel.tp;
    const std::int64_t pp = sc.parallel.pp;
    const std::int64_t layers = sc.model.layers;
    const double b = static_cast<double>(sc.training.micro_batch);
    r.dp = cr.data_parallel;
    r.microbatches_exact = static_cast<double>(sc.training.global_batch) / (r.dp * b);
    r.microbatches = std::max<std::int64_t>(
        1, static_cast<std::int64_t>(std::ceil(r.microbatches_exact - 1e-9)));
    r.microbatch_flops = cr.flops_per_step / (r.dp * r.microbatches_exact);
    r.card_flops_per_s = sc.cluster.peak_tflops * kTera * cr.mfu;
    const double flops_per_sequence = cr.flops_per_sequence > 0 ? cr.flops_per_sequence : 1.0;
    r.head_fraction = std::clamp(headFlopsPerSequence(sc) / flops_per_sequence, 0.0, 0.5);
    const double layer_fraction = (1.0 - r.head_fraction) / static_cast<double>(layers);

    // Tensor-parallel collectives (Megatron-LM, Shoeybi et al. 2019): two all-reduces of the
    // s b h activations per layer in the forward, two in the backward, two more in a fully
    // recomputed forward; with sequence parallelism each becomes an all-gather plus a
    // reduce-scatter of the same ring volume. Ring volume per card: 2 (t - 1)/t x bytes.
    const double values = sequenceLength(sc) * b * static_cast<double>(sc.model.hidden);
    const ActivationSettings& activations = activationSettings(sc);
    const double value_bytes = activations.value_bytes > 0 ? activations.value_bytes : 2.0;
    const double t = static_cast<double>(tp);
    const double one_collective = 2.0 * (t - 1.0) / t * values * value_bytes;
    r.tp_in_host = tp <= sc.cluster.cards_per_host;
    r.tp_link_gb_per_s = r.tp_in_host ? sc.cluster.scale_up_gb_per_s : sc.cluster.nic_gb_per_s;
    r.tp_layer_bytes = 2.0 * one_collective;  // per pass (forward, or backward)
    const double tp_pass_s = tp > 1 ? r.tp_layer_bytes / (r.tp_link_gb_per_s * kGB) : 0.0;

    // Pipeline message: one micro-batch's boundary activation (gradient on the way back).
    r.message_bytes = values * value_bytes / (activations.sequence_parallel ? t : 1.0);
    r.pp_in_host = tp * pp <= sc.cluster.cards_per_host;
    r.pp_link_gb_per_s = r.pp_in_host ? sc.cluster.scale_up_gb_per_s : sc.cluster.nic_gb_per_s;
    r.message_s = pp > 1 ? r.message_bytes / (r.pp_link_gb_per_s * kGB) : 0.0;

    const double shard_rate = t * r.card_flops_per_s;  // one micro-batch's stage on t cards
    const double attention_fwd = attentionCoreForwardFlops(sc) * b;
    // The sweeps call this at every point: one allocation per vector, not log2(p) of them.
    const auto stages = static_cast<std::size_t>(std::max<std::int64_t>(0, pp));
    for (std::vector<double> LayoutResults::*v : kStageVectors) {
        (r.*v).reserve(stages);
    }
    r.stage_layers.reserve(stages);
    double heaviest = -1;
    for (std::int64_t s = 0; s < pp; ++s) {
        const std::int64_t stage_layers = layers / pp + (s < layers % pp ? 1 : 0);
        r.stage_layers.push_back(stage_layers);
        const double layer_flops = r.microbatch_flops * layer_fraction * stage_layers;
        const double flops = layer_flops + (s == pp - 1 ? r.microbatch_flops * r.head_fraction : 0);
        double recompute_flops = 0;
        double recompute_passes = 0;  // extra TP forward passes
        if (sc.parallel.recompute == Recompute::Full) {
            recompute_flops = layer_flops / 3.0;
            recompute_passes = static_cast<double>(stage_layers);
        } else if (sc.parallel.recompute == Recompute::Selective) {
            recompute_flops = attention_fwd * static_cast<double>(stage_layers);
        }
        const double tp_s = tp_pass_s * static_cast<double>(stage_layers);
        const double forward = flops / 3.0 / shard_rate + tp_s;
        const double recompute = recompute_flops / shard_rate + tp_pass_s * recompute_passes;
        const double backward = 2.0 * flops / 3.0 / shard_rate + tp_s + recompute;
        r.stage_forward_s.push_back(forward);
        r.stage_backward_s.push_back(backward);
        r.stage_recompute_s.push_back(recompute);
        r.stage_recompute_tp_s.push_back(tp_pass_s * recompute_passes);
        r.stage_recompute_flops.push_back(recompute_flops);
        r.stage_flops.push_back(flops);
        r.stage_tp_pass_s.push_back(tp_s);
        r.stage_tp_comm_s.push_back(2.0 * tp_s + tp_pass_s * recompute_passes);
        if (forward + backward > heaviest) {
            heaviest = forward + backward;
            r.paced_stage = static_cast<std::size_t>(s);
        }
    }

    if (sc.cluster.efficiency_source == EfficiencySource::Predicted) {
        predictStageTimes(sc, cr, r);
    }

    if (out == nullptr) {
        return r;
    }
    const std::size_t k = r.paced_stage;
    out->push_back({"plan.dp", QT_TRANSLATE_NOOP("Derivation", "Data-parallel degree"),
                    "d = cards / (t p)",
                    concat(fmt(sc.cluster.cards), " / (", fmt(tp), " * ", fmt(pp), ")"), r.dp, ""});
    out->push_back(
        {"plan.microbatches_per_pipeline",
         QT_TRANSLATE_NOOP("Derivation", "Micro-batches per pipeline per step"),
         "m = ceil(B / (d b))",
         concat("ceil(", fmt(sc.training.global_batch), " / (", fmt(r.dp), " * ", fmt(b), "))"),
         static_cast<double>(r.microbatches), ""});
    if (r.predicted) {
        const double n = static_cast<double>(r.stage_layers[k]);
        const std::string scale =
            r.compute_scale != 1.0 ? " (compute x " + fmt(r.compute_scale) + ", MFU override)" : "";
        out->push_back({"plan.stage_forward_s",
                        QT_TRANSLATE_NOOP("Derivation", "Forward of the paced stage"),
                        "t_F = L_s F_layer + first/last-stage extras (per-operation model)",
                        concat(fmt(n), " * ", fmt(r.layer_forward_s), " + ",
                               fmt(r.stage_forward_s[k] - n * r.layer_forward_s), scale),
                        r.stage_forward_s[k], "s"});
        out->push_back({"plan.stage_backward_s",
                        QT_TRANSLATE_NOOP("Derivation", "Backward of the paced stage"),
                        "t_B = L_s (recompute + dX + dW)_layer + first/last-stage extras "
                        "(per-operation model)",
                        concat(fmt(n), " * ", fmt(r.layer_backward_s), " + ",
                               fmt(r.stage_backward_s[k] - n * r.layer_backward_s), scale),
                        r.stage_backward_s[k], "s"});
        out->push_back(
            {"plan.optimizer_s", QT_TRANSLATE_NOOP("Derivation", "Optimizer step"),
             "params on the card x bytes per param / HBM + per-step overhead (per-operation "
             "model)",
             concat(
                 "(", fmt(r.optimizer_params), " * ", fmt(r.optimizer_bytes_per_param), " B / (",
                 fmt(r.hbm_gb_per_s), " GB/s) + ", fmt(r.step_overhead_s), " s)",
                 (r.compute_scale != 1.0 ? " * " + fmt(r.compute_scale) + " (MFU override)" : "")),
             r.optimizer_s, "s"});
        // The per-layer terms the stage times are built from (their own derivations).
        const std::shared_ptr<const PredictedLayer> layer = predictedLayer(sc);
        predictLayerTimes(layer->setup, out);
        predictStageExtras(layer->setup, out);
        return r;
    }
    // F_s: the stage's FLOPs per micro-batch, forward + backward (its layers' share of F_mb,
    // plus the LM head on the last stage); a third is the forward.
    const double compute_forward = r.stage_flops[k] / 3.0 / shard_rate;
    out->push_back(
        {"plan.stage_forward_s", QT_TRANSLATE_NOOP("Derivation", "Forward of the paced stage"),
         "t_F = F_s / 3 / (t P eta) + TP comm",
         concat(fmt(r.stage_flops[k], 8), " / 3 / (", fmt(t), " * ", fmt(sc.cluster.peak_tflops),
                "e12 * ", fmt(cr.mfu), ") + ", fmt(r.stage_tp_pass_s[k], 8)),
         r.stage_forward_s[k], "s"});
    out->push_back({"plan.stage_backward_s",
                    QT_TRANSLATE_NOOP("Derivation", "Backward of the paced stage"),
                    "t_B = 2 F_s / 3 / (t P eta) + TP comm + recompute",
                    concat("2 * ", fmt(compute_forward, 8), " + ", fmt(r.stage_tp_pass_s[k], 8),
                           " + ", fmt(r.stage_recompute_s[k], 8)),
                    r.stage_backward_s[k], "s"});
    return r;
}

// The what-if sweeps call it at every point, so it stays free of the activation model
// (planPipelineConfig adds those bytes for the simulation).
PipelineConfig planPipelineTimes(const Scenario& sc, const LayoutResults& layout) {
    PipelineConfig c = sc.pipeline;
    const std::size_t k = layout.paced_stage;
    c.stages = sc.parallel.pp;
    c.microbatches = layout.microbatches;
    c.forward_ms = layout.stage_forward_s.empty() ? 0 : layout.stage_forward_s[k] * 1e3;
    c.backward_ms = layout.stage_backward_s.empty() ? 0 : layout.stage_backward_s[k] * 1e3;
    c.link_ms = layout.message_s * 1e3;
    c.update_ms = 0;  // the optimizer step is not part of the FLOP count the plan times
    if (layout.predicted && k < layout.stage_dw_fraction.size()) {
        // The per-operation model times the dW share and the optimizer step itself.
        c.weight_grad_fraction = layout.stage_dw_fraction[k];
        c.update_ms = layout.optimizer_s * 1e3;
    }
    if (!sc.parallel.pp_overlap && c.stages > 1) {
        // parallel.pp_overlap off: a stage waits for its own send before it computes on, so
        // every pass holds its message (the bubble bar counts it, like the messages' latency).
        c.forward_ms += c.link_ms;
        c.backward_ms += c.link_ms;
    }
    c.layers_per_stage = layout.stage_layers.empty() ? 1 : layout.stage_layers.front();
    return c;
}

PipelineConfig planPipelineConfig(const Scenario& sc, const LayoutResults& layout) {
    PipelineConfig c = planPipelineTimes(sc, layout);
    // Saved activations of one micro-batch on one stage, from the shape (Korthikanti et al.
    // 2022 Table 2 under the configured recompute), and the head's extra on the last stage.
    const ActivationCost act = activationCost(sc);
    c.activation_bytes =
        simulatorBytes(act.per_layer_bytes * static_cast<double>(c.layers_per_stage));
    c.last_stage_extra_bytes = simulatorBytes(act.output_layer_bytes);
    c.activation_message_bytes = simulatorBytes(layout.message_bytes);
    c.gradient_message_bytes = simulatorBytes(layout.message_bytes);
    return c;
}

double spreadTypedActivations(const Scenario& sc, PipelineConfig& c) {
    if (!activationsTyped(sc)) {
        return 1.0;
    }
    // Peaks are sums of these bytes times in-flight counts: linear in them, so one factor on
    // all four moves every stage's peak by that factor and keeps the heaviest stage heaviest.
    const ScheduleResult shape = simulateSchedule(c, c.schedule, PipelineDetail::Summary);
    if (!shape.runnable || shape.peak_bytes.empty()) {
        return 1.0;
    }
    const double peak =
        static_cast<double>(*std::max_element(shape.peak_bytes.begin(), shape.peak_bytes.end()));
    if (!(peak > 0)) {
        return 1.0;
    }
    const double k = planActivationBytes(sc) / peak;
    c.activation_bytes = simulatorBytes(static_cast<double>(c.activation_bytes) * k);
    c.last_stage_extra_bytes = simulatorBytes(static_cast<double>(c.last_stage_extra_bytes) * k);
    c.activation_message_bytes =
        simulatorBytes(static_cast<double>(c.activation_message_bytes) * k);
    c.gradient_message_bytes = simulatorBytes(static_cast<double>(c.gradient_message_bytes) * k);
    return k;
}

std::string planPipelineLimit(const Scenario& sc, const LayoutResults& layout) {
    if (sc.parallel.pp <= 1 || layout.stage_forward_s.empty()) {
        return {};
    }
    const std::size_t k = layout.paced_stage;
    const double longest_ms = 1e3 * std::max({layout.stage_forward_s[k], layout.stage_backward_s[k],
                                              layout.message_s, layout.optimizer_s});
    if (!(longest_ms <= 1e9)) {
        return "one stage's micro-batch takes " + fmt(longest_ms / 1e3, 4) +
               " s, beyond the chart's 1e6 s per op; the step is simulated in a coarser unit";
    }
    return {};
}

PipelineResults unsimulatedPipeline(Schedule configured, const std::string& reason) {
    PipelineResults r;
    r.configured.schedule = configured;
    r.configured.reason = reason;
    for (Schedule s : kAllSchedules) {
        ScheduleResult x;
        x.schedule = s;
        x.reason = reason;
        r.schedules.push_back(x);
    }
    return r;
}

double closedFormPipelineS(const Scenario& sc, const ComputeResults& cr,
                           const LayoutResults& layout) {
    if (sc.parallel.pp <= 1 || layout.stage_forward_s.empty()) {
        return planStep(sc, cr, layout).pipeline_s;
    }
    const PipelineConfig config = planPipelineTimes(sc, layout);
    const PipelineFormulas f = pipelineFormulas(config, nullptr);
    double bubble_ms = f.one_f_one_b_bubble_ms;
    switch (config.schedule) {
        case Schedule::FillDrain:
            bubble_ms = f.fill_drain_bubble_ms;
            break;
        case Schedule::OneFOneB:
            bubble_ms = f.one_f_one_b_bubble_ms;
            break;
        case Schedule::Interleaved:
            bubble_ms = f.interleaved_bubble_ms;
            break;
        case Schedule::ZbH1:
            bubble_ms = f.zb_h1_bubble_ms;
            break;
        case Schedule::ZbH2:
            bubble_ms = f.zb_h2_bubble_ms;
            break;
        case Schedule::DualPipe:
            bubble_ms = f.dualpipe_bubble_ms;
            break;
    }
    const double m = static_cast<double>(config.microbatches);
    const double p = static_cast<double>(config.stages);
    return (m * (config.forward_ms + config.backward_ms) + bubble_ms +
            2.0 * (p - 1.0) * config.link_ms) /
           1e3;
}

PlanStep anchoredPlanStep(const Scenario& sc, const ComputeResults& cr, const LayoutResults& layout,
                          double pipeline_ratio) {
    // Only the pipeline part is carried: the sweeps' chains read nothing else of the step.
    PlanStep step;
    step.pipeline_s = sc.parallel.pp <= 1 ? planStep(sc, cr, layout).pipeline_s
                                          : closedFormPipelineS(sc, cr, layout) * pipeline_ratio;
    return step;
}

PlanStep planStep(const Scenario& sc, const ComputeResults& cr, const LayoutResults& layout,
                  const ScheduleResult* configured) {
    PlanStep r;
    const std::size_t k = layout.paced_stage;
    const double m = static_cast<double>(layout.microbatches);
    if (!layout.stage_recompute_s.empty()) {
        r.recompute_s = m * layout.stage_recompute_s[k];
        r.tp_comm_s = m * layout.stage_tp_comm_s[k];
    }
    // Recompute FLOPs of the whole cluster per step, for the HFU: every stage's re-run work
    // over m_exact micro-batches on d pipelines.
    double recompute_flops_per_mb = 0;
    for (double f : layout.stage_recompute_flops) {
        recompute_flops_per_mb += f;
    }
    r.recompute_flops = recompute_flops_per_mb * layout.dp * layout.microbatches_exact;

    if (sc.parallel.pp <= 1) {
        // One stage: the micro-batches run back to back and nothing waits. A replica runs
        // m = ceil(B / (d b)) whole micro-batches while the plan's compute_s spreads the FLOPs
        // over B / (d b): the slowest replica sets the step, so the compute scales by m / m_exact
        // (exactly 1 when m is whole: the book's 52.224 s in the design case).
        const double whole = m / layout.microbatches_exact;
        // recompute_s already holds the re-run forward's TP collectives; tp_comm_s counts them
        // too (it is all TP traffic), so they are taken out once here.
        const double recompute_tp_s =
            layout.stage_recompute_tp_s.empty() ? 0.0 : m * layout.stage_recompute_tp_s[0];
        r.pipeline_s = cr.compute_s * (whole == 1.0 ? 1.0 : whole) + r.recompute_s + r.tp_comm_s -
                       recompute_tp_s;
        r.busy_s = r.pipeline_s;
        if (layout.predicted && !layout.stage_forward_s.empty()) {
            // Predicted: the stage times are the per-operation model's, TP and recompute
            // inside them, then the optimizer step.
            r.busy_s = m * (layout.stage_forward_s[0] + layout.stage_backward_s[0]);
            r.pipeline_s = r.busy_s + layout.optimizer_s;
        }
        r.schedule = sc.pipeline.schedule;
        return r;
    }
    r.pp_comm_s = 2.0 * m * layout.message_s;
    r.busy_s = m * (layout.stage_forward_s[k] + layout.stage_backward_s[k]);
    // The simulator's exact time covers ops up to 1e9 ms (pipeline_time.h). Scaling every
    // duration by the same factor scales the makespan by it and changes no scheduling decision,
    // so a plan with longer ops is simulated in a coarser unit instead of being cut off.
    PipelineConfig config = planPipelineConfig(sc, layout);
    double scale = 1;
    while (std::max({config.forward_ms, config.backward_ms, config.link_ms, config.update_ms}) *
               scale >
           1e8) {
        scale *= 1e-3;
    }
    config.forward_ms *= scale;
    config.backward_ms *= scale;
    config.link_ms *= scale;
    config.update_ms *= scale;  // the optimizer step (predicted), else 0
    r.schedule = sc.pipeline.schedule;
    auto keepPeak = [&r](const ScheduleResult& sim) {
        if (sim.runnable && !sim.peak_bytes.empty()) {
            const auto heaviest = std::max_element(sim.peak_bytes.begin(), sim.peak_bytes.end());
            r.peak_simulated = true;
            r.peak_activation_bytes = static_cast<double>(*heaviest);
            r.peak_stage = heaviest - sim.peak_bytes.begin();
        }
    };
    if (configured != nullptr && configured->runnable) {
        r.pipeline_s = configured->makespan_ms / 1e3;
        r.simulated = true;
        keepPeak(*configured);
    } else {
        Issues why = scheduleIssues(config, config.schedule);
        if (why.empty()) {
            const ScheduleResult sim =
                simulateSchedule(config, config.schedule, PipelineDetail::Summary);
            r.pipeline_s = sim.makespan_ms / scale / 1e3;
            r.simulated = sim.runnable;
            keepPeak(sim);  // bytes do not scale with the time unit
        } else {
            r.reason = why.front().message;
            // The configured schedule cannot run this layout: 1F1B if it can, else its
            // closed form (m + p - 1)(t_F + t_B) + 2 (p - 1) t_link (worked-examples §3.1).
            r.schedule = Schedule::OneFOneB;
            if (scheduleIssues(config, Schedule::OneFOneB).empty()) {
                const ScheduleResult sim =
                    simulateSchedule(config, Schedule::OneFOneB, PipelineDetail::Summary);
                r.pipeline_s = sim.makespan_ms / scale / 1e3;
                r.simulated = sim.runnable;
            }
        }
        if (!r.simulated) {
            const double p = static_cast<double>(sc.parallel.pp);
            r.pipeline_s =
                (m + p - 1.0) * (layout.stage_forward_s[k] + layout.stage_backward_s[k]) +
                2.0 * (p - 1.0) * layout.message_s;
        }
    }
    // The optimizer step closes the makespan (predicted); it is not bubble.
    r.bubble_s = std::max(0.0, r.pipeline_s - r.busy_s - layout.optimizer_s);
    return r;
}

PipelineResults oneStagePipeline(const Scenario& sc, const LayoutResults& layout,
                                 const PlanStep& step) {
    PipelineResults r;
    ScheduleResult& c = r.configured;
    c.schedule = sc.pipeline.schedule;
    c.runnable = true;
    c.detail = PipelineDetail::Full;
    const double forward_ms = layout.stage_forward_s.empty() ? 0 : layout.stage_forward_s[0] * 1e3;
    const double backward_ms =
        layout.stage_backward_s.empty() ? 0 : layout.stage_backward_s[0] * 1e3;
    // One micro-batch's saved activations, held from its forward's start to its backward's end:
    // the plan's activation term itself (typed, or the architecture's one stage with its
    // embedding and head), so the strip peaks where the memory headline does.
    const std::int64_t saved = countFloor(planActivationBytes(sc));
    double t = 0;
    GpuMemory memory;
    std::vector<PipelineOp> ops;
    for (std::int64_t mb = 0; mb < layout.microbatches; ++mb) {
        const auto id = static_cast<std::int16_t>(std::min<std::int64_t>(mb, 32767));
        ops.push_back({OpKind::Forward, 0, 0, 0, 0, 0, id, 0, t, t + forward_ms});
        memory.steps.push_back({t, saved, 0, 0});
        t += forward_ms;
        ops.push_back({OpKind::Backward, 0, 0, 0, 0, 0, id, 0, t, t + backward_ms});
        t += backward_ms;
        memory.steps.push_back({t, 0, 0, 0});
    }
    memory.peak_bytes = layout.microbatches > 0 ? saved : 0;
    c.ops = std::move(ops);
    c.memory = std::vector<GpuMemory>{memory};
    // With t = 1 and no recompute the sum of the ops is the book's compute time exactly; the
    // makespan is the plan's, so the chart and the headline cannot disagree.
    c.makespan_ms = step.pipeline_s * 1e3;
    c.gradient_ready_ms = c.makespan_ms;
    c.free_link_makespan_ms = c.makespan_ms;
    c.busy_ms = {c.makespan_ms};
    c.idle_ms = {0.0};
    c.peak_bytes = {memory.peak_bytes};
    c.op_count = static_cast<std::int64_t>(c.ops.size());
    // The closed forms of one stage: T = m (t_F + t_B), u = 1, every bubble 0.
    PipelineConfig one = sc.pipeline;
    one.stages = 1;
    one.microbatches = layout.microbatches;
    one.forward_ms = forward_ms;
    one.backward_ms = backward_ms;
    r.formulas = pipelineFormulas(one, nullptr);
    for (Schedule s : kAllSchedules) {
        ScheduleResult summary = c;
        summary.schedule = s;
        summary.detail = PipelineDetail::Summary;
        summary.ops.clear();
        summary.memory.clear();
        r.schedules.push_back(std::move(summary));
    }
    return r;
}

}  // namespace stepbudget
