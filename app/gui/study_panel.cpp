#include "app/gui/study_panel.h"

#include <QApplication>
#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "app/gui/app_shell.h"
#include "app/gui/controller.h"
#include "model/evaluate/evaluate.h"
#include "views/common/derivation_panel.h"
#include "views/common/value_format.h"

namespace stepbudget {

namespace {

// Presets come from the app's resources, like the Presets menu.
std::optional<std::string> readResourcePreset(const std::string& name) {
    QFile f(QStringLiteral(":/presets/") + QString::fromStdString(name));
    if (!f.open(QIODevice::ReadOnly)) {
        return std::nullopt;
    }
    return f.readAll().toStdString();
}

}  // namespace

StudyPanel::StudyPanel(Controller* controller, QWidget* parent)
    : QWidget(parent), m_controller(controller) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_list = new QListWidget(this);
    m_list->setMaximumHeight(170);
    for (const Walkthrough& w : walkthroughs()) {
        const QString kind = w.kind == WalkthroughKind::Interview ? tr("Q%1").arg(w.number)
                             : w.kind == WalkthroughKind::SelfTest
                                 ? tr("Self-test %1").arg(w.number)
                                 : tr("Example");
        m_list->addItem(QStringLiteral("%1 · %2").arg(kind, pick(w.title_en, w.title_zh)));
    }
    m_browser = new QTextBrowser(this);
    m_next = new QPushButton(tr("Next step"), this);
    m_practice = new QPushButton(tr("Practice: new numbers"), this);
    m_answer = new QLineEdit(this);
    m_answer->setPlaceholderText(tr("Your answer"));
    m_check = new QPushButton(tr("Check"), this);
    m_solution = new QPushButton(tr("Show solution"), this);
    m_solution->setToolTip(tr("Show the worked solution of this problem"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_next);
    buttons->addWidget(m_practice);
    auto* answer_row = new QHBoxLayout;
    answer_row->addWidget(m_answer, 1);
    answer_row->addWidget(m_check);
    answer_row->addWidget(m_solution);
    layout->addWidget(new QLabel(tr("<b>Interview questions and self-tests</b>"), this));
    layout->addWidget(m_list);
    layout->addLayout(buttons);
    layout->addWidget(m_browser, 1);
    layout->addLayout(answer_row);
    connect(m_list, &QListWidget::currentRowChanged, this, &StudyPanel::openWalkthrough);
    connect(m_next, &QPushButton::clicked, this, &StudyPanel::revealNextStep);
    connect(m_practice, &QPushButton::clicked, this, &StudyPanel::newProblem);
    connect(m_check, &QPushButton::clicked, this, [this] { checkAnswer(m_answer->text()); });
    connect(m_answer, &QLineEdit::returnPressed, this, [this] { checkAnswer(m_answer->text()); });
    connect(m_solution, &QPushButton::clicked, this, &StudyPanel::showSolution);
    render();
}

bool StudyPanel::chinese() const {
    return qApp->property(kLanguageProperty).toString() == QLatin1String("zh_CN");
}

QString StudyPanel::pick(const std::string& en, const std::string& zh) const {
    return QString::fromStdString(chinese() && !zh.empty() ? zh : en);
}

QString StudyPanel::sourceText(const std::string& source) const {
    QString text = QString::fromStdString(source);
    if (chinese()) {
        return text;  // the chapter's own headings
    }
    // The chapter's Chinese headings in an English panel, so no line mixes the two languages.
    static const std::pair<const char*, const char*> kHeadings[] = {
        {"常见面试问法", "interview questions"},
        {"自测", "self-test"},
        {"把账合起来", "adding up the bill"},
        {"最后一道外推", "the last extrapolation"},
        {"微批次与 token 平均", "micro-batches and averaging over tokens"},
        {"通信与计算重叠", "overlapping communication with compute"},
        {"因果注意力的计算量", "the compute of causal attention"},
    };
    for (const auto& [zh, en] : kHeadings) {
        text.replace(QString::fromUtf8(zh), QString::fromLatin1(en));
    }
    return text;
}

void StudyPanel::openWalkthrough(int index) {
    if (index < 0 || index >= static_cast<int>(walkthroughs().size())) {
        return;
    }
    m_walkthrough = &walkthroughs()[static_cast<std::size_t>(index)];
    const StudyScenario base = scenarioFor(*m_walkthrough, readResourcePreset);
    m_revealed = 0;
    m_problem.reset();
    m_check_result.reset();
    m_solution_shown = false;
    if (base.ok()) {
        m_base = base.scenario;
        m_controller->replaceScenario(
            base.scenario,
            tr("Study: %1").arg(pick(m_walkthrough->title_en, m_walkthrough->title_zh)));
        emit viewRequested(QString::fromLatin1(toString(m_walkthrough->view)));
    }
    render();
}

void StudyPanel::revealNextStep() {
    if (m_walkthrough != nullptr && m_revealed <= static_cast<int>(m_walkthrough->steps.size())) {
        ++m_revealed;  // one past the last step shows the takeaway
    }
    renderAndShow(QStringLiteral("step%1").arg(m_revealed));
}

void StudyPanel::newProblem() {
    if (m_walkthrough == nullptr || m_walkthrough->practice.empty()) {
        return;
    }
    m_problem = drawPractice(*m_walkthrough, m_seed++);
    m_check_result.reset();
    m_solution_shown = false;
    m_answer->clear();
    m_answer->setFocus();
    renderAndShow(QStringLiteral("practice"));
}

void StudyPanel::checkAnswer(const QString& typed) {
    if (!m_problem || !m_problem->ok()) {
        return;
    }
    m_check_result = checkTypedAnswer(*m_problem, typed.toStdString());
    // A right answer comes with its worked solution; a wrong one with a hint, the solution on
    // request (showSolution), so a second try is still worth something.
    m_solution_shown = m_check_result->correct;
    renderAndShow(QStringLiteral("feedback"));
}

void StudyPanel::showSolution() {
    if (!m_check_result || !m_problem || !m_problem->ok()) {
        return;
    }
    m_solution_shown = true;
    renderAndShow(QStringLiteral("solution"));
}

int StudyPanel::currentWalkthrough() const {
    return m_walkthrough ? static_cast<int>(m_walkthrough - walkthroughs().data()) : -1;
}

StudyPanel::State StudyPanel::state() const {
    State st;
    st.walkthrough = currentWalkthrough();
    st.revealed = m_revealed;
    st.seed = m_seed;
    st.base = m_base;
    st.problem = m_problem;
    st.check = m_check_result;
    st.solution_shown = m_solution_shown;
    st.answer = m_answer->text();
    return st;
}

void StudyPanel::restoreState(const State& st) {
    if (st.walkthrough < 0 || st.walkthrough >= static_cast<int>(walkthroughs().size())) {
        return;
    }
    m_walkthrough = &walkthroughs()[static_cast<std::size_t>(st.walkthrough)];
    {
        // Selecting the row would reload the walkthrough's scenario over the user's edits.
        const QSignalBlocker block(m_list);
        m_list->setCurrentRow(st.walkthrough);
    }
    m_revealed = st.revealed;
    m_seed = st.seed;
    m_base = st.base;
    m_problem = st.problem;
    m_check_result = st.check;
    m_solution_shown = st.solution_shown;
    m_answer->setText(st.answer);
    render();
}

void StudyPanel::renderAndShow(const QString& anchor) {
    render();
    // setHtml scrolls to the top; bring what the click produced into view instead.
    if (!anchor.isEmpty()) {
        m_browser->scrollToAnchor(anchor);
    }
}

QString StudyPanel::derivationHtml(const Derivation& d) const {
    return QStringLiteral(
               "<div style='margin:4px 0 8px 12px'><b>%1</b><br><code>%2</code><br>"
               "<code>= %3</code><br>= <b>%4</b></div>")
        .arg(derivationTitle(d).toHtmlEscaped(), derivationFormula(d).toHtmlEscaped(),
             QString::fromStdString(d.substituted).toHtmlEscaped(),
             formatValue(d.value, d.unit).toHtmlEscaped());
}

void StudyPanel::render() {
    const bool has = m_walkthrough != nullptr;
    m_next->setEnabled(has &&
                       m_revealed <= static_cast<int>(has ? m_walkthrough->steps.size() : 0));
    m_practice->setEnabled(has && !m_walkthrough->practice.empty());
    m_answer->setEnabled(m_problem && m_problem->ok());
    m_check->setEnabled(m_problem && m_problem->ok());
    m_solution->setEnabled(m_check_result && m_check_result->answered && !m_solution_shown);
    if (!has) {
        m_browser->setHtml(
            tr("<p>Pick a question. Each opens its scenario and the view that "
               "answers it; <i>Next step</i> reveals the reasoning one step at a "
               "time, with the formula and today's numbers.</p>"));
        return;
    }
    const Walkthrough& w = *m_walkthrough;
    QString html = QStringLiteral("<h3>%1</h3><p>%2</p><p style='color:#777'>%3</p>")
                       .arg(pick(w.title_en, w.title_zh).toHtmlEscaped(),
                            pick(w.question_en, w.question_zh).toHtmlEscaped(),
                            sourceText(w.source).toHtmlEscaped());
    // Opening the question replaced the scenario: say how to get the user's own back.
    html += QStringLiteral("<p style='color:#777'><i>%1</i></p>")
                .arg(tr("This question opened its own scenario; Edit > Undo (Ctrl+Z) brings "
                        "yours back.")
                         .toHtmlEscaped());
    for (int i = 0; i < m_revealed && i < static_cast<int>(w.steps.size()); ++i) {
        const WalkthroughStep& step = w.steps[static_cast<std::size_t>(i)];
        html += QStringLiteral("<p><a name='step%1'></a><b>%1.</b> %2</p>")
                    .arg(i + 1)
                    .arg(pick(step.text_en, step.text_zh).toHtmlEscaped());
        const StudyScenario s = stepScenario(m_base, step);
        if (s.ok()) {
            const Results r = evaluate(s.scenario);
            if (const Derivation* d = stepDerivation(step, r)) {
                html += derivationHtml(*d);
            }
        }
    }
    if (m_revealed > static_cast<int>(w.steps.size())) {
        html += QStringLiteral(
                    "<p style='background:#fff6d5;padding:4px'><a name='step%3'></a><b>%1</b> "
                    "%2</p>")
                    .arg(tr("Remember:"), pick(w.takeaway_en, w.takeaway_zh).toHtmlEscaped())
                    .arg(w.steps.size() + 1);
    }
    if (m_problem) {
        const PracticeProblem& p = *m_problem;
        html += QStringLiteral("<hr><a name='practice'></a><h4>%1</h4>").arg(tr("Practice"));
        if (!p.ok()) {
            html += QString::fromStdString(formatIssues(p.issues)).toHtmlEscaped();
        } else {
            html += QStringLiteral("<p>%1</p><ul>")
                        .arg(pick(p.question_en, p.question_zh).toHtmlEscaped());
            for (const PracticeGiven& g : p.givens) {
                html += QStringLiteral("<li>%1: %2</li>")
                            .arg(pick(g.label_en, g.label_zh).toHtmlEscaped(),
                                 QString::fromStdString(g.value_text).toHtmlEscaped());
            }
            html += QStringLiteral("</ul><p style='color:#777'>%1 (%2)</p>")
                        .arg(tr("Answer in %1").arg(QString::fromStdString(p.unit)),
                             pick(p.tolerance_en, p.tolerance_zh));
        }
        if (m_check_result) {
            const PracticeCheck& c = *m_check_result;
            const char* color = c.correct ? "#1b7f3b" : "#c62828";
            html +=
                QStringLiteral("<a name='feedback'></a><p style='color:%1'><b>%2</b></p>")
                    .arg(QLatin1String(color), pick(c.feedback_en, c.feedback_zh).toHtmlEscaped());
            // The hint: the likely slip the checker recognised, else the solution's first step
            // (never its last, which states the answer).
            QString hint = pick(c.hint_en, c.hint_zh);
            if (hint.isEmpty() && c.answered && !c.correct && c.solution.size() >= 2) {
                hint = tr("Start here: %1")
                           .arg(pick(c.solution.front().text_en, c.solution.front().text_zh));
            }
            if (!hint.isEmpty()) {
                html += QStringLiteral("<p><i>%1</i></p>").arg(hint.toHtmlEscaped());
            }
            if (c.answered && !m_solution_shown) {
                html += QStringLiteral("<p style='color:#777'>%1</p>")
                            .arg(tr("Try again, or press “Show solution”."));
            }
            if (c.answered && m_solution_shown) {
                html += QStringLiteral("<a name='solution'></a><p><b>%1</b></p>")
                            .arg(tr("Worked solution"));
                for (const SolutionStep& step : c.solution) {
                    html += QStringLiteral("<p>%1</p>")
                                .arg(pick(step.text_en, step.text_zh).toHtmlEscaped());
                    if (step.derivation) {
                        html += derivationHtml(*step.derivation);
                    }
                }
            }
        }
    }
    m_browser->setHtml(html);
}

QString StudyPanel::text() const {
    return m_browser->toPlainText();
}

}  // namespace stepbudget
