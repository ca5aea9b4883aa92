// Never lose a file, in process: a full disk (a small tmpfs mounted here when the test runs as
// root, and always an injected write failure through RLIMIT_FSIZE, which makes the kernel refuse
// the write) leaves the old preset, autosave and export whole and says why; saving a scenario
// that breaks cross-key rules asks first; such a file opens "needs fixing"; a bad startup preset
// gets the Open dialog and then the default; a long problem list scrolls; the views print the
// same numbers under a German locale.
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QAbstractSpinBox>
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QtCharts/QChartView>
#include <csignal>
#include <functional>

#include "app/gui/app_shell.h"
#include "app/gui/autosave.h"
#include "app/gui/controller.h"
#include "app/gui/document.h"
#include "app/gui/main_window.h"
#include "app/gui/problems_dialog.h"
#include "app/gui/report.h"
#include "model/io/scenario_json.h"
#include "presets.h"
#include "views/common/chart_export.h"

using namespace stepbudget;

namespace {

// Answers the next modal dialog: records its title and text, then presses `button` (or closes).
class DialogAnswer {
public:
    explicit DialogAnswer(QDialogButtonBox::StandardButton button = QDialogButtonBox::Ok)
        : m_button(button) {
        m_timer.setInterval(20);
        QObject::connect(&m_timer, &QTimer::timeout, [this] { poll(); });
        m_timer.start();
    }
    bool seen() const { return m_seen; }
    QString title() const { return m_title; }
    QString text() const { return m_text; }
    QSize size;
    QRect buttons_rect;
    QSize screen;
    int scroll_max = 0;

private:
    void poll() {
        QWidget* modal = QApplication::activeModalWidget();
        if (modal == nullptr) {
            return;
        }
        m_timer.stop();
        m_seen = true;
        m_title = modal->windowTitle();
        if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            m_text = box->text();
            box->done(m_button == QDialogButtonBox::Cancel ? QMessageBox::Cancel : QMessageBox::Ok);
            return;
        }
        if (auto* problems = qobject_cast<ProblemsDialog*>(modal)) {
            m_text = problems->intro()->text() + "\n" + problems->details()->toPlainText();
            QApplication::processEvents();
            size = problems->size();
            screen = problems->screen()->availableGeometry().size();
            buttons_rect = QRect(problems->buttons()->mapTo(problems, QPoint(0, 0)),
                                 problems->buttons()->size());
            scroll_max = problems->details()->verticalScrollBar()->maximum();
            if (QPushButton* b = problems->buttons()->button(m_button)) {
                b->click();
                return;
            }
        }
        modal->close();
    }
    QDialogButtonBox::StandardButton m_button;
    QTimer m_timer;
    bool m_seen = false;
    QString m_title;
    QString m_text;
};

bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A scenario whose preset is large enough not to fit the full disks below.
Scenario bigScenario() {
    Scenario s;
    s.cluster.cards = 32;
    s.description = std::string(15000, 'x');
    return s;
}

// A folder where writes fail: "tmpfs" fills a 64 KiB tmpfs (root only), "rlimit" caps the file
// size of this process at 4 KiB (the kernel refuses larger writes with EFBIG).
class FullDisk {
public:
    FullDisk(const QString& mode, const QString& folder, const char* size = "size=64k")
        : m_mode(mode), m_folder(folder) {
        QDir().mkpath(folder);
        if (mode == QLatin1String("tmpfs")) {
            m_mounted = ::geteuid() == 0 && ::mount("tmpfs", QFile::encodeName(folder).constData(),
                                                    "tmpfs", 0, size) == 0;
        }
    }
    ~FullDisk() {
        release();
        if (m_mounted) {
            ::umount2(QFile::encodeName(m_folder).constData(), MNT_DETACH);
        }
    }
    bool available() const { return m_mode != QLatin1String("tmpfs") || m_mounted; }
    // From now on writes fail.
    void fill() {
        if (m_mode == QLatin1String("tmpfs")) {
            QFile filler(m_folder + "/filler");
            filler.open(QIODevice::WriteOnly);
            const QByteArray block(4096, 'f');
            while (filler.write(block) == block.size() && filler.flush()) {
            }
            return;
        }
        std::signal(SIGXFSZ, SIG_IGN);  // EFBIG instead of the signal
        ::getrlimit(RLIMIT_FSIZE, &m_saved);
        rlimit limit = m_saved;
        limit.rlim_cur = 4096;
        ::setrlimit(RLIMIT_FSIZE, &limit);
        m_limited = true;
    }
    void release() {
        if (m_limited) {
            ::setrlimit(RLIMIT_FSIZE, &m_saved);
            m_limited = false;
        }
        QFile::remove(m_folder + "/filler");
    }
    QString reason() const {
        return m_mode == QLatin1String("tmpfs") ? QStringLiteral("No space left on device")
                                                : QStringLiteral("File too large");
    }

private:
    QString m_mode;
    QString m_folder;
    bool m_mounted = false;
    bool m_limited = false;
    rlimit m_saved{};
};

void addDiskRows() {
    QTest::addColumn<QString>("mode");
    QTest::newRow("tmpfs") << QStringLiteral("tmpfs");
    QTest::newRow("rlimit") << QStringLiteral("rlimit");
}

QStringList visibleTexts(QWidget* root) {
    QStringList out;
    for (QLabel* l : root->findChildren<QLabel*>()) {
        out << l->text();
    }
    for (QAbstractSpinBox* s : root->findChildren<QAbstractSpinBox*>()) {
        out << s->text();
    }
    for (QLineEdit* e : root->findChildren<QLineEdit*>()) {
        out << e->text();
    }
    for (QTableWidget* t : root->findChildren<QTableWidget*>()) {
        for (int r = 0; r < t->rowCount(); ++r) {
            for (int c = 0; c < t->columnCount(); ++c) {
                out << (t->item(r, c) ? t->item(r, c)->text() : QString());
            }
        }
    }
    return out;
}

}  // namespace

class TestFileFaults : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void fullDiskSaveKeepsTheOldFile_data() { addDiskRows(); }
    void fullDiskSaveKeepsTheOldFile();
    void fullDiskAutosaveKeepsTheLastGood_data() { addDiskRows(); }
    void fullDiskAutosaveKeepsTheLastGood();
    void fullDiskExportsSayWhy_data() { addDiskRows(); }
    void fullDiskExportsSayWhy();
    void failedSaveShowsADialog();
    void savingABrokenScenarioAsks();
    void brokenFileOpensNeedsFixing();
    void badStartupPresetShowsOpenDialogThenDefault();
    void longProblemListScrolls();
    void sameNumbersUnderAGermanLocale();
    void sessionsNeverShareAnAutosave();

private:
    QTemporaryDir m_home;
};

void TestFileFaults::initTestCase() {
    // The autosave folder and settings in a scratch home (not QStandardPaths' test mode, so a
    // tmpfs can be mounted over the autosave folder).
    qputenv("XDG_DATA_HOME", m_home.filePath("data").toUtf8());
    qputenv("XDG_CONFIG_HOME", m_home.filePath("config").toUtf8());
    QCoreApplication::setApplicationName("StepBudget");
    QCoreApplication::setOrganizationName("StepBudget");
}

void TestFileFaults::fullDiskSaveKeepsTheOldFile() {
    QFETCH(QString, mode);
    const QString folder = m_home.filePath("disk-" + mode);
    FullDisk disk(mode, folder);
    if (!disk.available()) {
        QSKIP("not root or no tmpfs: the rlimit row injects the failure instead");
    }
    Controller controller;
    Document document(&controller);
    const QString path = folder + "/plan.json";
    QString error;
    QVERIFY(document.saveAs(path, &error));  // the old, good file
    const QByteArray old_bytes = readAll(path);
    controller.replaceScenario(bigScenario(), "big");
    QVERIFY(document.isModified());
    disk.fill();
    const bool saved = document.save(&error);
    disk.release();
    QVERIFY(!saved);
    QVERIFY2(error.contains(disk.reason()), qPrintable(error));
    QVERIFY2(error.contains(path) && error.contains("unchanged"), qPrintable(error));
    QCOMPARE(readAll(path), old_bytes);  // untouched, not 0 bytes
    QVERIFY(document.isModified());      // the unsaved marker stays
    // No temporary file is left behind.
    QCOMPARE(QDir(folder).entryList({"plan.json*"}, QDir::Files), QStringList{"plan.json"});
    // With space again, the same save works.
    QVERIFY(document.save(&error));
    QVERIFY(loadPresetFile(path).ok());
    QCOMPARE(loadPresetFile(path).scenario.cluster.cards, std::int64_t{32});
}

void TestFileFaults::fullDiskAutosaveKeepsTheLastGood() {
    QFETCH(QString, mode);
    QDir(Autosave::folder()).removeRecursively();
    FullDisk disk(mode, Autosave::folder());
    if (!disk.available()) {
        QSKIP("not root or no tmpfs: the rlimit row injects the failure instead");
    }
    Controller controller;
    Document document(&controller);
    Autosave autosave(&controller, &document);
    QVERIFY(!controller.setValue("cluster.cards", "40"));
    QVERIFY(autosave.writeNow());
    const QByteArray good = readAll(autosave.filePath());
    QCOMPARE(loadPresetFile(autosave.filePath()).scenario.cluster.cards, std::int64_t{40});
    QSignalSpy failed(&autosave, &Autosave::writeFailed);
    controller.replaceScenario(bigScenario(), "big");
    disk.fill();
    const bool first = autosave.writeNow();
    const bool second = autosave.writeNow();
    disk.release();
    QVERIFY(!first && !second);
    QCOMPARE(failed.count(), 1);  // said once per run of failures, not every half second
    QVERIFY2(failed.front().front().toString().contains(disk.reason()),
             qPrintable(failed.front().front().toString()));
    QCOMPARE(readAll(autosave.filePath()), good);  // the last good autosave survives
    QVERIFY(autosave.writeNow());
    QCOMPARE(loadPresetFile(autosave.filePath()).scenario.cluster.cards, std::int64_t{32});
    autosave.removeFile();
}

void TestFileFaults::fullDiskExportsSayWhy() {
    QFETCH(QString, mode);
    const QString folder = m_home.filePath("export-" + mode);
    FullDisk disk(mode, folder, "size=8m");  // room for the report with its chart images
    if (!disk.available()) {
        QSKIP("not root or no tmpfs: the rlimit row injects the failure instead");
    }
    Controller controller;
    controller.replaceScenario(bigScenario(), "big");
    MainWindow window(&controller);
    window.resize(1400, 900);
    window.show();
    controller.flush();
    QApplication::processEvents();
    auto* chart = window.findChild<QChartView*>();
    QVERIFY(chart != nullptr);
    QString error;
    const QString report = folder + "/report.html";
    QVERIFY2(writeReport(&window, controller, report, &error), qPrintable(error));
    const QByteArray old_report = readAll(report);
    QVERIFY(old_report.size() > 4096);
    disk.fill();
    QVERIFY(!writeReport(&window, controller, report, &error));
    const QString report_error = error;
    bool all_failed = true;
    QStringList chart_errors;
    for (const char* suffix : {"png", "svg", "pdf", "csv"}) {
        error.clear();
        // PNG, SVG and PDF exceed the rlimit row's 4 KiB; the CSV may fit, so it may succeed.
        const bool ok = exportChart(chart, folder + "/chart." + suffix, 4.0, &error);
        all_failed = all_failed && (!ok || QString(suffix) == "csv");
        chart_errors << error;
    }
    disk.release();
    QVERIFY2(report_error.contains(disk.reason()), qPrintable(report_error));
    QCOMPARE(readAll(report), old_report);
    QVERIFY2(all_failed, qPrintable(chart_errors.join('\n')));
    for (int i = 0; i < 3; ++i) {  // png, svg, pdf
        QVERIFY2(chart_errors[i].contains(disk.reason()), qPrintable(chart_errors[i]));
    }
    QVERIFY(QDir(folder).entryList({"*.png", "*.svg", "*.pdf"}, QDir::Files).isEmpty());
}

void TestFileFaults::failedSaveShowsADialog() {
    QTemporaryDir dir;
    Controller controller;
    MainWindow window(&controller);
    window.show();
    QString error;
    const QString path = dir.filePath("plan.json");
    QVERIFY(window.document()->saveAs(path, &error));
    const QByteArray old_bytes = readAll(path);
    controller.replaceScenario(bigScenario(), "big");
    QAction* save = nullptr;
    for (QAction* a : window.menuBar()->actions().front()->menu()->actions()) {
        if (a->shortcut() == QKeySequence::Save) {
            save = a;
        }
    }
    QVERIFY(save != nullptr);
    FullDisk disk("rlimit", dir.path());
    disk.fill();
    DialogAnswer answer;
    save->trigger();
    disk.release();
    QVERIFY(answer.seen());
    QCOMPARE(answer.title(), QString("Save failed"));
    QVERIFY2(answer.text().contains("File too large"), qPrintable(answer.text()));
    QCOMPARE(readAll(path), old_bytes);
    QVERIFY(window.isWindowModified());
}

void TestFileFaults::savingABrokenScenarioAsks() {
    QTemporaryDir dir;
    Controller controller;
    MainWindow window(&controller);
    QString error;
    const QString path = dir.filePath("plan.json");
    QVERIFY(window.document()->saveAs(path, &error));
    const QByteArray good = readAll(path);
    QVERIFY(!controller.setValue("model.kv_heads", "7"));  // in range, breaks a rule
    QVERIFY(!window.document()->problems().empty());
    {
        DialogAnswer cancel(QDialogButtonBox::Cancel);
        QVERIFY(!window.confirmSave());
        QVERIFY(cancel.seen());
        QCOMPARE(cancel.title(), QString("Save a scenario with problems?"));
        QVERIFY2(cancel.text().contains("model.kv_heads"), qPrintable(cancel.text()));
    }
    QCOMPARE(readAll(path), good);
    DialogAnswer save(QDialogButtonBox::Save);
    QVERIFY(window.confirmSave());
    QVERIFY(save.seen());
    QVERIFY(window.document()->save(&error));
    const LoadResult saved = loadPresetFile(path);
    QVERIFY(!saved.ok());
    QVERIFY(saved.keys_valid);  // the app's own file opens again (for fixing)
    QCOMPARE(saved.scenario.model.kv_heads, std::int64_t{7});
    // A valid scenario saves without a question.
    QVERIFY(!controller.setValue("model.kv_heads", "8"));
    DialogAnswer none;
    QVERIFY(window.confirmSave());
    QTest::qWait(60);
    QVERIFY(!none.seen());
}

void TestFileFaults::brokenFileOpensNeedsFixing() {
    QTemporaryDir dir;
    Scenario broken;
    broken.model.kv_heads = 7;
    broken.training.micro_batch = 100000;
    const QString path = dir.filePath("meeting.json");
    QString error;
    QVERIFY(writePresetFile(path, broken, &error));
    Controller controller;
    MainWindow window(&controller);
    window.show();
    DialogAnswer answer;
    QVERIFY(window.openPreset(path));
    QVERIFY(answer.seen());
    QCOMPARE(answer.title(), QString("Preset needs fixing"));
    QVERIFY2(
        answer.text().contains("model.kv_heads") && answer.text().contains("training.micro_batch"),
        qPrintable(answer.text()));
    QCOMPARE(controller.scenario().model.kv_heads, std::int64_t{7});
    QCOMPARE(window.document()->path(), QFileInfo(path).absoluteFilePath());
    controller.flush();
    QVERIFY2(window.windowTitle().contains("needs fixing"), qPrintable(window.windowTitle()));
    // Fixing both keys clears the state.
    QVERIFY(!controller.setValue("model.kv_heads", "8"));
    QVERIFY(!controller.setValue("training.micro_batch", "1"));
    controller.flush();
    QVERIFY(!window.windowTitle().contains("needs fixing"));
    // A file with a key out of range is still refused and changes nothing.
    const QString bad = dir.filePath("bad.json");
    QVERIFY(writeFile(bad, R"({"schema": "stepbudget/1", "cluster": {"mfu": 4}})"));
    DialogAnswer refused;
    QVERIFY(!window.openPreset(bad));
    QCOMPARE(refused.title(), QString("Invalid preset"));
    QCOMPARE(controller.scenario().model.kv_heads, std::int64_t{8});
}

void TestFileFaults::badStartupPresetShowsOpenDialogThenDefault() {
    QTemporaryDir dir;
    const QString bad = dir.filePath("mailed.json");
    QVERIFY(writeFile(bad, R"({"schema": "stepbudget/1", "cluster": {"cards": 0}})"));
    AppShell shell;
    shell.createWindow()->show();
    DialogAnswer answer;
    QVERIFY(shell.openStartupPreset(bad, ":/presets/book-design-48.json"));
    QVERIFY(answer.seen());
    QCOMPARE(answer.title(), QString("Invalid preset"));  // File > Open's dialog
    QVERIFY2(answer.text().contains("cluster.cards") && answer.text().contains(bad),
             qPrintable(answer.text()));
    QCOMPARE(scenarioToJson(shell.controller()->scenario()),
             scenarioToJson(test::preset("book-design-48.json")));
    // A FIFO given at start neither hangs nor stops the window.
    const QString fifo = dir.filePath("pipe.json");
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    DialogAnswer fifo_answer;
    QVERIFY(shell.openStartupPreset(fifo, ":/presets/book-design-48.json"));
    QVERIFY2(fifo_answer.text().contains("named pipe"), qPrintable(fifo_answer.text()));
    // Batch runs get the reason instead.
    QString error;
    QVERIFY(!shell.openStartupPreset(bad, ":/presets/book-design-48.json", &error));
    QVERIFY(error.contains("cluster.cards"));
}

void TestFileFaults::longProblemListScrolls() {
    Issues issues;
    for (int i = 0; i < 129; ++i) {
        issues.push_back({"cluster.key" + std::to_string(i), "unknown key"});
    }
    DialogAnswer answer;
    showProblems(nullptr, "Invalid preset", "129 problems", issuesText(issues));
    QVERIFY(answer.seen());
    QVERIFY2(answer.size.height() <= answer.screen.height(),
             qPrintable(QString("%1 > %2").arg(answer.size.height()).arg(answer.screen.height())));
    // The OK button lies inside the dialog, the list scrolls.
    QVERIFY(QRect(QPoint(0, 0), answer.size).contains(answer.buttons_rect));
    QVERIFY(answer.scroll_max > 0);
    QVERIFY(answer.text().contains("cluster.key128"));
}

void TestFileFaults::sameNumbersUnderAGermanLocale() {
    const auto texts = [](const QLocale& locale) {
        QLocale::setDefault(locale);
        AppShell shell;  // forces C notation whatever the default was
        MainWindow* window = shell.createWindow();
        window->resize(1500, 950);
        window->show();
        shell.controller()->setScenario(test::preset("moe-capacity-qwen3-235b.json"));
        shell.controller()->flush();
        QStringList all;
        for (int i = 0; i < window->tabs()->count(); ++i) {
            window->tabs()->setCurrentIndex(i);
            QApplication::processEvents();
            all << visibleTexts(window);
        }
        return all;
    };
    const QStringList c = texts(QLocale::c());
    const QStringList german = texts(QLocale(QLocale::German, QLocale::Germany));
    QLocale::setDefault(QLocale::c());
    QCOMPARE(german.size(), c.size());
    for (int i = 0; i < c.size(); ++i) {
        QCOMPARE(german[i], c[i]);
    }
    QVERIFY(c.join(' ').contains(QRegularExpression("\\d\\.\\d")));  // numbers were compared
}

void TestFileFaults::sessionsNeverShareAnAutosave() {
    QDir(Autosave::folder()).removeRecursively();
    Controller a_controller;
    Document a_document(&a_controller);
    Controller b_controller;
    Document b_document(&b_controller);
    auto a = std::make_unique<Autosave>(&a_controller, &a_document);
    Autosave b(&b_controller, &b_document);
    // Random session ids, not the (shared) process id.
    QVERIFY(a->sessionId() != b.sessionId());
    QVERIFY(!a->filePath().contains(QString::number(QCoreApplication::applicationPid())));
    QVERIFY(!a_controller.setValue("cluster.cards", "32"));
    QVERIFY(!b_controller.setValue("cluster.cards", "40"));
    QVERIFY(a->writeNow() && b.writeNow());
    // Both sessions live: neither is an orphan.
    QVERIFY(!Autosave::findOrphan());
    // Session a ends without cleaning up (its lock is released, as at a crash).
    const QString a_file = a->filePath();
    a.reset();
    QVERIFY(QFile::exists(a_file));
    std::optional<RecoveredSession> orphan = Autosave::findOrphan();
    QVERIFY(orphan);
    QCOMPARE(orphan->autosave_path, a_file);
    QCOMPARE(orphan->scenario.cluster.cards, std::int64_t{32});
    // While claimed, no other search offers it.
    QVERIFY(!Autosave::findOrphan());
    Autosave::discard(*orphan);
    orphan.reset();
    QVERIFY(!Autosave::findOrphan());
    QCOMPARE(loadPresetFile(b.filePath()).scenario.cluster.cards, std::int64_t{40});
    b.removeFile();
}

QTEST_MAIN(TestFileFaults)
#include "tst_file_faults.moc"
