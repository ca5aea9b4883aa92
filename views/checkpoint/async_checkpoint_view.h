// Async checkpoint view (worked-examples §9): the commit timeline (training lane with its
// pauses, background-upload lane, commit markers, a draggable failure marker with the recovery
// point and the redo span), a note with the numbers and the cadence check, and a table of the
// snapshots. Dragging the failure asks the app for checkpoint.failure_at_s; the view never
// computes a recovery point itself.
#pragma once

#include <QList>

#include "views/common/axis_range.h"
#include "views/common/chart_panel.h"

class QLabel;
class QTableWidget;

namespace stepbudget {

class ExampleBanner;

class AsyncTimeline;

class AsyncCheckpointView : public ChartPanel {
    Q_OBJECT
public:
    explicit AsyncCheckpointView(QWidget* parent = nullptr);
    void setResults(const Scenario& scenario, const Results& results) override;

    AsyncTimeline* timeline() const { return m_timeline; }
    QLabel* note() const { return m_note; }
    QTableWidget* table() const { return m_table; }
    // For tests: what the timeline draws, in seconds.
    QList<double> commitMarkers() const;
    double recoveryPoint() const;
    double redoSpanStart() const;  // = the recovery point when there is a redo span
    double redoSpanEnd() const;    // = the failure
    // The "book example, not your plan" strip (hidden while the tab shows the plan).
    ExampleBanner* exampleBanner() const { return m_banner; }

signals:
    void failureDragStarted();
    void failureTimeRequested(double seconds);

private:
    ExampleBanner* m_banner = nullptr;
    AsyncTimeline* m_timeline;
    QLabel* m_note;
    QTableWidget* m_table;
    StickyRange m_time_range;
    AxisRange m_axis;
};

}  // namespace stepbudget
