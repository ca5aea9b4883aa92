// MFU waterfall (model/evaluate/mfu_waterfall.h): from the datasheet peak to the achieved MFU
// and on to the goodput, one bar per loss. Hovering a bar names it with its MFU points and its
// seconds per step; a click opens that bar's own derivation; the pinned baseline "A" is
// overlaid as a dashed line through its MFU after each bar.
#pragma once

#include <QStringList>

#include "views/common/chart_panel.h"

class QBarCategoryAxis;
class QBarSet;
class QChart;
class QLabel;
class QLineSeries;
class QValueAxis;

namespace stepbudget {

class WaterfallView : public ChartPanel {
    Q_OBJECT
public:
    explicit WaterfallView(QWidget* parent = nullptr);
    void setResults(const Scenario& scenario, const Results& results) override;

    int barCount() const;               // categories: peak, one per loss, achieved, goodput
    double lossAt(int category) const;  // MFU points of that bar (loss, or level)
    bool baselineShown() const;
    QString derivationAt(int category) const { return m_ids.value(category); }
    QString hoverTextAt(int category) const { return m_hover.value(category); }

private:
    QBarSet* m_base;  // invisible: where each floating bar starts
    QBarSet* m_loss;  // the loss, floating on m_base
    QBarSet* m_gain;  // a bar that raises the MFU (typed FP8's linear layers), floating too
    QChart* m_gain_chart = nullptr;  // whose legend shows the gain only when a bar gains
    QBarSet* m_level;                // the peak, achieved and goodput columns: the MFU level itself
    QBarCategoryAxis* m_axis;
    QValueAxis* m_mfu_axis;
    QLineSeries* m_baseline;
    QLabel* m_note;
    QStringList m_ids;    // derivation id per category
    QStringList m_hover;  // hover text per category
};

}  // namespace stepbudget
