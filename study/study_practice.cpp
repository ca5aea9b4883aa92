// Practice generators: fresh inputs within sensible ranges, one question, and the answer read
// from evaluate() on the drawn scenario (the pipeline's ideal utilisation is the book's closed
// form m/(m+p-1), §3.1). Every number a question names is a PracticeGiven whose text appears
// verbatim in both languages, so tst_study can check question and scenario agree.
#include <algorithm>
#include <cmath>

#include "model/base/units.h"
#include "model/evaluate/evaluate.h"
#include "model/memory/memory.h"
#include "study/study.h"
#include "study/study_format.h"

namespace stepbudget {
namespace {

using study::grouped;
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

void give(PracticeProblem& p, std::string label_en, std::string label_zh, std::string value) {
    p.givens.push_back({std::move(label_en), std::move(label_zh), std::move(value)});
}

void explain(PracticeProblem& p, std::string en, std::string zh) {
    p.solution.push_back({std::move(en), std::move(zh), std::nullopt});
}

// A solution step showing the model's own derivation; a missing id is a defect, not a gap.
void derive(PracticeProblem& p, const Results& r, const std::string& id, std::string en,
            std::string zh) {
    const Derivation* d = r.derivation(id);
    if (d == nullptr) {
        p.issues.push_back({"", "evaluate() has no derivation " + id});
        return;
    }
    p.solution.push_back({std::move(en), std::move(zh), *d});
}

std::string answerText(double value, const std::string& unit, bool integer, bool zh) {
    const std::string number = integer ? grouped(value, 0) : sig(value, 4);
    return number + study::unitSuffix(unit, zh);
}

void answer(PracticeProblem& p, double value, const std::string& unit, bool integer,
            double abs_tolerance = 0) {
    p.expected = value;
    p.unit = unit;
    p.integer_answer = integer;
    if (integer) {
        p.rel_tolerance = 0;
        p.tolerance_en = "only the exact whole number counts";
        p.tolerance_zh = "只有准确的整数才算对";
    } else {
        p.rel_tolerance = 0.02;
        p.abs_tolerance = abs_tolerance;
        const std::string abs_en = answerText(abs_tolerance, unit, false, false);
        const std::string abs_zh = answerText(abs_tolerance, unit, false, true);
        p.tolerance_en = abs_tolerance > 0 ? "anything within 2% or " + abs_en + " counts"
                                           : "anything within 2% counts";
        p.tolerance_zh =
            abs_tolerance > 0 ? "误差在 2% 或 " + abs_zh + " 以内即算对" : "误差在 2% 以内即算对";
    }
    explain(p, "Answer: " + answerText(value, unit, integer, false) + ".",
            "答案：" + answerText(value, unit, integer, true) + "。");
}

std::int64_t drawParamsTenthsB(Rng& rng) {
    return rng.integer(10, 700) * 100'000'000;
}

const char* bottleneckEn(const std::string& b) {
    return b == "generate" ? "generation" : b == "verify" ? "verification" : "learning";
}
const char* bottleneckZh(const std::string& b) {
    return b == "generate" ? "生成" : b == "verify" ? "验证" : "学习";
}

const char* zeroStepEn(int stage) {
    switch (stage) {
        case 0:
            return "ZeRO-0 shards nothing: every card keeps the full 16N.";
        case 1:
            return "ZeRO-1 shards the FP32 master weights and Adam state (12 B/param); BF16 "
                   "weights "
                   "and gradients (4 B/param) stay whole: M1 = 4N + 12N/d.";
        case 2:
            return "ZeRO-2 also shards the gradients; only the BF16 weights (2 B/param) stay "
                   "whole: "
                   "M2 = 2N + 14N/d.";
        default:
            return "ZeRO-3 shards everything, weights included: M3 = 16N/d.";
    }
}
const char* zeroStepZh(int stage) {
    switch (stage) {
        case 0:
            return "ZeRO-0 不分片：每卡都存完整的 16N。";
        case 1:
            return "ZeRO-1 分片 FP32 主权重与 Adam 状态（每参数 12 bytes），BF16 "
                   "权重与梯度（每参数 "
                   "4 bytes）仍每卡一份：M1 = 4N + 12N/d。";
        case 2:
            return "ZeRO-2 再分梯度，只剩 BF16 权重（每参数 2 bytes）完整复制："
                   "M2 = 2N + 14N/d。";
        default:
            return "ZeRO-3 连权重也分：M3 = 16N/d。";
    }
}

std::string zeroId(int stage) {
    return "memory.zero" + std::to_string(stage) + "_resident_bytes_per_card";
}

// ----- memory ---------------------------------------------------------------------------------

void drawTrainingState(Rng& rng, PracticeProblem& p) {
    const std::int64_t n = drawParamsTenthsB(rng);
    const bool fp32_grads = rng.integer(0, 2) == 0;
    p.scenario = practiceBase("resident training state");
    p.scenario.model.params = n;
    p.scenario.precision.grad_bytes = fp32_grads ? 4 : 2;
    p.scenario.training.flops_model = FlopsModel::SixND;  // the shape is not part of the question
    Results r;
    if (!evaluateInto(p, r)) {
        return;
    }
    const std::string nt = paramCount(static_cast<double>(n));
    const std::string grads = fp32_grads ? "FP32" : "BF16";
    give(p, "Parameters N", "参数量 N", nt);
    give(p, "Gradient format", "梯度格式", grads);
    p.question_en = "A model with " + nt +
                    " parameters is trained with mixed-precision Adam: "
                    "BF16 weights, " +
                    grads +
                    " gradients, FP32 master weights and two FP32 "
                    "Adam moments. How much resident training state does it keep, unsharded? "
                    "Answer in GB (10^9 bytes).";
    p.question_zh = "一个 " + nt + " 参数的模型用混合精度 Adam 训练：BF16 权重、" + grads +
                    " 梯度、FP32 主权重、两份 FP32 Adam 状态。不分片时，常驻训练状态共多少？"
                    "以 GB（10^9 bytes）为单位作答。";
    derive(p, r, "memory.state_bytes_per_param",
           "Count the bytes each parameter keeps: weights + gradients + FP32 master + Adam m "
           "and v.",
           "先数每个参数要留多少字节：权重 + 梯度 + FP32 主权重 + Adam 一阶矩、二阶矩。");
    derive(p, r, "memory.persistent_bytes", "Multiply by N; GB are decimal, 10^9 bytes.",
           "乘以参数量 N；GB 按十进制计，1 GB = 10^9 bytes。");
    answer(p, r.memory.persistent_bytes / kGB, "GB", false);
}

void drawZeroResident(Rng& rng, PracticeProblem& p) {
    const std::int64_t n = drawParamsTenthsB(rng);
    const int stage = static_cast<int>(rng.integer(0, 3));
    const std::int64_t cards = 8 * rng.integer(1, 128);
    p.scenario = practiceBase("ZeRO resident state");
    p.scenario.model.params = n;
    p.scenario.parallel.zero_stage = stage;
    p.scenario.cluster.cards = cards;
    p.scenario.training.flops_model = FlopsModel::SixND;
    Results r;
    if (!evaluateInto(p, r)) {
        return;
    }
    const std::string nt = paramCount(static_cast<double>(n));
    const std::string zero = "ZeRO-" + std::to_string(stage);
    const std::string d = grouped(static_cast<double>(cards), 0);
    give(p, "Parameters N", "参数量 N", nt);
    give(p, "Sharding", "分片方式", zero);
    give(p, "Data-parallel cards d", "数据并行卡数 d", d);
    p.question_en = "A model with " + nt +
                    " parameters keeps 16 bytes of mixed-precision Adam "
                    "state per parameter (BF16 weights 2, BF16 gradients 2, FP32 master 4, Adam "
                    "moments 8). With " +
                    zero + " over " + d +
                    " data-parallel cards, how much "
                    "resident training state does each card hold? Answer in GiB (2^30 bytes).";
    p.question_zh = "一个 " + nt +
                    " 参数的模型，混合精度 Adam 每参数 16 bytes（BF16 权重 2、"
                    "BF16 梯度 2、FP32 主权重 4、Adam 状态 8）。用 " +
                    zero + " 在 " + d +
                    " 张数据并行卡上分片，每卡常驻训练状态是多少？以 GiB（2^30 bytes）为单位作答。";
    derive(p, r, zeroId(stage), std::string(zeroStepEn(stage)) + " Divide bytes by 2^30 for GiB.",
           std::string(zeroStepZh(stage)) + "字节数除以 2^30 得 GiB。");
    answer(p, r.memory.zero_resident_bytes_per_card[static_cast<std::size_t>(stage)] / kGiB, "GiB",
           false);
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

void memoryGivens(PracticeProblem& p, const MemoryDraw& m, bool with_cards) {
    give(p, "Parameters N", "参数量 N", paramCount(static_cast<double>(m.params)));
    give(p, "Sharding", "分片方式", "ZeRO-" + std::to_string(m.stage));
    if (with_cards) {
        give(p, "Cards d", "卡数 d", grouped(static_cast<double>(m.cards), 0));
    }
    give(p, "GPU", "GPU", m.gpu.name);
    give(p, "Usable memory per card", "每卡可用显存", sig(m.gpu.usable_gib, 3) + " GiB");
    give(p, "Activations + buffers per card", "每卡激活与缓冲区", sig(m.extra_gib, 3) + " GiB");
}

void drawOverBudget(Rng& rng, PracticeProblem& p) {
    // At least 1 GiB over, so a 10 % slip is always outside the 0.05 GiB absolute tolerance.
    const MemoryDraw fallback{70'000'000'000, 3, 8, kMemoryGpus[0], 10};
    const MemoryDraw m = drawMemoryUntil(rng, fallback, [](const MemoryResults& mem) {
        return mem.over_bytes >= 1.0 * kGiB && mem.over_bytes <= 200.0 * kGiB;
    });
    p.scenario = practiceBase("memory over budget");
    applyMemoryDraw(m, p.scenario);
    Results r;
    if (!evaluateInto(p, r)) {
        return;
    }
    memoryGivens(p, m, true);
    const std::string nt = paramCount(static_cast<double>(m.params));
    const std::string zero = "ZeRO-" + std::to_string(m.stage);
    const std::string d = grouped(static_cast<double>(m.cards), 0);
    const std::string usable = sig(m.gpu.usable_gib, 3) + " GiB";
    const std::string extra = sig(m.extra_gib, 3) + " GiB";
    p.question_en = "A model with " + nt +
                    " parameters keeps 16 bytes of mixed-precision Adam "
                    "state per parameter and trains with " +
                    zero + " over " + d + " cards (" + m.gpu.name + ", " + usable +
                    " usable each). Activations and buffers take " + extra +
                    " per card at the peak. By how much does the per-card peak exceed "
                    "the usable memory? Answer in GiB.";
    p.question_zh = "一个 " + nt + " 参数的模型，混合精度 Adam 每参数 16 bytes，用 " + zero +
                    " 在 " + d + " 张卡上训练（" + m.gpu.name + "，每卡可用 " + usable +
                    "）。峰值时激活与缓冲区每卡占 " + extra +
                    "。每卡峰值比可用显存多出多少？以 GiB 为单位作答。";
    derive(p, r, zeroId(m.stage), zeroStepEn(m.stage), zeroStepZh(m.stage));
    derive(p, r, "memory.peak_bytes_per_card",
           "The peak adds what is alive at the same moment: activations and buffers.",
           "峰值要加上同一时刻驻留的激活与缓冲区。");
    derive(p, r, "memory.margin_bytes",
           "Usable minus peak is negative: that excess is what recompute, offload or more cards "
           "must remove.",
           "可用减峰值为负：这部分超出就是重计算、卸载或加卡要消掉的量。");
    answer(p, r.memory.over_bytes / kGiB, "GiB", false, 0.05);
}

void drawMinCards(Rng& rng, PracticeProblem& p) {
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
    Results r;
    if (!evaluateInto(p, r)) {
        return;
    }
    memoryGivens(p, m, false);
    const std::string nt = paramCount(static_cast<double>(m.params));
    const std::string zero = "ZeRO-" + std::to_string(m.stage);
    const std::string usable = sig(m.gpu.usable_gib, 3) + " GiB";
    const std::string extra = sig(m.extra_gib, 3) + " GiB";
    p.question_en = "A model with " + nt +
                    " parameters keeps 16 bytes of mixed-precision Adam "
                    "state per parameter and trains with " +
                    zero + ". Each card (" + m.gpu.name + ") has " + usable + " usable and needs " +
                    extra +
                    " for activations and "
                    "buffers at the peak. What is the fewest data-parallel cards for which the "
                    "peak fits? Answer with a whole number of cards.";
    p.question_zh = "一个 " + nt + " 参数的模型，混合精度 Adam 每参数 16 bytes，用 " + zero +
                    " 训练。每张卡（" + m.gpu.name + "）可用 " + usable +
                    "，峰值时激活与缓冲区"
                    "要占 " +
                    extra + "。至少要多少张数据并行卡，峰值才放得下？以整数张作答。";
    explain(p, zeroStepEn(m.stage), zeroStepZh(m.stage));
    derive(p, r, "memory.min_cards_to_fit",
           "The replicated part must fit beside the activations; only the sharded part divides "
           "by d. Solve replicated + sharded/d + extra ≤ usable and round d up.",
           "复制的部分要和激活一起放得下，只有分片的部分随 d 均分。解 复制 + 分片/d + 激活 ≤ "
           "可用，d 向上取整。");
    derive(p, r, "memory.margin_bytes", "Check at that card count: the margin is not negative.",
           "在这个卡数下核对：余量不为负。");
    answer(p, static_cast<double>(r.memory.min_cards_to_fit), "cards", true);
}

// ----- checkpoint -----------------------------------------------------------------------------

struct CheckpointDraw {
    std::string params, write, cards, mtbf_days;
};

CheckpointDraw drawCheckpointInputs(Rng& rng, Scenario& s) {
    static constexpr std::int64_t kCards[] = {8,   16,   32,   48,   64,   128,  256,
                                              512, 1024, 2048, 4096, 8192, 16384};
    const std::int64_t n = drawParamsTenthsB(rng);
    const double write = static_cast<double>(rng.integer(4, 80)) / 2.0;  // 2..40 GB/s
    const std::int64_t cards = rng.pick(kCards);
    const std::int64_t mtbf_days = rng.integer(100, 1000);
    s.model.params = n;
    s.checkpoint.write_gb_per_s = write;
    s.cluster.cards = cards;
    s.checkpoint.card_mtbf_hours = static_cast<double>(mtbf_days) * 24.0;
    s.training.flops_model = FlopsModel::SixND;
    return {paramCount(static_cast<double>(n)), sig(write, 3) + " GB/s",
            grouped(static_cast<double>(cards), 0), grouped(static_cast<double>(mtbf_days), 0)};
}

void checkpointGivens(PracticeProblem& p, const CheckpointDraw& c) {
    give(p, "Parameters N", "参数量 N", c.params);
    give(p, "Write speed", "写入速度", c.write);
    give(p, "Cards", "卡数", c.cards);
    give(p, "Per-card mean time between failures (days)", "单卡平均故障间隔（天）", c.mtbf_days);
}

std::string checkpointSetupEn(const CheckpointDraw& c) {
    return "A model with " + c.params +
           " parameters; a checkpoint holds 14 bytes per parameter "
           "(BF16 weights 2, FP32 master 4, Adam moments 8) and is written at " +
           c.write + ". The job runs on " + c.cards +
           " cards, each failing on average once every " + c.mtbf_days +
           " days, and any failure interrupts the whole job.";
}

std::string checkpointSetupZh(const CheckpointDraw& c) {
    return "一个 " + c.params +
           " 参数的模型；checkpoint 每参数存 14 bytes（BF16 权重 2、FP32 "
           "主权重 4、Adam 状态 8），写入速度 " +
           c.write + "。作业跑在 " + c.cards + " 张卡上，每张卡平均 " + c.mtbf_days +
           " 天故障一次，任一卡故障都会中断整个作业。";
}

void checkpointSteps(PracticeProblem& p, const Results& r) {
    derive(p, r, "checkpoint.size_bytes",
           "What a checkpoint holds: 14 bytes per parameter (weights, master, Adam m and v).",
           "checkpoint 要存的内容：每参数 14 bytes（权重、主权重、Adam 两份矩）。");
    derive(p, r, "checkpoint.save_s", "One save costs c = size / write speed (GB = 10^9 bytes).",
           "一次保存耗时 c = 大小 / 写入速度（GB = 10^9 bytes）。");
    derive(p, r, "checkpoint.failure_rate_per_s",
           "Any card failing stops the job, so the job's rate is λ = cards / per-card MTBF "
           "(in seconds).",
           "任一卡故障都会中断作业，所以作业的故障率 λ = 卡数 / 单卡平均故障间隔（换算成秒）。");
}

void drawOptimalInterval(Rng& rng, PracticeProblem& p) {
    p.scenario = practiceBase("optimal checkpoint interval");
    const CheckpointDraw c = drawCheckpointInputs(rng, p.scenario);
    Results r;
    if (!evaluateInto(p, r)) {
        return;
    }
    checkpointGivens(p, c);
    p.question_en = checkpointSetupEn(c) +
                    " What checkpoint interval minimises the time lost to "
                    "saving plus redone work? Answer in seconds.";
    p.question_zh = checkpointSetupZh(c) +
                    "使保存与重做的附加成本最小的保存间隔是多少？以秒为"
                    "单位作答。";
    checkpointSteps(p, r);
    derive(p, r, "checkpoint.optimal_interval_s",
           "L(τ) = c/τ + λτ/2 + λr; setting dL/dτ = −c/τ² + λ/2 to zero gives τ* = √(2c/λ).",
           "L(τ) = c/τ + λτ/2 + λr；令 dL/dτ = −c/τ² + λ/2 为零，得 τ* = √(2c/λ)。");
    answer(p, r.checkpoint.optimal_interval_s, "s", false);
}

void drawOverhead(Rng& rng, PracticeProblem& p) {
    p.scenario = practiceBase("checkpoint overhead");
    const CheckpointDraw c = drawCheckpointInputs(rng, p.scenario);
    const double interval = static_cast<double>(rng.integer(5, 60) * 60);  // 5..60 min
    const double restore = static_cast<double>(rng.integer(3, 60) * 10);   // 30..600 s
    p.scenario.checkpoint.interval_s = interval;
    p.scenario.checkpoint.restore_s = restore;
    Results r;
    if (!evaluateInto(p, r)) {
        return;
    }
    checkpointGivens(p, c);
    const std::string tau = grouped(interval, 0) + " s";
    const std::string rest = grouped(restore, 0) + " s";
    give(p, "Interval τ", "保存间隔 τ", tau);
    give(p, "Restore time r", "恢复时间 r", rest);
    p.question_en = checkpointSetupEn(c) + " A checkpoint is saved after every " + tau +
                    " of useful training, and a restart takes " + rest +
                    " to restore. What is "
                    "the overhead L(τ) — saving, redone work and recovery per unit of useful "
                    "training? Answer in percent.";
    p.question_zh = checkpointSetupZh(c) + "每完成 " + tau + " 有用训练保存一次，每次恢复要 " +
                    rest +
                    "。附加比例 L(τ)（单位有用训练时间上的保存、重做与恢复）是多少？以百分"
                    "数作答。";
    checkpointSteps(p, r);
    derive(p, r, "checkpoint.overhead_fraction",
           "L(τ) = c/τ (saving) + λτ/2 (a failure loses half an interval on average) + λr "
           "(one recovery per failure).",
           "L(τ) = c/τ（保存）+ λτ/2（故障平均丢半个间隔）+ λr（每次故障一次恢复）。");
    answer(p, 100.0 * r.checkpoint.overhead_fraction, "%", false);
}

// ----- plan -----------------------------------------------------------------------------------

void drawFinishDays(Rng& rng, PracticeProblem& p) {
    const std::int64_t cards = 8 * rng.integer(2, 32);
    const double mfu = static_cast<double>(rng.integer(25, 55)) / 100.0;
    p.scenario = practiceBase("completion time");
    p.scenario.cluster.cards = cards;
    p.scenario.cluster.mfu = mfu;
    Results r;
    if (!evaluateInto(p, r)) {
        return;
    }
    const Scenario& s = p.scenario;
    const std::string steps = grouped(static_cast<double>(r.plan.steps), 0);
    const std::string flops = power(r.plan.flops_per_step, 4) + " FLOP";
    const std::string peak = sig(s.cluster.peak_tflops, 4) + " TFLOP/s";
    const std::string p_cards = grouped(static_cast<double>(cards), 0);
    const std::string eta = percent(mfu);
    const std::string exposed = sig(r.plan.exposed_comm_s, 3) + " s";
    const std::string input = sig(s.training.input_wait_s, 3) + " s";
    const std::string overhead = sig(100.0 * r.plan.overhead_fraction, 3) + "%";
    const std::string t0 = sig(s.training.reserved_days, 3);
    give(p, "Steps S", "步数 S", steps);
    give(p, "FLOP per step", "每步计算量", flops);
    give(p, "Cards p", "卡数 p", p_cards);
    give(p, "Peak per card", "单卡峰值", peak);
    give(p, "MFU", "MFU", eta);
    give(p, "Exposed communication per step", "每步暴露通信", exposed);
    give(p, "Input wait per step", "每步输入等待", input);
    give(p, "Checkpoint + failure overhead L", "保存与故障附加 L", overhead);
    give(p, "Reserved T0 (days)", "预留 T0（天）", t0);
    p.question_en = "The chapter's design case: Qwen3-8B on 100 B tokens is S = " + steps +
                    " steps of " + flops + " each. It runs on " + p_cards + " RTX 4090 (" + peak +
                    " dense BF16 each) at " + eta + " MFU. Each step also waits " + exposed +
                    " for exposed communication and " + input +
                    " for input; checkpoints and "
                    "failures add L = " +
                    overhead + " to the training time, and T0 = " + t0 +
                    " days are reserved for start-up, evaluation and planned stops. How many "
                    "days after the start does training finish? Answer in days.";
    p.question_zh = "章首的设计案例：Qwen3-8B 训练 100B token，共 S = " + steps + " 步，每步 " +
                    flops + "。用 " + p_cards + " 张 RTX 4090（每卡稠密 BF16 " + peak + "），MFU " +
                    eta + "。每步另有 " + exposed + " 暴露通信和 " + input +
                    " 输入等待；保存与故障给训练时间附加 L = " + overhead + "，另预留 T0 = " + t0 +
                    " 天用于启动、评测与计划性停顿。从开始算起，多少天训练完成？以天为单位作答。";
    derive(p, r, "plan.compute_s", "Per-card compute per step: t_c = FLOP per step / (p · P · η).",
           "每步单卡计算时间：t_c = 每步计算量 / (p · P · η)。");
    derive(p, r, "plan.step_time_s",
           "Step time adds what compute does not hide: "
           "t_s = t_c + exposed communication + input wait.",
           "每步时间再加上计算盖不住的部分：t_s = t_c + 暴露通信 + 输入等待。");
    derive(p, r, "plan.finish_days",
           "T = T0 + S · t_s · (1 + L) / 86400: training days stretched by the overhead, plus "
           "the reserved days.",
           "T = T0 + S · t_s · (1 + L) / 86400：训练天数按附加比例放大，再加上预留天数。");
    answer(p, r.plan.finish_days, "days", false);
}

void drawAmdahlBandwidth(Rng& rng, PracticeProblem& p) {
    static constexpr double kBandwidth[] = {4, 8, 12, 16, 24, 32, 48, 64};
    const std::int64_t cards = 8 * rng.integer(2, 32);
    const double bandwidth = rng.pick(kBandwidth);
    const double mfu = static_cast<double>(rng.integer(25, 55)) / 100.0;
    const double input = static_cast<double>(rng.integer(0, 20)) / 10.0;
    p.scenario = practiceBase("Amdahl: bandwidth halved");
    p.scenario.cluster.cards = cards;
    p.scenario.cluster.collective_gb_per_s = bandwidth;
    p.scenario.cluster.mfu = mfu;
    p.scenario.training.input_wait_s = input;
    Results r;
    if (!evaluateInto(p, r)) {
        return;
    }
    const auto item =
        std::find_if(r.plan.amdahl.begin(), r.plan.amdahl.end(),
                     [](const AmdahlItem& a) { return a.resource == "exposed_comm"; });
    if (item == r.plan.amdahl.end()) {
        p.issues.push_back({"", "evaluate() has no Amdahl item for exposed_comm"});
        return;
    }
    const std::string compute = sig(r.plan.compute_s, 4) + " s";
    const std::string exposed = sig(r.plan.exposed_comm_s, 4) + " s";
    const std::string wait = sig(input, 3) + " s";
    give(p, "Per-card compute", "单卡计算", compute);
    give(p, "Exposed communication", "暴露通信", exposed);
    give(p, "Input wait", "输入等待", wait);
    p.question_en = "A training step spends " + compute + " on per-card compute, waits " + exposed +
                    " for communication that is not hidden behind compute, and " + wait +
                    " for input. The link bandwidth is halved. By Amdahl's law, what is the new "
                    "step time? Answer in seconds.";
    p.question_zh = "一个训练步里单卡计算 " + compute + "，计算盖不住的通信等待 " + exposed +
                    "，输入等待 " + wait +
                    "。链路带宽减半后，按 Amdahl 定律，每步变成多少？以秒"
                    "为单位作答。";
    derive(p, r, "plan.step_time_s",
           "The step: t_s = compute + exposed communication + input wait.",
           "原来的每步：t_s = 计算 + 暴露通信 + 输入等待。");
    derive(p, r, "plan.amdahl.exposed_comm",
           "Exposed communication is the fraction f = t_exposed / t_s; halving bandwidth is "
           "r = 1/2, so T' = T(1 − f + f/r) = t_s + t_exposed: only the exposed part doubles.",
           "暴露通信占比 f = t_暴露 / t_s；带宽减半即 r = 1/2，T' = T(1 − f + f/r) = t_s + t_暴露："
           "只有暴露的那部分翻倍。");
    answer(p, item->step_at_half_s, "s", false);
}

struct SixNdDraw {
    double params = 0;
    double tokens = 0;
    Gpu gpu = kSixNdGpus[0];
};

SixNdDraw drawSixNdInputs(Rng& rng, Scenario& s) {
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
    return d;
}

void drawSixNdDays(Rng& rng, PracticeProblem& p) {
    static constexpr std::int64_t kCards[] = {1024, 2048, 4096, 8192, 16384, 24576, 32768};
    static constexpr double kMfu[] = {0.3, 0.4, 0.5};  // the rows of the model's 6ND table
    p.scenario = practiceBase("6ND days");
    const SixNdDraw d = drawSixNdInputs(rng, p.scenario);
    const std::int64_t cards = rng.pick(kCards);
    const double mfu = rng.pick(kMfu);
    p.scenario.cluster.cards = cards;
    p.scenario.cluster.mfu = mfu;
    p.scenario.training.deadline_days = 90;
    Results r;
    if (!evaluateInto(p, r)) {
        return;
    }
    const auto row =
        std::find_if(r.plan.six_nd.begin(), r.plan.six_nd.end(),
                     [&](const SixNdRow& x) { return x.gpu == d.gpu.name && x.mfu == mfu; });
    if (row == r.plan.six_nd.end()) {
        p.issues.push_back({"", std::string("evaluate() has no 6ND row for ") + d.gpu.name});
        return;
    }
    const std::string nt = paramCount(d.params);
    const std::string dt = sig(d.tokens / 1e12, 3) + "T";
    const std::string p_cards = grouped(static_cast<double>(cards), 0);
    const std::string peak = sig(d.gpu.peak_tflops, 5) + " TFLOP/s";
    const std::string eta = percent(mfu);
    give(p, "Parameters N", "参数量 N", nt);
    give(p, "Tokens D", "数据量 D（token）", dt);
    give(p, "Cards p", "卡数 p", p_cards);
    give(p, "GPU", "GPU", d.gpu.name);
    give(p, "Peak per card", "单卡峰值", peak);
    give(p, "MFU", "MFU", eta);
    p.question_en = "A dense model with " + nt + " parameters is trained on " + dt +
                    " tokens. "
                    "Counting F = 6ND, how many days does the compute take on " +
                    p_cards + " " + d.gpu.name + " (" + peak + " dense BF16 each) at " + eta +
                    " MFU? Answer in "
                    "days.";
    p.question_zh = "一个 " + nt + " 参数的稠密模型，训练 " + dt +
                    " token。按 F = 6ND 计算量，用 " + p_cards + " 张 " + d.gpu.name +
                    "（每卡稠密 BF16 " + peak + "）、MFU " + eta +
                    "，计算要多少天？以天为单位作答。";
    derive(p, r, "compute.task_flops", "Dense-model rule of thumb: F = 6ND.",
           "稠密模型的粗略算量：F = 6ND。");
    // The 6ND table has no derivation of its own; show the book's formula with this row's values.
    Derivation days;
    days.id = "plan.six_nd.days";
    days.title = "6ND training days";
    days.formula = "T = F / (p P eta 86400)";
    days.substituted = power(r.compute.task_flops, 4) + " / (" + p_cards + " * " +
                       sig(d.gpu.peak_tflops, 5) + "e12 * " + sig(mfu, 2) + " * 86400)";
    days.value = row->days;
    days.unit = "days";
    p.solution.push_back({"Time on p cards: T = F / (p · P · η), in days.",
                          "p 张卡的时间：T = F / (p · P · η)，换算成天。", days});
    answer(p, row->days, "days", false);
}

void drawSixNdCards(Rng& rng, PracticeProblem& p) {
    p.scenario = practiceBase("6ND cards for a deadline");
    const SixNdDraw d = drawSixNdInputs(rng, p.scenario);
    const double mfu = static_cast<double>(rng.integer(25, 55)) / 100.0;
    const std::int64_t deadline = rng.integer(30, 180);
    p.scenario.cluster.mfu = mfu;
    p.scenario.cluster.cards = 1024;
    p.scenario.training.deadline_days = static_cast<double>(deadline);
    Results r;
    if (!evaluateInto(p, r)) {
        return;
    }
    const std::string nt = paramCount(d.params);
    const std::string dt = sig(d.tokens / 1e12, 3) + "T";
    const std::string peak = sig(d.gpu.peak_tflops, 5) + " TFLOP/s";
    const std::string eta = percent(mfu);
    const std::string days = grouped(static_cast<double>(deadline), 0);
    give(p, "Parameters N", "参数量 N", nt);
    give(p, "Tokens D", "数据量 D（token）", dt);
    give(p, "GPU", "GPU", d.gpu.name);
    give(p, "Peak per card", "单卡峰值", peak);
    give(p, "MFU", "MFU", eta);
    give(p, "Deadline (days)", "期限（天）", days);
    p.question_en = "A dense model with " + nt + " parameters is trained on " + dt +
                    " tokens; "
                    "count F = 6ND. How many " +
                    d.gpu.name + " (" + peak + " dense BF16 each) at " + eta +
                    " MFU are needed to finish the compute within " + days +
                    " days? Answer "
                    "with a whole number of cards.";
    p.question_zh = "一个 " + nt + " 参数的稠密模型，训练 " + dt +
                    " token，按 F = 6ND 计算量。"
                    "用 " +
                    d.gpu.name + "（每卡稠密 BF16 " + peak + "）、MFU " + eta + "，要在 " + days +
                    " 天内算完，至少需要多少张卡？以整数张作答。";
    derive(p, r, "compute.task_flops", "Dense-model rule of thumb: F = 6ND.",
           "稠密模型的粗略算量：F = 6ND。");
    derive(p, r, "compute.min_cards_compute",
           "p ≥ F / (P · η · T) with T in seconds; a fraction of a card is a whole card, so "
           "round up.",
           "p ≥ F / (P · η · T)，T 换算成秒；不足一张也得按一张算，向上取整。");
    answer(p, static_cast<double>(r.compute.min_cards_compute), "cards", true);
}

// ----- pipeline, RL ---------------------------------------------------------------------------

void drawPipelineUtilisation(Rng& rng, PracticeProblem& p) {
    const std::int64_t stages = rng.integer(2, 16);
    const std::int64_t micro = rng.integer(1, 64);
    p.scenario = practiceBase("ideal pipeline utilisation");
    p.scenario.pipeline.schedule = Schedule::FillDrain;
    p.scenario.pipeline.stages = stages;
    p.scenario.pipeline.microbatches = micro;
    Results r;
    if (!evaluateInto(p, r)) {
        return;
    }
    // The book's closed form (§3.1): fill-drain keeps a stage busy m of (m + p - 1) slots.
    const double m = static_cast<double>(micro);
    const double u = m / (m + static_cast<double>(stages) - 1.0);
    const std::string ps = std::to_string(stages);
    const std::string ms = std::to_string(micro);
    give(p, "Stages p", "阶段数 p", ps);
    give(p, "Micro-batches m", "micro-batch 数 m", ms);
    p.question_en = "A pipeline has p = " + ps +
                    " balanced stages, and each step pushes m = " + ms +
                    " micro-batches through it with fill-drain scheduling (ignore transfers and "
                    "the update). What fraction of the step does each stage spend on useful work? "
                    "Answer in percent.";
    p.question_zh = "一条流水线有 p = " + ps + " 个平衡阶段，每步用填满排空调度送入 m = " + ms +
                    " 个 micro-batch（忽略边界传输和参数更新）。每个阶段有多大比例的时间在做有用"
                    "工作？以百分数作答。";
    explain(p,
            "Fill-drain takes T = (m + p − 1)(t_f + t_b): the first micro-batch needs p − 1 "
            "stage slots to reach the last stage, and the last one p − 1 more to drain.",
            "填满排空需要 T = (m + p − 1)(t_f + t_b)：第一个 micro-batch 要 p − 1 个阶段时长才"
            "到达最后一段，最后一个还要再花 p − 1 个排空。");
    Derivation d;
    if (const Derivation* model = r.derivation("pipeline.ideal_utilisation")) {
        d = *model;
        if (std::fabs(model->value - u) > 1e-9) {
            p.issues.push_back({"", "pipeline.ideal_utilisation disagrees with m/(m+p-1)"});
        }
    } else {
        d.id = "pipeline.ideal_utilisation";
        d.title = "Ideal pipeline utilisation";
        d.formula = "u = m / (m + p - 1)";
        d.substituted = ms + " / (" + ms + " + " + ps + " - 1)";
        d.value = u;
        d.unit = "";
    }
    p.solution.push_back({"Useful work is m(t_f + t_b) of it: u = m / (m + p − 1).",
                          "其中有用工作是 m(t_f + t_b)：u = m / (m + p − 1)。", d});
    answer(p, 100.0 * u, "%", false);
}

void drawRlEffective(Rng& rng, PracticeProblem& p) {
    const double g = static_cast<double>(rng.integer(2, 40));
    const double v = static_cast<double>(rng.integer(2, 40));
    const double l = static_cast<double>(rng.integer(2, 40));
    const double q = static_cast<double>(rng.integer(50, 95)) / 100.0;
    p.scenario = practiceBase("RL effective rate");
    p.scenario.rl.generate_per_s = g;
    p.scenario.rl.verify_per_s = v;
    p.scenario.rl.learn_per_s = l;
    p.scenario.rl.keep_fraction = q;
    Results r;
    if (!evaluateInto(p, r)) {
        return;
    }
    const std::string gs = sig(g, 3), vs = sig(v, 3), ls = sig(l, 3), qs = percent(q);
    give(p, "Generation (trajectories/s)", "生成（条/s）", gs);
    give(p, "Verification (trajectories/s)", "验证（条/s）", vs);
    give(p, "Learning (trajectories/s)", "学习（条/s）", ls);
    give(p, "Kept after verification q", "验证后保留比例 q", qs);
    p.question_en = "An RL loop generates " + gs + " trajectories/s, verifies " + vs +
                    " trajectories/s and can learn from " + ls + " trajectories/s; " + qs +
                    " of the verified trajectories are kept. How many trajectories per second "
                    "does the learner actually learn from? Answer in trajectories/s.";
    p.question_zh = "一个 RL 循环每秒生成 " + gs + " 条轨迹、验证 " + vs + " 条，学习端每秒能学 " +
                    ls + " 条；验证后保留 " + qs +
                    "。学习端实际每秒学到多少条？以条/s 为单位作答。";
    const std::string b = r.rl.bottleneck;
    derive(p, r, "rl.effective_per_s",
           std::string("Three stages in series: r_eff = min(r_l, q · min(r_g, r_v)). The slowest "
                       "stage sets the rate — here ") +
               bottleneckEn(b) + ".",
           std::string("三道工序首尾相接：r_eff = min(r_l, q · min(r_g, r_v))，最慢的工序决定速率"
                       " —— 这里是") +
               bottleneckZh(b) + "。");
    answer(p, r.rl.effective_per_s, "traj/s", false);
}

void drawRlBreakEven(Rng& rng, PracticeProblem& p) {
    const double g = static_cast<double>(rng.integer(10, 120));
    const double l = static_cast<double>(rng.integer(5, 90));
    const double s = static_cast<double>(rng.integer(1, 15));
    p.scenario = practiceBase("RL async break-even");
    p.scenario.rl.generate_s = g;
    p.scenario.rl.learn_s = l;
    p.scenario.rl.sync_s = s;
    Results r;
    if (!evaluateInto(p, r)) {
        return;
    }
    const std::string gs = sig(g, 3) + " s", ls = sig(l, 3) + " s", ss = sig(s, 3) + " s";
    give(p, "Generation per batch", "每批生成", gs);
    give(p, "Learning per batch", "每批学习", ls);
    give(p, "Weight sync", "权重同步", ss);
    p.question_en = "A synchronous RL cycle generates for " + gs + ", learns for " + ls +
                    " and syncs weights for " + ss +
                    ". Run asynchronously, generating the next "
                    "batch overlaps learning, but samples made with older weights may have to be "
                    "dropped. Above what kept fraction q does asynchrony deliver more kept "
                    "samples per second? Answer in percent.";
    p.question_zh = "同步 RL 循环每轮生成 " + gs + "、学习 " + ls + "、同步权重 " + ss +
                    "。改成异步后，下一批的生成与本批的学习重叠，但用旧权重生成的样本可能要丢弃。"
                    "保留比例 q 高于多少时，异步的有效样本吞吐才更高？以百分数作答。";
    derive(p, r, "rl.async_break_even_keep",
           "Sync cycle t_g + t_l + t_sync, async cycle max(t_g, t_l) + t_sync. Throughput goes "
           "from B / sync to qB / async, so async wins when q > async / sync.",
           "同步周期 t_g + t_l + t_sync，异步周期 max(t_g, t_l) + t_sync。有效吞吐从 B/同步周期 "
           "变成 qB/异步周期，所以 q > 异步周期 / 同步周期 时异步才更快。");
    answer(p, 100.0 * r.rl.async_break_even_keep, "%", false);
}

// ----- collectives, offload, stragglers, RL ratio ---------------------------------------------

void drawBucketAllReduce(Rng& rng, PracticeProblem& p) {
    static constexpr double kBucketMib[] = {16, 24, 32, 48, 64, 72, 96, 128, 256};
    static constexpr double kNic[] = {12.5, 25, 50, 100};  // 100..800 Gbit/s
    static constexpr double kStartupMs[] = {0.01, 0.02, 0.05};
    const double bucket = rng.pick(kBucketMib);
    const std::int64_t members = rng.integer(2, 64);
    const double nic = rng.pick(kNic);
    const double startup = rng.pick(kStartupMs);
    p.scenario = practiceBase("bucket AllReduce");
    p.scenario.collectives.bucket_mib = bucket;
    p.scenario.collectives.members = members;
    p.scenario.collectives.startup_ms = startup;
    p.scenario.cluster.nic_gb_per_s = nic;
    Results r;
    if (!evaluateInto(p, r)) {
        return;
    }
    const std::string size = sig(bucket, 3) + " MiB";
    const std::string n = std::to_string(members);
    const std::string bw = sig(nic, 3) + " GB/s";
    const std::string alpha = sig(startup, 2) + " ms";
    give(p, "Bucket", "桶大小", size);
    give(p, "Ring members n", "环上成员数 n", n);
    give(p, "Bandwidth per member and direction", "每成员每方向带宽", bw);
    give(p, "Start-up per call", "每次调用启动开销", alpha);
    p.question_en = "A " + size + " FP32 gradient bucket is all-reduced with a ring over n = " + n +
                    " data-parallel members, each sending at " + bw +
                    " per direction; every "
                    "collective call costs " +
                    alpha +
                    " to start. How long does the AllReduce "
                    "take? Answer in milliseconds.";
    p.question_zh = "一个 " + size + " 的 FP32 梯度桶，在 n = " + n +
                    " 个数据并行成员之间做环形 "
                    "AllReduce，每个成员每方向 " +
                    bw + "，每次集合通信调用启动开销 " + alpha +
                    "。这次 AllReduce 要多久？以毫秒为单位作答。";
    derive(p, r, "collectives.whole_bucket_s",
           "A ring AllReduce is a ReduceScatter plus an AllGather: each member sends "
           "2(n − 1)/n · S. t = 2(n − 1)/n · S / B + α, with MiB = 2^20 bytes and GB/s = 10^9 "
           "bytes/s.",
           "环形 AllReduce 等于一次 ReduceScatter 加一次 AllGather：每个成员发送 "
           "2(n − 1)/n · S。t = 2(n − 1)/n · S / B + α，其中 MiB = 2^20 bytes，GB/s = 10^9 "
           "bytes/s。");
    answer(p, r.collectives.whole_s / 1e-3, "ms", false);
}

void drawOffloadBreakEven(Rng& rng, PracticeProblem& p) {
    static constexpr double kHbm[] = {900, 1008, 1555, 2039, 3350, 4800, 8000};
    const double host = static_cast<double>(rng.integer(10, 60) * 10);  // 100..600 GB/s
    const double hbm = rng.pick(kHbm);
    p.scenario = practiceBase("where to cast gradients");
    p.scenario.cluster.host_memory_gb_per_s = host;
    p.scenario.cluster.hbm_gb_per_s = hbm;
    Results r;
    if (!evaluateInto(p, r)) {
        return;
    }
    if (!r.offload.break_even_exists) {
        p.issues.push_back({"", "drew a host memory faster than HBM: no break-even"});
        return;
    }
    const std::string cc = sig(host, 4) + " GB/s";
    const std::string cg = sig(hbm, 4) + " GB/s";
    give(p, "Host memory bandwidth C_c", "主机内存带宽 C_c", cc);
    give(p, "GPU memory bandwidth C_g", "显存带宽 C_g", cg);
    p.question_en =
        "A BF16 gradient of G bytes must end up in host memory as FP32. Casting reads "
        "G and writes 2G, so it moves 3G bytes through the memory that does it. Path "
        "A sends G over the link and casts on the CPU (host memory " +
        cc +
        "); path "
        "B casts on the GPU (HBM " +
        cg +
        ") and sends the 2G-byte FP32 copy. At what "
        "link bandwidth B do both paths take the same time? Answer in GB/s.";
    p.question_zh =
        "一个 G bytes 的 BF16 梯度最终要以 FP32 放进主机内存。格式转换读 G、写 2G，"
        "转换所在的内存要过 3G bytes。路径 A 先经链路传 G，再在 CPU 上转（主机内存 " +
        cc + "）；路径 B 先在 GPU 上转（显存 " + cg +
        "），再传 2G 的 FP32 副本。链路"
        "带宽 B 为多少时两条路径一样快？以 GB/s 为单位作答。";
    derive(p, r, "offload.cpu_cast_s", "CPU path: T_c = G/B + 3G/C_c (here at the design link).",
           "CPU 路径：T_c = G/B + 3G/C_c（这里按设计案例的链路算）。");
    derive(p, r, "offload.gpu_cast_s", "GPU path: T_g = 3G/C_g + 2G/B.",
           "GPU 路径：T_g = 3G/C_g + 2G/B。");
    derive(p, r, "offload.break_even_gb_per_s",
           "Set T_c = T_g: G/B = 3G/C_c − 3G/C_g, so B* = 1 / (3(1/C_c − 1/C_g)); G cancels. "
           "Below B* the CPU cast wins because it sends half the bytes.",
           "令 T_c = T_g：G/B = 3G/C_c − 3G/C_g，得 B* = 1/(3(1/C_c − 1/C_g))，G 被约掉。"
           "链路慢于 B* 时 CPU 转换更快，因为它只传一半的字节。");
    answer(p, r.offload.break_even_bytes_per_s / kGB, "GB/s", false);
}

void drawStragglerStep(Rng& rng, PracticeProblem& p) {
    static constexpr std::int64_t kCards[] = {8, 16, 32, 48, 64, 128, 256, 512, 1024, 4096};
    const double mu = static_cast<double>(rng.integer(100, 1200)) / 10.0;  // 10..120 s
    const double sigma = static_cast<double>(rng.integer(1, 8)) / 100.0;
    const std::int64_t cards = rng.pick(kCards);
    p.scenario = practiceBase("straggler step time");
    p.scenario.straggler.mean_compute_s = mu;
    p.scenario.straggler.sigma_fraction = sigma;
    p.scenario.cluster.cards = cards;
    Results r;
    if (!evaluateInto(p, r)) {
        return;
    }
    const std::string n = grouped(static_cast<double>(cards), 0);
    const std::string mean = sig(mu, 4) + " s";
    const std::string sd = percent(sigma);
    const std::string ez = sig(r.straggler.expected_max_sigmas, 4);
    const std::string fixed = sig(r.straggler.fixed_s, 4) + " s";
    give(p, "Cards N", "卡数 N", n);
    give(p, "Mean compute per step μ", "每步计算均值 μ", mean);
    give(p, "σ as a share of μ", "σ 占 μ 的比例", sd);
    give(p, "E[Z_(N)]", "E[Z_(N)]", ez);
    give(p, "Exposed communication + input wait", "暴露通信 + 输入等待", fixed);
    p.question_en = "Synchronous data parallelism on N = " + n +
                    " cards: each card's compute per "
                    "step is normal with mean μ = " +
                    mean + " and σ = " + sd +
                    " of μ, and every "
                    "step waits for the slowest card. For N independent normal samples the "
                    "expected maximum is μ + σ·E[Z_(N)], with E[Z_(N)] = " +
                    ez +
                    " here. Exposed "
                    "communication and input wait add " +
                    fixed +
                    ". What is the expected step "
                    "time? Answer in seconds.";
    p.question_zh = "N = " + n +
                    " 张卡做同步数据并行：每张卡每步的计算时间服从正态分布，均值 "
                    "μ = " +
                    mean + "，σ 为 μ 的 " + sd +
                    "，每步都要等最慢的那张卡。N 个独立正态"
                    "样本最大值的期望是 μ + σ·E[Z_(N)]，这里 E[Z_(N)] = " +
                    ez +
                    "。暴露通信与输入"
                    "等待另加 " +
                    fixed + "。每步的期望时间是多少？以秒为单位作答。";
    derive(p, r, "straggler.expected_max_sigmas",
           "The step waits for the maximum of N samples, not their mean: E[max] = μ + σ·E[Z_(N)], "
           "and E[Z_(N)] grows with N (1.42 / 2.23 / 3.25 for 8 / 48 / 1024 cards).",
           "每步等的是 N 个样本的最大值，不是均值：E[max] = μ + σ·E[Z_(N)]，而 E[Z_(N)] 随 N "
           "增大（8 / 48 / 1024 卡时约 1.42 / 2.23 / 3.25）。");
    derive(p, r, "straggler.step_time_s", "Step = μ + σ·E[Z_(N)] + exposed communication + input.",
           "每步 = μ + σ·E[Z_(N)] + 暴露通信 + 输入等待。");
    answer(p, r.straggler.step_time_s, "s", false);
}

void drawImportanceRatio(Rng& rng, PracticeProblem& p) {
    const double policy = -static_cast<double>(rng.integer(50, 600)) / 100.0;  // -0.5..-6
    const double gap =
        static_cast<double>(rng.integer(5, 50)) / 100.0 * (rng.integer(0, 1) == 0 ? 1.0 : -1.0);
    const double recomputed = policy - gap;
    p.scenario = practiceBase("importance ratio");
    p.scenario.rl.policy_logprob = policy;
    p.scenario.rl.recomputed_logprob = recomputed;
    Results r;
    if (!evaluateInto(p, r)) {
        return;
    }
    const std::string a = study::grouped(policy, 2);
    const std::string b = study::grouped(recomputed, 2);
    give(p, "Logprob recorded at sampling = current policy", "采样时记录的 logprob = 当前策略", a);
    give(p, "Recomputed logprob used instead", "误用的重算 logprob", b);
    p.question_en = "At sampling time the behaviour policy gave a token the logprob " + a +
                    ", and the current policy still gives it " + a +
                    ". The trainer does not use "
                    "the recorded value: it recomputes the behaviour logprob as " +
                    b +
                    " and puts "
                    "that into the importance ratio π_θ/μ. What ratio does the token get (1 would "
                    "be right)? Answer as a plain number.";
    p.question_zh = "采样时行为策略给某个 token 的 logprob 是 " + a + "，当前策略给它的仍是 " + a +
                    "。训练端没有用记录下来的值，而是把行为策略的 logprob 重算成 " + b +
                    "，代入概率比 π_θ/μ。这个 token 得到的比值是多少（正确应为 1）？以纯数字作答。";
    derive(p, r, "rl.importance_ratio",
           "π_θ/μ = exp(log π_θ − log μ). With the recomputed value in place of the recorded one "
           "the ratio is exp(gap), not 1: the parameters did not change, the sample weight did — "
           "and in PPO the clip can fire on it.",
           "π_θ/μ = exp(log π_θ − log μ)。用重算值代替记录值，比值就成了 exp(差值) 而不是 1：参数"
           "没变，样本权重却变了 —— 在 PPO 里还可能因此错误触发裁剪。");
    answer(p, r.rl.importance_ratio, "", false);
}

// ----- registry -------------------------------------------------------------------------------

struct Entry {
    PracticeGenerator info;
    void (*draw)(Rng&, PracticeProblem&);
};

const std::vector<Entry>& entries() {
    static const std::vector<Entry> all = {
        {{"memory.training_state", "Resident training state", "常驻训练状态", "GB", false},
         &drawTrainingState},
        {{"memory.zero_resident", "ZeRO resident state per card", "ZeRO 每卡常驻状态", "GiB",
          false},
         &drawZeroResident},
        {{"memory.over_budget", "Memory over budget", "显存超出多少", "GiB", false},
         &drawOverBudget},
        {{"memory.min_cards", "Fewest cards that fit", "最少几张卡放得下", "cards", true},
         &drawMinCards},
        {{"checkpoint.optimal_interval", "Optimal checkpoint interval τ*", "最优保存间隔 τ*", "s",
          false},
         &drawOptimalInterval},
        {{"checkpoint.overhead", "Checkpoint overhead L(τ)", "保存附加比例 L(τ)", "%", false},
         &drawOverhead},
        {{"plan.finish_days", "Completion days", "完成天数", "days", false}, &drawFinishDays},
        {{"plan.amdahl_bandwidth", "Step time with bandwidth halved", "带宽减半后的每步时间", "s",
          false},
         &drawAmdahlBandwidth},
        {{"plan.six_nd_days", "6ND: training days", "6ND：训练天数", "days", false},
         &drawSixNdDays},
        {{"plan.six_nd_cards", "6ND: cards for a deadline", "6ND：按期需要的卡数", "cards", true},
         &drawSixNdCards},
        {{"pipeline.ideal_utilisation", "Ideal pipeline utilisation", "流水线理想利用率", "%",
          false},
         &drawPipelineUtilisation},
        {{"rl.effective_rate", "RL effective rate", "RL 有效速率", "traj/s", false},
         &drawRlEffective},
        {{"rl.async_break_even", "Async break-even keep ratio", "异步盈亏平衡保留比例", "%", false},
         &drawRlBreakEven},
        {{"rl.importance_ratio", "Importance ratio with a recomputed logprob",
          "误用重算 logprob 的概率比", "", false},
         &drawImportanceRatio},
        {{"collectives.bucket_allreduce", "Ring AllReduce of a bucket", "一个桶的环形 AllReduce",
          "ms", false},
         &drawBucketAllReduce},
        {{"offload.break_even", "Where to cast: break-even link bandwidth",
          "在哪转换：临界链路带宽", "GB/s", false},
         &drawOffloadBreakEven},
        {{"straggler.step_time", "Step time with stragglers", "掉队者下的每步时间", "s", false},
         &drawStragglerStep},
    };
    return all;
}

}  // namespace

const std::vector<PracticeGenerator>& practiceGenerators() {
    static const std::vector<PracticeGenerator> all = [] {
        std::vector<PracticeGenerator> out;
        for (const Entry& e : entries()) {
            out.push_back(e.info);
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
        if (e.info.id == generator_id) {
            Rng rng(seed);
            e.draw(rng, p);
            if (p.unit.empty()) {
                p.unit = e.info.unit;  // a failed draw still tells the panel what it would ask
                p.integer_answer = e.info.integer_answer;
            }
            return p;
        }
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
