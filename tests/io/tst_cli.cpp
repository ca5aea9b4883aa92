// stepbudget-cli as users script it: real process, real exit codes, JSON on stdout.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "cli_runner.h"
#include "fuzzy.h"
#include "model/base/units.h"
#include "presets.h"

using namespace stepbudget::test;

namespace {

double at(const QJsonObject& root, const QString& dotted) {
    return jsonAt(root, dotted);
}

}  // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void evalDesign48();
    void evalWithSet32();
    void setTakesPresetNotationOnly();
    void checkpoint1024();
    void everyPresetEvaluates_data();
    void everyPresetEvaluates();
    void markdownReport();
    void badPresetExitsTwo();
    void badSetExitsTwo();
    void usageErrors();
    void sweepCsvAndJson();
    void stdoutFull_data();
    void stdoutFull();
};

void TestCli::stdoutFull_data() {
    QTest::addColumn<QStringList>("args");
    QTest::newRow("defaults") << QStringList{"defaults"};
    QTest::newRow("keys") << QStringList{"keys"};
    QTest::newRow("eval") << QStringList{"eval", presetFile("book-design-48.json")};
    QTest::newRow("eval-md") << QStringList{"eval", presetFile("book-design-48.json"), "--format",
                                            "md"};
    QTest::newRow("validate") << QStringList{"validate", presetFile("book-design-48.json")};
}

// Output that cannot be written (a full disk, `> /dev/full`) is an error, not exit 0.
void TestCli::stdoutFull() {
    QFETCH(QStringList, args);
    QProcess p;
    p.setStandardOutputFile("/dev/full");
    p.start(STEPBUDGET_CLI, args);
    QVERIFY(p.waitForFinished(30000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitCode(), 1);
    QVERIFY2(err.contains("cannot write the output: No space left on device"), qPrintable(err));
}

void TestCli::sweepCsvAndJson() {
    const Run csv = cli({"sweep", presetFile("book-design-48.json"), "--vary",
                         "cluster.cards=32:48:2", "--metric", "plan.finish_days"});
    QCOMPARE(csv.exit_code, 0);
    const QList<QByteArray> lines = csv.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines[0], QByteArray("cluster.cards,plan.finish_days"));
    SB_COMPARE_PRINTED(lines[1].split(',')[1].toDouble(), 34.331, 3);
    SB_COMPARE_PRINTED(lines[2].split(',')[1].toDouble(), 24.637, 3);
    const Run json =
        cli({"sweep", presetFile("book-design-48.json"), "--vary", "cluster.mfu=0.3:0.4:2",
             "--metric", "plan.step_time_s", "--format", "json"});
    QCOMPARE(json.exit_code, 0);
    const QJsonArray points = QJsonDocument::fromJson(json.out).object()["points"].toArray();
    QCOMPARE(points.size(), 2);
    SB_COMPARE_PRINTED(points[0].toObject()["plan.step_time_s"].toDouble(), 70.208, 3);
    const Run bad = cli({"sweep", presetFile("book-design-48.json"), "--vary", "cluster.mfu=0:2:3",
                         "--metric", "plan.finish_days"});
    QCOMPARE(bad.exit_code, 2);
    QVERIFY(bad.err.contains("cluster.mfu"));
    const Run bad_metric = cli({"sweep", presetFile("book-design-48.json"), "--vary",
                                "cluster.mfu=0.2:0.4:3", "--metric", "plan.nope"});
    QCOMPARE(bad_metric.exit_code, 2);
    QVERIFY(bad_metric.err.contains("plan.nope"));
}

void TestCli::evalDesign48() {
    const Run r = cli({"eval", presetFile("book-design-48.json"), "--format", "json"});
    QCOMPARE(r.exit_code, 0);
    const QJsonObject j = QJsonDocument::fromJson(r.out).object();
    SB_COMPARE_PRINTED(at(j, "plan.finish_days"), 24.637, 3);
    SB_COMPARE_PRINTED(at(j, "plan.step_time_s"), 52.800, 3);
    SB_COMPARE_PRINTED(100 * at(j, "plan.overhead_fraction"), 1.078, 3);
    SB_COMPARE_PRINTED(at(j, "plan.step_cap_s"), 67.221, 3);
    SB_COMPARE_PRINTED(at(j, "memory.resident_bytes_per_card") / stepbudget::units::kGiB, 2.5, 1);
    SB_COMPARE_PRINTED(at(j, "comm.step_bytes_per_card") / 1e9, 384.96, 2);
    QCOMPARE(j["memory"].toObject()["zero_resident_bytes_per_card"].toArray().size(), 4);
    QVERIFY(j["memory"].toObject()["fits"].toBool());
    QVERIFY(j["derivations"].toArray().size() > 20);
    for (const char* section : {"memory", "comm", "checkpoint", "plan", "rl", "derivations"}) {
        QVERIFY2(j.contains(section), section);
    }
}

void TestCli::evalWithSet32() {
    const Run r = cli({"eval", presetFile("book-design-48.json"), "--set", "cluster.cards=32"});
    QCOMPARE(r.exit_code, 0);
    const QJsonObject j = QJsonDocument::fromJson(r.out).object();
    SB_COMPARE_PRINTED(at(j, "plan.finish_days"), 34.331, 3);
    SB_COMPARE_PRINTED(at(j, "plan.step_time_s"), 78.911, 3);
    QVERIFY(!j["plan"].toObject()["meets_deadline"].toBool());
}

void TestCli::setTakesPresetNotationOnly() {
    // --set takes exactly what a preset file takes, so a --set line can be pasted into a preset
    // and back; suffixes and units ("8B", "30%", "25 GB/s") are for the app's typed fields.
    const Run plain =
        cli({"eval", presetFile("book-design-48.json"), "--set", "model.params=8000000000", "--set",
             "cluster.mfu=0.3", "--set", "cluster.collective_gb_per_s=25"});
    QCOMPARE(plain.exit_code, 0);
    for (const char* set : {"model.params=8B", "cluster.mfu=30%", "cluster.mfu=0x1p-2",
                            "cluster.collective_gb_per_s=25 GB/s"}) {
        const Run typed = cli({"eval", presetFile("book-design-48.json"), "--set", set});
        QCOMPARE(typed.exit_code, 2);
        const QByteArray key = QByteArray(set).left(QByteArray(set).indexOf('='));
        QVERIFY2(typed.err.contains(key) && typed.err.contains("preset notation"),
                 typed.err.constData());
    }
}

void TestCli::checkpoint1024() {
    const Run r = cli({"eval", presetFile("checkpoint-interval-1024.json")});
    QCOMPARE(r.exit_code, 0);
    const QJsonObject j = QJsonDocument::fromJson(r.out).object();
    SB_COMPARE_PRINTED(at(j, "checkpoint.optimal_interval_s"), 965, 0);
    SB_COMPARE_PRINTED(100 * at(j, "checkpoint.overhead_fraction"), 3.82, 2);
}

void TestCli::everyPresetEvaluates_data() {
    QTest::addColumn<QString>("file");
    for (const QString& f : QDir(STEPBUDGET_PRESETS_DIR).entryList({"*.json"}, QDir::Files)) {
        QTest::newRow(qPrintable(f)) << f;
    }
}

void TestCli::everyPresetEvaluates() {
    QFETCH(QString, file);
    const QString path = QString(STEPBUDGET_PRESETS_DIR) + "/" + file;
    QCOMPARE(cli({"validate", path}).exit_code, 0);
    const Run r = cli({"eval", path});
    QCOMPARE(r.exit_code, 0);
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QVERIFY(!r.out.contains("null") || r.out.contains("cards_for_deadline\": null") ||
            r.out.contains("required_mfu\": null"));
}

void TestCli::markdownReport() {
    const Run r = cli({"eval", presetFile("book-design-48.json"), "--format", "md"});
    QCOMPARE(r.exit_code, 0);
    QVERIFY(r.out.contains("24.637 days"));
    QVERIFY(r.out.contains("T0 + S t_s (1 + L) / 86400"));
    QVERIFY(r.out.contains("tau* = sqrt(2 c / lambda)"));
}

void TestCli::badPresetExitsTwo() {
    QTemporaryDir dir;
    const QString path = dir.filePath("bad.json");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"schema": "stepbudget/1", "cluster": {"mfu": 1.5}})");
    f.close();
    for (const char* command : {"validate", "eval"}) {
        const Run r = cli({command, path});
        QCOMPARE(r.exit_code, 2);
        QVERIFY2(r.err.contains("cluster.mfu") && r.err.contains("(0, 1]"), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }
    const Run missing = cli({"eval", dir.filePath("missing.json")});
    QCOMPARE(missing.exit_code, 2);
    QVERIFY(missing.err.contains("cannot open"));
}

void TestCli::badSetExitsTwo() {
    const Run r = cli({"eval", presetFile("book-design-48.json"), "--set", "cluster.cards=0"});
    QCOMPARE(r.exit_code, 2);
    QVERIFY(r.err.contains("cluster.cards"));
    const Run unknown = cli({"eval", presetFile("book-design-48.json"), "--set", "cluster.card=4"});
    QCOMPARE(unknown.exit_code, 2);
    QVERIFY(unknown.err.contains("cluster.card"));
}

void TestCli::usageErrors() {
    QCOMPARE(cli({}).exit_code, 2);
    QCOMPARE(cli({"frobnicate"}).exit_code, 2);
    QCOMPARE(cli({"eval", presetFile("book-design-48.json"), "--format", "xml"}).exit_code, 2);
    const Run keys = cli({"keys"});
    QCOMPARE(keys.exit_code, 0);
    QVERIFY(keys.out.contains("cluster.mfu\t(0, 1]"));
    // Label, section, meaning: the input is the compute efficiency (docs/one-plan.md, "Names").
    QVERIFY(keys.out.contains("\tCompute efficiency\t§10.1.3\tCompute efficiency: the share"));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
