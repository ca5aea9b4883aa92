#include "app/gui/controller.h"

#include <QCoreApplication>
#include <QUndoCommand>
#include <exception>
#include <memory>

#include "model/base/params.h"
#include "model/evaluate/evaluate.h"
#include "model/evaluate/input_consequences.h"
#include "model/evaluate/param_registry.h"
#include "model/evaluate/scenario_diff.h"
#include "model/evaluate/validate.h"
#include "model/pipeline/pipeline.h"
#include "views/common/value_format.h"

namespace stepbudget {

namespace {

// One parameter change. Consecutive changes of the same key within one slider drag merge, so
// the drag undoes in one step; the menu names the parameter ("Undo Set Cards to 32").
class SetValueCommand : public QUndoCommand {
public:
    SetValueCommand(Controller* controller, const ParamSpec& spec, Scenario before, Scenario after,
                    int drag, bool mergeable)
        : m_controller(controller),
          m_spec(spec),
          m_before(std::move(before)),
          m_after(std::move(after)),
          m_drag(drag),
          m_mergeable(mergeable) {
        updateText();
    }
    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand* other) override {
        const auto* o = static_cast<const SetValueCommand*>(other);
        if (!o->m_mergeable || o->m_drag != m_drag || o->m_spec.path != m_spec.path) {
            return false;
        }
        m_after = o->m_after;
        updateText();
        return true;
    }
    void undo() override { m_controller->applyScenario(m_before); }
    void redo() override { m_controller->applyScenario(m_after); }

private:
    void updateText() {
        setText(QCoreApplication::translate("Controller", "Set %1 to %2")
                    .arg(QCoreApplication::translate("Param", m_spec.label.c_str()),
                         paramDisplayText(m_spec, m_after)));
    }
    Controller* m_controller;
    const ParamSpec& m_spec;
    Scenario m_before;
    Scenario m_after;
    int m_drag;
    bool m_mergeable;
};

class ReplaceCommand : public QUndoCommand {
public:
    ReplaceCommand(Controller* controller, Scenario before, Scenario after, const QString& text)
        : QUndoCommand(text),
          m_controller(controller),
          m_before(std::move(before)),
          m_after(std::move(after)) {}
    void undo() override { m_controller->applyScenario(m_before); }
    void redo() override { m_controller->applyScenario(m_after); }

private:
    Controller* m_controller;
    Scenario m_before;
    Scenario m_after;
};

}  // namespace

Controller::Controller(QObject* parent) : QObject(parent) {
    // Zero-interval single shot: every edit queued in this event-loop pass lands in one recompute.
    m_timer.setSingleShot(true);
    m_timer.setInterval(0);
    connect(&m_timer, &QTimer::timeout, this, &Controller::recompute);
    m_pool.setMaxThreadCount(1);
    m_pool.setExpiryTimeout(-1);
    // The window may use both cores: a deep pipeline's six simulations are split over two
    // threads (computePipeline), so its results land in about half the time.
    setPipelineThreads(2);
    m_results = evaluate(m_scenario);
    m_shown_scenario = m_scenario;
    m_recomputes = 1;
}

Controller::~Controller() {
    // The job posts back to this object when done: let it finish before the object goes (queued
    // calls to a destroyed object are dropped by Qt). Its remaining schedules are not needed.
    if (m_run) {
        m_run->cancel = true;
    }
    m_pool.waitForDone();
}

std::optional<Issue> Controller::setValue(const QString& path, const QString& text,
                                          bool continuing_drag) {
    const ParamSpec* spec = findParam(path.toStdString());
    if (spec == nullptr) {
        return Issue{path.toStdString(), unknownKeyMessage(path.toStdString())};
    }
    // With the efficiency predicted, an MFU the user sets is an override of the prediction
    // (cluster.mfu_override), in the same undo step: one drag, one step. Setting it to the
    // stored typed value still turns the override on.
    const bool overrides = spec->path == "cluster.mfu" && mfuEditOverrides(m_scenario);
    if (valueAsText(m_scenario, *spec) == text.toStdString() && !overrides) {
        return std::nullopt;
    }
    Scenario next = m_scenario;
    if (auto issue = setFromText(next, *spec, text.toStdString(), TextNotation::Typed)) {
        return issue;
    }
    if (valueAsText(next, *spec) == valueAsText(m_scenario, *spec) && !overrides) {
        return std::nullopt;  // "8B" typed over 8e9: nothing changes, no undo step
    }
    // What the edit implies (model/evaluate/input_consequences.h): the model-size slider moves the
    // shape (one-plan.md), a card typed into cluster.gpu brings its catalog figures, an MFU typed
    // over a prediction overrides it. One undo step, like any edit.
    applyInputConsequences(m_scenario, next, {spec->path});
    m_undo.push(new SetValueCommand(this, *spec, m_scenario, next, m_drag, continuing_drag));
    return std::nullopt;
}

std::optional<Issue> Controller::setNumber(const QString& path, double value) {
    // setValue takes what a preset holds: booleans are the words, not 0/1.
    const ParamSpec* spec = findParam(path.toStdString());
    if (spec != nullptr && spec->type == ParamType::Boolean && (value == 0 || value == 1)) {
        return setValue(path, value != 0 ? QStringLiteral("true") : QStringLiteral("false"));
    }
    return setValue(path, QString::number(value, 'g', 15));
}

void Controller::applyScenario(const Scenario& scenario) {
    m_scenario = scenario;
    ++m_generation;
    emit scenarioChanged();
    scheduleRecompute();
}

void Controller::setScenario(const Scenario& scenario) {
    m_undo.clear();
    m_origin = scenario;
    applyScenario(scenario);
    m_undo.setClean();
}

void Controller::setOrigin(std::optional<Scenario> origin) {
    m_origin = std::move(origin);
    emit scenarioChanged();  // the title reads it
}

bool Controller::modifiedFromOrigin() const {
    return !m_origin || !changedKeys(*m_origin, m_scenario).empty();
}

void Controller::replaceScenario(const Scenario& scenario, const QString& description) {
    m_undo.push(new ReplaceCommand(this, m_scenario, scenario, description));
}

void Controller::pinBaseline() {
    flush();
    m_baseline = m_scenario;
    m_baseline_results = m_results;
    emit baselineChanged();
}

void Controller::clearBaseline() {
    m_baseline.reset();
    m_baseline_results = Results{};
    emit baselineChanged();
}

void Controller::swapWithBaseline() {
    if (!m_baseline) {
        return;
    }
    flush();
    const Scenario a = *m_baseline;
    m_baseline = m_scenario;
    m_baseline_results = m_results;
    replaceScenario(a, QCoreApplication::translate("Controller", "Swap A and B"));
    emit baselineChanged();
}

void Controller::flush() {
    if (busy()) {
        const bool stale = m_job_stale;
        std::optional<Results> landed = takeJob();
        emit busyChanged(false);
        if (!landed) {
            restoreShownScenario();
        } else {
            takeResults(std::move(*landed), m_job_scenario);
            if (stale) {
                scheduleRecompute();
            }
        }
    }
    if (m_timer.isActive()) {
        m_timer.stop();
        recompute();
        if (busy()) {
            flush();
        }
    }
}

void Controller::scheduleRecompute() {
    if (!m_timer.isActive()) {
        m_timer.start();
    }
}

void Controller::recompute() {
    if (busy()) {
        m_job_stale = true;  // jobFinished evaluates the latest scenario next
        return;
    }
    if (m_generation == m_restored_generation) {
        return;  // the scenario restored after a cancel: the shown results are its own
    }
    if (evaluationPipelineOps(m_scenario) > kSyncPipelineOpsLimit) {
        startJob();
        return;
    }
    takeResults(evaluate(m_scenario), m_scenario);
}

void Controller::cancelEvaluation() {
    if (busy() && m_run) {
        m_run->cancel = true;
    }
}

void Controller::restoreShownScenario() {
    // One undoable step back to the shown results' scenario; undo brings the cancelled edits
    // back (and evaluates them again).
    m_undo.push(new ReplaceCommand(this, m_scenario, m_shown_scenario,
                                   QCoreApplication::translate("Controller", "Cancel simulation")));
    m_restored_generation = m_generation;
    emit evaluationCancelled();
}

void Controller::startJob() {
    const int id = ++m_job_id;
    m_job_stale = false;
    // std::promise rather than QFuture: get() moves the results out (at the op limit the
    // timeline is tens of megabytes), and the hand-back is one queued call with this as context.
    auto promise = std::make_shared<std::promise<Results>>();
    m_job = promise->get_future();
    m_run = std::make_shared<PipelineRunControl>();
    m_job_scenario = m_scenario;
    m_pool.start([this, id, promise, run = m_run, scenario = m_scenario] {
        try {
            const PipelineRunScope scope(run.get());  // progress and cancel of its simulations
            promise->set_value(evaluate(scenario));
        } catch (...) {  // PipelineCancelled; evaluate() never throws on input; out of memory
            promise->set_exception(std::current_exception());
        }
        QMetaObject::invokeMethod(
            this, [this, id] { jobFinished(id); }, Qt::QueuedConnection);
    });
    emit busyChanged(true);
}

void Controller::jobFinished(int id) {
    if (id != m_job_id || m_job_taken == id) {
        return;
    }
    std::optional<Results> landed = takeJob();
    if (!landed) {
        restoreShownScenario();
        emit busyChanged(false);
        return;
    }
    // Shown even when edits arrived meanwhile: on a deep pipeline a drag then updates every
    // evaluation instead of freezing until the drag ends.
    takeResults(std::move(*landed), m_job_scenario);
    if (m_job_stale) {
        recompute();
    }
    if (!busy()) {
        emit busyChanged(false);
    }
}

std::optional<Results> Controller::takeJob() {
    std::optional<Results> results;
    try {
        results = m_job.get();  // waits while the worker still runs
    } catch (const PipelineCancelled&) {
        results.reset();
    }
    m_job_taken = m_job_id;
    m_run.reset();
    return results;
}

void Controller::takeResults(Results results, const Scenario& of) {
    m_results = std::move(results);
    m_shown_scenario = of;
    ++m_recomputes;
    emit resultsChanged();
}

}  // namespace stepbudget
