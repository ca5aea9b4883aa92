// Study mode: the chapter's interview questions and self-test exercises as guided walkthroughs.
// Opening one loads its scenario and brings up the view that answers it; "Next step" reveals the
// derivation one step at a time; "Practice" draws new numbers, checks a typed answer within a
// tolerance and then shows the worked solution. Content and answers come from study/study.h.
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
    void openWalkthrough(int index);  // loads its scenario, resets the steps
    void revealNextStep();
    int revealedSteps() const { return m_revealed; }
    void newProblem();
    void checkAnswer(const QString& typed);
    QString text() const;  // what the panel shows, for tests
    const std::optional<PracticeProblem>& problem() const { return m_problem; }

signals:
    void viewRequested(const QString& view);  // "memory", "pipeline", "checkpoint", ...

private:
    void render();
    QString pick(const std::string& en, const std::string& zh) const;
    QString derivationHtml(const Derivation& d) const;

    Controller* m_controller;
    QListWidget* m_list;
    QTextBrowser* m_browser;
    QPushButton* m_next;
    QPushButton* m_practice;
    QLineEdit* m_answer;
    QPushButton* m_check;
    const Walkthrough* m_walkthrough = nullptr;
    Scenario m_base;
    int m_revealed = 0;
    std::uint64_t m_seed = 1;
    std::optional<PracticeProblem> m_problem;
    std::optional<PracticeCheck> m_check_result;
};

}  // namespace stepbudget
