#include "model/evaluate/plan_warnings.h"

#include <cmath>

#include "model/base/derivation.h"
#include "model/base/parallel_groups.h"
#include "model/base/units.h"
#include "model/efficiency/fp8_compute.h"
#include "model/efficiency/layer_time.h"
#include "model/evaluate/results.h"
#include "model/memory/activation_cost.h"
#include "model/memory/memory_room.h"
#include "model/moe/moe.h"
#include "model/shape/catalog.h"

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
        w.push_back({"activations.source",
                     "budget: parallel.extra_memory_gib is used as typed; the context-parallel "
                     "split of the activations (1/" +
                         num(static_cast<double>(sc.parallel.cp)) +
                         " of the sequence per card) applies only with activations.source = "
                         "architecture"});
    }
    const bool moe = sc.model.experts > 0 && sc.model.top_k > 0;
    if (moe && sc.parallel.ep > 1 && expertTensorParallel(sc.parallel) > 1) {
        w.push_back({"parallel.etp",
                     num(static_cast<double>(expertTensorParallel(sc.parallel))) +
                         ": the expert tensor-parallel all-gather and reduce-scatter of the "
                         "dispatched tokens inside each expert are not modelled (only the "
                         "expert-parallel all-to-all is)"});
    }
    // Node-limited routing caps the hosts a token reaches; only a per-host dispatch turns that
    // into fewer network copies (parallel_terms.h), so the limit alone changes nothing.
    if (moe && sc.parallel.ep > 1 && sc.moe->max_hosts_per_token > 0 &&
        !sc.parallel.ep_host_dispatch) {
        w.push_back({"moe.max_hosts_per_token",
                     num(static_cast<double>(sc.moe->max_hosts_per_token)) +
                         ": the limit changes no byte while parallel.ep_host_dispatch is false "
                         "(every routed copy crosses the network once either way)"});
    }
    if (moe && sc.parallel.ep > 1 && sc.cluster.efficiency_source == EfficiencySource::Predicted) {
        w.push_back({"parallel.ep",
                     "the per-operation model prices the experts as one dense FFN of the k + "
                     "shared experts' width: routing, token permutation and grouped-GEMM shapes "
                     "are not modelled"});
    }
}

}  // namespace

Issues planWarnings(const Scenario& sc, const Results& r) {
    Issues w;
    const LayoutResults& layout = r.layout;
    const double b = static_cast<double>(sc.training.micro_batch);
    const double sequences = static_cast<double>(sc.training.global_batch);
    if (sequences < layout.dp * b) {
        w.push_back({"training.global_batch",
                     num(sequences) + " sequences per step are fewer than DP x micro-batch (" +
                         num(layout.dp) + " x " + num(b) + " = " + num(layout.dp * b) +
                         "): some data-parallel replicas have nothing to train on"});
    } else if (std::fabs(layout.microbatches_exact - std::round(layout.microbatches_exact)) >
               1e-9) {
        w.push_back({"training.global_batch",
                     "micro-batches per pipeline B / (d b) = " + num(sequences) + " / (" +
                         num(layout.dp) + " x " + num(b) + ") = " +
                         fmt(layout.microbatches_exact, 6) + " is not whole; the pipeline runs " +
                         num(static_cast<double>(layout.microbatches))});
    }
    const std::int64_t pp = sc.parallel.pp;
    if (pp > 1 && layout.microbatches < pp) {
        w.push_back({"training.global_batch",
                     num(static_cast<double>(layout.microbatches)) +
                         " micro-batches per pipeline is below the pipeline depth p = " +
                         num(static_cast<double>(pp)) + ": the bubble dominates the step"});
    }
    if (pp > 1 && sc.model.layers % pp != 0) {
        w.push_back({"parallel.pp", num(static_cast<double>(sc.model.layers)) +
                                        " layers do not split evenly over " +
                                        num(static_cast<double>(pp)) +
                                        " stages; the heaviest stage sets the pace"});
    }
    if (pp > 1 && !r.layout.stage_layers.empty() && r.plan.schedule != sc.pipeline.schedule) {
        w.push_back({"pipeline.schedule", std::string(toString(sc.pipeline.schedule)) +
                                              " cannot run this layout; the step uses " +
                                              toString(r.plan.schedule)});
    }
    if (std::fabs(r.shape.relative_difference) > kShapeCountTolerance) {
        // Typed with its shape in the same edit (a shape key typed too): both counts, and what
        // each feeds, so the user can tell which one a number used.
        const double from_shape = r.shape.params_from_shape;
        w.push_back(
            {"model.params",
             "model.params = " + num(static_cast<double>(sc.model.params)) +
                 " parameters, but the shape (" + num(static_cast<double>(sc.model.layers)) +
                 " layers, hidden " + num(static_cast<double>(sc.model.hidden)) + ", FFN " +
                 num(static_cast<double>(sc.model.intermediate)) + ", vocab " +
                 num(static_cast<double>(sc.model.vocab)) + ") counts " + num(from_shape) + " (" +
                 fmt(100 * r.shape.relative_difference, 3) +
                 " %): memory, checkpoint and model FLOPs use model.params, per-layer times and "
                 "activations the shape; set model.params alone to scale the shape to it"});
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
            w.push_back({"cluster.gpu",
                         "\"" + sc.cluster.gpu + "\" is not a catalog card and the plan runs on " +
                             g.name + "'s figures (peak " + num(sc.cluster.peak_tflops) +
                             " TFLOP/s, HBM " + num(sc.cluster.hbm_gb_per_s) + " GB/s, " +
                             num(sc.cluster.usable_memory_gib) +
                             " GiB usable); name a catalog card to bring its own" +
                             (similar.empty() ? std::string() : " (" + similar + ")") +
                             ", or set its figures"});
            break;
        }
    }
    if (sc.parallel.tp > 1 && !layout.tp_in_host) {
        // layout.cpp (and the per-operation model) put a TP group wider than a host on the NIC.
        w.push_back(
            {"parallel.tp",
             "TP " + num(static_cast<double>(sc.parallel.tp)) + " is wider than a host (" +
                 "cluster.cards_per_host = " + num(static_cast<double>(sc.cluster.cards_per_host)) +
                 "): its collectives run on the NIC (cluster.nic_gb_per_s = " +
                 num(sc.cluster.nic_gb_per_s) +
                 " GB/s per card), not on the scale-up link (cluster.scale_up_gb_per_s = " +
                 num(sc.cluster.scale_up_gb_per_s) + " GB/s)"});
    }
    const Fp8Rates fp8 = fp8Rates(sc);
    if (fp8.on && !fp8.efficiency_fitted) {
        w.push_back({"precision.compute",
                     "the FP8 efficiency for \"" + sc.cluster.gpu + "\" (" +
                         fmt(fp8.efficiency, 3) +
                         ") is the H100 SXM's fit; no FP8 run on this card was fitted"});
    }
    if (sc.cluster.efficiency_source == EfficiencySource::Predicted) {
        // A card without a measured matmul figure, or with constants never fitted to a run.
        const Issues predicted = predictedEfficiencyWarnings(sc);
        w.insert(w.end(), predicted.begin(), predicted.end());
    }
    if (r.checkpoint_cost.save_s > r.checkpoint_cost.interval_s) {
        w.push_back({"checkpoint.interval_s", "a save takes " + fmt(r.checkpoint_cost.save_s, 4) +
                                                  " s, longer than the interval between saves (" +
                                                  num(r.checkpoint_cost.interval_s) + " s)"});
    }
    layoutWarnings(sc, w);
    const double usable = r.memory.usable_bytes_per_card;
    if (r.memory.fits && usable > 0 &&
        memoryRoom(r.memory.peak_bytes_per_card, usable) == MemoryRoom::Tight) {
        // What the step time leaves out near a full card (memory_pressure.h), with the evidence.
        w.push_back({"cluster.usable_memory_gib",
                     "peak memory is " + fmt(100.0 * r.memory.peak_bytes_per_card / usable, 3) +
                         " % of the card" +
                         (r.memory.margin_bytes < 0.05 * usable ? ", within 5 %" : "") +
                         " (margin " + fmt(r.memory.margin_bytes / units::kGiB, 3) +
                         " GiB): the step time has no cost for the allocator's retries near a "
                         "full card, and published runs at " +
                         fmt(100.0 * kTightMemoryFraction, 3) +
                         " % or more ran slower than predicted on average (docs/validation.md, "
                         "\"Time error by memory use\")"});
    }
    return w;
}

}  // namespace stepbudget
