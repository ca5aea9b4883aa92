#include "model/step/input_pipeline.h"
#include "model/base/text_concat.h"
#include "model/base/tr_noop.h"

#include <cmath>

namespace stepbudget {
namespace {

// ceil as a count; a near-zero per-worker rate would overflow int64, so it saturates.
std::int64_t ceilCount(double x) {
    return x < 1e15 ? static_cast<std::int64_t>(std::ceil(x)) : std::int64_t{1'000'000'000'000'000};
}

}  // namespace

InputPipelineResults computeInputPipeline(const Scenario& sc, const ComputeResults& cr,
                                          const PlanResults& plan, Derivations* out) {
    InputPipelineResults r;
    const InputConfig& in = sc.input;
    const double seq = static_cast<double>(sc.training.seq_len);
    r.required_tokens_per_s = cr.required_train_tokens_per_s;
    r.required_seq_per_s = r.required_tokens_per_s / seq;
    r.token_id_bytes_per_s = r.required_tokens_per_s * static_cast<double>(in.token_id_bytes);
    // The plan's step without its input wait (pipeline: compute, bubble, recompute, TP
    // collectives; plus exposed DP communication). It was compute + exposed communication,
    // which leaves out the pipeline's bubble, recompute and TP collectives: GPT-3's cards seemed
    // to eat a batch every 18.8 s instead of 30.7 s. One stage without recompute: the same.
    r.step_without_input_s = plan.pipeline_s + plan.exposed_comm_s;
    r.demand_seq_per_s = static_cast<double>(sc.training.global_batch) / r.step_without_input_s;
    r.supply_seq_per_s = static_cast<double>(in.workers) * in.worker_seq_per_s;
    r.keeps_up = r.supply_seq_per_s >= r.demand_seq_per_s;
    r.workers_needed = ceilCount(r.demand_seq_per_s / in.worker_seq_per_s);
    r.workers_for_deadline = ceilCount(r.required_seq_per_s / in.worker_seq_per_s);

    if (out == nullptr) {
        return r;
    }
    out->push_back({"input.required_seq_per_s",
                    QT_TRANSLATE_NOOP("Derivation", "Sequences per second for the deadline"),
                    "required tokens/s / sequence length",
                    concat(fmt(r.required_tokens_per_s), " / ", fmt(seq, 12)), r.required_seq_per_s,
                    "seq/s"});
    out->push_back(
        {"input.token_id_bytes_per_s", QT_TRANSLATE_NOOP("Derivation", "Token-id bandwidth"),
         "required tokens/s * id bytes",
         concat(fmt(r.required_tokens_per_s), " * ", fmt(static_cast<double>(in.token_id_bytes))),
         r.token_id_bytes_per_s, "B/s"});
    out->push_back({"input.demand_seq_per_s",
                    QT_TRANSLATE_NOOP("Derivation", "Sequences per second the cards consume"),
                    "global batch / (t_pipeline + t_exposed)",
                    concat(fmt(static_cast<double>(sc.training.global_batch), 12), " / ",
                           fixed(r.step_without_input_s, 3)),
                    r.demand_seq_per_s, "seq/s"});
    out->push_back(
        {"input.supply_seq_per_s",
         QT_TRANSLATE_NOOP("Derivation", "Sequences per second the workers prepare"),
         "workers * per-worker rate",
         concat(fmt(static_cast<double>(in.workers), 12), " * ", fmt(in.worker_seq_per_s)),
         r.supply_seq_per_s, "seq/s"});
    out->push_back(
        {"input.workers_needed", QT_TRANSLATE_NOOP("Derivation", "Workers that keep the cards fed"),
         "ceil(demand / per-worker rate)",
         concat("ceil(", fixed(r.demand_seq_per_s, 3), " / ", fmt(in.worker_seq_per_s), ")"),
         static_cast<double>(r.workers_needed), "workers"});
    return r;
}

// The section's JSON fields in output order (model/io/failure_json.cpp writes them and fills in the
// nested ones); documented in docs/cli.md, a row with a documentation string also in the generated
// reference (`stepbudget-cli results`).
const std::vector<ResultField<InputPipelineResults>>& inputResultFields() {
    using R = InputPipelineResults;
    static const std::vector<ResultField<R>> fields = {
        real("required_tokens_per_s", &R::required_tokens_per_s),
        real("required_seq_per_s", &R::required_seq_per_s),
        real("token_id_bytes_per_s", &R::token_id_bytes_per_s),
        real("step_without_input_s", &R::step_without_input_s),
        real("demand_seq_per_s", &R::demand_seq_per_s),
        real("supply_seq_per_s", &R::supply_seq_per_s),
        field("keeps_up", &R::keeps_up),
        field("workers_needed", &R::workers_needed),
        field("workers_for_deadline", &R::workers_for_deadline),
    };
    return fields;
}

}  // namespace stepbudget
