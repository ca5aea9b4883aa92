#include "model/efficiency/layer_time.h"
#include "model/base/tr_noop.h"

#include <algorithm>
#include <cmath>

#include "model/base/text_concat.h"
#include "model/base/units.h"
#include "model/efficiency/efficiency_constants.h"
#include "model/efficiency/fp8_compute.h"
#include "model/memory/activation_cost.h"
#include "model/memory/recompute_layers.h"

namespace stepbudget {

using namespace units;

namespace {

// Y[T x N] = X[T x K] W[K x N]: forward, input gradient dX = dY W^T, weight gradient X^T dY.
struct Linear {
    double tokens = 0;
    double k = 0;
    double n = 0;
    Gemm forward() const { return {tokens, n, k, 1}; }
    Gemm inputGrad() const { return {tokens, k, n, 1}; }
    Gemm weightGrad() const { return {k, n, tokens, 1}; }
};

class PassBuilder {
public:
    PassBuilder(const LayerSetup& setup, PassTime& pass, bool backward)
        : m_setup(setup), m_pass(pass), m_backward(backward) {}

    void matmul(const Gemm& g) {
        ++m_pass.kernels;
        const GemmTime t = time(g);
        m_pass.matmul_s += t.seconds;
        m_pass.matmul_ideal_s += std::min(t.seconds, t.ideal_s);
        m_pass.flops += t.flops;
    }
    // One of the layer's linear GEMMs: with FP8 at the FP8 rate on 1-byte operands, after a
    // cast-transpose of `cast_elements` 16-bit values (its input, or backward its output
    // gradient; 0 for the weight gradient, which reuses both transposes).
    void linear(const Gemm& g, double cast_elements) {
        if (!m_setup.fp8) {
            matmul(g);
            return;
        }
        const GemmTime t = gemmTime(g, m_setup.fp8_matmul_flop_per_s, m_setup.hbm_bytes_per_s,
                                    m_setup.sms, 1.0, m_setup.gemm_k_overhead);
        m_pass.matmul_s += t.seconds;
        m_pass.matmul_ideal_s += std::min(t.seconds, t.ideal_s);
        m_pass.flops += t.flops;
        const double bytes = fp8CastBytesPerElement(m_setup.element_bytes) * cast_elements;
        if (m_setup.hbm_bytes_per_s > 0 && bytes > 0) {
            const double seconds = bytes / m_setup.hbm_bytes_per_s;
            m_pass.memory_s += seconds;
            m_pass.cast_s += seconds;
        }
        m_pass.bytes += bytes;
    }
    void attentionGemm(const Gemm& g) {
        ++m_pass.kernels;
        const GemmTime t = time(g);
        m_pass.attention_s += t.seconds;
        m_pass.flops += t.flops;
    }
    void flash(double flops, bool backward) {
        ++m_pass.kernels;
        const double rate =
            backward ? m_setup.flash_backward_flop_per_s : m_setup.flash_forward_flop_per_s;
        if (rate > 0) {
            m_pass.attention_s += flops * m_setup.attention_width_scale / rate;
        }
        m_pass.flops += flops;
    }
    void memory(double bytes) {
        ++m_pass.kernels;
        if (m_setup.hbm_bytes_per_s > 0) {
            m_pass.memory_s += bytes / m_setup.hbm_bytes_per_s;
        }
        m_pass.bytes += bytes;
    }
    void comm(double seconds) {
        ++m_pass.kernels;
        m_pass.tp_comm_total_s += seconds;
    }
    // TP collectives hide under the pass's matmuls only with overlap on: pipelined (TE
    // userbuffers split every collective and pipeline it with its GEMM) in every pass, bulk (the
    // backward's collectives beside the other backward GEMMs) in the backward only; otherwise
    // every one is on the critical path.
    void finish() {
        const bool hidden = m_setup.tp_overlap == TpOverlap::Pipelined ||
                            (m_setup.tp_overlap == TpOverlap::Bulk && m_backward);
        m_pass.tp_comm_s = hidden ? std::max(0.0, m_pass.tp_comm_total_s - m_pass.matmul_s)
                                  : m_pass.tp_comm_total_s;
        const double gpu =
            m_pass.matmul_s + m_pass.attention_s + m_pass.memory_s + m_pass.tp_comm_s;
        m_pass.launch_s = std::max(0.0, m_pass.kernels * m_setup.kernel_launch_s - gpu);
    }

private:
    GemmTime time(const Gemm& g) const {
        return gemmTime(g, m_setup.matmul_flop_per_s, m_setup.hbm_bytes_per_s, m_setup.sms,
                        m_setup.element_bytes, m_setup.gemm_k_overhead);
    }
    const LayerSetup& m_setup;
    PassTime& m_pass;
    bool m_backward;
};

struct Dims {
    double b, s, tokens, h, t, e, d, heads, kv, f, vocab;
    // Attention core widths per head: QK^T over dqk, PV over dv; d_core = (dqk + dv) / 2 (= d
    // for standard attention). MLA latents: q_lora, kv_lora, rope.
    double dqk, dv, d_core, q_lora, kv_lora, rope;
    bool mla;
    double sk;                // keys each query attends to: s, or s cp with context parallelism
    double activation_bytes;  // one s b h activation, the TP collectives' tensor
    double norm_elements;     // s b h, or s b h / t with sequence parallelism
};

Dims dimsOf(const LayerSetup& u) {
    Dims x{};
    const LayerShape& m = u.shape;
    x.b = u.micro_batch;
    x.s = u.seq_len;
    x.sk = u.seq_len * static_cast<double>(std::max<std::int64_t>(1, u.cp));
    x.tokens = x.b * x.s;
    x.h = static_cast<double>(m.hidden);
    x.t = static_cast<double>(std::max<std::int64_t>(1, u.tp));
    x.e = u.element_bytes;
    x.d = static_cast<double>(m.head_dim);
    x.mla = m.kv_lora_rank > 0;
    x.rope = x.mla ? static_cast<double>(m.rope_head_dim) : 0.0;
    x.q_lora = x.mla ? static_cast<double>(m.q_lora_rank) : 0.0;
    x.kv_lora = x.mla ? static_cast<double>(m.kv_lora_rank) : 0.0;
    x.dqk = x.d + x.rope;
    x.dv = x.mla ? static_cast<double>(m.v_head_dim) : x.d;
    x.d_core = x.mla ? (x.dqk + x.dv) / 2.0 : x.d;
    x.heads = static_cast<double>(m.heads) / x.t;
    // Fewer KV heads than shards: each shard keeps (a copy of) one.
    x.kv = std::max(1.0, static_cast<double>(m.kv_heads) / x.t);
    x.f = static_cast<double>(m.ffn) / x.t;
    x.vocab = static_cast<double>(m.vocab) / x.t;
    x.activation_bytes = x.tokens * x.h * x.e;
    x.norm_elements = x.tokens * x.h / (u.sequence_parallel ? x.t : 1.0);
    return x;
}

// MLA's up-projections on one shard (column-parallel): the query latent to the heads' q (or q
// straight from h without a query latent), the KV latent to k_nope and v per head.
Linear mlaQueryUp(const Dims& x) {
    return {x.tokens, x.q_lora > 0 ? x.q_lora : x.h, x.heads * x.dqk};
}
Linear mlaKeyValueUp(const Dims& x) {
    return {x.tokens, x.kv_lora, x.heads * (x.d + x.dv)};
}

// FFN up (+ gate, one fused GEMM) and down of width f per shard.
Linear ffnUp(const LayerSetup& u, const Dims& x, double f) {
    return {x.tokens, x.h, (u.shape.gated_mlp ? 2.0 : 1.0) * f};
}
Linear ffnDown(const Dims& x, double f) {
    return {x.tokens, f, x.h};
}

// The layer's linear layers on one shard: QKV and FFN up (+ gate) column-parallel, attention out
// and FFN down row-parallel (Shoeybi et al. 2019).
std::vector<Linear> layerLinears(const LayerSetup& u, const Dims& x) {
    if (x.mla) {
        // MLA without absorption: q (down to the latent, up to the heads, or straight from h),
        // kv down to the latent + the shared rotary key, kv up to k_nope and v per head, out.
        std::vector<Linear> l;
        if (x.q_lora > 0) {
            l.push_back({x.tokens, x.h, x.q_lora});
        }
        l.push_back(mlaQueryUp(x));
        l.push_back({x.tokens, x.h, x.kv_lora + x.rope});
        l.push_back(mlaKeyValueUp(x));
        l.push_back({x.tokens, x.heads * x.dv, x.h});
        l.push_back(ffnUp(u, x, x.f));
        l.push_back(ffnDown(x, x.f));
        return l;
    }
    return {{x.tokens, x.h, (x.heads + 2.0 * x.kv) * x.d},
            {x.tokens, x.heads * x.d, x.h},
            ffnUp(u, x, x.f),
            ffnDown(x, x.f)};
}

// The activation function's memory pass over f elements per token: GeLU reads its input and
// writes, SwiGLU reads gate and up and writes their product.
double activationBytes(const LayerSetup& u, const Dims& x, double f) {
    return (u.shape.gated_mlp ? 3.0 : 2.0) * x.e * x.tokens * f;
}

// Attention-core probabilities per shard: b (a / t) s^2 elements.
double probElements(const Dims& x) {
    return x.b * x.heads * x.s * x.sk;
}

// Causal flash attention skips the masked blocks: s(s+1)/2 of the s^2 pairs.
double causalShare(double s) {
    return s > 0 ? (s + 1.0) / (2.0 * s) : 0.0;
}

// The two TP synchronisation points of a layer pass (after attention out and after FFN down
// forward; their mirrors backward): all-reduces, or all-gather + reduce-scatter with sequence
// parallelism (same bytes, twice the calls).
// One block's (attention or MLP) TP collectives in the forward: with sequence parallelism an
// all-gather before it and a reduce-scatter after, else one all-reduce after.
double blockCollectiveSeconds(const LayerSetup& u, const Dims& x) {
    return u.sequence_parallel ? allGatherSeconds(x.activation_bytes, x.t, u.tp_link) +
                                     reduceScatterSeconds(x.activation_bytes, x.t, u.tp_link)
                               : allReduceSeconds(x.activation_bytes, x.t, u.tp_link);
}

// The layer's two blocks.
void tensorParallelCollectives(const LayerSetup& u, const Dims& x, PassBuilder& p) {
    if (u.tp > 1) {
        p.comm(2.0 * blockCollectiveSeconds(u, x));
    }
}

void attentionForward(const LayerSetup& u, const Dims& x, PassBuilder& p) {
    if (u.flash_attention) {
        // QK^T and PV, 2 s^2 d FLOPs each per head, over the unmasked pairs (MLA: d_qk + d_v).
        p.flash(4.0 * x.b * x.heads * x.s * x.sk * x.d_core * causalShare(x.sk), false);
        return;
    }
    const double batch = x.b * x.heads;
    p.attentionGemm({x.s, x.sk, x.dqk, batch});  // scores, all s^2 computed then masked
    const double probs = probElements(x);
    p.memory(2.0 * x.e * probs);  // fused scale + mask + softmax: read, write
    if (u.shape.dropout) {
        p.memory((2.0 * x.e + 1.0) * probs);  // read, write, 1-byte mask
    }
    p.attentionGemm({x.s, x.dv, x.sk, batch});  // probabilities x V
}

// Elements per pass that q/k norms and rotary touch: (heads + kv heads) d per token; MLA ropes
// only the rotary parts of the heads' queries and the one shared key.
double qkElements(const Dims& x) {
    return x.mla ? x.tokens * (x.heads + 1.0) * x.rope : x.tokens * (x.heads + x.kv) * x.d;
}

void forwardPass(const LayerSetup& u, const Dims& x, PassBuilder& p) {
    for (const Linear& l : layerLinears(u, x)) {
        p.linear(l.forward(), l.tokens * l.k);
    }
    attentionForward(u, x, p);
    const double e = x.e;
    const double qk = qkElements(x);
    p.memory(2.0 * 2.0 * e * x.norm_elements);  // two norms: read, write
    if (x.mla) {
        p.memory(2.0 * e * x.tokens * (x.q_lora + x.kv_lora));  // the latents' RMSNorms
    }
    if (u.shape.qk_norm) {
        p.memory(2.0 * e * qk);
    }
    if (u.shape.rotary) {
        p.memory(2.0 * e * qk);
    }
    // Two (bias +) dropout + residual adds: read branch and residual, write (+ 1-byte mask).
    p.memory(2.0 * ((u.shape.dropout ? 3.0 * e + 1.0 : 3.0 * e) * x.norm_elements));
    p.memory(activationBytes(u, x, x.f));  // GeLU or SwiGLU
    tensorParallelCollectives(u, x, p);
}

void backwardInputPass(const LayerSetup& u, const Dims& x, PassBuilder& p) {
    for (const Linear& l : layerLinears(u, x)) {
        p.linear(l.inputGrad(), l.tokens * l.n);
    }
    if (u.flash_attention) {
        // FlashAttention-2 backward: five s^2 d GEMMs per head (S and P recomputed) = 2.5 x
        // the forward's two.
        p.flash(2.5 * 4.0 * x.b * x.heads * x.s * x.sk * x.d_core * causalShare(x.sk), true);
    } else {
        const double batch = x.b * x.heads;
        const double probs = probElements(x);
        p.attentionGemm({x.sk, x.dv, x.s, batch});  // dV = P^T dO
        p.attentionGemm({x.s, x.sk, x.dv, batch});  // dP = dO V^T
        if (u.shape.dropout) {
            p.memory((2.0 * x.e + 1.0) * probs);  // read dP and mask, write
        }
        p.memory(3.0 * x.e * probs);                 // softmax backward: read P, dP, write dS
        p.attentionGemm({x.s, x.dqk, x.sk, batch});  // dQ = dS K
        p.attentionGemm({x.sk, x.dqk, x.s, batch});  // dK = dS^T Q
    }
    const double e = x.e;
    const double qk = qkElements(x);
    p.memory(2.0 * 3.0 * e * x.norm_elements);  // two norms: read x and dy, write dx
    if (x.mla) {
        p.memory(3.0 * e * x.tokens * (x.q_lora + x.kv_lora));  // the latents' RMSNorms
    }
    if (u.shape.qk_norm) {
        p.memory(3.0 * e * qk);
    }
    if (u.shape.rotary) {
        p.memory(2.0 * e * qk);
    }
    // Two dropout backwards (read dy and mask, write) and two residual-gradient adds.
    p.memory(2.0 * ((u.shape.dropout ? 2.0 * e + 1.0 : 0.0) + 3.0 * e) * x.norm_elements);
    p.memory((u.shape.gated_mlp ? 5.0 : 3.0) * e * x.tokens * x.f);
    tensorParallelCollectives(u, x, p);
}

void backwardWeightPass(const LayerSetup& u, const Dims& x, PassBuilder& p) {
    for (const Linear& l : layerLinears(u, x)) {
        p.linear(l.weightGrad(), 0.0);
    }
    // Sequence parallelism keeps only the s b h / t shard of each column-parallel input and
    // all-gathers it again for the weight gradient (Korthikanti et al. 2022, sequence parallelism);
    // full recompute has just rebuilt the gathered input, so it needs no second gather.
    // With Megatron's block method only a share of the layers is recomputed (recompute_layers.h):
    // the others gather again.
    const double gathered = u.recompute == Recompute::Full ? 1.0 - u.full_recompute_share : 1.0;
    if (u.tp > 1 && u.sequence_parallel && gathered > 0) {
        p.comm(gathered * 2.0 * allGatherSeconds(x.activation_bytes, x.t, u.tp_link));
    }
}

// `from`'s work scaled by `share` into `into` (a module that runs in a share of the layers).
void addScaled(PassTime& into, const PassTime& from, double share) {
    into.matmul_s += share * from.matmul_s;
    into.matmul_ideal_s += share * from.matmul_ideal_s;
    into.attention_s += share * from.attention_s;
    into.memory_s += share * from.memory_s;
    into.cast_s += share * from.cast_s;
    into.tp_comm_total_s += share * from.tp_comm_total_s;
    into.kernels += share * from.kernels;
    into.flops += share * from.flops;
    into.bytes += share * from.bytes;
}

// The dense MLP's forward in a dense-FFN layer (Megatron's mlp module: its two linears, the
// activation function and the TP collective pair around it), f = the dense width per shard.
void denseMlpForward(const LayerSetup& u, const Dims& x, PassTime& pass) {
    PassBuilder p(u, pass, false);
    const double f = static_cast<double>(u.shape.dense_ffn) / x.t;
    const Linear up = ffnUp(u, x, f);
    const Linear down = ffnDown(x, f);
    p.linear(up.forward(), up.tokens * up.k);
    p.memory(activationBytes(u, x, f));
    p.linear(down.forward(), down.tokens * down.k);
    if (u.tp > 1) {
        p.comm(blockCollectiveSeconds(u, x));
    }
}

// Full: the whole layer forward (in the share of the layers recompute_layers.h covers). Selective:
// the forward work of the modules in force (recompute_modules.h), the same modules that drop the
// activation terms (activation.cpp).
void recomputePass(const LayerSetup& u, const Dims& x, PassTime& pass) {
    PassBuilder p(u, pass, false);
    if (u.recompute == Recompute::Full && u.full_recompute_share >= 1.0) {
        forwardPass(u, x, p);
    } else if (u.recompute == Recompute::Full) {
        // Megatron's block method: the average layer re-runs a share of its forward.
        PassTime full;
        PassBuilder q(u, full, false);
        forwardPass(u, x, q);
        addScaled(pass, full, u.full_recompute_share);
    } else if (u.recompute == Recompute::Selective) {
        const RecomputeModules& m = u.recompute_modules;
        if (m.core_attn) {
            // Korthikanti et al.: the attention core is re-run. With flash attention too:
            // Megatron-Core checkpoints the core attention module under selective granularity
            // whatever its kernel (attention.py, _checkpointed_attention_forward; Transformer
            // Engine's checkpoint_core_attention), though it then stores little (flash keeps no
            // s x s scores), and the typed path (recomputeForwardFlops) counts the same FLOPs.
            attentionForward(u, x, p);
        }
        if (m.norms) {
            p.memory(2.0 * 2.0 * x.e * x.norm_elements);  // the two layer norms: read, write
        }
        if (m.mla_up_proj && x.mla) {
            for (const Linear& l : {mlaQueryUp(x), mlaKeyValueUp(x)}) {
                p.linear(l.forward(), l.tokens * l.k);
            }
            if (u.shape.rotary) {
                p.memory(2.0 * x.e * qkElements(x));
            }
        }
        if (m.mlp && u.shape.dense_layer_share > 0) {
            PassTime dense;
            denseMlpForward(u, x, dense);
            addScaled(pass, dense, u.shape.dense_layer_share);
        }
        const double moe_share = 1.0 - u.shape.dense_layer_share;
        if (m.moe_act && moe_share > 0) {
            // The routed experts' activation function over their top-k x f_e per token.
            const double bytes =
                activationBytes(u, x, static_cast<double>(u.shape.routed_ffn) / x.t);
            p.memory(moe_share * bytes);
        }
    }
    p.finish();
}

std::string ms(double seconds) {
    return fixed(seconds * 1e3, 3);
}

// "(matmul + attention + memory + TP) ms": the unit after the parenthesis covers every term.
// The GEMM seconds of one layer's F + B passes (dX, dW; the recompute is counted on its own),
// with the shape penalty and at the bare matmul rate: what the shape bar and its share read.
struct GemmSeconds {
    double actual = 0;
    double ideal = 0;
};
GemmSeconds gemmSeconds(const LayerTimes& t) {
    GemmSeconds g;
    for (const PassTime* p : {&t.forward, &t.backward_dx, &t.backward_dw}) {
        g.actual += p->matmul_s;
        g.ideal += p->matmul_ideal_s;
    }
    return g;
}

std::string passSum(const PassTime& p) {
    return "(" + ms(p.matmul_s) + " + " + ms(p.attention_s) + " + " + ms(p.memory_s) + " + " +
           ms(p.tp_comm_s) + (p.launch_s > 0 ? " + " + ms(p.launch_s) : std::string()) + ") ms";
}

// The catalog entries of a card and a model by name, remembered per thread for the last name:
// one evaluate() builds the setup about a hundred times with the same names, and the
// case-insensitive scans of the catalogs were most of that work. The catalogs and the constant
// sets are immutable statics, so the pointers stay valid.
struct CardLookup {
    const GpuSpec* gpu = nullptr;
    const EfficiencyConstants* constants = nullptr;
};

CardLookup cardNamed(const std::string& name) {
    thread_local std::string last;
    thread_local CardLookup found;
    if (found.constants == nullptr || name != last) {
        found = {findGpu(name), &efficiencyConstants(name)};
        last = name;
    }
    return found;
}

const ModelShape* modelNamed(const std::string& name) {
    thread_local std::string last;
    thread_local const ModelShape* found = nullptr;
    thread_local bool looked = false;
    if (!looked || name != last) {
        found = findModel(name);
        last = name;
        looked = true;
    }
    return found;
}

LinkModel scaleUpLinkWith(const Scenario& sc, const EfficiencyConstants& k) {
    return {sc.cluster.scale_up_gb_per_s * kGB * k.scale_up_fraction, k.scale_up_latency_s, true};
}

LinkModel nicLinkWith(const Scenario& sc, const EfficiencyConstants& k) {
    return {sc.cluster.nic_gb_per_s * kGB * k.nic_fraction, k.nic_latency_s, false};
}

}  // namespace

LayerShape layerShapeOf(const ModelShape& m, bool dropout) {
    LayerShape s;
    s.layers = m.layers;
    s.hidden = m.hidden;
    s.heads = m.heads;
    s.kv_heads = m.kv_heads > 0 ? m.kv_heads : m.heads;
    s.head_dim = m.head_dim > 0 ? m.head_dim : (m.heads > 0 ? m.hidden / m.heads : 0);
    if (m.kv_lora_rank > 0) {
        s.q_lora_rank = m.q_lora_rank;
        s.kv_lora_rank = m.kv_lora_rank;
        s.rope_head_dim = m.rope_head_dim;
        s.v_head_dim = m.v_head_dim;
    }
    s.ffn = m.intermediate;
    s.dense_ffn = m.intermediate;
    if (m.experts > 0) {
        const std::int64_t fe = m.expert_intermediate > 0 ? m.expert_intermediate : m.intermediate;
        s.ffn = (m.top_k + m.shared_experts) * fe;
        s.routed_ffn = m.top_k * fe;
        s.dense_layer_share =
            m.layers > 0
                ? std::min(1.0, static_cast<double>(m.dense_layers) / static_cast<double>(m.layers))
                : 0.0;
    }
    s.vocab = m.vocab;
    s.gated_mlp = m.gated_mlp;
    s.qk_norm = m.qk_norm && m.kv_lora_rank == 0;  // MLA normalises its latents instead
    s.rotary = m.learned_positions == 0;
    s.dropout = dropout;
    return s;
}

LayerShape layerShapeOf(const ModelSpec& model, bool dropout) {
    ModelShape shape = shapeOf(model);
    if (const ModelShape* known = modelNamed(model.name)) {
        shape.qk_norm = known->qk_norm;
        shape.learned_positions = known->learned_positions;
        shape.norm = known->norm;
    }
    return layerShapeOf(shape, dropout);
}

LinkModel scaleUpLink(const Scenario& sc) {
    return scaleUpLinkWith(sc, *cardNamed(sc.cluster.gpu).constants);
}

LinkModel nicLink(const Scenario& sc) {
    return nicLinkWith(sc, *cardNamed(sc.cluster.gpu).constants);
}

LayerSetup layerSetupOf(const Scenario& sc, const LayerShape& shape) {
    LayerSetup u;
    u.shape = shape;
    u.micro_batch = static_cast<double>(sc.training.micro_batch);
    // Context parallelism: a card holds s / cp of each sequence's tokens, its queries attend to
    // all s keys (causal work balanced by 2 cp chunks, so each card does 1/cp of it).
    u.cp = std::max<std::int64_t>(1, sc.parallel.cp);
    u.seq_len = static_cast<double>(sc.training.seq_len) / static_cast<double>(u.cp);
    u.tp = sc.parallel.tp;
    u.recompute = sc.parallel.recompute;
    u.recompute_modules = recomputeModulesInForce(sc);
    u.full_recompute_share = fullRecomputeShare(sc);
    u.tp_overlap = sc.parallel.tp_overlap;
    u.sequence_parallel = activationSettings(sc).sequence_parallel;
    u.flash_attention = activationSettings(sc).flash_attention;
    u.fused_loss = sc.memory.loss_kernel == LossKernel::Fused;
    const Cluster& c = sc.cluster;
    const CardLookup card = cardNamed(c.gpu);
    const EfficiencyConstants& k = *card.constants;
    const GpuSpec* gpu = card.gpu;
    u.gpu = c.gpu;
    const double peak = c.peak_tflops * kTera;
    u.peak_flop_per_s = peak;
    double achievable = peak * kUnmeasuredMatmulFraction;
    if (gpu != nullptr && gpu->achievable_matmul_tflops > 0 && gpu->bf16_dense_tflops > 0) {
        // Measured share of the datasheet peak, applied to the scenario's peak.
        achievable = peak * gpu->achievable_matmul_tflops / gpu->bf16_dense_tflops;
        u.measured_matmul = true;
    }
    u.sms = gpu != nullptr ? gpu->sm_count : 0;
    u.matmul_flop_per_s = achievable * k.matmul_fraction;
    u.flash_forward_flop_per_s = achievable * k.flash_fraction;
    u.flash_backward_flop_per_s = u.flash_forward_flop_per_s;
    setAttentionKernel(u, AttentionKernel::Flash2);
    u.hbm_bytes_per_s = c.hbm_gb_per_s * kGB * k.hbm_fraction;
    u.tp_link = u.tp <= c.cards_per_host ? scaleUpLinkWith(sc, k) : nicLinkWith(sc, k);
    u.optimizer_bytes_per_param = k.optimizer_bytes_per_param;
    const Fp8Rates fp8 = fp8Rates(sc);
    u.fp8 = fp8.on;
    u.fp8_matmul_flop_per_s = fp8.on ? u.matmul_flop_per_s * fp8.matmul_speedup : 0.0;
    u.kernel_launch_s = k.kernel_launch_s;
    u.step_overhead_s = k.step_overhead_s;
    return u;
}

void setAttentionKernel(LayerSetup& u, AttentionKernel kernel, double triton_backward_share) {
    u.attention_kernel = kernel;
    // QK^T over d_qk, PV over d_v (dimsOf; MLA: head_dim + rope_head_dim and v_head_dim). MLA's
    // unequal widths are padded each on its own: the kernels MLA frameworks run (cuDNN,
    // FlashAttention-3) take d_v < d_qk.
    const Dims x = dimsOf(u);
    const double dqk = x.dqk;
    const double dv = x.dv;
    const double padded_qk = kernelHeadDim(kernel, dqk);
    u.attention_width_scale =
        dqk + dv > 0 ? (padded_qk + kernelHeadDim(kernel, dv)) / (dqk + dv) : 1.0;
    const AttentionRate rate =
        attentionRate(u.gpu, kernel, padded_qk, u.seq_len, true, triton_backward_share);
    const GpuSpec* gpu = cardNamed(u.gpu).gpu;
    u.measured_attention = rate.measured && gpu != nullptr && gpu->bf16_dense_tflops > 0;
    if (!u.measured_attention) {
        // No published table: flash_fraction of the achievable matmul rate (set by
        // layerSetupOf), both ways.
        return;
    }
    // The table is at the datasheet peak; the peak slider scales it like the matmul rate.
    const double scale = u.peak_flop_per_s / (gpu->bf16_dense_tflops * kTera);
    u.flash_forward_flop_per_s = rate.forward_tflops * kTera * scale;
    u.flash_backward_flop_per_s = rate.backward_tflops * kTera * scale;
}

LayerSetup layerSetupOf(const Scenario& sc) {
    return layerSetupOf(sc, layerShapeOf(sc.model, activationSettings(sc).dropout_masks));
}

LayerTimes predictLayerTimes(const LayerSetup& u, Derivations* out) {
    LayerTimes r;
    const Dims x = dimsOf(u);
    PassBuilder f(u, r.forward, false);
    forwardPass(u, x, f);
    f.finish();
    PassBuilder dx(u, r.backward_dx, true);
    backwardInputPass(u, x, dx);
    dx.finish();
    PassBuilder dw(u, r.backward_dw, true);
    backwardWeightPass(u, x, dw);
    dw.finish();
    recomputePass(u, x, r.recompute);
    r.forward_s = r.forward.total();
    r.backward_dx_s = r.backward_dx.total();
    r.backward_dw_s = r.backward_dw.total();
    r.recompute_s = r.recompute.total();
    r.tp_comm_s = r.forward.tp_comm_s + r.backward_dx.tp_comm_s + r.backward_dw.tp_comm_s +
                  r.recompute.tp_comm_s;
    if (out == nullptr) {
        return r;
    }
    const std::string sum =
        "matmul + attention core + memory-bound + exposed TP comm (+ kernel-launch floor)";
    out->push_back({"efficiency.layer_forward_s",
                    QT_TRANSLATE_NOOP("Derivation", "One layer forward (predicted, per shard)"),
                    sum, passSum(r.forward), r.forward_s, "s"});
    out->push_back({"efficiency.layer_backward_dx_s",
                    QT_TRANSLATE_NOOP("Derivation", "One layer input gradients (predicted)"), sum,
                    passSum(r.backward_dx), r.backward_dx_s, "s"});
    out->push_back({"efficiency.layer_backward_dw_s",
                    QT_TRANSLATE_NOOP("Derivation", "One layer weight gradients (predicted)"), sum,
                    passSum(r.backward_dw), r.backward_dw_s, "s"});
    out->push_back(
        {"efficiency.layer_recompute_s",
         QT_TRANSLATE_NOOP("Derivation", "One layer recompute (predicted)"),
         concat(toString(u.recompute),
                u.recompute == Recompute::Selective ? " (" + modulesText(u.recompute_modules) + ")"
                : u.recompute == Recompute::Full && u.full_recompute_share < 1.0
                    ? " (" + fixed(u.full_recompute_share, 3) + " of the layers)"
                    : std::string(),
                ": ", sum),
         passSum(r.recompute), r.recompute_s, "s"});
    out->push_back(
        {"efficiency.layer_tp_comm_s",
         QT_TRANSLATE_NOOP("Derivation", "One layer exposed TP communication"),
         u.sequence_parallel ? "ring all-gathers + reduce-scatters of s b h e: (t-1)/t S / B + a"
                             : "ring all-reduces of s b h e: 2 (t-1)/t S / B + a",
         concat("(", ms(r.forward.tp_comm_s), " + ", ms(r.recompute.tp_comm_s), " + ",
                ms(r.backward_dx.tp_comm_s), " + ", ms(r.backward_dw.tp_comm_s),
                ") ms (forward, recompute, dX, dW; S = ", fmt(x.activation_bytes),
                " B, t = ", fmt(x.t), ", B = ", fmt(u.tp_link.bytes_per_s / kGB), " GB/s ",
                (u.tp_link.scale_up ? "scale-up" : "NIC"), ", a = ", fmt(u.tp_link.latency_s * 1e6),
                " us", (u.tp_overlap != TpOverlap::None ? ", overlap " : ""),
                (u.tp_overlap != TpOverlap::None ? toString(u.tp_overlap) : ""), ")"),
         r.tp_comm_s, "s"});
    // The rate's chain: the peak, the achievable share (measured, or the unmeasured default),
    // and the card's matmul_fraction (efficiency_constants.cpp).
    const double peak_tflops = u.peak_flop_per_s / kTera;
    const double achievable_share =
        u.peak_flop_per_s > 0 && u.matmul_flop_per_s > 0
            ? u.matmul_flop_per_s / u.peak_flop_per_s / efficiencyConstants(u.gpu).matmul_fraction
            : 0.0;
    out->push_back({"efficiency.matmul_tflops",
                    QT_TRANSLATE_NOOP("Derivation", "Matmul rate the time model uses"),
                    u.measured_matmul
                        ? "peak x achievable/datasheet (catalog) x matmul_fraction"
                        : "peak x unmeasured default x matmul_fraction (no measured matmul figure)",
                    concat(fmt(peak_tflops), " * ", fmt(achievable_share, 6), " * ",
                           fmt(efficiencyConstants(u.gpu).matmul_fraction), " (", u.gpu, ")"),
                    u.matmul_flop_per_s / kTera, "TFLOP/s"});
    // What the GEMMs lose to their shapes: tile and wave quantisation and the tiles' fixed cost
    // (op_time.h), as the share of the rate they keep; the shortest reduction of the layer's
    // linear GEMMs (forward k, n for dX, the tokens for dW) as the example.
    const GemmSeconds gemms = gemmSeconds(r);
    double shortest_k = x.h;
    for (const Linear& l : layerLinears(u, x)) {
        shortest_k = std::min({shortest_k, l.k, l.n, l.tokens});
    }
    out->push_back(
        {"efficiency.matmul_shape_efficiency",
         QT_TRANSLATE_NOOP("Derivation", "Share of the matmul rate the layer's GEMMs keep"),
         "GEMMs at the matmul rate / GEMMs with tile and wave quantisation and the tiles' fixed "
         "cost k / (k + K0), per layer F + B",
         concat(ms(gemms.ideal), " ms / ", ms(gemms.actual), " ms; K0 = ", fmt(u.gemm_k_overhead),
                " reduction steps, so the shortest reduction, k = ", fmt(shortest_k), ", keeps ",
                fmt(shortest_k), " / (", fmt(shortest_k), " + ", fmt(u.gemm_k_overhead),
                ") = ", fmt(gemmDepthEfficiency(shortest_k, u.gemm_k_overhead), 4)),
         gemms.actual > 0 ? gemms.ideal / gemms.actual : 1.0, ""});
    if (u.flash_attention) {
        // The attention core's rate per model FLOP: the kernel's published rate at its padded
        // head width, less the padding's extra work (attention_rates.h, kernelHeadDim).
        out->push_back(
            {"efficiency.attention_tflops",
             QT_TRANSLATE_NOOP("Derivation", "Attention-core rate the time model uses"),
             u.measured_attention
                 ? "kernel's forward rate at its head width and s (published table) x peak / "
                   "datasheet / padded work (padded d_qk + d_v) / (d_qk + d_v)"
                 : "flash_fraction x achievable matmul rate / padded work (no published table "
                   "for this card)",
             concat(fmt(u.flash_forward_flop_per_s / kTera), " / ", fmt(u.attention_width_scale, 4),
                    " (", toString(u.attention_kernel), ", d_qk + d_v = ", fmt(x.dqk + x.dv),
                    " computed as ",
                    fmt(x.dqk + x.dv > 0 ? u.attention_width_scale * (x.dqk + x.dv) : 0.0),
                    ", s = ", fmt(u.seq_len), "; backward ",
                    fmt(u.flash_backward_flop_per_s / kTera), " / ",
                    fmt(u.attention_width_scale, 4), ")"),
             u.flash_forward_flop_per_s / kTera / u.attention_width_scale, "TFLOP/s"});
    }
    return r;
}

StageExtras predictStageExtras(const LayerSetup& u, Derivations* out) {
    StageExtras r;
    const Dims x = dimsOf(u);
    const double e = x.e;
    const double th = x.tokens * x.h;
    {
        // Vocabulary-parallel embedding: every shard writes the whole s b h output (zeros for
        // tokens outside its rows), then the shards sum it.
        PassBuilder p(u, r.first_forward, false);
        p.memory(2.0 * e * th);
        if (!u.shape.rotary) {
            p.memory(3.0 * e * th);  // + learned positions
        }
        if (u.shape.dropout) {
            p.memory((2.0 * e + 1.0) * th);
        }
        if (u.tp > 1) {
            p.comm(u.sequence_parallel ? reduceScatterSeconds(x.activation_bytes, x.t, u.tp_link)
                                       : allReduceSeconds(x.activation_bytes, x.t, u.tp_link));
        }
        p.finish();
    }
    {
        PassBuilder p(u, r.first_backward, true);
        p.memory((e + 8.0) * th);  // read dy, accumulate FP32 rows
        if (u.tp > 1 && u.sequence_parallel) {
            p.comm(allGatherSeconds(x.activation_bytes, x.t, u.tp_link));
        }
        p.finish();
    }
    const Linear head{x.tokens, x.h, x.vocab};
    const double logits = x.tokens * x.vocab;
    {
        PassBuilder p(u, r.last_forward, false);
        p.memory(2.0 * e * x.norm_elements);  // final norm
        if (u.tp > 1 && u.sequence_parallel) {
            p.comm(allGatherSeconds(x.activation_bytes, x.t, u.tp_link));
        }
        p.matmul(head.forward());
        // Vocabulary-parallel cross entropy in FP32: read logits, max, exp-sum, write softmax;
        // a fused kernel reads the 16-bit logits once (its log-sum-exp per token is negligible).
        p.memory((u.fused_loss ? e : e + 12.0) * logits);
        p.finish();
    }
    {
        PassBuilder p(u, r.last_backward_dx, true);
        // Read the softmax (FP32) or the 16-bit logits again (fused), write the logit gradient.
        p.memory((u.fused_loss ? 2.0 * e : 4.0 + e) * logits);
        p.matmul(head.inputGrad());
        if (u.tp > 1) {
            p.comm(u.sequence_parallel ? reduceScatterSeconds(x.activation_bytes, x.t, u.tp_link)
                                       : allReduceSeconds(x.activation_bytes, x.t, u.tp_link));
        }
        p.memory(3.0 * e * x.norm_elements);
        p.finish();
    }
    {
        PassBuilder p(u, r.last_backward_dw, true);
        p.matmul(head.weightGrad());
        p.finish();
    }
    r.first_forward_s = r.first_forward.total();
    r.first_backward_s = r.first_backward.total();
    r.last_forward_s = r.last_forward.total();
    r.last_backward_s = r.last_backward_dx.total() + r.last_backward_dw.total();
    if (out != nullptr) {
        out->push_back({"efficiency.first_stage_extra_s",
                        QT_TRANSLATE_NOOP("Derivation", "Embedding on the first stage"),
                        "forward + backward (memory-bound + TP comm)",
                        concat("(", ms(r.first_forward_s), " + ", ms(r.first_backward_s), ") ms"),
                        r.first_forward_s + r.first_backward_s, "s"});
        out->push_back({"efficiency.last_stage_extra_s",
                        QT_TRANSLATE_NOOP("Derivation", "LM head and loss on the last stage"),
                        u.fused_loss ? "forward + backward: 3 GEMMs of 2 s b h V / t + fused loss "
                                       "(16-bit logits read twice, gradient written once) + final "
                                       "norm"
                                     : "forward + backward: 3 GEMMs of 2 s b h V / t + FP32 loss "
                                       "(logits, softmax and gradient passes) + final norm",
                        concat("(", ms(r.last_forward_s), " + ", ms(r.last_backward_s), ") ms"),
                        r.last_forward_s + r.last_backward_s, "s"});
    }
    return r;
}

double optimizerStepSeconds(const LayerSetup& u, double params_on_card) {
    return u.hbm_bytes_per_s > 0 ? params_on_card * u.optimizer_bytes_per_param / u.hbm_bytes_per_s
                                 : 0.0;
}

Issues predictedEfficiencyWarnings(const Scenario& sc) {
    Issues w;
    const GpuSpec* gpu = findGpu(sc.cluster.gpu);
    if (gpu == nullptr || gpu->achievable_matmul_tflops <= 0) {
        w.push_back(templatedIssue(
            "cluster.gpu",
            QT_TRANSLATE_NOOP("Warning",
                              "no published achievable-matmul measurement for \"%1\": the "
                              "predicted efficiency assumes %2 % of the peak"),
            {sc.cluster.gpu, fixed(100.0 * kUnmeasuredMatmulFraction, 1)}));
    }
    const EfficiencyConstants& k = efficiencyConstants(sc.cluster.gpu);
    if (!k.shared_from.empty()) {
        w.push_back(templatedIssue(
            "cluster.gpu",
            QT_TRANSLATE_NOOP("Warning",
                              "the time model's constants for \"%1\" are the %2's fit; no "
                              "published run on this card was fitted"),
            {sc.cluster.gpu, k.shared_from}));
    } else if (!k.fitted) {
        // The reason names sources and tables; it stays as written, an argument.
        w.push_back(templatedIssue(
            "cluster.gpu",
            k.not_fitted.empty()
                ? QT_TRANSLATE_NOOP("Warning",
                                    "the time model's constants for \"%1\" are defaults, not "
                                    "fitted to a published run")
                : QT_TRANSLATE_NOOP("Warning",
                                    "the time model's constants for \"%1\" are defaults, not "
                                    "fitted to a published run: %2"),
            {sc.cluster.gpu, k.not_fitted}));
    }
    return w;
}

LayerTimes predictLayerTimes(const Scenario& sc, Derivations* out) {
    return predictLayerTimes(layerSetupOf(sc), out);
}

StageExtras predictStageExtras(const Scenario& sc, Derivations* out) {
    return predictStageExtras(layerSetupOf(sc), out);
}

bool operator==(const LayerShape& a, const LayerShape& b) {
    return a.layers == b.layers && a.hidden == b.hidden && a.heads == b.heads &&
           a.kv_heads == b.kv_heads && a.head_dim == b.head_dim && a.q_lora_rank == b.q_lora_rank &&
           a.kv_lora_rank == b.kv_lora_rank && a.rope_head_dim == b.rope_head_dim &&
           a.v_head_dim == b.v_head_dim && a.ffn == b.ffn && a.dense_ffn == b.dense_ffn &&
           a.routed_ffn == b.routed_ffn && a.dense_layer_share == b.dense_layer_share &&
           a.vocab == b.vocab && a.gated_mlp == b.gated_mlp && a.qk_norm == b.qk_norm &&
           a.rotary == b.rotary && a.dropout == b.dropout;
}

bool operator==(const LinkModel& a, const LinkModel& b) {
    return a.bytes_per_s == b.bytes_per_s && a.latency_s == b.latency_s && a.scale_up == b.scale_up;
}

bool operator==(const LayerSetup& a, const LayerSetup& b) {
    return a.shape == b.shape && a.micro_batch == b.micro_batch && a.seq_len == b.seq_len &&
           a.tp == b.tp && a.cp == b.cp && a.sequence_parallel == b.sequence_parallel &&
           a.flash_attention == b.flash_attention && a.tp_overlap == b.tp_overlap &&
           a.recompute == b.recompute && a.recompute_modules == b.recompute_modules &&
           a.full_recompute_share == b.full_recompute_share && a.element_bytes == b.element_bytes &&
           a.gpu == b.gpu && a.peak_flop_per_s == b.peak_flop_per_s &&
           a.measured_matmul == b.measured_matmul && a.matmul_flop_per_s == b.matmul_flop_per_s &&
           a.gemm_k_overhead == b.gemm_k_overhead && a.attention_kernel == b.attention_kernel &&
           a.measured_attention == b.measured_attention &&
           a.flash_forward_flop_per_s == b.flash_forward_flop_per_s &&
           a.flash_backward_flop_per_s == b.flash_backward_flop_per_s &&
           a.attention_width_scale == b.attention_width_scale &&
           a.hbm_bytes_per_s == b.hbm_bytes_per_s && a.sms == b.sms && a.tp_link == b.tp_link &&
           a.optimizer_bytes_per_param == b.optimizer_bytes_per_param && a.fp8 == b.fp8 &&
           a.fp8_matmul_flop_per_s == b.fp8_matmul_flop_per_s &&
           a.kernel_launch_s == b.kernel_launch_s && a.step_overhead_s == b.step_overhead_s;
}

std::shared_ptr<const PredictedLayer> predictedLayer(const Scenario& sc) {
    // A few entries per thread: an A/B comparison or a sweep over t alternates between setups.
    // Per thread, so concurrent evaluations (the GUI's workers) share nothing and need no lock.
    constexpr std::size_t kEntries = 4;
    thread_local std::shared_ptr<const PredictedLayer> cache[kEntries];
    thread_local std::size_t next = 0;
    LayerSetup setup = layerSetupOf(sc);
    for (const auto& entry : cache) {
        if (entry != nullptr && entry->setup == setup) {
            return entry;
        }
    }
    auto fresh = std::make_shared<PredictedLayer>();
    fresh->layer = predictLayerTimes(setup);
    fresh->extras = predictStageExtras(setup);
    fresh->setup = std::move(setup);
    cache[next] = fresh;
    next = (next + 1) % kEntries;
    return fresh;
}

double layerModelFlops(const LayerSetup& u, bool causal_attention) {
    const Dims x = dimsOf(u);
    double flops = 0;
    for (const Linear& l : layerLinears(u, x)) {
        flops += gemmFlops(l.forward());
    }
    return flops + 4.0 * x.b * x.heads * x.s * x.sk * x.d_core *
                       (causal_attention ? causalShare(x.sk) : 1.0);
}

LayerEfficiency layerEfficiency(const LayerSetup& u, const LayerTimes& t, AttentionFlops attention,
                                Derivations* out) {
    LayerEfficiency e;
    e.model_flops = 3.0 * layerModelFlops(u, attention == AttentionFlops::Causal);
    e.peak_s = u.peak_flop_per_s > 0 ? e.model_flops / u.peak_flop_per_s : 0.0;
    const GemmSeconds gemms = gemmSeconds(t);
    const double matmul = gemms.actual;
    const double ideal = gemms.ideal;
    double attention_s = 0;
    for (const PassTime* p : {&t.forward, &t.backward_dx, &t.backward_dw}) {
        attention_s += p->attention_s;
        e.memory_loss_s += p->memory_s - p->cast_s + p->launch_s;  // + launch-bound time
        e.cast_loss_s += p->cast_s;
        e.tp_comm_loss_s += p->tp_comm_s;
    }
    e.achievable_loss_s = ideal + attention_s - e.peak_s;
    e.shape_loss_s = matmul - ideal;
    e.recompute_loss_s = t.recompute_s;
    e.total_s = e.peak_s + e.achievable_loss_s + e.shape_loss_s + e.memory_loss_s + e.cast_loss_s +
                e.tp_comm_loss_s + e.recompute_loss_s;
    const double compute = matmul + attention_s + e.memory_loss_s + e.cast_loss_s;
    e.compute_mfu = compute > 0 ? e.peak_s / compute : 0.0;
    e.layer_mfu = e.total_s > 0 ? e.peak_s / e.total_s : 0.0;
    if (out != nullptr) {
        out->push_back(
            {"efficiency.predicted_compute_mfu",
             QT_TRANSLATE_NOOP("Derivation", "Predicted compute efficiency"),
             u.fp8
                 ? "model FLOPs / BF16 peak / (FP8 linear GEMMs + attention core + "
                   "memory-bound + FP8 casts), per layer F + B"
                 : "model FLOPs / peak / (matmul + attention core + memory-bound), per layer F + B",
             concat(fmt(e.model_flops), " / ", fmt(u.peak_flop_per_s), " / ((", ms(matmul), " + ",
                    ms(attention_s), " + ", ms(e.memory_loss_s),
                    u.fp8 ? " + " + ms(e.cast_loss_s) : std::string(), ") ms)"),
             e.compute_mfu, ""});
        if (u.fp8) {
            out->push_back(
                {"efficiency.fp8_matmul_tflops",
                 QT_TRANSLATE_NOOP("Derivation", "FP8 linear-GEMM rate the time model uses"),
                 "BF16 matmul rate x R x eta_fp8 (R = FP8 / BF16 peak, eta_fp8 fitted per card)",
                 concat(fmt(u.matmul_flop_per_s / kTera, 8), " * ",
                        fmt(u.fp8_matmul_flop_per_s / u.matmul_flop_per_s, 8)),
                 u.fp8_matmul_flop_per_s / kTera, "TFLOP/s"});
            out->push_back({"efficiency.fp8_cast_s",
                            QT_TRANSLATE_NOOP("Derivation", "FP8 casts per layer (F + B)"),
                            "(e + 2) bytes x (linear inputs forward + output gradients backward) "
                            "/ HBM",
                            concat(ms(e.cast_loss_s), " ms"), e.cast_loss_s, "s"});
        }
    }
    return e;
}

}  // namespace stepbudget
