// Saves and exports never replace what is not a regular file: a preset save, the HTML and
// Markdown reports and chart exports onto a FIFO, a device node (mknod, root) and a file with a
// device bind-mounted over it (root) are refused with the reason and leave the node as it was
// (the atomic rename used to put a regular file in its place; as root `--export-report
// /dev/full` replaced the device). An unknown report extension is an error, not HTML; --grab's
// failures give the OS reason.
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <QApplication>
#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QtCharts/QChartView>

#include "app/gui/controller.h"
#include "app/gui/document.h"
#include "app/gui/main_window.h"
#include "app/gui/report.h"
#include "views/common/chart_export.h"

using namespace stepbudget;

namespace {

QString kindOf(const QString& path) {
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0) {
        return "missing";
    }
    return S_ISFIFO(st.st_mode) ? "fifo" : S_ISCHR(st.st_mode) ? "char" : "regular";
}

// Makes `path` a FIFO, a character device node or a regular file with /dev/null bind-mounted
// over it; false when the kind needs root and this is not root.
bool makeTarget(const QString& kind, const QString& path) {
    const QByteArray native = QFile::encodeName(path);
    if (kind == "fifo") {
        return ::mkfifo(native.constData(), 0600) == 0;
    }
    if (::geteuid() != 0) {
        return false;
    }
    if (kind == "device-node") {
        return ::mknod(native.constData(), S_IFCHR | 0600, makedev(1, 3)) == 0;
    }
    QFile f(path);  // bind mount: the mount point must exist as a file
    f.open(QIODevice::WriteOnly);
    f.close();
    return ::mount("/dev/null", native.constData(), nullptr, MS_BIND, nullptr) == 0;
}

// The app as a batch process with its settings and autosaves in `dir`.
int runApp(const QTemporaryDir& dir, const QStringList& args, QByteArray* err) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("QT_QPA_PLATFORM", "offscreen");
    env.insert("XDG_DATA_HOME", dir.filePath("data"));
    env.insert("XDG_CONFIG_HOME", dir.filePath("config"));
    p.setProcessEnvironment(env);
    p.start(STEPBUDGET_APP, QStringList{"--restore", "no"} + args);
    p.waitForFinished(60000);
    *err = p.readAllStandardError();
    return p.exitCode();
}

void releaseTarget(const QString& kind, const QString& path) {
    if (kind == "bind-mount") {
        ::umount2(QFile::encodeName(path).constData(), MNT_DETACH);
    }
}

}  // namespace

class TestSaveTargets : public QObject {
    Q_OBJECT
private:
    Controller m_controller;
    MainWindow* m_window = nullptr;

private slots:
    void initTestCase() {
        m_window = new MainWindow(&m_controller);
        m_window->resize(1200, 800);
        m_window->show();
        m_controller.flush();
        QApplication::processEvents();
    }
    void cleanupTestCase() { delete m_window; }
    void specialTargetsAreRefused_data();
    void specialTargetsAreRefused();
    void batchExportOntoAFifoExitsNonZero();
    void unknownReportExtensionIsAnError();
    void grabGivesTheOsReason();
};

void TestSaveTargets::specialTargetsAreRefused_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("name");
    for (const char* kind : {"fifo", "device-node", "bind-mount"}) {
        for (const char* name :
             {"plan.json", "report.html", "report.md", "chart.png", "chart.csv"}) {
            QTest::newRow(qPrintable(QString("%1/%2").arg(kind, name))) << kind << name;
        }
    }
}

void TestSaveTargets::specialTargetsAreRefused() {
    QFETCH(QString, kind);
    QFETCH(QString, name);
    QTemporaryDir dir;
    const QString target = dir.filePath(name);
    if (!makeTarget(kind, target)) {
        QSKIP("needs root (CI runs as root)");
    }
    const QString before = kindOf(target);
    MainWindow& window = *m_window;
    Controller& controller = m_controller;
    QString error;
    bool ok = true;
    if (name.endsWith(".json")) {
        ok = window.document()->saveAs(target, &error);
    } else if (name.startsWith("report")) {
        ok = writeReport(&window, controller, target, &error);
    } else {
        auto* chart = window.findChild<QChartView*>();
        QVERIFY(chart != nullptr);
        ok = exportChart(chart, target, 1.0, &error);
    }
    const QString after = kindOf(target);
    releaseTarget(kind, target);
    QVERIFY(!ok);
    QVERIFY2(error.contains("not a regular file"), qPrintable(error));
    QCOMPARE(after, before);  // the FIFO or device is still there, not a regular file
    QVERIFY(window.document()->path() != QFileInfo(target).absoluteFilePath());
}

// The batch run that found it: `stepbudget p.json --export-report o.html` onto a FIFO exited 0.
void TestSaveTargets::batchExportOntoAFifoExitsNonZero() {
    QTemporaryDir dir;
    const QString fifo = dir.filePath("o.html");
    QVERIFY(makeTarget("fifo", fifo));
    QByteArray err;
    QCOMPARE(runApp(dir, {"--export-report", fifo}, &err), 1);
    QVERIFY2(err.contains("named pipe"), err.constData());
    QCOMPARE(kindOf(fifo), QString("fifo"));
}

void TestSaveTargets::unknownReportExtensionIsAnError() {
    QTemporaryDir dir;
    MainWindow& window = *m_window;
    Controller& controller = m_controller;
    for (const char* name : {"x.xyz", "report", "r.json"}) {
        QString error;
        QVERIFY(!writeReport(&window, controller, dir.filePath(name), &error));
        QVERIFY2(error.contains("unknown report format"), qPrintable(error));
        QVERIFY(!QFile::exists(dir.filePath(name)));
    }
}

void TestSaveTargets::grabGivesTheOsReason() {
    QTemporaryDir dir;
    QByteArray err;
    QCOMPARE(
        runApp(dir, {"--size", "400x300", "--grab", dir.filePath("no/such/folder/x.png")}, &err),
        1);
    QVERIFY2(err.contains("No such file or directory"), err.constData());
}

QTEST_MAIN(TestSaveTargets)
#include "tst_save_targets.moc"
