// Amdahl view (worked-examples §12.3): a tornado of finish days when each input is halved or
// doubled (the whole plan re-evaluated by the model), and T'/T = 1 - f + f/r against the speed-up
// r of each step resource.
#pragma once

#include "views/common/axis_range.h"
#include "views/common/chart_panel.h"

#include <QStringList>
#include <vector>

class QBarSet;
class QBarCategoryAxis;
class QLineSeries;
class QLogValueAxis;
class QValueAxis;
class QLabel;
class QChart;

namespace stepbudget {

class AmdahlView : public ChartPanel {
    Q_OBJECT
public:
    explicit AmdahlView(QWidget* parent = nullptr);
    void setResults(const Scenario& scenario, const Results& results) override;
    std::optional<Derivation> elementDerivation(const QString& id, const Scenario& scenario,
                                                const Results& results) const override;

    int tornadoRows() const;
    double tornadoDelta(int row, bool doubled) const;  // change in finish days
    int curveCount() const { return static_cast<int>(m_curves.size()); }
    QString noteText() const;  // the caption, with the model's plan.decides verdict

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void relabel();
    QBarSet* m_half;
    QBarSet* m_double;
    QBarCategoryAxis* m_rows;
    QValueAxis* m_delta_axis;
    StickyRange m_delta_range{false};
    std::vector<QLineSeries*> m_curves;
    QLineSeries* m_baseline;  // A's compute curve
    QValueAxis* m_ratio_axis;
    StickyRange m_ratio_range;
    QLabel* m_note;
    QChart* m_tornado;
    struct Label {
        QString name;        // the input, translated
        double half;         // change in finish days at x 1/2
        double twice;        // at x 2
        double half_factor;  // the factors applied (a bound can move them: MFU capped at 1)
        double double_factor;
    };
    QList<Label> m_labels;    // the tornado rows, labelled by relabel()
    QStringList m_keys;       // tornado row -> the input it scales
    QStringList m_resources;  // Amdahl curve -> its resource
};

}  // namespace stepbudget
