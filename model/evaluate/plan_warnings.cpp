#include "model/evaluate/plan_warnings.h"

#include <cmath>

#include "model/base/derivation.h"
#include "model/base/parallel_groups.h"
#include "model/efficiency/layer_time.h"
#include "model/evaluate/results.h"

namespace stepbudget {

namespace {

std::string num(double v) {
    return fmt(v, 10);
}

// What the context- and expert-parallel model leaves out (docs/layouts.md), said where it applies
// instead of silently ignored.
void layoutWarnings(const Scenario& sc, Issues& w) {
    const bool moe = sc.model.experts > 0 && sc.model.top_k > 0;
    if (moe && sc.parallel.ep > 1 && expertTensorParallel(sc.parallel) > 1) {
        w.push_back({"parallel.etp",
                     num(static_cast<double>(expertTensorParallel(sc.parallel))) +
                         ": the expert tensor-parallel all-gather and reduce-scatter of the "
                         "dispatched tokens inside each expert are not modelled (only the "
                         "expert-parallel all-to-all is)"});
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
    if (r.memory.fits && usable > 0 && r.memory.margin_bytes < 0.05 * usable) {
        w.push_back({"cluster.usable_memory_gib",
                     "peak memory is within 5 % of the card (margin " +
                         fmt(r.memory.margin_bytes / (1024.0 * 1024.0 * 1024.0), 3) + " GiB)"});
    }
    return w;
}

}  // namespace stepbudget
