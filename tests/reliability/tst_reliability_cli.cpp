// The failure/checkpoint/straggler keys as users script them: stepbudget-cli as a real process
// (contract.md's straggler.* keys, exit code 2 naming the key), and the JSON staying free of
// null (= NaN or inf) at extreme inputs.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>
#include <cmath>
#include <limits>

#include "cli_runner.h"
#include "fuzzy.h"
#include "model/base/params.h"
#include "model/evaluate/param_registry.h"
#include "model/io/results_json.h"
#include "presets.h"

using namespace stepbudget;
using namespace stepbudget::test;

namespace {

double at(const QJsonObject& root, const QString& dotted) {
    return jsonAt(root, dotted);
}

QJsonObject evalJson(const QStringList& args) {
    const Run r = cli(QStringList{"eval"} + args);
    if (r.exit_code != 0) {
        qWarning("%s", r.err.constData());
    }
    return QJsonDocument::fromJson(r.out).object();
}

}  // namespace

class TestFailuresCli : public QObject {
    Q_OBJECT
private slots:
    void contractStragglerKeys();
    void bookNumbersThroughTheCli_data();
    void bookNumbersThroughTheCli();
    void sectionsPresent();
    void derivationIdsAreResultPaths_data();
    void derivationIdsAreResultPaths();
    void badInputExitsTwo_data();
    void badInputExitsTwo();
    void extremesStayFinite_data();
    void extremesStayFinite();
};

void TestFailuresCli::contractStragglerKeys() {
    const QJsonObject j = evalJson({presetFile("straggler.json")});
    SB_COMPARE_PRINTED(at(j, "straggler.expected_max_sigmas"), 2.2331, 4);
    SB_COMPARE_PRINTED(at(j, "straggler.step_time_s"), 55.108, 3);
}

void TestFailuresCli::bookNumbersThroughTheCli_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("sets");
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("decimals");
    const QStringList none;
    QTest::newRow("7 GB/s first commit 36.5 s")
        << "async-checkpoint.json" << none << "checkpoint.async.snapshots.0.commit_s" << 36.5 << 1;
    QTest::newRow("7 GB/s failure at 50 s: redo 30 s")
        << "async-checkpoint.json" << none << "checkpoint.async.redo_s" << 30.0 << 1;
    QTest::newRow("20 GB/s second commit 46.1 s")
        << "async-checkpoint.json" << QStringList{"--set", "checkpoint.write_gb_per_s=20"}
        << "checkpoint.async.snapshots.1.commit_s" << 46.1 << 1;
    QTest::newRow("20 GB/s failure at 50 s: redo 10 s")
        << "async-checkpoint.json" << QStringList{"--set", "checkpoint.write_gb_per_s=20"}
        << "checkpoint.async.redo_s" << 10.0 << 1;
    QTest::newRow("Poisson optimum 954.40 s") << "checkpoint-interval-1024.json" << none
                                              << "checkpoint.poisson_interval_s" << 954.40 << 2;
    QTest::newRow("Daly 954.40 s")
        << "checkpoint-interval-1024.json" << none << "checkpoint.daly_interval_s" << 954.40 << 2;
    QTest::newRow("spikes: tau* 3,150 s")
        << "book-design-48.json" << QStringList{"--set", "checkpoint.spike_every_days=7"}
        << "checkpoint.optimal_interval_s" << 3150.0 << -1;
    QTest::newRow("payload 114,670,295,040 B")
        << "book-design-48.json" << none << "checkpoint.payload_bytes" << 114670295040.0 << 0;
    QTest::newRow("reshard state 672 MiB")
        << "book-design-48.json" << none << "checkpoint.reshard.state_bytes" << 672.0 * 1048576
        << 0;
    QTest::newRow("resume at batch 101")
        << "book-design-48.json" << none << "checkpoint.resume.resume_batch" << 101.0 << 0;
    QTest::newRow("48 cards wait 0.81 s")
        << "straggler.json" << none << "straggler.wait_extra_s" << 0.81 << 2;
    QTest::newRow("48 cards redistribute 56.2 s")
        << "straggler.json" << none << "straggler.redistribute_step_s" << 56.2 << 1;
    QTest::newRow("evict 420 s") << "straggler.json" << none << "straggler.evict_cost_s" << 420.0
                                 << 3;
    QTest::newRow("halving Pro interruptions saves $310k")
        << "mimo-interruptions.json" << none << "interruptions.reduction_saves_dollars" << 310000.0
        << -4;
    QTest::newRow("input demand 7.3 seq/s")
        << "book-design-48.json" << none << "input.demand_seq_per_s" << 7.3 << 1;
}

void TestFailuresCli::bookNumbersThroughTheCli() {
    QFETCH(QString, file);
    QFETCH(QStringList, sets);
    QFETCH(QString, key);
    QFETCH(double, value);
    QFETCH(int, decimals);
    const QJsonObject j = evalJson(QStringList{presetFile(file.toUtf8().constData())} + sets);
    SB_COMPARE_PRINTED(at(j, key), value, decimals);
}

void TestFailuresCli::sectionsPresent() {
    const QJsonObject j = evalJson({presetFile("book-design-48.json")});
    for (const char* section : {"straggler", "input", "interruptions"}) {
        QVERIFY2(j.contains(section), section);
    }
    const QJsonObject ck = j["checkpoint"].toObject();
    for (const char* key : {"async", "reshard", "resume", "packer", "overhead_curve",
                            "interval_markers", "state_items"}) {
        QVERIFY2(ck.contains(key), key);
    }
    QCOMPARE(ck["overhead_curve"].toArray().size(), 64);
    QVERIFY(j["straggler"].toObject()["step_vs_cards"].toArray().size() >= 2);
    // Every derivation this issue publishes is in the report too.
    int ours = 0;
    for (const QJsonValue& d : j["derivations"].toArray()) {
        const QString id = d.toObject()["id"].toString();
        ours += id.startsWith("straggler.") || id.startsWith("interruptions.") ||
                id.startsWith("input.") || id.startsWith("checkpoint.async.") ||
                id.startsWith("checkpoint.reshard.");
    }
    QVERIFY(ours >= 25);
}

void TestFailuresCli::derivationIdsAreResultPaths_data() {
    QTest::addColumn<QString>("file");
    for (const char* f : {"book-design-48.json", "async-checkpoint.json", "straggler.json",
                          "mimo-interruptions.json", "checkpoint-interval-1024.json"}) {
        QTest::newRow(f) << f;
    }
}

void TestFailuresCli::derivationIdsAreResultPaths() {
    // A derivation's id names the result it explains: `--vary ... --metric ID` must find it.
    QFETCH(QString, file);
    const Results r = evaluatePreset(file.toStdString());
    const std::string json = resultsToJson(r);
    int checked = 0;
    for (const Derivation& d : r.derivations) {
        const QString id = QString::fromUtf8(d.id.c_str());
        const bool ours =
            id.startsWith("straggler.") || id.startsWith("interruptions.") ||
            id.startsWith("input.") || id.startsWith("checkpoint.async.") ||
            id.startsWith("checkpoint.reshard.") || id.startsWith("checkpoint.resume.") ||
            id.startsWith("checkpoint.packer.") || id.startsWith("checkpoint.payload") ||
            id.contains("daly") || id.contains("poisson") || id.contains("spike_fraction") ||
            id.contains("hardware_only");
        // A verdict's result key holds its answer (true/false or a word), its derivation's value
        // the margin that decides it; tst_verdicts checks those.
        if (!ours || !d.verdict.empty()) {
            continue;
        }
        double value = std::nan("");
        QVERIFY2(resultNumber(json, d.id.str(), &value), d.id.c_str());
        QVERIFY2(closeEnough(value, d.value, 1e-15, 1e-300), d.id.c_str());
        ++checked;
    }
    QVERIFY(checked >= 35);
}

void TestFailuresCli::badInputExitsTwo_data() {
    QTest::addColumn<QString>("set");
    QTest::addColumn<QString>("key");
    QTest::newRow("zero bandwidth") << "checkpoint.write_gb_per_s=0"
                                    << "checkpoint.write_gb_per_s";
    QTest::newRow("MTBF 0") << "checkpoint.card_mtbf_hours=0"
                            << "checkpoint.card_mtbf_hours";
    QTest::newRow("sigma < 0") << "straggler.sigma_fraction=-0.02"
                               << "straggler.sigma_fraction";
    QTest::newRow("failure before time 0") << "checkpoint.failure_at_s=-5"
                                           << "checkpoint.failure_at_s";
    QTest::newRow("packer holds a whole sequence") << "input.packer_remainder_tokens=8192"
                                                   << "input.packer_remainder_tokens";
    QTest::newRow("runtime shorter than interruptions") << "interruptions.interruption_hours=10"
                                                        << "interruptions.runtime_hours";
}

void TestFailuresCli::badInputExitsTwo() {
    QFETCH(QString, set);
    QFETCH(QString, key);
    const Run r = cli({"eval", presetFile("book-design-48.json"), "--set", set});
    QCOMPARE(r.exit_code, 2);
    QVERIFY2(r.err.contains(key.toUtf8()), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestFailuresCli::extremesStayFinite_data() {
    QTest::addColumn<QStringList>("sets");
    QTest::newRow("one card") << QStringList{"cluster.cards=1"};
    QTest::newRow("a million cards, sigma = mu")
        << QStringList{"cluster.cards=1000000", "straggler.sigma_fraction=1"};
    QTest::newRow("failure at 0 s") << QStringList{"checkpoint.failure_at_s=0"};
    QTest::newRow("10,000 captures every 1 ms, one slot")
        << QStringList{"checkpoint.async_captures=10000", "checkpoint.capture_every_s=0.001",
                       "checkpoint.buffer_slots=1"};
    QTest::newRow("slow storage, huge snapshot")
        << QStringList{"checkpoint.write_gb_per_s=0.001", "checkpoint.snapshot_gb=1000000"};
    // The smallest rate accepted (smallestAccepted: 1e-300 is refused as too small since 29 Nov).
    QTest::newRow("near-zero worker rate") << QStringList{"input.worker_seq_per_s=1e-6"};
    QTest::newRow("TP1 -> TP1024")
        << QStringList{"checkpoint.reshard_from_tp=1", "checkpoint.reshard_to_tp=1024"};
}

void TestFailuresCli::extremesStayFinite() {
    QFETCH(QStringList, sets);
    Scenario s = preset("book-design-48.json");
    for (const QString& set : sets) {
        const int eq = set.indexOf('=');
        const ParamSpec* spec = findParam(set.left(eq).toStdString());
        QVERIFY(spec != nullptr);
        QVERIFY(!setFromText(s, *spec, set.mid(eq + 1).toStdString()).has_value());
    }
    const Results r = evaluate(s);
    QVERIFY2(r.ok(), formatIssues(r.issues).c_str());
    // JSON writes NaN and inf as null; the plan's two optional keys are the only allowed nulls.
    const QJsonObject j =
        QJsonDocument::fromJson(QByteArray::fromStdString(resultsToJson(r))).object();
    for (const char* section : {"checkpoint", "straggler", "input", "interruptions"}) {
        const QByteArray text = QJsonDocument(j[section].toObject()).toJson();
        QVERIFY2(!text.contains("null"), section);
    }
    for (const Derivation& d : r.derivations) {
        QVERIFY2(std::isfinite(d.value), d.id.c_str());
    }
}

QTEST_APPLESS_MAIN(TestFailuresCli)
#include "tst_reliability_cli.moc"
