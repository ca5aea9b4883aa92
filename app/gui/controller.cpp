#include "app/gui/controller.h"

#include "model/evaluate.h"
#include "model/params.h"

namespace stepbudget {

Controller::Controller(QObject* parent) : QObject(parent) {
    // Zero-interval single shot: every edit queued in this event-loop pass lands in one recompute.
    m_timer.setSingleShot(true);
    m_timer.setInterval(0);
    connect(&m_timer, &QTimer::timeout, this, &Controller::recompute);
    m_results = evaluate(m_scenario);
    m_recomputes = 1;
}

std::optional<Issue> Controller::setValue(const QString& path, const QString& text) {
    const ParamSpec* spec = findParam(path.toStdString());
    if (spec == nullptr) {
        return Issue{path.toStdString(), "unknown key"};
    }
    if (valueAsText(m_scenario, *spec) == text.toStdString()) {
        return std::nullopt;
    }
    Scenario next = m_scenario;
    if (auto issue = setFromText(next, *spec, text.toStdString())) {
        return issue;
    }
    m_scenario = next;
    emit scenarioChanged();
    scheduleRecompute();
    return std::nullopt;
}

std::optional<Issue> Controller::setNumber(const QString& path, double value) {
    return setValue(path, QString::number(value, 'g', 15));
}

void Controller::setScenario(const Scenario& scenario) {
    m_scenario = scenario;
    emit scenarioChanged();
    scheduleRecompute();
}

void Controller::flush() {
    if (m_timer.isActive()) {
        m_timer.stop();
        recompute();
    }
}

void Controller::scheduleRecompute() {
    if (!m_timer.isActive()) {
        m_timer.start();
    }
}

void Controller::recompute() {
    m_results = evaluate(m_scenario);
    ++m_recomputes;
    emit resultsChanged();
}

}  // namespace stepbudget
