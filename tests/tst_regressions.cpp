// Every input the fuzzer or the property test ever broke the model with, kept in
// tests/fuzz_regressions/ (also seeds of the fuzzer). A file named reject-*.json must be refused
// with issues that name a key (the expected key below, when listed); any other file must load,
// evaluate and publish only finite numbers with positive times, as the fuzz harness demands.
#include <QDir>
#include <QTest>
#include <map>
#include <string>

#include "model/evaluate.h"
#include "model/results_json.h"
#include "model/scenario_json.h"
#include "result_checks.h"

using namespace stepbudget;

namespace {

// The key whose issue a reject-* file must raise (the rule the fix added or tightened).
const std::map<QString, std::string> kRejectedAt = {
    {"reject-6nd-moe-skipped-experts.json", "model.params"},
};

}  // namespace

class TestRegressions : public QObject {
    Q_OBJECT
private slots:
    void inputs_data();
    void inputs();
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

QTEST_GUILESS_MAIN(TestRegressions)
#include "tst_regressions.moc"
