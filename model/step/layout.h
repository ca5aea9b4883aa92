// The plan's layout and per-stage times (one-plan.md): data parallelism, micro-batches per
// pipeline, layers per stage (uneven splits kept uneven), and per micro-batch the forward and
// backward time of every stage from the plan's own FLOPs, with recompute's re-run forward work,
// the tensor-parallel collectives of each layer and the message between neighbouring stages.
// The configured schedule is then simulated with these durations (planPipeline), and its
// makespan is the compute-and-bubble part of the step.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/base/derivation.h"
#include "model/base/scenario.h"
#include "model/pipeline/pipeline.h"
#include "model/step/compute.h"

namespace stepbudget {

struct LayoutResults {
    double dp = 1;                           // d = cards / (t p)
    double microbatches_exact = 0;           // B / (d b); not whole: a warning
    std::int64_t microbatches = 0;           // m = ceil(B / (d b)), per pipeline per step
    std::vector<std::int64_t> stage_layers;  // L / p, the first L mod p stages one more
    // One micro-batch through the whole model (forward + backward), FLOPs: the plan's per-step
    // FLOPs / (d m_exact), so that m_exact micro-batches on every pipeline add up to the step.
    double microbatch_flops = 0;
    double head_fraction = 0;     // share of those FLOPs in the LM head (6 V h s), last stage
    double card_flops_per_s = 0;  // peak x MFU
    // Per stage, per micro-batch, seconds. Forward and backward include the stage's exposed
    // tensor-parallel collectives; backward includes recompute's re-run forward.
    std::vector<double> stage_forward_s;
    std::vector<double> stage_backward_s;
    std::vector<double> stage_recompute_s;
    std::vector<double> stage_tp_comm_s;
    std::vector<double> stage_recompute_tp_s;   // the part of recompute that is TP comm (in both)
    std::vector<double> stage_recompute_flops;  // re-run forward FLOPs (all t shards)
    std::vector<double> stage_flops;            // F_s: forward + backward FLOPs (all t shards)
    std::vector<double> stage_tp_pass_s;        // TP collectives of one pass over the stage
    std::size_t paced_stage = 0;                // the heaviest stage: it sets the pipeline's pace
    // cluster.efficiency_source = predicted: the stage times above come from the per-operation
    // model (model/efficiency/layer_time.h) instead of FLOPs / (t peak MFU).
    bool predicted = false;
    std::vector<double> stage_dw_fraction;  // predicted: dW share of each stage's backward
    double optimizer_s = 0;                 // predicted: the optimizer step on one card
    double layer_forward_s = 0;             // predicted: one layer's F, per micro-batch
    double layer_backward_s = 0;            // predicted: one layer's recompute + dX + dW
    double compute_scale = 1;  // predicted / typed MFU with cluster.mfu_override, else 1
    // Predicted, for the derivations: one layer's exposed TP communication (forward,
    // recompute, dX, dW), the TP link as the time model uses it (bus bandwidth, start-up), the
    // parameters the card's optimizer updates and the HBM rate it streams them at.
    double layer_tp_comm_s = 0;
    double tp_bus_gb_per_s = 0;
    double tp_latency_s = 0;
    double optimizer_params = 0;
    double optimizer_bytes_per_param = 0;
    double hbm_gb_per_s = 0;
    double step_overhead_s = 0;  // the card's fitted per-step fixed cost (predicted)
    // Tensor parallelism: per layer per micro-batch, ring volume per card (bytes) and its link.
    double tp_layer_bytes = 0;
    bool tp_in_host = true;
    double tp_link_gb_per_s = 0;
    // Pipeline message between neighbouring stages: s b h / cp values (/ t with sequence
    // parallel).
    double message_bytes = 0;
    bool pp_in_host = true;
    double pp_link_gb_per_s = 0;
    double message_s = 0;
    // Context parallelism (parallel.cp > 1; docs/layouts.md): per layer per micro-batch each
    // card all-gathers the K and V of the other cp - 1 chunks in the forward, and again plus a
    // reduce-scatter of their gradients in the backward (Llama 3 §3.3.2's all-gather CP; a ring
    // moves the same bytes), on the scale-up link when t cp fits a host, else the NIC. With
    // parallel.cp_overlap each pass's exchange hides under that pass's attention core.
    double kv_collective_bytes = 0;  // one collective per card: (cp-1)/cp 2 s b kv_w / t_kv v
    bool kv_in_host = true;
    double kv_link_gb_per_s = 0;
    double kv_collective_s = 0;         // its link time
    double kv_latency_s = 0;            // the link's start-up (predicted; 0 typed)
    double kv_attention_forward_s = 0;  // one layer's forward attention core on one card
    double kv_layer_total_s = 0;        // per layer per micro-batch, every pass (F, B, recompute)
    double kv_layer_exposed_s = 0;      // of which exposed
    // Expert parallelism (parallel.ep > 1): per MoE layer per micro-batch, a dispatch and a
    // combine all-to-all in the forward, their mirrors in the backward (and again in a full
    // recompute). Each card sends its s b / (cp t) tokens k times, h values each, the share
    // (ep - 1)/ep of them to other ranks; of those, the share on other hosts crosses the NIC.
    double a2a_bytes = 0;           // one all-to-all per card, bytes sent to other ranks
    double a2a_off_host_share = 0;  // share of a2a_bytes that leaves the host
    // parallel.ep_host_dispatch: once per destination host (parallel_terms.h), with the hosts
    // the group spans, its ranks per host, the hosts routing allows and the remote hosts a token
    // reaches on average.
    double a2a_hosts = 1;
    double a2a_ranks_per_host = 1;
    double a2a_allowed_hosts = 1;
    double a2a_remote_hosts_per_token = 0;
    double a2a_s = 0;             // one all-to-all: max(in-host / scale-up, off-host / NIC)
    double a2a_nic_gb_per_s = 0;  // the links it used (bus bandwidth when predicted)
    double a2a_scale_up_gb_per_s = 0;
    double a2a_nic_latency_s = 0;
    double a2a_scale_up_latency_s = 0;
    double a2a_layer_total_s = 0;  // per MoE layer per micro-batch, every pass
    double a2a_layer_exposed_s = 0;
    // The slowest EP rank's expert rows over the mean rank's (model/moe expertRankLoad) and the
    // time every rank waits for it per MoE layer per micro-batch: (factor - 1) x the routed
    // experts' compute on a card.
    double expert_imbalance = 1;
    double expert_slowest_rows = 0;  // its rows and the mean rank's, per micro-batch
    double expert_mean_rows = 0;
    double expert_efficiency = 1;  // the routed experts' share of the dense rate (predicted)
    // What the exchanges hide under, one layer on one card: the attention core backward, the
    // whole layer's compute forward and backward, and the forward passes (2 with full
    // recompute).
    double kv_attention_backward_s = 0;
    double layer_compute_forward_s = 0;
    double layer_compute_backward_s = 0;
    double layer_passes_forward = 1;
    double expert_layer_s = 0;       // routed experts' compute per MoE layer per micro-batch
    double expert_wait_layer_s = 0;  // (factor - 1) expert_layer_s
    // Per stage per micro-batch, included in stage_forward_s / stage_backward_s: the exposed KV
    // exchange, the exposed all-to-all and the wait for the slowest expert rank.
    std::vector<double> stage_cp_comm_s;
    std::vector<double> stage_a2a_s;
    std::vector<double> stage_expert_wait_s;
    std::vector<std::int64_t> stage_moe_layers;  // MoE layers on each stage
};

// Per step, from the simulated (or, for p = 1, sequential) schedule of the plan.
struct PlanStep {
    double pipeline_s = 0;       // makespan: compute + recompute + TP comm + bubble + messages
    double busy_s = 0;           // m (t_F + t_B) of the paced stage
    double bubble_s = 0;         // pipeline_s - busy_s
    double recompute_s = 0;      // m x recompute per micro-batch on the paced stage
    double tp_comm_s = 0;        // m x TP collectives per micro-batch on the paced stage
    double pp_comm_s = 0;        // messages one stage sends per step: 2 m x message time
    double cp_comm_s = 0;        // m x exposed KV exchange per micro-batch on the paced stage
    double a2a_s = 0;            // m x exposed expert all-to-all, paced stage
    double expert_wait_s = 0;    // m x wait for the slowest expert rank, paced stage
    double recompute_flops = 0;  // per step, whole cluster
    Schedule schedule = Schedule::OneFOneB;  // the schedule simulated
    bool simulated = false;                  // false: p = 1, or closed form (see reason)
    std::string reason;                      // why the configured schedule was not simulated
    // p > 1 with the configured schedule simulated: the heaviest stage's simulated peak of
    // saved activations and message buffers (bytes) and that stage (0-based), the activation
    // term evaluate() puts into the memory (one-plan.md); 0 / false otherwise.
    bool peak_simulated = false;
    double peak_activation_bytes = 0;
    std::int64_t peak_stage = 0;
};

// `storage`: an empty LayoutResults whose vectors' capacity is reused (computeLayoutInto).
LayoutResults computeLayout(const Scenario& scenario, const ComputeResults& compute,
                            Derivations* out = nullptr, LayoutResults storage = {});
// The share of the per-card compute per step (compute.compute_s) that hides the paced stage's
// KV exchange and expert all-to-all: m (L_s (kv link - kv exposed) + L_moe (a2a link - a2a
// exposed)) / t_c, in [0, 1]; what computeComm's DP window leaves out. 0 with cp = ep = 1.
double layoutBusyShare(const LayoutResults& layout, const ComputeResults& compute);
// computeLayout(scenario, compute) into `into`, reusing its vectors' storage: for loops that
// compute many layouts one after another (the what-if sweeps), no allocation per layout.
void computeLayoutInto(const Scenario& scenario, const ComputeResults& compute,
                       LayoutResults& into);

// The pipeline.* inputs of the plan: p stages of the paced stage's durations, m micro-batches,
// the plan's message time; chunks, weight-gradient fraction and schedule as typed.
PipelineConfig planPipelineConfig(const Scenario& scenario, const LayoutResults& layout);
// With typed activations (activations.source = budget) the plan's activation term is the typed
// parallel.extra_memory_gib, so the timeline carries it too: the architecture's bytes (saved
// per micro-batch, the head's extra, the message buffers) are scaled by one factor so that the
// configured schedule's heaviest stage peaks at the typed budget. Returns that factor (1 when
// the architecture is in force or the schedule cannot run); `config` is planPipelineConfig's.
double spreadTypedActivations(const Scenario& scenario, PipelineConfig& config);
// The same without the memory terms (no activation model): enough for the schedule rules, op
// counts and the closed-form bubbles, which the what-if sweeps and the GUI's choice of thread
// ask for often.
PipelineConfig planPipelineTimes(const Scenario& scenario, const LayoutResults& layout);

// Why the plan's pipeline cannot be simulated (empty: it can): an op longer than the
// simulator's exact-time range (1e9 ms, pipeline_time.h) or more ops than kMaxPipelineOps.
std::string planPipelineLimit(const Scenario& scenario, const LayoutResults& layout);

// The pipeline section when the plan's pipeline cannot be simulated: every schedule not
// runnable, with `reason`.
PipelineResults unsimulatedPipeline(Schedule configured, const std::string& reason);

// The pipeline part in closed form (worked-examples §3.1 bubble of the configured schedule):
// m (t_F + t_B) + bubble + 2 (p - 1) t_link of the paced stage; p = 1: the exact sequential
// step. The what-if sweeps (finish vs cards, tornado, cards for the deadline) scale it by
// simulated / closed form at the plan itself, so every curve passes through the simulated step
// without simulating each of its points.
double closedFormPipelineS(const Scenario& scenario, const ComputeResults& compute,
                           const LayoutResults& layout);

// The step's pipeline part. `configured`, when given, is the full simulation of the plan's
// configured schedule (the pipeline section's, pipeline.source = plan) and is reused.
PlanStep planStep(const Scenario& scenario, const ComputeResults& compute,
                  const LayoutResults& layout, const ScheduleResult* configured = nullptr);

// The what-if sweeps' step at a point away from the plan: p = 1 exact (planStep), p > 1 the
// closed form times `pipeline_ratio` (simulated / closed form at the plan itself).
PlanStep anchoredPlanStep(const Scenario& scenario, const ComputeResults& compute,
                          const LayoutResults& layout, double pipeline_ratio);

// The pipeline section for p = 1 (pipeline.source = plan): one card's step, the m micro-batches
// back to back (F then B each), the same for every schedule since nothing waits for a stage.
PipelineResults oneStagePipeline(const Scenario& scenario, const LayoutResults& layout,
                                 const PlanStep& step);

}  // namespace stepbudget
