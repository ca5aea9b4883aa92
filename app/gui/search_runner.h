// Runs the plan search (model/search/search.h) for the Search tab on a worker thread: one
// search at a time, a new request cancels the one in flight (its cancel flag) and starts after
// a short debounce, so a slider drag costs one search per pause, not one per step. Progress and
// the finished front come back as queued signals on the GUI thread. The baseline "A" gets its
// own search, run after the current one and kept until A changes.
#pragma once

#include <QObject>
#include <QThreadPool>
#include <QTimer>
#include <atomic>
#include <future>
#include <memory>
#include <optional>
#include <string>

#include "model/base/scenario.h"
#include "model/search/search.h"

namespace stepbudget {

class SearchRunner : public QObject {
    Q_OBJECT
public:
    explicit SearchRunner(QObject* parent = nullptr);
    ~SearchRunner() override;

    // Asks for the front of `scenario` under `options` (and of `baseline` when given): after
    // the debounce, cancelling a search in flight. A request equal to the last finished one
    // does nothing (the front on screen is current).
    void request(const Scenario& scenario, const SearchOptions& options, const Scenario* baseline);
    // Stops the search in flight (the front on screen stays the last finished one).
    void cancel();
    // Waits for the queued and running searches to land (tests, grab).
    void flush();
    bool running() const { return m_job_id != m_job_taken; }
    bool pending() const { return m_debounce.isActive(); }
    const SearchResults& results() const { return m_results; }
    const SearchResults* baselineResults() const {
        return m_baseline_results ? &*m_baseline_results : nullptr;
    }
    int finishedCount() const { return m_finished; }
    // Milliseconds between a request and the search's start: slider steps inside it coalesce.
    static constexpr int kDebounceMs = 30;

signals:
    void started();                // a search began (the view shows it is recomputing)
    void progressed(double done);  // 0..1, throttled to whole per cent
    void finished();               // results() (and baselineResults()) belong to the request
    void cancelled();              // the user stopped it: nothing new to show

private:
    struct Job {
        Scenario scenario;
        SearchOptions options;
        std::optional<Scenario> baseline;
        std::string key;           // scenario JSON + options: equal requests, equal fronts
        std::string baseline_key;  // A's JSON + options; empty without A
    };
    void start();
    void jobDone(int id);
    void take();

    QThreadPool m_pool;
    QTimer m_debounce;
    std::optional<Job> m_wanted;  // the latest request, not yet started
    std::optional<Job> m_last;    // the request whose results are shown
    std::optional<Job> m_running_job;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    struct Output {
        SearchResults current;
        std::optional<SearchResults> baseline;
    };
    std::future<Output> m_job;
    int m_job_id = 0;
    int m_job_taken = 0;
    bool m_user_cancelled = false;
    SearchResults m_results;
    std::optional<SearchResults> m_baseline_results;
    std::string m_baseline_key;  // the A (and options) whose front m_baseline_results is
    int m_finished = 0;
};

class Controller;
class SearchView;

// The Search tab's wiring: the view asks for a search of the controller's scenario (and of A
// in compare mode), the runner's progress and fronts go back to it, Cancel stops the run, and
// a clicked layout is loaded into the scenario as one undo step.
void wireSearchTab(SearchView* view, SearchRunner* runner, Controller* controller);

}  // namespace stepbudget
