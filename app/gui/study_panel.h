// Study mode: the chapter's interview questions and self-test exercises as guided walkthroughs.
// Opening one loads its scenario and brings up the view that answers it; "Next step" reveals the
// derivation one step at a time; "Practice" draws new numbers, checks a typed answer within a
// tolerance; a wrong answer gets a hint first (the likely slip, else the solution's first step)
// and the worked solution only on request. Each click scrolls its feedback into view. The state
// survives the window being rebuilt for a language switch. Content and answers: study/study.h.
#pragma once

#include <QString>
#include <QWidget>
#include <cstdint>
#include <optional>

#include "study/study.h"

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTextBrowser;

namespace stepbudget {

class Controller;

class StudyPanel : public QWidget {
    Q_OBJECT
public:
    explicit StudyPanel(Controller* controller, QWidget* parent = nullptr);

    bool chinese() const;
    // A walkthrough's source ("§2.1; 常见面试问法 Q2") in the panel's language: the chapter's
    // Chinese headings become English ones in an English panel.
    QString sourceText(const std::string& source) const;
    void openWalkthrough(int index);  // loads its scenario, resets the steps
    void revealNextStep();
    int revealedSteps() const { return m_revealed; }
    void newProblem();
    void checkAnswer(const QString& typed);
    void showSolution();  // after a wrong answer: the worked solution
    bool solutionShown() const { return m_solution_shown; }
    QString text() const;  // what the panel shows, for tests
    QTextBrowser* browser() const { return m_browser; }
    QPushButton* solutionButton() const { return m_solution; }
    const std::optional<PracticeProblem>& problem() const { return m_problem; }
    int currentWalkthrough() const;  // index into walkthroughs(), -1 when none is open

    // What is open, revealed, drawn and typed, to carry over to a rebuilt window (language
    // switch). Restoring does not reload the walkthrough's scenario: the controller keeps it.
    struct State {
        int walkthrough = -1;
        int revealed = 0;
        std::uint64_t seed = 1;
        Scenario base;
        std::optional<PracticeProblem> problem;
        std::optional<PracticeCheck> check;
        bool solution_shown = false;
        QString answer;
    };
    State state() const;
    void restoreState(const State& state);

signals:
    void viewRequested(const QString& view);  // "memory", "pipeline", "checkpoint", ...

private:
    void render();
    // Renders and scrolls so the block at `anchor` is in view ("" keeps the top).
    void renderAndShow(const QString& anchor);
    QString pick(const std::string& en, const std::string& zh) const;
    QString derivationHtml(const Derivation& d) const;

    Controller* m_controller;
    QListWidget* m_list;
    QTextBrowser* m_browser;
    QPushButton* m_next;
    QPushButton* m_practice;
    QLineEdit* m_answer;
    QPushButton* m_check;
    QPushButton* m_solution;
    const Walkthrough* m_walkthrough = nullptr;
    Scenario m_base;
    int m_revealed = 0;
    std::uint64_t m_seed = 1;
    std::optional<PracticeProblem> m_problem;
    std::optional<PracticeCheck> m_check_result;
    bool m_solution_shown = false;
};

}  // namespace stepbudget
