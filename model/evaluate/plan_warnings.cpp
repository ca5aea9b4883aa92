#include "model/evaluate/plan_warnings.h"

#include <cmath>

#include "model/base/derivation.h"
#include "model/base/parallel_groups.h"
#include "model/base/tr_noop.h"
#include "model/base/units.h"
#include "model/efficiency/fp8_compute.h"
#include "model/efficiency/layer_time.h"
#include "model/evaluate/results.h"
#include "model/memory/activation_cost.h"
#include "model/memory/memory_room.h"
#include "model/memory/recompute_layers.h"
#include "model/memory/recompute_modules.h"
#include "model/moe/moe.h"
#include "model/shape/catalog.h"
#include "model/shape/model_flops.h"

namespace stepbudget {

namespace {

std::string num(double v) {
    return fmt(v, 10);
}

std::string toUpperAscii(std::string text) {
    for (char& c : text) {
        c = (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
    }
    return text;
}

// Relative gap between the typed model.params and the shape's own count above which the plan
// warns (the shipped presets are within 1 %: GPT-3 0.02 %, the 1T 6ND model 0.9 %).
constexpr double kShapeCountTolerance = 0.01;

// What the context- and expert-parallel model leaves out (docs/layouts.md), said where it applies
// instead of silently ignored.
void layoutWarnings(const Scenario& sc, Issues& w) {
    if (sc.parallel.cp > 1 && activationSettings(sc).source == ActivationSource::Budget) {
        // A typed budget is the user's figure per card: context parallelism's split of the
        // activations (1/cp of the sequence per card) applies to the architecture's model only.
        w.push_back(templatedIssue(
            "activations.source",
            QT_TRANSLATE_NOOP("Warning",
                              "budget: parallel.extra_memory_gib is used as typed; the "
                              "context-parallel split of the activations (1/%1 of the sequence "
                              "per card) applies only with activations.source = architecture"),
            {num(static_cast<double>(sc.parallel.cp))}));
    }
    const bool moe = sc.model.experts > 0 && sc.model.top_k > 0;
    if (moe && sc.parallel.ep > 1 && expertTensorParallel(sc.parallel) > 1) {
        w.push_back(templatedIssue(
            "parallel.etp",
            QT_TRANSLATE_NOOP("Warning",
                              "%1: the expert tensor-parallel all-gather and reduce-scatter of the "
                              "dispatched tokens inside each expert are not modelled (only the "
                              "expert-parallel all-to-all is)"),
            {num(static_cast<double>(expertTensorParallel(sc.parallel)))}));
    }
    // Node-limited routing caps the hosts a token reaches; only a per-host dispatch turns that
    // into fewer network copies (parallel_terms.h), so the limit alone changes nothing.
    if (moe && sc.parallel.ep > 1 && sc.moe->max_hosts_per_token > 0 &&
        !sc.parallel.ep_host_dispatch) {
        w.push_back(templatedIssue(
            "moe.max_hosts_per_token",
            QT_TRANSLATE_NOOP("Warning",
                              "%1: the limit changes no byte while parallel.ep_host_dispatch is "
                              "false (every routed copy crosses the network once either way)"),
            {num(static_cast<double>(sc.moe->max_hosts_per_token))}));
    }
    if (moe && sc.parallel.ep > 1 && sc.cluster.efficiency_source == EfficiencySource::Predicted) {
        w.push_back(templatedIssue(
            "parallel.ep",
            QT_TRANSLATE_NOOP("Warning",
                              "the per-operation model prices the experts as one dense FFN of the "
                              "k + shared experts' width: routing, token permutation and "
                              "grouped-GEMM shapes are not modelled"),
            {}));
    }
}

// Selective recompute's module keys (recompute_modules.h) said where they change nothing,
// instead of silently ignored: outside selective recompute (Megatron reads
// --recompute-modules only under --recompute-granularity selective), or for a model without
// the kind of layer the module re-runs.
void recomputeModuleWarnings(const Scenario& sc, Issues& w) {
    const Parallel& p = sc.parallel;
    const Parallel defaults;
    const struct {
        const char* key;
        bool value;
        bool default_value;
    } keys[] = {
        {"parallel.recompute_core_attn", p.recompute_core_attn, defaults.recompute_core_attn},
        {"parallel.recompute_norms", p.recompute_norms, defaults.recompute_norms},
        {"parallel.recompute_mlp", p.recompute_mlp, defaults.recompute_mlp},
        {"parallel.recompute_moe_act", p.recompute_moe_act, defaults.recompute_moe_act},
        {"parallel.recompute_mla_up_proj", p.recompute_mla_up_proj, defaults.recompute_mla_up_proj},
    };
    if (p.recompute != Recompute::Selective) {
        for (const auto& k : keys) {
            if (k.value != k.default_value) {
                w.push_back(templatedIssue(
                    k.key,
                    QT_TRANSLATE_NOOP("Warning",
                                      "%1 = %2 changes nothing: the module keys apply only with "
                                      "parallel.recompute = selective (it is %3)"),
                    {k.key, k.value ? "true" : "false", toString(p.recompute)}));
            }
        }
        return;
    }
    if (p.recompute_mla_up_proj && !isMla(sc.model)) {
        w.push_back(templatedIssue(
            "parallel.recompute_mla_up_proj",
            QT_TRANSLATE_NOOP("Warning",
                              "%1 has no multi-head latent attention: recomputing the MLA "
                              "up-projections changes nothing"),
            {sc.model.name}));
    }
    if (p.recompute_mlp && !hasDenseFfnLayer(sc.model)) {
        w.push_back(templatedIssue(
            "parallel.recompute_mlp",
            QT_TRANSLATE_NOOP("Warning",
                              "%1 has no dense-FFN layer (every layer is MoE, which Megatron's "
                              "mlp module skips): recomputing the dense MLP changes nothing"),
            {sc.model.name}));
    }
    if (p.recompute_moe_act && !hasMoeLayer(sc.model)) {
        w.push_back(templatedIssue(
            "parallel.recompute_moe_act",
            QT_TRANSLATE_NOOP("Warning",
                              "%1 has no MoE layer: recomputing the experts' activation "
                              "function changes nothing"),
            {sc.model.name}));
    }
}

// parallel.recompute_layers (recompute_layers.h) said where it changes nothing: outside full
// recompute (Megatron reads --recompute-num-layers only with --recompute-granularity full), or
// when N covers every layer of a pipeline stage (the same as 0).
void recomputeLayersWarnings(const Scenario& sc, Issues& w) {
    const std::int64_t n = sc.parallel.recompute_layers;
    if (n <= 0) {
        return;
    }
    if (sc.parallel.recompute != Recompute::Full) {
        w.push_back(templatedIssue(
            "parallel.recompute_layers",
            QT_TRANSLATE_NOOP("Warning",
                              "parallel.recompute_layers = %1 changes nothing: it applies only "
                              "with parallel.recompute = full (it is %2)"),
            {num(static_cast<double>(n)), toString(sc.parallel.recompute)}));
        return;
    }
    const double stage = layersPerStage(sc);
    if (static_cast<double>(n) >= stage) {
        w.push_back(templatedIssue(
            "parallel.recompute_layers",
            QT_TRANSLATE_NOOP("Warning",
                              "parallel.recompute_layers = %1 covers all %2 layers of a "
                              "pipeline stage: every layer is recomputed, as with 0"),
            {num(static_cast<double>(n)), num(stage)}));
    }
}

}  // namespace

Issues planWarnings(const Scenario& sc, const Results& r) {
    Issues w;
    const LayoutResults& layout = r.layout;
    const double b = static_cast<double>(sc.training.micro_batch);
    const double sequences = static_cast<double>(sc.training.global_batch);
    if (sequences < layout.dp * b) {
        w.push_back(templatedIssue(
            "training.global_batch",
            QT_TRANSLATE_NOOP("Warning",
                              "%1 sequences per step are fewer than DP x micro-batch (%2 x %3 = "
                              "%4): some data-parallel replicas have nothing to train on"),
            {num(sequences), num(layout.dp), num(b), num(layout.dp * b)}));
    } else if (std::fabs(layout.microbatches_exact - std::round(layout.microbatches_exact)) >
               1e-9) {
        w.push_back(templatedIssue(
            "training.global_batch",
            QT_TRANSLATE_NOOP("Warning",
                              "micro-batches per pipeline B / (d b) = %1 / (%2 x %3) = %4 is not "
                              "whole; the pipeline runs %5"),
            {num(sequences), num(layout.dp), num(b), fmt(layout.microbatches_exact, 6),
             num(static_cast<double>(layout.microbatches))}));
    }
    const std::int64_t pp = sc.parallel.pp;
    if (pp > 1 && layout.microbatches < pp) {
        w.push_back(templatedIssue(
            "training.global_batch",
            QT_TRANSLATE_NOOP("Warning",
                              "%1 micro-batches per pipeline is below the pipeline depth p = %2: "
                              "the bubble dominates the step"),
            {num(static_cast<double>(layout.microbatches)), num(static_cast<double>(pp))}));
    }
    if (pp > 1 && sc.model.layers % pp != 0) {
        w.push_back(templatedIssue(
            "parallel.pp",
            QT_TRANSLATE_NOOP("Warning",
                              "%1 layers do not split evenly over %2 stages; the heaviest stage "
                              "sets the pace"),
            {num(static_cast<double>(sc.model.layers)), num(static_cast<double>(pp))}));
    }
    if (pp > 1 && !r.layout.stage_layers.empty() && r.plan.schedule != sc.pipeline.schedule) {
        w.push_back(templatedIssue(
            "pipeline.schedule",
            QT_TRANSLATE_NOOP("Warning", "%1 cannot run this layout; the step uses %2"),
            {toString(sc.pipeline.schedule), toString(r.plan.schedule)}));
    }
    if (std::fabs(r.shape.relative_difference) > kShapeCountTolerance) {
        // Typed with its shape in the same edit (a shape key typed too): both counts, and what
        // each feeds, so the user can tell which one a number used.
        const double from_shape = r.shape.params_from_shape;
        w.push_back(templatedIssue(
            "model.params",
            QT_TRANSLATE_NOOP("Warning",
                              "model.params = %1 parameters, but the shape (%2 layers, hidden %3, "
                              "FFN %4, vocab %5) counts %6 (%7 %): memory, checkpoint and model "
                              "FLOPs use model.params, per-layer times and activations the "
                              "shape; set model.params alone to scale the shape to it"),
            {num(static_cast<double>(sc.model.params)), num(static_cast<double>(sc.model.layers)),
             num(static_cast<double>(sc.model.hidden)),
             num(static_cast<double>(sc.model.intermediate)),
             num(static_cast<double>(sc.model.vocab)), num(from_shape),
             fmt(100 * r.shape.relative_difference, 3)}));
    }
    if (findGpu(sc.cluster.gpu) == nullptr) {
        // A name the catalog does not know keeps the figures it is given. When those are a
        // catalog card's, the name was most likely changed alone ("H100" over an A100 preset):
        // say whose figures the plan runs on, and which catalog names would bring their own.
        for (const GpuSpec& g : gpuCatalog()) {
            // The card's own figures (the links are often typed per cluster, not per card).
            if (sc.cluster.peak_tflops != g.bf16_dense_tflops ||
                sc.cluster.hbm_gb_per_s != g.hbm_gb_per_s) {
                continue;
            }
            std::string similar;
            for (const GpuSpec& other : gpuCatalog()) {
                const std::string upper = toUpperAscii(other.name);
                const std::string typed = toUpperAscii(sc.cluster.gpu);
                if (!typed.empty() && upper.find(typed) != std::string::npos) {
                    similar += (similar.empty() ? "" : ", ") + other.name;
                }
            }
            w.push_back(templatedIssue(
                "cluster.gpu",
                QT_TRANSLATE_NOOP("Warning",
                                  "\"%1\" is not a catalog card and the plan runs on %2's figures "
                                  "(peak %3 TFLOP/s, HBM %4 GB/s, %5 GiB usable); name a catalog "
                                  "card to bring its own%6, or set its figures"),
                {sc.cluster.gpu, g.name, num(sc.cluster.peak_tflops), num(sc.cluster.hbm_gb_per_s),
                 num(sc.cluster.usable_memory_gib),
                 similar.empty() ? std::string() : " (" + similar + ")"}));
            break;
        }
    }
    if (sc.parallel.tp > 1 && !layout.tp_in_host) {
        // layout.cpp (and the per-operation model) put a TP group wider than a host on the NIC.
        w.push_back(templatedIssue(
            "parallel.tp",
            QT_TRANSLATE_NOOP("Warning",
                              "TP %1 is wider than a host (cluster.cards_per_host = %2): its "
                              "collectives run on the NIC (cluster.nic_gb_per_s = %3 GB/s per "
                              "card), not on the scale-up link (cluster.scale_up_gb_per_s = %4 "
                              "GB/s)"),
            {num(static_cast<double>(sc.parallel.tp)),
             num(static_cast<double>(sc.cluster.cards_per_host)), num(sc.cluster.nic_gb_per_s),
             num(sc.cluster.scale_up_gb_per_s)}));
    }
    const Fp8Rates fp8 = fp8Rates(sc);
    if (fp8.on && !fp8.efficiency_fitted) {
        w.push_back(templatedIssue(
            "precision.compute",
            QT_TRANSLATE_NOOP("Warning",
                              "the FP8 efficiency for \"%1\" (%2) is the H100 SXM's fit; no FP8 "
                              "run on this card was fitted"),
            {sc.cluster.gpu, fmt(fp8.efficiency, 3)}));
    }
    if (sc.cluster.efficiency_source == EfficiencySource::Predicted) {
        // A card without a measured matmul figure, or with constants never fitted to a run.
        const Issues predicted = predictedEfficiencyWarnings(sc);
        w.insert(w.end(), predicted.begin(), predicted.end());
    }
    if (r.checkpoint_cost.save_s > r.checkpoint_cost.interval_s) {
        w.push_back(templatedIssue(
            "checkpoint.interval_s",
            QT_TRANSLATE_NOOP("Warning",
                              "a save takes %1 s, longer than the interval between saves (%2 s)"),
            {fmt(r.checkpoint_cost.save_s, 4), num(r.checkpoint_cost.interval_s)}));
    }
    layoutWarnings(sc, w);
    recomputeModuleWarnings(sc, w);
    recomputeLayersWarnings(sc, w);
    const double usable = r.memory.usable_bytes_per_card;
    if (r.memory.fits && usable > 0 &&
        memoryRoom(r.memory.peak_bytes_per_card, usable) == MemoryRoom::Tight) {
        // What the step time leaves out near a full card (memory_pressure.h), with the evidence.
        // Two sentences, not a fragment argument, so that each translates whole.
        const char* tmpl =
            r.memory.margin_bytes < 0.05 * usable
                ? QT_TRANSLATE_NOOP("Warning",
                                    "peak memory is %1 % of the card, within 5 % (margin %2 "
                                    "GiB): the step time has no cost for the allocator's retries "
                                    "near a full card, and published runs at %3 % or more ran "
                                    "slower than predicted on average (docs/validation.md, "
                                    "\"Time error by memory use\")")
                : QT_TRANSLATE_NOOP("Warning",
                                    "peak memory is %1 % of the card (margin %2 GiB): the step "
                                    "time has no cost for the allocator's retries near a full "
                                    "card, and published runs at %3 % or more ran slower than "
                                    "predicted on average (docs/validation.md, \"Time error by "
                                    "memory use\")");
        w.push_back(templatedIssue(
            "cluster.usable_memory_gib", tmpl,
            {fmt(100.0 * r.memory.peak_bytes_per_card / usable, 3),
             fmt(r.memory.margin_bytes / units::kGiB, 3), fmt(100.0 * kTightMemoryFraction, 3)}));
    }
    return w;
}

}  // namespace stepbudget
