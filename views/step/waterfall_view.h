// MFU waterfall (model/evaluate/mfu_waterfall.h): from the datasheet peak to the achieved MFU
// and on to the goodput, one bar per loss. A click on a bar opens that loss's derivation; the
// pinned baseline "A" is overlaid as a dashed line through its MFU after each bar.
#pragma once

#include <QStringList>

#include "views/common/chart_panel.h"

class QBarCategoryAxis;
class QBarSet;
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

private:
    void openBar(int index);

    QBarSet* m_base;   // invisible: where each floating bar starts
    QBarSet* m_loss;   // the loss, floating on m_base
    QBarSet* m_level;  // the peak, achieved and goodput columns: the MFU level itself
    QBarCategoryAxis* m_axis;
    QValueAxis* m_mfu_axis;
    QLineSeries* m_baseline;
    QLabel* m_note;
    QStringList m_ids;  // derivation id per category
};

}  // namespace stepbudget
