// Scaling view (worked-examples §1.3): days to the target against card count under weak scaling
// (micro-batches per card fixed, the batch grows past the critical batch and needs more steps)
// and strong scaling (global batch fixed, compute shrinks, communication and input wait stay),
// with the table at 1, 2, 4, 8 and 32 times the plan's cards.
#pragma once

#include "views/common/axis_range.h"
#include "views/common/chart_panel.h"

class QLabel;
class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QTableWidget;
class QValueAxis;

namespace stepbudget {

class ScalingView : public ChartPanel {
    Q_OBJECT
public:
    explicit ScalingView(QWidget* parent = nullptr);
    void setResults(const Scenario& scenario, const Results& results) override;
    std::optional<Derivation> elementDerivation(const QString& id, const Scenario& scenario,
                                                const Results& results) const override;

    int curvePointCount() const;
    QPointF weakPoint(int row) const;  // the table rows as drawn: (cards, days)
    QPointF strongPoint(int row) const;
    QTableWidget* table() const { return m_table; }
    QString noteText() const;

private:
    QLineSeries* m_weak;
    QLineSeries* m_strong;
    QScatterSeries* m_weak_rows;
    QScatterSeries* m_strong_rows;
    QLineSeries* m_baseline_weak;  // A's curves
    QLineSeries* m_baseline_strong;
    QLogValueAxis* m_x;
    QValueAxis* m_y;
    StickyRange m_y_range;
    QTableWidget* m_table;
    QLabel* m_note;
};

}  // namespace stepbudget
