// The figures a shipped preset's description quotes from the model are today's outputs. The app
// shows the description beside the headline (and the report prints it), so a stale figure makes
// the app contradict itself: GPT-3's description said 30.2 s per step and 34.6 % achieved MFU
// while the headline showed 30.875 s and 33.9 %; Llama 3 405B's said 69.8 GiB of 74 while the
// headline showed a peak of 76.534 of 79.2 GiB. Each quoted output is one row of the table
// below: which result it is (a result path, or a derivation from results, optionally under
// --set edits applied as the CLI applies them), the decimals the description prints it with and
// the text around it. A model change that moves a quoted figure turns its row red.
// Published figures (a paper's MFU, the book's rounded figures that are inputs) are not rows:
// the description says whose they are ("Meta measured", "the paper's").
#include <QLocale>
#include <QSet>
#include <QTest>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "model/base/units.h"
#include "model/efficiency/efficiency_constants.h"
#include "model/evaluate/input_consequences.h"
#include "model/evaluate/validate.h"
#include "model/io/results_json.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;
using namespace stepbudget::units;

namespace {

using Sets = std::vector<std::string>;  // --set lines, "section.key=value"

// One preset's results as the CLI computes them, shipped or with --set edits (one edit: the
// keys it types bring their consequences, model/evaluate/input_consequences.h).
class PresetResults {
public:
    explicit PresetResults(const std::string& file) : shipped_(preset(file)) {}

    const Scenario& shipped() const { return shipped_; }

    // The number at a dotted result path; NaN (so no description can match) when the path names
    // none or an edit does not apply.
    double number(const std::string& path, const Sets& sets = {}) {
        auto it = trees_.find(sets);
        if (it == trees_.end()) {
            it = trees_.emplace(sets, tree(sets)).first;
        }
        double value = std::numeric_limits<double>::quiet_NaN();
        return resultNumber(it->second, path, &value) ? value : std::nan("");
    }

private:
    nlohmann::ordered_json tree(const Sets& sets) const {
        Scenario edited = shipped_;
        if (const Issues bad = applySetList(edited, sets); !bad.empty()) {
            qWarning("cannot apply --set: %s", formatIssues(bad).c_str());
            return {};
        }
        if (!validate(edited).empty()) {
            qWarning("invalid with the edits: %s", formatIssues(validate(edited)).c_str());
            return {};
        }
        return resultsTree(evaluate(edited));
    }

    Scenario shipped_;
    std::map<Sets, nlohmann::ordered_json> trees_;
};

using Figure = std::function<double(PresetResults&)>;

// The result at `path` times `scale` (1 / kGiB for GiB, 100 for a percentage), with `sets`.
Figure at(std::string path, double scale = 1.0, Sets sets = {}) {
    return [=](PresetResults& r) { return r.number(path, sets) * scale; };
}

// What `sets` add to the result at `path`, times `scale`.
Figure added(Sets sets, std::string path, double scale = 1.0) {
    return [=](PresetResults& r) { return (r.number(path, sets) - r.number(path)) * scale; };
}

// The preset's card's fitted FP8 efficiency (a constant of the time model, not a result field).
Figure fp8Efficiency(double times = 1.0) {
    return [=](PresetResults& r) {
        return times * efficiencyConstants(r.shipped().cluster.gpu).fp8_matmul_efficiency;
    };
}

// One quoted figure: `text` is the description's text around it with %1 for the figure, which
// is today's value printed with `decimals` (thousands grouped, as the descriptions write them).
struct Quote {
    const char* preset;
    const char* text;
    Figure figure;
    int decimals;
};

constexpr double kPercent = 100.0;

// The real-run presets say what the plan gives in one clause, "the plan gives S s per step, M %
// achieved MFU, T training days and F days to finish", S with `step_decimals`.
std::vector<Quote> planClause(const char* preset, int step_decimals) {
    return {
        {preset, "the plan gives %1 s per step", at("plan.step_time_s"), step_decimals},
        {preset, "s per step, %1 % achieved MFU", at("plan.achieved_mfu", kPercent), 1},
        {preset, "achieved MFU, %1 training days", at("plan.train_days"), 1},
        {preset, "training days and %1 days to finish", at("plan.finish_days"), 1},
    };
}

std::vector<Quote> tableRows() {
    std::vector<Quote> table = {
        // §9's asynchronous checkpoint (the book's example, model/checkpoint/async_checkpoint.h).
        {"async-checkpoint.json", "the real 14N is %1 GB", at("checkpoint.size_bytes", 1 / kGB), 2},
        {"async-checkpoint.json", "(%1 s per snapshot)", at("checkpoint.async.upload_s"), 0},
        {"async-checkpoint.json", "Commits at %1 s", at("checkpoint.async.snapshots.0.commit_s"),
         1},
        {"async-checkpoint.json", "and %1 s, so a failure",
         at("checkpoint.async.snapshots.1.commit_s"), 1},
        {"async-checkpoint.json", "recovers to the capture at %1 s",
         at("checkpoint.async.recovery_point_s"), 0},
        {"async-checkpoint.json", "redoes %1 s", at("checkpoint.async.redo_s"), 0},
        {"async-checkpoint.json", "commits at %1 s",
         at("checkpoint.async.snapshots.0.commit_s", 1, {"checkpoint.write_gb_per_s=20"}), 1},
        {"async-checkpoint.json", "and %1 s, redo",
         at("checkpoint.async.snapshots.1.commit_s", 1, {"checkpoint.write_gb_per_s=20"}), 1},
        {"async-checkpoint.json", "redo %1 s,",
         at("checkpoint.async.redo_s", 1, {"checkpoint.write_gb_per_s=20"}), 0},
        {"async-checkpoint.json", "the same %1 s of foreground pause",
         at("checkpoint.async.foreground_pause_s", 1, {"checkpoint.write_gb_per_s=20"}), 0},
        {"async-checkpoint.json", "the cadence needs %1 GB/s",
         at("checkpoint.async.demand_bytes_per_s", 1 / kGB, {"checkpoint.capture_every_s=10"}), 1},
        // The book's design case (§12.1; worked-examples.md keeps these exact).
        {"book-design-32.json", "%1 days misses", at("plan.finish_days"), 1},
        {"book-design-48.json", "%1 s per step", at("plan.step_time_s"), 1},
        {"book-design-48.json", "%1 days against", at("plan.finish_days"), 1},
        // §10.3.2's five schedules (the book's common case, pipeline.source = example).
        {"book-pipeline.json", "Fill-drain %1 ms", at("pipeline.schedules.fill-drain.makespan_ms"),
         0},
        {"book-pipeline.json", "1F1B %1 ms", at("pipeline.schedules.1f1b.makespan_ms"), 0},
        {"book-pipeline.json", "interleaved (v = 2) %1 ms",
         at("pipeline.schedules.interleaved.makespan_ms"), 2},
        {"book-pipeline.json", "ZB-H1 %1 ms", at("pipeline.schedules.zb-h1.makespan_ms"), 0},
        {"book-pipeline.json", "DualPipe %1 ms", at("pipeline.schedules.dualpipe.makespan_ms"), 0},
        // §10.1's optimal interval.
        {"checkpoint-interval-1024.json", "interrupted every %1 h",
         at("checkpoint.job_mtbf_s", 1 / kSecondsPerHour), 1},
        {"checkpoint-interval-1024.json", "a %1 GB checkpoint",
         at("checkpoint.size_bytes", 1 / kGB), 2},
        {"checkpoint-interval-1024.json", "takes %1 s", at("checkpoint.save_s"), 1},
        {"checkpoint-interval-1024.json", "sqrt(2c/lambda) = %1 s",
         at("checkpoint.optimal_interval_s"), 0},
        {"checkpoint-interval-1024.json", "the overhead is %1 %",
         at("checkpoint.overhead_fraction", kPercent), 2},
        // DeepSeek-V3's layout.
        {"deepseek-v3-ep-h100.json", "counts %1 B parameters", at("shape.params_from_shape", 1e-9),
         1},
        {"deepseek-v3-ep-h100.json", "and %1 B active", at("shape.active_params", 1e-9), 2},
        {"deepseek-v3-ep-h100.json", "crosses the network %1 times",
         [](PresetResults& r) { return evaluate(r.shipped()).layout.a2a_remote_hosts_per_token; },
         2},
        {"deepseek-v3-ep-h100.json", "(%1 M tokens) per step", at("compute.tokens_per_step", 1e-6),
         0},
        {"deepseek-v3-ep-h100.json", "run its %1 micro-batches",
         at("plan.microbatches_per_pipeline"), 0},
        {"deepseek-v3-ep-h100.json", "a peak of %1 GiB a card",
         at("memory.peak_bytes_per_card", 1 / kGiB,
            {"parallel.recompute=selective", "parallel.recompute_core_attn=false",
             "parallel.recompute_norms=true", "parallel.recompute_mla_up_proj=true"}),
         1},
        {"deepseek-v3-ep-h100.json", "(the attention core alone, %1 GiB)",
         at("memory.peak_bytes_per_card", 1 / kGiB, {"parallel.recompute=selective"}), 1},
        // GPT-3 175B, efficiency predicted; typed, the paper's end-to-end 44.9 %.
        {"gpt3-175b-a100.json", "x DP %1 on", at("plan.dp"), 0},
        {"gpt3-175b-a100.json", "pessimistic: %1 training days",
         at("plan.train_days", 1, {"cluster.mfu=0.449"}), 1},
        {"gpt3-175b-a100.json", "Checkpoints (%1 TB)", at("checkpoint.size_bytes", 1 / kTB), 1},
        // Llama 3 405B, the 128K context-parallel stage.
        {"llama3-405b-128k-cp.json", "x DP %1,", at("plan.dp"), 0},
        {"llama3-405b-128k-cp.json", "%1 M tokens per step", at("compute.tokens_per_step", 1e-6),
         1},
        // Llama 3 405B, the 8K stage.
        {"llama3-405b-h100.json", "x DP %1 on", at("plan.dp"), 0},
        {"llama3-405b-h100.json", "%1 B parameters (from the shape)",
         at("shape.params_from_shape", 1e-9), 2},
        {"llama3-405b-h100.json", "(%1 M tokens) per step", at("compute.tokens_per_step", 1e-6), 1},
        {"llama3-405b-h100.json", "ZeRO-3 would add %1 s of exposed all-gathers",
         added({"parallel.zero_stage=3"}, "plan.exposed_comm_s"), 1},
        {"llama3-405b-h100.json", "a peak of %1 GiB", at("memory.peak_bytes_per_card", 1 / kGiB),
         1},
        {"llama3-405b-h100.json", "(%1 GiB of tensors",
         [](PresetResults& r) {
             return (r.number("memory.peak_bytes_per_card") -
                     r.number("memory.overhead_bytes_per_card")) /
                    kGiB;
         },
         1},
        {"llama3-405b-h100.json", "%1 GiB beyond them",
         at("memory.overhead_bytes_per_card", 1 / kGiB), 1},
        // Llama-3 70B in FP8: the fitted FP8 efficiency and what it gives.
        {"llama3-70b-h100-fp8.json", "fitted FP8 efficiency (%1,", fp8Efficiency(), 3},
        {"llama3-70b-h100-fp8.json", "= %1 x the BF16 rate", fp8Efficiency(2.0), 3},
        {"llama3-70b-h100-fp8.json", "m / %1, m the", fp8Efficiency(2.0), 3},
        {"llama3-70b-h100-fp8.json", "%1 % against the FP8 peak",
         at("plan.achieved_mfu_fp8_peak", kPercent), 1},
        // Llama-3 70B in BF16.
        {"llama3-70b-h100.json", "x DP %1 over", at("plan.dp"), 0},
        {"llama3-70b-h100.json", "(%1 B parameters from the shape)",
         at("shape.params_from_shape", 1e-9), 2},
        {"llama3-70b-h100.json", "(%1 M tokens) per step", at("compute.tokens_per_step", 1e-6), 1},
        // §10.4's MiMo interruptions (the dashboard's intervals are inputs; these are sums).
        {"mimo-interruptions.json", "about $%1M", at("interruptions.runtime_dollars", 1e-6), 1},
        {"mimo-interruptions.json", "($%1/h)", at("interruptions.dollars_per_hour"), 0},
        {"mimo-interruptions.json", "add up to %1 h", at("interruptions.interruption_hours"), 2},
        {"mimo-interruptions.json", "%1 % of the", at("interruptions.wasted_fraction", kPercent),
         1},
        {"mimo-interruptions.json", "the %1 h log", at("interruptions.runtime_hours"), 2},
        {"mimo-interruptions.json", "about $%1k. Halving",
         at("interruptions.interruption_dollars", 1e-3), 0},
        {"mimo-interruptions.json", "saves about %1 h", at("interruptions.reduction_saves_hours"),
         2},
        {"mimo-interruptions.json", "about $%1k. (The",
         at("interruptions.reduction_saves_dollars", 1e-3), 0},
        // §7.6's capacity table.
        {"moe-capacity-qwen3-235b.json", "x DP %1 with", at("plan.dp"), 0},
        {"moe-capacity-qwen3-235b.json", "(%1 dispatches", at("moe.dispatches"), 0},
        {"moe-capacity-qwen3-235b.json", "mean %1 per expert", at("moe.mean_load"), 0},
        {"moe-capacity-qwen3-235b.json", "the mean (%1)", at("moe.max_load"), 0},
        {"moe-capacity-qwen3-235b.json", "the other half get %1.", at("moe.loads.1.load"), 0},
        {"moe-capacity-qwen3-235b.json", "c = 1 drops %1 %",
         at("moe.table.0.dropped_share", kPercent), 0},
        {"moe-capacity-qwen3-235b.json", "pads %1 %; c = 1.25",
         at("moe.table.0.padded_share", kPercent), 0},
        {"moe-capacity-qwen3-235b.json", "c = 1.25 drops %1 %",
         at("moe.table.1.dropped_share", kPercent), 1},
        {"moe-capacity-qwen3-235b.json", "pads %1 %; c = 1.5",
         at("moe.table.1.padded_share", kPercent), 0},
        {"moe-capacity-qwen3-235b.json", "the %1 B active", at("shape.active_params", 1e-9), 1},
        // §11's RL pipeline (the book's example rates).
        {"rl-pipeline.json", "-> %1 traj/s", at("rl.effective_per_s"), 1},
        {"rl-pipeline.json", "the learner at %1)",
         at("rl.effective_per_s", 1, {"rl.verify_per_s=12"}), 0},
        {"rl-pipeline.json", "cycles %1 s", at("rl.sync_cycle_s"), 0},
        {"rl-pipeline.json", "vs %1 s,", at("rl.async_cycle_s"), 0},
        {"rl-pipeline.json", "q* = %1 %", at("rl.async_break_even_keep", kPercent), 1},
        {"rl-pipeline.json", "q = 0.8: +%1 %",
         [](PresetResults& r) {
             return (r.number("rl.async_throughput_ratio", {"rl.keep_fraction=0.8"}) - 1) *
                    kPercent;
         },
         0},
        {"rl-pipeline.json", "q = 0.7: %1 %",
         [](PresetResults& r) {
             return (r.number("rl.async_throughput_ratio", {"rl.keep_fraction=0.7"}) - 1) *
                    kPercent;
         },
         0},
        {"rl-pipeline.json", "80 GB (%1 GiB)", at("rl.card_memory_bytes", 1 / kGiB), 3},
        {"rl-pipeline.json", "needs %1 GiB", at("rl.restore_first_peak_bytes", 1 / kGiB), 3},
        {"rl-pipeline.json", "peaks at %1 GiB", at("rl.weights_first_peak_bytes", 1 / kGiB), 3},
        {"rl-pipeline.json", "KV = %1 GiB", at("rl.kv_bytes", 1 / kGiB), 3},
        // §2.3 and §6's capacity case, on 8 cards and on 16.
        {"rtx4090-zero3-8.json", "leaves %1 GiB of resident",
         at("memory.resident_bytes_per_card", 1 / kGiB), 1},
        {"rtx4090-zero3-8.json", "that is %1 GiB against",
         at("memory.peak_bytes_per_card", 1 / kGiB), 1},
        {"rtx4090-zero3-8.json", "%1 GiB over", at("memory.over_bytes", 1 / kGiB), 1},
        {"rtx4090-zero3-8.json", "recompute %1 GiB", at("memory.over_bytes", 1 / kGiB), 1},
        {"rtx4090-zero3-8.json", "(%1 GiB resident",
         at("memory.resident_bytes_per_card", 1 / kGiB, {"cluster.cards=16"}), 1},
        {"rtx4090-zero3-8.json", "%1 GiB in total",
         at("memory.peak_bytes_per_card", 1 / kGiB, {"cluster.cards=16"}), 1},
        // §12.4's 6ND estimate.
        {"six-nd-1t.json", "need %1 days", at("plan.train_days"), 0},
        {"six-nd-1t.json", "they need %1.", at("plan.train_days", 1, {"cluster.mfu=0.5"}), 0},
        {"six-nd-1t.json", "(%1 s per save)", at("checkpoint.save_s"), 0},
        // §10.3's straggler.
        {"straggler.json", "= %1 s (E[Z_(48)]", at("straggler.step_time_s"), 3},
        {"straggler.json", "E[Z_(48)] = %1)", at("straggler.expected_max_sigmas"), 4},
        {"straggler.json", "+ %1 s =", at("straggler.fixed_s"), 3},
        {"straggler.json", "costs the others %1 s", at("straggler.wait_extra_s"), 2},
        {"straggler.json", "gives %1 s steps", at("straggler.redistribute_step_s"), 2},
        {"straggler.json", "restore: %1 s", at("straggler.evict_cost_s"), 0},
        {"straggler.json", "about %1 steps", at("straggler.evict_steps"), 0},
        {"straggler.json", "for +%1 s per step",
         at("straggler.jitter_s", 1, {"straggler.sigma_fraction=0.05"}), 2},
        {"straggler.json", "jitter-free %1 s", at("straggler.no_jitter_step_s"), 3},
    };
    for (const auto& [preset, step_decimals] : {std::pair{"deepseek-v3-ep-h100.json", 1},
                                                {"gpt3-175b-a100.json", 1},
                                                {"llama3-405b-128k-cp.json", 2},
                                                {"llama3-405b-h100.json", 2},
                                                {"llama3-70b-h100-fp8.json", 2},
                                                {"llama3-70b-h100.json", 2}}) {
        const std::vector<Quote> clause = planClause(preset, step_decimals);
        table.insert(table.end(), clause.begin(), clause.end());
    }
    return table;
}

const std::vector<Quote>& quotes() {
    static const std::vector<Quote> table = tableRows();
    return table;
}

// Presets whose description quotes no model output (only inputs and their arithmetic).
const QSet<QString> kQuotesNoOutput = {"pipeline-64x512.json"};

}  // namespace

class TestPresetDescriptions : public QObject {
    Q_OBJECT
private slots:
    void quotedOutputsAreToday_data();
    void quotedOutputsAreToday();
    void everyPresetIsCovered_data() { addPresetRows(); }
    void everyPresetIsCovered();
};

void TestPresetDescriptions::quotedOutputsAreToday_data() {
    QTest::addColumn<int>("row");
    for (std::size_t i = 0; i < quotes().size(); ++i) {
        const Quote& q = quotes()[i];
        QTest::newRow(qPrintable(QString("%1: %2").arg(q.preset, q.text))) << static_cast<int>(i);
    }
}

void TestPresetDescriptions::quotedOutputsAreToday() {
    QFETCH(int, row);
    const Quote& q = quotes()[static_cast<std::size_t>(row)];
    PresetResults results(q.preset);
    const double value = q.figure(results);
    QVERIFY2(std::isfinite(value), "the figure's result is missing");
    const QString expected =
        QString(q.text).arg(QLocale(QLocale::English).toString(value, 'f', q.decimals));
    const QString description = QString::fromStdString(results.shipped().description);
    QVERIFY2(
        description.contains(expected),
        qPrintable(QString("expected \"%1\" (today's output) in the description").arg(expected)));
}

// A new preset either has rows above or is listed as quoting no output: its author decides.
void TestPresetDescriptions::everyPresetIsCovered() {
    QFETCH(QString, file);
    bool quoted = false;
    for (const Quote& q : quotes()) {
        quoted = quoted || file == q.preset;
    }
    QVERIFY2(quoted != kQuotesNoOutput.contains(file),
             "add the figures its description quotes to quotes(), or list it in kQuotesNoOutput");
}

QTEST_MAIN(TestPresetDescriptions)
#include "tst_preset_descriptions.moc"
