// Scenario: every input of the cost model, one plain value type per preset section.
// Field names are the preset keys of ../shared/spec/contract.md (snake_case, unit in the name);
// defaults are the chapter's design case (Qwen3-8B, 100 B tokens, 48 x RTX 4090, ZeRO-3).
#pragma once

#include <cstdint>
#include <string>

#include "model/base/section.h"

namespace stepbudget {

enum class Recompute { None, Selective, Full };
// Tensor-parallel communication overlap (docs/efficiency.md, "Overlap"): none (Megatron-LM's
// default), bulk (the backward's collectives run beside the other backward GEMMs, Transformer
// Engine's bulk overlap) or pipelined (every collective split into chunks pipelined with the
// GEMM it feeds, TE userbuffers as NeMo enables them).
enum class TpOverlap { None, Bulk, Pipelined };
enum class Schedule { FillDrain, OneFOneB, Interleaved, ZbH1, ZbH2, DualPipe };
// How task FLOPs are counted: the exact per-sequence formula (worked-examples "FLOPs of one
// sequence") or the 6ND rule of thumb (§12.4), which needs no architecture.
enum class FlopsModel { Exact, SixND };
// Bytes per parameter of the resident state: the precision.* fields as given, or one of the
// published conventions (book 16 B, FP32 gradients 18 B, Megatron's distributed optimizer
// 6 + 12/d, which shards the 12 B of master weights and Adam state like ZeRO-1).
enum class StateConvention { Fields, Book16, Fp32Grads18, DistributedOptimizer };
// Where the peak's activation term comes from: the declared parallel.extra_memory_gib budget
// (the book's design case) or the estimate from the architecture (Korthikanti et al. 2022).
enum class ActivationSource { Budget, Architecture };
// Where the pipeline section's inputs come from: the plan (stages = parallel.pp, micro-batches
// and per-stage times from the layout, one-plan.md) or the typed pipeline.* example inputs (the
// book's 4-stage 10/20 ms case, worked-examples §3).
enum class PipelineSource { Plan, Example };
// The same switch for the other sections with a book example of their own (collectives.source,
// offload.source, moe.source): the plan's shape, layout and links, or the typed example inputs.
using SectionSource = PipelineSource;
// Where the compute efficiency comes from: cluster.mfu as typed (the book's numbers) or the
// per-operation time model (model/efficiency, docs/efficiency.md), with cluster.mfu as override.
enum class EfficiencySource { Typed, Predicted };
// How attention FLOPs are counted in model FLOPs (and so MFU): the causal s(s+1)/2 pairs (the
// book) or all s^2 pairs (Megatron-LM, Narayanan et al. 2021: 72 B s L h^2 (1 + s/(6h) + ...)).
enum class AttentionFlops { Causal, Full };
// Number format of the transformer layers' matmuls (precision.compute): BF16 (the book), or FP8
// as Transformer Engine runs it — the layers' linear GEMMs at the card's FP8 rate with their
// operands quantised per tensor, attention, the LM head and the memory-bound kernels in 16-bit
// (docs/efficiency.md "FP8 compute").
enum class ComputePrecision { BF16, FP8 };
// How the loss turns the logits into the cross entropy (memory.loss_kernel): PyTorch's eager
// cross_entropy on FP32 logits, the book's and Korthikanti's convention (log_softmax saves its
// FP32 output, the backward makes two FP32 gradients), or a fused kernel on the 16-bit logits
// (flash-attn's CrossEntropyLoss, LLM Foundry's default loss_fn: saves the 16-bit logits and one
// FP32 log-sum-exp per token, the backward writes one 16-bit gradient).
enum class LossKernel { Fp32, Fused };

struct ModelSpec {
    std::string name = "Qwen3-8B";
    std::int64_t params = 8190735360;  // total parameters N
    std::int64_t layers = 36;
    std::int64_t hidden = 4096;
    std::int64_t intermediate = 12288;
    std::int64_t vocab = 151936;
    std::int64_t heads = 32;
    std::int64_t kv_heads = 8;
    std::int64_t head_dim = 128;
    bool tied_embeddings = false;
    std::int64_t experts = 0;  // 0 = dense
    std::int64_t top_k = 0;
    // Shape details for activation memory, expert weights and the parameter count from shape.
    bool gated_mlp = true;                 // SwiGLU: gate, up, down (3 matrices); false: 2 (GeLU)
    std::int64_t expert_intermediate = 0;  // one expert's FFN size; 0 = model.intermediate
    std::int64_t shared_experts = 0;       // always-active experts per MoE layer
    std::int64_t dense_layers = 0;         // leading layers of a MoE model with a dense FFN
    // Multi-head latent attention (DeepSeek-V2 §2.1); kv_lora_rank = 0 is standard grouped-query
    // attention. With MLA, head_dim is the non-rotary query/key dimension (qk_nope_head_dim),
    // queries and keys are head_dim + qk_rope_head_dim wide per head, values v_head_dim.
    std::int64_t q_lora_rank = 0;  // 0: queries not compressed (DeepSeek-V2-Lite)
    std::int64_t kv_lora_rank = 0;
    std::int64_t qk_rope_head_dim = 0;
    std::int64_t v_head_dim = 0;
};

struct Precision {  // bytes per parameter of each resident state
    double weight_bytes = 2;
    double grad_bytes = 2;
    double master_bytes = 4;
    double optimizer_bytes = 8;                            // Adam m + v
    StateConvention convention = StateConvention::Fields;  // which bytes/param split is in force
    ComputePrecision compute = ComputePrecision::BF16;     // matmul format (FP8: + an FP8 copy)
};

struct Cluster {
    std::string gpu = "RTX 4090";
    std::int64_t cards = 48;
    std::int64_t cards_per_host = 8;
    double peak_tflops = 165.2;  // dense BF16 per card
    double mfu = 0.40;
    double usable_memory_gib = 22;
    double collective_gb_per_s = 32;  // per card, what the ZeRO collectives run on (PCIe 4.0 x16)
    double nic_gb_per_s = 25;         // per card (200 Gbit/s)
    // Per card, one direction, inside a host: what tensor-parallel collectives and pipeline
    // messages between stages on the same host run on (PCIe 4.0 x16 for the RTX 4090 host;
    // NVLink on A100 300, H100 450).
    double scale_up_gb_per_s = 32;
    double hbm_gb_per_s = 1008;
    double host_memory_gb_per_s = 307.2;  // 8 x DDR5-4800
    double host_link_gb_per_s = 32;
    EfficiencySource efficiency_source = EfficiencySource::Typed;
    // With efficiency_source = predicted: false, cluster.mfu is ignored and the plan runs at
    // the predicted compute efficiency; true, the typed cluster.mfu overrides it (the GUI sets
    // this when the user drags the MFU slider). No effect when typed.
    bool mfu_override = false;
    // Price of one card for one hour; 0 = unused. When set, plan search (model/search) ranks
    // layouts by cost = cards x finish hours x price instead of by cards.
    double dollars_per_card_hour = 0;
};

struct Training {
    double tokens = 1e11;
    std::int64_t seq_len = 8192;
    std::int64_t global_batch = 384;  // sequences per step
    std::int64_t micro_batch = 1;     // sequences per micro-batch
    double deadline_days = 30;
    double reserved_days = 5;  // start-up, evaluation, planned stops (T0)
    double input_wait_s = 0.5;
    FlopsModel flops_model = FlopsModel::Exact;
    AttentionFlops attention_flops = AttentionFlops::Causal;
};

struct Parallel {
    std::int64_t zero_stage = 3;
    std::int64_t tp = 1;
    std::int64_t pp = 1;
    // Context parallelism (Megatron-Core, Llama 3 §3.3.2): each sequence's tokens split over cp
    // cards, d = cards / (t p cp); K and V exchanged per layer (model/base/parallel_groups.h).
    std::int64_t cp = 1;
    // Expert parallelism: the routed experts of a MoE layer split over ep cards, each expert's
    // matrices over etp more (0 = the same as tp, Megatron-Core's default).
    std::int64_t ep = 1;
    std::int64_t etp = 0;
    // The KV exchange hides under the attention core of the same pass (ring attention issues
    // the next chunk's transfer while the current one computes); false: all of it exposed.
    bool cp_overlap = true;
    // The dispatch/combine all-to-all hides under the expert and attention compute of another
    // micro-batch (DeepSeek-V3's DualPipe); false: all of it exposed (Megatron's default).
    bool ep_overlap = false;
    // The dispatch sends each token once per destination host and that host forwards it to its
    // experts over the scale-up link (DeepEP's internode kernels; DeepSeek-V3 §3.2.2: IB to the
    // same in-node index, then NVLink); false: one copy per routed expert (Megatron's
    // all-to-all dispatcher). The NIC then carries a token's distinct remote hosts, not its k.
    bool ep_host_dispatch = false;
    double extra_memory_gib = 10;  // activations + buffers per card
    Recompute recompute = Recompute::None;
    // Megatron-Core's --recompute-modules, in force only with recompute = selective (as Megatron
    // reads them only under --recompute-granularity selective; model/memory/recompute_modules.h):
    // the attention core (Korthikanti et al. 2022's selective recompute, Megatron's default),
    // the two layer norms (their outputs), the dense MLP, the routed experts' activation function
    // and MLA's up-projections with rotary.
    bool recompute_core_attn = true;
    bool recompute_norms = false;
    bool recompute_mlp = false;
    bool recompute_moe_act = false;
    bool recompute_mla_up_proj = false;
    // With recompute = full: the layers of each pipeline stage that are recomputed (Megatron's
    // --recompute-method block --recompute-num-layers, times v when interleaved); the stage's
    // other layers keep every activation. 0: every layer (model/memory/recompute_layers.h).
    std::int64_t recompute_layers = 0;
    TpOverlap tp_overlap = TpOverlap::None;
    // Data-parallel gradient reduction overlapped with the backward (PyTorch DDP / FSDP,
    // Megatron's overlap_grad_reduce): only what does not fit under the compute is exposed.
    bool dp_overlap = true;
    // Pipeline messages sent asynchronously beside the compute (Megatron's batched p2p on its
    // own stream); off, a stage waits for its send before it computes on.
    bool pp_overlap = true;
};

struct PipelineConfig {
    PipelineSource source = PipelineSource::Plan;
    Schedule schedule = Schedule::OneFOneB;
    std::int64_t stages = 4;
    std::int64_t microbatches = 8;
    std::int64_t chunks = 2;
    static constexpr std::int64_t kMaxChunks = 8;  // pipeline.chunks' range is [2, kMaxChunks]
    double forward_ms = 10;
    double backward_ms = 20;
    double weight_grad_fraction = 0.5;  // share of backward that is dW (split schedules)
    double link_ms = 1;
    double update_ms = 1;
    std::int64_t layers_per_stage = 9;
    std::int64_t activation_bytes = 240915456;       // saved per micro-batch per stage
    std::int64_t last_stage_extra_bytes = 79888896;  // head + loss on the last stage
    std::int64_t activation_message_bytes = 1048576;
    std::int64_t gradient_message_bytes = 2097152;
};

// Data input and resumable loader state (worked-examples §8).
struct InputConfig {
    std::int64_t workers = 4;            // CPU preparation workers
    double worker_seq_per_s = 2;         // sequences one worker prepares per second
    std::int64_t token_id_bytes = 8;     // int64 token ids
    std::int64_t trained_batches = 100;  // batches fully trained when the checkpoint was taken
    std::int64_t prefetch_batches = 8;   // batches the loader had dispatched beyond those
    std::int64_t packer_remainder_tokens = 2000;  // tokens left in the packer at the checkpoint
};

// Memory beyond the tensors (model/memory/overheads.h, docs/memory.md). Off (the default, the
// book's convention): the peak is the resident state, the FP8 copy and the activation term. On
// (presets of real runs): the runtime context and library workspace, the loss's FP32 buffers, the
// largest op's temporaries and the caching allocator's fragmentation join the peak.
struct MemoryConfig {
    bool runtime_overheads = false;
    LossKernel loss_kernel = LossKernel::Fp32;
};

// Topic sections held behind Section<T> (model/base/section.h), defined in their topic header,
// so adding a key to one does not rebuild every file that includes this one.
struct ActivationConfig;
struct AttentionConfig;
struct CheckpointConfig;
struct CollectivesConfig;
struct InterruptionConfig;
struct MoeConfig;
struct OffloadConfig;
struct RlConfig;
struct ScalingConfig;
struct StragglerConfig;

struct Scenario {
    std::string schema = "stepbudget/1";
    std::string name = "Design case: Qwen3-8B on 48 x RTX 4090";
    std::string description;
    ModelSpec model;
    Precision precision;
    Cluster cluster;
    Training training;
    Parallel parallel;
    PipelineConfig pipeline;
    Section<CheckpointConfig> checkpoint;  // model/checkpoint/checkpoint.h
    Section<StragglerConfig> straggler;    // model/reliability/straggler.h
    Section<RlConfig> rl;                  // model/rl/rl.h
    Section<MoeConfig> moe;                // model/moe/moe.h
    InputConfig input;
    MemoryConfig memory;
    Section<InterruptionConfig> interruptions;  // model/reliability/interruption.h
    Section<ActivationConfig> activations;      // model/memory/activation.h
    Section<OffloadConfig> offload;             // model/memory/offload.h
    Section<CollectivesConfig> collectives;     // model/step/collectives.h
    Section<AttentionConfig> attention;         // model/moe/attention.h
    Section<ScalingConfig> scaling;             // model/step/scaling.h
};

inline constexpr const char* kSchema = "stepbudget/1";

const char* toString(Recompute r);
const char* toString(Schedule s);
const char* toString(FlopsModel f);
bool parseRecompute(const std::string& text, Recompute* out);
const char* toString(TpOverlap o);
bool parseTpOverlap(const std::string& text, TpOverlap* out);
bool parseSchedule(const std::string& text, Schedule* out);
bool parseFlopsModel(const std::string& text, FlopsModel* out);
const char* toString(StateConvention c);
const char* toString(ActivationSource a);
bool parseStateConvention(const std::string& text, StateConvention* out);
bool parseActivationSource(const std::string& text, ActivationSource* out);
const char* toString(PipelineSource p);
bool parsePipelineSource(const std::string& text, PipelineSource* out);
const char* toString(EfficiencySource e);
const char* toString(AttentionFlops a);
bool parseEfficiencySource(const std::string& text, EfficiencySource* out);
bool parseAttentionFlops(const std::string& text, AttentionFlops* out);
const char* toString(ComputePrecision c);
bool parseComputePrecision(const std::string& text, ComputePrecision* out);
const char* toString(LossKernel k);
bool parseLossKernel(const std::string& text, LossKernel* out);

}  // namespace stepbudget
