#include "model/memory/recompute.h"
#include "model/base/tr_noop.h"

#include <algorithm>

#include "model/base/text_concat.h"
#include "model/base/units.h"
#include "model/memory/activation_cost.h"
#include "model/shape/model_flops.h"

namespace stepbudget {

using namespace units;

namespace {

std::string mib(double bytes) {
    return fmt(bytes / kMiB) + " MiB";
}

}  // namespace

RebuildResults computeRebuild(const Scenario& sc, Derivations* out) {
    RebuildResults r;
    const ModelSpec& m = sc.model;
    r.tokens = static_cast<double>(activationSettings(sc).rebuild_tokens);
    r.value_bytes = activationSettings(sc).rebuild_value_bytes;
    const double h = static_cast<double>(m.hidden);
    const double f = static_cast<double>(m.intermediate);
    r.product_multiplications = r.tokens * f;
    r.product_bytes = r.product_multiplications * r.value_bytes;
    r.norm_output_bytes = r.tokens * h * r.value_bytes;
    r.rebuilt_per_layer_bytes = r.product_bytes + 2.0 * r.norm_output_bytes;
    // Q and the attention output are heads*head_dim wide, K and V kv_heads*head_dim (GQA); with
    // MLA q and k are heads (nope + rope), v and the output heads v_head_dim.
    r.attention_bytes = r.tokens *
                        (queryWidth(m) + attentionOutputWidth(m) + keyWidth(m) + valueWidth(m)) *
                        r.value_bytes;
    r.saved_inputs_per_layer_bytes = r.rebuilt_per_layer_bytes + r.attention_bytes;
    r.stage_layers = static_cast<double>(sc.pipeline.layers_per_stage);
    r.stage_before_bytes = r.stage_layers * r.saved_inputs_per_layer_bytes;
    r.stage_saved_bytes = r.stage_layers * r.rebuilt_per_layer_bytes;
    r.stage_after_bytes = r.stage_before_bytes - r.stage_saved_bytes;
    r.workspace_bytes = std::max(r.product_bytes, r.norm_output_bytes);
    r.waiting_microbatches =
        static_cast<double>(std::min(sc.pipeline.stages, sc.pipeline.microbatches));
    r.waiting_saved_bytes = r.waiting_microbatches * r.stage_saved_bytes;

    if (out == nullptr) {
        return r;
    }
    const std::string tok = fmt(r.tokens);
    const std::string vb = fmt(r.value_bytes);
    out->push_back({"recompute.product_bytes",
                    QT_TRANSLATE_NOOP("Derivation", "Rebuildable FFN product h = a (.) u"),
                    "tokens x f x bytes",
                    concat(tok, " * ", fmt(f), " * ", vb, " = ", mib(r.product_bytes)),
                    r.product_bytes, "B"});
    out->push_back({"recompute.product_multiplications",
                    QT_TRANSLATE_NOOP("Derivation", "Multiplications to rebuild h"), "tokens x f",
                    concat(tok, " * ", fmt(f)), r.product_multiplications, ""});
    out->push_back({"recompute.rebuilt_per_layer_bytes",
                    QT_TRANSLATE_NOOP("Derivation", "Rebuilt per layer"),
                    "h + 2 normalised outputs",
                    concat(mib(r.product_bytes), " + 2 * ", mib(r.norm_output_bytes)),
                    r.rebuilt_per_layer_bytes, "B"});
    out->push_back({"recompute.saved_inputs_per_layer_bytes",
                    QT_TRANSLATE_NOOP("Derivation", "Saved GEMM inputs per layer"),
                    "rebuildable + Q, K, V, attention output",
                    isMla(m)
                        ? concat(mib(r.rebuilt_per_layer_bytes), " + ", tok, " * (",
                                 fmt(queryWidth(m)), " + ", fmt(attentionOutputWidth(m)), " + ",
                                 fmt(keyWidth(m)), " + ", fmt(valueWidth(m)), ") * ", vb)
                        : concat(mib(r.rebuilt_per_layer_bytes), " + ", tok, " * (2*",
                                 fmt(queryWidth(m)), " + 2*", fmt(keyWidth(m)), ") * ", vb),
                    r.saved_inputs_per_layer_bytes, "B"});
    out->push_back({"recompute.stage_saved_bytes",
                    QT_TRANSLATE_NOOP("Derivation", "Saved per pipeline stage"),
                    "layers per stage x rebuilt per layer",
                    concat(fmt(r.stage_layers), " * ", mib(r.rebuilt_per_layer_bytes), " = ",
                           fixed(r.stage_saved_bytes / 1e6, 1), " MB"),
                    r.stage_saved_bytes, "B"});
    out->push_back({"recompute.stage_after_bytes",
                    QT_TRANSLATE_NOOP("Derivation", "Saved GEMM inputs per stage after rebuild"),
                    "layers x (saved inputs - rebuilt)",
                    concat(mib(r.stage_before_bytes), " - ", mib(r.stage_saved_bytes)),
                    r.stage_after_bytes, "B"});
    out->push_back({"recompute.waiting_saved_bytes",
                    QT_TRANSLATE_NOOP("Derivation", "Saved while micro-batches wait for backward"),
                    "waiting micro-batches x stage saving",
                    concat(fmt(r.waiting_microbatches), " * ", mib(r.stage_saved_bytes)),
                    r.waiting_saved_bytes, "B"});
    return r;
}

}  // namespace stepbudget
