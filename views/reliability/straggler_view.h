// Straggler view (worked-examples §10.3): a synchronous step waits for the slowest of N cards.
// Four charts: E[max] - mu in sigma against N, the expected step against N for several sigma,
// and the three responses to one persistently slow card (wait / redistribute / evict) against N
// and against how many steps it stays slow; the current card count and persistence are marked
// and the note names the best response.
#pragma once

#include <QList>
#include <QPointF>
#include <vector>

#include "views/common/axis_range.h"
#include "views/common/chart_panel.h"

class QLabel;
class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QValueAxis;

namespace stepbudget {

class StragglerView : public ChartPanel {
    Q_OBJECT
public:
    explicit StragglerView(QWidget* parent = nullptr);
    void setResults(const Scenario& scenario, const Results& results) override;

    // For tests: what is drawn.
    QList<QPointF> expectedMaxCurve() const;
    QPointF currentExpectedMax() const;  // (N, E[Z_(N)]) marker
    int stepCurveCount() const;          // visible sigma curves
    QList<QPointF> stepCurve(int index) const;
    QPointF currentStep() const;                               // (N, step s) marker
    QList<QPointF> responseVsCards(int response) const;        // 0 wait, 1 redistribute, 2 evict
    QList<QPointF> responseVsPersistence(int response) const;  // same order
    double cardsMarkerX() const;        // current N on the response-vs-N chart
    double persistenceMarkerX() const;  // persist_steps on the response-vs-persistence chart
    QString noteText() const;

private:
    // E[max] - mu in sigma.
    QLineSeries* m_max_curve;
    QScatterSeries* m_max_current;
    QLogValueAxis* m_max_x;
    QValueAxis* m_max_y;
    StickyRange m_max_range;
    // Step time vs N, one line per sigma (current, 2 %, 5 %).
    std::vector<QLineSeries*> m_step_curves;
    QLineSeries* m_no_jitter;
    QLineSeries* m_step_cap;
    QScatterSeries* m_step_current;
    QLineSeries* m_step_baseline;  // A's step vs N at A's sigma
    QLogValueAxis* m_step_x;
    QValueAxis* m_step_y;
    StickyRange m_step_range{false};  // steps sit far above zero
    // Responses vs N: extra seconds per step.
    QLineSeries* m_wait_n;
    QLineSeries* m_redistribute_n;
    QLineSeries* m_evict_n;
    QLineSeries* m_cards_marker;
    QLogValueAxis* m_resp_n_x;
    QValueAxis* m_resp_n_y;
    StickyRange m_resp_n_range;
    // Responses vs persistence: cumulative seconds lost.
    QLineSeries* m_wait_p;
    QLineSeries* m_redistribute_p;
    QLineSeries* m_evict_p;
    QLineSeries* m_persist_marker;
    QLineSeries* m_break_even_marker;
    QLogValueAxis* m_resp_p_x;
    QValueAxis* m_resp_p_y;
    StickyRange m_resp_p_range;
    QLabel* m_note;
};

}  // namespace stepbudget
