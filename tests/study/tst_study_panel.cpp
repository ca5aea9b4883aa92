// Study mode in the window: a question opens its scenario and view, steps reveal one at a time
// with the model's derivation, practice checks an answer and shows the worked solution.
#include <QPointer>
#include <QPushButton>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QTextBrowser>

#include "app/gui/app_shell.h"

#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "app/gui/study_panel.h"
#include "study/study.h"

using namespace stepbudget;

class TestStudyPanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void walkthroughOpensScenarioAndView();
    void practiceChecksAndSolves();
    void wrongAnswerGetsHintThenSolution();
    void feedbackScrollsIntoView();
    void languageSwitchKeepsTheWalkthrough();
};

namespace {

int indexOf(const char* id) {
    int index = 0;
    for (const Walkthrough& w : walkthroughs()) {
        if (w.id == id) {
            return index;
        }
        ++index;
    }
    return -1;
}

}  // namespace

void TestStudyPanel::walkthroughOpensScenarioAndView() {
    Controller controller;
    MainWindow window(&controller);
    StudyPanel* study = window.study();
    int index = 0;
    for (const Walkthrough& w : walkthroughs()) {
        if (w.id == "interview.zero-stages") {
            break;
        }
        ++index;
    }
    study->openWalkthrough(index);
    controller.flush();
    QCOMPARE(window.tabs()->currentWidget()->objectName(), QString("view.memory"));
    QCOMPARE(study->revealedSteps(), 0);
    study->revealNextStep();
    study->revealNextStep();
    QCOMPARE(study->revealedSteps(), 2);
    QVERIFY(study->text().contains("2."));
    QVERIFY(!study->text().contains("3. "));
    // Undo brings back the scenario from before the walkthrough.
    QVERIFY(controller.undoStack()->canUndo());
}

void TestStudyPanel::practiceChecksAndSolves() {
    Controller controller;
    MainWindow window(&controller);
    StudyPanel* study = window.study();
    int index = 0;
    for (const Walkthrough& w : walkthroughs()) {
        if (w.id == "interview.checkpoint-interval") {
            break;
        }
        ++index;
    }
    study->openWalkthrough(index);
    study->newProblem();
    QVERIFY(study->problem().has_value());
    QVERIFY(study->problem()->ok());
    const double expected = study->problem()->expected;
    study->checkAnswer(QString::number(expected * 1.5, 'g', 8));
    QVERIFY(!study->text().isEmpty());
    study->checkAnswer(QString::number(expected, 'g', 10));
    QVERIFY2(study->text().contains("="), qPrintable(study->text()));
}

void TestStudyPanel::wrongAnswerGetsHintThenSolution() {
    Controller controller;
    StudyPanel study(&controller);
    study.openWalkthrough(indexOf("interview.checkpoint-interval"));
    study.newProblem();
    QVERIFY(study.problem() && study.problem()->ok());
    const double expected = study.problem()->expected;
    study.checkAnswer(QString::number(expected * 1.5, 'g', 8));
    // Wrong: the verdict and a hint, not yet the solution.
    QVERIFY(!study.solutionShown());
    QVERIFY2(!study.text().contains("Worked solution"), qPrintable(study.text()));
    QVERIFY(study.text().contains("Start here:") || study.text().contains("Off by") ||
            study.text().contains("Looks like"));
    QVERIFY(study.solutionButton()->isEnabled());
    // On request: the worked solution.
    QTest::mouseClick(study.solutionButton(), Qt::LeftButton);
    QVERIFY(study.solutionShown());
    QVERIFY(study.text().contains("Worked solution"));
    QVERIFY(!study.solutionButton()->isEnabled());
    // A new problem starts without it; a right answer comes with it.
    study.newProblem();
    QVERIFY(!study.text().contains("Worked solution"));
    study.checkAnswer(QString::number(study.problem()->expected, 'g', 12));
    QVERIFY(study.solutionShown());
    QVERIFY(study.text().contains("Worked solution"));
}

void TestStudyPanel::feedbackScrollsIntoView() {
    Controller controller;
    StudyPanel study(&controller);
    study.resize(340, 420);
    study.show();
    QVERIFY(QTest::qWaitForWindowExposed(&study));
    study.openWalkthrough(indexOf("interview.checkpoint-interval"));
    while (study.revealedSteps() <= 8) {
        study.revealNextStep();
    }
    study.newProblem();
    study.checkAnswer(QString::number(study.problem()->expected * 1.5, 'g', 8));
    QTextBrowser* browser = study.browser();
    QVERIFY2(browser->verticalScrollBar()->maximum() > 0, "content must overflow for this test");
    // The verdict line is inside the visible part of the browser.
    const QTextCursor verdict = browser->document()->find("Not quite");
    QVERIFY(!verdict.isNull());
    const QRect at = browser->cursorRect(verdict);
    QVERIFY2(at.top() >= 0 && at.bottom() <= browser->viewport()->height(),
             qPrintable(QStringLiteral("verdict at y = %1, viewport %2, scroll %3")
                            .arg(at.top())
                            .arg(browser->viewport()->height())
                            .arg(browser->verticalScrollBar()->value())));
    QVERIFY(browser->verticalScrollBar()->value() > 0);  // not the top
}

void TestStudyPanel::languageSwitchKeepsTheWalkthrough() {
    AppShell shell;
    shell.setLanguage(QStringLiteral("en"), false);
    shell.createWindow();
    const int index = indexOf("interview.zero-stages");
    StudyPanel* study = shell.window()->study();
    study->openWalkthrough(index);
    study->revealNextStep();
    study->revealNextStep();
    shell.controller()->flush();
    const Scenario opened = shell.controller()->scenario();
    QPointer<MainWindow> old = shell.window();
    shell.setLanguage(QStringLiteral("zh_CN"), false);
    QTRY_VERIFY(old.isNull());  // the window was rebuilt
    StudyPanel* rebuilt = shell.window()->study();
    QCOMPARE(rebuilt->currentWalkthrough(), index);
    QCOMPARE(rebuilt->revealedSteps(), 2);
    const Walkthrough& w = walkthroughs()[static_cast<std::size_t>(index)];
    QVERIFY2(rebuilt->text().contains(QString::fromStdString(w.title_zh)),
             qPrintable(rebuilt->text()));
    QCOMPARE(shell.controller()->scenario().cluster.cards, opened.cluster.cards);
}

QTEST_MAIN(TestStudyPanel)
#include "tst_study_panel.moc"
