#include "model/io/results_json.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>
#include <sstream>
#include <type_traits>
#include <variant>

#include "model/base/text.h"
#include "model/base/units.h"
#include "model/checkpoint/checkpoint.h"
#include "model/checkpoint/interval.h"
#include "model/efficiency/layer_time.h"
#include "model/io/failure_json.h"
#include "model/io/result_fields_json.h"
#include "model/io/section_json.h"
#include "model/memory/activation.h"
#include "model/memory/offload.h"
#include "model/moe/attention.h"
#include "model/moe/moe.h"
#include "model/reliability/interruption.h"
#include "model/reliability/straggler.h"
#include "model/rl/rl.h"
#include "model/step/collectives.h"
#include "model/step/scaling.h"

namespace stepbudget {
namespace {

using Json = nlohmann::ordered_json;

// JSON has no infinity or NaN; a non-finite value becomes null (and never happens for valid
// scenarios — the property tests check that).
Json number(double v) {
    return std::isfinite(v) ? Json(v) : Json(nullptr);
}

Json memoryJson(const MemoryResults& m) {
    Json j;
    j["state_bytes_per_param"] = number(m.state_bytes_per_param);
    j["persistent_bytes"] = number(m.persistent_bytes);
    j["fp8_operand_bytes"] = number(m.fp8_operand_bytes);
    j["data_parallel"] = number(m.data_parallel);
    Json zero = Json::array();
    for (double v : m.zero_resident_bytes_per_card) {
        zero.push_back(number(v));
    }
    j["zero_resident_bytes_per_card"] = zero;
    j["resident_bytes_per_card"] = number(m.resident_bytes_per_card);
    j["extra_bytes_per_card"] = number(m.extra_bytes_per_card);
    j["runtime_overheads"] = m.overheads.included;
    j["overhead_bytes_per_card"] = number(m.overhead_bytes_per_card);
    j["peak_bytes_per_card"] = number(m.peak_bytes_per_card);
    j["usable_bytes_per_card"] = number(m.usable_bytes_per_card);
    j["margin_bytes"] = number(m.margin_bytes);
    j["fits"] = m.fits;
    j["over_bytes"] = number(m.over_bytes);
    j["min_cards_to_fit"] = m.min_cards_to_fit;
    return j;
}

Json computeJson(const ComputeResults& c) {
    Json j;
    j["matrix_params"] = number(c.matrix_params);
    j["flops_per_sequence"] = number(c.flops_per_sequence);
    j["task_flops"] = number(c.task_flops);
    j["flops_per_token"] = number(c.flops_per_token);
    j["tokens_per_step"] = number(c.tokens_per_step);
    j["microbatches_per_card"] = number(c.microbatches_per_card);
    j["tokens_per_s_per_card"] = number(c.tokens_per_s_per_card);
    j["required_tokens_per_s"] = number(c.required_tokens_per_s);
    j["required_train_tokens_per_s"] = number(c.required_train_tokens_per_s);
    j["min_cards_compute"] = c.min_cards_compute;
    j["min_cards_at_peak"] = c.min_cards_at_peak;
    j["min_cards_capacity"] = c.min_cards_capacity;
    return j;
}

Json commJson(const CommResults& c) {
    Json j;
    j["collective_bytes_per_card"] = number(c.collective_bytes_per_card);
    j["collectives_per_step"] = number(c.collectives_per_step);
    j["step_bytes_per_card"] = number(c.step_bytes_per_card);
    j["link_time_s"] = number(c.link_time_s);
    j["link_per_microbatch_s"] = number(c.link_per_microbatch_s);
    j["compute_per_microbatch_s"] = number(c.compute_per_microbatch_s);
    j["layer_gather_bytes"] = number(c.layer_gather_bytes);
    j["layer_gather_s"] = number(c.layer_gather_s);
    j["embedding_exposed_s"] = number(c.embedding_exposed_s);
    j["unhidden_s"] = number(c.unhidden_s);
    j["exposed_s"] = number(c.exposed_s);
    j["hidden"] = c.hidden;
    return j;
}

Json planJson(const PlanResults& p) {
    Json j;
    j["steps"] = p.steps;
    j["flops_per_step"] = number(p.flops_per_step);
    j["compute_s"] = number(p.compute_s);
    j["exposed_comm_s"] = number(p.exposed_comm_s);
    j["input_wait_s"] = number(p.input_wait_s);
    j["step_time_s"] = number(p.step_time_s);
    j["step_budget_s"] = number(p.step_budget_s);
    j["step_cap_s"] = number(p.step_cap_s);
    j["margin_s"] = number(p.margin_s);
    j["overhead_fraction"] = number(p.overhead_fraction);
    j["train_days"] = number(p.train_days);
    j["finish_days"] = number(p.finish_days);
    j["slack_days"] = number(p.slack_days);
    j["meets_deadline"] = p.meets_deadline;
    j["required_mfu"] = p.required_mfu_reachable ? number(p.required_mfu) : Json(nullptr);
    j["max_comm_wait_s"] = number(p.max_comm_wait_s);
    j["prefetch_broken_step_s"] = number(p.prefetch_broken_step_s);
    j["cards_for_deadline"] = p.cards_for_deadline > 0 ? Json(p.cards_for_deadline) : Json(nullptr);
    // The plan's layout and pipeline (one-plan.md).
    j["dp"] = number(p.dp);
    j["microbatches_per_pipeline"] = p.microbatches_per_pipeline;
    Json forward = Json::array();
    for (double v : p.stage_forward_s) {
        forward.push_back(number(v));
    }
    Json backward = Json::array();
    for (double v : p.stage_backward_s) {
        backward.push_back(number(v));
    }
    j["stage_forward_s"] = forward;
    j["stage_backward_s"] = backward;
    j["pipeline_s"] = number(p.pipeline_s);
    j["bubble_s"] = number(p.bubble_s);
    j["recompute_s"] = number(p.recompute_s);
    j["tp_comm_s"] = number(p.tp_comm_s);
    j["tp_comm_exposed_s"] = number(p.tp_comm_exposed_s);
    j["pp_comm_s"] = number(p.pp_comm_s);
    // Context and expert parallelism (layout.h); 0 and factor 1 with cp = ep = 1.
    j["kv_exchange_s"] = number(p.kv_exchange_s);
    j["kv_exchange_link_s"] = number(p.kv_exchange_link_s);
    j["all_to_all_s"] = number(p.all_to_all_s);
    j["all_to_all_link_s"] = number(p.all_to_all_link_s);
    j["expert_wait_s"] = number(p.expert_wait_s);
    j["expert_imbalance"] = number(p.expert_imbalance);
    j["achieved_mfu"] = number(p.achieved_mfu);
    j["hfu"] = number(p.hfu);
    if (p.achieved_mfu_fp8_peak > 0) {  // only with precision.compute = fp8
        j["achieved_mfu_fp8_peak"] = number(p.achieved_mfu_fp8_peak);
    }
    if (p.predicted_mfu > 0) {  // only with cluster.efficiency_source = predicted
        j["predicted_mfu"] = number(p.predicted_mfu);
    }
    j["schedule"] = toString(p.schedule);
    // The step on one time line (step_phases.h).
    j["dp_link_s"] = number(p.phases.dp_link_s);
    j["dp_hidden_s"] = number(p.phases.dp_hidden_s);
    j["checkpoint_save_per_step_s"] = number(p.phases.checkpoint_save_s);
    j["failure_loss_per_step_s"] = number(p.phases.failure_loss_s);
    j["wall_step_s"] = number(p.phases.wall_s);
    Json phases = Json::array();
    for (const StepPhase& ph : p.phases.phases) {
        phases.push_back({{"phase", toString(ph.kind)},
                          {"start_s", number(ph.start_s)},
                          {"end_s", number(ph.end_s)},
                          {"pieces", ph.pieces}});
    }
    j["phases"] = phases;
    Json amdahl = Json::object();
    for (const AmdahlItem& a : p.amdahl) {
        amdahl[a.resource] = {{"seconds_s", number(a.seconds)},
                              {"fraction", number(a.fraction)},
                              {"step_at_double_s", number(a.step_at_double_s)},
                              {"step_at_half_s", number(a.step_at_half_s)}};
    }
    j["amdahl"] = amdahl;
    Json tornado = Json::object();
    for (const TornadoItem& t : p.tornado) {
        tornado[t.key] = {{"finish_at_half_days", number(t.finish_at_half_days)},
                          {"finish_at_double_days", number(t.finish_at_double_days)}};
    }
    j["tornado"] = tornado;
    Json six = Json::array();
    for (const SixNdRow& row : p.six_nd) {
        six.push_back({{"gpu", row.gpu},
                       {"peak_tflops", number(row.peak_tflops)},
                       {"mfu", number(row.mfu)},
                       {"days", number(row.days)},
                       {"cards_for_deadline", row.cards_for_deadline}});
    }
    j["six_nd"] = six;
    return j;
}

template <class V>
Json numbers(const std::vector<V>& values) {
    Json a = Json::array();
    for (const V v : values) {
        if constexpr (std::is_floating_point_v<V>) {
            a.push_back(number(v));
        } else {
            a.push_back(v);
        }
    }
    return a;
}

// The contract's four keys (pipeline.makespan_ms, idle_ms, peak_bytes, forward_messages) and
// the rest of a schedule's summary; a schedule that cannot run has nulls and its reason.
Json scheduleSummaryJson(const ScheduleResult& r) {
    Json j;
    j["runnable"] = r.runnable;
    if (!r.runnable) {
        j["reason"] = r.reason;
        for (const char* key : {"makespan_ms", "idle_ms", "peak_bytes", "forward_messages"}) {
            j[key] = nullptr;
        }
        return j;
    }
    j["makespan_ms"] = number(r.makespan_ms);
    j["idle_ms"] = numbers(r.idle_ms);
    j["peak_bytes"] = numbers(r.peak_bytes);
    j["forward_messages"] = r.forward_messages;
    j["backward_messages"] = r.backward_messages;
    j["gradient_ready_ms"] = number(r.gradient_ready_ms);
    if (r.detail == PipelineDetail::Full) {
        j["free_link_makespan_ms"] = number(r.free_link_makespan_ms);
    }
    j["busy_ms"] = numbers(r.busy_ms);
    j["op_count"] = r.op_count;
    return j;
}

Json pipelineJson(const PipelineResults& p) {
    Json j;
    j["source"] = p.example ? "example" : "plan";
    j["schedule"] = toString(p.configured.schedule);
    j.update(scheduleSummaryJson(p.configured));
    const PipelineFormulas& f = p.formulas;
    j["formulas"] = {{"ideal_makespan_ms", number(f.ideal_makespan_ms)},
                     {"ideal_utilisation", number(f.ideal_utilisation)},
                     {"bubble_fraction", number(f.bubble_fraction)},
                     {"fill_drain_bubble_ms", number(f.fill_drain_bubble_ms)},
                     {"1f1b_bubble_ms", number(f.one_f_one_b_bubble_ms)},
                     {"interleaved_bubble_fraction", number(f.interleaved_bubble_fraction)},
                     {"interleaved_bubble_ms", number(f.interleaved_bubble_ms)},
                     {"zb_h1_bubble_ms", number(f.zb_h1_bubble_ms)},
                     {"zb_h2_bubble_ms", number(f.zb_h2_bubble_ms)},
                     {"dualpipe_bubble_ms", number(f.dualpipe_bubble_ms)}};
    Json all = Json::object();
    for (const ScheduleResult& r : p.schedules) {
        all[toString(r.schedule)] = scheduleSummaryJson(r);
    }
    j["schedules"] = all;
    return j;
}

// A verdict under its own result key ("plan.decides" -> root.plan.decides; array indices as
// numbers): true/false for a yes-no verdict, else its word. A key a section already writes
// (memory.fits, plan.meets_deadline) keeps its value, which is the same judgement.
void addVerdictKey(Json& root, const Verdict& v) {
    Json* node = &root;
    std::string path = v.id;
    for (std::size_t dot = path.find('.'); dot != std::string::npos; dot = path.find('.')) {
        const std::string part = path.substr(0, dot);
        path = path.substr(dot + 1);
        if (node->is_array() && !part.empty() &&
            std::all_of(part.begin(), part.end(), [](char c) { return c >= '0' && c <= '9'; })) {
            const std::size_t i = std::stoul(part);
            if (i >= node->size()) {
                return;
            }
            node = &(*node)[i];
        } else if (node->is_object() && node->contains(part)) {
            node = &(*node)[part];
        } else {
            return;  // its section was not asked for
        }
    }
    if (!node->is_object() || node->contains(path)) {
        return;
    }
    const bool yes_no = v.choice == "yes" || v.choice == "no";
    (*node)[path] = yes_no ? Json(v.choice == "yes") : Json(v.choice);
}

const char* toneName(Tone t) {
    return t == Tone::Good ? "good" : t == Tone::Bad ? "bad" : "neutral";
}

}  // namespace

Json resultsTree(const Results& r, const std::vector<std::string>& paths) {
    // Which top-level sections to build: those the paths start with, or all of them. The
    // failure and breadth writers add to several sections at once, so they run whenever one
    // of theirs is asked for.
    std::vector<std::string> wanted;
    wanted.reserve(paths.size());
    for (const std::string& path : paths) {
        wanted.push_back(path.substr(0, path.find('.')));
    }
    auto want = [&](const char* section) {
        return paths.empty() || std::find(wanted.begin(), wanted.end(), section) != wanted.end();
    };
    auto wantAny = [&](std::initializer_list<const char*> sections) {
        return std::any_of(sections.begin(), sections.end(), want);
    };
    Json root;
    if (want("memory")) {
        root["memory"] = memoryJson(r.memory);
    }
    if (want("compute")) {
        root["compute"] = computeJson(r.compute);
    }
    if (want("comm")) {
        root["comm"] = commJson(r.comm);
    }
    if (want("checkpoint")) {
        root["checkpoint"] = fieldsJson(checkpointResultFields(), *r.checkpoint);
    }
    if (want("plan")) {
        root["plan"] = planJson(r.plan);
        // finish_days is the first-order (Young/Daly) finish; when failures outrun checkpoint
        // segments it is no forecast, and the flag says so (docs/hardening.md).
        root["plan"]["finish_reachable"] = finishReachable(r);
        root["plan"]["poisson_finish_days"] =
            number(std::min(poissonFinishDays(r), kClampedMagnitude));
    }
    if (want("rl")) {
        root["rl"] = fieldsJson(rlResultFields(), *r.rl);
    }
    if (wantAny({"checkpoint", "straggler", "input", "interruptions"})) {
        addFailuresJson(r, root);  // checkpoint.* additions, straggler, input, interruptions
    }
    if (wantAny({"memory", "rl", "activation", "recompute", "offload", "sharding", "collectives",
                 "moe", "attention", "scaling", "shape"})) {
        // The breadth sections (section_json.cpp), only those asked for.
        appendBreadthJson(r, root, [&](const char* section) { return want(section); });
    }
    if (want("pipeline")) {
        root["pipeline"] = pipelineJson(r.pipeline);
    }
    if (want("warnings")) {
        Json warnings = Json::array();
        for (const Issue& w : r.warnings) {
            warnings.push_back({{"key", w.path}, {"message", w.message}});
        }
        root["warnings"] = std::move(warnings);
    }
    for (const Verdict& v : r.verdicts) {
        addVerdictKey(root, v);
    }
    if (want("verdicts")) {
        Json verdicts = Json::array();
        for (const Verdict& v : r.verdicts) {
            const Derivation* d = r.derivation(v.id);
            verdicts.push_back({{"id", v.id},
                                {"verdict", v.choice},
                                {"tone", toneName(v.tone)},
                                {"text", d != nullptr ? d->verdict : std::string()}});
        }
        root["verdicts"] = std::move(verdicts);
    }
    if (want("derivations")) {
        Json derivations = Json::array();
        for (const Derivation& d : r.derivations) {
            derivations.push_back({{"id", d.id},
                                   {"title", d.title},
                                   {"formula", d.formula},
                                   {"substituted", d.substituted},
                                   {"value", number(d.value)},
                                   {"unit", d.unit}});
            if (std::fabs(d.value) >= kClampedMagnitude) {  // a cap, not a computed figure
                derivations.back()["clamped"] = true;
            }
            if (!d.verdict.empty()) {  // a verdict's answer; ordinary numbers have none
                derivations.back()["verdict"] = d.verdict;
            }
        }
        root["derivations"] = std::move(derivations);
    }
    return root;
}

namespace {

template <class R>
void addDocs(std::vector<ResultFieldDoc>& docs, const std::string& section,
             const std::vector<ResultField<R>>& fields) {
    for (const ResultField<R>& f : fields) {
        if (f.doc != nullptr) {  // the others are documented by hand in docs/cli.md
            docs.push_back({section + "." + f.key, f.doc});
        }
    }
}

}  // namespace

std::vector<ResultFieldDoc> resultFieldDocs() {
    std::vector<ResultFieldDoc> docs;
    addDocs(docs, "checkpoint", checkpointResultFields());
    addDocs(docs, "rl", rlResultFields());
    addDocs(docs, "straggler", stragglerResultFields());
    addDocs(docs, "activation", activationResultFields());
    addDocs(docs, "offload", offloadResultFields());
    addDocs(docs, "collectives", collectivesResultFields());
    addDocs(docs, "moe", moeResultFields());
    addDocs(docs, "input", inputResultFields());
    addDocs(docs, "interruptions", interruptionResultFields());
    addDocs(docs, "attention", attentionResultFields());
    addDocs(docs, "scaling", scalingResultFields());
    return docs;
}

std::string resultsToJson(const Results& r) {
    return resultsTree(r, {}).dump(2) + "\n";
}

namespace {

// Prints `value` as dump(2) would print it nested `depth` levels deep: the same text with
// every line after the first indented 2 x depth more.
void writeNested(std::ostream& out, const Json& value, int depth) {
    const std::string text = value.dump(2);
    const std::string pad(static_cast<std::size_t>(2 * depth), ' ');
    std::size_t from = 0;
    for (std::size_t nl = text.find('\n'); nl != std::string::npos; nl = text.find('\n', from)) {
        out.write(text.data() + from, static_cast<std::streamsize>(nl + 1 - from));
        out << pad;
        from = nl + 1;
    }
    out.write(text.data() + from, static_cast<std::streamsize>(text.size() - from));
}

// The array `key` of the root object, written one element at a time: start(), `count` times
// add(), finish().
class ArrayWriter {
public:
    ArrayWriter(std::ostream& out, const char* key, std::size_t count)
        : m_out(out), m_key(key), m_count(count) {}
    void start() { m_out << "  " << Json(m_key).dump() << ": " << (m_count == 0 ? "[]" : "[\n"); }
    void add(const Json& item) {
        addWith([&item](std::ostream& out) { writeNested(out, item, 2); });
    }
    // An element printed by `write` (as writeNested would print it two levels deep).
    template <class Write>
    void addWith(Write&& write) {
        m_out << "    ";
        write(m_out);
        m_out << (++m_written < m_count ? ",\n" : "\n");
    }
    void finish() {
        if (m_count > 0) {
            m_out << "  ]";
        }
    }

private:
    std::ostream& m_out;
    const char* m_key;
    std::size_t m_count;
    std::size_t m_written = 0;
};

// Everything before the op list: the summary keys, each followed by ",\n".
void writeScheduleHead(const ScheduleResult& r, std::ostream& out) {
    Json head;
    head["schedule"] = toString(r.schedule);
    head.update(scheduleSummaryJson(r));
    out << "{\n";
    for (auto it = head.begin(); it != head.end(); ++it) {
        out << "  " << Json(it.key()).dump() << ": ";
        writeNested(out, it.value(), 1);
        out << ",\n";
    }
}

Json opJson(const PipelineOp& op) {
    Json o = {{"gpu", op.gpu},
              {"kind", toString(op.kind)},
              {"stage", op.stage},
              {"microbatch", op.microbatch},
              {"start_ms", number(op.start_ms)},
              {"end_ms", number(op.end_ms)},
              {"chunk", op.chunk},
              {"direction", op.direction}};
    if (op.kind == OpKind::Activation || op.kind == OpKind::Gradient) {
        o["from_gpu"] = op.from_gpu;
        o["to_gpu"] = op.to_gpu;
    }
    return o;
}

// One GPU's memory as dump(2) prints it two levels deep, written a step at a time: the steps
// of one GPU as one tree were ~20 MB at the op limit.
void writeGpuMemory(std::ostream& out, std::size_t gpu, const GpuMemory& m) {
    out << "{\n      \"gpu\": " << Json(gpu).dump()
        << ",\n      \"peak_bytes\": " << Json(m.peak_bytes).dump()
        << ",\n      \"peak_ms\": " << number(m.peak_ms).dump() << ",\n      \"steps\": ";
    if (m.steps.empty()) {
        out << "[]";
    } else {
        out << "[\n";
        for (std::size_t k = 0; k < m.steps.size(); ++k) {
            const MemoryPoint& pt = m.steps[k];
            out << "        ";
            writeNested(out,
                        Json{{"time_ms", number(pt.time_ms)},
                             {"saved_bytes", pt.saved_bytes},
                             {"send_bytes", pt.send_bytes},
                             {"receive_bytes", pt.receive_bytes}},
                        4);
            out << (k + 1 < m.steps.size() ? ",\n" : "\n");
        }
        out << "      ]";
    }
    out << "\n    }";
}

}  // namespace

void writeScheduleJson(const ScheduleResult& r, std::ostream& out) {
    // The text of one Json tree dumped with indent 2, written piece by piece so a timeline of
    // two million ops is never held as a tree (about 1.5 kB of tree per op).
    writeScheduleHead(r, out);
    ArrayWriter ops(out, "ops", r.ops.size());
    ops.start();
    for (const PipelineOp& op : r.ops) {
        ops.add(opJson(op));
    }
    ops.finish();
    out << ",\n";
    ArrayWriter memory(out, "memory", r.memory.size());
    memory.start();
    for (std::size_t g = 0; g < r.memory.size(); ++g) {
        memory.addWith([&](std::ostream& o) { writeGpuMemory(o, g, r.memory[g]); });
    }
    memory.finish();
    out << "\n}\n";
}

ScheduleResult writeSimulatedScheduleJson(const PipelineConfig& config, Schedule schedule,
                                          std::ostream& out) {
    // The same text as writeScheduleJson(simulateSchedule(config, schedule)), each op and each
    // GPU's strip written as the simulator hands it over (none of them is kept).
    std::optional<ArrayWriter> ops;
    std::optional<ArrayWriter> memory;
    std::size_t gpu = 0;
    ScheduleSinks sinks;
    sinks.head = [&](const ScheduleResult& r) {
        writeScheduleHead(r, out);
        ops.emplace(out, "ops", static_cast<std::size_t>(r.op_count));
        ops->start();
        memory.emplace(out, "memory", r.peak_bytes.size());
    };
    sinks.op = [&](const PipelineOp& op) { ops->add(opJson(op)); };
    bool memory_started = false;
    auto startMemory = [&] {
        if (!memory_started) {
            memory_started = true;
            ops->finish();
            out << ",\n";
            memory->start();
        }
    };
    sinks.memory = [&](const GpuMemory& m) {
        startMemory();
        memory->addWith([&](std::ostream& o) { writeGpuMemory(o, gpu, m); });
        ++gpu;
    };
    ScheduleResult head = streamSchedule(config, schedule, sinks);
    if (head.runnable) {
        startMemory();
        memory->finish();
        out << "\n}\n";
    }
    return head;
}

std::string scheduleToJson(const ScheduleResult& r) {
    std::ostringstream out;
    writeScheduleJson(r, out);
    return out.str();
}

namespace {

// Walks a dotted path: object keys by name, array elements by decimal index; a boolean reads
// as 0 / 1.
template <class J>
bool numberAt(const J& root, const std::string& path, double* value) {
    const J* node = &root;
    std::size_t start = 0;
    while (start <= path.size()) {
        const std::size_t dot = path.find('.', start);
        const std::string part =
            path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
        if (node->is_object()) {
            auto it = node->find(part);
            if (it == node->end()) {
                return false;
            }
            node = &*it;
        } else if (node->is_array()) {
            if (part.empty() || part.find_first_not_of("0123456789") != std::string::npos) {
                return false;
            }
            const std::size_t index = std::stoul(part);
            if (index >= node->size()) {
                return false;
            }
            node = &(*node)[index];
        } else {
            return false;
        }
        if (dot == std::string::npos) {
            break;
        }
        start = dot + 1;
    }
    if (node->is_boolean()) {
        *value = node->template get<bool>() ? 1.0 : 0.0;
        return true;
    }
    if (!node->is_number()) {
        return false;
    }
    *value = node->template get<double>();
    return true;
}

}  // namespace

bool resultNumber(const std::string& json_text, const std::string& path, double* value) {
    const nlohmann::json root = nlohmann::json::parse(json_text, nullptr, false);
    return !root.is_discarded() && numberAt(root, path, value);
}

bool resultNumber(const Json& tree, const std::string& path, double* value) {
    return numberAt(tree, path, value);
}

namespace {

// A derivation's substituted formula with fmt()'s "inf" / "nan" operands spelled as what they
// are: an intermediate that overflowed (a published value stays finite; the property tests and
// tst_finite_output check) must not print as a number.
std::string operandsText(const std::string& substituted) {
    std::string out;
    out.reserve(substituted.size());
    const auto letter = [](char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; };
    for (std::size_t i = 0; i < substituted.size();) {
        const bool start = i == 0 || !letter(substituted[i - 1]);
        bool replaced = false;
        for (const auto& [word, text] : {std::pair{"inf", "overflow"}, {"nan", "undefined"}}) {
            const std::size_t n = std::char_traits<char>::length(word);
            if (start && substituted.compare(i, n, word) == 0 &&
                (i + n == substituted.size() || !letter(substituted[i + n]))) {
                out += text;
                i += n;
                replaced = true;
                break;
            }
        }
        if (!replaced) {
            out += substituted[i++];
        }
    }
    return out;
}

// A derivation's value as the Markdown report prints it: a cap is labelled, a non-finite value
// (none for a valid scenario; the property tests check) is said, not printed as "inf".
std::string valueText(double v) {
    if (!std::isfinite(v)) {
        return "not a finite number";
    }
    if (std::fabs(v) >= kClampedMagnitude) {
        return std::string(v < 0 ? "<= -" : ">= ") + "1e300 (clamped: too large to compute)";
    }
    return fmt(v, 6);
}

}  // namespace

std::string resultsToMarkdown(const Scenario& sc, const Results& r, bool derivations) {
    using units::kGiB;
    std::string md;
    // A mailed preset's text must not drive the reader's terminal (ANSI escapes, CR overwrites).
    md += "# " + terminalSafeText(sc.name) + "\n\n";
    if (!sc.description.empty()) {
        md += terminalSafeText(sc.description) + "\n\n";
    }
    md += "## Headline\n\n";
    md += "| result | value |\n|---|---:|\n";
    md += "| fits in memory | " + std::string(r.memory.fits ? "yes" : "no") + " (peak " +
          fixed(r.memory.peak_bytes_per_card / kGiB, 3) + " GiB of " +
          fixed(r.memory.usable_bytes_per_card / kGiB, 3) + " GiB) |\n";
    md += "| step time | " + fixed(r.plan.step_time_s, 3) + " s |\n";
    md += "| step cap | " + fixed(r.plan.step_cap_s, 3) + " s |\n";
    md += "| margin | " + fixed(r.plan.margin_s, 3) + " s |\n";
    if (finishReachable(r)) {
        md += "| finish | " + fixed(r.plan.finish_days, 3) + " days (deadline " +
              fmt(sc.training.deadline_days) + ", " + (r.plan.meets_deadline ? "met" : "missed") +
              ") |\n";
    } else {
        md += "| finish | not reachable: failures every " + fmt(r.checkpoint->job_mtbf_s, 3) +
              " s outrun the checkpoint segments (Poisson retry overhead " +
              valueText(r.interval->poisson_overhead_fraction) + "; the first-order " +
              fixed(r.plan.finish_days, 1) + " days is no forecast; deadline " +
              fmt(sc.training.deadline_days) + ", missed) |\n";
    }
    md += "| overhead L | " + fixed(100 * r.plan.overhead_fraction, 3) + " % |\n";
    // The input and the output, each under its own name (docs/one-plan.md, "Names"): the
    // efficiency of the compute itself, and the MFU the whole step achieves.
    const bool predicted_eta =
        sc.cluster.efficiency_source == EfficiencySource::Predicted && !sc.cluster.mfu_override;
    md += "| compute efficiency | " + fixed(100 * r.compute.mfu, 3) + " % (" +
          (predicted_eta ? "predicted" : "typed cluster.mfu") + ") |\n";
    md += "| achieved MFU | " + fixed(100 * r.plan.achieved_mfu, 3) +
          " % (model FLOPs / (step x cards x peak)) |\n";
    // Predicted efficiency on a card whose constants were not fitted here (or are another
    // card's fit): said beside the step time it qualifies, not only in the JSON's warnings.
    Issues beside_the_step;
    if (sc.cluster.efficiency_source == EfficiencySource::Predicted) {
        beside_the_step = predictedEfficiencyWarnings(sc);
        for (const Issue& w : beside_the_step) {
            md += "| predicted efficiency | " + w.message + " |\n";
        }
    }
    md += "\n";
    // The plan's other warnings (plan_warnings.h: it runs, but not as typed), each under the key
    // it concerns, so that a report read away from the app keeps them.
    std::string notes;
    for (const Issue& w : r.warnings) {
        const bool shown = std::any_of(beside_the_step.begin(), beside_the_step.end(),
                                       [&](const Issue& b) { return b.message == w.message; });
        if (!shown) {
            notes += "- `" + w.path + "`: " + w.message + "\n";
        }
    }
    if (!notes.empty()) {
        md += "## Notes on this plan\n\n" + notes + "\n";
    }
    // The plan's step on one time line (plan.phases): the pipeline, then what the DP link,
    // the input, checkpoints and failures add, up to the average wall clock per step.
    md += "## The plan's step, phase by phase\n\n";
    md += "| phase | from / s | to / s | length / s |\n|---|---:|---:|---:|\n";
    md += (sc.parallel.pp > 1 ? "| pipeline (" + std::string(toString(r.plan.schedule)) + ")"
                              : std::string("| compute (one stage)")) +
          " | 0.000 | " + fixed(r.plan.pipeline_s, 3) + " | " + fixed(r.plan.pipeline_s, 3) +
          " |\n";
    for (const StepPhase& ph : r.plan.phases.phases) {
        md += std::string("| ") + toString(ph.kind) +
              (ph.pieces > 1 ? " (" + std::to_string(ph.pieces) + " collectives spread under it)"
                             : std::string()) +
              " | " + fixed(ph.start_s, 3) + " | " + fixed(ph.span_end_s, 3) + " | " +
              fixed(ph.end_s - ph.start_s, 3) + " |\n";
    }
    md += "| **wall clock per step, on average** | | | **" + fixed(r.plan.phases.wall_s, 3) +
          "** |\n\n";
    // Say whose pipeline this is: the plan's layout, or the typed book example
    // (pipeline.source = example), so a reader never takes the example for the plan.
    md +=
        r.pipeline.example
            ? "## Pipeline schedules: book example, not the plan (pipeline.source = example, p = " +
                  std::to_string(sc.pipeline.stages) +
                  ", m = " + std::to_string(sc.pipeline.microbatches) + ")\n\n"
            : "## Pipeline schedules of the plan (p = " + std::to_string(sc.parallel.pp) +
                  ", m = " + std::to_string(r.plan.microbatches_per_pipeline) + ")\n\n";
    md +=
        "| schedule | makespan / ms | idle GPU 0 / ms | max peak / MiB | forward messages |\n"
        "|---|---:|---:|---:|---:|\n";
    for (const ScheduleResult& s : r.pipeline.schedules) {
        md += std::string("| ") + toString(s.schedule) +
              (s.schedule == sc.pipeline.schedule ? " (configured)" : "") + " | ";
        if (!s.runnable) {
            md += "not runnable: " + s.reason + " | | | |\n";
            continue;
        }
        std::int64_t peak = 0;
        for (const std::int64_t b : s.peak_bytes) {
            peak = std::max(peak, b);
        }
        md += fixed(s.makespan_ms, 2) + " | " + fixed(s.idle_ms.front(), 2) + " | " +
              fixed(static_cast<double>(peak) / units::kMiB, 1) + " | " +
              std::to_string(s.forward_messages) + " |\n";
    }
    if (!derivations) {
        return md;
    }
    md += "\n## Derivations\n\n";
    for (const Derivation& d : r.derivations) {
        md += "- **" + d.title + "** (`" + d.id + "`): " + d.formula +
              "  \n  = " + operandsText(d.substituted) + "  \n  = **" + valueText(d.value) +
              (d.unit.empty() ? "" : " " + d.unit) + "**" +
              (d.verdict.empty() ? "" : " -> **" + d.verdict + "**") + "\n";
    }
    return md;
}

}  // namespace stepbudget
