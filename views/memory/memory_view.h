// Memory view (worked-examples §2.3, §6): stacked bars per ZeRO stage — weights, gradients,
// master, Adam m, Adam v, activations + buffers — against the usable-memory line; and per-card
// peak memory against card count with the usable line and the current choice.
#pragma once

#include <array>

#include "model/memory/stack_derivations.h"
#include "views/common/axis_range.h"
#include "views/common/chart_panel.h"

class QBarSet;
class QChart;
class QLineSeries;
class QScatterSeries;
class QValueAxis;
class QLogValueAxis;
class QLabel;

namespace stepbudget {

class MemoryView : public ChartPanel {
    Q_OBJECT
public:
    explicit MemoryView(QWidget* parent = nullptr);
    void setResults(const Scenario& scenario, const Results& results) override;
    std::optional<Derivation> elementDerivation(const QString& id, const Scenario& scenario,
                                                const Results& results) const override;

    // For tests: the stacked totals per ZeRO stage (GiB) and the number of curve points.
    double barTotalGiB(int stage) const;
    int curvePointCount() const;
    double usableLineGiB() const;

private:
    std::array<QBarSet*, kStackPartCount> m_sets{};
    QChart* m_bars_chart = nullptr;
    QLineSeries* m_usable_bars;
    QValueAxis* m_bar_y;
    StickyRange m_bar_range;

    QLineSeries* m_peak_curve;
    QLineSeries* m_resident_curve;
    QLineSeries* m_usable_curve;
    QScatterSeries* m_current;
    QLogValueAxis* m_curve_x;
    QValueAxis* m_curve_y;
    StickyRange m_curve_range;
    QLineSeries* m_baseline_bars;   // A's totals per ZeRO stage
    QLineSeries* m_baseline_curve;  // A's peak vs cards
    QLabel* m_note;
};

}  // namespace stepbudget
