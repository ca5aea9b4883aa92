// Parameter and FLOP counts that follow from the model's shape alone (worked-examples §1.1):
// matrix weights, embedding and norm weights, inactive experts, and the FLOPs of one sequence.
#pragma once

#include "model/base/scenario.h"

namespace stepbudget {

// Parameters that are matrix weights (take part in matmuls): N - input embedding - norms
// (- the routed experts a token skips, for MoE). The LM head is a matmul, so with tied
// embeddings nothing is subtracted for the embedding.
double matrixParams(const ModelSpec& model);
double embeddingParams(const ModelSpec& model);  // V * h, one embedding matrix
double normParams(const ModelSpec& model);
// Routed-expert parameters a token does not run through: (E - k) experts of every MoE layer.
// FLOPs count active parameters only; 0 for a dense model.
double inactiveExpertParams(const ModelSpec& model);
// Attention widths per token (elements), standard attention or MLA (DeepSeek-V2 §2.1, trained
// without weight absorption: q, k, v are materialised per head).
bool isMla(const ModelSpec& model);  // kv_lora_rank > 0
// Layers with a dense FFN: every layer of a dense model, the leading model.dense_layers of a
// MoE (at most model.layers); the rest are MoE layers.
double denseFfnLayers(const ModelSpec& model);
double moeLayers(const ModelSpec& model);
// Query and key width: heads head_dim; MLA heads (head_dim + qk_rope_head_dim).
double queryWidth(const ModelSpec& model);
// Key width: kv_heads head_dim; MLA heads (head_dim + qk_rope_head_dim) (the shared rotary key
// broadcast to every head).
double keyWidth(const ModelSpec& model);
// Value width: kv_heads head_dim; MLA heads v_head_dim. The attention output is heads v wide.
double valueWidth(const ModelSpec& model);
double attentionOutputWidth(const ModelSpec& model);  // heads head_dim; MLA heads v_head_dim
// The width the attention core's FLOPs scale with: QK^T runs over the query/key dimension and
// PV over the value dimension, 2 s^2 (d_qk + d_v) per head forward, so heads (d_qk + d_v) / 2;
// heads head_dim for standard attention.
double attentionCoreWidth(const ModelSpec& model);
// Bytes-free KV-cache width per token and layer: 2 kv_heads head_dim (K and V); MLA caches the
// compressed latent and the rotary key, kv_lora_rank + qk_rope_head_dim (DeepSeek-V2 Table 1).
double kvCacheWidth(const ModelSpec& model);
// One routed expert's matrices: (3 gated, else 2) h f_e.
double expertParams(const ModelSpec& model);
// Every routed expert of every MoE layer: (L - dense layers) E (3 or 2) h f_e; what expert
// parallelism divides by ep x etp (0 for a dense model).
double routedExpertParams(const ModelSpec& model);
// FLOPs of one causal sequence of s tokens: 6 N_mat s + 6 L (heads head_dim) s (s + 1).
// With MLA heads head_dim is attentionCoreWidth().
// The attention term counts the s(s+1)/2 causal pairs exactly (worked-examples, symbols table);
// AttentionFlops::Full counts all s^2 pairs as Megatron-LM's MFU does: 6 N_mat s + 12 L hd s^2.
double sequenceFlops(const ModelSpec& model, double s,
                     AttentionFlops attention = AttentionFlops::Causal);

}  // namespace stepbudget
