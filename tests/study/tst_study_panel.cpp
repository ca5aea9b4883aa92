// Study mode in the window: a question opens its scenario and view, steps reveal one at a time
// with the model's derivation, practice checks an answer and shows the worked solution.
#include <QTabWidget>
#include <QTest>

#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "app/gui/study_panel.h"
#include "study/study.h"

using namespace stepbudget;

class TestStudyPanel : public QObject {
    Q_OBJECT
private slots:
    void walkthroughOpensScenarioAndView();
    void practiceChecksAndSolves();
};

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

QTEST_MAIN(TestStudyPanel)
#include "tst_study_panel.moc"
