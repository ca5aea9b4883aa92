// Study mode: walkthrough catalogue and content (training-systems-ch10 常见面试问法 and 自测),
// the book's numbers through the walkthroughs' presets, practice problems whose answers come
// from evaluate(), and lenient answer parsing.
#include <QTest>
#include <algorithm>
#include <clocale>
#include <cmath>
#include <set>

#include "fuzzy.h"
#include "model/base/params.h"
#include "model/base/units.h"
#include "model/evaluate/evaluate.h"
#include "model/evaluate/param_registry.h"
#include "model/evaluate/validate.h"
#include "model/moe/attention.h"
#include "model/reliability/straggler.h"
#include "model/rl/rl.h"
#include "model/step/collectives.h"
#include "presets.h"
#include "study/study.h"

using namespace stepbudget;
using namespace stepbudget::test;

namespace {

PresetReader reader() {
    return presetFolderReader(STEPBUDGET_PRESETS_DIR);
}

// Lead bytes 0xE4..0xE9 start the CJK ideograph block U+4000..U+9FFF in UTF-8.
bool hasCjk(const std::string& text) {
    return std::any_of(text.begin(), text.end(), [](char c) {
        const auto b = static_cast<unsigned char>(c);
        return b >= 0xE4 && b <= 0xE9;
    });
}

bool hasChinesePunctuation(const std::string& text) {
    for (const char* mark : {"，", "。", "（", "）", "：", "「"}) {
        if (text.find(mark) != std::string::npos) {
            return true;
        }
    }
    return false;
}

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

std::string generatorIdAt(int index) {
    return practiceGenerators().at(index).id;
}

constexpr std::uint64_t kSeeds[] = {0, 1, 2, 3, 7, 42, 1234, 0xDEADBEEFULL, ~0ULL};

// Independent textbook formulas (the chapter's, written again here from the scenario's inputs) to
// check that each generator asks for the quantity it claims and reads the right result.
double textbookAnswer(const PracticeProblem& p) {
    const Scenario& s = p.scenario;
    const double n = static_cast<double>(s.model.params);
    const double state = s.precision.weight_bytes + s.precision.grad_bytes +
                         s.precision.master_bytes + s.precision.optimizer_bytes;
    const auto zero = [&](int stage, double d) {
        const Precision& pr = s.precision;
        switch (stage) {
            case 0:
                return state * n;
            case 1:
                return (pr.weight_bytes + pr.grad_bytes) * n +
                       (pr.master_bytes + pr.optimizer_bytes) * n / d;
            case 2:
                return pr.weight_bytes * n + (state - pr.weight_bytes) * n / d;
            default:
                return state * n / d;
        }
    };
    const int stage = static_cast<int>(s.parallel.zero_stage);
    const double cards = static_cast<double>(s.cluster.cards);
    const double save = keyNumber(s, "checkpoint.bytes_per_param") * n /
                        (keyNumber(s, "checkpoint.write_gb_per_s") * 1e9);
    const double lambda = cards / (keyNumber(s, "checkpoint.card_mtbf_hours") * 3600.0);
    const std::string& g = p.generator_id;
    if (g == "memory.training_state") {
        return state * n / 1e9;
    }
    if (g == "memory.zero_resident") {
        return zero(stage, cards) / units::kGiB;
    }
    if (g == "memory.over_budget") {
        return (zero(stage, cards) / units::kGiB + s.parallel.extra_memory_gib -
                s.cluster.usable_memory_gib);
    }
    if (g == "memory.min_cards") {
        for (int d = 1; d <= 100000; ++d) {
            if (zero(stage, d) / units::kGiB + s.parallel.extra_memory_gib <=
                s.cluster.usable_memory_gib) {
                return d;
            }
        }
        return -1;
    }
    if (g == "checkpoint.optimal_interval") {
        return std::sqrt(2.0 * save / lambda);
    }
    if (g == "checkpoint.overhead") {
        const double tau = keyNumber(s, "checkpoint.interval_s");
        return 100.0 *
               (save / tau + lambda * tau / 2.0 + lambda * keyNumber(s, "checkpoint.restore_s"));
    }
    if (g == "plan.finish_days" || g == "plan.amdahl_bandwidth") {
        const Results r = evaluate(s);
        const double compute =
            r.plan.flops_per_step / (cards * s.cluster.peak_tflops * 1e12 * s.cluster.mfu);
        const double step = compute + r.comm.exposed_s + s.training.input_wait_s;
        if (g == "plan.amdahl_bandwidth") {
            return step + r.comm.exposed_s;  // T(1 - f + f/r) with r = 1/2
        }
        return s.training.reserved_days + static_cast<double>(r.plan.steps) * step *
                                              (1.0 + r.checkpoint_cost.overhead_fraction) / 86400.0;
    }
    if (g == "plan.six_nd_days") {
        return 6.0 * n * s.training.tokens /
               (cards * s.cluster.peak_tflops * 1e12 * s.cluster.mfu * 86400.0);
    }
    if (g == "plan.six_nd_cards") {
        return std::ceil(
            6.0 * n * s.training.tokens /
            (s.cluster.peak_tflops * 1e12 * s.cluster.mfu * s.training.deadline_days * 86400.0));
    }
    if (g == "pipeline.ideal_utilisation") {
        const double m = static_cast<double>(s.pipeline.microbatches);
        return 100.0 * m / (m + static_cast<double>(s.pipeline.stages) - 1.0);
    }
    if (g == "rl.effective_rate") {
        return std::min(s.rl->learn_per_s,
                        s.rl->keep_fraction * std::min(s.rl->generate_per_s, s.rl->verify_per_s));
    }
    if (g == "rl.importance_ratio") {
        return std::exp(s.rl->policy_logprob - s.rl->recomputed_logprob);
    }
    if (g == "collectives.bucket_allreduce") {
        const double n = static_cast<double>(s.collectives->members);
        const double bytes = s.collectives->bucket_mib * units::kMiB;
        return 1e3 * (2.0 * (n - 1.0) / n * bytes / (s.cluster.nic_gb_per_s * 1e9)) +
               s.collectives->startup_ms;
    }
    if (g == "collectives.token_mean") {
        // §7.1: every token weighs the same; one division by the step's tokens.
        const CollectivesConfig& c = s.collectives;
        const double ns = static_cast<double>(c.short_answers);
        const double nl = static_cast<double>(c.long_answers);
        const double ts = static_cast<double>(c.short_tokens);
        const double tl = static_cast<double>(c.long_tokens);
        return (ns * ts * c.short_token_grad + nl * tl * c.long_token_grad) / (ns * ts + nl * tl);
    }
    if (g == "collectives.overlap_exposed") {
        // §7.2: the reduction starts when the link is free and is exposed past the compute.
        const CollectivesConfig& c = s.collectives;
        return std::max(0.0, c.link_busy_ms + c.reduce_ms - c.compute_ms);
    }
    if (g == "attention.pairs_ratio") {
        // §7.7: s (s + 1) / 2 pairs per causal sequence, the mix against the even split.
        const auto pairs = [](const std::string& mix) {
            double sum = 0;
            std::size_t at = 0;
            while (at < mix.size()) {
                const std::size_t comma = mix.find(',', at);
                const double len = std::stod(mix.substr(at, comma - at));
                sum += len * (len + 1) / 2;
                at = comma == std::string::npos ? mix.size() : comma + 1;
            }
            return sum;
        };
        return pairs(s.attention->mix) / pairs(s.attention->reference_mix);
    }
    if (g == "offload.break_even") {
        return 1.0 / (3.0 * (1.0 / s.cluster.host_memory_gb_per_s - 1.0 / s.cluster.hbm_gb_per_s));
    }
    if (g == "straggler.step_time") {
        // E[Z_(N)] = integral of z N phi(z) Phi(z)^(N-1) by Simpson on [-12, 12] (book's method).
        const double n = cards;
        const int intervals = 24000;
        const double h = 24.0 / intervals;
        double sum = 0;
        for (int i = 0; i <= intervals; ++i) {
            const double z = -12.0 + i * h;
            const double phi = std::exp(-0.5 * z * z) / std::sqrt(2.0 * M_PI);
            const double cdf = 0.5 * std::erfc(-z / std::sqrt(2.0));
            const double f = z * n * phi * std::pow(cdf, n - 1.0);
            sum += f * (i == 0 || i == intervals ? 1 : (i % 2 == 1 ? 4 : 2));
        }
        const double ez = sum * h / 3.0;
        const Results r = evaluate(s);
        const double mu = s.straggler->mean_compute_s;
        return mu + s.straggler->sigma_fraction * mu * ez + r.comm.exposed_s +
               s.training.input_wait_s;
    }
    if (g == "rl.async_break_even") {
        return 100.0 * (std::max(s.rl->generate_s, s.rl->learn_s) + s.rl->sync_s) /
               (s.rl->generate_s + s.rl->learn_s + s.rl->sync_s);
    }
    return std::nan("");
}

}  // namespace

class TestStudy : public QObject {
    Q_OBJECT
private slots:
    void catalogue();
    void texts_data();
    void texts();
    void presetsLoad_data();
    void presetsLoad();
    void stepDerivations_data();
    void stepDerivations();
    void pendingIdsAreSafe();
    void bookNumbers_data();
    void bookNumbers();
    void scenarioForReportsIssues();
    void practiceCoverage();
    void practice_data();
    void practice();
    void practiceMatchesTextbook_data();
    void practiceMatchesTextbook();
    void practiceVaries_data();
    void practiceVaries();
    void practiceByWalkthrough();
    void unknownGenerator();
    void typedAnswers_data();
    void typedAnswers();
    void hints_data();
    void hints();
    void parseNumbers_data();
    void parseNumbers();
    void commaDecimalLocale();
    void splitMixReference();
};

void TestStudy::catalogue() {
    std::set<std::string> ids;
    std::set<int> interview;
    std::set<int> self_test;
    for (const Walkthrough& w : walkthroughs()) {
        QVERIFY2(ids.insert(w.id).second, qPrintable("duplicate id " + q(w.id)));
        QCOMPARE(findWalkthrough(w.id), &w);
        if (w.kind == WalkthroughKind::Interview) {
            QVERIFY(interview.insert(w.number).second);
        } else if (w.kind == WalkthroughKind::SelfTest) {
            QVERIFY(self_test.insert(w.number).second);
        }
    }
    // The chapter's 8 interview questions and 5 self-test exercises, numbered as in the text.
    QCOMPARE(interview, (std::set<int>{1, 2, 3, 4, 5, 6, 7, 8}));
    QCOMPARE(self_test, (std::set<int>{1, 2, 3, 4, 5}));
    QVERIFY(findWalkthrough("no.such.walkthrough") == nullptr);
    // Interview questions come first, in the chapter's order, so the panel can list them as is.
    for (int i = 0; i < 8; ++i) {
        QCOMPARE(walkthroughs().at(i).kind, WalkthroughKind::Interview);
        QCOMPARE(walkthroughs().at(i).number, i + 1);
    }
    QCOMPARE(QString(toString(StudyView::Stragglers)), QString("stragglers"));
    QCOMPARE(QString(toString(WalkthroughKind::SelfTest)), QString("self-test"));
}

void TestStudy::texts_data() {
    QTest::addColumn<QString>("id");
    for (const Walkthrough& w : walkthroughs()) {
        QTest::newRow(w.id.c_str()) << q(w.id);
    }
}

void TestStudy::texts() {
    QFETCH(QString, id);
    const Walkthrough* w = findWalkthrough(id.toStdString());
    QVERIFY(w != nullptr);
    const auto english = [](const std::string& text, const char* what) {
        QVERIFY2(!text.empty(), what);
        QVERIFY2(!hasCjk(text) && !hasChinesePunctuation(text), what);
    };
    const auto chinese = [](const std::string& text, const char* what) {
        QVERIFY2(!text.empty(), what);
        QVERIFY2(hasCjk(text), what);
    };
    english(w->title_en, "title_en");
    english(w->question_en, "question_en");
    english(w->takeaway_en, "takeaway_en");
    chinese(w->title_zh, "title_zh");
    chinese(w->question_zh, "question_zh");
    chinese(w->takeaway_zh, "takeaway_zh");
    QVERIFY(!w->source.empty());
    QVERIFY(w->steps.size() >= 3);
    for (const WalkthroughStep& step : w->steps) {
        english(step.text_en, "step text_en");
        chinese(step.text_zh, "step text_zh");
        QVERIFY2(!step.quoted || !step.derivation_id.empty(), "a quoted figure needs a derivation");
    }
}

void TestStudy::presetsLoad_data() {
    texts_data();
}

void TestStudy::presetsLoad() {
    QFETCH(QString, id);
    const Walkthrough* w = findWalkthrough(id.toStdString());
    const StudyScenario s = scenarioFor(*w, reader());
    QVERIFY2(s.ok(), formatIssues(s.issues).c_str());
    QVERIFY(validate(s.scenario).empty());
    const Results r = evaluate(s.scenario);
    QVERIFY2(r.ok(), formatIssues(r.issues).c_str());
    // Overrides really apply: each key reads back as typed.
    for (const auto& [key, text] : w->overrides) {
        const ParamSpec* spec = findParam(key);
        QVERIFY(spec != nullptr);
        QCOMPARE(q(valueAsText(s.scenario, *spec)), q(text));
    }
}

void TestStudy::stepDerivations_data() {
    texts_data();
}

void TestStudy::stepDerivations() {
    QFETCH(QString, id);
    const Walkthrough* w = findWalkthrough(id.toStdString());
    const StudyScenario base = scenarioFor(*w, reader());
    QVERIFY2(base.ok(), formatIssues(base.issues).c_str());
    int shown = 0;
    for (std::size_t i = 0; i < w->steps.size(); ++i) {
        const WalkthroughStep& step = w->steps[i];
        const QString where = id + QString(" step %1").arg(i + 1);
        const StudyScenario s = stepScenario(base.scenario, step);
        QVERIFY2(s.ok(), qPrintable(where + ": " + q(formatIssues(s.issues))));
        const Results r = evaluate(s.scenario);
        QVERIFY2(r.ok(), qPrintable(where));
        const Derivation* d = stepDerivation(step, r);
        if (step.derivation_id.empty()) {
            QVERIFY(d == nullptr);
            continue;
        }
        if (d == nullptr) {
            QVERIFY2(step.derivation_pending,
                     qPrintable(where + ": evaluate() has no " + q(step.derivation_id)));
            continue;
        }
        if (step.derivation_pending) {
            qInfo("%s: %s is computed now; its step can drop derivation_pending", qPrintable(where),
                  step.derivation_id.c_str());
        }
        ++shown;
        QCOMPARE(q(d->id.str()), q(step.derivation_id));
        if (step.quoted) {
            const QuotedFigure& f = *step.quoted;
            QVERIFY2(matchesPrinted(d->value / f.unit_scale, f.value, f.decimals),
                     qPrintable(where + QString(": model %1 %2, text quotes %3")
                                            .arg(d->value / f.unit_scale, 0, 'g', 8)
                                            .arg(q(f.unit))
                                            .arg(f.value)));
        }
    }
    // Every walkthrough whose topic is computed today shows at least one derivation.
    const bool all_pending = std::all_of(w->steps.begin(), w->steps.end(), [](const auto& st) {
        return st.derivation_id.empty() || st.derivation_pending;
    });
    QVERIFY(all_pending || shown > 0);
}

void TestStudy::pendingIdsAreSafe() {
    WalkthroughStep step;
    step.derivation_id = "pipeline.not_computed_anywhere";
    step.derivation_pending = true;
    const Results r = evaluatePreset("book-design-48.json");
    QVERIFY(stepDerivation(step, r) == nullptr);
    step.derivation_id.clear();
    QVERIFY(stepDerivation(step, r) == nullptr);
    // An invalid scenario has no derivations at all: still no crash, still nullptr.
    Scenario bad;
    bad.cluster.mfu = 2;
    step.derivation_id = "plan.finish_days";
    const Results invalid = evaluate(bad);
    QVERIFY(stepDerivation(step, invalid) == nullptr);
}

void TestStudy::bookNumbers_data() {
    QTest::addColumn<QString>("walkthrough");
    QTest::addColumn<QString>("derivation");
    QTest::addColumn<QString>("what_if_key");
    QTest::addColumn<QString>("what_if_value");
    QTest::addColumn<double>("unit_scale");
    QTest::addColumn<double>("book");
    QTest::addColumn<int>("decimals");
    const double gib = units::kGiB;
    auto row = [](const char* name, const char* w, const char* d, double scale, double book,
                  int decimals, const char* key = "", const char* value = "") {
        QTest::newRow(name) << QString(w) << QString(d) << QString(key) << QString(value) << scale
                            << book << decimals;
    };
    row("Q1 16 B/param", "interview.training-memory", "memory.state_bytes_per_param", 1, 16, 0);
    row("Q1 8B model 131.1 GB", "interview.training-memory", "memory.persistent_bytes", 1e9, 131.1,
        1);
    row("Q1 FP32 gradients 18 B/param", "interview.training-memory", "memory.state_bytes_per_param",
        1, 18, 0, "precision.grad_bytes", "4");
    row("Q2 ZeRO-0 d=8 122.1 GiB", "interview.zero-stages", "memory.zero0_resident_bytes_per_card",
        gib, 122.1, 1);
    row("Q2 ZeRO-1 d=8 42.0 GiB", "interview.zero-stages", "memory.zero1_resident_bytes_per_card",
        gib, 42.0, 1);
    row("Q2 ZeRO-2 d=8 28.6 GiB", "interview.zero-stages", "memory.zero2_resident_bytes_per_card",
        gib, 28.6, 1);
    row("Q2 ZeRO-3 d=8 15.3 GiB", "interview.zero-stages", "memory.zero3_resident_bytes_per_card",
        gib, 15.3, 1);
    row("Q3 RTX 4090 3.3 GiB over", "interview.out-of-memory", "memory.margin_bytes", gib, -3.3, 1);
    row("Q3 16 cards 7.6 GiB resident", "interview.out-of-memory",
        "memory.zero3_resident_bytes_per_card", gib, 7.6, 1, "cluster.cards", "16");
    row("Q5 link time 12.0 s", "interview.communication", "comm.link_time_s", 1, 12.030, 3);
    row("Q5 exposed 0.0762 s", "interview.communication", "comm.exposed_s", 1, 0.0762, 4);
    row("Q6 tau* 965.29 s on 1024 cards", "interview.checkpoint-interval",
        "checkpoint.optimal_interval_s", 1, 965.29, 2);
    row("Q6 L 3.82 % at 900 s", "interview.checkpoint-interval", "checkpoint.overhead_fraction",
        0.01, 3.82, 2);
    row("Q6 L 6.41 % at 300 s", "interview.checkpoint-interval", "checkpoint.overhead_fraction",
        0.01, 6.41, 2, "checkpoint.interval_s", "300");
    row("Q8 RL 4.5 traj/s", "interview.rl-slow", "rl.effective_per_s", 1, 4.5, 1);
    row("Q8 break-even 73.3 %", "interview.rl-slow", "rl.async_break_even_keep", 0.01, 73.3, 1);
    row("E1 H100 needs 6 cards in 30 days", "selftest.80g-card", "compute.min_cards_compute", 1, 6,
        0);
    row("E5 step cap 67.221 s", "selftest.pcie-upgrade", "plan.step_cap_s", 1, 67.221, 3);
    row("E5 PCIe halved 52.876 s", "selftest.pcie-upgrade", "plan.amdahl.exposed_comm", 1, 52.876,
        3);
    row("E5 MFU 30 % 70.208 s", "selftest.pcie-upgrade", "plan.step_time_s", 1, 70.208, 3,
        "cluster.mfu", "0.3");
    row("design 48 cards 24.637 days", "example.design-32-48", "plan.finish_days", 1, 24.637, 3);
    row("design 32 cards 34.331 days", "example.design-32-48", "plan.finish_days", 1, 34.331, 3,
        "cluster.cards", "32");
    row("6ND 17,147 B200 for 90 days", "example.six-nd-1t", "compute.min_cards_compute", 1, 17147,
        0);
    // The didactic toys no plan has (§7.1, §7.2, §7.7), in the study material.
    row("7.1 token mean 0.32", "example.token-means", "collectives.token_mean_grad", 1, 0.32, 2);
    row("7.1 per-answer mean 0.30", "example.token-means", "collectives.sample_mean_grad", 1, 0.30,
        2);
    row("7.1 divided twice 0.04", "example.token-means", "collectives.double_divided_grad", 1, 0.04,
        2);
    row("7.2 busy link 2 ms exposed", "example.overlap-busy-link", "collectives.overlap_exposed_s",
        1e-3, 2, 0);
    row("7.2 free link nothing exposed", "example.overlap-busy-link",
        "collectives.overlap_exposed_s", 1e-3, 0, 0, "collectives.link_busy_ms", "0");
    row("7.7 7168+1024 26,218,496 pairs", "example.attention-pairs", "attention.pairs", 1, 26218496,
        0);
    row("7.7 4096+4096 16,781,312 pairs", "example.attention-pairs", "attention.reference_pairs", 1,
        16781312, 0);
    row("7.7 ratio 1.5624", "example.attention-pairs", "attention.ratio", 1, 1.5624, 4);
}

void TestStudy::bookNumbers() {
    QFETCH(QString, walkthrough);
    QFETCH(QString, derivation);
    QFETCH(QString, what_if_key);
    QFETCH(QString, what_if_value);
    QFETCH(double, unit_scale);
    QFETCH(double, book);
    QFETCH(int, decimals);
    const Walkthrough* w = findWalkthrough(walkthrough.toStdString());
    QVERIFY(w != nullptr);
    const StudyScenario base = scenarioFor(*w, reader());
    QVERIFY(base.ok());
    WalkthroughStep step;
    step.derivation_id = derivation.toStdString();
    if (!what_if_key.isEmpty()) {
        step.what_if = {{what_if_key.toStdString(), what_if_value.toStdString()}};
    }
    const StudyScenario s = stepScenario(base.scenario, step);
    QVERIFY(s.ok());
    const Results r = evaluate(s.scenario);
    const Derivation* d = stepDerivation(step, r);
    QVERIFY(d != nullptr);
    SB_COMPARE_PRINTED(d->value / unit_scale, book, decimals);
}

void TestStudy::scenarioForReportsIssues() {
    Walkthrough w = *findWalkthrough("interview.zero-stages");
    // A missing file, a file that is not JSON, an unknown key, a value out of range: issues, no
    // throw.
    w.preset = "no-such-preset.json";
    StudyScenario s = scenarioFor(w, reader());
    QVERIFY(!s.ok());
    QVERIFY(q(s.issues.front().message).contains("no-such-preset.json"));
    QVERIFY(!scenarioFor(w, PresetReader()).ok());

    const PresetReader garbage = [](const std::string&) { return std::string("{ not json"); };
    s = scenarioFor(*findWalkthrough("interview.zero-stages"), garbage);
    QVERIFY(!s.ok());

    const PresetReader resource = [](const std::string& name) -> std::optional<std::string> {
        // What the GUI does with ":/presets/<name>": any source of JSON text works.
        return name == "rtx4090-zero3-8.json"
                   ? std::optional<std::string>(
                         R"({"schema": "stepbudget/1", "cluster": {"cards": 8}})")
                   : std::nullopt;
    };
    s = scenarioFor(*findWalkthrough("interview.zero-stages"), resource);
    QVERIFY2(s.ok(), formatIssues(s.issues).c_str());
    QCOMPARE(s.scenario.cluster.cards, std::int64_t(8));

    s = applyOverrides(Scenario{}, {{"cluster.no_such_key", "1"}});
    QVERIFY(!s.ok());
    QCOMPARE(q(s.issues.front().path), QString("cluster.no_such_key"));
    s = applyOverrides(Scenario{}, {{"cluster.mfu", "1.5"}});
    QVERIFY(!s.ok());
    QCOMPARE(q(s.issues.front().path), QString("cluster.mfu"));
    s = applyOverrides(Scenario{}, {{"cluster.mfu", "abc"}});
    QVERIFY(!s.ok());
    // Cross-key rules run after the overrides: 7 cards cannot hold tp 2.
    s = applyOverrides(Scenario{}, {{"parallel.tp", "2"}, {"cluster.cards", "7"}});
    QVERIFY(!s.ok());
    QVERIFY(!presetFolderReader(STEPBUDGET_PRESETS_DIR)("missing.json").has_value());
}

void TestStudy::practiceCoverage() {
    std::set<std::string> used;
    for (const Walkthrough& w : walkthroughs()) {
        QCOMPARE(practiceGeneratorsFor(w).size(), w.practice.size());  // no unknown ids
        used.insert(w.practice.begin(), w.practice.end());
    }
    std::set<std::string> all;
    for (const PracticeGenerator& g : practiceGenerators()) {
        QVERIFY(all.insert(g.id).second);
        QVERIFY(!g.title_en.empty() && hasCjk(g.title_zh));
        QCOMPARE(findPracticeGenerator(g.id), &g);
    }
    QCOMPARE(used, all);  // every generator is reachable from some walkthrough
    for (const Walkthrough& w : walkthroughs()) {
        QVERIFY2(!w.practice.empty(), w.id.c_str());
    }
    // What the brief asks practice to cover.
    for (const char* id : {"memory.zero_resident", "memory.min_cards", "memory.over_budget",
                           "checkpoint.optimal_interval", "checkpoint.overhead", "plan.finish_days",
                           "plan.amdahl_bandwidth", "plan.six_nd_days", "plan.six_nd_cards",
                           "pipeline.ideal_utilisation", "straggler.step_time"}) {
        QVERIFY2(all.count(id) == 1, id);
    }
}

void TestStudy::practice_data() {
    QTest::addColumn<int>("generator");
    QTest::addColumn<quint64>("seed");
    for (std::size_t g = 0; g < practiceGenerators().size(); ++g) {
        for (std::uint64_t seed : kSeeds) {
            const std::string name = practiceGenerators()[g].id + " seed " + std::to_string(seed);
            QTest::newRow(name.c_str()) << int(g) << quint64(seed);
        }
    }
}

void TestStudy::practice() {
    QFETCH(int, generator);
    QFETCH(quint64, seed);
    const PracticeGenerator& info = practiceGenerators().at(generator);
    const PracticeProblem p = drawPractice(info.id, seed);
    QVERIFY2(p.ok(), formatIssues(p.issues).c_str());
    QCOMPARE(q(p.generator_id), q(info.id));
    QCOMPARE(p.seed, std::uint64_t(seed));
    QVERIFY2(validate(p.scenario).empty(), formatIssues(validate(p.scenario)).c_str());
    QCOMPARE(q(p.unit), q(info.unit));
    QCOMPARE(p.integer_answer, info.integer_answer);
    QVERIFY(std::isfinite(p.expected) && p.expected > 0);
    if (p.integer_answer) {
        QCOMPARE(p.expected, std::floor(p.expected));
    }

    QVERIFY(checkAnswer(p, p.expected).correct);
    QVERIFY(!checkAnswer(p, p.expected * 1.1).correct);
    QVERIFY(!checkAnswer(p, p.expected * 0.9).correct);
    if (!p.integer_answer) {
        QVERIFY(checkAnswer(p, p.expected * 1.01).correct);  // inside the stated 2 %
    }
    const PracticeCheck right = checkAnswer(p, p.expected);
    QVERIFY(right.answered && !right.feedback_en.empty() && hasCjk(right.feedback_zh));
    QCOMPARE(right.solution.size(), p.solution.size());

    // Same seed, same problem: text, numbers and scenario.
    const PracticeProblem again = drawPractice(info.id, seed);
    QCOMPARE(q(again.question_en), q(p.question_en));
    QCOMPARE(q(again.question_zh), q(p.question_zh));
    QCOMPARE(again.expected, p.expected);
    QCOMPARE(q(scenarioToJson(again.scenario)), q(scenarioToJson(p.scenario)));

    // The question names every given number, in both languages, exactly as the table shows it.
    QVERIFY(!p.givens.empty());
    for (const PracticeGiven& given : p.givens) {
        QVERIFY2(p.question_en.find(given.value_text) != std::string::npos,
                 qPrintable(q(given.value_text) + " not in: " + q(p.question_en)));
        QVERIFY2(p.question_zh.find(given.value_text) != std::string::npos,
                 qPrintable(q(given.value_text) + " not in: " + q(p.question_zh)));
        QVERIFY(!given.label_en.empty() && !given.label_zh.empty());
    }
    QVERIFY(!hasCjk(p.question_en));
    QVERIFY(hasCjk(p.question_zh));
    QVERIFY(!p.tolerance_en.empty() && !p.tolerance_zh.empty());

    // A worked solution: at least one model derivation, texts in both languages.
    QVERIFY(p.solution.size() >= 2);
    QVERIFY(std::any_of(p.solution.begin(), p.solution.end(),
                        [](const SolutionStep& s) { return s.derivation.has_value(); }));
    for (const SolutionStep& step : p.solution) {
        QVERIFY(!step.text_en.empty() && hasCjk(step.text_zh));
        if (step.derivation) {
            QVERIFY(!step.derivation->formula.empty() && !step.derivation->substituted.empty());
            QVERIFY(std::isfinite(step.derivation->value));
        }
    }
}

void TestStudy::practiceMatchesTextbook_data() {
    practice_data();
}

void TestStudy::practiceMatchesTextbook() {
    QFETCH(int, generator);
    QFETCH(quint64, seed);
    const PracticeProblem p = drawPractice(generatorIdAt(generator), seed);
    QVERIFY(p.ok());
    SB_COMPARE_REL(p.expected, textbookAnswer(p), 1e-9);
}

void TestStudy::practiceVaries_data() {
    QTest::addColumn<int>("generator");
    for (std::size_t g = 0; g < practiceGenerators().size(); ++g) {
        QTest::newRow(practiceGenerators()[g].id.c_str()) << int(g);
    }
}

void TestStudy::practiceVaries() {
    QFETCH(int, generator);
    std::set<std::string> questions;
    std::set<double> answers;
    std::string previous;
    int same_as_previous = 0;
    for (std::uint64_t seed = 100; seed < 120; ++seed) {
        const PracticeProblem p = drawPractice(generatorIdAt(generator), seed);
        QVERIFY(p.ok());
        questions.insert(p.question_en);
        answers.insert(p.expected);
        same_as_previous += p.question_en == previous ? 1 : 0;
        previous = p.question_en;
    }
    QVERIFY2(questions.size() >= 10, qPrintable(QString::number(questions.size())));
    QVERIFY2(answers.size() >= 5, qPrintable(QString::number(answers.size())));
    // "Next problem" in the panel is seed + 1: adjacent seeds must not repeat the question.
    QVERIFY2(same_as_previous <= 1, qPrintable(QString::number(same_as_previous)));
    // The first draws a student sees are pairwise different (unhashed splitmix64 seeding gave
    // seeds 1 and 2 the same pipeline problem).
    std::set<std::string> first;
    for (std::uint64_t seed = 0; seed < 6; ++seed) {
        first.insert(drawPractice(generatorIdAt(generator), seed).question_en);
    }
    QCOMPARE(first.size(), std::size_t(6));
}

void TestStudy::practiceByWalkthrough() {
    const Walkthrough& w = *findWalkthrough("interview.checkpoint-interval");
    std::set<std::string> drawn;
    for (std::uint64_t seed = 0; seed < 8; ++seed) {
        const PracticeProblem p = drawPractice(w, seed);
        QVERIFY(p.ok());
        QCOMPARE(q(p.walkthrough_id), q(w.id));
        QVERIFY(std::find(w.practice.begin(), w.practice.end(), p.generator_id) !=
                w.practice.end());
        drawn.insert(p.generator_id);
    }
    QCOMPARE(drawn.size(), w.practice.size());  // successive seeds reach every generator
    // A walkthrough without practice gives a problem with an issue, not a crash.
    Walkthrough bare = w;
    bare.practice.clear();
    const PracticeProblem none = drawPractice(bare, 1);
    QVERIFY(!none.ok());
    QVERIFY(!checkAnswer(none, 1.0).answered);
}

void TestStudy::unknownGenerator() {
    const PracticeProblem p = drawPractice("no.such.generator", 3);
    QVERIFY(!p.ok());
    QVERIFY(!checkAnswer(p, 1.0).correct);
    QVERIFY(findPracticeGenerator("no.such.generator") == nullptr);
}

void TestStudy::typedAnswers_data() {
    QTest::addColumn<QString>("generator");
    QTest::addColumn<QString>("format");  // %1 = expected in the asked unit
    QTest::addColumn<double>("factor");   // applied to expected before formatting
    QTest::addColumn<bool>("answered");
    QTest::addColumn<bool>("correct");
    QTest::newRow("tau* bare seconds") << "checkpoint.optimal_interval"
                                       << "%1" << 1.0 << true << true;
    QTest::newRow("tau* with s") << "checkpoint.optimal_interval"
                                 << "%1 s" << 1.0 << true << true;
    QTest::newRow("tau* in minutes") << "checkpoint.optimal_interval"
                                     << "%1 min" << 1.0 / 60 << true << true;
    QTest::newRow("tau* in Chinese seconds") << "checkpoint.optimal_interval"
                                             << "约 %1 秒" << 1.0 << true << true;
    QTest::newRow("tau* 10 % off") << "checkpoint.optimal_interval"
                                   << "%1 s" << 1.1 << true << false;
    QTest::newRow("tau* in GiB is refused") << "checkpoint.optimal_interval"
                                            << "%1 GiB" << 1.0 << false << false;
    QTest::newRow("ZeRO in MiB") << "memory.zero_resident"
                                 << "%1 MiB" << 1024.0 << true << true;
    QTest::newRow("L with percent sign") << "checkpoint.overhead"
                                         << "%1%" << 1.0 << true << true;
    QTest::newRow("L full-width percent") << "checkpoint.overhead"
                                          << "%1％" << 1.0 << true << true;
    QTest::newRow("6ND cards exact") << "plan.six_nd_cards"
                                     << "%1 cards" << 1.0 << true << true;
    QTest::newRow("6ND cards in Chinese") << "plan.six_nd_cards"
                                          << "%1 张" << 1.0 << true << true;
    QTest::newRow("garbage") << "plan.finish_days"
                             << "about a month" << 1.0 << false << false;
}

void TestStudy::typedAnswers() {
    QFETCH(QString, generator);
    QFETCH(QString, format);
    QFETCH(double, factor);
    QFETCH(bool, answered);
    QFETCH(bool, correct);
    const PracticeProblem p = drawPractice(generator.toStdString(), 5);
    QVERIFY(p.ok());
    const double shown = p.expected * factor;
    const QString number =
        p.integer_answer ? QString::number(qint64(shown)) : QString::number(shown, 'f', 6);
    const QString typed = format.contains("%1") ? format.arg(number) : format;
    const PracticeCheck c = checkTypedAnswer(p, typed.toStdString());
    QCOMPARE(c.answered, answered);
    QCOMPARE(c.correct, correct);
    QVERIFY(!c.feedback_en.empty() && !c.feedback_zh.empty());
    QCOMPARE(c.solution.size(), p.solution.size());  // the solution is always there to show
}

void TestStudy::hints_data() {
    QTest::addColumn<QString>("generator");
    QTest::addColumn<double>("factor");
    QTest::addColumn<double>("offset");
    QTest::addColumn<QString>("hint");  // a word the English hint must contain
    const double gib_per_gb = units::kGiB / units::kGB;
    QTest::newRow("GB typed for GiB") << "memory.zero_resident" << gib_per_gb << 0.0 << "GiB";
    QTest::newRow("GiB typed for GB") << "memory.training_state" << 1 / gib_per_gb << 0.0 << "GiB";
    QTest::newRow("fraction typed for %") << "checkpoint.overhead" << 0.01 << 0.0 << "fraction";
    QTest::newRow("forgot the 2 in tau*")
        << "checkpoint.optimal_interval" << 1 / std::sqrt(2.0) << 0.0 << "2c";
    QTest::newRow("minutes typed for s")
        << "checkpoint.optimal_interval" << 1.0 / 60 << 0.0 << "minutes";
    QTest::newRow("did not round up") << "plan.six_nd_cards" << 1.0 << -1.0 << "round up";
    QTest::newRow("factor 1000") << "plan.finish_days" << 1000.0 << 0.0 << "10^3";
    QTest::newRow("no hint for a plain miss") << "plan.finish_days" << 1.3 << 0.0 << "";
}

void TestStudy::hints() {
    QFETCH(QString, generator);
    QFETCH(double, factor);
    QFETCH(double, offset);
    QFETCH(QString, hint);
    const PracticeProblem p = drawPractice(generator.toStdString(), 11);
    QVERIFY(p.ok());
    const PracticeCheck c = checkAnswer(p, p.expected * factor + offset);
    QVERIFY(!c.correct);
    if (hint.isEmpty()) {
        QVERIFY(c.hint_en.empty() && c.hint_zh.empty());
    } else {
        QVERIFY2(q(c.hint_en).contains(hint), c.hint_en.c_str());
        QVERIFY(hasCjk(c.hint_zh));
    }
}

void TestStudy::parseNumbers_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<double>("value");
    QTest::newRow("GiB with unit") << "3.8 GiB"
                                   << "GiB" << true << 3.8;
    QTest::newRow("GiB no space") << "3.8GiB"
                                  << "GiB" << true << 3.8;
    QTest::newRow("MiB to GiB") << "4096 MiB"
                                << "GiB" << true << 4.0;
    QTest::newRow("GB to GiB") << "1.073741824 GB"
                               << "GiB" << true << 1.0;
    QTest::newRow("bare seconds") << "965"
                                  << "s" << true << 965.0;
    QTest::newRow("minutes to seconds") << "16 min"
                                        << "s" << true << 960.0;
    QTest::newRow("Chinese seconds") << "965 秒"
                                     << "s" << true << 965.0;
    QTest::newRow("hours to days") << "36 h"
                                   << "days" << true << 1.5;
    QTest::newRow("Chinese days, approx") << "约24.6天"
                                          << "days" << true << 24.6;
    QTest::newRow("approx sign") << "≈ 965 s"
                                 << "s" << true << 965.0;
    QTest::newRow("tilde") << "~965"
                           << "s" << true << 965.0;
    QTest::newRow("thousands") << "1,024"
                               << "cards" << true << 1024.0;
    QTest::newRow("thousands and decimals") << "1,024.5"
                                            << "" << true << 1024.5;
    QTest::newRow("thousands with Chinese unit") << "17,147 张"
                                                 << "cards" << true << 17147.0;
    QTest::newRow("underscore groups") << "16_384"
                                       << "cards" << true << 16384.0;
    QTest::newRow("percent") << "3.82%"
                             << "%" << true << 3.82;
    QTest::newRow("percent spaced") << "3.82 %"
                                    << "%" << true << 3.82;
    QTest::newRow("full-width digits and percent") << "３．８２％"
                                                   << "%" << true << 3.82;
    QTest::newRow("full-width comma") << "1，024"
                                      << "cards" << true << 1024.0;
    QTest::newRow("Unicode minus") << "−3.3 GiB"
                                   << "GiB" << true << -3.3;
    QTest::newRow("exponent") << "1.2e26"
                              << "" << true << 1.2e26;
    QTest::newRow("leading dot") << ".5"
                                 << "" << true << 0.5;
    QTest::newRow("no asked unit keeps typed") << "3.8 GiB"
                                               << "" << true << 3.8;
    QTest::newRow("trajectories") << "4.5 traj/s"
                                  << "traj/s" << true << 4.5;
    QTest::newRow("Chinese trajectories") << "4.5 条/s"
                                          << "traj/s" << true << 4.5;
    QTest::newRow("surrounding spaces") << "  52.9  "
                                        << "s" << true << 52.9;
    QTest::newRow("empty") << ""
                           << "s" << false << 0.0;
    QTest::newRow("spaces only") << "   "
                                 << "s" << false << 0.0;
    QTest::newRow("letters") << "abc"
                             << "s" << false << 0.0;
    QTest::newRow("sign only") << "-"
                               << "" << false << 0.0;
    QTest::newRow("decimal comma") << "1,5"
                                   << "" << false << 0.0;
    QTest::newRow("bad groups") << "10,00"
                                << "" << false << 0.0;
    QTest::newRow("double dot") << "3..8"
                                << "" << false << 0.0;
    QTest::newRow("wrong dimension") << "3 s"
                                     << "GiB" << false << 0.0;
    QTest::newRow("unknown unit") << "3 parsecs"
                                  << "s" << false << 0.0;
    QTest::newRow("overflow") << "1e999"
                              << "" << false << 0.0;
}

void TestStudy::parseNumbers() {
    QFETCH(QString, text);
    QFETCH(QString, unit);
    QFETCH(bool, ok);
    QFETCH(double, value);
    const ParsedNumber parsed = parseUserNumber(text.toStdString(), unit.toStdString());
    QCOMPARE(parsed.ok, ok);
    if (ok) {
        SB_COMPARE_REL(parsed.value, value, 1e-12);
    } else {
        QVERIFY(!parsed.error_en.empty());
        QVERIFY(hasCjk(parsed.error_zh) || hasChinesePunctuation(parsed.error_zh));
    }
}

void TestStudy::commaDecimalLocale() {
    // The GUI runs under the user's locale (Qt calls setlocale on Unix); in de_DE strtod stops at
    // the "." of "74.5". Walkthrough overrides, typed answers and question texts must not care.
    const std::string previous = std::setlocale(LC_NUMERIC, nullptr);
    const char* chosen = nullptr;
    for (const char* name : {"de_DE.UTF-8", "de_DE.utf8", "fr_FR.UTF-8", "fr_FR.utf8"}) {
        if (std::setlocale(LC_NUMERIC, name) != nullptr) {
            chosen = name;
            break;
        }
    }
    if (chosen == nullptr) {
        QSKIP("no comma-decimal locale here (LOCPATH may point at one made with localedef)");
    }
    const StudyScenario s = scenarioFor(*findWalkthrough("selftest.80g-card"), reader());
    const ParsedNumber parsed = parseUserNumber("3.82 %", "%");
    const PracticeProblem p = drawPractice("plan.finish_days", 1);
    std::setlocale(LC_NUMERIC, previous.c_str());
    QVERIFY2(s.ok(), formatIssues(s.issues).c_str());
    QCOMPARE(s.scenario.cluster.usable_memory_gib, 74.5);
    QCOMPARE(s.scenario.cluster.peak_tflops, 989.4);
    QVERIFY(parsed.ok);
    QCOMPARE(parsed.value, 3.82);
    QVERIFY(p.ok());
    QVERIFY2(q(p.question_en).contains("165.2 TFLOP/s"), p.question_en.c_str());
}

void TestStudy::splitMixReference() {
    // Reference outputs of splitmix64 seeded with 0 (Vigna's splitmix64.c).
    std::uint64_t state = 0;
    QCOMPARE(splitMix64(state), 0xE220A8397B1DCDAFULL);
    QCOMPARE(splitMix64(state), 0x6E789E6AA1B965F4ULL);
    QCOMPARE(splitMix64(state), 0x06C45D188009454FULL);
}

QTEST_GUILESS_MAIN(TestStudy)
#include "tst_study.moc"
