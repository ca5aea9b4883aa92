#include "model/io/published_runs_json.h"

#include <nlohmann/json.hpp>

#include "model/base/units.h"
#include "model/io/data_file.h"

namespace stepbudget {
namespace {

using json = nlohmann::json;

class RunReader {
public:
    RunReader(const json& j, std::string path, Issues& issues)
        : m_j(j), m_path(std::move(path)), m_issues(issues) {}

    std::int64_t integer(const char* key, std::int64_t fallback, bool required = true) {
        const json* v = find(key, required);
        if (v == nullptr) {
            return fallback;
        }
        if (!v->is_number_integer() || v->get<std::int64_t>() < 1) {
            fail(key, "must be a positive integer");
            return fallback;
        }
        return v->get<std::int64_t>();
    }
    double number(const char* key, double fallback, bool required = true) {
        const json* v = find(key, required);
        if (v == nullptr) {
            return fallback;
        }
        if (!v->is_number() || !(v->get<double>() > 0)) {
            fail(key, "must be a positive number");
            return fallback;
        }
        return v->get<double>();
    }
    bool boolean(const char* key, bool fallback) {
        const json* v = find(key, false);
        if (v == nullptr) {
            return fallback;
        }
        if (!v->is_boolean()) {
            fail(key, "must be true or false");
            return fallback;
        }
        return v->get<bool>();
    }
    std::string text(const char* key, bool required = true) {
        const json* v = find(key, required);
        if (v == nullptr) {
            return {};
        }
        if (!v->is_string()) {
            fail(key, "must be a string");
            return {};
        }
        return v->get<std::string>();
    }
    void fail(const char* key, const std::string& message) {
        m_issues.push_back({m_path + "." + key, message});
    }

private:
    const json* find(const char* key, bool required) {
        const auto it = m_j.find(key);
        if (it == m_j.end()) {
            if (required) {
                fail(key, "missing");
            }
            return nullptr;
        }
        return &*it;
    }
    const json& m_j;
    std::string m_path;
    Issues& m_issues;
};

PublishedRun readRun(const json& j, const std::string& path, Issues& issues) {
    PublishedRun run;
    RunReader r(j, path, issues);
    run.id = r.text("id");
    run.label = r.text("label");
    run.source = r.text("source");
    ModelShape& m = run.shape;
    m.name = r.text("model");
    m.layers = r.integer("layers", 1);
    m.hidden = r.integer("hidden", 1);
    m.heads = r.integer("heads", 1);
    m.kv_heads = r.integer("kv_heads", m.heads, false);
    m.head_dim = r.integer("head_dim", m.hidden / std::max<std::int64_t>(1, m.heads), false);
    m.intermediate = r.integer("ffn", 4 * m.hidden, false);
    m.vocab = r.integer("vocab", 1);
    m.gated_mlp = r.boolean("gated_mlp", false);
    m.tied_embeddings = r.boolean("tied_embeddings", true);
    m.linear_bias = r.boolean("linear_bias", true);
    m.norm = r.boolean("layernorm", true) ? NormKind::LayerNorm : NormKind::RMSNorm;
    m.learned_positions = r.boolean("learned_positions", true) ? r.integer("seq_len", 1) : 0;
    m.source = run.source;
    run.dropout = r.boolean("dropout", true);
    run.gpu = r.text("gpu");
    if (!run.gpu.empty() && findGpu(run.gpu) == nullptr) {
        r.fail("gpu", "unknown GPU \"" + run.gpu + "\" (see `stepbudget-cli catalog`)");
    }
    run.cards = r.integer("gpus", 1);
    run.cards_per_host = r.integer("gpus_per_host", 8, false);
    run.nic_gb_per_s = r.number("nic_gb_per_s", 25, false);
    run.tp = r.integer("tp", 1);
    run.pp = r.integer("pp", 1);
    run.cp = r.integer("cp", 1, false);
    run.ep = r.integer("ep", 1, false);
    run.etp = r.integer("etp", run.tp, false);
    run.mechanism = r.text("mechanism", false);
    if (!run.mechanism.empty() && run.mechanism != "cp" && run.mechanism != "ep") {
        r.fail("mechanism", "must be cp or ep");
    }
    run.fit = r.boolean("fit", false);
    run.cp_overlap = r.boolean("cp_overlap", true);
    run.ep_overlap = r.boolean("ep_overlap", false);
    // MoE shape: routed experts, top-k, one expert's FFN width (gated like the dense FFN).
    m.experts = r.integer("experts", 0, false) > 1 ? r.integer("experts", 0, false) : 0;
    if (m.experts > 0) {
        m.top_k = r.integer("top_k", 1);
        m.expert_intermediate = r.integer("expert_ffn", m.intermediate, false);
        if (run.ep > 1 && m.experts % run.ep != 0) {
            r.fail("ep", "must divide experts");
        }
    } else if (run.ep > 1) {
        r.fail("ep", "needs experts");
    }
    run.global_batch = r.integer("global_batch", 1);
    run.micro_batch = r.integer("micro_batch", 1);
    run.seq_len = r.integer("seq_len", 2048);
    const std::string recompute = r.text("recompute");
    if (!recompute.empty() && !parseRecompute(recompute, &run.recompute)) {
        r.fail("recompute", "must be none, selective or full");
    }
    run.sequence_parallel = r.boolean("sequence_parallel", false);
    run.flash_attention = r.boolean("flash_attention", false);
    const std::string kernel = r.text("attention_kernel", false);
    if (!kernel.empty() && !parseAttentionKernel(kernel, &run.attention_kernel)) {
        r.fail("attention_kernel", "must be flash2, triton, cudnn or flash3");
    }
    const std::string loss = r.text("loss_kernel", false);
    if (!loss.empty() && !parseLossKernel(loss, &run.loss_kernel)) {
        r.fail("loss_kernel", "must be fp32 or fused");
    }
    const std::string schedule = r.text("schedule", false);
    if (!schedule.empty() && !parseSchedule(schedule, &run.schedule)) {
        r.fail("schedule", "unknown schedule \"" + schedule + "\"");
    }
    run.chunks = r.integer("chunks", 1, false);
    run.tp_overlap = r.boolean("tp_overlap", false);
    run.dp_overlap = r.boolean("dp_overlap", false);
    const std::string compute = r.text("compute", false);
    if (!compute.empty() && !parseComputePrecision(compute, &run.compute)) {
        r.fail("compute", "must be bf16 or fp8");
    }
    run.fp8_fit = r.boolean("fp8_fit", false);
    if (run.fp8_fit && run.compute != ComputePrecision::FP8) {
        r.fail("fp8_fit", "only an fp8 row (\"compute\": \"fp8\") can be fitted for FP8");
    }
    run.fsdp = r.boolean("fsdp", false);
    run.dp_grad_bytes = r.number("dp_grad_bytes", 4, false);
    if (run.dp_grad_bytes != 2 && run.dp_grad_bytes != 4) {
        r.fail("dp_grad_bytes", "must be 2 (16-bit gradients) or 4 (FP32 gradients)");
    }
    // A run states its time or, when its source gives throughput, its TFLOP/s per GPU.
    run.published_tflops_per_gpu = r.number("published_tflops_per_gpu", 0, false);
    const std::string convention = r.text("published_flops_convention", false);
    if (!convention.empty() && !parseFlopsConvention(convention, &run.flops_convention)) {
        r.fail("published_flops_convention", "must be palm or megatron-recompute");
    }
    if (run.flops_convention == FlopsConvention::MegatronRecompute &&
        (m.gated_mlp || m.intermediate != 4 * m.hidden || m.kv_heads != m.heads ||
         m.heads * m.head_dim != m.hidden)) {
        // Narayanan et al. 2021's count is for their GPT layer only.
        r.fail("published_flops_convention",
               "megatron-recompute counts a GPT layer: non-gated FFN of 4 x hidden, "
               "heads x head_dim = hidden, no grouped KV heads");
    }
    run.published_tokens_per_s = r.number("published_tokens_per_s", 0, false);
    const bool stated = j.find("measured_iteration_s") != j.end();
    const bool from_tokens = run.published_tokens_per_s > 0 && !stated;
    const bool from_tflops = run.published_tflops_per_gpu > 0 && !stated && !from_tokens;
    run.measured_iteration_s = r.number("measured_iteration_s", 0, !from_tflops && !from_tokens);
    if (from_tokens) {
        // Sequences x tokens per sequence / tokens per second of the whole run.
        run.measured_iteration_s =
            static_cast<double>(run.global_batch * run.seq_len) / run.published_tokens_per_s;
    } else if (from_tflops) {
        // B sequences x FLOPs per sequence as the source counted them / (GPUs x TFLOP/s).
        run.measured_iteration_s =
            static_cast<double>(run.global_batch) * publishedFlopsPerSequence(run) /
            (static_cast<double>(run.cards) * run.published_tflops_per_gpu * units::kTera);
    }
    return run;
}

}  // namespace

PublishedRunsLoad publishedRunsFromJson(std::string_view text) {
    PublishedRunsLoad out;
    const json doc = json::parse(text.begin(), text.end(), nullptr, false);
    if (doc.is_discarded() || !doc.is_object()) {
        out.issues.push_back({"", "not a JSON object"});
        return out;
    }
    const auto runs = doc.find("runs");
    if (runs == doc.end() || !runs->is_array()) {
        out.issues.push_back({"runs", "missing or not an array"});
        return out;
    }
    for (std::size_t i = 0; i < runs->size(); ++i) {
        const std::string path = "runs[" + std::to_string(i) + "]";
        if (!(*runs)[i].is_object()) {
            out.issues.push_back({path, "not an object"});
            continue;
        }
        out.runs.push_back(readRun((*runs)[i], path, out.issues));
    }
    return out;
}

PublishedRunsLoad loadPublishedRuns(const std::string& path) {
    std::string s;
    PublishedRunsLoad out;
    if (!readDataFile(path, &s, &out.issues)) {
        return out;
    }
    return publishedRunsFromJson(s);
}

}  // namespace stepbudget
