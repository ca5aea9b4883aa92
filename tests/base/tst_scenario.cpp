// Presets: every built-in preset loads, validates and round-trips; every class of bad input is
// rejected whole with an issue naming the key path and the allowed range.
#include <QDir>
#include <QTest>

#include "fuzzy.h"
#include "model/base/params.h"
#include "model/evaluate/param_registry.h"
#include "model/evaluate/validate.h"
#include "model/io/scenario_json.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;

namespace {

bool hasIssue(const Issues& issues, const std::string& path, const std::string& fragment = "") {
    for (const Issue& i : issues) {
        if (i.path == path && i.message.find(fragment) != std::string::npos) {
            return true;
        }
    }
    return false;
}

}  // namespace

class TestScenario : public QObject {
    Q_OBJECT
private slots:
    void defaultsAreTheDesignCase();
    void everyPresetLoads_data();
    void everyPresetLoads();
    void roundTrip_data();
    void roundTrip();
    void badInput_data();
    void badInput();
    void allProblemsAtOnce();
    void oversizeFile();
    void rejectedPresetKeepsDefaults();
    void setFromTextChecksRange();
    void registryCoversEveryKey();
    void everyKeyIsExplained();
};

void TestScenario::defaultsAreTheDesignCase() {
    const Scenario s;
    QCOMPARE(s.model.params, std::int64_t{8190735360});
    QCOMPARE(s.cluster.cards, std::int64_t{48});
    QVERIFY(validate(s).empty());
    const Scenario file = preset("book-design-48.json");
    QCOMPARE(scenarioToJson(file).find("\"cards\": 48") != std::string::npos, true);
}

void TestScenario::everyPresetLoads_data() {
    QTest::addColumn<QString>("file");
    const QStringList files = QDir(STEPBUDGET_PRESETS_DIR).entryList({"*.json"}, QDir::Files);
    QVERIFY(files.size() >= 5);
    for (const QString& f : files) {
        QTest::newRow(qPrintable(f)) << f;
    }
}

void TestScenario::everyPresetLoads() {
    QFETCH(QString, file);
    const LoadResult r = loadScenarioFile(presetPath(file.toStdString()));
    QVERIFY2(r.ok(), formatIssues(r.issues).c_str());
    QVERIFY(evaluate(r.scenario).ok());
}

void TestScenario::roundTrip_data() {
    everyPresetLoads_data();
}

void TestScenario::roundTrip() {
    QFETCH(QString, file);
    const Scenario original = preset(file.toStdString());
    const std::string once = scenarioToJson(original);
    const LoadResult again = scenarioFromJson(once);
    QVERIFY2(again.ok(), formatIssues(again.issues).c_str());
    QCOMPARE(scenarioToJson(again.scenario), once);  // byte-identical second save
    for (const ParamSpec& spec : paramSpecs()) {
        QCOMPARE(valueAsText(again.scenario, spec), valueAsText(original, spec));
    }
    QCOMPARE(again.scenario.name, original.name);
    QCOMPARE(again.scenario.description, original.description);
}

void TestScenario::badInput_data() {
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("fragment");
    const QString head = R"({"schema": "stepbudget/1", )";
    // Named by the key it broke off under, with line and column.
    QTest::newRow("malformed JSON") << R"({"schema": "stepbudget/1", "cluster": {)"
                                    << "cluster"
                                    << "malformed JSON at line 1, column 40";
    QTest::newRow("not an object") << "[1, 2]"
                                   << ""
                                   << "JSON object";
    QTest::newRow("unknown section") << head + R"("clusters": {}})"
                                     << "clusters"
                                     << "unknown key";
    QTest::newRow("unknown key") << head + R"("cluster": {"gpus": 4}})"
                                 << "cluster.gpus"
                                 << "unknown key";
    QTest::newRow("wrong type: string for number") << head + R"("cluster": {"cards": "48"}})"
                                                   << "cluster.cards"
                                                   << "must be a number";
    QTest::newRow("wrong type: number for bool") << head + R"("model": {"tied_embeddings": 1}})"
                                                 << "model.tied_embeddings"
                                                 << "true or false";
    QTest::newRow("wrong type: section not object") << head + R"("cluster": 48})"
                                                    << "cluster"
                                                    << "must be an object";
    QTest::newRow("non-finite number") << head + R"("cluster": {"mfu": 1e999}})"
                                       << "cluster.mfu"
                                       << "finite";
    QTest::newRow("cards 0") << head + R"("cluster": {"cards": 0}})"
                             << "cluster.cards"
                             << "[1, 1000000]";
    QTest::newRow("cards 10^9") << head + R"("cluster": {"cards": 1000000000}})"
                                << "cluster.cards"
                                << "out of range";
    QTest::newRow("cards fractional") << head + R"("cluster": {"cards": 48.5}})"
                                      << "cluster.cards"
                                      << "whole number";
    QTest::newRow("mfu above 1") << head + R"("cluster": {"mfu": 1.5}})"
                                 << "cluster.mfu"
                                 << "(0, 1]";
    QTest::newRow("mfu zero") << head + R"("cluster": {"mfu": 0}})"
                              << "cluster.mfu"
                              << "(0, 1]";
    QTest::newRow("negative bandwidth") << head + R"("cluster": {"collective_gb_per_s": -32}})"
                                        << "cluster.collective_gb_per_s"
                                        << "out of range";
    QTest::newRow("zero checkpoint speed") << head + R"("checkpoint": {"write_gb_per_s": 0}})"
                                           << "checkpoint.write_gb_per_s"
                                           << "(0, 1000000]";
    QTest::newRow("unknown enum") << head + R"("parallel": {"recompute": "some"}})"
                                  << "parallel.recompute"
                                  << "one of none, selective, full";
    QTest::newRow("wrong schema") << R"({"schema": "stepbudget/2"})"
                                  << "schema"
                                  << "stepbudget/1";
    QTest::newRow("missing schema") << R"({"name": "x"})"
                                    << "schema"
                                    << "missing";
    QTest::newRow("kv heads do not divide heads") << head + R"("model": {"kv_heads": 5}})"
                                                  << "model.kv_heads"
                                                  << "divide";
    QTest::newRow("reserved days after deadline") << head + R"("training": {"reserved_days": 40}})"
                                                  << "training.reserved_days"
                                                  << "deadline";
    QTest::newRow("interleaved needs m divisible by p")
        << head + R"("pipeline": {"schedule": "interleaved", "microbatches": 6}})"
        << "pipeline.microbatches"
        << "multiple of pipeline.stages";
    QTest::newRow("zero stage 4") << head + R"("parallel": {"zero_stage": 4}})"
                                  << "parallel.zero_stage"
                                  << "[0, 3]";
}

void TestScenario::badInput() {
    QFETCH(QString, json);
    QFETCH(QString, path);
    QFETCH(QString, fragment);
    const LoadResult r = scenarioFromJson(json.toStdString());
    QVERIFY(!r.ok());
    QVERIFY2(hasIssue(r.issues, path.toStdString(), fragment.toStdString()),
             formatIssues(r.issues).c_str());
}

void TestScenario::allProblemsAtOnce() {
    const LoadResult r = scenarioFromJson(
        R"({"schema": "stepbudget/1", "cluster": {"cards": 0, "mfu": 2, "nic": 1},
            "training": {"seq_len": "long"}})");
    QCOMPARE(r.issues.size(), std::size_t{4});
    QVERIFY(hasIssue(r.issues, "cluster.cards"));
    QVERIFY(hasIssue(r.issues, "cluster.mfu"));
    QVERIFY(hasIssue(r.issues, "cluster.nic"));
    QVERIFY(hasIssue(r.issues, "training.seq_len"));
}

void TestScenario::oversizeFile() {
    std::string big = R"({"schema": "stepbudget/1", "description": ")";
    big += std::string(kMaxPresetBytes, 'x');
    big += "\"}";
    const LoadResult r = scenarioFromJson(big);
    QVERIFY(!r.ok());
    QVERIFY(r.issues.front().message.find("1 MiB") != std::string::npos);
}

void TestScenario::rejectedPresetKeepsDefaults() {
    // The caller keeps its scenario: a result with issues is never applied. Here: a file with
    // one good and one bad value gives a result the caller must not use (ok() is false) —
    // and the GUI/CLI check ok() before replacing anything.
    Scenario current = preset("book-design-32.json");
    const LoadResult r =
        scenarioFromJson(R"({"schema": "stepbudget/1", "cluster": {"cards": 64, "mfu": 7}})");
    QVERIFY(!r.ok());
    if (r.ok()) {
        current = r.scenario;
    }
    QCOMPARE(current.cluster.cards, std::int64_t{32});
}

void TestScenario::setFromTextChecksRange() {
    Scenario s;
    const ParamSpec* cards = findParam("cluster.cards");
    QVERIFY(cards != nullptr);
    QVERIFY(!setFromText(s, *cards, "64").has_value());
    QCOMPARE(s.cluster.cards, std::int64_t{64});
    const auto issue = setFromText(s, *cards, "0");
    QVERIFY(issue.has_value());
    QCOMPARE(issue->path, std::string("cluster.cards"));
    QCOMPARE(s.cluster.cards, std::int64_t{64});  // unchanged
    QVERIFY(setFromText(s, *cards, "abc").has_value());
    QVERIFY(setFromText(s, *findParam("cluster.mfu"), "nan").has_value());
    QVERIFY(!setFromText(s, *findParam("pipeline.schedule"), "zb-h2").has_value());
    QCOMPARE(s.pipeline.schedule, Schedule::ZbH2);
}

void TestScenario::registryCoversEveryKey() {
    // contract.md's input keys, section by section.
    const char* const keys[] = {"model.name",
                                "model.params",
                                "model.layers",
                                "model.hidden",
                                "model.intermediate",
                                "model.vocab",
                                "model.heads",
                                "model.kv_heads",
                                "model.head_dim",
                                "model.tied_embeddings",
                                "model.experts",
                                "model.top_k",
                                "precision.weight_bytes",
                                "precision.grad_bytes",
                                "precision.master_bytes",
                                "precision.optimizer_bytes",
                                "cluster.gpu",
                                "cluster.cards",
                                "cluster.cards_per_host",
                                "cluster.peak_tflops",
                                "cluster.mfu",
                                "cluster.usable_memory_gib",
                                "cluster.collective_gb_per_s",
                                "cluster.nic_gb_per_s",
                                "cluster.hbm_gb_per_s",
                                "cluster.host_memory_gb_per_s",
                                "cluster.host_link_gb_per_s",
                                "training.tokens",
                                "training.seq_len",
                                "training.global_batch",
                                "training.micro_batch",
                                "training.deadline_days",
                                "training.reserved_days",
                                "training.input_wait_s",
                                "parallel.zero_stage",
                                "parallel.tp",
                                "parallel.pp",
                                "parallel.extra_memory_gib",
                                "parallel.recompute",
                                "pipeline.schedule",
                                "pipeline.stages",
                                "pipeline.microbatches",
                                "pipeline.chunks",
                                "pipeline.forward_ms",
                                "pipeline.backward_ms",
                                "pipeline.weight_grad_fraction",
                                "pipeline.link_ms",
                                "pipeline.update_ms",
                                "pipeline.layers_per_stage",
                                "pipeline.activation_bytes",
                                "pipeline.last_stage_extra_bytes",
                                "pipeline.activation_message_bytes",
                                "pipeline.gradient_message_bytes",
                                "checkpoint.bytes_per_param",
                                "checkpoint.write_gb_per_s",
                                "checkpoint.interval_s",
                                "checkpoint.restore_s",
                                "checkpoint.card_mtbf_hours",
                                "checkpoint.spike_every_days",
                                "straggler.sigma_fraction",
                                "rl.generate_per_s",
                                "rl.verify_per_s",
                                "rl.learn_per_s",
                                "rl.keep_fraction",
                                "rl.generate_s",
                                "rl.learn_s",
                                "rl.sync_s"};
    for (const char* key : keys) {
        QVERIFY2(findParam(key) != nullptr, key);
    }
    int headline = 0;
    for (const ParamSpec& spec : paramSpecs()) {
        headline += spec.headline ? 1 : 0;
    }
    QCOMPARE(headline, 5);
}

void TestScenario::everyKeyIsExplained() {
    // Tooltips and F1 show a sentence and the book section for every key (ParamSpec::help).
    for (const ParamSpec& spec : paramSpecs()) {
        QVERIFY2(spec.help.size() > 20 && spec.help.back() == '.', spec.path.c_str());
        QVERIFY2(spec.book_section.rfind("§10.", 0) == 0, spec.path.c_str());
        QVERIFY2(spec.help != spec.label, spec.path.c_str());
    }
}

QTEST_APPLESS_MAIN(TestScenario)
#include "tst_scenario.moc"
