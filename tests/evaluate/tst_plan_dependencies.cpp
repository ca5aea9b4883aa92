// One plan (docs/one-plan.md): each of the five headline sliders, moved on the GPT-3 preset
// (TP 8, PP 8, every section from the plan) and on the book's design case (PP 1, the book's
// examples switched on), changes exactly the result sections that physically depend on it. The
// expected matrix is the one written in docs/one-plan.md; a section is "changed" when its JSON
// (resultsToJson, derivations aside) differs from the unmoved plan's.
#include <QTest>
#include <nlohmann/json.hpp>
#include <set>

#include "fuzzy.h"
#include "model/base/params.h"
#include "model/evaluate/param_registry.h"
#include "model/io/results_json.h"
#include "model/memory/offload.h"
#include "model/moe/moe.h"
#include "model/step/collectives.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;
using nlohmann::json;

namespace {

// The sections the matrix covers: every tab of the explorer that a slider could reach.
const char* const kSections[] = {"memory",      "compute",  "comm",       "checkpoint",
                                 "plan",        "pipeline", "activation", "offload",
                                 "collectives", "moe",      "straggler",  "interruptions"};

json sectionsOf(const Scenario& s) {
    const Results r = evaluate(s);
    if (!r.ok()) {
        qWarning("%s", formatIssues(r.issues).c_str());
    }
    json j = json::parse(resultsToJson(r));
    j.erase("derivations");
    return j;
}

QString names(const std::set<std::string>& set) {
    QStringList out;
    for (const std::string& s : set) {
        out << QString::fromStdString(s);
    }
    return out.join(' ');
}

}  // namespace

class TestPlanDependencies : public QObject {
    Q_OBJECT
private slots:
    void sliderMovesItsSections_data();
    void sliderMovesItsSections();
    void memoryNamesTheHeaviestStage();
    void designCaseKeepsItsBudget();
    void switchesSelectTheExample();
};

void TestPlanDependencies::sliderMovesItsSections_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("changes");  // space-separated; every other section must not
    QTest::addColumn<bool>("predicted");   // cluster.efficiency_source = predicted, else typed
    // GPT-3: pipeline, buckets and memory follow the plan.
    QTest::newRow("gpt3 model size")
        << "gpt3-175b-a100.json"
        << "model.params"
        << "200e9"
        << "memory compute comm checkpoint plan pipeline activation collectives straggler "
           "interruptions"
        << false;
    QTest::newRow("gpt3 cards") << "gpt3-175b-a100.json"
                                << "cluster.cards"
                                << "2048"
                                << "memory compute comm checkpoint plan pipeline collectives "
                                   "straggler interruptions"
                                << false;
    QTest::newRow("gpt3 mfu") << "gpt3-175b-a100.json"
                              << "cluster.mfu"
                              << "0.3"
                              << "compute comm plan pipeline collectives straggler interruptions"
                              << false;
    QTest::newRow("gpt3 collective bandwidth")
        << "gpt3-175b-a100.json"
        << "cluster.collective_gb_per_s"
        << "1.6"
        << "comm plan collectives straggler interruptions" << false;
    QTest::newRow("gpt3 checkpoint speed") << "gpt3-175b-a100.json"
                                           << "checkpoint.write_gb_per_s"
                                           << "1"
                                           << "checkpoint plan interruptions" << false;
    // Design case: pipeline, buckets and offload are the book's examples and stay put.
    QTest::newRow("design model size")
        << "book-design-48.json"
        << "model.params"
        << "9e9"
        << "memory compute comm checkpoint plan activation straggler interruptions" << false;
    QTest::newRow("design cards") << "book-design-48.json"
                                  << "cluster.cards"
                                  << "64"
                                  << "memory compute comm checkpoint plan straggler "
                                     "interruptions"
                                  << false;
    QTest::newRow("design mfu") << "book-design-48.json"
                                << "cluster.mfu"
                                << "0.3"
                                << "compute comm plan straggler interruptions" << false;
    QTest::newRow("design collective bandwidth") << "book-design-48.json"
                                                 << "cluster.collective_gb_per_s"
                                                 << "16"
                                                 << "comm plan straggler interruptions" << false;
    QTest::newRow("design checkpoint speed") << "book-design-48.json"
                                             << "checkpoint.write_gb_per_s"
                                             << "1"
                                             << "checkpoint plan straggler interruptions" << false;
    // Predicted efficiency (as GPT-3 ships): cluster.mfu alone feeds no section (the app's
    // slider also sets cluster.mfu_override, tst_document), and a slow
    // checkpoint also moves the straggler margin (the plan meets its deadline only when predicted).
    QTest::newRow("gpt3 mfu, predicted") << "gpt3-175b-a100.json"
                                         << "cluster.mfu"
                                         << "0.3"
                                         << "" << true;
    QTest::newRow("gpt3 checkpoint speed, predicted")
        << "gpt3-175b-a100.json"
        << "checkpoint.write_gb_per_s"
        << "1"
        << "checkpoint plan interruptions straggler" << true;
}

void TestPlanDependencies::sliderMovesItsSections() {
    QFETCH(QString, file);
    QFETCH(QString, key);
    QFETCH(QString, value);
    QFETCH(QString, changes);
    QFETCH(bool, predicted);
    const Scenario base = preset(file.toStdString(), predicted);
    Scenario moved = base;
    const ParamSpec* spec = findParam(key.toStdString());
    QVERIFY(spec != nullptr);
    QVERIFY(!setFromText(moved, *spec, value.toStdString()).has_value());
    const json before = sectionsOf(base);
    const json after = sectionsOf(moved);
    std::set<std::string> expected;
    for (const QString& s : changes.split(' ', Qt::SkipEmptyParts)) {
        expected.insert(s.toStdString());
    }
    std::set<std::string> changed;
    for (const char* section : kSections) {
        QVERIFY2(before.contains(section), section);
        if (before[section] != after[section]) {
            changed.insert(section);
        }
    }
    QVERIFY2(changed == expected,
             qPrintable("changed: " + names(changed) + "\nexpected: " + names(expected)));
}

void TestPlanDependencies::memoryNamesTheHeaviestStage() {
    // GPT-3, PP 8, activations from the architecture: the stack's activation term is the
    // simulated peak of the heaviest stage of the plan's own 1F1B, not the closed form.
    const Results r = evaluatePreset("gpt3-175b-a100.json");
    QVERIFY(r.ok());
    QVERIFY(r.memory.activation_simulated);
    const std::vector<std::int64_t>& peaks = r.pipeline.configured.peak_bytes;
    QCOMPARE(peaks.size(), std::size_t{8});
    const auto heaviest = std::max_element(peaks.begin(), peaks.end());
    QCOMPARE(r.memory.activation_stage, heaviest - peaks.begin());
    SB_COMPARE_REL(r.memory.extra_bytes_per_card, static_cast<double>(*heaviest), 1e-12);
    // The preset counts the memory beyond the tensors (memory.runtime_overheads) on top.
    QVERIFY(r.memory.overhead_bytes_per_card > 0);
    SB_COMPARE_REL(r.memory.peak_bytes_per_card,
                   r.memory.resident_bytes_per_card + static_cast<double>(*heaviest) +
                       r.memory.overhead_bytes_per_card,
                   1e-12);
    // The first stage holds the most micro-batches in flight under 1F1B (Korthikanti §4.2.3).
    QCOMPARE(r.memory.activation_stage, std::int64_t{0});
    QVERIFY(r.derivation("memory.activation_stage_peak_bytes") != nullptr);
    // Without its full recompute each in-flight micro-batch keeps every layer's activations.
    Scenario full = preset("gpt3-175b-a100.json");
    full.parallel.recompute = Recompute::None;
    const Results f = evaluate(full);
    QVERIFY(f.memory.activation_simulated);
    QVERIFY(f.memory.extra_bytes_per_card > r.memory.extra_bytes_per_card);
}

void TestPlanDependencies::designCaseKeepsItsBudget() {
    const Results r = evaluatePreset("book-design-48.json");
    QVERIFY(!r.memory.activation_simulated);
    QCOMPARE(r.memory.activation_stage, std::int64_t{-1});
    SB_COMPARE_PRINTED(r.memory.peak_bytes_per_card / (1024.0 * 1024.0 * 1024.0), 12.543, 3);
    SB_COMPARE_PRINTED(r.plan.step_time_s, 52.800, 3);
    SB_COMPARE_PRINTED(r.plan.finish_days, 24.637, 3);
}

void TestPlanDependencies::switchesSelectTheExample() {
    // GPT-3 shows the plan: one layer's gradients (N - V h, tied) / L / t on the d = 16
    // ring, the largest per-layer gradient h f / t, one micro-batch's tokens.
    const Scenario plan = preset("gpt3-175b-a100.json");
    const Results p = evaluate(plan);
    QVERIFY(!p.collectives->example);
    QVERIFY(!p.offload->example);
    QCOMPARE(p.collectives->members, 16.0);
    const double embed = double(plan.model.vocab) * double(plan.model.hidden);
    const double heads_and_embeddings = (plan.model.tied_embeddings ? 1 : 2) * embed;
    const double layer =
        (double(plan.model.params) - heads_and_embeddings) / double(plan.model.layers);
    SB_COMPARE_REL(p.collectives->bucket_bytes, layer * plan.precision.grad_bytes / 8, 1e-12);
    SB_COMPARE_REL(p.collectives->link_bytes_per_s, plan.cluster.collective_gb_per_s * 1e9, 1e-12);
    SB_COMPARE_REL(p.collectives->windows.front().end_s,
                   p.layout.stage_backward_s[p.layout.paced_stage] /
                       double(p.layout.stage_layers[p.layout.paced_stage]),
                   1e-12);
    SB_COMPARE_REL(p.offload->grad_bytes,
                   2.0 * double(plan.model.hidden) * double(plan.model.intermediate) / 8, 1e-12);
    // The same plan with the switches on shows the typed example instead.
    Scenario ex = plan;
    ex.collectives->source = SectionSource::Example;
    ex.offload->source = SectionSource::Example;
    const Results e = evaluate(ex);
    QVERIFY(e.collectives->example);
    QVERIFY(e.offload->example);
    SB_COMPARE_REL(e.collectives->bucket_bytes, 72.0 * 1024 * 1024, 1e-12);
    QCOMPARE(e.collectives->members, 4.0);
    SB_COMPARE_REL(e.offload->grad_bytes,
                   2.0 * double(plan.model.hidden) * double(plan.model.intermediate), 1e-12);
    // MoE: the plan routes s b tokens of one micro-batch, the example the typed batch.
    Scenario moe = preset("moe-capacity-qwen3-235b.json");
    QVERIFY(evaluate(moe).moe->example);
    QCOMPARE(evaluate(moe).moe->tokens, std::int64_t{8192});
    moe.moe->source = SectionSource::Plan;
    moe.training.micro_batch = 2;
    QCOMPARE(evaluate(moe).moe->tokens, moe.training.seq_len * 2);
}

QTEST_APPLESS_MAIN(TestPlanDependencies)
#include "tst_plan_dependencies.moc"
