// Never lose work, tested with the real app process: SIGKILL mid-session and the next start
// restores the edits; SIGKILL while saving leaves the old file or the new one, never a mix; a
// crash in a state that breaks cross-key rules is restored for fixing; a crash within half a
// second of restoring loses nothing; a running instance's autosave is never taken; PID reuse
// (a PID namespace, where every start is PID 1, and a lock naming a live PID) changes nothing.
#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>

#include "model/io/scenario_json.h"

namespace {

QProcessEnvironment isolated(const QTemporaryDir& dir) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("QT_QPA_PLATFORM", "offscreen");
    env.insert("XDG_DATA_HOME", dir.filePath("data"));      // autosave folder
    env.insert("XDG_CONFIG_HOME", dir.filePath("config"));  // settings
    return env;
}

QString autosaveFolder(const QTemporaryDir& dir) {
    return dir.filePath("data/StepBudget/StepBudget");
}

QStringList autosaves(const QTemporaryDir& dir) {
    return QDir(autosaveFolder(dir)).entryList({"autosave-*.json"}, QDir::Files);
}

// Starts a session that edits with `sets` and keeps running (window open, as a user would);
// returns once a new autosave exists. `wrapper` runs the app under another program (unshare).
bool startEditing(QProcess& app, const QTemporaryDir& dir, const QStringList& sets,
                  const QStringList& wrapper = {}) {
    const QStringList before = autosaves(dir);
    app.setProcessEnvironment(isolated(dir));
    QStringList args{":/presets/book-design-48.json"};
    for (const QString& set : sets) {
        args << "--set" << set;
    }
    if (wrapper.isEmpty()) {
        app.start(STEPBUDGET_APP, args);
    } else {
        app.start(wrapper.front(), wrapper.mid(1) + QStringList{STEPBUDGET_APP} + args);
    }
    if (!app.waitForStarted()) {
        return false;
    }
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 20000) {
        QTest::qWait(50);
        if (autosaves(dir).size() > before.size()) {
            QTest::qWait(100);  // its .path is written right after
            return true;
        }
    }
    return false;
}

void crash(QProcess& app) {
    ::kill(static_cast<pid_t>(app.processId()), SIGKILL);
    app.waitForFinished();
}

struct Printed {
    int exit_code = -1;
    stepbudget::LoadResult scenario;
    QString err;
};

// A batch start that restores (or not) and prints the scenario it ends up with.
Printed printScenario(const QTemporaryDir& dir, const QString& restore,
                      const QStringList& wrapper = {}) {
    QProcess app;
    app.setProcessEnvironment(isolated(dir));
    const QStringList args{"--restore", restore, "--print-scenario"};
    if (wrapper.isEmpty()) {
        app.start(STEPBUDGET_APP, args);
    } else {
        app.start(wrapper.front(), wrapper.mid(1) + QStringList{STEPBUDGET_APP} + args);
    }
    Printed out;
    if (!app.waitForFinished(30000)) {
        app.kill();
        app.waitForFinished();
        return out;
    }
    out.exit_code = app.exitCode();
    out.scenario = stepbudget::scenarioFromJson(app.readAllStandardOutput().toStdString());
    out.err = QString::fromUtf8(app.readAllStandardError());
    return out;
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace

class TestCrash : public QObject {
    Q_OBJECT
private slots:
    void killMidSessionRestoresEdits();
    void cleanExitLeavesNoAutosave();
    void killWhileSavingNeverMixes();
    void restoreAfterCrashInABrokenState();
    void killWithinHalfASecondOfRestoring();
    void twoInstancesKeepTheirOwn();
    void pidReuseInANamespace();
    void pidReuseWithALiveLockPid();
    void unreadableAutosaveIsKeptAndNamed();
};

void TestCrash::killMidSessionRestoresEdits() {
    QTemporaryDir dir;
    QProcess app;
    app.setProcessEnvironment(isolated(dir));
    // A session that edits two parameters and then keeps running (as a user would, window open).
    app.start(STEPBUDGET_APP, {":/presets/book-design-48.json", "--set", "cluster.cards=32",
                               "--set", "cluster.mfu=0.35"});
    QVERIFY(app.waitForStarted());
    // The autosave appears within half a second of the edits.
    QTRY_VERIFY_WITH_TIMEOUT(!QDir(autosaveFolder(dir)).entryList({"autosave-*.json"}).isEmpty(),
                             15000);
    ::kill(static_cast<pid_t>(app.processId()), SIGKILL);
    QVERIFY(app.waitForFinished());
    QCOMPARE(app.exitStatus(), QProcess::CrashExit);

    QProcess restart;
    restart.setProcessEnvironment(isolated(dir));
    restart.start(STEPBUDGET_APP, {"--restore", "yes", "--print-scenario"});
    QVERIFY(restart.waitForFinished(30000));
    QCOMPARE(restart.exitCode(), 0);
    const stepbudget::LoadResult restored =
        stepbudget::scenarioFromJson(restart.readAllStandardOutput().toStdString());
    QVERIFY(restored.ok());
    QCOMPARE(restored.scenario.cluster.cards, std::int64_t{32});
    QCOMPARE(restored.scenario.cluster.mfu, 0.35);
    // Restored and taken: the orphan is gone.
    QVERIFY(QDir(autosaveFolder(dir)).entryList({"autosave-*.json"}).isEmpty());
}

void TestCrash::cleanExitLeavesNoAutosave() {
    QTemporaryDir dir;
    QProcess app;
    app.setProcessEnvironment(isolated(dir));
    app.start(STEPBUDGET_APP, {"--set", "cluster.cards=40", "--report"});
    QVERIFY(app.waitForFinished(30000));
    QCOMPARE(app.exitCode(), 0);
    QVERIFY(QDir(autosaveFolder(dir)).entryList({"autosave-*.json"}).isEmpty());
    QProcess next;
    next.setProcessEnvironment(isolated(dir));
    next.start(STEPBUDGET_APP, {"--restore", "yes", "--print-scenario"});
    QVERIFY(next.waitForFinished(30000));
    QVERIFY(next.readAllStandardOutput().contains("\"cards\": 48"));  // nothing was restored
}

void TestCrash::killWhileSavingNeverMixes() {
    QTemporaryDir dir;
    const QString target = dir.filePath("plan.json");
    for (int round = 0; round < 12; ++round) {
        QProcess saver;
        saver.setProcessEnvironment(isolated(dir));
        saver.start(STEPBUDGET_APP, {"--stress-save", target});
        QVERIFY(saver.waitForReadyRead(30000));  // "saving": the first file is complete
        QTest::qWait(5 + static_cast<int>(QRandomGenerator::global()->bounded(60)));
        ::kill(static_cast<pid_t>(saver.processId()), SIGKILL);
        QVERIFY(saver.waitForFinished());
        QFile f(target);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const stepbudget::LoadResult loaded =
            stepbudget::scenarioFromJson(f.readAll().toStdString());
        QVERIFY2(
            loaded.ok(),
            qPrintable(QString("round %1: the file on disk is not a whole preset").arg(round)));
        const auto cards = loaded.scenario.cluster.cards;
        QVERIFY(cards == 48 || cards == 32);
        QCOMPARE(loaded.scenario.description.size(),
                 cards == 32 ? std::size_t{15000} : std::size_t{0});
    }
}

void TestCrash::restoreAfterCrashInABrokenState() {
    QTemporaryDir dir;
    QProcess app;
    // Each key in range, together broken: kv heads must divide the 32 heads.
    QVERIFY(startEditing(app, dir, {"cluster.cards=32", "model.kv_heads=7"}));
    crash(app);
    const Printed restored = printScenario(dir, "yes");
    QCOMPARE(restored.exit_code, 0);
    QVERIFY(restored.scenario.keys_valid);
    QCOMPARE(restored.scenario.scenario.model.kv_heads, std::int64_t{7});
    QCOMPARE(restored.scenario.scenario.cluster.cards, std::int64_t{32});
    QVERIFY2(restored.err.contains("needs fixing") && restored.err.contains("model.kv_heads"),
             qPrintable(restored.err));
    QVERIFY(autosaves(dir).isEmpty());  // taken, and that session ended cleanly
}

void TestCrash::killWithinHalfASecondOfRestoring() {
    QTemporaryDir dir;
    QProcess app;
    QVERIFY(startEditing(app, dir, {"cluster.cards=32", "cluster.mfu=0.35"}));
    crash(app);
    // A crash loop: each start restores and is killed 0-500 ms after it began.
    for (int round = 0; round < 10; ++round) {
        QProcess again;
        again.setProcessEnvironment(isolated(dir));
        again.start(STEPBUDGET_APP, {"--restore", "yes"});
        QVERIFY(again.waitForStarted());
        QTest::qWait(static_cast<int>(QRandomGenerator::global()->bounded(500)));
        crash(again);
        // At every moment some autosave holds the edits.
        bool held = false;
        for (const QString& name : autosaves(dir)) {
            const auto loaded = stepbudget::scenarioFromJson(
                readAll(autosaveFolder(dir) + "/" + name).toStdString());
            held = held || (loaded.ok() && loaded.scenario.cluster.cards == 32);
        }
        QVERIFY2(held, qPrintable(QString("round %1: no autosave holds the edits").arg(round)));
    }
    const Printed restored = printScenario(dir, "yes");
    QCOMPARE(restored.scenario.scenario.cluster.cards, std::int64_t{32});
    QCOMPARE(restored.scenario.scenario.cluster.mfu, 0.35);
}

void TestCrash::twoInstancesKeepTheirOwn() {
    QTemporaryDir dir;
    QProcess first;
    QVERIFY(startEditing(first, dir, {"cluster.cards=32"}));
    const QStringList files = autosaves(dir);
    QCOMPARE(files.size(), 1);
    const QString first_file = autosaveFolder(dir) + "/" + files.front();
    const QByteArray first_bytes = readAll(first_file);
    // A second instance starting while the first runs neither restores nor touches its file.
    const Printed second = printScenario(dir, "yes");
    QCOMPARE(second.exit_code, 0);
    QCOMPARE(second.scenario.scenario.cluster.cards, std::int64_t{48});
    // A second editing session writes its own file beside it.
    QProcess third;
    QVERIFY(startEditing(third, dir, {"cluster.cards=40"}));
    QCOMPARE(autosaves(dir).size(), 2);
    QCOMPARE(readAll(first_file), first_bytes);
    crash(first);
    // Now the first's edits are an orphan; the running third instance's are not.
    const Printed restored = printScenario(dir, "yes");
    QCOMPARE(restored.scenario.scenario.cluster.cards, std::int64_t{32});
    QCOMPARE(autosaves(dir).size(), 1);  // the third's, untouched
    crash(third);
    QCOMPARE(printScenario(dir, "yes").scenario.scenario.cluster.cards, std::int64_t{40});
}

void TestCrash::pidReuseInANamespace() {
    // In a PID namespace (Flatpak, containers) every start of the app is PID 1: the crashed
    // session and the restarted one share their PID.
    QProcess probe;
    probe.start("unshare", {"--pid", "--fork", "true"});
    if (!probe.waitForFinished(5000) || probe.exitStatus() != QProcess::NormalExit ||
        probe.exitCode() != 0) {
        QSKIP(
            "no PID namespaces here (needs root or user namespaces); "
            "pidReuseWithALiveLockPid simulates the reuse instead");
    }
    const QStringList ns{"unshare", "--pid", "--fork", "--kill-child=SIGKILL"};
    QTemporaryDir dir;
    QProcess app;
    QVERIFY(startEditing(app, dir, {"cluster.cards=32"}, ns));
    const QString lock =
        autosaveFolder(dir) + "/" + autosaves(dir).front().replace(".json", ".lock");
    QVERIFY2(readAll(lock).startsWith("1\n"), readAll(lock).constData());  // PID 1 indeed
    crash(app);  // unshare dies, its child gets SIGKILL
    QTest::qWait(300);
    const Printed restored = printScenario(dir, "yes", ns);  // PID 1 again
    QCOMPARE(restored.exit_code, 0);
    QCOMPARE(restored.scenario.scenario.cluster.cards, std::int64_t{32});
}

void TestCrash::pidReuseWithALiveLockPid() {
    QTemporaryDir dir;
    QProcess crashed;
    QVERIFY(startEditing(crashed, dir, {"cluster.cards=32"}));
    crash(crashed);
    // The crashed session's PID now belongs to another live StepBudget (one with no edits, so
    // no autosave of its own): a PID check would call the crashed session alive forever.
    QProcess live;
    live.setProcessEnvironment(isolated(dir));
    live.start(STEPBUDGET_APP, {":/presets/book-design-48.json", "--restore", "no"});
    QVERIFY(live.waitForStarted());
    QTest::qWait(500);
    const QString lock =
        autosaveFolder(dir) + "/" + autosaves(dir).front().replace(".json", ".lock");
    QByteArray content = readAll(lock);
    QVERIFY(!content.isEmpty());
    content = QByteArray::number(live.processId()) + content.mid(content.indexOf('\n'));
    QFile f(lock);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(content);
    f.close();
    const Printed restored = printScenario(dir, "yes");
    crash(live);
    QCOMPARE(restored.exit_code, 0);
    QCOMPARE(restored.scenario.scenario.cluster.cards, std::int64_t{32});
}

void TestCrash::unreadableAutosaveIsKeptAndNamed() {
    QTemporaryDir dir;
    QVERIFY(QDir().mkpath(autosaveFolder(dir)));
    const QString garbage = autosaveFolder(dir) + "/autosave-0123456789abcdef.json";
    QFile f(garbage);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"schema\": \"stepbudget/1\", \"cluster\": {\"cards\": ");  // cut by the crash
    f.close();
    const Printed run = printScenario(dir, "yes");
    QCOMPARE(run.exit_code, 0);
    QVERIFY2(run.err.contains(garbage + " cannot be read; left in place"), qPrintable(run.err));
    QVERIFY(QFile::exists(garbage));
}

QTEST_GUILESS_MAIN(TestCrash)
#include "tst_crash.moc"
