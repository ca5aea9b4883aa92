// Study mode in the window: a question opens its scenario and view, steps reveal one at a time
// with the model's derivation, practice checks an answer and shows the worked solution. The
// expected texts are read from the walkthrough and the problem, so the checks hold for any
// content while still failing when the panel shows the wrong step, verdict or solution.
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
#include "model/evaluate/evaluate.h"
#include "study/study.h"

using namespace stepbudget;

namespace {

int walkthroughIndex(const char* id) {
    for (std::size_t i = 0; i < walkthroughs().size(); ++i) {
        if (walkthroughs()[i].id == id) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

// A step as the panel prints it: "<number>. <text>".
QString stepLine(const Walkthrough& w, int index) {
    return QString("%1. %2").arg(index + 1).arg(
        q(w.steps[static_cast<std::size_t>(index)].text_en));
}

}  // namespace

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
    QVERIFY(!study->chinese());  // the texts below are the English ones
    const int index = walkthroughIndex("interview.zero-stages");
    QVERIFY(index >= 0);
    const Walkthrough& w = walkthroughs()[static_cast<std::size_t>(index)];
    QVERIFY(w.steps.size() >= 3);
    study->openWalkthrough(index);
    controller.flush();
    QCOMPARE(window.tabs()->currentWidget()->objectName(), QString("view.memory"));
    QCOMPARE(study->revealedSteps(), 0);
    QVERIFY(study->text().contains(q(w.question_en)));
    QVERIFY(!study->text().contains(stepLine(w, 0)));
    study->revealNextStep();
    study->revealNextStep();
    QCOMPARE(study->revealedSteps(), 2);
    const QString text = study->text();
    QVERIFY2(text.contains(stepLine(w, 0)), qPrintable(text));
    QVERIFY2(text.contains(stepLine(w, 1)), qPrintable(text));
    QVERIFY2(!text.contains(stepLine(w, 2)), qPrintable(text));
    QVERIFY(!text.contains(q(w.takeaway_en)));
    // The second step shows its derivation with the preset's numbers, substituted.
    const StudyScenario base = scenarioFor(w, presetFolderReader(STEPBUDGET_PRESETS_DIR));
    QVERIFY(base.ok());
    const Results r = evaluate(stepScenario(base.scenario, w.steps[1]).scenario);
    const Derivation* d = stepDerivation(w.steps[1], r);
    QVERIFY(d != nullptr);
    QVERIFY2(text.contains("= " + q(d->substituted)), qPrintable(text));
    // One past the last step shows the takeaway.
    for (std::size_t i = 2; i <= w.steps.size(); ++i) {
        study->revealNextStep();
    }
    QVERIFY(study->text().contains(stepLine(w, static_cast<int>(w.steps.size()) - 1)));
    QVERIFY(study->text().contains(q(w.takeaway_en)));
    // Undo brings back the scenario from before the walkthrough.
    QVERIFY(controller.undoStack()->canUndo());
}

void TestStudyPanel::practiceChecksAndSolves() {
    Controller controller;
    MainWindow window(&controller);
    StudyPanel* study = window.study();
    QVERIFY(!study->chinese());
    const int index = walkthroughIndex("interview.checkpoint-interval");
    QVERIFY(index >= 0);
    study->openWalkthrough(index);
    study->newProblem();
    QVERIFY(study->problem().has_value());
    const PracticeProblem p = *study->problem();
    QVERIFY2(p.ok(), formatIssues(p.issues).c_str());
    QVERIFY(study->text().contains(q(p.question_en)));
    for (const PracticeGiven& g : p.givens) {
        QVERIFY(study->text().contains(q(g.label_en + ": " + g.value_text)));
    }
    QVERIFY(!study->text().contains("Worked solution"));

    const QString wrong_typed = QString::number(p.expected * 1.5, 'g', 8);
    const PracticeCheck wrong = checkTypedAnswer(p, wrong_typed.toStdString());
    QVERIFY(wrong.answered && !wrong.correct);
    QVERIFY(q(wrong.feedback_en).startsWith("Not quite: "));
    study->checkAnswer(wrong_typed);
    QVERIFY2(study->text().contains(q(wrong.feedback_en)), qPrintable(study->text()));

    const QString right_typed = QString::number(p.expected, 'g', 10);
    const PracticeCheck right = checkTypedAnswer(p, right_typed.toStdString());
    QVERIFY(right.correct);
    QVERIFY(q(right.feedback_en).startsWith("Correct: "));
    study->checkAnswer(right_typed);
    const QString text = study->text();
    QVERIFY2(text.contains(q(right.feedback_en)), qPrintable(text));
    QVERIFY(!text.contains(q(wrong.feedback_en)));
    // The worked solution: every step's text and derivation, ending with the answer.
    QVERIFY(text.contains("Worked solution"));
    QVERIFY(p.solution.size() >= 2);
    for (const SolutionStep& step : p.solution) {
        QVERIFY2(text.contains(q(step.text_en)), qPrintable(q(step.text_en)));
        if (step.derivation) {
            QVERIFY2(text.contains("= " + q(step.derivation->substituted)),
                     qPrintable(q(step.derivation->id.str())));
        }
    }
    QVERIFY(q(p.solution.back().text_en).startsWith("Answer: "));
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
