#include "model/efficiency/published_runs.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <iterator>
#include <optional>
#include <sstream>

#include "model/base/parallel_groups.h"
#include "model/base/units.h"
#include "model/efficiency/attention_rates.h"
#include "model/efficiency/efficiency_constants.h"
#include "model/efficiency/fp8_compute.h"
#include "model/efficiency/parallel_terms.h"
#include "model/memory/activation_cost.h"
#include "model/moe/moe.h"
#include "model/pipeline/pipeline.h"
#include "model/pipeline/pipeline_rules.h"
#include "model/shape/model_flops.h"

namespace stepbudget {

using namespace units;

Scenario scenarioOf(const PublishedRun& run) {
    Scenario sc;
    sc.name = run.label;
    ModelSpec& m = sc.model;
    m.name = run.shape.name;
    m.layers = run.shape.layers;
    m.hidden = run.shape.hidden;
    m.intermediate = run.shape.intermediate;
    m.vocab = run.shape.vocab;
    m.heads = run.shape.heads;
    m.kv_heads = run.shape.kv_heads;
    m.head_dim = run.shape.head_dim;
    m.tied_embeddings = run.shape.tied_embeddings;
    m.gated_mlp = run.shape.gated_mlp;
    m.experts = run.shape.experts;
    m.top_k = run.shape.top_k;
    m.expert_intermediate = run.shape.expert_intermediate;
    m.shared_experts = run.shape.shared_experts;
    m.dense_layers = run.shape.dense_layers;
    m.params = std::llround(parameterCountFromShape(run.shape));
    applyGpu(sc, run.gpu);
    sc.cluster.cards = run.cards;
    sc.cluster.cards_per_host = run.cards_per_host;
    sc.cluster.nic_gb_per_s = run.nic_gb_per_s;
    sc.training.seq_len = run.seq_len;
    sc.training.global_batch = run.global_batch;
    sc.training.micro_batch = run.micro_batch;
    sc.parallel.tp = run.tp;
    sc.parallel.pp = run.pp;
    sc.parallel.cp = run.cp;
    sc.parallel.ep = run.ep;
    sc.parallel.etp = run.etp;
    sc.parallel.cp_overlap = run.cp_overlap;
    sc.parallel.ep_overlap = run.ep_overlap;
    // Benchmark routing is taken as balanced (auxiliary load-balancing loss, synthetic data): no
    // hot experts, no dropping (docs/layouts.md).
    sc.moe->hot_load_ratio = 1.0;
    sc.moe->capacity_factor = 4.0;
    sc.parallel.zero_stage = 0;
    sc.parallel.recompute = run.recompute;
    ActivationSettings& activations = activationSettings(sc);
    activations.sequence_parallel = run.sequence_parallel;
    activations.flash_attention = run.flash_attention;
    activations.dropout_masks = run.dropout;
    sc.pipeline.schedule = run.schedule;
    sc.pipeline.chunks = run.chunks;
    sc.precision.compute = run.compute;
    sc.memory.loss_kernel = run.loss_kernel;
    return sc;
}

RunPrediction predictRun(const PublishedRun& run, FittedConstants fitted) {
    const double matmul_fraction = fitted.matmul_fraction;
    const double fp8_efficiency = fitted.fp8_efficiency;
    const double expert_efficiency = fitted.expert_efficiency;
    RunPrediction r;
    const Scenario sc = scenarioOf(run);
    LayerSetup setup = layerSetupOf(sc, layerShapeOf(run.shape, run.dropout));
    // The rows' TP overlap is NeMo's Transformer Engine userbuffers: pipelined.
    setup.tp_overlap = run.tp_overlap ? TpOverlap::Pipelined : TpOverlap::None;
    setAttentionKernel(setup, run.attention_kernel, fitted.triton_backward_share);
    if (fitted.step_overhead_s >= 0) {
        setup.step_overhead_s = fitted.step_overhead_s;
    }
    if (fitted.gemm_k_overhead >= 0) {
        setup.gemm_k_overhead = fitted.gemm_k_overhead;
    }
    if (matmul_fraction >= 0) {
        setup.matmul_flop_per_s *= matmul_fraction / efficiencyConstants(run.gpu).matmul_fraction;
    }
    if (setup.fp8) {
        // The FP8 rate follows the (possibly scanned) BF16 rate: matmul x R x eta.
        const Fp8Rates fp8 = fp8Rates(sc);
        setup.fp8_matmul_flop_per_s = setup.matmul_flop_per_s * fp8.peak_ratio *
                                      (fp8_efficiency >= 0 ? fp8_efficiency : fp8.efficiency);
    } else if (run.compute == ComputePrecision::FP8) {
        r.problem = "fp8 on a card without FP8 tensor cores";
        return r;
    }
    const std::int64_t model_parallel = run.tp * run.pp * std::max<std::int64_t>(1, run.cp);
    if (run.tp < 1 || run.pp < 1 || run.micro_batch < 1 || run.cards % model_parallel != 0) {
        r.problem = "cards must be a multiple of tp x pp x cp";
        return r;
    }
    r.data_parallel = run.cards / model_parallel;
    const std::int64_t per_pass = r.data_parallel * run.micro_batch;
    if (run.global_batch % per_pass != 0) {
        r.problem = "global batch must be a multiple of dp x micro-batch";
        return r;
    }
    r.microbatches = run.global_batch / per_pass;
    r.layer = predictLayerTimes(setup);
    r.extras = predictStageExtras(setup);
    // Uneven splits: the heaviest stage has ceil(L / p) layers and sets the pace.
    r.layers_per_stage = (run.shape.layers + run.pp - 1) / run.pp;
    const double layers = static_cast<double>(r.layers_per_stage);
    const double extra_f = run.pp == 1
                               ? r.extras.first_forward_s + r.extras.last_forward_s
                               : std::max(r.extras.first_forward_s, r.extras.last_forward_s);
    const double extra_b = run.pp == 1
                               ? r.extras.first_backward_s + r.extras.last_backward_s
                               : std::max(r.extras.first_backward_s, r.extras.last_backward_s);
    r.stage_forward_s = layers * r.layer.forward_s + extra_f;
    r.stage_backward_s = layers * r.layer.stageBackward_s() + extra_b;
    if (run.cp > 1 || run.shape.experts > 0) {
        // Context / expert parallelism: the KV exchange, the all-to-all and the slowest expert
        // rank per layer (parallel_terms.h), over the layer model's passes and links.
        LayerPassTimes times;
        times.attention_forward_s = r.layer.forward.attention_s;
        times.attention_backward_s =
            r.layer.backward_dx.attention_s + r.layer.backward_dw.attention_s;
        times.compute_forward_s = r.layer.forward.total() - r.layer.forward.tp_comm_s;
        times.compute_backward_s = r.layer.backward_dx.total() - r.layer.backward_dx.tp_comm_s +
                                   r.layer.backward_dw.total() - r.layer.backward_dw.tp_comm_s;
        times.expert_flop_per_s = setup.matmul_flop_per_s;
        times.expert_efficiency = expert_efficiency >= 0
                                      ? expert_efficiency
                                      : efficiencyConstants(run.gpu).expert_efficiency;
        const ParallelLayerTerms x = parallelLayerTerms(sc, times, {scaleUpLink(sc), nicLink(sc)});
        const double moe_layers = static_cast<double>(
            moeLayersIn(sc.model, sc.model.layers - r.layers_per_stage, r.layers_per_stage));
        r.kv_exchange_s = layers * x.kvExposed();
        r.all_to_all_s = moe_layers * x.a2aExposed();
        r.expert_wait_s = moe_layers * x.waitTotal();
        r.stage_forward_s +=
            layers * x.kv_forward_s + moe_layers * (x.a2a_forward_s + x.wait_forward_s);
        r.stage_backward_s +=
            layers * x.kv_backward_s + moe_layers * (x.a2a_backward_s + x.wait_backward_s);
    }

    // Parameters on the heaviest card: its layers plus the (tied) embedding, over t; a MoE run's
    // routed experts over ep x etp (the shared experts and router with the dense part).
    const ParamBreakdown params = parameterBreakdown(run.shape);
    const double per_layer = (params.attention + params.dense_ffn + params.norms + params.biases +
                              params.shared_experts + params.router) /
                             static_cast<double>(run.shape.layers);
    const double embedding = params.embedding + params.positions;
    const double card_params = (layers * per_layer + embedding) / static_cast<double>(run.tp);
    const double expert_card_params =
        run.shape.experts > 0
            ? layers * params.experts / static_cast<double>(run.shape.layers) /
                  static_cast<double>(std::max<std::int64_t>(1, run.ep) *
                                      std::max<std::int64_t>(1, expertTensorParallel(sc.parallel)))
            : 0.0;
    // FSDP keeps 1/dp of the optimizer state on each card, and steps only that.
    r.optimizer_s = optimizerStepSeconds(
        setup, (run.fsdp ? card_params / static_cast<double>(r.data_parallel) : card_params) +
                   expert_card_params);

    const LinkModel nic = nicLink(sc);
    const double t = static_cast<double>(run.tp);
    const double activation_bytes =
        static_cast<double>(run.micro_batch * run.seq_len * run.shape.hidden) *
        setup.element_bytes / static_cast<double>(std::max<std::int64_t>(1, run.cp));
    if (run.pp > 1) {
        // Megatron-LM sends 1/t of the activation per TP rank over the NIC and all-gathers it
        // inside the host (Narayanan et al. 2021, scatter/gather); sequence parallelism already
        // holds the 1/t shard.
        r.message_s = sendSeconds(activation_bytes / t, nic);
        if (!run.sequence_parallel) {
            r.message_s += allGatherSeconds(activation_bytes, t, setup.tp_link);
        }
        PipelineConfig pc;
        pc.schedule = run.schedule;
        pc.stages = run.pp;
        pc.microbatches = r.microbatches;
        pc.chunks = run.schedule == Schedule::Interleaved ? run.chunks : 1;
        pc.layers_per_stage = r.layers_per_stage;
        pc.forward_ms = r.stage_forward_s * 1e3;
        pc.backward_ms = r.stage_backward_s * 1e3;
        pc.weight_grad_fraction =
            r.stage_backward_s > 0 ? layers * r.layer.backward_dw_s / r.stage_backward_s : 0.5;
        pc.link_ms = r.message_s * 1e3;
        pc.update_ms = r.optimizer_s * 1e3;
        const Issues issues = scheduleIssues(pc, pc.schedule);
        if (!issues.empty()) {
            r.problem = issues.front().path + ": " + issues.front().message;
            return r;
        }
        const ScheduleResult s = simulateSchedule(pc, pc.schedule, PipelineDetail::Summary);
        if (!s.runnable) {
            r.problem = s.reason;
            return r;
        }
        r.pipeline_s = s.makespan_ms / 1e3;
        r.method = std::string("simulated ") + toString(run.schedule) +
                   (pc.chunks > 1 ? " (v = " + std::to_string(pc.chunks) + ")" : "");
        if (run.shape.tied_embeddings) {
            // The first and last stage sum their copies of the embedding gradient (FP32).
            r.embedding_sync_s = allReduceSeconds(4.0 * params.embedding / t, 2.0, nic);
        }
    } else {
        const double m = static_cast<double>(r.microbatches);
        r.pipeline_s = m * (r.stage_forward_s + r.stage_backward_s) + r.optimizer_s;
        r.method = "no pipeline: m (F + B) + optimizer";
    }
    if (r.data_parallel * std::max<std::int64_t>(1, run.cp) > 1) {
        // The replicas of one host talk over the scale-up link, across hosts over the NIC. The
        // dense gradients reduce over d cp (the cp ranks hold the same weights), the routed
        // experts' over cards / (p ep t_e) (parallel_groups.h).
        const LinkModel dp_link = run.cards <= run.cards_per_host ? scaleUpLink(sc) : nic;
        const ParallelGroups groups = parallelGroups(sc);
        const double dp = groups.zero_dp;
        const double expert_s = expert_card_params > 0
                                    ? allReduceSeconds(run.dp_grad_bytes * expert_card_params,
                                                       groups.expert_dp, dp_link)
                                    : 0.0;
        if (run.fsdp) {
            // Per micro-batch: all-gather the 16-bit parameters for the forward and again for
            // the backward, reduce-scatter the gradients. Overlapped (FSDP's prefetch), only
            // what exceeds that micro-batch's compute is exposed.
            const double per_micro =
                2.0 * allGatherSeconds(setup.element_bytes * card_params, dp, dp_link) +
                reduceScatterSeconds(run.dp_grad_bytes * card_params, dp, dp_link);
            const double m = static_cast<double>(r.microbatches);
            r.data_parallel_total_s = m * per_micro + expert_s;
            r.data_parallel_s =
                run.dp_overlap
                    ? m * std::max(0.0, per_micro - (r.stage_forward_s + r.stage_backward_s))
                    : r.data_parallel_total_s;
        } else {
            // Gradients in the run's reduce dtype (dp_grad_bytes), ring all-reduce over the
            // replicas (a distributed optimizer's reduce-scatter + all-gather moves the same
            // bytes per card).
            r.data_parallel_total_s =
                allReduceSeconds(run.dp_grad_bytes * card_params, dp, dp_link) + expert_s;
            r.data_parallel_s = run.dp_overlap ? 0.0 : r.data_parallel_total_s;
        }
    }
    r.step_overhead_s = setup.step_overhead_s;
    r.iteration_s = r.pipeline_s + r.embedding_sync_s + r.data_parallel_s + r.step_overhead_s;
    if (run.measured_iteration_s > 0) {
        r.error = r.iteration_s / run.measured_iteration_s - 1.0;
    }
    return r;
}

double paperModelFlopsPerSequence(const PublishedRun& run) {
    // PaLM's convention is Megatron-LM's full-attention count: 6 N_mat s + 12 L (a d) s^2.
    return sequenceFlops(scenarioOf(run).model, static_cast<double>(run.seq_len),
                         AttentionFlops::Full);
}

double megatronRecomputeFlopsPerSequence(const PublishedRun& run) {
    const double s = static_cast<double>(run.seq_len);
    const double l = static_cast<double>(run.shape.layers);
    const double h = static_cast<double>(run.shape.hidden);
    const double v = static_cast<double>(run.shape.vocab);
    return 96.0 * s * l * h * h * (1.0 + s / (6.0 * h) + v / (16.0 * l * h));
}

double publishedFlopsPerSequence(const PublishedRun& run) {
    switch (run.flops_convention) {
        case FlopsConvention::MegatronRecompute:
            return megatronRecomputeFlopsPerSequence(run);
        case FlopsConvention::PaLM:
            break;
    }
    return paperModelFlopsPerSequence(run);
}

bool parseFlopsConvention(const std::string& text, FlopsConvention* out) {
    if (text == "palm") {
        *out = FlopsConvention::PaLM;
        return true;
    }
    if (text == "megatron-recompute") {
        *out = FlopsConvention::MegatronRecompute;
        return true;
    }
    return false;
}

const char* toString(FlopsConvention c) {
    return c == FlopsConvention::MegatronRecompute ? "megatron-recompute" : "palm";
}

namespace {

// Adds one row's absolute error to its GPU type's entry (created in first-seen order); the
// mean holds the sum until finishErrors().
void addError(std::vector<GpuErrors>& groups, const std::string& gpu, double e) {
    auto it = std::find_if(groups.begin(), groups.end(),
                           [&](const GpuErrors& g) { return sameFittedSet(g.gpu, gpu); });
    if (it == groups.end()) {
        groups.push_back({fittedSetName(gpu), 0, 0, 0});
        it = std::prev(groups.end());
    }
    ++it->predicted;
    it->mean_abs_error += e;
    it->max_abs_error = std::max(it->max_abs_error, e);
}

void finishErrors(std::vector<GpuErrors>& groups) {
    for (GpuErrors& g : groups) {
        g.mean_abs_error = g.predicted > 0 ? g.mean_abs_error / g.predicted : 0.0;
    }
}

}  // namespace

ValidationSummary validateRuns(const std::vector<PublishedRun>& runs, FittedConstants fitted) {
    ValidationSummary s;
    double sum = 0;
    for (const std::string& gpu : gpusOf(bf16Runs(runs))) {
        s.per_gpu.push_back({gpu, 0, 0, 0});
    }
    double held_out_sum = 0;
    for (const PublishedRun& run : runs) {
        s.rows.push_back(predictRun(run, fitted));
        const RunPrediction& p = s.rows.back();
        if (!run.mechanism.empty()) {
            if (p.problem.empty() && run.measured_iteration_s > 0 && !run.fit) {
                const double e = std::fabs(p.error);
                ++s.held_out;
                held_out_sum += e;
                s.held_out_max_abs_error = std::max(s.held_out_max_abs_error, e);
            }
            continue;
        }
        if (p.problem.empty() && run.measured_iteration_s > 0) {
            const double e = std::fabs(p.error);
            ++s.predicted;
            sum += e;
            s.max_abs_error = std::max(s.max_abs_error, e);
            if (run.compute == ComputePrecision::BF16) {
                addError(s.per_gpu, run.gpu, e);
            } else {
                addError(run.fp8_fit ? s.fp8_fitted : s.fp8_held_out, run.gpu, e);
            }
        }
    }
    s.mean_abs_error = s.predicted > 0 ? sum / s.predicted : 0.0;
    finishErrors(s.per_gpu);
    finishErrors(s.fp8_fitted);
    finishErrors(s.fp8_held_out);
    s.held_out_mean_abs_error = s.held_out > 0 ? held_out_sum / s.held_out : 0.0;
    return s;
}

std::vector<PublishedRun> bf16Runs(const std::vector<PublishedRun>& runs) {
    std::vector<PublishedRun> out;
    // The base rows: BF16 without a context / expert parallelism mechanism (those validate the
    // model with the BF16 constant in place and fit their own).
    std::copy_if(runs.begin(), runs.end(), std::back_inserter(out), [](const PublishedRun& run) {
        return run.compute == ComputePrecision::BF16 && run.mechanism.empty();
    });
    return out;
}

std::vector<std::string> gpusOf(const std::vector<PublishedRun>& runs) {
    std::vector<std::string> gpus;
    for (const PublishedRun& run : runs) {
        const bool seen = std::any_of(gpus.begin(), gpus.end(), [&](const std::string& g) {
            return sameFittedSet(g, run.gpu);
        });
        if (!seen) {
            gpus.push_back(fittedSetName(run.gpu));
        }
    }
    return gpus;
}

std::vector<PublishedRun> runsOn(const std::vector<PublishedRun>& runs, const std::string& gpu) {
    std::vector<PublishedRun> out;
    std::copy_if(runs.begin(), runs.end(), std::back_inserter(out),
                 [&](const PublishedRun& run) { return sameFittedSet(run.gpu, gpu); });
    return out;
}

double fitFp8Efficiency(const std::vector<PublishedRun>& all, const std::string& gpu, double lo,
                        double hi) {
    std::vector<PublishedRun> runs;
    for (const PublishedRun& run : runsOn(all, gpu)) {
        if (run.compute == ComputePrecision::FP8 && run.fp8_fit) {
            runs.push_back(run);
        }
    }
    auto cost = [&](double eta) {
        FittedConstants c;
        c.fp8_efficiency = eta;
        return validateRuns(runs, c).mean_abs_error;
    };
    return goldenSectionMinimum(cost, lo, hi);
}

double sourceBalancedError(const std::vector<PublishedRun>& runs, const ValidationSummary& s) {
    // Each source's mean absolute error, then the mean over the sources: a table of 60 rows
    // and a paper of 2 vote once each.
    std::vector<std::string> sources;
    std::vector<double> sums;
    std::vector<int> counts;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const RunPrediction& p = s.rows[i];
        if (!p.problem.empty() || runs[i].measured_iteration_s <= 0) {
            continue;
        }
        const auto it = std::find(sources.begin(), sources.end(), runs[i].source);
        const std::size_t k = static_cast<std::size_t>(it - sources.begin());
        if (it == sources.end()) {
            sources.push_back(runs[i].source);
            sums.push_back(0);
            counts.push_back(0);
        }
        sums[k] += std::fabs(p.error);
        ++counts[k];
    }
    double total = 0;
    for (std::size_t k = 0; k < sources.size(); ++k) {
        total += sums[k] / counts[k];
    }
    return sources.empty() ? 0.0 : total / static_cast<double>(sources.size());
}

double goldenSectionMinimum(const std::function<double(double)>& cost, double lo, double hi) {
    // Golden-section search to a width of 1e-4, then the 1e-3 grid point it lands on.
    const double g = (std::sqrt(5.0) - 1.0) / 2.0;
    double a = lo;
    double b = hi;
    double c = b - g * (b - a);
    double d = a + g * (b - a);
    double fc = cost(c);
    double fd = cost(d);
    while (b - a > 1e-4) {
        if (fc < fd) {
            b = d;
            d = c;
            fd = fc;
            c = b - g * (b - a);
            fc = cost(c);
        } else {
            a = c;
            c = d;
            fc = fd;
            d = a + g * (b - a);
            fd = cost(d);
        }
    }
    return std::round((a + b) / 2.0 * 1000.0) / 1000.0;
}

double fitMatmulFraction(const std::vector<PublishedRun>& all, const std::string& gpu,
                         double step_overhead_s, double lo, double hi, double triton_backward_share,
                         double gemm_k_overhead) {
    // One constant per GPU type: only that type's base rows vote (bf16Runs).
    const std::vector<PublishedRun> runs = runsOn(bf16Runs(all), gpu);
    auto cost = [&](double f) {
        FittedConstants c{f, step_overhead_s};
        c.triton_backward_share = triton_backward_share;
        c.gemm_k_overhead = gemm_k_overhead;
        return sourceBalancedError(runs, validateRuns(runs, c));
    };
    return goldenSectionMinimum(cost, lo, hi);
}

double fitTritonBackwardShare(const std::vector<PublishedRun>& all,
                              const std::function<double(const std::string& gpu)>& fraction_of,
                              double lo, double hi, double gemm_k_overhead) {
    std::vector<PublishedRun> runs;
    for (const PublishedRun& run : bf16Runs(all)) {
        if (run.attention_kernel == AttentionKernel::Triton) {
            runs.push_back(run);
        }
    }
    if (runs.empty()) {
        return kTritonBackwardShareUnfitted;
    }
    // Each card keeps its own fraction (fraction_of), so the rows are predicted one by one.
    auto cost = [&](double share) {
        ValidationSummary s;
        for (const PublishedRun& run : runs) {
            FittedConstants c;
            c.matmul_fraction = fraction_of(run.gpu);
            c.triton_backward_share = share;
            c.gemm_k_overhead = gemm_k_overhead;
            s.rows.push_back(predictRun(run, c));
        }
        return sourceBalancedError(runs, s);
    };
    return goldenSectionMinimum(cost, lo, hi);
}

double BaseFit::fractionOf(const std::string& gpu) const {
    for (std::size_t g = 0; g < gpus.size(); ++g) {
        if (sameFittedSet(gpus[g], gpu)) {
            return fractions[g];
        }
    }
    return -1;
}

namespace {

// Whether any base row on `gpu` runs the Triton kernel: only then does the card's fraction depend
// on the Triton backward share (the other rows never read it).
bool runsTritonOn(const std::vector<PublishedRun>& runs, const std::string& gpu) {
    const std::vector<PublishedRun> on = runsOn(bf16Runs(runs), gpu);
    return std::any_of(on.begin(), on.end(), [](const PublishedRun& r) {
        return r.attention_kernel == AttentionKernel::Triton;
    });
}

}  // namespace

BaseFit fitBaseConstants(const std::vector<PublishedRun>& runs, double gemm_k_overhead,
                         const std::vector<std::string>* only) {
    BaseFit f;
    f.gpus = gpusOf(bf16Runs(runs));
    // Start from the documented default fraction of every card (nothing fitted yet), fit the
    // share there (Triton rows only: cheap), then rounds of each card's fraction at the current
    // share and the share at those fractions, until a round moves no value by more than the
    // printed 1e-3 (at most kMaxRounds). Later rounds search within 0.05 of the last fraction.
    // With the three MPT tables the A100 fraction walks 0.827, 0.817, 0.811, 0.810: two fixed
    // rounds stopped 0.007 short of where the rounds settle (docs/efficiency.md).
    constexpr int kMaxRounds = 8;
    f.fractions.assign(f.gpus.size(), EfficiencyConstants{}.matmul_fraction);
    const auto fraction_of = [&](const std::string& gpu) { return f.fractionOf(gpu); };
    f.triton_backward_share = fitTritonBackwardShare(runs, fraction_of, 0.2, 1.0, gemm_k_overhead);
    // A card without Triton rows (the B200's) does not depend on the share: its first fit is its
    // fit, and the later rounds skip it (each round predicts every row of the card ~40 times).
    // With `only`, such a card outside it is not fitted at all (nothing else reads it).
    std::vector<bool> coupled(f.gpus.size());
    std::vector<bool> wanted(f.gpus.size(), true);
    for (std::size_t g = 0; g < f.gpus.size(); ++g) {
        coupled[g] = runsTritonOn(runs, f.gpus[g]);
        if (only != nullptr && !coupled[g]) {
            wanted[g] = std::any_of(only->begin(), only->end(), [&](const std::string& gpu) {
                return sameFittedSet(gpu, f.gpus[g]);
            });
        }
    }
    for (int round = 0; round < kMaxRounds; ++round) {
        double moved = 0;
        for (std::size_t g = 0; g < f.gpus.size(); ++g) {
            if ((round > 0 && !coupled[g]) || !wanted[g]) {
                continue;
            }
            const double lo = round == 0 ? 0.5 : std::max(0.5, f.fractions[g] - 0.05);
            const double hi = round == 0 ? 1.0 : std::min(1.0, f.fractions[g] + 0.05);
            const double next = fitMatmulFraction(runs, f.gpus[g], 0.0, lo, hi,
                                                  f.triton_backward_share, gemm_k_overhead);
            moved = std::max(moved, std::fabs(next - f.fractions[g]));
            f.fractions[g] = next;
        }
        const double share = fitTritonBackwardShare(runs, fraction_of, 0.2, 1.0, gemm_k_overhead);
        moved = std::max(moved, std::fabs(share - f.triton_backward_share));
        f.triton_backward_share = share;
        if (round > 0 && moved <= 1e-3 + 1e-9) {
            break;
        }
    }
    return f;
}

bool isSmallModelRun(const PublishedRun& run) {
    return parameterCountFromShape(run.shape) <= kSmallModelParams;
}

double fitStepOverhead(const std::vector<PublishedRun>& all, const std::string& gpu,
                       double matmul_fraction, double triton_backward_share,
                       double gemm_k_overhead) {
    std::vector<PublishedRun> small;
    for (const PublishedRun& run : runsOn(bf16Runs(all), gpu)) {
        if (isSmallModelRun(run)) {
            small.push_back(run);
        }
    }
    if (small.empty()) {
        return 0.0;
    }
    auto cost = [&](double o) {
        FittedConstants c{matmul_fraction, o};
        c.triton_backward_share = triton_backward_share;
        c.gemm_k_overhead = gemm_k_overhead;
        return sourceBalancedError(small, validateRuns(small, c));
    };
    return goldenSectionMinimum(cost, 0.0, 0.5);
}

FittedConstants fitConstants(const std::vector<PublishedRun>& runs, const std::string& gpu,
                             double triton_backward_share, double gemm_k_overhead) {
    FittedConstants c;
    c.triton_backward_share = triton_backward_share;
    c.gemm_k_overhead = gemm_k_overhead;
    c.matmul_fraction =
        fitMatmulFraction(runs, gpu, 0.0, 0.5, 1.0, triton_backward_share, gemm_k_overhead);
    c.step_overhead_s =
        fitStepOverhead(runs, gpu, c.matmul_fraction, triton_backward_share, gemm_k_overhead);
    c.matmul_fraction = fitMatmulFraction(runs, gpu, c.step_overhead_s, 0.5, 1.0,
                                          triton_backward_share, gemm_k_overhead);
    return c;
}

std::vector<std::string> sourcesOf(const std::vector<PublishedRun>& runs) {
    std::vector<std::string> out;
    for (const PublishedRun& run : runs) {
        if (std::find(out.begin(), out.end(), run.source) == out.end()) {
            out.push_back(run.source);
        }
    }
    return out;
}

CrossValidation crossValidate(const std::vector<PublishedRun>& runs,
                              const ValidationSummary& in_sample, bool fit_step_overhead,
                              const CrossValidation* shares_from, double gemm_k_overhead) {
    CrossValidation cv;
    cv.rows.resize(runs.size());
    // The base rows only (bf16Runs): an FP8 or CP/EP row is held out from its own constant's
    // fit instead (ValidationSummary::fp8_held_out, held_out).
    const auto base = [](const PublishedRun& run) {
        return run.compute == ComputePrecision::BF16 && run.mechanism.empty();
    };
    for (std::size_t i = 0; i < runs.size(); ++i) {
        if (!base(runs[i])) {
            cv.rows[i].problem = "FP8 or CP/EP row: held out from its own fit, not cross-validated";
        }
    }
    double sum = 0;
    double long_sum = 0;
    std::optional<BaseFit> whole;  // the share of the whole data, for folds that cannot move it
    for (const std::string& source : sourcesOf(bf16Runs(runs))) {
        HeldOutSource h;
        h.source = source;
        std::vector<PublishedRun> train;
        for (std::size_t i = 0; i < runs.size(); ++i) {
            if (!base(runs[i])) {
                continue;
            }
            if (runs[i].source == source) {
                h.rows.push_back(i);
                const bool seen = std::any_of(h.gpus.begin(), h.gpus.end(), [&](const auto& g) {
                    return sameFittedSet(g, runs[i].gpu);
                });
                if (!seen) {
                    h.gpus.push_back(fittedSetName(runs[i].gpu));
                }
            } else {
                train.push_back(runs[i]);
            }
        }
        // Every card's fraction and the Triton share from the other sources only; a second
        // pass over the same runs takes the share its first pass fitted without this source.
        BaseFit base;
        const std::size_t k = cv.sources.size();
        if (shares_from != nullptr && k < shares_from->sources.size() &&
            shares_from->sources[k].source == source) {
            base.triton_backward_share = shares_from->sources[k].triton_backward_share;
            for (const std::string& gpu : h.gpus) {
                base.gpus.push_back(gpu);
                base.fractions.push_back(fit_step_overhead
                                             ? -1.0  // fitConstants below fits its own
                                             : fitMatmulFraction(train, gpu, 0.0, 0.5, 1.0,
                                                                 base.triton_backward_share,
                                                                 gemm_k_overhead));
            }
        } else if (!h.gpus.empty() &&
                   std::none_of(h.gpus.begin(), h.gpus.end(),
                                [&](const std::string& gpu) { return runsTritonOn(runs, gpu); })) {
            // The left-out source's cards run no Triton row anywhere: leaving it out moves
            // neither the share nor any card that runs one, so those are the whole data's fit
            // (computed once), and only its own cards are fitted again, on the other sources.
            if (!whole) {
                whole = fitBaseConstants(bf16Runs(runs), gemm_k_overhead, &h.gpus);
            }
            base.triton_backward_share = whole->triton_backward_share;
            for (const std::string& gpu : h.gpus) {
                base.gpus.push_back(gpu);
                base.fractions.push_back(fitMatmulFraction(
                    train, gpu, 0.0, 0.5, 1.0, base.triton_backward_share, gemm_k_overhead));
            }
        } else {
            base = fitBaseConstants(train, gemm_k_overhead, &h.gpus);
        }
        h.triton_backward_share = base.triton_backward_share;
        for (const std::string& gpu : h.gpus) {
            const bool others = !runsOn(train, gpu).empty();
            h.fitted.push_back(others);
            const EfficiencyConstants defaults;
            FittedConstants c{defaults.matmul_fraction, defaults.step_overhead_s};
            if (others && fit_step_overhead) {
                c = fitConstants(train, gpu, base.triton_backward_share, gemm_k_overhead);
            } else if (others) {
                c.matmul_fraction = base.fractionOf(gpu);
            }
            c.triton_backward_share = base.triton_backward_share;
            c.gemm_k_overhead = gemm_k_overhead;
            h.constants.push_back(c);
        }
        double source_sum = 0;
        double in_sum = 0;
        int n = 0;
        for (const std::size_t i : h.rows) {
            const std::size_t g = static_cast<std::size_t>(
                std::find_if(h.gpus.begin(), h.gpus.end(),
                             [&](const auto& name) { return sameFittedSet(name, runs[i].gpu); }) -
                h.gpus.begin());
            cv.rows[i] = predictRun(runs[i], h.constants[g]);
            const RunPrediction& p = cv.rows[i];
            if (!p.problem.empty() || runs[i].measured_iteration_s <= 0) {
                continue;
            }
            const double e = std::fabs(p.error);
            ++n;
            source_sum += e;
            in_sum += i < in_sample.rows.size() ? std::fabs(in_sample.rows[i].error) : 0.0;
            h.max_abs_error = std::max(h.max_abs_error, e);
            ++cv.predicted;
            sum += e;
            cv.max_abs_error = std::max(cv.max_abs_error, e);
            if (runs[i].seq_len >= kLongContextTokens) {
                ++cv.long_predicted;
                long_sum += e;
                cv.long_max_abs_error = std::max(cv.long_max_abs_error, e);
            }
        }
        h.mean_abs_error = n > 0 ? source_sum / n : 0.0;
        h.in_sample_mean_abs_error = n > 0 ? in_sum / n : 0.0;
        cv.sources.push_back(std::move(h));
    }
    cv.mean_abs_error = cv.predicted > 0 ? sum / cv.predicted : 0.0;
    cv.long_mean_abs_error = cv.long_predicted > 0 ? long_sum / cv.long_predicted : 0.0;
    return cv;
}

double fitExpertEfficiency(const std::vector<PublishedRun>& all, const std::string& gpu, double lo,
                           double hi) {
    // Only the expert-parallel rows marked for fitting vote; the others stay held out.
    std::vector<PublishedRun> runs;
    for (const PublishedRun& run : runsOn(all, gpu)) {
        if (run.mechanism == "ep" && run.fit) {
            runs.push_back(run);
        }
    }
    const auto cost = [&](double e) {
        double sum = 0;
        for (const PublishedRun& run : runs) {
            FittedConstants c;
            c.expert_efficiency = e;
            sum += std::fabs(predictRun(run, c).error);
        }
        return runs.empty() ? 0.0 : sum / static_cast<double>(runs.size());
    };
    return goldenSectionMinimum(cost, lo, hi);
}

namespace {

std::string pct(double fraction) {
    return fixed(100.0 * fraction, 1) + " %";
}

}  // namespace

std::string signedPercentText(double fraction) {
    return (fraction >= 0 ? "+" : "") + fixed(100.0 * fraction, 1) + " %";
}

std::string validationMarkdown(const std::vector<PublishedRun>& runs, const ValidationSummary& s,
                               const CrossValidation& cv, const CrossValidation& with_overhead,
                               const std::string& data_path) {
    std::ostringstream o;
    o << "# Validation of the per-operation time model\n\n"
      << "Generated by `stepbudget-cli validate-model --data " << data_path
      << " --write docs/validation.md`; do not edit by hand. The model is described in "
         "[efficiency.md](efficiency.md).\n\n"
      << "In-sample: every row predicted with the shipped constants, which were fitted to all "
         "base rows. Held out: every base row (BF16, no CP/EP) predicted with constants fitted to "
         "the other sources only (leave-one-source-out, `validate-model --cross-validate`; see "
         "the section below); the FP8 and CP/EP rows are held out from their own constants' fits "
         "instead (summaries below).\n\n"
      << "| Run | Source | GPU | GPUs | TP | PP | CP | EP | v | b | B | s | recompute | SP | "
         "overlap | measured s | in-sample s | in-sample error | held-out s | held-out error |\n"
      << "|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|---|---|--:|--:|--:|--:|--:|\n";
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const PublishedRun& run = runs[i];
        const RunPrediction& p = s.rows[i];
        std::string overlap = run.tp_overlap ? "TP" : "";
        if (run.dp_overlap) {
            overlap += overlap.empty() ? "DP" : " + DP";
        }
        o << "| " << run.label << " | " << run.source << " | " << run.gpu << " | " << run.cards
          << " | " << run.tp << " | " << run.pp << " | " << run.cp << " | " << run.ep
          << (run.fit ? " (fit)" : "") << " | " << run.chunks << " | " << run.micro_batch << " | "
          << run.global_batch << " | " << run.seq_len << " | " << toString(run.recompute) << " | "
          << (run.sequence_parallel ? "yes" : "no") << " | " << (overlap.empty() ? "–" : overlap)
          << " | " << fixed(run.measured_iteration_s, 2);
        if (run.published_tflops_per_gpu > 0) {
            o << " (" << fixed(run.published_tflops_per_gpu, 0) << " TFLOP/s"
              << (run.flops_convention == FlopsConvention::PaLM
                      ? ""
                      : std::string(", ") + toString(run.flops_convention))
              << ")";
        }
        o << " | ";
        if (p.problem.empty()) {
            o << fixed(p.iteration_s, 2) << " | " << signedPercentText(p.error) << " | ";
        } else {
            o << "– | " << p.problem << " | ";
        }
        const RunPrediction* h = i < cv.rows.size() ? &cv.rows[i] : nullptr;
        if (h != nullptr && h->problem.empty() && h->iteration_s > 0) {
            o << fixed(h->iteration_s, 2) << " | " << signedPercentText(h->error) << " |\n";
        } else {
            o << "– | – |\n";
        }
    }
    o << "\n**Held out** (leave-one-source-out): mean absolute error **" << pct(cv.mean_abs_error)
      << "**, worst **" << pct(cv.max_abs_error) << "** over " << cv.predicted << " rows from "
      << cv.sources.size() << " sources; sequences ≥ " << kLongContextTokens << ": mean "
      << pct(cv.long_mean_abs_error) << ", worst " << pct(cv.long_max_abs_error) << " over "
      << cv.long_predicted << " rows. Targets: held-out mean ≤ 8 % ("
      << (cv.mean_abs_error <= 0.08 ? "met" : "not met") << "), worst ≤ 20 % ("
      << (cv.max_abs_error <= 0.20 ? "met" : "not met") << ") over ≥ 60 rows from ≥ 8 sources ("
      << (cv.predicted >= 60 && cv.sources.size() >= 8 ? "met" : "not met")
      << "), long-context rows ≤ 15 % (" << (cv.long_max_abs_error <= 0.15 ? "met" : "not met")
      << "); the ctest `tst_validation crossValidationTargets` holds them (the unmet ones as "
         "expected failures).\n\n"
      << "**In-sample** (the shipped constants): mean absolute error " << pct(s.mean_abs_error)
      << ", worst " << pct(s.max_abs_error) << " over " << s.predicted
      << " rows (in-sample checks: mean ≤ 10 % per GPU type and every base row within 25 %; "
         "held-out FP8 rows mean ≤ 8 %, worst ≤ 15 %).\n\n";
    if (s.held_out > 0) {
        o << "Context and expert parallelism ([layouts.md](layouts.md)): mean absolute error **"
          << pct(s.held_out_mean_abs_error) << "**, worst **" << pct(s.held_out_max_abs_error)
          << "** over the " << s.held_out
          << " rows with CP or EP that no constant was fitted to (targets: mean ≤ 8 %, worst ≤ "
             "15 %; `tst_validation` `layoutRowsHeldOut`). Rows marked (fit) fitted the expert "
             "efficiency below and are not counted; the base statistics leave all of these rows "
             "out.\n\n";
    }

    for (const GpuErrors& g : s.per_gpu) {
        o << "- " << fittedSetLabel(g.gpu) << ": mean " << pct(g.mean_abs_error) << ", worst "
          << pct(g.max_abs_error) << " over " << g.predicted << " rows (in-sample)\n";
    }
    for (const GpuErrors& g : s.fp8_fitted) {
        o << "- " << g.gpu << " FP8, rows the FP8 efficiency was fitted to: mean "
          << pct(g.mean_abs_error) << ", worst " << pct(g.max_abs_error) << " over " << g.predicted
          << " rows\n";
    }
    for (const GpuErrors& g : s.fp8_held_out) {
        o << "- " << g.gpu << " FP8, **held-out rows** (not used for any fit): mean **"
          << pct(g.mean_abs_error) << "**, worst **" << pct(g.max_abs_error) << "** over "
          << g.predicted << " rows\n";
    }
    o << "\n## Leave-one-source-out\n\n"
      << "Each source in turn is left out: every GPU type's matmul_fraction and the Triton "
         "kernel's backward share (attention_rates.h, one value for all cards) are fitted "
         "together (the source-balanced mean absolute error, as for the shipped constants) on "
         "the other sources' rows only, and the left-out rows are predicted with them. A card "
         "with no row in any other source takes the documented default (0.85), a fit with no "
         "Triton row the unfitted share ("
      << fixed(kTritonBackwardShareUnfitted, 3)
      << "): nothing fitted to the left-out rows is used. Each MPT table is thus predicted with "
         "the share fitted on the other card's table.\n\n"
      << "| Source | rows | matmul_fraction, step overhead fitted without it | Triton backward "
         "share | in-sample mean | held-out mean | held-out worst |\n"
      << "|---|--:|---|--:|--:|--:|--:|\n";
    for (const HeldOutSource& h : cv.sources) {
        o << "| " << h.source << " | " << h.rows.size() << " | ";
        for (std::size_t g = 0; g < h.gpus.size(); ++g) {
            o << (g > 0 ? "; " : "") << fittedSetLabel(h.gpus[g]) << " "
              << fixed(h.constants[g].matmul_fraction, 3) << ", "
              << fixed(h.constants[g].step_overhead_s * 1e3, 0) << " ms"
              << (h.fitted[g] ? "" : " (default: no other source on this card)");
        }
        o << " | " << fixed(h.triton_backward_share, 3) << " | " << pct(h.in_sample_mean_abs_error)
          << " | " << pct(h.mean_abs_error) << " | " << pct(h.max_abs_error) << " |\n";
    }
    o << "\nWith a per-step overhead fitted as well (to the small-model rows, ≤ 2 B parameters, "
         "of the other sources: `validate-model --fit` prints the in-sample value), the held-out "
         "mean is "
      << pct(with_overhead.mean_abs_error) << " and the worst " << pct(with_overhead.max_abs_error)
      << " (long context: mean " << pct(with_overhead.long_mean_abs_error) << ", worst "
      << pct(with_overhead.long_max_abs_error) << "), against " << pct(cv.mean_abs_error) << " / "
      << pct(cv.max_abs_error)
      << " without: the shipped constants keep the overhead at 0 (efficiency.md, Fixed "
         "costs).\n";
    o << "\nA measured time given as TFLOP/s is the source's throughput turned into seconds "
         "with the source's own FLOP count: B × (6 N s + 12 L a d s²) / (GPUs × TFLOP/s), N the "
         "parameters in matmuls (PaLM's MFU convention), or, marked megatron-recompute, "
         "96 B s l h² (1 + s/6h + V/16lh) / (GPUs × TFLOP/s) (Narayanan et al. 2021, eq. 3: "
         "it counts the recompute forward of full activation recomputation).\n\n";
    o << "## How each row is computed\n\n"
      << "| Run | layer F ms | layer recompute ms | layer dX + dW ms | TP comm ms/layer | "
         "layers/stage | m | stage F + B ms | message ms | optimizer ms | DP all-reduce s | "
         "pipeline |\n"
      << "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|\n";
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const RunPrediction& p = s.rows[i];
        if (!p.problem.empty()) {
            continue;
        }
        o << "| " << runs[i].label << " | " << fixed(p.layer.forward_s * 1e3, 2) << " | "
          << fixed(p.layer.recompute_s * 1e3, 2) << " | " << fixed(p.layer.backward_s() * 1e3, 2)
          << " | " << fixed(p.layer.tp_comm_s * 1e3, 2) << " | " << p.layers_per_stage << " | "
          << p.microbatches << " | " << fixed((p.stage_forward_s + p.stage_backward_s) * 1e3, 1)
          << " | " << fixed(p.message_s * 1e3, 3) << " | " << fixed(p.optimizer_s * 1e3, 1) << " | "
          << fixed(p.data_parallel_total_s, 2)
          << (runs[i].dp_overlap && p.data_parallel_total_s > 0 ? " (hidden)" : "") << " | "
          << p.method << " |\n";
    }
    o << "\n## Constants\n\nOne set per GPU type, never per row.\n\n";
    std::vector<std::string> seen;
    for (const PublishedRun& run : runs) {
        if (std::find(seen.begin(), seen.end(), run.gpu) != seen.end()) {
            continue;
        }
        seen.push_back(run.gpu);
        const EfficiencyConstants& k = efficiencyConstants(run.gpu);
        const GpuSpec* g = findGpu(run.gpu);
        o << "**" << run.gpu << "**";
        if (g != nullptr) {
            o << ": " << g->sm_count << " SMs, achievable matmul "
              << fixed(g->achievable_matmul_tflops, 1) << " of " << fixed(g->bf16_dense_tflops, 1)
              << " TFLOP/s (" << g->achievable_matmul_source << ")";
        }
        o << ".\n\n"
          << "- matmul_fraction = " << fixed(k.matmul_fraction, 3)
          << (k.fitted ? " — fitted: " + k.fitted_to : " — default, not fitted") << "\n"
          << "- flash_fraction = " << fixed(k.flash_fraction, 2)
          << ", hbm_fraction = " << fixed(k.hbm_fraction, 2)
          << ", scale_up_fraction = " << fixed(k.scale_up_fraction, 2) << " (latency "
          << fixed(k.scale_up_latency_s * 1e6, 0)
          << " µs), nic_fraction = " << fixed(k.nic_fraction, 2) << " (latency "
          << fixed(k.nic_latency_s * 1e6, 0) << " µs), optimizer "
          << fixed(k.optimizer_bytes_per_param, 0)
          << " B/param — documented, not fitted (efficiency.md)\n";
        if (fp8PeakRatio(run.gpu) > 0) {
            o << "- fp8_matmul_efficiency = " << fixed(k.fp8_matmul_efficiency, 3)
              << (k.fp8_fitted ? " — fitted to this card's FP8 rows marked fp8_fit (the BF16 "
                                 "constants above as shipped)"
                               : " — the H100 SXM's FP8 fit, not fitted on this card")
              << "; FP8 peak / BF16 peak R = " << fixed(fp8PeakRatio(run.gpu), 3) << "\n";
        }
        if (!k.expert_fitted_to.empty()) {
            o << "- expert_efficiency = " << fixed(k.expert_efficiency, 3)
              << " — fitted: " << k.expert_fitted_to << "\n";
        }
        o << "\n";
    }
    o << "**Attention kernel (every card):** Triton backward share = "
      << fixed(kTritonBackwardShare, 3)
      << " — the Triton kernel's backward (MPT's attn_impl: triton) as a share of "
         "FlashAttention-2's on the same card, fitted together with the matmul fractions to the "
         "base rows that run the kernel (MosaicML's MPT A100 and H100 tables; unfitted reading "
         "of Dao 2023's Triton curve: "
      << fixed(kTritonBackwardShareUnfitted, 3) << ", efficiency.md).\n\n"
      << "**GEMM tiles (every card):** tile overhead = " << fixed(kGemmTileOverheadK, 0)
      << " reduction steps — every GEMM runs at k / (k + " << fixed(kGemmTileOverheadK, 0)
      << ") of its rate for a reduction depth k (a tile's prologue and epilogue), set from the "
         "A100 tile arithmetic of cuBLAS's kernels, not fitted; the fractions above are fitted "
         "at it (`validate-model --cross-validate --gemm-tile-overhead K` refits and "
         "cross-validates at another value; efficiency.md, Fixed costs).\n\n";
    // Every other card of the catalog predicts too, so the report says what its constants are:
    // another type's fit, or the defaults and why nothing was fitted.
    bool header = false;
    for (const GpuSpec& g : gpuCatalog()) {
        if (std::find_if(seen.begin(), seen.end(), [&](const std::string& name) {
                return sameCatalogName(name, g.name);
            }) != seen.end()) {
            continue;
        }
        if (!header) {
            o << "**Catalog cards without rows of their own:**\n\n";
            header = true;
        }
        const EfficiencyConstants& k = efficiencyConstants(g.name);
        o << "- " << g.name << ": matmul_fraction = " << fixed(k.matmul_fraction, 3) << " — ";
        if (k.fitted) {
            o << "fitted: " << k.fitted_to;
        } else if (!k.shared_from.empty()) {
            o << "the " << k.shared_from << "'s fit, not fitted on this card";
        } else {
            o << "default, not fitted" << (k.not_fitted.empty() ? "" : ": " + k.not_fitted);
        }
        o << "\n";
    }
    if (header) {
        o << "\n";
    }
    return o.str();
}

}  // namespace stepbudget
