// Published training runs and the iteration time the per-operation model predicts for each
// (stepbudget-cli validate-model, docs/validation.md). A run is the configuration its paper
// states; the prediction composes the layer model with the repository's pipeline simulator:
//   iteration = makespan of the configured schedule, each stage running (layers per stage) x
//               (layer F, recompute + B) + the heaviest first/last-stage extra, the messages
//               between stages on the NIC, the optimizer step as the update
//             + the tied-embedding gradient all-reduce between the first and last stage
//             + the data-parallel gradient all-reduce (not overlapped).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "model/base/scenario.h"
#include "model/efficiency/layer_time.h"
#include "model/shape/catalog.h"

namespace stepbudget {

// How a source counted the FLOPs behind the TFLOP/s it published (data key
// `published_flops_convention`). The same throughput means different seconds: Narayanan et al.
// 2021 count the recompute forward too, so their 163 TFLOP/s is ~4/3 more work per second than
// a PaLM-style MFU figure would be.
enum class FlopsConvention {
    PaLM,              // "palm": 6 N_mat s + 12 L (a d) s^2 (Chowdhery et al. 2022, Appendix B)
    MegatronRecompute  // "megatron-recompute": 96 s l h^2 (1 + s/6h + V/16lh) (Narayanan 2021 eq.
                       // 3)
};
bool parseFlopsConvention(const std::string& text, FlopsConvention* out);
const char* toString(FlopsConvention c);

struct PublishedRun {
    std::string id;      // stable, e.g. "korthikanti2022-t5-175b-full"
    std::string label;   // as the table names the row
    std::string source;  // paper, table
    ModelShape shape;    // layers, hidden, heads, FFN, vocab, positions
    bool dropout = true;
    std::string gpu;  // catalog name
    std::int64_t cards = 0;
    std::int64_t cards_per_host = 8;
    double nic_gb_per_s = 25;  // per card
    std::int64_t tp = 1;
    std::int64_t pp = 1;
    // Context and expert parallelism (docs/layouts.md): cp splits each sequence, ep the routed
    // experts (shape.experts > 0), etp each expert's matrices (0 = tp). The KV exchange is
    // overlapped with attention (Megatron-Core's ring CP) unless cp_overlap is false; the
    // all-to-all exposed unless ep_overlap.
    std::int64_t cp = 1;
    std::int64_t ep = 1;
    std::int64_t etp = 0;
    bool cp_overlap = true;
    bool ep_overlap = false;
    // A row that validates context or expert parallelism ("cp", "ep"; empty: the base model). It
    // is kept out of the matmul fraction's fit and its targets and reported on its own; `fit`
    // marks the rows the mechanism's constant was fitted to (the others are held out).
    std::string mechanism;
    bool fit = false;
    std::int64_t global_batch = 1;
    std::int64_t micro_batch = 1;
    std::int64_t seq_len = 2048;
    Recompute recompute = Recompute::None;
    bool sequence_parallel = false;
    bool flash_attention = false;
    // Which flash-attention kernel (attention_rates.h): MPT's attn_impl triton, Transformer
    // Engine's cuDNN fused attention, FlashAttention-2 (the default) or -3.
    AttentionKernel attention_kernel = AttentionKernel::Flash2;
    // The loss kernel (data key `loss_kernel`, memory.loss_kernel): fp32 cross entropy (the
    // default: Megatron, NeMo, torchtitan) or a fused kernel on the 16-bit logits (LLM Foundry's
    // default fused_crossentropy, the MPT rows).
    LossKernel loss_kernel = LossKernel::Fp32;
    Schedule schedule = Schedule::OneFOneB;
    std::int64_t chunks = 1;  // interleaved virtual stages per GPU
    // TP collectives overlapped with the pass's GEMMs (Transformer Engine userbuffers,
    // NeMo `ub_tp_comm_overlap`): only what exceeds the matmuls is exposed (layer_time.h).
    bool tp_overlap = false;
    // Data-parallel gradient reduce and parameter gather overlapped with the backward and the
    // next forward (Megatron distributed optimizer `overlap_grad_sync` / `overlap_param_sync`):
    // the model then counts none of it as exposed (an approximation, docs/efficiency.md).
    bool dp_overlap = false;
    // Bytes per gradient element in the data-parallel all-reduce: 4 when the framework reduces
    // FP32 main gradients (Megatron with BF16 forces --accumulate-allreduce-grads-in-fp32), 2
    // when it reduces the FP16 gradients themselves (Megatron's default for --fp16: the local
    // DDP buffer takes the parameters' dtype unless that flag is given).
    double dp_grad_bytes = 4;
    // precision.compute of the run (data key `compute`: "bf16" default, "fp8" for Transformer
    // Engine FP8 runs). FP8 rows do not vote in the BF16 matmul_fraction fit; they fit the card's
    // fp8_matmul_efficiency, and only those marked `fp8_fit` do (the others are held out).
    ComputePrecision compute = ComputePrecision::BF16;
    bool fp8_fit = false;
    // Fully sharded data parallelism (PyTorch FSDP FULL_SHARD, ZeRO-3): every micro-batch
    // all-gathers the 16-bit parameters for its forward and again for its backward and
    // reduce-scatters the gradients (dp_grad_bytes); the optimizer holds 1/dp of the state.
    bool fsdp = false;
    double measured_iteration_s = 0;
    // What the source published when it gives throughput, not time (TFLOP/s per GPU); the
    // loader turns it into measured_iteration_s with publishedFlopsPerSequence(), counting the
    // FLOPs the way the source counted them (flops_convention).
    double published_tflops_per_gpu = 0;
    // Or tokens per second over all GPUs (MosaicML's tables): global batch x sequence / it.
    double published_tokens_per_s = 0;
    FlopsConvention flops_convention = FlopsConvention::PaLM;
};

// Model FLOPs of one sequence in the convention papers quote MFU in (PaLM, Chowdhery et al.
// 2022, Appendix B): 6 N s + 12 L (a d) s^2, N = the parameters in matmuls (every layer's
// projections and FFN, plus the LM head; the input embedding is a lookup), attention over all
// s^2 pairs. Used only to turn a published TFLOP/s per GPU into an iteration time.
double paperModelFlopsPerSequence(const PublishedRun& run);
// Narayanan et al. 2021 (SC'21, arXiv 2104.04473), eq. 3 and Appendix, per sequence: each layer
// 4 x (24 s h^2 + 4 s^2 h) (forward, backward twice, and the forward again for full activation
// recomputation) plus the logit GEMM 6 s h V: 96 s l h^2 (1 + s/6h + V/16lh). It assumes a
// 4h non-gated FFN and a = h / d query heads = KV heads (the loader checks the row is one).
double megatronRecomputeFlopsPerSequence(const PublishedRun& run);
// The per-sequence FLOPs in the run's own flops_convention.
double publishedFlopsPerSequence(const PublishedRun& run);

struct RunPrediction {
    LayerTimes layer;
    StageExtras extras;
    std::int64_t data_parallel = 1;
    std::int64_t microbatches = 0;      // per pipeline per iteration
    std::int64_t layers_per_stage = 0;  // heaviest stage
    double stage_forward_s = 0;         // heaviest stage, one micro-batch
    double stage_backward_s = 0;        // recompute + dX + dW
    double message_s = 0;               // one activation or gradient between stages
    double optimizer_s = 0;
    double pipeline_s = 0;  // makespan including the optimizer step
    double embedding_sync_s = 0;
    double data_parallel_s = 0;        // exposed (0 when the run overlaps it)
    double kv_exchange_s = 0;          // context parallelism: exposed per stage F + B, one mb
    double all_to_all_s = 0;           // expert parallelism: exposed per stage F + B, one mb
    double expert_wait_s = 0;          // the slowest expert rank, per stage F + B, one mb
    double data_parallel_total_s = 0;  // the all-reduce itself, hidden or not
    double step_overhead_s = 0;        // the card's fitted per-step fixed cost
    double iteration_s = 0;
    double error = 0;  // predicted / measured - 1
    std::string method;
    std::string problem;  // non-empty when the run could not be predicted
};

// The scenario the run describes (shape, card via applyGpu, layout, recompute, flags).
Scenario scenarioOf(const PublishedRun& run);
// The fitted constants of a GPU type; a value < 0 means the shipped one
// (efficiency_constants.h). validate-model --fit and the cross-validation pass their own;
// `fp8_efficiency` is fp8_matmul_efficiency, `expert_efficiency` the routed experts' efficiency
// (fitFp8Efficiency, fitExpertEfficiency).
struct FittedConstants {
    double matmul_fraction = -1;
    double step_overhead_s = -1;
    double fp8_efficiency = -1;
    double expert_efficiency = -1;
    double triton_backward_share = -1;  // kTritonBackwardShare (attention_rates.h)
    double gemm_k_overhead = -1;        // kGemmTileOverheadK (op_time.h)
};
RunPrediction predictRun(const PublishedRun& run, FittedConstants fitted = {});

// Error statistics over the rows of one GPU type (the constants are one set per type, so the
// targets hold per type too).
struct GpuErrors {
    std::string gpu;
    double mean_abs_error = 0;
    double max_abs_error = 0;
    int predicted = 0;
};

struct ValidationSummary {
    std::vector<RunPrediction> rows;  // in the order of the runs
    double mean_abs_error = 0;
    double max_abs_error = 0;
    int predicted = 0;               // rows without a problem
    std::vector<GpuErrors> per_gpu;  // BF16 rows, in the order each GPU first appears
    // FP8 rows per GPU type: the ones the FP8 efficiency was fitted to, and the held-out ones
    // (targets on held-out rows: mean <= 8 %, worst <= 15 %).
    std::vector<GpuErrors> fp8_fitted;
    std::vector<GpuErrors> fp8_held_out;
    // The context / expert parallelism rows not used for fitting (held out), on their own
    // (docs/layouts.md targets: mean <= 8 %, worst <= 15 %); the statistics above leave them out.
    double held_out_mean_abs_error = 0;
    double held_out_max_abs_error = 0;
    int held_out = 0;
};

ValidationSummary validateRuns(const std::vector<PublishedRun>& runs, FittedConstants fitted = {});

// The base rows: precision.compute = bf16 and no context / expert parallelism mechanism (what
// matmul_fraction and the step overhead are fitted to, and what the leave-one-source-out
// cross-validation predicts; the FP8 and CP/EP rows are held out from their own fits instead).
std::vector<PublishedRun> bf16Runs(const std::vector<PublishedRun>& runs);
// The minimum of a unimodal cost on [lo, hi] by golden-section search, rounded to 1e-3 (the
// constants' printed precision).
double goldenSectionMinimum(const std::function<double(double)>& cost, double lo, double hi);

// The GPU types of `runs` in the order they first appear, and the runs on one of them.
std::vector<std::string> gpusOf(const std::vector<PublishedRun>& runs);
std::vector<PublishedRun> runsOn(const std::vector<PublishedRun>& runs, const std::string& gpu);

// The mean over the sources (PublishedRun::source) of each source's mean absolute error: what
// the fit minimises, so that one long table does not outvote a paper of two rows.
double sourceBalancedError(const std::vector<PublishedRun>& runs, const ValidationSummary& s);

// The matmul fraction in [lo, hi] that minimises the source-balanced mean absolute error over
// the runs on `gpu` (golden-section search on a unimodal curve, then the grid point it lands on
// to 1e-3).
// `triton_backward_share`: the Triton kernel's backward share the rows are predicted with (< 0:
// the shipped one).
double fitMatmulFraction(const std::vector<PublishedRun>& runs, const std::string& gpu,
                         double step_overhead_s = -1, double lo = 0.5, double hi = 1.0,
                         double triton_backward_share = -1, double gemm_k_overhead = -1);
// The Triton kernel's backward share (attention_rates.h) in [lo, hi] that minimises the
// source-balanced mean absolute error over the base rows that run the kernel, each row with its
// card's matmul fraction from `fraction_of` (< 0: the shipped one); the card's step overhead
// stays the shipped one. kTritonBackwardShareUnfitted when no row runs it.
double fitTritonBackwardShare(const std::vector<PublishedRun>& runs,
                              const std::function<double(const std::string& gpu)>& fraction_of,
                              double lo = 0.2, double hi = 1.0, double gemm_k_overhead = -1);
// The base constants fitted together: each card's matmul_fraction (step overhead 0, as shipped)
// and the one Triton backward share, alternately (the share moves only the Triton rows, each
// fraction only its card's rows), from the default fractions until a round moves no value by
// more than the printed 1e-3.
struct BaseFit {
    std::vector<std::string> gpus;     // the cards with base rows, in order of first appearance
    std::vector<double> fractions;     // matmul_fraction per card
    double triton_backward_share = 0;  // kTritonBackwardShareUnfitted when no row runs Triton
    double fractionOf(const std::string& gpu) const;  // -1 for a card not in `gpus`
};
// `gemm_k_overhead`: the GEMM tile overhead (op_time.h) the rows are predicted with (< 0: the
// shipped kGemmTileOverheadK); it is not fitted (validate-model --gemm-tile-overhead scans it).
// `only`: the cards whose fractions are wanted; a card that runs no Triton row and is not among
// them is left unfitted (its fraction the default; a card with Triton rows is always fitted, as
// the share depends on it). nullptr: every card.
BaseFit fitBaseConstants(const std::vector<PublishedRun>& runs, double gemm_k_overhead = -1,
                         const std::vector<std::string>* only = nullptr);
// The fp8_matmul_efficiency in [lo, hi] that minimises the mean absolute error over the FP8
// rows on `gpu` marked fp8_fit (the BF16 constants as shipped), to 1e-3.
double fitFp8Efficiency(const std::vector<PublishedRun>& runs, const std::string& gpu,
                        double lo = 0.3, double hi = 1.0);
// The routed experts' efficiency in [lo, 1] that minimises the mean absolute error over the
// expert-parallel rows on `gpu` marked `fit` (the same search).
double fitExpertEfficiency(const std::vector<PublishedRun>& runs, const std::string& gpu,
                           double lo = 0.5, double hi = 1.0);

// Rows that decide the per-step overhead: models of at most kSmallModelParams parameters, where
// a fixed cost is not lost under the compute.
inline constexpr double kSmallModelParams = 2e9;
bool isSmallModelRun(const PublishedRun& run);
// The step overhead in [0, 0.5] s that minimises the source-balanced error over the small-model
// rows on `gpu` at the given matmul fraction (0 when the card has none).
double fitStepOverhead(const std::vector<PublishedRun>& runs, const std::string& gpu,
                       double matmul_fraction, double triton_backward_share = -1,
                       double gemm_k_overhead = -1);
// Both constants of one GPU type: the fraction with no overhead, the overhead at that fraction,
// the fraction again with that overhead (the overhead moves the small rows only, so one round
// settles; rounded to 1e-3 and 1 ms).
FittedConstants fitConstants(const std::vector<PublishedRun>& runs, const std::string& gpu,
                             double triton_backward_share = -1, double gemm_k_overhead = -1);

// Leave-one-source-out cross-validation: for every source, the matmul fraction of each GPU type
// and the Triton backward share are fitted on the other sources' rows only (fitBaseConstants)
// and the held-out source's rows are predicted with them. A card with no row outside the held-out
// source takes the documented default (nothing fitted to it is left), so a source can never be
// predicted by a constant fitted to itself.
struct HeldOutSource {
    std::string source;
    std::vector<std::size_t> rows;           // indices into the runs
    std::vector<std::string> gpus;           // the cards of its rows, in order of first appearance
    std::vector<FittedConstants> constants;  // what each card's rows were predicted with
    std::vector<bool> fitted;                // false: no other source on that card (default used)
    // The Triton kernel's backward share fitted without this source (unfitted value when no
    // other source runs the kernel).
    double triton_backward_share = 0;
    double mean_abs_error = 0;  // held out
    double max_abs_error = 0;
    double in_sample_mean_abs_error = 0;  // the same rows with the shipped constants
};

struct CrossValidation {
    std::vector<HeldOutSource> sources;  // in order of first appearance
    std::vector<RunPrediction> rows;     // held-out prediction of every run, in run order
    double mean_abs_error = 0;           // over every predicted row
    double max_abs_error = 0;
    int predicted = 0;
    // Rows at sequence >= kLongContextTokens.
    double long_mean_abs_error = 0;
    double long_max_abs_error = 0;
    int long_predicted = 0;
};
inline constexpr std::int64_t kLongContextTokens = 32768;

std::vector<std::string> sourcesOf(const std::vector<PublishedRun>& runs);
// `fit_step_overhead`: refit the per-step overhead too (fitConstants) instead of keeping the
// shipped one; the shipped constants keep 0 because this variant predicts held-out sources
// worse (docs/efficiency.md, "Fixed costs").
// `shares_from`: a cross-validation of the same runs whose per-source Triton shares are reused
// instead of refitted (the step-overhead variant of the report).
// `gemm_k_overhead`: the GEMM tile overhead every fold predicts with (< 0: the shipped one).
CrossValidation crossValidate(const std::vector<PublishedRun>& runs,
                              const ValidationSummary& in_sample, bool fit_step_overhead = false,
                              const CrossValidation* shares_from = nullptr,
                              double gemm_k_overhead = -1);

// A signed error as the validation report prints it: "+7.8 %", "-23.7 %".
std::string signedPercentText(double fraction);

// docs/validation.md: the table, the error statistics, the constants and what they were
// fitted to, and how each row was computed.
std::string validationMarkdown(const std::vector<PublishedRun>& runs,
                               const ValidationSummary& summary, const CrossValidation& held_out,
                               const CrossValidation& with_step_overhead,
                               const std::string& data_path);

}  // namespace stepbudget
