// Practice generators: fresh inputs within sensible ranges and the answer read from evaluate()
// on the drawn scenario (the pipeline's ideal utilisation is the book's closed form m/(m+p-1),
// §3.1). The code computes only numbers and the placeholder values of the question; every text
// (question, givens, solution steps) is a whole-sentence template in
// study/content/practice/<id>.json, rendered here. Every number a question names is a given whose
// text appears verbatim in both languages, so tst_study can check question and scenario agree.
#include <algorithm>
#include <cmath>

#include "model/base/units.h"
#include "model/evaluate/evaluate.h"
#include "model/evaluate/param_registry.h"
#include "model/memory/memory.h"
#include "model/memory/offload.h"
#include "model/moe/attention.h"
#include "model/reliability/straggler.h"
#include "model/rl/rl.h"
#include "model/step/collectives.h"
#include "study/practice_registry.h"
#include "study/study.h"
#include "study/study_content.h"
#include "study/study_format.h"

namespace stepbudget {
namespace {

using study::grouped;
using study::Language;
using study::LocalText;
using study::paramCount;
using study::power;
using study::sig;
using units::kGB;
using units::kGiB;

class Rng {
public:
    // The seed is hashed into the state: streams started from adjacent raw seeds stay a fixed
    // distance apart and their first draws come out correlated (seeds 1 and 2 drew the same
    // pipeline problem).
    explicit Rng(std::uint64_t seed) : m_state(splitMix64(seed)) {}
    // 53 random bits scaled to [0, 1): exact in double, so every platform draws the same values.
    double unit() { return static_cast<double>(splitMix64(m_state) >> 11) * 0x1.0p-53; }
    std::int64_t integer(std::int64_t lo, std::int64_t hi) {
        const auto span = static_cast<double>(hi - lo + 1);
        return std::min(hi, lo + static_cast<std::int64_t>(unit() * span));
    }
    template <class T, std::size_t N>
    const T& pick(const T (&items)[N]) {
        return items[static_cast<std::size_t>(integer(0, static_cast<std::int64_t>(N) - 1))];
    }

private:
    std::uint64_t m_state;
};

struct Gpu {
    const char* name;
    double peak_tflops;  // dense BF16 (worked-examples symbols table)
    double usable_gib;   // what training may use per card
};

// RTX 4090: 22 GiB usable (§6); H100 80 GB: 74.5 GiB (§11). A100 40 GB: 37.25 GiB nominal.
constexpr Gpu kMemoryGpus[] = {
    {"RTX 4090", 165.2, 22}, {"A100 40GB", 312, 37}, {"H100 SXM", 989.4, 74.5}};
// The three GPUs of the 6ND table (§12.4); names match PlanResults::six_nd rows.
constexpr Gpu kSixNdGpus[] = {
    {"A100 80GB SXM", 312, 74.5}, {"H100 SXM", 989.4, 74.5}, {"B200 SXM", 2250, 178}};
// Dense models of the sizes people train, in billions; all print exactly with 3 digits.
constexpr double kSixNdParamsB[] = {7, 8, 13, 34, 70, 175, 405, 671, 1000, 1800};

std::string percent(double fraction) {
    return sig(100.0 * fraction, 3) + "%";
}

// ----- building blocks -----------------------------------------------------------------------

// What a draw computes: the scenario and its results, the question's placeholder values, the
// answer in the generator's unit, and derivations the model does not publish (the 6ND table row).
struct Drawn {
    Results r;
    study::TemplateValues values;
    std::vector<Derivation> own;
    double answer = 0;
    double abs_tolerance = 0;  // in the answer's unit; 0 = relative tolerance only
};

Scenario practiceBase(const char* what) {
    Scenario s;
    s.name = std::string("Practice: ") + what;
    s.description = "Drawn by StepBudget's study mode; every other key is the design case.";
    return s;
}

bool evaluateInto(PracticeProblem& p, Results& r) {
    r = evaluate(p.scenario);
    if (!r.ok()) {
        p.issues = r.issues;
        return false;
    }
    return true;
}

std::string answerText(double value, const std::string& unit, bool integer, bool zh) {
    const std::string number = integer ? grouped(value, 0) : sig(value, 4);
    return number + study::unitSuffix(unit, zh);
}

std::int64_t drawParamsTenthsB(Rng& rng) {
    return rng.integer(10, 700) * 100'000'000;
}

// ----- memory ---------------------------------------------------------------------------------

void drawTrainingState(Rng& rng, PracticeProblem& p, Drawn& d) {
    const std::int64_t n = drawParamsTenthsB(rng);
    const bool fp32_grads = rng.integer(0, 2) == 0;
    p.scenario = practiceBase("resident training state");
    p.scenario.model.params = n;
    p.scenario.precision.grad_bytes = fp32_grads ? 4 : 2;
    p.scenario.training.flops_model = FlopsModel::SixND;  // the shape is not part of the question
    if (!evaluateInto(p, d.r)) {
        return;
    }
    d.values.set("params", paramCount(static_cast<double>(n)));
    d.values.set("grads", fp32_grads ? "FP32" : "BF16");
    d.answer = d.r.memory.persistent_bytes / kGB;
}

void drawZeroResident(Rng& rng, PracticeProblem& p, Drawn& d) {
    const std::int64_t n = drawParamsTenthsB(rng);
    const int stage = static_cast<int>(rng.integer(0, 3));
    const std::int64_t cards = 8 * rng.integer(1, 128);
    p.scenario = practiceBase("ZeRO resident state");
    p.scenario.model.params = n;
    p.scenario.parallel.zero_stage = stage;
    p.scenario.cluster.cards = cards;
    p.scenario.training.flops_model = FlopsModel::SixND;
    if (!evaluateInto(p, d.r)) {
        return;
    }
    d.values.set("params", paramCount(static_cast<double>(n)));
    d.values.set("zero", "ZeRO-" + std::to_string(stage));
    d.values.set("cards", grouped(static_cast<double>(cards), 0));
    d.values.set("stage", std::to_string(stage));
    d.values.set("zero_step", std::to_string(stage));  // a choice of practice.json
    d.answer = d.r.memory.zero_resident_bytes_per_card[static_cast<std::size_t>(stage)] / kGiB;
}

struct MemoryDraw {
    std::int64_t params = 0;
    int stage = 3;
    std::int64_t cards = 8;
    Gpu gpu = kMemoryGpus[0];
    double extra_gib = 10;
};

void applyMemoryDraw(const MemoryDraw& m, Scenario& s) {
    s.model.params = m.params;
    s.parallel.zero_stage = m.stage;
    s.cluster.cards = m.cards;
    s.cluster.gpu = m.gpu.name;
    s.cluster.peak_tflops = m.gpu.peak_tflops;
    s.cluster.usable_memory_gib = m.gpu.usable_gib;
    s.parallel.extra_memory_gib = m.extra_gib;
    s.training.flops_model = FlopsModel::SixND;
}

MemoryDraw drawMemory(Rng& rng) {
    MemoryDraw m;
    m.params = drawParamsTenthsB(rng);
    m.stage = static_cast<int>(rng.integer(1, 3));
    static constexpr std::int64_t kCards[] = {2, 4, 8, 16, 32, 64};
    m.cards = rng.pick(kCards);
    m.gpu = rng.pick(kMemoryGpus);
    m.extra_gib = static_cast<double>(rng.integer(2, 16));
    return m;
}

// Redraws until `accept` holds (checked with computeMemory, the model's own memory section);
// after `kAttempts` falls back to a fixed draw that is known to be accepted.
template <class Accept>
MemoryDraw drawMemoryUntil(Rng& rng, const MemoryDraw& fallback, Accept accept) {
    constexpr int kAttempts = 64;
    for (int i = 0; i < kAttempts; ++i) {
        const MemoryDraw m = drawMemory(rng);
        Scenario s;
        applyMemoryDraw(m, s);
        if (accept(computeMemory(s))) {
            return m;
        }
    }
    return fallback;
}

// {params} {zero} {zero_step} {gpu} {usable} {extra}, and {cards} when the question names them.
void memoryValues(Drawn& d, const MemoryDraw& m, bool with_cards) {
    d.values.set("params", paramCount(static_cast<double>(m.params)));
    d.values.set("zero", "ZeRO-" + std::to_string(m.stage));
    d.values.set("zero_step", std::to_string(m.stage));
    if (with_cards) {
        d.values.set("cards", grouped(static_cast<double>(m.cards), 0));
    }
    d.values.set("gpu", m.gpu.name);
    d.values.set("usable", sig(m.gpu.usable_gib, 3) + " GiB");
    d.values.set("extra", sig(m.extra_gib, 3) + " GiB");
}

void drawOverBudget(Rng& rng, PracticeProblem& p, Drawn& d) {
    // At least 1 GiB over, so a 10 % slip is always outside the 0.05 GiB absolute tolerance.
    const MemoryDraw fallback{70'000'000'000, 3, 8, kMemoryGpus[0], 10};
    const MemoryDraw m = drawMemoryUntil(rng, fallback, [](const MemoryResults& mem) {
        return mem.over_bytes >= 1.0 * kGiB && mem.over_bytes <= 200.0 * kGiB;
    });
    p.scenario = practiceBase("memory over budget");
    applyMemoryDraw(m, p.scenario);
    if (!evaluateInto(p, d.r)) {
        return;
    }
    memoryValues(d, m, true);
    d.values.set("stage", std::to_string(m.stage));
    d.answer = d.r.memory.over_bytes / kGiB;
    d.abs_tolerance = 0.05;
}

void drawMinCards(Rng& rng, PracticeProblem& p, Drawn& d) {
    const MemoryDraw fallback{8'200'000'000, 3, 8, kMemoryGpus[0], 10};
    MemoryDraw m = drawMemoryUntil(rng, fallback, [](const MemoryResults& mem) {
        return mem.min_cards_to_fit >= 2 && mem.min_cards_to_fit <= 2048;
    });
    // Open the problem on the answer's card count, so the explorer shows the plan that fits.
    Scenario probe;
    applyMemoryDraw(m, probe);
    m.cards = std::max<std::int64_t>(1, computeMemory(probe).min_cards_to_fit);
    p.scenario = practiceBase("fewest cards that fit");
    applyMemoryDraw(m, p.scenario);
    if (!evaluateInto(p, d.r)) {
        return;
    }
    memoryValues(d, m, false);
    d.answer = static_cast<double>(d.r.memory.min_cards_to_fit);
}

// ----- checkpoint -----------------------------------------------------------------------------

// Sets a key of a section this file does not include (the registry's setter, as a preset does).
void setKey(Scenario& s, const char* path, double value) {
    findParam(path)->set_number(s, value);
}

// Sets the scenario and {params} {write} {cards} {mtbf}.
void drawCheckpointInputs(Rng& rng, Scenario& s, Drawn& d) {
    static constexpr std::int64_t kCards[] = {8,   16,   32,   48,   64,   128,  256,
                                              512, 1024, 2048, 4096, 8192, 16384};
    const std::int64_t n = drawParamsTenthsB(rng);
    const double write = static_cast<double>(rng.integer(4, 80)) / 2.0;  // 2..40 GB/s
    const std::int64_t cards = rng.pick(kCards);
    const std::int64_t mtbf_days = rng.integer(100, 1000);
    s.model.params = n;
    setKey(s, "checkpoint.write_gb_per_s", write);
    s.cluster.cards = cards;
    setKey(s, "checkpoint.card_mtbf_hours", static_cast<double>(mtbf_days) * 24.0);
    s.training.flops_model = FlopsModel::SixND;
    d.values.set("params", paramCount(static_cast<double>(n)));
    d.values.set("write", sig(write, 3) + " GB/s");
    d.values.set("cards", grouped(static_cast<double>(cards), 0));
    d.values.set("mtbf", grouped(static_cast<double>(mtbf_days), 0));
}

void drawOptimalInterval(Rng& rng, PracticeProblem& p, Drawn& d) {
    p.scenario = practiceBase("optimal checkpoint interval");
    drawCheckpointInputs(rng, p.scenario, d);
    if (!evaluateInto(p, d.r)) {
        return;
    }
    d.answer = d.r.checkpoint_cost.optimal_interval_s;
}

void drawOverhead(Rng& rng, PracticeProblem& p, Drawn& d) {
    p.scenario = practiceBase("checkpoint overhead");
    drawCheckpointInputs(rng, p.scenario, d);
    const double interval = static_cast<double>(rng.integer(5, 60) * 60);  // 5..60 min
    const double restore = static_cast<double>(rng.integer(3, 60) * 10);   // 30..600 s
    setKey(p.scenario, "checkpoint.interval_s", interval);
    setKey(p.scenario, "checkpoint.restore_s", restore);
    if (!evaluateInto(p, d.r)) {
        return;
    }
    d.values.set("tau", grouped(interval, 0) + " s");
    d.values.set("restore", grouped(restore, 0) + " s");
    d.answer = 100.0 * d.r.checkpoint_cost.overhead_fraction;
}

// ----- plan -----------------------------------------------------------------------------------

// The global batch nearest the design case's 384 sequences that splits into whole micro-batches
// on `cards`, so the textbook step (FLOPs / (p P eta) + exposed + input) is the plan's step: with
// a fraction the slowest card runs one micro-batch more (model/step/layout.cpp).
std::int64_t wholeBatchFor(std::int64_t cards) {
    return cards * std::max<std::int64_t>(1, (384 + cards / 2) / cards);
}

void drawFinishDays(Rng& rng, PracticeProblem& p, Drawn& d) {
    const std::int64_t cards = 8 * rng.integer(2, 32);
    const double mfu = static_cast<double>(rng.integer(25, 55)) / 100.0;
    p.scenario = practiceBase("completion time");
    p.scenario.cluster.cards = cards;
    p.scenario.training.global_batch = wholeBatchFor(cards);
    p.scenario.cluster.mfu = mfu;
    if (!evaluateInto(p, d.r)) {
        return;
    }
    const Scenario& s = p.scenario;
    const Results& r = d.r;
    d.values.set("steps", grouped(static_cast<double>(r.plan.steps), 0));
    d.values.set("flops", power(r.plan.flops_per_step, 4) + " FLOP");
    d.values.set("peak", sig(s.cluster.peak_tflops, 4) + " TFLOP/s");
    d.values.set("cards", grouped(static_cast<double>(cards), 0));
    d.values.set("mfu", percent(mfu));
    d.values.set("exposed", sig(r.plan.exposed_comm_s, 3) + " s");
    d.values.set("input", sig(s.training.input_wait_s, 3) + " s");
    d.values.set("overhead", sig(100.0 * r.plan.overhead_fraction, 3) + "%");
    d.values.set("reserved", sig(s.training.reserved_days, 3));
    d.answer = r.plan.finish_days;
}

void drawAmdahlBandwidth(Rng& rng, PracticeProblem& p, Drawn& d) {
    static constexpr double kBandwidth[] = {4, 8, 12, 16, 24, 32, 48, 64};
    const std::int64_t cards = 8 * rng.integer(2, 32);
    const double bandwidth = rng.pick(kBandwidth);
    const double mfu = static_cast<double>(rng.integer(25, 55)) / 100.0;
    const double input = static_cast<double>(rng.integer(0, 20)) / 10.0;
    p.scenario = practiceBase("Amdahl: bandwidth halved");
    p.scenario.cluster.cards = cards;
    p.scenario.training.global_batch = wholeBatchFor(cards);
    p.scenario.cluster.collective_gb_per_s = bandwidth;
    p.scenario.cluster.mfu = mfu;
    p.scenario.training.input_wait_s = input;
    if (!evaluateInto(p, d.r)) {
        return;
    }
    const auto item =
        std::find_if(d.r.plan.amdahl.begin(), d.r.plan.amdahl.end(),
                     [](const AmdahlItem& a) { return a.resource == "exposed_comm"; });
    if (item == d.r.plan.amdahl.end()) {
        p.issues.push_back({"", "evaluate() has no Amdahl item for exposed_comm"});
        return;
    }
    d.values.set("compute", sig(d.r.plan.compute_s, 4) + " s");
    d.values.set("exposed", sig(d.r.plan.exposed_comm_s, 4) + " s");
    d.values.set("wait", sig(input, 3) + " s");
    d.answer = item->step_at_half_s;
}

struct SixNdDraw {
    double params = 0;
    double tokens = 0;
    Gpu gpu = kSixNdGpus[0];
};

// Sets the scenario and {params} {tokens} {gpu} {peak}.
SixNdDraw drawSixNdInputs(Rng& rng, Scenario& s, Drawn& out) {
    SixNdDraw d;
    d.params = rng.pick(kSixNdParamsB) * 1e9;
    d.tokens = static_cast<double>(rng.integer(2, 60)) * 0.5e12;  // 1..30 T tokens
    d.gpu = rng.pick(kSixNdGpus);
    s.model.name = "Dense " + paramCount(d.params);
    s.model.params = static_cast<std::int64_t>(d.params);
    s.training.tokens = d.tokens;
    s.training.flops_model = FlopsModel::SixND;
    s.training.reserved_days = 0;
    s.training.input_wait_s = 0;
    s.cluster.gpu = d.gpu.name;
    s.cluster.peak_tflops = d.gpu.peak_tflops;
    s.cluster.usable_memory_gib = d.gpu.usable_gib;
    out.values.set("params", paramCount(d.params));
    out.values.set("tokens", sig(d.tokens / 1e12, 3) + "T");
    out.values.set("gpu", d.gpu.name);
    out.values.set("peak", sig(d.gpu.peak_tflops, 5) + " TFLOP/s");
    return d;
}

void drawSixNdDays(Rng& rng, PracticeProblem& p, Drawn& out) {
    static constexpr std::int64_t kCards[] = {1024, 2048, 4096, 8192, 16384, 24576, 32768};
    static constexpr double kMfu[] = {0.3, 0.4, 0.5};  // the rows of the model's 6ND table
    p.scenario = practiceBase("6ND days");
    const SixNdDraw d = drawSixNdInputs(rng, p.scenario, out);
    const std::int64_t cards = rng.pick(kCards);
    const double mfu = rng.pick(kMfu);
    p.scenario.cluster.cards = cards;
    p.scenario.cluster.mfu = mfu;
    p.scenario.training.deadline_days = 90;
    if (!evaluateInto(p, out.r)) {
        return;
    }
    const auto row =
        std::find_if(out.r.plan.six_nd.begin(), out.r.plan.six_nd.end(),
                     [&](const SixNdRow& x) { return x.gpu == d.gpu.name && x.mfu == mfu; });
    if (row == out.r.plan.six_nd.end()) {
        p.issues.push_back({"", std::string("evaluate() has no 6ND row for ") + d.gpu.name});
        return;
    }
    const std::string p_cards = grouped(static_cast<double>(cards), 0);
    out.values.set("cards", p_cards);
    out.values.set("mfu", percent(mfu));
    // The 6ND table has no derivation of its own; show the book's formula with this row's values.
    Derivation days;
    days.id = "plan.six_nd.days";
    days.title = "6ND training days";
    days.formula = "T = F / (p P eta 86400)";
    days.substituted = power(out.r.compute.task_flops, 4) + " / (" + p_cards + " * " +
                       sig(d.gpu.peak_tflops, 5) + "e12 * " + sig(mfu, 2) + " * 86400)";
    days.value = row->days;
    days.unit = "days";
    out.own.push_back(days);
    out.answer = row->days;
}

void drawSixNdCards(Rng& rng, PracticeProblem& p, Drawn& d) {
    p.scenario = practiceBase("6ND cards for a deadline");
    drawSixNdInputs(rng, p.scenario, d);
    const double mfu = static_cast<double>(rng.integer(25, 55)) / 100.0;
    const std::int64_t deadline = rng.integer(30, 180);
    p.scenario.cluster.mfu = mfu;
    p.scenario.cluster.cards = 1024;
    p.scenario.training.deadline_days = static_cast<double>(deadline);
    if (!evaluateInto(p, d.r)) {
        return;
    }
    d.values.set("mfu", percent(mfu));
    d.values.set("deadline", grouped(static_cast<double>(deadline), 0));
    d.answer = static_cast<double>(d.r.compute.min_cards_compute);
}

// ----- pipeline, RL ---------------------------------------------------------------------------

void drawPipelineUtilisation(Rng& rng, PracticeProblem& p, Drawn& d) {
    const std::int64_t stages = rng.integer(2, 16);
    const std::int64_t micro = rng.integer(1, 64);
    p.scenario = practiceBase("ideal pipeline utilisation");
    p.scenario.pipeline.schedule = Schedule::FillDrain;
    p.scenario.pipeline.stages = stages;
    p.scenario.pipeline.microbatches = micro;
    if (!evaluateInto(p, d.r)) {
        return;
    }
    // The book's closed form (§3.1): fill-drain keeps a stage busy m of (m + p - 1) slots.
    const double m = static_cast<double>(micro);
    const double u = m / (m + static_cast<double>(stages) - 1.0);
    const std::string ps = std::to_string(stages);
    const std::string ms = std::to_string(micro);
    d.values.set("stages", ps);
    d.values.set("micro", ms);
    if (const Derivation* model = d.r.derivation("pipeline.ideal_utilisation")) {
        if (std::fabs(model->value - u) > 1e-9) {
            p.issues.push_back({"", "pipeline.ideal_utilisation disagrees with m/(m+p-1)"});
        }
    } else {
        Derivation own;
        own.id = "pipeline.ideal_utilisation";
        own.title = "Ideal pipeline utilisation";
        own.formula = "u = m / (m + p - 1)";
        own.substituted = ms + " / (" + ms + " + " + ps + " - 1)";
        own.value = u;
        own.unit = "";
        d.own.push_back(own);
    }
    d.answer = 100.0 * u;
}

void drawRlEffective(Rng& rng, PracticeProblem& p, Drawn& d) {
    const double g = static_cast<double>(rng.integer(2, 40));
    const double v = static_cast<double>(rng.integer(2, 40));
    const double l = static_cast<double>(rng.integer(2, 40));
    const double q = static_cast<double>(rng.integer(50, 95)) / 100.0;
    p.scenario = practiceBase("RL effective rate");
    p.scenario.rl->generate_per_s = g;
    p.scenario.rl->verify_per_s = v;
    p.scenario.rl->learn_per_s = l;
    p.scenario.rl->keep_fraction = q;
    if (!evaluateInto(p, d.r)) {
        return;
    }
    d.values.set("generate", sig(g, 3));
    d.values.set("verify", sig(v, 3));
    d.values.set("learn", sig(l, 3));
    d.values.set("kept", percent(q));
    d.values.set("bottleneck", d.r.rl->bottleneck);  // "generate", "verify" or "learn": a choice
    d.answer = d.r.rl->effective_per_s;
}

void drawRlBreakEven(Rng& rng, PracticeProblem& p, Drawn& d) {
    const double g = static_cast<double>(rng.integer(10, 120));
    const double l = static_cast<double>(rng.integer(5, 90));
    const double s = static_cast<double>(rng.integer(1, 15));
    p.scenario = practiceBase("RL async break-even");
    p.scenario.rl->generate_s = g;
    p.scenario.rl->learn_s = l;
    p.scenario.rl->sync_s = s;
    if (!evaluateInto(p, d.r)) {
        return;
    }
    d.values.set("generate", sig(g, 3) + " s");
    d.values.set("learn", sig(l, 3) + " s");
    d.values.set("sync", sig(s, 3) + " s");
    d.answer = 100.0 * d.r.rl->async_break_even_keep;
}

// ----- collectives, offload, stragglers, RL ratio ---------------------------------------------

void drawBucketAllReduce(Rng& rng, PracticeProblem& p, Drawn& d) {
    static constexpr double kBucketMib[] = {16, 24, 32, 48, 64, 72, 96, 128, 256};
    static constexpr double kNic[] = {12.5, 25, 50, 100};  // 100..800 Gbit/s
    static constexpr double kStartupMs[] = {0.01, 0.02, 0.05};
    const double bucket = rng.pick(kBucketMib);
    const std::int64_t members = rng.integer(2, 64);
    const double nic = rng.pick(kNic);
    const double startup = rng.pick(kStartupMs);
    p.scenario = practiceBase("bucket AllReduce");
    // The problem's own bucket and ring, not the plan's layer gradients (collectives.source).
    p.scenario.collectives->source = SectionSource::Example;
    p.scenario.collectives->bucket_mib = bucket;
    p.scenario.collectives->members = members;
    p.scenario.collectives->startup_ms = startup;
    p.scenario.cluster.nic_gb_per_s = nic;
    if (!evaluateInto(p, d.r)) {
        return;
    }
    d.values.set("bucket", sig(bucket, 3) + " MiB");
    d.values.set("members", std::to_string(members));
    d.values.set("bandwidth", sig(nic, 3) + " GB/s");
    d.values.set("startup", sig(startup, 2) + " ms");
    d.answer = d.r.collectives->whole_s / 1e-3;
}

void drawOffloadBreakEven(Rng& rng, PracticeProblem& p, Drawn& d) {
    static constexpr double kHbm[] = {900, 1008, 1555, 2039, 3350, 4800, 8000};
    const double host = static_cast<double>(rng.integer(10, 60) * 10);  // 100..600 GB/s
    const double hbm = rng.pick(kHbm);
    p.scenario = practiceBase("where to cast gradients");
    p.scenario.cluster.host_memory_gb_per_s = host;
    p.scenario.cluster.hbm_gb_per_s = hbm;
    if (!evaluateInto(p, d.r)) {
        return;
    }
    if (!d.r.offload->break_even_exists) {
        p.issues.push_back({"", "drew a host memory faster than HBM: no break-even"});
        return;
    }
    d.values.set("host", sig(host, 4) + " GB/s");
    d.values.set("hbm", sig(hbm, 4) + " GB/s");
    d.answer = d.r.offload->break_even_bytes_per_s / kGB;
}

void drawStragglerStep(Rng& rng, PracticeProblem& p, Drawn& d) {
    static constexpr std::int64_t kCards[] = {8, 16, 32, 48, 64, 128, 256, 512, 1024, 4096};
    const double mu = static_cast<double>(rng.integer(100, 1200)) / 10.0;  // 10..120 s
    const double sigma = static_cast<double>(rng.integer(1, 8)) / 100.0;
    const std::int64_t cards = rng.pick(kCards);
    p.scenario = practiceBase("straggler step time");
    p.scenario.straggler->mean_compute_s = mu;
    p.scenario.straggler->sigma_fraction = sigma;
    p.scenario.cluster.cards = cards;
    if (!evaluateInto(p, d.r)) {
        return;
    }
    d.values.set("cards", grouped(static_cast<double>(cards), 0));
    d.values.set("mean", sig(mu, 4) + " s");
    d.values.set("sigma", percent(sigma));
    d.values.set("ez", sig(d.r.straggler->expected_max_sigmas, 4));
    d.values.set("fixed", sig(d.r.straggler->fixed_s, 4) + " s");
    d.answer = d.r.straggler->step_time_s;
}

void drawImportanceRatio(Rng& rng, PracticeProblem& p, Drawn& d) {
    const double policy = -static_cast<double>(rng.integer(50, 600)) / 100.0;  // -0.5..-6
    const double gap =
        static_cast<double>(rng.integer(5, 50)) / 100.0 * (rng.integer(0, 1) == 0 ? 1.0 : -1.0);
    const double recomputed = policy - gap;
    p.scenario = practiceBase("importance ratio");
    p.scenario.rl->policy_logprob = policy;
    p.scenario.rl->recomputed_logprob = recomputed;
    if (!evaluateInto(p, d.r)) {
        return;
    }
    d.values.set("recorded", grouped(policy, 2));
    d.values.set("recomputed", grouped(recomputed, 2));
    d.answer = d.r.rl->importance_ratio;
}

// §7.1: answers of two lengths; the gradient of the token-mean loss (not the per-answer mean).
void drawTokenMean(Rng& rng, PracticeProblem& p, Drawn& d) {
    const std::int64_t short_answers = rng.integer(1, 8);
    const std::int64_t long_answers = rng.integer(1, 8);
    const std::int64_t short_tokens = rng.integer(1, 6);
    const std::int64_t long_tokens = short_tokens + rng.integer(1, 6);  // lengths differ
    const double short_grad = static_cast<double>(rng.integer(1, 9)) / 10.0;
    const double long_grad = static_cast<double>(rng.integer(1, 9)) / 10.0;
    p.scenario = practiceBase("token-mean gradient");
    CollectivesConfig& c = p.scenario.collectives;
    c.short_answers = short_answers;
    c.long_answers = long_answers;
    c.short_tokens = short_tokens;
    c.long_tokens = long_tokens;
    c.short_token_grad = short_grad;
    c.long_token_grad = long_grad;
    if (!evaluateInto(p, d.r)) {
        return;
    }
    d.values.set("short_answers", std::to_string(short_answers));
    d.values.set("short_tokens", std::to_string(short_tokens));
    d.values.set("short_grad", sig(short_grad, 2));
    d.values.set("long_answers", std::to_string(long_answers));
    d.values.set("long_tokens", std::to_string(long_tokens));
    d.values.set("long_grad", sig(long_grad, 2));
    d.answer = d.r.collectives->means.token_mean;
}

// §7.2: a reduction that waits for a busy link; exposed time after the compute, in ms.
void drawOverlapExposed(Rng& rng, PracticeProblem& p, Drawn& d) {
    const std::int64_t reduce_ms = rng.integer(1, 20);
    const std::int64_t compute_ms = rng.integer(2, 30);
    // Booked long enough that some of the reduction is exposed (1 ms at least): the question is
    // how much, and the answer is never the trivial 0.
    const std::int64_t earliest = std::max<std::int64_t>(0, compute_ms - reduce_ms + 1);
    const auto busy = static_cast<double>(rng.integer(earliest, earliest + 15));
    const auto reduce = static_cast<double>(reduce_ms);
    const auto compute = static_cast<double>(compute_ms);
    p.scenario = practiceBase("overlap on a busy link");
    p.scenario.collectives->reduce_ms = reduce;
    p.scenario.collectives->compute_ms = compute;
    p.scenario.collectives->link_busy_ms = busy;
    if (!evaluateInto(p, d.r)) {
        return;
    }
    d.values.set("reduce", sig(reduce, 3) + " ms");
    d.values.set("compute", sig(compute, 3) + " ms");
    d.values.set("busy", sig(busy, 3) + " ms");
    d.answer = d.r.collectives->overlap.exposed_s / 1e-3;
}

// §7.7: one packed micro-batch of two sequences against the same tokens split evenly.
void drawAttentionPairs(Rng& rng, PracticeProblem& p, Drawn& d) {
    const std::int64_t total = 1024 * rng.integer(2, 32);  // 2K .. 32K tokens, 16 divides it
    const std::int64_t sixteenths = rng.integer(9, 15);    // the long sequence: 9/16 .. 15/16
    const std::int64_t longer = total / 16 * sixteenths;
    const std::int64_t shorter = total - longer;
    p.scenario = practiceBase("causal attention pairs");
    p.scenario.attention->mix = std::to_string(longer) + "," + std::to_string(shorter);
    const std::int64_t half = total / 2;  // two equal sequences of whole tokens
    p.scenario.attention->reference_mix = std::to_string(half) + "," + std::to_string(half);
    if (!evaluateInto(p, d.r)) {
        return;
    }
    d.values.set("total", grouped(static_cast<double>(total), 0));
    d.values.set("longer", grouped(static_cast<double>(longer), 0));
    d.values.set("shorter", grouped(static_cast<double>(shorter), 0));
    d.values.set("half", grouped(static_cast<double>(half), 0));
    d.answer = d.r.attention->ratio;
}

// ----- registry -------------------------------------------------------------------------------

struct Entry {
    study::PracticeSlots slots;
    void (*draw)(Rng&, PracticeProblem&, Drawn&);
};

const std::vector<Entry>& entries() {
    static const std::vector<Entry> all = {
        {{"memory.training_state", "GB", false, {"params", "grads"}}, &drawTrainingState},
        {{"memory.zero_resident", "GiB", false, {"params", "zero", "cards", "stage", "zero_step"}},
         &drawZeroResident},
        {{"memory.over_budget",
          "GiB",
          false,
          {"params", "zero", "zero_step", "cards", "gpu", "usable", "extra", "stage"}},
         &drawOverBudget},
        {{"memory.min_cards",
          "cards",
          true,
          {"params", "zero", "zero_step", "gpu", "usable", "extra"}},
         &drawMinCards},
        {{"checkpoint.optimal_interval", "s", false, {"params", "write", "cards", "mtbf"}},
         &drawOptimalInterval},
        {{"checkpoint.overhead",
          "%",
          false,
          {"params", "write", "cards", "mtbf", "tau", "restore"}},
         &drawOverhead},
        {{"plan.finish_days",
          "days",
          false,
          {"steps", "flops", "peak", "cards", "mfu", "exposed", "input", "overhead", "reserved"}},
         &drawFinishDays},
        {{"plan.amdahl_bandwidth", "s", false, {"compute", "exposed", "wait"}},
         &drawAmdahlBandwidth},
        {{"plan.six_nd_days", "days", false, {"params", "tokens", "gpu", "peak", "cards", "mfu"}},
         &drawSixNdDays},
        {{"plan.six_nd_cards",
          "cards",
          true,
          {"params", "tokens", "gpu", "peak", "mfu", "deadline"}},
         &drawSixNdCards},
        {{"pipeline.ideal_utilisation", "%", false, {"stages", "micro"}}, &drawPipelineUtilisation},
        {{"rl.effective_rate",
          "traj/s",
          false,
          {"generate", "verify", "learn", "kept", "bottleneck"}},
         &drawRlEffective},
        {{"rl.async_break_even", "%", false, {"generate", "learn", "sync"}}, &drawRlBreakEven},
        {{"rl.importance_ratio", "", false, {"recorded", "recomputed"}}, &drawImportanceRatio},
        {{"collectives.bucket_allreduce",
          "ms",
          false,
          {"bucket", "members", "bandwidth", "startup"}},
         &drawBucketAllReduce},
        {{"collectives.token_mean",
          "",
          false,
          {"short_answers", "short_tokens", "short_grad", "long_answers", "long_tokens",
           "long_grad"}},
         &drawTokenMean},
        {{"collectives.overlap_exposed", "ms", false, {"reduce", "compute", "busy"}},
         &drawOverlapExposed},
        {{"attention.pairs_ratio", "", false, {"total", "longer", "shorter", "half"}},
         &drawAttentionPairs},
        {{"offload.break_even", "GB/s", false, {"host", "hbm"}}, &drawOffloadBreakEven},
        {{"straggler.step_time", "s", false, {"cards", "mean", "sigma", "ez", "fixed"}},
         &drawStragglerStep},
    };
    return all;
}

const study::PracticeText* textFor(const std::string& id) {
    for (const study::PracticeText& t : study::content().practice) {
        if (t.id == id) {
            return &t;
        }
    }
    return nullptr;
}

// Turns what a draw computed into the problem the panel shows: the data file's texts with the
// values filled in, the solution's derivations, the answer and its tolerance.
void render(const Entry& e, const study::PracticeText& t, Drawn& d, PracticeProblem& p) {
    const study::PracticeCommon& common = study::content().common;
    const std::string file = "practice/" + t.id + ".json";
    // The values must be exactly what the registry lists, which the loader checked the texts
    // against: a draw that sets another name is a defect of study_practice.cpp.
    std::vector<std::string> names;
    for (const auto& [name, value] : d.values.values) {
        names.push_back(name);
    }
    std::vector<std::string> listed = e.slots.values;
    std::sort(listed.begin(), listed.end());
    if (names != listed) {
        p.issues.push_back({file, "the draw of " + t.id + " sets other values than it lists"});
        return;
    }
    p.unit = e.slots.unit;
    p.integer_answer = e.slots.integer_answer;
    p.expected = d.answer;
    const bool integer = e.slots.integer_answer;
    study::TemplateValues values = d.values;
    values.set("answer", LocalText{answerText(d.answer, p.unit, integer, false),
                                   answerText(d.answer, p.unit, integer, true)});
    values.set("abs", LocalText{answerText(d.abs_tolerance, p.unit, false, false),
                                answerText(d.abs_tolerance, p.unit, false, true)});
    study::Choices choices = common.choices;
    for (const auto& [name, cases] : t.choices) {
        choices[name] = cases;
    }
    const auto both = [&](const LocalText& text, const std::string& where) {
        return LocalText{
            study::render(text.en, Language::En, values, choices, file + " " + where, p.issues),
            study::render(text.zh, Language::Zh, values, choices, file + " " + where, p.issues)};
    };
    const LocalText question = both(t.question, "question");
    p.question_en = question.en;
    p.question_zh = question.zh;
    for (const study::GivenText& g : t.givens) {
        const LocalText& value = values.values[g.value];
        p.givens.push_back({g.label.en, g.label.zh, value.en});
    }
    for (std::size_t i = 0; i < t.solution.size(); ++i) {
        const std::string where = "solution[" + std::to_string(i) + "]";
        const LocalText text = both(t.solution[i].text, where);
        std::optional<Derivation> derivation;
        if (!t.solution[i].shows.empty()) {
            const std::string id = study::render(t.solution[i].shows, Language::En, values, choices,
                                                 file + " " + where, p.issues);
            // A derivation of the drawn scenario; a missing id is a defect, not a gap.
            if (const Derivation* model = d.r.derivation(id)) {
                derivation = *model;
            } else {
                const auto own = std::find_if(d.own.begin(), d.own.end(),
                                              [&](const Derivation& x) { return x.id == id; });
                if (own == d.own.end()) {
                    p.issues.push_back({"", "evaluate() has no derivation " + id});
                    continue;
                }
                derivation = *own;
            }
        }
        p.solution.push_back({text.en, text.zh, derivation});
    }
    if (integer) {
        p.rel_tolerance = 0;
        p.tolerance_en = common.exact.en;
        p.tolerance_zh = common.exact.zh;
    } else {
        // 2 % covers a student who rounds every intermediate to three digits.
        p.rel_tolerance = 0.02;
        p.abs_tolerance = d.abs_tolerance;
        const LocalText tolerance = d.abs_tolerance > 0
                                        ? both(common.within_or_absolute, "tolerance")
                                        : both(common.within, "tolerance");
        p.tolerance_en = tolerance.en;
        p.tolerance_zh = tolerance.zh;
    }
    const LocalText answer = both(common.answer, "answer");
    p.solution.push_back({answer.en, answer.zh, std::nullopt});
}

}  // namespace

namespace study {

const std::vector<PracticeSlots>& practiceSlots() {
    static const std::vector<PracticeSlots> all = [] {
        std::vector<PracticeSlots> out;
        for (const Entry& e : entries()) {
            out.push_back(e.slots);
        }
        return out;
    }();
    return all;
}

}  // namespace study

const std::vector<PracticeGenerator>& practiceGenerators() {
    // A generator is offered when its code and its texts both exist; the loader reports a
    // missing or broken text file, and tst_study fails on it.
    static const std::vector<PracticeGenerator> all = [] {
        std::vector<PracticeGenerator> out;
        for (const Entry& e : entries()) {
            if (const study::PracticeText* t = textFor(e.slots.id)) {
                out.push_back(
                    {e.slots.id, t->title.en, t->title.zh, e.slots.unit, e.slots.integer_answer});
            }
        }
        return out;
    }();
    return all;
}

const PracticeGenerator* findPracticeGenerator(std::string_view id) {
    for (const PracticeGenerator& g : practiceGenerators()) {
        if (g.id == id) {
            return &g;
        }
    }
    return nullptr;
}

PracticeProblem drawPractice(std::string_view generator_id, std::uint64_t seed) {
    PracticeProblem p;
    p.generator_id = std::string(generator_id);
    p.seed = seed;
    for (const Entry& e : entries()) {
        if (e.slots.id != generator_id) {
            continue;
        }
        const study::PracticeText* t = textFor(e.slots.id);
        if (t == nullptr) {
            p.issues.push_back({"practice/" + e.slots.id + ".json", "is missing or unusable"});
        } else {
            Rng rng(seed);
            Drawn d;
            e.draw(rng, p, d);
            if (p.ok()) {
                render(e, *t, d, p);
            }
        }
        if (p.unit.empty()) {
            p.unit = e.slots.unit;  // a failed draw still tells the panel what it would ask
            p.integer_answer = e.slots.integer_answer;
        }
        return p;
    }
    p.issues.push_back({"", "no practice generator \"" + std::string(generator_id) + "\""});
    return p;
}

PracticeProblem drawPractice(const Walkthrough& walkthrough, std::uint64_t seed) {
    if (walkthrough.practice.empty()) {
        PracticeProblem p;
        p.walkthrough_id = walkthrough.id;
        p.seed = seed;
        p.issues.push_back({"", walkthrough.id + " has no numeric practice"});
        return p;
    }
    const std::string& id = walkthrough.practice[seed % walkthrough.practice.size()];
    PracticeProblem p = drawPractice(id, seed);
    p.walkthrough_id = walkthrough.id;
    return p;
}

}  // namespace stepbudget
