// Plan view (worked-examples §12.1, §12.4): finish days against card count with the deadline
// line and the current choice, and the 6ND table across GPUs and MFUs.
#pragma once

#include "views/common/axis_range.h"
#include "views/common/chart_panel.h"

class QLineSeries;
class QScatterSeries;
class QLogValueAxis;
class QValueAxis;
class QTableWidget;
class QLabel;

namespace stepbudget {

class PlanView : public ChartPanel {
    Q_OBJECT
public:
    explicit PlanView(QWidget* parent = nullptr);
    void setResults(const Scenario& scenario, const Results& results) override;
    std::optional<Derivation> elementDerivation(const QString& id, const Scenario& scenario,
                                                const Results& results) const override;

    int curvePointCount() const;
    QPointF currentPoint() const;
    QTableWidget* sixNdTable() const { return m_table; }

private:
    QLineSeries* m_finish;
    QLineSeries* m_deadline;
    QScatterSeries* m_current;
    QLineSeries* m_baseline;  // A's finish days vs cards
    QScatterSeries* m_baseline_point;
    QLogValueAxis* m_x;
    QValueAxis* m_y;
    StickyRange m_y_range;
    QTableWidget* m_table;
    QLabel* m_note;
};

}  // namespace stepbudget
