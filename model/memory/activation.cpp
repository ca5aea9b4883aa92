#include "model/memory/activation.h"
#include "model/base/parallel_groups.h"
#include "model/base/param_builders.h"
#include "model/base/tr_noop.h"

#include <algorithm>
#include <cmath>

#include "model/base/text_concat.h"
#include "model/base/units.h"
#include "model/memory/loss_memory.h"
#include "model/memory/recompute_layers.h"
#include "model/memory/recompute_modules.h"
#include "model/shape/model_flops.h"

namespace stepbudget {

using namespace units;

namespace {

// What the terms are built from; widths in elements per token, bytes in B.
struct LayerShape {
    double s = 0;          // tokens of a sequence on one card: seq_len / cp
    double s_keys = 0;     // keys each of them attends to: the whole seq_len (context parallel)
    double b = 0;          // micro-batch (sequences)
    double h = 0;          // hidden
    double a = 0;          // query heads
    double q_width = 0;    // heads * head_dim (MLA: heads (nope + rope))
    double kv_width = 0;   // kv_heads * head_dim (MLA: the key, heads (nope + rope))
    double v_width = 0;    // kv_heads * head_dim (MLA: heads v_head_dim)
    double out_width = 0;  // heads * head_dim (MLA: heads v_head_dim)
    double v = 2;          // bytes per stored value
    double t = 1;          // tensor parallel
    bool sp = false;
    bool dropout = true;
    bool flash = false;
};

// The unsharded coefficients of the per-layer sum s b h (rep + tp/t + score a s/(h t)):
// rep is what tensor parallelism alone leaves whole (Table 2's 10), tp what it divides (24),
// score the attention-score terms per a s / h (5).
struct Coefficients {
    double rep = 0;
    double tp = 0;
    double score = 0;
};

class TermBuilder {
public:
    TermBuilder(const LayerShape& shape, const RecomputeModules& modules,
                std::vector<ActivationTerm>* terms, Coefficients* kept, Coefficients* all)
        : m_shape(shape), m_modules(modules), m_terms(terms), m_kept(kept), m_all(all) {}

    // `elements` per micro-batch before any sharding; `score` marks an s x s attention term;
    // `module` is the selective-recompute module that drops it (None: always stored).
    void add(const char* id, const char* label, double elements, double bytes_per_element,
             bool tp_sharded, RecomputeModule module, bool score = false) {
        const LayerShape& x = m_shape;
        const double raw = elements * bytes_per_element;
        if (raw <= 0) {
            return;
        }
        const bool divided = tp_sharded || x.sp;
        ActivationTerm term;
        term.id = id;
        term.label = label;
        term.bytes = divided ? raw / x.t : raw;
        term.sbh_coefficient = term.bytes / (x.s * x.b * x.h);
        term.tp_sharded = tp_sharded;
        term.recompute_module = toString(module);
        const bool kept_by_selective = !m_modules.drops(module);
        term.kept_by_selective = kept_by_selective;
        m_terms->push_back(term);
        const double sbh = raw / (x.s * x.b * x.h);
        for (Coefficients* c : {m_all, kept_by_selective ? m_kept : nullptr}) {
            if (c == nullptr) {
                continue;
            }
            if (score) {
                c->score += sbh / (x.a * x.s / x.h);
            } else if (tp_sharded) {
                c->tp += sbh;
            } else {
                c->rep += sbh;
            }
        }
    }

private:
    LayerShape m_shape;
    RecomputeModules m_modules;
    std::vector<ActivationTerm>* m_terms;
    Coefficients* m_kept;
    Coefficients* m_all;
};

double sum(const Coefficients& c, const LayerShape& x) {
    return x.s * x.b * x.h *
           ((x.sp ? c.rep / x.t : c.rep) + c.tp / x.t + c.score * x.a * x.s / (x.h * x.t));
}

struct Built {
    std::vector<ActivationTerm> terms;
    Coefficients all;
    Coefficients kept;
    RecomputeModules modules;
    LayerShape shape;
    double checkpoint_bytes = 0;
    double embedding_bytes = 0;
    double output_bytes = 0;
    // Full recompute: the share of a stage's layers it covers (recompute_layers.h); the others
    // keep every activation.
    double full_share = 1;
};

Built buildTerms(const Scenario& sc) {
    const ModelSpec& m = sc.model;
    const ActivationConfig& c = sc.activations;
    Built out;
    LayerShape& x = out.shape;
    // Context parallelism splits every sequence over cp cards (2 cp load-balanced chunks): each
    // card saves the activations of s / cp tokens, and its attention scores are those of its
    // queries against all s keys (Megatron-Core context parallelism, Llama 3 §3.3.2).
    x.s_keys = static_cast<double>(sc.training.seq_len);
    x.s = x.s_keys / parallelGroups(sc).cp;
    x.b = static_cast<double>(sc.training.micro_batch);
    x.h = static_cast<double>(m.hidden);
    x.a = static_cast<double>(m.heads);
    x.q_width = queryWidth(m);
    x.kv_width = keyWidth(m);
    x.v_width = valueWidth(m);
    x.out_width = attentionOutputWidth(m);
    x.v = c.value_bytes;
    x.t = static_cast<double>(sc.parallel.tp);
    x.sp = c.sequence_parallel;
    x.dropout = c.dropout_masks;
    x.flash = c.flash_attention;
    out.terms.reserve(20);
    // The selective bar keeps what the plan's modules keep (recompute_modules.h).
    out.modules = selectiveModules(sc);
    TermBuilder add(x, out.modules, &out.terms, &out.kept, &out.all);
    using M = RecomputeModule;
    const double sb = x.s * x.b;
    const double scores = x.a * x.s * x.s_keys * x.b;  // a s^2 b (a (s/cp) s b)
    const double v = x.v;
    // Attention block (Table 2's 11 sbh + 5 as^2 b). Each term names the Megatron-Core
    // recompute module that drops it (recompute_modules.h); None: stored whatever the modules.
    add.add("attn_norm_input", "Attention norm input", sb * x.h, v, false, M::None);
    add.add("qkv_input", "Q/K/V projection input", sb * x.h, v, false, M::Norms);
    const bool mla = isMla(m);
    if (mla) {
        // MLA (trained without absorption): the latents' norm inputs and up-projection inputs,
        // and the shared rotary key before it is broadcast to the heads; the down-projections
        // are replicated over tensor parallelism (Megatron-Core's MLA), so these are not sharded.
        // Kept under every module: the latents' norms run outside the up-projection checkpoint.
        const double q_lora = static_cast<double>(m.q_lora_rank);
        const double kv_lora = static_cast<double>(m.kv_lora_rank);
        add.add("mla_q_latent", "MLA query latent (norm + up-projection inputs)", 2.0 * sb * q_lora,
                v, false, M::None);
        add.add("mla_kv_latent", "MLA KV latent (norm + up-projection inputs) + rotary key",
                sb * (2.0 * kv_lora + static_cast<double>(m.qk_rope_head_dim)), v, false, M::None);
    }
    // The per-head q, k, v: MLA's up-projections (+ rotary) rebuild them from the latents.
    const M per_head = mla ? M::MlaUpProj : M::None;
    add.add("query", "Query", sb * x.q_width, v, true, per_head);
    add.add("key", "Key", sb * x.kv_width, v, true, per_head);
    add.add("value", "Value", sb * x.v_width, v, true, per_head);
    if (x.flash) {
        add.add("softmax_lse", "Softmax log-sum-exp (flash)", x.a * sb, 4.0, true, M::None);
    } else {
        add.add("softmax_output", "Softmax output", scores, v, true, M::CoreAttn, true);
        if (x.dropout) {
            add.add("softmax_dropout_mask", "Softmax dropout mask", scores, 1.0, true, M::CoreAttn,
                    true);
            add.add("attention_dropout_output", "Dropout output (input of x V)", scores, v, true,
                    M::CoreAttn, true);
        }
    }
    add.add("out_proj_input", "Output projection input", sb * x.out_width, v, true, M::None);
    if (x.dropout) {
        add.add("attn_dropout_mask", "Attention dropout mask", sb * x.h, 1.0, false, M::None);
    }
    // FFN block (Table 2's 19 sbh for a 4h GeLU FFN).
    add.add("mlp_norm_input", "FFN norm input", sb * x.h, v, false, M::None);
    add.add("mlp_input", "FFN input", sb * x.h, v, false, M::Norms);
    const double layers = static_cast<double>(m.layers);
    const double dense_share = layers > 0 ? denseFfnLayers(m) / layers : 1.0;
    const double moe_share = 1.0 - dense_share;
    const double f = static_cast<double>(m.intermediate);
    if (dense_share > 0) {
        // The dense layers' share of a layer: Megatron's mlp module drops all of it.
        const double w = dense_share * sb * f;
        if (m.gated_mlp) {
            add.add("gate_output", "Gate projection output", w, v, true, M::Mlp);
            add.add("up_output", "Up projection output", w, v, true, M::Mlp);
            add.add("down_input", "Down projection input (gate x up)", w, v, true, M::Mlp);
        } else {
            add.add("activation_input", "Activation (GeLU) input", w, v, true, M::Mlp);
            add.add("down_input", "Second linear input", w, v, true, M::Mlp);
        }
    }
    if (moe_share > 0) {
        const double fe =
            static_cast<double>(m.expert_intermediate > 0 ? m.expert_intermediate : m.intermediate);
        const double k = static_cast<double>(m.top_k);
        const double shared = static_cast<double>(m.shared_experts);
        const double visits = k + shared;
        const double w = moe_share * sb * visits * fe;
        add.add("router_probs", "Router probabilities (FP32)",
                moe_share * sb * static_cast<double>(m.experts), 4.0, false, M::None);
        add.add("expert_inputs", "Dispatched expert inputs", moe_share * sb * k * x.h, v, true,
                M::None);
        // The second linear's input is the activation function's output: moe_act drops the
        // routed experts' (experts.py); the shared experts are an MLP of their own
        // (shared_experts module, not modelled), so theirs stays.
        const double routed = moe_share * sb * k * fe;
        const double shared_w = moe_share * sb * shared * fe;
        if (m.gated_mlp) {
            add.add("expert_gate_output", "Expert gate outputs", w, v, true, M::None);
            add.add("expert_up_output", "Expert up outputs", w, v, true, M::None);
            add.add("expert_down_input", "Expert down-projection inputs", routed, v, true,
                    M::MoeAct);
            add.add("shared_expert_down_input", "Shared-expert down-projection inputs", shared_w, v,
                    true, M::None);
        } else {
            add.add("expert_activation_input", "Expert activation inputs", w, v, true, M::None);
            add.add("expert_down_input", "Expert second-linear inputs", routed, v, true, M::MoeAct);
            add.add("shared_expert_down_input", "Shared-expert second-linear inputs", shared_w, v,
                    true, M::None);
        }
    }
    if (x.dropout) {
        add.add("mlp_dropout_mask", "FFN dropout mask", sb * x.h, 1.0, false, M::None);
    }
    const double shard = x.sp ? x.t : 1.0;
    out.checkpoint_bytes = v * sb * x.h / (c.full_checkpoint_sharded ? x.t : 1.0);
    out.full_share = fullRecomputeShare(sc);
    out.embedding_bytes = x.dropout ? sb * x.h / shard : 0.0;
    // Last stage: final-norm input and LM-head input (v sbh each) and what the loss saves
    // (lossSavedBytes: FP32 logits, or a fused kernel's 16-bit logits and log-sum-exp).
    out.output_bytes = 2.0 * v * sb * x.h / shard + lossSavedBytes(sc, sb);
    return out;
}

struct StageShape {
    double layers_per_stage = 0;
    double in_flight = 1;
    double interleave = 1;
    double pp = 1;
};

StageShape stageShape(const Scenario& sc) {
    StageShape st;
    const double p = static_cast<double>(sc.parallel.pp);
    const double layers = static_cast<double>(sc.model.layers);
    st.pp = p;
    st.layers_per_stage = std::ceil(layers / p);
    const double d = parallelGroups(sc).dp;
    const double m = std::ceil(static_cast<double>(sc.training.global_batch) /
                               (d * static_cast<double>(sc.training.micro_batch)));
    st.in_flight = std::min(p, m);
    const double v = static_cast<double>(sc.activations->virtual_stages);
    st.interleave = (p > 1 && v > 1) ? 1.0 + (p - 1.0) / (p * v) : 1.0;
    return st;
}

struct StageBytes {
    double first = 0;
    double last = 0;
    double peak() const { return std::max(first, last); }
};

StageBytes stageBytes(const StageShape& st, const Built& b, double per_layer) {
    StageBytes out;
    if (st.pp <= 1) {
        out.first = st.layers_per_stage * per_layer + b.embedding_bytes + b.output_bytes;
        out.last = out.first;
        return out;
    }
    // 1F1B: the first stage holds p micro-batches (Korthikanti §4.2.3), the last one.
    out.first =
        st.in_flight * st.interleave * (st.layers_per_stage * per_layer + b.embedding_bytes);
    out.last = st.layers_per_stage * per_layer + b.output_bytes;
    return out;
}

double modeBytes(const Built& b, Recompute mode) {
    switch (mode) {
        case Recompute::None:
            return sum(b.all, b.shape);
        case Recompute::Selective:
            return sum(b.kept, b.shape);
        case Recompute::Full:
            // Megatron's block method: the stage's N recomputed layers keep their input, the
            // others every activation (the stage's average per layer).
            return b.full_share * b.checkpoint_bytes + (1.0 - b.full_share) * sum(b.all, b.shape);
    }
    return 0;
}

std::string conventionsText(const Scenario& sc) {
    const ActivationConfig& c = sc.activations;
    return fmt(c.value_bytes) + " B values; dropout masks " +
           (c.dropout_masks ? "counted" : "not counted") + "; " +
           (c.flash_attention ? "flash attention (no s x s scores)" : "scores stored") +
           "; sequence parallel " + (c.sequence_parallel ? "on" : "off") +
           "; full-recompute checkpoint " +
           (c.full_checkpoint_sharded ? "sharded over t" : "replicated over t") +
           "; selective recompute modules: " + modulesText(selectiveModules(sc)) +
           "; t = " + fmt(sc.parallel.tp) + ", p = " + fmt(sc.parallel.pp) +
           ", v = " + fmt(sc.activations->virtual_stages) +
           (sc.parallel.cp > 1 ? ", cp = " + fmt(sc.parallel.cp) : "");
}

// GiB for stage totals, MiB for the per-layer and per-micro-batch terms.
std::string gib(double bytes) {
    return bytes >= kGiB ? fixed(bytes / kGiB, 3) + " GiB" : fixed(bytes / kMiB, 3) + " MiB";
}

}  // namespace

const ActivationSettings& activationSettings(const Scenario& sc) {
    return *sc.activations;
}

ActivationSettings& activationSettings(Scenario& sc) {
    return *sc.activations;
}

ActivationCost activationCost(const Scenario& sc) {
    const ActivationResults r = computeActivation(sc);
    return {r.per_layer_bytes, r.output_layer_bytes, r.first_stage_bytes, r.last_stage_bytes};
}

double architectureActivationBytes(const Scenario& sc) {
    const Built b = buildTerms(sc);
    return stageBytes(stageShape(sc), b, modeBytes(b, sc.parallel.recompute)).peak();
}

bool activationsTyped(const Scenario& sc) {
    return sc.activations->source != ActivationSource::Architecture;
}

double planActivationBytes(const Scenario& sc) {
    return activationsTyped(sc) ? sc.parallel.extra_memory_gib * units::kGiB
                                : architectureActivationBytes(sc);
}

Scenario activationScenario(const Scenario& sc) {
    if (sc.activations->inputs != SectionSource::Example) {
        return sc;
    }
    // The book's common case (worked-examples §3.2, §4): one sequence of rebuild_tokens per
    // micro-batch at rebuild_value_bytes (FP32), no tensor parallelism, the typed pipeline's
    // stages and micro-batches (d = 1, so m = pipeline.microbatches).
    Scenario ex = sc;
    ex.activations->inputs = SectionSource::Plan;
    ex.training.seq_len = sc.activations->rebuild_tokens;
    ex.training.micro_batch = 1;
    ex.activations->value_bytes = sc.activations->rebuild_value_bytes;
    ex.activations->sequence_parallel = false;
    ex.activations->virtual_stages = 1;
    ex.parallel.tp = 1;
    ex.parallel.cp = 1;
    ex.parallel.ep = 1;
    ex.parallel.etp = 0;
    ex.parallel.pp = std::max<std::int64_t>(1, sc.pipeline.stages);
    ex.cluster.cards = ex.parallel.pp;
    ex.training.global_batch = std::max<std::int64_t>(1, sc.pipeline.microbatches);
    return ex;
}

ActivationResults computeActivation(const Scenario& sc, Derivations* out) {
    if (sc.activations->inputs == SectionSource::Example) {
        ActivationResults r = computeActivation(activationScenario(sc), out);
        r.example = true;
        r.in_force = false;  // the memory peak never uses the example's bytes
        return r;
    }
    ActivationResults r;
    Built b = buildTerms(sc);
    const StageShape st = stageShape(sc);
    const LayerShape& x = b.shape;
    r.in_force = sc.activations->source == ActivationSource::Architecture;
    r.conventions = conventionsText(sc);
    r.tokens_per_microbatch = x.s * x.b;
    r.tp = x.t;
    r.pp = st.pp;
    r.full_checkpoint.id = "layer_input";
    r.full_checkpoint.label = "Layer input (full-recompute checkpoint)";
    r.full_checkpoint.bytes = b.checkpoint_bytes;
    r.full_checkpoint.sbh_coefficient = b.checkpoint_bytes / (x.s * x.b * x.h);
    r.full_checkpoint.tp_sharded = sc.activations->full_checkpoint_sharded;
    const Recompute modes[3] = {Recompute::None, Recompute::Selective, Recompute::Full};
    for (int i = 0; i < 3; ++i) {
        ActivationMode& mode = r.modes[static_cast<std::size_t>(i)];
        mode.mode = modes[i];
        mode.per_layer_bytes = modeBytes(b, modes[i]);
        mode.sbh_coefficient = mode.per_layer_bytes / (x.s * x.b * x.h);
        mode.stage_peak_bytes = stageBytes(st, b, mode.per_layer_bytes).peak();
    }
    r.mode = sc.parallel.recompute;
    r.per_layer_bytes = modeBytes(b, r.mode);
    r.sbh_coefficient = r.per_layer_bytes / (x.s * x.b * x.h);
    r.layers_per_stage = st.layers_per_stage;
    r.microbatches_in_flight = st.pp > 1 ? st.in_flight : 1.0;
    r.interleave_factor = st.interleave;
    r.embedding_bytes = b.embedding_bytes;
    r.output_layer_bytes = b.output_bytes;
    const StageBytes stages = stageBytes(st, b, r.per_layer_bytes);
    r.first_stage_bytes = stages.first;
    r.last_stage_bytes = stages.last;
    r.peak_bytes = stages.peak();
    // The selective modules' forward matmul FLOPs (recompute_modules.h; the attention core
    // alone: 2 L (heads head_dim) s (s+1), MLA heads (d_qk + d_v)/2 for heads head_dim) over
    // the exact count (compute.h); the dense MLP counts in the dense layers only.
    const double s = x.s_keys;  // a share of one whole sequence's FLOPs: cp does not change it
    const RecomputeFlops per_layer = recomputeForwardFlops(sc.model, b.modules, s);
    const double layers = static_cast<double>(sc.model.layers);
    const double dense_layers = denseFfnLayers(sc.model);
    const double core = layers * per_layer.every_layer + dense_layers * per_layer.dense_layer;
    const double total = sequenceFlops(sc.model, s);
    r.selective_extra_flops_fraction = total > 0 ? core / total : 0.0;
    // One more forward of the recomputed layers; the backward costs 2 forwards.
    r.full_recompute_share = b.full_share;
    r.full_extra_flops_fraction = b.full_share / 3.0;
    r.terms = std::move(b.terms);

    if (out == nullptr) {
        return r;
    }
    const Coefficients& c = r.mode == Recompute::Selective ? b.kept : b.all;
    const std::string t = fmt(x.t);
    std::string formula;
    std::string substituted;
    if (r.mode == Recompute::Full && b.full_share < 1.0) {
        // Megatron's block method: the stage's recomputed layers keep their input, the others
        // every activation (recompute_layers.h); the per-layer bytes are the stage's average.
        const double stage_layers = st.layers_per_stage;
        formula = std::string("(n_r v s b h") +
                  (sc.activations->full_checkpoint_sharded ? " / t" : "") +
                  " + (L/p - n_r) no-recompute bytes) / (L/p), n_r = min(L/p, N) layers "
                  "recomputed (parallel.recompute_layers = N)";
        substituted = "(" + fmt(fullyRecomputedLayers(sc, stage_layers)) + " * " +
                      gib(b.checkpoint_bytes) + " + " +
                      fmt(stage_layers - fullyRecomputedLayers(sc, stage_layers)) + " * " +
                      gib(sum(b.all, b.shape)) + ") / " + fmt(stage_layers);
    } else if (r.mode == Recompute::Full) {
        formula = std::string("v s b h") + (sc.activations->full_checkpoint_sharded ? " / t" : "") +
                  " (full recompute keeps the layer input; Table 2: 2 sbh)";
        substituted = fmt(x.v) + " * " + fmt(x.s) + " * " + fmt(x.b) + " * " + fmt(x.h) +
                      (sc.activations->full_checkpoint_sharded ? " / " + t : "");
    } else {
        formula = std::string("s b h (") + (x.sp ? "c0/t" : "c0") +
                  " + c1/t + c2 a s/(h t))  [Table 2, MHA + 4h GeLU + dropout: c0 = 10, c1 = 24, "
                  "c2 = 5; selective: without the terms its modules drop (core_attn: c2 = 0)]";
        substituted = fmt(x.s) + " * " + fmt(x.b) + " * " + fmt(x.h) + " * (" + fmt(c.rep) +
                      (x.sp ? "/" + t : "") + " + " + fmt(c.tp) + "/" + t + " + " + fmt(c.score) +
                      " * " + fmt(x.a) + " * " + fmt(x.s_keys) + "/(" + fmt(x.h) + " * " + t + "))";
    }
    substituted += " = " + fixed(r.per_layer_bytes / kMiB, 3) + " MiB = sbh * " +
                   fmt(r.sbh_coefficient) + "; in force: " + r.conventions;
    const char* const title =
        r.mode == Recompute::Full
            ? QT_TRANSLATE_NOOP("Derivation", "Activations per layer (Korthikanti), recompute full")
        : r.mode == Recompute::Selective
            ? QT_TRANSLATE_NOOP("Derivation",
                                "Activations per layer (Korthikanti), recompute selective")
            : QT_TRANSLATE_NOOP("Derivation",
                                "Activations per layer (Korthikanti), recompute none");
    out->push_back(
        {"activation.per_layer_bytes", title, formula, substituted, r.per_layer_bytes, "B"});
    if (st.pp > 1) {
        out->push_back(
            {"activation.first_stage_bytes",
             QT_TRANSLATE_NOOP("Derivation", "Activations on the first pipeline stage"),
             "min(p, m) (1 + (p-1)/(p v)) (L/p per_layer + embedding)",
             concat(fmt(st.in_flight), " * ", fmt(st.interleave), " * (", fmt(st.layers_per_stage),
                    " * ", gib(r.per_layer_bytes), " + ", gib(r.embedding_bytes), ")"),
             r.first_stage_bytes, "B"});
        out->push_back({"activation.last_stage_bytes",
                        QT_TRANSLATE_NOOP("Derivation", "Activations on the last pipeline stage"),
                        sc.memory.loss_kernel == LossKernel::Fused
                            ? "L/p per_layer + output layer (norm + head inputs + 16-bit logits)"
                            : "L/p per_layer + output layer (norm + head inputs + FP32 logits)",
                        concat(fmt(st.layers_per_stage), " * ", gib(r.per_layer_bytes), " + ",
                               gib(r.output_layer_bytes)),
                        r.last_stage_bytes, "B"});
    }
    out->push_back(
        {"activation.peak_bytes",
         QT_TRANSLATE_NOOP("Derivation", "Activation memory per card (architecture)"),
         st.pp > 1 ? "max(first stage, last stage)" : "L per_layer + embedding + output layer",
         st.pp > 1 ? "max(" + gib(r.first_stage_bytes) + ", " + gib(r.last_stage_bytes) + ")"
                   : fmt(st.layers_per_stage) + " * " + gib(r.per_layer_bytes) + " + " +
                         gib(r.embedding_bytes) + " + " + gib(r.output_layer_bytes),
         r.peak_bytes, "B"});
    out->push_back(
        {"activation.selective_extra_flops_fraction",
         QT_TRANSLATE_NOOP("Derivation", "Selective recompute: extra FLOPs share"),
         concat("(L every-layer modules + dense layers x mlp) forward FLOPs / F(s), "
                "modules ",
                modulesText(b.modules),
                ": core_attn 2 (heads head_dim) s (s+1), mla_up_proj 2 s heads "
                "(q_lora d_qk + kv_lora (d + d_v)), mlp 2 s (3 or 2) h f; layernorm "
                "and moe_act are memory-bound (no matmul FLOPs)"),
         concat("(", fmt(layers), " * ", fmt(per_layer.every_layer), " + ", fmt(dense_layers),
                " * ", fmt(per_layer.dense_layer), ") / ", fmt(total)),
         r.selective_extra_flops_fraction, ""});
    return r;
}

std::string activationTermId(const std::string& term_id) {
    return "activation.term." + term_id;
}

std::string activationModeId(Recompute mode) {
    return std::string("activation.mode.") + toString(mode);
}

std::optional<Derivation> activationElementDerivation(const Scenario& sc, const std::string& id) {
    static const std::string term_prefix = "activation.term.";
    static const std::string mode_prefix = "activation.mode.";
    const bool term = id.rfind(term_prefix, 0) == 0;
    const bool mode = id.rfind(mode_prefix, 0) == 0;
    if (!term && !mode) {
        return std::nullopt;
    }
    // The section's own inputs (the plan or the book example), as the chart drew them.
    const ActivationResults r = computeActivation(sc);
    const double sb = r.tokens_per_microbatch;
    const double h = static_cast<double>(sc.model.hidden);
    if (term) {
        const std::string which = id.substr(term_prefix.size());
        for (const ActivationTerm& t : r.terms) {
            if (t.id != which) {
                continue;
            }
            Derivation d;
            d.id = id;
            d.title = "Stored activation: " + t.label;
            d.title_template = QT_TRANSLATE_NOOP("Derivation", "Stored activation: %1");
            d.title_args = {t.label};
            // Each term of Korthikanti's Table 2 is a coefficient of s b h (bytes per value
            // included), per layer and micro-batch on one card.
            d.formula = concat("c s b h (Korthikanti 2022, Table 2, this term",
                               std::string(t.tp_sharded ? ", sharded over t" : ""), ")");
            d.substituted =
                concat(fmt(t.sbh_coefficient), " * ", fmt(sb), " * ", fmt(h), " = ",
                       fixed(t.bytes / kMiB, 3), " MiB; ",
                       (t.kept_by_selective ? "kept" : "recomputed"), " by selective recompute",
                       (t.recompute_module.empty() ? std::string(" (no module drops it)")
                                                   : " (module " + t.recompute_module + ")"),
                       "; in force: ", r.conventions);
            d.value = t.bytes;
            d.unit = "B";
            return d;
        }
        return std::nullopt;
    }
    const std::string which = id.substr(mode_prefix.size());
    for (const ActivationMode& m : r.modes) {
        if (which != toString(m.mode)) {
            continue;
        }
        Derivation d;
        d.id = id;
        d.title = std::string("Busiest stage's activations, recompute ") + toString(m.mode);
        d.title_template =
            QT_TRANSLATE_NOOP("Derivation", "Busiest stage's activations, recompute %1");
        d.title_args = {toString(m.mode)};
        if (r.pp > 1) {
            const double first = r.microbatches_in_flight * r.interleave_factor *
                                 (r.layers_per_stage * m.per_layer_bytes + r.embedding_bytes);
            const double last = r.layers_per_stage * m.per_layer_bytes + r.output_layer_bytes;
            d.formula =
                "max(min(p, m) (1 + (p-1)/(p v)) (L/p per_layer + embedding), L/p per_layer + "
                "output layer)";
            d.substituted =
                concat("max(", fmt(r.microbatches_in_flight), " * ", fmt(r.interleave_factor),
                       " * (", fmt(r.layers_per_stage), " * ", gib(m.per_layer_bytes), " + ",
                       gib(r.embedding_bytes), "), ", fmt(r.layers_per_stage), " * ",
                       gib(m.per_layer_bytes), " + ", gib(r.output_layer_bytes), ") = max(",
                       gib(first), ", ", gib(last), ")");
        } else {
            d.formula = "L per_layer + embedding + output layer";
            d.substituted = concat(fmt(r.layers_per_stage), " * ", gib(m.per_layer_bytes), " + ",
                                   gib(r.embedding_bytes), " + ", gib(r.output_layer_bytes));
        }
        d.value = m.stage_peak_bytes;
        d.unit = "B";
        return d;
    }
    return std::nullopt;
}

// The section's keys, in registry order (model/evaluate/param_registry.cpp places them),
// with their slider ends and help (book section, one sentence).
std::vector<ParamSpec> activationParamSpecs() {
    using namespace param_rows;
    using S = Scenario;
    static const SliderRange ranges[] = {
        {"activations.value_bytes", 1, 4},
        {"activations.virtual_stages", 1, 8},
        {"activations.rebuild_tokens", 16, 65536},
        {"activations.rebuild_value_bytes", 1, 4},
    };
    static const KeyHelp help[] = {
        {"activations.source", "§10.2.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Where the peak's activation term comes from: the declared budget or "
                           "the architecture estimate (Korthikanti et al. 2022).")},
        {"activations.inputs", "§10.2.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Whether the Activations tab uses the plan (its sequence, micro-batch, "
                           "TP, PP and recompute) or the book's common case (one 128-token FP32 "
                           "micro-batch, 4 stages of 9 layers, 8 micro-batches). The memory peak "
                           "always uses the plan.")},
        {"activations.value_bytes", "§10.2.2",
         QT_TRANSLATE_NOOP("ParamHelp", "Bytes per stored activation value (2 for 16-bit).")},
        {"activations.dropout_masks", "§10.2.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Count the 1-byte dropout masks, as Korthikanti's Table 2 does.")},
        {"activations.flash_attention", "§10.2.2",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "Flash attention never stores the attention scores, removing the 5as/h term.")},
        {"activations.sequence_parallel", "§10.2.2",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "Sequence parallelism shards norms, dropout and residuals over the TP cards too.")},
        {"activations.full_checkpoint_sharded", "§10.2.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Full recompute keeps its saved layer input sharded over t (2sbh/t "
                           "instead of 2sbh).")},
        {"activations.virtual_stages", "§10.2.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Interleaved pipeline chunks v, which raise the first stage's in-flight "
                           "activations.")},
        {"activations.rebuild_tokens", "§10.2.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Tokens of one micro-batch in the selective-recompute example.")},
        {"activations.rebuild_value_bytes", "§10.2.2",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "Bytes per saved value in the selective-recompute example (4 for FP32).")},
    };
    std::vector<ParamSpec> v;
    v.push_back(choice("activations.source", &S::activations, &ActivationConfig::source,
                       {ActivationSource::Budget, ActivationSource::Architecture},
                       &parseActivationSource, QT_TRANSLATE_NOOP("Param", "Peak uses")));
    v.push_back(choice("activations.inputs", &S::activations, &ActivationConfig::inputs,
                       {SectionSource::Plan, SectionSource::Example}, &parsePipelineSource,
                       QT_TRANSLATE_NOOP("Param", "Activations tab shows")));
    v.push_back(number("activations.value_bytes", &S::activations, &ActivationConfig::value_bytes,
                       {0, 8, true}, "B",
                       QT_TRANSLATE_NOOP("Param", "Bytes per stored activation")));
    v.push_back(number("activations.dropout_masks", &S::activations,
                       &ActivationConfig::dropout_masks, {0, 1}, "",
                       QT_TRANSLATE_NOOP("Param", "Count dropout masks")));
    v.push_back(number("activations.flash_attention", &S::activations,
                       &ActivationConfig::flash_attention, {0, 1}, "",
                       QT_TRANSLATE_NOOP("Param", "Flash attention")));
    v.push_back(number("activations.sequence_parallel", &S::activations,
                       &ActivationConfig::sequence_parallel, {0, 1}, "",
                       QT_TRANSLATE_NOOP("Param", "Sequence parallel")));
    v.push_back(number("activations.full_checkpoint_sharded", &S::activations,
                       &ActivationConfig::full_checkpoint_sharded, {0, 1}, "",
                       QT_TRANSLATE_NOOP("Param", "Full-recompute checkpoint sharded over t")));
    v.push_back(number("activations.virtual_stages", &S::activations,
                       &ActivationConfig::virtual_stages, {1, 64}, "",
                       QT_TRANSLATE_NOOP("Param", "Interleaved chunks v")));
    v.push_back(number("activations.rebuild_tokens", &S::activations,
                       &ActivationConfig::rebuild_tokens, {1, 1e8, false, true}, "tokens",
                       QT_TRANSLATE_NOOP("Param", "Rebuild example: tokens per micro-batch")));
    v.push_back(number("activations.rebuild_value_bytes", &S::activations,
                       &ActivationConfig::rebuild_value_bytes, {0, 8, true}, "B",
                       QT_TRANSLATE_NOOP("Param", "Rebuild example: bytes per value")));
    applySliderRanges(v, ranges);
    applyHelp(v, help);
    return v;
}

// The section's JSON fields in output order (model/io/section_json.cpp writes them and fills in the
// nested ones); documented in docs/cli.md, a row with a documentation string also in the generated
// reference (`stepbudget-cli results`).
const std::vector<ResultField<ActivationResults>>& activationResultFields() {
    using R = ActivationResults;
    static const std::vector<ResultField<R>> fields = {
        field("in_force", &R::in_force),
        {"source", nullptr,
         [](const R& r) -> ResultValue { return std::string(r.example ? "example" : "plan"); }},
        field("conventions", &R::conventions),
        {"recompute", nullptr,
         [](const R& r) -> ResultValue { return std::string(toString(r.mode)); }},
        real("tokens_per_microbatch", &R::tokens_per_microbatch),
        real("per_layer_bytes", &R::per_layer_bytes),
        real("sbh_coefficient", &R::sbh_coefficient),
        real("layers_per_stage", &R::layers_per_stage),
        real("microbatches_in_flight", &R::microbatches_in_flight),
        real("interleave_factor", &R::interleave_factor),
        real("embedding_bytes", &R::embedding_bytes),
        real("output_layer_bytes", &R::output_layer_bytes),
        real("first_stage_bytes", &R::first_stage_bytes),
        real("last_stage_bytes", &R::last_stage_bytes),
        real("peak_bytes", &R::peak_bytes),
        real("selective_extra_flops_fraction", &R::selective_extra_flops_fraction),
        real("full_extra_flops_fraction", &R::full_extra_flops_fraction),
        real("full_recompute_share", &R::full_recompute_share),
        nested<R>("terms"),
        nested<R>("full_checkpoint"),
        nested<R>("modes"),
    };
    return fields;
}

}  // namespace stepbudget
