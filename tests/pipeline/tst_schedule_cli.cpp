// `stepbudget-cli schedule`: the op timeline as JSON, the ASCII Gantt chart, and exit codes,
// run in-process through cli::run.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <sstream>

#include "app/cli/cli.h"
#include "fuzzy.h"

namespace {

struct Run {
    int code;
    std::string out;
    std::string err;
};

Run cli(std::vector<std::string> args) {
    std::ostringstream out;
    std::ostringstream err;
    const int code = stepbudget::cli::run(args, out, err);
    return {code, out.str(), err.str()};
}

const std::string kPreset = std::string(STEPBUDGET_PRESETS_DIR) + "/book-pipeline.json";

}  // namespace

class TestScheduleCli : public QObject {
    Q_OBJECT

private slots:
    void json_data();
    void json();
    void ascii();
    void invalidInput_data();
    void invalidInput();
};

void TestScheduleCli::json_data() {
    QTest::addColumn<QString>("schedule");
    QTest::addColumn<double>("makespan");
    QTest::addColumn<int>("ops");  // compute + transfers + updates
    QTest::newRow("1F1B book preset") << "1f1b" << 347.0 << 2 * 32 + 48 + 4;
    QTest::newRow("ZB-H1 book preset") << "zb-h1" << 283.0 << 3 * 32 + 48 + 4;
    QTest::newRow("interleaved book preset") << "interleaved" << 893.0 / 3 << 2 * 64 + 112 + 4;
}

void TestScheduleCli::json() {
    QFETCH(QString, schedule);
    QFETCH(double, makespan);
    QFETCH(int, ops);
    const Run r = cli({"schedule", kPreset, "--schedule", schedule.toStdString()});
    QCOMPARE(r.code, 0);
    const QJsonObject root = QJsonDocument::fromJson(QByteArray::fromStdString(r.out)).object();
    QCOMPARE(root.value("schedule").toString(), schedule);
    SB_COMPARE_REL(root.value("makespan_ms").toDouble(), makespan, 1e-12);
    QCOMPARE(root.value("idle_ms").toArray().size(), 4);
    QCOMPARE(root.value("peak_bytes").toArray().size(), 4);
    QVERIFY(root.value("forward_messages").toInt() > 0);
    const QJsonArray list = root.value("ops").toArray();
    QCOMPARE(list.size(), ops);
    double last_start = 0;
    for (const QJsonValue& v : list) {
        const QJsonObject op = v.toObject();
        for (const char* key : {"gpu", "kind", "stage", "microbatch", "start_ms", "end_ms"}) {
            QVERIFY2(op.contains(key), key);
        }
        QVERIFY(op.value("end_ms").toDouble() >= op.value("start_ms").toDouble());
        QVERIFY(op.value("start_ms").toDouble() >= last_start);  // a timeline, in time order
        last_start = op.value("start_ms").toDouble();
    }
    SB_COMPARE_REL(list.last().toObject().value("end_ms").toDouble(), makespan, 1e-12);
    QCOMPARE(list.last().toObject().value("kind").toString(), QStringLiteral("U"));
    QCOMPARE(root.value("memory").toArray().size(), 4);
}

void TestScheduleCli::ascii() {
    const Run r = cli(
        {"schedule", kPreset, "--schedule=dualpipe", "--format", "ascii", "--ms-per-char", "2.5"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.find("dualpipe: makespan 306 ms, 1 column = 2.5 ms") != std::string::npos);
    QVERIFY(r.out.find("GPU 3  f4--f5--f6--f7--") != std::string::npos);  // direction 1 enters
    QVERIFY(r.out.find("idle 65 ms, peak 1612.3 MiB") != std::string::npos);
    // --set reaches the simulation too.
    const Run m16 =
        cli({"schedule", kPreset, "--set", "pipeline.microbatches=16", "--format", "ascii"});
    QCOMPARE(m16.code, 0);
    QVERIFY(m16.out.find("1f1b: makespan 599 ms") != std::string::npos);
}

void TestScheduleCli::invalidInput_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown schedule") << QStringList{"--schedule", "gpipe"} << "pipeline.schedule";
    QTest::newRow("interleaved needs m divisible by p")
        << QStringList{"--schedule", "interleaved", "--set", "pipeline.microbatches=6"}
        << "pipeline.microbatches: 6 must be a multiple of pipeline.stages";
    QTest::newRow("over the op limit") << QStringList{"--schedule", "interleaved",
                                                      "--set",      "pipeline.stages=64",
                                                      "--set",      "pipeline.microbatches=1024",
                                                      "--set",      "pipeline.chunks=8"}
                                       << "at most 2000000 are simulated";
    QTest::newRow("format md") << QStringList{"--format", "md"} << "json or ascii";
    QTest::newRow("bad scale") << QStringList{"--format", "ascii", "--ms-per-char", "0"}
                               << "--ms-per-char";
}

void TestScheduleCli::invalidInput() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    std::vector<std::string> argv{"schedule", kPreset};
    for (const QString& a : args) {
        argv.push_back(a.toStdString());
    }
    const Run r = cli(argv);
    QCOMPARE(r.code, 2);
    QVERIFY(r.out.empty());
    QVERIFY2(r.err.find(message.toStdString()) != std::string::npos, r.err.c_str());
}

QTEST_APPLESS_MAIN(TestScheduleCli)
#include "tst_schedule_cli.moc"
