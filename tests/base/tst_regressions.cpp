// Every input the fuzzer or the property test ever broke the model with, kept in
// tests/fuzz_regressions/ (also seeds of the fuzzer). A file named reject-*.json must be refused
// with issues that name a key (the expected key below, when listed); any other file must load,
// evaluate and publish only finite numbers with positive times, as the fuzz harness demands.
// smallestValues: every key whose range is open at 0 ("(0, max]") or whose 0 means "off", at
// the smallest positive value it accepts, in every shipped preset (one key at a time and all at
// once), evaluates to finite numbers; the fuzzer found a denormal persist_steps that divided into
// infinity.
#include <QDir>
#include <QTest>
#include <map>
#include <string>

#include "model/base/params.h"
#include "model/evaluate/evaluate.h"
#include "model/evaluate/param_registry.h"
#include "model/io/results_json.h"
#include "model/io/scenario_json.h"
#include "presets.h"
#include "result_checks.h"

using namespace stepbudget;

namespace {

// The key whose issue a reject-* file must raise (the rule the fix added or tightened).
const std::map<QString, std::string> kRejectedAt = {
    {"reject-6nd-moe-skipped-experts.json", "model.params"},
    {"reject-straggler-denormal-persist-steps.json", "straggler.persist_steps"},
    {"reject-spike-every-denormal-days.json", "checkpoint.spike_every_days"},
    // The loader's own rules: nesting capped at 16 levels, each key named once.
    {"reject-nesting-schema-17-deep.json", "schema"},
    {"reject-duplicate-trailing-cluster.json", "cluster"},
};

// Keys whose range is open at 0, or where 0 switches a rate off: the ones a tiny positive value
// can overflow.
std::vector<const ParamSpec*> openAtZero() {
    std::vector<const ParamSpec*> keys;
    for (const ParamSpec& spec : paramSpecs()) {
        if ((spec.min_open || spec.zero_is_off) && spec.min == 0) {
            keys.push_back(&spec);
        }
    }
    return keys;
}

}  // namespace

class TestRegressions : public QObject {
    Q_OBJECT
private slots:
    void inputs_data();
    void inputs();
    void smallestValues_data();
    void smallestValues();
};

void TestRegressions::inputs_data() {
    QTest::addColumn<QString>("file");
    const QDir dir(QStringLiteral(STEPBUDGET_REGRESSIONS_DIR));
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY2(!files.isEmpty(), STEPBUDGET_REGRESSIONS_DIR);
    for (const QString& file : files) {
        QTest::newRow(qPrintable(file)) << file;
    }
}

void TestRegressions::inputs() {
    QFETCH(QString, file);
    const std::string path = std::string(STEPBUDGET_REGRESSIONS_DIR) + "/" + file.toStdString();
    const LoadResult loaded = loadScenarioFile(path);
    if (file.startsWith(QStringLiteral("reject-"))) {
        QVERIFY2(!loaded.ok(), "accepted, but the file is named reject-*");
        for (const Issue& issue : loaded.issues) {
            QVERIFY(!issue.message.empty());
        }
        if (auto it = kRejectedAt.find(file); it != kRejectedAt.end()) {
            bool named = false;
            for (const Issue& issue : loaded.issues) {
                named = named || issue.path == it->second;
            }
            QVERIFY2(named, qPrintable(QString::fromStdString(formatIssues(loaded.issues))));
        }
        return;
    }
    QVERIFY2(loaded.ok(), qPrintable(QString::fromStdString(formatIssues(loaded.issues))));
    const Results r = evaluate(loaded.scenario);
    QVERIFY(r.ok());
    const auto bad = checks::nonFinite(r);
    QVERIFY2(bad.empty(), bad.empty() ? "" : bad.front().c_str());
    QVERIFY(r.compute.compute_s > 0);
    QVERIFY(r.plan.step_time_s > 0);
}

void TestRegressions::smallestValues_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("key");  // empty: every open key at its smallest value at once
    const QDir dir(QStringLiteral(STEPBUDGET_PRESETS_DIR));
    for (const QString& file : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        for (const ParamSpec* spec : openAtZero()) {
            const QString key = QString::fromStdString(spec->path);
            QTest::newRow(qPrintable(file + " " + key)) << file << key;
        }
        QTest::newRow(qPrintable(file + " all at once")) << file << QString();
    }
}

void TestRegressions::smallestValues() {
    QFETCH(QString, preset);
    QFETCH(QString, key);
    Scenario scenario = test::preset(preset.toStdString());
    for (const ParamSpec* spec : openAtZero()) {
        if (!key.isEmpty() && spec->path != key.toStdString()) {
            continue;
        }
        if (key.isEmpty() && spec->path == "training.deadline_days") {
            continue;  // a deadline before the reserved days is refused; the rest must evaluate
        }
        const double smallest = smallestAccepted(*spec);
        QVERIFY2(!checkNumber(*spec, smallest), spec->path.c_str());
        QVERIFY2(checkNumber(*spec, smallest / 10), spec->path.c_str());  // refused, and says why
        QVERIFY(checkNumber(*spec, 5e-324)->message.find("too small") != std::string::npos);
        spec->set_number(scenario, smallest);
    }
    const Results r = evaluate(scenario);
    if (!r.ok()) {
        // Only a 1e-8-day deadline may be refused: it leaves no time after the reserved days.
        QCOMPARE(key, QStringLiteral("training.deadline_days"));
        return;
    }
    const auto bad = checks::nonFinite(r);
    QVERIFY2(bad.empty(), bad.empty() ? "" : bad.front().c_str());
}

QTEST_GUILESS_MAIN(TestRegressions)
#include "tst_regressions.moc"
