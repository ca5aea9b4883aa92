#include "model/shape/model_flops.h"

#include <algorithm>

namespace stepbudget {

double matrixParams(const ModelSpec& m) {
    return static_cast<double>(m.params) - embeddingParams(m) * (m.tied_embeddings ? 0 : 1) -
           normParams(m) - inactiveExpertParams(m);
}

double expertParams(const ModelSpec& m) {
    const double fe =
        static_cast<double>(m.expert_intermediate > 0 ? m.expert_intermediate : m.intermediate);
    return (m.gated_mlp ? 3.0 : 2.0) * static_cast<double>(m.hidden) * fe;
}

double denseFfnLayers(const ModelSpec& m) {
    const double layers = static_cast<double>(m.layers);
    return m.experts > 0 ? std::min(layers, static_cast<double>(m.dense_layers)) : layers;
}

double moeLayers(const ModelSpec& m) {
    return static_cast<double>(m.layers) - denseFfnLayers(m);
}

double inactiveExpertParams(const ModelSpec& m) {
    if (m.experts <= 0 || m.top_k >= m.experts) {
        return 0.0;
    }
    const double moe_layers = moeLayers(m);
    return moe_layers * static_cast<double>(m.experts - m.top_k) * expertParams(m);
}

double routedExpertParams(const ModelSpec& m) {
    if (m.experts <= 0) {
        return 0.0;
    }
    const double moe_layers = moeLayers(m);
    return moe_layers * static_cast<double>(m.experts) * expertParams(m);
}

double embeddingParams(const ModelSpec& m) {
    return static_cast<double>(m.vocab) * m.hidden;
}

double normParams(const ModelSpec& m) {
    if (isMla(m)) {
        // MLA: input and post-attention norm, the q and kv latent norms (DeepSeek-V3).
        return static_cast<double>(m.layers) *
                   (2.0 * static_cast<double>(m.hidden) + static_cast<double>(m.q_lora_rank) +
                    static_cast<double>(m.kv_lora_rank)) +
               static_cast<double>(m.hidden);
    }
    // RMSNorm weights: input and post-attention norm (hidden each), q and k norm (head_dim
    // each) per layer, plus the final norm — Qwen3's layout, 8,448 per layer for Qwen3-8B.
    return static_cast<double>(m.layers) * (2.0 * m.hidden + 2.0 * m.head_dim) +
           static_cast<double>(m.hidden);
}

bool isMla(const ModelSpec& m) {
    return m.kv_lora_rank > 0;
}

namespace {
double qkHeadDim(const ModelSpec& m) {
    return static_cast<double>(m.head_dim + m.qk_rope_head_dim);
}
}  // namespace

double queryWidth(const ModelSpec& m) {
    return isMla(m) ? static_cast<double>(m.heads) * qkHeadDim(m)
                    : static_cast<double>(m.heads * m.head_dim);
}

double keyWidth(const ModelSpec& m) {
    return isMla(m) ? static_cast<double>(m.heads) * qkHeadDim(m)
                    : static_cast<double>(m.kv_heads * m.head_dim);
}

double valueWidth(const ModelSpec& m) {
    return isMla(m) ? static_cast<double>(m.heads * m.v_head_dim)
                    : static_cast<double>(m.kv_heads * m.head_dim);
}

double attentionOutputWidth(const ModelSpec& m) {
    return isMla(m) ? static_cast<double>(m.heads * m.v_head_dim)
                    : static_cast<double>(m.heads * m.head_dim);
}

double attentionCoreWidth(const ModelSpec& m) {
    return isMla(m) ? static_cast<double>(m.heads) *
                          (qkHeadDim(m) + static_cast<double>(m.v_head_dim)) / 2.0
                    : static_cast<double>(m.heads) * m.head_dim;
}

double kvCacheWidth(const ModelSpec& m) {
    return isMla(m) ? static_cast<double>(m.kv_lora_rank + m.qk_rope_head_dim)
                    : 2.0 * static_cast<double>(m.kv_heads * m.head_dim);
}

double sequenceFlops(const ModelSpec& m, double s, AttentionFlops attention) {
    const double attention_width = attentionCoreWidth(m);
    const double pairs_x2 = attention == AttentionFlops::Full ? 2.0 * s * s : s * (s + 1.0);
    return 6.0 * matrixParams(m) * s + 6.0 * m.layers * attention_width * pairs_x2;
}

}  // namespace stepbudget
