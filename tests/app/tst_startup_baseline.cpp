// `stepbudget --baseline FILE` starts with the A-vs-B table in front: AppShell::openBaseline
// (what main() runs for the option) pins the file as A before the window exists on screen, and
// the compare dock is raised over its tabbed neighbours once the window is shown — also when the
// derivation tab was in front before. Without a baseline the table stays closed; a bad file is
// refused naming it.
#include <QDockWidget>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>

#include "app/gui/app_shell.h"
#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "presets.h"

using namespace stepbudget;

class TestStartupBaseline : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void baselineRaisesTheComparison_data();
    void baselineRaisesTheComparison();
    void withoutBaselineTheTableStaysClosed();
    void badBaselineIsRefused();
};

void TestStartupBaseline::baselineRaisesTheComparison_data() {
    QTest::addColumn<bool>("derivation_in_front");
    QTest::newRow("default layout") << false;
    QTest::newRow("derivation tab raised before start") << true;
}

void TestStartupBaseline::baselineRaisesTheComparison() {
    QFETCH(bool, derivation_in_front);
    AppShell shell;
    MainWindow* window = shell.createWindow();
    if (derivation_in_front) {
        window->findChild<QDockWidget*>(QStringLiteral("derivationDock"))->raise();
    }
    QString error;
    QVERIFY2(
        shell.openBaseline(QString::fromStdString(test::presetPath("book-design-32.json")), &error),
        qPrintable(error));
    QVERIFY(shell.openStartupPreset(QString::fromStdString(test::presetPath("book-design-48.json")),
                                    QString(), &error));
    shell.controller()->flush();
    QVERIFY(shell.controller()->hasBaseline());
    window->resize(1366, 768);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QTRY_VERIFY(window->comparisonShown());
    auto* compare = window->findChild<QDockWidget*>(QStringLiteral("compareDock"));
    QVERIFY(compare != nullptr && compare->isVisible());
    QVERIFY(!compare->visibleRegion().isEmpty());
    // The table compares A (32 cards) with B (48 cards).
    auto* table = compare->findChild<QTableWidget*>();
    QVERIFY(table != nullptr && table->rowCount() > 3);
}

void TestStartupBaseline::withoutBaselineTheTableStaysClosed() {
    AppShell shell;
    MainWindow* window = shell.createWindow();
    QString error;
    QVERIFY(shell.openStartupPreset(QString::fromStdString(test::presetPath("book-design-48.json")),
                                    QString(), &error));
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QCoreApplication::processEvents();
    QVERIFY(!window->comparisonShown());
}

void TestStartupBaseline::badBaselineIsRefused() {
    AppShell shell;
    shell.createWindow();
    QString error;
    QVERIFY(!shell.openBaseline(QStringLiteral("/nonexistent/baseline.json"), &error));
    QVERIFY2(error.contains(QStringLiteral("baseline.json")), qPrintable(error));
    QVERIFY(!shell.controller()->hasBaseline());
}

QTEST_MAIN(TestStartupBaseline)
#include "tst_startup_baseline.moc"
