// Never lose work, tested with the real app process: SIGKILL mid-session and the next start
// restores the edits; SIGKILL while saving leaves the old file or the new one, never a mix.
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

}  // namespace

class TestCrash : public QObject {
    Q_OBJECT
private slots:
    void killMidSessionRestoresEdits();
    void cleanExitLeavesNoAutosave();
    void killWhileSavingNeverMixes();
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

QTEST_GUILESS_MAIN(TestCrash)
#include "tst_crash.moc"
