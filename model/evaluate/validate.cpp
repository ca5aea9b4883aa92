#include "model/evaluate/validate.h"

#include <string>

#include "model/base/derivation.h"
#include "model/base/parallel_groups.h"
#include "model/base/params.h"
#include "model/base/text.h"
#include "model/evaluate/model_rules.h"
#include "model/evaluate/param_registry.h"
#include "model/pipeline/pipeline_rules.h"
#include "model/reliability/failure_rules.h"
#include "model/step/compute.h"

namespace stepbudget {
namespace {

std::string num(double v) {
    return fmt(v, 10);
}

// Context and expert parallelism (parallel_groups.h): the cp ranks split each sequence into
// 2 cp load-balanced chunks (Megatron-Core, Llama 3), so 2 cp must divide s; the ep ranks hold
// whole experts, so ep divides E; an expert group of ep x t_e cards is folded over the t cp d
// cards of one pipeline stage, so it must divide them.
void layoutGroupChecks(const Scenario& s, Issues& issues) {
    const Parallel& p = s.parallel;
    if (p.cp > 1 && s.training.seq_len % (2 * p.cp) != 0) {
        issues.push_back({"parallel.cp", num(p.cp) + " needs training.seq_len (" +
                                             num(s.training.seq_len) +
                                             ") divisible by 2 x cp (load-balanced chunks); "
                                             "allowed: cp with 2 cp dividing seq_len"});
    }
    if (p.ep > 1 && s.model.experts == 0) {
        issues.push_back({"parallel.ep", num(p.ep) +
                                             " needs routed experts (model.experts = 0 is a "
                                             "dense model); allowed 1"});
        return;
    }
    if (p.ep > 1 && s.model.experts % p.ep != 0) {
        issues.push_back({"parallel.ep", num(p.ep) + " must divide model.experts (" +
                                             num(s.model.experts) +
                                             "): each expert-parallel rank holds whole experts"});
    }
    const std::int64_t stage_cards = s.cluster.cards / s.parallel.pp;
    const std::int64_t expert_group = p.ep * expertTensorParallel(p);
    if (expert_group > stage_cards || stage_cards % expert_group != 0) {
        // Name the key the user typed: etp when it was set, else ep.
        issues.push_back({p.etp > 0 ? "parallel.etp" : "parallel.ep",
                          "ep x etp = " + num(p.ep) + " x " + num(expertTensorParallel(p)) +
                              " must divide the cards of one pipeline stage, cluster.cards / "
                              "parallel.pp = " +
                              num(stage_cards) + " (t x cp x d)"});
    }
}

void crossChecks(const Scenario& s, Issues& issues) {
    const ModelSpec& m = s.model;
    if (m.kv_heads > m.heads) {
        issues.push_back({"model.kv_heads", num(m.kv_heads) + " exceeds model.heads (" +
                                                num(m.heads) + "); allowed [1, model.heads]"});
    } else if (m.heads % m.kv_heads != 0) {
        issues.push_back({"model.kv_heads", num(m.kv_heads) + " must divide model.heads (" +
                                                num(m.heads) + ") for grouped-query attention"});
    }
    if (m.experts == 0 && m.top_k != 0) {
        issues.push_back({"model.top_k", "must be 0 for a dense model (model.experts = 0)"});
    }
    if (m.experts > 0 && (m.top_k < 1 || m.top_k > m.experts)) {
        issues.push_back({"model.top_k", num(m.top_k) +
                                             " is out of range, allowed [1, model.experts = " +
                                             num(m.experts) + "]"});
    }
    if (s.training.flops_model == FlopsModel::Exact && matrixParams(m) <= 0) {
        issues.push_back(
            {"model.params", num(m.params) +
                                 " is not larger than the embeddings and norms of the "
                                 "shape; fix the shape or set training.flops_model = 6nd"});
    }
    // 6ND counts the parameters a token runs through, N minus the routed experts it skips; a
    // shape whose skipped experts alone exceed N would give negative FLOPs and compute time.
    if (s.training.flops_model == FlopsModel::SixND &&
        static_cast<double>(m.params) - inactiveExpertParams(m) <= 0) {
        issues.push_back({"model.params",
                          num(m.params) + " is not larger than the routed experts a token skips (" +
                              num(inactiveExpertParams(m)) +
                              " from the shape); raise it, or fix model.experts, model.top_k "
                              "or the expert size"});
    }
    if (s.training.micro_batch > s.training.global_batch) {
        issues.push_back({"training.micro_batch",
                          num(s.training.micro_batch) + " exceeds training.global_batch (" +
                              num(s.training.global_batch) + "); allowed [1, global_batch]"});
    }
    if (s.training.reserved_days >= s.training.deadline_days) {
        issues.push_back({"training.reserved_days", num(s.training.reserved_days) +
                                                        " leaves no time before the deadline (" +
                                                        num(s.training.deadline_days) +
                                                        " days); allowed [0, deadline_days)"});
    }
    // Layouts that cannot exist (one-plan.md "Plausibility"): Megatron's tensor parallelism
    // splits the attention heads across the t cards, and a pipeline stage holds whole layers.
    if (s.parallel.tp > m.heads) {
        issues.push_back({"parallel.tp", num(s.parallel.tp) + " exceeds model.heads (" +
                                             num(m.heads) + "); allowed [1, heads]"});
    } else if (m.heads % s.parallel.tp != 0) {
        issues.push_back({"parallel.tp",
                          num(s.parallel.tp) + " must divide model.heads (" + num(m.heads) + ")"});
    }
    if (s.parallel.pp > m.layers) {
        issues.push_back({"parallel.pp", num(s.parallel.pp) + " exceeds model.layers (" +
                                             num(m.layers) +
                                             "): a stage holds at least one layer; allowed [1, " +
                                             num(m.layers) + "]"});
    }
    if (s.pipeline.source == PipelineSource::Plan && s.parallel.pp > 64) {
        issues.push_back({"parallel.pp", num(s.parallel.pp) +
                                             " stages cannot be simulated; allowed [1, 64] "
                                             "while pipeline.source = plan"});
    }
    const std::int64_t model_parallel = s.parallel.tp * s.parallel.pp * s.parallel.cp;
    if (model_parallel > s.cluster.cards || s.cluster.cards % model_parallel != 0) {
        issues.push_back(
            {"cluster.cards",
             num(s.cluster.cards) +
                 (s.parallel.cp > 1 ? " must be a multiple of parallel.tp x parallel.pp x "
                                      "parallel.cp ("
                                    : " must be a multiple of parallel.tp x parallel.pp (") +
                 num(model_parallel) + ")"});
    } else {
        layoutGroupChecks(s, issues);
    }
}

}  // namespace

Issues validate(const Scenario& scenario) {
    Issues issues;
    if (scenario.schema != kSchema) {
        issues.push_back({"schema", std::string("must be \"") + kSchema + "\""});
    }
    for (const ParamSpec& spec : paramSpecs()) {
        if (spec.isNumeric()) {
            if (auto issue = checkNumber(spec, spec.get_number(scenario))) {
                issues.push_back(*issue);
            }
        } else if (spec.type == ParamType::Text &&
                   utf8Length(spec.get_text(scenario)) > spec.max_length) {  // characters
            issues.push_back({spec.path, "is too long, allowed " + describeRange(spec)});
        }
    }
    if (!issues.empty()) {
        return issues;  // cross checks assume every value is in range
    }
    return validateRules(scenario);
}

Issues validateRules(const Scenario& scenario) {
    Issues issues;
    crossChecks(scenario, issues);
    for (Issue& issue : validatePipeline(scenario.pipeline)) {
        issues.push_back(std::move(issue));
    }
    for (Issue& issue : validateFailures(scenario)) {
        issues.push_back(std::move(issue));
    }
    for (Issue& issue : validateModelRules(scenario)) {
        issues.push_back(std::move(issue));
    }
    return issues;
}

}  // namespace stepbudget
