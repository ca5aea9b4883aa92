// The session from start to quit: a normal quit reopens its file at the next start, File > New
// starts afresh without the old baseline, clearing the baseline closes the A-vs-B table, and a
// keyboard shortcut reaches every view.
#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QMenuBar>
#include <QSet>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include "app/gui/app_shell.h"
#include "app/gui/controller.h"
#include "app/gui/document.h"
#include "app/gui/main_window.h"
#include "app/gui/settings.h"
#include "model/io/scenario_json.h"
#include "presets.h"

using namespace stepbudget;

class TestSession : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { AppSettings().setLastFile(QString()); }
    void normalQuitReopensTheLastFile_data();
    void normalQuitReopensTheLastFile();
    void newClearsTheBaseline();
    void clearingTheBaselineClosesTheTable();
    void shortcutsReachEveryView();
};

void TestSession::normalQuitReopensTheLastFile_data() {
    QTest::addColumn<bool>("builtin");
    QTest::newRow("a file") << false;
    QTest::newRow("a built-in preset") << true;
}

void TestSession::normalQuitReopensTheLastFile() {
    QFETCH(bool, builtin);
    const QString fallback = QStringLiteral(":/presets/book-design-48.json");
    QTemporaryDir dir;
    QString path = QStringLiteral(":/presets/gpt3-175b-a100.json");
    if (!builtin) {
        path = dir.filePath(QStringLiteral("my-plan.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        Scenario s;
        s.name = "My plan";
        s.cluster.cards = 96;
        f.write(QByteArray::fromStdString(scenarioToJson(s)));
    }
    {
        Controller controller;
        MainWindow window(&controller);
        QVERIFY(window.openPreset(path));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.close());  // a normal quit: nothing unsaved, no question
    }
    QCOMPARE(startupPresetPath({}, /*batch=*/false, fallback), path);
    // The command line wins; a batch run (grab, report) never reopens yesterday's file.
    QCOMPARE(startupPresetPath({QStringLiteral("other.json")}, false, fallback),
             QStringLiteral("other.json"));
    QCOMPARE(startupPresetPath({}, /*batch=*/true, fallback), fallback);
    // A file deleted since: the default opens.
    if (!builtin) {
        QVERIFY(QFile::remove(path));
        QCOMPARE(startupPresetPath({}, false, fallback), fallback);
    }
}

void TestSession::newClearsTheBaseline() {
    Controller controller;
    MainWindow window(&controller);
    QVERIFY(window.openPreset(QString::fromStdString(test::presetPath("gpt3-175b-a100.json"))));
    controller.pinBaseline();
    QVERIFY(controller.hasBaseline());
    window.document()->newScenario();
    QVERIFY(!controller.hasBaseline());
}

void TestSession::clearingTheBaselineClosesTheTable() {
    Controller controller;
    MainWindow window(&controller);
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    controller.pinBaseline();
    QCoreApplication::processEvents();
    QTRY_VERIFY(window.comparisonShown());
    controller.clearBaseline();
    QCoreApplication::processEvents();
    auto* dock = window.findChild<QDockWidget*>(QStringLiteral("compareDock"));
    QVERIFY(dock != nullptr);
    QVERIFY(!dock->isVisible());
    QVERIFY(!window.comparisonShown());
}

// Every view has its own shortcut in the View menu, and pressing it shows that view.
void TestSession::shortcutsReachEveryView() {
    Controller controller;
    MainWindow window(&controller);
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTabWidget* tabs = window.tabs();
    QSet<QString> seen;
    for (int i = 0; i < tabs->count(); ++i) {
        const QKeySequence key = viewShortcut(i);
        QVERIFY2(!key.isEmpty(), qPrintable(tabs->tabText(i)));
        QVERIFY2(!seen.contains(key.toString()), qPrintable(key.toString()));
        seen.insert(key.toString());
        QAction* action = nullptr;
        for (QAction* a : window.findChildren<QAction*>()) {
            if (a->shortcut() == key) {
                action = a;
            }
        }
        QVERIFY2(action != nullptr, qPrintable(tabs->tabText(i)));
        QCOMPARE(action->text(), tabs->tabText(i));
        tabs->setCurrentIndex(i == 0 ? 1 : 0);
        QTest::keySequence(&window, key);
        QCOMPARE(tabs->currentIndex(), i);
    }
}

QTEST_MAIN(TestSession)
#include "tst_session.moc"
