// RL view (worked-examples §11): the generate / verify / learn pipeline, each stage's own rate
// next to what it passes on, the bottleneck highlighted; the async/sync throughput ratio against
// the keep ratio q, crossing 1 at q*; the two hand-off orderings on a shared card as step bars
// against the card's memory.
#pragma once

#include "views/common/axis_range.h"
#include "views/common/chart_panel.h"

class QBarCategoryAxis;
class QBarSet;
class QLabel;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace stepbudget {

class ExampleBanner;

class RlView : public ChartPanel {
    Q_OBJECT
public:
    explicit RlView(QWidget* parent = nullptr);
    void setResults(const Scenario& scenario, const Results& results) override;
    std::optional<Derivation> elementDerivation(const QString& id, const Scenario& scenario,
                                                const Results& results) const override;

    // For tests: stage 0 generate, 1 verify, 2 learn.
    double stageCapacity(int stage) const;
    double stageDelivered(int stage) const;
    int highlightedStage() const;  // -1 when none is highlighted
    double breakEvenMarkerX() const;
    QPointF currentKeepPoint() const;
    int asyncCurvePointCount() const;
    int handoffRows() const;
    double handoffGiB(int row) const;  // rows top-down: restore-first steps, then weights-first
    bool handoffOverCard(int row) const;
    double cardMemoryLineGiB() const;
    QString noteText() const;

    // "Book example §10.5 — typed inputs" (shown while rl.example).
    ExampleBanner* exampleBanner() const { return m_banner; }

private:
    ExampleBanner* m_banner = nullptr;
    QBarSet* m_capacity;
    QBarSet* m_delivered;
    QBarCategoryAxis* m_stage_axis;
    QValueAxis* m_rate_axis;
    StickyRange m_rate_range;

    QLineSeries* m_ratio;
    QLineSeries* m_parity;      // ratio = 1
    QLineSeries* m_break_even;  // q*
    QScatterSeries* m_current;
    QLineSeries* m_baseline;  // A's ratio curve
    QValueAxis* m_ratio_axis;
    StickyRange m_ratio_range;

    QBarSet* m_restore_first;
    QBarSet* m_weights_first;
    QBarCategoryAxis* m_step_axis;
    QValueAxis* m_memory_axis;
    QLineSeries* m_card_line;
    StickyRange m_memory_range;
    QLabel* m_note;
    int m_handoff_rows = 0;   // bars of the hand-off chart
    int m_restore_steps = 0;  // of which the restore-first ordering's (the top rows)
};

}  // namespace stepbudget
