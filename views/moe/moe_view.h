// MoE view (worked-examples §7.6): dropped and padded shares against the capacity factor with
// the configured c marked; the expert loads hottest first against the capacity line, so the
// dropped dispatches and the padding rows are areas. Every point and band answers a hover with
// its own value and a click with its own derivation (moeElementDerivation). The §7.7 attention
// pairs are a toy no plan has: they live in the study material (example.attention-pairs).
#pragma once

#include "views/common/axis_range.h"
#include "views/common/chart_panel.h"

class QAreaSeries;
class QLabel;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace stepbudget {

class ExampleBanner;

class MoeView : public ChartPanel {
    Q_OBJECT
public:
    explicit MoeView(QWidget* parent = nullptr);
    void setResults(const Scenario& scenario, const Results& results) override;
    QString notApplicable(const Scenario& scenario, const Results& results) const override;
    QString denseText() const;
    std::optional<Derivation> elementDerivation(const QString& id, const Scenario& scenario,
                                                const Results& results) const override;

    // For tests: shares in percent as drawn, the marked c, the capacity line, the load profile.
    int curvePointCount() const;
    double droppedPercentAt(double capacity_factor) const;  // NaN when c is not a curve point
    double paddedPercentAt(double capacity_factor) const;
    double currentCapacityFactor() const;
    double capacityLine() const;
    QList<QPointF> loadProfile() const;  // (expert rank, dispatches), two points per load step
    QString noteText() const;
    bool chartsShown() const;

    // The "book example, not your plan" strip (hidden while the tab shows the plan).
    ExampleBanner* exampleBanner() const { return m_banner; }

private:
    ExampleBanner* m_banner = nullptr;
    QLineSeries* m_dropped;
    QLineSeries* m_padded;
    QLineSeries* m_current_line;
    QScatterSeries* m_current_points;
    QLineSeries* m_baseline;  // A's dropped share
    QValueAxis* m_c_axis;

    // Area boundaries over the experts, hottest first: executed rows min(load, C), the dropped
    // area from C up to max(load, C), padding from min(load, C) up to C.
    QLineSeries* m_zero;
    QLineSeries* m_executed;
    QLineSeries* m_over;
    QLineSeries* m_cap_flat;
    QLineSeries* m_load;      // the load outline
    QLineSeries* m_capacity;  // the capacity line
    QLineSeries* m_mean;      // the mean load
    QValueAxis* m_rank_axis;
    QValueAxis* m_load_axis;
    StickyRange m_load_range;
    QWidget* m_charts;  // hidden for a dense model, the placeholder shows instead
    QLabel* m_dense;
    QLabel* m_note;
};

}  // namespace stepbudget
