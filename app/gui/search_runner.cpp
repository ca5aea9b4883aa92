#include "app/gui/search_runner.h"

#include <exception>

#include "app/gui/controller.h"
#include "model/io/scenario_json.h"
#include "views/search/search_view.h"

namespace stepbudget {

namespace {

// The search's inputs as text: two requests with the same key have the same front.
std::string optionsKey(const SearchOptions& o) {
    return std::to_string(o.cards_lo) + ":" + std::to_string(o.cards_hi) + ":" +
           std::to_string(o.tp_beyond_host) + ":" + std::to_string(o.top_k) + ":" +
           std::to_string(o.exact_front);
}

}  // namespace

SearchRunner::SearchRunner(QObject* parent) : QObject(parent) {
    m_pool.setMaxThreadCount(1);
    m_pool.setExpiryTimeout(-1);
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &SearchRunner::start);
}

SearchRunner::~SearchRunner() {
    if (m_cancel) {
        m_cancel->store(true);
    }
    // The job posts back to this object: let it end first (it stops at the next candidate).
    m_pool.waitForDone();
}

void SearchRunner::request(const Scenario& scenario, const SearchOptions& options,
                           const Scenario* baseline) {
    Job job{scenario, options, std::nullopt, scenarioToJson(scenario) + optionsKey(options), {}};
    if (baseline != nullptr) {
        job.baseline = *baseline;
        job.baseline_key = scenarioToJson(*baseline) + optionsKey(options);
    }
    const Job* current = m_running_job ? &*m_running_job : (m_last ? &*m_last : nullptr);
    if (!m_wanted && current != nullptr && current->key == job.key &&
        current->baseline_key == job.baseline_key) {
        return;  // what is on screen (or on its way) already answers this request
    }
    m_wanted = std::move(job);
    if (running() && m_cancel) {
        m_cancel->store(true);  // its results are dropped; the new request starts when it ends
    }
    m_user_cancelled = false;
    m_debounce.start();
    emit started();
}

void SearchRunner::cancel() {
    m_debounce.stop();
    m_wanted.reset();
    if (running() && m_cancel) {
        m_user_cancelled = true;
        m_cancel->store(true);
        return;
    }
    emit cancelled();
}

void SearchRunner::start() {
    if (running() || !m_wanted) {
        return;  // jobDone() starts the wanted request when the one in flight has stopped
    }
    Job job = std::move(*m_wanted);
    m_wanted.reset();
    const int id = ++m_job_id;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    // std::promise rather than QFuture, as in Controller::startJob (a .then continuation on
    // QFuture::takeResult() hung with Qt 6.4.2): one queued call with this as context.
    auto promise = std::make_shared<std::promise<Output>>();
    m_job = promise->get_future();
    const bool search_baseline = job.baseline && job.baseline_key != m_baseline_key;
    m_running_job = job;
    auto cancel = m_cancel;
    m_pool.start([this, id, promise, cancel, job = std::move(job), search_baseline] {
        try {
            int last_percent = -1;
            auto progress = [&](double done) {
                const int percent = static_cast<int>(done * 100.0);
                if (percent != last_percent) {
                    last_percent = percent;
                    QMetaObject::invokeMethod(
                        this,
                        [this, id, done] {
                            if (id == m_job_id)
                                emit progressed(done);
                        },
                        Qt::QueuedConnection);
                }
            };
            Output out;
            out.current = searchLayouts(job.scenario, job.options, cancel.get(), progress);
            if (search_baseline && !out.current.cancelled) {
                out.baseline = searchLayouts(*job.baseline, job.options, cancel.get());
            }
            promise->set_value(std::move(out));
        } catch (...) {  // the search never throws on input; out of memory reaches get()
            promise->set_exception(std::current_exception());
        }
        QMetaObject::invokeMethod(
            this, [this, id] { jobDone(id); }, Qt::QueuedConnection);
    });
}

void SearchRunner::take() {
    Output out = m_job.get();  // waits while the worker still runs
    m_job_taken = m_job_id;
    Job job = std::move(*m_running_job);
    m_running_job.reset();
    const bool stopped = out.current.cancelled || (out.baseline && out.baseline->cancelled);
    if (stopped) {
        if (m_user_cancelled && !m_wanted) {
            m_user_cancelled = false;
            emit cancelled();
        }
        return;  // a newer request (or Cancel) stopped it: nothing of it is shown
    }
    m_results = std::move(out.current);
    if (out.baseline) {
        m_baseline_results = std::move(*out.baseline);
        m_baseline_key = job.baseline_key;
    } else if (!job.baseline) {
        m_baseline_results.reset();
        m_baseline_key.clear();
    }
    m_last = std::move(job);
    ++m_finished;
    emit finished();
}

void SearchRunner::jobDone(int id) {
    if (id != m_job_id || m_job_taken == id) {
        return;
    }
    take();
    if (m_wanted && !m_debounce.isActive()) {
        start();
    }
}

void SearchRunner::flush() {
    for (;;) {
        if (running()) {
            take();
        }
        if (m_wanted) {
            m_debounce.stop();
            start();
            continue;
        }
        if (!running()) {
            return;
        }
    }
}

void wireSearchTab(SearchView* view, SearchRunner* runner, Controller* controller) {
    QObject::connect(view, &SearchView::searchWanted, runner, [view, runner, controller] {
        runner->request(controller->scenario(), view->options(), controller->baselineScenario());
    });
    QObject::connect(runner, &SearchRunner::started, view, [view] { view->setRecomputing(true); });
    QObject::connect(runner, &SearchRunner::progressed, view, &SearchView::setProgress);
    QObject::connect(runner, &SearchRunner::finished, view, [view, runner] {
        view->setSearch(runner->results(), runner->baselineResults());
    });
    QObject::connect(runner, &SearchRunner::cancelled, view, &SearchView::setCancelled);
    QObject::connect(view, &SearchView::cancelRequested, runner, &SearchRunner::cancel);
    QObject::connect(
        view, &SearchView::layoutRequested, controller, [controller](const SearchLayout& layout) {
            // One ReplaceCommand: Ctrl+Z restores the previous layout whole.
            controller->replaceScenario(
                applySearchLayout(controller->scenario(), layout),
                SearchView::tr("Load layout %1").arg(SearchView::layoutText(layout, false)));
        });
}

}  // namespace stepbudget
