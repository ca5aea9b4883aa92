// Property test: thousands of seeded random valid scenarios drawn across every registry key's
// range (paramSpecs()), each checked against invariants that must hold whatever the numbers:
// every published number finite, memory monotone in N and in the ZeRO stage, tau* a minimum of
// L(tau), finish days falling with MFU, pipeline makespans above their physical lower bounds.
#include <QElapsedTimer>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <string>

#include "fuzzy.h"
#include "model/base/parallel_groups.h"
#include "model/base/params.h"
#include "model/checkpoint/checkpoint.h"
#include "model/evaluate/evaluate.h"
#include "model/evaluate/param_registry.h"
#include "model/evaluate/validate.h"
#include "model/memory/memory.h"
#include "model/moe/moe.h"
#include "model/pipeline/pipeline_rules.h"
#include "model/reliability/interruption.h"
#include "model/step/collectives.h"
#include "model/step/compute.h"
#include "model/step/layout.h"
#include "model/step/plan.h"
#include "result_checks.h"
#include "sanitizer_build.h"
#include "split_mix.h"

using namespace stepbudget;
using stepbudget::test::SplitMix64;

namespace {

constexpr std::uint64_t kSeed = 0x5eb0d6e7;
// Thousands in a Release build (a few seconds); STEPBUDGET_PROPERTY_SCENARIOS overrides it, and
// the sanitizer build (ASan + UBSan + fuzzer coverage, ~20x slower: 2000 took 99 s) runs a
// tenth of them.
constexpr int kDefaultScenarios = stepbudget::test::kSanitizerBuild ? 200 : 2000;

int scenarioCount() {
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("STEPBUDGET_PROPERTY_SCENARIOS", &ok);
    return ok && n > 0 ? n : kDefaultScenarios;
}

// Keys that set how long a list is stay moderate: pipeline sizes (a few thousand ops per
// schedule), the async commit timeline, the reshard row map and the bucket and window lists
// (at their full ranges one result is a megabyte of JSON, and walking it is most of the time).
// The test then runs in seconds; the simulators' own tests and the fuzzer cover the large sizes.
const std::map<std::string, std::pair<double, double>> kModerate = {
    {"pipeline.stages", {2, 12}},
    {"pipeline.microbatches", {1, 48}},
    {"pipeline.layers_per_stage", {1, 64}},
    {"checkpoint.async_captures", {1, 100}},
    {"checkpoint.reshard_from_tp", {1, 64}},
    {"checkpoint.reshard_to_tp", {1, 64}},
    {"collectives.sub_buckets", {1, 64}},
    {"collectives.idle_windows", {1, 64}},
};

// One value for a numeric key: half the draws span the whole allowed range, half the slider's
// practical range; log-uniform on log-scale keys, uniform otherwise; whole numbers rounded.
double drawNumber(const ParamSpec& spec, SplitMix64& rng) {
    if (spec.type == ParamType::Boolean) {
        return rng.coin() ? 1 : 0;
    }
    double lo = spec.min;
    double hi = spec.max;
    if (auto it = kModerate.find(spec.path); it != kModerate.end()) {
        lo = it->second.first;
        hi = it->second.second;
    } else if (rng.coin()) {
        lo = spec.slider_min;
        hi = spec.slider_max;
    }
    double v = 0;
    if (spec.log_scale) {
        // An open minimum of 0 on a log axis: start twelve decades below the top.
        const double log_lo = std::log(lo > 0 ? lo : hi * 1e-12);
        v = std::exp(rng.uniform(log_lo, std::log(hi)));
    } else {
        v = rng.uniform(lo, hi);
    }
    if (spec.type == ParamType::Integer) {
        v = std::round(v);
    }
    v = std::clamp(v, spec.min, spec.max);
    if (spec.min_open && v <= spec.min) {
        v = spec.type == ParamType::Integer ? spec.min + 1 : std::nextafter(spec.min, spec.max);
    }
    return v;
}

void drawKey(Scenario& s, const ParamSpec& spec, SplitMix64& rng) {
    switch (spec.type) {
        case ParamType::Text:
            return;  // names and the attention mixes keep their defaults
        case ParamType::Choice:
            spec.set_text(s, spec.choices[static_cast<std::size_t>(
                                 rng.below(std::int64_t(spec.choices.size())))]);
            return;
        default:
            spec.set_number(s, drawNumber(spec, rng));
    }
}

std::int64_t randomDivisor(std::int64_t n, SplitMix64& rng) {
    std::vector<std::int64_t> divisors;
    for (std::int64_t d = 1; d <= n; ++d) {
        if (n % d == 0) {
            divisors.push_back(d);
        }
    }
    return divisors[static_cast<std::size_t>(rng.below(std::int64_t(divisors.size())))];
}

// The rules that tie keys together (validate.cpp, validate_breadth.cpp, failure_rules.cpp,
// pipeline_rules.cpp), repaired by moving the dependent key into the range the rule allows.
void repair(Scenario& s, SplitMix64& rng) {
    ModelSpec& m = s.model;
    m.kv_heads = randomDivisor(m.heads, rng);
    if (m.experts == 0) {
        m.top_k = m.shared_experts = m.dense_layers = 0;
    } else {
        m.top_k = 1 + rng.below(std::min<std::int64_t>(m.experts, 256));
        m.dense_layers = std::min(m.dense_layers, m.layers - 1);
    }
    if (s.training.flops_model == FlopsModel::Exact && matrixParams(m) <= 0) {
        // N at least the embeddings and norms, and some matrices on top; else count by 6ND.
        const double floor_params =
            embeddingParams(m) + normParams(m) + static_cast<double>(m.experts - m.top_k) * 1e3;
        const double n = std::ceil(floor_params * rng.uniform(1.01, 4.0));
        if (n <= 1e14) {
            m.params = static_cast<std::int64_t>(n);
        }
        if (matrixParams(m) <= 0) {
            s.training.flops_model = FlopsModel::SixND;
        }
    }
    if (s.training.flops_model == FlopsModel::SixND &&
        static_cast<double>(m.params) - inactiveExpertParams(m) <= 0) {
        // 6ND runs N minus the skipped experts: keep that positive, else drop to dense.
        const double n = std::ceil(inactiveExpertParams(m) * rng.uniform(1.01, 4.0));
        if (n <= 1e14) {
            m.params = static_cast<std::int64_t>(n);
        } else {
            m.experts = m.top_k = m.shared_experts = m.dense_layers = 0;
        }
    }
    Training& t = s.training;
    if (t.micro_batch > t.global_batch) {
        std::swap(t.micro_batch, t.global_batch);
    }
    if (t.reserved_days >= t.deadline_days) {
        t.reserved_days = t.deadline_days * rng.uniform(0, 0.9);
    }
    Parallel& p = s.parallel;
    // Layouts that can exist: tp divides the heads, a stage holds at least one layer, and the
    // plan's pipeline has at most 64 stages to simulate.
    p.tp = randomDivisor(m.heads, rng);
    p.pp = std::clamp<std::int64_t>(p.pp, 1, std::min<std::int64_t>(m.layers, 64));
    while (p.tp * p.pp > 1'000'000) {
        p.pp = std::max<std::int64_t>(1, p.pp / 2);
    }
    const std::int64_t mp = p.tp * p.pp;
    const std::int64_t max_k = 1'000'000 / mp;
    s.cluster.cards =
        mp * std::clamp<std::int64_t>(
                 std::llround(std::exp(rng.uniform(0, std::log(double(max_k))))), 1, max_k);
    // Context and expert parallelism that can exist (validate.cpp's layout rules): 2 cp divides
    // the sequence and cp the cards' multiple; ep divides the experts and ep x t_e the cards of
    // one stage.
    p.cp = 1;
    if (rng.coin() && t.seq_len % 4 == 0 && s.cluster.cards <= 500'000) {
        p.cp = 2;
        s.cluster.cards *= 2;
    }
    p.etp = rng.coin() ? 0 : 1;
    p.ep = m.experts > 0 ? randomDivisor(m.experts, rng) : 1;
    const std::int64_t stage_cards = s.cluster.cards / p.pp;
    if (stage_cards % (p.ep * expertTensorParallel(p)) != 0) {
        p.ep = 1;
    }
    if (s.precision.convention == StateConvention::DistributedOptimizer) {
        p.zero_stage = 1;
    }
    PipelineConfig& c = s.pipeline;
    c.chunks = std::min(c.chunks, c.layers_per_stage);
    if (c.chunks < 2) {
        c.layers_per_stage = std::max<std::int64_t>(c.layers_per_stage, 2);
        c.chunks = 2;
    }
    if (c.schedule == Schedule::Interleaved && c.microbatches % c.stages != 0) {
        c.microbatches = c.stages * (1 + rng.below(4));
    }
    if (c.schedule == Schedule::DualPipe && c.microbatches % 2 != 0) {
        c.microbatches += 1;
    }
    s.input.packer_remainder_tokens = std::min(s.input.packer_remainder_tokens, t.seq_len - 1);
    s.checkpoint->reshard_from_tp = std::min(s.checkpoint->reshard_from_tp, m.intermediate);
    s.checkpoint->reshard_to_tp = std::min(s.checkpoint->reshard_to_tp, m.intermediate);
    InterruptionConfig& in = s.interruptions;
    const double runtime_max = findParam("interruptions.runtime_hours")->max;
    if (const double wasted = in.interruption_hours + in.rollback_hours; wasted > runtime_max) {
        const double scale = runtime_max / wasted * rng.uniform(0.5, 1.0);
        in.interruption_hours *= scale;
        in.rollback_hours *= scale;
    }
    in.runtime_hours = std::max(in.runtime_hours, in.interruption_hours + in.rollback_hours);
    MoeConfig& moe = s.moe;
    if (moe.hot_expert_fraction * moe.hot_load_ratio > 1.0) {
        moe.hot_load_ratio = 1.0 + rng.uniform() * (1.0 / moe.hot_expert_fraction - 1.0);
    }
    if (s.collectives->short_answers + s.collectives->long_answers < 1) {
        s.collectives->long_answers = 1;
    }
}

struct Draw {
    Scenario scenario;
    int rounds = 0;  // re-draw rounds validate() needed
    bool ok = false;
};

// Draws every key, repairs the rules, and while validate() still objects re-draws the keys it
// names (then repairs again), for a few rounds.
Draw drawScenario(SplitMix64& rng) {
    Draw d;
    for (const ParamSpec& spec : paramSpecs()) {
        drawKey(d.scenario, spec, rng);
    }
    repair(d.scenario, rng);
    for (d.rounds = 0; d.rounds < 20; ++d.rounds) {
        const Issues issues = validate(d.scenario);
        if (issues.empty()) {
            d.ok = true;
            return d;
        }
        for (const Issue& issue : issues) {
            if (const ParamSpec* spec = findParam(issue.path)) {
                drawKey(d.scenario, *spec, rng);
            }
        }
        repair(d.scenario, rng);
    }
    return d;
}

// The keys that differ from the defaults, as `stepbudget-cli --set` takes them, to replay a
// failure.
QString describe(const Scenario& s) {
    static const Scenario defaults;
    std::string out;
    for (const ParamSpec& spec : paramSpecs()) {
        const std::string value = valueAsText(s, spec);
        if (value != valueAsText(defaults, spec)) {
            out += " --set " + spec.path + "=" + value;
        }
    }
    return QString::fromStdString(out);
}

// Two numbers compared with a relative tolerance, for "never larger than" invariants.
bool notAbove(double a, double b, double rel = 1e-12) {
    return a <= b + rel * std::fabs(b);
}

}  // namespace

// QVERIFY2 builds its message even when the check passes (Qt 6.4); describe() is far too slow
// for that in a loop of thousands, so the message is built only on failure. It is also logged
// whole: QFAIL cuts long messages, and the --set list is what replays the case.
#define SB_VERIFY(condition, message) \
    do {                              \
        if (!(condition)) {           \
            qWarning("%s", message);  \
            QFAIL(message);           \
        }                             \
    } while (false)

class TestProperties : public QObject {
    Q_OBJECT
private slots:
    void randomScenarios();
};

void TestProperties::randomScenarios() {
    SplitMix64 rng(kSeed);
    int valid = 0;
    int redrawn = 0;
    int dropped = 0;
    std::map<std::string, int> runnable;  // schedule -> scenarios where it ran
    std::map<std::string, int> choice_seen;
    const int wanted = scenarioCount();
    QElapsedTimer t_total;
    t_total.start();
    qint64 t_eval = 0;
    while (valid < wanted) {
        Draw d = drawScenario(rng);
        if (!d.ok) {
            ++dropped;
            SB_VERIFY(dropped < wanted, "the generator cannot satisfy validate()");
            continue;
        }
        // The plan's own pipeline is simulated for every p > 1 scenario, several times per
        // scenario here, and can reach 64 stages x 1,024 micro-batches (262,144 ops). Above
        // 5,000 ops the scenario keeps one stage (still valid: cards stay a multiple of tp), so
        // the suite's run time stays bounded; deep plan pipelines are covered by tst_pipeline's
        // op-limit rows, tst_plan_layout and bench/.
        if (d.scenario.parallel.pp > 1) {
            const ComputeResults cr = computeCompute(d.scenario);
            const PipelineConfig plan =
                planPipelineConfig(d.scenario, computeLayout(d.scenario, cr));
            if (pipelineOpCount(plan, plan.schedule) > 5000) {
                d.scenario.parallel.pp = 1;
            }
        }
        ++valid;
        redrawn += d.rounds > 0;
        const Scenario& s = d.scenario;
        for (const ParamSpec& spec : paramSpecs()) {
            if (spec.type == ParamType::Choice) {
                ++choice_seen[spec.path + "=" + spec.get_text(s)];
            }
        }

        // 1. No NaN or infinity anywhere: the JSON (every number, walked) and every derivation.
        QElapsedTimer te;
        te.start();
        const Results r = evaluate(s);
        t_eval += te.nsecsElapsed();
        SB_VERIFY(r.ok(), qPrintable(describe(s)));
        const auto bad = checks::nonFinite(r);
        SB_VERIFY(bad.empty(), qPrintable(QString::fromStdString(bad.empty() ? "" : bad.front()) +
                                          " in " + describe(s)));

        // Time is positive: compute, step and the finish after the reserved days.
        SB_VERIFY(r.compute.compute_s > 0 && r.plan.step_time_s > 0 &&
                      r.plan.finish_days > s.training.reserved_days,
                  qPrintable(QString("compute %1 s, step %2 s, finish %3 days in ")
                                 .arg(r.compute.compute_s)
                                 .arg(r.plan.step_time_s)
                                 .arg(r.plan.finish_days) +
                             describe(s)));

        // 2. Memory grows with parameters: more N never needs less resident or peak memory.
        {
            Scenario bigger = s;
            bigger.model.params = std::min<std::int64_t>(
                100'000'000'000'000, std::llround(double(s.model.params) * rng.uniform(1.0, 3.0)));
            SB_VERIFY(validate(bigger).empty(), qPrintable(describe(bigger)));
            const MemoryResults a = computeMemory(s);
            const MemoryResults b = computeMemory(bigger);
            SB_VERIFY(notAbove(a.resident_bytes_per_card, b.resident_bytes_per_card),
                      qPrintable(describe(s)));
            SB_VERIFY(notAbove(a.peak_bytes_per_card, b.peak_bytes_per_card),
                      qPrintable(describe(s)));
            for (std::size_t k = 0; k < 4; ++k) {
                SB_VERIFY(
                    notAbove(a.zero_resident_bytes_per_card[k], b.zero_resident_bytes_per_card[k]),
                    qPrintable(describe(s)));
            }
        }

        // 3. ZeRO stage k+1 never needs more resident memory than stage k: the published table
        // and the stage actually configured (every stage the convention allows).
        for (std::size_t k = 0; k + 1 < 4; ++k) {
            SB_VERIFY(notAbove(r.memory.zero_resident_bytes_per_card[k + 1],
                               r.memory.zero_resident_bytes_per_card[k]),
                      qPrintable(QString("ZeRO-%1 > ZeRO-%2 in ").arg(k + 1).arg(k) + describe(s)));
        }
        if (s.precision.convention != StateConvention::DistributedOptimizer) {
            Scenario z = s;
            double previous = 0;
            for (int k = 0; k < 4; ++k) {
                z.parallel.zero_stage = k;
                const double resident = computeMemory(z).resident_bytes_per_card;
                SB_VERIFY(k == 0 || notAbove(resident, previous),
                          qPrintable(QString("stage %1 ").arg(k) + describe(s)));
                previous = resident;
            }
        }

        // 4. tau* minimises L(tau): the model's own overhead at tau* (1 +- eps) is not lower.
        {
            const ParamSpec* interval = findParam("checkpoint.interval_s");
            const double tau = r.checkpoint->optimal_interval_s;
            Scenario at = s;
            at.checkpoint->interval_s = tau;
            const bool in_range = !checkNumber(*interval, tau);
            const double l_star = computeCheckpoint(at).overhead_fraction;
            SB_COMPARE_REL(r.checkpoint->optimal_overhead_fraction, l_star, 1e-9);
            for (const double eps : {1e-3, 0.05, 0.5}) {
                for (const double sign : {-1.0, 1.0}) {
                    at.checkpoint->interval_s = tau * (1 + sign * eps);
                    if (!in_range || checkNumber(*interval, at.checkpoint->interval_s)) {
                        continue;  // tau* beyond the key's range: L is still checked below
                    }
                    SB_VERIFY(notAbove(l_star, computeCheckpoint(at).overhead_fraction, 1e-12),
                              qPrintable(QString("eps %1 ").arg(sign * eps) + describe(s)));
                }
            }
            // Closed form as a cross-check, valid for any tau*: L(tau*(1 +- eps)) >= L(tau*).
            const auto L = [&](double t) {
                return overheadTerms(r.checkpoint->save_s, r.checkpoint->total_rate_per_s,
                                     s.checkpoint->restore_s, t)
                    .total();
            };
            QVERIFY(notAbove(L(tau), L(tau * 1.01)) && notAbove(L(tau), L(tau * 0.99)));
        }

        // 5. Finish days fall as MFU rises (and the sweep's finishDays agrees with evaluate()).
        {
            SB_VERIFY(test::closeEnough(finishDays(s), r.plan.finish_days, 1e-9),
                      qPrintable(QString("finishDays %1 vs plan %2")
                                     .arg(finishDays(s), 0, 'g', 17)
                                     .arg(r.plan.finish_days, 0, 'g', 17) +
                                 describe(s)));
            Scenario faster = s;
            double previous = 0;
            double mfu = std::max(1e-3, s.cluster.mfu * rng.uniform(0.2, 1.0));
            for (int i = 0; i < 4; ++i, mfu = std::min(1.0, mfu * rng.uniform(1.05, 2.0))) {
                faster.cluster.mfu = mfu;
                const double days = finishDays(faster);
                // With p > 1 the step is the book's event simulation: greedy list scheduling on
                // serialized links, where shorter compute can queue the transfers in a worse
                // order (Graham's list-scheduling anomalies; seen: +1.9 % when the messages take
                // 40 x the stage's forward). Exactly monotone for p = 1; within 5 % otherwise.
                const double rel = s.parallel.pp > 1 ? 0.05 : 1e-12;
                SB_VERIFY(i == 0 || notAbove(days, previous, rel),
                          qPrintable(QString("mfu %1: %2 > %3 days in ")
                                         .arg(mfu)
                                         .arg(days, 0, 'g', 17)
                                         .arg(previous, 0, 'g', 17) +
                                     describe(s)));
                previous = days;
            }
        }

        // 6. Pipeline: every runnable schedule's makespan is above the lower bounds that hold for
        // it, every GPU does exactly its share of work and no GPU's idle time is negative.
        // The section simulates the plan's own pipeline unless pipeline.source = example; with
        // one stage it is the card's sequential step (no schedule to check).
        if (s.pipeline.source == PipelineSource::Example || s.parallel.pp > 1) {
            const PipelineConfig c = s.pipeline.source == PipelineSource::Example
                                         ? s.pipeline
                                         : planPipelineConfig(s, r.layout);
            const double p = double(c.stages);
            const double m = double(c.microbatches);
            // The simulator runs on exact ticks: times quantised to 1e-6 ms, the dW fraction to
            // 1e-6 (pipeline_time.h). The bounds use the same quantised inputs.
            const auto q = [](double v) { return std::round(v * 1e6) / 1e6; };
            const double tf = q(c.forward_ms);
            const double tb = q(c.backward_ms);
            const double tw = q(c.weight_grad_fraction) * tb;  // W = dW
            const double tx = tb - tw;                         // X = dX
            const double l = q(c.link_ms);
            const double u = q(c.update_ms);
            const double tol = 1e-12 * (m + 2 * p) * (tf + tb + 2 * l + u) + 1e-9;
            for (const ScheduleResult& sr : r.pipeline.schedules) {
                const std::string name = toString(sr.schedule);
                if (!sr.runnable) {
                    continue;
                }
                ++runnable[name];
                const auto where = [&] { return QString::fromStdString(name) + " " + describe(s); };
                // Work conservation: every GPU runs m micro-batches' F and B (all chunks, both
                // DualPipe directions), and the step ends with the update after the last B/W.
                for (std::size_t g = 0; g < sr.busy_ms.size(); ++g) {
                    SB_VERIFY(std::fabs(sr.busy_ms[g] - m * (tf + tb)) <= tol,
                              qPrintable(QString("GPU %1 busy %2 ms, m (t_f + t_b) = %3 ms: ")
                                             .arg(g)
                                             .arg(sr.busy_ms[g], 0, 'g', 17)
                                             .arg(m * (tf + tb), 0, 'g', 17) +
                                         where()));
                    SB_VERIFY(sr.idle_ms[g] >= -tol, qPrintable(where()));
                }
                SB_VERIFY(std::fabs(sr.makespan_ms - (sr.gradient_ready_ms + u)) <= tol,
                          qPrintable(where()));
                // Every schedule: the busiest GPU's work, then the update.
                double bound = m * (tf + tb) + u;
                switch (sr.schedule) {
                    case Schedule::FillDrain:
                    case Schedule::OneFOneB:
                        // The last GPU cannot start before micro-batch 0 crossed p - 1 stages and
                        // links; after its last B that gradient still crosses p - 1 links and B's:
                        // the book's ideal (m + p - 1)(t_f + t_b), plus 2 (p - 1) links and U.
                        bound = (m + p - 1) * (tf + tb) + 2 * (p - 1) * l + u;
                        break;
                    case Schedule::Interleaved: {
                        // The same argument over virtual stages: p - 1 chunk hops in and out, each
                        // at least the smallest chunk's share floor(L / v) / L of t_f and t_b.
                        const double share =
                            double(c.layers_per_stage / c.chunks) / double(c.layers_per_stage);
                        bound = m * (tf + tb) + (p - 1) * share * (tf + tb) + 2 * (p - 1) * l + u;
                        break;
                    }
                    case Schedule::ZbH1:
                    case Schedule::ZbH2: {
                        // Split backward: W's may trail, so only the last GPU's late start adds to
                        // its work; and the last forward on GPU 0 (not before m t_f) must still go
                        // up and back down (X's) before its W and the update.
                        const double late_start = (p - 1) * (tf + l) + m * (tf + tb) + u;
                        const double last_chain =
                            m * tf + (p - 1) * (tf + tx + 2 * l) + tx + tw + u;
                        bound = std::max(late_start, last_chain);
                        break;
                    }
                    case Schedule::DualPipe:
                        // Both ends start at once, so no late start; one micro-batch's full chain
                        // still crosses every stage both ways.
                        bound = std::max(bound, p * (tf + tx) + tw + 2 * (p - 1) * l + u);
                        break;
                }
                SB_VERIFY(sr.makespan_ms >= bound - tol,
                          qPrintable(QString("makespan %1 < bound %2: ")
                                         .arg(sr.makespan_ms, 0, 'g', 17)
                                         .arg(bound, 0, 'g', 17) +
                                     where()));
            }
        }
    }
    QString counts;
    for (const auto& [name, n] : runnable) {
        counts += QString(" %1 %2").arg(QString::fromStdString(name)).arg(n);
    }
    qInfo(
        "%d valid scenarios (seed %llx), %d needed re-draws, %d dropped; runnable:%s; %lld ms "
        "(evaluate() %lld ms)",
        valid, static_cast<unsigned long long>(kSeed), redrawn, dropped, qPrintable(counts),
        static_cast<long long>(t_total.elapsed()), static_cast<long long>(t_eval / 1000000));
    // Every choice of every Choice key was drawn: the generator covers the whole registry.
    for (const ParamSpec& spec : paramSpecs()) {
        for (const std::string& choice : spec.choices) {
            SB_VERIFY(choice_seen[spec.path + "=" + choice] > 0,
                      qPrintable(QString::fromStdString(spec.path + "=" + choice)));
        }
    }
    QVERIFY(runnable.size() == 6);
}

QTEST_GUILESS_MAIN(TestProperties)
#include "tst_properties.moc"
