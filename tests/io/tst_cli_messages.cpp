// The CLI's messages under careless or hostile use: a file it writes never lands on a FIFO or a
// device (and an empty name is an error), failures name the OS reason, a flood of one duplicate
// key is one line with a count, and --vary reads numbers exactly as --set does.
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "cli_runner.h"

using namespace stepbudget::test;

namespace {

const QString kData = QStringLiteral(STEPBUDGET_DATA_DIR "/published_runs.json");

bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// How a file is: "fifo", "char", "regular", "missing".
QString kindOf(const QString& path) {
    struct stat st {};
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0) {
        return "missing";
    }
    return S_ISFIFO(st.st_mode) ? "fifo" : S_ISCHR(st.st_mode) ? "char" : "regular";
}

}  // namespace

class TestCliMessages : public QObject {
    Q_OBJECT
private slots:
    void writeRefusesSpecialTargets_data();
    void writeRefusesSpecialTargets();
    void writeEmptyNameIsAnError();
    void writeFailureGivesTheOsReason();
    void duplicateKeysAreCountedOnce();
    void varyReadsNumbersAsSetDoes_data();
    void varyReadsNumbersAsSetDoes();
};

void TestCliMessages::writeRefusesSpecialTargets_data() {
    QTest::addColumn<QString>("kind");
    QTest::newRow("fifo") << "fifo";
    QTest::newRow("device-node") << "char";  // mknod of /dev/null's numbers (root)
}

// validate-model --write onto a FIFO blocked until a reader came (then wrote into it); onto a
// device node as root the report replaced the node. Both are refused, the node left as it is.
void TestCliMessages::writeRefusesSpecialTargets() {
    QFETCH(QString, kind);
    QTemporaryDir dir;
    const QString target = dir.filePath("report.md");
    const QByteArray native = QFile::encodeName(target);
    if (kind == "fifo") {
        QCOMPARE(::mkfifo(native.constData(), 0600), 0);
    } else if (::geteuid() != 0 ||
               ::mknod(native.constData(), S_IFCHR | 0600, makedev(1, 3)) != 0) {
        QSKIP("mknod needs root (CI runs as root)");
    }
    QElapsedTimer timer;
    timer.start();
    const Run r = cli({"validate-model", "--data", kData, "--write", target});
    QVERIFY2(timer.elapsed() < 30000, "the write blocked");  // a hang guard, not a speed test
    QCOMPARE(r.exit_code, 1);
    QVERIFY2(r.err.contains("not a regular file"), r.err.constData());
    QCOMPARE(kindOf(target), kind);  // the node is still what it was
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::System).size(), 1);  // no temporary
}

void TestCliMessages::writeEmptyNameIsAnError() {
    const Run r = cli({"validate-model", "--data", kData, "--write", ""});
    QCOMPARE(r.exit_code, 2);
    QVERIFY2(r.err.contains("--write needs a file name"), r.err.constData());
}

void TestCliMessages::writeFailureGivesTheOsReason() {
    QTemporaryDir dir;
    const Run r = cli({"validate-model", "--data", kData, "--write", dir.filePath("no/such.md")});
    QCOMPARE(r.exit_code, 1);
    QVERIFY2(r.err.contains("No such file or directory"), r.err.constData());
    // Reading the data file: the OS reason too.
    const Run missing = cli({"validate-model", "--data", dir.filePath("none.json")});
    QCOMPARE(missing.exit_code, 2);
    QVERIFY2(missing.err.contains("No such file or directory"), missing.err.constData());
}

// 80,000 repeats of one key printed 200 identical-looking lines; now one line with the count.
void TestCliMessages::duplicateKeysAreCountedOnce() {
    QTemporaryDir dir;
    const QString path = dir.filePath("dup.json");
    QByteArray text = R"({"schema": "stepbudget/1", "cluster": {)";
    for (int i = 0; i < 80000; ++i) {
        text += "\n\"cards\": 48,";
    }
    text += "\n\"mfu\": 0.4}}";
    QVERIFY(writeFile(path, text));
    const Run r = cli({"validate", path});
    QCOMPARE(r.exit_code, 2);
    const QList<QByteArray> lines = r.err.trimmed().split('\n');
    QCOMPARE(lines.size(), 2);  // "...: invalid input" and the one problem
    QVERIFY2(lines[1].contains("cluster.cards: appears 80000 times, first on line 2, last on "
                               "line 80001"),
             lines[1].constData());
    // Two occurrences keep the old wording.
    QVERIFY(writeFile(path, R"({"schema": "stepbudget/1", "cluster": {"cards": 8,
"cards": 16}})"));
    const Run twice = cli({"validate", path});
    QVERIFY2(twice.err.contains("cluster.cards: appears twice, on lines 1 and 2"),
             twice.err.constData());
}

void TestCliMessages::varyReadsNumbersAsSetDoes_data() {
    QTest::addColumn<QString>("text");
    for (const char* t : {"0x10", "+16", " 16", "16 ", "1e1000", "inf", "nan", "016", ".5e2", "16.",
                          "1_6", "16", "1.6e1", "32"}) {
        QTest::newRow(t) << QString(t);
    }
}

// --vary accepted hex and "+16" that --set refuses: both now read a number through one parser.
void TestCliMessages::varyReadsNumbersAsSetDoes() {
    QFETCH(QString, text);
    const QString preset = presetFile("book-design-48.json");
    const Run set = cli({"validate", preset, "--set", "cluster.cards=" + text});
    const Run vary = cli({"sweep", preset, "--vary", "cluster.cards=" + text + ":64:2", "--metric",
                          "plan.finish_days"});
    QCOMPARE(vary.exit_code == 0, set.exit_code == 0);
    if (set.exit_code != 0) {
        QCOMPARE(vary.exit_code, 2);
        QVERIFY2(vary.err.contains("cluster.cards: sweep bound"), vary.err.constData());
    }
}

QTEST_MAIN(TestCliMessages)
#include "tst_cli_messages.moc"
