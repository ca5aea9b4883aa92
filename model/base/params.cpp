#include "model/base/params.h"

#include "model/base/param_builders.h"

#include <cmath>
#include <type_traits>

#include "model/base/derivation.h"
#include "model/base/quantity_parse.h"
#include "model/base/text.h"

#include "model/base/tr_noop.h"  // labels are translated by the app: translate("Param", label)

namespace stepbudget {
namespace {

using namespace param_rows;

// Slider ends for keys whose allowed range is far wider than what a meeting explores; a typed
// value outside these still works (the slider pins at its end).
void applySliderRanges(std::vector<ParamSpec>& specs) {
    static const SliderRange ranges[] = {
        {"model.params", 1e8, 2e12},
        {"model.layers", 1, 256},
        {"model.hidden", 256, 65536},
        {"model.intermediate", 256, 262144},
        {"model.vocab", 1000, 1e6},
        {"model.heads", 1, 256},
        {"model.kv_heads", 1, 256},
        {"model.head_dim", 16, 512},
        {"model.experts", 0, 512},
        {"model.top_k", 0, 16},
        {"cluster.cards", 1, 65536},
        {"cluster.cards_per_host", 1, 72},
        {"cluster.peak_tflops", 10, 5000},
        {"cluster.mfu", 0.05, 0.8},
        {"cluster.usable_memory_gib", 4, 256},
        {"cluster.collective_gb_per_s", 1, 1000},
        {"cluster.nic_gb_per_s", 1, 200},
        {"cluster.scale_up_gb_per_s", 1, 1000},
        {"cluster.hbm_gb_per_s", 100, 10000},
        {"cluster.host_memory_gb_per_s", 10, 2000},
        {"cluster.host_link_gb_per_s", 1, 1000},
        {"cluster.dollars_per_card_hour", 0, 100},
        {"training.tokens", 1e9, 1e14},
        {"training.seq_len", 128, 1048576},
        {"training.global_batch", 1, 1e6},
        {"training.micro_batch", 1, 1024},
        {"training.deadline_days", 1, 365},
        {"training.reserved_days", 0, 60},
        {"training.input_wait_s", 0, 10},
        {"parallel.tp", 1, 64},
        {"parallel.pp", 1, 64},
        {"parallel.cp", 1, 64},
        {"parallel.ep", 1, 256},
        {"parallel.etp", 0, 8},
        {"parallel.extra_memory_gib", 0, 128},
        {"parallel.recompute_layers", 0, 128},
        {"pipeline.microbatches", 1, 1024},
        {"pipeline.forward_ms", 0.1, 1000},
        {"pipeline.backward_ms", 0.1, 2000},
        {"pipeline.link_ms", 0, 100},
        {"pipeline.update_ms", 0, 100},
        {"pipeline.layers_per_stage", 1, 128},
        {"pipeline.activation_bytes", 0, 1e11},
        {"pipeline.last_stage_extra_bytes", 0, 1e11},
        {"pipeline.activation_message_bytes", 0, 1e9},
        {"pipeline.gradient_message_bytes", 0, 1e9},
        {"input.workers", 0, 64},
        {"input.worker_seq_per_s", 0.1, 100},
        {"input.trained_batches", 0, 100000},
        {"input.prefetch_batches", 0, 64},
        {"input.packer_remainder_tokens", 0, 131072},
        {"model.expert_intermediate", 0, 65536},
        {"model.shared_experts", 0, 8},
        {"model.dense_layers", 0, 16},
        {"model.q_lora_rank", 0, 4096},
        {"model.kv_lora_rank", 0, 2048},
        {"model.qk_rope_head_dim", 0, 256},
        {"model.v_head_dim", 0, 512},
    };
    param_rows::applySliderRanges(specs, ranges);
}

// One sentence per key on what it means, and the book section (chapter 10) that explains it.
// The unit is the spec's own; the app shows all three in the tooltip and on F1.
void applyHelp(std::vector<ParamSpec>& specs) {
    static const KeyHelp help[] = {
        {"model.name", "§10.1.1",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "The model's name; a catalog name fills the shape from the catalog.")},
        {"model.params", "§10.1.1",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Total parameters N: every byte-per-parameter of the resident state and "
                           "the 6ND compute scale with it.")},
        {"model.layers", "§10.1.3",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "Transformer layers L; the exact FLOPs and activation memory are summed over them.")},
        {"model.hidden", "§10.1.3",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Hidden size h, the width of every token's vector between layers.")},
        {"model.intermediate", "§10.1.3",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Width of the dense feed-forward layer (per matrix of the SwiGLU gate, "
                           "up and down).")},
        {"model.vocab", "§10.1.3",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "Vocabulary size V; the embedding and the output head each hold V x h weights.")},
        {"model.heads", "§10.1.3", QT_TRANSLATE_NOOP("ParamHelp", "Query heads of attention.")},
        {"model.kv_heads", "§10.1.3",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Key/value heads (grouped-query attention); fewer than the query heads "
                           "shrink K, V and the KV cache.")},
        {"model.head_dim", "§10.1.3",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Dimension of one attention head; with latent attention (MLA) the "
                           "non-rotary query/key dimension (qk_nope_head_dim).")},
        {"model.q_lora_rank", "§10.1.3",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "MLA: rank of the compressed query (DeepSeek-V3 1536); 0 projects the "
                           "query directly from the hidden state.")},
        {"model.kv_lora_rank", "§10.1.3",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "MLA: rank of the compressed key/value latent (DeepSeek-V3 512); 0 is "
                           "standard grouped-query attention. The KV cache holds this latent and "
                           "the rotary key per token.")},
        {"model.qk_rope_head_dim", "§10.1.3",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "MLA: rotary part of each query/key head (DeepSeek-V3 64), added to "
                           "the head dimension for QK^T.")},
        {"model.v_head_dim", "§10.1.3",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "MLA: value dimension per head (DeepSeek-V3 128); the attention output "
                           "is heads x this wide.")},
        {"model.tied_embeddings", "§10.1.3",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "The output head reuses the input embedding, so V x h weights are counted once.")},
        {"model.experts", "§10.3.4",
         QT_TRANSLATE_NOOP("ParamHelp", "Routed experts per MoE layer; 0 is a dense model.")},
        {"model.top_k", "§10.3.4",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "Experts each token is routed to; only these count toward the active parameters.")},
        {"model.gated_mlp", "§10.1.3",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "A gated FFN (SwiGLU) has three matrices per layer instead of two.")},
        {"model.expert_intermediate", "§10.3.4",
         QT_TRANSLATE_NOOP("ParamHelp", "One expert's FFN width; 0 uses the dense FFN width.")},
        {"model.shared_experts", "§10.3.4",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Experts every token passes through in each MoE layer, in addition to "
                           "the routed ones.")},
        {"model.dense_layers", "§10.3.4",
         QT_TRANSLATE_NOOP("ParamHelp", "Leading layers of a MoE model that keep a dense FFN.")},
        {"precision.compute", "§10.1.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Number format of the layers' matmuls: bf16, or fp8 (cards with FP8 "
                           "tensor cores only) — the linear layers run at the FP8 rate times the "
                           "card's FP8 efficiency, attention and the other kernels stay 16-bit, "
                           "and every card keeps an FP8 copy of its weights.")},
        {"precision.weight_bytes", "§10.1.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Bytes per parameter of the working weights (2 for BF16).")},
        {"precision.grad_bytes", "§10.1.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Bytes per parameter of the gradients (2 for BF16, 4 for FP32).")},
        {"precision.master_bytes", "§10.1.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Bytes per parameter of the FP32 master copy of the weights.")},
        {"precision.optimizer_bytes", "§10.1.2",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "Bytes per parameter of the optimizer state (Adam's m and v in FP32: 8).")},
        {"precision.convention", "§10.1.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Which bytes-per-parameter split is in force: the fields above or a "
                           "published convention.")},
        {"cluster.gpu", "§10.1.3",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "The accelerator's name; a catalog name fills its peak, memory and links.")},
        {"cluster.cards", "§10.1.3",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "Accelerators in the job; the data-parallel degree is cards / (TP x PP x CP).")},
        {"cluster.cards_per_host", "§10.3.3",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Cards in one server; traffic beyond it leaves over the NICs.")},
        {"cluster.peak_tflops", "§10.1.3",
         QT_TRANSLATE_NOOP("ParamHelp", "Dense BF16 peak of one card, without 2:4 sparsity.")},
        {"cluster.mfu", "§10.1.3",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Compute efficiency: the share of the peak the compute itself runs at "
                           "(matmuls, attention, memory-bound kernels), before the bubble, exposed "
                           "communication and input wait the plan adds (0.4 = 40 %). Not a "
                           "paper's end-to-end MFU, which already holds those losses: the plan "
                           "reports that as the achieved MFU.")},
        {"cluster.usable_memory_gib", "§10.2.4",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "Memory per card the training may use, after the runtime and fragmentation.")},
        {"cluster.collective_gb_per_s", "§10.3.3",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Per-card bandwidth the ZeRO collectives run on (PCIe, NVLink).")},
        {"cluster.nic_gb_per_s", "§10.3.3",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Network bandwidth per card between servers (200 Gbit/s = 25 GB/s).")},
        {"cluster.scale_up_gb_per_s", "§10.3.3",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Per-card bandwidth of the link inside a host (NVLink, PCIe) that "
                           "tensor-parallel collectives and pipeline messages use when their "
                           "group fits in one host.")},
        {"cluster.hbm_gb_per_s", "§10.2.3",
         QT_TRANSLATE_NOOP("ParamHelp", "Device memory bandwidth of one card.")},
        {"cluster.host_memory_gb_per_s", "§10.2.3",
         QT_TRANSLATE_NOOP("ParamHelp", "Host DRAM bandwidth that CPU offload reads and writes.")},
        {"cluster.host_link_gb_per_s", "§10.2.3",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Card-to-host link per direction (PCIe) that offloaded state crosses.")},
        {"cluster.dollars_per_card_hour", "§10.1",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Price of one card for one hour; 0 = unused. Plan search then ranks "
                           "layouts by cost instead of by cards.")},
        {"training.tokens", "§10.1.1",
         QT_TRANSLATE_NOOP("ParamHelp", "Training tokens D; the work is about 6ND FLOPs.")},
        {"training.seq_len", "§10.1.1",
         QT_TRANSLATE_NOOP("ParamHelp", "Tokens per sequence (context length); 8k means 8192.")},
        {"training.global_batch", "§10.1.1",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Sequences per optimizer step, over all data-parallel ranks.")},
        {"training.micro_batch", "§10.3.1",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "Sequences per forward/backward pass on one card; the rest accumulates.")},
        {"training.deadline_days", "§10.6",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "The date the run must finish by, counted from its start.")},
        {"training.reserved_days", "§10.6",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Days of the deadline not available for training: start-up, evaluation, "
                           "planned stops (T0).")},
        {"training.input_wait_s", "§10.4.1",
         QT_TRANSLATE_NOOP("ParamHelp", "Time per step the cards wait for input data.")},
        {"training.flops_model", "§10.1.3",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "How task FLOPs are counted: the exact per-sequence formula or the 6ND "
                           "rule of thumb.")},
        {"parallel.zero_stage", "§10.2.1",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "ZeRO stage: 1 shards the optimizer state, 2 also gradients, 3 also "
                           "weights, over the data-parallel cards.")},
        {"parallel.tp", "§10.2.4",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "Tensor-parallel degree: each layer's matrices split over this many cards.")},
        {"parallel.pp", "§10.2.4",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Pipeline-parallel degree: the layers split into this many stages.")},
        {"parallel.cp", "§10.4",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Context-parallel degree: each sequence's tokens split over this many "
                           "cards (attention load-balanced in 2 cp chunks); activations and "
                           "attention work shrink by cp, K and V are exchanged every layer; the "
                           "data-parallel degree becomes cards / (TP x PP x CP).")},
        {"parallel.ep", "§10.3.4",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Expert-parallel degree: the routed experts of each MoE layer split "
                           "over this many cards; tokens reach them by an all-to-all (dispatch "
                           "and combine) in every MoE layer. Must divide model.experts.")},
        {"parallel.etp", "§10.3.4",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Expert tensor-parallel degree: each expert's matrices split over this "
                           "many cards; 0 = the same as TP (Megatron-Core's default).")},
        {"parallel.cp_overlap", "§10.4",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Whether the context-parallel KV exchange hides under the attention "
                           "computation of the same pass (ring attention); off: all of it is "
                           "exposed.")},
        {"parallel.ep_overlap", "§10.3.4",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Whether the expert all-to-all hides under another micro-batch's "
                           "computation (DeepSeek-V3's DualPipe); off: all of it is exposed.")},
        {"parallel.ep_host_dispatch", "§10.3.4",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Whether the expert dispatch sends each token once per destination "
                           "host, which forwards it to its experts over the scale-up link "
                           "(DeepEP, DeepSeek-V3); off: one copy per routed expert crosses the "
                           "network (Megatron's all-to-all dispatcher).")},
        {"parallel.extra_memory_gib", "§10.2.4",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Activations and buffers per card on top of the resident state (the "
                           "declared budget).")},
        {"parallel.recompute", "§10.2.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Activation recompute: none, selective (the modules chosen below; "
                           "the attention core by default) or full (each layer's input only).")},
        {"parallel.recompute_core_attn", "§10.2.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "With selective recompute: re-run the attention core (scores, softmax, "
                           "dropout) instead of storing it (Megatron-Core's core_attn, its "
                           "default).")},
        {"parallel.recompute_norms", "§10.2.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "With selective recompute: re-run the two layer norms instead of "
                           "storing their outputs, the QKV and FFN-up inputs (Megatron-Core's "
                           "layernorm).")},
        {"parallel.recompute_mlp", "§10.2.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "With selective recompute: re-run the dense MLP (not the MoE layers) "
                           "instead of storing its inner tensors (Megatron-Core's mlp).")},
        {"parallel.recompute_moe_act", "§10.2.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "With selective recompute: re-run the routed experts' activation "
                           "function instead of storing its output, the second linear's input "
                           "(Megatron-Core's moe_act).")},
        {"parallel.recompute_mla_up_proj", "§10.2.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "With selective recompute: re-run MLA's query and key-value "
                           "up-projections and rotary instead of storing the per-head q, k and v "
                           "(Megatron-Core's mla_up_proj).")},
        {"parallel.recompute_layers", "§10.2.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "With full recompute: how many layers of each pipeline stage are "
                           "recomputed; the others keep every activation (Megatron's "
                           "--recompute-method block --recompute-num-layers, which counts per "
                           "model chunk: with v interleaved chunks enter it times v). 0: every "
                           "layer.")},
        {"parallel.tp_overlap", "§10.2.3",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Tensor-parallel communication overlap: none (every collective on the "
                           "critical path, Megatron-LM's default), bulk (the backward's "
                           "collectives hide under its GEMMs) or pipelined (every collective "
                           "split and pipelined with its GEMM, as NeMo with Transformer Engine "
                           "runs it). Acts on the predicted efficiency.")},
        {"parallel.dp_overlap", "§10.2.1",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Data-parallel gradient reduction overlapped with the backward (on: "
                           "PyTorch DDP/FSDP and Megatron's default; off: the whole link time is "
                           "exposed).")},
        {"parallel.pp_overlap", "§10.3.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Pipeline messages sent beside the compute (on) or blocking the "
                           "sending stage until they arrive (off).")},
        {"memory.runtime_overheads", "§10.2.4",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Count the memory beyond the tensors: runtime context and library "
                           "workspace, the loss's FP32 buffers, the largest op's temporary "
                           "buffers and allocator fragmentation (on for real runs; off for the "
                           "book's examples).")},
        {"memory.loss_kernel", "§10.2.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "How the loss is computed: fp32, PyTorch's cross entropy on FP32 "
                           "logits (the book; saves 4 s b V / t, its backward needs two more FP32 "
                           "copies), or fused, a fused kernel on the 16-bit logits (LLM Foundry's "
                           "default; saves 2 s b V / t, its backward one 16-bit copy).")},
        {"pipeline.source", "§10.3.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Whether the Pipeline tab shows the plan's own pipeline (stages, "
                           "micro-batches and stage times from the layout) or the typed book "
                           "example; the step always uses the plan's.")},
        {"cluster.efficiency_source", "§10.1.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Whether the compute efficiency is typed (cluster.mfu) or predicted "
                           "from the per-operation time model.")},
        {"cluster.mfu_override", "§10.1.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "With predicted efficiency: true makes the typed compute efficiency "
                           "replace the predicted one (typing or dragging it sets this); false "
                           "ignores the typed value.")},
        {"training.attention_flops", "§10.1.1",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "How attention FLOPs count in model FLOPs: the causal s(s+1)/2 pairs "
                           "or all s² pairs (Megatron-LM's convention).")},
        {"pipeline.schedule", "§10.3.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Pipeline schedule whose timeline and bubble are simulated.")},
        {"pipeline.stages", "§10.3.2",
         QT_TRANSLATE_NOOP("ParamHelp", "Pipeline stages p, one per GPU in the simulation.")},
        {"pipeline.microbatches", "§10.3.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Micro-batches m per step; the bubble share falls as (p-1)/(m+p-1).")},
        {"pipeline.chunks", "§10.3.2",
         QT_TRANSLATE_NOOP("ParamHelp", "Model chunks per GPU for the interleaved schedule (v).")},
        {"pipeline.forward_ms", "§10.3.2",
         QT_TRANSLATE_NOOP("ParamHelp", "Forward time of one micro-batch on one stage.")},
        {"pipeline.backward_ms", "§10.3.2",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "Backward time of one micro-batch on one stage (input and weight gradients).")},
        {"pipeline.weight_grad_fraction", "§10.3.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Share of the backward that is the weight gradient, which zero-bubble "
                           "schedules move into the bubble.")},
        {"pipeline.link_ms", "§10.3.2",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "Transfer time of an activation or gradient between neighbouring stages.")},
        {"pipeline.update_ms", "§10.3.2",
         QT_TRANSLATE_NOOP("ParamHelp", "Optimizer update at the end of the step on each stage.")},
        {"pipeline.layers_per_stage", "§10.3.2",
         QT_TRANSLATE_NOOP("ParamHelp", "Transformer layers held by one stage.")},
        {"pipeline.activation_bytes", "§10.3.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Activations one micro-batch leaves on a stage until its backward.")},
        {"pipeline.last_stage_extra_bytes", "§10.3.2",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Extra memory on the last stage for the output head and the loss.")},
        {"pipeline.activation_message_bytes", "§10.3.2",
         QT_TRANSLATE_NOOP("ParamHelp", "Size of one forward activation message between stages.")},
        {"pipeline.gradient_message_bytes", "§10.3.2",
         QT_TRANSLATE_NOOP("ParamHelp", "Size of one backward gradient message between stages.")},
        {"input.workers", "§10.4.1",
         QT_TRANSLATE_NOOP("ParamHelp", "Data-loader workers feeding one card.")},
        {"input.worker_seq_per_s", "§10.4.1",
         QT_TRANSLATE_NOOP("ParamHelp", "Sequences per second one loader worker prepares.")},
        {"input.token_id_bytes", "§10.4.1",
         QT_TRANSLATE_NOOP("ParamHelp", "Bytes per stored token id (4 for a 32-bit id).")},
        {"input.trained_batches", "§10.4.1",
         QT_TRANSLATE_NOOP(
             "ParamHelp",
             "Batches trained when the checkpoint was taken; the loader state must resume there.")},
        {"input.prefetch_batches", "§10.4.1",
         QT_TRANSLATE_NOOP("ParamHelp", "Batches the loader prepares ahead.")},
        {"input.packer_remainder_tokens", "§10.4.1",
         QT_TRANSLATE_NOOP("ParamHelp",
                           "Tokens left in the sequence packer's buffer at the checkpoint.")},
    };
    param_rows::applyHelp(specs, help);
}

std::vector<ParamSpec> buildSpecs() {
    using S = Scenario;
    std::vector<ParamSpec> v;
    // model
    v.push_back(text("model.name", &S::model, &ModelSpec::name,
                     QT_TRANSLATE_NOOP("Param", "Model name"), 200));
    v.push_back(
        headline(number("model.params", &S::model, &ModelSpec::params, {1e6, 1e14, false, true}, "",
                        QT_TRANSLATE_NOOP("Param", "Parameters N"))));
    v.push_back(number("model.layers", &S::model, &ModelSpec::layers, {1, 1024}, "",
                       QT_TRANSLATE_NOOP("Param", "Layers")));
    v.push_back(number("model.hidden", &S::model, &ModelSpec::hidden, {1, 262144, false, true}, "",
                       QT_TRANSLATE_NOOP("Param", "Hidden size")));
    v.push_back(number("model.intermediate", &S::model, &ModelSpec::intermediate,
                       {1, 1048576, false, true}, "",
                       QT_TRANSLATE_NOOP("Param", "FFN intermediate size")));
    v.push_back(number("model.vocab", &S::model, &ModelSpec::vocab, {1, 1e7, false, true}, "",
                       QT_TRANSLATE_NOOP("Param", "Vocabulary")));
    v.push_back(number("model.heads", &S::model, &ModelSpec::heads, {1, 1024}, "",
                       QT_TRANSLATE_NOOP("Param", "Query heads")));
    v.push_back(number("model.kv_heads", &S::model, &ModelSpec::kv_heads, {1, 1024}, "",
                       QT_TRANSLATE_NOOP("Param", "KV heads")));
    v.push_back(number("model.head_dim", &S::model, &ModelSpec::head_dim, {1, 4096}, "",
                       QT_TRANSLATE_NOOP("Param", "Head dimension")));
    v.push_back(number("model.tied_embeddings", &S::model, &ModelSpec::tied_embeddings, {0, 1}, "",
                       QT_TRANSLATE_NOOP("Param", "Tied embeddings")));
    v.push_back(number("model.experts", &S::model, &ModelSpec::experts, {0, 4096}, "",
                       QT_TRANSLATE_NOOP("Param", "Experts (0 = dense)")));
    v.push_back(number("model.top_k", &S::model, &ModelSpec::top_k, {0, 256}, "",
                       QT_TRANSLATE_NOOP("Param", "Experts per token")));
    v.push_back(number("model.gated_mlp", &S::model, &ModelSpec::gated_mlp, {0, 1}, "",
                       QT_TRANSLATE_NOOP("Param", "Gated FFN (SwiGLU)")));
    v.push_back(number("model.expert_intermediate", &S::model, &ModelSpec::expert_intermediate,
                       {0, 1048576}, "",
                       QT_TRANSLATE_NOOP("Param", "Expert FFN size (0 = FFN size)")));
    v.push_back(number("model.shared_experts", &S::model, &ModelSpec::shared_experts, {0, 64}, "",
                       QT_TRANSLATE_NOOP("Param", "Shared experts")));
    v.push_back(number("model.dense_layers", &S::model, &ModelSpec::dense_layers, {0, 1024}, "",
                       QT_TRANSLATE_NOOP("Param", "Leading dense layers (MoE)")));
    v.push_back(number("model.q_lora_rank", &S::model, &ModelSpec::q_lora_rank, {0, 1048576}, "",
                       QT_TRANSLATE_NOOP("Param", "MLA query rank (0 = none)")));
    v.push_back(number("model.kv_lora_rank", &S::model, &ModelSpec::kv_lora_rank, {0, 1048576}, "",
                       QT_TRANSLATE_NOOP("Param", "MLA KV rank (0 = standard attention)")));
    v.push_back(number("model.qk_rope_head_dim", &S::model, &ModelSpec::qk_rope_head_dim, {0, 4096},
                       "", QT_TRANSLATE_NOOP("Param", "MLA rotary head dimension")));
    v.push_back(number("model.v_head_dim", &S::model, &ModelSpec::v_head_dim, {0, 4096}, "",
                       QT_TRANSLATE_NOOP("Param", "MLA value head dimension")));
    // precision
    v.push_back(number("precision.weight_bytes", &S::precision, &Precision::weight_bytes,
                       {0, 16, true}, "B/param", QT_TRANSLATE_NOOP("Param", "Weight bytes")));
    v.push_back(number("precision.grad_bytes", &S::precision, &Precision::grad_bytes, {0, 16},
                       "B/param", QT_TRANSLATE_NOOP("Param", "Gradient bytes")));
    v.push_back(number("precision.master_bytes", &S::precision, &Precision::master_bytes, {0, 16},
                       "B/param", QT_TRANSLATE_NOOP("Param", "Master-weight bytes")));
    v.push_back(number("precision.optimizer_bytes", &S::precision, &Precision::optimizer_bytes,
                       {0, 32}, "B/param", QT_TRANSLATE_NOOP("Param", "Optimizer bytes")));
    v.push_back(choice("precision.convention", &S::precision, &Precision::convention,
                       {StateConvention::Fields, StateConvention::Book16,
                        StateConvention::Fp32Grads18, StateConvention::DistributedOptimizer},
                       &parseStateConvention,
                       QT_TRANSLATE_NOOP("Param", "Bytes-per-parameter convention")));
    v.push_back(choice("precision.compute", &S::precision, &Precision::compute,
                       {ComputePrecision::BF16, ComputePrecision::FP8}, &parseComputePrecision,
                       QT_TRANSLATE_NOOP("Param", "Matmul precision")));
    // cluster
    v.push_back(
        text("cluster.gpu", &S::cluster, &Cluster::gpu, QT_TRANSLATE_NOOP("Param", "GPU"), 200));
    v.push_back(
        headline(number("cluster.cards", &S::cluster, &Cluster::cards, {1, 1e6, false, true},
                        "cards", QT_TRANSLATE_NOOP("Param", "Cards"))));
    v.push_back(number("cluster.cards_per_host", &S::cluster, &Cluster::cards_per_host, {1, 1024},
                       "cards", QT_TRANSLATE_NOOP("Param", "Cards per host")));
    v.push_back(number("cluster.peak_tflops", &S::cluster, &Cluster::peak_tflops,
                       {0, 1e6, true, true}, "TFLOP/s",
                       QT_TRANSLATE_NOOP("Param", "Dense BF16 peak")));
    v.push_back(headline(number("cluster.mfu", &S::cluster, &Cluster::mfu, {0, 1, true}, "",
                                QT_TRANSLATE_NOOP("Param", "Compute efficiency"))));
    v.push_back(number("cluster.usable_memory_gib", &S::cluster, &Cluster::usable_memory_gib,
                       {0, 1e5, true, true}, "GiB",
                       QT_TRANSLATE_NOOP("Param", "Usable memory per card")));
    v.push_back(
        headline(number("cluster.collective_gb_per_s", &S::cluster, &Cluster::collective_gb_per_s,
                        kBandwidth, "GB/s", QT_TRANSLATE_NOOP("Param", "Collective bandwidth"))));
    v.push_back(number("cluster.nic_gb_per_s", &S::cluster, &Cluster::nic_gb_per_s, kBandwidth,
                       "GB/s", QT_TRANSLATE_NOOP("Param", "NIC bandwidth per card")));
    v.push_back(number("cluster.scale_up_gb_per_s", &S::cluster, &Cluster::scale_up_gb_per_s,
                       kBandwidth, "GB/s",
                       QT_TRANSLATE_NOOP("Param", "Scale-up link per card (inside a host)")));
    v.push_back(number("cluster.hbm_gb_per_s", &S::cluster, &Cluster::hbm_gb_per_s, kBandwidth,
                       "GB/s", QT_TRANSLATE_NOOP("Param", "HBM bandwidth")));
    v.push_back(number("cluster.host_memory_gb_per_s", &S::cluster, &Cluster::host_memory_gb_per_s,
                       kBandwidth, "GB/s", QT_TRANSLATE_NOOP("Param", "Host memory bandwidth")));
    v.push_back(number("cluster.host_link_gb_per_s", &S::cluster, &Cluster::host_link_gb_per_s,
                       kBandwidth, "GB/s", QT_TRANSLATE_NOOP("Param", "Host link bandwidth")));
    v.push_back(number("cluster.dollars_per_card_hour", &S::cluster,
                       &Cluster::dollars_per_card_hour, {0, 1e6, false, false, true}, "$/card-h",
                       QT_TRANSLATE_NOOP("Param", "Price per card-hour")));
    v.push_back(choice("cluster.efficiency_source", &S::cluster, &Cluster::efficiency_source,
                       {EfficiencySource::Typed, EfficiencySource::Predicted},
                       &parseEfficiencySource, QT_TRANSLATE_NOOP("Param", "Efficiency source")));
    v.push_back(
        number("cluster.mfu_override", &S::cluster, &Cluster::mfu_override, {0, 1}, "",
               QT_TRANSLATE_NOOP("Param", "Typed compute efficiency overrides the prediction")));
    // training
    v.push_back(number("training.tokens", &S::training, &Training::tokens, {1, 1e16, false, true},
                       "tokens", QT_TRANSLATE_NOOP("Param", "Training tokens D")));
    v.push_back(number("training.seq_len", &S::training, &Training::seq_len,
                       {1, 16777216, false, true}, "tokens",
                       QT_TRANSLATE_NOOP("Param", "Sequence length")));
    v.push_back(number("training.global_batch", &S::training, &Training::global_batch,
                       {1, 1e8, false, true}, "seq", QT_TRANSLATE_NOOP("Param", "Global batch")));
    v.push_back(number("training.micro_batch", &S::training, &Training::micro_batch,
                       {1, 1e6, false, true}, "seq", QT_TRANSLATE_NOOP("Param", "Micro-batch")));
    v.push_back(number("training.deadline_days", &S::training, &Training::deadline_days,
                       {0, 36500, true}, "days", QT_TRANSLATE_NOOP("Param", "Deadline")));
    v.push_back(number("training.reserved_days", &S::training, &Training::reserved_days, {0, 36500},
                       "days", QT_TRANSLATE_NOOP("Param", "Reserved days T0")));
    v.push_back(number("training.input_wait_s", &S::training, &Training::input_wait_s, {0, 1e6},
                       "s", QT_TRANSLATE_NOOP("Param", "Input wait per step")));
    v.push_back(choice("training.flops_model", &S::training, &Training::flops_model,
                       {FlopsModel::Exact, FlopsModel::SixND}, &parseFlopsModel,
                       QT_TRANSLATE_NOOP("Param", "FLOPs model")));
    v.push_back(choice("training.attention_flops", &S::training, &Training::attention_flops,
                       {AttentionFlops::Causal, AttentionFlops::Full}, &parseAttentionFlops,
                       QT_TRANSLATE_NOOP("Param", "Attention FLOPs counted")));
    // parallel
    v.push_back(number("parallel.zero_stage", &S::parallel, &Parallel::zero_stage, {0, 3}, "",
                       QT_TRANSLATE_NOOP("Param", "ZeRO stage")));
    v.push_back(number("parallel.tp", &S::parallel, &Parallel::tp, {1, 1024}, "",
                       QT_TRANSLATE_NOOP("Param", "Tensor parallel")));
    v.push_back(number("parallel.pp", &S::parallel, &Parallel::pp, {1, 1024}, "",
                       QT_TRANSLATE_NOOP("Param", "Pipeline parallel")));
    v.push_back(number("parallel.cp", &S::parallel, &Parallel::cp, {1, 1024}, "",
                       QT_TRANSLATE_NOOP("Param", "Context parallel")));
    v.push_back(number("parallel.ep", &S::parallel, &Parallel::ep, {1, 4096}, "",
                       QT_TRANSLATE_NOOP("Param", "Expert parallel")));
    v.push_back(number("parallel.etp", &S::parallel, &Parallel::etp, {0, 1024}, "",
                       QT_TRANSLATE_NOOP("Param", "Expert tensor parallel")));
    v.push_back(number("parallel.cp_overlap", &S::parallel, &Parallel::cp_overlap, {0, 1}, "",
                       QT_TRANSLATE_NOOP("Param", "KV exchange overlapped")));
    v.push_back(number("parallel.ep_overlap", &S::parallel, &Parallel::ep_overlap, {0, 1}, "",
                       QT_TRANSLATE_NOOP("Param", "All-to-all overlapped")));
    v.push_back(number("parallel.ep_host_dispatch", &S::parallel, &Parallel::ep_host_dispatch,
                       {0, 1}, "", QT_TRANSLATE_NOOP("Param", "Dispatch once per host")));
    v.push_back(number("parallel.extra_memory_gib", &S::parallel, &Parallel::extra_memory_gib,
                       {0, 1e5}, "GiB", QT_TRANSLATE_NOOP("Param", "Activations + buffers")));
    v.push_back(choice("parallel.recompute", &S::parallel, &Parallel::recompute,
                       {Recompute::None, Recompute::Selective, Recompute::Full}, &parseRecompute,
                       QT_TRANSLATE_NOOP("Param", "Recompute")));
    v.push_back(number("parallel.recompute_core_attn", &S::parallel, &Parallel::recompute_core_attn,
                       {0, 1}, "",
                       QT_TRANSLATE_NOOP("Param", "Selective: recompute attention core")));
    v.push_back(number("parallel.recompute_norms", &S::parallel, &Parallel::recompute_norms, {0, 1},
                       "", QT_TRANSLATE_NOOP("Param", "Selective: recompute norms")));
    v.push_back(number("parallel.recompute_mlp", &S::parallel, &Parallel::recompute_mlp, {0, 1}, "",
                       QT_TRANSLATE_NOOP("Param", "Selective: recompute dense MLP")));
    v.push_back(number("parallel.recompute_moe_act", &S::parallel, &Parallel::recompute_moe_act,
                       {0, 1}, "",
                       QT_TRANSLATE_NOOP("Param", "Selective: recompute expert activation")));
    v.push_back(number("parallel.recompute_mla_up_proj", &S::parallel,
                       &Parallel::recompute_mla_up_proj, {0, 1}, "",
                       QT_TRANSLATE_NOOP("Param", "Selective: recompute MLA up-projections")));
    v.push_back(number("parallel.recompute_layers", &S::parallel, &Parallel::recompute_layers,
                       {0, 100000}, "",
                       QT_TRANSLATE_NOOP("Param", "Full: layers recomputed per stage")));
    v.push_back(choice("parallel.tp_overlap", &S::parallel, &Parallel::tp_overlap,
                       {TpOverlap::None, TpOverlap::Bulk, TpOverlap::Pipelined}, &parseTpOverlap,
                       QT_TRANSLATE_NOOP("Param", "TP comm overlap")));
    v.push_back(number("parallel.dp_overlap", &S::parallel, &Parallel::dp_overlap, {0, 1}, "",
                       QT_TRANSLATE_NOOP("Param", "DP comm overlap")));
    v.push_back(number("parallel.pp_overlap", &S::parallel, &Parallel::pp_overlap, {0, 1}, "",
                       QT_TRANSLATE_NOOP("Param", "PP message overlap")));
    // memory
    v.push_back(number("memory.runtime_overheads", &S::memory, &MemoryConfig::runtime_overheads,
                       {0, 1}, "", QT_TRANSLATE_NOOP("Param", "Runtime memory overheads")));
    v.push_back(choice("memory.loss_kernel", &S::memory, &MemoryConfig::loss_kernel,
                       {LossKernel::Fp32, LossKernel::Fused}, &parseLossKernel,
                       QT_TRANSLATE_NOOP("Param", "Loss kernel")));
    // pipeline
    v.push_back(choice("pipeline.source", &S::pipeline, &PipelineConfig::source,
                       {PipelineSource::Plan, PipelineSource::Example}, &parsePipelineSource,
                       QT_TRANSLATE_NOOP("Param", "Pipeline shows")));
    v.push_back(choice("pipeline.schedule", &S::pipeline, &PipelineConfig::schedule,
                       {Schedule::FillDrain, Schedule::OneFOneB, Schedule::Interleaved,
                        Schedule::ZbH1, Schedule::ZbH2, Schedule::DualPipe},
                       &parseSchedule, QT_TRANSLATE_NOOP("Param", "Schedule")));
    v.push_back(number("pipeline.stages", &S::pipeline, &PipelineConfig::stages, {2, 64}, "",
                       QT_TRANSLATE_NOOP("Param", "Stages p")));
    v.push_back(number("pipeline.microbatches", &S::pipeline, &PipelineConfig::microbatches,
                       {1, 1024, false, true}, "", QT_TRANSLATE_NOOP("Param", "Micro-batches m")));
    v.push_back(number("pipeline.chunks", &S::pipeline, &PipelineConfig::chunks,
                       {2, PipelineConfig::kMaxChunks}, "",
                       QT_TRANSLATE_NOOP("Param", "Chunks v (interleaved)")));
    v.push_back(number("pipeline.forward_ms", &S::pipeline, &PipelineConfig::forward_ms,
                       {0, 1e6, true, true}, "ms",
                       QT_TRANSLATE_NOOP("Param", "Forward per stage")));
    v.push_back(number("pipeline.backward_ms", &S::pipeline, &PipelineConfig::backward_ms,
                       {0, 1e6, true, true}, "ms",
                       QT_TRANSLATE_NOOP("Param", "Backward per stage")));
    v.push_back(number("pipeline.weight_grad_fraction", &S::pipeline,
                       &PipelineConfig::weight_grad_fraction, {0, 1}, "",
                       QT_TRANSLATE_NOOP("Param", "Weight-gradient share of backward")));
    v.push_back(number("pipeline.link_ms", &S::pipeline, &PipelineConfig::link_ms, {0, 1e6}, "ms",
                       QT_TRANSLATE_NOOP("Param", "Boundary transfer")));
    v.push_back(number("pipeline.update_ms", &S::pipeline, &PipelineConfig::update_ms, {0, 1e6},
                       "ms", QT_TRANSLATE_NOOP("Param", "Parameter update")));
    v.push_back(number("pipeline.layers_per_stage", &S::pipeline, &PipelineConfig::layers_per_stage,
                       {1, 1024}, "", QT_TRANSLATE_NOOP("Param", "Layers per stage")));
    v.push_back(number("pipeline.activation_bytes", &S::pipeline, &PipelineConfig::activation_bytes,
                       {0, 1e13, false, false}, "B",
                       QT_TRANSLATE_NOOP("Param", "Saved activations per micro-batch")));
    v.push_back(number("pipeline.last_stage_extra_bytes", &S::pipeline,
                       &PipelineConfig::last_stage_extra_bytes, {0, 1e13}, "B",
                       QT_TRANSLATE_NOOP("Param", "Last-stage extra (head + loss)")));
    v.push_back(number("pipeline.activation_message_bytes", &S::pipeline,
                       &PipelineConfig::activation_message_bytes, {0, 1e12}, "B",
                       QT_TRANSLATE_NOOP("Param", "Activation message")));
    v.push_back(number("pipeline.gradient_message_bytes", &S::pipeline,
                       &PipelineConfig::gradient_message_bytes, {0, 1e12}, "B",
                       QT_TRANSLATE_NOOP("Param", "Gradient message")));
    // input
    v.push_back(number("input.workers", &S::input, &InputConfig::workers, {0, 1e6}, "",
                       QT_TRANSLATE_NOOP("Param", "Input workers")));
    v.push_back(number("input.worker_seq_per_s", &S::input, &InputConfig::worker_seq_per_s,
                       kPositive, "seq/s", QT_TRANSLATE_NOOP("Param", "Sequences per worker")));
    v.push_back(number("input.token_id_bytes", &S::input, &InputConfig::token_id_bytes, {1, 16},
                       "B", QT_TRANSLATE_NOOP("Param", "Token id bytes")));
    v.push_back(number("input.trained_batches", &S::input, &InputConfig::trained_batches, {0, 1e12},
                       "batches", QT_TRANSLATE_NOOP("Param", "Batches trained at checkpoint")));
    v.push_back(number("input.prefetch_batches", &S::input, &InputConfig::prefetch_batches,
                       {0, 1e6}, "batches", QT_TRANSLATE_NOOP("Param", "Loader prefetch depth")));
    v.push_back(number("input.packer_remainder_tokens", &S::input,
                       &InputConfig::packer_remainder_tokens, {0, 16777216}, "tokens",
                       QT_TRANSLATE_NOOP("Param", "Packer remainder tokens")));
    applySliderRanges(v);
    applyHelp(v);
    return v;
}

std::string boundText(double v) {
    return fmt(v, 10);
}

// smallestAccepted() is a power of ten: "0.001", "1e-12", "10".
std::string tinyText(double v) {
    const int e = static_cast<int>(std::lround(std::log10(v)));
    if (e >= 0) {
        return fmt(v, 10);
    }
    return e >= -4 ? "0." + std::string(static_cast<std::size_t>(-e - 1), '0') + "1"
                   : "1e" + std::to_string(e);
}

}  // namespace

// The keys of the sections that do not register their own, in registry order; the full
// registry (model/evaluate/param_registry.cpp) inserts the topics' keys among them.
std::vector<ParamSpec> coreParamSpecs() {
    return buildSpecs();
}

bool isJsonNumber(std::string_view text) {
    std::size_t i = 0;
    const auto digit = [&](std::size_t k) {
        return k < text.size() && text[k] >= '0' && text[k] <= '9';
    };
    const auto digits = [&] {
        const std::size_t start = i;
        while (digit(i)) {
            ++i;
        }
        return i > start;
    };
    if (i < text.size() && text[i] == '-') {
        ++i;
    }
    if (i < text.size() && text[i] == '0') {
        ++i;
    } else if (!digits()) {
        return false;
    }
    if (i < text.size() && text[i] == '.') {
        ++i;
        if (!digits()) {
            return false;
        }
    }
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        ++i;
        if (i < text.size() && (text[i] == '+' || text[i] == '-')) {
            ++i;
        }
        if (!digits()) {
            return false;
        }
    }
    return i == text.size();
}

std::string describeRange(const ParamSpec& spec) {
    switch (spec.type) {
        case ParamType::Boolean:
            return "true or false";
        case ParamType::Text:
            return "text of at most " + std::to_string(spec.max_length) + " characters";
        case ParamType::Choice: {
            std::string out = "one of ";
            for (std::size_t i = 0; i < spec.choices.size(); ++i) {
                out += (i ? ", " : "") + spec.choices[i];
            }
            return out;
        }
        case ParamType::Integer:
            return "a whole number in [" + boundText(spec.min) + ", " + boundText(spec.max) + "]";
        case ParamType::Real:
            break;
    }
    return std::string(spec.min_open ? "(" : "[") + boundText(spec.min) + ", " +
           boundText(spec.max) + "]";
}

double smallestAccepted(const ParamSpec& spec) {
    if (!(spec.min_open || spec.zero_is_off) || spec.min != 0 || !(spec.max > 0)) {
        return spec.min;
    }
    return std::pow(10.0, std::floor(std::log10(spec.max)) - 12);
}

std::optional<Issue> checkNumber(const ParamSpec& spec, double value) {
    if (!std::isfinite(value)) {
        return Issue{spec.path, "must be a finite number, allowed " + describeRange(spec)};
    }
    if (spec.type == ParamType::Boolean) {
        if (value != 0 && value != 1) {
            return Issue{spec.path, "must be true or false"};
        }
        return std::nullopt;
    }
    const bool below = spec.min_open ? value <= spec.min : value < spec.min;
    if (below || value > spec.max) {
        return Issue{spec.path,
                     fmt(value, 10) + " is out of range, allowed " + describeRange(spec)};
    }
    if ((spec.min_open || (spec.zero_is_off && value > 0)) && value < smallestAccepted(spec)) {
        return Issue{spec.path, fmt(value, 10) + " is too small to compute with, allowed " +
                                    describeRange(spec) +
                                    (spec.zero_is_off ? ": 0 or " : " from ") +
                                    tinyText(smallestAccepted(spec)) + " up"};
    }
    if (spec.type == ParamType::Integer && value != std::floor(value)) {
        return Issue{spec.path,
                     fmt(value, 10) + " is not a whole number, allowed " + describeRange(spec)};
    }
    return std::nullopt;
}

std::optional<Issue> setFromText(Scenario& scenario, const ParamSpec& spec, const std::string& text,
                                 TextNotation notation) {
    if (spec.type == ParamType::Text) {
        // Saved presets are JSON, which holds only UTF-8; the limit counts characters, as the
        // message says, so 70 Chinese characters (210 bytes) fit a 200-character name.
        if (!isValidUtf8(text)) {
            return Issue{spec.path, "is not valid UTF-8 text, allowed " + describeRange(spec)};
        }
        if (utf8Length(text) > spec.max_length) {
            return Issue{spec.path, "is " + std::to_string(utf8Length(text)) +
                                        " characters long, allowed " + describeRange(spec)};
        }
        spec.set_text(scenario, text);
        return std::nullopt;
    }
    if (spec.type == ParamType::Choice) {
        if (!spec.set_text(scenario, text)) {
            return Issue{spec.path,
                         quotedValue(text) + " is not allowed, allowed " + describeRange(spec)};
        }
        return std::nullopt;
    }
    double value = 0;
    if (spec.type == ParamType::Boolean) {
        // As in a preset: the words true and false, not 1 or 0.
        if (text != "true" && text != "false") {
            return Issue{spec.path, quotedValue(text) + " is not allowed, allowed true or false"};
        }
        value = text == "true" ? 1 : 0;
    } else {
        if (notation == TextNotation::Typed) {
            // Typed in the app: "8B", "30%", "25 GB/s", "16 min" are converted into the key's
            // unit. A context length in k is binary by convention ("8k" = 8192 tokens).
            QuantityOptions options;
            options.binary_k = spec.path == "training.seq_len";
            const QuantityParse parsed = parseQuantity(text, spec.unit, options);
            if (!parsed.ok) {
                return Issue{spec.path, quotedValue(text) + " " + parsed.error + ", allowed " +
                                            describeRange(spec)};
            }
            value = parsed.value;
        } else {
            if (auto issue = parsePresetNumber(spec, text, &value)) {
                return issue;
            }
        }
    }
    if (auto issue = checkNumber(spec, value)) {
        return issue;
    }
    spec.set_number(scenario, value);
    return std::nullopt;
}

std::optional<Issue> parsePresetNumber(const ParamSpec& spec, const std::string& text,
                                       double* value) {
    if (!isJsonNumber(text)) {
        return Issue{spec.path, quotedValue(text) +
                                    " is not a number in preset notation (like 48, 0.4 or 1e-3), "
                                    "allowed " +
                                    describeRange(spec)};
    }
    // The grammar is checked; strtod of it is exact and needs no locale (C numbers only: the
    // app keeps LC_NUMERIC at "C").
    *value = std::strtod(text.c_str(), nullptr);
    return checkNumber(spec, *value);
}

std::string valueAsText(const Scenario& scenario, const ParamSpec& spec) {
    switch (spec.type) {
        case ParamType::Text:
        case ParamType::Choice:
            return spec.get_text(scenario);
        case ParamType::Boolean:
            return spec.get_number(scenario) != 0 ? "true" : "false";
        case ParamType::Integer:
        case ParamType::Real:
            break;
    }
    return fmt(spec.get_number(scenario), 15);
}

}  // namespace stepbudget
